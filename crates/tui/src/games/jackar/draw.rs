//! Drawing the game screen from the screen's state and the scene: the `View`
//! of the seat holding the device, never the whole table. Nothing here
//! changes state.
//!
//! Each seat has a colour: its home, base lane, graveyard, name and marbles are
//! drawn in it. The colours are mid-tones, dark enough to read as letters on a
//! light terminal and light enough on a dark one (no theme to choose); the
//! screen's other highlights either use the terminal's own foreground or put
//! black on a bright background, which reads on both.
//!
//! Nothing is told by colour alone (`NO_COLOR`, 16-colour terminals). The
//! marbles of the colour being played are their letters `a`–`d` (as the
//! notation names them); every other marble is its seat's number `1`–`6`,
//! the number before that player's name on the board and in the table, so
//! whose marble is whose reads without colour. Partners share a team mark
//! (▲ ■ ◆) beside their names. Marbles that can be chosen now are lit (their
//! colour behind the symbol) and underlined; the one under the cursor is
//! bracketed; where the play under the cursor would take a marble shows its
//! symbol in reverse video (black on yellow), never as a plain marble; a
//! marble it would kill is a ×. The card under the cursor has a heavy frame;
//! the answer under the cursor in the prompt row is in reverse video.

use majlis_games::rules::jackar::{Card, MarbleId, Place, View, deal_series};
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Paragraph, Widget};
use rules_core::Seat;

use super::choice::Stage;
use super::chronicle::{Gone, LastCard};
use super::layout::{CARD_W, Layout, Spot, layout};
use super::play::{Awaiting, JackarScene, Screen, spot_of};
use super::style::{self, colour, marble_style, seat_style};
use crate::seated::{GameScreen, LogPanel};
use crate::text::{self, pad, truncate};
use crate::theme;
use crate::widgets::put;
use crate::{bidi, i18n, t};

/// Each seat's number as the log marks its lines.
const SEAT_NUMBERS: [&str; 6] = ["1", "2", "3", "4", "5", "6"];

/// The team marks, by team.
pub const TEAM_MARKS: [&str; 3] = ["▲", "■", "◆"];

/// A marble that can be chosen: its colour behind the symbol, underlined
/// (so it reads without colour).
fn lit_style(seat: Seat) -> Style {
    Style::new()
        .fg(Color::Black)
        .bg(colour(seat))
        .add_modifier(Modifier::BOLD.union(Modifier::UNDERLINED))
}

/// How a marble is drawn: its letter when it is of the colour being played
/// (`playing`: the viewer's, or the partner's once the viewer has finished),
/// else its seat's number (from 1), so whose it is reads without colour.
#[must_use]
pub fn marble_symbol(marble: MarbleId, playing: Option<Seat>) -> String {
    if Some(marble.seat) == playing {
        marble.letter().to_string()
    } else {
        (marble.seat.index() + 1).to_string()
    }
}

/// An empty graveyard slot: a shape of its own, apart from the track's cells.
pub const GRAVE_GLYPH: &str = "◦";

/// Draws a finished game's board (every marble by its seat's number) into
/// `area`: the results screen's picture.
pub fn draw_final(buf: &mut Buffer, area: Rect, view: &View, names: &[String]) {
    let players = view.players;
    let l = Layout::board_only(area, super::layout::Geometry::compact(players));
    let name = |seat: Seat| text::name(names, seat);
    draw_empty_board(buf, &l, view, name);
    for (s, places) in view.marbles.iter().enumerate() {
        let seat = Seat::new(s);
        for (i, &place) in places.iter().enumerate() {
            let m = MarbleId::new(seat, u8::try_from(i).unwrap_or(0));
            if let Some(p) = l.spot_pos(spot_of(m, place)) {
                put(buf, p.x, p.y, &marble_symbol(m, None), marble_style(seat));
            }
        }
    }
}

