//! The shelf of saved games: every game in progress, one file each, in the
//! user's data directory.
//!
//! A file is JSON:
//! `{"format":"majlis-save","version":1,"game":ID,"names":[…],"record":RECORD}`,
//! where RECORD is what the game's [`Session::record_json`](crate::session::Session::record_json)
//! wrote (seed, options, actions). A game with a computer player at a seat
//! is written as version 2, with `"seats":[{"kind":"human"},{"kind":"computer","level":"hard"}]`
//! (one per seat); a game of people only is still written as version 1, so
//! an older Majlis goes on reading it. A file without `seats` is a game of
//! people only. It is written atomically (a temporary file in
//! the same directory, then a rename), so a crash never leaves half a file.
//!
//! Each game in progress has its own file (its *slot*): a new game claims
//! `game-<n>.json` (the first free `n`, taken exclusively, so two Majlis windows
//! never share one) at its first action and writes nowhere else, so no game ever
//! overwrites another's save. Files written by earlier versions, which kept one
//! `autosave.json` and renamed a displaced one to `autosave.replaced-<n>.json`,
//! are on the shelf as well and go on being saved where they are.
//!
//! A file that cannot be used — not JSON, JSON of something else, a newer format
//! version, a game this build does not have, a record the game refuses — is
//! never overwritten or deleted: it is renamed aside to
//! `<name>.corrupt-<n>.json`, its reason written beside it in
//! `<name>.corrupt-<n>.why.txt`, and the picker says why.

use std::ffi::OsString;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

use crate::seats::SeatKind;

/// The value of the `format` field.
pub const FORMAT: &str = "majlis-save";
/// The newest format version this build writes and reads: 2, with the
/// seats' kinds.
pub const VERSION: u64 = 2;
/// The version written for a game of people only (no `seats`), which
/// Majlis before computer players reads too.
pub const VERSION_PEOPLE: u64 = 1;
/// The environment variable that replaces the data directory (tests, portable installs).
pub const DATA_DIR_ENV: &str = "MAJLIS_DATA_DIR";
/// The one save of Majlis before the shelf; still read, and written while continued.
const LEGACY: &str = "autosave.json";
/// The prefix of a save displaced by a new game before the shelf (`autosave.replaced-<n>.json`).
const LEGACY_REPLACED: &str = "autosave.replaced-";
/// The prefix of a slot (`game-<n>.json`).
const SLOT: &str = "game-";

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
    /// Who plays each seat; empty for a game of people only (saves written
    /// before computer players have none).
    pub seats: Vec<SeatKind>,
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
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    seats: Vec<SeatKind>,
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
        let seats = seats_to_write(&self.seats);
        let file = OnDisk {
            format: FORMAT.to_string(),
            version: version_for(&seats),
            game: self.game.clone(),
            names: self.names.clone(),
            record: self.record.clone(),
            seats,
        };
        serde_json::to_value(file).unwrap_or(Value::Null)
    }

    /// Reads a save file's JSON. `known_game` says whether this build has a game.
    ///
    /// # Errors
    /// When the text is not a Majlis save this build can use.
    pub fn parse(text: &str, known_game: impl Fn(&str) -> bool) -> Result<Self, SaveProblem> {
        let file: OnDisk = read_tagged(text, FORMAT, "save file")?;
        if !known_game(&file.game) {
            return Err(SaveProblem::UnknownGame(file.game));
        }
        if file.seats.len() > file.names.len() {
            return Err(SaveProblem::Malformed(format!(
                "{} seats for {} names",
                file.seats.len(),
                file.names.len()
            )));
        }
        Ok(SaveFile {
            game: file.game,
            names: file.names,
            record: file.record,
            seats: file.seats,
        })
    }
}

/// Reads a JSON file Majlis wrote with a `format` tag (`majlis-save`, …) and
/// a `version`, as `T`: the tag and the version are checked first, so a
/// foreign or newer file is named as such rather than as damaged. `kind`
/// names the file in a refusal ("save file").
pub(crate) fn read_tagged<T: serde::de::DeserializeOwned>(
    text: &str,
    format: &str,
    kind: &'static str,
) -> Result<T, SaveProblem> {
    let value: Value = serde_json::from_str(text).map_err(|e| SaveProblem::NotJson(e.to_string()))?;
    let header: Header = serde_json::from_value(value.clone()).map_err(|_| SaveProblem::Foreign(kind))?;
    if header.format.as_ref().and_then(Value::as_str) != Some(format) {
        return Err(SaveProblem::Foreign(kind));
    }
    match header.version.as_ref().and_then(Value::as_u64) {
        Some(VERSION_PEOPLE..=VERSION) => {}
        Some(version) if version > VERSION => return Err(SaveProblem::NewerVersion(version)),
        _ => {
            return Err(SaveProblem::Malformed(format!(
                "the version is missing or not {VERSION_PEOPLE} to {VERSION}"
            )));
        }
    }
    serde_json::from_value(value).map_err(|e| SaveProblem::Malformed(e.to_string()))
}

