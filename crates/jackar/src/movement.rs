//! Moving one marble (rules "Moving"): exact count, exact entry into the base,
//! own marbles blocking, the passing option (D1), the safe home, landing kills,
//! the King's 13 and the 4 backwards (D3). Checked cell by cell on the
//! occupancy array, without allocating.

use rules_core::{Events, Seat};

use crate::board::{BASE_CELLS, MarbleId, Place};
use crate::card::Walk;
use crate::event::Event;
use crate::options::Passing;
use crate::state::{Jackar, occ_code, occ_marble};

/// Why a marble cannot walk (a small value: the move generator meets many).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum WalkError {
    /// a marble safe on its home is in the way.
    SafeInTheWay,
    /// a marble of its own colour is in the way.
    OwnInTheWay,
    /// it would pass more than one marble (D1).
    PassesTwo,
    /// two marbles side by side block the way (D1).
    Blocked,
    /// a marble safe on its home cannot be landed on.
    SafeLanding,
    /// a move has at least one step.
    NoSteps,
    /// the marble is in the graveyard.
    InGraveyard,
    /// the 4 moves only on the track, never out of a base.
    BackFromBase,
    /// it would go past the end of its base.
    PastTheBase,
    /// a marble of its own colour is in the way in the base.
    OwnInTheBase,
    /// that base cell is taken.
    BaseTaken,
}

impl std::fmt::Display for WalkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            WalkError::SafeInTheWay => "a marble safe on its home is in the way",
            WalkError::OwnInTheWay => "a marble of its own colour is in the way",
            WalkError::PassesTwo => "it would pass more than one marble (D1)",
            WalkError::Blocked => "two marbles side by side block the way (D1)",
            WalkError::SafeLanding => "a marble safe on its home cannot be landed on",
            WalkError::NoSteps => "a move has at least one step",
            WalkError::InGraveyard => "the marble is in the graveyard",
            WalkError::BackFromBase => "the 4 moves only on the track, never out of a base",
            WalkError::PastTheBase => "it would go past the end of its base",
            WalkError::OwnInTheBase => "a marble of its own colour is in the way in the base",
            WalkError::BaseTaken => "that base cell is taken",
        })
    }
}

impl Jackar {
    /// Whether the marble on a track cell is safe: on its own home.
    #[inline]
    pub(crate) fn safe_at(&self, cell: u8, code: u8) -> bool {
        self.board.home(occ_marble(code).seat) == cell
    }

    /// Bit `i` set when the seat's base cell `i` holds one of its marbles.
    #[inline]
    fn base_mask(&self, seat: Seat) -> u8 {
        self.bases[seat.index()]
    }

    /// The track cells a walk passes over (`path`, a contiguous run of cells):
    /// what stops it there — a safe home marble always; for the King nothing
    /// else; otherwise a marble of the walker's own colour, and the passing
    /// option (D1). Looks only at the occupied cells of the run.
    #[inline]
    fn check_passed(&self, path: u128, owner: Seat, walk: Walk) -> Result<(), WalkError> {
        let occupied = path & self.occ_bits;
        if occupied == 0 {
            return Ok(());
        }
        let mut rest = occupied;
        let mut passed = 0u32;
        while rest != 0 {
            let cell = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let code = self.occ[usize::from(cell)];
            if self.safe_at(cell, code) {
                return Err(WalkError::SafeInTheWay);
            }
            if occ_marble(code).seat == owner && walk != Walk::King {
                return Err(WalkError::OwnInTheWay);
            }
            passed += 1;
        }
        if walk == Walk::King {
            return Ok(());
        }
        match self.options.passing {
            Passing::One if passed > 1 => Err(WalkError::PassesTwo),
            Passing::Block if passed > 1 && adjacent_pair(occupied, self.board.track_len()) => Err(WalkError::Blocked),
            _ => Ok(()),
        }
    }

    /// Landing on a track cell: anything but a safe home marble (which is killed).
    #[inline]
    fn land_on(&self, cell: u8) -> Result<Place, WalkError> {
        let code = self.occ[usize::from(cell)];
        if code != 0 && self.safe_at(cell, code) {
            return Err(WalkError::SafeLanding);
        }
        Ok(Place::Track(cell))
    }

