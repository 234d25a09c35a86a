//! The Shesh-Besh (שש בש) screen: the board as in the usual diagram, dice,
//! players, score and a log of moves; played by keys or mouse, one step at a
//! time on a preview, each turn confirmed as a whole (the seated session's
//! confirm / undo).
//!
//! Modules: [`layout`] (area → named rectangles, for drawing and clicks),
//! [`draw`] (rendering, never changes state), [`input`] (keys and mouse →
//! intents), [`play`] (screen state and the update step: how input narrows the
//! legal turns to one), [`chronicle`] (log and results, from the rules' events),
//! [`why`] (the rules crate's typed reasons in words: the hint's why, a
//! typed line refused).

pub mod chronicle;
pub mod draw;
pub mod input;
pub mod layout;
pub mod play;
pub mod why;

#[cfg(test)]
mod tests;

use majlis_games::rules::shesh_besh::{Action, Event, Phase, SheshBesh, WinKind};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::MouseEvent;
use ratatui::layout::Rect;
use rules_core::{Game, Outcome, Seat, ToAct};

use crate::seated::{Answer, GameScreen, LogLine, Message, Notation, Open, Scene, Seated};
use crate::t;
use crate::text::name;
use chronicle::{points_text, roll_text, win_with_cube};
use input::Intent;
use layout::{BLACK, WHITE};
use majlis_games::rules::shesh_besh::Place;
pub use play::Screen;
use play::{Awaiting, TurnUi, dice_left_text, other, place_spot};

/// A Shesh-Besh match on its screen.
pub type SheshBeshSession = Seated<Screen>;

impl Seated<Screen> {
    /// What the screen waits for now.
    #[must_use]
    pub fn phase(&self) -> Awaiting {
        self.screen().phase(self.game())
    }
}

impl GameScreen for Screen {
    type Game = SheshBesh;
    type Seeing = Open;
    type Intent = Intent;

    const RULES: crate::i18n::Texts = crate::rules_summary!("shesh-besh");
    const MESSAGES: crate::i18n::Texts = crate::messages!("shesh-besh");
    const NOTATION: Notation = Notation {
        does: "shesh-besh-typed-does",
        in_bar: false,
        examples: "shesh-besh-typed-examples",
        noun: "shesh-besh-typed-not-legal",
    };

    fn min_size(_players: usize) -> (u16, u16) {
        layout::MIN_SIZE
    }

    fn draw(&self, scene: &Scene<'_, Self>, buf: &mut Buffer, area: Rect) {
        draw::draw(buf, area, self, scene);
    }

    /// Handles one intent, the update step.
    fn update(&mut self, scene: &Scene<'_, Self>, intent: Intent) -> Answer<Action> {
        let (game, names) = (scene.view(), scene.names());
        if intent == Intent::Numbering {
            self.from_my_side = !self.from_my_side;
            return Answer::Say(Message::info(if self.from_my_side {
                t!("shesh-besh-numbering-mine")
            } else {
                t!("shesh-besh-numbering-fixed")
            }));
        }
        match self.phase(game) {
            Awaiting::Over => Answer::Ignored,
            Awaiting::Result => self.update_result(scene, intent),
            Awaiting::Roll(_) | Awaiting::Decide(_) => self.update_roll(game, names, intent),
            Awaiting::Respond(s) => self.update_respond(game, names, s, intent),
            Awaiting::Move(_) => self.update_move(game, names, intent),
        }
    }

    /// Left clicks, and the left button's release (a drop).
    fn mouse_intent(&self, _scene: &Scene<'_, Self>, mouse: MouseEvent, area: Rect) -> Option<Intent> {
        input::mouse_intent(mouse, area)
    }

    /// The action waiting for confirmation: a complete turn or a cube decision.
    fn choice(&self, _scene: &Scene<'_, Self>) -> Option<Action> {
        self.offer.or_else(|| self.turn.as_ref().and_then(|t| t.complete))
    }

    /// Takes the last step of the choice back: a cube decision, else the last
    /// step of the turn.
    fn take_back(&mut self, scene: &Scene<'_, Self>) {
        let game = scene.view();
        if self.offer.take().is_none() {
            // A message here would be about the undo itself: nothing to say.
            let _ = self.undo(game);
        }
    }

    /// Brings the screen in step with the table: opens a turn when a player is
    /// to move (the cube decisions build none), and drops any offer.
    fn refresh(&mut self, scene: &Scene<'_, Self>) {
        let game = scene.view();
        self.offer = None;
        self.turn = None;
        let ToAct::Seat(seat) = game.to_act() else { return };
        if self.chronicle.result_pending || game.phase() != Phase::Move {
            return;
        }
        self.turn = Some(TurnUi {
            seat,
            dice: game.dice().unwrap_or((0, 0)),
            played: Vec::new(),
            preview: game.clone(),
            complete: None,
            next: game.legal_steps(&[]),
            selected: None,
        });
        let movable = self.movable();
        if !movable.contains(&self.cursor)
            && let Some(first) = movable.first()
        {
            self.cursor = *first;
        }
    }

