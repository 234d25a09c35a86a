//! The table's history: every finished game's record, kept in the data
//! directory's `history/` folder, one file a game, so that the picker's
//! Results page can list the last games, count each player's games played
//! and won, and replay any of them move by move.
//!
//! A file is JSON:
//! `{"format":"majlis-history","version":1,"game":ID,"names":[…],"record":RECORD,
//! "result":{"headline":…,"details":[…],"scores":[…],"winners":[…]},"finished_at":SECONDS}`,
//! where RECORD is the game's record (players, seed, options, actions) as a
//! save holds it, `winners` are seat numbers from 0, and `finished_at` is
//! seconds since 1970 (UTC). A game with a computer player is written as
//! version 2 with `"seats"` (one kind a seat, as saves have them: see
//! [`crate::save`]); a game of people only as version 1, without. Files are named `<n>.json`, the first free `n`,
//! given only once the record is written whole (never over another file), and
//! never rewritten; a record a crash left in its temporary file is recovered
//! at the next look at the history. Reading is bounded as saves' is
//! ([`crate::save::MAX_FILE_BYTES`], the limits on names).
//!
//! A file that cannot be used is set aside as saves are
//! ([`crate::save::set_aside`]): renamed `<n>.corrupt-<k>.json`, its reason
//! beside it, and the picker says why.

use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use rules_core::Seat;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::clock::Stamp;
use crate::save::{self, SaveError, SaveProblem, SetAside, disk};
use crate::seats::SeatKind;
use crate::session::Summary;

/// The value of the `format` field.
pub const FORMAT: &str = "majlis-history";
/// The folder of the history inside the data directory.
pub const FOLDER: &str = "history";
/// What a history file is, as a refusal names it ([`SaveProblem::Foreign`]).
pub const KIND: &str = "history record";

/// How a game ended, as kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ending {
    /// The verdict ("Amal wins the match 3–1").
    pub headline: String,
    /// What happened game by game (a match's score sheet).
    pub details: Vec<String>,
    /// Points or score per seat (a Toki Toki total may be below 0).
    pub scores: Vec<i64>,
    /// The winning seats, from 0.
    pub winners: Vec<usize>,
}

impl Ending {
    /// The ending of a summary.
    #[must_use]
    pub fn of(summary: &Summary) -> Self {
        Ending {
            headline: summary.headline.clone(),
            details: summary.details.clone(),
            scores: summary.scores.clone(),
            winners: summary.winners.iter().map(|s| s.index()).collect(),
        }
    }

    /// The summary again, for the results screen.
    #[must_use]
    pub fn summary(&self) -> Summary {
        Summary {
            headline: self.headline.clone(),
            details: self.details.clone(),
            scores: self.scores.clone(),
            winners: self.winners.iter().map(|&s| Seat::new(s)).collect(),
        }
    }
}

/// A finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    /// The game id.
    pub game: String,
    /// The players, one per seat.
    pub names: Vec<String>,
    /// The record that replays it (players, seed, options, actions).
    pub record: Value,
    /// How it ended.
    pub ending: Ending,
    /// When it ended.
    pub finished_at: Stamp,
    /// Who played each seat; empty for people only.
    pub seats: Vec<SeatKind>,
}

/// The file as written.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct OnDisk {
    format: String,
    version: u64,
    game: String,
    names: Vec<String>,
    record: Value,
    result: Ending,
    finished_at: i64,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    seats: Vec<SeatKind>,
}

impl Finished {
    /// The file's JSON.
    #[must_use]
    pub fn to_json(&self) -> Value {
        let seats = save::seats_to_write(&self.seats);
        let file = OnDisk {
            format: FORMAT.into(),
            version: save::version_for(&seats),
            seats,
            game: self.game.clone(),
            names: self.names.clone(),
            record: self.record.clone(),
            result: self.ending.clone(),
            finished_at: self.finished_at.0,
        };
        serde_json::to_value(file).unwrap_or(Value::Null)
    }

    /// Reads a history file's JSON. `known_game` says whether this build has a game.
    ///
    /// # Errors
    /// When the text is not a Majlis history record this build can use.
    pub fn parse(text: &str, known_game: impl Fn(&str) -> bool) -> Result<Self, SaveProblem> {
        let file: OnDisk = save::read_tagged(text, FORMAT, KIND)?;
        save::check_names(&file.names)?;
        if !known_game(&file.game) {
            return Err(SaveProblem::UnknownGame(file.game));
        }
        if file.result.scores.len() > file.names.len() || file.result.winners.iter().any(|&w| w >= file.names.len()) {
            return Err(SaveProblem::Malformed(
                "the result names seats the game does not have".into(),
            ));
        }
        Ok(Finished {
            game: file.game,
            names: file.names,
            record: file.record,
            ending: file.result,
            finished_at: Stamp(file.finished_at),
            seats: file.seats,
        })
    }

    /// Whether `seat` won.
    #[must_use]
    pub fn won(&self, seat: usize) -> bool {
        self.ending.winners.contains(&seat)
    }
}

