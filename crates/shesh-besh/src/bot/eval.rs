//! Judging turns with the network: at 0-ply (the position each turn leaves)
//! and at 1-ply (every roll the opponent may throw next, answered by its best
//! turn at 0-ply).

use super::board::{Board, Won};
use super::inputs::{Encoded, encode_into};
use super::net::{Activations, Net};
use super::probs::Probs;
use super::stakes::Stakes;
use crate::Action;

/// The 21 distinct rolls and their weights out of 36.
const ROLLS: [(u8, u8, f32); 21] = {
    let mut r = [(0, 0, 0.0); 21];
    let mut n = 0;
    let mut a = 1;
    while a <= 6 {
        let mut b = 1;
        while b <= a {
            r[n] = (a, b, if a == b { 1.0 } else { 2.0 });
            n += 1;
            b += 1;
        }
        a += 1;
    }
    r
};

/// Scratch space reused from position to position.
#[derive(Debug, Default)]
pub struct Scratch {
    x: Encoded,
    act: Activations,
    turns: Vec<Vec<Action>>,
}

impl Scratch {
    /// The buffer of turns for search depth `depth`.
    fn turns(&mut self, depth: usize) -> Vec<Action> {
        while self.turns.len() <= depth {
            self.turns.push(Vec::new());
        }
        std::mem::take(&mut self.turns[depth])
    }

    fn give_back(&mut self, depth: usize, turns: Vec<Action>) {
        self.turns[depth] = turns;
    }
}

/// The certain chances of a game just won by the side that moved.
pub(crate) fn won_probs(won: Won) -> Probs {
    Probs {
        win: 1.0,
        win_gammon: if won == Won::Single { 0.0 } else { 1.0 },
        win_backgammon: if won == Won::TurkishMars { 1.0 } else { 0.0 },
        lose_gammon: 0.0,
        lose_backgammon: 0.0,
    }
}

/// The chances of the side that just moved (`after.me`), the opponent now to
/// roll: the game's result if it is over, else the net's judgement.
pub fn after_0ply(net: &Net, after: &Board, scratch: &mut Scratch) -> Probs {
    if let Some(won) = after.won() {
        return won_probs(won);
    }
    encode_into(&after.flipped(), &mut scratch.x);
    net.probs(&scratch.x, &mut scratch.act).flipped()
}

/// The chances of the side that just moved, averaged over the opponent's 21
/// rolls, the opponent playing each roll by its best turn at 0-ply as
/// `reply` (the opponent's stakes) values it.
pub fn after_1ply(net: &Net, after: &Board, reply: &Stakes, scratch: &mut Scratch) -> Probs {
    if let Some(won) = after.won() {
        return won_probs(won);
    }
    before_roll_1ply(net, &after.flipped(), reply, scratch).flipped()
}

/// The chances of the side about to roll in `board` (`board.me`), averaged
/// over its 21 rolls, each played by its best turn at 0-ply as `stakes` (its
/// own) value it.
pub fn before_roll_1ply(net: &Net, board: &Board, stakes: &Stakes, scratch: &mut Scratch) -> Probs {
    let mut turns = scratch.turns(0);
    let mut sum = [0.0f32; 5];
    for &(a, b, weight) in &ROLLS {
        board.legal_turns(a, b, &mut turns);
        let mut best: Option<(f32, Probs)> = None;
        for t in &turns {
            let p = after_0ply(net, &board.after(t.steps()), scratch);
            let v = stakes.value(&p);
            if best.is_none_or(|(w, _)| v > w) {
                best = Some((v, p));
            }
        }
        let best = best.map(|(_, p)| p);
        for (s, m) in sum.iter_mut().zip(best.unwrap_or_default().to_array()) {
            *s += weight * m;
        }
    }
    scratch.give_back(0, turns);
    Probs::from_array(sum.map(|s| s / 36.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rolls_weigh_thirty_six() {
        let total: f32 = ROLLS.iter().map(|r| r.2).sum();
        assert_eq!(total, 36.0);
        assert_eq!(ROLLS.iter().filter(|r| r.0 == r.1).count(), 6);
    }

    /// The chances `net` gives `b` looking one roll ahead, then by itself alone.
    fn one_ply_then_net(net: &Net, b: &Board) -> (Probs, Probs) {
        let mut scratch = Scratch::default();
        let one_ply = after_1ply(net, b, &Stakes::MONEY, &mut scratch);
        (one_ply, after_0ply(net, b, &mut scratch))
    }

    #[test]
    fn a_won_position_is_certain_at_any_depth() {
        let mut b = Board::EMPTY;
        b.opp[0] = 15;
        let (p, net_alone) = one_ply_then_net(&Net::new(4, 1), &b);
        assert_eq!((p.win, p.win_gammon, p.win_backgammon), (1.0, 1.0, 0.0));
        assert_eq!(net_alone, p);
    }

    #[test]
    fn one_ply_sees_a_certain_loss_the_net_cannot() {
        // The opponent has one checker left on its 1-point: whatever it
        // rolls, it bears off and wins. An untrained net does not know; the
        // look-ahead does.
        let mut b = Board::EMPTY;
        b.me[5] = 10;
        b.opp[0] = 1;
        let (p, net_alone) = one_ply_then_net(&Net::new(8, 2), &b);
        assert_eq!(p.win, 0.0);
        assert!(net_alone.win > 0.0);
    }
}
