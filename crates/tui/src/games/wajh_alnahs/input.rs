//! Keys and mouse → intents. One table of bindings ([`Intents::BINDINGS`]) feeds the
//! handler, the help overlay and the key bar.

use ratatui::crossterm::event::KeyCode;

use super::layout::Target;
use crate::keys::{self, Binding, Intents, Numbered, bind};

/// What the player asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// A digit 1–9: the card (or answer) with that number.
    Digit(u8),
    /// The next card or answer.
    Next,
    /// The previous one.
    Prev,
    /// Enter or Space with nothing waiting: take the one under the cursor
    /// (mark it, in the swap).
    Choose,
    /// Esc or Backspace: one step back.
    Back,
    /// Pick up the pile (when nothing fits, or when named by a Carry-it).
    PickUp,
    /// Keep the cards as dealt (the swap before play).
    Keep,
    /// A left click on a card, an answer or a seat.
    Click(Target),
}

// The words are message ids (wajh-alnahs.ftl), which the shell looks up in
// the family's language.
impl Intents for Intent {
    const BINDINGS: &'static [Binding<Intent>] = &[
        bind(&[], "1–9", "wajh-alnahs-key-digit", Intent::Digit(1)),
        keys::choose(Intent::Choose),
        keys::next_option(Intent::Next),
        keys::previous_option(Intent::Prev),
        keys::step_back(Intent::Back),
        bind(
            &[KeyCode::Char('p'), KeyCode::Char('P')],
            "p",
            "wajh-alnahs-key-pick-up",
            Intent::PickUp,
        ),
        bind(
            &[KeyCode::Char('k'), KeyCode::Char('K')],
            "k",
            "wajh-alnahs-key-keep",
            Intent::Keep,
        ),
    ];
    const CLICK: &'static str = "wajh-alnahs-click";
    /// The digits pick by number (read before the bindings).
    const NUMBERED: Numbered<Intent> = Some(('1'..='9', Intent::Digit));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keys::testing::{assert_card_keys, press};

    #[test]
    fn digits_arrows_enter_and_the_turns_own_keys_map_to_intents() {
        assert_eq!(press(KeyCode::Char('p')), Some(Intent::PickUp));
        assert_eq!(press(KeyCode::Char('k')), Some(Intent::Keep));
        assert_card_keys(Intent::Choose, Intent::Next, Intent::Prev, Intent::Back);
    }
}
