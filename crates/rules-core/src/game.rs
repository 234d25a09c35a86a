//! The contract every rules crate implements.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::{Description, Dice, Events, LoadError, NotationError, PerSeat, Quiet, Roll, RuleError, Seat, SetupError};

/// Who is to act now.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ToAct {
    /// A player.
    Seat(Seat),
    /// Chance: dice are to be rolled or cards dealt. The driver draws an outcome.
    Chance,
    /// Nobody: the game is over.
    Over,
}

impl ToAct {
    /// The seat to act, if a player is to act.
    #[must_use]
    pub fn seat(self) -> Option<Seat> {
        match self {
            ToAct::Seat(s) => Some(s),
            _ => None,
        }
    }
}

/// The outcomes of a chance point.
#[derive(Clone, Debug)]
pub enum ChanceOutcomes<A> {
    /// A finite list of outcomes with positive integer weights.
    Weighted(Vec<(A, u32)>),
    /// A throw of dice, made into an action by `outcome`. Its outcomes and
    /// weights are those of [`Dice::outcomes`]; a driver rolls without building
    /// the list (see [`Dice::roll_at`]), drawing exactly as it would from it.
    Dice {
        /// The dice thrown.
        dice: Dice,
        /// The action of a roll.
        outcome: fn(&Roll) -> A,
    },
    /// Any 64-bit seed, made into an action by the function (a shuffle: the
    /// rules crate shuffles with [`crate::rng_from_seed`] of that seed).
    Seeded(fn(u64) -> A),
}

impl<A: Clone> ChanceOutcomes<A> {
    /// Every outcome with its weight, in order; `None` for a seeded outcome,
    /// where any seed will do.
    #[must_use]
    pub fn listed(&self) -> Option<Vec<(A, u32)>> {
        match self {
            ChanceOutcomes::Weighted(list) => Some(list.clone()),
            ChanceOutcomes::Dice { dice, outcome } => {
                Some(dice.outcomes().map(|(roll, w)| (outcome(&roll), w)).collect())
            }
            ChanceOutcomes::Seeded(_) => None,
        }
    }
}

/// The result of a finished game (or match): points per seat and the winners.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Points per seat (a match score where the game is played as a match).
    pub scores: PerSeat<i64>,
    /// The seats that won (several for a team).
    pub winners: Vec<Seat>,
}

