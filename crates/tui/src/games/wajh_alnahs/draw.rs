//! Drawing the game screen from the screen's state and the scene: the `View`
//! of the seat holding the device, never the whole table. Nothing here
//! changes state.
//!
//! The players' table shows every seat's public cards: hand size, face-up
//! cards, face-down count, its place once out, its marks; `▶` marks the seat
//! to act. The pile shows its top cards fanned and says its value, and any
//! limit ("5 or less!"), in words. Below, the holder's cards as tiles (see
//! [`super::cards`]), the card under the cursor explained with its Arabic
//! name, what is asked, and the message line. Between stages the panels give
//! way to the stage's result: its Wajh al-Nahs, with the cat that always sits
//! by them in the booklet's story, and the session's marks stage by stage.

use majlis_games::rules::wajh_alnahs::{self, Card, StageEnd, View};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Widget};
use rules_core::Seat;

use super::cards::{self, Tile, draw_fan, draw_tile, explain, label, style};
use super::chronicle::{StageResult, and_list, cards_count};
use super::layout::{Layout, layout, window};
use super::play::{Ask, PilePreview, Screen, WajhScene, value_words};
use crate::bidi::visual_area;
use crate::i18n::{is_rtl, mirror};
use crate::seated::{GameScreen, LogPanel};
use crate::t;
use crate::text::{self, pad, pad_left, truncate, width};
use crate::theme;

/// Each seat's mark in the log: its number.
const SEAT_MARKS: [&str; 6] = ["1", "2", "3", "4", "5", "6"];

/// The cat of the booklet's story, which always sits by the Wajh al-Nahs.
pub const CAT: [&str; 3] = [" /\\_/\\ ", "( o.o )", " > ^ < "];

/// Draws the whole game screen (the session has checked that it fits).
pub fn draw(buf: &mut Buffer, area: Rect, screen: &Screen, sc: &WajhScene<'_>) {
    let l = layout(area, sc.players());
    let ask = screen.ask(sc);
    if ask == Ask::NextStage {
        let top = l.table.union(l.pile);
        match screen.chronicle().stages.last() {
            Some(result) => draw_ceremony(buf, top, screen, sc, result),
            None => draw_table(buf, &l, sc),
        }
    } else {
        draw_table(buf, &l, sc);
        draw_pile(buf, l.pile, sc.view(), screen.preview(sc).as_ref());
        draw_cards(buf, &l, screen, sc, ask);
    }
    draw_log(buf, l.log, sc);
    let row = screen.choice_row(sc);
    // The choice row, the log and the message line put their own words in
    // visual order.
    row.draw(buf, l.choices, screen.lit_answer(sc), style::CURSOR, style::DIM);
    draw_status(buf, l.status, screen, sc);
}

/// The mark before the seat to act, pointing at its name: `▶` left to
/// right, `◀` right to left (the name is then on its left).
fn mover_mark() -> &'static str {
    if is_rtl() { "◀ " } else { crate::widgets::MOVER }
}

/// Every row of `area` (all text) in visual order.
fn text_rows(buf: &mut Buffer, area: Rect) {
    if !area.is_empty() {
        visual_area(buf, area);
    }
}

/// `text` written on one row at `(x, y)`, at most `w` columns, at its
/// start of the row of `within` (the right, right to left), in visual order
/// alone: a title or a note on a frame's edge. Returns where it went.
fn edge_text(buf: &mut Buffer, within: Rect, x: u16, y: u16, w: u16, text: &str, style: Style) -> Rect {
    let w = u16::try_from(width(text)).unwrap_or(u16::MAX).min(w);
    let at = mirror(within, Rect::new(x, y, w, 1));
    buf.set_stringn(at.x, at.y, text, usize::from(w), style);
    text_rows(buf, at);
    at
}

