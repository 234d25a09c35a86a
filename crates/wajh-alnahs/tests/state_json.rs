//! The state JSON of `docs/state.md`: the full form round trips; the partial
//! form derives the draw pile so that the 68 cards are conserved (D1), and
//! the pile's value and limit (D14, D12); an impossible state is refused
//! with every reason.

mod support;

use rules_core::{Game, Seat, Table};
use serde_json::{Value, json};
use support::{cards, position};
use wajh_alnahs::{Options, Phase, WajhAlNahs};

/// The reasons a state is refused.
fn reasons(json: Value) -> Vec<String> {
    WajhAlNahs::load_json(&json).expect_err("refused").reasons
}

/// Each of `expected` is in one of the `found` reasons.
fn found_all(found: &[String], expected: &[&str]) {
    for expected in expected {
        assert!(
            found.iter().any(|r| r.contains(expected)),
            "{expected:?} missing from {found:#?}"
        );
    }
}

/// A partial position of three seats, seat 0 to play.
fn partial() -> Value {
    json!({
        "hands": [["2", "9", "skip"], ["3", "4", "5"], ["6", "7", "8"]],
        "face_up": [["10", "11", "12"], ["13", "13", "zero"], ["1", "1", "reverse"]],
        "face_down": [["burn", "transparent", "2"], ["3", "4", "5"], ["6", "7", "8"]],
        "pile": ["9", "9"],
        "to_move": 0,
    })
}

#[test]
fn a_full_state_of_a_session_in_play_loads_back_exactly() {
    let mut table = Table::<WajhAlNahs>::new(3, 4, Options::default()).expect("four");
    let mut rng = rules_core::rng_from_seed(3);
    for _ in 0..12 {
        table.play_random(&mut rng, 37);
        let game = *table.game();
        let json = game.state_json();
        assert_eq!(WajhAlNahs::load_json(&json), Ok(game), "{json}");
    }
}

#[test]
fn d1_the_partial_form_derives_the_draw_pile_so_that_the_68_cards_are_conserved() {
    let game = position(partial());
    let held: usize = Seat::all(3).map(|s| game.cards_held(s)).sum();
    assert_eq!(held + game.pile().len() + game.draw_pile().len(), 68);
    assert!(game.out().is_empty());
    assert_eq!(game.phase(), Phase::Play, "to_move given: play");
    assert_eq!(game.value(), 9);
    assert!(!game.limit());
    assert_eq!(game.stage(), 1);
    assert_eq!(game.marks(), [0, 0, 0]);
    // With the draw pile given, the rest is out of the game.
    let mut json = partial();
    json["draw"] = json!(["1", "1"]);
    let game = position(json);
    assert_eq!(game.draw_pile(), cards(&["1", "1"]));
    assert_eq!(game.out().len(), 68 - 27 - 2 - 2);
}

#[test]
fn d14_d12_the_partial_form_reads_the_value_and_the_limit_from_the_piles_top() {
    let with_pile = |pile: Value| {
        let mut json = partial();
        json["pile"] = pile;
        position(json)
    };
    let five = with_pile(json!(["2", "five-or-less", "transparent"]));
    assert_eq!((five.value(), five.limit()), (5, true), "D4: through the Transparent");
    let clear = with_pile(json!(["transparent"]));
    assert_eq!((clear.value(), clear.limit()), (9, false), "only Transparents: 9");
    let empty = with_pile(json!([]));
    assert_eq!((empty.value(), empty.limit()), (0, false));
    // A Five-or-less brought up by an Under-over sets no limit: given so.
    let mut brought = partial();
    brought["pile"] = json!(["3", "under-over", "five-or-less"]);
    brought["limit"] = json!(false);
    assert!(!position(brought).limit());
}

#[test]
fn an_impossible_state_is_refused_with_every_reason() {
    let mut json = partial();
    json["hands"][1] = json!(["2", "2", "2", "9"]); // five 2s, three 9s with the pile's
    json["face_up"][2] = json!(["1", "1", "reverse", "6"]);
    json["pile"] = json!(["9", "burn"]);
    json["to_move"] = json!(9);
    json["direction"] = json!(2);
    json["limit"] = json!(true);
    let found = reasons(json);
    found_all(
        &found,
        &[
            "more cards than the deck holds (D1): 5 × 2",
            "face_up of seat 2 holds 4 cards",
            "never rests on the pile",
            "to_move: 9 is not a seat",
            "direction must be 1",
            "limit is in force only on a Five-or-less",
        ],
    );
}

