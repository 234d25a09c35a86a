//! Every moment reads at 80×24, and replays tell the truth (issue 17, §3 and
//! §4), for every game on the shelf:
//!
//! - the message line wraps a long message to a second row, never cutting a
//!   word, at the usual player count in an 80×24 terminal;
//! - a table of computers only plays to the results by itself;
//! - a finished game replays from its history record from move 0 to the
//!   final board, whose scores are the recorded outcome's;
//! - the results screen at 80×24 with four players, two of them computers
//!   (Shesh-Besh: two, one a computer), shows every name and figure
//!   (snapshots, reviewed);
//! - README.md says the terminal sizes the setup screen asks for.
//!
//! Computers play with [`Pace::instant`]: no pause and no time cap, so every
//! game here is the same on any machine.

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use common::{app_with, key, render, scratch};
use majlis_games::rules::jackar;
use majlis_games::rules::wajh_alnahs;
use majlis_tui::app::{App, Mode, Showing};
use majlis_tui::history::{HistoryStore, Kept};
use majlis_tui::registry::Registered;
use majlis_tui::save::SaveFile;
use majlis_tui::screens::replay::Replay;
use majlis_tui::seats::{Pace, SeatKind, computer_name, labels};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use rules_core::{Level, ToAct};
use serde_json::Value;

/// Every game at its usual player count.
fn usual() -> Vec<(&'static Registered, usize)> {
    majlis_tui::games::SCREENS
        .iter()
        .map(|entry| (entry, entry.description.usual_players))
        .collect()
}

const EASY: SeatKind = SeatKind::Computer { level: Level::Easy };

/// Ticks the app until no computer is busy (two minutes at most: a table
/// that never finishes fails the test rather than hanging it).
fn settle(app: &mut App) {
    let start = Instant::now();
    while app.busy() {
        if !app.tick() {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "the computers never finished"
        );
    }
}

/// A game of computers only (easy), opened in the app at 80×24 and left to
/// play itself; the app and its data directory.
fn computers_only(entry: &Registered, players: usize, test: &str) -> (App, common::Scratch) {
    let dir = scratch(&format!("small-screen-{test}-{}", entry.id()));
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, (80, 24));
    app.set_pace(Pace::instant());
    app.play_seated(entry.id(), 7, Value::Null, players, Vec::new(), &vec![EASY; players])
        .expect("the game opens");
    settle(&mut app);
    (app, dir)
}

/// The finished games kept in `dir`'s history, the last first.
fn history(dir: &Path) -> Vec<Kept> {
    HistoryStore::in_data_dir(Some(dir)).list(|_| true).games
}

/// The screen's rows, trimmed.
fn rows_of(buffer: &ratatui::buffer::Buffer) -> Vec<String> {
    let area = buffer.area;
    (area.y..area.bottom())
        .map(|y| {
            (area.x..area.right())
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
                .trim_end()
                .to_owned()
        })
        .collect()
}

/// `text` with every run of spaces one space.
fn squeezed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

// ------------------------------------------------------------- the message line

/// At the usual player count in an 80×24 terminal (the game's 80×22), a
/// message too long for one row wraps to a second, whole, in every game.
#[test]
fn a_long_message_wraps_whole_at_80x24_in_every_game() {
    // Longer than a row of 80, shorter than two of 76.
    let said = "The rules refused it: the piece can interlock somewhere else, so it must go \
                where it interlocks with a neighbour.";
    for (entry, players) in usual() {
        let names: Vec<String> = ["Amal", "Sami", "Dov", "Lea"][..players]
            .iter()
            .map(ToString::to_string)
            .collect();
        let mut session = (entry.open)(3, names, &Value::Null).expect("the game opens");
        for _ in 0..8 {
            if session.curtain().is_none() {
                break;
            }
            session.take_device();
        }
        session.set_note(Some(said.to_owned()));
        let area = Rect::new(0, 0, 80, 22);
        let mut terminal = Terminal::new(TestBackend::new(80, 22)).expect("terminal");
        terminal.draw(|frame| session.draw(frame, area)).expect("drawn");
        let screen = rows_of(terminal.backend().buffer()).join("\n");
        assert!(
            squeezed(&screen).contains(said),
            "{}: the message is cut:\n{screen}",
            entry.id()
        );
    }
}

