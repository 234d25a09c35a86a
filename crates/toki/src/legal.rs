//! The legal actions of the seat to act, and why any other action is refused.
//!
//! Order (fixed, as the core asks): the opening pairs of cells in order;
//! `take bank`, `take discard`; in `Place` a (face-up cells 1–8), b
//! (face-down cells), c (face-down cells), `c keep`, then d by the Toki's cell
//! and the cell it lands on. Nothing here reads a face-down card: the choices
//! depend only on what everyone sees.

use crate::action::Action;
use crate::card::{Cell, Pile};
use crate::state::{Phase, PlayerBox, Toki};

impl Toki {
    /// The box of the seat to act.
    pub(crate) fn mover_box(&self) -> &PlayerBox {
        &self.boxes[self.order.current().index()]
    }

    /// Rules a–d with the card taken.
    pub(crate) fn placements_into(&self, out: &mut Vec<Action>) {
        let Some(drawn) = self.drawn else { return };
        let b = self.mover_box();
        out.extend(b.up_cells().map(Action::A));
        out.extend(b.down_cells().map(Action::B));
        // A card taken from the discard pile must be placed: no rule c.
        if drawn.from == Pile::Bank {
            out.extend(b.down_cells().map(Action::C));
            if b.face_down() == 1 {
                out.push(Action::Keep);
            }
        }
        if let Some(v) = drawn.card.value() {
            for toki in b.up_cells().filter(|&t| b.copied_by_toki(t) == Some(v)) {
                // D4: with no face-down card the Toki has nowhere to land.
                out.extend(b.down_cells().map(|to| Action::D { toki, to }));
            }
        }
    }

    /// Why `action` is not legal now, or `None` when it is. Checks the one
    /// action, without listing every legal action.
    pub(crate) fn refusal(&self, action: &Action) -> Option<String> {
        match (self.phase, *action) {
            (Phase::Open, Action::Open([first, second])) => {
                let b = self.mover_box();
                if first >= second {
                    Some("write the two cells in order, lower first (open 1 6)".into())
                } else if b.is_up(first) || b.is_up(second) {
                    Some("the opening reveal turns up two face-down cards".into())
                } else {
                    None
                }
            }
            (Phase::Take, Action::Take(Pile::Bank)) if self.piles.is_empty() => Some("the bank is empty".into()),
            (Phase::Take, Action::Take(Pile::Discard)) if self.piles.top_discard().is_none() => {
                Some("the discard pile is empty".into())
            }
            (Phase::Take, Action::Take(_)) => None,
            (Phase::Place, a) if a.rule().is_some() => self.placement_refusal(a),
            (phase, a) => Some(self.out_of_turn(phase, a)),
        }
    }

    /// Why a rule a–d is refused in `Place`, if it is.
    fn placement_refusal(&self, action: Action) -> Option<String> {
        let Some(drawn) = self.drawn else {
            return Some("no card has been taken this turn".into());
        };
        let b = self.mover_box();
        match action {
            Action::A(cell) if !b.is_up(cell) => Some(format!("cell {cell} is face down: replacing it is rule b")),
            Action::B(cell) if b.is_up(cell) => Some(format!("cell {cell} is face up: replacing it is rule a")),
            Action::C(_) | Action::Keep if drawn.from == Pile::Discard => {
                Some("a card taken from the discard pile must be placed (a, b or d), not discarded".into())
            }
            Action::C(cell) if b.is_up(cell) => {
                Some(format!("rule c turns up a face-down card; cell {cell} is face up"))
            }
            Action::Keep if b.face_down() != 1 => Some(format!(
                "only the last hidden card may be kept hidden; this box has {} face down",
                b.face_down()
            )),
            Action::D { toki, to } => Self::flight_refusal(b, drawn, toki, to),
            _ => None,
        }
    }

    /// Why the flying Toki (rule d) is refused, if it is.
    fn flight_refusal(b: &PlayerBox, drawn: crate::state::Drawn, toki: Cell, to: Cell) -> Option<String> {
        if !(b.is_up(toki) && b.card(toki).is_toki()) {
            return Some(format!("cell {toki} holds no face-up Toki"));
        }
        let Some(copied) = b.copied_by_toki(toki) else {
            return Some(format!(
                "the Toki in cell {toki} copies nothing: the other card of its column is face down"
            ));
        };
        if drawn.card.value() != Some(copied) {
            return Some(format!(
                "the Toki in cell {toki} copies {copied}; only a {copied} taken makes it fly, not {}",
                drawn.card
            ));
        }
        if b.is_up(to) {
            // D4 too: with no face-down card left, nowhere is open to it.
            return Some(format!(
                "a flying Toki lands only on a face-down card; cell {to} is face up"
            ));
        }
        None
    }

    /// Why an action does not fit the phase.
    fn out_of_turn(&self, phase: Phase, action: Action) -> String {
        match phase {
            Phase::Open => "each player first turns up two cards of their box (open 1 6)".into(),
            Phase::Take if action.rule().is_some() => "first take a card: take bank, or take discard".into(),
            Phase::Take => "take a card: take bank, or take discard".into(),
            Phase::Place if matches!(action, Action::Take(_)) => "a card is taken already: now a, b, c or d".into(),
            Phase::Place => "play the card taken: a, b, c or d".into(),
            Phase::Over => "the game is over".into(),
            Phase::Deal | Phase::Starter | Phase::Reshuffle => "chance is to act".into(),
        }
    }
}
