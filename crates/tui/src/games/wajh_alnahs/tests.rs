//! Screen tests: snapshots on a `TestBackend` (each reviewed by eye), the
//! same screens as `NO_COLOR` shows them (colours dropped, the bold, dim and
//! reverse cells mapped), and turns built by keys and by mouse. Positions are
//! set up through the rules' partial state JSON; marks (D7, D9, D13, D18)
//! refer to `rules/wajh-alnahs.md`.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::{Position, Rect};
use std::time::{Duration, Instant};

use majlis_games::rules::wajh_alnahs::{Action, Card, Options, Phase, WajhAlNahs};
use rules_core::{Game, Level, Seat, Table, ToAct};
use serde_json::{Value, json};

use super::layout::{layout, min_size};
use super::play::Ask;
use super::{Screen, WajhSession};
use crate::games::testing::{input_helpers, names};
use crate::registry::Registered;
use crate::seats::{Pace, SeatKind};
use crate::session::Session;
use crate::t;

const ENTRY: Registered = Registered::of::<Screen>();
/// The area of the game in an 80 × 24 terminal (four players), a 100 × 30
/// one (six).
fn area(players: usize) -> Rect {
    if players > 4 {
        Rect::new(0, 0, 100, 28)
    } else {
        Rect::new(0, 0, 80, 22)
    }
}

fn card(name: &str) -> Card {
    name.parse().expect("a card")
}

/// A session at a position in the rules' partial state form, the seat to
/// move holding the device.
fn at(state: Value) -> WajhSession {
    let game = WajhAlNahs::load_json(&state).unwrap_or_else(|e| panic!("a possible state: {e}"));
    let players = game.players();
    let mut s = WajhSession::new(Table::from_state(game, 7), names(players));
    s.take_device();
    s
}

/// Four seats in play, Amal (seat 0) to play from her hand on `pile`, the draw pile empty.
fn four(hand: &[&str], pile: &[&str]) -> WajhSession {
    at(json!({
        "hands": [hand, ["2", "3", "4"], ["5", "6", "zero"], ["8", "11", "12", "12"]],
        "face_up": [["1", "9", "13"], ["4", "10", "reverse"], [], ["skip"]],
        "face_down": [["5", "6", "7"], ["1", "2", "3"], ["9", "10"], ["11", "13", "13"]],
        "pile": pile,
        "draw": [],
        "marks": [1, 0, 0, 1], "stage": 3,
        "to_move": 0,
    }))
}

input_helpers!(area);

fn buffer(s: &dyn Session, a: Rect) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(a.width, a.height)).expect("a test terminal");
    terminal.draw(|f| s.draw(f, a)).expect("drawn");
    terminal.backend().buffer().clone()
}

/// The screen as text.
fn text(s: &dyn Session) -> String {
    let b = buffer(s, area(s.names().len()));
    rows(&b).join("\n")
}

fn rows(b: &Buffer) -> Vec<String> {
    (0..b.area.height)
        .map(|y| (0..b.area.width).map(|x| b[(x, y)].symbol()).collect::<String>())
        .collect()
}

/// The screen as `NO_COLOR` shows it (`crate::nocolor::picture`: the text,
/// then the attributes each cell keeps).
fn no_colour(s: &dyn Session, a: Rect) -> String {
    crate::nocolor::picture(&buffer(s, a))
}

fn message(s: &WajhSession) -> String {
    s.message().map(|m| m.text.clone()).unwrap_or_default()
}

fn last_action(s: &WajhSession) -> Option<Action> {
    s.table().actions().last().copied()
}

// ---------------------------------------------------------------- snapshots

#[test]
fn snapshot_four_players_swap_before_play() {
    let mut s = (ENTRY.open)(5, names(4), &Value::Null).expect("a new session");
    assert_eq!(s.curtain(), Some(Seat(0)), "seat 0 swaps first, behind the curtain");
    s.take_device();
    keys(s.as_mut(), &[KeyCode::Char('1'), KeyCode::Char('4')]);
    insta::assert_snapshot!("four_swap_marked", text(s.as_ref()));
    insta::assert_snapshot!("four_swap_marked_no_colour", no_colour(s.as_ref(), area(4)));
}

#[test]
fn snapshot_several_equal_cards_chosen_together_with_the_pile_previewed() {
    let s = four(&["3", "7", "7", "7", "burn", "carry-it"], &["2", "five-or-less"]);
    // Under the limit only the 3 and the wild cards go: the 7s are dimmed.
    assert_eq!(s.playable(), [card("3"), Card::BURN, Card::CARRY_IT]);
    insta::assert_snapshot!("four_limit", text(&s));
    let mut s = four(&["3", "7", "7", "7", "burn", "carry-it"], &["2", "6"]);
    key(&mut s, KeyCode::Char('2'));
    assert_eq!(s.ask(), Some(Ask::Count(card("7"))));
    assert_eq!(s.choice(), Some(Action::lay_n(card("7"), 3)), "all of them first (D13)");
    key(&mut s, KeyCode::Left);
    assert_eq!(s.choice(), Some(Action::lay_n(card("7"), 2)));
    insta::assert_snapshot!("four_two_sevens", text(&s));
    insta::assert_snapshot!("four_two_sevens_no_colour", no_colour(&s, area(4)));
}

#[test]
fn snapshot_nothing_fits_pick_up_is_one_key() {
    let mut s = four(&["3", "4"], &["9", "12"]);
    assert_eq!(s.ask(), Some(Ask::PickUp));
    assert_eq!(
        s.choice(),
        Some(Action::PickUp),
        "the only thing to do, chosen already (D7)"
    );
    insta::assert_snapshot!("four_pick_up", text(&s));
    key(&mut s, KeyCode::Char('p'));
    assert_eq!(last_action(&s), Some(Action::PickUp), "one key picks it up");
    assert_eq!(s.curtain(), Some(Seat(1)));
}

