//! The cards, the cells of a box and the two piles a card is taken from.

use std::fmt;
use std::str::FromStr;

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize, Serializer};

/// One card of the 108: a number card 0–12 (eight of each) or a Toki (four),
/// the wild card that copies the other card of its column.
///
/// In JSON a number card is its number and a Toki is `"toki"`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

/// The kinds of card: the numbers 0–12, then the Toki.
pub const KINDS: usize = 14;

/// Cards in the game: 104 number cards and 4 Tokis.
pub const DECK_SIZE: usize = 108;

/// Copies of each number card.
pub const NUMBER_COPIES: u8 = 8;

/// Toki cards in the deck.
pub const TOKI_COPIES: u8 = 4;

impl Card {
    /// The Toki, the copier.
    pub const TOKI: Card = Card(13);

    /// The number card `value` (0–12), `None` for any other value.
    #[must_use]
    pub const fn number(value: u8) -> Option<Card> {
        if value <= 12 { Some(Card(value)) } else { None }
    }

    /// The card's number; `None` for a Toki, whose value is the card it copies.
    #[must_use]
    pub const fn value(self) -> Option<u8> {
        if self.is_toki() { None } else { Some(self.0) }
    }

    /// Whether this is a Toki.
    #[must_use]
    pub const fn is_toki(self) -> bool {
        self.0 == Card::TOKI.0
    }

    /// The card's points where it stands alone: its number, and 0 for a Toki
    /// (a Toki copying nothing: D1 for the opening sum, D9 during the round).
    #[must_use]
    pub const fn face_points(self) -> u8 {
        if self.is_toki() { 0 } else { self.0 }
    }

    /// The kind's index 0–13 (the numbers, then the Toki), for counting cards.
    #[must_use]
    pub const fn kind(self) -> usize {
        self.0 as usize
    }

    /// The card of kind index `kind` (0–13).
    #[must_use]
    pub const fn of_kind(kind: usize) -> Option<Card> {
        if kind < KINDS { Some(Card(kind as u8)) } else { None }
    }

    /// How many cards of this kind the deck holds.
    #[must_use]
    pub const fn copies(self) -> u8 {
        if self.is_toki() { TOKI_COPIES } else { NUMBER_COPIES }
    }

    /// Every kind, numbers first.
    pub fn kinds() -> impl Iterator<Item = Card> {
        (0..KINDS).filter_map(Card::of_kind)
    }
}

/// A number card is its number; the Toki is `Toki`.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.value() {
            Some(v) => write!(f, "{v}"),
            None => f.write_str("Toki"),
        }
    }
}

/// A card that is not one: the text read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a card (0 to 12, or toki)")]
pub struct BadCard(pub String);

impl FromStr for Card {
    type Err = BadCard;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        if t.eq_ignore_ascii_case("toki") || t.eq_ignore_ascii_case("t") {
            return Ok(Card::TOKI);
        }
        t.parse::<u8>()
            .ok()
            .and_then(Card::number)
            .ok_or_else(|| BadCard(s.to_string()))
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.value() {
            Some(v) => s.serialize_u8(v),
            None => s.serialize_str("toki"),
        }
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct CardVisitor;
        impl Visitor<'_> for CardVisitor {
            type Value = Card;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a card: a number 0 to 12, or \"toki\"")
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Card, E> {
                u8::try_from(v)
                    .ok()
                    .and_then(Card::number)
                    .ok_or_else(|| E::custom(format!("{v} is not a card (0 to 12, or toki)")))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Card, E> {
                u64::try_from(v)
                    .map_err(|_| E::custom(format!("{v} is not a card (0 to 12, or toki)")))
                    .and_then(|v| self.visit_u64(v))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Card, E> {
                if v == "toki" {
                    Ok(Card::TOKI)
                } else {
                    Err(E::custom(format!("{v:?} is not a card (0 to 12, or \"toki\")")))
                }
            }
        }
        d.deserialize_any(CardVisitor)
    }
}

/// One of the eight places of a box: the top row is cells 1–4 from left to
/// right, the bottom row 5–8, so cell *n* and cell *n* + 4 make a column.
///
/// Notation, the screen and action JSON number cells 1–8; in the state JSON a
/// box is a list whose index is the cell's [`Cell::index`] (0–7).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

/// Cells in a box.
pub const CELLS: usize = 8;

/// Columns in a box.
pub const COLUMNS: usize = 4;

impl Cell {
    /// The cell at index 0–7 (top row first).
    #[must_use]
    pub const fn at(index: usize) -> Option<Cell> {
        if index < CELLS { Some(Cell(index as u8)) } else { None }
    }

    /// The cell numbered 1–8, as players and notation name it.
    #[must_use]
    pub const fn numbered(number: u8) -> Option<Cell> {
        if number >= 1 && number <= 8 {
            Some(Cell(number - 1))
        } else {
            None
        }
    }

    /// The cell's index 0–7.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The cell's number 1–8.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0 + 1
    }

    /// The column 0–3.
    #[must_use]
    pub const fn column(self) -> usize {
        (self.0 % 4) as usize
    }

    /// Whether the cell is in the top row.
    #[must_use]
    pub const fn is_top(self) -> bool {
        self.0 < 4
    }

    /// The other cell of its column (one above or below).
    #[must_use]
    pub const fn partner(self) -> Cell {
        Cell(self.0 ^ 4)
    }

    /// The cell's bit in a box's mask of face-up cards.
    #[must_use]
    pub(crate) const fn bit(self) -> u8 {
        1 << self.0
    }

    /// Every cell, 1 to 8.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS).filter_map(Cell::at)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

impl Serialize for Cell {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.number())
    }
}

impl<'de> Deserialize<'de> for Cell {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let n = u64::deserialize(d)?;
        u8::try_from(n)
            .ok()
            .and_then(Cell::numbered)
            .ok_or_else(|| de::Error::custom(format!("{n} is not a cell of a box (1 to 8)")))
    }
}

/// Where the card of a turn is taken from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pile {
    /// The top of the bank (the face-down draw pile).
    Bank,
    /// The top of the discard pile.
    Discard,
}

impl Pile {
    /// The pile's name in notation and JSON.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Pile::Bank => "bank",
            Pile::Discard => "discard",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_read_and_write_as_numbers_and_toki() {
        assert_eq!("7".parse(), Ok(Card(7)));
        assert_eq!("Toki".parse(), Ok(Card::TOKI));
        assert!("13".parse::<Card>().is_err());
        assert_eq!(Card::TOKI.to_string(), "Toki");
        assert_eq!(serde_json::to_value(Card(12)).ok(), Some(serde_json::json!(12)));
        assert_eq!(serde_json::to_value(Card::TOKI).ok(), Some(serde_json::json!("toki")));
        assert!(serde_json::from_value::<Card>(serde_json::json!(13)).is_err());
        assert!(serde_json::from_value::<Card>(serde_json::json!(-1)).is_err());
        assert_eq!(Card::kinds().count(), KINDS);
        let total: usize = Card::kinds().map(|c| usize::from(c.copies())).sum();
        assert_eq!(total, DECK_SIZE);
    }

    #[test]
    fn a_cells_partner_is_the_other_card_of_its_column() {
        let one = Cell::numbered(1).expect("cell 1");
        assert_eq!(one.partner().number(), 5);
        assert_eq!(one.partner().partner(), one);
        assert_eq!(Cell::numbered(7).map(Cell::column), Some(2));
        assert!(Cell::numbered(0).is_none() && Cell::numbered(9).is_none());
        assert_eq!(Cell::all().filter(|c| c.is_top()).count(), COLUMNS);
    }
}