// ------------------------------------------------------------ computers only

/// §4: every game, computers at every seat, reaches its results with nobody
/// pressing a key (Toki Toki used to wait at the last round's end).
#[test]
fn a_table_of_computers_plays_every_game_to_its_results_by_itself() {
    for (entry, players) in usual() {
        let (app, dir) = computers_only(entry, players, "alone");
        assert_eq!(app.showing(), Showing::Results, "{} waits for a person", entry.id());
        assert_eq!(history(&dir).len(), 1, "{}: kept in the history", entry.id());
    }
}

// -------------------------------------------------------------------- replays

/// The score as the screen writes it (a true minus sign below 0).
fn written(score: i64) -> String {
    if score < 0 {
        format!("−{}", -score)
    } else {
        score.to_string()
    }
}

/// Checks that the frame shows `score` for the seat labelled `label`, where
/// each game writes it.
fn assert_frame_shows(game: &str, rows: &[String], seat: usize, label: &str, score: i64) {
    let frame = rows.join("\n");
    let words = |row: &str| -> Vec<String> {
        row.split(['│', '╮', '╯'])
            .collect::<Vec<_>>()
            .join(" ")
            .split_whitespace()
            .map(str::to_owned)
            .collect()
    };
    // After the label: the next word (Shesh-Besh's score column, Khixa's totals).
    let after = |row: &str| -> Option<String> {
        let rest = &row[row.find(label)? + label.len()..];
        rest.split_whitespace().next().map(str::to_owned)
    };
    let shown = match game {
        // The rounds table: the seat's row ends with its total.
        // (Left of the panel; the boxes' headers say "= points".)
        "toki" => rows
            .iter()
            .map(|r| r.split('│').next().unwrap_or_default())
            .filter(|r| r.trim_start_matches([' ', '★']).starts_with(label) && !r.contains('='))
            .find_map(|r| words(r).last().cloned()),
        // The players' table: numbered rows, the marks last.
        "wajh-alnahs" => rows
            .iter()
            .filter_map(|r| r.split('│').nth(1))
            .find(|r| r.contains(&format!("{} {label}", seat + 1)))
            .and_then(|r| words(r).last().cloned()),
        // The panel: a dot a marble in base, filled once home.
        "jackar" => rows
            .iter()
            .filter(|r| r.contains(&format!("{} {label}", seat + 1)))
            .flat_map(|r| words(r))
            .find(|w| w.chars().count() == 4 && w.chars().all(|c| c == '●' || c == '○'))
            .map(|dots| dots.chars().filter(|&c| c == '●').count().to_string()),
        // The first row where a number follows the label.
        _ => rows
            .iter()
            .filter_map(|r| after(r))
            .find(|w| w.trim_start_matches('−').parse::<u64>().is_ok()),
    };
    assert_eq!(
        shown.as_deref(),
        Some(written(score).as_str()),
        "{game}: {label}'s score on the last frame:\n{frame}"
    );
}

/// §4: a finished game of every kind replays from its history record from
/// move 0 (the table before anyone played) to the final board, whose scores
/// are the recorded outcome's; stepping back and forth goes one move at a
/// time. (Toki Toki's last move showed the totals before round 5, its round
/// never turned up; Wajh al-Nahs's last frame was blank; Khixa's replay
/// started at move 0, Toki's and Wajh's at 1.)
#[test]
fn every_game_replays_from_move_0_to_the_recorded_outcome() {
    for (entry, players) in usual() {
        let (_, dir) = computers_only(entry, players, "replay");
        let kept = history(&dir).remove(0);
        let ending = kept.game.ending.clone();
        let labels = labels(&kept.game.names);
        let mut replay = Replay::new(entry, kept).expect("the record replays");
        let (start, last) = replay.position();
        assert_eq!(start, 0, "{}: a replay starts at move 0", entry.id());
        assert!(last > 10, "{}: {last} moves", entry.id());
        replay.step(true);
        assert_eq!(replay.position(), (1, last), "{}: one move a step", entry.id());
        replay.step(true);
        replay.step(false);
        assert_eq!(replay.position(), (1, last), "{}: and back", entry.id());
        replay.jump(true);
        assert_eq!(replay.position(), (last, last), "{}: the end", entry.id());
        let summary = replay.session.summary();
        assert_eq!(summary.scores, ending.scores, "{}: the recorded scores", entry.id());
        let winners: Vec<usize> = summary.winners.iter().map(|s| s.index()).collect();
        assert_eq!(winners, ending.winners, "{}", entry.id());
        let mut terminal = Terminal::new(TestBackend::new(80, 22)).expect("terminal");
        terminal
            .draw(|frame| replay.draw(frame, Rect::new(0, 0, 80, 22)))
            .expect("drawn");
        let rows = rows_of(terminal.backend().buffer());
        for (seat, label) in labels.iter().enumerate() {
            assert_frame_shows(entry.id(), &rows, seat, label, ending.scores[seat]);
        }
        replay.step(false);
        assert_eq!(replay.position(), (last - 1, last), "{}: back from the end", entry.id());
    }
}

