//! Applying an action: every check first, on the unchanged state, so that a
//! refused action leaves it exactly as it was; then the action carried out
//! ([`crate::lay`] for lays and their effects, [`crate::stage`] for the
//! deal, the swap, the opening, finishing and the stage's end).

use rules_core::Seat;

use crate::action::{Action, Exchange};
use crate::card::{Card, KINDS, counts_of};
use crate::event::Source;
use crate::state::{Phase, WajhAlNahs};

/// The seat holds `count` of `card`, having `held` of it.
fn check_holds(held: u8, card: Card, count: u8, place: &str) -> Result<(), String> {
    match held {
        0 => Err(format!("there is no {} {place}", card.title())),
        held if held < count => Err(format!("there are only {held} of {} {place}", card.title())),
        _ => Ok(()),
    }
}

impl WajhAlNahs {
    /// Why an action is not legal now, in words a player understands (the
    /// marks of the rules file where one decides it); `Ok` when it is.
    pub(crate) fn check(&self, action: &Action) -> Result<(), String> {
        let seat = self.order.current();
        let s = seat.index();
        match (self.phase, *action) {
            (Phase::Deal, Action::Deal(_)) => Ok(()),
            (Phase::Swap, Action::Swap(exchange)) => self.check_swap(seat, &exchange),
            (Phase::Swap, _) => Err("it is the swap before play: swap face-up cards with hand cards, or keep".into()),
            (Phase::Opening, Action::Lay { card, count }) => {
                if count != 1 {
                    return Err("the opening lay is one card (D19)".into());
                }
                check_holds(self.hands[s].count(card), card, 1, "in hand")
            }
            (Phase::Opening, _) => {
                Err("no hand holds a number card: the first player lays one card of their choice (D6, D19)".into())
            }
            (Phase::Play, Action::Lay { card, count }) => self.check_lay(seat, card, count),
            (Phase::Play, Action::FaceDown(position)) => match self.source(seat) {
                Some(Source::FaceDown) if usize::from(position) < self.face_down[s].len() => Ok(()),
                Some(Source::FaceDown) => Err(format!(
                    "there are {} face-down cards: pick one of 1–{}",
                    self.face_down[s].len(),
                    self.face_down[s].len()
                )),
                _ => Err("face-down cards are played once the hand and the face-up cards are gone".into()),
            },
            (Phase::Play, Action::PickUp) => {
                if self.source(seat) == Some(Source::FaceDown) {
                    Err("pick a face-down card: it is taken with the pile only if it does not fit".into())
                } else if self.can_lay(seat) {
                    Err("a card can be played, so the pile may not be picked up (D7)".into())
                } else {
                    Ok(())
                }
            }
            (Phase::Play, _) => Err("lay cards on the pile, or pick it up when nothing fits".into()),
            (Phase::Name, Action::Name(named)) => {
                if named == seat {
                    Err("a player may not name themself (D9)".into())
                } else if named.index() >= usize::from(self.players) {
                    Err(format!("there is no player {}", named.index() + 1))
                } else {
                    Ok(())
                }
            }
            (Phase::Name, _) => Err("name the player who must pick up the pile (Carry-it)".into()),
            (Phase::Answer, Action::PickUp) => Ok(()),
            (Phase::Answer, Action::Lay { card, count }) if card == Card::CARRY_IT => {
                if count != 1 {
                    return Err("Carry-it is laid one at a time (D13)".into());
                }
                check_holds(
                    self.hands[s].count(card),
                    card,
                    1,
                    "in hand (D9: \"holds\" means in the hand)",
                )
            }
            (Phase::Answer, _) => {
                Err("named by a Carry-it: pick up the pile, or answer with a Carry-it from the hand".into())
            }
            (Phase::Deal | Phase::Over, _) => Err("a deal is due".into()),
        }
    }

    /// A lay in play: held where the seat plays from, fitting the pile, in a
    /// group only where D13 allows.
    fn check_lay(&self, seat: Seat, card: Card, count: u8) -> Result<(), String> {
        if count == 0 {
            return Err("lay at least one card".into());
        }
        match self.source(seat) {
            Some(Source::Hand) => check_holds(self.hands[seat.index()].count(card), card, count, "in hand")?,
            Some(Source::FaceUp) => {
                let held = self.face_up[seat.index()].iter().filter(|&&c| c == card).count();
                check_holds(
                    u8::try_from(held).unwrap_or(u8::MAX),
                    card,
                    count,
                    "among the face-up cards",
                )?;
            }
            Some(Source::FaceDown) => {
                return Err("only face-down cards are left: pick one (face-down 1, 2, 3)".into());
            }
            None => return Err("there is no card to lay".into()),
        }
        if count > 1 && !card.goes_in_groups() {
            return Err(format!("{} is laid one at a time (D13)", card.title()));
        }
        if !self.fits_now(card) {
            return Err(self.why_not(card));
        }
        Ok(())
    }

    /// Why `card` does not fit the pile now.
    pub(crate) fn why_not(&self, card: Card) -> String {
        if self.limit {
            return format!(
                "5 or less!: a Five-or-less asks for a card of 5 or less, or a wild card (D12, D3); not a {}",
                card.title()
            );
        }
        match card.as_number() {
            Some(n) => format!("{n} is lower than the pile's value {}", self.value),
            None => format!(
                "{} goes only on {} (D2); the pile's value is {}",
                card.title(),
                card.played_on(),
                self.value
            ),
        }
    }

    /// A swap before play: given cards in hand, taken cards face up, as many
    /// of each, and no kind both given and taken.
    fn check_swap(&self, seat: Seat, exchange: &Exchange) -> Result<(), String> {
        let (give, take) = (exchange.give(), exchange.take());
        if give.len() != take.len() {
            return Err(format!(
                "a swap gives as many hand cards as it takes face-up cards ({} for {})",
                give.len(),
                take.len()
            ));
        }
        let hand = *self.hands[seat.index()].counts();
        let up = self.face_up_counts(seat);
        let mut problems = Vec::new();
        for (cards, held, place) in [(give, hand, "in hand"), (take, up, "face up")] {
            let wanted = counts_of(cards);
            for i in 0..KINDS {
                if wanted[i] > held[i] {
                    problems.push(format!("{} {} {place}", wanted[i], Card::ALL[i].title()));
                }
            }
        }
        if !problems.is_empty() {
            return Err(format!("the seat does not have {}", problems.join(", ")));
        }
        if let Some(card) = give.iter().find(|c| take.contains(c)) {
            return Err(format!(
                "swapping a {} for a {} changes nothing",
                card.title(),
                card.title()
            ));
        }
        Ok(())
    }

    /// Takes `count` of `card` from where the seat lays it (a face-down card
    /// is taken when it is turned over).
    pub(crate) fn take_from(&mut self, seat: Seat, source: Source, card: Card, count: u8) {
        let s = seat.index();
        match source {
            Source::Hand => self.hands[s].remove(card, count),
            Source::FaceUp => {
                for _ in 0..count {
                    if let Some(i) = self.face_up[s].iter().position(|&c| c == card) {
                        self.face_up[s].remove(i);
                    }
                }
            }
            Source::FaceDown => {}
        }
    }
}