/// A bordered panel with a bold title (at its start: the left, or right
/// to left the right); returns its inside.
fn panel(buf: &mut Buffer, area: Rect, title: &str) -> Rect {
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme::FRAME);
    let inner = block.inner(area);
    block.render(area, buf);
    edge_text(
        buf,
        area,
        area.x + 1,
        area.y,
        area.width.saturating_sub(2),
        title,
        Style::new().add_modifier(Modifier::BOLD),
    );
    inner
}

/// Cards as their short labels: `7 9 Burn`.
fn labels(cards: &[Card]) -> String {
    cards.iter().map(|&c| label(c)).collect::<Vec<_>>().join(" ")
}

/// A seat's place once it is out this stage: "out 1st".
#[must_use]
pub fn out_word(view: &View, seat: Seat) -> Option<String> {
    let place = view.finished.iter().position(|&s| s == seat)?;
    Some(t!("wajh-alnahs-out", place = place + 1))
}

/// The seats in turn order after `from`, still in play: "Sami → Dov → Lea".
fn turn_order(view: &View, from: Seat, names: &dyn Fn(Seat) -> String) -> String {
    let n = view.players;
    let step = |s: usize| {
        if view.direction > 0 {
            (s + 1) % n
        } else {
            (s + n - 1) % n
        }
    };
    let mut seat = from.index();
    let mut order = Vec::new();
    for _ in 0..n {
        seat = step(seat);
        let s = Seat::new(seat);
        if !view.finished.contains(&s) {
            order.push(names(s));
        }
    }
    order.join(&t!("wajh-alnahs-turn-arrow"))
}

/// The players' table: one row a seat, then the turn order.
fn draw_table(buf: &mut Buffer, l: &Layout, sc: &WajhScene<'_>) {
    let view = sc.view();
    let title = format!(" {} ", t!("wajh-alnahs-stage-of", stage = view.stage, of = view.stages));
    let inner = panel(buf, l.table, &title);
    if inner.height == 0 {
        return;
    }
    let w = usize::from(inner.width);
    // marker 2, hand 4, gap 2, face up 17, gap 1, down 4, marks 6
    let name_w = w.saturating_sub(2 + 4 + 2 + 17 + 1 + 4 + 6).max(4);
    // A word too long for its column is left out whole, never cut (each
    // language's words fit: a test checks).
    let fit = |word: String, w: usize, left: bool| match (width(&word) <= w, left) {
        (true, true) => pad(&word, w),
        (true, false) => pad_left(&word, w),
        (false, _) => " ".repeat(w),
    };
    let header = format!(
        "  {}{}  {}{}{}",
        fit(t!("wajh-alnahs-column-player"), name_w, true),
        fit(t!("wajh-alnahs-column-hand"), 4, false),
        fit(t!("wajh-alnahs-column-face-up"), 18, true),
        fit(t!("wajh-alnahs-column-down"), 4, true),
        fit(t!("wajh-alnahs-column-marks"), 6, false)
    );
    buf.set_stringn(inner.x, inner.y, header, w, theme::QUIET);
    text_rows(buf, Rect { height: 1, ..inner });
    let to_act = sc.to_act().seat();
    for seat in Seat::all(view.players) {
        let row = l.seat_row(seat);
        if row.is_empty() {
            break;
        }
        let s = seat.index();
        let mover = to_act == Some(seat);
        let name = format!("{} {}", s + 1, sc.name(seat));
        let name_style = if mover {
            Style::new().add_modifier(Modifier::BOLD)
        } else {
            Style::new()
        };
        let mut spans = vec![
            Span::styled(if mover { mover_mark() } else { "  " }, theme::MOVER),
            Span::styled(pad(&name, name_w), name_style),
        ];
        match out_word(view, seat) {
            Some(out) => spans.push(Span::styled(pad_left(&out, 4 + 2 + 18 + 4), theme::QUIET)),
            None => {
                let hand = view.hand_sizes.get(s).copied().unwrap_or(0);
                let up = view.face_up.get(s).map(|u| labels(u)).unwrap_or_default();
                let down = "▪".repeat(view.face_down.get(s).copied().unwrap_or(0));
                spans.push(Span::raw(pad_left(&hand.to_string(), 4)));
                spans.push(Span::raw("  "));
                spans.push(Span::styled(pad(&up, 18), style::PLAYABLE));
                spans.push(Span::raw(pad(&down, 4)));
            }
        }
        let marks = view.marks.get(s).copied().unwrap_or(0);
        let marks_style = if marks > 0 { style::WAJH } else { theme::QUIET };
        spans.push(Span::styled(pad_left(&marks.to_string(), 6), marks_style));
        buf.set_line(row.x, row.y, &Line::from(spans), row.width);
        text_rows(buf, row);
    }
    // The turn order is written in the frame's bottom edge.
    let footer_y = l.table.bottom().saturating_sub(1);
    if let Some(seat) = to_act
        && footer_y > l.seat_row(Seat::new(view.players - 1)).y
    {
        let arrow = if view.direction > 0 { "↻" } else { "↺" };
        let text = match (view.phase, view.carry_it) {
            (wajh_alnahs::Phase::Name, _) => t!("wajh-alnahs-footer-naming", name = sc.name(seat)),
            (wajh_alnahs::Phase::Answer, Some(by)) => t!(
                "wajh-alnahs-footer-named",
                by = sc.name(by),
                name = sc.name(seat),
                arrow = arrow
            ),
            _ => t!(
                "wajh-alnahs-footer-next",
                order = turn_order(view, seat, &|s| sc.name(s).to_string()),
                arrow = arrow
            ),
        };
        let text = format!(" {} ", truncate(&text, w.saturating_sub(3)));
        edge_text(buf, l.table, inner.x, footer_y, inner.width, &text, theme::QUIET);
    }
}

