//! Computer players through the shell (issue 12): a seat set to Computer on
//! the setup screen by keys, a Shesh-Besh game of a person against a
//! computer played by keys to its end, a game of computers only watched to
//! its end (paused and stepped), the hint key, and the seats' kinds kept in
//! saves (an old save without them reads as people only) and in the history.
//!
//! The pause before a computer's move is played is 0 and thinking has no
//! time cap ([`Pace::instant`]), so every game here is the same on any
//! machine; [`settle`] ticks the app until no computer is busy.

mod common;

use std::time::{Duration, Instant};

use common::{app_with, key, render, scratch, stir, twin_key};
use majlis_games::ShelfTable;
use majlis_games::rules::jackar;
use majlis_games::rules::khixa;
use majlis_tui::app::{App, Mode, Showing};
use majlis_tui::games::shesh_besh::SheshBeshSession;
use majlis_tui::games::shesh_besh::play::{Awaiting, place_spot};
use majlis_tui::save::SaveFile;
use majlis_tui::seats::{Pace, SeatKind};

use majlis_games::rules::shesh_besh::{self, SheshBesh};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use rules_core::{Level, Record, Seat, Table};

const SIZE: (u16, u16) = (100, 30);

/// Ticks the app until no computer is thinking or showing a move (a minute
/// at most: a bot that never answers fails the test rather than hanging it).
fn settle(app: &mut App) {
    let start = Instant::now();
    while app.busy() {
        if !app.tick() {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(start.elapsed() < Duration::from_secs(60), "a computer never finished");
    }
}

/// The app on the picker, computers at once.
fn new_app(dir: &std::path::Path) -> App {
    let mut app = app_with(majlis_tui::games::SCREENS, dir, SIZE);
    app.set_pace(Pace::instant());
    app
}

/// Picker → Shesh-Besh's setup.
fn to_setup(app: &mut App) {
    key(app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Setup);
}

/// From the second name on the setup screen, down to Start and press it.
fn start_from_second_name(app: &mut App) {
    for _ in 0..4 {
        key(app, KeyCode::Down); // match length, opening roll, doubling cube, Start
    }
    key(app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Game);
}

/// Setup: Amal against an easy computer.
fn open_against_the_computer(app: &mut App) {
    to_setup(app);
    common::chars(app, "Amal");
    key(app, KeyCode::Down);
    key(app, KeyCode::Right); // Human → Computer (easy)
    start_from_second_name(app);
}

/// The record of the app's game.
fn record(app: &App) -> Record<SheshBesh> {
    let playing = app.playing().expect("a game");
    serde_json::from_value(playing.session.record_json()).expect("a Shesh-Besh record")
}

/// A twin of the app's game as it stands, with people at both seats: its
/// screen state chooses the person's keys.
fn twin_of(app: &App) -> SheshBeshSession {
    let names = app.playing().expect("a game").session.names().to_vec();
    SheshBeshSession::resumed(&record(app), names).expect("the twin resumes")
}

/// Presses a key in the app and in the twin.
fn press(app: &mut App, twin: &mut SheshBeshSession, code: KeyCode) {
    key(app, code);
    twin_key(app, twin, code);
}

/// One action of the person at seat 0, by keys: roll, answer, or a whole
/// turn (picking among the legal next steps with `pick`), then confirm.
fn person_acts(app: &mut App, pick: &mut u64) {
    let mut twin = twin_of(app);
    match twin.phase() {
        Awaiting::Roll(_) | Awaiting::Decide(_) => press(app, &mut twin, KeyCode::Char('r')),
        Awaiting::Respond(_) => press(app, &mut twin, KeyCode::Char('t')),
        Awaiting::Result => press(app, &mut twin, KeyCode::Enter),
        Awaiting::Move(seat) => {
            assert_eq!(seat, Seat(0), "the app waits for a person on the computer's turn");
            for _ in 0..6 {
                let turn = twin.screen().turn().expect("a turn");
                if turn.complete.is_some() {
                    return press(app, &mut twin, KeyCode::Enter);
                }
                let step = turn.next[usize::try_from(stir(pick) >> 33).expect("fits") % turn.next.len()];
                for spot in [place_spot(step.from, seat), place_spot(step.to, seat)] {
                    for _ in 0..28 {
                        if twin.screen().cursor() == spot {
                            break;
                        }
                        press(app, &mut twin, KeyCode::Right);
                    }
                    press(app, &mut twin, KeyCode::Enter);
                }
            }
            panic!("a turn of more than four steps");
        }
        Awaiting::Over => panic!("the twin is over but the app is on {:?}", app.showing()),
    }
}

/// Amal against an easy computer, after `actions` of Amal's.
fn against_the_computer_for(dir: &std::path::Path, pick: &mut u64, actions: usize) -> App {
    let mut app = new_app(dir);
    open_against_the_computer(&mut app);
    for _ in 0..actions {
        settle(&mut app);
        person_acts(&mut app, pick);
    }
    app
}

/// How many lines of the log the computer's actions wrote.
fn computer_lines(app: &App) -> usize {
    let twin = twin_of(app);
    let lines = twin.log().lines();
    lines.iter().filter(|l| l.text.starts_with("Computer (easy)")).count()
}

/// Amal against an easy computer, at Amal's first turn to move checkers.
fn at_the_persons_first_move(dir: &std::path::Path) -> (App, u64) {
    let mut app = new_app(dir);
    open_against_the_computer(&mut app);
    let mut pick = 5;
    for _ in 0..20 {
        settle(&mut app);
        if matches!(twin_of(&app).phase(), Awaiting::Move(Seat(0))) {
            break;
        }
        person_acts(&mut app, &mut pick);
    }
    assert!(matches!(twin_of(&app).phase(), Awaiting::Move(Seat(0))), "Amal moves");
    (app, pick)
}

#[test]
fn setup_offers_a_computer_for_each_seat_and_names_it() {
    let dir = scratch("bots-setup");
    let mut app = new_app(&dir);
    to_setup(&mut app);
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    key(&mut app, KeyCode::Right);
    let screen = render(&app);
    assert!(screen.contains("Computer (hard)"), "{screen}");
    assert!(screen.contains("human/computer"), "the key bar says how:\n{screen}");
    let Mode::Setup(setup) = app.screen() else {
        panic!("setup")
    };
    assert_eq!(
        setup.names(),
        ["White", "Computer (hard)"],
        "a default name follows the kind"
    );
    assert_eq!(
        setup.seats(),
        [SeatKind::Human, SeatKind::Computer { level: Level::Hard }]
    );
    key(&mut app, KeyCode::Right);
    let Mode::Setup(setup) = app.screen() else {
        panic!("setup")
    };
    assert_eq!(setup.seats()[1], SeatKind::Human, "hard wraps round to a person");
    assert_eq!(setup.names(), ["White", "Black"]);
}

#[test]
fn setup_with_a_computer_seat_snapshots() {
    let dir = scratch("bots-setup-snap");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, (80, 24));
    to_setup(&mut app);
    common::chars(&mut app, "Amal");
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Left); // Human → Computer (hard), backwards
    insta::assert_snapshot!("setup_with_a_computer", render(&app));
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
    terminal.draw(|frame| app.draw(frame)).expect("draw");
    insta::assert_snapshot!(
        "setup_with_a_computer_no_color",
        majlis_tui::nocolor::picture(terminal.backend().buffer())
    );
}

