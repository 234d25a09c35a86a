//! Robustness: bad input gets a clear error, never a panic. Seeded and
//! deterministic: random and mutated notation in real mid-game positions (cube on
//! and off), mutated state JSON through `load_json`, random Position IDs, and
//! mutated records through `Table::replay`. Anything accepted must be
//! self-consistent: 15 checkers a side, the state JSON loads back to the same
//! game, and a game not over has a legal action.

use rand::RngExt;
use rules_core::fuzz::Robustness;
use rules_core::{Game, Seat, Table, TableRng, ToAct, rng_from_seed};
use serde_json::{Value, json};
use shesh_besh::{CHECKERS, Options, SheshBesh};

/// Real positions: seeded random games stopped at random points, cube off and on,
/// single games and matches.
fn positions() -> Vec<SheshBesh> {
    let mut out = Vec::new();
    let mut picker = rng_from_seed(7);
    for seed in 0..24u64 {
        let options = Options {
            cube: seed % 2 == 1,
            match_to: if seed % 3 == 0 { 5 } else { 1 },
            ..Options::default()
        };
        let mut table = Table::<SheshBesh>::new(seed, 2, options).expect("two players");
        for _ in 0..12 {
            let steps = picker.random_range(0..30);
            table.play_random(&mut picker, steps);
            out.push(table.game().clone());
        }
    }
    out
}

/// The invariants of Shesh-Besh an accepted game keeps beside the drive's
/// own: 15 checkers a side, dice of one to six, a cube that is a power of two
/// held by a seat, a mover that is a seat.
fn checkers_dice_and_cube(game: &SheshBesh) -> Result<(), String> {
    for seat in [Seat(0), Seat(1)] {
        let on_board: u32 = (1..=24).map(|p| u32::from(game.checkers_on(seat, p))).sum();
        let total = on_board + u32::from(game.bar(seat)) + u32::from(game.off(seat));
        if total != u32::from(CHECKERS) {
            return Err(format!("seat {} has {total} checkers", seat.0));
        }
    }
    if let Some((a, b)) = game.dice()
        && !((1..=6).contains(&a) && (1..=6).contains(&b))
    {
        return Err(format!("dice {a}-{b}"));
    }
    let (cube, owner) = game.cube();
    if !(cube.is_power_of_two() && cube <= shesh_besh::MAX_CUBE) || owner.is_some_and(|s| s.0 >= 2) {
        return Err(format!("cube {cube} owned by {owner:?}"));
    }
    if game.mover().is_some_and(|s| s.0 >= 2) {
        return Err(format!("mover {:?}", game.mover()));
    }
    Ok(())
}

/// Every invariant a game that was accepted must keep (the drive's check:
/// it loads back the same, has a legal action or outcome, and plays on).
fn check_consistent(game: &SheshBesh, what: &str) {
    Robustness::new(Vec::new())
        .invariant(checkers_dice_and_cube)
        .check_consistent(game, &mut rng_from_seed(0), what)
        .unwrap_or_else(|e| panic!("{e}"));
}

/// Values close to Shesh-Besh's own, for the JSON mutator: notation one step
/// off, words of the state, dice and counts just out of range.
fn fuzz_words() -> [Value; 6] {
    [
        json!("25/off(9) 24/-1"),
        json!("roll 7-0"),
        json!("turkish-mars"),
        json!([7, 0]),
        json!({"value": 3, "owner": 2}),
        json!({"winner": 2, "kind": "dropped"}),
    ]
}

const PIECES: [&str; 32] = [
    "/",
    "bar",
    "off",
    "*",
    "(",
    ")",
    "(2)",
    "(9)",
    "(0)",
    "(99999999999999999999)",
    " ",
    "24",
    "25",
    "0",
    "-1",
    "13",
    "6",
    "roll",
    "opening",
    "double",
    "take",
    "drop",
    "pass",
    "-",
    "6-6",
    "0-7",
    "7-1",
    "18446744073709551616",
    "é",
    "\u{0}",
    "\t",
    "/off",
];

