//! How strong each level is (issue 12's table): each level against random and
//! against the level below, four players seated [A, B, A, B] (the seats
//! rotate from game to game), a side winning when either of its players has
//! the highest total after six rounds (a shared highest total counts for
//! each side that has it).
//! Each stronger side's 95 % interval must lie above 50 %.
//!
//! Slow: ignored by default. Run in release, e.g.
//! `MAJLIS_STRENGTH_GAMES=1000 cargo test --release -p majlis-khixa --test strength -- --ignored --nocapture`
//! (one matchup: add its name, e.g. `hard_beats_medium`).

use khixa::{Khixa, Options};
use rules_core::Level;
use rules_core::arena::arena;

/// Player actions after which an arena game counts as unfinished: far more
/// than six rounds take (a round ends when the pile of 60 pieces is empty at
/// the latest).
const MAX_ACTIONS: usize = 20_000;

/// Games per matchup, from `MAJLIS_STRENGTH_GAMES` (default 40).
fn games() -> u64 {
    std::env::var("MAJLIS_STRENGTH_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(40)
}

/// Plays `strong` against `weak` and asserts that the strong side's interval
/// lies above one half.
fn matchup(strong: Level, weak: Level, first_seed: u64) {
    let games = games();
    let levels = [strong, weak, strong, weak];
    let report = arena::<Khixa>(&levels, &Options::default(), games, first_seed, MAX_ACTIONS).expect("the bots play");
    let (rate, low, high) = report.level_rate(strong);
    let (weak_rate, ..) = report.level_rate(weak);
    println!(
        "khixa {strong} vs {weak}: {games} games, {strong} side wins {:.1} % [{:.1}, {:.1}], {weak} side {:.1} %, unfinished {}",
        rate * 100.0,
        low * 100.0,
        high * 100.0,
        weak_rate * 100.0,
        report.unfinished
    );
    assert!(low > 0.5, "{strong} vs {weak}: {report:?}");
}

#[test]
#[ignore = "slow: plays many games; run in release"]
fn easy_beats_random() {
    matchup(Level::Easy, Level::Random, 1_000_000);
}

#[test]
#[ignore = "slow: plays many games; run in release"]
fn medium_beats_random() {
    matchup(Level::Medium, Level::Random, 2_000_000);
}

#[test]
#[ignore = "slow: plays many games; run in release"]
fn hard_beats_random() {
    matchup(Level::Hard, Level::Random, 3_000_000);
}

#[test]
#[ignore = "slow: plays many games; run in release"]
fn medium_beats_easy() {
    matchup(Level::Medium, Level::Easy, 4_000_000);
}

#[test]
#[ignore = "slow: plays many games; run in release"]
fn hard_beats_medium() {
    matchup(Level::Hard, Level::Medium, 5_000_000);
}
