//! The table actor: on the host's own thread (the one its screen runs on),
//! it takes the players' joins, departures, window sizes and keys, carries
//! each key to the game as an intent for that player's own seat only, and
//! draws every player's screen at their own size, sending only what changed.
//! The rules run here alone.

use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::mpsc::Receiver;
use std::time::{Duration, Instant};

use majlis_tui::bidi::Mode;
use majlis_tui::i18n::{self, Lang};
use majlis_tui::keys::{self, Intent};
use majlis_tui::overlays::help::Help;
use majlis_tui::seats::SeatKind;
use majlis_tui::session::{Reply, Session, Speaking};
use ratatui::crossterm::event::{Event as Input, KeyCode, KeyEvent, KeyModifiers, MouseEvent, MouseEventKind};
use rules_core::{Level, Seat};

use crate::limits::KEYS_PER_ROUND;
use crate::link::Link;
use crate::render::RemoteTerminal;
use crate::server::{Event, Shared};
use crate::store::same_name;
use crate::view::{self, PlayerFrame};

/// The table the host serves, as the actor needs it: the game in progress
/// (if any) and what the shell does after the game moved on.
pub trait Served {
    /// The game in progress, if any.
    fn session(&mut self) -> Option<&mut dyn Session>;
    /// The game in progress, to read.
    fn session_ref(&self) -> Option<&dyn Session>;
    /// The game's name as players read it, if one is chosen.
    fn title(&self) -> Option<String>;
    /// How the last game ended, while its results are shown.
    fn ended(&self) -> Option<String>;
    /// The game moved on by a player's key: the shell saves it and shows
    /// the results once it is over.
    fn moved_on(&mut self);
}

/// A player at their own screen.
#[derive(Debug)]
pub struct Client {
    /// Their connection.
    pub link: Arc<Link>,
    term: RemoteTerminal,
    /// They pressed q: the next key says whether they leave.
    leaving: bool,
    /// The language they read: the one their client asked for or chose in
    /// the lobby; `None` follows the host's.
    lang: Option<Lang>,
    /// Who puts their right-to-left text in order.
    bidi: Mode,
    /// Their help overlay (`?`), while open.
    help: Option<Help>,
}

impl Client {
    /// The language this player reads now (`host`: the host's).
    #[must_use]
    pub fn lang(&self, host: Lang) -> Lang {
        self.lang.unwrap_or(host)
    }

    /// Speaks this player's language (and bidi mode) on this thread until
    /// the guard is dropped.
    fn speaking(&self) -> Speaking {
        Speaking::with_mode(self.lang(i18n::lang()), self.bidi)
    }
}

/// A seat's standing, for the host's panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatState {
    /// The seat.
    pub seat: Seat,
    /// Its player's name.
    pub name: String,
    /// Whether they are connected.
    pub here: bool,
    /// Whether a computer plays the seat for them.
    pub computer: bool,
}

/// The table actor.
#[derive(Debug)]
pub struct Hosting {
    events: Receiver<Event>,
    shared: Arc<Shared>,
    clients: Vec<Client>,
    /// Seats of players by SSH that the host gave to a computer.
    given: BTreeSet<usize>,
    /// The latest news for everyone ("Amal has left the table").
    news: Option<String>,
    /// The name in the latest news, to word it in each player's language.
    left: Option<String>,
    last_drawn: Instant,
    /// Frames sent so far (all players).
    pub frames_sent: u64,
}

/// How often every screen is drawn even when nothing seemed to change.
const REDRAW: Duration = Duration::from_millis(500);

impl Hosting {
    /// The actor, hearing the server through `events`.
    #[must_use]
    pub fn new(events: Receiver<Event>, shared: Arc<Shared>) -> Self {
        Hosting {
            events,
            shared,
            clients: Vec::new(),
            given: BTreeSet::new(),
            news: None,
            left: None,
            last_drawn: Instant::now(),
            frames_sent: 0,
        }
    }

    /// What the connections share (the passphrase, counts).
    #[must_use]
    pub fn shared(&self) -> &Shared {
        &self.shared
    }

    /// The players connected now.
    #[must_use]
    pub fn clients(&self) -> &[Client] {
        &self.clients
    }

    /// The latest news told to everyone.
    #[must_use]
    pub fn news(&self) -> Option<&str> {
        self.news.as_deref()
    }

    /// One turn of the actor: joins and departures, sizes, each player's
    /// keys (a few each, in turn, so a flood holds up nobody), then every
    /// screen that changed is drawn (all of them when `changed`: the table
    /// moved on elsewhere). Returns whether the host's screen should be
    /// drawn again (the table moved on, someone joined or left).
    pub fn turn(&mut self, served: &mut dyn Served, changed: bool) -> bool {
        let mut dirty = changed || self.last_drawn.elapsed() >= REDRAW;
        let mut news = false;
        while let Ok(event) = self.events.try_recv() {
            dirty = true;
            news = true;
            match event {
                Event::Joined(link) => self.join(link),
                Event::Left(id) => self.leave(id, false),
            }
        }
        for client in &mut self.clients {
            if let Some(size) = client.link.take_resize() {
                client.term.resize(size);
                dirty = true;
            }
        }
        let before = self.clients.len();
        let moved = self.take_keys(served);
        if dirty || moved {
            self.draw_all(served);
        }
        if moved {
            // The players see the move first; then the shell saves it (a
            // file written) and, if the game is over, turns to its results,
            // which are drawn at once.
            let ended = served.ended();
            served.moved_on();
            if served.ended() != ended {
                self.draw_all(served);
            }
        }
        moved || news || before != self.clients.len()
    }

