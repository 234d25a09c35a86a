//! Where everything goes: pure functions from the player count and the game's
//! area to positions and named rectangles. Drawing and mouse hit-testing both
//! call [`layout`], so a click lands on exactly what was drawn there.
//!
//! The track (B1) is drawn as a loop of text cells, clockwise: a square of four
//! sides for 2 and 4 players, a hexagon of six sides (pointed at the top and the
//! bottom, upright at the left and the right) for 6. Each board section is one
//! side, its home (B2) in the side's middle, so seat 0 sits at the top (the top
//! left of six) and the others follow clockwise. A track cell takes two columns
//! on the square's rows (one for the cell, one of space), so the square looks
//! square; its columns and the hexagon's slopes step one row a cell.
//!
//! Beside each seat's home: its base lane (B3), four cells going inwards from
//! the cell just before the home; its graveyard, four slots just outside the
//! track along the home and the next three cells; and its name, inside.
//!
//! That board needs a tall terminal. For the terminals people have (80×24 for
//! 2 and 4 players, 100×30 for 6) there is a **compact** board: the loop is a
//! rectangle, wider than tall, whose sections turn its corners (each home
//! still on a side, the homes placed symmetrically, partners opposite), and
//! the graveyards lie inside the loop, one step in from the home and the next
//! three cells. [`layout`] takes the roomy board when the area has room for
//! it, else the compact one.

use ratatui::layout::{Position, Rect};
use rules_core::Seat;

use majlis_games::rules::jackar::{BASE_CELLS, Board, MARBLES, SECTION};

/// A place a marble (or an empty cell) is drawn at.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Spot {
    /// A track cell (B4 numbering).
    Track(u8),
    /// A base cell 0–3 of a seat (0 is the entry, B4).
    Base(Seat, u8),
    /// A graveyard slot of a seat: marble `a` waits in slot 0, `b` in 1, ….
    Graveyard(Seat, u8),
}

/// Where a seat's name is written on the board: `width` columns from `x`
/// (right-aligned names end at `x + width - 1`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// Leftmost column of the label's room.
    pub x: u16,
    /// Its row.
    pub y: u16,
    /// Columns of room.
    pub width: u16,
    /// Whether the name hugs the right end of its room (names left of their home).
    pub right_aligned: bool,
}

/// The board drawing of one player count, in columns and rows from its top
/// left corner (graveyards included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// How many play.
    pub players: usize,
    /// Each track cell's position, by cell number.
    pub track: Vec<Position>,
    /// Each seat's base cells (entry first).
    pub bases: Vec<[Position; 4]>,
    /// Each seat's graveyard slots.
    pub graves: Vec<[Position; 4]>,
    /// Each seat's name label.
    pub labels: Vec<Label>,
    /// The middle of the board, clear of every cell: the last card played is shown there.
    pub centre: Rect,
    /// Columns the drawing takes.
    pub width: u16,
    /// Rows it takes.
    pub height: u16,
}

/// How many rows the hexagon's slanted sides drop across a side.
const SLANT: i32 = 4;
/// Cards in the widest hand (two players' last deal).
pub const HAND_MAX: u16 = 6;
/// Columns of one card tile, and between tiles.
pub const CARD_W: u16 = 4;
const CARD_GAP: u16 = 1;
/// Rows of the hand strip (card tiles).
pub const STRIP_ROWS: u16 = 3;
/// Narrowest side panel beside the roomy board.
pub const PANEL_MIN: u16 = 34;
/// Narrowest side panel beside the compact board (names are cut shorter).
pub const COMPACT_PANEL_MIN: u16 = 27;
/// Widest side panel.
pub const PANEL_MAX: u16 = 48;
/// Columns between the board and the panel.
const GAP: u16 = 2;

/// Which board drawing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// One side a section (a square, a hexagon), graveyards outside.
    Roomy,
    /// A rectangle whose sections turn its corners, graveyards inside.
    Compact,
}

/// The compact board of a track of `cells`: the rectangle's cells across and
/// down, and the perimeter index of cell 0 (so that every home sits on a
/// side, the homes symmetric about the centre).
fn compact_rectangle(cells: usize) -> (i32, i32, usize) {
    if cells == 114 { (36, 23, 8) } else { (22, 18, 10) }
}

