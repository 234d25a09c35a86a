//! What a turn or a cube answer does, in a family's words: the hint key
//! leads with them, before the net's figures ("hits a blot, makes your 5
//! point; equity +0.130, wins 56 %"). Points are the mover's own, as a
//! player says them ("your 5 point").

use std::fmt;

use super::board::Board;
use crate::Action;
use crate::legal::BAR;

/// One thing a turn does, as the hint says it (points are the mover's own,
/// from 1): the typed reason, for a screen to word in its own language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Deed {
    /// "hits a blot", "hits 2 blots"
    Hits(u8),
    /// "enters from the bar" (none left there)
    EntersFromBar,
    /// "enters a checker from the bar" (some still there)
    EntersACheckerFromBar,
    /// "bears off a checker", "bears off 2 checkers"
    BearsOff(u8),
    /// "makes your 5 point"
    MakesPoint(usize),
    /// "makes your 5 and 7 points"
    MakesTwoPoints(usize, usize),
    /// "makes 3 points, from your 4 to your 8": how many, the first, the last
    MakesPoints(usize, usize, usize),
    /// "runs a back checker", "runs 2 back checkers"
    Runs(u32),
    /// "leaves no blot"
    LeavesNoBlot,
    /// "races home"
    RacesHome,
}

impl fmt::Display for Deed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Deed::Hits(1) => f.write_str("hits a blot"),
            Deed::Hits(n) => write!(f, "hits {n} blots"),
            Deed::EntersFromBar => f.write_str("enters from the bar"),
            Deed::EntersACheckerFromBar => f.write_str("enters a checker from the bar"),
            Deed::BearsOff(1) => f.write_str("bears off a checker"),
            Deed::BearsOff(n) => write!(f, "bears off {n} checkers"),
            Deed::MakesPoint(p) => write!(f, "makes your {p} point"),
            Deed::MakesTwoPoints(a, b) => write!(f, "makes your {a} and {b} points"),
            Deed::MakesPoints(n, first, last) => write!(f, "makes {n} points, from your {first} to your {last}"),
            Deed::Runs(1) => f.write_str("runs a back checker"),
            Deed::Runs(n) => write!(f, "runs {n} back checkers"),
            Deed::LeavesNoBlot => f.write_str("leaves no blot"),
            Deed::RacesHome => f.write_str("races home"),
        }
    }
}

/// What a turn does, typed: its deeds in order, and what it costs (the
/// blots it leaves, where there were fewer). Its `Display` is
/// [`turn_words`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnSaid {
    /// What it does; empty for nothing striking.
    pub deeds: Vec<Deed>,
    /// The blots it leaves, if it leaves more than there were.
    pub leaves: Option<usize>,
}

impl fmt::Display for TurnSaid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<String> = self.deeds.iter().map(ToString::to_string).collect();
        let cost = self.leaves.map(|n| {
            if n == 1 {
                "leaves a blot".to_string()
            } else {
                format!("leaves {n} blots")
            }
        });
        match (words.is_empty(), cost) {
            // Nothing striking: the net found it best all the same.
            (true, None) => f.write_str("the best these dice allow"),
            (true, Some(cost)) => write!(f, "the best these dice allow, though it {cost}"),
            (false, Some(cost)) => write!(f, "{}, {cost}", words.join(", ")),
            (false, None) => f.write_str(&words.join(", ")),
        }
    }
}

/// What a turn from `before` to `after` (both seen from the mover) does:
/// hits, enters from the bar, bears off, makes points, runs back checkers,
/// and what it leaves open ([`turn_said`] in English).
#[must_use]
pub fn turn_words(before: &Board, after: &Board) -> String {
    turn_said(before, after).to_string()
}