/// The pile: its top cards fanned, its value and any limit in words, the
/// draw pile and the cards out in its title; with a preview, the pile as the
/// lay would leave it, its new cards in reverse video.
fn draw_pile(buf: &mut Buffer, area: Rect, view: &View, preview: Option<&PilePreview>) {
    let shown_len = preview.map_or(view.pile.len(), |p| p.pile.len());
    let title = format!(
        " {} ",
        t!(
            "wajh-alnahs-pile-title",
            count = shown_len,
            draw = view.draw_count,
            out = view.out_count
        )
    );
    let inner = panel(buf, area, &title);
    if inner.height < cards::TILE_H + 1 {
        return;
    }
    let fan = Rect::new(inner.x + 1, inner.y, inner.width.saturating_sub(2), cards::TILE_H);
    let words = Rect::new(inner.x + 1, inner.y + cards::TILE_H, inner.width.saturating_sub(2), 1);
    match preview {
        Some(p) if p.burnt => {
            let line = t!("wajh-alnahs-preview-burns");
            let at = Rect::new(fan.x, fan.y + 1, fan.width, 1);
            buf.set_stringn(at.x, at.y, line, usize::from(at.width), style::CURSOR);
            text_rows(buf, at);
            buf.set_stringn(
                words.x,
                words.y,
                t!("wajh-alnahs-preview-again"),
                usize::from(words.width),
                Style::new(),
            );
        }
        Some(p) => {
            draw_fan(buf, fan, &p.pile, p.new);
            let after = View {
                pile: p.pile.clone(),
                value: p.value,
                limit: p.limit,
                ..view.clone()
            };
            // In the terminal's colours, so "5 or less!" keeps its reverse video (see `style`).
            let mut spans = vec![Span::raw(t!("wajh-alnahs-preview-after"))];
            spans.extend(value_spans(&after));
            buf.set_line(words.x, words.y, &Line::from(spans), words.width);
        }
        None => {
            if view.pile.is_empty() {
                let at = Rect::new(fan.x, fan.y + 1, fan.width, 1);
                buf.set_stringn(
                    at.x,
                    at.y,
                    t!("wajh-alnahs-pile-empty"),
                    usize::from(at.width),
                    theme::QUIET,
                );
                text_rows(buf, at);
            } else {
                draw_fan(buf, fan, &view.pile, 0);
            }
            let mut spans = vec![Span::raw(t!("wajh-alnahs-pile-value"))];
            spans.extend(value_spans(view));
            buf.set_line(words.x, words.y, &Line::from(spans), words.width);
        }
    }
    text_rows(buf, words);
}

