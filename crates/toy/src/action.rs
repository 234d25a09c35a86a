//! The toy's actions and their notation, and its events.

use std::fmt;
use std::str::FromStr;

use rules_core::{NotationError, Seat};
use serde::{Deserialize, Serialize};

/// A chance outcome (a deal, a roll) or a seat's play.
///
/// Notation: `deal 42` (shuffle with seed 42 and deal), `play 7`, `roll 4`.
/// JSON: `{"deal": 42}`, `{"play": 7}`, `{"roll": 4}`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Chance: shuffle the deck with this seed and deal every hand.
    Deal(u64),
    /// The seat to act plays this card from its hand and scores it.
    Play(u8),
    /// Chance: the die shows this face; the seat that just played scores it too.
    Roll(u8),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Deal(seed) => write!(f, "deal {seed}"),
            Action::Play(card) => write!(f, "play {card}"),
            Action::Roll(face) => write!(f, "roll {face}"),
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, NotationError> {
        let (word, number) = s
            .trim()
            .split_once(' ')
            .ok_or_else(|| NotationError::new(s, "expected a word and a number, as \"play 7\""))?;
        let bad = |_| NotationError::new(s, format!("{number:?} is not a number"));
        match word {
            "deal" => Ok(Action::Deal(number.parse().map_err(bad)?)),
            "play" => Ok(Action::Play(number.parse().map_err(bad)?)),
            "roll" => Ok(Action::Roll(number.parse().map_err(bad)?)),
            _ => Err(NotationError::new(s, "the words are deal, play and roll")),
        }
    }
}

/// What happened, for logs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// The deck was shuffled and every seat dealt this many cards.
    Dealt {
        /// Cards in each hand.
        each: u8,
    },
    /// A seat played a card.
    Played {
        /// Who played.
        seat: Seat,
        /// The card.
        card: u8,
    },
    /// The die was rolled for the seat that just played.
    Rolled {
        /// Who scored the die.
        seat: Seat,
        /// The face.
        face: u8,
    },
    /// Every hand is empty: the game is over.
    Over {
        /// The seats with the highest score.
        winners: Vec<Seat>,
    },
}