/// What a turn from `before` to `after` does, typed ([`turn_words`]).
#[must_use]
pub fn turn_said(before: &Board, after: &Board) -> TurnSaid {
    let mut words: Vec<Deed> = Vec::new();
    let hit = after.opp[BAR].saturating_sub(before.opp[BAR]);
    if hit > 0 {
        words.push(Deed::Hits(hit));
    }
    if before.me[BAR] > 0 {
        words.push(if after.me[BAR] == 0 {
            Deed::EntersFromBar
        } else {
            Deed::EntersACheckerFromBar
        });
    }
    let off = Board::off(&after.me).saturating_sub(Board::off(&before.me));
    if off > 0 {
        words.push(Deed::BearsOff(off));
    }
    let made: Vec<usize> = (0..24).filter(|&i| after.me[i] >= 2 && before.me[i] < 2).collect();
    match made.as_slice() {
        [] => {}
        [one] => words.push(Deed::MakesPoint(one + 1)),
        [a, b] => words.push(Deed::MakesTwoPoints(a + 1, b + 1)),
        [first, .., last] => words.push(Deed::MakesPoints(made.len(), first + 1, last + 1)),
    }
    // Back checkers: the mover's in the opponent's home board (its points 19–24).
    let back = |b: &Board| b.me[18..24].iter().map(|&n| u32::from(n)).sum::<u32>();
    let ran = back(before).saturating_sub(back(after));
    if ran > 0 && before.me[BAR] == 0 {
        words.push(Deed::Runs(ran));
    }
    // What it costs: blots left where there were fewer.
    let mut leaves = None;
    if after.contact() {
        let blots = |b: &Board| (0..24).filter(|&i| b.me[i] == 1).count();
        match (blots(before), blots(after)) {
            (b, 0) if b > 0 => words.push(Deed::LeavesNoBlot),
            (b, a) if a > b => leaves = Some(a),
            _ => {}
        }
    } else if off == 0 {
        words.push(Deed::RacesHome);
    }
    TurnSaid { deeds: words, leaves }
}

/// Why a cube answer (D3), in words, from the mover's chance of winning
/// `win` (the answer itself is said before it).
#[must_use]
pub fn cube_words(action: Action, win: f32) -> String {
    let percent = (100.0 * win).round();
    match action {
        Action::Double => format!("you are well ahead, about {percent:.0} % to win"),
        Action::NoDouble => format!("not far enough ahead to double, about {percent:.0} % to win"),
        Action::Take => format!("you still win often enough to take, about {percent:.0} %"),
        Action::Drop => format!("too far behind to take, about {percent:.0} % to win"),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::board::step;

    #[test]
    fn the_opening_three_one_makes_the_five_point_and_leaves_no_blot_added() {
        let start = Board::START;
        let after = start.after(&[step(8, 5), step(6, 5)]);
        assert_eq!(turn_words(&start, &after), "makes your 5 point");
    }

    #[test]
    fn a_hit_a_run_and_a_blot_are_said() {
        let start = Board::START;
        // 24/18: a back checker runs, leaving two blots (24 and 18).
        let after = start.after(&[step(24, 18)]);
        assert_eq!(turn_words(&start, &after), "runs a back checker, leaves 2 blots");
        // 13/8 24/20: nothing striking, two blots left.
        let quiet = start.after(&[step(13, 8), step(24, 20)]);
        assert_eq!(
            turn_words(&start, &quiet),
            "the best these dice allow, though it leaves 2 blots"
        );
        // A blot of the opponent's on the mover's 20 point, hit from 24.
        let mut board = Board::START;
        board.opp[23 - 19] = 1;
        let hit = board.after(&[step(24, 20)]);
        assert!(
            turn_words(&board, &hit).starts_with("hits a blot"),
            "{}",
            turn_words(&board, &hit)
        );
    }

    #[test]
    fn cube_answers_lead_with_words() {
        assert_eq!(
            cube_words(Action::Drop, 0.18),
            "too far behind to take, about 18 % to win"
        );
        assert_eq!(
            cube_words(Action::NoDouble, 0.6),
            "not far enough ahead to double, about 60 % to win"
        );
    }
}
