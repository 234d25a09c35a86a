//! A finished game replayed move by move from its record in the history, on
//! the game's own screen: ← and → step back and forth, Home and End go to the
//! start and the end, Esc goes back to the picker's Results page.
//!
//! Each step is the game reopened from the first `k` actions of its record
//! (the same path as continuing a saved game), so what is shown is exactly
//! what the table was. A step stops where a person acted: chance the screen
//! draws by itself (a deal) and turns with no choice come with the action
//! before them, as they did at the table. Hidden cards are no longer secret
//! once the game is over: the replay shows the hand of the seat to act,
//! without the curtain.

use ratatui::Frame;
use ratatui::layout::Rect;
use serde_json::Value;

use crate::history::Kept;
use crate::keys::Intent;
use crate::registry::Registered;
use crate::request::Request;
use crate::session::Session;

/// A replay's state: the record and the game as it stood after the step shown.
pub struct Replay {
    /// The game.
    pub entry: &'static Registered,
    /// The finished game replayed.
    pub kept: Kept,
    /// The game reopened at the step shown.
    pub session: Box<dyn Session>,
    /// Actions in the whole record.
    total: usize,
}

impl std::fmt::Debug for Replay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Replay")
            .field("game", &self.entry.id())
            .field("shown", &self.session.actions_played())
            .field("total", &self.total)
            .finish_non_exhaustive()
    }
}

impl Replay {
    /// The replay of `kept`, at its start.
    ///
    /// # Errors
    /// When the record does not replay (the game refuses it).
    pub fn new(entry: &'static Registered, kept: Kept) -> anyhow::Result<Self> {
        let total = kept
            .game
            .record
            .get("actions")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        // The whole record must replay, or the replay would stop short.
        open_at(entry, &kept, total)?;
        let session = open_at(entry, &kept, 0)?;
        let mut replay = Replay {
            entry,
            kept,
            session,
            total,
        };
        replay.note();
        Ok(replay)
    }

    /// The actions shown (the game after this many) and in the whole record.
    #[must_use]
    pub fn position(&self) -> (usize, usize) {
        (self.session.actions_played(), self.total)
    }

    /// Goes one step forward (`true`) or back.
    pub fn step(&mut self, forward: bool) {
        let shown = self.session.actions_played();
        let tries: Box<dyn Iterator<Item = usize>> = if forward {
            Box::new(shown + 1..=self.total)
        } else {
            Box::new((0..shown).rev())
        };
        for k in tries {
            let Ok(session) = open_at(self.entry, &self.kept, k) else {
                return;
            };
            let now = session.actions_played();
            if (forward && now > shown) || (!forward && now < shown) {
                self.session = session;
                self.note();
                return;
            }
        }
    }

    /// Goes to the start (`false`) or the end.
    pub fn jump(&mut self, to_end: bool) {
        let k = if to_end { self.total } else { 0 };
        if let Ok(session) = open_at(self.entry, &self.kept, k) {
            self.session = session;
            self.note();
        }
    }

    /// Writes where the replay stands on the game's message line.
    fn note(&mut self) {
        let (shown, total) = self.position();
        let end = if shown >= total { ": the end" } else { "" };
        self.session.set_note(Some(format!(
            "Replay, move {shown} of {total}{end}. ←/→ step, Home/End, Esc back to the results."
        )));
    }

    /// A key's intent.
    pub fn on_intent(&mut self, intent: Intent) -> Option<Request> {
        match intent {
            Intent::Left => self.step(false),
            Intent::Right => self.step(true),
            Intent::Home => self.jump(false),
            Intent::End => self.jump(true),
            Intent::Help => return Some(Request::Help),
            Intent::Back | Intent::Quit => return Some(Request::ToHistory),
            _ => {}
        }
        None
    }

    /// Draws the game as it stood.
    pub fn draw(&self, frame: &mut Frame, body: Rect) {
        self.session.draw(frame, body);
    }
}

/// The game reopened after the first `k` actions of the record, the device
/// taken by the seat to act (no curtain in a replay).
fn open_at(entry: &'static Registered, kept: &Kept, k: usize) -> anyhow::Result<Box<dyn Session>> {
    let mut record = kept.game.record.clone();
    if let Some(actions) = record.get_mut("actions").and_then(Value::as_array_mut) {
        actions.truncate(k);
    }
    let mut session = (entry.resume)(kept.game.names.clone(), &record)?;
    session.replaying();
    // Bounded: each take of the device lets the game go on to the next person.
    for _ in 0..64 {
        if session.curtain().is_none() {
            break;
        }
        session.take_device();
    }
    Ok(session)
}
