//! The state of a Jackar match and its public accessors.

use rules_core::{ArrayPile, Deck, Seat, ToAct, TurnOrder};
use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::board::{Board, MARBLES, MarbleId, Place};
use crate::card::Card;
use crate::options::Options;

/// What the table is waiting for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Chance: the opening draw for match leader.
    Opening,
    /// Chance: the leader's next deal.
    Deal,
    /// The seat to move plays a card (or throws its hand).
    Play,
    /// The seat to move was stopped by a 10 and chooses a card to discard (D7).
    Discard,
    /// A team has won.
    Over,
}

/// The cards each player receives in each deal of a series, by player count.
#[must_use]
pub fn deal_series(players: usize) -> &'static [usize] {
    match players {
        2 => &[5, 5, 5, 5, 6],
        4 => &[4, 4, 5],
        _ => &[5, 5, 6],
    }
}

/// One position of a Jackar match. All hidden information included; a seat's
/// share of it is [`Jackar::view`](rules_core::Game::view).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Jackar {
    pub(crate) options: Options,
    pub(crate) board: Board,
    /// Per seat (the first `players` entries used), its four marbles.
    pub(crate) marbles: [[Place; MARBLES]; MAX_SEATS],
    /// Per seat, its hand as counts per rank (index `value − 1`).
    pub(crate) hands: [CardCounts; MAX_SEATS],
    /// The undealt cards of this series: the core's deck, kept in rank order
    /// between deals (their order is chance's, decided by each deal's shuffle).
    pub(crate) stock: Stock,
    /// Cards played, discarded or thrown in this series (public).
    pub(crate) played: CardCounts,
    /// The last card played, discarded or thrown (public).
    pub(crate) last_played: Option<Card>,
    /// Six players: the cards set aside unseen for this series (D12).
    pub(crate) set_aside: CardCounts,
    pub(crate) phase: Phase,
    /// Seating, partners, the leader (once drawn) and the seat to play or
    /// discard (its current seat, meaningful in `Play` and `Discard`; seat 0 otherwise).
    pub(crate) order: TurnOrder,
    /// Series played so far (0 during the first).
    pub(crate) series: u32,
    /// Index of the current (or, in `Deal`, the next) deal within the series.
    pub(crate) deal: usize,
    /// Track cell → the marble on it (`0` empty, else `seat × 4 + index + 1`),
    /// kept in step with `marbles` so a move checks each cell it passes at once.
    pub(crate) occ: [u8; TRACK_MAX],
    /// Bit per track cell: set when a marble stands there (in step with `occ`),
    /// so a move checks the cells it passes in a few mask operations.
    pub(crate) occ_bits: u128,
    /// Per seat, bit `i` set when its base cell `i` holds one of its marbles
    /// (in step with `marbles`, as `occ` is).
    pub(crate) bases: [u8; MAX_SEATS],
}

/// The longest track (six players, B1).
pub(crate) const TRACK_MAX: usize = 114;

/// The occupancy code of a marble.
pub(crate) fn occ_code(m: MarbleId) -> u8 {
    m.seat.0 * 4 + m.index + 1
}

/// The marble of an occupancy code (non-zero).
pub(crate) fn occ_marble(code: u8) -> MarbleId {
    MarbleId::new(Seat((code - 1) / 4), (code - 1) % 4)
}

/// Cards of each rank in the deck(s) of a table: 4 (one deck) or 8 (six players, two decks).
#[must_use]
pub fn copies_per_rank(players: usize) -> u8 {
    if players == 6 { 8 } else { 4 }
}

/// The most cards at a table: two decks (six players).
pub(crate) const MAX_CARDS: usize = 2 * 52;

/// The undealt cards: the core's deck, inline so that the state stays `Copy`.
pub(crate) type Stock = Deck<Card, ArrayPile<Card, MAX_CARDS>>;

/// A stock of the cards of a multiset, in rank order.
pub(crate) fn stock_of(counts: &CardCounts) -> Stock {
    Deck::from_cards(
        Card::ALL
            .iter()
            .zip(counts)
            .flat_map(|(&card, &k)| std::iter::repeat_n(card, usize::from(k))),
    )
}

