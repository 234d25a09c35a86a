//! The game picker: every game that has a screen, and "Continue" when a game was
//! saved. Save problems are explained here.

use ratatui::Frame;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Position, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::keys::Intent;
use crate::registry::Registered;
use crate::request::Request;
use crate::save::SaveFile;
use crate::{text, ui};

/// One line of the picker.
#[derive(Clone, Debug)]
pub enum Entry {
    /// Resume the autosave.
    Continue {
        /// The saved game.
        save: SaveFile,
        /// Its game.
        entry: &'static Registered,
    },
    /// Start a new game of this kind.
    Game {
        /// The game.
        entry: &'static Registered,
    },
}

/// The picker's state.
#[derive(Debug)]
pub struct Picker {
    entries: Vec<Entry>,
    selected: usize,
    notice: Vec<String>,
}

/// Where the picker's parts are drawn.
#[derive(Debug, PartialEq, Eq)]
pub struct PickerLayout {
    /// "Pick a game".
    pub heading: Rect,
    /// One rectangle per entry (entries that do not fit are left out).
    pub entries: Vec<Rect>,
    /// The notice about saves, if any.
    pub notice: Rect,
}

const WIDTH: u16 = 90;

/// The picker's layout in `body`: entries of the given heights (in rows) and
/// `notice_lines` lines of notice at the bottom.
#[must_use]
pub fn layout(body: Rect, heights: &[u16], notice_lines: u16) -> PickerLayout {
    let col = column(body);
    let heading = Rect {
        height: 2.min(col.height),
        ..col
    };
    let notice_height = notice_lines.min(col.height.saturating_sub(heading.height));
    let notice = Rect {
        y: col.bottom() - notice_height,
        height: notice_height,
        ..col
    };
    let list_top = heading.bottom();
    let list_bottom = notice.y.saturating_sub(u16::from(notice_height > 0));
    let rows: u16 = heights.iter().sum();
    let count = u16::try_from(heights.len()).unwrap_or(u16::MAX);
    // A blank row between entries when there is room for it.
    let gap = u16::from(rows.saturating_add(count) <= list_bottom.saturating_sub(list_top));
    let mut y = list_top;
    let mut entries = Vec::new();
    for height in heights {
        if y + height > list_bottom {
            break;
        }
        entries.push(Rect::new(col.x, y, col.width, *height));
        y += height + gap;
    }
    PickerLayout {
        heading,
        entries,
        notice,
    }
}

/// The column the picker is drawn in.
fn column(body: Rect) -> Rect {
    ui::column(body.inner(ratatui::layout::Margin::new(2, 1)), WIDTH)
}

/// Where an entry's second and later lines start.
const INDENT: usize = 4;

impl Picker {
    /// A picker over `games`, with a Continue entry for `save` and a notice.
    #[must_use]
    pub fn new(games: &'static [Registered], save: Option<SaveFile>, notice: Vec<String>) -> Self {
        let mut entries = Vec::new();
        if let Some(save) = save
            && let Some(entry) = games.iter().find(|g| g.id() == save.game)
        {
            entries.push(Entry::Continue { save, entry });
        }
        entries.extend(games.iter().map(|entry| Entry::Game { entry }));
        Picker {
            entries,
            selected: 0,
            notice,
        }
    }

    /// The entries, in order.
    #[must_use]
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The selected entry's index.
    #[must_use]
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// The messages shown under the list.
    #[must_use]
    pub fn notice(&self) -> &[String] {
        &self.notice
    }

    fn notice_lines(&self, width: u16) -> Vec<String> {
        self.notice
            .iter()
            .flat_map(|n| text::wrap(n, usize::from(width)))
            .collect()
    }

    fn layout(&self, body: Rect) -> PickerLayout {
        let width = column(body).width;
        let heights: Vec<u16> = self
            .entries
            .iter()
            .map(|e| 1 + u16::try_from(entry_text(e, width).len()).unwrap_or(u16::MAX))
            .collect();
        let lines = u16::try_from(self.notice_lines(width).len()).unwrap_or(u16::MAX);
        layout(body, &heights, lines)
    }

    /// A key's intent.
    pub fn on_intent(&mut self, intent: Intent) -> Option<Request> {
        let last = self.entries.len().saturating_sub(1);
        match intent {
            Intent::Up => self.selected = self.selected.saturating_sub(1),
            Intent::Down => self.selected = (self.selected + 1).min(last),
            Intent::Home => self.selected = 0,
            Intent::End => self.selected = last,
            Intent::Confirm => return self.open(),
            Intent::Help => return Some(Request::Help),
            Intent::Quit | Intent::Back => return Some(Request::Quit),
            _ => {}
        }
        None
    }

