//! Screen tests: snapshots on a `TestBackend` (each reviewed by eye), an exact
//! buffer for the card tile, the play built by keys and by mouse, and the
//! curtain. Positions are set up through the rules' partial state JSON; rule
//! marks (D4, D6, D7, D9) refer to `rules/jackar.md`.

use majlis_games::rules::jackar::{self, Action, Card, Jackar, MarbleId, Place};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Position, Rect};
use rules_core::{Game, Seat, Table};
use serde_json::{Value, json};

use super::choice::Stage;
use super::layout::{Geometry, Spot, Target, layout, min_size};
use super::play::{Awaiting, JackarScene};
use super::{JackarSession, Screen};
use crate::games::testing::{NAMES, input_helpers, names};
use crate::registry::Registered;
use crate::seated::GameScreen;

const ENTRY: Registered = Registered::of::<Screen>();
use crate::session::{Reply, Session};

fn area(players: usize) -> Rect {
    if players == 6 {
        Rect::new(0, 0, 120, 36)
    } else {
        Rect::new(0, 0, 100, 30)
    }
}

/// A marble's place from a short code: `g` graveyard, `t12` track cell 12, `b0` base cell 0.
fn place(code: &str) -> Value {
    match code.split_at(1) {
        ("g", _) => json!({"zone": "graveyard", "pos": null}),
        ("t", n) => json!({"zone": "track", "pos": n.parse::<u8>().expect("a cell")}),
        ("b", n) => json!({"zone": "base", "pos": n.parse::<u8>().expect("a base cell")}),
        _ => panic!("bad place {code}"),
    }
}

/// A session at a position given in the rules' partial state form (in the
/// first deal of the series that gives hands that large), the seat to move
/// already holding the device.
fn at(marbles: &[[&str; 4]], hands: &[&[&str]], to_move: u8) -> JackarSession {
    at_with(names(marbles.len()), marbles, hands, to_move)
}

/// [`at`] with these players' names.
fn at_with(names: Vec<String>, marbles: &[[&str; 4]], hands: &[&[&str]], to_move: u8) -> JackarSession {
    let largest = hands.iter().map(|h| h.len()).max().unwrap_or(0);
    let deal = jackar::deal_series(marbles.len())
        .iter()
        .position(|&size| size >= largest);
    let state = json!({
        "players": marbles.len(),
        "marbles": marbles.iter().map(|ms| ms.iter().map(|c| place(c)).collect::<Vec<_>>()).collect::<Vec<_>>(),
        "hands": hands,
        "to_move": to_move,
        "deal": deal.unwrap_or(0),
    });
    let game = Jackar::load_json(&state).unwrap_or_else(|e| panic!("a possible state: {e}"));
    let mut s = JackarSession::new(Table::from_state(game, 7), names);
    s.take_device();
    s
}

input_helpers!(area);

fn render(s: &dyn Session) -> Terminal<TestBackend> {
    let a = area(s.names().len());
    let mut terminal = Terminal::new(TestBackend::new(a.width, a.height)).expect("a test terminal");
    terminal.draw(|f| s.draw(f, a)).expect("drawn");
    terminal
}

fn screen_text(s: &dyn Session) -> String {
    let terminal = render(s);
    let buffer = terminal.backend().buffer();
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
                + "\n"
        })
        .collect()
}

fn last_action(s: &JackarSession) -> Option<Action> {
    s.table().actions().last().copied()
}

/// The screen's state as the holder sees it.
/// Reads the screen's state with the scene the holder of the device sees.
fn p<R>(s: &JackarSession, read: impl FnOnce(&Screen, &JackarScene<'_>) -> R) -> R {
    read(s.screen(), &s.scene().expect("a seat holds the device"))
}

fn message(s: &JackarSession) -> String {
    s.message().map(|m| m.text.clone()).unwrap_or_default()
}

fn m(seat: u8, index: u8) -> MarbleId {
    MarbleId::new(Seat(seat), index)
}

/// Four players mid-game: Amal (seat 0, home 0) to play, holding (sorted) A, 5, 7, 9, J.
fn four_midgame() -> JackarSession {
    four_midgame_with(names(4))
}

/// [`four_midgame`] with these players' names.
fn four_midgame_with(names: Vec<String>) -> JackarSession {
    at_with(
        names,
        &[
            ["t5", "t70", "g", "b1"],
            ["t19", "t30", "g", "g"],
            ["t45", "g", "g", "g"],
            ["t60", "t8", "b0", "g"],
        ],
        &[
            &["A", "7", "J", "5", "9"],
            &["2", "3", "4", "6"],
            &["8", "Q", "K", "10"],
            &["A", "2", "3", "4"],
        ],
        0,
    )
}

// ---------------------------------------------------------------- snapshots

#[test]
fn snapshot_four_players_at_the_start() {
    let mut s = (ENTRY.open)(11, names(4), &Value::Null).expect("a new match");
    assert!(s.curtain().is_some(), "the leader must take the device first");
    s.take_device();
    insta::assert_snapshot!("four_start", render(s.as_ref()).backend());
}

#[test]
fn snapshot_two_players_at_the_start() {
    let mut s = (ENTRY.open)(5, names(2), &json!({"passing": "free"})).expect("a new match");
    s.take_device();
    insta::assert_snapshot!("two_start", render(s.as_ref()).backend());
}

#[test]
fn snapshot_four_players_mid_game_marble_chosen() {
    let mut s = four_midgame();
    // The 9 (fourth card) moves a, 5 → 14 passing Lea's b (b on 70 would pass d
    // in the base): the preview shows where.
    key(&mut s, KeyCode::Char('4'));
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Marble);
    insta::assert_snapshot!("four_nine_marble", render(&s).backend());
}

#[test]
fn snapshot_six_players_jack_second_marble() {
    let mut s = at(
        &[
            ["t10", "g", "g", "g"],
            ["t25", "t40", "g", "g"],
            ["t50", "g", "g", "b3"],
            ["t64", "g", "g", "g"],
            ["t80", "t100", "g", "g"],
            ["t96", "g", "g", "g"],
        ],
        &[
            &["J", "3", "K", "8", "Q", "6"],
            &["2"; 5],
            &["3"; 5],
            &["4"; 5],
            &["5", "5", "5", "6", "6"],
            &["7", "7", "8", "8", "9"],
        ],
        0,
    );
    // J (sorted: 3 6 8 J Q K → the fourth card), own marble a, then the first other.
    keys(&mut s, &[KeyCode::Char('4'), KeyCode::Enter]);
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Second, "{}", message(&s));
    insta::assert_snapshot!("six_jack_second", render(&s).backend());
}

#[test]
fn snapshot_mid_seven_split() {
    let mut s = four_midgame();
    // 7 (third card), split, first marble a, 3 steps: the second marble is asked.
    keys(&mut s, &[KeyCode::Char('3'), KeyCode::Right, KeyCode::Enter]);
    assert_eq!(s.screen().selection().effect, Some(super::choice::Effect::Split));
    keys(&mut s, &[KeyCode::Enter, KeyCode::Char('3')]);
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Second, "{}", message(&s));
    insta::assert_snapshot!("four_seven_split_second", render(&s).backend());
}