/// The mark a killed marble shows in a preview.
pub const KILL_GLYPH: &str = "×";

/// The team mark of a seat (none in the two-player game).
#[must_use]
pub fn team_mark(view: &View, seat: Seat) -> &'static str {
    if view.players == 2 {
        return "";
    }
    let team = view.teams.iter().position(|t| t.contains(&seat)).unwrap_or(0);
    TEAM_MARKS[team % TEAM_MARKS.len()]
}

/// Draws the whole game screen (the session has checked that it fits).
pub fn draw(buf: &mut Buffer, area: Rect, screen: &Screen, sc: &JackarScene<'_>) {
    let view = sc.view();
    let l = layout(area, view.players);
    draw_board(buf, &l, sc, view);
    draw_marbles(buf, &l, screen, sc, view);
    draw_centre(buf, &l, screen, sc, view);
    draw_table(buf, &l, sc, view);
    draw_log(buf, l.log, sc);
    draw_hand(buf, &l, screen, sc);
    draw_choices(buf, &l, screen, sc);
    draw_status(buf, &l, screen, sc);
}

/// The empty board: track cells, each seat's home, base lane, graveyard slots and name.
fn draw_board(buf: &mut Buffer, l: &Layout, sc: &JackarScene<'_>, view: &View) {
    draw_empty_board(buf, l, view, |seat| sc.name(seat));
}

/// The board without marbles: track cells, each seat's home, base lane,
/// graveyard slots (◦ inside the compact board's loop) and name.
fn draw_empty_board<'n>(buf: &mut Buffer, l: &Layout, view: &View, name: impl Fn(Seat) -> &'n str) {
    for cell in 0..view.track_len {
        if let Some(p) = l.spot_pos(Spot::Track(cell)) {
            put(buf, p.x, p.y, "·", style::CELL);
        }
    }
    for seat in Seat::all(view.players) {
        let s = seat_style(seat);
        if let Some(&home) = view.home.get(seat.index())
            && let Some(p) = l.spot_pos(Spot::Track(home))
        {
            put(buf, p.x, p.y, "○", s.add_modifier(Modifier::BOLD));
        }
        for i in 0..4u8 {
            if let Some(p) = l.spot_pos(Spot::Base(seat, i)) {
                put(buf, p.x, p.y, "□", s);
            }
            if let Some(p) = l.spot_pos(Spot::Graveyard(seat, i)) {
                put(buf, p.x, p.y, GRAVE_GLYPH, s);
            }
        }
        if let Some(label) = l.label(seat) {
            let mark = team_mark(view, seat);
            let text = format!("{} {}", seat.index() + 1, name(seat));
            let width = usize::from(label.width);
            let mark_w = if mark.is_empty() { 0 } else { 2 };
            let text = truncate(&text, width.saturating_sub(mark_w));
            let full = if mark.is_empty() {
                text
            } else if label.right_aligned {
                format!("{mark} {text}")
            } else {
                format!("{text} {mark}")
            };
            let used = u16::try_from(text::width(&full)).unwrap_or(0);
            let x = if label.right_aligned {
                label.x + label.width.saturating_sub(used)
            } else {
                label.x
            };
            buf.set_stringn(x, label.y, &full, width, s.add_modifier(Modifier::BOLD));
            // The name's own cells only: the board around it keeps its geometry.
            bidi::visual_area(buf, Rect::new(x, label.y, used.min(label.width), 1));
        }
    }
}

