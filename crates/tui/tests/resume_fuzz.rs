//! Corrupt and foreign saves never panic: seeded mutations of real save files
//! (their text and their record: actions, seed, players, options, names) go
//! through `SaveFile::parse` and the screen's `resume`; what is refused is
//! refused with a message, and what resumes is a match whose record resumes
//! again to the same record, that draws at any terminal size (too small
//! included) and takes keys without panicking.

mod common;

use common::{app_with, click, key, render, resize, scratch};
use majlis_games::rules::jackar;
use majlis_tui::registry::Registered;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// Shesh-Besh as the shell opens it.
const ENTRY: Registered = Registered::of::<majlis_tui::games::shesh_besh::Screen>();
use majlis_games::rules::shesh_besh::{Options, SheshBesh};
use majlis_tui::save::SaveFile;
use majlis_tui::session::Session;
use rand::RngExt;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use rules_core::fuzz::mutate_json;
use rules_core::{Table, rng_from_seed};
use serde_json::{Value, json};

/// Values close to a Shesh-Besh record's own, for the mutator.
fn extras() -> [Value; 2] {
    [
        json!(["roll 7-0", "opening 0-0", "double", "bar/off"]),
        json!({"cube": true, "match_to": 4_294_967_295u64}),
    ]
}

/// Real saves: seeded random matches, cube off and on, stopped part way.
fn saves() -> Vec<Value> {
    let mut rng = rng_from_seed(5);
    (0..8u64)
        .map(|seed| {
            let options = Options {
                cube: seed % 2 == 1,
                match_to: 1 + u32::try_from(seed % 3).expect("small"),
                ..Options::default()
            };
            let mut table = Table::<SheshBesh>::new(seed, 2, options).expect("two players");
            table.play_random(&mut rng, 40 + 20 * usize::try_from(seed).expect("small"));
            let record = serde_json::to_value(table.record()).expect("a record is JSON");
            SaveFile {
                game: "shesh-besh".into(),
                names: vec!["Amal".into(), "Ben".into()],
                record,
                seats: Vec::new(),
            }
            .to_json()
        })
        .collect()
}

/// A resumed match must keep its record, draw at any size and take keys.
fn exercise(session: &mut dyn Session, names: &[String], what: &str) {
    let record = session.record_json();
    let again =
        (ENTRY.resume)(names.to_vec(), &record).unwrap_or_else(|e| panic!("{what}: does not resume again: {e}"));
    assert_eq!(again.record_json(), record, "{what}: resumes to another record");
    for (w, h) in [(1, 1), (20, 5), (60, 16), (100, 30)] {
        let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("a test terminal");
        terminal.draw(|f| session.draw(f, f.area())).expect("draws");
    }
    let area = ratatui::layout::Rect::new(0, 0, 100, 30);
    for code in [
        KeyCode::Right,
        KeyCode::Enter,
        KeyCode::Char('r'),
        KeyCode::Tab,
        KeyCode::Backspace,
    ] {
        session.on_key(KeyEvent::new(code, KeyModifiers::NONE), area);
    }
}

#[test]
fn mutated_saves_are_refused_with_a_reason_or_resume_whole() {
    let mut rng = rng_from_seed(6);
    let known = |id: &str| id == "shesh-besh";
    let (mut resumed, mut refused) = (0, 0);
    for (n, save) in saves().iter().enumerate() {
        for i in 0..60 {
            let mut value = save.clone();
            if i > 0 {
                // Aim most mutations at the record, the part the game reads.
                let target = if rng.random_bool(0.8) {
                    &mut value["record"]
                } else {
                    &mut value
                };
                for _ in 0..rng.random_range(1..3) {
                    mutate_json(&mut rng, target, &extras());
                }
            }
            if value.is_object() && rng.random_bool(0.2) {
                // Odd names: empty, long, control characters, wide and right-to-left text.
                let odd = [
                    "",
                    "\n\t\u{7}",
                    "ש\u{5b0}ש ב\u{5bc}ש",
                    "名前名前名前",
                    "🎲🎲",
                    "\u{202e}evil",
                ];
                let long = "x".repeat(500);
                let mut name = || {
                    json!(if rng.random_bool(0.2) {
                        long.as_str()
                    } else {
                        odd[rng.random_range(0..odd.len())]
                    })
                };
                value["names"] = json!([name(), name()]);
            }
            let mut text = value.to_string();
            if rng.random_bool(0.1) {
                // A file cut short, as by a full disk.
                let cut = rng.random_range(0..text.len());
                text.truncate(cut);
            }
            let file = match SaveFile::parse(&text, known) {
                Ok(file) => file,
                Err(problem) => {
                    assert!(!problem.to_string().is_empty(), "save {n}: an empty reason");
                    refused += 1;
                    continue;
                }
            };
            match (ENTRY.resume)(file.names.clone(), &file.record) {
                Ok(mut session) => {
                    resumed += 1;
                    exercise(session.as_mut(), &file.names, &format!("save {n} as {text}"));
                }
                Err(e) => {
                    assert!(!e.to_string().is_empty(), "save {n}: an empty reason");
                    refused += 1;
                }
            }
        }
    }
    assert!(resumed > 8 && refused > 0, "{resumed} resumed, {refused} refused");
}

