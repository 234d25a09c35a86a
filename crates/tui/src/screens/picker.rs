//! The game picker, on two pages. **Games**: every saved game on the shelf
//! (game, players, how far, when last played), to continue or delete, then
//! every game that has a screen, to start anew. **Results**: the last
//! finished games, to replay move by move, and each player's games played
//! and won per game. Problems with saves and the history are explained under
//! the list, in three rows at most (the help has them all), so the list and
//! "New game" always stay in view.
//!
//! The records are checked off the screen's thread ([`crate::checks`]): a
//! saved game says "…" until its progress is known, and a finished game
//! counts on the Results page once its record has replayed. A game open in
//! another window is listed, marked so.

use crate::seats::marked_names;
use ratatui::Frame;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Position, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use std::path::Path;

use crate::history::Kept;
use crate::i18n::game_words;
use crate::keys::Intent;
use crate::registry::Registered;
use crate::request::Request;
use crate::save::Saved;
use crate::{chrome, t, text};

/// A saved game as the picker offers it.
#[derive(Clone, Debug)]
pub struct SavedGame {
    /// The file and the save.
    pub on_disk: Saved,
    /// Its game.
    pub entry: &'static Registered,
    /// How far it has gone ("move 34 · 2–1 in a match to 5").
    pub progress: String,
    /// When it was last played ("today 21:04").
    pub when: String,
    /// Its progress is still being read (its game reopens it off the screen's thread).
    pub checking: bool,
    /// Another window of Majlis has it open: it cannot be continued or
    /// deleted here until that window lets go.
    pub elsewhere: bool,
}

/// A finished game as the Results page lists it.
#[derive(Clone, Debug)]
pub struct PastGame {
    /// The record kept.
    pub kept: Kept,
    /// Its game's name.
    pub name: &'static str,
    /// When it ended ("yesterday 18:30").
    pub when: String,
    /// Its headline in the interface's language, worded from the game its
    /// record replays to; until then (or for a record that does not replay
    /// to the end) the words kept when it ended are shown.
    pub headline: Option<String>,
}

/// One line of the Games page that can be chosen.
#[derive(Clone, Debug)]
pub enum Entry {
    /// Continue a saved game.
    Continue(SavedGame),
    /// Start a new game of this kind.
    Game {
        /// The game.
        entry: &'static Registered,
    },
}

/// The picker's pages.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Page {
    /// Saved games and new games.
    Games,
    /// Finished games and players' records.
    Results,
}

/// The picker's state.
#[derive(Debug)]
pub struct Picker {
    page: Page,
    entries: Vec<Entry>,
    selected: usize,
    past: Vec<PastGame>,
    /// Finished games whose records are being checked: they count once sound.
    unchecked: Vec<PastGame>,
    past_selected: usize,
    /// Per player: name, then (played, won) per game of `games`.
    players: Vec<(String, Vec<(u32, u32)>)>,
    games: &'static [Registered],
    notice: Vec<String>,
}

