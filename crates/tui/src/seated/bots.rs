//! Computer players at the seated session: who sits where, a computer's turn
//! (thinking off the UI thread, then its move previewed as a person's choice
//! would be, piece by piece, for a short pause, then played and logged), a
//! game of computers only watched (paused and stepped with a key), and the
//! hint key (what "hard" would play for a person's seat).

use std::time::Instant;

use majlis_games::Computers;
use majlis_games::Shelved;
use rules_core::{Decision, Game, Level, Seat, ToAct, decision_seed};

use super::computer::{Ask, Poll, Purpose, Thinking};
use super::{ActionOf, GameScreen, Message, Seated};
use crate::seats::{Pace, SeatKind, kind_of};

/// Where a computer's turn is.
pub(super) enum Turn<A> {
    /// Nothing under way.
    Idle,
    /// A worker thread is thinking.
    Thinking(Thinking<A>),
    /// A computer's move shown before it is played: picture `frame` of
    /// `frames`, shown since `since`.
    Showing {
        action: A,
        frame: usize,
        frames: usize,
        since: Instant,
        /// The table's action count the move was chosen at.
        at: usize,
    },
}

/// The seats' kinds and the computers' state of a session.
pub(super) struct Players<G: Shelved> {
    /// One kind per seat (a computer only where the game has computers).
    pub seats: Vec<SeatKind>,
    pub computers: Option<Computers<G>>,
    pub pace: Pace,
    pub turn: Turn<G::Action>,
    /// A game of computers only, paused by the watchers.
    pub paused: bool,
    /// One move to play while paused (the step key).
    pub step: bool,
    /// When the screen started waiting for a key nobody will press (watching).
    pub waiting_since: Option<Instant>,
}

impl<G: Shelved> Players<G> {
    /// The seats of a table: `seats` as chosen (missing seats are people); a
    /// computer's seat of a game without computers is a person's.
    pub fn new(players: usize, seats: &[SeatKind]) -> Self {
        let computers = G::computers();
        let seats = (0..players)
            .map(|seat| match kind_of(seats, seat) {
                SeatKind::Computer { .. } if computers.is_none() => SeatKind::Human,
                kind => kind,
            })
            .collect();
        Players {
            seats,
            computers,
            pace: Pace::default(),
            turn: Turn::Idle,
            paused: false,
            step: false,
            waiting_since: None,
        }
    }

    /// The level of a computer's seat; `None` for a person's.
    pub fn level(&self, seat: Seat) -> Option<Level> {
        kind_of(&self.seats, seat.index()).level()
    }

    /// Whether nobody plays: the family watches.
    pub fn watching(&self) -> bool {
        self.seats.iter().all(|s| s.is_computer())
    }

    /// Whether a person plays any seat.
    pub fn any_person(&self) -> bool {
        !self.watching()
    }

    /// The one seat a person plays, when exactly one does: the device never
    /// changes hands, so no curtain is ever drawn.
    pub fn sole_person(&self) -> Option<Seat> {
        // People here only: a player joined by SSH has their own screen.
        let mut people = (0..self.seats.len()).filter(|&s| self.seats[s] == SeatKind::Human);
        match (people.next(), people.next()) {
            (Some(seat), None) => Some(Seat::new(seat)),
            _ => None,
        }
    }
}

impl<G: Shelved> Clone for Players<G> {
    /// A copy of the seats; a worker's answer goes to the original only.
    fn clone(&self) -> Self {
        Players {
            seats: self.seats.clone(),
            computers: self.computers,
            pace: self.pace,
            turn: Turn::Idle,
            paused: self.paused,
            step: false,
            waiting_since: None,
        }
    }
}

impl<G: Shelved> std::fmt::Debug for Players<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let turn = match &self.turn {
            Turn::Idle => "idle",
            Turn::Thinking(_) => "thinking",
            Turn::Showing { .. } => "showing",
        };
        f.debug_struct("Players")
            .field("seats", &self.seats)
            .field("turn", &turn)
            .field("paused", &self.paused)
            .finish_non_exhaustive()
    }
}

impl<S: GameScreen> Seated<S> {
    /// The seat to act, when a computer plays it.
    pub(super) fn computer_to_act(&self) -> Option<(Seat, Level)> {
        let seat = self.table.game().to_act().seat()?;
        Some((seat, self.players.level(seat)?))
    }

    /// Whether a computer's turn is under way (thinking or shown): the
    /// screen's own input waits.
    pub(super) fn computer_busy(&self) -> bool {
        self.computer_to_act().is_some()
            || matches!(&self.players.turn, Turn::Thinking(t) if t.purpose == Purpose::Move)
            || matches!(self.players.turn, Turn::Showing { .. })
    }

