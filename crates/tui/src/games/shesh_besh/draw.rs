//! Drawing the game screen from the screen's state and the scene. Nothing
//! here changes state.
//!
//! Colour is used with restraint and only where the shape already carries the
//! meaning: checkers are ○ (White) and ● (Black) in the terminal's own
//! foreground, so they read on dark and light terminals alike; wood tones mark
//! the frame and the points; highlights pair an explicit background with an
//! explicit foreground so they keep their contrast on any theme.
//!
//! Nothing is told by colour alone (`NO_COLOR`, 16-colour terminals): the
//! picked checker and the cursor are in reverse video, a place the picked
//! checker may go is a ◇ (◆ under the cursor), never a checker's ○ or ●,
//! also in reverse video; whose checker is whose is its shape; the mover is
//! ▶; the checkers that can move have their point's number in bold.

use majlis_games::rules::shesh_besh::SheshBesh;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget};
use rules_core::{Game, Seat};

use super::chronicle::{Chronicle, GameResult, points_text, win_with_cube};
use super::layout::{BLACK, Layout, MIN_SIZE, Spot, WHITE, layout};
use super::play::{Awaiting, Screen, TurnUi, checkers_at, dice_used, place_spot};
use crate::seated::{GameScreen, LogPanel, Scene};
use crate::t;
use crate::text::{pad_left, truncate};
use crate::theme;
use crate::widgets::{put, seat_line};

/// What one frame draws from: the screen's state, the game and the names.
pub struct Shown<'a> {
    screen: &'a Screen,
    game: &'a SheshBesh,
    names: &'a [String],
}

impl Shown<'_> {
    fn game(&self) -> &SheshBesh {
        self.game
    }
    fn name(&self, seat: Seat) -> &str {
        crate::text::name(self.names, seat)
    }
    fn phase(&self) -> Awaiting {
        self.screen.phase(self.game)
    }
    fn chronicle(&self) -> &Chronicle {
        self.screen.chronicle()
    }
    fn turn(&self) -> Option<&TurnUi> {
        self.screen.turn()
    }
    fn cursor(&self) -> Spot {
        self.screen.cursor()
    }
    fn destinations(&self) -> Vec<Spot> {
        self.screen.destinations()
    }
    fn movable(&self) -> Vec<Spot> {
        self.screen.movable()
    }
    fn shown_board(&self) -> &SheshBesh {
        self.screen.shown_board(self.game)
    }
}

/// The styles of the screen.
pub mod style {
    use ratatui::style::{Color, Modifier, Style};

    /// The frame: light wood (the theme's frames).
    pub const WOOD: Style = crate::theme::FRAME;
    /// Points' numbers.
    pub const LABEL: Style = crate::theme::QUIET;
    /// The two point colours, alternating as on a real board (red and tan).
    pub const POINTS: [Style; 2] = [
        Style::new().fg(Color::Indexed(131)),
        Style::new().fg(Color::Indexed(180)),
    ];
    /// White's checkers, in the terminal's own colour (so they read on any theme).
    pub const WHITE: Style = Style::new().fg(Color::Reset).add_modifier(Modifier::BOLD);
    /// Black's checkers, likewise.
    pub const BLACK: Style = Style::new().fg(Color::Reset);
    /// The count on a tall stack.
    pub const COUNT: Style = Style::new().add_modifier(Modifier::BOLD.union(Modifier::UNDERLINED));
    /// The keyboard cursor.
    pub const CURSOR: Style = Style::new().add_modifier(Modifier::REVERSED);
    /// The picked checker: black on cyan, reverse video without colour.
    pub const SELECTED: Style = crate::widgets::lit(Color::Cyan).add_modifier(Modifier::BOLD);
    /// Where the picked checker may go: black on green, reverse video without colour.
    pub const DEST: Style = crate::widgets::lit(Color::Green);
    /// The destination under the cursor: black on yellow, bold reverse video without colour.
    pub const DEST_CURSOR: Style = crate::widgets::lit(Color::Yellow).add_modifier(Modifier::BOLD);
    /// A die still to play: an ivory tile.
    pub const DIE: Style = Style::new()
        .fg(Color::Indexed(16))
        .bg(Color::Indexed(230))
        .add_modifier(Modifier::BOLD);
    /// A die already played.
    pub const DIE_USED: Style = Style::new().fg(Color::Indexed(244)).add_modifier(Modifier::DIM);
    /// The mover's marker: a darker orange than the theme's, kept as the
    /// board has always shown it.
    pub const MOVER: Style = Style::new().fg(Color::Indexed(130)).add_modifier(Modifier::BOLD);
    /// The doubling cube's face.
    pub const CUBE: Style = Style::new()
        .fg(Color::Indexed(16))
        .bg(Color::Indexed(152))
        .add_modifier(Modifier::BOLD);
}

