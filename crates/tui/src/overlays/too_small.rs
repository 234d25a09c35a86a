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
        crate::t!("too-small-quit-saving")
    } else {
        crate::t!("too-small-quit")
    };
    let text = vec![
        Line::styled(
            crate::t!("too-small-title"),
            Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD),
        ),
        Line::raw(crate::t!(
            "too-small-needs",
            need_columns = need.0,
            need_rows = need.1,
            columns = area.width,
            rows = area.height
        )),
        Line::raw(crate::t!("too-small-enlarge")),
        Line::raw(leave),
    ];
    let height = u16::try_from(text.len()).unwrap_or(0);
    let y = area.y + area.height.saturating_sub(height) / 2;
    frame.render_widget(Clear, area);
    frame.render_widget(
        crate::bidi::Visual(Paragraph::new(text).centered().wrap(Wrap { trim: true })),
        Rect {
            y,
            height: area.height.saturating_sub(y - area.y),
            ..area
        },
    );
}
