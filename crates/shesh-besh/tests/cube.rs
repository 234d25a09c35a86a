//! D3: the optional doubling cube (`Options::cube`). Standard doubling before the
//! roll, take or drop, the cube's owner, scoring times the cube, the cap at 64,
//! the Crawford rule in matches, and the cube in the state JSON.

mod common;

use rules_core::conformance::Conformance;
use rules_core::{Game, RuleError, Seat, ToAct};
use serde_json::{Value, json};
use shesh_besh::{Action, Event, MAX_CUBE, Options, Phase, SheshBesh, WinKind};

const WHITE: Seat = Seat(0);
const BLACK: Seat = Seat(1);

/// A cube game after White's opening 3-1 (8/5 6/5): Black is on turn, before rolling.
fn black_on_turn(match_to: u32) -> SheshBesh {
    let mut game = SheshBesh::new_game(2, &Options::cube_match(match_to)).expect("a game");
    game.apply(&Action::OpeningRoll { white: 3, black: 1 })
        .expect("opening");
    let turn = game.parse_notation("8/5 6/5").expect("a turn");
    game.apply(&turn).expect("legal");
    game
}

fn apply(game: &mut SheshBesh, text: &str) -> Vec<Event> {
    let action = game.parse_notation(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    game.apply(&action).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays the first legal turn after rolling `dice`.
fn roll_and_move(game: &mut SheshBesh, dice: (u8, u8)) {
    game.apply(&Action::Roll(dice.0, dice.1)).expect("a roll");
    let first = game.legal_actions()[0];
    game.apply(&first).expect("a listed turn");
}

#[test]
fn d3_before_rolling_the_player_on_turn_doubles_or_rolls() {
    let game = black_on_turn(1);
    assert_eq!(game.phase(), Phase::Decide);
    assert_eq!(game.to_act(), ToAct::Seat(BLACK));
    assert_eq!(game.legal_actions(), vec![Action::NoDouble, Action::Double]);
    assert!(game.chance_outcomes().is_none());
    assert_eq!(game.cube(), (1, None));
    // Not doubling hands the dice to chance.
    let mut rolls = game.clone();
    assert_eq!(apply(&mut rolls, "roll"), vec![]);
    assert_eq!((rolls.phase(), rolls.to_act()), (Phase::Roll, ToAct::Chance));
    assert_eq!(rolls.cube(), (1, None));
}

#[test]
fn d3_offer_and_take_doubles_the_cube_and_the_taker_owns_it() {
    let mut game = black_on_turn(1);
    assert_eq!(
        apply(&mut game, "double"),
        vec![Event::DoubleOffered { seat: BLACK, value: 2 }]
    );
    assert_eq!(game.phase(), Phase::Respond);
    assert_eq!(game.to_act(), ToAct::Seat(WHITE), "the opponent answers");
    assert_eq!(game.mover(), Some(BLACK), "it is still Black's turn");
    assert_eq!(game.legal_actions(), vec![Action::Take, Action::Drop]);
    assert_eq!(game.cube(), (1, None), "the cube doubles only when taken");
    assert_eq!(
        apply(&mut game, "take"),
        vec![Event::DoubleTaken { seat: WHITE, value: 2 }]
    );
    assert_eq!(game.cube(), (2, Some(WHITE)));
    assert_eq!(
        (game.phase(), game.to_act()),
        (Phase::Roll, ToAct::Chance),
        "Black rolls"
    );
    assert_eq!(game.mover(), Some(BLACK));
}

#[test]
fn d3_only_the_owner_may_redouble() {
    let mut game = black_on_turn(1);
    apply(&mut game, "double");
    apply(&mut game, "take");
    roll_and_move(&mut game, (6, 5));
    // White owns the cube: White may redouble.
    assert_eq!((game.phase(), game.to_act()), (Phase::Decide, ToAct::Seat(WHITE)));
    assert!(game.may_double(WHITE) && !game.may_double(BLACK));
    apply(&mut game, "roll");
    roll_and_move(&mut game, (4, 2));
    // Black does not own it: chance rolls for Black at once.
    assert_eq!((game.phase(), game.to_act()), (Phase::Roll, ToAct::Chance));
    assert!(game.clone().apply(&Action::Double).is_err());
    roll_and_move(&mut game, (3, 1));
    apply(&mut game, "double");
    assert_eq!(
        apply(&mut game, "take"),
        vec![Event::DoubleTaken { seat: BLACK, value: 4 }]
    );
    assert_eq!(game.cube(), (4, Some(BLACK)));
}

#[test]
fn d3_a_drop_wins_the_game_at_the_cube_before_the_double() {
    let mut game = black_on_turn(1);
    apply(&mut game, "double");
    let events = apply(&mut game, "drop");
    assert_eq!(
        events,
        vec![
            Event::DoubleDropped { seat: WHITE },
            Event::GameWon {
                winner: BLACK,
                kind: WinKind::Dropped,
                points: 1,
                score: [0, 1]
            },
            Event::MatchWon {
                winner: BLACK,
                score: [0, 1]
            }
        ]
    );
    assert_eq!(game.to_act(), ToAct::Over);
    assert_eq!(game.last_game(), Some((BLACK, WinKind::Dropped)));
    assert_eq!(game.outcome().expect("over").winners, vec![BLACK]);
    // A redouble dropped: the cube was at 2, so 2 points.
    let mut game = black_on_turn(5);
    apply(&mut game, "double");
    apply(&mut game, "take");
    roll_and_move(&mut game, (6, 5));
    apply(&mut game, "double");
    let events = apply(&mut game, "drop");
    assert!(events.contains(&Event::GameWon {
        winner: WHITE,
        kind: WinKind::Dropped,
        points: 2,
        score: [2, 0]
    }));
    assert_eq!(game.phase(), Phase::Opening, "the match goes on");
    assert_eq!(
        game.cube(),
        (1, None),
        "the next game starts with the cube in the middle"
    );
}

#[test]
fn d3_doubling_is_before_the_roll_only() {
    let mut game = black_on_turn(1);
    apply(&mut game, "roll");
    game.apply(&Action::Roll(6, 5)).expect("roll");
    let err = game.clone().apply(&Action::Double).expect_err("after rolling");
    assert!(err.to_string().contains("before rolling"), "{err}");
    assert!(game.clone().apply(&Action::Take).is_err());
    // Nor can the roll be skipped while the choice is due, nor a turn be played.
    let mut game = black_on_turn(1);
    assert!(matches!(game.apply(&Action::Roll(3, 3)), Err(RuleError::NotChance(_))));
    assert!(game.apply(&Action::Take).is_err());
    apply(&mut game, "double");
    assert!(game.apply(&Action::NoDouble).is_err());
    assert!(game.apply(&Action::Double).is_err(), "no double of a double");
}

/// A cube game where White bears off its last checker with 2-1; the cube at
/// `value` owned by `owner`.
fn last_checker(black: Value, value: u8, owner: Option<u8>, match_to: u32) -> SheshBesh {
    let mut board = [0i64; 24];
    board[0] = 1;
    let mut off = [14u8, 15];
    for pair in black.as_array().expect("pairs") {
        let (p, n) = (pair[0].as_u64().expect("p"), pair[1].as_i64().expect("n"));
        board[24 - p as usize] -= n;
        off[1] -= n as u8;
    }
    let value = json!({
        "board": board, "bar": [0, 0], "off": off, "to_move": 0, "dice": [2, 1],
        "options": {"match_to": match_to, "cube": true},
        "cube": {"value": value, "owner": owner},
    });
    SheshBesh::load_json(&value).unwrap_or_else(|e| panic!("{value}: {e}"))
}

fn won_points(game: &mut SheshBesh) -> (WinKind, u32) {
    let events = apply(game, "1/off");
    events
        .iter()
        .find_map(|e| match e {
            Event::GameWon { kind, points, .. } => Some((*kind, *points)),
            _ => None,
        })
        .expect("a game won")
}

#[test]
fn d3_a_game_scores_its_kind_times_the_cube() {
    let mut plain = last_checker(json!([[3, 10]]), 4, Some(0), 1);
    assert_eq!(won_points(&mut plain), (WinKind::Plain, 4));
    let mut mars = last_checker(json!([[6, 10], [12, 5]]), 2, Some(1), 1);
    assert_eq!(won_points(&mut mars), (WinKind::Mars, 4));
    let mut turkish = last_checker(json!([[6, 14], [19, 1]]), 8, Some(1), 1);
    assert_eq!(won_points(&mut turkish), (WinKind::TurkishMars, 24));
    assert_eq!(turkish.score(), [24, 0]);
    let mut centred = last_checker(json!([[6, 10], [12, 5]]), 1, None, 1);
    assert_eq!(won_points(&mut centred), (WinKind::Mars, 2));
}

#[test]
fn d3_the_cube_stops_at_64() {
    assert_eq!(MAX_CUBE, 64);
    // Black owns a cube at 32 and redoubles to 64; then nobody may double.
    let mut value = black_on_turn(1).state_json();
    value["cube"] = json!({"value": 32, "owner": 1});
    let mut game = SheshBesh::load_json(&value).expect("a cube at 32");
    assert_eq!(game.phase(), Phase::Decide);
    apply(&mut game, "double");
    assert_eq!(
        apply(&mut game, "take"),
        vec![Event::DoubleTaken { seat: WHITE, value: 64 }]
    );
    roll_and_move(&mut game, (6, 5));
    assert!(!game.may_double(WHITE), "the owner cannot go past 64");
    assert_eq!((game.phase(), game.to_act()), (Phase::Roll, ToAct::Chance));
    // A state asking White to decide on a cube at 64 is refused.
    let mut value = game.state_json();
    value["phase"] = json!("decide");
    value["to_move"] = json!(0);
    let err = SheshBesh::load_json(&value).expect_err("no double past 64");
    assert!(err.to_string().contains("able to double"), "{err}");
    for bad in [128, 3, 0] {
        let mut value = game.state_json();
        value["cube"] = json!({"value": bad, "owner": 0});
        assert!(SheshBesh::load_json(&value).is_err(), "cube {bad}");
    }
}

#[test]
fn d3_crawford_no_doubling_in_the_game_after_a_player_reaches_match_minus_one() {
    // A match to 3: White wins a plain game on a cube of 2 and reaches 2.
    let mut game = last_checker(json!([[3, 10]]), 2, Some(0), 3);
    assert_eq!(won_points(&mut game), (WinKind::Plain, 2));
    assert_eq!(game.score(), [2, 0]);
    assert!(game.is_crawford());
    assert_eq!(game.state_json()["crawford"], json!(true));
    // In the Crawford game nobody may double: chance rolls at every turn.
    game.apply(&Action::OpeningRoll { white: 3, black: 1 })
        .expect("opening");
    let first = game.legal_actions()[0];
    game.apply(&first).expect("turn");
    assert!(!game.may_double(BLACK) && !game.may_double(WHITE));
    assert_eq!(game.to_act(), ToAct::Chance);
    // Black wins the Crawford game (a drop cannot happen: a state where Black
    // bears off its last checker instead).
    let mut value = game.state_json();
    let mut board = [0i64; 24];
    board[23] = -1; // Black's 1-point
    board[5] = 15;
    value["board"] = json!(board);
    value["off"] = json!([0, 14]);
    value["phase"] = json!("move");
    value["to_move"] = json!(1);
    value["turn"] = json!(1);
    value["dice"] = json!([2, 1]);
    value.as_object_mut().expect("object").remove("position_id");
    let mut game = SheshBesh::load_json(&value).expect("the Crawford game, Black to bear off");
    assert!(game.is_crawford());
    apply(&mut game, "1/off");
    assert_eq!(game.score(), [2, 2], "Mars: White bore off nothing");
    // Post-Crawford: doubling is allowed again, even though both are at 2.
    assert!(!game.is_crawford());
    game.apply(&Action::OpeningRoll { white: 3, black: 1 })
        .expect("opening");
    let first = game.legal_actions()[0];
    game.apply(&first).expect("turn");
    assert_eq!((game.phase(), game.to_act()), (Phase::Decide, ToAct::Seat(BLACK)));
}

#[test]
fn d3_crawford_state_json_is_checked() {
    let mut game = last_checker(json!([[3, 10]]), 2, Some(0), 3);
    won_points(&mut game);
    let good = game.state_json();
    assert_eq!(SheshBesh::load_json(&good).expect("loads").state_json(), good);
    let mut bad = good.clone();
    bad["score"] = json!([1, 0]);
    bad["last_game"] = json!({"winner": 0, "kind": "plain"});
    let err = SheshBesh::load_json(&bad)
        .expect_err("Crawford with nobody at 2")
        .to_string();
    assert!(err.contains("crawford needs exactly one seat at 2"), "{err}");
    let mut bad = good.clone();
    bad["crawford"] = json!("yes");
    assert!(SheshBesh::load_json(&bad).is_err());
    let mut single = black_on_turn(1).state_json();
    single["crawford"] = json!(true);
    assert!(
        SheshBesh::load_json(&single).is_err(),
        "no Crawford game in a single game"
    );
}

#[test]
fn d3_state_json_round_trips_in_every_cube_phase() {
    let mut game = black_on_turn(1);
    let decide = game.state_json();
    assert_eq!(decide["phase"], json!("decide"));
    assert_eq!(decide["to_move"], json!(1));
    assert_eq!(decide["cube"], json!({"value": 1, "owner": null}));
    assert_eq!(decide["crawford"], json!(false));
    apply(&mut game, "double");
    let respond = game.state_json();
    assert_eq!(respond["phase"], json!("respond"));
    assert_eq!(
        (respond["to_move"].clone(), respond["turn"].clone()),
        (json!(0), json!(1))
    );
    apply(&mut game, "take");
    let taken = game.state_json();
    assert_eq!(taken["cube"], json!({"value": 2, "owner": 0}));
    for value in [decide, respond, taken] {
        let loaded = SheshBesh::load_json(&value).unwrap_or_else(|e| panic!("{value}: {e}"));
        assert_eq!(loaded.state_json(), value);
    }
    // The Position ID does not carry the cube: it is the board's alone.
    assert_eq!(game.position_id(), {
        let mut plain = SheshBesh::new_game(2, &Options::default()).expect("game");
        plain
            .apply(&Action::OpeningRoll { white: 3, black: 1 })
            .expect("opening");
        let t = plain.parse_notation("8/5 6/5").expect("turn");
        plain.apply(&t).expect("legal");
        plain.position_id()
    });
}

#[test]
fn d3_a_short_form_with_the_cube_starts_at_the_choice_to_double() {
    let short = json!({"position_id": "4HPwATDgc/ABMA", "to_move": 1, "options": {"cube": true}});
    let game = SheshBesh::load_json(&short).expect("a short form");
    assert_eq!((game.phase(), game.to_act()), (Phase::Decide, ToAct::Seat(BLACK)));
    assert_eq!(game.cube(), (1, None));
    // Not when the other seat owns the cube: chance rolls.
    let mut owned = short.clone();
    owned["cube"] = json!({"value": 2, "owner": 0});
    let game = SheshBesh::load_json(&owned).expect("a short form");
    assert_eq!((game.phase(), game.to_act()), (Phase::Roll, ToAct::Chance));
    // Nor without the cube.
    let plain = json!({"position_id": "4HPwATDgc/ABMA", "to_move": 1});
    assert_eq!(SheshBesh::load_json(&plain).expect("loads").phase(), Phase::Roll);
}

#[test]
fn d3_state_json_refuses_a_bad_cube() {
    let good = black_on_turn(1).state_json();
    let refused = |change: &dyn Fn(&mut Value), says: &str| {
        let mut value = good.clone();
        change(&mut value);
        let err = SheshBesh::load_json(&value).expect_err(says).to_string();
        assert!(err.contains(says), "{says:?} not in {err}");
    };
    refused(&|v| v["cube"] = json!({"value": 1, "owner": 0}), "nobody owns it");
    refused(
        &|v| v["cube"] = json!({"value": 4, "owner": null}),
        "its owner is 0 or 1",
    );
    refused(&|v| v["cube"] = json!({"value": 6, "owner": 1}), "cube must be");
    refused(&|v| v["cube"] = json!({"value": 2, "owner": 2}), "cube.owner must be");
    refused(&|v| v["cube"] = json!({"value": 2}), "cube.owner is missing");
    refused(
        &|v| v["cube"] = json!({"value": 2, "owner": 1, "side": 0}),
        "unknown field \"cube.side\"",
    );
    // Black may not double a cube White owns.
    refused(&|v| v["cube"] = json!({"value": 2, "owner": 0}), "able to double");
    // Answering a double: to_move is the other seat.
    refused(
        &|v| {
            v["phase"] = json!("respond");
            v["to_move"] = json!(1);
        },
        "to_move is the player answering",
    );
    // Cube fields and cube phases without the cube option.
    refused(
        &|v| {
            v["options"] = json!({"match_to": 1});
        },
        "only given with the doubling cube on",
    );
    refused(
        &|v| {
            v["options"] = json!({"match_to": 1});
            v.as_object_mut().expect("object").remove("cube");
            v.as_object_mut().expect("object").remove("crawford");
        },
        "only played with the cube",
    );
    // The opening roll has the cube in the middle.
    let mut opening = SheshBesh::new_game(2, &Options::cube_match(3))
        .expect("game")
        .state_json();
    opening["cube"] = json!({"value": 2, "owner": 1});
    assert!(SheshBesh::load_json(&opening).is_err());
}

#[test]
fn d3_a_match_won_on_a_drop_loads_back() {
    let mut game = black_on_turn(1);
    apply(&mut game, "double");
    apply(&mut game, "drop");
    let over = game.state_json();
    assert_eq!(over["last_game"], json!({"winner": 1, "kind": "dropped"}));
    assert_eq!(SheshBesh::load_json(&over).expect("loads").state_json(), over);
    let mut wrong = over.clone();
    wrong["turn"] = json!(0);
    assert!(SheshBesh::load_json(&wrong).is_err(), "the winner is the doubler");
}

/// `games` seeded games with the cube to `match_to` points (D3) conform.
fn cube_games_conform(match_to: u32, games: usize, first_seed: u64, max_legal_checked: usize) {
    let report = Conformance::<SheshBesh>::new(2)
        .options(Options::cube_match(match_to))
        .games(games)
        .first_seed(first_seed)
        .max_legal_checked(max_legal_checked)
        .invariant(common::checkers_and_cube_consistent)
        .check(&format!(", the cube, matches to {match_to}"));
    assert_eq!(report.games, games);
}

rules_core::cases! { cube_games_conform:
    d3_random_games_with_the_cube_conform(1, 100, 3000, 8),
    d3_matches_with_the_cube_conform(7, 20, 4000, 4),
}
