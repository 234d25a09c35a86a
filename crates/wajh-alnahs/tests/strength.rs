//! How strong each level is (issue 12): four-player sessions seated
//! `[A, B, A, B]` (the seats rotate from session to session), each level
//! against random and against the level below, with Wilson's 95 % interval;
//! the stronger side's lower bound must clear ½.
//!
//! A session's win is shared by every seat with the fewest marks (D10), so
//! both sides often win together and "how often any A seat won" does not
//! sit at ½ between equals. A session is therefore scored between the sides:
//! the side with more seats among the winners takes it, and sessions where
//! both sides have as many winners are left out (symmetric: ½ between equals).
//! Sessions are of one stage (`stages=1`), the unit a mark is given for: its
//! Wajh al-Nahs sits on one side, so every session is decided, and a
//! thousand cost a third of three-stage ones.
//!
//! Slow, so ignored by default; run in release, one matchup or all:
//!
//! `MAJLIS_STRENGTH_GAMES=1000 cargo test --release -p majlis-wajh-alnahs --test strength -- --ignored --nocapture`

use std::time::Instant;

use rules_core::{Level, arena};
use wajh_alnahs::{Options, WajhAlNahs};

/// Sessions per matchup: `MAJLIS_STRENGTH_GAMES`, else 40.
fn games() -> u64 {
    std::env::var("MAJLIS_STRENGTH_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(40)
}

/// Plays `strong` against `weak` (slots 0 and 2 against 1 and 3) and asserts
/// that the strong side takes more than half the decided sessions, its
/// interval clear of ½.
fn matchup(strong: Level, weak: Level) {
    let games = games();
    let started = Instant::now();
    let levels = [strong, weak, strong, weak];
    let (mut taken, mut lost, mut even) = (0u64, 0u64, 0u64);
    for i in 0..games {
        let game = arena::arena_game::<WajhAlNahs>(&levels, &Options { stages: 1 }, i, 1 + i, 50_000)
            .expect("every level plays legal actions");
        assert!(!game.winners.is_empty(), "session {i} did not end");
        let strong_winners = game.winners.iter().filter(|s| game.slots[s.index()] % 2 == 0).count();
        let weak_winners = game.winners.len() - strong_winners;
        match strong_winners.cmp(&weak_winners) {
            std::cmp::Ordering::Greater => taken += 1,
            std::cmp::Ordering::Less => lost += 1,
            std::cmp::Ordering::Equal => even += 1,
        }
    }
    let (rate, low, high) = arena::wilson(taken, taken + lost);
    println!(
        "wajh-alnahs 4p {strong} vs {weak}: {games} sessions, {strong}'s side takes {taken} of {} decided ({even} even): {:.1} % [{:.1} %, {:.1} %], {:.0} s",
        taken + lost,
        rate * 100.0,
        low * 100.0,
        high * 100.0,
        started.elapsed().as_secs_f64()
    );
    assert!(low > 0.5, "{strong} does not clearly beat {weak}");
}

#[test]
#[ignore = "slow: plays many sessions; run in release"]
fn easy_beats_random() {
    matchup(Level::Easy, Level::Random);
}

#[test]
#[ignore = "slow: plays many sessions; run in release"]
fn medium_beats_random() {
    matchup(Level::Medium, Level::Random);
}

#[test]
#[ignore = "slow: plays many sessions; run in release"]
fn hard_beats_random() {
    matchup(Level::Hard, Level::Random);
}

#[test]
#[ignore = "slow: plays many sessions; run in release"]
fn medium_beats_easy() {
    matchup(Level::Medium, Level::Easy);
}

#[test]
#[ignore = "slow: plays many sessions; run in release"]
fn hard_beats_medium() {
    matchup(Level::Hard, Level::Medium);
}
