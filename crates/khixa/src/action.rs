//! Actions: the die (chance), placing the piece taken, stealing with a joker,
//! declining a joker; and their notation.

use std::fmt;
use std::str::FromStr;

use rules_core::{NotationError, Seat};
use serde::{Deserialize, Serialize};

use crate::cell::{Cell, NotACell};
use crate::shape::Shape;

/// One action of a match.
///
/// Notation (documented in `docs/state.md`):
///
/// | action | notation | JSON |
/// |---|---|---|
/// | a roll of the die (chance) | `roll 4` | `{"roll": 4}` |
/// | place the piece taken | `place 3 c4 r1` | `{"place": {"shape": 3, "cell": {"row": 3, "col": 2}, "rot": 1}}` |
/// | steal with a joker, and place the piece | `steal 2:d5 to e4 r0` | `{"steal": {"victim": 2, "from": {"row": 4, "col": 3}, "to": {"row": 3, "col": 4}, "rot": 0}}` |
/// | decline a joker | `decline` | `"decline"` |
///
/// Cells are written column letter then row number (`c4`: column c = 2, row
/// 4 = index 3, counted from 1 at the north edge); `r1` is one clockwise
/// quarter turn (G1); a victim is a seat number as the engine counts seats
/// (from 0).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
// A field the variant lacks (`{"place": {…, "bogus": 1}}`) is refused, not ignored.
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// The die shows this face (chance): a roll of the opening roll-off (D7)
    /// or a player's roll for a piece.
    Roll(u8),
    /// The player to move places the piece taken (of the die's value) in one
    /// of their own cells, turned `rot` quarter turns (D1, D2).
    Place {
        /// The piece's shape: the die's value.
        shape: Shape,
        /// The cell of the player's area.
        cell: Cell,
        /// Clockwise quarter turns, 0 to 3.
        rot: u8,
    },
    /// The player uses a joker (D5): takes the piece in cell `from` of the
    /// victim's area and places it as their own in `to`, turned `rot` (D2
    /// applies; D6: no joker for it).
    Steal {
        /// Whose piece.
        victim: Seat,
        /// Where it is in the victim's area.
        from: Cell,
        /// Where it goes in the thief's area.
        to: Cell,
        /// Clockwise quarter turns, 0 to 3.
        rot: u8,
    },
    /// The player declines a joker (D5).
    Decline,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Roll(face) => write!(f, "roll {face}"),
            Action::Place { shape, cell, rot } => write!(f, "place {shape} {cell} r{rot}"),
            Action::Steal { victim, from, to, rot } => {
                write!(f, "steal {}:{from} to {to} r{rot}", victim.0)
            }
            Action::Decline => f.write_str("decline"),
        }
    }
}

/// Why a text is not an action's notation: the typed reason, for a screen
/// to word in its own language. Its `Display` is the English reason
/// [`Action`]'s `FromStr` gives (the words as written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unread {
    /// A first word that is no action (or nothing written).
    NotAnAction,
    /// `roll` without exactly one face after it.
    RollHow,
    /// A roll's face that is not 1 to 6.
    NotAFace(String),
    /// `place` without exactly a shape, a cell and a rotation after it.
    PlaceHow,
    /// A shape that is not 1 to 6.
    NotAShape(String),
    /// A cell that is not one of the area's (G1).
    NotACell(NotACell),
    /// A rotation that is not `r0` to `r3` (G1: clockwise quarter turns).
    NotARotation(String),
    /// `steal` not followed by `seat:cell to cell rotation`.
    StealHow,
    /// The victim's piece without its `seat:`.
    NotAVictimsPiece(String),
    /// A victim's seat that is not a number.
    NotASeat(String),
    /// Something after `decline`.
    DeclineAlone,
}

impl fmt::Display for Unread {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unread::NotAnAction => {
                f.write_str("an action is `roll 4`, `place 3 c4 r1`, `steal 2:d5 to e4 r0` or `decline`")
            }
            Unread::RollHow => f.write_str("write a roll as `roll 4`"),
            Unread::NotAFace(word) => write!(f, "{word:?} is not a die's face (1 to 6)"),
            Unread::PlaceHow => f.write_str("write a placement as `place 3 c4 r1` (shape, cell, rotation)"),
            Unread::NotAShape(word) => write!(f, "{word:?} is not a shape's value (1 to 6)"),
            Unread::NotACell(why) => why.fmt(f),
            Unread::NotARotation(word) => write!(
                f,
                "{word:?} is not a rotation: write r0, r1, r2 or r3 (clockwise quarter turns)"
            ),
            Unread::StealHow => f.write_str(
                "write a steal as `steal 2:d5 to e4 r0` (the victim's seat and cell, then your cell and rotation)",
            ),
            Unread::NotAVictimsPiece(word) => write!(f, "{word:?} is not a victim's piece: write seat:cell, as 2:d5"),
            Unread::NotASeat(word) => write!(f, "{word:?} is not a seat number (from 0)"),
            Unread::DeclineAlone => f.write_str("`decline` takes nothing after it"),
        }
    }
}

