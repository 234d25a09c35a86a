//! The SSH server (russh): who gets in (the table's passphrase, or a key
//! accepted once for the name), and what a connection may do: one session
//! channel with a terminal and a shell, which is the player's screen.
//! Everything else is refused (exec, subsystems, port forwarding both
//! ways, X11, agent forwarding, Unix sockets). Each player's keys and
//! window size go to the table through their [`Link`]; the table's frames
//! come back through it. See `docs/host.md` for every limit.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};

use russh::keys::PrivateKey;
use russh::keys::ssh_key::PublicKey;
use russh::server::{Auth, ChannelOpenHandle, Handler, Msg, PublicKeyOffer, Session, VerifiedPublicKey};
use russh::{Channel, ChannelId, ChannelOpenFailure, MethodKind, MethodSet, Pty};
use tokio::net::TcpListener;

use crate::input::KeyReader;
use crate::limits;
use crate::link::{Link, Take};
use crate::passphrase::Passphrase;
use crate::render;
use crate::store::HostStore;

/// What the table hears from the server.
#[derive(Debug)]
pub enum Event {
    /// A player came to the table (their terminal is ready).
    Joined(Arc<Link>),
    /// A player's connection ended.
    Left(u64),
}

/// Counts kept for the host's panel and the report.
#[derive(Debug, Default)]
pub struct Counts {
    /// Connections accepted.
    pub connections: AtomicU64,
    /// Connections closed at once: too many open.
    pub over_limit: AtomicU64,
    /// Passphrases and keys refused.
    pub refused_logins: AtomicU64,
    /// Requests refused (exec, forwarding, …).
    pub refused_requests: AtomicU64,
    /// Connections dropped for not getting in in time.
    pub timed_out: AtomicU64,
}

/// What every connection shares.
pub struct Shared {
    /// The table's passphrase.
    pub passphrase: Passphrase,
    /// The host's files (accepted keys).
    pub store: HostStore,
    events: Mutex<Sender<Event>>,
    open: AtomicUsize,
    next_id: AtomicU64,
    /// Counts.
    pub counts: Counts,
    /// How long a connection may take to get in ([`limits::AUTH_TIMEOUT`]).
    pub auth_timeout: std::time::Duration,
}

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Shared")
            .field("open", &self.open)
            .field("counts", &self.counts)
            .finish_non_exhaustive()
    }
}

impl Shared {
    /// What the connections share; the table hears through `events`.
    #[must_use]
    pub fn new(passphrase: Passphrase, store: HostStore, events: Sender<Event>) -> Self {
        Shared {
            passphrase,
            store,
            events: Mutex::new(events),
            open: AtomicUsize::new(0),
            next_id: AtomicU64::new(1),
            counts: Counts::default(),
            auth_timeout: limits::AUTH_TIMEOUT,
        }
    }

    fn send(&self, event: Event) {
        let events = self.events.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        // The table has gone (the host is closing): nothing to tell.
        let _ = events.send(event);
    }

    /// Connections open now.
    #[must_use]
    pub fn open_connections(&self) -> usize {
        self.open.load(Ordering::Relaxed)
    }
}

/// The server's settings.
#[must_use]
pub fn config(key: PrivateKey) -> russh::server::Config {
    russh::server::Config {
        methods: MethodSet::from(&[MethodKind::PublicKey, MethodKind::Password][..]),
        auth_rejection_time: limits::REJECTION_DELAY,
        // A key the client tries first (before its passphrase) is not a guess.
        auth_rejection_time_initial: Some(std::time::Duration::ZERO),
        max_auth_attempts: limits::MAX_AUTH_ATTEMPTS,
        keys: vec![key],
        inactivity_timeout: None,
        keepalive_interval: Some(limits::KEEPALIVE),
        keepalive_max: limits::KEEPALIVE_MAX,
        nodelay: true,
        ..Default::default()
    }
}

