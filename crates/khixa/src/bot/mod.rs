//! Computer players of Khixa, at the levels of [`rules_core::Level`].
//!
//! Khixa hides nothing, so every level sees the whole table; what it cannot
//! know is the die.
//! - **random**: a legal action at random ([`rules_core::RandomBot`]).
//! - **easy**: [`Heuristic`], a player from the rules (see the `judge`
//!   module): interlock toward the round's formation, earn jokers with gaps,
//!   steal the piece that helps most and hurts the victim most.
//! - **medium**, **hard**: information-set Monte Carlo tree search
//!   ([`rules_core::Ismcts`]); the "sample" of a view is the position itself
//!   ([`rules_core::Determinize`]).

mod heuristic;
mod judge;
mod sample;

use rules_core::{Bot, Bots, Budget, Decision, Determinize, Ismcts, Level, RandomBot, RandomRollouts, Seen};

use crate::action::Action;
use crate::state::Khixa;

/// The easy player: every legal action judged by the heuristic, the best
/// taken. Deterministic: the seed is not used.
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

impl Bot<Khixa> for Heuristic {
    fn decide(&mut self, seen: &Seen<'_, Khixa>, seed: u64, _budget: Budget<'_>) -> Decision<Action> {
        let fallback = || Decision::bare(seen.legal[0]);
        let Ok(game) = Khixa::determinize(seen.view, seen.seat, seed) else {
            return fallback();
        };
        let Some(&action) = seen.legal.get(heuristic::best(&game, seen.legal)) else {
            return fallback();
        };
        Decision {
            action,
            reasons: vec![(action, heuristic::describe(&game, &action))],
        }
    }
}

impl Bots for Khixa {
    fn bot(level: Level, _players: usize) -> Box<dyn Bot<Self>> {
        match level {
            Level::Random => Box::new(RandomBot),
            Level::Easy => Box::new(Heuristic),
            Level::Medium | Level::Hard => Box::new(Ismcts::new(RandomRollouts)),
        }
    }

    fn iterations(level: Level) -> u32 {
        match level {
            Level::Random | Level::Easy => 1,
            Level::Medium => 100,
            Level::Hard => 400,
        }
    }
}
