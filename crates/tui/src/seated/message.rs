//! The message line under a game: a message with its tone, else the screen's
//! hint of what to do now.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

use crate::theme;

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

/// The message line: `message` in its tone, else `hint` in italics.
#[must_use]
pub fn line(message: Option<&Message>, hint: &str) -> Line<'static> {
    match message {
        Some(m) => match m.tone {
            Tone::Info => Line::from(Span::raw(m.text.clone())),
            Tone::Warn => Line::from(Span::styled(m.text.clone(), theme::WARN)),
            Tone::Code => match m.text.split_once(": ") {
                Some((label, value)) => Line::from(vec![
                    Span::styled(format!("{label}: "), theme::QUIET),
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

/// A styled word of a line being wrapped.
type Word = (String, Style);

/// `line`'s words in at most `rows` rows of `columns`, broken between
/// words, never inside one (unless a word alone is wider than a row): when
/// it needs more rows than that, the last ends with "…" after its last
/// whole word that fits. Each word keeps its span's style.
fn wrapped(line: &Line<'_>, columns: usize, rows: usize) -> Vec<Vec<Word>> {
    let words: Vec<Word> = line
        .spans
        .iter()
        .flat_map(|span| {
            span.content
                .split(' ')
                .filter(|w| !w.is_empty())
                .map(move |w| (w.to_owned(), span.style))
        })
        .collect();
    let width = |row: &[Word]| -> usize {
        row.iter().map(|(w, _)| crate::text::width(w)).sum::<usize>() + row.len().saturating_sub(1)
    };
    let mut out: Vec<Vec<Word>> = vec![Vec::new()];
    for word in words {
        let row = out.last_mut().expect("a row");
        if !row.is_empty() && width(row) + 1 + crate::text::width(&word.0) > columns {
            out.push(vec![word]);
        } else {
            row.push(word);
        }
    }
    let rows = rows.max(1);
    if out.len() > rows {
        out.truncate(rows);
        if let Some(last) = out.last_mut() {
            while last.len() > 1 && width(last) + 1 > columns {
                last.pop();
            }
            let style = last.last().map_or_else(Style::new, |(_, s)| *s);
            match last.last_mut() {
                Some((w, _)) if crate::text::width(w) + 1 > columns => *w = crate::text::truncate(w, columns),
                Some((w, _)) => w.push('…'),
                None => last.push(("…".to_owned(), style)),
            }
        }
    }
    out
}

/// How many rows (at most `most`) `line` needs at `width` to be drawn whole
/// by [`draw_line`].
#[must_use]
pub fn line_rows(line: &Line<'_>, width: u16, most: u16) -> u16 {
    if line.width() <= usize::from(width) {
        return 1;
    }
    let rows = wrapped(line, usize::from(width), usize::from(most)).len();
    u16::try_from(rows).unwrap_or(most).clamp(1, most.max(1))
}

/// Draws `line` at the bottom of `area`: in its last row when it fits, else
/// broken between words over as many of the area's rows as it needs (the
/// rows above are the layout's to lend: only those used are cleared), the
/// spans' styles kept. Each row used is then put in visual order (right to
/// left, the line reads from the right edge). Returns the rows used and the
/// width of the last.
pub fn draw_line(buf: &mut Buffer, area: Rect, line: &Line<'_>) -> (u16, usize) {
    if area.is_empty() {
        return (0, 0);
    }
    let columns = usize::from(area.width);
    if line.width() <= columns {
        buf.set_line(area.x, area.bottom() - 1, line, area.width);
        crate::bidi::visual_area(buf, Rect::new(area.x, area.bottom() - 1, area.width, 1));
        return (1, line.width());
    }
    let rows = wrapped(line, columns, usize::from(area.height));
    let used = u16::try_from(rows.len()).unwrap_or(area.height).min(area.height);
    let mut last = 0;
    for (y, row) in (area.bottom() - used..area.bottom()).zip(&rows) {
        buf.set_string(area.x, y, " ".repeat(columns), Style::new());
        let mut x = area.x;
        for (k, (word, style)) in row.iter().enumerate() {
            if k > 0 {
                // Between two words of one span the space keeps its style
                // (an italic hint reads as one run).
                let between = if row[k - 1].1 == *style { *style } else { Style::new() };
                buf.set_string(x, y, " ", between);
                x = x.saturating_add(1);
            }
            let room = usize::from(area.right().saturating_sub(x));
            buf.set_stringn(x, y, word, room, *style);
            x = x.saturating_add(u16::try_from(crate::text::width(word)).unwrap_or(u16::MAX));
        }
        last = usize::from(x - area.x);
    }
    crate::bidi::visual_area(buf, Rect::new(area.x, area.bottom() - used, area.width, used));
    (used, last)
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
        assert_eq!(line_rows(&line(Some(&said), ""), 30, 2), 2);
        draw_line(&mut buf, area, &line(Some(&said), ""));
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
        draw_line(&mut buf, area, &line(None, "Roll: press r."));
        assert_eq!(rows(&buf), ["lent row", "Roll: press r."]);
        assert!(buf[(0, 1)].modifier.contains(Modifier::ITALIC), "a hint in italics");
    }

    #[test]
    fn one_row_ends_at_a_whole_word_with_an_ellipsis() {
        let area = Rect::new(0, 0, 24, 1);
        let mut buf = Buffer::empty(area);
        let said = Message::info("Hint (hard): takes the discard, keeps the pair");
        draw_line(&mut buf, area, &line(Some(&said), ""));
        assert_eq!(rows(&buf), ["Hint (hard): takes the…"]);
    }
}
