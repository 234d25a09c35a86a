//! A full position consistent with one seat's view: the cards nobody at the
//! seat can see dealt anew at random.
//!
//! A seat sees its own hand, everyone's face-up cards, the pile and the cards
//! out of the game (each was seen on the pile or laid). It does not see the
//! other hands, the draw pile, or any face-down card — its own included. A
//! sample deals the deck less what the seat sees, shuffled, to those places
//! by the sizes the view shows. One rule narrows the deal: while seat 0
//! chooses the opening card, no hand holds a number card (D6), so the other
//! hands are dealt special cards only.

use rules_core::{ArrayPile, Deck, Determinize, Direction, Seat, ToAct, TurnOrder};

use crate::action::Three;
use crate::card::{Card, Counts, KINDS, cards_of, counts_of, full_deck};
use crate::hand::Hand;
use crate::options::Options;
use crate::state::{MAX_SEATS, Phase, SeatList, View, WajhAlNahs};

/// Removes `cards` from the multiset `pool`, or says which card the view
/// shows once too often.
fn remove_all(pool: &mut Counts, cards: &[Card]) -> Result<(), String> {
    for &card in cards {
        let slot = &mut pool[card.index()];
        *slot = slot
            .checked_sub(1)
            .ok_or_else(|| format!("the view shows one {} more than the deck holds", card.title()))?;
    }
    Ok(())
}

/// `n` cards from the top of a shuffled deck.
fn take(deck: &mut Deck<Card>, n: usize) -> Result<Vec<Card>, String> {
    deck.draw_n(n)
        .ok_or_else(|| "the view counts more hidden cards than there are".to_string())
}

/// A seat list of the view's seats.
fn seat_list(seats: &[Seat], n: usize) -> Result<SeatList, String> {
    let mut list = SeatList::default();
    for &s in seats {
        if s.index() >= n || list.len() >= MAX_SEATS {
            return Err(format!("the view names {s} at a table of {n}"));
        }
        list.push(s.0);
    }
    Ok(list)
}

impl Determinize for WajhAlNahs {
    /// The cards `seat` cannot see (the deck less its hand, the face-up
    /// cards, the pile and the cards out) shuffled from `seed` and dealt to
    /// the other hands, every face-down place and the draw pile.
    fn determinize(view: &View, seat: Seat, seed: u64) -> Result<Self, String> {
        let n = view.players;
        if !(2..=MAX_SEATS).contains(&n) || seat.index() >= n || view.seat != seat {
            return Err(format!(
                "a view of {} at a table of {n} asked for as seen by {seat}",
                view.seat
            ));
        }
        let sized = [
            view.hand_sizes.len(),
            view.face_up.len(),
            view.face_down.len(),
            view.marks.len(),
        ];
        if sized.iter().any(|&len| len != n) {
            return Err(format!("a view of {n} players with rows of {sized:?}"));
        }
        if view.face_up.iter().any(|row| row.len() > 3) || view.face_down.iter().any(|&k| k > 3) {
            return Err("the view shows more than three cards face up or face down".into());
        }
        let mut unseen = counts_of(&full_deck().collect::<Vec<_>>());
        remove_all(&mut unseen, &view.hand)?;
        for row in &view.face_up {
            remove_all(&mut unseen, row)?;
        }
        remove_all(&mut unseen, &view.pile)?;
        remove_all(&mut unseen, &view.out)?;
        let others = || Seat::all(n).filter(move |&s| s != seat);
        let in_hands: usize = others().map(|s| view.hand_sizes[s.index()]).sum();
        let hidden = in_hands + view.face_down.iter().sum::<usize>() + view.draw_count;
        let total: usize = unseen.iter().map(|&k| usize::from(k)).sum();
        if hidden != total {
            return Err(format!("the view hides {hidden} cards but {total} are unseen"));
        }
        // D6: while seat 0 chooses the opening card no hand holds a number card.
        let (mut for_hands, mut rest) = if view.phase == Phase::Opening {
            let mut specials = unseen;
            specials[..13].fill(0);
            let mut numbers = unseen;
            numbers[13..].fill(0);
            (
                Deck::from_cards(cards_of(&specials)),
                Some(Deck::from_cards(cards_of(&numbers))),
            )
        } else {
            (Deck::from_cards(cards_of(&unseen)), None)
        };
        for_hands.shuffle_with_seed(seed);
        let mut hands = [Hand::default(); MAX_SEATS];
        hands[seat.index()] = Hand::of(&view.hand);
        for s in others() {
            hands[s.index()] = Hand::of(&take(&mut for_hands, view.hand_sizes[s.index()])?);
        }
        let pool = match rest.as_mut() {
            Some(numbers) => {
                for card in for_hands.draw_up_to(usize::MAX) {
                    numbers.put_back(card);
                }
                numbers.shuffle_with_seed(seed.rotate_left(17));
                numbers
            }
            None => &mut for_hands,
        };
        let mut face_up = [Three::default(); MAX_SEATS];
        let mut face_down = [Three::default(); MAX_SEATS];
        for s in Seat::all(n) {
            face_up[s.index()] = view.face_up[s.index()].iter().copied().collect();
            face_down[s.index()] = take(pool, view.face_down[s.index()])?.into_iter().collect();
        }
        let draw: ArrayPile<Card, { crate::DECK_SIZE }> = take(pool, view.draw_count)?.into_iter().collect();
        let pile: ArrayPile<Card, { crate::DECK_SIZE }> = view.pile.iter().copied().collect();
        let current = match view.to_act {
            ToAct::Seat(s) if s.index() < n => s,
            ToAct::Seat(s) => return Err(format!("{s} to act at a table of {n}")),
            ToAct::Chance | ToAct::Over => Seat(0),
        };
        let mut order = TurnOrder::new(n, current);
        if view.direction < 0 {
            order.set_direction(Direction::Backward);
        }
        for &s in &view.finished {
            order.finish(s);
        }
        let mut marks = [0; MAX_SEATS];
        marks[..n].copy_from_slice(&view.marks);
        let mut out = [0u8; KINDS];
        for card in &view.out {
            out[card.index()] += 1;
        }
        Ok(WajhAlNahs {
            options: Options { stages: view.stages },
            players: u8::try_from(n).unwrap_or(2),
            phase: view.phase,
            order,
            hands,
            face_up,
            face_down,
            cards: Deck::from_parts(draw, pile),
            out,
            value: view.value,
            limit: view.limit,
            finished: seat_list(&view.finished, n)?,
            stalemate: view.stalemate,
            picked_up: seat_list(&view.picked_up, n)?,
            carry_it: view.carry_it,
            stage: view.stage,
            marks,
        })
    }
}
