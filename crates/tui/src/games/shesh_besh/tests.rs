//! Screen tests: snapshots on a `TestBackend` (each reviewed by eye), exact
//! buffers for the small widgets, and the game driven by keys and by mouse.
//! Rule marks (D1…D4, rule 7) refer to `rules/shesh-besh.md`.

use majlis_games::rules::shesh_besh::position_id::{Side, encode};
use majlis_games::rules::shesh_besh::{self, Place, SheshBesh, Step};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, MouseButton, MouseEventKind};
use ratatui::layout::{Position, Rect};
use ratatui::widgets::Widget;
use rules_core::{Game, Seat, Table, ToAct};

use super::draw::{Dice, Stack, Tray, style};
use super::layout::{BLACK, Spot, Target, WHITE, layout};
use super::play::{Awaiting, place_spot};
use super::{Screen, SheshBeshSession};
use crate::games::testing::input_helpers;
use crate::registry::Registered;
use crate::seated::Tone;
use crate::test_support::{mouse_at, symbols};

const ENTRY: Registered = Registered::of::<Screen>();
use crate::session::{Reply, Session};

const START_ID: &str = "4HPwATDgc/ABMA";

fn names() -> Vec<String> {
    vec!["Amal".to_string(), "Ben".to_string()]
}

fn area() -> Rect {
    Rect::new(0, 0, 80, 24)
}

/// A new match through the entry, as the shell opens it.
fn new_match(seed: u64, match_to: u32) -> Box<dyn Session> {
    let options = serde_json::json!({ "match_to": match_to });
    (ENTRY.open)(seed, names().to_vec(), &options).expect("a new match")
}

/// A session at a given position: `to_move` with `dice` (or about to roll).
fn at_position(id: &str, to_move: Seat, dice: Option<(u8, u8)>) -> SheshBeshSession {
    at_position_of(id, to_move, dice, names())
}

/// [`at_position`] with the players' `names`.
fn at_position_of(id: &str, to_move: Seat, dice: Option<(u8, u8)>, names: Vec<String>) -> SheshBeshSession {
    let game = SheshBesh::from_position_id(id, to_move, dice).expect("a valid Position ID");
    SheshBeshSession::new(Table::from_state(game, 7), names)
}

/// A Position ID from each side's checkers, in its own numbering (index 24: the bar).
fn id_of(on_roll: &[(usize, u8)], opponent: &[(usize, u8)]) -> String {
    let side = |list: &[(usize, u8)]| {
        let mut s: Side = [0; 25];
        for &(point, n) in list {
            // Point 25 stands for the bar.
            s[point - 1] = n;
        }
        s
    };
    encode(&side(on_roll), &side(opponent))
}

input_helpers!(|_: usize| area());

fn render(s: &dyn Session, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|f| s.draw(f, Rect::new(0, 0, width, height)))
        .expect("drawn");
    terminal
}

/// Presses → until the cursor is on `spot` (one key reaches every stop).
fn cursor_to(s: &mut SheshBeshSession, spot: Spot) {
    for _ in 0..28 {
        if s.screen().cursor() == spot {
            return;
        }
        key(s, KeyCode::Right);
    }
    assert_eq!(s.screen().cursor(), spot, "the cursor never reached {spot:?}");
}

/// One of White's steps by the cursor: the checker on point `from` picked
/// by Enter, dropped on `to` by Enter.
fn step_by_cursor(s: &mut SheshBeshSession, from: u8, to: u8) {
    cursor_to(s, point(WHITE, from));
    key(s, KeyCode::Enter);
    cursor_to(s, point(WHITE, to));
    key(s, KeyCode::Enter);
}

fn screen_text(s: &dyn Session) -> String {
    symbols(render(s, 80, 24).backend().buffer())
}

fn point(seat: Seat, p: u8) -> Spot {
    place_spot(Place::Point(p), seat)
}

fn message(s: &SheshBeshSession) -> String {
    s.message().map(|m| m.text.clone()).unwrap_or_default()
}

// ---------------------------------------------------------------- widgets

/// `widget` drawn alone on an empty `width`×`height` buffer.
fn drawn(widget: impl Widget, width: u16, height: u16) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    widget.render(area, &mut buf);
    buf
}

/// `count` of `seat`'s checkers in a 3×5 column, from the top or the bottom.
fn stack(seat: Seat, count: u8, from_top: bool) -> Buffer {
    drawn(Stack { seat, count, from_top }, 3, 5)
}

#[test]
fn a_tall_stack_shows_four_checkers_and_the_count() {
    let buf = stack(WHITE, 7, true);
    let mut expected = Buffer::with_lines([" ○ ", " ○ ", " ○ ", " ○ ", " 7 "]);
    expected.set_style(Rect::new(1, 0, 1, 4), style::WHITE);
    expected.set_style(Rect::new(1, 4, 1, 1), style::COUNT);
    assert_eq!(buf, expected);
}

#[test]
fn a_black_stack_grows_up_and_a_two_digit_count_ends_under_it() {
    let buf = stack(BLACK, 11, false);
    let mut expected = Buffer::with_lines(["11 ", " ● ", " ● ", " ● ", " ● "]);
    expected.set_style(Rect::new(1, 1, 1, 4), style::BLACK);
    expected.set_style(Rect::new(0, 0, 2, 1), style::COUNT);
    assert_eq!(buf, expected);

    let short = stack(BLACK, 2, false);
    assert_eq!(short, Buffer::with_lines(["   ", "   ", "   ", " ● ", " ● "]));
}

#[test]
fn the_dice_show_used_ones_dimmed() {
    let buf = drawn(
        Dice {
            dice: &[(6, false), (3, true)],
        },
        18,
        1,
    );
    let mut expected = Buffer::with_lines(["      6   3       "]);
    expected.set_style(Rect::new(5, 0, 3, 1), style::DIE);
    expected.set_style(Rect::new(9, 0, 3, 1), style::DIE_USED);
    assert_eq!(buf, expected);
}

#[test]
fn boxed_dice_in_a_taller_band() {
    let four = [(4, true), (4, false), (4, false), (4, false)];
    let buf = drawn(Dice { dice: &four }, 23, 3);
    let mut expected = Buffer::with_lines([
        "╭───╮ ╭───╮ ╭───╮ ╭───╮",
        "│ 4 │ │ 4 │ │ 4 │ │ 4 │",
        "╰───╯ ╰───╯ ╰───╯ ╰───╯",
    ]);
    expected.set_style(Rect::new(0, 0, 5, 3), style::DIE_USED);
    for k in 1..4 {
        expected.set_style(Rect::new(k * 6 + 1, 1, 3, 1), style::DIE);
    }
    assert_eq!(buf, expected);
}

#[test]
fn a_tray_fills_rows_of_three() {
    let buf = drawn(
        Tray {
            seat: WHITE,
            count: 4,
            from_top: false,
        },
        5,
        5,
    );
    let mut expected = Buffer::with_lines(["     ", "     ", "     ", " ○   ", " ○○○ "]);
    expected.set_style(Rect::new(1, 3, 1, 1), style::WHITE);
    expected.set_style(Rect::new(1, 4, 3, 1), style::WHITE);
    assert_eq!(buf, expected);
}

// ---------------------------------------------------------------- snapshots

#[test]
fn snapshot_start_of_a_match() {
    let s = new_match(1, 3);
    assert_eq!(s.min_size(), (76, 16));
    insta::assert_snapshot!("start", render(s.as_ref(), 80, 24).backend());
}

#[test]
fn snapshot_a_checker_picked_and_its_destinations() {
    let mut s = at_position(START_ID, WHITE, Some((6, 3)));
    cursor_to(&mut s, point(WHITE, 13));
    key(&mut s, KeyCode::Enter);
    let terminal = render(&s, 80, 24);
    insta::assert_snapshot!("picked", terminal.backend());
    // The picked checker and both destinations are marked where the layout puts them.
    let l = layout(Rect::new(0, 0, 80, 24));
    let buf = terminal.backend().buffer();
    let top13 = l.checker_cell(point(WHITE, 13), 4).expect("a cell");
    // Lit: the colour as foreground, reversed (black on it; reverse video without colour).
    assert_eq!(buf[top13].fg, style::SELECTED.fg.expect("a colour"));
    assert!(buf[top13].modifier.contains(ratatui::style::Modifier::REVERSED));
    let seven = l.checker_cell(point(WHITE, 7), 0).expect("a cell");
    let ten = l.checker_cell(point(WHITE, 10), 0).expect("a cell");
    // The cursor goes to the nearer destination (13/10 with the 3).
    assert_eq!(s.screen().cursor(), point(WHITE, 10));
    assert_eq!(buf[ten].fg, style::DEST_CURSOR.fg.expect("a colour"));
    assert_eq!(buf[seven].fg, style::DEST.fg.expect("a colour"));
    assert_eq!(buf[seven].symbol(), "◇", "a destination is no checker");
    assert_eq!(buf[ten].symbol(), "◆");
}

