//! What `majlis sim` counts of Wajh al-Nahs beyond who won: what a session's
//! piles do, per session on average.

use rules_core::figures::{Averages, Figures};
use rules_core::{PlayoutWatch, SimFigures, Tally};

use crate::{Action, WajhAlNahs};

/// The counts, each with its JSON key and its words, in the order said.
const COUNTS: [(&str, &str); 4] = [
    ("cards_laid", "cards laid"),
    ("piles_picked_up", "piles picked up"),
    ("piles_burnt", "piles burnt"),
    ("carry_it_named", "players named to carry the pile"),
];

/// The counts' places in [`COUNTS`].
const LAID: usize = 0;
const PICKED_UP: usize = 1;
const BURNT: usize = 2;
const NAMED: usize = 3;

/// Cards laid (from the hand, face up or face down), piles picked up, piles
/// burnt (sent out of play) and players named to carry the pile (D16).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Piles {
    counts: Averages<4>,
    /// The cards out of the game before the action being applied.
    out_before: usize,
}

impl Piles {
    /// The totals, in the order of the JSON keys `cards_laid`,
    /// `piles_picked_up`, `piles_burnt`, `carry_it_named`.
    #[must_use]
    pub fn totals(&self) -> [u64; 4] {
        self.counts.totals()
    }
}

impl PlayoutWatch<WajhAlNahs> for Piles {
    fn before(&mut self, game: &WajhAlNahs, _action: &Action) {
        self.out_before = game.out_count();
    }

    fn after(&mut self, game: &WajhAlNahs, action: &Action) {
        match action {
            Action::Lay { .. } | Action::FaceDown(_) => {
                self.counts.add(LAID);
                // A burn sends the pile out of the game (a used Carry-it
                // leaves it too, when the pile is named to someone: not a burn).
                if game.out_count() > self.out_before && game.pile().is_empty() {
                    self.counts.add(BURNT);
                }
            }
            Action::PickUp => self.counts.add(PICKED_UP),
            Action::Name(_) => self.counts.add(NAMED),
            _ => {}
        }
    }
}

impl Tally<WajhAlNahs> for Piles {
    fn merge(&mut self, other: &Self) {
        self.counts.merge(&other.counts);
    }

    fn figures(&self, games: u64) -> Option<Figures> {
        Some(self.counts.figures(&COUNTS, games))
    }
}

impl SimFigures for WajhAlNahs {
    type Tally = Piles;
}
