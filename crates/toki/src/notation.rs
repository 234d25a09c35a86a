//! The notation players type and the log shows. Case does not matter; spaces
//! between the parts are optional where nothing is lost (`b 6` is `b6`).
//!
//! ```text
//! action = "take" ("bank" | "discard")    take the top card of a pile           take bank
//!        | "a" cell                       a: replace a face-up card              a3
//!        | "b" cell                       b: replace a face-down card            b6
//!        | "c" cell                       c: discard the bank's card, turn up    c6
//!        | "c" "keep"                     c, keeping the last card hidden        c keep
//!        | "d" cell ">" cell              d: the Toki in cell 2 flies to cell 6  d2>6
//!        | "open" cell cell               the opening reveal of two cards        open 1 6
//!        | "starts" player                chance: who starts among the tied (D2) starts 2
//!        | "deal" seed                    chance: the round's deal               deal 42
//!        | "reshuffle" seed               chance: the bank's reshuffle (D5)      reshuffle 7
//! cell   = "1" … "8"                      top row 1–4, bottom row 5–8; n and n+4 are a column
//! player = "1" … "6"                      the seat's number, from 1
//! ```
//!
//! The notation does not depend on the position: [`rules_core::Game::notation`]
//! writes what [`std::fmt::Display`] writes.

use std::fmt;

use rules_core::{NotationError, Seat};

use crate::action::Action;
use crate::card::{Cell, Pile};

/// Writes an action's notation.
pub(crate) fn write(action: &Action, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match *action {
        Action::Deal(seed) => write!(f, "deal {seed}"),
        Action::Reshuffle(seed) => write!(f, "reshuffle {seed}"),
        Action::Starts(seat) => write!(f, "starts {}", seat.index() + 1),
        Action::Open([first, second]) => write!(f, "open {first} {second}"),
        Action::Take(pile) => write!(f, "take {}", pile.name()),
        Action::A(cell) => write!(f, "a{cell}"),
        Action::B(cell) => write!(f, "b{cell}"),
        Action::C(cell) => write!(f, "c{cell}"),
        Action::Keep => f.write_str("c keep"),
        Action::D { toki, to } => write!(f, "d{toki}>{to}"),
    }
}

/// Why a text is not an action's notation: the parser's reason as data,
/// for a screen to word in its reader's language. [`fmt::Display`] writes
/// the English the engine and scripts read (the [`NotationError`]'s reason).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Unread {
    /// Nothing but spaces.
    Empty,
    /// `deal` or `reshuffle` with a seed that is not a whole number.
    Seed,
    /// `deal` or `reshuffle` (the word) without exactly one seed.
    OneSeed {
        /// `"deal"` or `"reshuffle"`.
        word: &'static str,
    },
    /// `starts` with a player outside 1 to 6.
    Starter,
    /// `starts` without exactly one player.
    StartsOne,
    /// `open` with the same cell twice.
    SameCell,
    /// `open` without two cells.
    OpenTwo,
    /// `take` with neither pile.
    Take,
    /// No action's word or rule letter.
    NotAnAction,
    /// A rule letter (`a`, `b`, `c`) without exactly one cell.
    OneCell {
        /// The rule's letter.
        letter: char,
    },
    /// `d` without the Toki's cell and where it lands.
    TokiCells,
    /// A cell that is not 1 to 8.
    Cell,
}

