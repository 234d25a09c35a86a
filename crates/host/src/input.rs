//! A client's bytes as keys: the keys Majlis uses (arrows, Enter, Esc,
//! Backspace, Tab, PgUp/PgDn, Home/End, Delete, letters and any character,
//! Ctrl-C) from the sequences terminals send. Robust to any bytes: what is
//! not understood is dropped, sequences may be split across reads, and
//! nothing grows without bound.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The longest escape sequence kept while waiting for its end; longer ones
/// (no key of ours is) are dropped.
const MAX_SEQUENCE: usize = 32;

/// Reads keys out of a client's bytes.
#[derive(Clone, Debug, Default)]
pub struct KeyReader {
    /// An escape sequence or a UTF-8 character begun but not finished.
    pending: Vec<u8>,
}

impl KeyReader {
    /// The keys in `bytes`, read after what came before. A lone Esc at the
    /// end of a read is the Esc key (a terminal sends a sequence whole).
    pub fn read(&mut self, bytes: &[u8]) -> Vec<KeyEvent> {
        let mut keys = Vec::new();
        let mut data = std::mem::take(&mut self.pending);
        data.extend_from_slice(bytes);
        let mut at = 0;
        while at < data.len() {
            match parse(&data[at..]) {
                Parsed::Key(key, used) => {
                    keys.extend(key);
                    at += used;
                }
                Parsed::Incomplete => {
                    let rest = &data[at..];
                    if rest == [0x1b] {
                        keys.push(plain(KeyCode::Esc));
                    } else if rest.len() < MAX_SEQUENCE {
                        self.pending = rest.to_vec();
                    }
                    break;
                }
            }
        }
        keys
    }
}

/// What the front of some bytes is.
enum Parsed {
    /// A key (or nothing, for bytes dropped) and the bytes it took.
    Key(Option<KeyEvent>, usize),
    /// The start of a sequence or character whose end has not come.
    Incomplete,
}

fn plain(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn parse(data: &[u8]) -> Parsed {
    let Some(&first) = data.first() else {
        return Parsed::Incomplete;
    };
    let key = |code| Parsed::Key(Some(plain(code)), 1);
    match first {
        0x1b => escape(data),
        b'\r' | b'\n' => key(KeyCode::Enter),
        b'\t' => key(KeyCode::Tab),
        0x7f | 0x08 => key(KeyCode::Backspace),
        0x03 => Parsed::Key(Some(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)), 1),
        0x04 => Parsed::Key(Some(KeyEvent::new(KeyCode::Char('d'), KeyModifiers::CONTROL)), 1),
        0x00..=0x1f => Parsed::Key(None, 1),
        0x20..=0x7e => key(KeyCode::Char(char::from(first))),
        _ => utf8(data),
    }
}

/// A character of several bytes; a byte that starts none is dropped.
fn utf8(data: &[u8]) -> Parsed {
    let len = match data[0] {
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => return Parsed::Key(None, 1),
    };
    if data.len() < len {
        // Only while what came so far can still be a character.
        return if data[1..].iter().all(|b| (0x80..=0xbf).contains(b)) {
            Parsed::Incomplete
        } else {
            Parsed::Key(None, 1)
        };
    }
    match std::str::from_utf8(&data[..len]).ok().and_then(|s| s.chars().next()) {
        Some(c) if !c.is_control() => Parsed::Key(Some(plain(KeyCode::Char(c))), len),
        _ => Parsed::Key(None, 1),
    }
}

/// Esc, or a sequence starting with it.
fn escape(data: &[u8]) -> Parsed {
    match data.get(1) {
        None => Parsed::Incomplete,
        Some(b'[') => csi(data),
        Some(b'O') => match data.get(2) {
            None => Parsed::Incomplete,
            Some(&last) => Parsed::Key(final_key(last).map(plain), 3),
        },
        // Esc then another Esc or a character (Alt+key): the Esc alone.
        Some(_) => Parsed::Key(Some(plain(KeyCode::Esc)), 1),
    }
}

