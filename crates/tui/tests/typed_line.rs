//! The typed-notation line is the seated session's, so every game has it:
//! `:` opens it on the turn of the person holding the device, the text is
//! read with the game's notation in the position, a refusal is explained on
//! the line (the text kept to be corrected), and a legal action is staged
//! as the screen's own choice, confirmed by Enter like any other. Each game
//! here is played a good way by typed actions only — every kind of action
//! its seats take, staged by its screen — and the line is drawn where the
//! message line is, in the game's words.

use majlis_tui::games::{jackar, khixa, shesh_besh, toki, wajh_alnahs};
use majlis_tui::seated::{GameScreen, Seated};
use majlis_tui::session::Session;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent};
use ratatui::layout::Rect;
use rules_core::{Game, Table, ToAct};

const NAMES: [&str; 4] = ["Amal", "Sami", "Dov", "Lea"];

fn area() -> Rect {
    Rect::new(0, 0, 120, 40)
}

fn key<S: GameScreen>(s: &mut Seated<S>, code: KeyCode) {
    s.on_key(KeyEvent::from(code), area());
}

fn type_text<S: GameScreen>(s: &mut Seated<S>, text: &str) {
    key(s, KeyCode::Char(':'));
    for c in text.chars() {
        key(s, KeyCode::Char(c));
    }
}

fn message<S: GameScreen>(s: &Seated<S>) -> String {
    s.message().map(|m| m.text.clone()).unwrap_or_default()
}

/// A session of `S`'s usual player count at seed `seed`.
fn session<S: GameScreen>(seed: u64) -> Seated<S> {
    let players = <S::Game as Game>::DESCRIPTION.usual_players;
    let table = Table::<S::Game>::new(seed, players, Default::default()).expect("a table");
    let names = (0..players).map(|i| NAMES[i % 4].to_owned()).collect();
    Seated::new(table, names)
}

/// Plays `turns` turns of seeded random legal actions, each typed in the
/// game's notation, staged as the choice, and confirmed by Enter. Rolls,
/// deals and a round's end go on by Enter, as a family's would.
fn plays_by_typing<S: GameScreen>(seed: u64, turns: usize) {
    let id = <S::Game as Game>::ID;
    let mut s = session::<S>(seed);
    let mut pick = seed;
    let mut typed = 0;
    for _ in 0..turns * 20 {
        if typed == turns || s.is_over() {
            break;
        }
        if s.curtain().is_some() {
            s.take_device();
            continue;
        }
        let legal = s.scene().map(|scene| scene.legal().to_vec()).unwrap_or_default();
        if legal.is_empty() {
            // A roll, a deal, a result on show: the family's Enter.
            key(&mut s, KeyCode::Enter);
            continue;
        }
        pick = pick
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let action = legal[usize::try_from(pick >> 33).expect("fits") % legal.len()].clone();
        let text = s.game().notation(&action);
        type_text(&mut s, &text);
        assert_eq!(s.typed(), Some(text.as_str()), "{id}: the line holds the text");
        key(&mut s, KeyCode::Enter);
        assert_eq!(s.typed(), None, "{id}: {text} read: {}", message(&s));
        assert_eq!(s.choice(), Some(action.clone()), "{id}: {text} staged as the choice");
        let played = s.table().actions().len();
        key(&mut s, KeyCode::Enter);
        assert_eq!(
            s.table().actions().get(played),
            Some(&action),
            "{id}: {text} confirmed by Enter"
        );
        typed += 1;
    }
    assert_eq!(typed, turns, "{id}: {typed} turns typed of {turns}");
}

#[test]
fn every_game_is_played_by_typing_its_notation() {
    for seed in [3, 4] {
        plays_by_typing::<jackar::Screen>(seed, 60);
        plays_by_typing::<khixa::Screen>(seed, 60);
        plays_by_typing::<shesh_besh::Screen>(seed, 60);
        plays_by_typing::<toki::Screen>(seed, 60);
        plays_by_typing::<wajh_alnahs::Screen>(seed, 60);
    }
}

/// Brings a session to a person's turn with a legal action.
fn to_a_turn<S: GameScreen>(s: &mut Seated<S>) {
    for _ in 0..50 {
        if s.curtain().is_some() {
            s.take_device();
        } else if s.scene().is_some_and(|scene| !scene.legal().is_empty()) {
            return;
        } else {
            key(s, KeyCode::Enter);
        }
    }
    panic!("no turn came");
}

