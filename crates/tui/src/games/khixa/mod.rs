//! The Khixa (خيكسا) screen: one area large — the player's to move, with its
//! pieces' edges and the piece in hand at the cursor, its contacts shown as
//! they would be — and every other area small; the round's formation with a
//! small picture, the die, the jokers, the score table (players × 6 rounds)
//! and a log. Played by keys or mouse: a placement, a joker's steal (the
//! piece, then its cell) or a declined joker is chosen, previewed, and
//! confirmed by the seated session.
//!
//! Modules: [`layout`] (area and players → named rectangles, for drawing and
//! clicks), [`look`] (each shape's colour, the glyphs of edges and
//! contacts), [`draw`] (rendering, never changes state), [`input`] (keys and
//! mouse → intents), [`play`] (screen state and the update step: how input
//! narrows the legal actions to one), [`chronicle`] (the log and each
//! round's result, from the rules' events).

pub mod chronicle;
pub mod draw;
pub mod input;
pub mod layout;
pub mod look;
pub mod play;

#[cfg(test)]
mod tests;

use khixa::{Action, Event, Khixa};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;
use rules_core::{Game, Outcome, Seat};

use crate::seated::{Answer, GameScreen, LogLine, Notation, Open, Scene, Seated};
use crate::text::{name, names_of};
pub use play::Screen;
use play::{Mode, Stage};

/// A Khixa match on its screen.
pub type KhixaSession = Seated<Screen>;

impl GameScreen for Screen {
    type Game = Khixa;
    type Seeing = Open;
    type Intent = input::Intent;

    const BINDINGS: &'static [crate::keys::Binding<input::Intent>] = input::BINDINGS;
    const CLICK: &'static str = input::CLICK;
    const RULES: &'static str = include_str!("../../../../../assets/rules/khixa.md");
    const NOTATION: Notation = Notation {
        does: "type a placement (place 3 c4 r1)",
        in_bar: false,
        examples: "Enter chooses it, Esc closes (e.g. place 3 c4 r1, decline)",
        noun: "move",
    };

    fn min_size(players: usize) -> (u16, u16) {
        layout::min_size(players)
    }

    fn draw(&self, scene: &Scene<'_, Self>, buf: &mut Buffer, area: Rect) {
        draw::draw(buf, area, self, scene);
    }

    fn on_key(&mut self, scene: &Scene<'_, Self>, key: KeyEvent) -> Answer<Action> {
        match input::key_intent(&key) {
            Some(intent) => self.update(scene.sight(), scene.names(), scene.legal(), intent),
            None => Answer::Ignored,
        }
    }

    fn on_mouse(&mut self, scene: &Scene<'_, Self>, mouse: MouseEvent, area: Rect) -> Answer<Action> {
        let game = scene.sight();
        let seat_in = |slot: usize, slots: usize| self.visible_smalls(game, slots).get(slot).copied();
        match input::mouse_intent(mouse, area, game.players(), seat_in) {
            Some(intent) => self.update(game, scene.names(), scene.legal(), intent),
            None => Answer::Ignored,
        }
    }

    fn choice(&self, scene: &Scene<'_, Self>) -> Option<Action> {
        Screen::choice(self, scene.sight(), scene.legal())
    }

    fn take_back(&mut self, _scene: &Scene<'_, Self>) {
        Screen::take_back(self);
    }

    fn refresh(&mut self, scene: &Scene<'_, Self>) {
        Screen::refresh(self, scene.sight());
    }

    fn show(&mut self, scene: &Scene<'_, Self>, action: &Action, _frame: usize) -> bool {
        Screen::show(self, scene.sight(), action)
    }

    fn note(&mut self, before: &Khixa, action: &Action, events: &[Event], names: &[String], log: &mut Vec<LogLine>) {
        self.chronicle.note(before, action, events, names, log);
    }

    fn hint(&self, scene: &Scene<'_, Self>) -> String {
        Screen::hint(self, scene.sight(), scene.names(), scene.legal())
    }

