//! How strong each level is (issue 12): four-player matches seated
//! `[A, B, A, B]` (team A against team B; the seats rotate from match to
//! match), each level against random and against the level below, with
//! Wilson's 95 % interval; the stronger side's lower bound must clear ½.
//! Every row plays the same seeded matches (seeds 1, 2, …).
//!
//! Slow, so ignored by default; run in release, one matchup or all:
//!
//! `MAJLIS_STRENGTH_GAMES=1000 cargo test --release -p majlis-jackar --test strength -- --ignored --nocapture`

use jackar::{Jackar, Options};

rules_core::strength_tests! {
    game: Jackar, players: 4, options: Options::default(), max_actions: 10_000, scoring: AnyWinner;
    the ladder, games 40, seeds [1, 1, 1, 1, 1];
}
