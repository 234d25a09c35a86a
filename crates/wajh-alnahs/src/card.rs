//! The 21 kinds of card: number cards 1–13 and the eight special cards, their
//! names (notation, English, the booklet's Arabic), face values and what
//! each special card does.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The eight special cards, in the order of the rules file's table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Special {
    /// صفرها: the pile's value becomes 0.
    Zero,
    /// 5 أو أقل: the next player must play a card of 5 or less.
    FiveOrLess,
    /// قُبّ: the next player loses their turn.
    Skip,
    /// اعكسها: the direction of play reverses.
    Reverse,
    /// احرق: the whole pile leaves the game; the same player plays again.
    Burn,
    /// شفاف: the pile keeps the value of the card under it.
    Transparent,
    /// تحت فوق: the bottom card of the pile is moved to the top.
    UnderOver,
    /// شيل يا نحس: the player names anyone to pick up the pile.
    CarryIt,
}

impl Special {
    /// Every special card, in the rules file's order.
    pub const ALL: [Special; 8] = [
        Special::Zero,
        Special::FiveOrLess,
        Special::Skip,
        Special::Reverse,
        Special::Burn,
        Special::Transparent,
        Special::UnderOver,
        Special::CarryIt,
    ];
}

/// How many kinds of card: 13 numbers and 8 specials.
pub const KINDS: usize = 21;

/// Cards in the deck (D1): four of each number, two of each special card.
pub const DECK_SIZE: usize = 68;

/// How many of each kind of card, by [`Card::index`]: a hand, the cards out
/// of the game.
pub type Counts = [u8; KINDS];

/// One card. Number cards 1 (lowest) to 13 (highest) and the eight
/// [`Special`] cards; ordered numbers first, then the specials in the rules
/// file's order (the order a hand is sorted in). Written in notation and JSON
/// as `"1"` … `"13"`, `"zero"`, `"five-or-less"`, `"skip"`, `"reverse"`,
/// `"burn"`, `"transparent"`, `"under-over"`, `"carry-it"`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Card(u8);

/// What a card is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A number card, 1–13.
    Number(u8),
    /// A special card.
    Special(Special),
}

/// Notation names of the specials, by `Special as usize`.
const SPECIAL_NAMES: [&str; 8] = [
    "zero",
    "five-or-less",
    "skip",
    "reverse",
    "burn",
    "transparent",
    "under-over",
    "carry-it",
];

/// The number cards' notation names, 1–13.
const NUMBER_NAMES: [&str; 13] = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13"];

impl Card {
    /// The Zero.
    pub const ZERO: Card = Card::special(Special::Zero);
    /// The Five-or-less.
    pub const FIVE_OR_LESS: Card = Card::special(Special::FiveOrLess);
    /// The Skip.
    pub const SKIP: Card = Card::special(Special::Skip);
    /// The Reverse.
    pub const REVERSE: Card = Card::special(Special::Reverse);
    /// The Burn.
    pub const BURN: Card = Card::special(Special::Burn);
    /// The Transparent.
    pub const TRANSPARENT: Card = Card::special(Special::Transparent);
    /// The Under-over.
    pub const UNDER_OVER: Card = Card::special(Special::UnderOver);
    /// The Carry-it.
    pub const CARRY_IT: Card = Card::special(Special::CarryIt);

    /// Every kind of card, in order.
    pub const ALL: [Card; KINDS] = {
        let mut all = [Card(0); KINDS];
        let mut i = 0;
        while i < KINDS {
            all[i] = Card(i as u8);
            i += 1;
        }
        all
    };

    /// The number card `n` (1–13).
    #[must_use]
    pub const fn number(n: u8) -> Option<Card> {
        if n >= 1 && n <= 13 { Some(Card(n - 1)) } else { None }
    }

    /// A special card.
    #[must_use]
    pub const fn special(special: Special) -> Card {
        Card(13 + special as u8)
    }

    /// The card of an index 0–20 (see [`Card::index`]).
    #[must_use]
    pub fn from_index(index: usize) -> Option<Card> {
        u8::try_from(index).ok().filter(|&i| usize::from(i) < KINDS).map(Card)
    }

    /// 0–12 for the numbers 1–13, then 13–20 for the specials in order.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// What the card is.
    #[must_use]
    pub const fn kind(self) -> Kind {
        if self.0 < 13 {
            Kind::Number(self.0 + 1)
        } else {
            Kind::Special(Special::ALL[(self.0 - 13) as usize])
        }
    }

    /// The number of a number card.
    #[must_use]
    pub const fn as_number(self) -> Option<u8> {
        if self.0 < 13 { Some(self.0 + 1) } else { None }
    }

