//! The screen's state and its update step: the only place that calls the rules.
//!
//! The rules state lives in the [`Table`]; this module keeps the half-built
//! turn beside it (steps played on a preview, the picked checker, the cursor,
//! the status message). A turn reaches the table only when it is confirmed, as
//! the one action [`SheshBesh::turn_for`] returns.

use rules_core::{Game, Seat, Table, ToAct};
use shesh_besh::Phase as Rules;
use shesh_besh::{Action, Event, Place, SheshBesh, Step, board_index};

use crate::games::common;

use super::chronicle::{Chronicle, roll_text};
use super::input::Intent;
use super::layout::{BLACK, Spot, Target, WHITE, flip_cursor, step_cursor};

/// How a status message is shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tone {
    /// News: a pass, a new game.
    Info,
    /// Something the player tried that the rules do not allow.
    Warn,
    /// The Position ID, to be copied.
    Id,
}

/// A status line message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// How to show it.
    pub tone: Tone,
    /// The text.
    pub text: String,
}

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
pub enum Phase {
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

/// The game screen's whole state.
#[derive(Clone, Debug)]
pub struct Play {
    table: Table<SheshBesh>,
    names: [String; 2],
    chronicle: Chronicle,
    turn: Option<TurnUi>,
    cursor: Spot,
    message: Option<Message>,
    /// The Position ID asked for, until the shell takes it for the clipboard.
    copy: Option<String>,
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

/// "6-3", or "the 3" / "the 4 and 4" for what is left of a roll.
fn dice_left_text(dice: (u8, u8), played: &[Step]) -> String {
    let left: Vec<String> = dice_used(dice, played)
        .into_iter()
        .filter(|(_, used)| !used)
        .map(|(v, _)| v.to_string())
        .collect();
    match left.as_slice() {
        _ if played.is_empty() => roll_text(dice),
        [] => roll_text(dice),
        [one] => format!("the {one} left"),
        [init @ .., last] => format!("the {} and {last} left", init.join(", ")),
    }
}

impl Play {
    /// A new match at a table, its names one per seat.
    #[must_use]
    pub fn new(table: Table<SheshBesh>, names: [String; 2]) -> Self {
        Self::with_chronicle(table, names, Chronicle::default())
    }

    /// A resumed match: the table replayed from its record, and the log rebuilt
    /// by applying the same actions to a fresh game.
    ///
    /// # Errors
    /// When an action of the record does not apply (the table's own replay
    /// accepted it, so this means a rules bug).
    pub fn resumed(table: Table<SheshBesh>, names: [String; 2]) -> anyhow::Result<Self> {
        let mut chronicle = Chronicle::default();
        common::replay(&table, |before, action, events| {
            chronicle.note(before, action, events, &names);
        })?;
        Ok(Self::with_chronicle(table, names, chronicle))
    }

    /// A match at a table with its log so far; the seat to act is synced.
    fn with_chronicle(table: Table<SheshBesh>, names: [String; 2], chronicle: Chronicle) -> Self {
        let mut play = Play {
            table,
            names,
            chronicle,
            turn: None,
            cursor: Spot::Point(5),
            message: None,
            copy: None,
        };
        play.sync();
        play
    }

    /// The table.
    #[must_use]
    pub fn table(&self) -> &Table<SheshBesh> {
        &self.table
    }

    /// The committed game.
    #[must_use]
    pub fn game(&self) -> &SheshBesh {
        self.table.game()
    }

    /// Players' names by seat.
    #[must_use]
    pub fn names(&self) -> &[String; 2] {
        &self.names
    }

    /// A seat's name.
    #[must_use]
    pub fn name(&self, seat: Seat) -> &str {
        &self.names[seat.index() & 1]
    }

    /// The log and results.
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

    /// The message of the status line, if one is set.
    #[must_use]
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    /// What the screen waits for.
    #[must_use]
    pub fn phase(&self) -> Phase {
        match self.game().to_act() {
            ToAct::Over => Phase::Over,
            _ if self.chronicle.result_pending => Phase::Result,
            ToAct::Seat(s) => match self.game().phase() {
                Rules::Decide => Phase::Decide(s),
                Rules::Respond => Phase::Respond(s),
                _ => Phase::Move(s),
            },
            ToAct::Chance => Phase::Roll(self.game().mover()),
        }
    }

