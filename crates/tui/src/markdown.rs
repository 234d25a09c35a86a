//! Markdown as the help overlay shows it: headings in bold (no `#`), bullet
//! and numbered lists with hanging indents, bold, italics and inline code,
//! every line wrapped to the width given, in display columns; a fenced code
//! block (a small picture) kept line for line, cut at the width. The rules
//! summaries in `assets/rules/` are written in it.
//!
//! Right to left (the Arabic and Hebrew summaries), the lines are the same,
//! in logical order: each starts with its bullet, number or hanging indent,
//! so the bidirectional layer, which puts each row in visual order with
//! the interface's direction as base, sets them on the right. A picture (a
//! fenced code block) is the game's geometry: [`render_flows`] says which
//! lines are pictures, to be drawn as they are, left to right.

use pulldown_cmark::{Event, HeadingLevel, Parser, Tag, TagEnd};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

use crate::text::{truncate, width};

/// The style of a heading.
pub const HEADING: Style = Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD);

/// One word: fragments of text that touch (`**bold**,`), each with its style.
type Word = Vec<(String, Style)>;

/// A block being gathered: its words, and how its lines start.
#[derive(Default)]
struct Block {
    words: Vec<Word>,
    /// Whether the next text continues the last word (no space between).
    glued: bool,
    /// The first line's lead (a bullet, a number) and the indent of the others.
    lead: String,
    indent: usize,
}

impl Block {
    fn push_text(&mut self, text: &str, style: Style) {
        let mut first = true;
        for piece in text.split(char::is_whitespace) {
            if !first {
                self.glued = false;
            }
            first = false;
            if piece.is_empty() {
                continue;
            }
            match self.words.last_mut() {
                Some(word) if self.glued => word.push((piece.to_string(), style)),
                _ => self.words.push(vec![(piece.to_string(), style)]),
            }
            self.glued = true;
        }
        if text.ends_with(char::is_whitespace) {
            self.glued = false;
        }
    }

    fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// The block's lines, filled greedily to `columns`.
    fn lines(self, columns: usize) -> Vec<Line<'static>> {
        let mut lines = Vec::new();
        let mut spans: Vec<Span<'static>> = vec![Span::raw(self.lead.clone())];
        let mut used = width(&self.lead);
        let mut empty = true;
        for word in self.words {
            let w: usize = word.iter().map(|(t, _)| width(t)).sum();
            if !empty && used + 1 + w > columns {
                lines.push(Line::from(std::mem::take(&mut spans)));
                spans.push(Span::raw(" ".repeat(self.indent)));
                used = self.indent;
                empty = true;
            }
            if !empty {
                spans.push(Span::raw(" "));
                used += 1;
            }
            for (text, style) in word {
                spans.push(Span::styled(text, style));
            }
            used += w;
            empty = false;
        }
        lines.push(Line::from(spans));
        lines
    }
}

/// How a rendered line is to be drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Text: put in visual order in the interface's direction
    /// ([`crate::bidi::visual_area`]).
    Text,
    /// A picture (a fenced code block: the game's geometry): drawn as it
    /// is, left to right, in every language.
    Picture,
}

/// Renders `markdown` as lines of at most `columns` (a word wider than a
/// line stands alone on it).
#[must_use]
pub fn render(markdown: &str, columns: usize) -> Vec<Line<'static>> {
    render_flows(markdown, columns)
        .into_iter()
        .map(|(line, _)| line)
        .collect()
}

