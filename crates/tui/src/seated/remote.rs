//! Players at their own screens (`majlis host`): a seat joined over SSH
//! ([`SeatKind::Remote`]) is drawn from its own view only, and its keys are
//! intents for that seat alone, taken on its own turn. The session keeps one
//! [`Aside`] per such seat (its screen's choice so far, its message, its
//! typed line); a key of the seat is carried out with the aside swapped in
//! for the device's own, so the same code plays it as plays a person here,
//! and the device's own choice is never touched.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyEvent, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;
use rules_core::{Game, Seat, Table};

use super::{ActionOf, GameScreen, LOG_KEYS, Log, Message, Scene, Seated};
use crate::i18n::Lang;
use crate::keys;
use crate::seats::{SeatKind, kind_of};
use crate::session::{KeyHelp, Reply, Session, Speaking};

/// What a player at their own screen has of the table besides its state.
#[derive(Clone, Debug, Default)]
pub(super) struct Aside<S> {
    /// Their screen's own state: what they have picked so far.
    screen: S,
    /// What their message line says (a refusal of their own key, a hint…).
    message: Option<Message>,
    /// Their typed-notation line, while open.
    typed: Option<String>,
    /// The table's action count the screen was last made fresh at.
    at: usize,
    /// How many of the log's newest entries they have scrolled past.
    back: usize,
    /// The language they read, once told ([`Session::speak_to`]).
    lang: Option<Lang>,
}

/// Scrolls `log` to `back` entries behind the newest (as far as it goes).
fn scroll_to(log: &mut Log, back: usize) {
    let by = isize::try_from(back).unwrap_or(isize::MAX) - isize::try_from(log.back()).unwrap_or(isize::MAX);
    log.scroll(by);
}

impl<S: GameScreen> Seated<S> {
    /// The seat to act, when a player at their own screen plays it.
    pub(super) fn remote_to_act(&self) -> Option<Seat> {
        let seat = self.table.game().to_act().seat()?;
        kind_of(&self.players.seats, seat.index()).is_remote().then_some(seat)
    }

    /// Whether the seat to act is played at another screen than the one
    /// whose key is being carried out: this device's keys wait, as on a
    /// computer's turn.
    pub(super) fn remote_elsewhere(&self) -> bool {
        self.remote_to_act().is_some_and(|seat| self.acting_as != Some(seat))
    }

    /// Whether `seat` is played at its own screen (`majlis host`).
    fn is_remote(&self, seat: Seat) -> bool {
        seat.index() < self.names.len() && kind_of(&self.players.seats, seat.index()).is_remote()
    }

    /// Whether it is `seat`'s own turn to play from its own screen.
    fn plays_now(&self, seat: Seat) -> bool {
        self.remote_to_act() == Some(seat) && !self.computer_busy()
    }

    /// Runs `f` as the player of `seat` at their own screen: their screen,
    /// message, typed line, place in the log and language in place of this
    /// device's, and they hold it.
    pub(super) fn as_seat<R>(&mut self, seat: Seat, f: impl FnOnce(&mut Self) -> R) -> R {
        let index = seat.index();
        if self.asides.len() <= index {
            self.asides.resize_with(index + 1, Aside::default);
        }
        let mut aside = std::mem::take(&mut self.asides[index]);
        let speaking = aside.lang.map(Speaking::lang);
        self.swap_aside(&mut aside);
        let (here_back, lines) = (self.log.back(), self.log.lines().len());
        scroll_to(&mut self.log, aside.back);
        let holder = self.holder.replace(seat);
        self.acting_as = Some(seat);
        let result = f(self);
        self.acting_as = None;
        self.holder = holder;
        aside.back = self.log.back();
        // A new line shows the newest here too, as it would have anyway.
        let wrote = self.log.lines().len() != lines;
        scroll_to(&mut self.log, if wrote { 0 } else { here_back });
        self.swap_aside(&mut aside);
        drop(speaking);
        self.asides[index] = aside;
        result
    }

