//! The toy's options, described once as data, with the bugs it can be told to have.

use rules_core::{Choice, Description, OptionSpec, OptionValues};
use serde::{Deserialize, Serialize};

/// The toy described once, as every game is.
pub static DESCRIPTION: Description = Description {
    id: "toy",
    latin: "Toy",
    original: "لعبة",
    summary: "Cards and a die: a toy game for tests.",
    players: &[2, 3, 4],
    usual_players: 2,
    seat_names: &["North", "East", "South", "West"],
    options: &[
        OptionSpec {
            key: "hand",
            label: "Hand size",
            help: "Cards dealt to each seat.",
            mark: "T1",
            values: OptionValues::Range {
                min: 1,
                max: Some(MAX_HAND as u32),
                default: 3,
                suggested: &[1, 2, 3, 4],
                unit: None,
                named: &[],
            },
        },
        OptionSpec {
            key: "bug",
            label: "Planted bug",
            help: "A bug to plant, to prove that the tests catch it.",
            mark: "T2",
            values: OptionValues::Choice {
                choices: &[
                    Choice {
                        value: "none",
                        label: "None",
                    },
                    Choice {
                        value: "leak-hands",
                        label: "Every seat sees every hand",
                    },
                    Choice {
                        value: "choices-peek",
                        label: "The choices depend on the next hand",
                    },
                    Choice {
                        value: "mutate-on-error",
                        label: "A refused play still loses a card",
                    },
                    Choice {
                        value: "never-ends",
                        label: "A played card comes back",
                    },
                    Choice {
                        value: "lose-card",
                        label: "A played card vanishes",
                    },
                    Choice {
                        value: "keeps-buffer",
                        label: "The buffer of legal actions is not cleared",
                    },
                    Choice {
                        value: "tells-refusal",
                        label: "A refused play is still told",
                    },
                    Choice {
                        value: "listed-differs",
                        label: "A listed play applied unchecked forgets the score",
                    },
                    Choice {
                        value: "panics",
                        label: "Playing a 9 panics",
                    },
                ],
                default: 0,
            },
        },
    ],
};

/// The most cards a seat may be dealt (four seats of four fit the 18 cards).
pub const MAX_HAND: u8 = 4;

/// A bug the toy can be told to have, to prove that a test catches it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Bug {
    /// No bug: the toy keeps every rule of the contract.
    #[default]
    None,
    /// Every seat's view shows every hand (the leak test catches it).
    LeakHands,
    /// The legal plays come in reverse order when the next seat holds a 9: the
    /// choices give a hidden hand away (the leak test catches it).
    ChoicesPeek,
    /// A refused play still takes a card from the hand (the conformance suite
    /// catches the changed state).
    MutateOnError,
    /// A played card goes back to the hand: the game never ends.
    NeverEnds,
    /// A played card goes nowhere: the invariant breaks.
    LoseCard,
    /// `legal_actions_into` adds the plays to the buffer without clearing it.
    KeepsBuffer,
    /// A refused play still tells its event.
    TellsRefusal,
    /// `apply_listed` of a play forgets to score the card.
    ListedDiffers,
    /// Playing a 9 changes the state and then panics, and so does a view while a
    /// 9 lies on top of the played cards (the engine and the simulator must
    /// survive it).
    Panics,
}

/// The toy's options.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Options {
    /// Cards dealt to each seat, 1 to [`MAX_HAND`].
    pub hand: u8,
    /// The planted bug, if any.
    pub bug: Bug,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            hand: 3,
            bug: Bug::None,
        }
    }
}
