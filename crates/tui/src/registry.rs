//! How the shell opens a game: one [`Registered`] entry per game, built from
//! the game's screen by [`Registered::of`]. The list of the real games is
//! [`crate::games::SCREENS`], made from the shelf's one list
//! (`majlis_games::for_each_game!`); tests put games of their own on a list.

use rules_core::{Description, Game, Record, Table, options_from_json};
use serde_json::Value;

use crate::seated::{GameScreen, Seated};
use crate::session::Session;

/// Opens a new game: seed, players' names (one per seat), options JSON (`null` for defaults).
pub type Open = fn(u64, Vec<String>, &Value) -> anyhow::Result<Box<dyn Session>>;

/// Reopens a saved game: players' names and the record from [`Session::record_json`].
pub type Resume = fn(Vec<String>, &Value) -> anyhow::Result<Box<dyn Session>>;

/// A line for the setup screen about the table being set up (who partners
/// whom, …), from the names typed so far: one per seat, blank where none is typed.
pub type SetupNote = fn(&[String]) -> String;

/// What the shell needs to offer, set up, open and resume a game.
#[derive(Copy, Clone)]
pub struct Registered {
    /// The game described by its rules crate: names, player counts, default
    /// seat names, options. The picker, setup, help and results read it.
    pub description: &'static Description,
    /// A new game.
    pub open: Open,
    /// A saved game.
    pub resume: Resume,
    /// The setup screen's line under the names, if the game has one.
    pub setup_note: Option<SetupNote>,
    /// The smallest area the game's screen needs for a player count.
    pub min_size: fn(usize) -> (u16, u16),
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
            open: open::<S>,
            resume: resume::<S>,
            setup_note: S::SETUP_NOTE,
            min_size: S::min_size,
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
            "{} is played by {} players, not {}",
            description.display_name(),
            description.players_text(),
            names.len()
        );
    }
    Ok(names
        .into_iter()
        .enumerate()
        .map(|(seat, name)| {
            let name = name.trim();
            if name.is_empty() {
                description.default_name(seat)
            } else {
                name.to_string()
            }
        })
        .collect())
}

fn open<S: GameScreen>(seed: u64, names: Vec<String>, options: &Value) -> anyhow::Result<Box<dyn Session>> {
    let description = <S::Game as Game>::DESCRIPTION;
    let names = seat_names(description, names)?;
    if let Err(problems) = description.check_options(options) {
        anyhow::bail!("{}", problems.join("; "));
    }
    let options = options_from_json::<S::Game>(Some(options))?;
    let table = Table::<S::Game>::new(seed, names.len(), options)?;
    Ok(Box::new(Seated::<S>::new(table, names)))
}

fn resume<S: GameScreen>(names: Vec<String>, record: &Value) -> anyhow::Result<Box<dyn Session>> {
    let description = <S::Game as Game>::DESCRIPTION;
    let record: Record<S::Game> = serde_json::from_value(record.clone())
        .map_err(|e| anyhow::anyhow!("this is not a {} save: {e}", description.latin))?;
    if names.len() != record.players {
        anyhow::bail!("the save is of {} players but names {}", record.players, names.len());
    }
    let names = seat_names(description, names)?;
    Ok(Box::new(Seated::<S>::resumed(&record, names)?))
}
