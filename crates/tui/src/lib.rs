//! The Majlis terminal front-end: a game picker, a setup screen, hot-seat play on
//! one keyboard and mouse, and results, with help, a pass-the-device curtain for
//! games with hidden cards, and an autosave.
//!
//! Layers, one module each: [`app`] (the state machine), [`screens`] and
//! [`overlays`] (one file each, answering with a [`request::Request`]),
//! [`keys`] (input mapping), [`save`] (the shelf of saved games), [`checks`]
//! (the picker's records checked off the screen's thread), [`history`]
//! (finished games' records), [`clock`] (dates as a family reads them), [`terminal`]
//! (set-up, tear-down and the main loop), [`seated`] (the one seated screen
//! every game is played on), [`games`] (one screen folder per game, listed
//! in [`games::SCREENS`] from the shelf's one list) and [`registry`] (how the
//! shell opens a game). A guide to writing a game's screen is `docs/screens.md`.

pub mod app;
pub mod bidi;
pub mod checks;
pub mod chrome;
pub mod clock;
pub mod games;
pub mod history;
pub mod i18n;
pub mod interface;
pub mod keys;
pub mod markdown;
pub mod nocolor;
pub mod overlays;
pub mod registry;
pub mod request;
pub mod save;
pub mod screens;
pub mod seated;
pub mod seats;
pub mod session;
pub mod terminal;
pub mod text;
pub mod theme;
pub mod widgets;

#[cfg(test)]
mod test_support;

use std::hash::{BuildHasher, RandomState};

/// How the program starts.
#[derive(Clone, Debug, PartialEq)]
pub enum Start {
    /// The game picker (`majlis` with no arguments).
    Picker,
    /// Straight into a game, skipping the menus (`majlis play <game> …`).
    Play {
        /// Game id.
        game: String,
        /// Seed of the table.
        seed: u64,
        /// The game's options as JSON (`null` for the defaults).
        options: serde_json::Value,
        /// How many play.
        players: usize,
        /// Players' names, one per seat (empty: default names; a
        /// computer's seat is then called as on the setup screen,
        /// "Computer (hard)").
        names: Vec<String>,
        /// Who plays each seat (empty: people at every seat).
        seats: Vec<seats::SeatKind>,
    },
}

/// Runs the terminal front-end until the family quits. Saves go to
/// `$MAJLIS_DATA_DIR`, else the user's data directory (`…/majlis/`): one file
/// a game in progress, and the finished games in `history/`.
///
/// # Errors
/// For `Start::Play`: an unknown game, a player count, seats or options the
/// game refuses (reported before the terminal is touched). Otherwise when the terminal cannot be
/// set up, read or drawn to.
pub fn run(start: Start) -> anyhow::Result<()> {
    let interface = interface::Interface::from_env(None, None)?;
    run_with(start, interface)
}

/// [`run`], speaking as `interface` says: its language for this thread (the
/// terminal's), its bidi mode, the terminal switched to explicit bidi mode
/// when it reorders text itself, and the picker's choice of language
/// remembered in its config.
///
/// # Errors
/// As [`run`].
pub fn run_with(start: Start, interface: interface::Interface) -> anyhow::Result<()> {
    i18n::set_lang(interface.choice.lang);
    bidi::set_mode(interface.bidi);
    let size = ratatui::crossterm::terminal::size().unwrap_or(chrome::MIN_SIZE);
    let mut app = app::App::with_check_wait(
        games::SCREENS,
        save::SaveStore::from_env(),
        Box::new(fresh_seed),
        size,
        Some(app::CHECK_WAIT),
    );
    if let Start::Play {
        game,
        seed,
        options,
        players,
        names,
        seats,
    } = start
    {
        app.play_seated(&game, seed, options, players, names, &seats)?;
    }
    app.remember_in(interface.config, interface.problem.map(|p| p.message()));
    terminal::main_loop_with(&mut app, interface.explicit_bidi, &mut terminal::NoHook)
}

/// A fresh seed for a new game: the one way Majlis makes one (the picker's
/// new games and `majlis play` without `--seed`). std's `RandomState` is keyed
/// from the system's randomness, so two games started in the same instant
/// differ, and the clock is stirred in for good measure.
#[must_use]
pub fn fresh_seed() -> u64 {
    RandomState::new().hash_one(std::time::SystemTime::now())
}