    /// The winners and their points.
    fn headline(&self, game: &Khixa, names: &[String], outcome: &Outcome) -> String {
        let best = outcome.scores.iter().copied().max().unwrap_or(0);
        match outcome.winners.as_slice() {
            [] => format!("Round {} of 6 in progress", game.round()),
            [one] => format!("{} wins with {best} points", name(names, *one)),
            many => format!("{} share the win with {best} points", names_of(names, many)),
        }
    }

    /// A sentence a round: who completed its formation, everyone's score.
    fn details(&self, _game: &Khixa, names: &[String]) -> Vec<String> {
        self.chronicle()
            .results
            .iter()
            .map(|r| {
                let how = match r.winner {
                    Some(w) => format!("{} completed it", name(names, w)),
                    None => "the pile ran out".to_string(),
                };
                let scores: Vec<String> = r
                    .scores
                    .iter()
                    .enumerate()
                    .map(|(i, s)| format!("{} {s}", name(names, Seat::new(i))))
                    .collect();
                format!(
                    "Round {} ({}): {how}; {}.",
                    r.round,
                    r.formation.name(),
                    scores.join(", ")
                )
            })
            .collect()
    }

    /// Every roll waits for the player's r: the roll-off and each turn's.
    fn rolls_by_hand(&self, _game: &Khixa) -> bool {
        true
    }

    /// Whose roll it is: the seat on turn, or the next contender of the
    /// roll-off (D7). A computer's roll is then drawn at once: a person is
    /// never asked to press r for a computer.
    fn roller(&self, game: &Khixa) -> Option<Seat> {
        match self.mode(game) {
            Mode::Opening(seat) | Mode::Roll(seat) => Some(seat),
            Mode::Place(_) | Mode::Steal(_) | Mode::Result | Mode::Over => None,
        }
    }

    fn progress(&self, game: &Khixa, names: &[String], _moves: usize) -> String {
        Screen::progress(game, names)
    }

    fn bar(&self, scene: &Scene<'_, Self>) -> Vec<(&'static str, &'static str)> {
        // Only the keys that do something now: no "roll" while a piece is
        // placed or a round's result is shown.
        match (self.mode(scene.sight()), self.stage()) {
            (Mode::Opening(_) | Mode::Roll(_), _) => vec![("r", "roll")],
            (Mode::Place(_), _) | (Mode::Steal(_), Stage::Put { .. }) => vec![
                ("Enter", "place"),
                ("t/T", "turn the piece"),
                ("arrows", "cursor"),
                ("Tab", "next marked cell"),
            ],
            (Mode::Steal(_), _) => vec![("Enter", "take"), ("Tab", "next piece"), ("x", "decline a joker")],
            (Mode::Result, _) => vec![("Enter", "next round")],
            (Mode::Over, _) => Vec::new(),
        }
    }

    fn unconfirmed(&self, scene: &Scene<'_, Self>) -> Option<String> {
        if let Some(choice) = Screen::choice(self, scene.sight(), scene.legal()) {
            // In words, as the log would write it: never the notation's seats from 0.
            let who = scene.to_act().seat().map_or("?", |s| scene.name(s));
            let what = match choice {
                Action::Place { shape, cell, rot } => format!("{who}'s {shape} at {cell}, turned r{rot},"),
                Action::Steal { victim, from, to, .. } => {
                    format!("{who}'s steal of {}'s piece from {from} to {to}", scene.name(victim))
                }
                Action::Decline | Action::Roll(_) => format!("{who}'s joker declined"),
            };
            return Some(format!("{what} is chosen but not confirmed"));
        }
        match self.stage() {
            Stage::Put { victim, from, .. } => Some(format!(
                "{}'s piece in {from} is picked with a joker but not placed",
                scene.name(victim)
            )),
            _ => None,
        }
    }

    fn final_size(players: usize) -> Option<(u16, u16)> {
        Some(draw::final_size(players))
    }

    fn draw_final(&self, game: &Khixa, names: &[String], buf: &mut Buffer, area: Rect) {
        draw::draw_final(buf, area, game, names);
    }
}
