//! The screen's state and the steps of its update (`GameScreen::update`,
//! in `mod.rs`): how keys and clicks narrow the legal turns to one.
//!
//! The table is the session's; beside it this module keeps the half-built
//! turn (steps played on a preview, the picked checker), the cursor, and a
//! cube decision chosen (D3). A complete turn, or a cube decision, is the
//! screen's [`Screen::choice`]: the session shows it and applies it only when
//! it is confirmed, as the one action [`SheshBesh::turn_for`] returns.

use majlis_games::rules::shesh_besh::Phase;
use majlis_games::rules::shesh_besh::{self, Action, Place, SheshBesh, Step, board_index};
use rules_core::{Game, Seat, ToAct};

use super::chronicle::{Chronicle, as_numbered, moves_text, roll_text, steps_as_numbered, with_hits};
use super::input::Intent;
use super::layout::{BLACK, Spot, Target, WHITE, flip_cursor, step_cursor};
use crate::seated::{Answer, GameScreen, Message, Scene};
use crate::t;
use crate::text::name;

/// The turn being built: steps played on a preview, not yet sent to the table.
#[derive(Clone, Debug)]
pub struct TurnUi {
    /// Who is moving.
    pub seat: Seat,
    /// The roll.
    pub dice: (u8, u8),
    /// The steps played so far this turn.
    pub played: Vec<Step>,
    /// The position after them.
    pub preview: SheshBesh,
    /// The single steps allowed next.
    pub next: Vec<Step>,
    /// The whole turn, once it is complete (no further step, and legal).
    pub complete: Option<Action>,
    /// The picked checker.
    pub selected: Option<Place>,
}

/// What the screen is waiting for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Awaiting {
    /// A roll: the opening roll (`None`) or a player's.
    Roll(Option<Seat>),
    /// The player moves.
    Move(Seat),
    /// The cube option (D3): the player on turn may double before rolling.
    Decide(Seat),
    /// The cube option: the player answering a double takes or drops (this
    /// seat is the one answering, not the doubler).
    Respond(Seat),
    /// A game has ended; the next one opens after a key.
    Result,
    /// The match is over.
    Over,
}

/// The Shesh-Besh screen's own state.
#[derive(Clone, Debug)]
pub struct Screen {
    pub(super) chronicle: Chronicle,
    pub(super) turn: Option<TurnUi>,
    pub(super) cursor: Spot,
    /// A cube decision chosen (double, take or drop), waiting to be confirmed.
    pub(super) offer: Option<Action>,
    /// The board's points numbered from the side of the seat whose turn it
    /// is (the player asked with `n`); else fixed from White's side.
    pub(super) from_my_side: bool,
}

impl Default for Screen {
    fn default() -> Self {
        Screen {
            chronicle: Chronicle::default(),
            turn: None,
            cursor: Spot::Point(5),
            offer: None,
            from_my_side: false,
        }
    }
}

/// The place a spot is for `seat`, in that seat's numbering (none for the other seat's bar or tray).
#[must_use]
pub fn spot_place(spot: Spot, seat: Seat) -> Option<Place> {
    match spot {
        Spot::Point(i) => {
            let i = u8::try_from(i).ok()?;
            Some(Place::Point(if seat == WHITE { i + 1 } else { 24 - i }))
        }
        Spot::Bar(s) if s == seat => Some(Place::Bar),
        Spot::Off(s) if s == seat => Some(Place::Off),
        _ => None,
    }
}

/// The spot of a place in `seat`'s numbering.
#[must_use]
pub fn place_spot(place: Place, seat: Seat) -> Spot {
    match place {
        Place::Bar => Spot::Bar(seat),
        Place::Off => Spot::Off(seat),
        Place::Point(p) => Spot::Point(board_index(seat, p.clamp(1, 24))),
    }
}

