//! The validation step of reading a state: what the JSON's shape cannot say.
//! Every reason a state is impossible is listed, not only the first.
//!
//! The partial form gives only `players`, `boxes`, `discard` and `to_move`
//! (and optionally `drawn`, `round`, …): the phase is `place` with a card
//! drawn, else `take`; the bank is every card in no box, not on the discard
//! pile and not drawn (so the 108 cards are conserved), in kind order with the
//! Tokis on top; the rounds before score 0; `ender` is the one box all face up.

use rules_core::{Deck, LoadError, Seat, SeatSet, read_seat};
use serde_json::Value;

use crate::card::{CELLS, Card, DECK_SIZE, KINDS, Pile};
use crate::json::StateJson;
use crate::state::{FULL_DECK, MAX_SEATS, Phase, PlayerBox, ROUNDS, Toki, counts_of};

/// The lowest and highest score a box can make: an eight (four pairs of one
/// value) is −20; two 12s and two 11s in each column at most 92.
const SCORE_RANGE: std::ops::RangeInclusive<i64> = -20..=96;

impl Toki {
    /// Reads a full or partial state, listing every problem found.
    pub(crate) fn from_json(value: &Value) -> Result<Toki, LoadError> {
        rules_core::read_state(
            value,
            "Toki Toki",
            |field, e| match field {
                "phase" => Some(format!(
                    "phase must be \"deal\", \"open\", \"starter\", \"take\", \"place\", \"reshuffle\" or \"over\": {e}"
                )),
                "options" => Some(format!("bad options (Toki Toki has none: {{}}): {e}")),
                _ => None,
            },
            |json: StateJson, reasons| json.validate(reasons),
        )
    }
}

impl StateJson {
    /// The state these fields describe, with every reason it is impossible
    /// added to `r` (`None` only when not even the table can be set up).
    pub(crate) fn validate(self, r: &mut Vec<String>) -> Option<Toki> {
        let Some(players) = u8::try_from(self.players).ok().filter(|n| (2..=6).contains(n)) else {
            r.push(format!("players must be 2 to 6, not {}", self.players));
            return None;
        };
        let n = usize::from(players);
        let mut game = Toki::start(players, self.options.unwrap_or_default());
        game.round = match self.round {
            None => 1,
            Some(round @ 1..=5) => round as u8,
            Some(round) => {
                r.push(format!("round must be 1 to 5, not {round}"));
                1
            }
        };
        self.read_boxes(&mut game, r);
        let to_move = read_seat("to_move", self.to_move, n, r);
        let ender = read_seat("ender", self.ender, n, r);
        game.phase = match (self.phase, self.drawn, to_move) {
            (Some(phase), _, _) => phase,
            (None, Some(_), _) => Phase::Place,
            (None, None, Some(_)) => Phase::Take,
            (None, None, None) if !game.dealt => Phase::Deal,
            (None, None, None) => {
                r.push("to_move must name the seat to play (or phase must be given)".into());
                Phase::Take
            }
        };
        game.drawn = self.drawn;
        game.order.set_current(to_move.unwrap_or(Seat(0)));
        game.check_turn(to_move, r);
        self.read_piles(&mut game, r);
        game.bank_emptied = self.read_bank_emptied(&game, r);
        game.round_turns = self.read_round_turns(&game, r);
        game.ender = self.read_ender(&game, ender, r);
        game.tied = self.read_tied(&game, r);
        self.read_scores(&mut game, r);
        game.check_boxes(r);
        self.check_derived(&game, r);
        Some(game)
    }

    /// `boxes`: one per seat, eight cells each (none at all before the first deal).
    fn read_boxes(&self, game: &mut Toki, r: &mut Vec<String>) {
        let n = usize::from(game.players);
        if self.boxes.len() != n {
            r.push(format!(
                "boxes must list {n} boxes (one a seat), not {}",
                self.boxes.len()
            ));
            return;
        }
        game.dealt = !self.boxes.iter().all(Vec::is_empty);
        for (s, cells) in self.boxes.iter().enumerate().take(MAX_SEATS) {
            if cells.len() != CELLS {
                if game.dealt {
                    r.push(format!(
                        "the box of seat {s} must hold 8 cards (top row then bottom row), not {}",
                        cells.len()
                    ));
                }
                continue;
            }
            let mut b = PlayerBox::default();
            for (i, slot) in cells.iter().enumerate() {
                b.cards[i] = slot.card;
                if slot.up {
                    b.up |= 1 << i;
                }
            }
            game.boxes[s] = b;
        }
    }

