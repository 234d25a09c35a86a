//! A toy dice race for the engine's and the simulator's unit tests, so they do
//! not depend on a real game's rules: before each turn a die is rolled (chance);
//! the seat to move adds 1 to the die's value to the running total; whoever
//! brings the total to the goal wins. `boom` is the same game with a planted
//! bug: adding six panics half-way through, and so does a view with a six rolled.

use std::fmt;
use std::str::FromStr;

use majlis_games::{GameInfo, entry};
use rules_core::{
    ChanceOutcomes, Description, Game, LoadError, NotationError, OptionSpec, OptionValues, Outcome, PerSeat, RuleError,
    Seat, SetupError, ToAct,
};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// The toy game and its buggy twin.
pub static TOY_SHELF: &[GameInfo] = &[entry::<Toy<false>>(), entry::<Toy<true>>()];

static GOAL: &[OptionSpec] = &[OptionSpec {
    key: "goal",
    label: "Goal",
    help: "The total that wins.",
    mark: "T1",
    values: OptionValues::Range {
        min: 1,
        max: None,
        default: 21,
        suggested: &[21],
    },
}];

static TOY_DESCRIPTION: Description = Description {
    id: "toy",
    latin: "Toy",
    original: "طاولة",
    summary: "A dice race to 21.",
    players: &[2, 3, 4],
    usual_players: 2,
    seat_names: &[],
    options: GOAL,
};

static BOOM_DESCRIPTION: Description = Description {
    id: "boom",
    latin: "Boom",
    original: "💥",
    summary: "A dice race that panics on a six.",
    players: &[2],
    usual_players: 2,
    seat_names: &[],
    options: GOAL,
};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    goal: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options { goal: 21 }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    Roll(u8),
    Add(u8),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll(d) => write!(f, "r{d}"),
            Action::Add(k) => write!(f, "+{k}"),
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, NotationError> {
        let number = |t: &str| t.parse::<u8>().map_err(|_| NotationError::new(s, "expected a number"));
        match s.split_at_checked(1) {
            Some(("r", n)) => Ok(Action::Roll(number(n)?)),
            Some(("+", n)) => Ok(Action::Add(number(n)?)),
            _ => Err(NotationError::new(s, "expected r<die> or +<amount>")),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Toy<const BOOM: bool> {
    total: u32,
    die: Option<u8>,
    to_move: usize,
    players: usize,
    goal: u32,
    /// Rebuilt from `goal` on load, so not in the state JSON.
    #[serde(skip)]
    options: Options,
}

/// The state JSON of a toy game (`die` `None` at a roll).
pub fn toy_state(players: usize, total: u32, to_move: usize, die: Option<u8>) -> Value {
    json!({"total": total, "die": die, "to_move": to_move, "players": players, "goal": 21})
}

impl<const BOOM: bool> Game for Toy<BOOM> {
    type Action = Action;
    type Event = String;
    type View = Value;
    type Options = Options;
    const DESCRIPTION: &'static Description = if BOOM { &BOOM_DESCRIPTION } else { &TOY_DESCRIPTION };

    fn new_game(players: usize, options: &Options) -> Result<Self, SetupError> {
        Ok(Toy {
            total: 0,
            die: None,
            to_move: 0,
            players,
            goal: options.goal,
            options: options.clone(),
        })
    }
    fn options(&self) -> &Options {
        &self.options
    }
    fn players(&self) -> usize {
        self.players
    }
    fn to_act(&self) -> ToAct {
        if self.total >= self.goal {
            ToAct::Over
        } else if self.die.is_none() {
            ToAct::Chance
        } else {
            ToAct::Seat(Seat::new(self.to_move))
        }
    }
    fn legal_actions(&self) -> Vec<Action> {
        match (self.to_act(), self.die) {
            (ToAct::Seat(_), Some(d)) => (1..=d).map(Action::Add).collect(),
            _ => Vec::new(),
        }
    }
    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Action>> {
        (self.to_act() == ToAct::Chance)
            .then(|| ChanceOutcomes::Weighted((1..=6).map(|d| (Action::Roll(d), 1)).collect()))
    }
    fn apply(&mut self, action: &Action) -> Result<Vec<String>, RuleError> {
        match (self.to_act(), action) {
            (ToAct::Over, _) => Err(RuleError::GameOver),
            (ToAct::Chance, Action::Roll(d)) if (1..=6).contains(d) => {
                self.die = Some(*d);
                Ok(vec!["rolled".into()])
            }
            (ToAct::Chance, _) => Err(RuleError::ChanceToAct),
            (ToAct::Seat(_), Action::Roll(_)) => Err(RuleError::NotChance(action.to_string())),
            (ToAct::Seat(_), Action::Add(k)) => {
                if BOOM && *k == 6 {
                    self.total += 6;
                    panic!("boom on six");
                }
                if *k == 0 || Some(*k) > self.die {
                    return Err(RuleError::Illegal {
                        action: action.to_string(),
                        reason: "add from 1 to the die".into(),
                    });
                }
                self.total += u32::from(*k);
                self.die = None;
                if self.total < self.goal {
                    self.to_move = (self.to_move + 1) % self.players;
                }
                Ok(vec!["added".into()])
            }
        }
    }
    fn view(&self, seat: Seat) -> Value {
        assert!(!(BOOM && self.die == Some(6)), "view of six");
        json!({"me": seat.index(), "total": self.total})
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.to_act() == ToAct::Over).then(|| Outcome {
            scores: PerSeat::from_fn(self.players, |s| i64::from(s.index() == self.to_move)),
            winners: vec![Seat::new(self.to_move)],
        })
    }
    fn state_json(&self) -> Value {
        serde_json::to_value(self).unwrap_or(Value::Null)
    }
    fn load_json(value: &Value) -> Result<Self, LoadError> {
        let mut toy: Self = serde_json::from_value(value.clone()).map_err(|e| LoadError::new(e.to_string()))?;
        let mut reasons = Vec::new();
        if toy.total > toy.goal {
            reasons.push(format!("total {} is past the goal {}", toy.total, toy.goal));
        }
        if toy.to_move >= toy.players {
            reasons.push(format!("seat {} is not at a table of {}", toy.to_move, toy.players));
        }
        LoadError::check(reasons)?;
        toy.options = Options { goal: toy.goal };
        Ok(toy)
    }
}
