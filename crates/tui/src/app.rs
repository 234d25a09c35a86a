//! The app state machine: picker → setup → game → results, with the help, leave
//! and curtain overlays. State changes only in [`App::handle`]; [`App::draw`] takes
//! `&self`. Screens never reach into each other: they return a [`Request`] that the
//! app carries out.
//!
//! The curtain holds: a key or click that comes before a curtain has been up,
//! untouched, for its moment ([`curtain::Guard`]) is ignored, however the
//! curtain came (a move, a computer's turn, a continued game, an overlay put
//! away, a resize). Events carry their time ([`App::handle_at`],
//! [`App::tick_at`]), so tests give exact moments.
//!
//! Leaving a game: `q` or Esc asks "Leave the game?". Both ways out save the game
//! first — "Save, to picker" (`p`, the default) and "Save and quit" (`q`, so `q q`
//! leaves Majlis from a game) — and Esc keeps playing. Control-C saves and quits at
//! once from anywhere. If saving fails, the question comes back with the error and
//! offers to leave without saving. The picker then offers "Continue".
//!
//! Besides, every action the game applies (a roll, a confirmed turn, a game's end
//! within a match) is autosaved at once, so closing the window or a crash loses
//! at most a turn's unconfirmed steps; a failed autosave shows in the key bar and
//! is tried again at the next action. Each game has its own save file on the
//! shelf (a new game claims one at its first action), so several games can be
//! in progress at once; a finished game's save is removed and its record kept
//! in the history, which the picker's Results page lists and replays.

use std::time::Instant;

use ratatui::Frame;
use ratatui::crossterm::event::{Event, KeyEvent, KeyEventKind, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use serde_json::Value;

use crate::checks::{Checks, Job, Verdict};
use crate::chrome;
use crate::clock::Stamp;
use crate::history::{HistoryStore, Kept};
use crate::i18n::game_words;
use crate::keys::{self, Intent};
use crate::overlays::confirm::Confirm;
use crate::overlays::delete::Delete;
use crate::overlays::help::{Help, HelpContent};
use crate::overlays::{curtain, too_small};
use crate::registry::Registered;
use crate::request::{Exit, NewGame, Request};
use crate::save::{Failure, SaveProblem, SaveStore, Saved};
use crate::screens::game::Playing;
use crate::screens::picker::{Page, PastGame, Picker, SavedGame};
use crate::screens::replay::Replay;
use crate::screens::results::Results;
use crate::screens::setup::Setup;
use crate::seats::{Pace, SeatKind};
use crate::session::Reply;

/// Where new games' seeds come from. `run` draws them with
/// [`crate::fresh_seed`]; tests give a fixed sequence, so the app itself is
/// deterministic.
pub type Seeds = Box<dyn FnMut() -> u64>;

/// What the app is doing under any overlay: picking a game, setting one up,
/// playing, showing results or replaying (a game's own screen is its
/// `Screen`, inside [`Mode::Game`]).
#[derive(Debug)]
pub enum Mode {
    /// The game picker.
    Picker(Picker),
    /// The setup of a new game.
    Setup(Setup),
    /// A game in progress.
    Game(Playing),
    /// A finished game.
    Results(Results),
    /// A finished game replayed from the history.
    Replay(Replay),
}

/// An overlay over the screen.
#[derive(Debug)]
pub enum Overlay {
    /// Keys and rules.
    Help(Help),
    /// "Leave the game?"
    Confirm(Confirm),
    /// "Delete the saved game?"
    Delete(Delete),
}

/// What the family sees on top, for tests and the main loop.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Showing {
    /// The game picker.
    Picker,
    /// The setup screen.
    Setup,
    /// A game.
    Game,
    /// A game behind the pass-the-device curtain.
    Curtain,
    /// The results.
    Results,
    /// A replay of a finished game.
    Replay,
    /// The delete-a-saved-game question.
    Delete,
    /// The help overlay.
    Help,
    /// The leave-the-game question.
    Confirm,
    /// The terminal-too-small message.
    TooSmall,
}

/// A key and what it does, as the key bar shows it.
type KeyPair = (String, String);

/// The whole front-end's state.
pub struct App {
    games: &'static [Registered],
    store: SaveStore,
    history: HistoryStore,
    /// The clock and zone the picker's dates are read in, when fixed (tests).
    clock: Option<(Stamp, jiff::tz::TimeZone)>,
    seeds: Seeds,
    area: Rect,
    screen: Mode,
    overlay: Option<Overlay>,
    quit: bool,
    /// Text a game asked to copy, until the main loop sends it to the clipboard.
    copy: Option<String>,
    /// How computer players play on screen (pause, time cap).
    pace: Pace,
    /// The picker's records being checked off the screen's thread.
    checks: Option<Checks>,
    /// How long the picker waits for its checks before it is drawn (`None`: all).
    check_wait: Option<std::time::Duration>,
    /// Finished games' records found sound in this run (file, length,
    /// time), with their headlines in each language they were worded in, so
    /// a return to the picker replays only new ones (or ones not yet worded
    /// in the picker's language).
    sound: std::collections::HashMap<FileKey, Vec<(crate::i18n::Lang, Option<String>)>>,
    /// The curtain on screen and since when it has been up untouched: it
    /// takes no key or click before its moment has passed.
    curtain: Option<curtain::Guard>,
    /// The latest time the app was told of (an event, a tick): the curtain's
    /// guard is drawn as it stands then.
    now: Instant,
    /// Where the language chosen on the picker is remembered (`None`: not).
    config: Option<crate::i18n::config::ConfigStore>,
    /// A config set aside at start, told when the picker next opens (a
    /// game started from the command line is on screen first).
    config_notice: Option<String>,
    /// Whether the table is hosted (`majlis host`): setup offers seats
    /// joined by SSH.
    hosting: bool,
}

/// How long to wait for the picker's checks.
#[derive(Copy, Clone, Debug)]
enum Wait {
    /// Not at all: those come back already.
    Not,
    /// Until then (`None`: until every one is back).
    For(Option<std::time::Instant>),
}

/// How long the terminal's picker waits for its records' checks before it
/// is drawn; the rest fill in as they come back.
pub const CHECK_WAIT: std::time::Duration = std::time::Duration::from_millis(400);

impl std::fmt::Debug for App {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("App")
            .field("area", &self.area)
            .field("screen", &self.screen)
            .field("overlay", &self.overlay)
            .field("quit", &self.quit)
            .finish_non_exhaustive()
    }
}

