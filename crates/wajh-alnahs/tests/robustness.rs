//! Robustness: bad input gets a clear error, never a panic. Mutated state
//! JSON through `load_json` (the core's game-blind fuzz with this game's near
//! misses), random and mutated notation, and actions from odd JSON, in real
//! positions of seeded random sessions for 2 to 6 players. What loads must
//! be consistent and playable.

use rand::RngExt;
use rules_core::fuzz::{garbage, mutate_json};
use rules_core::{Game, Table, TableRng, ToAct, rng_from_seed, sample_chance};
use serde_json::{Value, json};
use wajh_alnahs::{Action, Options, WajhAlNahs};

/// Real positions: seeded random sessions stopped at random points.
fn positions() -> Vec<WajhAlNahs> {
    let mut out = Vec::new();
    let mut picker = rng_from_seed(11);
    for seed in 0..10u64 {
        let players = 2 + seed as usize % 5;
        let mut table = Table::<WajhAlNahs>::new(seed, players, Options::default()).expect("a table");
        for _ in 0..10 {
            let steps = picker.random_range(0..150);
            table.play_random(&mut picker, steps);
            out.push(*table.game());
        }
    }
    out
}

/// What was accepted loads back the same and can be played on for a while.
fn check_playable(game: &WajhAlNahs, rng: &mut TableRng, what: &str) {
    let json = game.state_json();
    let back = WajhAlNahs::load_json(&json).unwrap_or_else(|e| panic!("{what}: {json} does not load back: {e}"));
    assert_eq!(&back, game, "{what}: loads back differently");
    let mut g = *game;
    for _ in 0..60 {
        match g.to_act() {
            ToAct::Over => break,
            ToAct::Chance => {
                let a = sample_chance(&g.chance_outcomes().expect("outcomes"), rng).expect("an outcome");
                g.apply(&a)
                    .unwrap_or_else(|e| panic!("{what}: chance {a} refused: {e}"));
            }
            ToAct::Seat(_) => {
                let legal = g.legal_actions();
                assert!(!legal.is_empty(), "{what}: no legal action in {}", g.state_json());
                let a = legal[rng.random_range(0..legal.len())];
                g.apply(&a).unwrap_or_else(|e| panic!("{what}: legal {a} refused: {e}"));
            }
        }
    }
}

#[test]
fn mutated_state_json_never_panics_and_what_loads_is_playable() {
    let mut rng = rng_from_seed(2);
    let extras = [
        json!(["7", "7", "skip"]),
        json!("carry-it"),
        json!("under-over"),
        json!("answer"),
        json!("name"),
        json!(-1),
        json!(39),
        json!({"stages": 5}),
    ];
    let mut accepted = 0;
    for (n, game) in positions().iter().enumerate() {
        let base = game.state_json();
        for k in 0..40 {
            let mut value = base.clone();
            if k % 4 == 0 {
                // The partial form: only the required fields, mutated.
                value = json!({"hands": base["hands"], "face_up": base["face_up"],
                    "face_down": base["face_down"], "pile": base["pile"], "to_move": base["to_move"]});
            }
            for _ in 0..rng.random_range(1..4) {
                mutate_json(&mut rng, &mut value, &extras);
            }
            match WajhAlNahs::load_json(&value) {
                Ok(loaded) => {
                    accepted += 1;
                    check_playable(&loaded, &mut rng, &format!("position {n} mutated to {value}"));
                }
                Err(e) => assert!(
                    !e.reasons.is_empty() && e.reasons.iter().all(|r| !r.is_empty()),
                    "an empty refusal of {value}"
                ),
            }
        }
    }
    assert!(accepted > 50, "hardly any mutated state loaded: {accepted}");
    for _ in 0..200 {
        let v = garbage(&mut rng, &extras);
        assert!(WajhAlNahs::load_json(&v).is_err(), "garbage {v} loaded");
    }
}

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

fn random_text(rng: &mut TableRng) -> String {
    (0..rng.random_range(0..7))
        .map(|_| PIECES[rng.random_range(0..PIECES.len())])
        .collect::<Vec<_>>()
        .join(if rng.random_bool(0.7) { " " } else { "" })
}

fn mutate_text(rng: &mut TableRng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..rng.random_range(1..4) {
        let i = rng.random_range(0..=chars.len());
        match rng.random_range(0..3) {
            0 if i < chars.len() => {
                chars.remove(i);
            }
            1 => chars.insert(i, char::from(rng.random_range(b' '..=b'~'))),
            _ => {
                for (k, c) in PIECES[rng.random_range(0..PIECES.len())].chars().enumerate() {
                    chars.insert(i + k, c);
                }
            }
        }
    }
    chars.into_iter().collect()
}

#[test]
fn random_and_mutated_notation_never_panics() {
    let mut rng = rng_from_seed(1);
    let mut parsed = 0;
    for (n, game) in positions().iter().enumerate() {
        let legal: Vec<String> = game.legal_actions().iter().map(|a| game.notation(a)).collect();
        for _ in 0..60 {
            let text = if !legal.is_empty() && rng.random_bool(0.6) {
                let pick = rng.random_range(0..legal.len());
                mutate_text(&mut rng, &legal[pick])
            } else {
                random_text(&mut rng)
            };
            match game.parse_notation(&text) {
                Ok(action) => {
                    parsed += 1;
                    // Written and read again, it is the same action.
                    assert_eq!(game.parse_notation(&game.notation(&action)), Ok(action), "{text:?}");
                    let mut after = *game;
                    if after.apply(&action).is_ok() {
                        check_playable(&after, &mut rng, &format!("position {n}, {text:?}"));
                    } else {
                        assert_eq!(&after, game, "position {n}: a refused {text:?} changed the game");
                    }
                }
                Err(e) => assert!(!e.reason.is_empty(), "{text:?}: empty reason"),
            }
        }
    }
    assert!(parsed > 100, "hardly anything parsed: {parsed}");
}

#[test]
fn actions_from_json_with_odd_values_are_refused_not_panicking() {
    let mut rng = rng_from_seed(5);
    let samples = [
        json!({"lay": {"card": "7", "count": 255}}),
        json!({"lay": {"card": "carry-it", "count": 0}}),
        json!({"face_down": 255}),
        json!({"name": 250}),
        json!({"swap": {"give": ["1", "2", "3", "4"], "take": ["5", "6", "7", "8"]}}),
        json!({"swap": {"give": ["1"], "take": []}}),
        json!("pick_up"),
        json!({"deal": 3}),
    ];
    for game in positions() {
        for s in &samples {
            let mut v: Value = s.clone();
            if rng.random_bool(0.5) {
                mutate_json(&mut rng, &mut v, &[]);
            }
            let Ok(action) = serde_json::from_value::<Action>(v) else {
                continue;
            };
            let mut copy = game;
            if copy.apply(&action).is_err() {
                assert_eq!(copy, game, "a refused {action} changed nothing");
            }
        }
    }
    assert!(
        serde_json::from_value::<Action>(json!({"swap": {"give": ["1", "2", "3", "4"], "take": []}})).is_err(),
        "four cards do not make one side of a swap"
    );
}
