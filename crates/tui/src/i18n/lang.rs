//! The interface languages Majlis speaks, and which way each is written.

use std::fmt;

/// An interface language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Arabic (العربية).
    Ar,
    /// Hebrew (עברית).
    He,
    /// A pseudo-language for developers: English, every message about 40 %
    /// longer and in brackets, so that text which would not fit in another
    /// language, or a word that bypasses the message files, shows in tests.
    Pseudo,
}

/// Which way a language is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Left to right (English).
    Ltr,
    /// Right to left (Arabic, Hebrew).
    Rtl,
}

impl Lang {
    /// The languages a family can choose, in the order the picker cycles
    /// through them (the pseudo-language is for developers, not listed).
    pub const FAMILY: [Lang; 3] = [Lang::En, Lang::Ar, Lang::He];

    /// Every language, the pseudo-language included.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Ar, Lang::He, Lang::Pseudo];

    /// The language's code, as `--lang`, `MAJLIS_LANG` and the config take it
    /// (`en`, `ar`, `he`, `pseudo`).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ar => "ar",
            Lang::He => "he",
            Lang::Pseudo => "pseudo",
        }
    }

    /// The language's name in itself ("العربية"), as the picker offers it.
    #[must_use]
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ar => "العربية",
            Lang::He => "עברית",
            Lang::Pseudo => "[Pseudo]",
        }
    }

    /// Which way the language is written.
    #[must_use]
    pub const fn direction(self) -> Direction {
        match self {
            Lang::Ar | Lang::He => Direction::Rtl,
            Lang::En | Lang::Pseudo => Direction::Ltr,
        }
    }

    /// The language whose message files this one reads (the pseudo-language
    /// is made from the English ones).
    #[must_use]
    pub const fn source(self) -> Lang {
        match self {
            Lang::Pseudo => Lang::En,
            other => other,
        }
    }

    /// The language for a code (`ar`), case-insensitive.
    ///
    /// # Errors
    /// An unknown code, with the list of the known ones.
    pub fn parse(code: &str) -> Result<Lang, UnknownLang> {
        let wanted = code.trim().to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code() == wanted)
            .ok_or_else(|| UnknownLang(code.to_string()))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code Majlis does not know.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: Majlis speaks en (English), ar (العربية) and he (עברית)")]
pub struct UnknownLang(pub String);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_parse_back_to_their_language() {
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Ok(lang));
        }
        assert_eq!(Lang::parse(" AR "), Ok(Lang::Ar));
    }

    #[test]
    fn an_unknown_code_is_refused_with_the_known_ones() {
        let err = Lang::parse("fr").expect_err("fr is not spoken");
        let text = err.to_string();
        assert!(text.contains("\"fr\""), "{text}");
        for lang in Lang::FAMILY {
            assert!(text.contains(lang.code()), "{text}");
        }
    }

    #[test]
    fn arabic_and_hebrew_run_right_to_left() {
        assert_eq!(Lang::Ar.direction(), Direction::Rtl);
        assert_eq!(Lang::He.direction(), Direction::Rtl);
        assert_eq!(Lang::En.direction(), Direction::Ltr);
    }
}
