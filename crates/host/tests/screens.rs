//! The host's own additions, as drawn (insta snapshots, 80×24 and larger,
//! in English and Arabic): the strip on the title row and the panel (F2) over
//! the table's screens, and the lobby a joined player waits in.

#![allow(missing_docs, clippy::unwrap_used)]

use std::sync::Arc;
use std::sync::mpsc::Sender;

use majlis_host::link::Link;
use majlis_host::panel::HostHook;
use majlis_host::passphrase::Passphrase;
use majlis_host::server::{Event, Shared};
use majlis_host::store::HostStore;
use majlis_host::table::Hosting;
use majlis_host::view::{self, PlayerFrame};
use majlis_tui::app::App;
use majlis_tui::i18n::Lang;
use majlis_tui::terminal::Hook;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event as TermEvent, KeyCode, KeyEvent};
use ratatui::layout::Rect;

/// The buffer's rows, as a terminal shows them.
fn rows(buf: &Buffer) -> String {
    let area = buf.area;
    (area.top()..area.bottom())
        .map(|y| {
            (area.left()..area.right())
                .map(|x| buf.cell((x, y)).map_or(" ", |c| c.symbol()))
                .collect::<String>()
                .trim_end()
                .to_owned()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn lang_name(lang: Lang) -> &'static str {
    match lang {
        Lang::Ar => "ar",
        Lang::He => "he",
        _ => "en",
    }
}

/// A host with an app on the picker, its table actor and the server's side
/// of the events.
struct Host {
    app: App,
    hook: HostHook,
    events: Sender<Event>,
    _dir: tempfile::TempDir,
}

fn host(size: (u16, u16)) -> Host {
    let dir = tempfile::tempdir().unwrap();
    let (events, heard) = std::sync::mpsc::channel();
    let shared = Shared::new(
        Passphrase::from("apple river candle olive"),
        HostStore::in_data_dir(dir.path()),
        events.clone(),
    );
    let hosting = Hosting::new(heard, Arc::new(shared));
    let store = majlis_tui::save::SaveStore::at(dir.path().join("saves"));
    let mut app = App::new(majlis_tui::games::SCREENS, store, Box::new(|| 7), size);
    app.set_hosting(true);
    let hook = HostHook {
        hosting,
        join: vec![
            "ssh -p 2222 NAME@192.168.1.20".to_owned(),
            "ssh -p 2222 NAME@10.0.0.7".to_owned(),
        ],
        open: true,
        chosen: 0,
    };
    Host {
        app,
        hook,
        events,
        _dir: dir,
    }
}

impl Host {
    fn press(&mut self, code: KeyCode) {
        let event = TermEvent::Key(KeyEvent::from(code));
        if !self.hook.event(&mut self.app, &event) {
            self.app.handle(&event);
        }
        self.hook.turn(&mut self.app, true);
    }

    /// Players join (and some leave) as the server tells the table.
    fn joined(&mut self, names: &[&str], left: &[&str]) {
        let mut links = Vec::new();
        for (id, name) in names.iter().enumerate() {
            let link = Arc::new(Link::new(id as u64 + 1, (*name).to_owned(), (80, 24), true));
            self.events.send(Event::Joined(link.clone())).unwrap();
            links.push(link);
        }
        for link in links.iter().filter(|l| left.contains(&l.name.as_str())) {
            self.events.send(Event::Left(link.id)).unwrap();
        }
        self.hook.turn(&mut self.app, true);
    }

    fn screen(&self, size: (u16, u16)) -> String {
        let mut terminal = Terminal::new(TestBackend::new(size.0, size.1)).unwrap();
        terminal
            .draw(|frame| {
                self.app.draw(frame);
                self.hook.draw(&self.app, frame);
            })
            .unwrap();
        rows(terminal.backend().buffer())
    }
}

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

#[test]
fn the_panel_says_how_to_join_and_who_came() {
    for lang in [Lang::En, Lang::Ar] {
        majlis_tui::i18n::set_lang(lang);
        for size in SIZES {
            let mut host = host(size);
            host.joined(&["amal", "سامي"], &[]);
            let name = format!("panel_{}_{}x{}", lang_name(lang), size.0, size.1);
            insta::assert_snapshot!(name, host.screen(size));
        }
    }
    majlis_tui::i18n::set_lang(Lang::En);
}

/// The strip sits on the title row of every screen without hiding its
/// words: the setup screen and a game under way (its title has words at both
/// ends), with the news of a player who left.
#[test]
fn the_strip_never_hides_the_titles_words() {
    for lang in [Lang::En, Lang::Ar] {
        majlis_tui::i18n::set_lang(lang);
        let size = (80, 24);
        let mut host = host(size);
        host.press(KeyCode::F(2)); // The panel closed.
        host.joined(&["amal", "sami"], &["sami"]);
        host.press(KeyCode::Down);
        host.press(KeyCode::Enter);
        insta::assert_snapshot!(format!("strip_setup_{}", lang_name(lang)), host.screen(size));
        for _ in 0..5 {
            host.press(KeyCode::Down);
        }
        host.press(KeyCode::Enter);
        let screen = host.screen(size);
        insta::assert_snapshot!(format!("strip_game_{}", lang_name(lang)), screen.clone());
        // What the game's title row says without the host's strip.
        let mut bare = Terminal::new(TestBackend::new(size.0, size.1)).unwrap();
        bare.draw(|frame| host.app.draw(frame)).unwrap();
        let title = rows(bare.backend().buffer())
            .lines()
            .next()
            .unwrap_or_default()
            .to_owned();
        let shown = screen.lines().next().unwrap_or_default().to_owned();
        for word in title.split_whitespace() {
            assert!(shown.contains(word), "{word:?} of {title:?} is hidden: {shown:?}");
        }
    }
    majlis_tui::i18n::set_lang(Lang::En);
}

#[test]
fn the_lobby_a_joined_player_waits_in() {
    let here = ["amal".to_owned(), "sami".to_owned(), "نور".to_owned()];
    for lang in [Lang::En, Lang::Ar] {
        majlis_tui::i18n::set_lang(lang);
        for size in SIZES {
            let seen = PlayerFrame {
                name: "amal",
                title: Some("Jackar".to_owned()),
                session: None,
                seat: None,
                keys: Vec::new(),
                here: &here,
                news: None,
                ended: None,
                leaving: false,
                help: None,
                lobby: true,
            };
            let frame = view::frame(&seen, Rect::new(0, 0, size.0, size.1));
            let name = format!("lobby_{}_{}x{}", lang_name(lang), size.0, size.1);
            insta::assert_snapshot!(name, rows(&frame));
        }
    }
    majlis_tui::i18n::set_lang(Lang::En);
}
