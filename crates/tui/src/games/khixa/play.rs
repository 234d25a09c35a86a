//! The screen's state and the steps of its update (`GameScreen::update`,
//! in `mod.rs`): how keys and clicks narrow the legal actions to one.
//!
//! The table is the session's; beside it this module keeps the cursor, the
//! turn of the piece in hand, and the choice being built: a placement (a
//! cell and a turn), or a joker's steal in two steps — the piece to take
//! (shown in its owner's area, large), then where it goes in the thief's
//! area — or a declined joker. A complete choice is the screen's
//! [`Screen::choice`], one of the rules' legal actions: the session previews
//! it and applies it only when confirmed. Whether a cell is allowed, and why
//! not, is always the rules' answer ([`khixa::Area::placements`],
//! [`khixa::Area::refusal`], [`Khixa::steal_targets`]).

use majlis_games::rules::khixa::{Action, Cell, Khixa, Phase, Piece, Placements, Refusal, Shape, Side};
use rules_core::{Game, Seat, ToAct};

use super::chronicle::Chronicle;
use super::input::Intent;
use super::layout::Target;
use crate::seated::{Answer, GameScreen, Message, Scene};
use crate::t;
use crate::text::name;

/// The choice being built.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Stage {
    /// Nothing to build: a roll is due, or a round's result is shown.
    #[default]
    Waiting,
    /// The piece taken is to be placed; `chosen` once a cell and turn are chosen.
    Place {
        /// The cell and turn chosen, waiting for confirmation.
        chosen: Option<(Cell, u8)>,
    },
    /// A joker: the piece to steal is being picked in `victim`'s area
    /// (shown large); `decline` once declining is chosen.
    Pick {
        /// Whose area is shown.
        victim: Seat,
        /// Declining the joker is chosen, waiting for confirmation.
        decline: bool,
    },
    /// A joker: the piece in `victim`'s `from` is picked; where it goes in
    /// the thief's area is being chosen.
    Put {
        /// Whose piece.
        victim: Seat,
        /// Where it is.
        from: Cell,
        /// The cell and turn chosen, waiting for confirmation.
        chosen: Option<(Cell, u8)>,
    },
}

/// What the screen waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Awaiting {
    /// D7: a seat rolls for the first turn.
    Opening(Seat),
    /// A seat rolls for a piece.
    Roll(Seat),
    /// A seat places the piece taken.
    Place(Seat),
    /// A seat uses its jokers.
    Steal(Seat),
    /// A round's result waits for a key.
    Result,
    /// The match is over.
    Over,
}

/// The Khixa screen's own state.
#[derive(Clone, Debug)]
pub struct Screen {
    pub(super) chronicle: Chronicle,
    pub(super) cursor: Cell,
    pub(super) rot: u8,
    pub(super) stage: Stage,
    /// How far the small areas are scrolled when they do not all fit: the
    /// first one shown, counted among the others in seat order.
    scroll: usize,
}

/// Where the cursor starts: d4, near the middle.
const START: Cell = match Cell::new(3, 3) {
    Some(cell) => cell,
    None => panic!("d4 is a cell"),
};

impl Default for Screen {
    fn default() -> Self {
        Screen {
            chronicle: Chronicle::default(),
            cursor: START,
            rot: 0,
            stage: Stage::Waiting,
            scroll: 0,
        }
    }
}

/// A cell moved one step (kept inside the area).
pub(super) fn stepped(cell: Cell, intent: Intent) -> Cell {
    let (r, c) = (cell.row(), cell.col());
    let (r, c) = match intent {
        Intent::Up => (r.saturating_sub(1), c),
        Intent::Down => ((r + 1).min(7), c),
        Intent::Left => (r, c.saturating_sub(1)),
        Intent::Right => (r, (c + 1).min(7)),
        _ => (r, c),
    };
    Cell::new(r, c).unwrap_or(cell)
}

/// The first rotation that allows `cell`, if any.
fn rotation_for(p: &Placements, cell: Cell) -> Option<u8> {
    (0..4u8).find(|&r| p.allows(cell, r))
}

impl Screen {
    /// The log's companion: the results of the rounds.
    #[must_use]
    pub fn chronicle(&self) -> &Chronicle {
        &self.chronicle
    }