impl App {
    /// An app on the picker, for a terminal of `size` (columns, rows). `games` is
    /// normally [`crate::games::SCREENS`]. The picker waits for every record's
    /// check, so what it shows never depends on the machine's speed (tests,
    /// scripts); a terminal's app waits a moment only, see [`App::with_check_wait`].
    #[must_use]
    pub fn new(games: &'static [Registered], store: SaveStore, seeds: Seeds, size: (u16, u16)) -> Self {
        App::with_check_wait(games, store, seeds, size, None)
    }

    /// An app on the picker as [`App::new`], whose picker waits `wait` at most
    /// for its records' checks before it is drawn (`None`: for all of them);
    /// the rest fill in as they come back. The terminal's app waits
    /// [`CHECK_WAIT`].
    #[must_use]
    pub fn with_check_wait(
        games: &'static [Registered],
        store: SaveStore,
        seeds: Seeds,
        size: (u16, u16),
        wait: Option<std::time::Duration>,
    ) -> Self {
        // The games' words, for the picker, the setup and their tables.
        for game in games {
            crate::i18n::add(game.messages);
        }
        let placeholder = Mode::Picker(Picker::new(games, Vec::new(), Vec::new(), Vec::new(), Vec::new()));
        let history = HistoryStore::in_data_dir(store.dir());
        let mut app = App {
            games,
            store,
            history,
            clock: None,
            seeds,
            area: Rect::new(0, 0, size.0, size.1),
            screen: placeholder,
            overlay: None,
            quit: false,
            copy: None,
            pace: Pace::from_env(),
            checks: None,
            check_wait: wait,
            sound: std::collections::HashMap::new(),
            curtain: None,
            now: Instant::now(),
            config: None,
            config_notice: None,
            hosting: false,
        };
        app.open_picker(Vec::new());
        app
    }

    /// Opens a game straight away (`majlis play`), skipping the menus. Empty `names`
    /// get the game's default names for `players` seats.
    ///
    /// # Errors
    /// An unknown game, a player count the game does not take, or options or a
    /// seed the game refuses.
    pub fn play(
        &mut self,
        game: &str,
        seed: u64,
        options: Value,
        players: usize,
        names: Vec<String>,
    ) -> anyhow::Result<()> {
        self.play_seated(game, seed, options, players, names, &[])
    }

    /// Opens a game straight away as [`App::play`] does, with who plays each
    /// seat (`seats` empty: people at every seat). A computer's seat with no
    /// name (`names` empty, or its name blank) gets the name setup gives it
    /// ("Computer (hard)").
    ///
    /// # Errors
    /// As [`App::play`]; also seats not one per player, more names than
    /// players (or, without seats, not one name per player), or a computer's
    /// seat at a game without computer players.
    pub fn play_seated(
        &mut self,
        game: &str,
        seed: u64,
        options: Value,
        players: usize,
        names: Vec<String>,
        seats: &[SeatKind],
    ) -> anyhow::Result<()> {
        let Some(entry) = self.games.iter().find(|g| g.id() == game) else {
            let ids: Vec<&str> = self.games.iter().map(Registered::id).collect();
            anyhow::bail!("unknown game \"{game}\"; the games are: {}", ids.join(", "));
        };
        let d = entry.description;
        if !d.players.contains(&players) {
            anyhow::bail!(
                "{} is played by {} players, not {players}",
                d.display_name(),
                d.players_text()
            );
        }
        if !seats.is_empty() && seats.len() != players {
            anyhow::bail!("{} seats were given for {players} players", seats.len());
        }
        if crate::seats::any_computer(seats) && !(entry.has_computers)() {
            anyhow::bail!("{} has no computer players yet", d.display_name());
        }
        // With the seats' kinds given, names may name only the first seats:
        // the others (and a computer's left blank) are named as setup names
        // them.
        if names.len() > players || (seats.is_empty() && !names.is_empty() && names.len() != players) {
            anyhow::bail!("{} names were given for {players} players", names.len());
        }
        let names = (0..players)
            .map(|seat| {
                let default = || crate::seats::computer_name(seats, seat).unwrap_or_else(|| d.default_name(seat));
                match names.get(seat) {
                    Some(name) if !name.trim().is_empty() => name.clone(),
                    _ => default(),
                }
            })
            .collect();
        let mut session = (entry.open_seated)(seed, names, seats, &options)?;
        session.set_pace(self.pace);
        self.overlay = None;
        self.screen = Mode::Game(Playing::new(session, entry, options, None));
        self.check_over();
        self.watch_curtain(self.now);
        Ok(())
    }

    /// Reads the picker's dates at `now` in `zone` rather than the clock's
    /// (tests: the dates on screen are then always the same), and opens the
    /// picker afresh.
    pub fn fix_clock(&mut self, now: Stamp, zone: jiff::tz::TimeZone) {
        self.clock = Some((now, zone));
        if matches!(self.screen, Mode::Picker(_)) {
            self.open_picker(Vec::new());
        }
    }

    /// Sets how computer players play on screen, for this game and the next
    /// (tests: [`Pace::instant`]).
    pub fn set_pace(&mut self, pace: Pace) {
        self.pace = pace;
        if let Mode::Game(playing) = &mut self.screen {
            playing.session.set_pace(pace);
        }
    }

    /// Moves computer players on (an answer come in, a pause over), then
    /// saves and checks for the end as after an input. The main loop calls
    /// it at every tick; returns whether anything changed.
    pub fn tick(&mut self) -> bool {
        self.tick_at(Instant::now())
    }

    /// [`App::tick`] at `now` (tests: any moment, without waiting). Also
    /// says a curtain whose moment has just passed has changed (its card
    /// now asks for a key).
    pub fn tick_at(&mut self, now: Instant) -> bool {
        let was_ready = self.curtain_ready();
        self.now = self.now.max(now);
        if self.overlay.is_some() {
            // The family is reading help or answering a question: the
            // computers wait (a worker still thinks; its move is shown after).
            return false;
        }
        let changed = match &mut self.screen {
            Mode::Game(playing) => playing.session.tick(now),
            Mode::Picker(_) => return self.take_verdicts(Wait::Not),
            _ => false,
        };
        if changed {
            self.autosave();
            self.check_over();
        }
        self.watch_curtain(now);
        changed || was_ready != self.curtain_ready()
    }

    /// Whether a computer is thinking or its move is being shown, or a
    /// curtain waits for its moment to pass: the main loop then ticks often.
    #[must_use]
    pub fn busy(&self) -> bool {
        let waiting_curtain = self.curtain.is_some() && !self.curtain_ready();
        let checking = matches!(&self.screen, Mode::Picker(_)) && self.checks.as_ref().is_some_and(|c| c.pending() > 0);
        self.overlay.is_none()
            && (waiting_curtain || checking || matches!(&self.screen, Mode::Game(playing) if playing.session.busy()))
    }

