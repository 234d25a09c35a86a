//! Drawing the game screen from the screen's state and the scene. Nothing
//! here changes state.
//!
//! Every piece is its value on its colour; in the large area its edges are
//! drawn on the lines around it (see [`super::look`]) and the piece in hand
//! stands at the cursor, its contacts shown as they would be. Cells where it
//! may go are marked `+` (or `↻` where it fits turned another way); pieces
//! that may be stolen are in brackets, the round's formation between stars
//! once the round is over.

use majlis_games::rules::khixa::{self, Cell, Formation, Khixa, Piece, PieceAt, Shape, Side};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Widget};
use rules_core::{Game, Seat};

use super::chronicle::{RoundResult, formation_name};
use super::layout::{Layout, layout};
use super::look::{self, style};
use super::play::{Awaiting, Screen, Stage};
use crate::seated::{GameScreen, LogPanel, Scene};
use crate::t;
use crate::text::name;
use crate::text::{pad, pad_left, truncate};
use crate::theme;
use crate::widgets::{MOVER, put};

/// The seats' marks in the log and the panel: their numbers, from 1.
pub const SEAT_MARKS: [&str; 8] = ["1", "2", "3", "4", "5", "6", "7", "8"];

/// A seat's mark.
#[must_use]
pub fn seat_mark(seat: Seat) -> &'static str {
    SEAT_MARKS.get(seat.index()).copied().unwrap_or("?")
}

/// The pieces of an area, cell by cell.
pub type Grid = [Option<Piece>; 64];

/// A live area's pieces.
#[must_use]
pub fn grid_of(area: &khixa::Area) -> Grid {
    let mut grid = [None; 64];
    for (cell, piece) in area.pieces() {
        grid[cell.index()] = Some(piece);
    }
    grid
}

/// An area as a round's end left it.
#[must_use]
pub fn grid_from(pieces: &[PieceAt]) -> Grid {
    let mut grid = [None; 64];
    for p in pieces {
        if let Some(cell) = p.cell() {
            grid[cell.index()] = Some(p.piece());
        }
    }
    grid
}

/// What is marked on an area besides its pieces.
#[derive(Clone, Debug, Default)]
pub struct Marks {
    /// The keyboard cursor.
    pub cursor: Option<Cell>,
    /// The piece in hand, where it stands (at the cursor), and whether it is
    /// chosen there.
    pub ghost: Option<(Cell, Piece, bool)>,
    /// Cells where the piece in hand may go as it is turned.
    pub allowed: u64,
    /// Cells where it may go turned another way.
    pub turned: u64,
    /// Pieces that may be stolen.
    pub targets: u64,
    /// The round's formation (at the round's end).
    pub formation: u64,
}

/// What one frame draws from.
struct Shown<'a> {
    screen: &'a Screen,
    game: &'a Khixa,
    names: &'a [String],
    mode: Awaiting,
}

/// Draws the whole game screen (the session has checked that it fits).
pub fn draw(buf: &mut Buffer, area: Rect, screen: &Screen, scene: &Scene<'_, Screen>) {
    let game = scene.view();
    let l = layout(area, game.players());
    let shown = Shown {
        screen,
        game,
        names: scene.names(),
        mode: screen.mode(game),
    };
    let big_seat = screen.shown(game);
    let pending = screen.chronicle().pending().filter(|_| shown.mode == Awaiting::Result);
    let (grid, marks) = big_view(&shown, big_seat, pending);
    draw_big(buf, &l, &grid, &marks);
    draw_info(buf, &l, &shown, big_seat, pending);
    draw_smalls(buf, &l, &shown, pending);
    if l.totals {
        draw_totals(buf, l.scores, game, shown.names, shown.mode);
    } else {
        draw_scores(buf, l.scores, game, shown.names, shown.mode);
    }
    let (title, empty) = (format!(" {} ", t!("khixa-log")), t!("khixa-log-empty"));
    let panel = LogPanel {
        title: &title,
        empty: Some((&empty, theme::QUIET)),
        ..LogPanel::LOG
    };
    scene.draw_log(&panel, buf, l.log, |seat| {
        (seat_mark(seat), Style::new().add_modifier(Modifier::BOLD))
    });
    let hint = screen.hint(scene);
    scene.draw_message(buf, l.message, &hint);
}