    /// Runs `f` for the player who asked for something now answered (a
    /// hint): as them when they are at their own screen, else here.
    pub(super) fn for_asker(&mut self, seat: Seat, f: impl FnOnce(&mut Self)) {
        if self.is_remote(seat) {
            self.as_seat(seat, f);
        } else {
            f(self);
        }
    }

    fn swap_aside(&mut self, aside: &mut Aside<S>) {
        std::mem::swap(&mut self.screen, &mut aside.screen);
        std::mem::swap(&mut self.message, &mut aside.message);
        std::mem::swap(&mut self.typed, &mut aside.typed);
    }

    /// The scene of `seat`'s own screen: its view only, and only it acts.
    fn own_scene<'a>(
        table: &'a Table<S::Game>,
        labels: &'a [String],
        seats: &'a [SeatKind],
        log: &'a super::Log,
        seat: Seat,
        message: Option<&'a Message>,
        typed: Option<&'a str>,
    ) -> Scene<'a, S> {
        Scene::new(table, labels, seats, seat, log, message)
            .with_typed(typed)
            .own_seat_only()
    }

    /// Every other player's screen made fresh once the table has moved on:
    /// what they had picked belonged to the position before, and their log
    /// shows its newest line.
    pub(super) fn refresh_asides(&mut self) {
        let at = self.table.actions().len();
        for index in 0..self.asides.len() {
            if self.asides[index].at == at {
                continue;
            }
            let mut aside = std::mem::take(&mut self.asides[index]);
            aside.at = at;
            aside.back = 0;
            if self.acting_as != Some(Seat::new(index)) {
                aside.screen = S::default();
                aside.typed = None;
            }
            let scene = Self::own_scene(
                &self.table,
                &self.labels,
                &self.players.seats,
                &self.log,
                Seat::new(index),
                None,
                None,
            );
            aside.screen.refresh(&scene);
            self.asides[index] = aside;
        }
    }

    /// The log as a reader of this thread's language sees it: the host's,
    /// or the one kept in their language ([`Seated::keep_log_in`]).
    fn log_in_this_language(&self) -> &Log {
        let lang = crate::i18n::lang();
        self.logs
            .iter()
            .find(|(kept, _)| *kept == lang)
            .map_or(&self.log, |(_, log)| log)
    }

    /// [`Session::draw_as`]: the game as `seat` sees it, in this thread's
    /// language.
    pub(super) fn draw_seat(&self, seat: Seat, frame: &mut Frame, area: Rect) {
        let (w, h) = self.min_size();
        if area.width < w || area.height < h || seat.index() >= self.names.len() {
            // The caller (the host) says so in its own words.
            return;
        }
        let fresh;
        let aside = match self.asides.get(seat.index()) {
            Some(aside) => aside,
            None => {
                fresh = Aside::default();
                &fresh
            }
        };
        // A computer's "is thinking…" is everyone's news (worded anew for a
        // reader of another language); a refusal is the player's own.
        let reworded;
        let shared = match self.computer_to_act() {
            _ if !self.computer_busy() => None,
            _ if crate::i18n::lang() == self.log_lang => self.message.as_ref(),
            Some((computer, _)) => {
                let spoken = crate::seats::spoken_names(&self.names);
                let name = crate::text::name(&spoken, computer);
                reworded = Message::info(crate::t!("table-thinking", name = name));
                Some(&reworded)
            }
            None => None,
        };
        let log = self.log_in_this_language();
        let scrolled;
        let log = if log.back() == aside.back {
            log
        } else {
            let mut own = log.clone();
            scroll_to(&mut own, aside.back);
            scrolled = own;
            &scrolled
        };
        let scene = Self::own_scene(
            &self.table,
            &self.labels,
            &self.players.seats,
            log,
            seat,
            aside.message.as_ref().or(shared),
            aside.typed.as_deref(),
        )
        .with_shown(self.shown_move());
        aside.screen.draw(&scene, frame.buffer_mut(), area);
    }

    /// Plays `f` (a key or a click) as `seat` on its own turn; this
    /// device's screen and the other players' follow the table.
    fn play_as(&mut self, seat: Seat, f: impl FnOnce(&mut Self) -> Reply) -> Reply {
        let before = self.table.actions().len();
        let reply = self.as_seat(seat, f);
        if self.table.actions().len() != before {
            // This device's own screen follows the table too.
            self.settle();
        }
        self.refresh_asides();
        reply
    }

    /// [`Session::on_key_as`]: a key of the player of `seat`, taken only on
    /// that seat's own turn and only when a player at their own screen
    /// plays it; at any time, PgUp/PgDn scroll their own log.
    pub(super) fn key_of_seat(&mut self, seat: Seat, key: KeyEvent, area: Rect) -> Reply {
        if !keys::is_plain_press(&key) || !self.is_remote(seat) {
            return Reply::Ignored;
        }
        if !self.plays_now(seat) {
            return self.as_seat(seat, |seated| seated.own_key(LOG_KEYS, &key));
        }
        self.play_as(seat, |seated| Session::on_key(seated, key, area))
    }

    /// [`Session::on_mouse_as`]: the wheel scrolls `seat`'s own log; a
    /// click is theirs on their own turn only.
    pub(super) fn mouse_of_seat(&mut self, seat: Seat, mouse: MouseEvent, area: Rect) -> Reply {
        if !self.is_remote(seat) {
            return Reply::Ignored;
        }
        if self.plays_now(seat) {
            return self.play_as(seat, |seated| Session::on_mouse(seated, mouse, area));
        }
        let by = match mouse.kind {
            MouseEventKind::ScrollUp => 1,
            MouseEventKind::ScrollDown => -1,
            _ => return Reply::Ignored,
        };
        self.as_seat(seat, |seated| seated.log.scroll(by));
        Reply::Handled
    }

    /// [`Session::keys_as`]: the keys of `seat`'s own screen; on another
    /// seat's turn only the log's (the help lists them all).
    pub(super) fn keys_of_seat(&mut self, seat: Seat) -> KeyHelp {
        if !self.is_remote(seat) {
            return KeyHelp::default();
        }
        let mut help = self.as_seat(seat, |seated| Session::keys(seated));
        if !self.plays_now(seat) {
            help.bar = keys::bar_pairs(LOG_KEYS).collect();
        }
        help
    }

    /// [`Session::speak_to`]: `seat`'s player reads `lang`.
    pub(super) fn speak_to_seat(&mut self, seat: Seat, lang: Lang) {
        let index = seat.index();
        if !self.is_remote(seat) {
            return;
        }
        if self.asides.len() <= index {
            self.asides.resize_with(index + 1, Aside::default);
        }
        self.asides[index].lang = Some(lang);
        self.keep_log_in(lang);
    }

    /// Keeps the log in `lang` too, from now on: written afresh from the
    /// game's actions, as a saved game's is.
    fn keep_log_in(&mut self, lang: Lang) {
        if lang == self.log_lang || self.logs.iter().any(|(kept, _)| *kept == lang) {
            return;
        }
        let _words = Speaking::lang(lang);
        let record = self.table.record();
        let Ok(mut game) = S::Game::new_game(record.players, &record.options) else {
            return;
        };
        let spoken = crate::seats::spoken_names(&self.names);
        let mut screen = S::default();
        let mut log = Log::default();
        for action in self.table.actions() {
            let before = game.clone();
            let Ok(events) = game.apply(action) else {
                // Never for actions the table took; the host's log it is.
                return;
            };
            screen.note(&before, action, &events, &spoken, log.write());
        }
        self.logs.push((lang, log));
    }

    /// Notes an action in the log of every other language kept, as the
    /// screen notes it in the host's.
    pub(super) fn note_elsewhere(
        &mut self,
        before: &S::Game,
        action: &ActionOf<S>,
        events: &[<S::Game as Game>::Event],
    ) {
        for (lang, log) in &mut self.logs {
            let _words = Speaking::lang(*lang);
            let spoken = crate::seats::spoken_names(&self.names);
            let mut screen = self.screen.clone();
            screen.note(before, action, events, &spoken, log.write());
        }
    }

    /// [`Session::set_seat`]: who plays `seat` changes (the host gives an
    /// away player's seat to a computer, or takes it back for them).
    pub(super) fn change_seat(&mut self, seat: Seat, kind: SeatKind) -> bool {
        let index = seat.index();
        let Some(now) = self.players.seats.get(index).copied() else {
            return false;
        };
        if now == kind || (kind.is_computer() && self.players.computers.is_none()) {
            return false;
        }
        self.players.seats[index] = kind;
        if self.table.game().to_act().seat() == Some(seat) {
            // A computer's turn under way for the seat is dropped (its
            // worker's answer goes nowhere); the new player starts afresh.
            self.players.turn = super::bots::Turn::Idle;
            self.message = None;
        }
        self.settle();
        true
    }
}

