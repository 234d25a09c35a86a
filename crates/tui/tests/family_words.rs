//! Words for families (issue 17, §5): nothing a player reads cites a mark of
//! the rules files ("(D2)", "rules D10", "G4"), and a computer's move reads as
//! a person's would.
//!
//! Each game is played by computers (to its end, or 1,500 actions) (the random level: quick, and
//! every kind of move comes up), through the seated session as the shell
//! drives it: every frame is drawn at 80×24 and read, with the message line
//! and the whole log. A computer's move is held on show (a long pause on a
//! clock of the test's own) and its message is compared with the log lines it
//! writes once played. At a few points of each game the same position is
//! resumed with people at every seat and every key is pressed once (then
//! Enter), so the refusals and questions a family meets are read too. The
//! help's rules summaries and the setup screens are read as well.

mod common;

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use common::{app_with, key, render, scratch};
use majlis_games::rules::wajh_alnahs;
use majlis_tui::app::Showing;
use majlis_tui::seated::{GameScreen, Seated};
use majlis_tui::seats::{Pace, SeatKind};
use majlis_tui::session::Session;
use majlis_tui::text::find_mark;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use rules_core::{Game, Level, Record, Table, ToAct};

/// The game's area in an 80×24 terminal (the shell's title and key bars take two rows).
const AREA: Rect = Rect::new(0, 0, 80, 22);

/// What a player read during a game: each text with where it was read.
#[derive(Default)]
struct Read {
    texts: BTreeSet<(String, String)>,
    /// A computer's move: what the message line said while it was shown,
    /// and the log lines it wrote once played.
    said: Vec<(String, Vec<String>)>,
}

impl Read {
    fn add(&mut self, place: &str, text: &str) {
        for line in text.lines() {
            let line = line.trim();
            if !line.is_empty() {
                self.texts.insert((place.to_owned(), line.to_owned()));
            }
        }
    }

    /// Fails on any text that cites a rules file's mark.
    fn assert_no_mark(&self, game: &str) {
        let marked: Vec<String> = self
            .texts
            .iter()
            .filter(|(_, text)| find_mark(text).is_some() || text.contains("(rules"))
            .map(|(place, text)| format!("{place}: {text}"))
            .collect();
        assert!(
            marked.is_empty(),
            "{game}: rules marks a player reads:\n{}",
            marked.join("\n")
        );
    }
}

fn drawn(session: &dyn Session) -> String {
    let mut terminal = Terminal::new(TestBackend::new(AREA.width, AREA.height)).expect("a test terminal");
    terminal.draw(|frame| session.draw(frame, AREA)).expect("drawn");
    let buffer = terminal.backend().buffer();
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol().to_owned())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every key a family might press, once, on a copy of a people's table at
/// the position `record` reached; then Enter after it.
fn press_every_key<S: GameScreen>(record: &Record<S::Game>, names: &[String], read: &mut Read) {
    let Ok(mut people) = Seated::<S>::resumed(record, names.to_vec()) else {
        panic!("the position resumes")
    };
    if people.curtain().is_some() {
        people.take_device();
    }
    let mut codes: Vec<KeyCode> = "abcdefghijklmnopqrstuvwxyz0123456789 .[]"
        .chars()
        .map(KeyCode::Char)
        .collect();
    codes.extend([
        KeyCode::Enter,
        KeyCode::Tab,
        KeyCode::Left,
        KeyCode::Right,
        KeyCode::Up,
        KeyCode::Down,
        KeyCode::Backspace,
        KeyCode::Esc,
    ]);
    for code in codes {
        let mut copy = people.clone();
        for k in [code, KeyCode::Enter] {
            copy.on_key(KeyEvent::new(k, KeyModifiers::NONE), AREA);
            if let Some(m) = copy.message() {
                read.add("message after a key", &m.text);
            }
            read.add("screen after a key", &drawn(&copy));
        }
    }
}