/// The seats as written: none for a game of people only.
pub(crate) fn seats_to_write(seats: &[SeatKind]) -> Vec<SeatKind> {
    if crate::seats::any_computer(seats) {
        seats.to_vec()
    } else {
        Vec::new()
    }
}

/// The format version a file with these seats (as written) is.
pub(crate) fn version_for(seats: &[SeatKind]) -> u64 {
    if seats.is_empty() { VERSION_PEOPLE } else { VERSION }
}

/// Why a save file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SaveProblem {
    /// The file could not be read.
    #[error("it could not be read ({0})")]
    Unreadable(String),
    /// The file is not JSON.
    #[error("it is not valid JSON ({0})")]
    NotJson(String),
    /// JSON, but not a Majlis file of this kind (a save file, a history record).
    #[error("it is not a Majlis {0}")]
    Foreign(&'static str),
    /// A Majlis save of a later format version.
    #[error("it was written by a newer Majlis (format version {0}; this one reads versions 1 and 2)")]
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

/// A file that cannot be used, moved aside (or, if even that failed, left in place).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    /// Why it cannot be used.
    pub problem: SaveProblem,
    /// Where it is now.
    pub kept_at: PathBuf,
}

impl SetAside {
    /// The sentence the picker shows.
    #[must_use]
    pub fn message(&self) -> String {
        set_aside_message(&self.problem, &self.kept_at)
    }
}

/// The sentence shown when a save file was set aside.
#[must_use]
pub fn set_aside_message(problem: &SaveProblem, kept_at: &Path) -> String {
    format!(
        "A saved game could not be used: {problem}. The file was kept as {}.",
        kept_at.display()
    )
}

/// A saved game on the shelf: its file, what it holds, and when it was last written.
#[derive(Clone, Debug, PartialEq)]
pub struct Shelved {
    /// The file (the game's slot): continuing the game saves here.
    pub path: PathBuf,
    /// The save.
    pub save: SaveFile,
    /// When the file was last written: when the game was last played.
    pub modified: Option<SystemTime>,
}

/// What looking at the shelf found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shelf {
    /// Every usable save, the most recently played first.
    pub games: Vec<Shelved>,
    /// Files that could not be used, set aside just now.
    pub set_aside: Vec<SetAside>,
}

impl Shelf {
    /// The sentences the picker shows for the files set aside.
    #[must_use]
    pub fn messages(&self) -> Vec<String> {
        self.set_aside.iter().map(SetAside::message).collect()
    }
}

/// Where the saved games live.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveStore {
    dir: Option<PathBuf>,
}

/// An I/O error about `path`.
fn io_error(path: &Path) -> impl FnOnce(io::Error) -> SaveError + '_ {
    move |source| SaveError::Io {
        path: path.to_owned(),
        source,
    }
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

    /// Writes a new game's first save into a slot of its own (`game-<n>.json`,
    /// the first free `n`, claimed exclusively), and returns the slot: every
    /// later save of that game goes there with [`SaveStore::write_to`].
    ///
    /// # Errors
    /// When there is no data directory or the file system refuses.
    pub fn write(&self, save: &SaveFile) -> Result<PathBuf, SaveError> {
        let slot = self.claim_slot()?;
        if let Err(error) = self.write_to(&slot, save) {
            // The claimed, empty file must not stay behind as a broken save.
            let _ = fs::remove_file(&slot);
            return Err(error);
        }
        Ok(slot)
    }

    /// Claims the first free `game-<n>.json`: created empty and exclusively,
    /// so two windows starting games at once get two slots.
    fn claim_slot(&self) -> Result<PathBuf, SaveError> {
        let dir = self.dir.as_ref().ok_or(SaveError::NoDataDir)?;
        fs::create_dir_all(dir).map_err(io_error(dir))?;
        for n in 1u32.. {
            let path = dir.join(format!("{SLOT}{n}.json"));
            match fs::OpenOptions::new().write(true).create_new(true).open(&path) {
                Ok(_) => return Ok(path),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(source) => return Err(SaveError::Io { path, source }),
            }
        }
        Err(SaveError::NoDataDir)
    }

    /// Writes `save` to its slot atomically, replacing the game's previous save.
    ///
    /// # Errors
    /// When there is no data directory or the file system refuses.
    pub fn write_to(&self, slot: &Path, save: &SaveFile) -> Result<(), SaveError> {
        let text = serde_json::to_string_pretty(&save.to_json()).map_err(|e| SaveError::Io {
            path: slot.to_owned(),
            source: io::Error::other(e),
        })? + "\n";
        write_atomically(slot, text.as_bytes())
    }

    /// Every saved game on the shelf, the most recently played first. Files
    /// that cannot be used are renamed aside with their reason.
    #[must_use]
    pub fn list(&self, known_game: impl Fn(&str) -> bool) -> Shelf {
        let mut shelf = Shelf::default();
        let Some(dir) = &self.dir else { return shelf };
        let Ok(entries) = fs::read_dir(dir) else { return shelf };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(is_save_name))
            .collect();
        paths.sort();
        for path in paths {
            match read_save(&path, &known_game) {
                Ok(save) => shelf.games.push(Shelved {
                    modified: fs::metadata(&path).and_then(|m| m.modified()).ok(),
                    path,
                    save,
                }),
                Err(problem) => shelf.set_aside.push(set_aside(&path, problem)),
            }
        }
        // Most recent first; the file name keeps the order stable among equals.
        shelf.games.sort_by_key(|g| std::cmp::Reverse(g.modified));
        shelf
    }

    /// Renames a save that cannot be used aside, with its reason beside it.
    #[must_use]
    pub fn set_aside(&self, path: &Path, problem: SaveProblem) -> SetAside {
        set_aside(path, problem)
    }

    /// Removes a game's save (a finished game, or one the family deleted).
    /// No file is not an error.
    ///
    /// # Errors
    /// When the file exists and cannot be removed.
    pub fn remove(&self, slot: &Path) -> Result<(), SaveError> {
        match fs::remove_file(slot) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(SaveError::Io {
                path: slot.to_owned(),
                source: e,
            }),
            _ => Ok(()),
        }
    }
}

