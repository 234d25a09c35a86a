//! The state JSON (see `docs/state.md`), full and partial.

use rules_core::LoadError;
use serde_json::Value;

use crate::state::Jackar;

impl Jackar {
    /// The state as documented JSON.
    pub(crate) fn to_json(&self) -> Value {
        todo!()
    }

    /// Reads a full or partial state, listing every problem found.
    pub(crate) fn from_json(value: &Value) -> Result<Jackar, LoadError> {
        let _ = value;
        todo!()
    }
}