// ------------------------------------------------------------------- results

/// Where a game of `players` (computers only, as `kept` was played) ends with
/// a computer's move: the record up to its last player's action, who plays
/// it, and the seats with people at two seats (one for two players) that do
/// not play it.
fn last_move_by_a_computer(id: &str, kept: &Kept) -> (Value, Vec<SeatKind>) {
    let info = majlis_games::find(id).expect("on the shelf");
    let record = &kept.game.record;
    let players = kept.game.names.len();
    let seed = record["seed"].as_u64().expect("a seed");
    let mut table = info.new_table(seed, players, record.get("options")).expect("a table");
    let actions = record["actions"].as_array().expect("actions");
    let mut last = None;
    for (k, action) in actions.iter().enumerate() {
        if let ToAct::Seat(seat) = table.to_act() {
            last = Some((k, seat.index()));
        }
        match action.as_str() {
            Some(notation) => table.apply_notation(notation),
            None => table.apply_json(action),
        }
        .expect("the record replays");
    }
    let (k, mover) = last.expect("someone played");
    let mut truncated = record.clone();
    truncated["actions"] = Value::Array(actions[..k].to_vec());
    let people = if players == 2 { 1 } else { 2 };
    let mut seats = vec![EASY; players];
    for seat in (0..players).filter(|&s| s != mover).take(people) {
        seats[seat] = SeatKind::Human;
    }
    (truncated, seats)
}

/// A finished game of `entry` whose last move is a computer's, continued in
/// the app at 80×24 to its results, with people at two seats (Amal and
/// Sami) and computers at the others: the app on its results screen.
fn results_of(entry: &Registered, players: usize) -> App {
    let (_, played) = computers_only(entry, players, "results-source");
    let kept = history(&played).remove(0);
    let (record, seats) = last_move_by_a_computer(entry.id(), &kept);
    let mut people = ["Amal", "Sami"].into_iter();
    let names: Vec<String> = (0..players)
        .map(|seat| match computer_name(&seats, seat) {
            Some(name) => name,
            None => people.next().expect("two people at most").to_owned(),
        })
        .collect();
    let dir = scratch(&format!("small-screen-results-{}", entry.id()));
    let save = SaveFile {
        game: entry.id().to_owned(),
        names,
        record,
        seats,
    };
    std::fs::write(dir.join("game-1.json"), save.to_json().to_string()).expect("saved");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, (80, 24));
    app.set_pace(Pace::instant());
    key(&mut app, KeyCode::Enter); // Continue: saved games come first
    for _ in 0..40 {
        settle(&mut app);
        if app.showing() != Showing::Game {
            break;
        }
        // A round's end waits for the people's Enter (Toki Toki turns its
        // last cards up one by one).
        key(&mut app, KeyCode::Enter);
    }
    assert_eq!(app.showing(), Showing::Results, "{}", entry.id());
    let Mode::Results(results) = app.screen() else {
        unreachable!("on the results")
    };
    assert_eq!(
        results.summary.scores,
        kept.game.ending.scores,
        "{}: the computer played the same last move",
        entry.id()
    );
    app
}

