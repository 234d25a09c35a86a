//! "Leave the game?": the game is saved, then the family goes back to the picker or
//! quits Majlis — or keeps playing. When a choice is shown but not confirmed
//! (a turn played halfway), it says that leaving drops it. When the last
//! autosave failed, it says so, why and what to do, rather than promise a
//! save; when saving on leaving fails, it says so and offers to leave
//! without saving. The popup is as tall as its text.

use ratatui::Frame;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Margin, Position, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph};

use crate::chrome;
use crate::keys::Intent;
use crate::request::{Exit, Request};
use crate::save::Failure;

/// The overlay's state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Confirm {
    selected: usize,
    /// Why saving on leaving failed; the buttons then leave without saving.
    pub error: Option<Failure>,
    /// What leaving would drop (a choice not confirmed), if anything.
    pub dropped: Option<String>,
    /// Why the last autosave failed, if it did: the moves since are not saved.
    pub unsaved: Option<Failure>,
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

/// The popup's width at most.
const WIDTH: u16 = 70;

/// The layout in `body` for `text_rows` rows of text: the popup as tall as
/// its text, the buttons under it.
#[must_use]
pub fn layout(body: Rect, text_rows: u16) -> ConfirmLayout {
    layout_with(body, text_rows, 1)
}

/// The layout with `button_rows` rows of buttons: one, or one a button when
/// their words are too long for one row (a longer language).
fn layout_with(body: Rect, text_rows: u16, button_rows: u16) -> ConfirmLayout {
    let popup = chrome::popup(body, WIDTH, text_rows.saturating_add(3 + button_rows));
    let inner = popup.inner(Margin::new(2, 1));
    let buttons = Rect {
        y: inner.bottom().saturating_sub(button_rows),
        height: button_rows.min(inner.height),
        ..inner
    };
    let text = Rect {
        height: inner.height.saturating_sub(1 + button_rows),
        ..inner
    };
    ConfirmLayout { popup, text, buttons }
}

impl Confirm {
    /// The overlay after a failed save.
    #[must_use]
    pub fn failed(error: Failure) -> Self {
        Confirm {
            selected: 2,
            error: Some(error),
            dropped: None,
            unsaved: None,
        }
    }

    /// The question, warning that leaving drops `dropped` (a choice not confirmed).
    #[must_use]
    pub fn dropping(dropped: Option<String>) -> Self {
        Confirm::asking(dropped, None)
    }

    /// The question, warning that leaving drops `dropped` (a choice not
    /// confirmed) and, when the last autosave failed (`unsaved`), that the
    /// game is not saved, why, and what to do.
    #[must_use]
    pub fn asking(dropped: Option<String>, unsaved: Option<Failure>) -> Self {
        Confirm {
            dropped,
            unsaved,
            ..Confirm::default()
        }
    }

    /// The text, wrapped to `width`.
    fn lines(&self, width: u16) -> Vec<Line<'static>> {
        let width = usize::from(width);
        let wrap = |text: &str, style: Style| -> Vec<Line<'static>> {
            crate::text::wrap(text, width)
                .into_iter()
                .map(|l| Line::styled(l, style))
                .collect()
        };
        let gray = Style::new().fg(Color::Gray);
        let warn = Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD);
        // A failed save told whole: what failed, why, what to do, and what
        // leaving now does.
        let failure_told = |heading: &str, failure: &Failure, leaving: &str| {
            let mut told = wrap(heading, warn);
            told.extend(wrap(&failure.reason, Style::new().fg(Color::LightRed)));
            told.extend(wrap(&failure.advice, Style::new()));
            told.push(Line::raw(""));
            told.extend(wrap(leaving, Style::new()));
            told
        };
        let mut lines = Vec::new();
        match &self.error {
            None => {
                if let Some(dropped) = &self.dropped {
                    lines.extend(wrap(&crate::t!("leave-drops", what = dropped.as_str()), warn));
                    lines.push(Line::raw(""));
                }
                match &self.unsaved {
                    None => lines.extend(wrap(&crate::t!("leave-will-save"), Style::new())),
                    Some(failure) => lines.extend(failure_told(
                        &crate::t!("leave-not-saved"),
                        failure,
                        &crate::t!("leave-tries-again"),
                    )),
                }
                lines.push(Line::raw(""));
                lines.extend(wrap(&crate::t!("leave-keys"), gray));
            }
            Some(error) => lines.extend(failure_told(
                &crate::t!("leave-save-failed"),
                error,
                &crate::t!("leave-loses-moves"),
            )),
        }
        lines
    }

    fn layout(&self, body: Rect) -> ConfirmLayout {
        let width = WIDTH.min(body.width).saturating_sub(4);
        let labels = self.labels();
        let rows = if chrome::buttons_width(&labels) > width {
            u16::try_from(labels.len()).unwrap_or(1)
        } else {
            1
        };
        layout_with(body, u16::try_from(self.lines(width).len()).unwrap_or(u16::MAX), rows)
    }

    fn labels(&self) -> [String; 3] {
        if self.error.is_some() {
            [
                crate::t!("leave-unsaved-to-picker"),
                crate::t!("leave-unsaved-quit"),
                crate::t!("leave-keep-playing"),
            ]
        } else {
            [
                crate::t!("leave-save-to-picker"),
                crate::t!("leave-save-quit"),
                crate::t!("leave-keep-playing"),
            ]
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
            // The buttons' row runs right to left in Arabic and Hebrew.
            Intent::Left if crate::i18n::is_rtl() => self.selected = (self.selected + 1).min(2),
            Intent::Right if crate::i18n::is_rtl() => self.selected = self.selected.saturating_sub(1),
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
        let at = Position::new(mouse.column, mouse.row);
        let hit = chrome::button_rows(self.layout(body).buttons, &self.labels())
            .iter()
            .position(|r| r.contains(at))?;
        self.selected = hit;
        Some(self.press(hit))
    }

    /// Draws the overlay over the body.
    pub fn draw(&self, frame: &mut Frame, body: Rect) {
        let layout = self.layout(body);
        frame.render_widget(Clear, layout.popup);
        chrome::draw_framed(
            frame,
            Block::new()
                .borders(Borders::ALL)
                .border_style(Style::new().fg(Color::Yellow)),
            layout.popup,
            Line::from(format!(" {} ", crate::t!("leave-title"))),
            Line::default(),
        );
        frame.render_widget(
            crate::bidi::Visual(Paragraph::new(self.lines(layout.text.width))),
            layout.text,
        );
        chrome::draw_button_rows(frame, layout.buttons, &self.labels(), Some(self.selected));
    }
}
