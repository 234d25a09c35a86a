//! The six shapes (G3), their edges (G2) and rotations (G1).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A side of a cell or a piece, clockwise from North. Row 0 is the north edge
/// of an area, column 0 the west edge (G1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Towards row 0.
    North,
    /// Towards column 7.
    East,
    /// Towards row 7.
    South,
    /// Towards column 0.
    West,
}

impl Side {
    /// The four sides, clockwise from North (the order of G3's table).
    pub const ALL: [Side; 4] = [Side::North, Side::East, Side::South, Side::West];

    /// The side's index, 0 (North) to 3 (West).
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side facing it across a shared side: a piece's East meets its
    /// eastern neighbour's West.
    #[must_use]
    pub const fn opposite(self) -> Side {
        Side::ALL[(self.index() + 2) % 4]
    }

    /// The side this one becomes after `quarter_turns` clockwise quarter turns.
    #[must_use]
    pub const fn turned(self, quarter_turns: u8) -> Side {
        Side::ALL[(self.index() + quarter_turns as usize) % 4]
    }

    /// The side's name in words (`north`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Side::North => "north",
            Side::East => "east",
            Side::South => "south",
            Side::West => "west",
        }
    }
}

/// The profile of a knob or a hollow (G2): a knob fits only a hollow of the
/// same profile.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Profile {
    /// ●
    Round,
    /// ■
    Square,
    /// ▲
    Triangle,
}

impl Profile {
    /// The three profiles.
    pub const ALL: [Profile; 3] = [Profile::Round, Profile::Square, Profile::Triangle];

    /// The profile's index, 0 to 2.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The rules file's sign for it: ●, ■ or ▲.
    #[must_use]
    pub const fn sign(self) -> &'static str {
        match self {
            Profile::Round => "●",
            Profile::Square => "■",
            Profile::Triangle => "▲",
        }
    }

    /// Its name in words (`round`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Profile::Round => "round",
            Profile::Square => "square",
            Profile::Triangle => "triangle",
        }
    }
}

/// One side of a piece (G2): flat, a knob sticking out, or a hollow cut in.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Edge {
    /// Straight: no knob, no hollow.
    Flat,
    /// Sticks out; fits only a hollow of the same profile.
    Knob(Profile),
    /// Cut in.
    Hollow(Profile),
}

impl fmt::Display for Edge {
    /// `flat`, `knob ●`, `hollow ▲`: the words of the rules file.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Edge::Flat => f.write_str("flat"),
            Edge::Knob(p) => write!(f, "knob {}", p.sign()),
            Edge::Hollow(p) => write!(f, "hollow {}", p.sign()),
        }
    }
}

/// The colour of a shape (G3): what a family calls the pieces besides their
/// number. Also the name of each same-colour group (G7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// The 1s.
    Red,
    /// The 2s.
    Orange,
    /// The 3s.
    Yellow,
    /// The 4s.
    Green,
    /// The 5s.
    Blue,
    /// The 6s.
    Purple,
}

impl Colour {
    /// The colour's name in words (`red`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Orange => "orange",
            Colour::Yellow => "yellow",
            Colour::Green => "green",
            Colour::Blue => "blue",
            Colour::Purple => "purple",
        }
    }
}

/// One of the six shapes, known by its die number, which is also its value
/// (1 to 6) and names its colour (G3).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Shape(u8);

/// G3: each shape's edges at rotation 0, North, East, South, West.
const EDGES: [[Edge; 4]; 6] = {
    use Edge::{Flat, Hollow, Knob};
    use Profile::{Round, Square, Triangle};
    [
        [Knob(Round), Flat, Hollow(Round), Flat],
        [Knob(Square), Hollow(Round), Flat, Flat],
        [Knob(Triangle), Flat, Hollow(Square), Flat],
        [Knob(Triangle), Hollow(Square), Knob(Triangle), Flat],
        [Knob(Round), Hollow(Triangle), Knob(Square), Hollow(Triangle)],
        [Knob(Square), Knob(Round), Knob(Triangle), Hollow(Round)],
    ]
};

const COLOURS: [Colour; 6] = [
    Colour::Red,
    Colour::Orange,
    Colour::Yellow,
    Colour::Green,
    Colour::Blue,
    Colour::Purple,
];

impl Shape {
    /// The six shapes, by value.
    pub const ALL: [Shape; 6] = [Shape(1), Shape(2), Shape(3), Shape(4), Shape(5), Shape(6)];

    /// The shape of die number `value`, if it is 1 to 6.
    #[must_use]
    pub const fn new(value: u8) -> Option<Shape> {
        if value >= 1 && value <= 6 {
            Some(Shape(value))
        } else {
            None
        }
    }

    /// Its value: the die number that takes it, and what it scores (1 to 6).
    #[must_use]
    pub const fn value(self) -> u8 {
        self.0
    }

    /// 0 to 5, for tables indexed by shape.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }

    /// The shape of index 0 to 5.
    #[must_use]
    pub(crate) const fn from_index(index: usize) -> Shape {
        Shape(index as u8 + 1)
    }

    /// Its colour (G3).
    #[must_use]
    pub const fn colour(self) -> Colour {
        COLOURS[self.index()]
    }

