//! Actions: the die (chance), placing the piece taken, stealing with a joker,
//! declining a joker; and their notation.

use std::fmt;
use std::str::FromStr;

use rules_core::{NotationError, Seat};
use serde::{Deserialize, Serialize};

use crate::cell::Cell;
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

/// Reads `r0` to `r3`.
fn rotation(word: &str) -> Result<u8, String> {
    match word.strip_prefix(['r', 'R']).and_then(|n| n.parse::<u8>().ok()) {
        Some(r) if r < 4 => Ok(r),
        _ => Err(format!(
            "{word:?} is not a rotation: write r0, r1, r2 or r3 (clockwise quarter turns)"
        )),
    }
}

/// Reads a die face 1 to 6.
fn face(word: &str, what: &str) -> Result<u8, String> {
    match word.parse::<u8>() {
        Ok(n) if (1..=6).contains(&n) => Ok(n),
        _ => Err(format!("{word:?} is not {what} (1 to 6)")),
    }
}

impl FromStr for Action {
    type Err = NotationError;

    /// Reads `roll 4`, `place 3 c4 r1`, `steal 2:d5 to e4 r0` or `decline`
    /// (words separated by spaces; letters in either case).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let words: Vec<&str> = s.split_whitespace().collect();
        let err = |reason: String| NotationError::new(s, reason);
        let first = words.first().map(|w| w.to_ascii_lowercase());
        match (first.as_deref(), &words[..]) {
            (Some("roll"), [_, n]) => Ok(Action::Roll(face(n, "a die's face").map_err(err)?)),
            (Some("roll"), _) => Err(err("write a roll as `roll 4`".into())),
            (Some("place"), [_, shape, cell, rot]) => {
                let shape = face(shape, "a shape's value").map_err(&err)?.try_into().map_err(err)?;
                Ok(Action::Place {
                    shape,
                    cell: cell.parse().map_err(&err)?,
                    rot: rotation(rot).map_err(&err)?,
                })
            }
            (Some("place"), _) => Err(err(
                "write a placement as `place 3 c4 r1` (shape, cell, rotation)".into()
            )),
            (Some("steal"), [_, from, to_word, to, rot]) if to_word.eq_ignore_ascii_case("to") => {
                let (victim, from) = from
                    .split_once(':')
                    .ok_or_else(|| err(format!("{from:?} is not a victim's piece: write seat:cell, as 2:d5")))?;
                let victim = victim
                    .parse::<u8>()
                    .map_err(|_| err(format!("{victim:?} is not a seat number (from 0)")))?;
                Ok(Action::Steal {
                    victim: Seat(victim),
                    from: from.parse().map_err(&err)?,
                    to: to.parse().map_err(&err)?,
                    rot: rotation(rot).map_err(&err)?,
                })
            }
            (Some("steal"), _) => Err(err(
                "write a steal as `steal 2:d5 to e4 r0` (the victim's seat and cell, then your cell and rotation)"
                    .into(),
            )),
            (Some("decline"), [_]) => Ok(Action::Decline),
            (Some("decline"), _) => Err(err("`decline` takes nothing after it".into())),
            _ => Err(err(
                "an action is `roll 4`, `place 3 c4 r1`, `steal 2:d5 to e4 r0` or `decline`".into(),
            )),
        }
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
