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

/// Why a text is not an action's notation: the typed reason, for a screen
/// to word in its own language. Its `Display` is the English reason the
/// notation error gives (the words as written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unread {
    /// A repeat count that is not 1 to 4 (`13/7(9)`): the whole word.
    BadRepeat(String),
    /// A word with no `/` in it: not a move.
    NotAMove(String),
    /// A move to the bar (`3/bar`).
    ToBar,
    /// A move from off the board (`off/3`).
    FromOff,
    /// A place that is not a point 1 to 24, `bar` or `off`.
    NotAPoint(String),
    /// A move away from home (`18/24`).
    Backwards(Place, Place),
    /// Something after a checker borne off (`6/off/3`).
    AfterOff,
    /// More moves than a turn can have.
    TooManyMoves,
    /// Dice not written as two numbers (`roll 6`).
    NotDice(String),
    /// Dice that are not 1 to 6.
    DiceRange(u8, u8),
    /// A move over several dice, read without a position.
    SpansDice(Place, Place),
    /// A checker outside the home board written as borne off (`7/off`).
    OffFromOutside(Place),
    /// More than four steps.
    FourSteps,
    /// Moves that no legal turn with the dice rolled makes (rule 7).
    NotLegalHere,
    /// Moves that several legal turns make: each as written.
    Ambiguous(Vec<String>),
}

impl Unread {
    /// Whether the reason is about one of the written moves (read from the
    /// text trimmed): the notation error then quotes the trimmed text, as
    /// it always did.
    fn of_moves(&self) -> bool {
        matches!(
            self,
            Unread::BadRepeat(_)
                | Unread::NotAMove(_)
                | Unread::ToBar
                | Unread::FromOff
                | Unread::NotAPoint(_)
                | Unread::Backwards(..)
                | Unread::AfterOff
                | Unread::TooManyMoves
        )
    }

    /// The notation error for `input`, as the game's parsers give it.
    pub(crate) fn error(&self, input: &str) -> NotationError {
        NotationError::new(if self.of_moves() { input.trim() } else { input }, self.to_string())
    }
}

impl fmt::Display for Unread {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unread::BadRepeat(token) => write!(f, "bad repeat count in {token:?}"),
            Unread::NotAMove(token) => write!(f, "{token:?} is not a move (write from/to, as 24/18)"),
            Unread::ToBar => f.write_str("a checker cannot move to the bar"),
            Unread::FromOff => f.write_str("a checker cannot move from off the board"),
            Unread::NotAPoint(text) => write!(f, "{text:?} is not a point (1 to 24), \"bar\" or \"off\""),
            Unread::Backwards(from, to) => write!(f, "{from}/{to} does not move toward home"),
            Unread::AfterOff => f.write_str("nothing follows a checker borne off"),
            Unread::TooManyMoves => f.write_str("too many moves for one turn"),
            Unread::NotDice(text) => write!(f, "{text:?} is not two dice (as 6-3)"),
            Unread::DiceRange(a, b) => write!(f, "dice show 1 to 6, not {a}-{b}"),
            Unread::SpansDice(from, to) => write!(
                f,
                "{from}/{to} spans several dice; write one step per die, or read it in the position"
            ),
            Unread::OffFromOutside(from) => write!(f, "{from}/off: only a checker in the home board bears off"),
            Unread::FourSteps => f.write_str("a turn has at most four steps"),
            Unread::NotLegalHere => f.write_str("not a legal turn with these dice here"),
            Unread::Ambiguous(turns) => write!(
                f,
                "ambiguous: it could be {}; write every step (as 24/18*/13)",
                turns.join(" or ")
            ),
        }
    }
}

fn parse_place(text: &str, first: bool) -> Result<Place, Unread> {
    let t = text.trim_end_matches('*');
    match t.to_ascii_lowercase().as_str() {
        "bar" | "b" if first => Ok(Place::Bar),
        "off" | "o" if !first => Ok(Place::Off),
        "bar" | "b" => Err(Unread::ToBar),
        "off" | "o" => Err(Unread::FromOff),
        n => match n.parse::<u8>() {
            Ok(p) if (1..=24).contains(&p) => Ok(Place::Point(p)),
            _ => Err(Unread::NotAPoint(text.to_string())),
        },
    }
}