impl fmt::Display for Unread {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Unread::Empty => f.write_str("nothing to read: try take bank, a3, b6, c6, c keep or d2>6"),
            Unread::Seed => f.write_str("the seed must be a whole number"),
            Unread::OneSeed { word } => write!(f, "{word} takes one seed: {word} 42"),
            Unread::Starter => f.write_str("the player who starts is a number 1 to 6"),
            Unread::StartsOne => f.write_str("starts takes the player's number: starts 2"),
            Unread::SameCell => f.write_str("the two cards opened are two different cells"),
            Unread::OpenTwo => f.write_str("open takes two cells 1 to 8: open 1 6"),
            Unread::Take => f.write_str("take bank, or take discard"),
            Unread::NotAnAction => f.write_str(
                "not an action: a turn is take bank or take discard, then a, b, c or d with a cell (a3, c keep, d2>6)",
            ),
            Unread::OneCell { letter } => write!(f, "{letter} takes one cell 1 to 8: {letter}3"),
            Unread::TokiCells => f.write_str("d takes the Toki's cell and where it lands: d2>6"),
            Unread::Cell => f.write_str("a cell is a number 1 to 8 (top row 1–4, bottom row 5–8)"),
        }
    }
}

/// Reads an action's notation.
///
/// # Errors
/// When the text is not an action, saying what was expected.
pub fn parse(text: &str) -> Result<Action, NotationError> {
    read(text).map_err(|why| NotationError::new(text, why.to_string()))
}

/// Reads an action's notation, or says why it is none ([`Unread`]).
///
/// # Errors
/// When the text is not an action.
pub fn read(text: &str) -> Result<Action, Unread> {
    let lower = text.trim().to_ascii_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let Some((&first, rest)) = words.split_first() else {
        return Err(Unread::Empty);
    };
    match first {
        "deal" | "reshuffle" => {
            let word = if first == "deal" { "deal" } else { "reshuffle" };
            let seed = match rest {
                [seed] => seed.parse::<u64>().map_err(|_| Unread::Seed)?,
                _ => return Err(Unread::OneSeed { word }),
            };
            Ok(if first == "deal" {
                Action::Deal(seed)
            } else {
                Action::Reshuffle(seed)
            })
        }
        "starts" => match rest {
            [n] => match n.parse::<u8>() {
                Ok(n @ 1..=6) => Ok(Action::Starts(Seat(n - 1))),
                _ => Err(Unread::Starter),
            },
            _ => Err(Unread::StartsOne),
        },
        "open" => {
            let cells: String = rest.concat();
            match cells.as_bytes() {
                [a, b] => {
                    let (a, b) = (cell_of(*a)?, cell_of(*b)?);
                    if a == b {
                        return Err(Unread::SameCell);
                    }
                    Ok(Action::Open([a.min(b), a.max(b)]))
                }
                _ => Err(Unread::OpenTwo),
            }
        }
        "take" => match rest {
            ["bank"] => Ok(Action::Take(Pile::Bank)),
            ["discard"] => Ok(Action::Take(Pile::Discard)),
            _ => Err(Unread::Take),
        },
        _ => read_rule(&lower),
    }
}

/// `a3`, `b 6`, `c6`, `c keep`, `d2>6`: a rule letter and its cells.
fn read_rule(lower: &str) -> Result<Action, Unread> {
    let mut chars = lower.chars();
    let letter = chars.next().unwrap_or(' ');
    let rest: String = chars.filter(|c| !c.is_whitespace()).collect();
    if !matches!(letter, 'a'..='d') {
        return Err(Unread::NotAnAction);
    }
    if letter == 'c' && rest == "keep" {
        return Ok(Action::Keep);
    }
    let one = |rest: &str| match rest.as_bytes() {
        [c] => cell_of(*c),
        _ => Err(Unread::OneCell { letter }),
    };
    match letter {
        'a' => Ok(Action::A(one(&rest)?)),
        'b' => Ok(Action::B(one(&rest)?)),
        'c' => Ok(Action::C(one(&rest)?)),
        _ => {
            let cells = rest.replace('>', "");
            match cells.as_bytes() {
                [t, l] => Ok(Action::D {
                    toki: cell_of(*t)?,
                    to: cell_of(*l)?,
                }),
                _ => Err(Unread::TokiCells),
            }
        }
    }
}

/// A cell from its digit.
fn cell_of(digit: u8) -> Result<Cell, Unread> {
    digit.checked_sub(b'0').and_then(Cell::numbered).ok_or(Unread::Cell)
}

