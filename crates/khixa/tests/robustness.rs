//! Robustness: bad input gets a clear error, never a panic. Seeded and
//! deterministic: random and mutated notation in real positions, mutated
//! state JSON through `load_json`, and mutated records through
//! `Table::replay`. Whatever is accepted must hold together: no piece made or
//! lost, the state JSON loads back to the same match, and a seat to act has
//! a legal action.

mod common;

use khixa::{Khixa, Options, Phase};
use rand::RngExt;
use rules_core::fuzz::mutate_json;
use rules_core::{Game, Record, Table, TableRng, ToAct, rng_from_seed};
use serde_json::{Value, json};

/// Real positions of 2, 4 and 6 players, every phase, stopped at random points.
fn positions() -> Vec<Khixa> {
    let mut out = Vec::new();
    let mut picker = rng_from_seed(7);
    for seed in 0..18u64 {
        let players = [2, 4, 6][usize::try_from(seed % 3).expect("small")];
        let mut table = Table::<Khixa>::new(seed, players, Options::default()).expect("a table");
        for _ in 0..10 {
            let steps = picker.random_range(0..60);
            table.play_random(&mut picker, steps);
            out.push(table.game().clone());
        }
    }
    assert!(out.iter().any(|g| g.phase() == Phase::Steal), "a position with jokers");
    out
}

/// Every invariant an accepted match must keep.
fn check_consistent(game: &Khixa, what: &str) {
    common::pieces_conserved(game).unwrap_or_else(|e| panic!("{what}: {e}"));
    let json = game.state_json();
    let back = Khixa::load_json(&json).unwrap_or_else(|e| panic!("{what}: {json} does not load back: {e}"));
    assert_eq!(&back, game, "{what}: {json} loads back differently");
    match game.to_act() {
        ToAct::Over => assert!(game.outcome().is_some(), "{what}"),
        ToAct::Chance => assert!(game.chance_outcomes().is_some(), "{what}: chance with no outcomes"),
        ToAct::Seat(_) => assert!(!game.legal_actions().is_empty(), "{what}: no legal action: {json}"),
    }
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

fn random_notation(rng: &mut TableRng) -> String {
    let n = rng.random_range(0..8);
    (0..n)
        .map(|_| PIECES[rng.random_range(0..PIECES.len())])
        .collect::<Vec<_>>()
        .join(if rng.random_bool(0.7) { " " } else { "" })
}

fn mutate_text(rng: &mut TableRng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..rng.random_range(1..4) {
        match rng.random_range(0..3) {
            0 if !chars.is_empty() => {
                let i = rng.random_range(0..chars.len());
                chars.remove(i);
            }
            1 if !chars.is_empty() => {
                let i = rng.random_range(0..chars.len());
                chars[i] = char::from(rng.random_range(b' '..=b'~'));
            }
            _ => {
                let i = rng.random_range(0..=chars.len());
                chars.insert(i, char::from(b'0' + rng.random_range(0..10u8)));
            }
        }
    }
    chars.into_iter().collect()
}

#[test]
fn random_and_mutated_notation_never_panics() {
    let mut rng = rng_from_seed(1);
    let mut applied = 0;
    for (n, game) in positions().iter().enumerate() {
        let actions = game.legal_actions();
        let legal: Vec<String> = actions.iter().map(|a| game.notation(a)).collect();
        for (action, text) in actions.iter().zip(&legal) {
            assert_eq!(game.parse_notation(text).as_ref(), Ok(action), "position {n}: {text:?}");
        }
        for _ in 0..40 {
            let text = if !legal.is_empty() && rng.random_bool(0.6) {
                let pick = rng.random_range(0..legal.len());
                mutate_text(&mut rng, &legal[pick])
            } else {
                random_notation(&mut rng)
            };
            let Ok(action) = game.parse_notation(&text) else {
                continue;
            };
            let mut after = game.clone();
            if after.apply(&action).is_ok() {
                applied += 1;
                check_consistent(&after, &format!("position {n}, {text:?}"));
            } else {
                assert_eq!(&after, game, "position {n}: a refused {text:?} changed the match");
            }
        }
    }
    assert!(applied > 0, "some mutated notation was still a legal action");
}

#[test]
fn mutated_state_json_never_panics_and_what_loads_is_consistent() {
    let mut rng = rng_from_seed(2);
    let (mut accepted, mut refused) = (0, 0);
    for (n, game) in positions().iter().enumerate() {
        check_consistent(game, &format!("position {n}"));
        let base = game.state_json();
        for _ in 0..60 {
            let mut value = base.clone();
            for _ in 0..rng.random_range(1..4) {
                mutate_json(&mut rng, &mut value, &fuzz_words());
            }
            match Khixa::load_json(&value) {
                Ok(loaded) => {
                    accepted += 1;
                    check_consistent(&loaded, &format!("position {n} mutated to {value}"));
                }
                Err(e) => {
                    refused += 1;
                    assert!(
                        e.reasons.iter().all(|r| !r.trim().is_empty()),
                        "an empty reason for {value}"
                    );
                }
            }
        }
    }
    assert!(accepted > 0 && refused > 0, "{accepted} accepted, {refused} refused");
}

#[test]
fn mutated_records_replay_or_refuse_cleanly() {
    let mut rng = rng_from_seed(4);
    for seed in 0..8u64 {
        let mut table = Table::<Khixa>::new(seed, 3, Options::default()).expect("three");
        table.play_random(&mut rng, 150);
        let record = table.record();
        assert!(Table::replay(&record).is_ok(), "seed {seed}: the record replays");
        for _ in 0..40 {
            let mut bad: Record<Khixa> = record.clone();
            match rng.random_range(0..3) {
                0 => bad.seed = rng.random(),
                1 => bad.players = rng.random_range(0..10),
                _ => {
                    let i = rng.random_range(0..bad.actions.len());
                    let text = mutate_text(&mut rng, &bad.actions[i]);
                    bad.actions[i] = text;
                }
            }
            if let Ok(replayed) = Table::replay(&bad) {
                check_consistent(replayed.game(), &format!("seed {seed}: a mutated record"));
            }
        }
    }
}
