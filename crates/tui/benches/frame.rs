//! One frame of a game screen, as the main loop draws it.
//!
//! `shesh-besh/frame 120x40`: a whole `Terminal::draw` of the Shesh-Besh screen
//! mid-game (a checker picked, destinations marked, a log of moves) on a
//! `TestBackend`, the same frame again (as the loop redraws on every event).
//! `shesh-besh/first frame 120x40`: a fresh terminal each time, so every cell
//! is new and written to the backend. Target: ≤ 1 ms a frame.
//!
//! `jackar/frame 120x40`: the Jackar screen of a seeded four-player match some
//! way in (a card chosen, marbles lit, the preview of the move, a log), redrawn.
//!
//! `khixa/frame 120x40`: the Khixa screen of a seeded eight-player match some
//! way in (a piece in hand at the cursor with its contacts, the cells it may
//! go to, seven small areas, the score table, a log), redrawn.
//!
//! `toki/frame 120x40`: the Toki Toki screen of a seeded four-player game some
//! way in (a card taken, rule b chosen, a card of the box picked and its
//! preview shown, a log), redrawn.
//!
//! `wajh-alnahs/frame 120x40`: the Wajh al-Nahs screen of a seeded
//! four-player session some way in (a card chosen, the pile previewed, a log),
//! redrawn.
//!
//! `toki/frame 120x40 arabic`: the Toki Toki game above with Arabic names,
//! drawn with the thread's language Arabic: the interface right to left, its
//! words Arabic where they are translated, and the areas the screen wraps in
//! `bidi::Visual` reordered and shaped.
//!
//! `bidi/visual_area 120x40 arabic`: the bidirectional layer alone over a
//! whole 120×40 buffer of Arabic sentences, Hebrew and Latin names, numbers,
//! notation and columns, in the Arabic interface (no row takes the fast
//! path): the most the layer can cost a frame.
#![allow(missing_docs)]

use std::hint::black_box;

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use majlis_games::rules::jackar::{self, Jackar};
use majlis_games::rules::khixa;
use majlis_games::rules::shesh_besh::{Options, SheshBesh};
use majlis_games::rules::toki;
use majlis_games::rules::wajh_alnahs;
use majlis_tui::bidi;
use majlis_tui::games::jackar::JackarSession;
use majlis_tui::games::jackar::choice::Stage;
use majlis_tui::games::khixa::KhixaSession;
use majlis_tui::games::khixa::play::Awaiting as KhixaAwaiting;
use majlis_tui::games::shesh_besh::SheshBeshSession;
use majlis_tui::games::shesh_besh::play::Awaiting as SheshBeshAwaiting;
use majlis_tui::i18n::{self, Lang};
use majlis_tui::session::Session;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use rules_core::Table;

const AREA: Rect = Rect::new(0, 0, 120, 40);

/// A match to 5 played some way in by keys, with a checker picked.
fn mid_game() -> SheshBeshSession {
    let options = Options {
        match_to: 5,
        ..Options::default()
    };
    let table = Table::<SheshBesh>::new(2026, 2, options).expect("a table");
    let mut session = SheshBeshSession::new(table, vec!["Amal".to_string(), "Ben".to_string()]);
    let press = |s: &mut SheshBeshSession, code| {
        s.on_key(KeyEvent::new(code, KeyModifiers::NONE), AREA);
    };
    // Roll, then play each step on the next movable checker's nearest point, until
    // a checker is picked with a log of moves behind it. Each key is checked, so the
    // set-up does not depend on where the cursor lands after a step.
    let ready = |s: &SheshBeshSession| {
        matches!(s.phase(), SheshBeshAwaiting::Move(_))
            && s.screen().turn().is_some_and(|t| t.selected.is_some())
            && s.log().lines().len() > 10
    };
    let script = [KeyCode::Char('r'), KeyCode::Tab, KeyCode::Enter, KeyCode::Enter];
    for code in script.iter().cycle().take(20_000) {
        press(&mut session, *code);
        if ready(&session) {
            return session;
        }
    }
    panic!("no mid-game position with a picked checker: {:?}", session.phase());
}