/// `copies` of each rank in rank order, at the front of a pile's worth of cards.
const fn in_rank_order(copies: usize) -> [Card; MAX_CARDS] {
    let mut cards = [Card::Ace; MAX_CARDS];
    let mut i = 0;
    while i < 13 * copies {
        cards[i] = Card::ALL[i / copies];
        i += 1;
    }
    cards
}

/// One deck (the first 52 cards) and two decks, in rank order.
const ONE_DECK: [Card; MAX_CARDS] = in_rank_order(4);
const TWO_DECKS: [Card; MAX_CARDS] = in_rank_order(8);

/// The full deck(s) of a table, in rank order (a copy of a constant: the
/// cards are gathered after every series).
pub(crate) fn full_deck(players: usize) -> Stock {
    if players == 6 {
        Deck::new(ArrayPile::from(TWO_DECKS))
    } else {
        Deck::new(ArrayPile::from_array_len(ONE_DECK, 52))
    }
}

/// The seating of a table: partners opposite (of four and six), no leader yet,
/// seat 0's turn (until a deal gives it to the leader).
pub(crate) fn seating(players: usize) -> TurnOrder {
    TurnOrder::new(players, Seat(0)).with_partners()
}

/// How many cards a multiset holds.
pub(crate) fn count(counts: &CardCounts) -> usize {
    counts.iter().map(|&n| usize::from(n)).sum()
}

/// The most seats at a table.
pub const MAX_SEATS: usize = 6;

/// A multiset of cards: how many of each rank (index `value − 1`).
pub type CardCounts = [u8; 13];

/// The cards of a multiset, sorted by rank.
#[must_use]
pub fn cards_of(counts: &CardCounts) -> Vec<Card> {
    let mut cards = Vec::with_capacity(count(counts));
    for (&card, &k) in Card::ALL.iter().zip(counts) {
        for _ in 0..k {
            cards.push(card);
        }
    }
    cards
}

/// Whether `options` are the rules file's defaults.
fn is_default(options: &Options) -> bool {
    *options == Options::default()
}

/// What one seat may see: the board and every played card, its own hand, the
/// other hands as counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat viewing.
    pub seat: Seat,
    /// How many play.
    pub players: usize,
    /// The house options (public: everyone plays by them). Left out of the
    /// JSON when they are the defaults, as views were written before a bot
    /// needed them (the engine's transcripts).
    #[serde(default, skip_serializing_if = "is_default")]
    pub options: Options,
    /// Track length N.
    pub track_len: u8,
    /// Home cell per seat.
    pub home: Vec<u8>,
    /// Teams (lists of seats).
    pub teams: Vec<Vec<Seat>>,
    /// Per seat, its four marbles.
    pub marbles: Vec<[Place; MARBLES]>,
    /// The viewing seat's hand.
    pub hand: Vec<Card>,
    /// Cards in hand per seat.
    pub hand_sizes: Vec<usize>,
    /// Cards played, discarded or thrown in this series, sorted by rank.
    pub played: Vec<Card>,
    /// The last card played, discarded or thrown.
    pub last_played: Option<Card>,
    /// Undealt cards left in this series.
    pub stock_count: usize,
    /// Cards set aside unseen (six players, D12).
    pub set_aside_count: usize,
    /// Who acts.
    pub to_act: ToAct,
    /// What the table waits for.
    pub phase: Phase,
    /// The match leader.
    pub leader: Option<Seat>,
    /// Series played so far.
    pub series: u32,
    /// Deal index within the series.
    pub deal: usize,
    /// The winning team once over.
    pub winners: Vec<Seat>,
}

impl Jackar {
    /// The board geometry and teams.
    #[must_use]
    pub fn board(&self) -> Board {
        self.board
    }

    /// Where a marble is.
    #[must_use]
    pub fn place(&self, marble: MarbleId) -> Place {
        self.marbles[marble.seat.index()][usize::from(marble.index)]
    }

    /// A seat's four marbles.
    #[must_use]
    pub fn marbles(&self, seat: Seat) -> [Place; MARBLES] {
        self.marbles[seat.index()]
    }