impl std::str::FromStr for Action {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(n: u8) -> Cell {
        Cell::numbered(n).expect("a cell")
    }

    #[test]
    fn every_form_reads_back_what_it_writes() {
        let actions = [
            Action::Deal(42),
            Action::Reshuffle(u64::MAX),
            Action::Starts(Seat(5)),
            Action::Open([cell(1), cell(8)]),
            Action::Take(Pile::Bank),
            Action::Take(Pile::Discard),
            Action::A(cell(3)),
            Action::B(cell(6)),
            Action::C(cell(5)),
            Action::Keep,
            Action::D {
                toki: cell(2),
                to: cell(6),
            },
        ];
        for a in actions {
            assert_eq!(parse(&a.to_string()), Ok(a), "{a}");
        }
    }

    #[test]
    fn spaces_and_case_are_forgiven_and_the_opening_cells_are_put_in_order() {
        assert_eq!(parse(" B 6 "), Ok(Action::B(cell(6))));
        assert_eq!(parse("d 2 > 6"), parse("d2>6"));
        assert_eq!(parse("d2 6"), parse("d2>6"));
        assert_eq!(parse("C KEEP"), Ok(Action::Keep));
        assert_eq!(parse("open 6 1"), Ok(Action::Open([cell(1), cell(6)])));
        assert_eq!(parse("open 16"), Ok(Action::Open([cell(1), cell(6)])));
    }

    #[test]
    fn what_is_not_an_action_says_what_was_expected() {
        for (text, says) in [
            ("", "nothing to read"),
            ("a9", "1 to 8"),
            ("a0", "1 to 8"),
            ("a", "one cell"),
            ("b12", "one cell"),
            ("e3", "not an action"),
            ("take", "take bank"),
            ("open 3 3", "different"),
            ("open 1", "two cells"),
            ("starts 7", "1 to 6"),
            ("deal x", "whole number"),
            ("d2", "where it lands"),
        ] {
            let e = parse(text).expect_err(text);
            assert!(e.reason.contains(says), "{text}: {e}");
        }
    }
}

#[cfg(test)]
mod unread_tests {
    use super::*;

    /// The reason as data keeps the engine's English word for word.
    #[test]
    fn an_unread_text_says_why_as_data_and_in_the_engines_english() {
        for (text, why, english) in [
            (
                "",
                Unread::Empty,
                "nothing to read: try take bank, a3, b6, c6, c keep or d2>6",
            ),
            ("deal x", Unread::Seed, "the seed must be a whole number"),
            (
                "reshuffle",
                Unread::OneSeed { word: "reshuffle" },
                "reshuffle takes one seed: reshuffle 42",
            ),
            ("starts 9", Unread::Starter, "the player who starts is a number 1 to 6"),
            (
                "starts",
                Unread::StartsOne,
                "starts takes the player's number: starts 2",
            ),
            (
                "open 3 3",
                Unread::SameCell,
                "the two cards opened are two different cells",
            ),
            ("open 3", Unread::OpenTwo, "open takes two cells 1 to 8: open 1 6"),
            ("take pile", Unread::Take, "take bank, or take discard"),
            (
                "e5",
                Unread::NotAnAction,
                "not an action: a turn is take bank or take discard, then a, b, c or d with a cell (a3, c keep, d2>6)",
            ),
            ("b 12", Unread::OneCell { letter: 'b' }, "b takes one cell 1 to 8: b3"),
            (
                "d2",
                Unread::TokiCells,
                "d takes the Toki's cell and where it lands: d2>6",
            ),
            (
                "a9",
                Unread::Cell,
                "a cell is a number 1 to 8 (top row 1–4, bottom row 5–8)",
            ),
        ] {
            assert_eq!(read(text), Err(why), "{text:?}");
            assert_eq!(parse(text).map_err(|e| e.reason), Err(english.to_string()), "{text:?}");
        }
    }
}
