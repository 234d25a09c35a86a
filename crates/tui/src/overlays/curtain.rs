//! The pass-the-device curtain: before a seat with hidden cards plays, the whole
//! game is hidden behind a screen naming that player, until they press a key.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crate::{text, ui};

/// The card's width at most.
const WIDTH: u16 = 56;

/// The card's lines for `name`, wrapped to `width`: the name and the
/// sentence wrap inside the frame, however long the name.
fn lines(name: &str, width: u16) -> Vec<Line<'static>> {
    let width = usize::from(width);
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut lines = vec![
        Line::raw(""),
        Line::styled("Pass the device to", Style::new().fg(Color::Gray)),
        Line::raw(""),
    ];
    lines.extend(
        text::wrap(name, width)
            .into_iter()
            .map(|l| Line::styled(l, bold.fg(Color::Yellow))),
    );
    lines.push(Line::raw(""));
    lines.extend(
        text::wrap(
            &format!("{name}: press any key when only you can see the screen."),
            width,
        )
        .into_iter()
        .map(Line::raw),
    );
    lines.push(Line::raw(""));
    lines
}

/// The card in `body` for `name`: as tall as its wrapped text.
#[must_use]
pub fn card(body: Rect, name: &str) -> Rect {
    let width = WIDTH.min(body.width);
    let rows = u16::try_from(lines(name, width.saturating_sub(4)).len()).unwrap_or(u16::MAX);
    ui::popup(body, width, rows.saturating_add(2))
}

/// Draws the curtain for `name` over the whole body.
pub fn draw(frame: &mut Frame, body: Rect, name: &str) {
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
    frame.render_widget(Paragraph::new(lines(name, inner.width)).centered(), inner);
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
        terminal.draw(|f| draw(f, f.area(), name)).expect("drawn");
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
        let text = rows.join("\n");
        assert!(text.contains("Abdelrahman Ahma: press any key when only you"), "{text}");
        assert!(text.contains("can see the screen."), "the sentence wraps: {text}");
    }
}
