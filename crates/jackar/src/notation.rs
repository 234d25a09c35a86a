//! The notation players type and the log shows.
//!
//! TODO: document the grammar here.

use std::fmt;

use rules_core::{NotationError, Seat};

use crate::action::Action;

/// Writes an action; with `playing` (the colour being played) that colour's
/// marbles are written by letter alone.
pub(crate) fn write(action: &Action, playing: Option<Seat>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let _ = (action, playing, f);
    todo!("notation")
}

/// Reads an action; `playing` resolves bare marble letters.
///
/// # Errors
/// When the text is not an action's notation.
pub fn parse(text: &str, playing: Option<Seat>) -> Result<Action, NotationError> {
    let _ = (text, playing);
    todo!("notation")
}
