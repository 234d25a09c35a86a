//! The saved games: every game in progress, one file each, in the
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
//! the same directory, written whole and synced, then a rename), so a crash
//! never leaves half a file.
//!
//! Each game in progress has its own file (its *slot*): a new game claims
//! `game-<n>.json` (the first free `n`) at its first action and writes nowhere
//! else, so no game ever overwrites another's save. The slot is claimed only
//! once its whole first save is written, by giving the written file that name
//! if nobody has it ([`disk::claim`]): a slot never exists without its whole
//! content. Temporary files a crash left behind are recovered at the next look
//! at the saved games if whole, else removed.
//!
//! A game on screen is held by its window ([`Hold`]): another window refuses
//! to continue or delete it ("open in another window") until the holder lets
//! go, which the system does when that Majlis ends, however it ends.
//!
//! Reading is bounded, so no file can freeze the picker: a file larger than
//! [`MAX_FILE_BYTES`], or not a regular file, is not read; a name wider than
//! [`MAX_NAME_COLUMNS`] columns or longer than [`MAX_NAME_CHARS`] characters,
//! or more than [`MAX_NAMES`] names, is refused. Files written by earlier versions, which kept one
//! `autosave.json` and renamed a displaced one to `autosave.replaced-<n>.json`,
//! are among the saved games as well and go on being saved where they are.
//!
//! A file that cannot be used — not JSON, JSON of something else, a newer format
//! version, a game this build does not have, a record the game refuses — is
//! never overwritten or deleted: it is renamed aside to
//! `<name>.corrupt-<n>.json`, its reason written beside it in
//! `<name>.corrupt-<n>.why.txt`, and the picker says why.

use std::ffi::OsString;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

use crate::seats::SeatKind;

pub(crate) mod disk;
mod hold;

pub use hold::{HeldElsewhere, Hold, held_elsewhere};

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
/// The one save of Majlis before games were saved one file each; still read, and written while continued.
const LEGACY: &str = "autosave.json";
/// The prefix of a save displaced by a new game before games were saved one file each (`autosave.replaced-<n>.json`).
const LEGACY_REPLACED: &str = "autosave.replaced-";
/// The prefix of a slot (`game-<n>.json`).
const SLOT: &str = "game-";
/// The largest save or history file read, in bytes (2 MiB). The longest real
/// game, a 20-stage Wajh al-Nahs session of six, is about 300 KB.
pub const MAX_FILE_BYTES: u64 = 2 * 1024 * 1024;
/// The widest name read from a file, in display columns (a letter one, an
/// emoji two). The setup screen and `majlis play` take names of at most
/// `screens::setup::NAME_MAX` columns; files keep room for names
/// written before that limit.
pub const MAX_NAME_COLUMNS: usize = 64;
/// The longest name read from a file, in characters (marks that take no
/// column count too).
pub const MAX_NAME_CHARS: usize = 256;
/// The most names a file may give (no game seats more than 8).
pub const MAX_NAMES: usize = 16;

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
        let file: OnDisk = read_tagged(text, FORMAT, SAVE_FILE)?;
        check_names(&file.names)?;
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

/// Checks the names a file gives against the limits of reading
/// ([`MAX_NAMES`], [`MAX_NAME_COLUMNS`], [`MAX_NAME_CHARS`]).
pub(crate) fn check_names(names: &[String]) -> Result<(), SaveProblem> {
    if names.len() > MAX_NAMES {
        return Err(SaveProblem::Malformed(format!(
            "it names {} players; a game has at most {MAX_NAMES}",
            names.len()
        )));
    }
    for (seat, name) in names.iter().enumerate() {
        let chars = name.chars().count();
        let columns = crate::text::width(name);
        if chars > MAX_NAME_CHARS || columns > MAX_NAME_COLUMNS {
            return Err(SaveProblem::LongName {
                player: seat + 1,
                chars,
                columns,
            });
        }
    }
    Ok(())
}

