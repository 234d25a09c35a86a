//! The bidirectional layer's tests: lines as a reader of Arabic or Hebrew
//! expects them, styles kept, wide characters, odd areas; the shaper's table
//! against Unicode's data; and properties over random lines.

use proptest::prelude::*;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use unicode_joining_type::{JoiningType, get_joining_type};
use unicode_normalization::UnicodeNormalization;

use super::shape::{self, Form, Shaped};
use super::*;
use crate::i18n::{Lang, set_lang};

/// Row `y` of `buf` as read on screen, left to right (a wide character's
/// covered cell left out).
fn row(buf: &Buffer, y: u16) -> String {
    let mut out = String::new();
    let mut x = buf.area.left();
    while x < buf.area.right() {
        let cell = &buf[(x, y)];
        out.push_str(cell.symbol());
        x += u16::try_from(columns(cell)).unwrap_or(1);
    }
    out
}

/// `text` drawn at the left of a one-row buffer `width` wide, put in visual
/// order in `lang`.
fn visual(lang: Lang, text: &str, width: u16) -> String {
    set_lang(lang);
    let mut buf = Buffer::empty(Rect::new(0, 0, width, 1));
    buf.set_string(0, 0, text, Style::new());
    let all = buf.area;
    visual_area(&mut buf, all);
    set_lang(Lang::En);
    row(&buf, 0)
}

#[test]
fn hebrew_reads_right_to_left_and_aligns_right_in_hebrew() {
    assert_eq!(visual(Lang::He, "שלום", 10), "      םולש");
}

#[test]
fn a_row_of_english_in_english_is_left_alone() {
    assert_eq!(visual(Lang::En, "Amal rolls 6 and 3", 20), "Amal rolls 6 and 3  ");
}

#[test]
fn english_in_a_right_to_left_interface_aligns_right_and_keeps_its_order() {
    assert_eq!(visual(Lang::He, "abc", 6), "   abc");
    assert_eq!(visual(Lang::Ar, "Enter", 8), "   Enter");
}

#[test]
fn arabic_is_shaped_joined_and_reversed() {
    // هالة: heh initial, alef final, lam initial (alef does not join what
    // follows), teh marbuta final; read from the right.
    assert_eq!(visual(Lang::Ar, "هالة", 4), "\u{FE94}\u{FEDF}\u{FE8E}\u{FEEB}");
    // عمر: ain initial, meem medial, reh final.
    assert_eq!(visual(Lang::Ar, "عمر", 3), "\u{FEAE}\u{FEE4}\u{FECB}");
}

#[test]
fn an_arabic_name_reads_right_in_the_english_interface() {
    assert_eq!(
        visual(Lang::En, "Turn: عمر now", 14),
        "Turn: \u{FEAE}\u{FEE4}\u{FECB} now "
    );
    assert_eq!(visual(Lang::En, "Dov and דני", 12), "Dov and ינד ");
}

#[test]
fn numbers_and_notation_stay_left_to_right_in_right_to_left_text() {
    // "move 13/7": the move's notation keeps its order, to the left of the word.
    assert_eq!(visual(Lang::He, "מהלך 13/7", 12), "   13/7 ךלהמ");
    // A board coordinate.
    assert_eq!(visual(Lang::He, "אל b2", 8), "   b2 לא");
    // A doubled stake: the number and its × stay as written.
    assert_eq!(visual(Lang::He, "פי 2×", 8), "   2× יפ");
    // A sentence with two numbers: each reads left to right, the sentence right to left.
    assert_eq!(visual(Lang::He, "זרק 5 ו 3", 9), "3 ו 5 קרז");
    assert_eq!(visual(Lang::He, "ניקוד 120", 9), "120 דוקינ");
}

#[test]
fn brackets_are_mirrored_in_right_to_left_runs() {
    assert_eq!(visual(Lang::He, "(דני)", 5), "(ינד)");
    assert_eq!(visual(Lang::He, "דני (מחשב)", 10), "(בשחמ) ינד");
    // In left-to-right text they stay as they are.
    assert_eq!(visual(Lang::En, "Dov (home)", 10), "Dov (home)");
}

