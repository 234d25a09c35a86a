//! The Shesh-Besh (שש בש) screen: the board as in the usual diagram, dice,
//! players, score and a log of moves; played by keys or mouse, one step at a
//! time on a preview, each turn confirmed as a whole (the seated session's
//! confirm / undo).
//!
//! Modules: [`layout`] (area → named rectangles, for drawing and clicks),
//! [`draw`] (rendering, never changes state), [`input`] (keys and mouse →
//! intents), [`play`] (screen state and the update step: how input narrows the
//! legal turns to one), [`chronicle`] (log and results, from the rules' events).

pub mod chronicle;
pub mod draw;
pub mod input;
pub mod layout;
pub mod play;

#[cfg(test)]
mod tests;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;
use rules_core::{Outcome, Seat};
use shesh_besh::{Action, Event, SheshBesh};

use crate::seated::{Answer, GameScreen, LogLine, Notation, Open, Scene, Seated};
use crate::text::name;
use chronicle::{points_text, win_name, win_with_cube};
pub use play::Screen;
use play::{Phase, other};

/// A Shesh-Besh match on its screen.
pub type SheshBeshSession = Seated<Screen>;

impl Seated<Screen> {
    /// What the screen waits for now.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.screen().phase(self.game())
    }
}

impl GameScreen for Screen {
    type Game = SheshBesh;
    type Seeing = Open;
    type Intent = input::Intent;

    const BINDINGS: &'static [crate::keys::Binding<input::Intent>] = input::BINDINGS;
    const CLICK: &'static str = input::CLICK;
    const RULES: &'static str = include_str!("../../../../../assets/rules/shesh-besh.md");
    const NOTATION: Notation = Notation {
        does: "type a turn, points numbered from your side (13/7 8/7)",
        in_bar: false,
        examples: "Enter chooses it, Esc closes (your side's points: 13/7 8/7, bar/22, 6/off)",
        noun: "turn",
    };

    fn min_size(_players: usize) -> (u16, u16) {
        layout::MIN_SIZE
    }

    fn draw(&self, scene: &Scene<'_, Self>, buf: &mut Buffer, area: Rect) {
        draw::draw(buf, area, self, scene);
    }

    fn on_key(&mut self, scene: &Scene<'_, Self>, key: KeyEvent) -> Answer<Action> {
        match input::key_intent(&key) {
            Some(intent) => self.update(scene.sight(), scene.names(), intent),
            None => Answer::Ignored,
        }
    }

    fn on_mouse(&mut self, scene: &Scene<'_, Self>, mouse: MouseEvent, area: Rect) -> Answer<Action> {
        match input::mouse_intent(mouse, area) {
            Some(intent) => self.update(scene.sight(), scene.names(), intent),
            None => Answer::Ignored,
        }
    }

    fn choice(&self, _scene: &Scene<'_, Self>) -> Option<Action> {
        Screen::choice(self)
    }

    fn take_back(&mut self, scene: &Scene<'_, Self>) {
        Screen::take_back(self, scene.sight());
    }

    fn refresh(&mut self, scene: &Scene<'_, Self>) {
        Screen::refresh(self, scene.sight());
    }

    fn note(
        &mut self,
        before: &SheshBesh,
        action: &Action,
        events: &[Event],
        names: &[String],
        log: &mut Vec<LogLine>,
    ) {
        let numbered = self.numbered_for(before);
        self.chronicle.note(before, action, events, names, numbered, log);
    }

    fn hint(&self, scene: &Scene<'_, Self>) -> String {
        Screen::hint(self, scene.sight(), scene.names())
    }

    /// Who won the game and how (a single game), or the match and its score.
    fn headline(&self, game: &SheshBesh, names: &[String], outcome: &Outcome) -> String {
        let score = game.score();
        match outcome.winners.first() {
            Some(&w) if game.match_to() <= 1 => {
                let kind = self
                    .chronicle()
                    .results
                    .last()
                    .map_or("a plain win", |r| win_name(r.kind));
                format!("{} wins the game: {kind}", name(names, w))
            }
            Some(&w) => format!(
                "{} wins the match {}–{}",
                name(names, w),
                score[w.index() & 1],
                score[other(w).index() & 1]
            ),
            None => format!(
                "Match in progress: {} {} – {} {}",
                name(names, layout::WHITE),
                score[0],
                score[1],
                name(names, layout::BLACK)
            ),
        }
    }

    /// The match's score sheet, game by game: who won each game, how, for
    /// how many points, and the score after it ("Game 2: Amal, Mars, 2
    /// points (2–2)"); a sentence a game, so that it wraps in a narrow
    /// panel. A single game has one line saying how it was won.
    fn details(&self, game: &SheshBesh, names: &[String]) -> Vec<String> {
        self.chronicle()
            .results
            .iter()
            .map(|r| {
                let how = win_with_cube(r.kind, r.points);
                if game.match_to() <= 1 {
                    format!("{}: {}", crate::text::capitalise(&how), points_text(r.points))
                } else {
                    format!(
                        "Game {}: {}, {how}, {} ({}–{})",
                        r.game,
                        name(names, r.winner),
                        points_text(r.points),
                        r.score[0],
                        r.score[1]
                    )
                }
            })
            .collect()
    }

    fn rolls_by_hand(&self, _game: &SheshBesh) -> bool {
        // Every roll waits for the player's r, the opening roll too.
        true
    }

    fn roller(&self, game: &SheshBesh) -> Option<Seat> {
        // The seat on turn rolls; the opening roll is everyone's.
        game.mover()
    }

    fn frames(&self, _scene: &Scene<'_, Self>, action: &Action) -> usize {
        Screen::frames(action)
    }

    fn show(&mut self, scene: &Scene<'_, Self>, action: &Action, frame: usize) -> bool {
        Screen::show(self, scene.sight(), action, frame)
    }

    fn waiting(&self) -> bool {
        Screen::waiting(self)
    }

    fn go_on(&mut self, scene: &Scene<'_, Self>) {
        Screen::go_on(self, scene.sight());
    }

    fn forced(&self, scene: &Scene<'_, Self>) -> Option<(Action, String)> {
        Screen::forced(self, scene.sight(), scene.names())
    }

    fn progress(&self, game: &SheshBesh, names: &[String], moves: usize) -> String {
        Screen::progress(self, game, names, moves)
    }

    fn unconfirmed(&self, scene: &Scene<'_, Self>) -> Option<String> {
        Screen::unconfirmed(self, scene.sight(), scene.names())
    }

    fn final_size(_players: usize) -> Option<(u16, u16)> {
        Some(draw::FINAL_SIZE)
    }

    fn draw_final(&self, game: &SheshBesh, names: &[String], buf: &mut Buffer, area: Rect) {
        draw::draw_final(buf, area, self, game, names);
    }
}
