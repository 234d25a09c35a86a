//! The state of a Toki Toki game and its public accessors.

use rules_core::{ArrayPile, Deck, Seat, SeatSet, TurnOrder};
use serde::{Deserialize, Serialize};

use crate::card::{CELLS, Card, Cell, DECK_SIZE, KINDS, Pile};
use crate::options::Options;
use crate::score::BoxScore;

/// The most seats at a table.
pub const MAX_SEATS: usize = 6;

/// Rounds in a game.
pub const ROUNDS: u8 = 5;

/// Turns each player plays at most in a round (D10): a round ends at the
/// end of the turn in which every player has played this many.
pub const TURNS_PER_ROUND: u16 = 30;

/// What the table is waiting for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Chance: the round's deal.
    Deal,
    /// The seat to act turns up two cards of its box (the opening reveal).
    Open,
    /// Chance (at the table: the players' pick): who starts among the seats
    /// tied for the highest opening sum (D2).
    Starter,
    /// The seat to act takes a card from the bank or the discard pile.
    Take,
    /// The seat to act plays one of the rules a–d with the card taken.
    Place,
    /// Chance: the bank ran out; the discard pile but its top card is
    /// shuffled into a new bank (D5, D8).
    Reshuffle,
    /// Five rounds are played.
    Over,
}

impl Phase {
    /// The phase's name in the state JSON.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Phase::Deal => "deal",
            Phase::Open => "open",
            Phase::Starter => "starter",
            Phase::Take => "take",
            Phase::Place => "place",
            Phase::Reshuffle => "reshuffle",
            Phase::Over => "over",
        }
    }

    /// Whether a seat is to act in this phase.
    #[must_use]
    pub const fn seat_acts(self) -> bool {
        matches!(self, Phase::Open | Phase::Take | Phase::Place)
    }
}

/// A player's box: eight cards in two rows of four (cell 0–3 the top row,
/// 4–7 the bottom), each face up or face down.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PlayerBox {
    pub(crate) cards: [Card; CELLS],
    /// Bit `i` set: cell `i` is face up.
    pub(crate) up: u8,
}

impl PlayerBox {
    /// The card in a cell, whether or not it is face up (hidden information).
    #[must_use]
    pub fn card(&self, cell: Cell) -> Card {
        self.cards[cell.index()]
    }

    /// Whether a cell is face up.
    #[must_use]
    pub fn is_up(&self, cell: Cell) -> bool {
        self.up & cell.bit() != 0
    }

    /// The card in a cell if it is face up.
    #[must_use]
    pub fn shown(&self, cell: Cell) -> Option<Card> {
        self.is_up(cell).then(|| self.card(cell))
    }

    /// The box as anyone sees it: face-down cards are `None`.
    #[must_use]
    pub fn as_seen(&self) -> [Option<Card>; CELLS] {
        let mut seen = [None; CELLS];
        for cell in Cell::all() {
            seen[cell.index()] = self.shown(cell);
        }
        seen
    }

    /// How many cards are face down.
    #[must_use]
    pub fn face_down(&self) -> u32 {
        CELLS as u32 - self.up.count_ones()
    }

    /// Whether every card is face up.
    #[must_use]
    pub fn all_up(&self) -> bool {
        self.up == u8::MAX
    }

    /// The face-down cells, in order.
    pub fn down_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        Cell::all().filter(|&c| !self.is_up(c))
    }

    /// The face-up cells, in order.
    pub fn up_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        Cell::all().filter(|&c| self.is_up(c))
    }

    /// The value a face-up Toki in `cell` copies, when it copies one: its
    /// column partner is face up; a Toki's partner that is a Toki makes it
    /// copy 0 (D3). `None` for any other cell.
    #[must_use]
    pub fn copied_by_toki(&self, cell: Cell) -> Option<u8> {
        let partner = cell.partner();
        if !self.is_up(cell) || !self.card(cell).is_toki() || !self.is_up(partner) {
            return None;
        }
        Some(self.card(partner).value().unwrap_or(0))
    }

    /// The box's points as anyone sees it (D9: a face-down card counts 0 and
    /// pairs with nothing); with every card face up, its score.
    #[must_use]
    pub fn score(&self) -> BoxScore {
        BoxScore::of(&self.as_seen())
    }
}

