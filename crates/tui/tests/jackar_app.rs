//! The real Jackar screen inside the shell: a seeded four-player match played
//! by keys only, from the picker through setup, every curtain and every turn,
//! to the results naming the winning team; and a leave-and-continue part way.
//!
//! As in `shesh_besh_app.rs`, a twin `JackarSession` at the same table receives
//! exactly the keys the app's game receives, and the two are checked to agree
//! after every key. The twin's screen state chooses the keys: Space lifts a
//! curtain; `t` throws a hand that cannot play; a stopped player's Enter picks
//! a card to discard (and must not discard it); otherwise a few Tabs (from a
//! seeded counter) then Enter, stage after stage, until the turn is played.

mod common;

use common::{FOUR, Pair, key, open_behind_curtain, playing, render, scratch, stir, twin};
use majlis_tui::app::Showing;
use majlis_tui::games::jackar::JackarSession;
use majlis_tui::games::jackar::play::Awaiting;
use majlis_tui::session::Session;
use ratatui::crossterm::event::KeyCode;

const SIZE: (u16, u16) = (100, 34);

/// What the keys did.
#[derive(Default)]
struct Tally {
    /// Discards by a stopped player (D7), each picked then confirmed.
    discards: usize,
}

impl Pair<JackarSession, Tally> {
    fn press(&mut self, code: KeyCode) {
        self.send(code);
        self.assert_same(code);
        self.assert_same_curtain();
    }

    /// One turn (or one curtain) by keys. `pick` stirs how many Tabs go
    /// before each Enter, so the marbles and cards chosen vary.
    fn step(&mut self, pick: &mut u64) {
        if self.twin.curtain().is_some() {
            assert_eq!(self.app.showing(), Showing::Curtain);
            return self.press(KeyCode::Char(' '));
        }
        assert_eq!(self.app.showing(), Showing::Game);
        let (screen, scene) = (
            self.twin.screen(),
            self.twin.scene().expect("the twin holds the device"),
        );
        let phase = screen.phase(&scene);
        assert!(!matches!(phase, Awaiting::Over), "the twin is over");
        if screen.must_throw(&scene) {
            return self.press(KeyCode::Char('t'));
        }
        let before = self.twin.table().actions().len();
        if let Awaiting::Discard(_) = phase {
            // Picked, then confirmed: the first Enter never discards.
            self.press(KeyCode::Enter);
            let scene = self.twin.scene().expect("the twin holds the device");
            assert_eq!(self.twin.table().actions().len(), before, "one Enter discarded a card");
            assert!(
                self.twin.screen().discard_choice(&scene).is_some(),
                "the first Enter picks a card"
            );
            self.tally.discards += 1;
        }
        for _ in 0..12 {
            for _ in 0..(stir(pick) >> 61) {
                self.press(KeyCode::Tab);
            }
            self.press(KeyCode::Enter);
            if self.twin.table().actions().len() > before {
                return;
            }
        }
        panic!(
            "twelve Enters did not play a turn: {:?}",
            self.twin.screen().selection()
        );
    }
}

#[test]
fn a_seeded_four_player_match_by_keys_from_the_picker_to_the_winning_team() {
    let dir = scratch("jk-whole-game");
    let mut pair = Pair::new(open_behind_curtain(&dir, SIZE, "Jackar", &FOUR), twin(100, &FOUR));
    // Some turns, then leave (saving) and continue from the picker: a resumed
    // game starts behind the curtain.
    pair.play_with_a_break(&dir, 60, Showing::Curtain, 20_000, Pair::step);
    assert!(pair.tally.discards > 0, "the match had a stop and its discard");
    let results = pair.results();
    let winners: Vec<usize> = results.summary.winners.iter().map(|s| s.index()).collect();
    assert_eq!(winners.len(), 2, "a team of two wins: {winners:?}");
    assert_eq!(winners[1], winners[0] + 2, "partners sit opposite");
    for &w in &winners {
        assert_eq!(results.summary.scores[w], 4, "every marble of the winners is in base");
        assert!(
            results.summary.headline.contains(FOUR[w]),
            "{}",
            results.summary.headline
        );
    }
    let screen = render(&pair.app);
    assert!(
        screen.contains(&format!("Team {} + {} wins", FOUR[winners[0]], FOUR[winners[1]])),
        "{screen}"
    );
    pair.assert_save_removed(&dir, "");
}

#[test]
fn the_curtain_hides_every_hand_until_the_leader_takes_the_device() {
    let dir = scratch("jk-curtain");
    let mut app = open_behind_curtain(&dir, SIZE, "Jackar", &FOUR);
    let twin: JackarSession = twin(100, &FOUR);
    let leader = twin.curtain().expect("the leader is named");
    common::wait(&mut app); // the curtain's moment passes: it asks for a key
    let screen = render(&app);
    assert!(screen.contains("Pass the device to"), "{screen}");
    assert!(screen.contains(FOUR[leader.index()]), "{screen}");
    let first_card = |screen: &str| screen.contains("╭1─╮") || screen.contains("┏1━┓");
    assert!(!first_card(&screen), "no card behind the curtain:\n{screen}");
    insta::assert_snapshot!("jackar_curtain", screen);
    key(&mut app, KeyCode::Char(' '));
    assert_eq!(app.showing(), Showing::Game);
    let screen = render(&app);
    assert!(first_card(&screen), "the leader's hand:\n{screen}");
    insta::assert_snapshot!("jackar_leader_has_the_device", screen);
}

/// Two and four players play Jackar in the 80×24 terminal people have: the
/// compact board, the hand, the table and the log, with the shell's bars.
#[test]
fn two_and_four_players_play_at_80_by_24() {
    for players in [2, 4] {
        let folder = format!("jackar-80x24-{players}");
        let (_dir, mut app) = playing(&folder, (80, 24), "jackar", 100, &FOUR[..players]);
        assert_eq!(app.showing(), Showing::Curtain, "{players} players fit 80×24");
        key(&mut app, KeyCode::Char(' '));
        assert_eq!(app.showing(), Showing::Game);
        insta::assert_snapshot!(format!("jackar_80x24_{players}_players"), render(&app));
    }
}

/// Names an Arabic and a Hebrew family would type.
const AR_FOUR: [&str; 4] = ["أمل", "سامي", "داود", "ليلى"];
const HE_FOUR: [&str; 4] = ["עמל", "סמי", "דב", "לאה"];

/// The results of a seeded four-player match at 80×24 in Arabic, Hebrew and
/// the pseudo-language: the winning team, the score sheet and the board as
/// it ended, in the game's words (issue 19). The match is played by keys in
/// the app, as above, with its twin.
#[test]
fn the_results_in_arabic_hebrew_and_the_pseudo_language() {
    use majlis_tui::i18n::{self, Lang};
    for (lang, code, names) in [
        (Lang::Ar, "ar", AR_FOUR),
        (Lang::He, "he", HE_FOUR),
        (Lang::Pseudo, "pseudo", FOUR),
    ] {
        i18n::set_lang(lang);
        let (_dir, app) = playing(&format!("jk-results-{code}"), (80, 24), "jackar", 100, &names);
        let mut pair: Pair<JackarSession, Tally> = Pair::new(app, twin(100, &names));
        let mut pick = 100;
        common::play_to_results(&mut pair, |p| &p.app, |p| p.step(&mut pick), 20_000, "the match ends");
        let results = pair.results();
        assert_eq!(results.summary.winners.len(), 2, "a team wins");
        insta::assert_snapshot!(format!("jackar_results_80x24_{code}"), render(&pair.app));
    }
}