/// One row of a page as drawn.
#[derive(Clone, Debug, PartialEq)]
enum Row {
    /// A section's heading.
    Heading(String),
    /// The first line of a choosable item (its index on the page).
    Item(usize),
    /// A further line of an item.
    More(usize, String),
    /// Plain text (the players' table, an empty page's sentence).
    Text(Line<'static>),
    /// A blank row.
    Blank,
}

/// Where the picker's parts are drawn.
#[derive(Debug, PartialEq, Eq)]
pub struct PickerLayout {
    /// The page tabs.
    pub tabs: Rect,
    /// The list of the page, scrolled.
    pub list: Rect,
    /// The notice about saves and the history, if any.
    pub notice: Rect,
}

const WIDTH: u16 = 90;
/// Where an entry's second and later lines start.
const INDENT: usize = 4;
/// The pages' tab labels, in order.
fn tabs() -> [String; 2] {
    [t!("picker-tab-games"), t!("picker-tab-results")]
}
/// The most rows the notice takes under the list; more notices are summed up
/// (the help overlay has them all).
pub const NOTICE_ROWS: usize = 3;

/// The picker's layout in `body` with `notice_lines` lines of notice at the bottom.
#[must_use]
pub fn layout(body: Rect, notice_lines: u16) -> PickerLayout {
    let col = column(body);
    let tabs = Rect {
        height: 1.min(col.height),
        ..col
    };
    let notice_height = notice_lines.min(col.height.saturating_sub(3));
    let notice = Rect {
        y: col.bottom() - notice_height,
        height: notice_height,
        ..col
    };
    let top = tabs.bottom() + 1;
    let bottom = notice.y.saturating_sub(u16::from(notice_height > 0));
    let list = Rect::new(col.x, top, col.width, bottom.saturating_sub(top));
    PickerLayout { tabs, list, notice }
}

/// The column the picker is drawn in.
fn column(body: Rect) -> Rect {
    chrome::column(body.inner(ratatui::layout::Margin::new(2, 1)), WIDTH)
}

impl Picker {
    /// A picker over `games`, with the saved games of the shelf, the
    /// finished games of the history whose records are sound, those still
    /// being checked, and a notice.
    #[must_use]
    pub fn new(
        games: &'static [Registered],
        saved: Vec<SavedGame>,
        past: Vec<PastGame>,
        unchecked: Vec<PastGame>,
        notice: Vec<String>,
    ) -> Self {
        let mut entries: Vec<Entry> = saved.into_iter().map(Entry::Continue).collect();
        entries.extend(games.iter().map(|entry| Entry::Game { entry }));
        let mut picker = Picker {
            page: Page::Games,
            entries,
            selected: 0,
            past,
            unchecked,
            past_selected: 0,
            players: Vec::new(),
            games,
            notice,
        };
        picker.count_players();
        picker
    }

    /// The players' table from the finished games that count.
    fn count_players(&mut self) {
        let games = self.games;
        self.players = crate::history::by_player(self.past.iter().map(|p| &p.kept))
            .into_iter()
            .map(|(name, by_game)| {
                let cells = games
                    .iter()
                    .map(|g| by_game.get(g.id()).map_or((0, 0), |r| (r.played, r.won)))
                    .collect();
                (name, cells)
            })
            .collect();
    }

    /// A saved game's check came back: its progress, or (`None`) its game
    /// refused it and it is taken off the list.
    pub fn save_checked(&mut self, path: &Path, progress: Option<String>) {
        let Some(at) = self
            .entries
            .iter()
            .position(|e| matches!(e, Entry::Continue(s) if s.on_disk.path == path))
        else {
            return;
        };
        match progress {
            Some(progress) => {
                if let Entry::Continue(saved) = &mut self.entries[at] {
                    saved.progress = progress;
                    saved.checking = false;
                }
            }
            None => {
                self.entries.remove(at);
                if self.selected > at {
                    self.selected -= 1;
                }
                self.selected = self.selected.min(self.entries.len().saturating_sub(1));
            }
        }
    }

    /// A finished game's check came back: sound (`Some`, with its headline
    /// in the interface's language when its game is over), it counts; else
    /// it is dropped. A game already counted takes its headline.
    pub fn past_checked(&mut self, path: &Path, sound: Option<Option<String>>) {
        let Some(headline) = sound else {
            if let Some(at) = self.unchecked.iter().position(|p| p.kept.path == path) {
                self.unchecked.remove(at);
            }
            self.past_selected = self.past_selected.min(self.past.len().saturating_sub(1));
            return;
        };
        if let Some(at) = self.unchecked.iter().position(|p| p.kept.path == path) {
            let mut past = self.unchecked.remove(at);
            past.headline = headline;
            self.past.push(past);
            // The last finished first, as the history lists them.
            self.past.sort_by_key(|p| std::cmp::Reverse(p.kept.game.finished_at));
            self.count_players();
        } else if let Some(past) = self.past.iter_mut().find(|p| p.kept.path == path) {
            past.headline = headline.or(past.headline.take());
        }
        self.past_selected = self.past_selected.min(self.past.len().saturating_sub(1));
    }

