//! The Wajh al-Nahs (وجه النحس) screen: the players' table (hand sizes,
//! face-up cards, face-down counts, who is out and in which place, marks,
//! the turn order and its direction), the pile with its top cards fanned and
//! its value and any limit in words, the draw pile; the hand of the seat
//! holding the device (behind the session's pass-the-device curtain) as
//! tiles, equal cards together, the playable ones marked; the swap before
//! play; the count of equal cards laid together; whom a Carry-it names; the
//! pick-up as one key; each special card's Arabic name and what it does; a
//! log; and between stages, the stage's Wajh al-Nahs and the session's marks.
//!
//! Modules: [`layout`] (area → rectangles, for drawing and clicks), [`cards`]
//! (labels and tiles), [`draw`] (rendering, never changes state), [`input`]
//! (keys and mouse → intents), [`play`] (screen state and the update step,
//! the only caller of the rules), [`chronicle`] (the log, from the rules'
//! events).

pub mod cards;
pub mod chronicle;
pub mod draw;
pub mod input;
pub mod layout;
pub mod play;

#[cfg(test)]
mod tests;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::{Position, Rect};
use rules_core::{Game, Outcome, Seat};
use wajh_alnahs::{Action, Event, WajhAlNahs};

use crate::seated::{Answer, GameScreen, LogLine, Notation, Private, Scene, Seated};
use crate::text::{count, name, names_of};
use layout::{Target, layout, window};
use play::Ask;
pub use play::Screen;

/// A session of Wajh al-Nahs on its screen.
pub type WajhSession = Seated<Screen>;

impl GameScreen for Screen {
    type Game = WajhAlNahs;
    type Seeing = Private;
    type Intent = input::Intent;

    const BINDINGS: &'static [crate::keys::Binding<input::Intent>] = input::BINDINGS;
    const CLICK: &'static str = input::CLICK;
    const RULES: &'static str = include_str!("../../../../../assets/rules/wajh-alnahs.md");
    const NOTATION: Notation = Notation {
        does: "type a turn (7 7)",
        in_bar: true,
        examples: "Enter chooses it, Esc closes (e.g. 7 7, carry-it 2, pick up)",
        noun: "turn",
    };

    fn min_size(players: usize) -> (u16, u16) {
        layout::min_size(players)
    }

    fn draw(&self, scene: &Scene<'_, Self>, buf: &mut Buffer, area: Rect) {
        draw::draw(buf, area, self, scene);
    }

    fn on_key(&mut self, scene: &Scene<'_, Self>, key: KeyEvent) -> Answer<Action> {
        match input::key_intent(&key) {
            Some(intent) => self.update(scene, intent),
            None => Answer::Ignored,
        }
    }

    fn on_mouse(&mut self, scene: &Scene<'_, Self>, mouse: MouseEvent, area: Rect) -> Answer<Action> {
        match input::mouse_intent(mouse, |pos| self.hit(scene, area, pos)) {
            Some(intent) => self.update(scene, intent),
            None => Answer::Ignored,
        }
    }

    fn choice(&self, scene: &Scene<'_, Self>) -> Option<Action> {
        Screen::choice(self, scene)
    }

    fn take_back(&mut self, scene: &Scene<'_, Self>) {
        Screen::take_back(self, scene);
    }

    fn refresh(&mut self, scene: &Scene<'_, Self>) {
        Screen::refresh(self, scene);
    }

    fn show(&mut self, scene: &Scene<'_, Self>, action: &Action, _frame: usize) -> bool {
        Screen::show(self, scene, *action)
    }

    /// The holder's new cards after a deal made in front of everyone: the
    /// session's curtain covers them on the holder's turn.
    fn cover(&self) -> Option<Seat> {
        self.cover_seat()
    }

    fn lift_cover(&mut self) {
        self.uncover();
    }

    fn note(
        &mut self,
        before: &WajhAlNahs,
        action: &Action,
        events: &[Event],
        names: &[String],
        log: &mut Vec<LogLine>,
    ) {
        self.chronicle.note(before, action, events, names, log);
    }

    fn hint(&self, scene: &Scene<'_, Self>) -> String {
        Screen::hint(self, scene)
    }

    /// The session's Wajh al-Nahs (the most marks) and its winners (the
    /// fewest, D10).
    fn headline(&self, game: &WajhAlNahs, names: &[String], outcome: &Outcome) -> String {
        let marks = game.marks();
        let winners = &outcome.winners;
        let most = game.most_marks();
        let said = |seats: &[Seat]| names_of(names, seats);
        let most_marks = most.first().map_or(0, |s| marks[s.index()]);
        let least_marks = winners.first().map_or(0, |s| marks[s.index()]);
        let marks_word = |n: u32| count(n, "mark", "marks");
        if most.len() == game.players() {
            format!(
                "Everyone has {}: nobody is the Wajh al-Nahs of the session",
                marks_word(most_marks)
            )
        } else {
            format!(
                "{} {} the Wajh al-Nahs of the session ({}); {} {} with {least_marks}",
                said(&most),
                if most.len() == 1 { "is" } else { "are" },
                marks_word(most_marks),
                said(winners),
                if winners.len() == 1 { "wins" } else { "win" },
            )
        }
    }

