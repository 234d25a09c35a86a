//! The results screen: the game's final picture (its board as the game
//! ended, when the game draws one, beside or above the text), the session's
//! summary (the verdict, the scores, a match's score sheet), then "Play
//! again" (same players and options, a new seed) or "Back to picker".
//!
//! Every name and figure is there at 80×24: the scores list computers by
//! their short labels ("Computer 2", the levels said below it), the word
//! "winner" only where it fits beside the ★, and text longer than the panel
//! scrolls (↑↓, PgUp/PgDn, the wheel), the panel's edge saying so.

use ratatui::Frame;
use ratatui::crossterm::event::{MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Margin, Position, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use rules_core::Seat;
use serde_json::Value;

use crate::i18n::game_words;
use crate::keys::Intent;
use crate::registry::Registered;
use crate::request::{NewGame, Request};
use crate::seats::{SeatKind, kind_of};
use crate::session::{Session, Summary};
use crate::{chrome, t, text};

/// The buttons' labels: play again, back to the picker.
fn buttons() -> [String; 2] {
    [t!("results-play-again"), t!("results-to-picker")]
}
/// Lines PgUp and PgDn scroll the text.
const PAGE: isize = 5;

/// The results screen's state.
pub struct Results {
    /// The game played.
    pub entry: &'static Registered,
    /// The players, one per seat.
    pub names: Vec<String>,
    /// The options it was played with.
    pub options: Value,
    /// How it ended.
    pub summary: Summary,
    /// A problem worth saying (the save could not be removed, the history not written).
    pub note: Option<String>,
    /// The finished game, for its final picture.
    pub session: Option<Box<dyn Session>>,
    /// Who played each seat (empty: people only).
    pub seats: Vec<SeatKind>,
    selected: usize,
    /// Lines of the text scrolled past.
    scroll: usize,
}

impl std::fmt::Debug for Results {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Results")
            .field("game", &self.entry.id())
            .field("names", &self.names)
            .field("summary", &self.summary)
            .finish_non_exhaustive()
    }
}

/// Where the results screen's parts are drawn.
#[derive(Debug, PartialEq, Eq)]
pub struct ResultsLayout {
    /// The framed panel.
    pub panel: Rect,
    /// Headline, scores and details, inside the panel.
    pub text: Rect,
    /// The buttons: one row, or one row each when the panel is narrow.
    pub buttons: Rect,
    /// The note line.
    pub note: Rect,
}

const WIDTH: u16 = 72;
/// The narrowest the summary is drawn beside the final picture.
const PANEL_MIN: u16 = 30;

