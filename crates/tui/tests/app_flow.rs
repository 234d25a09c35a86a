//! Scripted key and mouse sequences through the app state machine, with the fake
//! Countdown game (tests/common) so every path of the shell is reached.

mod common;

use common::*;
use majlis_tui::app::{App, Mode, Showing};
use majlis_tui::save::SaveStore;
use majlis_tui::screens::picker::Entry;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use serde_json::{Value, json};

const SIZE: (u16, u16) = (100, 30);

/// The one save on the shelf in `dir` (the test fails if there is not exactly one).
fn autosave(dir: &std::path::Path) -> Value {
    let saves = saves(dir);
    assert_eq!(saves.len(), 1, "one save: {saves:?}");
    saves.into_iter().next().expect("one")
}

/// Every save on the shelf in `dir`, as JSON, in file-name order.
fn saves(dir: &std::path::Path) -> Vec<Value> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut paths: Vec<_> = entries
        .map(|e| e.expect("entry").path())
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
            name.ends_with(".json") && !name.contains("corrupt") && !name.starts_with('.')
        })
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|p| serde_json::from_str(&std::fs::read_to_string(p).expect("a save")).expect("save JSON"))
        .collect()
}

fn picker_entries(app: &App) -> Vec<String> {
    picker(app)
        .entries()
        .iter()
        .map(|e| match e {
            Entry::Continue(saved) => format!("continue {}", saved.on_disk.save.names.join("/")),
            Entry::Game { entry } => entry.id().to_owned(),
        })
        .collect()
}

fn picker_notice(app: &App) -> Vec<String> {
    picker(app).notice().to_vec()
}

/// Picker → setup with two typed names and 5 moves → game.
fn start_named_game(app: &mut App) {
    assert_eq!(app.showing(), Showing::Picker);
    key(app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Setup);
    // Focus starts on the first name, which shows its default until typed over.
    chars(app, "Amal");
    key(app, KeyCode::Down);
    chars(app, "Dov");
    key(app, KeyCode::Down); // Moves
    key(app, KeyCode::Right); // 5 moves
    key(app, KeyCode::Down); // Hidden hands
    key(app, KeyCode::Down); // Start
    key(app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Game);
}

#[test]
fn picker_setup_game_leave_autosaves_and_continue_resumes_to_results() {
    let dir = scratch("full-flow");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    assert_eq!(picker_entries(&app), vec!["countdown"]);
    start_named_game(&mut app);
    let playing = app.playing().expect("a game");
    assert_eq!(playing.session.names(), ["Amal", "Dov"]);
    assert_eq!(
        playing.session.record_json()["seed"],
        100,
        "the first seed of the app's source"
    );
    assert_eq!(playing.session.record_json()["options"]["moves"], 5);

    chars(&mut app, "xx");
    key(&mut app, KeyCode::Char('q'));
    assert_eq!(app.showing(), Showing::Confirm);
    key(&mut app, KeyCode::Char('p'));
    assert_eq!(app.showing(), Showing::Picker);
    let save = autosave(&dir);
    assert_eq!(save["format"], "majlis-save");
    assert_eq!(save["version"], 1);
    assert_eq!(save["game"], "countdown");
    assert_eq!(save["names"], json!(["Amal", "Dov"]));
    assert_eq!(save["record"]["actions"], json!(["x0", "x1"]));
    assert_eq!(picker_entries(&app), vec!["continue Amal/Dov", "countdown"]);

    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Game);
    assert_eq!(
        app.playing().expect("resumed").session.record_json()["actions"],
        json!(["x0", "x1"])
    );
    chars(&mut app, "xxx");
    assert_eq!(app.showing(), Showing::Results);
    assert!(saves(&dir).is_empty(), "a finished game's save is removed");
    let Mode::Results(results) = app.screen() else {
        panic!("results")
    };
    assert_eq!(results.summary.headline, "Amal made the last move and wins");
    assert_eq!(results.summary.scores, vec![3, 2]);
    assert!(results.note.is_none());

    key(&mut app, KeyCode::Char('p'));
    assert_eq!(
        picker_entries(&app),
        vec!["countdown"],
        "no Continue once the game is finished"
    );
}

#[test]
fn play_again_keeps_names_and_options_with_a_new_seed() {
    let dir = scratch("play-again");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    start_named_game(&mut app);
    chars(&mut app, "xxxxx");
    assert_eq!(app.showing(), Showing::Results);
    key(&mut app, KeyCode::Enter); // "Play again" is selected first
    let record = app.playing().expect("a new game").session.record_json();
    assert_eq!(app.playing().expect("game").session.names(), ["Amal", "Dov"]);
    assert_eq!(record["seed"], 101);
    assert_eq!(record["options"]["moves"], 5);
    assert_eq!(record["actions"], json!([]));
}