/// `seat`'s checkers on a spot of `board`.
#[must_use]
pub fn checkers_at(game: &SheshBesh, spot: Spot, seat: Seat) -> u8 {
    match spot {
        Spot::Point(i) => {
            let n = game.board().get(i).copied().unwrap_or(0);
            // Positive counts are White's, negative Black's.
            match (seat == WHITE, n) {
                (true, n) if n > 0 => n.unsigned_abs(),
                (false, n) if n < 0 => n.unsigned_abs(),
                _ => 0,
            }
        }
        Spot::Bar(s) if s == seat => game.bar(seat),
        Spot::Off(s) if s == seat => game.off(seat),
        _ => 0,
    }
}

/// How far a step goes, in pips (the bar is 25, off is 0).
fn distance(step: Step) -> u8 {
    let at = |p: Place| match p {
        Place::Bar => 25,
        Place::Point(n) => n,
        Place::Off => 0,
    };
    at(step.from).saturating_sub(at(step.to))
}

/// The dice of a roll (four for a double), each with whether a played step has
/// used it. A bear-off may use a die larger than its distance.
#[must_use]
pub fn dice_used(dice: (u8, u8), played: &[Step]) -> Vec<(u8, bool)> {
    let mut list: Vec<(u8, bool)> = if dice.0 == dice.1 {
        vec![(dice.0, false); 4]
    } else {
        vec![(dice.0.max(dice.1), false), (dice.0.min(dice.1), false)]
    };
    for step in played {
        let d = distance(*step);
        let exact = list.iter().position(|&(v, used)| !used && v == d);
        // Otherwise the smallest die that is larger (bearing off), else any.
        let larger = || {
            list.iter()
                .enumerate()
                .filter(|(_, (v, used))| !used && *v > d)
                .min_by_key(|(_, (v, _))| *v)
                .map(|(i, _)| i)
        };
        let any = || list.iter().position(|&(_, used)| !used);
        if let Some(i) = exact.or_else(larger).or_else(any) {
            list[i].1 = true;
        }
    }
    list
}

/// "6-3", or "the 3 left" / "the 4 and 4 left" for what is left of a roll
/// (after a step, what is left of a roll is one die, or a double's).
pub(super) fn dice_left_text(dice: (u8, u8), played: &[Step]) -> String {
    let left: Vec<u8> = dice_used(dice, played)
        .into_iter()
        .filter(|(_, used)| !used)
        .map(|(v, _)| v)
        .collect();
    match left.as_slice() {
        _ if played.is_empty() => roll_text(dice),
        [] => roll_text(dice),
        [value, ..] => t!("shesh-besh-dice-left", count = left.len(), value = *value),
    }
}

impl Screen {
    /// The log's companion: results, the opening roll.
    #[must_use]
    pub fn chronicle(&self) -> &Chronicle {
        &self.chronicle
    }

    /// The turn being built, during a move.
    #[must_use]
    pub fn turn(&self) -> Option<&TurnUi> {
        self.turn.as_ref()
    }

    /// The keyboard cursor.
    #[must_use]
    pub fn cursor(&self) -> Spot {
        self.cursor
    }

    /// Whether the points are numbered from the side of the seat whose turn
    /// it is (else from White's side, fixed for the game).
    #[must_use]
    pub fn from_my_side(&self) -> bool {
        self.from_my_side
    }

    /// The seat whose side the board's numbers are counted from now.
    #[must_use]
    pub fn numbered_for(&self, game: &SheshBesh) -> Seat {
        match (self.from_my_side, self.phase(game)) {
            (true, Awaiting::Move(s) | Awaiting::Roll(Some(s)) | Awaiting::Decide(s)) => s,
            (true, Awaiting::Respond(s)) => other(s),
            _ => WHITE,
        }
    }

    /// Steps `seat` played, written in the numbers the board shows now.
    pub(super) fn moves_shown(&self, game: &SheshBesh, seat: Seat, played: &[Step]) -> String {
        moves_text(&steps_as_numbered(
            &with_hits(game, played),
            seat,
            self.numbered_for(game),
        ))
    }