    /// Whether the curtain on screen takes a key now (see [`curtain::Guard`]).
    #[must_use]
    pub fn curtain_ready(&self) -> bool {
        self.curtain.is_some_and(|guard| guard.ready(self.now))
    }

    /// Keeps the curtain's guard in step with the screen: a curtain that
    /// has just appeared (after a move, a computer's turn, a continued
    /// game, a closed help or question, a resize back to a size that fits)
    /// is up since `now`; none on screen, none kept.
    fn watch_curtain(&mut self, now: Instant) {
        let seat = match (self.showing(), &self.screen) {
            (Showing::Curtain, Mode::Game(playing)) => playing.session.curtain(),
            _ => None,
        };
        self.curtain = match (seat, self.curtain) {
            (Some(seat), Some(guard)) if guard.seat() == seat => Some(guard),
            (Some(seat), _) => Some(curtain::Guard::new(seat, now)),
            (None, _) => None,
        };
    }

    /// Whether the curtain swallows `event` at `now`: a key press (but
    /// Control-C) or a click that comes before its moment has passed was
    /// meant for the screen before (a double tap, a key held down, a double
    /// click); it is ignored and the moment starts again.
    fn curtain_swallows(&mut self, event: &Event, now: Instant) -> bool {
        let input = match event {
            Event::Key(key) => key.kind == KeyEventKind::Press && !keys::is_interrupt(key),
            Event::Mouse(mouse) => matches!(mouse.kind, MouseEventKind::Down(_)),
            _ => false,
        };
        if !input || self.showing() != Showing::Curtain {
            return false;
        }
        // A curtain not seen to appear is taken as appearing now.
        if self.curtain.is_none() {
            self.watch_curtain(now);
        }
        self.curtain.as_mut().is_some_and(|guard| guard.too_soon(now))
    }

    /// True once the family has chosen to leave Majlis.
    #[must_use]
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// The screen under any overlay.
    #[must_use]
    pub fn screen(&self) -> &Mode {
        &self.screen
    }

    /// The game in progress, if any.
    #[must_use]
    pub fn playing(&self) -> Option<&Playing> {
        match &self.screen {
            Mode::Game(playing) => Some(playing),
            _ => None,
        }
    }

    /// The game in progress, to change (`majlis host` carries its remote
    /// players' keys to it and changes who plays an away seat).
    pub fn playing_mut(&mut self) -> Option<&mut Playing> {
        match &mut self.screen {
            Mode::Game(playing) => Some(playing),
            _ => None,
        }
    }

    /// The table is hosted (`majlis host`): setup offers seats joined by SSH.
    pub fn set_hosting(&mut self, hosting: bool) {
        self.hosting = hosting;
    }

    /// A saved game's seats as this window plays them: a seat joined by SSH
    /// stays so on a hosted table (its player joins again), and is a person
    /// at this keyboard otherwise (nobody could join to play it).
    #[must_use]
    pub fn seats_here(&self, saved: &[SeatKind]) -> Vec<SeatKind> {
        saved
            .iter()
            .map(|&kind| {
                if kind.is_remote() && !self.hosting {
                    SeatKind::Human
                } else {
                    kind
                }
            })
            .collect()
    }

    /// Moves the shell on after the game changed outside a key of its own (a
    /// remote player's move): autosaved, and the results shown once over.
    pub fn after_outside_change(&mut self) {
        self.autosave();
        self.check_over();
    }

    /// The terminal area the app was last told about.
    #[must_use]
    pub fn area(&self) -> Rect {
        self.area
    }

    /// What is on top.
    #[must_use]
    pub fn showing(&self) -> Showing {
        if too_small::is_too_small(self.area, self.min_size()) {
            return Showing::TooSmall;
        }
        match (&self.overlay, &self.screen) {
            (Some(Overlay::Help(_)), _) => Showing::Help,
            (Some(Overlay::Confirm(_)), _) => Showing::Confirm,
            (Some(Overlay::Delete(_)), _) => Showing::Delete,
            (None, Mode::Picker(_)) => Showing::Picker,
            (None, Mode::Setup(_)) => Showing::Setup,
            (None, Mode::Game(p)) if p.session.curtain().is_some() => Showing::Curtain,
            (None, Mode::Game(_)) => Showing::Game,
            (None, Mode::Results(_)) => Showing::Results,
            (None, Mode::Replay(_)) => Showing::Replay,
        }
    }

    /// The smallest terminal the current screen is drawn in.
    #[must_use]
    pub fn min_size(&self) -> (u16, u16) {
        match &self.screen {
            Mode::Game(playing) => playing.min_size(),
            Mode::Replay(replay) => crate::screens::game::shell_size(replay.session.min_size()),
            _ => chrome::MIN_SIZE,
        }
    }

    /// Handles one terminal event. Only key presses count (not releases or repeats).
    pub fn handle(&mut self, event: &Event) {
        self.handle_at(event, Instant::now());
    }

    /// [`App::handle`] of an event that came at `now` (tests: a double tap
    /// 50 ms apart, a key a second later, without waiting).
    pub fn handle_at(&mut self, event: &Event, now: Instant) {
        self.now = self.now.max(now);
        if self.curtain_swallows(event, now) {
            return;
        }
        match event {
            Event::Resize(width, height) => self.area = Rect::new(0, 0, *width, *height),
            Event::Key(key) if key.kind == KeyEventKind::Press => self.on_key(*key),
            Event::Mouse(mouse) if self.showing() != Showing::TooSmall => self.on_mouse(*mouse),
            _ => {}
        }
        if let Mode::Game(playing) = &mut self.screen
            && let Some(text) = playing.session.take_copy()
        {
            self.copy = Some(text);
        }
        self.autosave();
        self.check_over();
        self.watch_curtain(now);
    }

    /// Text a game asked to copy (Shesh-Besh's Position ID), once: the main loop
    /// sends it to the terminal's clipboard.
    pub fn take_copy(&mut self) -> Option<String> {
        self.copy.take()
    }

    /// Writes the autosave when the game has moved on since the last write (or
    /// try), so closing the window or a crash loses at most the unconfirmed
    /// steps of a turn. A failure never stops play: it is shown in the key bar
    /// and tried again at the next action. A finished match is not saved (its
    /// autosave is removed next).
    fn autosave(&mut self) {
        let Mode::Game(playing) = &mut self.screen else {
            return;
        };
        let played = playing.session.actions_played();
        if played == playing.autosaved_at || playing.session.is_over() {
            return;
        }
        playing.autosaved_at = played;
        playing.save_error = write_save(&self.store, playing)
            .err()
            .map(|e| Failure::of(&e, self.store.dir()));
    }

