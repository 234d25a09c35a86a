//! Helpers shared by the rule tests: cards by name, positions from the
//! partial state JSON, and applying notation.

#![allow(dead_code)]

use rules_core::{Game, Seat};
use serde_json::Value;
use wajh_alnahs::{Action, Card, Event, WajhAlNahs};

/// A card by its name (`"7"`, `"skip"`).
pub fn card(name: &str) -> Card {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Cards by name.
pub fn cards(names: &[&str]) -> Vec<Card> {
    names.iter().map(|n| card(n)).collect()
}

/// A position from (partial) state JSON; panics with the reasons if refused.
pub fn position(json: Value) -> WajhAlNahs {
    WajhAlNahs::load_json(&json).unwrap_or_else(|e| panic!("{e}\n{json}"))
}

/// Applies an action written in notation; panics if it does not read or is refused.
pub fn play(game: &mut WajhAlNahs, text: &str) -> Vec<Event> {
    let action = game.parse_notation(text).unwrap_or_else(|e| panic!("{e}"));
    game.apply(&action)
        .unwrap_or_else(|e| panic!("{text} refused: {e}\n{}", game.state_json()))
}

/// Seat 0 lays `text` and burns the pile: `cards` cards, the lay included,
/// leave the game (by four of a kind, D8, when `four`; else by a Burn), and
/// seat 0 plays again.
pub fn burns(game: &mut WajhAlNahs, text: &str, cards: usize, four: bool) {
    let out_before = game.out().len();
    let events = play(game, text);
    assert!(
        events.contains(&Event::Burnt {
            seat: Seat(0),
            cards,
            four
        }),
        "{events:?}"
    );
    assert!(game.pile().is_empty());
    assert_eq!(game.out().len(), out_before + cards, "the pile leaves the game");
    assert_eq!(game.to_move(), Some(Seat(0)), "plays again");
}

/// The reason an action in notation is refused (panics if it is applied).
pub fn refused(game: &WajhAlNahs, text: &str) -> String {
    let action = game.parse_notation(text).unwrap_or_else(|e| panic!("{e}"));
    let mut copy = *game;
    match copy.apply(&action) {
        Ok(_) => panic!("{text} was applied"),
        Err(e) => {
            assert_eq!(&copy, game, "a refusal changes nothing");
            e.to_string()
        }
    }
}

/// The legal actions in notation.
pub fn legal(game: &WajhAlNahs) -> Vec<String> {
    game.legal_actions().iter().map(|a| game.notation(a)).collect()
}

/// Whether the action is legal now.
pub fn is_legal(game: &WajhAlNahs, action: &Action) -> bool {
    game.legal_actions().contains(action)
}

/// The seat to move.
pub fn mover(game: &WajhAlNahs) -> Seat {
    game.to_move().expect("a seat to move")
}
