//! The autosave: one game in progress, kept in the user's data directory.
//!
//! The file is JSON:
//! `{"format":"majlis-save","version":1,"game":ID,"names":[…],"record":RECORD}`,
//! where RECORD is what the game's [`Session::record_json`](crate::session::Session::record_json)
//! wrote (seed, options, actions). It is written atomically (a temporary file in the
//! same directory, then a rename), so a crash never leaves half a file.
//!
//! A file that cannot be used — not JSON, JSON of something else, a newer format
//! version, a game this build does not have — is never overwritten or deleted: it
//! is renamed aside to `autosave.corrupt-<n>.json` and the picker says why.

use std::ffi::OsString;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

/// The value of the `format` field.
pub const FORMAT: &str = "majlis-save";
/// The format version this build writes and reads.
pub const VERSION: u64 = 1;
/// The environment variable that replaces the data directory (tests, portable installs).
pub const DATA_DIR_ENV: &str = "MAJLIS_DATA_DIR";
const FILE_NAME: &str = "autosave.json";

/// A game in progress, as saved.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveFile {
    /// The game id.
    pub game: String,
    /// The players' names, one per seat.
    pub names: Vec<String>,
    /// The game's record, as its session wrote it (the game reads it when
    /// the save is continued).
    pub record: Value,
}

/// The file as written: a tag saying what it is, a format version, the save.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct OnDisk {
    format: String,
    version: u64,
    game: String,
    names: Vec<String>,
    record: Value,
}

/// Just enough of a file to tell whose and which version it is, before the
/// rest is read.
#[derive(Deserialize)]
struct Header {
    format: Option<Value>,
    version: Option<Value>,
}

impl SaveFile {
    /// The file's JSON.
    #[must_use]
    pub fn to_json(&self) -> Value {
        let file = OnDisk {
            format: FORMAT.to_string(),
            version: VERSION,
            game: self.game.clone(),
            names: self.names.clone(),
            record: self.record.clone(),
        };
        serde_json::to_value(file).unwrap_or(Value::Null)
    }

    /// Reads a save file's JSON. `known_game` says whether this build has a game.
    ///
    /// # Errors
    /// When the text is not a Majlis save this build can use.
    pub fn parse(text: &str, known_game: impl Fn(&str) -> bool) -> Result<Self, SaveProblem> {
        let value: Value = serde_json::from_str(text).map_err(|e| SaveProblem::NotJson(e.to_string()))?;
        let header: Header = serde_json::from_value(value.clone()).map_err(|_| SaveProblem::Foreign)?;
        if header.format.as_ref().and_then(Value::as_str) != Some(FORMAT) {
            return Err(SaveProblem::Foreign);
        }
        match header.version.as_ref().and_then(Value::as_u64) {
            Some(VERSION) => {}
            Some(version) if version > VERSION => return Err(SaveProblem::NewerVersion(version)),
            _ => {
                return Err(SaveProblem::Malformed(format!(
                    "the version is missing or not {VERSION}"
                )));
            }
        }
        let file: OnDisk = serde_json::from_value(value).map_err(|e| SaveProblem::Malformed(e.to_string()))?;
        if !known_game(&file.game) {
            return Err(SaveProblem::UnknownGame(file.game));
        }
        Ok(SaveFile {
            game: file.game,
            names: file.names,
            record: file.record,
        })
    }
}

/// Why an autosave cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SaveProblem {
    /// The file could not be read.
    #[error("it could not be read ({0})")]
    Unreadable(String),
    /// The file is not JSON.
    #[error("it is not valid JSON ({0})")]
    NotJson(String),
    /// JSON, but not a Majlis save.
    #[error("it is not a Majlis save file")]
    Foreign,
    /// A Majlis save of a later format version.
    #[error("it was written by a newer Majlis (save format version {0}; this one reads version 1)")]
    NewerVersion(u64),
    /// A Majlis save missing a part.
    #[error("it is damaged: {0}")]
    Malformed(String),
    /// A save of a game this build does not have.
    #[error("it is a game of \"{0}\", which this Majlis does not have")]
    UnknownGame(String),
    /// The game refused the saved record.
    #[error("the game could not be restored ({0})")]
    Refused(String),
}

