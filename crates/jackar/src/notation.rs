//! The notation players type and the log shows.
//!
//! An action is a card followed by what it does. Tokens are separated by
//! spaces; case does not matter; `T` may stand for `10`.
//!
//! ```text
//! action  = card "out"                     A or K: bring a marble out        K out
//!         | card marble [steps]            move one marble                   8 a   4 b   5 2c
//!         | "A" marble ("1" | "11")        the ace's 1 or 11, always written A a1   A a11
//!         | "7" marble steps marble steps  a split 7, parts in order (D4)     7 a3 b4   7 d3 3a4
//!         | "10" "stop"                    the 10 as a stop (D7)             10 stop
//!         | "J" marble ["<->"] marble      the Jack's swap (D6)              J a<->2c   J a 2c
//!         | "throw"                        no card can be played (D9)        throw
//!         | "discard" card                 the stopped player's discard (D7) discard 7
//!         | "draw" seed | "deal" seed      chance: the opening draw, a deal  draw 42   deal 7
//! card    = "A" | "2" … "10" | "T" | "J" | "Q" | "K"
//! marble  = [player] letter                player 1–6, letter a–d
//! steps   = digits                         glued to the marble: a3, 1a11
//! ```
//!
//! **Marbles.** `2c` is player 2's (1-based) marble `c`. In a position
//! ([`rules_core::Game::notation`], [`rules_core::Game::parse_notation`]) a bare
//! letter names a marble of the colour the player to move is playing — their
//! own, or their partner's once their own four are home — so `8 a` moves it 8.
//! Any other marble carries its player number, as does every marble in the
//! plain form ([`std::fmt::Display`] and [`std::str::FromStr`], which know no
//! position): `8 1a`, `7 1a3 1b4`, `J 1a<->2c`, `A 1a11`.
//!
//! **Steps.** Each card moves its own count (2, 3, 5, 6, 8, 9; the 4 moves 4
//! backwards; 7 whole; 10; Q 12; K 13) and is written without steps, except the
//! A, whose 1 or 11 is always written, and the parts of a split 7. The second
//! part of a split 7 that moves the partner's marble after the first put the
//! player's last marble into its base (D11) names it with its player number: `7 d3 3a4`.

use std::fmt;

use rules_core::{NotationError, Seat};

use crate::action::Action;
use crate::board::MarbleId;
use crate::card::{BadCard, Card, card_walks};

/// The steps a card moves when none are written (none for the Jack).
fn default_steps(card: Card) -> Option<u8> {
    card_walks(card).first().map(|&(s, _)| s)
}

/// A marble: by letter if it is of the colour being played, else qualified.
struct Marble(MarbleId, Option<Seat>);

impl fmt::Display for Marble {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if Some(self.0.seat) == self.1 {
            write!(f, "{}", self.0.letter())
        } else {
            write!(f, "{}", self.0)
        }
    }
}

/// Writes an action; with `playing` (the colour being played) that colour's
/// marbles are written by letter alone.
pub(crate) fn write(action: &Action, playing: Option<Seat>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let m = |id: MarbleId| Marble(id, playing);
    match *action {
        Action::OpeningDraw(seed) => write!(f, "draw {seed}"),
        Action::Deal(seed) => write!(f, "deal {seed}"),
        Action::Out(card) => write!(f, "{card} out"),
        Action::Move { card, marble, steps } => {
            write!(f, "{card} {}", m(marble))?;
            if card == Card::Ace || default_steps(card) != Some(steps) {
                write!(f, "{steps}")?;
            }
            Ok(())
        }
        Action::Split { first, second } => {
            write!(f, "7 {}{} {}{}", m(first.0), first.1, m(second.0), second.1)
        }
        Action::Stop => f.write_str("10 stop"),
        Action::Swap { mine, theirs } => write!(f, "J {}<->{}", m(mine), m(theirs)),
        Action::Throw => f.write_str("throw"),
        Action::Discard(card) => write!(f, "discard {card}"),
    }
}

/// An action written with `playing`'s marbles by letter (see [`write`]).
pub(crate) fn to_string(action: &Action, playing: Option<Seat>) -> String {
    struct W<'a>(&'a Action, Option<Seat>);
    impl fmt::Display for W<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write(self.0, self.1, f)
        }
    }
    W(action, playing).to_string()
}