#[test]
fn snapshot_stopped_player_discards_behind_the_curtain() {
    // Amal plays the 10 as a stop (D7): Sami must discard, behind his curtain.
    let mut s = ten_to_stop(&["2"]);
    keys(&mut s, &[KeyCode::Char('2'), KeyCode::Right, KeyCode::Enter]);
    assert_eq!(last_action(&s), None, "the stop is shown first");
    assert!(
        p(&s, |p, sc| p.hint(sc)).starts_with("Amal plays 10 stop: Enter to confirm"),
        "{}",
        p(&s, |p, sc| p.hint(sc))
    );
    key(&mut s, KeyCode::Enter);
    assert_eq!(last_action(&s), Some(Action::Stop), "{}", message(&s));
    assert_eq!(
        s.curtain(),
        Some(Seat(1)),
        "the stopped player's hand waits for the device"
    );
    assert!(s.scene().is_none(), "nothing of the table, no hand, behind the curtain");
    s.take_device();
    assert_eq!(p(&s, |p, sc| p.phase(sc)), Awaiting::Discard(Seat(1)));
    assert_eq!(p(&s, |p, sc| p.hand(sc).to_vec()), [Card::Eight, Card::King]);
    insta::assert_snapshot!("four_stopped_discard", render(&s).backend());
    // Enter pressed by reflex as the curtain lifts only picks the first card.
    key(&mut s, KeyCode::Enter);
    assert_eq!(last_action(&s), Some(Action::Stop), "nothing is discarded on one key");
    assert_eq!(p(&s, |p, sc| p.discard_choice(sc)), Some(Card::Eight));
    assert_eq!(
        p(&s, |p, sc| p.hint(sc)),
        "Discard the 8? Enter to discard, Esc to choose another."
    );
    insta::assert_snapshot!("four_stopped_discard_picked", render(&s).backend());
    // Another card: the pick follows the cursor; Esc lets go of it.
    key(&mut s, KeyCode::Right);
    assert_eq!(p(&s, |p, sc| p.discard_choice(sc)), Some(Card::King));
    assert_eq!(key(&mut s, KeyCode::Esc), Reply::Handled);
    assert_eq!(p(&s, |p, sc| p.discard_choice(sc)), None);
    assert_eq!(
        key(&mut s, KeyCode::Esc),
        Reply::Ignored,
        "with nothing picked, Esc is the shell's"
    );
    // A digit picks; the same digit again (or Enter) discards.
    key(&mut s, KeyCode::Char('2'));
    assert_eq!(last_action(&s), Some(Action::Stop));
    assert_eq!(p(&s, |p, sc| p.discard_choice(sc)), Some(Card::King));
    key(&mut s, KeyCode::Char('2'));
    assert_eq!(last_action(&s), Some(Action::Discard(Card::King)));
    assert_eq!(
        s.curtain(),
        Some(Seat(2)),
        "then the next player's turn, behind their curtain"
    );
}

/// Amal (a marble on cell 5) to play, holding 10 and 3; Sami (on 19)
/// holding K and 8, Dov `dov`, Lea a 4: Amal's 10 played as a stop (D7)
/// makes Sami discard.
fn ten_to_stop(dov: &[&str]) -> JackarSession {
    at(
        &[["t5", "g", "g", "g"], ["t19", "g", "g", "g"], ["g"; 4], ["g"; 4]],
        &[&["10", "3"], &["K", "8"], dov, &["4"]],
        0,
    )
}

/// Sami, stopped by Amal's 10, holding 8 and K with the device.
fn stopped_sami() -> JackarSession {
    let mut s = ten_to_stop(&["2"]);
    keys(
        &mut s,
        &[KeyCode::Char('2'), KeyCode::Right, KeyCode::Enter, KeyCode::Enter],
    );
    s.take_device();
    assert_eq!(p(&s, |p, sc| p.phase(sc)), Awaiting::Discard(Seat(1)));
    s
}

#[test]
fn a_discard_by_mouse_is_a_click_to_pick_and_a_click_to_confirm() {
    let l = layout(area(4), 4);
    let centre = |r: Rect| Position::new(r.x + 1, r.y + 1);
    let mut s = stopped_sami();
    click(&mut s, centre(l.card_rect(0)));
    assert_eq!(p(&s, |p, sc| p.discard_choice(sc)), Some(Card::Eight));
    click(&mut s, centre(l.card_rect(1)));
    assert_eq!(
        p(&s, |p, sc| p.discard_choice(sc)),
        Some(Card::King),
        "another card is picked instead"
    );
    assert_eq!(last_action(&s), Some(Action::Stop));
    click(&mut s, centre(l.card_rect(1)));
    assert_eq!(last_action(&s), Some(Action::Discard(Card::King)));

    // Or the prompt line's one choice confirms the card picked.
    let mut s = stopped_sami();
    click(&mut s, centre(l.card_rect(0)));
    let row = p(&s, |p, sc| p.choice_row(sc, super::style::marble_style));
    let labels: Vec<String> = row.items.iter().map(|i| i.label.clone()).collect();
    assert_eq!(labels, ["discard the 8"]);
    let r = row.rects(l.choices)[0];
    click(&mut s, Position::new(r.x + 1, r.y));
    assert_eq!(last_action(&s), Some(Action::Discard(Card::Eight)));
}

#[test]
fn snapshot_board_geometry() {
    // The loops as dots: track ·, base o, graveyard g (four sides for 2 and 4, six for 6).
    for players in [2, 4, 6] {
        let g = Geometry::new(players);
        let mut rows = vec![vec![' '; usize::from(g.width)]; usize::from(g.height)];
        let mut mark = |p: Position, c: char| rows[usize::from(p.y)][usize::from(p.x)] = c;
        for &p in &g.track {
            mark(p, '·');
        }
        for p in g.bases.iter().flatten() {
            mark(*p, 'o');
        }
        for p in g.graves.iter().flatten() {
            mark(*p, 'g');
        }
        for (cell, p) in g.track.iter().enumerate() {
            if cell % 19 == 0 {
                mark(*p, 'H');
            }
        }
        let picture: String = rows
            .into_iter()
            .map(|r| r.into_iter().collect::<String>() + "\n")
            .collect();
        insta::assert_snapshot!(format!("geometry_{players}"), picture);
    }
}

// ---------------------------------------------------------------- widgets

#[test]
fn a_card_tile_shows_its_key_and_rank() {
    let area = Rect::new(0, 0, 4, 3);
    let mut buf = Buffer::empty(area);
    let frame = ratatui::style::Style::new().fg(ratatui::style::Color::Red);
    let face = super::style::CARD;
    super::draw::card_tile(&mut buf, area, Card::Ten, Some(2), frame, face);
    let mut expected = Buffer::with_lines(["╭3─╮", "│10│", "╰──╯"]);
    for edge in [
        Rect::new(0, 0, 4, 1),
        Rect::new(0, 1, 1, 1),
        Rect::new(3, 1, 1, 1),
        Rect::new(0, 2, 4, 1),
    ] {
        expected.set_style(edge, frame);
    }
    expected.set_style(Rect::new(1, 1, 2, 1), face);
    assert_eq!(buf, expected);
}

// ---------------------------------------------------------------- the curtain and hidden cards

#[test]
fn the_curtain_names_the_seat_to_act_until_it_takes_the_device_and_then_shows_only_its_hand() {
    let mut s = (ENTRY.open)(11, names(4), &Value::Null).expect("a new match");
    let seat = s.curtain().expect("a curtain at the start");
    let text = screen_text(s.as_ref());
    assert!(
        text.contains("Pass the device to") && text.contains(NAMES[seat.index()]),
        "the curtain, naming the seat, while nobody holds the device:\n{text}"
    );
    let first_card = |text: &str| text.contains("╭1─╮") || text.contains("┏1━┓");
    assert!(!first_card(&text), "no card tile while the curtain is up:\n{text}");
    s.take_device();
    assert_eq!(s.curtain(), None);
    let text = screen_text(s.as_ref());
    assert!(first_card(&text), "the hand once the device is taken:\n{text}");
}

#[test]
fn the_viewers_view_holds_its_own_hand_only() {
    let s = four_midgame();
    let view = s.scene().expect("a seat holds the device").view().clone();
    assert_eq!(view.seat, Seat(0));
    assert_eq!(view.hand, s.game().hand(Seat(0)));
    assert_eq!(view.hand_sizes, [5, 4, 4, 4]);
}

#[test]
fn after_a_play_the_next_seat_is_behind_the_curtain() {
    let mut s = four_midgame();
    key(&mut s, KeyCode::Char('2')); // the 5
    key(&mut s, KeyCode::Enter); // its first marble
    assert!(matches!(last_action(&s), Some(Action::Move { card: Card::Five, .. })));
    assert_eq!(s.curtain(), Some(Seat(1)));
    assert_eq!(
        key(&mut s, KeyCode::Enter),
        Reply::Ignored,
        "keys mean nothing behind the curtain"
    );
    assert!(s.scene().is_none(), "no hand is seen behind the curtain");
}