/// The pile's value in words, "5 or less!" standing out.
fn value_spans(view: &View) -> Vec<Span<'static>> {
    let (head, tail) = value_words(view);
    let head_style = if view.limit {
        style::LIMIT
    } else {
        Style::new().add_modifier(Modifier::BOLD)
    };
    vec![Span::styled(head, head_style), Span::raw(format!(" · {tail}"))]
}

/// The holder's cards as tiles, the label over them (with how many more
/// there are to each side) and the card under the cursor explained.
fn draw_cards(buf: &mut Buffer, l: &Layout, screen: &Screen, sc: &WajhScene<'_>, ask: Ask) {
    let tiles = screen.tiles(sc);
    let cursor = screen.cursor();
    let tile_cursor = matches!(ask, Ask::Swap | Ask::Cards(_) | Ask::FaceDown);
    let shown = window(tiles.len(), if tile_cursor { cursor } else { 0 }, l.tiles_fit());
    let label_text = screen.tiles_label(sc);
    let mut spans = vec![Span::styled(label_text, theme::QUIET)];
    // The tiles run left to right in every language: the word for the
    // tiles out of sight to the left ends up on the left, right to left too.
    let (before, after) = (shown.start > 0, shown.end < tiles.len());
    let left = before.then(|| Span::raw(format!("{}  ", t!("wajh-alnahs-more-left", count = shown.start))));
    let right = after.then(|| {
        Span::raw(format!(
            "  {}",
            t!("wajh-alnahs-more-right", count = tiles.len() - shown.end)
        ))
    });
    let (first, last) = if is_rtl() { (right, left) } else { (left, right) };
    if let Some(first) = first {
        spans.insert(0, first);
    }
    spans.extend(last);
    buf.set_line(l.label.x, l.label.y, &Line::from(spans), l.label.width);
    text_rows(buf, l.label);
    let playable = screen.playable(sc);
    let picked = match ask {
        Ask::Count(card) => Some(card),
        _ => None,
    };
    let split = (ask == Ask::Swap).then(|| sc.view().hand.len().saturating_sub(shown.start));
    let rects = l.tile_rects(shown.len(), split);
    for (rect, k) in rects.iter().zip(shown.clone()) {
        let Some(&(card, count)) = tiles.get(k) else { continue };
        let tile = Tile {
            card,
            // The holder's cards while another seat acts: plain, no key to press.
            key: (ask != Ask::Wait).then_some(k),
            count,
            playable: match ask {
                Ask::Swap | Ask::FaceDown | Ask::Wait => true,
                _ => card.is_some_and(|c| playable.contains(&c)),
            },
            cursor: (tile_cursor && k == cursor) || (picked.is_some() && card == picked),
            marked: ask == Ask::Swap && screen.marked().contains(&k),
        };
        draw_tile(buf, *rect, &tile);
    }
    let info = match ask {
        Ask::FaceDown => t!("wajh-alnahs-info-face-down", number = cursor + 1),
        Ask::Count(card) => explain(card),
        Ask::Name | Ask::Answer => explain(Card::CARRY_IT),
        Ask::Swap | Ask::Cards(_) => tiles.get(cursor).and_then(|(c, _)| *c).map(explain).unwrap_or_default(),
        Ask::PickUp => t!("wajh-alnahs-info-pick-up"),
        Ask::NextStage | Ask::Wait => String::new(),
    };
    for (y, line) in (l.info.y..l.info.bottom()).zip(text::wrap(&info, usize::from(l.info.width))) {
        buf.set_stringn(l.info.x, y, line, usize::from(l.info.width), Style::new());
    }
    text_rows(buf, l.info);
}