    /// Adds a sentence to the notice.
    pub fn add_notice(&mut self, notice: String) {
        self.notice.push(notice);
    }

    /// The Games page's entries, in order.
    #[must_use]
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The finished games of the Results page, the last first.
    #[must_use]
    pub fn past(&self) -> &[PastGame] {
        &self.past
    }

    /// The page shown.
    #[must_use]
    pub fn page(&self) -> Page {
        self.page
    }

    /// Takes `old`'s place: its page and what was selected on each page
    /// (the same picker drawn afresh, in another language).
    pub fn take_place(&mut self, old: &Picker) {
        self.page = old.page;
        self.selected = old.selected.min(self.entries.len().saturating_sub(1));
        self.past_selected = old.past_selected.min(self.past.len().saturating_sub(1));
    }

    /// Shows a page.
    pub fn show(&mut self, page: Page) {
        self.page = page;
    }

    /// The selected entry's index on the page shown.
    #[must_use]
    pub fn selected(&self) -> usize {
        match self.page {
            Page::Games => self.selected,
            Page::Results => self.past_selected,
        }
    }

    /// The messages shown under the list.
    #[must_use]
    pub fn notice(&self) -> &[String] {
        &self.notice
    }

    /// The notice as drawn: every sentence when they fit in
    /// [`NOTICE_ROWS`], else the first and how many more, else only how many.
    fn notice_lines(&self, width: u16) -> Vec<String> {
        let width = usize::from(width);
        let all: Vec<String> = self.notice.iter().flat_map(|n| text::wrap(n, width)).collect();
        if all.len() <= NOTICE_ROWS {
            return all;
        }
        let count = self.notice.len();
        let first = text::wrap(&self.notice[0], width);
        let more = count - 1;
        let rest = text::wrap(&t!("picker-notice-more", count = more), width);
        if more > 0 && first.len() + rest.len() <= NOTICE_ROWS {
            return first.into_iter().chain(rest).collect();
        }
        let mut summary = text::wrap(&t!("picker-notice-summary", count = count), width);
        summary.truncate(NOTICE_ROWS);
        summary
    }

    fn layout(&self, body: Rect) -> PickerLayout {
        let width = column(body).width;
        let lines = u16::try_from(self.notice_lines(width).len()).unwrap_or(u16::MAX);
        layout(body, lines)
    }

    /// The number of choosable items on the page shown.
    fn count(&self) -> usize {
        match self.page {
            Page::Games => self.entries.len(),
            Page::Results => self.past.len(),
        }
    }

    /// A key's intent.
    pub fn on_intent(&mut self, intent: Intent) -> Option<Request> {
        let last = self.count().saturating_sub(1);
        let at = match self.page {
            Page::Games => &mut self.selected,
            Page::Results => &mut self.past_selected,
        };
        match intent {
            Intent::Up => *at = at.saturating_sub(1),
            Intent::Down => *at = (*at + 1).min(last),
            Intent::Home => *at = 0,
            Intent::End => *at = last,
            Intent::Next | Intent::Right | Intent::Prev | Intent::Left => {
                self.page = match self.page {
                    Page::Games => Page::Results,
                    Page::Results => Page::Games,
                };
            }
            Intent::Confirm => return self.open(),
            Intent::Delete => return self.ask_delete(),
            Intent::Rules => return self.selected_game().map(Request::Rules),
            Intent::Language => return Some(Request::Language),
            Intent::Help => return Some(Request::Help),
            Intent::Quit | Intent::Back => return Some(Request::Quit),
            _ => {}
        }
        None
    }

