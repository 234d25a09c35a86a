//! Golden playthrough: one seeded four-player stage, step by step, as the
//! table records it: who acted, the action in notation, how many actions were
//! legal, and a summary of the table after it (the pile's top cards and
//! value, `!` under a Five-or-less limit; the draw pile; each seat's hand,
//! face-up and face-down counts, `*` once finished). Reviewed by hand; a
//! change in the rules, the deals a seed gives or the order of legal actions
//! shows here as a diff. (Seed 1519 was picked for a short stage that ends
//! with one player left holding cards and meets a Carry-it chain, a burn, an
//! Under-over, Skips, a Reverse, a limit and face-down cards.)

use std::fmt::Write;

use rules_core::conformance::{Step, play_through};
use rules_core::{Game, Seat};
use wajh_alnahs::{Event, Options, WajhAlNahs};

/// `pile …9 9 transparent =9! draw 12 | 1:3/3/3 2:5/0/3* …`
fn table_line(game: &WajhAlNahs) -> String {
    let pile = game.pile();
    let top: Vec<&str> = pile.iter().rev().take(3).rev().map(|c| c.name()).collect();
    let more = if pile.len() > 3 { "…" } else { "" };
    let limit = if game.limit() { "!" } else { "" };
    let seats: Vec<String> = Seat::all(game.players())
        .map(|s| {
            let done = if game.in_play(s) { "" } else { "*" };
            format!(
                "{}:{}/{}/{}{done}",
                s.index() + 1,
                game.hand_size(s),
                game.face_up(s).len(),
                game.face_down(s).len()
            )
        })
        .collect();
    format!(
        "pile {more}{} ={}{limit} draw {} | {}",
        top.join(" "),
        game.value(),
        game.draw_pile().len(),
        seats.join(" ")
    )
}

#[test]
fn a_seeded_four_player_stage_plays_through_as_recorded() {
    let mut log = String::new();
    let table = play_through::<WajhAlNahs>(1519, 4, Options { stages: 1 }, 11, |table, step| match step {
        Step::Chance(_) => {
            let game = table.game();
            let _ = writeln!(log, "   1 chance {}", table.actions()[0]);
            for s in Seat::all(4) {
                let hand: Vec<&str> = game.hand(s).iter().map(|c| c.name()).collect();
                let up: Vec<&str> = game.face_up(s).iter().map(|c| c.name()).collect();
                let _ = writeln!(
                    log,
                    "     {}: hand {} | face up {}",
                    s.index() + 1,
                    hand.join(" "),
                    up.join(" ")
                );
            }
        }
        Step::Seat(played) => {
            let _ = writeln!(
                log,
                "{:>4} {} {:<22} {:>2} legal  {}",
                table.actions().len(),
                played.seat.index() + 1,
                played.notation,
                played.legal,
                table_line(table.game())
            );
            for event in played.events {
                match event {
                    Event::Opened { seat, card } => {
                        let _ = writeln!(log, "     opens: {} lays {card} for the lowest card", seat.index() + 1);
                    }
                    Event::StageOver {
                        wajh, finished, end, ..
                    } => {
                        let order: Vec<String> = finished.iter().map(|s| (s.index() + 1).to_string()).collect();
                        let _ = writeln!(
                            log,
                            "     stage over ({end:?}): Wajh al-Nahs {}, finished {}",
                            wajh.index() + 1,
                            order.join(" ")
                        );
                    }
                    _ => {}
                }
            }
        }
    });
    let game = table.game();
    let _ = writeln!(log, "over: marks {:?}", game.marks());
    insta::assert_snapshot!(log);
}
