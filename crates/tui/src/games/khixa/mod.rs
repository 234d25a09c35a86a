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
//! round's result, from the rules' events), [`why`] (the rules crate's
//! typed reasons in words: the hint's why, a typed line refused).

pub mod chronicle;
pub mod draw;
pub mod input;
pub mod layout;
pub mod look;
pub mod play;
pub mod why;

#[cfg(test)]
mod tests;

use majlis_games::rules::khixa::{self, Action, Event, Khixa, Phase};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::MouseEvent;
use ratatui::layout::Rect;
use rules_core::{Game, Outcome, Seat};

use crate::seated::{Answer, GameScreen, LogLine, Notation, Open, Scene, Seated};
use crate::t;
use crate::text::name;
use chronicle::{formation_name, names_list, scores_list, the_piece};
use input::Intent;
use layout::Target;
pub use play::Screen;
use play::{Awaiting, Stage, stepped};

/// A Khixa match on its screen.
pub type KhixaSession = Seated<Screen>;

impl GameScreen for Screen {
    type Game = Khixa;
    type Seeing = Open;
    type Intent = Intent;

    const RULES: crate::i18n::Texts = crate::rules_summary!("khixa");
    const MESSAGES: crate::i18n::Texts = crate::messages!("khixa");
    const NOTATION: Notation = Notation {
        does: "khixa-typed-does",
        in_bar: false,
        examples: "khixa-typed-examples",
        noun: "khixa-typed-not-legal",
    };

    fn min_size(players: usize) -> (u16, u16) {
        layout::min_size(players)
    }

    fn draw(&self, scene: &Scene<'_, Self>, buf: &mut Buffer, area: Rect) {
        draw::draw(buf, area, self, scene);
    }

    /// Handles one intent of the seat to act, the update step.
    fn update(&mut self, scene: &Scene<'_, Self>, intent: Intent) -> Answer<Action> {
        let (game, names) = (scene.view(), scene.names());
        match intent {
            Intent::PagePrev | Intent::PageNext => return self.scroll_smalls(game, intent),
            Intent::Click(Target::PagePrev) => return self.scroll_smalls(game, Intent::PagePrev),
            Intent::Click(Target::PageNext) => return self.scroll_smalls(game, Intent::PageNext),
            _ => {}
        }
        match self.mode(game) {
            Awaiting::Over => Answer::Ignored,
            Awaiting::Result => match intent {
                // Only Enter (or a click) leaves the round's result: an r
                // pressed to roll must not skip it unread.
                Intent::Primary | Intent::Click(_) => {
                    self.chronicle.result_pending = false;
                    self.refresh(scene);
                    Answer::Handled
                }
                Intent::Roll => Answer::Say(crate::seated::Message::info(t!(
                    "khixa-round-over-press-enter",
                    round = game.round() - 1
                ))),
                Intent::Back => Answer::Ignored,
                _ => Answer::Handled,
            },
            Awaiting::Opening(_) | Awaiting::Roll(_) => match intent {
                Intent::Primary | Intent::Roll | Intent::Click(Target::Hand) => Answer::Roll { first: None },
                Intent::Up | Intent::Down | Intent::Left | Intent::Right => {
                    self.cursor = stepped(self.cursor, intent);
                    Answer::Handled
                }
                Intent::Back => Answer::Ignored,
                _ => Answer::warn(t!("khixa-roll-first")),
            },
            Awaiting::Place(_) => self.update_place(scene, intent),
            Awaiting::Steal(thief) => match self.stage {
                Stage::Put { .. } => self.update_place(scene, intent),
                _ => self.update_pick(game, names, thief, intent),
            },
        }
    }

    fn mouse_intent(&self, scene: &Scene<'_, Self>, mouse: MouseEvent, area: Rect) -> Option<Intent> {
        let game = scene.view();
        let seat_in = |slot: usize, slots: usize| self.visible_smalls(game, slots).get(slot).copied();
        input::mouse_intent(mouse, area, game.players(), seat_in)
    }

    /// The action the screen's state describes, if it is complete and legal.
    fn choice(&self, scene: &Scene<'_, Self>) -> Option<Action> {
        let action = match self.stage {
            Stage::Place {
                chosen: Some((cell, rot)),
            } => Action::Place {
                shape: scene.view().die()?,
                cell,
                rot,
            },
            Stage::Put {
                victim,
                from,
                chosen: Some((to, rot)),
            } => Action::Steal { victim, from, to, rot },
            Stage::Pick { decline: true, .. } => Action::Decline,
            _ => return None,
        };
        scene.legal().contains(&action).then_some(action)
    }

