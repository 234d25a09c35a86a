//! What happened when an action was applied, for logs and the front-end.

use rules_core::Seat;
use serde::{Deserialize, Serialize};

use crate::cell::Cell;
use crate::formation::Formation;
use crate::json::PieceAt;
use crate::shape::Shape;

/// What happened, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// D7: a player rolled in the roll-off for the first turn.
    OpeningRolled {
        /// Who rolled.
        seat: Seat,
        /// The face.
        value: u8,
    },
    /// D7: the players tied on the highest roll roll again.
    OpeningTied {
        /// Who rolls again.
        seats: Vec<Seat>,
    },
    /// D7: the highest roll starts the match.
    OpeningWon {
        /// Who starts.
        seat: Seat,
    },
    /// A player rolled for a piece and took it from the pile.
    Rolled {
        /// Who rolled.
        seat: Seat,
        /// The face: the shape taken.
        value: u8,
    },
    /// The die named a shape no longer in the pile: the turn is lost.
    TurnLost {
        /// Whose turn.
        seat: Seat,
        /// The face.
        value: u8,
    },
    /// D3: the piece taken has no possible placement: set aside for the rest
    /// of the round; the turn ends.
    SetAside {
        /// Whose turn.
        seat: Seat,
        /// The piece's shape.
        shape: Shape,
    },
    /// A piece was placed: the one taken (`stolen_from` null), or a stolen one.
    Placed {
        /// Whose area.
        seat: Seat,
        /// The shape.
        shape: Shape,
        /// The cell.
        cell: Cell,
        /// Clockwise quarter turns.
        rot: u8,
        /// Interlocks made.
        interlocks: u8,
        /// Gap contacts made (D4).
        gaps: u8,
        /// Whose piece it was, for a stolen piece (D5).
        stolen_from: Option<StolenFrom>,
    },
    /// D4: jokers earned by the gaps of the piece placed.
    JokersEarned {
        /// Who.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// D5: a joker declined.
    Declined {
        /// Who.
        seat: Seat,
    },
    /// D6: jokers that cannot be used (no stealable piece can be placed) are lost.
    JokersLost {
        /// Who.
        seat: Seat,
        /// How many.
        count: u8,
    },
    /// A round ended: completed by its winner, or the pile ran out (D12).
    RoundEnded {
        /// 1 to 6.
        round: u8,
        /// The round's formation.
        formation: Formation,
        /// Who completed it, if anyone.
        winner: Option<Seat>,
        /// The winner's best formation (D8): its cells.
        formation_cells: Vec<Cell>,
        /// The round's score of each seat (D8, D9).
        scores: Vec<u32>,
        /// Every area as the round left it (the pieces then go back to the pile).
        areas: Vec<Vec<PieceAt>>,
    },
    /// After round 6: the match is over.
    MatchOver {
        /// Totals by seat.
        totals: Vec<u32>,
        /// The highest total (several share it on a tie).
        winners: Vec<Seat>,
    },
}

/// Where a stolen piece came from (D5).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StolenFrom {
    /// Whose it was.
    pub victim: Seat,
    /// Its cell in the victim's area.
    pub cell: Cell,
}