/// Accepts connections on `listener` until the runtime ends: at most
/// [`limits::MAX_CONNECTIONS`] at once, each dropped unless it gets in
/// within [`Shared::auth_timeout`].
pub async fn serve(listener: TcpListener, config: Arc<russh::server::Config>, shared: Arc<Shared>) {
    loop {
        let Ok((socket, _peer)) = listener.accept().await else {
            // Out of file descriptors and the like: wait a moment, go on.
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            continue;
        };
        shared.counts.connections.fetch_add(1, Ordering::Relaxed);
        if shared.open.fetch_add(1, Ordering::AcqRel) >= limits::MAX_CONNECTIONS {
            shared.open.fetch_sub(1, Ordering::AcqRel);
            shared.counts.over_limit.fetch_add(1, Ordering::Relaxed);
            drop(socket);
            continue;
        }
        let _ = socket.set_nodelay(true);
        let handler = Conn::new(shared.clone(), socket.peer_addr().ok());
        let timeout = shared.auth_timeout;
        let authenticated = handler.authenticated.clone();
        let config = config.clone();
        let shared = shared.clone();
        tokio::spawn(async move {
            let started = tokio::time::timeout(timeout, russh::server::run_stream(config, socket, handler)).await;
            let Ok(Ok(session)) = started else {
                shared.counts.timed_out.fetch_add(1, Ordering::Relaxed);
                return;
            };
            let handle = session.handle();
            let watchdog = tokio::spawn(async move {
                tokio::time::sleep(timeout).await;
                if !authenticated.load(Ordering::Acquire) {
                    shared.counts.timed_out.fetch_add(1, Ordering::Relaxed);
                    let _ = handle
                        .disconnect(
                            russh::Disconnect::ByApplication,
                            "no passphrase in time".into(),
                            String::new(),
                        )
                        .await;
                }
            });
            let _ = session.await;
            watchdog.abort();
        });
    }
}

/// One connection.
struct Conn {
    shared: Arc<Shared>,
    authenticated: Arc<AtomicBool>,
    /// A key the client proved it holds but that is not yet accepted: kept
    /// for its name once the passphrase is right.
    proven: Option<PublicKey>,
    /// The fingerprint of the key this connection got in with (by itself,
    /// or proven and then accepted with the passphrase).
    key: Option<String>,
    channel: Option<ChannelId>,
    size: (u16, u16),
    colours: bool,
    /// The language and bidi mode the client's environment asks for.
    words: AskedWords,
    name: String,
    link: Option<Arc<Link>>,
    reader: KeyReader,
}

impl Conn {
    fn new(shared: Arc<Shared>, _peer: Option<SocketAddr>) -> Self {
        Conn {
            shared,
            authenticated: Arc::new(AtomicBool::new(false)),
            proven: None,
            key: None,
            channel: None,
            size: (80, 24),
            colours: true,
            words: AskedWords::default(),
            name: String::new(),
            link: None,
            reader: KeyReader::default(),
        }
    }

    fn refused(&self) -> Auth {
        self.shared.counts.refused_logins.fetch_add(1, Ordering::Relaxed);
        Auth::Reject {
            proceed_with_methods: None,
            partial_success: false,
        }
    }

    fn refuse_request(&self) {
        self.shared.counts.refused_requests.fetch_add(1, Ordering::Relaxed);
    }

    /// Refuses a channel the client asked to open (X11, port forwarding
    /// either way, Unix sockets, a second session), counted.
    async fn refuse_channel(&self, reply: ChannelOpenHandle) -> Result<(), russh::Error> {
        self.refuse_request();
        reply.reject(ChannelOpenFailure::AdministrativelyProhibited).await;
        Ok(())
    }

    /// Refuses a request on a channel (exec, subsystems, X11, a second
    /// terminal or shell), counted.
    fn refuse_on(&self, channel: ChannelId, session: &mut Session) -> Result<(), russh::Error> {
        self.refuse_request();
        session.channel_failure(channel)
    }

    /// Refuses a request for the whole connection (agent, port and socket
    /// forwarding), counted: the answer the handler gives russh.
    fn refuse_global(&self) -> bool {
        self.refuse_request();
        false
    }

