//! The state JSON as `docs/state.md` documents it: the examples load, the
//! full form writes back exactly, the partial form derives the bank so the 108
//! cards are conserved, and an impossible state is refused with every reason.

mod support;

use rules_core::{Game, LoadError, Seat};
use serde_json::{Value, json};
use support::{load, position_json};
use toki::{Card, Options, Phase, Toki};

/// The JSON blocks of `docs/state.md`, in order.
fn doc_examples() -> Vec<Value> {
    let doc = include_str!("../docs/state.md");
    let mut blocks = Vec::new();
    let mut current: Option<String> = None;
    for line in doc.lines() {
        match (line, current.as_mut()) {
            ("```json", None) => current = Some(String::new()),
            ("```", Some(text)) => {
                blocks.push(serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}\n{text}")));
                current = None;
            }
            (line, Some(text)) => {
                text.push_str(line);
                text.push('\n');
            }
            _ => {}
        }
    }
    blocks
}

/// `json` is refused, and each of `says` is in one of the refusal's reasons.
fn refused_saying(json: &Value, says: &[&str]) -> LoadError {
    let e = Toki::load_json(json)
        .err()
        .unwrap_or_else(|| panic!("accepted, though it should say {says:?}"));
    for said in says {
        assert!(
            e.reasons.iter().any(|r| r.contains(said)),
            "{said:?} not among {:#?}",
            e.reasons
        );
    }
    e
}

#[test]
fn the_documented_full_state_loads_and_writes_back_exactly() {
    let examples = doc_examples();
    assert_eq!(examples.len(), 2, "a full and a partial state");
    let full = load(examples[0].clone());
    assert_eq!(full.state_json(), examples[0]);
    assert_eq!(full.phase(), Phase::Place);
    assert_eq!(full.box_points(), [3, 23]);
}

#[test]
fn d10_round_turns_is_read_checked_and_taken_as_0_in_a_state_written_before_it() {
    let full = doc_examples().remove(0);
    // A state written before D10 has no round_turns: it loads, as 0, and is
    // written back with it.
    let mut older = full.clone();
    older.as_object_mut().expect("an object").remove("round_turns");
    let game = load(older);
    assert_eq!(game.round_turns(), 0);
    assert_eq!(game.state_json(), full);
    let with = |turns: u64, phase: &str| {
        let mut json = full.clone();
        json["round_turns"] = json!(turns);
        if phase != "place" {
            json["phase"] = json!(phase);
            json["drawn"] = Value::Null;
            json["to_move"] = Value::Null;
        }
        Toki::load_json(&json)
    };
    assert_eq!(
        with(59, "place").map(|g| g.round_turns()),
        Ok(59),
        "two players: 60 end the round"
    );
    let err = with(60, "place").expect_err("every player has played 30 turns");
    assert_eq!(
        err.reasons,
        ["round_turns 60: the round ends when every player has played 30 turns (60 for 2 players, D10)"]
    );
    let err = with(3, "over").expect_err("outside play");
    assert!(
        err.reasons
            .iter()
            .any(|r| r == "round_turns 3 cannot be in phase over: it is 0 outside play"),
        "{err:?}"
    );
}

#[test]
fn the_documented_partial_state_is_the_full_state_with_the_bank_derived() {
    let examples = doc_examples();
    let partial = load(examples[1].clone());
    assert_eq!(partial, load(examples[0].clone()));
    assert_eq!(
        partial.bank().len(),
        108 - 16 - 2 - 1,
        "every card not in a box, the discard pile or drawn"
    );
    assert_eq!(partial.bank().last(), Some(&Card::TOKI), "the Tokis on top");
}