#[test]
fn lam_alef_becomes_one_ligature_and_frees_a_cell_at_the_end_of_its_run() {
    // لا alone: the isolated ligature; the freed cell is a blank.
    assert_eq!(visual(Lang::Ar, "لا", 2), " \u{FEFB}");
    // سلام: seen initial, lam-alef final (joined to the seen), meem isolated
    // (the ligature does not join what follows); the blank at the word's
    // logical end, which is its left in Arabic.
    assert_eq!(visual(Lang::Ar, "سلام", 4), " \u{FEE1}\u{FEFC}\u{FEB3}");
    // In an English line, the blank stays with the Arabic word.
    assert_eq!(visual(Lang::En, "سلام x", 6), " \u{FEE1}\u{FEFC}\u{FEB3} x");
    // With hamza: lam + alef with hamza above.
    assert_eq!(visual(Lang::Ar, "لأ", 2), " \u{FEF7}");
    // Marks on the lam and on the alef stay with the ligature.
    assert_eq!(visual(Lang::Ar, "لَاً", 2), " \u{FEFB}\u{064E}\u{064B}");
}

#[test]
fn a_sentence_of_arabic_with_numbers_reads_right() {
    // "رمى 5 و 3" (threw 5 and 3), right-aligned in 12 columns.
    let got = visual(Lang::Ar, "رمى 5 و 3", 12);
    // reh isolated (it does not join what follows), meem initial, alef maksura final.
    assert_eq!(got, "   3 \u{FEED} 5 \u{FEF0}\u{FEE3}\u{FEAD}");
}

#[test]
fn styles_travel_with_their_characters() {
    set_lang(Lang::En);
    let name = Style::new().fg(Color::Red).add_modifier(Modifier::BOLD);
    let mut buf = Buffer::empty(Rect::new(0, 0, 12, 1));
    let (x, _) = buf.set_stringn(0, 0, "To ", 12, Style::new());
    let (x, _) = buf.set_stringn(x, 0, "עמר", 12, name);
    buf.set_stringn(x, 0, " won", 12, Style::new().fg(Color::Green));
    let all = buf.area;
    visual_area(&mut buf, all);
    assert_eq!(row(&buf, 0), "To רמע won  ");
    for x in 3..6 {
        assert_eq!(
            (buf[(x, 0)].fg, buf[(x, 0)].modifier),
            (Color::Red, Modifier::BOLD),
            "column {x}"
        );
    }
    assert_eq!(buf[(0, 0)].fg, Color::Reset);
    assert_eq!(buf[(8, 0)].fg, Color::Green);
    // The same in Hebrew: the name's cells are still bold red where they land.
    set_lang(Lang::He);
    let mut buf = Buffer::empty(Rect::new(0, 0, 6, 1));
    buf.set_stringn(0, 0, "לעמר", 6, Style::new());
    buf[(1, 0)].set_style(name);
    let all = buf.area;
    visual_area(&mut buf, all);
    set_lang(Lang::En);
    assert_eq!(row(&buf, 0), "  רמעל");
    // ע was second in logical order: it is second from the right.
    assert_eq!(buf[(4, 0)].symbol(), "ע");
    assert_eq!((buf[(4, 0)].fg, buf[(4, 0)].modifier), (Color::Red, Modifier::BOLD));
    assert_eq!(
        (buf[(5, 0)].fg, buf[(5, 0)].modifier),
        (Color::Reset, Modifier::empty())
    );
}

