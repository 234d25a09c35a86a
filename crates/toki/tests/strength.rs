//! How strong each level is (issue 12's table): each level against random and
//! against the level below, four players seated [A, B, A, B] (the seats
//! rotate from game to game), a side winning when either of its players has
//! the lowest total (a shared lowest total counts for each side that has it).
//! Each stronger side's 95 % interval must lie above 50 %. A game counts as
//! unfinished after 20,000 player actions: far more than five rounds take
//! (D10 ends every round by 30 turns a player, about 1,200 actions a game of
//! four at most; D7 when the bank has run out twice).
//!
//! Slow: ignored by default. Run in release, e.g.
//! `MAJLIS_STRENGTH_GAMES=1000 cargo test --release -p majlis-toki --test strength -- --ignored --nocapture`
//! (one matchup: add its name, e.g. `hard_beats_medium`).

use toki::{Options, Toki};

rules_core::strength_tests! {
    game: Toki, players: 4, options: Options::default(), max_actions: 20_000, scoring: AnyWinner;
    the ladder, games 40, seeds [1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000];
}
