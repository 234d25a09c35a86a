//! The engine protocol (`majlis engine`, docs/engine.md) driven through the real
//! binary over pipes, with Shesh-Besh: whole games, notation, forced dice, loads,
//! and every kind of bad request.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use rules_core::conformance::with_a_field_added;
use serde_json::{Value, json};

/// A running `majlis engine`.
struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_majlis"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the engine starts");
        let stdout = child.stdout.take().expect("piped stdout");
        let (send, lines) = channel();
        // Read on a thread so that a silent engine fails the test instead of hanging it.
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let stdin = child.stdin.take();
        Engine { child, stdin, lines }
    }

    /// Sends one line and reads the one response line.
    fn send(&mut self, line: &str) -> Value {
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{line}").expect("the engine reads");
        stdin.flush().expect("flush");
        let response = self
            .lines
            .recv_timeout(Duration::from_secs(30))
            .unwrap_or_else(|_| panic!("no answer to {line}"));
        serde_json::from_str(&response).unwrap_or_else(|e| panic!("{line} -> not JSON ({e}): {response}"))
    }

    fn request(&mut self, request: &Value) -> Value {
        self.send(&request.to_string())
    }

    /// Sends a request that must succeed.
    fn ok(&mut self, request: &Value) -> Value {
        let response = self.request(request);
        assert_eq!(response["ok"], true, "{request} -> {response}");
        response
    }

    fn state(&mut self) -> Value {
        self.ok(&json!({"cmd": "state"}))["state"].clone()
    }

    fn legal(&mut self) -> Value {
        self.ok(&json!({"cmd": "legal"}))
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        drop(self.stdin.take());
        let _ = self.child.wait();
    }
}

fn list(value: &Value) -> &Vec<Value> {
    value.as_array().unwrap_or_else(|| panic!("not an array: {value}"))
}

/// Plays a seeded game to its end, choosing the action at index `pick(step, count)`
/// and applying it by its JSON (or by its notation); returns the number of turns.
fn play_to_the_end(engine: &mut Engine, by_notation: bool) -> usize {
    play_to_the_end_of(engine, 2, by_notation)
}

/// [`play_to_the_end`] at a table of `players`.
fn play_to_the_end_of(engine: &mut Engine, players: u64, by_notation: bool) -> usize {
    for step in 0..2000 {
        let legal = engine.legal();
        if legal["to_move"] == "over" {
            assert!(list(&legal["actions"]).is_empty());
            return step;
        }
        let seat = legal["to_move"]
            .as_u64()
            .expect("with auto_chance a seat is to move, never chance");
        assert!(seat < players, "{legal}");
        let actions = list(&legal["actions"]);
        let notation = list(&legal["notation"]);
        assert!(!actions.is_empty(), "a seat to move has a legal action: {legal}");
        assert_eq!(actions.len(), notation.len());
        let i = (step * 7 + 3) % actions.len();
        let request = if by_notation {
            json!({"cmd": "apply", "notation": notation[i]})
        } else {
            json!({"cmd": "apply", "action": actions[i]})
        };
        let applied = engine.ok(&request);
        assert!(applied["to_move"] == "over" || applied["to_move"].is_u64(), "{applied}");
        assert!(!list(&applied["events"]).is_empty(), "a turn has events: {applied}");
        assert_eq!(applied["state"], engine.state());
    }
    panic!("the game did not end in 2000 turns");
}