#[test]
fn the_state_carries_every_field_the_issue_names() {
    let mut table = rules_core::Table::<Toki>::new(3, 4, Options::default()).expect("four");
    table.play_random(&mut rules_core::rng_from_seed(3), 30);
    let json = table.game().state_json();
    for field in [
        "players",
        "round",
        "boxes",
        "discard",
        "bank",
        "to_move",
        "drawn",
        "bank_emptied",
        "round_turns",
        "box_points",
        "scores",
    ] {
        assert!(json.get(field).is_some(), "{field} missing: {json}");
    }
    let boxes = json["boxes"].as_array().expect("boxes");
    assert_eq!(boxes.len(), 4);
    for b in boxes {
        let cells = b.as_array().expect("a box");
        assert_eq!(cells.len(), 8);
        for c in cells {
            assert!(c["up"].is_boolean());
            assert!(c["card"].is_u64() || c["card"] == "toki", "{c}");
        }
    }
}

#[test]
fn a_table_before_its_first_deal_has_empty_boxes_and_every_card_in_the_bank() {
    let game = Toki::new_game(3, &Options::default()).expect("three");
    let json = game.state_json();
    assert_eq!(json["boxes"], json!([[], [], []]));
    assert_eq!(json["bank"].as_array().map(Vec::len), Some(108));
    assert_eq!(json["phase"], "deal");
    assert_eq!(json["to_move"], Value::Null);
    assert_eq!(load(json), game);
}

#[test]
fn a_value_of_the_wrong_kind_is_named_with_its_path() {
    let mut json = position_json(&["1 2 3 4? / 5 6 7 8?", "1 2 3 4? / 5 6 7 8?"], &["9"], 0, None);
    let mut unknown = json.clone();
    json["boxes"][0][3]["card"] = json!(13);
    let e = Toki::load_json(&json).expect_err("refused");
    assert_eq!(e.reasons, ["boxes[0][3].card: 13 is not a card (0 to 12, or toki)"]);
    // Unknown fields are listed with the other reasons, by the same path form.
    unknown["colour"] = json!("red");
    unknown["boxes"][1][0]["face"] = json!("up");
    unknown["round"] = json!(7);
    refused_saying(
        &unknown,
        &[
            "unknown field \"colour\"",
            "unknown field \"boxes[1][0].face\"",
            "round must be 1 to 5",
        ],
    );
    assert!(Toki::load_json(&json!([1, 2])).is_err(), "not an object");
    let e =
        Toki::load_json(&json!({"players": 2, "boxes": [], "discard": [], "phase": "dancing"})).expect_err("refused");
    assert!(e.to_string().contains("phase must be"), "{e}");
    let e = Toki::load_json(&json!({"players": 2, "boxes": [[], []], "discard": [], "options": {"x": 1}}))
        .expect_err("refused");
    assert!(e.to_string().contains("bad options"), "{e}");
}

#[test]
fn an_impossible_state_is_refused_with_every_reason() {
    let mut json = position_json(
        &["1 1 1 1 / 1 1 1 1", "1 2 3 4? / 5 6 7 8?", "T T T T / T 2? 2? 2?"],
        &[],
        7,
        Some("3 discard"),
    );
    json["round"] = json!(9);
    json["tied"] = json!([0, 1]);
    json["scores"] = json!([[1], [2]]);
    json["bank_emptied"] = json!(5);
    let e = refused_saying(
        &json,
        &[
            "round must be 1 to 5",
            "to_move must be a seat 0–2",
            "9 cards 1 in all, but the deck holds 8",
            "5 Tokis in all, but the deck holds 4",
            "tied lists seats only in phase starter",
            "scores must list 3 seats",
            "bank_emptied 5 cannot be in phase place",
            "in phase place, to_move must name the seat to play",
        ],
    );
    assert!(e.reasons.len() >= 8, "{:#?}", e.reasons);
}

#[test]
fn the_cards_must_add_up_to_the_108() {
    let partial = position_json(&["1 2 3 4? / 5 6 7 8?", "1 2 3 4? / 5 6 7 8?"], &["9"], 0, None);
    let mut full = load(partial).state_json();
    full["bank"].as_array_mut().expect("a bank").pop();
    let e = Toki::load_json(&full).expect_err("a card missing");
    assert!(e.to_string().contains("every card is somewhere"), "{e}");
    let mut full = load(position_json(
        &["1 2 3 4? / 5 6 7 8?", "1 2 3 4? / 5 6 7 8?"],
        &["9"],
        0,
        None,
    ))
    .state_json();
    full["bank"].as_array_mut().expect("a bank").push(json!("toki"));
    let e = Toki::load_json(&full).expect_err("a fifth Toki");
    assert!(e.to_string().contains("5 Tokis in all"), "{e}");
}

