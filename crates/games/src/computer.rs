//! Computer players of the games on the shelf, reached without knowing the
//! game: what the engine's `bot` command, `majlis sim --bots` and the bot
//! bench ask for.
//!
//! A bot is handed only the view of the seat to act and that seat's legal
//! actions ([`Question`]), never the state: [`ShelfTable::bot_move`] builds
//! them from the table and nothing else reaches the bot.

use rules_core::arena::{ArenaGame, arena_game_with};
use rules_core::{
    Bot, Bots, Budget, DynTable, Game, Level, Question, Seat, SimFigures, Table, ToAct, decision_seed,
    options_from_json,
};
use serde_json::Value;
use thiserror::Error;

use crate::BoxedTable;

/// A game's computer players, as the shelf keeps them: its [`Bots`]
/// functions, so that a game is opened with its players whatever the caller
/// knows of its type.
pub struct Computers<G: Game> {
    /// A player of a level at a table of so many seats ([`Bots::bot`]).
    pub bot: fn(Level, usize) -> Box<dyn Bot<G>>,
    /// How much a player of a level thinks ([`Bots::iterations`]).
    pub iterations: fn(Level) -> u32,
}

impl<G: Game> Clone for Computers<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for Computers<G> {}

impl<G: Game> std::fmt::Debug for Computers<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Computers")
            .field("game", &G::ID)
            .finish_non_exhaustive()
    }
}

impl<G: Bots> Computers<G> {
    /// The computer players of a game that has them.
    #[must_use]
    pub fn of() -> Self {
        Computers {
            bot: G::bot,
            iterations: G::iterations,
        }
    }
}

impl<G: Game> Computers<G> {
    /// A player of `level` for a table of `players` seats, and its budget
    /// of iterations.
    #[must_use]
    pub fn player(&self, level: Level, players: usize) -> (Box<dyn Bot<G>>, u32) {
        ((self.bot)(level, players), (self.iterations)(level))
    }
}

/// A game as the shelf takes it: its rules, its computer players ([`Bots`])
/// and the figures `majlis sim` counts of it ([`SimFigures`]), all written in
/// its rules crate. Every such game is one: putting a game on the shelf is its
/// registration line alone.
pub trait Shelved: Bots + SimFigures {
    /// The game's computer players: its own ([`Bots`]).
    fn computers() -> Option<Computers<Self>> {
        Some(Computers::of())
    }
}

impl<G: Bots + SimFigures> Shelved for G {}

/// A computer player's move for the seat to act, in JSON and notation.
#[derive(Clone, Debug, PartialEq)]
pub struct BotMove {
    /// The seat it plays for.
    pub seat: Seat,
    /// The seed it decided with.
    pub seed: u64,
    /// The action chosen, as the game's action JSON.
    pub action: Value,
    /// The action in the game's notation, in this position.
    pub notation: String,
    /// The best few actions it considered, best first, each with a few words
    /// on why (empty when the player gives none).
    pub reasons: Vec<BotReason>,
}

/// One action a computer player considered, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct BotReason {
    /// The action, as JSON.
    pub action: Value,
    /// The action in notation.
    pub notation: String,
    /// A few words: an equity, a win rate, "kills a marble".
    pub why: String,
}

/// Why no computer player's move can be given.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BotError {
    /// The game has no computer players yet.
    #[error("{0} has no computer players yet")]
    NoComputers(&'static str),
    /// The game is over.
    #[error("the game is over: no seat is to move")]
    Over,
    /// Chance is to act.
    #[error("chance is to act (a roll or a deal), not a seat: apply one of its outcomes first")]
    Chance,
    /// The bot chose an action that is not legal (a bug in the bot).
    #[error("the {level} player of {game} chose {notation}, which is not legal here (a bug in the bot)")]
    Illegal {
        /// The game id.
        game: &'static str,
        /// The level asked for.
        level: Level,
        /// What it chose.
        notation: String,
    },
}

