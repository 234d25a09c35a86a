//! The shell around a game: one whole frame of the app (title bar, the game, key
//! bar) and one key through the app's routing, as the main loop does per event.
//!
//! `shell/frame game 120x40` and `shell/frame picker 120x40`: `Terminal::draw` of
//! the app on a `TestBackend`. `shell/key`: a cursor key routed through the app to
//! the Shesh-Besh screen and back. Target: well under a millisecond each, so the
//! shell adds nothing a family could notice to the game screen's own cost.
//! `shell/autosave`: writing the autosave of a match in progress (JSON, a
//! temporary file, fsync, rename), which the shell does after every action; its
//! cost is the disk's, so a figure of a few milliseconds is fine for a move made
//! by hand, and the benchmark is there to see it stays of that order.
//! `shell/picker with a 1,000,000-character name`: the app opened on a
//! shelf holding a save whose first player's name has a million characters,
//! to its first frame (80x24). The save is set aside unread past its names'
//! limit (`docs/saves.md`); before that limit the first frame took 9 s.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use majlis_tui::app::App;
use majlis_tui::save::SaveStore;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

fn app() -> App {
    let mut seed = 0;
    App::new(
        majlis_tui::games::SCREENS,
        SaveStore::nowhere(),
        Box::new(move || {
            seed += 1;
            seed
        }),
        (120, 40),
    )
}

fn press(app: &mut App, code: KeyCode) {
    app.handle(&Event::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("shell");
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("a test terminal");

    let picker = app();
    group.bench_function("frame picker 120x40", |b| {
        b.iter(|| {
            terminal.draw(|frame| black_box(&picker).draw(frame)).expect("drawn");
        });
    });

    let mut game = app();
    game.play("shesh-besh", 7, serde_json::json!({"match_to": 5}), 2, Vec::new())
        .expect("a game");
    press(&mut game, KeyCode::Char('r'));
    group.bench_function("frame game 120x40", |b| {
        b.iter(|| {
            terminal.draw(|frame| black_box(&game).draw(frame)).expect("drawn");
        });
    });
    group.bench_function("key", |b| {
        b.iter(|| press(black_box(&mut game), KeyCode::Right));
    });

    let save = game.playing().expect("a game").save_file();
    // Removed when dropped, also when a bench stops half way.
    let dir = tempfile::tempdir().expect("a folder");
    let store = SaveStore::at(dir.path());
    // A game claims its slot once, then rewrites it after every action.
    let slot = store.write(&save).expect("a slot");
    group.bench_function("autosave", |b| {
        b.iter(|| store.write_to(&slot, black_box(&save)).expect("written"));
    });

    let shelf = tempfile::tempdir().expect("a folder");
    let huge = serde_json::json!({"format": "majlis-save", "version": 1, "game": "shesh-besh",
        "names": ["A".repeat(1_000_000), "Dov"],
        "record": {"game": "shesh-besh", "players": 2, "seed": 7, "options": {"match_to": 1}, "actions": []}})
    .to_string();
    let mut small = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
    group.bench_function("picker with a 1,000,000-character name", |b| {
        b.iter_batched(
            || {
                // A fresh shelf each time: the last one set the save aside.
                for entry in std::fs::read_dir(shelf.path()).expect("the shelf").flatten() {
                    let _ = std::fs::remove_file(entry.path());
                }
                std::fs::write(shelf.path().join("game-1.json"), &huge).expect("planted");
            },
            |()| {
                let app = App::with_check_wait(
                    majlis_tui::games::SCREENS,
                    SaveStore::at(shelf.path()),
                    Box::new(|| 1),
                    (80, 24),
                    Some(majlis_tui::app::CHECK_WAIT),
                );
                small.draw(|frame| app.draw(frame)).expect("drawn");
            },
            criterion::BatchSize::PerIteration,
        );
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