/// The card taken this turn and the pile it came from.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Drawn {
    /// The card.
    pub card: Card,
    /// Where it was taken from.
    pub from: Pile,
}

/// The bank (draw pile) and the discard pile: the core's deck, inline so that
/// the state stays `Copy`.
pub(crate) type Piles = Deck<Card, ArrayPile<Card, DECK_SIZE>>;

/// The 108 cards in kind order (0 … 12, then the Tokis): the deck before
/// each round's shuffle, and the order a derived bank is given in.
pub(crate) const FULL_DECK: [Card; DECK_SIZE] = full_deck();

const fn full_deck() -> [Card; DECK_SIZE] {
    let mut cards = [Card::TOKI; DECK_SIZE];
    let mut i = 0;
    // 104 number cards, eight of each, in order; the last four stay Tokis.
    while i < 104 {
        cards[i] = match Card::number((i / 8) as u8) {
            Some(c) => c,
            None => Card::TOKI,
        };
        i += 1;
    }
    cards
}

/// Cards of each kind in a list.
pub(crate) fn counts_of(cards: impl IntoIterator<Item = Card>) -> [u16; KINDS] {
    let mut counts = [0u16; KINDS];
    for c in cards {
        counts[c.kind()] += 1;
    }
    counts
}

/// One position of a Toki Toki game, all hidden information included (the
/// face-down cards and the bank's order). What a seat may see is
/// [`Toki::view`](rules_core::Game::view): the same for every seat.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Toki {
    pub(crate) options: Options,
    pub(crate) players: u8,
    /// The round being played (in `Deal`, the round about to be dealt), 1–5.
    pub(crate) round: u8,
    pub(crate) phase: Phase,
    /// Per seat (the first `players` used), its box.
    pub(crate) boxes: [PlayerBox; MAX_SEATS],
    /// Whether the boxes hold cards: false only before the first deal.
    pub(crate) dealt: bool,
    /// The bank (the draw pile, top last) and the discard pile (top last).
    pub(crate) piles: Piles,
    /// Whose turn it is (meaningful while a seat acts; seat 0 otherwise).
    pub(crate) order: TurnOrder,
    pub(crate) drawn: Option<Drawn>,
    /// How many times the bank has run out this round (D7, D8).
    pub(crate) bank_emptied: u8,
    /// Turns played this round, every seat's together (D10). Turns go round
    /// the table from the starter, so every player has played 30 when this
    /// reaches 30 times the players.
    pub(crate) round_turns: u16,
    /// The seat whose box was the first to be all face up this round: every
    /// other seat plays one more turn, then the round ends.
    pub(crate) ender: Option<Seat>,
    /// The seats tied for the highest opening sum, in `Starter` (D2).
    pub(crate) tied: SeatSet,
    /// Per seat, the score of each round played.
    pub(crate) scores: [[i16; ROUNDS as usize]; MAX_SEATS],
    /// Rounds scored so far.
    pub(crate) rounds_scored: u8,
}

impl Toki {
    /// A table of `players` (2–6) before the first deal: every card in the bank.
    pub(crate) fn start(players: u8, options: Options) -> Toki {
        Toki {
            options,
            players,
            round: 1,
            phase: Phase::Deal,
            boxes: [PlayerBox::default(); MAX_SEATS],
            dealt: false,
            piles: Deck::new(ArrayPile::from(FULL_DECK)),
            order: TurnOrder::new(usize::from(players), Seat(0)),
            drawn: None,
            bank_emptied: 0,
            round_turns: 0,
            ender: None,
            tied: SeatSet::empty(),
            scores: [[0; ROUNDS as usize]; MAX_SEATS],
            rounds_scored: 0,
        }
    }

