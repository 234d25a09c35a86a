//! The shelf: the games Majlis offers, and a game-independent way to start, load
//! and replay each of them through [`rules_core::DynTable`].
//!
//! Every fact about a game (id, names, player counts, default seat names,
//! options) is its rules crate's [`Description`]; a [`GameInfo`] only points at
//! it and adds the functions that open a table of that game. The list itself
//! is [`for_each_game!`]: one line per game, from which both [`GAMES`] (read by
//! the command line, the engine and `majlis sim`) and the terminal front-end's
//! list of screens are built, so the two cannot disagree.
//!
//! Every game on the shelf comes with its computer players ([`computer`]):
//! a table opened here answers [`ShelfTable::bot_move`], and
//! [`GameInfo::arena_game`] plays bots against bots.

pub mod computer;

pub use computer::{BotError, BotMove, BotReason, Computers, Seated, ShelfTable};

use rules_core::arena::ArenaGame;
use rules_core::{Description, Level, LoadError, Record, SetupError, Table, options_from_json};
use serde_json::Value;

/// The rules crates of the games on the shelf, so that [`for_each_game!`] can
/// name their types from any crate.
pub mod rules {
    pub use jackar;
    pub use khixa;
    pub use shesh_besh;
    pub use toki;
    pub use wajh_alnahs;
}

/// Every playable game, in the order the picker shows them: **the one line a
/// new game adds.** Each entry is `module: Type`, where `Type` is the game's
/// [`Game`] and `module` the name of its screen folder in the terminal
/// front-end (`crates/tui/src/games/<module>/`).
///
/// The macro hands the list to `$callback!`, which builds what it needs from
/// it: this crate's [`GAMES`], the front-end's screens.
#[macro_export]
macro_rules! for_each_game {
    ($callback:ident) => {
        $callback! {
            shesh_besh: $crate::rules::shesh_besh::SheshBesh,
            jackar: $crate::rules::jackar::Jackar,
            khixa: $crate::rules::khixa::Khixa,
            toki: $crate::rules::toki::Toki,
            wajh_alnahs: $crate::rules::wajh_alnahs::WajhAlNahs,
        }
    };
}

/// A table of any game on the shelf.
pub type BoxedTable = Box<dyn ShelfTable>;

/// Plays one arena game of a game on the shelf (see [`GameInfo::arena_game`]).
type ArenaFn = fn(&[Level], Option<&Value>, u64, u64, usize) -> Result<ArenaGame, String>;

/// One game on the shelf: its description and how to open a table of it.
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    /// The game's id (its description's), kept here for quick lookups.
    pub id: &'static str,
    /// Everything about the game, as its rules crate describes it.
    pub description: &'static Description,
    new_table: fn(u64, usize, Option<&Value>) -> Result<BoxedTable, SetupError>,
    load_state: fn(u64, &Value) -> Result<BoxedTable, LoadError>,
    replay: fn(&Value) -> Result<BoxedTable, String>,
    arena_game: ArenaFn,
    has_computers: fn() -> bool,
}

impl GameInfo {
    /// The name shown to players: Latin and original, e.g. `Shesh-Besh (שש בש)`.
    #[must_use]
    pub fn display_name(&self) -> String {
        self.description.display_name()
    }

    /// "2", "2–4" or "2, 4 or 6": the player counts in words.
    #[must_use]
    pub fn players_text(&self) -> String {
        self.description.players_text()
    }

    /// Checks a player count and an options object against the description,
    /// saying everything that is wrong.
    ///
    /// # Errors
    /// The player count is not the game's, or an option is unknown or has a
    /// value it does not take.
    pub fn check(&self, players: usize, options: Option<&Value>) -> Result<(), SetupError> {
        let d = self.description;
        let mut problems = Vec::new();
        if !d.players.contains(&players) {
            problems.push(format!(
                "{} is played by {} players, not {players}",
                d.display_name(),
                d.players_text()
            ));
        }
        if let Some(options) = options
            && let Err(mut found) = d.check_options(options)
        {
            problems.append(&mut found);
        }
        match problems.as_slice() {
            [] => Ok(()),
            [one] if !d.players.contains(&players) => Err(SetupError(one.clone())),
            _ => Err(SetupError(format!("bad options for {}: {}", d.id, problems.join("; ")))),
        }
    }

    /// A new table of this game. Chance is not resolved yet.
    ///
    /// # Errors
    /// When the player count or options are not the game's (see [`GameInfo::check`]).
    pub fn new_table(&self, seed: u64, players: usize, options: Option<&Value>) -> Result<BoxedTable, SetupError> {
        self.check(players, options)?;
        (self.new_table)(seed, players, options)
    }

    /// A table around a loaded state.
    ///
    /// # Errors
    /// When the state is not a possible state of this game.
    pub fn load_state(&self, seed: u64, state: &Value) -> Result<BoxedTable, LoadError> {
        (self.load_state)(seed, state)
    }

    /// Replays a record (seed, options, actions) written by [`DynTable::record`].
    ///
    /// # Errors
    /// When the record is not of this game or does not replay.
    pub fn replay(&self, record: &Value) -> Result<BoxedTable, String> {
        (self.replay)(record)
    }

