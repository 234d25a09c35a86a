//! A fake game for driving the shell: "Countdown", where the players take turns
//! pressing `x` until the moves run out; the last to move wins. With the `hidden`
//! option each seat has a secret "hand", so the shell must draw the curtain before
//! every turn. It is a `Session` written by hand (no rules crate, no seated
//! screen), so these tests see the shell alone.

#![allow(dead_code, missing_docs)]

use majlis_tui::app::App;
use majlis_tui::registry::Registered;
use majlis_tui::save::{SaveFile, SaveStore};
use majlis_tui::screens::picker::{Entry, Picker, SavedGame};
use majlis_tui::seated::{GameScreen, Seated};
use majlis_tui::session::{KeyHelp, Reply, Session, Summary};
use ratatui::Frame;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Paragraph};
use rules_core::{Description, Game, OptionSpec, OptionValues, Record, Seat, Table};
use serde_json::{Value, json};

pub struct Countdown {
    names: Vec<String>,
    seed: u64,
    moves: u32,
    hidden: bool,
    actions: Vec<String>,
    curtain: Option<Seat>,
}

pub const RULES: &str = "Countdown is a test game.\n\nThe players take turns pressing x. Each press uses up one move. \
When no moves are left the game is over, and whoever made the last move wins.\n\n\
With hidden hands, each player holds a secret that only they may see, so the table hides the screen \
between turns.\n\n- Line 1\n- Line 2\n- Line 3\n- Line 4\n- Line 5\n- Line 6\n- Line 7\n- Line 8\n- Line 9\n- Line 10\n\
- Line 11\n- Line 12\n- Line 13\n- Line 14\n- Line 15\n- Line 16\n- Line 17\n- Line 18\n- Line 19\n- Line 20\n\nThe end.";

impl Countdown {
    fn to_move(&self) -> Seat {
        Seat::new(self.actions.len() % self.names.len())
    }

    fn left(&self) -> u32 {
        self.moves - u32::try_from(self.actions.len()).expect("few moves")
    }

    fn make_move(&mut self) {
        if self.left() == 0 {
            return;
        }
        self.actions.push(format!("x{}", self.to_move().0));
        if self.hidden && self.left() > 0 {
            self.curtain = Some(self.to_move());
        }
    }

    fn build(seed: u64, names: Vec<String>, options: &Value) -> anyhow::Result<Self> {
        let moves = match options.get("moves") {
            None | Some(Value::Null) => 3,
            Some(v) => u32::try_from(v.as_u64().ok_or_else(|| anyhow::anyhow!("moves must be a number"))?)?,
        };
        let hidden = options.get("hidden").and_then(Value::as_bool).unwrap_or(false);
        if names.iter().any(|n| n == "Nobody") {
            anyhow::bail!("Nobody cannot play");
        }
        if names.len() < 2 {
            anyhow::bail!("Countdown needs two players");
        }
        let curtain = hidden.then_some(Seat(0));
        Ok(Countdown {
            names,
            seed,
            moves,
            hidden,
            actions: Vec::new(),
            curtain,
        })
    }
}

