//! A slow, obviously-correct reference for the legal plays of `rules/jackar.md`,
//! written from the rules file alone (not from the crate's move generator).
//!
//! Marbles step one cell at a time along their owner's path; every rule is a
//! plain check on the cells stepped through. Nothing is cached and every
//! occupant is found by scanning all marbles, so the code reads like the rules.
//! Only the crate's public types are used ([`Action`], [`Place`], [`MarbleId`],
//! [`Card`], [`Passing`]), to name the plays and compare.

use jackar::{Action, Card, MarbleId, Passing, Place};
use rules_core::Seat;

/// A position in the reference's own terms: the board is derived from the
/// player count here (B1, B4), not taken from the crate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pos {
    /// 2, 4 or 6.
    pub players: usize,
    /// D1.
    pub passing: Passing,
    /// Per seat, its four marbles (index = letter).
    pub marbles: Vec<[Place; 4]>,
    /// Per seat, its hand (duplicates kept).
    pub hands: Vec<Vec<Card>>,
    /// The seat to play.
    pub to_move: usize,
}

/// A marble as (owner seat, index).
type M = (usize, usize);

fn id((s, i): M) -> MarbleId {
    MarbleId::new(Seat(s as u8), i as u8)
}

impl Pos {
    /// B1: 76 cells of four sections, 114 of six.
    pub fn track_len(&self) -> u8 {
        if self.players == 6 { 114 } else { 76 }
    }

    /// B4: 19 × section; seat 1 of two sits at section 2.
    pub fn home(&self, seat: usize) -> u8 {
        let section = if self.players == 2 { seat * 2 } else { seat };
        (19 * section) as u8
    }

    /// Partners sit opposite (4: 0+2, 1+3; 6: 0+3, 1+4, 2+5); none of two.
    pub fn partner(&self, seat: usize) -> Option<usize> {
        match self.players {
            4 => Some((seat + 2) % 4),
            6 => Some((seat + 3) % 6),
            _ => None,
        }
    }

    fn finished(&self, seat: usize) -> bool {
        self.marbles[seat].iter().all(|p| matches!(p, Place::Base(_)))
    }

    /// Teams: a finished seat plays its partner's marbles.
    pub fn playing_colour(&self, seat: usize) -> usize {
        match self.partner(seat) {
            Some(p) if self.finished(seat) => p,
            _ => seat,
        }
    }

    fn place(&self, m: M) -> Place {
        self.marbles[m.0][m.1]
    }

    fn set(&mut self, m: M, p: Place) {
        self.marbles[m.0][m.1] = p;
    }

    /// The marble on a track cell, found by scanning every marble.
    fn on_cell(&self, cell: u8) -> Option<M> {
        let mut found = None;
        for s in 0..self.players {
            for i in 0..4 {
                if self.marbles[s][i] == Place::Track(cell) {
                    assert!(found.is_none(), "two marbles on cell {cell}");
                    found = Some((s, i));
                }
            }
        }
        found
    }

    /// The marble of `owner` on its base cell `b`.
    fn on_base(&self, owner: usize, b: u8) -> Option<M> {
        (0..4)
            .find(|&i| self.marbles[owner][i] == Place::Base(b))
            .map(|i| (owner, i))
    }

    /// Safe home: a marble on its own home cell.
    fn safe(&self, m: M) -> bool {
        self.place(m) == Place::Track(self.home(m.0))
    }

    /// One step forward along the owner's path (B3): the cell before the home
    /// leads into base cell 0; nothing beyond base cell 3.
    fn step_forward(&self, owner: usize, p: Place) -> Option<Place> {
        let n = self.track_len();
        match p {
            Place::Track(c) => {
                let next = (c + 1) % n;
                if next == self.home(owner) {
                    Some(Place::Base(0))
                } else {
                    Some(Place::Track(next))
                }
            }
            Place::Base(b) if b < 3 => Some(Place::Base(b + 1)),
            _ => None,
        }
    }