/// The compact board's loop: perimeter index → (column, row) and the inward
/// step there. Clockwise from the top left corner; a cell is two columns on
/// the rows, one row on the columns.
fn rectangle_at(width: i32, height: i32, p: usize) -> ((i32, i32), (i32, i32)) {
    let p = i32::try_from(p).unwrap_or(0);
    if p < width {
        ((2 * p, 0), (0, 1))
    } else if p < width + height - 1 {
        ((2 * (width - 1), p - (width - 1)), (-2, 0))
    } else if p < 2 * width + height - 2 {
        ((2 * (width - 1 - (p - (width + height - 2))), height - 1), (0, -1))
    } else {
        ((0, height - 1 - (p - (2 * width + height - 3))), (2, 0))
    }
}

/// A side of the loop: where its first cell is, how it runs, which way is inside.
struct Side {
    /// Position of the side's cell `i`.
    at: fn(i32) -> (i32, i32),
    /// One step inwards (a base lane's direction).
    inward: (i32, i32),
}

/// A seat's section (B4) as drawn: the side it is on.
fn section_sides(players: usize) -> Vec<Side> {
    if players == 6 {
        // Hexagon corners: left top, top, right top, right bottom, bottom, left bottom.
        // A slanted side runs 38 columns (two a cell) and drops SLANT rows.
        vec![
            Side {
                at: |i| (2 * i, SLANT - (i * SLANT * 2 + 19) / 38),
                inward: (0, 1),
            },
            Side {
                at: |i| (38 + 2 * i, (i * SLANT * 2 + 19) / 38),
                inward: (0, 1),
            },
            Side {
                at: |i| (76, SLANT + i),
                inward: (-2, 0),
            },
            Side {
                at: |i| (76 - 2 * i, SLANT + 19 + (i * SLANT * 2 + 19) / 38),
                inward: (0, -1),
            },
            Side {
                at: |i| (38 - 2 * i, 2 * SLANT + 19 - (i * SLANT * 2 + 19) / 38),
                inward: (0, -1),
            },
            Side {
                at: |i| (0, SLANT + 19 - i),
                inward: (2, 0),
            },
        ]
    } else {
        // A square of 20 cells a side; each side is one section: its 19 cells
        // start one past a corner.
        vec![
            Side {
                at: |i| (2 * i, 0),
                inward: (0, 1),
            },
            Side {
                at: |i| (38, i),
                inward: (-2, 0),
            },
            Side {
                at: |i| (38 - 2 * i, 19),
                inward: (0, -1),
            },
            Side {
                at: |i| (0, 19 - i),
                inward: (2, 0),
            },
        ]
    }
}

impl Geometry {
    /// The roomy drawing for `players` (2, 4 or 6; any other count is drawn as four).
    #[must_use]
    pub fn new(players: usize) -> Geometry {
        Self::of(players, Shape::Roomy)
    }

    /// The compact drawing for `players`: 80×24 holds 2 and 4 players, 100×30 six.
    #[must_use]
    pub fn compact(players: usize) -> Geometry {
        Self::of(players, Shape::Compact)
    }

