//! Scoring a box: pairs in columns, the Toki's copy, the bonuses for several
//! pairs of one value, and what face-down cards count during the round (D9).
//!
//! One function, [`BoxScore::of`], scores a box as anyone sees it (a face-down
//! card is `None`): at the end of the round every card is face up and it gives
//! the round's score; during the round it gives the box's current points,
//! which the screen and the state JSON's `box_points` show.

use serde::{Deserialize, Serialize};

use crate::card::{CELLS, COLUMNS, Card};

/// How one column of a box scores.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ColumnScore {
    /// Two cards of equal value, one above the other: the pair scores 0. A
    /// Toki copies its partner, so a Toki and a number card are a pair of that
    /// number; two Tokis are a pair of 0 (D3).
    Pair {
        /// The pair's value (what the bonuses group by).
        value: u8,
        /// How many of its two cards are Tokis.
        tokis: u8,
    },
    /// No pair: each card scores its points. A face-down card counts 0, and so
    /// does a face-up Toki whose partner is face down (D9).
    Apart {
        /// The top card's points.
        top: u8,
        /// The bottom card's points.
        bottom: u8,
    },
}

impl ColumnScore {
    /// The column's points.
    #[must_use]
    pub fn points(self) -> i32 {
        match self {
            ColumnScore::Pair { .. } => 0,
            ColumnScore::Apart { top, bottom } => i32::from(top) + i32::from(bottom),
        }
    }
}

/// A bonus for several pairs of the same value in one box, subtracted from
/// the round's score.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bonus {
    /// The value the pairs share.
    pub value: u8,
    /// How many pairs of it: 2 (a four), 3 (a six) or 4 (an eight).
    pub pairs: u8,
    /// What it earns: −10, −15 or −20.
    pub points: i32,
}

impl Bonus {
    /// The bonus of `pairs` pairs of one value, if they earn one: a four
    /// (two pairs) −10 (D6: the sheet repeats the six's text here; −10 follows
    /// its −15/−20 progression), a six −15, an eight −20.
    #[must_use]
    pub fn of(value: u8, pairs: u8) -> Option<Bonus> {
        let points = match pairs {
            2 => -10,
            3 => -15,
            4 => -20,
            _ => return None,
        };
        Some(Bonus { value, pairs, points })
    }

    /// The group's name, by its number of cards: `four`, `six` or `eight`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self.pairs {
            2 => "four",
            3 => "six",
            _ => "eight",
        }
    }
}

/// A box's score with its reasons: each column, the bonuses, the total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoxScore {
    /// The four columns, left to right.
    pub columns: [ColumnScore; COLUMNS],
    /// The bonuses earned, by value (at most two: four pairs make at most two
    /// groups of two).
    pub bonuses: Vec<Bonus>,
    /// Columns' points plus bonuses; may be negative.
    pub points: i32,
}

impl BoxScore {
    /// Scores a box given as seen: `cards[i]` is the card in cell `i` (top row
    /// 0–3, bottom row 4–7), `None` while face down.
    #[must_use]
    pub fn of(cards: &[Option<Card>; CELLS]) -> BoxScore {
        let mut columns = [ColumnScore::Apart { top: 0, bottom: 0 }; COLUMNS];
        // Pairs by value 0–12.
        let mut pairs = [0u8; 13];
        for (col, score) in columns.iter_mut().enumerate() {
            *score = column(cards[col], cards[col + COLUMNS]);
            if let ColumnScore::Pair { value, .. } = *score {
                pairs[usize::from(value)] += 1;
            }
        }
        let bonuses: Vec<Bonus> = (0u8..)
            .zip(pairs)
            .filter_map(|(value, n)| Bonus::of(value, n))
            .collect();
        let points = columns.iter().map(|c| c.points()).sum::<i32>() + bonuses.iter().map(|b| b.points).sum::<i32>();
        BoxScore {
            columns,
            bonuses,
            points,
        }
    }

    /// How many pairs the box holds.
    #[must_use]
    pub fn pairs(&self) -> usize {
        self.columns
            .iter()
            .filter(|c| matches!(c, ColumnScore::Pair { .. }))
            .count()
    }
}

/// One column: top and bottom card as seen.
fn column(top: Option<Card>, bottom: Option<Card>) -> ColumnScore {
    match (top, bottom) {
        (Some(t), Some(b)) => {
            let tokis = u8::from(t.is_toki()) + u8::from(b.is_toki());
            match (t.value(), b.value()) {
                // D3: two Tokis, a pair of 0.
                (None, None) => ColumnScore::Pair { value: 0, tokis },
                // The Toki copies its partner.
                (None, Some(v)) | (Some(v), None) => ColumnScore::Pair { value: v, tokis },
                (Some(x), Some(y)) if x == y => ColumnScore::Pair { value: x, tokis },
                (Some(x), Some(y)) => ColumnScore::Apart { top: x, bottom: y },
            }
        }
        // D9: a face-down card counts 0 and pairs with nothing; a Toki beside
        // it copies nothing and counts 0.
        (t, b) => ColumnScore::Apart {
            top: t.map_or(0, Card::face_points),
            bottom: b.map_or(0, Card::face_points),
        },
    }
}
