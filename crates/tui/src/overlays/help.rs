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
        self.flowing_lines(width).into_iter().map(|(line, _)| line).collect()
    }

    /// The [`HelpContent::lines`], each with how it is drawn: the rules'
    /// pictures (their fenced code blocks: Khixa's pieces) keep their
    /// geometry left to right in every language; the rest is text.
    #[must_use]
    pub fn flowing_lines(&self, width: u16) -> Vec<(Line<'static>, markdown::Flow)> {
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
        let mut lines: Vec<_> = lines.into_iter().map(|line| (line, markdown::Flow::Text)).collect();
        if let Some(rules) = self.rules {
            lines.extend(markdown::render_flows(rules, width));
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
        let lines = content.flowing_lines(area.width);
        let total = lines.len();
        let (shown, flows): (Vec<Line>, Vec<markdown::Flow>) = lines
            .into_iter()
            .skip(self.scroll)
            .take(usize::from(area.height))
            .unzip();
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
        frame.render_widget(Paragraph::new(shown), area);
        for (y, flow) in (area.y..area.bottom()).zip(flows) {
            let row = Rect { y, height: 1, ..area };
            match flow {
                markdown::Flow::Text => crate::bidi::visual_area(frame.buffer_mut(), row),
                markdown::Flow::Picture => picture_words(frame.buffer_mut(), row),
            }
        }
    }
}

/// A picture's row (a fenced code block of the rules) keeps its geometry:
/// nothing moves from its column, in any language. Only a word written in
/// right-to-left letters in it (the colours under Khixa's pieces) is put in
/// visual order, in its own cells, so it reads right to left and shaped
/// under its piece.
fn picture_words(buf: &mut ratatui::buffer::Buffer, row: Rect) {
    let row = row.intersection(buf.area);
    let mut x = row.x;
    while x < row.right() {
        if buf[(x, row.y)].symbol().trim().is_empty() {
            x += 1;
            continue;
        }
        let start = x;
        let mut rtl = false;
        while x < row.right() && !buf[(x, row.y)].symbol().trim().is_empty() {
            rtl |= buf[(x, row.y)]
                .symbol()
                .chars()
                .any(|c| ('\u{0590}'..='\u{08FF}').contains(&c));
            x += 1;
        }
        if rtl {
            crate::bidi::visual_area(buf, Rect::new(start, row.y, x - start, 1));
        }
    }
}

#[cfg(test)]
mod picture_tests {
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    use super::*;
    use crate::i18n::{Lang, set_lang};

    /// The rows of Khixa's rules drawn in the help overlay at 80×24, in `lang`.
    fn khixa_rules(lang: Lang) -> Vec<String> {
        set_lang(lang);
        let entry = crate::games::find("khixa").expect("khixa");
        let content = HelpContent {
            sections: Vec::new(),
            options: Vec::new(),
            rules: Some(entry.rules.current()),
            notes: Vec::new(),
        };
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
        let body = Rect::new(0, 1, 80, 22);
        terminal
            .draw(|frame| Help::rules("khixa").draw(frame, body, &content))
            .expect("drawn");
        set_lang(Lang::En);
        let buf = terminal.backend().buffer();
        (0..buf.area.height)
            .map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect())
            .collect()
    }

    #[test]
    fn khixas_piece_picture_keeps_its_geometry_right_to_left() {
        // Each piece's picture as the rules file draws it, left to right: its
        // columns are the game's, never mirrored nor reordered by the bidi
        // layer, in Arabic and Hebrew as in English.
        let pieces = "│ 1 │    │ 2 ○    │ 3 │    │ 4 □    ▷ 5 ◁    ○ 6 ●";
        let tops = "  ●        ■        ▲        ▲        ●        ■";
        for (lang, first_colour) in [(Lang::En, "red"), (Lang::Ar, "ﺮﻤﺣﺃ"), (Lang::He, "םודא")] {
            let rows = khixa_rules(lang);
            let at = rows
                .iter()
                .position(|row| row.contains(pieces))
                .unwrap_or_else(|| panic!("{lang}: the pieces' row as drawn:\n{}", rows.join("\n")));
            let column = rows[at].find(pieces).expect("found");
            assert_eq!(
                rows[at - 1].find(tops),
                Some(column),
                "{lang}: the tops over the pieces"
            );
            // The colours under the pieces, each word read in its own
            // direction and shaped, the first under the first piece.
            let colours = &rows[at + 2];
            assert!(
                colours[column..].trim_start().to_lowercase().starts_with(first_colour),
                "{lang}: the first colour under the first piece: {colours:?}"
            );
        }
    }
}