#[test]
fn a_wide_emoji_moves_with_the_cell_it_covers() {
    assert_eq!(visual(Lang::He, "😀 דני", 8), "  ינד 😀");
    set_lang(Lang::He);
    let mut buf = Buffer::empty(Rect::new(0, 0, 8, 1));
    buf.set_string(0, 0, "😀 דני", Style::new());
    let all = buf.area;
    visual_area(&mut buf, all);
    set_lang(Lang::En);
    assert_eq!(buf[(6, 0)].symbol(), "😀");
    assert_eq!(buf[(7, 0)].symbol(), " ", "the covered cell follows its emoji");
    // In an English line with a Hebrew name and an emoji.
    assert_eq!(visual(Lang::En, "🎲 דני 🎲", 10), "🎲 ינד 🎲 ");
}

#[test]
fn a_wide_character_cut_by_the_area_edge_stays_put() {
    set_lang(Lang::He);
    let mut buf = Buffer::empty(Rect::new(0, 0, 6, 1));
    buf.set_string(0, 0, "אב 😀", Style::new());
    // The area ends in the middle of the emoji (columns 3-4).
    visual_area(&mut buf, Rect::new(0, 0, 4, 1));
    assert_eq!(row(&buf, 0), " בא😀 ");
    // The area starts in its middle.
    let mut buf = Buffer::empty(Rect::new(0, 0, 6, 1));
    buf.set_string(0, 0, "😀אב", Style::new());
    visual_area(&mut buf, Rect::new(1, 0, 5, 1));
    set_lang(Lang::En);
    assert_eq!(row(&buf, 0), "😀  בא");
}

#[test]
fn a_row_of_spaces_stays_spaces() {
    assert_eq!(visual(Lang::Ar, "", 7), "       ");
    assert_eq!(visual(Lang::He, "   ", 3), "   ");
}

#[test]
fn zero_size_areas_and_areas_outside_the_buffer_do_nothing_and_never_panic() {
    set_lang(Lang::Ar);
    let mut buf = Buffer::empty(Rect::new(2, 3, 10, 2));
    buf.set_string(2, 3, "عمر", Style::new());
    let before = buf.clone();
    for area in [
        Rect::new(2, 3, 0, 2),
        Rect::new(2, 3, 10, 0),
        Rect::new(0, 0, 2, 3),
        Rect::new(50, 50, 10, 10),
        Rect::new(u16::MAX - 1, u16::MAX - 1, 5, 5),
    ] {
        visual_area(&mut buf, area);
        assert_eq!(buf, before, "{area:?}");
    }
    // Partly outside: the part inside is done.
    visual_area(&mut buf, Rect::new(0, 0, 100, 4));
    set_lang(Lang::En);
    assert_eq!(row(&buf, 3), "       \u{FEAE}\u{FEE4}\u{FECB}");
}

#[test]
fn only_the_area_is_touched() {
    set_lang(Lang::He);
    let mut buf = Buffer::empty(Rect::new(0, 0, 10, 2));
    buf.set_string(0, 0, "|אב|", Style::new());
    buf.set_string(0, 1, "|אב|", Style::new());
    visual_area(&mut buf, Rect::new(1, 0, 5, 1));
    set_lang(Lang::En);
    // The area's cells only: "אב|  " reversed.
    assert_eq!(row(&buf, 0), "|  |בא    ");
    assert_eq!(row(&buf, 1), "|אב|      ");
}

#[test]
fn terminal_mode_leaves_the_cells_as_drawn() {
    set_mode(Mode::Terminal);
    let got = visual(Lang::Ar, "هالة 3", 8);
    set_mode(Mode::App);
    assert_eq!(got, "هالة 3  ");
}

#[test]
fn the_visual_wrapper_draws_then_reorders() {
    set_lang(Lang::He);
    let mut buf = Buffer::empty(Rect::new(0, 0, 6, 1));
    Visual(ratatui::widgets::Paragraph::new("שלום")).render(buf.area, &mut buf);
    set_lang(Lang::En);
    assert_eq!(row(&buf, 0), "  םולש");
}