/// A seat's checker.
#[must_use]
pub fn glyph(seat: Seat) -> &'static str {
    if seat == WHITE { "○" } else { "●" }
}

/// A place the picked checker may go: a shape no checker has.
pub const DEST_GLYPH: &str = "◇";
/// The place under the cursor among those.
pub const DEST_CURSOR_GLYPH: &str = "◆";

fn checker_style(seat: Seat) -> Style {
    if seat == WHITE { style::WHITE } else { style::BLACK }
}

fn restyle(buf: &mut Buffer, x: u16, y: u16, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_style(style);
    }
}

/// A stack of one seat's checkers on a point or the bar: at most as many as the
/// column is tall, the last cell showing the total when there are more.
#[derive(Copy, Clone, Debug)]
pub struct Stack {
    /// Whose checkers.
    pub seat: Seat,
    /// How many.
    pub count: u8,
    /// Stacks downward from the top edge (else upward from the bottom).
    pub from_top: bool,
}

impl Stack {
    /// Rows (from the edge) a stack of `count` fills in a column `rows` tall.
    #[must_use]
    pub fn rows(count: u8, rows: u16) -> u16 {
        u16::from(count).min(rows)
    }
}

impl Widget for Stack {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.is_empty() {
            return;
        }
        let x = area.x + area.width / 2;
        let row = |k: u16| {
            if self.from_top {
                area.y + k
            } else {
                area.bottom() - 1 - k
            }
        };
        let n = u16::from(self.count);
        let tall = n > area.height;
        let drawn = if tall { area.height - 1 } else { n };
        for k in 0..drawn {
            put(buf, x, row(k), glyph(self.seat), checker_style(self.seat));
        }
        if tall {
            // The count ends under the checkers' column: "7", "11".
            let text = self.count.to_string();
            let width = u16::try_from(text.len()).unwrap_or(2);
            let start = (x + 1).saturating_sub(width).max(area.x);
            buf.set_string(start, row(area.height - 1), text, style::COUNT);
        }
    }
}

/// Borne-off checkers: rows of three from the board's edge (fifteen fill five rows).
#[derive(Copy, Clone, Debug)]
pub struct Tray {
    /// Whose checkers.
    pub seat: Seat,
    /// How many.
    pub count: u8,
    /// Fills downward from the top edge (else upward from the bottom).
    pub from_top: bool,
}

impl Tray {
    /// The cell of the `k`-th borne-off checker in a tray drawn in `area`.
    #[must_use]
    pub fn cell(area: Rect, from_top: bool, k: u16) -> Option<(u16, u16)> {
        let (row, col) = (k / 3, k % 3);
        if row >= area.height {
            return None;
        }
        let spacing = if area.width >= 7 { 2 } else { 1 };
        let x = area.x + (area.width.saturating_sub(1 + 2 * spacing)) / 2 + col * spacing;
        let y = if from_top {
            area.y + row
        } else {
            area.bottom() - 1 - row
        };
        Some((x, y))
    }
}

impl Widget for Tray {
    fn render(self, area: Rect, buf: &mut Buffer) {
        for k in 0..u16::from(self.count) {
            if let Some((x, y)) = Tray::cell(area, self.from_top, k) {
                put(buf, x, y, glyph(self.seat), checker_style(self.seat));
            }
        }
    }
}