    /// The drawing of `shape` for `players`.
    #[must_use]
    pub fn of(players: usize, shape: Shape) -> Geometry {
        // Four players is always a board; the fallback keeps any other count drawable.
        let Some(board) = Board::new(players).or_else(|| Board::new(4)) else {
            return Geometry::empty();
        };
        let sides = section_sides(board.players());
        let sections = sides.len();
        let n = usize::from(board.track_len());
        let section = usize::from(SECTION);
        let (rect_w, rect_h, rect_shift) = compact_rectangle(n);
        let compact = shape == Shape::Compact;
        // Roomy: the home is the middle cell of its side: path index = cell + half a side.
        let shift = if compact {
            rect_shift
        } else if sections == 6 {
            9
        } else {
            10
        };
        let path = |p: usize| -> (i32, i32) {
            let p = p % n;
            if compact {
                return rectangle_at(rect_w, rect_h, p).0;
            }
            let (k, i) = (p / section, p % section);
            let i = i32::try_from(i).unwrap_or(0);
            (sides[k].at)(i)
        };
        let inward_of = |cell: usize, k: usize| -> (i32, i32) {
            if compact {
                rectangle_at(rect_w, rect_h, (cell + shift) % n).1
            } else {
                sides[k].inward
            }
        };
        let cell_at = |cell: usize| path(cell + shift);
        let track: Vec<(i32, i32)> = (0..n).map(cell_at).collect();
        let seats: Vec<Seat> = Seat::all(board.players()).collect();
        let mut bases = Vec::new();
        let mut graves = Vec::new();
        let mut labels = Vec::new();
        for &seat in &seats {
            let k = usize::from(board.section(seat));
            let home = usize::from(board.home(seat));
            let inward = inward_of(home, k);
            let (ix, iy) = inward;
            let entry = cell_at(home + n - 1);
            let base: [(i32, i32); 4] = std::array::from_fn(|j| {
                let j = i32::try_from(j).unwrap_or(0) + 1;
                (entry.0 + ix * j, entry.1 + iy * j)
            });
            // Outside, along the home and the next three cells; on a slanted
            // side in one straight row clear of the slope.
            let along: [(i32, i32); 4] = std::array::from_fn(|j| cell_at(home + j));
            let row = if iy > 0 {
                along.iter().map(|p| p.1).min().unwrap_or(0) - 1
            } else {
                along.iter().map(|p| p.1).max().unwrap_or(0) + 1
            };
            let grave = if compact {
                // Inside: one step in from the home and the next three cells.
                along.map(|(x, y)| (x + ix, y + iy))
            } else {
                along.map(|(x, y)| if ix == 0 { (x, row) } else { (x - ix, y) })
            };
            bases.push(base);
            graves.push(grave);
            let (hx, hy) = cell_at(home);
            // Inside the loop, on the far side of the home from the base lane.
            // Past the graveyard when it is inside.
            let depth = if compact || (sections == 6 && iy != 0) { 2 } else { 1 };
            let across = if compact { 4 } else { 2 };
            let label = match inward {
                (0, 1) => (hx + 2, hy + depth, false),
                (0, _) => (hx - 2, hy - depth, true),
                (-2, _) => (hx - across, hy + 1, true),
                _ => (hx + across, hy - 1, false),
            };
            labels.push(label);
        }
        // Normalise: the leftmost column and the top row become 0.
        let all = track
            .iter()
            .chain(bases.iter().flatten())
            .chain(graves.iter().flatten())
            .copied()
            .collect::<Vec<_>>();
        let min_x = all.iter().map(|p| p.0).min().unwrap_or(0);
        let min_y = all.iter().map(|p| p.1).min().unwrap_or(0);
        let max_x = all.iter().map(|p| p.0).max().unwrap_or(0);
        let max_y = all.iter().map(|p| p.1).max().unwrap_or(0);
        let to_pos = |(x, y): (i32, i32)| {
            Position::new(
                u16::try_from(x - min_x).unwrap_or(0),
                u16::try_from(y - min_y).unwrap_or(0),
            )
        };
        let track: Vec<Position> = track.into_iter().map(to_pos).collect();
        let bases: Vec<[Position; 4]> = bases.into_iter().map(|b| b.map(to_pos)).collect();
        let graves: Vec<[Position; 4]> = graves.into_iter().map(|g| g.map(to_pos)).collect();
        let width = u16::try_from(max_x - min_x + 1).unwrap_or(0);
        let height = u16::try_from(max_y - min_y + 1).unwrap_or(0);
        let occupied: Vec<Position> = track
            .iter()
            .chain(bases.iter().flatten())
            .chain(graves.iter().flatten())
            .copied()
            .collect();
        let centre = if sections == 6 {
            Rect::new(width / 2 - 11, height / 2 - 3, 22, 7)
        } else {
            Rect::new(width / 2 - 7, height / 2 - 3, 14, 7)
        };
        let labels = labels
            .into_iter()
            .map(|(x, y, right)| {
                let Position { x, y } = to_pos((x, y));
                label_room(x, y, right, &occupied, width, centre)
            })
            .collect();
        Geometry {
            players: board.players(),
            track,
            bases,
            graves,
            labels,
            centre,
            width,
            height,
        }
    }