/// Why a text is not an action's notation: the typed reason, for a screen
/// to word in its own language. Its `Display` is the English reason
/// [`parse`] gives (the texts are as typed, lower-cased).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unread {
    /// Nothing written.
    Empty,
    /// A seed that is not a whole number below 2^64.
    NotASeed(String),
    /// `draw` or `deal` (the word) without exactly one seed.
    OneSeed(String),
    /// Something after `throw`.
    ThrowAlone,
    /// `discard` with no card, or more than one.
    DiscardWhich,
    /// A card to discard that is not a card.
    NotACardToDiscard(String),
    /// A first word that is neither a card nor a command.
    NotACard(String),
    /// A card and nothing after it.
    WhatDoes(Card),
    /// `out` after a card other than A or K.
    OnlyAOrKOut(Card),
    /// `stop` after a card other than 10.
    OnlyTenStops(Card),
    /// Steps written after the Jack's marbles.
    JackNoSteps,
    /// The Jack without two marbles.
    JackTwoMarbles,
    /// A split 7 whose parts do not both give steps.
    SplitSteps,
    /// The A with a marble and no steps: the marble as written.
    AceSteps(String),
    /// A card that moves no marble.
    MovesNone(Card),
    /// More than one marble after a card.
    TooMuch(Card),
    /// A word that is not a marble.
    NotAMarble(String),
    /// A bare marble letter where no colour is being played: the word and its letter.
    NeedsPlayer(String, char),
    /// Steps that are not a number.
    NotSteps(String),
    /// Something after the marble that is not a number of steps.
    AfterMarble(String),
}

impl fmt::Display for Unread {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unread::Empty => f.write_str("empty: write a card and what it does, e.g. \"8 a\", or \"throw\""),
            Unread::NotASeed(s) => write!(f, "{s:?} is not a seed (a whole number below 2^64)"),
            Unread::OneSeed(head) => write!(f, "{head} takes one seed, e.g. \"{head} 42\""),
            Unread::ThrowAlone => f.write_str("\"throw\" stands alone"),
            Unread::DiscardWhich => f.write_str("write the card to discard, e.g. \"discard 7\""),
            Unread::NotACardToDiscard(c) => BadCard(c.clone()).fmt(f),
            Unread::NotACard(head) => write!(
                f,
                "{head:?} is neither a card (A, 2–10, J, Q, K) nor throw, discard, draw or deal"
            ),
            Unread::WhatDoes(card) => write!(f, "what does the {card} do? e.g. \"{card} a\""),
            Unread::OnlyAOrKOut(card) => write!(f, "only an A or a K brings a marble out, not a {card}"),
            Unread::OnlyTenStops(card) => write!(f, "only a 10 stops, not a {card}"),
            Unread::JackNoSteps => f.write_str("the Jack swaps two marbles and moves no steps: \"J a<->2c\""),
            Unread::JackTwoMarbles => f.write_str("the Jack swaps two marbles: \"J a<->2c\""),
            Unread::SplitSteps => f.write_str("each part of a split 7 gives its steps: \"7 a3 b4\""),
            Unread::AceSteps(a) => write!(f, "the A moves 1 or 11: write \"A {a}1\" or \"A {a}11\""),
            Unread::MovesNone(card) => write!(f, "the {card} moves no marble"),
            Unread::TooMuch(card) => write!(f, "too much after the {card}: one marble, e.g. \"{card} a\""),
            Unread::NotAMarble(tok) => write!(
                f,
                "{tok:?} is not a marble: a letter a–d, after a player number 1–6 if needed"
            ),
            Unread::NeedsPlayer(tok, letter) => {
                write!(f, "marble {tok:?} needs its player number here, e.g. \"1{letter}\"")
            }
            Unread::NotSteps(digits) => write!(f, "{digits:?} is not a number of steps"),
            Unread::AfterMarble(digits) => write!(f, "{digits:?} after the marble is not a number of steps"),
        }
    }
}

/// Reads an action; `playing` resolves bare marble letters (see the module
/// documentation for the grammar).
///
/// # Errors
/// When the text is not an action's notation; the reason says what is wrong.
pub fn parse(text: &str, playing: Option<Seat>) -> Result<Action, NotationError> {
    read(text, playing).map_err(|why| NotationError::new(text, why.to_string()))
}

