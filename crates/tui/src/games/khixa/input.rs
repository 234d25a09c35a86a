//! Keys and mouse → intents. One table of bindings ([`Intents::BINDINGS`]) feeds the
//! handler, the help overlay and the key bar.

use ratatui::crossterm::event::{KeyCode, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Position, Rect};

use majlis_games::rules::khixa::Cell;
use rules_core::Seat;

use super::layout::{Target, layout};
use crate::keys::{self, Binding, Intents, bind, hidden, quiet};

/// What the player asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Enter or Space: roll, place the piece at the cursor, take the piece
    /// under the cursor (a joker), or go on after a round's result.
    Primary,
    /// Roll the die.
    Roll,
    /// Turn the piece in hand a quarter clockwise.
    Turn,
    /// Turn it a quarter anticlockwise.
    TurnBack,
    /// Cursor moves.
    Up,
    /// Cursor down.
    Down,
    /// Cursor left.
    Left,
    /// Cursor right.
    Right,
    /// The cursor to the next cell the piece may go to, or the next piece
    /// that may be stolen.
    Next,
    /// Decline a joker.
    Decline,
    /// Put the stolen piece back (choose another).
    Back,
    /// The previous page of small areas.
    PagePrev,
    /// The next page of small areas.
    PageNext,
    /// A left click on something of the large area or the panel.
    Click(Target),
    /// A left click on a small area: whose, and the cell under it.
    ClickArea(Seat, Option<Cell>),
    /// A right click: turn the piece in hand.
    RightClick,
}

impl Intents for Intent {
    const BINDINGS: &'static [Binding<Intent>] = &[
        keys::roll(Intent::Roll),
        keys::enter_or_space("khixa-key-primary", Intent::Primary),
        bind(&[KeyCode::Char('t')], "t/T", "khixa-key-turn", Intent::Turn),
        hidden(&[KeyCode::Char('T')], Intent::TurnBack),
        bind(&[KeyCode::Left], "arrows", "khixa-key-cursor", Intent::Left),
        hidden(&[KeyCode::Right], Intent::Right),
        hidden(&[KeyCode::Up], Intent::Up),
        hidden(&[KeyCode::Down], Intent::Down),
        bind(&[KeyCode::Tab], "Tab", "khixa-key-next-cell", Intent::Next),
        bind(
            &[KeyCode::Char('x'), KeyCode::Char('X')],
            "x",
            "khixa-key-decline",
            Intent::Decline,
        ),
        quiet(
            &[KeyCode::Char('u'), KeyCode::Backspace],
            "u/Backspace",
            "khixa-key-put-back",
            Intent::Back,
        ),
        quiet(&[KeyCode::Char('[')], "[ ]", "khixa-key-pages", Intent::PagePrev),
        hidden(&[KeyCode::Char(']')], Intent::PageNext),
    ];
    const CLICK: &'static str = "khixa-click";
}

/// The intent of a mouse event in the game drawn in `area` for `players`;
/// `seat_in` tells whose small area a slot of the layout shows.
#[must_use]
pub fn mouse_intent(
    mouse: MouseEvent,
    area: Rect,
    players: usize,
    seat_in: impl Fn(usize, usize) -> Option<Seat>,
) -> Option<Intent> {
    let pos = Position::new(mouse.column, mouse.row);
    if !area.contains(pos) {
        return None;
    }
    match mouse.kind {
        MouseEventKind::Down(MouseButton::Left) => {
            let l = layout(area, players);
            match l.hit(pos)? {
                Target::Small(slot, cell) => Some(Intent::ClickArea(seat_in(slot, l.slots.len())?, cell)),
                target => Some(Intent::Click(target)),
            }
        }
        MouseEventKind::Down(MouseButton::Right) => Some(Intent::RightClick),
        _ => None,
    }
}