/// The large area's pieces and marks.
fn big_view(shown: &Shown<'_>, seat: Seat, pending: Option<&RoundResult>) -> (Grid, Marks) {
    if let Some(result) = pending {
        let grid = result.areas.get(seat.index()).map_or([None; 64], |a| grid_from(a));
        let formation = if result.winner == Some(seat) {
            result.formation_cells
        } else {
            0
        };
        return (
            grid,
            Marks {
                formation,
                ..Marks::default()
            },
        );
    }
    let (screen, game) = (shown.screen, shown.game);
    let grid = grid_of(game.area(seat));
    let mut marks = Marks::default();
    match screen.stage() {
        Stage::Pick { victim, .. } => {
            marks.cursor = Some(screen.cursor());
            marks.targets = screen
                .targets(game)
                .iter()
                .filter(|(s, _)| *s == victim)
                .fold(0, |m, (_, c)| m | c.bit());
        }
        Stage::Place { .. } | Stage::Put { .. } => {
            if let Some((shape, p)) = screen.in_hand(game) {
                let rot = screen.rot();
                marks.allowed = p.cells[usize::from(rot)];
                marks.turned = p.any_rotation() & !marks.allowed;
                let (cell, chosen) = match screen.chosen() {
                    Some((cell, r)) => (cell, r == rot),
                    None => (screen.cursor(), false),
                };
                marks.cursor = Some(screen.cursor());
                if grid[cell.index()].is_none() {
                    marks.ghost = Some((cell, Piece::new(shape, rot), chosen));
                }
            }
        }
        Stage::Waiting => {}
    }
    (grid, marks)
}

/// The glyph and style on the line between `a` (north or west) and `b`
/// (south or east), `side` being `a`'s side that faces `b`.
fn between(a: Option<Piece>, side: Side, b: Option<Piece>) -> Option<(&'static str, Style)> {
    match (a, b) {
        (None, None) => None,
        (Some(p), None) => Some((look::edge_glyph(p.edge(side), side), look::edge_style(p.shape))),
        (None, Some(q)) => Some((
            look::edge_glyph(q.edge(side.opposite()), side.opposite()),
            look::edge_style(q.shape),
        )),
        (Some(p), Some(q)) => {
            let glyph = look::contact_glyph(p, side, q);
            Some((
                glyph,
                if glyph == "✗" {
                    style::IMPOSSIBLE
                } else {
                    Style::new()
                },
            ))
        }
    }
}

/// Draws an area large: column letters, row numbers, each cell's tile and
/// the lines between cells with edges and contacts.
pub fn draw_big(buf: &mut Buffer, l: &Layout, grid: &Grid, marks: &Marks) {
    let b = l.big;
    // The piece in hand stands in its cell for the lines around it.
    let mut cells = *grid;
    if let Some((cell, piece, _)) = marks.ghost {
        cells[cell.index()] = Some(piece);
    }
    let at = |r: i16, c: i16| -> Option<Piece> {
        let cell = Cell::new(u8::try_from(r).ok()?, u8::try_from(c).ok()?)?;
        cells[cell.index()]
    };
    let ghost_at = marks.ghost.map(|(c, _, _)| c);
    let is_ghost = |r: i16, c: i16| ghost_at.is_some_and(|g| i16::from(g.row()) == r && i16::from(g.col()) == c);
    for c in 0..8u8 {
        let x = l.big_line_x(c) + 2;
        put(buf, x, b.y, &char::from(b'a' + c).to_string(), theme::QUIET);
    }
    for r in 0..8u8 {
        let y = l.big_line_y(r) + 1;
        buf.set_string(b.x, y, pad_left(&(r + 1).to_string(), 2), theme::QUIET);
    }
    for k in 0..=8u8 {
        let y = l.big_line_y(k);
        for c in 0..=8u8 {
            put(buf, l.big_line_x(c), y, "·", theme::QUIET);
        }
        // The line north of row k: the pieces of rows k - 1 and k, column by column.
        for c in 0..8u8 {
            let (r1, r2, cc) = (i16::from(k) - 1, i16::from(k), i16::from(c));
            let Some((glyph, mut st)) = between(at(r1, cc), Side::South, at(r2, cc)) else {
                continue;
            };
            if is_ghost(r1, cc) || is_ghost(r2, cc) {
                st = st.patch(style::PREVIEW);
            }
            let filler = match glyph {
                "┄" => "┄",
                _ => "─",
            };
            let x = l.big_line_x(c) + 1;
            put(buf, x, y, filler, st);
            put(buf, x + 1, y, glyph, st);
            put(buf, x + 2, y, filler, st);
        }
    }
    for r in 0..8u8 {
        let y = l.big_line_y(r) + 1;
        for k in 0..=8u8 {
            let (c1, c2, rr) = (i16::from(k) - 1, i16::from(k), i16::from(r));
            if let Some((glyph, mut st)) = between(at(rr, c1), Side::East, at(rr, c2)) {
                if is_ghost(rr, c1) || is_ghost(rr, c2) {
                    st = st.patch(style::PREVIEW);
                }
                put(buf, l.big_line_x(k), y, glyph, st);
            }
        }
        for c in 0..8u8 {
            let Some(cell) = Cell::new(r, c) else { continue };
            draw_tile(buf, l.big_line_x(c) + 1, y, cell, grid, marks);
        }
    }
}

