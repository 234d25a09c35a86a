//! What `majlis sim` counts of Toki Toki (`src/figures.rs`): where the cards
//! taken come from, the Toki's flights and the bank's reshuffles.

use rules_core::Tally;
use rules_core::figures::Tallied;
use toki::{Options, Toki};

/// A turn takes one card, from the bank or the discard pile, then places it;
/// the Toki's flights (rule d) and the reshuffles (D5, D8) apart.
#[test]
fn turns_takes_from_the_discard_pile_flights_and_reshuffles_d5_d8() {
    let (games, actions) =
        Tallied::<Toki>::played(4, Options::default(), 5..17, 100_000).unwrap_or_else(|e| panic!("{e}"));
    let [turns, discards_taken, flights, reshuffles] = games.tally().totals();
    assert!(
        discards_taken > 0 && discards_taken < turns,
        "{discards_taken} of {turns}"
    );
    assert!(
        2 * turns <= actions,
        "a take and a placing a turn: {turns} turns, {actions} actions"
    );
    assert!(
        flights + reshuffles < turns,
        "{flights} flights, {reshuffles} reshuffles"
    );
    let figures = games.tally().figures(12).expect("figures");
    let json: serde_json::Value = serde_json::from_str(figures.json().get()).expect("json");
    assert!(close(&json["turns_per_game"], turns), "{json}");
    assert!(close(&json["discards_taken_per_game"], discards_taken), "{json}");
    assert_eq!(
        figures.averaged(),
        Some(vec![
            "turns",
            "taken from the discard pile",
            "Toki flights",
            "bank reshuffles"
        ]),
        "{figures:?}"
    );
}

/// Whether a JSON number is `total` per game of 12 (as far as JSON's
/// decimals say).
fn close(number: &serde_json::Value, total: u64) -> bool {
    number.as_f64().is_some_and(|n| (n - total as f64 / 12.0).abs() < 1e-9)
}