    /// Takes the last step of the choice back.
    fn take_back(&mut self, _scene: &Scene<'_, Self>) {
        match &mut self.stage {
            Stage::Place { chosen } | Stage::Put { chosen, .. } => *chosen = None,
            Stage::Pick { decline, .. } => *decline = false,
            Stage::Waiting => {}
        }
    }

    /// Brings the screen in step with the table: a piece to place (the
    /// cursor on a cell it may go to), a joker (the first piece that may be
    /// stolen), or nothing to build.
    fn refresh(&mut self, scene: &Scene<'_, Self>) {
        let game = scene.view();
        self.stage = match self.mode(game) {
            Awaiting::Place(_) => Stage::Place { chosen: None },
            Awaiting::Steal(thief) => {
                let first = game.steal_targets().first().copied();
                if let Some((_, cell)) = first {
                    self.cursor = cell;
                }
                Stage::Pick {
                    victim: first.map_or(thief, |(v, _)| v),
                    decline: false,
                }
            }
            _ => Stage::Waiting,
        };
        self.aim(game);
    }

    /// Shows a computer's `action` as a person's choice of it would look:
    /// the piece placed (or the stolen piece put) where and as it goes, or
    /// the joker declined, waiting to be played. Returns whether it could
    /// (rolls are not chosen).
    fn show(&mut self, scene: &Scene<'_, Self>, action: &Action, _frame: usize) -> bool {
        self.refresh(scene);
        match *action {
            Action::Place { cell, rot, .. } if matches!(self.stage, Stage::Place { .. }) => {
                (self.cursor, self.rot) = (cell, rot);
                self.stage = Stage::Place {
                    chosen: Some((cell, rot)),
                };
            }
            Action::Steal { victim, from, to, rot } if matches!(self.stage, Stage::Pick { .. }) => {
                (self.cursor, self.rot) = (to, rot);
                self.stage = Stage::Put {
                    victim,
                    from,
                    chosen: Some((to, rot)),
                };
            }
            Action::Decline => match &mut self.stage {
                Stage::Pick { decline, .. } => *decline = true,
                _ => return false,
            },
            _ => return false,
        }
        true
    }

    /// The hint's why: what the computer's choice does, from the rules
    /// crate's typed reason ([`khixa::bot::why`]), worded by id. An English
    /// reader keeps the bot's own line (with a search's figures), as before.
    fn hint_reason(game: &Khixa, action: &Action, english: &str) -> Option<String> {
        if crate::i18n::lang().source() == crate::i18n::Lang::En {
            return crate::seated::english_reason(english);
        }
        Some(why::words(&khixa::bot::why(game, action)))
    }

    /// The typed line's refusal of text that does not read: the rules
    /// crate's typed reason ([`khixa::read`]), worded by id. An English
    /// reader keeps the crate's own words, as before.
    fn unread(_scene: &Scene<'_, Self>, text: &str, english: &str) -> Option<String> {
        if crate::i18n::lang().source() == crate::i18n::Lang::En {
            return crate::seated::english_reason(english);
        }
        match khixa::read(text) {
            Err(reason) => Some(why::unread(&reason)),
            Ok(_) => Self::reason(english),
        }
    }

    fn note(&mut self, before: &Khixa, action: &Action, events: &[Event], names: &[String], log: &mut Vec<LogLine>) {
        self.chronicle.note(before, action, events, names, log);
    }

    /// The hint shown when no message is set.
    fn hint(&self, scene: &Scene<'_, Self>) -> String {
        let (game, names) = (scene.view(), scene.names());
        let who = |s: Seat| name(names, s).to_string();
        match self.mode(game) {
            Awaiting::Over => t!("khixa-hint-over"),
            Awaiting::Result => t!("khixa-hint-round-over", round = game.round() - 1),
            Awaiting::Opening(s) => t!("khixa-hint-opening", name = who(s)),
            Awaiting::Roll(s) => t!("khixa-hint-roll", name = who(s)),
            Awaiting::Place(s) => match (self.choice(scene), self.in_hand(game)) {
                (Some(Action::Place { shape, cell, rot }), _) => t!(
                    "khixa-hint-placed",
                    name = who(s),
                    shape = shape.value(),
                    cell = cell.to_string(),
                    rot = rot
                ),
                (Some(_), _) => String::new(),
                (None, Some((shape, _))) => t!("khixa-hint-place", name = who(s), piece = the_piece(shape)),
                (None, None) => String::new(),
            },
            Awaiting::Steal(s) => match (self.stage, self.choice(scene)) {
                (Stage::Pick { decline: true, .. }, _) => t!("khixa-hint-declines", name = who(s)),
                (Stage::Put { victim, from, .. }, Some(Action::Steal { to, rot, .. })) => t!(
                    "khixa-hint-steals",
                    name = who(s),
                    victim = who(victim),
                    from = from.to_string(),
                    to = to.to_string(),
                    rot = rot
                ),
                (Stage::Put { victim, .. }, None) => t!("khixa-hint-put", name = who(s), victim = who(victim)),
                _ => t!("khixa-hint-jokers", name = who(s), count = game.jokers()),
            },
        }
    }