#[test]
fn results_buttons_work_by_arrow_and_by_click() {
    let dir = scratch("results-buttons");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Up); // Back
    key(&mut app, KeyCode::Up); // Start
    key(&mut app, KeyCode::Enter);
    chars(&mut app, "xxx");
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Picker);

    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Enter);
    chars(&mut app, "xxx");
    let (column, row) = find_text(&app, "Play again").expect("button on screen");
    click(&mut app, column, row);
    assert_eq!(app.showing(), Showing::Game);
    assert_eq!(
        app.playing().expect("game").session.record_json()["seed"],
        102,
        "100, 101, then play again"
    );
}

#[test]
fn q_q_saves_and_quits_from_a_game() {
    let dir = scratch("q-q");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    start_named_game(&mut app);
    key(&mut app, KeyCode::Char('x'));
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('q'));
    assert!(app.should_quit());
    assert_eq!(autosave(&dir)["record"]["actions"], json!(["x0"]));
}

#[test]
fn escape_on_the_question_keeps_playing_and_saves_nothing() {
    let dir = scratch("keep-playing");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    start_named_game(&mut app);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.showing(), Showing::Confirm);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.showing(), Showing::Game);
    assert!(!app.should_quit());
    assert!(saves(&dir).is_empty());
}

#[test]
fn control_c_saves_and_quits_from_anywhere_in_a_game() {
    let dir = scratch("ctrl-c");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    start_named_game(&mut app);
    key(&mut app, KeyCode::Char('?'));
    ctrl(&mut app, 'c');
    assert!(app.should_quit());
    assert_eq!(autosave(&dir)["names"], json!(["Amal", "Dov"]));
}

#[test]
fn q_on_the_picker_quits_without_a_question() {
    let dir = scratch("picker-q");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    key(&mut app, KeyCode::Char('q'));
    assert!(app.should_quit());
}

#[test]
fn key_releases_and_repeats_are_ignored() {
    let dir = scratch("releases");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    start_named_game(&mut app);
    for kind in [KeyEventKind::Release, KeyEventKind::Repeat] {
        let event = KeyEvent::new_with_kind(KeyCode::Char('x'), KeyModifiers::NONE, kind);
        app.handle(&Event::Key(event));
    }
    assert_eq!(app.playing().expect("game").session.record_json()["actions"], json!([]));
}

#[test]
fn a_failed_save_says_why_and_offers_to_leave_unsaved() {
    let dir = scratch("save-fails");
    // The save directory is a file, so nothing can be written under it.
    std::fs::write(dir.join("blocker"), "a file").expect("plant");
    let mut app = App::new(COUNTDOWN, SaveStore::at(dir.join("blocker")), counting_seeds(), SIZE);
    start_named_game(&mut app);
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('q'));
    assert!(!app.should_quit(), "the game is not lost silently");
    assert_eq!(app.showing(), Showing::Confirm);
    let screen = render(&app);
    assert!(
        screen.contains("The game could not be saved:") && screen.contains("blocker"),
        "{screen}"
    );
    assert!(
        screen.contains("[ Leave unsaved ]   [ Quit unsaved ]   ▶ Keep playing ◀"),
        "{screen}"
    );
    key(&mut app, KeyCode::Char('q'));
    assert!(app.should_quit(), "the second q leaves without saving");
}

#[test]
fn setup_escape_goes_back_and_empty_names_get_defaults() {
    let dir = scratch("setup-back");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    key(&mut app, KeyCode::Enter);
    assert!(!render(&app).contains("replaces the saved"), "no save, no warning");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.showing(), Showing::Picker);
    key(&mut app, KeyCode::Enter);
    chars(&mut app, "Zed");
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Backspace);
    key(&mut app, KeyCode::Up); // wraps to Back
    key(&mut app, KeyCode::Left); // Start
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.playing().expect("game").session.names(), ["White", "Black"]);
}

#[test]
fn setup_letters_go_into_names_even_those_bound_elsewhere() {
    let dir = scratch("setup-letters");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    key(&mut app, KeyCode::Enter);
    chars(&mut app, "jkq? x");
    press_start(&mut app);
    assert_eq!(app.playing().expect("game").session.names(), ["jkq? x", "Black"]);
}

