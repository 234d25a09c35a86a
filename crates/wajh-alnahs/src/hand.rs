//! A hand: how many of each kind of card, kept with the kinds held (one bit
//! each) and the number of cards, so that the questions a playout asks at
//! every position — which kinds are held, how many cards, any at all — cost
//! one word each rather than a walk over the 21 kinds.

use crate::card::{Card, Counts, cards_of};

/// How many of each kind of card a seat holds in hand.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hand {
    counts: Counts,
    /// Bit `i` set when the hand holds a card of index `i`.
    kinds: u32,
    /// Cards held.
    len: u16,
}

impl Hand {
    /// A hand holding these cards (a count past 255 of a kind stops there:
    /// no such hand is possible, and reading a state refuses it).
    #[must_use]
    pub fn of(cards: &[Card]) -> Hand {
        let mut hand = Hand::default();
        for &card in cards {
            hand.add(card, 1);
        }
        hand
    }

    /// Adds `n` of `card`.
    #[inline]
    pub fn add(&mut self, card: Card, n: u8) {
        let slot = &mut self.counts[card.index()];
        let added = n.min(u8::MAX - *slot);
        *slot += added;
        self.len += u16::from(added);
        if *slot > 0 {
            self.kinds |= 1 << card.index();
        }
    }

    /// Takes `n` of `card` (as many as there are, at most).
    #[inline]
    pub fn remove(&mut self, card: Card, n: u8) {
        let slot = &mut self.counts[card.index()];
        let taken = n.min(*slot);
        *slot -= taken;
        self.len -= u16::from(taken);
        if *slot == 0 {
            self.kinds &= !(1 << card.index());
        }
    }

    /// How many of `card`.
    #[inline]
    #[must_use]
    pub fn count(&self, card: Card) -> u8 {
        self.counts[card.index()]
    }

    /// The counts per kind, by [`Card::index`].
    #[inline]
    #[must_use]
    pub fn counts(&self) -> &Counts {
        &self.counts
    }

    /// The kinds held, one bit per [`Card::index`].
    #[inline]
    #[must_use]
    pub fn kinds(&self) -> u32 {
        self.kinds
    }

    /// How many cards.
    #[inline]
    #[must_use]
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether the hand is empty.
    #[inline]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cards, sorted.
    #[must_use]
    pub fn cards(&self) -> Vec<Card> {
        cards_of(&self.counts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kinds_and_the_size_follow_the_counts() {
        let seven = Card::number(7).expect("7");
        let mut hand = Hand::of(&[seven, seven, Card::BURN]);
        assert_eq!((hand.len(), hand.count(seven)), (3, 2));
        assert_eq!(hand.kinds(), 1 << 6 | 1 << Card::BURN.index());
        hand.remove(seven, 2);
        assert_eq!(hand.kinds(), 1 << Card::BURN.index());
        hand.remove(Card::BURN, 5);
        assert!(hand.is_empty() && hand.kinds() == 0);
        assert_eq!(hand, Hand::default(), "an emptied hand is the empty hand");
    }
}