#[test]
fn snapshot_carry_it_asks_whom_to_name_and_the_named_answers_behind_their_curtain() {
    let mut s = four(&["3", "carry-it"], &["9", "12"]);
    key(&mut s, KeyCode::Char('2'));
    key(&mut s, KeyCode::Enter);
    assert_eq!(last_action(&s), Some(Action::lay(Card::CARRY_IT)));
    assert_eq!(s.ask(), Some(Ask::Name), "the same seat names: no curtain");
    assert_eq!(
        s.answers(),
        [Action::Name(Seat(1)), Action::Name(Seat(2)), Action::Name(Seat(3))]
    );
    key(&mut s, KeyCode::Char('4'));
    assert_eq!(s.choice(), Some(Action::Name(Seat(3))), "player 4, Lea");
    insta::assert_snapshot!("four_name", text(&s));
    insta::assert_snapshot!("four_name_no_colour", no_colour(&s, area(4)));
    key(&mut s, KeyCode::Enter);
    assert_eq!(
        s.curtain(),
        Some(Seat(3)),
        "Lea looks at her hand to answer: her turn, her curtain"
    );
    s.take_device();
    assert_eq!(s.ask(), Some(Ask::Answer));
    assert_eq!(s.choice(), Some(Action::PickUp), "no Carry-it in her hand: pick up");
    insta::assert_snapshot!("four_answer", text(&s));
    key(&mut s, KeyCode::Enter);
    assert_eq!(last_action(&s), Some(Action::PickUp));
    assert_eq!(
        s.game().to_move(),
        Some(Seat(1)),
        "after Amal, who laid the Carry-it (D9)"
    );
}

#[test]
fn snapshot_face_down_cards_are_picked_unseen_and_never_previewed() {
    let mut s = at(json!({
        "hands": [[], ["2", "3", "4"], ["5", "6"]],
        "face_up": [[], [], []],
        "face_down": [["13", "2", "burn"], [], []],
        "pile": ["9"], "draw": [], "to_move": 0,
    }));
    assert_eq!(s.ask(), Some(Ask::FaceDown));
    key(&mut s, KeyCode::Char('2'));
    assert_eq!(s.choice(), Some(Action::FaceDown(1)));
    assert_eq!(
        s.preview(),
        None,
        "the card is not shown before it is turned over (D18)"
    );
    let shown = text(&s);
    assert!(shown.contains("turns over face-down card 2"), "{shown}");
    assert!(!shown.contains("Burn"), "no face-down card is shown:\n{shown}");
    insta::assert_snapshot!("three_face_down", shown);
    key(&mut s, KeyCode::Enter);
    assert_eq!(
        s.game().hand(Seat(0)),
        [card("2"), card("9")],
        "the 2 did not fit: taken with the pile"
    );
}

#[test]
fn snapshot_six_players_in_100_by_28_and_in_the_smallest_area() {
    let mut s = (ENTRY.open)(9, names(6), &json!({"stages": 5})).expect("six players");
    s.take_device();
    for _ in 0..6 {
        key(s.as_mut(), KeyCode::Char('k'));
        key(s.as_mut(), KeyCode::Enter);
        s.take_device();
    }
    insta::assert_snapshot!("six_in_play", text(s.as_ref()));
    let (w, h) = min_size(6);
    let small = rows(&buffer(s.as_ref(), Rect::new(0, 0, w, h))).join("\n");
    assert!(small.contains("6 Noor"), "{small}");
    insta::assert_snapshot!("six_smallest", small);
}

/// A session between stages: stage 1 of 2 just ended with Dov holding cards.
fn stage_over() -> WajhSession {
    let mut s = at(json!({
        "options": {"stages": 2},
        "hands": [["9"], [], ["5", "6"], []],
        "face_up": [[], [], ["12"], []],
        "face_down": [[], [], [], []],
        "pile": ["5"], "draw": [], "finished": [1, 3], "to_move": 0,
    }));
    key(&mut s, KeyCode::Char('1'));
    key(&mut s, KeyCode::Enter);
    s
}

#[test]
fn snapshot_the_stage_ends_with_its_wajh_al_nahs_and_the_marks_then_enter_deals() {
    let mut s = stage_over();
    assert_eq!(s.game().to_act(), ToAct::Chance, "the next deal waits");
    assert_eq!(s.ask(), Some(Ask::NextStage));
    assert_eq!(s.curtain(), None, "the result is for everyone");
    let shown = text(&s);
    assert!(
        // The game's Arabic name in visual order (right to left, shaped).
        shown.contains("Dov") && shown.contains("is the Wajh al-Nahs (ﺲﺤﻨﻟﺍ ﻪﺟﻭ)"),
        "{shown}"
    );
    assert!(!shown.contains("Amal's hand"), "no hand is shown between stages");
    insta::assert_snapshot!("stage_over", shown);
    insta::assert_snapshot!("stage_over_no_colour", no_colour(&s, area(4)));
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.game().phase(), Phase::Swap, "stage 2 is dealt");
    // Amal held the device and swaps first: the whole table watched the
    // deal, so her new cards are covered and the curtain comes for her, as
    // between two people (and the shell's guard with it).
    assert!(s.screen().covered());
    assert_eq!(s.curtain(), Some(Seat(0)), "Amal's new cards behind the curtain");
    assert_eq!(s.ask(), None, "the screen sees nothing behind the curtain");
    let shown = text(&s);
    assert!(
        shown.contains("Pass the device to") && !shown.contains("Amal's hand"),
        "{shown}"
    );
    insta::assert_snapshot!("stage_two_dealt_covered", shown);
    let played = s.actions_played();
    key(&mut s, KeyCode::Char('k'));
    assert_eq!(s.curtain(), Some(Seat(0)), "a key to the game does not lift it");
    s.take_device();
    assert!(!s.screen().covered());
    assert_eq!(s.curtain(), None);
    assert_eq!(s.ask(), Some(Ask::Swap));
    assert_eq!(s.actions_played(), played, "taking the device plays nothing");
}

