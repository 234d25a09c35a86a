//! A bare position as the bots see it: two sides of checker counts, in the
//! frame of the side about to act, with nothing of the dice, cube or score.

use crate::legal::BAR;
use crate::state::START;
use crate::{Action, CHECKERS, Place, SheshBesh, Step};

/// Two sides' checkers, GNU Backgammon's layout (as [`SheshBesh`] keeps them):
/// `me[i]` is the side's checkers on its own point `i + 1` (`me[24]` its bar),
/// and the opponent's on the same point are `opp[23 - i]`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The side this board is seen from.
    pub me: [u8; 25],
    /// The other side, in its own frame.
    pub opp: [u8; 25],
}

/// How a finished game was won, as the nets count it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Won {
    /// Plain: the loser has borne off.
    Single,
    /// Mars (gammon): the loser has borne nothing off.
    Mars,
    /// Turkish Mars (backgammon): Mars with a loser's checker on the bar or in
    /// the winner's home board (D2).
    TurkishMars,
}

impl Board {
    /// The start of every game.
    pub const START: Board = Board { me: START, opp: START };

    /// No checker on either side: a test places its own.
    #[cfg(test)]
    pub(crate) const EMPTY: Board = Board {
        me: [0; 25],
        opp: [0; 25],
    };

    /// The board of `game` from the side of the seat whose turn it is.
    #[must_use]
    pub fn of(game: &SheshBesh) -> Board {
        let (me, opp) = game.frames();
        Board { me: *me, opp: *opp }
    }

    /// The same board from the other side.
    #[must_use]
    pub fn flipped(&self) -> Board {
        Board {
            me: self.opp,
            opp: self.me,
        }
    }

    /// Checkers `side` has borne off.
    #[must_use]
    pub fn off(side: &[u8; 25]) -> u8 {
        CHECKERS.saturating_sub(side.iter().sum::<u8>())
    }

    /// The pips `side` needs to bear everything off (the bar counts 25).
    #[must_use]
    pub fn pips(side: &[u8; 25]) -> u32 {
        side.iter()
            .enumerate()
            .map(|(i, &n)| (i as u32 + 1) * u32::from(n))
            .sum()
    }

    /// Whether the sides still have to pass each other: a checker of one side
    /// stands behind one of the other (a checker on the bar always does).
    #[must_use]
    pub fn contact(&self) -> bool {
        // My rearmost checker, as a mover-frame index (24: the bar).
        let Some(my_back) = (0..25).rev().find(|&i| self.me[i] > 0) else {
            return false;
        };
        // The opponent's rearmost checker, in my frame: its point j + 1 is my
        // index 23 - j; its bar lies below my index 0.
        let Some(their_back) = (0..25).rev().find(|&j| self.opp[j] > 0) else {
            return false;
        };
        let their_back_in_my_frame = 23 - their_back as i32;
        my_back as i32 > their_back_in_my_frame
    }

    /// This board after `me` plays `steps` (assumed legal here): moved
    /// checkers, and opponent blots hit sent to the bar (rules 3 and 5).
    #[must_use]
    pub fn after(&self, steps: &[Step]) -> Board {
        let mut b = *self;
        for s in steps {
            if let Some(i) = s.from.index() {
                b.me[i] = b.me[i].saturating_sub(1);
            }
            if let Place::Point(_) = s.to
                && let Some(t) = s.to.index().filter(|&t| t < BAR)
            {
                b.me[t] += 1;
                if b.opp[23 - t] == 1 {
                    b.opp[23 - t] = 0;
                    b.opp[BAR] += 1;
                }
            }
        }
        b
    }

    /// The legal turns of `me` with the dice `(d1, d2)`, one per distinct
    /// resulting position as [`rules_core::Game::legal_actions`] lists them
    /// (a lone pass when no die can be used), into `out`, whose room is kept.
    pub fn legal_turns(&self, d1: u8, d2: u8, out: &mut Vec<Action>) {
        crate::legal::generate_into(&self.me, &self.opp, d1, d2, out);
    }

    /// How the game stands if `me` has borne everything off: `None` while it
    /// has not, else the kind of win over the opponent (D2: the bar counts).
    #[must_use]
    pub(crate) fn won(&self) -> Option<Won> {
        if Board::off(&self.me) < CHECKERS {
            return None;
        }
        Some(if Board::off(&self.opp) > 0 {
            Won::Single
        } else if self.opp[18..25].iter().any(|&n| n > 0) {
            // The winner's home board is the loser's points 19..24.
            Won::TurkishMars
        } else {
            Won::Mars
        })
    }
}

/// A step between two points, for the tests' turns.
#[cfg(test)]
pub(crate) fn step(from: u8, to: u8) -> crate::Step {
    crate::Step::new(crate::Place::Point(from), crate::Place::Point(to))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_contact_and_fifteen_a_side() {
        let b = Board::START;
        assert!(b.contact());
        assert_eq!((Board::off(&b.me), Board::pips(&b.me)), (0, 167));
        assert_eq!(b.flipped(), b);
    }

    #[test]
    fn a_hit_sends_the_blot_to_the_bar() {
        // My 6-point checker moves to my 5-point, where the opponent has a blot
        // on its own 20-point.
        let mut b = Board::START;
        b.opp = [0; 25];
        b.opp[19] = 1;
        b.opp[0] = 14;
        let after = b.after(&[Step::new(Place::Point(6), Place::Point(5))]);
        assert_eq!((after.me[4], after.me[5], after.opp[19], after.opp[BAR]), (1, 4, 0, 1));
    }

    #[test]
    fn sides_that_have_passed_each_other_race() {
        let mut b = Board::EMPTY;
        b.me[0] = 15; // all on my 1-point
        b.opp[0] = 15; // all on its 1-point, my 24-point: behind me, passed
        assert!(!b.contact());
        // My checker on my 23-point has passed theirs on my 24-point (their 1-point).
        b.me[0] = 14;
        b.me[22] = 1;
        assert!(!b.contact());
        // Their checker on their 6-point is my 19-point: my 23-point must pass it.
        b.opp[0] = 14;
        b.opp[5] = 1;
        assert!(b.contact());
    }

    #[test]
    fn wins_are_told_apart_by_what_the_loser_has_left() {
        let mut b = Board::EMPTY;
        b.opp[5] = 15;
        assert_eq!(b.won(), Some(Won::Mars));
        b.opp[5] = 14;
        b.opp[BAR] = 1;
        assert_eq!(b.won(), Some(Won::TurkishMars));
        b.opp[BAR] = 0;
        assert_eq!(b.won(), Some(Won::Single));
    }
}
