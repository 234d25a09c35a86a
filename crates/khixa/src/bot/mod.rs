//! Computer players of Khixa, at the levels of [`rules_core::Level`].
//!
//! Khixa hides nothing, so every level sees the whole table; what it cannot
//! know is the die.
//! - **random**: a legal action at random ([`rules_core::RandomBot`]).
//! - **easy**: [`Heuristic`], a player from the rules (see the `judge`
//!   module): interlock toward the round's formation, earn jokers with gaps,
//!   steal the piece that helps most and hurts the victim most.
//! - **medium**, **hard**: [`Search`], Monte Carlo tree search
//!   ([`rules_core::Ismcts`]) over the heuristic's best few actions, playing
//!   out with the heuristic for a few turns and judging the standings then
//!   ([`Playouts`]); the "sample" of a view is the position itself
//!   ([`rules_core::Determinize`]), the die is what varies. Hard searches
//!   more, wider and further.

mod heuristic;
mod judge;
mod rollout;
mod sample;
mod why;

use rules_core::{Bot, Bots, Budget, Decision, Determinize, Level, Question, Shortlist};

pub use rollout::Playouts;
pub use why::{Builds, Placed, Taking, Why, why};

use crate::action::Action;
use crate::state::Khixa;

/// The easy player: every legal action judged by the heuristic, the best
/// taken. Deterministic: the seed is not used.
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

impl Bot<Khixa> for Heuristic {
    fn decide(&mut self, seen: &Question<'_, Khixa>, seed: u64, _budget: Budget<'_>) -> Decision<Action> {
        let fallback = || Decision::bare(seen.legal[0]);
        let Ok(game) = Khixa::determinize(seen.view, seen.seat, seed) else {
            return fallback();
        };
        let Some(&action) = seen.legal.get(heuristic::best(&game, seen.legal)) else {
            return fallback();
        };
        Decision {
            action,
            reasons: vec![(action, why(&game, &action).to_string())],
        }
    }
}

/// The medium player: the heuristic's best few actions searched, player
/// actions per playout before it is judged, iterations per decision.
const MEDIUM: Search = Shortlist::new(3, Playouts::new(8));
const MEDIUM_ITERATIONS: u32 = 60;
/// The hard player: more iterations, more candidates, longer playouts.
const HARD: Search = Shortlist::new(4, Playouts::new(12));
const HARD_ITERATIONS: u32 = 240;

/// A search player: Monte Carlo tree search over the heuristic's best few
/// actions ([`Shortlist`]), playing out with [`Playouts`]. A piece may go to
/// dozens of cells and rotations, most of them plainly worse; a small budget
/// is spent on the few the heuristic rates best.
/// `Shortlist::new(width, Playouts::new(horizon))` searches the heuristic's
/// `width` best actions with playouts of `horizon` actions.
pub type Search = Shortlist<Playouts>;

impl Bot<Khixa> for Search {
    fn decide(&mut self, seen: &Question<'_, Khixa>, seed: u64, budget: Budget<'_>) -> Decision<Action> {
        let Ok(game) = Khixa::determinize(seen.view, seen.seat, seed) else {
            return Decision::bare(seen.legal[0]);
        };
        let ranked = heuristic::ranked(&game, seen.legal);
        self.decide_among(seen, ranked, seed, budget, |a| why(&game, a).to_string())
            .unwrap_or_else(|| Heuristic.decide(seen, seed, budget))
    }
}

impl Bots for Khixa {
    fn bot(level: Level, _players: usize) -> Box<dyn Bot<Self>> {
        level.pick(Heuristic, MEDIUM, HARD)
    }

    fn iterations(level: Level) -> u32 {
        level.search_iterations(MEDIUM_ITERATIONS, HARD_ITERATIONS)
    }
}
