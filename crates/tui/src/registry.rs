//! How the shell opens a game: one [`Registered`] entry per game, built from
//! the game's screen by [`Registered::of`]. The list of the real games is
//! `games::SCREENS` (a level above this one), made from the shelf's one list
//! (`majlis_games::for_each_game!`); tests put games of their own on a list.

use rules_core::{Description, Game, Record, Table, options_from_json};
use serde_json::Value;

use crate::seated::{GameScreen, Seated};
use crate::seats::SeatKind;
use crate::session::Session;

/// Opens a new game: seed, players' names (one per seat), options JSON (`null` for defaults).
pub type Open = fn(u64, Vec<String>, &Value) -> anyhow::Result<Box<dyn Session>>;

/// Reopens a saved game: players' names and the record from [`Session::record_json`].
pub type Resume = fn(Vec<String>, &Value) -> anyhow::Result<Box<dyn Session>>;

/// Opens a new game as [`Open`], with who plays each seat (missing ones are
/// people's).
pub type OpenSeated = fn(u64, Vec<String>, &[SeatKind], &Value) -> anyhow::Result<Box<dyn Session>>;

/// Reopens a saved game as [`Resume`], with who plays each seat (empty:
/// every seat a person's, as in saves before computer players).
pub type ResumeSeated = fn(Vec<String>, &[SeatKind], &Value) -> anyhow::Result<Box<dyn Session>>;

/// A line for the setup screen about the table being set up (who partners
/// whom, …), from the names typed so far: one per seat, blank where none is typed.
pub type SetupNote = fn(&[String]) -> String;

/// What the shell needs to offer, set up, open and resume a game.
#[derive(Copy, Clone)]
pub struct Registered {
    /// The game described by its rules crate: names, player counts, default
    /// seat names, options. The picker, setup, help and results read it.
    pub description: &'static Description,
    /// A new game, every seat a person's.
    pub open: Open,
    /// A saved game, every seat a person's.
    pub resume: Resume,
    /// A new game with computer players.
    pub open_seated: OpenSeated,
    /// A saved game with its computer players.
    pub resume_seated: ResumeSeated,
    /// The setup screen's line under the names, if the game has one.
    pub setup_note: Option<SetupNote>,
    /// The smallest area the game's screen needs for a player count.
    pub min_size: fn(usize) -> (u16, u16),
    /// Whether the game has computer players (setup offers them).
    pub has_computers: fn() -> bool,
    /// The rules in short (Markdown, from `assets/rules/`): the help shows
    /// them in a game, and the picker and setup before one starts.
    pub rules: crate::i18n::Texts,
    /// The game's own words, in each language (its message files).
    pub messages: crate::i18n::Texts,
}

impl std::fmt::Debug for Registered {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Registered")
            .field("game", &self.description.id)
            .finish_non_exhaustive()
    }
}

impl Registered {
    /// The entry of a game played on screen `S`: the one line that puts a
    /// game on a list the shell opens.
    #[must_use]
    pub const fn of<S: GameScreen>() -> Self {
        Registered {
            description: <S::Game as Game>::DESCRIPTION,
            open: open_people::<S>,
            resume: resume_people::<S>,
            open_seated: open::<S>,
            resume_seated: resume::<S>,
            setup_note: S::SETUP_NOTE,
            min_size: S::min_size,
            has_computers: has_computers::<S>,
            rules: S::RULES,
            messages: S::MESSAGES,
        }
    }

    /// The game's id.
    #[must_use]
    pub fn id(&self) -> &'static str {
        self.description.id
    }
}

/// The names to play under: one per seat, blanks replaced by the game's
/// default name for that seat.
fn seat_names(description: &Description, names: Vec<String>) -> anyhow::Result<Vec<String>> {
    if !description.players.contains(&names.len()) {
        anyhow::bail!(
            "{}",
            crate::t!(
                "registry-players",
                game = crate::i18n::game_words::title(description),
                players = crate::i18n::game_words::players_text(description),
                count = names.len()
            )
        );
    }
    Ok(names
        .into_iter()
        .enumerate()
        .map(|(seat, name)| {
            let name = name.trim();
            if name.is_empty() {
                crate::i18n::game_words::seat_name(description, seat)
            } else {
                name.to_string()
            }
        })
        .collect())
}

fn open_people<S: GameScreen>(seed: u64, names: Vec<String>, options: &Value) -> anyhow::Result<Box<dyn Session>> {
    open::<S>(seed, names, &[], options)
}

fn resume_people<S: GameScreen>(names: Vec<String>, record: &Value) -> anyhow::Result<Box<dyn Session>> {
    resume::<S>(names, &[], record)
}

fn has_computers<S: GameScreen>() -> bool {
    <S::Game as majlis_games::Shelved>::computers().is_some()
}

fn open<S: GameScreen>(
    seed: u64,
    names: Vec<String>,
    seats: &[SeatKind],
    options: &Value,
) -> anyhow::Result<Box<dyn Session>> {
    let description = <S::Game as Game>::DESCRIPTION;
    let names = seat_names(description, names)?;
    if let Err(problems) = description.check_options(options) {
        anyhow::bail!("{}", problems.join("; "));
    }
    let options = options_from_json::<S::Game>(Some(options))?;
    let table = Table::<S::Game>::new(seed, names.len(), options)?;
    Ok(Box::new(Seated::<S>::with_seats(table, names, seats)))
}

fn resume<S: GameScreen>(names: Vec<String>, seats: &[SeatKind], record: &Value) -> anyhow::Result<Box<dyn Session>> {
    let description = <S::Game as Game>::DESCRIPTION;
    let record: Record<S::Game> = serde_json::from_value(record.clone()).map_err(|e| {
        anyhow::anyhow!(
            "{}",
            crate::t!(
                "registry-not-a-save",
                game = crate::i18n::game_words::heading(description).0,
                error = e.to_string()
            )
        )
    })?;
    if names.len() != record.players {
        anyhow::bail!(
            "{}",
            crate::t!("registry-names-count", players = record.players, names = names.len())
        );
    }
    let names = seat_names(description, names)?;
    if seats.len() > record.players {
        anyhow::bail!(
            "{}",
            crate::t!("registry-seats-count", players = record.players, seats = seats.len())
        );
    }
    Ok(Box::new(Seated::<S>::resumed_with_seats(&record, names, seats)?))
}
