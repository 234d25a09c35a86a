//! Two windows of Majlis, one saved game: the real shell in two real
//! processes. While one window has the game on screen, the other lists it as
//! open in another window and refuses to continue or delete it; once that
//! window ends (by leaving, or killed with SIGKILL) the game opens.
//!
//! The other window is this test binary run again with [`OTHER_WINDOW`] set:
//! it continues the game, says so on its standard output, and keeps it on
//! screen until its standard input closes (or it is killed).

mod common;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};

use common::{key, picker, play_directly, render, saved_games};
use majlis_tui::app::{App, Showing};
use majlis_tui::save::SaveStore;
use ratatui::crossterm::event::KeyCode;

/// Set (to the data folder) in the process that plays the other window.
const OTHER_WINDOW: &str = "MAJLIS_TEST_OTHER_WINDOW";
/// What the other window prints once the game is on its screen.
const HOLDING: &str = "OTHER WINDOW: PLAYING";
/// This test's name, for the other window to run it alone.
const TEST: &str = "a_game_open_in_another_window_is_refused_until_that_window_ends_or_is_killed";

fn app(dir: &Path) -> App {
    App::new(
        majlis_tui::games::SCREENS,
        SaveStore::at(dir),
        Box::new(|| 7),
        (100, 30),
    )
}

/// The other window: continues the first saved game and holds it until its
/// standard input closes.
fn be_the_other_window(dir: &Path) {
    let mut window = app(dir);
    key(&mut window, KeyCode::Enter);
    assert_eq!(window.showing(), Showing::Game, "{}", render(&window));
    println!("{HOLDING}");
    std::io::stdout().flush().expect("flush");
    let mut rest = Vec::new();
    let _ = std::io::stdin().read_to_end(&mut rest);
}

/// Starts the other window on `dir` and waits until it has the game on screen.
fn other_window(dir: &Path) -> Child {
    let mut child = Command::new(std::env::current_exe().expect("this test binary"))
        .args(["--exact", TEST, "--nocapture", "--test-threads=1"])
        .env(OTHER_WINDOW, dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the other window starts");
    let out = child.stdout.take().expect("its output");
    let mut lines = BufReader::new(out).lines();
    loop {
        match lines.next() {
            Some(Ok(line)) if line.contains(HOLDING) => break,
            Some(Ok(_)) => {}
            _ => panic!("the other window ended before it held the game: {:?}", child.wait()),
        }
    }
    // The rest of its output is read to its end, so it never writes into a closed pipe.
    std::thread::spawn(move || lines.for_each(drop));
    child
}

/// The picker's saved games: (right-hand note is "open in another window", progress).
fn saved_entries(app: &App) -> Vec<bool> {
    saved_games(app).iter().map(|saved| saved.elsewhere).collect()
}

fn notice(app: &App) -> String {
    picker(app).notice().join(" ")
}

#[test]
fn a_game_open_in_another_window_is_refused_until_that_window_ends_or_is_killed() {
    if let Some(dir) = std::env::var_os(OTHER_WINDOW) {
        return be_the_other_window(Path::new(&dir));
    }
    let dir = tempfile::tempdir().expect("a data folder");
    // A Shesh-Besh match with its opening roll, saved and left.
    let mut here = app(dir.path());
    play_directly(&mut here, "shesh-besh", 4, serde_json::Value::Null, &["Amal", "Dov"]);
    key(&mut here, KeyCode::Char('r'));
    key(&mut here, KeyCode::Char('q'));
    key(&mut here, KeyCode::Char('p'));
    let slot = dir.path().join("game-1.json");
    assert!(slot.exists());
    assert_eq!(saved_entries(&here), vec![false]);

    // The other window continues it, then leaves by ending.
    let mut other = other_window(dir.path());
    let mut here = app(dir.path());
    assert_eq!(saved_entries(&here), vec![true], "listed, marked as open elsewhere");
    let picker = render(&here);
    assert!(picker.contains("open in another window"), "{picker}");
    key(&mut here, KeyCode::Enter);
    assert_eq!(here.showing(), Showing::Picker, "not continued here");
    assert!(
        notice(&here).contains("This game is open in another window of Majlis"),
        "{}",
        notice(&here)
    );
    key(&mut here, KeyCode::Char('d'));
    assert_eq!(here.showing(), Showing::Picker, "no delete question");
    assert!(notice(&here).contains("can be deleted once that window has left it"));
    assert!(slot.exists(), "not deleted");
    drop(other.stdin.take());
    assert!(other.wait().expect("it ends").success());
    key(&mut here, KeyCode::Enter);
    assert_eq!(here.showing(), Showing::Game, "let go when that window ended");
    key(&mut here, KeyCode::Char('q'));
    key(&mut here, KeyCode::Char('p'));

    // The other window continues it again and is killed outright.
    let mut other = other_window(dir.path());
    let mut here = app(dir.path());
    key(&mut here, KeyCode::Enter);
    assert_eq!(here.showing(), Showing::Picker, "still refused");
    other.kill().expect("SIGKILL");
    let _ = other.wait();
    let mut here = app(dir.path());
    assert_eq!(saved_entries(&here), vec![false], "no longer held");
    key(&mut here, KeyCode::Enter);
    assert_eq!(here.showing(), Showing::Game, "taken over once its holder is gone");
}
