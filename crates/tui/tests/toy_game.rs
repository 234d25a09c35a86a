//! A new game needs nothing outside its rules crate and its screen: the toy
//! game (`majlis-toy`, hidden hands and a die) gets a screen of a few dozen
//! lines here, is registered with **one line** ([`GAMES`]), and is played
//! through the shell: picker, setup with its options (read from its
//! description), the seated screen's pieces — the curtain between seats, a
//! choice shown then confirmed or taken back, the message line, the log
//! scrolled back to its first line, the help with the table's house rules —
//! and the results.

mod common;

use common::{app_with, key, render, scratch};
use majlis_toy::{Action, Event, Toy, View};
use majlis_tui::app::{App, Mode as Shown, Showing as On};
use majlis_tui::keys::{Binding, Intents, bind};
use majlis_tui::registry::Registered;
use majlis_tui::seated::{Answer, GameScreen, LogLine, LogPanel, Private, Scene};
use majlis_tui::seats::{Pace, SeatKind};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::Style;
use rules_core::{Level, Seat};

/// The toy's screen: the holder's hand with a cursor, the scores, the log and
/// the message line.
#[derive(Clone, Debug, Default)]
struct ToyScreen {
    cursor: usize,
    chosen: Option<Action>,
}

#[derive(Copy, Clone, Debug)]
enum Intent {
    Left,
    Right,
    Choose,
}

impl Intents for Intent {
    const BINDINGS: &'static [Binding<Intent>] = &[
        bind(&[KeyCode::Left], "←", "previous card", Intent::Left),
        bind(&[KeyCode::Right], "→", "next card", Intent::Right),
        bind(&[KeyCode::Enter], "Enter", "choose the card", Intent::Choose),
    ];
    const CLICK: &'static str = "nothing";
}

impl GameScreen for ToyScreen {
    type Game = Toy;
    type Seeing = Private;
    type Intent = Intent;

    const RULES: majlis_tui::i18n::Texts = majlis_tui::i18n::Texts {
        en: "# Toy\n\nPlay a **card** from your hand; then the die is rolled for you.",
        ..majlis_tui::i18n::Texts::NONE
    };
    const MESSAGES: majlis_tui::i18n::Texts = majlis_tui::i18n::Texts::NONE;

    fn min_size(_players: usize) -> (u16, u16) {
        (60, 12)
    }

    fn draw(&self, scene: &Scene<'_, Self>, buf: &mut Buffer, area: Rect) {
        let view: &View = scene.view();
        let hand: Vec<String> = view
            .hand
            .iter()
            .enumerate()
            .map(|(i, c)| {
                if i == self.cursor {
                    format!("[{c}]")
                } else {
                    c.to_string()
                }
            })
            .collect();
        buf.set_string(area.x, area.y, format!("Hand: {}", hand.join(" ")), Style::new());
        let scores: Vec<String> = (0..scene.players())
            .map(|s| format!("{} {}", scene.name(Seat::new(s)), view.scores[Seat::new(s)]))
            .collect();
        buf.set_string(area.x, area.y + 1, scores.join(", "), Style::new());
        let log = Rect::new(area.x, area.y + 2, area.width, area.height.saturating_sub(3));
        let panel = LogPanel {
            title: " Log ",
            frame: Style::new(),
            margin: 0,
            empty: None,
        };
        scene.draw_log(&panel, buf, log, |_| ("•", Style::new()));
        let status = Rect::new(area.x, area.bottom() - 1, area.width, 1);
        scene.draw_message(buf, status, &self.hint(scene));
    }

    fn update(&mut self, scene: &Scene<'_, Self>, intent: Intent) -> Answer<Action> {
        let hand = &scene.view().hand;
        match intent {
            Intent::Left => self.cursor = self.cursor.saturating_sub(1),
            Intent::Right => self.cursor = (self.cursor + 1).min(hand.len().saturating_sub(1)),
            Intent::Choose => match hand.get(self.cursor) {
                Some(&card) => self.chosen = Some(Action::Play(card)),
                None => return Answer::Say(majlis_tui::seated::Message::warn("No card to play.")),
            },
        }
        Answer::Handled
    }

    fn choice(&self, _scene: &Scene<'_, Self>) -> Option<Action> {
        self.chosen
    }

    fn take_back(&mut self, _scene: &Scene<'_, Self>) {
        self.chosen = None;
    }

