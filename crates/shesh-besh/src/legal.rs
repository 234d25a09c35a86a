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
        // Eight points at a time, read backwards: the opponent's index j is the
        // mover's index 23 - j, so its indices 16..24 read big-endian are the
        // mover's 0..8, one per byte (a byte swap, not a reversal of the bits).
        let (c0, c1, c2) = (chunk_back(opp, 16), chunk_back(opp, 8), chunk_back(opp, 0));
        let any = nonzero(c0) | nonzero(c1) << 8 | nonzero(c2) << 16;
        let two = nonzero(c0 & HIGH7) | nonzero(c1 & HIGH7) << 8 | nonzero(c2 & HIGH7) << 16;
        Ctx {
            blocked: two,
            blots: any & !two,
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

/// The eight counts from index `at`, the last in the lowest byte.
#[inline]
fn chunk_back(side: &[u8; 25], at: usize) -> u64 {
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(&side[at..at + 8]);
    u64::from_be_bytes(bytes)
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

/// What decides where the mover's dice can be played from ([`Shape::sources`]):
/// which points (and the bar) hold its checkers, and how many are outside the
/// home board. A step changes it in a few bit operations, so the search asks
/// where the next step can come from without copying the counts.
#[derive(Copy, Clone)]
pub(crate) struct Shape {
    /// Bit `i` set when `me[i] > 0` (bit [`BAR`]: a checker on the bar).
    occ: u32,
    /// Checkers outside the home board (points 7-24 and the bar).
    outside: u8,
}

impl Shape {
    /// The source indices from which die `d` can be played now, as a bit mask.
    #[inline]
    pub(crate) fn sources(self, ctx: &Ctx, d: usize) -> u32 {
        // Rule 5: nothing else moves while a checker is on the bar; it enters on
        // the mover's point 25 - d, index 24 - d.
        if self.occ >> BAR & 1 != 0 {
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
}

/// The checkers of a side on the board and the bar (each count at most 15),
/// eight counts at a time: what is not there has been borne off. (A sum of the
/// 25 counts one by one was a twentieth of a random game.)
pub(crate) fn on_board(side: &[u8; 25]) -> u8 {
    byte_sum(chunk(side, 0)) + byte_sum(chunk(side, 8)) + byte_sum(chunk(side, 16)) + side[BAR]
}

/// The mover's side during the search.
#[derive(Copy, Clone)]
pub(crate) struct Frame {
    pub(crate) me: [u8; 25],
    shape: Shape,
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
            shape: Shape { occ, outside },
            hits: 0,
        }
    }

    /// Bit `i` set when `me[i] > 0`.
    #[inline]
    fn occ(&self) -> u32 {
        self.shape.occ
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
        self.shape.sources(ctx, d)
    }

    /// The shape after die `d` is played from index `i` (one of
    /// [`Frame::sources`]): all the next step's sources need, without the copy
    /// of the frame that [`Frame::played`] makes.
    #[inline]
    pub(crate) fn shape_after(&self, i: usize, d: usize) -> Shape {
        let mut s = self.shape;
        s.occ &= !(u32::from(self.me[i] == 1) << i);
        if i >= d {
            let t = i - d;
            s.outside -= u8::from((i >= 6) & (t < 6));
            s.occ |= 1 << t;
        }
        s
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
        let mut g = *self;
        g.me[i] = self.me[i] - 1;
        g.shape = self.shape_after(i, d);
        if i >= d {
            let t = i - d;
            g.me[t] = self.me[t] + 1;
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
    /// Steps in every legal turn (rule 7).
    pub(crate) depth: u8,
}

/// The turns being listed, into a list the caller keeps.
struct Lister<'a> {
    actions: &'a mut Vec<Action>,
    /// The keys of the actions, when kept (else empty).
    keys: Vec<u128>,
    /// Steps in every turn listed so far.
    depth: u8,
}

impl Lister<'_> {
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
    /// a double). `before` makes the frame before that step: only for the keys.
    #[inline(always)]
    fn lasts<const KEYS: bool>(
        &mut self,
        depth: u8,
        turn: &Turn,
        ctx: &Ctx,
        before: impl FnOnce() -> Frame,
        mut sources: u32,
        d: usize,
    ) {
        if sources == 0 || !self.reach(depth) {
            return;
        }
        if KEYS {
            let f = before();
            for i in bits_down(sources) {
                self.keys.push(f.played(ctx, i, d).key());
            }
        }
        let slot = usize::from(depth) - 1;
        while sources != 0 {
            let i = highest(sources);
            sources &= !(1 << i);
            // The slot is a constant where this is inlined: one 16-byte store.
            self.actions.push(Action::Turn(turn.with(slot, STEPS[i][d])));
        }
    }

    /// A turn of `depth` steps; `frame` makes the position it reaches, only
    /// for its key.
    #[inline]
    fn leaf<const KEYS: bool>(&mut self, depth: u8, turn: Turn, frame: impl FnOnce() -> Frame) {
        if !self.reach(depth) {
            return;
        }
        self.actions.push(Action::Turn(turn));
        if KEYS {
            self.keys.push(frame().key());
        }
    }
}

#[inline]
pub(crate) fn highest(m: u32) -> usize {
    31 - m.leading_zeros() as usize
}

/// The set bits of `m`, highest first.
#[inline]
pub(crate) fn bits_down(mut m: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (m != 0).then(|| {
            let i = highest(m);
            m &= !(1 << i);
            i
        })
    })
}