/// The drive over the real positions with Shesh-Besh's near misses.
fn drive() -> Robustness<SheshBesh> {
    Robustness::new(positions())
        .near_json(fuzz_words().to_vec())
        .words(&PIECES)
        .invariant(checkers_dice_and_cube)
}

#[test]
fn random_and_mutated_notation_never_panics_and_parses_to_legal_actions() {
    let fed = drive().notation(1).unwrap_or_else(|e| panic!("{e}"));
    assert!(fed.applied > 0, "{fed:?}");
}

#[test]
fn mutated_state_json_never_panics_and_what_loads_is_consistent() {
    let fed = drive().tries(80).state_json(2).unwrap_or_else(|e| panic!("{e}"));
    // The mutations are not all refusals (extra-field-free number tweaks load).
    assert!(fed.accepted > 0, "no mutated state loaded at all: {fed:?}");
}

// Regression: a board count of i64::MIN overflowed `abs` in the board reader
// (a panic in debug builds) instead of being refused.
#[test]
fn random_position_ids_never_panic_and_what_decodes_is_consistent() {
    const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=-_!";
    let mut rng = rng_from_seed(3);
    let ids: Vec<String> = positions().iter().map(SheshBesh::position_id).collect();
    for i in 0..3000 {
        let id: String = if i % 2 == 0 {
            let len = rng.random_range(0..20);
            (0..len)
                .map(|_| char::from(B64[rng.random_range(0..B64.len())]))
                .collect()
        } else {
            let mut id: Vec<u8> = ids[rng.random_range(0..ids.len())].clone().into_bytes();
            let k = rng.random_range(0..id.len());
            id[k] = B64[rng.random_range(0..B64.len())];
            String::from_utf8(id).expect("ascii")
        };
        let seat = Seat(rng.random_range(0..2));
        let dice = rng
            .random_bool(0.5)
            .then(|| (rng.random_range(0..8), rng.random_range(0..8)));
        if let Ok(game) = SheshBesh::from_position_id(&id, seat, dice) {
            check_consistent(&game, &format!("id {id:?}, seat {}, dice {dice:?}", seat.0));
        }
        let short = json!({"position_id": id, "to_move": seat.0, "dice": dice.map(|(a, b)| [a, b])});
        if let Ok(game) = SheshBesh::load_json(&short) {
            check_consistent(&game, &format!("short form {short}"));
        }
    }
}

#[test]
fn mutated_records_replay_or_refuse_cleanly() {
    // Cube on and off, matches to 1 to 3; a mutation may also change them.
    for (i, seeds) in [(0..4), (4..8), (8..12)].into_iter().enumerate() {
        let options = Options {
            cube: i % 2 == 0,
            match_to: 1 + u32::try_from(i).expect("small"),
            ..Options::default()
        };
        let fed = drive()
            .tries(60)
            .records((2, &options), seeds, 120, |rng, options| {
                options.match_to = rng.random_range(0..3);
                options.cube = rng.random_bool(0.5);
            })
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(fed.accepted > 0, "{fed:?}");
    }
}

#[test]
fn a_board_count_of_i64_min_is_refused_not_a_panic() {
    let mut state = SheshBesh::new_game(2, &Options::default())
        .expect("two players")
        .state_json();
    state["board"][0] = json!(i64::MIN);
    state.as_object_mut().expect("an object").remove("position_id");
    let e = SheshBesh::load_json(&state).expect_err("an impossible count");
    assert!(e.to_string().contains("at most 15 checkers"), "{e}");
}