impl Session for Countdown {
    fn game_id(&self) -> &'static str {
        "countdown"
    }
    fn names(&self) -> &[String] {
        &self.names
    }
    fn min_size(&self) -> (u16, u16) {
        (90, 26)
    }
    fn draw(&self, frame: &mut Frame, area: Rect) {
        let seat = self.to_move();
        let lines = vec![
            Line::raw(format!("Seed {}. {} moves left.", self.seed, self.left())),
            Line::raw(format!("{} to move: press x.", self.names[seat.index()])),
            Line::raw(format!("{}'s secret hand: SECRET-{}", self.names[seat.index()], seat.0)),
        ];
        frame.render_widget(
            Paragraph::new(lines).block(Block::new().borders(Borders::ALL).title(" Countdown board ")),
            area,
        );
    }
    fn on_key(&mut self, key: KeyEvent, _area: Rect) -> Reply {
        if key.code == KeyCode::Char('x') {
            self.make_move();
            Reply::Handled
        } else {
            Reply::Ignored
        }
    }
    fn on_mouse(&mut self, mouse: MouseEvent, area: Rect) -> Reply {
        if mouse.kind == MouseEventKind::Down(MouseButton::Left)
            && area.contains(ratatui::layout::Position::new(mouse.column, mouse.row))
        {
            self.make_move();
            Reply::Handled
        } else {
            Reply::Ignored
        }
    }
    fn keys(&self) -> KeyHelp {
        KeyHelp {
            rows: vec![("x", "make a move")],
            bar: vec![("x", "make a move")],
        }
    }
    fn rules_text(&self) -> &'static str {
        RULES
    }
    fn curtain(&self) -> Option<Seat> {
        self.curtain
    }
    fn take_device(&mut self) {
        self.curtain = None;
    }
    fn is_over(&self) -> bool {
        self.left() == 0
    }
    fn summary(&self) -> Summary {
        let last = Seat::new((self.actions.len() + self.names.len() - 1) % self.names.len());
        let mut scores = vec![0; self.names.len()];
        for (i, _) in self.actions.iter().enumerate() {
            scores[i % self.names.len()] += 1;
        }
        Summary {
            headline: format!("{} made the last move and wins", self.names[last.index()]),
            details: vec![format!("{} moves in all", self.actions.len())],
            scores,
            winners: vec![last],
        }
    }
    fn actions_played(&self) -> usize {
        self.actions.len()
    }
    fn record_json(&self) -> Value {
        json!({
            "game": "countdown",
            "players": self.names.len(),
            "seed": self.seed,
            "options": {"moves": self.moves, "hidden": self.hidden},
            "actions": self.actions,
        })
    }
}

fn new_session(seed: u64, names: Vec<String>, options: &Value) -> anyhow::Result<Box<dyn Session>> {
    Ok(Box::new(Countdown::build(seed, names, options)?))
}

fn resume(names: Vec<String>, record: &Value) -> anyhow::Result<Box<dyn Session>> {
    let seed = record
        .get("seed")
        .and_then(Value::as_u64)
        .ok_or_else(|| anyhow::anyhow!("the record has no seed"))?;
    let options = record.get("options").cloned().unwrap_or(Value::Null);
    let mut game = Countdown::build(seed, names, &options)?;
    let actions = record
        .get("actions")
        .and_then(Value::as_array)
        .ok_or_else(|| anyhow::anyhow!("no actions"))?;
    for action in actions {
        let expected = format!("x{}", game.to_move().0);
        if action.as_str() != Some(expected.as_str()) || game.left() == 0 {
            anyhow::bail!("action {action} does not replay");
        }
        game.make_move();
    }
    // A resumed game starts behind the curtain of the seat to move.
    game.curtain = game.hidden.then_some(game.to_move());
    Ok(Box::new(game))
}

pub static COUNTDOWN_DESCRIPTION: Description = Description {
    id: "countdown",
    latin: "Countdown",
    original: "العدّ",
    summary: "Press x in turn; the last to move wins.",
    players: &[2],
    usual_players: 2,
    seat_names: &["White", "Black"],
    // With the hidden hands option each seat holds a secret.
    hidden: rules_core::Hidden::BySeat,
    options: &[
        OptionSpec {
            key: "moves",
            label: "Moves",
            help: "How many moves the game lasts.",
            mark: "C1",
            values: OptionValues::Range {
                min: 1,
                max: None,
                default: 3,
                suggested: &[3, 5, 8],
                unit: None,
                named: &[],
            },
        },
        OptionSpec {
            key: "hidden",
            label: "Hidden hands",
            help: "Each seat holds a secret: the curtain comes between turns.",
            mark: "C2",
            values: OptionValues::Flag { default: false },
        },
    ],
};

pub static COUNTDOWN: &[Registered] = &[Registered {
    description: &COUNTDOWN_DESCRIPTION,
    open: new_session,
    resume,
    open_seated: |seed, names, _, options| new_session(seed, names, options),
    resume_seated: |names, _, record| resume(names, record),
    setup_note: None,
    min_size: |_| (90, 26),
    has_computers: || false,
    rules: majlis_tui::i18n::Texts {
        en: RULES,
        ..majlis_tui::i18n::Texts::NONE
    },
    messages: majlis_tui::i18n::Texts::NONE,
}];

