//! Whose turn it is, and which way play goes round the table.

use serde::{Deserialize, Serialize};

use crate::Seat;

/// The way play goes round the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Direction {
    /// Seat 0, 1, 2, … (the usual order).
    Forward,
    /// Seat 2, 1, 0, … (after a reverse).
    Backward,
}

/// Seat count, the current seat and the direction of play.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TurnOrder {
    seats: u8,
    current: Seat,
    direction: Direction,
}

impl TurnOrder {
    /// A turn order of `seats` seats starting at `first`, going forward.
    ///
    /// # Panics
    /// If `seats` is zero or `first` is not one of the seats.
    #[must_use]
    pub fn new(seats: usize, first: Seat) -> Self {
        assert!(seats > 0 && first.index() < seats, "first seat must be at the table");
        TurnOrder {
            seats: u8::try_from(seats).expect("at most 255 seats"),
            current: first,
            direction: Direction::Forward,
        }
    }

    /// How many seats take turns.
    #[must_use]
    pub fn seats(&self) -> usize {
        usize::from(self.seats)
    }

    /// The seat whose turn it is.
    #[must_use]
    pub fn current(&self) -> Seat {
        self.current
    }

    /// The direction of play.
    #[must_use]
    pub fn direction(&self) -> Direction {
        self.direction
    }

    /// The seat `steps` places after `seat` in the direction of play.
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

    /// The seat that plays next, without moving on.
    #[must_use]
    pub fn peek_next(&self) -> Seat {
        self.after(self.current, 1)
    }

    /// Passes the turn to the next seat and returns it.
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
        self.direction = match self.direction {
            Direction::Forward => Direction::Backward,
            Direction::Backward => Direction::Forward,
        };
    }

    /// Gives the turn to `seat` (for example to the winner of an opening roll).
    ///
    /// # Panics
    /// If `seat` is not at this table.
    pub fn set_current(&mut self, seat: Seat) {
        assert!(seat.index() < self.seats(), "seat must be at the table");
        self.current = seat;
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
    }
}