#[test]
fn a_row_with_a_skip_cell_is_left_alone() {
    set_lang(Lang::He);
    let mut buf = Buffer::empty(Rect::new(0, 0, 4, 1));
    buf.set_string(0, 0, "אב", Style::new());
    buf[(3, 0)].set_diff_option(ratatui::buffer::CellDiffOption::Skip);
    let before = buf.clone();
    let all = buf.area;
    visual_area(&mut buf, all);
    set_lang(Lang::En);
    assert_eq!(buf, before);
}

#[test]
fn bidi_modes_parse() {
    assert_eq!(Mode::parse("app"), Ok(Mode::App));
    assert_eq!(Mode::parse(" Terminal "), Ok(Mode::Terminal));
    let err = Mode::parse("both").expect_err("no such mode");
    assert!(
        err.contains("\"both\"") && err.contains("app") && err.contains("terminal"),
        "{err}"
    );
}

// The shaper against Unicode's data.

#[test]
fn every_form_decomposes_to_its_letter_and_follows_its_joining_type() {
    let mut letters = 0;
    for letter in shape::letters() {
        letters += 1;
        // Which forms Unicode's joining type calls for.
        let wanted: &[Form] = match get_joining_type(letter) {
            JoiningType::DualJoining => &[Form::Isolated, Form::Final, Form::Initial, Form::Medial],
            JoiningType::RightJoining => &[Form::Isolated, Form::Final],
            JoiningType::NonJoining => &[Form::Isolated],
            other => panic!("{letter:?} is {other:?}"),
        };
        for which in [Form::Isolated, Form::Final, Form::Initial, Form::Medial] {
            let got = shape::form(letter, which);
            if wanted.contains(&which) {
                let c = got.unwrap_or_else(|| panic!("{letter:?} has no {which:?} form"));
                assert_eq!(
                    c.to_string().nfkd().collect::<String>(),
                    letter.to_string().nfkd().collect::<String>(),
                    "{which:?} of {letter:?}"
                );
                // The character is a presentation form, not the letter itself.
                assert_ne!(c, letter);
            } else {
                assert_eq!(got, None, "{letter:?} has no {which:?} form in Unicode");
            }
        }
    }
    assert!(letters > 40, "{letters}");
    // Every letter of the basic Arabic alphabet is in the table.
    for letter in ('\u{0621}'..='\u{063A}').chain('\u{0641}'..='\u{064A}') {
        assert!(shape::letters().any(|c| c == letter), "{letter:?} is missing");
    }
}

#[test]
fn the_lam_alef_ligatures_decompose_to_lam_and_alef() {
    for alef in ['\u{0622}', '\u{0623}', '\u{0625}', '\u{0627}'] {
        let word = format!("\u{0644}{alef}");
        let shaped = shape::shape(["\u{0644}", &alef.to_string()]);
        let Shaped::Ligature(lig) = shaped[0] else {
            panic!("{shaped:?}")
        };
        assert_eq!(
            lig.to_string().nfkd().collect::<String>(),
            word.nfkd().collect::<String>()
        );
        assert_eq!(shaped[1], Shaped::Freed);
    }
}

#[test]
fn harakat_stay_with_their_letter_and_do_not_break_joining() {
    // بَب: beh with fatha, beh: the first initial (its mark travels with
    // it), the second final.
    let shaped = shape::shape(["\u{0628}\u{064E}", "\u{0628}"]);
    assert_eq!(shaped, vec![Shaped::Now('\u{FE91}'), Shaped::Now('\u{FE90}')]);
    assert_eq!(
        visual(Lang::Ar, "\u{0628}\u{064E}\u{0628}", 2),
        "\u{FE90}\u{FE91}\u{064E}"
    );
    // A mark in a cell of its own is transparent: the letters either side join.
    let shaped = shape::shape(["\u{0628}", "\u{064E}", "\u{0628}"]);
    assert_eq!(shaped[0], Shaped::Now('\u{FE91}'));
    assert_eq!(shaped[1], Shaped::Same);
    assert_eq!(shaped[2], Shaped::Now('\u{FE90}'));
}

