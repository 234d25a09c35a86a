//! The validation step of reading a state: every way its parts disagree
//! with each other, with the phase and with the rules, each a reason.

use rules_core::Seat;

use crate::card::{Card, KINDS, Kind, Special, limit_of_pile};
use crate::state::{Phase, WajhAlNahs};

impl WajhAlNahs {
    /// Every way the state's parts disagree with each other and with the
    /// phase, added to `r`. `to_move` is the seat as read (`None`: null).
    pub(crate) fn check_state(&self, to_move: Option<Seat>, r: &mut Vec<String>) {
        self.check_pile(r);
        self.check_session(r);
        let name = self.phase.name();
        match (self.phase, to_move) {
            (Phase::Deal | Phase::Over, Some(s)) => {
                r.push(format!(
                    "in phase {name} nobody is to move: to_move must be null, not {}",
                    s.0
                ));
            }
            (Phase::Deal | Phase::Over, None) => {}
            (_, None) => r.push(format!("in phase {name}, to_move must name the seat to act")),
            (_, Some(_)) => {}
        }
        if matches!(self.phase, Phase::Deal | Phase::Over) {
            if self.carry_it.is_some() {
                r.push(format!("in phase {name} carry_it must be null"));
            }
            return;
        }
        self.check_seats(r);
        let Some(mover) = to_move else { return };
        let pile_empty = self.pile().is_empty();
        match self.phase {
            Phase::Swap => {
                let dealt = self
                    .seats()
                    .all(|s| self.hand_size(s) == 3 && self.face_up(s).len() == 3 && self.face_down(s).len() == 3);
                if !dealt || !pile_empty || self.out != [0; KINDS] {
                    r.push("in the swap before play every seat holds 3 + 3 + 3 cards and the pile is empty".into());
                }
            }
            Phase::Opening => {
                if mover != Seat(0) || !pile_empty {
                    r.push("in phase opening seat 0 lays the first card on an empty pile (D6)".into());
                }
                let numbers = self
                    .seats()
                    .any(|s| self.hands[s.index()].counts()[..13].iter().any(|&k| k > 0));
                if numbers {
                    r.push("in phase opening no hand holds a number card (else its lowest opens, D6)".into());
                }
            }
            Phase::Play if !self.holds_cards(mover) => {
                r.push(format!("to_move {} holds no card to play", mover.0));
            }
            Phase::Answer => match self.carry_it {
                None => r.push("in phase answer carry_it must name who laid the Carry-it".into()),
                Some(c) if c == mover => r.push("a player may not name themself (D9)".into()),
                Some(_) => {}
            },
            Phase::Name if self.carry_it != Some(mover) => {
                r.push("in phase name carry_it is the seat to move (who laid the Carry-it)".into());
            }
            _ => {}
        }
        if !matches!(self.phase, Phase::Name | Phase::Answer) && self.carry_it.is_some() {
            r.push(format!(
                "in phase {name} carry_it must be null (it is set while a Carry-it is named or answered)"
            ));
        }
        if matches!(self.phase, Phase::Swap | Phase::Opening | Phase::Play) && self.order.in_play_count() < 2 {
            r.push("fewer than two players hold cards: the stage would be over".into());
        }
    }

    /// The pile: no Burn or Carry-it rests on it (each leaves the game at
    /// once), no four of a kind on top (D8), the value and the limit what
    /// its top card allows (D14, D12).
    fn check_pile(&self, r: &mut Vec<String>) {
        let pile = self.pile();
        if pile.iter().any(|&c| c == Card::BURN || c == Card::CARRY_IT) {
            r.push("a Burn or a Carry-it never rests on the pile (it leaves the game at once)".into());
        }
        if pile.len() >= 4 {
            let top = &pile[pile.len() - 4..];
            if let Some(face) = top[3].face_value()
                && top.iter().all(|c| c.face_value() == Some(face))
            {
                r.push(format!(
                    "four cards of value {face} on top of the pile would have burnt it (D8)"
                ));
            }
        }
        let expected = match pile.last().map(|c| c.kind()) {
            None | Some(Kind::Special(Special::UnderOver)) => Some(0),
            Some(Kind::Special(Special::Transparent)) => None,
            Some(_) => pile.last().and_then(|c| c.face_value()),
        };
        if let Some(v) = expected
            && v != self.value
        {
            r.push(format!(
                "value {} does not match the pile, whose top card gives {v} (D14)",
                self.value
            ));
        }
        if self.limit && !(self.value == 5 && limit_of_pile(pile)) {
            r.push("limit is in force only on a Five-or-less (under any Transparents, D4, D12)".into());
        }
    }

    /// Stages and marks: one mark per stage played (D10); D11's count below 40.
    fn check_session(&self, r: &mut Vec<String>) {
        let marked: u64 = self.marks().iter().map(|&m| u64::from(m)).sum();
        let played = if self.phase == Phase::Over {
            u64::from(self.options.stages)
        } else {
            u64::from(self.stage) - 1
        };
        if marked != played {
            r.push(format!(
                "marks add up to {marked}, but {played} stages have been played (one mark each, D10)"
            ));
        }
        if self.phase == Phase::Over && self.stage != self.options.stages {
            r.push(format!(
                "the session is over only after stage {} of {}",
                self.options.stages, self.options.stages
            ));
        }
        if !matches!(self.phase, Phase::Deal | Phase::Over) && self.stalemate >= 40 {
            r.push(format!(
                "stalemate {}: at the 40th pick-up the stage is over (D11)",
                self.stalemate
            ));
        }
    }

    /// During a stage: the finished seats are exactly those without a card,
    /// and nobody holds fewer than three in hand while there is a draw pile.
    fn check_seats(&self, r: &mut Vec<String>) {
        for seat in self.seats() {
            let finished = self.finished.contains(&seat.0);
            let holds = self.holds_cards(seat);
            if finished && holds {
                r.push(format!("seat {} has finished but holds cards", seat.0));
            }
            if !finished && !holds {
                r.push(format!("seat {} holds no card but is not among the finished", seat.0));
            }
            if !self.cards.is_empty() && self.hand_size(seat) < 3 {
                r.push(format!(
                    "seat {} holds {} cards in hand while the draw pile holds {} (a player draws back to three)",
                    seat.0,
                    self.hand_size(seat),
                    self.cards.len()
                ));
            }
        }
    }
}