/// The marbles, the lit choices, the cursor's brackets and the preview.
fn draw_marbles(buf: &mut Buffer, l: &Layout, screen: &Screen, sc: &JackarScene<'_>, view: &View) {
    let options = screen.marbles(sc);
    let cursor = screen.cursor_marble(sc);
    let playing = sc.mover().map(|seat| view.playing_colour(seat));
    for (s, places) in view.marbles.iter().enumerate() {
        let seat = Seat::new(s);
        for (i, &place) in places.iter().enumerate() {
            let m = MarbleId::new(seat, u8::try_from(i).unwrap_or(0));
            let Some(p) = l.spot_pos(spot_of(m, place)) else {
                continue;
            };
            let style = if options.contains(&m) {
                lit_style(seat)
            } else {
                marble_style(seat)
            };
            put(buf, p.x, p.y, &marble_symbol(m, playing), style);
        }
    }
    let preview = screen.preview(sc);
    for m in &preview.kills {
        let place = view.marbles.get(m.seat.index()).map(|ms| ms[usize::from(m.index)]);
        if let Some(p) = place.and_then(|pl| l.spot_pos(spot_of(*m, pl))) {
            put(buf, p.x, p.y, KILL_GLYPH, style::KILL);
        }
    }
    for (m, to) in &preview.moves {
        if let Some(p) = l.spot_pos(spot_of(*m, *to)) {
            put(buf, p.x, p.y, &marble_symbol(*m, playing), style::DEST);
        }
    }
    if let Some(m) = cursor {
        let place = view.marbles.get(m.seat.index()).map(|ms| ms[usize::from(m.index)]);
        if let Some(p) = place.and_then(|pl| l.spot_pos(spot_of(m, pl))) {
            if let Some(x) = p.x.checked_sub(1) {
                put(buf, x, p.y, "[", style::BRACKET);
            }
            put(buf, p.x + 1, p.y, "]", style::BRACKET);
        }
    }
}

/// A card as a tile: its key number (0-based `key`, shown from 1) in the top edge, its rank in the middle.
pub fn card_tile(buf: &mut Buffer, area: Rect, card: Card, key: Option<usize>, frame: Style, face: Style) {
    if area.width < CARD_W || area.height < 3 {
        return;
    }
    let (x, y) = (area.x, area.y);
    // The card under the cursor has a heavy frame: a shape, not only a colour.
    let heavy = frame == style::CARD_CURSOR;
    let [tl, h, tr, v, bl, br] = if heavy {
        ["┏", "━", "┓", "┃", "┗", "┛"]
    } else {
        ["╭", "─", "╮", "│", "╰", "╯"]
    };
    let top = match key {
        Some(k) if k < 9 => format!("{tl}{}{h}{tr}", k + 1),
        _ => format!("{tl}{h}{h}{tr}"),
    };
    buf.set_string(x, y, top, frame);
    buf.set_string(x, y + 1, v, frame);
    buf.set_string(x + 1, y + 1, format!("{:>2}", card.symbol()), face);
    buf.set_string(x + 3, y + 1, v, frame);
    buf.set_string(x, y + 2, format!("{bl}{h}{h}{br}"), frame);
}

/// What the centre says above and below the last card: how it went and
/// whose it was, e.g. ("discarded by", "Dov (stopped)"). The second line
/// keeps its note only when it fits `width`; a name too long is cut.
#[must_use]
pub fn last_card_lines(last: &LastCard, name: &str, columns: usize) -> (String, String) {
    let (verb, full) = match last.how {
        Gone::Played => (t!("jackar-centre-played"), name.to_string()),
        Gone::Thrown(1) => (t!("jackar-centre-thrown"), name.to_string()),
        Gone::Thrown(n) => (
            t!("jackar-centre-thrown"),
            t!("jackar-centre-thrown-count", name = name, count = n),
        ),
        Gone::Discarded => (t!("jackar-centre-discarded"), t!("jackar-centre-stopped", name = name)),
    };
    let who = if text::width(&full) <= columns {
        full
    } else {
        truncate(name, columns)
    };
    // A verb too long for the centre says only that it is the last card.
    let verb = if text::width(&verb) <= columns {
        verb
    } else {
        t!("jackar-centre-last-card")
    };
    (verb, who)
}

