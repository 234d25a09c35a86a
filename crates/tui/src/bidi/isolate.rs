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
//!   Isolate (FSI … PDI), as Fluent would have wrapped the placeable — when
//!   the name is written in the other direction than the line's paragraph
//!   (a Latin name in Arabic, an Arabic or Hebrew name in English): a name
//!   in the paragraph's own direction reads right as it is, and isolating it
//!   would only take its direction away from the numbers beside it;
//! - **numbers**: a signed number (`−5`, `+3`, after a blank or at a field's
//!   start) and numbers joined by `×` or a dash (`100×29`, `2×`, a roll
//!   `6-2`) are a left-to-right isolate (LRI … PDI), so they read as written
//!   in right-to-left text even where the algorithm would have made them
//!   Arabic numbers (after Arabic letters, rule W2), whose signs, `×` and
//!   dashes it does not keep with them;
//! - **a lone Latin letter** in right-to-left text (a card's rank, `A`) is a
//!   left-to-right isolate too, so the numbers after it keep the line's
//!   direction — unless a Latin word is beside it (`keep c`, notation).

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
pub(super) fn spans(text: &str, offsets: &[usize], rtl: bool, same_field: impl Fn(usize, usize) -> bool) -> Vec<Span> {
    let mut found: Vec<Span> = Vec::new();
    let unit_at = |byte: usize| offsets.binary_search(&byte).ok();
    NAMES.with(|cell| {
        // A name written in the paragraph's direction is left in the line,
        // as its own words would be: isolating it would take its letters'
        // direction away from the numbers beside it ("سامي 4" in Arabic).
        for name in cell.borrow().iter().filter(|name| rtl_first(name) != rtl) {
            for (start, _) in text.match_indices(name.as_str()) {
                let end = start + name.len();
                let (Some(first), Some(after)) = (
                    unit_at(start),
                    unit_at(end).or((end == text.len()).then_some(offsets.len())),
                ) else {
                    continue; // not at grapheme boundaries (a letter with a mark after it)
                };
                // Not part of a longer word; a letter of the other script
                // is an edge (Arabic's و joined to a Latin name, "وAmal").
                let dir = rtl_first(name);
                let word_edge =
                    |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric() || rtl_first(&c.to_string()) != dir);
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
    // A letter alone, not a key with its other name ("d/Delete") nor part
    // of notation or an abbreviation.
    let word_edge = |k: Option<usize>| {
        k.is_none_or(|k| {
            !symbol(k)
                .chars()
                .any(|c| c.is_alphanumeric() || matches!(c, '.' | '\'' | '/' | '+' | '-' | '_'))
        })
    };
    let mut k = 0;
    while k < offsets.len() {
        let at = k;
        // A lone Latin letter in right-to-left text (a card's rank, "A"):
        // notation, a unit of its own.
        // Not a word of Latin notation either ("keep c"): the nearest
        // graphemes either side, past one blank, are not Latin letters
        // (a name's are not notation: "Sami A").
        let latin = |k: Option<usize>| {
            k.is_some_and(|k| {
                symbol(k).bytes().any(|b| b.is_ascii_alphabetic())
                    && !found
                        .iter()
                        .any(|s| s.kind == Kind::Name && s.first <= k && k <= s.last)
            })
        };
        let past_blank = |k: usize, back: bool| {
            let step = |k: usize| if back { k.checked_sub(1) } else { Some(k + 1) };
            step(k).and_then(|n| if symbol(n) == " " { step(n) } else { Some(n) })
        };
        if rtl
            && symbol(k).len() == 1
            && symbol(k).bytes().all(|b| b.is_ascii_alphabetic())
            && word_edge(k.checked_sub(1))
            && word_edge(Some(k + 1))
            && !latin(past_blank(k, true))
            && !latin(past_blank(k, false))
        {
            if !found.iter().any(|s| s.first <= k && k <= s.last) {
                found.push(Span {
                    first: k,
                    last: k,
                    kind: Kind::Number,
                });
            }
            k += 1;
            continue;
        }
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
        // Numbers joined by × (a size, 100×29; a stake, 2×) or by a dash (a
        // roll of the dice, 6-2).
        let mut times = false;
        while matches!(symbol(k), "×" | "-") {
            if symbol(k) == "-" && !digit(k + 1) {
                break;
            }
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

/// Whether `text`'s first strong character is right to left (UAX #9 P2;
/// none counts as left to right, as a first-strong isolate does).
pub(super) fn rtl_first(text: &str) -> bool {
    use unicode_bidi::{BidiClass, bidi_class};
    text.chars()
        .find_map(|c| match bidi_class(c) {
            BidiClass::L => Some(false),
            BidiClass::R | BidiClass::AL => Some(true),
            _ => None,
        })
        .unwrap_or(false)
}
