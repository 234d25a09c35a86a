//! Where everything goes: a pure function from the game's area and the player
//! count to named rectangles. Drawing and mouse hit-testing both call
//! [`layout`], so a click lands on exactly what was drawn there.
//!
//! The boxes sit two a row on the left, seat 1 at the top left and the others
//! following in reading order; below them, the table of the five rounds. On
//! the right: the round, the bank, the discard pile and the card taken, then
//! the log. The answers asked now and the message line run along the bottom.
//!
//! Right to left (Arabic, Hebrew) everything mirrors ([`crate::i18n::mirror`]):
//! the boxes on the right, seat 1 at the top right, the panel on the left;
//! the cards of a box keep their order, as on the table.
//!
//! A box is six rows: the seat's name and points; the cell numbers 1–4; the
//! top row of cards; the bottom row; the numbers 5–8 (at a round's end, each
//! column's points); and a line for bonuses. A card is four columns (`[ 7]`)
//! with one between cards.

use majlis_games::rules::toki::{COLUMNS, Cell, Pile};
use ratatui::layout::{Position, Rect};
use rules_core::Seat;

/// Columns of one box.
pub const BOX_W: u16 = 23;
/// Rows of one box.
pub const BOX_H: u16 = 6;
/// Columns of one card.
pub const CARD_W: u16 = 4;
/// From one card's left edge to the next one's.
const CARD_STEP: u16 = 5;
/// The first card's column within its box.
const CARD_X: u16 = 2;
/// Columns between the two boxes of a row.
const BOX_GAP: u16 = 2;
/// Columns of the left side: two boxes.
pub const LEFT_W: u16 = 2 * BOX_W + BOX_GAP;
/// Columns between the left side and the panel.
const PANEL_GAP: u16 = 2;
/// The narrowest panel on the right.
pub const PANEL_MIN_W: u16 = 30;
/// Rows of the panel's head: the round, its news, the piles (names, cards, counts).
pub const PANEL_HEAD: u16 = 5;
/// The fewest rows the log gets.
const LOG_MIN: u16 = 5;

/// Something that can be clicked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A card of a seat's box.
    Cell(Seat, Cell),
    /// The bank or the discard pile.
    Pile(Pile),
    /// An answer of the prompt row, by index.
    Choice(usize),
    /// Anywhere among the boxes (at a round's end: turn up the next card).
    Boxes,
}

/// The screen's rectangles for one area and player count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// How many play.
    pub players: usize,
    /// Each seat's box.
    pub boxes: Vec<Rect>,
    /// All the boxes together.
    pub boxes_area: Rect,
    /// The table of the five rounds.
    pub table: Rect,
    /// The panel's head: the round and the piles.
    pub head: Rect,
    /// The bank's card, name and count.
    pub bank: Rect,
    /// The discard pile's top card, name and count.
    pub discard: Rect,
    /// The card taken, its name and pile.
    pub drawn: Rect,
    /// The log.
    pub log: Rect,
    /// The answers asked now, one row.
    pub prompt: Rect,
    /// The message line: two rows, the first for a message that needs it.
    pub status: Rect,
}

/// Rows of boxes for `players`.
#[must_use]
pub fn box_rows(players: usize) -> u16 {
    u16::try_from(players.div_ceil(2)).unwrap_or(3)
}

/// Rows of the rounds table: a header and a line a seat.
#[must_use]
pub fn table_rows(players: usize) -> u16 {
    1 + u16::try_from(players).unwrap_or(6)
}

/// Rows under the boxes and the panel: the answers asked, and the two
/// rows of the message line (a long message wraps to the second).
pub const BOTTOM_ROWS: u16 = 1 + STATUS_ROWS;
/// Rows of the message line.
const STATUS_ROWS: u16 = 2;

/// The smallest area (columns, rows) the screen of `players` is drawn in:
/// 80 × 20 for up to four players, 80 × 28 for six.
#[must_use]
pub fn min_size(players: usize) -> (u16, u16) {
    let left = box_rows(players) * BOX_H + table_rows(players);
    let right = PANEL_HEAD + LOG_MIN;
    (LEFT_W + PANEL_GAP + PANEL_MIN_W, left.max(right) + BOTTOM_ROWS)
}

