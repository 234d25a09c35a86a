//! The Toki Toki (توكي توكي) screen: every player's box as two rows of four
//! cards (face-down cards as backs), pairs and bonus groups framed, each box's
//! points; the bank, the discard pile and the card taken; the table of the
//! five rounds and a log. A turn is two choices, each previewed and then
//! confirmed: take a card (the bank's or the discard pile's), then play it
//! by rule a, b, c or d on a card of the box — by keys or clicks. The flying
//! Toki asks where to land; the last hidden card asks "turn it up / keep it
//! hidden". A tie for the start (D2) is the family's pick, or chance's.
//!
//! Nothing is seen by one player only (face-down cards are hidden from their
//! owner too: the description says the game hides its cards from
//! everyone), so there is no curtain, and the screen is given the rules'
//! view every seat shares ([`crate::seated::Public`]), never the whole game.
//!
//! The end of a round does not block the table: the round's last action is
//! applied at once (the rules score every box), and the screen keeps the
//! round's end on show ([`chronicle::Recap`]) while the next deal waits for
//! the family (`rolls_by_hand`): each Enter or click turns up the next hidden
//! card, `s` turns them all, and when every box is scored with its pairs and
//! bonuses, Enter deals the next round — or, after the fifth, shows the
//! results (`showing_the_end`).
//!
//! Modules: [`layout`] (area → rectangles, for drawing and clicks), [`draw`]
//! (rendering, never changes state), [`input`] (keys and mouse → intents),
//! [`play`] (screen state and the update step, which narrows the legal
//! actions to one), [`chronicle`] (the log and the round's end, from the
//! rules' events), [`why`] (the hint's why in words).

pub mod chronicle;
pub mod draw;
pub mod input;
pub mod layout;
pub mod play;
pub mod why;

#[cfg(test)]
mod tests;

use majlis_games::rules::toki::{self, Action, Cell, Event, Phase, Rule, Toki};
use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use rules_core::{Game, Outcome, Seat};

use crate::seated::{Answer, GameScreen, LogLine, Notation, Public, Scene, Seated};
use crate::t;
use crate::text::name;
use chronicle::{and_names, signed};
use input::Intent;
use layout::Target;
pub use play::Screen;
use play::{Item, Play, Stage, TokiScene};

/// A Toki Toki game on its screen.
pub type TokiSession = Seated<Screen>;

impl Seated<Screen> {
    /// The screen's state as the table sees it (for tests and benches).
    #[must_use]
    pub fn play(&self) -> Option<play::Play<'_>> {
        let scene = self.scene()?;
        Some(play::Play::new(self.screen(), &scene))
    }
}

impl GameScreen for Screen {
    type Game = Toki;
    type Seeing = Public;
    type Intent = Intent;

    const RULES: crate::i18n::Texts = crate::rules_summary!("toki");
    const MESSAGES: crate::i18n::Texts = crate::messages!("toki");
    // Message ids: the session looks each up in the family's language.
    const NOTATION: Notation = Notation {
        does: "toki-notation-does",
        in_bar: false,
        examples: "toki-notation-examples",
        noun: "toki-typed-not-legal",
    };

    fn min_size(players: usize) -> (u16, u16) {
        layout::min_size(players)
    }

    fn draw(&self, scene: &Scene<'_, Self>, buf: &mut Buffer, area: Rect) {
        draw::draw(buf, area, self, scene);
    }

    /// The update step: one intent, answered.
    fn update(&mut self, scene: &Scene<'_, Self>, intent: Intent) -> Answer<Action> {
        // The options are read from the state as it was before this input.
        let before = self.clone();
        let play = Play::new(&before, scene);
        let stage = play.stage;
        match (stage, intent) {
            (Stage::Recap, intent) => self.recap_step(intent),
            (Stage::Deal, Intent::Choose | Intent::Click(_)) => Answer::Roll { first: None },
            (Stage::Idle | Stage::Deal, _) => Answer::Ignored,
            (_, Intent::Back) => self.back(&play),
            (_, Intent::Next) => self.move_cursor(&play, 1),
            (_, Intent::Prev) => self.move_cursor(&play, -1),
            (_, Intent::Flip) => self.flip(&play),
            (_, Intent::Choose) => self.choose(&play),
            (_, Intent::Cell(n)) => match Cell::numbered(n) {
                Some(cell) => self.on_cell(&play, cell),
                None => Answer::Ignored,
            },
            (_, Intent::Rule(rule)) => self.set_rule(&play, rule),
            (_, Intent::Click(target)) => self.click_target(&play, target),
            (_, Intent::All) => Answer::Ignored,
        }
    }

    /// What a click at a position lands on: an answer of the prompt row, a
    /// card, a pile, or the boxes.
    fn click(&self, scene: &Scene<'_, Self>, area: Rect, pos: Position) -> Option<Intent> {
        let l = layout::layout(area, scene.players());
        let play = play::Play::new(self, scene);
        let target = match play.row().hit(l.prompt, pos) {
            Some(i) => Some(Target::Choice(i)),
            None => l.hit(pos),
        };
        target.map(Intent::Click)
    }

