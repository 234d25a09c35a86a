//! What screens and overlays ask the app to do. They return a [`Request`]
//! instead of reaching into each other or into the app, so the app and the
//! screens do not import each other.

use serde_json::Value;

use crate::registry::Registered;
use std::path::PathBuf;

use crate::history::Kept;
use crate::save::Saved;

/// A game to open: which, who plays, with which options.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// The game.
    pub entry: &'static Registered,
    /// One name per seat.
    pub names: Vec<String>,
    /// The options JSON.
    pub options: Value,
    /// Who plays each seat.
    pub seats: Vec<crate::seats::SeatKind>,
}

/// Where leaving a game goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Back to the game picker.
    Picker,
    /// Out of Majlis.
    Program,
}

/// What a screen or overlay asks the app to do.
#[derive(Debug)]
pub enum Request {
    /// Open the setup screen of a game.
    Setup(&'static Registered),
    /// Continue a saved game from the shelf.
    Continue(Saved),
    /// Ask whether to delete a saved game (its file, and how the picker names it).
    AskDelete(PathBuf, String),
    /// Delete a saved game's file (the family confirmed it).
    Delete(PathBuf),
    /// Replay a finished game from the history, move by move.
    Replay(Kept),
    /// Back to the picker's Results page (from a replay).
    ToHistory,
    /// Start a game (a new seed is drawn).
    Start(NewGame),
    /// Go to the picker.
    ToPicker,
    /// Leave Majlis (nothing to save).
    Quit,
    /// Open the help overlay.
    Help,
    /// Open the rules of a game (from the picker, before starting it).
    Rules(&'static Registered),
    /// Ask whether to leave the game.
    AskLeave,
    /// Leave the game, saving it first when `save`.
    Leave {
        /// Where to.
        to: Exit,
        /// Whether to autosave first.
        save: bool,
    },
    /// Close the overlay.
    CloseOverlay,
    /// Speak the next language, and remember it.
    Language,
}
