//! Computer players of Toki Toki, at the levels of [`rules_core::Level`].
//!
//! Every level sees only what the table sees ([`rules_core::Question`]): the
//! boxes' face-up cards, the discard pile, the card taken and the counters.
//! - **random**: a legal action at random ([`rules_core::RandomBot`]).
//! - **easy**: [`Heuristic`], a player from the rules (see the `heuristic`
//!   module): make pairs and keep low cards by the expected points of the box,
//!   use and fly the Toki, take the discard only for a real gain, end the round
//!   when ahead and otherwise keep the last card hidden.
//! - **medium**, **hard**: information-set Monte Carlo tree search
//!   ([`rules_core::Ismcts`]) over full states dealt from the view
//!   ([`rules_core::Determinize`]: the face-down cards and the bank dealt anew
//!   from the cards seen nowhere), playing out with the heuristic for a few
//!   turns and judging the standings then ([`Playouts`]); hard searches more
//!   and a little further.

mod heuristic;
mod known;
mod rollout;
mod sample;

use rules_core::{Bot, Bots, Budget, Decision, Level, Question, RandomBot, Shortlist};

use crate::state::{Phase, Toki};
use crate::{Action, View};

use heuristic::Turn;
use known::Known;
pub use rollout::Playouts;

/// The medium player: iterations per decision, the heuristic's best few
/// actions searched, player actions per playout before it is judged (a turn
/// is two actions).
const MEDIUM: Search = Search::new(2, 16);
const MEDIUM_ITERATIONS: u32 = 60;
/// The hard player: more iterations, a candidate more, longer playouts.
const HARD: Search = Search::new(3, 24);
const HARD_ITERATIONS: u32 = 240;

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
    fn decide(&mut self, seen: &Question<'_, Toki>, _seed: u64, _budget: Budget<'_>) -> Decision<Action> {
        let (action, why) = Heuristic::choose(seen.view, seen.seat, seen.legal);
        Decision {
            action,
            reasons: if why.is_empty() {
                Vec::new()
            } else {
                vec![(action, why)]
            },
        }
    }
}

/// A search player: information-set MCTS over the heuristic's best few
/// actions ([`Shortlist`]), playing out with [`Playouts`]. Searching only the
/// heuristic's candidates keeps a small budget on the moves that matter (a
/// card may go to any of eight cells, most of them plainly bad); the opening
/// reveal, where nothing is known yet, is the heuristic's.
#[derive(Clone, Debug)]
pub struct Search(pub Shortlist<Playouts>);

impl Search {
    /// A search over the heuristic's `width` best actions, playouts of
    /// `horizon` actions.
    #[must_use]
    pub const fn new(width: usize, horizon: usize) -> Search {
        Search(Shortlist::new(width, Playouts::new(horizon)))
    }
}

impl Bot<Toki> for Search {
    fn decide(&mut self, seen: &Question<'_, Toki>, seed: u64, budget: Budget<'_>) -> Decision<Action> {
        let view = seen.view;
        if view.phase == Phase::Open {
            return Heuristic.decide(seen, seed, budget);
        }
        let known = Known::from_view(view);
        let turn = Turn {
            known: &known,
            seat: seen.seat,
            ender: view.ender,
        };
        let ranked = heuristic::ranked(&turn, seen.legal, view.drawn, view.discard_top);
        self.0
            .decide_among(seen, ranked, seed, budget, |a| {
                heuristic::words(&turn, *a, view.drawn, view.discard_top)
            })
            .unwrap_or_else(|| Heuristic.decide(seen, seed, budget))
    }
}

impl Bots for Toki {
    fn bot(level: Level, _players: usize) -> Box<dyn Bot<Self>> {
        match level {
            Level::Random => Box::new(RandomBot),
            Level::Easy => Box::new(Heuristic),
            Level::Medium => Box::new(MEDIUM),
            Level::Hard => Box::new(HARD),
        }
    }

    fn iterations(level: Level) -> u32 {
        match level {
            Level::Random | Level::Easy => 1,
            Level::Medium => MEDIUM_ITERATIONS,
            Level::Hard => HARD_ITERATIONS,
        }
    }
}
