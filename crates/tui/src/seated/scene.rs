//! What a game's screen is given of the table: a [`Scene`].

use std::cell::OnceCell;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use rules_core::{Game, Seat, Table, ToAct};

use super::log::{Log, LogPanel};
use super::message::{self, Message};
use super::screen::{GameScreen, Seeing};
use crate::seats::{SeatKind, kind_of};

/// The game's action type of a screen.
pub type ActionOf<S> = <<S as GameScreen>::Game as Game>::Action;
/// What a screen sees of the table ([`Seeing::Sight`]).
pub type SightOf<S> = <<S as GameScreen>::Seeing as Seeing<<S as GameScreen>::Game>>::Sight;

/// The table as a game's screen may see it, for one frame or one input:
/// what the seat holding the device sees ([`Scene::sight`]), the legal actions
/// when that seat is to act, names, the log and the message, and previews of
/// actions. With [`super::Private`] seeing, nothing here reaches the whole
/// state: the leak rule holds by construction.
///
/// In a private game the holder is the person who last took the device (or
/// played); while a computer acts the holder keeps the device, so the scene
/// is still the holder's: a screen draws the holder's own cards then too,
/// none of them playable ([`Scene::mover`] is `None`).
pub struct Scene<'a, S: GameScreen> {
    table: &'a Table<S::Game>,
    names: &'a [String],
    /// Who plays each seat (a person where the list is short).
    seats: &'a [SeatKind],
    holder: Seat,
    log: &'a Log,
    message: Option<&'a Message>,
    sight: SightOf<S>,
    legal: OnceCell<Vec<ActionOf<S>>>,
    /// A computer's move being shown before it is played: the one action of
    /// a seat other than the mover that [`Scene::after`] answers for.
    shown: Option<ActionOf<S>>,
    /// The typed-notation line, while open: drawn on the message line.
    typed: Option<&'a str>,
}

impl<'a, S: GameScreen> Scene<'a, S> {
    /// The scene of `table` seen by `holder` (the seat holding the device; for
    /// an open game, any seat).
    pub(crate) fn new(
        table: &'a Table<S::Game>,
        names: &'a [String],
        seats: &'a [SeatKind],
        holder: Seat,
        log: &'a Log,
        message: Option<&'a Message>,
    ) -> Self {
        Scene {
            table,
            names,
            seats,
            holder,
            log,
            message,
            sight: S::Seeing::sight(table.game(), holder),
            legal: OnceCell::new(),
            shown: None,
            typed: None,
        }
    }

    /// The scene while the typed-notation line is open.
    pub(crate) fn with_typed(mut self, typed: Option<&'a str>) -> Self {
        self.typed = typed;
        self
    }

    /// The scene while a computer's move is shown before it is played.
    pub(crate) fn with_shown(mut self, shown: Option<ActionOf<S>>) -> Self {
        self.shown = shown;
        self
    }

    /// What the screen sees: the whole game ([`super::Open`]) or the view of
    /// the seat holding the device ([`super::Private`]).
    #[must_use]
    pub fn sight(&self) -> &SightOf<S> {
        &self.sight
    }

    /// The seat whose sight this is.
    #[must_use]
    pub fn holder(&self) -> Seat {
        self.holder
    }

    /// Whether a computer plays `seat` (public: the table knows its computers).
    #[must_use]
    pub fn is_computer(&self, seat: Seat) -> bool {
        kind_of(self.seats, seat.index()).is_computer()
    }

    /// The seat to act, when a computer plays it.
    #[must_use]
    pub fn computer_to_act(&self) -> Option<Seat> {
        self.to_act().seat().filter(|&seat| self.is_computer(seat))
    }

    /// Whether the holder is the only person at the table (every other seat
    /// a computer's): nobody is there to hide the holder's cards from.
    #[must_use]
    pub fn alone(&self) -> bool {
        !self.is_computer(self.holder)
            && Seat::all(self.players()).all(|seat| seat == self.holder || self.is_computer(seat))
    }

    /// What the message line says while `seat`, not the holder, is to act:
    /// a computer's name and that it plays, else whom to pass the device to.
    #[must_use]
    pub fn waiting_hint(&self, seat: Seat) -> String {
        if self.is_computer(seat) {
            format!("{} is playing…", self.name(seat))
        } else {
            format!("Pass the device to {}.", self.name(seat))
        }
    }

    /// Who is to act.
    #[must_use]
    pub fn to_act(&self) -> ToAct {
        self.table.game().to_act()
    }