    /// The winners and their points.
    fn headline(&self, game: &Khixa, names: &[String], outcome: &Outcome) -> String {
        let best = outcome.scores.iter().copied().max().unwrap_or(0);
        match outcome.winners.as_slice() {
            [] => t!("khixa-headline-in-progress", round = game.round()),
            [one] => t!("khixa-headline-wins", name = name(names, *one), points = best),
            many => t!("khixa-headline-share", names = names_list(names, many), points = best),
        }
    }

    /// A sentence a round: who completed its formation, everyone's score.
    fn details(&self, _game: &Khixa, names: &[String]) -> Vec<String> {
        self.chronicle()
            .results
            .iter()
            .map(|r| {
                let (round, formation) = (r.round, formation_name(r.formation));
                let scores = scores_list(names, &r.scores);
                match r.winner {
                    Some(w) => t!(
                        "khixa-details-won",
                        round = round,
                        formation = formation,
                        name = name(names, w),
                        scores = scores
                    ),
                    None => t!(
                        "khixa-details-ran-out",
                        round = round,
                        formation = formation,
                        scores = scores
                    ),
                }
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
            Awaiting::Opening(seat) | Awaiting::Roll(seat) => Some(seat),
            Awaiting::Place(_) | Awaiting::Steal(_) | Awaiting::Result | Awaiting::Over => None,
        }
    }

    /// How far the game has gone, for the shelf of saved games.
    fn progress(&self, game: &Khixa, names: &[String], _moves: usize) -> String {
        let totals: Vec<u32> = Seat::all(game.players()).map(|s| game.total(s)).collect();
        let best = totals.iter().max().copied().unwrap_or(0);
        let leaders: Vec<Seat> = Seat::all(game.players())
            .filter(|s| totals[s.index()] == best)
            .collect();
        let round = game.round();
        if leaders.len() == totals.len() {
            // Level: nobody leads.
            return if best > 0 {
                t!("khixa-progress-level", round = round, best = best)
            } else {
                t!("khixa-progress", round = round)
            };
        }
        let (lead, count) = (names_list(names, &leaders), leaders.len());
        if game.phase() == Phase::Over {
            t!("khixa-progress-over", names = lead, count = count, best = best)
        } else {
            t!(
                "khixa-progress-leads",
                round = round,
                names = lead,
                count = count,
                best = best
            )
        }
    }

    fn bar(&self, scene: &Scene<'_, Self>) -> Vec<(&'static str, &'static str)> {
        // Only the keys that do something now: no "roll" while a piece is
        // placed or a round's result is shown.
        match (self.mode(scene.view()), self.stage()) {
            (Awaiting::Opening(_) | Awaiting::Roll(_), _) => vec![("r", "khixa-key-roll")],
            (Awaiting::Place(_), _) | (Awaiting::Steal(_), Stage::Put { .. }) => vec![
                ("Enter", "khixa-key-place"),
                ("t/T", "khixa-key-turn"),
                ("arrows", "khixa-key-cursor"),
                ("Tab", "khixa-key-next-cell"),
            ],
            (Awaiting::Steal(_), _) => vec![
                ("Enter", "khixa-key-take"),
                ("Tab", "khixa-key-next-piece"),
                ("x", "khixa-key-decline"),
            ],
            (Awaiting::Result, _) => vec![("Enter", "khixa-key-next-round")],
            (Awaiting::Over, _) => Vec::new(),
        }
    }

    fn unconfirmed(&self, scene: &Scene<'_, Self>) -> Option<String> {
        if let Some(choice) = self.choice(scene) {
            // In words, as the log would write it: never the notation's seats from 0.
            let who = scene.to_act().seat().map_or("?", |s| scene.name(s));
            return Some(match choice {
                Action::Place { shape, cell, rot } => t!(
                    "khixa-unconfirmed-place",
                    name = who,
                    shape = shape.value(),
                    cell = cell.to_string(),
                    rot = rot
                ),
                Action::Steal { victim, from, to, .. } => t!(
                    "khixa-unconfirmed-steal",
                    name = who,
                    victim = scene.name(victim),
                    from = from.to_string(),
                    to = to.to_string()
                ),
                Action::Decline | Action::Roll(_) => t!("khixa-unconfirmed-decline", name = who),
            });
        }
        match self.stage() {
            Stage::Put { victim, from, .. } => Some(t!(
                "khixa-unconfirmed-picked",
                victim = scene.name(victim),
                from = from.to_string()
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
