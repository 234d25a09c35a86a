//! What a seat may see. Khixa hides nothing: every area is public, the pile
//! is counted by shape in plain sight, and the die is thrown before everyone.
//! So every seat sees the whole match, and the [`View`] is the position
//! itself, written as the state JSON (`docs/state.md`).

use serde::{Serialize, Serializer};

use crate::state::Khixa;

/// The table as everyone sees it: the whole match, since nothing in Khixa is
/// hidden. Its queries are the match's own ([`View::position`]): where the
/// piece in hand may go ([`Khixa::placements`]), what a joker may steal
/// ([`Khixa::steal_targets`]), the areas, pile and scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    position: Khixa,
}

impl View {
    /// The view of `position`, the same for every seat.
    #[must_use]
    pub fn of(position: &Khixa) -> View {
        View {
            position: position.clone(),
        }
    }

    /// The match as seen: all of it.
    #[must_use]
    pub fn position(&self) -> &Khixa {
        &self.position
    }
}

impl Serialize for View {
    /// The state JSON, exactly as `state_json` writes it.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.position.to_json().serialize(serializer)
    }
}