#[test]
fn tatweel_joins_both_ways() {
    // بـ: beh before a tatweel takes its initial form.
    let shaped = shape::shape(["\u{0628}", "\u{0640}"]);
    assert_eq!(shaped, vec![Shaped::Now('\u{FE91}'), Shaped::Same]);
}

// Properties over random lines.

/// The characters a random line is made of: Arabic (lam and alef often, for
/// the ligatures), Hebrew, Latin, digits, notation, brackets, blanks, emoji.
fn piece() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "ل", "ا", "أ", "ه", "ع", "م", "ر", "ة", "ب", "\u{064E}", "ـ", "ש", "ל", "ו", "ם", "a", "B", "z", "1", "3", "7",
        "/", "×", ".", ",", ":", "(", ")", "[", "]", "<", ">", " ", " ", "😀", "🎲", "·", "\u{200F}",
    ])
}

/// A visible character reduced to what it stands for: presentation forms
/// decomposed (so a ligature counts as lam and alef), mirrored pairs made one.
fn essence(symbol: &str) -> Vec<char> {
    symbol
        .nfkc()
        .filter(|c| !c.is_whitespace())
        .map(|c| match unicode_bidi_mirroring::get_mirrored(c) {
            Some(m) if m < c => m,
            _ => c,
        })
        .collect()
}

/// Every cell of the buffer reduced to its essence, sorted.
fn visible(buf: &Buffer) -> Vec<char> {
    let mut all: Vec<char> = buf.content.iter().flat_map(|c| essence(c.symbol())).collect();
    all.sort_unstable();
    all
}

proptest! {
    #[test]
    fn reordering_keeps_every_character_and_stays_in_its_area(
        lines in prop::collection::vec(prop::collection::vec(piece(), 0..30), 1..4),
        (ax, ay, aw, ah) in (0u16..12, 0u16..5, 0u16..40, 0u16..6),
        lang in prop::sample::select(vec![Lang::En, Lang::Ar, Lang::He]),
    ) {
        set_lang(lang);
        let mut buf = Buffer::empty(Rect::new(0, 0, 24, 4));
        for (y, pieces) in lines.iter().enumerate() {
            buf.set_string(0, u16::try_from(y).unwrap_or(0), pieces.concat(), Style::new().fg(Color::Blue));
        }
        let before = buf.clone();
        let area = Rect::new(ax, ay, aw, ah);
        visual_area(&mut buf, area);
        set_lang(Lang::En);
        prop_assert_eq!(visible(&buf), visible(&before));
        let inside = area.intersection(buf.area);
        for y in 0..4u16 {
            for x in 0..24u16 {
                let outside = !inside.contains(ratatui::layout::Position::new(x, y));
                if outside {
                    prop_assert_eq!(&buf[(x, y)], &before[(x, y)], "({}, {}) is outside {:?}", x, y, area);
                }
            }
            // A wide character is still followed by the cell it covers.
            let mut x = 0;
            while x < 24 {
                let w = u16::try_from(columns(&buf[(x, y)])).unwrap_or(1);
                prop_assert!(x + w <= 24);
                x += w;
            }
        }
    }

    #[test]
    fn a_line_without_right_to_left_text_is_untouched_in_english(
        pieces in prop::collection::vec(prop::sample::select(vec!["a", "Z", "1", "/", " ", "(", ")", "😀", "·"]), 0..30),
    ) {
        set_lang(Lang::En);
        let mut buf = Buffer::empty(Rect::new(0, 0, 24, 1));
        buf.set_string(0, 0, pieces.concat(), Style::new());
        let before = buf.clone();
        let all = buf.area;
    visual_area(&mut buf, all);
        prop_assert_eq!(buf, before);
    }
}