#[cfg(test)]
mod tests {
    use ratatui::crossterm::event::{KeyCode, KeyEvent};
    use rules_core::{Level, Seat};
    use serde_json::Value;

    use super::tests_support::{AREA, picture};
    use crate::seats::{Pace, SeatKind};
    use crate::session::{Reply, Session};

    fn jackar(seats: &[SeatKind]) -> Box<dyn Session> {
        let entry = crate::games::find("jackar").expect("jackar");
        let names = ["Amal", "Sami", "Dov", "Lea"][..seats.len()]
            .iter()
            .map(|n| (*n).to_owned())
            .collect();
        let mut session = (entry.open_seated)(3, names, seats, &Value::Null).expect("opens");
        session.set_pace(Pace::instant());
        session
    }

    fn typed(session: &mut dyn Session, seat: Seat, text: &str) -> Vec<Reply> {
        text.chars()
            .map(|c| {
                let code = if c == '\r' { KeyCode::Enter } else { KeyCode::Char(c) };
                session.on_key_as(seat, KeyEvent::from(code), AREA)
            })
            .collect()
    }

    #[test]
    fn a_remote_seat_types_and_confirms_its_own_move_in_one_go() {
        let mut session = jackar(&[SeatKind::Remote, SeatKind::Computer { level: Level::Easy }]);
        let amal = Seat::new(0);
        assert_eq!(session.to_act(), Some(amal));
        let before = session.actions_played();
        let legal = {
            let record: rules_core::Record<majlis_games::rules::jackar::Jackar> =
                serde_json::from_value(session.record_json()).expect("record");
            let table = rules_core::Table::replay(&record).expect("replays");
            let game = table.game();
            rules_core::Game::notation(game, &rules_core::Game::legal_actions(game)[0])
        };
        typed(session.as_mut(), amal, &format!(":{legal}\r\r"));
        assert!(
            session.actions_played() > before,
            "played:\n{}",
            picture(session.as_ref(), Some(amal))
        );
    }
}

