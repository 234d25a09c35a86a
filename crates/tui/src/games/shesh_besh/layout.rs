//! Where everything goes: a pure function from the game's area to named
//! rectangles. Drawing and mouse hit-testing both call [`layout`], so a click
//! lands on exactly what was drawn there.
//!
//! The board is drawn as in the usual diagram, from White's side: White (seat 0)
//! bears off at the bottom right, so White's points 1–6 are the bottom-right
//! quarter, 7–12 bottom left, 13–18 top left and 19–24 top right. Black's
//! checkers run the other way round. The points are numbered from White's side
//! for the whole game unless a player asks for "numbers from my side"; each
//! home board is named on a row of its own, outside the frame beside it
//! (White's under the bottom right quarter, Black's over the top right one).

use ratatui::layout::{Position, Rect};
use rules_core::Seat;

/// White, seat 0: ○, home at the bottom right.
pub const WHITE: Seat = Seat(0);
/// Black, seat 1: ●, home at the top right.
pub const BLACK: Seat = Seat(1);

/// A place on the board a checker can stand, in screen terms.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Spot {
    /// A point, by its index in `SheshBesh::board()` (index `i` is White's point `i + 1`).
    Point(usize),
    /// A seat's checkers on the bar.
    Bar(Seat),
    /// A seat's borne-off checkers.
    Off(Seat),
}

/// What a click can land on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A point, a bar or an off tray.
    Spot(Spot),
    /// The dice (click to roll, or to confirm a finished turn).
    Dice,
    /// The doubling cube in the middle of the bar (click to double, D3).
    Cube,
}

/// The sizes of one board drawing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Columns per point (the checker is drawn in the middle one).
    pub cell: u16,
    /// Columns of the bar.
    pub bar: u16,
    /// Columns of an off tray.
    pub off: u16,
    /// Rows of a half board: checkers stack this high at most before a count.
    pub half: u16,
    /// Rows of the band between the halves (dice, the bar's name).
    pub middle: u16,
}

impl Geometry {
    /// The small board: fits an 80×24 terminal with room for the shell's bars.
    pub const COMPACT: Geometry = Geometry {
        cell: 3,
        bar: 3,
        off: 5,
        half: 5,
        middle: 1,
    };
    /// The roomy board, for wide terminals.
    pub const ROOMY: Geometry = Geometry {
        cell: 5,
        bar: 5,
        off: 7,
        half: 5,
        middle: 3,
    };

    /// Outer width of the board, frame included.
    #[must_use]
    pub const fn width(self) -> u16 {
        5 + 12 * self.cell + self.bar + self.off
    }

    /// Outer height of the board, frame (with the point numbers) included.
    #[must_use]
    pub const fn height(self) -> u16 {
        2 + 2 * self.half + self.middle
    }
}

/// Narrowest side panel (players, score, pips, log).
pub const PANEL_MIN: u16 = 26;
/// Widest side panel: wider only spreads the text.
pub const PANEL_MAX: u16 = 44;
/// Rows the players' box takes at the top of the panel.
pub const PLAYERS_ROWS: u16 = 5;
/// Columns between the board and the panel.
const GAP: u16 = 1;

/// The smallest area the screen can be drawn in (columns, rows): the board,
/// its two home-board rows and the status line.
pub const MIN_SIZE: (u16, u16) = (
    Geometry::COMPACT.width() + GAP + PANEL_MIN,
    Geometry::COMPACT.height() + 3,
);

/// The named rectangles of one frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The whole area given.
    pub area: Rect,
    /// False when the area is smaller than [`MIN_SIZE`]: only a message is drawn.
    pub fits: bool,
    /// The sizes used.
    pub geometry: Geometry,
    /// The board, frame included.
    pub board: Rect,
    /// Each point's column of checker cells, by board index.
    pub points: [Rect; 24],
    /// Each seat's half of the bar (White's on top, where it enters; Black's below).
    pub bar: [Rect; 2],
    /// Each seat's off tray (White's at the bottom right by its home, Black's above).
    pub off: [Rect; 2],
    /// The middle band over the left half (the opening roll is shown there).
    pub middle_left: Rect,
    /// The middle band over the bar.
    pub middle_bar: Rect,
    /// The middle band over the right half: the dice.
    pub dice: Rect,
    /// Players, score and pips.
    pub players: Rect,
    /// The log of moves.
    pub log: Rect,
    /// The message line under the board: its row, and the blank row above
    /// it where there is one, for a message that needs two.
    pub status: Rect,
    /// The row naming each seat's home board, by seat (White's under the
    /// board's bottom right quarter, Black's over its top right quarter).
    pub homes: [Rect; 2],
}