/// A four-player Jackar match played some way in by keys, with a card chosen
/// and its marbles lit.
fn jackar_mid_game() -> JackarSession {
    let names = ["Amal", "Sami", "Dov", "Lea"].map(String::from).to_vec();
    let table = Table::<Jackar>::new(2026, 4, jackar::Options::default()).expect("a table");
    let mut session = JackarSession::new(table, names);
    for turn in 0..20_000 {
        if session.curtain().is_some() {
            session.take_device();
        }
        let Some(scene) = session.scene() else { continue };
        let screen = session.screen();
        if turn > 150 && screen.stage(&scene) == Stage::Marble && screen.pending(&scene).is_some() {
            return session;
        }
        let code = if screen.must_throw(&scene) {
            KeyCode::Char('t')
        } else {
            KeyCode::Enter
        };
        session.on_key(KeyEvent::new(code, KeyModifiers::NONE), AREA);
    }
    panic!("no mid-game position with a marble to choose");
}

/// An eight-player Khixa match played some way in by keys, a piece in hand.
fn khixa_mid_game() -> KhixaSession {
    let names = ["Amal", "Sami", "Dov", "Lea", "Noor", "Yael", "Omar", "Tali"]
        .map(String::from)
        .to_vec();
    let table = Table::<khixa::Khixa>::new(2026, 8, khixa::Options::default()).expect("a table");
    let mut session = KhixaSession::new(table, names);
    for turn in 0..20_000 {
        let mode = session.screen().mode(session.game());
        if turn > 300 && matches!(mode, KhixaAwaiting::Place(_)) && session.choice().is_none() {
            return session;
        }
        let code = match mode {
            KhixaAwaiting::Opening(_) | KhixaAwaiting::Roll(_) => KeyCode::Char('r'),
            KhixaAwaiting::Steal(_) if session.choice().is_none() => KeyCode::Char('x'),
            _ => KeyCode::Enter,
        };
        session.on_key(KeyEvent::new(code, KeyModifiers::NONE), AREA);
    }
    panic!("no mid-game position with a piece in hand");
}

/// A four-player Toki Toki game played some way in by keys, with rule b's
/// card picked and previewed.
fn toki_mid_game() -> majlis_tui::games::toki::TokiSession {
    toki_mid_game_of(["Amal", "Sami", "Dov", "Lea"])
}

/// [`toki_mid_game`] with these players.
fn toki_mid_game_of(names: [&str; 4]) -> majlis_tui::games::toki::TokiSession {
    use majlis_tui::games::toki::play::Stage as TokiStage;
    let names = names.map(String::from).to_vec();
    let table = Table::<toki::Toki>::new(2026, 4, toki::Options::default()).expect("a table");
    let mut session = majlis_tui::games::toki::TokiSession::new(table, names);
    let press = |s: &mut majlis_tui::games::toki::TokiSession, code| {
        s.on_key(KeyEvent::new(code, KeyModifiers::NONE), AREA);
    };
    for turn in 0..20_000 {
        let Some(play) = session.play() else { continue };
        match play.stage {
            TokiStage::Cells(toki::Rule::B) if turn > 150 && play.picked().is_some() => return session,
            TokiStage::Rule if play.enabled(majlis_tui::games::toki::play::Item::Rule(toki::Rule::B)) => {
                press(&mut session, KeyCode::Char('b'));
            }
            _ => press(&mut session, KeyCode::Enter),
        }
    }
    panic!("no mid-game position with rule b's card picked");
}

/// A four-player Wajh al-Nahs session played some way in by keys (k keeps
/// the swap, Enter picks and lays, p picks up, 1 a face-down card), stopped
/// with a lay chosen and its pile previewed.
fn wajh_mid_game() -> majlis_tui::games::wajh_alnahs::WajhSession {
    use majlis_tui::games::wajh_alnahs::WajhSession;
    use majlis_tui::games::wajh_alnahs::play::Ask;
    let names = ["Amal", "Sami", "Dov", "Lea"].map(String::from).to_vec();
    let table = Table::<wajh_alnahs::WajhAlNahs>::new(2026, 4, wajh_alnahs::Options::default()).expect("a table");
    let mut session = WajhSession::new(table, names);
    for turn in 0..20_000 {
        if session.curtain().is_some() {
            session.take_device();
        }
        if turn > 150 && session.preview().is_some() {
            return session;
        }
        let code = match session.ask() {
            Some(Ask::Swap) if session.choice().is_none() => KeyCode::Char('k'),
            Some(Ask::PickUp | Ask::Answer) => KeyCode::Char('p'),
            Some(Ask::FaceDown) if session.choice().is_none() => KeyCode::Char('1'),
            _ => KeyCode::Enter,
        };
        session.on_key(KeyEvent::new(code, KeyModifiers::NONE), AREA);
    }
    panic!("no mid-game position with a lay chosen");
}

