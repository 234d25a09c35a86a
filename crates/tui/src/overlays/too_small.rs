//! The "terminal too small" message, drawn instead of everything else until the
//! terminal is enlarged.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Wrap};

/// Whether `area` is smaller than `need` (columns, rows) in either direction.
#[must_use]
pub fn is_too_small(area: Rect, need: (u16, u16)) -> bool {
    area.width < need.0 || area.height < need.1
}

/// Draws the message over the whole terminal.
pub fn draw(frame: &mut Frame, area: Rect, need: (u16, u16), in_game: bool) {
    let leave = if in_game {
        "q saves the game and quits."
    } else {
        "q quits."
    };
    let text = vec![
        Line::styled(
            "The terminal is too small.",
            Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD),
        ),
        Line::raw(format!(
            "Majlis needs {}×{} here; this one is {}×{}.",
            need.0, need.1, area.width, area.height
        )),
        Line::raw("Enlarge the window to go on."),
        Line::raw(leave),
    ];
    let height = u16::try_from(text.len()).unwrap_or(0);
    let y = area.y + area.height.saturating_sub(height) / 2;
    frame.render_widget(Clear, area);
    frame.render_widget(
        Paragraph::new(text).centered().wrap(Wrap { trim: true }),
        Rect {
            y,
            height: area.height.saturating_sub(y - area.y),
            ..area
        },
    );
}
