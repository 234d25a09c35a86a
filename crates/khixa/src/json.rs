//! The state as JSON, documented in `docs/state.md`: one serde type for what
//! is written and read. Reading it back is the validation step's
//! (`validate.rs`), which lists every reason a state is impossible.
//!
//! A field of the wrong type makes the JSON unreadable: it is named by its
//! path, with the unknown fields met before it (`rules_core::read_state`).
//! Everything else is listed together: fields not documented (collected while
//! reading, not refused at the first), and values of the right type that are
//! out of range — numbers are read as any whole number and checked after
//! reading.

use rules_core::Seat;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use crate::area::Area;
use crate::cell::Cell;
use crate::formation::Formation;
use crate::shape::{Piece, Shape};
use crate::state::{Khixa, Phase};

/// A piece in an area as the state JSON writes it: `{"row", "col", "shape",
/// "rot"}` (G1: row 0 north, column 0 west, `rot` clockwise quarter turns).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PieceAt {
    /// 0 (north) to 7.
    pub row: u8,
    /// 0 (west) to 7.
    pub col: u8,
    /// The shape's value, 1 to 6.
    pub shape: Shape,
    /// Clockwise quarter turns, 0 to 3.
    pub rot: u8,
}

impl PieceAt {
    /// Its cell.
    #[must_use]
    pub fn cell(&self) -> Option<Cell> {
        Cell::new(self.row, self.col)
    }

    /// The piece.
    #[must_use]
    pub fn piece(&self) -> Piece {
        Piece::new(self.shape, self.rot)
    }
}

/// An area as the state JSON writes it: its pieces, row by row.
#[must_use]
pub fn area_json(area: &Area) -> Vec<PieceAt> {
    area.pieces()
        .map(|(cell, piece)| PieceAt {
            row: cell.row(),
            col: cell.col(),
            shape: piece.shape,
            rot: piece.rot,
        })
        .collect()
}

/// A piece as read, every number whole but unchecked.
#[derive(Serialize, Deserialize)]
pub(crate) struct RawPiece {
    pub(crate) row: i64,
    pub(crate) col: i64,
    pub(crate) shape: i64,
    pub(crate) rot: i64,
}

/// D7's roll-off while it lasts.
#[derive(Serialize, Deserialize)]
pub(crate) struct OpeningJson {
    /// Each seat's roll in this pass, null before it rolls.
    pub(crate) rolls: Vec<Option<i64>>,
    /// The seats still rolling.
    pub(crate) contenders: Vec<i64>,
}

/// The state JSON: the full form written by `state_json`, and the partial
/// form read (`players`, `round`, `areas`, `to_move`, `die`, `jokers`; the
/// rest derived).
#[derive(Default, Serialize, Deserialize)]
#[serde(default)]
pub(crate) struct StateJson {
    pub(crate) players: Option<i64>,
    pub(crate) round: Option<i64>,
    pub(crate) formation: Option<Formation>,
    pub(crate) phase: Option<Phase>,
    pub(crate) areas: Option<Vec<Vec<RawPiece>>>,
    pub(crate) pile: Option<Vec<i64>>,
    pub(crate) set_aside: Option<Vec<i64>>,
    /// Absent (`None`), null once over (`Some(None)`), a seat or `"chance"`.
    #[serde(deserialize_with = "present")]
    pub(crate) to_move: Option<Option<SeatOrWord>>,
    #[serde(deserialize_with = "present")]
    pub(crate) turn: Option<Option<i64>>,
    #[serde(deserialize_with = "present")]
    pub(crate) starter: Option<Option<i64>>,
    #[serde(deserialize_with = "present")]
    pub(crate) die: Option<Option<i64>>,
    pub(crate) jokers: Option<i64>,
    #[serde(deserialize_with = "present")]
    pub(crate) opening: Option<Option<OpeningJson>>,
    pub(crate) scores: Option<Vec<Vec<i64>>>,
}

/// A field given (even as null) is `Some`; an absent one stays `None` by default.
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<Option<T>>, D::Error> {
    Option::<T>::deserialize(d).map(Some)
}

/// `to_move` when not null: a seat number or `"chance"`, checked after reading.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
pub(crate) enum SeatOrWord {
    Seat(i64),
    Word(String),
}

fn seat_json(seat: Seat) -> i64 {
    i64::from(seat.0)
}

impl Khixa {
    /// The state as documented JSON (`docs/state.md`).
    pub(crate) fn to_json(&self) -> Value {
        let players = self.player_count();
        let turn = self.turn();
        let to_move = match self.phase {
            Phase::Opening | Phase::Roll => Some(SeatOrWord::Word("chance".into())),
            Phase::Place | Phase::Steal => turn.map(|s| SeatOrWord::Seat(seat_json(s))),
            Phase::Over => None,
        };
        let opening = (self.phase == Phase::Opening).then(|| OpeningJson {
            rolls: (0..players)
                .map(|i| Some(i64::from(self.opening.rolls[i])).filter(|&r| r > 0))
                .collect(),
            contenders: self.opening.contenders.iter().map(seat_json).collect(),
        });
        let state = StateJson {
            players: Some(i64::try_from(players).unwrap_or(2)),
            round: Some(i64::from(self.round)),
            formation: Some(self.formation()),
            phase: Some(self.phase),
            areas: Some(
                self.areas[..players]
                    .iter()
                    .map(|a| {
                        area_json(a)
                            .into_iter()
                            .map(|p| RawPiece {
                                row: p.row.into(),
                                col: p.col.into(),
                                shape: p.shape.value().into(),
                                rot: p.rot.into(),
                            })
                            .collect()
                    })
                    .collect(),
            ),
            pile: Some(self.pile.iter().map(|&n| i64::from(n)).collect()),
            set_aside: Some(self.set_aside.iter().map(|&n| i64::from(n)).collect()),
            to_move: Some(to_move),
            turn: Some(turn.map(seat_json)),
            starter: Some(self.starter().map(seat_json)),
            die: Some(self.die().map(|s| i64::from(s.value()))),
            jokers: Some(i64::from(self.jokers)),
            opening: Some(opening),
            scores: Some(
                Seat::all(players)
                    .map(|s| self.scores(s).iter().map(|&n| i64::from(n)).collect())
                    .collect(),
            ),
        };
        // Plain data of our own always serialises; null rather than a panic if not.
        serde_json::to_value(state).unwrap_or(Value::Null)
    }
}