// The scratch folders are the unit tests' own (`src/test_support.rs`): one
// file serves both.
#[path = "../../src/test_support.rs"]
mod support;
#[allow(unused_imports)] // not every test uses both
pub use support::{Scratch, scratch};

/// A folder at a fixed path, `/tmp/<name>`, removed when dropped: for the
/// tests whose notices name the folder (their wrapping must not depend on
/// where the build is). A folder left there by an older run goes first.
pub fn fixed_scratch(name: &str) -> Scratch {
    let _ = std::fs::remove_dir_all(std::path::Path::new("/tmp").join(name));
    Scratch(
        tempfile::Builder::new()
            .prefix(name)
            .rand_bytes(0)
            .tempdir_in("/tmp")
            .expect("a fixed scratch folder"),
    )
}

/// Seeds 100, 101, 102, …
pub fn counting_seeds() -> majlis_tui::app::Seeds {
    let mut next = 99;
    Box::new(move || {
        next += 1;
        next
    })
}

pub fn app_with(games: &'static [Registered], dir: &std::path::Path, size: (u16, u16)) -> App {
    App::new(games, SaveStore::at(dir), counting_seeds(), size)
}

/// The four players' names of the app tests.
pub const FOUR: [&str; 4] = ["Amal", "Sami", "Dov", "Lea"];

/// An app on `dir` at `size`, already playing Countdown as `majlis play`
/// opens it: seed `seed`, three moves, two players named `names` (the
/// default names where `names` is empty).
pub fn playing_countdown(dir: &std::path::Path, size: (u16, u16), seed: u64, names: &[&str]) -> App {
    let mut app = app_with(COUNTDOWN, dir, size);
    let names = names.iter().map(|n| (*n).to_owned()).collect();
    app.play("countdown", seed, Value::Null, 2, names).expect("play");
    app
}

/// An app with the real games on a new scratch folder (`folder`), at
/// `size`, playing `game` straight away as [`play_directly`] opens it.
pub fn playing(folder: &str, size: (u16, u16), game: &str, seed: u64, names: &[&str]) -> (Scratch, App) {
    let dir = scratch(folder);
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, size);
    play_directly(&mut app, game, seed, Value::Null, names);
    (dir, app)
}

/// Opens `game` from the picker as [`open_game`] does, and asserts that it
/// starts behind the curtain: the first player takes the device first.
pub fn open_behind_curtain(dir: &std::path::Path, size: (u16, u16), game: &str, names: &[&str]) -> App {
    let app = open_game(dir, size, game, names);
    assert_eq!(
        app.showing(),
        majlis_tui::app::Showing::Curtain,
        "{game}: the first player takes the device first"
    );
    app
}

/// Opens `game` in `app` straight away, as `majlis play` does: `seed`,
/// `options`, one player a name.
pub fn play_directly(app: &mut App, game: &str, seed: u64, options: Value, names: &[&str]) {
    let players = names.len();
    let names = names.iter().map(|n| (*n).to_owned()).collect();
    app.play(game, seed, options, players, names).expect("play");
}

/// Writes a Countdown save by `names` (seed 1, three moves, `actions`
/// played) to the shelf in `dir`, as the app would; returns its path.
pub fn save_countdown(dir: &std::path::Path, names: [&str; 2], actions: Value) -> std::path::PathBuf {
    let save = SaveFile {
        game: "countdown".into(),
        names: names.map(str::to_owned).to_vec(),
        record: json!({"seed": 1, "options": {"moves": 3}, "actions": actions}),
        seats: Vec::new(),
    };
    SaveStore::at(dir).write(&save).expect("write")
}

thread_local! {
    /// When the last input of [`moment`] came, on this test's thread.
    static LAST_INPUT: std::cell::Cell<Option<std::time::Instant>> = const { std::cell::Cell::new(None) };
}