/// The dice of a roll, used ones dimmed: one-row tiles, or boxed dice when the
/// area is three rows tall.
#[derive(Clone, Debug)]
pub struct Dice<'a> {
    /// Each die's value and whether it is used.
    pub dice: &'a [(u8, bool)],
}

impl Widget for Dice<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let n = u16::try_from(self.dice.len()).unwrap_or(4);
        if n == 0 || area.is_empty() {
            return;
        }
        let boxed = area.height >= 3;
        let tile = if boxed { 5 } else { 3 };
        let width = n * tile + (n - 1);
        let x0 = area.x + area.width.saturating_sub(width) / 2;
        let y0 = area.y + area.height.saturating_sub(if boxed { 3 } else { 1 }) / 2;
        for (i, &(value, used)) in (0u16..).zip(self.dice) {
            let x = x0 + i * (tile + 1);
            if x + tile > area.right() {
                break;
            }
            if boxed {
                let frame = if used { style::DIE_USED } else { Style::new() };
                let face = if used { style::DIE_USED } else { style::DIE };
                buf.set_string(x, y0, "╭───╮", frame);
                buf.set_string(x, y0 + 1, "│", frame);
                buf.set_string(x + 1, y0 + 1, format!(" {value} "), face);
                buf.set_string(x + 4, y0 + 1, "│", frame);
                buf.set_string(x, y0 + 2, "╰───╯", frame);
            } else {
                let face = if used { style::DIE_USED } else { style::DIE };
                buf.set_string(x, y0, format!(" {value} "), face);
            }
        }
    }
}

/// Draws the whole game screen (the session has checked that it fits).
pub fn draw(buf: &mut Buffer, area: Rect, screen: &Screen, scene: &Scene<'_, Screen>) {
    let l = layout(area);
    let play = &Shown {
        screen,
        game: scene.view(),
        names: scene.names(),
    };
    let board = play.shown_board();
    let phase = play.phase();
    draw_frame(buf, &l, screen.numbered_for(play.game));
    draw_homes(buf, &l, play.names);
    draw_checkers(buf, &l, board);
    if let Awaiting::Move(_) = phase {
        draw_highlights(buf, &l, play, board);
    }
    draw_middle(buf, &l, play);
    draw_players(buf, &l, play, board);
    draw_log(buf, l.log, scene);
    scene.draw_message(buf, l.status, &screen.hint(scene));
    let result = match phase {
        Awaiting::Result => play.chronicle().pending(),
        Awaiting::Over => play.chronicle().results.last(),
        _ => None,
    };
    if let Some(result) = result {
        draw_result(buf, &l, play, result);
    }
}

/// The frame with the points' numbers (from `seat`'s side), the empty points, the trays' names.
fn draw_frame(buf: &mut Buffer, l: &Layout, seat: Seat) {
    let b = l.board;
    let (top, bottom) = (b.y, b.bottom() - 1);
    let seps = [l.bar[0].x - 1, l.bar[0].right(), l.off[0].x - 1];
    for x in b.x..b.right() {
        put(buf, x, top, "─", style::WOOD);
        put(buf, x, bottom, "─", style::WOOD);
    }
    for y in top + 1..bottom {
        for x in [b.x, b.right() - 1].into_iter().chain(seps) {
            put(buf, x, y, "│", style::WOOD);
        }
    }
    for x in seps {
        put(buf, x, top, "┬", style::WOOD);
        put(buf, x, bottom, "┴", style::WOOD);
    }
    put(buf, b.x, top, "╭", style::WOOD);
    put(buf, b.right() - 1, top, "╮", style::WOOD);
    put(buf, b.x, bottom, "╰", style::WOOD);
    put(buf, b.right() - 1, bottom, "╯", style::WOOD);
    for i in 0..24 {
        let spot = Spot::Point(i);
        let rect = l.points[i];
        // Alternate colours along each row, as the triangles of a board alternate.
        let tone = style::POINTS[(i + usize::from(i >= 12)) % 2];
        let x = rect.x + rect.width / 2;
        for y in rect.y..rect.bottom() {
            put(buf, x, y, "·", tone);
        }
        if let Some(label) = l.label_cell(spot) {
            let number = point_number(i, seat).to_string();
            let width = u16::try_from(number.len()).unwrap_or(2);
            buf.set_string(x + 1 - width, label.y, number, style::LABEL);
        }
    }
    let off = t!("shesh-besh-off");
    for (tray, y) in [(l.off[1], top), (l.off[0], bottom)] {
        label(buf, Rect::new(tray.x, y, tray.width, 1), &off, style::LABEL);
    }
}