#[test]
fn snapshot_bar_borne_off_and_a_tall_stack() {
    // White: one on the bar, seven on the 6-point, two borne off. Black: three borne off.
    let id = id_of(&[(25, 1), (6, 7), (5, 2), (13, 3)], &[(6, 6), (5, 3), (4, 2), (3, 1)]);
    let s = at_position(&id, WHITE, None);
    let b = s.game();
    assert_eq!((b.bar(WHITE), b.off(WHITE), b.off(BLACK)), (1, 2, 3));
    insta::assert_snapshot!("bar_off_tall", render(&s, 80, 24).backend());
}

#[test]
fn snapshot_roomy_board_mid_game() {
    let mut s = at_position(START_ID, BLACK, Some((4, 4)));
    cursor_to(&mut s, point(BLACK, 13));
    key(&mut s, KeyCode::Enter);
    key(&mut s, KeyCode::Enter);
    insta::assert_snapshot!("roomy", render(&s, 120, 40).backend());
}

/// White bears off its last checker while Black has borne off none and still
/// has one in White's home board: Turkish Mars, 3 points.
#[test]
fn snapshot_a_turkish_mars() {
    let id = id_of(&[(1, 1)], &[(20, 1), (6, 14)]);
    let mut s = at_position(&id, WHITE, Some((2, 1)));
    cursor_to(&mut s, point(WHITE, 1));
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.screen().destinations(), vec![Spot::Off(WHITE)]);
    key(&mut s, KeyCode::Enter);
    key(&mut s, KeyCode::Enter);
    assert!(s.is_over(), "a single game ends the match");
    let summary = s.summary();
    assert_eq!(summary.winners, vec![WHITE]);
    assert_eq!(summary.scores, vec![3, 0]);
    assert_eq!(summary.details, vec!["Turkish Mars: 3 points".to_string()]);
    insta::assert_snapshot!("turkish_mars", render(&s, 80, 24).backend());
}

#[test]
fn too_small_says_so() {
    let s = new_match(1, 1);
    let terminal = render(s.as_ref(), 60, 10);
    let text = symbols(terminal.backend().buffer());
    assert!(
        // The shell names the game by its title (its Hebrew name drawn in visual order).
        text.contains("Shesh-Besh (") && text.contains(") needs at least 76×16; this is 60×10."),
        "{text}"
    );
}

// ---------------------------------------------------------------- keys

#[test]
fn keys_pick_a_checker_and_mark_its_destinations() {
    let mut s = at_position(START_ID, WHITE, Some((6, 3)));
    cursor_to(&mut s, point(WHITE, 8));
    assert_eq!(key(&mut s, KeyCode::Enter), Reply::Handled);
    let turn = s.screen().turn().expect("White moves");
    assert_eq!(turn.selected, Some(Place::Point(8)));
    let mut dests = s.screen().destinations();
    dests.sort_by_key(|s| format!("{s:?}"));
    assert_eq!(dests, vec![point(WHITE, 2), point(WHITE, 5)]);
    // With a checker picked, → visits only the destinations.
    let first = s.screen().cursor();
    key(&mut s, KeyCode::Right);
    assert_ne!(s.screen().cursor(), first);
    assert!(dests.contains(&s.screen().cursor()));
    key(&mut s, KeyCode::Right);
    assert_eq!(s.screen().cursor(), first);
    // Esc puts it back.
    assert_eq!(key(&mut s, KeyCode::Esc), Reply::Handled);
    assert_eq!(s.screen().turn().expect("a turn").selected, None);
    assert_eq!(
        key(&mut s, KeyCode::Esc),
        Reply::Ignored,
        "Esc with nothing picked is the shell's"
    );
}

/// Rule 4: the 24-point cannot move with 5-5 (Black holds White's 19-point).
#[test]
fn keys_a_checker_that_cannot_move_is_explained() {
    let mut s = at_position(START_ID, WHITE, Some((5, 5)));
    cursor_to(&mut s, point(WHITE, 24));
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.screen().turn().expect("a turn").selected, None);
    assert_eq!(message(&s), "This checker cannot move with 5-5.");
    assert_eq!(s.message().map(|m| m.tone), Some(Tone::Warn));
    // An empty point and the other side's checker.
    cursor_to(&mut s, point(WHITE, 20));
    key(&mut s, KeyCode::Enter);
    assert_eq!(message(&s), "Amal has no checker on 20.");
    cursor_to(&mut s, point(WHITE, 19));
    key(&mut s, KeyCode::Enter);
    assert_eq!(message(&s), "Amal has no checker on 19.");
}

#[test]
fn after_a_step_the_cursor_leaves_a_checker_that_cannot_move_on() {
    // 6-1 at the start: 6/5 with the 1 leaves a checker on 5 that cannot play the 6
    // (it would bear off while checkers are still outside home).
    let mut s = at_position(START_ID, WHITE, Some((6, 1)));
    step_by_cursor(&mut s, 6, 5);
    assert_eq!(s.screen().turn().expect("a turn").played.len(), 1);
    let movable = s.screen().movable();
    assert!(
        !movable.contains(&point(WHITE, 5)),
        "the checker on 5 cannot play the 6"
    );
    assert!(
        movable.contains(&s.screen().cursor()),
        "the cursor is on a checker that can move: {:?}",
        s.screen().cursor()
    );
    // So Enter, Enter finishes the turn from there.
    key(&mut s, KeyCode::Enter);
    key(&mut s, KeyCode::Enter);
    assert!(s.screen().turn().expect("a turn").complete.is_some(), "{}", message(&s));
}

#[test]
fn after_a_step_the_cursor_stays_on_a_checker_that_can_go_on() {
    // 6-3: 24/18 with the 6; the checker on 18 can still play the 3.
    let mut s = at_position(START_ID, WHITE, Some((6, 3)));
    step_by_cursor(&mut s, 24, 18);
    assert_eq!(s.screen().cursor(), point(WHITE, 18));
}

#[test]
fn keys_play_undo_and_confirm_a_turn() {
    let mut s = at_position(START_ID, WHITE, Some((6, 3)));
    let before = s.game().board();
    // 24/18 with the 6.
    step_by_cursor(&mut s, 24, 18);
    let turn = s.screen().turn().expect("a turn");
    assert_eq!(
        turn.played,
        vec![Step {
            from: Place::Point(24),
            to: Place::Point(18)
        }]
    );
    assert_eq!(turn.preview.board()[17], 1, "the preview shows the checker on 18");
    assert_eq!(s.game().board(), before, "nothing reaches the table before Enter");
    // Undo takes it back.
    assert_eq!(key(&mut s, KeyCode::Char('u')), Reply::Handled);
    assert!(s.screen().turn().expect("a turn").played.is_empty());
    assert_eq!(s.screen().turn().expect("a turn").preview.board(), before);
    assert_eq!(key(&mut s, KeyCode::Backspace), Reply::Handled);
    assert_eq!(message(&s), "Nothing to undo this turn.");
    // 24/18, 13/10: complete; Enter confirms and sends exactly `turn_for`.
    step_by_cursor(&mut s, 24, 18);
    step_by_cursor(&mut s, 13, 10);
    let turn = s.screen().turn().expect("a turn");
    let action = turn.complete.expect("a complete turn");
    assert_eq!(Some(action), s.game().turn_for(&turn.played));
    let preview = turn.preview.board();
    assert_eq!(key(&mut s, KeyCode::Enter), Reply::Handled);
    assert_eq!(s.table().actions().last(), Some(&action));
    assert_eq!(s.game().board(), preview);
    assert_eq!(s.phase(), Awaiting::Roll(Some(BLACK)));
    let last = s.log().lines().last().expect("a log line");
    assert!(last.text.starts_with("Amal 6-3: "), "{}", last.text);
}

