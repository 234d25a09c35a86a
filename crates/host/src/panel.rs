//! The host's own screen: the table as ever, with a strip saying how many
//! have joined by SSH, and a panel (F2) with how to join (the command line
//! and the passphrase), who has joined, and the seats of players who left,
//! which the host may give to a computer and take back.

use majlis_tui::app::{App, Mode};
use majlis_tui::bidi::Visual;
use majlis_tui::session::Session;
use majlis_tui::t;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyCode, KeyEventKind};
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget, Wrap};

use crate::table::{Hosting, Served};

/// The app as the table actor serves it.
pub struct AppTable<'a>(pub &'a mut App);

/// The app, read only.
struct AppRef<'a>(&'a App);

fn title_of(app: &App) -> Option<String> {
    match app.screen() {
        Mode::Setup(setup) => Some(setup.entry().description.display_name()),
        Mode::Game(playing) => Some(playing.entry.description.display_name()),
        Mode::Results(results) => Some(results.entry.description.display_name()),
        _ => None,
    }
}

impl Served for AppTable<'_> {
    fn session(&mut self) -> Option<&mut dyn Session> {
        match self.0.playing_mut() {
            Some(playing) => Some(playing.session.as_mut()),
            None => None,
        }
    }

    fn session_ref(&self) -> Option<&dyn Session> {
        self.0.playing().map(|p| p.session.as_ref())
    }

    fn title(&self) -> Option<String> {
        title_of(self.0)
    }

    fn ended(&self) -> Option<String> {
        match self.0.screen() {
            Mode::Results(results) => Some(results.summary.headline.clone()),
            _ => None,
        }
    }

    fn moved_on(&mut self) {
        self.0.after_outside_change();
    }
}

/// The hook on the host's main loop: the actor's turns, the panel's keys
/// and its drawing.
pub struct HostHook {
    /// The table actor.
    pub hosting: Hosting,
    /// The join lines ("ssh -p 2222 NAME@192.168.1.20"), one an address.
    pub join: Vec<String>,
    /// Whether the panel is open.
    pub open: bool,
    /// The seat chosen in the panel (an index into its list).
    pub chosen: usize,
}

/// The longest the host's loop waits for its own keys before the table
/// actor takes its turn: a player's key waits at most this long before it
/// reaches the game (the terminal's event wait cannot be woken from the SSH
/// threads).
pub const TICK: std::time::Duration = std::time::Duration::from_millis(10);

/// The key that opens and closes the panel.
pub const PANEL_KEY: KeyCode = KeyCode::F(2);

impl majlis_tui::terminal::Hook for HostHook {
    fn turn(&mut self, app: &mut App, changed: bool) -> bool {
        self.hosting.turn(&mut AppTable(app), changed)
    }

    fn event(&mut self, app: &mut App, event: &Event) -> bool {
        let Event::Key(key) = event else { return false };
        if key.kind != KeyEventKind::Press {
            return false;
        }
        if key.code == PANEL_KEY {
            self.open = !self.open;
            return true;
        }
        if !self.open {
            return false;
        }
        let seats = self.hosting.seats(&AppTable(app));
        match key.code {
            KeyCode::Esc => self.open = false,
            KeyCode::Up => self.chosen = self.chosen.saturating_sub(1),
            KeyCode::Down => self.chosen = (self.chosen + 1).min(seats.len().saturating_sub(1)),
            KeyCode::Char('c') | KeyCode::Char('r') => {
                if let Some(state) = seats.get(self.chosen) {
                    let computer = key.code == KeyCode::Char('c');
                    self.hosting.give_to_computer(&mut AppTable(app), state.seat, computer);
                }
            }
            _ => {}
        }
        true
    }

    fn draw(&self, app: &App, frame: &mut Frame) {
        let area = frame.area();
        let count = self.hosting.clients().len();
        // The latest news first ("amal has left the table"): the host sees
        // who is away without opening the panel.
        let short = format!(" {} ", t!("host-strip", count = count));
        let long = self
            .hosting
            .news()
            .map(|news| format!(" {news} · {} ", t!("host-strip", count = count)));
        // On the title row, in the blank between the title's words, never
        // over them: the long strip if it fits, else the short one, else
        // none (F2 still opens the panel).
        let placed = long
            .into_iter()
            .chain([short])
            .find_map(|strip| strip_place(frame.buffer_mut(), area, &strip).map(|at| (strip, at)));
        if let Some((strip, at)) = placed {
            Visual(Paragraph::new(strip).style(Style::new().fg(Color::Black).bg(Color::Cyan)))
                .render(at, frame.buffer_mut());
        }
        if self.open {
            self.draw_panel(app, frame);
        }
    }

    fn tick(&self) -> std::time::Duration {
        TICK
    }
}

