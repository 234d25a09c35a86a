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
//! events), [`why`] (the rules' reasons in words: the hint's why, a typed
//! line's refusal).

pub mod cards;
pub mod chronicle;
pub mod draw;
pub mod input;
pub mod layout;
pub mod play;
pub mod why;

#[cfg(test)]
mod tests;

use majlis_games::rules::wajh_alnahs::{self, Action, Event, Exchange, Phase, Source, WajhAlNahs};
use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use rules_core::{Game, Outcome, Seat};

use crate::seated::{Answer, GameScreen, LogLine, Notation, Private, Scene, Seated};
use crate::t;
use crate::text::name;
use cards::name_in_words;
use chronicle::{cards_count, cards_said, names_of};
use input::Intent;
use layout::{Target, layout, window};
pub use play::Screen;
use play::{Ask, WajhScene};

/// A session of Wajh al-Nahs on its screen.
pub type WajhSession = Seated<Screen>;

impl GameScreen for Screen {
    type Game = WajhAlNahs;
    type Seeing = Private;
    type Intent = Intent;

    const RULES: crate::i18n::Texts = crate::rules_summary!("wajh-alnahs");
    const MESSAGES: crate::i18n::Texts = crate::messages!("wajh-alnahs");
    // Message ids: the session looks each up in the family's language.
    const NOTATION: Notation = Notation {
        does: "wajh-alnahs-notation-does",
        in_bar: true,
        examples: "wajh-alnahs-notation-examples",
        noun: "wajh-alnahs-typed-not-legal",
    };

    fn min_size(players: usize) -> (u16, u16) {
        layout::min_size(players)
    }

    fn draw(&self, scene: &Scene<'_, Self>, buf: &mut Buffer, area: Rect) {
        draw::draw(buf, area, self, scene);
    }

    /// Handles an intent.
    fn update(&mut self, sc: &Scene<'_, Self>, intent: Intent) -> Answer<Action> {
        let ask = self.ask(sc);
        if ask == Ask::NextStage {
            return match intent {
                Intent::Choose | Intent::Click(Target::Choice(0)) => {
                    self.dealt_by = Some(sc.holder());
                    Answer::Roll { first: None }
                }
                _ => Answer::Ignored,
            };
        }
        if ask == Ask::Wait {
            return Answer::Ignored;
        }
        // Moving among the cards or stepping back lets go of a choice made
        // whole, except a pick-up that is the only thing to do.
        let only_pick_up = sc.legal() == [Action::PickUp];
        if matches!(intent, Intent::Next | Intent::Prev) && !only_pick_up {
            self.chosen = None;
        }
        match intent {
            Intent::PickUp => self.pick_up(sc),
            Intent::Keep if ask == Ask::Swap => {
                self.marked.clear();
                self.choose_play(Action::Swap(Exchange::keep()))
            }
            Intent::Keep => Answer::warn(t!("wajh-alnahs-refuse-keep")),
            Intent::Next => {
                self.step(sc, 1);
                Answer::Handled
            }
            Intent::Prev => {
                self.step(sc, -1);
                Answer::Handled
            }
            Intent::Back => self.back(sc),
            Intent::Choose => self.choose(sc, self.cursor),
            Intent::Digit(d) => self.digit(sc, usize::from(d)),
            Intent::Click(Target::Tile(k)) => self.pick_tile(sc, k),
            Intent::Click(Target::Choice(k)) => self.click_choice(sc, k),
            Intent::Click(Target::Seat(seat)) => match ask {
                Ask::Name => match self.nameable(sc).iter().position(|&s| s == seat) {
                    Some(k) => {
                        self.cursor = k;
                        self.choose_play(Action::Name(seat))
                    }
                    None => Answer::warn(t!("wajh-alnahs-refuse-name-self")),
                },
                _ => Answer::Ignored,
            },
        }
    }

    /// What a click at a position lands on: a tile (by its index among all
    /// the tiles), an answer of the prompt row, or a seat's row.
    fn click(&self, scene: &Scene<'_, Self>, area: Rect, pos: Position) -> Option<Intent> {
        let l = layout(area, scene.players());
        let tiles = self.tiles(scene).len();
        let ask = self.ask(scene);
        let tile_cursor = matches!(ask, Ask::Swap | Ask::Cards(_) | Ask::FaceDown);
        let shown = window(tiles, if tile_cursor { self.cursor() } else { 0 }, l.tiles_fit());
        let split = (ask == Ask::Swap).then(|| scene.view().hand.len().saturating_sub(shown.start));
        let target = if let Some(k) = l.tile_at(pos, shown.len(), split) {
            Target::Tile(shown.start + k)
        } else if let Some(k) = self.choice_row(scene).hit(l.choices, pos) {
            Target::Choice(k)
        } else {
            Target::Seat(l.seat_at(pos)?)
        };
        Some(Intent::Click(target))
    }

    /// The action waiting for its confirmation, if any: one chosen whole,
    /// else the count under the cursor, else the swap the marks make.
    fn choice(&self, sc: &WajhScene<'_>) -> Option<Action> {
        if let Some(action) = self.chosen.filter(|a| sc.legal().contains(a)) {
            return Some(action);
        }
        match self.ask(sc) {
            Ask::Count(_) => self.answers(sc).get(self.cursor).copied(),
            Ask::Swap => self.marked_swap(sc),
            _ => None,
        }
    }

