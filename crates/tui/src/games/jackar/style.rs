//! The screen's styles: each seat's colour (its home, base lane, graveyard,
//! name and marbles are drawn in it) and the highlights, read by the drawing
//! and by the prompt row's answers alike.

use ratatui::style::{Color, Modifier, Style};
use rules_core::Seat;

/// Each seat's colour (the theme's, one for every game that colours its seats).
pub use crate::theme::SEAT_COLOURS;

/// Empty track cells.
pub const CELL: Style = Style::new().fg(Color::Indexed(242));
/// The cursor's brackets round a marble: the terminal's own foreground,
/// readable whatever its background (the marble inside keeps its colour).
pub const BRACKET: Style = Style::new().fg(Color::Reset).add_modifier(Modifier::BOLD);
/// Where the play under the cursor takes a marble: black on yellow,
/// reverse video without colour.
pub const DEST: Style = crate::widgets::lit(Color::Indexed(226)).add_modifier(Modifier::BOLD);
/// A marble the play under the cursor would kill (drawn as ×).
pub const KILL: Style = Style::new()
    .fg(Color::White)
    .bg(Color::Indexed(160))
    .add_modifier(Modifier::BOLD.union(Modifier::CROSSED_OUT));
/// A card that can be played.
pub const CARD: Style = Style::new().add_modifier(Modifier::BOLD);
/// The frame of the card under the cursor (or chosen): the terminal's own
/// foreground, apart from the seat-coloured frames of the other cards
/// (and drawn heavy, so it reads without colour).
pub const CARD_CURSOR: Style = Style::new().fg(Color::Reset).add_modifier(Modifier::BOLD);
/// The choice under the cursor: black on cyan, reverse video without colour.
pub const CHOICE_CURSOR: Style = crate::widgets::lit(Color::Indexed(51)).add_modifier(Modifier::BOLD);

/// A seat's colour.
#[must_use]
pub fn colour(seat: Seat) -> Color {
    SEAT_COLOURS[seat.index() % SEAT_COLOURS.len()]
}

pub(super) fn seat_style(seat: Seat) -> Style {
    Style::new().fg(colour(seat))
}

/// A marble as normally drawn: its letter, bold, in its colour.
#[must_use]
pub fn marble_style(seat: Seat) -> Style {
    seat_style(seat).add_modifier(Modifier::BOLD)
}
