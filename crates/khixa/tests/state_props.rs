//! Property tests of the state JSON (`docs/state.md`) with proptest: every
//! reachable state round-trips, and mutated JSON never panics the reader: it
//! is either refused with its reasons or accepted as a match that holds
//! together.

mod common;

use khixa::{Khixa, Options};
use proptest::prelude::*;
use rules_core::props::{any_json as any_json_of, change, changed, load_outcomes, path, plain_leaf, refused_or_whole};
use rules_core::{Game, Table, rng_from_seed};
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

/// A JSON value of any shape, small, with Khixa's own words and pieces among
/// the leaves.
fn any_json() -> impl Strategy<Value = Value> + Clone {
    any_json_of(prop_oneof![
        plain_leaf(-3..12),
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
    ])
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
        changes in prop::collection::vec((path(), change(any_json())), 1..4),
    ) {
        let json = changed(game.state_json(), Vec::new(), changes);
        refused_or_whole::<Khixa>(&json, Some(common::pieces_conserved))?;
    }
}

/// The mutations do reach both outcomes: some mutated states still load (a
/// field removed that the partial form derives), some are refused for several
/// reasons at once.
#[test]
fn the_mutations_reach_both_outcomes() {
    let (loaded, several) = load_outcomes(reachable(), (path(), change(any_json())), "pile", 300);
    assert!(
        loaded > 0 && several > 0,
        "{loaded} loaded, {several} refused for several reasons"
    );
}