impl Layout {
    /// The rectangle a spot's checkers are drawn in.
    #[must_use]
    pub fn spot_rect(&self, spot: Spot) -> Rect {
        match spot {
            Spot::Point(i) => self.points[i],
            Spot::Bar(s) => self.bar[s.index() & 1],
            Spot::Off(s) => self.off[s.index() & 1],
        }
    }

    /// Whether a spot's checkers stack downward from the top edge (the top half).
    #[must_use]
    pub fn from_top(spot: Spot) -> bool {
        match spot {
            Spot::Point(i) => i >= 12,
            Spot::Bar(s) => s == WHITE,
            Spot::Off(s) => s == BLACK,
        }
    }

    /// The cell of a point's (or the bar's) `k`-th checker counted from the
    /// board's edge (0 = on the edge), or `None` beyond the column.
    #[must_use]
    pub fn checker_cell(&self, spot: Spot, k: u16) -> Option<Position> {
        let rect = self.spot_rect(spot);
        if k >= rect.height {
            return None;
        }
        let x = rect.x + rect.width / 2;
        let y = if Self::from_top(spot) {
            rect.y + k
        } else {
            rect.bottom() - 1 - k
        };
        Some(Position::new(x, y))
    }

    /// Where a point's number is printed (in the frame, over or under its column).
    #[must_use]
    pub fn label_cell(&self, spot: Spot) -> Option<Rect> {
        let rect = self.spot_rect(spot);
        let y = if Self::from_top(spot) {
            rect.y.checked_sub(1)?
        } else {
            rect.bottom()
        };
        Some(Rect::new(rect.x, y, rect.width, 1))
    }

    /// What is at a screen position: a point (its column or its number), a bar,
    /// an off tray, or the dice.
    #[must_use]
    pub fn hit(&self, pos: Position) -> Option<Target> {
        if !self.fits {
            return None;
        }
        if self.dice.contains(pos) {
            return Some(Target::Dice);
        }
        if self.middle_bar.contains(pos) {
            return Some(Target::Cube);
        }
        CURSOR_ROWS.iter().flatten().copied().find_map(|spot| {
            let rect = self.spot_rect(spot);
            // The point's number in the frame counts as the point.
            let grown = if Self::from_top(spot) {
                Rect::new(rect.x, rect.y.saturating_sub(1), rect.width, rect.height + 1)
            } else {
                Rect::new(rect.x, rect.y, rect.width, rect.height + 1)
            };
            grown.contains(pos).then_some(Target::Spot(spot))
        })
    }

    /// The centre of a spot's column, where a click surely lands on it.
    #[must_use]
    pub fn spot_centre(&self, spot: Spot) -> Position {
        let r = self.spot_rect(spot);
        Position::new(r.x + r.width / 2, r.y + r.height / 2)
    }
}

/// The cursor's stops, row by row as drawn: the top row left to right (13–18,
/// White's bar, 19–24, Black's tray), then the bottom row left to right (12–7,
/// Black's bar, 6–1, White's tray).
pub const CURSOR_ROWS: [[Spot; 14]; 2] = [
    [
        Spot::Point(12),
        Spot::Point(13),
        Spot::Point(14),
        Spot::Point(15),
        Spot::Point(16),
        Spot::Point(17),
        Spot::Bar(WHITE),
        Spot::Point(18),
        Spot::Point(19),
        Spot::Point(20),
        Spot::Point(21),
        Spot::Point(22),
        Spot::Point(23),
        Spot::Off(BLACK),
    ],
    [
        Spot::Point(11),
        Spot::Point(10),
        Spot::Point(9),
        Spot::Point(8),
        Spot::Point(7),
        Spot::Point(6),
        Spot::Bar(BLACK),
        Spot::Point(5),
        Spot::Point(4),
        Spot::Point(3),
        Spot::Point(2),
        Spot::Point(1),
        Spot::Point(0),
        Spot::Off(WHITE),
    ],
];

