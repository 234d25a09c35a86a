//! The log of a match: its lines, how far the family has scrolled back, and
//! the panel that shows it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Block, BorderType, Widget};
use rules_core::Seat;

use crate::text::wrap_log;
use crate::widgets::put;

/// One line of a game's log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The seat the line is about (its mark is shown), if any.
    pub seat: Option<Seat>,
    /// The text, e.g. "Amal 6-3: 24/18 13/10" or "Lea: K brings a out".
    pub text: String,
}

impl LogLine {
    /// A line about `seat`.
    pub fn by(seat: Seat, text: impl Into<String>) -> Self {
        LogLine {
            seat: Some(seat),
            text: text.into(),
        }
    }

    /// A line about nobody in particular (a deal, an opening draw).
    pub fn plain(text: impl Into<String>) -> Self {
        LogLine {
            seat: None,
            text: text.into(),
        }
    }
}

/// How many entries PgUp and PgDn move the log.
pub const PAGE: usize = 5;

/// The log: every line of the match, oldest first, and how many of the
/// newest the family has scrolled past (0: the newest is shown).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Log {
    lines: Vec<LogLine>,
    back: usize,
}

impl Log {
    /// Every line, oldest first.
    #[must_use]
    pub fn lines(&self) -> &[LogLine] {
        &self.lines
    }

    /// How many of the newest entries are scrolled past.
    #[must_use]
    pub fn back(&self) -> usize {
        self.back
    }

    /// The lines, for a game's screen to write to (the newest is shown again).
    pub fn write(&mut self) -> &mut Vec<LogLine> {
        self.back = 0;
        &mut self.lines
    }

    /// Scrolls towards older entries (`by` > 0) or back towards the newest.
    /// Returns whether anything moved.
    pub fn scroll(&mut self, by: isize) -> bool {
        let most = self.lines.len().saturating_sub(1);
        let back = self.back.saturating_add_signed(by).min(most);
        let moved = back != self.back;
        self.back = back;
        moved
    }
}

/// How a game's log panel looks: a rounded frame with a bold title, each line
/// led by its seat's mark, the newest entry in bold.
pub struct LogPanel<'a> {
    /// The title in the frame, spaces included (" Moves "); empty for the
    /// table's own, " Log " in the interface's language.
    pub title: &'a str,
    /// The frame's style.
    pub frame: Style,
    /// Columns kept clear at the right of the text, inside the frame.
    pub margin: u16,
    /// What an empty log shows, and in which style, if anything.
    pub empty: Option<(&'a str, Style)>,
}

impl LogPanel<'static> {
    /// The usual panel: " Log " (in the interface's language) in the
    /// theme's frame, no margin, nothing
    /// said while the log is empty. A screen changes what it needs
    /// (`LogPanel { margin: 1, ..LogPanel::LOG }`).
    pub const LOG: LogPanel<'static> = LogPanel {
        title: "",
        frame: crate::theme::FRAME,
        margin: 0,
        empty: None,
    };
}

impl LogPanel<'_> {
    /// Draws `log` in `area`; `mark` gives a seat's symbol and style. Scrolled
    /// back, the bottom edge says how many newer entries are below
    /// ("↓ 3 newer: PgDn"). Right to left, the panel reads from the right:
    /// its title at the right of the top edge, each line's mark at its
    /// right and the text aligned right (the bidirectional layer puts each
    /// row in visual order), the count of newer entries at the left.
    pub fn draw<'m>(&self, buf: &mut Buffer, area: Rect, log: &Log, mark: impl Fn(Seat) -> (&'m str, Style)) {
        let block = Block::bordered()
            .border_type(BorderType::Rounded)
            .border_style(self.frame);
        let inner = block.inner(area);
        block.render(area, buf);
        let title = if self.title.is_empty() {
            format!(" {} ", crate::t!("table-log-title"))
        } else {
            self.title.to_owned()
        };
        edge_label(
            buf,
            area,
            area.y,
            &title,
            Style::new().add_modifier(Modifier::BOLD),
            false,
        );
        if log.back > 0 && area.height > 1 {
            let newer = format!(" {} ", crate::t!("table-log-newer", count = log.back));
            edge_label(buf, area, area.bottom() - 1, &newer, Style::new(), true);
        }
        if inner.is_empty() {
            return;
        }
        // Two columns for the seat's mark, then the text up to the margin.
        let width = usize::from(inner.width.saturating_sub(2 + self.margin));
        let shown_upto = log.lines.len().saturating_sub(log.back);
        if shown_upto == 0 {
            if let Some((text, style)) = self.empty {
                buf.set_stringn(inner.x + 2, inner.y, text, width, style);
                crate::bidi::visual_area(buf, Rect { height: 1, ..inner });
            }
            return;
        }
        // Only the newest lines can show: wrap from the end until the box is full.
        let rows = usize::from(inner.height);
        let newest = shown_upto - 1;
        let mut shown: Vec<(Option<Seat>, String, bool)> = Vec::new();
        for (index, entry) in log.lines[..shown_upto].iter().enumerate().rev() {
            let wrapped = wrap_log(&entry.text, width);
            for (k, text) in wrapped.into_iter().enumerate().rev() {
                let seat = if k == 0 { entry.seat } else { None };
                shown.push((seat, text, index == newest && log.back == 0));
            }
            if shown.len() >= rows {
                break;
            }
        }
        shown.truncate(rows);
        shown.reverse();
        let used = u16::try_from(shown.len()).unwrap_or(inner.height);
        for (row, (seat, text, newest)) in (0u16..).zip(shown) {
            let y = inner.y + row;
            if let Some(seat) = seat {
                let (symbol, style) = mark(seat);
                put(buf, inner.x, y, symbol, style);
            }
            let style = if newest {
                Style::new().add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            buf.set_stringn(inner.x + 2, y, text, width, style);
        }
        // Each row is a line: the mark, then the text, in visual order.
        crate::bidi::visual_area(buf, Rect { height: used, ..inner });
    }
}