/// The seats as written: none for a game of people at this keyboard only
/// (a seat by SSH is written, for `majlis host` to continue it so).
pub(crate) fn seats_to_write(seats: &[SeatKind]) -> Vec<SeatKind> {
    if seats.iter().any(|s| s.is_computer() || s.is_remote()) {
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
    /// The game refused the saved record, in the rules crate's words (shown
    /// without the rules files' marks, as every reason a family reads).
    #[error("the game could not be restored ({})", crate::text::unmarked(.0))]
    Refused(String),
    /// Larger than any file Majlis writes: its size in bytes.
    #[error("it is {0} bytes long, and a file of Majlis is at most {MAX_FILE_BYTES} bytes")]
    TooLarge(u64),
    /// Not a regular file (a folder, a device, a pipe).
    #[error("it is not a regular file")]
    NotAFile,
    /// A name beyond the limits of reading.
    #[error(
        "player {player}'s name is {chars} characters ({columns} columns) long, \
         and a name may be at most {MAX_NAME_COLUMNS} columns and {MAX_NAME_CHARS} characters"
    )]
    LongName {
        /// The player, from 1.
        player: usize,
        /// Its length in characters.
        chars: usize,
        /// Its width in display columns.
        columns: usize,
    },
}

impl SaveProblem {
    /// The problem as the picker says it, in the interface's language
    /// ("it is not valid JSON (…)"). Its `Display` is the English the
    /// `.why.txt` beside a file set aside keeps. A reason in brackets that
    /// is the system's, a file reader's or a game's (in English) is shown
    /// to an English reader only.
    #[must_use]
    pub fn shown(&self) -> String {
        let english = crate::i18n::lang().source() == crate::i18n::Lang::En;
        match self {
            SaveProblem::Unreadable(reason) if english => crate::t!("table-problem-unreadable", reason = reason),
            SaveProblem::Unreadable(_) => crate::t!("table-problem-unreadable-plain"),
            SaveProblem::NotJson(reason) if english => crate::t!("table-problem-not-json", reason = reason),
            SaveProblem::NotJson(reason) if reason == NOT_UTF8 => crate::t!("table-problem-not-utf8"),
            SaveProblem::NotJson(_) => crate::t!("table-problem-not-json-plain"),
            SaveProblem::Foreign(what) if *what == SAVE_FILE => crate::t!("table-problem-foreign-save"),
            SaveProblem::Foreign(_) => crate::t!("table-problem-foreign-record"),
            SaveProblem::NewerVersion(version) => crate::t!("table-problem-newer", version = *version),
            SaveProblem::Malformed(reason) if english => crate::t!("table-problem-damaged", reason = reason),
            SaveProblem::Malformed(_) => crate::t!("table-problem-damaged-plain"),
            SaveProblem::UnknownGame(game) => crate::t!("table-problem-unknown-game", game = game),
            SaveProblem::Refused(reason) => match crate::seated::english_reason(reason) {
                Some(reason) => crate::t!("table-problem-refused", reason = reason),
                None => crate::t!("table-problem-refused-plain"),
            },
            SaveProblem::TooLarge(bytes) => crate::t!(
                "table-problem-too-large",
                bytes = bytes.to_string(),
                most = MAX_FILE_BYTES.to_string()
            ),
            SaveProblem::NotAFile => crate::t!("table-problem-not-a-file"),
            SaveProblem::LongName { player, chars, columns } => crate::t!(
                "table-problem-long-name",
                player = *player,
                chars = *chars,
                columns = *columns,
                most_columns = MAX_NAME_COLUMNS,
                most_chars = MAX_NAME_CHARS
            ),
        }
    }
}

/// What a save file is, as a refusal names it ([`SaveProblem::Foreign`]; the
/// history names its records its own way).
const SAVE_FILE: &str = "save file";

