//! The game screen: the session draws itself in the body; the shell keeps what it
//! needs to save the game and to play it again.

use serde_json::Value;

use crate::registry::Registered;
use crate::save::SaveFile;
use crate::session::Session;

/// A game in progress.
pub struct Playing {
    /// The game's screen.
    pub session: Box<dyn Session>,
    /// The game: its description, and how to open it again ("Play again").
    pub entry: &'static Registered,
    /// The options it was started with (for "Play again" and the help).
    pub options: Value,
    /// Whether the autosave on disk is this game's (it was resumed from it, or
    /// saved to it): only then does finishing the game remove it.
    pub owns_save: bool,
    /// [`Session::actions_played`] when the autosave was last written or tried:
    /// the shell saves again when the count moves on.
    pub autosaved_at: usize,
    /// Why the last autosave failed, shown in the key bar until a save succeeds.
    pub save_error: Option<String>,
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
    /// A game on screen. `resumed` says it came from the autosave, which it then
    /// owns. Nothing is written until the first action, so merely opening a new
    /// game does not replace another game's autosave.
    #[must_use]
    pub fn new(session: Box<dyn Session>, entry: &'static Registered, options: Value, resumed: bool) -> Self {
        let autosaved_at = session.actions_played();
        Playing {
            session,
            entry,
            options,
            owns_save: resumed,
            autosaved_at,
            save_error: None,
        }
    }

    /// The autosave of this game as it stands.
    #[must_use]
    pub fn save_file(&self) -> SaveFile {
        SaveFile {
            game: self.entry.id().to_owned(),
            names: self.session.names().to_vec(),
            record: self.session.record_json(),
        }
    }

    /// The smallest terminal the game screen needs: the session's own minimum plus
    /// the shell's title and key bars, and never less than the shell's minimum.
    #[must_use]
    pub fn min_size(&self) -> (u16, u16) {
        let (w, h) = self.session.min_size();
        (
            w.max(crate::ui::MIN_SIZE.0),
            h.saturating_add(2).max(crate::ui::MIN_SIZE.1),
        )
    }
}