    /// The choice waiting for confirmation.
    fn choice(&self, scene: &TokiScene<'_>) -> Option<Action> {
        Play::new(self, scene).picked()
    }

    /// Takes the choice waiting back; the steps before it stay.
    fn take_back(&mut self, _scene: &TokiScene<'_>) {
        self.picked = None;
    }

    /// The table moved on: start afresh (the round's end stays on show).
    fn refresh(&mut self, _scene: &TokiScene<'_>) {
        self.rule = None;
        self.toki = None;
        self.first = None;
        self.cursor = 0;
        self.picked = None;
    }

    /// Puts the screen where it shows `action` chosen as a person would
    /// choose it, waiting for its confirmation (a computer's move before it
    /// is played, a hint): the same steps taken (the rule, the Toki that
    /// flies, the first card of the opening), the cursor on the answer or
    /// card chosen, its preview drawn. Returns whether it could (not for
    /// chance, nor an action not legal here).
    fn show(&mut self, scene: &TokiScene<'_>, action: &Action, _frame: usize) -> bool {
        let action = *action;
        self.refresh(scene);
        match action {
            Action::Open([first, _]) => self.first = Some(first),
            Action::A(_) | Action::B(_) | Action::C(_) | Action::Keep => self.rule = action.rule(),
            Action::D { toki, .. } => {
                self.rule = Some(Rule::D);
                self.toki = Some(toki);
            }
            Action::Starts(_) | Action::Take(_) => {}
            Action::Deal(_) | Action::Reshuffle(_) => return false,
        }
        self.picked = Some(action);
        let (cursor, shown) = {
            let play = Play::new(self, scene);
            let cell = match action {
                Action::Open([_, cell]) | Action::A(cell) | Action::B(cell) | Action::C(cell) => Some(cell),
                Action::D { to, .. } => Some(to),
                _ => None,
            };
            let item = match action {
                Action::Starts(seat) => Some(Item::Seat(seat)),
                Action::Take(pile) => Some(Item::Pile(pile)),
                Action::C(cell) => Some(Item::Reveal(cell)),
                Action::Keep => Some(Item::Keep),
                _ => None,
            };
            // The cursor where the person's own choice would have left it:
            // on the card of the box, or on the answer of the row.
            let at = match play.stage {
                Stage::Open(_) | Stage::Cells(_) | Stage::Toki => {
                    cell.and_then(|c| play.targets().iter().position(|&t| t == c))
                }
                _ => item.and_then(|i| play.items().iter().position(|&x| x == i)),
            };
            (at.unwrap_or(0), play.picked() == Some(action))
        };
        self.cursor = cursor;
        if !shown {
            self.refresh(scene);
        }
        shown
    }

    /// Notes an action's events in the log; keeps the round's end for the screen.
    fn note(&mut self, _before: &Toki, _action: &Action, events: &[Event], names: &[String], log: &mut Vec<LogLine>) {
        if let Some(recap) = self.chronicle.note(events, names, log) {
            self.recap = Some(recap);
        }
        if events.iter().any(|e| matches!(e, Event::Dealt { .. })) {
            self.recap = None;
        }
    }

    /// The hint's why: what the computer's choice does, from the rules
    /// crate's typed reason ([`toki::bot::said`]), worded by id. An English
    /// reader keeps the bot's own line (with its odds), as before.
    fn hint_reason(game: &Toki, action: &Action, english: &str) -> Option<String> {
        if crate::i18n::lang().source() == crate::i18n::Lang::En {
            return crate::seated::english_reason(english);
        }
        toki::bot::said(game, action).map(|said| why::words(&said))
    }

    /// Text on the notation line that reads as no action: the rules
    /// crate's reason as data ([`toki::notation::Unread`]), in words.
    fn unread(_scene: &Scene<'_, Self>, text: &str, english: &str) -> Option<String> {
        match toki::notation::read(text) {
            Err(why) => Some(chronicle::unread_words(why)),
            // Read after all (the table asked for a reason it has not):
            // the reason as the default words it.
            Ok(_) => crate::seated::english_reason(english),
        }
    }

    fn hint(&self, scene: &Scene<'_, Self>) -> String {
        play::Play::new(self, scene).hint()
    }

    fn bar(&self, scene: &Scene<'_, Self>) -> Vec<(&'static str, &'static str)> {
        // Only the keys that do something now: no card keys while a round's
        // end is turned up.
        // The words are message ids, which the shell looks up in the family's language.
        let play = play::Play::new(self, scene);
        let pick = [("Enter", "toki-key-choose"), ("Tab/←→", "toki-key-next")];
        let back = ("Esc", "toki-key-back");
        let cells = ("1–8", "toki-key-cell");
        match play.stage {
            Stage::Recap => match self.recap() {
                Some(r) if r.done() && r.last => vec![("Enter", "toki-key-results")],
                Some(r) if r.done() => vec![("Enter", "toki-key-next-round")],
                _ => vec![("Enter", "toki-key-turn-up"), ("s", "toki-key-all")],
            },
            Stage::Deal => vec![("Enter", "toki-key-deal")],
            Stage::Open(_) => vec![cells, pick[0], pick[1]],
            Stage::Starter | Stage::Take => pick.to_vec(),
            Stage::Rule => vec![("a–d", "toki-key-rule"), cells, back],
            Stage::Cells(_) | Stage::Toki => vec![cells, pick[0], pick[1], back],
            Stage::LastCard => vec![pick[0], pick[1], back],
            Stage::Idle => Vec::new(),
        }
    }

