//! A game-independent face of a [`Table`], in JSON, for the engine protocol, the
//! `sim` command and save files: one object can drive any game.

use serde_json::{Value, json};
use thiserror::Error;

use crate::{
    DynPlayouts, Game, LoadError, NotationError, Outcome, Playouts, RuleError, Seat, SetupError, Table, ToAct,
};

/// Why a request to a [`DynTable`] was refused. The table is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum DynError {
    /// The action JSON is not an action of this game.
    #[error("not an action of {game}: {detail}")]
    BadAction {
        /// The game id.
        game: &'static str,
        /// What serde said.
        detail: String,
    },
    /// The notation does not parse.
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// The action is illegal.
    #[error(transparent)]
    Rule(#[from] RuleError),
    /// No such seat at this table.
    #[error("no seat {seat}: this table has seats 0 to {}", .players - 1)]
    NoSuchSeat {
        /// The seat asked for.
        seat: usize,
        /// The number of seats.
        players: usize,
    },
    /// The state cannot be loaded.
    #[error(transparent)]
    Load(#[from] LoadError),
}

/// A table of any game, spoken to in JSON.
pub trait DynTable: Send {
    /// The game id.
    fn game_id(&self) -> &'static str;
    /// Number of seats.
    fn players(&self) -> usize;
    /// The teams, seats that win together ([`Game::teams`]), by seat index.
    fn teams(&self) -> Vec<Vec<usize>>;
    /// Who is to act.
    fn to_act(&self) -> ToAct;
    /// The legal actions (as JSON) and their notation, in the game's order. At a
    /// chance point with listed outcomes, those outcomes.
    fn legal(&self) -> (Vec<Value>, Vec<String>);
    /// At a chance point, the outcomes as `{"action","notation","weight"}` objects,
    /// or `{"any_seed":true}` for a shuffle. `None` when chance is not to act.
    fn chance_json(&self) -> Option<Value>;
    /// Applies an action given as JSON.
    ///
    /// # Errors
    /// When it is not an action of this game or not legal now.
    fn apply_json(&mut self, action: &Value) -> Result<Vec<Value>, DynError>;
    /// Applies an action given in notation.
    ///
    /// # Errors
    /// When it does not parse or is not legal now.
    fn apply_notation(&mut self, text: &str) -> Result<Vec<Value>, DynError>;
    /// Resolves chance from the seed; returns the events.
    fn resolve_chance(&mut self) -> Vec<Value>;
    /// The full state JSON.
    fn state(&self) -> Value;
    /// What a seat may see.
    ///
    /// # Errors
    /// When the seat is not at this table.
    fn view(&self, seat: usize) -> Result<Value, DynError>;
    /// The result once over.
    fn outcome(&self) -> Option<Outcome>;
    /// The record (seed, options, actions) as JSON.
    fn record(&self) -> Value;
    /// Replaces the state by a loaded one of the same game, keeping the seed.
    ///
    /// # Errors
    /// When the state is impossible; nothing changes then.
    fn load(&mut self, state: &Value) -> Result<(), DynError>;
    /// Random games like this table's (the same game, players and options), each
    /// from its start, played without records or events: for `majlis sim`.
    ///
    /// # Errors
    /// When this table's players and options cannot start a new game.
    fn playouts(&self) -> Result<Box<dyn DynPlayouts>, SetupError>;
    /// A copy of the whole table (state, generator, actions), e.g. to restore it
    /// after a game panicked half-way through an action.
    fn clone_box(&self) -> Box<dyn DynTable>;
}

fn to_json<T: serde::Serialize>(value: &T) -> Value {
    // Serialising plain data types of our own cannot fail; fall back to null
    // rather than panic if one ever does.
    serde_json::to_value(value).unwrap_or(Value::Null)
}

impl<G: Game> DynTable for Table<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }

    fn players(&self) -> usize {
        self.game().players()
    }

    fn teams(&self) -> Vec<Vec<usize>> {
        let teams = self.game().teams();
        teams
            .iter()
            .map(|team| team.iter().map(|s| s.index()).collect())
            .collect()
    }

    fn to_act(&self) -> ToAct {
        self.game().to_act()
    }

    fn legal(&self) -> (Vec<Value>, Vec<String>) {
        let game = self.game();
        let actions = match game.chance_outcomes() {
            Some(outcomes) => outcomes
                .listed()
                .unwrap_or_default()
                .into_iter()
                .map(|(a, _)| a)
                .collect(),
            None => game.legal_actions(),
        };
        let notation = actions.iter().map(|a| game.notation(a)).collect();
        (actions.iter().map(to_json).collect(), notation)
    }

    fn chance_json(&self) -> Option<Value> {
        let game = self.game();
        match game.chance_outcomes()?.listed() {
            Some(list) => Some(Value::Array(
                list.iter()
                    .map(|(a, w)| json!({"action": to_json(a), "notation": game.notation(a), "weight": w}))
                    .collect(),
            )),
            None => Some(json!({"any_seed": true})),
        }
    }

    fn apply_json(&mut self, action: &Value) -> Result<Vec<Value>, DynError> {
        let action: G::Action = serde_json::from_value(action.clone()).map_err(|e| DynError::BadAction {
            game: G::ID,
            // serde quotes a variant or field name whole, however long.
            detail: crate::words::shortened(&e.to_string(), 200),
        })?;
        Ok(self.apply(&action)?.iter().map(to_json).collect())
    }

    fn apply_notation(&mut self, text: &str) -> Result<Vec<Value>, DynError> {
        let action = self.game().parse_notation(text)?;
        Ok(self.apply(&action)?.iter().map(to_json).collect())
    }

    fn resolve_chance(&mut self) -> Vec<Value> {
        Table::resolve_chance(self).iter().map(to_json).collect()
    }

    fn state(&self) -> Value {
        self.game().state_json()
    }

    fn view(&self, seat: usize) -> Result<Value, DynError> {
        let players = self.game().players();
        if seat >= players {
            return Err(DynError::NoSuchSeat { seat, players });
        }
        Ok(to_json(&self.game().view(Seat::new(seat))))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game().outcome()
    }

    fn record(&self) -> Value {
        to_json(&Table::record(self))
    }

    fn load(&mut self, state: &Value) -> Result<(), DynError> {
        let game = G::load_json(state)?;
        *self = Table::from_state(game, self.seed());
        Ok(())
    }

    fn playouts(&self) -> Result<Box<dyn DynPlayouts>, SetupError> {
        let game = self.game();
        Ok(Box::new(Playouts::<G>::new(game.players(), game.options().clone())?))
    }

    fn clone_box(&self) -> Box<dyn DynTable> {
        Box::new(self.clone())
    }
}
