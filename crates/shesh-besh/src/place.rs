//! Places on the board and single steps, numbered from the mover's side.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A place a checker moves from or to, numbered from the mover's side: point 1 is
/// the deepest point of the mover's home board, point 24 the farthest from home.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Place {
    /// The bar: hit checkers wait here to enter (rule 5).
    Bar,
    /// A point, 1 to 24, from the mover's side.
    Point(u8),
    /// Borne off (rule 8).
    Off,
}

impl Place {
    /// The mover-frame index of a place: 0..=23 for points 1..=24, 24 for the bar,
    /// `None` for off.
    #[must_use]
    pub(crate) fn index(self) -> Option<usize> {
        match self {
            Place::Bar => Some(24),
            Place::Point(p) if (1..=24).contains(&p) => Some(usize::from(p) - 1),
            Place::Point(_) | Place::Off => None,
        }
    }

    /// The place at a mover-frame index (24 is the bar).
    #[cfg(test)]
    pub(crate) fn from_index(i: usize) -> Place {
        if i >= 24 {
            Place::Bar
        } else {
            // Indices below 24 fit a u8.
            Place::Point(i as u8 + 1)
        }
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Bar => f.write_str("bar"),
            Place::Point(p) => write!(f, "{p}"),
            Place::Off => f.write_str("off"),
        }
    }
}

/// One checker moved by one die, from the mover's side (`24/18`, `bar/22`, `6/off`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// Where the checker was.
    pub from: Place,
    /// Where it goes.
    pub to: Place,
}

impl Step {
    /// A step from `from` to `to`.
    #[must_use]
    pub const fn new(from: Place, to: Place) -> Self {
        Step { from, to }
    }

    /// Filler for the unused slots of a [`crate::Turn`]; never shown.
    pub(crate) const FILLER: Step = Step::new(Place::Off, Place::Off);
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.from, self.to)
    }
}
