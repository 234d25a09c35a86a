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
//! - a mixed roll is searched higher die first, then lower die first. Two step
//!   sequences reach the same position only when they are the same two steps in
//!   the other order, or one checker's two routes through either die's point
//!   (with no blot hit on the way), or, bearing off, the dice swapped. The first
//!   two are skipped by rule ([`filled_behind`], [`listed_higher_first`]); the
//!   last by comparing the position keys of the turns that bear off.
//!
//! The same rules let [`is_listed`] check a turn without listing them all.
//!
//! Position keys are exact: the mover's 25 counts in 4 bits each, plus one bit per
//! opponent blot hit (the opponent's board is the start board minus those blots).
//!
//! These rules are checked against a brute-force reference (every step sequence
//! in every order, positions in a set: `legal_tests.rs`) and against GNU
//! Backgammon's move counts (`tests/perft.rs`).

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
        // Eight points at a time; bit j of these masks is the opponent's point
        // j + 1, which is the mover's point 24 - j (index 23 - j): reversed.
        let (c0, c1, c2) = (chunk(opp, 0), chunk(opp, 8), chunk(opp, 16));
        let any = nonzero(c0) | nonzero(c1) << 8 | nonzero(c2) << 16;
        let two = nonzero(c0 & HIGH7) | nonzero(c1 & HIGH7) << 8 | nonzero(c2 & HIGH7) << 16;
        Ctx {
            blocked: two.reverse_bits() >> 8,
            blots: (any & !two).reverse_bits() >> 8,
        }
    }
}

/// The step of die `d` from mover-frame index `i`, for every `i` and `d`.
pub(crate) static STEPS: [[Step; 7]; 25] = {
    let mut t = [[Step::FILLER; 7]; 25];
    let mut i = 0;
    while i < 25 {
        let mut d = 1;
        while d <= 6 {
            let from = if i == BAR {
                Place::Bar
            } else {
                Place::Point(i as u8 + 1)
            };
            let to = if i >= d {
                Place::Point((i - d) as u8 + 1)
            } else {
                Place::Off
            };
            t[i][d] = Step::new(from, to);
            d += 1;
        }
        i += 1;
    }
    t
};

/// Every byte's bits but the lowest: a count of two or more has one set.
const HIGH7: u64 = 0xFEFE_FEFE_FEFE_FEFE;

/// The eight counts from index `at`, one per byte.
#[inline]
fn chunk(side: &[u8; 25], at: usize) -> u64 {
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(&side[at..at + 8]);
    u64::from_le_bytes(bytes)
}