#[cfg(test)]
mod host_screen {
    use super::tests_support::*;
    use crate::seats::SeatKind;
    use crate::session::Reply;
    use ratatui::crossterm::event::{KeyCode, KeyEvent};
    use rules_core::{Level, Seat};

    #[test]
    fn the_hosts_screen_never_shows_a_remote_players_hand_nor_curtains_them() {
        // Hana here, Amal by SSH: on Amal's turn the host sees Hana's own
        // hand and "Amal is playing…", never Amal's cards, and no curtain.
        let mut session = jackar_at(3, &[SeatKind::Human, SeatKind::Remote]);
        let (hana, amal) = (Seat::new(0), Seat::new(1));
        play_until(session.as_mut(), amal);
        assert_eq!(session.curtain(), None, "no curtain for a player at their own screen");
        let host = picture(session.as_ref(), None);
        assert!(host.contains("Amal is playing"), "{host}");
        assert!(host.contains("Hana's hand"), "{host}");
        let amal_sees = picture(session.as_ref(), Some(amal));
        assert!(!amal_sees.contains("Hana's hand"), "{amal_sees}");
        // The host's keys wait on Amal's turn; Hana's keys as a remote seat do nothing.
        let played = session.actions_played();
        for code in [KeyCode::Char('t'), KeyCode::Enter, KeyCode::Char('1'), KeyCode::Enter] {
            let _ = session.on_key(KeyEvent::from(code), AREA);
            assert_eq!(session.on_key_as(hana, KeyEvent::from(code), AREA), Reply::Ignored);
        }
        assert_eq!(session.actions_played(), played, "nobody played for Amal");
        assert!(
            session.keys().bar.iter().all(|(k, _)| *k != "1–9"),
            "the host's bar offers no game keys now"
        );
    }