#[test]
fn a_seeded_game_plays_to_the_end_through_legal_and_apply() {
    let mut engine = Engine::start();
    let new = engine.ok(&json!({"cmd": "new", "game": "shesh-besh", "seed": 42}));
    assert_eq!((new["players"].clone(), new["seed"].clone()), (json!(2), json!(42)));
    assert!(new["to_move"].is_u64(), "the opening roll is made at once: {new}");
    assert_eq!(engine.ok(&json!({"cmd": "outcome"}))["outcome"], Value::Null);
    let turns = play_to_the_end(&mut engine, false);
    assert!(turns > 10, "{turns} turns");
    let outcome = engine.ok(&json!({"cmd": "outcome"}))["outcome"].clone();
    let winners = list(&outcome["winners"]);
    assert_eq!(winners.len(), 1, "{outcome}");
    let winner = usize::try_from(winners[0].as_u64().expect("a seat")).expect("small");
    let scores = list(&outcome["scores"]);
    assert!(scores[winner].as_i64() > scores[1 - winner].as_i64(), "{outcome}");
    // Nothing more can be played.
    let late = engine.request(&json!({"cmd": "apply", "notation": "8/5 6/5"}));
    assert_eq!(late["ok"], false, "{late}");

    // The same seed and choices give the same game, by action or by notation.
    let final_state = engine.state();
    let mut again = Engine::start();
    again.ok(&json!({"cmd": "new", "game": "shesh-besh", "seed": 42}));
    assert_eq!(play_to_the_end(&mut again, true), turns);
    assert_eq!(again.state(), final_state);
    let record = engine.ok(&json!({"cmd": "record"}))["record"].clone();
    assert_eq!(record, again.ok(&json!({"cmd": "record"}))["record"]);
    assert_eq!(record["seed"], 42);
}

#[test]
fn a_seeded_four_player_jackar_game_plays_to_a_team_win_by_action_and_by_notation() {
    let new = json!({"cmd": "new", "game": "jackar", "players": 4, "seed": 5});
    let mut engine = Engine::start();
    let started = engine.ok(&new);
    assert_eq!(started["players"], 4);
    // The opening draw and the first deal are made at once: a seat holds four cards.
    let hands = list(&started["state"]["hands"]);
    assert!(hands.iter().all(|h| list(h).len() == 4), "{started}");
    let turns = play_to_the_end_of(&mut engine, 4, false);
    assert!(turns > 50, "{turns} turns");
    let outcome = engine.ok(&json!({"cmd": "outcome"}))["outcome"].clone();
    let winners: Vec<u64> = list(&outcome["winners"]).iter().filter_map(Value::as_u64).collect();
    // Partners sit opposite: the winners are seats 0 and 2, or 1 and 3.
    assert!(winners == [0, 2] || winners == [1, 3], "{outcome}");

    let final_state = engine.state();
    let mut again = Engine::start();
    again.ok(&new);
    assert_eq!(play_to_the_end_of(&mut again, 4, true), turns);
    assert_eq!(again.state(), final_state);
}

#[test]
fn a_jackar_seat_sees_its_own_hand_and_only_the_sizes_of_the_others() {
    let mut engine = Engine::start();
    let state = engine.ok(&json!({"cmd": "new", "game": "jackar", "players": 4, "seed": 9}))["state"].clone();
    for seat in 0..4 {
        let view = engine.ok(&json!({"cmd": "view", "seat": seat}))["view"].clone();
        assert_eq!(view["hand"], state["hands"][seat], "seat {seat}");
        assert_eq!(view["hand_sizes"], json!([4, 4, 4, 4]));
        let text = view.to_string();
        assert!(view.get("hands").is_none() && view.get("stock").is_none(), "{text}");
    }
}

#[test]
fn another_seed_gives_another_game() {
    let mut engine = Engine::start();
    let states: Vec<Value> = (0..6)
        .map(|seed| engine.ok(&json!({"cmd": "new", "game": "shesh-besh", "seed": seed}))["state"].clone())
        .collect();
    assert!(states.iter().any(|s| *s != states[0]), "six seeds, one opening roll?");
}

