//! House options of a Shesh-Besh table.

use rules_core::{Choice, Description, OptionSpec, OptionValues};
use serde::{Deserialize, Serialize};

/// Shesh-Besh described once: everything outside this crate reads it.
pub static DESCRIPTION: Description = Description {
    id: "shesh-besh",
    latin: "Shesh-Besh",
    original: "שש בש",
    summary: "Backgammon as played in Israel, scored with Mars and Turkish Mars.",
    players: &[2],
    usual_players: 2,
    seat_names: &["White", "Black"],
    // The board and the dice are open.
    hidden: rules_core::Hidden::Nothing,
    options: &[
        OptionSpec {
            key: "match_to",
            label: "Match length",
            help: "Play a match to this many points; 1 is a single game.",
            mark: "D4",
            values: OptionValues::Range {
                min: 1,
                max: None,
                default: 1,
                suggested: &[1, 3, 5, 7, 9, 11],
                unit: Some(("point", "points")),
                named: &[(1, "One game")],
            },
        },
        OptionSpec {
            key: "opening",
            label: "Opening roll",
            help: "What the winner of the opening roll does with it.",
            mark: "D1",
            values: OptionValues::Choice {
                choices: &[
                    Choice {
                        value: "play-roll",
                        label: "Higher die plays it",
                    },
                    Choice {
                        value: "reroll",
                        label: "Higher die rolls again",
                    },
                ],
                default: 0,
            },
        },
        OptionSpec {
            key: "cube",
            label: "Doubling cube",
            help: "Play with the doubling cube (the sheet has none).",
            mark: "D3",
            values: OptionValues::Flag { default: false },
        },
    ],
};

/// Who rolls after the opening roll (rule D1 and a common house variant).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Opening {
    /// D1: the winner of the opening roll plays those two dice as the first move.
    #[default]
    PlayRoll,
    /// The winner of the opening roll rolls again for the first move.
    Reroll,
}

/// House options. `Default` is the binding rules file's default (D1, a single game).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// What the winner of the opening roll does (D1).
    pub opening: Opening,
    /// The match length in points (D4); 1 is a single game.
    pub match_to: u32,
    /// D3: play with a doubling cube (off by default: the sheet has none). Left
    /// out of the JSON while off, so a cubeless table writes what it always did.
    #[serde(skip_serializing_if = "is_false")]
    pub cube: bool,
}

// serde's `skip_serializing_if` takes a function of a reference.
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_false(b: &bool) -> bool {
    !*b
}

/// The highest value of the doubling cube (D3).
pub const MAX_CUBE: u8 = 64;

impl Options {
    /// A match to `match_to` points with the doubling cube (D3, D4), the
    /// opening as the rules file plays it (D1).
    #[must_use]
    pub fn cube_match(match_to: u32) -> Options {
        Options {
            match_to,
            cube: true,
            ..Options::default()
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            opening: Opening::PlayRoll,
            match_to: 1,
            cube: false,
        }
    }
}