    /// Saves the game on screen now, if there is one and it is not over: for the
    /// main loop when the terminal fails (closed window, lost connection) or a
    /// signal stops it. Returns whether a game was saved.
    ///
    /// # Errors
    /// When the autosave cannot be written.
    pub fn save_game(&mut self) -> Result<bool, crate::save::SaveError> {
        let Mode::Game(playing) = &mut self.screen else {
            return Ok(false);
        };
        if playing.session.is_over() {
            return Ok(false);
        }
        write_save(&self.store, playing)?;
        playing.save_error = None;
        Ok(true)
    }

    fn body(&self) -> Rect {
        chrome::chrome(self.area).body
    }

    fn on_key(&mut self, key: KeyEvent) {
        if keys::is_interrupt(&key) {
            // A second Control-C after a failed save leaves without saving.
            let save = !matches!(&self.overlay, Some(Overlay::Confirm(c)) if c.error.is_some());
            return self.carry_out(Request::Leave {
                to: Exit::Program,
                save,
            });
        }
        if self.showing() == Showing::TooSmall {
            // Nothing can be seen, so only leaving is offered.
            if keys::lookup(keys::GAME, &key) == Some(Intent::Quit) {
                self.carry_out(Request::Leave {
                    to: Exit::Program,
                    save: true,
                });
            }
            return;
        }
        let request = if self.overlay.is_some() {
            self.overlay_key(key)
        } else {
            self.screen_key(key)
        };
        if let Some(request) = request {
            self.carry_out(request);
        }
    }

    fn overlay_key(&mut self, key: KeyEvent) -> Option<Request> {
        let body = self.body();
        // The help text is built from the screen under the overlay, before borrowing the overlay.
        let content = matches!(self.overlay, Some(Overlay::Help(_))).then(|| self.help_content());
        match (&mut self.overlay, content) {
            (Some(Overlay::Help(help)), Some(content)) => {
                let intent = keys::lookup(keys::HELP, &key)?;
                help.on_intent(intent, &content, body).then_some(Request::CloseOverlay)
            }
            (Some(Overlay::Confirm(confirm)), _) => confirm.on_intent(keys::lookup(keys::CONFIRM, &key)?),
            (Some(Overlay::Delete(delete)), _) => delete.on_intent(keys::lookup(keys::DELETE, &key)?),
            _ => None,
        }
    }

    fn screen_key(&mut self, key: KeyEvent) -> Option<Request> {
        let body = self.body();
        match &mut self.screen {
            Mode::Picker(picker) => picker.on_intent(keys::lookup(keys::PICKER, &key)?),
            Mode::Setup(setup) => setup.on_key(key),
            Mode::Results(results) => results.on_intent(keys::lookup(keys::RESULTS, &key)?, body),
            Mode::Replay(replay) => replay.on_intent(keys::lookup(keys::REPLAY, &key)?),
            Mode::Game(playing) => {
                let shell = keys::lookup(keys::GAME, &key);
                if playing.session.curtain().is_some() {
                    // Any key but "leave" lifts the curtain; it is not passed on as a move.
                    if shell == Some(Intent::Quit) {
                        return Some(Request::AskLeave);
                    }
                    playing.session.take_device();
                    return None;
                }
                // The game sees every key first; the shell gets those it ignores.
                if playing.session.on_key(key, body) == Reply::Handled {
                    return None;
                }
                match shell? {
                    Intent::Help => Some(Request::Help),
                    Intent::Quit => Some(Request::AskLeave),
                    _ => None,
                }
            }
        }
    }

    fn on_mouse(&mut self, mouse: MouseEvent) {
        let body = self.body();
        let request = match (&mut self.overlay, &mut self.screen) {
            (Some(Overlay::Help(_)), _) => {
                let intent = match mouse.kind {
                    MouseEventKind::ScrollUp => Intent::Up,
                    MouseEventKind::ScrollDown => Intent::Down,
                    _ => return,
                };
                let content = self.help_content();
                if let Some(Overlay::Help(help)) = &mut self.overlay {
                    help.on_intent(intent, &content, body);
                }
                None
            }
            (Some(Overlay::Confirm(confirm)), _) => confirm.on_mouse(mouse, body),
            (Some(Overlay::Delete(delete)), _) => delete.on_mouse(mouse, body),
            (None, Mode::Picker(picker)) => picker.on_mouse(mouse, body),
            (None, Mode::Setup(setup)) => setup.on_mouse(mouse, body),
            (None, Mode::Results(results)) => results.on_mouse(mouse, body),
            (None, Mode::Replay(replay)) => {
                match mouse.kind {
                    MouseEventKind::ScrollUp => replay.step(false),
                    MouseEventKind::ScrollDown | MouseEventKind::Down(MouseButton::Left) => replay.step(true),
                    _ => {}
                }
                None
            }
            (None, Mode::Game(playing)) => {
                if playing.session.curtain().is_some() {
                    if mouse.kind == MouseEventKind::Down(MouseButton::Left) {
                        playing.session.take_device();
                    }
                } else {
                    playing.session.on_mouse(mouse, body);
                }
                None
            }
        };
        if let Some(request) = request {
            self.carry_out(request);
        }
    }