#[test]
fn a_person_plays_a_computer_by_keys_to_the_end() {
    let dir = scratch("bots-person-vs-computer");
    let mut app = new_app(&dir);
    open_against_the_computer(&mut app);
    let mut pick = 7;
    let mut person_actions = 0;
    for _ in 0..3_000 {
        settle(&mut app);
        if app.showing() == Showing::Results {
            break;
        }
        assert_eq!(app.showing(), Showing::Game, "no curtain in an open game");
        person_acts(&mut app, &mut pick);
        person_actions += 1;
    }
    assert_eq!(app.showing(), Showing::Results, "the game ends");
    assert!(person_actions > 10, "the person played too ({person_actions})");
    let Mode::Results(results) = app.screen() else {
        panic!("results")
    };
    assert_eq!(results.names, ["Amal", "Computer (easy)"]);
    let screen = render(&app);
    assert!(screen.contains("Played by the computer: Computer 2 (easy)"), "{screen}");
    // The history keeps who was a computer.
    let kept: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("history").join("1.json")).expect("kept"))
            .expect("JSON");
    assert_eq!(kept["version"], 2);
    assert_eq!(
        kept["seats"],
        serde_json::json!([{"kind": "human"}, {"kind": "computer", "level": "easy"}])
    );
}

#[test]
fn the_computers_move_is_logged_with_its_name_in_the_rules_words() {
    let dir = scratch("bots-logged");
    let mut pick = 3;
    // Play until the computer has moved a few times.
    let mut app = against_the_computer_for(&dir, &mut pick, 12);
    settle(&mut app);
    assert!(computer_lines(&app) >= 2, "{:#?}", twin_of(&app).log().lines());
}

