//! Dice, as chance outcomes. A rules crate never rolls: at a chance point it
//! names the [`Dice`] thrown and how a [`Roll`] becomes its action
//! ([`crate::ChanceOutcomes::Dice`]); the driver rolls them from its seed.
//!
//! ```
//! use rules_core::{Dice, Die};
//!
//! // Backgammon's roll: two dice whose order does not matter, higher first.
//! let roll = Dice::unordered(2, Die::D6);
//! let outcomes: Vec<_> = roll.outcomes().collect();
//! assert_eq!(outcomes.len(), 21);
//! assert_eq!((&outcomes[1].0[..], outcomes[1].1), (&[2, 1][..], 2)); // 2-1: two ways
//! assert_eq!(roll.total_weight(), 36);
//!
//! // Who starts: each player's die told apart (White's first), 36 outcomes.
//! let opening = Dice::ordered(2, Die::D6);
//! assert_eq!(opening.outcomes().count(), 36);
//! assert_eq!(&opening.roll_at(7)[..], &[2, 2]);
//! ```

use std::ops::Deref;

use serde::{Deserialize, Serialize};

/// A fair die with `sides` faces numbered 1 to `sides`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Die {
    sides: u8,
}

impl Die {
    /// The usual six-sided die.
    pub const D6: Die = Die { sides: 6 };

    /// A die with `sides` faces.
    ///
    /// # Panics
    /// If `sides` is zero.
    #[must_use]
    pub const fn new(sides: u8) -> Self {
        assert!(sides > 0, "a die has at least one face");
        Die { sides }
    }

    /// Number of faces.
    #[must_use]
    #[inline]
    pub fn sides(self) -> u8 {
        self.sides
    }

    /// The faces, each equally likely.
    pub fn faces(self) -> impl Iterator<Item = u8> {
        1..=self.sides
    }

    /// True when `value` is a face of this die.
    #[must_use]
    #[inline]
    pub fn has_face(self, value: u8) -> bool {
        (1..=self.sides).contains(&value)
    }
}

/// The most dice thrown at once.
pub const MAX_DICE: usize = 4;

/// Dice thrown together: how many, of which die, and whether each die is told
/// apart from the others.
///
/// - [`Dice::ordered`]: each die belongs to someone (White's and Black's dice of
///   an opening roll); a roll lists the faces die by die, every sequence of
///   faces is an outcome of weight 1.
/// - [`Dice::unordered`]: only the faces thrown count (backgammon's roll); a roll
///   lists them highest first, and its weight is the number of orders the dice
///   could show it in (2 for 6-1, 1 for 3-3).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Dice {
    die: Die,
    count: u8,
    ordered: bool,
}

impl Dice {
    /// `count` dice told apart, listed die by die.
    ///
    /// # Panics
    /// If `count` is 0 or more than [`MAX_DICE`].
    #[must_use]
    pub const fn ordered(count: u8, die: Die) -> Dice {
        assert!(count > 0 && count as usize <= MAX_DICE, "1 to MAX_DICE dice");
        Dice {
            die,
            count,
            ordered: true,
        }
    }

    /// `count` dice whose order does not matter, listed highest first.
    ///
    /// # Panics
    /// If `count` is 0 or more than [`MAX_DICE`].
    #[must_use]
    pub const fn unordered(count: u8, die: Die) -> Dice {
        assert!(count > 0 && count as usize <= MAX_DICE, "1 to MAX_DICE dice");
        Dice {
            die,
            count,
            ordered: false,
        }
    }

    /// One die.
    #[must_use]
    pub const fn one(die: Die) -> Dice {
        Dice::ordered(1, die)
    }

    /// The die thrown.
    #[must_use]
    #[inline]
    pub fn die(self) -> Die {
        self.die
    }

    /// How many dice are thrown.
    #[must_use]
    #[inline]
    pub fn count(self) -> usize {
        usize::from(self.count)
    }

    /// Whether each die is told apart ([`Dice::ordered`]).
    #[must_use]
    #[inline]
    pub fn is_ordered(self) -> bool {
        self.ordered
    }

