//! The bidirectional layer: every line of text a screen draws is put in
//! visual order here (the Unicode Bidirectional Algorithm, UAX #9) and its
//! Arabic shaped into joined presentation forms, before it reaches the
//! terminal, so Arabic and Hebrew read right on terminals that do no bidi.
//!
//! A screen draws its text in logical order, as usual, inside [`Visual`] (or
//! calls [`visual_area`] on the area after drawing): each row of that area is
//! one line, reordered in place with the interface's direction as the base
//! (a left-aligned line in Arabic ends up right-aligned). Boards with the
//! game's own geometry are not drawn inside it, nor are box-drawing frames:
//! their cells would be mirrored along with the text.
//!
//! Per row, in order:
//! 1. the row's cells are read as graphemes in logical order (a wide
//!    character and the cell it covers move together; a wide character cut
//!    by the area's edge, and a row holding a cell marked `skip`, stay put);
//! 2. UAX #9 (`unicode-bidi`) gives each grapheme its level, the paragraph's
//!    base being the interface's direction; trailing blanks take the
//!    paragraph's level (rule L1), so they end on the side text starts from;
//!    the row's columns, the names of the people at the table and signed
//!    numbers are isolates in it ([`Row::fields`], [`isolate`]), so each
//!    reads as a unit whatever is beside it;
//! 3. Arabic is shaped ([`shape`]); a lam-alef ligature frees the alef's
//!    cell, which becomes a blank at the end of its run (in logical order);
//! 4. the cells are written back in visual order (rule L2), with their
//!    styles, and paired characters in right-to-left runs are mirrored
//!    (rule L4, `(` ↔ `)`).
//!
//! A row with no right-to-left character, in a left-to-right interface, is
//! left alone without further work. Under `--bidi terminal`
//! ([`Mode::Terminal`]) the terminal does the reordering and shaping, and
//! this layer leaves every cell as drawn.

mod isolate;
pub mod shape;

pub use isolate::{names, set_names};

use std::cell::Cell as StdCell;

use ratatui::buffer::{Buffer, Cell, CellDiffOption, CellWidth};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;
use unicode_bidi::{BidiClass, BidiDataSource, BidiInfo, Level, ParagraphBidiInfo, bidi_class};

use crate::i18n;
use shape::Shaped;

/// Who puts right-to-left text in visual order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Majlis does (`--bidi app`, the default): the terminal is given cells
    /// in visual order, shaped.
    #[default]
    App,
    /// The terminal does (`--bidi terminal`): cells are left in logical
    /// order, unshaped (the layout still mirrors).
    Terminal,
}

impl Mode {
    /// The mode for `--bidi`'s value (`app`, `terminal`).
    ///
    /// # Errors
    /// Any other value, with the two there are.
    pub fn parse(text: &str) -> Result<Mode, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "app" => Ok(Mode::App),
            "terminal" => Ok(Mode::Terminal),
            _ => Err(format!(
                "unknown bidi mode {text:?}: app (Majlis reorders right-to-left text) or terminal (the terminal does)"
            )),
        }
    }
}

thread_local! {
    static MODE: StdCell<Mode> = const { StdCell::new(Mode::App) };
}

/// Sets who reorders right-to-left text, for this thread (the terminal's
/// thread sets it once at start).
pub fn set_mode(mode: Mode) {
    MODE.with(|m| m.set(mode));
}

/// Who reorders right-to-left text on this thread ([`Mode::App`] until
/// [`set_mode`]).
#[must_use]
pub fn mode() -> Mode {
    MODE.with(StdCell::get)
}

/// A widget whose text is put in visual order after it is drawn.
#[derive(Clone, Debug)]
pub struct Visual<W>(pub W);

impl<W: Widget> Widget for Visual<W> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        self.0.render(area, buf);
        visual_area(buf, area);
    }
}

/// Puts each row of `area` in visual order, in the interface's direction.
/// The part of `area` outside the buffer is ignored.
pub fn visual_area(buf: &mut Buffer, area: Rect) {
    if mode() == Mode::Terminal {
        return;
    }
    let area = area.intersection(buf.area);
    if area.is_empty() {
        return;
    }
    let base = match i18n::lang().direction() {
        i18n::Direction::Ltr => Level::ltr(),
        i18n::Direction::Rtl => Level::rtl(),
    };
    let mut row = Row::default();
    for y in area.top()..area.bottom() {
        row.visual(buf, area.left(), area.right(), y, base);
    }
}

