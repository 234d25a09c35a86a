//! Robustness: bad input gets a clear error, never a panic. Mutated state JSON
//! through `load_json`, random or mutated notation through `parse_notation`
//! and odd action JSON through `apply`, in real positions of seeded random
//! games for 2 to 6 players. What loads must be whole and playable.

use rand::RngExt;
use rules_core::fuzz::{garbage, mutate_json};
use rules_core::{Game, Table, TableRng, ToAct, rng_from_seed, sample_chance};
use serde_json::{Value, json};
use toki::{Options, Toki};

/// Real positions: seeded random games stopped at random points.
fn positions() -> Vec<Toki> {
    let mut out = Vec::new();
    let mut picker = rng_from_seed(11);
    for seed in 0..10u64 {
        let players = 2 + (seed as usize % 5);
        let mut table = Table::<Toki>::new(seed, players, Options::default()).expect("a table");
        for _ in 0..8 {
            let steps = picker.random_range(0..80);
            table.play_random(&mut picker, steps);
            table.resolve_chance();
            out.push(*table.game());
        }
    }
    out
}

/// What was accepted loads back the same and can be played on for a while.
fn check_playable(game: &Toki, rng: &mut TableRng, what: &str) {
    let json = game.state_json();
    let back = Toki::load_json(&json).unwrap_or_else(|e| panic!("{what}: {json} does not load back: {e}"));
    assert_eq!(&back, game, "{what}: loads back differently");
    let mut g = *game;
    for _ in 0..40 {
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
        json!({"card": "toki", "up": true}),
        json!({"card": 12, "up": false}),
        json!({"card": 7, "from": "discard"}),
        json!([3, "toki", 9]),
        json!("place"),
        json!("reshuffle"),
        json!(2),
    ];
    let mut accepted = 0;
    for (n, game) in positions().iter().enumerate() {
        let base = game.state_json();
        for k in 0..50 {
            let mut value = base.clone();
            if k % 4 == 0 {
                // The partial form: the position only, mutated.
                value = json!({"players": base["players"], "boxes": base["boxes"],
                    "discard": base["discard"], "to_move": base["to_move"], "drawn": base["drawn"],
                    "round": base["round"], "phase": base["phase"]});
            }
            for _ in 0..rng.random_range(1..3) {
                mutate_json(&mut rng, &mut value, &extras);
            }
            match Toki::load_json(&value) {
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
    assert!(accepted > 40, "hardly any mutated state loaded: {accepted}");
    for _ in 0..200 {
        let v = garbage(&mut rng, &extras);
        assert!(Toki::load_json(&v).is_err(), "garbage {v} loaded");
    }
}

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

fn random_text(rng: &mut TableRng) -> String {
    (0..rng.random_range(0..6))
        .map(|_| PIECES[rng.random_range(0..PIECES.len())])
        .collect::<Vec<_>>()
        .join(if rng.random_bool(0.5) { " " } else { "" })
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
            let text = if !legal.is_empty() && rng.random_bool(0.3) {
                // A legal play typed loosely: upper case, spaces doubled.
                let pick = rng.random_range(0..legal.len());
                format!(" {} ", legal[pick].to_uppercase().replace(' ', "  "))
            } else if !legal.is_empty() && rng.random_bool(0.6) {
                let pick = rng.random_range(0..legal.len());
                mutate_text(&mut rng, &legal[pick])
            } else {
                random_text(&mut rng)
            };
            match game.parse_notation(&text) {
                Ok(action) => {
                    parsed += 1;
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
    let mut refused = 0;
    for game in positions() {
        for s in &samples {
            let mut v: Value = s.clone();
            if rng.random_bool(0.5) {
                mutate_json(&mut rng, &mut v, &[]);
            }
            if let Ok(action) = serde_json::from_value::<toki::Action>(v) {
                let mut g = game;
                let _ = g.notation(&action);
                if g.apply(&action).is_err() {
                    refused += 1;
                    assert_eq!(g, game);
                }
            }
        }
    }
    assert!(refused > 100, "{refused}");
}