    /// A mouse event: a click on a tab shows its page, on an entry opens it;
    /// the wheel moves the selection.
    pub fn on_mouse(&mut self, mouse: MouseEvent, body: Rect) -> Option<Request> {
        match mouse.kind {
            MouseEventKind::Down(MouseButton::Left) => {
                let at = Position::new(mouse.column, mouse.row);
                let layout = self.layout(body);
                if let Some(tab) = tab_rects(layout.tabs, &tabs()).iter().position(|r| r.contains(at)) {
                    self.page = [Page::Games, Page::Results][tab];
                    return None;
                }
                if !layout.list.contains(at) {
                    return None;
                }
                let rows = self.visible_rows(layout.list);
                let hit = match rows.get(usize::from(at.y - layout.list.y))? {
                    Row::Item(i) | Row::More(i, _) => *i,
                    _ => return None,
                };
                match self.page {
                    Page::Games => self.selected = hit,
                    Page::Results => self.past_selected = hit,
                }
                self.open()
            }
            MouseEventKind::ScrollUp => self.on_intent(Intent::Up),
            MouseEventKind::ScrollDown => self.on_intent(Intent::Down),
            _ => None,
        }
    }

    fn open(&self) -> Option<Request> {
        match self.page {
            Page::Games => match self.entries.get(self.selected)? {
                Entry::Continue(saved) => Some(Request::Continue(saved.on_disk.clone())),
                Entry::Game { entry } => Some(Request::Setup(entry)),
            },
            Page::Results => Some(Request::Replay(self.past.get(self.past_selected)?.kept.clone())),
        }
    }

    /// The game of the item selected on the page shown: a new game's, a
    /// saved game's, a finished game's.
    #[must_use]
    pub fn selected_game(&self) -> Option<&'static Registered> {
        match self.page {
            Page::Games => match self.entries.get(self.selected)? {
                Entry::Continue(saved) => Some(saved.entry),
                Entry::Game { entry } => Some(entry),
            },
            Page::Results => {
                let id = &self.past.get(self.past_selected)?.kept.game.game;
                self.games.iter().find(|g| g.id() == id)
            }
        }
    }

    /// Selects the new game `id` on the Games page (the family comes back
    /// from its setup screen to where they were).
    pub fn select_new_game(&mut self, id: &str) {
        if let Some(i) = self
            .entries
            .iter()
            .position(|e| matches!(e, Entry::Game { entry } if entry.id() == id))
        {
            self.page = Page::Games;
            self.selected = i;
        }
    }

    /// The key bar: the picker's keys that do something now, with what they
    /// do to the item selected ("new game", "continue", "replay"); deleting
    /// only on a saved game. The arrows come last, so that at 80 columns a
    /// bar that must leave a pair out leaves out the most obvious one.
    #[must_use]
    pub fn bar_pairs(&self) -> Vec<(String, String)> {
        let item = self.count() > 0;
        let saved = self.page == Page::Games && matches!(self.entries.get(self.selected), Some(Entry::Continue(_)));
        let mut arrows = Vec::new();
        let mut pairs: Vec<(String, String)> = crate::keys::PICKER
            .iter()
            .filter_map(|b| {
                let (key, does) = b.bar?;
                let (key, does) = match b.intent {
                    Intent::Up | Intent::Down => {
                        if self.count() > 1 {
                            arrows.push((key.to_owned(), does.to_owned()));
                        }
                        return None;
                    }
                    Intent::Confirm => match (self.page, saved) {
                        _ if !item => return None,
                        (Page::Games, true) => (key, "key-continue"),
                        (Page::Games, false) => (key, "key-new-game"),
                        (Page::Results, _) => (key, "key-replay"),
                    },
                    Intent::Next => match self.page {
                        Page::Games => ("Tab", "picker-tab-results"),
                        Page::Results => ("Tab", "picker-tab-games"),
                    },
                    Intent::Delete if !saved => return None,
                    Intent::Delete => (key, "key-delete"),
                    Intent::Rules if self.selected_game().is_none() => return None,
                    _ => (key, does),
                };
                Some((key.to_owned(), does.to_owned()))
            })
            .collect();
        pairs.extend(arrows);
        pairs
    }

    fn ask_delete(&self) -> Option<Request> {
        if self.page != Page::Games {
            return None;
        }
        match self.entries.get(self.selected)? {
            Entry::Continue(saved) => Some(Request::AskDelete(saved.on_disk.path.clone(), saved_name(saved))),
            Entry::Game { .. } => None,
        }
    }

