//! The validation step of a state read from JSON: every field checked, the
//! pile derived from the areas, and every way the state disagrees with the
//! rules listed (overlaps, impossible contacts, too many pieces of a shape, a
//! turn that cannot be, a round that would have ended).

use rules_core::{LoadError, Seat, SeatSet, TurnOrder};
use serde_json::Value;

use crate::area::Area;
use crate::cell::Cell;
use crate::json::{OpeningJson, RawPiece, SeatOrWord, StateJson};
use crate::shape::{Piece, Shape};
use crate::state::{Khixa, MAX_PLAYERS, MIN_PLAYERS, Opening, PER_SET, Phase, ROUNDS, sets};

/// The most a player can score in a round: round 6 won with two groups of
/// 6s (4 × 6 + 3 × 6) plus the bonus.
pub const MAX_ROUND_SCORE: i64 = 4 * 6 + 3 * 6 + 20;

impl Khixa {
    /// Reads a state (see `docs/state.md`), listing every problem found.
    pub(crate) fn from_json(value: &Value) -> Result<Khixa, LoadError> {
        rules_core::read_state(
            value,
            "Khixa",
            |_, _| None,
            |state: StateJson, reasons| match Read::new(std::mem::take(reasons)).read(state) {
                Ok(game) => Some(game),
                Err(refused) => {
                    *reasons = refused.reasons;
                    None
                }
            },
        )
    }
}

/// A state being read: the reasons found so far.
pub(crate) struct Read {
    reasons: Vec<String>,
}

/// `to_move` as read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum ToMove {
    Absent,
    Seat(Seat),
    Chance,
    Over,
}

impl Read {
    /// A read that starts with `reasons` (unknown fields found while reading).
    pub(crate) fn new(reasons: Vec<String>) -> Self {
        Read { reasons }
    }

    fn no(&mut self, reason: impl Into<String>) {
        self.reasons.push(reason.into());
    }

    /// A list of `len` entries that must hold one per seat, else the reason
    /// `said` words from the count found.
    fn one_per_seat(&mut self, len: usize, players: usize, said: impl FnOnce(usize) -> String) {
        if len != players {
            self.no(said(len));
        }
    }

    /// A seat number of a table of `players`, else a reason naming the field.
    fn seat(&mut self, n: i64, what: &str, players: usize) -> Option<Seat> {
        match usize::try_from(n) {
            Ok(i) if i < players => Some(Seat::new(i)),
            _ => {
                self.no(format!("{what} must be a seat from 0 to {}, not {n}", players - 1));
                None
            }
        }
    }

    /// A list of six counts from 0 to `most`.
    fn counts(&mut self, given: Option<Vec<i64>>, what: &str, most: u8) -> Option<[u8; 6]> {
        let list = given?;
        if list.len() != 6 {
            self.no(format!(
                "{what} must list 6 counts, one per shape 1 to 6, not {}",
                list.len()
            ));
            return None;
        }
        let mut out = [0u8; 6];
        for (i, &n) in list.iter().enumerate() {
            match u8::try_from(n) {
                Ok(c) if c <= most => out[i] = c,
                _ => {
                    self.no(format!("{what}[{i}] (shape {}) must be 0 to {most}, not {n}", i + 1));
                    return None;
                }
            }
        }
        Some(out)
    }

    /// The areas, each piece checked, overlaps and impossible contacts listed.
    fn areas(&mut self, given: Option<Vec<Vec<RawPiece>>>, players: usize) -> [Area; MAX_PLAYERS] {
        let mut areas: [Area; MAX_PLAYERS] = Default::default();
        let Some(given) = given else { return areas };
        self.one_per_seat(given.len(), players, |n| {
            format!("areas must list {players} areas, one per seat, not {n}")
        });
        for (seat, pieces) in given.iter().enumerate().take(players) {
            let area = &mut areas[seat];
            for (k, p) in pieces.iter().enumerate() {
                let at = format!("areas[{seat}][{k}]");
                let cell = match (u8::try_from(p.row), u8::try_from(p.col)) {
                    (Ok(r), Ok(c)) => Cell::new(r, c),
                    _ => None,
                };
                let shape = u8::try_from(p.shape).ok().and_then(Shape::new);
                let rot = u8::try_from(p.rot).ok().filter(|r| *r < 4);
                let (Some(cell), Some(shape), Some(rot)) = (cell, shape, rot) else {
                    self.no(format!(
                        "{at}: row and col go from 0 to 7, shape from 1 to 6, rot from 0 to 3 (not row {} col {} shape {} rot {})",
                        p.row, p.col, p.shape, p.rot
                    ));
                    continue;
                };
                if area.piece(cell).is_some() {
                    self.no(format!("seat {seat}: two pieces overlap in {cell}"));
                    continue;
                }
                area.put(cell, Piece::new(shape, rot));
            }
            for (a, side, b) in area.impossible_contacts() {
                self.no(format!(
                    "seat {seat}: the pieces in {a} and {b} meet in an impossible contact ({} against {}, G4)",
                    area.piece(a).map(|p| p.edge(side).to_string()).unwrap_or_default(),
                    area.piece(b)
                        .map(|p| p.edge(side.opposite()).to_string())
                        .unwrap_or_default(),
                ));
            }
        }
        areas
    }