    #[test]
    fn an_away_players_seat_is_given_to_a_computer_and_taken_back() {
        let mut session = jackar_at(3, &[SeatKind::Human, SeatKind::Remote]);
        let amal = Seat::new(1);
        play_until(session.as_mut(), amal);
        let played = session.actions_played();
        assert!(session.set_seat(amal, SeatKind::Computer { level: Level::Easy }));
        let end = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while session.actions_played() == played && std::time::Instant::now() < end {
            session.tick(std::time::Instant::now());
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        assert!(session.actions_played() > played, "the computer played Amal's turn");
        assert!(session.set_seat(amal, SeatKind::Remote), "taken back");
        assert_eq!(session.seats()[1], SeatKind::Remote);
        assert!(!session.set_seat(amal, SeatKind::Remote), "no change");
        assert!(!session.set_seat(Seat::new(7), SeatKind::Remote), "no such seat");
    }
}

#[cfg(test)]
mod tests_support {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::{KeyCode, KeyEvent};
    use ratatui::layout::Rect;
    use rules_core::Seat;
    use serde_json::Value;

    use crate::seats::{Pace, SeatKind};
    use crate::session::Session;

    pub const AREA: Rect = Rect::new(0, 0, 100, 28);

    pub fn jackar_at(seed: u64, seats: &[SeatKind]) -> Box<dyn Session> {
        let entry = crate::games::find("jackar").expect("jackar");
        let names = ["Hana", "Amal", "Dov", "Lea"][..seats.len()]
            .iter()
            .map(|n| (*n).to_owned())
            .collect();
        let mut session = (entry.open_seated)(seed, names, seats, &Value::Null).expect("opens");
        session.set_pace(Pace::instant());
        session
    }

    /// The first legal action's notation.
    pub fn first_legal(session: &dyn Session) -> String {
        let record: rules_core::Record<majlis_games::rules::jackar::Jackar> =
            serde_json::from_value(session.record_json()).expect("record");
        let table = rules_core::Table::replay(&record).expect("replays");
        let game = table.game();
        rules_core::Game::notation(game, &rules_core::Game::legal_actions(game)[0])
    }

    /// Plays first legal actions (the host's seats by the host's keys, the
    /// remote ones by theirs) until `seat` is to act.
    pub fn play_until(session: &mut dyn Session, seat: Seat) {
        for _ in 0..50 {
            let Some(to_act) = session.to_act() else { break };
            if to_act == seat {
                return;
            }
            if session.curtain().is_some() {
                session.take_device();
            }
            let text = format!(":{}\r\r", first_legal(session));
            for c in text.chars() {
                let key = KeyEvent::from(if c == '\r' { KeyCode::Enter } else { KeyCode::Char(c) });
                if session.seats()[to_act.index()] == SeatKind::Remote {
                    session.on_key_as(to_act, key, AREA);
                } else {
                    session.on_key(key, AREA);
                }
            }
        }
        assert_eq!(session.to_act(), Some(seat), "{seat}'s turn came");
    }

    /// What `seat`'s player sees at [`AREA`] (the host's screen for `None`).
    pub fn picture(session: &dyn Session, seat: Option<Seat>) -> String {
        let mut terminal = Terminal::new(TestBackend::new(AREA.width, AREA.height)).expect("terminal");
        terminal
            .draw(|frame| match seat {
                Some(seat) => session.draw_as(seat, frame, AREA),
                None => session.draw(frame, AREA),
            })
            .expect("drawn");
        crate::nocolor::picture(terminal.backend().buffer())
    }
}

#[cfg(test)]
mod saved {
    use super::tests_support::*;
    use crate::seats::SeatKind;
    use rules_core::Seat;