// ---------------------------------------------------------------- the play, by keys

#[test]
fn an_ace_asks_its_effect_then_the_marble() {
    let mut s = four_midgame();
    key(&mut s, KeyCode::Char('1'));
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Effect);
    // out, 1, 11: the cursor starts on the first that can be played.
    keys(&mut s, &[KeyCode::Right, KeyCode::Right, KeyCode::Enter]);
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Marble);
    assert_eq!(
        p(&s, |p, sc| p.marbles(sc)),
        [m(0, 0)],
        "b on 70 would overshoot the base with 11"
    );
    key(&mut s, KeyCode::Enter);
    assert_eq!(
        last_action(&s),
        Some(Action::Move {
            card: Card::Ace,
            marble: m(0, 0),
            steps: 11
        })
    );
    assert_eq!(s.game().place(m(0, 0)), Place::Track(16));
}

#[test]
fn bringing_out_needs_no_marble() {
    let mut s = four_midgame();
    key(&mut s, KeyCode::Char('1'));
    // The effect cursor is on "out" (the first); Enter chooses it, and Enter
    // again brings c out onto home.
    key(&mut s, KeyCode::Enter);
    assert_eq!(last_action(&s), None, "the play is shown first");
    let row = p(&s, |p, sc| p.choice_row(sc, super::style::marble_style));
    assert_eq!((row.lead.as_str(), row.items[0].label.as_str()), ("A:", "out"));
    assert!(p(&s, |p, sc| p.single_choice(sc)), "the one answer, lit");
    key(&mut s, KeyCode::Enter);
    assert_eq!(last_action(&s), Some(Action::Out(Card::Ace)), "{}", message(&s));
    assert_eq!(s.game().place(m(0, 2)), Place::Track(0));
}

#[test]
fn a_split_seven_is_played_first_marble_steps_then_second() {
    let mut s = four_midgame();
    keys(&mut s, &[KeyCode::Char('3'), KeyCode::Right, KeyCode::Enter]);
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Marble);
    key(&mut s, KeyCode::Enter); // a
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Steps);
    key(&mut s, KeyCode::Char('3'));
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Second);
    assert!(p(&s, |p, sc| p.marbles(sc)).contains(&m(0, 1)));
    let b = p(&s, |p, sc| p.marbles(sc))
        .iter()
        .position(|&x| x == m(0, 1))
        .expect("b offered");
    for _ in 0..b {
        key(&mut s, KeyCode::Tab);
    }
    key(&mut s, KeyCode::Enter);
    assert_eq!(
        last_action(&s),
        Some(Action::Split {
            first: (m(0, 0), 3),
            second: (m(0, 1), 4)
        }),
        "D4: the parts in the order given"
    );
}

#[test]
fn escape_steps_back_one_choice_at_a_time_then_leaves_it_to_the_shell() {
    let mut s = four_midgame();
    keys(
        &mut s,
        &[KeyCode::Char('3'), KeyCode::Right, KeyCode::Enter, KeyCode::Enter],
    );
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Steps);
    key(&mut s, KeyCode::Esc);
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Marble);
    key(&mut s, KeyCode::Esc);
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Effect);
    assert_eq!(s.screen().cursor(), 1, "back on split");
    key(&mut s, KeyCode::Esc);
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Card);
    assert_eq!(s.screen().cursor(), 2, "back on the 7");
    assert_eq!(
        key(&mut s, KeyCode::Esc),
        Reply::Ignored,
        "nothing chosen: the shell's Esc"
    );
}

#[test]
fn a_jack_swaps_own_marble_with_the_other_chosen() {
    let mut s = four_midgame();
    key(&mut s, KeyCode::Char('5'));
    assert_eq!(
        p(&s, |p, sc| p.stage(sc)),
        Stage::Marble,
        "the Jack has one effect: straight to the marble"
    );
    let mine = p(&s, |p, sc| p.marbles(sc));
    assert!(
        mine.iter().all(|x| x.seat == Seat(0)),
        "D6: own marbles first: {mine:?}"
    );
    key(&mut s, KeyCode::Enter);
    let theirs = p(&s, |p, sc| p.marbles(sc));
    assert!(
        theirs.iter().all(|x| x.seat != Seat(0)),
        "D6: the other marble is of another colour: {theirs:?}"
    );
    assert!(!theirs.contains(&m(1, 0)), "Sami's a on his home (19) is safe");
    key(&mut s, KeyCode::Enter);
    assert_eq!(
        last_action(&s),
        Some(Action::Swap {
            mine: mine[0],
            theirs: theirs[0]
        })
    );
}

#[test]
fn cards_that_cannot_be_played_are_dimmed_skipped_by_the_cursor_and_refused() {
    // Lea (seat 3) has one marble out, on her home: the J has no other marble
    // on the track to swap with (D6); the 2 and Q move a.
    let mut s = at(
        &[["g"; 4], ["g"; 4], ["g"; 4], ["t57", "g", "g", "g"]],
        &[&["3", "4"], &["3", "4"], &["3", "4"], &["2", "J", "Q"]],
        3,
    );
    assert_eq!(p(&s, |p, sc| p.playable(sc)), [Card::Two, Card::Queen]);
    assert_eq!(p(&s, |p, sc| p.hand(sc).to_vec()), [Card::Two, Card::Jack, Card::Queen]);
    let tile = layout(area(4), 4).card_rect(1);
    let terminal = render(&s);
    let face = &terminal.backend().buffer()[(tile.x + 2, tile.y + 1)];
    assert_eq!(face.symbol(), "J");
    assert_eq!(face.style().fg, crate::theme::DIMMED.fg, "the J is dimmed");
    assert_eq!(s.screen().cursor(), 0);
    key(&mut s, KeyCode::Tab);
    assert_eq!(s.screen().cursor(), 2, "the J is skipped");
    key(&mut s, KeyCode::Tab);
    assert_eq!(s.screen().cursor(), 0);
    key(&mut s, KeyCode::Char('2'));
    assert!(message(&s).contains("The J cannot be played now"), "{}", message(&s));
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Card);
    assert_eq!(last_action(&s), None);
}

#[test]
fn a_hand_that_cannot_play_is_thrown_with_t() {
    // D9: every marble in the graveyard and no A or K.
    let mut s = at(&[["g"; 4], ["g"; 4]], &[&["2", "5", "10"], &["3", "4"]], 0);
    assert!(p(&s, |p, sc| p.must_throw(sc)));
    let text = screen_text(&s);
    assert!(text.contains("No card can be played"), "{text}");
    key(&mut s, KeyCode::Char('t'));
    assert_eq!(last_action(&s), Some(Action::Throw));
    assert_eq!(s.game().hand_size(Seat(0)), 0);
}

#[test]
fn throwing_is_refused_while_a_card_can_be_played() {
    let mut s = four_midgame();
    key(&mut s, KeyCode::Char('t'));
    // D9, said in words (no rules mark on screen).
    assert_eq!(message(&s), "A card can be played, so the hand cannot be thrown.");
    assert_eq!(last_action(&s), None);
}

#[test]
fn a_play_can_be_typed_in_notation() {
    let mut s = four_midgame();
    type_line(&mut s, "7 a3 b4");
    assert_eq!(s.typed(), Some("7 a3 b4"));
    // q is typed into the line, not taken by the shell.
    assert_eq!(key(&mut s, KeyCode::Char('q')), Reply::Handled);
    key(&mut s, KeyCode::Backspace);
    key(&mut s, KeyCode::Enter);
    // The typed play is shown, and played on Enter.
    assert_eq!(last_action(&s), None);
    assert!(
        p(&s, |p, sc| p.hint(sc)).contains("Enter to confirm"),
        "{}",
        p(&s, |p, sc| p.hint(sc))
    );
    key(&mut s, KeyCode::Enter);
    assert_eq!(
        last_action(&s),
        Some(Action::Split {
            first: (m(0, 0), 3),
            second: (m(0, 1), 4)
        })
    );
    assert_eq!(s.typed(), None);
}

