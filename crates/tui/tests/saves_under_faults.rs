//! The picker and the game under faults and hostile files: a dozen files set
//! aside leave the saved games and "New game" in view; a save with a huge name
//! is set aside at once; a long record never holds up the picker's first
//! picture; a finished game's record its game refuses never counts on the
//! Results page; a failed autosave is told honestly, in the key bar and in
//! the leave question.

mod common;

use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

use common::*;
use majlis_tui::app::{App, Mode, Showing};
use majlis_tui::clock::Stamp;
use majlis_tui::history::{Ending, Finished, HistoryStore};
use majlis_tui::registry::Registered;
use majlis_tui::save::SaveStore;
use majlis_tui::screens::picker::{Entry, Page};
use majlis_tui::session::Session;
use ratatui::crossterm::event::KeyCode;
use serde_json::{Value, json};

/// A Shesh-Besh save of Amal and Dov after the opening roll, in `dir`.
fn shesh_besh_save(dir: &std::path::Path) {
    let mut app = App::new(majlis_tui::games::SCREENS, SaveStore::at(dir), Box::new(|| 7), (80, 24));
    app.play("shesh-besh", 4, Value::Null, 2, vec!["Amal".into(), "Dov".into()])
        .expect("a game");
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('p'));
}

#[cfg(unix)]
#[test]
fn a_dozen_files_set_aside_leave_the_saved_games_and_new_game_in_view() {
    // A fixed folder: the notices name it, and their wrapping must not depend
    // on where the build is.
    let dir = common::fixed_scratch("majlis-tui-snapshot-dozen");
    shesh_besh_save(&dir);
    // Last played on 15 January 2020: the same date in every zone.
    let when = std::time::UNIX_EPOCH + Duration::from_secs(1_579_089_600);
    std::fs::File::options()
        .write(true)
        .open(dir.join("game-1.json"))
        .and_then(|f| f.set_modified(when))
        .expect("dated");
    for n in 1..=12 {
        std::fs::write(dir.join(format!("autosave.replaced-{n}.json")), "{ damaged").expect("plant");
    }
    let mut app = App::new(
        majlis_tui::games::SCREENS,
        SaveStore::at(&*dir),
        Box::new(|| 7),
        (80, 24),
    );
    let Mode::Picker(picker) = app.screen() else { panic!() };
    assert_eq!(picker.notice().len(), 12, "{:?}", picker.notice());
    let screen = render(&app);
    assert!(screen.contains("Continue: Shesh-Besh"), "{screen}");
    assert!(
        screen.contains("New game") && screen.contains("Wajh al-Nahs"),
        "{screen}"
    );
    insta::assert_snapshot!("a_dozen_notices", screen);
    // Every note, in full, is in the help.
    key(&mut app, KeyCode::Char('?'));
    key(&mut app, KeyCode::End);
    let help = render(&app);
    assert!(
        help.contains("autosave.replaced-9.corrupt-1.json"),
        "the last note:\n{help}"
    );
}

#[test]
fn a_save_with_a_name_of_a_million_characters_is_set_aside_and_the_picker_drawn() {
    let dir = tempfile::tempdir().expect("a folder");
    let save = json!({"format": "majlis-save", "version": 1, "game": "shesh-besh",
        "names": ["A".repeat(1_000_000), "Dov"],
        "record": {"game": "shesh-besh", "players": 2, "seed": 7, "options": {"match_to": 1}, "actions": []}});
    std::fs::write(dir.path().join("game-1.json"), save.to_string()).expect("plant");
    let app = App::new(
        majlis_tui::games::SCREENS,
        SaveStore::at(dir.path()),
        Box::new(|| 7),
        (80, 24),
    );
    let Mode::Picker(picker) = app.screen() else { panic!() };
    assert!(
        !picker.entries().iter().any(|e| matches!(e, Entry::Continue(_))),
        "not offered"
    );
    let notice = picker.notice().join(" ");
    assert!(
        notice.contains("player 1's name is 1000000 characters") && notice.contains("game-1.corrupt-1.json"),
        "{notice}"
    );
    assert!(render(&app).contains("New game"));
}

/// The gate the slow game's records wait at, opened by the test.
static GATE: (Mutex<bool>, Condvar) = (Mutex::new(false), Condvar::new());

/// Countdown, whose saves take as long to reopen as the test wants.
fn slow_resume(names: Vec<String>, record: &Value) -> anyhow::Result<Box<dyn Session>> {
    let (open, opened) = &GATE;
    let guard = open.lock().expect("gate");
    let _unused = opened
        .wait_timeout_while(guard, Duration::from_secs(5), |open| !*open)
        .expect("gate");
    (COUNTDOWN[0].resume)(names, record)
}

static SLOW: &[Registered] = &[Registered {
    resume: slow_resume,
    resume_seated: |names, _, record| slow_resume(names, record),
    ..COUNTDOWN[0]
}];

#[test]
fn the_picker_is_drawn_before_a_slow_record_is_read_and_fills_it_in_after() {
    let dir = tempfile::tempdir().expect("a folder");
    save_countdown(dir.path(), ["Amal", "Dov"], json!(["x0"]));
    let started = Instant::now();
    let mut app = App::with_check_wait(
        SLOW,
        SaveStore::at(dir.path()),
        counting_seeds(),
        (100, 30),
        Some(majlis_tui::app::CHECK_WAIT),
    );
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "the picker did not wait on it"
    );
    let checking = |app: &App| {
        let Mode::Picker(picker) = app.screen() else { panic!() };
        picker
            .entries()
            .iter()
            .filter_map(|e| match e {
                Entry::Continue(saved) => Some(saved.checking),
                Entry::Game { .. } => None,
            })
            .collect::<Vec<bool>>()
    };
    assert_eq!(checking(&app), vec![true], "listed, its progress still being read");
    assert!(render(&app).contains("Amal vs Dov · …"), "{}", render(&app));
    assert!(app.busy(), "the main loop ticks often while records are read");
    *GATE.0.lock().expect("gate") = true;
    GATE.1.notify_all();
    for _ in 0..500 {
        if !app.busy() {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
        app.tick();
    }
    assert_eq!(checking(&app), vec![false], "filled in once read");
    assert!(!render(&app).contains("…"), "{}", render(&app));
}

