//! Golden playthrough: one seeded game, step by step, as the table records it:
//! who acted, the action in position notation, and the Position ID after it.
//! Reviewed by hand; a change in the rules or the order of legal actions shows
//! here as a diff.

use std::fmt::Write;

use rules_core::conformance::{Step, play_through};
use shesh_besh::{Options, SheshBesh};

#[test]
fn a_seeded_game_plays_through_as_recorded() {
    let mut log = String::new();
    let table = play_through::<SheshBesh>(2026, 2, Options::default(), 11, |table, step| match step {
        // Every outcome drawn, a tied opening roll included.
        Step::Chance(drawn) => {
            for (n, action) in drawn.numbered() {
                let _ = writeln!(log, "{n:>3} chance {action}");
            }
        }
        Step::Seat(played) => {
            let _ = writeln!(
                log,
                "{:>3} {} {:<24} {} ({} legal)",
                table.actions().len(),
                if played.seat.0 == 0 { "white" } else { "black" },
                played.notation,
                table.game().position_id(),
                played.legal
            );
        }
    });
    let game = table.game();
    let _ = writeln!(
        log,
        "over: last game {:?}, score {:?}, pips {} / {}",
        game.last_game(),
        game.score(),
        game.pip_count(rules_core::Seat(0)),
        game.pip_count(rules_core::Seat(1))
    );
    insta::assert_snapshot!(log);
}
