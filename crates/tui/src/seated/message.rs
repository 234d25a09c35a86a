//! The message line under a game: a message with its tone, else the screen's
//! hint of what to do now.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

/// How a message is shown. Each tone has a second channel besides colour, so
/// it reads with `NO_COLOR` too: a warning is bold, a hint italic, a value to
/// copy is set off after its label.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tone {
    /// News: a pass, a new game.
    Info,
    /// Something the player tried that the rules do not allow.
    Warn,
    /// A value to read or copy, as `label: value` (a Position ID).
    Code,
}

/// A message for the message line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// How to show it.
    pub tone: Tone,
    /// The text.
    pub text: String,
}

impl Message {
    /// News.
    pub fn info(text: impl Into<String>) -> Self {
        Message {
            tone: Tone::Info,
            text: text.into(),
        }
    }

    /// A refusal or a warning.
    pub fn warn(text: impl Into<String>) -> Self {
        Message {
            tone: Tone::Warn,
            text: text.into(),
        }
    }

    /// A value to read or copy, as `label: value`.
    pub fn code(text: impl Into<String>) -> Self {
        Message {
            tone: Tone::Code,
            text: text.into(),
        }
    }
}

/// The warning style (red, bold).
pub const WARN: Style = Style::new().fg(Color::Indexed(160)).add_modifier(Modifier::BOLD);
/// The label of a value (quiet grey).
const LABEL: Style = Style::new().fg(Color::Indexed(245));

/// The message line: `message` in its tone, else `hint` in italics.
#[must_use]
pub fn line(message: Option<&Message>, hint: &str) -> Line<'static> {
    match message {
        Some(m) => match m.tone {
            Tone::Info => Line::from(Span::raw(m.text.clone())),
            Tone::Warn => Line::from(Span::styled(m.text.clone(), WARN)),
            Tone::Code => match m.text.split_once(": ") {
                Some((label, value)) => Line::from(vec![
                    Span::styled(format!("{label}: "), LABEL),
                    Span::styled(value.to_string(), Style::new().add_modifier(Modifier::BOLD)),
                ]),
                None => Line::from(m.text.clone()),
            },
        },
        None => Line::from(Span::styled(
            hint.to_string(),
            Style::new().add_modifier(Modifier::ITALIC),
        )),
    }
}

/// Draws the message line in the first row of `area`.
pub fn draw(buf: &mut Buffer, area: Rect, message: Option<&Message>, hint: &str) {
    if area.is_empty() {
        return;
    }
    buf.set_line(area.x, area.y, &line(message, hint), area.width);
}
