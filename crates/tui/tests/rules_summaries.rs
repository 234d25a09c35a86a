//! The `?` rules summaries in Arabic and Hebrew (`assets/rules/<id>.ar.md`,
//! `<id>.he.md`) say what the English one says: the same headings level by
//! level, the same lists with as many items, the same pictures, the same
//! numbers, no rules-file marks (D2) and no English left in them. And the
//! help overlay shows each one at 80×24 without a word cut.

mod common;

use std::collections::BTreeMap;

use majlis_tui::app::Showing;
use majlis_tui::i18n::{self, Lang};
use majlis_tui::markdown;
use majlis_tui::overlays::help::{self, HelpContent};
use majlis_tui::text;
use pulldown_cmark::{Event, Parser, Tag, TagEnd};
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::text::Line;

use common::{key, playing, render};

/// Latin words a translated summary may keep: the games' Latin names (as in
/// their titles, `توكي توكي (Toki Toki)`) and key names as keyboards print
/// them. Notation stays in code spans (`13/4`, `8 a`), which are not read
/// for words.
const ALLOWED_LATIN: &[&str] = &[
    "Khixa",
    "Jackar",
    "Shesh-Besh",
    "Wajh",
    "al-Nahs",
    "Toki",
    "Enter",
    "Esc",
    "Tab",
    "Backspace",
];

/// What a summary is made of, as far as its shape goes.
#[derive(Debug, Default, PartialEq, Eq)]
struct Shape {
    /// Each heading's level, in order.
    headings: Vec<u8>,
    /// Each list, in the order it opens: its depth, whether numbered, and
    /// how many items it has.
    lists: Vec<(usize, bool, usize)>,
    /// Each picture (fenced code block): its number of lines.
    pictures: Vec<usize>,
    /// How many bold and italic spans.
    bold: usize,
    italic: usize,
}

/// A summary read for its checks.
#[derive(Debug, Default)]
struct Read {
    shape: Shape,
    /// Every number (a run of digits), with how often it appears, in the
    /// text and in the notation alike.
    numbers: BTreeMap<String, usize>,
    /// Inline code spans (notation, keys): each one, with how often.
    code: BTreeMap<String, usize>,
    /// The words read as text, paragraph by paragraph (not code, not pictures).
    prose: Vec<String>,
    /// Everything, for the marks.
    all: String,
}

fn read(markdown: &str) -> Read {
    let mut read = Read::default();
    // Per open list: its index in `shape.lists`.
    let mut open: Vec<usize> = Vec::new();
    let mut picture = false;
    let mut prose = String::new();
    for event in Parser::new(markdown) {
        match event {
            Event::Start(Tag::Heading { level, .. }) => {
                read.shape.headings.push(level as u8);
            }
            Event::Start(Tag::List(first)) => {
                read.shape.lists.push((open.len(), first.is_some(), 0));
                open.push(read.shape.lists.len() - 1);
            }
            Event::End(TagEnd::List(_)) => {
                open.pop();
            }
            Event::Start(Tag::Item) => {
                if let Some(&at) = open.last() {
                    read.shape.lists[at].2 += 1;
                }
            }
            Event::Start(Tag::Strong) => read.shape.bold += 1,
            Event::Start(Tag::Emphasis) => read.shape.italic += 1,
            Event::Start(Tag::CodeBlock(_)) => picture = true,
            Event::End(TagEnd::CodeBlock) => picture = false,
            Event::Text(t) if picture => {
                read.shape.pictures.push(t.lines().count());
                count_numbers(&t, &mut read.numbers);
                read.all.push_str(&t);
            }
            Event::Text(t) => {
                count_numbers(&t, &mut read.numbers);
                prose.push_str(&t);
                read.all.push_str(&t);
            }
            Event::Code(c) => {
                count_numbers(&c, &mut read.numbers);
                *read.code.entry(c.to_string()).or_default() += 1;
                // A code span breaks a run of words: it is not a word.
                prose.push_str(" \u{0} ");
                read.all.push_str(&c);
            }
            Event::SoftBreak | Event::HardBreak => prose.push(' '),
            Event::End(TagEnd::Paragraph | TagEnd::Heading(_) | TagEnd::Item) => {
                read.prose.push(std::mem::take(&mut prose));
                read.all.push('\n');
            }
            _ => {}
        }
    }
    read.prose.push(prose);
    read
}

fn count_numbers(text: &str, numbers: &mut BTreeMap<String, usize>) {
    for run in text.split(|c: char| !c.is_ascii_digit()).filter(|r| !r.is_empty()) {
        *numbers.entry(run.to_owned()).or_default() += 1;
    }
}

/// Whether a word (punctuation around it stripped) is written in Latin
/// letters.
fn latin(word: &str) -> Option<&str> {
    let word = word.trim_matches(|c: char| !c.is_alphanumeric());
    let letters = word.chars().any(|c| c.is_ascii_alphabetic());
    let only_latin = word.chars().all(|c| c.is_ascii() || !c.is_alphabetic());
    (letters && only_latin).then_some(word)
}

