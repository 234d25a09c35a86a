//! The games Majlis offers, and a game-independent way to start, load and replay
//! each of them through [`rules_core::DynTable`]. The picker, the engine protocol,
//! `majlis sim` and save files all go through this list, so a new game is added
//! here once.

use rules_core::{DynTable, Game, LoadError, SetupError, Table, options_from_json, replay_json};
use serde_json::Value;

/// A table of any game.
pub type BoxedTable = Box<dyn DynTable>;

/// One game on the shelf.
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    /// The id used on the command line, in the engine and in saves.
    pub id: &'static str,
    /// The name in Latin letters.
    pub latin: &'static str,
    /// The name in its original script.
    pub original: &'static str,
    /// The player counts the game supports.
    pub players: &'static [usize],
    /// How many usually play (Jackar: four in two teams); the count offered
    /// first wherever none is asked for.
    pub usual_players: usize,
    /// One line a family reads in the picker.
    pub description: &'static str,
    new_table: fn(u64, usize, Option<&Value>) -> Result<BoxedTable, SetupError>,
    load_state: fn(u64, &Value) -> Result<BoxedTable, LoadError>,
    replay: fn(&Value) -> Result<BoxedTable, String>,
}

impl GameInfo {
    /// The same entry with another usual player count (one of [`GameInfo::players`]).
    #[must_use]
    pub const fn usually(mut self, players: usize) -> Self {
        self.usual_players = players;
        self
    }

    /// The name shown to players: Latin and original, e.g. `Shesh-Besh (שש בש)`.
    #[must_use]
    pub fn display_name(&self) -> String {
        format!("{} ({})", self.latin, self.original)
    }

    /// "2", "2–4" or "2, 4 or 6": the player counts in words.
    #[must_use]
    pub fn players_text(&self) -> String {
        match self.players {
            [one] => one.to_string(),
            [first, .., last] if self.players.windows(2).all(|w| w[1] == w[0] + 1) => format!("{first}–{last}"),
            [init @ .., last] => {
                let init: Vec<String> = init.iter().map(ToString::to_string).collect();
                format!("{} or {last}", init.join(", "))
            }
            [] => String::new(),
        }
    }

    /// A new table of this game. Chance is not resolved yet.
    ///
    /// # Errors
    /// When the player count or options are not supported.
    pub fn new_table(&self, seed: u64, players: usize, options: Option<&Value>) -> Result<BoxedTable, SetupError> {
        if !self.players.contains(&players) {
            return Err(SetupError(format!(
                "{} is played by {} players, not {players}",
                self.display_name(),
                self.players_text()
            )));
        }
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
}

fn new_table<G: Game>(seed: u64, players: usize, options: Option<&Value>) -> Result<BoxedTable, SetupError> {
    let options = options_from_json::<G>(options)?;
    Ok(Box::new(Table::<G>::new(seed, players, options)?) as BoxedTable)
}

fn load_state<G: Game>(seed: u64, state: &Value) -> Result<BoxedTable, LoadError> {
    Ok(Box::new(Table::from_state(G::load_json(state)?, seed)))
}

/// The entry of game `G` on a shelf like [`GAMES`]. Public so that tests of the
/// engine and tools can put a toy game on a shelf of their own.
#[must_use]
pub const fn entry<G: Game>(
    latin: &'static str,
    original: &'static str,
    players: &'static [usize],
    description: &'static str,
) -> GameInfo {
    GameInfo {
        id: G::ID,
        latin,
        original,
        players,
        usual_players: match players.first() {
            Some(&n) => n,
            None => 2,
        },
        description,
        new_table: new_table::<G>,
        load_state: load_state::<G>,
        replay: replay_json::<G>,
    }
}

/// Every playable game, in the order the picker shows them.
pub static GAMES: &[GameInfo] = &[
    entry::<shesh_besh::SheshBesh>(
        "Shesh-Besh",
        "שש בש",
        &[2],
        "Backgammon as played in Israel, scored with Mars and Turkish Mars.",
    ),
    entry::<jackar::Jackar>(
        "Jackar",
        "جاكار",
        &[2, 4, 6],
        "Marbles race round the board by cards; four or six play in teams.",
    )
    // The rules file: "usually as four in two teams".
    .usually(4),
];

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

    #[test]
    fn every_game_is_found_by_its_id_and_names_itself_in_both_scripts() {
        for game in GAMES {
            assert_eq!(find(game.id).map(|g| g.id), Some(game.id));
            assert!(game.display_name().contains(game.latin) && game.display_name().contains(game.original));
        }
        assert!(find("chess").is_none());
    }

    #[test]
    fn every_usual_player_count_is_one_the_game_supports_and_jackar_is_four() {
        for game in GAMES {
            assert!(game.players.contains(&game.usual_players), "{}", game.id);
        }
        assert_eq!(find("jackar").map(|g| g.usual_players), Some(4));
        assert_eq!(find("shesh-besh").map(|g| g.usual_players), Some(2));
    }

    #[test]
    fn a_player_count_the_game_does_not_support_is_refused() {
        let game = find("shesh-besh").expect("shesh-besh is listed");
        let err = game.new_table(1, 3, None).err().expect("three players refused");
        assert!(err.0.contains("not 3"), "{err}");
    }
}