/// What a file that is not UTF-8 text is, as [`SaveProblem::NotJson`] says.
const NOT_UTF8: &str = "it is not UTF-8 text";

/// Reads a file Majlis wrote, within [`MAX_FILE_BYTES`], as text.
pub(crate) fn read_text(path: &Path) -> Result<String, SaveProblem> {
    let bytes = disk::read_bounded(path, MAX_FILE_BYTES).map_err(|e| match e {
        disk::Bounded::Io(e) => SaveProblem::Unreadable(e.to_string()),
        disk::Bounded::NotAFile => SaveProblem::NotAFile,
        disk::Bounded::TooLarge(size) => SaveProblem::TooLarge(size),
    })?;
    String::from_utf8(bytes).map_err(|_| SaveProblem::NotJson(NOT_UTF8.into()))
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

/// A save that failed, as the family is told it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The system's reason and the file ("Permission denied (os error 13) (/home/…/game-1.json)").
    pub reason: String,
    /// The reason in a few words ("no permission").
    pub short: String,
    /// What to do about it, naming the folder.
    pub advice: String,
}

impl Failure {
    /// The failure `error` of a store whose data folder is `data_dir`.
    #[must_use]
    pub fn of(error: &SaveError, data_dir: Option<&Path>) -> Self {
        let reason = match error {
            // The system's reason first: the path is long.
            SaveError::Io { path, source } => format!("{source} ({})", path.display()),
            SaveError::NoDataDir => crate::t!("table-failure-no-data-dir", variable = DATA_DIR_ENV),
        };
        Failure {
            reason,
            short: error.short(),
            advice: error.advice(data_dir),
        }
    }
}

impl SaveError {
    /// What the family can do about it, in a sentence naming the data folder
    /// (`data_dir`; else the folder of the file that failed).
    #[must_use]
    pub fn advice(&self, data_dir: Option<&Path>) -> String {
        let (path, kind) = match self {
            SaveError::NoDataDir => {
                return crate::t!("table-advice-no-data-dir", variable = DATA_DIR_ENV);
            }
            SaveError::Io { path, source } => (path, source.kind()),
        };
        let folder = data_dir.or_else(|| path.parent()).unwrap_or(path).display().to_string();
        match kind {
            io::ErrorKind::PermissionDenied | io::ErrorKind::ReadOnlyFilesystem => {
                crate::t!("table-advice-permission", folder = folder, variable = DATA_DIR_ENV)
            }
            io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => {
                crate::t!("table-advice-full", folder = folder)
            }
            _ => crate::t!("table-advice-other", folder = folder, variable = DATA_DIR_ENV),
        }
    }

    /// The reason in a few words ("no permission"), for where a sentence has no room.
    #[must_use]
    pub fn short(&self) -> String {
        let SaveError::Io { source, .. } = self else {
            return crate::t!("table-short-no-data-dir");
        };
        match source.kind() {
            io::ErrorKind::PermissionDenied => crate::t!("table-short-permission"),
            io::ErrorKind::ReadOnlyFilesystem => crate::t!("table-short-read-only"),
            io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded => crate::t!("table-short-full"),
            io::ErrorKind::NotFound => crate::t!("table-short-missing"),
            io::ErrorKind::AlreadyExists | io::ErrorKind::NotADirectory => crate::t!("table-short-not-folder"),
            _ => crate::t!("table-short-other"),
        }
    }
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

/// The sentence shown when a save file was set aside, in the interface's
/// language.
#[must_use]
pub fn set_aside_message(problem: &SaveProblem, kept_at: &Path) -> String {
    crate::t!(
        "table-set-aside-save",
        problem = problem.shown(),
        path = kept_at.display().to_string()
    )
}

/// A saved game: its file, what it holds, and when it was last written.
#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    /// The file (the game's slot): continuing the game saves here.
    pub path: PathBuf,
    /// The save.
    pub save: SaveFile,
    /// When the file was last written: when the game was last played.
    pub modified: Option<SystemTime>,
}

