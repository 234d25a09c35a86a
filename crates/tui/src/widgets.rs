//! The widgets every game's screen draws its body with: setting a cell, a row of
//! choices with a cursor (a prompt and its answers), and a seat's line in a
//! list of players. The log panel and the message line are the session's
//! ([`crate::seated::LogPanel`], [`crate::seated::Scene::draw_message`]).

use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use crate::text::{pad, width};

/// The style of something lit (picked, under the cursor, chosen): dark text
/// on `colour` with colours, and reverse video without them (`NO_COLOR`,
/// where the terminal drops colours and keeps attributes). Reverse video
/// swaps foreground and background, so the colour is set as the foreground
/// and black as the background: with colours the cell reads black on
/// `colour`, as a plain background would; without, it reads reversed.
#[must_use]
pub const fn lit(colour: Color) -> Style {
    Style::new()
        .fg(colour)
        .bg(Color::Black)
        .add_modifier(Modifier::REVERSED)
}

/// Sets one cell's symbol and style; cells outside the buffer are skipped.
pub fn put(buf: &mut Buffer, x: u16, y: u16, symbol: &str, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_symbol(symbol).set_style(style);
    }
}

/// One answer of a [`ChoiceRow`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// As shown (inside brackets).
    pub label: String,
    /// Whether it can be taken (dimmed otherwise).
    pub enabled: bool,
    /// Its own style when neither under the cursor nor dimmed (a seat's colour).
    pub style: Style,
}

/// A prompt and its answers on one row: `lead [a] [b] [c]`, the cursor's
/// answer lit. The rectangles are a pure function of the row, so drawing and
/// clicking agree; answers that do not fit are left out, marked by a `…`
/// (the cursor still reaches them by key). Right to left the row runs from
/// the right (`[c] [b] [a] lead`): its rectangles are mirrored
/// ([`crate::i18n::mirror`]) and each piece's words are put in visual order
/// in its own rectangle, so the row is not to be wrapped in
/// [`crate::bidi::Visual`] again.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChoiceRow {
    /// What is asked.
    pub lead: String,
    /// The answers.
    pub items: Vec<Choice>,
}

impl ChoiceRow {
    /// Where each answer is drawn in `row` (an empty rectangle for one that
    /// does not fit), in the interface's direction.
    #[must_use]
    pub fn rects(&self, row: Rect) -> Vec<Rect> {
        self.laid_out(row)
            .into_iter()
            .map(|r| if r.is_empty() { r } else { crate::i18n::mirror(row, r) })
            .collect()
    }

    /// The answers' rectangles laid out from the left of `row`.
    fn laid_out(&self, row: Rect) -> Vec<Rect> {
        let right = row.right();
        let lead = u16::try_from(width(&self.lead)).unwrap_or(u16::MAX);
        let mut x = row
            .x
            .saturating_add(lead)
            .saturating_add(u16::from(!self.lead.is_empty()));
        let mut full = false;
        let count = self.items.len();
        self.items
            .iter()
            .enumerate()
            .map(|(k, item)| {
                let w = u16::try_from(width(&item.label)).unwrap_or(8) + 2;
                // Room for the … after it, unless it is the last.
                let room = if k + 1 == count { w } else { w + 2 };
                if full || x.saturating_add(room) > right {
                    full = true;
                    return Rect::new(x.min(right), row.y, 0, 0);
                }
                let r = Rect::new(x, row.y, w, 1);
                x = x.saturating_add(w + 1);
                r
            })
            .collect()
    }

    /// The answer under a click, if any.
    #[must_use]
    pub fn hit(&self, row: Rect, at: Position) -> Option<usize> {
        self.rects(row).iter().position(|r| r.contains(at))
    }

    /// Draws the row; `cursor` is the answer lit (`lit` style, brackets kept
    /// so it reads without colour), `dim` the style of answers not enabled.
    pub fn draw(&self, buf: &mut Buffer, row: Rect, cursor: Option<usize>, lit: Style, dim: Style) {
        if row.is_empty() {
            return;
        }
        let lead_width = u16::try_from(width(&self.lead)).unwrap_or(u16::MAX).min(row.width);
        let lead = crate::i18n::mirror(row, Rect::new(row.x, row.y, lead_width, 1));
        buf.set_stringn(lead.x, lead.y, &self.lead, usize::from(lead.width), Style::new());
        crate::bidi::visual_area(buf, lead);
        if let Some(cut) = self.laid_out(row).iter().find(|r| r.is_empty())
            && cut.x < row.right()
        {
            let cut = crate::i18n::mirror(row, Rect::new(cut.x, row.y, 1, 1));
            buf.set_stringn(cut.x, row.y, "…", 1, dim);
        }
        for (k, (item, rect)) in self.items.iter().zip(self.rects(row)).enumerate() {
            if rect.is_empty() {
                continue;
            }
            let style = if cursor == Some(k) {
                lit
            } else if !item.enabled {
                dim
            } else {
                item.style
            };
            buf.set_stringn(
                rect.x,
                rect.y,
                format!("[{}]", item.label),
                usize::from(rect.width),
                style,
            );
            crate::bidi::visual_area(buf, rect);
        }
    }
}

