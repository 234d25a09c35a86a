//! Helpers for the unit tests, and for the integration tests too
//! (`tests/common` includes this file).

use ratatui::crossterm::event::{KeyModifiers, MouseEvent, MouseEventKind};
use ratatui::layout::Position;

/// A mouse event of `kind` at `pos` with no modifier held: what the games'
/// unit tests click, drag and release with.
pub fn mouse_at(kind: MouseEventKind, pos: Position) -> MouseEvent {
    MouseEvent {
        kind,
        column: pos.x,
        row: pos.y,
        modifiers: KeyModifiers::NONE,
    }
}

/// A buffer's symbols cell by cell, row after row, as one string (no line
/// breaks): what a test searches for a text drawn.
pub fn symbols(buffer: &ratatui::buffer::Buffer) -> String {
    buffer.content().iter().map(|c| c.symbol()).collect()
}

/// A fresh, empty folder for one test's files, removed with everything in
/// it when the test ends (dropped, also when the test fails): nothing is
/// left in the temp folder. Reads as the folder's path (`dir.join(…)`,
/// `&*dir`).
#[derive(Debug)]
pub struct Scratch(pub tempfile::TempDir);

/// A [`Scratch`] folder named after the test (`majlis-save-test-roundtrip…`),
/// so that a test stopped half way by a debugger is easy to find.
pub fn scratch(name: &str) -> Scratch {
    Scratch(
        tempfile::Builder::new()
            .prefix(&format!("majlis-{name}-"))
            .tempdir()
            .expect("a scratch folder"),
    )
}

impl std::ops::Deref for Scratch {
    type Target = std::path::Path;

    fn deref(&self) -> &std::path::Path {
        self.0.path()
    }
}

impl AsRef<std::path::Path> for Scratch {
    fn as_ref(&self) -> &std::path::Path {
        self.0.path()
    }
}

/// The runs of three or more Latin letters in `text` that are not in
/// `allowed` (compared whole, case and all): what a screen in Arabic or
/// Hebrew still says in English. Key names, Latin game names and the
/// players' names a test chose go in `allowed`.
/// Checks texts worded in Arabic or Hebrew: no
/// message id left unworded (ids start with `prefix`), no English word
/// but `allowed` (see [`english_words`]), and no two texts alike (two
/// reasons said the same way would tell the family nothing).
#[allow(dead_code)] // not every test binary that includes this file uses it
pub fn assert_worded_apart(texts: impl IntoIterator<Item = String>, prefix: &str, allowed: &[&str]) {
    let mut seen = std::collections::BTreeSet::new();
    for text in texts {
        assert!(!text.contains(prefix), "an id unworded: {text}");
        let english = english_words(&text, allowed);
        assert!(english.is_empty(), "English {english:?} in {text}");
        assert!(seen.insert(text.clone()), "said twice: {text}");
    }
}

#[allow(dead_code)] // not every test binary that includes this file uses it
pub fn english_words(text: &str, allowed: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_alphabetic() {
            word.push(c);
            continue;
        }
        if word.chars().count() >= 3 && !allowed.contains(&word.as_str()) && !found.contains(&word) {
            found.push(word.clone());
        }
        word.clear();
    }
    found
}

/// The words of three or more Latin letters drawn in `buffer`, row by row,
/// that are not in `allowed` (key names, notation, Latin names chosen):
/// English left on a screen drawn in Arabic or Hebrew.
#[allow(dead_code)] // not every test binary that includes this file uses it
pub fn latin_words(buffer: &ratatui::buffer::Buffer, allowed: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for y in 0..buffer.area.height {
        let row: String = (0..buffer.area.width)
            .map(|x| buffer[(buffer.area.x + x, buffer.area.y + y)].symbol())
            .collect();
        for word in row.split(|c: char| !c.is_ascii_alphabetic()) {
            if word.len() >= 3 && !allowed.contains(&word) {
                found.push(word.to_string());
            }
        }
    }
    found
}