    /// A drawing of nothing (a player count no board has).
    fn empty() -> Geometry {
        Geometry {
            players: 0,
            track: Vec::new(),
            bases: Vec::new(),
            graves: Vec::new(),
            labels: Vec::new(),
            centre: Rect::default(),
            width: 0,
            height: 0,
        }
    }

    /// The position of a spot (relative to the drawing's corner); `None` for a
    /// seat or cell the table does not have.
    #[must_use]
    pub fn spot(&self, spot: Spot) -> Option<Position> {
        match spot {
            Spot::Track(cell) => self.track.get(usize::from(cell)).copied(),
            Spot::Base(seat, i) => self.bases.get(seat.index())?.get(usize::from(i)).copied(),
            Spot::Graveyard(seat, i) => self.graves.get(seat.index())?.get(usize::from(i)).copied(),
        }
    }

    /// Every spot of the drawing.
    pub fn spots(&self) -> impl Iterator<Item = Spot> + '_ {
        let n = u8::try_from(self.track.len()).unwrap_or(u8::MAX);
        let seats = Seat::all(self.players);
        (0..n).map(Spot::Track).chain(seats.flat_map(|s| {
            (0..BASE_CELLS)
                .map(move |i| Spot::Base(s, i))
                .chain((0..u8::try_from(MARBLES).unwrap_or(4)).map(move |i| Spot::Graveyard(s, i)))
        }))
    }
}

/// The room a name gets from its start: up to 16 columns, stopping a column
/// short of any cell on its row, before the centre, and inside the drawing.
fn label_room(x: u16, y: u16, right_aligned: bool, occupied: &[Position], width: u16, centre: Rect) -> Label {
    const MOST: u16 = 16;
    let free = |cx: u16| {
        !occupied.iter().any(|p| p.y == y && p.x.abs_diff(cx) <= 1)
            && !Rect::new(centre.x.saturating_sub(1), centre.y, centre.width + 2, centre.height)
                .contains(Position::new(cx, y))
    };
    let mut room = 0;
    while room < MOST {
        let cx = if right_aligned {
            match x.checked_sub(room) {
                Some(cx) => cx,
                None => break,
            }
        } else {
            x + room
        };
        if cx >= width || !free(cx) {
            break;
        }
        room += 1;
    }
    let start = if right_aligned { x + 1 - room.max(1) } else { x };
    Label {
        x: start,
        y,
        width: room,
        right_aligned,
    }
}

/// What a click can land on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A cell, base cell or graveyard slot of the board.
    Spot(Spot),
    /// The `k`-th card of the hand shown.
    Card(usize),
    /// The `k`-th choice of the prompt (an effect, a number of steps).
    Choice(usize),
}

/// The named rectangles of one frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The whole area given.
    pub area: Rect,
    /// False when the area is too small: only a message is drawn.
    pub fits: bool,
    /// The board drawing's sizes and cells.
    pub geometry: Geometry,
    /// The board drawing.
    pub board: Rect,
    /// Table: deal, leader, players, teams.
    pub table: Rect,
    /// The log.
    pub log: Rect,
    /// The hand's card tiles.
    pub hand: Rect,
    /// The prompt beside the hand (effects, steps), one row.
    pub choices: Rect,
    /// The message line: two rows where the area has one to spare; at the
    /// smallest, one, and a long message borrows the hand's bottom edge
    /// above it ([`Layout::message_area`]).
    pub status: Rect,
    /// Right to left (Arabic, Hebrew): the panel left of the board, the
    /// prompt left of the hand, the first card on the right.
    pub rtl: bool,
}

/// The smallest area the screen of `players` is drawn in (columns, rows):
/// the compact board's.
#[must_use]
pub fn min_size(players: usize) -> (u16, u16) {
    size_of(&Geometry::compact(players), Shape::Compact)
}

