//! The table's own words on the seated screen, in each language: the log
//! panel (its title, its marks, the count of newer lines when scrolled
//! back), the message line (a refusal of the session's), the "… is
//! thinking" line of a computer's turn and the typed-notation line with a
//! refusal, drawn by a screen of the toy game that draws nothing but those
//! and the cards' numbers (80×24 snapshots, reviewed by eye), and a test
//! that no English is left on them in Arabic.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseEventKind};
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use rules_core::{Game, Level, Seat, Table};

use majlis_toy::{Action, Event, Toy};

use super::{Answer, GameScreen, LogLine, LogPanel, Private, Scene, Seated};
use crate::i18n::{Lang, set_lang};
use crate::keys::{Binding, Intents, bind};
use crate::seats::{Pace, SeatKind};
use crate::session::Session;

/// A screen of the toy game that draws only the hand's numbers, the log
/// panel (at the right, mirrored right to left) and the message line (the
/// last two rows): every word on it is the table's.
#[derive(Clone, Debug, Default)]
struct Words {
    chosen: Option<Action>,
}

#[derive(Copy, Clone, Debug)]
enum Intent {
    Choose,
    Roll,
}

impl Intents for Intent {
    const BINDINGS: &'static [Binding<Intent>] = &[
        bind(&[KeyCode::Enter], "Enter", "choose", Intent::Choose),
        bind(&[KeyCode::Char('r')], "r", "roll", Intent::Roll),
    ];
    const CLICK: &'static str = "nothing";
}

/// The test screen's layout in `area`: the hand's row, the log panel at
/// the right (mirrored right to left), the message line.
fn layout(area: Rect) -> (Rect, Rect, Rect) {
    let hand = Rect::new(area.x + 2, area.y + 1, area.width - 34, 1);
    let log = Rect::new(area.right() - 30, area.y, 30, area.height - 2);
    let message = Rect::new(area.x, area.bottom() - 2, area.width, 2);
    (crate::i18n::mirror(area, hand), crate::i18n::mirror(area, log), message)
}

impl GameScreen for Words {
    type Game = Toy;
    type Seeing = Private;
    type Intent = Intent;

    const RULES: crate::i18n::Texts = crate::i18n::Texts::NONE;
    const MESSAGES: crate::i18n::Texts = crate::i18n::Texts::NONE;

    fn min_size(_players: usize) -> (u16, u16) {
        (60, 12)
    }

    fn draw(&self, scene: &Scene<'_, Self>, buf: &mut Buffer, area: Rect) {
        let hand: Vec<String> = scene.view().hand.iter().map(u8::to_string).collect();
        let (row, log, message) = layout(area);
        buf.set_string(row.x, row.y, hand.join(" "), Style::new());
        scene.draw_log(&LogPanel::LOG, buf, log, |seat| {
            (["1", "2", "3", "4"][seat.index() % 4], Style::new())
        });
        scene.draw_message(buf, message, &self.hint(scene));
    }

    fn update(&mut self, scene: &Scene<'_, Self>, intent: Intent) -> Answer<Action> {
        match intent {
            Intent::Choose => self.chosen = scene.legal().first().copied(),
            Intent::Roll => return Answer::Roll { first: None },
        }
        Answer::Handled
    }

    fn choice(&self, _scene: &Scene<'_, Self>) -> Option<Action> {
        self.chosen
    }

    fn take_back(&mut self, _scene: &Scene<'_, Self>) {
        self.chosen = None;
    }

    fn refresh(&mut self, _scene: &Scene<'_, Self>) {
        self.chosen = None;
    }

    fn note(&mut self, _before: &Toy, _action: &Action, events: &[Event], names: &[String], log: &mut Vec<LogLine>) {
        let name = |s: Seat| crate::text::name(names, s).to_owned();
        for event in events {
            match *event {
                Event::Dealt { each } => log.push(LogLine::plain(format!("🂠 ×{each}"))),
                Event::Played { seat, card } => log.push(LogLine::by(seat, format!("{}: {card}", name(seat)))),
                Event::Rolled { seat, face } => log.push(LogLine::by(seat, format!("{}: ⚄ {face}", name(seat)))),
                _ => {}
            }
        }
    }

