//! The family's settings, remembered between runs: a small JSON file,
//! `config.json`, in the user's config directory (`<config dir>/majlis/`,
//! or `$MAJLIS_CONFIG_DIR`). Today it holds the interface language chosen on
//! the picker: `{"lang": "ar"}`.
//!
//! The file is written atomically (a temporary file renamed over it), and
//! keys this version does not know are kept as they are. A file that cannot
//! be used (not JSON, not an object, a language Majlis does not speak) is
//! never overwritten: it is set aside, as a save that cannot be read is
//! (`config.corrupt-<n>.json`, with the reason beside it), the family is told,
//! and the language comes from the locale.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use super::Lang;

/// The environment variable that moves the config directory (tests, and
/// anyone who keeps settings elsewhere).
pub const CONFIG_DIR_ENV: &str = "MAJLIS_CONFIG_DIR";

/// The file's name in the config directory.
const FILE: &str = "config.json";

/// The settings read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Config {
    /// The interface language the family chose, if they did.
    pub lang: Option<Lang>,
}

/// What reading the config found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Loaded {
    /// The settings (the defaults when there is no usable file).
    pub config: Config,
    /// Why the file could not be used, if it could not.
    pub problem: Option<ConfigProblem>,
}

/// A config file that could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigProblem {
    /// The file.
    pub path: PathBuf,
    /// What is wrong with it.
    pub reason: String,
    /// Where it was set aside (`None`: it could not be read, or not moved,
    /// and is where it was).
    pub kept_at: Option<PathBuf>,
}

impl ConfigProblem {
    /// The sentence the family reads, in the interface's language (made
    /// when shown, so in the language chosen after the config was read).
    #[must_use]
    pub fn message(&self) -> String {
        match &self.kept_at {
            Some(kept) => crate::t!(
                "config-set-aside",
                reason = &self.reason,
                path = kept.display().to_string()
            ),
            None => crate::t!(
                "config-unreadable",
                path = self.path.display().to_string(),
                reason = &self.reason
            ),
        }
    }
}

/// Where the config lives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfigStore {
    /// `config.json`, when a config directory is known.
    path: Option<PathBuf>,
}

impl ConfigStore {
    /// The config in `dir`.
    #[must_use]
    pub fn at(dir: &Path) -> Self {
        ConfigStore {
            path: Some(dir.join(FILE)),
        }
    }

    /// The config from `$MAJLIS_CONFIG_DIR` (looked up with `env`), else
    /// `config_dir/majlis`; nowhere when neither is known (nothing is then
    /// remembered).
    #[must_use]
    pub fn locate(env: &dyn Fn(&str) -> Option<String>, config_dir: Option<PathBuf>) -> Self {
        let dir = match env(CONFIG_DIR_ENV) {
            Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
            _ => config_dir.map(|d| d.join("majlis")),
        };
        ConfigStore {
            path: dir.map(|d| d.join(FILE)),
        }
    }

    /// The user's config: [`ConfigStore::locate`] with the process's
    /// environment and the platform's config directory.
    #[must_use]
    pub fn from_env() -> Self {
        ConfigStore::locate(&|name| std::env::var(name).ok(), dirs::config_dir())
    }

    /// The file, if a config directory is known.
    #[must_use]
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Reads the settings. A missing file is the defaults; a file that
    /// cannot be used is set aside and said so in [`Loaded::problem`].
    #[must_use]
    pub fn load(&self) -> Loaded {
        let Some(path) = &self.path else {
            return Loaded::default();
        };
        match read(path) {
            Ok(None) => Loaded::default(),
            Ok(Some(object)) => match lang_of(&object) {
                Ok(lang) => Loaded {
                    config: Config { lang },
                    problem: None,
                },
                Err(reason) => Loaded {
                    config: Config::default(),
                    problem: Some(set_aside(path, &reason)),
                },
            },
            Err(Unusable::Unreadable(error)) => Loaded {
                config: Config::default(),
                problem: Some(ConfigProblem {
                    path: path.clone(),
                    reason: error.to_string(),
                    kept_at: None,
                }),
            },
            Err(Unusable::Corrupt(reason)) => Loaded {
                config: Config::default(),
                problem: Some(set_aside(path, &reason)),
            },
        }
    }

