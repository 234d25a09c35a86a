//! Screen tests: snapshots on a `TestBackend` (each reviewed by eye, with
//! colours and as `NO_COLOR` shows them), and the game driven by keys and by
//! mouse on positions loaded from the rules' partial state JSON. Marks (G#,
//! D#) refer to `rules/khixa.md`.

use majlis_games::rules::khixa::{Action, Cell, Khixa, Phase};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use rules_core::{Game, Seat, Table, ToAct};
use serde_json::{Value, json};

use super::KhixaSession;
use super::layout::layout;
use super::play::{Awaiting, Stage};
use crate::games::testing::input_helpers;
use crate::seated::Tone;
use crate::session::Session;

const AREA: Rect = Rect::new(0, 0, 80, 22);

fn names(n: usize) -> Vec<String> {
    ["Amal", "Sami", "Dov", "Lea", "Noor", "Yael", "Omar", "Tali"][..n]
        .iter()
        .map(ToString::to_string)
        .collect()
}

fn cell(name: &str) -> Cell {
    name.parse().expect("a cell")
}

/// Pieces as state JSON from `d4:1r0 e5:3r2`.
fn pieces(text: &str) -> Value {
    Value::Array(
        text.split_whitespace()
            .map(|item| {
                let (c, p) = item.split_once(':').expect("cell:VrR");
                let (v, r) = p.split_once('r').expect("VrR");
                let c = cell(c);
                json!({"row": c.row(), "col": c.col(), "shape": v.parse::<u8>().expect("v"), "rot": r.parse::<u8>().expect("r")})
            })
            .collect(),
    )
}

fn session(state: Value) -> KhixaSession {
    let players = state["players"].as_u64().map_or(2, |n| usize::try_from(n).unwrap_or(2));
    session_of(state, names(players))
}

/// [`session`] with the players' `names`.
fn session_of(state: Value, names: Vec<String>) -> KhixaSession {
    let game = Khixa::load_json(&state).unwrap_or_else(|e| panic!("{e}"));
    KhixaSession::new(Table::from_state(game, 5), names)
}

/// Four players, round 1; Amal (seat 0) holds a 5. Her 1s in d3, c4 and e4
/// leave d4 where the 5 interlocks with the 1 above and meets both 1s beside
/// it with its hollows (two gaps, D4).
fn four_placing() -> KhixaSession {
    four_placing_of(names(4))
}

/// [`four_placing`] with the players' `names`.
fn four_placing_of(names: Vec<String>) -> KhixaSession {
    session_of(
        json!({
            "players": 4, "round": 1,
            "areas": [
                pieces("d3:1r0 c4:1r0 e4:1r0"),
                pieces("a1:2r0 b1:2r1 c1:4r2"),
                pieces("h8:3r0"),
                [],
            ],
            "to_move": 0, "die": 5,
        }),
        names,
    )
}

input_helpers!(|_: usize| AREA);

fn render(s: &dyn Session, area: Rect) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(area.width, area.height)).expect("a test terminal");
    terminal.draw(|f| s.draw(f, area)).expect("drawn");
    terminal
}

fn message(s: &KhixaSession) -> String {
    s.message().map(|m| m.text.clone()).unwrap_or_default()
}

/// Moves the cursor to `to` with the arrow keys.
fn cursor_to(s: &mut KhixaSession, to: Cell) {
    for _ in 0..16 {
        let at = s.screen().cursor();
        let code = if at.row() > to.row() {
            KeyCode::Up
        } else if at.row() < to.row() {
            KeyCode::Down
        } else if at.col() > to.col() {
            KeyCode::Left
        } else if at.col() < to.col() {
            KeyCode::Right
        } else {
            return;
        };
        key(s, code);
    }
    assert_eq!(s.screen().cursor(), to);
}

// ------------------------------------------------------------- snapshots

/// Four players at 80×24: Amal's area large with her piece in hand at the
/// cursor (d4, where it interlocks: only such cells are marked, D2), the
/// three others small, the score table and the log.
#[test]
fn snapshot_four_players_placing() {
    let s = four_placing();
    assert_eq!(s.screen().cursor(), cell("d4"), "aimed at the one interlocking cell");
    insta::assert_snapshot!("four_placing", render(&s, AREA).backend());
}