/// Row and column of a spot among [`CURSOR_ROWS`].
#[must_use]
pub fn cursor_position(spot: Spot) -> (usize, usize) {
    for (r, row) in CURSOR_ROWS.iter().enumerate() {
        if let Some(c) = row.iter().position(|s| *s == spot) {
            return (r, c);
        }
    }
    (0, 0)
}

/// The next stop to the left (`-1`) or right (`+1`). Past the end of a row the
/// cursor goes on in the other row, as reading goes on at the next line, so that
/// one arrow key reaches every stop.
#[must_use]
pub fn step_cursor(spot: Spot, delta: isize) -> Spot {
    let (r, c) = cursor_position(spot);
    let last = CURSOR_ROWS[r].len() - 1;
    match c.checked_add_signed(delta) {
        Some(n) if n <= last => CURSOR_ROWS[r][n],
        Some(_) => CURSOR_ROWS[1 - r][0],
        None => CURSOR_ROWS[1 - r][last],
    }
}

/// The stop in the other row, same column.
#[must_use]
pub fn flip_cursor(spot: Spot) -> Spot {
    let (r, c) = cursor_position(spot);
    CURSOR_ROWS[1 - r][c]
}

/// Lays out the game screen in `area`: the board on the left and the
/// panel on the right, or, in Arabic and Hebrew, the panel on the left of
/// the board (the board itself keeps its geometry in every language).
#[must_use]
pub fn layout(area: Rect) -> Layout {
    layout_in(area, crate::i18n::is_rtl())
}

