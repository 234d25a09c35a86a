//! What `majlis sim` counts of Toki Toki beyond who won: where the cards
//! taken come from, the Toki's flights and the bank's reshuffles, per game on
//! average.

use rules_core::figures::{Averages, Figures};
use rules_core::{PlayoutWatch, SimFigures, Tally};

use crate::{Action, Pile, Toki};

/// The counts, each with its JSON key and its words, in the order said.
const COUNTS: [(&str, &str); 4] = [
    ("turns", "turns"),
    ("discards_taken", "taken from the discard pile"),
    ("toki_flights", "Toki flights"),
    ("bank_reshuffles", "bank reshuffles"),
];

/// Turns (a card taken from either pile), of those the cards taken from the
/// discard pile, the Toki's flights (rule d) and the bank run out and made
/// anew from the discard pile (D5, D8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Takes(Averages<4>);

impl Takes {
    /// The totals, in the order of the JSON keys `turns`,
    /// `discards_taken`, `toki_flights`, `bank_reshuffles`.
    #[must_use]
    pub fn totals(&self) -> [u64; 4] {
        self.0.totals()
    }
}

impl PlayoutWatch<Toki> for Takes {
    fn after(&mut self, _game: &Toki, action: &Action) {
        match action {
            // A turn is a take, from either pile.
            Action::Take(Pile::Bank) => self.0.add(0),
            Action::Take(Pile::Discard) => {
                self.0.add(0);
                self.0.add(1);
            }
            Action::D { .. } => self.0.add(2),
            Action::Reshuffle(_) => self.0.add(3),
            _ => {}
        }
    }
}

impl Tally<Toki> for Takes {
    fn merge(&mut self, other: &Self) {
        self.0.merge(&other.0);
    }

    fn figures(&self, games: u64) -> Option<Figures> {
        Some(self.0.figures(&COUNTS, games))
    }
}

impl SimFigures for Toki {
    type Tally = Takes;
}