    /// D7's roll-off as read, for a table of `players`.
    fn opening(&mut self, given: Option<OpeningJson>, players: usize) -> Opening {
        let Some(o) = given else {
            return Opening::new(players);
        };
        let mut rolls = [0u8; MAX_PLAYERS];
        if o.rolls.len() == players {
            for (i, r) in o.rolls.iter().enumerate() {
                match r {
                    None => {}
                    Some(v) if (1..=6).contains(v) => rolls[i] = u8::try_from(*v).unwrap_or(0),
                    Some(v) => self.no(format!("opening.rolls[{i}] must be 1 to 6 or null, not {v}")),
                }
            }
        } else {
            self.no(format!(
                "opening.rolls must list {players} rolls (null before a seat rolls), not {}",
                o.rolls.len()
            ));
        }
        let mut contenders = SeatSet::empty();
        for &n in &o.contenders {
            if let Some(s) = self.seat(n, "opening.contenders[..]", players) {
                contenders.insert(s);
            }
        }
        if contenders.is_empty() {
            self.no("opening.contenders must name the seats still rolling");
        }
        for (i, &roll) in rolls.iter().enumerate().take(players) {
            if roll > 0 && !contenders.contains(Seat::new(i)) {
                self.no(format!("seat {i} has a roll but is out of the roll-off"));
            }
        }
        Opening { rolls, contenders }
    }