    /// A place of `seat`'s numbering in the numbers the board shows now.
    pub(super) fn place_shown(&self, game: &SheshBesh, seat: Seat, place: Place) -> Place {
        as_numbered(place, seat, self.numbered_for(game))
    }

    /// The cube decision chosen and waiting to be confirmed, if any.
    #[must_use]
    pub fn offer(&self) -> Option<Action> {
        self.offer
    }

    /// What the screen waits for in `game`.
    #[must_use]
    pub fn phase(&self, game: &SheshBesh) -> Awaiting {
        match game.to_act() {
            ToAct::Over => Awaiting::Over,
            _ if self.chronicle.result_pending => Awaiting::Result,
            ToAct::Seat(s) => match game.phase() {
                Phase::Decide => Awaiting::Decide(s),
                Phase::Respond => Awaiting::Respond(s),
                _ => Awaiting::Move(s),
            },
            ToAct::Chance => Awaiting::Roll(game.mover()),
        }
    }

    /// The position to draw: the final board under a game's result, the preview
    /// during a move, else the table's.
    #[must_use]
    pub fn shown_board<'a>(&'a self, game: &'a SheshBesh) -> &'a SheshBesh {
        if let Some(board) = self.chronicle.pending().and_then(|r| r.final_board.as_ref()) {
            return board;
        }
        if matches!(self.phase(game), Awaiting::Over)
            && let Some(board) = self.chronicle.results.last().and_then(|r| r.final_board.as_ref())
        {
            return board;
        }
        self.turn.as_ref().map_or(game, |t| &t.preview)
    }

    /// The spots the picked checker may go to.
    #[must_use]
    pub fn destinations(&self) -> Vec<Spot> {
        let Some(turn) = &self.turn else { return Vec::new() };
        let Some(from) = turn.selected else { return Vec::new() };
        let mut spots: Vec<Spot> = turn
            .next
            .iter()
            .filter(|s| s.from == from)
            .map(|s| place_spot(s.to, turn.seat))
            .collect();
        spots.dedup();
        spots
    }

    /// The spots holding a checker that can move now.
    #[must_use]
    pub fn movable(&self) -> Vec<Spot> {
        let Some(turn) = &self.turn else { return Vec::new() };
        let mut spots: Vec<Spot> = turn.next.iter().map(|s| place_spot(s.from, turn.seat)).collect();
        spots.sort_by_key(|s| super::layout::cursor_position(*s));
        spots.dedup();
        spots
    }

    /// Chooses a cube decision; the same one chosen again confirms it.
    fn choose_offer(&mut self, action: Action) -> Answer<Action> {
        if self.offer == Some(action) {
            return Answer::Confirm;
        }
        self.offer = Some(action);
        Answer::Handled
    }

    /// Answering a double (D3): `t` takes, `x` drops; nothing else plays.
    pub(super) fn update_respond(
        &mut self,
        game: &SheshBesh,
        names: &[String],
        seat: Seat,
        intent: Intent,
    ) -> Answer<Action> {
        match intent {
            Intent::Take => self.choose_offer(Action::Take),
            Intent::DropDouble => self.choose_offer(Action::Drop),
            Intent::ShowId => self.show_id(game),
            Intent::Cancel | Intent::ClickElsewhere | Intent::Drop(_) => Answer::Ignored,
            Intent::Left | Intent::Right | Intent::Up | Intent::Down | Intent::NextChecker => {
                self.move_cursor(intent);
                Answer::Handled
            }
            _ => Answer::warn(t!("shesh-besh-answer-double-first", name = name(names, seat))),
        }
    }

