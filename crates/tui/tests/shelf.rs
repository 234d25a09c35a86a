//! The shelf of saved games with the real games: a Shesh-Besh match and a
//! Jackar game played the same evening, each into a save of its own, both
//! offered by the picker (game, players, how far, when) and each continued
//! from it where it was left; a save deleted after its question.

mod common;

use common::{app_with, key, play_directly, render, saved_games, scratch};
use majlis_tui::app::{App, Showing};
use majlis_tui::clock::Stamp;
use ratatui::crossterm::event::KeyCode;

/// Plays keys until the game's record holds one more action than `before`.
fn play_one_action(app: &mut App, keys: &[KeyCode]) {
    let played = |app: &App| app.playing().map_or(0, |p| p.session.actions_played());
    let before = played(app);
    for &code in keys.iter().cycle().take(200) {
        key(app, code);
        if played(app) > before {
            return;
        }
    }
    panic!("no action was played:\n{}", render(app));
}

/// Plays one Jackar card by keys: each card in turn, Enter through its
/// effect and marble and to confirm, until one is played.
fn play_a_card(app: &mut App) {
    let keys: Vec<KeyCode> = "123456"
        .chars()
        .flat_map(|c| [KeyCode::Char(c), KeyCode::Enter, KeyCode::Enter, KeyCode::Enter])
        .collect();
    play_one_action(app, &keys);
}

/// Moves the setup's focus down to its Start button.
fn to_start(app: &mut App) {
    for _ in 0..12 {
        if render(app).contains("▶ Start ◀") {
            return;
        }
        key(app, KeyCode::Down);
    }
    panic!("no Start button:\n{}", render(app));
}

/// The saved games the picker offers: (game id, names, progress).
fn offered(app: &App) -> Vec<(String, Vec<String>, String)> {
    saved_games(app)
        .into_iter()
        .map(|saved| {
            (
                saved.entry.id().to_owned(),
                saved.on_disk.save.names.clone(),
                saved.progress.clone(),
            )
        })
        .collect()
}

#[test]
fn two_games_played_into_two_saves_resume_each_from_the_picker() {
    let dir = scratch("shelf-two-games");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, (100, 30));
    // Shesh-Besh, a match to 3: the opening roll, then leave to the picker.
    key(&mut app, KeyCode::Enter);
    for code in [KeyCode::Down, KeyCode::Down, KeyCode::Right] {
        key(&mut app, code);
    }
    to_start(&mut app);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Game, "{}", render(&app));
    assert_eq!(app.playing().map(|p| p.entry.id()), Some("shesh-besh"));
    play_one_action(&mut app, &[KeyCode::Char('r')]);
    let shesh = app.playing().expect("a game").session.record_json();
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('p'));
    assert_eq!(app.showing(), Showing::Picker);

    // Jackar, four players: the leader takes the device and plays a card.
    // (Up from the end of the list: other games come after it.)
    key(&mut app, KeyCode::End);
    for _ in 0..8 {
        if render(&app).contains("▶  Jackar   ﺭﺎﻛﺎﺟ") {
            break;
        }
        key(&mut app, KeyCode::Up);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Setup);
    to_start(&mut app);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Curtain);
    key(&mut app, KeyCode::Char(' '));
    play_a_card(&mut app);
    let jackar = app.playing().expect("a game").session.record_json();
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('p'));

    // Both are on the shelf, each in its own file, the last played first.
    let shelf = offered(&app);
    assert_eq!(shelf.len(), 2, "{shelf:?}");
    assert_eq!(shelf[0].0, "jackar");
    assert_eq!(shelf[1].0, "shesh-besh");
    assert_eq!(shelf[1].1, vec!["White", "Black"]);
    assert!(shelf[1].2.starts_with("match to 3, game 1, 0–0"), "{shelf:?}");
    assert!(shelf[0].2.contains("1 card used"), "{shelf:?}");
    let picker = render(&app);
    assert!(
        picker.contains("Continue: Jackar") && picker.contains("Continue: Shesh-Besh"),
        "{picker}"
    );
    assert!(picker.contains("today"), "when last played:\n{picker}");
    assert!(dir.join("game-1.json").exists() && dir.join("game-2.json").exists());

    // Continue the Shesh-Besh match (the second entry): the same record.
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Game);
    assert_eq!(app.playing().map(|p| p.entry.id()), Some("shesh-besh"));
    assert_eq!(app.playing().expect("game").session.record_json(), shesh);
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('p'));
    // And the Jackar game.
    let first = offered(&app);
    let jackar_at = first
        .iter()
        .position(|(id, ..)| id == "jackar")
        .expect("jackar offered");
    for _ in 0..jackar_at {
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        app.showing(),
        Showing::Curtain,
        "a continued private game starts behind the curtain"
    );
    assert_eq!(app.playing().expect("game").session.record_json(), jackar);
}

#[test]
fn a_saved_game_is_deleted_only_after_its_question() {
    let dir = scratch("shelf-delete");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, (100, 30));
    play_directly(&mut app, "shesh-besh", 4, serde_json::Value::Null, &["Amal", "Dov"]);
    play_one_action(&mut app, &[KeyCode::Char('r')]);
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('p'));
    assert_eq!(offered(&app).len(), 1);
    key(&mut app, KeyCode::Char('d'));
    assert_eq!(app.showing(), Showing::Delete);
    let question = render(&app);
    assert!(
        question.contains("Delete the saved game?") && question.contains("Shesh-Besh, Amal vs Dov"),
        "{question}"
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Picker, "Keep is the default");
    assert_eq!(offered(&app).len(), 1);
    key(&mut app, KeyCode::Char('d'));
    key(&mut app, KeyCode::Char('y'));
    assert_eq!(offered(&app).len(), 0);
    assert!(!dir.join("game-1.json").exists());
}

/// The picker with two saved games, their progress and when they were last
/// played, read at a fixed "now" so the picture is always the same.
#[test]
fn snapshot_the_picker_with_two_saved_games() {
    let dir = scratch("shelf-snapshot");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, (80, 24));
    play_directly(
        &mut app,
        "shesh-besh",
        4,
        serde_json::json!({"match_to": 5}),
        &["Amal", "Dov"],
    );
    play_one_action(&mut app, &[KeyCode::Char('r')]);
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('p'));
    play_directly(
        &mut app,
        "jackar",
        9,
        serde_json::Value::Null,
        &["سامي", "דב", "Lea", "Badr 🎲"],
    );
    key(&mut app, KeyCode::Char(' '));
    play_a_card(&mut app);
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('p'));
    // 2025-05-10 12:00 UTC; the saves were written an hour and a day before.
    let now = Stamp(1_746_878_400);
    let set = |name: &str, ago: u64| {
        let when = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_746_878_400 - ago);
        std::fs::File::options()
            .write(true)
            .open(dir.join(name))
            .and_then(|f| f.set_modified(when))
            .expect("dated");
    };
    set("game-1.json", 86_400);
    set("game-2.json", 3_600);
    app.fix_clock(now, jiff::tz::TimeZone::UTC);
    insta::assert_snapshot!(render(&app));
}