#[test]
fn columns_apart_by_two_blanks_or_more_are_reordered_each_on_its_own() {
    // An Arabic name, then its score: the score stays in its column, the
    // name reads right inside its own.
    assert_eq!(
        visual(Lang::En, "هالة     = 0   עמר  = 12", 24),
        "\u{FE94}\u{FEDF}\u{FE8E}\u{FEEB}     = 0   רמע  = 12"
    );
    // A title at the left and the players at the right of an English title bar.
    assert_eq!(
        visual(Lang::En, "Toki · توكي     هالة vs עמר", 27),
        "Toki · \u{FEF2}\u{FEDB}\u{FEEE}\u{FE97}     \u{FE94}\u{FEDF}\u{FE8E}\u{FEEB} vs רמע"
    );
    // In Hebrew the columns swap sides (the layout mirrors), each read in Hebrew.
    assert_eq!(visual(Lang::He, "דני   = 3", 9), "3 =   ינד");
    // A table row: the name, then its numbers, each column whole.
    assert_eq!(visual(Lang::En, "עמר    ·    12", 14), "רמע    ·    12");
}

#[test]
fn a_freed_cell_stays_in_its_column() {
    // سلام in the first column of a Hebrew row: the freed cell stays in the
    // word's column, the second column does not move.
    assert_eq!(visual(Lang::He, "סך  سلام", 8), " \u{FEE1}\u{FEFC}\u{FEB3}  ךס");
    assert_eq!(visual(Lang::He, "سلام  סך", 8), "ךס   \u{FEE1}\u{FEFC}\u{FEB3}");
}

// Isolates: names and signed numbers read as units.

/// `text` in visual order in `lang`, with `names` the table's names.
fn visual_named(lang: Lang, names: &[&str], text: &str, width: u16) -> String {
    set_names(names);
    let got = visual(lang, text, width);
    set_names::<&str>(&[]);
    got
}

#[test]
fn an_arabic_name_before_a_number_reads_first_in_the_english_interface() {
    // Without isolation the name and the score are one right-to-left run:
    // "1 :ﺔﻟﺎﻫ".
    assert_eq!(
        visual_named(Lang::En, &["هالة", "عمر"], "هالة: 1", 8),
        "\u{FE94}\u{FEDF}\u{FE8E}\u{FEEB}: 1 "
    );
    assert_eq!(
        visual_named(Lang::En, &["דני"], "דני 6-3: 24/18", 15),
        "ינד 6-3: 24/18 "
    );
}

#[test]
fn two_right_to_left_names_in_an_english_list_keep_their_order() {
    assert_eq!(
        visual_named(Lang::En, &["هالة", "عمر"], "هالة, عمر", 9),
        "\u{FE94}\u{FEDF}\u{FE8E}\u{FEEB}, \u{FEAE}\u{FEE4}\u{FECB}"
    );
    assert_eq!(
        visual_named(Lang::En, &["עמר", "דני", "לאה"], "עמר, דני and לאה", 16),
        "רמע, ינד and האל"
    );
}

#[test]
fn a_latin_name_in_an_arabic_line_reads_first_from_the_right() {
    // "Amal: 3" in Arabic: the name at the right, then the colon, then 3.
    assert_eq!(visual_named(Lang::Ar, &["Amal", "Omar"], "Amal: 3", 8), " 3 :Amal");
    // A name of two words is one unit.
    assert_eq!(visual_named(Lang::He, &["Abu Ali"], "Abu Ali: 12", 12), " 12 :Abu Ali");
    // Without the name known, the line is one left-to-right run.
    assert_eq!(visual_named(Lang::Ar, &[], "Amal: 3", 8), " Amal: 3");
}

#[test]
fn a_name_inside_a_longer_word_is_not_taken_for_it() {
    // "Om" is a name, "Omar" is not: the word is not split.
    assert_eq!(visual_named(Lang::Ar, &["Om"], "Omar: 3", 8), " Omar: 3");
    // The longer of two names that start alike is found whole.
    assert_eq!(visual_named(Lang::Ar, &["Om", "Omar"], "Omar: 3", 8), " 3 :Omar");
}

