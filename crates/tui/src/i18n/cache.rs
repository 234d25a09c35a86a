//! The thread's formatted messages: a screen asks for the same words with
//! the same variables every frame, and formatting a Fluent pattern (its
//! arguments gathered, its selectors resolved, its text built) costs far
//! more than finding the text again.
//!
//! - The key is the language, the id and every variable's value, so one
//!   thread may draw in several languages in turn (the SSH host draws each
//!   player's screen in their own) and a count that changes is formatted
//!   again.
//! - Everything is dropped when [`add`](super::add) brings new message files
//!   (the generation of the files read changed).
//! - Memory is bounded: two halves of at most [`HALF`] texts each. New texts
//!   go into the recent half; when it is full, it becomes the older half
//!   and the previous older half is dropped. A text found in the older half
//!   moves back to the recent one, so the words every frame asks for stay,
//!   and texts no longer asked for (last hour's log lines) go.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Write as _;

use fluent_bundle::FluentValue;
use fluent_bundle::types::FluentNumberOptions;

use super::{Arg, Lang};

/// The most texts each half of the cache holds. A frame asks for a few
/// hundred at most; a long game's log lines come and go.
pub(super) const HALF: usize = 2048;

/// Which lookup the text is for: [`tr`](super::tr)'s text (with its
/// fallbacks) or [`get`](super::get)'s (none when the language lacks it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// [`tr`](super::tr).
    Tr,
    /// [`get`](super::get).
    Get,
}

/// Texts formatted by this thread, by key ([`write_key`]).
type Texts = HashMap<Box<str>, Option<String>>;

#[derive(Default)]
struct Cache {
    /// The generation of the message files the texts were formatted from.
    generation: usize,
    /// The key being looked up (kept to spare an allocation a lookup).
    key: String,
    /// The texts asked for lately.
    recent: Texts,
    /// The texts asked for before the recent half filled.
    older: Texts,
}

impl Cache {
    fn insert(&mut self, key: Box<str>, text: Option<String>) {
        if self.recent.len() >= HALF {
            self.older = std::mem::take(&mut self.recent);
        }
        self.recent.insert(key, text);
    }
}

thread_local! {
    static CACHE: RefCell<Cache> = RefCell::new(Cache::default());
}

/// What a lookup in the cache found.
enum Found {
    /// The text, formatted before.
    Text(Option<String>),
    /// Not there: formatted and kept under this key.
    Missing(Box<str>),
    /// A variable of a kind the key cannot say: formatted, not kept.
    Uncachable,
}

/// The text of `id` with `args` in `lang`, from the cache, else made by
/// `format` and kept.
pub(super) fn lookup(
    lang: Lang,
    kind: Kind,
    id: &str,
    args: &[(&str, Arg)],
    format: impl FnOnce() -> Option<String>,
) -> Option<String> {
    let generation = super::generation();
    let found = CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        let cache = &mut *cache;
        if cache.generation != generation {
            cache.recent.clear();
            cache.older.clear();
            cache.generation = generation;
        }
        cache.key.clear();
        if !write_key(&mut cache.key, lang, kind, id, args) {
            return Found::Uncachable;
        }
        if let Some(text) = cache.recent.get(cache.key.as_str()) {
            return Found::Text(text.clone());
        }
        if let Some((key, text)) = cache.older.remove_entry(cache.key.as_str()) {
            cache.insert(key, text.clone());
            return Found::Text(text);
        }
        Found::Missing(cache.key.as_str().into())
    });
    match found {
        Found::Text(text) => text,
        Found::Uncachable => format(),
        Found::Missing(key) => {
            // Formatted outside the cache's borrow: formatting never comes
            // back here, but nothing needs it to hold.
            let text = format();
            CACHE.with(|cache| {
                let mut cache = cache.borrow_mut();
                if cache.generation == generation {
                    cache.insert(key, text.clone());
                }
            });
            text
        }
    }
}