    /// Remembers `lang` as the family's language, keeping the file's other
    /// settings. Returns the problem when the file found there could not be
    /// used and was set aside first.
    ///
    /// # Errors
    /// A sentence saying why the choice could not be written (no config
    /// directory, the file system refused, the file cannot be read).
    pub fn remember_lang(&self, lang: Lang) -> Result<Option<ConfigProblem>, String> {
        let not_remembered = |reason: String| crate::t!("language-not-remembered", reason = reason);
        let Some(path) = &self.path else {
            return Err(not_remembered(format!(
                "no config directory is known (set {CONFIG_DIR_ENV})"
            )));
        };
        // A file that cannot be used (corrupt, or from a newer Majlis with a
        // language this one does not speak) is set aside, not overwritten.
        let (mut object, problem) = match read(path) {
            Ok(None) => (Map::new(), None),
            Ok(Some(object)) => match lang_of(&object) {
                Ok(_) => (object, None),
                Err(reason) => (Map::new(), Some(set_aside(path, &reason))),
            },
            Err(Unusable::Corrupt(reason)) => (Map::new(), Some(set_aside(path, &reason))),
            Err(Unusable::Unreadable(error)) => return Err(not_remembered(error.to_string())),
        };
        object.insert("lang".into(), Value::from(lang.code()));
        write(path, &object).map(|()| problem).map_err(not_remembered)
    }
}

/// Why a config file cannot be used.
enum Unusable {
    /// It could not be read at all (left where it is).
    Unreadable(io::Error),
    /// It is not a JSON object.
    Corrupt(String),
}

/// The file's object, `None` when there is no file.
fn read(path: &Path) -> Result<Option<Map<String, Value>>, Unusable> {
    let text = match fs::read_to_string(path) {
        Ok(text) => text,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(error) if error.kind() == io::ErrorKind::InvalidData => {
            return Err(Unusable::Corrupt("it is not text".into()));
        }
        Err(error) => return Err(Unusable::Unreadable(error)),
    };
    match serde_json::from_str::<Value>(&text) {
        Ok(Value::Object(object)) => Ok(Some(object)),
        Ok(_) => Err(Unusable::Corrupt("it is not a JSON object".into())),
        Err(error) => Err(Unusable::Corrupt(format!("it is not JSON: {error}"))),
    }
}

/// The language an object remembers.
fn lang_of(object: &Map<String, Value>) -> Result<Option<Lang>, String> {
    match object.get("lang") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(code)) => Lang::parse(code).map(Some).map_err(|e| e.to_string()),
        Some(other) => Err(format!("its \"lang\" is {other}, not a language code")),
    }
}

/// Sets an unusable config aside (never over another file).
fn set_aside(path: &Path, reason: &str) -> ConfigProblem {
    ConfigProblem {
        path: path.to_owned(),
        reason: reason.to_owned(),
        kept_at: crate::save::keep_aside(path, reason),
    }
}