#[test]
fn keys_roll_and_show_the_position_id() {
    let mut s = at_position(START_ID, WHITE, None);
    assert_eq!(s.phase(), Awaiting::Roll(Some(WHITE)));
    assert_eq!(key(&mut s, KeyCode::Char('p')), Reply::Handled);
    assert_eq!(message(&s), format!("Position ID: {START_ID}"));
    assert_eq!(key(&mut s, KeyCode::Char('r')), Reply::Handled);
    // The table drew the dice; White moves (or passed, which the start never does).
    assert!(matches!(s.phase(), Awaiting::Move(seat) if seat == WHITE));
    assert!(s.game().dice().is_some());
    assert_eq!(s.table().actions().len(), 1, "one roll recorded");
    assert_eq!(key(&mut s, KeyCode::Char('q')), Reply::Ignored, "q is the shell's");
}

/// D1: the opening roll is the players' act: nothing is drawn before the
/// press, then each side's own die is shown.
#[test]
fn keys_the_opening_roll_waits_for_a_press() {
    let mut s = new_match(5, 1);
    let actions = |s: &dyn Session| s.record_json()["actions"].as_array().map_or(0, Vec::len);
    assert_eq!(actions(s.as_ref()), 0);
    assert!(screen_text(s.as_ref()).contains("r: opening roll"));
    assert_eq!(key(s.as_mut(), KeyCode::Char(' ')), Reply::Handled);
    assert_eq!(actions(s.as_ref()), 1, "one opening roll drawn");
    let text = screen_text(s.as_ref());
    assert!(text.contains("Opening roll: "), "{text}");
}

/// D1: each side's own die, then the starter plays both (the default opening).
#[test]
fn snapshot_the_opening_roll() {
    let options = serde_json::json!({ "match_to": 3 });
    let table = Table::<SheshBesh>::new(5, 2, serde_json::from_value(options).expect("options")).expect("a table");
    let mut s = SheshBeshSession::new(table, names());
    for _ in 0..10 {
        if matches!(s.phase(), Awaiting::Move(_)) {
            break;
        }
        key(&mut s, KeyCode::Char('r'));
    }
    let opening = s.screen().chronicle().opening.expect("the opening dice");
    assert_eq!(
        s.screen().turn().map(|t| t.dice),
        Some((opening.0.max(opening.1), opening.0.min(opening.1)))
    );
    insta::assert_snapshot!("opening", render(&s, 80, 24).backend());
}

/// Rule 7: no legal move, the turn is lost, said in the message and the log.
#[test]
fn a_closed_board_passes_automatically() {
    // White is on the bar against a closed Black home board.
    let id = id_of(
        &[(25, 1), (6, 14)],
        &[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (13, 3)],
    );
    let mut s = at_position(&id, WHITE, None);
    key(&mut s, KeyCode::Char('r'));
    assert_eq!(s.phase(), Awaiting::Roll(Some(BLACK)), "the turn passed to Ben");
    assert!(
        message(&s).contains("cannot move: the turn passes to Ben."),
        "{}",
        message(&s)
    );
    let last = s.log().lines().last().expect("a log line");
    assert!(last.text.ends_with("no move, the turn passes"), "{}", last.text);
    assert_eq!(s.table().actions().len(), 2, "the roll and the empty turn");
}

// ---------------------------------------------------------------- mouse

#[test]
fn mouse_click_a_checker_then_a_destination() {
    let mut s = at_position(START_ID, WHITE, Some((6, 3)));
    let l = layout(area());
    assert_eq!(click(&mut s, l.spot_centre(point(WHITE, 13))), Reply::Handled);
    assert_eq!(s.screen().turn().expect("a turn").selected, Some(Place::Point(13)));
    let dest = l.checker_cell(point(WHITE, 7), 0).expect("a cell");
    assert_eq!(l.hit(dest), Some(Target::Spot(point(WHITE, 7))));
    click(&mut s, dest);
    let turn = s.screen().turn().expect("a turn");
    assert_eq!(
        turn.played,
        vec![Step {
            from: Place::Point(13),
            to: Place::Point(7)
        }]
    );
    // Clicking a checker twice puts it back; a click off the board is not ours.
    click(&mut s, l.spot_centre(point(WHITE, 8)));
    click(&mut s, l.spot_centre(point(WHITE, 8)));
    assert_eq!(s.screen().turn().expect("a turn").selected, None);
    assert_eq!(click(&mut s, Position::new(0, 0)), Reply::Ignored);
}

/// The sheet's flow: press on a checker, drag, release on a marked point.
#[test]
fn mouse_drag_a_checker_to_a_destination() {
    let mut s = at_position(START_ID, WHITE, Some((6, 3)));
    let l = layout(area());
    let from = l.spot_centre(point(WHITE, 8));
    let to = l.spot_centre(point(WHITE, 5));
    let event = mouse_at;
    s.on_mouse(event(MouseEventKind::Down(MouseButton::Left), from), area());
    s.on_mouse(event(MouseEventKind::Drag(MouseButton::Left), to), area());
    // Releasing where it was pressed is a plain click: the checker stays picked.
    assert_eq!(
        s.on_mouse(event(MouseEventKind::Up(MouseButton::Left), from), area()),
        Reply::Ignored
    );
    assert_eq!(s.screen().turn().expect("a turn").selected, Some(Place::Point(8)));
    assert_eq!(
        s.on_mouse(event(MouseEventKind::Up(MouseButton::Left), to), area()),
        Reply::Handled
    );
    let step = Step {
        from: Place::Point(8),
        to: Place::Point(5),
    };
    assert_eq!(s.screen().turn().expect("a turn").played, vec![step]);
}

#[test]
fn mouse_click_the_dice_to_roll() {
    let mut s = at_position(START_ID, BLACK, None);
    let l = layout(area());
    click(&mut s, Position::new(l.dice.x + 2, l.dice.y));
    assert!(matches!(s.phase(), Awaiting::Move(seat) if seat == BLACK));
}

// ---------------------------------------------------------------- whole games

/// Plays one turn by keys only, choosing among `legal_steps` by `pick`.
fn play_turn_by_keys(s: &mut SheshBeshSession, pick: &mut u64) {
    for _ in 0..8 {
        let turn = s.screen().turn().expect("a turn");
        if turn.complete.is_some() {
            key(s, KeyCode::Enter);
            return;
        }
        *pick = pick
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let index = usize::try_from(*pick >> 33).expect("fits") % turn.next.len();
        let step = turn.next[index];
        let seat = turn.seat;
        let played = turn.played.len();
        cursor_to(s, place_spot(step.from, seat));
        key(s, KeyCode::Enter);
        assert_eq!(
            s.screen().turn().expect("a turn").selected,
            Some(step.from),
            "{}",
            message(s)
        );
        let to = place_spot(step.to, seat);
        for _ in 0..4 {
            if s.screen().cursor() == to {
                break;
            }
            key(s, KeyCode::Right);
        }
        key(s, KeyCode::Enter);
        let turn = s.screen().turn().expect("a turn");
        assert_eq!(turn.played.len(), played + 1);
        assert_eq!(turn.played.last(), Some(&step));
    }
    panic!("a turn of more than four steps");
}

/// Plays a whole match by keys only until `is_over()`; returns the summary.
/// With `snapshot`, the first game's result in a match is snapshotted.
fn play_match(seed: u64, match_to: u32, snapshot: bool) -> (SheshBeshSession, crate::session::Summary) {
    play_match_with(seed, match_to, false, snapshot)
}

/// As [`play_match`], with the cube (D3) on or off: a player on turn doubles
/// one time in four, and an offered double is taken two times in three.
fn play_match_with(
    seed: u64,
    match_to: u32,
    cube: bool,
    snapshot: bool,
) -> (SheshBeshSession, crate::session::Summary) {
    play_match_of(seed, match_to, cube, snapshot, names())
}