/// Reads the moves of a turn (`24/18*/13(2) 6/off`) into segments, in the written
/// order, repeats and chains expanded.
pub(crate) fn parse_segments(input: &str) -> Result<Vec<Segment>, Unread> {
    let mut out = Vec::new();
    for token in input.split([' ', ',', '\t']).filter(|t| !t.is_empty()) {
        let (body, count) = match token.strip_suffix(')').and_then(|t| t.rsplit_once('(')) {
            Some((body, n)) => match n.parse::<usize>() {
                Ok(n @ 1..=4) => (body, n),
                _ => return Err(Unread::BadRepeat(token.to_string())),
            },
            None => (token, 1),
        };
        let parts: Vec<&str> = body.split('/').collect();
        if parts.len() < 2 {
            return Err(Unread::NotAMove(token.to_string()));
        }
        let mut chain = Vec::with_capacity(parts.len() - 1);
        let mut from = parse_place(parts[0], true)?;
        for (k, p) in parts.iter().enumerate().skip(1) {
            let to = parse_place(p, false)?;
            if !moves_forward(from, to) {
                return Err(Unread::Backwards(from, to));
            }
            if to == Place::Off && k + 1 < parts.len() {
                return Err(Unread::AfterOff);
            }
            chain.push(Segment { from, to });
            from = to;
        }
        for _ in 0..count {
            out.extend_from_slice(&chain);
        }
        if out.len() > 4 * 4 {
            return Err(Unread::TooManyMoves);
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

fn parse_dice(text: &str) -> Result<(u8, u8), Unread> {
    let bad = || Unread::NotDice(text.to_string());
    let (a, b) = text.trim().split_once('-').ok_or_else(bad)?;
    let a: u8 = a.trim().parse().map_err(|_| bad())?;
    let b: u8 = b.trim().parse().map_err(|_| bad())?;
    if !(1..=6).contains(&a) || !(1..=6).contains(&b) {
        return Err(Unread::DiceRange(a, b));
    }
    Ok((a, b))
}

/// Reads an action without a position (see the module doc), with the typed
/// reason when it cannot.
///
/// # Errors
/// When the text is not an action's notation: why, typed.
pub fn read_plain(input: &str) -> Result<Action, Unread> {
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
        let (white, black) = parse_dice(rest)?;
        return Ok(Action::OpeningRoll { white, black });
    }
    if let Some(rest) = lower.strip_prefix("roll ") {
        let (a, b) = parse_dice(rest)?;
        return Ok(Action::Roll(a, b));
    }
    let segments = parse_segments(s)?;
    let mut turn = Turn::PASS;
    for seg in segments {
        if let Some(d) = distance(seg.from, seg.to) {
            if d > 6 {
                return Err(Unread::SpansDice(seg.from, seg.to));
            }
        } else if matches!(seg.from, Place::Point(p) if p > 6) {
            return Err(Unread::OffFromOutside(seg.from));
        }
        if turn.len() == 4 {
            return Err(Unread::FourSteps);
        }
        turn.push(Step::new(seg.from, seg.to));
    }
    Ok(Action::Turn(turn))
}

/// Reads an action without a position (see the module doc).
pub(crate) fn parse_plain(input: &str) -> Result<Action, NotationError> {
    read_plain(input).map_err(|why| why.error(input))
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

    /// Each kind of text that does not read without a position, with today's
    /// English reason word for word (scripts and English screens read it).
    const UNREAD: [(&str, &str); 13] = [
        ("13/7(9)", "bad repeat count in \"13/7(9)\""),
        ("x", "\"x\" is not a move (write from/to, as 24/18)"),
        ("3/bar", "a checker cannot move to the bar"),
        ("off/3", "a checker cannot move from off the board"),
        ("25/20", "\"25\" is not a point (1 to 24), \"bar\" or \"off\""),
        ("18/24", "18/24 does not move toward home"),
        ("6/off/3", "nothing follows a checker borne off"),
        ("6/5(4) 6/5(4) 6/5(4) 6/5(4) 6/5", "too many moves for one turn"),
        ("roll 6", "\"6\" is not two dice (as 6-3)"),
        ("roll 7-1", "dice show 1 to 6, not 7-1"),
        (
            "24/13",
            "24/13 spans several dice; write one step per die, or read it in the position",
        ),
        ("7/off", "7/off: only a checker in the home board bears off"),
        ("6/5 6/5 6/5 6/5 6/5", "a turn has at most four steps"),
    ];

    #[test]
    fn bad_notation_keeps_its_english_word_for_word() {
        for (text, english) in UNREAD {
            assert_eq!(text.parse::<Action>().expect_err(text).reason, english, "{text:?}");
        }
    }

    /// The typed reader says which kind of text it could not read (rule 1:
    /// points 1 to 24 from the mover's side, moves toward home; dice 1 to
    /// 6), and its English is the notation error's.
    #[test]
    fn the_typed_reader_names_what_is_wrong() {
        let kinds = [
            Unread::BadRepeat("13/7(9)".into()),
            Unread::NotAMove("x".into()),
            Unread::ToBar,
            Unread::FromOff,
            Unread::NotAPoint("25".into()),
            Unread::Backwards(p(18), p(24)),
            Unread::AfterOff,
            Unread::TooManyMoves,
            Unread::NotDice("6".into()),
            Unread::DiceRange(7, 1),
            Unread::SpansDice(p(24), p(13)),
            Unread::OffFromOutside(p(7)),
            Unread::FourSteps,
        ];
        for ((text, english), kind) in UNREAD.into_iter().zip(kinds) {
            assert_eq!(read_plain(text), Err(kind.clone()), "{text:?}");
            assert_eq!(kind.to_string(), english, "{text:?}");
        }
        // The error quotes the text as it always did: trimmed for a move's
        // reason, as given otherwise.
        assert_eq!(" x ".parse::<Action>().expect_err("x").input, "x");
        assert_eq!(" roll 6 ".parse::<Action>().expect_err("dice").input, " roll 6 ");
    }
}