    fn accept(&mut self, user: &str) -> Auth {
        self.name = user.trim().to_owned();
        self.authenticated.store(true, Ordering::Release);
        Auth::Accept
    }
}

/// Whether an SSH user name can be a player's name: not empty, no control
/// characters, no longer than setup's names.
#[must_use]
pub fn good_name(user: &str) -> bool {
    let name = user.trim();
    !name.is_empty() && !name.chars().any(char::is_control) && majlis_tui::text::width(name) <= limits::MAX_NAME_COLUMNS
}

/// A public key's fingerprint (SHA-256), as a connection is known by it.
fn fingerprint(key: &PublicKey) -> String {
    key.fingerprint(russh::keys::HashAlg::Sha256).to_string()
}

impl Drop for Conn {
    fn drop(&mut self) {
        self.shared.open.fetch_sub(1, Ordering::AcqRel);
        if let Some(link) = &self.link {
            link.set_closed();
            self.shared.send(Event::Left(link.id));
        }
    }
}

impl Handler for Conn {
    type Error = russh::Error;

    async fn auth_none(&mut self, _user: &str) -> Result<Auth, Self::Error> {
        Ok(Auth::Reject {
            proceed_with_methods: None,
            partial_success: false,
        })
    }

    async fn auth_password(&mut self, user: &str, password: &str) -> Result<Auth, Self::Error> {
        if !good_name(user) || !self.shared.passphrase.accepts(password) {
            return Ok(self.refused());
        }
        if let Some(key) = self.proven.take() {
            // Accepted once: the same key gets in by itself next time, for
            // this name only. A failure to write it costs only the convenience.
            let _ = self.shared.store.authorize(&key, user.trim());
            self.key = Some(fingerprint(&key));
        }
        Ok(self.accept(user))
    }

    async fn auth_publickey_offered(&mut self, user: &str, _offer: PublicKeyOffer<'_>) -> Result<Auth, Self::Error> {
        // Any key may prove itself: a proven one is accepted for its name
        // once the passphrase is right. A bad name gets nowhere.
        Ok(if good_name(user) { Auth::Accept } else { self.refused() })
    }

    async fn auth_publickey(&mut self, user: &str, key: VerifiedPublicKey<'_>) -> Result<Auth, Self::Error> {
        if good_name(user) && self.shared.store.is_authorized(key.public_key, user) {
            self.key = Some(fingerprint(key.public_key));
            return Ok(self.accept(user));
        }
        self.proven = Some(key.public_key.clone());
        Ok(self.refused())
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel.is_some() {
            // One screen a connection.
            return self.refuse_channel(reply).await;
        }
        self.channel = Some(channel.id());
        reply.accept().await;
        Ok(())
    }

    async fn channel_open_x11(
        &mut self,
        _channel: Channel<Msg>,
        _address: &str,
        _port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_channel(reply).await
    }

