//! The board (B1–B4): the track, homes, bases, teams, and where a marble is.

use std::fmt;

use rules_core::{Seat, TurnOrder};
use serde::{Deserialize, Serialize};

/// Cells per board section (B1).
pub const SECTION: u8 = 19;
/// Marbles per player.
pub const MARBLES: usize = 4;
/// Cells in a base lane (B3).
pub const BASE_CELLS: u8 = 4;

/// Where a marble is. As JSON, `{"zone":"graveyard"|"track"|"base","pos":…}` with
/// `pos` the cell, the base cell, or `null` in the graveyard — the same in the
/// state, the view and actions' events.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "PlaceJson", try_from = "PlaceJson")]
pub enum Place {
    /// Off the board, waiting to be brought out.
    Graveyard,
    /// On track cell 0 … N−1 (B4).
    Track(u8),
    /// In its owner's base, cell 0 (the entry) … 3 (B3).
    Base(u8),
}

/// The JSON face of [`Place`]: `pos` is written even when it is `null`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlaceJson {
    zone: String,
    #[serde(default)]
    pos: Option<u8>,
}

impl From<Place> for PlaceJson {
    fn from(place: Place) -> Self {
        let (zone, pos) = match place {
            Place::Graveyard => ("graveyard", None),
            Place::Track(cell) => ("track", Some(cell)),
            Place::Base(i) => ("base", Some(i)),
        };
        PlaceJson {
            zone: zone.to_string(),
            pos,
        }
    }
}

impl TryFrom<PlaceJson> for Place {
    type Error = String;

    fn try_from(json: PlaceJson) -> Result<Self, Self::Error> {
        match (json.zone.as_str(), json.pos) {
            ("graveyard", None) => Ok(Place::Graveyard),
            ("track", Some(cell)) => Ok(Place::Track(cell)),
            ("base", Some(i)) if i < BASE_CELLS => Ok(Place::Base(i)),
            ("graveyard", Some(_)) => Err("a marble in the graveyard has pos null".to_string()),
            ("base", Some(i)) => Err(format!("base pos {i} is not a base cell (0–3)")),
            ("track" | "base", _) => Err(format!("a marble in the {} needs a pos", json.zone)),
            (zone, _) => Err(format!("zone must be graveyard, track or base, not {zone:?}")),
        }
    }
}

/// One marble: its owner and its index 0–3, written with a letter `a`–`d`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarbleId {
    /// The owner (the marble's colour).
    pub seat: Seat,
    /// 0–3.
    pub index: u8,
}

impl MarbleId {
    /// Marble `index` (0–3) of `seat`.
    #[must_use]
    pub fn new(seat: Seat, index: u8) -> Self {
        MarbleId { seat, index }
    }

    /// The marble's letter, `a`–`d`.
    #[must_use]
    pub fn letter(self) -> char {
        char::from(b'a'.saturating_add(self.index))
    }
}

/// The qualified name: player number (1-based) then letter, e.g. `2c`.
impl fmt::Display for MarbleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.seat.index() + 1, self.letter())
    }
}

/// The fixed geometry of a table of 2, 4 or 6 players (B1–B4) and its teams.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    players: u8,
    /// The track length and each seat's home, worked out once from
    /// `players`: the move generator asks for them at every marble it looks at.
    track_len: u8,
    homes: [u8; 6],
}

impl Board {
    /// The board for `players` (2, 4 or 6); `None` for any other count.
    #[must_use]
    pub fn new(players: usize) -> Option<Board> {
        let players = u8::try_from(players).ok().filter(|p| matches!(p, 2 | 4 | 6))?;
        let mut board = Board {
            players,
            track_len: 0,
            homes: [0; 6],
        };
        board.track_len = board.sections() * SECTION;
        board.homes = std::array::from_fn(|s| board.section(Seat(s as u8)) * SECTION);
        Some(board)
    }

    /// How many play.
    #[must_use]
    pub fn players(self) -> usize {
        usize::from(self.players)
    }

    /// Board sections: 4 for 2 and 4 players, 6 for 6 (B1).
    #[must_use]
    pub fn sections(self) -> u8 {
        if self.players == 6 { 6 } else { 4 }
    }

    /// Track length N: 76 or 114 (B1).
    #[must_use]
    pub fn track_len(self) -> u8 {
        self.track_len
    }

    /// The section a seat sits at: its own index, except seat 1 of two at section 2 (B4).
    #[must_use]
    pub fn section(self, seat: Seat) -> u8 {
        if self.players == 2 { seat.0 * 2 } else { seat.0 }
    }