    /// Takes the choice waiting back, one step: a count goes back to the
    /// cards, a swap loses its last mark, a whole choice is let go.
    fn take_back(&mut self, sc: &WajhScene<'_>) {
        if self.chosen.take().is_some() {
            return;
        }
        match self.ask(sc) {
            Ask::Count(card) => self.back_to_cards(sc, card),
            Ask::Swap => {
                self.marked.pop();
            }
            _ => {}
        }
    }

    /// Starts afresh for the position shown (a new turn, the device passed):
    /// when the only thing to do is to pick up, that is chosen already.
    fn refresh(&mut self, sc: &WajhScene<'_>) {
        self.shown = true;
        // The room watched the stage's result: while the seat that held the
        // device keeps it (it swaps first, or computers do), its new cards
        // are covered, and the session curtains them on its turn. The
        // device passed to another person (behind a curtain) uncovers.
        let holder = sc.holder();
        self.cover = match self.dealt_by.take() {
            Some(dealer) => (dealer == holder && !sc.alone()).then_some(holder),
            None => self.cover.filter(|&seat| seat == holder),
        };
        self.picked = None;
        self.marked.clear();
        self.chosen = (sc.legal() == [Action::PickUp]).then_some(Action::PickUp);
        self.cursor = self.first_playable(sc);
    }

    /// Puts the screen where it shows `action` chosen by the seat to act as
    /// its person would choose it, waiting for its confirmation (a hint, or
    /// a computer's move at a table of computers only): the swap's cards
    /// marked, the card laid picked with its count under the cursor, the
    /// face-down card, the answer or the seat named under the cursor; the
    /// pile's preview drawn. Returns whether it could: never for another
    /// seat's move (its cards are not the holder's to show) nor for chance.
    fn show(&mut self, sc: &WajhScene<'_>, action: &Action, _frame: usize) -> bool {
        let action = *action;
        if sc.mover().is_none() || !sc.legal().contains(&action) {
            return false;
        }
        self.picked = None;
        self.marked.clear();
        self.chosen = None;
        let ask = self.ask(sc);
        match action {
            Action::Swap(exchange) if !exchange.is_keep() => self.mark_swap(sc, exchange),
            Action::Lay { card, count } if matches!(ask, Ask::Cards(_)) => {
                let tile = self.tiles(sc).iter().position(|&(c, _)| c == Some(card));
                let counts = self.counts(sc, card);
                if counts.len() > 1 {
                    // As when the card is picked: its counts offered, this one under the cursor.
                    self.picked = Some(card);
                    self.cursor = counts.iter().position(|&n| n == count).unwrap_or(0);
                } else {
                    self.cursor = tile.unwrap_or(0);
                    self.chosen = Some(action);
                }
            }
            Action::FaceDown(at) => {
                self.cursor = usize::from(at);
                self.chosen = Some(action);
            }
            Action::Deal(_) => return false,
            _ => {
                if let Some(k) = self.answers(sc).iter().position(|&a| a == action) {
                    self.cursor = k;
                }
                self.chosen = Some(action);
            }
        }
        let shown = self.choice(sc) == Some(action);
        if !shown {
            self.refresh(sc);
        }
        shown
    }

    /// The holder's new cards after a deal made in front of everyone: the
    /// session's curtain covers them on the holder's turn (see the field
    /// `cover`).
    fn cover(&self) -> Option<Seat> {
        self.cover
    }

    /// The seat took the device behind the session's curtain: the cover goes.
    fn lift_cover(&mut self) {
        self.cover = None;
    }

    /// The hint's why: what the turn does, from the rules crate's typed
    /// reason ([`wajh_alnahs::bot::said`]), worded by id. An English reader
    /// keeps the bot's own line (with its odds), as before.
    fn hint_reason(game: &WajhAlNahs, action: &Action, english: &str) -> Option<String> {
        if crate::i18n::lang().source() == crate::i18n::Lang::En {
            return crate::seated::english_reason(english);
        }
        wajh_alnahs::bot::said(game, action).map(|said| why::words(&said))
    }

