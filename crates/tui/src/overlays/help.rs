//! The help overlay: the keys of the screen under it, the game's own keys, and the
//! game's rules summary, scrollable.

use ratatui::Frame;
use ratatui::layout::{Margin, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crate::keys::{self, Intent};
use crate::ui;

/// What the help overlay shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HelpContent {
    /// Groups of (key, what it does), each under a heading.
    pub sections: Vec<(String, Vec<(String, String)>)>,
    /// The game's rules summary, if a game is open.
    pub rules: Option<&'static str>,
}

/// The help overlay's state: how far it is scrolled.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Help {
    scroll: usize,
}

/// The popup's frame in `body`.
#[must_use]
pub fn layout(body: Rect) -> Rect {
    ui::popup(body, 84, body.height.saturating_sub(2))
}

/// The text area inside the popup.
fn text_area(body: Rect) -> Rect {
    layout(body).inner(Margin::new(2, 1))
}

impl HelpContent {
    /// The content as lines wrapped to `width`.
    #[must_use]
    pub fn lines(&self, width: u16) -> Vec<Line<'static>> {
        let heading = Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD);
        let mut lines = Vec::new();
        for (title, pairs) in &self.sections {
            lines.push(Line::styled(title.clone(), heading));
            let key_width = pairs
                .iter()
                .map(|(k, _)| Line::from(k.as_str()).width())
                .max()
                .unwrap_or(0);
            for (key, does) in pairs {
                lines.push(Line::from(vec![
                    Span::raw("  "),
                    Span::styled(format!(" {key:<key_width$} "), keys::key_style()),
                    Span::raw(format!("  {does}")),
                ]));
            }
            lines.push(Line::raw(""));
        }
        if let Some(rules) = self.rules {
            lines.push(Line::styled("Rules", heading));
            lines.extend(
                ui::wrap(rules.trim_end(), usize::from(width))
                    .into_iter()
                    .map(Line::raw),
            );
        }
        lines
    }
}

impl Help {
    /// How far down the text starts.
    #[must_use]
    pub fn scroll(&self) -> usize {
        self.scroll
    }

    /// Scrolls for a key's intent; `Back` closes (returns true).
    pub fn on_intent(&mut self, intent: Intent, content: &HelpContent, body: Rect) -> bool {
        let area = text_area(body);
        let total = content.lines(area.width).len();
        let page = usize::from(area.height.max(1));
        let last = total.saturating_sub(page);
        self.scroll = match intent {
            Intent::Up => self.scroll.saturating_sub(1),
            Intent::Down => self.scroll + 1,
            Intent::PageUp => self.scroll.saturating_sub(page),
            Intent::PageDown => self.scroll + page,
            Intent::Home => 0,
            Intent::End => last,
            Intent::Back => return true,
            _ => self.scroll,
        }
        .min(last);
        false
    }

    /// Draws the overlay over the body.
    pub fn draw(&self, frame: &mut Frame, body: Rect, content: &HelpContent) {
        let outer = layout(body);
        let area = text_area(body);
        let lines = content.lines(area.width);
        let total = lines.len();
        let shown: Vec<Line> = lines
            .into_iter()
            .skip(self.scroll)
            .take(usize::from(area.height))
            .collect();
        let position = if total > usize::from(area.height) {
            format!(
                " {}–{} of {total} ",
                self.scroll + 1,
                (self.scroll + usize::from(area.height)).min(total)
            )
        } else {
            String::new()
        };
        frame.render_widget(Clear, outer);
        frame.render_widget(
            Block::new()
                .borders(Borders::ALL)
                .border_style(Style::new().fg(Color::Cyan))
                .title(Line::from(" Help ").centered())
                .title_bottom(Line::from(position).right_aligned()),
            outer,
        );
        frame.render_widget(Paragraph::new(shown), area);
    }
}