    /// `d` or a click on the cube before rolling (D3): why not, or the double chosen.
    fn double(&mut self, game: &SheshBesh, names: &[String]) -> Answer<Action> {
        let Some(seat) = game.mover() else {
            return Answer::Ignored;
        };
        if self.phase(game) != Awaiting::Decide(seat) {
            let (value, owner) = game.cube();
            let why = if !game.options().cube {
                t!("shesh-besh-no-cube")
            } else if game.is_crawford() {
                t!("shesh-besh-no-double-crawford")
            } else if value >= shesh_besh::MAX_CUBE {
                t!("shesh-besh-cube-highest", value = value)
            } else if let Some(o) = owner.filter(|&o| o != seat) {
                t!("shesh-besh-cube-owned", name = name(names, o))
            } else {
                t!("shesh-besh-double-before-rolling")
            };
            return Answer::warn(why);
        }
        self.choose_offer(Action::Double)
    }

    pub(super) fn update_result(&mut self, scene: &Scene<'_, Self>, intent: Intent) -> Answer<Action> {
        match intent {
            Intent::Primary | Intent::Roll | Intent::Click(_) | Intent::ClickElsewhere => {
                self.chronicle.result_pending = false;
                self.refresh(scene);
                Answer::Handled
            }
            Intent::ShowId => self.show_id(scene.view()),
            Intent::Cancel | Intent::Drop(_) => Answer::Ignored,
            _ => Answer::Handled,
        }
    }

    pub(super) fn update_roll(&mut self, game: &SheshBesh, names: &[String], intent: Intent) -> Answer<Action> {
        if self.offer.is_some() && !matches!(intent, Intent::Double | Intent::Click(Target::Cube) | Intent::ShowId) {
            // Anything but the double again leaves the double unsaid.
            self.offer = None;
        }
        match intent {
            Intent::Primary | Intent::Roll | Intent::Click(Target::Dice) => {
                let first = matches!(self.phase(game), Awaiting::Decide(_)).then_some(Action::NoDouble);
                Answer::Roll { first }
            }
            Intent::Double | Intent::Click(Target::Cube) if game.options().cube => self.double(game, names),
            Intent::Take | Intent::DropDouble if game.options().cube => {
                Answer::warn(t!("shesh-besh-no-double-offered"))
            }
            Intent::Double | Intent::Take | Intent::DropDouble | Intent::Click(Target::Cube) => Answer::Ignored,
            Intent::Click(Target::Spot(spot)) => {
                self.cursor = spot;
                Answer::warn(t!("shesh-besh-roll-first"))
            }
            Intent::Undo => Answer::warn(t!("shesh-besh-nothing-to-undo-confirmed")),
            Intent::ShowId => self.show_id(game),
            Intent::Cancel | Intent::ClickElsewhere | Intent::Drop(_) | Intent::Numbering => Answer::Ignored,
            Intent::Left | Intent::Right | Intent::Up | Intent::Down | Intent::NextChecker => {
                self.move_cursor(intent);
                Answer::Handled
            }
        }
    }

    /// The Position ID, shown and copied.
    fn show_id(&self, game: &SheshBesh) -> Answer<Action> {
        let id = game.position_id();
        // GNU Backgammon's IDs describe a player on roll, so steps not yet confirmed are not in it.
        let text = if self.turn.as_ref().is_some_and(|t| !t.played.is_empty()) {
            t!("shesh-besh-position-id-turn-began", id = &id)
        } else {
            t!("shesh-besh-position-id", id = &id)
        };
        Answer::Copy(Message::code(text), id)
    }

    fn move_cursor(&mut self, intent: Intent) {
        self.cursor = match intent {
            Intent::Left => step_cursor(self.cursor, -1),
            Intent::Right => step_cursor(self.cursor, 1),
            Intent::Up | Intent::Down => flip_cursor(self.cursor),
            Intent::NextChecker => {
                let movable = self.movable();
                next_in_ring(self.cursor, &movable).unwrap_or(self.cursor)
            }
            _ => self.cursor,
        };
    }

