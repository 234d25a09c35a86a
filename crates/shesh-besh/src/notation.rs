//! The notation of actions.
//!
//! - Chance outcomes: `opening W-B` (the opening roll, White's die then Black's, D1)
//!   and `roll H-L` (two dice, higher first as listed; either order is read).
//! - Turns, with points numbered from the mover's side: steps separated by spaces,
//!   `24/18 13/11`; `bar/22` enters from the bar; `6/off` bears off; `*` after a
//!   point marks a hit (written by [`rules_core::Game::notation`], ignored when
//!   reading); `13/7(2)` repeats a step; `24/18/13` chains one checker's steps;
//!   `pass` (or nothing) is the turn where no die can be used.
//! - The doubling cube (D3, an option): `double` (offer before rolling), `roll`
//!   (no double: the dice are rolled next), `take` and `drop`.
//! - Reading in a position ([`rules_core::Game::parse_notation`]) also accepts the
//!   steps in any order and moves that span several dice (`24/13` for a 6-5), and
//!   answers the listed action that reaches the same position.

use std::fmt;

use rules_core::NotationError;

use crate::{Action, Place, Step, Turn};

/// Writes a turn, marking with `*` the steps whose `hits` flag is set, and folding
/// consecutive equal steps (without hits) into `13/7(2)`.
pub(crate) fn write_turn(f: &mut fmt::Formatter<'_>, turn: &Turn, hits: &[bool; 4]) -> fmt::Result {
    let steps = turn.steps();
    if steps.is_empty() {
        return f.write_str("pass");
    }
    let mut i = 0;
    while i < steps.len() {
        if i > 0 {
            f.write_str(" ")?;
        }
        let mut n = 1;
        while i + n < steps.len() && steps[i + n] == steps[i] && !hits[i] && !hits[i + n] {
            n += 1;
        }
        write!(f, "{}", steps[i])?;
        if hits[i] {
            f.write_str("*")?;
        }
        if n > 1 {
            write!(f, "({n})")?;
        }
        i += n;
    }
    Ok(())
}

/// A turn in position-aware notation: `Display` with hit marks.
pub(crate) struct Marked<'a> {
    pub(crate) turn: &'a Turn,
    pub(crate) hits: [bool; 4],
}

impl fmt::Display for Marked<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_turn(f, self.turn, &self.hits)
    }
}

/// One written move of one checker: from a place to a place, possibly spanning
/// several dice when read in a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Segment {
    pub(crate) from: Place,
    pub(crate) to: Place,
}

fn parse_place(text: &str, input: &str, first: bool) -> Result<Place, NotationError> {
    let t = text.trim_end_matches('*');
    match t.to_ascii_lowercase().as_str() {
        "bar" | "b" if first => Ok(Place::Bar),
        "off" | "o" if !first => Ok(Place::Off),
        "bar" | "b" => Err(NotationError::new(input, "a checker cannot move to the bar")),
        "off" | "o" => Err(NotationError::new(input, "a checker cannot move from off the board")),
        n => match n.parse::<u8>() {
            Ok(p) if (1..=24).contains(&p) => Ok(Place::Point(p)),
            _ => Err(NotationError::new(
                input,
                format!("{text:?} is not a point (1 to 24), \"bar\" or \"off\""),
            )),
        },
    }
}

/// Reads the moves of a turn (`24/18*/13(2) 6/off`) into segments, in the written
/// order, repeats and chains expanded.
pub(crate) fn parse_segments(input: &str) -> Result<Vec<Segment>, NotationError> {
    let mut out = Vec::new();
    for token in input.split([' ', ',', '\t']).filter(|t| !t.is_empty()) {
        let (body, count) = match token.strip_suffix(')').and_then(|t| t.rsplit_once('(')) {
            Some((body, n)) => match n.parse::<usize>() {
                Ok(n @ 1..=4) => (body, n),
                _ => return Err(NotationError::new(input, format!("bad repeat count in {token:?}"))),
            },
            None => (token, 1),
        };
        let parts: Vec<&str> = body.split('/').collect();
        if parts.len() < 2 {
            return Err(NotationError::new(
                input,
                format!("{token:?} is not a move (write from/to, as 24/18)"),
            ));
        }
        let mut chain = Vec::with_capacity(parts.len() - 1);
        let mut from = parse_place(parts[0], input, true)?;
        for (k, p) in parts.iter().enumerate().skip(1) {
            let to = parse_place(p, input, false)?;
            if !moves_forward(from, to) {
                return Err(NotationError::new(
                    input,
                    format!("{from}/{to} does not move toward home"),
                ));
            }
            if to == Place::Off && k + 1 < parts.len() {
                return Err(NotationError::new(input, "nothing follows a checker borne off"));
            }
            chain.push(Segment { from, to });
            from = to;
        }
        for _ in 0..count {
            out.extend_from_slice(&chain);
        }
        if out.len() > 4 * 4 {
            return Err(NotationError::new(input, "too many moves for one turn"));
        }
    }
    Ok(out)
}

