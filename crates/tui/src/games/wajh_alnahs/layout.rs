//! Where everything goes: a pure function from the player count and the
//! game's area to named rectangles. Drawing and mouse hit-testing both call
//! [`layout`], so a click lands on exactly what was drawn there.
//!
//! ```text
//! ╭ Stage 1 of 3 ─────────────────────────╮ ╭ Log ──────────────────╮
//! │   player        hand face up    down  │ │                       │
//! │▶ 1 Amal            3 7 9 13     ▪▪▪   │ │                       │
//! │  …one row a seat…                     │ │                       │
//! ╰ Next: Sami → Dov → Lea ↻ ─────────────╯ │                       │
//! ╭ Pile: its cards · draw pile · out ────╮ │                       │
//! │ three rows: its top cards fanned      │ │                       │
//! │ its value, any limit                  │ │                       │
//! ╰───────────────────────────────────────╯ ╰───────────────────────╯
//! label of the cards below (whose, what to do; scroll marks)
//! three rows of card tiles
//! the card under the cursor explained (two rows)
//! what is asked and its answers
//! the message line (two rows: a long message wraps to the second)
//! ```

use ratatui::layout::{Position, Rect};
use rules_core::Seat;

use super::cards::{TILE_GAP, TILE_H, TILE_W};

/// Rows under the panels: the label, the tiles, the card explained (two
/// rows), the answers, the message line (two rows).
pub const BOTTOM_ROWS: u16 = 1 + TILE_H + INFO_ROWS + 1 + STATUS_ROWS;
/// Rows of the message line.
pub const STATUS_ROWS: u16 = 2;
/// Rows of the card explained.
pub const INFO_ROWS: u16 = 2;
/// Rows of the pile panel: its frame, the fan, its value in words.
pub const PILE_ROWS: u16 = 2 + TILE_H + 1;
/// Columns of the narrowest screen.
pub const MIN_WIDTH: u16 = 80;
/// Extra columns between the hand and the face-up cards in the swap.
pub const SPLIT_GAP: u16 = 3;
/// Columns from one tile to the next.
pub const TILE_STEP: u16 = TILE_W + TILE_GAP;

/// Rows of the players' table for `players`: its frame (the turn order
/// written in its bottom edge), a header, a row a seat.
#[must_use]
pub fn table_rows(players: usize) -> u16 {
    u16::try_from(players).unwrap_or(6) + 3
}

/// The smallest area the screen of `players` is drawn in (columns, rows):
/// 80 × 22 for four players (an 80 × 24 terminal with the shell's bars),
/// 80 × 24 for six.
#[must_use]
pub fn min_size(players: usize) -> (u16, u16) {
    (MIN_WIDTH, BOTTOM_ROWS + PILE_ROWS + table_rows(players))
}

/// What a click can land on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// The `k`-th tile drawn in the row of cards (counted among those shown).
    Tile(usize),
    /// The `k`-th answer of the prompt row.
    Choice(usize),
    /// A seat's row in the players' table.
    Seat(Seat),
}

/// The named rectangles of one frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The whole area given.
    pub area: Rect,
    /// How many play.
    pub players: usize,
    /// The players' table.
    pub table: Rect,
    /// The pile panel.
    pub pile: Rect,
    /// The log.
    pub log: Rect,
    /// The line over the tiles: whose cards, what to do.
    pub label: Rect,
    /// The row of card tiles.
    pub tiles: Rect,
    /// The card under the cursor, explained.
    pub info: Rect,
    /// What is asked and its answers.
    pub choices: Rect,
    /// The message line, two rows (a short message takes the second).
    pub status: Rect,
}

/// Lays out the screen of a table of `players` in `area`.
#[must_use]
pub fn layout(area: Rect, players: usize) -> Layout {
    let clip = |r: Rect| r.intersection(area);
    // At 80 columns the players' table is 50 wide: a seat's number and
    // "Computer 2" whole beside the cards.
    let left_w = (area.width * 5 / 8).clamp(46, 64).min(area.width);
    let top_h = area.height.saturating_sub(BOTTOM_ROWS);
    let table_h = table_rows(players).min(top_h);
    let (x, y) = (area.x, area.y);
    let table = Rect::new(x, y, left_w, table_h);
    let pile = Rect::new(x, y + table_h, left_w, top_h - table_h);
    let log = Rect::new(x + left_w + 1, y, area.width.saturating_sub(left_w + 1), top_h);
    let row = |k: u16, h: u16| clip(Rect::new(x, y + top_h + k, area.width, h));
    // Right to left the panels mirror: the players and the pile on the
    // right, the log on the left. The tiles keep their order (1–9 left to
    // right, as the keys number them).
    let m = |r: Rect| crate::i18n::mirror(area, clip(r));
    Layout {
        area,
        players,
        table: m(table),
        pile: m(pile),
        log: m(log),
        label: row(0, 1),
        tiles: row(1, TILE_H),
        info: row(1 + TILE_H, INFO_ROWS),
        choices: row(1 + TILE_H + INFO_ROWS, 1),
        status: row(2 + TILE_H + INFO_ROWS, STATUS_ROWS),
    }
}

