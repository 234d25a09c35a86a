//! The curtain holds (issue 17 §1): a key or click that comes within a
//! moment of a curtain appearing was meant for the screen before — the
//! second Enter of a double tap by the player who just played, a key held
//! down, a double click — and must not lift the curtain and show the next
//! player's hand. Every way a curtain appears is tried, in both games with
//! hidden hands (Jackar, Wajh al-Nahs), at tables of people only and with
//! computers: after a person's confirmed move, after a computer's move,
//! after a stage dealt in front of everyone, after continuing a save, after
//! the leave question is put away, after the terminal is resized back.
//!
//! Time is given, not waited for: each event goes to the app with the
//! moment it came (`App::handle_at`, `App::tick_at`), so "50 ms later" and
//! "600 ms later" are exact on any machine.

mod common;

use std::time::{Duration, Instant};

use common::{app_with, scratch};
use majlis_games::rules::wajh_alnahs::{self, Phase, WajhAlNahs};
use majlis_tui::app::{App, Showing};
use majlis_tui::save::{SaveFile, SaveStore};
use majlis_tui::seats::{Pace, SeatKind};
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use rules_core::{Game, Level, Seat, Table};
use serde_json::Value;

/// The moments of a test: `at(ms)` is `ms` after the test's start, which is
/// a second after now (every curtain shown before it has had its moment).
struct Clock(Instant);

impl Clock {
    fn new() -> Self {
        Clock(Instant::now() + Duration::from_secs(1))
    }

    fn at(&self, ms: u64) -> Instant {
        self.0 + Duration::from_millis(ms)
    }
}

fn key_at(app: &mut App, code: KeyCode, at: Instant) {
    app.handle_at(&Event::Key(KeyEvent::new(code, KeyModifiers::NONE)), at);
}

fn click_at(app: &mut App, at: Instant) {
    let (column, row) = (app.area().width / 2, app.area().height / 2);
    let mouse = MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column,
        row,
        modifiers: KeyModifiers::NONE,
    };
    app.handle_at(&Event::Mouse(mouse), at);
}