    /// The state, if possible; else every reason it is not.
    pub(crate) fn read(mut self, s: StateJson) -> Result<Khixa, LoadError> {
        let players = match s.players {
            None => {
                self.no("players is missing (2 to 8)");
                None
            }
            Some(n) => {
                let p = players_in_range(n);
                if p.is_none() {
                    self.no(format!("players must be 2 to 8, not {n}"));
                }
                p
            }
        };
        let Some(players) = players else {
            return Err(LoadError { reasons: self.reasons });
        };
        let round = match s.round {
            None => 1,
            Some(n) => round_in_range(n).unwrap_or_else(|| {
                self.no(format!("round must be 1 to 6, not {n}"));
                1
            }),
        };
        let formation = crate::Formation::of_round(round).unwrap_or(crate::Formation::Trio);
        if let Some(f) = s.formation
            && f != formation
        {
            self.no(format!(
                "formation {:?} is not round {round}'s, which is {:?}",
                f.name(),
                formation.name()
            ));
        }
        let areas = self.areas(s.areas, players);
        let per_shape = PER_SET * sets(players);
        let set_aside = self.counts(s.set_aside, "set_aside", per_shape).unwrap_or([0; 6]);
        let die = match s.die.flatten() {
            None => None,
            Some(n) => {
                let d = u8::try_from(n).ok().and_then(Shape::new);
                if d.is_none() {
                    self.no(format!("die must be 1 to 6 or null, not {n}"));
                }
                d
            }
        };
        let jokers = match s.jokers {
            None => 0,
            Some(n) => u8::try_from(n).ok().filter(|j| *j <= 4).unwrap_or_else(|| {
                self.no(format!("jokers must be 0 to 4 (a piece has four sides), not {n}"));
                0
            }),
        };
        let to_move = match s.to_move {
            None => ToMove::Absent,
            Some(None) => ToMove::Over,
            Some(Some(SeatOrWord::Word(w))) if w == "chance" => ToMove::Chance,
            Some(Some(SeatOrWord::Seat(n))) => self.seat(n, "to_move", players).map_or(ToMove::Absent, ToMove::Seat),
            Some(Some(SeatOrWord::Word(w))) => {
                self.no(format!("to_move must be a seat, \"chance\" or null, not {w:?}"));
                ToMove::Absent
            }
        };
        let turn = s.turn.flatten().and_then(|n| self.seat(n, "turn", players));
        let starter = s.starter.flatten().and_then(|n| self.seat(n, "starter", players));
        let opening_given = s.opening.as_ref().is_some_and(Option::is_some);
        let fresh = round == 1
            && areas.iter().all(Area::is_empty)
            && s.scores.as_ref().is_none_or(|rows| rows.iter().all(Vec::is_empty));
        let phase = match s.phase {
            Some(p) => p,
            None => match to_move {
                ToMove::Over => Phase::Over,
                ToMove::Chance if opening_given || (turn.is_none() && fresh) => Phase::Opening,
                ToMove::Chance => Phase::Roll,
                ToMove::Seat(_) if die.is_some() => Phase::Place,
                ToMove::Seat(_) if jokers > 0 => Phase::Steal,
                ToMove::Seat(_) => Phase::Roll,
                ToMove::Absent if opening_given => Phase::Opening,
                ToMove::Absent => {
                    self.no("to_move is missing (a seat, \"chance\" or null)");
                    Phase::Roll
                }
            },
        };
        // Whose turn: the seat to move, or `turn` while a roll is due.
        let seat = match (phase, to_move, turn) {
            (Phase::Place | Phase::Steal | Phase::Roll, ToMove::Seat(a), Some(b)) if a != b => {
                self.no(format!("to_move {} and turn {} disagree", a.0, b.0));
                Some(a)
            }
            (Phase::Place | Phase::Steal | Phase::Roll, ToMove::Seat(a), _) => Some(a),
            (_, _, t) => t,
        };
        self.check_to_move(phase, to_move, seat);
        let opening = if phase == Phase::Opening {
            self.opening(s.opening.flatten(), players)
        } else {
            if opening_given {
                self.no("opening is only given during the roll-off (D7)");
            }
            Opening::new(players)
        };
        let rounds_scored = if phase == Phase::Over {
            usize::from(ROUNDS)
        } else {
            usize::from(round - 1)
        };
        let scores = self.scores(s.scores, players, rounds_scored);
        // The pieces of each shape: placed, set aside, in hand, and the pile.
        let in_hand = if phase == Phase::Place { die } else { None };
        let mut pile = [0u8; 6];
        let mut counted = true;
        for shape in Shape::ALL {
            let placed: usize = areas[..players]
                .iter()
                .map(|a| a.of_shape(shape).count_ones() as usize)
                .sum();
            let aside = usize::from(set_aside[shape.index()]);
            let hand = usize::from(in_hand == Some(shape));
            let used = placed + aside + hand;
            if used > usize::from(per_shape) {
                counted = false;
                self.no(format!(
                    "too many pieces of shape {shape}: {placed} placed, {aside} set aside and {hand} in hand, but a table of {players} has {per_shape} (D10)"
                ));
            } else {
                pile[shape.index()] = per_shape - u8::try_from(used).unwrap_or(per_shape);
            }
        }
        if let Some(given) = self.counts(s.pile, "pile", per_shape)
            && counted
            && given != pile
        {
            self.no(format!("pile {given:?} does not match the areas, which leave {pile:?}"));
        }
        let order = TurnOrder::new(players, seat.unwrap_or(Seat(0)));
        let game = Khixa {
            options: crate::Options::default(),
            players: u8::try_from(players).unwrap_or(2),
            round,
            phase,
            order,
            starter: starter.or(seat).unwrap_or(Seat(0)),
            die: die.map_or(0, Shape::value),
            jokers,
            pile,
            set_aside,
            areas,
            scores,
            opening,
        };
        LoadError::check(std::mem::take(&mut self.reasons))?;
        let reasons = game.consistency(starter.is_some());
        LoadError::check(reasons)?;
        Ok(game)
    }

    /// `to_move` (when given) agrees with the phase.
    fn check_to_move(&mut self, phase: Phase, to_move: ToMove, seat: Option<Seat>) {
        let fits = match (phase, to_move) {
            (_, ToMove::Absent) => true,
            (Phase::Opening, ToMove::Chance) | (Phase::Over, ToMove::Over) => true,
            (Phase::Roll, ToMove::Chance) => true,
            (Phase::Roll | Phase::Place | Phase::Steal, ToMove::Seat(s)) => Some(s) == seat,
            _ => false,
        };
        if !fits {
            let want = match phase {
                Phase::Opening => "\"chance\" (the roll-off)",
                Phase::Roll => "\"chance\" (a roll is due)",
                Phase::Place | Phase::Steal => "the seat to move",
                Phase::Over => "null (the match is over)",
            };
            self.no(format!("in phase {}, to_move must be {want}", phase_name(phase)));
        }
        if matches!(phase, Phase::Roll | Phase::Place | Phase::Steal) && seat.is_none() {
            self.no("whose turn it is is missing (to_move or turn)");
        }
        if matches!(phase, Phase::Opening | Phase::Over) && seat.is_some() {
            self.no(format!(
                "nobody's turn in phase {}: turn must be null",
                phase_name(phase)
            ));
        }
    }

