//! The shell's screens, one file each: picker → setup → game → results.

pub mod game;
pub mod picker;
pub mod results;
pub mod setup;

/// Screens hold `&'static ScreenEntry` and derive `Debug`; an entry shows as its id
/// (its fields are function pointers). Kept here so `session.rs` stays the bare contract.
impl std::fmt::Debug for crate::session::ScreenEntry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ScreenEntry")
            .field("id", &self.id)
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}