    /// Every row of the page shown, for a list `width` wide.
    fn rows(&self, width: u16) -> Vec<Row> {
        let mut rows = Vec::new();
        let text_width = usize::from(width).saturating_sub(INDENT);
        match self.page {
            Page::Games => {
                let saved = self.entries.iter().filter(|e| matches!(e, Entry::Continue(_))).count();
                for (i, entry) in self.entries.iter().enumerate() {
                    if i == 0 && saved > 0 {
                        rows.push(Row::Heading(t!("picker-saved-games")));
                    }
                    if i == saved {
                        if saved > 0 {
                            rows.push(Row::Blank);
                        }
                        rows.push(Row::Heading(t!("picker-new-game")));
                    }
                    rows.push(Row::Item(i));
                    let more = match entry {
                        Entry::Continue(s) => {
                            let mut line =
                                chrome::names_text(&marked_names(&s.on_disk.save.names, &s.on_disk.save.seats));
                            if s.checking {
                                line = format!("{line}  ·  …");
                            } else if !s.progress.is_empty() {
                                line = format!("{line}  ·  {}", s.progress);
                            }
                            line
                        }
                        Entry::Game { entry } => game_words::summary(entry.description),
                    };
                    rows.extend(text::wrap(&more, text_width).into_iter().map(|l| Row::More(i, l)));
                }
            }
            Page::Results => {
                rows.push(Row::Heading(t!("picker-last-games")));
                let quiet = |sentence: String| {
                    text::wrap(&sentence, text_width).into_iter().map(|l| {
                        Row::Text(Line::styled(
                            format!("{}{l}", " ".repeat(INDENT)),
                            Style::new().fg(Color::Gray),
                        ))
                    })
                };
                if !self.unchecked.is_empty() {
                    rows.extend(quiet(t!("picker-reading", count = self.unchecked.len())));
                } else if self.past.is_empty() {
                    rows.extend(quiet(t!("picker-none-finished")));
                }
                for (i, past) in self.past.iter().enumerate() {
                    // Who won, then who played, whole: wrapped, never cut.
                    let game = &past.kept.game;
                    let players = chrome::names_text(&marked_names(&game.names, &game.seats));
                    rows.push(Row::Item(i));
                    let headline = past.headline.as_ref().unwrap_or(&game.ending.headline);
                    for line in [headline, &players] {
                        rows.extend(text::wrap(line, text_width).into_iter().map(|l| Row::More(i, l)));
                    }
                }
                rows.push(Row::Blank);
                rows.extend(self.players_table(width));
            }
        }
        rows
    }

    /// The players' table: a column per game, "played / won", each game's
    /// name over two rows where it has two words, so the columns are narrow
    /// and the names whole (as long as the widest, up to what is left).
    fn players_table(&self, width: u16) -> Vec<Row> {
        let mut rows = vec![Row::Heading(t!("picker-players-table"))];
        if self.players.is_empty() {
            return rows;
        }
        let heads: Vec<(String, String)> = self.games.iter().map(|g| two_rows(g.description.latin)).collect();
        let values: Vec<Vec<String>> = self
            .players
            .iter()
            .map(|(_, cells)| {
                cells
                    .iter()
                    .map(|&(played, won)| {
                        if played == 0 {
                            "–".to_owned()
                        } else {
                            format!("{played} / {won}")
                        }
                    })
                    .collect()
            })
            .collect();
        let cells: Vec<usize> = (0..self.games.len())
            .map(|k| {
                let (a, b) = &heads[k];
                values
                    .iter()
                    .filter_map(|row| row.get(k))
                    .map(|v| text::width(v))
                    .chain([text::width(a), text::width(b)])
                    .max()
                    .unwrap_or(1)
            })
            .collect();
        let columns: usize = cells.iter().map(|c| c + 2).sum();
        let longest = self.players.iter().map(|(n, _)| text::width(n)).max().unwrap_or(4);
        let name_w = longest.min(usize::from(width).saturating_sub(INDENT + columns).max(6));
        let quiet = Style::new().fg(Color::Gray);
        for top in [true, false] {
            let mut header = format!("{}{}", " ".repeat(INDENT), " ".repeat(name_w));
            for ((a, b), &cell) in heads.iter().zip(&cells) {
                header.push_str(&format!("  {}", text::pad_left(if top { a } else { b }, cell)));
            }
            rows.push(Row::Text(Line::styled(header, quiet)));
        }
        for ((name, _), row) in self.players.iter().zip(&values) {
            let mut line = format!("{}{}", " ".repeat(INDENT), text::pad(name, name_w));
            for (value, &cell) in row.iter().zip(&cells) {
                line.push_str(&format!("  {}", text::pad_left(value, cell)));
            }
            rows.push(Row::Text(Line::raw(line)));
        }
        rows
    }