    /// The keyboard cursor.
    #[must_use]
    pub fn cursor(&self) -> Cell {
        self.cursor
    }

    /// The turn of the piece in hand, 0 to 3.
    #[must_use]
    pub fn rot(&self) -> u8 {
        self.rot
    }

    /// The choice being built.
    #[must_use]
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The small areas drawn in `slots` boxes, in order: every seat but the
    /// one drawn large, in seat order; when they do not all fit, `slots` of
    /// them from the scroll position on, round the table.
    #[must_use]
    pub fn visible_smalls(&self, game: &Khixa, slots: usize) -> Vec<Seat> {
        let others = self.small_seats(game);
        if others.len() <= slots {
            return others;
        }
        (0..slots).map(|k| others[(self.scroll + k) % others.len()]).collect()
    }

    /// What the screen waits for in `game`.
    #[must_use]
    pub fn mode(&self, game: &Khixa) -> Awaiting {
        match game.to_act() {
            ToAct::Over => Awaiting::Over,
            _ if self.chronicle.result_pending => Awaiting::Result,
            ToAct::Chance => match (game.phase(), game.turn()) {
                (Phase::Roll, Some(s)) => Awaiting::Roll(s),
                _ => Awaiting::Opening(opening_roller(game)),
            },
            ToAct::Seat(s) if game.phase() == Phase::Steal => Awaiting::Steal(s),
            ToAct::Seat(s) => Awaiting::Place(s),
        }
    }

    /// The seat whose area is drawn large: the one a piece is being stolen
    /// from, else the seat to act (the last round's last player while its
    /// result is shown).
    #[must_use]
    pub fn shown(&self, game: &Khixa) -> Seat {
        match (self.mode(game), self.stage) {
            (Awaiting::Steal(_), Stage::Pick { victim, .. }) => victim,
            (Awaiting::Opening(s) | Awaiting::Roll(s) | Awaiting::Place(s) | Awaiting::Steal(s), _) => s,
            (Awaiting::Result | Awaiting::Over, _) => self
                .chronicle
                .results
                .last()
                .and_then(|r| r.winner.or(r.last))
                .unwrap_or(Seat(0)),
        }
    }

    /// The piece in hand (to place, or stolen) with where it may go.
    #[must_use]
    pub fn in_hand(&self, game: &Khixa) -> Option<(Shape, Placements)> {
        match self.stage {
            Stage::Place { .. } => Some((game.die()?, game.placements()?)),
            Stage::Put { victim, from, .. } => {
                let shape = game.area(victim).piece(from)?.shape;
                Some((shape, game.steal_placements(shape)?))
            }
            Stage::Waiting | Stage::Pick { .. } => None,
        }
    }

    /// The cell and turn chosen, if any.
    #[must_use]
    pub fn chosen(&self) -> Option<(Cell, u8)> {
        match self.stage {
            Stage::Place { chosen } | Stage::Put { chosen, .. } => chosen,
            Stage::Waiting | Stage::Pick { .. } => None,
        }
    }

    /// The pieces that may be stolen now, by seat and cell.
    #[must_use]
    pub fn targets(&self, game: &Khixa) -> Vec<(Seat, Cell)> {
        match self.stage {
            Stage::Pick { .. } => game.steal_targets(),
            _ => Vec::new(),
        }
    }

    /// Puts the cursor where the piece in hand may go, if it is not already,
    /// and turns the piece so that it fits there.
    pub(super) fn aim(&mut self, game: &Khixa) {
        let Some((_, p)) = self.in_hand(game) else { return };
        if p.any_rotation() & self.cursor.bit() == 0
            && let Some(first) = Cell::of_mask(p.any_rotation()).next()
        {
            self.cursor = first;
        }
        if !p.allows(self.cursor, self.rot)
            && let Some(r) = rotation_for(&p, self.cursor)
        {
            self.rot = r;
        }
    }

    /// The seats drawn small, in seat order: everyone but [`Screen::shown`].
    #[must_use]
    pub fn small_seats(&self, game: &Khixa) -> Vec<Seat> {
        let shown = self.shown(game);
        Seat::all(game.players()).filter(|&s| s != shown).collect()
    }

