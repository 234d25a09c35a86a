//! The real Wajh al-Nahs screen inside the shell: a seeded four-player
//! session of three stages played by keys only, from the picker through
//! setup, every curtain, every swap and turn, each stage's result, to the
//! results naming the session's Wajh al-Nahs; and a leave-and-continue part
//! way.
//!
//! As in `jackar_app.rs`, a twin `WajhSession` at the same table receives
//! exactly the keys the app's game receives, and the two are checked to agree
//! (the actions played after every key, the whole record now and then). The
//! twin's screen chooses the keys: Space lifts a curtain (or the cover after a
//! deal); Enter deals the next stage; `k` then Enter keeps the swap (or a
//! hand and a face-up card are marked); `p` picks up; a card by its number
//! (or Tab to it) then Enter, and Enter again for the count; a face-down card
//! by its number; a player to name by number; a Carry-it answered now and then.

mod common;

use common::{FOUR, Pair, key, open_behind_curtain, render, scratch, stir, twin};
use majlis_games::rules::wajh_alnahs::{self, Action, Card};
use majlis_tui::app::Showing;
use majlis_tui::games::wajh_alnahs::WajhSession;
use majlis_tui::games::wajh_alnahs::play::Ask;
use majlis_tui::session::Session;
use ratatui::crossterm::event::KeyCode;

const SIZE: (u16, u16) = (80, 24);

/// What the keys did, to check the session met every part of the game.
#[derive(Default)]
struct Tally {
    names: usize,
    answers: usize,
    face_down: usize,
    swaps: usize,
    groups: usize,
    ceremonies: usize,
}

impl Pair<WajhSession, Tally> {
    fn press(&mut self, code: KeyCode) {
        self.send(code);
        // Once over, the shell shows the results: the twin is checked there.
        let Some(playing) = self.app.playing() else { return };
        assert_eq!(
            playing.session.actions_played(),
            self.twin.actions_played(),
            "after key {} ({code:?})",
            self.keys
        );
        self.assert_same_curtain();
        if self.keys % 500 == 0 {
            assert_eq!(
                playing.session.record_json(),
                self.twin.record_json(),
                "after key {}",
                self.keys
            );
        }
    }

    /// One turn (or one curtain, cover or stage's result) by keys. `pick`
    /// stirs which card, seat or answer is taken.
    fn step(&mut self, pick: &mut u64) {
        let r = usize::try_from(stir(pick) >> 33).unwrap_or(0);
        if self.twin.curtain().is_some() {
            assert_eq!(self.app.showing(), Showing::Curtain);
            return self.press(KeyCode::Char(' '));
        }
        assert_eq!(self.app.showing(), Showing::Game);
        if self.twin.screen().covered() {
            return self.press(KeyCode::Char(' '));
        }
        let before = self.twin.actions_played();
        let ask = self.twin.ask().expect("the twin holds the device");
        match ask {
            Ask::NextStage => {
                self.tally.ceremonies += 1;
                self.press(KeyCode::Enter);
            }
            Ask::Swap => {
                // Now and then a hand card for a face-up one, else keep.
                if r % 3 == 0 {
                    self.press(KeyCode::Char('1'));
                    self.press(KeyCode::Char('4'));
                }
                if self.twin.choice().is_none() {
                    self.press(KeyCode::Char('k'));
                }
                self.tally.swaps +=
                    usize::from(self.twin.choice() != Some(Action::Swap(wajh_alnahs::Exchange::keep())));
                self.press(KeyCode::Enter);
            }
            Ask::PickUp => self.press(KeyCode::Char('p')),
            Ask::Cards(_) => {
                let playable = self.twin.playable();
                let tiles = self.twin.tiles();
                let options: Vec<usize> = (0..tiles.len())
                    .filter(|&k| tiles[k].0.is_some_and(|c| playable.contains(&c)))
                    .collect();
                let k = options[r % options.len()];
                if k < 9 {
                    self.press(KeyCode::Char(char::from(b'1' + u8::try_from(k).unwrap_or(0))));
                } else {
                    // Beyond the digits: Tab along to it.
                    while self.twin.screen().cursor() != k {
                        self.press(KeyCode::Tab);
                    }
                    self.press(KeyCode::Enter);
                }
                if let Some(Ask::Count(_)) = self.twin.ask() {
                    self.tally.groups += 1;
                    if r % 2 == 0 {
                        self.press(KeyCode::Left);
                    }
                }
                assert!(self.twin.choice().is_some(), "a card picked is a choice waiting");
                self.press(KeyCode::Enter);
            }
            Ask::FaceDown => {
                self.tally.face_down += 1;
                let n = self.twin.tiles().len();
                self.press(KeyCode::Char(char::from(b'1' + u8::try_from(r % n).unwrap_or(0))));
                self.press(KeyCode::Enter);
            }
            Ask::Name => {
                self.tally.names += 1;
                let seats: Vec<usize> = self
                    .twin
                    .answers()
                    .iter()
                    .filter_map(|a| match a {
                        Action::Name(s) => Some(s.index()),
                        _ => None,
                    })
                    .collect();
                let seat = seats[r % seats.len()];
                self.press(KeyCode::Char(char::from(b'1' + u8::try_from(seat).unwrap_or(0))));
                self.press(KeyCode::Enter);
            }
            Ask::Answer => {
                if self.twin.answers().contains(&Action::lay(Card::CARRY_IT)) && r % 2 == 0 {
                    self.tally.answers += 1;
                    self.press(KeyCode::Char('2'));
                    self.press(KeyCode::Enter);
                } else if self.twin.choice() == Some(Action::PickUp) {
                    self.press(KeyCode::Enter);
                } else {
                    self.press(KeyCode::Char('p'));
                    self.press(KeyCode::Char('p'));
                }
            }
            Ask::Count(_) | Ask::Wait => panic!("nothing to do: {ask:?}"),
        }
        if ask != Ask::NextStage {
            assert!(
                self.twin.actions_played() > before,
                "{ask:?}: the keys played no turn ({})",
                self.twin.hint()
            );
        }
    }
}

