//! The state of a session of Wajh al-Nahs and its public accessors.

use rules_core::{ArrayPile, Deck, Direction, Seat, ToAct, TurnOrder};
use serde::{Deserialize, Serialize};

use crate::action::Three;
use crate::card::{Card, Counts, DECK_SIZE, cards_of, count};
use crate::event::Source;
use crate::hand::Hand;
use crate::options::Options;

/// The most seats at a table.
pub const MAX_SEATS: usize = 6;

/// Pick-ups since the last progress at which a stage ends (D11).
pub const STALEMATE_LIMIT: u8 = 40;

/// What the table is waiting for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Chance: a stage is to be dealt.
    Deal,
    /// The seat to move makes its swap before play (seats 0, 1, … in turn).
    Swap,
    /// No hand holds a number card: seat 0 chooses the opening card (D6, D19).
    Opening,
    /// The seat to move lays, picks a face-down card, or picks up the pile.
    Play,
    /// The seat to move has laid a Carry-it and names who picks up the pile.
    Name,
    /// The seat to move is named: it picks up the pile, or answers with its own Carry-it.
    Answer,
    /// The session is over.
    Over,
}

impl Phase {
    /// The phase's name in the JSON and in reasons.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Phase::Deal => "deal",
            Phase::Swap => "swap",
            Phase::Opening => "opening",
            Phase::Play => "play",
            Phase::Name => "name",
            Phase::Answer => "answer",
            Phase::Over => "over",
        }
    }
}

/// The draw pile (the deck's draw pile, top last) and the pile played on
/// (the deck's discards, bottom first), inline so the state stays `Copy`.
pub(crate) type Cards = Deck<Card, ArrayPile<Card, DECK_SIZE>>;

/// Seats in order (finishing order, pick-up order), as their numbers.
pub(crate) type SeatList = ArrayPile<u8, MAX_SEATS>;

/// One position of a session. All hidden information included; a seat's
/// share of it is [`WajhAlNahs::view`](rules_core::Game::view).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct WajhAlNahs {
    pub(crate) options: Options,
    pub(crate) players: u8,
    pub(crate) phase: Phase,
    /// The seat to move, the direction of play, and the seats that have
    /// finished (out of play until a pick-up brings them back).
    pub(crate) order: TurnOrder,
    /// Per seat, its hand.
    pub(crate) hands: [Hand; MAX_SEATS],
    /// Per seat, its face-up cards, sorted.
    pub(crate) face_up: [Three; MAX_SEATS],
    /// Per seat, its face-down cards, by position (the pick is a position, D18).
    pub(crate) face_down: [Three; MAX_SEATS],
    /// The draw pile and the pile.
    pub(crate) cards: Cards,
    /// Cards out of the game: burnt piles, used Carry-its.
    pub(crate) out: Counts,
    /// The pile's value (D14).
    pub(crate) value: u8,
    /// A Five-or-less limit is in force for this play (D12).
    pub(crate) limit: bool,
    /// Seats that have finished this stage, in order.
    pub(crate) finished: SeatList,
    /// Pick-ups since the last progress (D11).
    pub(crate) stalemate: u8,
    /// Seats that picked up this stage, the most recent last (D11's ties).
    pub(crate) picked_up: SeatList,
    /// The seat that laid the last Carry-it, while it names or its named seat answers.
    pub(crate) carry_it: Option<Seat>,
    /// The stage being played (or dealt next), from 1.
    pub(crate) stage: u32,
    /// Marks per seat: one for each stage's Wajh al-Nahs (D10).
    pub(crate) marks: [u32; MAX_SEATS],
}

