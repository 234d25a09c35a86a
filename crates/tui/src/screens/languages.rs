//! The shell's screens in Arabic, Hebrew and the pseudo-language, at 80×24:
//! the picker (both pages), the setup screen, the results, the help overlay,
//! the curtain and the two questions. Snapshots to read as a reader of the
//! language reads them, and in Arabic a check that no English is left.
//!
//! Each test sets its thread's language ([`i18n::set_lang`]): the app draws on
//! the thread that asks it to.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use rules_core::Seat;
use serde_json::Value;

use crate::app::{App, Showing};
use crate::i18n::{self, Lang, game_words};
use crate::save::SaveStore;
use crate::screens::results::Results;
use crate::seats::SeatKind;
use crate::session::Summary;
use crate::test_support::{Scratch, english_words, scratch};
use rules_core::Level;

const SIZE: (u16, u16) = (80, 24);

/// The words a screen may keep in Latin letters in Arabic: key names and the
/// games' Latin names.
const LATIN: &[&str] = &[
    "Enter",
    "Esc",
    "Tab",
    "Home",
    "End",
    "PgUp",
    "PgDn",
    "Space",
    "Shift",
    "Delete",
    "Backspace",
    "Shesh",
    "Besh",
    "Jackar",
    "Khixa",
    "Wajh",
    "Nahs",
    "Toki",
    // English's own name, where the help lists the languages by theirs.
    "English",
];

/// The players' names in each language.
fn names(lang: Lang) -> [&'static str; 2] {
    match lang {
        Lang::Ar => ["أمل", "سامي"],
        Lang::He => ["עמל", "דב"],
        Lang::En | Lang::Pseudo => ["Amal", "Dov"],
    }
}

fn app(dir: &Scratch) -> App {
    let mut seed = 0;
    App::new(
        crate::games::SCREENS,
        SaveStore::at(dir.to_path_buf()),
        Box::new(move || {
            seed += 1;
            seed
        }),
        SIZE,
    )
}

