//! House options of a Jackar table.

use serde::{Deserialize, Serialize};

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