    fn refresh(&mut self, _scene: &Scene<'_, Self>) {
        *self = ToyScreen::default();
    }

    fn note(&mut self, _before: &Toy, _action: &Action, events: &[Event], names: &[String], log: &mut Vec<LogLine>) {
        let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
        for event in events {
            match *event {
                Event::Dealt { each } => log.push(LogLine::plain(format!("{each} cards dealt to each"))),
                Event::Played { seat, card } => log.push(LogLine::by(seat, format!("{} plays {card}", name(seat)))),
                Event::Rolled { seat, face } => log.push(LogLine::by(seat, format!("{} rolls {face}", name(seat)))),
                _ => {}
            }
        }
    }

    fn hint(&self, scene: &Scene<'_, Self>) -> String {
        let Some(seat) = scene.mover() else {
            return "The game is over.".into();
        };
        match self.chosen {
            Some(action) => format!(
                "{} will {}: Enter to confirm, u to take back.",
                scene.name(seat),
                scene.notation(&action)
            ),
            None => format!("{}: choose a card (←→, Enter).", scene.name(seat)),
        }
    }
}

/// The toy's registration: the one line a game adds to a list the shell opens.
static GAMES: &[Registered] = &[Registered::of::<ToyScreen>()];

fn table(app: &App) -> serde_json::Value {
    app.playing().expect("a game").session.record_json()
}

#[test]
fn the_toy_registered_in_one_line_plays_through_the_shell() {
    let dir = scratch("toy-game");
    let mut app = app_with(GAMES, &dir, (100, 30));
    // The picker names the game as its description does.
    let picker = render(&app);
    assert!(
        picker.contains("Toy") && picker.contains("ﺔﺒﻌﻟ") && picker.contains("2–4 players"),
        "{picker}"
    );
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), On::Setup);
    // The setup offers its player counts, default names and options from the description.
    let setup = render(&app);
    assert!(setup.contains("North") && setup.contains("East"), "{setup}");
    assert!(setup.contains("Hand size") && setup.contains("◀ 3 ▶"), "{setup}");
    // From the first name: the second, then the hand size down to 2; Start.
    for code in [KeyCode::Down, KeyCode::Down, KeyCode::Left] {
        key(&mut app, code);
    }
    let Shown::Setup(setup) = app.screen() else {
        panic!("setup")
    };
    assert_eq!(setup.options()["hand"], 2, "{:?}", setup.options());
    for code in [KeyCode::Down, KeyCode::Down, KeyCode::Enter] {
        key(&mut app, code);
    }
    assert_eq!(app.showing(), On::Curtain, "hidden hands: the curtain first");
    assert!(render(&app).contains("Pass the device to"));
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(app.showing(), On::Game);
    let screen = render(&app);
    assert!(
        screen.contains("Hand: [") && screen.contains("2 cards dealt to each"),
        "{screen}"
    );

    // A card chosen is shown, not played; u takes it back; Enter, Enter plays it.
    let played = |app: &App| table(app)["actions"].as_array().map_or(0, Vec::len);
    let before = played(&app);
    key(&mut app, KeyCode::Enter);
    assert!(render(&app).contains("North will play"), "{}", render(&app));
    assert_eq!(played(&app), before);
    key(&mut app, KeyCode::Char('u'));
    assert!(render(&app).contains("North: choose a card"), "{}", render(&app));
    key(&mut app, KeyCode::Enter);
    key(&mut app, KeyCode::Enter);
    assert_eq!(played(&app), before + 2, "the card, then the die rolled from the seed");
    assert_eq!(app.showing(), On::Curtain, "East's turn, behind the curtain");
    assert!(dir.join("game-1.json").exists(), "every action is saved");

    // The help lists the keys, the house rules as set, and the rules rendered.
    key(&mut app, KeyCode::Char(' '));
    key(&mut app, KeyCode::Char('?'));
    let help = render(&app);
    assert!(
        help.contains("Hand size: 2") && help.contains("choose the card"),
        "{help}"
    );
    assert!(
        help.contains("Toy") && !help.contains("# Toy") && !help.contains("**"),
        "{help}"
    );
    key(&mut app, KeyCode::Esc);

    // The rest of the game: each seat takes the device and plays its first card.
    let mut scrolled = false;
    for _ in 0..100 {
        match app.showing() {
            On::Curtain => key(&mut app, KeyCode::Char(' ')),
            On::Game => {
                key(&mut app, KeyCode::Enter);
                key(&mut app, KeyCode::Enter);
            }
            _ => break,
        }
        if let Some(playing) = app.playing()
            && playing.session.actions_played() > 6
            && app.showing() == On::Game
        {
            // The log scrolls back to the deal with PgUp.
            key(&mut app, KeyCode::PageUp);
            assert!(render(&app).contains("newer: PgDn"), "{}", render(&app));
            key(&mut app, KeyCode::PageDown);
            scrolled = true;
        }
    }
    assert!(scrolled, "the log was scrolled back during the game");
    assert_eq!(app.showing(), On::Results);
    let results = render(&app);
    assert!(
        results.contains("Toy (ﺔﺒﻌﻟ) — results") && results.contains("wins"),
        "{results}"
    );
    assert!(!dir.join("game-1.json").exists(), "a finished game's save is removed");
}

