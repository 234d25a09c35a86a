//! Cells of an area (G1) and how they are written.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::shape::Side;

/// Rows and columns of an area (G1).
pub const SIDE: u8 = 8;

/// One cell of an area: row 0 is the north edge, column 0 the west edge (G1).
///
/// Written `c4`: the column as a letter, `a` (column 0, west) to `h`
/// (column 7), then the row counted from 1 at the north edge (row 0) to 8
/// (row 7), as a spreadsheet counts. In JSON it is `{"row": 3, "col": 2}`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The cell at `row`, `col` (each 0 to 7).
    #[must_use]
    pub const fn new(row: u8, col: u8) -> Option<Cell> {
        if row < SIDE && col < SIDE {
            Some(Cell(row * SIDE + col))
        } else {
            None
        }
    }

    /// The cell of index 0 to 63 (row × 8 + column).
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Cell> {
        if index < SIDE * SIDE { Some(Cell(index)) } else { None }
    }

    /// Row × 8 + column: the cell's bit in an area's masks.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its row, 0 (north) to 7.
    #[must_use]
    pub const fn row(self) -> u8 {
        self.0 / SIDE
    }

    /// Its column, 0 (west) to 7.
    #[must_use]
    pub const fn col(self) -> u8 {
        self.0 % SIDE
    }

    /// Its bit in an area's masks.
    #[must_use]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// The neighbouring cell on `side`, or `None` past the edge of the area (G6).
    #[must_use]
    pub const fn neighbour(self, side: Side) -> Option<Cell> {
        let (row, col) = (self.row(), self.col());
        match side {
            Side::North if row > 0 => Some(Cell(self.0 - SIDE)),
            Side::South if row + 1 < SIDE => Some(Cell(self.0 + SIDE)),
            Side::West if col > 0 => Some(Cell(self.0 - 1)),
            Side::East if col + 1 < SIDE => Some(Cell(self.0 + 1)),
            _ => None,
        }
    }

    /// Every cell, row by row from the north-west corner.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..SIDE * SIDE).map(Cell)
    }

    /// The cells of a mask, lowest index first.
    pub fn of_mask(mut mask: u64) -> impl Iterator<Item = Cell> {
        std::iter::from_fn(move || {
            if mask == 0 {
                return None;
            }
            let i = mask.trailing_zeros();
            mask &= mask - 1;
            Some(Cell(i as u8))
        })
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.col()), self.row() + 1)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

/// Why a text is not a cell: the typed reason, for a screen to word in its
/// own language. Its `Display` is the English reason (the text as written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotACell {
    /// Not a letter and a digit.
    Written(String),
    /// A letter and a digit, off the area (G1: columns a–h, rows 1–8).
    Outside(String),
}

impl fmt::Display for NotACell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotACell::Written(s) => write!(f, "{s:?} is not a cell: write a column a-h and a row 1-8, as c4"),
            NotACell::Outside(s) => write!(f, "{s:?} is not a cell: columns go from a to h and rows from 1 to 8"),
        }
    }
}

impl std::error::Error for NotACell {}

impl FromStr for Cell {
    type Err = NotACell;

    /// Reads `c4` (or `C4`): a column letter `a`–`h` and a row number 1–8.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bytes = s.as_bytes();
        let [letter, digit] = bytes else {
            return Err(NotACell::Written(s.to_string()));
        };
        let col = letter.to_ascii_lowercase().wrapping_sub(b'a');
        let row = digit.wrapping_sub(b'1');
        Cell::new(row, col).ok_or_else(|| NotACell::Outside(s.to_string()))
    }
}

/// A cell as JSON: `{"row": 3, "col": 2}`.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RowCol {
    row: i64,
    col: i64,
}

impl Serialize for Cell {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RowCol {
            row: self.row().into(),
            col: self.col().into(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Cell {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let rc = RowCol::deserialize(deserializer)?;
        match (u8::try_from(rc.row), u8::try_from(rc.col)) {
            (Ok(row), Ok(col)) => Cell::new(row, col),
            _ => None,
        }
        .ok_or_else(|| {
            serde::de::Error::custom(format!(
                "row {} col {} is not a cell: rows and columns go from 0 to 7",
                rc.row, rc.col
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// G1: row 0 north, column 0 west; `a1` is the north-west corner.
    #[test]
    fn g1_cells_are_written_column_letter_then_row_from_the_north() {
        let c4: Cell = "c4".parse().expect("a cell");
        assert_eq!((c4.row(), c4.col()), (3, 2));
        assert_eq!(c4.to_string(), "c4");
        assert_eq!("H8".parse::<Cell>().map(|c| (c.row(), c.col())), Ok((7, 7)));
        for bad in ["i1", "a0", "a9", "4c", "é"] {
            assert_eq!(bad.parse::<Cell>(), Err(NotACell::Outside(bad.into())), "{bad}");
        }
        for bad in ["", "a10", "c 4"] {
            assert_eq!(bad.parse::<Cell>(), Err(NotACell::Written(bad.into())), "{bad}");
        }
        assert_eq!(
            "a9".parse::<Cell>().map_err(|e| e.to_string()),
            Err("\"a9\" is not a cell: columns go from a to h and rows from 1 to 8".into())
        );
        assert_eq!(
            "a10".parse::<Cell>().map_err(|e| e.to_string()),
            Err("\"a10\" is not a cell: write a column a-h and a row 1-8, as c4".into())
        );
        for cell in Cell::all() {
            assert_eq!(cell.to_string().parse::<Cell>(), Ok(cell));
            let json = serde_json::to_value(cell).expect("json");
            assert_eq!(serde_json::from_value::<Cell>(json).ok(), Some(cell));
        }
        assert!(serde_json::from_str::<Cell>(r#"{"row": 8, "col": 0}"#).is_err());
        assert!(serde_json::from_str::<Cell>(r#"{"row": -1, "col": 0}"#).is_err());
    }

    /// G6: a cell on the edge has no neighbour beyond it.
    #[test]
    fn g6_neighbours_stop_at_the_edge_of_the_area() {
        let a1 = Cell::new(0, 0).expect("corner");
        assert_eq!(a1.neighbour(Side::North), None);
        assert_eq!(a1.neighbour(Side::West), None);
        assert_eq!(a1.neighbour(Side::East).map(|c| c.to_string()), Some("b1".into()));
        assert_eq!(a1.neighbour(Side::South).map(|c| c.to_string()), Some("a2".into()));
        let h8 = Cell::new(7, 7).expect("corner");
        assert_eq!(h8.neighbour(Side::South), None);
        assert_eq!(h8.neighbour(Side::East), None);
        let h3 = Cell::new(2, 7).expect("edge");
        assert_eq!(h3.neighbour(Side::East), None, "no wrapping to the next row");
        assert_eq!(Cell::of_mask(0b1010).map(|c| c.index()).collect::<Vec<_>>(), [1, 3]);
    }
}
