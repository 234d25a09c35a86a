//! A hint is a choice, in every game (issue 17 §2): `h` on a person's turn
//! asks the hard computer, and its move is staged and previewed as the
//! person's own choice of it would be; the key bar says Enter confirms it
//! and u takes it back; Enter plays exactly it, and u leaves nothing
//! chosen and nothing played.
//!
//! Every hint gives its reason in words (not the notation, not figures
//! alone). Each game is played from the command line by people only, every
//! turn by its hint, for a stretch of real play (the swap, the opening, rolls,
//! rounds and stages come as they come). Before each hint the test asks the
//! shelf, independently of the screen, what the hard computer plays at that
//! position (`ShelfTable::bot_move`: the same player, seed and budget the
//! table uses), and checks that Enter applied exactly that action.
//!
//! Thinking has no time cap here ([`Pace::instant`]), so the computer's
//! choice depends on the seed alone.

mod common;

use std::time::{Duration, Instant};

use common::{app_with, key, render, scratch};
use majlis_tui::app::{App, Showing};
use majlis_tui::seats::Pace;
use ratatui::crossterm::event::KeyCode;
use rules_core::{Level, ToAct};
use serde_json::Value;

/// Wide enough that no key bar or message is cut.
const SIZE: (u16, u16) = (170, 50);

/// A game played by hints.
struct Case {
    /// The game's id.
    game: &'static str,
    seed: u64,
    players: usize,
    /// What goes on where nobody chooses: a roll, a round's end, a stage's
    /// result (the curtains are lifted by the test itself).
    go_on: &'static [KeyCode],
    /// How many hints to play.
    hints: usize,
}

/// Ticks the app until no computer is thinking (a minute at most).
fn settle(app: &mut App) {
    let start = Instant::now();
    while app.playing().is_some_and(|p| p.session.busy()) {
        if !app.tick() {
            std::thread::sleep(Duration::from_millis(1));
        }
        assert!(start.elapsed() < Duration::from_secs(60), "the hint never came");
    }
}

/// The record of the game on screen.
fn record(app: &App) -> Value {
    app.playing().expect("a game").session.record_json()
}

/// The actions of a record.
fn actions(record: &Value) -> Vec<Value> {
    record["actions"].as_array().cloned().unwrap_or_default()
}

/// The key bar: the last row of the screen.
fn key_bar(app: &App) -> String {
    render(app).lines().last().unwrap_or_default().to_owned()
}

/// The hint on the message line gives a reason in words: not the move's
/// notation alone, not figures alone ("wins 52 %…", "equity +0.1"), no
/// rules marks. The notation (which may count seats from 0) is not shown,
/// except in Shesh-Besh, where it is the board's own language and leads the
/// words ("8/5 6/5 — makes your 5 point; …").
fn assert_says_why(screen: &str, notation: &str, game: &str) {
    let line = screen
        .lines()
        .find_map(|l| {
            l.split_once("Hint (hard): ")
                .map(|(_, hint)| hint.trim_end_matches(['"', ' ']))
        })
        .unwrap_or_else(|| panic!("{game}: the hint on the message line:\n{screen}"));
    let first = line.split(". Enter plays it").next().unwrap_or(line);
    let lead = format!("{notation} — ");
    let why = match first.strip_prefix(&lead) {
        Some(why) if game == "shesh-besh" => why,
        Some(_) => panic!("{game}: the hint leads with the notation {notation:?}: {line:?}"),
        None => first,
    };
    let words = why.chars().next().is_some_and(char::is_alphabetic)
        && why != notation
        && !["wins ", "equity ", "score ", "cubeless "]
            .iter()
            .any(|figure| why.starts_with(figure));
    assert!(words, "{game}: the hint for {notation} says why in words: {line:?}");
    assert!(
        !line.contains("(D") && !line.contains("(rules"),
        "{game}: no rules marks: {line:?}"
    );
    if notation.contains(' ') {
        assert!(
            !why.contains(notation),
            "{game}: the notation {notation:?} is not the words: {line:?}"
        );
    }
}