#[test]
fn a_game_of_computers_is_watched_to_its_end_and_can_be_paused() {
    let dir = scratch("bots-watched");
    let mut app = new_app(&dir);
    to_setup(&mut app);
    key(&mut app, KeyCode::Right); // seat 1: Computer (easy)
    key(&mut app, KeyCode::Down);
    key(&mut app, KeyCode::Right); // seat 2: Computer (easy)
    start_from_second_name(&mut app);
    assert!(render(&app).contains("pause/go on"), "{}", render(&app));
    // Paused: nothing moves however long it ticks; `.` plays one step.
    key(&mut app, KeyCode::Char('w'));
    for _ in 0..50 {
        app.tick();
        std::thread::sleep(Duration::from_millis(1));
    }
    let still = record(&app).actions.len();
    assert!(still <= 3, "at most the opening roll and a thought: {still}");
    key(&mut app, KeyCode::Char('.'));
    let stepped = Instant::now();
    while record(&app).actions.len() == still && stepped.elapsed() < Duration::from_secs(30) {
        app.tick();
    }
    assert!(record(&app).actions.len() > still, "a step plays one move");
    key(&mut app, KeyCode::Char('w'));
    settle(&mut app);
    assert_eq!(app.showing(), Showing::Results, "the computers play to the end");
    let Mode::Results(results) = app.screen() else {
        panic!("results")
    };
    assert_eq!(results.names, ["Computer 1 (easy)", "Computer 2 (easy)"]);
    assert_eq!(results.summary.winners.len(), 1);
}

#[test]
fn the_hint_key_previews_what_hard_would_play_and_enter_plays_it() {
    let dir = scratch("bots-hint");
    let (mut app, _) = at_the_persons_first_move(&dir);
    let table = Table::replay(&record(&app)).expect("replays");
    let expected = table.bot_move(Level::Hard, None, None).expect("a hard move");
    let before = record(&app).actions.len();
    assert!(render(&app).contains(" h  hint "), "the key bar offers the hint");
    key(&mut app, KeyCode::Char('h'));
    settle(&mut app);
    let screen = render(&app);
    assert!(
        screen.contains(&format!("Hint (hard): {}", expected.notation)),
        "the hint and its reasons:\n{screen}"
    );
    assert!(screen.contains("equity"), "the reasons give the equities:\n{screen}");
    assert!(screen.contains("confirm"), "a preview to confirm:\n{screen}");
    assert_eq!(record(&app).actions.len(), before, "nothing played before Enter");
    key(&mut app, KeyCode::Enter);
    let after = record(&app);
    let played = after.actions.get(before).expect("the hint was played");
    assert_eq!(played.to_string(), expected.notation);
}

#[test]
fn a_hint_can_be_taken_back() {
    let dir = scratch("bots-hint-back");
    let (mut app, _) = at_the_persons_first_move(&dir);
    let before = record(&app).actions.len();
    key(&mut app, KeyCode::Char('h'));
    settle(&mut app);
    for _ in 0..4 {
        key(&mut app, KeyCode::Char('u'));
    }
    let screen = render(&app);
    assert!(!screen.contains("take back"), "taken back step by step:\n{screen}");
    key(&mut app, KeyCode::Enter);
    assert_eq!(
        record(&app).actions.len(),
        before,
        "Enter picks a checker, plays nothing"
    );
}

