//! The typed-notation line every game's screen has: on the turn of the
//! person holding the device, `:` opens a line at the message bar; Enter
//! reads the text with the game's notation in the position (the rules'
//! `parse_notation`); a text that does not read, or reads as an action that
//! is not legal now, is refused on the line with the reason; an action that
//! is legal is staged as the screen's own choice of it would be (its
//! [`GameScreen::show`](super::GameScreen::show)), previewed, to confirm or
//! take back like any choice. Esc, or Backspace on an empty line, closes it.
//!
//! A game words its line with [`GameScreen::NOTATION`](super::GameScreen::NOTATION).

use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use super::message::Message;
use super::{GameScreen, Seated};
use crate::keys::{self, LineKey};
use crate::session::Reply;
use crate::theme;

/// The key that opens the line, in every game.
pub const KEY: KeyCode = KeyCode::Char(':');

/// The most characters the line takes: the longest action of any game
/// (Wajh al-Nahs's swap of three cards for three, "swap five-or-less
/// five-or-less under-over for transparent transparent transparent") with
/// room to spare, and still within the message line's two rows at 80
/// columns with the examples or a refusal beside it.
const MAX_CHARS: usize = 96;

/// How a game words its typed line: in the help and the key bar, on the
/// line, and in a refusal.
///
/// `examples` and `noun` are **message ids** of the game's message file
/// (`"jackar-typed-examples"`), looked up in the interface's language. Text
/// that is no message id is taken as English words written in code (as
/// every game wrote them before the message files): shown as written to an
/// English reader, and replaced by the table's own words in any other
/// language, so no English reaches an Arabic or Hebrew screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Notation {
    /// What the key does, for the help (and the key bar): "type a play (7 a3 b4)".
    pub does: &'static str,
    /// Whether the key bar offers the key (the help always lists it).
    pub in_bar: bool,
    /// What the line says after the text typed, until a refusal: how to
    /// use it, and examples of the game's notation. A message id, or
    /// English words.
    pub examples: &'static str,
    /// A refusal of an action that reads but is not legal now: a message id
    /// of the whole sentence, with the action's notation as `$notation`
    /// ("{ $notation } is not a legal play now."), or, in English words,
    /// what an action is called ("play").
    pub noun: &'static str,
}

impl Notation {
    /// The line of a game that words it no further.
    pub const DEFAULT: Notation = Notation {
        does: "type a move in the game's notation",
        in_bar: false,
        examples: "table-typed-examples",
        noun: "table-typed-not-legal",
    };

    /// What the line says after the text typed, in the interface's language.
    #[must_use]
    pub fn examples_text(&self) -> String {
        if crate::i18n::has(self.examples) {
            crate::i18n::tr(self.examples, &[])
        } else if english_reader() {
            self.examples.to_owned()
        } else {
            crate::t!("table-typed-examples")
        }
    }

    /// The refusal of `notation`, an action that is not legal now, in the
    /// interface's language.
    #[must_use]
    pub fn not_legal(&self, notation: &str) -> String {
        if crate::i18n::has(self.noun) {
            crate::i18n::tr(self.noun, &[("notation", notation.into())])
        } else if english_reader() {
            format!("{notation} is not a legal {} now.", self.noun)
        } else {
            crate::t!("table-typed-not-legal", notation = notation)
        }
    }
}

/// Whether the reader reads English (words written in code may be shown).
fn english_reader() -> bool {
    crate::i18n::lang().source() == crate::i18n::Lang::En
}

/// The text typed with its cursor (`▏`) after it, as the line draws it. The
/// table gives it to the bidirectional layer as a unit
/// ([`crate::bidi::set_names`]), so the cursor stays at the end the next
/// character will appear at: right of Latin or digits in a right-to-left
/// line, left of Arabic or Hebrew in a left-to-right one.
#[must_use]
pub fn with_cursor(text: &str) -> String {
    format!("{text}▏")
}

/// The line as drawn: `: ` and the text with its cursor, then the refusal
/// of the text as it was (until the next key), else the examples.
#[must_use]
pub fn line(text: &str, refusal: Option<&Message>, examples: &str) -> Line<'static> {
    let after = match refusal {
        Some(m) => Span::styled(format!("   {}", m.text), theme::WARN),
        None => Span::styled(format!("   {examples}"), theme::QUIET),
    };
    Line::from(vec![
        Span::styled(": ", theme::MOVER),
        Span::styled(with_cursor(text), Style::new().add_modifier(Modifier::BOLD)),
        after,
    ])
}

impl<S: GameScreen> Seated<S> {
    /// The text typed on the line, while it is open.
    #[must_use]
    pub fn typed(&self) -> Option<&str> {
        self.typed.as_deref()
    }

    /// Whether the line may open now: the person holding the device is to
    /// act (not a computer, not behind the curtain).
    fn may_type(&self) -> bool {
        !self.computer_busy() && self.scene().is_some_and(|scene| scene.mover().is_some())
    }

    /// `:` opens the line, when it may.
    pub(super) fn open_typed(&mut self, key: &KeyEvent) -> Reply {
        if key.code != KEY || !self.may_type() {
            return Reply::Ignored;
        }
        self.typed = Some(String::new());
        self.message = None;
        Reply::Handled
    }

    /// A key while the line is open: it takes every key (q and ? too) until
    /// it closes. A refusal is of the text as it was: any key moves on.
    pub(super) fn typed_key(&mut self, key: &KeyEvent) -> Reply {
        let Some(text) = &mut self.typed else {
            return Reply::Ignored;
        };
        match keys::edit_line(text, key, MAX_CHARS) {
            LineKey::Close => {
                self.typed = None;
                self.message = None;
            }
            LineKey::Edited => self.message = None,
            LineKey::Submit => self.submit_typed(),
        }
        Reply::Handled
    }

    /// Reads the line: a legal action is staged as the screen's choice, to
    /// confirm; anything else is refused with the reason, the text kept to
    /// be corrected. An empty line closes.
    fn submit_typed(&mut self) {
        let text = self.typed.clone().unwrap_or_default();
        if text.trim().is_empty() {
            self.typed = None;
            self.message = None;
            return;
        }
        let read = self.with_screen(|_, scene| match scene.parse(&text) {
            Ok(action) if scene.legal().contains(&action) => Ok(action),
            Ok(action) => Err(S::NOTATION.not_legal(&scene.notation(&action))),
            // The text is on the line already: only the reason, so it fits.
            Err(e) => Err(S::unread(scene, &text, &e.reason).unwrap_or_else(|| crate::t!("table-typed-unread"))),
        });
        match read {
            Some(Ok(action)) => {
                self.typed = None;
                self.message = None;
                if !self.stage(&action) {
                    self.message = Some(Message::warn(crate::t!("table-typed-not-shown")));
                }
            }
            Some(Err(why)) => self.message = Some(Message::warn(why)),
            None => self.typed = None,
        }
    }
}