/// The size of the final picture beside the results: every box and the
/// table of the five rounds.
#[must_use]
pub fn final_size(players: usize) -> (u16, u16) {
    (LEFT_W, box_rows(players) * BOX_H + table_rows(players))
}

/// The boxes and the table of rounds alone, in `area` (at least
/// [`final_size`]): the final picture beside the results. The panel, the
/// prompt and the message line are empty.
#[must_use]
pub fn final_layout(area: Rect, players: usize) -> Layout {
    let (w, h) = final_size(players);
    let mut l = layout(Rect::new(area.x, area.y, w.max(area.width), h + BOTTOM_ROWS), players);
    let none = Rect::new(area.x, area.y, 0, 0);
    for part in [
        &mut l.head,
        &mut l.bank,
        &mut l.discard,
        &mut l.drawn,
        &mut l.log,
        &mut l.prompt,
        &mut l.status,
    ] {
        *part = none;
    }
    l
}

/// The layout of the game in `area` (at least [`min_size`]).
#[must_use]
pub fn layout(area: Rect, players: usize) -> Layout {
    let status = Rect::new(
        area.x,
        area.bottom().saturating_sub(STATUS_ROWS),
        area.width,
        STATUS_ROWS,
    );
    let prompt = Rect::new(area.x, status.y.saturating_sub(1), area.width, 1);
    let main = Rect::new(area.x, area.y, area.width, prompt.y.saturating_sub(area.y));
    let boxes: Vec<Rect> = (0..players)
        .map(|s| {
            let (col, row) = (u16::try_from(s % 2).unwrap_or(0), u16::try_from(s / 2).unwrap_or(0));
            Rect::new(main.x + col * (BOX_W + BOX_GAP), main.y + row * BOX_H, BOX_W, BOX_H).intersection(main)
        })
        .collect();
    let boxes_area = Rect::new(main.x, main.y, LEFT_W, box_rows(players) * BOX_H).intersection(main);
    let table = Rect::new(main.x, boxes_area.bottom(), LEFT_W, table_rows(players)).intersection(main);
    let right_x = main.x + LEFT_W + PANEL_GAP;
    let right = Rect::new(right_x, main.y, main.right().saturating_sub(right_x), main.height);
    let head = Rect::new(right.x, right.y, right.width, PANEL_HEAD).intersection(right);
    let pile = |k: u16| Rect::new(right.x + k * 10, right.y + 2, 9, 3).intersection(right);
    let log = Rect::new(
        right.x,
        head.bottom(),
        right.width,
        right.bottom().saturating_sub(head.bottom()),
    );
    // Right to left the whole layout mirrors: seat 1's box at the top right,
    // the panel on the left, the piles from the right (bank, discard pile,
    // card taken). Each box keeps its cards in their order (1–4 left to
    // right: the numbers the keys and the notation use).
    let m = |r: Rect| crate::i18n::mirror(area, r);
    Layout {
        players,
        boxes: boxes.into_iter().map(m).collect(),
        boxes_area: m(boxes_area),
        table: m(table),
        head: m(head),
        bank: m(pile(0)),
        discard: m(pile(1)),
        drawn: m(pile(2)),
        log: m(log),
        prompt,
        status,
    }
}

impl Layout {
    /// Where a card of a seat's box is drawn (four columns, one row).
    #[must_use]
    pub fn cell(&self, seat: Seat, cell: Cell) -> Option<Rect> {
        let b = *self.boxes.get(seat.index())?;
        let col = u16::try_from(cell.column()).unwrap_or(0);
        let row = if cell.is_top() { 2 } else { 3 };
        Some(Rect::new(b.x + CARD_X + col * CARD_STEP, b.y + row, CARD_W, 1).intersection(b))
    }