    fn hint(&self, _scene: &Scene<'_, Self>) -> String {
        // The game's own words are not the table's: none here.
        String::new()
    }
}

const AREA: Rect = Rect::new(0, 0, 80, 24);

fn key(s: &mut Seated<Words>, code: KeyCode) {
    s.on_key(KeyEvent::new(code, KeyModifiers::NONE), AREA);
}

fn type_text(s: &mut Seated<Words>, text: &str) {
    for c in text.chars() {
        key(s, KeyCode::Char(c));
    }
}

/// A toy table of two, three cards each, the deal drawn.
fn table(names: [&str; 2], seats: &[SeatKind]) -> Seated<Words> {
    let game = Toy::new_game(2, &majlis_toy::Options::default()).expect("a toy game");
    let names = names.map(str::to_owned).to_vec();
    let mut s = Seated::<Words>::with_seats(Table::from_state(game, 11), names, seats);
    s.set_pace(Pace::instant());
    s
}

/// The session drawn at 80×24: its text, then the attributes each cell keeps.
fn picture(s: &Seated<Words>) -> String {
    let mut terminal = Terminal::new(TestBackend::new(AREA.width, AREA.height)).expect("a test terminal");
    terminal.draw(|f| s.draw(f, AREA)).expect("drawn");
    crate::nocolor::picture(terminal.backend().buffer())
}

/// Two people, هالة and Dov, play three cards (the device passed between
/// them); then هالة presses r, which rolls nothing now: the session says so.
fn log_and_message(lang: Lang) -> (String, String) {
    set_lang(lang);
    let mut s = table(["هالة", "Dov"], &[]);
    for _ in 0..3 {
        s.take_device();
        key(&mut s, KeyCode::Enter);
        key(&mut s, KeyCode::Enter);
    }
    s.take_device();
    key(&mut s, KeyCode::Char('r'));
    let shown = picture(&s);
    // Two older entries back: the bottom edge says so.
    let wheel = crate::test_support::mouse_at(MouseEventKind::ScrollUp, Position::new(70, 5));
    s.on_mouse(wheel, AREA);
    s.on_mouse(wheel, AREA);
    let scrolled = picture(&s);
    set_lang(Lang::En);
    (shown, scrolled)
}

/// هالة plays a card against the hard computer, whose turn begins: it thinks.
fn thinking(lang: Lang) -> String {
    set_lang(lang);
    let mut s = table(
        ["هالة", "Computer (hard)"],
        &[SeatKind::Human, SeatKind::Computer { level: Level::Hard }],
    );
    // The pause of play: the computer's turn is seen thinking.
    s.set_pace(Pace::default());
    key(&mut s, KeyCode::Enter);
    key(&mut s, KeyCode::Enter);
    s.tick(std::time::Instant::now());
    let shown = picture(&s);
    set_lang(Lang::En);
    shown
}

/// What the table shows after هالة types `text` on the typed line and
/// presses Enter.
fn typed_and_entered(lang: Lang, text: &str) -> String {
    set_lang(lang);
    let mut s = table(["هالة", "Dov"], &[]);
    s.take_device();
    key(&mut s, KeyCode::Char(':'));
    type_text(&mut s, text);
    key(&mut s, KeyCode::Enter);
    let shown = picture(&s);
    set_lang(Lang::En);
    shown
}

/// هالة types a play the toy cannot read: the typed line refuses it, the
/// text kept to be corrected.
fn typed_refusal(lang: Lang) -> String {
    typed_and_entered(lang, "dance 3")
}

/// هالة types a play that reads but is not legal (no card 0 in any hand):
/// the table's refusal names it by its notation.
fn typed_not_legal(lang: Lang) -> String {
    typed_and_entered(lang, "play 0")
}

