//! Where everything goes: a pure function from the game's area and the
//! player count to named rectangles. Drawing and mouse hit-testing both call
//! [`layout`], so a click lands on exactly what was drawn there.
//!
//! On the left, one area large (the player's to move, or the one a piece is
//! being stolen from): cells three columns wide with a column and a row
//! between them, where each piece's edges and the contacts between pieces
//! are drawn; the column letters above, the row numbers beside; under it
//! the piece in hand and two lines about the round and the piece. On the
//! right, every other area small (one or two columns a cell), the score
//! table (players × 6 rounds) and the log. Where the table would leave the
//! log only a few lines (an 80×24 terminal), the scores are the totals,
//! two players a row, and the log gets the rows: the computers' steals stay
//! in sight. The message line is the last two rows (a long message wraps to
//! the second). When the small areas do not all fit, they are shown a page
//! at a time (`[` and `]`).

use majlis_games::rules::khixa::Cell;
use ratatui::layout::{Position, Rect};

/// Columns of the large area: row numbers, then 8 cells of 3 and 9 lines.
pub const BIG_W: u16 = 2 + 8 * 4 + 1;
/// Rows of the large area: column letters, then 8 cells and 9 lines.
pub const BIG_H: u16 = 1 + 8 * 2 + 1;
/// Rows of the lines under the large area (the piece in hand, three rows,
/// beside them reaches one row further).
pub const INFO_H: u16 = 2;
/// Rows of the piece in hand.
const HAND_H: u16 = 3;
/// Columns of the piece in hand.
const HAND_W: u16 = 3;
/// Rows of the message line.
pub const MESSAGE_H: u16 = 2;
/// Columns of the left side.
pub const LEFT_W: u16 = 36;
/// Columns between the left and right sides.
const GAP: u16 = 1;
/// The narrowest right side: the score table.
pub const RIGHT_MIN: u16 = 36;
/// The widest score table: a name column of up to 19 columns.
pub const SCORES_MAX: u16 = 48;
/// Rows of a small area's box: its frame and 8 rows.
pub const SMALL_H: u16 = 10;
/// The fewest rows of the log panel within the layout.
const LOG_MIN: u16 = 3;
/// The rows of log the smallest area keeps: its frame and four lines, so
/// the computers' moves (a steal) stay in sight for a while.
const LOG_SMALLEST: u16 = 6;
/// The rows the log is given before the full score table is: its frame and
/// five lines.
const LOG_WANT: u16 = 7;

/// Rows of the score table for `players`: frame, header, a row a seat.
#[must_use]
pub fn scores_rows(players: usize) -> u16 {
    u16::try_from(players).unwrap_or(8) + 3
}

/// Rows of the totals for `players`: a header, two players a row.
#[must_use]
pub fn totals_rows(players: usize) -> u16 {
    1 + u16::try_from(players.div_ceil(2)).unwrap_or(4)
}

/// What a click can land on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A cell of the large area.
    Big(Cell),
    /// A small area (by its slot on the page), and the cell under the click.
    Small(usize, Option<Cell>),
    /// The piece in hand (or the die when a roll is due).
    Hand,
    /// The previous page of small areas.
    PagePrev,
    /// The next page of small areas.
    PageNext,
}

/// The named rectangles of one frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The whole area given.
    pub area: Rect,
    /// The large area, labels included.
    pub big: Rect,
    /// The two lines under it.
    pub info: Rect,
    /// The piece in hand, drawn 3 × 3 at the left of the info lines.
    pub hand: Rect,
    /// The boxes of the small areas on this page, in order.
    pub slots: Vec<Rect>,
    /// Columns of a small area's cell: 1 or 2.
    pub small_cell: u16,
    /// The page line (`◀ 1/2 ▶`) when the small areas are paged.
    pub pager: Option<Rect>,
    /// The score table, or the totals ([`Layout::totals`]).
    pub scores: Rect,
    /// Whether the scores are the totals alone, two players a row (the
    /// table would leave the log too few lines).
    pub totals: bool,
    /// The log.
    pub log: Rect,
    /// The message line: two rows, clear of the piece in hand.
    pub message: Rect,
}

