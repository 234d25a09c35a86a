//! Golden playthrough: one seeded four-player match, step by step, as the
//! table records it: who acted, the action in position notation, how many
//! actions were legal, and a compact summary of the position after it (the
//! hands dealt after a deal; the marbles out of the graveyards after a play).
//! Reviewed by hand; a change in the rules, the deals a seed gives or the order
//! of legal actions shows here as a diff.

use std::fmt::Write;

use jackar::{Jackar, MarbleId, Options, Place};
use rand::RngExt;
use rules_core::{Game, Seat, Table, ToAct, rng_from_seed};

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
    let mut table = Table::<Jackar>::new(2026, 4, Options::default()).expect("four players");
    let mut picker = rng_from_seed(11);
    let mut log = String::new();
    loop {
        let game = table.game();
        match game.to_act() {
            ToAct::Over => break,
            ToAct::Chance => {
                // Every outcome drawn (the opening draw, then the deal).
                let before = table.actions().len();
                table.resolve_chance();
                let game = table.game();
                for (n, action) in table.actions().iter().enumerate().skip(before) {
                    let _ = writeln!(log, "{:>4} chance {action}", n + 1);
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
            ToAct::Seat(seat) => {
                let legal = game.legal_actions();
                let pick = legal[picker.random_range(0..legal.len())];
                let text = game.notation(&pick);
                table.apply(&pick).expect("a legal action applies");
                let _ = writeln!(
                    log,
                    "{:>4} {} {:<14} {:>3} legal  {}",
                    table.actions().len(),
                    seat.index() + 1,
                    text,
                    legal.len(),
                    marbles(table.game())
                );
            }
        }
    }
    let game = table.game();
    let _ = writeln!(
        log,
        "over after series {}: winners {:?}",
        game.deal_number().0,
        game.winners().iter().map(|s| s.index() + 1).collect::<Vec<_>>()
    );
    insta::assert_snapshot!(log);
    // The record replays to the same end.
    let replayed = Table::<Jackar>::replay(&table.record()).expect("replays");
    assert_eq!(replayed.game(), table.game());
}