/// Draws a board's label (a word on the board's frame or beside it)
/// centred in `area`, in visual order; a label wider than `area` is left
/// out, as the board's geometry comes first. Returns whether it was drawn.
fn label(buf: &mut Buffer, area: Rect, text: &str, style: Style) -> bool {
    let width = u16::try_from(crate::text::width(text)).unwrap_or(u16::MAX);
    if width > area.width {
        return false;
    }
    let cells = Rect::new(area.x + (area.width - width) / 2, area.y, width, 1);
    buf.set_string(cells.x, cells.y, text, style);
    // Only the label's own cells: the frame around it keeps its geometry.
    crate::bidi::visual_area(buf, cells);
    true
}

/// Names each seat's home board on its row: "○ White's home board".
fn draw_homes(buf: &mut Buffer, l: &Layout, names: &[String]) {
    for seat in [WHITE, BLACK] {
        let row = l.homes[seat.index()];
        let name = crate::text::name(names, seat);
        let text = format!("{} {}", glyph(seat), t!("shesh-besh-home", name = name));
        label(buf, row, &truncate(&text, usize::from(row.width)), style::LABEL);
    }
}

/// Draws a finished game's final board (the board as the winner left it),
/// frame, home boards and trays, into `area`: the results screen's picture.
pub fn draw_final(buf: &mut Buffer, area: Rect, screen: &Screen, game: &SheshBesh, names: &[String]) {
    // Only the board is drawn: where the panel would go does not matter.
    let l = super::layout::layout_in(Rect::new(area.x, area.y, MIN_SIZE.0, area.height), false);
    let board = screen.shown_board(game);
    draw_frame(buf, &l, WHITE);
    draw_homes(buf, &l, names);
    draw_checkers(buf, &l, board);
}

/// The size of [`draw_final`]'s picture: the compact board and its home rows.
pub const FINAL_SIZE: (u16, u16) = (
    super::layout::Geometry::COMPACT.width(),
    super::layout::Geometry::COMPACT.height() + 2,
);

/// A point's number as `seat` counts it.
#[must_use]
pub fn point_number(index: usize, seat: Seat) -> usize {
    if seat == WHITE { index + 1 } else { 24 - index }
}

fn draw_checkers(buf: &mut Buffer, l: &Layout, board: &SheshBesh) {
    for (i, &n) in board.board().iter().enumerate() {
        if n == 0 {
            continue;
        }
        let rect = l.points[i];
        // Clear the point's dots under the stack.
        let seat = if n > 0 { WHITE } else { BLACK };
        let count = n.unsigned_abs();
        let from_top = Layout::from_top(Spot::Point(i));
        let x = rect.x + rect.width / 2;
        for k in 0..Stack::rows(count, rect.height) {
            let y = if from_top { rect.y + k } else { rect.bottom() - 1 - k };
            put(buf, x, y, " ", Style::reset());
        }
        Stack { seat, count, from_top }.render(rect, buf);
    }
    for seat in [WHITE, BLACK] {
        let bar = Spot::Bar(seat);
        Stack {
            seat,
            count: board.bar(seat),
            from_top: Layout::from_top(bar),
        }
        .render(l.spot_rect(bar), buf);
        let off = Spot::Off(seat);
        Tray {
            seat,
            count: board.off(seat),
            from_top: Layout::from_top(off),
        }
        .render(l.spot_rect(off), buf);
    }
}

