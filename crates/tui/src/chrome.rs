//! The chrome of every page: the title bar / body / key bar split, buttons
//! and centred popups (text is measured and wrapped by [`crate::text`]).
//! Every layout here is a pure function of the area, so drawing and mouse
//! hit-testing agree. What a game draws inside its body is in
//! [`crate::widgets`].

use ratatui::Frame;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Constraint, Layout, Position, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

/// The smallest terminal any screen is drawn in.
pub const MIN_SIZE: (u16, u16) = (80, 24);

/// The three bands of every screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Chrome {
    /// The title bar (top row).
    pub title: Rect,
    /// What the screen draws in.
    pub body: Rect,
    /// The key bar (bottom row).
    pub bar: Rect,
}

/// Splits the terminal into title bar, body and key bar.
#[must_use]
pub fn chrome(area: Rect) -> Chrome {
    let [title, body, bar] =
        Layout::vertical([Constraint::Length(1), Constraint::Fill(1), Constraint::Length(1)]).areas(area);
    Chrome { title, body, bar }
}

/// The style of the title bar.
#[must_use]
pub fn title_style() -> Style {
    Style::new().fg(Color::Black).bg(Color::Yellow)
}

/// Draws the title bar: `left` at the left, `right` at the right. The left
/// (the game's names) always shows whole; the right (the players' names,
/// long once computers sit at the table) is cut with … to the room left, so
/// the two never overlap.
pub fn draw_title(frame: &mut Frame, area: Rect, left: Line<'_>, right: Line<'_>) {
    let room = usize::from(area.width).saturating_sub(left.width() + 1);
    let right = if right.width() > room {
        let text: String = right.spans.iter().map(|span| span.content.as_ref()).collect();
        Line::raw(format!(
            "{} ",
            crate::text::truncate(text.trim_end(), room.saturating_sub(1))
        ))
    } else {
        right
    };
    frame.render_widget(Paragraph::new(left).style(title_style()), area);
    frame.render_widget(Paragraph::new(right.right_aligned()).style(title_style()), area);
    // One line: right to left, the game's names go to the right and the
    // players' to the left.
    crate::bidi::visual_area(frame.buffer_mut(), area);
}

/// A bordered block's edge titles in the interface's direction: the centred
/// title on the top edge, and a note on the bottom edge at the end the text
/// starts from (the right left to right, as the scroll position of help;
/// the left right to left). Each is drawn by the block and then put in
/// visual order in its own cells, the box-drawing frame around them untouched.
pub fn draw_framed(frame: &mut Frame, block: ratatui::widgets::Block<'_>, area: Rect, top: Line<'_>, bottom: Line<'_>) {
    let inner = Rect {
        x: area.x.saturating_add(1),
        width: area.width.saturating_sub(2),
        ..area
    };
    let top_width = u16::try_from(top.width()).unwrap_or(u16::MAX).min(inner.width);
    let bottom_width = u16::try_from(bottom.width()).unwrap_or(u16::MAX).min(inner.width);
    let rtl = crate::i18n::is_rtl();
    let mut block = block;
    if top_width > 0 {
        block = block.title(top.centered());
    }
    if bottom_width > 0 {
        block = block.title_bottom(if rtl {
            bottom.left_aligned()
        } else {
            bottom.right_aligned()
        });
    }
    frame.render_widget(block, area);
    let buf = frame.buffer_mut();
    if top_width > 0 {
        let x = inner.x + inner.width.saturating_sub(top_width) / 2;
        crate::bidi::visual_area(buf, Rect::new(x, area.y, top_width, 1));
    }
    if bottom_width > 0 && area.height > 0 {
        let x = if rtl {
            inner.x
        } else {
            inner.right().saturating_sub(bottom_width)
        };
        crate::bidi::visual_area(buf, Rect::new(x, area.bottom() - 1, bottom_width, 1));
    }
}