/// One cell's tile in the large area (three columns).
fn draw_tile(buf: &mut Buffer, x: u16, y: u16, cell: Cell, grid: &Grid, marks: &Marks) {
    let bit = cell.bit();
    let (text, mut st) = match (grid[cell.index()], marks.ghost) {
        (Some(p), _) => {
            let v = p.shape.value();
            if marks.targets & bit != 0 {
                (format!("[{v}]"), look::tile(p.shape).patch(style::STEALABLE))
            } else if marks.formation & bit != 0 {
                (format!("*{v}*"), look::tile(p.shape).patch(style::FORMATION))
            } else {
                (format!(" {v} "), look::tile(p.shape))
            }
        }
        (None, Some((g, p, chosen))) if g == cell => {
            let v = p.shape.value();
            let text = if chosen { format!("[{v}]") } else { format!(" {v} ") };
            (text, look::tile(p.shape).add_modifier(Modifier::UNDERLINED))
        }
        (None, _) if marks.allowed & bit != 0 => (" + ".to_string(), style::ALLOWED),
        (None, _) if marks.turned & bit != 0 => (" ↻ ".to_string(), style::ALLOWED_TURNED),
        (None, _) => ("   ".to_string(), Style::new()),
    };
    if marks.cursor == Some(cell) {
        st = st.patch(style::CURSOR);
    }
    buf.set_string(x, y, text, st);
}

/// The formation's small picture: example tiles, one colour for the
/// same-colour formations, a rising run for the ladder.
fn formation_picture(f: Formation) -> Vec<Span<'static>> {
    let tiles = |v: u8, n: usize| -> Span<'static> {
        let shape = Shape::new(v).unwrap_or(Shape::ALL[0]);
        Span::styled(v.to_string().repeat(n), look::tile(shape))
    };
    match f {
        Formation::Trio => vec![tiles(5, 3)],
        Formation::Pair => vec![tiles(3, 2)],
        Formation::Four => vec![tiles(2, 4)],
        Formation::Five => vec![tiles(6, 5)],
        Formation::Ladder => (1..=4).map(|v| tiles(v, 1)).collect(),
        Formation::FourAndTrio => vec![tiles(4, 4), Span::raw(" "), tiles(1, 3)],
    }
}

/// The piece in hand, 3 × 3: its value with its four edges round it.
fn draw_hand(buf: &mut Buffer, area: Rect, piece: Piece) {
    let (x, y) = (area.x, area.y);
    let st = look::edge_style(piece.shape);
    put(
        buf,
        x + 1,
        y,
        look::edge_glyph(piece.edge(Side::North), Side::North),
        st,
    );
    put(buf, x, y + 1, look::edge_glyph(piece.edge(Side::West), Side::West), st);
    put(buf, x + 1, y + 1, &piece.shape.to_string(), look::tile(piece.shape));
    put(
        buf,
        x + 2,
        y + 1,
        look::edge_glyph(piece.edge(Side::East), Side::East),
        st,
    );
    put(
        buf,
        x + 1,
        y + 2,
        look::edge_glyph(piece.edge(Side::South), Side::South),
        st,
    );
}