/// Runs of three or more Latin words outside the allowed ones: English left
/// in a translation.
fn english_runs(read: &Read) -> Vec<String> {
    let mut runs = Vec::new();
    for paragraph in &read.prose {
        let mut run: Vec<&str> = Vec::new();
        let words = paragraph.split_whitespace().chain(std::iter::once("\u{0}"));
        for word in words {
            match latin(word) {
                Some(w) if !ALLOWED_LATIN.contains(&w) => run.push(w),
                _ => {
                    if run.len() >= 3 {
                        runs.push(run.join(" "));
                    }
                    run.clear();
                }
            }
        }
    }
    runs
}

/// Everything that makes `translated` drift from `english`; empty when it
/// keeps the English summary's shape.
fn drift(english: &str, translated: &str) -> Vec<String> {
    let en = read(english);
    let tr = read(translated);
    let mut problems = Vec::new();
    if en.shape.headings != tr.shape.headings {
        problems.push(format!(
            "headings: English has levels {:?}, this has {:?}",
            en.shape.headings, tr.shape.headings
        ));
    }
    if en.shape.lists != tr.shape.lists {
        problems.push(format!(
            "lists (depth, numbered, items): English has {:?}, this has {:?}",
            en.shape.lists, tr.shape.lists
        ));
    }
    if en.shape.pictures != tr.shape.pictures {
        problems.push(format!(
            "pictures' lines: English has {:?}, this has {:?}",
            en.shape.pictures, tr.shape.pictures
        ));
    }
    if (en.shape.bold, en.shape.italic) != (tr.shape.bold, tr.shape.italic) {
        problems.push(format!(
            "bold, italic: English has {:?}, this has {:?}",
            (en.shape.bold, en.shape.italic),
            (tr.shape.bold, tr.shape.italic)
        ));
    }
    if en.numbers != tr.numbers {
        problems.push(format!(
            "numbers (each with its count): English has {:?}, this has {:?}",
            en.numbers, tr.numbers
        ));
    }
    // Notation the English shows is shown the same; a translation may put
    // in code what the English wrote as plain text (a typed turn).
    for (code, n) in &en.code {
        let here = tr.code.get(code).copied().unwrap_or(0);
        if here < *n {
            problems.push(format!("`{code}`: English shows it {n} times, this {here}"));
        }
    }
    if let Some(mark) = text::find_mark(&tr.all) {
        problems.push(format!("a rules mark: {mark}"));
    }
    if let Some(digit) = tr
        .all
        .chars()
        .find(|c| matches!(c, '\u{660}'..='\u{669}' | '\u{6f0}'..='\u{6f9}'))
    {
        problems.push(format!("a number written {digit}: numbers are 0–9, as on the screens"));
    }
    for run in english_runs(&tr) {
        problems.push(format!("English left: \"{run}\""));
    }
    problems
}

fn translations() -> Vec<(&'static str, Lang, &'static str, &'static str)> {
    let mut all = Vec::new();
    for game in majlis_tui::games::SCREENS {
        for lang in [Lang::Ar, Lang::He] {
            all.push((game.id(), lang, game.rules.en, game.rules.source(lang)));
        }
    }
    all
}