    /// The hint's why: what the turn does, from the rules crate's typed
    /// reasons ([`shesh_besh::bot::turn_said`]), worded by id; a cube answer
    /// by what the answer says of the position (its odds are not typed). An
    /// English reader keeps the bot's own line (with its figures), as before.
    fn hint_reason(game: &SheshBesh, action: &Action, english: &str) -> Option<String> {
        use majlis_games::rules::shesh_besh::bot::{Board, turn_said};
        if crate::i18n::lang().source() == crate::i18n::Lang::En {
            return crate::seated::english_reason(english);
        }
        let Action::Turn(turn) = action else {
            return why::cube(*action);
        };
        let board = Board::of(game);
        Some(why::words(&turn_said(&board, &board.after(turn.steps()))))
    }

    /// The typed line's refusal of text that does not read: the rules
    /// crate's typed reason ([`SheshBesh::read_notation`]), worded by id. An
    /// English reader keeps the crate's own words, as before.
    fn unread(scene: &Scene<'_, Self>, text: &str, english: &str) -> Option<String> {
        if crate::i18n::lang().source() == crate::i18n::Lang::En {
            return crate::seated::english_reason(english);
        }
        match scene.view().read_notation(text) {
            Err(reason) => Some(why::unread(&reason)),
            Ok(_) => Self::reason(english),
        }
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

    /// The hint shown when no message is set.
    fn hint(&self, scene: &Scene<'_, Self>) -> String {
        let (game, names) = (scene.view(), scene.names());
        let name = |s: Seat| crate::text::name(names, s);
        let doubled = u32::from(game.cube().0) * 2;
        match self.phase(game) {
            Awaiting::Over => match self.chronicle.match_winner() {
                Some(w) if game.match_to() <= 1 => t!("shesh-besh-hint-wins-game", name = name(w)),
                Some(w) => t!("shesh-besh-hint-wins-match", name = name(w)),
                None => t!("shesh-besh-hint-over"),
            },
            Awaiting::Result => t!("shesh-besh-hint-next-game"),
            Awaiting::Roll(None) => t!("shesh-besh-hint-opening", game = self.chronicle.game_number()),
            Awaiting::Roll(Some(s)) => t!("shesh-besh-hint-roll", name = name(s)),
            Awaiting::Decide(s) if self.offer == Some(Action::Double) => {
                t!("shesh-besh-hint-doubles", name = name(s), value = doubled)
            }
            Awaiting::Decide(s) => t!("shesh-besh-hint-roll-or-double", name = name(s), value = doubled),
            Awaiting::Respond(s) => match self.offer {
                Some(Action::Take) => t!("shesh-besh-hint-takes", name = name(s), value = doubled),
                Some(Action::Drop) => t!("shesh-besh-hint-drops", name = name(s)),
                _ => t!(
                    "shesh-besh-hint-take-or-drop",
                    doubler = name(other(s)),
                    value = doubled,
                    name = name(s)
                ),
            },
            Awaiting::Move(s) => {
                let Some(turn) = &self.turn else { return String::new() };
                let name = name(s);
                if turn.complete.is_some() {
                    let moves = self.moves_shown(game, s, &turn.played);
                    t!("shesh-besh-hint-confirm", name = name, moves = moves)
                } else if let Some(from) = turn.selected {
                    match self.place_shown(game, s, from) {
                        Place::Point(point) => t!("shesh-besh-hint-move-from-point", name = name, point = point),
                        _ => t!("shesh-besh-hint-move-from-bar", name = name),
                    }
                } else {
                    t!(
                        "shesh-besh-hint-pick",
                        name = name,
                        dice = dice_left_text(turn.dice, &turn.played)
                    )
                }
            }
        }
    }

    /// Who won the game and how (a single game), or the match and its score.
    fn headline(&self, game: &SheshBesh, names: &[String], outcome: &Outcome) -> String {
        let score = game.score();
        match outcome.winners.first() {
            Some(&w) if game.match_to() <= 1 => {
                let kind = self.chronicle().results.last().map_or(WinKind::Plain, |r| r.kind);
                t!(
                    "shesh-besh-headline-game",
                    name = name(names, w),
                    how = chronicle::win_name(kind)
                )
            }
            Some(&w) => t!(
                "shesh-besh-headline-match",
                name = name(names, w),
                won = score[w.index() & 1],
                lost = score[other(w).index() & 1]
            ),
            None => t!(
                "shesh-besh-headline-in-progress",
                white = name(names, layout::WHITE),
                white_score = score[0],
                black_score = score[1],
                black = name(names, layout::BLACK)
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
                if game.match_to() <= 1 {
                    t!(
                        "shesh-besh-details-single",
                        how = win_with_cube(r.kind, r.points, true),
                        points = points_text(r.points)
                    )
                } else {
                    t!(
                        "shesh-besh-details-game",
                        game = r.game,
                        name = name(names, r.winner),
                        how = win_with_cube(r.kind, r.points, false),
                        points = points_text(r.points),
                        white = r.score[0],
                        black = r.score[1]
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

    /// In how many pictures `action` is shown: one a checker moved.
    fn frames(&self, _scene: &Scene<'_, Self>, action: &Action) -> usize {
        match action {
            Action::Turn(turn) => turn.steps().len().max(1),
            _ => 1,
        }
    }

    /// Shows `action` as a person's choice of it would look: a turn's first
    /// `frame` checker moves on the preview (all of them at the last
    /// picture, the turn then complete), or a cube decision chosen. Returns
    /// whether it could (the opening roll and rolls are not chosen).
    fn show(&mut self, scene: &Scene<'_, Self>, action: &Action, frame: usize) -> bool {
        let game = scene.view();
        match action {
            Action::Turn(turn) => {
                self.refresh(scene);
                if self.turn.is_none() {
                    return false;
                }
                let steps = turn.steps();
                let shown = steps[..frame.min(steps.len())].to_vec();
                if let Some(last) = shown.last() {
                    let seat = self.turn.as_ref().map_or(WHITE, |t| t.seat);
                    self.cursor = place_spot(last.to, seat);
                }
                self.replan(game, shown).is_ok()
            }
            Action::Double | Action::Take | Action::Drop => {
                self.offer = Some(*action);
                true
            }
            _ => false,
        }
    }

    /// Whether the screen waits for a key after a game of a match.
    fn waiting(&self) -> bool {
        self.chronicle.result_pending
    }

    /// Goes on to the next game of the match, as Enter would.
    fn go_on(&mut self, scene: &Scene<'_, Self>) {
        self.chronicle.result_pending = false;
        self.refresh(scene);
    }

    /// A turn with no step at all (rule 7): the empty turn, and what to say.
    fn forced(&self, scene: &Scene<'_, Self>) -> Option<(Action, String)> {
        let (game, names) = (scene.view(), scene.names());
        let ToAct::Seat(seat) = game.to_act() else { return None };
        if self.chronicle.result_pending || game.phase() != Phase::Move || !game.legal_steps(&[]).is_empty() {
            return None;
        }
        let action = game.turn_for(&[]).or_else(|| game.legal_actions().into_iter().next())?;
        let dice = game.dice().map(roll_text).unwrap_or_default();
        Some((
            action,
            t!(
                "shesh-besh-cannot-move",
                name = name(names, seat),
                dice = dice,
                next = name(names, other(seat))
            ),
        ))
    }

    /// How far the match has gone and who leads: "match to 5, game 2, Dalia
    /// leads 3–1 · move 14", or in a single game by the pips still to go
    /// (fewer lead): "Dalia leads by 12 pips · move 14".
    fn progress(&self, game: &SheshBesh, names: &[String], moves: usize) -> String {
        let [w, b] = game.score();
        let moves = moves + 1;
        if game.match_to() <= 1 {
            let [white, black] = [WHITE, BLACK].map(|s| game.pip_count(s));
            // Fewer pips to go lead.
            match white.cmp(&black) {
                std::cmp::Ordering::Equal => t!("shesh-besh-progress-move", moves = moves),
                order => t!(
                    "shesh-besh-progress-pips",
                    name = name(names, if order.is_lt() { WHITE } else { BLACK }),
                    pips = white.abs_diff(black),
                    moves = moves
                ),
            }
        } else {
            let (match_to, game) = (game.match_to(), self.chronicle.game_number());
            match w.cmp(&b) {
                std::cmp::Ordering::Equal => t!(
                    "shesh-besh-progress-match-level",
                    match_to = match_to,
                    game = game,
                    white = w,
                    black = b,
                    moves = moves
                ),
                order => t!(
                    "shesh-besh-progress-match",
                    match_to = match_to,
                    game = game,
                    name = name(names, if order.is_gt() { WHITE } else { BLACK }),
                    white = w,
                    black = b,
                    moves = moves
                ),
            }
        }
    }

    /// What is played of the turn but not confirmed, for the leave question.
    fn unconfirmed(&self, scene: &Scene<'_, Self>) -> Option<String> {
        let (game, names) = (scene.view(), scene.names());
        if let Some(offer) = self.offer {
            let who = game.to_act().seat().map_or("?", |s| name(names, s));
            return Some(match offer {
                Action::Double => t!("shesh-besh-unconfirmed-double", name = who),
                Action::Take => t!("shesh-besh-unconfirmed-take", name = who),
                _ => t!("shesh-besh-unconfirmed-drop", name = who),
            });
        }
        let turn = self.turn.as_ref().filter(|t| !t.played.is_empty())?;
        Some(t!(
            "shesh-besh-unconfirmed-turn",
            name = name(names, turn.seat),
            moves = self.moves_shown(game, turn.seat, &turn.played),
            dice = roll_text(turn.dice)
        ))
    }

    fn final_size(_players: usize) -> Option<(u16, u16)> {
        Some(draw::FINAL_SIZE)
    }

    fn draw_final(&self, game: &SheshBesh, names: &[String], buf: &mut Buffer, area: Rect) {
        draw::draw_final(buf, area, self, game, names);
    }
}
