//! The search players' "samples" ([`rules_core::Determinize`]): Khixa hides
//! nothing, so every sample is the one state the view shows, for every seat
//! and every seed, at 2 to 8 players.

use khixa::{Khixa, Options};
use rules_core::conformance::check_determinization;
use rules_core::{Determinize, Game, Seat, Table};

#[test]
fn a_sample_is_the_position_itself_for_two_to_eight_players() {
    for players in 2..=8 {
        let report = check_determinization::<Khixa>(players, &Options::default(), 2, 300, 1)
            .unwrap_or_else(|e| panic!("{players} players: {e}"));
        assert!(report.samples >= 300, "{players} players: {report:?}");
        assert_eq!(report.differed, 0, "{players} players: nothing is hidden");
    }
}

#[test]
fn every_seed_gives_the_same_state() {
    let mut table = Table::<Khixa>::new(3, 4, Options::default()).expect("four players");
    let mut rng = rules_core::rng_from_seed(3);
    table.play_random(&mut rng, 40);
    table.resolve_chance();
    let game = table.game();
    let seat = game.to_act().seat().expect("a seat plays after chance");
    let view = game.view(seat);
    for seed in [0, 1, u64::MAX] {
        let sample = Khixa::determinize(&view, Seat(1), seed).expect("a sample");
        assert_eq!(sample.state_json(), game.state_json());
    }
}

#[test]
fn the_view_is_the_position_written_as_the_state_json() {
    // The typed view took the place of the state JSON: what scripts read of
    // it (the engine's `view`, saves' logs) must stay byte for byte the same.
    let mut table = Table::<Khixa>::new(5, 3, Options::default()).expect("three players");
    let mut rng = rules_core::rng_from_seed(5);
    table.play_random(&mut rng, 60);
    let game = table.game();
    let view = game.view(Seat(2));
    assert_eq!(view.position(), game);
    assert_eq!(
        serde_json::to_string(&view).expect("written"),
        serde_json::to_string(&game.state_json()).expect("written")
    );
    assert_eq!(Khixa::determinize(&view, Seat(2), 9).expect("a sample"), *game);
}