#[test]
fn names_in_a_turn_order_run_the_way_the_arrows_point() {
    // Latin names in Arabic: the arrows (written ← in Arabic) point from
    // each player to the next.
    assert_eq!(
        visual_named(Lang::Ar, &["Sami", "Dov", "Lea"], "Sami ← Dov ← Lea", 16),
        "Lea ← Dov ← Sami"
    );
    // Arabic names in English: → points from each to the next.
    assert_eq!(
        visual_named(Lang::En, &["هالة", "عمر"], "هالة → عمر", 10),
        "\u{FE94}\u{FEDF}\u{FE8E}\u{FEEB} → \u{FEAE}\u{FEE4}\u{FECB}"
    );
}

#[test]
fn a_negative_number_keeps_its_minus_on_its_left() {
    assert_eq!(visual(Lang::He, "סך −5", 5), "−5 ךס");
    assert_eq!(visual(Lang::He, "-12", 5), "  -12");
    // After Arabic letters numbers are Arabic numbers (rule W2), whose sign
    // the plain algorithm puts on their right.
    assert_eq!(visual(Lang::Ar, "نقاط −5", 7), "−5 \u{FEC1}\u{FE8E}\u{FED8}\u{FEE7}");
    assert_eq!(visual(Lang::Ar, "نقاط +3", 7), "+3 \u{FEC1}\u{FE8E}\u{FED8}\u{FEE7}");
    // A score column of its own.
    assert_eq!(visual(Lang::Ar, "عمر   −15", 9), "−15   \u{FEAE}\u{FEE4}\u{FECB}");
    // A dash between numbers is not a sign: dice stay as they were.
    assert_eq!(visual(Lang::He, "זרק 6-3", 7), "6-3 קרז");
}

#[test]
fn a_size_reads_as_written() {
    // "your window 100×29" in Arabic: the width first, at the left.
    assert_eq!(
        visual(Lang::Ar, "نافذتك 100×29", 13),
        "100×29 \u{FEDA}\u{FE97}\u{FEAC}\u{FED3}\u{FE8E}\u{FEE7}"
    );
    assert_eq!(visual(Lang::Ar, "فرص 2×", 6), "2× \u{FEB9}\u{FEAE}\u{FED3}");
    assert_eq!(visual(Lang::He, "חלון 80×24", 10), "80×24 ןולח");
}

#[test]
fn names_in_the_lines_own_direction_are_left_in_the_line() {
    // Arabic names with cards in Arabic: read from the right, each name
    // with its card, the list in order.
    let got = visual_named(Lang::Ar, &["سامي", "داود", "ليلى"], "سامي A، داود 4، ليلى 10", 23);
    let names = ["سامي", "داود", "ليلى"].map(|n| visual(Lang::Ar, n, 4));
    assert_eq!(got, format!("10 {} ،4 {} ،A {}", names[2], names[1], names[0]));
}

#[test]
fn a_roll_of_the_dice_reads_as_written_after_an_arabic_name() {
    // "أمل 6-2: 15/9": Amal rolled six and two.
    let amal = visual(Lang::Ar, "أمل", 3);
    assert_eq!(
        visual_named(Lang::Ar, &["أمل"], "أمل 6-2: 15/9", 13),
        format!("15/9 :6-2 {amal}")
    );
    // A range with its dash between two numbers is read from the right.
    assert_eq!(visual(Lang::Ar, "من 1–8", 6), "8–1 \u{FEE6}\u{FEE3}");
}

