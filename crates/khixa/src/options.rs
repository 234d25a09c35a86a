//! Khixa described once, and its options (it has none: the rules file leaves
//! nothing to the table).

use rules_core::Description;
use serde::{Deserialize, Serialize};

/// Khixa described once: everything outside this crate reads it.
pub static DESCRIPTION: Description = Description {
    id: "khixa",
    latin: "Khixa",
    original: "خيكسا",
    summary: "Jigsaw pieces by the die: build each round's formation; gaps win jokers.",
    players: &[2, 3, 4, 5, 6, 7, 8],
    usual_players: 4,
    seat_names: &[],
    // Every piece, area and roll is on the table for all to see.
    hidden: rules_core::Hidden::Nothing,
    options: &[],
};

/// House options. Khixa has none: the binding rules file decides everything
/// the sheet leaves open (D1–D14), and the number of sets follows from the
/// number of players (D10). The type exists for the [`rules_core::Game`]
/// contract and reads only `{}` (or `null`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {}