    #[test]
    fn a_game_with_seats_by_ssh_is_saved_and_continued_with_the_same_seats() {
        let seats = [SeatKind::Human, SeatKind::Remote];
        let mut session = jackar_at(3, &seats);
        play_until(session.as_mut(), Seat::new(1));
        let record = session.record_json();
        let saved = serde_json::to_value(session.seats()).expect("json");
        assert_eq!(saved, serde_json::json!([{"kind": "human"}, {"kind": "remote"}]));
        let back: Vec<SeatKind> = serde_json::from_value(saved).expect("read");
        let entry = crate::games::find("jackar").expect("jackar");
        let resumed = (entry.resume_seated)(session.names().to_vec(), &back, &record).expect("resumes");
        assert_eq!(resumed.seats(), seats);
        assert_eq!(resumed.to_act(), Some(Seat::new(1)), "at the same position");
        assert_eq!(resumed.actions_played(), session.actions_played());
        assert_eq!(
            picture(resumed.as_ref(), Some(Seat::new(1))),
            picture(session.as_ref(), Some(Seat::new(1)))
        );
    }

    #[test]
    fn without_a_host_a_seat_by_ssh_is_played_here() {
        let store = crate::save::SaveStore::nowhere();
        let mut app = crate::app::App::new(crate::games::SCREENS, store, Box::new(|| 1), (80, 24));
        let saved = [SeatKind::Remote, SeatKind::Human];
        assert_eq!(app.seats_here(&saved), [SeatKind::Human, SeatKind::Human]);
        app.set_hosting(true);
        assert_eq!(app.seats_here(&saved), saved);
    }
}

/// What a player at their own screen has besides playing: hints, their own
/// place in the log, the mouse, their own language; never for another seat.
#[cfg(test)]
mod own_screens {
    use super::tests_support::*;
    use crate::i18n::{Lang, set_lang};
    use crate::seats::{Pace, SeatKind};
    use crate::session::{Reply, Session};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    use ratatui::buffer::Buffer;
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
    use rules_core::Seat;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::from(code)
    }

    fn mouse(kind: MouseEventKind, column: u16, row: u16) -> MouseEvent {
        MouseEvent {
            kind,
            column,
            row,
            modifiers: KeyModifiers::NONE,
        }
    }

    fn buffer(session: &dyn Session, seat: Seat) -> Buffer {
        let mut terminal = Terminal::new(TestBackend::new(AREA.width, AREA.height)).expect("terminal");
        terminal
            .draw(|frame| session.draw_as(seat, frame, AREA))
            .expect("drawn");
        terminal.backend().buffer().clone()
    }

    /// Plays first legal moves until the log has more lines than a page.
    fn a_long_log(session: &mut dyn Session) {
        for _ in 0..12 {
            let Some(seat) = session.to_act() else { break };
            let text = format!(":{}\r\r", first_legal(session));
            for c in text.chars() {
                let code = if c == '\r' { KeyCode::Enter } else { KeyCode::Char(c) };
                session.on_key_as(seat, key(code), AREA);
            }
        }
    }