/// Reads `r0` to `r3`.
fn rotation(word: &str) -> Result<u8, Unread> {
    match word.strip_prefix(['r', 'R']).and_then(|n| n.parse::<u8>().ok()) {
        Some(r) if r < 4 => Ok(r),
        _ => Err(Unread::NotARotation(word.to_string())),
    }
}

/// Reads a die face 1 to 6.
fn face(word: &str) -> Option<u8> {
    word.parse::<u8>().ok().filter(|n| (1..=6).contains(n))
}

/// Reads a cell.
fn cell(word: &str) -> Result<Cell, Unread> {
    word.parse().map_err(Unread::NotACell)
}

/// Reads an action as [`Action`]'s `FromStr` does, with the typed reason:
/// `roll 4`, `place 3 c4 r1`, `steal 2:d5 to e4 r0` or `decline` (words
/// separated by spaces; letters in either case).
///
/// # Errors
/// When the text is not an action's notation: why, typed.
pub fn read(s: &str) -> Result<Action, Unread> {
    let words: Vec<&str> = s.split_whitespace().collect();
    let first = words.first().map(|w| w.to_ascii_lowercase());
    match (first.as_deref(), &words[..]) {
        (Some("roll"), [_, n]) => face(n)
            .map(Action::Roll)
            .ok_or_else(|| Unread::NotAFace((*n).to_string())),
        (Some("roll"), _) => Err(Unread::RollHow),
        (Some("place"), [_, shape, at, rot]) => Ok(Action::Place {
            shape: face(shape)
                .and_then(Shape::new)
                .ok_or_else(|| Unread::NotAShape((*shape).to_string()))?,
            cell: cell(at)?,
            rot: rotation(rot)?,
        }),
        (Some("place"), _) => Err(Unread::PlaceHow),
        (Some("steal"), [_, from, to_word, to, rot]) if to_word.eq_ignore_ascii_case("to") => {
            let (victim, from) = from
                .split_once(':')
                .ok_or_else(|| Unread::NotAVictimsPiece((*from).to_string()))?;
            let victim = victim.parse::<u8>().map_err(|_| Unread::NotASeat(victim.to_string()))?;
            Ok(Action::Steal {
                victim: Seat(victim),
                from: cell(from)?,
                to: cell(to)?,
                rot: rotation(rot)?,
            })
        }
        (Some("steal"), _) => Err(Unread::StealHow),
        (Some("decline"), [_]) => Ok(Action::Decline),
        (Some("decline"), _) => Err(Unread::DeclineAlone),
        _ => Err(Unread::NotAnAction),
    }
}

impl FromStr for Action {
    type Err = NotationError;

    /// Reads `roll 4`, `place 3 c4 r1`, `steal 2:d5 to e4 r0` or `decline`
    /// (words separated by spaces; letters in either case): [`read`], its
    /// reason in English.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        read(s).map_err(|why| NotationError::new(s, why.to_string()))
    }
}

