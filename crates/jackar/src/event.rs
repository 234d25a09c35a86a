//! What happened when an action was applied, for logs and the front-end.

use rules_core::Seat;
use serde::{Deserialize, Serialize};

use crate::board::{MarbleId, Place};
use crate::card::Card;

/// One thing that happened. An action yields its events in the order they happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A round of the opening draw: the cards drawn by the seats still in it.
    OpeningDraw {
        /// Each drawing seat and its card.
        cards: Vec<(Seat, Card)>,
    },
    /// A new match leader: chosen by the opening draw, or the next in turn after a series.
    Leader {
        /// The leader.
        seat: Seat,
    },
    /// Cards set aside unseen at a six-player shuffle (D12).
    SetAside {
        /// How many.
        count: usize,
    },
    /// A deal.
    Dealt {
        /// The dealer (the leader).
        leader: Seat,
        /// Deal number within the series, from 0.
        deal: usize,
        /// Cards each player received.
        cards_each: usize,
    },
    /// A seat played a card (shown to all).
    Played {
        /// Who played.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A marble came out of the graveyard onto its home.
    BroughtOut {
        /// The marble.
        marble: MarbleId,
    },
    /// A marble moved.
    Moved {
        /// The marble.
        marble: MarbleId,
        /// From.
        from: Place,
        /// To.
        to: Place,
    },
    /// A marble was killed and went back to its graveyard.
    Killed {
        /// The marble.
        marble: MarbleId,
        /// Where it stood.
        at: Place,
    },
    /// Two marbles swapped places (Jack).
    Swapped {
        /// The player's marble.
        mine: MarbleId,
        /// The other.
        theirs: MarbleId,
    },
    /// A 10 stopped the next player.
    Stopped {
        /// The stopped seat, who must now discard.
        seat: Seat,
    },
    /// The stopped player discarded (shown to all).
    Discarded {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A seat could play no card and threw its hand (shown to all).
    Threw {
        /// Who.
        seat: Seat,
        /// The cards thrown.
        cards: Vec<Card>,
    },
    /// A seat has all four marbles in its base (it now plays its partner's).
    Finished {
        /// Who.
        seat: Seat,
    },
    /// A team has won.
    Won {
        /// The winning seats.
        seats: Vec<Seat>,
    },
}
