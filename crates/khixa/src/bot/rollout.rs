//! The search players' playouts: the heuristic's own choices (ties broken at
//! random), cut short after a few turns and judged by the expected standings.
//!
//! A match of six rounds is too long to play out at every iteration, so a
//! playout stops after [`Playouts::horizon`] player actions and asks
//! [`Playouts::value`]: each seat's total so far, plus what its area would
//! score if the round ended now (D9, D13), plus a share of the winner's 20
//! that grows with how near the area is to the round's formation, turned
//! into the chance of finishing highest.

use rules_core::{RolloutPolicy, Seat, TableRng};

use crate::action::Action;
use crate::formation::BONUS;
use crate::state::{Khixa, Phase, ROUNDS};

use super::heuristic;
use super::judge::progress;

/// How far two seats' totals may still drift apart in the round under way.
const SPREAD_NOW: f64 = 8.0;
/// The spread each round still to come adds (its square root is taken over
/// the rounds, as for a sum of independent rounds): a round scores from 0 to
/// about 45.
const SPREAD_PER_ROUND: f64 = 12.0;

/// The heuristic, played out for a few turns and then judged.
#[derive(Copy, Clone, Debug)]
pub struct Playouts {
    /// Player actions played before a playout is judged (a turn is a
    /// placement and any jokers; the roll is chance's).
    pub horizon: usize,
    /// How deep the search's tree grows (see [`RolloutPolicy::tree_depth`]):
    /// 1, the root's candidates only. A piece may go to dozens of cells and
    /// rotations, so nodes below the root, expanded in the rules' order,
    /// would stand for poor play; the heuristic plays them instead.
    pub depth: usize,
}

impl Playouts {
    /// Playouts of `horizon` actions below a tree of the root's candidates.
    #[must_use]
    pub const fn new(horizon: usize) -> Playouts {
        Playouts { horizon, depth: 1 }
    }
}

impl RolloutPolicy<Khixa> for Playouts {
    fn pick(&self, game: &Khixa, legal: &[Action], rng: &mut TableRng) -> usize {
        if legal.len() <= 1 {
            return 0;
        }
        heuristic::best_at_random(game, legal, rng)
    }

    fn horizon(&self) -> usize {
        self.horizon
    }

    fn value(&self, game: &Khixa) -> Vec<f64> {
        standings(game)
    }

    fn tree_depth(&self) -> usize {
        self.depth
    }
}

/// Each seat's chance of the highest final total, roughly: every pair of
/// seats compared by their expected totals (the rounds scored, plus, in a
/// round under way, the area's partial score and the bonus in proportion to
/// the square of its progress) on a logistic curve whose width grows with the
/// rounds still to come.
pub(crate) fn standings(game: &Khixa) -> Vec<f64> {
    let players = game.player_count();
    let in_round = matches!(game.phase(), Phase::Roll | Phase::Place | Phase::Steal);
    let formation = game.formation();
    let expected: Vec<f64> = Seat::all(players)
        .map(|s| {
            let mut points = f64::from(game.total(s));
            if in_round {
                let area = game.area(s);
                let p = progress(formation, area);
                points += f64::from(formation.score(area, false)) + f64::from(BONUS) * p * p;
            }
            points
        })
        .collect();
    let scored = u8::try_from(game.rounds_scored()).unwrap_or(ROUNDS);
    let rounds_left = f64::from(ROUNDS.saturating_sub(scored + u8::from(in_round)));
    let spread = SPREAD_NOW + SPREAD_PER_ROUND * rounds_left.sqrt();
    rules_core::chances_ahead(&expected, spread)
}
