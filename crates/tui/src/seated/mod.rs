//! The one seated screen every game is played on. [`Seated`] owns what every
//! game's screen shares: the table and the seat names, the log (scrollable
//! with PgUp/PgDn and the wheel), the message line, the too-small check,
//! the pass-the-device curtain and who holds the device (for [`Private`]
//! games), chance drawn from the seed, and **confirm / undo**: the action a
//! screen's state describes ([`GameScreen::choice`]) is previewed and reaches
//! the table only when confirmed (Enter, Space, a second click), and is
//! handed back before that (u, Backspace, Esc). The shell autosaves whenever
//! the table has moved on ([`Session::actions_played`]).
//!
//! A game's screen ([`GameScreen`]) supplies only its drawing, its layout, how
//! keys and clicks narrow the legal actions to one, its log lines and its
//! summary. Every game also gets a line to type an action in its notation
//! (`:`, [`Notation`]). See `docs/screens.md` for a guide.

mod bots;
pub mod computer;
mod log;
mod message;
mod remote;
mod screen;
mod seeing;
mod typed;

#[cfg(test)]
mod tests;

pub use log::{Log, LogLine, LogPanel, PAGE};
pub use message::{Message, Tone, draw_line, line_rows};
pub use screen::{ActionOf, Answer, GameScreen, Scene, ViewOf, curtained, english_reason, seeing_fits};
pub use seeing::{Open, Private, Public, Seeing};
pub use typed::Notation;

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, MouseEvent, MouseEventKind};
use ratatui::layout::{Alignment, Rect};
use ratatui::widgets::{Paragraph, Widget};
use rules_core::{Game, Outcome, PerSeat, Record, Seat, Table, ToAct};

use crate::keys::{self, Binding, hidden, paired, quiet};
use crate::seats::{Pace, SeatKind};
use crate::session::{KeyHelp, Reply, Session, Summary};
use bots::Players;

/// What the session's own keys do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Own {
    /// Apply the choice waiting.
    Confirm,
    /// Hand the choice back.
    TakeBack,
    /// Older log entries.
    Older,
    /// Newer log entries.
    Newer,
    /// What "hard" would play here (a person's turn).
    Hint,
    /// Pause or go on watching a game of computers.
    Pause,
    /// One move while paused.
    Step,
}

/// The session's keys while a choice waits for its confirmation.
const CHOICE_KEYS: &[Binding<Own>] = &[
    paired(
        quiet(
            &[KeyCode::Enter, KeyCode::Char(' ')],
            "Enter/Space",
            "table-key-confirm-choice",
            Own::Confirm,
        ),
        ("Enter", "table-key-confirm"),
    ),
    paired(
        quiet(
            &[KeyCode::Char('u'), KeyCode::Backspace, KeyCode::Esc],
            "u/Backspace/Esc",
            "table-key-take-back-choice",
            Own::TakeBack,
        ),
        ("u", "table-key-take-back"),
    ),
];

/// The session's keys at any time (when the game does not use them).
const LOG_KEYS: &[Binding<Own>] = &[
    paired(
        quiet(&[KeyCode::PageUp], "PgUp/PgDn", "table-key-scroll-log", Own::Older),
        ("PgUp/PgDn", "table-key-log"),
    ),
    hidden(&[KeyCode::PageDown], Own::Newer),
];

/// The hint key, on a person's turn at a game with computer players.
const HINT_KEYS: &[Binding<Own>] = &[paired(
    quiet(&[KeyCode::Char('h')], "h", "table-key-hint-help", Own::Hint),
    ("h", "table-key-hint"),
)];

/// The keys of a game the computers play alone (the family watches).
const WATCH_KEYS: &[Binding<Own>] = &[
    paired(
        quiet(&[KeyCode::Char('w')], "w", "table-key-pause-help", Own::Pause),
        ("w", "table-key-pause"),
    ),
    paired(
        quiet(&[KeyCode::Char('.')], ".", "table-key-step-help", Own::Step),
        (".", "table-key-step"),
    ),
];