    pub(super) fn update_move(&mut self, game: &SheshBesh, names: &[String], intent: Intent) -> Answer<Action> {
        let Some(turn) = &self.turn else { return Answer::Ignored };
        let selected = turn.selected;
        let complete = turn.complete.is_some();
        match intent {
            Intent::Roll => Answer::warn(t!("shesh-besh-dice-rolled", dice = roll_text(turn.dice))),
            Intent::Primary | Intent::Click(Target::Dice) if complete => Answer::Confirm,
            Intent::Primary => {
                let spot = self.cursor;
                self.activate(game, names, spot)
            }
            Intent::Click(Target::Dice) => Answer::warn(t!("shesh-besh-turn-not-finished")),
            Intent::Click(Target::Spot(spot)) => {
                self.cursor = spot;
                self.activate(game, names, spot)
            }
            Intent::ClickElsewhere | Intent::Drop(Target::Dice) => Answer::Ignored,
            Intent::Drop(Target::Spot(spot)) => {
                // Released over a destination of the picked checker: a drag and drop.
                // Any other release (the end of a plain click) is nothing.
                if self.destinations().contains(&spot) {
                    self.cursor = spot;
                    self.activate(game, names, spot)
                } else {
                    Answer::Ignored
                }
            }
            Intent::Left | Intent::Right | Intent::Up | Intent::Down if selected.is_some() => {
                // With a checker picked, the cursor visits only its destinations.
                let dests = self.destinations();
                let delta = if matches!(intent, Intent::Left | Intent::Up) {
                    -1
                } else {
                    1
                };
                let mut spot = self.cursor;
                for _ in 0..28 {
                    spot = step_cursor(spot, delta);
                    if dests.contains(&spot) {
                        break;
                    }
                }
                self.cursor = spot;
                Answer::Handled
            }
            Intent::Left | Intent::Right | Intent::Up | Intent::Down => {
                self.move_cursor(intent);
                Answer::Handled
            }
            Intent::NextChecker => {
                if let Some(t) = &mut self.turn {
                    t.selected = None;
                }
                self.move_cursor(intent);
                Answer::Handled
            }
            Intent::Undo => self.undo(game),
            Intent::Cancel => {
                let Some(from) = selected else { return Answer::Ignored };
                if let Some(t) = &mut self.turn {
                    t.selected = None;
                }
                self.cursor = place_spot(from, self.turn.as_ref().map_or(WHITE, |t| t.seat));
                Answer::Handled
            }
            Intent::ShowId => self.show_id(game),
            Intent::Double | Intent::Take | Intent::DropDouble | Intent::Click(Target::Cube) if game.options().cube => {
                Answer::warn(t!("shesh-besh-no-double-now"))
            }
            Intent::Double
            | Intent::Take
            | Intent::DropDouble
            | Intent::Click(Target::Cube)
            | Intent::Drop(Target::Cube)
            | Intent::Numbering => Answer::Ignored,
        }
    }

    /// Enter on a spot, or a click: pick the checker there, or move the picked
    /// checker there, or explain why not.
    fn activate(&mut self, game: &SheshBesh, names: &[String], spot: Spot) -> Answer<Action> {
        let Some(turn) = &self.turn else { return Answer::Ignored };
        let seat = turn.seat;
        let place = spot_place(spot, seat);
        if let (Some(from), Some(to)) = (turn.selected, place) {
            if from == to {
                // The picked checker again: put it back.
                if let Some(t) = &mut self.turn {
                    t.selected = None;
                }
                return Answer::Handled;
            }
            if let Some(step) = turn.next.iter().find(|s| s.from == from && s.to == to).copied() {
                return self.play_step(game, step);
            }
        }
        if turn.complete.is_some() {
            return Answer::warn(t!("shesh-besh-turn-complete"));
        }
        let name = name(names, seat);
        let Some(place) = place else {
            return Answer::warn(t!("shesh-besh-not-yours"));
        };
        if place == Place::Off {
            return Answer::warn(t!("shesh-besh-off-stays"));
        }
        if checkers_at(&turn.preview, spot, seat) == 0 {
            return Answer::warn(match self.place_shown(game, seat, place) {
                Place::Point(point) => t!("shesh-besh-no-checker-on-point", name = name, point = point),
                _ => t!("shesh-besh-no-checker-on-bar", name = name),
            });
        }
        if !turn.next.iter().any(|s| s.from == place) {
            return Answer::warn(if turn.preview.bar(seat) > 0 && place != Place::Bar {
                t!("shesh-besh-enter-first", name = name)
            } else {
                t!(
                    "shesh-besh-cannot-move-with",
                    dice = dice_left_text(turn.dice, &turn.played)
                )
            });
        }
        let closest = turn
            .next
            .iter()
            .filter(|s| s.from == place)
            .min_by_key(|s| distance(**s))
            .map(|s| place_spot(s.to, seat));
        if let Some(t) = &mut self.turn {
            t.selected = Some(place);
        }
        if let Some(dest) = closest {
            self.cursor = dest;
        }
        Answer::Handled
    }