    #[test]
    fn a_remote_players_hint_is_worked_out_for_their_seat_and_shown_on_their_screen_only() {
        let mut session = jackar_at(3, &[SeatKind::Human, SeatKind::Remote]);
        session.set_pace(Pace {
            pause: std::time::Duration::ZERO,
            capped: true,
        });
        let (hana, amal) = (Seat::new(0), Seat::new(1));
        play_until(session.as_mut(), amal);
        let played = session.actions_played();
        assert_eq!(session.on_key_as(amal, key(KeyCode::Char('h')), AREA), Reply::Handled);
        assert!(picture(session.as_ref(), Some(amal)).contains("Thinking of a hint"));
        let end = std::time::Instant::now() + std::time::Duration::from_secs(20);
        while !picture(session.as_ref(), Some(amal)).contains("Hint (hard)") && std::time::Instant::now() < end {
            session.tick(std::time::Instant::now());
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        let amal_sees = picture(session.as_ref(), Some(amal));
        assert!(amal_sees.contains("Hint (hard)"), "{amal_sees}");
        let host = picture(session.as_ref(), None);
        assert!(!host.contains("Hint"), "the host is not told amal's hint:\n{host}");
        assert!(!picture(session.as_ref(), Some(hana)).contains("Hint"));
        assert_eq!(session.actions_played(), played, "a hint plays nothing by itself");
        // The hint waits as amal's choice: Enter plays it.
        assert_eq!(session.on_key_as(amal, key(KeyCode::Enter), AREA), Reply::Handled);
        assert!(session.actions_played() > played, "{amal_sees}");
        // The help lists the hint key for amal's screen.
        let rows = session.keys_as(amal).rows;
        assert!(rows.iter().any(|(k, _)| *k == "h"), "{rows:?}");
    }

    #[test]
    fn each_player_scrolls_their_own_log_at_any_time_and_nobody_elses() {
        let mut session = jackar_at(5, &[SeatKind::Remote, SeatKind::Remote]);
        a_long_log(session.as_mut());
        let (amal, sami) = (Seat::new(0), Seat::new(1));
        let waiting = if session.to_act() == Some(amal) { sami } else { amal };
        let other = if waiting == amal { sami } else { amal };
        let (mine, theirs, host) = (
            picture(session.as_ref(), Some(waiting)),
            picture(session.as_ref(), Some(other)),
            picture(session.as_ref(), None),
        );
        assert!(!mine.contains("newer"), "{mine}");
        // Off their turn, PgUp scrolls their own log only.
        assert_eq!(session.on_key_as(waiting, key(KeyCode::PageUp), AREA), Reply::Handled);
        let scrolled = picture(session.as_ref(), Some(waiting));
        assert!(scrolled.contains("5 newer"), "{scrolled}");
        assert_eq!(
            picture(session.as_ref(), Some(other)),
            theirs,
            "the other player's log stays"
        );
        assert_eq!(picture(session.as_ref(), None), host, "the host's log stays");
        // The wheel too, both ways.
        assert_eq!(
            session.on_mouse_as(waiting, mouse(MouseEventKind::ScrollUp, 1, 1), AREA),
            Reply::Handled
        );
        assert!(picture(session.as_ref(), Some(waiting)).contains("6 newer"));
        session.on_mouse_as(waiting, mouse(MouseEventKind::ScrollDown, 1, 1), AREA);
        session.on_key_as(waiting, key(KeyCode::PageDown), AREA);
        assert_eq!(picture(session.as_ref(), Some(waiting)), mine, "back to the newest");
        assert_eq!(session.keys_as(waiting).bar, [("PgUp/PgDn", "table-key-log")]);
    }

    /// Where the first card of `seat`'s hand is drawn on their own screen
    /// (inside it, under its number).
    fn first_card(session: &dyn Session, seat: Seat) -> (u16, u16) {
        let text = picture(session, Some(seat));
        let (row, line) = text
            .lines()
            .enumerate()
            .find(|(_, l)| l.contains("╭1─╮"))
            .unwrap_or_else(|| panic!("a hand:\n{text}"));
        let column = line.chars().take_while(|c| *c != '╭').count();
        (
            u16::try_from(column).expect("fits") + 1,
            u16::try_from(row).expect("fits") + 1,
        )
    }

    #[test]
    fn a_click_is_a_remote_players_own_on_their_turn_only() {
        let mut session = jackar_at(3, &[SeatKind::Remote, SeatKind::Remote]);
        let amal = session.to_act().expect("someone starts");
        let sami = Seat::new(1 - amal.index());
        let (column, row) = first_card(session.as_ref(), amal);
        let click = mouse(MouseEventKind::Down(MouseButton::Left), column, row);
        // Sami's click where amal's card is on amal's screen does nothing.
        let (amal_before, sami_before) = (
            picture(session.as_ref(), Some(amal)),
            picture(session.as_ref(), Some(sami)),
        );
        assert_eq!(session.on_mouse_as(sami, click, AREA), Reply::Ignored);
        assert_eq!(picture(session.as_ref(), Some(amal)), amal_before);
        assert_eq!(picture(session.as_ref(), Some(sami)), sami_before);
        // Amal's own click picks her card: her screen changes, no one else's.
        let (host, played) = (picture(session.as_ref(), None), session.actions_played());
        assert_eq!(session.on_mouse_as(amal, click, AREA), Reply::Handled);
        assert_ne!(
            picture(session.as_ref(), Some(amal)),
            amal_before,
            "amal's click picked"
        );
        assert_eq!(picture(session.as_ref(), Some(sami)), sami_before);
        assert_eq!(picture(session.as_ref(), None), host);
        assert_eq!(
            session.actions_played(),
            played,
            "picked, not played: it waits for confirmation"
        );
        // A person at the host's keyboard gets nothing by this door.
        let mut mixed = jackar_at(3, &[SeatKind::Human, SeatKind::Remote]);
        assert_eq!(mixed.on_mouse_as(Seat::new(0), click, AREA), Reply::Ignored);
        assert_eq!(
            mixed.on_key_as(Seat::new(0), key(KeyCode::PageUp), AREA),
            Reply::Ignored
        );
    }

    #[test]
    fn clicks_and_the_wheel_anywhere_never_panic_in_any_game() {
        // A client's mouse reports may name any cell (a window clamped, a
        // hostile client): each game's screen takes them at the player's
        // own size, on their turn or not.
        for entry in crate::games::SCREENS {
            let players = entry.description.usual_players;
            let names = (0..players).map(|n| format!("P{n}")).collect();
            let seats = vec![SeatKind::Remote; players];
            let mut session = (entry.open_seated)(7, names, &seats, &serde_json::Value::Null).expect("opens");
            session.set_pace(Pace::instant());
            for area in [AREA, ratatui::layout::Rect::new(0, 1, 80, 22)] {
                for (column, row) in [
                    (0, 0),
                    (area.width - 1, area.height - 1),
                    (u16::MAX, u16::MAX),
                    (40, 12),
                ] {
                    for kind in [
                        MouseEventKind::Down(MouseButton::Left),
                        MouseEventKind::Up(MouseButton::Left),
                        MouseEventKind::Drag(MouseButton::Right),
                        MouseEventKind::ScrollUp,
                        MouseEventKind::ScrollDown,
                        MouseEventKind::Moved,
                    ] {
                        for seat in 0..players {
                            let _ = session.on_mouse_as(Seat::new(seat), mouse(kind, column, row), area);
                        }
                    }
                }
            }
        }
    }

    /// The Latin words left on a screen drawn in Arabic: the names and the
    /// keys' names are the players' own.
    fn english_in(buffer: &Buffer) -> Vec<String> {
        crate::test_support::latin_words(
            buffer,
            &["Hana", "Amal", "PgUp", "PgDn", "Enter", "Space", "Esc", "Tab"],
        )
    }

    #[test]
    fn a_remote_player_reads_their_own_language_and_the_host_keeps_theirs() {
        set_lang(Lang::En);
        let mut session = jackar_at(3, &[SeatKind::Human, SeatKind::Remote]);
        let (hana, amal) = (Seat::new(0), Seat::new(1));
        session.speak_to(amal, Lang::Ar);
        play_until(session.as_mut(), amal);
        play_until(session.as_mut(), hana);
        play_until(session.as_mut(), amal);
        // What amal's own key is told is in Arabic, though the host's
        // thread speaks English while it takes the key.
        assert_eq!(session.on_key_as(amal, key(KeyCode::Char('h')), AREA), Reply::Handled);
        set_lang(Lang::Ar);
        let arabic = buffer(session.as_ref(), amal);
        set_lang(Lang::En);
        let english = english_in(&arabic);
        assert!(english.is_empty(), "{english:?}\n{}", crate::nocolor::picture(&arabic));
        let host = picture(session.as_ref(), None);
        assert!(host.contains("Amal is playing"), "{host}");
        assert!(
            host.chars().all(|c| !('\u{0600}'..='\u{06FF}').contains(&c)),
            "no Arabic on the host's screen:\n{host}"
        );
        // The log is the same game in both: as many lines.
        assert!(host.contains("Log"), "{host}");
    }
}