/// The saved games found in the saves folder.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SavedGames {
    /// Every usable save, the most recently played first.
    pub games: Vec<Saved>,
    /// Files that could not be used, set aside just now.
    pub set_aside: Vec<SetAside>,
    /// Slots recovered just now from the temporary files a crash left.
    pub recovered: Vec<PathBuf>,
}

impl SavedGames {
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
    /// the first free `n`), and returns the slot: every later save of that
    /// game goes there with [`SaveStore::write_to`]. The slot is let go at once;
    /// a window that plays on keeps it with [`SaveStore::write_new`].
    ///
    /// # Errors
    /// When there is no data directory or the file system refuses.
    pub fn write(&self, save: &SaveFile) -> Result<PathBuf, SaveError> {
        self.write_new(save).map(|(slot, _)| slot)
    }

    /// Writes a new game's first save into a slot of its own, held by this
    /// window: the save is written whole to a temporary file first, then
    /// given the first free `game-<n>.json` no other window holds, never
    /// over another file. A slot therefore never exists without its whole
    /// content; a crash before the name is given leaves the temporary file,
    /// which the next look at the saved games recovers.
    ///
    /// # Errors
    /// When there is no data directory or the file system refuses.
    pub fn write_new(&self, save: &SaveFile) -> Result<(PathBuf, Hold), SaveError> {
        let dir = self.dir.as_ref().ok_or(SaveError::NoDataDir)?;
        fs::create_dir_all(dir).map_err(io_error(dir))?;
        let text = save_text(save, dir)?;
        let mut temp = None;
        for n in 1u32..=100_000 {
            let slot = dir.join(format!("{SLOT}{n}.json"));
            if fs::symlink_metadata(&slot).is_ok() {
                continue;
            }
            let Ok(hold) = Hold::take(&slot) else { continue };
            let written = match temp.take() {
                Some(written) => written,
                None => disk::write_temp(&slot, text.as_bytes()).map_err(io_error(dir))?,
            };
            #[cfg(test)]
            if tests::crash_point::reached() {
                // The process dies here: its files stay as they are, its locks go.
                return Err(SaveError::Io {
                    path: written.path.clone(),
                    source: io::Error::other("crashed before the slot was claimed"),
                });
            }
            match disk::claim(&written, &slot) {
                Ok(true) => return Ok((slot, hold)),
                Ok(false) => temp = Some(written),
                Err(source) => {
                    let _ = fs::remove_file(&written.path);
                    return Err(SaveError::Io { path: slot, source });
                }
            }
        }
        if let Some(written) = temp {
            let _ = fs::remove_file(&written.path);
        }
        Err(SaveError::Io {
            path: dir.clone(),
            source: io::Error::other("no free slot for a new game"),
        })
    }

    /// Writes `save` to its slot atomically, replacing the game's previous save.
    ///
    /// # Errors
    /// When there is no data directory or the file system refuses.
    pub fn write_to(&self, slot: &Path, save: &SaveFile) -> Result<(), SaveError> {
        let text = save_text(save, slot)?;
        write_atomically(slot, text.as_bytes())
    }

