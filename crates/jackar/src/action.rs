//! Actions: one complete play of one card, the throw, the stopped player's
//! discard, and chance's draws and deals. See the `notation` module for how
//! they are written.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::MarbleId;
use crate::card::Card;

/// One complete action.
///
/// Marbles are named absolutely ([`MarbleId`]); the position-aware notation
/// ([`rules_core::Game::notation`]) shortens the marbles of the colour being
/// played to their letter, the plain form ([`fmt::Display`]) always writes
/// the player number too (`1a`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
// A field the variant lacks (`{"move": {…, "bogus": 1}}`) is refused, not ignored.
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// Chance: the opening draw for match leader, every player drawing from a
    /// deck shuffled with this seed (ties draw again).
    OpeningDraw(u64),
    /// Chance: the next deal, from the undealt cards shuffled with this seed
    /// (at a series' first deal of six players, 8 cards are set aside first, D12).
    Deal(u64),
    /// An A or a K: bring a marble of the colour being played out onto its home (D2).
    Out(Card),
    /// Move one marble by a card: forward `steps` (A: 1 or 11, K: 13, 7: all
    /// seven, 5: any colour's marble, D5), or the 4 backwards.
    Move {
        /// The card played.
        card: Card,
        /// The marble moved.
        marble: MarbleId,
        /// Steps moved (backwards for the 4).
        steps: u8,
    },
    /// A 7 split between two different marbles, parts applied in this order (D4, D11).
    Split {
        /// The first part: a marble and its steps.
        first: (MarbleId, u8),
        /// The second part: a marble and the rest of the seven.
        second: (MarbleId, u8),
    },
    /// A 10 as a stop: the next player discards a card of their choice (D7).
    Stop,
    /// A Jack: swap a marble of the colour being played with another colour's (D6).
    Swap {
        /// The player's marble.
        mine: MarbleId,
        /// The other colour's marble.
        theirs: MarbleId,
    },
    /// No card can be played: the whole hand is thrown away (D9).
    Throw,
    /// The stopped player's discard (D7).
    Discard(Card),
}

impl Action {
    /// The card this action plays or discards, if any.
    #[must_use]
    pub fn card(&self) -> Option<Card> {
        match *self {
            Action::Out(c) | Action::Move { card: c, .. } | Action::Discard(c) => Some(c),
            Action::Split { .. } => Some(Card::Seven),
            Action::Stop => Some(Card::Ten),
            Action::Swap { .. } => Some(Card::Jack),
            Action::OpeningDraw(_) | Action::Deal(_) | Action::Throw => None,
        }
    }
}

/// The plain notation: every marble with its player number (`8 1a`, `7 1a3 1b4`,
/// `J 1a<->2c`, `A 1a11`). [`rules_core::Game::notation`] writes the short form.
impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::notation::write(self, None, f)
    }
}
