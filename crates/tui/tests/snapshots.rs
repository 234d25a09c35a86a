//! Screen snapshots on a 100×30 `TestBackend`, reviewed by eye. The picker and
//! setup use the real game list; the rest use the fake Countdown game.

mod common;

use common::*;
use majlis_tui::app::Showing;
use majlis_tui::save::SaveFile;
use ratatui::crossterm::event::KeyCode;
use serde_json::{Value, json};

const SIZE: (u16, u16) = (100, 30);

#[test]
fn picker() {
    let dir = scratch("snap-picker");
    let app = app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    insta::assert_snapshot!(render(&app));
}

/// A save written before the shelf (`autosave.json`, one game at a time) is
/// on the shelf as a saved game, with how far it went; its date is read at a
/// fixed "now".
#[test]
fn picker_with_continue() {
    let dir = scratch("snap-picker-continue");
    let entry = majlis_tui::games::find("shesh-besh").expect("a game");
    let session = (entry.open)(1, vec!["Amal".into(), "Dov".into()], &Value::Null).expect("a game");
    let save = SaveFile {
        game: "shesh-besh".into(),
        names: vec!["Amal".into(), "Dov".into()],
        record: session.record_json(),
        seats: Vec::new(),
    };
    std::fs::write(dir.join("autosave.json"), save.to_json().to_string()).expect("plant");
    let noon = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_746_878_400);
    std::fs::File::options()
        .write(true)
        .open(dir.join("autosave.json"))
        .and_then(|f| f.set_modified(noon))
        .expect("dated");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    app.fix_clock(majlis_tui::clock::Stamp(1_746_878_400 + 600), jiff::tz::TimeZone::UTC);
    insta::assert_snapshot!(render(&app));
}

/// The notice names the directory, so this one uses a fixed path: the wrapping of
/// the message must not depend on where the build directory is.
#[cfg(unix)]
#[test]
fn picker_with_a_set_aside_save() {
    let dir = common::fixed_scratch("majlis-tui-snapshot-newer");
    let text = r#"{"format":"majlis-save","version":9,"game":"shesh-besh","names":["A","B"],"record":{}}"#;
    std::fs::write(dir.join("autosave.json"), text).expect("plant");
    let app = app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    insta::assert_snapshot!(render(&app));
}

#[test]
fn setup() {
    let dir = scratch("snap-setup");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    key(&mut app, KeyCode::Enter);
    chars(&mut app, "Amal");
    insta::assert_snapshot!(render(&app));
}

/// Jackar at its four players: the partners line under the names follows the
/// names typed (two typed here, the others by number).
#[test]
fn setup_jackar_four_players_with_partners() {
    let dir = scratch("snap-setup-jackar");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Setup);
    let before = render(&app);
    assert!(before.contains("Teams: players 1 + 3, 2 + 4"), "{before}");
    chars(&mut app, "Amal");
    key(&mut app, KeyCode::Down);
    chars(&mut app, "Sami");
    insta::assert_snapshot!(render(&app));
}

#[test]
fn setup_with_options() {
    let dir = scratch("snap-setup-options");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    key(&mut app, KeyCode::Enter);
    chars(&mut app, "Amal");
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    insta::assert_snapshot!(render(&app));
}

#[test]
fn game_with_title_and_key_bar() {
    let dir = scratch("snap-game");
    let app = playing_countdown(&dir, (120, 40), 3, &["Amal", "Dov"]);
    insta::assert_snapshot!(render(&app));
}

#[test]
fn results() {
    let dir = scratch("snap-results");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    play_directly(&mut app, "countdown", 3, json!({"moves": 5}), &["Amal", "Dov"]);
    chars(&mut app, "xxxxx");
    assert_eq!(app.showing(), Showing::Results);
    insta::assert_snapshot!(render(&app));
}

/// Countdown in play (seed 3, Amal and Dov) on a scratch folder (`folder`),
/// drawn after `code` is pressed.
fn countdown_after(folder: &str, code: KeyCode) -> String {
    let dir = scratch(folder);
    let mut app = playing_countdown(&dir, SIZE, 3, &["Amal", "Dov"]);
    key(&mut app, code);
    render(&app)
}

#[test]
fn help_overlay() {
    insta::assert_snapshot!(countdown_after("snap-help", KeyCode::Char('?')));
}

#[test]
fn confirm_leave() {
    insta::assert_snapshot!(countdown_after("snap-confirm", KeyCode::Char('q')));
}

#[test]
fn too_small() {
    let dir = scratch("snap-too-small");
    let app = playing_countdown(&dir, (70, 20), 3, &[]);
    insta::assert_snapshot!(render(&app));
}

#[test]
fn curtain() {
    let dir = scratch("snap-curtain");
    let mut app = app_with(COUNTDOWN, &dir, SIZE);
    play_directly(&mut app, "countdown", 3, json!({"hidden": true}), &["Amal", "Dov"]);
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Char('x'));
    assert_eq!(app.showing(), Showing::Curtain);
    // Just up: it takes no key yet, and says so.
    insta::assert_snapshot!("curtain_a_moment", render(&app));
    common::wait(&mut app);
    insta::assert_snapshot!(render(&app));
}

/// The picker's help is as tall as its text, not the whole screen.
#[test]
fn picker_help_fits_its_text() {
    let dir = scratch("snap-picker-help");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    key(&mut app, KeyCode::Char('?'));
    let screen = render(&app);
    let rows: Vec<&str> = screen
        .lines()
        .filter(|l| l.contains('│') || l.contains('┌') || l.contains('└'))
        .collect();
    assert!(
        rows.len() < 16,
        "a box of {} rows for a few keys:\n{screen}",
        rows.len()
    );
    insta::assert_snapshot!(screen);
}
