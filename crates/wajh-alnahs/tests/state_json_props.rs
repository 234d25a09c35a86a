//! Property tests of the state reader: every reached state round trips, its
//! partial form loads to the same state, and a state mutated anywhere is
//! either refused with reasons or loaded as a whole, consistent state that
//! plays on.

use proptest::prelude::*;
use rules_core::props::{change, changed, path, refused_or_whole};
use rules_core::{Game, Seat, Table, rng_from_seed};
use serde_json::{Map, Value, json};
use wajh_alnahs::{Card, DECK_SIZE, Options, Special, WajhAlNahs};

/// A state reached by `steps` random actions of a seeded session.
fn reached(players: usize, seed: u64, steps: usize) -> WajhAlNahs {
    let mut table = Table::<WajhAlNahs>::new(seed, players, Options::default()).expect("a table");
    table.play_random(&mut rng_from_seed(seed ^ 0x5eed), steps);
    *table.game()
}

/// The partial form of a state, with its draw pile: everything but the cards
/// out of the game (derived) and the player count (the hands say it).
fn partial(game: &WajhAlNahs) -> Value {
    let full = game.state_json();
    let mut partial = Map::new();
    for key in [
        "hands",
        "face_up",
        "face_down",
        "pile",
        "to_move",
        "draw",
        "direction",
        "limit",
        "value",
        "finished",
        "stalemate",
        "picked_up",
        "carry_it",
        "phase",
        "stage",
        "marks",
        "options",
    ] {
        partial.insert(key.into(), full[key].clone());
    }
    Value::Object(partial)
}

/// A card name (a few numbers, every special), now and then one that is not.
fn card() -> impl Strategy<Value = Value> {
    let specials = Special::ALL.map(|s| Card::special(s).name());
    let names: Vec<&str> = ["1", "5", "7", "9", "13"]
        .into_iter()
        .chain(specials)
        .chain(["14", "ace"])
        .collect();
    prop::sample::select(names).prop_map(Value::from)
}

/// A JSON value of any kind, with the values the state uses among them.
fn any_json() -> impl Strategy<Value = Value> + Clone {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (-2i64..50).prop_map(Value::from),
        card(),
        prop::sample::select(vec!["play", "answer", "name", "swap", "opening", "deal", "over", ""])
            .prop_map(Value::from),
    ];
    leaf.prop_recursive(2, 12, 4, |inner| {
        prop::collection::vec(inner, 0..5).prop_map(Value::Array)
    })
}

/// A field of the state and a value of about the right kind for it.
fn near_miss() -> impl Strategy<Value = (String, Value)> {
    let seat = prop_oneof![Just(Value::Null), (-1i64..7).prop_map(Value::from)];
    let cards = |n| prop::collection::vec(card(), 0..n).prop_map(Value::from);
    prop_oneof![
        3 => (prop::sample::select(vec!["hands", "face_up", "face_down"]), 0usize..6, cards(5))
            .prop_map(|(f, s, c)| (format!("/{f}/{s}"), c)),
        2 => (prop::sample::select(vec!["pile", "draw", "out"]), cards(12)).prop_map(|(f, c)| (format!("/{f}"), c)),
        2 => (prop::sample::select(vec!["to_move", "carry_it"]), seat).prop_map(|(f, v)| (format!("/{f}"), v)),
        1 => prop::sample::select(vec!["deal", "swap", "opening", "play", "name", "answer", "over"])
            .prop_map(|p| ("/phase".to_string(), Value::from(p))),
        2 => (prop::sample::select(vec!["value", "stalemate", "stage", "direction"]), -1i64..45)
            .prop_map(|(f, v)| (format!("/{f}"), Value::from(v))),
        1 => any::<bool>().prop_map(|b| ("/limit".to_string(), Value::from(b))),
        1 => prop::collection::vec(0i64..6, 0..4).prop_map(|v| ("/finished".to_string(), json!(v))),
        1 => prop::collection::vec(0u64..3, 0..6).prop_map(|v| ("/marks".to_string(), json!(v))),
    ]
}

/// Every card somewhere once, and the table's sizes within the rules.
fn whole(game: &WajhAlNahs) -> Result<(), String> {
    let n = game.players();
    let mut cards = game.pile().len() + game.draw_pile().len() + game.out().len();
    for s in Seat::all(n) {
        cards += game.cards_held(s);
        if game.face_up(s).len() > 3 || game.face_down(s).len() > 3 {
            return Err(format!("{s}: more than three face up or down"));
        }
    }
    if cards == DECK_SIZE {
        Ok(())
    } else {
        Err(format!("{cards} cards, not 68"))
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn a_reached_state_round_trips_exactly(players in 2usize..=6, seed in any::<u64>(), steps in 0usize..1500) {
        let game = reached(players, seed, steps);
        prop_assert_eq!(WajhAlNahs::load_json(&game.state_json()), Ok(game));
    }

    #[test]
    fn the_partial_form_with_its_draw_pile_loads_to_the_same_state(
        players in 2usize..=6, seed in any::<u64>(), steps in 0usize..1500,
    ) {
        let game = reached(players, seed, steps);
        let loaded = WajhAlNahs::load_json(&partial(&game));
        prop_assert_eq!(loaded, Ok(game), "{}", partial(&game));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 384, ..ProptestConfig::default() })]

    #[test]
    fn mutated_json_is_refused_or_loads_a_whole_state_that_plays_on(
        players in 2usize..=6,
        seed in any::<u64>(),
        steps in 0usize..900,
        full in any::<bool>(),
        anywhere in prop::option::of((path(), change(any_json()))),
        near in prop::collection::vec(near_miss(), 0..3),
    ) {
        let game = reached(players, seed, steps);
        let json = if full { game.state_json() } else { partial(&game) };
        refused_or_whole::<WajhAlNahs>(&changed(json, near, anywhere), Some(whole))?;
    }
}
