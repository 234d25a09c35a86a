//! "Leave the game?": the game is saved, then the family goes back to the picker or
//! quits Majlis — or keeps playing. When saving failed, it says so and offers to
//! leave without saving.

use ratatui::Frame;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Margin, Position, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

use crate::keys::Intent;
use crate::request::{Exit, Request};
use crate::ui;

/// The overlay's state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Confirm {
    selected: usize,
    /// Why the last save failed; the buttons then leave without saving.
    pub error: Option<String>,
}

/// Where the overlay's parts are drawn.
#[derive(Debug, PartialEq, Eq)]
pub struct ConfirmLayout {
    /// The popup.
    pub popup: Rect,
    /// The message.
    pub text: Rect,
    /// The button row.
    pub buttons: Rect,
}

/// The layout in `body`; a save error takes more room.
#[must_use]
pub fn layout(body: Rect, error: bool) -> ConfirmLayout {
    let popup = ui::popup(body, 70, if error { 11 } else { 8 });
    let inner = popup.inner(Margin::new(2, 1));
    let buttons = Rect {
        y: inner.bottom().saturating_sub(1),
        height: 1.min(inner.height),
        ..inner
    };
    let text = Rect {
        height: inner.height.saturating_sub(2),
        ..inner
    };
    ConfirmLayout { popup, text, buttons }
}

impl Confirm {
    /// The overlay after a failed save.
    #[must_use]
    pub fn failed(error: String) -> Self {
        Confirm {
            selected: 2,
            error: Some(error),
        }
    }

    fn labels(&self) -> [&'static str; 3] {
        if self.error.is_some() {
            ["Leave unsaved", "Quit unsaved", "Keep playing"]
        } else {
            ["Save, to picker", "Save and quit", "Keep playing"]
        }
    }

    fn press(&self, button: usize) -> Request {
        let save = self.error.is_none();
        match button {
            0 => Request::Leave { to: Exit::Picker, save },
            1 => Request::Leave {
                to: Exit::Program,
                save,
            },
            _ => Request::CloseOverlay,
        }
    }

    /// A key's intent.
    pub fn on_intent(&mut self, intent: Intent) -> Option<Request> {
        match intent {
            Intent::Left => self.selected = self.selected.saturating_sub(1),
            Intent::Right => self.selected = (self.selected + 1).min(2),
            Intent::Confirm => return Some(self.press(self.selected)),
            Intent::ToPicker => return Some(self.press(0)),
            Intent::Quit => return Some(self.press(1)),
            Intent::Back => return Some(Request::CloseOverlay),
            _ => {}
        }
        None
    }

    /// A click on a button presses it.
    pub fn on_mouse(&mut self, mouse: MouseEvent, body: Rect) -> Option<Request> {
        let MouseEventKind::Down(MouseButton::Left) = mouse.kind else {
            return None;
        };
        let row = layout(body, self.error.is_some()).buttons;
        let hit = ui::button_at(row, &self.labels(), Position::new(mouse.column, mouse.row))?;
        self.selected = hit;
        Some(self.press(hit))
    }

    /// Draws the overlay over the body.
    pub fn draw(&self, frame: &mut Frame, body: Rect) {
        let layout = layout(body, self.error.is_some());
        frame.render_widget(Clear, layout.popup);
        frame.render_widget(
            Block::new()
                .borders(Borders::ALL)
                .border_style(Style::new().fg(Color::Yellow))
                .title(Line::from(" Leave the game? ").centered()),
            layout.popup,
        );
        let text = match &self.error {
            None => vec![
                Line::raw("The game will be saved. Choose Continue in the picker to play on."),
                Line::raw(""),
                Line::styled(
                    "p: save, to picker   q: save and quit   Esc: keep playing",
                    Style::new().fg(Color::Gray),
                ),
            ],
            Some(error) => vec![
                Line::styled(
                    "The game could not be saved:",
                    Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD),
                ),
                Line::styled(error.clone(), Style::new().fg(Color::LightRed)),
                Line::raw(""),
                Line::raw("Leaving now loses this game."),
            ],
        };
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), layout.text);
        ui::draw_buttons(frame, layout.buttons, &self.labels(), Some(self.selected));
    }
}
