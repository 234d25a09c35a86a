//! One screen module per game, and the list the shell opens them from. Only
//! games listed here appear in the picker.

use crate::session::ScreenEntry;

pub mod common;
pub mod jackar;
pub mod shesh_besh;

/// Every game with a screen, in picker order.
pub static SCREENS: &[ScreenEntry] = &[shesh_besh::ENTRY, jackar::ENTRY];

/// The screen entry for a game id.
#[must_use]
pub fn find(id: &str) -> Option<&'static ScreenEntry> {
    SCREENS.iter().find(|s| s.id == id)
}