/// A finished game kept in the history, and its file.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    /// The file.
    pub path: PathBuf,
    /// The game.
    pub game: Finished,
}

/// What reading the history found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct History {
    /// Every finished game, the last one first.
    pub games: Vec<Kept>,
    /// Files that could not be used, set aside just now.
    pub set_aside: Vec<SetAside>,
}

/// One player's games of one game: how many played and won.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Games played.
    pub played: u32,
    /// Games won (a team's win counts for each partner).
    pub won: u32,
}

impl History {
    /// For each player name (as typed, sorted), their games played and won per game id.
    #[must_use]
    pub fn by_player(&self) -> BTreeMap<String, BTreeMap<String, Record>> {
        by_player(&self.games)
    }

    /// The sentences the picker shows for the files set aside.
    #[must_use]
    pub fn messages(&self) -> Vec<String> {
        self.set_aside
            .iter()
            .map(|a| {
                crate::t!(
                    "table-set-aside-record",
                    problem = a.problem.shown(),
                    path = a.kept_at.display().to_string()
                )
            })
            .collect()
    }
}

/// For each player name (as typed, sorted), their games played and won per
/// game id, over `games`.
#[must_use]
pub fn by_player<'a>(games: impl IntoIterator<Item = &'a Kept>) -> BTreeMap<String, BTreeMap<String, Record>> {
    let mut table: BTreeMap<String, BTreeMap<String, Record>> = BTreeMap::new();
    for kept in games {
        let game = &kept.game;
        for (seat, name) in game.names.iter().enumerate() {
            let entry = table
                .entry(name.clone())
                .or_default()
                .entry(game.game.clone())
                .or_default();
            entry.played += 1;
            entry.won += u32::from(game.won(seat));
        }
    }
    table
}

/// Where the history lives: `<data dir>/history`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryStore {
    dir: Option<PathBuf>,
}

impl HistoryStore {
    /// The history inside the data directory `data` (none: nowhere to keep it).
    #[must_use]
    pub fn in_data_dir(data: Option<&Path>) -> Self {
        HistoryStore {
            dir: data.map(|d| d.join(FOLDER)),
        }
    }

    /// Keeps a finished game in a file of its own, and returns the file:
    /// written whole first, then given the first free `<n>.json`.
    ///
    /// # Errors
    /// When there is no data directory or the file system refuses.
    pub fn write(&self, finished: &Finished) -> Result<PathBuf, SaveError> {
        let dir = self.dir.as_ref().ok_or(SaveError::NoDataDir)?;
        let io = |path: &Path| {
            let path = path.to_owned();
            move |source| SaveError::Io { path, source }
        };
        fs::create_dir_all(dir).map_err(io(dir))?;
        let text = serde_json::to_string_pretty(&finished.to_json()).unwrap_or_default() + "\n";
        let temp = disk::write_temp(&dir.join("1.json"), text.as_bytes()).map_err(io(dir))?;
        match claim_free(dir, &temp) {
            Ok(Some(path)) => Ok(path),
            Ok(None) => {
                let _ = fs::remove_file(&temp.path);
                Err(SaveError::Io {
                    path: dir.clone(),
                    source: io::Error::other("no free name for the record"),
                })
            }
            Err(error) => {
                let _ = fs::remove_file(&temp.path);
                Err(io(dir)(error))
            }
        }
    }

    /// Every finished game, the last first. Files that cannot be used are
    /// set aside with their reason; records a crash left in temporary files
    /// are recovered first.
    #[must_use]
    pub fn list(&self, known_game: impl Fn(&str) -> bool) -> History {
        let mut history = History::default();
        let Some(dir) = &self.dir else { return history };
        recover(dir, &known_game);
        let Ok(entries) = fs::read_dir(dir) else { return history };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(is_record_name))
            .collect();
        paths.sort();
        for path in paths {
            let read = save::read_text(&path).and_then(|text| Finished::parse(&text, &known_game));
            match read {
                Ok(game) => history.games.push(Kept { path, game }),
                Err(problem) => history.set_aside.push(save::set_aside(&path, problem)),
            }
        }
        history.games.sort_by_key(|k| std::cmp::Reverse(k.game.finished_at));
        history
    }
}