/// [`play_match_with`] with the players' `names`.
fn play_match_of(
    seed: u64,
    match_to: u32,
    cube: bool,
    snapshot: bool,
    names: Vec<String>,
) -> (SheshBeshSession, crate::session::Summary) {
    let options = shesh_besh::Options {
        match_to,
        cube,
        ..Default::default()
    };
    let table = Table::<SheshBesh>::new(seed, 2, options).expect("a table");
    let mut s = SheshBeshSession::new(table, names);
    let mut pick = seed;
    let mut results_seen = 0;
    for _ in 0..20_000 {
        match s.phase() {
            Awaiting::Over => break,
            Awaiting::Roll(_) => {
                key(&mut s, KeyCode::Char('r'));
            }
            Awaiting::Result => {
                results_seen += 1;
                if snapshot && match_to > 1 && s.screen().chronicle().results.len() == 1 {
                    insta::assert_snapshot!("match_game_result", render(&s, 80, 24).backend());
                }
                key(&mut s, KeyCode::Enter);
            }
            // A cube decision chosen waits for Enter (confirm / undo).
            Awaiting::Decide(_) | Awaiting::Respond(_) if s.screen().offer().is_some() => {
                key(&mut s, KeyCode::Enter);
            }
            Awaiting::Decide(_) => {
                pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                key(&mut s, KeyCode::Char(if (pick >> 33) % 4 == 0 { 'd' } else { 'r' }));
            }
            Awaiting::Respond(_) => {
                pick = pick.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                key(&mut s, KeyCode::Char(if (pick >> 33) % 3 == 0 { 'x' } else { 't' }));
            }
            Awaiting::Move(_) => play_turn_by_keys(&mut s, &mut pick),
        }
    }
    assert!(s.is_over(), "the match ends");
    assert_eq!(s.game().to_act(), ToAct::Over);
    // Every game but the last waits for a key on its result; the last ends the match.
    assert_eq!(results_seen + 1, s.screen().chronicle().results.len());
    let summary = s.summary();
    (s, summary)
}

#[test]
fn a_whole_single_game_by_keys() {
    let (s, summary) = play_match(11, 1, true);
    assert_eq!(summary.winners.len(), 1);
    let w = summary.winners[0];
    assert!(summary.scores[w.index()] >= 1);
    assert_eq!(summary.details.len(), 1);
    assert!(
        summary.headline.starts_with(&s.names()[w.index()]),
        "{}",
        summary.headline
    );
}

/// D4: a match to 3 plays games until one side has 3 points, each opening with D1.
#[test]
fn a_whole_match_to_three_by_keys() {
    let (s, summary) = play_match(3, 3, true);
    let w = summary.winners[0];
    assert!(summary.scores[w.index()] >= 3, "{summary:?}");
    let total: u32 = s.screen().chronicle().results.iter().map(|r| r.points).sum();
    assert_eq!(i64::from(total), summary.scores.iter().sum::<i64>());
    // The score sheet: a line a game, ending with the score after it.
    assert_eq!(summary.details.len(), s.screen().chronicle().results.len());
    assert!(summary.details[0].starts_with("Game 1: "), "{:?}", summary.details);
    let [w_score, b_score] = s.game().score();
    assert!(
        summary
            .details
            .last()
            .is_some_and(|row| row.ends_with(&format!("({w_score}–{b_score})"))),
        "{:?}",
        summary.details
    );
    let openings = s
        .log()
        .lines()
        .iter()
        .filter(|l| l.text.starts_with("Opening roll") && !l.text.ends_with("roll again"))
        .count();
    assert_eq!(openings, summary.details.len(), "every game opens with D1");
    assert!(summary.headline.contains("wins the match"), "{}", summary.headline);
}

// ---------------------------------------------------------------- saves

#[test]
fn a_record_resumes_to_the_same_screen() {
    let mut s = new_match(9, 3);
    for _ in 0..6 {
        key(s.as_mut(), KeyCode::Char('r'));
        for _ in 0..40 {
            key(s.as_mut(), KeyCode::Tab);
            key(s.as_mut(), KeyCode::Enter);
            key(s.as_mut(), KeyCode::Enter);
        }
    }
    // Steps of a turn not yet confirmed are not in the record: take them back.
    for _ in 0..4 {
        key(s.as_mut(), KeyCode::Backspace);
    }
    let record = s.record_json();
    let resumed = (ENTRY.resume)(names().to_vec(), &record).expect("resumed");
    assert_eq!(resumed.record_json(), record);
    let a = render(s.as_ref(), 80, 24);
    let b = render(resumed.as_ref(), 80, 24);
    // The same board, log and score (the status line may differ: messages are not saved).
    let status = layout(area()).status;
    let rows = |t: &Terminal<TestBackend>| -> Vec<String> {
        let buf = t.backend().buffer();
        (0..24u16)
            .filter(|y| !(status.y..status.bottom()).contains(y))
            .map(|y| (0..80u16).map(|x| buf[(x, y)].symbol()).collect())
            .collect()
    };
    assert_eq!(rows(&a), rows(&b));
    let bad = (ENTRY.resume)(names().to_vec(), &serde_json::json!({"game": "toki"}));
    assert!(bad.is_err());
}

#[test]
fn options_are_offered_and_read() {
    let options = ENTRY.description.options;
    assert_eq!(options.len(), 3);
    // D3: the cube is offered, off by default.
    let cube = &options[2];
    assert_eq!((cube.key, cube.label), ("cube", "Doubling cube"));
    assert_eq!(cube.default_json(), serde_json::json!(false));
    let match_to = &options[0];
    let values: Vec<serde_json::Value> = match_to.offered().into_iter().map(|(v, _)| v).collect();
    assert_eq!(
        values,
        serde_json::json!([1, 3, 5, 7, 9, 11])
            .as_array()
            .cloned()
            .unwrap_or_default()
    );
    for spec in options {
        for (value, _) in spec.offered() {
            let options = serde_json::json!({ spec.key: value });
            assert!((ENTRY.open)(1, names(), &options).is_ok(), "{options}");
        }
    }
    let bad = serde_json::json!({ "match_to": "three" });
    assert!((ENTRY.open)(1, names(), &bad).is_err());
    assert!((ENTRY.open)(1, vec!["a".into(), "b".into(), "c".into()], &serde_json::Value::Null).is_err());
    let s = (ENTRY.open)(1, vec![String::new(), String::new()], &serde_json::Value::Null).expect("defaults");
    assert_eq!(s.names(), ["White", "Black"]);
    assert_eq!(s.curtain(), None);
    assert!(s.rules_text().contains("Shesh-Besh"));
    let rows = s.keys().rows;
    assert!(rows.iter().any(|(k, _)| *k == "u/Backspace"));
    assert!(rows.iter().any(|(k, _)| *k == "d"));
    assert!(rows.iter().any(|(k, _)| *k == "t/x"));
}

#[test]
fn the_reroll_opening_lets_the_starter_roll_again() {
    let options = serde_json::json!({ "opening": "reroll" });
    let mut s = (ENTRY.open)(4, names().to_vec(), &options).expect("a match");
    // Roll until the opening roll has a winner; then the starter must roll again.
    for _ in 0..20 {
        key(s.as_mut(), KeyCode::Char('r'));
        let text = screen_text(s.as_ref());
        if text.contains("starts") {
            assert!(text.contains("to roll: press r"), "{text}");
            return;
        }
    }
    panic!("twenty tied opening rolls");
}

/// A longer soak: many seeded matches played by keys to the end, each resumed
/// from its record at the end and compared. `cargo test -p majlis-tui -- --ignored soak`.
#[test]
#[ignore = "a soak of many whole matches; slow in debug builds"]
fn soak_many_matches_by_keys() {
    for seed in 100..140 {
        let (s, summary) = play_match(seed, 1 + 2 * (seed % 3) as u32, false);
        assert_eq!(summary.winners.len(), 1, "seed {seed}");
        let record = s.record_json();
        let resumed = (ENTRY.resume)(names().to_vec(), &record).expect("resumed");
        assert!(resumed.is_over(), "seed {seed}");
        assert_eq!(resumed.summary(), summary, "seed {seed}");
    }
}

// ---- D3: the doubling cube ------------------------------------------------------

/// A cube game after Amal's opening 3-1 (8/5 6/5): Ben is on turn, before rolling.
fn cube_session(match_to: u32) -> SheshBeshSession {
    cube_session_of(match_to, names())
}

/// [`cube_session`] with the players' `names`.
fn cube_session_of(match_to: u32, names: Vec<String>) -> SheshBeshSession {
    let options = shesh_besh::Options {
        match_to,
        cube: true,
        ..Default::default()
    };
    let mut game = SheshBesh::new_game(2, &options).expect("a game");
    game.apply(&shesh_besh::Action::OpeningRoll { white: 3, black: 1 })
        .expect("opening");
    let turn = game.parse_notation("8/5 6/5").expect("a turn");
    game.apply(&turn).expect("legal");
    SheshBeshSession::new(Table::from_state(game, 7), names)
}