macro_rules! snapshots {
    ($($test:ident: $lang:expr, $suffix:literal;)*) => {$(
        #[test]
        fn $test() {
            let (shown, scrolled) = log_and_message($lang);
            insta::assert_snapshot!(concat!("log_and_message_", $suffix), shown);
            insta::assert_snapshot!(concat!("log_scrolled_back_", $suffix), scrolled);
            insta::assert_snapshot!(concat!("computer_thinking_", $suffix), thinking($lang));
            insta::assert_snapshot!(concat!("typed_refusal_", $suffix), typed_refusal($lang));
            insta::assert_snapshot!(concat!("typed_not_legal_", $suffix), typed_not_legal($lang));
        }
    )*};
}

snapshots! {
    the_table_words_in_english: Lang::En, "en";
    the_table_words_in_arabic: Lang::Ar, "ar";
    the_table_words_in_hebrew: Lang::He, "he";
    the_table_words_in_pseudo: Lang::Pseudo, "pseudo";
}

/// Runs of three or more Latin letters in `text` that are not `allowed`.
fn english_words<'a>(text: &'a str, allowed: &[&str]) -> Vec<&'a str> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|word| word.len() >= 3 && !allowed.contains(word))
        .collect()
}

#[test]
fn no_english_is_left_on_the_table_in_arabic() {
    // Allowed: the player's name chosen (Dov), key names, the notation typed.
    let allowed = ["Dov", "PgDn", "PgUp", "Enter", "Esc", "dance", "play"];
    let (shown, scrolled) = log_and_message(Lang::Ar);
    for (what, text) in [
        ("log and message", shown),
        ("log scrolled back", scrolled),
        ("thinking", thinking(Lang::Ar)),
        ("typed refusal", typed_refusal(Lang::Ar)),
        ("typed not legal", typed_not_legal(Lang::Ar)),
    ] {
        // The text only: the picture's attribute grid below it is letters too.
        let text = text.split("--- attributes").next().unwrap_or_default();
        assert_eq!(english_words(text, &allowed), Vec::<&str>::new(), "{what}:\n{text}");
    }
}

#[test]
fn the_english_check_finds_english() {
    // The check above can fail: English words are found, allowed ones kept.
    assert_eq!(
        english_words("│ السجل │ Dov is playing… PgDn 13/7", &["Dov", "PgDn"]),
        ["playing"]
    );
}

#[test]
fn a_rules_reason_is_shown_to_english_readers_only() {
    let refusal = |lang: Lang| {
        set_lang(lang);
        let mut s = table(["هالة", "Dov"], &[]);
        s.take_device();
        key(&mut s, KeyCode::Char(':'));
        type_text(&mut s, "dance 3");
        key(&mut s, KeyCode::Enter);
        let said = s.message().map(|m| m.text.clone());
        let unread = crate::t!("table-typed-unread");
        set_lang(Lang::En);
        (said, unread)
    };
    let (english, _) = refusal(Lang::En);
    assert_eq!(english.as_deref(), Some("the words are deal, play and roll"));
    let (arabic, unread) = refusal(Lang::Ar);
    assert_eq!(arabic, Some(unread));
}

#[test]
fn a_saved_games_progress_is_said_in_the_pickers_language() {
    use crate::checks::{Checks, Job, Verdict};
    static WORDS: crate::registry::Registered = crate::registry::Registered::of::<Words>();
    let names = vec!["هالة".to_owned(), "Dov".to_owned()];
    let record = table(["هالة", "Dov"], &[]).record_json();
    let job = || Job::Save {
        path: "game-1.json".into(),
        entry: &WORDS,
        names: names.clone(),
        record: record.clone(),
    };
    // The checks run on a thread of their own, which speaks the picker's language.
    set_lang(Lang::Ar);
    let arabic = Checks::start(vec![job()]).wait_next();
    set_lang(Lang::He);
    let hebrew = Checks::start(vec![job()]).wait_next();
    set_lang(Lang::En);
    let english = Checks::start(vec![job()]).wait_next();
    let said = |text: &str| {
        Some(Verdict::Save {
            path: "game-1.json".into(),
            result: Ok(text.to_owned()),
        })
    };
    assert_eq!(arabic, said("الحركة 1"));
    assert_eq!(hebrew, said("מהלך 1"));
    assert_eq!(english, said("move 1"));
}

