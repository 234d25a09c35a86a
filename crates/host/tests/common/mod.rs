//! The tests' table and players: a host serving one game on a free port
//! (its table actor on a thread of its own, as on the host's screen), and
//! players joining with a russh client whose screen is read as a terminal
//! reads the bytes (vt100).

#![allow(dead_code, missing_docs, clippy::unwrap_used)]

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use majlis_host::passphrase::Passphrase;
use majlis_host::server::Shared;
use majlis_host::store::HostStore;
use majlis_host::table::{Hosting, Served};
use majlis_host::{Options, Server};
use majlis_tui::seats::{Pace, SeatKind};
use majlis_tui::session::Session;
use russh::client;
use russh::keys::PublicKeyOrCertificate;
use serde_json::Value;

pub const PASSPHRASE: &str = "apple river candle olive";

/// The game alone, served without a screen at the host.
struct Alone {
    session: Box<dyn Session>,
}

impl Served for Alone {
    fn session(&mut self) -> Option<&mut dyn Session> {
        Some(self.session.as_mut())
    }
    fn session_ref(&self) -> Option<&dyn Session> {
        Some(self.session.as_ref())
    }
    fn title(&self) -> Option<String> {
        Some("Jackar".to_owned())
    }
    fn ended(&self) -> Option<String> {
        None
    }
    fn moved_on(&mut self) {}
}

/// What the tests may read of the host's table.
#[derive(Clone, Debug, Default)]
pub struct Status {
    /// The game's record (seed, options, actions).
    pub record: Value,
    /// The seat to act.
    pub to_act: Option<usize>,
    /// The players connected.
    pub here: Vec<String>,
    /// The seats' kinds.
    pub seats: Vec<SeatKind>,
    /// The actor's turns so far.
    pub turns: u64,
    /// The host's own screen of the game (100×30, no colours), drawn on
    /// the table's thread after its turns, when [`TestTable::draw_host`] is on.
    pub host_screen: String,
}

/// A host serving one game.
pub struct TestTable {
    pub server: Server,
    pub status: Arc<Mutex<Status>>,
    /// The host's commands to its actor: give a seat to a computer (true) or back.
    pub give: Arc<Mutex<Vec<(usize, bool)>>>,
    stop: Arc<AtomicBool>,
    /// Whether the table's thread draws the host's screen into the status.
    pub draw_host: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
    pub dir: tempfile::TempDir,
}

impl TestTable {
    /// A game of `game` with `names` and `seats` at `seed`, served on a free port.
    pub fn start(game: &'static str, seed: u64, names: &[&str], seats: &[SeatKind]) -> Self {
        Self::start_with(game, seed, names, seats, Duration::from_secs(30))
    }

    /// As [`TestTable::start`], with unauthenticated connections dropped after `auth_timeout`.
    pub fn start_with(
        game: &'static str,
        seed: u64,
        names: &[&str],
        seats: &[SeatKind],
        auth_timeout: Duration,
    ) -> Self {
        Self::start_full(game, seed, names, seats, auth_timeout, Duration::from_millis(2))
    }

    /// As [`TestTable::start`], with the actor's turns as far apart as on
    /// the host's own screen when its keyboard is quiet
    /// ([`majlis_host::panel::TICK`]): for figures a player would see.
    pub fn start_as_host(game: &'static str, seed: u64, names: &[&str], seats: &[SeatKind]) -> Self {
        Self::start_full(
            game,
            seed,
            names,
            seats,
            Duration::from_secs(30),
            majlis_host::panel::TICK,
        )
    }

    fn start_full(
        game: &'static str,
        seed: u64,
        names: &[&str],
        seats: &[SeatKind],
        auth_timeout: Duration,
        tick: Duration,
    ) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let mut server = Server::start(Options {
            address: SocketAddr::from(([127, 0, 0, 1], 0)),
            store: HostStore::in_data_dir(dir.path()),
            passphrase: Some(Passphrase::from(PASSPHRASE)),
            auth_timeout,
        })
        .unwrap();
        let hosting = server.hosting().unwrap();
        let status = Arc::new(Mutex::new(Status::default()));
        let give = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let draw_host = Arc::new(AtomicBool::new(false));
        let names: Vec<String> = names.iter().map(|n| (*n).to_owned()).collect();
        let seats = seats.to_vec();
        let thread = {
            let (status, give, stop, draw) = (status.clone(), give.clone(), stop.clone(), draw_host.clone());
            std::thread::spawn(move || run_table(hosting, game, seed, names, seats, status, give, stop, draw, tick))
        };
        TestTable {
            server,
            status,
            give,
            stop,
            draw_host,
            thread: Some(thread),
            dir,
        }
    }

    pub fn port(&self) -> u16 {
        self.server.address.port()
    }

    pub fn shared(&self) -> &Shared {
        &self.server.shared
    }

    pub fn status(&self) -> Status {
        self.status.lock().unwrap().clone()
    }

    /// Waits until `f` holds of the table's status (at most `timeout`).
    pub async fn wait(&self, timeout: Duration, f: impl Fn(&Status) -> bool) -> bool {
        let end = Instant::now() + timeout;
        while Instant::now() < end {
            if f(&self.status()) {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        false
    }

    /// Whether the actor still turns (the host is alive).
    pub async fn alive(&self) -> bool {
        let turns = self.status().turns;
        self.wait(Duration::from_secs(5), |s| s.turns > turns + 2).await
    }
}

impl Drop for TestTable {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Release);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        self.server.stop();
    }
}