    /// Where a column's label is drawn in a box: its cell numbers (row 1 for
    /// the top row, 4 for the bottom), or at a round's end its points (row 4).
    #[must_use]
    pub fn column_label(&self, seat: Seat, column: usize, top: bool) -> Option<Rect> {
        let b = *self.boxes.get(seat.index())?;
        let col = u16::try_from(column.min(COLUMNS - 1)).unwrap_or(0);
        let row = if top { 1 } else { 4 };
        Some(Rect::new(b.x + CARD_X + col * CARD_STEP, b.y + row, CARD_W, 1).intersection(b))
    }

    /// The card rectangle of a pile (its name above, its count below).
    #[must_use]
    pub fn pile_card(pile: Rect) -> Rect {
        Rect::new(pile.x + 1, pile.y + 1, CARD_W, 1).intersection(pile)
    }

    /// What is at a position: a card of a box, a pile (anywhere in its three
    /// rows), else the boxes' area. The prompt row's answers are hit-tested
    /// with the row itself.
    #[must_use]
    pub fn hit(&self, at: Position) -> Option<Target> {
        for seat in Seat::all(self.players) {
            for cell in Cell::all() {
                // The space after a card counts as the card, so no click falls between.
                let hit = self.cell(seat, cell).map(|r| Rect {
                    width: r.width + 1,
                    ..r
                });
                if hit.is_some_and(|r| r.contains(at)) {
                    return Some(Target::Cell(seat, cell));
                }
            }
        }
        if self.bank.contains(at) {
            return Some(Target::Pile(Pile::Bank));
        }
        if self.discard.contains(at) {
            return Some(Target::Pile(Pile::Discard));
        }
        self.boxes_area.contains(at).then_some(Target::Boxes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_players_fit_80_by_24_and_six_100_by_30_with_the_shells_bars() {
        for players in 2..=4 {
            let (w, h) = min_size(players);
            assert!(w <= 80 && h + 2 <= 24, "{players}: {w}×{h}");
        }
        for players in 5..=6 {
            let (w, h) = min_size(players);
            assert!(w <= 100 && h + 2 <= 30, "{players}: {w}×{h}");
        }
    }

    #[test]
    fn nothing_overlaps_and_everything_is_inside_the_area() {
        for players in 2..=6 {
            let (w, h) = min_size(players);
            let area = Rect::new(0, 1, w, h);
            let l = layout(area, players);
            let mut parts = l.boxes.clone();
            parts.extend([l.table, l.head, l.log, l.prompt, l.status]);
            for (i, a) in parts.iter().enumerate() {
                assert!(
                    !a.is_empty() && area.contains(a.as_position()),
                    "{players}: part {i} {a:?}"
                );
                assert_eq!(a.intersection(area), *a, "{players}: part {i} leaves the area");
                for b in &parts[i + 1..] {
                    assert!(!a.intersects(*b), "{players}: {a:?} overlaps {b:?}");
                }
            }
            assert!(l.log.height >= LOG_MIN, "{players}: the log has {} rows", l.log.height);
        }
    }

    #[test]
    fn every_card_and_pile_is_hit_where_it_is_drawn() {
        let l = layout(Rect::new(0, 0, 80, 22), 4);
        for seat in Seat::all(4) {
            for cell in Cell::all() {
                let r = l.cell(seat, cell).expect("a card");
                assert_eq!(l.hit(r.as_position()), Some(Target::Cell(seat, cell)));
                let last = Position::new(r.right() - 1, r.y);
                assert_eq!(l.hit(last), Some(Target::Cell(seat, cell)));
            }
        }
        assert_eq!(
            l.hit(Layout::pile_card(l.bank).as_position()),
            Some(Target::Pile(Pile::Bank))
        );
        assert_eq!(
            l.hit(Layout::pile_card(l.discard).as_position()),
            Some(Target::Pile(Pile::Discard))
        );
        assert_eq!(l.hit(Position::new(l.boxes[0].x, l.boxes[0].y)), Some(Target::Boxes));
        assert_eq!(l.hit(Position::new(79, 21)), None);
        assert_eq!(
            (l.status.y, l.status.height, l.prompt.y),
            (20, 2, 19),
            "the message line's two rows"
        );
    }
}