/// The same as `NO_COLOR` shows it: the cursor's cell in reverse video, the
/// cells where the piece may go marked `+` in bold, the piece's edges and
/// contacts by their glyphs.
#[test]
fn no_color_snapshot_four_players_placing() {
    let s = four_placing();
    let terminal = render(&s, AREA);
    let buf = terminal.backend().buffer();
    insta::assert_snapshot!("no_color_four_placing", crate::nocolor::picture(buf));
    let l = layout(AREA, 4);
    let d4 = l.big_cell(cell("d4"));
    assert_eq!(buf[d4].symbol(), "5", "the piece in hand at the cursor");
    assert_eq!(crate::nocolor::mark(buf[d4].modifier), 'R');
    // Its hollows ▲ west and east against the 1s' flat sides: gaps.
    assert_eq!(buf[(d4.x - 2, d4.y)].symbol(), "┊");
    assert_eq!(buf[(d4.x + 2, d4.y)].symbol(), "┊");
    // Its knob ● north into the hollow ● of the 1 in d3: the knob shows.
    assert_eq!(buf[(d4.x, d4.y - 1)].symbol(), "●");
}

/// D5: a joker: the first piece that may be stolen is shown in its owner's
/// area, large, the pieces that may be taken in brackets; Amal's own area
/// goes small.
#[test]
fn snapshot_a_joker_picks_a_piece_to_steal() {
    let mut s = four_placing();
    keys(&mut s, &[KeyCode::Enter, KeyCode::Enter]);
    assert_eq!(s.game().phase(), Phase::Steal);
    assert_eq!(s.game().jokers(), 2);
    assert!(matches!(s.screen().stage(), Stage::Pick { victim: Seat(1), .. }));
    let terminal = render(&s, AREA);
    insta::assert_snapshot!("four_steal_pick", terminal.backend());
    let buf = terminal.backend().buffer();
    let l = layout(AREA, 4);
    let a1 = l.big_cell(cell("a1"));
    assert_eq!(
        (buf[(a1.x - 1, a1.y)].symbol(), buf[(a1.x + 1, a1.y)].symbol()),
        ("[", "]"),
        "a piece that may be stolen is in brackets"
    );
    // b1 holds a1 and c1 together: not offered.
    let b1 = l.big_cell(cell("b1"));
    assert_eq!(buf[(b1.x - 1, b1.y)].symbol(), " ");
}

/// The stolen piece in hand in the thief's area, placed under D2.
#[test]
fn snapshot_the_stolen_piece_is_placed() {
    let mut s = four_placing();
    keys(&mut s, &[KeyCode::Enter, KeyCode::Enter, KeyCode::Enter]);
    assert!(matches!(s.screen().stage(), Stage::Put { victim: Seat(1), .. }));
    let terminal = render(&s, AREA);
    insta::assert_snapshot!("four_steal_put", terminal.backend());
    insta::assert_snapshot!(
        "no_color_four_steal_put",
        crate::nocolor::picture(terminal.backend().buffer())
    );
}

/// Eight players at 120×40 (the game gets 120×38): every area seen at once.
#[test]
fn snapshot_eight_players_at_120_by_40() {
    let mut areas = vec![pieces("d4:6r0 e4:6r0"), pieces("a1:1r0 a2:1r0")];
    areas.extend(std::iter::repeat_n(json!([]), 6));
    let s = session(json!({"players": 8, "round": 3, "areas": areas, "to_move": 2}));
    let area = Rect::new(0, 0, 120, 38);
    let l = layout(area, 8);
    assert_eq!(l.slots.len(), 7);
    insta::assert_snapshot!("eight_roll", render(&s, area).backend());
}

/// Eight players at their smallest: the small areas are scrolled with [ ].
#[test]
fn eight_players_at_their_smallest_scroll_the_small_areas() {
    let s0 = session(json!({"players": 8, "round": 1, "to_move": "chance"}));
    let (w, h) = super::layout::min_size(8);
    let area = Rect::new(0, 0, w, h);
    let l = layout(area, 8);
    assert!(l.slots.len() < 7 && l.pager.is_some());
    let mut s = s0;
    let first = s.screen().visible_smalls(s.game(), l.slots.len());
    key(&mut s, KeyCode::Char(']'));
    let next = s.screen().visible_smalls(s.game(), l.slots.len());
    assert_eq!(next[0], first[1], "one seat on");
    key(&mut s, KeyCode::Char('['));
    assert_eq!(s.screen().visible_smalls(s.game(), l.slots.len()), first);
    insta::assert_snapshot!("eight_smallest", render(&s, area).backend());
}

