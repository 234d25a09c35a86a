//! Robustness: bad input gets a clear error, never a panic. Seeded and
//! deterministic (the core's [`Robustness`] drive with Khixa's near misses):
//! random and mutated notation in real positions, mutated state JSON through
//! `load_json`, and mutated records through `Table::replay`. Whatever is
//! accepted must hold together: no piece made or lost, the state JSON loads
//! back to the same match, a seat to act has a legal action, and it plays on.

mod common;

use khixa::{Khixa, Options, Phase};
use rules_core::fuzz::{Robustness, random_positions};
use serde_json::{Value, json};

/// The drive: real positions of 2, 4 and 6 players, every phase, stopped at
/// random points, with Khixa's near misses.
fn drive() -> Robustness<Khixa> {
    let tables: Vec<(usize, Options)> = (0..18).map(|i| ([2, 4, 6][i % 3], Options::default())).collect();
    let positions = random_positions::<Khixa>(&tables, 10, 60, 7).expect("the tables");
    assert!(
        positions.iter().any(|g| g.phase() == Phase::Steal),
        "a position with jokers"
    );
    Robustness::new(positions)
        .near_json(fuzz_words().to_vec())
        .words(&PIECES)
        .invariant(common::pieces_conserved)
}

/// Values close to Khixa's own, for the JSON mutator.
fn fuzz_words() -> [Value; 8] {
    [
        json!({"row": 8, "col": 0, "shape": 1, "rot": 0}),
        json!({"row": 0, "col": 0, "shape": 7, "rot": 4}),
        json!("chance"),
        json!("four-and-trio"),
        json!({"rolls": [9], "contenders": [7]}),
        json!([10, 10, 10, 10, 10, 11]),
        json!([[62], [63]]),
        json!("steal"),
    ]
}

const PIECES: [&str; 24] = [
    "roll",
    "place",
    "steal",
    "decline",
    " ",
    ":",
    "to",
    "r0",
    "r3",
    "r4",
    "a1",
    "h8",
    "i9",
    "c4",
    "0",
    "7",
    "1:",
    "99999999999",
    "-1",
    "é",
    "\u{0}",
    "\t",
    "R",
    "TO",
];

#[test]
fn random_and_mutated_notation_never_panics() {
    let fed = drive().notation(1).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        fed.applied > 0,
        "some mutated notation was still a legal action: {fed:?}"
    );
}

#[test]
fn mutated_state_json_never_panics_and_what_loads_is_consistent() {
    let fed = drive().tries(60).state_json(2).unwrap_or_else(|e| panic!("{e}"));
    assert!(fed.accepted > 0 && fed.accepted < fed.inputs, "{fed:?}");
}

#[test]
fn mutated_records_replay_or_refuse_cleanly() {
    let fed = drive()
        .records((3, &Options::default()), 0..8, 150, |_, _| {})
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(fed.accepted > 0, "{fed:?}");
}
