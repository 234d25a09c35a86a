//! "Delete the saved game?": asked before a saved game's file is removed
//! from the shelf, naming the game; Keep is the default.

use std::path::PathBuf;

use ratatui::Frame;
use ratatui::crossterm::event::MouseEvent;
use ratatui::layout::{Margin, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crate::keys::Intent;
use crate::request::Request;
use crate::{chrome, t, text};

/// The buttons' labels: delete, keep it.
fn buttons() -> [String; 2] {
    [t!("delete-delete"), t!("delete-keep")]
}

/// The question's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delete {
    /// The save's file.
    pub path: PathBuf,
    /// How the picker names the game.
    pub name: String,
    selected: usize,
}

impl Delete {
    /// The question for the save in `path`, named `name`; Keep is selected.
    #[must_use]
    pub fn new(path: PathBuf, name: String) -> Self {
        Delete {
            path,
            name,
            selected: 1,
        }
    }

    fn lines(&self, width: u16) -> Vec<String> {
        let mut lines = text::wrap(&t!("delete-which", game = self.name.as_str()), usize::from(width));
        lines.push(String::new());
        lines.extend(text::wrap(&t!("delete-for-good"), usize::from(width)));
        lines
    }

    /// The popup, sized to its text, and its text and button rows.
    fn layout(&self, body: Rect) -> (Rect, Rect, Rect) {
        let width = 64.min(body.width);
        let lines = u16::try_from(self.lines(width.saturating_sub(4)).len()).unwrap_or(4);
        let popup = chrome::popup(body, width, lines + 4);
        let inner = popup.inner(Margin::new(2, 1));
        let buttons = Rect {
            y: inner.bottom().saturating_sub(1),
            height: 1.min(inner.height),
            ..inner
        };
        (
            popup,
            Rect {
                height: inner.height.saturating_sub(2),
                ..inner
            },
            buttons,
        )
    }

    fn press(&self, button: usize) -> Request {
        if button == 0 {
            Request::Delete(self.path.clone())
        } else {
            Request::CloseOverlay
        }
    }

    /// A key's intent.
    pub fn on_intent(&mut self, intent: Intent) -> Option<Request> {
        match intent {
            // The buttons' row runs right to left in Arabic and Hebrew.
            Intent::Left => self.selected = usize::from(crate::i18n::is_rtl()),
            Intent::Right => self.selected = usize::from(!crate::i18n::is_rtl()),
            Intent::Confirm => return Some(self.press(self.selected)),
            Intent::Delete => return Some(self.press(0)),
            Intent::Back => return Some(Request::CloseOverlay),
            _ => {}
        }
        None
    }

    /// A click on a button presses it.
    pub fn on_mouse(&mut self, mouse: MouseEvent, body: Rect) -> Option<Request> {
        let (_, _, buttons) = self.layout(body);
        let hit = chrome::clicked_button(mouse, buttons, &self::buttons())?;
        Some(self.press(hit))
    }

    /// Draws the question over the body.
    pub fn draw(&self, frame: &mut Frame, body: Rect) {
        let (popup, text_area, buttons) = self.layout(body);
        frame.render_widget(Clear, popup);
        chrome::draw_framed(
            frame,
            Block::new()
                .borders(Borders::ALL)
                .border_style(Style::new().fg(Color::LightRed)),
            popup,
            Line::from(format!(" {} ", t!("delete-title"))).style(Style::new().add_modifier(Modifier::BOLD)),
            Line::default(),
        );
        let lines: Vec<Line> = self.lines(text_area.width).into_iter().map(Line::raw).collect();
        frame.render_widget(crate::bidi::Visual(Paragraph::new(lines)), text_area);
        chrome::draw_buttons(frame, buttons, &self::buttons(), Some(self.selected));
    }
}