/// A column of at most `width` cells centred in `area`.
#[must_use]
pub fn column(area: Rect, width: u16) -> Rect {
    let width = width.min(area.width);
    Rect {
        x: area.x + (area.width - width) / 2,
        width,
        ..area
    }
}

/// A popup of at most `width` × `height` centred in `area`.
#[must_use]
pub fn popup(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    )
}

/// The rectangles of a row of buttons with these labels, centred in `row`:
/// the first at the left, or right to left at the right
/// ([`crate::i18n::mirror`]), for drawing and clicks alike.
#[must_use]
pub fn buttons<S: AsRef<str>>(row: Rect, labels: &[S]) -> Vec<Rect> {
    const GAP: u16 = 3;
    let widths: Vec<u16> = labels.iter().map(|l| button_width(l.as_ref())).collect();
    let gaps = GAP * u16::try_from(labels.len().saturating_sub(1)).unwrap_or(u16::MAX);
    let total = widths.iter().fold(gaps, |sum, w| sum.saturating_add(*w));
    let mut x = row.x + row.width.saturating_sub(total) / 2;
    widths
        .iter()
        .map(|w| {
            let rect = Rect::new(x, row.y, *w, 1).intersection(row);
            x = x.saturating_add(w + GAP);
            crate::i18n::mirror(row, rect)
        })
        .collect()
}

fn button_width(label: &str) -> u16 {
    u16::try_from(Line::from(label).width() + 4).unwrap_or(u16::MAX)
}

/// Draws a row of buttons; the `selected` one is highlighted. Each button's
/// label is put in visual order in its own rectangle (the row's order is
/// already the interface's: [`buttons`]).
pub fn draw_buttons<S: AsRef<str>>(frame: &mut Frame, row: Rect, labels: &[S], selected: Option<usize>) {
    for (i, (rect, label)) in buttons(row, labels).into_iter().zip(labels).enumerate() {
        let label = label.as_ref();
        let style = if Some(i) == selected {
            Style::new()
                .fg(Color::Black)
                .bg(Color::Cyan)
                .add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        };
        let text = if Some(i) == selected {
            // Pointing in at the label once in visual order.
            if crate::i18n::is_rtl() {
                format!("◀ {label} ▶")
            } else {
                format!("▶ {label} ◀")
            }
        } else {
            format!("[ {label} ]")
        };
        frame.render_widget(Paragraph::new(Span::styled(text, style)), rect);
        crate::bidi::visual_area(frame.buffer_mut(), rect);
    }
}

/// The columns `labels` take as a row of [`buttons`], gaps between them included.
#[must_use]
pub fn buttons_width<S: AsRef<str>>(labels: &[S]) -> u16 {
    let rects = buttons(Rect::new(0, 0, u16::MAX / 2, 1), labels);
    let left = rects.iter().map(|r| r.x).min().unwrap_or(0);
    rects.iter().map(|r| r.right()).max().unwrap_or(0) - left
}

/// Where a popup's buttons are drawn in `area`: side by side in one row
/// ([`buttons`]) when `area` is one row, else one button a row (the popup
/// gave them a row each: their words are too long for one, as in a longer
/// language). Drawing ([`draw_button_rows`]) and clicking agree on it.
#[must_use]
pub fn button_rows<S: AsRef<str>>(area: Rect, labels: &[S]) -> Vec<Rect> {
    if area.height < 2 {
        return buttons(area, labels);
    }
    labels
        .iter()
        .zip(area.y..area.bottom())
        .flat_map(|(label, y)| buttons(Rect { y, height: 1, ..area }, std::slice::from_ref(label)))
        .collect()
}

/// Draws the buttons of [`button_rows`]; the `selected` one is highlighted.
pub fn draw_button_rows<S: AsRef<str>>(frame: &mut Frame, area: Rect, labels: &[S], selected: Option<usize>) {
    if area.height < 2 {
        return draw_buttons(frame, area, labels, selected);
    }
    for (k, (label, y)) in labels.iter().zip(area.y..area.bottom()).enumerate() {
        let row = Rect { y, height: 1, ..area };
        draw_buttons(
            frame,
            row,
            std::slice::from_ref(label),
            (Some(k) == selected).then_some(0),
        );
    }
}

