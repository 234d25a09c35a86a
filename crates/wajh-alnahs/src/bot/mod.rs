//! Computer players of Wajh al-Nahs, at the four levels of [`rules_core::Level`].
//!
//! - **random**: uniformly random legal actions ([`rules_core::RandomBot`]).
//! - **easy**: the heuristic player ([`Heuristic`]): each action judged by
//!   the rules of thumb of [`heuristic`] — keep the specials, shed low cards,
//!   lay equal cards together, burn and carry well, put the strongest cards
//!   face up.
//! - **medium** and **hard**: information-set Monte Carlo tree search
//!   ([`rules_core::Ismcts`]) over deals of the cards the seat cannot see
//!   ([`rules_core::Determinize`]: the other hands, the draw pile and every
//!   face-down card), among the heuristic's three best actions only; its
//!   playouts played by the heuristic ([`Rollouts`]) for 60 actions and then
//!   judged by who holds the most and the weakest cards ([`rollouts::burden`])
//!   and by the marks (D10, [`rollouts::win_chances`]): a session is several
//!   stages of hundreds of actions, too long to play out. They differ in how
//!   many playouts they make ([`rules_core::Bots::iterations`]): 150 and 600.

mod determinize;
pub mod heuristic;
pub mod rollouts;
mod words;

use rules_core::{Bot, Bots, Budget, Decision, Determinize, Ismcts, Level, Question};

use crate::action::Action;
use crate::state::WajhAlNahs;

pub use rollouts::Rollouts;
pub use words::{Said, Then, describe, said};

/// The heuristic player (the easy level): the best action by [`heuristic::score`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

impl Bot<WajhAlNahs> for Heuristic {
    fn decide(&mut self, seen: &Question<'_, WajhAlNahs>, seed: u64, _budget: Budget<'_>) -> Decision<Action> {
        let Some(&first) = seen.legal.first() else {
            return Decision::bare(Action::PickUp);
        };
        // Any deal of the unseen cards will do: the heuristic reads only what
        // the seat sees.
        let Ok(game) = WajhAlNahs::determinize(seen.view, seen.seat, seed) else {
            return Decision::bare(first);
        };
        let mut ranked: Vec<(Action, f64)> = seen.legal.iter().map(|a| (*a, heuristic::score(&game, a))).collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        let action = seen.legal[heuristic::best(&game, seen.legal)];
        let reasons = ranked.iter().take(3).map(|&(a, _)| (a, describe(&game, &a))).collect();
        Decision { action, reasons }
    }
}

/// The search player (medium and hard): ISMCTS with the heuristic's playouts,
/// its reasons in words and win rates.
#[derive(Clone, Debug)]
pub struct Search {
    search: Ismcts<Rollouts>,
    /// How many of the heuristic's best actions the search chooses among.
    candidates: usize,
}

impl Search {
    /// A search with these playouts, choosing among the heuristic's best
    /// `candidates` actions.
    #[must_use]
    pub fn new(rollouts: Rollouts, candidates: usize) -> Self {
        Search {
            search: Ismcts::new(rollouts),
            candidates: candidates.max(1),
        }
    }
}

impl Bot<WajhAlNahs> for Search {
    fn decide(&mut self, seen: &Question<'_, WajhAlNahs>, seed: u64, budget: Budget<'_>) -> Decision<Action> {
        if seen.legal.is_empty() {
            return Decision::bare(Action::PickUp);
        }
        // (With one legal action the search only says why: it is the only move.)
        let game = WajhAlNahs::determinize(seen.view, seen.seat, seed).ok();
        // The search weighs only the heuristic's best few: a playout's result
        // is noisy, and a few hundred of them cannot tell a good Swap among
        // dozens, nor that a special card kept pays off a stage later.
        let mut candidates: Vec<Action> = seen.legal.to_vec();
        if let Some(g) = &game {
            candidates.sort_by(|a, b| heuristic::score(g, b).total_cmp(&heuristic::score(g, a)));
            candidates.truncate(self.candidates);
        }
        let narrowed = Question {
            seat: seen.seat,
            view: seen.view,
            legal: &candidates,
        };
        self.search.decide_saying(&narrowed, seed, budget, |a| {
            game.as_ref().map(|g| describe(g, a)).unwrap_or_default()
        })
    }
}

impl Bots for WajhAlNahs {
    fn bot(level: Level, _players: usize) -> Box<dyn Bot<Self>> {
        // Medium and hard are the same search, with more iterations.
        let search = Search::new(Rollouts::default(), 3);
        level.pick(Heuristic, search.clone(), search)
    }

    fn iterations(level: Level) -> u32 {
        level.search_iterations(150, 600)
    }
}
