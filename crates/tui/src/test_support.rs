//! Helpers for the games' unit tests.

use ratatui::crossterm::event::{KeyModifiers, MouseEvent, MouseEventKind};
use ratatui::layout::Position;

/// A mouse event of `kind` at `pos` with no modifier held: what the games'
/// unit tests click, drag and release with.
pub fn mouse_at(kind: MouseEventKind, pos: Position) -> MouseEvent {
    MouseEvent {
        kind,
        column: pos.x,
        row: pos.y,
        modifiers: KeyModifiers::NONE,
    }
}
