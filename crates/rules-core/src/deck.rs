//! A deck of cards: a draw pile and a discard pile, kept in a storage of the
//! game's choosing.
//!
//! Chance is an actor, so a rules crate holds no generator: a shuffle is a
//! chance action carrying a seed ([`crate::ChanceOutcomes::Seeded`]), and the
//! rules crate hands that seed to [`Deck::shuffle_with_seed`] (or
//! [`Deck::reshuffle_discards_keeping_top_with_seed`]). The same seed always
//! gives the same order, so a seed plus the action list replays a game, and a
//! test can force a deal by choosing the seed.
//!
//! The piles live in a [`Pile`]: a `Vec` (the default, any number of cards) or
//! an [`ArrayPile`] (fixed capacity, inline). A deck of `ArrayPile`s holds no
//! heap data and is `Copy` when its cards are, so a game that copies its state
//! in its move generator (Jackar) keeps a compact state.
//!
//! ```
//! use rules_core::{ArrayPile, Deck};
//!
//! // Toki's 108 cards in one fixed-size deck: a bank (draw pile) and a discard pile.
//! let cards: Vec<u8> = (0..108).map(|i| (i % 14) as u8).collect();
//! let mut deck: Deck<u8, ArrayPile<u8, 108>> = Deck::from_cards(cards);
//! deck.shuffle_with_seed(42);                       // the chance action's seed
//! let hand: Vec<u8> = deck.draw_up_to(8).collect(); // deal eight
//! assert_eq!((hand.len(), deck.len()), (8, 100));
//! let up = deck.draw().expect("the bank is not empty");
//! deck.discard(up);                                 // the first discard, face up
//! assert_eq!(deck.top_discard(), Some(&up));
//!
//! // The same seed, the same order.
//! let mut again: Deck<u8, ArrayPile<u8, 108>> = Deck::from_cards((0..108).map(|i| (i % 14) as u8));
//! again.shuffle_with_seed(42);
//! assert_eq!(again.draw_up_to(8).collect::<Vec<_>>(), hand);
//!
//! // The bank runs out: the discards but the top card become the new bank.
//! for _ in 0..99 {
//!     let card = deck.draw().expect("cards left");
//!     deck.discard(card);
//! }
//! assert!(deck.is_empty());
//! deck.reshuffle_discards_keeping_top_with_seed(7);
//! assert_eq!((deck.len(), deck.discards().len()), (99, 1));
//! ```

use std::marker::PhantomData;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::rng_from_seed;

/// Where a deck keeps one pile of cards, bottom first (the top is the last card).
///
/// Implemented for `Vec<C>` and for [`ArrayPile`]; a game needs no other.
pub trait Pile: Default {
    /// The cards of the pile.
    type Card;
    /// The pile, bottom first.
    fn as_slice(&self) -> &[Self::Card];
    /// The pile, bottom first, to reorder in place.
    fn as_mut_slice(&mut self) -> &mut [Self::Card];
    /// Puts a card on top.
    ///
    /// # Panics
    /// An [`ArrayPile`] that is full: its capacity is the most cards the
    /// game's deck holds, so a game that loses no card never fills it past.
    fn push(&mut self, card: Self::Card);
    /// Takes the top card.
    fn pop(&mut self) -> Option<Self::Card>;
    /// Takes the card at `index`, putting the top card in its place.
    ///
    /// # Panics
    /// If `index` is not below the pile's length.
    fn swap_remove(&mut self, index: usize) -> Self::Card;
}

impl<C> Pile for Vec<C> {
    type Card = C;
    fn as_slice(&self) -> &[C] {
        self
    }
    fn as_mut_slice(&mut self) -> &mut [C] {
        self
    }
    fn push(&mut self, card: C) {
        Vec::push(self, card);
    }
    fn pop(&mut self) -> Option<C> {
        Vec::pop(self)
    }
    fn swap_remove(&mut self, index: usize) -> C {
        Vec::swap_remove(self, index)
    }
}

/// A pile of at most `N` cards kept inline (no heap), `Copy` when the cards
/// are. Its unused slots hold the card type's `Default`, never seen.
pub type ArrayPile<C, const N: usize> = tinyvec::ArrayVec<[C; N]>;

