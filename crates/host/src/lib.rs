//! `majlis host`: the table served over SSH, so that every player sits at
//! their own screen and sees only their own seat.
//!
//! The host's terminal runs Majlis as ever (picker, setup, the game), with
//! an SSH server built in ([`server`], on russh: no system sshd, no root).
//! Players join with `ssh -p 2222 NAME@HOST` and the table's passphrase
//! ([`passphrase`]) or a key accepted once ([`store`]); they wait in a lobby
//! until the host starts a game with seats "by SSH" of their names. The
//! table actor ([`table`]) runs on the host's own thread: the rules run
//! there alone, a player's keys are intents for their own seat only
//! ([`input`], then `Session::on_key_as`), and each player's screen is drawn
//! at their own size ([`view`]) and sent as the cells that changed
//! ([`render`]), the newest frame only ([`link`]). Every limit is in
//! [`limits`] and `docs/host.md`.

pub mod address;
pub mod input;
pub mod limits;
pub mod link;
pub mod panel;
pub mod passphrase;
pub mod render;
pub mod server;
pub mod store;
pub mod table;
pub mod view;

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::mpsc::Receiver;

use anyhow::Context;

use crate::passphrase::Passphrase;
use crate::server::{Event, Shared};
use crate::store::HostStore;

/// The port `majlis host` listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 2222;

/// How the server is started.
#[derive(Clone, Debug)]
pub struct Options {
    /// Where to listen (port 0: any free port).
    pub address: SocketAddr,
    /// The host's files (its key, the accepted keys).
    pub store: HostStore,
    /// The passphrase (default: a fresh one).
    pub passphrase: Option<Passphrase>,
    /// How long a connection may take to get in (default
    /// [`limits::AUTH_TIMEOUT`]; tests shorten it).
    pub auth_timeout: std::time::Duration,
}

/// The SSH server, running on its own threads.
pub struct Server {
    /// Where it listens.
    pub address: SocketAddr,
    /// What its connections share.
    pub shared: Arc<Shared>,
    /// What the table hears (taken by [`table::Hosting::new`]).
    pub events: Option<Receiver<Event>>,
    runtime: Option<tokio::runtime::Runtime>,
}

impl std::fmt::Debug for Server {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Server")
            .field("address", &self.address)
            .finish_non_exhaustive()
    }
}

impl Server {
    /// Starts listening: the host key read or made, the port bound.
    ///
    /// # Errors
    /// When the host key cannot be read or made, or the port cannot be bound
    /// (in use, or below 1024 without the right).
    pub fn start(options: Options) -> anyhow::Result<Self> {
        let key = options.store.host_key()?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("majlis-ssh")
            .enable_all()
            .build()
            .context("the SSH server's threads could not start")?;
        // Bound here, so a port in use is told at once; served on the runtime.
        let listener = std::net::TcpListener::bind(options.address)
            .with_context(|| format!("could not listen on {}", options.address))?;
        listener.set_nonblocking(true)?;
        let address = listener.local_addr()?;
        let (sender, events) = std::sync::mpsc::channel();
        let passphrase = options.passphrase.unwrap_or_else(Passphrase::fresh);
        let mut shared = Shared::new(passphrase, options.store, sender);
        shared.auth_timeout = options.auth_timeout;
        let shared = Arc::new(shared);
        let config = Arc::new(server::config(key));
        let serving = shared.clone();
        runtime.spawn(async move {
            // Without a listener nothing is served: the host's panel shows
            // nobody joining.
            if let Ok(listener) = tokio::net::TcpListener::from_std(listener) {
                server::serve(listener, config, serving).await;
            }
        });
        Ok(Server {
            address,
            shared,
            events: Some(events),
            runtime: Some(runtime),
        })
    }

    /// The table actor for this server (once).
    ///
    /// # Panics
    /// Never in use: called once by whoever runs the table.
    pub fn hosting(&mut self) -> Option<table::Hosting> {
        let events = self.events.take()?;
        Some(table::Hosting::new(events, self.shared.clone()))
    }

    /// Stops the server: every connection is cut.
    pub fn stop(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            // Not waiting: this may be called from within another runtime.
            runtime.shutdown_background();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The join lines shown on the host's screen, one for each address others
/// may reach this computer at (see [`address::choose`]).
#[must_use]
pub fn join_lines(port: u16) -> Vec<String> {
    address::local_hosts()
        .into_iter()
        .map(|host| format!("ssh -p {port} NAME@{host}"))
        .collect()
}

/// `majlis host [--port P]`: serves the table on `port` and runs the host's
/// screen until the host quits; a game left unfinished is saved with its
/// seats, and continued (with the same seats by SSH) from the picker of a
/// later `majlis host`.
///
/// # Errors
/// When the server cannot start, or as `majlis_tui::run`.
pub fn run(port: u16, interface: majlis_tui::interface::Interface) -> anyhow::Result<()> {
    majlis_tui::i18n::set_lang(interface.choice.lang);
    majlis_tui::bidi::set_mode(interface.bidi);
    let store = HostStore::from_env()?;
    let mut server = Server::start(Options {
        address: SocketAddr::from(([0, 0, 0, 0], port)),
        store,
        passphrase: None,
        auth_timeout: limits::AUTH_TIMEOUT,
    })?;
    let hosting = server.hosting().context("the table was already taken")?;
    let mut hook = panel::HostHook {
        hosting,
        join: join_lines(server.address.port()),
        open: true,
        chosen: 0,
    };
    let size = ratatui::crossterm::terminal::size().unwrap_or(majlis_tui::chrome::MIN_SIZE);
    let mut app = majlis_tui::app::App::with_check_wait(
        majlis_tui::games::SCREENS,
        majlis_tui::save::SaveStore::from_env(),
        Box::new(majlis_tui::fresh_seed),
        size,
        Some(majlis_tui::app::CHECK_WAIT),
    );
    app.set_hosting(true);
    app.remember_in(interface.config, interface.problem.map(|p| p.message()));
    let result = majlis_tui::terminal::main_loop_with(&mut app, interface.explicit_bidi, &mut hook);
    hook.hosting.close_all();
    // A moment for the last words to reach the players.
    std::thread::sleep(std::time::Duration::from_millis(200));
    server.stop();
    result
}
