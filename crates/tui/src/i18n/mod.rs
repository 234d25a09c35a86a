//! The words of the interface, in the family's language: every message a
//! player reads is looked up by its id in Fluent message files
//! (`assets/locales/<lang>/*.ftl`), never written in code.
//!
//! - [`t!`](crate::t) looks a message up in the current language, with its
//!   variables: `t!("picker-title")`, `t!("turn-of", name = player)`.
//! - The language is the thread's ([`set_lang`], [`lang`]): the terminal's
//!   thread sets it once at start (and when the family changes it on the
//!   picker); a test sets its own, so tests in Arabic and in English run side
//!   by side.
//! - The shell's messages are `shell.ftl` and `table.ftl`; each game's are
//!   `<game id>.ftl`, brought by its screen folder
//!   (`GameScreen::MESSAGES`, added by [`add`] when the shell lists the game
//!   or its table opens), with ids
//!   that start with the game's id (`toki-…`).
//! - Every id exists in every language with the same variables, and every id
//!   the code names exists: `tests` below check both.
//!
//! Fluent's isolation marks around variables are off: ratatui draws no
//! zero-width character, so the marks would never reach the cells where the
//! bidirectional layer (the `bidi` module) reorders each line.

mod cache;
pub mod choice;
pub mod config;
pub mod game_words;
pub mod lang;

use std::borrow::Cow;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

pub use lang::{Direction, Lang, UnknownLang};

/// One text in each language: a set of message files (a game's, or a part
/// of the shell's: Fluent source, by [`messages!`](crate::messages)), or a
/// game's rules summary (Markdown, by [`rules_summary!`](crate::rules_summary)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Texts {
    /// Where the files are, for error messages (`assets/locales/*/toki.ftl`).
    pub name: &'static str,
    /// The English messages.
    pub en: &'static str,
    /// The Arabic messages.
    pub ar: &'static str,
    /// The Hebrew messages.
    pub he: &'static str,
}

impl Texts {
    /// No messages (a test's game).
    pub const NONE: Texts = Texts {
        name: "none",
        en: "",
        ar: "",
        he: "",
    };

    /// The text in `lang` (the pseudo-language reads English).
    #[must_use]
    pub const fn source(&self, lang: Lang) -> &'static str {
        match lang.source() {
            Lang::Ar => self.ar,
            Lang::He => self.he,
            Lang::En | Lang::Pseudo => self.en,
        }
    }

    /// The text in this thread's language.
    #[must_use]
    pub fn current(&self) -> &'static str {
        self.source(lang())
    }
}

/// A game's rules summary in the three languages:
/// `assets/rules/<id>.md` (English), `<id>.ar.md`, `<id>.he.md`.
#[macro_export]
macro_rules! rules_summary {
    ($name:literal) => {
        $crate::i18n::Texts {
            name: concat!("assets/rules/", $name, ".*.md"),
            en: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../assets/rules/",
                $name,
                ".md"
            )),
            ar: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../assets/rules/",
                $name,
                ".ar.md"
            )),
            he: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../assets/rules/",
                $name,
                ".he.md"
            )),
        }
    };
}

/// The message files of `assets/locales/<lang>/<name>.ftl`, in the three
/// languages: `messages!("toki")`.
#[macro_export]
macro_rules! messages {
    ($name:literal) => {
        $crate::i18n::Texts {
            name: concat!("assets/locales/*/", $name, ".ftl"),
            en: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../assets/locales/en/",
                $name,
                ".ftl"
            )),
            ar: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../assets/locales/ar/",
                $name,
                ".ftl"
            )),
            he: include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../assets/locales/he/",
                $name,
                ".ftl"
            )),
        }
    };
}

/// The shell's message files (everything but the games' own).
pub const SHELL: &[Texts] = &[messages!("shell"), messages!("table"), messages!("host")];

/// The games' message files read so far, and how many times the list grew
/// (a thread's bundles are remade when it has).
static ADDED: Mutex<Vec<Texts>> = Mutex::new(Vec::new());
static GENERATION: AtomicUsize = AtomicUsize::new(0);