    /// The discard pile, the card drawn and the bank (derived when absent):
    /// no more cards of a kind than the deck holds (8 of each number, 4
    /// Tokis), and exactly that many when the bank is given.
    fn read_piles(&self, game: &mut Toki, r: &mut Vec<String>) {
        let n = usize::from(game.players);
        let in_boxes = game.boxes[..n].iter().filter(|_| game.dealt).flat_map(|b| b.cards);
        let mut counts = counts_of(
            in_boxes
                .chain(self.discard.iter().copied())
                .chain(self.drawn.map(|d| d.card)),
        );
        let held = counts;
        if let Some(bank) = &self.bank {
            for (k, given) in counts.iter_mut().zip(counts_of(bank.iter().copied())) {
                *k += given;
            }
        }
        let mut conserved = true;
        for card in Card::kinds() {
            let (used, copies) = (counts[card.kind()], u16::from(card.copies()));
            let name = if card.is_toki() {
                "Tokis".to_string()
            } else {
                format!("cards {card}")
            };
            if used > copies {
                r.push(format!("{used} {name} in all, but the deck holds {copies}"));
                conserved = false;
            } else if self.bank.is_some() && used < copies {
                r.push(format!(
                    "{used} {name} in the boxes, piles and the card drawn, but the deck holds {copies}: every card is somewhere"
                ));
                conserved = false;
            }
        }
        let bank: Vec<Card> = match &self.bank {
            Some(bank) => bank.clone(),
            None if conserved => derived_bank(&held),
            None => Vec::new(),
        };
        // Conserved, no pile holds more than the 108 cards; otherwise the
        // piles are kept (cut to size) only for the reasons that follow.
        let pile = |cards: &[Card]| cards.iter().copied().take(DECK_SIZE).collect();
        game.piles = Deck::from_parts(pile(&bank), pile(&self.discard));
    }

    /// `bank_emptied`: how often the bank ran out this round (D7, D8).
    fn read_bank_emptied(&self, game: &Toki, r: &mut Vec<String>) -> u8 {
        let given = self.bank_emptied.unwrap_or(u64::from(game.phase == Phase::Reshuffle));
        let times = u8::try_from(given).unwrap_or(u8::MAX);
        let bank_empty = game.piles.is_empty();
        let from_bank = game.drawn.is_some_and(|d| d.from == Pile::Bank);
        let fits = match game.phase {
            // Reset at each round's end; nothing is drawn before play.
            Phase::Deal | Phase::Open | Phase::Starter | Phase::Over => times == 0,
            // A second running out ends the round (D7).
            Phase::Take => times <= 1,
            Phase::Reshuffle => times == 1,
            Phase::Place => times <= 2 && (times < 2 || bank_empty),
        };
        if !fits {
            r.push(format!(
                "bank_emptied {given} cannot be in phase {}: {}",
                game.phase.name(),
                match game.phase {
                    Phase::Take => "the bank's second running out ends the round (D7)",
                    Phase::Reshuffle => "a reshuffle follows the bank's first running out (D5, D8)",
                    Phase::Place => "it counts 0, 1 or 2, and 2 only with the bank just emptied",
                    _ => "it is 0 outside play",
                }
            ));
        }
        if game.phase == Phase::Place && bank_empty && !(from_bank && times >= 1) {
            r.push(
                "the bank is empty during a turn only when its last card was just taken (drawn from the bank, bank_emptied 1 or 2, D8)"
                    .into(),
            );
        }
        times.min(2)
    }

    /// `round_turns`: the turns played this round (D10). Absent (a state
    /// written before D10, or a partial one) it is 0: the round then lasts
    /// at most 30 more turns a player from here.
    fn read_round_turns(&self, game: &Toki, r: &mut Vec<String>) -> u16 {
        let given = self.round_turns.unwrap_or(0);
        let limit = u64::from(game.turn_limit());
        let in_play = matches!(game.phase, Phase::Take | Phase::Place | Phase::Reshuffle);
        if in_play && given >= limit {
            r.push(format!(
                "round_turns {given}: the round ends when every player has played 30 turns ({limit} for {} players, D10)",
                game.players
            ));
        } else if !in_play && given != 0 {
            r.push(format!(
                "round_turns {given} cannot be in phase {}: it is 0 outside play",
                game.phase.name()
            ));
        }
        u16::try_from(given.min(limit.saturating_sub(1))).unwrap_or(0)
    }