/// Bit `i` set when byte `i` of `x` is not zero.
#[inline]
fn nonzero(x: u64) -> u32 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let high = ((x & LOW7).wrapping_add(LOW7) | x) & !LOW7;
    // Gathers the eight high bits into the top byte.
    ((high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// The sum of the bytes of `x`, when it is below 256.
#[inline]
fn byte_sum(x: u64) -> u8 {
    (x.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u8
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
}

impl Frame {
    pub(crate) fn new(me: &[u8; 25]) -> Frame {
        let (c0, c1, c2) = (chunk(me, 0), chunk(me, 8), chunk(me, 16));
        let occ = nonzero(c0) | nonzero(c1) << 8 | nonzero(c2) << 16 | u32::from(me[BAR] > 0) << BAR;
        // Points 7-24 and the bar; the counts are at most 15, so no byte sum overflows.
        let outside = byte_sum(c0 >> 48) + byte_sum(c1) + byte_sum(c2) + me[BAR];
        Frame {
            me: *me,
            occ,
            outside,
            hits: 0,
        }
    }

    /// The exact key of the position reached.
    #[inline]
    pub(crate) fn key(&self) -> u128 {
        let mut k = u128::from(self.hits) << 100;
        for (i, &n) in self.me.iter().enumerate() {
            k |= u128::from(n) << (4 * i);
        }
        k
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
        // Rule 8: bearing off once all checkers are home, exactly, or with a
        // higher die from the highest point.
        if self.outside == 0 && self.occ != 0 {
            let exact = d - 1;
            if self.occ >> exact & 1 == 1 {
                m |= 1 << exact;
            } else {
                let highest = highest(self.occ);
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
        *self = self.played(ctx, i, d);
        STEPS[i][d]
    }

    /// The frame after die `d` is played from index `i` (one of
    /// [`Frame::sources`]). The counts are read from this frame and written to
    /// the new one, never read back from a copy just stored (a store-forwarding
    /// stall), and branch-free where the outcome is data-dependent.
    #[inline]
    pub(crate) fn played(&self, ctx: &Ctx, i: usize, d: usize) -> Frame {
        let left = self.me[i] - 1;
        let mut g = *self;
        g.me[i] = left;
        g.occ &= !(u32::from(left == 0) << i);
        if i >= d {
            let t = i - d;
            g.me[t] = self.me[t] + 1;
            g.outside -= u8::from((i >= 6) & (t < 6));
            g.occ |= 1 << t;
            g.hits |= ctx.blots & (1 << t);
        }
        g
    }
}

/// The legal turns of a position, with their position keys when kept.
pub(crate) struct Moves {
    pub(crate) actions: Vec<Action>,
    /// The keys of the actions, when kept (else empty).
    pub(crate) keys: Vec<u128>,
    /// The keys of the two-step turns of a mixed roll that bear off a checker.
    bear: Vec<u128>,
    /// Steps in every legal turn (rule 7).
    pub(crate) depth: u8,
}

impl Moves {
    /// Makes `depth` the depth of the listed turns when it is deeper (rule 7:
    /// shallower turns are dropped); false when deeper turns are listed already.
    #[inline]
    fn reach(&mut self, depth: u8) -> bool {
        if depth > self.depth {
            self.actions.clear();
            self.keys.clear();
            self.depth = depth;
        }
        depth == self.depth
    }

    /// The turns `turn` + the step of die `d` from each source in `sources`
    /// (highest first), all of the deepest level (2 steps of a mixed roll, 4 of
    /// a double): the last step is played on a frame only when its key is kept.
    #[inline(always)]
    fn lasts<const KEYS: bool>(&mut self, depth: u8, turn: &Turn, ctx: &Ctx, f: &Frame, mut sources: u32, d: usize) {
        if sources == 0 || !self.reach(depth) {
            return;
        }
        let slot = usize::from(depth) - 1;
        while sources != 0 {
            let i = highest(sources);
            sources &= !(1 << i);
            // The slot is a constant where this is inlined: one 16-byte store.
            self.actions.push(Action::Turn(turn.with(slot, STEPS[i][d])));
            if KEYS {
                self.keys.push(f.played(ctx, i, d).key());
            }
        }
    }

    #[inline]
    fn leaf<const KEYS: bool>(&mut self, depth: u8, turn: Turn, f: &Frame) {
        if !self.reach(depth) {
            return;
        }
        self.actions.push(Action::Turn(turn));
        if KEYS {
            self.keys.push(f.key());
        }
    }
}

#[inline]
pub(crate) fn highest(m: u32) -> usize {
    31 - m.leading_zeros() as usize
}

/// Every legal complete turn of the mover `me` against `opp` with dice `(d1, d2)`.
/// With `KEYS`, every turn's position key is kept too.
pub(crate) fn generate<const KEYS: bool>(me: &[u8; 25], opp: &[u8; 25], d1: u8, d2: u8) -> Moves {
    generate_into::<KEYS>(me, opp, d1, d2, Vec::new())
}

/// [`generate`], listing the turns in `actions` (cleared first): a buffer kept
/// from turn to turn keeps its room, so nothing is allocated.
pub(crate) fn generate_into<const KEYS: bool>(
    me: &[u8; 25],
    opp: &[u8; 25],
    d1: u8,
    d2: u8,
    mut actions: Vec<Action>,
) -> Moves {
    let ctx = Ctx::new(opp);
    let f0 = Frame::new(me);
    let (a, b) = (usize::from(d1.max(d2)), usize::from(d1.min(d2)));
    actions.clear();
    actions.reserve(if a == b { 64 } else { 32 });
    let mut moves = Moves {
        actions,
        keys: Vec::new(),
        bear: Vec::new(),
        depth: 0,
    };
    if a == b {
        double::<KEYS>(&mut moves, &ctx, &f0, a, 0, Turn::PASS, BAR);
    } else {
        mixed::<KEYS>(&mut moves, &ctx, &f0, a, b);
    }
    if moves.actions.is_empty() {
        // Rule 7: no die can be used; the turn is lost.
        moves.leaf::<KEYS>(0, Turn::PASS, &f0);
    }
    moves
}

/// The turns of a double of `d` from `f`, `depth` steps played as `turn`, the
/// last from source `max_src`.
fn double<const KEYS: bool>(moves: &mut Moves, ctx: &Ctx, f: &Frame, d: usize, depth: u8, turn: Turn, max_src: usize) {
    // Sources no higher than the previous step's: each multiset of steps once.
    let below = |src: usize| (2u32 << src) - 1;
    let mut m = f.sources(ctx, d) & below(max_src);
    if m == 0 {
        moves.leaf::<KEYS>(depth, turn, f);
        return;
    }
    while m != 0 {
        let i = highest(m);
        m &= !(1 << i);
        let g = f.played(ctx, i, d);
        let mut t = turn;
        t.push(STEPS[i][d]);
        if depth == 2 {
            // The third step: the fourth is listed here, without a call a node.
            let last = g.sources(ctx, d) & below(i);
            if last == 0 {
                moves.leaf::<KEYS>(3, t, &g);
            } else {
                moves.lasts::<KEYS>(4, &t, ctx, &g, last, d);
            }
        } else {
            double::<KEYS>(moves, ctx, &g, d, depth + 1, t, i);
        }
    }
}

fn mixed<const KEYS: bool>(moves: &mut Moves, ctx: &Ctx, f0: &Frame, a: usize, b: usize) {
    // Higher die first.
    let mut m = f0.sources(ctx, a);
    while m != 0 {
        let i = highest(m);
        m &= !(1 << i);
        let f1 = f0.played(ctx, i, a);
        let s1 = STEPS[i][a];
        let mut m2 = f1.sources(ctx, b);
        let t1 = turn1(s1);
        if m2 == 0 {
            moves.leaf::<KEYS>(1, t1, &f1);
            continue;
        }
        // Only the second step from i + b can fill behind the first.
        let k = i + b;
        if m2 >> k & 1 == 1 && filled_behind(ctx, i, k, a, b) {
            m2 &= !(1 << k);
        }
        // Bear-offs are kept for the lower-die-first search, where the dice may
        // swap; their sources are all below the others', so the order is kept.
        let mut bear = if s1.to == Place::Off { m2 } else { m2 & ((1 << b) - 1) };
        moves.lasts::<KEYS>(2, &t1, ctx, &f1, m2 & !bear, b);
        while bear != 0 {
            let k = highest(bear);
            bear &= !(1 << k);
            let mut f2 = f1;
            let s2 = f2.play(ctx, k, b);
            moves.bear.push(f2.key());
            let mut t = t1;
            t.push(s2);
            moves.leaf::<KEYS>(2, t, &f2);
        }
    }
    // Rule 7: when only one die can be used, the larger one if it can be.
    let higher_singles = if moves.depth == 1 { moves.actions.len() } else { 0 };
    // Lower die first.
    let mut m = f0.sources(ctx, b);
    while m != 0 {
        let k = highest(m);
        m &= !(1 << k);
        let f1 = f0.played(ctx, k, b);
        let s1 = STEPS[k][b];
        let m2 = f1.sources(ctx, a);
        let t1 = turn1(s1);
        if m2 == 0 {
            moves.leaf::<KEYS>(1, t1, &f1);
            continue;
        }
        // Bear-offs, where the dice may swap: compare positions.
        let mut bear = if s1.to == Place::Off { m2 } else { m2 & ((1 << a) - 1) };
        // The other second steps reach a position listed higher die first unless
        // their source was empty at the start (the checker just moved) or waited
        // behind the bar (`listed_higher_first`); skip the rest unexamined. Their
        // sources are all above the bear-offs', so the order is kept.
        let fresh = if f0.me[BAR] > 0 { !(1 << BAR) } else { !f0.occ };
        let mut others = m2 & !bear & fresh;
        let mut new = 0;
        while others != 0 {
            let i = highest(others);
            others &= !(1 << i);
            if !listed_higher_first(ctx, f0, k, i, a, b) {
                new |= 1 << i;
            }
        }
        moves.lasts::<KEYS>(2, &t1, ctx, &f1, new, a);
        while bear != 0 {
            let i = highest(bear);
            bear &= !(1 << i);
            let mut f2 = f1;
            let s2 = f2.play(ctx, i, a);
            let key = f2.key();
            if !moves.bear.contains(&key) {
                moves.bear.push(key);
                let mut t = t1;
                t.push(s2);
                moves.leaf::<KEYS>(2, t, &f2);
            }
        }
    }
    if moves.depth == 1 && higher_singles > 0 {
        moves.actions.truncate(higher_singles);
        moves.keys.truncate(higher_singles.min(moves.keys.len()));
    }
}

/// Whether the higher-die-first sequence `i -a->, k -b->` lands its second checker
/// where the first left (8/4 9/8 with 4-1): one checker's route from `k` through
/// `k - b`, listed already as `k -a-> k-a -b->` (9/5 5/4) unless that route is
/// blocked or hits a blot on `k - a`.
#[inline]
fn filled_behind(ctx: &Ctx, i: usize, k: usize, a: usize, b: usize) -> bool {
    if k != i + b {
        return false;
    }
    let via = k - a;
    (ctx.blocked | ctx.blots) >> via & 1 == 0
}

/// Whether the lower-die-first sequence `k -b->, i -a->` (neither a bear-off)
/// reaches a position listed by the higher-die-first search.
#[inline]
fn listed_higher_first(ctx: &Ctx, f0: &Frame, k: usize, i: usize, a: usize, b: usize) -> bool {
    let bar0 = f0.me[BAR] > 0;
    // The same two steps, higher die first, are legal: the second step's source
    // was occupied from the start, and no checker waited on the bar unless both
    // steps enter.
    if f0.me[i] > 0 && !(bar0 && i != BAR) {
        return true;
    }
    // One checker moved on (k -> k-b -> k-b-a): the higher die first takes it
    // through k-a instead; the same position unless either stop hit a blot.
    if i + b == k {
        let via = k - a;
        let stops = (1u32 << via) | (1 << (k - b));
        return ctx.blocked >> via & 1 == 0 && ctx.blots & stops == 0;
    }
    false
}

/// Whether `turn` is one of the listed legal turns, checked step by step where the
/// rules above allow (two steps of a mixed roll, four of a double), else by
/// listing the turns.
pub(crate) fn is_listed(me: &[u8; 25], opp: &[u8; 25], d1: u8, d2: u8, turn: &Turn) -> bool {
    let (a, b) = (usize::from(d1.max(d2)), usize::from(d1.min(d2)));
    let steps = turn.steps();
    let quick = if a == b && steps.len() == 4 {
        double_four(me, opp, a, steps)
    } else if a != b && steps.len() == 2 {
        mixed_pair(me, opp, a, b, steps[0], steps[1])
    } else {
        None
    };
    match quick {
        Some(listed) => listed,
        // Short turns (rule 7 needs the whole search) and bear-offs.
        None => generate::<false>(me, opp, d1, d2)
            .actions
            .contains(&Action::Turn(*turn)),
    }
}

/// `Some(listed)` for four steps of a double, `None` when a bear-off needs the
/// whole search: listed when every step is legal in turn and the sources never rise.
fn double_four(me: &[u8; 25], opp: &[u8; 25], d: usize, steps: &[Step]) -> Option<bool> {
    let ctx = Ctx::new(opp);
    let mut f = Frame::new(me);
    let mut prev = BAR;
    for s in steps {
        let (i, die) = index_and_die(*s)?;
        if die != d || i > prev || f.sources(&ctx, d) >> i & 1 == 0 {
            return Some(false);
        }
        f = f.played(&ctx, i, d);
        prev = i;
    }
    Some(true)
}

/// The source index and die of a step that is not a bear-off.
fn index_and_die(s: Step) -> Option<(usize, usize)> {
    let from = s.from.index()?;
    let to = match s.to {
        Place::Point(_) => s.to.index()?,
        _ => return None,
    };
    (from > to && from - to <= 6).then(|| (from, from - to))
}

/// `Some(listed)` for two steps of a mixed roll, `None` when a bear-off needs the
/// whole search.
fn mixed_pair(me: &[u8; 25], opp: &[u8; 25], a: usize, b: usize, s1: Step, s2: Step) -> Option<bool> {
    let (i1, x) = index_and_die(s1)?;
    let (i2, y) = index_and_die(s2)?;
    if !((x, y) == (a, b) || (x, y) == (b, a)) {
        return Some(false);
    }
    let ctx = Ctx::new(opp);
    let f0 = Frame::new(me);
    if f0.sources(&ctx, x) >> i1 & 1 == 0 {
        return Some(false);
    }
    let f1 = f0.played(&ctx, i1, x);
    if f1.sources(&ctx, y) >> i2 & 1 == 0 {
        return Some(false);
    }
    Some(if x == a {
        !filled_behind(&ctx, i1, i2, a, b)
    } else {
        !listed_higher_first(&ctx, &f0, i1, i2, a, b)
    })
}

fn turn1(s: Step) -> Turn {
    let mut t = Turn::PASS;
    t.push(s);
    t
}
