//! Which window holds a game: an advisory lock (`flock` on Unix, `LockFileEx`
//! on Windows) on a small file beside the save, `.<save>.lock`, taken while
//! the game is on screen. Two windows of Majlis therefore never play the same
//! saved game, and the kernel lets go of the lock when its holder ends,
//! however it ends (a quit, a crash, `kill -9`); a power cut leaves no lock at
//! all. Nothing is written in the lock file: it is never read, and its
//! holder removes it as it lets go (on Unix), so none is left behind.
//!
//! A probe (the picker asking whether a game is open elsewhere) takes the
//! lock for an instant, so taking a hold tries a few times before it says
//! the game is held.

use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// How many times a hold is tried before the game is called held elsewhere,
/// and the pause between tries: another window's probe holds the lock for
/// microseconds only.
const TRIES: u32 = 5;
const PAUSE: Duration = Duration::from_millis(10);

/// The game is open in another window (another running Majlis holds it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeldElsewhere;

/// This window's hold on a game, for as long as it lives: dropping it lets go.
#[derive(Debug)]
pub struct Hold {
    /// The locked file; `None` when no lock could be made (a folder Majlis may
    /// not write in, a file system without locks): the game is then played
    /// unheld, as it would be by a Majlis before holds.
    file: Option<File>,
    /// The lock file.
    path: PathBuf,
}

/// The lock file of a save (or of a temporary file): `.<name>.lock` beside it.
#[must_use]
pub fn lock_path(save: &Path) -> PathBuf {
    let name = save
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    save.with_file_name(format!(".{name}.lock"))
}

impl Hold {
    /// Takes the hold on the save `save` (which need not exist yet: a new game
    /// holds its slot before it is written).
    ///
    /// # Errors
    /// When another window holds it.
    pub fn take(save: &Path) -> Result<Hold, HeldElsewhere> {
        let path = lock_path(save);
        for attempt in 0..TRIES {
            if attempt > 0 {
                std::thread::sleep(PAUSE);
            }
            let Ok(file) = fs::OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&path)
            else {
                return Ok(Hold { file: None, path });
            };
            match fs4::FileExt::try_lock(&file) {
                Ok(()) => {}
                Err(fs4::TryLockError::WouldBlock) => continue,
                Err(fs4::TryLockError::Error(_)) => return Ok(Hold { file: None, path }),
            }
            // The holder before may have removed the lock file (its game was
            // finished) after this window opened it: a lock on a file no
            // longer at the path holds nothing, so open it afresh.
            if still_at(&file, &path) {
                return Ok(Hold { file: Some(file), path });
            }
        }
        Err(HeldElsewhere)
    }

    /// Whether this hold really locks the game (false where locks cannot be made).
    #[must_use]
    pub fn is_locked(&self) -> bool {
        self.file.is_some()
    }
}

impl Drop for Hold {
    /// Removes the lock file while still holding it, then lets go: a window
    /// that opened the file before it was removed sees, once it has the lock,
    /// that the file is no longer at its path, and opens the path afresh.
    fn drop(&mut self) {
        if self.file.is_some() && cfg!(unix) {
            let _ = fs::remove_file(&self.path);
        }
    }
}

/// Whether another window holds the save `save` now. Never creates a lock file.
#[must_use]
pub fn held_elsewhere(save: &Path) -> bool {
    let Ok(file) = File::open(lock_path(save)) else {
        return false;
    };
    // A shared lock is enough to see an exclusive one, and is let go at once.
    matches!(fs4::FileExt::try_lock_shared(&file), Err(fs4::TryLockError::WouldBlock))
}

/// Whether `file` is still the file at `path`.
#[cfg(unix)]
fn still_at(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

/// Elsewhere lock files are never removed, so the file is always the one at the path.
#[cfg(not(unix))]
fn still_at(_file: &File, _path: &Path) -> bool {
    true
}