fn log_texts(s: &SheshBeshSession) -> Vec<String> {
    s.log().lines().iter().map(|l| l.text.clone()).collect()
}

#[test]
fn d3_the_cube_sits_in_the_bar_and_the_player_on_turn_may_double() {
    let s = cube_session(1);
    assert_eq!(s.phase(), Awaiting::Decide(BLACK));
    let text = screen_text(&s);
    assert!(text.contains("r: roll  d: double"), "{text}");
    assert!(text.contains("Ben to roll (r or Space), or double to 2 (d)."), "{text}");
    insta::assert_snapshot!("cube_decide", render(&s, 80, 24).backend());
}

#[test]
fn d3_offer_and_take_by_keys() {
    let mut s = cube_session(1);
    assert_eq!(key(&mut s, KeyCode::Char('d')), Reply::Handled);
    // The double is chosen, not yet offered: it waits for Enter, and u takes it back.
    assert_eq!(s.phase(), Awaiting::Decide(BLACK));
    let text = screen_text(&s);
    assert!(
        text.contains("Ben doubles to 2: Enter to confirm, u to take it back."),
        "{text}"
    );
    key(&mut s, KeyCode::Char('u'));
    assert_eq!(s.screen().offer(), None);
    assert!(screen_text(&s).contains("Ben to roll (r or Space), or double to 2 (d)."));
    key(&mut s, KeyCode::Char('d'));
    key(&mut s, KeyCode::Enter);
    // Hot seat: the prompt names the player who answers.
    assert_eq!(s.phase(), Awaiting::Respond(WHITE));
    let text = screen_text(&s);
    assert!(text.contains("Ben doubles to 2. Amal: take (t) or drop (x)?"), "{text}");
    assert!(text.contains("t: take  x: drop"), "{text}");
    insta::assert_snapshot!("cube_take_or_drop", render(&s, 80, 24).backend());
    // Rolling is not an answer.
    key(&mut s, KeyCode::Char('r'));
    assert_eq!(s.phase(), Awaiting::Respond(WHITE));
    assert_eq!(s.message().map(|m| m.tone), Some(Tone::Warn));
    key(&mut s, KeyCode::Char('t'));
    assert_eq!(s.game().cube(), (1, None), "taking waits for its confirmation");
    assert!(screen_text(&s).contains("Amal takes the cube at 2: Enter to confirm"));
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.game().cube(), (2, Some(WHITE)));
    assert_eq!(s.phase(), Awaiting::Roll(Some(BLACK)), "the doubler rolls");
    let log = log_texts(&s);
    assert!(log.iter().any(|l| l == "Ben doubles to 2"), "{log:?}");
    assert!(log.iter().any(|l| l == "Amal takes the cube at 2"), "{log:?}");
    insta::assert_snapshot!("cube_owned", render(&s, 80, 24).backend());
    // Ben no longer owns the cube: d is refused with the reason.
    key(&mut s, KeyCode::Char('d'));
    let warn = s.message().expect("a message");
    assert_eq!(warn.tone, Tone::Warn);
    assert!(warn.text.contains("The cube is Amal's"), "{}", warn.text);
    key(&mut s, KeyCode::Char('r'));
    assert_eq!(s.phase(), Awaiting::Move(BLACK));
    // After rolling no double is offered.
    key(&mut s, KeyCode::Char('d'));
    assert!(s.message().expect("a message").text.contains("before rolling"));
}

#[test]
fn d3_offer_and_drop_by_keys_ends_the_game_at_the_cube() {
    let mut s = cube_session(1);
    key(&mut s, KeyCode::Char('d'));
    key(&mut s, KeyCode::Enter);
    key(&mut s, KeyCode::Char('x'));
    assert!(screen_text(&s).contains("Amal drops the double and loses the game: Enter to confirm"));
    // A second x confirms, as a second click does.
    key(&mut s, KeyCode::Char('x'));
    assert_eq!(s.phase(), Awaiting::Over);
    let result = s.screen().chronicle().results.last().expect("a result");
    assert_eq!(
        (result.winner, result.kind, result.points),
        (BLACK, shesh_besh::WinKind::Dropped, 1)
    );
    let log = log_texts(&s);
    assert!(log.iter().any(|l| l == "Amal drops the double"), "{log:?}");
    let text = screen_text(&s);
    assert!(text.contains("A dropped double · 1 point"), "{text}");
}

#[test]
fn d3_a_redouble_dropped_scores_the_cube_in_the_results() {
    let mut s = cube_session(5);
    for code in [KeyCode::Char('d'), KeyCode::Enter, KeyCode::Char('t'), KeyCode::Enter] {
        key(&mut s, code);
    }
    key(&mut s, KeyCode::Char('r'));
    // Ben plays any turn by keys, then Amal redoubles and Ben drops.
    let mut pick = 5;
    play_turn_by_keys(&mut s, &mut pick);
    assert_eq!(s.phase(), Awaiting::Decide(WHITE));
    key(&mut s, KeyCode::Char('d'));
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.phase(), Awaiting::Respond(BLACK));
    key(&mut s, KeyCode::Char('x'));
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.phase(), Awaiting::Result);
    let result = s.screen().chronicle().results.last().expect("a result");
    assert_eq!((result.winner, result.points), (WHITE, 2));
    let text = screen_text(&s);
    assert!(text.contains("A dropped double × 2 · 2 points"), "{text}");
    let log = log_texts(&s);
    assert!(
        log.iter().any(|l| l.contains("a dropped double × 2, 2 points")),
        "{log:?}"
    );
}

#[test]
fn d3_a_click_on_the_cube_doubles() {
    let mut s = cube_session(1);
    let l = layout(area());
    let cube = Position::new(l.middle_bar.x + 1, l.middle_bar.y + l.middle_bar.height / 2);
    assert_eq!(l.hit(cube), Some(Target::Cube));
    assert_eq!(click(&mut s, cube), Reply::Handled);
    assert_eq!(s.phase(), Awaiting::Decide(BLACK), "the first click chooses the double");
    assert_eq!(s.screen().offer(), Some(shesh_besh::Action::Double));
    assert_eq!(click(&mut s, cube), Reply::Handled);
    assert_eq!(s.phase(), Awaiting::Respond(WHITE), "the second click confirms it");
}

#[test]
fn d3_without_the_cube_its_keys_are_left_alone() {
    let mut s = new_match(2, 1);
    for code in ['d', 't', 'x'] {
        assert_eq!(key(s.as_mut(), KeyCode::Char(code)), Reply::Ignored, "{code}");
    }
    assert!(screen_text(s.as_ref()).contains("BAR"));
}

/// D3: a match to 3 with the cube, played by keys to the end.
#[test]
fn a_whole_match_with_the_cube_by_keys() {
    let (s, summary) = play_match_with(21, 3, true, false);
    let w = summary.winners[0];
    assert!(summary.scores[w.index()] >= 3, "{summary:?}");
    let total: u32 = s.screen().chronicle().results.iter().map(|r| r.points).sum();
    assert_eq!(i64::from(total), summary.scores.iter().sum::<i64>());
    let log = log_texts(&s);
    assert!(log.iter().any(|l| l.contains("doubles to")), "{log:?}");
    // The save (with its cube actions) resumes to the same log and score.
    let resumed = (ENTRY.resume)(names().to_vec(), &s.record_json()).expect("resumes");
    assert!(resumed.is_over());
    assert_eq!(resumed.summary(), summary);
}

// ---------------------------------------------------------------- issue 8

/// Without colour (`NO_COLOR`) the picked checker and the cursor are in
/// reverse video and the places it may go are ◇ (◆ under the cursor), never
/// a checker's shape.
#[test]
fn no_color_snapshot_a_checker_picked_and_its_destinations() {
    let mut s = at_position(START_ID, WHITE, Some((6, 3)));
    cursor_to(&mut s, point(WHITE, 13));
    key(&mut s, KeyCode::Enter);
    let terminal = render(&s, 80, 24);
    let buf = terminal.backend().buffer();
    insta::assert_snapshot!("no_color_picked", crate::nocolor::picture(buf));
    let l = layout(Rect::new(0, 0, 80, 24));
    // White's 13-point is index 12, top row; its top checker is picked.
    let picked = l.checker_cell(Spot::Point(12), 4).expect("cell");
    assert_eq!(
        crate::nocolor::mark(buf[picked].modifier),
        'R',
        "the picked checker is reversed"
    );
    let destinations = s.screen().destinations();
    assert_eq!(destinations.len(), 2);
    for spot in destinations {
        let marks: Vec<&str> = (0..5)
            .filter_map(|k| l.checker_cell(spot, k))
            .map(|p| buf[p].symbol())
            .filter(|g| *g == "◇" || *g == "◆")
            .collect();
        assert_eq!(marks.len(), 1, "{spot:?} is marked once, by a shape no checker has");
    }
}