/// The index of the button under a click, if any.
#[must_use]
pub fn button_at<S: AsRef<str>>(row: Rect, labels: &[S], at: Position) -> Option<usize> {
    buttons(row, labels).iter().position(|r| r.contains(at))
}

/// The index of the button a left click presses, if the mouse event is one
/// and lands on a button of the row.
#[must_use]
pub fn clicked_button<S: AsRef<str>>(mouse: MouseEvent, row: Rect, labels: &[S]) -> Option<usize> {
    let MouseEventKind::Down(MouseButton::Left) = mouse.kind else {
        return None;
    };
    button_at(row, labels, Position::new(mouse.column, mouse.row))
}

/// A short list of names as a family says it: "Amal vs Dov", "Amal, Dov and Layla".
#[must_use]
pub fn names_text(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [a, b] => crate::t!("names-versus", a = a, b = b),
        [init @ .., last] => crate::t!("names-and", list = list_text(init), last = last),
    }
}

/// Items joined by the language's list separator ("Amal, Dov"), for a
/// message that adds the last with its "and" or "or".
#[must_use]
pub fn list_text<S: AsRef<str>>(items: &[S]) -> String {
    let separator = crate::t!("list-separator");
    items.iter().map(AsRef::as_ref).collect::<Vec<_>>().join(&separator)
}

/// Who leads, for a saved game's line on the picker: "Amal leads", "Amal and
/// Dov lead", given every seat's score and whether a higher one leads;
/// `None` while everyone is level.
#[must_use]
pub fn leaders(names: &[String], scores: &[i64], higher_leads: bool) -> Option<String> {
    let best = if higher_leads {
        scores.iter().max()
    } else {
        scores.iter().min()
    }?;
    let seats: Vec<&String> = scores
        .iter()
        .zip(names)
        .filter(|(s, _)| *s == best)
        .map(|(_, n)| n)
        .collect();
    if seats.len() == scores.len() {
        return None;
    }
    Some(match seats.as_slice() {
        [one] => crate::t!("leader-one", name = *one),
        [init @ .., last] => crate::t!("leaders-many", list = list_text(init), last = *last),
        [] => return None,
    })
}

