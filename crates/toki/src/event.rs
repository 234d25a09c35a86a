//! What happened when an action was applied, for logs and the front-end.
//! Every event is public: a face-down card is named only once it is turned
//! up or lands on the discard pile.

use rules_core::Seat;
use serde::{Deserialize, Serialize};

use crate::action::Rule;
use crate::card::{CELLS, Card, Cell, Pile};
use crate::score::BoxScore;

/// Why a round ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundEnd {
    /// A box was all face up and every other seat has played one more turn.
    LastTurns,
    /// The bank ran out a second time this round (D7).
    BankTwice,
    /// Every player has played 30 turns this round (D10).
    TurnLimit,
}

/// One thing that happened. An action yields its events in the order they happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A round was dealt: eight face-down cards to each seat, one card face up
    /// to start the discard pile.
    Dealt {
        /// The round, 1–5.
        round: u8,
        /// The card that starts the discard pile.
        discard: Card,
        /// Cards left in the bank.
        bank: usize,
    },
    /// A seat turned up two cards of its box in the opening reveal.
    Opened {
        /// Who.
        seat: Seat,
        /// The two cells and their cards.
        cards: [(Cell, Card); 2],
        /// Their sum, a Toki counting 0 (D1).
        sum: u8,
    },
    /// Several seats share the highest opening sum: who starts is the players'
    /// pick at the table, chance's in headless play (D2).
    Tied {
        /// The tied seats.
        seats: Vec<Seat>,
        /// Their sum.
        sum: u8,
    },
    /// The seat that starts the round's play.
    Starts {
        /// Who.
        seat: Seat,
        /// Its opening sum (D1).
        sum: u8,
        /// Chosen among tied seats (D2).
        tie: bool,
    },
    /// A seat took a card.
    Took {
        /// Who.
        seat: Seat,
        /// From which pile.
        from: Pile,
        /// The card.
        card: Card,
    },
    /// The bank's last card was taken (D8).
    BankRanOut {
        /// How many times it has run out this round.
        times: u8,
    },
    /// Rule a or b: the card taken replaced a card, which went onto the discard pile.
    Replaced {
        /// Who.
        seat: Seat,
        /// a (a face-up card) or b (a face-down card, discarded unseen).
        rule: Rule,
        /// The cell.
        cell: Cell,
        /// The card put there, face up.
        card: Card,
        /// The card replaced, now the discard pile's top.
        old: Card,
    },
    /// Rule c: the card taken from the bank was discarded.
    Discarded {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// Rule c: a face-down card was turned up.
    TurnedUp {
        /// Who.
        seat: Seat,
        /// The cell.
        cell: Cell,
        /// The card it holds.
        card: Card,
    },
    /// Rule c with the last hidden card: it stays face down.
    KeptHidden {
        /// Who.
        seat: Seat,
        /// The face-down cell.
        cell: Cell,
    },
    /// Rule d: the card taken took the Toki's place and the Toki flew onto a
    /// face-down card, which went to the discard pile unseen.
    Flew {
        /// Who.
        seat: Seat,
        /// Where the Toki was (the card taken is there now).
        toki: Cell,
        /// Where it landed, face up.
        to: Cell,
        /// The card taken.
        card: Card,
        /// The face-down card it landed on, now the discard pile's top.
        old: Card,
    },
    /// A seat's box is all face up, the first this round: every other seat
    /// plays one more turn.
    BoxUp {
        /// Who.
        seat: Seat,
    },
    /// The discard pile but its top card became the new bank (D5).
    Reshuffled {
        /// Cards in the new bank.
        bank: usize,
    },
    /// The round is over.
    RoundEnded {
        /// The round, 1–5.
        round: u8,
        /// Why.
        why: RoundEnd,
    },
    /// At the round's end a face-down card was turned up (one event a card,
    /// seat by seat).
    Revealed {
        /// Whose.
        seat: Seat,
        /// The cell.
        cell: Cell,
        /// The card.
        card: Card,
    },
    /// A seat's box was scored.
    Scored {
        /// Whose.
        seat: Seat,
        /// The round.
        round: u8,
        /// The box, every card face up (top row, then bottom row).
        cards: [Card; CELLS],
        /// The score with its pairs and bonuses.
        score: BoxScore,
    },
    /// Five rounds are played.
    GameOver {
        /// Each seat's total.
        totals: Vec<i64>,
        /// The lowest total (several share it when equal).
        winners: Vec<Seat>,
    },
}