#[test]
fn apply_by_notation_and_by_action_agree_and_the_notation_is_the_one_listed() {
    let mut by_action = Engine::start();
    let mut by_notation = Engine::start();
    for engine in [&mut by_action, &mut by_notation] {
        engine.ok(&json!({"cmd": "new", "game": "shesh-besh", "seed": 7}));
    }
    for step in 0..20 {
        let legal = by_action.legal();
        assert_eq!(legal, by_notation.legal());
        // No game of backgammon ends in 20 turns.
        assert!(legal["to_move"].is_u64(), "{legal}");
        let i = step % list(&legal["actions"]).len();
        let a = by_action.ok(&json!({"cmd": "apply", "action": legal["actions"][i]}));
        let b = by_notation.ok(&json!({"cmd": "apply", "notation": legal["notation"][i]}));
        assert_eq!(a, b);
    }
}

/// The chance outcome whose action JSON is `action`, from a `legal` at a chance point.
fn outcome_with(legal: &Value, action: &Value) -> Value {
    list(&legal["outcomes"])
        .iter()
        .find(|o| o["action"] == *action)
        .unwrap_or_else(|| panic!("{action} is not among the outcomes: {legal}"))
        .clone()
}

#[test]
fn without_auto_chance_the_caller_forces_the_opening_roll_and_each_roll() {
    let mut engine = Engine::start();
    let new = engine.ok(&json!({"cmd": "new", "game": "shesh-besh", "auto_chance": false}));
    assert_eq!(new["to_move"], "chance");
    assert!(list(&new["events"]).is_empty(), "nothing rolled yet");
    let legal = engine.legal();
    assert_eq!(legal["to_move"], "chance");
    let outcomes = list(&legal["outcomes"]);
    assert_eq!(outcomes.len(), list(&legal["actions"]).len());
    assert!(
        outcomes
            .iter()
            .all(|o| o["weight"].as_u64() > Some(0) && o["notation"].is_string())
    );
    // D1: the higher opening die starts and plays both dice; White (seat 0) rolls 5 against 2.
    let opening = outcome_with(&legal, &json!({"opening_roll": {"white": 5, "black": 2}}));
    let rolled = engine.ok(&json!({"cmd": "apply", "action": opening["action"]}));
    assert_eq!(rolled["to_move"], 0, "{rolled}");
    let turns = engine.legal();
    assert!(
        list(&turns["actions"]).iter().all(|t| list(&t["turn"]).len() == 2),
        "{turns}"
    );
    engine.ok(&json!({"cmd": "apply", "action": turns["actions"][0]}));
    // Black's roll waits for the caller too; a double gives four moves.
    let legal = engine.legal();
    assert_eq!(legal["to_move"], "chance");
    let double = outcome_with(&legal, &json!({"roll": [6, 6]}));
    let rolled = engine.ok(&json!({"cmd": "apply", "notation": double["notation"]}));
    assert_eq!(rolled["to_move"], 1);
    let turns = engine.legal();
    assert!(
        list(&turns["actions"]).iter().all(|t| list(&t["turn"]).len() == 4),
        "{turns}"
    );
    // A player's action at a chance point, or a roll on a player's turn, is refused.
    let err = engine.request(&json!({"cmd": "apply", "action": {"roll": [1, 2]}}));
    assert_eq!(err["ok"], false, "{err}");
}

/// A new seeded Shesh-Besh game in which the first legal action was applied
/// `actions` times: a position from the middle of a game.
fn shesh_besh_after_first_actions(seed: u64, actions: usize) -> Engine {
    let mut source = Engine::start();
    source.ok(&json!({"cmd": "new", "game": "shesh-besh", "seed": seed}));
    for _ in 0..actions {
        let legal = source.legal();
        source.ok(&json!({"cmd": "apply", "action": legal["actions"][0]}));
    }
    source
}

