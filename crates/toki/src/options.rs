//! Toki Toki described once, and its (empty) options.

use rules_core::Description;
use serde::{Deserialize, Serialize};

/// Toki Toki described once: everything outside this crate reads it.
pub static DESCRIPTION: Description = Description {
    id: "toki",
    latin: "Toki Toki",
    original: "توكي توكي",
    summary: "Make pairs in columns of a face-down box; the Toki copies.",
    players: &[2, 3, 4, 5, 6],
    // A family round the table: four is what the screen is laid out for first.
    usual_players: 4,
    seat_names: &[],
    // Face-down cards are hidden from everyone, their owner too.
    hidden: rules_core::Hidden::FromEveryone,
    // The rules file leaves nothing to choose at the table.
    options: &[],
};

/// House options: Toki Toki has none (every decision of the rules file is
/// binding). An options object must be empty.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {}