/// The moment of a test's next key or click: a second after the one before
/// and after now, as a person at the keyboard presses keys, so that every
/// curtain has been up for its moment when the key comes. A test of that
/// moment gives times of its own (`App::handle_at`).
pub fn moment() -> std::time::Instant {
    let second = std::time::Duration::from_secs(1);
    LAST_INPUT.with(|last| {
        let soonest = std::time::Instant::now() + second;
        let at = last.get().map_or(soonest, |t| (t + second).max(soonest));
        last.set(Some(at));
        at
    })
}

/// An event, sent to the app at the next [`moment`].
pub fn send(app: &mut App, event: Event) {
    app.handle_at(&event, moment());
}

/// Ticks the app at the next [`moment`]: a curtain's card says its key is
/// awaited.
pub fn wait(app: &mut App) {
    app.tick_at(moment());
}

pub fn key(app: &mut App, code: KeyCode) {
    send(app, Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

pub fn ctrl(app: &mut App, c: char) {
    send(app, Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL)));
}

pub fn chars(app: &mut App, text: &str) {
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
}

pub fn click(app: &mut App, column: u16, row: u16) {
    send(
        app,
        Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        }),
    );
}

pub fn resize(app: &mut App, width: u16, height: u16) {
    send(app, Event::Resize(width, height));
}

/// The screen as text, at the app's size.
pub fn render(app: &App) -> String {
    let area = app.area();
    let mut terminal = Terminal::new(TestBackend::new(area.width, area.height)).expect("test terminal");
    terminal.draw(|frame| app.draw(frame)).expect("draw");
    terminal.backend().to_string()
}

/// Where a text first appears on screen, as (column, row).
pub fn find_text(app: &App, text: &str) -> Option<(u16, u16)> {
    let area = app.area();
    let mut terminal = Terminal::new(TestBackend::new(area.width, area.height)).expect("test terminal");
    terminal.draw(|frame| app.draw(frame)).expect("draw");
    let buffer = terminal.backend().buffer();
    for y in 0..area.height {
        let row: String = (0..area.width).map(|x| buffer[(x, y)].symbol().to_owned()).collect();
        if let Some(byte) = row.find(text) {
            let column = row[..byte].chars().count();
            return Some((u16::try_from(column).expect("fits"), y));
        }
    }
    None
}

/// Types the players' names on the setup screen, focus on the first name:
/// each name, then ↓ to the next.
pub fn type_names(app: &mut App, names: &[&str]) {
    for (i, name) in names.iter().enumerate() {
        if i > 0 {
            key(app, KeyCode::Down);
        }
        chars(app, name);
    }
}

/// Gives a twin session the key as the app's game screen gets it (in the
/// body of the app's area).
pub fn twin_key(app: &App, twin: &mut dyn Session, code: KeyCode) {
    let area = majlis_tui::chrome::chrome(app.area()).body;
    twin.on_key(KeyEvent::new(code, KeyModifiers::NONE), area);
}

/// Asserts the app's game holds the same record as its twin; `after` says
/// when, for the failure message.
pub fn assert_same_record(app: &App, twin: &dyn Session, after: &str) {
    if let Some(playing) = app.playing() {
        assert_eq!(playing.session.record_json(), twin.record_json(), "{after}");
    }
}

/// From the picker: the cursor down to the game listed as `name` (wherever
/// the shelf puts it), Enter: its setup screen.
pub fn open_setup(app: &mut App, name: &str) {
    let mark = format!("▶  {name}");
    for _ in 0..12 {
        if render(app).contains(&mark) {
            break;
        }
        key(app, KeyCode::Down);
    }
    assert!(render(app).contains(&mark), "{name} is on the picker:\n{}", render(app));
    key(app, KeyCode::Enter);
    assert_eq!(app.showing(), majlis_tui::app::Showing::Setup);
}

/// On the setup screen: down to Start (past the options) and press it.
pub fn press_start(app: &mut App) {
    for _ in 0..8 {
        if render(app).contains("▶ Start ◀") {
            break;
        }
        key(app, KeyCode::Down);
    }
    assert!(render(app).contains("▶ Start ◀"), "Start is reached:\n{}", render(app));
    key(app, KeyCode::Enter);
}