/// Adds a game's message files to every language's messages. A game's words
/// come with its screen: the shell adds every game of the list it offers
/// (`App::new`), and a game's table adds its own when it opens
/// (`Seated::with_seats`), so this module needs no list of games. Adding the
/// same files again does nothing.
pub fn add(texts: Texts) {
    let mut added = ADDED.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if !added.iter().any(|t| t.name == texts.name) {
        added.push(texts);
        GENERATION.fetch_add(1, Ordering::SeqCst);
    }
}

/// How many times the message files read have grown: what a thread's
/// bundles and formatted texts were made from.
fn generation() -> usize {
    GENERATION.load(Ordering::SeqCst)
}

/// Every message file read: the shell's, then each game's added so far.
pub fn all_messages() -> Vec<Texts> {
    // Unit tests draw a game's words without the shell or a table to add
    // them: every game of the shelf is added, as the app does at start.
    #[cfg(test)]
    tests::add_every_game();
    let added = ADDED.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    SHELL.iter().chain(added.iter()).copied().collect()
}

/// A message's variable, as [`t!`](crate::t) passes it.
#[derive(Clone, Debug, PartialEq)]
pub struct Arg(FluentValue<'static>);

impl From<&str> for Arg {
    fn from(text: &str) -> Self {
        Arg(FluentValue::from(text.to_string()))
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Self {
        Arg(FluentValue::from(text))
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Self {
        Arg(FluentValue::from(text.clone()))
    }
}

impl From<Cow<'_, str>> for Arg {
    fn from(text: Cow<'_, str>) -> Self {
        Arg(FluentValue::from(text.into_owned()))
    }
}

macro_rules! number_args {
    ($($t:ty)*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg(FluentValue::from(n))
            }
        }
        impl From<&$t> for Arg {
            fn from(n: &$t) -> Self {
                Arg(FluentValue::from(*n))
            }
        }
    )*};
}
number_args!(i8 i16 i32 i64 isize u8 u16 u32 u64 usize f32 f64);

impl Arg {
    /// A number that picks its language's **ordinal** form in a selector
    /// (`{ $place -> [one] {$place}st [two] {$place}nd … }`), where a plain
    /// number picks the cardinal (plural) form.
    #[must_use]
    pub fn ordinal(n: usize) -> Arg {
        let options = fluent_bundle::types::FluentNumberOptions {
            r#type: fluent_bundle::types::FluentNumberType::Ordinal,
            ..Default::default()
        };
        // A place in a game: small, exact as a float.
        let value = n as f64;
        Arg(FluentValue::Number(fluent_bundle::types::FluentNumber::new(
            value, options,
        )))
    }
}

/// Looks up message `id` in the current language: `t!("id")`, or with
/// variables `t!("id", name = player, count = n)` (a variable is any text or
/// number; a count picks the plural form the language has for it).
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::tr($id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr($id, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
    /// The thread's bundles, and the generation of [`ADDED`] they were made at.
    static BUNDLES: RefCell<(usize, HashMap<Lang, Bundle>)> = RefCell::new((0, HashMap::new()));
}

/// A language's messages, ready to format (one per thread: Fluent's
/// bundles are not shared between threads).
type Bundle = FluentBundle<&'static FluentResource>;

/// Sets this thread's interface language.
pub fn set_lang(lang: Lang) {
    CURRENT.with(|current| current.set(lang));
}

/// This thread's interface language (English until [`set_lang`]).
#[must_use]
pub fn lang() -> Lang {
    CURRENT.with(Cell::get)
}

/// Whether the interface runs right to left (Arabic, Hebrew).
#[must_use]
pub fn is_rtl() -> bool {
    lang().direction() == Direction::Rtl
}

/// `rect` mirrored inside `outer` when the interface runs right to left (a
/// side panel on the left goes to the right), unchanged otherwise. Layouts
/// that are text, not a board with the game's own geometry, pass their
/// columns through it, for drawing and for clicks alike.
#[must_use]
pub fn mirror(outer: ratatui::layout::Rect, rect: ratatui::layout::Rect) -> ratatui::layout::Rect {
    if !is_rtl() {
        return rect;
    }
    let right = outer.x + outer.width;
    let x = right
        .saturating_sub(rect.x.saturating_sub(outer.x) + rect.width)
        .max(outer.x);
    ratatui::layout::Rect { x, ..rect }
}

/// A message file in one language, parsed once per process (kept for the
/// process's life: there are a few dozen at most).
fn parsed(texts: &Texts, lang: Lang) -> &'static FluentResource {
    type Parsed = HashMap<(&'static str, Lang), &'static FluentResource>;
    static PARSED: OnceLock<Mutex<Parsed>> = OnceLock::new();
    let mut parsed = PARSED
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let lang = lang.source();
    parsed.entry((texts.name, lang)).or_insert_with(|| {
        let resource = match FluentResource::try_new(texts.source(lang).to_string()) {
            Ok(resource) => resource,
            // A syntax error loses only the broken entries (a test fails on any).
            Err((resource, _errors)) => resource,
        };
        Box::leak(Box::new(resource))
    })
}

/// A bundle of every message in `lang`.
fn bundle(lang: Lang) -> Bundle {
    let langid: unic_langid::LanguageIdentifier = lang.source().code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![langid]);
    bundle.set_use_isolating(false);
    if lang == Lang::Pseudo {
        bundle.set_transform(Some(pseudo));
    }
    for texts in all_messages() {
        // A duplicate id keeps the first (a test fails on any).
        let _duplicates = bundle.add_resource(parsed(&texts, lang));
    }
    bundle
}

