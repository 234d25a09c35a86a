//! The Jackar (جاكار) screen: the board as a loop of cells (four sides for 2
//! and 4 players, six for 6), each seat's home, base lane and graveyard in its
//! colour, marbles by letter, partners paired by a team mark; the hand of the
//! seat to act (behind the shell's pass-the-device curtain), played card →
//! effect → marble(s) by keys or mouse, or typed in notation; a log, the deal
//! and leader, cards left and each team's progress.
//!
//! Modules: [`layout`] (player count and area → positions and rectangles, for
//! drawing and clicks), [`draw`] (rendering, never changes state), [`input`]
//! (keys and mouse → intents), [`choice`] (building a play from the legal
//! actions), [`play`] (screen state and the update step, the only caller of the
//! rules), [`chronicle`] (the log, from the rules' events).

pub mod choice;
pub mod chronicle;
pub mod draw;
pub mod input;
pub mod layout;
pub mod play;

#[cfg(test)]
mod tests;

use crossterm::event::{KeyEvent, MouseEvent};
use jackar::Jackar;
use ratatui::Frame;
use ratatui::layout::Rect;
use rules_core::{Game, Seat, Table, ToAct};

use crate::games::common;
use crate::session::{OptionChoice, OptionSpec, Reply, ScreenEntry, Session, Summary};
use layout::Target;
use play::Play;

/// The Jackar screen entry.
pub const ENTRY: ScreenEntry = ScreenEntry {
    id: "jackar",
    options: &[OptionSpec {
        key: "passing",
        label: "Passing others",
        choices: &[
            OptionChoice {
                json: "\"one\"",
                label: "Pass at most one",
            },
            OptionChoice {
                json: "\"block\"",
                label: "Two side by side block",
            },
            OptionChoice {
                json: "\"free\"",
                label: "Pass any number",
            },
        ],
        // D1: the sheet's reading is the default.
        default: 0,
    }],
    // Families usually play four, in two teams.
    setup_note: Some(partners_note),
    new_session,
    resume,
};

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

/// The names to play under: one per seat, blanks as "Player n".
fn seat_names(names: Vec<String>) -> anyhow::Result<Vec<String>> {
    if !matches!(names.len(), 2 | 4 | 6) {
        anyhow::bail!("Jackar is played by 2, 4 or 6 players, not {}", names.len());
    }
    Ok(names
        .into_iter()
        .enumerate()
        .map(|(i, n)| {
            let n = n.trim();
            if n.is_empty() {
                format!("Player {}", i + 1)
            } else {
                n.to_string()
            }
        })
        .collect())
}

fn new_session(seed: u64, names: Vec<String>, options: &serde_json::Value) -> anyhow::Result<Box<dyn Session>> {
    let names = seat_names(names)?;
    let table = common::new_table::<Jackar>(seed, names.len(), options)?;
    Ok(Box::new(JackarSession::from_table(table, names)))
}

fn resume(names: Vec<String>, record: &serde_json::Value) -> anyhow::Result<Box<dyn Session>> {
    let names = seat_names(names)?;
    let table = common::saved_table::<Jackar>(record, "Jackar", Some(names.len()))?;
    Ok(Box::new(JackarSession::resumed(table, names)?))
}

/// A Jackar match on screen.
#[derive(Clone, Debug)]
pub struct JackarSession {
    play: Play,
    names: Vec<String>,
}

impl JackarSession {
    /// The screen's state (for tests and benches).
    #[must_use]
    pub fn play(&self) -> &Play {
        &self.play
    }

    /// A session around a given table (tests, benches: a forced position or deal).
    #[must_use]
    pub fn from_table(table: Table<Jackar>, names: Vec<String>) -> Self {
        JackarSession {
            play: Play::new(table, names.clone()),
            names,
        }
    }

    /// A session around a table replayed from a record: the log is rebuilt
    /// from the record's actions, as when the shell resumes a save.
    ///
    /// # Errors
    /// When an action of the table does not apply to a fresh game.
    pub fn resumed(table: Table<Jackar>, names: Vec<String>) -> anyhow::Result<Self> {
        Ok(JackarSession {
            play: Play::resumed(table, names.clone())?,
            names,
        })
    }