/// A frame's title, " like this ", bold on its top edge where a line of the
/// interface starts (the left, or the right in Arabic and Hebrew), cut to
/// the frame and put in visual order in its own cells.
pub fn frame_title(buf: &mut ratatui::buffer::Buffer, frame: Rect, title: &str) {
    let room = usize::from(frame.width.saturating_sub(2));
    let text = crate::text::truncate(&format!(" {title} "), room);
    let width = u16::try_from(crate::text::width(&text)).unwrap_or(0);
    let x = if crate::i18n::is_rtl() {
        frame.right().saturating_sub(1 + width)
    } else {
        frame.x + 1
    };
    buf.set_string(x, frame.y, text, Style::new().add_modifier(Modifier::BOLD));
    crate::bidi::visual_area(buf, Rect::new(x, frame.y, width, 1));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_leaders_are_named_and_level_scores_name_nobody() {
        let names: Vec<String> = ["Amal", "Sami", "Dov"].map(String::from).to_vec();
        assert_eq!(leaders(&names, &[3, 5, 1], true).as_deref(), Some("Sami leads"));
        assert_eq!(leaders(&names, &[3, 5, 1], false).as_deref(), Some("Dov leads"));
        assert_eq!(leaders(&names, &[5, 5, 1], true).as_deref(), Some("Amal and Sami lead"));
        assert_eq!(leaders(&names, &[2, 2, 2], true), None);
    }

    #[test]
    fn buttons_are_centred_and_hit_tested_by_the_same_rectangles() {
        let row = Rect::new(0, 5, 40, 1);
        let rects = buttons(row, &["Yes", "No"]);
        // "Yes" is 7 wide, "No" 6, with a gap of 3: 16 in all, centred in 40.
        assert_eq!(rects, vec![Rect::new(12, 5, 7, 1), Rect::new(22, 5, 6, 1)]);
        assert_eq!(button_at(row, &["Yes", "No"], Position::new(12, 5)), Some(0));
        assert_eq!(button_at(row, &["Yes", "No"], Position::new(20, 5)), None);
        assert_eq!(button_at(row, &["Yes", "No"], Position::new(27, 5)), Some(1));
    }

    /// Confirm's and the results' buttons: side by side in one row, or one
    /// a row in a taller area, each drawn where a click finds it, the
    /// selected one pointed at.
    #[test]
    fn button_rows_stack_when_given_rows_and_are_drawn_where_clicked() {
        use ratatui::{Terminal, backend::TestBackend};
        crate::i18n::set_lang(crate::i18n::Lang::En);
        let labels = ["Play again", "Back"];
        assert_eq!(buttons_width(&labels), 14 + 8 + 3);
        let one = Rect::new(0, 1, 40, 1);
        assert_eq!(button_rows(one, &labels), buttons(one, &labels));
        let two = Rect::new(0, 1, 40, 2);
        let rects = button_rows(two, &labels);
        assert_eq!(rects, vec![Rect::new(13, 1, 14, 1), Rect::new(16, 2, 8, 1)]);
        // Fewer rows than buttons: the buttons that have a row.
        assert_eq!(button_rows(Rect::new(0, 1, 40, 2), &["a", "b", "c"]).len(), 2);
        let mut terminal = Terminal::new(TestBackend::new(40, 4)).expect("a test terminal");
        terminal
            .draw(|frame| draw_button_rows(frame, two, &labels, Some(1)))
            .expect("drawn");
        let buffer = terminal.backend().buffer();
        let rows: Vec<String> = (0..4)
            .map(|y| (0..40).map(|x| buffer[(x, y)].symbol()).collect())
            .collect();
        assert_eq!(rows[1].trim(), "[ Play again ]", "{rows:?}");
        assert_eq!(rows[2].trim(), "▶ Back ◀", "{rows:?}");
        assert_eq!(rows[2].find('▶'), Some(16), "drawn where it is clicked: {rows:?}");
    }

    #[test]
    fn long_names_in_the_title_bar_are_cut_and_never_cover_the_game_title() {
        use ratatui::{Terminal, backend::TestBackend};
        let mut terminal = Terminal::new(TestBackend::new(60, 1)).expect("a test terminal");
        let left = Line::raw(" Jackar · جاكار ");
        let right = Line::raw("Player 1, Computer 2 (hard), Computer 3 (hard) and Computer 4 (hard) ");
        // The title bar drawn with `right` beside the game's names, as text.
        let mut title = |right: &Line<'static>| -> String {
            terminal
                .draw(|frame| draw_title(frame, frame.area(), left.clone(), right.clone()))
                .expect("drawn");
            crate::test_support::symbols(terminal.backend().buffer())
        };
        let row = title(&right);
        // The Arabic name reads right to left and shaped on screen (the bidi
        // layer puts the title bar in visual order): ج ا ك ا ر as drawn.
        assert!(row.starts_with(" Jackar · ﺭﺎﻛﺎﺟ "), "the game's names whole: {row:?}");
        assert!(
            row.contains("Player 1, Computer 2"),
            "the names from the start: {row:?}"
        );
        assert!(row.trim_end().ends_with('…'), "cut with …: {row:?}");
        // Short names still sit at the right.
        let row = title(&Line::raw("Amal vs Dov "));
        assert!(row.ends_with("Amal vs Dov "), "{row:?}");
    }

    #[test]
    fn names_read_like_a_sentence() {
        let names = |n: &[&str]| n.iter().map(ToString::to_string).collect::<Vec<_>>();
        assert_eq!(names_text(&names(&["Amal", "Dov"])), "Amal vs Dov");
        assert_eq!(names_text(&names(&["A", "B", "C"])), "A, B and C");
    }
}
