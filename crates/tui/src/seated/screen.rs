//! What a game's screen supplies, the [`GameScreen`] trait, and what it is
//! given of the table, a [`Scene`] (one piece: the trait's methods take the
//! scene, the scene is of a screen's game and way of seeing); how a screen
//! answers an input ([`Answer`]).

use std::cell::OnceCell;
use std::fmt::Debug;

use majlis_games::Shelved;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyEvent, MouseEvent};
use ratatui::layout::{Position, Rect};
use ratatui::style::Style;
use rules_core::{Game, Outcome, Seat, Table, ToAct};

use super::log::{Log, LogLine, LogPanel};
use super::message::{self, Message};
use super::seeing::Seeing;
use super::typed::Notation;
use crate::keys::Intents;
use crate::seats::{SeatKind, kind_of};

/// A game's screen: its own state (cursor, the choice being narrowed), its
/// drawing, its layout and its input. Everything every game shares — the
/// table, names, log, message line, autosave, the too-small check, the
/// curtain and device holder, and confirm/undo — is the session's
/// ([`super::Seated`]); the screen sees the table only through a [`Scene`].
///
/// The flow of a turn: keys and clicks narrow the legal actions until the
/// screen's state describes one ([`GameScreen::choice`]). The session then
/// offers it as a preview: Enter or Space confirms it (so does
/// [`Answer::Confirm`], e.g. a second click on the same thing), and
/// u, Backspace or Esc hands it back ([`GameScreen::take_back`]). Only a
/// confirmed choice reaches the table.
pub trait GameScreen: Clone + Debug + Default + Send + 'static {
    /// The rules, as the shelf has them (with their computer players, if any).
    type Game: Shelved;
    /// How the screen sees the table: [`Open`] (the whole game: nothing is
    /// hidden from anyone), [`Public`] (the view every seat shares) or
    /// [`Private`] (only the view of the seat holding the device, with a
    /// curtain between seats), as fits what the game's description says it
    /// hides.
    type Seeing: Seeing<Self::Game>;
    /// What the screen's keys and clicks ask for, with its one table of
    /// bindings (the handler, the help and the key bar read it).
    type Intent: Intents;

    /// How the typed-notation line (`:`, every game has it) is worded.
    const NOTATION: Notation = Notation::DEFAULT;
    /// The rules summary for the help overlay, in Markdown, in each language
    /// (`assets/rules/<game id>[.ar|.he].md`, by [`crate::rules_summary!`]).
    const RULES: crate::i18n::Texts;
    /// The game's own words, in each language
    /// (`assets/locales/<lang>/<game id>.ftl`, by [`crate::messages!`]).
    const MESSAGES: crate::i18n::Texts;
    /// A line for the setup screen about the table being set up (who
    /// partners whom), from the names typed so far: one per seat, blank
    /// where none is typed. `None` for none.
    const SETUP_NOTE: Option<fn(&[String]) -> String> = None;

    /// The smallest area (columns, rows) the screen is drawn in for this
    /// many players. Below it the session says so instead of drawing.
    fn min_size(players: usize) -> (u16, u16);

    /// Draws the game into `area` (at least [`GameScreen::min_size`]). The
    /// log panel and the message line are drawn with the scene's helpers,
    /// where the screen's layout puts them.
    fn draw(&self, scene: &Scene<'_, Self>, buf: &mut Buffer, area: Rect);

    /// The update step: what the screen does for one intent of a key or a
    /// click, narrowing the legal actions ([`Scene::legal`]) to one in its
    /// own state (the cursor, the choice half built).
    fn update(&mut self, scene: &Scene<'_, Self>, intent: Self::Intent) -> Answer<<Self::Game as Game>::Action>;

    /// What a left click at `pos` in the game drawn in `area` lands on, as an
    /// intent (the screen's layout, with what is asked now). The default:
    /// nothing.
    fn click(&self, _scene: &Scene<'_, Self>, _area: Rect, _pos: Position) -> Option<Self::Intent> {
        None
    }

    /// The intent of a mouse event in the game drawn in `area`. The default:
    /// a left click's ([`GameScreen::click`]); a screen that reads other
    /// buttons or a release (a drop) says so here.
    fn mouse_intent(&self, scene: &Scene<'_, Self>, mouse: MouseEvent, area: Rect) -> Option<Self::Intent> {
        crate::keys::left_click(mouse, |pos| self.click(scene, area, pos), |intent| intent)
    }

    /// A key press (a plain press: no release, no Ctrl or Alt chord): its
    /// intent ([`Intents::of_key`]) updates the screen; a key with none is
    /// [`Answer::Ignored`], for the session and the shell.
    fn on_key(&mut self, scene: &Scene<'_, Self>, key: KeyEvent) -> Answer<<Self::Game as Game>::Action> {
        Self::Intent::of_key(&key).map_or(Answer::Ignored, |intent| self.update(scene, intent))
    }

    /// A mouse event in the game drawn in `area`: its intent
    /// ([`GameScreen::mouse_intent`]) updates the screen.
    fn on_mouse(
        &mut self,
        scene: &Scene<'_, Self>,
        mouse: MouseEvent,
        area: Rect,
    ) -> Answer<<Self::Game as Game>::Action> {
        self.mouse_intent(scene, mouse, area)
            .map_or(Answer::Ignored, |intent| self.update(scene, intent))
    }

    /// The action the screen's state describes completely, waiting to be
    /// confirmed, if any. A pure function of the state: the session shows
    /// its preview and applies it on confirmation.
    fn choice(&self, scene: &Scene<'_, Self>) -> Option<<Self::Game as Game>::Action>;

    /// Takes the last step of the choice back (the player pressed u,
    /// Backspace or Esc with a choice waiting), so that no choice is waiting
    /// afterwards unless the screen has one step before it that is complete.
    fn take_back(&mut self, scene: &Scene<'_, Self>);

    /// The table has moved on (an action applied, the device passed): start
    /// the screen's narrowing afresh for the position the scene shows.
    fn refresh(&mut self, scene: &Scene<'_, Self>);

    /// Writes the log lines of an action applied to `before` and the events it
    /// gave, and keeps whatever the screen remembers of the match (results,
    /// the last card). Called for every action, chance included, live and
    /// when a save is replayed. The log is public: only what every seat may
    /// know goes in.
    fn note(
        &mut self,
        before: &Self::Game,
        action: &<Self::Game as Game>::Action,
        events: &[<Self::Game as Game>::Event],
        names: &[String],
        log: &mut Vec<LogLine>,
    );

    /// The line the message bar shows when no message is set: what to do now.
    fn hint(&self, scene: &Scene<'_, Self>) -> String;

    /// The game's keys the key bar offers now, as (keys, what they do),
    /// most useful first: only those that do something in this state (no
    /// "roll" while a piece is being placed, no card keys while a round's
    /// end is on show). The default: every binding the bar shows.
    fn bar(&self, _scene: &Scene<'_, Self>) -> Vec<(&'static str, &'static str)> {
        crate::keys::bar_pairs(Self::Intent::BINDINGS).collect()
    }

    /// The first line of the results, once the game is over (the whole
    /// state is public then), from its `outcome`. The session builds the
    /// rest of the results from the outcome (the winners, the scores) and
    /// the names; a game writes only its own words here and in
    /// [`GameScreen::details`]. The default names the winners: "Amal wins",
    /// "Amal and Dov share the win".
    fn headline(&self, _game: &Self::Game, names: &[String], outcome: &Outcome) -> String {
        match outcome.winners.as_slice() {
            [] => crate::t!("table-not-over"),
            [one] => crate::t!("table-wins", name = crate::text::name(names, *one)),
            many => crate::t!("table-share-win", names = crate::text::names_list(names, many)),
        }
    }

    /// How the game went, a sentence a line, for the results under the
    /// scores: a match's score sheet (Shesh-Besh's Mars), each round
    /// (Khixa), what the scores count. The default: nothing more.
    fn details(&self, _game: &Self::Game, _names: &[String]) -> Vec<String> {
        Vec::new()
    }

    /// The score of each seat the results list, in seat order. The default:
    /// the outcome's.
    fn scores(&self, _game: &Self::Game, outcome: &Outcome) -> Vec<i64> {
        outcome.scores.iter().copied().collect()
    }

    /// Whether the players roll (or draw) at this chance point by a key
    /// ([`Answer::Roll`]), rather than the session drawing at once.
    fn rolls_by_hand(&self, _game: &Self::Game) -> bool {
        false
    }

    /// An action the seat to act has no say in (a turn with no move at all),
    /// applied at once with the message that explains it.
    fn forced(&self, _scene: &Scene<'_, Self>) -> Option<(<Self::Game as Game>::Action, String)> {
        None
    }

    /// The seat that rolls (or draws) at this chance point, when the screen
    /// rolls by hand and knows whose roll it is: a computer's roll is then
    /// drawn at once. `None` (the default): a person rolls whenever one
    /// plays at the table.
    fn roller(&self, _game: &Self::Game) -> Option<Seat> {
        None
    }

    /// In how many pictures a computer's `action` (or a hint) is previewed:
    /// one per piece moved where the game moves pieces one after another
    /// (Shesh-Besh: a checker a picture). The default: one.
    fn frames(&self, _scene: &Scene<'_, Self>, _action: &<Self::Game as Game>::Action) -> usize {
        1
    }

    /// Puts the screen's state where it previews `action` as a person's
    /// choice of it would, showing its first `frame` pictures (from 1 to
    /// [`GameScreen::frames`]); at the last picture [`GameScreen::choice`]
    /// is `action`. Returns whether the screen can; when it cannot (the
    /// default), the session says the move in words on the message line.
    fn show(&mut self, _scene: &Scene<'_, Self>, _action: &<Self::Game as Game>::Action, _frame: usize) -> bool {
        false
    }

    /// The seat holding the device whose cards the screen keeps covered
    /// although the device has not changed hands (Wajh al-Nahs: a stage
    /// dealt in front of everyone, its cards new to the holder). On that
    /// seat's turn the session draws the pass-the-device curtain for it, as
    /// between two people, until it takes the device again
    /// ([`GameScreen::lift_cover`]). The default: none.
    fn cover(&self) -> Option<Seat> {
        None
    }

    /// The seat of [`GameScreen::cover`] has taken the device: its cards
    /// may show.
    fn lift_cover(&mut self) {}

    /// Whether the screen waits for a key with no action to choose
    /// (Shesh-Besh after a game of a match). The default: it never does.
    fn waiting(&self) -> bool {
        false
    }

    /// Goes on as the key [`GameScreen::waiting`] waits for would: with
    /// only computers at the table, nobody would press it.
    fn go_on(&mut self, _scene: &Scene<'_, Self>) {}

    /// Shows at once what the screen turns up one key at a time (Toki's
    /// round end, card by card): a replay has no key for it, and shows
    /// each position as it ended. The default: nothing to turn up.
    fn uncover(&mut self) {}

    /// Whether the screen is still showing how the game ended (Toki's last
    /// round turning its cards up one by one), so that the shell waits
    /// before the results. The game is over for the table either way; the
    /// screen says when the family has seen it.
    fn showing_the_end(&self) -> bool {
        false
    }

    /// How far the game has gone, in a few words, for the shelf of saved
    /// games; `moves` is how many players' actions have been played. The
    /// default names the move to come ("move 35"); a game with a score says
    /// it too, and names who leads ("Amal leads 2–1").
    fn progress(&self, _game: &Self::Game, _names: &[String], moves: usize) -> String {
        crate::t!("table-move", number = moves + 1)
    }

    /// What leaving now would drop, for the leave question: by default that
    /// a choice waits for its confirmation, if one does ("Amal's choice is
    /// shown but not confirmed": the choice itself is on the board under the
    /// question, and its notation is not for families). A screen whose choice
    /// is built in steps says so of its steps too (a turn played halfway).
    fn unconfirmed(&self, scene: &Scene<'_, Self>) -> Option<String> {
        self.choice(scene)?;
        Some(scene.to_act().seat().map_or_else(
            || crate::t!("table-unconfirmed-nobody"),
            |s| crate::t!("table-unconfirmed", name = scene.name(s)),
        ))
    }

    /// A rules crate's reason (a refusal of a move, of a typed notation, a
    /// hint's why) in the family's language: the rules crates write their
    /// reasons in English, for scripts and developers, citing the rules
    /// files' marks. `None` when the screen has no words for it: the session
    /// then says what it can without it ("The rules refused 13/7.", "Hint
    /// (hard): the move shown."). A game words its rules' reasons in its
    /// own message file here. The default: the reason without its marks for
    /// an English reader ([`english_reason`]), none in Arabic or Hebrew.
    fn reason(reason: &str) -> Option<String> {
        english_reason(reason)
    }

    /// The hint's why for `action` in `game` in the family's language, from
    /// typed facts where the game has them; `english` is the bot's reason
    /// (without the notation that leads it). The default words `english`
    /// ([`GameScreen::reason`]).
    fn hint_reason(_game: &Self::Game, _action: &ActionOf<Self>, english: &str) -> Option<String> {
        Self::reason(english)
    }

    /// Why the typed `text` does not read as the game's notation, in the
    /// family's language; `english` is the rules crate's reason. The
    /// default words `english` ([`GameScreen::reason`]).
    fn unread(_scene: &Scene<'_, Self>, _text: &str, english: &str) -> Option<String> {
        Self::reason(english)
    }

    /// The size (columns, rows) of the game's final picture for the results
    /// screen with this many players (the board as the game ended), or `None`
    /// for none (the default: the results show the summary alone).
    fn final_size(_players: usize) -> Option<(u16, u16)> {
        None
    }

    /// Draws the final picture of a finished game into `area` (at least
    /// [`GameScreen::final_size`]); the whole state is public then.
    fn draw_final(&self, _game: &Self::Game, _names: &[String], _buf: &mut Buffer, _area: Rect) {}
}

/// A rules crate's reason as an English reader reads it (without the rules
/// files' marks: [`crate::text::unmarked`]); `None` in any other language
/// (the pseudo-language shows it, as English that bypassed the message
/// files). [`GameScreen::reason`]'s default.
#[must_use]
pub fn english_reason(reason: &str) -> Option<String> {
    (crate::i18n::lang().source() == crate::i18n::Lang::En).then(|| crate::text::unmarked(reason))
}

/// How a screen answers a key or a click.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer<A> {
    /// Not for this screen: the session or the shell may use it.
    Ignored,
    /// Handled; the message line goes back to the hint.
    Handled,
    /// Handled, with a message (a refusal explained, news).
    Say(Message),
    /// The player rolls: the session draws one chance outcome from the seed,
    /// after applying `first` (Shesh-Besh's "no double" before the roll).
    Roll {
        /// An action applied before the roll, if any.
        first: Option<A>,
    },
    /// Confirm the choice waiting (a second click on the chosen thing).
    Confirm,
    /// Show a message and copy text to the terminal's clipboard.
    Copy(Message, String),
}

impl<A> Answer<A> {
    /// A refusal or a warning, explained on the message line.
    pub fn warn(text: impl Into<String>) -> Self {
        Answer::Say(Message::warn(text))
    }
}

/// Whether screen `S`'s way of seeing fits what its game hides (its
/// description's [`rules_core::Hidden`]): the whole game only where nothing is hidden, a
/// view every seat shares only where the seats see the same.
#[must_use]
pub const fn seeing_fits<S: GameScreen>() -> bool {
    let hidden = <S::Game as Game>::DESCRIPTION.hidden;
    let fits = <S::Seeing as Seeing<S::Game>>::FITS;
    let mut i = 0;
    while i < fits.len() {
        if fits[i] as u8 == hidden as u8 {
            return true;
        }
        i += 1;
    }
    false
}

/// Whether the seats of screen `S`'s game see the table differently (its
/// description says so): the session then passes the device behind a
/// curtain, and a seat acts only while it holds the device.
#[must_use]
pub const fn curtained<S: GameScreen>() -> bool {
    <S::Game as Game>::DESCRIPTION.hidden.views_differ()
}

/// The game's action type of a screen.
pub type ActionOf<S> = <<S as GameScreen>::Game as Game>::Action;
/// What a screen sees of the table ([`Seeing::View`]).
pub type ViewOf<S> = <<S as GameScreen>::Seeing as Seeing<<S as GameScreen>::Game>>::View;

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
    sight: ViewOf<S>,
    legal: OnceCell<Vec<ActionOf<S>>>,
    /// A computer's move being shown before it is played: the one action of
    /// a seat other than the mover that [`Scene::after`] answers for.
    shown: Option<ActionOf<S>>,
    /// The typed-notation line, while open: drawn on the message line.
    typed: Option<&'a str>,
    /// Drawn on a player's own screen (`majlis host`): only the holder acts
    /// from it, even in an open game.
    own_only: bool,
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
            sight: S::Seeing::view(table.game(), holder),
            legal: OnceCell::new(),
            shown: None,
            typed: None,
            own_only: false,
        }
    }

    /// The scene of a player's own screen: only its holder acts from it.
    pub(crate) fn own_seat_only(mut self) -> Self {
        self.own_only = true;
        self
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
    pub fn view(&self) -> &ViewOf<S> {
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
        if self.is_computer(seat) || self.own_only || kind_of(self.seats, seat.index()).is_remote() {
            crate::t!("table-playing", name = self.name(seat))
        } else {
            crate::t!("table-pass-device", name = self.name(seat))
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
        (!(super::curtained::<S>() || self.own_only) || seat == self.holder).then_some(seat)
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
    pub fn after(&self, action: &ActionOf<S>) -> Option<ViewOf<S>> {
        // Only the mover's own actions, or the computer's move being shown
        // (it will be played whatever the holder does): a screen cannot probe
        // a hidden hand by asking what other actions would do.
        if !self.legal().contains(action) && self.shown.as_ref() != Some(action) {
            return None;
        }
        let mut game = self.table.game().clone();
        game.apply_quiet(action).ok()?;
        Some(S::Seeing::view(&game, self.holder))
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
            Some(text) => super::typed::line(text, self.message, &S::NOTATION.examples_text()),
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