/// A game at the table, on its screen `S`.
#[derive(Clone, Debug)]
pub struct Seated<S: GameScreen> {
    table: Table<S::Game>,
    /// The names as given (saved as they are).
    names: Vec<String>,
    /// The names as the log and the messages say them: a computer's
    /// default name in the interface's language ([`crate::seats::spoken`]).
    spoken: Vec<String>,
    /// The names as the screen draws them: computers' default names short
    /// ("Computer 2"), so two never read the same when cut.
    labels: Vec<String>,
    screen: S,
    log: Log,
    message: Option<Message>,
    /// The seat that last took the device (private games only).
    holder: Option<Seat>,
    /// Text to copy, until the shell takes it.
    copy: Option<String>,
    /// Players' actions applied so far (chance not counted): the move number.
    moves: usize,
    /// Who plays each seat, and the computers' turn under way.
    players: Players<S::Game>,
    /// Shown in a replay: nothing is offered that would play (no hint).
    replay: bool,
    /// The typed-notation line, while open: the text typed so far.
    typed: Option<String>,
    /// What each player at their own screen (`majlis host`) has chosen and
    /// been told, by seat.
    asides: Vec<remote::Aside<S>>,
    /// The seat whose player's key is being carried out (`majlis host`).
    acting_as: Option<Seat>,
    /// The language the log is written in (the host's).
    log_lang: crate::i18n::Lang,
    /// The log in the other languages players at their own screens read.
    logs: Vec<(crate::i18n::Lang, Log)>,
}

impl<S: GameScreen> Seated<S> {
    /// A new game at `table` (chance not yet drawn), names one per seat.
    #[must_use]
    pub fn new(table: Table<S::Game>, names: Vec<String>) -> Self {
        Self::with_seats(table, names, &[])
    }

    /// A new game at `table` with these seats (missing ones are people's; a
    /// computer's seat of a game without computers is a person's). Computers
    /// start thinking at the first [`Session::tick`].
    #[must_use]
    pub fn with_seats(table: Table<S::Game>, names: Vec<String>, seats: &[SeatKind]) -> Self {
        let mut seated = Self::fresh(table, names, seats);
        seated.settle();
        seated
    }

    /// The session around a table, nothing noted, nobody holding the device.
    fn fresh(table: Table<S::Game>, names: Vec<String>, seats: &[SeatKind]) -> Self {
        // The game's words come with its table.
        crate::i18n::add(S::MESSAGES);
        const {
            assert!(
                seeing_fits::<S>(),
                "the screen's Seeing does not fit what its game's description says it hides"
            );
        }
        let players = Players::new(names.len(), seats);
        // One person among computers holds the device from the start: no
        // curtain ever comes between them and the computers.
        let holder = players
            .sole_person()
            .filter(|_| curtained::<S>() && players.seats.len() > 1);
        Seated {
            players,
            table,
            labels: crate::seats::labels(&names),
            spoken: crate::seats::spoken_names(&names),
            names,
            screen: S::default(),
            log: Log::default(),
            message: None,
            holder,
            copy: None,
            moves: 0,
            replay: false,
            typed: None,
            asides: Vec::new(),
            acting_as: None,
            log_lang: crate::i18n::lang(),
            logs: Vec::new(),
        }
    }

    /// A saved game: the table replayed from its record, the log rebuilt by
    /// noting the same actions on a fresh game. The seat to act takes the
    /// device anew.
    ///
    /// # Errors
    /// When the record is not this game's or does not replay.
    pub fn resumed(record: &Record<S::Game>, names: Vec<String>) -> anyhow::Result<Self> {
        Self::resumed_with_seats(record, names, &[])
    }

    /// A saved game with its seats' kinds (an empty list: every seat a
    /// person's, as saves before computer players were).
    ///
    /// # Errors
    /// When the record is not this game's or does not replay.
    pub fn resumed_with_seats(
        record: &Record<S::Game>,
        names: Vec<String>,
        seats: &[SeatKind],
    ) -> anyhow::Result<Self> {
        let table = Table::replay(record)?;
        let mut game = S::Game::new_game(record.players, &record.options)?;
        let mut seated = Self::fresh(Table::from_state(game.clone(), record.seed), names, seats);
        let mut last = None;
        for (index, action) in table.actions().iter().enumerate() {
            let before = game.clone();
            let events = game
                .apply(action)
                .map_err(|e| anyhow::anyhow!("action {index} ({action}) of the save: {e}"))?;
            last = before.to_act().seat().or(last);
            seated.moves += usize::from(before.to_act().seat().is_some());
            seated
                .screen
                .note(&before, action, &events, &seated.spoken, seated.log.write());
        }
        seated.table = table;
        if curtained::<S>() && seated.table.game().to_act() == ToAct::Over {
            // A finished game (a replay's last step): nothing is secret any
            // more, and nobody will take the device; the last to act holds it.
            seated.holder = seated.holder.or(last);
        }
        seated.settle();
        Ok(seated)
    }

