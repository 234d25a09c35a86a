//! The cards. Suits play no part in Jackar, so a card is its rank.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A card's rank, A (1) to K (13). Written `"A"`, `"2"` … `"10"`, `"J"`, `"Q"`, `"K"`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Card {
    /// Ace: bring out, or move 1, or move 11.
    Ace = 1,
    /// Move 2.
    Two,
    /// Move 3.
    Three,
    /// Move 4 backwards.
    Four,
    /// Move any marble on the track 5 (D5).
    Five,
    /// Move 6.
    Six,
    /// Move 7 with one marble, or split between two (D4).
    Seven,
    /// Move 8.
    Eight,
    /// Move 9.
    Nine,
    /// Move 10, or stop the next player (D7).
    Ten,
    /// Swap (D6).
    Jack,
    /// Move 12.
    Queen,
    /// Bring out, or move 13 killing everything passed.
    King,
}

/// The Ace: only the filler of the unused slots of a fixed-size pile
/// ([`rules_core::ArrayPile`]), never a card dealt by default.
impl Default for Card {
    fn default() -> Self {
        Card::Ace
    }
}

impl Card {
    /// Every rank, A to K.
    pub const ALL: [Card; 13] = [
        Card::Ace,
        Card::Two,
        Card::Three,
        Card::Four,
        Card::Five,
        Card::Six,
        Card::Seven,
        Card::Eight,
        Card::Nine,
        Card::Ten,
        Card::Jack,
        Card::Queen,
        Card::King,
    ];

    /// The rank's value for the opening draw: A = 1 … K = 13.
    #[must_use]
    pub fn value(self) -> u8 {
        self as u8
    }

    /// The rank with value 1–13.
    #[must_use]
    pub fn from_value(value: u8) -> Option<Card> {
        Card::ALL.get(usize::from(value).checked_sub(1)?).copied()
    }

    /// How the card is written: `A`, `2` … `10`, `J`, `Q`, `K`.
    #[must_use]
    pub fn symbol(self) -> &'static str {
        ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"][usize::from(self.value() - 1)]
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// A card symbol that is not a rank.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a card (A, 2–10, J, Q, K)")]
pub struct BadCard(pub String);

impl FromStr for Card {
    type Err = BadCard;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let card = match t.to_ascii_uppercase().as_str() {
            "A" | "1" => Card::Ace,
            "J" => Card::Jack,
            "Q" => Card::Queen,
            "K" => Card::King,
            "T" => Card::Ten,
            n => n
                .parse::<u8>()
                .ok()
                .filter(|v| (2..=10).contains(v))
                .and_then(Card::from_value)
                .ok_or_else(|| BadCard(s.to_string()))?,
        };
        Ok(card)
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.symbol())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// How a marble walks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Walk {
    /// Forward along the owner's path, ordinary rules (every card but 4 and K's 13).
    Forward,
    /// The King's 13: forward, killing every marble passed on the track.
    King,
    /// The 4: backwards along the track (D3).
    Back,
}

/// How a card moves a marble: its steps and walk, `None` for cards that do not move one.
pub(crate) fn card_walks(card: Card) -> &'static [(u8, Walk)] {
    // A table, not a `match` on the rank: the move generator asks for every
    // card of every hand, and a jump on the rank was mispredicted nearly
    // every time.
    WALKS[usize::from(card.value() - 1)]
}

/// Each rank's walks ([`card_walks`]), by `value − 1`.
const WALKS: [&[(u8, Walk)]; 13] = [
    &[(1, Walk::Forward), (11, Walk::Forward)],
    &[(2, Walk::Forward)],
    &[(3, Walk::Forward)],
    &[(4, Walk::Back)],
    &[(5, Walk::Forward)],
    &[(6, Walk::Forward)],
    &[(7, Walk::Forward)],
    &[(8, Walk::Forward)],
    &[(9, Walk::Forward)],
    &[(10, Walk::Forward)],
    &[],
    &[(12, Walk::Forward)],
    &[(13, Walk::King)],
];

/// The ordinary forward walks of a card ([`Walk::Forward`] in
/// [`card_walks`]): bit `s` set for a walk of `s` steps, so the generator
/// meets a marble's legal walks with one `&`.
pub(crate) fn forward_walks(card: Card) -> u16 {
    FORWARD_WALKS[usize::from(card.value() - 1)]
}

/// [`forward_walks`] of each rank, by `value − 1`, worked out from [`WALKS`].
const FORWARD_WALKS: [u16; 13] = {
    let mut masks = [0; 13];
    let mut k = 0;
    while k < 13 {
        let walks = WALKS[k];
        let mut j = 0;
        while j < walks.len() {
            if matches!(walks[j].1, Walk::Forward) {
                masks[k] |= 1 << walks[j].0;
            }
            j += 1;
        }
        k += 1;
    }
    masks
};