    fn carry_out(&mut self, request: Request) {
        match request {
            Request::Setup(entry) if self.hosting => self.screen = Mode::Setup(Setup::new(entry).hosted()),
            Request::Setup(entry) => self.screen = Mode::Setup(Setup::new(entry)),
            Request::Continue(on_disk) => self.resume(on_disk),
            Request::AskDelete(path, name) => {
                if crate::save::held_elsewhere(&path) {
                    self.open_picker(vec![crate::t!("notice-open-elsewhere-delete")]);
                } else {
                    self.overlay = Some(Overlay::Delete(Delete::new(path, name)));
                }
            }
            Request::Delete(path) => {
                self.overlay = None;
                let notice = match self.store.hold(&path) {
                    Err(_) => vec![crate::t!("notice-open-elsewhere-delete")],
                    Ok(hold) => match self.store.remove(&path, Some(hold)) {
                        Ok(()) => Vec::new(),
                        Err(error) => vec![crate::t!("notice-not-deleted", error = error.to_string())],
                    },
                };
                self.open_picker(notice);
            }
            Request::Replay(kept) => self.replay(kept),
            Request::ToHistory => {
                self.open_picker(Vec::new());
                if let Mode::Picker(picker) = &mut self.screen {
                    picker.show(Page::Results);
                }
            }
            Request::Start(new) => self.start(new),
            Request::ToPicker => {
                // Back from a game's setup or results: the picker's cursor is
                // where the family left it, on that game.
                let came_from = match &self.screen {
                    Mode::Setup(setup) => Some(setup.entry().id()),
                    Mode::Results(results) => Some(results.entry.id()),
                    _ => None,
                };
                self.overlay = None;
                self.open_picker(Vec::new());
                if let (Some(id), Mode::Picker(picker)) = (came_from, &mut self.screen) {
                    picker.select_new_game(id);
                }
            }
            Request::Quit => self.quit = true,
            Request::Help => self.overlay = Some(Overlay::Help(Help::default())),
            Request::Rules(entry) => self.overlay = Some(Overlay::Help(Help::rules(entry.id()))),
            Request::AskLeave => {
                let dropped = self.playing().and_then(|p| p.session.unconfirmed());
                let unsaved = self.playing().and_then(|p| p.save_error.clone());
                self.overlay = Some(Overlay::Confirm(Confirm::asking(dropped, unsaved)));
            }
            Request::CloseOverlay => self.overlay = None,
            Request::Language => self.next_language(),
            Request::Leave { to, save } => {
                if let Mode::Game(playing) = &mut self.screen
                    && save
                {
                    if let Err(error) = write_save(&self.store, playing) {
                        let failure = Failure::of(&error, self.store.dir());
                        playing.save_error = Some(failure.clone());
                        self.overlay = Some(Overlay::Confirm(Confirm::failed(failure)));
                        return;
                    }
                }
                self.overlay = None;
                match to {
                    Exit::Picker => self.open_picker(Vec::new()),
                    Exit::Program => self.quit = true,
                }
            }
        }
    }

    /// Remembers the language chosen on the picker in `config`; `notice`
    /// (a config set aside at start) is shown on the picker.
    pub fn remember_in(&mut self, config: crate::i18n::config::ConfigStore, notice: Option<String>) {
        self.config = Some(config);
        match (notice, &mut self.screen) {
            (Some(notice), Mode::Picker(picker)) => picker.add_notice(notice),
            (notice, _) => self.config_notice = notice,
        }
    }

    /// The picker's language key: the next of the family's languages, at
    /// once (the next frame is drawn in it), remembered in the config.
    fn next_language(&mut self) {
        use crate::i18n::{self, Lang};
        let now = i18n::lang();
        let at = Lang::FAMILY.iter().position(|l| *l == now);
        let next = at.map_or(Lang::En, |k| Lang::FAMILY[(k + 1) % Lang::FAMILY.len()]);
        i18n::set_lang(next);
        let notice = match self.config.as_ref().map(|c| c.remember_lang(next)) {
            None | Some(Ok(None)) => None,
            Some(Ok(Some(problem))) => Some(problem.message()),
            Some(Err(sentence)) => Some(sentence),
        };
        // The picker afresh in the new language, in the same place: saved
        // games' progress, dates and finished games' headlines worded again.
        if matches!(self.screen, Mode::Picker(_)) {
            let placeholder = Mode::Picker(Picker::new(self.games, Vec::new(), Vec::new(), Vec::new(), Vec::new()));
            let Mode::Picker(old) = std::mem::replace(&mut self.screen, placeholder) else {
                return;
            };
            self.open_picker(old.notice().to_vec());
            if let Mode::Picker(picker) = &mut self.screen {
                picker.take_place(&old);
            }
        }
        if let (Some(notice), Mode::Picker(picker)) = (notice, &mut self.screen) {
            picker.add_notice(notice);
        }
    }

    /// The clock and zone dates are read in.
    fn now(&self) -> (Stamp, jiff::tz::TimeZone) {
        self.clock
            .clone()
            .unwrap_or_else(|| (Stamp::now(), Stamp::local_zone()))
    }

    /// Goes to the picker, looking at the shelf and the history afresh. The
    /// game on screen, if any, is let go first. Every saved game is reopened
    /// by its game to say how far it has gone, and every finished game's
    /// record replayed before it counts, off the screen's thread: the picker
    /// waits for them ([`CHECK_WAIT`] at most in a terminal), and the rest fill in as they
    /// come back. A record the game refuses is set aside with its reason,
    /// never offered.
    fn open_picker(&mut self, mut notice: Vec<String>) {
        notice.extend(self.config_notice.take());
        let games = self.games;
        // The game left lets go of its hold before the shelf is looked at,
        // or it would be listed as open in another window.
        self.screen = Mode::Picker(Picker::new(games, Vec::new(), Vec::new(), Vec::new(), Vec::new()));
        self.checks = None;
        let known = |id: &str| games.iter().any(|g| g.id() == id);
        let (now, zone) = self.now();
        let shelf = self.store.list(known);
        notice.extend(shelf.messages());
        let mut saved = Vec::new();
        let mut jobs = Vec::new();
        for on_disk in shelf.games {
            let Some(entry) = games.iter().find(|g| g.id() == on_disk.save.game) else {
                continue;
            };
            jobs.push(Job::Save {
                path: on_disk.path.clone(),
                entry,
                names: on_disk.save.names.clone(),
                record: on_disk.save.record.clone(),
            });
            saved.push(SavedGame {
                progress: String::new(),
                when: on_disk
                    .modified
                    .map_or_else(String::new, |m| Stamp::from_system(m).text(now, &zone)),
                checking: true,
                elsewhere: crate::save::held_elsewhere(&on_disk.path),
                on_disk,
                entry,
            });
        }
        let history = self.history.list(known);
        notice.extend(history.messages());
        let (mut past, mut unchecked) = (Vec::new(), Vec::new());
        for kept in history.games {
            let Some(entry) = games.iter().find(|g| g.id() == kept.game.game) else {
                continue;
            };
            // Sound already, and worded in this language?
            let sound = self.sound.get(&file_key(&kept.path));
            let worded = sound.and_then(|words| words.iter().find(|(l, _)| *l == crate::i18n::lang()));
            let game = PastGame {
                name: entry.description.latin,
                when: kept.game.finished_at.text(now, &zone),
                headline: worded.and_then(|(_, headline)| headline.clone()),
                kept,
            };
            if worded.is_none() {
                jobs.push(Job::Finished {
                    path: game.kept.path.clone(),
                    entry,
                    names: game.kept.game.names.clone(),
                    record: game.kept.game.record.clone(),
                });
            }
            if sound.is_some() {
                past.push(game);
            } else {
                unchecked.push(game);
            }
        }
        self.screen = Mode::Picker(Picker::new(self.games, saved, past, unchecked, notice));
        self.checks = Some(Checks::start(jobs));
        self.take_verdicts(Wait::For(self.check_wait.map(|wait| std::time::Instant::now() + wait)));
    }