    /// The rows that fit in `list`, scrolled so that the selected item shows.
    fn visible_rows(&self, list: Rect) -> Vec<Row> {
        let rows = self.rows(list.width);
        let height = usize::from(list.height);
        let selected = self.selected();
        let first = rows.iter().position(|r| *r == Row::Item(selected)).unwrap_or(0);
        let last = rows
            .iter()
            .rposition(|r| matches!(r, Row::Item(i) | Row::More(i, _) if *i == selected))
            .unwrap_or(0);
        // Scroll just enough to show the selected item whole, its heading too when it fits.
        let offset = if last < height {
            0
        } else {
            (last + 1 - height).min(first.saturating_sub(1))
        };
        rows.into_iter().skip(offset).take(height).collect()
    }

    /// Every name the picker can show: the saved games' and the finished
    /// games' players, and the players' records (for the bidirectional
    /// layer, which reads each as a unit).
    #[must_use]
    pub fn names(&self) -> Vec<String> {
        let saved = self.entries.iter().filter_map(|e| match e {
            Entry::Continue(saved) => Some(&saved.on_disk.save.names),
            Entry::Game { .. } => None,
        });
        let past = self.past.iter().map(|p| &p.kept.game.names);
        saved
            .chain(past)
            .flatten()
            .chain(self.players.iter().map(|(name, _)| name))
            .cloned()
            .collect()
    }

    /// Draws the picker into the body.
    pub fn draw(&self, frame: &mut Frame, body: Rect) {
        crate::bidi::set_names(&self.names());
        let layout = self.layout(body);
        let saved = self.entries.iter().filter(|e| matches!(e, Entry::Continue(_))).count();
        draw_tabs(frame, layout.tabs, self.page, &self.counts(saved));
        let buf = frame.buffer_mut();
        // Each row of the list is a line of text: right to left, the marker
        // and the names go to the right, when and how many to the left.
        let selected = self.selected();
        for (row, y) in self.visible_rows(layout.list).into_iter().zip(layout.list.y..) {
            let line = match row {
                Row::Heading(text) => {
                    Line::styled(text, Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED))
                }
                Row::Item(i) => self.item_line(i, i == selected, layout.list.width),
                Row::More(_, text) => {
                    Line::styled(format!("{}{text}", " ".repeat(INDENT)), Style::new().fg(Color::Gray))
                }
                Row::Text(line) => line,
                Row::Blank => continue,
            };
            buf.set_line(layout.list.x, y, &line, layout.list.width);
        }
        crate::bidi::visual_area(buf, layout.list);
        let notice: Vec<Line> = self
            .notice_lines(layout.notice.width)
            .into_iter()
            .map(|l| Line::styled(l, Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD)))
            .collect();
        frame.render_widget(crate::bidi::Visual(Paragraph::new(notice)), layout.notice);
    }

    /// An item's first line: the marker, its name lit when selected (reverse
    /// video as well as colour, so it reads without colour), and at the
    /// right what kind of item it is.
    fn item_line(&self, i: usize, selected: bool, width: u16) -> Line<'static> {
        let marker = if selected { crate::widgets::pointer() } else { "  " };
        let name_style = if selected {
            crate::widgets::lit(Color::Cyan).add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        };
        let (mut spans, right) = match self.page {
            Page::Games => match self.entries.get(i) {
                Some(Entry::Continue(s)) => (
                    heading_spans(
                        t!("picker-continue", game = game_words::heading(s.entry.description).0),
                        game_words::heading(s.entry.description).1,
                        name_style,
                    ),
                    if s.elsewhere {
                        t!("picker-open-elsewhere")
                    } else {
                        s.when.clone()
                    },
                ),
                Some(Entry::Game { entry }) => (
                    {
                        let (name, original) = game_words::heading(entry.description);
                        heading_spans(name, original, name_style)
                    },
                    game_words::players_text(entry.description),
                ),
                None => (Vec::new(), String::new()),
            },
            Page::Results => match self.past.get(i) {
                Some(p) => (
                    vec![Span::styled(format!(" {} ", self.past_title(p)), name_style)],
                    p.when.clone(),
                ),
                None => (Vec::new(), String::new()),
            },
        };
        spans.insert(0, Span::raw(marker));
        let used: usize = spans.iter().map(|s| text::width(&s.content)).sum();
        let gap = usize::from(width).saturating_sub(used + text::width(&right));
        spans.push(Span::raw(" ".repeat(gap)));
        spans.push(Span::styled(right, Style::new().fg(Color::Gray)));
        Line::from(spans)
    }
}