    /// One step backwards (the 4): on the track only.
    fn step_back(&self, p: Place) -> Option<Place> {
        let n = self.track_len();
        match p {
            Place::Track(c) => Some(Place::Track((c + n - 1) % n)),
            _ => None,
        }
    }

    /// Moves marble `m` by `steps` (backwards for the 4, the King's kills for
    /// `king`), returning the position after, or `None` when a rule forbids it.
    pub fn walk(&self, m: M, steps: u8, backwards: bool, king: bool) -> Option<Pos> {
        let start = self.place(m);
        if matches!(start, Place::Graveyard) || (backwards && !matches!(start, Place::Track(_))) {
            return None;
        }
        let mut cells = Vec::new();
        let mut at = start;
        for _ in 0..steps {
            at = if backwards {
                self.step_back(at)?
            } else {
                self.step_forward(m.0, at)?
            };
            cells.push(at);
        }
        let (&landing, passed) = cells.split_last()?;
        let mut after = self.clone();
        // The cells passed over.
        let mut others = 0;
        let mut prev_occupied = false;
        for &p in passed {
            let occupied = match p {
                Place::Base(b) => {
                    // Own marbles block in the base too (the King included).
                    if self.on_base(m.0, b).is_some() {
                        return None;
                    }
                    false
                }
                Place::Track(c) => match self.on_cell(c) {
                    None => false,
                    Some(o) => {
                        if self.safe(o) {
                            return None; // a safe home marble is never passed
                        }
                        if king {
                            after.set(o, Place::Graveyard); // the King kills all it passes
                        } else if o.0 == m.0 {
                            return None; // own colour blocks
                        } else {
                            others += 1;
                        }
                        true
                    }
                },
                Place::Graveyard => unreachable!(),
            };
            if !king && self.passing == Passing::Block && occupied && prev_occupied {
                return None; // two adjacent passed cells both occupied
            }
            prev_occupied = occupied;
        }
        if !king && self.passing == Passing::One && others > 1 {
            return None;
        }
        // The landing cell.
        match landing {
            Place::Base(b) => {
                if self.on_base(m.0, b).is_some() {
                    return None; // a base cell must be free
                }
            }
            Place::Track(c) => {
                if let Some(o) = self.on_cell(c) {
                    if self.safe(o) {
                        return None;
                    }
                    after.set(o, Place::Graveyard); // landing kills, own colour too
                }
            }
            Place::Graveyard => unreachable!(),
        }
        after.set(m, landing);
        Some(after)
    }

    /// A (or K) out: the lowest-lettered graveyard marble of `colour` onto its
    /// home; D2 kills another colour there, and own colour there forbids it.
    fn bring_out(&self, colour: usize) -> Option<Pos> {
        let i = (0..4).find(|&i| self.marbles[colour][i] == Place::Graveyard)?;
        let home = self.home(colour);
        let mut after = self.clone();
        if let Some(o) = self.on_cell(home) {
            if o.0 == colour {
                return None;
            }
            after.set(o, Place::Graveyard);
        }
        after.set((colour, i), Place::Track(home));
        Some(after)
    }

    /// The marbles of a colour that can be moved by a card (track or base).
    fn movable(&self, colour: usize) -> Vec<M> {
        (0..4)
            .filter(|&i| !matches!(self.marbles[colour][i], Place::Graveyard))
            .map(|i| (colour, i))
            .collect()
    }