/// A 120×40 buffer full of text as an Arabic screen draws it, in logical
/// order: sentences with names, numbers and notation, columns of scores,
/// styles changing along the row.
fn mixed_arabic_buffer() -> Buffer {
    let rows = [
        "دور هالة: رمت 5 و 3، فحرّكت 13/7 ثم 8/5 (خطوة مزدوجة 2×)",
        "هالة        = 12    عمر        = 7    سلمى      = 0    Dov    = 3",
        "لا يمكن لعب هذه الورقة الآن: السلام عليكم يا أهل المجلس [b2 → c4]",
        "Amal أخذت الورقة 9 من البنك، والدور الآن على דני (עמר) 🎲",
    ];
    let mut buf = Buffer::empty(AREA);
    let styles = [
        Style::new(),
        Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD),
        Style::new().fg(Color::Gray),
    ];
    for y in 0..AREA.height {
        let mut x = 0;
        for (k, word) in rows[usize::from(y) % rows.len()].split_inclusive(' ').enumerate() {
            let (end, _) = buf.set_stringn(x, y, word, usize::from(AREA.width - x), styles[k % styles.len()]);
            x = end;
            if x >= AREA.width {
                break;
            }
        }
    }
    buf
}

fn frame(c: &mut Criterion) {
    let wajh = wajh_mid_game();
    let mut terminal = Terminal::new(TestBackend::new(AREA.width, AREA.height)).expect("a test terminal");
    c.bench_function("wajh-alnahs/frame 120x40", |b| {
        b.iter(|| {
            terminal.draw(|f| wajh.draw(f, black_box(AREA))).expect("drawn");
        });
    });

    let khixa = khixa_mid_game();
    let mut terminal = Terminal::new(TestBackend::new(AREA.width, AREA.height)).expect("a test terminal");
    c.bench_function("khixa/frame 120x40", |b| {
        b.iter(|| {
            terminal.draw(|f| khixa.draw(f, black_box(AREA))).expect("drawn");
        });
    });

    let toki = toki_mid_game();
    let mut terminal = Terminal::new(TestBackend::new(AREA.width, AREA.height)).expect("a test terminal");
    c.bench_function("toki/frame 120x40", |b| {
        b.iter(|| {
            terminal.draw(|f| toki.draw(f, black_box(AREA))).expect("drawn");
        });
    });

    i18n::set_lang(Lang::Ar);
    let toki = toki_mid_game_of(["هالة", "عمر", "سلمى", "دوف"]);
    let mut terminal = Terminal::new(TestBackend::new(AREA.width, AREA.height)).expect("a test terminal");
    c.bench_function("toki/frame 120x40 arabic", |b| {
        b.iter(|| {
            terminal.draw(|f| toki.draw(f, black_box(AREA))).expect("drawn");
        });
    });
    let mixed = mixed_arabic_buffer();
    c.bench_function("bidi/visual_area 120x40 arabic", |b| {
        b.iter_batched(
            || mixed.clone(),
            |mut buf| {
                bidi::visual_area(&mut buf, black_box(AREA));
                buf
            },
            BatchSize::SmallInput,
        );
    });
    i18n::set_lang(Lang::En);

    let jackar = jackar_mid_game();
    let mut terminal = Terminal::new(TestBackend::new(AREA.width, AREA.height)).expect("a test terminal");
    c.bench_function("jackar/frame 120x40", |b| {
        b.iter(|| {
            terminal.draw(|f| jackar.draw(f, black_box(AREA))).expect("drawn");
        });
    });

    let session = mid_game();
    let mut terminal = Terminal::new(TestBackend::new(AREA.width, AREA.height)).expect("a test terminal");
    c.bench_function("shesh-besh/frame 120x40", |b| {
        b.iter(|| {
            terminal.draw(|f| session.draw(f, black_box(AREA))).expect("drawn");
        });
    });
    c.bench_function("shesh-besh/first frame 120x40", |b| {
        b.iter(|| {
            let mut terminal = Terminal::new(TestBackend::new(AREA.width, AREA.height)).expect("a test terminal");
            terminal.draw(|f| session.draw(f, black_box(AREA))).expect("drawn");
            black_box(terminal.backend().buffer().area);
        });
    });
}

criterion_group!(benches, frame);
criterion_main!(benches);