#[test]
fn the_default_results_and_progress_are_said_in_each_language() {
    use rules_core::{Outcome, PerSeat};
    let game = Toy::new_game(2, &majlis_toy::Options::default()).expect("a toy game");
    let names = vec!["هالة".to_owned(), "Dov".to_owned()];
    let won = |winners: Vec<Seat>| Outcome {
        scores: PerSeat::filled(2, 0),
        winners,
    };
    let said = |lang: Lang| {
        set_lang(lang);
        let screen = Words::default();
        let out = [
            screen.headline(&game, &names, &won(vec![Seat(0)])),
            screen.headline(&game, &names, &won(vec![Seat(0), Seat(1)])),
            screen.headline(&game, &names, &won(vec![])),
            screen.progress(&game, &names, 34),
        ];
        set_lang(Lang::En);
        out
    };
    assert_eq!(
        said(Lang::En),
        [
            "هالة wins",
            "هالة and Dov share the win",
            "The game is not over",
            "move 35"
        ]
    );
    assert_eq!(
        said(Lang::Ar),
        [
            "الفوز من نصيب هالة",
            "الفوز مشترك بين هالة و Dov",
            "اللعبة لم تنتهِ بعد",
            "الحركة 35"
        ]
    );
    assert_eq!(
        said(Lang::He),
        [
            "הניצחון של هالة",
            "הניצחון משותף: هالة ו-Dov",
            "המשחק עוד לא נגמר",
            "מהלך 35"
        ]
    );
}

#[test]
fn a_choice_left_unconfirmed_is_named_in_each_language() {
    let unconfirmed = |lang: Lang| {
        set_lang(lang);
        let mut s = table(["هالة", "Dov"], &[]);
        s.take_device();
        key(&mut s, KeyCode::Enter);
        let said = s.unconfirmed();
        set_lang(Lang::En);
        said
    };
    assert_eq!(
        unconfirmed(Lang::En).as_deref(),
        Some("هالة's choice is shown but not confirmed")
    );
    assert_eq!(unconfirmed(Lang::Ar).as_deref(), Some("اختيار هالة معروض ولم يُؤكَّد"));
    assert_eq!(unconfirmed(Lang::He).as_deref(), Some("הבחירה של هالة מוצגת ולא אושרה"));
}

#[test]
fn the_tables_own_keys_are_worded_in_every_language() {
    // The table's key lists (choice, log, hint, watching, the wheel) name
    // message ids of table.ftl, so the help and the key bar say them in the
    // reader's language, not in English.
    let tables: [&[crate::keys::Binding<super::Own>]; 4] =
        [super::CHOICE_KEYS, super::LOG_KEYS, super::HINT_KEYS, super::WATCH_KEYS];
    let mut does: Vec<&str> = vec!["table-key-scroll-log"];
    for table in tables {
        for binding in table {
            if !binding.shown.is_empty() {
                does.push(binding.does);
            }
            does.extend(binding.bar.map(|(_, words)| words));
        }
    }
    for lang in Lang::FAMILY {
        set_lang(lang);
        for id in &does {
            assert!(
                crate::i18n::has(id),
                "{lang}: the table's key words {id:?} are no message"
            );
        }
    }
    set_lang(Lang::En);
    // And the help's rows are those words (the wheel's too), not the ids.
    set_lang(Lang::Ar);
    let s = table(["هالة", "Dov"], &[]);
    let keys = s.keys();
    let wheel = keys
        .rows
        .iter()
        .find(|(key, _)| *key == "wheel")
        .map(|(_, does)| crate::keys::say(does));
    set_lang(Lang::En);
    assert_eq!(wheel.as_deref(), Some("تمرير السجل"));
}