    /// Every legal action of the seat to move in the play phase, each with the
    /// position it leaves (the turn passing on is not modelled).
    pub fn legal(&self) -> Vec<(Action, Pos)> {
        let seat = self.to_move;
        let pc = self.playing_colour(seat);
        // D8: with every marble of the colour played in the graveyard, only bring out.
        let all_dead = self.marbles[pc].iter().all(|p| *p == Place::Graveyard);
        let mut hand = self.hands[seat].clone();
        hand.sort();
        hand.dedup();
        let mut out: Vec<(Action, Pos)> = Vec::new();
        let moves = |out: &mut Vec<(Action, Pos)>, card: Card, steps: u8, backwards: bool, king: bool| {
            for m in self.movable(pc) {
                if let Some(after) = self.walk(m, steps, backwards, king) {
                    out.push((
                        Action::Move {
                            card,
                            marble: id(m),
                            steps,
                        },
                        after,
                    ));
                }
            }
        };
        for card in hand {
            match card {
                Card::Ace | Card::King => {
                    if let Some(after) = self.bring_out(pc) {
                        out.push((Action::Out(card), after));
                    }
                    if all_dead {
                        continue;
                    }
                    if card == Card::Ace {
                        moves(&mut out, card, 1, false, false);
                        moves(&mut out, card, 11, false, false);
                    } else {
                        moves(&mut out, card, 13, false, true);
                    }
                }
                _ if all_dead => {}
                Card::Four => moves(&mut out, card, 4, true, false),
                Card::Five => {
                    // D5: any track marble, along its owner's path; not another's safe home marble.
                    for s in 0..self.players {
                        for i in 0..4 {
                            let m = (s, i);
                            if !matches!(self.place(m), Place::Track(_)) || (self.safe(m) && s != pc) {
                                continue;
                            }
                            if let Some(after) = self.walk(m, 5, false, false) {
                                out.push((
                                    Action::Move {
                                        card,
                                        marble: id(m),
                                        steps: 5,
                                    },
                                    after,
                                ));
                            }
                        }
                    }
                }
                Card::Seven => {
                    moves(&mut out, card, 7, false, false);
                    // D4: ordered parts, different marbles, each a full move; D11:
                    // the second part plays the colour the first part leaves.
                    for first in 1..=6u8 {
                        for m1 in self.movable(pc) {
                            let Some(mid) = self.walk(m1, first, false, false) else {
                                continue;
                            };
                            let pc2 = mid.playing_colour(seat);
                            for m2 in mid.movable(pc2) {
                                if m2 == m1 {
                                    continue;
                                }
                                if let Some(after) = mid.walk(m2, 7 - first, false, false) {
                                    out.push((
                                        Action::Split {
                                            first: (id(m1), first),
                                            second: (id(m2), 7 - first),
                                        },
                                        after,
                                    ));
                                }
                            }
                        }
                    }
                }
                Card::Ten => {
                    moves(&mut out, card, 10, false, false);
                    // D7: only when the immediately next seat holds a card.
                    if !self.hands[(seat + 1) % self.players].is_empty() {
                        out.push((Action::Stop, self.clone()));
                    }
                }
                Card::Jack => {
                    // D6: both on the track, neither safe, the other of another colour.
                    for mine in self.movable(pc) {
                        if !matches!(self.place(mine), Place::Track(_)) || self.safe(mine) {
                            continue;
                        }
                        for s in (0..self.players).filter(|&s| s != pc) {
                            for i in 0..4 {
                                let theirs = (s, i);
                                if !matches!(self.place(theirs), Place::Track(_)) || self.safe(theirs) {
                                    continue;
                                }
                                let mut after = self.clone();
                                after.set(mine, self.place(theirs));
                                after.set(theirs, self.place(mine));
                                out.push((
                                    Action::Swap {
                                        mine: id(mine),
                                        theirs: id(theirs),
                                    },
                                    after,
                                ));
                            }
                        }
                    }
                }
                Card::Two | Card::Three | Card::Six | Card::Eight | Card::Nine | Card::Queen => {
                    let steps = match card {
                        Card::Queen => 12,
                        c => c.value(),
                    };
                    moves(&mut out, card, steps, false, false);
                }
            }
        }
        // D9: nothing playable, the hand is thrown (and then that is all).
        if out.is_empty() {
            out.push((Action::Throw, self.clone()));
        }
        out
    }
}