fn key(app: &mut App, code: KeyCode) {
    app.handle(&Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn chars(app: &mut App, text: &str) {
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
}

fn render(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(SIZE.0, SIZE.1)).expect("terminal");
    terminal.draw(|frame| app.draw(frame)).expect("drawn");
    terminal.backend().to_string()
}

/// The words the shell shows that are another part's, still in English on
/// this branch: a game's description words while its message file lacks
/// them (`game_words::missing`, which a test of its own lists), and the
/// seat kinds' words while `seats.rs` says them in English. Each goes as
/// soon as its words are there, so the check then holds them too.
fn pending() -> Vec<String> {
    let mut words = Vec::new();
    let mut add = |text: &str| {
        words.extend(english_words(text, &[]));
    };
    for screen in crate::games::SCREENS {
        let d = screen.description;
        if game_words::missing(d).is_empty() {
            continue;
        }
        add(d.summary);
        add(&d.display_name());
        let most = d.players.iter().copied().max().unwrap_or(0);
        for seat in 0..most {
            add(&d.default_name(seat));
        }
        for spec in d.options {
            add(spec.label);
            add(spec.help);
            for (_, label) in spec.offered() {
                add(&label);
            }
        }
    }
    if SeatKind::Human.label() == "Human" {
        for level in Level::ALL {
            add(&SeatKind::Computer { level }.label());
        }
        add(&SeatKind::Human.label());
    }
    words
}

/// Asserts that an Arabic screen has no English left but `LATIN`, the
/// players' names and what [`pending`] allows.
fn assert_no_english(screen: &str, what: &str) {
    let pending = pending();
    let mut allowed: Vec<&str> = LATIN.to_vec();
    allowed.extend(pending.iter().map(String::as_str));
    let left = english_words(screen, &allowed);
    assert!(left.is_empty(), "{what} in Arabic still says {left:?}:\n{screen}");
}

/// Runs `test` in each language of the snapshots, back in English after.
fn in_languages(test: impl Fn(Lang)) {
    for lang in [Lang::Ar, Lang::He, Lang::Pseudo] {
        i18n::set_lang(lang);
        test(lang);
    }
    i18n::set_lang(Lang::En);
}

/// A screen's snapshot, kept with the other screens' in `crates/tui/tests/snapshots`
/// (where the pictures may name any game).
fn snapshot(name: &str, lang: Lang, screen: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("../../tests/snapshots");
    settings.bind(|| insta::assert_snapshot!(format!("{name}_{}", lang.code()), screen));
}

#[test]
fn the_picker_in_each_language() {
    in_languages(|lang| {
        let dir = scratch("languages-picker");
        let mut app = app(&dir);
        let games = render(&app);
        snapshot("picker", lang, &games);
        key(&mut app, KeyCode::Tab);
        let results = render(&app);
        snapshot("picker_results_page", lang, &results);
        if lang == Lang::Ar {
            assert_no_english(&games, "the picker");
            assert_no_english(&results, "the Results page");
        }
    });
}

#[test]
fn the_setup_screen_in_each_language() {
    in_languages(|lang| {
        let dir = scratch("languages-setup");
        let mut app = app(&dir);
        // Shesh-Besh: a number, a choice and an on/off option.
        key(&mut app, KeyCode::Enter);
        assert_eq!(app.showing(), Showing::Setup);
        chars(&mut app, names(lang)[0]);
        let screen = render(&app);
        snapshot("setup", lang, &screen);
        // The options' help, as the line under the fields says it.
        for _ in 0..3 {
            key(&mut app, KeyCode::Down);
        }
        let option = render(&app);
        if lang == Lang::Ar {
            assert_no_english(&screen, "the setup screen");
            assert_no_english(&option, "the setup screen on an option");
        }
    });
}

/// The terminal too small for Jackar's six, said on the setup screen.
#[test]
fn the_setup_says_the_terminal_is_too_small_in_each_language() {
    in_languages(|lang| {
        let dir = scratch("languages-setup-small");
        let mut app = app(&dir);
        key(&mut app, KeyCode::Down);
        key(&mut app, KeyCode::Enter);
        key(&mut app, KeyCode::Up);
        // Right to left, ← steps on to the next value (the arrows' row is mirrored).
        key(
            &mut app,
            if lang.direction() == i18n::Direction::Rtl {
                KeyCode::Left
            } else {
                KeyCode::Right
            },
        );
        let screen = render(&app);
        // The sizes, whichever way the bidi layer orders "100×29" in the line.
        assert!(
            screen.contains("100") && screen.contains("29"),
            "{lang}: says how large\n{screen}"
        );
        snapshot("setup_too_small", lang, &screen);
        if lang == Lang::Ar {
            // The partners' line under the names is Jackar's to word.
            let note = crate::games::find("jackar")
                .and_then(|g| g.setup_note)
                .map(|note| note(&vec![String::new(); 6]))
                .unwrap_or_default();
            let shell: Vec<&str> = screen
                .lines()
                .filter(|l| note.is_empty() || !l.contains(&note))
                .collect();
            assert_no_english(&shell.join("\n"), "the too-small warning");
        }
    });
}

/// A Shesh-Besh match won 3–1, a computer of the family's at the second
/// seat. The headline and the score sheet are the game's words (written
/// here as the game says them); the frame, the scores, the winner's mark,
/// the computers' line and the buttons are the shell's.
fn results(lang: Lang) -> Results {
    let entry = crate::games::find("shesh-besh").expect("on the shelf");
    let [amal, dov] = names(lang);
    let (headline, detail) = match lang {
        Lang::Ar => (
            format!("{amal} تفوز بالمباراة 3–1"),
            format!("الدور 2: مارس لـ{amal} (نقطتان)"),
        ),
        Lang::He => (
            format!("{amal} מנצחת במשחק 3–1"),
            format!("משחק 2: מארס ל{amal} (2 נקודות)"),
        ),
        Lang::En | Lang::Pseudo => (
            format!("{amal} wins the match 3–1"),
            format!("Game 2: {amal}, Mars (2 points)"),
        ),
    };
    Results::new(
        entry,
        vec![amal.to_owned(), dov.to_owned()],
        Value::Null,
        Summary {
            headline,
            details: vec![detail],
            scores: vec![3, 1],
            winners: vec![Seat::new(0)],
        },
    )
    .with_seats(vec![SeatKind::Human, SeatKind::Computer { level: Level::Hard }])
}

#[test]
fn the_results_in_each_language() {
    in_languages(|lang| {
        let dir = scratch("languages-results");
        let mut app = app(&dir);
        app.show_results(results(lang));
        let screen = render(&app);
        snapshot("results", lang, &screen);
        if lang == Lang::Ar {
            assert_no_english(&screen, "the results");
        }
    });
}

#[test]
fn the_help_in_each_language() {
    in_languages(|lang| {
        let dir = scratch("languages-help");
        let mut app = app(&dir);
        key(&mut app, KeyCode::Char('?'));
        assert_eq!(app.showing(), Showing::Help);
        let screen = render(&app);
        snapshot("help", lang, &screen);
        if lang == Lang::Ar {
            assert_no_english(&screen, "the help");
        }
    });
}

/// Wajh al-Nahs hides each player's tiles: the first player takes the device behind the curtain.
#[test]
fn the_curtain_in_each_language() {
    in_languages(|lang| {
        let dir = scratch("languages-curtain");
        let mut app = app(&dir);
        let [amal, dov] = names(lang);
        app.play("wajh-alnahs", 7, Value::Null, 2, vec![amal.to_owned(), dov.to_owned()])
            .expect("play");
        assert_eq!(app.showing(), Showing::Curtain);
        let screen = render(&app);
        snapshot("curtain", lang, &screen);
        if lang == Lang::Ar {
            assert_no_english(&screen, "the curtain");
        }
    });
}

/// The leave question over a game of Shesh-Besh, and the delete question
/// over its save on the picker.
#[test]
fn the_questions_in_each_language() {
    in_languages(|lang| {
        let dir = scratch("languages-questions");
        let mut app = app(&dir);
        let [amal, dov] = names(lang);
        app.play("shesh-besh", 7, Value::Null, 2, vec![amal.to_owned(), dov.to_owned()])
            .expect("play");
        key(&mut app, KeyCode::Char('q'));
        assert_eq!(app.showing(), Showing::Confirm);
        let leave = render(&app);
        snapshot("leave", lang, &leave);
        if lang == Lang::Ar {
            // The game under the question is its screen's to word: the
            // question and the key bar are the shell's.
            let mut terminal = Terminal::new(TestBackend::new(SIZE.0, SIZE.1)).expect("terminal");
            terminal
                .draw(|frame| {
                    crate::overlays::confirm::Confirm::dropping(None).draw(frame, frame.area());
                })
                .expect("drawn");
            let question = terminal.backend().to_string();
            let bar = leave.lines().last().unwrap_or_default();
            assert_no_english(&format!("{question}\n{bar}"), "the leave question");
        }
    });
}

/// A finished game kept by an older Majlis (a history file of format 1,
/// its headline in English only): the Results page words its headline in
/// the reader's language from the game its record replays to, and again
/// when the reader changes language on the picker. A record that does not
/// replay to a finished game shows the words it was kept with.
#[test]
fn a_finished_games_headline_is_in_the_readers_language_even_from_an_old_file() {
    use majlis_games::rules::toki::{Options, Toki};
    let dir = scratch("languages-old-history");
    let names = ["هالة", "Omar"].map(String::from).to_vec();
    let mut table = rules_core::Table::<Toki>::new(5, 2, Options::default()).expect("a table");
    assert!(
        table.play_random(&mut rules_core::rng_from_seed(5), 100_000),
        "the game ends"
    );
    let record = serde_json::to_value(table.record()).expect("a record");
    let mut unfinished = record.clone();
    unfinished["actions"] = serde_json::json!([]);
    let history = dir.join("history");
    std::fs::create_dir_all(&history).expect("history folder");
    for (file, record, headline, at) in [
        ("1.json", &record, "هالة and Omar: the old words", 1_700_000_000),
        ("2.json", &unfinished, "Kept words of an unfinished game", 1_700_000_100),
    ] {
        let old = serde_json::json!({
            "format": "majlis-history", "version": 1, "game": "toki",
            "names": names, "record": record,
            "result": {"headline": headline, "details": [], "scores": [0, 0], "winners": [0]},
            "finished_at": at,
        });
        std::fs::write(history.join(file), old.to_string()).expect("an old history file");
    }
    let entry = crate::games::find("toki").expect("toki");
    let headline_in = |lang: Lang| {
        i18n::set_lang(lang);
        let session = (entry.resume)(names.clone(), &record).expect("replays");
        assert!(session.game_over());
        session.summary().headline
    };
    let (arabic, english) = (headline_in(Lang::Ar), headline_in(Lang::En));
    assert_ne!(arabic, english);
    // The headlines the Results page shows, the last finished first.
    let headlines = |app: &App| -> Vec<String> {
        let crate::app::Mode::Picker(picker) = app.screen() else {
            panic!("the picker")
        };
        picker
            .past()
            .iter()
            .map(|p| {
                p.headline
                    .clone()
                    .unwrap_or_else(|| p.kept.game.ending.headline.clone())
            })
            .collect()
    };
    // The page as drawn, wide enough that no headline wraps.
    let wide = |app: &App| {
        let mut terminal = Terminal::new(TestBackend::new(200, 30)).expect("terminal");
        terminal.draw(|frame| app.draw(frame)).expect("drawn");
        terminal.backend().to_string()
    };
    i18n::set_lang(Lang::Ar);
    let mut app = app(&dir);
    key(&mut app, KeyCode::Tab);
    assert_eq!(headlines(&app), ["Kept words of an unfinished game", arabic.as_str()]);
    // L: Hebrew, then English, on the same page.
    key(&mut app, KeyCode::Char('L'));
    key(&mut app, KeyCode::Char('L'));
    assert_eq!(i18n::lang(), Lang::En);
    assert_eq!(headlines(&app), ["Kept words of an unfinished game", english.as_str()]);
    let shown = wide(&app);
    assert!(shown.contains(&english), "{english} on the page:\n{shown}");
    assert!(!shown.contains("the old words"), "{shown}");
    i18n::set_lang(Lang::En);
}
