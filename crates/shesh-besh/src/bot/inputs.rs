//! The network's inputs: what it is told of a position, from the side of the
//! player about to roll.
//!
//! For each side, the player on roll first:
//! - each of its 24 points (numbered from its own side) in four inputs, as
//!   TD-Gammon did: at least one checker, at least two (a made point), at
//!   least three (a spare), and half of every checker past three;
//! - its checkers on the bar, halved; its checkers off, in fifteenths;
//! - five expert features: its pip count (in hundreds), its made home-board
//!   points and its longest run of made points (in sixths), its checkers still
//!   in the opponent's home board or on the bar (in fifteenths), and its
//!   blots (in fifths);
//!
//! and last, whether the sides are still in contact. 207 inputs, most of them
//! zero: [`encode`] lists only the others.

use super::Board;
use crate::legal::BAR;

/// Inputs per side: 24 points × 4, the bar, off, five features.
const PER_SIDE: usize = 24 * 4 + 2 + FEATURES;
/// Expert features per side.
const FEATURES: usize = 5;
/// How many inputs the network reads.
pub const INPUTS: usize = 2 * PER_SIDE + 1;

/// A position's non-zero inputs: their indices and values.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Encoded {
    /// The indices of the non-zero inputs, increasing.
    pub index: Vec<u16>,
    /// Their values, in the same order.
    pub value: Vec<f32>,
}

impl Encoded {
    fn push(&mut self, index: usize, value: f32) {
        if value != 0.0 {
            // Fewer than 2^16 inputs.
            self.index.push(index as u16);
            self.value.push(value);
        }
    }

    /// The inputs as a full vector of [`INPUTS`] values.
    #[must_use]
    pub fn dense(&self) -> Vec<f32> {
        let mut x = vec![0.0; INPUTS];
        for (&i, &v) in self.index.iter().zip(&self.value) {
            x[usize::from(i)] = v;
        }
        x
    }
}

/// The inputs of `board`, seen by `board.me`, who is about to roll.
#[must_use]
pub fn encode(board: &Board) -> Encoded {
    let mut out = Encoded {
        index: Vec::with_capacity(64),
        value: Vec::with_capacity(64),
    };
    encode_into(board, &mut out);
    out
}

/// [`encode`] into a kept buffer.
pub fn encode_into(board: &Board, out: &mut Encoded) {
    out.index.clear();
    out.value.clear();
    side(&board.me, 0, out);
    side(&board.opp, PER_SIDE, out);
    out.push(INPUTS - 1, f32::from(u8::from(board.contact())));
}

fn side(s: &[u8; 25], base: usize, out: &mut Encoded) {
    for (i, &n) in s[..24].iter().enumerate() {
        if n == 0 {
            continue;
        }
        let at = base + 4 * i;
        out.push(at, 1.0);
        if n >= 2 {
            out.push(at + 1, 1.0);
        }
        if n >= 3 {
            out.push(at + 2, 1.0);
        }
        if n > 3 {
            out.push(at + 3, f32::from(n - 3) / 2.0);
        }
    }
    let at = base + 96;
    out.push(at, f32::from(s[BAR]) / 2.0);
    out.push(at + 1, f32::from(Board::off(s)) / 15.0);
    out.push(at + 2, Board::pips(s) as f32 / 100.0);
    let home = s[..6].iter().filter(|&&n| n >= 2).count();
    out.push(at + 3, home as f32 / 6.0);
    out.push(at + 4, f32::from(longest_prime(s)) / 6.0);
    let back: u8 = s[18..25].iter().sum();
    out.push(at + 5, f32::from(back) / 15.0);
    let blots = s[..24].iter().filter(|&&n| n == 1).count();
    out.push(at + 6, blots as f32 / 5.0);
}

/// The longest run of points holding two or more.
fn longest_prime(s: &[u8; 25]) -> u8 {
    let (mut best, mut run) = (0u8, 0u8);
    for &n in &s[..24] {
        run = if n >= 2 { run + 1 } else { 0 };
        best = best.max(run);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_encodes_both_sides_alike_and_in_contact() {
        let e = encode(&Board::START);
        let x = e.dense();
        assert_eq!(x.len(), INPUTS);
        assert_eq!(&x[..PER_SIDE], &x[PER_SIDE..2 * PER_SIDE]);
        assert_eq!(x[INPUTS - 1], 1.0);
        // The 6-point's five checkers: one, two, three, and (5 - 3) / 2.
        assert_eq!(&x[20..24], &[1.0, 1.0, 1.0, 1.0]);
        // The 24-point's two: no spare.
        assert_eq!(&x[92..96], &[1.0, 1.0, 0.0, 0.0]);
        assert!((x[96 + 2] - 1.67).abs() < 1e-6);
        assert!(e.index.windows(2).all(|w| w[0] < w[1]), "increasing indices");
    }

    #[test]
    fn the_sides_swap_when_the_board_is_flipped() {
        let mut b = Board::START;
        b.me[BAR] = 1;
        b.me[23] = 1;
        let x = encode(&b).dense();
        let y = encode(&b.flipped()).dense();
        assert_eq!(&x[..PER_SIDE], &y[PER_SIDE..2 * PER_SIDE]);
        assert_eq!(x[96], 0.5);
    }
}