    /// Its edge on `side` when placed with `rot` clockwise quarter turns (G1):
    /// a quarter turn brings the North edge of G3's table to the East.
    #[must_use]
    pub const fn edge(self, rot: u8, side: Side) -> Edge {
        EDGES[self.index()][(side.index() + 4 - (rot as usize % 4)) % 4]
    }

    /// Its four edges, North, East, South, West, at rotation `rot`.
    #[must_use]
    pub fn edges(self, rot: u8) -> [Edge; 4] {
        Side::ALL.map(|side| self.edge(rot, side))
    }
}

impl fmt::Debug for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Shape({})", self.0)
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl Serialize for Shape {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.0)
    }
}

impl<'de> Deserialize<'de> for Shape {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = i64::deserialize(deserializer)?;
        u8::try_from(value)
            .ok()
            .and_then(Shape::new)
            .ok_or_else(|| serde::de::Error::custom(format!("a shape is a value from 1 to 6, not {value}")))
    }
}

/// A shape in a rotation: what sits in a cell of an area.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Which of the six shapes.
    pub shape: Shape,
    /// Clockwise quarter turns from G3's orientation, 0 to 3.
    pub rot: u8,
}

impl Piece {
    /// A piece of `shape` turned `rot` quarter turns (taken modulo 4).
    #[must_use]
    pub const fn new(shape: Shape, rot: u8) -> Piece {
        Piece { shape, rot: rot % 4 }
    }

    /// Its edge on `side`.
    #[must_use]
    pub const fn edge(self, side: Side) -> Edge {
        self.shape.edge(self.rot, side)
    }

    /// 0 to 23: shape index × 4 + rotation, for tables of oriented pieces.
    #[must_use]
    pub(crate) const fn code(self) -> u8 {
        self.shape.index() as u8 * 4 + self.rot
    }

    /// The piece of a [`Piece::code`].
    #[must_use]
    pub(crate) const fn from_code(code: u8) -> Piece {
        Piece {
            shape: Shape::from_index(code as usize / 4),
            rot: code % 4,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// G3: the table of the rules file, side by side, at rotation 0.
    #[test]
    fn g3_the_six_shapes_have_the_edges_of_the_rules_file() {
        let table: Vec<String> = Shape::ALL
            .iter()
            .map(|s| {
                let e = s.edges(0);
                format!(
                    "{} {}: {} | {} | {} | {}",
                    s.value(),
                    s.colour().name(),
                    e[0],
                    e[1],
                    e[2],
                    e[3]
                )
            })
            .collect();
        assert_eq!(
            table,
            [
                "1 red: knob ● | flat | hollow ● | flat",
                "2 orange: knob ■ | hollow ● | flat | flat",
                "3 yellow: knob ▲ | flat | hollow ■ | flat",
                "4 green: knob ▲ | hollow ■ | knob ▲ | flat",
                "5 blue: knob ● | hollow ▲ | knob ■ | hollow ▲",
                "6 purple: knob ■ | knob ● | knob ▲ | hollow ●",
            ]
        );
    }

    /// G1/G3: a quarter turn clockwise brings each edge one side on
    /// (North to East), four turns bring it back, and no shape looks the same
    /// in two rotations, so the four rotations are four different placements.
    #[test]
    fn g3_four_rotations_turn_the_edges_clockwise() {
        let two = Shape::new(2).expect("a shape");
        assert_eq!(two.edge(1, Side::East), Edge::Knob(Profile::Square));
        assert_eq!(two.edge(1, Side::South), Edge::Hollow(Profile::Round));
        assert_eq!(two.edge(3, Side::West), Edge::Knob(Profile::Square));
        for shape in Shape::ALL {
            for rot in 0..4u8 {
                for side in Side::ALL {
                    assert_eq!(shape.edge(rot + 4, side), shape.edge(rot, side));
                    // The edge that faces `side` after one more turn faced the side before it.
                    assert_eq!(shape.edge(rot + 1, side.turned(1)), shape.edge(rot, side));
                }
            }
            let rotations: Vec<[Edge; 4]> = (0..4).map(|r| shape.edges(r)).collect();
            for a in 0..4 {
                for b in a + 1..4 {
                    assert_ne!(rotations[a], rotations[b], "shape {shape} rotations {a} and {b}");
                }
            }
        }
    }

    /// G3: "higher values carry more knobs".
    #[test]
    fn g3_higher_values_carry_at_least_as_many_knobs() {
        let knobs = |s: Shape| s.edges(0).iter().filter(|e| matches!(e, Edge::Knob(_))).count();
        let counts: Vec<usize> = Shape::ALL.iter().map(|&s| knobs(s)).collect();
        assert_eq!(counts, [1, 1, 1, 2, 2, 3]);
    }

    #[test]
    fn a_shape_reads_only_from_one_to_six_and_a_piece_code_round_trips() {
        assert!(Shape::new(0).is_none() && Shape::new(7).is_none());
        assert_eq!(serde_json::from_str::<Shape>("4").ok(), Shape::new(4));
        assert!(serde_json::from_str::<Shape>("9").is_err());
        assert!(serde_json::from_str::<Shape>("-1").is_err());
        for code in 0..24 {
            assert_eq!(Piece::from_code(code).code(), code);
        }
        assert_eq!(Side::West.opposite(), Side::East);
        assert_eq!(Side::West.turned(1), Side::North);
    }
}
