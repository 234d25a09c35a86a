//! Applying an action: every check first (a refused action leaves the match
//! as it was), then the change, the jokers, the formation check, and the end
//! of the turn, the round and the match.

use rules_core::{Events, RuleError, Seat};

use crate::action::Action;
use crate::cell::Cell;
use crate::contact::Contact;
use crate::event::{Event, StolenFrom};
use crate::formation::Formation;
use crate::json::area_json;
use crate::shape::{Piece, Shape};
use crate::state::{Khixa, MAX_PLAYERS, Opening, PER_SET, Phase, ROUNDS, sets};

pub(crate) fn illegal(action: &Action, reason: impl Into<String>) -> RuleError {
    RuleError::Illegal {
        action: action.to_string(),
        reason: reason.into(),
    }
}

impl Khixa {
    /// D7: one player's roll of the roll-off; once every contender has
    /// rolled, the highest starts, or the tied roll again.
    pub(crate) fn opening_roll<E: Events<Event>>(&mut self, face: u8, events: &mut E) {
        let Some(seat) = self.opening.next() else { return };
        self.opening.rolls[seat.index()] = face;
        events.push(Event::OpeningRolled { seat, value: face });
        if self.opening.next().is_some() {
            return;
        }
        let best = self
            .opening
            .contenders
            .iter()
            .map(|s| self.opening.rolls[s.index()])
            .max()
            .unwrap_or(0);
        let tied: Vec<Seat> = self
            .opening
            .contenders
            .iter()
            .filter(|s| self.opening.rolls[s.index()] == best)
            .collect();
        if let [winner] = tied[..] {
            events.push(Event::OpeningWon { seat: winner });
            // Decided: nothing of the roll-off is kept (a state read back has none).
            self.opening = Opening::new(self.player_count());
            self.start_round(winner);
        } else {
            self.opening.rolls = [0; MAX_PLAYERS];
            self.opening.contenders = tied.iter().copied().collect();
            events.push_with(|| Event::OpeningTied { seats: tied });
        }
    }

    /// The round's first turn goes to `starter`.
    fn start_round(&mut self, starter: Seat) {
        self.starter = starter;
        self.order.set_current(starter);
        self.phase = Phase::Roll;
    }

    /// A player's roll: the piece of that value is taken, or the turn is
    /// lost; a piece with no possible placement is set aside (D3).
    pub(crate) fn roll<E: Events<Event>>(&mut self, face: u8, events: &mut E) {
        let seat = self.order.current();
        let Some(shape) = Shape::new(face) else { return };
        if self.pile[shape.index()] == 0 {
            events.push(Event::TurnLost { seat, value: face });
            self.end_turn(events);
            return;
        }
        self.pile[shape.index()] -= 1;
        events.push(Event::Rolled { seat, value: face });
        if !self.areas[seat.index()].placements(shape).any() {
            self.set_aside[shape.index()] += 1;
            events.push(Event::SetAside { seat, shape });
            self.end_turn(events);
            return;
        }
        self.die = face;
        self.phase = Phase::Place;
    }

    /// Why placing `shape` in `cell` turned `rot` is refused, if it is.
    pub(crate) fn check_place(&self, action: &Action, shape: Shape, cell: Cell, rot: u8) -> Result<(), RuleError> {
        if shape.value() != self.die {
            return Err(illegal(
                action,
                format!("the piece taken is a {}, not a {shape}", self.die),
            ));
        }
        let area = &self.areas[self.order.current().index()];
        area.refusal(shape, cell, rot)
            .map_or(Ok(()), |why| Err(illegal(action, why)))
    }

    /// Why the steal is refused, if it is; else the stolen piece's shape.
    pub(crate) fn check_steal(
        &self,
        action: &Action,
        victim: Seat,
        from: Cell,
        to: Cell,
        rot: u8,
    ) -> Result<Shape, RuleError> {
        let thief = self.order.current();
        if victim == thief {
            return Err(illegal(action, "a joker steals from another player (D5)"));
        }
        if victim.index() >= self.player_count() {
            return Err(illegal(action, format!("there is no seat {} at this table", victim.0)));
        }
        let theirs = &self.areas[victim.index()];
        let Some(piece) = theirs.piece(from) else {
            return Err(illegal(action, format!("seat {} has no piece in {from}", victim.0)));
        };
        if theirs.stealable() & from.bit() == 0 {
            return Err(illegal(
                action,
                format!("taking the piece in {from} would split seat {}'s pieces (D5)", victim.0),
            ));
        }
        let mine = &self.areas[thief.index()];
        match mine.refusal(piece.shape, to, rot) {
            Some(why) => Err(illegal(action, format!("the stolen {}: {why}", piece.shape))),
            None => Ok(piece.shape),
        }
    }

