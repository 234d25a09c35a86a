//! Which language the interface speaks at start: `--lang`, else
//! `MAJLIS_LANG`, else the family's remembered choice (the config, see
//! [`super::config`]), else the locale (`LC_ALL`, then `LC_MESSAGES`, then
//! `LANG`), else English.
//!
//! The environment is passed in (a lookup function), never read here, so
//! the tests give their own.

use super::{Lang, UnknownLang};

/// The environment variable that names the interface language.
pub const LANG_ENV: &str = "MAJLIS_LANG";

/// Where the language came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// `--lang`.
    Flag,
    /// `MAJLIS_LANG`.
    Env,
    /// The choice remembered in the config.
    Config,
    /// The locale (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    Locale,
    /// Nothing said: English.
    Default,
}

/// The language chosen, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The language.
    pub lang: Lang,
    /// Where it came from.
    pub source: Source,
}

/// The language to start in. `flag` is `--lang`'s value (clap has parsed
/// it already), `remembered` the config's choice, `env` looks a variable up.
///
/// # Errors
/// `MAJLIS_LANG` names a language Majlis does not speak (the error lists
/// those it does). An empty `MAJLIS_LANG` counts as unset.
pub fn choose(
    flag: Option<Lang>,
    env: &dyn Fn(&str) -> Option<String>,
    remembered: Option<Lang>,
) -> Result<Choice, UnknownLang> {
    let of = |lang, source| Choice { lang, source };
    if let Some(lang) = flag {
        return Ok(of(lang, Source::Flag));
    }
    if let Some(code) = env(LANG_ENV).filter(|v| !v.trim().is_empty()) {
        return Lang::parse(&code).map(|lang| of(lang, Source::Env));
    }
    if let Some(lang) = remembered {
        return Ok(of(lang, Source::Config));
    }
    Ok(match from_locale(env) {
        Some(lang) => of(lang, Source::Locale),
        None => of(Lang::En, Source::Default),
    })
}

/// The language the locale asks for: the first of `LC_ALL`, `LC_MESSAGES`
/// and `LANG` that is set and not empty decides (as POSIX reads them);
/// Hebrew (`he`, or the old `iw`) and Arabic (`ar`) are theirs, and any other
/// locale (`C`, `POSIX`, `en_GB`, `fr_FR`) is English. `None` when none is
/// set.
#[must_use]
pub fn from_locale(env: &dyn Fn(&str) -> Option<String>) -> Option<Lang> {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|name| env(name).filter(|v| !v.trim().is_empty()))?;
    // language[_territory][.codeset][@modifier]; some write ar-EG.
    let language = locale
        .trim()
        .split(['_', '.', '@', '-'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    Some(match language.as_str() {
        "ar" => Lang::Ar,
        "he" | "iw" => Lang::He,
        _ => Lang::En,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// An environment of these variables only.
    fn env(vars: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = vars.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
        move |name| map.get(name).cloned()
    }

    fn chosen(flag: Option<Lang>, vars: &[(&str, &str)], remembered: Option<Lang>) -> Choice {
        choose(flag, &env(vars), remembered).expect("a language")
    }

    #[test]
    fn the_flag_wins_over_everything() {
        let all = [("MAJLIS_LANG", "he"), ("LANG", "he_IL.UTF-8")];
        assert_eq!(
            chosen(Some(Lang::Ar), &all, Some(Lang::He)),
            Choice {
                lang: Lang::Ar,
                source: Source::Flag
            }
        );
    }

    #[test]
    fn majlis_lang_comes_next_then_the_remembered_choice_then_the_locale() {
        let c = chosen(None, &[("MAJLIS_LANG", "ar"), ("LANG", "he_IL.UTF-8")], Some(Lang::He));
        assert_eq!((c.lang, c.source), (Lang::Ar, Source::Env));
        let c = chosen(None, &[("LANG", "he_IL.UTF-8")], Some(Lang::Ar));
        assert_eq!((c.lang, c.source), (Lang::Ar, Source::Config));
        let c = chosen(None, &[("LANG", "he_IL.UTF-8")], None);
        assert_eq!((c.lang, c.source), (Lang::He, Source::Locale));
        let c = chosen(None, &[], None);
        assert_eq!((c.lang, c.source), (Lang::En, Source::Default));
        // An empty MAJLIS_LANG is as good as unset.
        let c = chosen(None, &[("MAJLIS_LANG", " "), ("LANG", "ar_EG.UTF-8")], None);
        assert_eq!((c.lang, c.source), (Lang::Ar, Source::Locale));
    }

    #[test]
    fn an_unknown_majlis_lang_is_refused_with_the_known_languages() {
        let err = choose(None, &env(&[("MAJLIS_LANG", "fr")]), Some(Lang::Ar)).expect_err("fr");
        let text = err.to_string();
        assert!(
            text.contains("\"fr\"") && text.contains("ar") && text.contains("he") && text.contains("en"),
            "{text}"
        );
    }

    #[test]
    fn he_il_utf8_opens_in_hebrew_right_to_left() {
        let c = chosen(None, &[("LANG", "he_IL.UTF-8")], None);
        assert_eq!(c.lang, Lang::He);
        assert_eq!(c.lang.direction(), crate::i18n::Direction::Rtl);
    }

    #[test]
    fn the_locale_is_read_as_posix_orders_it() {
        let lang = |vars: &[(&str, &str)]| from_locale(&env(vars));
        assert_eq!(lang(&[("LANG", "he_IL.UTF-8")]), Some(Lang::He));
        assert_eq!(lang(&[("LANG", "iw_IL")]), Some(Lang::He));
        assert_eq!(lang(&[("LANG", "ar_EG.UTF-8")]), Some(Lang::Ar));
        assert_eq!(lang(&[("LANG", "ar")]), Some(Lang::Ar));
        assert_eq!(lang(&[("LANG", "AR-eg")]), Some(Lang::Ar));
        assert_eq!(lang(&[("LANG", "ar_SA.UTF-8@euro")]), Some(Lang::Ar));
        for other in ["C", "POSIX", "C.UTF-8", "en_GB.UTF-8", "fr_FR.UTF-8", "arn_CL"] {
            assert_eq!(lang(&[("LANG", other)]), Some(Lang::En), "{other}");
        }
        // LC_ALL over LC_MESSAGES over LANG; empty ones are skipped.
        assert_eq!(
            lang(&[("LC_ALL", "C"), ("LC_MESSAGES", "ar_EG"), ("LANG", "he_IL")]),
            Some(Lang::En)
        );
        assert_eq!(lang(&[("LC_MESSAGES", "ar_EG"), ("LANG", "he_IL")]), Some(Lang::Ar));
        assert_eq!(lang(&[("LC_ALL", ""), ("LANG", "he_IL")]), Some(Lang::He));
        assert_eq!(lang(&[]), None);
    }
}