    /// The sum of the weights of every outcome: `sides ^ count`, as every
    /// sequence the dice can show is equally likely.
    #[must_use]
    #[inline]
    pub fn total_weight(self) -> u64 {
        u64::from(self.die.sides).pow(u32::from(self.count))
    }

    /// True when `faces` is an outcome: as many faces as dice, each on the die,
    /// and highest first unless the dice are ordered.
    #[must_use]
    pub fn is_roll(self, faces: &[u8]) -> bool {
        faces.len() == self.count()
            && faces.iter().all(|&f| self.die.has_face(f))
            && (self.ordered || faces.windows(2).all(|w| w[0] >= w[1]))
    }

    /// Every outcome with its weight, in a fixed order: sequences of faces in
    /// lexicographic order (for unordered dice, the highest-first ones: 1-1,
    /// 2-1, 2-2, 3-1, …). The weights add up to [`Dice::total_weight`].
    pub fn outcomes(self) -> impl Iterator<Item = (Roll, u32)> {
        let mut next = Some(Roll::of(self, &[1; MAX_DICE][..self.count()]));
        std::iter::from_fn(move || {
            let roll = next?;
            next = self.after(roll);
            let weight = if self.ordered { 1 } else { orders(&roll) };
            Some((roll, weight))
        })
    }

    /// The outcome that a draw of `pick` (from 0 to [`Dice::total_weight`]) lands
    /// on when the outcomes of [`Dice::outcomes`] are laid end to end, each as
    /// long as its weight. A driver rolls with a uniform `pick`; the result is
    /// the same as drawing from the weighted list, without building it.
    #[must_use]
    #[inline]
    pub fn roll_at(self, pick: u64) -> Roll {
        let total = self.total_weight();
        // A driver's pick is below the total already: no division then (a
        // 64-bit division costs more than the rest of a roll).
        let pick = if pick < total { pick } else { pick % total };
        if !self.ordered && self.count == 2 {
            // Highest face h covers the picks (h-1)² to h² - 1: h - 1 mixed rolls
            // of weight 2, then the double.
            let high = pick.isqrt() + 1;
            let low = (pick - (high - 1) * (high - 1)) / 2 + 1;
            return Roll::of(self, &[high as u8, low as u8]);
        }
        self.roll_among(pick)
    }

    /// [`Dice::roll_at`] of a pick below the total, for ordered dice and
    /// more than two unordered ones.
    fn roll_among(self, pick: u64) -> Roll {
        let sides = u64::from(self.die.sides);
        let mut faces = [0u8; MAX_DICE];
        if self.ordered {
            // The faces are the digits of `pick` in base `sides`, first die first.
            let mut rest = pick;
            for f in faces[..self.count()].iter_mut().rev() {
                *f = (rest % sides) as u8 + 1;
                rest /= sides;
            }
            return Roll::of(self, &faces[..self.count()]);
        }
        let mut rest = pick;
        for (roll, weight) in self.outcomes() {
            if rest < u64::from(weight) {
                return roll;
            }
            rest -= u64::from(weight);
        }
        // Unreachable: the weights add up to the total.
        Roll::of(self, &[1; MAX_DICE][..self.count()])
    }

    /// The outcome after `roll` in the order of [`Dice::outcomes`].
    fn after(self, roll: Roll) -> Option<Roll> {
        let mut faces = roll.faces;
        let n = self.count();
        // The last face that can still go up; for unordered dice a face stays at
        // most the one before it.
        let i = (0..n)
            .rev()
            .find(|&i| faces[i] < self.die.sides && (self.ordered || i == 0 || faces[i] < faces[i - 1]))?;
        faces[i] += 1;
        for f in &mut faces[i + 1..n] {
            *f = 1;
        }
        Some(Roll::of(self, &faces[..n]))
    }
}

/// The number of orders the faces of an unordered roll can come in.
fn orders(roll: &Roll) -> u32 {
    let factorial = |n: usize| (1..=n as u32).product::<u32>();
    let mut weight = factorial(roll.len());
    let mut run = 1;
    for i in 1..=roll.len() {
        if i < roll.len() && roll[i] == roll[i - 1] {
            run += 1;
        } else {
            weight /= factorial(run);
            run = 1;
        }
    }
    weight
}