    /// The lowest total wins.
    fn headline(&self, _game: &Toki, names: &[String], outcome: &Outcome) -> String {
        let best = outcome
            .winners
            .first()
            .and_then(|&w| outcome.scores.get(w))
            .copied()
            .unwrap_or(0);
        let best = signed(i32::try_from(best).unwrap_or(i32::MAX));
        let who: Vec<String> = outcome.winners.iter().map(|&s| name(names, s).to_string()).collect();
        if who.is_empty() {
            return t!("toki-not-over");
        }
        t!("toki-headline", count = who.len(), names = and_names(&who), best = best)
    }

    /// Every seat's score, round by round.
    fn details(&self, game: &Toki, names: &[String]) -> Vec<String> {
        let scores = game.scores();
        let mut details = vec![t!("toki-details")];
        for round in 0..usize::from(game.rounds_scored()) {
            let line: Vec<String> = Seat::all(game.players())
                .map(|s| {
                    let p = scores[s.index()].get(round).copied().unwrap_or(0);
                    t!("toki-details-score", name = name(names, s), points = signed(p))
                })
                .collect();
            details.push(t!(
                "toki-details-round",
                round = round + 1,
                scores = line.join(&t!("toki-list-comma"))
            ));
        }
        details
    }

    /// Whether the session waits for the family at this chance point: the
    /// deal between rounds (after the round's end is seen) and a tie for the
    /// start (D2). The first deal is drawn at once.
    fn rolls_by_hand(&self, game: &Toki) -> bool {
        match game.phase() {
            Phase::Deal => game.rounds_scored() > 0,
            Phase::Starter => true,
            _ => false,
        }
    }

    /// Whether the last round's end is still on show before the results.
    fn showing_the_end(&self) -> bool {
        self.recap.as_ref().is_some_and(|r| r.last)
    }

    /// Whether a round's end is on show, waiting for the family's Enter
    /// (with computers only at the table, nobody presses it: the session
    /// goes on by itself after its pause, see [`Screen::go_on`]).
    fn waiting(&self) -> bool {
        self.recap.is_some()
    }

    /// Goes on from a round's end as the family's keys would: every card
    /// turned up at once, then (at the next call) the round's end put away,
    /// so the next deal comes, or the results after the fifth round.
    fn go_on(&mut self, _scene: &TokiScene<'_>) {
        match &mut self.recap {
            Some(recap) if !recap.done() => recap.show_all(),
            _ => self.recap = None,
        }
    }

    /// Turns up at once every card a round's end turns up one key at a
    /// time (a replay has no key for it, and calls this at every step; the
    /// prompt then offers no key of the game's).
    fn uncover(&mut self) {
        self.replay = true;
        if let Some(recap) = &mut self.recap {
            recap.show_all();
        }
    }

    fn progress(&self, game: &Toki, names: &[String], moves: usize) -> String {
        progress(game, names, moves)
    }

    fn final_size(players: usize) -> Option<(u16, u16)> {
        Some(layout::final_size(players))
    }

    fn draw_final(&self, game: &Toki, names: &[String], buf: &mut Buffer, area: Rect) {
        // Over, every card is face up: any seat's view shows them all.
        draw::draw_final(buf, area, &game.view(Seat(0)), names);
    }
}

/// How far the game has gone, for the shelf of saved games: the round, who
/// leads with the lowest total so far, the move ("round 3 of 5, Dov leads
/// with 67 · move 120").
fn progress(game: &Toki, names: &[String], moves: usize) -> String {
    let round = game.round().min(toki::ROUNDS);
    let totals = game.totals();
    let best = totals.iter().min().copied().unwrap_or(0);
    let best = signed(i32::try_from(best).unwrap_or(i32::MAX));
    let (round, of, moves) = (round, toki::ROUNDS, moves + 1);
    // Who leads: the lowest total so far (nobody when all are level).
    let best_total = totals.iter().min().copied();
    let leaders: Vec<String> = Seat::all(game.players())
        .filter(|s| totals.get(s.index()).copied() == best_total)
        .map(|s| name(names, s).to_string())
        .collect();
    match leaders.len() {
        _ if game.rounds_scored() == 0 => t!("toki-progress", round = round, of = of, moves = moves),
        n if n < game.players() => t!(
            "toki-progress-lead",
            round = round,
            of = of,
            count = n,
            names = and_names(&leaders),
            best = best,
            moves = moves
        ),
        _ => t!(
            "toki-progress-level",
            round = round,
            of = of,
            best = best,
            moves = moves
        ),
    }
}
