//! What may be played: which cards fit the pile (the normal rule, D2, D3,
//! D12), and the legal actions of the seat to act, in a fixed order.

use rules_core::{ArrayPile, Seat};

use crate::action::{Action, Exchange, Three};
use crate::card::{Card, Counts, KINDS, Kind, Special};
use crate::event::Source;
use crate::state::WajhAlNahs;

/// Whether `card` may be laid on a pile of value `value`, with or without a
/// Five-or-less limit in force.
///
/// - A number card: the normal rule, at least the pile's value; under a
///   limit (D12) instead any number of 5 or less.
/// - Five-or-less, Skip and Reverse: only on a value strictly lower than
///   their face value (D2), so never under a limit (whose value is 5).
/// - Zero, Burn, Transparent, Under-over and Carry-it: on anything, under a
///   limit too (D3).
#[must_use]
pub const fn fits(card: Card, value: u8, limit: bool) -> bool {
    match card.kind() {
        Kind::Number(n) => {
            if limit {
                n <= 5
            } else {
                n >= value
            }
        }
        Kind::Special(Special::FiveOrLess) => value < 5,
        Kind::Special(Special::Skip) => !limit && value < 6,
        Kind::Special(Special::Reverse) => !limit && value < 7,
        Kind::Special(_) => true,
    }
}

/// Bit `i` set when the card of index `i` fits: one mask per pile value
/// 0–13, without and with a limit (index `value * 2 + limit`).
const FITTING: [u32; 28] = {
    let mut masks = [0u32; 28];
    let mut v = 0;
    while v < 14 {
        let mut l = 0;
        while l < 2 {
            let mut mask = 0u32;
            let mut i = 0;
            while i < KINDS {
                if fits(Card::ALL[i], v as u8, l == 1) {
                    mask |= 1 << i;
                }
                i += 1;
            }
            masks[v * 2 + l] = mask;
            l += 1;
        }
        v += 1;
    }
    masks
};

/// The cards (as a mask of indices) that fit a pile of `value` with `limit`.
#[inline]
pub(crate) fn fitting_mask(value: u8, limit: bool) -> u32 {
    FITTING[usize::from(value.min(13)) * 2 + usize::from(limit)]
}

/// The kinds present in a multiset, as a mask of indices.
#[inline]
pub(crate) fn held_mask(counts: &Counts) -> u32 {
    // Branch-free: this runs at every position of a playout.
    let mut mask = 0;
    for (i, &k) in counts.iter().enumerate() {
        mask |= u32::from(k != 0) << i;
    }
    mask
}

/// Pushes every lay of the kinds in `mask`: each count from one to all held
/// (D13: one at a time for Under-over and Carry-it; `single`: one card only).
pub(crate) fn push_lays(out: &mut Vec<Action>, counts: &Counts, mut mask: u32, single: bool) {
    while mask != 0 {
        let i = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        let card = Card::ALL[i];
        let most = if single || !card.goes_in_groups() { 1 } else { counts[i] };
        out.extend((1..=most).map(|count| Action::Lay { card, count }));
    }
}

impl WajhAlNahs {
    /// Whether `card` fits the pile now.
    #[must_use]
    pub fn fits_now(&self, card: Card) -> bool {
        fits(card, self.value, self.limit)
    }

    /// The face-up cards of a seat as counts.
    pub(crate) fn face_up_counts(&self, seat: Seat) -> Counts {
        let mut counts = [0u8; KINDS];
        for card in &self.face_up[seat.index()] {
            counts[card.index()] += 1;
        }
        counts
    }

    /// Whether the seat to play can lay any card from where it plays now
    /// (a face-down card can always be picked): when not, it picks up (D7).
    pub(crate) fn can_lay(&self, seat: Seat) -> bool {
        let held = match self.source(seat) {
            Some(Source::Hand) => self.hands[seat.index()].kinds(),
            Some(Source::FaceUp) => held_mask(&self.face_up_counts(seat)),
            Some(Source::FaceDown) => return true,
            None => return false,
        };
        held & fitting_mask(self.value, self.limit) != 0
    }

    /// Every distinct swap a seat may make before play: hand cards given for
    /// as many face-up cards taken, never the same kind both ways (that
    /// would change nothing); `keep` first, then by size, then in card order.
    #[must_use]
    pub fn swaps(&self, seat: Seat) -> Vec<Exchange> {
        let hand: Three = self.hands[seat.index()].cards().into_iter().take(3).collect();
        let gives = sub_multisets(&hand);
        let takes = sub_multisets(&self.face_up[seat.index()]);
        let mut out = Vec::with_capacity(20);
        for give in &gives {
            for take in takes.iter().filter(|t| t.len() == give.len()) {
                if give.iter().all(|c| !take.contains(c)) {
                    out.push(Exchange::new(*give, *take));
                }
            }
        }
        out
    }
}

/// The distinct sub-multisets of a sorted list of at most three cards, by
/// size, then in card order (the empty one first).
fn sub_multisets(cards: &[Card]) -> ArrayPile<Three, 8> {
    let mut out: ArrayPile<Three, 8> = ArrayPile::default();
    let n = cards.len().min(3);
    for mask in 0u32..(1 << n) {
        let pick: Three = (0..n).filter(|i| mask & (1 << i) != 0).map(|i| cards[i]).collect();
        if !out.contains(&pick) {
            out.push(pick);
        }
    }
    out.sort_unstable_by(|a, b| (a.len(), a).cmp(&(b.len(), b)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fitting_masks_agree_with_fits() {
        for v in 0..=13 {
            for limit in [false, true] {
                for card in Card::ALL {
                    let by_mask = fitting_mask(v, limit) & (1 << card.index()) != 0;
                    assert_eq!(by_mask, fits(card, v, limit), "{card} on {v} limit {limit}");
                }
            }
        }
    }

    #[test]
    fn sub_multisets_are_distinct_and_by_size() {
        let three = |v: u8| Card::number(v).expect("a number");
        let sets = sub_multisets(&[three(3), three(3), three(9)]);
        let sizes: Vec<usize> = sets.iter().map(|s| s.len()).collect();
        assert_eq!(sizes, [0, 1, 1, 2, 2, 3], "[], [3], [9], [3 3], [3 9], [3 3 9]");
        assert_eq!(sets[1].as_slice(), [three(3)]);
    }

    #[test]
    fn the_held_mask_has_a_bit_for_each_kind_held() {
        let mut counts = [0u8; KINDS];
        assert_eq!(held_mask(&counts), 0);
        for (i, k) in [(0, 1), (7, 4), (8, 255), (12, 2), (20, 1), (15, 128)] {
            counts[i] = k;
        }
        let expected = [0, 7, 8, 12, 15, 20].iter().fold(0u32, |m, &i| m | 1 << i);
        assert_eq!(held_mask(&counts), expected);
    }
}