/// Reads an action as [`parse`] does, with the typed reason.
///
/// # Errors
/// When the text is not an action's notation: why, typed.
pub fn read(text: &str, playing: Option<Seat>) -> Result<Action, Unread> {
    let lower = text.to_ascii_lowercase().replace("<->", " ");
    let tokens: Vec<&str> = lower.split_whitespace().collect();
    let Some((&head, rest)) = tokens.split_first() else {
        return Err(Unread::Empty);
    };
    let seed = |rest: &[&str]| -> Result<u64, Unread> {
        match rest {
            [s] => s.parse::<u64>().map_err(|_| Unread::NotASeed((*s).to_string())),
            _ => Err(Unread::OneSeed(head.to_string())),
        }
    };
    match head {
        "draw" => return seed(rest).map(Action::OpeningDraw),
        "deal" => return seed(rest).map(Action::Deal),
        "throw" => {
            return if rest.is_empty() {
                Ok(Action::Throw)
            } else {
                Err(Unread::ThrowAlone)
            };
        }
        "discard" => {
            return match rest {
                [c] => c
                    .parse::<Card>()
                    .map(Action::Discard)
                    .map_err(|e| Unread::NotACardToDiscard(e.0)),
                _ => Err(Unread::DiscardWhich),
            };
        }
        _ => {}
    }
    let card: Card = head.parse().map_err(|_| Unread::NotACard(head.to_string()))?;
    let marble_steps = |tok: &str| read_marble(tok, playing);
    match (card, rest) {
        (_, []) => Err(Unread::WhatDoes(card)),
        (Card::Ace | Card::King, ["out"]) => Ok(Action::Out(card)),
        (_, ["out"]) => Err(Unread::OnlyAOrKOut(card)),
        (Card::Ten, ["stop"]) => Ok(Action::Stop),
        (_, ["stop"]) => Err(Unread::OnlyTenStops(card)),
        (Card::Jack, [a, b]) => {
            let (mine, s1) = marble_steps(a)?;
            let (theirs, s2) = marble_steps(b)?;
            if s1.is_some() || s2.is_some() {
                return Err(Unread::JackNoSteps);
            }
            Ok(Action::Swap { mine, theirs })
        }
        (Card::Jack, _) => Err(Unread::JackTwoMarbles),
        (Card::Seven, [a, b]) => {
            let (m1, s1) = marble_steps(a)?;
            let (m2, s2) = marble_steps(b)?;
            match (s1, s2) {
                (Some(s1), Some(s2)) => Ok(Action::Split {
                    first: (m1, s1),
                    second: (m2, s2),
                }),
                _ => Err(Unread::SplitSteps),
            }
        }
        (_, [a]) => {
            let (marble, steps) = marble_steps(a)?;
            let steps = match (steps, default_steps(card)) {
                (Some(s), _) => s,
                (None, _) if card == Card::Ace => return Err(Unread::AceSteps((*a).to_string())),
                (None, Some(s)) => s,
                (None, None) => return Err(Unread::MovesNone(card)),
            };
            Ok(Action::Move { card, marble, steps })
        }
        (_, _) => Err(Unread::TooMuch(card)),
    }
}

/// Reads `[player] letter [steps]`, e.g. `a`, `2c`, `a11`, `3a4`.
fn read_marble(tok: &str, playing: Option<Seat>) -> Result<(MarbleId, Option<u8>), Unread> {
    let bytes = tok.as_bytes();
    let mut i = 0;
    let seat = match bytes.first() {
        Some(d @ b'1'..=b'6') => {
            i = 1;
            Some(Seat(d - b'1'))
        }
        _ => None,
    };
    let index = match bytes.get(i) {
        Some(l @ b'a'..=b'd') => l - b'a',
        _ => return Err(Unread::NotAMarble(tok.to_string())),
    };
    let seat = match (seat, playing) {
        (Some(s), _) | (None, Some(s)) => s,
        (None, None) => return Err(Unread::NeedsPlayer(tok.to_string(), char::from(b'a' + index))),
    };
    let digits = &tok[i + 1..];
    let steps = if digits.is_empty() {
        None
    } else if digits.bytes().all(|b| b.is_ascii_digit()) && digits.len() <= 2 {
        Some(digits.parse::<u8>().map_err(|_| Unread::NotSteps(digits.to_string()))?)
    } else {
        return Err(Unread::AfterMarble(digits.to_string()));
    };
    Ok((MarbleId::new(seat, index), steps))
}
