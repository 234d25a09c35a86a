//! The heuristic's judgement of a placement or a steal, from the rules:
//! interlock toward the round's formation, earn jokers, steal well, keep
//! groups whole.
//!
//! An area is worth the sum, over its same-colour groups (G7), of a weight
//! that grows with the square of the group's size counted up to what the
//! formation needs, plus the values counted (what a partial formation scores,
//! D9): so joining two pieces of a colour is worth more than two lone pieces,
//! and a third to a pair more again. In the ladder round the worth is the
//! longest rising chain instead. Completing the round's formation is worth
//! more than anything else. A placement is judged by how much it adds, plus
//! a joker's worth for each gap it makes (D4); a steal by what the piece adds
//! to the thief and what its loss takes from the victim (a group split in
//! two loses its square).
//!
//! Everything is read on the areas' bit masks, looking only where the piece
//! goes or leaves: a judgement costs a few flood fills, so the search's
//! playouts can judge every placement of every turn.

use crate::area::{Area, flood, spread};
use crate::cell::Cell;
use crate::formation::Formation;
use crate::shape::{Piece, Shape};

/// What completing the round's formation is worth: more than anything else.
pub(crate) const COMPLETE: f64 = 10_000.0;

/// What a joker earned is worth (D4): about a steal's gain.
pub(crate) const JOKER: f64 = 15.0;

/// The weight of a same-colour group of `size` pieces of `value` toward
/// `formation`: the square of the pieces counted (up to what the formation
/// needs; round 6 counts up to four), plus their values.
fn weight(formation: Formation, size: u32, value: u8) -> f64 {
    let need = formation.same_colour().unwrap_or(4);
    let n = size.min(need);
    f64::from(n * n) * 10.0 + f64::from(n * u32::from(value))
}

/// The longest rising chain in `area` (1 to 4 pieces; 0 for an empty area),
/// and the highest sum of values of a chain that long.
fn ladder(area: &Area) -> (u32, u32) {
    let mut best = (u32::from(!area.is_empty()), 0);
    for len in 2..=4u32 {
        for start in Shape::ALL {
            if area.chain_ends(start, len as usize) != 0 {
                let sum = len * u32::from(start.value()) + len * (len - 1) / 2;
                if (len, sum) > best {
                    best = (len, sum);
                }
            }
        }
    }
    best
}

/// What the ladder round's chain is worth.
fn ladder_worth(area: &Area) -> f64 {
    let (len, sum) = ladder(area);
    f64::from(len * len) * 10.0 + f64::from(sum)
}

/// The sum of the weights of the same-colour groups of `shape` that touch
/// `cells` (each counted once), and their sizes in all.
fn touching(formation: Formation, area: &Area, shape: Shape, cells: u64) -> (f64, u32) {
    let same = area.of_shape(shape);
    let mut left = cells & same;
    let (mut worth, mut size) = (0.0, 0);
    while left != 0 {
        let group = flood(left & left.wrapping_neg(), same);
        left &= !group;
        worth += weight(formation, group.count_ones(), shape.value());
        size += group.count_ones();
    }
    (worth, size)
}

/// How much placing `piece` in `cell` of `area` adds toward `formation`
/// (without jokers): [`COMPLETE`] when it completes the formation.
pub(crate) fn placement_gain(formation: Formation, area: &Area, cell: Cell, piece: Piece) -> f64 {
    let shape = piece.shape;
    let bit = cell.bit();
    if formation == Formation::Ladder {
        let mut after = area.clone();
        after.put(cell, piece);
        if formation.completed_by(&after, cell) {
            return COMPLETE;
        }
        return ladder_worth(&after) - ladder_worth(area);
    }
    let (merged, size) = touching(formation, area, shape, spread(bit) & !bit);
    let joined = size + 1;
    let complete = match formation.same_colour() {
        Some(need) => joined >= need,
        None => {
            joined >= 3 && {
                let mut after = area.clone();
                after.put(cell, piece);
                formation.is_complete(&after)
            }
        }
    };
    if complete {
        return COMPLETE;
    }
    weight(formation, joined, shape.value()) - merged
}

/// What taking the piece in `cell` costs `area` toward `formation`: its
/// group's weight less the weights of the parts the group falls into.
pub(crate) fn loss(formation: Formation, area: &Area, cell: Cell) -> f64 {
    let Some(piece) = area.piece(cell) else { return 0.0 };
    let shape = piece.shape;
    if formation == Formation::Ladder {
        let mut after = area.clone();
        after.take(cell);
        return ladder_worth(area) - ladder_worth(&after);
    }
    let group = area.group_of(cell);
    let before = weight(formation, group.count_ones(), shape.value());
    let rest = group & !cell.bit();
    let mut after = 0.0;
    let mut left = rest;
    while left != 0 {
        let part = flood(left & left.wrapping_neg(), rest);
        left &= !part;
        after += weight(formation, part.count_ones(), shape.value());
    }
    before - after
}

/// A small preference among placements the judgement finds equal: room to
/// grow (empty cells around), so that the next pieces of the colour can join.
pub(crate) fn room(area: &Area, cell: Cell) -> f64 {
    let bit = cell.bit();
    f64::from((spread(bit) & !bit & !area.occupied()).count_ones()) * 0.1
}

/// How far `area` has come toward `formation`, from 0 (nothing joined) to 1
/// (as many pieces joined as the formation needs): the longest rising chain
/// of four in the ladder round (G7), the largest same-colour group counted up
/// to what the formation needs, and in round 6 the two largest groups counted
/// up to four and three (D11, D14, roughly: the two largest, whatever their
/// colours).
pub(crate) fn progress(formation: Formation, area: &Area) -> f64 {
    if formation == Formation::Ladder {
        return f64::from(ladder(area).0) / 4.0;
    }
    let mut sizes: Vec<u32> = area.groups().map(|(_, g)| g.count_ones()).collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    let first = sizes.first().copied().unwrap_or(0);
    match formation.same_colour() {
        Some(need) => f64::from(first.min(need)) / f64::from(need),
        None => {
            let second = sizes.get(1).copied().unwrap_or(0);
            f64::from(first.min(4) + second.min(3)) / 7.0
        }
    }
}
