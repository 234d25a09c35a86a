//! Computer players for Shesh-Besh (issue 12): the levels, the yardstick, and
//! what the front-end's hint key shows.
//!
//! | level | player | moves by |
//! |---|---|---|
//! | random | [`rules_core::RandomBot`] | a uniformly random legal turn |
//! | easy | [`Player::easy`] | [`heuristic`]: rules of thumb on the position a turn leaves |
//! | medium | [`Player::medium`] | [`pubeval`], Tesauro's public linear evaluator |
//! | hard | [`Player::hard`] | [`pubeval`] |
//!
//! Every player reads the seat's view (the state JSON: nothing is hidden in
//! Shesh-Besh, so [`rules_core::Determinize`] loads it back) and chooses among
//! the legal turns by scoring the position each one leaves. Its reasons, for
//! the hint key, are the best few turns with their scores.

mod board;
mod cube;
mod eval;
mod heuristic;
mod inputs;
mod net;
mod probs;
mod pubeval;
mod pubeval_weights;
mod train;

pub use board::Board;
pub use eval::{Scratch, after_0ply, after_1ply};
pub use heuristic::heuristic;
pub use inputs::{Encoded, INPUTS, encode};
pub use net::{Activations, Net, NetError, OUTPUTS};
pub use probs::Probs;
pub use pubeval::{WON as PUBEVAL_WON, pubeval};
pub use train::{Played, Trainer};

use rules_core::{Bot, Bots, Budget, Decision, Determinize, Game, Level, Seat, Seen};

use crate::{Action, Phase, SheshBesh};

/// How many of the best turns a decision gives as its reasons.
const REASONS: usize = 3;

/// Nothing is hidden in Shesh-Besh: the view is the state JSON, and the one
/// state it shows is the state.
impl Determinize for SheshBesh {
    fn determinize(view: &serde_json::Value, _seat: Seat, _seed: u64) -> Result<Self, String> {
        SheshBesh::load_json(view).map_err(|e| e.to_string())
    }
}

impl Bots for SheshBesh {
    fn bot(level: Level, _players: usize) -> Box<dyn Bot<Self>> {
        match level {
            Level::Random => Box::new(rules_core::RandomBot),
            Level::Easy => Box::new(Player::easy()),
            Level::Medium => Box::new(Player::medium()),
            Level::Hard => Box::new(Player::hard()),
        }
    }

    /// Each player scores every legal turn once; none searches further yet.
    fn iterations(_level: Level) -> u32 {
        1
    }
}

/// What a player judges the positions its turns leave by.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Judge {
    /// [`heuristic`].
    Heuristic,
    /// [`pubeval`].
    Pubeval,
}

/// A Shesh-Besh computer player: chooses the legal turn whose resulting
/// position its judge scores best, and answers the cube (D3) from the same
/// judgement ([`cube`]).
#[derive(Clone, Debug)]
pub struct Player {
    judge: Judge,
}

impl Player {
    /// The easy level: [`heuristic`].
    #[must_use]
    pub fn easy() -> Player {
        Player {
            judge: Judge::Heuristic,
        }
    }

    /// Tesauro's pubeval, the yardstick.
    #[must_use]
    pub fn pubeval() -> Player {
        Player { judge: Judge::Pubeval }
    }

    /// The medium level.
    #[must_use]
    pub fn medium() -> Player {
        Player::pubeval()
    }

    /// The hard level.
    #[must_use]
    pub fn hard() -> Player {
        Player::pubeval()
    }

    /// Every legal turn of `game` (a position with dice to play) with its
    /// score, best first; ties keep the legal order.
    fn rank(&self, game: &SheshBesh, legal: &[Action]) -> Vec<(Action, f32)> {
        let board = Board::of(game);
        let race = !board.contact();
        let mut scored: Vec<(Action, f32)> = legal
            .iter()
            .map(|a| {
                let after = board.after(a.steps());
                let score = match self.judge {
                    Judge::Heuristic => heuristic(&after),
                    Judge::Pubeval => pubeval(race, &after),
                };
                (*a, score)
            })
            .collect();
        // A stable sort: among equal scores the first listed turn comes first.
        scored.sort_by(|a, b| b.1.total_cmp(&a.1));
        scored
    }

    fn choose_turn(&self, game: &SheshBesh, legal: &[Action]) -> Decision<Action> {
        let ranked = self.rank(game, legal);
        let what = match self.judge {
            Judge::Heuristic => "score",
            Judge::Pubeval => "pubeval",
        };
        let reasons = ranked
            .iter()
            .take(REASONS)
            .map(|(a, s)| (*a, format!("{}: {what} {s:+.3}", game.notation(a))))
            .collect();
        Decision {
            action: ranked.first().map_or(legal[0], |(a, _)| *a),
            reasons,
        }
    }
}

impl Bot<SheshBesh> for Player {
    /// # Panics
    /// If `seen.legal` is empty (a bot is asked only while its seat is to act,
    /// when a game always offers an action).
    fn decide(&mut self, seen: &Seen<'_, SheshBesh>, _seed: u64, _budget: Budget<'_>) -> Decision<Action> {
        let first = seen.legal[0];
        // The view is the game's own JSON; should it not load, the first legal
        // action is still a legal answer.
        let Ok(game) = SheshBesh::load_json(seen.view) else {
            return Decision::bare(first);
        };
        if seen.legal.len() == 1 {
            return Decision::bare(first);
        }
        match game.phase() {
            Phase::Move => self.choose_turn(&game, seen.legal),
            Phase::Decide => Decision::bare(cube::double_or_roll(&game, cube::estimate_by_pips(&game, seen.seat))),
            Phase::Respond => Decision::bare(cube::take_or_drop(&game, cube::estimate_by_pips(&game, seen.seat))),
            Phase::Opening | Phase::Roll | Phase::Over => Decision::bare(first),
        }
    }
}