    /// Takes the checks come back into the picker, waiting for more as
    /// `wait` says. Returns whether any came.
    fn take_verdicts(&mut self, wait: Wait) -> bool {
        let mut any = false;
        loop {
            let Some(checks) = &mut self.checks else { return any };
            let verdict = match wait {
                Wait::For(Some(deadline)) => checks.next_by(deadline),
                Wait::For(None) => checks.wait_next(),
                Wait::Not => checks.try_next(),
            };
            let Some(verdict) = verdict else { return any };
            any = true;
            self.take_verdict(verdict);
        }
    }

    /// One check come back, into the picker.
    fn take_verdict(&mut self, verdict: Verdict) {
        let Mode::Picker(picker) = &mut self.screen else {
            return;
        };
        match verdict {
            Verdict::Save {
                path,
                result: Ok(progress),
            } => picker.save_checked(&path, Some(progress)),
            Verdict::Save {
                path,
                result: Err(error),
            } => {
                match self.store.set_aside_held(&path, SaveProblem::Refused(error)) {
                    Some(aside) => {
                        picker.save_checked(&path, None);
                        picker.add_notice(aside.message());
                    }
                    // Another window has it open (a newer Majlis, maybe): left
                    // as it is, with nothing to say of how far it has gone.
                    None => picker.save_checked(&path, Some(String::new())),
                }
            }
            Verdict::Finished {
                path,
                lang,
                result: Ok(headline),
            } => {
                let words = self.sound.entry(file_key(&path)).or_default();
                words.retain(|(l, _)| *l != lang);
                words.push((lang, headline.clone()));
                picker.past_checked(&path, Some(headline.filter(|_| lang == crate::i18n::lang())));
            }
            Verdict::Finished {
                path,
                result: Err(error),
                ..
            } => {
                let aside = crate::save::set_aside(&path, SaveProblem::Refused(error));
                picker.past_checked(&path, None);
                picker.add_notice(refused_record_message(&aside));
            }
        }
    }

    /// Continues a saved game: this window takes its hold first (refused when
    /// another window has it open), then reads it afresh (it may have been
    /// played on elsewhere since the shelf was listed).
    fn resume(&mut self, on_disk: Saved) {
        let Some(entry) = self.games.iter().find(|g| g.id() == on_disk.save.game) else {
            return self.open_picker(Vec::new());
        };
        let Ok(hold) = self.store.hold(&on_disk.path) else {
            return self.open_picker(vec![crate::t!("notice-open-elsewhere")]);
        };
        let games = self.games;
        let save = match self.store.read(&on_disk.path, |id| games.iter().any(|g| g.id() == id)) {
            Ok(save) => save,
            Err(_) if !on_disk.path.exists() => {
                drop(hold);
                return self.open_picker(vec![crate::t!("notice-no-longer-on-shelf")]);
            }
            Err(problem) => {
                let aside = crate::save::set_aside(&on_disk.path, problem);
                drop(hold);
                return self.open_picker(vec![aside.message()]);
            }
        };
        match (entry.resume_seated)(save.names.clone(), &self.seats_here(&save.seats), &save.record) {
            Ok(mut session) => {
                session.set_pace(self.pace);
                let options = save.record.get("options").cloned().unwrap_or(Value::Null);
                self.screen = Mode::Game(Playing::new(session, entry, options, Some(on_disk.path)).holding(hold));
            }
            Err(error) => {
                let aside = crate::save::set_aside(&on_disk.path, SaveProblem::Refused(format!("{error:#}")));
                drop(hold);
                self.open_picker(vec![aside.message()]);
            }
        }
    }

    /// Replays a finished game; a record the game refuses is set aside.
    fn replay(&mut self, kept: Kept) {
        let Some(entry) = self.games.iter().find(|g| g.id() == kept.game.game) else {
            return self.open_picker(Vec::new());
        };
        let path = kept.path.clone();
        match Replay::new(entry, kept) {
            Ok(replay) => self.screen = Mode::Replay(replay),
            Err(error) => {
                let aside = crate::save::set_aside(&path, SaveProblem::Refused(format!("{error:#}")));
                self.open_picker(vec![refused_record_message(&aside)]);
                if let Mode::Picker(picker) = &mut self.screen {
                    picker.show(Page::Results);
                }
            }
        }
    }

    fn start(&mut self, new: NewGame) {
        let seed = (self.seeds)();
        match (new.entry.open_seated)(seed, new.names, &new.seats, &new.options) {
            Ok(mut session) => {
                session.set_pace(self.pace);
                self.overlay = None;
                self.screen = Mode::Game(Playing::new(session, new.entry, new.options, None));
            }
            Err(error) => {
                let message = crate::t!("notice-could-not-start", error = format!("{error:#}"));
                match &mut self.screen {
                    Mode::Setup(setup) => setup.set_error(message),
                    Mode::Results(results) => results.note = Some(message),
                    _ => self.open_picker(vec![message]),
                }
            }
        }
    }

    /// A finished game goes to the results: its save is removed from the
    /// shelf and its record kept in the history.
    fn check_over(&mut self) {
        let over = matches!(&self.screen, Mode::Game(playing) if playing.session.is_over());
        if !over {
            return;
        }
        let placeholder = Mode::Picker(Picker::new(self.games, Vec::new(), Vec::new(), Vec::new(), Vec::new()));
        let Mode::Game(mut playing) = std::mem::replace(&mut self.screen, placeholder) else {
            return;
        };
        let summary = playing.session.summary();
        let mut problems = Vec::new();
        let finished = crate::history::Finished {
            game: playing.entry.id().to_owned(),
            names: playing.session.names().to_vec(),
            record: playing.session.record_json(),
            ending: crate::history::Ending::of(&summary),
            finished_at: self.now().0,
            seats: playing.session.seats(),
        };
        if let Err(error) = self.history.write(&finished) {
            problems.push(crate::t!("notice-not-kept", error = error.to_string()));
        }
        if let Some(slot) = &playing.slot
            && let Err(error) = self.store.remove(slot, playing.hold.take())
        {
            problems.push(crate::t!("notice-save-not-removed", error = error.to_string()));
        }
        let mut results = Results::new(
            playing.entry,
            playing.session.names().to_vec(),
            playing.options,
            summary,
        )
        .with_seats(playing.session.seats())
        .with_final(playing.session);
        if !problems.is_empty() {
            results.note = Some(problems.join(" "));
        }
        self.overlay = None;
        self.screen = Mode::Results(results);
    }

