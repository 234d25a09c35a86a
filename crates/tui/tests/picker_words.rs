//! The picker and the setup screen as a family reads them (issue 17, §5):
//! Esc from a game's setup comes back to that game on the picker; the picker
//! counts the games to start and the saved games apart; its key bar offers
//! only keys that do something for the item selected; and a game's rules can
//! be read from the picker (`r`) and from its setup (F1) before it starts.

mod common;

use common::{app_with, key, open_setup, render, scratch};
use majlis_tui::app::{App, Mode, Showing};
use majlis_tui::screens::picker::{Entry, Page};
use ratatui::crossterm::event::KeyCode;

const SIZE: (u16, u16) = (80, 24);

/// The app and its data folder (kept while the app is used).
fn new_app(name: &str) -> (App, common::Scratch) {
    let dir = scratch(name);
    (app_with(majlis_tui::games::SCREENS, &dir, SIZE), dir)
}

/// The game of the entry selected on the picker's Games page.
fn selected(app: &App) -> String {
    let Mode::Picker(picker) = app.screen() else {
        panic!("not on the picker: {:?}", app.showing())
    };
    assert_eq!(picker.page(), Page::Games);
    match &picker.entries()[picker.selected()] {
        Entry::Continue(saved) => format!("continue {}", saved.entry.id()),
        Entry::Game { entry } => entry.id().to_owned(),
    }
}

/// The key bar: the screen's last row.
fn key_bar(app: &App) -> String {
    render(app).lines().last().expect("a key bar").to_owned()
}

#[test]
fn esc_from_a_games_setup_comes_back_to_that_game_on_the_picker() {
    let (mut app, _dir) = new_app("words-esc-from-setup");
    open_setup(&mut app, "Khixa");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.showing(), Showing::Picker);
    assert_eq!(selected(&app), "khixa", "the cursor stays on Khixa");
    // The Back button too.
    open_setup(&mut app, "Wajh al-Nahs");
    for _ in 0..12 {
        if render(&app).contains("▶ Back ◀") {
            break;
        }
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(selected(&app), "wajh-alnahs");
}

#[test]
fn the_picker_counts_games_and_saved_games_apart_and_offers_delete_only_on_a_save() {
    let (mut app, _dir) = new_app("words-picker-counts");
    let screen = render(&app);
    assert!(screen.contains("5 games · 0 saved · 0 finished"), "{screen}");
    assert!(
        !key_bar(&app).contains("delete"),
        "a new game has no save to delete: {}",
        key_bar(&app)
    );
    assert!(key_bar(&app).contains("new game"), "{}", key_bar(&app));

    // A Shesh-Besh game: the opening roll, then left for the picker (saved).
    open_setup(&mut app, "Shesh-Besh");
    common::press_start(&mut app);
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('p'));
    assert_eq!(app.showing(), Showing::Picker);
    let screen = render(&app);
    assert!(screen.contains("5 games · 1 saved · 0 finished"), "{screen}");
    assert_eq!(selected(&app), "continue shesh-besh");
    assert!(key_bar(&app).contains("d  delete"), "{}", key_bar(&app));
    assert!(key_bar(&app).contains("Enter  continue"), "{}", key_bar(&app));
    assert!(
        key_bar(&app).contains("q  quit"),
        "how to leave shows at 80 columns: {}",
        key_bar(&app)
    );

    // The Results page has no save to delete, and nothing to replay yet.
    key(&mut app, KeyCode::Tab);
    let bar = key_bar(&app);
    assert!(!bar.contains("delete"), "{bar}");
    assert!(!bar.contains("Enter"), "no finished game to replay: {bar}");
    assert!(bar.contains("Tab  Games"), "{bar}");
    assert!(bar.contains("q  quit"), "{bar}");
}

#[test]
fn r_on_the_picker_shows_the_rules_of_the_game_selected() {
    let (mut app, _dir) = new_app("words-picker-rules");
    assert!(key_bar(&app).contains("r  rules"), "{}", key_bar(&app));
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Down);
    assert_eq!(selected(&app), "khixa");
    key(&mut app, KeyCode::Char('r'));
    assert_eq!(app.showing(), Showing::Help);
    let screen = render(&app);
    assert!(screen.contains("Khixa (ﺎﺴﻜﻴﺧ) — the rules in short"), "{screen}");
    assert!(screen.contains(" Rules "), "titled as the rules: {screen}");
    assert!(!screen.contains("Picker keys"), "the rules alone: {screen}");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.showing(), Showing::Picker);
    assert_eq!(selected(&app), "khixa");
}

#[test]
fn f1_on_the_setup_screen_shows_the_setup_keys_the_house_rules_chosen_and_the_rules() {
    let (mut app, _dir) = new_app("words-setup-rules");
    open_setup(&mut app, "Wajh al-Nahs");
    assert!(key_bar(&app).contains("F1  help & rules"), "{}", key_bar(&app));
    // Stages: 3 → 4.
    for _ in 0..12 {
        if render(&app).contains("▶ Stages") {
            break;
        }
        key(&mut app, KeyCode::Down);
    }
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::F(1));
    assert_eq!(app.showing(), Showing::Help);
    let mut seen = render(&app);
    for _ in 0..80 {
        key(&mut app, KeyCode::Down);
        seen.push_str(&render(&app));
    }
    assert!(seen.contains("Setup keys"), "{seen}");
    assert!(seen.contains("Stages: 4 stages"), "the house rule as chosen: {seen}");
    assert!(seen.contains("Wajh al-Nahs (ﺲﺤﻨﻟﺍ ﻪﺟﻭ)"), "the rules' heading: {seen}");
}
