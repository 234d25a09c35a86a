//! The real Toki Toki screen inside the shell, at 80×24: a seeded
//! four-player game played by keys and clicks from the picker through setup,
//! five rounds with each round's end turned up card by card, to the results
//! naming the lowest total; and a leave-and-continue part way.
//!
//! As in `jackar_app.rs`, a twin `TokiSession` at the same table receives
//! exactly the input the app's game receives, and the two are checked to
//! agree after every key or click. The twin's screen state chooses the input:
//! at each stage a few Tabs (from a seeded counter) then Enter, a rule letter
//! among those that apply, a card by its number, now and then a click on a
//! pile or a card instead; a choice is confirmed by Enter or a second click.

mod common;

use common::{FOUR, Pair, assert_same_record, open_game, render, scratch, stir, twin};
use majlis_games::rules::toki::{Phase, Rule};
use majlis_tui::app::Showing;
use majlis_tui::games::toki::TokiSession;
use majlis_tui::games::toki::layout::{Layout, layout};
use majlis_tui::games::toki::play::{Item, Stage};
use majlis_tui::session::Session;
use ratatui::crossterm::event::{Event, KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use rules_core::Seat;

const SIZE: (u16, u16) = (80, 24);

/// What the input did.
#[derive(Default)]
struct Tally {
    /// Round ends seen on screen, card by card.
    reveals: usize,
    clicks: usize,
}

impl Pair<TokiSession, Tally> {
    fn body(&self) -> ratatui::layout::Rect {
        majlis_tui::chrome::chrome(self.app.area()).body
    }

    fn press(&mut self, code: KeyCode) {
        self.send(code);
        assert_same_record(&self.app, &self.twin, &format!("after input {} ({code:?})", self.keys));
    }

    fn click(&mut self, at: ratatui::layout::Position) {
        let mouse = MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: at.x,
            row: at.y,
            modifiers: KeyModifiers::NONE,
        };
        self.app.handle(&Event::Mouse(mouse));
        self.twin.on_mouse(mouse, self.body());
        self.keys += 1;
        self.tally.clicks += 1;
        assert_same_record(
            &self.app,
            &self.twin,
            &format!("after input {} (click {at:?})", self.keys),
        );
    }

    /// One step of play by the twin's stage; `pick` stirs the choices.
    fn step(&mut self, pick: &mut u64) {
        let roll = stir(pick) >> 58;
        assert_eq!(self.app.showing(), Showing::Game);
        let play = self.twin.play().expect("an open table has a scene");
        let l = layout(self.body(), 4);
        match play.stage {
            Stage::Recap => {
                self.tally.reveals += 1;
                self.press(if roll % 9 == 0 {
                    KeyCode::Char('s')
                } else {
                    KeyCode::Enter
                });
            }
            Stage::Take if roll % 4 == 0 => {
                // Two clicks on a pile: pick, then confirm.
                let pile = if roll % 8 == 0 { l.discard } else { l.bank };
                let at = Layout::pile_card(pile).as_position();
                self.click(at);
                self.click(at);
            }
            Stage::Rule => {
                let rules: Vec<Rule> = play
                    .items()
                    .iter()
                    .filter_map(|&i| match i {
                        Item::Rule(r) if play.enabled(i) => Some(r),
                        _ => None,
                    })
                    .collect();
                let rule = rules[usize::try_from(roll).unwrap_or(0) % rules.len()];
                self.press(KeyCode::Char(rule.letter()));
            }
            Stage::Cells(_) if roll % 5 == 0 => {
                // A click on the card under the cursor, twice.
                let cell = play.cursor_cell().expect("a card under the cursor");
                let seat = play.mover.expect("a mover");
                let at = l.cell(seat, cell).expect("a card").as_position();
                self.click(at);
                self.click(at);
            }
            _ => {
                for _ in 0..(roll % 3) {
                    self.press(KeyCode::Tab);
                }
                self.press(KeyCode::Enter);
            }
        }
    }
}

