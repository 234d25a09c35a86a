//! The Jackar (جاكار) screen: the board as a loop of cells (four sides for 2
//! and 4 players, six for 6), each seat's home, base lane and graveyard in its
//! colour, marbles by letter, partners paired by a team mark; the hand of the
//! seat holding the device (behind the session's pass-the-device curtain),
//! played card → effect → marble(s) by keys or mouse, or typed in notation,
//! its effect previewed on the board until confirmed; a log, the deal and
//! leader, cards left and each team's progress.
//!
//! Modules: [`layout`] (player count and area → positions and rectangles, for
//! drawing and clicks), [`draw`] (rendering, never changes state), [`input`]
//! (keys and mouse → intents), [`choice`] (building a play from the legal
//! actions), [`play`] (screen state and the update step, the only caller of the
//! rules), [`chronicle`] (the log, from the rules' events), [`style`] (the
//! seats' colours and the highlights).

pub mod choice;
pub mod chronicle;
pub mod draw;
pub mod input;
pub mod layout;
pub mod play;
pub mod style;

#[cfg(test)]
mod tests;

use jackar::{Action, Event, Jackar};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::{Position, Rect};
use rules_core::{Game, Outcome, Seat};

use crate::seated::{Answer, GameScreen, LogLine, Notation, Private, Scene, Seated};
use crate::text::name;
use layout::Target;
pub use play::Screen;

/// A Jackar match on its screen.
pub type JackarSession = Seated<Screen>;

impl Seated<Screen> {
    /// The screen's state as the holder of the device sees it (for tests and
    /// benches); `None` while the curtain is up.
    #[must_use]
    pub fn play(&self) -> Option<play::Play<'_, '_, play::JackarScene<'_>>> {
        Some(play::Play::new(self.screen(), self.scene()?))
    }
}

impl GameScreen for Screen {
    type Game = Jackar;
    type Seeing = Private;
    type Intent = input::Intent;

    const BINDINGS: &'static [crate::keys::Binding<input::Intent>] = input::BINDINGS;
    const CLICK: &'static str = input::CLICK;
    const RULES: &'static str = include_str!("../../../../../assets/rules/jackar.md");
    const SETUP_NOTE: Option<fn(&[String]) -> String> = Some(partners_note);
    const NOTATION: Notation = Notation {
        does: "type a play (7 a3 b4)",
        in_bar: true,
        examples: "Enter plays it, Esc closes (e.g. 8 a, 7 a3 b4, J a 2c)",
        noun: "play",
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
        Screen::show(self, scene, action)
    }

    fn note(&mut self, before: &Jackar, action: &Action, events: &[Event], names: &[String], log: &mut Vec<LogLine>) {
        self.chronicle.note(before, action, events, names, log);
    }

    fn hint(&self, scene: &Scene<'_, Self>) -> String {
        Screen::hint(self, scene)
    }

    /// The rules' words: marbles finish in their *base*.
    fn headline(&self, _game: &Jackar, names: &[String], outcome: &Outcome) -> String {
        let who: Vec<&str> = outcome.winners.iter().map(|&s| name(names, s)).collect();
        match who.as_slice() {
            [] => "The match is not over".to_string(),
            [one] => format!("{one} wins: all four marbles in base"),
            many => format!("Team {} wins: all eight marbles in base", many.join(" + ")),
        }
    }

    /// What the scores count, the cards played, and each team's marbles.
    fn details(&self, game: &Jackar, names: &[String]) -> Vec<String> {
        let (series, _) = game.deal_number();
        let cards = self.chronicle().cards_out;
        let mut details = vec![
            "Scores are marbles in base.".to_string(),
            format!("{cards} cards played over {} series of deals.", series + 1),
        ];
        if game.players() > 2 {
            for team in game.board().teams() {
                let names: Vec<&str> = team.iter().map(|&s| name(names, s)).collect();
                let home: i64 = team.iter().map(|&s| in_base(game, s)).sum();
                details.push(format!("{}: {home} of {} in base", names.join(" + "), 4 * team.len()));
            }
        }
        details
    }

