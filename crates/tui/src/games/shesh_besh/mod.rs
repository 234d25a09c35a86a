//! The Shesh-Besh (שש בש) screen: the board as in the usual diagram, dice,
//! players, score and a log of moves; played by keys or mouse, one step at a
//! time on a preview, each turn confirmed as a whole.
//!
//! Modules: [`layout`] (area → named rectangles, for drawing and clicks),
//! [`draw`] (rendering, never changes state), [`input`] (keys and mouse →
//! intents), [`play`] (screen state and the update step, the only caller of the
//! rules), [`chronicle`] (log and results, from the rules' events).

pub mod chronicle;
pub mod draw;
pub mod input;
pub mod layout;
pub mod play;

#[cfg(test)]
mod tests;

use crossterm::event::{KeyEvent, MouseEvent};
use ratatui::Frame;
use ratatui::layout::Rect;
use rules_core::{Game, Seat, Table};
use shesh_besh::SheshBesh;

use crate::games::common;
use crate::session::{OptionChoice, OptionSpec, Reply, ScreenEntry, Session, Summary};
use chronicle::{points_text, win_name, win_with_cube};
use play::{Phase, Play};

/// The Shesh-Besh screen entry.
pub const ENTRY: ScreenEntry = ScreenEntry {
    id: "shesh-besh",
    options: &[
        OptionSpec {
            key: "match_to",
            label: "Match length",
            choices: &[
                OptionChoice {
                    json: "1",
                    label: "One game",
                },
                OptionChoice {
                    json: "3",
                    label: "3 points",
                },
                OptionChoice {
                    json: "5",
                    label: "5 points",
                },
                OptionChoice {
                    json: "7",
                    label: "7 points",
                },
                OptionChoice {
                    json: "9",
                    label: "9 points",
                },
                OptionChoice {
                    json: "11",
                    label: "11 points",
                },
            ],
            default: 0,
        },
        OptionSpec {
            key: "opening",
            label: "Opening roll",
            choices: &[
                OptionChoice {
                    json: "\"play-roll\"",
                    label: "Higher die plays it",
                },
                OptionChoice {
                    json: "\"reroll\"",
                    label: "Higher die rolls again",
                },
            ],
            default: 0,
        },
        // D3: the sheet has no cube; off by default.
        OptionSpec {
            key: "cube",
            label: "Doubling cube",
            choices: &[
                OptionChoice {
                    json: "false",
                    label: "Off",
                },
                OptionChoice {
                    json: "true",
                    label: "On",
                },
            ],
            default: 0,
        },
    ],
    setup_note: None,
    new_session,
    resume,
};

/// The names to play under: the given two, or "White" and "Black" for blanks.
fn seat_names(names: Vec<String>) -> anyhow::Result<[String; 2]> {
    let defaults = ["White", "Black"];
    if names.len() > 2 {
        anyhow::bail!("Shesh-Besh is for two players, not {}", names.len());
    }
    let mut out = defaults.map(String::from);
    for (slot, name) in out.iter_mut().zip(names) {
        let name = name.trim();
        if !name.is_empty() {
            *slot = name.to_string();
        }
    }
    Ok(out)
}

fn new_session(seed: u64, names: Vec<String>, options: &serde_json::Value) -> anyhow::Result<Box<dyn Session>> {
    let names = seat_names(names)?;
    let table = common::new_table::<SheshBesh>(seed, 2, options)?;
    Ok(Box::new(SheshBeshSession {
        play: Play::new(table, names.clone()),
        names: names.to_vec(),
    }))
}

fn resume(names: Vec<String>, record: &serde_json::Value) -> anyhow::Result<Box<dyn Session>> {
    let names = seat_names(names)?;
    let table = common::saved_table::<SheshBesh>(record, "Shesh-Besh", None)?;
    Ok(Box::new(SheshBeshSession {
        play: Play::resumed(table, names.clone())?,
        names: names.to_vec(),
    }))
}

/// A Shesh-Besh match on screen.
#[derive(Clone, Debug)]
pub struct SheshBeshSession {
    play: Play,
    names: Vec<String>,
}

impl SheshBeshSession {
    /// The screen's state (for tests and benches).
    #[must_use]
    pub fn play(&self) -> &Play {
        &self.play
    }

    /// A session around a given table (tests, benches: a forced position or dice).
    #[must_use]
    pub fn from_table(table: Table<SheshBesh>, names: [String; 2]) -> Self {
        SheshBeshSession {
            names: names.to_vec(),
            play: Play::new(table, names),
        }
    }
}

impl Session for SheshBeshSession {
    fn game_id(&self) -> &'static str {
        SheshBesh::ID
    }

    fn names(&self) -> &[String] {
        &self.names
    }

    fn min_size(&self) -> (u16, u16) {
        layout::MIN_SIZE
    }

    fn draw(&self, frame: &mut Frame, area: Rect) {
        draw::draw(frame.buffer_mut(), area, &self.play);
    }

    fn on_key(&mut self, key: KeyEvent, _area: Rect) -> Reply {
        match input::key_intent(key) {
            Some(intent) if self.play.update(intent) => Reply::Handled,
            _ => Reply::Ignored,
        }
    }

    fn on_mouse(&mut self, mouse: MouseEvent, area: Rect) -> Reply {
        match input::mouse_intent(mouse, area) {
            Some(intent) if self.play.update(intent) => Reply::Handled,
            _ => Reply::Ignored,
        }
    }

    fn keys(&self) -> Vec<(&'static str, &'static str)> {
        input::help()
    }

    fn rules_text(&self) -> &'static str {
        include_str!("../../../../../assets/rules/shesh-besh.md")
    }

    fn curtain(&self) -> Option<Seat> {
        // Nothing is hidden in backgammon.
        None
    }

    fn take_device(&mut self) {}

    fn is_over(&self) -> bool {
        self.play.phase() == Phase::Over
    }

    fn summary(&self) -> Summary {
        let game = self.play.game();
        let score = game.score();
        let chronicle = self.play.chronicle();
        let details = chronicle
            .results
            .iter()
            .map(|r| {
                format!(
                    "Game {}: {}, {} ({})",
                    r.game,
                    self.play.name(r.winner),
                    win_with_cube(r.kind, r.points),
                    points_text(r.points)
                )
            })
            .collect();
        let winner = chronicle.match_winner();
        let headline = match winner {
            Some(w) if game.match_to() <= 1 => {
                let kind = chronicle.results.last().map_or("a plain win", |r| win_name(r.kind));
                format!("{} wins the game: {kind}", self.play.name(w))
            }
            Some(w) => {
                let other = play::other(w);
                format!(
                    "{} wins the match {}–{}",
                    self.play.name(w),
                    score[w.index() & 1],
                    score[other.index() & 1]
                )
            }
            None => format!(
                "Match in progress: {} {} – {} {}",
                self.play.name(layout::WHITE),
                score[0],
                score[1],
                self.play.name(layout::BLACK)
            ),
        };
        Summary {
            headline,
            details,
            scores: score.to_vec(),
            winners: winner.into_iter().collect(),
        }
    }

    fn record_json(&self) -> serde_json::Value {
        common::record_json(self.play.table())
    }

    fn actions_played(&self) -> usize {
        self.play.table().actions().len()
    }

    fn take_copy(&mut self) -> Option<String> {
        self.play.take_copy()
    }
}