#[test]
fn a_session_resumed_between_stages_deals_at_once_behind_the_curtain() {
    // A seeded session played to the end of its first stage, its record saved there.
    let mut table = Table::<WajhAlNahs>::new(4, 4, Options { stages: 2 }).expect("four");
    let mut rng = rules_core::rng_from_seed(4);
    table.resolve_chance();
    while !(table.game().phase() == Phase::Deal && table.game().stage() == 2) {
        let legal = table.game().legal_actions();
        let pick = legal[rand::RngExt::random_range(&mut rng, 0..legal.len())];
        table.apply(&pick).expect("legal");
    }
    let resumed = WajhSession::resumed(&table.record(), names(4)).expect("resumes");
    assert_eq!(
        resumed.game().phase(),
        Phase::Swap,
        "nobody holds the device: the deal is drawn"
    );
    assert_eq!(resumed.curtain(), Some(Seat(0)));
    assert_eq!(
        resumed.screen().chronicle().stages.len(),
        1,
        "the stage's result is kept"
    );
    assert!(
        resumed
            .log()
            .lines()
            .iter()
            .any(|l| l.text.starts_with("Stage 1 is over: ")),
        "and said in the log"
    );
}

// ---------------------------------------------------------------- computers at the table

/// A session at a position with these seats (computers play at once), the
/// seat to move holding the device if a person plays it.
fn seated_at(state: Value, seats: &[SeatKind], names: &[&str]) -> WajhSession {
    let game = WajhAlNahs::load_json(&state).unwrap_or_else(|e| panic!("a possible state: {e}"));
    let names = names.iter().map(|n| (*n).to_string()).collect();
    let mut s = WajhSession::with_seats(Table::from_state(game, 7), names, seats);
    s.set_pace(Pace::instant());
    s.take_device();
    s
}

/// Ticks until no computer is busy (thirty seconds at most).
fn computers_play(s: &mut WajhSession) {
    let start = Instant::now();
    while s.busy() {
        s.tick(Instant::now());
        assert!(start.elapsed() < Duration::from_secs(30), "a computer never played");
    }
}

/// The last play of stage 1 of 2: `seat` lays its 9 on the 5 and goes out,
/// leaving Dov (seat 2) alone with cards.
fn last_play_of_the_stage(seat: usize) -> Value {
    let mut hands = vec![json!([]); 4];
    hands[seat] = json!(["9"]);
    hands[2] = json!(["5", "6"]);
    let finished: Vec<usize> = [0, 1, 3].into_iter().filter(|&s| s != seat).collect();
    json!({
        "options": {"stages": 2},
        "hands": hands,
        "face_up": [[], [], ["12"], []],
        "face_down": [[], [], [], []],
        "pile": ["5"], "draw": [], "finished": finished, "to_move": seat,
    })
}

const EASY: SeatKind = SeatKind::Computer { level: Level::Easy };

#[test]
fn alone_among_computers_a_person_sees_their_cards_while_the_computers_play_and_is_never_covered() {
    let mut s = seated_at(
        last_play_of_the_stage(0),
        &[SeatKind::Human, EASY, EASY, EASY],
        &["Amal", "Computer 2 (easy)", "Computer 3 (easy)", "Computer 4 (easy)"],
    );
    keys(&mut s, &[KeyCode::Char('1'), KeyCode::Enter]);
    assert_eq!(s.ask(), Some(Ask::NextStage), "Amal is out: the stage is over");
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.game().phase(), Phase::Swap, "stage 2 is dealt");
    // Nobody else at the table to hide Amal's new cards from: no cover.
    assert!(!s.screen().covered());
    assert_eq!(s.ask(), Some(Ask::Swap));
    keys(&mut s, &[KeyCode::Char('k'), KeyCode::Enter]);
    assert_eq!(s.game().to_act(), ToAct::Seat(Seat(1)), "the computers swap");
    assert!(s.busy());
    let hand = s.game().view(Seat(0)).hand;
    let tiles: Vec<(Option<Card>, usize)> = super::play::groups(&hand)
        .into_iter()
        .map(|(c, n)| (Some(c), n))
        .collect();
    assert!(!tiles.is_empty());
    assert_eq!(
        s.tiles(),
        tiles,
        "Amal's own hand, no computer's, while Computer 2 swaps"
    );
    assert_eq!(s.playable(), [], "none of it playable on another's turn");
    let shown = text(&s);
    assert!(
        shown.contains("Amal's hand: 3 cards") && shown.contains("Computer 2 to play"),
        "{shown}"
    );
    insta::assert_snapshot!("alone_while_a_computer_swaps_no_colour", no_colour(&s, area(4)));
    computers_play(&mut s);
    assert_eq!(s.curtain(), None, "never a curtain for one person");
    assert!(
        s.game().to_act() == ToAct::Seat(Seat(0)) || s.game().phase() == Phase::Over,
        "the computers played on to Amal"
    );
}