impl Layout {
    /// How many tiles fit in the row (with room for the swap's gap).
    #[must_use]
    pub fn tiles_fit(&self) -> usize {
        usize::from((self.tiles.width + TILE_GAP) / TILE_STEP)
    }

    /// Where each of `shown` tiles is drawn; with `split`, the tiles from
    /// that one on sit a little apart (the face-up cards in the swap).
    #[must_use]
    pub fn tile_rects(&self, shown: usize, split: Option<usize>) -> Vec<Rect> {
        (0..shown)
            .map(|k| {
                let k16 = u16::try_from(k).unwrap_or(u16::MAX);
                let apart = if split.is_some_and(|s| k >= s) { SPLIT_GAP } else { 0 };
                let x = self
                    .tiles
                    .x
                    .saturating_add(k16.saturating_mul(TILE_STEP))
                    .saturating_add(apart);
                Rect::new(x, self.tiles.y, TILE_W, TILE_H).intersection(self.tiles)
            })
            .collect()
    }

    /// The row of a seat in the players' table.
    #[must_use]
    pub fn seat_row(&self, seat: Seat) -> Rect {
        let y = self.table.y + 2 + u16::try_from(seat.index()).unwrap_or(u16::MAX / 2);
        Rect::new(self.table.x + 1, y, self.table.width.saturating_sub(2), 1).intersection(self.table)
    }

    /// The seat whose row is at a position.
    #[must_use]
    pub fn seat_at(&self, pos: Position) -> Option<Seat> {
        Seat::all(self.players).find(|&s| {
            let r = self.seat_row(s);
            !r.is_empty() && r.contains(pos)
        })
    }

    /// The tile at a position, among `shown` tiles laid out with `split`.
    #[must_use]
    pub fn tile_at(&self, pos: Position, shown: usize, split: Option<usize>) -> Option<usize> {
        self.tile_rects(shown, split)
            .iter()
            .position(|r| !r.is_empty() && r.contains(pos))
    }
}

/// The tiles shown of `count`, keeping the cursor's in view: a window of at
/// most `fit` tiles (the first ones while the cursor is among them).
#[must_use]
pub fn window(count: usize, cursor: usize, fit: usize) -> std::ops::Range<usize> {
    let fit = fit.max(1);
    if count <= fit {
        return 0..count;
    }
    let start = cursor.saturating_sub(fit - 1).min(count - fit);
    start..start + fit
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_usual_table_fits_80_by_22_and_six_players_80_by_24() {
        assert_eq!(min_size(4), (80, 22));
        assert_eq!(min_size(6), (80, 24));
        let l = layout(Rect::new(0, 0, 80, 22), 4);
        assert_eq!(l.status.bottom(), 22);
        assert_eq!(l.pile.bottom(), l.label.y);
        assert_eq!(l.pile.height, PILE_ROWS);
        assert!(l.log.width >= 29, "{:?}", l.log);
        assert_eq!(l.tiles_fit(), 10);
    }

    #[test]
    fn the_window_keeps_the_cursor_in_view() {
        assert_eq!(window(5, 4, 10), 0..5);
        assert_eq!(window(14, 3, 10), 0..10);
        assert_eq!(window(14, 12, 10), 3..13);
        assert_eq!(window(14, 13, 10), 4..14);
    }

    #[test]
    fn tiles_and_seats_are_hit_where_they_are_drawn() {
        let l = layout(Rect::new(0, 0, 80, 22), 4);
        let rects = l.tile_rects(6, Some(3));
        assert_eq!(rects[2].x, 16);
        assert_eq!(rects[3].x, 24 + SPLIT_GAP);
        assert_eq!(
            l.tile_at(Position::new(rects[4].x + 2, rects[4].y + 1), 6, Some(3)),
            Some(4)
        );
        assert_eq!(
            l.tile_at(Position::new(23, l.tiles.y), 6, Some(3)),
            None,
            "between tiles"
        );
        let row = l.seat_row(Seat(2));
        assert_eq!(l.seat_at(Position::new(row.x + 3, row.y)), Some(Seat(2)));
    }
}