/// Leaves the game in play by q then p (to the picker, saving it), checks
/// that the autosave `dir/game-1.json` is of `game` and holds `record`, and
/// continues it from the picker; returns the saved record.
pub fn leave_and_continue(
    app: &mut App,
    dir: &std::path::Path,
    game: &str,
    record: &serde_json::Value,
) -> serde_json::Value {
    key(app, KeyCode::Char('q'));
    // Behind a curtain q asks too; either way the question comes.
    assert_eq!(app.showing(), majlis_tui::app::Showing::Confirm);
    key(app, KeyCode::Char('p'));
    assert_eq!(app.showing(), majlis_tui::app::Showing::Picker);
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("game-1.json")).expect("autosave")).expect("JSON");
    assert_eq!(saved["game"], game);
    assert_eq!(&saved["record"], record);
    key(app, KeyCode::Enter); // Continue
    saved["record"].clone()
}

/// A seeded counter for the tests that vary their keys by a seed (a 64-bit
/// LCG): stirs `pick` and returns it; its top bits are the well mixed ones.
pub fn stir(pick: &mut u64) -> u64 {
    *pick = pick
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    *pick
}

/// The twin of a new game on screen `S` at the app's table: the seed, one
/// name a seat, the default options.
pub fn twin<S: GameScreen>(seed: u64, names: &[&str]) -> Seated<S>
where
    <S::Game as Game>::Options: Default,
{
    let table = Table::<S::Game>::new(seed, names.len(), Default::default()).expect("a table");
    Seated::new(table, names.iter().map(|n| (*n).to_string()).collect())
}

/// Picker → the setup of the game listed as `game` (its usual player
/// count) → `names` typed → Start: the app's first game, seed 100, checked
/// to be so.
pub fn open_game(dir: &std::path::Path, size: (u16, u16), game: &str, names: &[&str]) -> App {
    let mut app = app_with(majlis_tui::games::SCREENS, dir, size);
    open_setup(&mut app, game);
    type_names(&mut app, names);
    press_start(&mut app);
    let playing = app.playing().expect("a game");
    assert_eq!(playing.session.record_json()["seed"], 100, "the app's first seed");
    assert_eq!(playing.session.names(), names);
    app
}

/// The picker on screen (failing the test when another screen is up).
pub fn picker(app: &App) -> &Picker {
    let majlis_tui::app::Mode::Picker(picker) = app.screen() else {
        panic!("not on the picker: {:?}", app.showing())
    };
    picker
}

/// The saved games the picker offers, in its order.
pub fn saved_games(app: &App) -> Vec<&SavedGame> {
    picker(app)
        .entries()
        .iter()
        .filter_map(|e| match e {
            Entry::Continue(saved) => Some(saved),
            Entry::Game { .. } => None,
        })
        .collect()
}

/// Leaves the game in play and continues it from the picker, as
/// [`leave_and_continue`] does (the autosave checked to hold `twin`'s
/// record), and returns the twin resumed from the record saved, with
/// `names`.
pub fn leave_and_resume<S: GameScreen>(
    app: &mut App,
    dir: &std::path::Path,
    game: &str,
    twin: &Seated<S>,
    names: &[&str],
) -> Seated<S> {
    let saved = leave_and_continue(app, dir, game, &twin.record_json());
    let record: Record<S::Game> = serde_json::from_value(saved).expect("a record");
    Seated::resumed(&record, names.iter().map(|n| (*n).to_string()).collect()).expect("resumes")
}

/// Plays a test's app and twin (`pair`) by `step` until the app shows the
/// results, `most` steps at the most, and asserts it does (`what`: "the
/// match ends"); `app` finds the app in the pair.
pub fn play_to_results<P>(pair: &mut P, app: fn(&P) -> &App, mut step: impl FnMut(&mut P), most: usize, what: &str) {
    for _ in 0..most {
        if app(pair).showing() == majlis_tui::app::Showing::Results {
            break;
        }
        step(pair);
    }
    assert_eq!(app(pair).showing(), majlis_tui::app::Showing::Results, "{what}");
}