/// Whether a file name is a save on the shelf: `game-<n>.json`, or one of the
/// files before the shelf (`autosave.json`, `autosave.replaced-<n>.json`).
fn is_save_name(name: &str) -> bool {
    let numbered = |prefix: &str| {
        name.strip_prefix(prefix)
            .and_then(|rest| rest.strip_suffix(".json"))
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    };
    name == LEGACY || numbered(LEGACY_REPLACED) || numbered(SLOT)
}

/// Reads one save file.
fn read_save(path: &Path, known_game: impl Fn(&str) -> bool) -> Result<SaveFile, SaveProblem> {
    let bytes = fs::read(path).map_err(|e| SaveProblem::Unreadable(e.to_string()))?;
    let text = String::from_utf8(bytes).map_err(|_| SaveProblem::NotJson("it is not UTF-8 text".into()))?;
    SaveFile::parse(&text, known_game)
}

/// Renames `path` aside to `<stem>.corrupt-<n>.json` (the first free `n`) and
/// writes `problem` beside it (`<stem>.corrupt-<n>.why.txt`). If the rename
/// fails the file stays where it was.
#[must_use]
pub fn set_aside(path: &Path, problem: SaveProblem) -> SetAside {
    let reason = problem.to_string();
    let kept_at = keep_aside(path, &reason).unwrap_or_else(|| path.to_owned());
    SetAside { problem, kept_at }
}

/// Renames a file that cannot be used to the first free
/// `<stem>.corrupt-<n>.<ext>` beside it, never over another file, and writes
/// `reason` (with the time it was found) to `<stem>.corrupt-<n>.why.txt`.
/// Returns where it is kept, or `None` when it could not be renamed. Used for
/// saves and for the history alike.
pub(crate) fn keep_aside(path: &Path, reason: &str) -> Option<PathBuf> {
    let dir = path.parent()?;
    let stem = path.file_stem()?.to_string_lossy().into_owned();
    let ext = path
        .extension()
        .map_or_else(String::new, |e| e.to_string_lossy().into_owned());
    for n in 1u32.. {
        let aside = dir.join(format!("{stem}.corrupt-{n}.{ext}"));
        let why = dir.join(format!("{stem}.corrupt-{n}.why.txt"));
        if aside.exists() || why.exists() {
            continue;
        }
        fs::rename(path, &aside).ok()?;
        let when = crate::clock::Stamp::now().long_text();
        let _ = fs::write(&why, format!("{}\nSet aside {when}: {reason}.\n", path.display()));
        return Some(aside);
    }
    None
}

/// Writes `bytes` to `path` atomically: a temporary file in the same directory
/// (so the rename cannot cross file systems; the process id keeps two Majlis
/// windows apart), synced, then renamed over `path`.
pub(crate) fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    let dir = path.parent().ok_or(SaveError::NoDataDir)?;
    fs::create_dir_all(dir).map_err(io_error(dir))?;
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let written = (|| {
        let mut file = fs::File::create(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()
    })();
    if let Err(source) = written {
        let _ = fs::remove_file(&temp);
        return Err(SaveError::Io { path: temp, source });
    }
    fs::rename(&temp, path).map_err(|source| {
        let _ = fs::remove_file(&temp);
        SaveError::Io {
            path: path.to_owned(),
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

/// The save directory from the environment override and the platform's data directory.
fn locate(env: Option<OsString>, data_dir: Option<PathBuf>) -> Option<PathBuf> {
    match env {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => data_dir.map(|d| d.join("majlis")),
    }
}

#[cfg(test)]
mod tests;
