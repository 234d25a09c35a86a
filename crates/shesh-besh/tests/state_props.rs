//! Property tests of the state JSON (`docs/state.md`) with proptest: every
//! reachable state round-trips, and mutated JSON never panics the reader: it is
//! either refused with its reasons or accepted as a state that holds together.

mod common;

use proptest::prelude::*;
use rules_core::props::{any_json as any_json_of, change, changed, load_outcomes, path, plain_leaf, refused_or_whole};
use rules_core::{Game, Table, ToAct, rng_from_seed};
use serde_json::Value;
use shesh_besh::{Opening, Options, SheshBesh};

/// A state reached by random play: the table's seed, the house options, and how
/// many player actions were played.
fn reachable() -> impl Strategy<Value = SheshBesh> {
    (any::<u64>(), any::<bool>(), 1u32..6, any::<bool>(), 0usize..400).prop_map(
        |(seed, cube, match_to, reroll, steps)| {
            let options = Options {
                cube,
                match_to,
                opening: if reroll { Opening::Reroll } else { Opening::PlayRoll },
            };
            let mut table = Table::<SheshBesh>::new(seed, 2, options).expect("two players");
            table.play_random(&mut rng_from_seed(!seed), steps);
            table.game().clone()
        },
    )
}

/// A JSON value of any shape, small, with Shesh-Besh's words among the leaves.
fn any_json() -> impl Strategy<Value = Value> + Clone {
    any_json_of(prop_oneof![
        plain_leaf(-20..40),
        prop_oneof![
            Just("chance"),
            Just("over"),
            Just("move"),
            Just(""),
            Just("4HPwATDgc/ABMA")
        ]
        .prop_map(Value::from),
    ])
}

proptest! {
    #[test]
    fn every_reachable_state_round_trips(game in reachable()) {
        let json = game.state_json();
        let back = SheshBesh::load_json(&json).map_err(|e| TestCaseError::fail(format!("{e}\n{json}")))?;
        prop_assert_eq!(&back, &game);
        prop_assert_eq!(back.state_json(), json);
        prop_assert_eq!(back.legal_actions(), game.legal_actions());
        // The short form by Position ID gives the same board, for a seat to move.
        if let (ToAct::Seat(seat), Some(dice)) = (game.to_act(), game.dice()) {
            let short = SheshBesh::from_position_id(&game.position_id(), seat, Some(dice))
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(short.board(), game.board());
            prop_assert_eq!(short.legal_actions(), game.legal_actions());
        }
    }

    #[test]
    fn mutated_state_json_is_refused_with_reasons_or_holds_together(
        game in reachable(),
        changes in prop::collection::vec((path(), change(any_json())), 1..4),
    ) {
        let json = changed(game.state_json(), Vec::new(), changes);
        refused_or_whole::<SheshBesh>(&json, Some(common::checkers_and_cube_consistent))?;
    }
}

/// The mutations above do reach the reader's every branch: some mutated states
/// still load (a nudged score, a field removed that a short form infers), some
/// are refused for several reasons at once.
#[test]
fn the_mutations_reach_both_outcomes() {
    let (loaded, several) = load_outcomes(reachable(), (path(), change(any_json())), "position_id", 300);
    assert!(
        loaded > 0 && several > 0,
        "{loaded} loaded, {several} refused for several reasons"
    );
}
