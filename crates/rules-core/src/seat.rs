//! Seats at the table and per-seat containers.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

/// One place at the table. Seat 0 is the first player named at setup.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat with the given zero-based index.
    ///
    /// # Panics
    /// If `index` does not fit a `u8` (no game seats more than six).
    #[must_use]
    pub fn new(index: usize) -> Self {
        Seat(u8::try_from(index).expect("seat index fits in u8"))
    }

    /// Zero-based index, for indexing per-seat data.
    #[must_use]
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// Every seat of a table of `players`, in seat order.
    pub fn all(players: usize) -> impl Iterator<Item = Seat> {
        (0..players).map(Seat::new)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// One value per seat, indexed by [`Seat`]. Serialises as a plain JSON array.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PerSeat<T>(Vec<T>);

impl<T> PerSeat<T> {
    /// Builds one value per seat from a function of the seat.
    pub fn from_fn(players: usize, f: impl FnMut(Seat) -> T) -> Self {
        PerSeat(Seat::all(players).map(f).collect())
    }

    /// Wraps a vector holding one value per seat, in seat order.
    #[must_use]
    pub fn from_vec(values: Vec<T>) -> Self {
        PerSeat(values)
    }

    /// How many seats.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True when there are no seats.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The value of a seat, or `None` for a seat not at this table.
    #[must_use]
    pub fn get(&self, seat: Seat) -> Option<&T> {
        self.0.get(seat.index())
    }

    /// The values in seat order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// Seats with their values, in seat order.
    pub fn iter_seats(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat::new(i), v))
    }

    /// The values as a slice, in seat order.
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        &self.0
    }

    /// Maps every value, keeping the seats.
    pub fn map<U>(&self, f: impl FnMut(&T) -> U) -> PerSeat<U> {
        PerSeat(self.0.iter().map(f).collect())
    }
}

impl<T: Clone> PerSeat<T> {
    /// The same value for every seat.
    #[must_use]
    pub fn filled(players: usize, value: T) -> Self {
        PerSeat(vec![value; players])
    }
}

impl<T> Index<Seat> for PerSeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for PerSeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

impl<'a, T> IntoIterator for &'a PerSeat<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_seat_indexes_by_seat_and_serialises_as_array() {
        let mut scores = PerSeat::filled(3, 0i32);
        scores[Seat(2)] += 5;
        assert_eq!(scores.as_slice(), &[0, 0, 5]);
        assert_eq!(serde_json::to_string(&scores).unwrap(), "[0,0,5]");
        let seats: Vec<Seat> = scores.iter_seats().map(|(s, _)| s).collect();
        assert_eq!(seats, vec![Seat(0), Seat(1), Seat(2)]);
        assert_eq!(scores.get(Seat(3)), None);
    }
}