    /// The table.
    #[must_use]
    pub fn table(&self) -> &Table<S::Game> {
        &self.table
    }

    /// The game as it stands (committed actions only).
    #[must_use]
    pub fn game(&self) -> &S::Game {
        self.table.game()
    }

    /// The screen's own state.
    #[must_use]
    pub fn screen(&self) -> &S {
        &self.screen
    }

    /// The log.
    #[must_use]
    pub fn log(&self) -> &Log {
        &self.log
    }

    /// The message on the message line, if one is set.
    #[must_use]
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    /// The seat holding the device (private games; `None` before anyone took it).
    #[must_use]
    pub fn holder(&self) -> Option<Seat> {
        self.holder
    }

    /// The seat whose sight the screen draws: in a private game the one
    /// holding the device — also while a computer acts, so the person sees
    /// their own cards meanwhile — and none before anyone took it or while
    /// the curtain waits for the next person (the holder's cards are not
    /// theirs to see); in an open game any.
    fn sight_seat(&self) -> Option<Seat> {
        if curtained::<S>() {
            self.holder.filter(|_| self.curtain().is_none())
        } else {
            Some(self.table.game().to_act().seat().unwrap_or(Seat(0)))
        }
    }

    /// The scene the screen sees now; `None` in a private game while no seat
    /// holds the device or the curtain is up.
    #[must_use]
    pub fn scene(&self) -> Option<Scene<'_, S>> {
        let holder = self.sight_seat()?;
        Some(
            Scene::new(
                &self.table,
                &self.labels,
                &self.players.seats,
                holder,
                &self.log,
                self.message.as_ref(),
            )
            .with_shown(self.shown_move())
            .with_typed(self.typed.as_deref()),
        )
    }

    /// The choice waiting for confirmation, if any.
    #[must_use]
    pub fn choice(&self) -> Option<ActionOf<S>> {
        let scene = self.scene()?;
        self.screen.choice(&scene)
    }

    /// The seats' kinds, one per seat.
    #[must_use]
    pub fn seats(&self) -> &[SeatKind] {
        &self.players.seats
    }

    /// Whether a person plays `seat` (a computer's seat never gets the
    /// curtain: its turns pass without one).
    fn is_person(&self, seat: Seat) -> bool {
        self.players.level(seat).is_none()
    }

    /// Whether a person at this device plays `seat` (not a computer, not a
    /// player at their own screen): only they get the curtain.
    fn is_here(&self, seat: Seat) -> bool {
        crate::seats::kind_of(&self.players.seats, seat.index()) == SeatKind::Human
    }

    /// Whether the game offers hints: it has computers and is played, not
    /// replayed.
    fn offers_hints(&self) -> bool {
        self.players.computers.is_some() && !self.replay
    }

    /// Whether the hint key works now: a game with computers, a person's
    /// turn (the holder's own, in a private game), no computer playing.
    fn hint_key_works(&self) -> bool {
        let Some(seat) = self.table.game().to_act().seat() else {
            return false;
        };
        self.offers_hints() && self.is_person(seat) && (!curtained::<S>() || self.holder == Some(seat))
    }

    /// Runs `f` on the screen with the scene, if there is one.
    fn with_screen<R>(&mut self, f: impl FnOnce(&mut S, &Scene<'_, S>) -> R) -> Option<R> {
        let holder = self.sight_seat()?;
        let scene = Scene::new(
            &self.table,
            &self.labels,
            &self.players.seats,
            holder,
            &self.log,
            self.message.as_ref(),
        )
        .with_typed(self.typed.as_deref());
        Some(f(&mut self.screen, &scene))
    }

    /// Puts the screen where it shows `action` (of the seat to act) chosen,
    /// as the person's own choice of it would be, at its last picture,
    /// waiting for its confirmation: a hint, a play typed in notation.
    /// Returns whether the screen shows it as the choice waiting.
    fn stage(&mut self, action: &ActionOf<S>) -> bool {
        let frames = self
            .with_screen(|screen, scene| screen.frames(scene, action))
            .unwrap_or(1)
            .max(1);
        self.with_screen(|screen, scene| screen.refresh(scene));
        let shown = self
            .with_screen(|screen, scene| screen.show(scene, action, frames))
            .unwrap_or(false);
        shown && self.choice().as_ref() == Some(action)
    }

    /// Applies an action to the table and notes it in the log.
    fn apply(&mut self, action: &ActionOf<S>) -> bool {
        let before = self.table.game().clone();
        match self.table.apply(action) {
            Ok(events) => {
                self.moves += usize::from(before.to_act().seat().is_some());
                self.note_elsewhere(&before, action, &events);
                // In the log's own language, whoever's key played it.
                let _words = crate::session::Speaking::lang(self.log_lang);
                self.screen
                    .note(&before, action, &events, &self.spoken, self.log.write());
                true
            }
            Err(e) => {
                let reason = match &e {
                    rules_core::RuleError::Illegal { reason, .. } => reason.clone(),
                    other => other.to_string(),
                };
                let notation = before.notation(action);
                self.message = Some(Message::warn(match S::reason(&reason) {
                    Some(reason) => crate::t!("table-rules-refused", notation = notation, reason = reason),
                    None => crate::t!("table-rules-refused-plain", notation = notation),
                }));
                false
            }
        }
    }

    /// Draws exactly one outcome of the chance point from the table's seed and
    /// applies it. (The table resolves chance in a loop; a copy draws, and the
    /// same outcome is applied here so it is noted. `Table::apply` keeps the
    /// generator in step, so the record replays as if drawn here.)
    fn draw_chance(&mut self) -> bool {
        let mut probe = self.table.clone();
        let done = probe.actions().len();
        probe.resolve_chance();
        match probe.actions().get(done).cloned() {
            Some(action) => self.apply(&action),
            None => false,
        }
    }

    /// Brings the table to a point where a person acts: chance the screen does
    /// not roll by hand is drawn, turns with no choice are played (with the
    /// screen's word for why); then the screen starts afresh.
    fn settle(&mut self) {
        // The table moves on: a line typed for the position before closes.
        self.typed = None;
        // Bounded: a game whose chance or forced moves never end must not
        // hang the screen.
        for _ in 0..10_000 {
            match self.table.game().to_act() {
                ToAct::Chance if !self.rolls_by_hand() => {
                    if !self.draw_chance() {
                        break;
                    }
                }
                ToAct::Seat(seat) => {
                    if curtained::<S>() && self.holder != Some(seat) {
                        if self.is_here(seat) {
                            // The curtain comes; the screen starts afresh when the seat takes the device.
                            return;
                        }
                        if self.players.any_person() {
                            // A computer's turn: the person holding the device
                            // keeps it (and sees only their own hand); the
                            // computer thinks at the next tick.
                            break;
                        }
                        // Only computers: the watchers see the seat to act.
                        self.holder = Some(seat);
                    }
                    let forced = self.with_screen(|screen, scene| screen.forced(scene)).flatten();
                    let Some((action, why)) = forced else { break };
                    if !self.apply(&action) {
                        break;
                    }
                    self.message = Some(Message::info(why));
                }
                _ => break,
            }
        }
        self.with_screen(|screen, scene| screen.refresh(scene));
    }

    /// Applies the choice waiting, if any (a person's: a computer's move
    /// shown is played by the session, not by a key).
    fn confirm(&mut self) {
        if self.computer_busy() {
            return;
        }
        let Some(action) = self.choice() else { return };
        self.message = None;
        if self.apply(&action) {
            self.settle();
        }
    }

    /// Carries out a screen's answer.
    fn carry_out(&mut self, answer: Answer<ActionOf<S>>) -> Reply {
        match answer {
            Answer::Ignored => return Reply::Ignored,
            Answer::Handled => self.message = None,
            Answer::Say(message) => self.message = Some(message),
            Answer::Copy(message, text) => {
                self.message = Some(message);
                self.copy = Some(text);
            }
            Answer::Confirm => self.confirm(),
            Answer::Roll { first } => {
                self.message = None;
                if let Some(first) = first
                    && !self.apply(&first)
                {
                    return Reply::Handled;
                }
                if self.table.game().to_act() == ToAct::Chance {
                    self.draw_chance();
                } else {
                    self.message = Some(Message::warn(crate::t!("table-cannot-roll")));
                }
                self.settle();
            }
        }
        Reply::Handled
    }

    /// The session's own key, when a choice waits or the game left the key.
    fn own_key(&mut self, table: &[Binding<Own>], key: &KeyEvent) -> Reply {
        match keys::lookup(table, key) {
            Some(Own::Confirm) => self.confirm(),
            Some(Own::TakeBack) => {
                self.message = None;
                self.with_screen(|screen, scene| screen.take_back(scene));
            }
            Some(Own::Older) => {
                self.log.scroll(isize::try_from(PAGE).unwrap_or(1));
            }
            Some(Own::Newer) => {
                self.log.scroll(-isize::try_from(PAGE).unwrap_or(1));
            }
            Some(Own::Hint) => self.ask_hint(),
            Some(Own::Pause) => self.toggle_pause(),
            Some(Own::Step) => self.step_once(),
            None => return Reply::Ignored,
        }
        Reply::Handled
    }
}

