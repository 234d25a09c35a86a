//! The pass-the-device curtain: before a seat with hidden cards plays, the whole
//! game is hidden behind a screen naming that player, until they press a key.
//!
//! A curtain is lifted only by a key (or click) meant for it. One that comes
//! within a moment of the curtain appearing was meant for the screen before
//! (a second Enter pressed by the player who just played, a key held down,
//! a double click), so the shell ignores every key and click until the
//! curtain has been up, untouched, for [`SETTLE`] ([`Guard`]). Each one that
//! comes too soon starts the moment again, so a held key never lifts it. The
//! card says in words when it is ready: "now press a key".

use std::time::{Duration, Instant};

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph};
use rules_core::Seat;

use crate::{chrome, t, text};

/// How long a curtain stays up, untouched, before a key lifts it: longer
/// than a double tap or a double click, shorter than passing the device.
pub const SETTLE: Duration = Duration::from_millis(500);

/// The curtain on screen: whose it is and since when it has been up
/// untouched. The shell keeps one while a curtain shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Guard {
    seat: Seat,
    since: Instant,
}

impl Guard {
    /// The curtain of `seat`, appearing at `now`.
    #[must_use]
    pub fn new(seat: Seat, now: Instant) -> Self {
        Guard { seat, since: now }
    }

    /// Whose curtain it is.
    #[must_use]
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Whether a key at `now` lifts the curtain: it has been up, untouched,
    /// for [`SETTLE`].
    #[must_use]
    pub fn ready(&self, now: Instant) -> bool {
        now.saturating_duration_since(self.since) >= SETTLE
    }

    /// A key or click at `now`, ignored: if it came too soon, the moment
    /// starts again from it (a key held down never lifts the curtain).
    /// Returns whether it came too soon.
    pub fn too_soon(&mut self, now: Instant) -> bool {
        if self.ready(now) {
            return false;
        }
        self.since = self.since.max(now);
        true
    }
}

/// The card's width at most.
const WIDTH: u16 = 56;

/// The card's lines for `name`, wrapped to `width`: the name and the
/// sentence wrap inside the frame, however long the name. `ready`: a key
/// lifts the curtain now (else the card asks for a moment).
fn lines(name: &str, width: u16, ready: bool) -> Vec<Line<'static>> {
    let width = usize::from(width);
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut lines = vec![
        Line::raw(""),
        Line::styled(t!("curtain-pass-to"), Style::new().fg(Color::Gray)),
        Line::raw(""),
    ];
    lines.extend(
        text::wrap(name, width)
            .into_iter()
            .map(|l| Line::styled(l, bold.fg(Color::Yellow))),
    );
    lines.push(Line::raw(""));
    lines.extend(
        text::wrap(&t!("curtain-when-only", name = name), width)
            .into_iter()
            .map(Line::raw),
    );
    // The same words' place either way: the card does not jump.
    lines.push(if ready {
        Line::styled(t!("curtain-press-a-key"), bold)
    } else {
        Line::raw(t!("curtain-a-moment"))
    });
    lines.push(Line::raw(""));
    lines
}

/// The card in `body` for `name`: as tall as its wrapped text.
#[must_use]
pub fn card(body: Rect, name: &str) -> Rect {
    let width = WIDTH.min(body.width);
    let rows = u16::try_from(lines(name, width.saturating_sub(4), true).len()).unwrap_or(u16::MAX);
    chrome::popup(body, width, rows.saturating_add(2))
}

/// Draws the curtain for `name` over the whole body; `ready`: a key lifts
/// it now (the card says "now press a key"), else it asks for a moment.
pub fn draw(frame: &mut Frame, body: Rect, name: &str, ready: bool) {
    frame.render_widget(Clear, body);
    frame.render_widget(Block::new().style(Style::new().bg(Color::Blue)), body);
    let card = card(body, name);
    let inner = card.inner(ratatui::layout::Margin::new(2, 1));
    frame.render_widget(Clear, card);
    frame.render_widget(
        Block::new()
            .borders(Borders::ALL)
            .border_style(Style::new().fg(Color::Yellow)),
        card,
    );
    frame.render_widget(
        crate::bidi::Visual(Paragraph::new(lines(name, inner.width, ready)).centered()),
        inner,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    #[test]
    fn a_long_name_wraps_inside_the_frame() {
        let name = "Abdelrahman Ahma";
        let mut terminal = Terminal::new(TestBackend::new(50, 20)).expect("terminal");
        terminal.draw(|f| draw(f, f.area(), name, true)).expect("drawn");
        let card = card(Rect::new(0, 0, 50, 20), name);
        let buf = terminal.backend().buffer();
        let row = |y: u16| (card.x..card.right()).map(|x| buf[(x, y)].symbol()).collect::<String>();
        let rows: Vec<String> = (card.y..card.bottom()).map(row).collect();
        assert!(rows.first().is_some_and(|r| r.starts_with('┌')), "{rows:#?}");
        assert!(rows.last().is_some_and(|r| r.starts_with('└')), "{rows:#?}");
        for r in &rows[1..rows.len() - 1] {
            assert!(
                r.starts_with('│') && r.ends_with('│'),
                "the text stays inside: {rows:#?}"
            );
        }
        // The sentence wraps between words, inside the frame.
        insta::assert_snapshot!("long_name_card", rows.join("\n"));
    }

    #[test]
    fn the_guard_is_ready_after_a_moment_untouched_and_a_key_too_soon_starts_it_again() {
        let start = Instant::now();
        let at = |ms: u64| start + Duration::from_millis(ms);
        let mut guard = Guard::new(Seat(1), start);
        assert!(!guard.ready(at(0)));
        assert!(!guard.ready(at(499)));
        assert!(guard.ready(at(500)));
        // A double tap: the second key, 50 ms later, is too soon...
        assert!(guard.too_soon(at(50)));
        // ...and the moment starts again from it.
        assert!(!guard.ready(at(500)));
        assert!(guard.ready(at(550)));
        // A key held down: its repeats keep the curtain down.
        for ms in (80..2_000).step_by(30) {
            assert!(guard.too_soon(at(ms)), "a repeat at {ms} ms");
        }
        assert!(!guard.ready(at(2_400)));
        assert!(guard.ready(at(2_480)));
        assert!(!guard.too_soon(at(2_480)), "a key once ready is not too soon");
        assert_eq!(guard.seat(), Seat(1));
    }

    #[test]
    fn the_card_says_in_words_when_a_key_lifts_it() {
        let text = |ready: bool| {
            let mut terminal = Terminal::new(TestBackend::new(60, 14)).expect("terminal");
            terminal.draw(|f| draw(f, f.area(), "Omar", ready)).expect("drawn");
            terminal.backend().to_string()
        };
        // First a moment is asked for, no key yet; then a key.
        insta::assert_snapshot!("card_waiting", text(false));
        insta::assert_snapshot!("card_ready", text(true));
    }
}