/// Where the host's strip goes on the title row (`area`'s first) already
/// drawn in `buf`: the rightmost blank run that holds it with a blank on
/// each side (none needed at the row's edge), against the run's right end,
/// so the title's words on both sides stay whole. `None` when no run does.
#[must_use]
pub fn strip_place(buf: &Buffer, area: Rect, strip: &str) -> Option<Rect> {
    let width = u16::try_from(majlis_tui::text::width(strip)).ok()?;
    if area.is_empty() || width == 0 {
        return None;
    }
    let blank = |x: u16| buf.cell((x, area.y)).is_none_or(|c| c.symbol().trim().is_empty());
    let mut end = area.right();
    while end > area.x {
        // The blank run ending at `end` (exclusive).
        let mut start = end;
        while start > area.x && blank(start - 1) {
            start -= 1;
        }
        let after = u16::from(end < area.right());
        let before = u16::from(start > area.x);
        if end - start >= width + after + before {
            return Some(Rect::new(end - after - width, area.y, width, 1));
        }
        // Past the word before this run.
        end = start;
        while end > area.x && !blank(end - 1) {
            end -= 1;
        }
    }
    None
}

impl HostHook {
    /// The panel's lines.
    #[must_use]
    pub fn lines(&self, app: &App) -> Vec<Line<'static>> {
        let mut lines = vec![Line::raw(t!("host-panel-join"))];
        for join in &self.join {
            lines.push(Line::styled(
                format!("  {join}"),
                Style::new().add_modifier(Modifier::BOLD),
            ));
        }
        lines.extend([
            Line::raw(t!(
                "host-panel-passphrase",
                words = self.hosting.shared().passphrase.text()
            )),
            Line::raw(""),
        ]);
        let clients = self.hosting.clients();
        if clients.is_empty() {
            lines.push(Line::raw(t!("host-panel-nobody")));
        } else {
            let names: Vec<String> = clients.iter().map(|c| c.link.name.clone()).collect();
            lines.push(Line::raw(t!("host-panel-joined", names = names.join(", "))));
        }
        let served = AppRef(app);
        let seats = self.hosting.seats(&served);
        if !seats.is_empty() {
            lines.push(Line::raw(""));
        }
        for (index, state) in seats.iter().enumerate() {
            let seat = state.seat.index() + 1;
            let name = state.name.as_str();
            let text = match (state.here, state.computer) {
                (_, true) => t!("host-panel-computer", name = name, seat = seat),
                (true, false) => t!("host-panel-playing", name = name, seat = seat),
                (false, false) => t!("host-panel-away", name = name, seat = seat),
            };
            let marker = if index == self.chosen { "▶ " } else { "  " };
            lines.push(Line::raw(format!("{marker}{text}")));
        }
        lines.push(Line::raw(""));
        lines.push(Line::raw(t!("host-panel-keys")));
        lines
    }

    fn draw_panel(&self, app: &App, frame: &mut Frame) {
        let lines = self.lines(app);
        let height = u16::try_from(lines.len() + 2).unwrap_or(u16::MAX);
        let area = majlis_tui::chrome::popup(frame.area(), 72, height);
        Clear.render(area, frame.buffer_mut());
        let block = Block::default().borders(Borders::ALL);
        let inner = block.inner(area);
        block.render(area, frame.buffer_mut());
        // The title on the top border, in visual order (an Arabic or Hebrew
        // title read right to left, at the right end).
        let title = format!(" {} ", t!("host-panel-title"));
        let width = u16::try_from(majlis_tui::text::width(&title))
            .unwrap_or(u16::MAX)
            .min(inner.width);
        let at = majlis_tui::i18n::mirror(inner, Rect::new(inner.x, area.y, width, 1.min(area.height)));
        Visual(Paragraph::new(title)).render(at, frame.buffer_mut());
        Visual(Paragraph::new(lines).wrap(Wrap { trim: false })).render(inner, frame.buffer_mut());
    }
}

impl Served for AppRef<'_> {
    fn session(&mut self) -> Option<&mut dyn Session> {
        None
    }

    fn session_ref(&self) -> Option<&dyn Session> {
        self.0.playing().map(|p| p.session.as_ref())
    }

    fn title(&self) -> Option<String> {
        title_of(self.0)
    }

    fn ended(&self) -> Option<String> {
        None
    }

    fn moved_on(&mut self) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(text: &str) -> (Buffer, Rect) {
        let area = Rect::new(0, 0, u16::try_from(majlis_tui::text::width(text)).unwrap_or(0), 1);
        let mut buf = Buffer::empty(area);
        buf.set_string(0, 0, text, Style::new());
        (buf, area)
    }

    #[test]
    fn the_strip_sits_between_the_titles_words_never_over_them() {
        let title = " Majlis · Jackar                              deal 1 of 5 · amal to play ";
        let (buf, area) = row(title);
        let at = strip_place(&buf, area, " F2 by SSH: 2 players ").expect("room");
        let column = |word: &str| title[..title.find(word).unwrap_or(0)].chars().count() as u16;
        assert_eq!(at.right() + 1, column("deal"), "one blank before the right words");
        assert!(at.x > column("Jackar") + 6, "one blank after the left words");
    }

    #[test]
    fn an_empty_right_end_takes_the_strip_flush_right() {
        let (buf, area) = row(" Majlis                                        ");
        let at = strip_place(&buf, area, " F2 ").expect("room");
        assert_eq!(at.right(), area.right());
    }

    #[test]
    fn no_room_no_strip() {
        let (buf, area) = row(" Majlis · Jackar  deal 1 of 5 · amal to play ");
        assert_eq!(strip_place(&buf, area, " F2 by SSH: 2 players "), None);
    }
}