impl<C: Default, const N: usize> Pile for ArrayPile<C, N>
where
    [C; N]: tinyvec::Array<Item = C>,
{
    type Card = C;
    fn as_slice(&self) -> &[C] {
        tinyvec::ArrayVec::as_slice(self)
    }
    fn as_mut_slice(&mut self) -> &mut [C] {
        tinyvec::ArrayVec::as_mut_slice(self)
    }
    fn push(&mut self, card: C) {
        tinyvec::ArrayVec::push(self, card);
    }
    fn pop(&mut self) -> Option<C> {
        tinyvec::ArrayVec::pop(self)
    }
    fn swap_remove(&mut self, index: usize) -> C {
        tinyvec::ArrayVec::swap_remove(self, index)
    }
}

/// A draw pile and a discard pile (top = last card of each), in storage `P`.
/// Serialises as `{"draw_pile": [...], "discards": [...]}`, bottom first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(bound(serialize = "P: Serialize", deserialize = "P: Deserialize<'de>"))]
pub struct Deck<C, P = Vec<C>> {
    draw_pile: P,
    discards: P,
    #[serde(skip)]
    card: PhantomData<C>,
}

impl<C, P: Pile<Card = C>> Default for Deck<C, P> {
    fn default() -> Self {
        Deck::from_parts(P::default(), P::default())
    }
}

impl<C, P: Pile<Card = C>> Deck<C, P> {
    /// A deck whose draw pile is `cards` (the last card is drawn first).
    #[must_use]
    pub fn new(cards: P) -> Self {
        Deck::from_parts(cards, P::default())
    }

    /// A deck whose draw pile holds `cards` in this order (the last is drawn first).
    ///
    /// # Panics
    /// An [`ArrayPile`] given more cards than it holds.
    #[must_use]
    pub fn from_cards(cards: impl IntoIterator<Item = C>) -> Self {
        let mut pile = P::default();
        for card in cards {
            pile.push(card);
        }
        Deck::new(pile)
    }

    /// A deck from both piles, as saved.
    #[must_use]
    pub fn from_parts(draw_pile: P, discards: P) -> Self {
        Deck {
            draw_pile,
            discards,
            card: PhantomData,
        }
    }

    /// Shuffles the draw pile in the order the seed of a chance action gives
    /// (the table's generator, [`crate::rng_from_seed`]).
    pub fn shuffle_with_seed(&mut self, seed: u64) {
        self.shuffle(&mut rng_from_seed(seed));
    }