#[test]
fn every_translated_summary_keeps_the_english_shape() {
    let mut problems = Vec::new();
    let all = translations();
    assert_eq!(all.len(), 10, "five games, two languages each");
    for (id, lang, english, translated) in all {
        for problem in drift(english, translated) {
            problems.push(format!("{id}.{}.md: {problem}", lang.code()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_english_summaries_carry_no_marks() {
    for game in majlis_tui::games::SCREENS {
        assert_eq!(text::find_mark(game.rules.en), None, "{}", game.id());
    }
}

/// The check itself: each kind of drift planted in a good translation is
/// found (and the good one passes).
#[test]
fn a_planted_drift_is_found() {
    let toki = majlis_tui::games::SCREENS
        .iter()
        .find(|g| g.id() == "toki")
        .expect("toki");
    let (en, ar) = (toki.rules.en, toki.rules.ar);
    assert_eq!(
        drift(en, ar),
        Vec::<String>::new(),
        "the Arabic Toki Toki summary keeps its shape"
    );
    let planted: &[(&str, String)] = &[
        ("headings", ar.replacen("## ", "### ", 1)),
        ("lists", {
            // The last item of the first list dropped.
            let item = ar.lines().find(|l| l.starts_with("- **d**")).expect("rule d");
            ar.replacen(&format!("{item}\n"), "", 1)
        }),
        ("numbers", ar.replacen("104", "105", 1)),
        ("bold", ar.replacen("**", "", 2)),
        ("a rules mark", ar.replacen("توكي", "توكي (D3)", 1)),
        ("English left", ar.replacen("توكي", "the Toki copies the other card", 1)),
        ("a number written", ar.replacen("104", "١٠٤ 104", 1)),
    ];
    for (what, drifted) in planted {
        let found = drift(en, drifted);
        assert!(
            found.iter().any(|p| p.starts_with(what)),
            "a planted drift in {what} is not found: {found:?}"
        );
    }
    // Khixa's picture: a line lost.
    let khixa = majlis_tui::games::SCREENS
        .iter()
        .find(|g| g.id() == "khixa")
        .expect("khixa");
    let he = khixa.rules.he;
    let picture_line = he.lines().find(|l| l.contains('▼')).expect("a picture line");
    let found = drift(khixa.rules.en, &he.replacen(&format!("{picture_line}\n"), "", 1));
    assert!(found.iter().any(|p| p.starts_with("pictures")), "{found:?}");
    // A code span of the English lost.
    let jackar = majlis_tui::games::SCREENS
        .iter()
        .find(|g| g.id() == "jackar")
        .expect("jackar");
    let found = drift(jackar.rules.en, &jackar.rules.ar.replacen("`K out`", "K", 1));
    assert!(found.iter().any(|p| p.starts_with("`K out`")), "{found:?}");
}

/// A line's text.
fn plain(line: &Line) -> String {
    line.spans.iter().map(|s| s.content.as_ref()).collect()
}

/// The words of lines, bullets and numbers of the lists left out.
fn words(lines: &[Line]) -> Vec<String> {
    lines
        .iter()
        .flat_map(|l| plain(l).split_whitespace().map(str::to_owned).collect::<Vec<_>>())
        .collect()
}

/// In every language, the summary as the help overlay lays it out at 80×24
/// fits its lines (nothing clipped at the popup's edge) and keeps every word
/// whole and in order: the words are those of the summary laid out with no
/// width limit.
#[test]
fn the_help_lays_every_summary_out_without_a_cut_word_at_80x24() {
    // The body of an 80×24 screen is at most 80 columns wide.
    let body = Rect::new(0, 1, 80, 22);
    for game in majlis_tui::games::SCREENS {
        for lang in [Lang::En, Lang::Ar, Lang::He] {
            i18n::set_lang(lang);
            let summary = game.rules.current();
            let content = HelpContent {
                rules: Some(summary),
                ..HelpContent::default()
            };
            let columns = help::layout(body, &content).width - 4;
            let lines = content.lines(columns);
            for line in &lines {
                assert!(
                    text::width(&plain(line)) <= usize::from(columns),
                    "{} ({}): a line wider than the help's {columns} columns: {:?}",
                    game.id(),
                    lang.code(),
                    plain(line)
                );
            }
            let whole = markdown::render(summary, 10_000);
            assert_eq!(
                words(&lines),
                words(&whole),
                "{} ({}): words cut or lost at {columns} columns",
                game.id(),
                lang.code()
            );
        }
    }
    i18n::set_lang(Lang::En);
}

/// Each game's help (`?`) in Arabic and in Hebrew, at 80×24, read page by
/// page to its end: it draws without a panic, every page shows the overlay,
/// and the pages move on until the last.
#[test]
fn the_help_in_arabic_and_hebrew_draws_every_page_at_80x24() {
    for lang in [Lang::Ar, Lang::He] {
        i18n::set_lang(lang);
        for game in majlis_tui::games::SCREENS {
            let names: &[&str] = match game.id() {
                "shesh-besh" => &["هالة", "עומר"],
                _ => &["هالة", "עומר", "Amal", "Dov"],
            };
            let (_dir, mut app) = playing(&format!("summary-help-{}", lang.code()), (80, 24), game.id(), 7, names);
            // Games with hidden cards open behind the curtain: the first
            // player takes the device.
            if app.showing() == Showing::Curtain {
                key(&mut app, KeyCode::Char(' '));
            }
            assert_eq!(app.showing(), Showing::Game, "{}", game.id());
            key(&mut app, KeyCode::Char('?'));
            assert_eq!(app.showing(), Showing::Help, "{}: ? opens the help", game.id());
            let first = render(&app);
            let summary = game.rules.current();
            // The game's Latin name in the summary's title: it reads the same
            // before and after the bidi layer reorders and shapes the cells.
            let title = plain(&markdown::render(summary, 76)[0]);
            let mut pages = vec![first];
            for _ in 0..40 {
                key(&mut app, KeyCode::PageDown);
                let page = render(&app);
                if pages.last() == Some(&page) {
                    break;
                }
                pages.push(page);
            }
            assert!(
                pages.len() > 1,
                "{} ({}): the help is longer than a screen but does not page",
                game.id(),
                lang.code()
            );
            let shown = pages.concat();
            let latin_names: Vec<&str> = title.split_whitespace().filter_map(latin).collect();
            assert!(!latin_names.is_empty(), "{}: no Latin name in {title:?}", game.id());
            for word in latin_names {
                assert!(
                    shown.contains(word),
                    "{} ({}): the summary's title word {word:?} is not in the help",
                    game.id(),
                    lang.code()
                );
            }
        }
    }
    i18n::set_lang(Lang::En);
}