/// The smallest area for a board drawing: the board, the panel beside it,
/// the hand strip and the status line under it (a blank row between the
/// board and the hand when there is one more row).
fn size_of(g: &Geometry, shape: Shape) -> (u16, u16) {
    let panel = match shape {
        Shape::Roomy => PANEL_MIN,
        Shape::Compact => COMPACT_PANEL_MIN,
    };
    (g.width + GAP + panel, g.height + STRIP_ROWS + 1)
}

/// Rows of the table box for `players`: a header, a line a seat, the teams.
#[must_use]
pub fn table_rows(players: usize) -> u16 {
    let players = u16::try_from(players).unwrap_or(6);
    let teams = if players > 2 { players / 2 + 1 } else { 0 };
    2 + 2 + players + teams
}

impl Layout {
    /// A layout of the board drawing alone at the top left of `area` (the
    /// results screen's picture): no hand, panel or status line.
    #[must_use]
    pub fn board_only(area: Rect, geometry: Geometry) -> Layout {
        let board = Rect::new(area.x, area.y, geometry.width, geometry.height).intersection(area);
        let none = Rect::new(area.x, area.y, 0, 0);
        Layout {
            area,
            fits: area.width >= geometry.width && area.height >= geometry.height,
            geometry,
            board,
            table: none,
            log: none,
            hand: none,
            choices: none,
            status: none,
            rtl: false,
        }
    }

    /// Where a message of `rows` rows (1 or 2) is drawn: the message line,
    /// and when it has one row only, the row above it too (the bottom edge
    /// of the hand's cards, which the message then covers).
    #[must_use]
    pub fn message_area(&self, rows: u16) -> Rect {
        if rows <= self.status.height || self.status.y <= self.area.y {
            return self.status;
        }
        Rect {
            y: self.status.y - 1,
            height: self.status.height + 1,
            ..self.status
        }
    }

    /// A spot's screen position.
    #[must_use]
    pub fn spot_pos(&self, spot: Spot) -> Option<Position> {
        let p = self.geometry.spot(spot)?;
        Some(Position::new(self.board.x + p.x, self.board.y + p.y))
    }

    /// A seat's label on screen.
    #[must_use]
    pub fn label(&self, seat: Seat) -> Option<Label> {
        let l = *self.geometry.labels.get(seat.index())?;
        Some(Label {
            x: self.board.x + l.x,
            y: self.board.y + l.y,
            ..l
        })
    }

    /// The board's centre on screen.
    #[must_use]
    pub fn centre(&self) -> Rect {
        let c = self.geometry.centre;
        Rect::new(self.board.x + c.x, self.board.y + c.y, c.width, c.height).intersection(self.area)
    }

    /// The tile of the `k`-th card of the hand (from the left; from the
    /// right when the interface runs right to left).
    #[must_use]
    pub fn card_rect(&self, k: usize) -> Rect {
        let k = u16::try_from(k).unwrap_or(u16::MAX / 8).min(HAND_MAX + 3);
        let offset = k * (CARD_W + CARD_GAP);
        let x = if self.rtl {
            (self.hand.x + self.hand.width).saturating_sub(offset + CARD_W)
        } else {
            self.hand.x + offset
        };
        Rect::new(x, self.hand.y, CARD_W, STRIP_ROWS).intersection(self.area)
    }

    /// The spot drawn at a screen position (its cell or the space after it).
    #[must_use]
    pub fn spot_at(&self, pos: Position) -> Option<Spot> {
        // The space after the rightmost cells lies just outside the drawing.
        let room = Rect {
            width: self.board.width + 1,
            ..self.board
        };
        if !self.fits || !room.contains(pos) {
            return None;
        }
        let spots: Vec<Spot> = self.geometry.spots().collect();
        spots
            .iter()
            .copied()
            .find(|&s| self.spot_pos(s) == Some(pos))
            .or_else(|| {
                // The space after a cell counts as the cell (cells are two columns on a row).
                let left = Position::new(pos.x.checked_sub(1)?, pos.y);
                spots.iter().copied().find(|&s| self.spot_pos(s) == Some(left))
            })
    }

