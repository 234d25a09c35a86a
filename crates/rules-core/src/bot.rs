//! Computer players: the contract every bot keeps, and what a game supplies so
//! that a bot can think about positions it cannot fully see.
//!
//! A bot plays fair by construction: it is given one seat's [`Game::view`] and
//! that seat's legal actions, never the state. A bot that searches (Monte Carlo
//! tree search over determinizations) asks the game for full states consistent
//! with that view ([`Determinize`]): hidden cards dealt at random among the
//! places the seat cannot see, everything seen kept as seen. A game without
//! hidden information rebuilds its one state from the view.
//!
//! A bot is deterministic for a seed: the same view, legal actions, seed and
//! budget give the same action. A time cap ([`Budget::stop`]) is a guard for
//! slow machines, not part of the choice on a machine that meets the budget.
//! Bots know no clock and no thread: the front-end runs them off its UI thread
//! and hands them a stop function that reads its clock.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::{Game, Seat, ToAct};

/// How strong a computer player is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Uniformly random legal actions: the yardstick, and `majlis sim`'s player.
    Random,
    /// The game's own heuristic player.
    Easy,
    /// A search with a small budget.
    Medium,
    /// The strongest player the game has within its time budget.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    /// The level's name as written on the command line and in the engine.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Level::ALL.into_iter().find(|l| l.name() == s).ok_or_else(|| {
            format!(
                "{} is not a level; the levels are random, easy, medium and hard",
                crate::words::quoted(s)
            )
        })
    }
}

/// How much a bot may think: a number of iterations (or positions evaluated,
/// as the bot counts them) and an optional stop asked now and then. Without a
/// stop a bot's choice depends only on its inputs.
#[derive(Clone, Copy)]
pub struct Budget<'a> {
    /// The work the bot does when nothing stops it early.
    pub iterations: u32,
    /// Asked between iterations; `true` ends the thinking with the best
    /// choice so far (the front-end's time cap).
    pub stop: Option<&'a (dyn Fn() -> bool + Sync)>,
}

impl fmt::Debug for Budget<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Budget")
            .field("iterations", &self.iterations)
            .field("stop", &self.stop.is_some())
            .finish()
    }
}

impl Budget<'_> {
    /// A budget of `iterations` with no stop.
    #[must_use]
    pub fn iterations(iterations: u32) -> Budget<'static> {
        Budget { iterations, stop: None }
    }

    /// Whether the stop asks to end now.
    #[must_use]
    pub fn should_stop(&self) -> bool {
        self.stop.is_some_and(|stop| stop())
    }
}

/// What a bot sees of the table when it is its turn: its seat, that seat's
/// view, and that seat's legal actions (in the game's order, never empty).
#[derive(Debug)]
pub struct Question<'a, G: Game> {
    /// The seat the bot plays.
    pub seat: Seat,
    /// What that seat may see.
    pub view: &'a G::View,
    /// The seat's legal actions.
    pub legal: &'a [G::Action],
}

/// A bot's choice, with its reasons where it has them (for the hint key).
#[derive(Clone, Debug, PartialEq)]
pub struct Decision<A> {
    /// The action chosen: one of the legal actions.
    pub action: A,
    /// The best few actions considered, best first, each with a few words on
    /// why (an equity, a win rate, "kills a marble"); empty when the bot has no
    /// reasons to give.
    pub reasons: Vec<(A, String)>,
}

impl<A> Decision<A> {
    /// A decision without reasons.
    pub fn bare(action: A) -> Self {
        Decision {
            action,
            reasons: Vec::new(),
        }
    }
}

/// The seed a computer player at a table decides with: from the table's seed,
/// how far the game has gone (`step`: actions played, or moves made, as the
/// caller counts them) and the seat. The arena, the terminal front-end and the
/// engine's `bot` command all seed their bots so, so that a position reached
/// the same way gets the same choice everywhere.
#[must_use]
pub fn decision_seed(seed: u64, step: u64, seat: Seat) -> u64 {
    seed ^ step.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (u64::from(seat.0) << 56)
}

/// `bot`'s decision for the seat to act in `game`, from that seat's view and
/// legal actions only (the bot never sees `game`); `None` when no seat is to
/// act. What the arena, the tests and the benches ask of a bot at a position.
pub fn decide_at<G: Game>(
    bot: &mut dyn Bot<G>,
    game: &G,
    seed: u64,
    budget: Budget<'_>,
) -> Option<Decision<G::Action>> {
    let ToAct::Seat(seat) = game.to_act() else {
        return None;
    };
    let (view, legal) = (game.view(seat), game.legal_actions());
    if legal.is_empty() {
        return None;
    }
    let seen = Question::<G> {
        seat,
        view: &view,
        legal: &legal,
    };
    Some(bot.decide(&seen, seed, budget))
}

/// A computer player of game `G`.
pub trait Bot<G: Game>: Send {
    /// Chooses one of `seen.legal`, from `seen` alone, within `budget`. The same
    /// inputs and `seed` give the same decision.
    fn decide(&mut self, seen: &Question<'_, G>, seed: u64, budget: Budget<'_>) -> Decision<G::Action>;
}

/// Uniformly random legal actions.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    /// # Panics
    /// If `seen.legal` is empty (a bot is asked only while its seat is to act,
    /// when a game always offers an action).
    fn decide(&mut self, seen: &Question<'_, G>, seed: u64, _budget: Budget<'_>) -> Decision<G::Action> {
        use rand::RngExt;
        let pick = crate::rng_from_seed(seed).random_range(0..seen.legal.len());
        Decision::bare(seen.legal[pick].clone())
    }
}

/// A game whose positions a bot can think about from one seat's view.
pub trait Determinize: Game {
    /// A full state consistent with `view`, as seen by `seat`: every card (or
    /// tile, or die) that `seat` cannot see placed at random from `seed` among
    /// the places it could be, everything `seat` sees kept as it sees it. So
    /// `Self::determinize(&g.view(s), s, seed).view(s) == g.view(s)`, and the
    /// sample offers `seat` the same legal actions. A game without hidden
    /// information returns the one state the view shows.
    ///
    /// # Errors
    /// When `view` is not a view this game gives (a bot is only ever handed
    /// views the game made, so this means a rules bug).
    fn determinize(view: &Self::View, seat: Seat, seed: u64) -> Result<Self, String>;
}

/// The computer players a game offers, by [`Level`]: what the front-end, the
/// engine's `bot` command and `majlis sim --bots` ask for a seat.
pub trait Bots: Determinize {
    /// A player of `level` at a table of `players` seats.
    fn bot(level: Level, players: usize) -> Box<dyn Bot<Self>>;

    /// How much a player of `level` thinks ([`Budget::iterations`]): chosen so
    /// that a move takes at most 50 ms at medium and 200 ms at hard on one core
    /// of the CI-class machine (measured by the game's bot bench).
    fn iterations(level: Level) -> u32;
}