/// Whether a file name is a finished game's record: `<n>.json`.
fn is_record_name(name: &str) -> bool {
    name.strip_suffix(".json")
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// Gives `temp` the first free `<n>.json` in `dir`.
fn claim_free(dir: &Path, temp: &disk::Temp) -> io::Result<Option<PathBuf>> {
    for n in 1u32..=1_000_000 {
        let path = dir.join(format!("{n}.json"));
        if fs::symlink_metadata(&path).is_ok() {
            continue;
        }
        if disk::claim(temp, &path)? {
            return Ok(Some(path));
        }
    }
    Ok(None)
}

/// Recovers the records a crash left in temporary files: a whole record
/// not kept yet gets a name of its own; any other is removed.
fn recover(dir: &Path, known_game: &impl Fn(&str) -> bool) {
    for left in disk::left_by_crashes(dir, is_record_name, save::MAX_FILE_BYTES) {
        let whole = left
            .bytes
            .as_deref()
            .and_then(|b| std::str::from_utf8(b).ok())
            .is_some_and(|t| Finished::parse(t, known_game).is_ok());
        let target = dir.join(&left.target);
        let kept = whole
            && match fs::read(&target) {
                // Majlis before claimed the name empty, then wrote it.
                Ok(bytes) if bytes.is_empty() => disk::replace(&left.temp, &target).is_ok(),
                _ => claim_free(dir, &left.temp).ok().flatten().is_some(),
            };
        if !kept {
            disk::discard(left);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn scratch(name: &str) -> crate::test_support::Scratch {
        crate::test_support::scratch(&format!("history-test-{name}"))
    }

    fn finished(names: [&str; 2], winner: usize, at: i64) -> Finished {
        Finished {
            game: "shesh-besh".into(),
            names: names.iter().map(ToString::to_string).collect(),
            record: json!({"players": 2, "seed": 7, "options": {"match_to": 1}, "actions": []}),
            ending: Ending {
                headline: format!("{} wins the game: Mars", names[winner]),
                details: vec!["Game 1: Mars (2 points)".into()],
                scores: if winner == 0 { vec![2, 0] } else { vec![0, 2] },
                winners: vec![winner],
            },
            finished_at: Stamp(at),
            seats: Vec::new(),
        }
    }

    fn known(id: &str) -> bool {
        id == "shesh-besh" || id == "jackar"
    }

    #[test]
    fn finished_games_are_kept_one_file_each_and_read_back_last_first() {
        let data = scratch("roundtrip");
        let store = HistoryStore::in_data_dir(Some(&data));
        let first = store.write(&finished(["Amal", "Dov"], 0, 100)).expect("write");
        let second = store.write(&finished(["Dov", "Lea"], 1, 200)).expect("write");
        assert_eq!(first, data.join("history/1.json"));
        assert_eq!(second, data.join("history/2.json"));
        let history = store.list(known);
        assert_eq!(history.set_aside, vec![]);
        let games: Vec<&Finished> = history.games.iter().map(|k| &k.game).collect();
        assert_eq!(
            games,
            vec![&finished(["Dov", "Lea"], 1, 200), &finished(["Amal", "Dov"], 0, 100)]
        );
        let by = history.by_player();
        assert_eq!(by["Dov"]["shesh-besh"], Record { played: 2, won: 0 });
        assert_eq!(by["Amal"]["shesh-besh"], Record { played: 1, won: 1 });
        assert_eq!(by["Lea"]["shesh-besh"], Record { played: 1, won: 1 });
        assert_eq!(by.len(), 3);
    }

    #[test]
    fn corrupt_and_foreign_records_are_set_aside_with_their_reason() {
        let data = scratch("corrupt");
        let store = HistoryStore::in_data_dir(Some(&data));
        store.write(&finished(["Amal", "Dov"], 0, 100)).expect("write");
        let dir = data.join(FOLDER);
        fs::write(dir.join("2.json"), "{ not json").expect("plant");
        fs::write(dir.join("3.json"), r#"{"format":"majlis-save","version":1}"#).expect("plant");
        let mut chess = finished(["A", "B"], 0, 5).to_json();
        chess["game"] = json!("chess");
        fs::write(dir.join("4.json"), chess.to_string()).expect("plant");
        let mut bad_seat = finished(["A", "B"], 0, 5).to_json();
        bad_seat["result"]["winners"] = json!([5]);
        fs::write(dir.join("5.json"), bad_seat.to_string()).expect("plant");
        let history = store.list(known);
        assert_eq!(history.games.len(), 1);
        let problems: Vec<&SaveProblem> = history.set_aside.iter().map(|a| &a.problem).collect();
        assert!(matches!(problems[0], SaveProblem::NotJson(_)), "{problems:?}");
        assert_eq!(problems[1], &SaveProblem::Foreign("history record"));
        assert_eq!(problems[2], &SaveProblem::UnknownGame("chess".into()));
        assert!(matches!(problems[3], SaveProblem::Malformed(_)));
        assert_eq!(
            fs::read_to_string(dir.join("2.corrupt-1.json")).expect("kept as it was"),
            "{ not json"
        );
        assert!(dir.join("2.corrupt-1.why.txt").exists());
        let message = &history.messages()[1];
        assert!(message.contains("it is not a Majlis history record"), "{message}");
        assert!(message.ends_with("3.corrupt-1.json."), "{message}");
        assert_eq!(store.list(known).set_aside, vec![], "nothing is set aside twice");
        assert_eq!(store.list(known).games.len(), 1);
    }

    #[test]
    fn without_a_data_directory_nothing_is_kept_and_nothing_is_found() {
        let store = HistoryStore::in_data_dir(None);
        assert!(matches!(
            store.write(&finished(["A", "B"], 0, 1)),
            Err(SaveError::NoDataDir)
        ));
        assert_eq!(store.list(known), History::default());
    }
}
