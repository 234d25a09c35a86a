//! Jackar with computer players, through the shell, by keys: the hand on
//! screen while computers play. Curtains and hiding exist only to keep one
//! person's cards from another person, so while a computer acts (its play
//! shown on the board before it is played) the screen shows the hand of the
//! person holding the device — the last to take it, or the one person at a
//! table of computers — and never a computer's; a person whose turn comes
//! after another person held the device still gets the curtain first.
//!
//! The tables are set up on the setup screen by keys; the people play by
//! typing a legal play in notation (`:` … Enter, Enter to confirm). Each
//! computer's play is held on screen (a pause of an hour) while the screen
//! is checked, then let go ([`Pace::instant`] for one tick), so every
//! computer turn is looked at. Thinking has no time cap: the games are the
//! same on any machine.

mod common;

use std::time::{Duration, Instant};

use common::{app_with, chars, key, render, scratch, stir};
use majlis_games::rules::jackar::{Card, Jackar};
use majlis_tui::app::{App, Showing};
use majlis_tui::seats::Pace;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use rules_core::{Game, Record, Seat, Table, ToAct};

/// A computer's play stays on show until the test lets it go.
fn held() -> Pace {
    Pace {
        pause: Duration::from_secs(3600),
        capped: false,
    }
}

/// Picker → Jackar's setup → the game: four seats, each a person (named)
/// or, for `None`, an easy computer (← → on its empty name row).
fn open(dir: &std::path::Path, seats: [Option<&str>; 4]) -> App {
    let mut app = app_with(majlis_tui::games::SCREENS, dir, (80, 24));
    app.set_pace(held());
    key(&mut app, KeyCode::Down); // Jackar, after Shesh-Besh
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Setup);
    for (seat, who) in seats.iter().enumerate() {
        if seat > 0 {
            key(&mut app, KeyCode::Down);
        }
        match who {
            Some(name) => chars(&mut app, name),
            None => key(&mut app, KeyCode::Right), // Human → Computer (easy)
        }
    }
    key(&mut app, KeyCode::Down); // Passing others
    key(&mut app, KeyCode::Down); // Start
    key(&mut app, KeyCode::Enter);
    assert!(
        matches!(app.showing(), Showing::Game | Showing::Curtain),
        "{:?}",
        app.showing()
    );
    app
}

/// The game as the app has it (its record replayed).
fn game(app: &App) -> Jackar {
    let playing = app.playing().expect("a game");
    let record: Record<Jackar> = serde_json::from_value(playing.session.record_json()).expect("a Jackar record");
    *Table::replay(&record).expect("replays").game()
}

fn actions(app: &App) -> usize {
    app.playing().expect("a game").session.actions_played()
}

/// A seat's name as the screen draws it (a computer's default name short:
/// "Computer 2").
fn name(app: &App, seat: Seat) -> String {
    let names = app.playing().expect("a game").session.names();
    majlis_tui::seats::label(&names[seat.index()], seat.index())
}

