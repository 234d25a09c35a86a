//! The real Khixa screen inside the shell: a seeded four-player match played
//! by keys only, from the picker through setup, every roll, placement, joker
//! and round's result, to the results after round 6; with a leave and
//! continue part way.
//!
//! As in `jackar_app.rs`, a twin `KhixaSession` at the same table receives
//! exactly the keys the app's game receives, and the two are checked to agree
//! after every key. The twin's screen state chooses the keys: r to roll,
//! Enter after a round's result; to place, a few Tabs and turns (from a
//! seeded counter), Enter to choose and Enter to confirm; with a joker,
//! sometimes x twice (declined), else Tabs, Enter to take a piece, Enter to
//! choose its cell and Enter to confirm.

mod common;

use common::{FOUR, Pair, key, open_game, play_to_results, playing, render, scratch, stir, twin};
use majlis_tui::app::{App, Showing};
use majlis_tui::games::khixa::KhixaSession;
use majlis_tui::games::khixa::play::{Awaiting, Stage};
use ratatui::crossterm::event::KeyCode;

const SIZE: (u16, u16) = (80, 24);

/// What the keys did.
#[derive(Default)]
struct Tally {
    /// Pieces stolen and jokers declined.
    steals: usize,
    declines: usize,
    /// Rounds whose result was shown.
    results: usize,
    /// Every how many keys the two records are compared.
    check_every: usize,
}

/// A seeded counter: the next number from 0 to 7.
fn next(pick: &mut u64) -> u64 {
    stir(pick) >> 61
}

impl Pair<KhixaSession, Tally> {
    /// `app` and `twin`, their records compared every `check_every` keys.
    fn checking_every(app: App, twin: KhixaSession, check_every: usize) -> Self {
        let mut pair = Self::new(app, twin);
        pair.tally.check_every = check_every;
        pair
    }

    fn press(&mut self, code: KeyCode) {
        self.send(code);
        if self.keys % self.tally.check_every == 0 {
            self.assert_same(code);
        }
    }

    fn played(&self) -> usize {
        self.twin.table().actions().len()
    }

    /// One step of the match by keys.
    fn step(&mut self, pick: &mut u64) {
        assert_eq!(self.app.showing(), Showing::Game);
        let before = self.played();
        match self.twin.screen().mode(self.twin.game()) {
            Awaiting::Over => panic!("the twin is over"),
            Awaiting::Result => {
                self.tally.results += 1;
                self.press(KeyCode::Enter);
            }
            Awaiting::Opening(_) | Awaiting::Roll(_) => {
                self.press(KeyCode::Char('r'));
                assert!(self.played() > before, "r rolls");
            }
            Awaiting::Place(_) => self.place(pick),
            Awaiting::Steal(_) => {
                if next(pick) < 2 {
                    self.press(KeyCode::Char('x'));
                    assert_eq!(self.played(), before, "the first x only chooses to decline");
                    self.press(KeyCode::Char('x'));
                    self.tally.declines += 1;
                } else {
                    for _ in 0..next(pick) {
                        self.press(KeyCode::Tab);
                    }
                    self.press(KeyCode::Enter);
                    assert!(
                        matches!(self.twin.screen().stage(), Stage::Put { .. }),
                        "Enter takes the piece under the cursor: {:?}",
                        self.twin.message()
                    );
                    self.place(pick);
                    self.tally.steals += 1;
                }
                assert!(self.played() > before, "the joker is used or declined");
            }
        }
    }

    /// Places the piece in hand: Tabs and turns, Enter to choose (turning it
    /// to fit if need be), Enter to confirm.
    fn place(&mut self, pick: &mut u64) {
        let before = self.played();
        for _ in 0..next(pick) {
            self.press(KeyCode::Tab);
        }
        if next(pick) == 0 {
            self.press(KeyCode::Char('t'));
        }
        self.press(KeyCode::Enter);
        assert_eq!(self.played(), before, "the first Enter only chooses");
        assert!(self.twin.choice().is_some(), "a cell chosen: {:?}", self.twin.message());
        self.press(KeyCode::Enter);
        assert!(self.played() > before, "the second Enter confirms");
    }
}

#[test]
fn a_seeded_four_player_match_by_keys_from_the_picker_to_the_results() {
    let dir = scratch("kx-whole-match");
    // Picker → Khixa's setup (four players by default, four names) → the game, seed 100.
    let app = open_game(&dir, SIZE, "Khixa", &FOUR);
    assert_eq!(app.showing(), Showing::Game, "{}", render(&app));
    let mut pair = Pair::checking_every(app, twin(100, &FOUR), 7);
    // Some turns, then leave (saving) and continue from the picker.
    pair.play_with_a_break(&dir, 150, Showing::Game, 20_000, Pair::step);
    assert!(
        pair.tally.steals > 0 && pair.tally.declines > 0,
        "{} steals, {} declines",
        pair.tally.steals,
        pair.tally.declines
    );
    assert_eq!(
        pair.tally.results, 5,
        "the result of rounds 1 to 5 shown; round 6 goes to the results"
    );
    let results = pair.results();
    assert_eq!(results.summary.details.len(), 6, "a sentence a round");
    let totals = &results.summary.scores;
    let best = totals.iter().copied().max().expect("scores");
    for w in &results.summary.winners {
        assert_eq!(totals[w.index()], best);
        assert!(
            results.summary.headline.contains(FOUR[w.index()]),
            "{}",
            results.summary.headline
        );
    }
    let screen = render(&pair.app);
    assert!(screen.contains(&results.summary.headline), "{screen}");
    pair.assert_save_removed(&dir, "");
}

/// Two to four players at 80×24, a piece in hand after the roll-off.
#[test]
fn two_to_four_players_play_at_80_by_24() {
    for players in [2, 3, 4] {
        let folder = format!("khixa-80x24-{players}");
        let (_dir, mut app) = playing(&folder, (80, 24), "khixa", 100, &FOUR[..players]);
        assert_eq!(app.showing(), Showing::Game, "{players} players fit 80×24");
        for _ in 0..12 {
            let screen = render(&app);
            if screen.contains("in hand") {
                break;
            }
            key(&mut app, KeyCode::Char('r'));
        }
        insta::assert_snapshot!(format!("khixa_80x24_{players}_players"), render(&app));
    }
}

/// Eight players (two sets of pieces, D10) at 100×30, from the first roll
/// to the results: every seat's name, score and turn through the shell.
#[test]
fn eight_players_play_a_whole_match_at_100_by_30() {
    const EIGHT: [&str; 8] = ["Amal", "Sami", "Dov", "Lea", "Noor", "Yael", "Omar", "Tali"];
    let (_dir, app) = playing("kx-eight", (100, 30), "khixa", 7, &EIGHT);
    assert_eq!(app.showing(), Showing::Game, "eight players fit 100×30");
    let mut pair = Pair::checking_every(app, twin(7, &EIGHT), 97);
    let mut pick = 8;
    play_to_results(&mut pair, |p| &p.app, |p| p.step(&mut pick), 40_000, "the match ends");
    let results = pair.results();
    assert_eq!(results.summary.scores.len(), 8);
    let screen = render(&pair.app);
    for name in EIGHT {
        assert!(screen.contains(name), "{name} on the results:\n{screen}");
    }
    eprintln!(
        "{} keys, {} steals, {} declines\n{screen}",
        pair.keys, pair.tally.steals, pair.tally.declines
    );
}