/// Writes the key of a lookup into `key`: the language, the kind, the id and
/// each variable's name and value, each text with its length before it so
/// that no two lookups write the same key. `false` when a variable is of a
/// kind the key cannot say exactly (a number with options other than a
/// plain or ordinal number's, a custom value): that lookup is not kept.
fn write_key(key: &mut String, lang: Lang, kind: Kind, id: &str, args: &[(&str, Arg)]) -> bool {
    let kind = match kind {
        Kind::Tr => 't',
        Kind::Get => 'g',
    };
    // Writing to a String does not fail.
    let _ = write!(key, "{}{kind}{}:{id}", lang.code(), id.len());
    for (name, Arg(value)) in args {
        let _ = write!(key, "|{}:{name}=", name.len());
        match value {
            FluentValue::String(text) => {
                let _ = write!(key, "s{}:{text}", text.len());
            }
            FluentValue::Number(number) => {
                let plain = FluentNumberOptions {
                    r#type: number.options.r#type,
                    ..FluentNumberOptions::default()
                };
                if number.options != plain {
                    return false;
                }
                let _ = write!(key, "n{:?}{:x}", number.options.r#type, number.value.to_bits());
            }
            _ => return false,
        }
    }
    true
}

/// How many texts this thread keeps (for tests).
#[cfg(test)]
pub(super) fn kept() -> usize {
    CACHE.with(|cache| {
        let cache = cache.borrow();
        cache.recent.len() + cache.older.len()
    })
}

#[cfg(test)]
mod tests {
    use super::super::{Texts, add, get, get_uncached, set_lang, tr, tr_uncached};
    use super::*;

    /// Lookups with every kind of variable the code passes.
    fn lookups() -> Vec<(&'static str, Vec<(&'static str, Arg)>)> {
        let mut all = vec![
            ("language-name", vec![]),
            ("leave-drops", vec![("what", Arg::from("هالة's card"))]),
            ("table-place", vec![("place", Arg::ordinal(1))]),
            ("table-place", vec![("place", Arg::ordinal(2))]),
            ("table-place", vec![("place", Arg::ordinal(23))]),
            ("no-such-message", vec![]),
        ];
        for n in [0_usize, 1, 2, 3, 11, 100] {
            all.push(("count-players", vec![("count", Arg::from(n))]));
        }
        all.push(("count-players", vec![("count", Arg::from(2.5_f64))]));
        all
    }

    #[test]
    fn a_cached_text_is_the_text_fluent_formats_in_every_language() {
        for lang in Lang::ALL {
            set_lang(lang);
            for (id, args) in lookups() {
                let uncached = tr_uncached(lang, id, &args);
                // The first lookup fills the cache, the second reads it.
                assert_eq!(tr(id, &args), uncached, "{lang} {id} {args:?}");
                assert_eq!(tr(id, &args), uncached, "{lang} {id} {args:?} (cached)");
                assert_eq!(get(id), get_uncached(lang, id), "{lang} {id}");
                assert_eq!(get(id), get_uncached(lang, id), "{lang} {id} (cached)");
            }
        }
        set_lang(Lang::En);
    }

    #[test]
    fn each_value_of_a_variable_has_its_own_text() {
        set_lang(Lang::En);
        assert_eq!(crate::t!("count-players", count = 1), "1 player");
        assert_eq!(crate::t!("count-players", count = 3), "3 players");
        assert_eq!(crate::t!("count-players", count = 1), "1 player");
        // A number is not its text, nor an ordinal its cardinal.
        let place = |arg: Arg| tr("table-place", &[("place", arg)]);
        assert_eq!(place(Arg::ordinal(2)), "2nd");
        assert_eq!(
            place(Arg::from("2")),
            tr_uncached(Lang::En, "table-place", &[("place", Arg::from("2"))])
        );
        assert_ne!(place(Arg::from("2")), "2nd");
        assert_eq!(place(Arg::ordinal(2)), "2nd");
    }

    #[test]
    fn a_language_change_gives_the_new_languages_words() {
        // One thread drawing players in several languages in turn, as the
        // SSH host does: each lookup in its own language, cached or not.
        for _ in 0..2 {
            for (lang, words) in [
                (Lang::Ar, "العربية"),
                (Lang::En, "English"),
                (Lang::He, "עברית"),
                (Lang::Pseudo, "[Eengliish]"),
            ] {
                set_lang(lang);
                assert_eq!(crate::t!("language-name"), words, "{lang}");
                assert_eq!(get("language-name").as_deref(), Some(words), "{lang}");
            }
        }
        set_lang(Lang::En);
    }

    #[test]
    fn new_message_files_are_read_by_the_next_lookup() {
        set_lang(Lang::He);
        // Not there yet: the id itself, kept in the cache.
        assert_eq!(tr("cache-probe-words", &[("n", Arg::from(2))]), "cache-probe-words");
        assert_eq!(get("cache-probe-words"), None);
        add(Texts {
            name: "cache tests' probe",
            en: "cache-probe-words = { $n } probes\n",
            ar: "cache-probe-words = { $n } مجسات\n",
            he: "cache-probe-words = { $n } גששים\n",
        });
        assert_eq!(tr("cache-probe-words", &[("n", Arg::from(2))]), "2 גששים");
        set_lang(Lang::En);
        assert_eq!(get("cache-probe-words").as_deref(), Some("{$n} probes"));
    }

    #[test]
    fn a_long_game_does_not_grow_the_cache_without_end() {
        set_lang(Lang::En);
        for n in 0..HALF * 5 {
            let text = crate::t!("count-players", count = n);
            assert_eq!(text, tr_uncached(Lang::En, "count-players", &[("count", Arg::from(n))]));
            // The words of every frame stay, whatever else comes and goes.
            assert_eq!(crate::t!("language-name"), "English");
            assert!(kept() <= 2 * HALF, "{} texts kept", kept());
        }
    }
}