    /// A seat's hand, sorted by rank.
    #[must_use]
    pub fn hand(&self, seat: Seat) -> Vec<Card> {
        cards_of(&self.hands[seat.index()])
    }

    /// How many cards a seat holds.
    #[must_use]
    pub fn hand_size(&self, seat: Seat) -> usize {
        count(&self.hands[seat.index()])
    }

    /// Whether a seat holds a card (cheaper than counting them: the turn
    /// order asks this after every play).
    pub(crate) fn holds_cards(&self, seat: Seat) -> bool {
        self.hands[seat.index()] != [0; 13]
    }

    /// Undealt cards of this series (hidden from the players), sorted.
    #[must_use]
    pub fn stock(&self) -> Vec<Card> {
        self.stock.draw_pile().to_vec()
    }

    /// Cards played, discarded or thrown in this series, sorted.
    #[must_use]
    pub fn played(&self) -> Vec<Card> {
        cards_of(&self.played)
    }

    /// Six players: the cards set aside unseen for this series (D12; hidden from the players), sorted.
    #[must_use]
    pub fn set_aside(&self) -> Vec<Card> {
        cards_of(&self.set_aside)
    }

    /// The last card played, discarded or thrown in this series.
    #[must_use]
    pub fn last_played(&self) -> Option<Card> {
        self.last_played
    }

    /// The seat to play or discard, in `Play` and `Discard`.
    #[must_use]
    pub fn to_move(&self) -> Option<Seat> {
        matches!(self.phase, Phase::Play | Phase::Discard).then_some(self.order.current())
    }

    /// What the table waits for.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The match leader, once drawn.
    #[must_use]
    pub fn leader(&self) -> Option<Seat> {
        self.order.leader()
    }

    /// (series played so far, deal index within the series).
    #[must_use]
    pub fn deal_number(&self) -> (u32, usize) {
        (self.series, self.deal)
    }

    /// The winning seats (a team): every seat of the team with all its marbles in
    /// the bases. Empty while no team has finished.
    #[must_use]
    pub fn winners(&self) -> Vec<Seat> {
        (0..self.order.team_count())
            .map(|t| self.order.team(t))
            .find(|team| team.iter().all(|s| self.finished(s)))
            .map(|team| team.iter().collect())
            .unwrap_or_default()
    }

    /// Whether all four of a seat's marbles are in its base.
    #[must_use]
    pub fn finished(&self, seat: Seat) -> bool {
        // The base cells held, kept in step with the marbles (a loaded state
        // never has two marbles on one base cell): all four, all in the base.
        // Asked for every position generated, so one look, not four.
        self.bases[seat.index()] == 0b1111
    }

    /// The colour a seat plays: its own, or its partner's once its own four are
    /// in the base (Teams).
    #[must_use]
    pub fn playing_colour(&self, seat: Seat) -> Seat {
        // Finished first: most seats have not, and then no partner is asked for.
        if self.finished(seat) {
            self.order.partner(seat).unwrap_or(seat)
        } else {
            seat
        }
    }

    /// The marble on a track cell, if any.
    #[must_use]
    pub fn marble_at(&self, cell: u8) -> Option<MarbleId> {
        match self.occ.get(usize::from(cell)) {
            Some(&code) if code != 0 => Some(occ_marble(code)),
            _ => None,
        }
    }

    /// The cards of the seat to play that have at least one legal play
    /// (the screen dims the others). Empty outside `Play`.
    #[must_use]
    pub fn playable_cards(&self) -> Vec<Card> {
        if self.phase != Phase::Play {
            return Vec::new();
        }
        let mut cards: Vec<Card> = rules_core::Game::legal_actions(self)
            .iter()
            .filter_map(Action::card)
            .collect();
        // The generator lists card by card, but the dimming must not depend on it.
        cards.sort_unstable();
        cards.dedup();
        cards
    }

    /// The legal actions playing this card (empty if it cannot be played now).
    #[must_use]
    pub fn legal_for_card(&self, card: Card) -> Vec<Action> {
        rules_core::Game::legal_actions(self)
            .into_iter()
            .filter(|a| a.card() == Some(card) && !matches!(a, Action::Discard(_)))
            .collect()
    }
}
