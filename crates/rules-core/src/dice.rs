//! Dice, as chance outcomes. A rules crate never rolls: it lists the outcomes of a
//! roll and the driver draws one.

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
    pub fn new(sides: u8) -> Self {
        assert!(sides > 0, "a die has at least one face");
        Die { sides }
    }

    /// Number of faces.
    #[must_use]
    pub fn sides(self) -> u8 {
        self.sides
    }

    /// The faces, each equally likely.
    pub fn faces(self) -> impl Iterator<Item = u8> {
        1..=self.sides
    }

    /// True when `value` is a face of this die.
    #[must_use]
    pub fn has_face(self, value: u8) -> bool {
        (1..=self.sides).contains(&value)
    }
}

/// The 36 ordered outcomes of two dice, each of weight 1: `(first, second)`.
#[must_use]
pub fn two_dice_ordered(die: Die) -> Vec<((u8, u8), u32)> {
    die.faces()
        .flat_map(|a| die.faces().map(move |b| ((a, b), 1)))
        .collect()
}

/// The outcomes of two dice when their order does not matter: `(high, low)` with
/// weight 2 for a mixed roll and 1 for a double (21 outcomes for six-sided dice).
#[must_use]
pub fn two_dice_unordered(die: Die) -> Vec<((u8, u8), u32)> {
    let mut out = Vec::new();
    for high in die.faces() {
        for low in 1..=high {
            out.push(((high, low), if high == low { 1 } else { 2 }));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_dice_outcomes_cover_all_36_rolls() {
        let ordered = two_dice_ordered(Die::D6);
        assert_eq!(ordered.len(), 36);
        let unordered = two_dice_unordered(Die::D6);
        assert_eq!(unordered.len(), 21);
        assert_eq!(unordered.iter().map(|(_, w)| w).sum::<u32>(), 36);
        assert!(unordered.contains(&((6, 1), 2)));
        assert!(unordered.contains(&((3, 3), 1)));
        assert!(Die::D6.has_face(6) && !Die::D6.has_face(0) && !Die::D6.has_face(7));
    }
}
