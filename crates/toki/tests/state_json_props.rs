//! Properties of the state JSON reader, over states reached by seeded random
//! play for 2 to 6 players: the full form round-trips exactly; the partial form
//! (without the bank) loads to a state with the same position and 108 cards;
//! and JSON changed anywhere (a value of any kind anywhere, and fields set to
//! values of about the right kind) is refused with reasons or loads to a state
//! that is whole and plays on — never a panic.

use proptest::prelude::*;
use rules_core::props::{change, changed, path, refused_or_whole};
use rules_core::{Game, Seat, Table, rng_from_seed};
use serde_json::{Map, Value, json};
use toki::{Card, Cell, Options, Toki};

/// A state reached by `steps` random actions of a seeded game.
fn reached(players: usize, seed: u64, steps: usize) -> Toki {
    let mut table = Table::<Toki>::new(seed, players, Options::default()).expect("a table");
    table.play_random(&mut rng_from_seed(seed ^ 0x5eed), steps);
    table.resolve_chance();
    *table.game()
}

/// The partial form of a state: the position without the bank.
fn partial(game: &Toki) -> Value {
    let full = game.state_json();
    let mut partial = Map::new();
    for key in [
        "players",
        "boxes",
        "discard",
        "to_move",
        "drawn",
        "round",
        "phase",
        "bank_emptied",
        "round_turns",
        "ender",
        "scores",
        "tied",
    ] {
        partial.insert(key.into(), full[key].clone());
    }
    Value::Object(partial)
}

/// A card in JSON, now and then one that is not.
fn card() -> impl Strategy<Value = Value> {
    prop_oneof![
        8 => (0u64..13).prop_map(Value::from),
        1 => Just(json!("toki")),
        1 => prop_oneof![Just(json!(13)), Just(json!(-1)), Just(json!("T")), Just(Value::Null)],
    ]
}

/// A JSON value of any kind, with the values the state uses among them.
fn any_json() -> impl Strategy<Value = Value> + Clone {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (0u64..120).prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        (-1e6f64..1e6).prop_map(Value::from),
        prop::sample::select(vec!["toki", "bank", "discard", "take", "place", "deal", "over", ""])
            .prop_map(Value::from),
        "[a-z0-9]{0,4}".prop_map(Value::from),
    ];
    leaf.prop_recursive(2, 12, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..5).prop_map(Value::Array),
            (inner.clone(), inner).prop_map(|(card, up)| json!({"card": card, "up": up})),
        ]
    })
}

/// A field of the state and a value of about the right kind for it.
fn set_field() -> impl Strategy<Value = (String, Value)> {
    let seat = prop_oneof![Just(Value::Null), (-1i64..8).prop_map(Value::from)];
    let cards = |n| prop::collection::vec(card(), 0..n).prop_map(Value::from);
    prop_oneof![
        4 => (0usize..6, 0usize..9, card(), any::<bool>())
            .prop_map(|(s, i, c, up)| (format!("/boxes/{s}/{i}"), json!({"card": c, "up": up}))),
        2 => (0usize..6, 0usize..9, any::<bool>()).prop_map(|(s, i, up)| (format!("/boxes/{s}/{i}/up"), Value::from(up))),
        1 => (prop::sample::select(vec!["to_move", "ender"]), seat).prop_map(|(f, v)| (format!("/{f}"), v)),
        1 => prop::sample::select(vec!["deal", "open", "starter", "take", "place", "reshuffle", "over", "nap"])
            .prop_map(|p| ("/phase".to_string(), Value::from(p))),
        1 => (prop::sample::select(vec!["round", "bank_emptied", "players"]), 0u64..8)
            .prop_map(|(f, v)| (format!("/{f}"), Value::from(v))),
        2 => (prop::sample::select(vec!["discard", "bank"]), cards(100)).prop_map(|(f, v)| (format!("/{f}"), v)),
        1 => (card(), prop::sample::select(vec!["bank", "discard"]))
            .prop_map(|(c, from)| ("/drawn".to_string(), json!({"card": c, "from": from}))),
        1 => Just(("/drawn".to_string(), Value::Null)),
    ]
}

/// The 108 cards are all somewhere, each kind its copies.
fn whole(game: &Toki) -> Result<(), String> {
    let mut counts = [0u32; toki::KINDS];
    for s in Seat::all(game.players()) {
        if let Some(b) = game.player_box(s) {
            for c in Cell::all() {
                counts[b.card(c).kind()] += 1;
            }
        }
    }
    for c in game
        .bank()
        .iter()
        .chain(game.discard())
        .chain(game.drawn().map(|d| d.card).as_ref())
    {
        counts[c.kind()] += 1;
    }
    match Card::kinds().find(|c| counts[c.kind()] != u32::from(c.copies())) {
        Some(c) => Err(format!("{} cards {c}", counts[c.kind()])),
        None => Ok(()),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn a_reached_state_round_trips_exactly(players in 2usize..=6, seed in any::<u64>(), steps in 0usize..700) {
        let game = reached(players, seed, steps);
        prop_assert_eq!(Toki::load_json(&game.state_json()), Ok(game));
    }

    #[test]
    fn the_partial_form_keeps_the_position_and_derives_a_bank_of_the_same_cards(
        players in 2usize..=6, seed in any::<u64>(), steps in 0usize..700,
    ) {
        let game = reached(players, seed, steps);
        let loaded = Toki::load_json(&partial(&game));
        prop_assert!(loaded.is_ok(), "{:?}\n{}", loaded, partial(&game));
        let Ok(loaded) = loaded else { return Ok(()) };
        let mut json = loaded.state_json();
        let mut bank: Vec<Value> = json["bank"].as_array().cloned().unwrap_or_default();
        let mut expected: Vec<Value> = game.state_json()["bank"].as_array().cloned().unwrap_or_default();
        let key = |v: &Value| v.to_string();
        bank.sort_by_key(key);
        expected.sort_by_key(key);
        prop_assert_eq!(&bank, &expected, "the same cards, in another order");
        json["bank"] = game.state_json()["bank"].clone();
        prop_assert_eq!(json, game.state_json());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn changed_json_is_refused_with_reasons_or_loads_a_whole_state_that_plays_on(
        players in 2usize..=6,
        seed in any::<u64>(),
        steps in 0usize..400,
        full in any::<bool>(),
        anywhere in prop::option::of((path(), change(any_json()))),
        near in prop::collection::vec(set_field(), 0..3),
    ) {
        let game = reached(players, seed, steps);
        let json = if full { game.state_json() } else { partial(&game) };
        refused_or_whole::<Toki>(&changed(json, near, anywhere), Some(whole))?;
    }
}
