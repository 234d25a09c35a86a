//! Robustness: bad input gets a clear error, never a panic. Mutated state JSON
//! through `load_json`, random or mutated notation through `parse_notation`
//! and odd action JSON through `apply`, in real positions of seeded random
//! games for 2, 4 and 6 players and every passing rule (the core's
//! [`Robustness`] drive with Jackar's near misses). What loads must be
//! consistent and playable.

use jackar::{Jackar, Options, Passing};
use rules_core::fuzz::{Robustness, random_positions};
use serde_json::{Value, json};

const PIECES: [&str; 26] = [
    "a",
    "2c",
    "7",
    "A",
    "K",
    "J",
    "10",
    "T",
    "out",
    "stop",
    "<->",
    "<",
    "-",
    ">",
    " ",
    "11",
    "99",
    "throw",
    "discard",
    "deal",
    "draw",
    "é",
    "\u{0}",
    "18446744073709551616",
    "6d",
    "0",
];

/// The drive: real positions (ten stops in each of nine seeded games, 2, 4
/// and 6 players under each passing rule) and Jackar's near misses.
fn drive() -> Robustness<Jackar> {
    let tables: Vec<(usize, Options)> = (0..9)
        .map(|i| {
            let passing = [Passing::One, Passing::Block, Passing::Free][i / 3];
            ([2, 4, 6][i % 3], Options { passing })
        })
        .collect();
    let positions = random_positions::<Jackar>(&tables, 10, 60, 11).expect("the tables");
    Robustness::new(positions)
        .near_json(vec![
            json!({"zone": "track", "pos": 75}),
            json!({"zone": "base", "pos": 3}),
            json!({"zone": "graveyard", "pos": null}),
            json!(["A", "K", "7"]),
            json!("10"),
            json!("discard"),
            json!({"passing": "block"}),
        ])
        .words(&PIECES)
        .partial(|base| {
            json!({"players": base["players"], "marbles": base["marbles"],
                "hands": base["hands"], "to_move": base["to_move"]})
        })
        .tries(60)
}

rules_core::robustness_tests! { drive:
    state_json: |fed| fed.accepted > 50,
    notation: |fed| fed.accepted > 100,
}

#[test]
fn actions_from_json_with_odd_values_are_refused_not_panicking() {
    let samples: [Value; 5] = [
        json!({"move": {"card": "5", "marble": {"seat": 250, "index": 200}, "steps": 255}}),
        json!({"split": {"first": [{"seat": 0, "index": 9}, 200], "second": [{"seat": 9, "index": 0}, 63]}}),
        json!({"swap": {"mine": {"seat": 0, "index": 0}, "theirs": {"seat": 7, "index": 255}}}),
        json!({"out": "7"}),
        json!("stop"),
    ];
    let fed = drive().action_json(&samples, 5).unwrap_or_else(|e| panic!("{e}"));
    assert!(fed.accepted > 0, "{fed:?}");
}
