//! The search players' playouts: the heuristic's own choices (with now and
//! then a random one, so that the playouts of one deal differ), cut short
//! after a few turns and judged by the expected final standings.
//!
//! A game of five rounds is far too long to play out at every iteration, so a
//! playout stops after [`Playouts::horizon`] player actions and asks
//! [`Playouts::value`]: each seat's total so far plus its box's expected
//! points if the round ended now ([`crate::bot::known`], read from what the
//! table sees, not from the sample's hidden cards), turned into the chance of
//! finishing lowest.

use rand::RngExt;
use rules_core::{RolloutPolicy, Seat, TableRng};

use crate::action::Action;
use crate::state::{Phase, ROUNDS, Toki};

use super::heuristic::{self, Turn};
use super::known::Known;

/// How far the totals of two seats may still drift apart, in points: about
/// what the difference of two round scores spreads by (a round's box scores
/// from −20 to over 60, most often 5–25), per round still to come, and a
/// little for what the current round has yet to turn up.
const SPREAD_NOW: f64 = 6.0;
/// The spread a round still to be played adds (its square root is taken over
/// the rounds, as for a sum of independent rounds).
const SPREAD_PER_ROUND: f64 = 9.0;

/// The heuristic, played out for a few turns and then judged.
#[derive(Copy, Clone, Debug)]
pub struct Playouts {
    /// Player actions played before a playout is judged (a turn is two).
    pub horizon: usize,
    /// The chance, per action, of a random legal action instead of the
    /// heuristic's (so the playouts of one deal differ).
    pub noise: f64,
    /// How deep the search's tree grows (see [`RolloutPolicy::tree_depth`]):
    /// 1, the root's candidates only. A turn is two actions and a card may go
    /// to any of eight cells, so nodes below the root, expanded in the
    /// rules' order, would judge a take by poor placements; the heuristic
    /// plays them instead.
    pub depth: usize,
}

impl Playouts {
    /// Playouts of `horizon` actions, the heuristic's every time (the deals
    /// of the hidden cards already make playouts differ).
    #[must_use]
    pub const fn new(horizon: usize) -> Playouts {
        Playouts {
            horizon,
            noise: 0.0,
            depth: 1,
        }
    }
}

impl RolloutPolicy<Toki> for Playouts {
    fn pick(&self, game: &Toki, legal: &[Action], rng: &mut TableRng) -> usize {
        if legal.len() <= 1 {
            return 0;
        }
        if self.noise > 0.0 && rng.random_bool(self.noise) {
            return rng.random_range(0..legal.len());
        }
        let Some(seat) = game.to_move() else { return 0 };
        let known = Known::from_game(game);
        let turn = Turn {
            known: &known,
            seat,
            ender: game.ender,
        };
        heuristic::choose(&turn, legal, game.drawn, game.piles.top_discard().copied()).0
    }

    fn horizon(&self) -> usize {
        self.horizon
    }

    fn value(&self, game: &Toki) -> Vec<f64> {
        standings(game)
    }

    fn tree_depth(&self) -> usize {
        self.depth
    }
}

/// Each seat's chance of the lowest final total, roughly: every pair of seats
/// compared by their expected totals now (the rounds scored plus the box as
/// seen, if a round is under way) on a logistic curve whose width grows with
/// the rounds still to come.
pub(crate) fn standings(game: &Toki) -> Vec<f64> {
    let players = usize::from(game.players);
    let totals = game.totals();
    let in_round = game.dealt && !matches!(game.phase, Phase::Deal | Phase::Over);
    let known = in_round.then(|| Known::from_game(game));
    // The lowest total wins: negated, higher is better (negation is exact,
    // so the comparisons are the same to the bit).
    #[allow(clippy::cast_precision_loss)] // totals are a few hundred points at most
    let expected: Vec<f64> = Seat::all(players)
        .map(|s| -(totals[s.index()] as f64 + known.as_ref().map_or(0.0, |k| k.points(s))))
        .collect();
    let rounds_left = f64::from(ROUNDS.saturating_sub(game.rounds_scored + u8::from(in_round)));
    let spread = SPREAD_NOW + SPREAD_PER_ROUND * rounds_left.sqrt();
    rules_core::chances_ahead(&expected, spread)
}