#[test]
fn a_game_that_refuses_to_start_is_explained_on_setup() {
    let dir = scratch("setup-refused");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    key(&mut app, KeyCode::Enter);
    chars(&mut app, "Nobody");
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Setup);
    assert!(
        render(&app).contains("The game could not start: Nobody cannot play"),
        "{}",
        render(&app)
    );
}

#[test]
fn play_refuses_a_wrong_number_of_names() {
    let dir = scratch("play-names");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    let err = app
        .play("countdown", 1, Value::Null, 2, vec!["Solo".into()])
        .expect_err("one name");
    assert!(err.to_string().contains("1 names were given for 2 players"), "{err}");
    let err = app
        .play("countdown", 1, Value::Null, 1, vec!["Solo".into()])
        .expect_err("one player");
    assert!(err.to_string().contains("played by 2 players, not 1"), "{err}");
    assert_eq!(app.showing(), Showing::Picker);
}

#[test]
fn setup_mouse_clicks_focus_change_options_and_press_start() {
    let dir = scratch("setup-mouse");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    let (column, row) = find_text(&app, "Countdown").expect("entry");
    click(&mut app, column, row);
    assert_eq!(app.showing(), Showing::Setup);
    // The option's value, right of its left arrow: a click there steps forward.
    let (column, row) = find_text(&app, "◀ 3 ▶").expect("option");
    let column = column + 2;
    click(&mut app, column, row); // steps forward
    click(&mut app, column, row);
    let (column, row) = find_text(&app, "Start").expect("button");
    click(&mut app, column, row);
    assert_eq!(
        app.playing().expect("game").session.record_json()["options"]["moves"],
        8
    );
}

#[test]
fn play_opens_the_game_directly_with_default_names() {
    let dir = scratch("play");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    app.play("countdown", 77, json!({"moves": 4}), 2, Vec::new())
        .expect("play");
    let session = &app.playing().expect("game").session;
    assert_eq!(session.names(), ["White", "Black"]);
    assert_eq!(session.record_json()["seed"], 77);
    let err = app
        .play("chess", 1, Value::Null, 2, Vec::new())
        .expect_err("unknown game");
    assert!(err.to_string().contains("unknown game \"chess\""), "{err}");
    assert!(
        err.to_string().contains("countdown"),
        "the error lists the games: {err}"
    );
}

#[test]
fn the_curtain_hides_the_game_until_the_named_player_presses_a_key() {
    let dir = scratch("curtain");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    play_directly(
        &mut app,
        "countdown",
        5,
        json!({"moves": 3, "hidden": true}),
        &["Amal", "Dov"],
    );
    assert_eq!(app.showing(), Showing::Curtain);
    let screen = render(&app);
    assert!(!screen.contains("SECRET"), "the curtain hides the hand:\n{screen}");
    assert!(screen.contains("Pass the device to"));
    // The key that lifts the curtain is not passed on as a move.
    key(&mut app, KeyCode::Char('x'));
    assert_eq!(app.showing(), Showing::Game);
    assert_eq!(app.playing().expect("game").session.record_json()["actions"], json!([]));
    assert!(render(&app).contains("SECRET-0"));
    key(&mut app, KeyCode::Char('x'));
    assert_eq!(app.showing(), Showing::Curtain, "before Dov's turn");
    assert!(render(&app).contains("Dov"));
    assert!(!render(&app).contains("SECRET"));
    click(&mut app, 50, 15);
    assert_eq!(app.showing(), Showing::Game);
    assert!(render(&app).contains("SECRET-1"));
    key(&mut app, KeyCode::Char('x'));
    key(&mut app, KeyCode::Char('q'));
    assert_eq!(app.showing(), Showing::Confirm, "q on the curtain asks to leave");
    assert!(
        !render(&app).contains("SECRET"),
        "and the question keeps the game hidden"
    );
}

#[test]
fn too_small_replaces_everything_and_resizing_brings_the_screen_back() {
    let dir = scratch("too-small");
    let mut app = app_with(COUNTDOWN, &dir, (79, 24));
    assert_eq!(app.showing(), Showing::TooSmall);
    key(&mut app, KeyCode::Enter);
    resize(&mut app, 80, 24);
    assert_eq!(
        app.showing(),
        Showing::Picker,
        "the Enter pressed while too small did nothing"
    );
    // The game asks for 90×26 plus the shell's two bars.
    app.play("countdown", 1, Value::Null, 2, Vec::new()).expect("play");
    assert_eq!(app.min_size(), (90, 28));
    assert_eq!(app.showing(), Showing::TooSmall);
    key(&mut app, KeyCode::Char('x'));
    resize(&mut app, 90, 28);
    assert_eq!(app.showing(), Showing::Game);
    assert_eq!(app.playing().expect("game").session.record_json()["actions"], json!([]));
    resize(&mut app, 90, 27);
    key(&mut app, KeyCode::Char('q'));
    assert!(app.should_quit(), "q while too small saves and quits");
    assert_eq!(saves(&dir).len(), 1);
}