    fn join(&mut self, link: Arc<Link>) {
        // The same name while its player is still connected: refused, unless
        // the newcomer proved the same key (see `Link::may_take_over`).
        if let Some(seated) = self.clients.iter().find(|c| same_name(&c.link.name, &link.name))
            && !link.may_take_over(&seated.link)
        {
            let name = seated.link.name.as_str();
            link.close_with(view::goodbye(&majlis_tui::t!("host-name-taken", name = name)));
            return;
        }
        // The same name from a new screen: the old one is closed, the new
        // one takes the seat exactly where it is.
        let (size, colours) = (link.take_resize().unwrap_or((80, 24)), link.colours);
        let mut old = Vec::new();
        self.clients.retain(|c| {
            let same = same_name(&c.link.name, &link.name);
            if same {
                old.push(c.link.clone());
            }
            !same
        });
        for old in old {
            let _words = Speaking::with_mode(old.lang.unwrap_or_else(i18n::lang), old.bidi);
            old.close_with(view::goodbye(&majlis_tui::t!("host-replaced")));
        }
        self.news = None;
        self.left = None;
        let (lang, bidi) = (link.lang, link.bidi);
        self.clients.push(Client {
            link,
            term: RemoteTerminal::new(size, colours),
            leaving: false,
            lang,
            bidi,
            help: None,
        });
    }

    fn leave(&mut self, id: u64, asked: bool) {
        let Some(at) = self.clients.iter().position(|c| c.link.id == id) else {
            return;
        };
        let client = self.clients.remove(at);
        if asked {
            let _words = client.speaking();
            client.link.close_with(view::goodbye(&majlis_tui::t!("host-goodbye")));
        }
        self.news = Some(majlis_tui::t!("host-left", name = client.link.name.as_str()));
        self.left = Some(client.link.name.clone());
    }

    /// Carries each player's keys and clicks to the table. Returns whether
    /// the game moved on.
    fn take_keys(&mut self, served: &mut dyn Served) -> bool {
        let before = served.session_ref().map(Session::actions_played);
        let mut gone = Vec::new();
        for index in 0..self.clients.len() {
            let events = self.clients[index].link.take_keys(KEYS_PER_ROUND);
            for event in events {
                let left = match event {
                    Input::Key(key) => self.key_of(index, key, served),
                    Input::Mouse(mouse) => {
                        self.mouse_of(index, mouse, served);
                        false
                    }
                    _ => false,
                };
                if left {
                    gone.push(self.clients[index].link.id);
                    break;
                }
            }
        }
        for id in gone {
            self.leave(id, true);
        }
        before != served.session_ref().map(Session::actions_played)
    }

    /// A key of the player `index`: their help overlay's while it is open,
    /// else their seat's (an intent for it alone), else theirs at the table
    /// (`?` help, `q` leave, `L` their language in the lobby). Returns
    /// whether they leave.
    fn key_of(&mut self, index: usize, key: KeyEvent, served: &mut dyn Served) -> bool {
        let client = &mut self.clients[index];
        let quit = key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c' | 'd'));
        if quit || (client.leaving && matches!(key.code, KeyCode::Char('y' | 'Y'))) {
            return true;
        }
        if client.leaving {
            client.leaving = false;
            return false;
        }
        let name = client.link.name.clone();
        let body = view::body(client.term.area());
        let seat = seat_of(served.session_ref(), &name, &self.given);
        if client.help.is_some() {
            let _words = client.speaking();
            let content = view::help_content(served.session(), seat);
            if let (Some(help), Some(intent)) = (&mut client.help, keys::lookup(keys::HELP, &key))
                && help.on_intent(intent, &content, body)
            {
                client.help = None;
            }
            return false;
        }
        let reply = match (seat, served.session()) {
            (Some(seat), Some(session)) => session.on_key_as(seat, key, body),
            _ => Reply::Ignored,
        };
        if reply == Reply::Handled {
            return false;
        }
        let client = &mut self.clients[index];
        match keys::lookup(keys::GAME, &key) {
            Some(Intent::Help) => client.help = Some(Help::default()),
            _ if key.code == KeyCode::Char('q') => client.leaving = true,
            _ if key.code == KeyCode::Char('L') && seat.is_none() => {
                // The lobby: the next of the family's languages, as the picker's L.
                let now = client.lang(i18n::lang());
                let at = Lang::FAMILY.iter().position(|l| *l == now).map_or(0, |i| i + 1);
                client.lang = Some(Lang::FAMILY[at % Lang::FAMILY.len()]);
            }
            _ => {}
        }
        false
    }

