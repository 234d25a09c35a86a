//! The notation: every form of action written and read back, the module's
//! examples, the short form in a position, and bad input refused with a reason.

use jackar::{Action, Card, Jackar, MarbleId};
use rules_core::{Game, Seat};
use serde_json::json;

fn m(seat: u8, index: u8) -> MarbleId {
    MarbleId::new(Seat(seat), index)
}

/// One action of every form, with its plain notation.
fn every_form() -> Vec<(Action, &'static str)> {
    let mv = |card, marble, steps| Action::Move { card, marble, steps };
    vec![
        (Action::OpeningDraw(42), "draw 42"),
        (Action::Deal(u64::MAX), "deal 18446744073709551615"),
        (Action::Out(Card::Ace), "A out"),
        (Action::Out(Card::King), "K out"),
        (mv(Card::Ace, m(0, 0), 1), "A 1a1"),
        (mv(Card::Ace, m(0, 0), 11), "A 1a11"),
        (mv(Card::Two, m(1, 3), 2), "2 2d"),
        (mv(Card::Eight, m(0, 0), 8), "8 1a"),
        (mv(Card::Four, m(2, 1), 4), "4 3b"),
        (mv(Card::Five, m(1, 2), 5), "5 2c"),
        (mv(Card::Seven, m(0, 0), 7), "7 1a"),
        (mv(Card::Ten, m(5, 0), 10), "10 6a"),
        (mv(Card::Queen, m(3, 3), 12), "Q 4d"),
        (mv(Card::King, m(0, 1), 13), "K 1b"),
        (
            Action::Split {
                first: (m(0, 0), 3),
                second: (m(0, 1), 4),
            },
            "7 1a3 1b4",
        ),
        (
            Action::Split {
                first: (m(0, 3), 3),
                second: (m(2, 0), 4),
            },
            "7 1d3 3a4",
        ),
        (Action::Stop, "10 stop"),
        (
            Action::Swap {
                mine: m(0, 0),
                theirs: m(1, 2),
            },
            "J 1a<->2c",
        ),
        (Action::Throw, "throw"),
        (Action::Discard(Card::Seven), "discard 7"),
        (Action::Discard(Card::Ten), "discard 10"),
    ]
}

#[test]
fn every_form_round_trips_in_the_plain_notation() {
    for (action, text) in every_form() {
        assert_eq!(action.to_string(), text);
        assert_eq!(text.parse::<Action>(), Ok(action), "{text}");
        // Case does not matter.
        assert_eq!(text.to_uppercase().parse::<Action>(), Ok(action), "{text} upper");
    }
}

/// A four-player position with seat 0 to move (playing its own colour).
fn position() -> Jackar {
    let g = json!({"zone": "graveyard", "pos": null});
    Jackar::load_json(&json!({
        "players": 4,
        "marbles": [[{"zone": "track", "pos": 3}, g, g, g], [g, g, g, g], [g, g, g, g], [g, g, g, g]],
        "hands": [["7", "J"], ["2"], [], []],
        "to_move": 0,
        "leader": 0,
    }))
    .expect("a position")
}

#[test]
fn the_short_form_writes_the_colour_played_by_letter() {
    let game = position();
    for (action, plain) in every_form() {
        let short = game.notation(&action);
        assert_eq!(game.parse_notation(&short), Ok(action), "{short}");
        assert_eq!(game.parse_notation(plain), Ok(action), "{plain} in a position");
    }
    let examples = [
        ("K out", "K out"),
        ("8 a", "8 1a"),
        ("4 b", "4 1b"),
        ("K a", "K 1a"),
        ("10 a", "10 1a"),
        ("5 2c", "5 2c"),
        ("A a1", "A 1a1"),
        ("A a11", "A 1a11"),
        ("7 a", "7 1a"),
        ("7 a3 b4", "7 1a3 1b4"),
        ("7 d3 3a4", "7 1d3 3a4"),
        ("10 stop", "10 stop"),
        ("J a<->2c", "J 1a<->2c"),
        ("throw", "throw"),
        ("discard 7", "discard 7"),
    ];
    for (short, plain) in examples {
        let action = game.parse_notation(short).unwrap_or_else(|e| panic!("{short}: {e}"));
        assert_eq!(action.to_string(), plain);
        assert_eq!(game.notation(&action), short);
    }
}

#[test]
fn variants_are_accepted() {
    let game = position();
    let swap = game.parse_notation("J a<->2c").expect("swap");
    for text in ["J a 2c", "j A <-> 2C", "  J   a<->2c  "] {
        assert_eq!(game.parse_notation(text), Ok(swap), "{text}");
    }
    assert_eq!(game.parse_notation("T stop"), Ok(Action::Stop));
    assert_eq!(game.parse_notation("t a"), game.parse_notation("10 a"));
    assert_eq!(
        game.parse_notation("7 a7"),
        game.parse_notation("7 a"),
        "the whole 7 with its steps"
    );
}

#[test]
fn bad_input_is_refused_with_a_reason() {
    let game = position();
    let bad = [
        ("", "empty"),
        ("8", "what does"),
        ("8 e", "not a marble"),
        ("8 7a", "not a marble"),
        ("8 a b", "too much"),
        ("A a", "1 or 11"),
        ("5 out", "only an A or a K"),
        ("8 stop", "only a 10"),
        ("J a", "swaps two"),
        ("J a3 2c", "no steps"),
        ("7 a3 b", "each part"),
        ("X a", "neither a card"),
        ("draw", "one seed"),
        ("deal -1", "not a seed"),
        ("throw now", "stands alone"),
        ("discard", "card to discard"),
        ("discard 11", "not a card"),
        ("8 a123", "not a number of steps"),
    ];
    for (text, why) in bad {
        let err = game.parse_notation(text).expect_err(text);
        assert!(err.reason.contains(why), "{text:?}: {}", err.reason);
        assert_eq!(err.input, text);
    }
    // Without a position a bare letter is not enough.
    let err = "8 a".parse::<Action>().expect_err("needs a player");
    assert!(err.reason.contains("player number"), "{}", err.reason);
}
