//! Keys and mouse → intents. One table of bindings feeds both the handler and
//! the help shown by the shell ([`help`]).

use crossterm::event::{KeyCode, KeyEvent, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Position, Rect};

use crate::games::common::{self, Binding};

use super::layout::{Target, layout};

/// What the player asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Enter or Space: roll, pick the checker under the cursor, move the picked
    /// checker to the cursor, confirm a finished turn, or open the next game.
    Primary,
    /// Roll the dice.
    Roll,
    /// Cursor left.
    Left,
    /// Cursor right.
    Right,
    /// Cursor to the other row.
    Up,
    /// Cursor to the other row.
    Down,
    /// The cursor to the next checker that can move.
    NextChecker,
    /// Take back the last step of this turn.
    Undo,
    /// Drop the picked checker.
    Cancel,
    /// Show the Position ID.
    ShowId,
    /// Offer a double before rolling (the cube option, D3).
    Double,
    /// Take the double offered.
    Take,
    /// Drop the double offered (and lose the game at the cube's value).
    DropDouble,
    /// A left click on the board.
    Click(Target),
    /// A left click on nothing in particular.
    ClickElsewhere,
    /// The left button released over a spot: the end of a drag, as the sheet
    /// describes (press on a checker, release on its destination).
    Drop(Target),
}

const BINDINGS: &[Binding<Intent>] = &[
    Binding {
        codes: &[KeyCode::Char('r'), KeyCode::Char('R')],
        shown: "r",
        help: "roll",
        intent: Intent::Roll,
    },
    Binding {
        codes: &[KeyCode::Enter, KeyCode::Char(' ')],
        shown: "Enter/Space",
        help: "pick, move, confirm",
        intent: Intent::Primary,
    },
    Binding {
        codes: &[KeyCode::Char('u'), KeyCode::Backspace],
        shown: "u/Backspace",
        help: "undo a step",
        intent: Intent::Undo,
    },
    Binding {
        codes: &[KeyCode::Left],
        shown: "←/→",
        help: "cursor",
        intent: Intent::Left,
    },
    Binding {
        codes: &[KeyCode::Right],
        shown: "",
        help: "",
        intent: Intent::Right,
    },
    Binding {
        codes: &[KeyCode::Up],
        shown: "↑/↓",
        help: "other row",
        intent: Intent::Up,
    },
    Binding {
        codes: &[KeyCode::Down],
        shown: "",
        help: "",
        intent: Intent::Down,
    },
    Binding {
        codes: &[KeyCode::Tab],
        shown: "Tab",
        help: "next checker",
        intent: Intent::NextChecker,
    },
    Binding {
        codes: &[KeyCode::Esc],
        shown: "Esc",
        help: "put back",
        intent: Intent::Cancel,
    },
    Binding {
        codes: &[KeyCode::Char('p')],
        shown: "p",
        help: "show & copy Position ID",
        intent: Intent::ShowId,
    },
    // The cube's keys (D3) come last: the key bar shows the first bindings.
    Binding {
        codes: &[KeyCode::Char('d'), KeyCode::Char('D')],
        shown: "d",
        help: "double (cube on, before rolling)",
        intent: Intent::Double,
    },
    Binding {
        codes: &[KeyCode::Char('t'), KeyCode::Char('T')],
        shown: "t/x",
        help: "take / drop a double",
        intent: Intent::Take,
    },
    Binding {
        codes: &[KeyCode::Char('x'), KeyCode::Char('X')],
        shown: "",
        help: "",
        intent: Intent::DropDouble,
    },
];

/// The keys for the help overlay and the key bar, mouse included.
#[must_use]
pub fn help() -> Vec<(&'static str, &'static str)> {
    common::help(
        BINDINGS,
        "a checker, then a marked point; the dice to roll; the cube to double",
    )
}

/// The intent of a key press; `None` for keys this screen leaves to the shell.
/// Only presses count: releases and repeats are ignored.
#[must_use]
pub fn key_intent(key: KeyEvent) -> Option<Intent> {
    if !common::is_plain_press(key) {
        return None;
    }
    common::bound(BINDINGS, key.code)
}

/// The intent of a mouse event in the game drawn in `area`: left clicks, and
/// the left button's release (a drop).
#[must_use]
pub fn mouse_intent(mouse: MouseEvent, area: Rect) -> Option<Intent> {
    let pos = Position::new(mouse.column, mouse.row);
    if !area.contains(pos) {
        return None;
    }
    let target = layout(area).hit(pos);
    match (mouse.kind, target) {
        (MouseEventKind::Down(MouseButton::Left), Some(target)) => Some(Intent::Click(target)),
        (MouseEventKind::Down(MouseButton::Left), None) => Some(Intent::ClickElsewhere),
        (MouseEventKind::Up(MouseButton::Left), Some(target)) => Some(Intent::Drop(target)),
        _ => None,
    }
}
