//! Training the network by self-play: temporal-difference learning, TD(λ),
//! as TD-Gammon was trained.
//!
//! The net plays both sides, each turn the one it judges best at 0-ply (no
//! exploration: the dice vary the games enough). Every position a turn leaves
//! is a training example. When the game ends, each position's target is its
//! λ-return: the mix, by λ, of the net's judgement of the positions after it
//! and the game's result (the forward view of TD(λ), computed offline at the
//! end of each game; Sutton and Barto, *Reinforcement Learning*, 2nd ed.,
//! §12.1). One gradient step on the cross-entropy moves each position's
//! outputs toward its target.
//!
//! The dice come from the caller: this crate holds no random generator, and
//! the `train` example draws them from a seed, so a training run is
//! reproducible.

use super::board::Board;
use super::eval::{Scratch, after_0ply, won_probs};
use super::inputs::{Encoded, encode};
use super::net::{Activations, Net, OUTPUTS};
use super::probs::Probs;
use crate::Action;

/// No game of sensible play lasts this many turns; a game that does is cut
/// short and learns nothing.
const MAX_TURNS: usize = 2_000;

/// TD(λ) self-play training of a [`Net`].
#[derive(Debug)]
pub struct Trainer {
    /// The network being trained.
    pub net: Net,
    /// λ: how far back the result and later judgements reach (0: only the
    /// next position's judgement; 1: the result alone).
    pub lambda: f32,
    /// The step size of each gradient step.
    pub alpha: f32,
    scratch: Scratch,
    act: Activations,
    turns: Vec<Action>,
}

/// How a self-play game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The side that won: 0 moved first.
    pub winner: usize,
    /// Points: 1 plain, 2 Mars, 3 Turkish Mars.
    pub points: u32,
    /// Turns played.
    pub turns: usize,
}

impl Trainer {
    /// A trainer of `net` with λ and step size α.
    #[must_use]
    pub fn new(net: Net, lambda: f32, alpha: f32) -> Trainer {
        Trainer {
            net,
            lambda,
            alpha,
            scratch: Scratch::default(),
            act: Activations::default(),
            turns: Vec::new(),
        }
    }

    /// Plays one game from the start, the dice drawn by `dice` (two dice,
    /// each 1 to 6), and learns from it. `None` when the game ran past the
    /// turn limit (nothing learnt).
    pub fn play_and_learn(&mut self, mut dice: impl FnMut() -> (u8, u8)) -> Option<Played> {
        // The positions each turn left, seen by the side to roll next, with
        // the net's chances for that side; the side that moved first is 0.
        let mut seen: Vec<(Encoded, Probs)> = Vec::with_capacity(128);
        let mut board = Board::START;
        for turn in 0..MAX_TURNS {
            let (d1, d2) = dice();
            board.legal_turns(d1, d2, &mut self.turns);
            let mut best: Option<(Board, Probs)> = None;
            for t in &self.turns {
                let after = board.after(t.steps());
                let p = after_0ply(&self.net, &after, &mut self.scratch);
                if best.is_none_or(|(_, q)| p.equity() > q.equity()) {
                    best = Some((after, p));
                }
            }
            let (after, mine) = best?;
            if let Some(won) = after.won() {
                let result = won_probs(won);
                self.learn(&seen, turn % 2, result);
                let points = 1 + u32::from(result.win_gammon > 0.0) + u32::from(result.win_backgammon > 0.0);
                return Some(Played {
                    winner: turn % 2,
                    points,
                    turns: turn + 1,
                });
            }
            board = after.flipped();
            seen.push((encode(&board), mine.flipped()));
        }
        None
    }

    /// The λ-returns of `seen` (position `t` seen by side `(t + 1) % 2`),
    /// the game won by side `winner` with `result`, and a step toward each.
    fn learn(&mut self, seen: &[(Encoded, Probs)], winner: usize, result: Probs) {
        // Everything in side 0's frame first: position t's side is (t+1) % 2.
        let frame0 = |p: Probs, side: usize| if side == 0 { p } else { p.flipped() };
        let mut g = frame0(result, winner).to_array();
        let mut targets = vec![[0.0f32; OUTPUTS]; seen.len()];
        for t in (0..seen.len()).rev() {
            targets[t] = g;
            // The return of the position before t mixes t's judgement in.
            let y = frame0(seen[t].1, (t + 1) % 2).to_array();
            for (gk, yk) in g.iter_mut().zip(y) {
                *gk = (1.0 - self.lambda) * yk + self.lambda * *gk;
            }
        }
        for (t, ((x, _), target)) in seen.iter().zip(&targets).enumerate() {
            let own = frame0(Probs::from_array(*target), (t + 1) % 2).to_array();
            self.net.learn(x, &own, self.alpha, &mut self.act);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Dice from a fixed cycle: a game without a random generator.
    fn cycle() -> impl FnMut() -> (u8, u8) {
        let mut n = 0u32;
        move || {
            n = n.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            (((n >> 16) % 6) as u8 + 1, ((n >> 8) % 6) as u8 + 1)
        }
    }

    #[test]
    fn a_game_ends_and_teaches_the_net_something() {
        let net = Net::new(8, 4);
        let mut trainer = Trainer::new(net.clone(), 0.7, 0.1);
        let played = trainer.play_and_learn(cycle()).expect("the game ends");
        assert!(played.turns > 10 && (1..=3).contains(&played.points), "{played:?}");
        assert_ne!(trainer.net, net);
    }

    #[test]
    fn training_is_reproducible() {
        let run = || {
            let mut trainer = Trainer::new(Net::new(8, 9), 0.7, 0.1);
            let games: Vec<_> = (0..3).map(|_| trainer.play_and_learn(cycle())).collect();
            (games, trainer.net)
        };
        assert_eq!(run(), run());
    }
}