    /// The special card this is.
    #[must_use]
    pub const fn as_special(self) -> Option<Special> {
        match self.kind() {
            Kind::Special(s) => Some(s),
            Kind::Number(_) => None,
        }
    }

    /// The face value: the number; Zero 0, Five-or-less 5, Skip 6, Reverse 7,
    /// Burn 8, Transparent 9; none for Under-over and Carry-it. Four cards of
    /// equal face value on top burn the pile (D8).
    #[must_use]
    pub const fn face_value(self) -> Option<u8> {
        match self.kind() {
            Kind::Number(n) => Some(n),
            Kind::Special(Special::Zero) => Some(0),
            Kind::Special(Special::FiveOrLess) => Some(5),
            Kind::Special(Special::Skip) => Some(6),
            Kind::Special(Special::Reverse) => Some(7),
            Kind::Special(Special::Burn) => Some(8),
            Kind::Special(Special::Transparent) => Some(9),
            Kind::Special(Special::UnderOver | Special::CarryIt) => None,
        }
    }

    /// The value the pile takes when an Under-over brings this card to the
    /// top (D5, D14): its face value, a Transparent 9, an Under-over 0.
    #[must_use]
    pub const fn value_brought_up(self) -> u8 {
        match self.face_value() {
            Some(v) => v,
            None => 0,
        }
    }

    /// How many of this card the deck holds (D1): four of a number, two of a special.
    #[must_use]
    pub const fn copies(self) -> u8 {
        if self.0 < 13 { 4 } else { 2 }
    }

    /// Whether the card may be laid under a Five-or-less limit whatever its
    /// value (D3): Zero, Burn, Transparent, Under-over, Carry-it.
    #[must_use]
    pub const fn is_wild(self) -> bool {
        matches!(
            self.as_special(),
            Some(Special::Zero | Special::Burn | Special::Transparent | Special::UnderOver | Special::CarryIt)
        )
    }

    /// Whether several may be laid together (D13): not an Under-over or a Carry-it.
    #[must_use]
    pub const fn goes_in_groups(self) -> bool {
        !matches!(self.as_special(), Some(Special::UnderOver | Special::CarryIt))
    }

    /// The name in notation and JSON: `7`, `five-or-less`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self.kind() {
            Kind::Number(n) => NUMBER_NAMES[(n - 1) as usize],
            Kind::Special(s) => SPECIAL_NAMES[s as usize],
        }
    }

    /// The name a family reads in English: `7`, `Five-or-less`.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self.kind() {
            Kind::Number(n) => NUMBER_NAMES[(n - 1) as usize],
            Kind::Special(Special::Zero) => "Zero",
            Kind::Special(Special::FiveOrLess) => "Five-or-less",
            Kind::Special(Special::Skip) => "Skip",
            Kind::Special(Special::Reverse) => "Reverse",
            Kind::Special(Special::Burn) => "Burn",
            Kind::Special(Special::Transparent) => "Transparent",
            Kind::Special(Special::UnderOver) => "Under-over",
            Kind::Special(Special::CarryIt) => "Carry-it",
        }
    }

    /// The special card's name in the booklet (`شيل يا نحس`); a number card's
    /// number.
    #[must_use]
    pub const fn arabic(self) -> &'static str {
        match self.kind() {
            Kind::Number(n) => NUMBER_NAMES[(n - 1) as usize],
            Kind::Special(Special::Zero) => "صفرها",
            Kind::Special(Special::FiveOrLess) => "5 أو أقل",
            Kind::Special(Special::Skip) => "قُبّ",
            Kind::Special(Special::Reverse) => "اعكسها",
            Kind::Special(Special::Burn) => "احرق",
            Kind::Special(Special::Transparent) => "شفاف",
            Kind::Special(Special::UnderOver) => "تحت فوق",
            Kind::Special(Special::CarryIt) => "شيل يا نحس",
        }
    }

    /// What the card may be played on, in the rules file's words.
    #[must_use]
    pub const fn played_on(self) -> &'static str {
        match self.kind() {
            Kind::Number(_) => "a pile value lower than or equal to it",
            Kind::Special(Special::FiveOrLess) => "a pile value lower than 5",
            Kind::Special(Special::Skip) => "a pile value lower than 6",
            Kind::Special(Special::Reverse) => "a pile value lower than 7",
            Kind::Special(_) => "anything",
        }
    }

    /// What the card does, in the rules file's words (a number card nothing).
    #[must_use]
    pub const fn effect(self) -> &'static str {
        match self.kind() {
            Kind::Number(_) => "",
            Kind::Special(Special::Zero) => "the pile's value becomes 0: the next player may play any card",
            Kind::Special(Special::FiveOrLess) => "the next player must play a card of 5 or less",
            Kind::Special(Special::Skip) => "the next player loses their turn",
            Kind::Special(Special::Reverse) => "the direction of play reverses",
            Kind::Special(Special::Burn) => "the whole pile leaves the game; the same player plays again",
            Kind::Special(Special::Transparent) => "the pile keeps the value of the card under it",
            Kind::Special(Special::UnderOver) => "the bottom card of the pile is moved to the top",
            Kind::Special(Special::CarryIt) => "the player names anyone to pick up the pile",
        }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A word that is not a card.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a card (1–13, zero, five-or-less, skip, reverse, burn, transparent, under-over, carry-it)")]
