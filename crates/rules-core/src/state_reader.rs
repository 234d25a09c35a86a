//! The one way a rules crate reads its state JSON so that a refusal lists
//! every problem: fields the game does not know are collected (not refused one
//! at a time), a value of the wrong shape is named by its path
//! (`hands[0][1]: invalid type…`), and the game's own checks add their reasons
//! to the same list.

use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::{LoadError, Seat, words};

/// The unknown fields named one by one; more are counted.
const UNKNOWN_NAMED: u64 = 10;

/// Reads an optional seat of a state JSON (`to_move`, `leader`…) of a game
/// of `players` seats: no value is no seat; a number that is no seat is
/// refused with the reason `"{field} must be a seat 0–{last} or null, not {v}"`.
pub fn read_seat(field: &str, value: Option<i64>, players: usize, reasons: &mut Vec<String>) -> Option<Seat> {
    let v = value?;
    let seat = usize::try_from(v).ok().filter(|&s| s < players).map(Seat::new);
    if seat.is_none() {
        reasons.push(format!(
            "{field} must be a seat 0–{} or null, not {v}",
            players.saturating_sub(1)
        ));
    }
    seat
}

/// Reads `value` as the state JSON `J` and checks it with `check`, which turns
/// it into the game or adds its reasons. `game` names the game in the refusal
/// of a value that is not an object ("a Toki Toki state is a JSON object");
/// `field_reason(field, error)` may word a shape error of a top-level field
/// the game's own way (the phases it has), else the error is led by its path.
///
/// # Errors
/// Every reason found: unknown fields, the first shape error, and `check`'s.
pub fn read_state<J: DeserializeOwned, G>(
    value: &Value,
    game: &str,
    field_reason: impl Fn(&str, &serde_json::Error) -> Option<String>,
    check: impl FnOnce(J, &mut Vec<String>) -> Option<G>,
) -> Result<G, LoadError> {
    if !value.is_object() {
        return Err(LoadError::new(format!("a {game} state is a JSON object")));
    }
    let mut reasons = Vec::new();
    let mut unknown_fields = 0_u64;
    let mut unknown = |path: serde_ignored::Path<'_>| {
        unknown_fields += 1;
        // A few named (each cut: a key may be a megabyte), the rest counted.
        if unknown_fields <= UNKNOWN_NAMED {
            reasons.push(format!("unknown field {}", words::quoted(&dotted(&path))));
        }
    };
    let read: Result<J, _> = serde_path_to_error::deserialize(serde_ignored::Deserializer::new(value, &mut unknown));
    if unknown_fields > UNKNOWN_NAMED {
        reasons.push(format!(
            "and {} more unknown fields",
            words::thousands(unknown_fields - UNKNOWN_NAMED)
        ));
    }
    match read {
        Ok(json) => check(json, &mut reasons)
            .filter(|_| reasons.is_empty())
            .ok_or(LoadError { reasons }),
        Err(e) => {
            let path = e.path().to_string();
            let field = path.split(['.', '[']).next().unwrap_or_default();
            let reason = field_reason(field, e.inner()).unwrap_or_else(|| {
                if path == "." {
                    e.inner().to_string()
                } else {
                    format!("{path}: {}", e.inner())
                }
            });
            // serde quotes a value it does not take whole, however long.
            reasons.push(words::shortened(&reason, 300));
            Err(LoadError { reasons })
        }
    }
}

/// A field's path as the state documents and serde's shape errors write it
/// (`areas[1][0].row`), rather than serde_ignored's `areas.1.0.row`.
fn dotted(path: &serde_ignored::Path<'_>) -> String {
    use serde_ignored::Path;
    match path {
        Path::Root => String::new(),
        Path::Seq { parent, index } => format!("{}[{index}]", dotted(parent)),
        Path::Map { parent, key } => match dotted(parent) {
            p if p.is_empty() => key.clone(),
            p => format!("{p}.{key}"),
        },
        Path::Some { parent } | Path::NewtypeStruct { parent } | Path::NewtypeVariant { parent } => dotted(parent),
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;
    use serde_json::json;

    use super::*;

    #[derive(Deserialize)]
    struct Json {
        cells: Vec<u8>,
        phase: String,
        #[serde(default, rename = "rows")]
        _rows: Vec<Row>,
    }

    #[derive(Deserialize)]
    struct Row {
        #[serde(rename = "n")]
        _n: u8,
    }

    fn read(value: &Value) -> Result<usize, LoadError> {
        read_state(
            value,
            "Test",
            |field, e| (field == "phase").then(|| format!("phase must be \"play\": {e}")),
            |json: Json, reasons| {
                if json.phase != "play" {
                    reasons.push(format!("no phase {:?}", json.phase));
                }
                Some(json.cells.len())
            },
        )
    }

    #[test]
    fn every_problem_is_listed_and_shape_errors_are_led_by_their_path() {
        assert_eq!(read(&json!({"cells": [1, 2], "phase": "play"})), Ok(2));
        let e = read(&json!([1])).expect_err("not an object");
        assert_eq!(e.reasons, ["a Test state is a JSON object"]);
        let e = read(&json!({"cells": [1, 2], "phase": "rest", "odd": 1, "more": 2})).expect_err("three problems");
        assert_eq!(e.reasons.len(), 3, "{e:?}");
        assert!(e.reasons.contains(&"unknown field \"odd\"".to_string()), "{e:?}");
        assert!(e.reasons.contains(&"no phase \"rest\"".to_string()), "{e:?}");
        // An unknown field deep down is named as a shape error would name it.
        let e = read(&json!({"cells": [], "phase": "play", "rows": [{"n": 1}, {"n": 2, "m": 3}]}))
            .expect_err("a nested unknown field");
        assert_eq!(e.reasons, ["unknown field \"rows[1].m\""]);
        let e = read(&json!({"cells": [1, "x"], "phase": "play"})).expect_err("a bad cell");
        assert!(e.reasons[0].starts_with("cells[1]: invalid type"), "{e:?}");
        let many: serde_json::Map<String, Value> = (0..50_000)
            .map(|i| (format!("x{i:05}"), json!(0)))
            .chain([("cells".to_string(), json!([])), ("phase".to_string(), json!("play"))])
            .collect();
        let e = read(&Value::Object(many)).expect_err("unknown fields");
        assert_eq!(e.reasons.len(), 11, "{e:?}");
        assert_eq!(e.reasons[0], "unknown field \"x00000\"");
        assert_eq!(e.reasons[10], "and 49,990 more unknown fields");
        let long = "z".repeat(1 << 20);
        let e = read(&json!({"cells": [long], "phase": "play"})).expect_err("a long bad cell");
        assert!(
            e.reasons[0].starts_with("cells[0]: invalid type") && e.reasons[0].chars().count() <= 301,
            "{e:?}"
        );
        let e = read(&json!({"cells": [], "phase": 7})).expect_err("a bad phase");
        assert!(
            e.reasons[0].starts_with("phase must be \"play\": invalid type"),
            "{e:?}"
        );
    }
}
