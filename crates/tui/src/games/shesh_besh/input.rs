//! Keys and mouse → intents. One table of bindings ([`Intents::BINDINGS`]) feeds the
//! handler, the help overlay and the key bar.

use ratatui::crossterm::event::{KeyCode, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Position, Rect};

use crate::keys::{self, Binding, Intents, bind, hidden};

use super::layout::{Target, layout};

/// What the player asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Enter or Space: roll, pick the checker under the cursor, move the picked
    /// checker to the cursor, confirm a finished turn, or open the next game.
    Primary,
    /// Roll the dice.
    Roll,
    /// Cursor left.
    Left,
    /// Cursor right.
    Right,
    /// Cursor to the other row.
    Up,
    /// Cursor to the other row.
    Down,
    /// The cursor to the next checker that can move.
    NextChecker,
    /// Take back the last step of this turn.
    Undo,
    /// Drop the picked checker.
    Cancel,
    /// Show the Position ID.
    ShowId,
    /// Number the points from the mover's side, or back to fixed.
    Numbering,
    /// Offer a double before rolling (the cube option, D3).
    Double,
    /// Take the double offered.
    Take,
    /// Drop the double offered (and lose the game at the cube's value).
    DropDouble,
    /// A left click on the board.
    Click(Target),
    /// A left click on nothing in particular.
    ClickElsewhere,
    /// The left button released over a spot: the end of a drag, as the sheet
    /// describes (press on a checker, release on its destination).
    Drop(Target),
}

impl Intents for Intent {
    const BINDINGS: &'static [Binding<Intent>] = &[
        keys::roll(Intent::Roll),
        keys::enter_or_space("shesh-besh-key-pick", Intent::Primary),
        bind(
            &[KeyCode::Char('u'), KeyCode::Backspace],
            "u/Backspace",
            "shesh-besh-key-undo",
            Intent::Undo,
        ),
        bind(&[KeyCode::Left], "←/→", "shesh-besh-key-cursor", Intent::Left),
        hidden(&[KeyCode::Right], Intent::Right),
        bind(&[KeyCode::Up], "↑/↓", "shesh-besh-key-other-row", Intent::Up),
        hidden(&[KeyCode::Down], Intent::Down),
        bind(
            &[KeyCode::Tab],
            "Tab",
            "shesh-besh-key-next-checker",
            Intent::NextChecker,
        ),
        bind(&[KeyCode::Esc], "Esc", "shesh-besh-key-esc", Intent::Cancel),
        bind(
            &[KeyCode::Char('n')],
            "n",
            "shesh-besh-key-numbering",
            Intent::Numbering,
        ),
        bind(&[KeyCode::Char('p')], "p", "shesh-besh-key-position-id", Intent::ShowId),
        // The cube's keys (D3) come last: the key bar shows the first bindings.
        bind(
            &[KeyCode::Char('d'), KeyCode::Char('D')],
            "d",
            "shesh-besh-key-double",
            Intent::Double,
        ),
        bind(
            &[KeyCode::Char('t'), KeyCode::Char('T')],
            "t/x",
            "shesh-besh-key-take-drop",
            Intent::Take,
        ),
        hidden(&[KeyCode::Char('x'), KeyCode::Char('X')], Intent::DropDouble),
    ];
    const CLICK: &'static str = "shesh-besh-click";
}

/// The intent of a mouse event in the game drawn in `area`: left clicks, and
/// the left button's release (a drop).
#[must_use]
pub fn mouse_intent(mouse: MouseEvent, area: Rect) -> Option<Intent> {
    let pos = Position::new(mouse.column, mouse.row);
    if !area.contains(pos) {
        return None;
    }
    let target = layout(area).hit(pos);
    match (mouse.kind, target) {
        (MouseEventKind::Down(MouseButton::Left), Some(target)) => Some(Intent::Click(target)),
        (MouseEventKind::Down(MouseButton::Left), None) => Some(Intent::ClickElsewhere),
        (MouseEventKind::Up(MouseButton::Left), Some(target)) => Some(Intent::Drop(target)),
        _ => None,
    }
}
