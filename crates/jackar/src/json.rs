//! The state JSON (see `docs/state.md`), full and partial.
