//! Actions: chance outcomes (the opening roll, a roll) and complete turns.

use std::fmt;
use std::str::FromStr;

use rules_core::NotationError;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{Place, Step};

/// A complete turn: up to four steps (four with a double), in a legal order.
/// A turn with no steps is a pass. `Copy` and allocation-free.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Turn {
    // The steps, then `Step::FILLER` in the unused slots (never a real step), so
    // the length needs no field: a turn is 16 bytes and an `Action` too, which
    // the move generator writes with one store.
    steps: [Step; 4],
}

impl Turn {
    /// The pass: no die could be used (rule 7).
    pub const PASS: Turn = Turn {
        steps: [Step::FILLER; 4],
    };

    /// A turn of the given steps.
    ///
    /// # Errors
    /// When there are more than four steps.
    pub fn new(steps: &[Step]) -> Result<Turn, String> {
        if steps.len() > 4 {
            return Err(format!("a turn has at most four steps, not {}", steps.len()));
        }
        if let Some(s) = steps.iter().find(|s| s.from == Place::Off || s.to == Place::Bar) {
            return Err(format!(
                "{s} is not a step: checkers move from the board or the bar, to a point or off"
            ));
        }
        let mut turn = Turn::PASS;
        for s in steps {
            turn.push(*s);
        }
        Ok(turn)
    }

    /// Appends a step; the caller keeps to four.
    #[inline]
    pub(crate) fn push(&mut self, step: Step) {
        let n = self.len();
        self.steps[n] = step;
    }

    /// This turn with `step` in slot `n` (the turn has `n` steps before).
    #[inline]
    pub(crate) fn with(mut self, n: usize, step: Step) -> Turn {
        self.steps[n] = step;
        self
    }

    /// The steps, in order.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps[..self.len()]
    }

    /// How many steps.
    #[must_use]
    pub fn len(&self) -> usize {
        self.steps.iter().take_while(|s| **s != Step::FILLER).count()
    }

    /// True for a pass.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.steps[0] == Step::FILLER
    }
}

impl fmt::Debug for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.steps()).finish()
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::notation::write_turn(f, self, &[false; 4])
    }
}

impl Serialize for Turn {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.steps().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Turn {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let steps = Vec::<Step>::deserialize(deserializer)?;
        Turn::new(&steps).map_err(serde::de::Error::custom)
    }
}

/// Chance outcomes and complete turns.
///
/// Notation (see [`crate::notation`]): `opening 5-2` (White's die, then Black's),
/// `roll 6-3`, a turn as `24/18 13/11`, `bar/22`, `6/off`, `13/7(2)`, and `pass`;
/// with the cube (D3) `double`, `roll` (no double: roll the dice), `take`, `drop`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
// A field the variant lacks (`{"opening_roll": {…, "bogus": 1}}`) is refused, not ignored.
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// The opening roll (D1): one die each. Equal dice are rolled again.
    OpeningRoll {
        /// White's (seat 0's) die.
        white: u8,
        /// Black's (seat 1's) die.
        black: u8,
    },
    /// A roll of two dice, higher first as listed (either order is accepted).
    Roll(u8, u8),
    /// A player's complete turn.
    Turn(Turn),
    /// D3 (cube on): the player on turn offers a double before rolling.
    Double,
    /// D3 (cube on): the player on turn does not double and rolls: chance rolls
    /// next. Written `roll`.
    NoDouble,
    /// D3: the opponent takes the double: the cube doubles and the taker owns it.
    Take,
    /// D3: the opponent drops the double and loses the game at the cube's value.
    Drop,
}

impl Action {
    /// The pass.
    pub const PASS: Action = Action::Turn(Turn::PASS);

    /// The turn of the given steps.
    ///
    /// # Errors
    /// When there are more than four steps.
    pub fn turn(steps: &[Step]) -> Result<Action, String> {
        Turn::new(steps).map(Action::Turn)
    }

    /// The steps of a turn (empty for a chance outcome or a pass).
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        match self {
            Action::Turn(t) => t.steps(),
            _ => &[],
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::OpeningRoll { white, black } => write!(f, "opening {white}-{black}"),
            Action::Roll(a, b) => write!(f, "roll {a}-{b}"),
            Action::Turn(t) => t.fmt(f),
            Action::Double => f.write_str("double"),
            Action::NoDouble => f.write_str("roll"),
            Action::Take => f.write_str("take"),
            Action::Drop => f.write_str("drop"),
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;

    /// Reads an action without a position: chance outcomes, and turns written one
    /// die per step (`24/18 18/13` or `24/18/13`, `13/7(2)`). Moves spanning several
    /// dice (`24/13`) need the position: use [`rules_core::Game::parse_notation`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        crate::notation::parse_plain(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_and_an_action_fit_sixteen_bytes_for_the_generator() {
        assert_eq!(std::mem::size_of::<Turn>(), 16);
        assert_eq!(std::mem::size_of::<Action>(), 16);
    }

    #[test]
    fn a_turn_holds_up_to_four_steps() {
        let s = Step::new(Place::Point(13), Place::Point(7));
        let two = Turn::new(&[s, s]).expect("two steps");
        assert_eq!((two.len(), two.steps()), (2, &[s, s][..]));
        assert!(!two.is_empty() && Turn::PASS.is_empty());
        assert_eq!(Turn::new(&[s; 4]).expect("four").len(), 4);
        assert!(Turn::new(&[s; 5]).is_err());
        // Off/off would read as an empty slot: refused, as is a move to the bar.
        assert!(Turn::new(&[Step::new(Place::Off, Place::Off)]).is_err());
        assert!(Turn::new(&[Step::new(Place::Point(3), Place::Bar)]).is_err());
        let json = serde_json::json!([{"from": "off", "to": "off"}]);
        assert!(serde_json::from_value::<Turn>(json).is_err());
        assert_ne!(two, Turn::new(&[s]).expect("one"));
    }
}
