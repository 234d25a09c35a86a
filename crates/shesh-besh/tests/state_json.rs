//! The state JSON (`docs/state.md`): what it says, that it loads back, the short
//! form by Position ID, and clear refusals of impossible states.

use rules_core::{Game, Seat, ToAct};
use serde_json::{Value, json};
use shesh_besh::{Action, Options, Phase, SheshBesh};

const START_ID: &str = "4HPwATDgc/ABMA";

fn start() -> SheshBesh {
    SheshBesh::new_game(2, &Options::default()).expect("two players")
}

fn refused(value: &Value) -> String {
    match SheshBesh::load_json(value) {
        Ok(game) => panic!("{value} loaded as {game:?}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn the_start_state_says_everything_and_loads_back() {
    let game = start();
    let json = game.state_json();
    assert_eq!(
        json,
        json!({
            "board": [-2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2],
            "bar": [0, 0],
            "off": [0, 0],
            "phase": "opening",
            "to_move": "chance",
            "turn": null,
            "dice": null,
            "position_id": START_ID,
            "score": [0, 0],
            "match_to": 1,
            "options": {"opening": "play-roll", "match_to": 1},
            "last_game": null,
        })
    );
    assert_eq!(SheshBesh::load_json(&json).expect("loads"), game);
}

#[test]
fn a_player_to_move_shows_the_seat_and_the_dice() {
    let mut game = start();
    game.apply(&Action::OpeningRoll { white: 2, black: 6 }).expect("legal");
    let json = game.state_json();
    assert_eq!(json["to_move"], json!(1));
    assert_eq!(json["turn"], json!(1));
    assert_eq!(json["phase"], json!("move"));
    assert_eq!(json["dice"], json!([6, 2]));
    assert_eq!(SheshBesh::load_json(&json).expect("loads"), game);
}

#[test]
fn the_short_form_position_id_to_move_and_dice_loads() {
    let game = SheshBesh::load_json(&json!({"position_id": START_ID, "to_move": 1, "dice": [5, 6]})).expect("loads");
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
    assert_eq!(game.dice(), Some((6, 5)));
    assert_eq!(game.board(), start().board());
    assert_eq!(
        game.legal_actions().len(),
        7,
        "the start position has 7 distinct 6-5 turns"
    );
    assert_eq!(
        SheshBesh::from_position_id(START_ID, Seat(1), Some((6, 5))).expect("loads"),
        game
    );
    // Without dice the seat is about to roll.
    let rolling = SheshBesh::load_json(&json!({"position_id": START_ID, "to_move": 0, "dice": null})).expect("loads");
    assert_eq!(rolling.to_act(), ToAct::Chance);
    assert_eq!((rolling.phase(), rolling.mover()), (Phase::Roll, Some(Seat(0))));
}

#[test]
fn the_position_id_is_written_from_the_side_whose_turn_it_is() {
    let mut game = start();
    game.apply(&Action::OpeningRoll { white: 3, black: 1 }).expect("legal");
    game.apply(&game.parse_notation("8/5 6/5").expect("parses"))
        .expect("legal");
    let id = game.position_id();
    assert_ne!(id, START_ID);
    // Black is to roll: the id read with Black on roll gives the same board.
    let back = SheshBesh::from_position_id(&id, Seat(1), None).expect("loads");
    assert_eq!(back.board(), game.board());
    assert_eq!(SheshBesh::load_json(&game.state_json()).expect("loads"), game);
}

#[test]
fn a_board_not_of_fifteen_checkers_a_side_is_refused() {
    let mut json = start().state_json();
    json["board"][5] = json!(6);
    json.as_object_mut().expect("object").remove("position_id");
    let err = refused(&json);
    assert!(err.contains("seat 0 has 16 checkers"), "{err}");
    json["board"][5] = json!(4);
    assert!(refused(&json).contains("seat 0 has 14 checkers"));
}

#[test]
fn negative_counts_and_bad_dice_and_seats_are_refused() {
    let mut json = start().state_json();
    json["bar"] = json!([-1, 0]);
    assert!(refused(&json).contains("bar must be two counts from 0 to 15"));
    let err = refused(&json!({"position_id": START_ID, "to_move": 0, "dice": [7, 1]}));
    assert!(err.contains("dice must be two numbers from 1 to 6"), "{err}");
    let err = refused(&json!({"position_id": START_ID, "to_move": 0, "dice": [0, 3]}));
    assert!(err.contains("dice must be two numbers from 1 to 6"), "{err}");
    let err = refused(&json!({"position_id": START_ID, "to_move": 2, "dice": [1, 3]}));
    assert!(err.contains("to_move must be 0, 1"), "{err}");
    let err = refused(&json!({"position_id": START_ID, "dice": [1, 3]}));
    assert!(err.contains("needs to_move"), "{err}");
}

#[test]
fn a_position_id_that_is_not_a_position_is_refused() {
    let err = refused(&json!({"position_id": "not an id", "to_move": 0, "dice": [1, 3]}));
    assert!(err.contains("not an id"), "{err}");
    assert!(SheshBesh::from_position_id("AAAA", Seat(0), None).is_err());
    // The id must agree with the board when both are given.
    let mut json = start().state_json();
    json["position_id"] = json!("4HPwATDgc/ACMA");
    let err = refused(&json);
    assert!(
        err.contains("does not match the board") || err.contains("4HPwATDgc/ACMA"),
        "{err}"
    );
}

#[test]
fn a_game_over_inconsistently_is_refused() {
    // Phase over, but nobody has borne off all 15.
    let mut json = start().state_json();
    json["phase"] = json!("over");
    json["to_move"] = Value::Null;
    json["turn"] = json!(0);
    let err = refused(&json);
    assert!(err.contains("nobody has borne off all 15"), "{err}");
    // All 15 off, yet a player is to move.
    let board: Vec<i64> = (0..24).map(|i| if i == 23 { -15 } else { 0 }).collect();
    let err = refused(&json!({"board": board, "bar": [0, 0], "off": [15, 0], "to_move": 0, "dice": [3, 1]}));
    assert!(err.contains("the game is over, yet it goes on"), "{err}");
    // The match cannot go on once a score reached the match length.
    let mut json = start().state_json();
    json["score"] = json!([1, 0]);
    json["last_game"] = json!({"winner": 0, "kind": "plain"});
    let err = refused(&json);
    assert!(err.contains("has reached the match length 1"), "{err}");
}

#[test]
fn the_opening_roll_is_from_the_start_position_only_d4() {
    let mut json = start().state_json();
    json["board"][5] = json!(4);
    json["board"][4] = json!(1);
    json.as_object_mut().expect("object").remove("position_id");
    assert!(refused(&json).contains("at the opening roll the checkers must be at the start"));
}

#[test]
fn every_problem_is_listed_not_only_the_first() {
    let mut json = start().state_json();
    json["dice"] = json!([9, 9]);
    json["match_to"] = json!(0);
    json["colour"] = json!("red");
    let err = refused(&json);
    for part in ["dice must be", "unknown field \"colour\"", "match_to"] {
        assert!(err.contains(part), "{part} in {err}");
    }
    assert!(refused(&json!([1, 2])).contains("JSON object"));
}

#[test]
fn a_state_mid_turn_sequence_loads_as_the_same_game() {
    let mut game = start();
    game.apply(&Action::OpeningRoll { white: 6, black: 4 }).expect("legal");
    let turn = game.legal_actions()[3];
    game.apply(&turn).expect("legal");
    game.apply(&Action::Roll(2, 2)).expect("legal");
    let back = SheshBesh::load_json(&game.state_json()).expect("loads");
    assert_eq!(back, game);
    assert_eq!(back.legal_actions(), game.legal_actions());
}

#[test]
fn actions_serialise_as_documented_in_docs_state_md() {
    use shesh_besh::{Place, Step};
    let turn = Action::turn(&[
        Step::new(Place::Point(24), Place::Point(18)),
        Step::new(Place::Bar, Place::Point(22)),
        Step::new(Place::Point(6), Place::Off),
    ])
    .expect("three steps");
    let cases = [
        (
            Action::OpeningRoll { white: 5, black: 2 },
            json!({"opening_roll": {"white": 5, "black": 2}}),
        ),
        (Action::Roll(6, 3), json!({"roll": [6, 3]})),
        (
            turn,
            json!({"turn": [
                {"from": {"point": 24}, "to": {"point": 18}},
                {"from": "bar", "to": {"point": 22}},
                {"from": {"point": 6}, "to": "off"}
            ]}),
        ),
        (Action::PASS, json!({"turn": []})),
        // D3, the cube option.
        (Action::Double, json!("double")),
        (Action::NoDouble, json!("no_double")),
        (Action::Take, json!("take")),
        (Action::Drop, json!("drop")),
    ];
    for (action, want) in cases {
        assert_eq!(serde_json::to_value(action).expect("serialises"), want);
        assert_eq!(serde_json::from_value::<Action>(want).expect("reads back"), action);
    }
    let step = json!({"from": "bar", "to": {"point": 22}});
    let five = json!({"turn": vec![step; 5]});
    assert!(serde_json::from_value::<Action>(five).is_err(), "at most four steps");
}

#[test]
fn a_field_of_the_wrong_type_is_refused_by_its_path() {
    let mut json = start().state_json();
    json["board"][3] = json!("two");
    assert!(refused(&json).contains("board[3]: invalid type: string \"two\""));
    let mut json = start().state_json();
    json["options"]["opening"] = json!("first");
    let err = refused(&json);
    assert!(err.contains("options.opening: unknown variant `first`"), "{err}");
    // An unknown field is listed with the other reasons, by its path.
    let mut json = start().state_json();
    json["last_game"] = json!({"winner": 3, "kind": "plain", "by": "luck"});
    let err = refused(&json);
    assert!(
        err.contains("unknown field \"last_game.by\"") && err.contains("last_game.winner must be 0, 1"),
        "{err}"
    );
    // And with a field of the wrong type, which stops the reading.
    let mut json = start().state_json();
    json["colour"] = json!("red");
    json["dice"] = json!("six");
    let err = refused(&json);
    assert!(
        err.contains("unknown field \"colour\"") && err.contains("dice: invalid type"),
        "{err}"
    );
}
