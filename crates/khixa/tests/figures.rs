//! What `majlis sim` counts of Khixa (`src/figures.rs`): the pieces placed
//! and what the jokers did.

use khixa::{Khixa, Options};
use rules_core::Tally;
use rules_core::figures::Tallied;

#[test]
fn pieces_placed_stolen_with_jokers_and_jokers_declined() {
    let (matches, actions) =
        Tallied::<Khixa>::played(4, Options::default(), 5..17, 100_000).unwrap_or_else(|e| panic!("{e}"));
    let [placed, stolen, declined] = matches.tally().totals();
    assert!(
        placed > 100 * 12 && placed < actions,
        "{placed} placed in {actions} actions"
    );
    assert!(stolen > 0, "random matches steal with jokers");
    assert!(placed + stolen + declined < actions, "the rolls count none");
    let figures = matches.tally().figures(12).expect("figures");
    let json: serde_json::Value = serde_json::from_str(figures.json().get()).expect("json");
    assert!(close(&json["pieces_stolen_per_game"], stolen), "{json}");
    assert_eq!(
        figures.averaged(),
        Some(vec!["pieces placed", "pieces stolen with jokers", "jokers declined"]),
        "{figures:?}"
    );
}

/// Whether a JSON number is `total` per game of 12 (as far as JSON's
/// decimals say).
fn close(number: &serde_json::Value, total: u64) -> bool {
    number.as_f64().is_some_and(|n| (n - total as f64 / 12.0).abs() < 1e-9)
}
