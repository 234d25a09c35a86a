//! What happened when an action was applied, for logs and the front-end.
//! Every event is public: the whole table sees it happen (a pick-up names
//! how many cards, not which; a face-down card is seen once turned).

use rules_core::Seat;
use serde::{Deserialize, Serialize};

use crate::card::Card;

/// Where a seat's cards are laid from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// The hand.
    Hand,
    /// The face-up cards (hand and draw pile empty).
    FaceUp,
    /// A face-down card, picked unseen (D18).
    FaceDown,
}

/// How a stage ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StageEnd {
    /// Only one player still holds cards.
    LastHolding,
    /// A Carry-it chain left nobody holding cards: the last to finish (D16).
    NobodyHolding,
    /// The 40th pick-up since the last progress (D11): the most cards.
    Stalemate,
}

/// One thing that happened. An action yields its events in the order they happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A stage was dealt: three face-down, three face-up and three in hand each.
    Dealt {
        /// The stage, from 1.
        stage: u32,
    },
    /// A seat made its swap before play (nothing given or taken: it kept its cards).
    Swapped {
        /// Who.
        seat: Seat,
        /// Hand cards put face up.
        give: Vec<Card>,
        /// Face-up cards taken into the hand.
        take: Vec<Card>,
    },
    /// The opening lay, made for the player holding the lowest number card (D6, D19).
    Opened {
        /// The opener.
        seat: Seat,
        /// The card laid.
        card: Card,
    },
    /// Cards laid on the pile.
    Laid {
        /// Who.
        seat: Seat,
        /// The card.
        card: Card,
        /// How many.
        count: u8,
        /// From where.
        from: Source,
    },
    /// A face-down card turned over: laid if it fits, else taken with the pile.
    TurnedUp {
        /// Whose.
        seat: Seat,
        /// The card.
        card: Card,
        /// Whether it fits the pile.
        fits: bool,
    },
    /// A seat drew back towards three cards.
    Drew {
        /// Who.
        seat: Seat,
        /// How many cards.
        count: usize,
    },
    /// The pile left the game: a Burn, or four of a kind on top (D8).
    Burnt {
        /// Who burnt it (and plays again, if still holding cards).
        seat: Seat,
        /// How many cards left the game.
        cards: usize,
        /// Four of a kind rather than a Burn card.
        four: bool,
    },
    /// An Under-over brought the bottom card to the top (D5).
    BroughtUp {
        /// The card now on top.
        card: Card,
    },
    /// A Five-or-less limit is in force for the next play (D12).
    Limit,
    /// Seats lost their turn to Skips.
    Skipped {
        /// Who was skipped, in turn.
        seats: Vec<Seat>,
    },
    /// The direction of play reversed (D15: once per Reverse laid).
    Reversed {
        /// The direction now: `1` clockwise (seat 0, 1, 2, …), `-1` the other way.
        direction: i8,
    },
    /// The same seat plays again (a burn; a Skip with two players left).
    PlaysAgain {
        /// Who.
        seat: Seat,
    },
    /// A seat took the pile into its hand.
    PickedUp {
        /// Who.
        seat: Seat,
        /// How many cards (0 when named on an empty pile, D16).
        cards: usize,
    },
    /// The layer of a Carry-it named who must pick up the pile.
    Named {
        /// Who named.
        by: Seat,
        /// Who is named.
        seat: Seat,
    },
    /// A seat has no cards left and finishes.
    Finished {
        /// Who.
        seat: Seat,
        /// Its place in the finishing order, from 1.
        place: usize,
    },
    /// A finished seat picked up cards and is back in the stage.
    Rejoined {
        /// Who.
        seat: Seat,
    },
    /// The stage is over: its Wajh al-Nahs gets a mark (D10).
    StageOver {
        /// The stage, from 1.
        stage: u32,
        /// The Wajh al-Nahs of the stage.
        wajh: Seat,
        /// The players who finished, in order.
        finished: Vec<Seat>,
        /// How it ended.
        end: StageEnd,
    },
    /// The session is over (D10).
    SessionOver {
        /// The fewest marks: the winners.
        winners: Vec<Seat>,
        /// The most marks: the session's Wajh al-Nahs.
        wajh: Vec<Seat>,
        /// Marks per seat.
        marks: Vec<u32>,
    },
}
