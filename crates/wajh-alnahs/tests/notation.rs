//! The notation a player types (`docs/state.md`), read in real positions:
//! the examples of the issue — `7 7`, `skip skip`, `carry-it 2`, `pick up`,
//! `swap 9 for 3` — and what every kind of turn needs.

mod support;

use rules_core::{Game, Seat};
use serde_json::json;
use support::{card, legal, play, position};
use wajh_alnahs::{Action, Exchange, Phase};

#[test]
fn the_issues_examples_are_turns_of_the_game() {
    let mut game = position(json!({
        "hands": [["7", "7", "skip", "skip", "carry-it"], ["2", "3", "13"], ["4"]],
        "face_up": [[], [], []], "face_down": [[], [], []],
        "pile": ["5"], "draw": [], "to_move": 0,
    }));
    for text in ["7 7", "skip skip", "carry-it"] {
        assert!(legal(&game).contains(&text.to_string()), "{text}: {:?}", legal(&game));
    }
    assert_eq!(game.parse_notation("7 7"), Ok(Action::lay_n(card("7"), 2)));
    play(&mut game, "carry-it");
    assert_eq!(game.phase(), Phase::Name);
    assert_eq!(game.parse_notation("carry-it 2"), Ok(Action::Name(Seat(1))));
    play(&mut game, "carry-it 2");
    assert_eq!(legal(&game), ["pick up"]);
    play(&mut game, "pick up");
    let swapping = position(json!({
        "phase": "swap",
        "hands": [["9", "10", "11"], ["1", "2", "4"]],
        "face_up": [["3", "6", "12"], ["7", "8", "13"]],
        "face_down": [["5", "5", "10"], ["11", "11", "12"]],
        "pile": [], "to_move": 0,
    }));
    let swap = swapping.parse_notation("swap 9 for 3").expect("reads");
    let Action::Swap(exchange) = swap else { panic!("a swap") };
    assert_eq!((exchange.give(), exchange.take()), (&[card("9")][..], &[card("3")][..]));
    assert!(swapping.legal_actions().contains(&swap));
    assert!(legal(&swapping).contains(&"keep".to_string()));
    assert_eq!(Action::Swap(Exchange::keep()).to_string(), "keep");
}

#[test]
fn face_down_cards_are_named_by_position_counted_from_the_left() {
    let game = position(json!({
        "hands": [[], ["2", "3", "13"]],
        "face_up": [[], []], "face_down": [["4", "8", "zero"], []],
        "pile": ["5"], "draw": [], "to_move": 0,
    }));
    assert_eq!(legal(&game), ["face-down 1", "face-down 2", "face-down 3"]);
    assert_eq!(game.parse_notation("down 3"), Ok(Action::FaceDown(2)));
}

#[test]
fn every_action_in_json_reads_back() {
    for action in [
        Action::Deal(7),
        Action::Swap(Exchange::keep()),
        Action::lay_n(card("skip"), 2),
        Action::FaceDown(1),
        Action::PickUp,
        Action::Name(Seat(3)),
    ] {
        let json = serde_json::to_value(action).expect("serialises");
        assert_eq!(
            serde_json::from_value::<Action>(json.clone()).ok(),
            Some(action),
            "{json}"
        );
    }
    assert_eq!(
        serde_json::to_value(Action::lay_n(card("7"), 2)).expect("json"),
        json!({"lay": {"card": "7", "count": 2}})
    );
    // A swap's cards are sorted on reading, so one exchange has one value.
    let read: Action =
        serde_json::from_value(json!({"swap": {"give": ["13", "9"], "take": ["3", "2"]}})).expect("a swap");
    assert_eq!(read.to_string(), "swap 9 13 for 2 3");
}
