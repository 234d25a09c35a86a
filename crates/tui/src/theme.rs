//! One theme: the styles every screen shares, in one place (as ratatui's
//! demo keeps a single `THEME`). A game's screen keeps only the styles of its
//! own pieces (a checker, a marble, a card's frame) in its `style` module.
//!
//! Each colour reads on a light and on a dark terminal; what a style says is
//! said a second way too (bold, reverse video), so it reads under
//! `NO_COLOR` (see `docs/screens.md`, "Seeing without colour").

use ratatui::style::{Color, Modifier, Style};

/// Quiet text: headers, labels, a typed line's examples (grey).
pub const QUIET: Style = Style::new().fg(Color::Indexed(245));
/// The marker of the seat to act (orange, bold).
pub const MOVER: Style = Style::new().fg(Color::Indexed(166)).add_modifier(Modifier::BOLD);
/// A warning, a refusal on the message line (red, bold).
pub const WARN: Style = Style::new().fg(Color::Indexed(160)).add_modifier(Modifier::BOLD);
/// The frames of a game's panels (light wood).
pub const FRAME: Style = Style::new().fg(Color::Indexed(137));
/// The frame of a result's banner (gold).
pub const BANNER: Style = Style::new().fg(Color::Indexed(136));
/// What cannot be chosen now: an answer, a card (dark grey, dim).
pub const DIMMED: Style = Style::new().fg(Color::Indexed(240)).add_modifier(Modifier::DIM);

/// Each seat's colour: red, blue, green, gold, orchid, teal. Mid-tones of the
/// xterm 256-colour cube, each at least 3:1 against white and 4:1 against
/// black (WCAG contrast; Jackar's test `seat_colours_read_on_light_and_dark`), so
/// letters and names read on light terminals too, and black on each (a lit
/// marble, a card) reads as well. The bright 220 and 44 read only on dark ones.
pub const SEAT_COLOURS: [Color; 6] = [
    Color::Indexed(167),
    Color::Indexed(69),
    Color::Indexed(28),
    Color::Indexed(136),
    Color::Indexed(134),
    Color::Indexed(30),
];