    /// What the scores count, and each stage's Wajh al-Nahs and finishing
    /// order.
    fn details(&self, _game: &WajhAlNahs, names: &[String]) -> Vec<String> {
        let mut details = vec!["Scores are marks: one for each stage's Wajh al-Nahs; fewer is better.".to_string()];
        for result in &self.chronicle().stages {
            let out = if result.finished.is_empty() {
                String::new()
            } else {
                format!("; out in order: {}", names_of(names, &result.finished))
            };
            let how = match result.end {
                wajh_alnahs::StageEnd::Stalemate => " (the most cards at the 40th pick-up without progress)",
                wajh_alnahs::StageEnd::NobodyHolding => " (the last to run out)",
                wajh_alnahs::StageEnd::LastHolding => "",
            };
            details.push(format!(
                "Stage {}: {} is the Wajh al-Nahs{how}{out}",
                result.stage,
                name(names, result.wajh)
            ));
        }
        details
    }

    fn rolls_by_hand(&self, game: &WajhAlNahs) -> bool {
        self.deals_by_hand(game.phase(), game.stage())
    }

    /// The stage and who leads with the fewest marks: "stage 2 of 3, Sami
    /// and Dov lead with no mark".
    fn progress(&self, game: &WajhAlNahs, names: &[String], _moves: usize) -> String {
        let marks: Vec<i64> = game.marks().iter().map(|&m| i64::from(m)).collect();
        let fewest = marks.iter().min().copied().unwrap_or(0);
        let fewest = match fewest {
            0 => "no mark".to_owned(),
            1 => "1 mark".to_owned(),
            n => format!("{n} marks"),
        };
        let stage = format!("stage {} of {}", game.stage(), game.options().stages);
        match crate::ui::leaders(names, &marks, false) {
            Some(lead) => format!("{stage}, {lead} with {fewest}"),
            None if marks.iter().any(|&m| m > 0) => format!("{stage}, level at {fewest}"),
            None => stage,
        }
    }

    fn final_size(players: usize) -> Option<(u16, u16)> {
        Some(draw::final_size(players))
    }

    fn draw_final(&self, game: &WajhAlNahs, names: &[String], buf: &mut Buffer, area: Rect) {
        draw::draw_final(buf, area, &self.chronicle().stages, &game.marks(), names);
    }
}

impl Seated<Screen> {
    /// What the screen asks the seat holding the device (`None` behind the curtain).
    #[must_use]
    pub fn ask(&self) -> Option<Ask> {
        Some(self.screen().ask(&self.scene()?))
    }

    /// The cards shown as tiles (see [`Screen::tiles`]).
    #[must_use]
    pub fn tiles(&self) -> Vec<(Option<wajh_alnahs::Card>, usize)> {
        self.scene().map(|sc| self.screen().tiles(&sc)).unwrap_or_default()
    }

    /// The kinds of card that can be laid now.
    #[must_use]
    pub fn playable(&self) -> Vec<wajh_alnahs::Card> {
        self.scene().map(|sc| self.screen().playable(&sc)).unwrap_or_default()
    }

    /// The answers of the prompt row (see [`Screen::answers`]).
    #[must_use]
    pub fn answers(&self) -> Vec<Action> {
        self.scene().map(|sc| self.screen().answers(&sc)).unwrap_or_default()
    }

    /// The line the message bar shows when no message is set.
    #[must_use]
    pub fn hint(&self) -> String {
        self.scene().map(|sc| self.screen().hint(&sc)).unwrap_or_default()
    }

    /// The pile as the choice waiting would leave it.
    #[must_use]
    pub fn preview(&self) -> Option<play::PilePreview> {
        self.scene().and_then(|sc| self.screen().preview(&sc))
    }
}

impl Screen {
    /// What a click at a position lands on: a tile (by its index among all
    /// the tiles), an answer of the prompt row, or a seat's row.
    fn hit(&self, scene: &Scene<'_, Self>, area: Rect, pos: Position) -> Option<Target> {
        let l = layout(area, scene.players());
        let tiles = self.tiles(scene).len();
        let ask = self.ask(scene);
        let tile_cursor = matches!(ask, Ask::Swap | Ask::Cards(_) | Ask::FaceDown);
        let shown = window(tiles, if tile_cursor { self.cursor() } else { 0 }, l.tiles_fit());
        let split = (ask == Ask::Swap).then(|| scene.sight().hand.len().saturating_sub(shown.start));
        if let Some(k) = l.tile_at(pos, shown.len(), split) {
            return Some(Target::Tile(shown.start + k));
        }
        if let Some(k) = self.choice_row(scene).hit(l.choices, pos) {
            return Some(Target::Choice(k));
        }
        l.seat_at(pos).map(Target::Seat)
    }
}