/// The real app and a twin session at the same table, driven together: the
/// twin receives exactly the keys the app's game receives, and a test checks
/// that the two agree. `T` is what the test counts on the way.
pub struct Pair<S, T = ()> {
    pub app: App,
    pub twin: S,
    /// The keys (and clicks) sent so far.
    pub keys: usize,
    pub tally: T,
}

impl<S: Session, T: Default> Pair<S, T> {
    /// `app` and `twin`, nothing sent yet.
    pub fn new(app: App, twin: S) -> Self {
        Pair {
            app,
            twin,
            keys: 0,
            tally: T::default(),
        }
    }
}

impl<S: Session, T> Pair<S, T> {
    /// Sends `code` to the app and the twin, and counts it. While the twin's
    /// curtain is up the shell lifts it: the key is not passed on as a move.
    pub fn send(&mut self, code: KeyCode) {
        let curtain = self.twin.curtain().is_some();
        key(&mut self.app, code);
        self.keys += 1;
        if curtain {
            self.twin.take_device();
        } else {
            twin_key(&self.app, &mut self.twin, code);
        }
    }

    /// Asserts that the app's game has the twin's record, after the key `code`.
    pub fn assert_same(&self, code: KeyCode) {
        assert_same_record(&self.app, &self.twin, &format!("after key {} ({code:?})", self.keys));
    }

    /// Asserts that the finished game's autosave is gone from `dir`, and
    /// prints the results screen with the keys the game took (and `more`).
    pub fn assert_save_removed(&self, dir: &std::path::Path, more: &str) {
        assert!(
            !dir.join("game-1.json").exists(),
            "the finished game's autosave is removed"
        );
        eprintln!("{} keys{more}\n{}", self.keys, render(&self.app));
    }

    /// Asserts that the app's game (while it shows one) and the twin have
    /// the same curtain up, or none.
    pub fn assert_same_curtain(&self) {
        if let Some(playing) = self.app.playing() {
            assert_eq!(
                playing.session.curtain(),
                self.twin.curtain(),
                "after key {}",
                self.keys
            );
        }
    }

    /// The results the app shows, asserted to be the twin's summary.
    pub fn results(&self) -> &majlis_tui::screens::results::Results {
        let majlis_tui::app::Mode::Results(results) = self.app.screen() else {
            panic!("results")
        };
        assert_eq!(results.summary, self.twin.summary());
        results
    }
}

impl<G: GameScreen, T> Pair<Seated<G>, T> {
    /// Plays by `step` (a seeded counter from 100 stirring its choices)
    /// `before` times, then as [`Pair::resume_and_finish`] does: leaves,
    /// continues from the picker (the app then showing `shows`) and plays on
    /// to the results, `most` steps at the most.
    pub fn play_with_a_break(
        &mut self,
        dir: &std::path::Path,
        before: usize,
        shows: majlis_tui::app::Showing,
        most: usize,
        mut step: impl FnMut(&mut Self, &mut u64),
    ) {
        let mut pick = 100;
        for _ in 0..before {
            step(self, &mut pick);
        }
        let (game, names) = (self.twin.game_id(), self.twin.names().to_vec());
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        self.resume_and_finish(dir, game, &names, shows, most, |p| step(p, &mut pick));
    }

    /// Leaves the game in play (saving) and continues it from the picker, as
    /// [`leave_and_resume`] does (the twin resumed from the save, by
    /// `names`), asserts that the app then shows `shows`, and plays on by
    /// `step` to the results (`most` steps at the most), the twin over too.
    pub fn resume_and_finish(
        &mut self,
        dir: &std::path::Path,
        game: &str,
        names: &[&str],
        shows: majlis_tui::app::Showing,
        most: usize,
        step: impl FnMut(&mut Self),
    ) {
        self.twin = leave_and_resume(&mut self.app, dir, game, &self.twin, names);
        assert_eq!(self.app.showing(), shows, "the resumed game:\n{}", render(&self.app));
        play_to_results(self, |p| &p.app, step, most, "the game reaches its results");
        assert!(self.twin.is_over(), "the twin is over too");
    }
}