fn draw_log(buf: &mut Buffer, area: Rect, sc: &WajhScene<'_>) {
    let panel = LogPanel {
        margin: 1,
        ..LogPanel::LOG
    };
    sc.draw_log(&panel, buf, area, |seat| {
        (SEAT_MARKS[seat.index() % SEAT_MARKS.len()], theme::QUIET)
    });
}

fn draw_status(buf: &mut Buffer, area: Rect, screen: &Screen, sc: &WajhScene<'_>) {
    sc.draw_message(buf, area, &screen.hint(sc));
}

/// The result of a stage, between stages: its Wajh al-Nahs with the cat,
/// how it came to be, who went out in which order, and the session's marks
/// stage by stage.
fn draw_ceremony(buf: &mut Buffer, area: Rect, screen: &Screen, sc: &WajhScene<'_>, result: &StageResult) {
    let inner = panel(
        buf,
        area,
        &format!(" {} ", t!("wajh-alnahs-stage-over-title", stage = result.stage)),
    );
    if inner.height < 5 {
        return;
    }
    let x = inner.x + 1;
    let w = inner.width.saturating_sub(2);
    draw_cat(
        buf,
        x,
        inner.y,
        w,
        [
            Line::from(Span::styled(sc.name(result.wajh).to_string(), style::WAJH)),
            Line::from(t!("wajh-alnahs-ceremony-is", count = 1)),
            Line::from(t!("wajh-alnahs-ceremony-of-stage", stage = result.stage)),
        ],
    );
    let how = match result.end {
        StageEnd::Stalemate => t!("wajh-alnahs-ceremony-stalemate", count = result.cards_left),
        StageEnd::NobodyHolding => t!("wajh-alnahs-ceremony-last-out"),
        StageEnd::LastHolding => t!("wajh-alnahs-ceremony-left", cards = cards_count(result.cards_left)),
    };
    let order: Vec<String> = result.finished.iter().map(|&s| sc.name(s).to_string()).collect();
    let out = if order.is_empty() {
        String::new()
    } else {
        t!("wajh-alnahs-ceremony-out", names = and_list(&order))
    };
    let mut y = inner.y + 3;
    for line in text::wrap(&how, usize::from(w))
        .into_iter()
        .chain(text::wrap(&out, usize::from(w)))
    {
        if y + 1 >= inner.bottom() || line.is_empty() {
            continue;
        }
        buf.set_stringn(x, y, line, usize::from(w), Style::new());
        text_rows(buf, Rect::new(x, y, w, 1));
        y += 1;
    }
    let marks_h = u16::try_from(sc.players()).unwrap_or(6) + 1;
    let marks_y = inner.bottom().saturating_sub(marks_h).max(y);
    let name = |s: Seat| sc.name(s).to_string();
    draw_marks(
        buf,
        Rect::new(x, marks_y, w, inner.bottom().saturating_sub(marks_y)),
        &screen.chronicle().stages,
        &sc.view().marks,
        &name,
    );
}