#[test]
fn a_saved_game_keeps_its_computer_and_goes_on_when_continued() {
    let dir = scratch("bots-save");
    let mut pick = 11;
    let mut app = against_the_computer_for(&dir, &mut pick, 6);
    // Leave at once, the computer perhaps thinking: safe.
    key(&mut app, KeyCode::Char('q'));
    key(&mut app, KeyCode::Char('p'));
    assert_eq!(app.showing(), Showing::Picker);
    let text = std::fs::read_to_string(dir.join("game-1.json")).expect("saved");
    let saved: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(saved["version"], 2);
    assert_eq!(
        saved["seats"],
        serde_json::json!([{"kind": "human"}, {"kind": "computer", "level": "easy"}])
    );
    let file = SaveFile::parse(&text, |g| g == "shesh-besh").expect("reads back");
    assert_eq!(file.seats[1], SeatKind::Computer { level: Level::Easy });
    key(&mut app, KeyCode::Enter); // Continue
    assert_eq!(app.showing(), Showing::Game);
    let playing = app.playing().expect("a game");
    assert_eq!(playing.session.seats()[1], SeatKind::Computer { level: Level::Easy });
    let at = computer_lines(&app);
    for _ in 0..6 {
        settle(&mut app);
        person_acts(&mut app, &mut pick);
    }
    settle(&mut app);
    assert!(
        computer_lines(&app) > at,
        "the computer went on after the game was continued"
    );
}

#[test]
fn a_save_from_before_computers_continues_with_people_only() {
    let dir = scratch("bots-old-save");
    // As Majlis wrote it before computer players: version 1, no seats.
    let old = serde_json::json!({
        "format": "majlis-save", "version": 1, "game": "shesh-besh",
        "names": ["Amal", "Dov"],
        "record": Table::<SheshBesh>::new(7, 2, shesh_besh::Options::default()).expect("a table").record(),
    });
    std::fs::write(dir.join("game-1.json"), old.to_string()).expect("plant");
    let mut app = new_app(&dir);
    key(&mut app, KeyCode::Enter); // Continue: saved games come first
    assert_eq!(app.showing(), Showing::Game);
    let playing = app.playing().expect("the old game");
    assert_eq!(playing.session.names(), ["Amal", "Dov"]);
    assert_eq!(playing.session.seats(), [SeatKind::Human, SeatKind::Human]);
    assert!(!app.busy(), "nobody thinks at a table of people");
    key(&mut app, KeyCode::Char('r')); // the opening roll, saved at once
    let text = std::fs::read_to_string(dir.join("game-1.json")).expect("saved where it was");
    let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(json["version"], 1, "a game of people is still written as version 1");
    assert!(json.get("seats").is_none(), "{json}");
    assert_eq!(json["record"]["actions"].as_array().map(Vec::len), Some(1));
    let file = SaveFile::parse(&text, |g| g == "shesh-besh").expect("reads");
    assert!(file.seats.is_empty());
}

#[test]
fn a_hint_for_a_position_already_left_is_thrown_away() {
    let dir = scratch("bots-hint-stale");
    let (mut app, mut pick) = at_the_persons_first_move(&dir);
    let before = record(&app).actions.len();
    key(&mut app, KeyCode::Char('h'));
    // The person plays a turn of their own before the hint is looked at.
    person_acts(&mut app, &mut pick);
    assert!(record(&app).actions.len() > before, "the person's own turn");
    settle(&mut app);
    let screen = render(&app);
    assert!(!screen.contains("Hint (hard)"), "the late hint is not shown:\n{screen}");
    let after = record(&app);
    assert!(
        after.actions.len() > before + 1,
        "and the computer played on undisturbed ({} actions)",
        after.actions.len()
    );
}