#[test]
fn the_numbers_stay_fixed_unless_a_player_asks_for_their_side() {
    let mut s = at_position(START_ID, BLACK, Some((6, 3)));
    let top_left = |s: &SheshBeshSession| {
        let terminal = render(s, 80, 24);
        let l = layout(Rect::new(0, 0, 80, 24));
        let label = l.label_cell(Spot::Point(12)).expect("label");
        (label.x..label.right())
            .map(|x| terminal.backend().buffer()[(x, label.y)].symbol().to_string())
            .collect::<String>()
    };
    assert_eq!(top_left(&s), "13─", "White's numbering, Black to move");
    key(&mut s, KeyCode::Char('n'));
    assert_eq!(s.message().map(|m| m.tone), Some(Tone::Info));
    assert_eq!(top_left(&s), "12─", "from Black's side when asked");
    key(&mut s, KeyCode::Char('n'));
    assert_eq!(top_left(&s), "13─");
    let screen = rows(&render(&s, 80, 24));
    assert!(screen.iter().any(|r| r.contains("○ Amal's home")), "{screen:#?}");
    assert!(screen.iter().any(|r| r.contains("● Ben's home")), "{screen:#?}");
}

/// The screen's rows as text.
fn rows(terminal: &Terminal<TestBackend>) -> Vec<String> {
    let buf = terminal.backend().buffer();
    (0..buf.area.height)
        .map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol().to_string()).collect())
        .collect()
}

#[test]
fn the_log_writes_one_checkers_dice_as_gnubg_does_with_hits_marked() {
    use super::chronicle::moves_text;
    let step = |from: u8, to: u8| Step::new(Place::Point(from), Place::Point(to));
    assert_eq!(moves_text(&[(step(13, 8), false), (step(8, 4), false)]), "13/4");
    assert_eq!(moves_text(&[(step(13, 8), true), (step(8, 4), false)]), "13/8*/4");
    assert_eq!(moves_text(&[(step(8, 5), false), (step(6, 5), true)]), "8/5 6/5*");
    assert_eq!(
        moves_text(&[
            (step(24, 18), false),
            (step(24, 18), false),
            (step(13, 7), false),
            (step(13, 7), false)
        ]),
        "24/18(2) 13/7(2)"
    );
    assert_eq!(
        moves_text(&[
            (Step::new(Place::Bar, Place::Point(22)), false),
            (step(6, 2), false),
            (Step::new(Place::Point(2), Place::Off), false)
        ]),
        "bar/22 6/off"
    );
    // Through the screen: 6-3 played 13/7 7/4 is logged and hinted as 13/4.
    let mut s = at_position(START_ID, WHITE, Some((6, 3)));
    step_by_cursor(&mut s, 13, 7);
    key(&mut s, KeyCode::Enter);
    cursor_to(&mut s, point(WHITE, 4));
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.screen().turn().map(|t| t.played.len()), Some(2));
    let hint = rows(&render(&s, 80, 24)).join("\n");
    assert!(hint.contains("Amal plays 13/4: Enter to confirm"), "{hint}");
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.log().lines().last().map(|l| l.text.as_str()), Some("Amal 6-3: 13/4"));
}

#[test]
fn leaving_with_a_turn_played_halfway_says_it_is_dropped() {
    let mut s = at_position(START_ID, WHITE, Some((6, 3)));
    assert_eq!(s.unconfirmed(), None);
    step_by_cursor(&mut s, 13, 7);
    assert_eq!(
        s.unconfirmed().as_deref(),
        Some("Amal has played 13/7 of 6-3 but not confirmed it")
    );
}

#[test]
fn the_progress_of_a_match_names_the_game_and_the_score() {
    let s = new_match(1, 3);
    assert_eq!(s.progress(), "match to 3, game 1, 0–0 · move 1");
    assert_eq!(new_match(1, 1).progress(), "move 1");
}

/// The results' picture: the board as the game ended, with the home boards.
#[test]
fn the_final_picture_is_the_board_as_the_game_ended() {
    let (s, _) = play_match(11, 1, false);
    let (w, h) = s.final_size().expect("a picture");
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    terminal.draw(|frame| s.draw_final(frame, frame.area())).expect("draw");
    let text = rows(&terminal).join("\n");
    insta::assert_snapshot!("final_picture", text);
    let winner = s.summary().winners[0];
    let tray = if winner == WHITE { "○○○" } else { "●●●" };
    assert_eq!(
        text.matches(tray).count(),
        5,
        "the winner's fifteen checkers are borne off:\n{text}"
    );
}

/// The results screen of a match at 80×24: the final board beside the
/// verdict and the score sheet, the buttons one a row in the narrow panel.
#[test]
fn snapshot_the_results_of_a_match_at_80_by_24() {
    let (s, summary) = play_match(3, 3, false);
    let results = crate::screens::results::Results::new(
        crate::games::find("shesh-besh").expect("a game"),
        s.names().to_vec(),
        serde_json::json!({"match_to": 3}),
        summary,
    )
    .with_final(Box::new(s));
    let mut terminal = Terminal::new(TestBackend::new(80, 22)).expect("terminal");
    terminal.draw(|f| results.draw(f, f.area())).expect("drawn");
    let text = rows(&terminal).join("\n");
    assert!(text.contains("Amal's home") && text.contains("Game 1: "), "{text}");
    assert!(text.contains("Play again") && text.contains("Back to picker"), "{text}");
    insta::assert_snapshot!("results_80x24", text);
}

#[test]
fn a_saved_games_progress_names_who_leads() {
    // A single game: Amal (White, on roll) has 12 pips to go, Ben 6: Ben leads.
    let s = at_position(&id_of(&[(6, 2)], &[(6, 1)]), WHITE, None);
    assert_eq!(s.progress(), "Ben leads by 6 pips · move 1");
    // A match: the score names the leader.
    let mut state = SheshBesh::new_game(2, &shesh_besh::Options::default())
        .expect("a game")
        .state_json();
    state["score"] = serde_json::json!([1, 3]);
    state["match_to"] = serde_json::json!(5);
    state["last_game"] = serde_json::json!({"winner": 1, "kind": "mars"});
    state["options"]["match_to"] = serde_json::json!(5);
    let game = SheshBesh::load_json(&state).unwrap_or_else(|e| panic!("{e}"));
    let s = SheshBeshSession::new(Table::from_state(game, 7), names());
    assert!(
        s.progress().starts_with("match to 5, game 1, Ben leads 1–3"),
        "{}",
        s.progress()
    );
}

/// Black plays 13/7 13/10 (its own numbering) at the start, by keys: picks,
/// moves and confirms; returns the log's last line.
fn black_plays_six_three(s: &mut SheshBeshSession) -> String {
    for (from, to) in [(13, 7), (13, 10)] {
        cursor_to(s, point(BLACK, from));
        key(s, KeyCode::Enter);
        cursor_to(s, point(BLACK, to));
        key(s, KeyCode::Enter);
    }
    key(s, KeyCode::Enter);
    s.log().lines().last().map(|l| l.text.clone()).unwrap_or_default()
}

#[test]
fn the_log_and_messages_use_the_numbers_the_board_shows() {
    // The board is numbered from White's side: Black's 13 is the 12 there.
    let mut s = at_position(START_ID, BLACK, Some((6, 3)));
    cursor_to(&mut s, point(BLACK, 13));
    key(&mut s, KeyCode::Enter);
    let screen = screen_text(&s);
    assert!(screen.contains("Ben: move the checker on 12 to"), "{screen}");
    key(&mut s, KeyCode::Esc);
    assert_eq!(black_plays_six_three(&mut s), "Ben 6-3: 12/18 12/15");
    // Numbered from Black's side (n), the log writes Black's own numbers, as the board then shows.
    let mut s = at_position(START_ID, BLACK, Some((6, 3)));
    key(&mut s, KeyCode::Char('n'));
    assert_eq!(black_plays_six_three(&mut s), "Ben 6-3: 13/7 13/10");
}