/// Plays a whole toy game from the picker, every seat its first card.
fn play_a_whole_game(app: &mut App) {
    key(app, KeyCode::Enter);
    for code in [
        KeyCode::Down,
        KeyCode::Down,
        KeyCode::Down,
        KeyCode::Down,
        KeyCode::Enter,
    ] {
        key(app, code);
    }
    for _ in 0..200 {
        match app.showing() {
            On::Curtain => key(app, KeyCode::Char(' ')),
            On::Game => {
                key(app, KeyCode::Enter);
                key(app, KeyCode::Enter);
            }
            _ => break,
        }
    }
    assert_eq!(app.showing(), On::Results);
}

/// A finished game's record is kept in the history: the picker's Results page
/// lists it with each player's games played and won, and replays it move by
/// move on the game's own screen, to the same final state.
#[test]
fn a_finished_game_is_in_the_history_and_replays_to_the_same_final_state() {
    let dir = scratch("toy-history");
    let mut app = app_with(GAMES, &dir, (100, 30));
    play_a_whole_game(&mut app);
    let Shown::Results(results) = app.screen() else {
        panic!("results")
    };
    let summary = results.summary.clone();
    let finished = results.session.as_ref().expect("the finished game").record_json();
    let kept: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("history/1.json")).expect("the record is kept"))
            .expect("JSON");
    assert_eq!(kept["record"], finished, "players, options, seed and actions");
    assert_eq!(kept["names"], serde_json::json!(["North", "East"]));
    assert_eq!(kept["result"]["headline"], summary.headline.as_str());
    // The toy writes no results of its own: the session's, from the outcome.
    let record: rules_core::Record<Toy> = serde_json::from_value(finished.clone()).expect("a toy record");
    let outcome = rules_core::Game::outcome(rules_core::Table::replay(&record).expect("replays").game()).expect("over");
    assert_eq!(summary.winners, outcome.winners);
    assert_eq!(summary.scores, outcome.scores.as_slice());
    let headline = match outcome.winners.as_slice() {
        [one] => format!("{} wins", ["North", "East"][one.index()]),
        _ => "North and East share the win".to_owned(),
    };
    assert_eq!(summary.headline, headline);
    assert!(summary.details.is_empty());
    assert!(
        kept["finished_at"].as_i64().is_some_and(|t| t > 1_600_000_000),
        "a date"
    );

    // The Results page: the game, and each player's games played / won.
    key(&mut app, KeyCode::Char('p'));
    assert_eq!(app.showing(), On::Picker);
    key(&mut app, KeyCode::Tab);
    let page = render(&app);
    assert!(page.contains("Last games") && page.contains("North vs East"), "{page}");
    let winner = if summary.winners.contains(&Seat(0)) {
        "North"
    } else {
        "East"
    };
    let row = page
        .lines()
        .find(|l| l.contains(winner) && l.contains(" / "))
        .unwrap_or_else(|| panic!("{winner}'s row:\n{page}"));
    assert!(row.contains("1 / 1"), "{row}");

    // Replay: from the start, step forward to the end, back one, and forward again.
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), On::Replay);
    let Shown::Replay(replay) = app.screen() else {
        panic!("a replay")
    };
    // Moves are the players' actions (the chance between them comes with them).
    let total = replay.position().1;
    let actions = finished["actions"].as_array().map_or(0, Vec::len);
    assert!(total > 0 && total < actions, "{total} of {actions}");
    assert_eq!(replay.position().0, 0, "a replay starts at move 0");
    assert!(!render(&app).contains("Pass the device to"), "no curtain in a replay");
    // Nothing that would play is offered: h steps back here, it gives no hint.
    for _ in 0..3 {
        let screen = render(&app);
        assert!(!screen.contains("h: hint"), "no hint in a replay:\n{screen}");
        let Shown::Replay(replay) = app.screen() else {
            panic!("a replay")
        };
        let keys = replay.session.keys();
        assert!(
            !keys.rows.iter().chain(&keys.bar).any(|(_, does)| does.contains("hint")),
            "{keys:?}"
        );
        key(&mut app, KeyCode::Right);
    }
    key(&mut app, KeyCode::Home);
    for _ in 0..total {
        key(&mut app, KeyCode::Right);
    }
    let Shown::Replay(replay) = app.screen() else {
        panic!("a replay")
    };
    assert_eq!(replay.position(), (total, total));
    assert_eq!(replay.session.record_json(), finished, "the same final state");
    assert!(replay.session.is_over());
    assert_eq!(replay.session.summary(), summary);
    key(&mut app, KeyCode::Left);
    let Shown::Replay(replay) = app.screen() else {
        panic!("a replay")
    };
    assert!(replay.position().0 < total, "a step back");
    key(&mut app, KeyCode::End);
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.showing(), On::Picker, "back to the Results page");
    assert!(render(&app).contains("Last games"));
}

