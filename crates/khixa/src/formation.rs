//! The six rounds' target formations, whether an area holds one, and how a
//! round is scored (D8, D9, D11, D13, D14).

use serde::{Deserialize, Serialize};

use crate::area::{Area, spread};
use crate::cell::Cell;
use crate::shape::Shape;

/// The bonus of the round's winner (D8).
pub const BONUS: u32 = 20;

/// A round's target formation; round *n* of a match has the *n*-th.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Formation {
    /// Round 1: 3 pieces of one colour, joined.
    Trio,
    /// Round 2: 2 pieces of one colour, joined.
    Pair,
    /// Round 3: 4 pieces of one colour, joined.
    Four,
    /// Round 4: 4 pieces of consecutive values joined along the sequence.
    Ladder,
    /// Round 5: 5 pieces of one colour, joined.
    Five,
    /// Round 6: 4 joined pieces of one colour and 3 joined pieces of a colour,
    /// two different groups (D11).
    FourAndTrio,
}

/// A formation found in an area: its cells and what it scores.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The cells of the pieces that make it (a whole group where a group is
    /// bigger than the formation needs).
    pub cells: u64,
    /// The points: the values of the pieces counted (D8, D9).
    pub points: u32,
}

/// A same-colour group: its value, size and cells.
#[derive(Copy, Clone, Debug)]
struct Group {
    value: u32,
    size: u32,
    cells: u64,
}

fn groups(area: &Area) -> Vec<Group> {
    area.groups()
        .map(|(shape, cells)| Group {
            value: u32::from(shape.value()),
            size: cells.count_ones(),
            cells,
        })
        .collect()
}

/// The better of two finds: more points; on a tie the first.
fn better(a: Option<Found>, b: Option<Found>) -> Option<Found> {
    match (a, b) {
        (Some(x), Some(y)) if y.points > x.points => Some(y),
        (None, y) => y,
        (x, _) => x,
    }
}

impl Formation {
    /// The six formations, round by round.
    pub const ALL: [Formation; 6] = [
        Formation::Trio,
        Formation::Pair,
        Formation::Four,
        Formation::Ladder,
        Formation::Five,
        Formation::FourAndTrio,
    ];

    /// The formation of round 1 to 6.
    #[must_use]
    pub fn of_round(round: u8) -> Option<Formation> {
        Formation::ALL.get(usize::from(round).checked_sub(1)?).copied()
    }

    /// Its round, 1 to 6.
    #[must_use]
    pub fn round(self) -> u8 {
        self as u8 + 1
    }

