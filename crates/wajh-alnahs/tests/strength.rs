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
//! thousand cost a third of three-stage ones. Every row plays the same seeded
//! sessions (seeds 1, 2, …).
//!
//! Slow, so ignored by default; run in release, one matchup or all:
//!
//! `MAJLIS_STRENGTH_GAMES=1000 cargo test --release -p majlis-wajh-alnahs --test strength -- --ignored --nocapture`

use wajh_alnahs::{Options, WajhAlNahs};

rules_core::strength_tests! {
    game: WajhAlNahs, players: 4, options: Options { stages: 1 }, max_actions: 50_000, scoring: MoreWinners;
    the ladder, games 40, seeds [1, 1, 1, 1, 1];
}