/// Every legal complete turn of the mover `me` against `opp` with dice `(d1, d2)`.
/// With `KEYS`, every turn's position key is kept too.
pub(crate) fn generate<const KEYS: bool>(me: &[u8; 25], opp: &[u8; 25], d1: u8, d2: u8) -> Moves {
    let mut actions = Vec::new();
    let (keys, depth) = list::<KEYS>(me, opp, d1, d2, &mut actions);
    Moves { actions, keys, depth }
}

/// The legal turns listed into `actions` (cleared first): a buffer kept from
/// turn to turn keeps its room, so a playout allocates nothing.
pub(crate) fn generate_into(me: &[u8; 25], opp: &[u8; 25], d1: u8, d2: u8, actions: &mut Vec<Action>) {
    list::<false>(me, opp, d1, d2, actions);
}

/// Lists the turns into `actions` (cleared first); their keys (if `KEYS`)
/// and their number of steps.
fn list<const KEYS: bool>(me: &[u8; 25], opp: &[u8; 25], d1: u8, d2: u8, actions: &mut Vec<Action>) -> (Vec<u128>, u8) {
    let ctx = Ctx::new(opp);
    let f0 = Frame::new(me);
    let (a, b) = (usize::from(d1.max(d2)), usize::from(d1.min(d2)));
    actions.clear();
    actions.reserve(if a == b { 64 } else { 32 });
    let mut moves = Lister {
        actions,
        keys: Vec::new(),
        depth: 0,
    };
    if a == b {
        double::<KEYS>(&mut moves, &ctx, &f0, a);
    } else {
        mixed::<KEYS>(&mut moves, &ctx, &f0, a, b);
    }
    if moves.actions.is_empty() {
        // Rule 7: no die can be used; the turn is lost.
        moves.leaf::<KEYS>(0, Turn::PASS, || f0);
    }
    (moves.keys, moves.depth)
}

/// The turns of a double of `d` from `f0`.
///
/// Each step is played from a source no higher than the step before's, which
/// reaches each multiset of steps once. The four levels are written out as
/// nested loops rather than a recursion: each level then writes its step into
/// a fixed slot of the turn, which stays in registers (a slot chosen at run
/// time is written to memory and read back whole, and that read waits for the
/// write: it was a quarter of the time of a double). The third step's
/// position is only a [`Shape`]: the fourth step's sources need no more.
fn double<const KEYS: bool>(moves: &mut Lister<'_>, ctx: &Ctx, f0: &Frame, d: usize) {
    let below = |src: usize| (2u32 << src) - 1;
    for i1 in bits_down(f0.sources(ctx, d)) {
        let f1 = f0.played(ctx, i1, d);
        let t1 = Turn::PASS.with(0, STEPS[i1][d]);
        let m2 = f1.sources(ctx, d) & below(i1);
        if m2 == 0 {
            moves.leaf::<KEYS>(1, t1, || f1);
            continue;
        }
        for i2 in bits_down(m2) {
            let f2 = f1.played(ctx, i2, d);
            let t2 = t1.with(1, STEPS[i2][d]);
            let m3 = f2.sources(ctx, d) & below(i2);
            if m3 == 0 {
                moves.leaf::<KEYS>(2, t2, || f2);
                continue;
            }
            for i3 in bits_down(m3) {
                let t3 = t2.with(2, STEPS[i3][d]);
                let f3 = || f2.played(ctx, i3, d);
                let last = f2.shape_after(i3, d).sources(ctx, d) & below(i3);
                if last == 0 {
                    moves.leaf::<KEYS>(3, t3, f3);
                } else {
                    moves.lasts::<KEYS>(4, &t3, ctx, f3, last, d);
                }
            }
        }
    }
}