    /// Whether a person rolls at this chance point by a key.
    pub(super) fn rolls_by_hand(&self) -> bool {
        let game = self.table.game();
        if !self.screen.rolls_by_hand(game) {
            return false;
        }
        match self.screen.roller(game) {
            Some(seat) => self.is_person(seat),
            // Watchers: chance waits while the screen shows something
            // (a round's end) until it goes on by itself.
            None => self.players.any_person() || self.screen.waiting(),
        }
    }

    /// Starts a worker thinking for `seat` at `level`.
    fn think(&mut self, seat: Seat, level: Level, purpose: Purpose) {
        let Some(computers) = self.players.computers else {
            return;
        };
        let game = self.table.game();
        let (bot, iterations) = computers.player(level, game.players());
        let at = self.table.actions().len();
        let ask = Ask {
            game: game.clone(),
            seat,
            bot,
            seed: decision_seed(self.table.seed(), at as u64, seat),
            iterations,
            cap: self.players.pace.cap(level),
            at,
            purpose,
        };
        match Thinking::start(ask) {
            Ok(thinking) => self.players.turn = Turn::Thinking(thinking),
            Err(e) => {
                self.message = Some(Message::warn(crate::t!(
                    "table-computer-cannot-start",
                    error = e.to_string()
                )));
            }
        }
    }

    /// The hint key: what "hard" would play for the person to act.
    pub(super) fn ask_hint(&mut self) {
        let Some(seat) = self.table.game().to_act().seat() else {
            self.message = Some(Message::warn(crate::t!("table-hint-nobody")));
            return;
        };
        if self.players.computers.is_none() {
            self.message = Some(Message::warn(crate::t!("table-hint-no-computer")));
            return;
        }
        if !self.is_person(seat) || (super::curtained::<S>() && self.holder != Some(seat)) {
            self.message = Some(Message::warn(crate::t!("table-hint-holder")));
            return;
        }
        self.think(seat, Level::Hard, Purpose::Hint);
        self.message = Some(Message::info(crate::t!("table-hint-thinking")));
    }

    /// Moves the computers on: called by the shell at every tick. Returns
    /// whether anything changed.
    pub(super) fn tick_computers(&mut self, now: Instant) -> bool {
        match std::mem::replace(&mut self.players.turn, Turn::Idle) {
            Turn::Thinking(thinking) => self.on_thought(thinking, now),
            Turn::Showing {
                action,
                frame,
                frames,
                since,
                at,
            } => self.on_showing(action, frame, frames, since, at, now),
            Turn::Idle => self.on_idle(now),
        }
    }

    fn on_idle(&mut self, now: Instant) -> bool {
        if self.screen.waiting() {
            // A person presses the key; watchers get it after the pause.
            return self.players.watching() && self.go_on_by_itself(now);
        }
        let game = self.table.game();
        match game.to_act() {
            ToAct::Chance if !self.rolls_by_hand() => {
                self.settle();
                true
            }
            ToAct::Seat(seat) => match self.players.level(seat) {
                Some(level) => {
                    self.think(seat, level, Purpose::Move);
                    let name = self.name(seat).to_owned();
                    self.message = Some(Message::info(crate::t!("table-thinking", name = name)));
                    true
                }
                None => false,
            },
            _ => false,
        }
    }

    /// Watching: a screen waiting for a key nobody will press goes on after
    /// the pause (or at once when stepped).
    fn go_on_by_itself(&mut self, now: Instant) -> bool {
        let since = *self.players.waiting_since.get_or_insert(now);
        let due = now.saturating_duration_since(since) >= self.players.pace.pause;
        let stepped = self.players.paused && std::mem::take(&mut self.players.step);
        if !(stepped || (due && !self.players.paused)) {
            return false;
        }
        self.players.waiting_since = None;
        self.with_screen(|screen, scene| screen.go_on(scene));
        self.settle();
        true
    }

