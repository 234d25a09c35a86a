//! The Majlis terminal front-end. SKELETON: entry points only, to be implemented.

pub mod games;
pub mod session;

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

/// Runs the terminal front-end until the family quits.
///
/// # Errors
/// When the terminal cannot be set up or drawn to.
pub fn run(start: Start) -> anyhow::Result<()> {
    let _ = start;
    anyhow::bail!("the terminal front-end is not built yet")
}
