//! What happened when an action was applied.

use rules_core::Seat;
use serde::{Deserialize, Serialize};

use crate::Step;

/// How a game was won.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WinKind {
    /// The loser has borne off at least one checker: 1 point.
    Plain,
    /// D3: the loser dropped a double. Worth 1 point times the cube's value
    /// before the double (the loser's checkers play no part).
    Dropped,
    /// Mars (gammon): the loser has borne off nothing: 2 points.
    Mars,
    /// Turkish Mars (backgammon): Mars, and the loser still has a checker in the
    /// winner's home board or on the bar (D2): 3 points.
    TurkishMars,
}

impl WinKind {
    /// The points the win is worth on a cube of 1 (times the cube's value, D3).
    #[must_use]
    pub fn points(self) -> u32 {
        match self {
            WinKind::Plain | WinKind::Dropped => 1,
            WinKind::Mars => 2,
            WinKind::TurkishMars => 3,
        }
    }
}

/// What happened, in order, for logs and the front-end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// Each player rolled one die (D1). `starter` is `None` on a tie (roll again).
    OpeningRolled {
        /// White's (seat 0's) die.
        white: u8,
        /// Black's (seat 1's) die.
        black: u8,
        /// Who starts, unless the dice were equal.
        starter: Option<Seat>,
    },
    /// A player rolled two dice (higher first).
    Rolled {
        /// Who rolled.
        seat: Seat,
        /// The dice, higher first.
        dice: (u8, u8),
    },
    /// One checker moved by one die.
    Moved {
        /// Whose checker.
        seat: Seat,
        /// The step, from the mover's side.
        step: Step,
        /// Whether it hit a blot (which went to the bar).
        hit: bool,
    },
    /// No die could be used: the turn is lost (rule 7).
    Passed {
        /// Who passed.
        seat: Seat,
    },
    /// D3: the player on turn offered a double.
    DoubleOffered {
        /// Who doubled.
        seat: Seat,
        /// The cube's value if taken.
        value: u8,
    },
    /// D3: the double was taken: the cube shows `value` and the taker owns it.
    DoubleTaken {
        /// Who took (and now owns the cube).
        seat: Seat,
        /// The cube's new value.
        value: u8,
    },
    /// D3: the double was dropped; a [`Event::GameWon`] of kind
    /// [`WinKind::Dropped`] follows.
    DoubleDropped {
        /// Who dropped.
        seat: Seat,
    },
    /// A game ended.
    GameWon {
        /// Who bore off all 15.
        winner: Seat,
        /// Plain, Mars or Turkish Mars.
        kind: WinKind,
        /// The points won: the kind's points times the cube's value (D3; 1
        /// without the cube).
        points: u32,
        /// The match score after the game.
        score: [u32; 2],
    },
    /// The match ended (D4).
    MatchWon {
        /// Who reached the match length.
        winner: Seat,
        /// The final score.
        score: [u32; 2],
    },
}