    /// The help overlay's content for the screen under it.
    fn help_content(&self) -> HelpContent {
        // A game's words are message ids, looked up in the family's language
        // (other words are not ids and read as they are).
        let pairs = |rows: &mut dyn Iterator<Item = (&'static str, &'static str)>| -> Vec<(String, String)> {
            rows.map(|(k, d)| (keys::say(k), keys::say(d))).collect()
        };
        let house_rules = |d: &'static rules_core::Description, options: &Value| -> Vec<(String, String, String)> {
            d.options_as_set(options)
                .into_iter()
                .map(|(spec, value)| {
                    (
                        game_words::option_label(d, spec),
                        game_words::value_label(d, spec, &value),
                        game_words::option_help(d, spec),
                    )
                })
                .collect()
        };
        let section = |title: String, table: &'static [keys::Binding]| HelpContent {
            sections: vec![(title, pairs(&mut keys::help_pairs(table)))],
            ..HelpContent::default()
        };
        // The rules of a game asked for before it starts: the rules alone.
        if let Some(Overlay::Help(help)) = &self.overlay
            && let Some(entry) = help.rules_of().and_then(|id| self.games.iter().find(|g| g.id() == id))
        {
            return HelpContent {
                rules: Some(entry.rules.current()),
                ..HelpContent::default()
            };
        }
        match &self.screen {
            Mode::Picker(picker) => HelpContent {
                notes: picker.notice().to_vec(),
                ..section(crate::t!("help-picker-keys"), keys::PICKER)
            },
            Mode::Setup(setup) => {
                let mut content = section(crate::t!("help-setup-keys"), keys::SETUP);
                // The game's rules and its house rules as chosen so far, read before it starts.
                let d = setup.entry().description;
                content.options = house_rules(d, &setup.options());
                content.rules = Some(setup.entry().rules.current());
                if let Some((_, rows)) = content.sections.first_mut() {
                    rows.push((crate::t!("help-key-letters"), crate::t!("help-letters")));
                    rows.push(("Backspace".into(), crate::t!("help-erase")));
                    if matches!(&self.screen, Mode::Setup(setup) if setup.offers_computers()) {
                        rows.push((crate::t!("help-key-on-player"), crate::t!("help-seat-kind")));
                    }
                }
                content
            }
            Mode::Game(playing) => {
                let d = playing.entry.description;
                HelpContent {
                    sections: vec![
                        (
                            crate::t!("help-game-keys", game = game_words::heading(d).0),
                            pairs(&mut playing.session.keys().rows.into_iter()),
                        ),
                        (crate::t!("help-table-keys"), pairs(&mut keys::help_pairs(keys::GAME))),
                    ],
                    options: house_rules(d, &playing.options),
                    rules: Some(playing.session.rules_text()),
                    notes: Vec::new(),
                }
            }
            Mode::Results(_) => section(crate::t!("help-results-keys"), keys::RESULTS),
            Mode::Replay(replay) => HelpContent {
                rules: Some(replay.session.rules_text()),
                ..section(crate::t!("help-replay-keys"), keys::REPLAY)
            },
        }
    }

    /// Shows `results` as the results screen (the language tests' results,
    /// with a summary of their own).
    #[cfg(test)]
    pub(crate) fn show_results(&mut self, results: Results) {
        self.overlay = None;
        self.screen = Mode::Results(results);
    }

    /// Draws everything. Never changes the app.
    pub fn draw(&self, frame: &mut Frame) {
        let area = frame.area();
        let need = self.min_size();
        if too_small::is_too_small(area, need) {
            too_small::draw(frame, area, need, matches!(self.screen, Mode::Game(_)));
            return;
        }
        // The names on screen read as units wherever they are drawn (the
        // bidirectional layer isolates them).
        match &self.screen {
            Mode::Picker(picker) => crate::bidi::set_names(&picker.names()),
            Mode::Setup(setup) => crate::bidi::set_names(&setup.names()),
            Mode::Results(results) => crate::bidi::set_names(&results.names),
            Mode::Replay(replay) => crate::bidi::set_names(&replay.kept.game.names),
            Mode::Game(playing) => crate::bidi::set_names(playing.session.names()),
        }
        let chrome = chrome::chrome(area);
        let (left, right) = self.title();
        chrome::draw_title(frame, chrome.title, left, right);
        let overlay = self.overlay.is_some();
        let curtain = match &self.screen {
            Mode::Picker(picker) => {
                picker.draw(frame, chrome.body);
                None
            }
            Mode::Setup(setup) => {
                setup.draw(frame, chrome.body, !overlay);
                None
            }
            Mode::Results(results) => {
                results.draw(frame, chrome.body);
                None
            }
            Mode::Replay(replay) => {
                replay.draw(frame, chrome.body);
                None
            }
            Mode::Game(playing) => match playing.session.curtain() {
                Some(seat) => {
                    let name = playing
                        .session
                        .names()
                        .get(seat.index())
                        .cloned()
                        .unwrap_or_else(|| crate::t!("setup-player", seat = seat.index() + 1));
                    curtain::draw(frame, chrome.body, &name, self.curtain_ready());
                    Some(name)
                }
                None => {
                    playing.session.draw(frame, chrome.body);
                    None
                }
            },
        };
        match &self.overlay {
            Some(Overlay::Help(help)) => help.draw(frame, chrome.body, &self.help_content()),
            Some(Overlay::Confirm(confirm)) => confirm.draw(frame, chrome.body),
            Some(Overlay::Delete(delete)) => delete.draw(frame, chrome.body),
            None => {}
        }
        self.draw_key_bar(frame, chrome.bar, curtain.as_deref());
    }

    fn title(&self) -> (Line<'static>, Line<'static>) {
        let bold = Style::new().add_modifier(Modifier::BOLD);
        // The game's name (bold), then what the screen is, if anything.
        let game_title = |entry: &Registered, what: String| {
            let (name, original) = game_words::heading(entry.description);
            let mut spans = vec![Span::styled(format!(" {name} "), bold)];
            if let Some(original) = original {
                spans.push(Span::raw(format!("· {original} ")));
            }
            spans.push(Span::raw(what));
            Line::from(spans)
        };
        match &self.screen {
            Mode::Picker(_) => (
                Line::styled(format!(" {} ", crate::t!("title-majlis")), bold),
                Line::raw(format!("{} ", crate::t!("title-tagline"))),
            ),
            Mode::Setup(setup) => (
                game_title(setup.entry(), crate::t!("title-new-game")),
                Line::raw(format!("{} ", crate::t!("title-majlis-short"))),
            ),
            Mode::Game(playing) => (
                game_title(playing.entry, String::new()),
                Line::raw(format!("{} ", chrome::names_text(playing.session.names()))),
            ),
            Mode::Results(results) => (
                game_title(results.entry, crate::t!("title-results")),
                Line::raw(format!("{} ", chrome::names_text(&results.names))),
            ),
            Mode::Replay(replay) => {
                let (shown, total) = replay.position();
                (
                    game_title(replay.entry, crate::t!("title-replay", shown = shown, total = total)),
                    Line::raw(format!(
                        "{} · {} ",
                        chrome::names_text(&replay.kept.game.names),
                        replay.kept.game.finished_at.long_text()
                    )),
                )
            }
        }
    }

    /// The key bar's pairs: the screen's (or game's) keys for the left, and, in a
    /// game, the shell's keys for the right, so a game with many keys never hides
    /// how to leave.
    fn key_bar(&self, curtain: Option<&str>) -> (Vec<KeyPair>, Vec<KeyPair>) {
        // A game's words are message ids, looked up in the family's language.
        let own = |pairs: Vec<(&str, &str)>| {
            pairs
                .into_iter()
                .map(|(k, d)| (k.to_owned(), crate::i18n::tr(d, &[])))
                .collect()
        };
        let table = |t: &'static [keys::Binding]| own(keys::bar_pairs(t).collect());
        match (&self.overlay, &self.screen) {
            (Some(Overlay::Help(_)), _) => (table(keys::HELP), Vec::new()),
            (Some(Overlay::Confirm(_)), _) => (table(keys::CONFIRM), Vec::new()),
            (None, Mode::Picker(picker)) => (picker.bar_pairs(), Vec::new()),
            (None, Mode::Setup(setup)) => (setup.bar_pairs(), Vec::new()),
            (None, Mode::Results(results)) => {
                // ↑↓ only when the text is longer than its panel.
                let scrolls = results.scrolls(self.body());
                let mut pairs: Vec<KeyPair> = table(keys::RESULTS);
                pairs.retain(|(k, _)| scrolls || k != "↑↓");
                (pairs, Vec::new())
            }
            (None, Mode::Replay(_)) => (table(keys::REPLAY), Vec::new()),
            (Some(Overlay::Delete(_)), _) => (table(keys::DELETE), Vec::new()),
            (None, Mode::Game(playing)) => match curtain {
                // Before its moment has passed the curtain takes no key.
                Some(_) if !self.curtain_ready() => {
                    (vec![(crate::t!("bar-key-wait"), crate::t!("bar-a-moment"))], Vec::new())
                }
                Some(name) => (
                    vec![(crate::t!("bar-key-any"), crate::t!("bar-takes-the-device", name = name))],
                    own(vec![("q", "key-leave")]),
                ),
                None => (own(playing.session.keys().bar), table(keys::GAME)),
            },
        }
    }

    /// Draws the key bar into its row.
    fn draw_key_bar(&self, frame: &mut Frame, bar: Rect, curtain: Option<&str>) {
        let (left, right) = self.key_bar(curtain);
        let save_error = match (&self.overlay, &self.screen) {
            (None, Mode::Game(playing)) => playing.save_error.as_ref(),
            _ => None,
        };
        fn pairs(list: &[(String, String)]) -> impl Iterator<Item = (&str, &str)> {
            list.iter().map(|(k, d)| (k.as_str(), d.as_str()))
        }
        let gray = Style::new().fg(Color::Gray);
        let right = keys::bar(pairs(&right), usize::from(bar.width)).style(gray);
        let right_width = u16::try_from(right.width()).unwrap_or(u16::MAX).min(bar.width);
        let left_width = bar.width.saturating_sub(right_width + 2);
        // A failed autosave takes the place of the game's keys until a save works:
        // the family must know that closing the window now would lose the game.
        // The bar has one row: the whole reason and what to do are in the
        // leave question, which the bar points to.
        let left = match save_error {
            Some(failure) => Line::styled(
                not_saved_line(&failure.short, usize::from(left_width)),
                Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
            ),
            None => keys::bar(pairs(&left), usize::from(left_width)).style(gray),
        };
        frame.render_widget(
            Paragraph::new(left),
            Rect {
                width: left_width,
                ..bar
            },
        );
        let right_area = Rect {
            x: bar.right() - right_width,
            width: right_width,
            ..bar
        };
        frame.render_widget(Paragraph::new(right), right_area);
        // One line: right to left, the screen's keys go to the right and
        // the shell's to the left.
        crate::bidi::visual_area(frame.buffer_mut(), bar);
    }
}

