//! The results screen: the session's summary, then "Play again" (same players and
//! options, a new seed) or "Back to picker".

use ratatui::Frame;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Margin, Position, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use rules_core::Seat;
use serde_json::Value;

use crate::keys::Intent;
use crate::registry::Registered;
use crate::request::{NewGame, Request};
use crate::session::Summary;
use crate::{text, ui};

const BUTTONS: [&str; 2] = ["Play again", "Back to picker"];

/// The results screen's state.
#[derive(Debug)]
pub struct Results {
    /// The game played.
    pub entry: &'static Registered,
    /// The players, one per seat.
    pub names: Vec<String>,
    /// The options it was played with.
    pub options: Value,
    /// How it ended.
    pub summary: Summary,
    /// A problem worth saying (the autosave could not be removed).
    pub note: Option<String>,
    selected: usize,
}

/// Where the results screen's parts are drawn.
#[derive(Debug, PartialEq, Eq)]
pub struct ResultsLayout {
    /// The framed panel.
    pub panel: Rect,
    /// Headline, scores and details, inside the panel.
    pub text: Rect,
    /// The button row.
    pub buttons: Rect,
    /// The note line.
    pub note: Rect,
}

const WIDTH: u16 = 72;

/// The layout in `body` for `text_rows` rows of text (headline, scores, details).
#[must_use]
pub fn layout(body: Rect, text_rows: u16) -> ResultsLayout {
    let column = ui::column(body.inner(Margin::new(2, 1)), WIDTH);
    // Borders, a blank row above the text, a blank row and the buttons below it.
    let height = text_rows.saturating_add(5).min(column.height.saturating_sub(2));
    let panel = ui::popup(column, column.width, height);
    let inner = panel.inner(Margin::new(2, 1));
    let buttons = Rect {
        y: inner.bottom().saturating_sub(1),
        height: 1.min(inner.height),
        ..inner
    };
    let text = Rect {
        y: inner.y + 1,
        height: inner.height.saturating_sub(3),
        ..inner
    };
    let note = Rect::new(panel.x, panel.bottom(), panel.width, 2).intersection(body);
    ResultsLayout {
        panel,
        text,
        buttons,
        note,
    }
}

/// The width of the text inside the panel.
fn text_width(body: Rect) -> u16 {
    ui::column(body.inner(Margin::new(2, 1)), WIDTH).width.saturating_sub(4)
}

impl Results {
    /// The results of a finished game.
    #[must_use]
    pub fn new(entry: &'static Registered, names: Vec<String>, options: Value, summary: Summary) -> Self {
        Results {
            entry,
            names,
            options,
            summary,
            note: None,
            selected: 0,
        }
    }

    /// The same players and options, for a new game.
    #[must_use]
    pub fn again(&self) -> NewGame {
        NewGame {
            entry: self.entry,
            names: self.names.clone(),
            options: self.options.clone(),
        }
    }

    /// A key's intent.
    pub fn on_intent(&mut self, intent: Intent) -> Option<Request> {
        match intent {
            Intent::Left | Intent::Up | Intent::Prev => self.selected = 0,
            Intent::Right | Intent::Down | Intent::Next => self.selected = 1,
            Intent::Confirm => return Some(self.press(self.selected)),
            Intent::PlayAgain => return Some(self.press(0)),
            Intent::ToPicker | Intent::Back => return Some(self.press(1)),
            Intent::Help => return Some(Request::Help),
            Intent::Quit => return Some(Request::Quit),
            _ => {}
        }
        None
    }

    fn press(&self, button: usize) -> Request {
        if button == 0 {
            Request::Start(self.again())
        } else {
            Request::ToPicker
        }
    }

    /// A click on a button presses it.
    pub fn on_mouse(&mut self, mouse: MouseEvent, body: Rect) -> Option<Request> {
        let MouseEventKind::Down(MouseButton::Left) = mouse.kind else {
            return None;
        };
        let hit = ui::button_at(
            self.layout(body).buttons,
            &BUTTONS,
            Position::new(mouse.column, mouse.row),
        )?;
        self.selected = hit;
        Some(self.press(hit))
    }

    fn layout(&self, body: Rect) -> ResultsLayout {
        layout(
            body,
            u16::try_from(self.lines(text_width(body)).len()).unwrap_or(u16::MAX),
        )
    }

    /// The text of the panel, wrapped to `width`.
    fn lines(&self, width: u16) -> Vec<Line<'static>> {
        let width = usize::from(width);
        let bold = Style::new().add_modifier(Modifier::BOLD);
        let mut lines: Vec<Line> = text::wrap(&self.summary.headline, width)
            .into_iter()
            .map(|l| Line::styled(l, bold.fg(Color::Yellow)).centered())
            .collect();
        lines.push(Line::raw(""));
        let name_width = self.names.iter().map(|n| text::width(n)).max().unwrap_or(0);
        for (seat, name) in self.names.iter().enumerate() {
            let won = self.summary.winners.contains(&Seat::new(seat));
            let score = self
                .summary
                .scores
                .get(seat)
                .map_or_else(|| "–".to_owned(), ToString::to_string);
            let mark = if won { "★ " } else { "  " };
            let style = if won { bold.fg(Color::Green) } else { Style::new() };
            lines.push(Line::from(vec![
                Span::styled(format!("{mark}{}", text::pad(name, name_width)), style),
                Span::styled(format!("  {score:>4}"), style),
                Span::styled(if won { "  winner" } else { "" }, style),
            ]));
        }
        if !self.summary.details.is_empty() {
            lines.push(Line::raw(""));
            for detail in &self.summary.details {
                lines.extend(
                    text::wrap(detail, width)
                        .into_iter()
                        .map(|l| Line::styled(l, Style::new().fg(Color::Gray))),
                );
            }
        }
        lines
    }

    /// Draws the summary into the body.
    pub fn draw(&self, frame: &mut Frame, body: Rect) {
        let layout = self.layout(body);
        let block = Block::new()
            .borders(Borders::ALL)
            .title(Line::from(format!(" {} — results ", self.entry.description.display_name())).centered());
        frame.render_widget(block, layout.panel);
        frame.render_widget(Paragraph::new(self.lines(layout.text.width)), layout.text);
        ui::draw_buttons(frame, layout.buttons, &BUTTONS, Some(self.selected));
        if let Some(note) = &self.note {
            frame.render_widget(
                Paragraph::new(note.as_str())
                    .style(Style::new().fg(Color::LightRed))
                    .wrap(Wrap { trim: true }),
                layout.note,
            );
        }
    }
}