/// The session's marks: a row a player, a column a stage (`✗` for the
/// stage's Wajh al-Nahs, the latest stages where not all fit), the total.
pub fn draw_marks(buf: &mut Buffer, area: Rect, stages: &[StageResult], marks: &[u32], name: &dyn Fn(Seat) -> String) {
    if area.height == 0 {
        return;
    }
    let name_w = 12usize;
    let room = usize::from(area.width).saturating_sub(name_w + 8) / 3;
    let shown = &stages[stages.len().saturating_sub(room.max(1))..];
    let mut header = pad(&t!("wajh-alnahs-column-marks"), name_w);
    for r in shown {
        header.push_str(&pad_left(&r.stage.to_string(), 3));
    }
    let total = t!("wajh-alnahs-column-total");
    header.push_str(&pad_left(&total, width(&total).max(5) + 3));
    buf.set_stringn(area.x, area.y, header, usize::from(area.width), theme::QUIET);
    for (k, total) in marks.iter().enumerate() {
        let seat = Seat::new(k);
        let y = area.y + 1 + u16::try_from(k).unwrap_or(0);
        if y >= area.bottom() {
            break;
        }
        let mut spans = vec![Span::raw(pad(&format!("{} {}", k + 1, name(seat)), name_w))];
        for r in shown {
            let (mark, st) = if r.wajh == seat {
                ("  ✗", style::WAJH)
            } else {
                ("  ·", theme::QUIET)
            };
            spans.push(Span::styled(mark, st));
        }
        spans.push(Span::styled(
            pad_left(&total.to_string(), 8),
            Style::new().add_modifier(Modifier::BOLD),
        ));
        buf.set_line(area.x, y, &Line::from(spans), area.width);
    }
    // Each row a line: right to left, the names on the right.
    text_rows(
        buf,
        Rect::new(
            area.x,
            area.y,
            area.width,
            (u16::try_from(marks.len()).unwrap_or(6) + 1).min(area.height),
        ),
    );
}

/// The cat beside three lines of words, from the top left of `area` (right
/// to left, from its top right: the cat is a picture, never reordered).
fn draw_cat(buf: &mut Buffer, x: u16, y: u16, width: u16, words: [Line<'_>; 3]) {
    let whole = Rect::new(x, y, width, 3);
    let cat_at = mirror(whole, Rect::new(x, y, 7, 3));
    let words_at = mirror(whole, Rect::new(x + 9, y, width.saturating_sub(9), 3));
    for (k, (cat, line)) in CAT.iter().zip(words).enumerate() {
        let dy = u16::try_from(k).unwrap_or(0);
        buf.set_string(cat_at.x, y + dy, cat, style::WAJH);
        buf.set_line(words_at.x, y + dy, &line, words_at.width);
    }
    text_rows(buf, words_at);
}

/// The size of the final picture for `players`: the session's Wajh al-Nahs
/// with the cat, and the marks stage by stage.
#[must_use]
pub fn final_size(players: usize) -> (u16, u16) {
    (46, u16::try_from(players).unwrap_or(6) + 8)
}

/// The final picture beside the results: the session's Wajh al-Nahs (the
/// most marks, D10) with the cat, and every stage's marks.
pub fn draw_final(buf: &mut Buffer, area: Rect, stages: &[StageResult], marks: &[u32], names: &[String]) {
    let inner = panel(buf, area, &format!(" {} ", t!("wajh-alnahs-session-title")));
    if inner.height < 5 {
        return;
    }
    let name = |s: Seat| crate::text::name(names, s).to_owned();
    let most = marks.iter().copied().max().unwrap_or(0);
    let wajh: Vec<String> = (0..marks.len())
        .filter(|&k| marks[k] == most)
        .map(|k| name(Seat::new(k)))
        .collect();
    let count = wajh.len();
    // The sentence beside the cat wraps between words over the rows left
    // (three, the row under the cat too).
    let words_w = usize::from(inner.width.saturating_sub(2 + 9));
    let said = text::wrap(&t!("wajh-alnahs-ceremony-session", count = count), words_w);
    let line = |k: usize| Line::from(said.get(k).cloned().unwrap_or_default());
    draw_cat(
        buf,
        inner.x + 1,
        inner.y,
        inner.width.saturating_sub(2),
        [Line::from(Span::styled(and_list(&wajh), style::WAJH)), line(0), line(1)],
    );
    if let Some(more) = said.get(2) {
        let at = mirror(
            inner,
            Rect::new(inner.x + 10, inner.y + 3, inner.width.saturating_sub(11), 1),
        );
        buf.set_stringn(at.x, at.y, more, usize::from(at.width), Style::new());
        text_rows(buf, at);
    }
    let table = Rect::new(
        inner.x + 1,
        inner.y + 4,
        inner.width.saturating_sub(2),
        inner.height.saturating_sub(4),
    );
    draw_marks(buf, table, stages, marks, &name);
}