    /// Where `m` would end after walking `steps`, or why it cannot. Checks every
    /// movement rule but not whose marble it may be (the card's rules do that).
    pub(crate) fn walk_to(&self, m: MarbleId, steps: u8, walk: Walk) -> Result<Place, WalkError> {
        let n = self.board.track_len();
        let from = self.place(m);
        if steps == 0 {
            return Err(WalkError::NoSteps);
        }
        if walk == Walk::Back {
            let Place::Track(c) = from else {
                return Err(if from == Place::Graveyard {
                    WalkError::InGraveyard
                } else {
                    WalkError::BackFromBase
                });
            };
            // Cells c−steps+1 … c−1 are passed, c−steps is landed on.
            let to = back_cell(c, steps, n);
            self.check_passed(run(wrap(to + 1, n), steps - 1, n), m.seat, walk)?;
            return self.land_on(to);
        }
        // Forward: progress p along the owner's path (B3), target t.
        let (p, cell) = match from {
            Place::Graveyard => return Err(WalkError::InGraveyard),
            Place::Track(c) => {
                let home = self.board.home(m.seat);
                (if c >= home { c - home } else { c + n - home }, c)
            }
            Place::Base(i) => (n + i, 0),
        };
        let t = u16::from(p) + u16::from(steps);
        if t >= u16::from(n) + u16::from(BASE_CELLS) {
            return Err(WalkError::PastTheBase);
        }
        let t = t as u8;
        if p < n {
            // Along the track: cells p+1 … up to the last before the base.
            let on_track = t.min(n) - p - 1;
            self.check_passed(run(wrap(cell + 1, n), on_track, n), m.seat, walk)?;
            if t < n {
                return self.land_on(wrap(cell + steps, n));
            }
        }
        // Into or inside the base: no own marble passed, a free cell to land on.
        let mask = self.base_mask(m.seat);
        let first = p.max(n - 1) + 1 - n; // the first base cell entered
        let last = t - n;
        let passed_cells = ((1u8 << last) - 1) & !((1u8 << first) - 1);
        if mask & passed_cells != 0 {
            return Err(WalkError::OwnInTheBase);
        }
        if mask & (1 << last) != 0 {
            return Err(WalkError::BaseTaken);
        }
        Ok(Place::Base(last))
    }

    /// The ordinary forward walks `m` may take: bit `s` (1 ≤ s ≤
    /// [`MAX_FORWARD`]) is set exactly when [`Jackar::walk_to`] of `s` steps
    /// with [`Walk::Forward`] succeeds.
    ///
    /// Why: the move generator needs this for every marble and every card in
    /// hand, and for every pair of parts of a 7; one look at the few occupied
    /// cells ahead answers all step counts at once. Everything that refuses a
    /// walk on the track (a safe marble passed or landed on, an own marble
    /// passed, too many others passed, D1) refuses every longer walk too, so
    /// the legal counts on the track are a run `1..=limit`; past the track's
    /// end come the free base cells before the first taken one. `walk_to`
    /// stays the reference (apply uses it); a test compares the two.
    #[inline(always)]
    pub(crate) fn forward_steps(&self, m: MarbleId) -> u16 {
        match self.place(m) {
            // Most marbles of most positions wait in a graveyard: answered here.
            Place::Graveyard => 0,
            Place::Track(c) => self.forward_on_track(m, c),
            Place::Base(i) => {
                // Inside the base: onwards while the cells ahead are free.
                let base = self.base_mask(m.seat);
                let room = (base >> (i + 1)).trailing_zeros().min(u32::from(BASE_CELLS - 1 - i));
                ones(room) << 1
            }
        }
    }

