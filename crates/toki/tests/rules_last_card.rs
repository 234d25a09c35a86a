//! `rules/toki.md`, *The last hidden card*: a player with exactly one
//! face-down card may discard a card taken from the bank without turning
//! anything up, and may keep it hidden turn after turn.

mod support;

use rules_core::{Game, Seat, ToAct};
use support::{cell, legal, play, position, position_json, refused, with_bank_top};
use toki::{Action, Event};

const LAST: &str = "4 3 12 9 / 4 9 10 11?";
const OTHER: &str = "1 1? 2? 2? / 6 6? 8? 8?";

#[test]
fn with_one_face_down_card_left_a_bank_card_may_be_discarded_keeping_it_hidden() {
    let mut game = position(&[LAST, OTHER], &["5"], 0, Some("7 bank"));
    let options = legal(&game);
    assert!(options.contains(&"c8".to_string()), "turning it up is still allowed");
    assert!(
        options.contains(&"c keep".to_string()),
        "keeping it hidden too: {options:?}"
    );
    let events = play(&mut game, "c keep");
    let b = game.player_box(Seat(0)).expect("dealt");
    assert!(!b.is_up(cell(8)), "still face down");
    assert_eq!(game.discard().last(), Some(&support::num(7)));
    assert!(events.contains(&Event::KeptHidden {
        seat: Seat(0),
        cell: cell(8)
    }));
    assert_eq!(game.ender(), None, "nobody's box is all face up: the round goes on");
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
}

#[test]
fn keeping_hidden_is_only_for_the_last_card_and_only_with_a_bank_card() {
    let two_down = position(&["4 3 12 9 / 4 9 10? 11?", OTHER], &["5"], 0, Some("7 bank"));
    assert!(!legal(&two_down).contains(&"c keep".to_string()));
    refused(&two_down, "c keep", "only the last hidden card may be kept hidden");
    let from_discard = position(&[LAST, OTHER], &["5"], 0, Some("7 discard"));
    assert!(!legal(&from_discard).contains(&"c keep".to_string()));
    refused(&from_discard, "c keep", "must be placed");
}

#[test]
fn the_last_card_may_stay_hidden_for_several_turns_while_face_up_cards_are_replaced() {
    // The bank's top cards, drawn in turn: 7, 0, 3, 2.
    let mut game = with_bank_top(position_json(&[LAST, OTHER], &["5"], 0, None), &["2", "3", "0", "7"]);
    play(&mut game, "take bank"); // seat 0: a 7 it does not want…
    play(&mut game, "c keep"); // …discarded, its last card kept hidden
    play(&mut game, "take bank"); // seat 1: the 0
    play(&mut game, "a1");
    play(&mut game, "take bank"); // seat 0: the 3 replaces its face-up 12
    play(&mut game, "a3");
    let b = game.player_box(Seat(0)).expect("dealt");
    assert_eq!(b.card(cell(3)), support::num(3), "a face-up card replaced");
    assert_eq!(b.face_down(), 1, "the last card still hidden");
    assert_eq!(game.ender(), None);
    play(&mut game, "take bank"); // seat 1: the 2 replaces its 6
    play(&mut game, "a5");
    // Seat 0 at last replaces its hidden card: its box is all face up and
    // the round's end begins.
    play(&mut game, "take discard");
    let events = game.apply(&Action::B(cell(8))).expect("b8");
    assert!(events.contains(&Event::BoxUp { seat: Seat(0) }), "{events:?}");
    assert_eq!(game.ender(), Some(Seat(0)));
}