    async fn channel_open_direct_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host: &str,
        _port: u32,
        _from: &str,
        _from_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_channel(reply).await
    }

    async fn channel_open_forwarded_tcpip(
        &mut self,
        _channel: Channel<Msg>,
        _host: &str,
        _port: u32,
        _from: &str,
        _from_port: u32,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_channel(reply).await
    }

    async fn channel_open_direct_streamlocal(
        &mut self,
        _channel: Channel<Msg>,
        _path: &str,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_channel(reply).await
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        _term: &str,
        columns: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        if Some(channel) != self.channel {
            return self.refuse_on(channel, session);
        }
        // A client without a terminal of its own (`ssh -tt` from a script)
        // asks with no size: it is drawn at the usual 80×24.
        if columns > 0 && rows > 0 {
            self.size = limits::clamp_size(columns, rows);
        }
        if let Some(link) = &self.link {
            link.set_size(self.size);
        }
        session.channel_success(channel)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        // Only NO_COLOR is read (https://no-color.org: present and not empty).
        if Some(channel) == self.channel && name == "NO_COLOR" && !value.is_empty() {
            self.colours = false;
            return session.channel_success(channel);
        }
        if Some(channel) == self.channel && self.link.is_none() && self.words.hear(name, value) {
            return session.channel_success(channel);
        }
        session.channel_failure(channel)
    }

    async fn shell_request(&mut self, channel: ChannelId, session: &mut Session) -> Result<(), Self::Error> {
        if Some(channel) != self.channel || self.link.is_some() {
            return self.refuse_on(channel, session);
        }
        let id = self.shared.next_id.fetch_add(1, Ordering::Relaxed);
        let link = Link::new(id, self.name.clone(), self.size, self.colours).with_key(self.key.clone());
        let link = Arc::new(link.speaking(self.words.lang(), self.words.bidi));
        self.link = Some(link.clone());
        session.channel_success(channel)?;
        let handle = session.handle();
        tokio::spawn(write_frames(handle, channel, link.clone()));
        self.shared.send(Event::Joined(link));
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_on(channel, session)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_on(channel, session)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single: bool,
        _protocol: &str,
        _cookie: &str,
        _screen: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.refuse_on(channel, session)
    }

    async fn agent_request(&mut self, _channel: ChannelId, _session: &mut Session) -> Result<bool, Self::Error> {
        Ok(self.refuse_global())
    }

    async fn tcpip_forward(
        &mut self,
        _address: &str,
        _port: &mut u32,
        _session: &mut Session,
    ) -> Result<bool, Self::Error> {
        Ok(self.refuse_global())
    }

    async fn streamlocal_forward(&mut self, _path: &str, _session: &mut Session) -> Result<bool, Self::Error> {
        Ok(self.refuse_global())
    }

    async fn window_change_request(
        &mut self,
        channel: ChannelId,
        columns: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if Some(channel) == self.channel {
            self.size = limits::clamp_size(columns, rows);
            if let Some(link) = &self.link {
                link.set_size(self.size);
            }
        }
        Ok(())
    }

    async fn data(&mut self, channel: ChannelId, data: &[u8], _session: &mut Session) -> Result<(), Self::Error> {
        if Some(channel) != self.channel {
            return Ok(());
        }
        if let Some(link) = &self.link {
            let keys = self.reader.read(data);
            link.push_keys(keys);
        }
        Ok(())
    }

    async fn channel_close(&mut self, channel: ChannelId, _session: &mut Session) -> Result<(), Self::Error> {
        if Some(channel) == self.channel
            && let Some(link) = self.link.take()
        {
            link.set_closed();
            self.shared.send(Event::Left(link.id));
        }
        Ok(())
    }
}

/// The language and bidi mode a client's environment asks for: SSH `env`
/// requests of `MAJLIS_LANG` (`ssh -o SetEnv=MAJLIS_LANG=ar`), the locale
/// (`LC_ALL`, `LC_MESSAGES`, `LANG`, which OpenSSH sends with `SendEnv`)
/// and `MAJLIS_BIDI`. Only these are kept, each at most a few bytes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AskedWords {
    /// `MAJLIS_LANG`, when it names a language Majlis speaks.
    majlis: Option<majlis_tui::i18n::Lang>,
    /// `LC_ALL`, `LC_MESSAGES`, `LANG` as sent.
    locale: Vec<(&'static str, String)>,
    /// Who puts right-to-left text in order (`MAJLIS_BIDI=terminal`).
    pub bidi: majlis_tui::bidi::Mode,
}

impl AskedWords {
    /// The longest value kept (a locale name is short).
    const LONGEST: usize = 64;

    /// Hears one variable; returns whether it is one of these.
    pub fn hear(&mut self, name: &str, value: &str) -> bool {
        if value.len() > Self::LONGEST {
            return false;
        }
        match name {
            "MAJLIS_LANG" => match majlis_tui::i18n::lang::Lang::parse(value) {
                Ok(lang) => self.majlis = Some(lang),
                Err(_) => return false,
            },
            "MAJLIS_BIDI" => match majlis_tui::bidi::Mode::parse(value) {
                Ok(mode) => self.bidi = mode,
                Err(_) => return false,
            },
            "LC_ALL" | "LC_MESSAGES" | "LANG" => {
                let name = ["LC_ALL", "LC_MESSAGES", "LANG"]
                    .into_iter()
                    .find(|n| *n == name)
                    .unwrap_or("LANG");
                self.locale.retain(|(n, _)| *n != name);
                self.locale.push((name, value.to_owned()));
            }
            _ => return false,
        }
        true
    }