    /// [`Jackar::forward_steps`] of a marble on track cell `cell`.
    fn forward_on_track(&self, m: MarbleId, cell: u8) -> u16 {
        let n = self.board.track_len();
        let home = self.board.home(m.seat);
        let p = if cell >= home { cell - home } else { cell + n - home };
        // Track cells ahead before the base; only the first MAX_FORWARD matter.
        let left = n - 1 - p;
        let horizon = left.min(MAX_FORWARD);
        // Occupied cells ahead, bit d−1 for the cell d steps on.
        let start = wrap(cell + 1, n);
        let ahead = self.occupied(start, horizon);
        // The longest walk the marbles ahead allow (none: every one).
        let mut limit = u8::MAX;
        let mut rest = ahead;
        let (mut passed, mut prev) = (0u8, 0u8);
        while rest != 0 {
            let bit = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let d = bit + 1;
            let at = wrap(start + bit, n);
            let code = self.occ[usize::from(at)];
            if self.safe_at(at, code) {
                limit = d - 1; // neither passed nor landed on
                break;
            }
            if occ_marble(code).seat == m.seat {
                limit = d; // landed on (killed), never passed
                break;
            }
            passed += 1;
            match self.options.passing {
                // Landing on the second is fine; passing it is passing two.
                Passing::One if passed == 2 => {
                    limit = d;
                    break;
                }
                // Two side by side stop any walk that passes both.
                Passing::Block if passed >= 2 && prev == d - 1 => {
                    limit = d;
                    break;
                }
                _ => {}
            }
            prev = d;
        }
        let mut steps = ones(u32::from(limit.min(horizon))) << 1;
        if limit == u8::MAX && left < MAX_FORWARD {
            // The whole track ahead can be passed: base cells up to the first taken one.
            let room = (self.base_mask(m.seat) | 1 << BASE_CELLS).trailing_zeros();
            steps |= ((u32::from(ones(room)) << (left + 1)) & 0xFFFF) as u16;
        }
        steps & ones(u32::from(MAX_FORWARD)) << 1
    }

    /// The occupied cells of the `len` (≤ 16) track cells from `start` on,
    /// bit `k` for cell `start + k`: the window of the occupancy bits,
    /// continued from cell 0 when it runs past cell n−1 (one 128-bit shift:
    /// they are slow).
    #[inline]
    fn occupied(&self, start: u8, len: u8) -> u16 {
        let n = self.board.track_len();
        let mut window = (self.occ_bits >> start) as u16;
        if start + len > n {
            window |= (self.occ_bits as u16) << (n - start);
        }
        window & ones(u32::from(len))
    }

    /// Whether `m` may walk `steps` (1–12) forward: bit `steps` of
    /// [`Jackar::forward_steps`], answered at once when the walk stays on the
    /// track and the cells it passes and lands on are empty (the 5 asks this
    /// of every other colour's marble on the track, D5).
    pub(crate) fn can_walk_forward(&self, m: MarbleId, steps: u8) -> bool {
        if let Place::Track(c) = self.place(m) {
            let n = self.board.track_len();
            let home = self.board.home(m.seat);
            let p = if c >= home { c - home } else { c + n - home };
            if p + steps < n && self.occupied(wrap(c + 1, n), steps) == 0 {
                return true;
            }
        }
        self.forward_steps(m) >> steps & 1 != 0
    }

    /// Whether `m` may walk the 4 back (D3): [`Jackar::walk_to`] with
    /// [`Walk::Back`], answered at once when the four cells behind it are
    /// empty (most times: then nothing is passed nor landed on).
    pub(crate) fn can_walk_back(&self, m: MarbleId) -> bool {
        let Place::Track(c) = self.place(m) else {
            return false;
        };
        let n = self.board.track_len();
        self.occupied(back_cell(c, 4, n), 4) == 0 || self.walk_to(m, 4, Walk::Back).is_ok()
    }

    /// Whether `m` may take the King's 13: [`Jackar::walk_to`] with
    /// [`Walk::King`]. Along the track the King kills whatever it passes or
    /// lands on but a marble safe on its home, so only the occupied cells
    /// ahead are looked at; a walk into the base goes to `walk_to`.
    pub(crate) fn can_walk_king(&self, m: MarbleId) -> bool {
        const KING: u8 = 13;
        if let Place::Track(c) = self.place(m) {
            let n = self.board.track_len();
            let home = self.board.home(m.seat);
            let p = if c >= home { c - home } else { c + n - home };
            if p + KING < n {
                let start = wrap(c + 1, n);
                let mut rest = self.occupied(start, KING);
                while rest != 0 {
                    let cell = wrap(start + rest.trailing_zeros() as u8, n);
                    rest &= rest - 1;
                    if self.safe_at(cell, self.occ[usize::from(cell)]) {
                        return false;
                    }
                }
                return true;
            }
        }
        self.walk_to(m, KING, Walk::King).is_ok()
    }

