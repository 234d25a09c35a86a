//! How strong each level is (issue 12's table): each level against random and
//! against the level below, four players seated [A, B, A, B] (the seats
//! rotate from game to game), a side winning when either of its players has
//! the highest total after six rounds (a shared highest total counts for
//! each side that has it). Each stronger side's 95 % interval must lie above
//! 50 %. A match ends within 20,000 player actions: far more than six rounds
//! take (a round ends when the pile of 60 pieces is empty at the latest).
//!
//! Slow: ignored by default. Run in release, e.g.
//! `MAJLIS_STRENGTH_GAMES=1000 cargo test --release -p majlis-khixa --test strength -- --ignored --nocapture`
//! (one matchup: add its name, e.g. `hard_beats_medium`).

use khixa::{Khixa, Options};

rules_core::strength_tests! {
    game: Khixa, players: 4, options: Options::default(), max_actions: 20_000, scoring: AnyWinner;
    the ladder, games 40, seeds [1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000];
}
