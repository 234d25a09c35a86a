//! Robustness: bad input gets a clear error, never a panic. Mutated state
//! JSON through `load_json`, random and mutated notation, and actions from
//! odd JSON, in real positions of seeded random sessions for 2 to 6 players
//! (the core's [`Robustness`] drive with this game's near misses). What loads
//! must be consistent and playable.

use rules_core::fuzz::{Robustness, random_positions, tables_of_every_count};
use serde_json::{Value, json};
use wajh_alnahs::{Action, WajhAlNahs};

const PIECES: [&str; 24] = [
    "7",
    "13",
    "14",
    "0",
    "skip",
    "carry-it",
    "under-over",
    "five-or-less",
    "pick",
    "up",
    "swap",
    "for",
    ",",
    "keep",
    "face-down",
    "down",
    "name",
    "deal",
    " ",
    "-",
    "é",
    "\u{0}",
    "18446744073709551616",
    "3",
];

/// The drive: real positions (ten stops in each of ten seeded sessions, 2 to
/// 6 players) and Wajh al-Nahs' near misses.
fn drive() -> Robustness<WajhAlNahs> {
    let tables = tables_of_every_count::<WajhAlNahs>(10);
    let positions = random_positions::<WajhAlNahs>(&tables, 10, 150, 11).expect("the tables");
    Robustness::new(positions)
        .near_json(vec![
            json!(["7", "7", "skip"]),
            json!("carry-it"),
            json!("under-over"),
            json!("answer"),
            json!("name"),
            json!(-1),
            json!(39),
            json!({"stages": 5}),
        ])
        .words(&PIECES)
        .partial(|base| {
            json!({"hands": base["hands"], "face_up": base["face_up"],
                "face_down": base["face_down"], "pile": base["pile"], "to_move": base["to_move"]})
        })
        .play_on(60)
}

rules_core::robustness_tests! { drive:
    state_json: |fed| fed.accepted > 50,
    notation: |fed| fed.accepted > 100,
}

#[test]
fn actions_from_json_with_odd_values_are_refused_not_panicking() {
    let samples: Vec<Value> = vec![
        json!({"lay": {"card": "7", "count": 255}}),
        json!({"lay": {"card": "carry-it", "count": 0}}),
        json!({"face_down": 255}),
        json!({"name": 250}),
        json!({"swap": {"give": ["1", "2", "3", "4"], "take": ["5", "6", "7", "8"]}}),
        json!({"swap": {"give": ["1"], "take": []}}),
        json!("pick_up"),
        json!({"deal": 3}),
    ];
    let fed = drive().action_json(&samples, 5).unwrap_or_else(|e| panic!("{e}"));
    assert!(fed.accepted > 0, "{fed:?}");
    assert!(
        serde_json::from_value::<Action>(json!({"swap": {"give": ["1", "2", "3", "4"], "take": []}})).is_err(),
        "four cards do not make one side of a swap"
    );
}