/// Draws `text` on an edge (row `y`) of the frame `area`, inside its
/// corners: at the start of the edge (the left, or the right when the
/// interface runs right to left), or at its end when `at_end`. The label
/// alone is put in visual order: the frame's own lines stay as drawn.
fn edge_label(buf: &mut Buffer, area: Rect, y: u16, text: &str, style: Style, at_end: bool) {
    let room = area.width.saturating_sub(2);
    let text = crate::text::truncate(text, usize::from(room));
    let width = u16::try_from(crate::text::width(&text)).unwrap_or(room).min(room);
    if width == 0 {
        return;
    }
    let from_left = at_end == crate::i18n::is_rtl();
    let x = if from_left {
        area.x + 1
    } else {
        area.right().saturating_sub(1 + width)
    };
    buf.set_stringn(x, y, &text, usize::from(width), style);
    crate::bidi::visual_area(buf, Rect::new(x, y, width, 1));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(buf: &Buffer, y: u16) -> String {
        (0..buf.area.width).map(|x| buf[(x, y)].symbol().to_string()).collect()
    }

    fn log_of(n: u8) -> Log {
        let mut log = Log::default();
        log.write().extend((0..n).map(|k| LogLine {
            seat: (k != 1).then_some(Seat(k)),
            text: format!("line {k}"),
        }));
        log
    }

    const PANEL: LogPanel<'static> = LogPanel {
        title: " Log ",
        frame: Style::new(),
        margin: 0,
        empty: Some(("Nothing yet.", Style::new())),
    };

    #[test]
    fn the_panel_shows_the_newest_lines_marked_by_seat_and_the_empty_text() {
        let area = Rect::new(0, 0, 20, 4);
        let mut buf = Buffer::empty(area);
        PANEL.draw(&mut buf, area, &Log::default(), |_| ("*", Style::new()));
        assert!(row(&buf, 1).contains("Nothing yet."), "{}", row(&buf, 1));
        let mut buf = Buffer::empty(area);
        PANEL.draw(&mut buf, area, &log_of(3), |_| ("*", Style::new()));
        // Two rows inside the frame: the two newest lines, the oldest dropped.
        assert_eq!(row(&buf, 1).trim_end_matches(['│', ' ']), "│  line 1");
        assert_eq!(row(&buf, 2).trim_end_matches(['│', ' ']), "│* line 2");
        assert!(buf[(3, 2)].modifier.contains(Modifier::BOLD), "the newest is bold");
    }

    #[test]
    fn scrolling_back_shows_older_lines_and_says_how_many_are_newer() {
        let area = Rect::new(0, 0, 24, 4);
        let mut log = log_of(6);
        assert!(log.scroll(3));
        let mut buf = Buffer::empty(area);
        PANEL.draw(&mut buf, area, &log, |_| ("*", Style::new()));
        assert_eq!(row(&buf, 1).trim_end_matches(['│', ' ']), "│  line 1");
        assert_eq!(row(&buf, 2).trim_end_matches(['│', ' ']), "│* line 2");
        assert!(row(&buf, 3).contains("↓ 3 newer: PgDn"), "{}", row(&buf, 3));
        assert!(
            !buf[(4, 2)].modifier.contains(Modifier::BOLD),
            "scrolled back, no line is the newest"
        );
        // The oldest line is the furthest back; scrolling past it does nothing.
        assert!(log.scroll(10));
        assert_eq!(log.back(), 5);
        assert!(!log.scroll(1));
        // A new line brings the newest back into view.
        log.write().push(LogLine::plain("line 6"));
        assert_eq!(log.back(), 0);
        assert!(!log.scroll(-1));
    }

    #[test]
    fn right_to_left_the_title_is_at_the_right_and_the_count_of_newer_lines_at_the_left() {
        use crate::i18n::{Lang, set_lang};
        let area = Rect::new(0, 0, 32, 4);
        let mut log = log_of(6);
        log.scroll(3);
        let panel = LogPanel { title: " T ", ..PANEL };
        let drawn = |lang: Lang| {
            set_lang(lang);
            let mut buf = Buffer::empty(area);
            panel.draw(&mut buf, area, &log, |_| ("*", Style::new()));
            set_lang(Lang::En);
            (row(&buf, 0), row(&buf, 3))
        };
        let (top, bottom) = drawn(Lang::En);
        assert!(top.starts_with("╭ T ─"), "{top}");
        assert!(bottom.ends_with("PgDn ╯"), "{bottom}");
        let (top, bottom) = drawn(Lang::He);
        assert!(top.ends_with("─ T ╮"), "{top}");
        // The count's words (put in visual order by the bidi layer) at the left.
        assert!(
            bottom.starts_with("╰ ") && bottom.ends_with("──╯") && bottom.contains('3'),
            "{bottom}"
        );
    }
}
