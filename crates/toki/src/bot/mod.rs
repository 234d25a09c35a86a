//! Computer players of Toki Toki, at the levels of [`rules_core::Level`].
//!
//! Every level sees only what the table sees ([`rules_core::Seen`]): the
//! boxes' face-up cards, the discard pile, the card taken and the counters.
//! - **random**: a legal action at random ([`rules_core::RandomBot`]).
//! - **easy**: [`Heuristic`], a player from the rules (see the `heuristic`
//!   module): make pairs and keep low cards by the expected points of the box,
//!   use and fly the Toki, take the discard only for a real gain, end the round
//!   when ahead and otherwise keep the last card hidden.
//! - **medium**, **hard**: information-set Monte Carlo tree search
//!   ([`rules_core::Ismcts`]) over full states dealt from the view
//!   ([`rules_core::Determinize`]: the face-down cards and the bank dealt anew
//!   from the cards seen nowhere).

mod heuristic;
mod known;
mod sample;

use rules_core::{Bot, Bots, Budget, Decision, Ismcts, Level, RandomBot, RandomRollouts, Seen};

use crate::state::Toki;
use crate::{Action, View};

use heuristic::Turn;
use known::Known;

/// The easy player: the heuristic of the `heuristic` module, one turn at a
/// time, with no search. Deterministic: the seed is not used.
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

impl Heuristic {
    /// The heuristic's choice for the seat to act in `view` among `legal`,
    /// with a few words on why.
    ///
    /// # Panics
    /// If `legal` is empty (a seat to act always has an action).
    #[must_use]
    pub fn choose(view: &View, seat: rules_core::Seat, legal: &[Action]) -> (Action, String) {
        let known = Known::from_view(view);
        let turn = Turn {
            known: &known,
            seat,
            ender: view.ender,
        };
        let (i, why) = heuristic::choose(&turn, legal, view.drawn, view.discard_top);
        (legal[i.min(legal.len() - 1)], why)
    }
}

impl Bot<Toki> for Heuristic {
    fn decide(&mut self, seen: &Seen<'_, Toki>, _seed: u64, _budget: Budget<'_>) -> Decision<Action> {
        let (action, why) = Heuristic::choose(seen.view, seen.seat, seen.legal);
        Decision {
            action,
            reasons: if why.is_empty() { Vec::new() } else { vec![(action, why)] },
        }
    }
}

impl Bots for Toki {
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
            Level::Medium => 200,
            Level::Hard => 800,
        }
    }
}