    /// Where a forward walk of `steps` already known legal
    /// ([`Jackar::forward_steps`]) takes `m`.
    pub(crate) fn forward_dest(&self, m: MarbleId, steps: u8) -> Place {
        let n = self.board.track_len();
        match self.place(m) {
            Place::Track(c) => {
                let home = self.board.home(m.seat);
                let p = if c >= home { c - home } else { c + n - home };
                if p + steps < n {
                    Place::Track(wrap(c + steps, n))
                } else {
                    Place::Base(p + steps - n)
                }
            }
            Place::Base(i) => Place::Base(i + steps),
            Place::Graveyard => Place::Graveyard,
        }
    }

    /// Puts a marble somewhere, keeping the occupancy array in step.
    #[inline]
    pub(crate) fn set_place(&mut self, m: MarbleId, to: Place) {
        match self.place(m) {
            Place::Track(c) => {
                self.occ[usize::from(c)] = 0;
                self.occ_bits &= !(1u128 << c);
            }
            Place::Base(b) => self.bases[m.seat.index()] &= !(1 << b),
            Place::Graveyard => {}
        }
        self.marbles[m.seat.index()][usize::from(m.index)] = to;
        match to {
            Place::Track(c) => {
                self.occ[usize::from(c)] = occ_code(m);
                self.occ_bits |= 1u128 << c;
            }
            Place::Base(b) => self.bases[m.seat.index()] |= 1 << b,
            Place::Graveyard => {}
        }
    }

    /// Sends the marble on a track cell (if any) to its graveyard.
    pub(crate) fn kill_at(&mut self, cell: u8, events: &mut impl Events<Event>) {
        let code = self.occ[usize::from(cell)];
        if code != 0 {
            let victim = occ_marble(code);
            self.set_place(victim, Place::Graveyard);
            events.push_with(|| Event::Killed {
                marble: victim,
                at: Place::Track(cell),
            });
        }
    }

    /// Carries out a walk already checked with [`Jackar::walk_to`]: the King's
    /// victims along the way, the marble landed on, then the move itself.
    pub(crate) fn do_walk(&mut self, m: MarbleId, steps: u8, walk: Walk, to: Place, events: &mut impl Events<Event>) {
        let from = self.place(m);
        // The King kills every marble it passes on the track (none is safe:
        // `walk_to` refused the walk then), in the order it meets them.
        if walk == Walk::King
            && let (Place::Track(c), Some(p)) = (from, self.board.progress(m.seat, from))
        {
            let n = self.board.track_len();
            let on_track = ((p + u16::from(steps)).min(u16::from(n)) - p - 1) as u8;
            for k in 1..=on_track {
                let cell = wrap(c + k, n);
                if self.occ_bits & (1u128 << cell) != 0 {
                    self.kill_at(cell, events);
                }
            }
        }
        if let Place::Track(c) = to {
            self.kill_at(c, events);
        }
        self.set_place(m, to);
        events.push_with(|| Event::Moved { marble: m, from, to });
    }
}

/// The most steps of an ordinary forward walk (the Queen's 12).
pub(crate) const MAX_FORWARD: u8 = 12;

/// Bits 0..k set (k ≤ 15).
#[inline]
fn ones(k: u32) -> u16 {
    ((1u32 << k) - 1) as u16
}

/// The cell `steps` back from track cell `c` (the 4, D3), on a track of `n`.
#[inline]
pub(crate) fn back_cell(c: u8, steps: u8, n: u8) -> u8 {
    if c >= steps { c - steps } else { c + n - steps }
}

/// `c` brought back onto a track of `n` cells (`c` < 2n).
#[inline]
fn wrap(c: u8, n: u8) -> u8 {
    if c >= n { c - n } else { c }
}

/// The bits of `len` track cells from `start` on (wrapping past cell n−1 to 0).
#[inline]
pub(crate) fn run(start: u8, len: u8, n: u8) -> u128 {
    if len == 0 {
        return 0;
    }
    let end = u16::from(start) + u16::from(len);
    if end <= u16::from(n) {
        ((1u128 << len) - 1) << start
    } else {
        let first = n - start;
        (((1u128 << first) - 1) << start) | ((1u128 << (len - first)) - 1)
    }
}

/// Whether two of these cells are next to each other on a track of `n`
/// (cells n−1 and 0 are neighbours).
#[inline]
fn adjacent_pair(cells: u128, n: u8) -> bool {
    cells & (cells >> 1) != 0 || (cells & 1 != 0 && cells >> (n - 1) & 1 != 0)
}
