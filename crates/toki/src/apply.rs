//! Applying an action: the deal, the opening reveal and who starts, a turn
//! (take, then a–d), the end of a turn (the first box all face up, the bank
//! running out, D5, D7, D8, every player's 30th turn, D10) and the end of a
//! round (hidden cards turned up, every box scored, five rounds).

use rules_core::{ArrayPile, Deck, Events, Seat, SeatSet};

use crate::action::{Action, Rule};
use crate::card::{CELLS, Card, Pile};
use crate::event::{Event, RoundEnd};
use crate::state::{Drawn, FULL_DECK, Phase, ROUNDS, Toki};

impl Toki {
    /// What the chance point waits for, in words.
    pub(crate) fn chance_due(&self) -> &'static str {
        match self.phase {
            Phase::Deal => "a deal",
            Phase::Starter => "the choice of who starts among the tied",
            _ => "a reshuffle of the bank",
        }
    }

    /// The round's deal: all 108 cards shuffled by the seed, eight face down
    /// to each seat (laid out unseen, top row then bottom row), the next card
    /// face up to start the discard pile; then the opening reveal, player 1 (seat 0) first.
    pub(crate) fn deal(&mut self, seed: u64, ev: &mut impl Events<Event>) {
        self.piles = Deck::new(ArrayPile::from(FULL_DECK));
        self.piles.shuffle_with_seed(seed);
        for b in &mut self.boxes[..usize::from(self.players)] {
            // 108 cards hold six boxes and more: every cell is filled.
            for (slot, card) in b.cards.iter_mut().zip(self.piles.draw_up_to(CELLS)) {
                *slot = card;
            }
            b.up = 0;
        }
        if let Some(first) = self.piles.draw() {
            self.piles.discard(first);
        }
        self.dealt = true;
        self.phase = Phase::Open;
        self.order.set_current(Seat(0));
        self.drawn = None;
        self.bank_emptied = 0;
        self.round_turns = 0;
        self.ender = None;
        self.tied = SeatSet::empty();
        let (round, bank) = (self.round, self.piles.len());
        let discard = self.piles.top_discard().copied().unwrap_or_default();
        ev.push_with(|| Event::Dealt { round, discard, bank });
    }

    /// A seat's action in `Open`, `Take` or `Place`, already checked.
    pub(crate) fn play(&mut self, action: Action, ev: &mut impl Events<Event>) {
        let seat = self.order.current();
        match action {
            Action::Open([first, second]) => {
                let b = &mut self.boxes[seat.index()];
                b.up |= first.bit() | second.bit();
                let cards = [(first, b.card(first)), (second, b.card(second))];
                let sum = self.opening_sum(seat);
                ev.push_with(|| Event::Opened { seat, cards, sum });
                if seat.index() + 1 == usize::from(self.players) {
                    self.decide_starter(ev);
                } else {
                    self.order.advance();
                }
            }
            Action::Take(from) => self.take(seat, from, ev),
            _ => {
                self.place(seat, action, ev);
                self.end_turn(ev);
            }
        }
    }

    /// After the opening reveal: the highest sum starts (D1: a Toki counts 0);
    /// a tie goes to chance at a chance point, the players' pick at the table (D2).
    fn decide_starter(&mut self, ev: &mut impl Events<Event>) {
        let n = usize::from(self.players);
        let best = Seat::all(n).map(|s| self.opening_sum(s)).max().unwrap_or(0);
        let tied: SeatSet = Seat::all(n).filter(|&s| self.opening_sum(s) == best).collect();
        match tied.iter().next() {
            Some(seat) if tied.len() == 1 => self.begin(seat, false, ev),
            _ => {
                self.tied = tied;
                self.phase = Phase::Starter;
                self.order.set_current(Seat(0));
                ev.push_with(|| Event::Tied {
                    seats: tied.iter().collect(),
                    sum: best,
                });
            }
        }
    }

    /// `seat` starts the round's play.
    pub(crate) fn begin(&mut self, seat: Seat, tie: bool, ev: &mut impl Events<Event>) {
        self.tied = SeatSet::empty();
        self.phase = Phase::Take;
        self.order.set_current(seat);
        let sum = self.opening_sum(seat);
        ev.push_with(|| Event::Starts { seat, sum, tie });
    }

    /// Takes the top card of a pile (checked not empty). The bank runs out at
    /// the moment its last card is taken (D8).
    fn take(&mut self, seat: Seat, from: Pile, ev: &mut impl Events<Event>) {
        let card = match from {
            Pile::Bank => self.piles.draw(),
            Pile::Discard => self.piles.take_top_discard(),
        };
        let Some(card) = card else { return };
        self.drawn = Some(Drawn { card, from });
        self.phase = Phase::Place;
        ev.push_with(|| Event::Took { seat, from, card });
        if from == Pile::Bank && self.piles.is_empty() {
            self.bank_emptied += 1;
            let times = self.bank_emptied;
            ev.push_with(|| Event::BankRanOut { times });
        }
    }

    /// Rules a–d with the card taken (checked legal).
    fn place(&mut self, seat: Seat, action: Action, ev: &mut impl Events<Event>) {
        let Some(Drawn { card, .. }) = self.drawn.take() else {
            return;
        };
        let b = &mut self.boxes[seat.index()];
        match action {
            Action::A(cell) | Action::B(cell) => {
                let old = b.cards[cell.index()];
                b.cards[cell.index()] = card;
                b.up |= cell.bit();
                self.piles.discard(old);
                let rule = if action.rule() == Some(Rule::A) {
                    Rule::A
                } else {
                    Rule::B
                };
                ev.push_with(|| Event::Replaced {
                    seat,
                    rule,
                    cell,
                    card,
                    old,
                });
            }
            Action::C(cell) => {
                b.up |= cell.bit();
                let shown = b.card(cell);
                self.piles.discard(card);
                ev.push_with(|| Event::Discarded { seat, card });
                ev.push_with(|| Event::TurnedUp {
                    seat,
                    cell,
                    card: shown,
                });
            }
            Action::Keep => {
                let hidden = b.down_cells().next();
                self.piles.discard(card);
                ev.push_with(|| Event::Discarded { seat, card });
                if let Some(cell) = hidden {
                    ev.push_with(|| Event::KeptHidden { seat, cell });
                }
            }
            Action::D { toki, to } => {
                let old = b.cards[to.index()];
                b.cards[to.index()] = Card::TOKI;
                b.cards[toki.index()] = card;
                b.up |= to.bit();
                self.piles.discard(old);
                ev.push_with(|| Event::Flew {
                    seat,
                    toki,
                    to,
                    card,
                    old,
                });
            }
            _ => {}
        }
    }

    /// The end of a turn: the first box all face up gives every other seat one
    /// more turn; the bank's second running out ends the round (D7), and so
    /// does the turn in which every player has played 30 (D10: players who
    /// only take from the discard pile never run the bank out); a first
    /// running out makes a new bank (D5, D8); otherwise the next seat takes.
    fn end_turn(&mut self, ev: &mut impl Events<Event>) {
        let seat = self.order.current();
        self.round_turns = self.round_turns.saturating_add(1);
        if self.ender.is_none() && self.boxes[seat.index()].all_up() {
            self.ender = Some(seat);
            ev.push_with(|| Event::BoxUp { seat });
        }
        let next = self.order.peek_next();
        if self.piles.is_empty() && self.bank_emptied >= 2 {
            self.end_round(RoundEnd::BankTwice, ev);
        } else if self.ender == Some(next) {
            self.end_round(RoundEnd::LastTurns, ev);
        } else if self.round_turns >= self.turn_limit() {
            self.end_round(RoundEnd::TurnLimit, ev);
        } else {
            self.order.advance();
            self.phase = if self.piles.is_empty() {
                Phase::Reshuffle
            } else {
                Phase::Take
            };
        }
    }

    /// The end of a round: hidden cards turned up (seat by seat, cell by
    /// cell), every box scored, and the next round's deal or the game's end.
    fn end_round(&mut self, why: RoundEnd, ev: &mut impl Events<Event>) {
        let round = self.round;
        ev.push_with(|| Event::RoundEnded { round, why });
        let n = usize::from(self.players);
        for seat in Seat::all(n) {
            let b = &mut self.boxes[seat.index()];
            for cell in b.down_cells() {
                let card = b.card(cell);
                ev.push_with(|| Event::Revealed { seat, cell, card });
            }
            b.up = u8::MAX;
        }
        for seat in Seat::all(n) {
            let cards = self.boxes[seat.index()].cards;
            let score = self.boxes[seat.index()].score();
            // A box scores −20 to 96: it fits.
            self.scores[seat.index()][usize::from(round - 1)] = i16::try_from(score.points).unwrap_or(i16::MAX);
            ev.push_with(|| Event::Scored {
                seat,
                round,
                cards,
                score,
            });
        }
        self.rounds_scored = round;
        self.ender = None;
        self.bank_emptied = 0;
        self.round_turns = 0;
        self.drawn = None;
        self.order.set_current(Seat(0));
        if round >= ROUNDS {
            self.phase = Phase::Over;
            ev.push_with(|| Event::GameOver {
                totals: self.totals(),
                winners: self.winners(),
            });
        } else {
            self.round = round + 1;
            self.phase = Phase::Deal;
        }
    }
}
