//! Text measured as the terminal shows it: in display columns, not characters.
//! A name in Arabic or Hebrew takes a column a letter (combining marks none),
//! an emoji or a CJK character two; cutting, padding and wrapping by
//! `chars()` would misplace everything after such a name.
//!
//! Text is cut between graphemes (what a reader sees as one character), never
//! inside one: a family emoji (👨‍👩‍👧, three people joined by zero-width
//! joiners), a flag or a skin tone is one grapheme of several code points,
//! drawn in two columns, as ratatui draws it (it lays out graphemes too).
//!
//! [`unmarked`] words a rules crate's reason for a family: the rules files'
//! marks (D2, G4) are for developers.

use unicode_segmentation::UnicodeSegmentation;
use unicode_width::UnicodeWidthStr;

/// The columns `text` takes on screen.
#[must_use]
pub fn width(text: &str) -> usize {
    // Printable ASCII (most of a log, every English word) is a column a
    // byte: no grapheme to find.
    if text.bytes().all(|b| (b' '..=b'~').contains(&b)) {
        return text.len();
    }
    text.graphemes(true).map(UnicodeWidthStr::width).sum()
}

/// The longest start of `text` that fits in `columns`, and its width.
fn fitting(text: &str, columns: usize) -> (&str, usize) {
    let mut used = 0;
    for (at, grapheme) in text.grapheme_indices(true) {
        let w = grapheme.width();
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
        // The line's width, kept as it grows (not measured again a word).
        let mut used = 0;
        for word in source.split_whitespace() {
            let word_width = width(word);
            let wanted = if line.is_empty() {
                indent.len() + word_width
            } else {
                used + 1 + word_width
            };
            if wanted <= columns {
                if line.is_empty() {
                    line.push_str(&indent);
                } else {
                    line.push(' ');
                }
                line.push_str(word);
                used = wanted;
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
                    rest.graphemes(true).next().unwrap_or("")
                } else {
                    cut
                };
                out.push(cut.to_string());
                rest = &rest[cut.len()..];
            }
            line = rest.to_string();
            used = width(rest);
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
    // The line's width so far, kept as it grows (measuring the whole line
    // again at each word took a time of the square of its length, every
    // frame, for every line of the log shown).
    let mut used = 0;
    for word in text.split(' ') {
        let word_width = width(word);
        if used > 0 && used + 1 + word_width > columns {
            lines.push(std::mem::take(&mut line));
            line.push_str("  ");
            used = 2;
        } else if used > 0 && !line.trim().is_empty() {
            line.push(' ');
            used += 1;
        }
        line.push_str(word);
        used += word_width;
    }
    if !line.trim().is_empty() {
        lines.push(line);
    }
    lines
}

/// Whether `word` is a mark of a rules file: a decision (D2), a geometry
/// rule (G4) or a board rule (B1).
fn is_mark(word: &str) -> bool {
    let mut chars = word.chars();
    let letter = chars.next().is_some_and(|c| matches!(c, 'D' | 'G' | 'B'));
    let digits = chars.as_str();
    letter && (1..=2).contains(&digits.len()) && digits.chars().all(|c| c.is_ascii_digit())
}

/// A part of a bracket without its marks: `None` when nothing else is left.
fn without_mark(part: &str) -> Option<&str> {
    let part = part.trim();
    let part = part.strip_prefix("rules ").filter(|rest| is_mark(rest)).unwrap_or(part);
    if is_mark(part) {
        return None;
    }
    // "D9: \"holds\" means in the hand": the explanation stays.
    match part.split_once(": ") {
        Some((mark, rest)) if is_mark(mark) => Some(rest),
        _ => Some(part),
    }
}

/// `reason` as a family reads it: without the rules files' marks. "(D2)" and
/// "(D12, D3)" go with the space before them, "(options.cube, D3)" keeps
/// "(options.cube)". The rules crates cite their marks in the reasons they
/// give (the engine shows them to scripts and developers); a screen that shows
/// such a reason shows it through here.
#[must_use]
pub fn unmarked(reason: &str) -> String {
    let mut out = String::with_capacity(reason.len());
    let mut rest = reason;
    while let Some(open) = rest.find('(') {
        let Some(close) = rest[open..].find(')').map(|c| open + c) else {
            break;
        };
        out.push_str(&rest[..open]);
        let kept: Vec<&str> = rest[open + 1..close].split(", ").filter_map(without_mark).collect();
        if kept.is_empty() {
            // The bracket held marks only: it goes, with the space before it.
            if out.ends_with(' ') {
                out.pop();
            }
        } else {
            out.push('(');
            out.push_str(&kept.join(", "));
            out.push(')');
        }
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

/// Whether `text` cites a rules file's mark ("(D2)", "rules D10", "G4"), as
/// nothing a family reads may: the mark found, if any.
#[must_use]
pub fn find_mark(text: &str) -> Option<&str> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .find(|word| is_mark(word))
}

/// A seat's name from the table's names, one per seat ("?" for a seat not
/// at the table).
#[must_use]
pub fn name(names: &[String], seat: rules_core::Seat) -> &str {
    names.get(seat.index()).map_or("?", String::as_str)
}

/// Words listed as a family says them in the interface's language: "Amal,
/// Dov and Lea"; Arabic "أمل، دوف ولينا" (و joined to an Arabic word);
/// Hebrew "אמל, דב ולאה" (ו joined to a Hebrew word, "ו-Dov" before a word
/// in another script or a number).
#[must_use]
pub fn list(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => (*one).to_string(),
        [first, middle @ .., last] => {
            let init = middle.iter().fold((*first).to_string(), |init, next| {
                crate::t!("table-list-comma", init = init, next = *next)
            });
            if in_own_script(last) {
                crate::t!("table-list-and", init = init, last = *last)
            } else {
                crate::t!("table-list-and-foreign", init = init, last = *last)
            }
        }
    }
}

/// The seats' names listed as the interface's language says them ([`list`]).
#[must_use]
pub fn names_list(names: &[String], seats: &[rules_core::Seat]) -> String {
    list(&seats.iter().map(|&s| name(names, s)).collect::<Vec<_>>())
}

/// Whether `word` starts with a letter of the interface language's own
/// script (Arabic letters in Arabic, Hebrew in Hebrew; always in English),
/// so that a conjunction may be joined to it.
fn in_own_script(word: &str) -> bool {
    let Some(c) = word.chars().next() else {
        return true;
    };
    match crate::i18n::lang() {
        crate::i18n::Lang::Ar => {
            matches!(c, '\u{0620}'..='\u{064A}' | '\u{066E}'..='\u{06D3}' | '\u{06FA}'..='\u{06FF}')
        }
        crate::i18n::Lang::He => matches!(c, '\u{05D0}'..='\u{05EA}'),
        crate::i18n::Lang::En | crate::i18n::Lang::Pseudo => true,
    }
}

/// A place in an order, in figures, as the interface's language writes it:
/// "1st", "2nd", "11th"; Arabic "الـ3"; Hebrew "ה-3".
#[must_use]
pub fn place(n: usize) -> String {
    crate::t!("table-place", place = crate::i18n::Arg::ordinal(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seats_name_is_its_players() {
        use rules_core::Seat;
        let names: Vec<String> = ["Amal", "Sami", "Dov"].map(String::from).to_vec();
        assert_eq!(name(&names, Seat(1)), "Sami");
        assert_eq!(name(&names, Seat(5)), "?", "a seat not at the table");
    }

    /// `f` in `lang`, the thread set back to English after.
    fn in_lang<R>(lang: crate::i18n::Lang, f: impl FnOnce() -> R) -> R {
        crate::i18n::set_lang(lang);
        let out = f();
        crate::i18n::set_lang(crate::i18n::Lang::En);
        out
    }

    #[test]
    fn lists_are_joined_as_each_language_joins_them() {
        use crate::i18n::Lang;
        let lists = || {
            [
                list(&[]),
                list(&["Amal"]),
                list(&["أمل", "سامي"]),
                list(&["أمل", "سامي", "דב", "Dov"]),
                list(&["אמל", "דב"]),
                list(&["אמל", "3"]),
            ]
        };
        assert_eq!(
            in_lang(Lang::En, lists),
            [
                "",
                "Amal",
                "أمل and سامي",
                "أمل, سامي, דב and Dov",
                "אמל and דב",
                "אמל and 3"
            ]
        );
        // Arabic: the Arabic comma, و joined to an Arabic word, spaced before another script.
        assert_eq!(
            in_lang(Lang::Ar, lists),
            ["", "Amal", "أمل وسامي", "أمل، سامي، דב و Dov", "אמל و דב", "אמל و 3"]
        );
        // Hebrew: ו joined to a Hebrew word, ו- before another script or a number.
        assert_eq!(
            in_lang(Lang::He, lists),
            ["", "Amal", "أمل ו-سامي", "أمل, سامي, דב ו-Dov", "אמל ודב", "אמל ו-3"]
        );
        let seats = [rules_core::Seat(0), rules_core::Seat(2)];
        let names: Vec<String> = ["هالة", "Sami", "عمر"].map(String::from).to_vec();
        assert_eq!(in_lang(Lang::Ar, || names_list(&names, &seats)), "هالة وعمر");
        assert_eq!(in_lang(Lang::En, || names_list(&names, &seats)), "هالة and عمر");
    }

    #[test]
    fn places_are_written_as_each_language_writes_them() {
        use crate::i18n::Lang;
        let places = || [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(place);
        assert_eq!(
            in_lang(Lang::En, places),
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st"
            ]
        );
        assert_eq!(
            in_lang(Lang::Ar, || [place(1), place(3), place(11)]),
            ["الـ1", "الـ3", "الـ11"]
        );
        assert_eq!(
            in_lang(Lang::He, || [place(1), place(3), place(11)]),
            ["ה-1", "ה-3", "ה-11"]
        );
    }

    #[test]
    fn counts_take_each_languages_plural_forms() {
        use crate::i18n::Lang;
        let counts = || [0, 1, 2, 3, 11, 100].map(|n| crate::t!("count-players", count = n));
        assert_eq!(
            in_lang(Lang::En, counts),
            [
                "0 players",
                "1 player",
                "2 players",
                "3 players",
                "11 players",
                "100 players"
            ]
        );
        // Arabic: zero, one, two, few (3–10), many (11–99), other (100).
        assert_eq!(
            in_lang(Lang::Ar, counts),
            ["لا لاعبين", "لاعب واحد", "لاعبان", "3 لاعبين", "11 لاعبًا", "100 لاعب"]
        );
        // Hebrew: one, two, other.
        assert_eq!(
            in_lang(Lang::He, counts),
            [
                "0 שחקנים",
                "שחקן אחד",
                "שני שחקנים",
                "3 שחקנים",
                "11 שחקנים",
                "100 שחקנים"
            ]
        );
    }

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
    fn a_family_emoji_is_one_grapheme_two_columns_wide_and_never_cut_inside() {
        // 👨‍👩‍👧: man, zero-width joiner, woman, joiner, girl: one picture, two columns.
        let family = "👨\u{200d}👩\u{200d}👧";
        assert_eq!(width(family), 2);
        assert_eq!(width(&format!("{family} Amal")), 7);
        assert_eq!(
            truncate(&format!("{family}{family}{family}"), 5),
            format!("{family}{family}…")
        );
        assert_eq!(
            truncate(&format!("Amal {family}"), 6),
            "Amal …",
            "cut before the emoji, not inside it"
        );
        assert_eq!(pad(family, 4), format!("{family}  "));
        assert_eq!(pad_left(family, 3), format!(" {family}"));
        assert_eq!(
            wrap(&format!("{family}{family}{family}"), 4),
            vec![format!("{family}{family}"), family.to_string()]
        );
        assert_eq!(
            wrap(&format!("the {family} plays"), 6),
            vec![format!("the {family}"), "plays".to_string()]
        );
        assert_eq!(
            wrap_log(&format!("{family} {family} {family}"), 5),
            vec![format!("{family} {family}"), format!("  {family}")]
        );
        // A flag and a skin tone are single graphemes too.
        assert_eq!(truncate("🇮🇱🇮🇱", 3), "🇮🇱…");
        assert_eq!(width("👍🏽"), 2);
    }

    #[test]
    fn reasons_lose_the_rules_files_marks_and_keep_their_words() {
        assert_eq!(
            unmarked("a card can be played, so the pile may not be picked up (D7)"),
            "a card can be played, so the pile may not be picked up"
        );
        assert_eq!(
            unmarked("the 5 can interlock somewhere, so it must (D2): b2 turned r1 makes no interlock"),
            "the 5 can interlock somewhere, so it must: b2 turned r1 makes no interlock"
        );
        assert_eq!(
            unmarked("lay a card of 5 or less (D12, D3); not a 7"),
            "lay a card of 5 or less; not a 7"
        );
        assert_eq!(
            unmarked("only with the cube on (options.cube, D3)"),
            "only with the cube on (options.cube)"
        );
        assert_eq!(
            unmarked("in hand (D9: \"holds\" means in the hand)"),
            "in hand (\"holds\" means in the hand)"
        );
        assert_eq!(
            unmarked("meet (a knob against a flat side)"),
            "meet (a knob against a flat side)"
        );
        assert_eq!(unmarked("a stage's help (rules D10)"), "a stage's help");
        assert_eq!(unmarked("(unclosed D2"), "(unclosed D2");
        assert_eq!(find_mark("never (D2) here"), Some("D2"));
        assert_eq!(find_mark("rules D10"), Some("D10"));
        assert_eq!(find_mark("b2, c3, r1, 6-5, Doubling, BAR, G, D123"), None);
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
