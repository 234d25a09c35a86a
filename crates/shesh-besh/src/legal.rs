//! Legal turns: the move generator.
//!
//! Works in the mover's frame: `me[i]` is the mover's checkers on its point
//! `i + 1` (`me[24]` its bar) and the opponent's checkers on that point are
//! `opp[23 - i]` (GNU Backgammon's layout, see [`crate::position_id`]).
//!
//! Rule 7 (use as many dice as possible, else the larger) is applied by keeping
//! only the deepest leaves of a depth-first search over the dice orders. Each
//! distinct resulting position is listed once, with the first step sequence found
//! as its representative:
//! - a double is searched with the sources of its steps in non-increasing order,
//!   which reaches every multiset of steps exactly once (and for a double distinct
//!   multisets give distinct positions);
//! - a mixed roll is searched higher die first, then lower die first, where a
//!   sequence is skipped when it is known to reach a position already listed (the
//!   same two steps in the other order, or one checker's alternative route) or,
//!   when a checker is borne off, when its position key is already listed.
//!
//! Position keys are exact: the mover's 25 counts in 4 bits each, plus one bit per
//! opponent blot hit (the opponent's board is the start board minus those blots).

use crate::{Action, Place, Step, Turn};

/// The mover's bar, in the mover's frame.
pub(crate) const BAR: usize = 24;
const POINTS: u32 = 0x00FF_FFFF;

/// What the opponent's checkers make of the mover's points.
#[derive(Copy, Clone)]
pub(crate) struct Ctx {
    /// Points held by two or more opposing checkers (rule 4).
    blocked: u32,
    /// Points with exactly one opposing checker: a blot, hit by landing (rule 3).
    blots: u32,
}

impl Ctx {
    pub(crate) fn new(opp: &[u8; 25]) -> Ctx {
        let mut blocked = 0;
        let mut blots = 0;
        for t in 0..24 {
            match opp[23 - t] {
                0 => {}
                1 => blots |= 1 << t,
                _ => blocked |= 1 << t,
            }
        }
        Ctx { blocked, blots }
    }
}

/// The mover's side during the search.
#[derive(Copy, Clone)]
pub(crate) struct Frame {
    pub(crate) me: [u8; 25],
    /// Bit `i` set when `me[i] > 0`.
    occ: u32,
    /// Checkers outside the home board (points 7-24 and the bar).
    outside: u8,
    /// Opponent blots hit so far, by mover-frame point index.
    hits: u32,
    /// The counts, 4 bits each.
    counts: u128,
}

impl Frame {
    pub(crate) fn new(me: &[u8; 25]) -> Frame {
        let mut occ = 0;
        let mut outside = 0;
        let mut counts = 0u128;
        for (i, &n) in me.iter().enumerate() {
            if n > 0 {
                occ |= 1 << i;
            }
            if i >= 6 {
                outside += n;
            }
            counts |= u128::from(n) << (4 * i);
        }
        Frame {
            me: *me,
            occ,
            outside,
            hits: 0,
            counts,
        }
    }

    /// The same frame, with the given blots hit.
    pub(crate) fn with_hits(mut self, hits: u32) -> Frame {
        self.hits = hits;
        self
    }

    /// The exact key of the position reached.
    #[inline]
    pub(crate) fn key(&self) -> u128 {
        self.counts | (u128::from(self.hits) << 100)
    }

    /// The source indices from which die `d` can be played now, as a bit mask.
    #[inline]
    pub(crate) fn sources(&self, ctx: &Ctx, d: usize) -> u32 {
        // Rule 5: nothing else moves while a checker is on the bar; it enters on
        // the mover's point 25 - d, index 24 - d.
        if self.me[BAR] > 0 {
            return if ctx.blocked >> (BAR - d) & 1 == 0 { 1 << BAR } else { 0 };
        }
        // Rules 2-4: a move of d points to a point not held by two or more.
        let mut m = self.occ & POINTS & !(ctx.blocked << d) & !((1u32 << d) - 1);
        // Rule 8: bearing off once all checkers are home.
        if self.outside == 0 && self.occ != 0 {
            let exact = d - 1;
            if self.occ >> exact & 1 == 1 {
                m |= 1 << exact;
            } else {
                let highest = 31 - self.occ.leading_zeros() as usize;
                if highest < exact {
                    m |= 1 << highest;
                }
            }
        }
        m
    }

    /// Plays die `d` from index `i` (one of [`Frame::sources`]).
    #[inline]
    pub(crate) fn play(&mut self, ctx: &Ctx, i: usize, d: usize) -> Step {
        self.me[i] -= 1;
        if self.me[i] == 0 {
            self.occ &= !(1 << i);
        }
        self.counts -= 1u128 << (4 * i);
        let from = Place::from_index(i);
        if i >= d {
            let t = i - d;
            if i >= 6 && t < 6 {
                self.outside -= 1;
            }
            self.me[t] += 1;
            self.occ |= 1 << t;
            self.counts += 1u128 << (4 * t);
            self.hits |= ctx.blots & (1 << t);
            Step::new(from, Place::from_index(t))
        } else {
            Step::new(from, Place::Off)
        }
    }
}

/// The legal turns of a position, with their position keys.
pub(crate) struct Moves {
    pub(crate) actions: Vec<Action>,
    pub(crate) keys: Vec<u128>,
    /// Steps in every legal turn (rule 7).
    pub(crate) depth: u8,
}

impl Moves {
    #[inline]
    fn leaf(&mut self, depth: u8, turn: Turn, key: u128) {
        if depth < self.depth {
            return;
        }
        if depth > self.depth {
            self.actions.clear();
            self.keys.clear();
            self.depth = depth;
        }
        self.actions.push(Action::Turn(turn));
        self.keys.push(key);
    }
}

