//! A match of Khixa: every area, the pile, the die, the jokers, whose turn,
//! the round and the score table.

use rules_core::{Seat, SeatSet, TurnOrder};
use serde::{Deserialize, Serialize};

use crate::area::{Area, Placements};
use crate::cell::Cell;
use crate::formation::Formation;
use crate::options::Options;
use crate::shape::Shape;

/// The most players (D10).
pub const MAX_PLAYERS: usize = 8;
/// The fewest players.
pub const MIN_PLAYERS: usize = 2;
/// Rounds in a match.
pub const ROUNDS: u8 = 6;
/// Pieces of each shape in one set (60 pieces, 10 of each).
pub const PER_SET: u8 = 10;

/// D10: how many sets of pieces a table of `players` uses: one up to four
/// players, two from five.
#[must_use]
pub const fn sets(players: usize) -> u8 {
    if players <= 4 { 1 } else { 2 }
}

/// Where a match stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// D7: the roll-off for the first turn (chance: one die per player).
    Opening,
    /// The player whose turn it is rolls (chance).
    Roll,
    /// The player to move places the piece of the die's value.
    Place,
    /// The player to move has jokers to use or decline (D5).
    Steal,
    /// After round 6.
    Over,
}

/// D7's roll-off: each player still in it and what they rolled.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Opening {
    /// Each seat's roll in this pass, 0 before rolling.
    pub(crate) rolls: [u8; MAX_PLAYERS],
    /// The seats still rolling (the ones tied on the highest roll).
    pub(crate) contenders: SeatSet,
}

impl Opening {
    /// Every seat rolls.
    pub(crate) fn new(players: usize) -> Opening {
        Opening {
            rolls: [0; MAX_PLAYERS],
            contenders: SeatSet::all(players),
        }
    }

    /// The next seat to roll: the first contender (clockwise from seat 0)
    /// who has not rolled in this pass.
    pub(crate) fn next(&self) -> Option<Seat> {
        self.contenders.iter().find(|s| self.rolls[s.index()] == 0)
    }
}

/// One position of a match of Khixa.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Khixa {
    pub(crate) options: Options,
    pub(crate) players: u8,
    /// 1 to 6.
    pub(crate) round: u8,
    pub(crate) phase: Phase,
    /// Whose turn: the seat that rolls, places or steals.
    pub(crate) order: TurnOrder,
    /// Who started the round (D7: after a round without a winner the next
    /// seat starts).
    pub(crate) starter: Seat,
    /// The die's value while a piece is to be placed, else 0.
    pub(crate) die: u8,
    /// Jokers left to use or decline this turn (D5).
    pub(crate) jokers: u8,
    /// Pieces left in the pile, by shape index.
    pub(crate) pile: [u8; 6],
    /// D3: pieces set aside this round, by shape index.
    pub(crate) set_aside: [u8; 6],
    pub(crate) areas: [Area; MAX_PLAYERS],
    /// Each seat's score of each round played.
    pub(crate) scores: [[u16; ROUNDS as usize]; MAX_PLAYERS],
    pub(crate) opening: Opening,
}

impl Khixa {
    /// A match at its start: the roll-off is due.
    pub(crate) fn start(players: usize, options: Options) -> Khixa {
        let full = PER_SET * sets(players);
        Khixa {
            options,
            players: u8::try_from(players).unwrap_or(2),
            round: 1,
            phase: Phase::Opening,
            order: TurnOrder::new(players, Seat(0)),
            starter: Seat(0),
            die: 0,
            jokers: 0,
            pile: [full; 6],
            set_aside: [0; 6],
            areas: Default::default(),
            scores: [[0; ROUNDS as usize]; MAX_PLAYERS],
            opening: Opening::new(players),
        }
    }

    /// How many seats play.
    #[must_use]
    pub fn player_count(&self) -> usize {
        usize::from(self.players)
    }

    /// The round, 1 to 6 (6 once the match is over).
    #[must_use]
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The round's target formation.
    #[must_use]
    pub fn formation(&self) -> Formation {
        Formation::of_round(self.round).unwrap_or(Formation::Trio)
    }

    /// Where the match stands.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whose turn it is (the seat about to roll, place or steal); `None`
    /// during the roll-off and once the match is over.
    #[must_use]
    pub fn turn(&self) -> Option<Seat> {
        match self.phase {
            Phase::Roll | Phase::Place | Phase::Steal => Some(self.order.current()),
            Phase::Opening | Phase::Over => None,
        }
    }

