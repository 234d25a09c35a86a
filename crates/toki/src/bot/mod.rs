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
mod said;
mod sample;

use rules_core::{Bot, Bots, Budget, Decision, Level, Question, Shortlist};

use crate::state::{Phase, Toki};
use crate::{Action, View};

use heuristic::Turn;
use known::Known;
pub use rollout::Playouts;
pub use said::{Placement, Points, Said};

/// The medium player: iterations per decision, the heuristic's best few
/// actions searched, player actions per playout before it is judged (a turn
/// is two actions).
const MEDIUM: Search = Shortlist::new(2, Playouts::new(16));
const MEDIUM_ITERATIONS: u32 = 60;
/// The hard player: more iterations, a candidate more, longer playouts.
const HARD: Search = Shortlist::new(3, Playouts::new(24));
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

/// Why the computer would play `action` for the seat to act in `game`, as
/// facts ([`Said`]): the reason the bots give, from what the whole table
/// sees (never a face-down card). The opening reveal the heuristic picks is
/// said as such ([`Said::OpensTwoColumns`], as every level plays it); `None`
/// when nobody is to act or the action says nothing (a deal, the starter).
#[must_use]
pub fn said(game: &Toki, action: &Action) -> Option<Said> {
    let seat = game.to_move()?;
    let known = Known::from_game(game);
    let turn = Turn {
        known: &known,
        seat,
        ender: game.ender,
    };
    let (drawn, top) = (game.drawn, game.piles.top_discard().copied());
    if let Action::Open(_) = action {
        let legal = rules_core::Game::legal_actions(game);
        if legal.get(heuristic::opening(&legal)) == Some(action) {
            return Some(Said::OpensTwoColumns);
        }
    }
    heuristic::said(&turn, *action, drawn, top)
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
/// `Shortlist::new(width, Playouts::new(horizon))` searches the heuristic's
/// `width` best actions with playouts of `horizon` actions.
pub type Search = Shortlist<Playouts>;

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
        self.decide_among(seen, ranked, seed, budget, |a| {
            heuristic::words(&turn, *a, view.drawn, view.discard_top)
        })
        .unwrap_or_else(|| Heuristic.decide(seen, seed, budget))
    }
}

impl Bots for Toki {
    fn bot(level: Level, _players: usize) -> Box<dyn Bot<Self>> {
        level.pick(Heuristic, MEDIUM, HARD)
    }

    fn iterations(level: Level) -> u32 {
        level.search_iterations(MEDIUM_ITERATIONS, HARD_ITERATIONS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules_core::{Game, Table};

    /// The hint's facts say what the easy player's own reason says, for
    /// its choice at every step of a few random games (the words the bots
    /// give are the facts' English).
    #[test]
    fn the_typed_reason_of_the_heuristic_choice_is_its_english_reason() {
        let mut said_some = 0;
        for seed in 0..6u64 {
            let players = 2 + usize::try_from(seed % 5).unwrap_or(0);
            let mut table = Table::<Toki>::new(seed, players, crate::Options::default()).expect("a table");
            let mut rng = rules_core::rng_from_seed(seed);
            while !table.play_random(&mut rng, 1) {
                let game = table.game();
                let Some(seat) = game.to_move() else { continue };
                let legal = game.legal_actions();
                let (action, why) = Heuristic::choose(&game.view(seat), seat, &legal);
                let typed = said(game, &action);
                assert_eq!(typed.map(|s| s.to_string()).unwrap_or_default(), why, "{action}");
                if game.phase == Phase::Open {
                    assert_eq!(typed, Some(Said::OpensTwoColumns));
                }
                said_some += usize::from(typed.is_some());
            }
        }
        assert!(said_some > 500, "only {said_some} reasons");
    }
}