#[test]
fn a_value_of_the_wrong_kind_is_named_with_its_path_and_unknown_fields_are_listed() {
    let mut json = partial();
    json["hands"][0][1] = json!("ace");
    json["colour"] = json!("red");
    let found = reasons(json);
    assert!(found.iter().any(|r| r.starts_with("hands[0][1]: ")), "{found:?}");
    assert!(found.iter().any(|r| r == "unknown field \"colour\""), "{found:?}");
    assert_eq!(reasons(json!([1, 2])), ["a Wajh al-Nahs state is a JSON object"]);
    assert!(
        reasons(json!({"hands": [["2"]], "face_up": [[]], "face_down": [[]], "pile": []}))[0].contains("2 to 6 hands")
    );
}

#[test]
fn the_seats_must_agree_with_the_finished_list_and_the_draw_pile() {
    let mut json = partial();
    json["hands"][2] = json!([]);
    json["face_up"][2] = json!([]);
    json["face_down"][2] = json!([]);
    json["hands"][1] = json!(["3", "4"]);
    json["finished"] = json!([0]);
    let found = reasons(json);
    found_all(
        &found,
        &[
            "seat 0 has finished but holds cards",
            "seat 2 holds no card but is not among the finished",
            "seat 1 holds 2 cards in hand while the draw pile holds",
        ],
    );
}

#[test]
fn each_phase_asks_for_what_it_needs() {
    let with = |changes: Value| {
        let mut json = partial();
        for (k, v) in changes.as_object().expect("an object") {
            json[k] = v.clone();
        }
        reasons(json)
    };
    let has = |found: Vec<String>, expected: &str| {
        assert!(
            found.iter().any(|r| r.contains(expected)),
            "{expected:?} missing from {found:#?}"
        );
    };
    has(
        with(json!({"phase": "answer"})),
        "carry_it must name who laid the Carry-it",
    );
    has(with(json!({"phase": "answer", "carry_it": 0})), "may not name themself");
    has(with(json!({"phase": "opening"})), "no hand holds a number card");
    has(with(json!({"phase": "swap"})), "3 + 3 + 3");
    has(with(json!({"phase": "deal"})), "to_move must be null");
    has(
        with(json!({"phase": "play", "to_move": null})),
        "to_move must name the seat",
    );
    has(with(json!({"phase": "play", "carry_it": 1})), "carry_it must be null");
    has(
        with(json!({"phase": "over", "to_move": null})),
        "session is over only after stage 3",
    );
    has(with(json!({"stage": 2})), "marks add up to 0, but 1 stages");
    has(with(json!({"stage": 4})), "stage must be 1–3");
    has(with(json!({"stalemate": 40})), "at the 40th pick-up");
    has(with(json!({"value": 14})), "value must be 0–13");
    has(with(json!({"value": 4})), "value 4 does not match the pile");
    has(with(json!({"players": 4})), "players is 4 but hands lists 3");
    has(
        with(json!({"draw": [], "out": []})),
        "every one of the 68 cards must be somewhere",
    );
    has(with(json!({"options": {"stages": 0}})), "1 to 20 stages");
    has(with(json!({"finished": [5]})), "finished: 5 is not a seat");
    has(with(json!({"picked_up": [1, 1]})), "picked_up names seat 1 twice");
}

#[test]
fn a_state_at_the_deal_or_over_has_nobody_to_move() {
    let mut table = Table::<WajhAlNahs>::new(8, 2, Options { stages: 1 }).expect("two");
    let mut rng = rules_core::rng_from_seed(8);
    assert!(table.play_random(&mut rng, 100_000));
    let over = *table.game();
    let json = over.state_json();
    assert_eq!(json["to_move"], Value::Null);
    assert_eq!(json["phase"], "over");
    assert_eq!(WajhAlNahs::load_json(&json), Ok(over));
}