    fn on_thought(&mut self, thinking: Thinking<ActionOf<S>>, now: Instant) -> bool {
        let decision = match thinking.poll() {
            Poll::Waiting => {
                self.players.turn = Turn::Thinking(thinking);
                return false;
            }
            Poll::Decided(decision) => decision,
            Poll::Failed => {
                // A bot that panicked (a bug) must not stall the table: a
                // computer's seat plays its first legal action instead; a
                // hint is simply not given.
                let first = self.table.game().legal_actions().into_iter().next();
                match (thinking.purpose, first) {
                    (Purpose::Move, Some(action)) if thinking.at == self.table.actions().len() => {
                        self.start_showing(action, now);
                        self.message = Some(Message::warn(crate::t!("table-computer-failed")));
                    }
                    _ => self.for_asker(thinking.seat, |seated| {
                        seated.message = Some(Message::warn(crate::t!("table-hint-failed")));
                    }),
                }
                return true;
            }
        };
        if thinking.at != self.table.actions().len() || self.table.game().to_act().seat() != Some(thinking.seat) {
            // The table moved on (a step undone, another answer): not for now.
            return true;
        }
        match thinking.purpose {
            Purpose::Move => self.start_showing(decision.action, now),
            Purpose::Hint => self.for_asker(thinking.seat, |seated| seated.show_hint(&decision)),
        }
        true
    }

    fn start_showing(&mut self, action: ActionOf<S>, now: Instant) {
        let frames = self
            .with_screen(|screen, scene| screen.frames(scene, &action))
            .unwrap_or(1)
            .max(1);
        let shown = self
            .with_screen(|screen, scene| screen.show(scene, &action, 1))
            .unwrap_or(false);
        let seat = self.table.game().to_act().seat().unwrap_or(Seat(0));
        let name = self.name(seat).to_owned();
        // In an open game the move in the log's words, as a person's would
        // read: never its notation (seats counted from 0). A private game
        // says only that the computer has chosen, as before any card of a
        // hidden hand is played; the log says the rest once it is.
        let said = if super::curtained::<S>() {
            None
        } else {
            self.said(&action)
        };
        self.message = Some(Message::info(
            said.unwrap_or_else(|| crate::t!("table-has-chosen", name = name)),
        ));
        let frames = if shown { frames } else { 1 };
        self.players.turn = Turn::Showing {
            action,
            frame: 1,
            frames,
            since: now,
            at: self.table.actions().len(),
        };
        // With no pause the move is played at once.
        self.players.step = false;
        if self.players.pace.pause.is_zero() && !self.players.paused {
            self.advance_showing(now);
        }
    }

    fn on_showing(
        &mut self,
        action: ActionOf<S>,
        frame: usize,
        frames: usize,
        since: Instant,
        at: usize,
        now: Instant,
    ) -> bool {
        self.players.turn = Turn::Showing {
            action,
            frame,
            frames,
            since,
            at,
        };
        if at != self.table.actions().len() {
            self.players.turn = Turn::Idle;
            return true;
        }
        // The last picture stays the whole pause; the ones before it half.
        let hold = if frame < frames {
            self.players.pace.pause / 2
        } else {
            self.players.pace.pause
        };
        let stepped = self.players.paused && std::mem::take(&mut self.players.step);
        let due = now.saturating_duration_since(since) >= hold && !self.players.paused;
        if !(due || stepped) {
            return false;
        }
        self.advance_showing(now);
        true
    }

    /// The next picture of the move shown, or the move played after the last.
    fn advance_showing(&mut self, now: Instant) {
        loop {
            let Turn::Showing {
                action, frame, frames, ..
            } = std::mem::replace(&mut self.players.turn, Turn::Idle)
            else {
                return;
            };
            if frame < frames {
                let next = frame + 1;
                self.with_screen(|screen, scene| screen.show(scene, &action, next));
                self.players.turn = Turn::Showing {
                    action,
                    frame: next,
                    frames,
                    since: now,
                    at: self.table.actions().len(),
                };
                if self.players.pace.pause.is_zero() {
                    continue;
                }
                return;
            }
            self.message = None;
            if self.apply(&action) {
                self.settle();
            }
            return;
        }
    }

    /// A computer's chosen `action` in words: the lines the log will write
    /// when it is played (the screen notes it on copies of the game and of
    /// itself). In an open game everything is public, and the move is the
    /// computer's and already chosen, so saying it a pause early shows only
    /// what everyone is about to see. `None` when it writes no line.
    fn said(&self, action: &ActionOf<S>) -> Option<String> {
        let before = self.table.game().clone();
        let mut after = before.clone();
        let events = after.apply(action).ok()?;
        let mut screen = self.screen.clone();
        let mut lines = Vec::new();
        screen.note(&before, action, &events, &self.spoken, &mut lines);
        let text: Vec<&str> = lines.iter().map(|l| l.text.as_str()).collect();
        (!text.is_empty()).then(|| text.join("; "))
    }