    /// Each seat's marbles in base (the outcome scores only the winners).
    fn scores(&self, game: &Jackar, _outcome: &Outcome) -> Vec<i64> {
        Seat::all(game.players()).map(|s| in_base(game, s)).collect()
    }

    /// How far the match has gone, for the shelf: the deal, the cards used (played, thrown, discarded),
    /// the marbles in base per team (per player for two) and who leads.
    fn progress(&self, game: &Jackar, names: &[String], _moves: usize) -> String {
        let (series, deal) = game.deal_number();
        let deals = jackar::deal_series(game.players()).len();
        // Per team (a player alone in a game of two): its players' names and its marbles in base.
        let teams: Vec<Vec<Seat>> = if game.players() == 2 {
            Seat::all(2).map(|s| vec![s]).collect()
        } else {
            game.board().teams()
        };
        let team_names: Vec<String> = teams
            .iter()
            .map(|team| {
                let who: Vec<&str> = team.iter().map(|&s| name(names, s)).collect();
                who.join(" + ")
            })
            .collect();
        let counts: Vec<i64> = teams
            .iter()
            .map(|team| team.iter().map(|&s| in_base(game, s)).sum())
            .collect();
        let bases: Vec<String> = counts.iter().map(ToString::to_string).collect();
        // A team leads as one, named as setup names partners: "Amal + Dov leads".
        let lead = crate::ui::leaders(&team_names, &counts, true).map_or(String::new(), |lead| format!(", {lead}"));
        let cards = crate::text::count(self.chronicle().cards_out, "card", "cards");
        format!(
            "series {}, deal {} of {deals} · {cards} used · in base {}{lead}",
            series + 1,
            (deal + 1).min(deals),
            bases.join("–")
        )
    }

    fn final_size(players: usize) -> Option<(u16, u16)> {
        let g = layout::Geometry::compact(players);
        Some((g.width, g.height))
    }

    fn draw_final(&self, game: &Jackar, names: &[String], buf: &mut Buffer, area: Rect) {
        // Over, the board is public: any seat's view shows every marble.
        draw::draw_final(buf, area, &game.view(Seat(0)), names);
    }
}

/// A seat's marbles in base.
fn in_base(game: &Jackar, seat: Seat) -> i64 {
    let n = game
        .marbles(seat)
        .iter()
        .filter(|p| matches!(p, jackar::Place::Base(_)))
        .count();
    i64::try_from(n).unwrap_or(0)
}

impl Screen {
    /// What a click at a position lands on: a card, a choice of the prompt
    /// row, or a spot of the board.
    fn hit(&self, scene: &Scene<'_, Self>, area: Rect, pos: Position) -> Option<Target> {
        let l = layout::layout(area, scene.players());
        if let Some(target) = l.hit(pos) {
            return Some(target);
        }
        self.choice_row(scene, style::marble_style)
            .hit(l.choices, pos)
            .map(Target::Choice)
    }
}

/// The setup screen's line on teams: partners sit opposite (seat n with seat
/// n + players/2), named as typed so far, by number while nothing is typed.
#[must_use]
pub fn partners_note(typed: &[String]) -> String {
    let Some(board) = jackar::Board::new(typed.len()) else {
        return String::new();
    };
    if typed.len() == 2 {
        return "One against one".into();
    }
    let teams = board.teams();
    if typed.iter().all(|n| n.trim().is_empty()) {
        let pairs: Vec<String> = teams
            .iter()
            .map(|t| {
                t.iter()
                    .map(|s| (s.index() + 1).to_string())
                    .collect::<Vec<_>>()
                    .join(" + ")
            })
            .collect();
        return format!("Teams: players {}", pairs.join(", "));
    }
    let name = |s: Seat| match typed.get(s.index()).map(|n| n.trim()) {
        Some(n) if !n.is_empty() => n.to_string(),
        _ => format!("Player {}", s.index() + 1),
    };
    let pairs: Vec<String> = teams
        .iter()
        .map(|t| t.iter().map(|&s| name(s)).collect::<Vec<_>>().join(" + "))
        .collect();
    format!("Partners sit opposite: {}", pairs.join(", "))
}
