//! Tesauro's pubeval: the public linear evaluator that programs have long
//! been measured against, and the yardstick of our own players.
//!
//! Written from its documented inputs: for each of the mover's points, five
//! inputs — an opponent's blot there; exactly one, two or more, exactly three
//! of the mover's checkers; and half of every checker past three — then half
//! the opponent's checkers on the bar and a fifteenth of the mover's checkers
//! off. The score is the dot product with one of two published weight vectors
//! ([`super::pubeval_weights`]): the race weights when the position *before*
//! the move had no contact, else the contact weights. A position where the
//! mover has borne everything off scores 99,999,999. The move chosen is the
//! legal turn whose resulting position scores highest.
//!
//! Checked against GNU Backgammon's implementation (the `gnubg-nn` Python
//! package) on a fixture of positions: `tests/pubeval.rs`.

use super::Board;
use super::pubeval_weights::{CONTACT, RACE};
use crate::legal::BAR;

/// The score of a won position (every checker of the mover off).
pub const WON: f32 = 99_999_999.0;

/// pubeval's score of `after`, the position a move leaves, from the side of
/// the player who moved (`after.me`); `race` tells whether the position before
/// the move had no contact ([`Board::contact`]). Higher is better for the mover.
#[must_use]
pub fn pubeval(race: bool, after: &Board) -> f32 {
    if Board::off(&after.me) == crate::CHECKERS {
        return WON;
    }
    let w = if race { &RACE } else { &CONTACT };
    let mut score = 0.0f32;
    for point in 1..=24usize {
        let block = 5 * (24 - point);
        let mine = after.me[point - 1];
        let theirs = after.opp[24 - point];
        if theirs == 1 {
            score += w[block];
        }
        match mine {
            0 => {}
            1 => score += w[block + 1],
            n => {
                score += w[block + 2];
                if n == 3 {
                    score += w[block + 3];
                } else if n >= 4 {
                    score += w[block + 4] * f32::from(n - 3) / 2.0;
                }
            }
        }
    }
    score += w[120] * f32::from(after.opp[BAR]) / 2.0;
    score += w[121] * f32::from(Board::off(&after.me)) / 15.0;
    score
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_with_everything_off_scores_the_win() {
        let b = Board {
            opp: Board::START.opp,
            ..Board::EMPTY
        };
        assert_eq!(pubeval(true, &b), WON);
    }

    #[test]
    fn the_race_and_contact_weights_differ() {
        let b = Board::START;
        assert_ne!(pubeval(true, &b), pubeval(false, &b));
    }
}