/// The two lines under the large area: whose area and the round (or the
/// round's result); the roll-off's rolls, the pile, must-fit or the jokers.
/// What to press is the message line's.
fn draw_info(buf: &mut Buffer, l: &Layout, shown: &Shown<'_>, seat: Seat, pending: Option<&RoundResult>) {
    let (screen, game, names) = (shown.screen, shown.game, shown.names);
    let hand = screen.in_hand(game).map(|(shape, _)| Piece::new(shape, screen.rot()));
    if let Some(piece) = hand {
        draw_hand(buf, l.hand, piece);
    }
    // The lines beside the piece in hand: after it, or before it right to left.
    let text = l.info_text();
    let (x, w) = (text.x, usize::from(text.width));
    let who = name(names, seat);
    let mut lines: [Line<'static>; 2] = Default::default();
    if let Some(r) = pending {
        lines[0] = Line::from(whole_words(
            &t!(
                "khixa-info-round-over",
                round = r.round,
                formation = formation_name(r.formation)
            ),
            w,
        ));
        lines[1] = Line::from(match r.winner {
            Some(winner) => {
                let points = r.scores.get(winner.index()).copied().unwrap_or(0);
                let full = name(names, winner);
                // The name is cut, never the points.
                let tail = crate::text::width(&t!("khixa-info-winner", name = "", points = points));
                let shown = truncate(full, w.saturating_sub(tail));
                t!("khixa-info-winner", name = shown, points = points)
            }
            None => whole_words(&t!("khixa-info-ran-out"), w),
        });
    } else {
        let whose = if Some(seat) == game.turn() || game.turn().is_none() {
            truncate(who, 12)
        } else {
            t!("khixa-info-from", name = truncate(who, 8))
        };
        // Whose area and the round, the formation, its picture: what does
        // not fit goes, from the picture on, never half a word.
        let round = format!("{} ", t!("khixa-info-round", whose = whose, round = game.round()));
        let formation = format!("{} ", formation_name(game.formation()));
        let picture = formation_picture(game.formation());
        let widths = [&round, &formation].map(|t| crate::text::width(t));
        let picture_w: usize = picture.iter().map(|s| s.width()).sum();
        let mut first = vec![Span::styled(
            whole_words(&round, w),
            Style::new().add_modifier(Modifier::BOLD),
        )];
        if widths[0] + widths[1] <= w {
            first.push(Span::raw(formation));
            if widths[0] + widths[1] + picture_w <= w {
                first.extend(picture);
            }
        }
        lines[0] = Line::from(first);
        let second = match (shown.mode, screen.stage()) {
            (Awaiting::Opening(_), _) => {
                // Each seat by its number, as the scores and the small areas write it.
                let rolls: Vec<String> = game
                    .opening_rolls()
                    .iter()
                    .enumerate()
                    .map(|(i, r)| format!("{}:{}", i + 1, r.map_or_else(|| "–".to_owned(), |v| v.to_string())))
                    .collect();
                labelled(&t!("khixa-info-rolls"), &rolls.join(" "), w)
            }
            (Awaiting::Roll(_), _) => labelled(&t!("khixa-info-pile"), &pile_text(game), w),
            (Awaiting::Place(_) | Awaiting::Steal(_), Stage::Place { .. } | Stage::Put { .. }) => screen
                .in_hand(game)
                .map(|(_, p)| fit_text(p.must_fit))
                .unwrap_or_default(),
            (Awaiting::Steal(_), _) => t!("khixa-info-jokers", count = game.jokers()),
            (Awaiting::Place(_) | Awaiting::Result | Awaiting::Over, _) => String::new(),
        };
        lines[1] = Line::styled(whole_words(&second, w), theme::QUIET);
    }
    for (k, line) in (0u16..).zip(lines.iter()) {
        buf.set_line(x, text.y + k, line, text.width);
    }
    crate::bidi::visual_area(buf, text);
}

/// `text` whole when it fits in `columns`, else its words that fit and "…"
/// (a word too long for the line alone is cut).
fn whole_words(text: &str, columns: usize) -> String {
    if crate::text::width(text) <= columns {
        return text.to_owned();
    }
    let mut kept = String::new();
    for word in text.split_whitespace() {
        let next = if kept.is_empty() {
            word.to_owned()
        } else {
            format!("{kept} {word}")
        };
        if crate::text::width(&next) + 1 > columns {
            break;
        }
        kept = next;
    }
    if kept.is_empty() {
        truncate(text, columns)
    } else {
        format!("{kept}…")
    }
}

/// `text` after its label when both fit in `columns`, else `text` alone.
fn labelled(label: &str, text: &str, columns: usize) -> String {
    let both = format!("{label} {text}");
    if crate::text::width(&both) <= columns {
        both
    } else {
        text.to_owned()
    }
}

/// D2's line: must fit, or any free cell.
fn fit_text(must_fit: bool) -> String {
    if must_fit {
        t!("khixa-info-must-fit")
    } else {
        t!("khixa-info-any-cell")
    }
}

/// The pieces left in the pile, shape by shape.
fn pile_text(game: &Khixa) -> String {
    let each: Vec<String> = Shape::ALL.iter().map(|&s| format!("{s}:{}", game.pile(s))).collect();
    each.join(" ")
}

/// The other players' areas, small.
fn draw_smalls(buf: &mut Buffer, l: &Layout, shown: &Shown<'_>, pending: Option<&RoundResult>) {
    let (screen, game) = (shown.screen, shown.game);
    let seats = screen.visible_smalls(game, l.slots.len());
    let mover = game.turn();
    let targets = screen.targets(game);
    for (slot, (&rect, &seat)) in l.slots.iter().zip(&seats).enumerate() {
        let mover = mover == Some(seat) && pending.is_none();
        let block = Block::bordered()
            .border_type(BorderType::Rounded)
            .border_style(theme::FRAME);
        block.render(rect, buf);
        small_title(buf, rect, mover, seat, name(shown.names, seat));
        let (grid, formation) = match pending {
            Some(r) => (
                r.areas.get(seat.index()).map_or([None; 64], |a| grid_from(a)),
                if r.winner == Some(seat) { r.formation_cells } else { 0 },
            ),
            None => (grid_of(game.area(seat)), 0),
        };
        for cell in Cell::all() {
            let Some(pos) = l.small_cell_at(slot, cell) else {
                continue;
            };
            let (text, st) = match grid[cell.index()] {
                Some(p) => {
                    let mut st = look::tile(p.shape);
                    if targets.contains(&(seat, cell)) || formation & cell.bit() != 0 {
                        st = st.patch(style::STEALABLE);
                    }
                    (p.shape.to_string(), st)
                }
                None => ("·".to_string(), theme::QUIET),
            };
            let text = if l.small_cell == 2 { format!("{text} ") } else { text };
            buf.set_string(pos.x, pos.y, text, st);
        }
    }
    if let Some(pager) = l.pager {
        let others = game.players().saturating_sub(1);
        let text = t!("khixa-pager", shown = seats.len(), others = others);
        buf.set_stringn(pager.x, pager.y, text, usize::from(pager.width), theme::QUIET);
        crate::bidi::visual_area(buf, pager);
    }
}

/// A small area's title on its frame: the mover's ▶, the seat's number and
/// its name, at the start of the line (the right in Arabic and Hebrew). A
/// name too long for the frame is cut between words where it has more than
/// one (the number already says whose area it is), else at the frame.
fn small_title(buf: &mut Buffer, frame: Rect, mover: bool, seat: Seat, name: &str) {
    let room = usize::from(frame.width.saturating_sub(2));
    let marker = if mover { "▶" } else { "" };
    let mark = format!("{marker}{} ", seat_mark(seat));
    let name_room = room.saturating_sub(crate::text::width(&mark));
    let shown = if crate::text::width(name) <= name_room {
        name.to_owned()
    } else {
        // The words that fit whole, and "…" where there is room for it.
        let mut kept = String::new();
        for word in name.split_whitespace() {
            let next = if kept.is_empty() {
                word.to_owned()
            } else {
                format!("{kept} {word}")
            };
            if crate::text::width(&next) > name_room {
                break;
            }
            kept = next;
        }
        if kept.is_empty() {
            truncate(name, name_room)
        } else if crate::text::width(&kept) < name_room {
            format!("{kept}…")
        } else {
            kept
        }
    };
    let text = format!("{mark}{shown}");
    let width = u16::try_from(crate::text::width(&text)).unwrap_or(0);
    let x = if crate::i18n::is_rtl() {
        frame.right().saturating_sub(1 + width)
    } else {
        frame.x + 1
    };
    buf.set_string(x, frame.y, &text, Style::new().add_modifier(Modifier::BOLD));
    crate::bidi::visual_area(buf, Rect::new(x, frame.y, width, 1));
}

/// The score table: players × 6 rounds, and totals (the sheet's table).
pub fn draw_scores(buf: &mut Buffer, area: Rect, game: &Khixa, names: &[String], mode: Awaiting) {
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme::FRAME);
    let inner = block.inner(area);
    block.render(area, buf);
    crate::chrome::frame_title(buf, area, &t!("khixa-scores"));
    if inner.is_empty() {
        return;
    }
    let w = usize::from(inner.width);
    // The totals' column as wide as its heading in the language, and one more.
    let total = t!("khixa-total");
    let total_w = (crate::text::width(&total) + 1).max(5);
    let name_w = w.saturating_sub(4 + 6 * 3 + total_w).max(3);
    let mut header = format!("{:<4}{}", "", pad("", name_w));
    for r in 1..=6 {
        header.push_str(&pad_left(&r.to_string(), 3));
    }
    header.push_str(&pad_left(&total, total_w));
    buf.set_stringn(inner.x, inner.y, &header, w, theme::QUIET);
    let current = usize::from(game.round()) - 1;
    let to_act = match mode {
        Awaiting::Roll(s) | Awaiting::Place(s) | Awaiting::Steal(s) => Some(s),
        _ => None,
    };
    for (row, seat) in (1u16..).zip(Seat::all(game.players())) {
        if row >= inner.height {
            break;
        }
        let mut spans = vec![
            Span::styled(if to_act == Some(seat) { MOVER } else { "  " }, theme::MOVER),
            Span::styled(
                format!("{} ", seat_mark(seat)),
                Style::new().add_modifier(Modifier::BOLD),
            ),
            Span::raw(pad(name(names, seat), name_w)),
        ];
        let scores = game.scores(seat);
        for r in 0..6 {
            let text = scores.get(r).map_or_else(|| "·".to_string(), ToString::to_string);
            let st = if r == current && mode != Awaiting::Over {
                Style::new().add_modifier(Modifier::BOLD)
            } else if scores.get(r).is_none() {
                theme::QUIET
            } else {
                Style::new()
            };
            spans.push(Span::styled(pad_left(&text, 3), st));
        }
        spans.push(Span::styled(
            pad_left(&game.total(seat).to_string(), total_w),
            Style::new().add_modifier(Modifier::BOLD),
        ));
        buf.set_line(inner.x, inner.y + row, &Line::from(spans), inner.width);
    }
    crate::bidi::visual_area(buf, inner);
}