    fn show_hint(&mut self, decision: &Decision<ActionOf<S>>) {
        let shown = self.stage(&decision.action);
        let game = self.table.game();
        let only = game.legal_actions().len() == 1;
        self.message = Some(Message::info(hint_text(
            &decision.reasons,
            |a| game.notation(a),
            |a, why| S::hint_reason(game, a, why),
            shown,
            only,
        )));
    }

    /// The computer's move being shown before it is played, if any.
    pub(super) fn shown_move(&self) -> Option<ActionOf<S>> {
        match &self.players.turn {
            Turn::Showing { action, .. } => Some(action.clone()),
            _ => None,
        }
    }

    /// The watch keys: pause or go on, and one move while paused.
    pub(super) fn toggle_pause(&mut self) {
        self.players.paused = !self.players.paused;
        self.message = Some(Message::info(if self.players.paused {
            crate::t!("table-paused")
        } else {
            crate::t!("table-watching")
        }));
    }

    /// One move (or one picture) while paused.
    pub(super) fn step_once(&mut self) {
        if self.players.paused {
            self.players.step = true;
        } else {
            self.message = Some(Message::info(crate::t!("table-pause-first")));
        }
    }

    /// A seat's name.
    fn name(&self, seat: Seat) -> &str {
        crate::text::name(&self.spoken, seat)
    }
}

/// The hint on the message line, what matters first (a long line is cut):
/// why the hard computer plays it, in words, whether Enter plays it, then
/// the other moves weighed. "Hint (hard): sheds both your 13s, keeps the
/// Burn for later; wins 52 % of 216 playouts. Enter plays it, u takes it
/// back. Also weighed: sheds your only Transparent; wins 50 % of 190
/// playouts." The move itself is staged on the board; a reason that names
/// it first by its notation (Shesh-Besh's "8/5 6/5: makes your 5 point; …")
/// keeps the notation as its lead. With no reason, the only move says so.
/// The reasons are the rules crate's, in English: `words` says them in the
/// interface's language ([`GameScreen::reason`]); one it has no words for
/// is left out (the best, unsaid, is "the move shown").
fn hint_text<A>(
    reasons: &[(A, String)],
    notation_of: impl Fn(&A) -> String,
    words: impl Fn(&A, &str) -> Option<String>,
    previewed: bool,
    only: bool,
) -> String {
    let said = |(action, text): &(A, String)| -> Option<String> {
        let notation = notation_of(action);
        let said = match text
            .strip_prefix(notation.as_str())
            .and_then(|rest| rest.strip_prefix(": "))
        {
            Some(rest) => words(action, rest).map(|rest| format!("{notation} — {rest}")),
            None => words(action, text),
        }?;
        Some(match searched_words(text) {
            Some(searched) => crate::t!("table-hint-searched", why = said, searched = searched),
            None => said,
        })
    };
    let why = match reasons.first() {
        Some(best) => said(best).unwrap_or_else(|| crate::t!("table-hint-shown-move")),
        None if only => crate::t!("table-hint-only-move"),
        None => crate::t!("table-hint-shown-move"),
    };
    let mut parts = vec![crate::t!("table-hint", why = why)];
    if previewed {
        parts.push(crate::t!("table-hint-keys"));
    }
    let others: Vec<String> = reasons.iter().skip(1).filter_map(said).collect();
    if !others.is_empty() {
        parts.push(crate::t!("table-hint-also", others = others.join(" · ")));
    }
    parts.join(" ")
}

/// How the search went for a reason (its trial games won, or that the
/// move was the only one), in the reader's words, for a reader whose why
/// is worded from typed facts: the English reason says it already.
fn searched_words(english: &str) -> Option<String> {
    if crate::i18n::lang().source() == crate::i18n::Lang::En {
        return None;
    }
    Some(match rules_core::searched(english)? {
        rules_core::Searched::Rate { percent, playouts } => {
            crate::t!("table-hint-wins", percent = percent, playouts = playouts)
        }
        rules_core::Searched::OnlyMove => crate::t!("table-hint-only-move"),
    })
}

#[cfg(test)]
mod tests {
    use super::hint_text;
    use crate::seated::english_reason;

    /// The default words of a hint's reason: the English, for an English reader.
    fn english<A>(_: &A, reason: &str) -> Option<String> {
        english_reason(reason)
    }