/// A finished Countdown game of `names`, won by the first, kept in the history.
fn finished(names: [&str; 2], actions: Value, at: i64) -> Finished {
    Finished {
        game: "countdown".into(),
        names: names.iter().map(ToString::to_string).collect(),
        record: json!({"seed": 1, "options": {"moves": 3}, "actions": actions}),
        ending: Ending {
            headline: format!("{} made the last move and wins", names[0]),
            details: Vec::new(),
            scores: vec![2, 1],
            winners: vec![0],
        },
        finished_at: Stamp(at),
        seats: Vec::new(),
    }
}

#[test]
fn a_finished_games_record_its_game_refuses_never_counts_in_the_results() {
    let dir = tempfile::tempdir().expect("a folder");
    let history = HistoryStore::in_data_dir(Some(dir.path()));
    history
        .write(&finished(["Amal", "Dov"], json!(["x0", "x1", "x0"]), 100))
        .expect("kept");
    // Amal's second "win": its moves do not replay.
    let refused = history
        .write(&finished(["Amal", "Dov"], json!(["x1", "x1", "x1"]), 200))
        .expect("kept");
    let mut app = app_with(COUNTDOWN, dir.path(), (100, 30));
    key(&mut app, KeyCode::Tab);
    let Mode::Picker(picker) = app.screen() else { panic!() };
    assert_eq!(picker.page(), Page::Results);
    assert_eq!(picker.past().len(), 1, "only the sound record is listed");
    let screen = render(&app);
    assert!(
        screen.contains("Amal    ") && screen.contains("1 / 1"),
        "counted once:\n{screen}"
    );
    assert!(!screen.contains("2 / 2"), "{screen}");
    assert!(screen.contains("could not be replayed"), "{screen}");
    assert!(!refused.exists(), "set aside");
    assert!(dir.path().join("history/2.corrupt-1.json").exists());
}

#[test]
fn a_crash_before_a_finished_games_record_is_named_loses_nothing() {
    let dir = tempfile::tempdir().expect("a folder");
    let folder = dir.path().join("history");
    std::fs::create_dir_all(&folder).expect("folder");
    let text = serde_json::to_string_pretty(&finished(["Amal", "Dov"], json!(["x0", "x1", "x0"]), 100).to_json())
        .expect("json");
    // Majlis before claimed `1.json` empty and wrote the record beside it.
    std::fs::write(folder.join("1.json"), "").expect("plant");
    std::fs::write(folder.join(".1.json.4242.tmp"), &text).expect("plant");
    // This Majlis writes the record whole, then names it: a crash between.
    std::fs::write(folder.join(".1.json.4243-0.tmp"), &text).expect("plant");
    // Half a record is not one.
    std::fs::write(folder.join(".1.json.4244-0.tmp"), &text[..text.len() / 2]).expect("plant");
    let kept = HistoryStore::in_data_dir(Some(dir.path())).list(|id| id == "countdown");
    assert_eq!(kept.set_aside, Vec::new(), "the empty one is not called damaged");
    assert_eq!(kept.games.len(), 2);
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, vec!["1.json", "2.json"]);
}

/// A Shesh-Besh game whose saves all fail (the data folder, in `dir`, is a file).
#[cfg(unix)]
fn unsavable_game(dir: &std::path::Path) -> App {
    std::fs::write(dir.join("blocker"), "a file").expect("plant");
    let mut app = App::new(
        majlis_tui::games::SCREENS,
        SaveStore::at(dir.join("blocker")),
        Box::new(|| 7),
        (80, 24),
    );
    app.play("shesh-besh", 4, Value::Null, 2, vec!["Amal".into(), "Dov".into()])
        .expect("a game");
    key(&mut app, KeyCode::Char('r'));
    app
}

#[cfg(unix)]
#[test]
fn a_failed_autosave_is_told_whole_in_the_key_bar_at_80_columns() {
    let dir = common::scratch("unsaved-key-bar");
    let app = unsavable_game(&dir);
    assert!(app.playing().expect("a game").save_error.is_some());
    let screen = render(&app);
    let bar = screen.lines().last().expect("a key bar").trim_matches('"').trim_end();
    assert!(
        bar.ends_with("⚠ Not saved (not a folder): q tells what to do")
            || bar.contains("⚠ Not saved (not a folder): q tells what to do  "),
        "{bar}"
    );
}

#[cfg(unix)]
#[test]
fn the_leave_question_after_a_failed_autosave_says_the_game_is_not_saved_and_what_to_do() {
    // A fixed folder: the question names it.
    let dir = common::fixed_scratch("majlis-tui-snapshot-unsaved");
    let mut app = unsavable_game(&dir);
    key(&mut app, KeyCode::Char('q'));
    assert_eq!(app.showing(), Showing::Confirm);
    let screen = render(&app);
    assert!(!screen.contains("The game will be saved"), "{screen}");
    assert!(screen.contains("The game is not saved"), "{screen}");
    insta::assert_snapshot!("leave_question_unsaved", screen);
    // Leaving tries once more, and says so when it fails again.
    key(&mut app, KeyCode::Char('p'));
    assert_eq!(app.showing(), Showing::Confirm);
    assert!(render(&app).contains("Leave unsaved"), "{}", render(&app));
}