#[allow(clippy::too_many_arguments)]
fn run_table(
    mut hosting: Hosting,
    game: &'static str,
    seed: u64,
    names: Vec<String>,
    seats: Vec<SeatKind>,
    status: Arc<Mutex<Status>>,
    give: Arc<Mutex<Vec<(usize, bool)>>>,
    stop: Arc<AtomicBool>,
    draw_host: Arc<AtomicBool>,
    tick: Duration,
) {
    let entry = majlis_tui::games::find(game).unwrap();
    let mut session = (entry.open_seated)(seed, names, &seats, &Value::Null).unwrap();
    session.set_pace(Pace::instant());
    let mut alone = Alone { session };
    let mut turns = 0;
    while !stop.load(Ordering::Acquire) {
        let ticked = alone.session.tick(Instant::now());
        for (seat, computer) in std::mem::take(&mut *give.lock().unwrap()) {
            hosting.give_to_computer(&mut alone, rules_core::Seat::new(seat), computer);
        }
        hosting.turn(&mut alone, ticked);
        turns += 1;
        let host_screen = draw_host.load(Ordering::Acquire).then(|| {
            let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(100, 30)).unwrap();
            terminal.draw(|frame| alone.session.draw(frame, frame.area())).unwrap();
            majlis_tui::nocolor::picture(terminal.backend().buffer())
        });
        {
            let mut s = status.lock().unwrap();
            s.record = alone.session.record_json();
            s.to_act = alone.session.to_act().map(|seat| seat.index());
            s.here = hosting.clients().iter().map(|c| c.link.name.clone()).collect();
            s.seats = alone.session.seats();
            s.turns = turns;
            if let Some(host_screen) = host_screen {
                s.host_screen = host_screen;
            }
        }
        std::thread::sleep(tick);
    }
    hosting.close_all();
}

/// A russh client that believes any host key (the tests' own).
pub struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _key: &PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// A connection, authenticated or not.
pub async fn connect(port: u16) -> client::Handle<Trusting> {
    let config = Arc::new(client::Config::default());
    client::connect(config, ("127.0.0.1", port), Trusting).await.unwrap()
}

/// A player at their own screen.
pub struct Player {
    pub name: String,
    pub handle: client::Handle<Trusting>,
    pub writer: russh::ChannelWriteHalf<client::Msg>,
    pub screen: Arc<Mutex<vt100::Parser>>,
    /// Every screen seen so far (one a data packet), when asked to keep them.
    pub seen: Arc<Mutex<Vec<String>>>,
    pub keep: Arc<AtomicBool>,
    pub closed: Arc<AtomicBool>,
    /// When the screen last changed: the moment the bytes that changed it
    /// arrived (so a figure measures the host, not how often a test looks).
    pub changed_at: Arc<Mutex<Instant>>,
    reader: tokio::task::JoinHandle<()>,
}

impl Player {
    /// Joins with `name` and the table's passphrase, in a window of `size`.
    pub async fn join(port: u16, name: &str, size: (u16, u16)) -> Player {
        Self::join_with(port, name, size, &[]).await
    }

    /// Joins with environment variables sent before the shell.
    pub async fn join_with(port: u16, name: &str, size: (u16, u16), env: &[(&str, &str)]) -> Player {
        let mut handle = connect(port).await;
        let auth = handle.authenticate_password(name, PASSPHRASE).await.unwrap();
        assert!(auth.success(), "{name} gets in with the passphrase");
        Self::open(handle, name, size, env).await
    }

    /// Joins with `key` first (as ssh tries its keys), then the passphrase
    /// if the key is not accepted yet (it is then accepted once).
    pub async fn join_by_key(port: u16, name: &str, size: (u16, u16), key: Arc<russh::keys::PrivateKey>) -> Player {
        let mut handle = connect(port).await;
        let by_key = handle
            .authenticate_publickey(name, russh::keys::PrivateKeyWithHashAlg::new(key, None))
            .await
            .unwrap();
        if !by_key.success() {
            let auth = handle.authenticate_password(name, PASSPHRASE).await.unwrap();
            assert!(auth.success(), "{name} gets in with the passphrase");
        }
        Self::open(handle, name, size, &[]).await
    }

