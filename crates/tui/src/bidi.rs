//! The bidirectional layer: every line of text a screen draws is put in
//! visual order here (the Unicode Bidirectional Algorithm, UAX #9) and its
//! Arabic shaped into joined presentation forms, before it reaches the
//! terminal, so Arabic and Hebrew read right on terminals that do no bidi.
//!
//! A screen draws its text in logical order, as usual, inside [`Visual`] (or
//! calls [`visual_area`] on the area after drawing): each row of that area is
//! one line, reordered in place with the interface's direction as the base
//! (a left-aligned line in Arabic ends up right-aligned). Boards with the
//! game's own geometry are not drawn inside it.
//!
//! (Being written: this first version leaves the cells as drawn.)

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

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
pub fn visual_area(buf: &mut Buffer, area: Rect) {
    let _ = (buf, area);
}