#[test]
fn a_deal_in_front_of_everyone_keeps_the_holders_cards_covered_through_the_computers_turns() {
    let mut s = seated_at(
        last_play_of_the_stage(1),
        &[EASY, SeatKind::Human, SeatKind::Human, EASY],
        &["Computer 1 (easy)", "Sami", "Dov", "Computer 4 (easy)"],
    );
    assert_eq!(s.holder(), Some(Seat(1)), "Sami took the device");
    keys(&mut s, &[KeyCode::Char('1'), KeyCode::Enter]);
    assert_eq!(s.ask(), Some(Ask::NextStage));
    key(&mut s, KeyCode::Enter);
    // Computer 1 swaps first; Sami keeps the device, Dov sits beside her.
    assert_eq!(s.game().to_act(), ToAct::Seat(Seat(0)));
    assert_eq!(s.curtain(), None);
    assert!(s.screen().covered(), "Sami's new cards were dealt in front of Dov");
    assert_eq!(s.tiles(), [], "covered: not shown while the computer swaps");
    let shown = text(&s);
    assert!(
        shown.contains("Sami's new cards stay covered until Sami's turn"),
        "the table shows, the cards do not:
{shown}"
    );
    computers_play(&mut s);
    assert_eq!(s.game().to_act(), ToAct::Seat(Seat(1)), "Sami's swap");
    assert!(s.screen().covered(), "still covered on her turn");
    assert_eq!(s.curtain(), Some(Seat(1)), "the curtain, until she takes the device");
    assert!(text(&s).contains("now press a key."), "{}", text(&s));
    s.take_device();
    assert_eq!(s.ask(), Some(Ask::Swap), "her cards, to swap");
    keys(&mut s, &[KeyCode::Char('k'), KeyCode::Enter]);
    assert_eq!(s.curtain(), Some(Seat(2)), "Dov's turn: the curtain first");
    s.take_device();
    assert!(!s.screen().covered(), "Dov passed the curtain: no second cover");
    assert_eq!(s.ask(), Some(Ask::Swap));
}

#[test]
fn the_device_passed_behind_the_curtain_after_a_deal_brings_no_second_cover() {
    let mut s = at(last_play_of_the_stage(1));
    assert_eq!(s.holder(), Some(Seat(1)));
    keys(&mut s, &[KeyCode::Char('1'), KeyCode::Enter]);
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.game().phase(), Phase::Swap, "stage 2 is dealt");
    assert_eq!(s.curtain(), Some(Seat(0)), "Amal swaps first, behind her curtain");
    s.take_device();
    assert!(!s.screen().covered(), "the curtain was her cover");
    assert_eq!(s.ask(), Some(Ask::Swap));
}

// ---------------------------------------------------------------- turns

#[test]
fn a_lay_is_previewed_then_confirmed_or_taken_back() {
    let mut s = four(&["3", "9", "13"], &["4"]);
    key(&mut s, KeyCode::Char('2'));
    assert_eq!(s.choice(), Some(Action::lay(card("9"))));
    let preview = s.preview().expect("a preview");
    assert_eq!((preview.pile.last(), preview.value), (Some(&card("9")), 9));
    assert_eq!(last_action(&s), None, "nothing is laid before Enter");
    key(&mut s, KeyCode::Char('u'));
    assert_eq!(s.choice(), None, "taken back");
    key(&mut s, KeyCode::Char('1'));
    assert_eq!(s.choice(), None, "the 3 does not fit the 4");
    assert!(message(&s).contains("lower than the pile's value 4"), "{}", message(&s));
    keys(&mut s, &[KeyCode::Char('3'), KeyCode::Enter]);
    assert_eq!(last_action(&s), Some(Action::lay(card("13"))));
}

#[test]
fn a_burn_preview_says_the_pile_leaves_the_game() {
    let mut s = four(&["3", "burn"], &["4", "9"]);
    key(&mut s, KeyCode::Char('2'));
    assert!(s.preview().is_some_and(|p| p.burnt));
    assert!(text(&s).contains("It burns: the whole pile leaves the game."));
}

#[test]
fn by_mouse_a_click_picks_a_card_and_a_second_click_confirms() {
    let l = layout(area(4), 4);
    let mut s = four(&["3", "9", "9", "13"], &["4"]);
    let tile = |k: usize| {
        let r = l.tile_rects(k + 1, None)[k];
        Position::new(r.x + 2, r.y + 1)
    };
    click(&mut s, tile(2));
    assert_eq!(s.choice(), Some(Action::lay(card("13"))));
    click(&mut s, tile(2));
    assert_eq!(last_action(&s), Some(Action::lay(card("13"))), "{}", message(&s));
    // Several equal cards: the click asks how many; the answers are clicked.
    let mut s = four(&["3", "9", "9", "13"], &["4"]);
    click(&mut s, tile(1));
    assert_eq!(s.ask(), Some(Ask::Count(card("9"))));
    let sc = s.scene().expect("a scene");
    let row = s.screen().choice_row(&sc);
    let one = row.rects(l.choices)[0];
    drop(sc);
    click(&mut s, Position::new(one.x + 1, one.y));
    assert_eq!(s.choice(), Some(Action::lay(card("9"))));
    click(&mut s, Position::new(one.x + 1, one.y));
    assert_eq!(last_action(&s), Some(Action::lay(card("9"))));
}

#[test]
fn by_mouse_a_carry_it_names_the_player_clicked_in_the_table() {
    let l = layout(area(4), 4);
    let mut s = four(&["3", "carry-it"], &["9"]);
    keys(&mut s, &[KeyCode::Char('2'), KeyCode::Enter]);
    let row = l.seat_row(Seat(2));
    click(&mut s, Position::new(row.x + 4, row.y));
    assert_eq!(s.choice(), Some(Action::Name(Seat(2))));
    let own = l.seat_row(Seat(0));
    click(&mut s, Position::new(own.x + 4, own.y));
    assert_eq!(message(&s), "A player may not name themself.", "D9, in words");
    click(&mut s, Position::new(row.x + 4, row.y));
    assert_eq!(last_action(&s), Some(Action::Name(Seat(2))));
}

