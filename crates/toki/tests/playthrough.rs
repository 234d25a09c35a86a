//! Golden playthrough: one seeded four-player game, five rounds, as the table
//! records it. Each round: the deal and the opening reveal; then one line a
//! turn — the seat, the card it took and from where, the rule it played
//! with the card, how many choices it had,
//! every box's points after it (D9) and the bank; then the round's end with
//! every box face up and its score. Reviewed by hand; a change in the rules,
//! the deals a seed gives or the order of legal actions shows here as a diff.

use std::fmt::Write;

use rules_core::Seat;
use rules_core::conformance::{Played, Step, play_through};
use toki::{Card, Event, Options, Toki};

/// A box as seen, top row then bottom row: `7 ? T ? / ? ? 3 ?`.
fn shown(game: &Toki, seat: Seat) -> String {
    let cells: Vec<String> = game
        .player_box(seat)
        .map(|b| b.as_seen().to_vec())
        .unwrap_or_default()
        .iter()
        .map(|c| match c {
            Some(card) if card.is_toki() => "T".to_string(),
            Some(card) => card.to_string(),
            None => "?".to_string(),
        })
        .collect();
    format!("{} / {}", cells[..4].join(" "), cells[4..].join(" "))
}

fn card(c: Card) -> String {
    if c.is_toki() { "T".into() } else { c.to_string() }
}

#[test]
fn a_seeded_four_player_game_plays_through_as_recorded() {
    let mut log = String::new();
    let mut pending = String::new();
    let table = play_through::<Toki>(2026, 4, Options::default(), 11, |table, step| match step {
        Step::Chance(drawn) => {
            for e in drawn.events {
                match e {
                    Event::Dealt { round, discard, bank } => {
                        let _ = writeln!(log, "round {round}: dealt, discard {}, bank {bank}", card(discard));
                    }
                    Event::Starts { seat, sum, tie } => {
                        let _ = writeln!(
                            log,
                            "  {} starts with {sum}{}",
                            seat.index() + 1,
                            if tie { " (tie, drawn)" } else { "" }
                        );
                    }
                    Event::Reshuffled { bank } => {
                        let _ = writeln!(log, "  reshuffled: bank {bank}");
                    }
                    _ => {}
                }
            }
        }
        Step::Seat(played) => {
            let Played {
                seat,
                notation: text,
                legal,
                events,
            } = played;
            let after = table.game();
            for e in &events {
                match e {
                    Event::Opened { seat, cards, sum } => {
                        let _ = writeln!(
                            log,
                            "  {} opens {}:{} {}:{} = {sum}",
                            seat.index() + 1,
                            cards[0].0,
                            card(cards[0].1),
                            cards[1].0,
                            card(cards[1].1)
                        );
                    }
                    Event::Tied { seats, sum } => {
                        let who: Vec<String> = seats.iter().map(|s| (s.index() + 1).to_string()).collect();
                        let _ = writeln!(log, "  tie at {sum}: {}", who.join(", "));
                    }
                    Event::Starts { seat, sum, .. } => {
                        let _ = writeln!(log, "  {} starts with {sum}", seat.index() + 1);
                    }
                    Event::Took { card: c, .. } => {
                        pending = format!("{:<12} {:>2}", text, card(*c));
                    }
                    _ => {}
                }
            }
            if text.starts_with("take") || text.starts_with("open") {
                return;
            }
            let points: Vec<String> = after.box_points().iter().map(|p| format!("{p:>3}")).collect();
            let _ = write!(
                log,
                "  {} {pending} -> {text:<5} {:>2} choices [{}] bank {:>2}",
                seat.index() + 1,
                legal,
                points.join(""),
                after.bank().len()
            );
            for e in &events {
                match e {
                    Event::BankRanOut { times } => {
                        let _ = write!(log, "  bank out ({times})");
                    }
                    Event::BoxUp { seat } => {
                        let _ = write!(log, "  {} all face up", seat.index() + 1);
                    }
                    Event::RoundEnded { why, .. } => {
                        let _ = write!(log, "  round ends: {why:?}");
                    }
                    _ => {}
                }
            }
            let _ = writeln!(log);
            for e in &events {
                if let Event::Scored { seat, score, .. } = e {
                    let bonuses: Vec<String> = score
                        .bonuses
                        .iter()
                        .map(|b| format!(" {} of {} {}", b.name(), b.value, b.points))
                        .collect();
                    let _ = writeln!(
                        log,
                        "    {}: {}  = {}{}",
                        seat.index() + 1,
                        shown(after, *seat),
                        score.points,
                        bonuses.concat()
                    );
                }
            }
        }
    });
    let game = table.game();
    let _ = writeln!(
        log,
        "over: scores {:?}, totals {:?}, winners {:?}",
        game.scores(),
        game.totals(),
        game.winners().iter().map(|s| s.index() + 1).collect::<Vec<_>>()
    );
    insta::assert_snapshot!(log);
}