/// What one seat may see: its own hand; everyone's face-up cards, the pile
/// and the counts of the rest; nobody's face-down cards, its own included.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    /// The seat viewing.
    pub seat: Seat,
    /// How many play.
    pub players: usize,
    /// What the table waits for.
    pub phase: Phase,
    /// Who acts.
    pub to_act: ToAct,
    /// The viewing seat's hand, sorted.
    pub hand: Vec<Card>,
    /// Cards in hand per seat.
    pub hand_sizes: Vec<usize>,
    /// Face-up cards per seat, sorted.
    pub face_up: Vec<Vec<Card>>,
    /// Face-down cards per seat (how many; nobody sees them).
    pub face_down: Vec<usize>,
    /// The pile, bottom first.
    pub pile: Vec<Card>,
    /// The pile's value (D14).
    pub value: u8,
    /// A Five-or-less limit is in force (D12).
    pub limit: bool,
    /// Cards left to draw.
    pub draw_count: usize,
    /// Cards out of the game.
    pub out_count: usize,
    /// The cards out of the game (burnt piles, used Carry-its), sorted:
    /// every one was seen on the pile or laid. Left out of the JSON while
    /// empty (views were written so before a bot needed it).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub out: Vec<Card>,
    /// `1` clockwise, `-1` the other way.
    pub direction: i8,
    /// Seats that have finished this stage, in order.
    pub finished: Vec<Seat>,
    /// Pick-ups since the last progress (D11).
    pub stalemate: u8,
    /// Seats that picked up this stage, the most recent last (D11's ties;
    /// every pick-up is seen). Left out of the JSON while empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub picked_up: Vec<Seat>,
    /// The seat that laid the last Carry-it, while it names or is answered.
    pub carry_it: Option<Seat>,
    /// The stage being played (or dealt next), from 1.
    pub stage: u32,
    /// The stages of the session (D10).
    pub stages: u32,
    /// Marks per seat (D10).
    pub marks: Vec<u32>,
}

/// `1` for clockwise, `-1` for the other way.
#[must_use]
pub fn direction_sign(direction: Direction) -> i8 {
    match direction {
        Direction::Forward => 1,
        Direction::Backward => -1,
    }
}