    /// Every saved game, the most recently played first. Files
    /// that cannot be used are renamed aside with their reason (unless another
    /// window holds them); temporary files a crash left are recovered first.
    #[must_use]
    pub fn list(&self, known_game: impl Fn(&str) -> bool) -> SavedGames {
        let mut saved = SavedGames::default();
        let Some(dir) = &self.dir else { return saved };
        saved.recovered = self.recover(&known_game);
        let Ok(entries) = fs::read_dir(dir) else { return saved };
        let mut paths: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(is_save_name))
            .collect();
        paths.sort();
        for path in paths {
            match read_save(&path, &known_game) {
                Ok(save) => saved.games.push(Saved {
                    modified: fs::metadata(&path).and_then(|m| m.modified()).ok(),
                    path,
                    save,
                }),
                // A window of a newer Majlis may be playing it: only the
                // holder's files are set aside.
                Err(problem) => {
                    if let Some(aside) = self.set_aside_held(&path, problem) {
                        saved.set_aside.push(aside);
                    }
                }
            }
        }
        // Most recent first; the file name keeps the order stable among equals.
        saved.games.sort_by_key(|g| std::cmp::Reverse(g.modified));
        saved
    }

    /// Reads one save afresh (a game about to be continued may have been
    /// played on in another window since the saved games was listed).
    ///
    /// # Errors
    /// When it cannot be used; [`SaveProblem::Unreadable`] when it is gone.
    pub fn read(&self, slot: &Path, known_game: impl Fn(&str) -> bool) -> Result<SaveFile, SaveProblem> {
        read_save(slot, known_game)
    }

    /// Takes this window's hold on a saved game.
    ///
    /// # Errors
    /// When another window holds it.
    pub fn hold(&self, slot: &Path) -> Result<Hold, HeldElsewhere> {
        Hold::take(slot)
    }

    /// Sets a save aside if no other window holds it, letting go of it after.
    /// `None` when another window holds it (it is left as it is).
    #[must_use]
    pub fn set_aside_held(&self, path: &Path, problem: SaveProblem) -> Option<SetAside> {
        let hold = Hold::take(path).ok()?;
        let aside = set_aside(path, problem);
        drop(hold);
        Some(aside)
    }

    /// Recovers the temporary files a crash left: a whole first save takes
    /// its slot (or the first free one, never over another game), a whole
    /// later save replaces its slot when it is that game one action or more
    /// further on; any other is removed. Returns the slots recovered.
    fn recover(&self, known_game: &impl Fn(&str) -> bool) -> Vec<PathBuf> {
        let Some(dir) = &self.dir else { return Vec::new() };
        remove_stale_locks(dir);
        let mut recovered = Vec::new();
        for left in disk::left_by_crashes(dir, is_save_name, MAX_FILE_BYTES) {
            let slot = dir.join(&left.target);
            // The slot's holder is playing that game and will write it again.
            let Ok(hold) = Hold::take(&slot) else { continue };
            let save = left
                .bytes
                .as_deref()
                .and_then(|b| std::str::from_utf8(b).ok())
                .and_then(|t| SaveFile::parse(t, known_game).ok());
            let Some(save) = save else {
                disk::discard(left);
                continue;
            };
            let current = fs::symlink_metadata(&slot)
                .ok()
                .map(|m| (m.len(), read_save(&slot, known_game)));
            let placed = match current {
                // The slot was never claimed: a new game's first save.
                None => self.place(&left.temp, &slot),
                // Majlis before claimed the slot empty, then wrote it.
                Some((0, _)) => disk::replace(&left.temp, &slot).ok().map(|()| slot.clone()),
                Some((_, Ok(older))) if same_game(&save, &older) => {
                    if extends(&save, &older) {
                        disk::replace(&left.temp, &slot).ok().map(|()| slot.clone())
                    } else {
                        None
                    }
                }
                // Another game took the slot since: this one goes to a free one.
                Some(_) => self.place(&left.temp, &slot),
            };
            match placed {
                Some(slot) => recovered.push(slot),
                None => disk::discard(left),
            }
            drop(hold);
        }
        recovered
    }

    /// Gives a recovered save `slot`, or the first free slot no window holds.
    fn place(&self, temp: &disk::Temp, slot: &Path) -> Option<PathBuf> {
        if disk::claim(temp, slot).ok()? {
            return Some(slot.to_owned());
        }
        let dir = self.dir.as_ref()?;
        for n in 1u32..=100_000 {
            let free = dir.join(format!("{SLOT}{n}.json"));
            if fs::symlink_metadata(&free).is_ok() {
                continue;
            }
            let Ok(_hold) = Hold::take(&free) else { continue };
            if disk::claim(temp, &free).ok()? {
                return Some(free);
            }
        }
        None
    }

    /// Renames a save that cannot be used aside, with its reason beside it.
    #[must_use]
    pub fn set_aside(&self, path: &Path, problem: SaveProblem) -> SetAside {
        set_aside(path, problem)
    }

    /// Removes a game's save (a finished game, or one the family deleted),
    /// and with `hold` the lock file beside it. No file is not an error.
    ///
    /// # Errors
    /// When the file exists and cannot be removed.
    pub fn remove(&self, slot: &Path, hold: Option<Hold>) -> Result<(), SaveError> {
        match fs::remove_file(slot) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => Err(SaveError::Io {
                path: slot.to_owned(),
                source: e,
            }),
            _ => {
                if let Some(hold) = hold {
                    drop(hold);
                }
                Ok(())
            }
        }
    }
}

