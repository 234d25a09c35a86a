//! The computer players: every level plays legal actions, decides the same
//! for the same seed, gives the hint key its reasons, and finishes its
//! matches; the heuristic beats random.

use khixa::{Khixa, Options};
use rules_core::arena::{arena, arena_game};
use rules_core::conformance::{check_every_level, check_search_words, played_positions};
use rules_core::{Bots, Level};

#[test]
fn every_level_chooses_a_legal_action_the_same_for_the_same_seed_with_reasons() {
    // Positions of two seeded matches between heuristic players. The search
    // levels' budgets are cut: at their full budget they are slow in a debug
    // build (the arena below plays them in full).
    let positions =
        played_positions::<Khixa>(4, &Options::default(), 11..13, 300, |_, step| step % 13 == 4).expect("easy plays");
    assert!(positions.len() >= 20, "{} positions", positions.len());
    check_every_level::<Khixa>(&positions, |level| Khixa::iterations(level).min(30), 5)
        .unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn the_heuristic_side_beats_the_random_side() {
    let levels = [Level::Easy, Level::Random, Level::Easy, Level::Random];
    let report = arena::<Khixa>(&levels, &Options::default(), 24, 100, 20_000).expect("the bots play");
    assert_eq!(report.unfinished, 0, "{report:?}");
    let (easy, random) = (report.level_rate(Level::Easy).0, report.level_rate(Level::Random).0);
    assert!(easy > 0.8 && random < 0.2, "{report:?}");
}

#[test]
fn every_level_plays_only_legal_actions_at_one_table() {
    // The arena refuses a match in which a bot chooses an illegal action; the
    // seats rotate, so each level plays from two seats. Cut short: the
    // search levels at their full budget are slow in a debug build.
    let levels = [Level::Random, Level::Easy, Level::Medium, Level::Hard];
    for index in 0..2 {
        let game = arena_game::<Khixa>(&levels, &Options::default(), index, 40 + index, 120);
        assert!(game.is_ok(), "{game:?}");
    }
}

#[test]
fn the_search_levels_say_what_each_choice_does_and_how_its_playouts_went() {
    let positions =
        played_positions::<Khixa>(4, &Options::default(), 21..22, 200, |_, step| step % 9 == 4).expect("easy plays");
    // "the 4 replaces the 9; wins 40 % of 12 playouts"
    let words = check_search_words::<Khixa>(&positions, Level::Medium, 30).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        words.in_words >= positions.len(),
        "{words:?} over {} positions",
        positions.len()
    );
}