/// A table of a game on the shelf: the game-blind [`DynTable`], and its
/// computer players.
pub trait ShelfTable: DynTable {
    /// What a computer player of `level` plays for the seat to act, from that
    /// seat's view and legal actions alone, deciding with `seed` (default:
    /// [`ShelfTable::bot_seed`]) within `budget` iterations (default: the
    /// level's own). Nothing is applied.
    ///
    /// # Errors
    /// When the game has no computer players, is over, or chance is to act;
    /// or the bot chose an illegal action.
    fn bot_move(&self, level: Level, seed: Option<u64>, budget: Option<Budget<'_>>) -> Result<BotMove, BotError>;

    /// How many iterations a computer player of `level` thinks at this
    /// table when no budget is given: the level's own ([`Bots::iterations`]).
    /// `None` for a game without computer players.
    fn bot_iterations(&self, level: Level) -> Option<u32>;

    /// The seed a computer player at this table decides with now:
    /// [`decision_seed`] of the table's seed, the actions in its record and
    /// the seat to act (0 when no seat is).
    fn bot_seed(&self) -> u64;

    /// A copy of the whole table (state, generator, actions).
    fn clone_table(&self) -> BoxedTable;
}

fn to_json<T: serde::Serialize>(value: &T) -> Value {
    // Plain data of our own always serialises; null rather than a panic.
    serde_json::to_value(value).unwrap_or(Value::Null)
}

impl<G: Shelved> ShelfTable for Table<G> {
    fn bot_move(&self, level: Level, seed: Option<u64>, budget: Option<Budget<'_>>) -> Result<BotMove, BotError> {
        let computers = G::computers().ok_or(BotError::NoComputers(G::DESCRIPTION.latin))?;
        let game = self.game();
        let seat = match game.to_act() {
            ToAct::Seat(seat) => seat,
            ToAct::Chance => return Err(BotError::Chance),
            ToAct::Over => return Err(BotError::Over),
        };
        let (mut bot, iterations) = computers.player(level, game.players());
        let (view, legal) = (game.view(seat), game.legal_actions());
        let seed = seed.unwrap_or_else(|| self.bot_seed());
        let seen = Question::<G> {
            seat,
            view: &view,
            legal: &legal,
        };
        let decision = bot.decide(&seen, seed, budget.unwrap_or(Budget::iterations(iterations)));
        if !legal.contains(&decision.action) {
            return Err(BotError::Illegal {
                game: G::ID,
                level,
                notation: game.notation(&decision.action),
            });
        }
        Ok(BotMove {
            seat,
            seed,
            action: to_json(&decision.action),
            notation: game.notation(&decision.action),
            reasons: decision
                .reasons
                .iter()
                .map(|(action, why)| BotReason {
                    action: to_json(action),
                    notation: game.notation(action),
                    why: why.clone(),
                })
                .collect(),
        })
    }

    fn bot_iterations(&self, level: Level) -> Option<u32> {
        G::computers().map(|computers| (computers.iterations)(level))
    }

    fn bot_seed(&self) -> u64 {
        let seat = self.game().to_act().seat().unwrap_or(Seat(0));
        decision_seed(self.seed(), self.actions().len() as u64, seat)
    }

    fn clone_table(&self) -> BoxedTable {
        Box::new(self.clone())
    }
}

/// One arena game of `G` (see [`arena_game_with`]) with options given as JSON.
pub(crate) fn arena_json<G: Shelved>(
    levels: &[Level],
    options: Option<&Value>,
    index: u64,
    seed: u64,
    max_actions: usize,
) -> Result<ArenaGame, String> {
    let computers = G::computers().ok_or_else(|| BotError::NoComputers(G::DESCRIPTION.latin).to_string())?;
    let options = options_from_json::<G>(options).map_err(|e| e.to_string())?;
    let players = |level: Level, n: usize| computers.player(level, n);
    arena_game_with::<G>(&players, levels, &options, index, seed, max_actions)
}