/// Where the small areas go: their boxes, their cells' width, and whether
/// they are paged.
struct Smalls {
    cell: u16,
    per_row: u16,
    rows: u16,
    paged: bool,
}

/// How the small areas of `others` seats fit in `width` × `height`.
fn smalls(others: u16, width: u16, height: u16) -> Smalls {
    for cell in [2, 1] {
        let box_w = 8 * cell + 2;
        let per_row = ((width + 1) / (box_w + 1)).max(1);
        let rows = others.div_ceil(per_row).max(1);
        if rows * SMALL_H <= height {
            return Smalls {
                cell,
                per_row,
                rows,
                paged: false,
            };
        }
    }
    // Paged: as many rows of one-column cells as fit, less the page line.
    let per_row = ((width + 1) / 11).max(1);
    let rows = (height.saturating_sub(1) / SMALL_H).max(1);
    Smalls {
        cell: 1,
        per_row,
        rows,
        paged: true,
    }
}

/// Lays out the game screen for `players` in `area`.
#[must_use]
pub fn layout(area: Rect, players: usize) -> Layout {
    let players16 = u16::try_from(players).unwrap_or(8);
    let others = players16.saturating_sub(1).max(1);
    let body_h = area.height.saturating_sub(MESSAGE_H);
    let message_y = area.y + body_h;
    let big = Rect::new(area.x, area.y, BIG_W, BIG_H);
    let info = Rect::new(area.x, big.bottom(), LEFT_W, INFO_H);
    let hand = Rect::new(area.x, info.y, HAND_W, HAND_H);
    // The message line starts clear of the piece in hand where it reaches down.
    let message_x = if hand.bottom() > message_y { area.x + 4 } else { area.x };
    let message = Rect::new(message_x, message_y, area.right().saturating_sub(message_x), MESSAGE_H);
    let right_x = area.x + LEFT_W + GAP;
    let right_w = area.width.saturating_sub(LEFT_W + GAP);
    let table_h = scores_rows(players);
    let totals_h = totals_rows(players);
    // The full score table on the right (names read in full there) when the
    // log keeps its lines and every small area shows; else under the large
    // area when that lets them; else the totals, and the log the rest.
    let left_free = message_y.saturating_sub(hand.bottom().max(info.bottom()));
    let on_right = smalls(others, right_w, body_h.saturating_sub(LOG_WANT + table_h));
    let beside = smalls(others, right_w, body_h.saturating_sub(LOG_WANT));
    let (s, place) = if !on_right.paged {
        (on_right, Scores::Right)
    } else if left_free >= table_h && !beside.paged {
        (beside, Scores::Left)
    } else {
        (
            smalls(others, right_w, body_h.saturating_sub(LOG_MIN + totals_h)),
            Scores::Totals,
        )
    };
    // One-column cells' boxes grow into the room the row leaves (up to the
    // two-column width), so the names on their frames read whole: four
    // players at 80 columns had "2 Compu…".
    let natural = 8 * s.cell + 2;
    let across = s.per_row.min(others).max(1);
    let roomy = ((right_w + 1) / across).saturating_sub(1).clamp(natural, 8 * 2 + 2);
    // A column more would only push the grid off centre.
    let box_w = if s.cell == 1 && roomy >= natural + 2 {
        roomy
    } else {
        natural
    };
    let shown = if s.paged { s.per_row * s.rows } else { others };
    let slots: Vec<Rect> = (0..shown.min(others))
        .map(|k| {
            let (row, col) = (k / s.per_row, k % s.per_row);
            Rect::new(right_x + col * (box_w + 1), area.y + row * SMALL_H, box_w, SMALL_H)
        })
        .collect();
    let smalls_bottom = area.y + s.rows * SMALL_H;
    let pager = s
        .paged
        .then(|| Rect::new(right_x, smalls_bottom, right_w.min(4 * box_w), 1));
    let mut right_y = smalls_bottom + u16::from(s.paged);
    let scores = match place {
        Scores::Left => Rect::new(area.x, message_y - table_h, LEFT_W, table_h),
        Scores::Right => {
            let r = Rect::new(right_x, right_y, right_w.min(SCORES_MAX), table_h);
            right_y += table_h;
            r
        }
        Scores::Totals => {
            let r = Rect::new(right_x, right_y, right_w, totals_h);
            right_y += totals_h;
            r
        }
    };
    let log = Rect::new(right_x, right_y, right_w, message_y.saturating_sub(right_y));
    // Right to left the sides swap: the large area on the right, the others'
    // areas, the scores and the log on the left (each area's grid, large or
    // small, keeps its geometry).
    let clip = |r: Rect| crate::i18n::mirror(area, r).intersection(area);
    Layout {
        area,
        big: clip(big),
        info: clip(info),
        hand: clip(hand),
        slots: slots.into_iter().map(clip).collect(),
        small_cell: s.cell,
        pager: pager.map(clip),
        scores: clip(scores),
        totals: place == Scores::Totals,
        log: clip(log),
        message: clip(message),
    }
}

