//! The help overlay: the keys of the screen under it, the game's own keys, the
//! house rules set at this table, and the game's rules summary (its Markdown
//! rendered), every line wrapped to the overlay, scrollable.

use ratatui::Frame;
use ratatui::layout::{Margin, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crate::keys::{self, Intent};
use crate::{chrome, markdown, text};

/// What the help overlay shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HelpContent {
    /// Groups of (key, what it does), each under a heading.
    pub sections: Vec<(String, Vec<(String, String)>)>,
    /// The game's options as set at this table: (label, value, what it does).
    pub options: Vec<(String, String, String)>,
    /// The game's rules summary (Markdown), if a game is open.
    pub rules: Option<&'static str>,
    /// Notes about the saved games and results (the picker's notice in full).
    pub notes: Vec<String>,
}

/// The help overlay's state: how far it is scrolled, and whether it shows
/// a game's rules alone (asked for from the picker, before the game starts).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Help {
    scroll: usize,
    rules_of: Option<&'static str>,
}

/// The popup's width at most.
const WIDTH: u16 = 84;

/// The popup's frame in `body` for `content`: as tall as its text, up to
/// the body less a row above and below (then it scrolls).
#[must_use]
pub fn layout(body: Rect, content: &HelpContent) -> Rect {
    let width = WIDTH.min(body.width);
    let lines = content.lines(width.saturating_sub(4)).len();
    let height = u16::try_from(lines)
        .unwrap_or(u16::MAX)
        .saturating_add(2)
        .min(body.height.saturating_sub(2));
    chrome::popup(body, width, height)
}

/// The text area inside the popup.
fn text_area(body: Rect, content: &HelpContent) -> Rect {
    layout(body, content).inner(Margin::new(2, 1))
}

impl HelpContent {
    /// The content as lines wrapped to `width` columns: every key row, option
    /// and rule fits (a long description wraps under itself).
    #[must_use]
    pub fn lines(&self, width: u16) -> Vec<Line<'static>> {
        let width = usize::from(width).max(20);
        let heading = markdown::HEADING;
        let mut lines = Vec::new();
        for (title, pairs) in &self.sections {
            lines.push(Line::styled(title.clone(), heading));
            let key_width = pairs
                .iter()
                .map(|(k, _)| text::width(k))
                .max()
                .unwrap_or(0)
                .min(width / 3);
            // Two spaces, the key in its box (one space each side), two spaces.
            let lead = key_width + 6;
            for (key, does) in pairs {
                let wrapped = text::wrap(does, width.saturating_sub(lead).max(8));
                for (i, part) in wrapped.into_iter().enumerate() {
                    let mut spans = if i == 0 {
                        vec![
                            Span::raw("  "),
                            Span::styled(format!(" {} ", text::pad(key, key_width)), keys::key_style()),
                            Span::raw("  "),
                        ]
                    } else {
                        vec![Span::raw(" ".repeat(lead))]
                    };
                    spans.push(Span::raw(part));
                    lines.push(Line::from(spans));
                }
            }
            lines.push(Line::raw(""));
        }
        if !self.notes.is_empty() {
            lines.push(Line::styled(crate::t!("help-notes"), heading));
            for note in &self.notes {
                lines.extend(
                    text::wrap(note, width.saturating_sub(2))
                        .into_iter()
                        .map(|l| Line::raw(format!("  {l}"))),
                );
                lines.push(Line::raw(""));
            }
        }
        if !self.options.is_empty() {
            lines.push(Line::styled(crate::t!("help-house-rules"), heading));
            for (label, value, does) in &self.options {
                lines.push(Line::from(vec![
                    Span::raw(format!("  {} ", crate::t!("help-option-label", label = label.as_str()))),
                    Span::styled(value.clone(), Style::new().add_modifier(Modifier::BOLD)),
                ]));
                lines.extend(
                    text::wrap(does, width.saturating_sub(4))
                        .into_iter()
                        .map(|l| Line::raw(format!("    {l}"))),
                );
            }
            lines.push(Line::raw(""));
        }
        if let Some(rules) = self.rules {
            lines.extend(markdown::render(rules, width));
        }
        lines
    }
}

impl Help {
    /// The overlay showing the rules of the game `id` alone.
    #[must_use]
    pub fn rules(id: &'static str) -> Self {
        Help {
            scroll: 0,
            rules_of: Some(id),
        }
    }

    /// The game whose rules it shows alone, if it shows nothing else.
    #[must_use]
    pub fn rules_of(&self) -> Option<&'static str> {
        self.rules_of
    }

    /// How far down the text starts.
    #[must_use]
    pub fn scroll(&self) -> usize {
        self.scroll
    }

    /// Scrolls for a key's intent; `Back` closes (returns true).
    pub fn on_intent(&mut self, intent: Intent, content: &HelpContent, body: Rect) -> bool {
        let area = text_area(body, content);
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
        let outer = layout(body, content);
        let area = text_area(body, content);
        let lines = content.lines(area.width);
        let total = lines.len();
        let shown: Vec<Line> = lines
            .into_iter()
            .skip(self.scroll)
            .take(usize::from(area.height))
            .collect();
        let position = if total > usize::from(area.height) {
            format!(
                " {} ",
                crate::t!(
                    "help-position",
                    first = self.scroll + 1,
                    last = (self.scroll + usize::from(area.height)).min(total),
                    total = total
                )
            )
        } else {
            String::new()
        };
        let title = if self.rules_of.is_some() {
            crate::t!("help-title-rules")
        } else {
            crate::t!("help-title")
        };
        frame.render_widget(Clear, outer);
        chrome::draw_framed(
            frame,
            Block::new()
                .borders(Borders::ALL)
                .border_style(Style::new().fg(Color::Cyan)),
            outer,
            Line::from(format!(" {title} ")),
            Line::from(position),
        );
        frame.render_widget(crate::bidi::Visual(Paragraph::new(shown)), area);
    }
}
