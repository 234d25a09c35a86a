//! Keys and mouse → intents. One table of bindings feeds both the handler and
//! the help shown by the shell ([`help`]).

use crossterm::event::{KeyCode, KeyEvent, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Position;

use crate::games::common::{self, Binding};

use super::layout::Target;

/// What the player asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// A digit 1–9: the card with that number (or, choosing a split 7's first
    /// part, that many steps).
    Digit(u8),
    /// The next option (card, effect, marble, steps).
    Next,
    /// The previous option.
    Prev,
    /// Enter or Space: take the option under the cursor.
    Choose,
    /// Esc or Backspace: one step back.
    Back,
    /// Throw the hand (only when no card can be played, D9).
    Throw,
    /// Open the line to type a play in notation.
    Prompt,
    /// A left click on a card, a choice or a spot.
    Click(Target),
}

const BINDINGS: &[Binding<Intent>] = &[
    Binding {
        codes: &[],
        shown: "1–9",
        help: "pick a card",
        intent: Intent::Digit(1),
    },
    Binding {
        codes: &[KeyCode::Enter, KeyCode::Char(' ')],
        shown: "Enter",
        help: "choose",
        intent: Intent::Choose,
    },
    Binding {
        codes: &[KeyCode::Tab, KeyCode::Right, KeyCode::Down],
        shown: "Tab/←→",
        help: "next / previous",
        intent: Intent::Next,
    },
    Binding {
        codes: &[KeyCode::BackTab, KeyCode::Left, KeyCode::Up],
        shown: "",
        help: "",
        intent: Intent::Prev,
    },
    Binding {
        codes: &[KeyCode::Esc, KeyCode::Backspace],
        shown: "Esc",
        help: "step back",
        intent: Intent::Back,
    },
    Binding {
        codes: &[KeyCode::Char('t'), KeyCode::Char('T')],
        shown: "t",
        help: "throw the hand (no play)",
        intent: Intent::Throw,
    },
    Binding {
        codes: &[KeyCode::Char(':')],
        shown: ":",
        help: "type a play (7 a3 b4)",
        intent: Intent::Prompt,
    },
];

/// The keys for the help overlay and the key bar, mouse included.
#[must_use]
pub fn help() -> Vec<(&'static str, &'static str)> {
    common::help(BINDINGS, "a card, a choice, a marble")
}

/// The intent of a key press; `None` for keys this screen leaves to the shell.
/// Only presses count: releases and repeats are ignored.
#[must_use]
pub fn key_intent(key: KeyEvent) -> Option<Intent> {
    if !common::is_plain_press(key) {
        return None;
    }
    if let KeyCode::Char(c @ '1'..='9') = key.code {
        return u8::try_from(c.to_digit(10)?).ok().map(Intent::Digit);
    }
    common::bound(BINDINGS, key.code)
}

/// The intent of a mouse event: a left click on something. `hit` finds what
/// is at a position (the screen's layout, with the choices asked now).
#[must_use]
pub fn mouse_intent(mouse: MouseEvent, hit: impl FnOnce(Position) -> Option<Target>) -> Option<Intent> {
    if mouse.kind != MouseEventKind::Down(MouseButton::Left) {
        return None;
    }
    hit(Position::new(mouse.column, mouse.row)).map(Intent::Click)
}

#[cfg(test)]
mod tests {
    use crossterm::event::KeyModifiers;

    use super::*;

    fn press(code: KeyCode) -> Option<Intent> {
        key_intent(KeyEvent::new(code, KeyModifiers::NONE))
    }

    #[test]
    fn digits_arrows_enter_and_escape_map_to_intents() {
        assert_eq!(press(KeyCode::Char('3')), Some(Intent::Digit(3)));
        assert_eq!(press(KeyCode::Char('0')), None);
        assert_eq!(press(KeyCode::Tab), Some(Intent::Next));
        assert_eq!(press(KeyCode::Left), Some(Intent::Prev));
        assert_eq!(press(KeyCode::Enter), Some(Intent::Choose));
        assert_eq!(press(KeyCode::Esc), Some(Intent::Back));
        assert_eq!(press(KeyCode::Char('t')), Some(Intent::Throw));
        assert_eq!(press(KeyCode::Char('q')), None, "q is the shell's");
        assert_eq!(press(KeyCode::Char('?')), None, "? is the shell's");
        let ctrl = KeyEvent::new(KeyCode::Char('3'), KeyModifiers::CONTROL);
        assert_eq!(key_intent(ctrl), None);
    }
}