/// Where the scores go.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Scores {
    /// The full table on the right.
    Right,
    /// The full table under the large area.
    Left,
    /// The totals on the right.
    Totals,
}

/// The smallest area (columns, rows) the screen is drawn in for `players`:
/// 80 columns, and the rows the large area, or the small areas (paged if
/// need be), the scores and a log of four lines take at that width.
#[must_use]
pub fn min_size(players: usize) -> (u16, u16) {
    let width = 80;
    let left = BIG_H + HAND_H + MESSAGE_H - 1;
    for height in left..200 {
        let l = layout(Rect::new(0, 0, width, height), players);
        let smalls_end = l.slots.iter().map(|r| r.bottom()).max().unwrap_or(0);
        let pager_end = l.pager.map_or(0, |r| r.bottom());
        if l.log.height >= LOG_SMALLEST && smalls_end.max(pager_end) <= l.message.y {
            return (width, height);
        }
    }
    (width, 200)
}

impl Layout {
    /// Where the lines under the large area are written: beside the piece
    /// in hand (after it, or before it right to left).
    #[must_use]
    pub fn info_text(&self) -> Rect {
        let width = self.info.width.saturating_sub(HAND_W + 1);
        let x = if self.hand.x > self.info.x {
            self.info.x
        } else {
            self.info.x + HAND_W + 1
        };
        Rect::new(x, self.info.y, width, self.info.height)
    }

    /// The screen position of the middle of `cell`'s tile in the large area.
    #[must_use]
    pub fn big_cell(&self, cell: Cell) -> Position {
        Position::new(
            self.big.x + 2 + u16::from(cell.col()) * 4 + 2,
            self.big.y + 1 + u16::from(cell.row()) * 2 + 1,
        )
    }

    /// The position of the line west of `cell` in the large area (its north
    /// line is one row up from [`Layout::big_cell`]).
    #[must_use]
    pub fn big_line_x(&self, col: u8) -> u16 {
        self.big.x + 2 + u16::from(col) * 4
    }

    /// The row of the line north of row `row` in the large area.
    #[must_use]
    pub fn big_line_y(&self, row: u8) -> u16 {
        self.big.y + 1 + u16::from(row) * 2
    }

    /// The column of the first cell of a small area drawn in `slot`: its
    /// grid in the middle of the box.
    fn small_grid_x(&self, slot: Rect) -> u16 {
        slot.x + 1 + slot.width.saturating_sub(2 + 8 * self.small_cell) / 2
    }

    /// The position of `cell` in the small area of slot `slot`.
    #[must_use]
    pub fn small_cell_at(&self, slot: usize, cell: Cell) -> Option<Position> {
        let r = self.slots.get(slot)?;
        Some(Position::new(
            self.small_grid_x(*r) + u16::from(cell.col()) * self.small_cell,
            r.y + 1 + u16::from(cell.row()),
        ))
    }