    /// A mouse event of the player `index`: the wheel scrolls their help
    /// while it is open; else their seat's, at their own screen's layout.
    fn mouse_of(&mut self, index: usize, mouse: MouseEvent, served: &mut dyn Served) {
        let client = &mut self.clients[index];
        let body = view::body(client.term.area());
        let seat = seat_of(served.session_ref(), &client.link.name, &self.given);
        if client.help.is_some() {
            let intent = match mouse.kind {
                MouseEventKind::ScrollUp => Intent::Up,
                MouseEventKind::ScrollDown => Intent::Down,
                _ => return,
            };
            let _words = client.speaking();
            let content = view::help_content(served.session(), seat);
            if let Some(help) = &mut client.help {
                help.on_intent(intent, &content, body);
            }
            return;
        }
        if let (Some(seat), Some(session)) = (seat, served.session()) {
            session.on_mouse_as(seat, mouse, body);
        }
    }

    /// Draws every player's screen, each in their own language; sends what
    /// changed. The host's language is this thread's again after.
    fn draw_all(&mut self, served: &mut dyn Served) {
        self.last_drawn = Instant::now();
        let here: Vec<String> = self.clients.iter().map(|c| c.link.name.clone()).collect();
        let host = i18n::lang();
        for index in 0..self.clients.len() {
            let name = self.clients[index].link.name.clone();
            let seat = seat_of(served.session_ref(), &name, &self.given);
            let lang = self.clients[index].lang(host);
            let keys = match (seat, served.session()) {
                (Some(seat), Some(session)) => {
                    session.speak_to(seat, lang);
                    session.keys_as(seat)
                }
                _ => majlis_tui::session::KeyHelp::default(),
            };
            let client = &mut self.clients[index];
            let _words = client.speaking();
            let help = client
                .help
                .as_ref()
                .map(|help| (help, view::help_content_of(served.session_ref(), seat, &keys)));
            let news = self
                .left
                .as_deref()
                .map(|left| majlis_tui::t!("host-left", name = left));
            let seen = PlayerFrame {
                name: &name,
                title: served.title(),
                session: served.session_ref(),
                seat,
                keys: keys.bar,
                here: &here,
                news: news.as_deref(),
                ended: served.ended(),
                leaving: client.leaving,
                help,
                lobby: seat.is_none(),
            };
            let frame = view::frame(&seen, client.term.area());
            if client.link.waiting() {
                // The last frame was never taken: this one replaces it whole.
                client.term.forget();
            }
            if let Some(bytes) = client.term.update(frame) {
                client.link.offer(bytes);
                self.frames_sent += 1;
            }
        }
    }

    /// Every seat played by SSH (or given to a computer for such a player),
    /// with whether its player is connected.
    #[must_use]
    pub fn seats(&self, served: &dyn Served) -> Vec<SeatState> {
        let Some(session) = served.session_ref() else {
            return Vec::new();
        };
        let kinds = session.seats();
        session
            .names()
            .iter()
            .enumerate()
            .filter(|(index, _)| kinds.get(*index) == Some(&SeatKind::Remote) || self.given.contains(index))
            .map(|(index, name)| SeatState {
                seat: Seat::new(index),
                name: name.clone(),
                here: self.clients.iter().any(|c| same_name(&c.link.name, name)),
                computer: self.given.contains(&index),
            })
            .collect()
    }

    /// The host gives `seat` (a player's by SSH) to a computer, or takes it
    /// back for its player. Returns whether it changed.
    pub fn give_to_computer(&mut self, served: &mut dyn Served, seat: Seat, computer: bool) -> bool {
        let Some(session) = served.session() else { return false };
        let index = seat.index();
        let is_remote = session.seats().get(index) == Some(&SeatKind::Remote);
        let changed = if computer && is_remote {
            session.set_seat(seat, SeatKind::Computer { level: Level::Medium })
        } else if !computer && self.given.contains(&index) {
            session.set_seat(seat, SeatKind::Remote)
        } else {
            false
        };
        if changed {
            if computer {
                self.given.insert(index);
            } else {
                self.given.remove(&index);
            }
            served.moved_on();
            self.draw_all(served);
        }
        changed
    }

    /// The host closes the table: every player is told and let go.
    pub fn close_all(&mut self) {
        for client in self.clients.drain(..) {
            let _words = client.speaking();
            client.link.close_with(view::goodbye(&majlis_tui::t!("host-closed")));
        }
    }
}

/// The seat `name` plays at the table: a seat of that name played by SSH
/// (or given to a computer for its player). A seat of a person at the
/// host's keyboard is never anyone's by SSH, whatever its name.
#[must_use]
pub fn seat_of(session: Option<&dyn Session>, name: &str, given: &BTreeSet<usize>) -> Option<Seat> {
    let session = session?;
    let kinds = session.seats();
    session
        .names()
        .iter()
        .enumerate()
        .find(|(index, seat_name)| {
            same_name(seat_name, name) && (kinds.get(*index) == Some(&SeatKind::Remote) || given.contains(index))
        })
        .map(|(index, _)| Seat::new(index))
}