/// The cell a checker arriving on `spot` lands in (on a blot: the blot's cell).
fn landing_cell(l: &Layout, board: &SheshBesh, spot: Spot, seat: Seat) -> Option<(u16, u16)> {
    let own = u16::from(checkers_at(board, spot, seat));
    if let Spot::Off(_) = spot {
        return Tray::cell(l.spot_rect(spot), Layout::from_top(spot), own);
    }
    let rows = l.spot_rect(spot).height;
    l.checker_cell(spot, own.min(rows - 1)).map(|p| (p.x, p.y))
}

/// The cell of a spot's outermost checker (its first cell when empty).
fn top_cell(l: &Layout, board: &SheshBesh, spot: Spot, seat: Seat) -> Option<(u16, u16)> {
    let own = u16::from(checkers_at(board, spot, seat));
    let theirs = u16::from(checkers_at(board, spot, super::play::other(seat)));
    let n = own.max(theirs);
    if let Spot::Off(_) = spot {
        return Tray::cell(l.spot_rect(spot), Layout::from_top(spot), n.saturating_sub(1));
    }
    let rows = l.spot_rect(spot).height;
    l.checker_cell(spot, n.saturating_sub(1).min(rows - 1))
        .map(|p| (p.x, p.y))
}

fn label_style_cell(buf: &mut Buffer, l: &Layout, spot: Spot, style: Style) {
    let label = match spot {
        Spot::Point(_) => l.label_cell(spot),
        Spot::Off(s) => {
            let tray = l.spot_rect(spot);
            let y = if s == BLACK { l.board.y } else { l.board.bottom() - 1 };
            Some(Rect::new(tray.x, y, tray.width, 1))
        }
        Spot::Bar(_) => None,
    };
    if let Some(label) = label {
        for x in label.x..label.right() {
            let is_text = buf.cell((x, label.y)).is_some_and(|c| c.symbol() != "─");
            if is_text {
                restyle(buf, x, label.y, style);
            }
        }
    }
}

fn draw_highlights(buf: &mut Buffer, l: &Layout, play: &Shown, board: &SheshBesh) {
    let Some(turn) = play.turn() else { return };
    let seat = turn.seat;
    let cursor = play.cursor();
    let dests = play.destinations();
    if let Some(from) = turn.selected {
        let spot = place_spot(from, seat);
        if let Some((x, y)) = top_cell(l, board, spot, seat) {
            restyle(buf, x, y, style::SELECTED);
        }
    }
    for &spot in &dests {
        let style = if spot == cursor {
            style::DEST_CURSOR
        } else {
            style::DEST
        };
        if let Some((x, y)) = landing_cell(l, board, spot, seat) {
            let tall = matches!(spot, Spot::Point(_) | Spot::Bar(_))
                && u16::from(checkers_at(board, spot, seat)) >= l.spot_rect(spot).height;
            if tall {
                // Keep a tall stack's count readable: mark its cell without a checker.
                restyle(buf, x, y, style);
                restyle(buf, x.saturating_sub(1), y, style);
            } else {
                // A shape no checker has, so it never reads as a checker.
                let mark = if spot == cursor { DEST_CURSOR_GLYPH } else { DEST_GLYPH };
                put(buf, x, y, mark, style);
            }
        }
        label_style_cell(buf, l, spot, style);
    }
    if !dests.contains(&cursor) {
        if let Some((x, y)) = top_cell(l, board, cursor, seat) {
            let current = buf.cell((x, y)).map(|c| c.style()).unwrap_or_default();
            restyle(buf, x, y, current.patch(style::CURSOR));
        }
        label_style_cell(buf, l, cursor, style::CURSOR);
    }
    // A movable checker's column is hinted by its number when nothing is picked.
    if turn.selected.is_none() {
        for spot in play.movable() {
            if spot != cursor
                && let Spot::Point(_) = spot
            {
                label_style_cell(buf, l, spot, Style::new().add_modifier(Modifier::BOLD));
            }
        }
    }
}