    /// Scrolls the small areas by one, round the table (they are drawn in
    /// order from the scroll position only when they do not all fit).
    pub(super) fn scroll_smalls(&mut self, game: &Khixa, intent: Intent) -> Answer<Action> {
        let others = game.players().saturating_sub(1).max(1);
        self.scroll = match intent {
            Intent::PagePrev => (self.scroll + others - 1) % others,
            _ => (self.scroll + 1) % others,
        };
        Answer::Handled
    }

    /// Placing the piece taken, or the stolen one.
    pub(super) fn update_place(&mut self, scene: &Scene<'_, Self>, intent: Intent) -> Answer<Action> {
        let game = scene.view();
        let Some((shape, p)) = self.in_hand(game) else {
            return Answer::Ignored;
        };
        match intent {
            Intent::Up | Intent::Down | Intent::Left | Intent::Right => {
                self.cursor = stepped(self.cursor, intent);
                self.unchoose();
                Answer::Handled
            }
            Intent::Turn | Intent::RightClick | Intent::Click(Target::Hand) => {
                self.rot = (self.rot + 1) % 4;
                self.unchoose();
                Answer::Handled
            }
            Intent::TurnBack => {
                self.rot = (self.rot + 3) % 4;
                self.unchoose();
                Answer::Handled
            }
            Intent::Next => {
                let cells: Vec<Cell> = Cell::of_mask(p.any_rotation()).collect();
                let next = cells
                    .iter()
                    .find(|c| c.index() > self.cursor.index())
                    .or(cells.first())
                    .copied();
                if let Some(cell) = next {
                    self.cursor = cell;
                    if !p.allows(cell, self.rot)
                        && let Some(r) = rotation_for(&p, cell)
                    {
                        self.rot = r;
                    }
                }
                self.unchoose();
                Answer::Handled
            }
            Intent::Primary => self.choose(game, shape, &p, self.cursor),
            Intent::Click(Target::Big(cell)) => {
                if self.chosen() == Some((cell, self.rot)) && self.choice(scene).is_some() {
                    return Answer::Confirm;
                }
                self.cursor = cell;
                self.choose(game, shape, &p, cell)
            }
            Intent::Back => match self.stage {
                Stage::Put { victim, from, .. } => {
                    self.stage = Stage::Pick { victim, decline: false };
                    self.cursor = from;
                    Answer::Handled
                }
                _ => Answer::Ignored,
            },
            Intent::Roll => Answer::warn(t!("khixa-die-rolled", shape = shape.value())),
            Intent::Decline => match self.stage {
                Stage::Put { .. } => Answer::warn(t!("khixa-put-back-first")),
                _ => Answer::warn(t!("khixa-no-joker")),
            },
            Intent::ClickArea(..) => Answer::Handled,
            _ => Answer::Ignored,
        }
    }

    fn unchoose(&mut self) {
        if let Stage::Place { chosen } | Stage::Put { chosen, .. } = &mut self.stage {
            *chosen = None;
        }
    }

    /// Chooses `cell` for the piece in hand: as turned, or turned the first
    /// way that fits; else says why not, in the rules' words.
    fn choose(&mut self, game: &Khixa, shape: Shape, p: &Placements, cell: Cell) -> Answer<Action> {
        let area = game.area(game.turn().unwrap_or(Seat(0)));
        let rot = if p.allows(cell, self.rot) {
            self.rot
        } else if let Some(r) = rotation_for(p, cell) {
            r
        } else {
            // The rules' reason, as a fact worded in the family's language.
            return Answer::warn(refusal_words(
                area.refused(shape, cell, self.rot),
                shape,
                cell,
                self.rot,
            ));
        };
        let turned = rot != self.rot;
        self.rot = rot;
        if let Stage::Place { chosen } | Stage::Put { chosen, .. } = &mut self.stage {
            *chosen = Some((cell, rot));
        }
        if turned {
            Answer::Say(Message::info(t!(
                "khixa-turned-to-fit",
                rot = rot,
                cell = cell.to_string()
            )))
        } else {
            Answer::Handled
        }
    }