/// Round 1 won by Amal: a third 6 placed east of e4 (its hollow ● on e4's
/// knob ●), a trio, chosen and confirmed; the round's result on show.
fn round_won() -> KhixaSession {
    let mut s = session(json!({
        "players": 2, "round": 1,
        "areas": [pieces("d4:6r0 e4:6r0"), pieces("a1:2r0")],
        "to_move": 0, "die": 6,
    }));
    cursor_to(&mut s, cell("f4"));
    keys(&mut s, &[KeyCode::Enter, KeyCode::Enter]);
    assert_eq!(s.screen().mode(s.game()), Awaiting::Result);
    s
}

/// A round's end: the winner's area with the formation marked, the round's
/// result under it, until Enter.
#[test]
fn snapshot_a_round_won() {
    let mut s = round_won();
    assert_eq!(s.game().round(), 2);
    let terminal = render(&s, AREA);
    insta::assert_snapshot!("round_won", terminal.backend());
    let l = layout(AREA, 2);
    let f4 = l.big_cell(cell("f4"));
    let buf = terminal.backend().buffer();
    assert_eq!(buf[(f4.x - 1, f4.y)].symbol(), "*", "the formation between stars");
    assert_eq!(crate::nocolor::mark(buf[f4].modifier), 'U');
    key(&mut s, KeyCode::Enter);
    assert_eq!(
        s.screen().mode(s.game()),
        Awaiting::Roll(Seat(0)),
        "the winner starts round 2 (D7)"
    );
}

/// An r pressed to roll while a round's result is shown does not skip it:
/// only Enter goes on (issue 17).
#[test]
fn r_at_a_rounds_result_keeps_it_shown_until_enter() {
    let mut s = round_won();
    let actions = s.table().actions().len();
    key(&mut s, KeyCode::Char('r'));
    assert_eq!(s.screen().mode(s.game()), Awaiting::Result, "the round's result stays");
    assert_eq!(s.table().actions().len(), actions, "nothing rolled");
    assert!(
        s.message().is_some_and(|m| m.text.contains("Enter for the next round")),
        "{:?}",
        s.message()
    );
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.screen().mode(s.game()), Awaiting::Roll(Seat(0)));
}

// ------------------------------------------------------------ keys and mouse

/// Every placement is a choice previewed and confirmed: Enter chooses, Enter
/// confirms; until then u takes it back.
#[test]
fn a_placement_is_chosen_then_confirmed_or_taken_back() {
    let mut s = four_placing();
    key(&mut s, KeyCode::Enter);
    let chosen = s.choice().expect("a choice");
    assert_eq!(chosen.to_string(), "place 5 d4 r0");
    assert!(s.game().phase() == Phase::Place, "not yet applied");
    key(&mut s, KeyCode::Char('u'));
    assert!(s.choice().is_none());
    keys(&mut s, &[KeyCode::Enter, KeyCode::Enter]);
    assert_eq!(s.game().area(Seat(0)).len(), 4);
    assert!(
        s.log()
            .lines()
            .iter()
            .any(|l| l.text == "Amal places the 5 at d4: 1 interlock and 2 gaps")
    );
    assert!(s.log().lines().iter().any(|l| l.text == "Amal earns 2 jokers"));
}

/// D1, D2: a cell where the piece may not go is explained in the rules'
/// words; a cell where it fits only turned is chosen turned, with a word.
#[test]
fn an_illegal_cell_says_why_and_a_turned_fit_turns_the_piece() {
    let mut s = four_placing();
    cursor_to(&mut s, cell("a8"));
    key(&mut s, KeyCode::Enter);
    assert!(s.choice().is_none());
    let m = s.message().expect("a message");
    assert_eq!(m.tone, Tone::Warn);
    // D2, in the rules' words without the mark.
    assert!(
        m.text.contains("so it must: a8 turned r0 makes no interlock"),
        "{}",
        m.text
    );
    // Beside a 1 in d4 another 1 fits only unturned (r0), so with the piece
    // turned r1 a choice of d5 turns it back.
    let mut s = session(json!({
        "players": 2, "round": 2,
        "areas": [pieces("d4:1r0"), []],
        "to_move": 0, "die": 1,
    }));
    // d5 takes a 1 only as r0 (its knob ● into d4's hollow ●).
    key(&mut s, KeyCode::Char('t'));
    assert_eq!(s.screen().rot(), 1);
    cursor_to(&mut s, cell("d5"));
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.choice().map(|a| a.to_string()).as_deref(), Some("place 1 d5 r0"));
    assert!(message(&s).contains("Turned r0 to fit at d5"), "{}", message(&s));
}