    /// The seat to act, when it may act from this screen: in a private game
    /// only the seat holding the device.
    #[must_use]
    pub fn mover(&self) -> Option<Seat> {
        let seat = self.to_act().seat()?;
        (!super::curtained::<S>() || seat == self.holder).then_some(seat)
    }

    /// The legal actions of [`Scene::mover`] (empty when no seat may act here),
    /// in the game's order.
    #[must_use]
    pub fn legal(&self) -> &[ActionOf<S>] {
        self.legal.get_or_init(|| {
            if self.mover().is_some() {
                self.table.game().legal_actions()
            } else {
                Vec::new()
            }
        })
    }

    /// What the holder would see after `action`, if it is legal now: the
    /// preview of a choice. Chance after it is not drawn.
    #[must_use]
    pub fn after(&self, action: &ActionOf<S>) -> Option<SightOf<S>> {
        // Only the mover's own actions, or the computer's move being shown
        // (it will be played whatever the holder does): a screen cannot probe
        // a hidden hand by asking what other actions would do.
        if !self.legal().contains(action) && self.shown.as_ref() != Some(action) {
            return None;
        }
        let mut game = self.table.game().clone();
        game.apply_quiet(action).ok()?;
        Some(S::Seeing::sight(&game, self.holder))
    }

    /// An action in the game's notation, as written in this position.
    #[must_use]
    pub fn notation(&self, action: &ActionOf<S>) -> String {
        self.table.game().notation(action)
    }

    /// Reads a notation typed by the player, in this position.
    ///
    /// # Errors
    /// When the text is not an action's notation.
    pub fn parse(&self, text: &str) -> Result<ActionOf<S>, rules_core::NotationError> {
        self.table.game().parse_notation(text)
    }

    /// The options of the table (house rules: public).
    #[must_use]
    pub fn options(&self) -> &<S::Game as Game>::Options {
        self.table.game().options()
    }

    /// How many seats play.
    #[must_use]
    pub fn players(&self) -> usize {
        self.table.game().players()
    }

    /// Players' names by seat.
    #[must_use]
    pub fn names(&self) -> &[String] {
        self.names
    }

    /// A seat's name ("?" for a seat not at the table).
    #[must_use]
    pub fn name(&self, seat: Seat) -> &str {
        crate::text::name(self.names, seat)
    }

    /// The log.
    #[must_use]
    pub fn log(&self) -> &Log {
        self.log
    }

    /// The message set by the last input, if any.
    #[must_use]
    pub fn message(&self) -> Option<&Message> {
        self.message
    }

    /// Draws the log panel in `area`, `mark` giving a seat's symbol and style.
    pub fn draw_log<'m>(
        &self,
        panel: &LogPanel<'_>,
        buf: &mut Buffer,
        area: Rect,
        mark: impl Fn(Seat) -> (&'m str, Style),
    ) {
        panel.draw(buf, area, self.log, mark);
    }

    /// The line the message bar says now: while a computer is to act, that
    /// it plays (every game's hint speaks to the person at the keyboard),
    /// else the screen's `hint`.
    fn hint_now(&self, hint: &str) -> String {
        self.computer_to_act()
            .map_or_else(|| hint.to_owned(), |seat| self.waiting_hint(seat))
    }

    /// The message line as drawn now: the typed-notation line while it is
    /// open, else the message, else `hint` (while a computer is to act,
    /// that it plays).
    fn message_line(&self, hint: &str) -> ratatui::text::Line<'static> {
        match self.typed {
            Some(text) => super::typed::line(text, self.message, S::NOTATION.examples),
            None => message::line(self.message, &self.hint_now(hint)),
        }
    }

    /// How many rows (at most `most`) the message line needs at `width` to
    /// say the message, else `hint`, whole: a layout short of rows may lend
    /// the message line the row above it only when it needs it.
    #[must_use]
    pub fn message_rows(&self, width: u16, hint: &str, most: u16) -> u16 {
        message::line_rows(&self.message_line(hint), width, most)
    }

    /// Draws the message line at the bottom of `area`: the message, else
    /// `hint`, wrapped between words into the rows it needs of the area's
    /// (a message is never cut inside a word). While a computer is to act
    /// the line says so instead of the screen's hint; while the
    /// typed-notation line is open, it is drawn here, with the text typed.
    pub fn draw_message(&self, buf: &mut Buffer, area: Rect, hint: &str) {
        message::draw_line(buf, area, &self.message_line(hint));
    }
}
