//! What the layer reorders as a unit inside a line (UAX #9 isolates, HL3):
//! the names of the people at the table, and signed numbers and sizes.
//!
//! A message is translated with its placeables in it ("هالة: 1",
//! "Amal: 3" in Arabic), and Fluent's isolation marks around them cannot
//! reach the cells (ratatui drops zero-width characters). Without them the
//! algorithm lets a name take its neighbours' direction: in an English line
//! "هالة: 1" reads `1 :ﺔﻟﺎﻫ`, two Arabic names in a list swap places, and in
//! Arabic "Amal: 3" reads left to right. So the layer isolates them itself:
//!
//! - **names**: the names of the people at the table, set for the thread by
//!   the screen that shows them ([`set_names`]), are found in each row (whole
//!   words, at grapheme boundaries) and each occurrence is a First-Strong
//!   Isolate (FSI … PDI), as Fluent would have wrapped the placeable;
//! - **numbers**: a signed number (`−5`, `+3`, after a blank or at a field's
//!   start) and numbers joined by `×` (`100×29`, `2×`) are a left-to-right
//!   isolate (LRI … PDI), so they read as written in right-to-left text even
//!   where the algorithm would have made them Arabic numbers (after Arabic
//!   letters, rule W2), whose signs and `×` it does not keep with them.

use std::cell::RefCell;

thread_local! {
    static NAMES: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Sets the names of the people at the table, for this thread: each of them,
/// wherever it is drawn in an area the layer puts in visual order, reads as
/// one unit in its own direction. The screen that shows names sets them
/// before it draws (the table's seats, setup's fields, the picker's saved
/// games); blank names are ignored, and the longest is looked for first (so
/// "Omar" is not taken for "Om").
pub fn set_names<S: AsRef<str>>(names: &[S]) {
    NAMES.with(|cell| {
        let mut wanted: Vec<&str> = names
            .iter()
            .map(|n| n.as_ref().trim())
            .filter(|n| !n.is_empty())
            .collect();
        wanted.sort_by_key(|n| std::cmp::Reverse(n.len()));
        wanted.dedup();
        let mut current = cell.borrow_mut();
        if current.iter().map(String::as_str).ne(wanted.iter().copied()) {
            *current = wanted.into_iter().map(str::to_owned).collect();
        }
    });
}

/// The names set on this thread by [`set_names`], longest first.
#[must_use]
pub fn names() -> Vec<String> {
    NAMES.with(|cell| cell.borrow().clone())
}

/// How a span of a row is isolated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// A name: first-strong (FSI), its direction its own.
    Name,
    /// A number with its sign or `×`: left to right (LRI).
    Number,
}

impl Kind {
    /// The isolate's opening character.
    pub(super) fn opener(self) -> char {
        match self {
            Kind::Name => '\u{2068}',
            Kind::Number => '\u{2066}',
        }
    }
}

/// A span of a row's graphemes to isolate: its first and last grapheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Span {
    pub first: usize,
    pub last: usize,
    pub kind: Kind,
}

/// The spans to isolate in a row whose graphemes, in logical order, are
/// `text` (grapheme `k` starting at byte `offsets[k]`), sorted and not
/// overlapping. `same_field(a, b)` says whether graphemes `a` and `b` are in
/// one field: an isolate never crosses fields.
pub(super) fn spans(text: &str, offsets: &[usize], same_field: impl Fn(usize, usize) -> bool) -> Vec<Span> {
    let mut found: Vec<Span> = Vec::new();
    let unit_at = |byte: usize| offsets.binary_search(&byte).ok();
    NAMES.with(|cell| {
        for name in cell.borrow().iter() {
            for (start, _) in text.match_indices(name.as_str()) {
                let end = start + name.len();
                let (Some(first), Some(after)) = (
                    unit_at(start),
                    unit_at(end).or((end == text.len()).then_some(offsets.len())),
                ) else {
                    continue; // not at grapheme boundaries (a letter with a mark after it)
                };
                let word_edge = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
                if !word_edge(text[..start].chars().next_back()) || !word_edge(text[end..].chars().next()) {
                    continue; // part of a longer word
                }
                let last = after - 1;
                if !same_field(first, last) || found.iter().any(|s| s.first <= last && first <= s.last) {
                    continue;
                }
                found.push(Span {
                    first,
                    last,
                    kind: Kind::Name,
                });
            }
        }
    });
    // Grapheme k's symbol ("" past the row's end).
    let symbol = |k: usize| match offsets.get(k) {
        Some(&start) => &text[start..offsets.get(k + 1).copied().unwrap_or(text.len())],
        None => "",
    };
    let digit = |k: usize| {
        let s = symbol(k);
        !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
    };
    let mut k = 0;
    while k < offsets.len() {
        let at = k;
        let signed = matches!(symbol(k), "-" | "−" | "+")
            && digit(k + 1)
            && (k == 0
                || !symbol(k - 1)
                    .chars()
                    .any(|c| c.is_alphanumeric() || c == '.' || c == ','));
        if !signed && !(digit(k) && (k == 0 || !digit(k - 1))) {
            k += 1;
            continue;
        }
        if signed {
            k += 1;
        }
        // Digits, with a decimal point or thousands' comma between digits.
        let number = |mut k: usize| {
            while digit(k) || (matches!(symbol(k), "." | ",") && digit(k + 1) && k > 0 && digit(k - 1)) {
                k += 1;
            }
            k
        };
        k = number(k);
        let mut times = false;
        while k < offsets.len() && symbol(k) == "×" {
            times = true;
            k += 1;
            if digit(k) {
                k = number(k);
            } else {
                break;
            }
        }
        let last = k - 1;
        if (signed || times) && same_field(at, last) && !found.iter().any(|s| s.first <= last && at <= s.last) {
            found.push(Span {
                first: at,
                last,
                kind: Kind::Number,
            });
        }
    }
    found.sort_by_key(|s| s.first);
    found
}
