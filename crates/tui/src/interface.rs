//! How the table is to speak, settled before the terminal is touched: the
//! language ([`crate::i18n::choice`]), who reorders right-to-left text
//! ([`crate::bidi::Mode`]), whether the terminal must be switched to
//! explicit bidi mode ([`crate::terminal::reordering_terminal`]), and where
//! the family's choice of language is remembered
//! ([`crate::i18n::config`]).

use crate::bidi;
use crate::i18n::choice::{Choice, choose};
use crate::i18n::config::{ConfigProblem, ConfigStore};
use crate::i18n::{Lang, UnknownLang};

/// How the interface is to speak, made before the terminal is touched: the
/// language, who reorders right-to-left text, whether the terminal must be
/// switched to explicit bidi mode, and where the language is remembered.
#[derive(Clone, Debug)]
pub struct Interface {
    /// The language to start in.
    pub choice: Choice,
    /// Who reorders right-to-left text (`--bidi`).
    pub bidi: bidi::Mode,
    /// The terminal reorders text itself (see
    /// [`crate::terminal::reordering_terminal`]) and Majlis does it: it is
    /// switched to explicit mode while Majlis runs.
    pub explicit_bidi: bool,
    /// Where the picker's choice of language is remembered.
    pub config: ConfigStore,
    /// Why the config could not be used, if it could not (shown on the picker).
    pub problem: Option<ConfigProblem>,
}

impl Interface {
    /// The interface for `--lang` (`lang`) and `--bidi` (`bidi`), the
    /// environment `env` and the config in `config` (read now; one that
    /// cannot be used is set aside, and said on the picker).
    ///
    /// # Errors
    /// `MAJLIS_LANG` names a language Majlis does not speak.
    pub fn choose(
        lang: Option<Lang>,
        bidi: Option<bidi::Mode>,
        env: &dyn Fn(&str) -> Option<String>,
        config: ConfigStore,
    ) -> Result<Interface, UnknownLang> {
        let loaded = config.load();
        let choice = choose(lang, env, loaded.config.lang)?;
        let bidi = bidi.unwrap_or_default();
        Ok(Interface {
            choice,
            bidi,
            explicit_bidi: bidi == bidi::Mode::App && crate::terminal::reordering_terminal(env).is_some(),
            config,
            problem: loaded.problem,
        })
    }

    /// The interface from the process's environment and the user's config.
    ///
    /// # Errors
    /// As [`Interface::choose`].
    pub fn from_env(lang: Option<Lang>, bidi: Option<bidi::Mode>) -> Result<Interface, UnknownLang> {
        let env = |name: &str| std::env::var(name).ok();
        Interface::choose(lang, bidi, &env, ConfigStore::locate(&env, dirs::config_dir()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::choice::Source;
    use std::collections::HashMap;

    /// An environment of these variables only.
    fn env(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = vars.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
        move |name| map.get(name).cloned()
    }

    #[test]
    fn the_interface_reads_the_remembered_choice_and_switches_reordering_terminals() {
        let dir = crate::test_support::scratch("choice-interface");
        let config = ConfigStore::at(&dir);
        config.remember_lang(Lang::He).expect("written");
        let vte = env(&[("VTE_VERSION", "7600"), ("LANG", "ar_EG.UTF-8")]);
        let i = Interface::choose(None, None, &vte, config.clone()).expect("fine");
        assert_eq!(
            i.choice,
            Choice {
                lang: Lang::He,
                source: Source::Config
            }
        );
        assert_eq!(i.bidi, bidi::Mode::App);
        assert!(i.explicit_bidi, "VTE reorders by itself: switched to explicit");
        assert_eq!(i.problem, None);
        // --bidi terminal leaves the terminal's reordering on.
        let i = Interface::choose(None, Some(bidi::Mode::Terminal), &vte, config.clone()).expect("fine");
        assert!(!i.explicit_bidi);
        // A terminal that does no bidi is not sent the escape.
        let i = Interface::choose(Some(Lang::Ar), None, &env(&[("TERM", "xterm")]), config).expect("fine");
        assert!(!i.explicit_bidi);
        assert_eq!(i.choice.lang, Lang::Ar);
    }

    #[test]
    fn a_corrupt_config_falls_back_to_the_locale_and_is_reported() {
        let dir = crate::test_support::scratch("choice-corrupt");
        std::fs::create_dir_all(&*dir).expect("dir");
        std::fs::write(dir.join("config.json"), "{ not json").expect("plant");
        let i = Interface::choose(None, None, &env(&[("LANG", "ar_EG.UTF-8")]), ConfigStore::at(&dir)).expect("fine");
        assert_eq!(
            i.choice,
            Choice {
                lang: Lang::Ar,
                source: Source::Locale
            }
        );
        let problem = i.problem.expect("reported");
        assert_eq!(problem.kept_at, Some(dir.join("config.corrupt-1.json")));
    }
}
