//! The Shesh-Besh (שש בש) screen. SKELETON: to be implemented.

use crate::session::{ScreenEntry, Session};

/// The Shesh-Besh screen entry.
pub const ENTRY: ScreenEntry = ScreenEntry {
    id: "shesh-besh",
    options: &[],
    new_session,
    resume,
};

fn new_session(_seed: u64, _names: Vec<String>, _options: &serde_json::Value) -> anyhow::Result<Box<dyn Session>> {
    anyhow::bail!("the Shesh-Besh screen is not built yet")
}

fn resume(_names: Vec<String>, _record: &serde_json::Value) -> anyhow::Result<Box<dyn Session>> {
    anyhow::bail!("the Shesh-Besh screen is not built yet")
}