#[test]
fn a_position_loads_from_its_gnu_backgammon_position_id() {
    // The start (GNU Backgammon's `4HPwATDgc/ABMA`) with White to play 3-1 is the
    // position after a forced 3-1 opening roll (D1: White's 3 beats Black's 1).
    let mut opened = Engine::start();
    opened.ok(&json!({"cmd": "new", "game": "shesh-besh", "auto_chance": false}));
    let legal = opened.legal();
    let opening = outcome_with(&legal, &json!({"opening_roll": {"white": 3, "black": 1}}));
    opened.ok(&json!({"cmd": "apply", "action": opening["action"]}));
    let mut engine = Engine::start();
    let state = json!({"position_id": "4HPwATDgc/ABMA", "to_move": 0, "dice": [3, 1]});
    let loaded = engine.ok(&json!({"cmd": "load", "game": "shesh-besh", "state": state}));
    assert_eq!(loaded["state"]["position_id"], "4HPwATDgc/ABMA");
    assert_eq!(loaded["state"]["board"], opened.state()["board"]);
    assert_eq!(engine.legal(), opened.legal());
    assert!(list(&engine.legal()["notation"]).contains(&json!("8/5 6/5")));

    // A position from the middle of a game comes back from its id, seat and dice.
    let mut source = shesh_besh_after_first_actions(19, 9);
    let middle = source.state();
    let by_id = json!({"position_id": middle["position_id"], "to_move": middle["to_move"], "dice": middle["dice"]});
    let loaded = engine.ok(&json!({"cmd": "load", "game": "shesh-besh", "state": by_id}));
    for key in ["board", "bar", "off", "to_move", "dice", "position_id"] {
        assert_eq!(loaded["state"][key], middle[key], "{key}");
    }
    // Without dice the seat on roll rolls first, from the seed.
    let no_dice = json!({"position_id": middle["position_id"], "to_move": middle["to_move"]});
    let rolled = engine.ok(&json!({"cmd": "load", "game": "shesh-besh", "state": no_dice, "seed": 5}));
    assert_eq!(rolled["to_move"], middle["to_move"]);
    assert!(rolled["state"]["dice"].is_array(), "{rolled}");
    let waiting = engine.ok(&json!({"cmd": "load", "game": "shesh-besh", "state": no_dice, "auto_chance": false}));
    assert_eq!(waiting["to_move"], "chance");
}

#[test]
fn a_position_loads_from_its_state_json() {
    let mut source = shesh_besh_after_first_actions(3, 6);
    let state = source.state();
    let mut engine = Engine::start();
    let loaded = engine.ok(&json!({"cmd": "load", "game": "shesh-besh", "state": state, "seed": 3}));
    assert_eq!(loaded["state"], state);
    assert_eq!(engine.legal(), source.legal());
}