#[test]
fn a_typed_play_that_is_not_legal_is_explained_and_kept() {
    let mut s = four_midgame();
    type_line(&mut s, "K out");
    key(&mut s, KeyCode::Enter);
    assert_eq!(last_action(&s), None);
    assert!(message(&s).contains("not a legal play"), "{}", message(&s));
    assert_eq!(s.typed(), Some("K out"), "kept to be corrected");
    let text = screen_text(&s);
    let status = text.lines().find(|l| l.contains("K out▏")).expect("the notation line");
    assert!(
        status.contains("not a legal play"),
        "the reason shows on the line: {status}"
    );
    // Typing on clears it: the line shows the examples again.
    key(&mut s, KeyCode::Backspace);
    assert_eq!(s.message(), None);
    assert!(screen_text(&s).contains("Enter plays it"));
    key(&mut s, KeyCode::Esc);
    assert_eq!(s.typed(), None);
}

#[test]
fn a_typed_play_that_cannot_be_read_says_why_in_full_on_the_line() {
    let mut s = four_midgame();
    type_line(&mut s, "Q z");
    key(&mut s, KeyCode::Enter);
    let reason = message(&s);
    assert!(reason.contains("\"z\" is not a marble"), "{reason}");
    let text = screen_text(&s);
    let status = text.lines().find(|l| l.contains("Q z▏")).expect("the notation line");
    assert!(status.trim_end().ends_with(reason.as_str()), "not cut short: {status}");
}

// ---------------------------------------------------------------- mouse

#[test]
fn every_spot_is_hit_where_it_is_drawn_and_in_the_space_after_it() {
    for players in [2, 4, 6] {
        let (w, h) = min_size(players);
        for a in [Rect::new(0, 0, w, h), Rect::new(3, 2, w + 17, h + 5), area(players)] {
            let l = layout(a, players);
            assert!(l.fits, "{players} players in {a:?}");
            for spot in l.geometry.spots() {
                let p = l.spot_pos(spot).expect("drawn");
                assert_eq!(l.hit(p), Some(Target::Spot(spot)), "{spot:?} in {a:?}");
                let after = Position::new(p.x + 1, p.y);
                assert_eq!(l.hit(after), Some(Target::Spot(spot)), "the space after {spot:?}");
            }
            for k in 0..6 {
                let r = l.card_rect(k);
                assert_eq!(l.hit(Position::new(r.x + 1, r.y + 1)), Some(Target::Card(k)));
            }
            let centre = l.centre();
            assert_eq!(
                l.hit(Position::new(centre.x + 1, centre.y + 1)),
                None,
                "the centre is no spot"
            );
        }
    }
}

#[test]
fn the_layout_fits_its_minimum_and_says_when_smaller() {
    // The game's area is the terminal less the shell's two bars: 80×24 holds
    // two and four players on the compact board, 100×30 six.
    for (players, terminal) in [(2, (80, 24)), (4, (80, 24)), (6, (100, 30))] {
        let (w, h) = min_size(players);
        assert!(
            w <= terminal.0 && h + 2 <= terminal.1,
            "{players} players need {w}×{h}, more than {terminal:?} less two rows"
        );
    }
    assert_eq!(min_size(4), (72, 22));
    let (w, h) = min_size(4);
    let l = layout(Rect::new(0, 0, w - 1, h), 4);
    assert!(!l.fits);
    assert_eq!(l.hit(Position::new(10, 10)), None);
    // A roomy terminal gets the roomy board.
    assert_eq!(layout(Rect::new(0, 0, 120, 38), 4).geometry, Geometry::new(4));
    assert_eq!(layout(Rect::new(0, 0, 80, 22), 4).geometry, Geometry::compact(4));
}

#[test]
fn clicks_pick_a_card_a_choice_and_a_marble() {
    let mut s = four_midgame();
    let l = layout(area(4), 4);
    // The 7's tile.
    let tile = l.card_rect(2);
    click(&mut s, Position::new(tile.x + 1, tile.y + 1));
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Effect);
    // "split" is the second choice on the prompt line.
    let row = p(&s, |p, sc| p.choice_row(sc, super::style::marble_style));
    let split = row.rects(l.choices)[1];
    click(&mut s, Position::new(split.x + 1, split.y));
    assert_eq!(s.screen().selection().effect, Some(super::choice::Effect::Split));
    // Marble b on 70, then 2 steps (a click on the choice "2"), then a on 5.
    let b = l.spot_pos(Spot::Track(70)).expect("drawn");
    click(&mut s, b);
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Steps, "{}", message(&s));
    let row = p(&s, |p, sc| p.choice_row(sc, super::style::marble_style));
    let labels: Vec<String> = row.items.iter().map(|i| i.label.clone()).collect();
    let two = labels.iter().position(|x| x == "2").expect("2 steps offered");
    let r = row.rects(l.choices)[two];
    click(&mut s, Position::new(r.x, r.y));
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Second);
    // A click on a marble that is not offered says so.
    let amal_d = l.spot_pos(Spot::Base(Seat(0), 1)).expect("drawn");
    click(&mut s, amal_d);
    assert!(message(&s).contains("not one of the marbles"), "{}", message(&s));
    let a = l.spot_pos(Spot::Track(5)).expect("drawn");
    click(&mut s, a);
    assert_eq!(last_action(&s), None, "the first click shows the play");
    click(&mut s, a);
    assert_eq!(
        last_action(&s),
        Some(Action::Split {
            first: (m(0, 1), 2),
            second: (m(0, 0), 5)
        })
    );
}

#[test]
fn a_save_resumes_to_the_same_record_and_screen() {
    let options = jackar::Options {
        passing: jackar::Passing::Block,
    };
    let table = Table::<Jackar>::new(21, 4, options).expect("a table");
    let mut s = JackarSession::new(table, names(4));
    // Forty turns of first choices; then on to the next curtain.
    let mut turns = 0;
    for _ in 0..2_000 {
        if s.curtain().is_some() {
            if turns >= 40 {
                break;
            }
            turns += 1;
            s.take_device();
        }
        let code = if p(&s, |p, sc| p.must_throw(sc)) {
            KeyCode::Char('t')
        } else {
            KeyCode::Enter
        };
        key(&mut s, code);
    }
    let record = s.record_json();
    assert!(s.actions_played() > 40, "{record}");
    assert_eq!(record["options"]["passing"], "block");
    let mut again = (ENTRY.resume)(names(4), &record).expect("resumes");
    assert_eq!(again.record_json(), record);
    assert_eq!(
        again.curtain(),
        s.curtain(),
        "a resumed match starts behind the curtain"
    );
    again.take_device();
    s.take_device();
    assert_eq!(screen_text(again.as_ref()), screen_text(&s), "same board, log and hand");
    assert!(
        (ENTRY.resume)(names(2), &record).is_err(),
        "two names for a four-player save"
    );
}

// ---------------------------------------------------------------- the log

fn log_tail(s: &JackarSession, n: usize) -> Vec<String> {
    let log = s.log().lines();
    log[log.len().saturating_sub(n)..]
        .iter()
        .map(|l| l.text.clone())
        .collect()
}

/// Opens the notation line and types `text` into it (not yet Enter).
fn type_line(s: &mut JackarSession, text: &str) {
    key(s, KeyCode::Char(':'));
    for c in text.chars() {
        key(s, KeyCode::Char(c));
    }
}

/// Types a play, Enter, and Enter again to confirm it.
fn typed(s: &mut JackarSession, text: &str) {
    type_line(s, text);
    key(s, KeyCode::Enter);
    assert_eq!(s.typed(), None, "{text} was chosen: {}", message(s));
    assert!(
        p(s, |p, sc| p.choice(sc)).is_some(),
        "{text} waits for its confirmation"
    );
    key(s, KeyCode::Enter);
}

#[test]
fn the_log_names_kills_and_other_players_marbles() {
    let mut s = four_midgame();
    typed(&mut s, "7 a3 b4");
    assert_eq!(
        log_tail(&s, 1),
        ["Amal plays 7: marble a forward 3, marble b forward 4, kills Lea's marble b"]
    );
    let mut s = four_midgame();
    typed(&mut s, "5 4a");
    assert_eq!(log_tail(&s, 1), ["Amal plays 5: Lea's marble a forward 5"]);
    let mut s = four_midgame();
    typed(&mut s, "J a 3a");
    assert_eq!(log_tail(&s, 1), ["Amal plays J: swaps marble a with Dov's marble a"]);
}

