//! Building a turn one step at a time, for front-ends and for reading notation:
//! which steps can come next, which listed action a sequence of steps makes, and
//! which sequences realise written moves such as `24/13`.
//!
//! A step sequence is part of a legal turn when it can be completed, with the
//! dice left, into a sequence of as many steps as the legal turns have (rule 7)
//! that reaches the position of a listed turn. The searches stop at the first
//! completion found, so they stay quick even for a double of many checkers.

use crate::legal::{BAR, Ctx, Frame, Moves, STEPS, bits_down};
use crate::{Place, Step, Turn};

/// A position part-way through a turn: the mover's frame and the dice left.
#[derive(Clone)]
struct Partial {
    frame: Frame,
    dice: Vec<usize>,
}

/// The turn being built against the listed turns.
pub(crate) struct Builder<'a> {
    ctx: Ctx,
    start: Frame,
    dice: Vec<usize>,
    depth: usize,
    /// The listed turns' position keys, sorted.
    keys: Vec<u128>,
    moves: &'a Moves,
}

/// The distinct dice of a multiset, each with its index.
fn distinct(dice: &[usize]) -> impl Iterator<Item = (usize, usize)> + '_ {
    dice.iter()
        .copied()
        .enumerate()
        .filter(move |(n, d)| !dice[..*n].contains(d))
}

impl<'a> Builder<'a> {
    /// `moves` must be the keyed legal turns of `me` against `opp` with the dice.
    pub(crate) fn new(me: &[u8; 25], opp: &[u8; 25], d1: u8, d2: u8, moves: &'a Moves) -> Self {
        let dice = if d1 == d2 {
            vec![usize::from(d1); 4]
        } else {
            vec![usize::from(d1), usize::from(d2)]
        };
        let mut keys = moves.keys.clone();
        keys.sort_unstable();
        Builder {
            ctx: Ctx::new(opp),
            start: Frame::new(me),
            dice,
            depth: usize::from(moves.depth),
            keys,
            moves,
        }
    }

    /// The positions after `played` in order, one per way of assigning the dice
    /// (bearing off with a higher die can leave either die).
    fn after(&self, played: &[Step]) -> Vec<Partial> {
        let mut states = vec![Partial {
            frame: self.start,
            dice: self.dice.clone(),
        }];
        for step in played {
            let mut next = Vec::new();
            for p in &states {
                for (n, d) in distinct(&p.dice) {
                    let Some(i) = step.from.index() else { continue };
                    if i > BAR || p.frame.sources(&self.ctx, d) >> i & 1 == 0 || STEPS[i][d] != *step {
                        continue;
                    }
                    let mut frame = p.frame;
                    frame.play(&self.ctx, i, d);
                    let mut dice = p.dice.clone();
                    dice.remove(n);
                    next.push(Partial { frame, dice });
                }
            }
            states = next;
        }
        states
    }

    /// Whether the partial turn of `played` steps can be completed legally.
    fn completes(&self, p: &Partial, played: usize) -> bool {
        if played == self.depth {
            return self.keys.binary_search(&p.frame.key()).is_ok();
        }
        self.single_steps(p).any(|(_, next)| self.completes(&next, played + 1))
    }

    /// Every step one die of `p` can play, with the partial turn after it: each
    /// die value once, its sources highest first.
    fn single_steps<'p>(&'p self, p: &'p Partial) -> impl Iterator<Item = (Step, Partial)> + 'p {
        distinct(&p.dice).flat_map(move |(n, d)| {
            bits_down(p.frame.sources(&self.ctx, d)).map(move |i| {
                let mut next = p.clone();
                next.frame.play(&self.ctx, i, d);
                next.dice.remove(n);
                (STEPS[i][d], next)
            })
        })
    }

    /// The steps that can follow `played` in a legal turn.
    pub(crate) fn next_steps(&self, played: &[Step]) -> Vec<Step> {
        let mut out = Vec::new();
        if played.len() >= self.depth {
            return out;
        }
        for p in self.after(played) {
            for (step, next) in self.single_steps(&p) {
                if !out.contains(&step) && self.completes(&next, played.len() + 1) {
                    out.push(step);
                }
            }
        }
        out
    }

    /// The index of the listed turn that the complete sequence `played` makes.
    pub(crate) fn listed_index(&self, played: &[Step]) -> Option<usize> {
        if played.len() != self.depth {
            return None;
        }
        self.after(played).iter().find_map(|p| {
            let key = p.frame.key();
            self.moves.keys.iter().position(|k| *k == key)
        })
    }

    /// The complete legal sequences whose steps realise the written moves, each
    /// move by one or more steps of one checker, in any order.
    pub(crate) fn realising(&self, moves: &[(Place, Place)]) -> Vec<Turn> {
        let mut out = Vec::new();
        let mut at = moves.to_vec();
        let start = Partial {
            frame: self.start,
            dice: self.dice.clone(),
        };
        self.realise(&start, Turn::PASS, &mut at, &mut out);
        out
    }

    fn realise(&self, p: &Partial, turn: Turn, at: &mut Vec<(Place, Place)>, out: &mut Vec<Turn>) {
        if turn.len() == self.depth {
            if at.iter().all(|(pos, end)| pos == end)
                && self.keys.binary_search(&p.frame.key()).is_ok()
                && !out.contains(&turn)
            {
                out.push(turn);
            }
            return;
        }
        for (step, next) in self.single_steps(p) {
            for k in 0..at.len() {
                let (pos, end) = at[k];
                if pos != step.from || pos == end || !not_past(step.to, end) {
                    continue;
                }
                at[k].0 = step.to;
                let mut t = turn;
                t.push(step);
                self.realise(&next, t, at, out);
                at[k].0 = pos;
            }
        }
    }
}

/// Whether a checker at `to` has not gone past `end` on its way there.
fn not_past(to: Place, end: Place) -> bool {
    match (to, end) {
        (_, Place::Off) => true,
        (Place::Point(t), Place::Point(e)) => t >= e,
        _ => false,
    }
}