/// Tab goes to the next cell the piece may go to; a click chooses a cell,
/// a second click confirms it.
#[test]
fn tab_and_clicks_find_and_place() {
    let mut s = session(json!({
        "players": 2, "round": 3,
        "areas": [pieces("d4:1r0"), []],
        "to_move": 0, "die": 1,
    }));
    let allowed = [cell("d3"), cell("d5")];
    assert!(allowed.contains(&s.screen().cursor()));
    let before = s.screen().cursor();
    key(&mut s, KeyCode::Tab);
    assert_ne!(s.screen().cursor(), before);
    assert!(allowed.contains(&s.screen().cursor()));
    let l = layout(AREA, 2);
    click(&mut s, l.big_cell(cell("d3")));
    assert_eq!(s.choice().map(|a| a.to_string()).as_deref(), Some("place 1 d3 r0"));
    click(&mut s, l.big_cell(cell("d3")));
    assert_eq!(s.game().to_act(), ToAct::Chance, "placed: the next seat rolls");
    assert!(s.game().area(Seat(0)).piece(cell("d3")).is_some());
}

/// D5: the steal is built in two steps — the piece, then its cell — and
/// confirmed as one action; u puts the piece back before it is placed.
#[test]
fn a_steal_is_built_in_two_steps_and_confirmed_as_one() {
    let mut s = four_placing();
    keys(&mut s, &[KeyCode::Enter, KeyCode::Enter]);
    // Tab walks the pieces that may be stolen, seat by seat.
    let mut seen = Vec::new();
    for _ in 0..4 {
        if let Stage::Pick { victim, .. } = s.screen().stage() {
            seen.push((victim, s.screen().cursor()));
        }
        key(&mut s, KeyCode::Tab);
    }
    let targets = s.game().steal_targets();
    assert!(seen.iter().all(|t| targets.contains(t)), "{seen:?}");
    // A piece that would split its owner's: refused with the reason.
    s = four_placing();
    keys(&mut s, &[KeyCode::Enter, KeyCode::Enter]);
    cursor_to(&mut s, cell("b1"));
    key(&mut s, KeyCode::Enter);
    assert!(message(&s).contains("would split"), "{}", message(&s));
    cursor_to(&mut s, cell("a1"));
    key(&mut s, KeyCode::Enter);
    assert!(matches!(s.screen().stage(), Stage::Put { .. }));
    key(&mut s, KeyCode::Char('u'));
    assert!(matches!(s.screen().stage(), Stage::Pick { .. }), "put back");
    keys(&mut s, &[KeyCode::Enter, KeyCode::Enter]);
    let choice = s.choice().expect("a steal chosen");
    assert!(matches!(choice, Action::Steal { victim: Seat(1), .. }), "{choice}");
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.game().jokers(), 1);
    assert!(s.game().area(Seat(1)).piece(cell("a1")).is_none());
}

/// D5: x declines a joker, confirmed like any choice.
#[test]
fn x_declines_a_joker() {
    let mut s = four_placing();
    keys(&mut s, &[KeyCode::Enter, KeyCode::Enter, KeyCode::Char('x')]);
    assert_eq!(s.choice(), Some(Action::Decline));
    key(&mut s, KeyCode::Enter);
    assert_eq!(s.game().jokers(), 1);
    keys(&mut s, &[KeyCode::Char('x'), KeyCode::Char('x')]);
    assert_eq!(s.game().to_act(), ToAct::Chance, "a second x confirms; the turn ends");
}

/// A click on another player's small area shows it large for stealing; a
/// click on a piece that may be stolen there takes it.
#[test]
fn a_click_on_a_small_area_picks_from_it() {
    let mut s = four_placing();
    keys(&mut s, &[KeyCode::Enter, KeyCode::Enter]);
    let l = layout(AREA, 4);
    let smalls = s.screen().visible_smalls(s.game(), l.slots.len());
    let dov = smalls.iter().position(|&x| x == Seat(2)).expect("Dov's area is small");
    let at = l.small_cell_at(dov, cell("h8")).expect("a cell");
    click(&mut s, at);
    assert!(
        matches!(s.screen().stage(), Stage::Put { victim: Seat(2), .. }),
        "{:?}",
        s.screen().stage()
    );
}

/// Rolls wait for r (the roll-off too), and each throw is logged.
#[test]
fn rolls_wait_for_r_and_the_roll_off_is_logged() {
    let entry = crate::registry::Registered::of::<super::Screen>();
    let mut s = (entry.open)(3, names(3), &Value::Null).expect("a match");
    assert_eq!(s.actions_played(), 0, "nothing rolled before r");
    for _ in 0..3 {
        key(s.as_mut(), KeyCode::Char('r'));
    }
    assert!(s.actions_played() >= 3);
}