// ---------------------------------------------------------------- issue 19: languages

use crate::i18n::{Lang, set_lang};

/// Names a family of `lang` might type (Latin for English and the
/// pseudo-language, so that a word the message files do not own shows).
fn names_in(lang: Lang) -> Vec<String> {
    let names: [&str; 2] = match lang {
        Lang::Ar => ["أمل", "سامي"],
        Lang::He => ["דליה", "בני"],
        Lang::En | Lang::Pseudo => ["Amal", "Ben"],
    };
    names.map(String::from).to_vec()
}

/// The main screen in `lang`, in the middle of a match to 3: the opening
/// roll and a turn played (the log has both), the next player's roll, and a
/// checker picked with its places to go marked.
fn main_screen_in(lang: Lang) -> SheshBeshSession {
    set_lang(lang);
    let options = shesh_besh::Options {
        match_to: 3,
        ..Default::default()
    };
    let table = Table::<SheshBesh>::new(5, 2, options).expect("a table");
    let mut s = SheshBeshSession::new(table, names_in(lang));
    while !matches!(s.phase(), Awaiting::Move(_)) {
        key(&mut s, KeyCode::Char('r'));
    }
    let mut pick = 5;
    play_turn_by_keys(&mut s, &mut pick);
    key(&mut s, KeyCode::Char('r'));
    assert!(matches!(s.phase(), Awaiting::Move(_)), "{:?}", s.phase());
    key(&mut s, KeyCode::Enter);
    assert!(!s.screen().destinations().is_empty(), "a checker is picked");
    s
}

/// The first game of a match to 3 won, its result on the board, in `lang`.
fn a_game_won_in(lang: Lang) -> SheshBeshSession {
    set_lang(lang);
    let options = shesh_besh::Options {
        match_to: 3,
        ..Default::default()
    };
    let table = Table::<SheshBesh>::new(3, 2, options).expect("a table");
    let mut s = SheshBeshSession::new(table, names_in(lang));
    let mut pick = 3;
    for _ in 0..2_000 {
        match s.phase() {
            Awaiting::Result => return s,
            Awaiting::Move(_) => play_turn_by_keys(&mut s, &mut pick),
            _ => {
                key(&mut s, KeyCode::Char('r'));
            }
        }
    }
    panic!("no game was won");
}

/// The words of the main screen come from the message files: in Arabic no
/// English is left (key names and the names of keys in the key bar's
/// letters aside), and the same screen reads right in Hebrew.
#[test]
fn the_main_screen_speaks_arabic_and_hebrew() {
    for (lang, name) in [
        (Lang::Ar, "main_ar"),
        (Lang::He, "main_he"),
        (Lang::Pseudo, "main_pseudo"),
    ] {
        let s = main_screen_in(lang);
        let terminal = render(&s, 80, 24);
        insta::assert_snapshot!(name, terminal.backend());
    }
    set_lang(Lang::En);
}

/// In Arabic nothing English is left on the board, the panel, the log and
/// the message line: mid-turn, during a cube decision, and on a game's
/// result (the allowed Latin words are the keys' names).
#[test]
fn no_english_is_left_in_arabic() {
    // Key names, and the moves' notation in the log (`24/off`, `bar/22`).
    const KEYS: &[&str] = &["Enter", "Esc", "off", "bar"];
    let mid_turn = main_screen_in(Lang::Ar);
    let won = a_game_won_in(Lang::Ar);
    set_lang(Lang::Ar);
    let mut cube = cube_session_of(3, names_in(Lang::Ar));
    key(&mut cube, KeyCode::Char('d'));
    for (what, s) in [("mid-turn", &mid_turn), ("a game won", &won), ("a double", &cube)] {
        let terminal = render(s, 80, 24);
        let english = crate::test_support::latin_words(terminal.backend().buffer(), KEYS);
        assert!(
            english.is_empty(),
            "{what}: {english:?}\n{}",
            rows(&terminal).join("\n")
        );
    }
    set_lang(Lang::En);
}

/// A game's result on the board and the match's results screen, in each
/// language.
#[test]
fn the_results_speak_arabic_and_hebrew() {
    for (lang, code) in [(Lang::Ar, "ar"), (Lang::He, "he"), (Lang::Pseudo, "pseudo")] {
        let s = a_game_won_in(lang);
        insta::assert_snapshot!(format!("game_result_{code}"), render(&s, 80, 24).backend());
        set_lang(lang);
        let (s, summary) = play_match_of(3, 3, false, false, names_in(lang));
        let results = crate::screens::results::Results::new(
            crate::games::find("shesh-besh").expect("a game"),
            s.names().to_vec(),
            serde_json::json!({"match_to": 3}),
            summary,
        )
        .with_final(Box::new(s));
        let mut terminal = Terminal::new(TestBackend::new(80, 22)).expect("terminal");
        terminal.draw(|f| results.draw(f, f.area())).expect("drawn");
        insta::assert_snapshot!(format!("results_80x24_{code}"), rows(&terminal).join("\n"));
    }
    set_lang(Lang::En);
}

/// Right to left, the panel (players, score, log) is left of the board and
/// the board keeps its geometry: White's 1-point is the bottom right point
/// and every spot is clicked where it is drawn.
#[test]
fn right_to_left_the_panel_is_left_of_the_board_which_keeps_its_geometry() {
    let area = Rect::new(0, 0, 80, 24);
    set_lang(Lang::He);
    let l = layout(area);
    set_lang(Lang::En);
    let ltr = layout(area);
    assert!(l.players.right() <= l.board.x && l.log.right() <= l.board.x, "{l:?}");
    assert!(ltr.players.x >= ltr.board.right());
    assert_eq!((l.status.x, l.status.width), (ltr.status.x, ltr.status.width));
    // The board moved as one piece: every spot keeps its place on it.
    let shift = l.board.x - ltr.board.x;
    for spot in super::layout::CURSOR_ROWS.iter().flatten().copied() {
        let (a, b) = (l.spot_rect(spot), ltr.spot_rect(spot));
        assert_eq!((a.x, a.y), (b.x + shift, b.y), "{spot:?}");
        assert_eq!(l.hit(l.spot_centre(spot)), Some(Target::Spot(spot)));
    }
    // A click in Hebrew lands on what Hebrew draws there.
    set_lang(Lang::He);
    let mut s = at_position(START_ID, WHITE, Some((6, 3)));
    let p13 = l.spot_centre(point(WHITE, 13));
    click(&mut s, p13);
    assert_eq!(s.screen().turn().and_then(|t| t.selected), Some(Place::Point(13)));
    set_lang(Lang::En);
}

/// Without colour, in Arabic too, the picked checker is reversed and its
/// places to go are ◇ and ◆.
#[test]
fn no_color_in_arabic_shows_what_is_picked_and_where_it_may_go() {
    set_lang(Lang::Ar);
    let mut s = at_position_of(START_ID, WHITE, Some((6, 3)), names_in(Lang::Ar));
    cursor_to(&mut s, point(WHITE, 13));
    key(&mut s, KeyCode::Enter);
    let terminal = render(&s, 80, 24);
    let buf = terminal.backend().buffer();
    insta::assert_snapshot!("no_color_picked_ar", crate::nocolor::picture(buf));
    let l = layout(Rect::new(0, 0, 80, 24));
    let picked = l.checker_cell(Spot::Point(12), 4).expect("cell");
    assert_eq!(crate::nocolor::mark(buf[picked].modifier), 'R');
    for spot in s.screen().destinations() {
        let marks = (0..5)
            .filter_map(|k| l.checker_cell(spot, k))
            .filter(|p| matches!(buf[*p].symbol(), "◇" | "◆"))
            .count();
        assert_eq!(marks, 1, "{spot:?}");
    }
    set_lang(Lang::En);
}