#[test]
fn every_bad_request_is_refused_and_the_engine_keeps_serving_with_the_state_unchanged() {
    let mut engine = Engine::start();
    // No game yet.
    for line in [
        r#"{"cmd":"legal"}"#,
        r#"{"cmd":"state"}"#,
        r#"{"cmd":"apply","notation":"8/5 6/5"}"#,
    ] {
        let err = engine.send(line);
        assert_eq!(err["ok"], false, "{err}");
        assert!(
            err["error"].as_str().is_some_and(|e| e.contains("no game yet")),
            "{err}"
        );
    }
    engine.ok(&json!({"cmd": "new", "game": "shesh-besh", "seed": 11}));
    let first = engine.legal();
    engine.ok(&json!({"cmd": "apply", "action": first["actions"][0]}));

    let mut good_state = engine.state();
    let cases: &[(&str, &str)] = &[
        ("{\"cmd\":\"legal\"", "malformed JSON"),
        ("not json at all", "malformed JSON"),
        ("[\"legal\"]", "not an array"),
        ("42", "not a number"),
        ("{\"seat\":0}", "missing \"cmd\""),
        ("{\"cmd\":\"resign\"}", "unknown command \"resign\""),
        (
            "{\"cmd\":\"new\",\"game\":\"chess\"}",
            "unknown game \"chess\"; the games are: shesh-besh",
        ),
        (
            "{\"cmd\":\"load\",\"game\":\"chess\",\"state\":{}}",
            "unknown game \"chess\"",
        ),
        ("{\"cmd\":\"new\",\"game\":\"shesh-besh\",\"players\":4}", "not 4"),
        (
            "{\"cmd\":\"new\",\"game\":\"shesh-besh\",\"options\":{\"cube\":\"gold\"}}",
            "bad options",
        ),
        ("{\"cmd\":\"view\",\"seat\":2}", "no seat 2"),
        ("{\"cmd\":\"view\",\"seat\":-1}", "\"seat\" must be a seat number"),
        (
            "{\"cmd\":\"view\",\"seat\":\"white\"}",
            "\"seat\" must be a seat number",
        ),
        ("{\"cmd\":\"apply\",\"action\":{\"turn\":[]}}", "illegal"),
        ("{\"cmd\":\"apply\",\"action\":{\"roll\":[3,4]}}", "a player is to act"),
        (
            "{\"cmd\":\"apply\",\"action\":{\"castle\":\"long\"}}",
            "not an action of shesh-besh",
        ),
        ("{\"cmd\":\"apply\",\"notation\":\"e2e4\"}", "cannot read \"e2e4\""),
        ("{\"cmd\":\"apply\"}", "missing the move"),
        (
            "{\"cmd\":\"load\",\"game\":\"shesh-besh\",\"state\":{\"board\":\"full\"}}",
            "cannot load",
        ),
        ("{\"cmd\":\"load\",\"game\":\"shesh-besh\"}", "missing \"state\""),
        (
            "{\"cmd\":\"load\",\"game\":\"shesh-besh\",\"state\":[1,2]}",
            "cannot load",
        ),
        (
            "{\"cmd\":\"load\",\"game\":\"shesh-besh\",\"state\":{\"position_id\":\"zzzz\",\"to_move\":0}}",
            "zzzz",
        ),
    ];
    // An impossible position: the start with a sixteenth White checker on White's 6-point.
    let mut board = json!([
        -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2
    ]);
    board[5] = json!(6);
    let sixteen = json!({"cmd": "load", "game": "shesh-besh",
        "state": {"board": board, "bar": [0, 0], "off": [0, 0], "to_move": 0, "dice": [3, 1]}})
    .to_string();
    let cases: Vec<(&str, &str)> = cases
        .iter()
        .copied()
        .chain([(sixteen.as_str(), "impossible state")])
        .collect();
    for (line, expected) in cases {
        let legal_before = engine.legal();
        let err = engine.send(line);
        assert_eq!(err["ok"], false, "{line} -> {err}");
        let message = err["error"]
            .as_str()
            .unwrap_or_else(|| panic!("{line}: no error text: {err}"));
        assert!(message.contains(expected), "{line}: {message:?} lacks {expected:?}");
        assert_eq!(engine.state(), good_state, "{line} changed the state");
        assert_eq!(engine.legal(), legal_before, "{line} changed the legal actions");
    }
    // Blank lines get no answer; the next request is answered.
    let stdin = engine.stdin.as_mut().expect("open");
    writeln!(stdin, "\n   \n").expect("write");
    let legal = engine.legal();
    let next = engine.ok(&json!({"cmd": "apply", "notation": legal["notation"][0]}));
    assert_ne!(next["state"], good_state);
    good_state = next["state"].clone();
    assert_eq!(engine.state(), good_state);
}

/// The position of `legal`'s action equal to `action`, if any.
fn legal_index(legal: &Value, action: &Value) -> Option<usize> {
    list(&legal["actions"]).iter().position(|a| a == action)
}