#[test]
fn the_log_names_the_marble_brought_out_and_what_it_killed() {
    // Amal's a and b are out; Sami's a sits on Amal's home (D2: killed).
    let mut s = at(
        &[["t5", "t9", "g", "g"], ["t0", "g", "g", "g"], ["g"; 4], ["g"; 4]],
        &[&["K", "3"], &["8"], &["2"], &["4"]],
        0,
    );
    typed(&mut s, "K out");
    assert_eq!(log_tail(&s, 1), ["Amal plays K: marble c out, kills Sami's marble a"]);
}

#[test]
fn the_log_tells_stops_discards_and_throws() {
    let mut s = ten_to_stop(&["2", "6"]);
    typed(&mut s, "10 stop");
    s.take_device();
    typed(&mut s, "discard K");
    s.take_device();
    // Dov: every marble in the graveyard, no A or K (D8, D9).
    assert!(p(&s, |p, sc| p.must_throw(sc)));
    key(&mut s, KeyCode::Char('t'));
    assert_eq!(
        log_tail(&s, 4),
        [
            "Amal plays 10: stops Sami",
            "Sami is stopped and discards a card",
            "Sami discards K",
            "Dov cannot play: throws 2, 6",
        ]
    );
}

/// The board centre's rows, trimmed: what it says of the last card.
fn centre_rows(s: &JackarSession) -> Vec<String> {
    let players = s.names().len();
    let c = layout(area(players), players).centre();
    let terminal = render(s);
    let buffer = terminal.backend().buffer();
    (c.y..c.bottom())
        .map(|y| {
            (c.x..c.right())
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
                .trim()
                .to_string()
        })
        .collect()
}

#[test]
fn the_centre_says_whether_the_last_card_was_played_thrown_or_discarded() {
    let mut s = ten_to_stop(&["2", "6"]);
    // Each time the next seat takes the device and sees the centre.
    typed(&mut s, "10 stop");
    s.take_device();
    let rows = centre_rows(&s);
    assert_eq!(
        (rows[0].as_str(), rows[2].as_str(), rows[4].as_str()),
        ("played by", "│10│", "Amal")
    );
    typed(&mut s, "discard K");
    s.take_device();
    let rows = centre_rows(&s);
    assert_eq!(
        (rows[0].as_str(), rows[2].as_str(), rows[4].as_str()),
        ("discarded by", "│ K│", "Sami (stopped)")
    );
    // Dov throws 2 and 6 (D9): the 6 is on top, and was not played.
    key(&mut s, KeyCode::Char('t'));
    s.take_device();
    let rows = centre_rows(&s);
    assert_eq!(
        (rows[0].as_str(), rows[2].as_str(), rows[4].as_str()),
        ("thrown by", "│ 6│", "Dov (2 cards)")
    );
}

#[test]
fn the_centre_fits_its_words_at_two_and_six_players() {
    // Two players: a one-card throw; the centre is 14 columns.
    let mut s = at(&[["g"; 4], ["t30", "g", "g", "g"]], &[&["2"], &["3"]], 0);
    key(&mut s, KeyCode::Char('t'));
    s.take_device();
    let rows = centre_rows(&s);
    assert_eq!((rows[0].as_str(), rows[4].as_str()), ("thrown by", "Amal"));
    // Six players: a long name is cut to the centre's 22 columns, never past it.
    let mut names = names(6);
    names[0] = "Abdelrahman Alqudsi".into();
    let state = json!({
        "players": 6,
        "marbles": (0..6).map(|i| if i == 0 {
            vec![place("t10"), place("g"), place("g"), place("g")]
        } else {
            vec![place("g"); 4]
        }).collect::<Vec<_>>(),
        "hands": [["8"], ["2"], ["2"], ["2"], ["2"], ["2"]],
        "to_move": 0,
    });
    let game = Jackar::load_json(&state).expect("a possible state");
    let mut s = JackarSession::new(Table::from_state(game, 7), names);
    s.take_device();
    key(&mut s, KeyCode::Char('1'));
    key(&mut s, KeyCode::Enter);
    assert_eq!(
        last_action(&s).and_then(|a| a.card()),
        Some(Card::Eight),
        "{}",
        message(&s)
    );
    s.take_device();
    let rows = centre_rows(&s);
    assert_eq!(rows[0], "played by");
    assert_eq!(rows[4], "Abdelrahman Alqudsi");
    let cut = super::draw::last_card_lines(
        &s.screen().chronicle().last_card.expect("a card was played"),
        "Abdelrahman Alqudsi the Elder",
        22,
    );
    assert_eq!(cut, ("played by".to_string(), "Abdelrahman Alqudsi t…".to_string()));
}

// ---------------------------------------------------------------- the status line

#[test]
fn moving_the_cursor_clears_a_warning_so_the_hint_shows_what_enter_plays() {
    let mut s = four_midgame();
    // The 9 (fourth card), then a click on a marble it cannot move.
    key(&mut s, KeyCode::Char('4'));
    let l = layout(area(4), 4);
    click(&mut s, l.spot_pos(Spot::Track(19)).expect("drawn"));
    assert!(message(&s).contains("not one of the marbles"), "{}", message(&s));
    key(&mut s, KeyCode::Tab);
    assert_eq!(s.message(), None, "the warning was about the last choice");
    let text = screen_text(&s);
    assert!(text.contains("Enter plays 9 "), "{text}");
}

#[test]
fn the_hint_names_the_owner_of_another_colours_marble() {
    let mut s = four_midgame();
    // The 5 (second card) may move anyone's marble on the track (D5).
    key(&mut s, KeyCode::Char('2'));
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Marble, "{}", message(&s));
    for _ in 0..8 {
        if p(&s, |p, sc| p.cursor_marble(sc)).is_some_and(|m| m.seat == Seat(3)) {
            break;
        }
        key(&mut s, KeyCode::Tab);
    }
    let m = p(&s, |p, sc| p.cursor_marble(sc)).expect("a marble");
    assert_eq!(m.seat, Seat(3), "one of Lea's marbles is offered");
    let hint = p(&s, |p, sc| p.hint(sc));
    assert!(
        hint.starts_with(&format!("Enter plays 5 4{} (Lea's {})", m.letter(), m.letter())),
        "{hint}"
    );
}

#[test]
fn log_lines_keep_a_column_clear_of_the_frame() {
    // Six players: the narrowest log. Names longer than a line are cut short.
    let table = Table::<Jackar>::new(5, 6, jackar::Options::default()).expect("a table");
    let long: Vec<String> = NAMES.iter().map(|n| format!("{n}-{}", "x".repeat(40))).collect();
    let mut s = JackarSession::new(table, long);
    for _ in 0..400 {
        if s.curtain().is_some() {
            s.take_device();
        }
        let code = if p(&s, |p, sc| p.must_throw(sc)) {
            KeyCode::Char('t')
        } else {
            KeyCode::Enter
        };
        key(&mut s, code);
    }
    let l = layout(area(6), 6);
    let terminal = render(&s);
    let buffer = terminal.backend().buffer();
    let x = l.log.right() - 2;
    let mut lines = 0;
    for y in l.log.y + 1..l.log.bottom() - 1 {
        assert_eq!(buffer[(x, y)].symbol(), " ", "row {y} reaches the frame");
        lines += usize::from((l.log.x + 1..x).any(|c| buffer[(c, y)].symbol() != " "));
    }
    assert!(lines > 10, "the log is full");
}

