//! The face a game's screen shows the shell. The shell (picker, setup, results,
//! overlays, saves, main loop) knows games only through [`Session`]; each game's
//! screen module implements it around its own typed `Table`.

use crossterm::event::{KeyEvent, MouseEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use rules_core::Seat;

/// What happened to an input a session was given.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Not for this screen: the shell may use it (`?`, `q`, Esc, …).
    Ignored,
    /// Handled by the screen (state or status line may have changed).
    Handled,
}

/// How a match ended, for the results screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// One line naming the winner(s), e.g. "Amal wins the match 3–1".
    pub headline: String,
    /// What happened game by game, e.g. "Game 2: Amal, Mars (2 points)".
    pub details: Vec<String>,
    /// Points or score per seat, in seat order.
    pub scores: Vec<u32>,
    /// The winning seats.
    pub winners: Vec<Seat>,
}

/// A game being played at the table, as the shell sees it.
pub trait Session {
    /// The game id (`shesh-besh`, …).
    fn game_id(&self) -> &'static str;
    /// Players' names, one per seat.
    fn names(&self) -> &[String];
    /// The smallest terminal (columns, rows) this screen can be drawn in.
    fn min_size(&self) -> (u16, u16);
    /// Draws the game into `area`. Never changes the game.
    fn draw(&self, frame: &mut Frame, area: Rect);
    /// A key press. `area` is the area the game was last drawn in.
    fn on_key(&mut self, key: KeyEvent, area: Rect) -> Reply;
    /// A mouse event; hit-testing uses the same layout as [`Session::draw`] for `area`.
    fn on_mouse(&mut self, mouse: MouseEvent, area: Rect) -> Reply;
    /// The game's keys, as (key, what it does), for the help overlay and the key bar.
    fn keys(&self) -> Vec<(&'static str, &'static str)>;
    /// The rules summary shown in the help overlay (from `assets/`).
    fn rules_text(&self) -> &'static str;
    /// A seat whose hidden cards are about to be shown and who has not yet taken
    /// the device: the shell draws its curtain until [`Session::take_device`].
    /// Always `None` for games without hidden information.
    fn curtain(&self) -> Option<Seat>;
    /// The seat named by [`Session::curtain`] has pressed a key.
    fn take_device(&mut self);
    /// The match is over: the shell shows the results screen.
    fn is_over(&self) -> bool;
    /// The results, meaningful once [`Session::is_over`].
    fn summary(&self) -> Summary;
    /// The record (seed, options, actions) that replays this game, as
    /// `rules_core::Record` serialises it; the shell wraps it in a save file.
    fn record_json(&self) -> serde_json::Value;
    /// Text the player asked to copy (a position's ID, …), handed over once:
    /// the shell sends it to the terminal's clipboard. Most games have none.
    fn take_copy(&mut self) -> Option<String> {
        None
    }
    /// How many actions the record holds: the shell autosaves whenever this
    /// changes (a confirmed turn, a roll, a game's end within a match). The
    /// default counts the actions of [`Session::record_json`]; a game with a
    /// cheaper count should override it, since the shell asks after every event.
    fn actions_played(&self) -> usize {
        self.record_json()
            .get("actions")
            .and_then(serde_json::Value::as_array)
            .map_or(0, Vec::len)
    }
}

/// One option a game's setup screen offers.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The key in the game's options JSON (`match_to`, `opening`, …).
    pub key: &'static str,
    /// The label a family reads.
    pub label: &'static str,
    /// The values, as they appear in the options JSON, and how they are shown.
    pub choices: &'static [OptionChoice],
    /// Index into `choices` of the default.
    pub default: usize,
}

/// One value of an [`OptionSpec`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct OptionChoice {
    /// The value as JSON text (`"play-roll"`, `3`).
    pub json: &'static str,
    /// How it is shown.
    pub label: &'static str,
}

/// Opens a new game: seed, players' names (one per seat), options JSON (`null` for defaults).
pub type NewSession = fn(u64, Vec<String>, &serde_json::Value) -> anyhow::Result<Box<dyn Session>>;

/// Reopens a saved game: players' names and the record from [`Session::record_json`].
pub type ResumeSession = fn(Vec<String>, &serde_json::Value) -> anyhow::Result<Box<dyn Session>>;

/// A line for the setup screen about the table being set up (who partners
/// whom, …), from the names typed so far: one per seat, blank where none is typed.
pub type SetupNote = fn(&[String]) -> String;

/// What the shell needs to open a game's screen.
#[derive(Copy, Clone)]
pub struct ScreenEntry {
    /// The game id, as in `majlis_games::GAMES`.
    pub id: &'static str,
    /// The setup screen's options.
    pub options: &'static [OptionSpec],
    /// A line the setup screen shows under the names, redrawn as the player
    /// count and the names change (Jackar's partners); `None` for none.
    pub setup_note: Option<SetupNote>,
    /// A new game: seed, players' names (one per seat), options JSON (`null` for defaults).
    pub new_session: NewSession,
    /// A saved game: players' names and the record from [`Session::record_json`].
    pub resume: ResumeSession,
}