/// A control sequence `ESC [ params final`.
fn csi(data: &[u8]) -> Parsed {
    // Parameters and intermediates are 0x20–0x3f; the final byte 0x40–0x7e.
    let Some(end) = data[2..].iter().position(|b| !(0x20..=0x3f).contains(b)) else {
        return if data.len() >= MAX_SEQUENCE {
            Parsed::Key(None, data.len())
        } else {
            Parsed::Incomplete
        };
    };
    let end = end + 2;
    let last = data[end];
    if !(0x40..=0x7e).contains(&last) {
        // Not a sequence after all: drop the ESC [ and read on.
        return Parsed::Key(None, 2);
    }
    let params = &data[2..end];
    let used = end + 1;
    let code = match last {
        b'~' => {
            let number = params.split(|&b| b == b';').next().unwrap_or_default();
            match number {
                b"1" | b"7" => Some(KeyCode::Home),
                b"3" => Some(KeyCode::Delete),
                b"4" | b"8" => Some(KeyCode::End),
                b"5" => Some(KeyCode::PageUp),
                b"6" => Some(KeyCode::PageDown),
                _ => None,
            }
        }
        b'Z' => Some(KeyCode::BackTab),
        _ => final_key(last),
    };
    let key = code.map(|code| {
        if code == KeyCode::BackTab {
            KeyEvent::new(code, KeyModifiers::SHIFT)
        } else {
            plain(code)
        }
    });
    Parsed::Key(key, used)
}

/// The arrows, Home and End by their final byte.
fn final_key(last: u8) -> Option<KeyCode> {
    Some(match last {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn codes(bytes: &[u8]) -> Vec<KeyCode> {
        KeyReader::default().read(bytes).into_iter().map(|k| k.code).collect()
    }

    #[test]
    fn the_keys_majlis_uses_are_read() {
        assert_eq!(
            codes(b"\x1b[A\x1b[B\x1b[C\x1b[D\x1bOA\r\t\x7fq:7"),
            [
                KeyCode::Up,
                KeyCode::Down,
                KeyCode::Right,
                KeyCode::Left,
                KeyCode::Up,
                KeyCode::Enter,
                KeyCode::Tab,
                KeyCode::Backspace,
                KeyCode::Char('q'),
                KeyCode::Char(':'),
                KeyCode::Char('7'),
            ]
        );
        assert_eq!(
            codes(b"\x1b[5~\x1b[6~\x1b[3~\x1b[H\x1b[4~\x1b[Z"),
            [
                KeyCode::PageUp,
                KeyCode::PageDown,
                KeyCode::Delete,
                KeyCode::Home,
                KeyCode::End,
                KeyCode::BackTab
            ]
        );
        assert_eq!(
            codes("أمل".as_bytes()),
            [KeyCode::Char('أ'), KeyCode::Char('م'), KeyCode::Char('ل')]
        );
        let ctrl_c = KeyReader::default().read(b"\x03");
        assert_eq!(ctrl_c[0].code, KeyCode::Char('c'));
        assert!(ctrl_c[0].modifiers.contains(KeyModifiers::CONTROL));
        assert_eq!(codes(b"\x1b"), [KeyCode::Esc], "Esc alone at the end of a read");
    }

    #[test]
    fn sequences_and_characters_split_across_reads_are_joined() {
        let mut reader = KeyReader::default();
        assert!(reader.read(b"\x1b[").is_empty());
        assert_eq!(
            reader.read(b"C").iter().map(|k| k.code).collect::<Vec<_>>(),
            [KeyCode::Right]
        );
        let word = "ש".as_bytes();
        assert!(reader.read(&word[..1]).is_empty());
        assert_eq!(reader.read(&word[1..])[0].code, KeyCode::Char('ש'));
    }

    #[test]
    fn a_never_ending_sequence_is_dropped_not_kept() {
        let mut reader = KeyReader::default();
        let mut endless = b"\x1b[".to_vec();
        endless.extend(std::iter::repeat_n(b'1', 10_000));
        assert!(reader.read(&endless).is_empty());
        assert!(reader.pending.len() < MAX_SEQUENCE);
        assert_eq!(reader.read(b"x")[0].code, KeyCode::Char('x'));
    }

    proptest! {
        #[test]
        fn any_bytes_in_any_reads_never_panic_nor_pile_up(chunks in prop::collection::vec(prop::collection::vec(any::<u8>(), 0..64), 0..32)) {
            let mut reader = KeyReader::default();
            for chunk in &chunks {
                let keys = reader.read(chunk);
                prop_assert!(keys.len() <= chunk.len() + MAX_SEQUENCE);
                prop_assert!(reader.pending.len() < MAX_SEQUENCE);
            }
        }
    }
}
