//! A stage from its deal to its end: the deal, the swap before play, the
//! opening lay (D6, D19), the stage's Wajh al-Nahs (D11, D16) and the
//! session's marks (D10).

use rules_core::{Deck, Events, Seat, SetupError, TurnOrder};

use crate::action::{Exchange, Three};
use crate::card::{Card, KINDS, full_deck};
use crate::event::{Event, Source, StageEnd};
use crate::hand::Hand;
use crate::options::{MAX_STAGES, Options};
use crate::state::{MAX_SEATS, Phase, SeatList, WajhAlNahs};

impl WajhAlNahs {
    /// A session at its very start: the deck whole, the first deal due.
    /// `players` is one of the described counts (the caller checks it).
    ///
    /// # Errors
    /// Stages not 1–20.
    pub(crate) fn start(players: usize, options: Options) -> Result<WajhAlNahs, SetupError> {
        debug_assert!(
            crate::options::DESCRIPTION.players.contains(&players),
            "{players} players"
        );
        if !(1..=MAX_STAGES).contains(&options.stages) {
            return Err(SetupError(format!(
                "a session has 1 to {MAX_STAGES} stages, not {}",
                options.stages
            )));
        }
        Ok(WajhAlNahs {
            options,
            players: u8::try_from(players).unwrap_or(2),
            phase: Phase::Deal,
            order: TurnOrder::new(players, Seat(0)),
            hands: [Hand::default(); MAX_SEATS],
            face_up: [Three::default(); MAX_SEATS],
            face_down: [Three::default(); MAX_SEATS],
            cards: Deck::from_cards(full_deck()),
            out: [0; KINDS],
            value: 0,
            limit: false,
            finished: SeatList::default(),
            stalemate: 0,
            picked_up: SeatList::default(),
            carry_it: None,
            stage: 1,
            marks: [0; MAX_SEATS],
        })
    }

    /// Deals a stage from the whole deck shuffled with `seed`: to each seat
    /// in turn three face-down cards, three face-up on them, three in hand.
    /// Seat 0 swaps first.
    pub(crate) fn deal(&mut self, seed: u64, events: &mut impl Events<Event>) {
        // Every card is gathered; in card order, so the seed alone decides the deal.
        self.cards = Deck::from_cards(full_deck());
        self.cards.shuffle_with_seed(seed);
        self.hands = [Hand::default(); MAX_SEATS];
        self.face_up = [Three::default(); MAX_SEATS];
        self.face_down = [Three::default(); MAX_SEATS];
        self.out = [0; KINDS];
        self.value = 0;
        self.limit = false;
        self.finished = SeatList::default();
        self.stalemate = 0;
        self.picked_up = SeatList::default();
        self.carry_it = None;
        self.order = TurnOrder::new(usize::from(self.players), Seat(0));
        for seat in self.seats() {
            let s = seat.index();
            self.face_down[s] = self.cards.draw_up_to(3).collect();
            self.face_up[s] = self.cards.draw_up_to(3).collect();
            self.face_up[s].sort_unstable();
            for card in self.cards.draw_up_to(3) {
                self.hands[s].add(card, 1);
            }
        }
        self.phase = Phase::Swap;
        let stage = self.stage;
        events.push_with(|| Event::Dealt { stage });
    }

    /// A seat's swap before play (checked); after the last seat, the opening.
    pub(crate) fn swap(&mut self, seat: Seat, exchange: &Exchange, events: &mut impl Events<Event>) {
        let s = seat.index();
        // The taken cards leave the row first, so the given ones have room.
        for &card in exchange.take() {
            if let Some(i) = self.face_up[s].iter().position(|&c| c == card) {
                self.face_up[s].remove(i);
            }
            self.hands[s].add(card, 1);
        }
        for &card in exchange.give() {
            self.hands[s].remove(card, 1);
            self.face_up[s].push(card);
        }
        self.face_up[s].sort_unstable();
        events.push_with(|| Event::Swapped {
            seat,
            give: exchange.give().to_vec(),
            take: exchange.take().to_vec(),
        });
        if s + 1 < usize::from(self.players) {
            self.order.set_current(Seat::new(s + 1));
        } else {
            self.open(events);
        }
    }

    /// The opening (D6, D19): the lowest number card in any hand, ties to the
    /// first such seat from seat 0, is laid for its holder, one card; if no
    /// hand holds a number card, seat 0 chooses the card.
    fn open(&mut self, events: &mut impl Events<Event>) {
        let opener = (1..=13u8).filter_map(Card::number).find_map(|card| {
            self.seats()
                .find(|s| self.hands[s.index()].count(card) > 0)
                .map(|s| (s, card))
        });
        match opener {
            Some((seat, card)) => {
                events.push_with(|| Event::Opened { seat, card });
                self.order.set_current(seat);
                self.hands[seat.index()].remove(card, 1);
                self.lay(seat, card, 1, Source::Hand, events);
            }
            None => {
                self.phase = Phase::Opening;
                self.order.set_current(Seat(0));
            }
        }
    }

    /// The stage is over: its Wajh al-Nahs (the one still holding cards; the
    /// last to finish when a Carry-it chain left nobody, D16; the most cards
    /// at the 40th pick-up, D11) gets a mark (D10). Then the next deal, or
    /// the session's end.
    pub(crate) fn end_stage(&mut self, end: StageEnd, events: &mut impl Events<Event>) {
        let wajh = match end {
            StageEnd::LastHolding => self.order.seats_in_play().iter().next(),
            StageEnd::NobodyHolding => self.finished.last().map(|&s| Seat(s)),
            StageEnd::Stalemate => Some(self.most_cards()),
        }
        .unwrap_or(Seat(0));
        self.marks[wajh.index()] += 1;
        self.carry_it = None;
        // Nobody is to move until the next deal: one state, whoever moved last.
        self.order.set_current(Seat(0));
        let stage = self.stage;
        events.push_with(|| Event::StageOver {
            stage,
            wajh,
            finished: self.finished().into_iter().filter(|&s| s != wajh).collect(),
            end,
        });
        if self.stage >= self.options.stages {
            self.phase = Phase::Over;
            events.push_with(|| Event::SessionOver {
                winners: self.fewest_marks(),
                wajh: self.most_marks(),
                marks: self.marks(),
            });
        } else {
            self.stage += 1;
            self.phase = Phase::Deal;
        }
    }

    /// D11's Wajh al-Nahs: the seat holding the most cards (hand, face-up
    /// and face-down); a tie to the tied seat that picked up most recently,
    /// else to the first tied seat in turn order from the seat to move.
    fn most_cards(&self) -> Seat {
        let most = self.seats().map(|s| self.cards_held(s)).max().unwrap_or(0);
        let tied = |s: Seat| self.cards_held(s) == most;
        if let Some(&last) = self.picked_up.iter().rev().find(|&&p| tied(Seat(p))) {
            return Seat(last);
        }
        let from = self.order.current();
        (0..usize::from(self.players))
            .map(|k| self.order.after(from, k))
            .find(|&s| tied(s))
            .unwrap_or(from)
    }
}