    /// The position to draw: the final board under a game's result, the preview
    /// during a move, else the table's.
    #[must_use]
    pub fn shown_board(&self) -> &SheshBesh {
        if let Some(board) = self.chronicle.pending().and_then(|r| r.final_board.as_ref()) {
            return board;
        }
        if matches!(self.phase(), Phase::Over)
            && let Some(board) = self.chronicle.results.last().and_then(|r| r.final_board.as_ref())
        {
            return board;
        }
        self.turn.as_ref().map_or(self.game(), |t| &t.preview)
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

    /// The hint shown when no message is set.
    #[must_use]
    pub fn hint(&self) -> String {
        match self.phase() {
            Phase::Over => match self.chronicle.match_winner() {
                Some(w) if self.game().match_to() <= 1 => format!("{} wins the game.", self.name(w)),
                Some(w) => format!("{} wins the match.", self.name(w)),
                None => "The game is over.".to_string(),
            },
            Phase::Result => "Press Enter for the next game.".to_string(),
            Phase::Roll(None) => format!(
                "Game {}: opening roll, press r. Each player rolls one die; the higher starts.",
                self.chronicle.game_number()
            ),
            Phase::Roll(Some(s)) => format!("{} to roll: press r or Space.", self.name(s)),
            Phase::Decide(s) => format!(
                "{} to roll (r or Space), or double to {} (d).",
                self.name(s),
                u32::from(self.game().cube().0) * 2
            ),
            Phase::Respond(s) => format!(
                "{} doubles to {}. {}: take (t) or drop (x)?",
                self.name(other(s)),
                u32::from(self.game().cube().0) * 2,
                self.name(s)
            ),
            Phase::Move(s) => {
                let Some(turn) = &self.turn else { return String::new() };
                let name = self.name(s);
                if let Some(action) = &turn.complete {
                    let moves = self.game().notation(action);
                    format!("{name} plays {moves}: Enter to confirm, u to undo.")
                } else if let Some(from) = turn.selected {
                    format!(
                        "{name}: move {} to a marked point (Enter), Esc to put it back.",
                        place_text(from)
                    )
                } else {
                    format!(
                        "{name} to play {}: pick a checker (Enter or click).",
                        dice_left_text(turn.dice, &turn.played)
                    )
                }
            }
        }
    }

    fn say(&mut self, tone: Tone, text: impl Into<String>) {
        self.message = Some(Message {
            tone,
            text: text.into(),
        });
    }

    /// Applies an action to the table and notes it.
    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, rules_core::RuleError> {
        let before = self.game().clone();
        let events = self.table.apply(action)?;
        self.chronicle.note(&before, action, &events, &self.names);
        Ok(events)
    }

    /// Brings the turn in step with the table: opens a turn when a player is to
    /// move, and passes at once when no step is possible.
    fn sync(&mut self) {
        loop {
            let ToAct::Seat(seat) = self.game().to_act() else {
                self.turn = None;
                return;
            };
            if self.chronicle.result_pending || self.game().phase() != Rules::Move {
                // A cube decision (D3) builds no turn.
                self.turn = None;
                return;
            }
            if self.turn.as_ref().is_some_and(|t| t.seat == seat) {
                return;
            }
            let game = self.game();
            let next = game.legal_steps(&[]);
            if next.is_empty() {
                // No step at all: the turn is lost (rule 7). Play the empty turn now.
                let dice = game.dice().map(roll_text).unwrap_or_default();
                let Some(action) = game.turn_for(&[]).or_else(|| game.legal_actions().into_iter().next()) else {
                    self.say(Tone::Warn, "The rules list no move and no pass.");
                    self.turn = None;
                    return;
                };
                let other = self.name(other(seat)).to_string();
                let text = format!(
                    "{} rolled {dice} and cannot move: the turn passes to {other}.",
                    self.name(seat)
                );
                if let Err(e) = self.apply(&action) {
                    self.say(Tone::Warn, format!("The rules refused the pass: {e}"));
                    self.turn = None;
                    return;
                }
                self.say(Tone::Info, text);
                continue;
            }
            let turn = TurnUi {
                seat,
                dice: game.dice().unwrap_or((0, 0)),
                played: Vec::new(),
                preview: game.clone(),
                complete: None,
                next,
                selected: None,
            };
            self.turn = Some(turn);
            let movable = self.movable();
            if !movable.contains(&self.cursor)
                && let Some(first) = movable.first()
            {
                self.cursor = *first;
            }
            return;
        }
    }

    /// Recomputes the preview and the next steps after `played` changed.
    /// Returns false (and leaves the turn as it was) when the rules refuse.
    fn replan(&mut self, played: Vec<Step>) -> bool {
        let game = self.table.game();
        let preview = match game.position_after(&played) {
            Ok(p) => p,
            Err(e) => {
                self.say(Tone::Warn, format!("Not allowed: {e}"));
                return false;
            }
        };
        let next = game.legal_steps(&played);
        let complete = if next.is_empty() { game.turn_for(&played) } else { None };
        if let Some(turn) = &mut self.turn {
            turn.played = played;
            turn.preview = preview;
            turn.next = next;
            turn.complete = complete;
            turn.selected = None;
        }
        true
    }

    /// Handles one intent. Returns false when it is not for this screen.
    pub fn update(&mut self, intent: Intent) -> bool {
        match self.phase() {
            Phase::Over => false,
            Phase::Result => self.update_result(intent),
            Phase::Roll(_) | Phase::Decide(_) => self.update_roll(intent),
            Phase::Respond(s) => self.update_respond(s, intent),
            Phase::Move(_) => self.update_move(intent),
        }
    }

    /// Answering a double (D3): `t` takes, `x` drops; nothing else plays.
    fn update_respond(&mut self, seat: Seat, intent: Intent) -> bool {
        let action = match intent {
            Intent::Take => Action::Take,
            Intent::DropDouble => Action::Drop,
            Intent::ShowId => {
                self.show_id();
                return true;
            }
            Intent::Cancel | Intent::ClickElsewhere | Intent::Drop(_) => return false,
            Intent::Left | Intent::Right | Intent::Up | Intent::Down | Intent::NextChecker => {
                self.move_cursor(intent);
                return true;
            }
            _ => {
                let name = self.name(seat).to_string();
                self.say(
                    Tone::Warn,
                    format!("{name} answers the double first: t to take, x to drop."),
                );
                return true;
            }
        };
        self.message = None;
        if let Err(e) = self.apply(&action) {
            self.say(Tone::Warn, format!("The rules refused: {e}"));
        }
        self.sync();
        true
    }

    /// `d` or a click on the cube before rolling (D3).
    fn double(&mut self) {
        let game = self.game();
        let Some(seat) = game.mover() else { return };
        if self.phase() != Phase::Decide(seat) {
            let (value, owner) = game.cube();
            let why = if !game.options().cube {
                "This table plays without the doubling cube.".to_string()
            } else if game.is_crawford() {
                "No doubling in the Crawford game.".to_string()
            } else if value >= shesh_besh::MAX_CUBE {
                "The cube is at 64, its highest.".to_string()
            } else if let Some(o) = owner.filter(|&o| o != seat) {
                format!("The cube is {}'s: only its owner may double.", self.name(o))
            } else {
                "A double is offered before rolling.".to_string()
            };
            self.say(Tone::Warn, why);
            return;
        }
        self.message = None;
        if let Err(e) = self.apply(&Action::Double) {
            self.say(Tone::Warn, format!("The rules refused the double: {e}"));
        }
        self.sync();
    }

    fn update_result(&mut self, intent: Intent) -> bool {
        match intent {
            Intent::Primary | Intent::Roll | Intent::Click(_) | Intent::ClickElsewhere => {
                self.chronicle.result_pending = false;
                self.message = None;
                self.sync();
                true
            }
            Intent::ShowId => {
                self.show_id();
                true
            }
            Intent::Cancel | Intent::Drop(_) => false,
            _ => true,
        }
    }

    fn update_roll(&mut self, intent: Intent) -> bool {
        match intent {
            Intent::Primary | Intent::Roll | Intent::Click(Target::Dice) => {
                if let Phase::Decide(_) = self.phase()
                    && let Err(e) = self.apply(&Action::NoDouble)
                {
                    self.say(Tone::Warn, format!("The rules refused the roll: {e}"));
                    return true;
                }
                self.roll();
                true
            }
            Intent::Double | Intent::Click(Target::Cube) if self.game().options().cube => {
                self.double();
                true
            }
            Intent::Take | Intent::DropDouble if self.game().options().cube => {
                self.say(Tone::Warn, "No double is offered.");
                true
            }
            Intent::Double | Intent::Take | Intent::DropDouble | Intent::Click(Target::Cube) => false,
            Intent::Click(Target::Spot(spot)) => {
                self.cursor = spot;
                self.say(Tone::Warn, "Roll first: press r, or click the dice.");
                true
            }
            Intent::Undo => {
                self.say(Tone::Warn, "Nothing to undo: the last turn is confirmed.");
                true
            }
            Intent::ShowId => {
                self.show_id();
                true
            }
            Intent::Cancel | Intent::ClickElsewhere | Intent::Drop(_) => false,
            Intent::Left | Intent::Right | Intent::Up | Intent::Down | Intent::NextChecker => {
                self.move_cursor(intent);
                true
            }
        }
    }

    /// Rolls: the table draws exactly one chance outcome (the opening roll, or
    /// a player's two dice). A drawn tie of the opening roll waits for the next press.
    fn roll(&mut self) {
        // The table resolves chance in a loop; to draw one outcome only, let a
        // copy draw and apply that same outcome here. `Table::apply` keeps the
        // generator in step, so the record replays as if drawn here.
        let mut probe = self.table.clone();
        let done = probe.actions().len();
        probe.resolve_chance();
        let Some(action) = probe.actions().get(done).cloned() else {
            self.say(Tone::Warn, "The dice cannot be rolled now.");
            return;
        };
        self.message = None;
        if let Err(e) = self.apply(&action) {
            self.say(Tone::Warn, format!("The rules refused the roll: {e}"));
            return;
        }
        self.sync();
    }

    fn show_id(&mut self) {
        let id = self.game().position_id();
        // GNU Backgammon's IDs describe a player on roll, so steps not yet confirmed are not in it.
        let note = if self.turn.as_ref().is_some_and(|t| !t.played.is_empty()) {
            " (as the turn began)"
        } else {
            ""
        };
        self.say(Tone::Id, format!("Position ID: {id}{note}"));
        self.copy = Some(id);
    }

    /// The Position ID last asked for, once (the shell copies it to the clipboard).
    pub fn take_copy(&mut self) -> Option<String> {
        self.copy.take()
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

    fn update_move(&mut self, intent: Intent) -> bool {
        let Some(turn) = &self.turn else { return false };
        let selected = turn.selected;
        let complete = turn.complete.is_some();
        match intent {
            Intent::Roll => {
                let dice = roll_text(turn.dice);
                self.say(
                    Tone::Warn,
                    format!("The dice are rolled: {dice}. Play them, then Enter."),
                );
            }
            Intent::Primary if complete => self.confirm(),
            Intent::Primary => {
                let spot = self.cursor;
                self.activate(spot);
            }
            Intent::Click(Target::Dice) => {
                if complete {
                    self.confirm();
                } else {
                    self.say(Tone::Warn, "The turn is not finished: play the dice first.");
                }
            }
            Intent::Click(Target::Spot(spot)) => {
                self.cursor = spot;
                self.activate(spot);
            }
            Intent::ClickElsewhere => return false,
            Intent::Drop(Target::Spot(spot)) => {
                // Released over a destination of the picked checker: a drag and drop.
                // Any other release (the end of a plain click) is nothing.
                if self.destinations().contains(&spot) {
                    self.cursor = spot;
                    self.activate(spot);
                } else {
                    return false;
                }
            }
            Intent::Drop(Target::Dice) => return false,
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
            }
            Intent::Left | Intent::Right | Intent::Up | Intent::Down => self.move_cursor(intent),
            Intent::NextChecker => {
                if let Some(t) = &mut self.turn {
                    t.selected = None;
                }
                self.move_cursor(intent);
            }
            Intent::Undo => self.undo(),
            Intent::Cancel => {
                let Some(from) = selected else { return false };
                if let Some(t) = &mut self.turn {
                    t.selected = None;
                }
                self.cursor = place_spot(from, self.turn.as_ref().map_or(WHITE, |t| t.seat));
                self.message = None;
            }
            Intent::ShowId => self.show_id(),
            Intent::Double | Intent::Take | Intent::DropDouble | Intent::Click(Target::Cube)
                if self.game().options().cube =>
            {
                self.say(
                    Tone::Warn,
                    "The dice are rolled: a double is offered before rolling, and none is offered now.",
                );
            }
            Intent::Double
            | Intent::Take
            | Intent::DropDouble
            | Intent::Click(Target::Cube)
            | Intent::Drop(Target::Cube) => return false,
        }
        true
    }

    /// Enter on a spot, or a click: pick the checker there, or move the picked
    /// checker there, or explain why not.
    fn activate(&mut self, spot: Spot) {
        let Some(turn) = &self.turn else { return };
        let seat = turn.seat;
        let place = spot_place(spot, seat);
        if let (Some(from), Some(to)) = (turn.selected, place) {
            if from == to {
                // The picked checker again: put it back.
                if let Some(t) = &mut self.turn {
                    t.selected = None;
                }
                self.message = None;
                return;
            }
            if let Some(step) = turn.next.iter().find(|s| s.from == from && s.to == to).copied() {
                self.play_step(step);
                return;
            }
        }
        if turn.complete.is_some() {
            self.say(Tone::Warn, "The turn is complete: Enter to confirm, u to undo.");
            return;
        }
        let name = self.name(seat).to_string();
        let Some(place) = place else {
            self.say(Tone::Warn, "No checker of yours there.");
            return;
        };
        if place == Place::Off {
            self.say(Tone::Warn, "Borne-off checkers stay off.");
            return;
        }
        if checkers_at(&turn.preview, spot, seat) == 0 {
            self.say(Tone::Warn, format!("{name} has no checker on {}.", place_name(place)));
            return;
        }
        if !turn.next.iter().any(|s| s.from == place) {
            let text = if turn.preview.bar(seat) > 0 && place != Place::Bar {
                format!("{name} has a checker on the bar: it must enter first.")
            } else {
                format!(
                    "This checker cannot move with {}.",
                    dice_left_text(turn.dice, &turn.played)
                )
            };
            self.say(Tone::Warn, text);
            return;
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
        self.message = None;
    }

    fn play_step(&mut self, step: Step) {
        let Some(turn) = &self.turn else { return };
        let mut played = turn.played.clone();
        played.push(step);
        if self.replan(played) {
            self.message = None;
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
                self.say(
                    Tone::Warn,
                    "The rules found no legal turn with these steps: press u to undo.",
                );
            }
        }
    }

    fn undo(&mut self) {
        let Some(turn) = &self.turn else { return };
        let mut played = turn.played.clone();
        let Some(step) = played.pop() else {
            self.say(Tone::Warn, "Nothing to undo this turn.");
            return;
        };
        if self.replan(played) {
            let seat = self.turn.as_ref().map_or(WHITE, |t| t.seat);
            self.cursor = place_spot(step.from, seat);
            self.message = None;
        }
    }

    fn confirm(&mut self) {
        let Some(action) = self.turn.as_ref().and_then(|t| t.complete) else {
            return;
        };
        match self.apply(&action) {
            Ok(_) => {
                self.turn = None;
                self.message = None;
                self.sync();
            }
            Err(e) => self.say(Tone::Warn, format!("The rules refused the turn: {e}")),
        }
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

/// A place as a player reads it: "the bar", "point 13", "off".
#[must_use]
pub fn place_text(place: Place) -> String {
    match place {
        Place::Bar => "the checker on the bar".to_string(),
        Place::Point(p) => format!("the checker on {p}"),
        Place::Off => "off".to_string(),
    }
}

/// A place by name: "the bar", "13", "off".
#[must_use]
pub fn place_name(place: Place) -> String {
    match place {
        Place::Bar => "the bar".to_string(),
        Place::Point(p) => p.to_string(),
        Place::Off => "off".to_string(),
    }
}

/// The other seat.
#[must_use]
pub fn other(seat: Seat) -> Seat {
    if seat == WHITE { BLACK } else { WHITE }
}
