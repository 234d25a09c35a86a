//! Writing files so that none is ever seen half written: a temporary file
//! beside the target (`.<target>.<pid>-<k>.tmp`), written whole and synced,
//! then either renamed over the target (a game's next save) or linked to a
//! name nobody has yet (a new game's slot, a finished game's record), which
//! fails rather than replace another's file. A temporary file is locked by
//! its writer until it is claimed, so the next start can tell one a crash
//! left (unlocked: recovered if whole, else removed) from one being written.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

/// A temporary file, written whole and synced, still open (and so locked)
/// by this process.
#[derive(Debug)]
pub(crate) struct Temp {
    /// Where it is.
    pub path: PathBuf,
    /// Kept open for its lock; closing it lets go.
    _file: File,
}

/// Writes `bytes` to a new temporary file beside `target`, named after it.
pub(crate) fn write_temp(target: &Path, bytes: &[u8]) -> io::Result<Temp> {
    let dir = target.parent().ok_or_else(|| io::Error::other("no folder"))?;
    let name = target
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let pid = std::process::id();
    for k in 0u32..1000 {
        let path = dir.join(format!(".{name}.{pid}-{k}.tmp"));
        // Never over another file: after a reboot this process may have the
        // id of one that crashed, and its temporary file is a game to recover.
        let mut file = match fs::OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        };
        let _ = fs4::FileExt::try_lock(&file);
        let written = file.write_all(bytes).and_then(|()| file.sync_all());
        if let Err(error) = written {
            let _ = fs::remove_file(&path);
            return Err(error);
        }
        return Ok(Temp { path, _file: file });
    }
    Err(io::Error::other("too many temporary files"))
}

/// Gives `temp` the name `target` unless a file has it already (`Ok(false)`,
/// and `temp` stays). Once claimed the temporary name is gone and the folder
/// synced, so the new name outlives a power cut.
pub(crate) fn claim(temp: &Temp, target: &Path) -> io::Result<bool> {
    match fs::hard_link(&temp.path, target) {
        Ok(()) => {
            let _ = fs::remove_file(&temp.path);
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => return Ok(false),
        // A file system without hard links: the name is checked, then the
        // file renamed to it. Only a Majlis that takes no holds could slip in
        // between, and a game's slot is held before it is claimed.
        Err(_) => {
            if fs::symlink_metadata(target).is_ok() {
                return Ok(false);
            }
            fs::rename(&temp.path, target)?;
        }
    }
    sync_dir(target);
    Ok(true)
}

/// Renames `temp` over `target`, replacing it, and syncs the folder.
pub(crate) fn replace(temp: &Temp, target: &Path) -> io::Result<()> {
    if let Err(error) = fs::rename(&temp.path, target) {
        let _ = fs::remove_file(&temp.path);
        return Err(error);
    }
    sync_dir(target);
    Ok(())
}

/// Makes a rename or link in `file`'s folder durable, so a power cut right
/// after a move keeps it. Best effort: some systems cannot open a folder to
/// sync it, and the file is whole either way.
fn sync_dir(file: &Path) {
    if let Some(dir) = file.parent()
        && let Ok(dir) = File::open(dir)
    {
        let _ = dir.sync_all();
    }
}

/// Reads at most `limit` bytes of a regular file (following a link): a
/// larger file, or one that is not a regular file (a device, a pipe, a
/// folder), is refused before anything is read, so no file can hold up the
/// reader or fill its memory.
pub(crate) fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, Bounded> {
    let meta = fs::metadata(path).map_err(Bounded::Io)?;
    if !meta.is_file() {
        return Err(Bounded::NotAFile);
    }
    if meta.len() > limit {
        return Err(Bounded::TooLarge(meta.len()));
    }
    let mut bytes = Vec::new();
    File::open(path)
        .and_then(|f| f.take(limit + 1).read_to_end(&mut bytes))
        .map_err(Bounded::Io)?;
    // It grew while being read.
    if bytes.len() as u64 > limit {
        return Err(Bounded::TooLarge(bytes.len() as u64));
    }
    Ok(bytes)
}

/// Why a file was not read.
#[derive(Debug)]
pub(crate) enum Bounded {
    /// The system refused.
    Io(io::Error),
    /// Not a regular file.
    NotAFile,
    /// Larger than the limit: its size in bytes.
    TooLarge(u64),
}

/// A temporary file a crash left in `dir`: its path, the name it was for, and
/// its content, read and locked (so no other window recovers it at the same time).
#[derive(Debug)]
pub(crate) struct Left {
    /// The temporary file.
    pub temp: Temp,
    /// The file name it was written for (`game-3.json`, `12.json`).
    pub target: String,
    /// What it holds, or `None` when it is too large to be a whole file of its kind.
    pub bytes: Option<Vec<u8>>,
}

/// The temporary files in `dir` whose writer is gone (their lock is free),
/// for targets `is_target` accepts, each read up to `limit` bytes. Files
/// being written by a running Majlis are left alone.
pub(crate) fn left_by_crashes(dir: &Path, is_target: impl Fn(&str) -> bool, limit: u64) -> Vec<Left> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<(PathBuf, String)> = entries
        .filter_map(Result::ok)
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let target = temp_target(&name)?;
            is_target(target).then(|| (e.path(), target.to_owned()))
        })
        .collect();
    found.sort();
    found
        .into_iter()
        .filter_map(|(path, target)| {
            if !fs::symlink_metadata(&path).is_ok_and(|m| m.is_file()) {
                return None;
            }
            let file = fs::OpenOptions::new().read(true).write(true).open(&path).ok()?;
            fs4::FileExt::try_lock(&file).ok()?;
            if linked_elsewhere(&file) {
                // The crash came after the name was given, before the
                // temporary name was removed: it is kept already.
                let _ = fs::remove_file(&path);
                return None;
            }
            let bytes = read_bounded(&path, limit).ok();
            Some(Left {
                temp: Temp { path, _file: file },
                target,
                bytes,
            })
        })
        .collect()
}

