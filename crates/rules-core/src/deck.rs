//! A deck of cards: a draw pile and a discard pile.
//!
//! Shuffles take the generator as an argument: a rules crate builds one from the
//! seed carried by a chance action ([`crate::rng_from_seed`]), so the same seed
//! always gives the same order.

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

/// A draw pile (top = last element) and a discard pile (top = last element).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deck<C> {
    draw_pile: Vec<C>,
    discards: Vec<C>,
}

impl<C> Deck<C> {
    /// A deck whose draw pile is `cards` (the last card is drawn first).
    #[must_use]
    pub fn new(cards: Vec<C>) -> Self {
        Deck {
            draw_pile: cards,
            discards: Vec::new(),
        }
    }

    /// A deck from both piles, as saved.
    #[must_use]
    pub fn from_parts(draw_pile: Vec<C>, discards: Vec<C>) -> Self {
        Deck { draw_pile, discards }
    }

    /// Shuffles the draw pile.
    pub fn shuffle<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        self.draw_pile.shuffle(rng);
    }

    /// Draws the top card, or `None` when the draw pile is empty.
    pub fn draw(&mut self) -> Option<C> {
        self.draw_pile.pop()
    }

    /// Draws `n` cards, or none at all (and `None`) when fewer than `n` are left.
    pub fn draw_n(&mut self, n: usize) -> Option<Vec<C>> {
        if self.draw_pile.len() < n {
            return None;
        }
        let at = self.draw_pile.len() - n;
        let mut cards = self.draw_pile.split_off(at);
        cards.reverse(); // in the order they were drawn
        Some(cards)
    }

    /// Puts a card face up on the discard pile.
    pub fn discard(&mut self, card: C) {
        self.discards.push(card);
    }

    /// The top card of the discard pile.
    #[must_use]
    pub fn top_discard(&self) -> Option<&C> {
        self.discards.last()
    }

    /// Turns the discard pile, all but its top card, into a shuffled draw pile
    /// underneath what is left of the draw pile.
    pub fn reshuffle_discards_keeping_top<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let Some(top) = self.discards.pop() else { return };
        let mut recycled = std::mem::take(&mut self.discards);
        recycled.shuffle(rng);
        recycled.append(&mut self.draw_pile);
        self.draw_pile = recycled;
        self.discards.push(top);
    }

    /// Removes `n` cards chosen at random from the draw pile (or all, if fewer)
    /// and returns them.
    pub fn remove_random<R: Rng + ?Sized>(&mut self, n: usize, rng: &mut R) -> Vec<C> {
        let mut removed = Vec::with_capacity(n.min(self.draw_pile.len()));
        for _ in 0..n {
            if self.draw_pile.is_empty() {
                break;
            }
            let i = rand::RngExt::random_range(rng, 0..self.draw_pile.len());
            removed.push(self.draw_pile.swap_remove(i));
        }
        removed
    }

    /// Cards left to draw.
    #[must_use]
    pub fn len(&self) -> usize {
        self.draw_pile.len()
    }

    /// True when no card is left to draw.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.draw_pile.is_empty()
    }

    /// The draw pile, bottom first.
    #[must_use]
    pub fn draw_pile(&self) -> &[C] {
        &self.draw_pile
    }

    /// The discard pile, bottom first.
    #[must_use]
    pub fn discards(&self) -> &[C] {
        &self.discards
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng_from_seed;

    #[test]
    fn draw_and_draw_n_take_from_the_top() {
        let mut deck = Deck::new(vec![1, 2, 3, 4]);
        assert_eq!(deck.draw(), Some(4));
        assert_eq!(deck.draw_n(2), Some(vec![3, 2]));
        assert_eq!(deck.draw_n(2), None, "only one card left");
        assert_eq!(deck.len(), 1, "a refused draw_n takes nothing");
    }

    #[test]
    fn same_seed_same_shuffle() {
        let mut a = Deck::new((0..52).collect::<Vec<_>>());
        let mut b = a.clone();
        a.shuffle(&mut rng_from_seed(7));
        b.shuffle(&mut rng_from_seed(7));
        assert_eq!(a, b);
        let mut sorted = a.draw_pile().to_vec();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..52).collect::<Vec<_>>(), "a shuffle keeps every card");
        assert_ne!(a.draw_pile(), (0..52).collect::<Vec<_>>().as_slice());
    }

    #[test]
    fn reshuffle_keeps_the_top_discard_and_every_card() {
        let mut deck = Deck::from_parts(vec![1, 2], vec![3, 4, 5, 6]);
        deck.reshuffle_discards_keeping_top(&mut rng_from_seed(1));
        assert_eq!(deck.discards(), &[6]);
        assert_eq!(deck.len(), 5);
        assert_eq!(&deck.draw_pile()[3..], &[1, 2], "old draw pile stays on top");
        let mut all: Vec<i32> = deck.draw_pile().iter().chain(deck.discards()).copied().collect();
        all.sort_unstable();
        assert_eq!(all, vec![1, 2, 3, 4, 5, 6]);
    }

    #[test]
    fn remove_random_removes_exactly_n() {
        let mut deck = Deck::new((0..104).collect::<Vec<_>>());
        let removed = deck.remove_random(8, &mut rng_from_seed(3));
        assert_eq!(removed.len(), 8);
        assert_eq!(deck.len(), 96);
        assert!(removed.iter().all(|c| !deck.draw_pile().contains(c)));
        let rest = deck.remove_random(200, &mut rng_from_seed(3));
        assert_eq!(rest.len(), 96);
        assert!(deck.is_empty());
    }
}
