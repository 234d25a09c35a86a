//! Whose turn it is, which way play goes round the table, who is still in play,
//! who partners whom, and who leads.
//!
//! One value a card or board game keeps in its state (it is `Copy` and holds no
//! heap data), covering what the games of the table need:
//!
//! - the current seat, the next seat, skipping seats, and a direction of play
//!   that reverses (Wajh al-Nahs' Reverse, its Skip of one or two players);
//! - the seats still in play: a player who finishes leaves play and may rejoin
//!   (Wajh al-Nahs' Carry-it), and "the next seat still in play" passes them by;
//! - the next seat that satisfies any test of the game's own ("the next seat
//!   still holding a card", Jackar);
//! - teams of partners sitting opposite: seat *n* with seat *n* + players/2
//!   (Jackar's 4 and 6);
//! - a leader who passes the lead on (Jackar's dealer of a series).
//!
//! ```
//! use rules_core::{Direction, Seat, TurnOrder};
//!
//! // Five players; seat 2 opens.
//! let mut order = TurnOrder::new(5, Seat(2));
//! assert_eq!(order.advance(), Seat(3));
//! order.reverse();                                  // a Reverse is laid by seat 3
//! assert_eq!(order.direction(), Direction::Backward);
//! assert_eq!(order.skip(1), Seat(1));               // a Skip: seat 2 loses its turn
//! order.finish(Seat(0));                            // seat 0 has no card left
//! assert_eq!(order.next_in_play(Seat(1)), Some(Seat(4)), "seat 0 is passed by");
//! order.rejoin(Seat(0));                            // …until it picks up the pile
//! assert_eq!(order.next_in_play(Seat(1)), Some(Seat(0)));
//!
//! // Four in two teams; seat 1 leads, then the lead passes on.
//! let mut table = TurnOrder::new(4, Seat(0)).with_partners();
//! assert_eq!(table.partner(Seat(1)), Some(Seat(3)));
//! assert_eq!(table.teams(), vec![vec![Seat(0), Seat(2)], vec![Seat(1), Seat(3)]]);
//! table.set_leader(Some(Seat(1)));
//! assert_eq!(table.pass_lead(), Seat(2));
//! // The next seat holding a card, by the game's own test.
//! let holds = [true, false, false, true];
//! assert_eq!(table.next_where(Seat(0), |s| holds[s.index()]), Some(Seat(3)));
//! ```

use serde::{Deserialize, Serialize};

use crate::{Seat, SeatSet};

/// The way play goes round the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    /// Seat 0, 1, 2, … (the usual order).
    Forward,
    /// Seat 2, 1, 0, … (after a reverse).
    Backward,
}

impl Direction {
    /// The other direction.
    #[must_use]
    pub fn reversed(self) -> Direction {
        match self {
            Direction::Forward => Direction::Backward,
            Direction::Backward => Direction::Forward,
        }
    }
}

/// Seat count, the current seat, the direction of play, the seats still in
/// play, whether partners sit opposite, and the leader. Read from JSON only
/// when every seat it names is at the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Unchecked")]
pub struct TurnOrder {
    seats: u8,
    current: Seat,
    direction: Direction,
    /// Seats that have left play (finished); every other seat is in play.
    /// Kept as the seats out rather than in, so a new table needs no list.
    out: SeatSet,
    /// Seat n partners seat n + seats/2 (even tables of four or more).
    partners: bool,
    /// The seat that leads (deals, plays first), once there is one.
    leader: Option<Seat>,
}

/// A turn order as read, before its seats are checked.
#[derive(Deserialize)]
struct Unchecked {
    seats: u8,
    current: Seat,
    direction: Direction,
    #[serde(default)]
    out: SeatSet,
    #[serde(default)]
    partners: bool,
    #[serde(default)]
    leader: Option<Seat>,
}

impl TryFrom<Unchecked> for TurnOrder {
    type Error = String;

    fn try_from(u: Unchecked) -> Result<Self, Self::Error> {
        let n = usize::from(u.seats);
        if !(1..=SeatSet::MAX).contains(&n) {
            return Err(format!("a turn order has 1 to {} seats, not {n}", SeatSet::MAX));
        }
        let stray = [Some(u.current), u.leader].into_iter().flatten().chain(u.out.iter());
        if let Some(seat) = stray.into_iter().find(|s| s.index() >= n) {
            return Err(format!("{seat} is not at a table of {n}"));
        }
        Ok(TurnOrder {
            seats: u.seats,
            current: u.current,
            direction: u.direction,
            out: u.out,
            partners: u.partners,
            leader: u.leader,
        })
    }
}