// Regression: a finished game without `turn` took turn 0, so when seat 1 had won
// the state it wrote back said turn 0 and did not load again.
#[test]
fn a_finished_game_without_turn_is_the_winners() {
    let mut state = SheshBesh::new_game(2, &Options::default())
        .expect("two players")
        .state_json();
    let mut board = [0i64; 24];
    board[0] = 15; // seat 0 has all 15 on its 1-point; seat 1 has borne off
    state["board"] = json!(board);
    state["off"] = json!([0, 15]);
    state["phase"] = json!("over");
    state["to_move"] = Value::Null;
    state["score"] = json!([0, 2]);
    state["last_game"] = json!({"winner": 1, "kind": "mars"});
    let obj = state.as_object_mut().expect("an object");
    for key in ["turn", "position_id"] {
        obj.remove(key);
    }
    let game = SheshBesh::load_json(&state).expect("a finished game");
    assert_eq!(
        game.last_game().map(|(w, _)| w),
        Some(Seat(1)),
        "seat 1 bore off all 15"
    );
    check_consistent(&game, "seat 1 won, turn left out");

    let mut dropped = json!({
        "board": [-2, 0, 0, 0, 1, 5, 0, 2, 1, 0, 0, -4, 4, 0, -1, 0, -2, 0, -5, 0, 0, -1, 0, 2],
        "bar": [0, 0], "off": [0, 0], "phase": "over", "to_move": null, "dice": null,
        "score": [0, 1], "match_to": 1, "options": {"cube": true, "match_to": 1, "opening": "play-roll"},
        "last_game": {"kind": "dropped", "winner": 1}, "cube": {"owner": null, "value": 1}, "crawford": false,
    });
    let game = SheshBesh::load_json(&dropped).expect("a dropped double ended it");
    check_consistent(&game, "seat 1 won on a drop, turn left out");
    dropped["turn"] = json!(1);
    assert_eq!(SheshBesh::load_json(&dropped).expect("with turn"), game);
}

// Regression: beside a board, a position_id that was not a string (`0`) was
// ignored instead of refused like every other field of the wrong type.
#[test]
fn a_position_id_of_the_wrong_type_beside_a_board_is_refused() {
    let mut state = SheshBesh::new_game(2, &Options::default())
        .expect("two players")
        .state_json();
    state["position_id"] = json!(0);
    let e = SheshBesh::load_json(&state).expect_err("a number is no position id");
    assert!(
        e.to_string()
            .contains("position_id: invalid type: integer `0`, expected a string"),
        "{e}"
    );
}

// Regression: a loaded match to u32::MAX points with a score near it overflowed
// when a game was won (a panic in debug builds, a wrapped score in release).
#[test]
fn a_win_near_the_largest_match_length_does_not_overflow_the_score() {
    let mut board = [0i64; 24];
    board[0] = 1; // seat 0's last checker, on its 1-point
    board[23] = -15; // seat 1 has borne off none: a Mars (D2)
    let state = json!({
        "board": board, "bar": [0, 0], "off": [14, 0], "to_move": 0, "dice": [6, 5],
        "score": [u32::MAX - 1, 0], "match_to": u32::MAX,
        "last_game": {"winner": 0, "kind": "plain"},
    });
    let mut game = SheshBesh::load_json(&state).expect("a legal state");
    let action = game.parse_notation("1/off").expect("bears off");
    game.apply(&action).expect("legal");
    assert_eq!(game.to_act(), ToAct::Over);
    assert_eq!(
        game.score(),
        [u32::MAX, 0],
        "the match is won; the score stops at the largest"
    );
    check_consistent(&game, "won near u32::MAX");
}