    /// Its name as the rules file writes it (`Four and trio`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Formation::Trio => "Trio",
            Formation::Pair => "Pair",
            Formation::Four => "Four",
            Formation::Ladder => "Ladder",
            Formation::Five => "Five",
            Formation::FourAndTrio => "Four and trio",
        }
    }

    /// What it is, in one line.
    #[must_use]
    pub fn describe(self) -> &'static str {
        match self {
            Formation::Trio => "3 pieces of the same colour, joined",
            Formation::Pair => "2 pieces of the same colour, joined",
            Formation::Four => "4 pieces of the same colour, joined",
            Formation::Ladder => "4 joined pieces of consecutive values, along the sequence",
            Formation::Five => "5 pieces of the same colour, joined",
            Formation::FourAndTrio => {
                "4 joined pieces of a colour plus 3 joined pieces of a colour, two separate groups"
            }
        }
    }

    /// The pieces of one colour a same-colour formation needs (`None` for
    /// the ladder and round 6).
    #[must_use]
    pub fn same_colour(self) -> Option<u32> {
        match self {
            Formation::Trio => Some(3),
            Formation::Pair => Some(2),
            Formation::Four => Some(4),
            Formation::Five => Some(5),
            Formation::Ladder | Formation::FourAndTrio => None,
        }
    }

    /// Whether `area` holds the formation (G7, D11).
    #[must_use]
    pub fn is_complete(self, area: &Area) -> bool {
        match self.same_colour() {
            Some(need) => area.groups().any(|(_, g)| g.count_ones() >= need),
            None if self == Formation::Ladder => (1..=3).filter_map(Shape::new).any(|s| area.chain_ends(s, 4) != 0),
            None => {
                let (mut four, mut three) = (0, 0);
                for (_, g) in area.groups() {
                    let n = g.count_ones();
                    four += usize::from(n >= 4);
                    three += usize::from(n >= 3);
                }
                // Two different groups: one of four or more, another of three or more.
                four >= 1 && three >= 2
            }
        }
    }

    /// Whether placing a piece in `cell` of `area` (already placed) has
    /// completed the formation, given that `area` did not hold it before: a
    /// shortcut of [`Formation::is_complete`] for play, which looks only where
    /// the new piece can have changed something.
    #[must_use]
    pub(crate) fn completed_by(self, area: &Area, cell: Cell) -> bool {
        let group = area.group_of(cell).count_ones();
        match self.same_colour() {
            Some(need) => group >= need,
            // A new group of three or more is needed for a new pair of groups.
            None if self == Formation::FourAndTrio => group >= 3 && self.is_complete(area),
            None => self.is_complete(area),
        }
    }

    /// D8: the winner's best (highest-valued) complete formation, if the
    /// area holds one: the values of its pieces (a group counted up to the
    /// pieces the formation needs). Without the bonus.
    #[must_use]
    pub fn best_complete(self, area: &Area) -> Option<Found> {
        match self {
            Formation::Ladder => ladder(area, 4, 4),
            Formation::FourAndTrio => pairs(&groups(area), 4, 3),
            _ => {
                let need = self.same_colour().unwrap_or(0);
                groups(area)
                    .into_iter()
                    .filter(|g| g.size >= need)
                    .map(|g| Found {
                        cells: g.cells,
                        points: g.value * need,
                    })
                    .fold(None, |best, f| better(best, Some(f)))
            }
        }
    }

    /// D9, D13, D14: the best partial formation of a player who did not win
    /// the round: only joined pieces score (a group or chain of two or more).
    /// `None` when the player has none (scoring 0).
    #[must_use]
    pub fn best_partial(self, area: &Area) -> Option<Found> {
        match self {
            Formation::Ladder => ladder(area, 2, 4),
            Formation::FourAndTrio => pairs(&groups(area), 2, 2),
            _ => {
                let need = self.same_colour().unwrap_or(0);
                groups(area)
                    .into_iter()
                    .filter(|g| g.size >= 2)
                    .map(|g| Found {
                        cells: g.cells,
                        points: g.value * g.size.min(need),
                    })
                    .fold(None, |best, f| better(best, Some(f)))
            }
        }
    }

    /// What a player scores for the round: the winner D8 (their best
    /// formation plus [`BONUS`]), everyone else D9.
    #[must_use]
    pub fn score(self, area: &Area, winner: bool) -> u32 {
        if winner {
            self.best_complete(area).map_or(0, |f| f.points + BONUS)
        } else {
            self.best_partial(area).map_or(0, |f| f.points)
        }
    }
}

/// The best pair of two different groups, one counted up to 4 pieces and the
/// other up to 3 (D14), the first of at least `min_four` pieces and the
/// second of at least `min_three`. For a partial score (minimums of 2) a lone
/// group of two or more also counts, alone, up to 4 pieces: a player with a
/// single joined group scores it (D13).
fn pairs(groups: &[Group], min_four: u32, min_three: u32) -> Option<Found> {
    let mut best = None;
    for (i, a) in groups.iter().enumerate() {
        if a.size < min_four {
            continue;
        }
        let first = a.value * a.size.min(4);
        if min_three <= 2 {
            best = better(
                best,
                Some(Found {
                    cells: a.cells,
                    points: first,
                }),
            );
        }
        for (j, b) in groups.iter().enumerate() {
            if i == j || b.size < min_three {
                continue;
            }
            best = better(
                best,
                Some(Found {
                    cells: a.cells | b.cells,
                    points: first + b.value * b.size.min(3),
                }),
            );
        }
    }
    best
}

/// The best ladder chain of `min` to `max` pieces (G7): values rising by one
/// through joined pieces, scored by the sum of its values.
fn ladder(area: &Area, min: usize, max: usize) -> Option<Found> {
    let mut best = None;
    for len in min..=max {
        for start in Shape::ALL {
            if area.chain_ends(start, len) == 0 {
                continue;
            }
            let v = u32::from(start.value());
            let len32 = u32::try_from(len).unwrap_or(4);
            let points = len32 * v + len32 * (len32 - 1) / 2;
            best = better(
                best,
                Some(Found {
                    cells: chain_cells(area, start, len),
                    points,
                }),
            );
        }
    }
    best
}