#[test]
fn a_seeded_four_player_game_by_keys_and_clicks_from_the_picker_to_the_results() {
    let dir = scratch("toki-whole-game");
    // Picker → Toki Toki's setup (four players by default, four names) → the game, seed 100.
    let app = open_game(&dir, SIZE, "Toki Toki", &FOUR);
    assert_eq!(
        app.showing(),
        Showing::Game,
        "no curtain: nothing is seen by one player only"
    );
    let mut pair = Pair::<TokiSession, Tally>::new(app, twin(100, &FOUR));
    let mut pick = 100;

    // Into the second round, then leave (saving) and continue from the picker.
    for _ in 0..20_000 {
        if pair.twin.game().round() >= 2 && pair.twin.game().phase() == Phase::Take {
            break;
        }
        pair.step(&mut pick);
    }
    assert_eq!(pair.twin.game().round(), 2);
    pair.resume_and_finish(&dir, "toki", &FOUR, Showing::Game, 60_000, |p| p.step(&mut pick));
    assert_eq!(pair.twin.game().rounds_scored(), 5);
    assert!(
        pair.tally.reveals >= 5,
        "every round's end was shown: {}",
        pair.tally.reveals
    );
    assert!(pair.tally.clicks > 20, "clicks played too: {}", pair.tally.clicks);
    let results = pair.results();
    let totals = pair.twin.game().totals();
    assert_eq!(results.summary.scores, totals);
    let best = *totals.iter().min().expect("totals");
    let winners: Vec<Seat> = Seat::all(4).filter(|s| totals[s.index()] == best).collect();
    assert_eq!(results.summary.winners, winners);
    let screen = render(&pair.app);
    for w in &winners {
        assert!(screen.contains(FOUR[w.index()]), "{screen}");
    }
    assert!(screen.contains("lowest total"), "{screen}");
    pair.assert_save_removed(&dir, "");
}

/// Issue 19's check, as `majlis play toki --lang ar --names هالة,عمر`
/// opens it at 80×24: the boxes (the names on them) on the right-hand
/// side, seat 1's at the top right, the round and the piles in the panel on
/// the left, drawn in Arabic. Letters are counted by the half of the row
/// they are in, so the check holds once the bidirectional layer shapes and
/// reorders them too.
#[test]
fn an_arabic_table_of_two_has_the_names_on_the_right_and_the_panel_on_the_left() {
    use majlis_tui::i18n::{Lang, set_lang};
    set_lang(Lang::Ar);
    let dir = scratch("toki-arabic");
    let mut app = common::app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    let names = vec!["هالة".to_string(), "عمر".to_string()];
    app.play("toki", 100, serde_json::Value::Null, 2, names).expect("play");
    let body = majlis_tui::chrome::chrome(app.area()).body;
    let l = layout(body, 2);
    let (boxes, head) = (l.boxes, l.head);
    set_lang(Lang::En);
    assert_eq!(boxes[0].right(), body.right(), "seat 1's box at the right edge");
    assert!(boxes[1].right() <= boxes[0].x, "seat 2's box to its left");
    set_lang(Lang::Ar);
    let screen = render(&app);
    set_lang(Lang::En);
    let arabic = |c: char| matches!(c, '\u{0600}'..='\u{06FF}' | '\u{FB50}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}');
    let header: Vec<char> = screen
        .lines()
        .nth(usize::from(body.y))
        .expect("a row")
        .chars()
        .collect();
    // The test backend's rows are quoted: `"…"`.
    let cells = |from: u16, to: u16| header.iter().skip(usize::from(from) + 1).take(usize::from(to - from));
    let name_letters = |b: ratatui::layout::Rect| cells(b.x, b.right()).filter(|c| arabic(**c)).count();
    assert_eq!(name_letters(boxes[0]), "هالة".chars().count(), "{screen}");
    assert_eq!(name_letters(boxes[1]), "عمر".chars().count(), "{screen}");
    // The panel on the left: the round, in Arabic words (aligned to the
    // panel's right, as Arabic is, but left of every box).
    assert!(head.x == body.x && head.right() <= boxes[1].x, "the panel on the left");
    assert!(
        cells(head.x, head.right()).filter(|c| arabic(**c)).count() >= 5,
        "{screen}"
    );
}
