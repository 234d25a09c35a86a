//! The figures `majlis sim` counts (`rules_core::figures`), with the toy game.

use majlis_toy::Toy;
use rules_core::figures::{Figures, Tallied, per_game, seat_label};
use rules_core::{DynPlayouts, Game, Playouts};

#[test]
fn seats_are_labelled_from_1_with_their_names() {
    let toy = Toy::DESCRIPTION;
    assert_eq!(seat_label(toy, 0), "seat 1 (North)");
    assert_eq!(seat_label(toy, 9), "seat 10");
    assert!((per_game(3, 2) - 1.5).abs() < f64::EPSILON);
    assert!(per_game(3, 0).abs() < f64::EPSILON);
}

/// Tallied playouts play the core's own games, seed for seed; a game that
/// counts nothing (`type Tally = ()`) has no figures.
#[test]
fn tallied_playouts_play_the_same_games_and_a_game_without_figures_has_none() {
    let mut plain = Playouts::<Toy>::new(3, Default::default()).expect("three seats");
    let mut tallied = Tallied::<Toy>::new(3, Default::default()).expect("three seats");
    for seed in 0..20 {
        assert_eq!(tallied.play(seed, seed + 1, 1000), plain.play(seed, seed + 1, 1000));
    }
    let mut boxed: Box<dyn DynPlayouts> = Box::new(tallied);
    let other: Box<dyn DynPlayouts> = Box::new(Tallied::<Toy>::new(2, Default::default()).expect("two seats"));
    boxed.merge(other.as_ref());
    assert_eq!(boxed.figures(20), None);
    assert!(Tallied::<Toy>::new(9, Default::default()).is_err(), "nine seats");
}

#[test]
fn averaged_gives_the_words_of_a_one_line_summary_of_averages_and_nothing_else() {
    let said = |lines: &[&str]| Figures::new(&(), lines.iter().map(ToString::to_string).collect());
    let averages = said(&["per game on average: 3.5 turns, 0.2 Toki flights"]);
    assert_eq!(averages.averaged(), Some(vec!["turns", "Toki flights"]));
    assert_eq!(
        said(&["per game on average: 3.5 turns", "a second line"]).averaged(),
        None
    );
    assert_eq!(said(&["a game is 3.5 cards played on average"]).averaged(), None);
    assert_eq!(said(&["per game on average: many turns"]).averaged(), None);
}
