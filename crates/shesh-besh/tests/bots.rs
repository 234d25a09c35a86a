//! The computer players (issue 12): the contract every game keeps, and each
//! level playing whole games legally.

use rules_core::arena::{arena, arena_game};
use rules_core::conformance::check_determinization;
use rules_core::{Bots, Level};
use shesh_besh::{Options, SheshBesh};

/// A game ends within this many player actions (thousands in practice).
const MAX_ACTIONS: usize = 2_000;

#[test]
fn the_one_state_a_view_shows_is_the_state() {
    let report = check_determinization::<SheshBesh>(2, &Options::default(), 10, 200, 2).expect("determinizes");
    assert!(report.samples > 1000, "{report:?}");
    assert_eq!(report.differed, 0, "nothing is hidden: every sample is the state");
    let cube = Options {
        cube: true,
        match_to: 3,
        ..Options::default()
    };
    let report = check_determinization::<SheshBesh>(2, &cube, 5, 300, 1).expect("determinizes with the cube");
    assert_eq!(report.differed, 0);
}

#[test]
fn every_level_plays_whole_games_legally_with_and_without_the_cube() {
    let cube = Options {
        cube: true,
        match_to: 3,
        ..Options::default()
    };
    for options in [Options::default(), cube] {
        for level in Level::ALL {
            for index in 0..2 {
                let game = arena_game::<SheshBesh>(&[level, Level::Random], &options, index, 40 + index, MAX_ACTIONS)
                    .expect("legal choices");
                assert_eq!(game.winners.len(), 1, "{level} {options:?}: the match ends");
            }
        }
    }
}

#[test]
fn the_easy_player_beats_random_turns() {
    // Seeded: the same 40 games every run. Easy wins nearly all of them; a
    // broken heuristic (or one choosing its worst turn) would not.
    let report = arena::<SheshBesh>(&[Level::Easy, Level::Random], &Options::default(), 40, 7, MAX_ACTIONS)
        .expect("legal choices");
    assert!(report.wins[0] >= 34, "{report:?}");
    assert_eq!(SheshBesh::iterations(Level::Easy), 1);
}
