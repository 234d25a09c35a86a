//! Golden playthrough: one seeded game, step by step, as the table records it:
//! who acted, the action in position notation, and the Position ID after it.
//! Reviewed by hand; a change in the rules or the order of legal actions shows
//! here as a diff.

use std::fmt::Write;

use rand::RngExt;
use rules_core::{Game, Table, ToAct, rng_from_seed};
use shesh_besh::{Options, SheshBesh};

#[test]
fn a_seeded_game_plays_through_as_recorded() {
    let mut table = Table::<SheshBesh>::new(2026, 2, Options::default()).expect("two players");
    let mut picker = rng_from_seed(11);
    let mut log = String::new();
    loop {
        let game = table.game();
        match game.to_act() {
            ToAct::Over => break,
            ToAct::Chance => {
                // Every outcome drawn, a tied opening roll included.
                let before = table.actions().len();
                table.resolve_chance();
                for (n, action) in table.actions().iter().enumerate().skip(before) {
                    let _ = writeln!(log, "{:>3} chance {action}", n + 1);
                }
            }
            ToAct::Seat(seat) => {
                let legal = game.legal_actions();
                let pick = legal[picker.random_range(0..legal.len())];
                let text = game.notation(&pick);
                table.apply(&pick).expect("a legal action applies");
                let _ = writeln!(
                    log,
                    "{:>3} {} {:<24} {} ({} legal)",
                    table.actions().len(),
                    if seat.0 == 0 { "white" } else { "black" },
                    text,
                    table.game().position_id(),
                    legal.len()
                );
            }
        }
    }
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
    // The record replays to the same end.
    let replayed = Table::<SheshBesh>::replay(&table.record()).expect("replays");
    assert_eq!(replayed.game(), table.game());
}