/// Why a save could not be written or removed.
#[derive(Debug, Error)]
pub enum SaveError {
    /// Neither `MAJLIS_DATA_DIR` nor a user data directory is known.
    #[error("no data directory is known (set {DATA_DIR_ENV})")]
    NoDataDir,
    /// The file system refused.
    #[error("{path}: {source}")]
    Io {
        /// The file or directory involved.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
}

/// What looking for the autosave found.
#[derive(Debug, PartialEq)]
pub enum Found {
    /// No autosave.
    Nothing,
    /// A usable save.
    Save(SaveFile),
    /// A file that cannot be used; it was moved aside (or, if even that failed, left in place).
    SetAside {
        /// Why it cannot be used.
        problem: SaveProblem,
        /// Where it is now.
        kept_at: PathBuf,
    },
}

impl Found {
    /// The sentence the picker shows for a file set aside.
    #[must_use]
    pub fn message(&self) -> Option<String> {
        match self {
            Found::SetAside { problem, kept_at } => Some(set_aside_message(problem, kept_at)),
            _ => None,
        }
    }
}

/// The sentence shown when a save file was set aside.
#[must_use]
pub fn set_aside_message(problem: &SaveProblem, kept_at: &Path) -> String {
    format!(
        "The saved game could not be used: {problem}. The file was kept as {}.",
        kept_at.display()
    )
}

/// Where the autosave lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveStore {
    dir: Option<PathBuf>,
}

impl SaveStore {
    /// A store in this directory (created when first written).
    #[must_use]
    pub fn at(dir: impl Into<PathBuf>) -> Self {
        SaveStore { dir: Some(dir.into()) }
    }

    /// A store that cannot save (no data directory); every write says so.
    #[must_use]
    pub fn nowhere() -> Self {
        SaveStore { dir: None }
    }

    /// The user's store: `$MAJLIS_DATA_DIR`, else `<data dir>/majlis`.
    #[must_use]
    pub fn from_env() -> Self {
        SaveStore {
            dir: locate(std::env::var_os(DATA_DIR_ENV), dirs::data_dir()),
        }
    }