/// Whether the file has another name too (a claim went through).
#[cfg(unix)]
fn linked_elsewhere(file: &File) -> bool {
    use std::os::unix::fs::MetadataExt;
    file.metadata().is_ok_and(|m| m.nlink() > 1)
}

/// Without hard links to count, every claim is a rename: no file has two names.
#[cfg(not(unix))]
fn linked_elsewhere(_file: &File) -> bool {
    false
}

/// The target of a temporary file's name (`.game-3.json.77-0.tmp` →
/// `game-3.json`; Majlis before wrote `.game-3.json.77.tmp`).
fn temp_target(name: &str) -> Option<&str> {
    let inner = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (target, tag) = inner.rsplit_once('.')?;
    let tag_ok = !tag.is_empty() && tag.bytes().all(|b| b.is_ascii_digit() || b == b'-');
    tag_ok.then_some(target)
}

/// Removes a temporary file that cannot be recovered.
pub(crate) fn discard(left: Left) {
    let _ = fs::remove_file(&left.temp.path);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temporary_names_give_their_target() {
        assert_eq!(temp_target(".game-3.json.77-0.tmp"), Some("game-3.json"));
        assert_eq!(temp_target(".game-3.json.77.tmp"), Some("game-3.json"));
        assert_eq!(temp_target(".12.json.5-2.tmp"), Some("12.json"));
        assert_eq!(temp_target("game-3.json"), None);
        assert_eq!(temp_target(".game-3.json.lock"), None);
        assert_eq!(temp_target(".game-3.json.x.tmp"), None);
    }

    #[test]
    fn a_claim_never_replaces_another_file() {
        let dir = tempfile::tempdir().expect("dir");
        let target = dir.path().join("game-1.json");
        fs::write(&target, "theirs").expect("plant");
        let temp = write_temp(&target, b"mine").expect("temp");
        assert!(!claim(&temp, &target).expect("no error"));
        assert_eq!(fs::read_to_string(&target).expect("read"), "theirs");
        assert_eq!(
            fs::read_to_string(&temp.path).expect("read"),
            "mine",
            "kept to go elsewhere"
        );
        let other = dir.path().join("game-2.json");
        assert!(claim(&temp, &other).expect("claimed"));
        assert_eq!(fs::read_to_string(&other).expect("read"), "mine");
        assert!(!temp.path.exists(), "the temporary name is gone");
    }

    #[test]
    fn reading_is_bounded_and_only_of_regular_files() {
        let dir = tempfile::tempdir().expect("dir");
        let big = dir.path().join("big");
        fs::write(&big, vec![b'x'; 101]).expect("plant");
        assert!(matches!(read_bounded(&big, 100), Err(Bounded::TooLarge(101))));
        assert_eq!(read_bounded(&big, 101).expect("fits").len(), 101);
        assert!(matches!(read_bounded(dir.path(), 100), Err(Bounded::NotAFile)));
        #[cfg(unix)]
        {
            let device = dir.path().join("zero");
            std::os::unix::fs::symlink("/dev/zero", &device).expect("link");
            assert!(matches!(read_bounded(&device, 100), Err(Bounded::NotAFile)));
        }
    }

    #[test]
    fn a_temporary_file_being_written_is_not_taken_as_left_by_a_crash() {
        let dir = tempfile::tempdir().expect("dir");
        let target = dir.path().join("game-1.json");
        let temp = write_temp(&target, b"{}").expect("temp");
        let is_save = |n: &str| n == "game-1.json";
        assert!(
            left_by_crashes(dir.path(), is_save, 100).is_empty(),
            "its writer holds it"
        );
        drop(temp);
        let left = left_by_crashes(dir.path(), is_save, 100);
        assert_eq!(left.len(), 1);
        assert_eq!(left[0].target, "game-1.json");
        assert_eq!(left[0].bytes.as_deref(), Some(&b"{}"[..]));
    }
}
