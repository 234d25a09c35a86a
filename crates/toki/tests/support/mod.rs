//! Positions for the rule tests, written short and loaded through the
//! partial state JSON (so every position is one the reader accepts).

#![allow(dead_code)]

use rules_core::{Game, Seat};
use serde_json::{Value, json};
use toki::{Action, Card, Cell, Event, Toki};

/// A box from eight tokens, top row then bottom row: a number or `T` (a
/// Toki), followed by `?` when face down. `"7 3? T 5? / 7 9? 10? 11?"`.
pub fn cells(text: &str) -> Value {
    let slots: Vec<Value> = text
        .split_whitespace()
        .filter(|t| *t != "/")
        .map(|t| {
            let (card, up) = match t.strip_suffix('?') {
                Some(card) => (card, false),
                None => (t, true),
            };
            let card = if card == "T" {
                json!("toki")
            } else {
                json!(card.parse::<u8>().expect("a number"))
            };
            json!({"card": card, "up": up})
        })
        .collect();
    assert_eq!(slots.len(), 8, "a box has eight cells: {text}");
    Value::Array(slots)
}

/// A card in JSON: a number or `T`.
pub fn card_json(text: &str) -> Value {
    if text == "T" {
        json!("toki")
    } else {
        json!(text.parse::<u8>().expect("a number"))
    }
}

/// A position: the boxes, the discard pile (top last), the seat to move and
/// the card drawn (`"7 bank"`), everything else derived.
pub fn position(boxes: &[&str], discard: &[&str], to_move: u8, drawn: Option<&str>) -> Toki {
    load(position_json(boxes, discard, to_move, drawn))
}

/// The partial JSON of [`position`], for tests that add fields.
pub fn position_json(boxes: &[&str], discard: &[&str], to_move: u8, drawn: Option<&str>) -> Value {
    let mut json = json!({
        "players": boxes.len(),
        "boxes": boxes.iter().map(|b| cells(b)).collect::<Vec<_>>(),
        "discard": discard.iter().map(|c| card_json(c)).collect::<Vec<_>>(),
        "to_move": to_move,
    });
    if let Some(drawn) = drawn {
        let (card, from) = drawn.split_once(' ').expect("\"7 bank\"");
        json["drawn"] = json!({"card": card_json(card), "from": from});
    }
    json
}

/// The full state of `json` (a partial state) with `top` moved to the top
/// of the bank, in that order (the last is drawn first).
pub fn with_bank_top(json: Value, top: &[&str]) -> Toki {
    let mut full = load(json).state_json();
    let bank = full["bank"].as_array_mut().expect("a bank");
    for card in top {
        let card = card_json(card);
        let at = bank.iter().position(|c| *c == card).expect("the card is in the bank");
        bank.remove(at);
        bank.push(card);
    }
    load(full)
}

/// Loads a state, panicking with every reason when it is refused.
pub fn load(json: Value) -> Toki {
    Toki::load_json(&json).unwrap_or_else(|e| panic!("{e}\n{json}"))
}

/// The cell numbered `n` (1–8).
pub fn cell(n: u8) -> Cell {
    Cell::numbered(n).expect("a cell 1–8")
}

/// The number card `v`.
pub fn num(v: u8) -> Card {
    Card::number(v).expect("a number 0–12")
}

/// Applies an action in notation, panicking if it is refused.
pub fn play(game: &mut Toki, text: &str) -> Vec<Event> {
    let action = game.parse_notation(text).unwrap_or_else(|e| panic!("{e}"));
    game.apply(&action).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal actions in notation.
pub fn legal(game: &Toki) -> Vec<String> {
    game.legal_actions().iter().map(|a| game.notation(a)).collect()
}

/// A seat's box as seen: the card of each cell, `None` face down.
pub fn seen(game: &Toki, seat: u8) -> [Option<Card>; 8] {
    game.player_box(Seat(seat)).expect("dealt").as_seen()
}

/// Refuses `text` with a reason containing `says`, leaving the state as it was.
pub fn refused(game: &Toki, text: &str, says: &str) {
    let action: Action = game.parse_notation(text).unwrap_or_else(|e| panic!("{e}"));
    let mut copy = *game;
    let err = copy.apply(&action).expect_err(text);
    assert!(err.to_string().contains(says), "{text}: {err}");
    assert_eq!(&copy, game, "{text}: refusing changed the state");
}
