//! What `majlis sim` counts of Shesh-Besh beyond who won: how each seat won
//! its games (plain, Mars, Turkish Mars, a dropped double, D3) and the points
//! they scored. Every game of every match counts (`match_to` plays several).

use rules_core::figures::{Figures, seat_label};
use rules_core::{Game, PlayoutWatch, SimFigures, Tally};
use serde::Serialize;

use crate::{Action, SheshBesh, WinKind};

/// How one seat won its games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SeatWins {
    /// Plain wins (1 point on a cube of 1).
    pub plain: u64,
    /// Mars: the loser bore off nothing (2 points).
    pub mars: u64,
    /// Turkish Mars: Mars with a checker in the winner's home board or on the bar (3 points).
    pub turkish_mars: u64,
    /// Games won because the other dropped a double (D3, cube on).
    pub dropped: u64,
    /// Points won in all (the kind's points times the cube).
    pub points: u64,
}

/// The figures' JSON: `{"won_by_seat": [White's, Black's]}`.
#[derive(Serialize)]
struct WonBySeat<'a> {
    won_by_seat: &'a [SeatWins; 2],
}

/// Counts the games as they end: a game ended when the match score moved.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Wins {
    seats: [SeatWins; 2],
    /// The score before the action being applied.
    before: [u32; 2],
}

impl Wins {
    /// How each seat (White first) won its games.
    #[must_use]
    pub fn won_by_seat(&self) -> &[SeatWins; 2] {
        &self.seats
    }
}

impl PlayoutWatch<SheshBesh> for Wins {
    fn before(&mut self, game: &SheshBesh, _action: &Action) {
        self.before = game.score();
    }

    fn after(&mut self, game: &SheshBesh, _action: &Action) {
        let after = game.score();
        if after == self.before {
            return;
        }
        let Some((winner, kind)) = game.last_game() else { return };
        let i = winner.index() & 1;
        let seat = &mut self.seats[i];
        match kind {
            WinKind::Plain => seat.plain += 1,
            WinKind::Mars => seat.mars += 1,
            WinKind::TurkishMars => seat.turkish_mars += 1,
            WinKind::Dropped => seat.dropped += 1,
        }
        seat.points += u64::from(after[i].saturating_sub(self.before[i]));
    }
}

impl Tally<SheshBesh> for Wins {
    fn merge(&mut self, other: &Self) {
        for (mine, theirs) in self.seats.iter_mut().zip(&other.seats) {
            mine.plain += theirs.plain;
            mine.mars += theirs.mars;
            mine.turkish_mars += theirs.turkish_mars;
            mine.dropped += theirs.dropped;
            mine.points += theirs.points;
        }
    }

    /// "seat 1 (White) won: 412 plain, 80 Mars, 3 Turkish Mars, 0 by a
    /// dropped double; 581 points", a line a seat.
    fn figures(&self, _games: u64) -> Option<Figures> {
        let lines = self
            .seats
            .iter()
            .enumerate()
            .map(|(seat, w)| {
                format!(
                    "{} won: {} plain, {} Mars, {} Turkish Mars, {} by a dropped double; {} points",
                    seat_label(SheshBesh::DESCRIPTION, seat),
                    w.plain,
                    w.mars,
                    w.turkish_mars,
                    w.dropped,
                    w.points
                )
            })
            .collect();
        Some(Figures::new(
            &WonBySeat {
                won_by_seat: &self.seats,
            },
            lines,
        ))
    }
}

impl SimFigures for SheshBesh {
    type Tally = Wins;
}
