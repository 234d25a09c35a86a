//! The legal actions, straight from the areas' bit masks into a kept buffer.
//!
//! Order: a placement by cell (row by row from the north-west) then
//! rotation; a steal by victim (seat order), the victim's cell, the thief's
//! cell, then rotation, and `decline` last.

use rules_core::Seat;

use crate::action::Action;
use crate::area::{Facing, Placements};
use crate::cell::Cell;
use crate::shape::Shape;
use crate::state::Khixa;

/// Calls `emit` with every allowed placement, by cell then rotation.
#[inline]
pub(crate) fn each_placement(p: &Placements, mut emit: impl FnMut(Cell, u8)) {
    for cell in Cell::of_mask(p.any_rotation()) {
        let bit = cell.bit();
        for (rot, mask) in (0u8..).zip(p.cells) {
            if mask & bit != 0 {
                emit(cell, rot);
            }
        }
    }
}

/// The placements of each shape in one area, worked out the first time a
/// shape is asked for.
struct ByShape {
    facing: Facing,
    placements: [Option<Placements>; 6],
}

impl ByShape {
    fn new(facing: Facing) -> Self {
        ByShape {
            facing,
            placements: [None; 6],
        }
    }

    fn get(&mut self, shape: Shape) -> &Placements {
        let facing = &self.facing;
        self.placements[shape.index()].get_or_insert_with(|| facing.placements(shape))
    }
}

impl Khixa {
    /// Whether the player to move has a steal (D5, D6).
    pub(crate) fn can_steal(&self) -> bool {
        self.steals(|_| true)
    }

    /// Calls `emit` with every steal of the player to move, in order, until
    /// it answers `true`; whether it did.
    pub(crate) fn steals(&self, mut emit: impl FnMut(Action) -> bool) -> bool {
        let thief = self.order.current();
        let mut mine = ByShape::new(self.areas[thief.index()].facing());
        for victim in Seat::all(self.player_count()).filter(|&v| v != thief) {
            let area = &self.areas[victim.index()];
            if area.is_empty() {
                continue;
            }
            for from in Cell::of_mask(area.stealable()) {
                let Some(piece) = area.piece(from) else { continue };
                let placements = mine.get(piece.shape);
                let mut stop = false;
                each_placement(placements, |to, rot| {
                    if !stop {
                        stop = emit(Action::Steal { victim, from, to, rot });
                    }
                });
                if stop {
                    return true;
                }
            }
        }
        false
    }
}
