//! How the search plays a playout on: the heuristic's play most of the time,
//! a random one now and then (so playouts from one position differ), for a
//! few turns; then the board's worth says how likely each team is to win.

use rand::RngExt;
use rules_core::{Game, RolloutPolicy, TableRng};

use super::heuristic;
use super::value::team_worths;
use crate::action::Action;
use crate::state::Jackar;

/// The search's playouts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rollouts {
    /// Player actions played before the position is judged.
    pub horizon: usize,
    /// The chance of a random play instead of the heuristic's.
    pub random: f64,
    /// How much worth one team's lead must be to make it about 73 % sure to
    /// win (the logistic's scale).
    pub scale: f64,
}

impl Default for Rollouts {
    /// Two rounds of play (eight cards, at four players), one play in ten
    /// at random.
    fn default() -> Self {
        Rollouts {
            horizon: 8,
            random: 0.1,
            scale: 120.0,
        }
    }
}

impl RolloutPolicy<Jackar> for Rollouts {
    fn pick(&self, game: &Jackar, legal: &[Action], rng: &mut TableRng) -> usize {
        if legal.len() == 1 {
            return 0;
        }
        if rng.random::<f64>() < self.random {
            return rng.random_range(0..legal.len());
        }
        heuristic::best(&heuristic::scores(game, legal))
    }

    fn horizon(&self) -> usize {
        self.horizon
    }

    /// Each seat's chance to win: a softmax of the teams' worths.
    fn value(&self, game: &Jackar) -> Vec<f64> {
        let board = game.board();
        let worths = team_worths(game);
        let top = worths.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let weights: Vec<f64> = worths.iter().map(|w| ((w - top) / self.scale).exp()).collect();
        let total: f64 = weights.iter().sum();
        rules_core::Seat::all(game.players())
            .map(|s| weights[board.team_of(s)] / total)
            .collect()
    }
}