impl TurnOrder {
    /// A turn order of `seats` seats starting at `first`, going forward, every
    /// seat in play, no partners, no leader yet.
    ///
    /// # Panics
    /// If `seats` is zero or more than [`SeatSet::MAX`], or `first` is not one
    /// of the seats (a rules crate checks its player count before).
    #[must_use]
    pub fn new(seats: usize, first: Seat) -> Self {
        assert!(
            (1..=SeatSet::MAX).contains(&seats) && first.index() < seats,
            "1 to 64 seats, and the first seat must be at the table"
        );
        TurnOrder {
            seats: u8::try_from(seats).unwrap_or(u8::MAX),
            current: first,
            direction: Direction::Forward,
            out: SeatSet::empty(),
            partners: false,
            leader: None,
        }
    }

    /// The same order with partners sitting opposite: seat *n* with seat
    /// *n* + seats/2. Only an even table of four or more has partners; at any
    /// other table every seat plays alone.
    #[must_use]
    pub fn with_partners(mut self) -> Self {
        self.partners = true;
        self
    }

    /// How many seats take turns.
    #[inline]
    #[must_use]
    pub fn seats(&self) -> usize {
        usize::from(self.seats)
    }

    /// The seat whose turn it is.
    #[inline]
    #[must_use]
    pub fn current(&self) -> Seat {
        self.current
    }

    /// The direction of play.
    #[inline]
    #[must_use]
    pub fn direction(&self) -> Direction {
        self.direction
    }

    /// The seat `steps` places after `seat` in the direction of play, counting
    /// every seat (in play or not).
    #[must_use]
    pub fn after(&self, seat: Seat, steps: usize) -> Seat {
        let n = self.seats();
        let steps = steps % n;
        let i = match self.direction {
            Direction::Forward => (seat.index() + steps) % n,
            Direction::Backward => (seat.index() + n - steps) % n,
        };
        Seat::new(i)
    }

    /// The seat right after `seat` in the direction of play, without a
    /// division (turn loops call this after every play).
    #[inline]
    fn step(&self, seat: Seat) -> Seat {
        let n = self.seats;
        Seat(match self.direction {
            Direction::Forward if seat.0 + 1 >= n => 0,
            Direction::Forward => seat.0 + 1,
            Direction::Backward if seat.0 == 0 => n - 1,
            Direction::Backward => seat.0 - 1,
        })
    }

    /// The seat that plays next, without moving on.
    #[inline]
    #[must_use]
    pub fn peek_next(&self) -> Seat {
        self.step(self.current)
    }

    /// Passes the turn to the next seat and returns it.
    #[inline]
    pub fn advance(&mut self) -> Seat {
        self.current = self.peek_next();
        self.current
    }

    /// Skips `n` seats (they lose their turn) and passes the turn to the seat after them.
    pub fn skip(&mut self, n: usize) -> Seat {
        self.current = self.after(self.current, n + 1);
        self.current
    }

    /// Reverses the direction of play; the current seat keeps the turn.
    pub fn reverse(&mut self) {
        self.direction = self.direction.reversed();
    }

    /// Sets the direction of play (a loaded state, a new stage).
    pub fn set_direction(&mut self, direction: Direction) {
        self.direction = direction;
    }

    /// Gives the turn to `seat` (for example to the winner of an opening roll).
    ///
    /// # Panics
    /// If `seat` is not at this table.
    #[inline]
    pub fn set_current(&mut self, seat: Seat) {
        assert!(seat.index() < self.seats(), "seat must be at the table");
        self.current = seat;
    }

    /// The first seat after `from` in the direction of play for which `test`
    /// holds, going once round the table (so `from` itself comes last); `None`
    /// when no seat passes. The game's own test: "still holds a card".
    #[inline]
    pub fn next_where(&self, from: Seat, mut test: impl FnMut(Seat) -> bool) -> Option<Seat> {
        let mut seat = from;
        for _ in 0..self.seats {
            seat = self.step(seat);
            if test(seat) {
                return Some(seat);
            }
        }
        None
    }

    /// Whether `seat` is still in play (has not finished, or has rejoined).
    #[must_use]
    pub fn in_play(&self, seat: Seat) -> bool {
        seat.index() < self.seats() && !self.out.contains(seat)
    }

    /// The seats still in play, in seat order.
    #[must_use]
    pub fn seats_in_play(&self) -> SeatSet {
        SeatSet::all(self.seats())
            .iter()
            .filter(|&s| !self.out.contains(s))
            .collect()
    }

    /// How many seats are still in play.
    #[must_use]
    pub fn in_play_count(&self) -> usize {
        self.seats() - self.out.len()
    }

