//! Wajh al-Nahs described once, and the house options of a table.

use rules_core::{Description, OptionSpec, OptionValues};
use serde::{Deserialize, Serialize};

/// The most stages a session may be set up for.
pub const MAX_STAGES: u32 = 20;

/// Wajh al-Nahs described once: everything outside this crate reads it.
pub static DESCRIPTION: Description = Description {
    id: "wajh-alnahs",
    latin: "Wajh al-Nahs",
    original: "وجه النحس",
    summary: "Shed your cards; the last player holding any is the bad-luck face.",
    players: &[2, 3, 4, 5, 6],
    usual_players: 4,
    seat_names: &[],
    // Each seat sees its own hand only.
    hidden: rules_core::Hidden::BySeat,
    options: &[OptionSpec {
        key: "stages",
        label: "Stages",
        help: "How many stages the session has; each stage's Wajh al-Nahs gets a mark.",
        mark: "D10",
        values: OptionValues::Range {
            min: 1,
            max: Some(MAX_STAGES),
            default: 3,
            suggested: &[3, 5, 7, 1],
            unit: Some(("stage", "stages")),
            named: &[],
        },
    }],
};

/// House options. `Default` is the binding rules file's default.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// D10: the stages of the session (the booklet: at least three, or as
    /// many as agreed).
    pub stages: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options { stages: 3 }
    }
}
