//! The pass-the-device curtain: before a seat with hidden cards plays, the whole
//! game is hidden behind a screen naming that player, until they press a key.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crate::ui;

/// Draws the curtain for `name` over the whole body.
pub fn draw(frame: &mut Frame, body: Rect, name: &str) {
    frame.render_widget(Clear, body);
    frame.render_widget(Block::new().style(Style::new().bg(Color::Blue)), body);
    let card = ui::popup(body, 56, 9);
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let text = vec![
        Line::raw(""),
        Line::styled("Pass the device to", Style::new().fg(Color::Gray)),
        Line::raw(""),
        Line::styled(name.to_owned(), bold.fg(Color::Yellow)),
        Line::raw(""),
        Line::styled(
            format!("{name}: press any key when only you can see the screen."),
            Style::new(),
        ),
    ];
    frame.render_widget(Clear, card);
    frame.render_widget(
        Paragraph::new(text)
            .centered()
            .wrap(ratatui::widgets::Wrap { trim: true })
            .block(
                Block::new()
                    .borders(Borders::ALL)
                    .border_style(Style::new().fg(Color::Yellow)),
            ),
        card,
    );
}
