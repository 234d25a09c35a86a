//! The face a game's screen shows the shell. The shell (picker, setup, results,
//! overlays, saves, main loop) knows games only through [`Session`]. Every game
//! gets it from the one seated screen (`seated::Seated`, a level above this
//! one), which wraps the game's own `GameScreen`; tests of the shell may
//! write one by hand.

use ratatui::Frame;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::Rect;
use rules_core::Seat;

use crate::bidi;
use crate::i18n::{self, Lang};
use crate::seats::{Pace, SeatKind};

/// What happened to an input a session was given.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Not for this screen: the shell may use it (`?`, `q`, Esc, …).
    Ignored,
    /// Handled by the screen (state or status line may have changed).
    Handled,
}

/// How a match ended, for the results screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// One line naming the winner(s), e.g. "Amal wins the match 3–1".
    pub headline: String,
    /// What happened game by game, e.g. "Game 2: Amal, Mars (2 points)".
    pub details: Vec<String>,
    /// Points or score per seat, in seat order (Toki Toki's totals may be
    /// below 0).
    pub scores: Vec<i64>,
    /// The winning seats.
    pub winners: Vec<Seat>,
}

/// The keys of a game screen as the shell shows them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeyHelp {
    /// Every (keys, what they do) row, for the help overlay.
    pub rows: Vec<(&'static str, &'static str)>,
    /// The (keys, what they do) hints of the key bar, most useful first.
    pub bar: Vec<(&'static str, &'static str)>,
}

/// A game being played at the table, as the shell sees it.
pub trait Session {
    /// The game id (`shesh-besh`, …).
    fn game_id(&self) -> &'static str;
    /// Players' names, one per seat.
    fn names(&self) -> &[String];
    /// The smallest area (columns, rows) the game is drawn in, for this table's
    /// player count. The shell adds its bars and says so when the terminal is smaller.
    fn min_size(&self) -> (u16, u16);
    /// Draws the game into `area`. Never changes the game.
    fn draw(&self, frame: &mut Frame, area: Rect);
    /// A key press. `area` is the area the game was last drawn in.
    fn on_key(&mut self, key: KeyEvent, area: Rect) -> Reply;
    /// A mouse event; hit-testing uses the same layout as [`Session::draw`] for `area`.
    fn on_mouse(&mut self, mouse: MouseEvent, area: Rect) -> Reply;
    /// The game's keys for the help overlay and the key bar, as they stand now
    /// (with a choice to confirm, the bar says how).
    fn keys(&self) -> KeyHelp;
    /// The rules summary shown in the help overlay (Markdown, from `assets/`).
    fn rules_text(&self) -> &'static str;
    /// A seat whose hidden cards are about to be shown and who has not yet taken
    /// the device: the shell draws its curtain until [`Session::take_device`].
    /// Always `None` for games without hidden information.
    fn curtain(&self) -> Option<Seat>;
    /// The seat named by [`Session::curtain`] has pressed a key.
    fn take_device(&mut self);
    /// The match is over: the shell shows the results screen.
    fn is_over(&self) -> bool;
    /// Whether the game has ended for the table, its end still on show or
    /// not ([`Session::is_over`] waits until the family has seen it): a
    /// record replayed to its end words its headline from here.
    fn game_over(&self) -> bool {
        self.is_over()
    }
    /// The results, meaningful once [`Session::is_over`].
    fn summary(&self) -> Summary;
    /// The record (seed, options, actions) that replays this game, as
    /// `rules_core::Record` serialises it; the shell wraps it in a save file.
    fn record_json(&self) -> serde_json::Value;
    /// Text the player asked to copy (a position's ID, …), handed over once:
    /// the shell sends it to the terminal's clipboard. Most games have none.
    fn take_copy(&mut self) -> Option<String> {
        None
    }
    /// How many actions the record holds: the shell autosaves whenever this
    /// changes (a confirmed turn, a roll, a game's end within a match).
    fn actions_played(&self) -> usize;
    /// How far the game has gone, in a few words, for the shelf of saved
    /// games ("move 34 · 2–1 in a match to 5"). Empty when the game has no
    /// word for it.
    fn progress(&self) -> String {
        String::new()
    }
    /// What leaving now would drop, if anything: a choice shown but not
    /// confirmed, a turn played halfway ("Amal's 13/7 is not confirmed").
    /// The leave question warns of it.
    fn unconfirmed(&self) -> Option<String> {
        None
    }
    /// The size (columns, rows) of the game's final picture (the board as
    /// the game ended) for the results screen, or `None` when the game has
    /// none to show.
    fn final_size(&self) -> Option<(u16, u16)> {
        None
    }
    /// Draws the final picture into `area` (at least [`Session::final_size`]),
    /// once the game is over.
    fn draw_final(&self, _frame: &mut Frame, _area: Rect) {}
    /// Shows a line of the shell's on the game's message line (a replay says
    /// which move is shown), or clears it with `None`.
    fn set_note(&mut self, _note: Option<String>) {}
    /// The game is shown in a replay, not played: nothing that would play
    /// is offered (no hint key on the message line or in the help).
    fn replaying(&mut self) {}
    /// Shows at once what the game turns up one key at a time (a round's
    /// end card by card): a replay shows each position as it ended.
    fn uncover(&mut self) {}
    /// Players' actions played so far (chance not counted): the move
    /// number a replay shows.
    fn moves(&self) -> usize {
        self.actions_played()
    }
    /// Who plays each seat, one per seat (saved with the game).
    fn seats(&self) -> Vec<SeatKind> {
        vec![SeatKind::Human; self.names().len()]
    }
    /// How the computers play on screen (the pause, the time cap).
    fn set_pace(&mut self, _pace: Pace) {}
    /// Moves the computer players on (an answer come in, a move's pause
    /// over): the shell calls it at every tick of its loop. Returns whether
    /// anything changed.
    fn tick(&mut self, _now: std::time::Instant) -> bool {
        false
    }
    /// Whether a computer's turn (or a hint) is under way, so the shell
    /// ticks often.
    fn busy(&self) -> bool {
        false
    }
    /// Draws the game as `seat` sees it, for a player at their own screen
    /// (`majlis host`): only that seat's view, never another seat's hand,
    /// whoever holds this device. Sessions that cannot draw nothing.
    fn draw_as(&self, _seat: Seat, _frame: &mut Frame, _area: Rect) {}
    /// A key of the player of `seat` at their own screen: only an intent for
    /// that seat, taken only on its own turn (and only for a seat joined by
    /// SSH, [`SeatKind::Remote`]). Nothing another seat has chosen but not
    /// confirmed is touched.
    fn on_key_as(&mut self, _seat: Seat, _key: KeyEvent, _area: Rect) -> Reply {
        Reply::Ignored
    }
    /// A mouse event of the player of `seat` at their own screen, `area`
    /// being where their game is drawn: the wheel scrolls their own log at
    /// any time; a click is an intent for that seat, taken only on its own
    /// turn, as [`Session::on_key_as`].
    fn on_mouse_as(&mut self, _seat: Seat, _mouse: MouseEvent, _area: Rect) -> Reply {
        Reply::Ignored
    }
    /// The player of `seat` at their own screen reads `lang`: what their
    /// own keys are told (a refusal, a hint) is worded in it, and the log
    /// is kept in it too, for [`Session::draw_as`] drawn in that language.
    fn speak_to(&mut self, _seat: Seat, _lang: Lang) {}
    /// The keys of `seat`'s own screen (see [`Session::draw_as`]), as they
    /// stand now.
    fn keys_as(&mut self, _seat: Seat) -> KeyHelp {
        KeyHelp::default()
    }
    /// Changes who plays `seat` (the host gives an away player's seat to a
    /// computer, or takes it back). Returns whether it changed: a computer
    /// only where the game has computer players.
    fn set_seat(&mut self, _seat: Seat, _kind: SeatKind) -> bool {
        false
    }
    /// The seat to act, if a seat is (not chance, not the end).
    fn to_act(&self) -> Option<Seat> {
        None
    }
}

