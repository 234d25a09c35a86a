//! What `majlis sim` counts of Wajh al-Nahs (`src/figures.rs`): what a
//! session's piles do.

use rules_core::Tally;
use rules_core::figures::Tallied;
use wajh_alnahs::{Options, WajhAlNahs};

#[test]
fn cards_laid_piles_picked_up_and_burnt_and_carry_its_named_d16() {
    let (sessions, actions) =
        Tallied::<WajhAlNahs>::played(4, Options::default(), 5..17, 100_000).unwrap_or_else(|e| panic!("{e}"));
    let [laid, picked_up, burnt, named] = sessions.tally().totals();
    assert!(laid > picked_up && picked_up > 0, "{laid} laid, {picked_up} picked up");
    assert!(burnt > 0 && burnt < laid, "{burnt} burnt of {laid} laid");
    assert!(
        laid + picked_up + named < actions,
        "chance and the other actions count none"
    );
    let figures = sessions.tally().figures(12).expect("figures");
    assert_eq!(
        figures.averaged(),
        Some(vec![
            "cards laid",
            "piles picked up",
            "piles burnt",
            "players named to carry the pile"
        ]),
        "{figures:?}"
    );
    let json: serde_json::Value = serde_json::from_str(figures.json().get()).expect("json");
    assert!(close(&json["piles_burnt_per_game"], burnt), "{json}");
    assert_eq!(json.as_object().map(serde_json::Map::len), Some(4), "{json}");
}

/// Whether a JSON number is `total` per game of 12 (as far as JSON's
/// decimals say).
fn close(number: &serde_json::Value, total: u64) -> bool {
    number.as_f64().is_some_and(|n| (n - total as f64 / 12.0).abs() < 1e-9)
}