#[test]
fn choices_that_do_not_fit_are_left_out_whole_and_marked() {
    // Sixteen marbles on the track, none on its home: a 5 may move any of them (D5).
    let mut s = at(
        &[
            ["t5", "t10", "t15", "t25"],
            ["t30", "t35", "t40", "t45"],
            ["t50", "t55", "t60", "t65"],
            ["t70", "t72", "t2", "t12"],
        ],
        &[&["3", "5"], &["8"], &["2"], &["4"]],
        0,
    );
    key(&mut s, KeyCode::Char('2'));
    let row = p(&s, |p, sc| p.choice_row(sc, super::style::marble_style));
    // All but Lea's a, which her own b blocks.
    assert_eq!(row.items.len(), 15, "{row:?}");
    let l = layout(area(4), 4);
    let labels: Vec<String> = row.items.iter().map(|i| i.label.clone()).collect();
    let rects = row.rects(l.choices);
    let shown = rects.iter().take_while(|r| !r.is_empty()).count();
    assert!(shown > 4 && shown < 15, "{shown} of 15 shown");
    assert!(
        rects[shown..].iter().all(|r| r.is_empty()),
        "none after the first left out"
    );
    for (r, label) in rects.iter().zip(&labels).take(shown) {
        assert_eq!(usize::from(r.width), label.chars().count() + 2, "{label} whole");
        assert!(r.right() <= l.choices.right());
    }
    let text = screen_text(&s);
    let line = text.lines().nth(usize::from(l.choices.y)).expect("the prompt row");
    assert!(line.trim_end().ends_with('…'), "{line}");
    // A click past the last shown choice picks nothing.
    let past = rects[shown - 1].right() + 1;
    assert_eq!(click(&mut s, Position::new(past, l.choices.y)), Reply::Ignored);
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Marble);
}

// ---------------------------------------------------------------- colours

/// An xterm 256-colour index as RGB (the 6×6×6 cube and the grey ramp).
fn xterm_rgb(index: u8) -> [f64; 3] {
    match index {
        16..=231 => {
            let level = |v: u8| if v == 0 { 0.0 } else { f64::from(55 + 40 * v) };
            let i = index - 16;
            [level(i / 36), level((i / 6) % 6), level(i % 6)]
        }
        232..=255 => [f64::from(8 + 10 * (index - 232)); 3],
        _ => panic!("only the cube and the greys are used, not {index}"),
    }
}

