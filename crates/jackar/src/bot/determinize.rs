//! A full position consistent with one seat's view: the cards the seat
//! cannot see dealt anew at random.
//!
//! What a seat sees of Jackar is everything but cards: the board, every card
//! played in this series, its own hand, and how many cards every other hand,
//! the stock and (of six) the set-aside pile hold. The cards it cannot see are
//! therefore the deck(s) less its hand and the cards played; a sample deals
//! them, shuffled, to the set-aside pile, the other hands and the stock by
//! their sizes. Nothing else is hidden, so the rest of the state is read off
//! the view.

use rules_core::{Deck, Determinize, Seat, ToAct};

use crate::board::Board;
use crate::board::seating;
use crate::card::Card;
use crate::state::{CardCounts, Jackar, MAX_SEATS, Phase, View, copies_per_rank, count, stock_of};

/// Removes `cards` from the multiset `pool`, or says which card the view
/// shows once too often.
fn remove_all(pool: &mut CardCounts, cards: &[Card], what: &str) -> Result<(), String> {
    for &card in cards {
        let slot = &mut pool[usize::from(card.value() - 1)];
        *slot = slot
            .checked_sub(1)
            .ok_or_else(|| format!("the view's {what} hold one {card} more than the deck"))?;
    }
    Ok(())
}

/// Takes `n` cards from the top of a shuffled deck into a multiset.
fn deal(deck: &mut Deck<Card>, n: usize) -> Result<CardCounts, String> {
    let cards = deck
        .draw_n(n)
        .ok_or_else(|| "the view counts more hidden cards than there are".to_string())?;
    let mut counts = [0; 13];
    for card in cards {
        counts[usize::from(card.value() - 1)] += 1;
    }
    Ok(counts)
}

impl Determinize for Jackar {
    /// The cards `seat` cannot see (the deck less its hand and the cards
    /// played) shuffled from `seed` and dealt to the set-aside pile, the
    /// other hands and the stock by the sizes the view shows.
    fn determinize(view: &View, seat: Seat, seed: u64) -> Result<Self, String> {
        let n = view.players;
        let board = Board::new(n).ok_or_else(|| format!("Jackar has no table of {n}"))?;
        if seat.index() >= n || view.seat != seat {
            return Err(format!("a view of {} asked for as seen by {seat}", view.seat));
        }
        if view.marbles.len() != n || view.hand_sizes.len() != n {
            return Err(format!("a view of {n} players with {} marble rows", view.marbles.len()));
        }
        if view.hand.len() != view.hand_sizes[seat.index()] {
            return Err("the view's own hand and its size disagree".into());
        }
        let mut unseen = [copies_per_rank(n); 13];
        remove_all(&mut unseen, &view.hand, "own hand and played cards")?;
        remove_all(&mut unseen, &view.played, "own hand and played cards")?;
        let hidden: usize = view.stock_count
            + view.set_aside_count
            + Seat::all(n)
                .filter(|&s| s != seat)
                .map(|s| view.hand_sizes[s.index()])
                .sum::<usize>();
        if hidden != count(&unseen) {
            return Err(format!(
                "the view hides {hidden} cards but {} are unseen",
                count(&unseen)
            ));
        }
        let mut deck = Deck::from_cards(crate::state::cards_of(&unseen));
        deck.shuffle_with_seed(seed);
        let set_aside = deal(&mut deck, view.set_aside_count)?;
        let mut hands = [[0; 13]; MAX_SEATS];
        for s in Seat::all(n) {
            hands[s.index()] = if s == seat {
                let mut own = [0; 13];
                for &card in &view.hand {
                    own[usize::from(card.value() - 1)] += 1;
                }
                own
            } else {
                deal(&mut deck, view.hand_sizes[s.index()])?
            };
        }
        // The stock rests in rank order between deals, as the rules keep it.
        let rest = deal(&mut deck, view.stock_count)?;
        let mut order = seating(n);
        order.set_leader(view.leader.filter(|l| l.index() < n));
        let current = match view.to_act {
            ToAct::Seat(s) if s.index() < n => s,
            ToAct::Seat(s) => return Err(format!("{s} to act at a table of {n}")),
            ToAct::Chance | ToAct::Over => Seat(0),
        };
        order.set_current(current);
        let mut marbles = [[crate::Place::Graveyard; crate::MARBLES]; MAX_SEATS];
        marbles[..n].copy_from_slice(&view.marbles);
        let mut played = [0; 13];
        for &card in &view.played {
            played[usize::from(card.value() - 1)] += 1;
        }
        let mut game = Jackar {
            options: view.options,
            board,
            marbles,
            hands,
            stock: stock_of(&rest),
            played,
            last_played: view.last_played,
            set_aside,
            phase: view.phase,
            order,
            series: view.series,
            deal: view.deal,
            occ: [0; crate::state::TRACK_MAX],
            occ_bits: 0,
            bases: [0; MAX_SEATS],
        };
        game.rebuild_occ();
        if matches!(game.phase, Phase::Play | Phase::Discard) && game.hands[current.index()] == [0; 13] {
            return Err(format!("{current} is to act with no card"));
        }
        Ok(game)
    }
}
