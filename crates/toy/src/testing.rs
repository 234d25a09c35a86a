//! Pieces for the shared suites: the toy's invariant, likely-illegal actions, and
//! a variant of a state differing only in what a seat may not see.

use rules_core::{Deck, Game, Seat, TableRng};

use crate::{Action, CARDS, Toy};

/// The conformance invariant: every card is in the deck, a hand or the played
/// pile (eighteen in all).
///
/// # Errors
/// When a card went missing or appeared.
pub fn cards_conserved(toy: &Toy) -> Result<(), String> {
    let held: usize = toy.hands.iter().map(Vec::len).sum();
    let total = held + toy.played.len() + toy.deck.len();
    if total == CARDS.len() {
        Ok(())
    } else {
        Err(format!("{total} cards, not {}", CARDS.len()))
    }
}

/// Plays of every card the seat to act does not hold.
pub fn cards_not_in_hand(toy: &Toy, _rng: &mut TableRng) -> Vec<Action> {
    let hand = &toy.hands[toy.order.current()];
    (1..=9).filter(|c| !hand.contains(c)).map(Action::Play).collect()
}

/// The same state but for a card of another seat's hand, swapped with a card of
/// the deck; the swap brings a 9 into that hand or takes one out where it can, so
/// a choice that peeks at a 9 shows. `None` when nothing is hidden from `seat`.
pub fn hidden_variant(toy: &Toy, seat: Seat, _rng: &mut TableRng) -> Option<Toy> {
    let other = Seat::all(toy.players()).find(|s| *s != seat && !toy.hands[*s].is_empty())?;
    let mut variant = toy.clone();
    let mut pile = variant.deck.draw_pile().to_vec();
    let hand = &mut variant.hands[other];
    let (h, d) = match hand.iter().position(|&c| c == 9) {
        Some(h) => (h, pile.iter().position(|&c| c != 9)?),
        None => (
            0,
            pile.iter()
                .position(|&c| c == 9)
                .or_else(|| pile.iter().position(|&c| c != hand[0]))?,
        ),
    };
    std::mem::swap(&mut hand[h], &mut pile[d]);
    variant.deck = Deck::new(pile);
    Some(variant)
}
