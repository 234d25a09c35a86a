//! Property tests of the state JSON (`docs/state.md`) with proptest: every
//! reachable state round-trips, and mutated JSON never panics the reader: it
//! is either refused with its reasons or accepted as a match that holds
//! together.

mod common;

use khixa::{Khixa, Options};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use rules_core::{Game, Table, ToAct, rng_from_seed};
use serde_json::{Value, json};

/// A state reached by random play: the table's seed, the player count, and
/// how many player actions were played.
fn reachable() -> impl Strategy<Value = Khixa> {
    (any::<u64>(), 2usize..=8, 0usize..500).prop_map(|(seed, players, steps)| {
        let mut table = Table::<Khixa>::new(seed, players, Options::default()).expect("a table");
        table.play_random(&mut rng_from_seed(!seed), steps);
        table.game().clone()
    })
}

/// A JSON value of any shape, small, with Khixa's own words among the leaves.
fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (-3i64..12).prop_map(Value::from),
        any::<f64>().prop_map(|f| json!(f)),
        prop_oneof![
            Just("chance"),
            Just("place"),
            Just("steal"),
            Just("over"),
            Just("trio"),
            Just("")
        ]
        .prop_map(Value::from),
        (0i64..8, 0i64..8, 0i64..8, 0i64..5)
            .prop_map(|(row, col, shape, rot)| json!({"row": row, "col": col, "shape": shape, "rot": rot})),
        ".{0,8}".prop_map(Value::from),
    ];
    leaf.prop_recursive(2, 12, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            prop::collection::btree_map("[a-z_]{1,8}", inner, 0..3)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// One change to a state's JSON.
#[derive(Clone, Debug)]
enum Mutation {
    /// Remove the n-th field.
    Remove(usize),
    /// Set the n-th field to a value.
    Set(usize, Value),
    /// Add a field of a name that is not documented.
    Add(String, Value),
    /// Set an item of the n-th field, if it is an array or object.
    SetItem(usize, usize, Value),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::Remove),
        (any::<usize>(), any_json()).prop_map(|(i, v)| Mutation::Set(i, v)),
        ("[a-z]{1,6}", any_json()).prop_map(|(k, v)| Mutation::Add(k, v)),
        (any::<usize>(), any::<usize>(), any_json()).prop_map(|(i, j, v)| Mutation::SetItem(i, j, v)),
    ]
}

fn mutate(value: &mut Value, m: &Mutation) {
    let Some(map) = value.as_object_mut() else { return };
    let keys: Vec<String> = map.keys().cloned().collect();
    let key = |i: &usize| keys[i % keys.len()].clone();
    match m {
        Mutation::Remove(i) => {
            map.remove(&key(i));
        }
        Mutation::Set(i, v) => {
            map.insert(key(i), v.clone());
        }
        Mutation::Add(k, v) => {
            map.insert(format!("x_{k}"), v.clone());
        }
        Mutation::SetItem(i, j, v) => match map.get_mut(&key(i)) {
            Some(Value::Array(items)) if !items.is_empty() => {
                let n = items.len();
                items[j % n] = v.clone();
            }
            Some(Value::Object(fields)) if !fields.is_empty() => {
                let inner: Vec<String> = fields.keys().cloned().collect();
                fields.insert(inner[j % inner.len()].clone(), v.clone());
            }
            _ => {}
        },
    }
}

/// What a state that loaded must hold to: the conformance invariant, its
/// JSON loads back to it, and a seat to act has a legal action.
fn holds_together(game: &Khixa) -> Result<(), TestCaseError> {
    common::pieces_conserved(game).map_err(TestCaseError::fail)?;
    let back = Khixa::load_json(&game.state_json()).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(&back, game);
    if let ToAct::Seat(_) = game.to_act() {
        prop_assert!(!game.legal_actions().is_empty());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn every_reachable_state_round_trips(game in reachable()) {
        let json = game.state_json();
        let back = Khixa::load_json(&json).map_err(|e| TestCaseError::fail(format!("{e}\n{json}")))?;
        prop_assert_eq!(&back, &game);
        prop_assert_eq!(back.state_json(), json);
        prop_assert_eq!(back.legal_actions(), game.legal_actions());
    }

    #[test]
    fn mutated_state_json_is_refused_with_reasons_or_holds_together(
        game in reachable(),
        mutations in prop::collection::vec(mutation(), 1..4),
    ) {
        let mut json = game.state_json();
        for m in &mutations {
            mutate(&mut json, m);
        }
        match Khixa::load_json(&json) {
            Ok(loaded) => holds_together(&loaded)?,
            Err(e) => {
                prop_assert!(!e.reasons.is_empty(), "a refusal without a reason: {}", json);
                prop_assert!(e.reasons.iter().all(|r| !r.trim().is_empty()), "an empty reason: {:?}", e.reasons);
            }
        }
    }
}

/// The mutations do reach both outcomes: some mutated states still load (a
/// field removed that the partial form derives), some are refused for several
/// reasons at once.
#[test]
fn the_mutations_reach_both_outcomes() {
    let (mut loaded, mut several) = (0, 0);
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    for n in 0..300 {
        let game = reachable().new_tree(&mut runner).expect("a state").current();
        let mut json = game.state_json();
        let m = mutation().new_tree(&mut runner).expect("a mutation").current();
        mutate(&mut json, &m);
        if n % 2 == 0 {
            json.as_object_mut().map(|o| o.remove("pile"));
        }
        match Khixa::load_json(&json) {
            Ok(_) => loaded += 1,
            Err(e) if e.reasons.len() > 1 => several += 1,
            Err(_) => {}
        }
    }
    assert!(
        loaded > 0 && several > 0,
        "{loaded} loaded, {several} refused for several reasons"
    );
}