/// This thread's interface language (and bidi mode) changed for a while,
/// and put back as they were when dropped: a player at their own screen is
/// worded and drawn in their language, and the host's screen stays in the
/// host's.
#[derive(Debug)]
#[must_use = "the language is put back when this is dropped"]
pub struct Speaking {
    lang: Lang,
    mode: bidi::Mode,
}

impl Speaking {
    /// Speaks `lang` until dropped (the bidi mode unchanged).
    pub fn lang(lang: Lang) -> Self {
        Self::with_mode(lang, bidi::mode())
    }

    /// Speaks `lang`, right-to-left text put in order as `mode` says, until dropped.
    pub fn with_mode(lang: Lang, mode: bidi::Mode) -> Self {
        let before = Speaking {
            lang: i18n::lang(),
            mode: bidi::mode(),
        };
        i18n::set_lang(lang);
        bidi::set_mode(mode);
        before
    }
}

impl Drop for Speaking {
    fn drop(&mut self) {
        i18n::set_lang(self.lang);
        bidi::set_mode(self.mode);
    }
}

#[cfg(test)]
mod speaking_tests {
    use super::Speaking;
    use crate::bidi::{self, Mode};
    use crate::i18n::{self, Lang};

    #[test]
    fn speaking_puts_the_language_and_the_mode_back_when_dropped() {
        i18n::set_lang(Lang::En);
        bidi::set_mode(Mode::App);
        {
            let _ar = Speaking::with_mode(Lang::Ar, Mode::Terminal);
            assert_eq!((i18n::lang(), bidi::mode()), (Lang::Ar, Mode::Terminal));
            {
                let _he = Speaking::lang(Lang::He);
                assert_eq!((i18n::lang(), bidi::mode()), (Lang::He, Mode::Terminal));
            }
            assert_eq!(i18n::lang(), Lang::Ar);
        }
        assert_eq!((i18n::lang(), bidi::mode()), (Lang::En, Mode::App));
    }
}