/// The results screen at 80×24 as a family first sees it and, when the text
/// is longer than its panel, scrolled to its end: every name and figure.
fn snapshot_results(entry: &Registered, players: usize) {
    let mut app = results_of(entry, players);
    let first = render(&app);
    for label in ["Amal", "Sami", "Played by the computer"] {
        assert!(
            first.contains(label) || players == 2,
            "{}: {label}\n{first}",
            entry.id()
        );
    }
    insta::assert_snapshot!(format!("results_80x24_{}", entry.id()), first);
    let Mode::Results(results) = app.screen() else {
        unreachable!("on the results")
    };
    if results.scrolls(majlis_tui::chrome::chrome(app.area()).body) {
        assert!(first.contains("↓ more"), "{}: says there is more\n{first}", entry.id());
        for _ in 0..20 {
            key(&mut app, KeyCode::Down);
        }
        insta::assert_snapshot!(format!("results_80x24_{}_scrolled", entry.id()), render(&app));
    }
}

#[test]
fn results_at_80x24_shesh_besh() {
    snapshot_results(majlis_tui::games::find("shesh-besh").expect("on the shelf"), 2);
}

#[test]
fn results_at_80x24_every_game_of_four() {
    for (entry, players) in usual().into_iter().filter(|(_, players)| *players == 4) {
        snapshot_results(entry, players);
    }
}

// ---------------------------------------------------------------------- README

/// The player counts of `counts` said in words: "2 to 5", "2 and 4", "6".
fn counts_text(counts: &[usize]) -> String {
    match counts {
        [one] => one.to_string(),
        [a, b] => format!("{a} and {b}"),
        [a, .., b] => format!("{a} to {b}"),
        [] => String::new(),
    }
}

/// What README's table of sizes says of a game, from the setup screen's
/// own sizes: each player count's smallest terminal, counts of the same
/// size together ("2 to 5 players: 80×24; 6: 80×26").
fn sizes_row(entry: &Registered) -> String {
    let mut groups: Vec<(Vec<usize>, (u16, u16))> = Vec::new();
    for &players in entry.description.players {
        let need = majlis_tui::screens::game::shell_size((entry.min_size)(players));
        match groups.last_mut() {
            Some((counts, size)) if *size == need => counts.push(players),
            _ => groups.push((vec![players], need)),
        }
    }
    let said: Vec<String> = groups
        .iter()
        .enumerate()
        .map(|(k, (counts, (w, h)))| {
            let players = if k == 0 { " players" } else { "" };
            format!("{}{players}: {w}×{h}", counts_text(counts))
        })
        .collect();
    format!("| {} | {} |", entry.description.latin, said.join("; "))
}

/// README.md's table of terminal sizes is the setup screen's warnings: the
/// same size for each game and player count.
#[test]
fn readme_says_the_sizes_the_setup_screen_asks_for() {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).expect("README.md");
    let rows: Vec<String> = majlis_tui::games::SCREENS.iter().map(sizes_row).collect();
    let missing: Vec<&String> = rows
        .iter()
        .filter(|row| !readme.lines().any(|l| l == row.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "README.md's table of sizes should have these rows:\n{}",
        rows.join("\n")
    );
}

// -------------------------------------------------------- the Results page

/// The picker's Results page at 80×24 with games of people and computers:
/// every player's name whole in the players' table (computers were all
/// "Compu…"), every game's column to its last figure, each game's winner
/// and players whole under it.
#[test]
fn the_results_page_names_every_player_whole_at_80x24() {
    let dir = scratch("small-screen-results-page");
    let store = HistoryStore::in_data_dir(Some(&dir));
    let hard = SeatKind::Computer { level: Level::Hard };
    let seats = vec![SeatKind::Human, SeatKind::Human, hard, hard];
    let names: Vec<String> = (0..4)
        .map(|seat| computer_name(&seats, seat).unwrap_or_else(|| ["Amal", "Sami"][seat].to_owned()))
        .collect();
    for (k, (game, winner)) in [("khixa", 3), ("toki", 2), ("wajh-alnahs", 0)].into_iter().enumerate() {
        let headline = format!("{} wins", labels(&names)[winner]);
        store
            .write(&majlis_tui::history::Finished {
                game: game.to_owned(),
                names: names.clone(),
                record: serde_json::json!({"game": game, "players": 4, "seed": 1, "options": {}, "actions": []}),
                ending: majlis_tui::history::Ending {
                    headline,
                    details: Vec::new(),
                    scores: vec![10, 20, 30, 40],
                    winners: vec![winner],
                },
                finished_at: majlis_tui::clock::Stamp(1_750_000_000 + i64::try_from(k).expect("small")),
                seats: seats.clone(),
            })
            .expect("kept");
    }
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, (80, 24));
    key(&mut app, KeyCode::Tab);
    // Down to the players' table, past the last games.
    for _ in 0..3 {
        key(&mut app, KeyCode::Down);
    }
    let page = render(&app);
    for name in &names {
        let row = page
            .lines()
            .find(|l| l.contains(name.as_str()) && l.contains(" / "))
            .unwrap_or_else(|| panic!("{name} whole in the players' table:\n{page}"));
        // The last game's column (Wajh al-Nahs) to its last figure.
        assert!(
            row.trim_end_matches([' ', '"']).ends_with(" / 0") || row.trim_end_matches([' ', '"']).ends_with(" / 1"),
            "{row}"
        );
    }
    insta::assert_snapshot!("results_page_80x24", page);
}

