//! GNU Backgammon's Position ID: the 14-character base64 key of a position.
//! SKELETON: to be implemented.

use rules_core::LoadError;

/// Checkers of one side, GNU Backgammon's way: index 0..=23 is that side's own
/// 1- to 24-point (counted from its own home), index 24 its bar.
pub type Side = [u8; 25];

/// The Position ID of a position: `on_roll` is the side to move, `opponent` the other.
/// The start position is `4HPwATDgc/ABMA`.
#[must_use]
pub fn encode(on_roll: &Side, opponent: &Side) -> String {
    let _ = (on_roll, opponent);
    String::new()
}

/// Reads a Position ID back into `(on_roll, opponent)`.
///
/// # Errors
/// When the text is not 14 base64 characters, or its bits do not describe two
/// sides of at most 15 checkers each.
pub fn decode(id: &str) -> Result<(Side, Side), LoadError> {
    Err(LoadError::new(format!(
        "cannot read Position ID {id:?}: not implemented"
    )))
}