fn draw_middle(buf: &mut Buffer, l: &Layout, play: &Shown) {
    let bar = l.middle_bar;
    let y = bar.y + bar.height / 2;
    if play.game().options().cube {
        // With the cube on, the cube sits in the middle of the bar (D3).
        draw_cube(buf, l, play.game());
    } else {
        // The bar's name in the bar, or over its two edges on this row
        // where the language's word is longer ("מחיצה" on the compact board).
        let word = t!("shesh-besh-bar");
        if !label(buf, Rect::new(bar.x, y, bar.width, 1), &word, style::WOOD) {
            label(buf, Rect::new(bar.x - 1, y, bar.width + 2, 1), &word, style::WOOD);
        }
    }

    if let Some((white, black)) = play.chronicle().opening {
        // The opening roll: each side's own die.
        let line = Line::from(vec![
            Span::styled(glyph(WHITE), style::WHITE),
            Span::raw(" "),
            Span::styled(format!(" {white} "), style::DIE),
            Span::raw("   "),
            Span::styled(glyph(BLACK), style::BLACK),
            Span::raw(" "),
            Span::styled(format!(" {black} "), style::DIE),
        ]);
        let r = l.middle_left;
        Paragraph::new(line)
            .alignment(Alignment::Center)
            .render(Rect::new(r.x, r.y + r.height / 2, r.width, 1), buf);
    }
    let dice_area = l.dice;
    match play.phase() {
        Awaiting::Move(_) => {
            if let Some(turn) = play.turn() {
                let dice = dice_used(turn.dice, &turn.played);
                Dice { dice: &dice }.render(dice_area, buf);
            }
        }
        Awaiting::Roll(who) => {
            let text = if who.is_none() {
                t!("shesh-besh-keys-opening-roll")
            } else {
                t!("shesh-besh-keys-roll")
            };
            keys_in_band(buf, dice_area, &text, theme::QUIET);
        }
        Awaiting::Decide(_) | Awaiting::Respond(_) => {
            let text = if let Awaiting::Decide(_) = play.phase() {
                t!("shesh-besh-keys-roll-or-double")
            } else {
                t!("shesh-besh-keys-take-or-drop")
            };
            keys_in_band(buf, dice_area, &text, style::MOVER);
        }
        Awaiting::Result | Awaiting::Over => {}
    }
}

/// The keys that work now, in the middle of the dice's band (cut between
/// words where the band is narrow).
fn keys_in_band(buf: &mut Buffer, band: Rect, text: &str, style: Style) {
    let room = usize::from(band.width);
    let text = if crate::text::width(text) <= room {
        text.to_string()
    } else {
        crate::text::wrap(text, room).into_iter().next().unwrap_or_default()
    };
    // Centred as a centred paragraph is: the odd column goes to the left.
    let width = u16::try_from(crate::text::width(&text))
        .unwrap_or(band.width)
        .min(band.width);
    let x = band.x + (band.width / 2).saturating_sub(width / 2);
    label(buf, Rect::new(x, band.y + band.height / 2, width, 1), &text, style);
}

/// The doubling cube (D3) in the middle of the bar: its value, after its
/// owner's checker once a double was taken (in the middle, no checker).
fn draw_cube(buf: &mut Buffer, l: &Layout, game: &SheshBesh) {
    let bar = l.middle_bar;
    let y = bar.y + bar.height / 2;
    let (value, owner) = game.cube();
    for x in bar.x..bar.right() {
        put(buf, x, y, " ", Style::reset());
    }
    let spans = match owner {
        Some(seat) => vec![
            Span::styled(glyph(seat), checker_style(seat)),
            Span::styled(value.to_string(), style::CUBE),
        ],
        None => vec![Span::styled(value.to_string(), style::CUBE)],
    };
    Paragraph::new(Line::from(spans))
        .alignment(Alignment::Center)
        .render(Rect::new(bar.x, y, bar.width, 1), buf);
}