/// Plays a game of computers at every seat to its end and reads it.
fn play_and_read<S: GameScreen>(players: usize, options: <S::Game as Game>::Options, seed: u64) -> Read {
    let names: Vec<String> = (1..=players).map(|n| format!("Computer {n} (random)")).collect();
    let seats = vec![SeatKind::Computer { level: Level::Random }; players];
    let table = Table::<S::Game>::new(seed, players, options).expect("a table");
    let mut session = Seated::<S>::with_seats(table, names.clone(), &seats);
    let pause = Duration::from_secs(3600);
    session.set_pace(Pace { pause, capped: false });
    let mut read = Read::default();
    let mut now = Instant::now();
    let started = Instant::now();
    let mut on_show: Option<String> = None;
    let mut sweeps = 0;
    // To its end, or far enough for every kind of move (a round of random
    // Toki Toki players who never draw from the bank can last long).
    // (The table's game over is enough: the screen may show its end on.)
    while session.game().to_act() != ToAct::Over && session.table().actions().len() < 1500 {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "the game is stuck: {:?}\n{}",
            session.message(),
            drawn(&session)
        );
        let (actions, lines) = (session.table().actions().len(), session.log().lines().len());
        let moved = session.tick(now);
        now += pause;
        if !moved {
            std::thread::sleep(Duration::from_millis(1));
            continue;
        }
        read.add("screen", &drawn(&session));
        if let Some(m) = session.message() {
            read.add("message", &m.text);
        }
        if session.table().actions().len() == actions {
            // Thinking, or a move on show: what the message line says of it.
            on_show = session
                .message()
                .map(|m| m.text.clone())
                .filter(|t| !t.ends_with("is thinking…"));
            continue;
        }
        if let Some(said) = on_show.take() {
            let wrote = session.log().lines()[lines..].iter().map(|l| l.text.clone()).collect();
            read.said.push((said, wrote));
        }
        // Now and then, a people's table at this position, every key pressed.
        if actions / 97 > sweeps {
            sweeps = actions / 97;
            let record: Record<S::Game> = serde_json::from_value(session.record_json()).expect("a record");
            press_every_key::<S>(&record, &names, &mut read);
        }
    }
    read.add("screen at the end", &drawn(&session));
    for line in session.log().lines() {
        read.add("log", &line.text);
    }
    read
}

/// In a game seen open, each computer's move shown says, word for word, the
/// start of what the log writes once it is played.
/// `game` (its screen `S`) played as [`play_and_read`] plays it (default
/// options, seed 5), asserted to show no mark and to say every move as the
/// log writes it.
fn read_moves<S: GameScreen>(game: &str, players: usize) -> Read {
    let read = play_and_read::<S>(players, Default::default(), 5);
    read.assert_no_mark(game);
    assert_moves_said_as_logged(game, &read);
    read
}

fn assert_moves_said_as_logged(game: &str, read: &Read) {
    assert!(!read.said.is_empty(), "{game}: no computer's move was shown");
    for (said, wrote) in &read.said {
        if wrote.is_empty() {
            // A step the log writes with the next (Toki Toki's take).
            assert!(
                said.ends_with(" has chosen."),
                "{game}: {said:?} for a move the log does not write"
            );
            continue;
        }
        let logged = wrote.join("; ");
        assert!(
            logged.starts_with(said.as_str()),
            "{game}: the message said {said:?}, the log wrote {wrote:?}"
        );
    }
}

#[test]
fn khixa_reads_in_words() {
    let read = read_moves::<majlis_tui::games::khixa::Screen>("khixa", 4);
    // A stolen piece reads as a person's move: whose, from where, to where.
    assert!(
        read.texts
            .iter()
            .any(|(_, t)| t.contains(" steals Computer ") && t.contains(" and places it at ")),
        "no steal was read"
    );
}

#[test]
fn toki_reads_in_words() {
    read_moves::<majlis_tui::games::toki::Screen>("toki", 4);
}

#[test]
fn shesh_besh_reads_in_words() {
    read_moves::<majlis_tui::games::shesh_besh::Screen>("shesh-besh", 2);
}

#[test]
fn jackar_reads_in_words() {
    let read = play_and_read::<majlis_tui::games::jackar::Screen>(4, Default::default(), 5);
    read.assert_no_mark("jackar");
}

#[test]
fn wajh_al_nahs_reads_in_words() {
    let options = wajh_alnahs::Options { stages: 1 };
    let read = play_and_read::<majlis_tui::games::wajh_alnahs::Screen>(4, options, 5);
    read.assert_no_mark("wajh-alnahs");
}

#[test]
fn the_rules_summaries_and_every_setup_screen_cite_no_mark() {
    let mut read = Read::default();
    for entry in majlis_tui::games::SCREENS {
        read.add(&format!("{} rules summary", entry.id()), entry.rules.en);
        // Its setup screen, every field focused, and its help.
        let dir = scratch(&format!("words-setup-{}", entry.id()));
        let mut app = app_with(majlis_tui::games::SCREENS, &dir, (80, 24));
        common::open_setup(&mut app, entry.description.latin);
        for _ in 0..14 {
            read.add(&format!("{} setup", entry.id()), &render(&app));
            key(&mut app, KeyCode::Down);
        }
        key(&mut app, KeyCode::F(1));
        assert_eq!(app.showing(), Showing::Help);
        for _ in 0..200 {
            read.add(&format!("{} help", entry.id()), &render(&app));
            key(&mut app, KeyCode::Down);
        }
    }
    read.assert_no_mark("setup and help");
}