    /// What the table waits for.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The round being played (in `Deal`: about to be dealt; when over: 5).
    #[must_use]
    pub fn round(&self) -> u8 {
        self.round
    }

    /// Rounds scored so far.
    #[must_use]
    pub fn rounds_scored(&self) -> u8 {
        self.rounds_scored
    }

    /// The seat to act, in `Open`, `Take` and `Place`.
    #[must_use]
    pub fn to_move(&self) -> Option<Seat> {
        self.phase.seat_acts().then(|| self.order.current())
    }

    /// A seat's box (hidden cards included). Before the first deal, empty.
    #[must_use]
    pub fn player_box(&self, seat: Seat) -> Option<&PlayerBox> {
        self.boxes[..usize::from(self.players)]
            .get(seat.index())
            .filter(|_| self.dealt)
    }

    /// The bank, bottom first (hidden).
    #[must_use]
    pub fn bank(&self) -> &[Card] {
        self.piles.draw_pile()
    }

    /// The discard pile, bottom first (its top card is the last).
    #[must_use]
    pub fn discard(&self) -> &[Card] {
        self.piles.discards()
    }

    /// The card taken this turn, in `Place`.
    #[must_use]
    pub fn drawn(&self) -> Option<Drawn> {
        self.drawn
    }

    /// How many times the bank has run out this round.
    #[must_use]
    pub fn bank_emptied(&self) -> u8 {
        self.bank_emptied
    }

    /// Turns played this round, every seat's together (D10: the round ends
    /// when every player has played [`TURNS_PER_ROUND`]).
    #[must_use]
    pub fn round_turns(&self) -> u16 {
        self.round_turns
    }

    /// The turns a round of this table lasts at most (D10): every player's
    /// [`TURNS_PER_ROUND`].
    #[must_use]
    pub fn turn_limit(&self) -> u16 {
        TURNS_PER_ROUND * u16::from(self.players)
    }

    /// The seat whose box was the first to be all face up this round.
    #[must_use]
    pub fn ender(&self) -> Option<Seat> {
        self.ender
    }

    /// In `Starter`, the seats tied for the highest opening sum (D2).
    #[must_use]
    pub fn tied(&self) -> Vec<Seat> {
        self.tied.iter().collect()
    }

    /// Each seat's box points now (D9), as anyone sees the box.
    #[must_use]
    pub fn box_points(&self) -> Vec<i32> {
        Seat::all(usize::from(self.players))
            .map(|s| self.player_box(s).map_or(0, |b| b.score().points))
            .collect()
    }

    /// The scores of the rounds played, seat by seat.
    fn played(&self) -> impl Iterator<Item = &[i16]> {
        self.scores[..usize::from(self.players)]
            .iter()
            .map(|rounds| &rounds[..usize::from(self.rounds_scored)])
    }

    /// Per seat, the score of each round played so far.
    #[must_use]
    pub fn scores(&self) -> Vec<Vec<i32>> {
        self.played()
            .map(|r| r.iter().map(|&p| i32::from(p)).collect())
            .collect()
    }

    /// Per seat, the total of the rounds played.
    #[must_use]
    pub fn totals(&self) -> Vec<i64> {
        self.played().map(|r| r.iter().map(|&p| i64::from(p)).sum()).collect()
    }

    /// The winners once the game is over: the lowest total (equal lowest
    /// totals share the win). Empty before.
    #[must_use]
    pub fn winners(&self) -> Vec<Seat> {
        if self.phase != Phase::Over {
            return Vec::new();
        }
        let totals = self.totals();
        let best = totals.iter().copied().min().unwrap_or(0);
        Seat::all(usize::from(self.players))
            .filter(|s| totals[s.index()] == best)
            .collect()
    }

    /// Each seat's opening sum: its face-up cards, a Toki counting 0 (D1).
    #[must_use]
    pub fn opening_sum(&self, seat: Seat) -> u8 {
        self.player_box(seat)
            .map_or(0, |b| b.up_cells().map(|c| b.card(c).face_points()).sum())
    }
}
