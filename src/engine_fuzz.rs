//! Seeded fuzzing of [`Engine::handle`] with the real games: mutated requests
//! (wrong types for every field, huge and negative numbers, nested garbage,
//! `apply` with mutated action JSON and notation, `load` with mutated states,
//! `bot` with mutated levels, seeds and budgets).
//! Every answer is `{"ok":true,…}` or `{"ok":false,"error":<non-empty>}`, never
//! the panic guard's "the game failed inside" (a caught panic is a bug), and a
//! refused request leaves the table as it was.

use rand::RngExt;
use rules_core::fuzz::mutate_json;
use rules_core::rng_from_seed;
use serde_json::{Value, json};

use super::Engine;

const GUARD: &str = "the game failed inside";

/// Values close to Shesh-Besh's own actions, for the mutator.
fn extras() -> [Value; 2] {
    [
        json!({"point": 25}),
        json!({"turn": [{"from": {"point": 99}, "to": "off"}]}),
    ]
}

/// Sends `request` and checks the answer's shape; a refusal must leave the table
/// (state and record) as it was.
fn send(engine: &mut Engine, request: &Value) -> Value {
    let before = engine.table.as_ref().map(|t| (t.state(), t.record()));
    let response = engine.handle(&request.to_string());
    match response["ok"] {
        Value::Bool(true) => {}
        Value::Bool(false) => {
            let error = response["error"].as_str().unwrap_or_default();
            assert!(!error.is_empty(), "{request} -> {response}: an empty error");
            assert!(!error.contains(GUARD), "{request} -> a caught panic: {error}");
            let after = engine.table.as_ref().map(|t| (t.state(), t.record()));
            assert_eq!(before, after, "the refused {request} changed the table");
        }
        _ => panic!("{request} -> {response}: no ok"),
    }
    response
}

/// Valid requests of every command, for a table of `game` in play.
fn valid_requests(engine: &Engine, game: &str) -> Vec<Value> {
    let mut out = vec![
        json!({"cmd": "new", "game": game, "players": 2, "seed": 3, "options": {}, "auto_chance": true}),
        json!({"cmd": "new", "game": game, "seed": 9, "options": {"cube": true, "match_to": 3}}),
        json!({"cmd": "state"}),
        json!({"cmd": "view", "seat": 1}),
        json!({"cmd": "legal"}),
        json!({"cmd": "outcome"}),
        json!({"cmd": "record"}),
        json!({"cmd": "games"}),
        // Small budgets: a mutated one stays within what the fuzzer writes (1000).
        json!({"cmd": "bot", "level": "easy", "seed": 4}),
        json!({"cmd": "bot", "level": "hard", "iterations": 2}),
    ];
    if let Some(table) = engine.table.as_ref() {
        out.push(json!({"cmd": "load", "game": game, "state": table.state(), "seed": 5, "auto_chance": false}));
        let (actions, notation) = table.legal();
        for (action, text) in actions.iter().zip(&notation).take(4) {
            out.push(json!({"cmd": "apply", "action": action}));
            out.push(json!({"cmd": "apply", "notation": text}));
        }
    }
    out
}

#[test]
fn mutated_requests_get_a_clear_answer_and_refusals_change_nothing() {
    let mut rng = rng_from_seed(42);
    let mut engine = Engine::new();
    let ids: Vec<&str> = engine.shelf.iter().map(|g| g.id).collect();
    for round in 0..1500 {
        let game = ids[round % ids.len()];
        let valid = valid_requests(&engine, game);
        let mut request = valid[rng.random_range(0..valid.len())].clone();
        if rng.random_bool(0.05) {
            mutate_json(&mut rng, &mut request, &extras());
        } else if let Some(map) = request.as_object_mut() {
            // Mostly keep the command and garble its fields, so that every
            // command's own checks are reached.
            let mut body = map.clone();
            body.remove("cmd");
            let mut body = Value::Object(body);
            for _ in 0..rng.random_range(1..3) {
                mutate_json(&mut rng, &mut body, &extras());
            }
            if let Value::Object(body) = body {
                map.retain(|k, _| k == "cmd");
                map.extend(body);
            }
        }
        send(&mut engine, &request);
        // Keep a game going: now and then a valid step (a legal move, or a new game).
        if rng.random_bool(0.5) {
            let valid = valid_requests(&engine, game);
            let pick = valid[rng.random_range(0..valid.len())].clone();
            send(&mut engine, &pick);
        }
    }
}

#[test]
fn raw_garbage_lines_are_refused_plainly() {
    let mut engine = Engine::new();
    for line in [
        "",
        "{",
        "[]",
        "null",
        "1e999",
        "\"new\"",
        "{\"cmd\":null}",
        "{\"cmd\":[\"new\"]}",
        "{\"cmd\":\"\"}",
        "{\"cmd\":\"apply\"}",
        "{\"cmd\":\"view\",\"seat\":0}",
        "{\"cmd\":\"new\",\"game\":\"shesh-besh\",\"players\":18446744073709551615}",
        "{\"cmd\":\"new\",\"game\":\"shesh-besh\",\"seed\":-1}",
        "{\"cmd\":\"new\",\"game\":\"shesh-besh\",\"seed\":1.5}",
        "{\"cmd\":\"new\",\"game\":\"shesh-besh\",\"options\":{\"match_to\":4294967296}}",
        "{\"cmd\":\"new\",\"game\":\"shesh-besh\",\"options\":{\"match_to\":0}}",
        "{\"cmd\":\"new\",\"game\":\"shesh-besh\",\"options\":{\"cube\":\"yes\"}}",
        "{\"cmd\":\"load\",\"game\":\"shesh-besh\",\"state\":[]}",
    ] {
        let response = engine.handle(line);
        assert_eq!(response["ok"], false, "{line} -> {response}");
        let error = response["error"].as_str().unwrap_or_default();
        assert!(!error.is_empty() && !error.contains(GUARD), "{line} -> {response}");
    }
}

#[test]
fn deeply_nested_and_huge_requests_are_refused_plainly() {
    let mut engine = Engine::new();
    let deep_array = "[".repeat(100_000);
    let deep_action = format!(
        r#"{{"cmd":"apply","action":{}1{}}}"#,
        "{\"a\":".repeat(120),
        "}".repeat(120)
    );
    let long_notation = format!(r#"{{"cmd":"apply","notation":"{}"}}"#, "24/18 ".repeat(50_000));
    let start = r#"{"cmd":"new","game":"shesh-besh","seed":1}"#;
    assert_eq!(engine.handle(start)["ok"], true);
    for line in [deep_array.as_str(), deep_action.as_str(), long_notation.as_str()] {
        let response = send_line(&mut engine, line);
        assert_eq!(response["ok"], false, "a {}-byte line was accepted", line.len());
    }
}

/// Sends a raw line and checks the refusal's shape and that the table is unchanged.
fn send_line(engine: &mut Engine, line: &str) -> Value {
    let before = engine.table.as_ref().map(|t| (t.state(), t.record()));
    let response = engine.handle(line);
    let error = response["error"].as_str().unwrap_or_default();
    if response["ok"] == false {
        assert!(!error.is_empty() && !error.contains(GUARD), "{response}");
        assert_eq!(before, engine.table.as_ref().map(|t| (t.state(), t.record())));
    }
    response
}