#[test]
fn computer_players_play_a_seeded_shesh_besh_game_to_its_end_the_same_way_twice() {
    let play = || {
        let mut engine = Engine::start();
        engine.ok(&json!({"cmd": "new", "game": "shesh-besh", "seed": 8}));
        let mut turns = 0;
        while engine.legal()["to_move"] != "over" {
            let legal = engine.legal();
            let seat = legal["to_move"].as_u64().expect("a seat");
            let level = if seat == 0 { "hard" } else { "easy" };
            let before = engine.state();
            let chosen = engine.ok(&json!({"cmd": "bot", "level": level}));
            assert_eq!(engine.state(), before, "bot applies nothing");
            assert_eq!(
                (chosen["seat"].as_u64(), chosen["level"].as_str()),
                (Some(seat), Some(level))
            );
            let at = legal_index(&legal, &chosen["action"]).unwrap_or_else(|| panic!("{chosen} is not legal: {legal}"));
            assert_eq!(chosen["notation"], legal["notation"][at]);
            for reason in list(&chosen["reasons"]) {
                assert!(legal_index(&legal, &reason["action"]).is_some(), "{reason}");
                assert!(reason["why"].as_str().is_some_and(|w| !w.is_empty()), "{reason}");
            }
            engine.ok(&json!({"cmd": "apply", "action": chosen["action"]}));
            turns += 1;
            assert!(turns < 2000, "the game ends");
        }
        let record = engine.ok(&json!({"cmd": "record"}))["record"].clone();
        (turns, record, engine.ok(&json!({"cmd": "outcome"}))["outcome"].clone())
    };
    let (turns, record, outcome) = play();
    assert!(turns > 10, "{turns} turns");
    assert_eq!(list(&outcome["winners"]).len(), 1, "{outcome}");
    assert_eq!(play(), (turns, record, outcome), "the same seeds, the same game");
}

#[test]
fn every_game_with_computer_players_answers_bot_and_the_others_say_they_have_none() {
    let mut engine = Engine::start();
    for game in majlis_games::GAMES {
        engine.ok(&json!({"cmd": "new", "game": game.id, "seed": 2}));
        let legal = engine.legal();
        // Small budgets: this checks the plumbing of every game, not its strength.
        for request in [
            json!({"cmd": "bot", "level": "easy"}),
            json!({"cmd": "bot", "level": "hard", "iterations": 20, "seed": 5}),
        ] {
            let answer = engine.request(&request);
            if game.has_computers() {
                assert_eq!(answer["ok"], true, "{}: {request} -> {answer}", game.id);
                assert_eq!(answer["seat"], legal["to_move"], "{}", game.id);
                assert!(
                    legal_index(&legal, &answer["action"]).is_some(),
                    "{}: {answer}",
                    game.id
                );
                assert_eq!(engine.request(&request), answer, "{}: deterministic", game.id);
            } else {
                let expected = format!("{} has no computer players yet", game.description.latin);
                assert_eq!(answer, json!({"ok": false, "error": expected}), "{}", game.id);
            }
        }
        assert_eq!(engine.legal(), legal, "{}: nothing applied", game.id);
    }
}

#[test]
fn the_engine_stops_cleanly_when_its_input_ends() {
    let mut engine = Engine::start();
    engine.ok(&json!({"cmd": "new", "game": "shesh-besh"}));
    drop(engine.stdin.take());
    let status = engine.child.wait().expect("the engine exits");
    assert!(status.success(), "{status}");
}

/// The transcripts in docs/engine.md: each ```text block is one engine session,
/// `> ` lines are requests and `< ` lines the responses the engine gives. With
/// `MAJLIS_BLESS_DOCS=1` the test writes the engine's responses into the file
/// (review the diff); otherwise it checks them.
#[test]
fn the_transcripts_in_the_documentation_are_what_the_engine_answers() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/engine.md");
    let doc = std::fs::read_to_string(path).expect("docs/engine.md is there");
    let bless = std::env::var_os("MAJLIS_BLESS_DOCS").is_some();
    let mut written = Vec::new();
    let mut engine: Option<Engine> = None;
    let mut sessions = 0;
    let mut checked = 0;
    let mut requests = 0;
    for line in doc.lines() {
        match line {
            "```text" => {
                engine = Some(Engine::start());
                sessions += 1;
            }
            "```" => engine = None,
            _ => {}
        }
        match (engine.as_mut(), line.strip_prefix("> "), line.strip_prefix("< ")) {
            (Some(engine), Some(request), _) => {
                written.push(line.to_string());
                requests += 1;
                let answer = engine.send(request);
                written.push(format!("< {answer}"));
            }
            (Some(_), None, Some(documented)) => {
                let documented: Value = serde_json::from_str(documented).expect("documented responses are JSON");
                let answer = written
                    .last()
                    .and_then(|l| l.strip_prefix("< "))
                    .expect("a request before");
                let answer: Value = serde_json::from_str(answer).expect("JSON");
                if !bless {
                    assert_eq!(
                        answer,
                        documented,
                        "docs/engine.md, after {}",
                        written[written.len() - 2]
                    );
                }
                checked += 1;
            }
            _ => written.push(line.to_string()),
        }
    }
    assert!(
        bless || checked == requests,
        "every request in docs/engine.md shows its response"
    );
    if bless {
        std::fs::write(path, written.join("\n") + "\n").expect("docs/engine.md written");
    }
    assert!(
        sessions >= 4 && checked >= 15,
        "docs/engine.md shows {sessions} sessions, {checked} responses"
    );
}