/// The column of the text cursor in a field of `row` whose typed `text`
/// starts at logical column `start` (counted from the row's left, as drawn
/// before this layer reorders the row): the cell beside the end the next
/// character will appear at. Latin or digits read left to right wherever
/// they are, so the cursor is at their right, also in a right-to-left row;
/// Arabic or Hebrew at their left, also in a left-to-right row; with
/// nothing typed yet, where the row's direction starts. Under
/// `--bidi terminal` the cells stay in logical order: after the text, the
/// row mirrored when the interface is right to left.
#[must_use]
pub fn caret(row: Rect, start: u16, text: &str) -> u16 {
    let typed = u16::try_from(crate::text::width(text)).unwrap_or(u16::MAX);
    let rtl = i18n::is_rtl();
    let text_rtl = if text.trim().is_empty() || mode() == Mode::Terminal {
        rtl
    } else {
        isolate::rtl_first(text)
    };
    // In logical columns: after the text when it runs the row's way, else
    // before it (its visual end, once the row is reordered).
    let logical = if text_rtl == rtl {
        start.saturating_add(typed)
    } else {
        start.saturating_sub(1)
    }
    .min(row.width.saturating_sub(1));
    if rtl {
        row.right().saturating_sub(1 + logical)
    } else {
        row.x + logical
    }
}

/// Unicode's bidi classes, with one tailoring for the games' notation: the
/// multiplication sign (`2×`, a doubled stake) is a number's terminator
/// (class ET, like `%`), so a number and its `×` stay one left-to-right
/// unit inside right-to-left text, in the order written, as `13/7` does.
struct Notation;

impl BidiDataSource for Notation {
    fn bidi_class(&self, c: char) -> BidiClass {
        match c {
            '×' => BidiClass::ET,
            c => bidi_class(c),
        }
    }
}

/// Whether a character makes a line need the algorithm in a left-to-right
/// paragraph: right-to-left letters, and the controls that open a
/// right-to-left embedding, override or isolate.
fn starts_rtl(c: char) -> bool {
    // Nothing before Hebrew is (Latin, Greek, Cyrillic…): most characters
    // are answered without a look-up.
    c >= '\u{0590}'
        && matches!(
            bidi_class(c),
            BidiClass::R | BidiClass::AL | BidiClass::RLE | BidiClass::RLO | BidiClass::RLI | BidiClass::FSI
        )
}

/// How many columns a cell's grapheme takes (a blank or a lone mark, one).
fn columns(cell: &Cell) -> usize {
    if let CellDiffOption::ForcedWidth(width) = cell.diff_option {
        return usize::from(width.get()).max(1);
    }
    let symbol = cell.symbol();
    if symbol.len() <= 1 {
        1
    } else {
        usize::from(symbol.cell_width()).max(1)
    }
}

/// One row's work, kept between rows so its vectors are allocated once.
#[derive(Default)]
struct Row {
    /// The row's cells, as drawn.
    cells: Vec<Cell>,
    /// Each grapheme: where it starts in `cells` and how many cells it takes.
    units: Vec<(usize, usize)>,
    /// The graphemes in logical order, one string.
    text: String,
    /// Where each grapheme starts in `text`.
    offsets: Vec<usize>,
    /// Per grapheme: the last grapheme of its field, or `None` for the
    /// blanks between fields (see [`Row::fields`]).
    field_end: Vec<Option<usize>>,
    /// The graphemes in logical order without the isolates' controls, as
    /// [`isolate::spans`] reads them, and where each starts in it.
    plain: String,
    /// See [`Row::plain`].
    plain_offsets: Vec<usize>,
}

/// First-strong isolates' openers in the paragraph's direction, and their
/// closer (UAX #9 X5a–X5c), put around each field of a row in the text the
/// algorithm reads (never in the cells).
const LRI: char = '\u{2066}';
/// See [`LRI`].
const RLI: char = '\u{2067}';
/// See [`LRI`].
const PDI: char = '\u{2069}';

/// Whether a cell is blank.
fn blank(cell: &Cell) -> bool {
    matches!(cell.symbol(), " " | "")
}