    /// What a click at a position lands on: a card, a choice of the prompt
    /// line, or a spot of the board.
    fn hit(&self, area: Rect, pos: ratatui::layout::Position) -> Option<Target> {
        let l = layout::layout(area, self.names.len());
        if let Some(target) = l.hit(pos) {
            return Some(target);
        }
        let row = self.play.choice_row();
        let lead = u16::try_from(row.lead.chars().count()).unwrap_or(0) + 1;
        let labels: Vec<String> = row.items.iter().map(|i| i.label.clone()).collect();
        l.choice_rects(lead, &labels)
            .iter()
            .position(|r| r.contains(pos))
            .map(Target::Choice)
    }
}

impl Session for JackarSession {
    fn game_id(&self) -> &'static str {
        Jackar::ID
    }

    fn names(&self) -> &[String] {
        &self.names
    }

    fn min_size(&self) -> (u16, u16) {
        layout::min_size(self.names.len())
    }

    fn draw(&self, frame: &mut Frame, area: Rect) {
        draw::draw(frame.buffer_mut(), area, &self.play);
    }

    fn on_key(&mut self, key: KeyEvent, _area: Rect) -> Reply {
        if self.play.prompt().is_some() && self.play.viewer().is_some() {
            // The notation line takes every key (q and ? too) until it closes.
            self.play.prompt_key(key);
            return Reply::Handled;
        }
        match input::key_intent(key) {
            Some(intent) if self.play.update(intent) => Reply::Handled,
            _ => Reply::Ignored,
        }
    }

    fn on_mouse(&mut self, mouse: MouseEvent, area: Rect) -> Reply {
        match input::mouse_intent(mouse, |pos| self.hit(area, pos)) {
            Some(intent) if self.play.update(intent) => Reply::Handled,
            _ => Reply::Ignored,
        }
    }

    fn keys(&self) -> Vec<(&'static str, &'static str)> {
        input::help()
    }

    fn rules_text(&self) -> &'static str {
        include_str!("../../../../../assets/rules/jackar.md")
    }

    fn curtain(&self) -> Option<Seat> {
        self.play.curtain()
    }

    fn take_device(&mut self) {
        self.play.take_device();
    }

    fn is_over(&self) -> bool {
        self.play.game().to_act() == ToAct::Over
    }

    fn summary(&self) -> Summary {
        let game = self.play.game();
        let winners = game.winners();
        let names: Vec<&str> = winners.iter().map(|&s| self.play.name(s)).collect();
        let headline = match names.as_slice() {
            [] => "The match is not over".to_string(),
            [one] => format!("{one} wins: all four marbles home"),
            many => format!("Team {} wins: all eight marbles home", many.join(" + ")),
        };
        let scores: Vec<u32> = Seat::all(game.players())
            .map(|s| {
                let n = game
                    .marbles(s)
                    .iter()
                    .filter(|p| matches!(p, jackar::Place::Base(_)))
                    .count();
                u32::try_from(n).unwrap_or(0)
            })
            .collect();
        let (series, _) = game.deal_number();
        let cards = self.play.chronicle().cards_out;
        let mut details = vec![
            "Scores are marbles in base.".to_string(),
            format!("{cards} cards played over {} series of deals.", series + 1),
        ];
        if game.players() > 2 {
            for team in game.board().teams() {
                let names: Vec<&str> = team.iter().map(|&s| self.play.name(s)).collect();
                let home: u32 = team.iter().map(|s| scores[s.index()]).sum();
                details.push(format!("{}: {home} of {} in base", names.join(" + "), 4 * team.len()));
            }
        }
        Summary {
            headline,
            details,
            scores,
            winners,
        }
    }

    fn record_json(&self) -> serde_json::Value {
        common::record_json(self.play.table())
    }

    fn actions_played(&self) -> usize {
        self.play.table().actions().len()
    }
}