    /// What is at a screen position: a card of the hand, or a spot of the board
    /// (choices are hit-tested with [`crate::widgets::ChoiceRow::hit`], as they depend on
    /// what is asked).
    #[must_use]
    pub fn hit(&self, pos: Position) -> Option<Target> {
        if !self.fits {
            return None;
        }
        if self.hand.contains(pos) {
            let k = (0..usize::from(HAND_MAX)).find(|&k| self.card_rect(k).contains(pos));
            return k.map(Target::Card);
        }
        self.spot_at(pos).map(Target::Spot)
    }
}

/// Lays out the screen of a table of `players` in `area`.
#[must_use]
pub fn layout(area: Rect, players: usize) -> Layout {
    let roomy = Geometry::new(players);
    let (roomy_w, roomy_h) = size_of(&roomy, Shape::Roomy);
    // The roomy board only with its blank row under it and a message line
    // of two rows.
    let (geometry, shape) = if area.width >= roomy_w && area.height > roomy_h + 1 {
        (roomy, Shape::Roomy)
    } else {
        (Geometry::compact(players), Shape::Compact)
    };
    let (min_w, min_h) = size_of(&geometry, shape);
    let fits = area.width >= min_w && area.height >= min_h;
    let panel_min = if shape == Shape::Roomy {
        PANEL_MIN
    } else {
        COMPACT_PANEL_MIN
    };
    let panel_w = area
        .width
        .saturating_sub(geometry.width + GAP)
        .clamp(panel_min, PANEL_MAX);
    let block_w = geometry.width + GAP + panel_w;
    // A spare row goes to the message line (a second row for a long
    // message), the next to a blank row between the board and the hand.
    let extra = area.height.saturating_sub(min_h);
    let status_rows = 1 + u16::from(extra >= 1);
    let gap = u16::from(extra >= 2);
    let block_h = min_h + (status_rows - 1) + gap;
    let x0 = area.x + area.width.saturating_sub(block_w) / 2;
    let y0 = area.y + area.height.saturating_sub(block_h) / 2;
    let board = Rect::new(x0, y0, geometry.width, geometry.height);
    let panel_x = board.right() + GAP;
    let table_h = table_rows(geometry.players).min(geometry.height);
    let table = Rect::new(panel_x, y0, panel_w, table_h);
    let log = Rect::new(panel_x, y0 + table_h, panel_w, geometry.height - table_h);
    // A blank row between the board and the hand when there is room for it.
    let strip_y = board.bottom() + gap;
    let hand_w = HAND_MAX * (CARD_W + CARD_GAP);
    let hand = Rect::new(x0, strip_y, hand_w, STRIP_ROWS);
    let choices = Rect::new(x0 + hand_w + 1, strip_y + 1, block_w.saturating_sub(hand_w + 1), 1);
    let status = Rect::new(x0, strip_y + STRIP_ROWS, block_w, status_rows);
    // Right to left, the columns swap sides (the board keeps its own drawing).
    let block = Rect::new(x0, y0, block_w, block_h);
    let clip = |r: Rect| crate::i18n::mirror(block, r).intersection(area);
    Layout {
        area,
        fits,
        board: clip(board),
        table: clip(table),
        log: clip(log),
        hand: clip(hand),
        choices: clip(choices),
        status: clip(status),
        geometry,
        rtl: crate::i18n::is_rtl(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_spot_has_its_own_position_and_no_two_touch_on_a_row() {
        for players in [2, 4, 6] {
            let g = Geometry::new(players);
            let spots: Vec<Spot> = g.spots().collect();
            let positions: Vec<Position> = spots.iter().map(|&s| g.spot(s).expect("drawn")).collect();
            let unique: HashSet<Position> = positions.iter().copied().collect();
            assert_eq!(
                unique.len(),
                positions.len(),
                "{players} players: two spots share a position"
            );
            for (i, a) in positions.iter().enumerate() {
                for b in &positions[i + 1..] {
                    assert!(
                        !(a.y == b.y && a.x.abs_diff(b.x) < 2),
                        "{players} players: {a:?} and {b:?} touch"
                    );
                }
            }
        }
    }
}