/// Lays out the game screen in `area`, the panel on the left when `rtl`.
#[must_use]
pub fn layout_in(area: Rect, rtl: bool) -> Layout {
    let roomy = Geometry::ROOMY;
    let geometry = if area.width >= roomy.width() + GAP + PANEL_MAX - 4 && area.height > roomy.height() + 3 {
        roomy
    } else {
        Geometry::COMPACT
    };
    let fits = area.width >= MIN_SIZE.0 && area.height >= MIN_SIZE.1;
    let g = geometry;
    let panel_w = area.width.saturating_sub(g.width() + GAP).clamp(PANEL_MIN, PANEL_MAX);
    let block_w = g.width() + GAP + panel_w;
    // A blank row between the board and the status line when there is room.
    let gap_row = u16::from(area.height >= g.height() + 4);
    let block_h = g.height() + 2 + gap_row + 1;
    let block_x = area.x + area.width.saturating_sub(block_w) / 2;
    let y0 = area.y + area.height.saturating_sub(block_h) / 2;
    // The board's left edge: the block's, or after the panel right to left.
    let x0 = if rtl { block_x + panel_w + GAP } else { block_x };
    let board = Rect::new(x0, y0 + 1, g.width(), g.height());

    let top = board.y + 1;
    let mid = top + g.half;
    let bottom = mid + g.middle;
    let left_x = x0 + 1;
    let bar_x = left_x + 6 * g.cell + 1;
    let right_x = bar_x + g.bar + 1;
    let off_x = right_x + 6 * g.cell + 1;

    let mut points = [Rect::default(); 24];
    for k in 0..6u16 {
        let k_us = usize::from(k);
        // Top row: White's 13..18 then 19..24, left to right.
        points[12 + k_us] = Rect::new(left_x + k * g.cell, top, g.cell, g.half);
        points[18 + k_us] = Rect::new(right_x + k * g.cell, top, g.cell, g.half);
        // Bottom row: White's 12..7 then 6..1, left to right.
        points[11 - k_us] = Rect::new(left_x + k * g.cell, bottom, g.cell, g.half);
        points[5 - k_us] = Rect::new(right_x + k * g.cell, bottom, g.cell, g.half);
    }
    let bar = [
        Rect::new(bar_x, top, g.bar, g.half),
        Rect::new(bar_x, bottom, g.bar, g.half),
    ];
    let off = [
        Rect::new(off_x, bottom, g.off, g.half),
        Rect::new(off_x, top, g.off, g.half),
    ];
    let panel_x = if rtl { block_x } else { board.right() + GAP };
    let players = Rect::new(panel_x, y0, panel_w, PLAYERS_ROWS);
    let log = Rect::new(
        panel_x,
        y0 + PLAYERS_ROWS,
        panel_w,
        (g.height() + 2).saturating_sub(PLAYERS_ROWS),
    );
    let status = Rect::new(block_x, board.bottom() + 1, block_w, 1 + gap_row);
    let quarter = 6 * g.cell;
    let homes = [
        Rect::new(right_x, board.bottom(), quarter, 1),
        Rect::new(right_x, board.y.saturating_sub(1), quarter, 1),
    ];
    let clip = |r: Rect| r.intersection(area);
    Layout {
        area,
        fits,
        geometry,
        board,
        points,
        bar,
        off,
        middle_left: Rect::new(left_x, mid, 6 * g.cell, g.middle),
        middle_bar: Rect::new(bar_x, mid, g.bar, g.middle),
        dice: Rect::new(right_x, mid, 6 * g.cell, g.middle),
        players: clip(players),
        log: clip(log),
        status: clip(status),
        homes: homes.map(clip),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_board_fits_80_columns() {
        assert_eq!(Geometry::COMPACT.width(), 49);
        assert_eq!(Geometry::COMPACT.height(), 13);
        assert_eq!(MIN_SIZE, (76, 16));
        assert!(MIN_SIZE.0 <= 80 && MIN_SIZE.1 <= 24, "{MIN_SIZE:?}");
        let l = layout(Rect::new(0, 0, 80, 24));
        assert!(l.fits);
        assert_eq!(l.geometry, Geometry::COMPACT);
        assert!(l.players.right() <= 80 && l.status.bottom() <= 24);
    }

    #[test]
    fn every_spot_is_hit_at_its_centre_and_number() {
        for area in [
            Rect::new(0, 0, 80, 24),
            Rect::new(3, 2, 120, 40),
            Rect::new(0, 0, 76, 16),
        ] {
            let l = layout(area);
            assert!(l.fits, "{area:?}");
            for spot in CURSOR_ROWS.iter().flatten().copied() {
                assert_eq!(
                    l.hit(l.spot_centre(spot)),
                    Some(Target::Spot(spot)),
                    "{spot:?} in {area:?}"
                );
                if let (Spot::Point(_), Some(label)) = (spot, l.label_cell(spot)) {
                    assert_eq!(l.hit(label.as_position()), Some(Target::Spot(spot)));
                }
            }
            let d = l.dice;
            assert_eq!(l.hit(Position::new(d.x + 1, d.y)), Some(Target::Dice));
            assert_eq!(
                l.hit(Position::new(l.board.x, l.board.y)),
                None,
                "the frame's corner is nothing"
            );
        }
    }

    #[test]
    fn spots_do_not_overlap_and_stay_inside_the_board() {
        let l = layout(Rect::new(0, 0, 80, 24));
        let spots: Vec<Spot> = CURSOR_ROWS.iter().flatten().copied().collect();
        for (i, a) in spots.iter().enumerate() {
            let ra = l.spot_rect(*a);
            assert!(
                l.board.contains(ra.as_position()) && l.board.contains(Position::new(ra.right() - 1, ra.bottom() - 1))
            );
            for b in &spots[i + 1..] {
                assert!(!ra.intersects(l.spot_rect(*b)), "{a:?} overlaps {b:?}");
            }
        }
    }

    #[test]
    fn white_home_is_bottom_right() {
        let l = layout(Rect::new(0, 0, 80, 24));
        // White's 1-point is the rightmost bottom point; its 24-point the rightmost top one.
        let p1 = l.points[0];
        let p24 = l.points[23];
        assert!(p1.y > l.dice.y && p24.y < l.dice.y);
        assert_eq!(p1.x, p24.x);
        assert!(l.points.iter().all(|r| r.x <= p1.x));
        assert!(l.off[0].y > l.off[1].y, "White bears off at the bottom");
    }

    #[test]
    fn the_cursor_walks_the_whole_ring() {
        let mut spot = Spot::Point(0);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..28 {
            seen.insert(spot);
            spot = step_cursor(spot, 1);
        }
        assert_eq!(seen.len(), 28);
        assert_eq!(spot, Spot::Point(0), "28 steps right come back");
        assert_eq!(step_cursor(Spot::Off(BLACK), 1), Spot::Point(11));
        assert_eq!(step_cursor(Spot::Point(12), -1), Spot::Off(WHITE));
        assert_eq!(flip_cursor(Spot::Point(23)), Spot::Point(0));
        assert_eq!(flip_cursor(Spot::Bar(WHITE)), Spot::Bar(BLACK));
    }
}
