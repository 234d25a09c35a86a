//! What a connection and the table share about one player: the keys they
//! typed and their mouse's clicks (bounded), the language they asked for, their window size (only the newest), and the newest
//! bytes for their screen (one frame at most: a slow client's frames are
//! coalesced, never queued).

use std::collections::VecDeque;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use majlis_tui::bidi::Mode;
use majlis_tui::i18n::Lang;
use ratatui::crossterm::event::Event;
use tokio::sync::Notify;

use crate::limits::MAX_PENDING_KEYS;

/// A player's connection, as the table sees it.
#[derive(Debug)]
pub struct Link {
    /// A number no other connection of this run has.
    pub id: u64,
    /// The name they joined with (their SSH user name).
    pub name: String,
    /// Whether their client asked for no colours (`NO_COLOR`).
    pub colours: bool,
    /// The language their client asked for (`MAJLIS_LANG`, `LC_ALL`,
    /// `LC_MESSAGES`, `LANG`), if any: else the host's.
    pub lang: Option<Lang>,
    /// Who puts their right-to-left text in order (`MAJLIS_BIDI`).
    pub bidi: Mode,
    /// The fingerprint of the public key they proved they hold, if any
    /// (see [`Link::may_take_over`]).
    pub key: Option<String>,
    keys: Mutex<VecDeque<Event>>,
    /// Keys dropped because too many waited.
    dropped: AtomicU64,
    size: Mutex<(u16, u16)>,
    resized: AtomicBool,
    out: Mutex<Out>,
    /// Wakes the connection's writer.
    pub wake: Notify,
    closed: AtomicBool,
}

/// The bytes waiting for the client.
#[derive(Debug, Default)]
struct Out {
    bytes: Option<Vec<u8>>,
    /// The table's last words before closing (the screen given back).
    last: bool,
}

/// What the writer takes.
#[derive(Debug, PartialEq, Eq)]
pub enum Take {
    /// Bytes to send.
    Bytes(Vec<u8>),
    /// The connection is to be closed, after these bytes.
    Close(Vec<u8>),
    /// Nothing yet.
    Nothing,
}

impl Link {
    /// A new player's link.
    #[must_use]
    pub fn new(id: u64, name: String, size: (u16, u16), colours: bool) -> Self {
        Link {
            id,
            name,
            colours,
            lang: None,
            bidi: Mode::App,
            key: None,
            keys: Mutex::new(VecDeque::new()),
            dropped: AtomicU64::new(0),
            size: Mutex::new(size),
            resized: AtomicBool::new(true),
            out: Mutex::new(Out::default()),
            wake: Notify::new(),
            closed: AtomicBool::new(false),
        }
    }

    /// The same link, known by the public key the client proved it holds.
    #[must_use]
    pub fn with_key(mut self, fingerprint: Option<String>) -> Self {
        self.key = fingerprint;
        self
    }

    /// Whether this new connection may take the seat of `old`, a connection
    /// under the same name: only when it proved the same public key as
    /// `old`, or `old` is gone (closed, or dropped by the keepalive). A
    /// passphrase alone never pushes a connected player out.
    #[must_use]
    pub fn may_take_over(&self, old: &Link) -> bool {
        old.is_closed() || (self.key.is_some() && self.key == old.key)
    }

    /// The link with the language and bidi mode the client asked for.
    #[must_use]
    pub fn speaking(self, lang: Option<Lang>, bidi: Mode) -> Self {
        Link { lang, bidi, ..self }
    }

    /// Keys typed and mouse events: kept up to [`MAX_PENDING_KEYS`], the
    /// rest dropped.
    pub fn push_keys(&self, keys: impl IntoIterator<Item = Event>) {
        let mut queue = lock(&self.keys);
        for key in keys {
            if queue.len() < MAX_PENDING_KEYS {
                queue.push_back(key);
            } else {
                self.dropped.fetch_add(1, Ordering::Relaxed);
            }
        }
    }

    /// At most `most` keys and mouse events, oldest first.
    pub fn take_keys(&self, most: usize) -> Vec<Event> {
        let mut queue = lock(&self.keys);
        let n = queue.len().min(most);
        queue.drain(..n).collect()
    }

    /// How many keys were dropped so far.
    pub fn dropped_keys(&self) -> u64 {
        self.dropped.load(Ordering::Relaxed)
    }

    /// The window's new size (only the newest counts).
    pub fn set_size(&self, size: (u16, u16)) {
        *lock(&self.size) = size;
        self.resized.store(true, Ordering::Release);
    }