#[test]
fn a_saved_games_progress_names_who_leads() {
    let mut state = json!({"players": 3, "round": 3, "to_move": 0, "die": 5});
    state["scores"] = json!([[10, 5], [20, 8], [3, 0]]);
    assert_eq!(session(state.clone()).progress(), "round 3 of 6, Sami leads with 28");
    state["scores"] = json!([[10, 18], [20, 8], [3, 0]]);
    assert_eq!(
        session(state.clone()).progress(),
        "round 3 of 6, Amal and Sami lead with 28"
    );
    state["scores"] = json!([[0, 0], [0, 0], [0, 0]]);
    assert_eq!(session(state).progress(), "round 3 of 6");
}

#[test]
fn the_key_bar_offers_only_what_works_now() {
    let mut s = four_placing();
    let bar = |s: &KhixaSession| s.keys().bar;
    assert!(
        !bar(&s).iter().any(|(k, _)| *k == "r"),
        "placing: nothing to roll: {:?}",
        bar(&s)
    );
    // The words are message ids (keys::say words them), in English "turn the piece".
    assert!(bar(&s).contains(&("t/T", "khixa-key-turn")), "{:?}", bar(&s));
    cursor_to(&mut s, cell("d4"));
    key(&mut s, KeyCode::Enter);
    assert!(s.choice().is_some(), "a placement to confirm");
    let confirm = bar(&s);
    assert_eq!(
        &confirm[..2],
        &[("Enter", "table-key-confirm"), ("u", "table-key-take-back")],
        "{confirm:?}"
    );
    assert!(
        !confirm.iter().any(|(k, _)| *k == "r"),
        "no r while confirming: {confirm:?}"
    );
}

#[test]
fn leaving_with_a_placement_chosen_says_it_in_words_not_notation() {
    let mut s = four_placing();
    cursor_to(&mut s, cell("d4"));
    key(&mut s, KeyCode::Enter);
    assert_eq!(
        s.unconfirmed().as_deref(),
        Some("Amal's 5 at d4, turned r0, is chosen but not confirmed")
    );
}

// ------------------------------------------------------ issue 19: languages

use crate::i18n::{Lang, set_lang};

/// Names a family of `lang` might type (Latin for English and the
/// pseudo-language, so that a word the message files do not own shows).
fn names_in(lang: Lang, n: usize) -> Vec<String> {
    let all: [&str; 4] = match lang {
        Lang::Ar => ["أمل", "سامي", "نور", "هالة"],
        Lang::He => ["דליה", "דב", "לאה", "יעל"],
        Lang::En | Lang::Pseudo => ["Amal", "Sami", "Dov", "Lea"],
    };
    all[..n].iter().map(ToString::to_string).collect()
}

/// The last round won: Amal's fourth 6 in a row beside a trio of 6s (D11:
/// two groups apart) makes the four and trio, and the match is over.
fn match_won(names: Vec<String>) -> KhixaSession {
    let mut s = session_of(
        json!({
            "players": 2, "round": 6,
            "areas": [pieces("d4:6r0 e4:6r0 f4:6r0 d6:6r0 e6:6r0 f6:6r0"), pieces("a1:2r0 h8:3r0")],
            "scores": [[23, 4, 30, 0, 35], [6, 22, 8, 30, 4]],
            "to_move": 0, "die": 6,
        }),
        names,
    );
    cursor_to(&mut s, cell("g4"));
    keys(&mut s, &[KeyCode::Enter, KeyCode::Enter]);
    assert_eq!(s.screen().mode(s.game()), Awaiting::Over, "{}", message(&s));
    s
}

/// The main screen of four players placing, a joker's steal and a round's
/// result, in Arabic, Hebrew and the pseudo-language.
#[test]
fn the_main_screen_speaks_arabic_and_hebrew() {
    for (lang, code) in [(Lang::Ar, "ar"), (Lang::He, "he"), (Lang::Pseudo, "pseudo")] {
        set_lang(lang);
        let s = four_placing_of(names_in(lang, 4));
        insta::assert_snapshot!(format!("four_placing_{code}"), render(&s, AREA).backend());
        let mut s = four_placing_of(names_in(lang, 4));
        keys(&mut s, &[KeyCode::Enter, KeyCode::Enter]);
        insta::assert_snapshot!(format!("four_steal_pick_{code}"), render(&s, AREA).backend());
    }
    set_lang(Lang::En);
}

