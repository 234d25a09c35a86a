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

/// Reads an action's notation.
///
/// # Errors
/// When the text is not an action, saying what was expected.
pub fn parse(text: &str) -> Result<Action, NotationError> {
    let fail = |reason: &str| NotationError::new(text, reason);
    let lower = text.trim().to_ascii_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    let Some((&first, rest)) = words.split_first() else {
        return Err(fail("nothing to read: try take bank, a3, b6, c6, c keep or d2>6"));
    };
    match first {
        "deal" | "reshuffle" => {
            let seed = match rest {
                [seed] => seed
                    .parse::<u64>()
                    .map_err(|_| fail("the seed must be a whole number"))?,
                _ => return Err(fail(&format!("{first} takes one seed: {first} 42"))),
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
                _ => Err(fail("the player who starts is a number 1 to 6")),
            },
            _ => Err(fail("starts takes the player's number: starts 2")),
        },
        "open" => {
            let cells: String = rest.concat();
            match cells.as_bytes() {
                [a, b] => {
                    let (a, b) = (cell_of(*a, text)?, cell_of(*b, text)?);
                    if a == b {
                        return Err(fail("the two cards opened are two different cells"));
                    }
                    Ok(Action::Open([a.min(b), a.max(b)]))
                }
                _ => Err(fail("open takes two cells 1 to 8: open 1 6")),
            }
        }
        "take" => match rest {
            ["bank"] => Ok(Action::Take(Pile::Bank)),
            ["discard"] => Ok(Action::Take(Pile::Discard)),
            _ => Err(fail("take bank, or take discard")),
        },
        _ => parse_rule(&lower, text),
    }
}

/// `a3`, `b 6`, `c6`, `c keep`, `d2>6`: a rule letter and its cells.
fn parse_rule(lower: &str, text: &str) -> Result<Action, NotationError> {
    let fail = |reason: &str| NotationError::new(text, reason);
    let mut chars = lower.chars();
    let letter = chars.next().unwrap_or(' ');
    let rest: String = chars.filter(|c| !c.is_whitespace()).collect();
    if !matches!(letter, 'a'..='d') {
        return Err(fail(
            "not an action: a turn is take bank or take discard, then a, b, c or d with a cell (a3, c keep, d2>6)",
        ));
    }
    if letter == 'c' && rest == "keep" {
        return Ok(Action::Keep);
    }
    let one = |rest: &str| match rest.as_bytes() {
        [c] => cell_of(*c, text),
        _ => Err(fail(&format!("{letter} takes one cell 1 to 8: {letter}3"))),
    };
    match letter {
        'a' => Ok(Action::A(one(&rest)?)),
        'b' => Ok(Action::B(one(&rest)?)),
        'c' => Ok(Action::C(one(&rest)?)),
        _ => {
            let cells = rest.replace('>', "");
            match cells.as_bytes() {
                [t, l] => Ok(Action::D {
                    toki: cell_of(*t, text)?,
                    to: cell_of(*l, text)?,
                }),
                _ => Err(fail("d takes the Toki's cell and where it lands: d2>6")),
            }
        }
    }
}

/// A cell from its digit.
fn cell_of(digit: u8, text: &str) -> Result<Cell, NotationError> {
    digit
        .checked_sub(b'0')
        .and_then(Cell::numbered)
        .ok_or_else(|| NotationError::new(text, "a cell is a number 1 to 8 (top row 1–4, bottom row 5–8)"))
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
