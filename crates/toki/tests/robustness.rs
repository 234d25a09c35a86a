//! Robustness: bad input gets a clear error, never a panic. Mutated state JSON
//! through `load_json`, random or mutated notation through `parse_notation`
//! and odd action JSON through `apply`, in real positions of seeded random
//! games for 2 to 6 players (the core's [`Robustness`] drive with Toki
//! Toki's near misses). What loads must be whole and playable.

use rules_core::Game;
use rules_core::fuzz::{Robustness, random_positions, tables_of_every_count};
use serde_json::{Value, json};
use toki::Toki;

const PIECES: [&str; 24] = [
    "a",
    "b",
    "c",
    "d",
    "take",
    "bank",
    "discard",
    "keep",
    "open",
    "starts",
    "deal",
    "reshuffle",
    ">",
    " ",
    "1",
    "8",
    "9",
    "0",
    "12",
    "é",
    "\u{0}",
    "18446744073709551616",
    "-",
    "toki",
];

/// The drive: real positions (eight stops in each of ten seeded games, 2 to
/// 6 players) and Toki Toki's near misses.
fn drive() -> Robustness<Toki> {
    let positions = random_positions::<Toki>(&tables_of_every_count::<Toki>(10), 8, 80, 11).expect("the tables");
    Robustness::new(positions)
        .near_json(vec![
            json!({"card": "toki", "up": true}),
            json!({"card": 12, "up": false}),
            json!({"card": 7, "from": "discard"}),
            json!([3, "toki", 9]),
            json!("place"),
            json!("reshuffle"),
            json!(2),
        ])
        .words(&PIECES)
        .partial(|base| {
            // The position only.
            json!({"players": base["players"], "boxes": base["boxes"],
                "discard": base["discard"], "to_move": base["to_move"], "drawn": base["drawn"],
                "round": base["round"], "phase": base["phase"]})
        })
        .tries(50)
        .play_on(40)
}

// Toki's notation is terse ("a", "b 3"): few mutations still read.
rules_core::robustness_tests! { drive:
    state_json: |fed| fed.accepted > 50,
    notation: |fed| fed.accepted > 40 && fed.applied > 20,
}

#[test]
fn a_legal_play_typed_loosely_reads_as_that_play() {
    // Upper case, spaces doubled, spaces around: the same play.
    let mut read = 0;
    for game in drive().positions() {
        for action in game.legal_actions() {
            let text = game.notation(&action);
            let loose = format!(" {} ", text.to_uppercase().replace(' ', "  "));
            assert_eq!(game.parse_notation(&loose), Ok(action), "{loose:?}");
            read += 1;
        }
    }
    assert!(read > 100, "{read}");
}

#[test]
fn actions_from_json_with_odd_values_are_refused_not_panicking() {
    let samples: Vec<Value> = vec![
        json!({"a": 9}),
        json!({"b": 0}),
        json!({"c": 255}),
        json!({"d": {"toki": 1, "to": 1}}),
        json!({"open": [3, 3]}),
        json!({"open": [8, 1]}),
        json!({"starts": 250}),
        json!({"take": "hand"}),
        json!("keep"),
        json!({"deal": -1}),
    ];
    let fed = drive().action_json(&samples, 5).unwrap_or_else(|e| panic!("{e}"));
    assert!(fed.accepted - fed.applied > 100, "{fed:?}");
}
