//! What a turn or a cube answer does, in a family's words: the hint key
//! leads with them, before the net's figures ("hits a blot, makes your 5
//! point; equity +0.130, wins 56 %"). Points are the mover's own, as a
//! player says them ("your 5 point").

use super::board::Board;
use crate::Action;
use crate::legal::BAR;

/// What a turn from `before` to `after` (both seen from the mover) does:
/// hits, enters from the bar, bears off, makes points, runs back checkers,
/// and what it leaves open.
#[must_use]
pub fn turn_words(before: &Board, after: &Board) -> String {
    let mut words: Vec<String> = Vec::new();
    let hit = after.opp[BAR].saturating_sub(before.opp[BAR]);
    match hit {
        0 => {}
        1 => words.push("hits a blot".into()),
        n => words.push(format!("hits {n} blots")),
    }
    if before.me[BAR] > 0 {
        words.push(if after.me[BAR] == 0 {
            "enters from the bar".into()
        } else {
            "enters a checker from the bar".into()
        });
    }
    let off = Board::off(&after.me).saturating_sub(Board::off(&before.me));
    match off {
        0 => {}
        1 => words.push("bears off a checker".into()),
        n => words.push(format!("bears off {n} checkers")),
    }
    let made: Vec<usize> = (0..24).filter(|&i| after.me[i] >= 2 && before.me[i] < 2).collect();
    match made.as_slice() {
        [] => {}
        [one] => words.push(format!("makes your {} point", one + 1)),
        [a, b] => words.push(format!("makes your {} and {} points", a + 1, b + 1)),
        [first, .., last] => words.push(format!(
            "makes {} points, from your {} to your {}",
            made.len(),
            first + 1,
            last + 1
        )),
    }
    // Back checkers: the mover's in the opponent's home board (its points 19–24).
    let back = |b: &Board| b.me[18..24].iter().map(|&n| u32::from(n)).sum::<u32>();
    let ran = back(before).saturating_sub(back(after));
    if ran > 0 && before.me[BAR] == 0 {
        words.push(if ran == 1 {
            "runs a back checker".into()
        } else {
            format!("runs {ran} back checkers")
        });
    }
    // What it costs: blots left where there were fewer.
    let mut cost = None;
    if after.contact() {
        let blots = |b: &Board| (0..24).filter(|&i| b.me[i] == 1).count();
        match (blots(before), blots(after)) {
            (b, 0) if b > 0 => words.push("leaves no blot".into()),
            (b, 1) if b < 1 => cost = Some("leaves a blot".to_string()),
            (b, a) if a > b => cost = Some(format!("leaves {a} blots")),
            _ => {}
        }
    } else if off == 0 {
        words.push("races home".into());
    }
    match (words.is_empty(), cost) {
        // Nothing striking: the net found it best all the same.
        (true, None) => "the best these dice allow".into(),
        (true, Some(cost)) => format!("the best these dice allow, though it {cost}"),
        (false, Some(cost)) => format!("{}, {cost}", words.join(", ")),
        (false, None) => words.join(", "),
    }
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