#[test]
fn a_computers_turn_is_shown_one_checker_after_another_then_played() {
    use majlis_tui::session::Session;
    let pause = Duration::from_secs(100);
    let computer = SeatKind::Computer { level: Level::Easy };
    // A seed whose opening roll the computer (White) wins with two dice to play.
    let mut session = (1..200)
        .find_map(|seed| {
            let table = Table::<SheshBesh>::new(seed, 2, shesh_besh::Options::default()).expect("a table");
            let names = vec!["Computer (easy)".to_owned(), "Dov".to_owned()];
            let mut s = SheshBeshSession::with_seats(table, names, &[computer, SeatKind::Human]);
            s.set_pace(Pace { pause, capped: false });
            s.on_key(
                ratatui::crossterm::event::KeyEvent::from(KeyCode::Char('r')),
                ratatui::layout::Rect::new(0, 0, 100, 28),
            );
            (s.phase() == Awaiting::Move(Seat(0))).then_some(s)
        })
        .expect("a seed where the computer opens");
    assert!(session.busy(), "the computer's turn");
    let t0 = Instant::now();
    // Thinking, then the first picture: one checker moved, nothing played.
    while session.screen().turn().is_none_or(|t| t.played.is_empty()) {
        session.tick(t0);
        assert!(t0.elapsed() < Duration::from_secs(30), "the computer never chose");
    }
    let actions = session.table().actions().len();
    assert_eq!(session.screen().turn().map(|t| t.played.len()), Some(1));
    // The move in the log's words, never its notation.
    assert_eq!(
        session.message().map(|m| m.text.as_str()),
        Some("Computer (easy) 6-2: 13/7 8/6"),
        "{:?}",
        session.message()
    );
    // The first picture as the family sees it, with colours and without.
    let mut terminal = Terminal::new(TestBackend::new(100, 28)).expect("terminal");
    terminal.draw(|frame| session.draw(frame, frame.area())).expect("draw");
    insta::assert_snapshot!("computer_shows_its_first_checker", terminal.backend().to_string());
    insta::assert_snapshot!(
        "computer_shows_its_first_checker_no_color",
        majlis_tui::nocolor::picture(terminal.backend().buffer())
    );
    // Keys do not touch the computer's move; the log still scrolls.
    session.on_key(
        ratatui::crossterm::event::KeyEvent::from(KeyCode::Enter),
        ratatui::layout::Rect::new(0, 0, 100, 28),
    );
    assert_eq!(session.table().actions().len(), actions, "Enter does not play it");
    // Half the pause: the second checker; the whole pause after it: played.
    session.tick(t0 + pause / 2);
    assert_eq!(session.screen().turn().map(|t| t.played.len()), Some(2));
    assert_eq!(session.table().actions().len(), actions);
    session.tick(t0 + pause / 2 + pause);
    assert_eq!(session.table().actions().len(), actions + 1, "then it is played");
    assert_eq!(session.phase(), Awaiting::Roll(Some(Seat(1))), "Dov to roll");
}

/// A computer's move `shown` since `since` is held for the whole `pause`
/// (half of it: not played yet), then played: it is the move played.
fn held_then_played<S: majlis_tui::seated::GameScreen>(
    session: &mut majlis_tui::seated::Seated<S>,
    since: Instant,
    pause: Duration,
    shown: &majlis_tui::seated::ActionOf<S>,
) {
    use majlis_tui::session::Session;
    let actions = session.table().actions().len();
    session.tick(since + pause / 2);
    assert_eq!(session.table().actions().len(), actions, "shown, not yet played");
    session.tick(since + pause + pause);
    assert!(session.table().actions().len() > actions, "then it is played");
    assert_eq!(
        &session.table().actions()[actions],
        shown,
        "the move shown is the move played"
    );
}

