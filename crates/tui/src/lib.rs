//! The Majlis terminal front-end: a game picker, a setup screen, hot-seat play on
//! one keyboard and mouse, and results, with help, a pass-the-device curtain for
//! games with hidden cards, and an autosave.
//!
//! Layers, one module each: [`app`] (the state machine), [`screens`] and
//! [`overlays`] (one file each), [`keys`] (input mapping), [`save`] (the autosave
//! file), [`terminal`] (set-up, tear-down and the main loop), and [`games`] (one
//! screen per game, behind the [`session::Session`] contract).

pub mod app;
pub mod games;
pub mod keys;
pub mod overlays;
pub mod save;
pub mod screens;
pub mod session;
pub mod terminal;
pub mod ui;

use std::time::{SystemTime, UNIX_EPOCH};

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
        /// Players' names, one per seat (empty: default names).
        names: Vec<String>,
    },
}

/// Runs the terminal front-end until the family quits. Saves go to
/// `$MAJLIS_DATA_DIR`, else the user's data directory (`…/majlis/autosave.json`).
///
/// # Errors
/// For `Start::Play`: an unknown game, a player count or options the game refuses
/// (reported before the terminal is touched). Otherwise when the terminal cannot be
/// set up, read or drawn to.
pub fn run(start: Start) -> anyhow::Result<()> {
    let size = crossterm::terminal::size().unwrap_or(ui::MIN_SIZE);
    let mut app = app::App::new(games::SCREENS, save::SaveStore::from_env(), clock_seeds(), size);
    if let Start::Play {
        game,
        seed,
        options,
        names,
    } = start
    {
        app.play(&game, seed, options, names)?;
    }
    terminal::main_loop(&mut app)
}

/// Seeds for new games: the clock, stirred with a counter so two games started in
/// the same instant differ.
fn clock_seeds() -> app::Seeds {
    let mut count = 0u64;
    Box::new(move || {
        count += 1;
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos());
        // SplitMix64's finaliser: nearby clock readings give unrelated seeds.
        let mut z = (nanos as u64) ^ count.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    })
}
