//! What the whole table knows, read the way the heuristic player thinks: the
//! boxes as seen, and the odds of a card nobody has seen.
//!
//! A box is judged by its *expected points if the round ended now*: every
//! face-down card is one of the cards seen nowhere, each as likely as its
//! count says (the discard pile and every face-up card are out of the
//! reckoning). A column of two face-up cards scores what it scores; a face-up
//! Toki makes its column a pair whatever lies under it (it copies the card
//! turned up at the end); a face-up number over a face-down card scores both
//! unless the hidden card is its twin or a Toki; two face-down cards likewise.
//! Fours, sixes and eights count for the pairs already made.

use rules_core::Seat;

use crate::card::{CELLS, COLUMNS, Card, KINDS, NUMBER_COPIES, TOKI_COPIES};
use crate::score::Bonus;
use crate::state::{MAX_SEATS, Toki};
use crate::view::View;

/// The odds of an unseen card's kind, and the expected points of the columns
/// that hold unseen cards.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) struct Odds {
    /// The chance that an unseen card is of each kind (0–12, Toki).
    p: [f64; KINDS],
    /// The expected points of a column of a face-up `v` (0–12) over an unseen card.
    one_up: [f64; 13],
    /// The expected points of a column of two unseen cards.
    both_down: f64,
}

impl Odds {
    /// The odds given how many cards of each kind are unseen; with none
    /// unseen, the deck's own proportions (a column then holds no unseen card).
    pub(crate) fn from_counts(unseen: &[u16; KINDS]) -> Odds {
        let total: u16 = unseen.iter().sum();
        let mut p = [0.0; KINDS];
        for (kind, slot) in p.iter_mut().enumerate() {
            *slot = if total == 0 {
                let copies = if kind == KINDS - 1 { TOKI_COPIES } else { NUMBER_COPIES };
                f64::from(copies) / 108.0
            } else {
                f64::from(unseen[kind]) / f64::from(total)
            };
        }
        let mut one_up = [0.0; 13];
        for (v, slot) in (0u8..).zip(one_up.iter_mut()) {
            // The hidden card pairs when it is a twin or a Toki; otherwise both count.
            *slot = (0u8..13)
                .filter(|&k| k != v)
                .map(|k| p[usize::from(k)] * f64::from(v + k))
                .sum();
        }
        let both_down = (0..13).map(|j| p[j] * one_up[j]).sum();
        Odds { p, one_up, both_down }
    }

    /// Every kind with its chance, for the cards the bank may give.
    pub(crate) fn kinds(&self) -> impl Iterator<Item = (Card, f64)> + '_ {
        Card::kinds().map(|c| (c, self.p[c.kind()])).filter(|(_, p)| *p > 0.0)
    }

    /// The expected points of one column as seen (top, bottom).
    pub(crate) fn column(&self, top: Option<Card>, bottom: Option<Card>) -> f64 {
        match (top, bottom) {
            (Some(t), Some(b)) => f64::from(pair_value(t, b).map_or(t.face_points() + b.face_points(), |_| 0)),
            (Some(t), None) | (None, Some(t)) => t.value().map_or(0.0, |v| self.one_up[usize::from(v)]),
            (None, None) => self.both_down,
        }
    }

    /// The expected points of a box as seen, if the round ended now.
    pub(crate) fn box_points(&self, cells: &[Option<Card>; CELLS]) -> f64 {
        let mut points = 0.0;
        let mut pairs = [0u8; 13];
        for col in 0..COLUMNS {
            let (top, bottom) = (cells[col], cells[col + COLUMNS]);
            points += self.column(top, bottom);
            if let (Some(t), Some(b)) = (top, bottom)
                && let Some(v) = pair_value(t, b)
            {
                pairs[usize::from(v)] += 1;
            }
        }
        let bonus: i32 = (0u8..)
            .zip(pairs)
            .filter_map(|(v, n)| Bonus::of(v, n))
            .map(|b| b.points)
            .sum();
        points + f64::from(bonus)
    }
}

/// The value of the pair two face-up cards make, if they make one (a Toki
/// copies its partner; two Tokis are a pair of 0, D3).
pub(crate) fn pair_value(a: Card, b: Card) -> Option<u8> {
    match (a.value(), b.value()) {
        (None, None) => Some(0),
        (None, Some(v)) | (Some(v), None) => Some(v),
        (Some(x), Some(y)) => (x == y).then_some(x),
    }
}