/// Issue 19, round 2: the hint's why comes from the rules crate's typed
/// reasons (`shesh_besh::bot::TurnSaid`) worded by id: the opening 3-1
/// (8/5 6/5) "makes your 5 point" in Arabic, no English left; in English
/// the bot's own line stays as it was.
#[test]
fn a_hints_why_speaks_arabic_from_the_typed_reason() {
    use crate::i18n::{self, Lang};
    use crate::seated::GameScreen;
    let s = at_position(START_ID, WHITE, Some((3, 1)));
    let game = s.game().clone();
    let turn = game
        .legal_actions()
        .into_iter()
        .find(|a| game.notation(a) == "8/5 6/5")
        .expect("the opening 3-1 makes the 5 point");
    let english = "makes your 5 point; equity +0.097, wins 55 %";
    i18n::set_lang(Lang::Ar);
    let said = Screen::hint_reason(&game, &turn, english).expect("worded");
    i18n::set_lang(Lang::En);
    assert_eq!(said, "تبني خانتك 5");
    assert!(crate::test_support::english_words(&said, &[]).is_empty(), "{said}");
    assert_eq!(
        Screen::hint_reason(&game, &turn, english).as_deref(),
        Some(english),
        "English keeps the bot's line"
    );
}

// ------------------------------------------- the typed line's refusals, worded

/// Types `text` on the typed line (`:`), without Enter.
fn type_line(s: &mut SheshBeshSession, text: &str) {
    key(s, KeyCode::Char(':'));
    for c in text.chars() {
        key(s, KeyCode::Char(c));
    }
}

/// White to move 6-5 from 24 with Black's blots on White's 18 and 19:
/// `24/13` could hit either.
fn ambiguous_position(names: Vec<String>) -> SheshBeshSession {
    at_position_of(
        &id_of(&[(24, 1), (6, 14)], &[(7, 1), (6, 1), (24, 5)]),
        WHITE,
        Some((6, 5)),
        names,
    )
}

/// One refusal of each kind of text the typed line can meet
/// (`shesh_besh::notation::Unread`), from the rules crate itself: read
/// without a position, and in positions (not legal here, ambiguous).
fn every_refusal() -> Vec<shesh_besh::notation::Unread> {
    use shesh_besh::notation::{Unread, read_plain};
    let mut all: Vec<Unread> = [
        "13/7(9)",
        "x",
        "3/bar",
        "off/3",
        "25/20",
        "18/24",
        "6/off/3",
        "6/5(4) 6/5(4) 6/5(4) 6/5(4) 6/5",
        "roll 6",
        "roll 7-1",
        "24/13",
        "7/off",
        "6/5 6/5 6/5 6/5 6/5",
    ]
    .iter()
    .map(|text| read_plain(text).expect_err(text))
    .collect();
    let start = at_position(START_ID, WHITE, Some((3, 1)));
    all.push(start.game().read_notation("24/12").expect_err("not with 3-1"));
    let ambiguous = ambiguous_position(names());
    let why = ambiguous.game().read_notation("24/13").expect_err("two ways");
    assert!(matches!(&why, Unread::Ambiguous(turns) if turns.len() == 2), "{why:?}");
    all.push(why);
    all.push(Unread::Ambiguous(vec![
        "24/18* 18/13".into(),
        "24/19* 19/13".into(),
        "24/19 18/13".into(),
    ]));
    all
}

/// Issue 19: every kind of typed refusal has words in Arabic and Hebrew with
/// no English left (the notation typed and `bar`, `off` as the line writes
/// them aside); the English words are the rules crate's English, word for
/// word (English screens show the crate's own line).
#[test]
fn every_typed_refusal_is_worded_in_each_language() {
    use super::why::unread;
    const NOTATION: &[&str] = &["bar", "off"];
    let all = every_refusal();
    set_lang(Lang::En);
    for why in &all {
        assert_eq!(unread(why), why.to_string(), "{why:?}");
    }
    for lang in [Lang::Ar, Lang::He] {
        set_lang(lang);
        crate::test_support::assert_worded_apart(all.iter().map(unread), "shesh-besh-", NOTATION);
    }
    set_lang(Lang::En);
}

/// Issue 19: the hint's why and a refused typed line in Arabic and Hebrew,
/// at 80×24: the why from the typed reasons (the opening 3-1 makes the 5
/// point), the refusal from the notation's typed reason (not the generic
/// line), shaped, in visual order, nothing cut mid-word.
#[test]
fn a_hints_why_and_a_typed_refusal_speak_arabic_and_hebrew() {
    use std::time::{Duration, Instant};
    for (lang, code, does, refused, not_here, ambiguous) in [
        (
            Lang::Ar,
            "ar",
            "تبني خانتك 5",
            "«25» ليست خانة (من 1 إلى 24)، ولا «bar» ولا «off»",
            "ليس دورًا مسموحًا بهذا النرد هنا",
            "غير واضح: قد يكون 24/18* 18/13 أو 24/19* 19/13؛ اكتب كل خطوة (مثل 24/18*/13)",
        ),
        (
            Lang::He,
            "he",
            "סוגר את המשבצת 5 שלך",
            "\"25\" אינה משבצת (1 עד 24), וגם לא \"bar\" או \"off\"",
            "זה לא תור חוקי עם הקוביות האלה כאן",
            "לא ברור: זה יכול להיות 24/18* 18/13 או 24/19* 19/13; כותבים כל צעד (כמו 24/18*/13)",
        ),
    ] {
        set_lang(lang);
        let mut s = at_position_of(START_ID, WHITE, Some((3, 1)), names_in(lang));
        s.set_pace(crate::seats::Pace::instant());
        key(&mut s, KeyCode::Char('h'));
        let start = Instant::now();
        while s.busy() {
            s.tick(Instant::now());
            assert!(start.elapsed() < Duration::from_secs(60), "the hint never came");
        }
        let said = message(&s);
        assert!(said.contains(does), "{code}: {said}");
        let english = crate::test_support::english_words(&said, &["Enter"]);
        assert!(english.is_empty(), "{code}: English {english:?} in {said}");
        insta::assert_snapshot!(format!("hint_{code}"), render(&s, 80, 24).backend());
        key(&mut s, KeyCode::Char('u'));
        assert_eq!(s.choice(), None, "the hint taken back");
        type_line(&mut s, "25/20");
        key(&mut s, KeyCode::Enter);
        assert_eq!(message(&s), refused, "{code}: the typed reason, worded");
        insta::assert_snapshot!(format!("typed_refused_{code}"), render(&s, 80, 24).backend());
        // The line keeps the text to be corrected.
        for _ in 0.."25/20".len() {
            key(&mut s, KeyCode::Backspace);
        }
        for c in "24/12".chars() {
            key(&mut s, KeyCode::Char(c));
        }
        key(&mut s, KeyCode::Enter);
        assert_eq!(message(&s), not_here, "{code}");
        let mut s = ambiguous_position(names_in(lang));
        type_line(&mut s, "24/13");
        key(&mut s, KeyCode::Enter);
        assert_eq!(message(&s), ambiguous, "{code}");
    }
    set_lang(Lang::En);
}

/// Issue 19, D3: a cube answer's hint says why in Arabic and Hebrew from
/// the answer itself (not the generic "the move shown"); English keeps the
/// bot's line with its odds.
#[test]
fn d3_a_cube_answers_why_is_worded_in_arabic_and_hebrew() {
    use crate::seated::GameScreen;
    use shesh_besh::Action;
    let game = at_position(START_ID, WHITE, None).game().clone();
    let english = "double: you are well ahead, about 80 % to win; cubeless equity +0.600";
    for lang in [Lang::Ar, Lang::He] {
        set_lang(lang);
        let said: Vec<String> = [Action::Double, Action::NoDouble, Action::Take, Action::Drop]
            .iter()
            .map(|a| Screen::hint_reason(&game, a, english).expect("worded"))
            .collect();
        let generic = crate::i18n::tr("table-hint-shown-move", &[]);
        for text in &said {
            assert!(!text.contains("shesh-besh-") && !text.contains(&generic), "{text}");
            let english = crate::test_support::english_words(text, &[]);
            assert!(english.is_empty(), "{lang:?}: English {english:?} in {text}");
        }
        let distinct: std::collections::BTreeSet<&String> = said.iter().collect();
        assert_eq!(distinct.len(), 4, "{said:?}");
        assert_eq!(Screen::hint_reason(&game, &Action::Roll(3, 1), english), None);
    }
    set_lang(Lang::Ar);
    assert_eq!(
        Screen::hint_reason(&game, &Action::Double, english).as_deref(),
        Some("تقدّم كبير: وقت المضاعفة")
    );
    set_lang(Lang::En);
    assert_eq!(
        Screen::hint_reason(&game, &Action::Double, english).as_deref(),
        Some(english),
        "English keeps the bot's line"
    );
}
