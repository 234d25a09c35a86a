//! The easy player: a handful of rules of thumb any family player knows,
//! scored on the position a move leaves. Also a rollout policy for the
//! generic search ([`rules_core::RolloutPolicy`]), since it costs little.
//!
//! What it likes, roughly in this order: bearing checkers off and bringing
//! them home (progress in pips), hitting (the opponent's pips grow by what
//! the hit checker had travelled), made points — most of all in its home
//! board and in a row (a prime) — and what it dislikes: blots an opponent's
//! checker can reach, the more so the farther the blot has come.
//!
//! The rules it leans on: a blot can be hit and a hit checker restarts from
//! the bar (rules 3 and 5), so hits gain pips and blots risk them; a point of
//! two or more cannot be landed on (rule 4), so made points block, and a bar
//! checker must enter into the home board (rule 5), so a strong home board
//! keeps it out; bearing off needs every checker home (rule 8), and a win is
//! worth more the fewer checkers the loser has borne off (Mars, Turkish Mars,
//! D2), so checkers off count too. Only the legal turns are scored: rule 7's
//! dice usage is the legal list's business.

use super::Board;
use crate::legal::BAR;

/// The easy player's score of `after`, the position a move leaves, for the
/// side that moved (`after.me`). Higher is better.
#[must_use]
pub fn heuristic(after: &Board) -> f32 {
    let (me, opp) = (&after.me, &after.opp);
    let off = f32::from(Board::off(me));
    // Progress: every pip gained, ours or lost by a hit opponent, counts.
    let race = Board::pips(opp) as f32 - Board::pips(me) as f32;
    if !after.contact() {
        // A race: pips and checkers off, and no gaps in the home board.
        let gaps = (0..6).filter(|&i| me[i] == 0).count() as f32;
        return race + 4.0 * off - 0.3 * gaps;
    }
    let mut score = 0.25 * race + 2.0 * off;
    // The opponent on the bar, the more so against a strong home board.
    let home_made = (0..6).filter(|&i| me[i] >= 2).count() as f32;
    score += f32::from(opp[BAR]) * (2.0 + 0.5 * home_made);
    // Made points: home board first, then the bar point and outfield.
    for (i, &n) in me.iter().enumerate().take(24) {
        if n >= 2 {
            score += match i {
                0 => 0.5,
                1..=5 => 1.6,
                6 => 1.4,
                7..=11 => 0.8,
                _ => 0.4,
            };
        }
    }
    score += prime(me) * prime(me) * 0.3;
    // Blots: each costs what it has travelled, if an opponent's checker
    // stands behind it (the opponent moves from its high points to its low
    // ones, so from my low points to my high ones); more within direct range.
    for (i, _) in me[..24].iter().enumerate().filter(|(_, n)| **n == 1) {
        let shooters = shooters_behind(opp, i);
        if shooters > 0.0 {
            let travelled = (24 - i) as f32;
            score -= shooters * (0.5 + travelled / 12.0);
        }
    }
    score
}

/// The longest run of made points (two or more) the side holds.
fn prime(side: &[u8; 25]) -> f32 {
    let mut best = 0u8;
    let mut run = 0u8;
    for &n in &side[..24] {
        run = if n >= 2 { run + 1 } else { 0 };
        best = best.max(run);
    }
    f32::from(best)
}

/// How exposed my blot at index `i` is: the opponent's checkers that can
/// still reach it, weighted 1 within six pips (a direct shot) and ⅓ within
/// twelve. The opponent's checker on its point `j + 1` is on my index
/// `23 - j` and moves down its own points, up mine.
fn shooters_behind(opp: &[u8; 25], i: usize) -> f32 {
    let mut weight = 0.0;
    for distance in 1..=12usize {
        // The opponent's checker `distance` pips before my blot, on my index
        // i - distance, or on the bar (which enters as from my index -1).
        let count = if distance <= i {
            opp[23 - (i - distance)]
        } else if distance == i + 1 {
            opp[BAR]
        } else {
            0
        };
        if count > 0 {
            weight += if distance <= 6 { 1.0 } else { 1.0 / 3.0 };
        }
    }
    weight
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Step;
    use crate::bot::board::step;

    #[test]
    fn making_the_five_point_beats_splitting_to_blots() {
        // The opening 3-1: 8/5 6/5 makes the five-point; 24/21 13/12 leaves blots.
        prefers(&Board::START, &[step(8, 5), step(6, 5)], &[step(24, 21), step(13, 12)]);
    }

    /// The heuristic values `b` more after `better` than after `worse`.
    fn prefers(b: &Board, better: &[Step], worse: &[Step]) {
        let (good, bad) = (heuristic(&b.after(better)), heuristic(&b.after(worse)));
        assert!(good > bad, "{good} vs {bad}");
    }

    #[test]
    fn hitting_beats_not_hitting() {
        // The opponent's blot on its 20-point sits on my 5-point.
        let mut b = Board::START;
        b.opp[23] = 1;
        b.opp[19] = 1;
        prefers(&b, &[step(6, 5)], &[step(8, 7)]);
    }

    #[test]
    fn a_made_point_beats_two_blots_in_reach_at_the_same_pips() {
        // The opponent's 15 on its 15-point, my 10-point: behind my 12- to 14-points.
        let mut b = Board::EMPTY;
        b.opp[14] = 15;
        b.me[5] = 13;
        let mut made = b;
        made.me[12] = 2;
        let mut blots = b;
        blots.me[11] = 1;
        blots.me[13] = 1;
        assert_eq!(Board::pips(&made.me), Board::pips(&blots.me));
        assert_eq!(shooters_behind(&b.opp, 11), 1.0);
        assert_eq!(shooters_behind(&b.opp, 5), 0.0);
        assert!(heuristic(&made) > heuristic(&blots));
    }
}