/// A hand as the hand row draws it: `│ 5│ │10│ │ K│` (the card under the
/// cursor has a heavy frame: see [`screen`]), or "No cards.".
fn tiles(hand: &[Card]) -> String {
    if hand.is_empty() {
        return "No cards.".into();
    }
    hand.iter()
        .map(|c| format!("│{:>2}│", c.symbol()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The app's screen as text, heavy frames drawn light (the cursor's card).
fn screen(app: &App) -> String {
    render(app).replace('┃', "│")
}

/// Whether any card tile is on screen (a tile's face row).
fn any_tile(screen: &str) -> bool {
    Card::ALL
        .iter()
        .any(|c| screen.contains(&format!("│{:>2}│", c.symbol())))
}

/// The hand row while a computer acts: what is drawn before the line
/// "<holder>'s hand · <computer> to play", which must be on screen.
fn waiting_hand_row(screen: &str, holder: &str, computer: &str) -> String {
    let lead = format!("{holder}'s hand · {computer} to play");
    let line = screen
        .lines()
        .find(|l| l.contains(&lead))
        .unwrap_or_else(|| panic!("no {lead:?} on screen:\n{screen}"));
    let before = &line[..line.find(&lead).unwrap_or(0)];
    before.trim_matches(|c: char| c == '"' || c == ' ').to_string()
}

/// What the app waits for next.
#[derive(Debug, PartialEq, Eq)]
enum Next {
    /// The computer at this seat has chosen; its play is on show.
    Computer(Seat),
    /// A person's turn: the curtain, or the game with their hand.
    Person(Seat),
    /// The match is over.
    Over,
}

/// Ticks the app until a computer's play is on show or a person is to act.
fn next(app: &mut App) -> Next {
    let start = Instant::now();
    loop {
        assert!(start.elapsed() < Duration::from_secs(60), "a computer never chose");
        if app.showing() == Showing::Results {
            return Next::Over;
        }
        match game(app).to_act() {
            ToAct::Seat(seat) if app.busy() => {
                let screen = render(app);
                // Its play on show; or, before any person has taken the
                // device, the bare screen that says who plays.
                // (There, with room to spare, by its full name.)
                let full = app.playing().expect("a game").session.names()[seat.index()].clone();
                let bare = !screen.contains("'s hand · ") && screen.contains(&format!("{full} is playing…"));
                if screen.contains("has chosen.") || bare {
                    return Next::Computer(seat);
                }
            }
            ToAct::Seat(seat) => return Next::Person(seat),
            ToAct::Over => return Next::Over,
            ToAct::Chance => {}
        }
        if !app.tick() {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}

/// Lets the computer's play on show be played, then holds the next one again.
fn let_it_play(app: &mut App) {
    let before = actions(app);
    app.set_pace(Pace::instant());
    let start = Instant::now();
    while actions(app) == before {
        app.tick();
        assert!(start.elapsed() < Duration::from_secs(60), "the play was never played");
    }
    app.set_pace(held());
}

/// The person to act plays by keys: the `pick`-th legal play (stirred),
/// typed in notation, chosen with Enter and confirmed with Enter.
fn person_plays(app: &mut App, pick: &mut u64) {
    let game = game(app);
    let legal = game.legal_actions();
    let action = legal[usize::try_from(stir(pick) >> 33).expect("fits") % legal.len()];
    let before = actions(app);
    key(app, KeyCode::Char(':'));
    chars(app, &game.notation(&action));
    key(app, KeyCode::Enter);
    assert_eq!(actions(app), before, "{action:?} waits for its confirmation");
    key(app, KeyCode::Enter);
    let after: Record<Jackar> =
        serde_json::from_value(app.playing().expect("a game").session.record_json()).expect("a record");
    let table = Table::replay(&after).expect("replays");
    assert_eq!(table.actions().get(before), Some(&action), "the play typed was played");
}

#[test]
fn one_person_among_computers_sees_their_own_hand_while_the_computers_play() {
    let dir = scratch("jk-alone-with-computers");
    let mut app = open(&dir, [Some("Amal"), None, None, None]);
    assert_eq!(app.showing(), Showing::Game, "one person among computers: no curtain");
    let amal = Seat(0);
    let (mut computer_turns, mut amal_turns, mut pick) = (0, 0, 3);
    while computer_turns < 12 || amal_turns < 4 {
        match next(&mut app) {
            Next::Computer(seat) => {
                assert_ne!(seat, amal);
                assert_eq!(app.showing(), Showing::Game, "never a curtain at this table");
                let screen = screen(&app);
                assert!(!screen.contains("cards are hidden"), "{screen}");
                let hand = game(&app).hand(amal);
                assert_eq!(
                    waiting_hand_row(&screen, "Amal", &name(&app, seat)),
                    tiles(&hand),
                    "Amal's own hand, and no other, while {} plays:\n{screen}",
                    name(&app, seat)
                );
                if computer_turns == 0 {
                    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
                    terminal.draw(|frame| app.draw(frame)).expect("draw");
                    insta::assert_snapshot!(
                        "jackar_alone_while_a_computer_plays_no_color",
                        majlis_tui::nocolor::picture(terminal.backend().buffer())
                    );
                }
                computer_turns += 1;
                let_it_play(&mut app);
            }
            Next::Person(seat) => {
                assert_eq!(seat, amal);
                assert_eq!(app.showing(), Showing::Game, "never a curtain at this table");
                let screen = screen(&app);
                let hand = game(&app).hand(amal);
                assert!(screen.contains(&tiles(&hand)), "Amal's hand on her turn:\n{screen}");
                person_plays(&mut app, &mut pick);
                amal_turns += 1;
            }
            Next::Over => panic!("the match ended before the test had seen enough"),
        }
    }
}

#[test]
fn with_two_people_a_computers_turn_shows_the_holders_hand_and_the_other_gets_the_curtain() {
    let dir = scratch("jk-two-people-with-computers");
    // Amal and Dov are partners (players 1 and 3); computers sit between them.
    let mut app = open(&dir, [Some("Amal"), None, Some("Dov"), None]);
    let people = [Seat(0), Seat(2)];
    let mut holder: Option<Seat> = None;
    let mut seen_by = [0; 2];
    let mut curtains_after_a_computer = 0;
    let mut last_was_computer = false;
    let mut pick = 5;
    while seen_by.iter().any(|&n| n < 4) || curtains_after_a_computer < 4 {
        match next(&mut app) {
            Next::Computer(seat) => {
                assert!(!people.contains(&seat));
                assert_eq!(app.showing(), Showing::Game, "no curtain before a computer's turn");
                let screen = screen(&app);
                match holder {
                    Some(h) => {
                        let hand = game(&app).hand(h);
                        assert_eq!(
                            waiting_hand_row(&screen, &name(&app, h), &name(&app, seat)),
                            tiles(&hand),
                            "the holder's own hand while {} plays:\n{screen}",
                            name(&app, seat)
                        );
                        seen_by[usize::from(h == people[1])] += 1;
                    }
                    // Nobody has taken the device yet: nobody's cards are shown.
                    None => assert!(!any_tile(&screen), "{screen}"),
                }
                last_was_computer = true;
                let_it_play(&mut app);
            }
            Next::Person(seat) => {
                assert!(people.contains(&seat));
                if holder == Some(seat) {
                    assert_eq!(app.showing(), Showing::Game, "the holder plays on without a curtain");
                } else {
                    assert_eq!(
                        app.showing(),
                        Showing::Curtain,
                        "{} must pass the curtain before their hand is shown",
                        name(&app, seat)
                    );
                    let screen = screen(&app);
                    assert!(!any_tile(&screen), "no card behind the curtain:\n{screen}");
                    assert!(screen.contains(&name(&app, seat)), "the curtain names them:\n{screen}");
                    if holder.is_some() && last_was_computer {
                        curtains_after_a_computer += 1;
                    }
                    key(&mut app, KeyCode::Char(' '));
                    holder = Some(seat);
                }
                assert_eq!(app.showing(), Showing::Game);
                let screen = screen(&app);
                let other = people.iter().find(|&&p| p != seat).copied().expect("two people");
                let (mine, theirs) = (game(&app).hand(seat), game(&app).hand(other));
                assert!(screen.contains(&tiles(&mine)), "their own hand:\n{screen}");
                if !theirs.is_empty() && theirs != mine {
                    assert!(!screen.contains(&tiles(&theirs)), "never the other's hand:\n{screen}");
                }
                person_plays(&mut app, &mut pick);
                last_was_computer = false;
            }
            Next::Over => panic!("the match ended before the test had seen enough"),
        }
    }
}