#[test]
fn a_computers_jackar_play_is_previewed_on_the_board_before_it_is_played() {
    use majlis_tui::games::jackar::JackarSession;
    use majlis_tui::session::Session;
    let pause = Duration::from_secs(100);
    let computer = SeatKind::Computer { level: Level::Easy };
    let seats = [SeatKind::Human, computer, computer, computer];
    let names: Vec<String> = ["Amal", "Computer 2 (easy)", "Computer 3 (easy)", "Computer 4 (easy)"]
        .map(str::to_owned)
        .to_vec();
    // A seed where a computer opens the first deal.
    let mut session = (1..100)
        .find_map(|seed| {
            let table = Table::<jackar::Jackar>::new(seed, 4, jackar::Options::default()).expect("a table");
            let mut s = JackarSession::with_seats(table, names.clone(), &seats);
            s.set_pace(Pace { pause, capped: false });
            s.busy().then_some(s)
        })
        .expect("a seed where a computer opens");
    let t0 = Instant::now();
    while session.choice().is_none() {
        session.tick(t0);
        assert!(t0.elapsed() < Duration::from_secs(30), "the computer never chose");
    }
    let shown = session.choice().expect("the computer's play, shown");
    assert!(
        rules_core::Game::legal_actions(session.game()).contains(&shown),
        "a legal play is shown"
    );
    assert!(
        session.message().is_some_and(|m| m.text.ends_with("has chosen.")),
        "hidden hands: the play is not named before it is played: {:?}",
        session.message()
    );
    // The board previews where the play takes the marbles, as for a person's choice.
    let preview = session
        .screen()
        .preview(&session.scene().expect("the holder sees the table"));
    let moves_marbles = matches!(
        shown,
        jackar::Action::Out(_)
            | jackar::Action::Move { .. }
            | jackar::Action::Split { .. }
            | jackar::Action::Swap { .. }
    );
    assert_eq!(
        !preview.moves.is_empty() || !preview.kills.is_empty(),
        moves_marbles,
        "{shown:?}: {preview:?}"
    );
    held_then_played(&mut session, t0, pause, &shown);
}

#[test]
fn a_computers_khixa_placement_is_shown_on_its_area_before_it_is_played() {
    use majlis_tui::games::khixa::KhixaSession;
    use majlis_tui::session::Session;
    let pause = Duration::from_secs(100);
    let computer = SeatKind::Computer { level: Level::Easy };
    let names: Vec<String> = ["Computer 1 (easy)", "Computer 2 (easy)"].map(str::to_owned).to_vec();
    let table = Table::<khixa::Khixa>::new(3, 2, khixa::Options::default()).expect("a table");
    let mut session = KhixaSession::with_seats(table, names, &[computer, computer]);
    session.set_pace(Pace { pause, capped: false });
    let mut now = Instant::now();
    let started = Instant::now();
    // Computers only: rolls and placements are shown in turn; wait for a placement.
    let shown = loop {
        session.tick(now);
        if let Some(action) = session.choice().filter(|a| matches!(a, khixa::Action::Place { .. })) {
            break action;
        }
        if session.choice().is_some() {
            now += pause + pause;
        }
        assert!(started.elapsed() < Duration::from_secs(30), "no placement was shown");
    };
    let actions = session.table().actions().len();
    assert!(
        rules_core::Game::legal_actions(session.game()).contains(&shown),
        "a legal placement"
    );
    let khixa::Action::Place { cell, rot, .. } = shown else {
        unreachable!("filtered to placements")
    };
    assert_eq!(
        session.screen().chosen(),
        Some((cell, rot)),
        "the cell and turn shown as a person's choice"
    );
    assert_eq!(session.table().actions().len(), actions);
    held_then_played(&mut session, now, pause, &shown);
}