/// A game's rules and state, in the spirit of OpenSpiel's `State`.
///
/// A value of the type is one position. It holds no random generator: chance
/// points are resolved by whoever drives it (see [`crate::Table`]) applying one of
/// [`Game::chance_outcomes`] like any action, so tests can force exact dice and
/// deals and a seed plus the action list replays a game.
pub trait Game: Clone + Debug + Send + 'static {
    /// One complete action: a player's whole turn or decision, or a chance outcome.
    type Action: Clone
        + Debug
        + PartialEq
        + Display
        + FromStr<Err = NotationError>
        + Serialize
        + DeserializeOwned
        + Send;
    /// What happened when an action was applied, for logs and the front-end.
    type Event: Clone + Debug + Serialize + Send;
    /// What one seat may see.
    type View: Clone + Debug + PartialEq + Serialize;
    /// The game's options (house rules). `Default` is the binding rules file's default.
    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned + Send;

    /// The game described once: id, names, player counts, default seat names and
    /// options as data. Everything outside the rules crate reads it.
    const DESCRIPTION: &'static Description;

    /// The game id used on the command line and in the engine (`shesh-besh`).
    const ID: &'static str = Self::DESCRIPTION.id;

    /// A new game at its very start (usually a chance point: a roll or a deal).
    ///
    /// `players` is one of [`Description::players`]: the caller checks it
    /// ([`crate::Table::new`] does, with [`Description::check_players`]), so a
    /// game does not restate its counts.
    ///
    /// # Errors
    /// When an option is not supported.
    fn new_game(players: usize, options: &Self::Options) -> Result<Self, SetupError>;

    /// The options this game was set up with.
    fn options(&self) -> &Self::Options;

    /// How many seats play.
    fn players(&self) -> usize;

    /// The teams at this table: the seats that win together, each team in
    /// seat order. By default every seat plays for itself; a game of
    /// partners (Jackar) says who partners whom, so that a report of wins
    /// counts a team's win once, not once for each partner.
    fn teams(&self) -> Vec<Vec<Seat>> {
        Seat::all(self.players()).map(|seat| vec![seat]).collect()
    }

    /// Who is to act.
    fn to_act(&self) -> ToAct;

    /// Writes the legal actions of the seat to act into `out`, which it clears
    /// first: in a fixed order, never empty while a seat is to act; empty at a
    /// chance point and when the game is over. Hot loops (random playouts,
    /// search) keep one buffer and call this, so nothing is allocated per
    /// position.
    fn legal_actions_into(&self, out: &mut Vec<Self::Action>);

    /// The legal actions of the seat to act, as [`Game::legal_actions_into`]
    /// lists them, in a new list.
    fn legal_actions(&self) -> Vec<Self::Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// The outcomes of the chance point, or `None` when chance is not to act.
    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Self::Action>>;

    /// Applies an action (a player's, or a chance outcome at a chance point),
    /// telling `events` what happened, in order. The one way a game applies an
    /// action: [`Game::apply`] keeps the events in a list, [`Game::apply_quiet`]
    /// drops them unbuilt ([`Quiet`]).
    ///
    /// # Errors
    /// When the action is not legal now; the state is then exactly as it was,
    /// and `events` was told nothing.
    fn apply_into(&mut self, action: &Self::Action, events: &mut impl Events<Self::Event>) -> Result<(), RuleError>;

    /// Applies an action and returns its events (see [`Game::apply_into`]).
    ///
    /// # Errors
    /// When the action is not legal now; the state is then exactly as it was.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, RuleError> {
        let mut events = Vec::new();
        self.apply_into(action, &mut events)?;
        Ok(events)
    }

    /// Applies an action and keeps no events: for random playouts and search,
    /// which never read them (see [`Game::apply_into`]).
    ///
    /// # Errors
    /// When the action is not legal now; the state is then exactly as it was.
    fn apply_quiet(&mut self, action: &Self::Action) -> Result<(), RuleError> {
        self.apply_into(action, &mut Quiet)
    }

    /// Applies an action that this very position listed, keeping no events:
    /// one of [`Game::legal_actions_into`], or an outcome drawn from
    /// [`Game::chance_outcomes`]. Random playouts and search apply nothing
    /// else, millions of times, so a game whose legality check costs as much as
    /// listing the actions (Shesh-Besh's rule 7, Jackar's walks) may skip it
    /// here. The conformance suite checks that it reaches the state `apply`
    /// reaches.
    ///
    /// Given an action the position did not list, a game that skips the check
    /// may leave an impossible position (or panic): whatever did not come from
    /// the list goes through [`Game::apply`] or [`Game::apply_quiet`].
    ///
    /// # Errors
    /// Where the game still checks (by default, as [`Game::apply_quiet`]).
    fn apply_listed(&mut self, action: &Self::Action) -> Result<(), RuleError> {
        self.apply_quiet(action)
    }

    /// Exactly what `seat` may see: other seats' hidden information is masked.
    fn view(&self, seat: Seat) -> Self::View;

    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// The action in notation, as seen in this position (it may mark a hit, say).
    fn notation(&self, action: &Self::Action) -> String {
        action.to_string()
    }

    /// Reads an action written in notation, in this position.
    ///
    /// # Errors
    /// When the text is not an action's notation.
    fn parse_notation(&self, text: &str) -> Result<Self::Action, NotationError> {
        text.parse()
    }

    /// The whole state as documented JSON (all hidden information included).
    fn state_json(&self) -> serde_json::Value;

    /// Reads a state written by [`Game::state_json`] (or a documented shorter form).
    ///
    /// # Errors
    /// When the JSON is not a state of this game or the state is impossible.
    fn load_json(value: &serde_json::Value) -> Result<Self, LoadError>;
}

/// Reads a game's options from JSON (`null` or absent means the defaults).
///
/// # Errors
/// When the JSON does not describe this game's options.
pub fn options_from_json<G: Game>(value: Option<&serde_json::Value>) -> Result<G::Options, SetupError> {
    match value {
        None | Some(serde_json::Value::Null) => Ok(G::Options::default()),
        Some(v) => serde_json::from_value(v.clone()).map_err(|e| SetupError(format!("bad options for {}: {e}", G::ID))),
    }
}