/// Plays `case` by hints; every `take_back_every`-th hint is first taken
/// back with u and asked for again.
fn play_by_hints(case: &Case, take_back_every: usize) {
    let dir = scratch(&format!("hints-{}", case.game));
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    app.set_pace(Pace::instant());
    app.play_seated(case.game, case.seed, Value::Null, case.players, Vec::new(), &[])
        .expect("the game opens");
    let info = majlis_games::find(case.game).expect("on the shelf");
    let mut hinted = 0;
    for _ in 0..3_000 {
        settle(&mut app);
        match app.showing() {
            Showing::Results => break,
            Showing::Curtain => {
                key(&mut app, KeyCode::Char(' '));
                continue;
            }
            view => assert_eq!(view, Showing::Game),
        }
        let before = record(&app);
        let table = info.replay(&before).expect("the record replays");
        if !matches!(table.to_act(), ToAct::Seat(_)) {
            for &k in case.go_on {
                key(&mut app, k);
            }
            continue;
        }
        // What the hard computer plays here, asked of the shelf directly.
        let expected = table.bot_move(Level::Hard, None, None).expect("a hard move");
        let played = actions(&before).len();
        // As the record writes it.
        let mut with_it = info.replay(&before).expect("the record replays");
        with_it.apply_json(&expected.action).expect("the hard move is legal");
        let want = actions(&with_it.record()).get(played).cloned();
        key(&mut app, KeyCode::Char('h'));
        settle(&mut app);
        if hinted % take_back_every == take_back_every - 1 {
            // u takes the hint back (step by step where it was built in steps).
            for _ in 0..8 {
                if !key_bar(&app).contains("take back") {
                    break;
                }
                key(&mut app, KeyCode::Char('u'));
            }
            let bar = key_bar(&app);
            assert!(
                !bar.contains("Enter  confirm") && !bar.contains("take back"),
                "{}: nothing left to confirm:\n{bar}",
                case.game
            );
            assert_eq!(actions(&record(&app)).len(), played, "{}: u plays nothing", case.game);
            key(&mut app, KeyCode::Char('h'));
            settle(&mut app);
        }
        let screen = render(&app);
        assert_says_why(&screen, &expected.notation, case.game);
        let bar = key_bar(&app);
        assert!(
            bar.contains("Enter  confirm") && bar.contains("u  take back"),
            "{}: the hinted {} waits to be confirmed or taken back:\n{screen}",
            case.game,
            expected.notation
        );
        assert_eq!(
            actions(&record(&app)).len(),
            played,
            "{}: nothing played before Enter",
            case.game
        );
        key(&mut app, KeyCode::Enter);
        let after = actions(&record(&app));
        assert_eq!(
            after.get(played),
            want.as_ref(),
            "{}: Enter plays exactly the hint {} ({:?} was played)",
            case.game,
            expected.notation,
            after.get(played)
        );
        hinted += 1;
        if hinted == case.hints {
            return;
        }
    }
    panic!("{}: only {hinted} hints in the whole game", case.game);
}

/// One test a game, two players each: `name: (game, seed, go_on, hints,
/// take_back_every)`, as [`Case`] and [`play_by_hints`] say.
macro_rules! hint_tests {
    ($($name:ident: ($game:literal, $seed:literal, $go_on:expr, $hints:literal, $take_back_every:literal),)*) => {$(
        #[test]
        fn $name() {
            let case = Case { game: $game, seed: $seed, players: 2, go_on: $go_on, hints: $hints };
            play_by_hints(&case, $take_back_every);
        }
    )*};
}

hint_tests! {
    toki_toki_enter_after_h_plays_the_hint: ("toki", 3, &[KeyCode::Enter], 24, 5),
    wajh_al_nahs_enter_after_h_plays_the_hint: ("wajh-alnahs", 3, &[KeyCode::Enter], 30, 4),
    jackar_enter_after_h_plays_the_hint: ("jackar", 5, &[KeyCode::Enter], 20, 5),
    // r rolls; only Enter leaves a round's result.
    khixa_enter_after_h_plays_the_hint: ("khixa", 3, &[KeyCode::Char('r'), KeyCode::Enter], 12, 4),
    shesh_besh_enter_after_h_plays_the_hint: ("shesh-besh", 3, &[KeyCode::Char('r')], 16, 4),
}