    /// Issue 19: a reader of Arabic or Hebrew, whose why is worded from
    /// typed facts, still reads how the search went ("wins 55 % of 120
    /// playouts", "the only move") in their language; English is unchanged.
    #[test]
    fn in_arabic_and_hebrew_a_typed_why_keeps_how_the_search_went() {
        use crate::i18n::{Lang, set_lang};
        let reasons = vec![
            (1, "kills 2c; wins 55 % of 120 playouts".to_string()),
            (2, "throws the hand; the only move".to_string()),
        ];
        let typed = |a: &i32, _: &str| Some(format!("<{a}>"));
        for lang in [Lang::Ar, Lang::He] {
            set_lang(lang);
            let text = hint_text(&reasons, |_| "n".to_string(), typed, false, false);
            let wins = crate::t!("table-hint-wins", percent = 55, playouts = 120);
            assert!(
                text.contains(&crate::t!("table-hint-searched", why = "<1>", searched = wins)),
                "{text}"
            );
            let only = crate::t!("table-hint-only-move");
            assert!(
                text.contains(&crate::t!("table-hint-searched", why = "<2>", searched = only)),
                "{text}"
            );
            assert!(!text.contains("playouts") && !text.contains("wins"), "{lang:?}: {text}");
        }
        set_lang(Lang::En);
        let text = hint_text(&reasons, |_| "n".to_string(), english, false, false);
        assert_eq!(
            text,
            "Hint (hard): kills 2c; wins 55 % of 120 playouts. Also weighed: throws the hand; the only move."
        );
    }

    #[test]
    fn a_hint_says_why_in_words_first_then_the_others_weighed() {
        let reasons = vec![
            (1, "8/5 6/5: makes your 5 point; equity +0.097, wins 55 %".to_string()),
            (2, "13/9 6/5: hits a blot; equity +0.041, wins 53 %".to_string()),
        ];
        let notation = |a: &i32| {
            if *a == 1 {
                "8/5 6/5".to_string()
            } else {
                "13/9 6/5".to_string()
            }
        };
        assert_eq!(
            hint_text(&reasons, notation, english, true, false),
            "Hint (hard): 8/5 6/5 — makes your 5 point; equity +0.097, wins 55 %. Enter plays it, u takes it back. \
             Also weighed: 13/9 6/5 — hits a blot; equity +0.041, wins 53 %."
        );
        // Words alone: the notation (here a seat's from 0) is not shown.
        let words = vec![(
            7,
            "steals player 2's 5 from their b2 to your a3; wins 60 % of 90 playouts".to_string(),
        )];
        assert_eq!(
            hint_text(&words, |_| "steal 1:b2 to a3 r1".to_string(), english, false, false),
            "Hint (hard): steals player 2's 5 from their b2 to your a3; wins 60 % of 90 playouts."
        );
        // A reason that begins with the notation's word is not cut short.
        let keep = vec![(0, "keeps the cards as dealt; wins 47 % of 124 playouts".to_string())];
        assert_eq!(
            hint_text(&keep, |_| "keep".to_string(), english, true, false),
            "Hint (hard): keeps the cards as dealt; wins 47 % of 124 playouts. Enter plays it, u takes it back."
        );
        assert_eq!(
            hint_text(
                &Vec::<(u8, String)>::new(),
                |_| "throw".to_string(),
                english,
                true,
                true
            ),
            "Hint (hard): the only move. Enter plays it, u takes it back."
        );
    }

    #[test]
    fn a_hint_in_arabic_says_only_what_it_has_words_for() {
        use crate::i18n::{Lang, set_lang};
        let reasons = vec![
            (1, "8/5 6/5: makes your 5 point; wins 55 %".to_string()),
            (2, "13/9 6/5: hits a blot; wins 53 %".to_string()),
        ];
        let notation = |a: &i32| {
            if *a == 1 {
                "8/5 6/5".to_string()
            } else {
                "13/9 6/5".to_string()
            }
        };
        set_lang(Lang::Ar);
        // The rules' English reasons, with no words for them: the move is shown, unsaid.
        let unsaid = hint_text(&reasons, notation, english, true, false);
        // A game that words its reasons: its words, after the notation.
        let words = |_: &_, reason: &str| reason.starts_with("makes").then(|| "تبني بيتك 5".to_string());
        let said = hint_text(&reasons, notation, words, false, false);
        let only = hint_text(&Vec::<(u8, String)>::new(), |_| String::new(), english, true, true);
        set_lang(Lang::En);
        assert_eq!(unsaid, "تلميح (صعب): الحركة المعروضة. Enter يلعبها، u يتراجع عنها.");
        assert_eq!(said, "تلميح (صعب): 8/5 6/5 — تبني بيتك 5.");
        assert_eq!(only, "تلميح (صعب): الحركة الوحيدة. Enter يلعبها، u يتراجع عنها.");
    }
}
