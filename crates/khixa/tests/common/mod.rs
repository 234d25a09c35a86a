//! Shared helpers of the Khixa tests.

#![allow(dead_code)]

use khixa::{Khixa, Phase, Shape};
use rules_core::{Game, Seat};

/// The invariant of a match, checked at every step of the conformance suite:
/// every piece of each shape is in the pile, an area, set aside or in hand
/// (D10's count), no area holds an impossible contact (G4), jokers only
/// while stealing, the score table as long as the rounds played.
pub fn pieces_conserved(game: &Khixa) -> Result<(), String> {
    if game.phase() == Phase::Over {
        return Ok(());
    }
    let players = game.players();
    for shape in Shape::ALL {
        let placed: u32 = Seat::all(players)
            .map(|s| game.area(s).of_shape(shape).count_ones())
            .sum();
        let in_hand = u32::from(game.phase() == Phase::Place && game.die() == Some(shape));
        let total = placed + u32::from(game.pile(shape)) + u32::from(game.set_aside(shape)) + in_hand;
        if total != u32::from(game.per_shape()) {
            return Err(format!(
                "shape {shape}: {placed} placed, {} in the pile, {} set aside, {in_hand} in hand: {total}, not {}",
                game.pile(shape),
                game.set_aside(shape),
                game.per_shape()
            ));
        }
    }
    for seat in Seat::all(players) {
        if let Some(bad) = game.area(seat).impossible_contacts().first() {
            return Err(format!("seat {}: impossible contact {bad:?}", seat.0));
        }
        if game.scores(seat).len() != usize::from(game.round() - 1) {
            return Err(format!(
                "seat {}: {} scores in round {}",
                seat.0,
                game.scores(seat).len(),
                game.round()
            ));
        }
    }
    if (game.jokers() > 0) != (game.phase() == Phase::Steal) {
        return Err(format!("{} jokers in phase {:?}", game.jokers(), game.phase()));
    }
    if game.jokers() > 4 {
        return Err(format!("{} jokers: a piece has four sides", game.jokers()));
    }
    Ok(())
}

/// A match loaded from JSON that must load.
pub fn load(json: serde_json::Value) -> Khixa {
    Khixa::load_json(&json).unwrap_or_else(|e| panic!("{e}\n{json}"))
}

/// An area's pieces as state JSON from `d4:1r0 e5:3r2` (cell, shape value,
/// rotation); empty text for an empty area.
pub fn pieces(text: &str) -> serde_json::Value {
    let list: Vec<serde_json::Value> = text
        .split_whitespace()
        .map(|item| {
            let (cell, piece) = item.split_once(':').unwrap_or_else(|| panic!("{item}: cell:VrR"));
            let cell: khixa::Cell = cell.parse().unwrap_or_else(|e| panic!("{item}: {e}"));
            let (shape, rot) = piece.split_once('r').unwrap_or_else(|| panic!("{item}: VrR"));
            serde_json::json!({
                "row": cell.row(),
                "col": cell.col(),
                "shape": shape.parse::<u8>().unwrap_or_else(|e| panic!("{item}: {e}")),
                "rot": rot.parse::<u8>().unwrap_or_else(|e| panic!("{item}: {e}")),
            })
        })
        .collect();
    serde_json::Value::Array(list)
}

/// The notation of every legal action.
pub fn legal_notation(game: &Khixa) -> Vec<String> {
    game.legal_actions().iter().map(|a| game.notation(a)).collect()
}

/// Applies an action written in notation, which must be legal.
pub fn play(game: &mut Khixa, text: &str) -> Vec<khixa::Event> {
    let action = game.parse_notation(text).unwrap_or_else(|e| panic!("{e}"));
    game.apply(&action).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Applies an action written in notation that the rules must refuse, checks
/// that the match is unchanged, and gives the reason.
pub fn refusal(game: &mut Khixa, text: &str) -> String {
    let action = game.parse_notation(text).expect("reads");
    let before = game.clone();
    let err = game.apply(&action).expect_err(text);
    assert_eq!(*game, before, "a refused action changes nothing");
    match err {
        rules_core::RuleError::Illegal { reason, .. } => reason,
        other => other.to_string(),
    }
}