/// WCAG relative luminance.
fn luminance([r, g, b]: [f64; 3]) -> f64 {
    let lin = |c: f64| {
        let c = c / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

fn contrast(a: f64, b: f64) -> f64 {
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

#[test]
fn seat_colours_read_on_light_and_dark() {
    use ratatui::style::Color;
    let (white, black) = (1.0, 0.0);
    for (seat, colour) in super::style::SEAT_COLOURS.iter().enumerate() {
        let Color::Indexed(i) = *colour else {
            panic!("seat {seat}: an indexed colour, not {colour:?}")
        };
        let l = luminance(xterm_rgb(i));
        // Letters and names in the colour on a white and on a black
        // background; a lit marble is black on the colour.
        assert!(
            contrast(l, white) >= 3.0,
            "seat {seat} ({i}) on white: {:.2}",
            contrast(l, white)
        );
        assert!(
            contrast(l, black) >= 4.0,
            "seat {seat} ({i}) on black: {:.2}",
            contrast(l, black)
        );
    }
    // The bright colours they replace fail on white: the check has teeth.
    assert!(contrast(luminance(xterm_rgb(220)), white) < 3.0);
    assert!(contrast(luminance(xterm_rgb(44)), white) < 3.0);
}

#[test]
fn no_two_seats_share_a_colour() {
    let colours = super::style::SEAT_COLOURS;
    for (i, a) in colours.iter().enumerate() {
        for b in &colours[i + 1..] {
            assert_ne!(a, b, "two seats share a colour");
        }
    }
}

// ---------------------------------------------------------------- issue 8

/// Renders a session in an area of its own size.
fn render_in(s: &dyn Session, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal.draw(|f| s.draw(f, f.area())).expect("drawn");
    terminal
}

/// The compact board: two and four players in an 80×24 terminal's game area
/// (80×22), six in 100×30's (100×28).
#[test]
fn snapshot_compact_boards_fit_the_usual_terminals() {
    for (players, seed, w, h) in [(2, 5, 80, 22), (4, 11, 80, 22), (6, 3, 100, 28)] {
        let mut s = (ENTRY.open)(seed, names(players), &Value::Null).expect("a new match");
        s.take_device();
        let terminal = render_in(s.as_ref(), w, h);
        let text = format!("{:?}", terminal.backend());
        assert!(
            !text.contains("needs at least"),
            "{players} players fit {w}×{h}:\n{text}"
        );
        insta::assert_snapshot!(format!("compact_{players}"), terminal.backend());
    }
}

/// Without colour (`NO_COLOR`): the marbles being played are letters, every
/// other marble its seat's number; the marbles offered are underlined, the
/// cursor's bracketed, where the play takes it reversed, the card under the
/// cursor heavy-framed.
#[test]
fn no_color_snapshot_four_players_marble_chosen() {
    let mut s = four_midgame();
    key(&mut s, KeyCode::Char('4'));
    let terminal = render_in(&s, 80, 22);
    let buf = terminal.backend().buffer();
    insta::assert_snapshot!("no_color_four_nine_marble", crate::nocolor::picture(buf));
    let l = layout(Rect::new(0, 0, 80, 22), 4);
    // Lea's marble on the track is drawn as her number, 4, not a letter.
    let lea = l.spot_pos(Spot::Track(14)).expect("drawn");
    let at = |p: Position| buf[p].symbol().to_string();
    let preview = p(&s, |p, sc| p.preview(sc));
    let (moving, to) = preview.moves[0];
    assert_eq!(moving.seat, Seat(0));
    let dest = l.spot_pos(super::play::spot_of(moving, to)).expect("drawn");
    assert_eq!(at(dest), "a", "the marble's own letter where it would go");
    assert_eq!(crate::nocolor::mark(buf[dest].modifier), 'R', "in reverse video");
    for m in p(&s, |p, sc| p.marbles(sc)) {
        let place = p(&s, |_, sc| sc.view().place_of(m)).expect("placed");
        let pos = l.spot_pos(super::play::spot_of(m, place)).expect("drawn");
        assert!(
            buf[pos].modifier.contains(ratatui::style::Modifier::UNDERLINED),
            "{m:?} offered"
        );
    }
    let _ = lea;
}

#[test]
fn a_marble_is_its_letter_for_the_colour_played_and_its_seat_number_else() {
    use super::draw::marble_symbol;
    let a = MarbleId::new(Seat(0), 0);
    let c = MarbleId::new(Seat(2), 2);
    assert_eq!(marble_symbol(a, Some(Seat(0))), "a");
    assert_eq!(marble_symbol(c, Some(Seat(0))), "3");
    assert_eq!(marble_symbol(c, Some(Seat(2))), "c");
    assert_eq!(marble_symbol(a, None), "1");
}

#[test]
fn the_final_picture_and_the_progress_of_a_match() {
    let s = four_midgame();
    assert_eq!(s.progress(), "series 1, deal 3 of 3 · 0 cards used · in base 1–1");
    let (w, h) = s.final_size().expect("a picture");
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    terminal.draw(|f| s.draw_final(f, f.area())).expect("drawn");
    // The board as the match stands: every seat's marbles by its number
    // (the board is public once over), the names by their numbers.
    insta::assert_snapshot!("final_picture", terminal.backend());
}

// ---------------------------------------------------------------- the hint

/// Issue 17 §5: the hint's card sits under the cursor (framed, as the
/// person's own pick of it would be), not the hand's first card.
#[test]
fn the_hints_card_sits_under_the_cursor() {
    use std::time::{Duration, Instant};
    let mut s = four_midgame();
    s.set_pace(crate::seats::Pace::instant());
    let hand = p(&s, |p, sc| p.hand(sc).to_vec());
    key(&mut s, KeyCode::Char('h'));
    let start = Instant::now();
    while s.busy() {
        s.tick(Instant::now());
        assert!(start.elapsed() < Duration::from_secs(30), "the hint never came");
    }
    let hinted = s.choice().expect("the hint waits to be confirmed");
    let card = hinted.card().expect("a card is played");
    let at = hand.iter().position(|&c| c == card).expect("a card of the hand");
    assert_ne!(at, 0, "this position's hint is not the first card ({hinted:?})");
    assert_eq!(s.screen().cursor(), at, "the cursor on the hinted {card}");
    let screen = screen_text(&s);
    let framed = format!("┏{}━", at + 1);
    assert!(screen.contains(&framed), "the hinted card is framed:\n{screen}");
}

#[test]
fn a_saved_games_progress_names_the_team_that_leads() {
    // Amal + Dov have 2 in base (Amal's b1, Dov's b0 and b2); Sami + Lea none.
    let s = at(
        &[
            ["t5", "t70", "g", "b1"],
            ["t19", "t30", "g", "g"],
            ["t45", "b2", "g", "g"],
            ["t60", "t8", "g", "g"],
        ],
        &[&["A"], &["2"], &["8"], &["A"]],
        0,
    );
    assert_eq!(
        s.progress(),
        "series 1, deal 1 of 3 · 0 cards used · in base 2–0, Amal + Dov leads"
    );
}

#[test]
fn the_opening_draw_says_an_a_counts_1() {
    let mut s = (ENTRY.open)(11, names(4), &Value::Null).expect("a new match");
    s.take_device();
    let screen = format!("{:?}", render(s.as_ref()).backend());
    assert!(
        screen.contains("Opening draw (an A counts 1): Amal 9, Sami"),
        "{screen}"
    );
}

#[test]
fn leaving_with_a_play_chosen_says_so_in_words_not_notation() {
    let mut s = ten_to_stop(&["2"]);
    // The 10 as a stop: chosen, waiting for Enter (its notation is "10 stop").
    keys(&mut s, &[KeyCode::Char('2'), KeyCode::Right, KeyCode::Enter]);
    assert!(s.choice().is_some(), "{}", message(&s));
    assert_eq!(
        s.unconfirmed().as_deref(),
        Some("Amal's choice is shown but not confirmed")
    );
}

// ---------------------------------------------------------------- issue 19: the languages

use crate::i18n::{self, Lang};

/// The default seat names in the thread's language (`jackar-seat-<n>`).
fn default_names(players: usize) -> Vec<String> {
    (1..=players)
        .map(|n| i18n::tr(&format!("jackar-seat-{n}"), &[]))
        .collect()
}

/// A new match opened by the shelf's entry with `names` (one a player),
/// the leader holding the device.
fn opened(seed: u64, names: Vec<String>) -> Box<dyn Session> {
    let mut s = (ENTRY.open)(seed, names, &Value::Null).expect("a new match");
    s.take_device();
    s
}

/// The usual terminals' game areas: 80×24's (80×22) for two and four
/// players, 100×30's (100×28) for six.
fn usual_area(players: usize) -> (u16, u16) {
    if players == 6 { (100, 28) } else { (80, 22) }
}

/// A row of a buffer between two columns, as text.
fn row_text(buf: &Buffer, y: u16, from: u16, to: u16) -> String {
    (from..to).map(|x| buf[(x, y)].symbol()).collect()
}

/// The known defect of the last session: at 80×24 with default names the
/// team line was cut mid-word ("0/8 in bas"). Each team's line now ends
/// with its whole count, in the long form or the short one, in English and
/// the pseudo-language (drawn left to right: read off the screen) and in
/// Arabic and Hebrew (the same line as worded for the panel's width).
#[test]
fn a_teams_line_ends_with_its_whole_count_at_the_usual_sizes_in_every_language() {
    for lang in [Lang::En, Lang::Pseudo, Lang::Ar, Lang::He] {
        i18n::set_lang(lang);
        for players in [4, 6] {
            let (w, h) = usual_area(players);
            let s = opened(3, default_names(players));
            let terminal = render_in(s.as_ref(), w, h);
            let buf = terminal.backend().buffer();
            let l = layout(Rect::new(0, 0, w, h), players);
            let inner = Rect::new(l.table.x + 1, l.table.y + 1, l.table.width - 2, l.table.height - 2);
            let names = default_names(players);
            let board = jackar::Board::new(players).expect("a board");
            for (t, team) in board.teams().iter().enumerate() {
                let y = inner.y + 2 + u16::try_from(players + 1 + t).expect("a row");
                let team_names: Vec<&str> = team.iter().map(|s| names[s.index()].as_str()).collect();
                let total = 4 * team.len();
                let long_tail = i18n::tr(
                    "jackar-table-team",
                    &[("names", "".into()), ("home", 0.into()), ("total", total.into())],
                );
                let short_tail = i18n::tr(
                    "jackar-table-team-short",
                    &[("names", "".into()), ("home", 0.into()), ("total", total.into())],
                );
                let line = if lang.direction() == i18n::Direction::Ltr {
                    row_text(buf, y, inner.x + 2, inner.right()).trim_end().to_string()
                } else {
                    super::draw::team_line(&team_names.join(" + "), 0, total, usize::from(inner.width) - 2)
                };
                // The pseudo-language brackets the whole message: its tail
                // starts after the names.
                let (long_tail, short_tail) = (long_tail.trim_start_matches('['), short_tail.trim_start_matches('['));
                assert!(
                    line.ends_with(long_tail) || line.ends_with(short_tail),
                    "{lang:?}, {players} players, team {t}: {line:?} is cut\n{:?}",
                    terminal.backend()
                );
                assert!(
                    crate::text::width(&line) <= usize::from(inner.width) - 2,
                    "{lang:?}: {line:?} fits"
                );
            }
        }
    }
}

/// Names a family of that language would type (the pseudo-language keeps
/// the English ones: names are not translated).
fn family_names(lang: Lang, players: usize) -> Vec<String> {
    let all: [&str; 6] = match lang {
        Lang::Ar => ["أمل", "سامي", "داود", "ليلى", "رامي", "نور"],
        Lang::He => ["עמל", "סמי", "דב", "לאה", "רמי", "נור"],
        Lang::En | Lang::Pseudo => NAMES,
    };
    all[..players].iter().map(|n| (*n).to_string()).collect()
}

/// The languages beside English, with the suffix their snapshots carry.
const OTHER_LANGS: [(Lang, &str); 3] = [(Lang::Ar, "ar"), (Lang::He, "he"), (Lang::Pseudo, "pseudo")];

/// The usual tables at the start of a match, in Arabic, Hebrew and the
/// pseudo-language, at the usual terminals' sizes (the 4-player table is the
/// usual one): every word the game's, the panel on the left right to left.
#[test]
fn snapshot_compact_boards_in_arabic_hebrew_and_pseudo() {
    for (lang, code) in OTHER_LANGS {
        i18n::set_lang(lang);
        for (players, seed) in [(2, 5), (4, 11), (6, 3)] {
            let (w, h) = usual_area(players);
            let s = opened(seed, family_names(lang, players));
            let terminal = render_in(s.as_ref(), w, h);
            insta::assert_snapshot!(format!("compact_{players}_{code}"), terminal.backend());
        }
    }
}

/// Mid-game, the 9 picked and a marble offered (the prompt, the preview and
/// the hint), and a stopped player's discard picked, in each language.
#[test]
fn snapshot_mid_game_in_arabic_hebrew_and_pseudo() {
    for (lang, code) in OTHER_LANGS {
        i18n::set_lang(lang);
        let mut s = four_midgame_with(family_names(lang, 4));
        key(&mut s, KeyCode::Char('4'));
        assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Marble);
        insta::assert_snapshot!(format!("four_nine_marble_{code}"), render_in(&s, 80, 22).backend());
        let mut s = at_with(
            family_names(lang, 4),
            &[["t5", "g", "g", "g"], ["t30", "g", "g", "g"], ["g"; 4], ["g"; 4]],
            &[&["10", "2"], &["8", "K"], &["2", "3"], &["4", "5"]],
            0,
        );
        typed(&mut s, "10 stop");
        s.take_device();
        key(&mut s, KeyCode::Enter);
        insta::assert_snapshot!(
            format!("four_stopped_discard_picked_{code}"),
            render_in(&s, 80, 22).backend()
        );
    }
}

/// Runs of three or more Latin letters on a screen, but those allowed.
fn english_left(text: &str, allowed: &[&str]) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !allowed.contains(w))
        .map(str::to_string)
        .collect()
}

