//! The driver: owns the seeded generator, resolves chance, records the actions.

use rand::{Rng, RngExt, SeedableRng};

use crate::playout::watched_playout;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::{ChanceOutcomes, Game, RuleError, SetupError, ToAct};

/// The seeded generator every table uses.
pub type TableRng = ChaCha8Rng;

/// A generator built from a seed. Rules crates use it to turn a shuffle seed
/// (a chance action) into an order of cards; the driver uses it for its own draws.
#[must_use]
pub fn rng_from_seed(seed: u64) -> TableRng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// Draws one outcome of a chance point. Weighted outcomes are drawn in proportion
/// to their weights; dice are rolled as if drawn from their weighted list (one
/// draw below the total weight, so a game listing its dice as
/// [`ChanceOutcomes::Weighted`] or as [`ChanceOutcomes::Dice`] gets the same
/// outcome from the same generator); a seeded outcome gets a fresh 64-bit seed.
/// Returns `None` when the list of outcomes is empty or weighs nothing.
#[inline]
pub fn sample_chance<A: Clone, R: Rng + ?Sized>(outcomes: &ChanceOutcomes<A>, rng: &mut R) -> Option<A> {
    match outcomes {
        ChanceOutcomes::Dice { dice, outcome } => {
            let pick = rng.random_range(0..dice.total_weight());
            Some(outcome(&dice.roll_at(pick)))
        }
        ChanceOutcomes::Weighted(list) => {
            let total: u64 = list.iter().map(|(_, w)| u64::from(*w)).sum();
            if total == 0 {
                return None;
            }
            let mut pick = rng.random_range(0..total);
            for (action, weight) in list {
                let w = u64::from(*weight);
                if pick < w {
                    return Some(action.clone());
                }
                pick -= w;
            }
            None
        }
        ChanceOutcomes::Seeded(make) => Some(make(rng.next_u64())),
    }
}

/// Seed, options and actions: all it takes to replay a game exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound(serialize = "G::Options: Serialize", deserialize = "G::Options: Deserialize<'de>"))]
pub struct Record<G: Game> {
    /// The game id ([`Game::ID`]).
    pub game: String,
    /// Number of seats.
    pub players: usize,
    /// The seed of the table's generator.
    pub seed: u64,
    /// The options.
    pub options: G::Options,
    /// Every action applied, chance outcomes included, in notation.
    pub actions: Vec<String>,
}

/// Why a record could not be replayed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    /// The record is of another game.
    #[error("this record is of {found}, not {expected}")]
    WrongGame {
        /// The game asked for.
        expected: String,
        /// The game the record names.
        found: String,
    },
    /// The game cannot be set up with the record's players and options.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// An action does not parse.
    #[error("action {index}: {error}")]
    Notation {
        /// Zero-based index in the record.
        index: usize,
        /// The notation error.
        error: crate::NotationError,
    },
    /// An action is not legal where the record puts it.
    #[error("action {index}: {error}")]
    Rule {
        /// Zero-based index in the record.
        index: usize,
        /// The rule error.
        error: RuleError,
    },
}

/// A game at a table: the state, the seeded generator, and the action list.
#[derive(Clone, Debug)]
pub struct Table<G: Game> {
    game: G,
    rng: TableRng,
    seed: u64,
    actions: Vec<G::Action>,
}

impl<G: Game> Table<G> {
    /// A new game of `players` seats with the given options and seed. Chance is
    /// not yet resolved: call [`Table::resolve_chance`] to roll or deal.
    ///
    /// # Errors
    /// When the game is not played by `players` (its [`Game::DESCRIPTION`]
    /// says by whom) or does not take the options.
    pub fn new(seed: u64, players: usize, options: G::Options) -> Result<Self, SetupError> {
        G::DESCRIPTION.check_players(players)?;
        let game = G::new_game(players, &options)?;
        Ok(Table {
            game,
            rng: rng_from_seed(seed),
            seed,
            actions: Vec::new(),
        })
    }

    /// A table around a given state (loaded, or set up by a test). Its record
    /// cannot replay from the start, as the start is unknown.
    #[must_use]
    pub fn from_state(game: G, seed: u64) -> Self {
        Table {
            game,
            rng: rng_from_seed(seed),
            seed,
            actions: Vec::new(),
        }
    }

