//! Keys and mouse → intents. One table of bindings ([`Intents::BINDINGS`]) feeds the
//! handler, the help overlay and the key bar.

use majlis_games::rules::toki::Rule;
use ratatui::crossterm::event::KeyCode;

use super::layout::Target;
use crate::keys::{self, Binding, Intents, Numbered, bind, hidden, quiet};

/// What the player asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// A rule letter a–d for the card taken.
    Rule(Rule),
    /// A digit 1–8: that card of the box (top row 1–4, bottom row 5–8).
    Cell(u8),
    /// The next option (card, answer).
    Next,
    /// The previous option.
    Prev,
    /// The card above or below in the box.
    Flip,
    /// Enter or Space: take the option under the cursor (at a round's end:
    /// turn up the next card, then deal).
    Choose,
    /// Esc or Backspace: one step back.
    Back,
    /// At a round's end: turn up every hidden card at once.
    All,
    /// A left click on a card, a pile or an answer.
    Click(Target),
}

// The words are message ids (toki.ftl), which the shell looks up in the
// family's language.
impl Intents for Intent {
    const BINDINGS: &'static [Binding<Intent>] = &[
        bind(&[], "1–8", "toki-key-cell", Intent::Cell(1)),
        bind(
            &[KeyCode::Char('a'), KeyCode::Char('A')],
            "a–d",
            "toki-key-rule",
            Intent::Rule(Rule::A),
        ),
        hidden(&[KeyCode::Char('b'), KeyCode::Char('B')], Intent::Rule(Rule::B)),
        hidden(&[KeyCode::Char('c'), KeyCode::Char('C')], Intent::Rule(Rule::C)),
        hidden(&[KeyCode::Char('d'), KeyCode::Char('D')], Intent::Rule(Rule::D)),
        keys::choose(Intent::Choose),
        bind(&[KeyCode::Tab, KeyCode::Right], "Tab/←→", "toki-key-next", Intent::Next),
        hidden(&[KeyCode::BackTab, KeyCode::Left], Intent::Prev),
        quiet(&[KeyCode::Up, KeyCode::Down], "↑/↓", "toki-key-flip", Intent::Flip),
        keys::step_back(Intent::Back),
        quiet(
            &[KeyCode::Char('s'), KeyCode::Char('S')],
            "s",
            "toki-key-all-help",
            Intent::All,
        ),
    ];
    const CLICK: &'static str = "toki-click";
    /// The digits pick by number (read before the bindings).
    const NUMBERED: Numbered<Intent> = Some(('1'..='8', Intent::Cell));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::keys::testing::{assert_card_keys, press};

    #[test]
    fn letters_digits_arrows_enter_and_escape_map_to_intents() {
        assert_eq!(press(KeyCode::Char('c')), Some(Intent::Rule(Rule::C)));
        assert_eq!(press(KeyCode::Char('D')), Some(Intent::Rule(Rule::D)));
        assert_eq!(press(KeyCode::Up), Some(Intent::Flip));
        assert_eq!(press(KeyCode::Char('s')), Some(Intent::All));
        assert_card_keys(Intent::Choose, Intent::Next, Intent::Prev, Intent::Back);
    }
}