#[test]
fn the_swap_marks_cards_of_both_rows_and_k_keeps_them() {
    let mut s = (ENTRY.open)(5, names(4), &Value::Null).expect("a session");
    s.take_device();
    key(s.as_mut(), KeyCode::Char('1'));
    key(s.as_mut(), KeyCode::Char('2'));
    key(s.as_mut(), KeyCode::Char('4'));
    assert_eq!(
        s.actions_played(),
        1,
        "two hand cards for one face-up card: no swap yet"
    );
    key(s.as_mut(), KeyCode::Enter); // the cursor's (4th) card again: unmarked
    key(s.as_mut(), KeyCode::Char('k'));
    key(s.as_mut(), KeyCode::Enter);
    assert_eq!(s.actions_played(), 2, "kept");
    assert_eq!(s.curtain(), Some(Seat(1)));
}

#[test]
fn a_turn_typed_in_notation_is_chosen_then_confirmed() {
    let mut s = four(&["3", "9", "9", "13"], &["4"]);
    key(&mut s, KeyCode::Char(':'));
    for c in "9 9".chars() {
        key(&mut s, KeyCode::Char(c));
    }
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.choice(), Some(Action::lay_n(card("9"), 2)), "{}", message(&s));
    key(&mut s, KeyCode::Enter);
    assert_eq!(last_action(&s), Some(Action::lay_n(card("9"), 2)));
    let mut t = four(&["3", "9", "9", "13"], &["4"]);
    key(&mut t, KeyCode::Char(':'));
    for c in "3".chars() {
        key(&mut t, KeyCode::Char(c));
    }
    key(&mut t, KeyCode::Enter);
    assert_eq!(message(&t), "3 is not a legal turn now.", "the whole sentence");
}

#[test]
fn picking_up_is_refused_while_a_card_fits() {
    let mut s = four(&["3", "9"], &["4"]);
    key(&mut s, KeyCode::Char('p'));
    assert_eq!(
        message(&s),
        "A card can be played, so the pile may not be picked up.",
        "D7, in words"
    );
    assert_eq!(s.choice(), None);
}

#[test]
fn the_results_name_the_sessions_wajh_al_nahs_and_each_stage() {
    let mut table = Table::<WajhAlNahs>::new(3, 4, Options::default()).expect("four");
    let mut rng = rules_core::rng_from_seed(3);
    assert!(table.play_random(&mut rng, 100_000));
    let record = table.record();
    let s = WajhSession::resumed(&record, names(4)).expect("replays");
    let summary = s.summary();
    let marks: Vec<i64> = table.game().marks().into_iter().map(i64::from).collect();
    assert_eq!(summary.scores, marks);
    assert_eq!(summary.details.len(), 1 + 3, "a line a stage");
    assert!(
        summary.headline.contains("Wajh al-Nahs of the session"),
        "{}",
        summary.headline
    );
    let winners: Vec<Seat> = table.game().fewest_marks();
    assert_eq!(summary.winners, winners);
}

/// What the hard computer plays for the seat to act at `s`'s table, asked
/// of the rules' players directly (as the hint key asks them).
fn hard_choice(s: &WajhSession) -> Action {
    let computers = <WajhAlNahs as majlis_games::Shelved>::computers().expect("computer players");
    let (mut bot, iterations) = computers.player(Level::Hard, s.game().players());
    let seat = s.game().to_act().seat().expect("a seat to act");
    let seed = rules_core::decision_seed(s.table().seed(), s.table().actions().len() as u64, seat);
    rules_core::decide_at(bot.as_mut(), s.game(), seed, rules_core::Budget::iterations(iterations))
        .expect("a decision")
        .action
}

/// Issue 17 §2: the hint is staged as Amal's own choice of it would be —
/// here two 7s of three, picked and their count under the cursor, the pile
/// previewed — with its reason in words; Enter plays exactly it.
#[test]
fn snapshot_the_hint_is_staged_as_a_choice_and_enter_plays_it() {
    let mut s = four(&["3", "7", "7", "7", "burn", "carry-it"], &["2", "6"]);
    s.set_pace(crate::seats::Pace::instant());
    let hard = hard_choice(&s);
    key(&mut s, KeyCode::Char('h'));
    computers_play(&mut s);
    assert_eq!(s.choice(), Some(hard), "the hint waits to be confirmed");
    let shown = text(&s);
    assert!(shown.contains("Hint (hard): "), "{shown}");
    insta::assert_snapshot!("four_hint_staged", shown);
    key(&mut s, KeyCode::Enter);
    assert_eq!(last_action(&s), Some(hard));
}

#[test]
fn a_saved_games_progress_names_who_leads_with_the_fewest_marks() {
    // Marks 1, 0, 0, 1: Sami and Dov have none.
    assert_eq!(
        four(&["3"], &["2"]).progress(),
        "stage 3 of 3, Sami and Dov lead with no mark"
    );
}

#[test]
fn cards_are_said_with_the_right_article_and_number() {
    use super::chronicle::cards_said;
    assert_eq!(cards_said(Card::UNDER_OVER, 1), "an Under-over");
    assert_eq!(cards_said(card("8"), 1), "an 8");
    assert_eq!(cards_said(card("11"), 1), "an 11");
    assert_eq!(cards_said(Card::FIVE_OR_LESS, 1), "a Five-or-less");
    assert_eq!(cards_said(card("7"), 2), "two 7s");
}

// ---------------------------------------------------------------- Arabic, Hebrew, pseudo

use crate::i18n::{Lang, set_lang};

/// The words the Arabic and Hebrew screens keep in Latin letters: key names
/// (as keyboards print them), the game's Latin name where the booklet's
/// Arabic stands beside it, and the log's frame title, the session's own
/// word (the "table" part's, until it is translated).
const LATIN_ALLOWED: [&str; 5] = ["Enter", "Esc", "Log", "Hint", "hard"];