    /// Recomputes the preview and the next steps after `played` changed.
    /// Leaves the turn as it was when the rules refuse.
    pub(super) fn replan(&mut self, game: &SheshBesh, played: Vec<Step>) -> Result<(), Answer<Action>> {
        let preview = game
            .position_after(&played)
            // The steps come from the rules' own list: a refusal here is
            // a fault of the screen, told without the rules' English.
            .map_err(|_| Answer::warn(t!("shesh-besh-not-allowed")))?;
        let next = game.legal_steps(&played);
        let complete = if next.is_empty() { game.turn_for(&played) } else { None };
        if let Some(turn) = &mut self.turn {
            turn.played = played;
            turn.preview = preview;
            turn.next = next;
            turn.complete = complete;
            turn.selected = None;
        }
        Ok(())
    }

    fn play_step(&mut self, game: &SheshBesh, step: Step) -> Answer<Action> {
        let Some(turn) = &self.turn else { return Answer::Ignored };
        let mut played = turn.played.clone();
        played.push(step);
        if let Err(answer) = self.replan(game, played) {
            return answer;
        }
        let seat = self.turn.as_ref().map_or(WHITE, |t| t.seat);
        // The cursor follows the checker, so it can go on with the next die;
        // when that checker cannot, it goes to the next one that can, so
        // Enter, Enter, … plays a turn without a checker that cannot move.
        let landed = place_spot(step.to, seat);
        let movable = self.movable();
        self.cursor = if movable.is_empty() || movable.contains(&landed) {
            landed
        } else {
            next_in_ring(landed, &movable).unwrap_or(landed)
        };
        if self
            .turn
            .as_ref()
            .is_some_and(|t| t.next.is_empty() && t.complete.is_none())
        {
            return Answer::warn(t!("shesh-besh-no-legal-turn"));
        }
        Answer::Handled
    }

    pub(super) fn undo(&mut self, game: &SheshBesh) -> Answer<Action> {
        let Some(turn) = &self.turn else { return Answer::Ignored };
        let mut played = turn.played.clone();
        let Some(step) = played.pop() else {
            return Answer::warn(t!("shesh-besh-nothing-to-undo"));
        };
        if let Err(answer) = self.replan(game, played) {
            return answer;
        }
        let seat = self.turn.as_ref().map_or(WHITE, |t| t.seat);
        self.cursor = place_spot(step.from, seat);
        Answer::Handled
    }
}

/// The first of `spots` after `from` in cursor order, wrapping round.
fn next_in_ring(from: Spot, spots: &[Spot]) -> Option<Spot> {
    if spots.is_empty() {
        return None;
    }
    let mut spot = from;
    for _ in 0..28 {
        spot = step_cursor(spot, 1);
        if spots.contains(&spot) {
            return Some(spot);
        }
    }
    None
}

/// The other seat.
#[must_use]
pub fn other(seat: Seat) -> Seat {
    if seat == WHITE { BLACK } else { WHITE }
}