/// Whether a file name is a save among the saved games: `game-<n>.json`, or one of the
/// files before games were saved one file each (`autosave.json`, `autosave.replaced-<n>.json`).
fn is_save_name(name: &str) -> bool {
    let numbered = |prefix: &str| {
        name.strip_prefix(prefix)
            .and_then(|rest| rest.strip_suffix(".json"))
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    };
    name == LEGACY || numbered(LEGACY_REPLACED) || numbered(SLOT)
}

/// Removes the lock files a crash left beside no save (a kill before a new
/// game's first save was claimed): their lock is free, and taking it removes
/// them when let go. Lock files being held are left alone.
fn remove_stale_locks(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.filter_map(Result::ok) {
        let Ok(name) = entry.file_name().into_string() else {
            continue;
        };
        let Some(save) = name.strip_prefix('.').and_then(|n| n.strip_suffix(".lock")) else {
            continue;
        };
        let save = dir.join(save);
        if is_save_name(&name[1..name.len() - 5]) && fs::symlink_metadata(&save).is_err() {
            drop(Hold::take(&save));
        }
    }
}

/// A save's JSON text.
fn save_text(save: &SaveFile, path: &Path) -> Result<String, SaveError> {
    serde_json::to_string_pretty(&save.to_json())
        .map(|text| text + "\n")
        .map_err(|e| SaveError::Io {
            path: path.to_owned(),
            source: io::Error::other(e),
        })
}

/// Reads one save file, within the limits of reading.
fn read_save(path: &Path, known_game: impl Fn(&str) -> bool) -> Result<SaveFile, SaveProblem> {
    SaveFile::parse(&read_text(path)?, known_game)
}

/// Whether two saves are of one game (the same game, players, seats, seed
/// and options), whatever its progress.
fn same_game(a: &SaveFile, b: &SaveFile) -> bool {
    let without_actions = |s: &SaveFile| {
        let mut record = s.record.clone();
        if let Some(object) = record.as_object_mut() {
            object.remove("actions");
        }
        record
    };
    a.game == b.game && a.names == b.names && a.seats == b.seats && without_actions(a) == without_actions(b)
}

/// Whether `newer` is `older` played further on: its actions begin with all of `older`'s.
fn extends(newer: &SaveFile, older: &SaveFile) -> bool {
    let actions = |s: &SaveFile| s.record.get("actions").and_then(Value::as_array).cloned();
    match (actions(newer), actions(older)) {
        (Some(new), Some(old)) => new.len() > old.len() && new[..old.len()] == old[..],
        _ => false,
    }
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

/// Writes `bytes` to `path` atomically: a temporary file in the same
/// directory (so the rename cannot cross file systems), written whole and
/// synced, then renamed over `path`.
pub(crate) fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    let dir = path.parent().ok_or(SaveError::NoDataDir)?;
    fs::create_dir_all(dir).map_err(io_error(dir))?;
    let temp = disk::write_temp(path, bytes).map_err(io_error(dir))?;
    disk::replace(&temp, path).map_err(io_error(path))
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