/// The match's end on the screen and on the results screen (the score
/// table beside the verdict), in each language.
#[test]
fn the_results_speak_arabic_and_hebrew() {
    for (lang, code) in [(Lang::Ar, "ar"), (Lang::He, "he"), (Lang::Pseudo, "pseudo")] {
        set_lang(lang);
        let s = match_won(names_in(lang, 2));
        insta::assert_snapshot!(format!("match_won_{code}"), render(&s, AREA).backend());
        let summary = s.summary();
        let results = crate::screens::results::Results::new(
            crate::games::find("khixa").expect("a game"),
            s.names().to_vec(),
            json!({}),
            summary,
        )
        .with_final(Box::new(s));
        let mut terminal = Terminal::new(TestBackend::new(80, 22)).expect("terminal");
        terminal.draw(|f| results.draw(f, f.area())).expect("drawn");
        insta::assert_snapshot!(format!("results_80x24_{code}"), terminal.backend());
    }
    set_lang(Lang::En);
}

/// In Arabic no English is left on the screen (key names and the cells'
/// and turns' notation aside): placing, a joker's steal, a stolen piece
/// put, a round won, a refused cell.
#[test]
fn no_english_is_left_in_arabic() {
    const ALLOWED: &[&str] = &["Enter", "Esc", "Tab"];
    set_lang(Lang::Ar);
    let placing = four_placing_of(names_in(Lang::Ar, 4));
    let mut pick = four_placing_of(names_in(Lang::Ar, 4));
    keys(&mut pick, &[KeyCode::Enter, KeyCode::Enter]);
    let mut put = four_placing_of(names_in(Lang::Ar, 4));
    keys(&mut put, &[KeyCode::Enter, KeyCode::Enter, KeyCode::Enter]);
    let mut refused = four_placing_of(names_in(Lang::Ar, 4));
    cursor_to(&mut refused, cell("a8"));
    key(&mut refused, KeyCode::Enter);
    let won = match_won(names_in(Lang::Ar, 2));
    for (what, s) in [
        ("placing", &placing),
        ("a joker", &pick),
        ("the stolen piece", &put),
        ("a refused cell", &refused),
        ("the match won", &won),
    ] {
        let terminal = render(s, AREA);
        let english = crate::test_support::latin_words(terminal.backend().buffer(), ALLOWED);
        assert!(english.is_empty(), "{what}: {english:?}\n{}", terminal.backend());
    }
    set_lang(Lang::En);
}

/// D2, G4: a refused cell is told in the family's language, from the
/// rules' fact (not their English): must fit, taken, an impossible contact.
#[test]
fn a_refused_cell_is_told_in_arabic_and_hebrew() {
    set_lang(Lang::Ar);
    let mut s = four_placing_of(names_in(Lang::Ar, 4));
    cursor_to(&mut s, cell("a8"));
    key(&mut s, KeyCode::Enter);
    assert_eq!(
        message(&s),
        "ليس هنا: القطعة 5 تتعشّق في مكان ما، فيجب ذلك: a8 مُدارة r0 بلا تعشيق."
    );
    cursor_to(&mut s, cell("d3"));
    key(&mut s, KeyCode::Enter);
    assert_eq!(message(&s), "ليس هنا: d3 مشغولة.");
    set_lang(Lang::He);
    // A 4 above a 4: knob ▲ against knob ▲.
    let mut s = session(json!({
        "players": 2, "round": 3,
        "areas": [pieces("d4:4r0"), []],
        "to_move": 0, "die": 4,
    }));
    cursor_to(&mut s, cell("d3"));
    key(&mut s, KeyCode::Char('t'));
    key(&mut s, KeyCode::Char('t'));
    key(&mut s, KeyCode::Char('t'));
    key(&mut s, KeyCode::Char('t'));
    key(&mut s, KeyCode::Enter);
    let said = message(&s);
    assert!(said.starts_with("לא שם: ב-d3"), "{said}");
    set_lang(Lang::En);
}

