//! Actions: the deal (chance), the swap before play, a lay, a face-down pick,
//! a pick-up, and naming who carries the pile.

use std::fmt;

use rules_core::{ArrayPile, Seat};
use serde::{Deserialize, Serialize};

use crate::card::Card;

/// Up to three cards: a seat's face-up or face-down cards, one side of a swap.
pub type Three = ArrayPile<Card, 3>;

/// The swap before play (one per seat, once): hand cards given to the
/// face-up row and face-up cards taken into the hand, as many of each. Both
/// sides are kept sorted, so one exchange has one value (JSON read in any
/// order is sorted on reading).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "ExchangeJson")]
pub struct Exchange {
    give: Three,
    take: Three,
}

/// An exchange as read, before its sides are sorted.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExchangeJson {
    give: Three,
    take: Three,
}

impl From<ExchangeJson> for Exchange {
    fn from(e: ExchangeJson) -> Self {
        Exchange::new(e.give, e.take)
    }
}

impl Exchange {
    /// Gives `give` from the hand for `take` from the face-up cards (sorted here).
    #[must_use]
    pub fn new(mut give: Three, mut take: Three) -> Self {
        give.sort_unstable();
        take.sort_unstable();
        Exchange { give, take }
    }

    /// No exchange: the seat keeps its cards as dealt.
    #[must_use]
    pub fn keep() -> Self {
        Exchange::default()
    }

    /// The hand cards that go face up, sorted.
    #[must_use]
    pub fn give(&self) -> &[Card] {
        &self.give
    }

    /// The face-up cards that come into the hand, sorted.
    #[must_use]
    pub fn take(&self) -> &[Card] {
        &self.take
    }

    /// Whether nothing is exchanged.
    #[must_use]
    pub fn is_keep(&self) -> bool {
        self.give.is_empty() && self.take.is_empty()
    }
}

/// One action: a chance outcome (the deal), or a player's decision.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
// A field the variant lacks (`{"lay": {…, "bogus": 1}}`) is refused, not ignored.
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Chance: a stage is dealt from the deck shuffled with this seed.
    Deal(u64),
    /// The seat's swap before play (`keep` for none).
    Swap(Exchange),
    /// Lays `count` cards of one kind (D13) from the hand, or from the face-up
    /// cards once hand and draw pile are empty; also the opening lay chosen
    /// by seat 0 when no hand holds a number card (D19, one card), and a named
    /// player's answer with their own Carry-it.
    Lay {
        /// The card laid.
        card: Card,
        /// How many of it, laid together (1 for Under-over and Carry-it).
        count: u8,
    },
    /// Plays the face-down card at this position (0 is the leftmost), unseen (D18).
    FaceDown(u8),
    /// Takes the whole pile into the hand: when no card can be played (D7),
    /// or when named by a Carry-it.
    PickUp,
    /// The player who laid a Carry-it names who must pick up the pile.
    Name(Seat),
}

impl Action {
    /// A lay of one card.
    #[must_use]
    pub fn lay(card: Card) -> Action {
        Action::Lay { card, count: 1 }
    }

    /// A lay of `count` cards of a kind.
    #[must_use]
    pub fn lay_n(card: Card, count: u8) -> Action {
        Action::Lay { card, count }
    }

    /// The card this action lays, if it lays one.
    #[must_use]
    pub fn laid(&self) -> Option<Card> {
        match *self {
            Action::Lay { card, .. } => Some(card),
            _ => None,
        }
    }
}

/// The plain notation (see [`crate::notation`]): `7 7`, `carry-it`,
/// `carry-it 2`, `pick up`, `face-down 1`, `swap 9 for 3`, `keep`, `deal 42`.
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::notation::write(self, f)
    }
}