/// A game's name on its item's line, lit when selected, and its original
/// name beside it in its own colour where the heading gives one.
fn heading_spans(name: String, original: Option<&'static str>, style: Style) -> Vec<Span<'static>> {
    let mut spans = vec![Span::styled(format!(" {name} "), style)];
    if let Some(original) = original {
        spans.push(Span::raw("  "));
        spans.push(Span::styled(original, Style::new().fg(Color::Yellow)));
    }
    spans
}

/// A game's name over two rows of a table's header: split at the space or
/// after the hyphen that makes the wider half narrowest ("Wajh" over
/// "al-Nahs"); a one-word name on the second row alone.
fn two_rows(name: &str) -> (String, String) {
    let splits = name
        .char_indices()
        .filter_map(|(at, c)| match c {
            ' ' => Some((&name[..at], &name[at + 1..])),
            '-' => Some((&name[..=at], &name[at + 1..])),
            _ => None,
        })
        .min_by_key(|(a, b)| text::width(a).max(text::width(b)));
    match splits {
        Some((a, b)) => (a.to_owned(), b.to_owned()),
        None => (String::new(), name.to_owned()),
    }
}

impl Picker {
    /// The counts beside the tabs: the games there are to start, the saved
    /// games to continue and the finished ones, each counted apart.
    fn counts(&self, saved: usize) -> String {
        t!(
            "picker-counts",
            games = self.entries.len() - saved,
            saved = saved,
            finished = self.past.len()
        )
    }

    /// A finished game's name on the Results page: its game's name as a
    /// heading gives it in the interface language, else the name it was kept with.
    fn past_title(&self, past: &PastGame) -> String {
        self.games
            .iter()
            .find(|g| g.id() == past.kept.game.game)
            .map_or_else(|| past.name.to_owned(), |g| game_words::heading(g.description).0)
    }
}

/// How the picker names a saved game in a question: "Shesh-Besh (שש בש), Amal vs Dov (move 34)".
fn saved_name(saved: &SavedGame) -> String {
    let names = chrome::names_text(&marked_names(&saved.on_disk.save.names, &saved.on_disk.save.seats));
    let game = game_words::heading(saved.entry.description).0;
    if saved.progress.is_empty() {
        t!("picker-saved-name", game = game, names = names)
    } else {
        t!(
            "picker-saved-name-progress",
            game = game,
            names = names,
            progress = saved.progress.as_str()
        )
    }
}

/// The tabs' rectangles in their row: from the left, or right to left from the right.
fn tab_rects(row: Rect, labels: &[String]) -> Vec<Rect> {
    let mut x = row.x;
    labels
        .iter()
        .map(|t| {
            let w = u16::try_from(text::width(t) + 4).unwrap_or(12);
            let r = Rect::new(x, row.y, w, 1).intersection(row);
            x = x.saturating_add(w + 2);
            crate::i18n::mirror(row, r)
        })
        .collect()
}

/// The page tabs: the shown one bracketed and lit, the other plain; how to
/// switch at the right (at the left, right to left).
fn draw_tabs(frame: &mut Frame, row: Rect, page: Page, counts: &str) {
    let buf = frame.buffer_mut();
    let labels = tabs();
    for (k, (rect, label)) in tab_rects(row, &labels).into_iter().zip(&labels).enumerate() {
        let on = [Page::Games, Page::Results][k] == page;
        let (text, style) = if on {
            (
                format!("[ {label} ]"),
                crate::widgets::lit(Color::Cyan).add_modifier(Modifier::BOLD),
            )
        } else {
            (format!("  {label}  "), Style::new().fg(Color::Gray))
        };
        buf.set_stringn(rect.x, rect.y, text, usize::from(rect.width), style);
        crate::bidi::visual_area(buf, rect);
    }
    let w = u16::try_from(text::width(counts)).unwrap_or(0);
    let tabs_width = tab_rects(row, &labels).iter().map(|r| r.width + 2).sum::<u16>();
    let counted = row.width > w + tabs_width;
    if counted {
        let rect = crate::i18n::mirror(row, Rect::new(row.right() - w, row.y, w, 1));
        buf.set_string(rect.x, rect.y, counts, Style::new().fg(Color::Gray));
        crate::bidi::visual_area(buf, rect);
    }
    // The language on, in its own name, after the tabs, with the key that
    // changes it: at every width, so a family that reads no English finds it.
    let name = crate::i18n::lang().native_name();
    let at = row.x.saturating_add(tabs_width).saturating_add(1);
    let end = if counted {
        row.right().saturating_sub(w + 2)
    } else {
        row.right()
    };
    let need = u16::try_from(text::width(name) + 4).unwrap_or(u16::MAX);
    if at.saturating_add(need) <= end {
        let rect = crate::i18n::mirror(row, Rect::new(at, row.y, need, 1));
        buf.set_string(rect.x, rect.y, " L ", crate::keys::key_style());
        buf.set_string(rect.x + 4, rect.y, name, Style::new().add_modifier(Modifier::BOLD));
        crate::bidi::visual_area(buf, rect);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_game_is_described_in_one_line_at_80_columns() {
        let body = chrome::chrome(Rect::new(0, 0, 80, 24)).body;
        let picker = Picker::new(crate::games::SCREENS, Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let rows = picker.rows(layout(body, 0).list.width);
        for i in 0..picker.entries().len() {
            let lines = rows.iter().filter(|r| matches!(r, Row::More(k, _) if *k == i)).count();
            assert_eq!(lines, 1, "{rows:?}");
        }
    }

    #[test]
    fn a_games_name_goes_over_two_rows_at_its_narrowest_split() {
        assert_eq!(two_rows("Wajh al-Nahs"), ("Wajh".into(), "al-Nahs".into()));
        assert_eq!(two_rows("Shesh-Besh"), ("Shesh-".into(), "Besh".into()));
        assert_eq!(two_rows("Toki Toki"), ("Toki".into(), "Toki".into()));
        assert_eq!(two_rows("Khixa"), (String::new(), "Khixa".into()));
    }

    #[test]
    fn the_list_scrolls_to_keep_the_selected_entry_whole() {
        let games = crate::games::SCREENS;
        let mut picker = Picker::new(games, Vec::new(), Vec::new(), Vec::new(), Vec::new());
        let list = Rect::new(0, 0, 60, 4);
        assert_eq!(picker.visible_rows(list)[0], Row::Heading(t!("picker-new-game")));
        picker.on_intent(Intent::End);
        let last = picker.entries().len() - 1;
        let rows = picker.visible_rows(list);
        assert!(rows.contains(&Row::Item(last)), "{rows:?}");
        assert!(matches!(rows.last(), Some(Row::More(i, _)) if *i == last), "{rows:?}");
    }
}
