//! Shesh-Besh (שש בש). SKELETON: public API only, to be implemented.
#![allow(missing_docs, unused_variables)]

pub mod position_id;

use std::fmt;
use std::str::FromStr;

use rules_core::{ChanceOutcomes, Game, LoadError, NotationError, Outcome, RuleError, Seat, SetupError, ToAct};
use serde::{Deserialize, Serialize};

/// Who rolls again after the opening roll.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Opening {
    /// D1: the winner of the opening roll plays those two dice.
    #[default]
    PlayRoll,
    /// The winner of the opening roll rolls again.
    Reroll,
}

/// House options.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    pub opening: Opening,
    pub match_to: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            opening: Opening::PlayRoll,
            match_to: 1,
        }
    }
}

/// A place a checker moves from or to, numbered from the mover's side.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Place {
    Bar,
    Point(u8),
    Off,
}

/// One checker moved by one die.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Step {
    pub from: Place,
    pub to: Place,
}

/// Chance outcomes and complete turns.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    OpeningRoll { white: u8, black: u8 },
    Roll(u8, u8),
    Turn(Vec<Step>),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "pass")
    }
}

impl FromStr for Action {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Err(NotationError::new(s, "not implemented"))
    }
}

/// How a game was won.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinKind {
    Plain,
    Mars,
    TurkishMars,
}

impl WinKind {
    #[must_use]
    pub fn points(self) -> u32 {
        match self {
            WinKind::Plain => 1,
            WinKind::Mars => 2,
            WinKind::TurkishMars => 3,
        }
    }
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    OpeningRolled {
        white: u8,
        black: u8,
        starter: Option<Seat>,
    },
    Rolled {
        seat: Seat,
        dice: (u8, u8),
    },
    Moved {
        seat: Seat,
        step: Step,
        hit: bool,
    },
    Passed {
        seat: Seat,
    },
    GameWon {
        winner: Seat,
        kind: WinKind,
        points: u32,
        score: [u32; 2],
    },
    MatchWon {
        winner: Seat,
        score: [u32; 2],
    },
}

/// A Shesh-Besh position (and match).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SheshBesh {
    options: Options,
}

impl SheshBesh {
    #[must_use]
    pub fn board(&self) -> [i8; 24] {
        [0; 24]
    }
    #[must_use]
    pub fn bar(&self, seat: Seat) -> u8 {
        0
    }
    #[must_use]
    pub fn off(&self, seat: Seat) -> u8 {
        0
    }
    #[must_use]
    pub fn dice(&self) -> Option<(u8, u8)> {
        None
    }
    #[must_use]
    pub fn mover(&self) -> Option<Seat> {
        None
    }
    #[must_use]
    pub fn pip_count(&self, seat: Seat) -> u32 {
        0
    }
    #[must_use]
    pub fn score(&self) -> [u32; 2] {
        [0, 0]
    }
    #[must_use]
    pub fn match_to(&self) -> u32 {
        self.options.match_to
    }
    #[must_use]
    pub fn legal_steps(&self, played: &[Step]) -> Vec<Step> {
        Vec::new()
    }
    #[must_use]
    pub fn turn_for(&self, played: &[Step]) -> Option<Action> {
        None
    }
    /// # Errors
    /// When a step is not legal.
    pub fn position_after(&self, played: &[Step]) -> Result<SheshBesh, RuleError> {
        Ok(self.clone())
    }
    #[must_use]
    pub fn position_id(&self) -> String {
        String::new()
    }
    /// # Errors
    /// When the id is not a position.
    pub fn from_position_id(id: &str, to_move: Seat, dice: Option<(u8, u8)>) -> Result<Self, LoadError> {
        Err(LoadError::new("not implemented"))
    }
    #[must_use]
    pub fn last_game(&self) -> Option<(Seat, WinKind)> {
        None
    }
}

/// Index into [`SheshBesh::board`] of `seat`'s point `point` (1..=24).
#[must_use]
pub fn board_index(seat: Seat, point: u8) -> usize {
    if seat.0 == 0 {
        usize::from(point) - 1
    } else {
        24 - usize::from(point)
    }
}

impl Game for SheshBesh {
    type Action = Action;
    type Event = Event;
    type View = serde_json::Value;
    type Options = Options;
    const ID: &'static str = "shesh-besh";

    fn new_game(players: usize, options: &Options) -> Result<Self, SetupError> {
        Ok(SheshBesh {
            options: options.clone(),
        })
    }
    fn options(&self) -> &Options {
        &self.options
    }
    fn players(&self) -> usize {
        2
    }
    fn to_act(&self) -> ToAct {
        ToAct::Over
    }
    fn legal_actions(&self) -> Vec<Action> {
        Vec::new()
    }
    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Action>> {
        None
    }
    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        Err(RuleError::GameOver)
    }
    fn view(&self, seat: Seat) -> serde_json::Value {
        self.state_json()
    }
    fn outcome(&self) -> Option<Outcome> {
        None
    }
    fn state_json(&self) -> serde_json::Value {
        serde_json::Value::Null
    }
    fn load_json(value: &serde_json::Value) -> Result<Self, LoadError> {
        Err(LoadError::new("not implemented"))
    }
}