/// Writes the game's save: into its own slot on the shelf, claimed (and held
/// by this window) at its first save, so no other game's save is ever touched.
fn write_save(store: &SaveStore, playing: &mut Playing) -> Result<(), crate::save::SaveError> {
    let save = playing.save_file();
    match &playing.slot {
        Some(slot) => store.write_to(slot, &save),
        None => {
            let (slot, hold) = store.write_new(&save)?;
            playing.slot = Some(slot);
            playing.hold = Some(hold);
            Ok(())
        }
    }
}

/// The key bar's warning that the game is not saved, fitting `width`
/// columns: the reason in a few words when there is room.
fn not_saved_line(short: &str, width: usize) -> String {
    let long = format!(" {}", crate::t!("bar-not-saved-because", short = short));
    if crate::text::width(&long) <= width {
        long
    } else {
        format!(" {}", crate::t!("bar-not-saved"))
    }
}

/// The sentence for a finished game's record its game refused.
fn refused_record_message(aside: &crate::save::SetAside) -> String {
    crate::t!(
        "notice-record-refused",
        problem = aside.problem.to_string(),
        file = aside.kept_at.display().to_string()
    )
}

/// A history file as last seen: its path, length and time.
type FileKey = (std::path::PathBuf, u64, Option<std::time::SystemTime>);

/// What identifies a history file's content: its path, length and time.
fn file_key(path: &std::path::Path) -> FileKey {
    let meta = std::fs::metadata(path).ok();
    (
        path.to_owned(),
        meta.as_ref().map_or(0, std::fs::Metadata::len),
        meta.and_then(|m| m.modified().ok()),
    )
}