/// The final picture beside the results, with the summary's words above it.
fn results_text(s: &WajhSession) -> String {
    let (w, h) = s.final_size().expect("a final picture");
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("a test terminal");
    terminal.draw(|f| s.draw_final(f, f.area())).expect("drawn");
    let summary = s.summary();
    format!(
        "{}\n{}\n\n{}",
        summary.headline,
        summary.details.join("\n"),
        rows(terminal.backend().buffer()).join("\n")
    )
}

/// A whole session of four played at random to its end, resumed at its last
/// action (its stages' results in the chronicle).
fn finished() -> WajhSession {
    let mut table = Table::<WajhAlNahs>::new(3, 4, Options::default()).expect("four");
    let mut rng = rules_core::rng_from_seed(3);
    assert!(table.play_random(&mut rng, 100_000));
    WajhSession::resumed(&table.record(), names(4)).expect("replays")
}

/// The screens of a turn in the language set: two 7s chosen with the pile
/// previewed, a Carry-it's naming and the answer behind its curtain, the
/// face-down pick, a stage's end.
fn screens_in(lang: Lang) -> Vec<(&'static str, String)> {
    set_lang(lang);
    let mut shown = Vec::new();
    let mut s = four(&["3", "7", "7", "7", "burn"], &["2", "6"]);
    shown.push(("cards", text(&s)));
    key(&mut s, KeyCode::Char('2'));
    shown.push(("count", text(&s)));
    key(&mut s, KeyCode::Left);
    shown.push(("two_sevens", text(&s)));
    let mut s = four(&["3", "burn"], &["9", "12"]);
    key(&mut s, KeyCode::Char('2'));
    shown.push(("burn", text(&s)));
    let mut s = four(&["3", "carry-it"], &["9", "12"]);
    keys(&mut s, &[KeyCode::Char('2'), KeyCode::Enter, KeyCode::Char('4')]);
    shown.push(("name", text(&s)));
    key(&mut s, KeyCode::Enter);
    s.take_device();
    shown.push(("answer", text(&s)));
    let s = four(&["3"], &["13"]);
    shown.push(("pick_up", text(&s)));
    let mut s = four(&["3", "7"], &["5"]);
    key(&mut s, KeyCode::Char('p'));
    shown.push(("refused", text(&s)));
    let mut s = at(json!({
        "hands": [[], ["2", "3", "4"], ["5", "6"]],
        "face_up": [[], [], []],
        "face_down": [["13", "2", "burn"], [], []],
        "pile": ["9"], "draw": [], "to_move": 0,
    }));
    key(&mut s, KeyCode::Char('2'));
    shown.push(("face_down", text(&s)));
    let mut s = (ENTRY.open)(9, names(4), &json!({})).expect("four players");
    s.take_device();
    key(s.as_mut(), KeyCode::Char('1'));
    key(s.as_mut(), KeyCode::Char('4'));
    shown.push(("swap", text(s.as_ref())));
    shown.push(("stage_over", text(&stage_over())));
    shown
}

#[test]
fn snapshots_in_arabic_hebrew_and_the_pseudo_language() {
    for (lang, code) in [(Lang::Ar, "ar"), (Lang::He, "he"), (Lang::Pseudo, "pseudo")] {
        let shown = screens_in(lang);
        for (name, screen) in &shown {
            if ["two_sevens", "name", "stage_over"].contains(name) {
                insta::assert_snapshot!(format!("four_{name}_{code}"), screen);
            }
        }
        insta::assert_snapshot!(format!("four_results_{code}"), results_text(&finished()));
    }
    set_lang(Lang::En);
}

#[test]
fn no_english_is_left_on_the_arabic_or_hebrew_screen() {
    for lang in [Lang::Ar, Lang::He] {
        let mut allowed = LATIN_ALLOWED.to_vec();
        allowed.extend(crate::games::testing::NAMES);
        for (name, screen) in screens_in(lang) {
            let left = crate::games::testing::english_left(&screen, &allowed);
            assert!(left.is_empty(), "{lang} {name}: {left:?}\n{screen}");
            assert!(
                !screen.contains("wajh-alnahs-"),
                "{lang} {name}: a message id\n{screen}"
            );
        }
        let s = finished();
        let mut words = vec![results_text(&s), s.progress()];
        words.extend(s.log().lines().iter().map(|l| l.text.clone()));
        for text in words {
            let left = crate::games::testing::english_left(&text, &allowed);
            assert!(left.is_empty(), "{lang}: {left:?}\n{text}");
        }
    }
    set_lang(Lang::En);
}

/// Hidden cards stay hidden in Arabic too: two tables that differ only in
/// the cards the seat holding the device may not see (the others' hands, the
/// face-down cards, the draw pile) draw the same screen, at every step of a
/// turn, and behind the curtain nothing of the next hand shows.
#[test]
fn in_arabic_no_hidden_card_reaches_the_screen_and_the_curtain_hides_the_hand() {
    set_lang(Lang::Ar);
    let table = |other: [&str; 3], down: [&str; 3]| {
        at(json!({
            "hands": [["3", "7", "carry-it"], other, ["5", "6", "zero"], ["8", "11", "12"]],
            "face_up": [["1", "9", "13"], ["4", "10", "reverse"], [], ["skip"]],
            "face_down": [down, ["1", "2", "3"], ["9", "10"], ["11", "13", "13"]],
            "pile": ["2"],
            "draw": ["4", "burn"],
            "marks": [1, 0, 0, 1], "stage": 3,
            "to_move": 0,
        }))
    };
    let mut x = table(["2", "3", "4"], ["5", "6", "7"]);
    let mut y = table(["burn", "transparent", "under-over"], ["12", "skip", "zero"]);
    let steps = [
        None,
        Some(KeyCode::Char('3')),
        Some(KeyCode::Enter),
        Some(KeyCode::Char('2')),
        Some(KeyCode::Enter),
    ];
    for step in steps {
        if let Some(code) = step {
            key(&mut x, code);
            key(&mut y, code);
        }
        assert_eq!(text(&x), text(&y), "after {step:?}");
    }
    // Carry-it laid, Sami named: Sami's curtain, and nothing of his hand.
    assert_eq!(x.curtain(), Some(Seat(1)));
    assert_eq!(x.ask(), None, "the screen sees nothing behind the curtain");
    let behind = text(&x);
    assert!(!behind.contains("╭1"), "no tile behind the curtain:\n{behind}");
    assert_ne!(
        text(&x),
        {
            x.take_device();
            text(&x)
        },
        "once he takes the device, his hand shows"
    );
    set_lang(Lang::En);
}