    /// Who started this round.
    #[must_use]
    pub fn starter(&self) -> Option<Seat> {
        (self.phase != Phase::Opening).then_some(self.starter)
    }

    /// The shape to place, while a piece is to be placed.
    #[must_use]
    pub fn die(&self) -> Option<Shape> {
        Shape::new(self.die)
    }

    /// Jokers left to use or decline this turn.
    #[must_use]
    pub fn jokers(&self) -> u8 {
        self.jokers
    }

    /// Pieces of `shape` left in the pile.
    #[must_use]
    pub fn pile(&self, shape: Shape) -> u8 {
        self.pile[shape.index()]
    }

    /// Pieces left in the pile in all.
    #[must_use]
    pub fn pile_total(&self) -> u32 {
        self.pile.iter().map(|&n| u32::from(n)).sum()
    }

    /// D3: pieces of `shape` set aside this round.
    #[must_use]
    pub fn set_aside(&self, shape: Shape) -> u8 {
        self.set_aside[shape.index()]
    }

    /// D10: pieces of each shape at this table (10, or 20 from five players).
    #[must_use]
    pub fn per_shape(&self) -> u8 {
        PER_SET * sets(self.player_count())
    }

    /// A seat's area (an empty one for a seat not at the table).
    #[must_use]
    pub fn area(&self, seat: Seat) -> &Area {
        self.areas.get(seat.index()).unwrap_or(&self.areas[0])
    }

    /// The rounds scored so far (6 once the match is over).
    #[must_use]
    pub fn rounds_scored(&self) -> usize {
        if self.phase == Phase::Over {
            usize::from(ROUNDS)
        } else {
            usize::from(self.round - 1)
        }
    }

    /// A seat's score of each round scored so far: a row of the score table.
    #[must_use]
    pub fn scores(&self, seat: Seat) -> &[u16] {
        self.scores
            .get(seat.index())
            .map_or(&[], |row| &row[..self.rounds_scored()])
    }

    /// A seat's total so far.
    #[must_use]
    pub fn total(&self, seat: Seat) -> u32 {
        self.scores(seat).iter().map(|&s| u32::from(s)).sum()
    }

    /// D7: each seat's roll in the roll-off's current pass (`None` before it
    /// rolls or once out of it); empty once the first turn is decided.
    #[must_use]
    pub fn opening_rolls(&self) -> Vec<Option<u8>> {
        if self.phase != Phase::Opening {
            return Vec::new();
        }
        (0..self.player_count())
            .map(|i| Some(self.opening.rolls[i]).filter(|&r| r > 0))
            .collect()
    }

    /// D7: the seats still in the roll-off (all at first; the tied ones after
    /// a tie); empty once the first turn is decided.
    #[must_use]
    pub fn opening_contenders(&self) -> Vec<Seat> {
        if self.phase != Phase::Opening {
            return Vec::new();
        }
        self.opening.contenders.iter().collect()
    }

    /// D1, D2: where the piece to place may go, in the area of the player to
    /// move; `None` unless a piece is to be placed.
    #[must_use]
    pub fn placements(&self) -> Option<Placements> {
        let shape = self.die()?;
        (self.phase == Phase::Place).then(|| self.area(self.order.current()).placements(shape))
    }

    /// D1, D2: where a stolen piece of `shape` may go in the thief's area
    /// (the player to move), while jokers are to be used.
    #[must_use]
    pub fn steal_placements(&self, shape: Shape) -> Option<Placements> {
        (self.phase == Phase::Steal).then(|| self.area(self.order.current()).placements(shape))
    }

    /// D5: the pieces the player to move may steal now: stealable pieces of
    /// other players that have a possible placement in the thief's area, by
    /// victim then cell. Empty unless jokers are to be used.
    #[must_use]
    pub fn steal_targets(&self) -> Vec<(Seat, Cell)> {
        if self.phase != Phase::Steal {
            return Vec::new();
        }
        let thief = self.order.current();
        let facing = self.area(thief).facing();
        let mut can = [None::<bool>; 6];
        let mut out = Vec::new();
        for victim in Seat::all(self.player_count()).filter(|&v| v != thief) {
            let area = self.area(victim);
            for cell in Cell::of_mask(area.stealable()) {
                let Some(piece) = area.piece(cell) else { continue };
                let ok = *can[piece.shape.index()].get_or_insert_with(|| facing.placements(piece.shape).any());
                if ok {
                    out.push((victim, cell));
                }
            }
        }
        out
    }

    /// The options of the table.
    #[must_use]
    pub fn table_options(&self) -> &Options {
        &self.options
    }
}
