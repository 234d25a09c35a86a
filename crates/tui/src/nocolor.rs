//! What a screen looks like without colour: `NO_COLOR=1` (the terminal keeps
//! bold, reverse video, underline and the rest, and drops every colour) and
//! terminals of few colours. [`picture`] renders a buffer that way, as text
//! with a second grid of the attributes each cell keeps, for the snapshot
//! tests that check nothing is told by colour alone (`docs/screens.md`,
//! "Seeing without colour"). Every game's screen snapshots itself with it.

use ratatui::buffer::Buffer;
use ratatui::style::Modifier;

/// The letter a cell's attributes show as in [`picture`]'s second grid, the
/// strongest first: `R` reverse video, `U` underlined, `X` crossed out,
/// `B` bold, `D` dim, `I` italic, a space for none.
#[must_use]
pub fn mark(modifier: Modifier) -> char {
    [
        (Modifier::REVERSED, 'R'),
        (Modifier::UNDERLINED, 'U'),
        (Modifier::CROSSED_OUT, 'X'),
        (Modifier::BOLD, 'B'),
        (Modifier::DIM, 'D'),
        (Modifier::ITALIC, 'I'),
    ]
    .into_iter()
    .find(|(m, _)| modifier.contains(*m))
    .map_or(' ', |(_, c)| c)
}

/// The buffer as a `NO_COLOR` terminal shows it: each row's text, then a
/// line `--- attributes (R reverse, U underline, X crossed out, B bold,
/// D dim, I italic) ---`, then each row's attributes, cell for cell (a wide
/// character's second cell shows its first cell's mark). Colours are left
/// out: they are what `NO_COLOR` drops.
#[must_use]
pub fn picture(buf: &Buffer) -> String {
    let area = buf.area;
    let mut text = String::new();
    let mut marks = String::new();
    for y in area.top()..area.bottom() {
        let mut skip = 0;
        let mut last = ' ';
        for x in area.left()..area.right() {
            let cell = &buf[(x, y)];
            if skip == 0 {
                text.push_str(cell.symbol());
                skip = unicode_width::UnicodeWidthStr::width(cell.symbol()).max(1);
                last = mark(cell.modifier);
            }
            skip -= 1;
            marks.push(last);
        }
        text.push('\n');
        marks.push('\n');
    }
    format!("{text}--- attributes (R reverse, U underline, X crossed out, B bold, D dim, I italic) ---\n{marks}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;
    use ratatui::style::{Color, Style};

    #[test]
    fn colour_is_dropped_and_attributes_are_kept_cell_for_cell() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 6, 1));
        buf.set_string(0, 0, "ab", Style::new().fg(Color::Red));
        buf.set_string(
            2,
            0,
            "c",
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD),
        );
        buf.set_string(3, 0, "🎲", Style::new().add_modifier(Modifier::UNDERLINED));
        assert_eq!(
            picture(&buf),
            "abc🎲 \n--- attributes (R reverse, U underline, X crossed out, B bold, D dim, I italic) ---\n  RUU \n"
        );
    }
}