    /// The seat's home (start) cell, 19 × section (B2, B4).
    #[must_use]
    pub fn home(self, seat: Seat) -> u8 {
        match self.homes.get(seat.index()) {
            Some(&home) => home,
            None => self.section(seat) * SECTION,
        }
    }

    /// The seat whose home is this cell, if any.
    #[must_use]
    pub fn home_owner(self, cell: u8) -> Option<Seat> {
        Seat::all(self.players()).find(|&s| self.home(s) == cell)
    }

    /// The seating of this table from the core's turn order: partners
    /// opposite of four and six, each alone of two.
    fn seating(self) -> TurnOrder {
        seating(self.players())
    }

    /// The partner (seats opposite: 0+2, 1+3 of four; 0+3, 1+4, 2+5 of six); none of two.
    #[must_use]
    pub fn partner(self, seat: Seat) -> Option<Seat> {
        self.seating().partner(seat)
    }

    /// The teams, each a list of seats in seat order (each player alone of two).
    #[must_use]
    pub fn teams(self) -> Vec<Vec<Seat>> {
        self.seating().teams()
    }

    /// The index into [`Board::teams`] of a seat's team.
    #[must_use]
    pub fn team_of(self, seat: Seat) -> usize {
        self.seating().team_of(seat)
    }

    /// Steps from the owner's home along its path (B3): 0 … N−1 on the track,
    /// N … N+3 in the base; `None` in the graveyard.
    #[must_use]
    pub fn progress(self, owner: Seat, place: Place) -> Option<u16> {
        let n = u16::from(self.track_len());
        match place {
            Place::Graveyard => None,
            Place::Track(cell) => Some((u16::from(cell) + n - u16::from(self.home(owner))) % n),
            Place::Base(i) => Some(n + u16::from(i)),
        }
    }

    /// The place `progress` steps along the owner's path (inverse of [`Board::progress`]);
    /// `None` beyond the last base cell.
    #[must_use]
    pub fn place_at(self, owner: Seat, progress: u16) -> Option<Place> {
        let n = u16::from(self.track_len());
        if progress < n {
            let cell = (u16::from(self.home(owner)) + progress) % n;
            Some(Place::Track(u8::try_from(cell).ok()?))
        } else if progress < n + u16::from(BASE_CELLS) {
            Some(Place::Base(u8::try_from(progress - n).ok()?))
        } else {
            None
        }
    }
}

/// The seating of a table: partners opposite (of four and six), no leader yet,
/// seat 0's turn (until a deal gives it to the leader).
pub(crate) fn seating(players: usize) -> TurnOrder {
    TurnOrder::new(players, Seat(0)).with_partners()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b4_seat_one_of_four_has_home_19_and_reaches_base_0_from_17_with_a_2() {
        let b = Board::new(4).expect("four");
        assert_eq!(b.track_len(), 76);
        assert_eq!(b.home(Seat(1)), 19);
        let p = b.progress(Seat(1), Place::Track(17)).expect("on track");
        assert_eq!(b.place_at(Seat(1), p + 2), Some(Place::Base(0)));
    }

    #[test]
    fn a_place_is_written_with_its_pos_even_in_the_graveyard() {
        let json = serde_json::to_value([Place::Graveyard, Place::Track(5), Place::Base(3)]).expect("serialises");
        assert_eq!(
            json,
            serde_json::json!([{"zone":"graveyard","pos":null},{"zone":"track","pos":5},{"zone":"base","pos":3}])
        );
        let back: Vec<Place> = serde_json::from_value(json).expect("reads back");
        assert_eq!(back, [Place::Graveyard, Place::Track(5), Place::Base(3)]);
        assert!(serde_json::from_value::<Place>(serde_json::json!({"zone":"base","pos":4})).is_err());
    }

    #[test]
    fn b4_two_players_sit_at_sections_0_and_2() {
        let b = Board::new(2).expect("two");
        assert_eq!((b.home(Seat(0)), b.home(Seat(1))), (0, 38));
        assert_eq!(b.track_len(), 76);
    }

    #[test]
    fn b1_six_players_play_on_114_cells_in_three_teams() {
        let b = Board::new(6).expect("six");
        assert_eq!(b.track_len(), 114);
        assert_eq!(b.home(Seat(5)), 95);
        assert_eq!(
            b.teams(),
            vec![vec![Seat(0), Seat(3)], vec![Seat(1), Seat(4)], vec![Seat(2), Seat(5)]]
        );
        assert_eq!(b.partner(Seat(4)), Some(Seat(1)));
        assert!(Board::new(3).is_none());
    }
}