/// Right to left the sides swap: the large area on the right, the others'
/// areas, the scores and the log on the left; each grid keeps its geometry
/// and every cell is clicked where it is drawn.
#[test]
fn right_to_left_the_large_area_is_on_the_right() {
    set_lang(Lang::Ar);
    let l = layout(AREA, 4);
    set_lang(Lang::En);
    let ltr = layout(AREA, 4);
    assert_eq!(l.big.right(), AREA.right());
    assert!(l.slots.iter().all(|r| r.right() <= l.big.x), "{l:?}");
    assert!(l.log.right() <= l.big.x && l.scores.right() <= l.big.x);
    assert!(
        l.hand.x > l.info_text().right(),
        "the piece in hand at the start of the line"
    );
    let shift = l.big.x - ltr.big.x;
    for c in Cell::all() {
        let (a, b) = (l.big_cell(c), ltr.big_cell(c));
        assert_eq!((a.x, a.y), (b.x + shift, b.y), "{c}");
        assert_eq!(l.hit(a), Some(super::layout::Target::Big(c)));
        for slot in 0..l.slots.len() {
            let at = l.small_cell_at(slot, c).expect("a slot");
            assert_eq!(l.hit(at), Some(super::layout::Target::Small(slot, Some(c))));
        }
    }
    // A click in Arabic lands on what Arabic draws there.
    set_lang(Lang::Ar);
    let mut s = four_placing();
    click(&mut s, l.big_cell(cell("d4")));
    assert_eq!(s.choice().map(|a| a.to_string()).as_deref(), Some("place 5 d4 r0"));
    set_lang(Lang::En);
}

/// Without colour, in Arabic too, the cursor's cell is reversed, the cells
/// where the piece may go are + in bold, and the edges read by their glyphs.
#[test]
fn no_color_in_arabic_shows_the_cursor_and_where_the_piece_may_go() {
    set_lang(Lang::Ar);
    let s = four_placing_of(names_in(Lang::Ar, 4));
    let terminal = render(&s, AREA);
    let buf = terminal.backend().buffer();
    insta::assert_snapshot!("no_color_four_placing_ar", crate::nocolor::picture(buf));
    let l = layout(AREA, 4);
    let d4 = l.big_cell(cell("d4"));
    assert_eq!(buf[d4].symbol(), "5");
    assert_eq!(crate::nocolor::mark(buf[d4].modifier), 'R');
    assert_eq!(buf[(d4.x - 2, d4.y)].symbol(), "┊");
    assert_eq!(buf[(d4.x, d4.y - 1)].symbol(), "●");
    set_lang(Lang::En);
}

/// The small areas' titles keep a computer's name whole where the frame
/// has room, else cut it between words, never inside one ("2 Compu…").
#[test]
fn small_titles_are_cut_between_words() {
    let names: Vec<String> = ["Amal", "Computer 2", "Computer 3", "Computer 4"]
        .map(String::from)
        .to_vec();
    let s = four_placing_of(names);
    let terminal = render(&s, AREA);
    let text = crate::test_support::symbols(terminal.backend().buffer());
    assert!(!text.contains("Compu…"), "{}", terminal.backend());
    assert!(
        text.contains("2 Computer…") || text.contains("2 Computer 2"),
        "{}",
        terminal.backend()
    );
}

// ------------------------------------------- the rules crate's reasons, worded

/// Types `text` on the typed line (`:`), without Enter.
fn type_line(s: &mut KhixaSession, text: &str) {
    key(s, KeyCode::Char(':'));
    for c in text.chars() {
        key(s, KeyCode::Char(c));
    }
}

/// Asks for a hint (`h`) and waits for it.
fn hint(s: &mut KhixaSession) {
    use std::time::{Duration, Instant};
    s.set_pace(crate::seats::Pace::instant());
    key(s, KeyCode::Char('h'));
    let start = Instant::now();
    while s.busy() {
        s.tick(Instant::now());
        assert!(start.elapsed() < Duration::from_secs(30), "the hint never came");
    }
}

