//! A player's terminal drawn from afar: each frame is drawn with ratatui
//! into a buffer of the player's size, and only what changed since the
//! frame they have is sent, as ANSI bytes (crossterm's, through ratatui's
//! backend writing into memory). A frame they never took is replaced by a
//! whole new picture, never queued behind it.

use ratatui::backend::{Backend, CrosstermBackend};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

/// What a client's terminal is put into when it joins: the alternate
/// screen, no cursor, cleared, and its mouse reported (clicks, drags and
/// the wheel, in SGR form, mode 1006, as crossterm asks locally; no bare
/// movement).
pub const ENTER: &[u8] = b"\x1b[?1049h\x1b[?25l\x1b[2J\x1b[H\x1b[?1000h\x1b[?1002h\x1b[?1006h";
/// What gives it back when it leaves: the mouse no longer reported, cursor
/// shown, alternate screen left.
pub const LEAVE: &[u8] = b"\x1b[?1006l\x1b[?1002l\x1b[?1000l\x1b[0m\x1b[?25h\x1b[?1049l";

/// One player's terminal as the host knows it.
#[derive(Debug)]
pub struct RemoteTerminal {
    size: (u16, u16),
    /// The picture the client has (or will have once it takes what waits).
    shown: Option<Buffer>,
    /// Whether colours are drawn (off when the client sent `NO_COLOR`).
    colours: bool,
}

impl RemoteTerminal {
    /// A terminal of `size` (columns, rows), with or without colours.
    #[must_use]
    pub fn new(size: (u16, u16), colours: bool) -> Self {
        RemoteTerminal {
            size,
            shown: None,
            colours,
        }
    }

    /// The terminal's area.
    #[must_use]
    pub fn area(&self) -> Rect {
        Rect::new(0, 0, self.size.0, self.size.1)
    }

    /// The window was resized: the next frame is drawn whole.
    pub fn resize(&mut self, size: (u16, u16)) {
        if size != self.size {
            self.size = size;
            self.shown = None;
        }
    }

    /// The next frame must be drawn whole (the last one was never taken).
    pub fn forget(&mut self) {
        self.shown = None;
    }

    /// The bytes that bring the client's screen to `frame` (drawn at this
    /// terminal's size): the cells that changed, or the whole picture after
    /// a resize or [`RemoteTerminal::forget`]. `None` when nothing changed.
    pub fn update(&mut self, mut frame: Buffer) -> Option<Vec<u8>> {
        if !self.colours {
            majlis_tui::nocolor::strip_colours(&mut frame);
        }
        let mut out = Vec::new();
        let previous = match self.shown.take() {
            Some(shown) if shown.area == frame.area => shown,
            _ => {
                out.extend_from_slice(b"\x1b[0m\x1b[2J");
                Buffer::empty(frame.area)
            }
        };
        let changes = previous.diff(&frame);
        if changes.is_empty() && !out.is_empty() && frame.area.is_empty() {
            self.shown = Some(frame);
            return Some(out);
        }
        if changes.is_empty() && out.is_empty() {
            self.shown = Some(frame);
            return None;
        }
        {
            let mut backend = CrosstermBackend::new(&mut out);
            // Writing into memory does not fail.
            let _ = backend.draw(changes.into_iter());
            let _ = backend.hide_cursor();
            let _ = Backend::flush(&mut backend);
        }
        self.shown = Some(frame);
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::style::{Color, Style};

    fn frame(area: Rect, text: &str) -> Buffer {
        let mut buf = Buffer::empty(area);
        buf.set_string(0, 0, text, Style::new().fg(Color::Red));
        buf
    }

    #[test]
    fn only_what_changed_is_sent_and_nothing_when_nothing_did() {
        let mut term = RemoteTerminal::new((20, 2), true);
        let area = term.area();
        let first = term.update(frame(area, "hello")).expect("the first frame");
        assert!(String::from_utf8_lossy(&first).contains("hello"));
        assert!(first.starts_with(b"\x1b[0m\x1b[2J"), "drawn whole");
        assert_eq!(term.update(frame(area, "hello")), None);
        let second = term.update(frame(area, "jello")).expect("a change");
        let text = String::from_utf8_lossy(&second);
        assert!(text.contains('j') && !text.contains("ello"), "{text:?}");
    }

    #[test]
    fn a_forgotten_frame_and_a_resize_redraw_whole() {
        let mut term = RemoteTerminal::new((20, 2), true);
        let _ = term.update(frame(term.area(), "hello"));
        term.forget();
        let again = term.update(frame(term.area(), "hello")).expect("whole");
        assert!(String::from_utf8_lossy(&again).contains("hello"));
        term.resize((10, 3));
        let resized = term.update(frame(term.area(), "hi")).expect("whole");
        assert!(resized.starts_with(b"\x1b[0m\x1b[2J"));
    }

    #[test]
    fn no_colour_sends_no_colour_codes() {
        let mut term = RemoteTerminal::new((20, 2), false);
        let bytes = term.update(frame(term.area(), "hello")).expect("frame");
        let text = String::from_utf8_lossy(&bytes);
        assert!(
            !text.contains("\x1b[38;5;") && !text.contains("\x1b[31m") && !text.contains("\x1b[91m"),
            "{text:?}"
        );
        let mut coloured = RemoteTerminal::new((20, 2), true);
        let bytes = coloured.update(frame(coloured.area(), "hello")).expect("frame");
        assert_ne!(bytes, term.update(frame(term.area(), "jello")).unwrap_or_default());
    }

    #[test]
    fn the_mouse_is_reported_while_playing_and_no_longer_once_left() {
        let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
        for mode in ["1000", "1002", "1006"] {
            assert!(text(ENTER).contains(&format!("\x1b[?{mode}h")), "{mode} on");
            assert!(text(LEAVE).contains(&format!("\x1b[?{mode}l")), "{mode} off");
        }
        assert!(!text(ENTER).contains("?1003h"), "no bare movement: a flood for nothing");
        assert!(text(&crate::view::goodbye("bye")).starts_with(&text(LEAVE)));
    }

    #[test]
    fn a_zero_size_draws_nothing_and_does_not_panic() {
        let mut term = RemoteTerminal::new((0, 0), true);
        let area = term.area();
        let _ = term.update(Buffer::empty(area));
        assert_eq!(term.update(Buffer::empty(area)), None);
    }
}
