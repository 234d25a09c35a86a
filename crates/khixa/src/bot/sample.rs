//! The one state the view shows ([`rules_core::Determinize`]), for the search
//! players.
//!
//! Khixa hides nothing: every area is public, and so is the pile, by count of
//! each shape. The pile's order never matters (the die picks the shape), so
//! the view holds the position as it is: every "sample" is the position
//! itself, and the search's only uncertainty is the die.

use rules_core::{Determinize, Seat};

use crate::state::Khixa;
use crate::view::View;

impl Determinize for Khixa {
    /// The position the view shows (the same for every seat and every seed).
    /// Never fails: the view holds the whole position.
    fn determinize(view: &View, _seat: Seat, _seed: u64) -> Result<Self, String> {
        Ok(view.position().clone())
    }
}
