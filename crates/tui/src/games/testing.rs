//! Helpers for the games' unit tests: the names at the table, and keys and
//! clicks to a session drawn in a game's test area.

/// The players' names at the games' tests' tables, seat by seat.
pub(crate) const NAMES: [&str; 6] = ["Amal", "Sami", "Dov", "Lea", "Rami", "Noor"];

/// The names of the first `n` seats.
pub(crate) fn names(n: usize) -> Vec<String> {
    NAMES[..n].iter().map(|s| (*s).to_string()).collect()
}

/// A game's area in the shell, less its two bars: an 80×24 terminal for up
/// to four players, a 100×30 one for more.
pub(crate) fn body(players: usize) -> ratatui::layout::Rect {
    if players > 4 {
        ratatui::layout::Rect::new(0, 1, 100, 28)
    } else {
        ratatui::layout::Rect::new(0, 1, 80, 22)
    }
}

/// Defines a game's test helpers `key` (a plain key press), `keys` (one
/// after another) and `click` (a left click at a position) to a session
/// drawn in `$area(players)`, the game's test area for that many players.
macro_rules! input_helpers {
    ($area:expr) => {
        #[allow(dead_code)]
        fn key(s: &mut dyn $crate::session::Session, code: KeyCode) -> $crate::session::Reply {
            let area = ($area)(s.names().len());
            s.on_key(
                ratatui::crossterm::event::KeyEvent::new(code, ratatui::crossterm::event::KeyModifiers::NONE),
                area,
            )
        }

        #[allow(dead_code)]
        fn keys(s: &mut dyn $crate::session::Session, codes: &[KeyCode]) {
            for &code in codes {
                key(s, code);
            }
        }

        #[allow(dead_code)]
        fn click(s: &mut dyn $crate::session::Session, pos: ratatui::layout::Position) -> $crate::session::Reply {
            use ratatui::crossterm::event::{MouseButton, MouseEventKind};
            let area = ($area)(s.names().len());
            s.on_mouse(
                $crate::test_support::mouse_at(MouseEventKind::Down(MouseButton::Left), pos),
                area,
            )
        }
    };
}
pub(crate) use input_helpers;

/// The runs of three or more Latin letters in `text` that are not in
/// `allowed`: English left on a screen drawn in Arabic or Hebrew (key
/// names, notation and Latin names are allowed by the test that asks).
pub(crate) fn english_left(text: &str, allowed: &[&str]) -> Vec<String> {
    let mut found: Vec<String> = text
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|word| word.len() >= 3 && !allowed.contains(word))
        .map(str::to_string)
        .collect();
    found.sort();
    found.dedup();
    found
}

/// The message ids a game's keys, click line and typed line are worded by
/// (its [`Intents`](crate::keys::Intents) shown in the key bar, less the
/// shell's `shared` ones, its click line and its notation's words).
pub(crate) fn key_word_ids<S: crate::seated::GameScreen, I: crate::keys::Intents + 'static>(
    shared: &[&str],
) -> Vec<&'static str> {
    let mut ids: Vec<&'static str> = I::BINDINGS
        .iter()
        .filter(|b| !b.shown.is_empty() && !shared.contains(&b.does))
        .map(|b| b.does)
        .collect();
    ids.push(I::CLICK);
    let notation = S::NOTATION;
    ids.extend([notation.does, notation.examples, notation.noun]);
    ids
}

/// Every id is the game's (starts with `prefix`) and has words in English,
/// Arabic and Hebrew.
pub(crate) fn assert_ids_in_every_language(ids: &[&str], prefix: &str) {
    use crate::i18n::{Lang, has, set_lang};
    for lang in [Lang::En, Lang::Ar, Lang::He] {
        set_lang(lang);
        for id in ids {
            assert!(id.starts_with(prefix) && has(id), "{id} in {lang}");
        }
    }
    set_lang(Lang::En);
}