    /// A terminal and a shell on an authenticated connection.
    pub async fn open(handle: client::Handle<Trusting>, name: &str, size: (u16, u16), env: &[(&str, &str)]) -> Player {
        let channel = handle.channel_open_session().await.unwrap();
        for (key, value) in env {
            channel.set_env(false, *key, *value).await.unwrap();
        }
        channel
            .request_pty(false, "xterm-256color", u32::from(size.0), u32::from(size.1), 0, 0, &[])
            .await
            .unwrap();
        channel.request_shell(false).await.unwrap();
        let (mut read, writer) = channel.split();
        let screen = Arc::new(Mutex::new(vt100::Parser::new(size.1.max(1), size.0.max(1), 0)));
        let seen = Arc::new(Mutex::new(Vec::new()));
        let keep = Arc::new(AtomicBool::new(false));
        let closed = Arc::new(AtomicBool::new(false));
        let changed_at = Arc::new(Mutex::new(Instant::now()));
        let reader = {
            let (screen, seen, keep, closed, changed_at) = (
                screen.clone(),
                seen.clone(),
                keep.clone(),
                closed.clone(),
                changed_at.clone(),
            );
            tokio::spawn(async move {
                let mut shown = String::new();
                while let Some(message) = read.wait().await {
                    if let russh::ChannelMsg::Data { data } = message {
                        let arrived = Instant::now();
                        let mut parser = screen.lock().unwrap();
                        parser.process(&data);
                        let now = parser.screen().contents();
                        if now != shown {
                            *changed_at.lock().unwrap() = arrived;
                            shown = now;
                        }
                        if keep.load(Ordering::Relaxed) {
                            seen.lock().unwrap().push(parser.screen().contents());
                        }
                    }
                }
                closed.store(true, Ordering::Release);
            })
        };
        Player {
            name: name.to_owned(),
            handle,
            writer,
            screen,
            seen,
            keep,
            closed,
            changed_at,
            reader,
        }
    }

    /// The screen as the player's terminal shows it now.
    pub fn text(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// When the screen last changed (the arrival of the bytes that changed it).
    pub fn changed_at(&self) -> Instant {
        *self.changed_at.lock().unwrap()
    }

    /// Waits until the screen changes after `since` (the bytes that change
    /// it arrive later): returns when they arrived.
    pub async fn wait_change(&self, timeout: Duration, since: Instant) -> Option<Instant> {
        let end = Instant::now() + timeout;
        while Instant::now() < end {
            let at = self.changed_at();
            if at > since {
                return Some(at);
            }
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
        None
    }

    /// Types `bytes`.
    pub async fn send(&self, bytes: &[u8]) {
        self.writer.data_bytes(bytes.to_vec()).await.unwrap();
    }

    /// Waits until the screen shows what `f` looks for.
    pub async fn wait(&self, timeout: Duration, f: impl Fn(&str) -> bool) -> bool {
        let end = Instant::now() + timeout;
        while Instant::now() < end {
            if f(&self.text()) {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(3)).await;
        }
        false
    }

    /// Waits until the host has closed this player's screen.
    pub async fn wait_closed(&self, timeout: Duration) -> bool {
        let end = Instant::now() + timeout;
        while Instant::now() < end {
            if self.closed.load(Ordering::Acquire) {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        false
    }

    /// Leaves without a word (the connection cut, as a laptop closed).
    pub async fn cut(self) {
        self.reader.abort();
        let _ = self.handle.disconnect(russh::Disconnect::ByApplication, "", "").await;
    }
}

/// The hand shown on a Jackar screen: the cards of the row holding the
/// hand's label (", 's hand" or the throw line), as their symbols.
pub fn hand_on_screen(screen: &str) -> Option<Vec<String>> {
    let lines: Vec<&str> = screen.lines().collect();
    let row = lines.iter().position(|l| {
        l.contains("╭──╮ ╭")
            || l.contains("╭1─╮")
            || l.contains("┏1━┓")
            || l.contains("╭──╮") && l.trim_start().starts_with("╭")
    })?;
    let cards = lines.get(row + 1)?;
    let symbols: Vec<String> = cards
        .split(['│', '┃'])
        .map(str::trim)
        .filter(|t| !t.is_empty() && t.len() <= 2 && t.chars().all(|c| c.is_ascii_alphanumeric()))
        .map(str::to_owned)
        .collect();
    Some(symbols)
}