#[test]
fn a_person_never_rolls_for_a_computer_in_khixa() {
    use majlis_tui::games::khixa::KhixaSession;
    use majlis_tui::games::khixa::play::Awaiting;
    use majlis_tui::session::Session;
    use ratatui::crossterm::event::KeyEvent;
    use ratatui::layout::Rect;
    let computer = SeatKind::Computer { level: Level::Easy };
    let names: Vec<String> = ["Amal", "Computer (easy)", "Computer (easy)"]
        .map(str::to_owned)
        .to_vec();
    for seed in 0..6 {
        let table = Table::<khixa::Khixa>::new(seed, 3, khixa::Options::default()).expect("a table");
        let mut session = KhixaSession::with_seats(table, names.clone(), &[SeatKind::Human, computer, computer]);
        session.set_pace(Pace::instant());
        let area = Rect::new(0, 0, SIZE.0, SIZE.1);
        // The person's r for the roll-off, then the computers' rolls (and,
        // should one of them win it, its whole turn) come by themselves, until
        // the person is to roll again: never for a computer.
        let mut rolls_asked = 0;
        for _ in 0..4 {
            let mode = session.screen().mode(session.game());
            assert!(
                matches!(mode, Awaiting::Opening(Seat(0)) | Awaiting::Roll(Seat(0))),
                "seed {seed}: the screen waits for {mode:?}, not for the person's roll"
            );
            let before = session.table().actions().len();
            let _ = session.on_key(KeyEvent::from(KeyCode::Char('r')), area);
            let start = Instant::now();
            while session.tick(Instant::now()) || session.busy() {
                assert!(start.elapsed() < Duration::from_secs(60), "a computer never finished");
            }
            assert!(
                session.table().actions().len() > before,
                "seed {seed}: the person's r rolled"
            );
            rolls_asked += 1;
            if matches!(session.screen().mode(session.game()), Awaiting::Place(Seat(0))) {
                break;
            }
        }
        assert!(
            matches!(session.screen().mode(session.game()), Awaiting::Place(Seat(0))),
            "seed {seed}: after {rolls_asked} rolls of the person's own, the person places a piece"
        );
    }
}

#[test]
fn a_game_opened_with_its_seats_names_the_computers_as_setup_does() {
    let dir = scratch("bots-play-seated");
    let (hard, easy) = (
        SeatKind::Computer { level: Level::Hard },
        SeatKind::Computer { level: Level::Easy },
    );
    let seats = [SeatKind::Human, hard, SeatKind::Human, easy];
    let jackar = majlis_games::find("jackar").expect("on the shelf").description;
    let mut app = new_app(&dir);
    app.play_seated("jackar", 7, serde_json::Value::Null, 4, Vec::new(), &seats)
        .expect("opens");
    let playing = app.playing().expect("a game");
    assert_eq!(
        playing.session.names(),
        [
            jackar.default_name(0),
            "Computer (hard)".to_owned(),
            jackar.default_name(2),
            "Computer (easy)".to_owned()
        ]
    );
    assert_eq!(playing.session.seats(), seats);
    // Names given are kept, a computer's too.
    let names: Vec<String> = ["Amal", "Robo", "Dov", "Lea"].map(str::to_owned).to_vec();
    let mut app = new_app(&dir);
    app.play_seated("jackar", 7, serde_json::Value::Null, 4, names.clone(), &seats)
        .expect("opens");
    assert_eq!(app.playing().expect("a game").session.names(), names);
    // A computer's name left blank gets setup's.
    let blanks: Vec<String> = ["Amal", "", "Dov", " "].map(str::to_owned).to_vec();
    let mut app = new_app(&dir);
    app.play_seated("jackar", 7, serde_json::Value::Null, 4, blanks, &seats)
        .expect("opens");
    assert_eq!(
        app.playing().expect("a game").session.names(),
        ["Amal", "Computer (hard)", "Dov", "Computer (easy)"]
    );
    // Names for the first seats only: the others get theirs as setup does.
    let mut app = new_app(&dir);
    app.play_seated("jackar", 7, serde_json::Value::Null, 4, vec!["Amal".to_owned()], &seats)
        .expect("opens");
    assert_eq!(
        app.playing().expect("a game").session.names(),
        [
            "Amal".to_owned(),
            "Computer (hard)".to_owned(),
            jackar.default_name(2),
            "Computer (easy)".to_owned()
        ]
    );
    // More names than seats are refused.
    let mut app = new_app(&dir);
    let five: Vec<String> = ["A", "B", "C", "D", "E"].map(str::to_owned).to_vec();
    let err = app
        .play_seated("jackar", 7, serde_json::Value::Null, 4, five, &seats)
        .expect_err("five names for four seats");
    assert_eq!(err.to_string(), "5 names were given for 4 players");
    // Seats that are not one per player are refused.
    let mut app = new_app(&dir);
    let err = app
        .play_seated("jackar", 7, serde_json::Value::Null, 4, Vec::new(), &seats[..2])
        .expect_err("two seats for four players");
    assert_eq!(err.to_string(), "2 seats were given for 4 players");
    assert_eq!(app.showing(), Showing::Picker, "nothing was opened");
}
