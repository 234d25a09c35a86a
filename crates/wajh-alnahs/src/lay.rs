//! A lay and what follows it: drawing back to three, the card's effect
//! (D2–D5, D12, D14, D15, D17), four of a kind (D8), finishing, whose turn
//! it is; a face-down card turned over; picking up the pile (D7, D11, D16).

use rules_core::{Events, Seat};

use crate::card::{Card, Kind, Special};
use crate::event::{Event, Source, StageEnd};
use crate::state::{MAX_SEATS, Phase, STALEMATE_LIMIT, WajhAlNahs, direction_sign};

impl WajhAlNahs {
    /// Lays `count` × `card`, already taken from `source`, and carries out
    /// everything that follows, to the next seat's turn (or the naming of a
    /// Carry-it, or the stage's end).
    pub(crate) fn lay(&mut self, seat: Seat, card: Card, count: u8, source: Source, events: &mut impl Events<Event>) {
        self.phase = Phase::Play;
        events.push_with(|| Event::Laid {
            seat,
            card,
            count,
            from: source,
        });
        if source != Source::Hand {
            // A face-up or face-down card played is progress (D11).
            self.stalemate = 0;
        }
        if card == Card::CARRY_IT {
            self.lay_carry_it(seat, source, events);
            return;
        }
        let was_empty = self.cards.discards().is_empty();
        for _ in 0..count {
            self.cards.discard(card);
        }
        if source == Source::Hand {
            self.draw_back(seat, events);
        }
        let burnt = card == Card::BURN || self.four_on_top();
        if burnt {
            self.burn(seat, card != Card::BURN, events);
        } else {
            self.take_effect(card, was_empty, events);
        }
        let done = self.finish_if_done(seat, events);
        if self.order.in_play_count() <= 1 {
            self.end_stage(StageEnd::LastHolding, events);
            return;
        }
        // D15: "two players" counts those still holding cards after the lay;
        // a Skip or Reverse that was its player's last card acts as usual.
        let two_left = self.order.in_play_count() == 2 && !done;
        let next = match card.as_special() {
            _ if burnt => self.again_or_next(seat, done, events),
            Some(Special::Skip) if two_left => self.again_or_next(seat, false, events),
            Some(Special::Skip) => self.skip(seat, count, events),
            Some(Special::Reverse) if !two_left => {
                for _ in 0..count {
                    self.order.reverse();
                }
                let direction = direction_sign(self.order.direction());
                events.push_with(|| Event::Reversed { direction });
                self.next_after(seat)
            }
            _ => self.next_after(seat),
        };
        self.order.set_current(next);
    }

    /// A Carry-it laid: it leaves the game at once (D9); its player draws
    /// back to three, may finish, then names (D16). The stage's end waits
    /// for the chain to be resolved.
    fn lay_carry_it(&mut self, seat: Seat, source: Source, events: &mut impl Events<Event>) {
        self.out[Card::CARRY_IT.index()] += 1;
        self.stalemate = 0;
        if source == Source::Hand {
            self.draw_back(seat, events);
        }
        self.finish_if_done(seat, events);
        self.phase = Phase::Name;
        self.carry_it = Some(seat);
        self.order.set_current(seat);
    }

    /// The seat plays again if it still holds cards, else the next plays.
    fn again_or_next(&mut self, seat: Seat, done: bool, events: &mut impl Events<Event>) -> Seat {
        if done {
            return self.next_after(seat);
        }
        events.push_with(|| Event::PlaysAgain { seat });
        seat
    }

    /// The next seat still holding cards after `seat`, in the direction of play.
    pub(crate) fn next_after(&self, seat: Seat) -> Seat {
        self.order.next_in_play(seat).unwrap_or(seat)
    }

    /// `count` Skips: each of the next seats in play loses its turn (D15),
    /// going round again when few are left; the one after them plays.
    fn skip(&mut self, seat: Seat, count: u8, events: &mut impl Events<Event>) -> Seat {
        let mut skipped = [Seat(0); MAX_SEATS];
        let mut at = seat;
        let n = usize::from(count).min(MAX_SEATS);
        for slot in skipped.iter_mut().take(n) {
            at = self.next_after(at);
            *slot = at;
        }
        events.push_with(|| Event::Skipped {
            seats: skipped[..n].to_vec(),
        });
        self.next_after(at)
    }

    /// Whether the top four cards of the pile have one face value (D8: a
    /// Transparent counts 9 here; an Under-over has none).
    fn four_on_top(&self) -> bool {
        let pile = self.cards.discards();
        let Some(top) = pile.len().checked_sub(4).map(|at| &pile[at..]) else {
            return false;
        };
        let Some(face) = top[3].face_value() else {
            return false;
        };
        top.iter().all(|c| c.face_value() == Some(face))
    }

    /// The whole pile leaves the game (a Burn, or four of a kind); the limit
    /// ends with it (D17).
    fn burn(&mut self, seat: Seat, four: bool, events: &mut impl Events<Event>) {
        let pile = self.cards.take_discards();
        for card in &pile {
            self.out[card.index()] += 1;
        }
        let cards = pile.len();
        self.value = 0;
        self.limit = false;
        self.stalemate = 0;
        events.push_with(|| Event::Burnt { seat, cards, four });
    }