impl WajhAlNahs {
    /// Seats at the table.
    pub(crate) fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        Seat::all(usize::from(self.players))
    }

    /// What the table waits for.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The seat to act in the phases a seat acts in.
    #[must_use]
    pub fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Deal | Phase::Over => None,
            _ => Some(self.order.current()),
        }
    }

    /// A seat's hand, sorted.
    #[must_use]
    pub fn hand(&self, seat: Seat) -> Vec<Card> {
        self.hands[seat.index()].cards()
    }

    /// A seat's hand as counts per kind ([`Card::index`]).
    #[must_use]
    pub fn hand_counts(&self, seat: Seat) -> &Counts {
        self.hands[seat.index()].counts()
    }

    /// How many cards a seat holds in hand.
    #[must_use]
    pub fn hand_size(&self, seat: Seat) -> usize {
        self.hands[seat.index()].len()
    }

    /// A seat's face-up cards, sorted.
    #[must_use]
    pub fn face_up(&self, seat: Seat) -> &[Card] {
        &self.face_up[seat.index()]
    }

    /// A seat's face-down cards, by position (hidden from everyone).
    #[must_use]
    pub fn face_down(&self, seat: Seat) -> &[Card] {
        &self.face_down[seat.index()]
    }

    /// All the cards a seat holds: hand, face-up and face-down (D11's "most cards").
    #[must_use]
    pub fn cards_held(&self, seat: Seat) -> usize {
        self.hand_size(seat) + self.face_up[seat.index()].len() + self.face_down[seat.index()].len()
    }

    /// Whether a seat holds any card at all.
    pub(crate) fn holds_cards(&self, seat: Seat) -> bool {
        let s = seat.index();
        !self.hands[s].is_empty() || !self.face_up[s].is_empty() || !self.face_down[s].is_empty()
    }

    /// Where the seat plays from now: its hand while it holds cards there,
    /// then its face-up cards, then its face-down cards; `None` with no card.
    #[must_use]
    pub fn source(&self, seat: Seat) -> Option<Source> {
        let s = seat.index();
        if !self.hands[s].is_empty() {
            Some(Source::Hand)
        } else if !self.face_up[s].is_empty() {
            Some(Source::FaceUp)
        } else if !self.face_down[s].is_empty() {
            Some(Source::FaceDown)
        } else {
            None
        }
    }

    /// The pile, bottom first.
    #[must_use]
    pub fn pile(&self) -> &[Card] {
        self.cards.discards()
    }

    /// The draw pile, top last (hidden from everyone).
    #[must_use]
    pub fn draw_pile(&self) -> &[Card] {
        self.cards.draw_pile()
    }

    /// Cards out of the game, sorted.
    #[must_use]
    pub fn out(&self) -> Vec<Card> {
        cards_of(&self.out)
    }

    /// How many cards are out of the game (burnt piles, used Carry-its): as
    /// `out().len()`, without listing them.
    #[must_use]
    pub fn out_count(&self) -> usize {
        crate::card::count(&self.out)
    }

    /// The pile's value (D14).
    #[must_use]
    pub fn value(&self) -> u8 {
        self.value
    }

    /// Whether a Five-or-less limit is in force (D12).
    #[must_use]
    pub fn limit(&self) -> bool {
        self.limit
    }

    /// The direction of play.
    #[must_use]
    pub fn direction(&self) -> Direction {
        self.order.direction()
    }

    /// Seats that have finished this stage, in order.
    #[must_use]
    pub fn finished(&self) -> Vec<Seat> {
        self.finished.iter().map(|&s| Seat(s)).collect()
    }

    /// Whether a seat still holds cards in this stage (has not finished).
    #[must_use]
    pub fn in_play(&self, seat: Seat) -> bool {
        self.order.in_play(seat)
    }

    /// Pick-ups since the last progress (D11).
    #[must_use]
    pub fn stalemate(&self) -> u8 {
        self.stalemate
    }

    /// Seats that picked up this stage, the most recent last.
    #[must_use]
    pub fn picked_up(&self) -> Vec<Seat> {
        self.picked_up.iter().map(|&s| Seat(s)).collect()
    }

    /// The seat that laid the last Carry-it, while it names or is answered.
    #[must_use]
    pub fn carry_it(&self) -> Option<Seat> {
        self.carry_it
    }

    /// The stage being played (or dealt next), from 1.
    #[must_use]
    pub fn stage(&self) -> u32 {
        self.stage
    }

    /// Marks per seat (D10).
    #[must_use]
    pub fn marks(&self) -> Vec<u32> {
        self.marks[..usize::from(self.players)].to_vec()
    }

    /// The seats with the fewest marks (the session's winners, D10).
    #[must_use]
    pub fn fewest_marks(&self) -> Vec<Seat> {
        let marks = self.marks();
        let least = marks.iter().copied().min().unwrap_or(0);
        self.seats().filter(|s| marks[s.index()] == least).collect()
    }

    /// The seats with the most marks (the session's Wajh al-Nahs, D10).
    #[must_use]
    pub fn most_marks(&self) -> Vec<Seat> {
        let marks = self.marks();
        let most = marks.iter().copied().max().unwrap_or(0);
        self.seats().filter(|s| marks[s.index()] == most).collect()
    }

    /// The view of `seat` (see [`View`]).
    pub(crate) fn view_of(&self, seat: Seat, to_act: ToAct) -> View {
        let n = usize::from(self.players);
        View {
            seat,
            players: n,
            phase: self.phase,
            to_act,
            hand: if seat.index() < n { self.hand(seat) } else { Vec::new() },
            hand_sizes: self.seats().map(|s| self.hand_size(s)).collect(),
            face_up: self.seats().map(|s| self.face_up(s).to_vec()).collect(),
            face_down: self.seats().map(|s| self.face_down[s.index()].len()).collect(),
            pile: self.pile().to_vec(),
            value: self.value,
            limit: self.limit,
            draw_count: self.cards.len(),
            out_count: count(&self.out),
            out: self.out(),
            direction: direction_sign(self.order.direction()),
            finished: self.finished(),
            stalemate: self.stalemate,
            picked_up: self.picked_up(),
            carry_it: self.carry_it,
            stage: self.stage,
            stages: self.options.stages,
            marks: self.marks(),
        }
    }
}