    /// A mouse event: a click opens the entry under it; the wheel moves the selection.
    pub fn on_mouse(&mut self, mouse: MouseEvent, body: Rect) -> Option<Request> {
        match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) => {
                let at = Position::new(mouse.column, mouse.row);
                let hit = self.layout(body).entries.iter().position(|r| r.contains(at))?;
                self.selected = hit;
                self.open()
            }
            MouseEventKind::ScrollUp => self.on_intent(Intent::Up),
            MouseEventKind::ScrollDown => self.on_intent(Intent::Down),
            _ => None,
        }
    }

    fn open(&self) -> Option<Request> {
        match self.entries.get(self.selected)? {
            Entry::Continue { save, .. } => Some(Request::Continue(save.clone())),
            Entry::Game { entry } => Some(Request::Setup(entry)),
        }
    }

    /// Draws the picker into the body.
    pub fn draw(&self, frame: &mut Frame, body: Rect) {
        let layout = self.layout(body);
        frame.render_widget(
            Paragraph::new(Line::styled("Pick a game", Style::new().add_modifier(Modifier::BOLD))),
            layout.heading,
        );
        for (i, (entry, rect)) in self.entries.iter().zip(&layout.entries).enumerate() {
            draw_entry(frame, *rect, entry, i == self.selected);
        }
        let notice: Vec<Line> = self
            .notice_lines(layout.notice.width)
            .into_iter()
            .map(|l| Line::styled(l, Style::new().fg(Color::LightRed)))
            .collect();
        frame.render_widget(Paragraph::new(notice), layout.notice);
    }
}

/// An entry's lines under its name, wrapped to the column.
fn entry_text(entry: &Entry, width: u16) -> Vec<String> {
    let text = match entry {
        Entry::Continue { save, .. } => format!("{}  ·  pick up where you left off", ui::names_text(&save.names)),
        Entry::Game { entry } => entry.description.summary.to_owned(),
    };
    text::wrap(&text, usize::from(width).saturating_sub(INDENT))
}

fn draw_entry(frame: &mut Frame, rect: Rect, entry: &Entry, selected: bool) {
    let marker = if selected { "▶ " } else { "  " };
    let name_style = if selected {
        Style::new()
            .fg(Color::Black)
            .bg(Color::Cyan)
            .add_modifier(Modifier::BOLD)
    } else {
        Style::new().add_modifier(Modifier::BOLD)
    };
    let (first, right) = match entry {
        Entry::Continue { entry, .. } => (
            vec![Span::styled(
                format!(" Continue: {} ", entry.description.display_name()),
                name_style,
            )],
            "saved game".to_owned(),
        ),
        Entry::Game { entry } => (
            vec![
                Span::styled(format!(" {} ", entry.description.latin), name_style),
                Span::raw("  "),
                Span::styled(entry.description.original, Style::new().fg(Color::Yellow)),
            ],
            format!("{} players", entry.description.players_text()),
        ),
    };
    let mut line = vec![Span::raw(marker)];
    line.extend(first);
    let top = Rect { height: 1, ..rect };
    frame.render_widget(Paragraph::new(Line::from(line)), top);
    frame.render_widget(
        Paragraph::new(Line::from(right).right_aligned().style(Style::new().fg(Color::Gray))),
        top,
    );
    let indent = " ".repeat(INDENT);
    let text: Vec<Line> = entry_text(entry, rect.width)
        .into_iter()
        .map(|l| Line::styled(format!("{indent}{l}"), Style::new().fg(Color::Gray)))
        .collect();
    frame.render_widget(
        Paragraph::new(text),
        Rect {
            y: rect.y + 1,
            height: rect.height.saturating_sub(1),
            ..rect
        },
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_game_is_described_in_one_line_at_80_columns() {
        let body = ui::chrome(Rect::new(0, 0, 80, 24)).body;
        let picker = Picker::new(crate::games::SCREENS, None, Vec::new());
        assert!(!picker.entries().is_empty());
        for entry in picker.entries() {
            let lines = entry_text(entry, column(body).width);
            assert_eq!(lines.len(), 1, "{lines:?}");
        }
    }

    #[test]
    fn entries_are_spaced_when_they_fit_and_packed_when_tight() {
        let roomy = layout(Rect::new(0, 1, 100, 28), &[2, 3], 0);
        assert_eq!(roomy.entries.len(), 2);
        assert_eq!(roomy.entries[1].y - roomy.entries[0].y, 3, "two rows and a blank");
        assert_eq!(roomy.entries[1].height, 3);
        let tight = layout(Rect::new(0, 1, 80, 14), &[2, 2, 2, 2, 2], 2);
        assert_eq!(tight.entries[1].y - tight.entries[0].y, 2);
        assert!(tight.entries.iter().all(|r| r.bottom() <= tight.notice.y));
        assert_eq!(tight.entries.len(), 3, "only what fits above the notice: rows 4 to 10");
    }
}