    /// `ender`: the seat whose box was the first all face up this round.
    fn read_ender(&self, game: &Toki, ender: Option<Seat>, r: &mut Vec<String>) -> Option<Seat> {
        let n = usize::from(game.players);
        let all_up: Vec<Seat> = Seat::all(n).filter(|s| game.boxes[s.index()].all_up()).collect();
        let in_play = matches!(game.phase, Phase::Take | Phase::Place | Phase::Reshuffle);
        if !in_play {
            if let Some(e) = ender {
                r.push(format!(
                    "ender {} names a seat outside play (phase {}): it must be null",
                    e.0,
                    game.phase.name()
                ));
            }
            return None;
        }
        let ender = match (ender, all_up.as_slice()) {
            (Some(e), _) if !all_up.contains(&e) => {
                r.push(format!(
                    "ender {} has face-down cards: the ender's box is all face up",
                    e.0
                ));
                return None;
            }
            (Some(e), _) => Some(e),
            (None, []) => None,
            (None, [one]) => Some(*one),
            (None, _) => {
                r.push("several boxes are all face up: ender must name the first".into());
                return None;
            }
        };
        if let Some(e) = ender
            && game.order.current() == e
        {
            r.push(format!(
                "seat {} ended the round: every other seat has had its last turn, so the round is over",
                e.0
            ));
        }
        ender
    }

    /// `tied`, in `starter`: the seats with the highest opening sum (D1, D2).
    fn read_tied(&self, game: &Toki, r: &mut Vec<String>) -> SeatSet {
        let n = usize::from(game.players);
        let given: Option<Vec<i64>> = self.tied.clone().filter(|t| !t.is_empty());
        if game.phase != Phase::Starter {
            if given.is_some() {
                r.push(format!(
                    "tied lists seats only in phase starter, not {}",
                    game.phase.name()
                ));
            }
            return SeatSet::empty();
        }
        let best = Seat::all(n).map(|s| game.opening_sum(s)).max().unwrap_or(0);
        let tied: SeatSet = Seat::all(n).filter(|&s| game.opening_sum(s) == best).collect();
        if tied.len() < 2 {
            r.push("phase starter needs a tie for the highest opening sum (D2)".into());
        }
        let listed: Vec<i64> = tied.iter().map(|s| i64::from(s.0)).collect();
        if let Some(t) = given
            && t != listed
        {
            r.push(format!(
                "tied {t:?} are not the seats with the highest opening sum ({listed:?}, D1)"
            ));
        }
        tied
    }

    /// `scores`: per seat, one score per round played (zeros when absent).
    fn read_scores(&self, game: &mut Toki, r: &mut Vec<String>) {
        let n = usize::from(game.players);
        let played = match game.phase {
            Phase::Over => ROUNDS,
            _ => game.round - 1,
        };
        if game.phase == Phase::Over && game.round != ROUNDS {
            r.push(format!("the game is over after round 5, not round {}", game.round));
        }
        game.rounds_scored = played;
        let Some(scores) = &self.scores else { return };
        if scores.len() != n {
            r.push(format!("scores must list {n} seats, not {}", scores.len()));
            return;
        }
        for (s, rounds) in scores.iter().enumerate() {
            if rounds.len() != usize::from(played) {
                r.push(format!(
                    "scores of seat {s} list {} rounds, but {played} have been played",
                    rounds.len()
                ));
                continue;
            }
            for (k, &points) in rounds.iter().enumerate() {
                match i16::try_from(points).ok().filter(|_| SCORE_RANGE.contains(&points)) {
                    Some(p) => game.scores[s][k] = p,
                    None => r.push(format!(
                        "seat {s} scored {points} in round {}: a box scores −20 to 96",
                        k + 1
                    )),
                }
            }
        }
    }

    /// `box_points`, `totals` and `winners`, when given, are what the boxes and scores say.
    fn check_derived(&self, game: &Toki, r: &mut Vec<String>) {
        let box_points: Vec<i64> = game.box_points().into_iter().map(i64::from).collect();
        if let Some(given) = &self.box_points
            && *given != box_points
        {
            r.push(format!(
                "box_points {given:?} are not the boxes' points ({box_points:?}, D9)"
            ));
        }
        if let Some(given) = &self.totals
            && *given != game.totals()
        {
            r.push(format!(
                "totals {given:?} are not the sums of the scores ({:?})",
                game.totals()
            ));
        }
        let winners: Vec<i64> = game.winners().iter().map(|s| i64::from(s.0)).collect();
        if let Some(given) = &self.winners
            && *given != winners
        {
            r.push(format!("winners {given:?} are not the lowest totals ({winners:?})"));
        }
    }
}

