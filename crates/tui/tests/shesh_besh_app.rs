//! The real Shesh-Besh screen inside the shell: a snapshot of the game screen
//! through the app, and a whole seeded game played by keys from the picker to the
//! results, with a leave-and-continue in the middle.
//!
//! The shell sees the game only as a `dyn Session`, so the test keeps a twin: a
//! `SheshBeshSession` at the same table (same seed, names and options) that
//! receives exactly the keys the app receives. The twin's screen state (the
//! cursor, the legal next steps) chooses the keys; the twin and the app's session
//! are checked to agree after every key, so a key that the app routed differently
//! (to the shell, say) shows up at once.

mod common;

use common::{Pair, app_with, key, play_directly, play_to_results, render, scratch, stir, twin, type_names};
use majlis_games::rules::shesh_besh::SheshBesh;
use majlis_tui::app::{App, Showing};
use majlis_tui::games::shesh_besh::SheshBeshSession;
use majlis_tui::games::shesh_besh::layout::Spot;
use majlis_tui::games::shesh_besh::play::{Awaiting, place_spot};
use majlis_tui::session::Session;
use ratatui::crossterm::event::KeyCode;
use rules_core::Record;

const SIZE: (u16, u16) = (100, 30);

impl Pair<SheshBeshSession> {
    fn press(&mut self, code: KeyCode) {
        self.send(code);
        self.assert_same(code);
    }

    /// Presses → until the twin's cursor is on `spot` (one key reaches every stop).
    fn cursor_to(&mut self, spot: Spot) {
        for _ in 0..28 {
            if self.twin.screen().cursor() == spot {
                return;
            }
            self.press(KeyCode::Right);
        }
        panic!("the cursor never reached {spot:?}");
    }

    /// Plays one turn: picks among the legal next steps with `pick`, moving the
    /// cursor, picking the checker and dropping it, then confirms the turn.
    fn play_turn(&mut self, pick: &mut u64) {
        for _ in 0..6 {
            let turn = self.twin.screen().turn().expect("a turn");
            if turn.complete.is_some() {
                return self.press(KeyCode::Enter);
            }
            let step = turn.next[usize::try_from(stir(pick) >> 33).expect("fits") % turn.next.len()];
            let seat = turn.seat;
            self.cursor_to(place_spot(step.from, seat));
            self.press(KeyCode::Enter);
            self.cursor_to(place_spot(step.to, seat));
            self.press(KeyCode::Enter);
            assert_eq!(self.twin.screen().turn().expect("a turn").played.last(), Some(&step));
        }
        panic!("a turn of more than four steps");
    }

    /// One move of the script: roll, or play a whole turn.
    fn step(&mut self, pick: &mut u64) {
        match self.twin.phase() {
            Awaiting::Roll(_) | Awaiting::Decide(_) => self.press(KeyCode::Char('r')),
            Awaiting::Respond(_) => self.press(KeyCode::Char('t')),
            Awaiting::Move(_) => self.play_turn(pick),
            Awaiting::Result => self.press(KeyCode::Enter),
            Awaiting::Over => panic!("the twin is over but the app is on {:?}", self.app.showing()),
        }
    }
}

/// Picker → setup (two names, default options) → the game, seed 100.
fn open_game(dir: &std::path::Path) -> App {
    let mut app = app_with(majlis_tui::games::SCREENS, dir, SIZE);
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Setup);
    type_names(&mut app, &["Amal", "Dov"]);
    for _ in 0..4 {
        key(&mut app, KeyCode::Down); // match length, opening roll, doubling cube, Start
    }
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Game);
    app
}

#[test]
fn game_screen_through_the_app() {
    let dir = scratch("sb-snapshot");
    let mut app = open_game(&dir);
    insta::assert_snapshot!("shesh_besh_opening", render(&app));
    key(&mut app, KeyCode::Char('r'));
    insta::assert_snapshot!("shesh_besh_after_the_opening_roll", render(&app));
}

#[test]
fn a_whole_seeded_game_by_keys_from_the_picker_to_the_results() {
    let dir = scratch("sb-whole-game");
    let app = open_game(&dir);
    let playing = app.playing().expect("a game");
    assert_eq!(playing.session.record_json()["seed"], 100, "the app's first seed");
    let mut pair = Pair::new(app, twin(100, &["Amal", "Dov"]));
    let mut pick = 100;

    // Twenty moves, then leave (saving) and continue from the picker.
    for _ in 0..20 {
        pair.step(&mut pick);
    }
    assert_eq!(
        render_game(&pair.app),
        render_twin(&pair.twin, pair.app.area()),
        "same screen as the twin"
    );
    key(&mut pair.app, KeyCode::Char('q'));
    key(&mut pair.app, KeyCode::Char('p'));
    assert_eq!(pair.app.showing(), Showing::Picker);
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("game-1.json")).expect("autosave")).expect("JSON");
    assert_eq!(saved["record"], pair.twin.record_json());
    key(&mut pair.app, KeyCode::Enter); // Continue
    assert_eq!(pair.app.showing(), Showing::Game);
    // The resumed screen starts afresh (cursor, no half-played turn), so the twin does too.
    let record: Record<SheshBesh> = serde_json::from_value(saved["record"].clone()).expect("a record");
    pair.twin = SheshBeshSession::resumed(&record, vec!["Amal".into(), "Dov".into()]).expect("resumes");

    play_to_results(
        &mut pair,
        |p| &p.app,
        |p| p.step(&mut pick),
        2_000,
        "the game ends within 2000 moves",
    );
    assert!(pair.twin.is_over());
    let results = pair.results();
    assert_eq!(results.names, ["Amal", "Dov"]);
    assert_eq!(results.summary.winners.len(), 1);
    let winner = results.summary.winners[0].index();
    assert!(results.summary.scores[winner] >= 1, "{:?}", results.summary);
    assert!(
        results.summary.headline.starts_with(&results.names[winner]),
        "{}",
        results.summary.headline
    );
    assert!(
        !dir.join("game-1.json").exists(),
        "the finished game's autosave is removed"
    );
    assert!(pair.keys > 100, "a real game takes many keys ({})", pair.keys);
    // The results show the board as the game ended beside the verdict.
    let screen = render(&pair.app);
    assert!(
        screen.contains("○ Amal's home") && screen.contains("● Dov's home") && screen.contains("results"),
        "{screen}"
    );
    let borne_off = if winner == 0 { "○○○" } else { "●●●" };
    assert_eq!(
        screen.matches(borne_off).count(),
        5,
        "the winner's fifteen are off:\n{screen}"
    );
}