/// The totals alone, two players a row under a header (where the full
/// table would leave the log too few lines): the mover's mark, the seat's
/// number and name, its total.
pub fn draw_totals(buf: &mut Buffer, area: Rect, game: &Khixa, names: &[String], mode: Awaiting) {
    if area.is_empty() {
        return;
    }
    let header = t!("khixa-totals-header", round = game.round());
    buf.set_stringn(
        area.x,
        area.y,
        &header,
        usize::from(area.width),
        theme::QUIET.add_modifier(Modifier::BOLD),
    );
    let to_act = match mode {
        Awaiting::Roll(s) | Awaiting::Place(s) | Awaiting::Steal(s) => Some(s),
        _ => None,
    };
    let half = usize::from(area.width) / 2;
    for seat in Seat::all(game.players()) {
        let (row, col) = (seat.index() / 2, seat.index() % 2);
        let y = area.y + 1 + u16::try_from(row).unwrap_or(u16::MAX);
        if y >= area.bottom() {
            break;
        }
        let x = area.x + u16::try_from(col * half).unwrap_or(0);
        // Marker 2, number 2, total 4 and a column between the halves.
        let name_w = half.saturating_sub(2 + 2 + 4 + 1);
        let spans = vec![
            Span::styled(if to_act == Some(seat) { MOVER } else { "  " }, theme::MOVER),
            Span::styled(
                format!("{} ", seat_mark(seat)),
                Style::new().add_modifier(Modifier::BOLD),
            ),
            Span::raw(pad(name(names, seat), name_w)),
            Span::styled(
                pad_left(&game.total(seat).to_string(), 4),
                Style::new().add_modifier(Modifier::BOLD),
            ),
        ];
        buf.set_line(x, y, &Line::from(spans), u16::try_from(half).unwrap_or(0));
    }
    crate::bidi::visual_area(buf, area);
}

/// The size of the final picture: the score table, wide enough for a
/// seat's number and "Computer 2" whole.
#[must_use]
pub fn final_size(players: usize) -> (u16, u16) {
    (40, super::layout::scores_rows(players))
}

/// Draws the final picture: the score table as the match ended.
pub fn draw_final(buf: &mut Buffer, area: Rect, game: &Khixa, names: &[String]) {
    let (w, h) = final_size(game.players());
    let at = Rect::new(area.x, area.y, w.min(area.width), h.min(area.height));
    draw_scores(buf, at, game, names, Awaiting::Over);
}