/// Message `id` in the current language, with `args` ([`t!`](crate::t)
/// calls it). A missing id gives the English message, else the id itself (a
/// test fails on any id that is missing).
///
/// A screen asks for the same words every frame: the text is formatted once
/// and then read from this thread's [`cache`] (keyed by the language, the id
/// and the variables' values).
#[must_use]
pub fn tr(id: &str, args: &[(&str, Arg)]) -> String {
    let lang = lang();
    cache::lookup(lang, cache::Kind::Tr, id, args, || Some(tr_uncached(lang, id, args)))
        .unwrap_or_else(|| id.to_string())
}

/// [`tr`] without the cache: the message formatted by Fluent.
fn tr_uncached(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let text = format_in(lang, id, args)
        .or_else(|| format_in(Lang::En, id, args))
        .unwrap_or_else(|| id.to_string());
    if lang == Lang::Pseudo {
        format!("[{text}]")
    } else {
        text
    }
}

/// Message `id` in the current language if it has one (one lookup where
/// [`has`] then [`tr`] would make two), else `None`.
#[must_use]
pub fn get(id: &str) -> Option<String> {
    let lang = lang();
    cache::lookup(lang, cache::Kind::Get, id, &[], || get_uncached(lang, id))
}

/// [`get`] without the cache.
fn get_uncached(lang: Lang, id: &str) -> Option<String> {
    let text = format_in(lang, id, &[])?;
    Some(if lang == Lang::Pseudo {
        format!("[{text}]")
    } else {
        text
    })
}

/// Whether message `id` exists in the current language (for ids made at run
/// time, such as an option's label).
#[must_use]
pub fn has(id: &str) -> bool {
    let lang = lang();
    with_bundle(lang, |bundle| bundle.has_message(id))
}

/// Runs `f` on this thread's bundle for `lang`, made (again) if the message
/// files read have grown since.
fn with_bundle<T>(lang: Lang, f: impl FnOnce(&Bundle) -> T) -> T {
    BUNDLES.with(|bundles| {
        let mut bundles = bundles.borrow_mut();
        let generation = generation();
        if bundles.0 != generation {
            *bundles = (generation, HashMap::new());
        }
        f(bundles.1.entry(lang).or_insert_with(|| bundle(lang)))
    })
}

/// Message `id` formatted in `lang`, if it has it.
fn format_in(lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    with_bundle(lang, |bundle| {
        let pattern = bundle.get_message(id)?.value()?;
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, Arg(value)) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned(),
        )
    })
}

/// The pseudo-language's text: every vowel doubled (English text grows by
/// about 40 % with the brackets [`tr`] adds), so that text which only just
/// fits in English shows that it will not in a longer language.
fn pseudo(text: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(text.len() * 3 / 2);
    for c in text.chars() {
        out.push(c);
        if "aeiouAEIOU".contains(c) {
            out.push(c.to_ascii_lowercase());
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests;