impl Row {
    /// Splits the row into fields: text separated by two blanks or more (a
    /// screen's columns: a name, then a score; a title, then the players).
    /// Each field is an isolate in the paragraph's direction, as if
    /// wrapped in LRI/RLI … PDI (a higher-level protocol UAX #9 allows,
    /// HL3), so that a number in one column is not drawn into the Arabic
    /// name beside it, while within a field, and for the order of the
    /// fields, the algorithm works as usual. The blanks before the first
    /// field, after the last and between fields are in none.
    fn fields(&mut self) {
        let n = self.units.len();
        self.field_end.clear();
        self.field_end.resize(n, None);
        let is_blank: Vec<bool> = self.units.iter().map(|&(start, _)| blank(&self.cells[start])).collect();
        let mut k = 0;
        while k < n {
            // Here, between fields: a blank is in none.
            if is_blank[k] {
                k += 1;
                continue;
            }
            // A field from k: up to the next gap of two blanks, or the row's
            // end (a single blank between words belongs to the field).
            let mut end = k;
            let mut j = k;
            while j < n {
                if is_blank[j] {
                    let run_end = (j..n).find(|&i| !is_blank[i]).unwrap_or(n);
                    if run_end - j >= 2 || run_end == n {
                        break;
                    }
                    j = run_end;
                } else {
                    end = j;
                    j += 1;
                }
            }
            for slot in &mut self.field_end[k..=end] {
                *slot = Some(end);
            }
            k = end + 1;
        }
    }

    /// Puts the cells `left..right` of row `y` in visual order.
    fn visual(&mut self, buf: &mut Buffer, mut left: u16, mut right: u16, y: u16, base: Level) {
        // The second half of a wide character that starts left of the area
        // stays where it is, with its first half.
        if left > buf.area.left() && columns(&buf[(left - 1, y)]) >= 2 && left < right {
            left += 1;
        }
        // Nothing to do in a left-to-right paragraph without a right-to-left
        // character (the common case: every English line).
        if base == Level::ltr() && !(left..right).any(|x| buf[(x, y)].symbol().chars().any(starts_rtl)) {
            return;
        }
        self.cells.clear();
        self.units.clear();
        let mut x = left;
        while x < right {
            let cell = &buf[(x, y)];
            if cell.diff_option == CellDiffOption::Skip {
                // Drawn by something other than text (an image): the row
                // is not text to reorder.
                return;
            }
            let width = columns(cell);
            let end = usize::from(x) + width;
            if end > usize::from(right) {
                // A wide character cut by the area's edge stays put.
                right = x;
                break;
            }
            self.units.push((self.cells.len(), width));
            for k in x..x + u16::try_from(width).unwrap_or(1) {
                self.cells.push(buf[(k, y)].clone());
            }
            x = x.saturating_add(u16::try_from(width).unwrap_or(1));
        }
        if self.units.is_empty() {
            return;
        }
        let order = if self.units.iter().all(|&(start, _)| blank(&self.cells[start])) {
            // Blanks only (a right-to-left row; a left-to-right one took the
            // fast path): all at the paragraph's level, the row mirrored.
            (0..self.units.len()).rev().map(|k| (k, false)).collect()
        } else {
            self.reorder(base)
        };
        let mut x = left;
        for (unit, rtl) in order {
            let (start, width) = self.units[unit];
            for (k, cell) in self.cells[start..start + width].iter().enumerate() {
                let target = &mut buf[(x, y)];
                *target = cell.clone();
                if k == 0 && rtl {
                    mirror(target);
                }
                x += 1;
            }
        }
        debug_assert_eq!(x, right, "every column is written back once");
    }