/// The layout in `body` for `text_rows` rows of text (headline, scores,
/// details), with room under the panel for a note when there is one.
#[must_use]
pub fn layout(body: Rect, text_rows: u16, note: bool) -> ResultsLayout {
    let column = chrome::column(body.inner(Margin::new(2, 1)), WIDTH);
    let button_rows = if column.width.saturating_sub(4) < chrome::buttons_width(&buttons()) {
        2
    } else {
        1
    };
    // Borders, a blank row above the text, a blank row and the buttons below it.
    let height = text_rows
        .saturating_add(4 + button_rows)
        .min(column.height.saturating_sub(if note { 2 } else { 0 }));
    let panel = chrome::popup(column, column.width, height);
    let inner = panel.inner(Margin::new(2, 1));
    let buttons = Rect {
        y: inner.bottom().saturating_sub(button_rows),
        height: button_rows.min(inner.height),
        ..inner
    };
    let text = Rect {
        y: inner.y + 1,
        height: inner.height.saturating_sub(2 + button_rows),
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
    chrome::column(body.inner(Margin::new(2, 1)), WIDTH)
        .width
        .saturating_sub(4)
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
            session: None,
            seats: Vec::new(),
            selected: 0,
            scroll: 0,
        }
    }

    /// The same results, saying which seats computers played (and "Play
    /// again" seats them again).
    #[must_use]
    pub fn with_seats(mut self, seats: Vec<SeatKind>) -> Self {
        self.seats = seats;
        self
    }

    /// The same results with the finished game, whose final picture is drawn.
    #[must_use]
    pub fn with_final(mut self, session: Box<dyn Session>) -> Self {
        self.session = Some(session);
        self
    }

    /// Where the final picture goes in `body`, and what is left for the
    /// summary: beside it when both fit side by side, else above it when
    /// `rows` of summary fit below, else nowhere (the summary alone).
    fn split(&self, body: Rect) -> (Option<Rect>, Rect) {
        let Some((w, h)) = self.session.as_ref().and_then(|s| s.final_size()) else {
            return (None, body);
        };
        let rows = u16::try_from(self.lines(text_width(body)).len()).unwrap_or(u16::MAX);
        if body.width >= w + 1 + PANEL_MIN && body.height >= h {
            // Side by side: the board first in the reading direction.
            let board = Rect::new(body.x, body.y + (body.height - h) / 2, w, h);
            let rest = Rect::new(body.x + w + 1, body.y, body.width - w - 1, body.height);
            return (Some(crate::i18n::mirror(body, board)), crate::i18n::mirror(body, rest));
        }
        if body.height >= h + rows.min(6) + 4 && body.width >= w {
            let board = Rect::new(body.x + (body.width - w) / 2, body.y, w, h);
            let rest = Rect::new(body.x, body.y + h, body.width, body.height - h);
            return (Some(board), rest);
        }
        (None, body)
    }

    /// The same players and options, for a new game.
    #[must_use]
    pub fn again(&self) -> NewGame {
        NewGame {
            entry: self.entry,
            names: self.names.clone(),
            options: self.options.clone(),
            seats: self.seats.clone(),
        }
    }

    /// A key's intent; `body` is where the results are drawn (for scrolling).
    pub fn on_intent(&mut self, intent: Intent, body: Rect) -> Option<Request> {
        match intent {
            // The buttons' row runs right to left in Arabic and Hebrew.
            Intent::Left if crate::i18n::is_rtl() => self.selected = 1,
            Intent::Right if crate::i18n::is_rtl() => self.selected = 0,
            Intent::Left | Intent::Prev => self.selected = 0,
            Intent::Right | Intent::Next => self.selected = 1,
            Intent::Up => self.scroll_by(-1, body),
            Intent::Down => self.scroll_by(1, body),
            Intent::PageUp => self.scroll_by(-PAGE, body),
            Intent::PageDown => self.scroll_by(PAGE, body),
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

    /// Scrolls the text by `by` lines (towards its end when positive),
    /// within what there is to see in `body`.
    fn scroll_by(&mut self, by: isize, body: Rect) {
        let most = self.hidden_lines(body);
        self.scroll = self.scroll.saturating_add_signed(by).min(most);
    }

    /// How many lines of the text do not fit in the panel drawn in `body`.
    fn hidden_lines(&self, body: Rect) -> usize {
        let layout = self.layout(body);
        self.lines(layout.text.width)
            .len()
            .saturating_sub(usize::from(layout.text.height))
    }

    /// Whether the text is longer than the panel in `body` (↑↓ scroll it).
    #[must_use]
    pub fn scrolls(&self, body: Rect) -> bool {
        self.hidden_lines(body) > 0
    }

    /// A click on a button presses it; the wheel scrolls the text.
    pub fn on_mouse(&mut self, mouse: MouseEvent, body: Rect) -> Option<Request> {
        match mouse.kind {
            MouseEventKind::ScrollUp => self.scroll_by(-1, body),
            MouseEventKind::ScrollDown => self.scroll_by(1, body),
            _ => {}
        }
        let MouseEventKind::Down(MouseButton::Left) = mouse.kind else {
            return None;
        };
        let at = Position::new(mouse.column, mouse.row);
        let hit = chrome::button_rows(self.layout(body).buttons, &buttons())
            .iter()
            .position(|r| r.contains(at))?;
        self.selected = hit;
        Some(self.press(hit))
    }

    fn layout(&self, body: Rect) -> ResultsLayout {
        let (_, rest) = self.split(body);
        layout(
            rest,
            u16::try_from(self.lines(text_width(rest)).len()).unwrap_or(u16::MAX),
            self.note.is_some(),
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
        // Short labels: two computers never read the same when a name is cut.
        let labels = crate::seats::labels(&self.names);
        let scores: Vec<String> = (0..labels.len())
            .map(|seat| {
                self.summary
                    .scores
                    .get(seat)
                    .map_or_else(|| "–".to_owned(), ToString::to_string)
            })
            .collect();
        let score_width = scores.iter().map(|s| text::width(s)).max().unwrap_or(1).max(4);
        // The ★, a gap and the score always; the name what is left, at most its width.
        let room = width.saturating_sub(2 + 2 + score_width);
        let name_width = labels.iter().map(|n| text::width(n)).max().unwrap_or(0).min(room);
        let winner = format!("  {}", t!("results-winner"));
        let winner_word = 2 + 2 + name_width + 2 + score_width + text::width(&winner) <= width;
        for (seat, (name, score)) in labels.iter().zip(&scores).enumerate() {
            let won = self.summary.winners.contains(&Seat::new(seat));
            let mark = if won { "★ " } else { "  " };
            let style = if won { bold.fg(Color::Green) } else { Style::new() };
            lines.push(Line::from(vec![
                Span::styled(format!("{mark}{}", text::pad(name, name_width)), style),
                Span::styled(format!("  {}", text::pad_left(score, score_width)), style),
                Span::styled(
                    if won && winner_word {
                        winner.clone()
                    } else {
                        String::new()
                    },
                    style,
                ),
            ]));
        }
        if let Some(computers) = computers_line(&self.names, &self.seats) {
            lines.push(Line::raw(""));
            lines.extend(
                text::wrap(&computers, width)
                    .into_iter()
                    .map(|l| Line::styled(l, Style::new().add_modifier(Modifier::ITALIC))),
            );
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
        if let (Some(board), Some(session)) = (self.split(body).0, &self.session) {
            session.draw_final(frame, board);
        }
        let layout = self.layout(body);
        // The game's full name when it fits the frame, else the word alone.
        let full = format!(
            " {} ",
            t!("results-title", game = game_words::title(self.entry.description))
        );
        let title = if text::width(&full) + 2 <= usize::from(layout.panel.width) {
            full
        } else {
            format!(" {} ", t!("results-title-short"))
        };
        let lines = self.lines(layout.text.width);
        let hidden = lines.len().saturating_sub(usize::from(layout.text.height));
        let scroll = self.scroll.min(hidden);
        let more = if hidden > 0 {
            // The text goes on below (or above): the edge says so and how.
            format!(
                " {} ",
                match (scroll > 0, scroll < hidden) {
                    (_, true) => t!("results-more-below"),
                    _ => t!("results-more-above"),
                }
            )
        } else {
            String::new()
        };
        chrome::draw_framed(
            frame,
            Block::new().borders(Borders::ALL),
            layout.panel,
            Line::from(title),
            Line::from(more),
        );
        frame.render_widget(
            crate::bidi::Visual(Paragraph::new(lines).scroll((u16::try_from(scroll).unwrap_or(0), 0))),
            layout.text,
        );
        chrome::draw_button_rows(frame, layout.buttons, &buttons(), Some(self.selected));
        if let Some(note) = &self.note {
            frame.render_widget(
                crate::bidi::Visual(
                    Paragraph::new(note.as_str())
                        .style(Style::new().fg(Color::LightRed))
                        .wrap(Wrap { trim: true }),
                ),
                layout.note,
            );
        }
    }
}

/// Which seats computers played, in words, by the labels the scores list
/// them by, with their levels ("Played by the computer: Computer 2 (hard),
/// Robo (easy)"); `None` when people played every seat.
fn computers_line(names: &[String], seats: &[SeatKind]) -> Option<String> {
    let played: Vec<String> = crate::seats::labels(names)
        .into_iter()
        .enumerate()
        .filter_map(|(seat, name)| {
            // The level in the reader's language ("hard", "صعب", "קשה").
            let level = crate::seats::level_word(kind_of(seats, seat).level()?);
            // A name of the family's that already says its level keeps it once.
            Some(if name.ends_with(&format!("({level})")) {
                name
            } else {
                t!("results-computer-level", name = name, level = level)
            })
        })
        .collect();
    (!played.is_empty()).then(|| t!("results-computers", list = chrome::list_text(&played)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, set_lang};
    use crate::test_support::mouse_at;

    fn results() -> Results {
        let entry = crate::games::find("shesh-besh").expect("on the shelf");
        Results::new(
            entry,
            vec!["أمل".to_owned(), "سامي".to_owned()],
            Value::Null,
            Summary {
                headline: "أمل تفوز".to_owned(),
                details: Vec::new(),
                scores: vec![1, 0],
                winners: vec![Seat::new(0)],
            },
        )
    }

    /// Right to left the buttons' row runs from the right: "Play again" is
    /// drawn to the right of "Back to picker", a click there plays again,
    /// and ← goes to the button on the left.
    #[test]
    fn right_to_left_the_buttons_run_from_the_right_for_drawing_clicks_and_arrows() {
        let body = Rect::new(0, 1, 80, 22);
        for (lang, again_on_the_right) in [(Lang::En, false), (Lang::Ar, true), (Lang::He, true)] {
            set_lang(lang);
            let mut results = results();
            let rects = chrome::button_rows(results.layout(body).buttons, &buttons());
            assert_eq!(rects[0].x > rects[1].x, again_on_the_right, "{lang}: {rects:?}");
            let centre = |r: Rect| Position::new(r.x + r.width / 2, r.y);
            let click = mouse_at(MouseEventKind::Down(MouseButton::Left), centre(rects[0]));
            assert!(
                matches!(results.on_mouse(click, body), Some(Request::Start(_))),
                "{lang}"
            );
            let click = mouse_at(MouseEventKind::Down(MouseButton::Left), centre(rects[1]));
            assert!(
                matches!(results.on_mouse(click, body), Some(Request::ToPicker)),
                "{lang}"
            );
            // The arrow toward the other button selects it.
            let toward_back = if again_on_the_right {
                Intent::Left
            } else {
                Intent::Right
            };
            results.on_intent(toward_back, body);
            assert!(
                matches!(results.on_intent(Intent::Confirm, body), Some(Request::ToPicker)),
                "{lang}"
            );
        }
        set_lang(Lang::En);
    }
}
