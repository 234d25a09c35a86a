//! What a seat may see. In Toki Toki nobody sees a face-down card, not even
//! its owner, and the bank's order is hidden; everything face up is public.
//! So every seat sees the same [`View`]: it carries no viewer, and the
//! terminal shows it to the whole table without a curtain. The discard pile
//! is shown whole: each card on it was seen face up as it landed.

use rules_core::{Seat, ToAct};
use serde::{Deserialize, Serialize};

use crate::card::{CELLS, Card};
use crate::state::{Drawn, Phase, Toki};

/// The table as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// How many play.
    pub players: usize,
    /// The round being played (in `deal`, about to be dealt), 1–5.
    pub round: u8,
    /// Rounds scored so far.
    pub rounds_scored: u8,
    /// What the table waits for.
    pub phase: Phase,
    /// Who acts.
    pub to_act: ToAct,
    /// Per seat, its box: `boxes[s][i]` is cell `i` (top row 0–3, bottom row
    /// 4–7), `null` while face down. Empty before the first deal.
    pub boxes: Vec<Vec<Option<Card>>>,
    /// Per seat, the box's points now (D9).
    pub box_points: Vec<i32>,
    /// The discard pile's top card.
    pub discard_top: Option<Card>,
    /// The whole discard pile, bottom first (its top card is the last). Public:
    /// every card on it landed face up before the whole table, so a player who
    /// remembers knows it; a computer player remembers (see `bot`).
    pub discard: Vec<Card>,
    /// Cards in the discard pile.
    pub discard_count: usize,
    /// Cards in the bank.
    pub bank_count: usize,
    /// The card taken this turn and where from.
    pub drawn: Option<Drawn>,
    /// How many times the bank has run out this round (D7, D8).
    pub bank_emptied: u8,
    /// Turns played this round, every seat's together; the round ends when
    /// every player has played 30 (D10).
    pub round_turns: u16,
    /// The seat whose box was the first all face up this round.
    pub ender: Option<Seat>,
    /// The seats tied for the highest opening sum (D2), in `starter`.
    pub tied: Vec<Seat>,
    /// Per seat, the score of each round played.
    pub scores: Vec<Vec<i32>>,
    /// Per seat, the total so far.
    pub totals: Vec<i64>,
    /// The lowest totals, once the game is over.
    pub winners: Vec<Seat>,
}

impl View {
    /// A seat's box as seen, as an array (all face down before the first deal).
    #[must_use]
    pub fn seen_box(&self, seat: Seat) -> [Option<Card>; CELLS] {
        let mut cells = [None; CELLS];
        if let Some(b) = self.boxes.get(seat.index()) {
            for (slot, card) in cells.iter_mut().zip(b) {
                *slot = *card;
            }
        }
        cells
    }
}

impl Toki {
    /// The view every seat has.
    pub(crate) fn public_view(&self) -> View {
        let n = usize::from(self.players);
        View {
            players: n,
            round: self.round,
            rounds_scored: self.rounds_scored,
            phase: self.phase,
            to_act: rules_core::Game::to_act(self),
            boxes: Seat::all(n)
                .map(|s| self.player_box(s).map_or_else(Vec::new, |b| b.as_seen().to_vec()))
                .collect(),
            box_points: self.box_points(),
            discard_top: self.piles.top_discard().copied(),
            discard: self.discard().to_vec(),
            discard_count: self.discard().len(),
            bank_count: self.bank().len(),
            drawn: self.drawn,
            bank_emptied: self.bank_emptied,
            round_turns: self.round_turns,
            ender: self.ender,
            tied: self.tied(),
            scores: self.scores(),
            totals: self.totals(),
            winners: self.winners(),
        }
    }
}