    /// Places the piece taken; then the formation check, the jokers earned
    /// (D4), or the end of the turn.
    pub(crate) fn place<E: Events<Event>>(&mut self, shape: Shape, cell: Cell, rot: u8, events: &mut E) {
        let seat = self.order.current();
        let piece = Piece::new(shape, rot);
        let (interlocks, gaps) = count_contacts(self.areas[seat.index()].contacts(cell, piece));
        self.areas[seat.index()].put(cell, piece);
        self.die = 0;
        events.push(Event::Placed {
            seat,
            shape,
            cell,
            rot,
            interlocks,
            gaps,
            stolen_from: None,
        });
        if self.formation().completed_by(&self.areas[seat.index()], cell) {
            self.end_round(Some(seat), events);
            return;
        }
        if gaps == 0 {
            self.end_turn(events);
            return;
        }
        // D4: one joker per gap contact.
        events.push(Event::JokersEarned { seat, count: gaps });
        self.jokers = gaps;
        self.phase = Phase::Steal;
        self.lose_unusable_jokers(events);
    }

    /// D5: moves the victim's piece into the thief's area; no joker for it
    /// (D6); then the formation check and the next joker.
    pub(crate) fn steal<E: Events<Event>>(&mut self, victim: Seat, from: Cell, piece: Piece, to: Cell, events: &mut E) {
        let seat = self.order.current();
        self.areas[victim.index()].take(from);
        let (interlocks, gaps) = count_contacts(self.areas[seat.index()].contacts(to, piece));
        self.areas[seat.index()].put(to, piece);
        events.push(Event::Placed {
            seat,
            shape: piece.shape,
            cell: to,
            rot: piece.rot,
            interlocks,
            gaps,
            stolen_from: Some(StolenFrom { victim, cell: from }),
        });
        if self.formation().completed_by(&self.areas[seat.index()], to) {
            self.end_round(Some(seat), events);
            return;
        }
        self.joker_used(events);
    }

    /// One joker used or declined: the next one, or the end of the turn.
    pub(crate) fn joker_used<E: Events<Event>>(&mut self, events: &mut E) {
        self.jokers = self.jokers.saturating_sub(1);
        if self.jokers == 0 {
            self.end_turn(events);
        } else {
            self.lose_unusable_jokers(events);
        }
    }

    /// D6: jokers that cannot be used (no stealable piece has a possible
    /// placement) are lost, and the turn ends.
    fn lose_unusable_jokers<E: Events<Event>>(&mut self, events: &mut E) {
        if self.can_steal() {
            return;
        }
        events.push(Event::JokersLost {
            seat: self.order.current(),
            count: self.jokers,
        });
        self.end_turn(events);
    }

    /// The turn ends: the round ends if the pile is empty (D12: only now,
    /// after the jokers), else the next seat rolls.
    fn end_turn<E: Events<Event>>(&mut self, events: &mut E) {
        self.jokers = 0;
        self.die = 0;
        if self.pile.iter().all(|&n| n == 0) {
            self.end_round(None, events);
            return;
        }
        self.order.advance();
        self.phase = Phase::Roll;
    }

    /// The round ends: everyone is scored (D8, D9); after round 6 the match
    /// is over, else the pieces go back to the pile and the next round's
    /// starter rolls (D7).
    fn end_round<E: Events<Event>>(&mut self, winner: Option<Seat>, events: &mut E) {
        let formation = self.formation();
        let round = usize::from(self.round - 1);
        let players = self.player_count();
        for seat in Seat::all(players) {
            let points = formation.score(&self.areas[seat.index()], Some(seat) == winner);
            self.scores[seat.index()][round] = u16::try_from(points).unwrap_or(u16::MAX);
        }
        events.push_with(|| self.round_ended(formation, winner));
        self.jokers = 0;
        self.die = 0;
        if self.round >= ROUNDS {
            // The areas stay as the last round left them, for all to see;
            // nobody's turn (as a state read back has it).
            self.phase = Phase::Over;
            self.order.set_current(Seat(0));
            events.push_with(|| {
                let totals: Vec<u32> = Seat::all(players).map(|s| self.total(s)).collect();
                let best = totals.iter().copied().max().unwrap_or(0);
                let winners = Seat::all(players).filter(|s| totals[s.index()] == best).collect();
                Event::MatchOver { totals, winners }
            });
            return;
        }
        // D7: the winner starts the next round; without a winner, the seat
        // after this round's starter.
        let next = winner.unwrap_or_else(|| self.order.after(self.starter, 1));
        self.round += 1;
        for area in &mut self.areas[..players] {
            *area = Default::default();
        }
        self.pile = [PER_SET * sets(players); 6];
        self.set_aside = [0; 6];
        self.start_round(next);
    }

    /// The event of a round's end (built only when events are kept).
    fn round_ended(&self, formation: Formation, winner: Option<Seat>) -> Event {
        let formation_cells = winner
            .and_then(|w| formation.best_complete(&self.areas[w.index()]))
            .map(|f| Cell::of_mask(f.cells).collect())
            .unwrap_or_default();
        Event::RoundEnded {
            round: self.round,
            formation,
            winner,
            formation_cells,
            scores: Seat::all(self.player_count())
                .map(|s| u32::from(self.scores[s.index()][usize::from(self.round - 1)]))
                .collect(),
            areas: self.areas[..self.player_count()].iter().map(area_json).collect(),
        }
    }
}

/// Interlocks and gaps among a placement's contacts.
fn count_contacts(contacts: [Option<Contact>; 4]) -> (u8, u8) {
    let count = |c: Contact| u8::try_from(contacts.iter().filter(|x| **x == Some(c)).count()).unwrap_or(4);
    (count(Contact::Interlock), count(Contact::Gap))
}