#[test]
fn help_scrolls_within_its_text_and_closes() {
    let dir = scratch("help");
    let mut app = playing_countdown(&dir, SIZE, 1, &[]);
    key(&mut app, KeyCode::Char('?'));
    assert_eq!(app.showing(), Showing::Help);
    assert!(!render(&app).contains("The end."));
    key(&mut app, KeyCode::End);
    assert!(render(&app).contains("The end."));
    let at_end = render(&app);
    key(&mut app, KeyCode::Down);
    assert_eq!(render(&app), at_end, "no scrolling past the end");
    key(&mut app, KeyCode::Home);
    assert!(render(&app).contains("make a move"));
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.showing(), Showing::Game);
}

#[test]
fn a_bad_autosave_is_set_aside_and_named_in_the_picker() {
    let dir = scratch("bad-save");
    std::fs::write(dir.join("autosave.json"), "{ not json").expect("plant");
    let app = app_with(COUNTDOWN, &dir, SIZE);
    assert_eq!(picker_entries(&app), vec!["countdown"]);
    let notice = picker_notice(&app).join(" ");
    assert!(notice.contains("not valid JSON"), "{notice}");
    assert!(notice.contains("autosave.corrupt-1.json"), "{notice}");
    assert_eq!(
        std::fs::read_to_string(dir.join("autosave.corrupt-1.json")).expect("kept"),
        "{ not json"
    );
}

#[test]
fn a_save_the_game_refuses_is_set_aside_before_it_is_offered() {
    let dir = scratch("refused-save");
    save_countdown(&dir, ["A", "B"], json!(["x1"]));
    let app = app_with(COUNTDOWN, &dir, SIZE);
    assert_eq!(picker_entries(&app), vec!["countdown"]);
    let notice = picker_notice(&app).join(" ");
    assert!(
        notice.contains("could not be restored (action \"x1\" does not replay)"),
        "{notice}"
    );
    assert!(dir.join("game-1.corrupt-1.json").exists());
    let why = std::fs::read_to_string(dir.join("game-1.corrupt-1.why.txt")).expect("the reason is kept");
    assert!(why.contains("does not replay"), "{why}");
}

#[test]
fn a_new_game_saves_beside_another_games_save_and_both_are_offered() {
    let dir = scratch("other-save-kept");
    let old = save_countdown(&dir, ["Old", "Game"], json!(["x0"]));
    let before = std::fs::read(&old).expect("the old save");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Setup);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Game);
    assert_eq!(saves(&dir).len(), 1, "nothing played yet, nothing written");
    chars(&mut app, "xx");
    assert_eq!(saves(&dir).len(), 2, "the new game has a save of its own");
    assert_eq!(
        std::fs::read(&old).expect("the old save"),
        before,
        "the old save is untouched"
    );
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('p'));
    let mut entries = picker_entries(&app);
    entries.sort();
    assert_eq!(entries, vec!["continue Old/Game", "continue White/Black", "countdown"]);
}

#[test]
fn every_action_is_autosaved_without_leaving_and_resumes_in_a_new_app() {
    let dir = scratch("autosave-each");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    start_named_game(&mut app);
    assert!(saves(&dir).is_empty(), "nothing played, nothing written");
    for n in 1..=4 {
        key(&mut app, KeyCode::Char('x'));
        let actions = autosave(&dir)["record"]["actions"].as_array().expect("actions").len();
        assert_eq!(actions, n, "after move {n}");
    }
    let seen = render(&app);
    // The terminal is closed without leaving: a new app continues from the autosave.
    drop(app);
    let mut again = app_with(COUNTDOWN, &dir, SIZE);
    assert_eq!(picker_entries(&again), vec!["continue Amal/Dov", "countdown"]);
    key(&mut again, KeyCode::Enter);
    assert_eq!(again.showing(), Showing::Game);
    assert_eq!(render(&again), seen, "the same position");
    key(&mut again, KeyCode::Char('x'));
    assert_eq!(again.showing(), Showing::Results);
    assert!(saves(&dir).is_empty(), "finished: the save is removed");
}

