//! Legal actions: movement rules, every card's effects, the 7 splits.

use crate::action::Action;
use crate::state::Jackar;

impl Jackar {
    /// The legal actions of the seat to act in `Play` or `Discard` (empty otherwise).
    pub(crate) fn legal_plays(&self) -> Vec<Action> {
        todo!("legal actions")
    }
}
