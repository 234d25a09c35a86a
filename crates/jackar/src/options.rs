//! House options of a Jackar table.

use rules_core::{Choice, Description, OptionSpec, OptionValues};
use serde::{Deserialize, Serialize};

/// Jackar described once: everything outside this crate reads it.
pub static DESCRIPTION: Description = Description {
    id: "jackar",
    latin: "Jackar",
    original: "جاكار",
    summary: "Marbles race round the board by cards; four or six play in teams.",
    players: &[2, 4, 6],
    // The rules file: "usually as four in two teams".
    usual_players: 4,
    seat_names: &[],
    // Each seat sees its own hand only.
    hidden: rules_core::Hidden::BySeat,
    options: &[OptionSpec {
        key: "passing",
        label: "Passing others",
        help: "How many marbles of other colours a move may pass over.",
        mark: "D1",
        values: OptionValues::Choice {
            choices: &[
                Choice {
                    value: "one",
                    label: "Pass at most one",
                },
                Choice {
                    value: "block",
                    label: "Two side by side block",
                },
                Choice {
                    value: "free",
                    label: "Pass any number",
                },
            ],
            default: 0,
        },
    }],
};

/// D1: how many marbles of other colours a move may pass over.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Passing {
    /// The sheet's reading (default): a move passes over at most one marble of other colours.
    #[default]
    One,
    /// Two marbles on adjacent cells stop a move; single marbles may be passed.
    Block,
    /// Any number of marbles of other colours may be passed.
    Free,
}

/// House options. `Default` is the binding rules file's default.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// D1: passing other colours' marbles.
    pub passing: Passing,
}