/// Writes the object, pretty, atomically.
fn write(path: &Path, object: &Map<String, Value>) -> Result<(), String> {
    let mut text = serde_json::to_string_pretty(object).map_err(|e| e.to_string())?;
    text.push('\n');
    crate::save::write_atomically(path, text.as_bytes()).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> crate::test_support::Scratch {
        crate::test_support::scratch(&format!("config-test-{name}"))
    }

    #[test]
    fn no_file_is_the_defaults_and_a_choice_is_remembered() {
        let dir = scratch("remember");
        let store = ConfigStore::at(&dir);
        assert_eq!(store.load(), Loaded::default());
        assert_eq!(store.remember_lang(Lang::Ar), Ok(None));
        assert_eq!(store.load().config.lang, Some(Lang::Ar));
        assert_eq!(store.remember_lang(Lang::He), Ok(None));
        assert_eq!(store.load().config.lang, Some(Lang::He));
        let text = fs::read_to_string(dir.join("config.json")).expect("written");
        assert_eq!(
            serde_json::from_str::<Value>(&text).ok(),
            Some(serde_json::json!({"lang": "he"}))
        );
        // Nothing but the file: the temporary one was renamed over it.
        let files: Vec<_> = fs::read_dir(&*dir)
            .expect("dir")
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(files, vec![std::ffi::OsString::from("config.json")]);
    }

    #[test]
    fn other_settings_are_kept_when_the_language_is_remembered() {
        let dir = scratch("keep-others");
        fs::create_dir_all(&*dir).expect("dir");
        fs::write(dir.join("config.json"), r#"{"lang": "en", "theme": {"dark": true}}"#).expect("plant");
        let store = ConfigStore::at(&dir);
        assert_eq!(store.remember_lang(Lang::Ar), Ok(None));
        let text = fs::read_to_string(dir.join("config.json")).expect("written");
        assert_eq!(
            serde_json::from_str::<Value>(&text).ok(),
            Some(serde_json::json!({"lang": "ar", "theme": {"dark": true}}))
        );
    }

    #[test]
    fn a_corrupt_config_is_set_aside_reported_and_never_overwritten() {
        crate::i18n::set_lang(Lang::En);
        for (name, text) in [
            ("not-json", "{\"lang\": \"ar\""),
            ("not-object", "[\"ar\"]"),
            ("bad-lang", "{\"lang\": 7}"),
            ("foreign-lang", "{\"lang\": \"fr\"}"),
        ] {
            let dir = scratch(&format!("corrupt-{name}"));
            fs::create_dir_all(&*dir).expect("dir");
            fs::write(dir.join("config.json"), text).expect("plant");
            let store = ConfigStore::at(&dir);
            let loaded = store.load();
            assert_eq!(loaded.config, Config::default(), "{name}");
            let problem = loaded
                .problem
                .unwrap_or_else(|| panic!("{name}: not reported"))
                .message();
            assert!(problem.contains("config.corrupt-1.json"), "{name}: {problem}");
            assert_eq!(
                fs::read_to_string(dir.join("config.corrupt-1.json")).ok().as_deref(),
                Some(text),
                "{name}: kept as it was"
            );
            assert!(dir.join("config.corrupt-1.why.txt").exists(), "{name}");
            assert!(!dir.join("config.json").exists(), "{name}");
            // Then the choice is written anew.
            assert_eq!(store.remember_lang(Lang::He), Ok(None), "{name}");
            assert_eq!(
                store.load(),
                Loaded {
                    config: Config { lang: Some(Lang::He) },
                    problem: None
                }
            );
        }
    }

    #[test]
    fn a_config_gone_corrupt_since_start_is_set_aside_before_the_choice_is_written() {
        crate::i18n::set_lang(Lang::En);
        for (name, text) in [("garbage", "garbage"), ("foreign", "{\"lang\": \"fr\", \"x\": 1}")] {
            let dir = scratch(&format!("late-{name}"));
            let store = ConfigStore::at(&dir);
            fs::create_dir_all(&*dir).expect("dir");
            fs::write(dir.join("config.json"), text).expect("plant");
            let notice = store.remember_lang(Lang::Ar).expect("written");
            assert!(
                notice.is_some_and(|n| n.message().contains("config.corrupt-1.json")),
                "{name}"
            );
            assert_eq!(
                fs::read_to_string(dir.join("config.corrupt-1.json")).ok().as_deref(),
                Some(text)
            );
            assert_eq!(store.load().config.lang, Some(Lang::Ar));
        }
    }

    #[test]
    fn without_a_config_directory_nothing_is_remembered_and_it_says_why() {
        crate::i18n::set_lang(Lang::En);
        let store = ConfigStore::locate(&|_| None, None);
        assert_eq!(store.path(), None);
        assert_eq!(store.load(), Loaded::default());
        let err = store.remember_lang(Lang::Ar).expect_err("nowhere");
        assert!(err.contains(CONFIG_DIR_ENV), "{err}");
    }

    #[test]
    fn the_config_directory_comes_from_the_environment_or_the_platform() {
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |name: &str| vars.iter().find(|(k, _)| *k == name).map(|(_, v)| (*v).to_owned())
        };
        assert_eq!(
            ConfigStore::locate(&env(&[("MAJLIS_CONFIG_DIR", "/tmp/x")]), Some("/home/a/.config".into())).path(),
            Some(Path::new("/tmp/x/config.json"))
        );
        assert_eq!(
            ConfigStore::locate(&env(&[("MAJLIS_CONFIG_DIR", "")]), Some("/home/a/.config".into())).path(),
            Some(Path::new("/home/a/.config/majlis/config.json"))
        );
    }
}
