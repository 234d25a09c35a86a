//! How pieces look: each shape's colour, and a glyph for every edge (G2) and
//! contact (G4), so that a player sees what fits where with colours or
//! without (`NO_COLOR`): a knob is a solid sign of its profile (● ■ and a
//! triangle pointing out: ▲ ▶ ▼ ◀), a hollow the outline of the knob that
//! fits it (○ □ and a triangle pointing in: ▽ ◁ △ ▷), a flat side a line.
//! Between two pieces: an interlock shows the knob, a plain join a line, a
//! gap a broken line (┊ ┄), an impossible contact ✗.

use majlis_games::rules::khixa::{Colour, Contact, Edge, Piece, Profile, Shape, Side};
use ratatui::style::{Color, Modifier, Style};

/// The styles of the screen.
pub mod style {
    use ratatui::style::{Color, Modifier, Style};

    /// An edge or a contact of the piece in hand, shown where it would go.
    pub const PREVIEW: Style = Style::new().add_modifier(Modifier::BOLD);
    /// An impossible contact of the piece in hand (✗).
    pub const IMPOSSIBLE: Style = Style::new()
        .fg(Color::Indexed(160))
        .add_modifier(Modifier::BOLD.union(Modifier::CROSSED_OUT));
    /// A cell where the piece in hand may go as it is turned (`+`): green,
    /// and bold so it reads without colour.
    pub const ALLOWED: Style = Style::new().fg(Color::Indexed(34)).add_modifier(Modifier::BOLD);
    /// A cell where it may go turned another way (`↻`).
    pub const ALLOWED_TURNED: Style = Style::new().fg(Color::Indexed(244));
    /// The keyboard cursor: reverse video.
    pub const CURSOR: Style = Style::new().add_modifier(Modifier::REVERSED);
    /// The round's formation at its end: underlined and bold.
    pub const FORMATION: Style = Style::new().add_modifier(Modifier::UNDERLINED.union(Modifier::BOLD));
    /// A piece that may be stolen (D5): underlined, in brackets in the large area.
    pub const STEALABLE: Style = Style::new().add_modifier(Modifier::UNDERLINED.union(Modifier::BOLD));
}

/// The colour of a shape's pieces (G3): a mid-tone of the 256-colour cube
/// the digit reads on in black.
#[must_use]
pub fn colour(shape: Shape) -> Color {
    match shape.colour() {
        Colour::Red => Color::Indexed(167),
        Colour::Orange => Color::Indexed(208),
        Colour::Yellow => Color::Indexed(220),
        Colour::Green => Color::Indexed(77),
        Colour::Blue => Color::Indexed(75),
        Colour::Purple => Color::Indexed(176),
    }
}

/// A piece's tile: its value in black on its colour, bold. Without colour
/// the value alone tells the shape.
#[must_use]
pub fn tile(shape: Shape) -> Style {
    Style::new()
        .fg(Color::Black)
        .bg(colour(shape))
        .add_modifier(Modifier::BOLD)
}

/// A piece's edges, in its own colour (the glyph tells the edge).
#[must_use]
pub fn edge_style(shape: Shape) -> Style {
    Style::new().fg(colour(shape))
}

/// The glyph of a triangle pointing towards `side`, solid or outlined.
fn triangle(side: Side, solid: bool) -> &'static str {
    match (side, solid) {
        (Side::North, true) => "▲",
        (Side::East, true) => "▶",
        (Side::South, true) => "▼",
        (Side::West, true) => "◀",
        (Side::North, false) => "△",
        (Side::East, false) => "▷",
        (Side::South, false) => "▽",
        (Side::West, false) => "◁",
    }
}

/// The glyph of a piece's edge on `side`: a knob points out, a hollow shows
/// the knob that fits it pointing in, a flat side is a line across the side.
#[must_use]
pub fn edge_glyph(edge: Edge, side: Side) -> &'static str {
    match edge {
        Edge::Flat => line(side),
        Edge::Knob(Profile::Round) => "●",
        Edge::Knob(Profile::Square) => "■",
        Edge::Knob(Profile::Triangle) => triangle(side, true),
        Edge::Hollow(Profile::Round) => "○",
        Edge::Hollow(Profile::Square) => "□",
        Edge::Hollow(Profile::Triangle) => triangle(side.opposite(), false),
    }
}

/// A line along a side: `│` for East and West, `─` for North and South.
#[must_use]
pub fn line(side: Side) -> &'static str {
    match side {
        Side::East | Side::West => "│",
        Side::North | Side::South => "─",
    }
}

/// The glyph between piece `a` and its neighbour `b` on `side` of it.
#[must_use]
pub fn contact_glyph(a: Piece, side: Side, b: Piece) -> &'static str {
    let (ea, eb) = (a.edge(side), b.edge(side.opposite()));
    match Contact::between(ea, eb) {
        // The knob shows, pointing into the hollow.
        Contact::Interlock if matches!(ea, Edge::Knob(_)) => edge_glyph(ea, side),
        Contact::Interlock => edge_glyph(eb, side.opposite()),
        Contact::Join => line(side),
        Contact::Gap => match side {
            Side::East | Side::West => "┊",
            Side::North | Side::South => "┄",
        },
        Contact::Impossible => "✗",
    }
}

/// A piece's edges in words, North first: `knob ▲, hollow ■, knob ▲, flat`.
#[must_use]
pub fn edges_text(piece: Piece) -> String {
    Side::ALL
        .iter()
        .map(|&s| piece.edge(s).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn piece(v: u8, rot: u8) -> Piece {
        Piece::new(Shape::new(v).expect("1 to 6"), rot)
    }

    /// G2: every edge kind has its own glyph on every side, and a hollow
    /// shows the glyph of the knob that fits it, pointing in: a knob ▶ on a
    /// piece's east fits the ▷ of its neighbour's west.
    #[test]
    fn g2_each_edge_reads_by_its_glyph_alone() {
        for side in Side::ALL {
            let mut seen = std::collections::HashSet::new();
            for edge in [
                Edge::Flat,
                Edge::Knob(Profile::Round),
                Edge::Knob(Profile::Square),
                Edge::Knob(Profile::Triangle),
                Edge::Hollow(Profile::Round),
                Edge::Hollow(Profile::Square),
                Edge::Hollow(Profile::Triangle),
            ] {
                assert!(seen.insert(edge_glyph(edge, side)), "{edge} on {side:?}");
            }
        }
        assert_eq!(edge_glyph(Edge::Knob(Profile::Triangle), Side::East), "▶");
        assert_eq!(edge_glyph(Edge::Hollow(Profile::Triangle), Side::West), "▷");
    }

    /// G4: the glyph between two pieces says the contact.
    #[test]
    fn g4_contacts_read_by_their_glyph() {
        // A 1 (knob ● north, hollow ● south) over another 1: the knob shows.
        assert_eq!(contact_glyph(piece(1, 0), Side::South, piece(1, 0)), "●");
        // Two 1s side by side: flat against flat, a line.
        assert_eq!(contact_glyph(piece(1, 0), Side::East, piece(1, 0)), "│");
        // Hollow against hollow: a gap.
        assert_eq!(contact_glyph(piece(1, 0), Side::South, piece(1, 2)), "┄");
        // Knob against knob: impossible.
        assert_eq!(contact_glyph(piece(4, 0), Side::North, piece(4, 0)), "✗");
        assert_eq!(edges_text(piece(4, 0)), "knob ▲, hollow ■, knob ▲, flat");
    }
}
