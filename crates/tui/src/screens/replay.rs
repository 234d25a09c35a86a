//! A finished game replayed move by move from its record in the history, on
//! the game's own screen: ← and → step back and forth, Home and End go to the
//! start and the end, Esc goes back to the picker's Results page.
//!
//! Each step is the game reopened from the first `k` actions of its record
//! (the same path as continuing a saved game), so what is shown is exactly
//! what the table was. Every game's replay counts the same way: **move 0**
//! is the table before any player acted (the first deal drawn, nobody's
//! roll yet), and each step forward is one player's action, with the chance
//! before it (a roll, a deal) and turns with no choice that came with it;
//! the last step is the final board, everything turned up. Hidden cards are
//! no longer secret once the game is over: the replay shows the hand of the
//! seat to act, without the curtain.

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
    /// Players' actions in the whole record: the last move.
    moves: usize,
}

impl std::fmt::Debug for Replay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Replay")
            .field("game", &self.entry.id())
            .field("shown", &self.session.moves())
            .field("moves", &self.moves)
            .finish_non_exhaustive()
    }
}

impl Replay {
    /// The replay of `kept`, at its start (move 0).
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
        let moves = open_at(entry, &kept, total)?.moves();
        let session = open_at(entry, &kept, 0)?;
        let mut replay = Replay {
            entry,
            kept,
            session,
            total,
            moves,
        };
        replay.note();
        Ok(replay)
    }

    /// The move shown (players' actions played before it: 0 at the start)
    /// and the last move (the final board).
    #[must_use]
    pub fn position(&self) -> (usize, usize) {
        (self.session.moves(), self.moves)
    }

    /// Goes one move forward (`true`) or back: to the first position where
    /// the move number is one more (or one less) than shown, so a move is
    /// shown the same whichever way it is reached; past the last player's
    /// action, forward goes to the final board.
    pub fn step(&mut self, forward: bool) {
        let (shown, at) = (self.session.moves(), self.session.actions_played());
        if forward {
            for k in at + 1..=self.total {
                let Ok(session) = open_at(self.entry, &self.kept, k) else {
                    return;
                };
                if session.moves() > shown {
                    return self.show(session);
                }
            }
            if at < self.total {
                // Chance after the last player's action (the game's end drawn).
                self.jump(true);
            }
            return;
        }
        // Back: the earliest position of the move before the one shown.
        let mut found: Option<(usize, Box<dyn Session>)> = None;
        for k in (0..at).rev() {
            let Ok(session) = open_at(self.entry, &self.kept, k) else {
                return;
            };
            let moves = session.moves();
            match &found {
                None if moves < shown => found = Some((moves, session)),
                Some((target, _)) if moves == *target => found = Some((moves, session)),
                Some(_) => break,
                None => {}
            }
        }
        if let Some((_, session)) = found {
            self.show(session);
        }
    }

    /// Goes to the start (`false`) or the end.
    pub fn jump(&mut self, to_end: bool) {
        let k = if to_end { self.total } else { 0 };
        if let Ok(session) = open_at(self.entry, &self.kept, k) {
            self.show(session);
        }
    }

    fn show(&mut self, session: Box<dyn Session>) {
        self.session = session;
        self.note();
    }

    /// Writes where the replay stands on the game's message line.
    fn note(&mut self) {
        let (shown, moves) = self.position();
        let at_end = self.session.actions_played() >= self.total;
        let note = if at_end {
            crate::t!("replay-note-end", shown = shown, moves = moves)
        } else if shown == 0 {
            crate::t!("replay-note-start", moves = moves)
        } else {
            crate::t!("replay-note", shown = shown, moves = moves)
        };
        self.session.set_note(Some(note));
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
    // Every seat a person's: nobody thinks, and each seat to act takes the device.
    let mut session = (entry.resume)(kept.game.names.clone(), &record)?;
    session.replaying();
    // Bounded: each take of the device lets the game go on to the next person.
    for _ in 0..64 {
        if session.curtain().is_none() {
            break;
        }
        session.take_device();
    }
    session.uncover();
    Ok(session)
}