/// `noun`: the game's word in "… is not a legal turn now.", for a game that
/// reads an action of another position as that action; `None` for a
/// position where the game's reading refuses it itself (Shesh-Besh reads a
/// turn against the dice rolled: "not a legal turn with these dice here").
fn refuses_and_keeps_the_text<S: GameScreen>(noun: Option<&str>) {
    let id = <S::Game as Game>::ID;
    let mut s = session::<S>(5);
    to_a_turn(&mut s);
    let before = s.table().actions().len();
    type_text(&mut s, "zz");
    // q is typed into the line, not taken by the shell.
    assert_eq!(
        s.on_key(KeyEvent::from(KeyCode::Char('q')), area()),
        majlis_tui::session::Reply::Handled
    );
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.typed(), Some("zzq"), "{id}: kept to be corrected");
    assert!(!message(&s).is_empty(), "{id}: why it does not read");
    assert!(s.message().is_some_and(|m| m.tone == majlis_tui::seated::Tone::Warn));
    // Any key moves on from the refusal; Esc closes the line.
    key(&mut s, KeyCode::Backspace);
    assert_eq!(s.message(), None);
    key(&mut s, KeyCode::Esc);
    assert_eq!(s.typed(), None);
    assert_eq!(s.table().actions().len(), before, "{id}: nothing played");
    // An action of the game, legal in another position but not in this one.
    let game = s.game().clone();
    let text = legal_elsewhere(&game).expect("an action of another position");
    type_text(&mut s, &text);
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.choice(), None, "{id}: {text}");
    assert_eq!(s.typed(), Some(text.as_str()), "{id}: kept to be corrected");
    match noun {
        Some(noun) => assert_eq!(
            message(&s),
            format!(
                "{} is not a legal {noun} now.",
                game.notation(&game.parse_notation(&text).expect("it reads"))
            ),
            "{id}"
        ),
        None => assert_eq!(
            message(&s),
            majlis_tui::text::unmarked(&game.parse_notation(&text).expect_err("refused").reason),
            "{id}"
        ),
    }
    assert_eq!(s.table().actions().len(), before, "{id}: nothing played");
}

/// The notation of an action of a seat, legal in some position reached by
/// playing on from `game` but not in `game`: one that `game` reads as an
/// action if there is one.
fn legal_elsewhere<G: Game>(game: &G) -> Option<String> {
    let legal = game.legal_actions();
    let mut table = Table::from_state(game.clone(), 9);
    let mut rng = rules_core::rng_from_seed(9);
    let mut refused = None;
    for _ in 0..200 {
        if table.game().to_act() == ToAct::Over {
            break;
        }
        if table.game().to_act().seat().is_some() {
            for a in table.game().legal_actions().into_iter().filter(|a| !legal.contains(a)) {
                let text = table.game().notation(&a);
                match game.parse_notation(&text) {
                    Ok(read) if !legal.contains(&read) => return Some(text),
                    Ok(_) => {}
                    Err(_) => refused = refused.or(Some(text)),
                }
            }
        }
        table.play_random(&mut rng, 1);
    }
    refused
}

#[test]
fn a_text_that_does_not_read_or_is_not_legal_is_refused_on_the_line_in_each_games_words() {
    refuses_and_keeps_the_text::<jackar::Screen>(Some("play"));
    refuses_and_keeps_the_text::<khixa::Screen>(Some("move"));
    refuses_and_keeps_the_text::<shesh_besh::Screen>(None);
    refuses_and_keeps_the_text::<toki::Screen>(Some("choice"));
    refuses_and_keeps_the_text::<wajh_alnahs::Screen>(Some("turn"));
}

/// The help lists the line's key in every game, after the game's own keys;
/// Jackar's and Wajh al-Nahs' key bars offer it, as before.
#[test]
fn the_help_of_every_game_lists_the_line_and_two_key_bars_offer_it() {
    fn rows<S: GameScreen>(in_bar: bool) {
        let mut s = session::<S>(5);
        to_a_turn(&mut s);
        let keys = s.keys();
        let at = keys.rows.iter().position(|&(k, _)| k == ":").expect("the line's row");
        assert_eq!(keys.rows[at], (":", S::NOTATION.does));
        assert_eq!(keys.rows[at + 1].0, "click", "after the game's own keys");
        assert_eq!(keys.bar.iter().any(|&(k, _)| k == ":"), in_bar);
    }
    rows::<jackar::Screen>(true);
    rows::<wajh_alnahs::Screen>(true);
    rows::<khixa::Screen>(false);
    rows::<shesh_besh::Screen>(false);
    rows::<toki::Screen>(false);
}

fn screen<S: GameScreen>(s: &Seated<S>, size: (u16, u16)) -> String {
    let mut terminal = Terminal::new(TestBackend::new(size.0, size.1)).expect("a test terminal");
    terminal
        .draw(|f| s.draw(f, Rect::new(0, 0, size.0, size.1)))
        .expect("drawn");
    terminal.backend().to_string()
}

/// The line at the bottom of a game that gains it, at 80×22 (a terminal of
/// 80×24 less the shell's bars): the text with its cursor and the examples,
/// then a refusal beside the text.
#[test]
fn the_line_is_drawn_on_the_message_line() {
    let mut s = session::<shesh_besh::Screen>(5);
    to_a_turn(&mut s);
    type_text(&mut s, "13/7 8/");
    insta::assert_snapshot!("shesh_besh_typing", screen(&s, (80, 22)));
    key(&mut s, KeyCode::Enter);
    insta::assert_snapshot!("shesh_besh_typed_refused", screen(&s, (80, 22)));
    let mut s = session::<toki::Screen>(5);
    to_a_turn(&mut s);
    type_text(&mut s, "open 1 ");
    insta::assert_snapshot!("toki_typing", screen(&s, (80, 22)));
}