/// A history file that is not a record is set aside with its reason, and the
/// picker says so.
#[test]
fn a_corrupt_history_file_is_set_aside_with_its_reason() {
    let dir = scratch("toy-history-corrupt");
    std::fs::create_dir_all(dir.join("history")).expect("dir");
    std::fs::write(dir.join("history/1.json"), "{\"not\": \"a record\"}").expect("plant");
    let app = app_with(GAMES, &dir, (100, 30));
    let Shown::Picker(picker) = app.screen() else {
        panic!("picker")
    };
    let notice = picker.notice().join(" ");
    assert!(notice.contains("it is not a Majlis history record"), "{notice}");
    assert!(dir.join("history/1.corrupt-1.json").exists());
    assert!(dir.join("history/1.corrupt-1.why.txt").exists());
}

/// Plays the toy with these seats, a person choosing the first card and
/// confirming it, until the results; returns the names the curtain called,
/// in order. Computers move at once ([`Pace::instant`]).
fn curtains_called(seats: &[SeatKind], name: &str) -> Vec<String> {
    let dir = scratch(name);
    let mut app = app_with(GAMES, &dir, (100, 30));
    app.set_pace(Pace::instant());
    let names: Vec<String> = ["Amal", "Sami", "Dov"][..seats.len()]
        .iter()
        .map(|n| n.to_string())
        .collect();
    app.play_seated("toy", 4, serde_json::Value::Null, seats.len(), names, seats)
        .expect("the toy opens");
    let mut called = Vec::new();
    for _ in 0..500 {
        let start = std::time::Instant::now();
        while app.busy() && start.elapsed() < std::time::Duration::from_secs(30) {
            if !app.tick() {
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
        }
        match app.showing() {
            On::Results => return called,
            On::Curtain => {
                let playing = app.playing().expect("a game");
                let seat = playing.session.curtain().expect("a curtain");
                called.push(playing.session.names()[seat.index()].clone());
                key(&mut app, KeyCode::Enter);
            }
            On::Game => {
                key(&mut app, KeyCode::Enter); // choose the card under the cursor
                key(&mut app, KeyCode::Enter); // confirm it
            }
            other => panic!("unexpected {other:?}"),
        }
    }
    panic!("the toy never ended");
}

#[test]
fn curtains_pass_the_device_between_people_only() {
    let computer = SeatKind::Computer { level: Level::Easy };
    let called = curtains_called(&[SeatKind::Human, computer, SeatKind::Human], "toy-curtains-two-people");
    assert!(
        called.len() >= 4,
        "the device passes between the two people: {called:?}"
    );
    assert!(
        !called.contains(&"Sami".to_owned()),
        "never for the computer: {called:?}"
    );
    assert!(
        called.windows(2).all(|w| w[0] != w[1]),
        "a curtain only when the device changes hands: {called:?}"
    );
    let alone = curtains_called(&[computer, SeatKind::Human], "toy-curtains-one-person");
    assert!(
        alone.is_empty(),
        "one person among computers never sees a curtain: {alone:?}"
    );
    let watched = curtains_called(&[computer, computer, computer], "toy-curtains-none");
    assert!(watched.is_empty(), "{watched:?}");
}