fn draw_players(buf: &mut Buffer, l: &Layout, play: &Shown, board: &SheshBesh) {
    let game = play.game();
    let title = if game.match_to() <= 1 {
        t!("shesh-besh-single-game")
    } else {
        t!(
            "shesh-besh-match-game",
            match_to = game.match_to(),
            game = play.chronicle().game_number()
        )
    };
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(style::WOOD);
    let inner = block.inner(l.players);
    block.render(l.players, buf);
    crate::chrome::frame_title(buf, l.players, &title);
    // One column of margin on the right, as the marker gives one on the left.
    let w = usize::from(inner.width.saturating_sub(1));
    // Each column as wide as its heading in the language, and one more.
    let (score_word, pips_word) = (t!("shesh-besh-score"), t!("shesh-besh-pips"));
    let score_w = (crate::text::width(&score_word) + 1).max(6);
    let pips_w = (crate::text::width(&pips_word) + 1).max(5);
    let name_w = w.saturating_sub(4 + score_w + pips_w);
    let header = format!(
        "{}{}{}",
        " ".repeat(4 + name_w),
        pad_left(&score_word, score_w),
        pad_left(&pips_word, pips_w)
    );
    buf.set_string(inner.x, inner.y, truncate(&header, w), theme::QUIET);
    let to_move = match play.phase() {
        Awaiting::Move(s) | Awaiting::Roll(Some(s)) | Awaiting::Decide(s) | Awaiting::Respond(s) => Some(s),
        _ => None,
    };
    let score = game.score();
    for (row, seat) in (1u16..).zip([WHITE, BLACK]) {
        let line = seat_line(
            to_move == Some(seat),
            style::MOVER,
            Span::styled(glyph(seat), checker_style(seat)),
            play.name(seat),
            name_w,
            Style::new(),
            vec![
                Span::raw(pad_left(&score[seat.index() & 1].to_string(), score_w)),
                Span::styled(pad_left(&board.pip_count(seat).to_string(), pips_w), theme::QUIET),
            ],
        );
        buf.set_line(inner.x, inner.y + row, &line, inner.width);
    }
    crate::bidi::visual_area(buf, inner);
}

fn draw_log(buf: &mut Buffer, area: Rect, scene: &Scene<'_, Screen>) {
    let (title, empty) = (format!(" {} ", t!("shesh-besh-moves")), t!("shesh-besh-no-moves"));
    let panel = LogPanel {
        title: &title,
        frame: style::WOOD,
        margin: 0,
        empty: Some((&empty, theme::QUIET)),
    };
    scene.draw_log(&panel, buf, area, |seat| (glyph(seat), checker_style(seat)));
}

fn draw_result(buf: &mut Buffer, l: &Layout, play: &Shown, result: &GameResult) {
    let winner = play.name(result.winner);
    let single = play.game().match_to() <= 1;
    let headline = if single {
        t!("shesh-besh-result-wins", name = winner)
    } else {
        t!("shesh-besh-result-wins-game", name = winner, game = result.game)
    };
    let kind = t!(
        "shesh-besh-result-kind",
        how = win_with_cube(result.kind, result.points, true),
        points = points_text(result.points)
    );
    let [w, b] = result.score;
    let score = format!("{} {w} – {b} {}", play.name(WHITE), play.name(BLACK));
    let last = if result.match_won {
        if single {
            t!("shesh-besh-result-over")
        } else {
            t!("shesh-besh-result-match", name = winner)
        }
    } else {
        t!("shesh-besh-result-next")
    };
    let mut lines = vec![
        Line::from(Span::styled(headline, Style::new().add_modifier(Modifier::BOLD))),
        Line::from(kind),
    ];
    if !single {
        lines.push(Line::from(score));
    }
    lines.push(Line::from(Span::styled(last, theme::QUIET)));
    let height = u16::try_from(lines.len()).unwrap_or(4) + 2;
    let width = (l.board.width.saturating_sub(8)).min(36);
    let b = l.board;
    let area = Rect::new(
        b.x + (b.width - width) / 2,
        b.y + (b.height.saturating_sub(height)) / 2,
        width,
        height,
    );
    Clear.render(area, buf);
    let block = Block::bordered()
        .border_type(BorderType::Double)
        .border_style(theme::BANNER);
    let inner = block.inner(area);
    Paragraph::new(lines)
        .alignment(Alignment::Center)
        .block(block)
        .render(area, buf);
    crate::bidi::visual_area(buf, inner);
}