/// The keys of the two-step turns of a mixed roll that bear off a checker,
/// the dice taken either way round, to list each position they reach once.
///
/// At most [`BearKeys::ROOM`]: such a turn ends with every checker home, so
/// before it at most one was outside (and none on the bar). The first step
/// then comes from that checker or from one of the six home points, and the
/// second from one of the six home points: 36 turns with the higher die first,
/// and as many new ones with the lower die first. Kept on the stack (the list
/// was a heap allocation in every turn that bears off), and made only when a
/// turn bears off.
struct BearKeys {
    keys: [u128; BearKeys::ROOM],
    len: usize,
}

impl BearKeys {
    const ROOM: usize = 72;

    fn new() -> Self {
        BearKeys {
            keys: [0; BearKeys::ROOM],
            len: 0,
        }
    }

    fn push(&mut self, key: u128) {
        // Within ROOM, as the type's comment shows.
        self.keys[self.len] = key;
        self.len += 1;
    }

    fn contains(&self, key: u128) -> bool {
        self.keys[..self.len].contains(&key)
    }
}

/// The turns of a mixed roll of `a` (the higher die) and `b` from `f0`.
///
/// The first step's position is only a [`Shape`], which is all the second
/// step's sources need; its whole frame is made only for a key or a bear-off.
fn mixed<const KEYS: bool>(moves: &mut Lister<'_>, ctx: &Ctx, f0: &Frame, a: usize, b: usize) {
    let mut bear_keys: Option<BearKeys> = None;
    // Higher die first.
    for i in bits_down(f0.sources(ctx, a)) {
        let f1 = || f0.played(ctx, i, a);
        let s1 = STEPS[i][a];
        let mut m2 = f0.shape_after(i, a).sources(ctx, b);
        let t1 = turn1(s1);
        if m2 == 0 {
            moves.leaf::<KEYS>(1, t1, f1);
            continue;
        }
        // Only the second step from i + b can fill behind the first.
        let k = i + b;
        if m2 >> k & 1 == 1 && filled_behind(ctx, i, k, a, b) {
            m2 &= !(1 << k);
        }
        // Bear-offs are kept for the lower-die-first search, where the dice may
        // swap; their sources are all below the others', so the order is kept.
        let bear = if s1.to == Place::Off { m2 } else { m2 & ((1 << b) - 1) };
        moves.lasts::<KEYS>(2, &t1, ctx, f1, m2 & !bear, b);
        if bear != 0 {
            let f1 = f1();
            let seen = bear_keys.get_or_insert_with(BearKeys::new);
            for k in bits_down(bear) {
                let mut f2 = f1;
                let s2 = f2.play(ctx, k, b);
                seen.push(f2.key());
                moves.leaf::<KEYS>(2, t1.with(1, s2), || f2);
            }
        }
    }
    // Rule 7: when only one die can be used, the larger one if it can be.
    let higher_singles = if moves.depth == 1 { moves.actions.len() } else { 0 };
    // Lower die first.
    for k in bits_down(f0.sources(ctx, b)) {
        let f1 = || f0.played(ctx, k, b);
        let s1 = STEPS[k][b];
        let m2 = f0.shape_after(k, b).sources(ctx, a);
        let t1 = turn1(s1);
        if m2 == 0 {
            moves.leaf::<KEYS>(1, t1, f1);
            continue;
        }
        // Bear-offs, where the dice may swap: compare positions.
        let bear = if s1.to == Place::Off { m2 } else { m2 & ((1 << a) - 1) };
        // The other second steps reach a position listed higher die first unless
        // their source was empty at the start (the checker just moved) or waited
        // behind the bar (`listed_higher_first`); skip the rest unexamined. Their
        // sources are all above the bear-offs', so the order is kept.
        let fresh = if f0.me[BAR] > 0 { !(1 << BAR) } else { !f0.occ() };
        let mut new = 0;
        for i in bits_down(m2 & !bear & fresh) {
            if !listed_higher_first(ctx, f0, k, i, a, b) {
                new |= 1 << i;
            }
        }
        moves.lasts::<KEYS>(2, &t1, ctx, f1, new, a);
        if bear != 0 {
            let f1 = f1();
            let seen = bear_keys.get_or_insert_with(BearKeys::new);
            for i in bits_down(bear) {
                let mut f2 = f1;
                let s2 = f2.play(ctx, i, a);
                let key = f2.key();
                if !seen.contains(key) {
                    seen.push(key);
                    moves.leaf::<KEYS>(2, t1.with(1, s2), || f2);
                }
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
    Turn::PASS.with(0, s)
}