    /// `seat` leaves play (it has finished); `false` if it was out already or
    /// is not at the table. The turn is not moved: the game passes it on.
    pub fn finish(&mut self, seat: Seat) -> bool {
        seat.index() < self.seats() && self.out.insert(seat)
    }

    /// `seat` comes back into play (a finished player who picks up cards);
    /// `false` if it was in play already.
    pub fn rejoin(&mut self, seat: Seat) -> bool {
        self.out.remove(seat)
    }

    /// The next seat after `from` that is still in play (`from` itself last),
    /// `None` when every seat is out.
    #[must_use]
    pub fn next_in_play(&self, from: Seat) -> Option<Seat> {
        self.next_where(from, |s| !self.out.contains(s))
    }

    /// Whether this table has partners (an even table of four or more set up
    /// [`TurnOrder::with_partners`]).
    #[inline]
    #[must_use]
    pub fn has_partners(&self) -> bool {
        self.partners && self.seats >= 4 && self.seats % 2 == 0
    }

    /// The partner of `seat`, sitting opposite (seat *n* + seats/2), or `None`
    /// at a table without partners.
    #[inline]
    #[must_use]
    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        self.has_partners()
            .then(|| Seat::new((seat.index() + self.seats() / 2) % self.seats()))
    }

    /// How many teams: seats/2 with partners, else one per seat.
    #[must_use]
    pub fn team_count(&self) -> usize {
        if self.has_partners() {
            self.seats() / 2
        } else {
            self.seats()
        }
    }

    /// The team of `seat`, an index into [`TurnOrder::teams`].
    #[must_use]
    pub fn team_of(&self, seat: Seat) -> usize {
        seat.index() % self.team_count()
    }

    /// The seats of team `team`, in seat order.
    #[must_use]
    pub fn team(&self, team: usize) -> SeatSet {
        let step = self.team_count();
        (team..self.seats()).step_by(step.max(1)).map(Seat::new).collect()
    }

    /// Every team, each a list of seats in seat order (partners sit opposite:
    /// `[[0, 2], [1, 3]]` of four; each seat alone without partners).
    #[must_use]
    pub fn teams(&self) -> Vec<Vec<Seat>> {
        (0..self.team_count()).map(|t| self.team(t).iter().collect()).collect()
    }

    /// The leader (who deals and plays first), once there is one.
    #[inline]
    #[must_use]
    pub fn leader(&self) -> Option<Seat> {
        self.leader
    }

    /// Names the leader (`None`: not yet chosen).
    ///
    /// # Panics
    /// If the seat is not at this table.
    pub fn set_leader(&mut self, leader: Option<Seat>) {
        if let Some(seat) = leader {
            assert!(seat.index() < self.seats(), "the leader must be at the table");
        }
        self.leader = leader;
    }

    /// The lead passes to the next seat in the direction of play (with no
    /// leader yet, the seat after seat 0) and returns the new leader.
    pub fn pass_lead(&mut self) -> Seat {
        let next = self.step(self.leader.unwrap_or(Seat(0)));
        self.leader = Some(next);
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_skip_and_reverse_go_round_the_table() {
        let mut order = TurnOrder::new(4, Seat(0));
        assert_eq!(order.advance(), Seat(1));
        assert_eq!(order.skip(1), Seat(3), "seat 2 is skipped");
        assert_eq!(order.advance(), Seat(0), "wraps round");
        order.reverse();
        assert_eq!(order.direction(), Direction::Backward);
        assert_eq!(order.current(), Seat(0), "reversing keeps the turn");
        assert_eq!(order.advance(), Seat(3));
        assert_eq!(order.skip(2), Seat(0));
        assert_eq!(order.after(Seat(1), 6), Seat(3));
        order.set_direction(Direction::Forward);
        assert_eq!(order.peek_next(), Seat(1));
    }

    #[test]
    fn peek_next_agrees_with_after_one_both_ways_at_every_table() {
        for seats in 1..=7 {
            for first in 0..seats {
                let mut order = TurnOrder::new(seats, Seat::new(first));
                for _ in 0..2 {
                    assert_eq!(order.peek_next(), order.after(order.current(), 1));
                    order.reverse();
                }
            }
        }
    }

    #[test]
    fn finished_seats_are_passed_by_until_they_rejoin() {
        let mut order = TurnOrder::new(5, Seat(0));
        assert!(order.finish(Seat(1)));
        assert!(!order.finish(Seat(1)), "already out");
        assert!(!order.finish(Seat(7)), "not at the table");
        assert!(order.finish(Seat(2)));
        assert_eq!(order.in_play_count(), 3);
        assert_eq!(
            order.seats_in_play().iter().collect::<Vec<_>>(),
            [Seat(0), Seat(3), Seat(4)]
        );
        assert!(!order.in_play(Seat(2)));
        assert_eq!(order.next_in_play(Seat(0)), Some(Seat(3)));
        order.reverse();
        assert_eq!(order.next_in_play(Seat(3)), Some(Seat(0)), "2 and 1 are out");
        assert!(order.rejoin(Seat(1)));
        assert!(!order.rejoin(Seat(1)), "in play already");
        assert_eq!(order.next_in_play(Seat(0)), Some(Seat(4)), "backward from 0 is 4");
        assert_eq!(order.next_in_play(Seat(4)), Some(Seat(3)));
        assert_eq!(order.next_in_play(Seat(3)), Some(Seat(1)), "2 still out");
    }

    #[test]
    fn next_where_goes_once_round_with_the_starting_seat_last() {
        let order = TurnOrder::new(4, Seat(0));
        let mut asked = Vec::new();
        let found = order.next_where(Seat(1), |s| {
            asked.push(s);
            false
        });
        assert_eq!(found, None);
        assert_eq!(asked, [Seat(2), Seat(3), Seat(0), Seat(1)]);
        assert_eq!(order.next_where(Seat(1), |s| s == Seat(1)), Some(Seat(1)));
    }

    #[test]
    fn partners_sit_opposite_at_even_tables_of_four_or_more() {
        let four = TurnOrder::new(4, Seat(0)).with_partners();
        assert_eq!(four.partner(Seat(0)), Some(Seat(2)));
        assert_eq!(four.partner(Seat(3)), Some(Seat(1)));
        assert_eq!(four.team_of(Seat(3)), 1);
        let six = TurnOrder::new(6, Seat(0)).with_partners();
        assert_eq!(
            six.teams(),
            vec![vec![Seat(0), Seat(3)], vec![Seat(1), Seat(4)], vec![Seat(2), Seat(5)]]
        );
        assert_eq!(six.partner(Seat(4)), Some(Seat(1)));
        assert_eq!(six.team(2).iter().collect::<Vec<_>>(), [Seat(2), Seat(5)]);
        for alone in [
            TurnOrder::new(2, Seat(0)).with_partners(),
            TurnOrder::new(5, Seat(0)).with_partners(),
        ] {
            assert!(!alone.has_partners());
            assert_eq!(alone.partner(Seat(1)), None);
            assert_eq!(alone.team_count(), alone.seats());
            assert_eq!(alone.teams()[1], vec![Seat(1)]);
        }
        assert!(
            !TurnOrder::new(4, Seat(0)).has_partners(),
            "partners only when asked for"
        );
    }

    #[test]
    fn the_lead_passes_on_in_the_direction_of_play() {
        let mut order = TurnOrder::new(4, Seat(0));
        assert_eq!(order.leader(), None);
        assert_eq!(order.pass_lead(), Seat(1), "no leader yet: the seat after seat 0");
        order.set_leader(Some(Seat(3)));
        assert_eq!(order.pass_lead(), Seat(0));
        order.reverse();
        assert_eq!(order.pass_lead(), Seat(3));
        order.set_leader(None);
        assert_eq!(order.leader(), None);
    }

    #[test]
    fn a_turn_order_is_written_with_its_seats_out_and_reads_an_old_one() {
        let mut order = TurnOrder::new(3, Seat(1)).with_partners();
        order.finish(Seat(2));
        order.set_leader(Some(Seat(0)));
        let json = serde_json::to_value(order).unwrap();
        assert_eq!(json["out"], serde_json::json!([2]));
        let back: TurnOrder = serde_json::from_value(json).unwrap();
        assert_eq!(back, order);
        // Written before seats could leave play: the new fields take their defaults.
        let old: TurnOrder = serde_json::from_str(r#"{"seats":2,"current":1,"direction":"backward"}"#).unwrap();
        assert_eq!(old.current(), Seat(1));
        assert_eq!(old.in_play_count(), 2);
        assert_eq!(old.leader(), None);
        for bad in [
            r#"{"seats":0,"current":0,"direction":"forward"}"#,
            r#"{"seats":2,"current":2,"direction":"forward"}"#,
            r#"{"seats":2,"current":0,"direction":"forward","leader":5}"#,
            r#"{"seats":2,"current":0,"direction":"forward","out":[3]}"#,
        ] {
            assert!(serde_json::from_str::<TurnOrder>(bad).is_err(), "{bad} is refused");
        }
    }
}