    /// Replays a record: the same seed, options and actions give the same game,
    /// with the generator in the same state.
    ///
    /// # Errors
    /// When the record is of another game or any action is not legal in turn.
    pub fn replay(record: &Record<G>) -> Result<Self, ReplayError> {
        if record.game != G::ID {
            return Err(ReplayError::WrongGame {
                expected: G::ID.to_string(),
                found: record.game.clone(),
            });
        }
        let mut table = Table::<G>::new(record.seed, record.players, record.options.clone())?;
        for (index, text) in record.actions.iter().enumerate() {
            let action = table
                .game
                .parse_notation(text)
                .map_err(|error| ReplayError::Notation { index, error })?;
            if table.game.to_act() == ToAct::Chance {
                // Draw as the live game did, so the generator stays in step even
                // where the recorded outcome was forced rather than drawn.
                let _ = table.draw_chance();
            }
            table
                .game
                .apply(&action)
                .map_err(|error| ReplayError::Rule { index, error })?;
            table.actions.push(action);
        }
        Ok(table)
    }

    /// The current state.
    #[must_use]
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The seed the table was made with.
    #[must_use]
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Every action applied so far, chance outcomes included.
    #[must_use]
    pub fn actions(&self) -> &[G::Action] {
        &self.actions
    }

    /// The record that replays this game.
    #[must_use]
    pub fn record(&self) -> Record<G> {
        Record {
            game: G::ID.to_string(),
            players: self.game.players(),
            seed: self.seed,
            options: self.game.options().clone(),
            actions: self.actions.iter().map(ToString::to_string).collect(),
        }
    }

    /// Applies a player's action or a forced chance outcome and records it.
    ///
    /// # Errors
    /// When the action is not legal now; nothing changes then.
    pub fn apply(&mut self, action: &G::Action) -> Result<Vec<G::Event>, RuleError> {
        if self.game.to_act() == ToAct::Chance {
            // Keep the generator in step with a replay of this record.
            let mut probe = self.rng.clone();
            if let Some(outcomes) = self.game.chance_outcomes() {
                let _ = sample_chance(&outcomes, &mut probe);
            }
            let events = self.game.apply(action)?;
            self.rng = probe;
            self.actions.push(action.clone());
            return Ok(events);
        }
        let events = self.game.apply(action)?;
        self.actions.push(action.clone());
        Ok(events)
    }

    /// While chance is to act, draws an outcome and applies it. Returns the
    /// events of every chance outcome applied.
    pub fn resolve_chance(&mut self) -> Vec<G::Event> {
        let mut events = Vec::new();
        while self.game.to_act() == ToAct::Chance {
            let Some(action) = self.draw_chance() else { break };
            match self.game.apply_into(&action, &mut events) {
                Ok(()) => self.actions.push(action),
                // A rules crate that lists an outcome it then refuses is at fault;
                // stop rather than loop for ever.
                Err(_) => break,
            }
        }
        events
    }

    /// Draws (without applying) an outcome of the current chance point.
    fn draw_chance(&mut self) -> Option<G::Action> {
        let outcomes = self.game.chance_outcomes()?;
        sample_chance(&outcomes, &mut self.rng)
    }

    /// Plays uniformly random legal actions (chance resolved from the seed) until
    /// the game is over or `max_actions` player actions were played, and records
    /// them. Returns whether it ended. The same loop as
    /// [`crate::random_playout`], which records nothing.
    pub fn play_random<R: Rng + ?Sized>(&mut self, rng: &mut R, max_actions: usize) -> bool {
        let Table {
            game,
            rng: chance,
            actions,
            ..
        } = self;
        let mut buffer = Vec::new();
        watched_playout(game, chance, rng, max_actions, &mut buffer, actions).ended
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Dice, Die};

    #[test]
    fn dice_are_drawn_exactly_as_their_weighted_list_would_be() {
        for dice in [
            Dice::unordered(2, Die::D6),
            Dice::ordered(2, Die::D6),
            Dice::unordered(3, Die::D6),
        ] {
            let rolled = ChanceOutcomes::Dice {
                dice,
                outcome: |roll| roll.to_vec(),
            };
            let listed = ChanceOutcomes::Weighted(rolled.listed().unwrap_or_default());
            let (mut a, mut b) = (rng_from_seed(11), rng_from_seed(11));
            let draws: Vec<_> = (0..2000).map(|_| sample_chance(&rolled, &mut a)).collect();
            let again: Vec<_> = (0..2000).map(|_| sample_chance(&listed, &mut b)).collect();
            assert_eq!(draws, again, "{dice:?}");
            let mut seen: Vec<_> = draws.into_iter().flatten().collect();
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), dice.outcomes().count(), "{dice:?}: every outcome comes up");
        }
    }
}
