//! Full states consistent with the table as everyone sees it
//! ([`rules_core::Determinize`]), for the search players.
//!
//! Nobody sees a face-down card, not even its owner, nor the bank's order;
//! everything face up is public, the whole discard pile included (each of its
//! cards landed face up). So a sample keeps every face-up card, the discard
//! pile, the card taken and the counters as the view shows them, and deals the
//! cards seen nowhere — 108 less the face-up cards, the discard pile and the
//! card taken — at random into the face-down cells and the bank.
//!
//! After a reshuffle (D5, D8) the bank is made of cards that were on the
//! discard pile, which a player with a perfect memory could tell apart from
//! the face-down cards. The view does not carry that (only the discard pile
//! as it is now), so a sample deals the reshuffled bank and the face-down
//! cards from one pool: what a player who forgot them would guess.

use rules_core::{ArrayPile, Deck, Determinize, Seat, SeatSet};

use crate::card::{CELLS, Card, DECK_SIZE, KINDS};
use crate::options::Options;
use crate::state::{MAX_SEATS, Phase, ROUNDS, Toki, counts_of};
use crate::view::View;

impl Determinize for Toki {
    /// A state showing `view` to every seat, its hidden cards dealt from
    /// `seed`. Every seat sees the same view, so `seat` changes nothing.
    ///
    /// # Errors
    /// When the view is not one a game gives: a player count outside 2–6, a
    /// card shown more often than the deck holds it, a bank count that does
    /// not fit the cards left; and at the bank's reshuffle, a chance point
    /// whose view does not say who takes next (a bot is only asked while a
    /// seat acts).
    fn determinize(view: &View, _seat: Seat, seed: u64) -> Result<Self, String> {
        let players = u8::try_from(view.players)
            .ok()
            .filter(|n| (2..=MAX_SEATS as u8).contains(n))
            .ok_or_else(|| format!("a view of {} players is not a Toki Toki table", view.players))?;
        if view.phase == Phase::Reshuffle {
            return Err("a view at the bank's reshuffle does not say who takes next".into());
        }
        let mut game = Toki::start(players, Options::default());
        game.round = view.round;
        game.rounds_scored = view.rounds_scored;
        game.phase = view.phase;
        game.drawn = view.drawn;
        game.bank_emptied = view.bank_emptied;
        game.round_turns = view.round_turns;
        game.ender = view.ender;
        game.tied = view.tied.iter().copied().collect::<SeatSet>();
        game.order.set_current(view.to_act.seat().unwrap_or(Seat(0)));
        read_scores(view, &mut game)?;

        let mut pool = unseen(view)?;
        pool.shuffle_with_seed(seed);
        game.dealt = view.boxes.iter().any(|b| !b.is_empty());
        if game.dealt {
            for (s, seen) in view.boxes.iter().enumerate().take(usize::from(players)) {
                let b = &mut game.boxes[s];
                b.up = 0;
                for i in 0..CELLS {
                    b.cards[i] = match seen.get(i).copied().flatten() {
                        Some(card) => {
                            b.up |= 1 << i;
                            card
                        }
                        None => pool.draw().ok_or("more face-down cards than cards left unseen")?,
                    };
                }
            }
        }
        if pool.len() != view.bank_count {
            return Err(format!(
                "{} cards unseen beside the face-down cards, but the bank holds {}",
                pool.len(),
                view.bank_count
            ));
        }
        game.piles = Deck::from_parts(pile(pool.draw_pile()), pile(&view.discard));
        Ok(game)
    }
}

/// The scores of the rounds played, from the view.
fn read_scores(view: &View, game: &mut Toki) -> Result<(), String> {
    for (s, rounds) in view.scores.iter().enumerate().take(MAX_SEATS) {
        for (r, &points) in rounds.iter().enumerate().take(usize::from(ROUNDS)) {
            game.scores[s][r] = i16::try_from(points).map_err(|_| format!("a round score of {points}"))?;
        }
    }
    Ok(())
}

/// A pile of these cards, bottom first (at most the 108 of the deck: the
/// caller has counted them).
fn pile(cards: &[Card]) -> ArrayPile<Card, DECK_SIZE> {
    let mut pile = ArrayPile::default();
    for &card in cards.iter().take(DECK_SIZE) {
        rules_core::Pile::push(&mut pile, card);
    }
    pile
}

/// The cards seen nowhere (in no face-up cell, not on the discard pile, not
/// the card taken), as the draw pile of a deck, in kind order.
fn unseen(view: &View) -> Result<Deck<Card, ArrayPile<Card, DECK_SIZE>>, String> {
    let seen = view
        .boxes
        .iter()
        .flatten()
        .filter_map(|c| *c)
        .chain(view.discard.iter().copied())
        .chain(view.drawn.map(|d| d.card));
    let seen = counts_of(seen);
    let mut cards = ArrayPile::<Card, DECK_SIZE>::default();
    for (kind, &shown) in seen.iter().enumerate().take(KINDS) {
        let card = Card::of_kind(kind).ok_or("a card kind out of range")?;
        let left = u16::from(card.copies())
            .checked_sub(shown)
            .ok_or_else(|| format!("the view shows {shown} cards {card}; the deck holds {}", card.copies()))?;
        for _ in 0..left {
            rules_core::Pile::push(&mut cards, card);
        }
    }
    Ok(Deck::new(cards))
}
