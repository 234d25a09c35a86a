//! Text measured as the terminal shows it: in display columns, not characters.
//! A name in Arabic or Hebrew takes a column a letter (combining marks none),
//! an emoji or a CJK character two; cutting, padding and wrapping by
//! `chars()` would misplace everything after such a name.

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// The columns `text` takes on screen.
#[must_use]
pub fn width(text: &str) -> usize {
    text.width()
}

/// The longest start of `text` that fits in `columns`, and its width.
fn fitting(text: &str, columns: usize) -> (&str, usize) {
    let mut used = 0;
    for (at, c) in text.char_indices() {
        let w = c.width().unwrap_or(0);
        if used + w > columns {
            return (&text[..at], used);
        }
        used += w;
    }
    (text, used)
}

/// `text` cut to `columns`, ending in … when cut.
#[must_use]
pub fn truncate(text: &str, columns: usize) -> String {
    if width(text) <= columns {
        return text.to_string();
    }
    let (kept, _) = fitting(text, columns.saturating_sub(1));
    format!("{kept}…")
}

/// `text` padded with spaces to `columns` (cut with … when longer).
#[must_use]
pub fn pad(text: &str, columns: usize) -> String {
    let text = truncate(text, columns);
    let fill = columns.saturating_sub(width(&text));
    format!("{text}{}", " ".repeat(fill))
}

/// `text` right-aligned in `columns` (cut with … when longer).
#[must_use]
pub fn pad_left(text: &str, columns: usize) -> String {
    let text = truncate(text, columns);
    let fill = columns.saturating_sub(width(&text));
    format!("{}{text}", " ".repeat(fill))
}

/// Breaks `text` into lines of at most `columns`, at spaces where possible.
/// Each input line is wrapped on its own, keeping its leading spaces; empty
/// lines are kept; a word longer than a line is cut.
#[must_use]
pub fn wrap(text: &str, columns: usize) -> Vec<String> {
    let columns = columns.max(1);
    let mut out = Vec::new();
    for source in text.lines() {
        let indent: String = source.chars().take_while(|c| *c == ' ').collect();
        let mut line = String::new();
        for word in source.split_whitespace() {
            let candidate = if line.is_empty() {
                format!("{indent}{word}")
            } else {
                format!("{line} {word}")
            };
            if width(&candidate) <= columns {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                out.push(std::mem::take(&mut line));
            }
            // A word longer than a line is cut into lines, each measured once
            // (measuring the rest again at every cut took a time of the
            // square of the word's length).
            let mut rest = word;
            loop {
                let (cut, _) = fitting(rest, columns);
                if cut.len() == rest.len() {
                    break;
                }
                // A character wider than the whole line still goes somewhere.
                let cut = if cut.is_empty() {
                    rest.chars().next().map_or("", |c| &rest[..c.len_utf8()])
                } else {
                    cut
                };
                out.push(cut.to_string());
                rest = &rest[cut.len()..];
            }
            line = rest.to_string();
        }
        out.push(line);
    }
    out
}

/// Wraps a log line to `columns` at spaces; continuation lines are indented
/// by two. (Unlike [`wrap`], a word longer than the line is not cut: the
/// panel clips it.)
#[must_use]
pub fn wrap_log(text: &str, columns: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let used = width(&line);
        if used > 0 && used + 1 + width(word) > columns {
            lines.push(std::mem::take(&mut line));
            line.push_str("  ");
        } else if used > 0 && !line.trim().is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.trim().is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_breaks_at_spaces_cuts_long_words_and_keeps_blank_lines() {
        assert_eq!(wrap("one two three four", 9), vec!["one two", "three", "four"]);
        assert_eq!(wrap("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
        assert_eq!(wrap("a\n\nb", 5), vec!["a", "", "b"]);
        assert_eq!(wrap("  - item one two", 10), vec!["  - item", "one two"]);
    }

    #[test]
    fn emoji_take_two_columns_and_are_never_split() {
        // Four emoji are eight columns: three fit in seven.
        assert_eq!(width("🎲🎲🎲🎲"), 8);
        assert_eq!(truncate("🎲🎲🎲🎲", 7), "🎲🎲🎲…");
        assert_eq!(wrap("🎲🎲🎲🎲", 5), vec!["🎲🎲", "🎲🎲"]);
        assert_eq!(pad("🎲", 4), "🎲  ");
        assert_eq!(pad_left("🎲", 4), "  🎲");
    }

    #[test]
    fn arabic_and_hebrew_names_are_measured_by_their_letters() {
        // Hebrew with a combining point (שָׁ): the marks take no column.
        assert_eq!(width("שָׁלוֹם"), 4);
        assert_eq!(truncate("سامي العلي", 6), "سامي …");
        assert_eq!(pad("דב", 5), "דב   ");
        assert_eq!(wrap_log("لعب سامي ٨", 8), vec!["لعب سامي", "  ٨"]);
    }

    #[test]
    fn log_lines_wrap_at_spaces_with_an_indent_and_keep_long_words_whole() {
        assert_eq!(wrap_log("one two three", 7), vec!["one two", "  three"]);
        assert_eq!(wrap_log("abcdefghij xy", 4), vec!["abcdefghij", "  xy"]);
        assert_eq!(wrap_log("", 10), Vec::<String>::new());
        assert_eq!(truncate("Layla", 4), "Lay…");
        assert_eq!(truncate("Dov", 4), "Dov");
    }
}