pub struct BadCard(pub String);

impl FromStr for Card {
    type Err = BadCard;

    /// Reads a card's name, any case; a few spellings a player may type are
    /// taken too (`5-or-less`, `underover`, `carryit`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let word = s.trim().to_ascii_lowercase();
        if let Some(card) = word.parse::<u8>().ok().and_then(Card::number) {
            return Ok(card);
        }
        let special = match word.as_str() {
            "zero" => Special::Zero,
            "five-or-less" | "5-or-less" | "fiveorless" => Special::FiveOrLess,
            "skip" => Special::Skip,
            "reverse" => Special::Reverse,
            "burn" => Special::Burn,
            "transparent" => Special::Transparent,
            "under-over" | "underover" => Special::UnderOver,
            "carry-it" | "carryit" => Special::CarryIt,
            _ => return Err(BadCard(s.to_string())),
        };
        Ok(Card::special(special))
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// How many cards a multiset holds.
#[must_use]
pub fn count(counts: &Counts) -> usize {
    counts.iter().map(|&k| usize::from(k)).sum()
}

/// The cards of a multiset, in card order.
#[must_use]
pub fn cards_of(counts: &Counts) -> Vec<Card> {
    let mut cards = Vec::with_capacity(count(counts));
    for (card, &k) in Card::ALL.iter().zip(counts) {
        cards.extend(std::iter::repeat_n(*card, usize::from(k)));
    }
    cards
}

/// The multiset of a list of cards (saturating: a list longer than 255 of a
/// kind cannot be a hand anyway and is refused by the count check).
#[must_use]
pub fn counts_of(cards: &[Card]) -> Counts {
    let mut counts = [0u8; KINDS];
    for card in cards {
        let slot = &mut counts[card.index()];
        *slot = slot.saturating_add(1);
    }
    counts
}

/// The whole deck (D1) in card order.
pub fn full_deck() -> impl Iterator<Item = Card> {
    Card::ALL
        .into_iter()
        .flat_map(|c| std::iter::repeat_n(c, usize::from(c.copies())))
}

/// The pile's value read from its cards (the partial form, D14): the top
/// card's face value, looking through Transparents (only Transparents: 9); an
/// Under-over on top (alone on the pile) 0; an empty pile 0.
#[must_use]
pub(crate) fn value_of_pile(pile: &[Card]) -> u8 {
    match pile.iter().rev().find(|&&c| c != Card::TRANSPARENT) {
        None if pile.is_empty() => 0,
        None => 9,
        Some(card) => card.value_brought_up(),
    }
}

/// Whether the top card, looking through Transparents (D4), is a Five-or-less.
#[must_use]
pub(crate) fn limit_of_pile(pile: &[Card]) -> bool {
    pile.iter().rev().find(|&&c| c != Card::TRANSPARENT) == Some(&Card::FIVE_OR_LESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn d1_the_deck_holds_68_cards_four_of_each_number_and_two_of_each_special() {
        assert_eq!(full_deck().count(), DECK_SIZE);
        let counts = counts_of(&full_deck().collect::<Vec<_>>());
        assert_eq!(&counts[..13], &[4; 13]);
        assert_eq!(&counts[13..], &[2; 8]);
    }

    #[test]
    fn names_read_back_and_face_values_are_the_tables() {
        for card in Card::ALL {
            assert_eq!(card.name().parse::<Card>(), Ok(card));
            assert_eq!(card.to_string().to_uppercase().parse::<Card>(), Ok(card));
        }
        assert_eq!("0".parse::<Card>(), Err(BadCard("0".into())));
        assert!("14".parse::<Card>().is_err());
        let faces: Vec<Option<u8>> = Special::ALL.iter().map(|&s| Card::special(s).face_value()).collect();
        assert_eq!(
            faces,
            [Some(0), Some(5), Some(6), Some(7), Some(8), Some(9), None, None]
        );
        assert_eq!(Card::TRANSPARENT.value_brought_up(), 9, "D14");
        assert_eq!(Card::UNDER_OVER.value_brought_up(), 0, "D14");
        assert_eq!(Card::number(13).map(Card::index), Some(12));
        assert_eq!(Card::CARRY_IT.arabic(), "شيل يا نحس");
    }
}