/// The marker before the seat to act in a list of players: `▶`, a shape as
/// well as a colour.
pub const MOVER: &str = "▶ ";

/// The marker before the thing lit in a list (the seat to act, the entry
/// selected), pointing at it once the line is in visual order: `▶ ` left to
/// right, `◀ ` right to left (the marker ends up at the line's right).
#[must_use]
pub fn pointer() -> &'static str {
    if crate::i18n::is_rtl() { "◀ " } else { MOVER }
}

/// A seat's line in a list of players: the mover's marker, the seat's mark
/// (its checker, its number), its name padded to `name_width` columns (bold
/// for the mover), then the game's columns.
#[must_use]
pub fn seat_line<'a>(
    mover: bool,
    marker: Style,
    mark: Span<'a>,
    name: &str,
    name_width: usize,
    name_style: Style,
    tail: Vec<Span<'a>>,
) -> Line<'a> {
    let name_style = if mover {
        name_style.add_modifier(Modifier::BOLD)
    } else {
        name_style
    };
    let mut spans = vec![
        Span::styled(if mover { pointer() } else { "  " }, marker),
        mark,
        Span::raw(" "),
        Span::styled(pad(name, name_width), name_style),
    ];
    spans.extend(tail);
    Line::from(spans)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row_text(buf: &Buffer, y: u16) -> String {
        (0..buf.area.width).map(|x| buf[(x, y)].symbol().to_string()).collect()
    }

    fn choices(labels: &[&str]) -> ChoiceRow {
        ChoiceRow {
            lead: "Pick:".into(),
            items: labels
                .iter()
                .map(|l| Choice {
                    label: (*l).to_string(),
                    enabled: *l != "no",
                    style: Style::new(),
                })
                .collect(),
        }
    }

    #[test]
    fn a_row_of_choices_is_drawn_where_it_is_clicked_and_cut_with_an_ellipsis() {
        let row = Rect::new(0, 0, 24, 1);
        let c = choices(&["out", "1", "11", "no"]);
        assert_eq!(
            c.rects(row),
            vec![
                Rect::new(6, 0, 5, 1),
                Rect::new(12, 0, 3, 1),
                Rect::new(16, 0, 4, 1),
                Rect::new(21, 0, 0, 0)
            ]
        );
        assert_eq!(c.hit(row, Position::new(13, 0)), Some(1));
        assert_eq!(c.hit(row, Position::new(11, 0)), None);
        let mut buf = Buffer::empty(row);
        c.draw(
            &mut buf,
            row,
            Some(1),
            Style::new().add_modifier(Modifier::REVERSED),
            Style::new(),
        );
        assert_eq!(row_text(&buf, 0), "Pick: [out] [1] [11] …  ");
        assert!(
            buf[(12, 0)].modifier.contains(Modifier::REVERSED),
            "the cursor's answer is lit"
        );
    }

    /// Right to left the answers run from the right, the prompt at the
    /// right end and the … at the left, drawn where they are clicked.
    #[test]
    fn right_to_left_a_row_of_choices_runs_from_the_right() {
        crate::i18n::set_lang(crate::i18n::Lang::Ar);
        let row = Rect::new(0, 0, 24, 1);
        let c = choices(&["out", "1", "11", "no"]);
        let rects = c.rects(row);
        assert_eq!(
            &rects[..3],
            &[Rect::new(13, 0, 5, 1), Rect::new(9, 0, 3, 1), Rect::new(4, 0, 4, 1)]
        );
        assert_eq!(c.hit(row, Position::new(10, 0)), Some(1));
        let mut buf = Buffer::empty(row);
        c.draw(
            &mut buf,
            row,
            Some(1),
            Style::new().add_modifier(Modifier::REVERSED),
            Style::new(),
        );
        crate::i18n::set_lang(crate::i18n::Lang::En);
        // Each piece in its place (its letters put in visual order there by
        // the bidi layer): the prompt at the right end, the … at the left.
        let text = row_text(&buf, 0);
        assert_eq!(buf[(2, 0)].symbol(), "…", "{text:?}");
        assert!((19..24).all(|x| buf[(x, 0)].symbol() != " "), "{text:?}");
        assert!(
            (9..12).all(|x| buf[(x, 0)].modifier.contains(Modifier::REVERSED)),
            "the cursor's answer is lit where it is clicked: {text:?}"
        );
    }

    #[test]
    fn a_wide_name_is_padded_by_its_columns() {
        let line = seat_line(
            true,
            Style::new(),
            Span::raw("○"),
            "🎲x",
            5,
            Style::new(),
            vec![Span::raw("|")],
        );
        let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
        assert_eq!(text, "▶ ○ 🎲x  |");
        assert_eq!(Line::from(text).width(), 10);
    }
}
