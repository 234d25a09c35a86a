//! Computer players of Jackar, at the four levels of [`rules_core::Level`].
//!
//! - **random**: uniformly random legal plays ([`rules_core::RandomBot`]).
//! - **easy**: the heuristic player ([`Heuristic`]): every legal play tried
//!   on the board, the one that leaves its team best placed for the card it
//!   spends chosen (see [`heuristic`] for what it weighs).
//! - **medium** and **hard**: information-set Monte Carlo tree search
//!   ([`rules_core::Ismcts`]) over deals of the cards the seat cannot see
//!   ([`rules_core::Determinize`]), its playouts played by the heuristic
//!   ([`Rollouts`]) for a few turns and then judged by the board's worth
//!   ([`value`]): a whole match is some 480 plays, too long to play out.
//!   They differ in how many playouts they make ([`rules_core::Bots::iterations`]):
//!   150 and 600.
//!
//! Every level sees only its seat's view and legal plays, as the contract
//! says; the search deals the unseen cards anew for every playout.

mod determinize;
pub mod heuristic;
mod rollouts;
pub mod value;
mod words;

use rules_core::{Bot, Bots, Budget, Decision, Determinize, Ismcts, Level, Question};

use crate::action::Action;
use crate::state::Jackar;

pub use rollouts::Rollouts;
pub use words::{Deed, Named, Whose, deeds, describe};

/// The heuristic player (the easy level): the best play by [`heuristic::score`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

impl Bot<Jackar> for Heuristic {
    fn decide(&mut self, seen: &Question<'_, Jackar>, seed: u64, _budget: Budget<'_>) -> Decision<Action> {
        let Some(&first) = seen.legal.first() else {
            return Decision::bare(Action::Throw);
        };
        // Any deal of the unseen cards will do: a play changes only the board
        // and the seat's own hand.
        let Ok(game) = Jackar::determinize(seen.view, seen.seat, seed) else {
            return Decision::bare(first);
        };
        let scores = heuristic::scores(&game, seen.legal);
        let mut ranked: Vec<(usize, f64)> = scores.iter().copied().enumerate().collect();
        ranked.sort_by(|a, b| b.1.total_cmp(&a.1));
        let reasons = ranked
            .iter()
            .take(3)
            .map(|&(i, worth)| {
                let words = describe(&game, &seen.legal[i]);
                (seen.legal[i], format!("{words}; worth {worth:+.0}"))
            })
            .collect();
        Decision {
            action: seen.legal[heuristic::best(&scores)],
            reasons,
        }
    }
}

/// The search player (medium and hard): ISMCTS with the heuristic's playouts,
/// its reasons in words and win rates.
#[derive(Clone, Debug)]
pub struct Search {
    search: Ismcts<Rollouts>,
}

impl Search {
    /// A search with these playouts.
    #[must_use]
    pub fn new(rollouts: Rollouts) -> Self {
        Search {
            search: Ismcts::new(rollouts),
        }
    }
}

impl Bot<Jackar> for Search {
    fn decide(&mut self, seen: &Question<'_, Jackar>, seed: u64, budget: Budget<'_>) -> Decision<Action> {
        if seen.legal.is_empty() {
            return Decision::bare(Action::Throw);
        }
        // The reasons' words come from one deal of the unseen cards: what a
        // play does to the marbles does not depend on them. (With one legal
        // play the search only says why: it is the only move.)
        let game = Jackar::determinize(seen.view, seen.seat, seed).ok();
        self.search.decide_saying(seen, seed, budget, |a| {
            game.as_ref().map(|g| describe(g, a)).unwrap_or_default()
        })
    }
}

impl Bots for Jackar {
    fn bot(level: Level, _players: usize) -> Box<dyn Bot<Self>> {
        // Medium and hard are the same search, with more iterations.
        let search = Search::new(Rollouts::default());
        level.pick(Heuristic, search.clone(), search)
    }

    fn iterations(level: Level) -> u32 {
        level.search_iterations(150, 600)
    }
}
