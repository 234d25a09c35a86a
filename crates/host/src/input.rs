//! A client's bytes as keys and mouse events: the keys Majlis uses
//! (arrows, Enter, Esc, Backspace, Tab, PgUp/PgDn, Home/End, Delete, F1,
//! letters and any character, Ctrl-C) from the sequences terminals send,
//! and the mouse as terminals report it once asked (`render::ENTER`): SGR
//! (`ESC [ < b ; x ; y M/m`, mode 1006), and the older `ESC [ M b x y` of a
//! terminal without it. Robust to any bytes: what is not understood is
//! dropped, sequences may be split across reads, and nothing grows without
//! bound.

use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};

/// The longest escape sequence kept while waiting for its end; longer ones
/// (no key of ours is) are dropped.
const MAX_SEQUENCE: usize = 32;

/// Reads keys and mouse events out of a client's bytes.
#[derive(Clone, Debug, Default)]
pub struct KeyReader {
    /// An escape sequence or a UTF-8 character begun but not finished.
    pending: Vec<u8>,
}

impl KeyReader {
    /// The keys and mouse events in `bytes`, read after what came before.
    /// A lone Esc at the end of a read is the Esc key (a terminal sends a
    /// sequence whole).
    pub fn read(&mut self, bytes: &[u8]) -> Vec<Event> {
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
                        keys.push(Event::Key(plain(KeyCode::Esc)));
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
    /// A key or a mouse event (or nothing, for bytes dropped) and the
    /// bytes it took.
    Key(Option<Event>, usize),
    /// The start of a sequence or character whose end has not come.
    Incomplete,
}

fn plain(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

/// A key read, as an event.
fn key_event(key: KeyEvent) -> Option<Event> {
    Some(Event::Key(key))
}

fn parse(data: &[u8]) -> Parsed {
    let Some(&first) = data.first() else {
        return Parsed::Incomplete;
    };
    let key = |code| Parsed::Key(key_event(plain(code)), 1);
    match first {
        0x1b => escape(data),
        b'\r' | b'\n' => key(KeyCode::Enter),
        b'\t' => key(KeyCode::Tab),
        0x7f | 0x08 => key(KeyCode::Backspace),
        0x03 => Parsed::Key(key_event(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)), 1),
        0x04 => Parsed::Key(key_event(KeyEvent::new(KeyCode::Char('d'), KeyModifiers::CONTROL)), 1),
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
        Some(c) if !c.is_control() => Parsed::Key(key_event(plain(KeyCode::Char(c))), len),
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
            Some(&last) => Parsed::Key(final_key(last).map(plain).and_then(key_event), 3),
        },
        // Esc then another Esc or a character (Alt+key): the Esc alone.
        Some(_) => Parsed::Key(key_event(plain(KeyCode::Esc)), 1),
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
    if let [b'<', numbers @ ..] = params
        && matches!(last, b'M' | b'm')
    {
        return Parsed::Key(sgr_mouse(numbers, last == b'm').map(Event::Mouse), used);
    }
    if params.is_empty() && last == b'M' {
        // The older report: three bytes after it, each its number + 32.
        let Some(report) = data.get(used..used + 3) else {
            return Parsed::Incomplete;
        };
        let number = |b: u8| u16::from(b.saturating_sub(32));
        let mouse = mouse_event(number(report[0]), number(report[1]), number(report[2]), None);
        return Parsed::Key(mouse.map(Event::Mouse), used + 3);
    }
    let code = match last {
        b'~' => {
            let number = params.split(|&b| b == b';').next().unwrap_or_default();
            match number {
                b"1" | b"7" => Some(KeyCode::Home),
                b"3" => Some(KeyCode::Delete),
                b"4" | b"8" => Some(KeyCode::End),
                b"5" => Some(KeyCode::PageUp),
                b"6" => Some(KeyCode::PageDown),
                b"11" => Some(KeyCode::F(1)),
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
    Parsed::Key(key.and_then(key_event), used)
}

/// An SGR mouse report's numbers (`b;x;y`, after the `<`), `released` for
/// its final `m`. `None` for anything else (a number missing or too big).
fn sgr_mouse(numbers: &[u8], released: bool) -> Option<MouseEvent> {
    let mut parts = numbers.split(|&b| b == b';').map(|part| {
        if part.is_empty() || part.len() > 5 || !part.iter().all(u8::is_ascii_digit) {
            return None;
        }
        part.iter()
            .try_fold(0u32, |n, &d| Some(n * 10 + u32::from(d - b'0')))
            .and_then(|n| u16::try_from(n).ok())
    });
    let (button, column, row) = (parts.next()??, parts.next()??, parts.next()??);
    if parts.next().is_some() {
        return None;
    }
    mouse_event(button, column, row, Some(released))
}

/// A mouse report's button number and 1-based position as crossterm's
/// event. `released`: `None` in the older report, where button 3 is the
/// release. Positions 0 (none) give nothing.
fn mouse_event(button: u16, column: u16, row: u16, released: Option<bool>) -> Option<MouseEvent> {
    let (column, row) = (column.checked_sub(1)?, row.checked_sub(1)?);
    let mut modifiers = KeyModifiers::NONE;
    if button & 4 != 0 {
        modifiers |= KeyModifiers::SHIFT;
    }
    if button & 8 != 0 {
        modifiers |= KeyModifiers::ALT;
    }
    if button & 16 != 0 {
        modifiers |= KeyModifiers::CONTROL;
    }
    let which = match button & 3 {
        0 => MouseButton::Left,
        1 => MouseButton::Middle,
        _ => MouseButton::Right,
    };
    let kind = if button & 64 != 0 {
        match button & 3 {
            0 => MouseEventKind::ScrollUp,
            1 => MouseEventKind::ScrollDown,
            2 => MouseEventKind::ScrollLeft,
            _ => MouseEventKind::ScrollRight,
        }
    } else if button & 32 != 0 {
        if button & 3 == 3 {
            MouseEventKind::Moved
        } else {
            MouseEventKind::Drag(which)
        }
    } else {
        match released {
            Some(true) => MouseEventKind::Up(which),
            None if button & 3 == 3 => MouseEventKind::Up(MouseButton::Left),
            _ if button & 3 == 3 => return None,
            _ => MouseEventKind::Down(which),
        }
    };
    Some(MouseEvent {
        kind,
        column,
        row,
        modifiers,
    })
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
        keys(KeyReader::default().read(bytes))
            .into_iter()
            .map(|k| k.code)
            .collect()
    }

    fn keys(events: Vec<Event>) -> Vec<KeyEvent> {
        events
            .into_iter()
            .map(|e| match e {
                Event::Key(key) => key,
                other => panic!("a key, not {other:?}"),
            })
            .collect()
    }

    fn mice(events: Vec<Event>) -> Vec<MouseEvent> {
        events
            .into_iter()
            .map(|e| match e {
                Event::Mouse(mouse) => mouse,
                other => panic!("a mouse event, not {other:?}"),
            })
            .collect()
    }

    fn at(kind: MouseEventKind, column: u16, row: u16) -> MouseEvent {
        MouseEvent {
            kind,
            column,
            row,
            modifiers: KeyModifiers::NONE,
        }
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
        let ctrl_c = keys(KeyReader::default().read(b"\x03"));
        assert_eq!(ctrl_c[0].code, KeyCode::Char('c'));
        assert!(ctrl_c[0].modifiers.contains(KeyModifiers::CONTROL));
        assert_eq!(codes(b"\x1b"), [KeyCode::Esc], "Esc alone at the end of a read");
    }

    #[test]
    fn sequences_and_characters_split_across_reads_are_joined() {
        let mut reader = KeyReader::default();
        assert!(reader.read(b"\x1b[").is_empty());
        assert_eq!(
            keys(reader.read(b"C")).iter().map(|k| k.code).collect::<Vec<_>>(),
            [KeyCode::Right]
        );
        let word = "ש".as_bytes();
        assert!(reader.read(&word[..1]).is_empty());
        assert_eq!(keys(reader.read(&word[1..]))[0].code, KeyCode::Char('ש'));
    }

    #[test]
    fn a_never_ending_sequence_is_dropped_not_kept() {
        let mut reader = KeyReader::default();
        let mut endless = b"\x1b[".to_vec();
        endless.extend(std::iter::repeat_n(b'1', 10_000));
        assert!(reader.read(&endless).is_empty());
        assert!(reader.pending.len() < MAX_SEQUENCE);
        assert_eq!(keys(reader.read(b"x"))[0].code, KeyCode::Char('x'));
    }

    #[test]
    fn sgr_mouse_reports_are_clicks_releases_drags_and_the_wheel() {
        let read = KeyReader::default()
            .read(b"\x1b[<0;10;5M\x1b[<0;10;5m\x1b[<2;1;1M\x1b[<32;11;5M\x1b[<64;3;4M\x1b[<65;3;4M");
        assert_eq!(
            mice(read),
            [
                at(MouseEventKind::Down(MouseButton::Left), 9, 4),
                at(MouseEventKind::Up(MouseButton::Left), 9, 4),
                at(MouseEventKind::Down(MouseButton::Right), 0, 0),
                at(MouseEventKind::Drag(MouseButton::Left), 10, 4),
                at(MouseEventKind::ScrollUp, 2, 3),
                at(MouseEventKind::ScrollDown, 2, 3),
            ]
        );
        let ctrl = mice(KeyReader::default().read(b"\x1b[<16;400;150M"));
        assert_eq!(ctrl[0].modifiers, KeyModifiers::CONTROL);
        assert_eq!((ctrl[0].column, ctrl[0].row), (399, 149));
    }

    #[test]
    fn a_mouse_report_split_across_reads_is_joined_and_keys_around_it_kept() {
        let mut reader = KeyReader::default();
        assert_eq!(codes(b"a"), [KeyCode::Char('a')]);
        let mut events = reader.read(b"x\x1b[<0;1");
        events.extend(reader.read(b"2;7Mq"));
        assert_eq!(events.len(), 3, "{events:?}");
        assert_eq!(events[0], Event::Key(plain(KeyCode::Char('x'))));
        assert_eq!(
            events[1],
            Event::Mouse(at(MouseEventKind::Down(MouseButton::Left), 11, 6))
        );
        assert_eq!(events[2], Event::Key(plain(KeyCode::Char('q'))));
    }

    #[test]
    fn a_bad_mouse_report_is_dropped_whole_never_read_as_keys() {
        // Out of range, a position 0, missing or extra numbers: nothing,
        // and none of its bytes become keys (a stray Space would confirm).
        for bad in [
            &b"\x1b[<0;99999;5M"[..],
            b"\x1b[<0;0;5M",
            b"\x1b[<0;5M",
            b"\x1b[<0;1;2;3M",
            b"\x1b[<;;M",
            b"\x1b[<3;1;1M",
        ] {
            assert!(KeyReader::default().read(bad).is_empty(), "{bad:?}");
        }
        // The older report's three bytes are taken with it, not typed.
        let old = KeyReader::default().read(b"\x1b[M !!\x1b[M#!!");
        assert_eq!(
            mice(old),
            [
                at(MouseEventKind::Down(MouseButton::Left), 0, 0),
                at(MouseEventKind::Up(MouseButton::Left), 0, 0)
            ]
        );
        let mut reader = KeyReader::default();
        assert!(reader.read(b"\x1b[M ").is_empty(), "waits for the rest");
        assert_eq!(mice(reader.read(b"!!")).len(), 1);
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

        /// Mouse reports with any numbers, cut anywhere, among any bytes.
        #[test]
        fn mouse_reports_and_bytes_around_them_never_panic_nor_pile_up(
            reports in prop::collection::vec((any::<u32>(), any::<u32>(), any::<u32>(), any::<bool>(), prop::collection::vec(any::<u8>(), 0..8)), 0..16),
            cuts in prop::collection::vec(0usize..200, 0..8),
        ) {
            let mut bytes = Vec::new();
            for (b, x, y, up, noise) in &reports {
                bytes.extend_from_slice(format!("\x1b[<{b};{x};{y}{}", if *up { 'm' } else { 'M' }).as_bytes());
                bytes.extend_from_slice(b"\x1b[M");
                bytes.extend_from_slice(noise);
            }
            let mut reader = KeyReader::default();
            let mut at = 0;
            let mut cuts = cuts.clone();
            cuts.sort_unstable();
            for cut in cuts.into_iter().chain([bytes.len()]) {
                let cut = cut.clamp(at, bytes.len());
                let events = reader.read(&bytes[at..cut]);
                prop_assert!(events.len() <= cut - at + MAX_SEQUENCE);
                prop_assert!(reader.pending.len() < MAX_SEQUENCE);
                at = cut;
            }
        }
    }
}