#[inline]
fn highest(m: u32) -> usize {
    31 - m.leading_zeros() as usize
}

/// Every legal complete turn of the mover `me` against `opp` with dice `(d1, d2)`.
pub(crate) fn generate(me: &[u8; 25], opp: &[u8; 25], d1: u8, d2: u8) -> Moves {
    let mut moves = Moves {
        actions: Vec::with_capacity(32),
        keys: Vec::with_capacity(32),
        depth: 0,
    };
    let ctx = Ctx::new(opp);
    let f0 = Frame::new(me);
    if d1 == d2 {
        double(&mut moves, &ctx, &f0, usize::from(d1), 0, Turn::PASS, BAR);
    } else {
        mixed(&mut moves, &ctx, &f0, usize::from(d1.max(d2)), usize::from(d1.min(d2)));
    }
    if moves.actions.is_empty() {
        // Rule 7: no die can be used; the turn is lost.
        moves.actions.push(Action::PASS);
        moves.keys.push(f0.key());
    }
    moves
}

fn double(moves: &mut Moves, ctx: &Ctx, f: &Frame, d: usize, depth: u8, turn: Turn, max_src: usize) {
    // Sources no higher than the previous step's: each multiset of steps once.
    let mut m = f.sources(ctx, d) & ((2u32 << max_src) - 1);
    if m == 0 {
        moves.leaf(depth, turn, f.key());
        return;
    }
    while m != 0 {
        let i = highest(m);
        m &= !(1 << i);
        let mut g = *f;
        let mut t = turn;
        t.push(g.play(ctx, i, d));
        if depth == 3 {
            moves.leaf(4, t, g.key());
        } else {
            double(moves, ctx, &g, d, depth + 1, t, i);
        }
    }
}

fn mixed(moves: &mut Moves, ctx: &Ctx, f0: &Frame, a: usize, b: usize) {
    // Higher die first: no two of these sequences reach the same position.
    let mut m = f0.sources(ctx, a);
    while m != 0 {
        let i = highest(m);
        m &= !(1 << i);
        let mut f1 = *f0;
        let s1 = f1.play(ctx, i, a);
        let mut m2 = f1.sources(ctx, b);
        if m2 == 0 {
            moves.leaf(1, turn1(s1), f1.key());
            continue;
        }
        while m2 != 0 {
            let k = highest(m2);
            m2 &= !(1 << k);
            let mut f2 = f1;
            let s2 = f2.play(ctx, k, b);
            let key = f2.key();
            // Moving onto the square the first checker left (8/4 9/8) is one
            // checker's other route (9/5 5/4); bear-offs can swap dice.
            if (s2.to == s1.from || s2.to == Place::Off) && moves.keys.contains(&key) {
                continue;
            }
            moves.leaf(2, turn2(s1, s2), key);
        }
    }
    // Rule 7: when only one die can be used, the larger one if it can be.
    let higher_singles = if moves.depth == 1 { moves.actions.len() } else { 0 };
    // Lower die first.
    let mut m = f0.sources(ctx, b);
    while m != 0 {
        let k = highest(m);
        m &= !(1 << k);
        let mut f1 = *f0;
        let s1 = f1.play(ctx, k, b);
        let mut m2 = f1.sources(ctx, a);
        if m2 == 0 {
            moves.leaf(1, turn1(s1), f1.key());
            continue;
        }
        while m2 != 0 {
            let i = highest(m2);
            m2 &= !(1 << i);
            let mut f2 = f1;
            let s2 = f2.play(ctx, i, a);
            let key = f2.key();
            if !moves.keys.contains(&key) {
                moves.leaf(2, turn2(s1, s2), key);
            }
        }
    }
    if moves.depth == 1 && higher_singles > 0 {
        moves.actions.truncate(higher_singles);
        moves.keys.truncate(higher_singles);
    }
}

fn turn1(s: Step) -> Turn {
    let mut t = Turn::PASS;
    t.push(s);
    t
}

fn turn2(s1: Step, s2: Step) -> Turn {
    let mut t = Turn::PASS;
    t.push(s1);
    t.push(s2);
    t
}

/// Every step sequence, in any dice order, that reaches the position of a legal
/// turn using as many dice as the legal turns do. Distinct sequences only.
pub(crate) fn all_orders(me: &[u8; 25], opp: &[u8; 25], d1: u8, d2: u8, legal: &Moves) -> Vec<Turn> {
    let ctx = Ctx::new(opp);
    let dice: Vec<usize> = if d1 == d2 {
        vec![usize::from(d1); 4]
    } else {
        vec![usize::from(d1), usize::from(d2)]
    };
    let mut out = Vec::new();
    let mut sorted = legal.keys.clone();
    sorted.sort_unstable();
    every(&ctx, &Frame::new(me), &dice, Turn::PASS, legal.depth, &sorted, &mut out);
    out
}

fn every(ctx: &Ctx, f: &Frame, dice: &[usize], turn: Turn, depth: u8, keys: &[u128], out: &mut Vec<Turn>) {
    if turn.len() == usize::from(depth) {
        if keys.binary_search(&f.key()).is_ok() && !out.contains(&turn) {
            out.push(turn);
        }
        return;
    }
    for (n, &d) in dice.iter().enumerate() {
        if dice[..n].contains(&d) {
            continue;
        }
        let mut m = f.sources(ctx, d);
        while m != 0 {
            let i = highest(m);
            m &= !(1 << i);
            let mut g = *f;
            let mut t = turn;
            t.push(g.play(ctx, i, d));
            let mut rest = dice.to_vec();
            rest.remove(n);
            every(ctx, &g, &rest, t, depth, keys, out);
        }
    }
}