impl<S: GameScreen> Session for Seated<S> {
    fn game_id(&self) -> &'static str {
        S::Game::ID
    }

    fn names(&self) -> &[String] {
        &self.names
    }

    fn min_size(&self) -> (u16, u16) {
        S::min_size(self.names.len())
    }

    fn draw(&self, frame: &mut Frame, area: Rect) {
        // The players' names read as units wherever they are drawn, and so
        // does the text being typed with its cursor.
        match &self.typed {
            Some(text) => crate::bidi::set_names(&[self.names.clone(), vec![typed::with_cursor(text)]].concat()),
            None => crate::bidi::set_names(&self.names),
        }
        let (w, h) = self.min_size();
        if area.width < w || area.height < h {
            // The shell says so for the whole terminal; this is for a caller
            // that draws the game alone in a smaller area.
            let text = crate::t!(
                "table-too-small",
                game = game_title::<S>(),
                width = w,
                height = h,
                have_width = area.width,
                have_height = area.height
            );
            let y = area.y + area.height / 2;
            crate::bidi::Visual(Paragraph::new(text).alignment(Alignment::Center)).render(
                Rect::new(area.x, y, area.width, 1).intersection(area),
                frame.buffer_mut(),
            );
            return;
        }
        match self.scene() {
            Some(scene) => self.screen.draw(&scene, frame.buffer_mut(), area),
            // Nobody holds the device yet: nothing of the table is shown.
            None => {
                if let Some(seat) = self.curtain() {
                    let name = crate::text::name(&self.spoken, seat);
                    // The shell draws its own curtain with its guard; a caller
                    // drawing the session alone has no guard to wait for.
                    crate::overlays::curtain::draw(frame, area, name, true);
                } else if let Some(seat) = self.computer_to_act().map(|(seat, _)| seat).or(self.remote_to_act()) {
                    // A computer (or a player at their own screen) plays
                    // before any person here has taken the device.
                    let name = crate::text::name(&self.spoken, seat);
                    let y = area.y + area.height / 2;
                    let row = Rect::new(area.x, y, area.width, 1).intersection(area);
                    crate::bidi::Visual(
                        Paragraph::new(crate::t!("table-playing", name = name)).alignment(Alignment::Center),
                    )
                    .render(row, frame.buffer_mut());
                }
            }
        }
    }

    fn on_key(&mut self, key: KeyEvent, _area: Rect) -> Reply {
        if !keys::is_plain_press(&key) {
            return Reply::Ignored;
        }
        if self.players.watching() && self.own_key(WATCH_KEYS, &key) == Reply::Handled {
            return Reply::Handled;
        }
        if self.computer_busy() || self.remote_elsewhere() {
            // A computer's turn (or a player's at their own screen): the
            // game's own keys wait; the log scrolls, and the shell's keys
            // (help, leave) work as ever.
            return self.own_key(LOG_KEYS, &key);
        }
        if self.typed.is_some() {
            return self.typed_key(&key);
        }
        if self.choice().is_some() && self.own_key(CHOICE_KEYS, &key) == Reply::Handled {
            return Reply::Handled;
        }
        if self.open_typed(&key) == Reply::Handled {
            return Reply::Handled;
        }
        let Some(answer) = self.with_screen(|screen, scene| screen.on_key(scene, key)) else {
            return Reply::Ignored;
        };
        match self.carry_out(answer) {
            Reply::Ignored if self.offers_hints() && self.own_key(HINT_KEYS, &key) == Reply::Handled => Reply::Handled,
            Reply::Ignored => self.own_key(LOG_KEYS, &key),
            handled => handled,
        }
    }

    fn on_mouse(&mut self, mouse: MouseEvent, area: Rect) -> Reply {
        if matches!(mouse.kind, MouseEventKind::Down(_)) {
            // A click chooses by pointing: the line typed goes.
            self.typed = None;
        }
        // During a computer's turn only the wheel works (on the log).
        let answer = if self.computer_busy() || self.remote_elsewhere() {
            Some(Answer::Ignored)
        } else {
            self.with_screen(|screen, scene| screen.on_mouse(scene, mouse, area))
        };
        let Some(answer) = answer else {
            return Reply::Ignored;
        };
        match self.carry_out(answer) {
            Reply::Ignored => {
                let by = match mouse.kind {
                    MouseEventKind::ScrollUp => 1,
                    MouseEventKind::ScrollDown => -1,
                    _ => return Reply::Ignored,
                };
                self.log.scroll(by);
                Reply::Handled
            }
            handled => handled,
        }
    }

    fn keys(&self) -> KeyHelp {
        let mut rows: Vec<_> = keys::help_pairs(<S::Intent as keys::Intents>::BINDINGS).collect();
        rows.push((":", S::NOTATION.does));
        rows.push(("click", <S::Intent as keys::Intents>::CLICK));
        rows.extend(keys::help_pairs(CHOICE_KEYS));
        rows.extend(keys::help_pairs(LOG_KEYS));
        rows.push(("wheel", "table-key-scroll-log"));
        if self.offers_hints() {
            rows.extend(keys::help_pairs(HINT_KEYS));
        }
        if self.players.watching() {
            rows.extend(keys::help_pairs(WATCH_KEYS));
        }
        let mut bar: Vec<(&'static str, &'static str)> = Vec::new();
        if self.players.watching() {
            bar.extend(keys::bar_pairs(WATCH_KEYS));
        }
        if self.computer_busy() || self.remote_elsewhere() {
            // The computer (or a player at their own screen) plays: only
            // what works now is offered.
            bar.extend(keys::bar_pairs(LOG_KEYS));
            return KeyHelp { rows, bar };
        }
        if self.choice().is_some() {
            bar.extend(keys::bar_pairs(CHOICE_KEYS));
        }
        if self.hint_key_works() {
            // Before the game's own keys, so an 80-column bar always has it
            // (the game's others are all in the help).
            bar.extend(keys::bar_pairs(HINT_KEYS));
        }
        // With a choice waiting, its keys confirm and take back: the game's
        // own meaning for the same keys ("Enter/Space" too) is not shown beside them.
        let taken: Vec<&str> = bar.iter().map(|(k, _)| *k).collect();
        let mut own = match self.scene() {
            Some(scene) => self.screen.bar(&scene),
            None => keys::bar_pairs(<S::Intent as keys::Intents>::BINDINGS).collect(),
        };
        if S::NOTATION.in_bar {
            own.push((":", S::NOTATION.does));
        }
        bar.extend(
            own.into_iter()
                .filter(|(k, _)| !k.split('/').any(|key| taken.contains(&key))),
        );
        bar.extend(keys::bar_pairs(LOG_KEYS));
        KeyHelp { rows, bar }
    }

    fn rules_text(&self) -> &'static str {
        S::RULES.current()
    }

    fn curtain(&self) -> Option<Seat> {
        if !curtained::<S>() {
            return None;
        }
        // A person's turn while another holds the device, or while the
        // screen keeps the holder's own cards covered.
        let seat = self.table.game().to_act().seat()?;
        let passing = self.holder != Some(seat);
        let covered = !passing && self.screen.cover() == Some(seat);
        ((passing || covered) && self.is_here(seat)).then_some(seat)
    }

    fn take_device(&mut self) {
        if let Some(seat) = self.curtain() {
            if self.holder == Some(seat) {
                self.screen.lift_cover();
            }
            self.holder = Some(seat);
            self.message = None;
            self.settle();
        }
    }

    fn is_over(&self) -> bool {
        self.table.game().to_act() == ToAct::Over && !self.screen.showing_the_end()
    }

    fn game_over(&self) -> bool {
        self.table.game().to_act() == ToAct::Over
    }

    fn summary(&self) -> Summary {
        let game = self.table.game();
        // Before the end (the results never show it) nobody has won.
        let outcome = game.outcome().unwrap_or_else(|| Outcome {
            scores: PerSeat::filled(game.players(), 0),
            winners: Vec::new(),
        });
        // Short labels: "Computer 2 wins", never two computers read the same.
        let names = &self.labels;
        Summary {
            headline: self.screen.headline(game, names, &outcome),
            details: self.screen.details(game, names),
            scores: self.screen.scores(game, &outcome),
            winners: outcome.winners,
        }
    }

    fn record_json(&self) -> serde_json::Value {
        serde_json::to_value(self.table.record()).unwrap_or(serde_json::Value::Null)
    }

    fn take_copy(&mut self) -> Option<String> {
        self.copy.take()
    }

    fn actions_played(&self) -> usize {
        self.table.actions().len()
    }

    fn progress(&self) -> String {
        self.screen.progress(self.table.game(), &self.spoken, self.moves)
    }

    fn unconfirmed(&self) -> Option<String> {
        if self.computer_busy() {
            // A computer's move shown is not the family's to lose.
            return None;
        }
        let scene = self.scene()?;
        self.screen.unconfirmed(&scene)
    }

    fn final_size(&self) -> Option<(u16, u16)> {
        S::final_size(self.names.len())
    }

    fn draw_final(&self, frame: &mut Frame, area: Rect) {
        self.screen
            .draw_final(self.table.game(), &self.labels, frame.buffer_mut(), area);
    }

    fn set_note(&mut self, note: Option<String>) {
        self.message = note.map(Message::info);
    }

    fn replaying(&mut self) {
        self.replay = true;
    }

    fn seats(&self) -> Vec<SeatKind> {
        self.players.seats.clone()
    }

    fn uncover(&mut self) {
        self.screen.uncover();
    }

    fn moves(&self) -> usize {
        self.moves
    }

    fn set_pace(&mut self, pace: Pace) {
        self.players.pace = pace;
    }

    fn tick(&mut self, now: std::time::Instant) -> bool {
        let changed = self.tick_computers(now);
        self.refresh_asides();
        changed
    }

    fn draw_as(&self, seat: Seat, frame: &mut Frame, area: Rect) {
        self.draw_seat(seat, frame, area);
    }

    fn on_key_as(&mut self, seat: Seat, key: KeyEvent, area: Rect) -> Reply {
        self.key_of_seat(seat, key, area)
    }

    fn on_mouse_as(&mut self, seat: Seat, mouse: MouseEvent, area: Rect) -> Reply {
        self.mouse_of_seat(seat, mouse, area)
    }

    fn speak_to(&mut self, seat: Seat, lang: crate::i18n::Lang) {
        self.speak_to_seat(seat, lang);
    }

    fn keys_as(&mut self, seat: Seat) -> KeyHelp {
        self.keys_of_seat(seat)
    }

    fn set_seat(&mut self, seat: Seat, kind: SeatKind) -> bool {
        self.change_seat(seat, kind)
    }

    fn to_act(&self) -> Option<Seat> {
        self.table.game().to_act().seat()
    }

    fn busy(&self) -> bool {
        let waiting_watchers = self.players.watching() && !self.players.paused && self.screen.waiting();
        let chance = self.table.game().to_act() == ToAct::Chance && !self.rolls_by_hand();
        // Watchers wait for a screen that shows the end too (Toki's last round).
        waiting_watchers
            || (self.table.game().to_act() != ToAct::Over
                && (self.computer_busy() || chance || !matches!(self.players.turn, bots::Turn::Idle)))
    }
}

/// The game's name in the interface's language (its `<id>-title` message),
/// else its Latin name.
fn game_title<S: GameScreen>() -> String {
    let id = format!("{}-title", S::Game::ID);
    if crate::i18n::has(&id) {
        crate::i18n::tr(&id, &[])
    } else {
        S::Game::DESCRIPTION.latin.to_owned()
    }
}
