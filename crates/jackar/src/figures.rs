//! What `majlis sim` counts of Jackar beyond who won: how long a game is in
//! cards. Each player's action plays a card for its effect, throws a hand no
//! card of which can be played (D9), or discards a card when a 10 stops the
//! player (D7).

use rules_core::figures::{Figures, per_game};
use rules_core::{PlayoutWatch, SimFigures, Tally};
use serde::Serialize;

use crate::{Action, Jackar};

/// The cards of the games played: played, thrown with a hand, discarded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cards {
    /// Cards played for their effect.
    pub played: u64,
    /// Hands thrown (D9).
    pub throws: u64,
    /// Cards discarded by players stopped by a 10 (D7).
    pub discards: u64,
}

/// The figures' JSON: each count per game on average, in this order.
#[derive(Serialize)]
struct PerGame {
    cards_played_per_game: f64,
    throws_per_game: f64,
    discards_per_game: f64,
}

impl PlayoutWatch<Jackar> for Cards {
    fn after(&mut self, _game: &Jackar, action: &Action) {
        match action {
            // Chance: the draw for the first dealer, a deal.
            Action::OpeningDraw(_) | Action::Deal(_) => {}
            Action::Throw => self.throws += 1,
            Action::Discard(_) => self.discards += 1,
            _ => self.played += 1,
        }
    }
}

impl Tally<Jackar> for Cards {
    fn merge(&mut self, other: &Self) {
        self.played += other.played;
        self.throws += other.throws;
        self.discards += other.discards;
    }

    /// "a game is 131.2 cards played on average (1.9 hands thrown, 0.6
    /// cards discarded)".
    fn figures(&self, games: u64) -> Option<Figures> {
        let per = PerGame {
            cards_played_per_game: per_game(self.played, games),
            throws_per_game: per_game(self.throws, games),
            discards_per_game: per_game(self.discards, games),
        };
        let line = format!(
            "a game is {:.1} cards played on average ({:.1} hands thrown, {:.1} cards discarded)",
            per.cards_played_per_game, per.throws_per_game, per.discards_per_game
        );
        Some(Figures::new(&per, vec![line]))
    }
}

impl SimFigures for Jackar {
    type Tally = Cards;
}
