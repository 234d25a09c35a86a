//! Golden playthrough: one seeded four-player match, step by step, as the
//! table records it: who acted, the action in position notation, how many
//! actions were legal, and a compact summary of the position after it (the
//! hands dealt after a deal; the marbles out of the graveyards after a play).
//! Reviewed by hand; a change in the rules, the deals a seed gives or the order
//! of legal actions shows here as a diff.

use std::fmt::Write;

use jackar::{Jackar, MarbleId, Options, Place};
use rules_core::conformance::{Step, play_through};
use rules_core::{Game, Seat};

/// The marbles out of the graveyards: `1a5` on track cell 5, `3c=b2` on base cell 2.
fn marbles(game: &Jackar) -> String {
    let mut out = Vec::new();
    for seat in Seat::all(game.players()) {
        for (i, place) in game.marbles(seat).into_iter().enumerate() {
            let m = MarbleId::new(seat, i as u8);
            match place {
                Place::Graveyard => {}
                Place::Track(c) => out.push(format!("{m}{c}")),
                Place::Base(b) => out.push(format!("{m}=b{b}")),
            }
        }
    }
    if out.is_empty() { "-".into() } else { out.join(" ") }
}

/// Every hand, seat by seat: `1:A 5 7 K | 2:…`.
fn hands(game: &Jackar) -> String {
    Seat::all(game.players())
        .map(|s| {
            let cards: Vec<String> = game.hand(s).iter().map(ToString::to_string).collect();
            format!("{}:{}", s.index() + 1, cards.join(" "))
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

#[test]
fn a_seeded_four_player_match_plays_through_as_recorded() {
    let mut log = String::new();
    let table = play_through::<Jackar>(2026, 4, Options::default(), 11, |table, step| match step {
        // Every outcome drawn (the opening draw, then the deal).
        Step::Chance(drawn) => {
            let game = table.game();
            for (n, action) in drawn.numbered() {
                let _ = writeln!(log, "{n:>4} chance {action}");
            }
            let (series, deal) = game.deal_number();
            let _ = writeln!(
                log,
                "     leader {}, series {series} deal {deal}, stock {}: {}",
                game.leader().map_or(0, |s| s.index() + 1),
                game.stock().len(),
                hands(game)
            );
        }
        Step::Seat(played) => {
            let _ = writeln!(
                log,
                "{:>4} {} {:<14} {:>3} legal  {}",
                table.actions().len(),
                played.seat.index() + 1,
                played.notation,
                played.legal,
                marbles(table.game())
            );
        }
    });
    let game = table.game();
    let _ = writeln!(
        log,
        "over after series {}: winners {:?}",
        game.deal_number().0,
        game.winners().iter().map(|s| s.index() + 1).collect::<Vec<_>>()
    );
    insta::assert_snapshot!(log);
}