/// The most memory the engine process has held so far, in kB (Linux: the
/// high-water mark of its resident set, `VmHWM`).
#[cfg(target_os = "linux")]
fn peak_memory_kb(engine: &Engine) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", engine.child.id())).expect("/proc is there");
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM in kB")
}

#[test]
fn a_request_over_the_limit_is_refused_unread_and_memory_stays_flat() {
    let mut engine = Engine::start();
    engine.ok(&json!({"cmd": "new", "game": "shesh-besh", "seed": 5}));
    let state = engine.state();
    // 12 MB of a state's board: read whole and parsed, it would take hundreds of MB.
    let mut line = String::from(r#"{"cmd":"load","game":"shesh-besh","state":{"board":["#);
    line.push_str(&"0,".repeat(6_000_000));
    line.push_str("0]}}");
    let answer = engine.send(&line);
    assert_eq!(
        answer,
        json!({"ok": false, "error": format!(
            "the request is {} bytes long, more than the 1,048,576 (1 MiB) a request may be: it was not read",
            rules_core::words::thousands(line.len() as u64)
        )})
    );
    #[cfg(target_os = "linux")]
    {
        let peak = peak_memory_kb(&engine);
        assert!(peak < 64 * 1024, "the engine held {peak} kB for a line it refused");
    }
    // Still serving, the table as it was.
    assert_eq!(engine.state(), state);
    engine.ok(&json!({"cmd": "legal"}));
}

#[test]
fn a_bot_request_of_the_most_iterations_stops_for_time() {
    // A million iterations of a search take over a minute (Khixa 75 s, Toki
    // 59 s, Jackar 20 s before the cap): the clock stops them, and the answer
    // says so. Khixa with the default cap, the others with one of their own.
    for (game, ms) in [("khixa", None), ("toki", Some(1000)), ("jackar", Some(1000))] {
        let mut engine = Engine::start();
        engine.ok(&json!({"cmd": "new", "game": game, "seed": 2}));
        // On to a position with a choice to make.
        for step in 0..40 {
            let legal = engine.legal();
            let actions = list(&legal["actions"]);
            if step >= 6 && actions.len() >= 3 {
                break;
            }
            engine.ok(&json!({"cmd": "apply", "action": actions[(step * 7 + 3) % actions.len()]}));
        }
        let mut request = json!({"cmd": "bot", "level": "hard", "iterations": 1_000_000});
        if let Some(ms) = ms {
            request["ms"] = json!(ms);
        }
        let answer = engine.ok(&request);
        assert_eq!(
            (&answer["iterations"], &answer["ms"], &answer["out_of_time"]),
            (&json!(1_000_000), &json!(ms.unwrap_or(5000)), &json!(true)),
            "{game}: {answer}"
        );
        let done = answer["iterations_done"].as_u64().expect("iterations done");
        assert!(done < 1_000_000, "{game}: {answer}");
        assert!(
            legal_index(&engine.legal(), &answer["action"]).is_some(),
            "{game}: {answer}"
        );
    }
    // A cap beyond the ceiling is refused.
    let mut engine = Engine::start();
    engine.ok(&json!({"cmd": "new", "game": "khixa", "seed": 2}));
    let refused = engine.request(&json!({"cmd": "bot", "level": "hard", "ms": 60_000}));
    assert_eq!(
        refused,
        json!({"ok": false, "error": "\"ms\" must be a whole number of milliseconds from 1 to 10000, not 60000"})
    );
}

#[test]
fn every_game_refuses_an_action_with_a_field_it_does_not_take() {
    // Jackar's {"move":{…,"bogus":1}}, Khixa's place, Shesh-Besh's steps were
    // played with the field ignored; now every game refuses them, the table
    // unchanged. Each game is played a while, and at each step the first legal
    // action of each shape is tried with a field added anywhere in it.
    for game in majlis_games::GAMES {
        let mut engine = Engine::start();
        engine.ok(&json!({"cmd": "new", "game": game.id, "seed": 4}));
        let mut shapes = std::collections::BTreeSet::new();
        for step in 0..60 {
            let legal = engine.legal();
            if legal["to_move"] == "over" {
                break;
            }
            let actions = list(&legal["actions"]);
            for action in actions {
                let shape = match action {
                    Value::Object(map) => map.keys().next().cloned().unwrap_or_default(),
                    other => other.to_string(),
                };
                if !shapes.insert(shape) {
                    continue;
                }
                for extended in with_a_field_added(action) {
                    let answer = engine.request(&json!({"cmd": "apply", "action": extended}));
                    let error = answer["error"].as_str().unwrap_or_default();
                    // In a kind's fields the field is named; beside a kind's
                    // name (`{"move": …, "bogus": 1}`, `{"point": 13, "bogus": 1}`)
                    // it makes the object no kind at all.
                    assert!(
                        answer["ok"] == false
                            && error.starts_with("not an action of")
                            && (error.contains("unknown field `bogus`")
                                || error.contains("expected map with a single key")),
                        "{}: {extended} -> {answer}",
                        game.id
                    );
                }
                assert_eq!(engine.legal(), legal, "{}: refusals change nothing", game.id);
            }
            engine.ok(&json!({"cmd": "apply", "action": actions[(step * 7 + 3) % actions.len()]}));
        }
        assert!(!shapes.is_empty(), "{}: {shapes:?}", game.id);
    }
}

#[test]
fn a_key_given_twice_is_refused_not_read_as_the_last() {
    // Toki Toki's opening reveal: `open 3 4` was played from this line.
    let mut engine = Engine::start();
    engine.ok(&json!({"cmd": "new", "game": "toki", "seed": 3}));
    let state = engine.state();
    let answer = engine.send(r#"{"cmd":"apply","action":{"open":[1,2],"open":[3,4]}}"#);
    assert_eq!(answer["ok"], false, "{answer}");
    assert!(
        answer["error"]
            .as_str()
            .is_some_and(|e| e.starts_with("the key \"open\" is given twice in one object")),
        "{answer}"
    );
    assert_eq!(engine.state(), state);
    let answer = engine.send(r#"{"cmd":"new","game":"toki","seed":1,"seed":2}"#);
    assert!(
        answer["error"]
            .as_str()
            .is_some_and(|e| e.contains("\"seed\" is given twice")),
        "{answer}"
    );
}

#[test]
fn a_huge_notation_is_answered_with_a_short_error() {
    let mut engine = Engine::start();
    engine.ok(&json!({"cmd": "new", "game": "shesh-besh", "seed": 1}));
    // Just under the line limit: read, and refused with a cut excerpt.
    let notation = "x".repeat(1_000_000);
    let answer = engine.request(&json!({"cmd": "apply", "notation": notation}));
    assert_eq!(
        answer,
        json!({"ok": false, "error": format!(
            "cannot read \"{}…\" (1,000,000 characters) as an action: a notation is at most 200 characters",
            "x".repeat(40)
        )})
    );
}