    /// Shuffles the draw pile with a generator the caller holds (tests, the
    /// driver). A rules crate uses [`Deck::shuffle_with_seed`].
    pub fn shuffle<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        self.draw_pile.as_mut_slice().shuffle(rng);
    }

    /// Puts the draw pile in a fixed order (for a stock whose order is not
    /// decided until its next shuffle, so that equal stocks compare equal and
    /// a seed always gives the same deal from them).
    pub fn sort_draw_pile(&mut self)
    where
        C: Ord,
    {
        self.draw_pile.as_mut_slice().sort_unstable();
    }

    /// Draws the top card, or `None` when the draw pile is empty.
    pub fn draw(&mut self) -> Option<C> {
        self.draw_pile.pop()
    }

    /// Draws up to `n` cards from the top, one at a time as the iterator is
    /// read, while the draw pile lasts ("draw back to three while it lasts").
    /// Cards not read stay on the pile.
    pub fn draw_up_to(&mut self, n: usize) -> impl Iterator<Item = C> + '_ {
        let mut left = n;
        std::iter::from_fn(move || {
            left = left.checked_sub(1)?;
            self.draw_pile.pop()
        })
    }

    /// Draws `n` cards, or none at all (and `None`) when fewer than `n` are left.
    pub fn draw_n(&mut self, n: usize) -> Option<Vec<C>> {
        if self.len() < n {
            return None;
        }
        Some(self.draw_up_to(n).collect())
    }

    /// Puts a card on top of the draw pile (a card given back).
    ///
    /// # Panics
    /// A full [`ArrayPile`] (see [`Pile::push`]).
    pub fn put_back(&mut self, card: C) {
        self.draw_pile.push(card);
    }

    /// Puts a card face up on the discard pile.
    ///
    /// # Panics
    /// A full [`ArrayPile`] (see [`Pile::push`]).
    pub fn discard(&mut self, card: C) {
        self.discards.push(card);
    }

    /// The top card of the discard pile.
    #[must_use]
    pub fn top_discard(&self) -> Option<&C> {
        self.discards.as_slice().last()
    }

    /// Takes the top card of the discard pile (Toki's turn may start with it),
    /// or `None` when the pile is empty.
    pub fn take_top_discard(&mut self) -> Option<C> {
        self.discards.pop()
    }

    /// Takes the whole discard pile (burnt, or picked up into a hand), bottom first.
    pub fn take_discards(&mut self) -> P {
        std::mem::take(&mut self.discards)
    }

    /// Turns the discard pile, all but its top card, into a draw pile shuffled
    /// by the seed of a chance action, underneath what is left of the draw pile
    /// (Toki's bank running out).
    pub fn reshuffle_discards_keeping_top_with_seed(&mut self, seed: u64) {
        self.reshuffle_discards_keeping_top(&mut rng_from_seed(seed));
    }

    /// [`Deck::reshuffle_discards_keeping_top_with_seed`] with a generator the caller holds.
    pub fn reshuffle_discards_keeping_top<R: Rng + ?Sized>(&mut self, rng: &mut R) {
        let Some(top) = self.discards.pop() else { return };
        let mut recycled = std::mem::take(&mut self.discards);
        recycled.as_mut_slice().shuffle(rng);
        let old = std::mem::take(&mut self.draw_pile);
        self.draw_pile = recycled;
        for card in Self::drain_bottom_first(old) {
            self.draw_pile.push(card);
        }
        self.discards.push(top);
    }

    /// The cards of a pile, bottom first, taking them out of it.
    fn drain_bottom_first(mut pile: P) -> impl Iterator<Item = C> {
        pile.as_mut_slice().reverse();
        std::iter::from_fn(move || pile.pop())
    }

    /// Cards left to draw.
    #[must_use]
    pub fn len(&self) -> usize {
        self.draw_pile.as_slice().len()
    }

    /// True when no card is left to draw.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The draw pile, bottom first.
    #[must_use]
    pub fn draw_pile(&self) -> &[C] {
        self.draw_pile.as_slice()
    }

    /// The discard pile, bottom first.
    #[must_use]
    pub fn discards(&self) -> &[C] {
        self.discards.as_slice()
    }

    /// The discard pile, bottom first, to reorder in place (Wajh al-Nahs'
    /// Under-over brings the bottom card to the top).
    pub fn discards_mut(&mut self) -> &mut [C] {
        self.discards.as_mut_slice()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A compact deck of up to 16 cards.
    type Small = Deck<u8, ArrayPile<u8, 16>>;

    #[test]
    fn draw_and_draw_n_take_from_the_top() {
        let mut deck = Deck::new(vec![1, 2, 3, 4]);
        assert_eq!(deck.draw(), Some(4));
        assert_eq!(deck.draw_n(2), Some(vec![3, 2]));
        assert_eq!(deck.draw_n(2), None, "only one card left");
        assert_eq!(deck.len(), 1, "a refused draw_n takes nothing");
    }

    #[test]
    fn draw_up_to_stops_when_the_pile_runs_out_and_leaves_what_is_not_read() {
        let mut deck: Small = Deck::from_cards([1, 2, 3, 4, 5]);
        assert_eq!(deck.draw_up_to(2).collect::<Vec<_>>(), [5, 4]);
        assert_eq!(deck.draw_up_to(3).next(), Some(3), "one read");
        assert_eq!(deck.len(), 2, "the two not read stay");
        assert_eq!(deck.draw_up_to(3).collect::<Vec<_>>(), [2, 1], "while it lasts");
        assert!(deck.is_empty());
        assert_eq!(deck.draw(), None);
    }

    #[test]
    fn same_seed_same_shuffle_in_either_storage() {
        let mut a = Deck::new((0..52).collect::<Vec<u8>>());
        let mut b = a.clone();
        a.shuffle_with_seed(7);
        b.shuffle(&mut rng_from_seed(7));
        assert_eq!(a, b);
        let mut c: Deck<u8, ArrayPile<u8, 52>> = Deck::from_cards(0..52);
        c.shuffle_with_seed(7);
        assert_eq!(c.draw_pile(), a.draw_pile(), "the storage does not change the order");
        let mut sorted = a.draw_pile().to_vec();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..52).collect::<Vec<_>>(), "a shuffle keeps every card");
        assert_ne!(a.draw_pile(), (0..52).collect::<Vec<_>>().as_slice());
        let mut d = Deck::new((0..52).collect::<Vec<u8>>());
        d.shuffle_with_seed(8);
        assert_ne!(d, a, "another seed, another order");
    }

    #[test]
    fn a_sorted_stock_deals_the_same_whatever_order_it_was_in() {
        let mut a: Small = Deck::from_cards([3, 1, 2, 2]);
        let mut b: Small = Deck::from_cards([2, 3, 2, 1]);
        a.sort_draw_pile();
        b.sort_draw_pile();
        assert_eq!(a, b);
        a.shuffle_with_seed(5);
        b.shuffle_with_seed(5);
        assert_eq!(a.draw_pile(), b.draw_pile());
    }

    #[test]
    fn reshuffle_keeps_the_top_discard_and_every_card() {
        let mut deck = Deck::from_parts(vec![1u8, 2], vec![3, 4, 5, 6]);
        deck.reshuffle_discards_keeping_top(&mut rng_from_seed(1));
        assert_eq!(deck.discards(), &[6]);
        assert_eq!(deck.len(), 5);
        assert_eq!(&deck.draw_pile()[3..], &[1, 2], "old draw pile stays on top");
        let mut all: Vec<u8> = deck.draw_pile().iter().chain(deck.discards()).copied().collect();
        all.sort_unstable();
        assert_eq!(all, vec![1, 2, 3, 4, 5, 6]);
        let mut inline: Small = Deck::from_parts([1, 2].into_iter().collect(), [3, 4, 5, 6].into_iter().collect());
        inline.reshuffle_discards_keeping_top_with_seed(1);
        assert_eq!(
            inline.draw_pile(),
            deck.draw_pile(),
            "the seed gives the generator's order"
        );
        let mut empty: Small = Deck::from_cards([1]);
        empty.reshuffle_discards_keeping_top_with_seed(1);
        assert_eq!(
            (empty.len(), empty.discards().len()),
            (1, 0),
            "no discards: nothing to do"
        );
    }

    #[test]
    fn discards_are_taken_whole_and_reordered_in_place() {
        let mut deck: Small = Deck::default();
        for card in [4, 9, 2] {
            deck.discard(card);
        }
        deck.discards_mut().rotate_left(1); // the bottom card to the top
        assert_eq!(deck.discards(), &[9, 2, 4]);
        assert_eq!(deck.top_discard(), Some(&4));
        assert_eq!(deck.take_top_discard(), Some(4), "the top card, taken alone");
        deck.discard(4);
        let pile = deck.take_discards();
        assert_eq!(pile.as_slice(), &[9, 2, 4]);
        assert_eq!(deck.top_discard(), None);
        assert_eq!(deck.take_top_discard(), None, "nothing to take from an empty pile");
        deck.put_back(7);
        assert_eq!(deck.draw(), Some(7));
    }

    #[test]
    fn an_inline_deck_is_copy_and_serialises_like_a_vec_deck() {
        let deck: Small = Deck::from_parts([1, 2].into_iter().collect(), [3].into_iter().collect());
        let copy = deck; // Copy: no heap behind it
        assert_eq!(copy, deck);
        let json = serde_json::to_value(deck).unwrap();
        assert_eq!(json, serde_json::json!({"draw_pile": [1, 2], "discards": [3]}));
        let as_vec: Deck<u8> = serde_json::from_value(json.clone()).unwrap();
        assert_eq!(as_vec.draw_pile(), deck.draw_pile());
        let back: Small = serde_json::from_value(json).unwrap();
        assert_eq!(back, deck);
        let too_many = serde_json::json!({"draw_pile": vec![0; 17], "discards": []});
        assert!(
            serde_json::from_value::<Small>(too_many).is_err(),
            "more than 16 cards is refused"
        );
    }
}
