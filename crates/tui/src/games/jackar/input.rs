//! Keys and mouse → intents. One table of bindings ([`BINDINGS`]) feeds the
//! handler, the help overlay and the key bar.

use ratatui::crossterm::event::{KeyCode, KeyEvent, MouseEvent};
use ratatui::layout::Position;

use crate::keys::{self, Binding, bind, hidden};

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
    /// A left click on a card, a choice or a spot.
    Click(Target),
}

/// The screen's keys: the handler, the help and the key bar read this table.
/// The digits (a card by its number) are read before it.
pub const BINDINGS: &[Binding<Intent>] = &[
    bind(&[], "1–9", "pick a card", Intent::Digit(1)),
    bind(&[KeyCode::Enter, KeyCode::Char(' ')], "Enter", "choose", Intent::Choose),
    bind(
        &[KeyCode::Tab, KeyCode::Right, KeyCode::Down],
        "Tab/←→",
        "next / previous",
        Intent::Next,
    ),
    hidden(&[KeyCode::BackTab, KeyCode::Left, KeyCode::Up], Intent::Prev),
    bind(&[KeyCode::Esc, KeyCode::Backspace], "Esc", "step back", Intent::Back),
    bind(
        &[KeyCode::Char('t'), KeyCode::Char('T')],
        "t",
        "throw the hand (no play)",
        Intent::Throw,
    ),
];

/// What a click does, for the help.
pub const CLICK: &str = "a card, a choice, a marble";

/// The intent of a key press; `None` for keys this screen leaves to the shell.
/// Only presses count: releases and repeats are ignored.
#[must_use]
pub fn key_intent(key: &KeyEvent) -> Option<Intent> {
    keys::numbered_lookup(BINDINGS, '1'..='9', Intent::Digit, key)
}

/// The intent of a mouse event: a left click on something. `hit` finds what
/// is at a position (the screen's layout, with the choices asked now).
#[must_use]
pub fn mouse_intent(mouse: MouseEvent, hit: impl FnOnce(Position) -> Option<Target>) -> Option<Intent> {
    keys::left_click(mouse, hit, Intent::Click)
}

#[cfg(test)]
mod tests {
    use ratatui::crossterm::event::KeyModifiers;

    use super::*;

    fn press(code: KeyCode) -> Option<Intent> {
        key_intent(&KeyEvent::new(code, KeyModifiers::NONE))
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
        assert_eq!(key_intent(&ctrl), None);
    }
}