// -------------------------------------------------------------- the hint key

/// On a person's turn at 80×24, the key bar offers `h hint` in every game
/// (Khixa's bar was full before it came).
#[test]
fn the_key_bar_offers_the_hint_on_a_persons_turn_at_80x24_in_every_game() {
    for (entry, players) in usual() {
        let dir = scratch(&format!("small-screen-hint-{}", entry.id()));
        let mut app = app_with(majlis_tui::games::SCREENS, &dir, (80, 24));
        app.set_pace(Pace::instant());
        let mut seats = vec![EASY; players];
        seats[0] = SeatKind::Human;
        app.play_seated(entry.id(), 5, Value::Null, players, Vec::new(), &seats)
            .expect("the game opens");
        let mut bar = String::new();
        for _ in 0..12 {
            settle(&mut app);
            let screen = render(&app);
            bar = screen.lines().last().unwrap_or_default().to_owned();
            if bar.contains(" h  hint ") {
                break;
            }
            // A roll of the person's own (Shesh-Besh, Khixa) comes first.
            key(&mut app, KeyCode::Char('r'));
        }
        assert!(bar.contains(" h  hint "), "{}: {bar}", entry.id());
    }
}

/// A play typed in notation and refused (Jackar, Wajh al-Nahs): the
/// refusal beside the typed text wraps whole at 80×24 ("… nei" was cut).
#[test]
fn a_typed_play_refused_says_why_whole_at_80x24() {
    use majlis_tui::games::jackar::JackarSession;
    use majlis_tui::games::wajh_alnahs::WajhSession;
    use majlis_tui::session::Session;
    use ratatui::crossterm::event::KeyEvent;

    fn typed_and_refused<S: Session>(mut session: S, message: impl Fn(&S) -> Option<String>) {
        let area = Rect::new(0, 0, 80, 22);
        for _ in 0..4 {
            if session.curtain().is_none() {
                break;
            }
            session.take_device();
        }
        for code in [
            KeyCode::Char(':'),
            KeyCode::Char('z'),
            KeyCode::Char('z'),
            KeyCode::Enter,
        ] {
            session.on_key(KeyEvent::from(code), area);
        }
        let said = message(&session).expect("the refusal");
        assert!(said.len() > 60, "a long refusal: {said}");
        let mut terminal = Terminal::new(TestBackend::new(80, 22)).expect("terminal");
        terminal.draw(|frame| session.draw(frame, area)).expect("drawn");
        let screen = rows_of(terminal.backend().buffer()).join("\n");
        assert!(squeezed(&screen).contains(&squeezed(&said)), "cut:\n{screen}");
    }
    let names = || ["Amal", "Sami", "Dov", "Lea"].map(str::to_owned).to_vec();
    let jackar = rules_core::Table::<jackar::Jackar>::new(3, 4, jackar::Options::default()).expect("a table");
    typed_and_refused(JackarSession::new(jackar, names()), |s| {
        s.message().map(|m| m.text.clone())
    });
    let wajh =
        rules_core::Table::<wajh_alnahs::WajhAlNahs>::new(3, 4, wajh_alnahs::Options::default()).expect("a table");
    typed_and_refused(WajhSession::new(wajh, names()), |s| s.message().map(|m| m.text.clone()));
}
