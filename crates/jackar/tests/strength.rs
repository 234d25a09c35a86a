//! How strong each level is (issue 12): four-player matches seated
//! `[A, B, A, B]` (team A against team B; the seats rotate from match to
//! match), each level against random and against the level below, with
//! Wilson's 95 % interval; the stronger side's lower bound must clear ½.
//!
//! Slow, so ignored by default; run in release, one matchup or all:
//!
//! `MAJLIS_STRENGTH_GAMES=1000 cargo test --release -p majlis-jackar --test strength -- --ignored --nocapture`

use std::time::Instant;

use jackar::{Jackar, Options};
use rules_core::{Level, arena};

/// Matches per matchup: `MAJLIS_STRENGTH_GAMES`, else 40.
fn games() -> u64 {
    std::env::var("MAJLIS_STRENGTH_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(40)
}

/// Plays `strong` against `weak` as partners opposite each other and asserts
/// that the strong team wins more than half, its interval clear of ½.
fn matchup(strong: Level, weak: Level) {
    let games = games();
    let started = Instant::now();
    let report = arena::arena::<Jackar>(&[strong, weak, strong, weak], &Options::default(), games, 1, 10_000)
        .expect("every level plays legal plays");
    let (rate, low, high) = report.level_rate(strong);
    println!(
        "jackar 4p {strong} vs {weak}: {games} matches, {strong} wins {:.1} % [{:.1} %, {:.1} %], unfinished {}, {:.0} s",
        rate * 100.0,
        low * 100.0,
        high * 100.0,
        report.unfinished,
        started.elapsed().as_secs_f64()
    );
    assert_eq!(report.unfinished, 0, "{report:?}");
    assert!(low > 0.5, "{strong} does not clearly beat {weak}: {report:?}");
}

#[test]
#[ignore = "slow: plays many matches; run in release"]
fn easy_beats_random() {
    matchup(Level::Easy, Level::Random);
}

#[test]
#[ignore = "slow: plays many matches; run in release"]
fn medium_beats_random() {
    matchup(Level::Medium, Level::Random);
}

#[test]
#[ignore = "slow: plays many matches; run in release"]
fn hard_beats_random() {
    matchup(Level::Hard, Level::Random);
}

#[test]
#[ignore = "slow: plays many matches; run in release"]
fn medium_beats_easy() {
    matchup(Level::Medium, Level::Easy);
}

#[test]
#[ignore = "slow: plays many matches; run in release"]
fn hard_beats_medium() {
    matchup(Level::Hard, Level::Medium);
}