/// Right to left the players' table and the pile go to the right, the log
/// to the left; the tiles keep their order, and a click lands on what is
/// drawn there.
#[test]
fn right_to_left_the_panels_mirror_and_clicks_follow() {
    let a = area(4);
    set_lang(Lang::Ar);
    let l = layout(a, 4);
    assert_eq!(l.table.right(), a.right());
    assert_eq!(l.pile.right(), a.right());
    assert_eq!(l.log.x, a.x);
    let tiles = l.tile_rects(3, None);
    assert!(tiles[0].x < tiles[1].x, "tiles left to right");
    let mut s = four(&["3", "7", "burn"], &["2", "6"]);
    click(&mut s, tiles[1].as_position());
    click(&mut s, tiles[1].as_position());
    assert_eq!(last_action(&s), Some(Action::lay(card("7"))));
    // A player named by a click on their row of the table.
    let mut s = four(&["3", "carry-it"], &["9", "12"]);
    keys(&mut s, &[KeyCode::Char('2'), KeyCode::Enter]);
    click(&mut s, l.seat_row(Seat(2)).as_position());
    assert_eq!(s.choice(), Some(Action::Name(Seat(2))));
    set_lang(Lang::En);
}

#[test]
fn the_keys_clicks_and_typed_line_are_worded_by_message_ids_that_exist() {
    use super::input::Intent;
    let shared = [
        crate::keys::choose(Intent::Choose).does,
        crate::keys::step_back(Intent::Back).does,
        crate::keys::next_option(Intent::Next).does,
        crate::keys::previous_option(Intent::Prev).does,
    ];
    let ids = crate::games::testing::key_word_ids::<Screen, Intent>(&shared);
    crate::games::testing::assert_ids_in_every_language(&ids, "wajh-alnahs-");
}

/// The players' table's column words fit their columns at 80×24 in each
/// language the family reads (a word too long would be left out).
#[test]
fn the_players_tables_column_words_fit_in_every_language() {
    use crate::text::width;
    for lang in [Lang::En, Lang::Ar, Lang::He] {
        set_lang(lang);
        for (word, most) in [
            (t!("wajh-alnahs-column-player"), 11),
            (t!("wajh-alnahs-column-hand"), 4),
            (t!("wajh-alnahs-column-face-up"), 17),
            (t!("wajh-alnahs-column-down"), 4),
            (t!("wajh-alnahs-column-marks"), 5),
        ] {
            assert!(width(&word) <= most, "{word} in {lang}");
        }
    }
    set_lang(Lang::En);
}

/// Without colours, in Arabic: the tile under the cursor is in reverse
/// video, a tile that cannot be played is dim, and the seat to act is
/// marked with an arrow pointing at its name (right to left: `◀`).
#[test]
fn no_colour_in_arabic_the_cursor_the_unplayable_and_the_mover_still_show() {
    set_lang(Lang::Ar);
    let mut s = four(&["3", "7", "burn"], &["5"]);
    key(&mut s, KeyCode::Char('2'));
    let l = layout(area(4), 4);
    let tiles = l.tile_rects(3, None);
    let b = buffer(&s, area(4));
    let face = |r: Rect| crate::nocolor::mark(b[(r.x + 2, r.y + 1)].modifier);
    assert_eq!(face(tiles[1]), 'R', "the 7 under the cursor");
    assert_eq!(face(tiles[0]), 'D', "the 3 does not go on a 5");
    let row: String = {
        let r = l.seat_row(Seat(0));
        (r.x..r.right()).map(|x| b[(x, r.y)].symbol().to_string()).collect()
    };
    assert!(row.contains('◀') && !row.contains('▶'), "{row}");
    set_lang(Lang::En);
}

// ---------------------------------------------------------------- the rules' reasons, in Arabic and Hebrew

/// The notation's own words, which a refusal of typed text may name (they
/// are what the family types, in Latin letters on every keyboard).
const NOTATION_WORDS: [&str; 14] = [
    "pick", "face", "down", "swap", "keep", "carry", "deal", "name", "for", "zero", "five", "less", "skip", "reverse",
];
const MORE_NOTATION_WORDS: [&str; 5] = ["burn", "transparent", "under", "over", "seven"];