#[test]
fn a_lone_card_letter_is_a_unit_but_a_key_with_its_other_name_is_not_split() {
    // Latin names and a card's rank in Arabic: read from the right, Sami's
    // card, then Dov's.
    assert_eq!(
        visual_named(Lang::Ar, &["Sami", "Dov"], "Sami A، Dov 4", 13),
        "4 Dov ،A Sami"
    );
    // A letter in a word of notation stays with it (the Latin examples
    // read as one left-to-right list).
    let example = visual(Lang::Ar, "مثلا", 4);
    assert_eq!(
        visual(Lang::Ar, "مثلا keep c، a3", 15),
        format!(" keep c، a3 {}", example.trim_start())
    );
    // A key and its other name stay as written.
    let delete = visual(Lang::Ar, "احذف", 4);
    assert_eq!(visual(Lang::Ar, "d/Delete  احذف", 14), format!("{delete}  d/Delete"));
}

#[test]
fn a_latin_name_joined_to_arabic_and_is_still_a_name() {
    // "وAmal: 3" (and Amal: 3): read from the right, و, Amal, then 3.
    assert_eq!(
        visual_named(Lang::Ar, &["Sami", "Amal"], "وAmal: 3", 8),
        "3 :Amal\u{FEED}"
    );
}

// The text cursor.

#[test]
fn the_cursor_sits_where_the_next_character_appears() {
    let row = Rect::new(2, 0, 20, 1);
    set_lang(Lang::Ar);
    // Latin typed in Arabic, from logical column 4: "Amal" ends up at
    // columns 14–17 (the row mirrored), the next letter at its right.
    assert_eq!(caret(row, 4, "Amal"), 18);
    // Arabic typed in Arabic: at its left.
    assert_eq!(caret(row, 4, "هالة"), 13);
    // Nothing typed yet: where the field starts, at the right.
    assert_eq!(caret(row, 4, ""), 17);
    set_lang(Lang::En);
    assert_eq!(caret(row, 4, "Amal"), 10);
    // Arabic typed in English: at its left.
    assert_eq!(caret(row, 4, "هالة"), 5);
    assert_eq!(caret(row, 4, ""), 6);
}

/// Setup with `name` typed in the first field, drawn at 80×24 in `lang`:
/// the row of the field and where the cursor is.
fn setup_with_name(lang: Lang, name: &str) -> (String, u16, u16) {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use ratatui::{Terminal, backend::TestBackend};
    set_lang(lang);
    let mut setup = crate::screens::setup::Setup::new(crate::games::find("toki").expect("toki"));
    for c in name.chars() {
        setup.on_key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
    }
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
    terminal
        .draw(|f| {
            set_names(&setup.names());
            setup.draw(f, f.area(), true);
        })
        .expect("drawn");
    let at = terminal.get_cursor_position().expect("a cursor");
    let buf = terminal.backend().buffer().clone();
    set_lang(Lang::En);
    set_names::<&str>(&[]);
    (row(&buf, at.y), at.x, at.y)
}

#[test]
fn setup_puts_the_cursor_after_a_latin_name_in_arabic() {
    let (line, x, y) = setup_with_name(Lang::Ar, "Amal");
    // The name is drawn left to right; the cursor is on the cell right of its l.
    let at = line.find("Amal").map(|b| line[..b].chars().count()).expect(&line);
    assert_eq!(usize::from(x), at + 4, "row {y}: {line:?}");
    // An Arabic name in Arabic: the cursor at its left.
    let (line, x, _) = setup_with_name(Lang::Ar, "هالة");
    let shaped = visual(Lang::Ar, "هالة", 4);
    let at = line.find(&shaped).map(|b| line[..b].chars().count()).expect(&line);
    assert_eq!(usize::from(x) + 1, at, "{line:?}");
    // And an Arabic name in English: at its left too.
    let (line, x, _) = setup_with_name(Lang::En, "هالة");
    let at = line.find(&shaped).map(|b| line[..b].chars().count()).expect(&line);
    assert_eq!(usize::from(x) + 1, at, "{line:?}");
    // A Latin name in English: at its right.
    let (line, x, _) = setup_with_name(Lang::En, "Amal");
    let at = line.find("Amal").map(|b| line[..b].chars().count()).expect(&line);
    assert_eq!(usize::from(x), at + 4, "{line:?}");
}