/// A random state, often impossible, built field by field: boards with up to 15
/// checkers a side, any phase, seats, dice, score, match length and cube.
fn random_state(rng: &mut TableRng) -> Value {
    let mut board = [0i64; 24];
    let mut bar = [0i64; 2];
    let mut off = [0i64; 2];
    for side in 0..2 {
        for _ in 0..15 {
            match rng.random_range(0..20) {
                0 => bar[side] += 1,
                1..=3 => off[side] += 1,
                _ => {
                    let i = rng.random_range(0..24);
                    let sign = if side == 0 { 1 } else { -1 };
                    if board[i] * sign >= 0 {
                        board[i] += sign;
                    } else {
                        off[side] += 1;
                    }
                }
            }
        }
    }
    let match_to = [1u64, 1, 3, 5, 7, u64::from(u32::MAX)][rng.random_range(0..6)];
    let score = [
        rng.random_range(0..match_to.min(8)),
        rng.random_range(0..match_to.min(8)),
    ];
    let cube_on = rng.random_bool(0.5);
    let phases = ["opening", "roll", "decide", "respond", "move", "over"];
    let mut state = json!({
        "board": board, "bar": bar, "off": off,
        "match_to": match_to,
        "options": {"cube": cube_on, "match_to": match_to},
        "score": score,
    });
    let pick = |rng: &mut TableRng, choices: &[Value]| choices[rng.random_range(0..choices.len())].clone();
    let seats = [json!(0), json!(1), Value::Null, json!("chance")];
    if rng.random_bool(0.8) {
        state["phase"] = json!(phases[rng.random_range(0..phases.len())]);
    }
    if rng.random_bool(0.8) {
        state["to_move"] = pick(rng, &seats);
    }
    if rng.random_bool(0.6) {
        state["turn"] = pick(rng, &seats[..3]);
    }
    if rng.random_bool(0.6) {
        state["dice"] = json!([rng.random_range(1..=6), rng.random_range(1..=6)]);
    }
    if score != [0, 0] || rng.random_bool(0.2) {
        let kinds = [json!("plain"), json!("mars"), json!("turkish-mars"), json!("dropped")];
        state["last_game"] = json!({"winner": rng.random_range(0..2), "kind": pick(rng, &kinds)});
    }
    if cube_on {
        let value = 1u64 << rng.random_range(0..7);
        let owner = if value == 1 {
            Value::Null
        } else {
            json!(rng.random_range(0..2))
        };
        state["cube"] = json!({"value": value, "owner": owner});
        state["crawford"] = json!(rng.random_bool(0.3));
    }
    state
}

#[test]
fn random_states_that_load_play_on_without_panics() {
    let mut rng = rng_from_seed(8);
    let mut loaded = 0;
    for n in 0..20_000 {
        let state = random_state(&mut rng);
        let Ok(game) = SheshBesh::load_json(&state) else {
            continue;
        };
        loaded += 1;
        check_consistent(&game, &format!("random state {n}: {state}"));
        let mut table = Table::from_state(game, n);
        for step in 0..60 {
            let over = table.play_random(&mut rng, 1);
            check_consistent(table.game(), &format!("random state {n} after {step} actions: {state}"));
            if over {
                break;
            }
        }
    }
    assert!(loaded > 50, "only {loaded} random states loaded");
}

/// A random place: points 0 to 30 (most off the board's 1 to 24), the bar, off.
fn random_place(rng: &mut TableRng) -> shesh_besh::Place {
    match rng.random_range(0..10) {
        0 => shesh_besh::Place::Bar,
        1 => shesh_besh::Place::Off,
        _ => shesh_besh::Place::Point(rng.random_range(0..=30)),
    }
}

