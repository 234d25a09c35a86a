//! The one state the view shows ([`rules_core::Determinize`]), for the search
//! players.
//!
//! Khixa hides nothing: every area is public, and so is the pile, by count of
//! each shape. The pile's order never matters (the die picks the shape), so
//! the view — the state JSON — is read back as it is: every "sample" is the
//! position itself, and the search's only uncertainty is the die.

use rules_core::{Determinize, Seat};

use crate::state::Khixa;

impl Determinize for Khixa {
    /// The position the view shows (the same for every seat and every seed).
    ///
    /// # Errors
    /// When the view is not a Khixa state (every reason, as `load_json` lists them).
    fn determinize(view: &serde_json::Value, _seat: Seat, _seed: u64) -> Result<Self, String> {
        Khixa::from_json(view).map_err(|e| e.to_string())
    }
}