/// A team's line in the table box, in `columns`: its names and its marbles
/// in base ("Amal + Dov: 0/8 in base"); where that does not fit, the short
/// form ("Amal + Dov: 0/8"), its names cut (never its words) when even that
/// does not fit.
#[must_use]
pub fn team_line(names: &str, home: usize, total: usize, columns: usize) -> String {
    let long = |names: &str| t!("jackar-table-team", names = names, home = home, total = total);
    let short = |names: &str| t!("jackar-table-team-short", names = names, home = home, total = total);
    let full = long(names);
    if text::width(&full) <= columns {
        return full;
    }
    let brief = short(names);
    if text::width(&brief) <= columns {
        return brief;
    }
    // The words around the names, and the room left for the names.
    let words = text::width(&short(""));
    short(&truncate(names, columns.saturating_sub(words).max(1)))
}

/// The middle of the board: the last card, how it went and whose it was,
/// and the cards left to deal.
fn draw_centre(buf: &mut Buffer, l: &Layout, screen: &Screen, sc: &JackarScene<'_>, view: &View) {
    let c = l.centre();
    if c.height < 5 {
        return;
    }
    let text = |buf: &mut Buffer, y: u16, s: &str, style: Style| {
        Paragraph::new(Span::styled(s.to_string(), style))
            .alignment(Alignment::Center)
            .render(Rect::new(c.x, y, c.width, 1), buf);
    };
    if let Some(card) = view.last_played {
        // The log knows who put the card there; a position loaded without
        // its history (a test, a family's set-up) only knows the card.
        match screen.chronicle().last_card.filter(|last| last.card == card) {
            Some(last) => {
                let (verb, who) = last_card_lines(&last, sc.name(last.seat), usize::from(c.width));
                text(buf, c.y, &verb, theme::QUIET);
                text(buf, c.y + 4, &who, marble_style(last.seat));
            }
            None => text(buf, c.y, &t!("jackar-centre-last-card"), theme::QUIET),
        }
        let tile = Rect::new(c.x + c.width.saturating_sub(CARD_W) / 2, c.y + 1, CARD_W, 3);
        card_tile(buf, tile, card, None, theme::QUIET, style::CARD);
    }
    // The cards left to deal (and set aside), under the card: wrapped
    // between words into the rows left when a language's words are longer.
    let columns = usize::from(c.width);
    let mut lines = text::wrap(&t!("jackar-centre-to-deal", count = view.stock_count), columns);
    if view.set_aside_count > 0 {
        lines.extend(text::wrap(
            &t!("jackar-centre-set-aside", count = view.set_aside_count),
            columns,
        ));
    }
    for (y, line) in (c.y + 5..c.bottom()).zip(&lines) {
        text(buf, y, line, theme::QUIET);
    }
    // Its words' rows, not the card's picture.
    for y in [c.y, c.y + 4].into_iter().chain(c.y + 5..c.bottom()) {
        bidi::visual_area(buf, Rect::new(c.x, y, c.width, 1).intersection(c));
    }
}

/// The table box: deal and leader, a line per player (cards in hand, marbles
/// in base), the teams and their progress.
fn draw_table(buf: &mut Buffer, l: &Layout, sc: &JackarScene<'_>, view: &View) {
    let series_len = deal_series(view.players).len();
    let (series, deal) = (view.series + 1, (view.deal + 1).min(series_len));
    // The title in the top edge, shortened where the panel is narrow.
    let room = usize::from(l.table.width.saturating_sub(2));
    let mut title = format!(
        " {} ",
        t!("jackar-table-title", series = series, deal = deal, deals = series_len)
    );
    if text::width(&title) > room {
        title = format!(" {} ", t!("jackar-table-title-short", deal = deal, deals = series_len));
    }
    let title = truncate(&title, room);
    let title_w = u16::try_from(text::width(&title)).unwrap_or(0);
    let rtl = i18n::is_rtl();
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme::FRAME)
        .title(Span::styled(title, Style::new().add_modifier(Modifier::BOLD)))
        .title_alignment(if rtl { Alignment::Right } else { Alignment::Left });
    let inner = block.inner(l.table);
    block.render(l.table, buf);
    let title_x = if rtl {
        l.table.right().saturating_sub(1 + title_w)
    } else {
        l.table.x + 1
    };
    bidi::visual_area(buf, Rect::new(title_x, l.table.y, title_w, 1).intersection(l.table));
    if inner.height == 0 {
        return;
    }
    draw_table_rows(buf, inner, sc, view);
    bidi::visual_area(buf, inner);
}

