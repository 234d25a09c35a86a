//! Seeded mutation of JSON, for robustness tests: a rules crate's `load_json`,
//! the engine's requests and saved games are fed mutated copies of real inputs,
//! and must refuse them plainly or accept something consistent, never panic.
//! Deterministic: the same generator state gives the same mutation.
//! [`Robustness`] is the drive every rules crate runs with them.

use rand::RngExt;
use serde_json::{Value, json};

use crate::TableRng;

mod robustness;

pub use robustness::{Fed, Invariant, Robustness, random_positions, tables_of_every_count};

/// A value that stands in for a field of the wrong type or range: null, zero,
/// negative, huge and fractional numbers, empty and odd strings, booleans, empty
/// and nested containers — or, one time in four, one of the caller's `extras`
/// (values close to the game's own: a notation one step off, a word of its
/// states). Knows no game: every game's near misses come from its own tests.
pub fn garbage(rng: &mut TableRng, extras: &[Value]) -> Value {
    if !extras.is_empty() && rng.random_bool(0.25) {
        return extras[rng.random_range(0..extras.len())].clone();
    }
    match rng.random_range(0..18) {
        0 => Value::Null,
        1 => json!(-1),
        2 => json!(0),
        3 => json!(7),
        4 => json!(u64::MAX),
        5 => json!(i64::MIN),
        6 => json!(1e300),
        7 => json!(-0.5),
        8 => json!("x"),
        9 => json!(""),
        10 => json!(true),
        11 => json!([]),
        12 => json!({}),
        13 => json!([0, 7]),
        14 => json!([[1, 2], {"a": null}]),
        15 => json!(rng.random_range(-30..=30)),
        16 => json!(rng.random_range(0..=1000)),
        _ => json!("0 -1 99 x/y (2) é\u{0}"),
    }
}

/// Makes one random change somewhere inside `value`: a field removed, added or
/// changed; an item dropped, removed or added; a number nudged, negated or made
/// huge; a character of a string replaced; or the value replaced by [`garbage`].
pub fn mutate_json(rng: &mut TableRng, value: &mut Value, extras: &[Value]) {
    match value {
        Value::Object(map) if !map.is_empty() && rng.random_bool(0.8) => {
            let keys: Vec<String> = map.keys().cloned().collect();
            let key = &keys[rng.random_range(0..keys.len())];
            match rng.random_range(0..6) {
                0 => {
                    map.remove(key);
                }
                1 => {
                    map.insert(format!("extra{}", rng.random_range(0..3)), garbage(rng, extras));
                }
                _ => {
                    if let Some(inner) = map.get_mut(key) {
                        mutate_json(rng, inner, extras);
                    }
                }
            }
        }
        Value::Array(items) if !items.is_empty() && rng.random_bool(0.8) => match rng.random_range(0..6) {
            0 => {
                items.pop();
            }
            1 => {
                items.remove(rng.random_range(0..items.len()));
            }
            2 => items.push(garbage(rng, extras)),
            _ => {
                let i = rng.random_range(0..items.len());
                mutate_json(rng, &mut items[i], extras);
            }
        },
        Value::Number(n) if rng.random_bool(0.7) => {
            let v = n.as_i64().unwrap_or(0);
            *value = match rng.random_range(0..6) {
                0 => json!(v.saturating_neg()),
                1 => json!(v.saturating_add(1)),
                2 => json!(v.saturating_sub(1)),
                3 => json!(v.saturating_mul(1 << 40)),
                4 => json!(u64::MAX - n.as_u64().unwrap_or(0)),
                _ => json!(rng.random_range(0..8u8)),
            };
        }
        Value::String(s) if !s.is_empty() && rng.random_bool(0.6) => {
            let mut chars: Vec<char> = s.chars().collect();
            let i = rng.random_range(0..chars.len());
            chars[i] = ['/', '*', '(', '9', '0', ' ', '-', 'x', 'é'][rng.random_range(0..9)];
            *s = chars.into_iter().collect();
        }
        _ => *value = garbage(rng, extras),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng_from_seed;

    #[test]
    fn mutation_is_deterministic_and_changes_the_value() {
        let original = json!({"cells": [2, 0, -5], "faces": [3, 1], "to_move": 0, "id": "abc/def"});
        let run = |seed| {
            let mut rng = rng_from_seed(seed);
            (0..50)
                .map(|_| {
                    let mut v = original.clone();
                    mutate_json(&mut rng, &mut v, &[json!("move 0")]);
                    v
                })
                .collect::<Vec<_>>()
        };
        let first = run(1);
        assert_eq!(first, run(1), "same seed, same mutations");
        let changed = first.iter().filter(|v| **v != original).count();
        assert!(changed >= 40, "most mutations change something: {changed}/50");
        assert!(first.iter().any(|v| v.get("cells").is_none()), "fields get removed");
    }
}