/// Ticks the app at `at` until no computer is busy (a minute at most).
fn settle_at(app: &mut App, at: Instant) {
    let start = Instant::now();
    while app.playing().is_some_and(|p| p.session.busy()) {
        if !app.tick_at(at) {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(start.elapsed() < Duration::from_secs(60), "a computer never finished");
    }
}

/// The seat behind the curtain now, if one is up.
fn curtain(app: &App) -> Option<Seat> {
    (app.showing() == Showing::Curtain)
        .then(|| app.playing().and_then(|p| p.session.curtain()))
        .flatten()
}

/// Who holds the device: the screen shows their hand.
fn holder_sees(app: &App, name: &str) -> bool {
    common::render(app).contains(&format!("{name}'s hand"))
}

/// A game opened from the command line, at 80×24, computers at once.
fn open(dir: &std::path::Path, game: &str, seed: u64, names: &[&str], seats: &[SeatKind]) -> App {
    let mut app = app_with(majlis_tui::games::SCREENS, dir, (80, 24));
    app.set_pace(Pace::instant());
    let names = names.iter().map(|&n| n.to_owned()).collect();
    let players = seats.len().max(2);
    app.play_seated(game, seed, Value::Null, players, names, seats)
        .expect("the game opens");
    app
}

/// Wajh al-Nahs (seed 3, Hala and Omar): Hala takes the device at 0 ms, keeps
/// her cards as dealt at 1 s and confirms at 2 s, so Omar's curtain is up.
fn wajh_after_halas_swap(dir: &std::path::Path) -> (App, Clock) {
    let mut app = open(dir, "wajh-alnahs", 3, &["Hala", "Omar"], &[]);
    let clock = Clock::new();
    key_at(&mut app, KeyCode::Enter, clock.at(0));
    key_at(&mut app, KeyCode::Char('k'), clock.at(1_000));
    key_at(&mut app, KeyCode::Enter, clock.at(2_000));
    (app, clock)
}

/// The double tap: the first key at `at` plays, the second 50 ms later
/// meets the curtain it brought up; it must leave the curtain down, and
/// only a key once the curtain has had its moment lifts it.
fn assert_second_tap_held(app: &mut App, clock: &Clock, at: u64, next: Seat, name: &str) {
    key_at(app, KeyCode::Enter, clock.at(at + 50));
    assert_eq!(
        curtain(app),
        Some(next),
        "the second Enter, 50 ms later, left {name}'s curtain down"
    );
    assert!(
        !holder_sees(app, name),
        "{name}'s hand stays hidden:\n{}",
        common::render(app)
    );
    let screen = common::render(app);
    assert!(
        screen.contains("a moment, please"),
        "the card asks for a moment:\n{screen}"
    );
    assert!(!screen.contains("any key"), "no key is offered yet:\n{screen}");
    // Half a second untouched, and the card asks for a key, in words.
    app.tick_at(clock.at(at + 600));
    let screen = common::render(app);
    assert!(screen.contains("now press a key"), "{screen}");
    assert!(
        screen.contains(&format!("any key  {name} takes the device")),
        "{screen}"
    );
    key_at(app, KeyCode::Char(' '), clock.at(at + 650));
    assert_eq!(app.showing(), Showing::Game, "a deliberate key lifts it");
}

/// The issue's own report: `majlis play wajh-alnahs --names Hala,Omar
/// --seed 3`, Enter, `k`, then Enter and a second Enter 50 ms later.
#[test]
fn wajh_al_nahs_a_double_enter_after_the_swap_leaves_the_next_curtain_down() {
    let dir = scratch("curtain-wajh-double");
    let mut app = open(&dir, "wajh-alnahs", 3, &["Hala", "Omar"], &[]);
    let clock = Clock::new();
    assert_eq!(curtain(&app), Some(Seat(0)));
    key_at(&mut app, KeyCode::Enter, clock.at(0)); // Hala takes the device
    assert!(holder_sees(&app, "Hala"));
    key_at(&mut app, KeyCode::Char('k'), clock.at(1_000)); // keep the cards as dealt
    key_at(&mut app, KeyCode::Enter, clock.at(2_000)); // confirmed: Omar's curtain
    assert_eq!(curtain(&app), Some(Seat(1)));
    assert_second_tap_held(&mut app, &clock, 2_000, Seat(1), "Omar");
    assert!(holder_sees(&app, "Omar"));
}

/// A key held down: its repeats (reported as presses by most terminals)
/// never lift the curtain; the key pressed again after letting go does.
#[test]
fn a_key_held_down_never_lifts_the_curtain() {
    let dir = scratch("curtain-held");
    let (mut app, clock) = wajh_after_halas_swap(&dir);
    for ms in (2_030..4_000).step_by(30) {
        key_at(&mut app, KeyCode::Enter, clock.at(ms));
        assert_eq!(curtain(&app), Some(Seat(1)), "a repeat at {ms} ms");
    }
    key_at(&mut app, KeyCode::Enter, clock.at(4_600));
    assert!(holder_sees(&app, "Omar"), "pressed again after letting go");
}

/// Jackar: Hala's hand cannot play (its throw is chosen already); Enter
/// confirms it and a second Enter follows 50 ms later.
#[test]
fn jackar_a_double_enter_after_a_play_leaves_the_next_curtain_down() {
    let dir = scratch("curtain-jackar-double");
    let mut app = open(&dir, "jackar", 3, &["Hala", "Omar"], &[]);
    let clock = Clock::new();
    assert_eq!(curtain(&app), Some(Seat(0)), "Hala leads");
    key_at(&mut app, KeyCode::Enter, clock.at(0));
    assert_eq!(app.showing(), Showing::Game);
    assert!(
        common::render(&app).contains("throw the hand"),
        "{}",
        common::render(&app)
    );
    key_at(&mut app, KeyCode::Enter, clock.at(1_000)); // the throw confirmed
    assert_eq!(curtain(&app), Some(Seat(1)), "Omar's turn, behind his curtain");
    assert_second_tap_held(&mut app, &clock, 1_000, Seat(1), "Omar");
}

/// A double click: the click that confirms, and one more 80 ms later.
#[test]
fn a_click_too_soon_does_not_lift_the_curtain_and_one_later_does() {
    let dir = scratch("curtain-click");
    let mut app = open(&dir, "jackar", 3, &["Hala", "Omar"], &[]);
    let clock = Clock::new();
    click_at(&mut app, clock.at(0)); // Hala takes the device by a click
    assert_eq!(app.showing(), Showing::Game);
    key_at(&mut app, KeyCode::Enter, clock.at(1_000));
    assert_eq!(curtain(&app), Some(Seat(1)));
    click_at(&mut app, clock.at(1_080));
    assert_eq!(curtain(&app), Some(Seat(1)), "a click 80 ms later");
    click_at(&mut app, clock.at(1_700));
    assert_eq!(app.showing(), Showing::Game, "a click once the curtain is ready");
}

/// A mixed table: the curtain comes after a computer's move, the moment
/// the computer has played; a key pressed then for the computer's screen
/// must not lift it.
#[test]
fn jackar_with_computers_the_curtain_after_a_computers_move_holds_a_key_too_soon() {
    let dir = scratch("curtain-jackar-mixed");
    let hard = SeatKind::Computer { level: Level::Hard };
    let seats = [SeatKind::Human, hard, SeatKind::Human, hard];
    let mut app = open(&dir, "jackar", 5, &["Hala", "", "Omar", ""], &seats);
    let clock = Clock::new();
    assert!(curtain(&app).is_some(), "the leader's curtain first");
    key_at(&mut app, KeyCode::Enter, clock.at(0));
    let mut after_a_computer = 0;
    for turn in 1..24u64 {
        let t = 10_000 * turn;
        let before = curtain(&app);
        settle_at(&mut app, clock.at(t));
        if before.is_none() && curtain(&app).is_some() {
            // The curtain came up with the computers' moves, at `t`.
            assert_held_then_lifted(&mut app, &clock, t, turn);
            after_a_computer += 1;
        }
        if app.showing() != Showing::Game {
            break;
        }
        // A person holds the device and plays: the hint, then Enter.
        key_at(&mut app, KeyCode::Char('h'), clock.at(t + 1_000));
        settle_at(&mut app, clock.at(t + 1_000));
        key_at(&mut app, KeyCode::Enter, clock.at(t + 2_000));
        if curtain(&app).is_some() {
            // The next person at once (a new deal, a discard).
            assert_held_then_lifted(&mut app, &clock, t + 2_000, turn);
        }
    }
    assert!(after_a_computer >= 3, "curtains met: {after_a_computer}");
}

/// The curtain up since `at`: a key 50 ms later leaves it down, a key
/// 600 ms later lifts it.
fn assert_held_then_lifted(app: &mut App, clock: &Clock, at: u64, turn: u64) {
    let seat = curtain(app);
    key_at(app, KeyCode::Enter, clock.at(at + 50));
    assert_eq!(curtain(app), seat, "turn {turn}: a key 50 ms after the curtain came");
    key_at(app, KeyCode::Enter, clock.at(at + 600));
    assert_eq!(app.showing(), Showing::Game, "turn {turn}: a key once it is ready");
}

/// Wajh al-Nahs with a computer between two people: Hala keeps her cards,
/// the computer swaps, and Omar's curtain comes up with the computer's move.
#[test]
fn wajh_al_nahs_with_a_computer_the_curtain_after_its_swap_holds_a_key_too_soon() {
    let dir = scratch("curtain-wajh-mixed");
    let seats = [
        SeatKind::Human,
        SeatKind::Computer { level: Level::Easy },
        SeatKind::Human,
    ];
    let mut app = open(&dir, "wajh-alnahs", 3, &["Hala", "", "Omar"], &seats);
    let clock = Clock::new();
    key_at(&mut app, KeyCode::Enter, clock.at(0));
    key_at(&mut app, KeyCode::Char('k'), clock.at(1_000));
    key_at(&mut app, KeyCode::Enter, clock.at(2_000)); // the computer swaps next
    key_at(&mut app, KeyCode::Enter, clock.at(2_050)); // a double tap, while it thinks
    settle_at(&mut app, clock.at(3_000)); // it has swapped: Omar's curtain is up
    assert_eq!(curtain(&app), Some(Seat(2)));
    key_at(&mut app, KeyCode::Enter, clock.at(3_100));
    assert_eq!(curtain(&app), Some(Seat(2)), "a key 100 ms after the computer's move");
    assert!(!holder_sees(&app, "Omar"));
    key_at(&mut app, KeyCode::Char(' '), clock.at(3_700));
    assert!(holder_sees(&app, "Omar"));
}

/// A continued game starts behind the curtain: the Enter that chose
/// "Continue", pressed twice, does not lift it.
#[test]
fn a_continued_game_holds_its_curtain_against_the_second_enter() {
    let dir = scratch("curtain-continue");
    let (mut app, clock) = wajh_after_halas_swap(&dir);
    key_at(&mut app, KeyCode::Char('q'), clock.at(3_000));
    key_at(&mut app, KeyCode::Char('p'), clock.at(4_000)); // saved, to the picker
    assert_eq!(app.showing(), Showing::Picker);
    key_at(&mut app, KeyCode::Enter, clock.at(5_000)); // Continue
    assert_eq!(curtain(&app), Some(Seat(1)), "continued behind Omar's curtain");
    key_at(&mut app, KeyCode::Enter, clock.at(5_050));
    assert_eq!(curtain(&app), Some(Seat(1)), "the second Enter, 50 ms later");
    key_at(&mut app, KeyCode::Enter, clock.at(5_600));
    assert!(holder_sees(&app, "Omar"));
}

/// The leave question put away (Esc) and a resize back from too small
/// both bring the curtain back anew: a key too soon after does not lift it.
#[test]
fn the_curtain_back_from_the_leave_question_or_a_resize_takes_its_moment_again() {
    let dir = scratch("curtain-back");
    let mut app = open(&dir, "jackar", 3, &["Hala", "Omar"], &[]);
    let clock = Clock::new();
    key_at(&mut app, KeyCode::Char('q'), clock.at(0));
    assert_eq!(app.showing(), Showing::Confirm, "q on a ready curtain asks to leave");
    key_at(&mut app, KeyCode::Esc, clock.at(1_000)); // keep playing
    assert_eq!(curtain(&app), Some(Seat(0)));
    key_at(&mut app, KeyCode::Esc, clock.at(1_050));
    assert_eq!(curtain(&app), Some(Seat(0)), "Esc pressed twice does not lift it");
    app.handle_at(&Event::Resize(60, 20), clock.at(2_000));
    assert_eq!(app.showing(), Showing::TooSmall);
    app.handle_at(&Event::Resize(80, 24), clock.at(3_000));
    key_at(&mut app, KeyCode::Enter, clock.at(3_100));
    assert_eq!(curtain(&app), Some(Seat(0)), "a key 100 ms after the size fits again");
    key_at(&mut app, KeyCode::Enter, clock.at(3_700));
    assert_eq!(app.showing(), Showing::Game);
}

/// Wajh al-Nahs after a stage: the stage's result is watched by everyone,
/// the holder deals the next (Enter) and is the first to swap, so the
/// curtain covers the new cards at once. A second Enter 50 ms after the
/// deal must not show them.
#[test]
fn wajh_al_nahs_the_cards_dealt_in_front_of_everyone_stay_covered_against_a_double_enter() {
    let dir = scratch("curtain-wajh-deal");
    let (record, last) = one_action_before_stage_two();
    let names = vec!["Hala".to_owned(), "Omar".to_owned()];
    let save = SaveFile {
        game: "wajh-alnahs".into(),
        names,
        record: serde_json::to_value(&record).expect("JSON"),
        seats: Vec::new(),
    };
    SaveStore::at(&*dir).write(&save).expect("saved");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, (80, 24));
    let clock = Clock::new();
    key_at(&mut app, KeyCode::Enter, clock.at(0)); // Continue
    assert_eq!(curtain(&app), Some(Seat(0)));
    key_at(&mut app, KeyCode::Enter, clock.at(1_000)); // Hala takes the device
    // Her last play of the stage, typed.
    key_at(&mut app, KeyCode::Char(':'), clock.at(2_000));
    for (k, c) in last.chars().enumerate() {
        key_at(&mut app, KeyCode::Char(c), clock.at(2_100 + 10 * k as u64));
    }
    key_at(&mut app, KeyCode::Enter, clock.at(3_000)); // chosen
    key_at(&mut app, KeyCode::Enter, clock.at(4_000)); // confirmed: the stage is over
    let screen = common::render(&app);
    assert!(screen.contains("deal stage 2"), "the stage's result:\n{screen}");
    key_at(&mut app, KeyCode::Enter, clock.at(5_000)); // Hala deals stage 2
    assert_eq!(curtain(&app), Some(Seat(0)), "Hala's new cards, behind the curtain");
    key_at(&mut app, KeyCode::Enter, clock.at(5_050));
    assert_eq!(curtain(&app), Some(Seat(0)), "the second Enter, 50 ms later");
    assert!(!holder_sees(&app, "Hala"));
    key_at(&mut app, KeyCode::Enter, clock.at(5_600));
    assert!(holder_sees(&app, "Hala"), "{}", common::render(&app));
}

/// A two-player session of two stages played by seeded random actions to
/// its last action of stage 1, played by seat 0 (who then deals and swaps
/// first): the record before it, and that action's notation.
fn one_action_before_stage_two() -> (rules_core::Record<WajhAlNahs>, String) {
    for seed in 0..200 {
        let mut table = Table::<WajhAlNahs>::new(seed, 2, wajh_alnahs::Options { stages: 2 }).expect("two");
        let mut rng = rules_core::rng_from_seed(seed);
        table.resolve_chance();
        for _ in 0..5_000 {
            let legal = table.game().legal_actions();
            let pick = legal[rand::RngExt::random_range(&mut rng, 0..legal.len())];
            let mut next = *table.game();
            next.apply_quiet(&pick).expect("legal");
            if next.phase() == Phase::Deal && next.stage() == 2 {
                if table.game().to_act().seat() == Some(Seat(0)) {
                    return (table.record(), table.game().notation(&pick));
                }
                break;
            }
            table.apply(&pick).expect("legal");
        }
    }
    panic!("no seed ends stage 1 with seat 0's play");
}
