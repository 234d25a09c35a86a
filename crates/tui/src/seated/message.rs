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

/// `text` in at most `rows` lines of `columns`, broken at spaces, never
/// inside a word: when it needs more lines than that, the last one ends
/// with "…" after its last whole word that fits.
fn fitted(text: &str, columns: usize, rows: usize) -> Vec<String> {
    if crate::text::width(text) <= columns {
        return vec![text.to_string()];
    }
    let mut lines = crate::text::wrap(text, columns);
    if lines.len() > rows.max(1) {
        lines.truncate(rows.max(1));
        if let Some(last) = lines.last_mut() {
            let mut words: Vec<&str> = last.split(' ').collect();
            while words.len() > 1 && crate::text::width(&words.join(" ")) + 1 > columns {
                words.pop();
            }
            *last = crate::text::truncate(&format!("{}…", words.join(" ")), columns);
        }
    }
    lines
}

/// How many rows the message line needs at `width` to say `message` (else
/// `hint`) whole, at most `most`.
#[must_use]
pub fn rows_needed(message: Option<&Message>, hint: &str, width: u16, most: u16) -> u16 {
    let text = message.map_or(hint, |m| m.text.as_str());
    let lines = fitted(text, usize::from(width), usize::from(most)).len();
    u16::try_from(lines).unwrap_or(most).clamp(1, most.max(1))
}

/// Draws the message line at the bottom of `area`: `message` in its tone,
/// else `hint` in italics, in as many of the area's rows as it needs (one
/// when it fits, the rows above it only when it does not: a layout may lend
/// the row above the message line), broken between words. Returns the rows
/// used and the width of the last one.
pub fn draw(buf: &mut Buffer, area: Rect, message: Option<&Message>, hint: &str) -> (u16, usize) {
    if area.is_empty() {
        return (0, 0);
    }
    let columns = usize::from(area.width);
    let text = message.map_or(hint, |m| m.text.as_str());
    let lines = fitted(text, columns, usize::from(area.height));
    let rows = u16::try_from(lines.len()).unwrap_or(area.height).min(area.height);
    let top = area.bottom() - rows;
    let last = lines.last().map_or(0, |l| crate::text::width(l));
    if let [one] = lines.as_slice()
        && one == text
    {
        buf.set_line(area.x, top, &line(message, hint), area.width);
        return (1, last);
    }
    let style = match message.map(|m| m.tone) {
        Some(Tone::Info) => Style::new(),
        Some(Tone::Warn) => WARN,
        Some(Tone::Code) => Style::new().add_modifier(Modifier::BOLD),
        None => Style::new().add_modifier(Modifier::ITALIC),
    };
    for (y, text) in (top..area.bottom()).zip(&lines) {
        // The row may be lent by the layout: what was drawn there goes.
        buf.set_string(area.x, y, " ".repeat(columns), Style::new());
        buf.set_stringn(area.x, y, text, columns, style);
    }
    (rows, last)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(buf: &Buffer) -> Vec<String> {
        (0..buf.area.height)
            .map(|y| {
                (0..buf.area.width)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect::<String>()
                    .trim_end()
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn a_long_message_wraps_to_a_second_row_between_words() {
        let area = Rect::new(0, 0, 30, 2);
        let mut buf = Buffer::empty(area);
        let said = Message::warn("The 3 can interlock somewhere, so it must: c4 turned r1 makes no interlock.");
        assert_eq!(rows_needed(Some(&said), "", 30, 2), 2);
        draw(&mut buf, area, Some(&said), "");
        assert_eq!(
            rows(&buf),
            ["The 3 can interlock somewhere,", "so it must: c4 turned r1…"]
        );
        assert!(
            buf[(0, 1)].modifier.contains(Modifier::BOLD),
            "a warning is bold on both rows"
        );
    }

    #[test]
    fn a_short_message_takes_the_last_row_and_leaves_the_one_above() {
        let area = Rect::new(0, 0, 30, 2);
        let mut buf = Buffer::empty(area);
        buf.set_string(0, 0, "lent row", Style::new());
        draw(&mut buf, area, None, "Roll: press r.");
        assert_eq!(rows(&buf), ["lent row", "Roll: press r."]);
        assert!(buf[(0, 1)].modifier.contains(Modifier::ITALIC), "a hint in italics");
    }

    #[test]
    fn one_row_ends_at_a_whole_word_with_an_ellipsis() {
        let area = Rect::new(0, 0, 24, 1);
        let mut buf = Buffer::empty(area);
        draw(
            &mut buf,
            area,
            Some(&Message::info("Hint (hard): takes the discard, keeps the pair")),
            "",
        );
        assert_eq!(rows(&buf), ["Hint (hard): takes the…"]);
    }
}