    /// The size, if it changed since last asked.
    pub fn take_resize(&self) -> Option<(u16, u16)> {
        self.resized.swap(false, Ordering::AcqRel).then(|| *lock(&self.size))
    }

    /// Puts a frame's bytes out for the client. Returns `false` when the
    /// last bytes were not taken yet: they are replaced, and the caller must
    /// send a whole picture (its diff was against a frame never shown).
    pub fn offer(&self, bytes: Vec<u8>) -> bool {
        let mut out = lock(&self.out);
        if out.last {
            return true;
        }
        let taken = out.bytes.is_none();
        out.bytes = Some(bytes);
        drop(out);
        self.wake.notify_one();
        taken
    }

    /// Whether the last bytes offered are still waiting.
    pub fn waiting(&self) -> bool {
        lock(&self.out).bytes.is_some()
    }

    /// The table closes the connection after `bytes`.
    pub fn close_with(&self, bytes: Vec<u8>) {
        let mut out = lock(&self.out);
        out.bytes = Some(bytes);
        out.last = true;
        drop(out);
        self.wake.notify_one();
    }

    /// The writer takes what waits.
    pub fn take(&self) -> Take {
        let mut out = lock(&self.out);
        match (out.bytes.take(), out.last) {
            (bytes, true) => Take::Close(bytes.unwrap_or_default()),
            (Some(bytes), false) => Take::Bytes(bytes),
            (None, false) => Take::Nothing,
        }
    }

    /// The connection is gone (the client left or was dropped).
    pub fn set_closed(&self) {
        self.closed.store(true, Ordering::Release);
        self.wake.notify_one();
    }

    /// Whether the connection is gone.
    pub fn is_closed(&self) -> bool {
        self.closed.load(Ordering::Acquire)
    }
}

/// A lock that outlives a panic elsewhere: the data is plain and stays sound.
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::crossterm::event::{KeyCode, KeyEvent};

    #[test]
    fn keys_beyond_the_limit_are_dropped_and_counted() {
        let link = Link::new(1, "amal".into(), (80, 24), true);
        link.push_keys((0..MAX_PENDING_KEYS + 10).map(|_| Event::Key(KeyEvent::from(KeyCode::Char('x')))));
        assert_eq!(link.dropped_keys(), 10);
        assert_eq!(link.take_keys(5).len(), 5);
        assert_eq!(link.take_keys(1000).len(), MAX_PENDING_KEYS - 5);
    }

    #[test]
    fn an_untaken_frame_is_replaced_not_queued() {
        let link = Link::new(1, "amal".into(), (80, 24), true);
        assert!(link.offer(vec![1]));
        assert!(!link.offer(vec![2]), "the first was never taken");
        assert_eq!(link.take(), Take::Bytes(vec![2]));
        assert_eq!(link.take(), Take::Nothing);
        link.close_with(vec![9]);
        assert!(link.offer(vec![3]), "nothing after the last words");
        assert_eq!(link.take(), Take::Close(vec![9]));
    }

    #[test]
    fn a_connection_takes_a_seat_over_only_with_the_same_key_or_from_a_dead_link() {
        let key = |k: &str| Some(k.to_owned());
        let old = Link::new(1, "amal".into(), (80, 24), true).with_key(key("SHA256:amal"));
        let same = Link::new(2, "amal".into(), (80, 24), true).with_key(key("SHA256:amal"));
        let other = Link::new(3, "amal".into(), (80, 24), true).with_key(key("SHA256:mallory"));
        let passphrase_only = Link::new(4, "amal".into(), (80, 24), true);
        assert!(same.may_take_over(&old));
        assert!(!other.may_take_over(&old));
        assert!(!passphrase_only.may_take_over(&old));
        let old_without_key = Link::new(5, "amal".into(), (80, 24), true);
        assert!(
            !passphrase_only.may_take_over(&old_without_key),
            "no key on either side"
        );
        old.set_closed();
        assert!(
            other.may_take_over(&old) && passphrase_only.may_take_over(&old),
            "the old one is gone"
        );
    }

    #[test]
    fn only_the_newest_size_counts() {
        let link = Link::new(1, "amal".into(), (80, 24), true);
        assert_eq!(link.take_resize(), Some((80, 24)));
        assert_eq!(link.take_resize(), None);
        for w in 1..100 {
            link.set_size((w, 10));
        }
        assert_eq!(link.take_resize(), Some((99, 10)));
    }
}