/// The table box's rows: the leader, the column heads, a line per player and
/// the teams.
fn draw_table_rows(buf: &mut Buffer, inner: Rect, sc: &JackarScene<'_>, view: &View) {
    let w = usize::from(inner.width);
    let leader = view.leader.map_or("–".to_string(), |s| sc.name(s).to_string());
    buf.set_line(
        inner.x,
        inner.y,
        &Line::from(vec![
            Span::styled(format!("{} ", t!("jackar-table-leader")), theme::QUIET),
            Span::styled(leader, view.leader.map_or(Style::new(), seat_style)),
        ]),
        inner.width,
    );
    // The column heads over the cards held and the marbles in base: the base
    // head from the dots' second column (or further left when longer), the
    // cards head ending two columns before it.
    let (cards, base) = (t!("jackar-table-cards"), t!("jackar-table-base"));
    let base_x = w.saturating_sub(5).min(w.saturating_sub(text::width(&base)));
    let cards_x = base_x.saturating_sub(2 + text::width(&cards));
    let header = format!("{}{cards}  {base}", " ".repeat(cards_x));
    buf.set_stringn(inner.x, inner.y + 1, header, w, theme::QUIET);
    let to_act = sc.to_act().seat();
    let name_w = w.saturating_sub(2 + 2 + 2 + 6 + 6);
    let mut y = inner.y + 2;
    for seat in Seat::all(view.players) {
        if y >= inner.bottom() {
            return;
        }
        let mover = to_act == Some(seat);
        let name = format!("{} {}", seat.index() + 1, sc.name(seat));
        let in_base = view.marbles[seat.index()]
            .iter()
            .filter(|p| matches!(p, Place::Base(_)))
            .count();
        let dots: String = (0..4).map(|k| if k < in_base { '●' } else { '○' }).collect();
        let line = Line::from(vec![
            Span::styled(if mover { "▶ " } else { "  " }, theme::MOVER),
            Span::styled(
                pad(&name, name_w),
                marble_style(seat).add_modifier(if mover { Modifier::BOLD } else { Modifier::empty() }),
            ),
            Span::styled(format!("{:>2}", team_mark(view, seat)), seat_style(seat)),
            Span::raw(format!(
                "{:>6}",
                view.hand_sizes.get(seat.index()).copied().unwrap_or(0)
            )),
            Span::raw("  "),
            Span::styled(dots, seat_style(seat)),
        ]);
        buf.set_line(inner.x, y, &line, inner.width);
        y += 1;
    }
    if view.players == 2 {
        return;
    }
    y += 1;
    for (t, team) in view.teams.iter().enumerate() {
        if y >= inner.bottom() {
            return;
        }
        let names: Vec<&str> = team.iter().map(|&s| sc.name(s)).collect();
        let home: usize = team
            .iter()
            .map(|s| {
                view.marbles[s.index()]
                    .iter()
                    .filter(|p| matches!(p, Place::Base(_)))
                    .count()
            })
            .sum();
        let total = 4 * team.len();
        let mark = TEAM_MARKS[t % TEAM_MARKS.len()];
        let text = team_line(&names.join(" + "), home, total, w.saturating_sub(2));
        let line = Line::from(vec![
            Span::styled(
                format!("{mark} "),
                team.first().map_or(Style::new(), |&s| seat_style(s)),
            ),
            Span::raw(text),
        ]);
        buf.set_line(inner.x, y, &line, inner.width);
        y += 1;
    }
}

