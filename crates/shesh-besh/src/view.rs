//! What a seat may see. Nothing is hidden in Shesh-Besh: the board, the dice
//! and the cube are in plain sight. So every seat sees the whole table, and
//! the [`View`] is the position itself, written as the state JSON
//! (`docs/state.md`).

use serde::{Serialize, Serializer};

use crate::state::SheshBesh;

/// The table as both players see it: the whole position, since nothing in
/// Shesh-Besh is hidden. Its queries are the position's own
/// ([`View::position`]): the board, the dice, the legal turns, the cube.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    position: SheshBesh,
}

impl View {
    /// The view of `position`, the same for both seats.
    #[must_use]
    pub fn of(position: &SheshBesh) -> View {
        View {
            position: position.clone(),
        }
    }

    /// The table as seen: all of it.
    #[must_use]
    pub fn position(&self) -> &SheshBesh {
        &self.position
    }
}

impl Serialize for View {
    /// The state JSON, exactly as `state_json` writes it.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.position.to_json().serialize(serializer)
    }
}