#[test]
fn random_steps_never_panic_the_move_builder_or_apply() {
    use shesh_besh::{Action, Step};
    let mut rng = rng_from_seed(10);
    for (n, game) in positions().iter().enumerate() {
        let legal = game.legal_actions();
        for _ in 0..40 {
            let listed = legal.iter().filter(|a| !a.steps().is_empty()).collect::<Vec<_>>();
            let steps: Vec<Step> = if !listed.is_empty() && rng.random_bool(0.6) {
                // A listed turn, shuffled, cut short or with one place changed.
                let mut steps = listed[rng.random_range(0..listed.len())].steps().to_vec();
                match rng.random_range(0..3) {
                    0 => steps.reverse(),
                    1 => {
                        steps.pop();
                    }
                    _ => {
                        let i = rng.random_range(0..steps.len());
                        if rng.random_bool(0.5) {
                            steps[i].to = random_place(&mut rng);
                        } else {
                            steps[i].from = random_place(&mut rng);
                        }
                    }
                }
                steps
            } else {
                let len = rng.random_range(0..6);
                (0..len)
                    .map(|_| Step::new(random_place(&mut rng), random_place(&mut rng)))
                    .collect()
            };
            // The move builder's queries take any steps.
            let _ = game.legal_steps(&steps);
            let _ = game.turn_for(&steps);
            if let Ok(after) = game.position_after(&steps) {
                for seat in [Seat(0), Seat(1)] {
                    let on: u32 = (1..=24).map(|p| u32::from(after.checkers_on(seat, p))).sum();
                    let total = on + u32::from(after.bar(seat)) + u32::from(after.off(seat));
                    assert_eq!(total, u32::from(CHECKERS), "position {n} after {steps:?}");
                }
            }
            // A turn of these steps, applied: refused without a change, or legal.
            if let Ok(action) = Action::turn(&steps) {
                let mut after = game.clone();
                match after.apply(&action) {
                    Ok(_) => {
                        // Listed turns are one per resulting position: this one's is among them.
                        let same = legal.iter().any(|a| {
                            let mut listed = game.clone();
                            listed.apply(a).is_ok() && listed == after
                        });
                        assert!(same, "position {n}: {steps:?} reaches a position no listed turn does");
                        check_consistent(&after, &format!("position {n} after {steps:?}"));
                    }
                    Err(_) => assert_eq!(&after, game, "position {n}: a refused {steps:?} changed the game"),
                }
            }
        }
    }
}

// Regression (D4): a finished match whose loser also had the match's points
// ([5, 5] or [5, 9] to 5, seat 0 the winner) loaded, and its outcome named
// seat 0 the winner against a higher score.
#[test]
fn a_finished_match_whose_loser_reached_the_match_length_is_refused() {
    let mut board = [0i64; 24];
    board[23] = -15;
    for score in [[5, 5], [5, 9]] {
        let state = json!({
            "board": board, "bar": [0, 0], "off": [15, 0], "phase": "over", "to_move": null, "turn": 0,
            "score": score, "match_to": 5, "last_game": {"winner": 0, "kind": "mars"},
        });
        let e = SheshBesh::load_json(&state).expect_err("the loser cannot have reached 5");
        assert!(e.to_string().contains("yet seat 1 has"), "{e}");
    }
    // The same finished match with the loser short of 5 loads.
    let state = json!({
        "board": board, "bar": [0, 0], "off": [15, 0], "phase": "over", "to_move": null, "turn": 0,
        "score": [5, 4], "match_to": 5, "last_game": {"winner": 0, "kind": "mars"},
    });
    check_consistent(&SheshBesh::load_json(&state).expect("a finished match"), "5-4 to 5");
}

// Regression (D3, D4): a finished match whose winner already had the match's
// points before the last game (40 to 5), or fewer points than the last game
// gave (a Mars at cube 4 is 8 points), loaded.
#[test]
fn a_finished_match_scored_beyond_its_last_game_is_refused() {
    let mut board = [0i64; 24];
    board[23] = -15;
    let over = |score: [u32; 2], cube: Value| {
        let mut state = json!({
            "board": board, "bar": [0, 0], "off": [15, 0], "phase": "over", "to_move": null, "turn": 0,
            "score": score, "match_to": 5, "last_game": {"winner": 0, "kind": "mars"},
        });
        if !cube.is_null() {
            state["options"] = json!({"cube": true, "match_to": 5});
            state["cube"] = cube;
        }
        SheshBesh::load_json(&state)
    };
    let e = over([40, 0], Value::Null).expect_err("38 points before a 2-point game");
    assert!(e.to_string().contains("before the last game"), "{e}");
    let e = over([6, 0], json!({"value": 4, "owner": 1})).expect_err("a Mars at 4 is 8 points");
    assert!(e.to_string().contains("8 points"), "{e}");
    // Within what the last game gave, both load.
    check_consistent(&over([6, 0], Value::Null).expect("4 + 2"), "6-0 to 5");
    check_consistent(
        &over([9, 0], json!({"value": 4, "owner": 1})).expect("1 + 8"),
        "9-0 to 5 at 4",
    );
}
