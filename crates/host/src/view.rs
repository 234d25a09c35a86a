//! What a player at their own screen sees: a title row (the game, their
//! name, the latest news), the game as their seat sees it (or the lobby
//! while the host sets the game up), and a key bar. Drawn into a buffer of
//! their window's size; never another seat's hand.

use majlis_tui::bidi::Visual;
use majlis_tui::session::Session;
use majlis_tui::t;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Wrap};
use rules_core::Seat;

/// Everything a player's frame is drawn from.
pub struct PlayerFrame<'a> {
    /// The player's name.
    pub name: &'a str,
    /// The game chosen, if any.
    pub title: Option<String>,
    /// The game in progress.
    pub session: Option<&'a dyn Session>,
    /// Their seat in it.
    pub seat: Option<Seat>,
    /// The keys of their own screen now.
    pub keys: Vec<(&'static str, &'static str)>,
    /// Everyone connected.
    pub here: &'a [String],
    /// The latest news.
    pub news: Option<&'a str>,
    /// How the last game ended, while its results are shown.
    pub ended: Option<String>,
    /// They pressed q: asked whether they leave.
    pub leaving: bool,
}

/// The game's area inside a player's window (between title and key bar).
#[must_use]
pub fn body(area: Rect) -> Rect {
    majlis_tui::chrome::chrome(area).body
}

/// A player's frame at `area`'s size.
#[must_use]
pub fn frame(seen: &PlayerFrame<'_>, area: Rect) -> Buffer {
    if area.is_empty() {
        return Buffer::empty(area);
    }
    let Ok(mut terminal) = Terminal::new(TestBackend::new(area.width, area.height));
    {
        // Drawn into the terminal's buffer and taken from there as it is:
        // nothing is written to the (test) backend, the diff against what the
        // player has is `render`'s.
        let mut drawing = terminal.get_frame();
        let frame = &mut drawing;
        let chrome = majlis_tui::chrome::chrome(frame.area());
        let title = seen
            .title
            .as_deref()
            .map_or_else(|| t!("host-majlis"), |game| t!("host-title", game = game));
        let right = seen
            .news
            .map_or_else(|| t!("host-you-are", name = seen.name), str::to_owned);
        majlis_tui::chrome::draw_title(
            frame,
            chrome.title,
            Line::raw(format!(" {title}")),
            Line::raw(format!("{right} ")),
        );
        majlis_tui::bidi::visual_area(frame.buffer_mut(), chrome.title);
        match (seen.session, seen.seat) {
            (Some(session), Some(seat)) => {
                let (w, h) = session.min_size();
                if chrome.body.width < w || chrome.body.height < h {
                    let text = t!(
                        "host-too-small",
                        width = chrome.body.width,
                        height = chrome.body.height,
                        min_width = w,
                        min_height = h
                    );
                    centred(frame.buffer_mut(), chrome.body, &[text]);
                } else {
                    session.draw_as(seat, frame, chrome.body);
                }
            }
            (Some(_), None) => {
                let lines = [t!("host-lobby-no-seat", name = seen.name)];
                centred(frame.buffer_mut(), chrome.body, &lines);
            }
            (None, _) => {
                let mut lines = vec![t!("host-lobby-welcome", name = seen.name), String::new()];
                match &seen.ended {
                    Some(headline) => {
                        lines.push(headline.clone());
                        lines.push(t!("host-lobby-ended"));
                    }
                    None => lines.push(t!("host-lobby-waiting")),
                }
                if let Some(game) = &seen.title {
                    lines.push(t!("host-lobby-game", game = game.as_str()));
                }
                lines.push(String::new());
                lines.push(t!("host-lobby-here", names = seen.here.join(", ")));
                centred(frame.buffer_mut(), chrome.body, &lines);
            }
        }
        let bar = if seen.leaving {
            Line::raw(format!(" {}", t!("host-leave-ask")))
        } else {
            let mut spans = Vec::new();
            for (key, does) in &seen.keys {
                spans.push(Span::styled(
                    format!(" {key} "),
                    Style::new().add_modifier(Modifier::REVERSED),
                ));
                spans.push(Span::raw(format!(" {does} ")));
            }
            spans.push(Span::styled(" q ", Style::new().add_modifier(Modifier::REVERSED)));
            spans.push(Span::raw(format!(" {}", t!("host-key-leave"))));
            Line::from(spans)
        };
        frame.render_widget(Visual(Paragraph::new(bar)), chrome.bar);
    }
    std::mem::replace(terminal.current_buffer_mut(), Buffer::empty(Rect::ZERO))
}

/// Lines centred in `area`, wrapped at words.
fn centred(buf: &mut Buffer, area: Rect, lines: &[String]) {
    let height = u16::try_from(lines.len()).unwrap_or(u16::MAX).min(area.height);
    let top = area.y + (area.height - height) / 2;
    let inner = Rect::new(area.x, top, area.width, area.height - (top - area.y));
    let text: Vec<Line> = lines.iter().map(|l| Line::raw(l.as_str())).collect();
    ratatui::widgets::Widget::render(
        Visual(
            Paragraph::new(text)
                .alignment(Alignment::Center)
                .wrap(Wrap { trim: true }),
        ),
        inner,
        buf,
    );
}

/// The last words sent to a player whose screen is closed: the message,
/// on its own line, after the screen is given back.
#[must_use]
pub fn goodbye(message: &str) -> Vec<u8> {
    let mut bytes = crate::render::LEAVE.to_vec();
    bytes.extend_from_slice(message.as_bytes());
    bytes.extend_from_slice(b"\r\n");
    bytes
}
