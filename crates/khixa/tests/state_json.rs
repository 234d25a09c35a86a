//! The state JSON as `docs/state.md` documents it: the examples load, the
//! full state round-trips, the partial state derives the rest, and an
//! impossible state is refused with every reason.

mod common;

use common::{load, pieces};
use khixa::{Khixa, Phase, Shape};
use rules_core::conformance::json_blocks;
use rules_core::{Game, Seat, ToAct};
use serde_json::json;

/// The documentation's state examples, in order.
const DOCUMENTED: &str = include_str!("../docs/state.md");

#[test]
fn the_documented_full_state_loads_and_writes_back_the_same() {
    let docs = json_blocks(DOCUMENTED);
    assert_eq!(docs.len(), 2);
    let game = load(docs[0].clone());
    assert_eq!(game.state_json(), docs[0], "written exactly as documented");
    assert_eq!((game.phase(), game.die()), (Phase::Place, Shape::new(3)));
    assert_eq!(game.pile(Shape::new(2).expect("2")), 6);
}

#[test]
fn the_documented_partial_state_derives_the_rest() {
    let game = load(json_blocks(DOCUMENTED)[1].clone());
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
    assert_eq!((game.round(), game.starter(), game.jokers()), (2, Some(Seat(1)), 0));
    // Ten of each shape, less the 1 placed and the 1 in hand.
    let one = Shape::new(1).expect("1");
    assert_eq!(game.pile(one), 8);
    assert_eq!(game.pile_total(), 58);
    assert_eq!(game.scores(Seat(0)), [0], "round 1 scored nothing");
    let again = load(game.state_json());
    assert_eq!(again, game);
}

#[test]
fn a_seat_alone_is_about_to_roll_and_chance_alone_is_the_roll_off() {
    let game = load(json!({"players": 4, "areas": [[], [], [], []], "to_move": 2}));
    assert_eq!(
        (game.phase(), game.turn(), game.to_act()),
        (Phase::Roll, Some(Seat(2)), ToAct::Chance)
    );
    let written = game.state_json();
    assert_eq!(
        (written["to_move"].clone(), written["turn"].clone()),
        (json!("chance"), json!(2))
    );
    let fresh = load(json!({"players": 5, "to_move": "chance"}));
    assert_eq!(fresh, Khixa::new_game(5, &Default::default()).expect("five"));
}

/// Every reason an impossible state is refused, listed together.
#[test]
fn an_impossible_state_is_refused_with_every_reason() {
    let err = Khixa::load_json(&json!({
        "players": 2,
        "round": 2,
        "areas": [
            // Two pieces in d4; a 1's knob ● against a 4's knob ▲.
            [{"row": 3, "col": 3, "shape": 1, "rot": 0}, {"row": 3, "col": 3, "shape": 2, "rot": 0},
             {"row": 2, "col": 3, "shape": 4, "rot": 0}],
            // Eleven 6s at a table of two.
            pieces("a1:6r0 c1:6r0 e1:6r0 g1:6r0 a3:6r0 c3:6r0 e3:6r0 g3:6r0 a5:6r0 c5:6r0 e5:6r0"),
        ],
        "to_move": 0,
        "jokers": 9,
        "colour": "red",
    }))
    .expect_err("impossible");
    let all = err.reasons.join("\n");
    for want in [
        "unknown field \"colour\"",
        "jokers must be 0 to 4",
        "two pieces overlap in d4",
        "d3 and d4 meet in an impossible contact",
        "too many pieces of shape 6: 11 placed",
    ] {
        assert!(all.contains(want), "{want:?} missing from:\n{all}");
    }
    assert!(err.reasons.len() >= 5, "{all}");
}

#[test]
fn a_state_that_play_could_not_reach_is_refused() {
    let cases = [
        // The round's formation already made: the round would have ended.
        (
            json!({"players": 2, "round": 2, "areas": [pieces("d4:1r0 d5:1r0"), []], "to_move": 1}),
            "already holds the round's formation",
        ),
        // A die while a roll is due.
        (
            json!({"players": 2, "areas": [[], []], "to_move": "chance", "turn": 0, "die": 4}),
            "die must be null",
        ),
        // to_move and turn disagree.
        (
            json!({"players": 2, "areas": [[], []], "to_move": 0, "turn": 1, "die": 4}),
            "disagree",
        ),
        // A pile given that the areas do not leave.
        (
            json!({"players": 2, "areas": [pieces("a1:1r0"), []], "to_move": 0, "pile": [10, 10, 10, 10, 10, 10]}),
            "does not match the areas",
        ),
        // Round 3 with one score each.
        (
            json!({"players": 2, "round": 3, "areas": [[], []], "to_move": 0, "scores": [[1], [2]]}),
            "must hold the 2 rounds scored",
        ),
        // A match over before round 6.
        (json!({"players": 2, "round": 4, "to_move": null}), "only after round 6"),
        // Seven players is fine, nine is not.
        (json!({"players": 9, "to_move": "chance"}), "players must be 2 to 8"),
        // No to_move at all.
        (json!({"players": 2, "areas": [[], []]}), "to_move is missing"),
    ];
    for (state, want) in cases {
        let err = Khixa::load_json(&state).expect_err(want);
        assert!(err.reasons.iter().any(|r| r.contains(want)), "{want:?}: {err}\n{state}");
    }
}

#[test]
fn a_field_of_the_wrong_type_is_named_by_its_path() {
    let err = Khixa::load_json(&json!({"players": 2, "areas": [[{"row": "3", "col": 1, "shape": 1, "rot": 0}], []]}))
        .expect_err("a string row");
    assert!(err.reasons[0].starts_with("areas[0][0].row: invalid type"), "{err}");
    assert!(Khixa::load_json(&json!([1, 2])).is_err());
    // The unknown fields read before it are listed with it, by the same path form.
    let err = Khixa::load_json(
        &json!({"players": 2, "areas": [[{"row": 1, "col": 1, "shape": 1, "rot": 0, "tilt": 2}], [{"row": "3"}]]}),
    )
    .expect_err("an unknown field, then a string row");
    assert_eq!(err.reasons.len(), 2, "{err}");
    assert_eq!(err.reasons[0], "unknown field \"areas[0][0].tilt\"");
    assert!(err.reasons[1].starts_with("areas[1][0].row: invalid type"), "{err}");
}
