//! What a screen looks like without colour: `NO_COLOR=1` (the terminal keeps
//! bold, reverse video, underline and the rest, and drops every colour) and
//! terminals of few colours. [`picture`] renders a buffer that way, as text
//! with a second grid of the attributes each cell keeps, for the snapshot
//! tests that check nothing is told by colour alone (`docs/screens.md`,
//! "Seeing without colour"). Every game's screen snapshots itself with it.

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};

/// Whether colours are off (`NO_COLOR` set), as crossterm reads it.
#[must_use]
pub fn colours_off() -> bool {
    ratatui::crossterm::style::Colored::ansi_color_disabled()
}

/// Sets every cell of a frame to the terminal's own colours, keeping its
/// attributes. The main loop calls it on each frame when colours are off:
/// under `NO_COLOR` crossterm writes every change of colour as an empty SGR
/// (`ESC[;m`), which terminals read as a reset of every attribute, and the
/// backend writes a cell's colours after its attributes, so a reverse-video
/// or bold cell drawn in a colour would lose what tells it apart. With no
/// colour left to change, no reset is written and the attributes stay: the
/// terminal then shows what [`picture`] shows.
pub fn strip_colours(buf: &mut Buffer) {
    for cell in &mut buf.content {
        cell.fg = Color::Reset;
        cell.bg = Color::Reset;
    }
}

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
    fn stripping_the_colours_keeps_every_attribute() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 3, 1));
        buf.set_string(0, 0, "ab", crate::widgets::lit(Color::Red));
        buf.set_string(2, 0, "c", Style::new().fg(Color::Blue).add_modifier(Modifier::BOLD));
        strip_colours(&mut buf);
        for x in 0..3 {
            assert_eq!((buf[(x, 0)].fg, buf[(x, 0)].bg), (Color::Reset, Color::Reset));
        }
        assert_eq!(mark(buf[(0, 0)].modifier), 'R');
        assert_eq!(mark(buf[(2, 0)].modifier), 'B');
    }

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