#[test]
fn a_seeded_four_player_session_by_keys_from_the_picker_to_the_sessions_wajh_al_nahs() {
    let dir = scratch("wajh-whole-session");
    let mut pair = Pair::new(open_behind_curtain(&dir, SIZE, "Wajh al-Nahs", &FOUR), twin(100, &FOUR));
    // Some turns, then leave (saving) and continue from the picker: a resumed
    // game starts behind the curtain.
    pair.play_with_a_break(&dir, 150, Showing::Curtain, 40_000, Pair::step);
    assert_eq!(
        pair.tally.ceremonies, 2,
        "each stage but the last ends with its result on screen"
    );
    assert!(
        pair.tally.names > 0 && pair.tally.face_down > 0 && pair.tally.groups > 0 && pair.tally.swaps > 0,
        "{}",
        {
            format!(
                "names {}, face down {}, groups {}, swaps {}",
                pair.tally.names, pair.tally.face_down, pair.tally.groups, pair.tally.swaps
            )
        }
    );
    let results = pair.results();
    let marks: i64 = results.summary.scores.iter().sum();
    assert_eq!(marks, 3, "a mark a stage");
    let screen = render(&pair.app);
    assert!(
        results.summary.headline.contains("Wajh al-Nahs of the session"),
        "{}",
        results.summary.headline
    );
    assert!(screen.contains("of the session."), "{screen}");
    assert!(
        screen.contains("( o.o )"),
        "the cat sits by the session's Wajh al-Nahs:\n{screen}"
    );
    insta::assert_snapshot!("wajh_results_80x24", screen);
    let tally = &pair.tally;
    let more = format!(
        "; {} named, {} answered, {} face down",
        tally.names, tally.answers, tally.face_down
    );
    pair.assert_save_removed(&dir, &more);
}

#[test]
fn the_curtain_hides_every_hand_until_seat_0_takes_the_device_to_swap() {
    let dir = scratch("wajh-curtain");
    let mut app = open_behind_curtain(&dir, SIZE, "Wajh al-Nahs", &FOUR);
    common::wait(&mut app); // the curtain's moment passes: it asks for a key
    let screen = render(&app);
    assert!(
        screen.contains("Pass the device to") && screen.contains("Amal"),
        "{screen}"
    );
    assert!(!screen.contains("╭1"), "no card behind the curtain:\n{screen}");
    insta::assert_snapshot!("wajh_curtain", screen);
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(app.showing(), Showing::Game);
    let screen = render(&app);
    assert!(screen.contains("Amal's hand (1–3) and face-up cards (4–6)"), "{screen}");
    insta::assert_snapshot!("wajh_swap_at_80x24", screen);
}

/// In Arabic, as `majlis play wajh-alnahs --lang ar --names هالة,عمر`
/// opens it at 80×24: the curtain comes first and shows no card; once Hala
/// takes the device her hand shows, worded in Arabic, and after her swap
/// Omar's curtain hides it again.
#[test]
fn in_arabic_the_curtain_hides_every_hand_until_its_player_takes_the_device() {
    use majlis_tui::i18n::{Lang, set_lang};
    set_lang(Lang::Ar);
    let dir = scratch("wajh-arabic-curtain");
    let mut app = common::app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    let names = vec!["هالة".to_string(), "عمر".to_string()];
    app.play("wajh-alnahs", 100, serde_json::Value::Null, 2, names)
        .expect("play");
    assert_eq!(app.showing(), Showing::Curtain, "Hala takes the device first");
    common::wait(&mut app);
    let screen = render(&app);
    assert!(!screen.contains("╭1"), "no card behind the curtain:\n{screen}");
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(app.showing(), Showing::Game);
    let screen = render(&app);
    assert!(screen.contains("╭1"), "Hala's cards:\n{screen}");
    // The words as written (the terminal's bidi mode leaves them in logical
    // order, unshaped); the app's own mode shows them shaped, right to left.
    majlis_tui::bidi::set_mode(majlis_tui::bidi::Mode::Terminal);
    let screen = render(&app);
    majlis_tui::bidi::set_mode(majlis_tui::bidi::Mode::App);
    assert!(
        screen.contains("علّم الكروت للتبديل"),
        "the swap asked in Arabic:\n{screen}"
    );
    key(&mut app, KeyCode::Char('k'));
    key(&mut app, KeyCode::Enter);
    assert_eq!(app.showing(), Showing::Curtain, "Omar's turn: his curtain");
    common::wait(&mut app);
    let screen = render(&app);
    set_lang(Lang::En);
    assert!(!screen.contains("╭1"), "no card behind Omar's curtain:\n{screen}");
}