    /// The directory, if any.
    #[must_use]
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// The autosave's path, if there is a directory.
    #[must_use]
    pub fn path(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(FILE_NAME))
    }

    /// Writes the autosave atomically, replacing the previous one.
    ///
    /// # Errors
    /// When there is no data directory or the file system refuses.
    pub fn write(&self, save: &SaveFile) -> Result<(), SaveError> {
        let dir = self.dir.as_ref().ok_or(SaveError::NoDataDir)?;
        let io_err = |path: &Path| {
            let path = path.to_owned();
            move |source| SaveError::Io { path, source }
        };
        fs::create_dir_all(dir).map_err(io_err(dir))?;
        let path = dir.join(FILE_NAME);
        // Same directory, so the rename cannot cross file systems; the process id keeps
        // two Majlis windows from writing the same temporary file.
        let temp = dir.join(format!(".autosave.{}.tmp", std::process::id()));
        let text = serde_json::to_string_pretty(&save.to_json()).map_err(|e| SaveError::Io {
            path: path.clone(),
            source: io::Error::other(e),
        })?;
        let written = (|| {
            let mut file = fs::File::create(&temp)?;
            file.write_all(text.as_bytes())?;
            file.write_all(b"\n")?;
            file.sync_all()
        })();
        if let Err(source) = written {
            let _ = fs::remove_file(&temp);
            return Err(SaveError::Io { path: temp, source });
        }
        fs::rename(&temp, &path).map_err(|source| {
            let _ = fs::remove_file(&temp);
            SaveError::Io {
                path: path.clone(),
                source,
            }
        })?;
        // Makes the rename itself durable, so a power cut right after a move keeps
        // it. Best effort: some systems cannot open a directory to sync it, and the
        // file is whole either way (the old save or the new one).
        if let Ok(dir) = fs::File::open(dir) {
            let _ = dir.sync_all();
        }
        Ok(())
    }

    /// Looks for the autosave. A file that cannot be used is renamed aside.
    #[must_use]
    pub fn load(&self, known_game: impl Fn(&str) -> bool) -> Found {
        let Some(path) = self.path() else {
            return Found::Nothing;
        };
        let parsed = match fs::read(&path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Found::Nothing,
            Err(e) => Err(SaveProblem::Unreadable(e.to_string())),
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => SaveFile::parse(&text, known_game),
                Err(_) => Err(SaveProblem::NotJson("it is not UTF-8 text".into())),
            },
        };
        match parsed {
            Ok(save) => Found::Save(save),
            Err(problem) => self.set_aside(problem),
        }
    }

    /// Renames the autosave aside to `autosave.corrupt-<n>.json` (the first free `n`)
    /// because of `problem`. If the rename fails the file stays where it was.
    #[must_use]
    pub fn set_aside(&self, problem: SaveProblem) -> Found {
        let (Some(dir), Some(path)) = (self.dir.as_ref(), self.path()) else {
            return Found::Nothing;
        };
        let kept_at = (1u32..)
            .map(|n| dir.join(format!("autosave.corrupt-{n}.json")))
            .find(|p| !p.exists())
            .and_then(|aside| fs::rename(&path, &aside).ok().map(|()| aside))
            .unwrap_or(path);
        Found::SetAside { problem, kept_at }
    }

    /// Renames the autosave, if there is one, to `autosave.replaced-<n>.json` (the
    /// first free `n`), so that a new game taking over the one autosave slot never
    /// destroys another game's save. Returns where it is kept.
    ///
    /// # Errors
    /// When the file exists and cannot be renamed; the new game must not write then.
    pub fn keep_aside_for_a_new_game(&self) -> Result<Option<PathBuf>, SaveError> {
        let (Some(dir), Some(path)) = (self.dir.as_ref(), self.path()) else {
            return Ok(None);
        };
        if !path.exists() {
            return Ok(None);
        }
        let aside = (1u32..)
            .map(|n| dir.join(format!("autosave.replaced-{n}.json")))
            .find(|p| !p.exists())
            .unwrap_or_else(|| dir.join("autosave.replaced.json"));
        fs::rename(&path, &aside).map_err(|source| SaveError::Io { path, source })?;
        Ok(Some(aside))
    }

    /// Removes the autosave (a finished game). No file is not an error.
    ///
    /// # Errors
    /// When the file exists and cannot be removed.
    pub fn remove(&self) -> Result<(), SaveError> {
        let Some(path) = self.path() else {
            return Ok(());
        };
        match fs::remove_file(&path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(SaveError::Io { path, source: e }),
            _ => Ok(()),
        }
    }
}

