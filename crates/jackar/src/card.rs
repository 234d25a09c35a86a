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
    match card {
        Card::Ace => &[(1, Walk::Forward), (11, Walk::Forward)],
        Card::Two => &[(2, Walk::Forward)],
        Card::Three => &[(3, Walk::Forward)],
        Card::Four => &[(4, Walk::Back)],
        Card::Five => &[(5, Walk::Forward)],
        Card::Six => &[(6, Walk::Forward)],
        Card::Seven => &[(7, Walk::Forward)],
        Card::Eight => &[(8, Walk::Forward)],
        Card::Nine => &[(9, Walk::Forward)],
        Card::Ten => &[(10, Walk::Forward)],
        Card::Jack => &[],
        Card::Queen => &[(12, Walk::Forward)],
        Card::King => &[(13, Walk::King)],
    }
}