impl TryFrom<u8> for Shape {
    type Error = String;

    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Shape::new(value).ok_or_else(|| format!("{value} is not a shape (1 to 6)"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_notation_of_the_issue_reads_and_writes_back() {
        for text in ["roll 4", "place 3 c4 r1", "steal 2:d5 to e4 r0", "decline"] {
            let action: Action = text.parse().expect("reads");
            assert_eq!(action.to_string(), text);
            let json = serde_json::to_value(action).expect("json");
            assert_eq!(serde_json::from_value::<Action>(json).ok(), Some(action));
        }
        let place: Action = "PLACE 3 C4 R1".parse().expect("either case");
        assert_eq!(
            serde_json::to_value(place).expect("json"),
            serde_json::json!({"place": {"shape": 3, "cell": {"row": 3, "col": 2}, "rot": 1}})
        );
        assert_eq!(
            serde_json::to_value(Action::Decline).expect("json"),
            serde_json::json!("decline")
        );
    }

    /// Each kind of text that does not read, with today's English reason
    /// word for word (scripts and English screens read it).
    const UNREAD: [(&str, &str); 14] = [
        (
            "",
            "an action is `roll 4`, `place 3 c4 r1`, `steal 2:d5 to e4 r0` or `decline`",
        ),
        (
            "fold 3",
            "an action is `roll 4`, `place 3 c4 r1`, `steal 2:d5 to e4 r0` or `decline`",
        ),
        ("roll", "write a roll as `roll 4`"),
        ("roll 7", "\"7\" is not a die's face (1 to 6)"),
        (
            "place 3 c4",
            "write a placement as `place 3 c4 r1` (shape, cell, rotation)",
        ),
        ("place 0 c4 r1", "\"0\" is not a shape's value (1 to 6)"),
        (
            "place 3 c9 r1",
            "\"c9\" is not a cell: columns go from a to h and rows from 1 to 8",
        ),
        (
            "place 3 c44 r1",
            "\"c44\" is not a cell: write a column a-h and a row 1-8, as c4",
        ),
        (
            "place 3 c4 r4",
            "\"r4\" is not a rotation: write r0, r1, r2 or r3 (clockwise quarter turns)",
        ),
        (
            "steal 1:d5 e4 r0",
            "write a steal as `steal 2:d5 to e4 r0` (the victim's seat and cell, then your cell and rotation)",
        ),
        (
            "steal d5 to e4 r0",
            "\"d5\" is not a victim's piece: write seat:cell, as 2:d5",
        ),
        ("steal x:d5 to e4 r0", "\"x\" is not a seat number (from 0)"),
        (
            "steal 1:d5 to z4 r0",
            "\"z4\" is not a cell: columns go from a to h and rows from 1 to 8",
        ),
        ("decline now", "`decline` takes nothing after it"),
    ];

    #[test]
    fn bad_notation_keeps_its_english_word_for_word() {
        for (text, english) in UNREAD {
            assert_eq!(text.parse::<Action>().expect_err(text).reason, english, "{text:?}");
        }
    }

    /// The typed reader says which kind of text it could not read (G1: a
    /// cell is a column a–h and a row 1–8, a rotation 0 to 3 quarter
    /// turns; D5: a steal names the victim's seat and cell), and its
    /// English is the notation error's.
    #[test]
    fn g1_d5_the_typed_reader_names_what_is_wrong() {
        let kinds = [
            Unread::NotAnAction,
            Unread::NotAnAction,
            Unread::RollHow,
            Unread::NotAFace("7".into()),
            Unread::PlaceHow,
            Unread::NotAShape("0".into()),
            Unread::NotACell(NotACell::Outside("c9".into())),
            Unread::NotACell(NotACell::Written("c44".into())),
            Unread::NotARotation("r4".into()),
            Unread::StealHow,
            Unread::NotAVictimsPiece("d5".into()),
            Unread::NotASeat("x".into()),
            Unread::NotACell(NotACell::Outside("z4".into())),
            Unread::DeclineAlone,
        ];
        for ((text, english), kind) in UNREAD.into_iter().zip(kinds) {
            assert_eq!(read(text), Err(kind.clone()), "{text:?}");
            assert_eq!(kind.to_string(), english, "{text:?}");
        }
        assert_eq!(read("PLACE 3 C4 R1"), Ok("place 3 c4 r1".parse().expect("reads")));
    }

    #[test]
    fn bad_notation_says_what_is_wrong() {
        let reason = |t: &str| t.parse::<Action>().expect_err(t).reason;
        assert!(reason("roll 7").contains("1 to 6"));
        assert!(reason("place 3 c9 r1").contains("rows from 1 to 8"));
        assert!(reason("place 3 c4 r4").contains("r0, r1, r2 or r3"));
        assert!(reason("place 0 c4 r1").contains("1 to 6"));
        assert!(reason("steal d5 to e4 r0").contains("seat:cell"));
        assert!(reason("steal x:d5 to e4 r0").contains("seat number"));
        assert!(reason("steal 1:d5 e4 r0").contains("steal 2:d5 to e4 r0"));
        assert!(reason("decline now").contains("nothing after"));
        assert!(reason("").contains("an action is"));
        assert!(reason("fold").contains("an action is"));
    }
}