/// Renders `markdown` as [`render`] does, each line with how it is drawn:
/// a fenced code block's lines are [`Flow::Picture`], the rest text.
#[must_use]
pub fn render_flows(markdown: &str, columns: usize) -> Vec<(Line<'static>, Flow)> {
    let columns = columns.max(8);
    let mut pictures: Vec<usize> = Vec::new();
    let mut out: Vec<Line<'static>> = Vec::new();
    let mut block = Block::default();
    let mut styles: Vec<Style> = vec![Style::new()];
    // Per open list: the next number, or None for bullets.
    let mut lists: Vec<Option<u64>> = Vec::new();
    let flush = |block: &mut Block, out: &mut Vec<Line<'static>>| {
        let done = std::mem::take(block);
        if !done.is_empty() {
            out.extend(done.lines(columns));
        }
    };
    // A blank line between blocks, but none right under a heading.
    let mut under_heading = false;
    // Inside a fenced code block: its lines are kept as written.
    let mut preformatted = false;
    let blank = |out: &mut Vec<Line<'static>>, under_heading: &mut bool| {
        if !std::mem::take(under_heading) && out.last().is_some_and(|l| l.width() > 0) {
            out.push(Line::raw(""));
        }
    };
    for event in Parser::new(markdown) {
        let style = styles.last().copied().unwrap_or_default();
        match event {
            Event::Start(Tag::Heading { level, .. }) => {
                flush(&mut block, &mut out);
                under_heading = false;
                blank(&mut out, &mut under_heading);
                let heading = if level == HeadingLevel::H1 {
                    HEADING.add_modifier(Modifier::UNDERLINED)
                } else {
                    HEADING
                };
                styles.push(heading);
            }
            Event::End(TagEnd::Heading(_)) => {
                styles.pop();
                flush(&mut block, &mut out);
                under_heading = true;
            }
            // Inside a list an item's paragraphs run on in the item.
            Event::Start(Tag::Paragraph) if lists.is_empty() => {
                flush(&mut block, &mut out);
                blank(&mut out, &mut under_heading);
            }
            Event::End(TagEnd::Paragraph) if lists.is_empty() => flush(&mut block, &mut out),
            Event::Start(Tag::List(first)) => {
                flush(&mut block, &mut out);
                if lists.is_empty() {
                    blank(&mut out, &mut under_heading);
                }
                lists.push(first);
            }
            Event::End(TagEnd::List(_)) => {
                flush(&mut block, &mut out);
                lists.pop();
            }
            Event::Start(Tag::Item) => {
                flush(&mut block, &mut out);
                let depth = lists.len().saturating_sub(1) * 2;
                let lead = match lists.last_mut() {
                    Some(Some(n)) => {
                        let lead = format!("{n}. ");
                        *n += 1;
                        lead
                    }
                    _ => "• ".to_string(),
                };
                block.indent = depth + width(&lead);
                block.lead = format!("{}{lead}", " ".repeat(depth));
            }
            Event::End(TagEnd::Item) => flush(&mut block, &mut out),
            Event::Start(Tag::Strong) => styles.push(style.add_modifier(Modifier::BOLD)),
            Event::Start(Tag::Emphasis) => styles.push(style.add_modifier(Modifier::ITALIC)),
            Event::End(TagEnd::Strong | TagEnd::Emphasis) => {
                styles.pop();
            }
            Event::Start(Tag::CodeBlock(_)) => {
                flush(&mut block, &mut out);
                blank(&mut out, &mut under_heading);
                preformatted = true;
            }
            Event::End(TagEnd::CodeBlock) => preformatted = false,
            Event::Text(text) if preformatted => {
                for line in text.lines() {
                    pictures.push(out.len());
                    out.push(Line::raw(truncate(line, columns)));
                }
            }
            Event::Text(text) => block.push_text(&text, style),
            Event::Code(code) => block.push_text(&code, style.add_modifier(Modifier::REVERSED)),
            Event::SoftBreak => block.push_text(" ", style),
            Event::HardBreak => {
                let indent = block.indent;
                flush(&mut block, &mut out);
                block.indent = indent;
                block.lead = " ".repeat(indent);
            }
            _ => {}
        }
    }
    flush(&mut block, &mut out);
    out.into_iter()
        .enumerate()
        .map(|(k, line)| {
            let flow = if pictures.contains(&k) {
                Flow::Picture
            } else {
                Flow::Text
            };
            (line, flow)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(lines: &[Line]) -> Vec<String> {
        lines
            .iter()
            .map(|l| l.spans.iter().map(|s| s.content.as_ref()).collect())
            .collect()
    }

    #[test]
    fn headings_lose_their_hashes_and_are_bold() {
        let lines = render("# The rules\n\nTwo players.\n\n## Who starts\nThe higher die.", 40);
        assert_eq!(
            text(&lines),
            ["The rules", "Two players.", "", "Who starts", "The higher die."]
        );
        assert!(lines[0].spans[1].style.add_modifier.contains(Modifier::BOLD));
        assert_eq!(lines[3].spans[1].style, HEADING);
    }

    #[test]
    fn list_items_wrap_under_their_text_and_numbers_count() {
        let lines = render("- one two three four five six\n- seven\n\n1. first\n2. second", 16);
        assert_eq!(
            text(&lines),
            [
                "• one two three",
                "  four five six",
                "• seven",
                "",
                "1. first",
                "2. second"
            ]
        );
    }

    #[test]
    fn bold_and_code_keep_their_style_and_punctuation_stays_attached() {
        let lines = render("Press **Enter**, then `q` to leave.", 80);
        assert_eq!(text(&lines), ["Press Enter, then q to leave."]);
        let bold = lines[0].spans.iter().find(|s| s.content == "Enter").expect("a span");
        assert!(bold.style.add_modifier.contains(Modifier::BOLD));
        let comma = lines[0].spans.iter().find(|s| s.content == ",").expect("a span");
        assert!(!comma.style.add_modifier.contains(Modifier::BOLD));
        let key = lines[0].spans.iter().find(|s| s.content == "q").expect("a span");
        assert!(key.style.add_modifier.contains(Modifier::REVERSED));
    }

    #[test]
    fn a_code_block_keeps_its_lines_and_spaces_and_is_cut_at_the_width() {
        let lines = render("A piece:\n\n```\n  ●\n│ 1 │  │ 2 ○\n  ○\n```\n\nNext.", 8);
        assert_eq!(text(&lines), ["A piece:", "", "  ●", "│ 1 │  …", "  ○", "", "Next."]);
    }

    #[test]
    fn a_pictures_lines_are_told_apart_from_the_text() {
        let flows: Vec<Flow> = render_flows("A piece:\n\n```\n  ●\n│ 1 │\n```\n\n- Next.", 20)
            .into_iter()
            .map(|(_, flow)| flow)
            .collect();
        assert_eq!(
            flows,
            [
                Flow::Text,
                Flow::Text,
                Flow::Picture,
                Flow::Picture,
                Flow::Text,
                Flow::Text
            ]
        );
    }

    /// The Arabic and Hebrew summaries render line by line as the English
    /// do, each list line led by its bullet or number in logical order (the
    /// bidirectional layer sets the lead on the right), every line within
    /// the width, the Khixa pictures kept as pictures.
    #[test]
    fn the_arabic_and_hebrew_summaries_render_with_their_leads_first() {
        let summaries = [
            include_str!("../../../assets/rules/jackar.ar.md"),
            include_str!("../../../assets/rules/khixa.ar.md"),
            include_str!("../../../assets/rules/shesh-besh.he.md"),
            include_str!("../../../assets/rules/toki.ar.md"),
            include_str!("../../../assets/rules/wajh-alnahs.ar.md"),
            include_str!("../../../assets/rules/khixa.he.md"),
        ];
        for summary in summaries {
            let lines = render_flows(summary, 60);
            assert!(lines.iter().all(|(l, _)| l.width() <= 60));
            let items = summary.lines().filter(|l| l.starts_with("- ")).count();
            let bullets = lines
                .iter()
                .filter(|(l, _)| l.spans.first().is_some_and(|s| s.content == "• "))
                .count();
            assert_eq!(bullets, items, "every item led by its bullet");
            let fences = summary.lines().filter(|l| l.starts_with("```")).count();
            let pictured = lines.iter().any(|(_, flow)| *flow == Flow::Picture);
            assert_eq!(pictured, fences > 0);
        }
    }

    #[test]
    fn every_line_fits_the_width_in_display_columns() {
        let rules = include_str!("../../../assets/rules/jackar.md");
        for columns in [30, 47, 80] {
            for line in render(rules, columns) {
                assert!(line.width() <= columns, "{columns}: {line:?}");
            }
        }
        let lines = render("سامي وأمل يلعبان 🎲🎲 معًا كل مساء", 12);
        assert!(lines.iter().all(|l| l.width() <= 12), "{:?}", text(&lines));
        assert!(!text(&lines).concat().contains('#'));
    }
}