#[test]
fn the_phase_and_the_boxes_and_piles_must_agree() {
    let boxes = ["1 2 3 4? / 5 6 7 8?", "1 2 3 4? / 5 6 7 8?"];
    let refused = |json: Value, says: &str| {
        refused_saying(&json, &[says]);
    };
    // A card drawn outside `place`, and none in `place`.
    let mut j = position_json(&boxes, &["9"], 0, Some("3 bank"));
    j["phase"] = json!("take");
    refused(j, "a card is drawn only in phase place");
    let mut j = position_json(&boxes, &["9"], 0, None);
    j["phase"] = json!("place");
    refused(j, "drawn must give the card taken");
    // The opening: seats before the mover have two up, the others none.
    let mut j = position_json(
        &["1? 2? 3? 4? / 5? 6? 7? 8?", "1 2? 3? 4? / 5? 6? 7? 8?"],
        &["9"],
        0,
        None,
    );
    j["phase"] = json!("open");
    refused(j, "seat 1 has 1 face up");
    // Who starts with no tie.
    let mut j = position_json(&["1 2 3? 4? / 5? 6? 7? 8?", "9 9 3? 4? / 5? 6? 7? 8?"], &["9"], 0, None);
    j["phase"] = json!("starter");
    j["to_move"] = Value::Null;
    refused(j, "needs a tie");
    // In play every box shows its two opening cards.
    refused(
        position_json(&["1 2? 3? 4? / 5? 6? 7? 8?", "1 2 3 4? / 5 6 7 8?"], &["9"], 0, None),
        "at least the two opening cards",
    );
    // The bank's second running out ends the round (D7).
    let mut j = position_json(&boxes, &["9"], 0, None);
    j["bank_emptied"] = json!(2);
    refused(j, "bank_emptied 2 cannot be in phase take");
    // A reshuffle with cards in the bank.
    let mut j = position_json(&boxes, &["9"], 0, None);
    j["phase"] = json!("reshuffle");
    refused(j, "a reshuffle is due only when the bank is empty");
    // The ender is all face up, and not the seat to move.
    let mut j = position_json(&boxes, &["9"], 0, None);
    j["ender"] = json!(1);
    refused(j, "ender 1 has face-down cards");
    let mut j = position_json(&["1 2 3 4 / 5 6 7 8", "1 2 3 4? / 5 6 7 8?"], &["9"], 0, None);
    j["ender"] = json!(0);
    refused(j, "so the round is over");
    // Derived fields must be right.
    let mut j = position_json(&boxes, &["9"], 0, None);
    j["box_points"] = json!([0, 0]);
    refused(j, "are not the boxes' points");
    // Scores: one a round played.
    let mut j = position_json(&boxes, &["9"], 0, None);
    j["round"] = json!(3);
    j["scores"] = json!([[1, 2], [3]]);
    refused(j, "scores of seat 1 list 1 rounds, but 2 have been played");
    let mut j = position_json(&boxes, &["9"], 0, None);
    j["round"] = json!(2);
    j["scores"] = json!([[200], [3]]);
    refused(j, "a box scores −20 to 96");
}

#[test]
fn a_partial_state_derives_the_ender_and_refuses_when_it_cannot() {
    let one = load(position_json(
        &["1 2 3 4 / 5 6 7 8", "1 2 3 4? / 5 6 7 8?", "1 2 3? 4? / 5 6 7 8?"],
        &["9"],
        1,
        None,
    ));
    assert_eq!(one.ender(), Some(Seat(0)));
    let e = Toki::load_json(&position_json(
        &["1 2 3 4 / 5 6 7 8", "1 2 3 4? / 5 6 7 8?", "1 2 3 4 / 5 6 7 8"],
        &["9"],
        1,
        None,
    ))
    .expect_err("which ended it?");
    assert!(e.to_string().contains("ender must name the first"), "{e}");
}