/// No English is left on the game's screen in Arabic: at the start, a card
/// picked and its effect asked, a marble asked, a split 7, a stop and its
/// discard, a throw, and the log of all of it. Allowed: key names.
#[test]
fn no_english_is_left_on_the_arabic_screen() {
    const KEYS: [&str; 3] = ["Enter", "Esc", "Tab"];
    i18n::set_lang(Lang::Ar);
    let mut screens = Vec::new();
    for (players, seed) in [(2, 5), (4, 11), (6, 3)] {
        let (w, h) = usual_area(players);
        let s = opened(seed, family_names(Lang::Ar, players));
        screens.push(format!("{:?}", render_in(s.as_ref(), w, h).backend()));
    }
    let mut s = four_midgame_with(family_names(Lang::Ar, 4));
    let mut shot = |s: &JackarSession| screens.push(format!("{:?}", render_in(s, 80, 22).backend()));
    shot(&s);
    key(&mut s, KeyCode::Char('1'));
    shot(&s);
    key(&mut s, KeyCode::Esc);
    key(&mut s, KeyCode::Char('4'));
    shot(&s);
    key(&mut s, KeyCode::Esc);
    key(&mut s, KeyCode::Char('3'));
    key(&mut s, KeyCode::Right);
    key(&mut s, KeyCode::Enter);
    shot(&s);
    key(&mut s, KeyCode::Enter);
    shot(&s);
    let mut s = at_with(
        family_names(Lang::Ar, 4),
        &[["t5", "g", "g", "g"], ["t30", "g", "g", "g"], ["g"; 4], ["g"; 4]],
        &[&["10", "2"], &["8", "K"], &["2", "6"], &["4", "5"]],
        0,
    );
    typed(&mut s, "10 stop");
    s.take_device();
    key(&mut s, KeyCode::Enter);
    shot(&s);
    key(&mut s, KeyCode::Enter);
    s.take_device();
    shot(&s);
    key(&mut s, KeyCode::Char('t'));
    s.take_device();
    shot(&s);
    for screen in &screens {
        // The buffer's rows, not the Debug's field names.
        let text: String = screen
            .lines()
            .map(str::trim_start)
            .filter(|l| l.starts_with('"'))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(text.lines().count() >= 22, "the rows were read:\n{screen}");
        let left = english_left(&text, &KEYS);
        assert!(left.is_empty(), "English left: {left:?}\n{text}");
    }
}

/// Without colour, in Arabic: the marbles offered are underlined, the
/// destination reversed, as in English.
#[test]
fn no_color_in_arabic_still_shows_what_is_picked_and_whose_marble() {
    i18n::set_lang(Lang::Ar);
    let mut s = four_midgame_with(family_names(Lang::Ar, 4));
    key(&mut s, KeyCode::Char('4'));
    let terminal = render_in(&s, 80, 22);
    let buf = terminal.backend().buffer();
    insta::assert_snapshot!("no_color_four_nine_marble_ar", crate::nocolor::picture(buf));
    let l = layout(Rect::new(0, 0, 80, 22), 4);
    let preview = p(&s, |p, sc| p.preview(sc));
    let (moving, to) = preview.moves[0];
    let dest = l.spot_pos(super::play::spot_of(moving, to)).expect("drawn");
    assert_eq!(buf[dest].symbol(), "a", "the marble's own letter where it would go");
    assert_eq!(crate::nocolor::mark(buf[dest].modifier), 'R', "in reverse video");
    // Lea's marble on cell 60 is her number, 4.
    let lea = l.spot_pos(Spot::Track(60)).expect("drawn");
    assert_eq!(buf[lea].symbol(), "4");
    for m in p(&s, |p, sc| p.marbles(sc)) {
        let place = p(&s, |_, sc| sc.view().place_of(m)).expect("placed");
        let pos = l.spot_pos(super::play::spot_of(m, place)).expect("drawn");
        assert!(
            buf[pos].modifier.contains(ratatui::style::Modifier::UNDERLINED),
            "{m:?} offered"
        );
    }
}

/// Right to left the panel is left of the board, the prompt left of the
/// hand and the first card on the right; a click lands on what is drawn
/// there (the layout serves the drawing and the clicks alike). The board
/// keeps its own drawing.
#[test]
fn right_to_left_the_columns_swap_and_clicks_follow_them() {
    i18n::set_lang(Lang::Ar);
    let small = Rect::new(0, 0, 80, 22);
    let l = layout(small, 4);
    assert!(l.table.right() <= l.board.x && l.log.right() <= l.board.x, "{l:?}");
    assert!(l.choices.right() <= l.hand.x, "{l:?}");
    assert!(l.card_rect(0).x > l.card_rect(1).x, "the first card on the right");
    i18n::set_lang(Lang::En);
    let ltr = layout(small, 4);
    assert_eq!(ltr.geometry, l.geometry, "the board's own drawing");
    assert!(ltr.board.right() <= ltr.table.x);
    i18n::set_lang(Lang::Ar);
    let mut s = four_midgame_with(family_names(Lang::Ar, 4));
    // Clicks land in the tests' own area (the roomy board).
    let terminal = render(&s);
    let l = layout(area(4), 4);
    // The 9 is the fourth card: drawn in the fourth tile from the right.
    let nine = l.card_rect(3);
    assert_eq!(terminal.backend().buffer()[(nine.x + 2, nine.y + 1)].symbol(), "9");
    click(&mut s, Position::new(nine.x + 1, nine.y + 1));
    assert_eq!(p(&s, |p, sc| p.card(sc)), Some(Card::Nine));
    assert_eq!(p(&s, |p, sc| p.stage(sc)), Stage::Marble);
    let a = l.spot_pos(Spot::Track(5)).expect("drawn");
    click(&mut s, a);
    click(&mut s, a);
    assert!(
        matches!(last_action(&s), Some(Action::Move { card: Card::Nine, .. })),
        "{:?}",
        last_action(&s)
    );
}

/// Issue 19, round 2: the hint's why and the typed line's refusal come from
/// the rules crate's typed reasons (`jackar::bot::Deed`,
/// `jackar::notation::Unread`) worded by id: in Arabic, Arabic words and no
/// English (the players' names, notation and key names aside).
#[test]
fn a_hints_why_and_a_typed_refusal_speak_arabic() {
    use std::time::{Duration, Instant};
    let allowed = ["Amal", "Sami", "Dov", "Lea", "Enter", "Esc"];
    i18n::set_lang(Lang::Ar);
    let mut s = four_midgame();
    s.set_pace(crate::seats::Pace::instant());
    key(&mut s, KeyCode::Char('h'));
    let start = Instant::now();
    while s.busy() {
        s.tick(Instant::now());
        assert!(start.elapsed() < Duration::from_secs(30), "the hint never came");
    }
    let hint = message(&s);
    // The why in words (not the generic "the move shown"): what the play does.
    let generic = i18n::tr("table-hint-shown-move", &[]);
    assert!(!hint.contains(&generic), "the hint says why: {hint}");
    assert!(
        ["تمشي", "تنزّل", "تقتل", "تبدّل", "تُدخل", "تقسم", "تحتفظ"]
            .iter()
            .any(|w| hint.contains(w)),
        "{hint}"
    );
    let english = crate::test_support::english_words(&hint, &allowed);
    assert!(english.is_empty(), "English in the hint {english:?}: {hint}");
    key(&mut s, KeyCode::Char('u'));
    assert_eq!(s.choice(), None, "the hint taken back");
    type_line(&mut s, "Q z");
    key(&mut s, KeyCode::Enter);
    let refusal = message(&s);
    assert_eq!(
        refusal, "«z» ليست دحلة: حرف من a إلى d، قبله رقم اللاعب 1–6 عند الحاجة",
        "the typed reason, worded"
    );
    let english = crate::test_support::english_words(&refusal, &allowed);
    assert!(english.is_empty(), "English in the refusal {english:?}: {refusal}");
    i18n::set_lang(Lang::En);
}
