//! The state JSON (see `docs/state.md`), full and partial: one serde type,
//! written here and read back by the validation step (`validate.rs`).
//!
//! Reading has two steps. Serde reads the shape: a value of the wrong type or
//! a card that is not one is refused with the path to it. Unknown fields are
//! collected while reading (`rules_core::read_state`) so that they are listed with the
//! rest. The validation step then checks what the shape cannot say (108
//! cards conserved, the phase agreeing with the boxes and piles) and lists
//! every reason a state is impossible.

use rules_core::Seat;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::card::{Card, Cell};
use crate::options::Options;
use crate::state::{Drawn, Phase, Toki};

/// One cell of a box in the JSON: its card and whether it is face up.
#[derive(Copy, Clone, Debug, Serialize, Deserialize)]
pub(crate) struct SlotJson {
    pub(crate) card: Card,
    pub(crate) up: bool,
}

/// The state JSON, field by field as documented. Written whole by
/// [`Toki::json_value`]; read with the optional fields absent.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct StateJson {
    pub(crate) players: u64,
    pub(crate) round: Option<u64>,
    pub(crate) phase: Option<Phase>,
    pub(crate) to_move: Option<i64>,
    pub(crate) boxes: Vec<Vec<SlotJson>>,
    pub(crate) discard: Vec<Card>,
    pub(crate) bank: Option<Vec<Card>>,
    pub(crate) drawn: Option<Drawn>,
    pub(crate) bank_emptied: Option<u64>,
    /// Absent in states written before D10: read as 0.
    pub(crate) round_turns: Option<u64>,
    pub(crate) ender: Option<i64>,
    pub(crate) tied: Option<Vec<i64>>,
    pub(crate) box_points: Option<Vec<i64>>,
    pub(crate) scores: Option<Vec<Vec<i64>>>,
    pub(crate) totals: Option<Vec<i64>>,
    pub(crate) winners: Option<Vec<i64>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) options: Option<Options>,
}

impl Toki {
    /// Whether the JSON names a seat in `to_move`: while a seat acts, and in
    /// `reshuffle` the seat that takes next.
    pub(crate) fn has_turn(phase: Phase) -> bool {
        phase.seat_acts() || phase == Phase::Reshuffle
    }

    /// The state as documented JSON.
    pub(crate) fn json_value(&self) -> Value {
        let n = usize::from(self.players);
        let seats = || Seat::all(n);
        let seat_number = |s: Seat| i64::from(s.0);
        let boxes = seats()
            .map(|s| match self.player_box(s) {
                Some(b) => Cell::all()
                    .map(|c| SlotJson {
                        card: b.card(c),
                        up: b.is_up(c),
                    })
                    .collect(),
                None => Vec::new(),
            })
            .collect();
        let json = StateJson {
            players: u64::from(self.players),
            round: Some(u64::from(self.round)),
            phase: Some(self.phase),
            to_move: Toki::has_turn(self.phase).then(|| seat_number(self.order.current())),
            boxes,
            discard: self.discard().to_vec(),
            bank: Some(self.bank().to_vec()),
            drawn: self.drawn,
            bank_emptied: Some(u64::from(self.bank_emptied)),
            round_turns: Some(u64::from(self.round_turns)),
            ender: self.ender.map(seat_number),
            tied: Some(self.tied.iter().map(seat_number).collect()),
            box_points: Some(self.box_points().into_iter().map(i64::from).collect()),
            scores: Some(
                self.scores()
                    .into_iter()
                    .map(|rounds| rounds.into_iter().map(i64::from).collect())
                    .collect(),
            ),
            totals: Some(self.totals()),
            winners: Some(self.winners().into_iter().map(seat_number).collect()),
            options: None,
        };
        // Numbers, strings, lists and objects only: nothing in it can fail to serialise.
        serde_json::to_value(json).unwrap_or(Value::Null)
    }
}