impl Toki {
    /// `to_move` and `drawn` agree with the phase.
    fn check_turn(&self, to_move: Option<Seat>, r: &mut Vec<String>) {
        let name = self.phase.name();
        match (Toki::has_turn(self.phase), to_move) {
            (true, None) => r.push(format!("in phase {name}, to_move must name the seat to play")),
            (false, Some(s)) => r.push(format!(
                "in phase {name} nobody is to move: to_move must be null, not {}",
                s.0
            )),
            _ => {}
        }
        match (self.phase, self.drawn) {
            (Phase::Place, None) => r.push("in phase place, drawn must give the card taken and its pile".into()),
            (Phase::Place, Some(_)) | (_, None) => {}
            (_, Some(_)) => r.push(format!(
                "a card is drawn only in phase place, not {name}: drawn must be null"
            )),
        }
    }

    /// The face-up cards and the piles agree with the phase.
    fn check_boxes(&self, r: &mut Vec<String>) {
        let n = usize::from(self.players);
        let ups: Vec<u32> = self.boxes[..n].iter().map(|b| b.up.count_ones()).collect();
        let name = self.phase.name();
        match self.phase {
            Phase::Deal if !self.dealt => {
                if self.round != 1 {
                    r.push("boxes are empty only before round 1's deal".into());
                }
                if !self.discard().is_empty() {
                    r.push("before the first deal every card is in the bank: the discard pile is empty".into());
                }
            }
            _ if !self.dealt => r.push(format!("in phase {name} every seat has a box of 8 cards")),
            Phase::Deal | Phase::Over => {
                if self.phase == Phase::Deal && self.round == 1 {
                    r.push("round 1's deal comes before any box is laid out: boxes must be empty".into());
                }
                if ups.iter().any(|&u| u != 8) {
                    r.push(format!(
                        "after a round every card is face up; in phase {name} some are face down"
                    ));
                }
            }
            Phase::Open => {
                let mover = self.order.current().index();
                for (s, &u) in ups.iter().enumerate() {
                    let want = if s < mover { 2 } else { 0 };
                    if u != want {
                        r.push(format!(
                            "in the opening reveal seats before the one to move have turned up two cards and the others none; seat {s} has {u} face up"
                        ));
                    }
                }
            }
            Phase::Starter => {
                if ups.iter().any(|&u| u != 2) {
                    r.push("who starts is decided when every seat has turned up exactly two cards".into());
                }
            }
            Phase::Take | Phase::Place | Phase::Reshuffle => {
                for (s, &u) in ups.iter().enumerate() {
                    if u < 2 {
                        r.push(format!(
                            "in play every box has at least the two opening cards face up; seat {s} has {u}"
                        ));
                    }
                }
            }
        }
        match self.phase {
            Phase::Take if self.piles.is_empty() => {
                r.push("a turn never starts with the bank empty: it is reshuffled when it runs out (D5)".into());
            }
            Phase::Take | Phase::Reshuffle if self.piles.top_discard().is_none() => {
                r.push(format!("in phase {name} the discard pile holds at least one card"));
            }
            Phase::Open | Phase::Starter if self.piles.top_discard().is_none() => {
                r.push("the deal turns one card up to start the discard pile".into());
            }
            Phase::Place if self.piles.top_discard().is_none() && self.drawn.is_some_and(|d| d.from == Pile::Bank) => {
                r.push("the discard pile is empty only just after its last card was taken".into());
            }
            Phase::Reshuffle if !self.piles.is_empty() => {
                r.push("a reshuffle is due only when the bank is empty".into());
            }
            _ => {}
        }
    }
}

/// The bank of a partial state: every card not yet placed, in kind order
/// (0s at the bottom, the Tokis on top).
fn derived_bank(held: &[u16; KINDS]) -> Vec<Card> {
    let mut left = *held;
    FULL_DECK
        .iter()
        .copied()
        .filter(|c| {
            let k = &mut left[c.kind()];
            if *k > 0 {
                *k -= 1;
                false
            } else {
                true
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_derived_bank_holds_what_is_left_in_kind_order() {
        let mut held = [0u16; KINDS];
        held[0] = 8;
        held[13] = 3;
        let bank = derived_bank(&held);
        assert_eq!(bank.len(), 108 - 11);
        assert_eq!(bank.first(), Card::number(1).as_ref());
        assert_eq!(bank.last(), Some(&Card::TOKI), "the one Toki left is on top");
    }
}