fn moves_forward(from: Place, to: Place) -> bool {
    match (from, to) {
        (_, Place::Off) => from != Place::Off,
        (Place::Bar, Place::Point(_)) => true,
        (Place::Point(a), Place::Point(b)) => b < a,
        _ => false,
    }
}

/// The pips a step covers, or `None` for a bear-off (its die depends on the position).
pub(crate) fn distance(from: Place, to: Place) -> Option<u8> {
    match (from, to) {
        (Place::Bar, Place::Point(p)) => Some(25 - p),
        (Place::Point(a), Place::Point(b)) => Some(a - b),
        _ => None,
    }
}

fn parse_dice(text: &str, input: &str) -> Result<(u8, u8), NotationError> {
    let bad = || NotationError::new(input, format!("{text:?} is not two dice (as 6-3)"));
    let (a, b) = text.trim().split_once('-').ok_or_else(bad)?;
    let a: u8 = a.trim().parse().map_err(|_| bad())?;
    let b: u8 = b.trim().parse().map_err(|_| bad())?;
    if !(1..=6).contains(&a) || !(1..=6).contains(&b) {
        return Err(NotationError::new(input, format!("dice show 1 to 6, not {a}-{b}")));
    }
    Ok((a, b))
}

/// Reads an action without a position (see the module doc).
pub(crate) fn parse_plain(input: &str) -> Result<Action, NotationError> {
    let s = input.trim();
    let lower = s.to_ascii_lowercase();
    match lower.as_str() {
        "" | "pass" => return Ok(Action::PASS),
        "double" => return Ok(Action::Double),
        "roll" => return Ok(Action::NoDouble),
        "take" => return Ok(Action::Take),
        "drop" => return Ok(Action::Drop),
        _ => {}
    }
    if let Some(rest) = lower.strip_prefix("opening ") {
        let (white, black) = parse_dice(rest, input)?;
        return Ok(Action::OpeningRoll { white, black });
    }
    if let Some(rest) = lower.strip_prefix("roll ") {
        let (a, b) = parse_dice(rest, input)?;
        return Ok(Action::Roll(a, b));
    }
    let segments = parse_segments(s)?;
    let mut turn = Turn::PASS;
    for seg in segments {
        if let Some(d) = distance(seg.from, seg.to) {
            if d > 6 {
                return Err(NotationError::new(
                    input,
                    format!(
                        "{}/{} spans several dice; write one step per die, or read it in the position",
                        seg.from, seg.to
                    ),
                ));
            }
        } else if matches!(seg.from, Place::Point(p) if p > 6) {
            return Err(NotationError::new(
                input,
                format!("{}/off: only a checker in the home board bears off", seg.from),
            ));
        }
        if turn.len() == 4 {
            return Err(NotationError::new(input, "a turn has at most four steps"));
        }
        turn.push(Step::new(seg.from, seg.to));
    }
    Ok(Action::Turn(turn))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(n: u8) -> Place {
        Place::Point(n)
    }

    #[test]
    fn plain_notation_reads_steps_chains_repeats_and_chance() {
        let a: Action = "24/18 13/11".parse().unwrap();
        assert_eq!(a.steps(), &[Step::new(p(24), p(18)), Step::new(p(13), p(11))]);
        let a: Action = "bar/22* 24/18/13".parse().unwrap();
        assert_eq!(
            a.steps(),
            &[
                Step::new(Place::Bar, p(22)),
                Step::new(p(24), p(18)),
                Step::new(p(18), p(13))
            ]
        );
        let a: Action = "13/7(2) 6/off".parse().unwrap();
        assert_eq!(a.steps().len(), 3);
        assert_eq!(a.to_string(), "13/7(2) 6/off");
        assert_eq!("pass".parse::<Action>().unwrap(), Action::PASS);
        assert_eq!("".parse::<Action>().unwrap(), Action::PASS);
        assert_eq!(Action::PASS.to_string(), "pass");
        assert_eq!("roll 6-3".parse::<Action>().unwrap(), Action::Roll(6, 3));
        assert_eq!(
            "opening 5-2".parse::<Action>().unwrap(),
            Action::OpeningRoll { white: 5, black: 2 }
        );
    }

    #[test]
    fn plain_notation_refuses_nonsense_with_a_reason() {
        for bad in [
            "24/13", "25/20", "7/off", "18/24", "off/3", "3/bar", "roll 7-1", "roll 6", "13/7(9)", "x",
        ] {
            let err = bad.parse::<Action>().expect_err(bad);
            assert!(!err.reason.is_empty(), "{bad}");
        }
        assert!("6/5 6/5 6/5 6/5 6/5".parse::<Action>().is_err());
    }
}