/// The faces a throw of [`Dice`] shows: die by die for ordered dice, highest
/// first otherwise. Reads as a slice of faces (`roll[0]`, `roll.len()`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Roll {
    faces: [u8; MAX_DICE],
    len: u8,
}

impl Roll {
    #[inline]
    fn of(dice: Dice, faces: &[u8]) -> Roll {
        let mut all = [0; MAX_DICE];
        all[..faces.len()].copy_from_slice(faces);
        Roll {
            faces: all,
            len: dice.count,
        }
    }
}

impl Deref for Roll {
    type Target = [u8];
    #[inline]
    fn deref(&self) -> &[u8] {
        &self.faces[..usize::from(self.len)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_unordered_dice_give_21_outcomes_highest_first_weighing_36() {
        let dice = Dice::unordered(2, Die::D6);
        let outcomes: Vec<(Vec<u8>, u32)> = dice.outcomes().map(|(r, w)| (r.to_vec(), w)).collect();
        assert_eq!(outcomes.len(), 21);
        assert_eq!(
            outcomes[..4],
            [(vec![1, 1], 1), (vec![2, 1], 2), (vec![2, 2], 1), (vec![3, 1], 2)]
        );
        assert_eq!(outcomes.iter().map(|(_, w)| w).sum::<u32>(), 36);
        assert!(outcomes.iter().all(|(r, w)| (*w == 1) == (r[0] == r[1])));
        assert!(outcomes.iter().all(|(r, _)| dice.is_roll(r)));
        assert!(!dice.is_roll(&[1, 2]) && !dice.is_roll(&[7, 1]) && !dice.is_roll(&[3]));
    }

    #[test]
    fn ordered_dice_list_every_sequence_once_first_die_first() {
        let dice = Dice::ordered(2, Die::D6);
        let outcomes: Vec<Vec<u8>> = dice
            .outcomes()
            .map(|(r, w)| {
                assert_eq!(w, 1);
                r.to_vec()
            })
            .collect();
        assert_eq!(outcomes.len(), 36);
        assert_eq!(outcomes[0..3], [vec![1, 1], vec![1, 2], vec![1, 3]]);
        assert_eq!(outcomes[35], vec![6, 6]);
        assert!(dice.is_roll(&[1, 2]));
        let one = Dice::one(Die::new(4));
        assert_eq!(one.outcomes().map(|(r, _)| r[0]).collect::<Vec<_>>(), [1, 2, 3, 4]);
    }

    #[test]
    fn three_unordered_dice_weigh_each_roll_by_its_orders() {
        let dice = Dice::unordered(3, Die::D6);
        let outcomes: Vec<(Vec<u8>, u32)> = dice.outcomes().map(|(r, w)| (r.to_vec(), w)).collect();
        assert_eq!(outcomes.len(), 56, "multisets of 3 faces out of 6");
        assert_eq!(outcomes.iter().map(|(_, w)| u64::from(*w)).sum::<u64>(), 216);
        let weight = |faces: &[u8]| outcomes.iter().find(|(r, _)| r == faces).map(|(_, w)| *w);
        assert_eq!(
            (weight(&[3, 2, 1]), weight(&[5, 5, 2]), weight(&[4, 4, 4])),
            (Some(6), Some(3), Some(1))
        );
    }

    #[test]
    fn a_pick_lands_on_the_outcome_its_weight_covers() {
        for dice in [
            Dice::unordered(2, Die::D6),
            Dice::ordered(2, Die::D6),
            Dice::unordered(3, Die::D6),
            Dice::ordered(3, Die::new(4)),
            Dice::one(Die::D6),
        ] {
            // Lay the outcomes end to end, each as long as its weight.
            let laid: Vec<Roll> = dice
                .outcomes()
                .flat_map(|(r, w)| std::iter::repeat_n(r, w as usize))
                .collect();
            assert_eq!(laid.len() as u64, dice.total_weight(), "{dice:?}");
            for (pick, want) in laid.iter().enumerate() {
                assert_eq!(dice.roll_at(pick as u64), *want, "{dice:?} pick {pick}");
            }
        }
    }
}