    /// Shapes the row's Arabic and works out the visual order: each
    /// grapheme's index, and whether it is in a right-to-left run.
    fn reorder(&mut self, base: Level) -> Vec<(usize, bool)> {
        self.fields();
        let open = if base.is_rtl() { RLI } else { LRI };
        self.plain.clear();
        self.plain_offsets.clear();
        for &(start, _) in &self.units {
            self.plain_offsets.push(self.plain.len());
            let symbol = self.cells[start].symbol();
            self.plain.push_str(if symbol.is_empty() { " " } else { symbol });
        }
        // Names and signed numbers, each a unit inside its field.
        let field_end = &self.field_end;
        let spans = isolate::spans(&self.plain, &self.plain_offsets, base.is_rtl(), |a, b| {
            field_end[a].is_some() && field_end[a] == field_end[b]
        });
        let mut spans = spans.iter().peekable();
        self.text.clear();
        self.offsets.clear();
        for (k, &(start, _)) in self.units.iter().enumerate() {
            let in_field = self.field_end[k].is_some();
            if in_field && (k == 0 || self.field_end[k - 1].is_none()) {
                self.text.push(open);
            }
            let span = spans.peek().copied().filter(|s| s.first <= k);
            if let Some(span) = span
                && span.first == k
            {
                self.text.push(span.kind.opener());
            }
            self.offsets.push(self.text.len());
            let symbol = self.cells[start].symbol();
            self.text.push_str(if symbol.is_empty() { " " } else { symbol });
            if let Some(span) = span
                && span.last == k
            {
                self.text.push(PDI);
                spans.next();
            }
            if in_field && self.field_end[k] == Some(k) {
                self.text.push(PDI);
            }
        }
        // A row is one line of one paragraph.
        let info = ParagraphBidiInfo::new_with_data_source(&Notation, &self.text, Some(base));
        let byte_levels = info.reordered_levels(0..self.text.len());
        let mut levels: Vec<Level> = self.offsets.iter().map(|&at| byte_levels[at]).collect();
        let mut logical: Vec<usize> = (0..self.units.len()).collect();

        // Shaping, in logical order; a freed alef's cell goes blank to the
        // logical end of its run.
        let shaped = shape::shape(self.units.iter().map(|&(start, _)| self.cells[start].symbol()));
        for (unit, &this) in shaped.iter().enumerate() {
            let start = self.units[unit].0;
            match this {
                Shaped::Same => {}
                Shaped::Now(form) => self.replace_letter(start, form, None),
                Shaped::Ligature(lig) => {
                    let alef = shaped[unit + 1..]
                        .iter()
                        .position(|s| *s == Shaped::Freed)
                        .map(|k| self.units[unit + 1 + k].0);
                    self.replace_letter(start, lig, alef);
                }
                Shaped::Freed => {}
            }
        }
        for (unit, shaped) in shaped.iter().enumerate() {
            if *shaped == Shaped::Freed {
                self.cells[self.units[unit].0].set_char(' ');
            }
        }
        // (Freed cells are taken from the last: the ones before have not
        // moved, and a move stays inside its field, so positions before and
        // past the field are as they were.)
        for unit in (0..shaped.len()).rev() {
            if shaped[unit] != Shaped::Freed {
                continue;
            }
            let at = logical.iter().position(|&u| u == unit).unwrap_or(unit);
            let level = levels[at];
            let field_end = self.field_end[unit].unwrap_or(unit);
            let mut end = at;
            while end < field_end && levels[end + 1] >= level {
                end += 1;
            }
            let moved = logical.remove(at);
            logical.insert(end, moved);
            levels.remove(at);
            levels.insert(end, level);
        }
        BidiInfo::reorder_visual(&levels)
            .into_iter()
            .map(|k| (logical[k], levels[k].is_rtl()))
            .collect()
    }
}

impl Row {
    /// The letter of cell `at` drawn as `form`, its marks kept (and, for a
    /// ligature, the marks of the alef in cell `alef` after them).
    fn replace_letter(&mut self, at: usize, form: char, alef: Option<usize>) {
        let symbol = self.cells[at].symbol();
        let marks = symbol.char_indices().nth(1).map_or("", |(k, _)| &symbol[k..]);
        let alef_marks = alef.map_or("", |a| {
            let s = self.cells[a].symbol();
            s.char_indices().nth(1).map_or("", |(k, _)| &s[k..])
        });
        if marks.is_empty() && alef_marks.is_empty() {
            self.cells[at].set_char(form);
        } else {
            let grapheme = format!("{form}{marks}{alef_marks}");
            self.cells[at].set_symbol(&grapheme);
        }
    }
}

/// A character of a right-to-left run drawn as its mirror image (UAX #9
/// rule L4: `(` reads `)`), as Unicode's BidiMirroring pairs them.
fn mirror(cell: &mut Cell) {
    let symbol = cell.symbol();
    let mut chars = symbol.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && let Some(m) = unicode_bidi_mirroring::get_mirrored(c)
    {
        cell.set_char(m);
    }
}

#[cfg(test)]
mod tests;