    /// The language asked for: `MAJLIS_LANG`, else the locale's (as
    /// Majlis reads its own), else none (the host's).
    #[must_use]
    pub fn lang(&self) -> Option<majlis_tui::i18n::Lang> {
        self.majlis.or_else(|| {
            majlis_tui::i18n::choice::from_locale(&|name| {
                self.locale.iter().find(|(n, _)| *n == name).map(|(_, v)| v.clone())
            })
        })
    }
}

/// Sends the table's frames to the client as they come: only the newest
/// waits (see [`Link::offer`]), so a slow client holds up nobody.
async fn write_frames(handle: russh::server::Handle, channel: ChannelId, link: Arc<Link>) {
    if handle.data(channel, render::ENTER.to_vec()).await.is_err() {
        return;
    }
    loop {
        match link.take() {
            Take::Bytes(bytes) => {
                if handle.data(channel, bytes).await.is_err() {
                    break;
                }
            }
            Take::Close(bytes) => {
                let _ = handle.data(channel, bytes).await;
                let _ = handle.data(channel, render::LEAVE.to_vec()).await;
                let _ = handle.exit_status_request(channel, 0).await;
                let _ = handle.eof(channel).await;
                let _ = handle.close(channel).await;
                break;
            }
            Take::Nothing if link.is_closed() => break,
            Take::Nothing => link.wake.notified().await,
        }
    }
}

#[cfg(test)]
mod asked_words {
    use super::AskedWords;
    use majlis_tui::bidi::Mode;
    use majlis_tui::i18n::Lang;

    fn asked(vars: &[(&str, &str)]) -> AskedWords {
        let mut words = AskedWords::default();
        for (name, value) in vars {
            words.hear(name, value);
        }
        words
    }

    #[test]
    fn majlis_lang_wins_then_the_locale_as_posix_reads_it_else_the_hosts() {
        assert_eq!(asked(&[]).lang(), None, "nothing asked: the host's");
        assert_eq!(asked(&[("LANG", "ar_EG.UTF-8")]).lang(), Some(Lang::Ar));
        assert_eq!(
            asked(&[("LANG", "ar_EG.UTF-8"), ("LC_MESSAGES", "he_IL.UTF-8")]).lang(),
            Some(Lang::He)
        );
        assert_eq!(
            asked(&[("LC_ALL", "en_GB.UTF-8"), ("LC_MESSAGES", "he_IL.UTF-8")]).lang(),
            Some(Lang::En)
        );
        assert_eq!(
            asked(&[("LC_ALL", "en_GB.UTF-8"), ("MAJLIS_LANG", "ar")]).lang(),
            Some(Lang::Ar)
        );
        assert_eq!(
            asked(&[("LANG", "ar"), ("LANG", "he")]).lang(),
            Some(Lang::He),
            "the newest"
        );
    }

    #[test]
    fn only_these_variables_are_kept_and_bad_values_are_refused() {
        let mut words = AskedWords::default();
        assert!(!words.hear("PATH", "/bin"), "not ours");
        assert!(!words.hear("MAJLIS_LANG", "fr"), "a language Majlis does not speak");
        assert!(!words.hear("LANG", &"x".repeat(1000)), "too long to be a locale");
        assert!(!words.hear("MAJLIS_BIDI", "sideways"));
        assert_eq!(words, AskedWords::default());
        assert!(words.hear("MAJLIS_BIDI", "terminal"));
        assert_eq!(words.bidi, Mode::Terminal);
        for _ in 0..100 {
            words.hear("LANG", "ar");
        }
        assert_eq!(words.locale.len(), 1, "one value a variable");
    }
}
