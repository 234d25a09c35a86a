//! Actions: the players' (the opening reveal, taking a card, one of the rules
//! a–d) and chance's (the deal, the tie for the start, the bank's reshuffle).
//! See [`crate::notation`] for how they are written.

use std::fmt;

use rules_core::Seat;
use serde::{Deserialize, Serialize};

use crate::card::{Cell, Pile};

/// One action. A turn is two: [`Action::Take`], then one of the rules
/// ([`Action::A`], [`Action::B`], [`Action::C`], [`Action::Keep`],
/// [`Action::D`]), so the card taken is known before it is placed.
///
/// In JSON: `{"deal": 7}`, `{"open": [1, 6]}`, `{"starts": 2}`,
/// `{"take": "bank"}`, `{"a": 3}`, `{"b": 5}`, `{"c": 5}`, `"keep"`,
/// `{"d": {"toki": 2, "to": 6}}`, `{"reshuffle": 9}` (cells 1–8, seats 0-based).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
// A field the variant lacks (`{"d": {…, "bogus": 1}}`) is refused, not ignored.
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Chance: the round's deal, from the 108 cards shuffled with this seed:
    /// eight face down to each seat, then one face up to start the discard pile.
    Deal(u64),
    /// The opening reveal: the seat to act turns up two cards of its box, of
    /// its choice (lower cell first).
    Open([Cell; 2]),
    /// Chance: who starts among the seats tied for the highest opening sum (D2).
    /// At the table the players pick; headless play draws it from the seed.
    Starts(Seat),
    /// Take the top card of the bank or of the discard pile.
    Take(Pile),
    /// Rule a: the card taken replaces this face-up card, which goes face up
    /// onto the discard pile.
    A(Cell),
    /// Rule b: the card taken replaces this face-down card, which goes onto the
    /// discard pile without its owner looking first (it lands face up).
    B(Cell),
    /// Rule c: discard the card taken from the bank, then turn up this
    /// face-down card.
    C(Cell),
    /// Rule c with the last hidden card: discard the card taken from the bank
    /// and keep the one face-down card hidden.
    Keep,
    /// Rule d, the flying Toki: the card taken (equal to the value the Toki
    /// copies) takes the Toki's place, and the Toki lands on a face-down card,
    /// which goes to the discard pile unseen.
    D {
        /// The face-up Toki that flies.
        toki: Cell,
        /// The face-down card it lands on.
        to: Cell,
    },
    /// Chance: the bank ran out; the discard pile but its top card, shuffled
    /// with this seed, is the new bank (D5, D8).
    Reshuffle(u64),
}

/// Which of the rules a–d an action plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Rule {
    /// a: replace a face-up card.
    A,
    /// b: replace a face-down card.
    B,
    /// c: discard the bank's card and turn one up (or keep the last hidden).
    C,
    /// d: the flying Toki.
    D,
}

impl Rule {
    /// The rule's letter.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Rule::A => 'a',
            Rule::B => 'b',
            Rule::C => 'c',
            Rule::D => 'd',
        }
    }

    /// Every rule, a to d.
    pub const ALL: [Rule; 4] = [Rule::A, Rule::B, Rule::C, Rule::D];
}

impl Action {
    /// The rule a–d this action plays, if it is one.
    #[must_use]
    pub const fn rule(self) -> Option<Rule> {
        match self {
            Action::A(_) => Some(Rule::A),
            Action::B(_) => Some(Rule::B),
            Action::C(_) | Action::Keep => Some(Rule::C),
            Action::D { .. } => Some(Rule::D),
            _ => None,
        }
    }

    /// Whether this is a chance outcome.
    #[must_use]
    pub const fn is_chance(self) -> bool {
        matches!(self, Action::Deal(_) | Action::Starts(_) | Action::Reshuffle(_))
    }
}

/// The notation (see [`crate::notation`]): `take bank`, `b6`, `d2>6`, `open 1 6`.
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::notation::write(self, f)
    }
}