/// The table as everyone sees it, compactly: every box as seen and the odds
/// of an unseen card.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Known {
    /// How many play.
    pub(crate) players: usize,
    /// Every box as seen (`None`: face down; all `None` before the deal).
    pub(crate) boxes: [[Option<Card>; CELLS]; MAX_SEATS],
    /// The odds of an unseen card.
    pub(crate) odds: Odds,
}

impl Known {
    /// From the view every seat has.
    pub(crate) fn from_view(view: &View) -> Known {
        let mut boxes = [[None; CELLS]; MAX_SEATS];
        for (s, slot) in boxes.iter_mut().enumerate().take(view.players) {
            *slot = view.seen_box(Seat::new(s));
        }
        let seen = boxes
            .iter()
            .flatten()
            .filter_map(|c| *c)
            .chain(view.discard.iter().copied())
            .chain(view.drawn.map(|d| d.card));
        Known {
            players: view.players,
            boxes,
            odds: Odds::from_counts(&unseen_counts(seen)),
        }
    }

    /// From a full state, reading only what everyone sees of it (the search's
    /// playouts judge positions as a player at the table would).
    pub(crate) fn from_game(game: &Toki) -> Known {
        let players = usize::from(game.players);
        let mut boxes = [[None; CELLS]; MAX_SEATS];
        if game.dealt {
            for (slot, b) in boxes.iter_mut().zip(&game.boxes[..players]) {
                *slot = b.as_seen();
            }
        }
        let seen = boxes
            .iter()
            .flatten()
            .filter_map(|c| *c)
            .chain(game.discard().iter().copied())
            .chain(game.drawn.map(|d| d.card));
        Known {
            players,
            boxes,
            odds: Odds::from_counts(&unseen_counts(seen)),
        }
    }

    /// The expected points of `seat`'s box if the round ended now.
    pub(crate) fn points(&self, seat: Seat) -> f64 {
        self.odds.box_points(&self.boxes[seat.index()])
    }
}

/// How many cards of each kind are not among `seen`.
fn unseen_counts(seen: impl Iterator<Item = Card>) -> [u16; KINDS] {
    let mut left = [u16::from(NUMBER_COPIES); KINDS];
    left[KINDS - 1] = u16::from(TOKI_COPIES);
    for card in seen {
        left[card.kind()] = left[card.kind()].saturating_sub(1);
    }
    left
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(v: u8) -> Option<Card> {
        Card::number(v)
    }

    #[test]
    fn a_face_up_column_scores_exactly_and_a_toki_always_pairs() {
        let odds = Odds::from_counts(&[8; KINDS]);
        assert_eq!(odds.column(card(7), card(7)), 0.0);
        assert_eq!(odds.column(card(7), card(3)), 10.0);
        assert_eq!(odds.column(Some(Card::TOKI), card(9)), 0.0);
        // A Toki over a face-down card copies it at the end: a pair.
        assert_eq!(odds.column(Some(Card::TOKI), None), 0.0);
    }

    #[test]
    fn a_low_card_over_a_hidden_one_is_worth_less_than_a_high_one() {
        let odds = Odds::from_counts(&[8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 4]);
        let low = odds.column(card(1), None);
        let high = odds.column(None, card(11));
        assert!(low < high, "{low} {high}");
        // Two hidden cards: about two average cards, less the chance of a pair.
        assert!(odds.both_down > 9.0 && odds.both_down < 12.0, "{}", odds.both_down);
    }

    #[test]
    fn when_every_twin_is_seen_a_face_up_card_cannot_pair() {
        let mut unseen = [2u16; KINDS];
        unseen[5] = 0;
        unseen[KINDS - 1] = 0;
        let odds = Odds::from_counts(&unseen);
        // The hidden card is never a 5 nor a Toki: 5 plus the mean of the rest.
        let mean: f64 = (0..13).filter(|&k| k != 5).map(f64::from).sum::<f64>() / 12.0;
        assert!((odds.column(card(5), None) - (5.0 + mean)).abs() < 1e-9);
    }

    #[test]
    fn two_pairs_of_one_value_earn_the_four() {
        let odds = Odds::from_counts(&[8; KINDS]);
        let cells = [card(4), card(4), card(9), card(1), card(4), card(4), card(2), card(1)];
        // Pairs of 4, 4 and 1: a four of 4s (−10), the 9 and 2 apart.
        assert_eq!(odds.box_points(&cells), 11.0 - 10.0);
    }
}