#[test]
fn a_failing_autosave_is_shown_in_the_key_bar_play_goes_on_and_it_is_retried() {
    let dir = scratch("autosave-fails");
    // The save directory is a file, so nothing can be written under it.
    let blocker = dir.join("blocker");
    std::fs::write(&blocker, "a file").expect("plant");
    let mut app = App::new(COUNTDOWN, SaveStore::at(&blocker), counting_seeds(), SIZE);
    start_named_game(&mut app);
    let bar = |app: &App| render(app).lines().last().expect("a key bar").to_owned();
    assert!(!bar(&app).contains("Not saved"), "{}", bar(&app));
    key(&mut app, KeyCode::Char('x'));
    assert_eq!(app.showing(), Showing::Game, "play goes on");
    assert!(bar(&app).contains("Not saved"), "{}", bar(&app));
    let reason = app
        .playing()
        .expect("game")
        .save_error
        .clone()
        .expect("a reason")
        .reason;
    assert!(reason.contains("blocker"), "the reason names the path: {reason}");
    key(&mut app, KeyCode::Char('x'));
    let actions = app.playing().expect("game").session.record_json()["actions"].clone();
    assert_eq!(actions, json!(["x0", "x1"]), "both moves were played");
    // The directory becomes writable: the next action saves, and the warning goes.
    std::fs::remove_file(&blocker).expect("unblock");
    key(&mut app, KeyCode::Char('x'));
    assert!(!bar(&app).contains("Not saved"), "{}", bar(&app));
    assert_eq!(autosave(&blocker)["record"]["actions"], json!(["x0", "x1", "x0"]));
}

#[test]
fn finishing_a_game_removes_its_own_save_only_and_keeps_it_in_the_history() {
    let dir = scratch("other-save");
    save_countdown(&dir, ["Old", "Game"], json!(["x0"]));
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Setup);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Enter);
    chars(&mut app, "xxx");
    assert_eq!(app.showing(), Showing::Results);
    assert_eq!(
        autosave(&dir)["names"],
        json!(["Old", "Game"]),
        "only the other game's save is left"
    );
    let kept: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("history/1.json")).expect("kept")).expect("json");
    assert_eq!(kept["format"], "majlis-history");
    assert_eq!(kept["names"], json!(["White", "Black"]));
    assert_eq!(kept["record"]["actions"], json!(["x0", "x1", "x0"]));
    assert_eq!(kept["record"]["seed"], 100);
    assert_eq!(kept["result"]["winners"], json!([0]));
    assert_eq!(kept["result"]["headline"], "White made the last move and wins");
}

#[test]
fn mouse_clicks_on_the_game_reach_the_session_with_its_area() {
    let dir = scratch("game-mouse");
    let mut app = playing_countdown(&dir, SIZE, 1, &[]);
    click(&mut app, 10, 0); // the title bar is not the game's
    assert_eq!(app.playing().expect("game").session.record_json()["actions"], json!([]));
    click(&mut app, 10, 5);
    assert_eq!(
        app.playing().expect("game").session.record_json()["actions"],
        json!(["x0"])
    );
}

#[test]
fn the_confirm_question_answers_clicks() {
    let dir = scratch("confirm-mouse");
    let mut app = playing_countdown(&dir, SIZE, 1, &[]);
    key(&mut app, KeyCode::Char('q'));
    let (column, row) = find_text(&app, "Keep playing").expect("button");
    click(&mut app, column, row);
    assert_eq!(app.showing(), Showing::Game);
    key(&mut app, KeyCode::Char('q'));
    let (column, row) = find_text(&app, "Save, to picker").expect("button");
    click(&mut app, column, row);
    assert_eq!(app.showing(), Showing::Picker);
    assert_eq!(saves(&dir).len(), 1);
}

#[test]
fn help_opens_on_every_screen_with_that_screens_keys() {
    let dir = scratch("help-everywhere");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    key(&mut app, KeyCode::Char('?'));
    assert_eq!(app.showing(), Showing::Help);
    assert!(render(&app).contains("Picker keys"));
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.showing(), Showing::Picker);

    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('?'));
    assert_eq!(app.showing(), Showing::Setup, "in a name field ? is a letter");
    key(&mut app, KeyCode::F(1));
    assert_eq!(app.showing(), Showing::Help);
    let screen = render(&app);
    assert!(
        screen.contains("Setup keys") && screen.contains("type the focused player's name"),
        "{screen}"
    );
    key(&mut app, KeyCode::Char('q'));
    assert_eq!(app.showing(), Showing::Setup, "q closes the help, not the program");
    assert!(!app.should_quit());

    key(&mut app, KeyCode::Up);
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.playing().expect("game").session.names(), ["?", "Black"]);
    chars(&mut app, "xxx");
    key(&mut app, KeyCode::Char('?'));
    assert!(render(&app).contains("Results keys"));
}