    /// The pile's value and limit after `card` was laid (D14, D12, D4, D5).
    fn take_effect(&mut self, card: Card, was_empty: bool, events: &mut impl Events<Event>) {
        match card.kind() {
            Kind::Number(n) => {
                self.value = n;
                self.limit = false;
            }
            Kind::Special(Special::Transparent) => {
                // D4: the value and any limit stay; on an empty pile it counts 9.
                if was_empty {
                    self.value = 9;
                }
            }
            Kind::Special(Special::FiveOrLess) => {
                self.value = 5;
                self.limit = true;
                events.push_with(|| Event::Limit);
            }
            Kind::Special(Special::UnderOver) => {
                let pile = self.cards.discards_mut();
                pile.rotate_left(1);
                let top = pile.last().copied().unwrap_or(Card::UNDER_OVER);
                // D5: the card brought up gives its face value, not its effect.
                self.value = top.value_brought_up();
                self.limit = false;
                events.push_with(|| Event::BroughtUp { card: top });
            }
            Kind::Special(_) => {
                self.value = card.face_value().unwrap_or(0);
                self.limit = false;
            }
        }
    }

    /// After laying from the hand, draw until holding three, while the draw
    /// pile lasts; holding three or more, draw nothing.
    fn draw_back(&mut self, seat: Seat, events: &mut impl Events<Event>) {
        // Most of a stage is played with the draw pile empty: ask that first.
        if self.cards.is_empty() {
            return;
        }
        let s = seat.index();
        let have = self.hand_size(seat);
        if have >= 3 {
            return;
        }
        let mut count = 0;
        for card in self.cards.draw_up_to(3 - have) {
            self.hands[s].add(card, 1);
            count += 1;
        }
        // A card drawn is progress (D11).
        self.stalemate = 0;
        events.push_with(|| Event::Drew { seat, count });
    }

    /// A seat with no card left (hand, face-up, face-down) finishes. Returns
    /// whether the seat is out of play.
    pub(crate) fn finish_if_done(&mut self, seat: Seat, events: &mut impl Events<Event>) -> bool {
        if self.holds_cards(seat) {
            return false;
        }
        if self.order.finish(seat) {
            self.finished.push(seat.0);
            self.stalemate = 0;
            let place = self.finished.len();
            events.push_with(|| Event::Finished { seat, place });
        }
        true
    }

    /// The face-down card at `position` turned over: laid if it fits, else
    /// taken into the hand together with the pile.
    pub(crate) fn face_down_play(&mut self, seat: Seat, position: usize, events: &mut impl Events<Event>) {
        let card = self.face_down[seat.index()].remove(position);
        // Its play is progress first (D11), whether or not it fits.
        self.stalemate = 0;
        let fits = self.fits_now(card);
        events.push_with(|| Event::TurnedUp { seat, card, fits });
        if fits {
            self.lay(seat, card, 1, Source::FaceDown, events);
        } else {
            self.hands[seat.index()].add(card, 1);
            self.pick_up(seat, events);
            self.pass_after_pick_up(seat, events);
        }
    }

    /// The seat takes the whole pile into its hand; the limit ends with the
    /// pile (D17). A pile of cards counts for D11 and brings a finished seat
    /// back into the stage; an empty one does neither (D16).
    pub(crate) fn pick_up(&mut self, seat: Seat, events: &mut impl Events<Event>) {
        let s = seat.index();
        let pile = self.cards.take_discards();
        for &card in &pile {
            self.hands[s].add(card, 1);
        }
        let cards = pile.len();
        self.value = 0;
        self.limit = false;
        events.push_with(|| Event::PickedUp { seat, cards });
        if cards == 0 {
            return;
        }
        self.stalemate = self.stalemate.saturating_add(1);
        if let Some(i) = self.picked_up.iter().position(|&p| p == seat.0) {
            self.picked_up.remove(i);
        }
        self.picked_up.push(seat.0);
        if self.order.rejoin(seat) {
            if let Some(i) = self.finished.iter().position(|&p| p == seat.0) {
                self.finished.remove(i);
            }
            events.push_with(|| Event::Rejoined { seat });
        }
    }

    /// After a pick-up in play (D7, a face-down card that did not fit) the
    /// next seat plays, unless this was the 40th pick-up since the last
    /// progress (D11).
    pub(crate) fn pass_after_pick_up(&mut self, seat: Seat, events: &mut impl Events<Event>) {
        self.phase = Phase::Play;
        let next = self.next_after(seat);
        self.order.set_current(next);
        if self.stalemate >= STALEMATE_LIMIT {
            self.end_stage(StageEnd::Stalemate, events);
        }
    }

    /// The named seat picks up (D16): then the chain is over, the stage's end
    /// is checked, and play goes on after the last Carry-it's player (D9).
    pub(crate) fn answer_pick_up(&mut self, seat: Seat, events: &mut impl Events<Event>) {
        let namer = self.carry_it.take().unwrap_or(seat);
        self.pick_up(seat, events);
        self.phase = Phase::Play;
        match self.order.in_play_count() {
            0 => self.end_stage(StageEnd::NobodyHolding, events),
            1 => self.end_stage(StageEnd::LastHolding, events),
            _ => {
                let next = self.next_after(namer);
                self.order.set_current(next);
                if self.stalemate >= STALEMATE_LIMIT {
                    self.end_stage(StageEnd::Stalemate, events);
                }
            }
        }
    }
}