/// One of each of the rules crate's typed reasons of the hint
/// (`wajh_alnahs::bot::Said`).
fn every_said() -> Vec<majlis_games::rules::wajh_alnahs::bot::Said> {
    use majlis_games::rules::wajh_alnahs::Exchange;
    use majlis_games::rules::wajh_alnahs::bot::{Said, Then};
    let shed = |card, count, held, then| Said::Sheds {
        card,
        count,
        held,
        then,
    };
    let swap = Exchange::new(
        [card("9"), Card::BURN].into_iter().collect(),
        [card("3"), card("4")].into_iter().collect(),
    );
    vec![
        Said::PassesCarryIt { pile: 6 },
        Said::PlaysCarryIt { pile: 6 },
        Said::Burns { pile: 9 },
        Said::FourOfAKind { pile: 7 },
        shed(card("3"), 1, 1, Then::Nothing),
        shed(card("13"), 2, 2, Then::Keeps(Card::BURN, None)),
        shed(card("5"), 3, 3, Then::Keeps(Card::SKIP, Some(Card::BURN))),
        shed(card("7"), 1, 3, Then::Nothing),
        shed(card("7"), 2, 3, Then::Nothing),
        shed(Card::ZERO, 1, 1, Then::Does(Card::ZERO)),
        shed(Card::FIVE_OR_LESS, 1, 2, Then::Does(Card::FIVE_OR_LESS)),
        shed(Card::SKIP, 1, 1, Then::Does(Card::SKIP)),
        shed(Card::REVERSE, 2, 2, Then::Does(Card::REVERSE)),
        shed(Card::BURN, 1, 1, Then::Does(Card::BURN)),
        shed(Card::TRANSPARENT, 1, 1, Then::Does(Card::TRANSPARENT)),
        shed(Card::UNDER_OVER, 1, 1, Then::Does(Card::UNDER_OVER)),
        shed(Card::CARRY_IT, 1, 1, Then::Does(Card::CARRY_IT)),
        Said::Names {
            player: Seat(2),
            pile: 5,
            holds: 1,
        },
        Said::PicksUpKeepingCarryIt { pile: 4 },
        Said::PicksUp { pile: 4 },
        Said::FaceDown,
        Said::KeepsDealt,
        Said::Swaps(swap),
    ]
}

/// Text of each kind the typed line refuses, one for each of the rules
/// crate's typed reasons (`wajh_alnahs::notation::Unread`).
fn unread_texts() -> Vec<String> {
    let many = vec!["5"; 256].join(" ");
    [
        " ",
        "deal x",
        "deal",
        "keep 2",
        "pick it",
        "face-down 4",
        "carry-it 7",
        "down",
        "name",
        "seven",
        "7 8",
        &many,
        "swap 9 3",
        "swap 9 for 3 4",
        "swap 1 2 3 4 for 5 6 7 8",
        "swap x for 3",
    ]
    .iter()
    .map(|t| (*t).to_string())
    .collect()
}

/// Every typed reason of the hint and of the typed line has its words in
/// Arabic and Hebrew: each its own, with no English left but the
/// notation the family types, and no message id.
#[test]
fn every_rules_reason_is_worded_in_arabic_and_hebrew() {
    use majlis_games::rules::wajh_alnahs::notation::read;
    let unread: Vec<_> = unread_texts().iter().map(|t| read(t).expect_err(t)).collect();
    let kinds: std::collections::HashSet<String> = unread
        .iter()
        .map(|u| {
            format!("{u:?}")
                .split(['(', ' '])
                .next()
                .unwrap_or_default()
                .to_string()
        })
        .collect();
    assert_eq!(
        kinds.len(),
        15,
        "every kind of refusal but one counted twice (NotANumber): {kinds:?}"
    );
    let mut allowed = NOTATION_WORDS.to_vec();
    allowed.extend(MORE_NOTATION_WORDS);
    for lang in [Lang::Ar, Lang::He] {
        set_lang(lang);
        let mut seen = std::collections::HashSet::new();
        let said = every_said().iter().map(super::why::words).collect::<Vec<_>>();
        let refused = unread.iter().map(super::why::unread).collect::<Vec<_>>();
        for words in said.iter().chain(&refused) {
            let left = crate::test_support::english_words(words, &allowed);
            assert!(left.is_empty(), "{lang}: {words}: {left:?}");
            assert!(!words.contains("wajh-alnahs-") && !words.is_empty(), "{lang}: {words}");
            assert!(seen.insert(words.clone()), "{lang}: said twice: {words}");
        }
        // The hint's words name no notation at all.
        for words in &said {
            let left = crate::test_support::english_words(words, &[]);
            assert!(left.is_empty(), "{lang}: {words}: {left:?}");
        }
    }
    set_lang(Lang::En);
}

/// The hint's why in Arabic and Hebrew at the table of the English hint's
/// snapshot: what the hard computer's lay does, in the family's words
/// (never "the move shown"), whole words at 80×24.
#[test]
fn snapshot_the_hint_says_why_in_arabic_and_hebrew() {
    let mut allowed = LATIN_ALLOWED.to_vec();
    allowed.extend(crate::games::testing::NAMES);
    for (lang, code) in [(Lang::Ar, "ar"), (Lang::He, "he")] {
        set_lang(lang);
        let mut s = four(&["3", "7", "7", "7", "burn", "carry-it"], &["2", "6"]);
        s.set_pace(crate::seats::Pace::instant());
        key(&mut s, KeyCode::Char('h'));
        computers_play(&mut s);
        let said = message(&s);
        assert!(!said.contains(&t!("table-hint-shown-move")), "{code}: {said}");
        let left = crate::test_support::english_words(&said, &allowed);
        assert!(left.is_empty(), "{code}: {said}: {left:?}");
        insta::assert_snapshot!(format!("four_hint_staged_{code}"), text(&s));
    }
    set_lang(Lang::En);
}

/// A typed line refused in Arabic and Hebrew, on the screen at 80×24: the
/// reason in the family's words (cards of two kinds laid together, D13),
/// the typed text kept to be corrected.
#[test]
fn snapshot_a_refused_typed_line_in_arabic_and_hebrew() {
    for (lang, code) in [(Lang::Ar, "ar"), (Lang::He, "he")] {
        set_lang(lang);
        let mut s = four(&["3", "7", "7", "7", "burn", "carry-it"], &["2", "6"]);
        key(&mut s, KeyCode::Char(':'));
        for c in "7 8".chars() {
            key(&mut s, KeyCode::Char(c));
        }
        key(&mut s, KeyCode::Enter);
        assert_eq!(
            message(&s),
            t!("wajh-alnahs-unread-one-kind", first = "7", second = "8"),
            "{code}"
        );
        insta::assert_snapshot!(format!("four_typed_unread_{code}"), text(&s));
    }
    set_lang(Lang::En);
}