/// Leaving with a turn played halfway: the question says the steps will be
/// dropped (the dice stay rolled: the save has the roll).
#[test]
fn the_leave_question_warns_of_a_turn_played_halfway() {
    let dir = scratch("sb-leave-halfway");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    play_directly(&mut app, "shesh-besh", 3, serde_json::Value::Null, &["Amal", "Dov"]);
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Char('q'));
    assert!(
        !render(&app).contains("leaving drops it"),
        "nothing played yet:\n{}",
        render(&app)
    );
    key(&mut app, KeyCode::Esc);
    // Pick the checker under the cursor (one that can move) and play its nearest step.
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Char('q'));
    assert_eq!(app.showing(), Showing::Confirm);
    // The question over the board, the step played named in words.
    insta::assert_snapshot!("leave_halfway", render(&app));
}

fn render_game(app: &App) -> String {
    let area = app.area();
    let body = majlis_tui::chrome::chrome(area).body;
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(area.width, area.height)).expect("t");
    terminal.draw(|frame| app.draw(frame)).expect("draw");
    rows(terminal.backend().buffer(), body)
}

fn render_twin(twin: &dyn Session, area: ratatui::layout::Rect) -> String {
    let body = majlis_tui::chrome::chrome(area).body;
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(area.width, area.height)).expect("t");
    terminal.draw(|frame| twin.draw(frame, body)).expect("draw");
    rows(terminal.backend().buffer(), body)
}

fn rows(buffer: &ratatui::buffer::Buffer, area: ratatui::layout::Rect) -> String {
    (area.top()..area.bottom())
        .map(|y| {
            (area.left()..area.right())
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
                + "\n"
        })
        .collect()
}

/// The autosave on disk, if any.
fn autosave_record(dir: &std::path::Path) -> Option<serde_json::Value> {
    let text = std::fs::read_to_string(dir.join("game-1.json")).ok()?;
    let saved: serde_json::Value = serde_json::from_str(&text).expect("autosave JSON");
    Some(saved["record"].clone())
}

#[test]
fn every_roll_and_confirmed_turn_is_autosaved_and_a_new_app_resumes_there() {
    let dir = scratch("sb-autosave");
    let app = open_game(&dir);
    assert_eq!(autosave_record(&dir), None, "opening a game writes nothing yet");
    let mut pair = Pair::new(app, twin(100, &["Amal", "Dov"]));
    let mut pick = 7;
    for n in 0..30 {
        pair.step(&mut pick);
        assert_eq!(
            autosave_record(&dir),
            Some(pair.twin.record_json()),
            "after move {n} the autosave is the game as played, without leaving"
        );
    }
    // Half a turn: steps not yet confirmed are not actions, so the save stays put.
    if pair.twin.screen().turn().is_none() {
        pair.press(KeyCode::Char('r'));
    }
    let before = autosave_record(&dir);
    let turn = pair.twin.screen().turn().expect("a turn after the roll");
    if let Some(step) = turn.next.first().copied() {
        let seat = turn.seat;
        pair.cursor_to(place_spot(step.from, seat));
        pair.press(KeyCode::Enter);
        pair.cursor_to(place_spot(step.to, seat));
        pair.press(KeyCode::Enter);
    }
    assert_eq!(autosave_record(&dir), before, "an unconfirmed step is not saved");

    // The window is closed: the app is dropped without leaving. A new one resumes.
    let area = pair.app.area();
    drop(pair.app);
    let mut again = app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    assert_eq!(again.showing(), Showing::Picker);
    key(&mut again, KeyCode::Enter); // Continue is the first entry
    assert_eq!(again.showing(), Showing::Game);
    let saved = before.expect("saved");
    let resumed_twin = (majlis_tui::registry::Registered::of::<majlis_tui::games::shesh_besh::Screen>().resume)(
        vec!["Amal".into(), "Dov".into()],
        &saved,
    )
    .expect("the autosave resumes");
    let playing = again.playing().expect("the resumed game");
    assert_eq!(
        playing.session.record_json(),
        saved,
        "the same record, so the same position"
    );
    let screen = render_game(&again);
    assert_eq!(screen, render_twin(resumed_twin.as_ref(), area));
    assert!(!screen.contains("No moves yet"), "the log is rebuilt:\n{screen}");
}

#[test]
fn the_position_id_key_hands_the_id_to_the_shell_for_the_clipboard_once() {
    let dir = scratch("sb-copy");
    let mut app = open_game(&dir);
    assert_eq!(app.take_copy(), None);
    key(&mut app, KeyCode::Char('p'));
    assert_eq!(
        app.take_copy().as_deref(),
        Some("4HPwATDgc/ABMA"),
        "the starting position"
    );
    assert_eq!(app.take_copy(), None, "handed over once");
    assert!(render(&app).contains("Position ID: 4HPwATDgc/ABMA"));
}