    /// Whether the game has computer players.
    #[must_use]
    pub fn has_computers(&self) -> bool {
        (self.has_computers)()
    }

    /// Plays game `index` of an arena of computer players, one per level,
    /// with seats rotated by `index` (see [`rules_core::arena::arena_game`]):
    /// chance and the players' choices from `seed`, at most `max_actions`
    /// player actions, options as JSON (`None`: the defaults).
    ///
    /// # Errors
    /// When the game has no computer players, the levels are not a player
    /// count it takes, the options are not its, or a bot chose an illegal
    /// action.
    pub fn arena_game(
        &self,
        levels: &[Level],
        options: Option<&Value>,
        index: u64,
        seed: u64,
        max_actions: usize,
    ) -> Result<ArenaGame, String> {
        self.check(levels.len(), options).map_err(|e| e.to_string())?;
        (self.arena_game)(levels, options, index, seed, max_actions)
    }
}

fn new_table<G: Seated>(seed: u64, players: usize, options: Option<&Value>) -> Result<BoxedTable, SetupError> {
    let options = options_from_json::<G>(options)?;
    Ok(Box::new(Table::<G>::new(seed, players, options)?) as BoxedTable)
}

fn load_state<G: Seated>(seed: u64, state: &Value) -> Result<BoxedTable, LoadError> {
    Ok(Box::new(Table::from_state(G::load_json(state)?, seed)))
}

fn replay<G: Seated>(record: &Value) -> Result<BoxedTable, String> {
    let record: Record<G> =
        serde_json::from_value(record.clone()).map_err(|e| format!("not a {} record: {e}", G::ID))?;
    Table::<G>::replay(&record)
        .map(|t| Box::new(t) as BoxedTable)
        .map_err(|e| e.to_string())
}

fn has_computers<G: Seated>() -> bool {
    G::computers().is_some()
}

/// The shelf entry of game `G`: everything is read from `G::DESCRIPTION`.
/// Public so that tests of the engine and tools can put a toy game on a
/// shelf of their own.
#[must_use]
pub const fn entry<G: Seated>() -> GameInfo {
    GameInfo {
        id: G::DESCRIPTION.id,
        description: G::DESCRIPTION,
        new_table: new_table::<G>,
        load_state: load_state::<G>,
        replay: replay::<G>,
        arena_game: computer::arena_json::<G>,
        has_computers: has_computers::<G>,
    }
}

/// Builds [`GAMES`] from [`for_each_game!`].
macro_rules! shelf {
    ($($module:ident: $game:ty,)*) => {
        &[$(entry::<$game>()),*]
    };
}

/// Every playable game, in the order the picker shows them.
pub static GAMES: &[GameInfo] = for_each_game!(shelf);

/// The game with this id.
#[must_use]
pub fn find(id: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.id == id)
}

/// The ids of every game, for error messages.
#[must_use]
pub fn ids() -> Vec<&'static str> {
    GAMES.iter().map(|g| g.id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_game_is_found_by_its_id_and_is_its_rules_crates_description() {
        for game in GAMES {
            assert_eq!(find(game.id).map(|g| g.id), Some(game.id));
            assert_eq!(game.id, game.description.id);
        }
        assert!(std::ptr::eq(
            find("shesh-besh").expect("listed").description,
            <shesh_besh::SheshBesh as rules_core::Game>::DESCRIPTION
        ));
        assert!(std::ptr::eq(
            find("jackar").expect("listed").description,
            <jackar::Jackar as rules_core::Game>::DESCRIPTION
        ));
        assert!(find("chess").is_none());
    }

    #[test]
    fn every_game_passes_the_description_check_of_the_conformance_suite() {
        assert_eq!(
            rules_core::conformance::check_description::<shesh_besh::SheshBesh>(),
            Ok(())
        );
        assert_eq!(rules_core::conformance::check_description::<jackar::Jackar>(), Ok(()));
        assert_eq!(rules_core::conformance::check_description::<khixa::Khixa>(), Ok(()));
        assert_eq!(
            rules_core::conformance::check_description::<wajh_alnahs::WajhAlNahs>(),
            Ok(())
        );
    }

    #[test]
    fn a_player_count_the_game_does_not_support_is_refused() {
        let game = find("shesh-besh").expect("shesh-besh is listed");
        let err = game.new_table(1, 3, None).err().expect("three players refused");
        assert_eq!(err.0, "Shesh-Besh (שש בש) is played by 2 players, not 3");
    }

    #[test]
    fn options_are_checked_against_the_description_with_every_problem_named() {
        let game = find("shesh-besh").expect("listed");
        assert!(
            game.new_table(1, 2, Some(&json!({"match_to": 5, "cube": true})))
                .is_ok()
        );
        let err = game
            .new_table(1, 2, Some(&json!({"match_to": 0, "colour": "red"})))
            .err()
            .expect("refused");
        assert!(err.0.starts_with("bad options for shesh-besh: "), "{err}");
        assert!(err.0.contains("1 or more (default 1)"), "{err}");
        assert!(
            err.0
                .contains("no option \"colour\"; its options are match_to, opening, cube"),
            "{err}"
        );
    }
}
