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
    /// If `index` does not fit a `u8` (no game seats more than eight).
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

/// A set of seats (at most [`SeatSet::MAX`] of them), as one bit per seat: the
/// seats still in play, the seats that have finished, a team. `Copy`, so a
/// game that keeps its state compact can hold one. Serialises as the list of
/// seat numbers, in seat order.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "Vec<Seat>", try_from = "Vec<Seat>")]
pub struct SeatSet(u64);

impl SeatSet {
    /// The most seats a set can hold (seats 0 … 63).
    pub const MAX: usize = 64;

    /// No seat.
    #[must_use]
    pub const fn empty() -> Self {
        SeatSet(0)
    }

    /// Every seat of a table of `players` (at most [`SeatSet::MAX`]).
    ///
    /// # Panics
    /// If `players` is more than [`SeatSet::MAX`].
    #[must_use]
    pub fn all(players: usize) -> Self {
        assert!(players <= Self::MAX, "a seat set holds at most {} seats", Self::MAX);
        SeatSet(if players == Self::MAX {
            u64::MAX
        } else {
            (1u64 << players) - 1
        })
    }

    /// Whether `seat` is in the set.
    #[must_use]
    pub fn contains(self, seat: Seat) -> bool {
        seat.index() < Self::MAX && self.0 >> seat.index() & 1 != 0
    }

    /// Adds `seat`; `false` if it was there already.
    ///
    /// # Panics
    /// If `seat` is not below [`SeatSet::MAX`].
    pub fn insert(&mut self, seat: Seat) -> bool {
        assert!(seat.index() < Self::MAX, "a seat set holds seats 0–63");
        let had = self.contains(seat);
        self.0 |= 1 << seat.index();
        !had
    }

    /// Removes `seat`; `false` if it was not there.
    pub fn remove(&mut self, seat: Seat) -> bool {
        let had = self.contains(seat);
        if had {
            self.0 &= !(1 << seat.index());
        }
        had
    }

    /// How many seats.
    #[must_use]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when no seat is in the set.
    #[must_use]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats, in seat order.
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            Some(Seat::new(i))
        })
    }
}

impl FromIterator<Seat> for SeatSet {
    /// # Panics
    /// If a seat is not below [`SeatSet::MAX`].
    fn from_iter<I: IntoIterator<Item = Seat>>(seats: I) -> Self {
        let mut set = SeatSet::empty();
        for seat in seats {
            set.insert(seat);
        }
        set
    }
}

impl From<SeatSet> for Vec<Seat> {
    fn from(set: SeatSet) -> Self {
        set.iter().collect()
    }
}

impl TryFrom<Vec<Seat>> for SeatSet {
    type Error = String;

    fn try_from(seats: Vec<Seat>) -> Result<Self, Self::Error> {
        match seats.iter().find(|s| s.index() >= Self::MAX) {
            Some(bad) => Err(format!("{bad} is past the most seats a set holds ({})", Self::MAX)),
            None => Ok(seats.into_iter().collect()),
        }
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

    #[test]
    fn a_seat_set_holds_each_seat_once_in_seat_order() {
        let mut set = SeatSet::all(4);
        assert_eq!(set.len(), 4);
        assert!(set.remove(Seat(1)));
        assert!(!set.remove(Seat(1)), "already gone");
        assert!(!set.contains(Seat(1)));
        assert!(set.contains(Seat(3)));
        assert!(!set.contains(Seat(4)), "not at the table");
        assert!(!set.insert(Seat(0)), "already there");
        assert!(set.insert(Seat(9)));
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![Seat(0), Seat(2), Seat(3), Seat(9)]);
        assert_eq!(serde_json::to_string(&set).unwrap(), "[0,2,3,9]");
        let back: SeatSet = serde_json::from_str("[9,3,0,2,2]").unwrap();
        assert_eq!(back, set, "order and repeats do not matter");
        assert!(serde_json::from_str::<SeatSet>("[64]").is_err(), "seat 64 does not fit");
        assert!(SeatSet::empty().is_empty());
        assert_eq!(SeatSet::all(64).len(), 64);
    }
}