/// Keys a player might press anywhere, the shell's included.
const KEYS: [KeyCode; 16] = [
    KeyCode::Enter,
    KeyCode::Esc,
    KeyCode::Tab,
    KeyCode::BackTab,
    KeyCode::Backspace,
    KeyCode::Left,
    KeyCode::Right,
    KeyCode::Up,
    KeyCode::Down,
    KeyCode::Char('r'),
    KeyCode::Char('d'),
    KeyCode::Char('t'),
    KeyCode::Char('u'),
    KeyCode::Char('?'),
    KeyCode::Char('c'),
    KeyCode::Char(' '),
];

#[test]
fn random_keys_clicks_and_sizes_never_panic_the_app() {
    let mut rng = rng_from_seed(9);
    let dir = scratch("random-events");
    let sizes = [
        (0, 0),
        (1, 1),
        (10, 3),
        (40, 12),
        (79, 23),
        (80, 24),
        (100, 30),
        (300, 100),
    ];
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, (100, 30));
    let mut in_game = 0;
    for _ in 0..3000 {
        in_game += usize::from(app.playing().is_some());
        match rng.random_range(0..20) {
            0 => {
                let (w, h) = sizes[rng.random_range(0..sizes.len())];
                resize(&mut app, w, h);
            }
            1..=3 => click(&mut app, rng.random_range(0..120), rng.random_range(0..40)),
            _ => key(&mut app, KEYS[rng.random_range(0..KEYS.len())]),
        }
        if app.should_quit() {
            // A quit (q is not among the keys, but Esc may lead there): start again.
            app = app_with(majlis_tui::games::SCREENS, &dir, (100, 30));
        }
        // The test backend cannot be zero wide (a ratatui limit, not the app's).
        if rng.random_bool(0.2) && app.area().width > 0 {
            let _ = render(&app);
        }
    }
    // The keys reach a game, not only the picker.
    // (The picker's Results page and replays take some of the walk too.)
    assert!(in_game > 200, "only {in_game} events in a game");
}

/// Real Jackar saves of 2, 4 and 6 players, some way in, mutated: each is
/// refused with a reason or resumes to a match that keeps its record, draws at
/// any size and takes keys (the curtain lifted) without panicking.
#[test]
fn mutated_jackar_saves_are_refused_with_a_reason_or_resume_whole() {
    use majlis_games::rules::jackar::Jackar;
    const JACKAR: Registered = Registered::of::<majlis_tui::games::jackar::Screen>();
    let mut rng = rng_from_seed(7);
    let extras = [
        json!(["deal 3", "draw 1", "7 1a3 1b4", "discard K", "throw", "J 1a<->2c"]),
        json!({"passing": "free"}),
    ];
    let (mut resumed, mut refused) = (0, 0);
    for (n, players) in [2usize, 4, 6, 4, 2, 6].into_iter().enumerate() {
        let seed = u64::try_from(n).expect("small");
        let mut table = Table::<Jackar>::new(seed, players, jackar::Options::default()).expect("a table");
        table.play_random(&mut rng, 30 + 25 * n);
        let record = serde_json::to_value(table.record()).expect("a record is JSON");
        let names: Vec<String> = (1..=players).map(|k| format!("P{k}")).collect();
        for i in 0..25 {
            let mut value = record.clone();
            if i > 0 {
                for _ in 0..rng.random_range(1..3) {
                    mutate_json(&mut rng, &mut value, &extras);
                }
            }
            match (JACKAR.resume)(names.clone(), &value) {
                Ok(mut session) => {
                    resumed += 1;
                    let again = (JACKAR.resume)(names.clone(), &session.record_json()).expect("resumes again");
                    assert_eq!(again.record_json(), session.record_json());
                    for (w, h) in [(1, 1), (30, 8), (79, 26), (120, 40)] {
                        let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("a test terminal");
                        terminal.draw(|f| session.draw(f, f.area())).expect("draws");
                    }
                    let area = ratatui::layout::Rect::new(0, 0, 120, 40);
                    for code in [
                        KeyCode::Char('1'),
                        KeyCode::Enter,
                        KeyCode::Tab,
                        KeyCode::Char('3'),
                        KeyCode::Enter,
                        KeyCode::Char('t'),
                        KeyCode::Esc,
                        KeyCode::Char(':'),
                        KeyCode::Char('x'),
                        KeyCode::Enter,
                        KeyCode::Esc,
                    ] {
                        if session.curtain().is_some() {
                            session.take_device();
                        }
                        session.on_key(KeyEvent::new(code, KeyModifiers::NONE), area);
                    }
                }
                Err(e) => {
                    assert!(!e.to_string().is_empty(), "save {n}: an empty reason");
                    refused += 1;
                }
            }
        }
    }
    assert!(resumed > 6 && refused > 6, "{resumed} resumed, {refused} refused");
}