/// The cells of one chain `start`, `start + 1`, … of `len` pieces (found by
/// walking back from an end), or 0 if there is none.
fn chain_cells(area: &Area, start: Shape, len: usize) -> u64 {
    let first = start.index();
    // stages[k]: cells of value start+k that end a rising chain of k + 1 pieces.
    let mut stages = [0u64; 6];
    stages[0] = area.of_shape(start);
    for k in 1..len {
        stages[k] = spread(stages[k - 1]) & area.of_shape(Shape::ALL[first + k]);
    }
    let Some(end) = Cell::of_mask(stages[len - 1]).next() else {
        return 0;
    };
    let mut cells = end.bit();
    let mut at = end.bit();
    for k in (0..len - 1).rev() {
        let back = spread(at) & stages[k];
        at = back & back.wrapping_neg();
        cells |= at;
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::Piece;

    /// An area from `(cell, value)` pairs (rotation 0: groups and chains do
    /// not look at contacts).
    fn area(pieces: &[(&str, u8)]) -> Area {
        let mut a = Area::new();
        for (name, v) in pieces {
            let cell: Cell = name.parse().expect("a cell");
            a.put(cell, Piece::new(Shape::new(*v).expect("a value"), 0));
        }
        a
    }

    #[test]
    fn the_six_rounds_have_the_formations_of_the_sheet() {
        let names: Vec<&str> = (1..=6).filter_map(Formation::of_round).map(Formation::name).collect();
        assert_eq!(names, ["Trio", "Pair", "Four", "Ladder", "Five", "Four and trio"]);
        assert_eq!(Formation::of_round(0), None);
        assert_eq!(Formation::of_round(7), None);
        assert!(
            Formation::ALL
                .iter()
                .all(|f| Formation::of_round(f.round()) == Some(*f))
        );
    }

    /// G7: a formation of k pieces of a colour is a group of at least k.
    #[test]
    fn g7_same_colour_formations_need_a_group_that_big() {
        let three = area(&[("a1", 2), ("b1", 2), ("c1", 2), ("e5", 2)]);
        assert!(Formation::Trio.is_complete(&three));
        assert!(Formation::Pair.is_complete(&three));
        assert!(!Formation::Four.is_complete(&three), "the fourth 2 is apart");
        // Joined only through another colour: not a group (G7).
        let split = area(&[("a1", 2), ("b1", 3), ("c1", 2)]);
        assert!(!Formation::Pair.is_complete(&split));
    }

    /// G7, round 4: the ladder's path follows the sequence without a break.
    #[test]
    fn g7_the_ladder_follows_the_sequence() {
        let bent = area(&[("a1", 3), ("b1", 4), ("b2", 5), ("a2", 6)]);
        assert!(Formation::Ladder.is_complete(&bent));
        // 1-2 and 3-4 joined, but 2 and 3 not: a break.
        let broken = area(&[("a1", 1), ("b1", 2), ("d1", 3), ("e1", 4)]);
        assert!(!Formation::Ladder.is_complete(&broken));
        // Joined but out of order along the path: 1-3-2-4.
        let shuffled = area(&[("a1", 1), ("b1", 3), ("c1", 2), ("d1", 4)]);
        assert!(!Formation::Ladder.is_complete(&shuffled));
    }

    /// D11: round 6 needs two different groups; a single group of seven does
    /// not do, two groups of one colour not joined to each other do.
    #[test]
    fn d11_four_and_trio_are_two_different_groups() {
        let one_big = area(&[
            ("a1", 4),
            ("b1", 4),
            ("c1", 4),
            ("d1", 4),
            ("e1", 4),
            ("f1", 4),
            ("g1", 4),
        ]);
        assert!(!Formation::FourAndTrio.is_complete(&one_big));
        let two = area(&[
            ("a1", 4),
            ("b1", 4),
            ("c1", 4),
            ("d1", 4),
            ("a3", 4),
            ("b3", 4),
            ("c3", 4),
        ]);
        assert!(Formation::FourAndTrio.is_complete(&two));
        assert_eq!(
            Formation::FourAndTrio.best_complete(&two).map(|f| f.points),
            Some(4 * 4 + 3 * 4)
        );
    }

    /// D8: the winner scores their best formation's values plus 20; a group
    /// bigger than needed counts only the pieces the formation needs.
    #[test]
    fn d8_the_winner_scores_the_best_formation_plus_twenty() {
        let a = area(&[
            ("a1", 2),
            ("b1", 2),
            ("c1", 2),
            ("d1", 2),
            ("a3", 5),
            ("b3", 5),
            ("c3", 5),
        ]);
        // Trio: the best is the 5s (15), not the 2s (6, four counted as three).
        assert_eq!(Formation::Trio.best_complete(&a).map(|f| f.points), Some(15));
        assert_eq!(Formation::Trio.score(&a, true), 35);
        assert_eq!(Formation::Four.score(&a, true), 8 + 20, "only the 2s make a four");
        let ladder = area(&[("a1", 1), ("b1", 2), ("c1", 3), ("d1", 4), ("e1", 5), ("f1", 6)]);
        assert_eq!(Formation::Ladder.score(&ladder, true), 3 + 4 + 5 + 6 + 20);
    }

    /// D9/D13: the others score their best partial formation, counting only
    /// joined pieces; a lone piece scores nothing.
    #[test]
    fn d9_d13_the_others_score_their_best_joined_partial_formation() {
        let a = area(&[("a1", 6), ("c1", 6), ("e1", 6), ("a5", 2), ("b5", 2)]);
        // Lone 6s score nothing (D13); the joined pair of 2s scores 4.
        assert_eq!(Formation::Five.score(&a, false), 4);
        let lone = area(&[("a1", 6), ("h8", 5)]);
        assert_eq!(Formation::Trio.score(&lone, false), 0);
        assert_eq!(Formation::Ladder.score(&lone, false), 0, "not joined");
        // A group of 6 counted up to the trio's three pieces: 3 × 3.
        let big = area(&[("a1", 3), ("b1", 3), ("c1", 3), ("d1", 3), ("e1", 3), ("f1", 3)]);
        assert_eq!(Formation::Trio.score(&big, false), 9);
        assert_eq!(Formation::Five.score(&big, false), 15);
        // Ladder partial: the best chain of at most four, by its sum: 5-6 (11)
        // beats 1-2-3 (6).
        let chains = area(&[("a1", 1), ("b1", 2), ("c1", 3), ("a5", 5), ("b5", 6)]);
        assert_eq!(Formation::Ladder.score(&chains, false), 11);
        let long = area(&[("a1", 1), ("b1", 2), ("c1", 3), ("d1", 4), ("e1", 5), ("f1", 6)]);
        assert_eq!(
            Formation::Ladder.score(&long, false),
            18,
            "3-4-5-6, at most four pieces"
        );
    }

    /// D14: round 6's partial score is the best pair of two different groups,
    /// one up to 4 and one up to 3 — not the best group first, then the best
    /// of the rest.
    #[test]
    fn d14_round_six_partial_is_the_best_pair_of_groups() {
        // Groups: 6s ×3 (18 up to 4, 18 up to 3) and 4s ×4 (16 up to 4, 12
        // up to 3), and a pair of 2s. The best group first (the 6s, 18) and
        // then the best of the rest up to 3 (the 4s, 12) makes 30; the best
        // pair is the 4s up to 4 and the 6s up to 3: 16 + 18 = 34.
        let a = area(&[
            ("a1", 6),
            ("b1", 6),
            ("c1", 6),
            ("a3", 4),
            ("b3", 4),
            ("c3", 4),
            ("d3", 4),
            ("a6", 2),
            ("b6", 2),
        ]);
        assert_eq!(Formation::FourAndTrio.score(&a, false), 34);
        // 3s ×4 and 4s ×3: the 3s up to 4 (12) and the 4s up to 3 (12) make
        // 24; the other way round 12 + 9.
        let b = area(&[
            ("a1", 3),
            ("b1", 3),
            ("c1", 3),
            ("d1", 3),
            ("a3", 4),
            ("b3", 4),
            ("c3", 4),
        ]);
        assert_eq!(Formation::FourAndTrio.score(&b, false), 24);
        // One joined group alone still scores (up to 4 pieces); none scores 0.
        let single = area(&[("a1", 5), ("b1", 5), ("h8", 6)]);
        assert_eq!(Formation::FourAndTrio.score(&single, false), 10);
        assert_eq!(Formation::FourAndTrio.score(&area(&[("h8", 6)]), false), 0);
    }

    #[test]
    fn the_cells_of_a_ladder_are_one_chain() {
        let a = area(&[("a1", 2), ("b1", 3), ("c1", 4), ("d1", 5), ("b2", 4)]);
        let found = Formation::Ladder.best_complete(&a).expect("2-3-4-5");
        let names: Vec<String> = Cell::of_mask(found.cells).map(|c| c.to_string()).collect();
        assert_eq!(names, ["a1", "b1", "c1", "d1"]);
        assert_eq!(found.points, 14);
    }
}
