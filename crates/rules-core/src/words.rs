//! Text for messages: short, cut excerpts of what a user gave, and counts
//! written with thousands separators.
//!
//! A refusal names what it refuses, but a request or an option may be
//! megabytes long: quoting it whole would make the answer as large as the
//! question. Every message that quotes a user's text or JSON goes through
//! [`quoted`] or [`json_excerpt`], which keep at most [`EXCERPT_CHARS`]
//! characters of it and say how long the whole was.

use std::fmt::Write as _;
use std::io;

use serde_json::Value;

/// The most characters of a user's text or JSON a message quotes.
pub const EXCERPT_CHARS: usize = 40;

/// `text` in quotes, as Rust's `{:?}` writes it (`"e2e4"`); a text longer
/// than [`EXCERPT_CHARS`] characters is cut and its length said:
/// `"xxxx…" (1,048,576 characters)`.
#[must_use]
pub fn quoted(text: &str) -> String {
    match text.char_indices().nth(EXCERPT_CHARS) {
        None => format!("{text:?}"),
        Some((cut, _)) => {
            let start = format!("{:?}", &text[..cut]);
            // The closing quote goes after the ellipsis: `"xxxx…"`.
            let open = start.strip_suffix('"').unwrap_or(&start);
            format!("{open}…\" ({} characters)", thousands(text.chars().count() as u64))
        }
    }
}

/// A JSON value as it reads (`{"a":1}`), cut after [`EXCERPT_CHARS`]
/// characters with `…`: never more is written out, however large the value.
#[must_use]
pub fn json_excerpt(value: &Value) -> String {
    if let Value::String(text) = value {
        return quoted(text);
    }
    let mut out = Bounded {
        bytes: Vec::new(),
        room: EXCERPT_CHARS * 4,
    };
    // The writer refuses past its room: a value that does not fit is cut.
    let cut = serde_json::to_writer(&mut out, value).is_err();
    let text = String::from_utf8_lossy(&out.bytes);
    match text.char_indices().nth(EXCERPT_CHARS) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None if cut => format!("{text}…"),
        None => text.into_owned(),
    }
}

/// A writer that takes at most `room` bytes, then fails.
struct Bounded {
    bytes: Vec<u8>,
    room: usize,
}

impl io::Write for Bounded {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if self.room == 0 {
            return Err(io::Error::other("excerpt full"));
        }
        let n = buf.len().min(self.room);
        self.bytes.extend_from_slice(&buf[..n]);
        self.room -= n;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// `text` cut after `max` characters with `…`, whole when shorter: for a
/// message made elsewhere (a serde error) that may quote a user's text whole.
#[must_use]
pub fn shortened(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        None => text.to_string(),
        Some((cut, _)) => format!("{}…", &text[..cut]),
    }
}

/// A count with thousands separators: `31,900`, `1,048,576`, `7`.
#[must_use]
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A list of user-given names for a message: each [`quoted`], at most
/// `most` of them, then "and N more": `"a", "b" and 169,998 more`.
#[must_use]
pub fn quoted_list<'a>(names: impl ExactSizeIterator<Item = &'a str>, most: usize) -> String {
    let total = names.len();
    let shown: Vec<String> = names.take(most).map(quoted).collect();
    let mut out = String::new();
    for (i, name) in shown.iter().enumerate() {
        let last = i + 1 == shown.len() && total == shown.len();
        let separator = match i {
            0 => "",
            _ if last => " and ",
            _ => ", ",
        };
        let _ = write!(out, "{separator}{name}");
    }
    if total > shown.len() {
        let _ = write!(out, " and {} more", thousands((total - shown.len()) as u64));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_short_text_is_quoted_whole_and_a_long_one_cut_with_its_length() {
        assert_eq!(quoted("e2e4"), "\"e2e4\"");
        assert_eq!(quoted("a\"b"), "\"a\\\"b\"");
        let forty = "x".repeat(EXCERPT_CHARS);
        assert_eq!(quoted(&forty), format!("\"{forty}\""));
        let long = "y".repeat(10_000_000);
        assert_eq!(
            quoted(&long),
            format!("\"{}…\" (10,000,000 characters)", "y".repeat(EXCERPT_CHARS))
        );
        // Cut between characters, never inside one.
        let arabic = "خيكسا".repeat(100);
        let q = quoted(&arabic);
        assert!(q.ends_with("…\" (500 characters)") && q.chars().count() < 70, "{q}");
    }

    #[test]
    fn a_json_excerpt_is_cut_without_writing_the_whole_value() {
        assert_eq!(json_excerpt(&json!({"a": 1})), "{\"a\":1}");
        assert_eq!(json_excerpt(&json!(-3)), "-3");
        let big = Value::Array(vec![json!(0); 1_000_000]);
        let excerpt = json_excerpt(&big);
        assert!(excerpt.starts_with("[0,0,0,") && excerpt.ends_with('…'), "{excerpt}");
        assert_eq!(excerpt.chars().count(), EXCERPT_CHARS + 1, "{excerpt}");
        assert!(json_excerpt(&json!("z".repeat(100))).ends_with("(100 characters)"));
    }

    #[test]
    fn a_message_is_shortened_between_characters() {
        assert_eq!(shortened("abc", 3), "abc");
        assert_eq!(shortened("abcd", 3), "abc…");
        assert_eq!(shortened("وجه النحس", 3), "وجه…");
    }

    #[test]
    fn counts_have_thousands_separators() {
        for (n, text) in [
            (0, "0"),
            (7, "7"),
            (999, "999"),
            (1000, "1,000"),
            (31_900, "31,900"),
            (1_048_576, "1,048,576"),
            (u64::MAX, "18,446,744,073,709,551,615"),
        ] {
            assert_eq!(thousands(n), text);
        }
    }

    #[test]
    fn a_list_names_a_few_and_counts_the_rest() {
        let names = ["a", "b", "c"];
        assert_eq!(quoted_list(names.iter().copied(), 5), "\"a\", \"b\" and \"c\"");
        assert_eq!(quoted_list(names.iter().copied(), 2), "\"a\", \"b\" and 1 more");
        assert_eq!(quoted_list(["x"].iter().copied(), 5), "\"x\"");
    }
}
