//! What `majlis sim` counts of Khixa beyond who won: the pieces placed and
//! what the jokers did, per match on average.

use rules_core::figures::{Averages, Figures};
use rules_core::{PlayoutWatch, SimFigures, Tally};

use crate::{Action, Khixa};

/// The counts, each with its JSON key and its words, in the order said.
const COUNTS: [(&str, &str); 3] = [
    ("pieces_placed", "pieces placed"),
    ("pieces_stolen", "pieces stolen with jokers"),
    ("jokers_declined", "jokers declined"),
];

/// Pieces placed, pieces stolen with jokers, jokers declined.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pieces(Averages<3>);

impl Pieces {
    /// The totals, in the order of the JSON keys `pieces_placed`,
    /// `pieces_stolen`, `jokers_declined`.
    #[must_use]
    pub fn totals(&self) -> [u64; 3] {
        self.0.totals()
    }
}

impl PlayoutWatch<Khixa> for Pieces {
    fn after(&mut self, _game: &Khixa, action: &Action) {
        match action {
            Action::Place { .. } => self.0.add(0),
            Action::Steal { .. } => self.0.add(1),
            Action::Decline => self.0.add(2),
            Action::Roll(_) => {}
        }
    }
}

impl Tally<Khixa> for Pieces {
    fn merge(&mut self, other: &Self) {
        self.0.merge(&other.0);
    }

    fn figures(&self, games: u64) -> Option<Figures> {
        Some(self.0.figures(&COUNTS, games))
    }
}

impl SimFigures for Khixa {
    type Tally = Pieces;
}