/// The log in the panel (the log panel puts its title and lines in visual
/// order itself).
fn draw_log(buf: &mut Buffer, area: Rect, sc: &JackarScene<'_>) {
    let title = format!(" {} ", t!("jackar-log-title"));
    let panel = LogPanel {
        title: &title,
        // One column kept clear before the frame.
        margin: 1,
        ..LogPanel::LOG
    };
    // Each line is marked by its seat's number, as the board and the table number them.
    sc.draw_log(&panel, buf, area, |seat| {
        (SEAT_NUMBERS[seat.index() % 6], seat_style(seat))
    });
}

/// The holder's hand as tiles: playable cards bright, the others dimmed, the
/// cursor's (or the chosen) card framed in colour. While another seat (a
/// computer) acts, the holder's cards stay on show, plain: none is playable.
fn draw_hand(buf: &mut Buffer, l: &Layout, screen: &Screen, sc: &JackarScene<'_>) {
    let seat = sc.holder();
    let waiting = sc.mover().is_none();
    let hand = screen.hand(sc);
    let playable = screen.playable(sc);
    let chosen = screen.selection().card.filter(|_| !waiting);
    let on_cards = !waiting && screen.stage(sc) == Stage::Card && !screen.must_throw(sc);
    // A card picked to discard waits for the confirmation: its face is lit.
    let discarding = screen.discard_choice(sc).is_some();
    for (k, &card) in hand.iter().enumerate() {
        let lit = playable.contains(&card);
        let face = if discarding && chosen == Some(k) {
            style::CHOICE_CURSOR
        } else if lit {
            style::CARD
        } else if waiting {
            Style::new()
        } else {
            theme::DIMMED
        };
        let frame = if chosen == Some(k) || (on_cards && screen.cursor() == k) {
            style::CARD_CURSOR
        } else if lit || waiting {
            seat_style(seat)
        } else {
            theme::DIMMED
        };
        // The key number only where the key picks the card.
        let key = (!waiting).then_some(k);
        card_tile(buf, l.card_rect(k), card, key, frame, face);
    }
    if hand.is_empty() {
        let row = Rect::new(l.hand.x, l.hand.y + 1, l.hand.width, 1).intersection(l.area);
        buf.set_stringn(
            row.x,
            row.y,
            t!("jackar-hand-empty"),
            usize::from(row.width),
            theme::QUIET,
        );
        bidi::visual_area(buf, row);
    }
}

/// The prompt line: what is asked and the choices, the cursor's lit.
fn draw_choices(buf: &mut Buffer, l: &Layout, screen: &Screen, sc: &JackarScene<'_>) {
    let row = screen.choice_row(sc, marble_style);
    // Throwing the hand, a picked discard, out or stop: the one choice, lit.
    let cursor = if screen.single_choice(sc) {
        Some(0)
    } else if screen.stage(sc) != Stage::Card {
        Some(screen.cursor())
    } else {
        None
    };
    // The row mirrors itself and puts its words in visual order (once).
    row.draw(buf, l.choices, cursor, style::CHOICE_CURSOR, theme::DIMMED);
}

fn draw_status(buf: &mut Buffer, l: &Layout, screen: &Screen, sc: &JackarScene<'_>) {
    let area = l.status;
    let mut hint = screen.hint(sc);
    let kills = screen.preview(sc).kills;
    if matches!(screen.phase(sc), Awaiting::Play(_))
        && let Some(marbles) = super::play::owned_marbles(sc, &kills)
    {
        hint.push(' ');
        hint.push_str(&t!("jackar-hint-kills", marbles = marbles));
    }
    let rows = sc.message_rows(area.width, &hint, 2);
    sc.draw_message(buf, l.message_area(rows), &hint);
}
