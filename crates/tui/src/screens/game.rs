//! The game screen: the session draws itself in the body; the shell keeps what it
//! needs to save the game (its slot on the shelf) and to play it again.

use std::path::PathBuf;

use serde_json::Value;

use crate::registry::Registered;
use crate::save::{Failure, Hold, SaveFile};
use crate::session::Session;

/// A game in progress.
pub struct Playing {
    /// The game's screen.
    pub session: Box<dyn Session>,
    /// The game: its description, and how to open it again ("Play again").
    pub entry: &'static Registered,
    /// The options it was started with (for "Play again" and the help).
    pub options: Value,
    /// The game's own save file (its slot on the shelf), once it has one: a
    /// new game claims one at its first action; a continued game has the one
    /// it was saved in. Finishing the game removes it.
    pub slot: Option<PathBuf>,
    /// This window's hold on the slot: no other window continues the game
    /// while it is on screen. Let go when the game leaves the screen.
    pub hold: Option<Hold>,
    /// [`Session::actions_played`] when the autosave was last written or tried:
    /// the shell saves again when the count moves on.
    pub autosaved_at: usize,
    /// Why the last autosave failed, shown in the key bar (and told in full
    /// by the leave question) until a save succeeds.
    pub save_error: Option<Failure>,
}

impl std::fmt::Debug for Playing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Playing")
            .field("game", &self.entry.id())
            .field("names", &self.session.names())
            .finish()
    }
}

impl Playing {
    /// A game on screen, saved in `slot` when continued from the shelf (a new
    /// game has none until its first action: merely opening one writes nothing).
    #[must_use]
    pub fn new(session: Box<dyn Session>, entry: &'static Registered, options: Value, slot: Option<PathBuf>) -> Self {
        let autosaved_at = session.actions_played();
        Playing {
            session,
            entry,
            options,
            slot,
            hold: None,
            autosaved_at,
            save_error: None,
        }
    }

    /// The same game held by this window.
    #[must_use]
    pub fn holding(mut self, hold: Hold) -> Self {
        self.hold = Some(hold);
        self
    }

    /// The autosave of this game as it stands.
    #[must_use]
    pub fn save_file(&self) -> SaveFile {
        SaveFile {
            game: self.entry.id().to_owned(),
            names: self.session.names().to_vec(),
            record: self.session.record_json(),
            seats: self.session.seats(),
        }
    }

    /// The smallest terminal the game screen needs: the session's own minimum plus
    /// the shell's title and key bars, and never less than the shell's minimum.
    #[must_use]
    pub fn min_size(&self) -> (u16, u16) {
        shell_size(self.session.min_size())
    }
}

/// The smallest terminal for a game that needs `game` (columns, rows): the
/// game's own minimum plus the shell's title and key bars, and never less
/// than the shell's minimum. The setup screen asks it before a game starts.
#[must_use]
pub fn shell_size(game: (u16, u16)) -> (u16, u16) {
    (
        game.0.max(crate::chrome::MIN_SIZE.0),
        game.1.saturating_add(2).max(crate::chrome::MIN_SIZE.1),
    )
}
