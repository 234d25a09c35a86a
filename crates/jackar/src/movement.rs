//! Moving one marble (rules "Moving"): exact count, exact entry into the base,
//! own marbles blocking, the passing option (D1), the safe home, landing kills,
//! the King's 13 and the 4 backwards (D3). Checked cell by cell on the
//! occupancy array, without allocating.

use crate::board::{BASE_CELLS, MarbleId, Place};
use crate::event::Event;
use crate::options::Passing;
use crate::state::{Jackar, occ_code, occ_marble};

/// How a marble walks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Walk {
    /// Forward along the owner's path, ordinary rules (every card but 4 and K's 13).
    Forward,
    /// The King's 13: forward, killing every marble passed on the track.
    King,
    /// The 4: backwards along the track (D3).
    Back,
}

impl Jackar {
    /// Whether the marble on a track cell is safe: on its own home.
    #[inline]
    pub(crate) fn safe_at(&self, cell: u8, code: u8) -> bool {
        self.board.home(occ_marble(code).seat) == cell
    }

    /// Whether a seat's base cell holds one of its marbles.
    #[inline]
    fn base_taken(&self, m: MarbleId, cell: u8) -> bool {
        self.marbles[m.seat.index()].contains(&Place::Base(cell))
    }

    /// Where `m` would end after walking `steps`, or why it cannot. Checks every
    /// movement rule but not whose marble it may be (the card's rules do that).
    pub(crate) fn walk_to(&self, m: MarbleId, steps: u8, walk: Walk) -> Result<Place, &'static str> {
        let n = self.board.track_len();
        let from = self.place(m);
        if steps == 0 {
            return Err("a move has at least one step");
        }
        let mut passed = 0u8;
        let mut prev_occupied = false;
        // One cell passed over on the track: what stops the walk there.
        let mut pass_cell = |cell: u8| -> Result<(), &'static str> {
            let code = self.occ[usize::from(cell)];
            if code == 0 {
                prev_occupied = false;
                return Ok(());
            }
            if self.safe_at(cell, code) {
                return Err("a marble safe on its home is in the way");
            }
            if walk == Walk::King {
                return Ok(());
            }
            if occ_marble(code).seat == m.seat {
                return Err("a marble of its own colour is in the way");
            }
            passed += 1;
            match self.options.passing {
                Passing::One if passed > 1 => return Err("it would pass more than one marble (D1)"),
                Passing::Block if prev_occupied => return Err("two marbles side by side block the way (D1)"),
                _ => {}
            }
            prev_occupied = true;
            Ok(())
        };
        match walk {
            Walk::Back => {
                let Place::Track(c) = from else {
                    return Err(if from == Place::Graveyard {
                        "the marble is in the graveyard"
                    } else {
                        "the 4 moves only on the track, never out of a base"
                    });
                };
                for k in 1..steps {
                    pass_cell(back(c, k, n))?;
                }
                let to = back(c, steps, n);
                let code = self.occ[usize::from(to)];
                if code != 0 && self.safe_at(to, code) {
                    return Err("a marble safe on its home cannot be landed on");
                }
                Ok(Place::Track(to))
            }
            Walk::Forward | Walk::King => {
                let Some(p) = self.board.progress(m.seat, from) else {
                    return Err("the marble is in the graveyard");
                };
                let n16 = u16::from(n);
                let t = p + u16::from(steps);
                if t >= n16 + u16::from(BASE_CELLS) {
                    return Err("it would go past the end of its base");
                }
                let home = u16::from(self.board.home(m.seat));
                for q in p + 1..t {
                    if q < n16 {
                        pass_cell(cell_of(home, q, n16))?;
                    } else if self.base_taken(m, (q - n16) as u8) {
                        return Err("a marble of its own colour is in the way in the base");
                    }
                }
                if t < n16 {
                    let to = cell_of(home, t, n16);
                    let code = self.occ[usize::from(to)];
                    if code != 0 && self.safe_at(to, code) {
                        return Err("a marble safe on its home cannot be landed on");
                    }
                    Ok(Place::Track(to))
                } else {
                    let cell = (t - n16) as u8;
                    if self.base_taken(m, cell) {
                        return Err("that base cell is taken");
                    }
                    Ok(Place::Base(cell))
                }
            }
        }
    }

    /// Puts a marble somewhere, keeping the occupancy array in step.
    #[inline]
    pub(crate) fn set_place(&mut self, m: MarbleId, to: Place) {
        if let Place::Track(c) = self.place(m) {
            self.occ[usize::from(c)] = 0;
        }
        self.marbles[m.seat.index()][usize::from(m.index)] = to;
        if let Place::Track(c) = to {
            self.occ[usize::from(c)] = occ_code(m);
        }
    }

    /// Sends the marble on a track cell (if any) to its graveyard.
    fn kill_at(&mut self, cell: u8, events: &mut Vec<Event>) {
        let code = self.occ[usize::from(cell)];
        if code != 0 {
            let victim = occ_marble(code);
            self.set_place(victim, Place::Graveyard);
            events.push(Event::Killed {
                marble: victim,
                at: Place::Track(cell),
            });
        }
    }

    /// Carries out a walk already checked with [`Jackar::walk_to`]: the King's
    /// victims along the way, the marble landed on, then the move itself.
    pub(crate) fn do_walk(&mut self, m: MarbleId, steps: u8, walk: Walk, to: Place, events: &mut Vec<Event>) {
        let from = self.place(m);
        if walk == Walk::King
            && let Some(p) = self.board.progress(m.seat, from)
        {
            let n = u16::from(self.board.track_len());
            let home = u16::from(self.board.home(m.seat));
            for q in p + 1..(p + u16::from(steps)).min(n) {
                self.kill_at(cell_of(home, q, n), events);
            }
        }
        if let Place::Track(c) = to {
            self.kill_at(c, events);
        }
        self.set_place(m, to);
        events.push(Event::Moved { marble: m, from, to });
    }
}

/// The track cell `q` steps along from `home` on a track of `n` (q < n).
#[inline]
fn cell_of(home: u16, q: u16, n: u16) -> u8 {
    ((home + q) % n) as u8
}

/// The cell `k` steps back from `c` on a track of `n`.
#[inline]
fn back(c: u8, k: u8, n: u8) -> u8 {
    ((u16::from(c) + u16::from(n) - u16::from(k)) % u16::from(n)) as u8
}
