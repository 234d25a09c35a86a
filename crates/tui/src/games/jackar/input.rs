//! Keys and mouse → intents. One table of bindings ([`Intents::BINDINGS`]) feeds the
//! handler, the help overlay and the key bar.

use ratatui::crossterm::event::KeyCode;

use crate::keys::{Binding, Intents, Numbered, bind, hidden};

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

impl Intents for Intent {
    const BINDINGS: &'static [Binding<Intent>] = &[
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
    const CLICK: &'static str = "a card, a choice, a marble";
    /// The digits pick by number (read before the bindings).
    const NUMBERED: Numbered<Intent> = Some(('1'..='9', Intent::Digit));
}

#[cfg(test)]
mod tests {
    use ratatui::crossterm::event::{KeyEvent, KeyModifiers};

    use super::*;

    fn press(code: KeyCode) -> Option<Intent> {
        Intent::of_key(&KeyEvent::new(code, KeyModifiers::NONE))
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
        assert_eq!(Intent::of_key(&ctrl), None);
    }
}