    /// Picking the piece a joker steals.
    pub(super) fn update_pick(
        &mut self,
        game: &Khixa,
        names: &[String],
        thief: Seat,
        intent: Intent,
    ) -> Answer<Action> {
        let Stage::Pick { victim, decline } = self.stage else {
            return Answer::Ignored;
        };
        let targets = game.steal_targets();
        match intent {
            Intent::Up | Intent::Down | Intent::Left | Intent::Right => {
                self.cursor = stepped(self.cursor, intent);
                self.stage = Stage::Pick { victim, decline: false };
                Answer::Handled
            }
            Intent::Next => {
                let at = targets.iter().position(|&t| t == (victim, self.cursor));
                let next = match at {
                    Some(i) => targets.get(i + 1).or(targets.first()),
                    None => targets
                        .iter()
                        .find(|(s, c)| (*s, c.index()) > (victim, self.cursor.index()))
                        .or(targets.first()),
                };
                if let Some(&(seat, cell)) = next {
                    self.stage = Stage::Pick {
                        victim: seat,
                        decline: false,
                    };
                    self.cursor = cell;
                }
                Answer::Handled
            }
            Intent::Decline if decline => Answer::Confirm,
            Intent::Decline => {
                self.stage = Stage::Pick { victim, decline: true };
                Answer::Handled
            }
            Intent::Primary => self.pick(game, names, &targets, victim, self.cursor),
            Intent::Click(Target::Big(cell)) => {
                self.cursor = cell;
                self.pick(game, names, &targets, victim, cell)
            }
            Intent::ClickArea(seat, cell) => {
                if seat == thief {
                    return Answer::warn(t!("khixa-own-area"));
                }
                self.stage = Stage::Pick {
                    victim: seat,
                    decline: false,
                };
                match cell {
                    Some(cell) => {
                        self.cursor = cell;
                        if targets.contains(&(seat, cell)) {
                            self.pick(game, names, &targets, seat, cell)
                        } else {
                            Answer::Handled
                        }
                    }
                    None => Answer::Handled,
                }
            }
            Intent::Turn | Intent::TurnBack | Intent::RightClick | Intent::Click(Target::Hand) => {
                Answer::warn(t!("khixa-pick-first"))
            }
            Intent::Roll => Answer::warn(t!("khixa-use-joker-first")),
            _ => Answer::Ignored,
        }
    }

    /// Takes the piece in `victim`'s `cell` with the joker, or says why not.
    fn pick(
        &mut self,
        game: &Khixa,
        names: &[String],
        targets: &[(Seat, Cell)],
        victim: Seat,
        cell: Cell,
    ) -> Answer<Action> {
        let who = name(names, victim);
        if targets.contains(&(victim, cell)) {
            self.stage = Stage::Put {
                victim,
                from: cell,
                chosen: None,
            };
            self.aim(game);
            return Answer::Handled;
        }
        let area = game.area(victim);
        let at = cell.to_string();
        let why = match area.piece(cell) {
            None => t!("khixa-no-piece-in", name = who, cell = at),
            Some(_) if area.stealable() & cell.bit() == 0 => t!("khixa-would-split", name = who, cell = at),
            Some(Piece { shape, .. }) => t!("khixa-no-placement-for", name = who, shape = shape.value(), cell = at),
        };
        Answer::warn(why)
    }
}

/// Why a piece of `shape` may not go in `cell` turned `rot`, in the family's
/// language: the rules' fact ([`Refusal`]) in words, without the rules
/// file's marks.
fn refusal_words(refused: Option<Refusal>, shape: Shape, cell: Cell, rot: u8) -> String {
    let (shape, at) = (shape.value(), cell.to_string());
    match refused {
        Some(Refusal::Taken) => t!("khixa-refused-taken", cell = at),
        Some(Refusal::Impossible(side)) => {
            let side = match side {
                Side::North => "north",
                Side::East => "east",
                Side::South => "south",
                Side::West => "west",
            };
            t!("khixa-refused-impossible", cell = at, rot = rot, side = side)
        }
        Some(Refusal::MustFit) => t!("khixa-refused-must-fit", shape = shape, cell = at, rot = rot),
        // A turn the screen never makes, or a cell the rules allow turned
        // some other way: said of the piece and the cell.
        Some(Refusal::Rotation) | None => t!("khixa-refused", shape = shape, cell = at),
    }
}

/// The seat rolling next in the roll-off.
fn opening_roller(game: &Khixa) -> Seat {
    let rolls = game.opening_rolls();
    game.opening_contenders()
        .into_iter()
        .find(|s| rolls.get(s.index()).is_some_and(Option::is_none))
        .unwrap_or(Seat(0))
}