    /// The score table: one row per seat, one score per round scored.
    fn scores(&mut self, given: Option<Vec<Vec<i64>>>, players: usize, rounds: usize) -> [[u16; 6]; MAX_PLAYERS] {
        let mut out = [[0u16; 6]; MAX_PLAYERS];
        let Some(rows) = given else { return out };
        self.one_per_seat(rows.len(), players, |n| {
            format!("scores must have {players} rows, one per seat, not {n}")
        });
        for (seat, row) in rows.iter().enumerate().take(players) {
            if row.len() != rounds {
                self.no(format!(
                    "scores[{seat}] must hold the {rounds} rounds scored so far, not {}",
                    row.len()
                ));
            }
            for (r, &n) in row.iter().enumerate().take(rounds) {
                if (0..=MAX_ROUND_SCORE).contains(&n) {
                    out[seat][r] = u16::try_from(n).unwrap_or(0);
                } else {
                    self.no(format!("scores[{seat}][{r}] must be 0 to {MAX_ROUND_SCORE}, not {n}"));
                }
            }
        }
        out
    }
}

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Opening => "opening",
        Phase::Roll => "roll",
        Phase::Place => "place",
        Phase::Steal => "steal",
        Phase::Over => "over",
    }
}

impl Khixa {
    /// Every way the phase, die, jokers and areas disagree with the rules.
    fn consistency(&self, starter_given: bool) -> Vec<String> {
        let mut r = Vec::new();
        let seat = self.order.current();
        let any_piece = self.areas.iter().any(|a| !a.is_empty());
        if self.die != 0 && self.phase != Phase::Place {
            r.push("a die is only shown while its piece is to be placed: die must be null".into());
        }
        if self.jokers > 0 && self.phase != Phase::Steal {
            r.push("jokers are only pending for the seat to move after a placement (D5): jokers must be 0".into());
        }
        match self.phase {
            Phase::Opening => {
                if self.round != 1 || any_piece || self.set_aside != [0; 6] {
                    r.push("the roll-off (D7) comes before round 1, with every area empty".into());
                }
                if starter_given {
                    r.push("nobody has started yet during the roll-off: starter must be null".into());
                }
                if self.opening.next().is_none() {
                    r.push("every seat in the roll-off has rolled, so it would be decided".into());
                }
            }
            Phase::Roll => {
                if self.pile.iter().all(|&n| n == 0) {
                    r.push("the pile is empty, so the round would have ended (D12)".into());
                }
            }
            Phase::Place => match self.die() {
                None => r.push("a piece to place needs the die's value (die)".into()),
                Some(shape) => {
                    if !self.area(seat).placements(shape).any() {
                        r.push(format!(
                            "the {shape} in hand has no possible placement in seat {}'s area, so it would have been set aside (D3)",
                            seat.0
                        ));
                    }
                }
            },
            Phase::Steal => {
                if self.jokers == 0 {
                    r.push("phase steal needs jokers (1 to 4)".into());
                } else if !self.can_steal() {
                    r.push("no stealable piece can be placed, so the jokers would have been lost (D6)".into());
                }
            }
            Phase::Over => {
                if self.round != 6 {
                    r.push(format!(
                        "the match is over only after round 6, not round {}",
                        self.round
                    ));
                }
            }
        }
        if !matches!(self.phase, Phase::Over | Phase::Opening) {
            let formation = self.formation();
            for s in Seat::all(self.player_count()) {
                if formation.is_complete(self.area(s)) {
                    r.push(format!(
                        "seat {} already holds the round's formation ({}), so the round would have ended",
                        s.0,
                        formation.name()
                    ));
                }
            }
        }
        r
    }
}

/// The player count, if it is one (2 to 8).
fn players_in_range(n: i64) -> Option<usize> {
    usize::try_from(n)
        .ok()
        .filter(|n| (MIN_PLAYERS..=MAX_PLAYERS).contains(n))
}

/// The round, if it is one (1 to 6).
fn round_in_range(n: i64) -> Option<u8> {
    u8::try_from(n).ok().filter(|r| (1..=ROUNDS).contains(r))
}
