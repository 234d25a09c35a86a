//! Golden playthrough: one seeded match of three players, action by action,
//! as the table records it, with what each action did (the rules' events) and
//! every area drawn at the end of each round. Reviewed by hand; a change in
//! the rules or in the order of the legal actions shows here as a diff.

use std::fmt::Write;

use khixa::{Event, Khixa, Options, PieceAt};
use rules_core::conformance::{Step, play_through};
use rules_core::{Game, Seat};

/// One event in a few words.
fn said(event: &Event) -> String {
    match event {
        Event::OpeningRolled { seat, value } => format!("seat {} rolls {value}", seat.0),
        Event::OpeningTied { seats } => format!("tie: {seats:?} roll again"),
        Event::OpeningWon { seat } => format!("seat {} starts", seat.0),
        Event::Rolled { seat, value } => format!("seat {} takes a {value}", seat.0),
        Event::TurnLost { seat, value } => format!("no {value} left: seat {} loses the turn", seat.0),
        Event::SetAside { seat, shape } => format!("seat {}'s {shape} cannot be placed: set aside", seat.0),
        Event::Placed {
            interlocks,
            gaps,
            stolen_from,
            ..
        } => match stolen_from {
            Some(khixa::StolenFrom { victim, cell: from }) => format!(
                "stolen from seat {}'s {from}: {interlocks} interlock(s), {gaps} gap(s)",
                victim.0
            ),
            None => format!("{interlocks} interlock(s), {gaps} gap(s)"),
        },
        Event::JokersEarned { count, .. } => format!("{count} joker(s)"),
        Event::Declined { .. } => "declined".into(),
        Event::JokersLost { count, .. } => format!("{count} joker(s) lost"),
        Event::RoundEnded {
            round, winner, scores, ..
        } => format!(
            "round {round} over, {}, scores {scores:?}",
            winner.map_or_else(|| "the pile ran out".to_string(), |w| format!("won by seat {}", w.0))
        ),
        Event::MatchOver { totals, winners } => format!("match over: totals {totals:?}, winners {winners:?}"),
    }
}

/// An area as eight rows of cells: `.` empty, else value and rotation (`4b`
/// is a 4 turned once: a–d for r0–r3).
fn drawn(pieces: &[PieceAt]) -> String {
    let mut out = String::new();
    for row in 0..8 {
        out.push_str("    ");
        for col in 0..8 {
            match pieces.iter().find(|p| (p.row, p.col) == (row, col)) {
                Some(p) => {
                    let _ = write!(out, "{}{} ", p.shape, char::from(b'a' + p.rot));
                }
                None => out.push_str(" . "),
            }
        }
        out.push('\n');
    }
    out
}

#[test]
fn a_seeded_three_player_match_plays_through_as_recorded() {
    let mut log = String::new();
    let table = play_through::<Khixa>(2026, 3, Options::default(), 11, |table, step| {
        let (who, action, events) = match step {
            Step::Chance(drawn) => {
                let actions: Vec<String> = drawn.outcomes.iter().map(ToString::to_string).collect();
                ("chance".to_string(), actions.join(", "), drawn.events)
            }
            Step::Seat(played) => (
                format!("seat {} ({} legal)", played.seat.0, played.legal),
                played.notation,
                played.events,
            ),
        };
        let what: Vec<String> = events.iter().map(said).collect();
        let _ = writeln!(
            log,
            "{:>4} {who}: {action} | {}",
            table.actions().len(),
            what.join("; ")
        );
        for event in &events {
            if let Event::RoundEnded { areas, .. } = event {
                for (seat, pieces) in areas.iter().enumerate() {
                    let _ = write!(log, "  seat {seat}:\n{}", drawn(pieces));
                }
            }
        }
    });
    let game = table.game();
    let totals: Vec<u32> = Seat::all(3).map(|s| game.total(s)).collect();
    let _ = writeln!(
        log,
        "totals {totals:?}, winners {:?}",
        game.outcome().map(|o| o.winners)
    );
    insta::assert_snapshot!(log);
}