    /// The typed line's refusal of text that does not read as a turn: the
    /// rules crate's typed reason ([`wajh_alnahs::notation::read`]), worded
    /// by id. An English reader keeps the crate's own words, as before.
    fn unread(_scene: &Scene<'_, Self>, text: &str, english: &str) -> Option<String> {
        if crate::i18n::lang().source() == crate::i18n::Lang::En {
            return crate::seated::english_reason(english);
        }
        match wajh_alnahs::notation::read(text) {
            Err(why) => Some(why::unread(&why)),
            Ok(_) => Self::reason(english),
        }
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

    /// The line the message bar shows when no message is set: what to do now.
    fn hint(&self, sc: &WajhScene<'_>) -> String {
        let view = sc.view();
        if let Some(result) = self.chronicle.stages.last().filter(|_| self.ask(sc) == Ask::NextStage) {
            return t!(
                "wajh-alnahs-hint-stage-over",
                stage = result.stage,
                name = sc.name(result.wajh),
                next = view.stage
            );
        }
        let Some(seat) = sc.to_act().seat() else {
            return t!("wajh-alnahs-hint-session-over");
        };
        let name = sc.name(seat);
        if sc.mover().is_none() {
            return sc.waiting_hint(seat);
        }
        if let Some(action) = self.choice(sc) {
            let what = match action {
                Action::Swap(e) if e.is_keep() => t!("wajh-alnahs-do-keep", name = name),
                Action::Swap(e) => {
                    let (give, take) = chronicle::swap_said(e.give(), e.take());
                    t!("wajh-alnahs-do-swap", name = name, give = give, take = take)
                }
                Action::Lay { card, count } => t!("wajh-alnahs-do-lay", name = name, cards = cards_said(card, count)),
                Action::FaceDown(p) => t!("wajh-alnahs-do-face-down", name = name, number = p + 1),
                Action::PickUp => {
                    return t!(
                        "wajh-alnahs-do-pick-up",
                        name = name,
                        cards = cards_count(view.pile.len())
                    );
                }
                Action::Name(s) => t!("wajh-alnahs-do-name", name = name, named = sc.name(s)),
                Action::Deal(_) => String::new(),
            };
            return t!("wajh-alnahs-do-confirm", what = what);
        }
        match self.ask(sc) {
            Ask::Swap => t!("wajh-alnahs-hint-swap", name = name),
            Ask::Cards(Source::FaceUp) => t!("wajh-alnahs-hint-face-up", name = name),
            Ask::Cards(_) if view.phase == Phase::Opening => t!("wajh-alnahs-hint-opening", name = name),
            Ask::Cards(_) => t!("wajh-alnahs-hint-cards", name = name),
            Ask::Count(card) => t!("wajh-alnahs-hint-count", card = name_in_words(card)),
            Ask::FaceDown => t!("wajh-alnahs-hint-face-down", name = name),
            Ask::PickUp => t!("wajh-alnahs-hint-pick-up", name = name),
            Ask::Name => t!("wajh-alnahs-hint-name"),
            Ask::Answer => t!("wajh-alnahs-hint-answer", name = name),
            Ask::NextStage | Ask::Wait => String::new(),
        }
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
        if most.len() == game.players() {
            t!("wajh-alnahs-headline-level", marks = most_marks)
        } else {
            t!(
                "wajh-alnahs-headline",
                wajh = said(&most),
                count = most.len(),
                marks = most_marks,
                winners = said(winners),
                wins = winners.len(),
                least = least_marks
            )
        }
    }

    /// What the scores count, and each stage's Wajh al-Nahs and finishing
    /// order.
    fn details(&self, _game: &WajhAlNahs, names: &[String]) -> Vec<String> {
        let mut details = vec![t!("wajh-alnahs-details")];
        for result in &self.chronicle().stages {
            let (stage, who) = (result.stage, name(names, result.wajh));
            let mut line = match result.end {
                wajh_alnahs::StageEnd::Stalemate => t!("wajh-alnahs-details-stalemate", stage = stage, name = who),
                wajh_alnahs::StageEnd::NobodyHolding => t!("wajh-alnahs-details-last-out", stage = stage, name = who),
                wajh_alnahs::StageEnd::LastHolding => t!("wajh-alnahs-details-stage", stage = stage, name = who),
            };
            if !result.finished.is_empty() {
                line.push_str(&t!(
                    "wajh-alnahs-details-out",
                    names = names_of(names, &result.finished)
                ));
            }
            details.push(line);
        }
        details
    }

    /// Whether the family deals the next stage by a key: once a stage is
    /// over, its result is shown until someone presses Enter. Only while the
    /// screen is on show: a game resumed between stages has nobody holding
    /// the device yet, so its deal is drawn at once (the result is in the log).
    fn rolls_by_hand(&self, game: &WajhAlNahs) -> bool {
        self.shown && game.phase() == Phase::Deal && game.stage() > 1
    }

    /// The stage and who leads with the fewest marks: "stage 2 of 3, Sami
    /// and Dov lead with no mark".
    fn progress(&self, game: &WajhAlNahs, names: &[String], _moves: usize) -> String {
        let marks: Vec<i64> = game.marks().iter().map(|&m| i64::from(m)).collect();
        let fewest = marks.iter().min().copied().unwrap_or(0);
        let (stage, of) = (game.stage(), game.options().stages);
        // Who leads: the fewest marks (nobody when all are level).
        let leaders: Vec<Seat> = Seat::all(game.players())
            .filter(|s| marks.get(s.index()) == Some(&fewest))
            .collect();
        if leaders.len() < game.players() {
            t!(
                "wajh-alnahs-progress-lead",
                stage = stage,
                of = of,
                names = names_of(names, &leaders),
                count = leaders.len(),
                marks = fewest
            )
        } else if fewest > 0 {
            t!("wajh-alnahs-progress-level", stage = stage, of = of, marks = fewest)
        } else {
            t!("wajh-alnahs-progress", stage = stage, of = of)
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
