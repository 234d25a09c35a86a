//! What the host keeps in the data directory (`$MAJLIS_DATA_DIR`, else the
//! user's, as saves): its SSH host key, made on first run, and the players'
//! public keys it has accepted once, each for one name. Both files are
//! readable by their owner only (0600).

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use russh::keys::ssh_key::{LineEnding, PublicKey};
use russh::keys::{Algorithm, PrivateKey};

/// The folder of the host's files inside the data directory.
pub const FOLDER: &str = "host";
/// The host key's file.
pub const HOST_KEY: &str = "host_key";
/// The accepted players' keys: one `<algorithm> <base64> <name>` a line.
pub const AUTHORIZED: &str = "authorized_keys";

/// Why the host's files could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// No data directory is known.
    #[error("there is no data directory to keep the host key in (set MAJLIS_DATA_DIR)")]
    NoDataDir,
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The host key file is not a key.
    #[error("{path} is not an SSH private key ({reason}); move it away and a new one is made")]
    BadKey {
        /// The file.
        path: PathBuf,
        /// Why.
        reason: String,
    },
}

/// The host's files.
#[derive(Clone, Debug)]
pub struct HostStore {
    dir: PathBuf,
}

impl HostStore {
    /// The store inside the data directory `data`.
    #[must_use]
    pub fn in_data_dir(data: &Path) -> Self {
        HostStore { dir: data.join(FOLDER) }
    }

    /// The store of the user's data directory, as saves find it.
    ///
    /// # Errors
    /// When there is no data directory.
    pub fn from_env() -> Result<Self, StoreError> {
        let saves = majlis_tui::save::SaveStore::from_env();
        saves.dir().map(Self::in_data_dir).ok_or(StoreError::NoDataDir)
    }

    fn io(path: &Path) -> impl FnOnce(std::io::Error) -> StoreError + '_ {
        move |source| StoreError::Io {
            path: path.to_owned(),
            source,
        }
    }

    /// The host key: read, or made (Ed25519) and written on first run.
    ///
    /// # Errors
    /// When the file cannot be read or written, or is not a key.
    pub fn host_key(&self) -> Result<PrivateKey, StoreError> {
        let path = self.dir.join(HOST_KEY);
        match fs::read_to_string(&path) {
            Ok(text) => PrivateKey::from_openssh(text).map_err(|e| StoreError::BadKey {
                path: path.clone(),
                reason: e.to_string(),
            }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let key = PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519).map_err(|e| StoreError::BadKey {
                    path: path.clone(),
                    reason: e.to_string(),
                })?;
                let text = key.to_openssh(LineEnding::LF).map_err(|e| StoreError::BadKey {
                    path: path.clone(),
                    reason: e.to_string(),
                })?;
                self.write_private(&path, text.as_bytes())?;
                Ok(key)
            }
            Err(e) => Err(Self::io(&path)(e)),
        }
    }

    /// Writes a file only its owner may read, through a new file renamed
    /// over the old, so a crash never leaves half a key.
    fn write_private(&self, path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
        fs::create_dir_all(&self.dir).map_err(Self::io(&self.dir))?;
        let temp = path.with_extension("new");
        let mut options = fs::OpenOptions::new();
        options.write(true).create(true).truncate(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        let mut file = options.open(&temp).map_err(Self::io(&temp))?;
        file.write_all(bytes).map_err(Self::io(&temp))?;
        file.sync_all().map_err(Self::io(&temp))?;
        fs::rename(&temp, path).map_err(Self::io(path))
    }

    /// The keys accepted so far, with the name each is for. Lines that are
    /// not keys are skipped (a hand-edited file never stops the table).
    #[must_use]
    pub fn authorized(&self) -> Vec<(PublicKey, String)> {
        let Ok(text) = fs::read_to_string(self.dir.join(AUTHORIZED)) else {
            return Vec::new();
        };
        text.lines()
            .filter_map(|line| {
                let line = line.trim();
                if line.is_empty() || line.starts_with('#') {
                    return None;
                }
                let mut parts = line.splitn(3, ' ');
                let (algorithm, data, name) = (parts.next()?, parts.next()?, parts.next()?);
                let key = PublicKey::from_openssh(&format!("{algorithm} {data}")).ok()?;
                Some((key, name.trim().to_owned()))
            })
            .collect()
    }

    /// Whether `key` was accepted for `name` (names compared in any case).
    #[must_use]
    pub fn is_authorized(&self, key: &PublicKey, name: &str) -> bool {
        self.authorized()
            .iter()
            .any(|(known, for_name)| known.key_data() == key.key_data() && same_name(for_name, name))
    }

    /// Accepts `key` for `name` from now on (kept in the data directory).
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn authorize(&self, key: &PublicKey, name: &str) -> Result<(), StoreError> {
        if self.is_authorized(key, name) {
            return Ok(());
        }
        let path = self.dir.join(AUTHORIZED);
        let mut text = fs::read_to_string(&path).unwrap_or_default();
        if !text.is_empty() && !text.ends_with('\n') {
            text.push('\n');
        }
        let mut plain = key.clone();
        plain.set_comment("");
        let line = plain.to_openssh().map_err(|e| StoreError::BadKey {
            path: path.clone(),
            reason: e.to_string(),
        })?;
        text += &format!("{} {name}\n", line.trim());
        self.write_private(&path, text.as_bytes())
    }
}

/// Whether two players' names are the same name (any case, no spaces around).
#[must_use]
pub fn same_name(a: &str, b: &str) -> bool {
    a.trim().to_lowercase() == b.trim().to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_key_is_made_once_kept_private_and_read_back() {
        let dir = tempfile::tempdir().expect("dir");
        let store = HostStore::in_data_dir(dir.path());
        let first = store.host_key().expect("made");
        let again = store.host_key().expect("read");
        assert_eq!(first.public_key(), again.public_key(), "the same key on the next run");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(dir.path().join(FOLDER).join(HOST_KEY))
                .expect("file")
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn a_key_is_accepted_for_its_name_only() {
        let dir = tempfile::tempdir().expect("dir");
        let store = HostStore::in_data_dir(dir.path());
        let key = PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519).expect("key");
        let public = key.public_key();
        assert!(!store.is_authorized(public, "amal"));
        store.authorize(public, "Amal").expect("kept");
        store.authorize(public, "amal").expect("once");
        assert!(store.is_authorized(public, "amal"));
        assert!(!store.is_authorized(public, "dov"), "not another's name");
        assert_eq!(store.authorized().len(), 1);
        let other = PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519).expect("key");
        assert!(!store.is_authorized(other.public_key(), "amal"));
    }

    #[test]
    fn a_broken_host_key_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().expect("dir");
        fs::create_dir_all(dir.path().join(FOLDER)).expect("dir");
        fs::write(dir.path().join(FOLDER).join(HOST_KEY), "not a key").expect("write");
        let err = HostStore::in_data_dir(dir.path()).host_key().expect_err("refused");
        assert!(err.to_string().contains("not an SSH private key"), "{err}");
    }
}
