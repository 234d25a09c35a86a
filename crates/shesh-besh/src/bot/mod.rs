//! Computer players for Shesh-Besh (issue 12): the levels, the yardstick, and
//! what the front-end's hint key shows.
//!
//! | level | player | moves by |
//! |---|---|---|
//! | random | [`rules_core::RandomBot`] | a uniformly random legal turn |
//! | easy | [`Player::easy`] | [`heuristic`]: rules of thumb on the position a turn leaves |
//! | medium | [`Player::medium`] | the shipped [`Net`] (TD(λ) self-play) at 0-ply |
//! | hard | [`Player::hard`] | the net, its best few turns a roll deeper (1-ply) |
//! | yardstick | [`Player::pubeval`] | [`pubeval`], Tesauro's public linear evaluator |
//!
//! Every player reads the seat's view (the whole position: nothing is hidden
//! in Shesh-Besh, so [`rules_core::Determinize`] takes it as it is) and chooses among
//! the legal turns by scoring the position each one leaves. Its reasons, for
//! the hint key, are the best few turns with their scores; the net's players
//! (medium, hard) say first in words what each turn does ([`turn_words`]).

mod board;
mod cube;
mod eval;
mod heuristic;
mod inputs;
mod net;
mod player;
mod probs;
mod pubeval;
mod pubeval_weights;
mod shipped;
mod stakes;
mod train;
mod words;

pub use board::Board;
pub use eval::{Scratch, after_0ply, after_1ply, before_roll_1ply};
pub use heuristic::heuristic;
pub use inputs::{Encoded, INPUTS, encode};
pub use net::{Activations, Net, NetError, OUTPUTS};
pub use player::Player;
pub use probs::Probs;
pub use pubeval::{WON as PUBEVAL_WON, pubeval};
pub use shipped::{WEIGHTS, shipped};
pub use stakes::Stakes;
pub use train::{Played, Trainer};
pub use words::{Deed, TurnSaid, cube_words, turn_said, turn_words};

use rules_core::{Bot, Bots, Determinize, Level, Seat};

use crate::{SheshBesh, View};

/// Nothing is hidden in Shesh-Besh: the view holds the position, and the one
/// state it shows is the position.
impl Determinize for SheshBesh {
    fn determinize(view: &View, _seat: Seat, _seed: u64) -> Result<Self, String> {
        Ok(view.position().clone())
    }
}

impl Bots for SheshBesh {
    fn bot(level: Level, _players: usize) -> Box<dyn Bot<Self>> {
        level.pick(Player::easy(), Player::medium(), Player::hard())
    }

    /// Each player scores every legal turn once (the hard one a roll deeper
    /// for its best few); no level samples, so no budget of iterations.
    fn iterations(_level: Level) -> u32 {
        1
    }
}
