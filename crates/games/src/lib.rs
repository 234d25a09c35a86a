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
//! A game on the shelf brings everything else from its rules crate
//! ([`Shelved`]): its computer players (a table opened here answers
//! [`ShelfTable::bot_move`], and [`GameInfo::arena_game`] plays bots against
//! bots) and the figures `majlis sim` counts of its games
//! ([`GameInfo::playouts`]). Nothing outside the rules crate names the game
//! but its line in [`for_each_game!`] and its crate in [`rules`].

pub mod computer;

pub use computer::{BotError, BotMove, BotReason, Computers, ShelfTable, Shelved};

use rules_core::arena::ArenaGame;
use rules_core::figures::Tallied;
use rules_core::{Description, DynPlayouts, Level, LoadError, Record, SetupError, Table, options_from_json};
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

/// Random games of a game on the shelf, counted (see [`GameInfo::playouts`]).
type PlayoutsFn = fn(usize, Option<&Value>) -> Result<Box<dyn DynPlayouts>, SetupError>;

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
    playouts: PlayoutsFn,
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

    /// Random games of `players` seats with these options (JSON, `None`:
    /// the defaults), each from its start, counting the game's own figures
    /// ([`rules_core::SimFigures`]): what each thread of `majlis sim` plays.
    ///
    /// # Errors
    /// When the player count or options are not the game's (see [`GameInfo::check`]).
    pub fn playouts(&self, players: usize, options: Option<&Value>) -> Result<Box<dyn DynPlayouts>, SetupError> {
        self.check(players, options)?;
        (self.playouts)(players, options)
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

fn new_table<G: Shelved>(seed: u64, players: usize, options: Option<&Value>) -> Result<BoxedTable, SetupError> {
    let options = options_from_json::<G>(options)?;
    Ok(Box::new(Table::<G>::new(seed, players, options)?) as BoxedTable)
}

fn load_state<G: Shelved>(seed: u64, state: &Value) -> Result<BoxedTable, LoadError> {
    Ok(Box::new(Table::from_state(G::load_json(state)?, seed)))
}

fn replay<G: Shelved>(record: &Value) -> Result<BoxedTable, String> {
    let record: Record<G> =
        serde_json::from_value(record.clone()).map_err(|e| format!("not a {} record: {e}", G::ID))?;
    Table::<G>::replay(&record)
        .map(|t| Box::new(t) as BoxedTable)
        .map_err(|e| e.to_string())
}

fn playouts<G: Shelved>(players: usize, options: Option<&Value>) -> Result<Box<dyn DynPlayouts>, SetupError> {
    let options = options_from_json::<G>(options)?;
    Ok(Box::new(Tallied::<G>::new(players, options)?))
}

fn has_computers<G: Shelved>() -> bool {
    G::computers().is_some()
}

/// The shelf entry of game `G`: everything is read from the game itself,
/// its `DESCRIPTION`, its computer players and its figures ([`Shelved`]).
/// Public so that tests of the engine and tools can put a toy game on a
/// shelf of their own.
#[must_use]
pub const fn entry<G: Shelved>() -> GameInfo {
    GameInfo {
        id: G::DESCRIPTION.id,
        description: G::DESCRIPTION,
        new_table: new_table::<G>,
        load_state: load_state::<G>,
        replay: replay::<G>,
        arena_game: computer::arena_json::<G>,
        playouts: playouts::<G>,
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
    use rules_core::Playouts;
    use serde_json::{Map, json};

    /// A check of one game on the shelf, run on each by [`every_game`].
    trait Check {
        fn check<G: Shelved>();
    }

    /// Builds [`every_game`] from the shelf's list.
    macro_rules! every_game {
        ($($module:ident: $game:ty,)*) => {
            /// Runs `C`'s check on every game on the shelf, in its order.
            fn every_game<C: Check>() {
                $(C::check::<$game>();)*
            }
        };
    }

    for_each_game!(every_game);

    #[test]
    fn every_game_is_found_by_its_id_and_is_its_rules_crates_description() {
        struct Described;
        impl Check for Described {
            fn check<G: Shelved>() {
                let game = find(G::ID).unwrap_or_else(|| panic!("{} is on the shelf", G::ID));
                assert!(std::ptr::eq(game.description, G::DESCRIPTION), "{}", G::ID);
            }
        }
        every_game::<Described>();
        for game in GAMES {
            assert_eq!(find(game.id).map(|g| g.id), Some(game.id));
            assert_eq!(game.id, game.description.id);
        }
        let mut ids = ids();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), GAMES.len(), "no two games share an id");
        assert!(find("chess").is_none());
    }

    #[test]
    fn every_game_passes_the_description_check_of_the_conformance_suite() {
        struct Described;
        impl Check for Described {
            fn check<G: Shelved>() {
                assert_eq!(rules_core::conformance::check_description::<G>(), Ok(()), "{}", G::ID);
            }
        }
        every_game::<Described>();
    }

    #[test]
    fn a_player_count_the_game_does_not_support_is_refused() {
        for game in GAMES {
            let d = game.description;
            for &players in d.players {
                assert!(game.new_table(1, players, None).is_ok(), "{} for {players}", d.id);
            }
            let beyond = d.players.iter().max().map_or(1, |most| most + 1);
            let err = game.new_table(1, beyond, None).err().expect("refused");
            assert_eq!(
                err.0,
                format!(
                    "{} is played by {} players, not {beyond}",
                    d.display_name(),
                    d.players_text()
                )
            );
            assert!(game.playouts(beyond, None).is_err(), "{}", d.id);
        }
        let shesh_besh = find("shesh-besh").expect("on the shelf");
        let err = shesh_besh.new_table(1, 3, None).err().expect("three players refused");
        assert_eq!(err.0, "Shesh-Besh (שש בש) is played by 2 players, not 3");
    }

    #[test]
    fn options_are_checked_against_the_description_with_every_problem_named() {
        for game in GAMES {
            let d = game.description;
            let defaults: Map<String, Value> = d
                .options
                .iter()
                .map(|o| (o.key.to_string(), o.default_json()))
                .collect();
            let players = d.usual_players;
            assert!(
                game.new_table(1, players, Some(&Value::Object(defaults))).is_ok(),
                "{}: every option at its default",
                d.id
            );
            let mut bad = json!({"colour": "red"});
            if let Some(first) = d.options.first() {
                bad[first.key] = json!([]);
            }
            let err = game.new_table(1, players, Some(&bad)).err().expect("refused");
            assert!(err.0.starts_with(&format!("bad options for {}: ", d.id)), "{err}");
            let keys: Vec<&str> = d.options.iter().map(|o| o.key).collect();
            let unknown = if keys.is_empty() {
                format!("{} has no options (not \"colour\")", d.latin)
            } else {
                format!(
                    "{} has no option \"colour\"; its options are {}",
                    d.latin,
                    keys.join(", ")
                )
            };
            assert!(err.0.contains(&unknown), "{err}");
            if let Some(first) = d.options.first() {
                let problem = first.check(&json!([])).expect_err("no option takes a list");
                assert!(err.0.contains(&problem), "{err}");
            }
            assert!(game.playouts(players, Some(&bad)).is_err(), "{}", d.id);
        }
        let err = find("shesh-besh")
            .expect("on the shelf")
            .new_table(1, 2, Some(&json!({"match_to": 0, "colour": "red"})))
            .err()
            .expect("refused");
        assert!(err.0.contains("1 or more (default 1)"), "{err}");
        assert!(
            err.0
                .contains("no option \"colour\"; its options are match_to, opening, cube"),
            "{err}"
        );
    }

    /// What the shelf's playouts count is played in the core's own games:
    /// the same games, seed for seed, as the plain playouts.
    #[test]
    fn every_games_counted_playouts_play_the_core_games() {
        struct SameGames;
        impl Check for SameGames {
            fn check<G: Shelved>() {
                let players = G::DESCRIPTION.usual_players;
                let mut plain = Playouts::<G>::new(players, G::Options::default()).expect("the usual count");
                let mut counted = find(G::ID)
                    .and_then(|game| game.playouts(players, None).ok())
                    .expect("playouts");
                for seed in 0..6 {
                    assert_eq!(
                        counted.play(seed, !seed, 100_000),
                        plain.play(seed, !seed, 100_000),
                        "{} seed {seed}",
                        G::ID
                    );
                }
            }
        }
        every_game::<SameGames>();
    }

    /// The figures of a run do not depend on how its games were shared out
    /// between threads: two threads' counts merged are one thread's.
    #[test]
    fn every_games_figures_merge_as_if_one_thread_had_counted_them() {
        for game in GAMES {
            let players = game.description.usual_players;
            let playouts = || game.playouts(players, None).expect("playouts");
            let (mut alone, mut first, mut second) = (playouts(), playouts(), playouts());
            for seed in 0..8 {
                alone.play(seed, seed ^ 77, 100_000);
                let half = if seed % 2 == 0 { &mut first } else { &mut second };
                half.play(seed, seed ^ 77, 100_000);
            }
            let figures = alone.figures(8);
            assert!(
                figures.as_ref().is_some_and(|f| !f.lines().is_empty()),
                "{} has figures of its own",
                game.id
            );
            assert_ne!(figures, first.figures(8), "{}: half the games count less", game.id);
            first.merge(second.as_ref());
            assert_eq!(first.figures(8), figures, "{}", game.id);
        }
    }
}