    /// What is at a screen position.
    #[must_use]
    pub fn hit(&self, pos: Position) -> Option<Target> {
        if self.hand.contains(pos) {
            return Some(Target::Hand);
        }
        if self.big.contains(pos) {
            let col = (pos.x.checked_sub(self.big.x + 3)?) / 4;
            let row = (pos.y.checked_sub(self.big.y + 1)?) / 2;
            // A click on a line between cells counts for a cell beside it.
            return Cell::new(u8::try_from(row).ok()?, u8::try_from(col).ok()?).map(Target::Big);
        }
        for (slot, r) in self.slots.iter().enumerate() {
            if r.contains(pos) {
                let cell = pos
                    .x
                    .checked_sub(self.small_grid_x(*r))
                    .zip(pos.y.checked_sub(r.y + 1))
                    .and_then(|(x, y)| Cell::new(u8::try_from(y).ok()?, u8::try_from(x / self.small_cell).ok()?));
                return Some(Target::Small(slot, cell));
            }
        }
        if let Some(p) = self.pager.filter(|p| p.contains(pos)) {
            return Some(if pos.x < p.x + p.width / 2 {
                Target::PagePrev
            } else {
                Target::PageNext
            });
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fits(l: &Layout) -> bool {
        let inside = |r: &Rect| r.right() <= l.area.right() && r.bottom() <= l.area.bottom();
        inside(&l.big)
            && inside(&l.info)
            && l.slots.iter().all(inside)
            && inside(&l.scores)
            && l.log.height >= LOG_MIN
            && l.slots.iter().all(|s| !s.intersects(l.scores) && !s.intersects(l.log))
            && !l.scores.intersects(l.log)
            && !l.scores.intersects(l.big)
    }

    /// Two to four players at 80×24 (the game gets 80×22), every area shown;
    /// up to eight at 120×40 with every area shown, and within 100×30 paged.
    #[test]
    fn every_player_count_fits_its_sizes() {
        for players in 2..=5 {
            assert_eq!(min_size(players), (80, 22), "{players}");
            let l = layout(Rect::new(0, 0, 80, 22), players);
            assert!(fits(&l), "{players}: {l:?}");
            assert_eq!(l.slots.len(), players - 1, "every other area at once");
            assert!(l.pager.is_none());
        }
        for players in 5..=8 {
            let (w, h) = min_size(players);
            assert!(w <= 100 && h <= 28, "{players}: {w}×{h}");
            let l = layout(Rect::new(0, 0, 120, 38), players);
            assert!(fits(&l), "{players}: {l:?}");
            assert_eq!(l.slots.len(), players - 1, "120×40: all seen at once");
            assert!(l.pager.is_none());
            let small = layout(Rect::new(0, 0, w, h), players);
            assert!(fits(&small), "{players} at its minimum: {small:?}");
        }
        let paged = layout(Rect::new(0, 0, 80, min_size(8).1), 8);
        assert!(paged.pager.is_some() && paged.slots.len() < 7, "{paged:?}");
    }

    /// Issue 17: at 80×24 with four or five players the log kept one or two
    /// lines and the computers' steals went by unseen; the totals take the
    /// round table's place and the log keeps at least four lines, beside a
    /// message line of two rows clear of the piece in hand.
    #[test]
    fn four_and_five_players_at_80x24_keep_four_lines_of_log_and_two_of_message() {
        for players in 4..=5 {
            let l = layout(Rect::new(0, 0, 80, 22), players);
            assert!(l.totals, "{players}: the totals");
            assert!(l.log.height >= 2 + 4, "{players}: {:?}", l.log);
            assert_eq!(l.message.height, 2);
            assert!(!l.message.intersects(l.hand), "{:?} {:?}", l.message, l.hand);
            assert!(fits(&l), "{players}: {l:?}");
        }
        // With room, the round-by-round table is back.
        assert!(!layout(Rect::new(0, 0, 120, 38), 4).totals);
    }

    #[test]
    fn every_cell_is_hit_where_it_is_drawn() {
        for (area, players) in [(Rect::new(0, 0, 80, 22), 4), (Rect::new(3, 2, 120, 38), 8)] {
            let l = layout(area, players);
            for cell in Cell::all() {
                assert_eq!(l.hit(l.big_cell(cell)), Some(Target::Big(cell)), "{cell}");
                for slot in 0..l.slots.len() {
                    let at = l.small_cell_at(slot, cell).expect("a slot");
                    assert_eq!(l.hit(at), Some(Target::Small(slot, Some(cell))), "{cell} in {slot}");
                }
            }
            assert_eq!(l.hit(Position::new(l.hand.x + 1, l.hand.y + 1)), Some(Target::Hand));
        }
    }
}