/// The save directory from the environment override and the platform's data directory.
fn locate(env: Option<OsString>, data_dir: Option<PathBuf>) -> Option<PathBuf> {
    match env {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => data_dir.map(|d| d.join("majlis")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A fresh, empty directory for one test.
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("majlis-save-test-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("scratch dir");
        dir
    }

    fn sample() -> SaveFile {
        SaveFile {
            game: "shesh-besh".into(),
            names: vec!["Amal".into(), "Dov".into()],
            record: json!({"seed": 7, "options": null, "actions": ["3-1: 8/5 6/5"]}),
        }
    }

    fn known(id: &str) -> bool {
        id == "shesh-besh"
    }

    fn files_in(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .expect("read dir")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_written_save_loads_back_and_leaves_no_temporary_file() {
        let dir = scratch("roundtrip");
        let store = SaveStore::at(dir.join("nested"));
        store.write(&sample()).expect("write");
        assert_eq!(store.load(known), Found::Save(sample()));
        assert_eq!(files_in(&dir.join("nested")), vec!["autosave.json"]);
        let text = fs::read_to_string(store.path().expect("path")).expect("read");
        let value: Value = serde_json::from_str(&text).expect("json");
        assert_eq!(value["format"], "majlis-save");
        assert_eq!(value["version"], 1);
        assert_eq!(value["game"], "shesh-besh");
        assert_eq!(value["names"], json!(["Amal", "Dov"]));
    }

    #[test]
    fn writing_replaces_the_previous_save() {
        let dir = scratch("replace");
        let store = SaveStore::at(&dir);
        store.write(&sample()).expect("write");
        let mut second = sample();
        second.names = vec!["Layla".into(), "Noa".into()];
        store.write(&second).expect("write again");
        assert_eq!(store.load(known), Found::Save(second));
    }

    #[test]
    fn no_file_is_nothing_and_removing_nothing_is_fine() {
        let store = SaveStore::at(scratch("empty"));
        assert_eq!(store.load(known), Found::Nothing);
        store.remove().expect("remove nothing");
    }

    #[test]
    fn a_save_kept_aside_for_a_new_game_is_renamed_never_overwritten() {
        let dir = scratch("kept-aside");
        let store = SaveStore::at(&dir);
        assert_eq!(store.keep_aside_for_a_new_game().expect("nothing to keep"), None);
        store.write(&sample()).expect("write");
        fs::write(dir.join("autosave.replaced-1.json"), "earlier").expect("write");
        let kept = store.keep_aside_for_a_new_game().expect("renamed");
        assert_eq!(kept, Some(dir.join("autosave.replaced-2.json")));
        assert_eq!(
            fs::read_to_string(dir.join("autosave.replaced-1.json")).expect("read"),
            "earlier"
        );
        let text = fs::read_to_string(dir.join("autosave.replaced-2.json")).expect("read");
        assert_eq!(SaveFile::parse(&text, known).expect("the old save, whole"), sample());
        assert!(!dir.join(FILE_NAME).exists());
    }

    #[test]
    fn remove_deletes_the_autosave() {
        let dir = scratch("remove");
        let store = SaveStore::at(&dir);
        store.write(&sample()).expect("write");
        store.remove().expect("remove");
        assert_eq!(store.load(known), Found::Nothing);
        assert!(files_in(&dir).is_empty());
    }

    /// Writes `text` as the autosave, loads, and checks the problem and that the
    /// file was kept byte for byte under the corrupt name.
    fn assert_set_aside(name: &str, text: &str, expected: impl Fn(&SaveProblem) -> bool) -> Found {
        let dir = scratch(name);
        let store = SaveStore::at(&dir);
        fs::write(dir.join("autosave.json"), text).expect("plant");
        let found = store.load(known);
        let Found::SetAside { problem, kept_at } = &found else {
            panic!("{name}: expected the file to be set aside, got {found:?}");
        };
        assert!(expected(problem), "{name}: {problem:?}");
        assert_eq!(kept_at, &dir.join("autosave.corrupt-1.json"));
        assert_eq!(
            fs::read_to_string(kept_at).expect("kept"),
            text,
            "{name}: the file is kept unchanged"
        );
        assert_eq!(files_in(&dir), vec!["autosave.corrupt-1.json"]);
        assert_eq!(
            store.load(known),
            Found::Nothing,
            "{name}: the next start finds no autosave"
        );
        found
    }

    #[test]
    fn a_corrupt_file_is_renamed_aside_with_a_message() {
        let found = assert_set_aside("corrupt", "{\"format\":\"majlis-save\",", |p| {
            matches!(p, SaveProblem::NotJson(_))
        });
        let message = found.message().expect("message");
        assert!(
            message.starts_with("The saved game could not be used: it is not valid JSON"),
            "{message}"
        );
        assert!(message.ends_with("autosave.corrupt-1.json."), "{message}");
    }

    #[test]
    fn a_foreign_json_file_is_renamed_aside() {
        assert_set_aside("foreign", "{\"name\":\"something else\"}", |p| {
            *p == SaveProblem::Foreign
        });
        assert_set_aside("array", "[1,2,3]", |p| *p == SaveProblem::Foreign);
    }

    #[test]
    fn a_save_from_a_newer_version_is_renamed_aside() {
        let text = r#"{"format":"majlis-save","version":2,"game":"shesh-besh","names":["A","B"],"record":{}}"#;
        let found = assert_set_aside("newer", text, |p| *p == SaveProblem::NewerVersion(2));
        assert!(found.message().expect("message").contains("newer Majlis"));
    }

    #[test]
    fn a_save_of_an_unknown_game_is_renamed_aside() {
        let text = r#"{"format":"majlis-save","version":1,"game":"chess","names":["A","B"],"record":{}}"#;
        assert_set_aside("unknown", text, |p| *p == SaveProblem::UnknownGame("chess".into()));
    }

    #[test]
    fn a_save_missing_its_names_or_record_is_renamed_aside() {
        let text = r#"{"format":"majlis-save","version":1,"game":"shesh-besh","record":{}}"#;
        assert_set_aside("no-names", text, |p| matches!(p, SaveProblem::Malformed(_)));
        let text = r#"{"format":"majlis-save","version":1,"game":"shesh-besh","names":["A",3],"record":{}}"#;
        assert_set_aside("bad-names", text, |p| matches!(p, SaveProblem::Malformed(_)));
        let text = r#"{"format":"majlis-save","version":1,"game":"shesh-besh","names":["A","B"]}"#;
        assert_set_aside("no-record", text, |p| matches!(p, SaveProblem::Malformed(_)));
        let text = r#"{"format":"majlis-save","version":0,"game":"shesh-besh","names":[],"record":{}}"#;
        assert_set_aside("version-0", text, |p| matches!(p, SaveProblem::Malformed(_)));
    }

    #[test]
    fn binary_garbage_is_renamed_aside() {
        let dir = scratch("binary");
        let store = SaveStore::at(&dir);
        fs::write(dir.join("autosave.json"), [0xff, 0xfe, 0x00]).expect("plant");
        assert!(matches!(
            store.load(known),
            Found::SetAside {
                problem: SaveProblem::NotJson(_),
                ..
            }
        ));
        assert_eq!(
            fs::read(dir.join("autosave.corrupt-1.json")).expect("kept"),
            vec![0xff, 0xfe, 0x00]
        );
    }

    #[test]
    fn setting_aside_never_overwrites_an_earlier_corrupt_file() {
        let dir = scratch("twice");
        let store = SaveStore::at(&dir);
        fs::write(dir.join("autosave.json"), "first").expect("plant");
        let _ = store.load(known);
        fs::write(dir.join("autosave.json"), "second").expect("plant");
        let found = store.load(known);
        assert!(matches!(&found, Found::SetAside { kept_at, .. } if kept_at == &dir.join("autosave.corrupt-2.json")));
        assert_eq!(
            fs::read_to_string(dir.join("autosave.corrupt-1.json")).expect("1"),
            "first"
        );
        assert_eq!(
            fs::read_to_string(dir.join("autosave.corrupt-2.json")).expect("2"),
            "second"
        );
    }

    #[test]
    fn writing_never_touches_a_corrupt_file_kept_aside() {
        let dir = scratch("keep-corrupt");
        let store = SaveStore::at(&dir);
        fs::write(dir.join("autosave.json"), "garbage").expect("plant");
        let _ = store.load(known);
        store.write(&sample()).expect("write");
        store.remove().expect("remove");
        assert_eq!(
            fs::read_to_string(dir.join("autosave.corrupt-1.json")).expect("kept"),
            "garbage"
        );
    }

    #[test]
    fn a_store_without_a_directory_refuses_to_write_and_finds_nothing() {
        let store = SaveStore::nowhere();
        assert!(matches!(store.write(&sample()), Err(SaveError::NoDataDir)));
        assert_eq!(store.load(known), Found::Nothing);
        store.remove().expect("nothing to remove");
    }

    #[test]
    fn a_directory_that_cannot_be_created_is_an_io_error_naming_it() {
        let dir = scratch("blocked");
        fs::write(dir.join("file"), "not a directory").expect("plant");
        let err = SaveStore::at(dir.join("file").join("sub"))
            .write(&sample())
            .expect_err("cannot write");
        assert!(err.to_string().contains("file"), "{err}");
    }

    #[test]
    fn the_environment_variable_overrides_the_data_directory() {
        let data = Some(PathBuf::from("/home/amal/.local/share"));
        assert_eq!(
            locate(None, data.clone()),
            Some(PathBuf::from("/home/amal/.local/share/majlis"))
        );
        assert_eq!(
            locate(Some("/tmp/m".into()), data.clone()),
            Some(PathBuf::from("/tmp/m"))
        );
        assert_eq!(
            locate(Some("".into()), data),
            Some(PathBuf::from("/home/amal/.local/share/majlis"))
        );
        assert_eq!(locate(None, None), None);
    }
}
