//! Keys and mouse → intents. One table of bindings ([`Intents::BINDINGS`]) feeds the
//! handler, the help overlay and the key bar.

use ratatui::crossterm::event::KeyCode;

use crate::keys::{self, Binding, Intents, Numbered, bind};

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
        bind(&[], "1–9", "jackar-key-pick-card", Intent::Digit(1)),
        keys::choose(Intent::Choose),
        keys::next_option(Intent::Next),
        keys::previous_option(Intent::Prev),
        keys::step_back(Intent::Back),
        bind(
            &[KeyCode::Char('t'), KeyCode::Char('T')],
            "t",
            "jackar-key-throw",
            Intent::Throw,
        ),
    ];
    const CLICK: &'static str = "jackar-click";
    /// The digits pick by number (read before the bindings).
    const NUMBERED: Numbered<Intent> = Some(('1'..='9', Intent::Digit));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keys::testing::{assert_card_keys, press};

    #[test]
    fn digits_arrows_enter_and_escape_map_to_intents() {
        assert_eq!(press(KeyCode::Char('t')), Some(Intent::Throw));
        assert_card_keys(Intent::Choose, Intent::Next, Intent::Prev, Intent::Back);
    }
}