/// One reason of each kind the bot gives (`khixa::bot::Why`), each turn of a
/// piece, and one refusal of each kind of text (`khixa::Unread`), from the
/// rules crate itself.
fn every_reason() -> (
    Vec<majlis_games::rules::khixa::bot::Why>,
    Vec<majlis_games::rules::khixa::Unread>,
) {
    use majlis_games::rules::khixa::bot::{Builds, Placed, Taking, Why};
    use majlis_games::rules::khixa::{Formation, Shape, read};
    let shape = |v| Shape::new(v).expect("a shape");
    let placed = |rot| Placed {
        shape: shape(3),
        cell: cell("c4"),
        rot,
    };
    let mut whys = Vec::new();
    for rot in 0..4 {
        for builds in [
            Builds::Completes(Formation::FourAndTrio),
            Builds::Ladder,
            Builds::Starts,
            Builds::Joins(2),
            Builds::Joins(3),
            Builds::Joins(11),
        ] {
            // Completing the formation ends the round: no joker is told.
            let jokers: &[u8] = if matches!(builds, Builds::Completes(_)) {
                &[0]
            } else {
                &[0, 1, 2, 3]
            };
            for &jokers in jokers {
                whys.push(Why::Places {
                    placed: placed(rot),
                    builds,
                    jokers,
                });
            }
        }
        for taking in [Taking::Completes(Formation::Trio), Taking::Breaks, Taking::Just] {
            whys.push(Why::Steals {
                victim: Seat(1),
                shape: Some(shape(5)),
                from: cell("d5"),
                to: cell("e4"),
                rot,
                taking,
            });
        }
    }
    whys.push(Why::Declines);
    let unread = [
        "fold",
        "roll",
        "roll 7",
        "place 3",
        "place 0 c4 r1",
        "place 3 c44 r1",
        "place 3 c9 r1",
        "place 3 c4 r4",
        "steal 1:d5 e4 r0",
        "steal d5 to e4 r0",
        "steal x:d5 to e4 r0",
        "decline now",
    ]
    .iter()
    .map(|text| read(text).expect_err(text))
    .collect();
    (whys, unread)
}

/// Issue 19: every typed reason has words in Arabic and Hebrew with no
/// English left (notation quoted as an example aside); the English words
/// are the rules crate's English, word for word (English screens show
/// the crate's own line, so the two must not drift apart).
#[test]
fn every_typed_reason_is_worded_in_each_language() {
    use super::why::{unread, words};
    const NOTATION: &[&str] = &["roll", "place", "steal", "decline", "fold", "now"];
    let (whys, unreads) = every_reason();
    set_lang(Lang::En);
    for w in &whys {
        assert_eq!(words(w), w.to_string(), "{w:?}");
    }
    for u in &unreads {
        assert_eq!(unread(u), u.to_string(), "{u:?}");
    }
    for lang in [Lang::Ar, Lang::He] {
        set_lang(lang);
        let said = whys.iter().map(words).chain(unreads.iter().map(unread));
        crate::test_support::assert_worded_apart(said, "khixa-", NOTATION);
    }
    set_lang(Lang::En);
}

/// Issue 19: the hint's why and a refused typed line in Arabic and Hebrew
/// come from the rules crate's typed reasons, not the generic line: at
/// 80×24, shaped and in visual order, nothing cut mid-word.
#[test]
fn a_hints_why_and_a_typed_refusal_speak_arabic_and_hebrew() {
    const FULL: Rect = Rect::new(0, 0, 80, 24);
    for (lang, code, does, refused) in [
        (
            Lang::Ar,
            "ar",
            "تبدأ مجموعة",
            "«c9» ليست خانة: الأعمدة من a إلى h والصفوف من 1 إلى 8",
        ),
        (
            Lang::He,
            "he",
            "פותח קבוצה",
            "\"c9\" אינה משבצת: העמודות מ-a עד h והשורות מ-1 עד 8",
        ),
    ] {
        set_lang(lang);
        let mut s = four_placing_of(names_in(lang, 4));
        hint(&mut s);
        let said = message(&s);
        let generic = crate::i18n::tr("table-hint-shown-move", &[]);
        assert!(!said.contains(&generic), "{code}: the hint says why: {said}");
        assert!(said.contains(does), "{code}: {said}");
        let english = crate::test_support::english_words(&said, &["place", "Enter"]);
        assert!(english.is_empty(), "{code}: English {english:?} in {said}");
        insta::assert_snapshot!(format!("four_hint_{code}"), render(&s, FULL).backend());
        key(&mut s, KeyCode::Char('u'));
        assert_eq!(s.choice(), None, "the hint taken back");
        type_line(&mut s, "place 5 c9 r0");
        key(&mut s, KeyCode::Enter);
        assert_eq!(message(&s), refused, "{code}: the typed reason, worded");
        insta::assert_snapshot!(format!("four_typed_refused_{code}"), render(&s, FULL).backend());
    }
    set_lang(Lang::En);
}

/// The English hint and refusal stay the rules crate's own line.
#[test]
fn in_english_the_hint_and_a_typed_refusal_keep_the_crates_words() {
    set_lang(Lang::En);
    let mut s = four_placing();
    type_line(&mut s, "place 5 c9 r0");
    key(&mut s, KeyCode::Enter);
    assert_eq!(
        message(&s),
        "\"c9\" is not a cell: columns go from a to h and rows from 1 to 8"
    );
}
