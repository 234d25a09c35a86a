//! Typed errors. Anything a user or a file can cause is an error, never a panic.

use thiserror::Error;

/// An action was refused; the state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    /// The game is over; nothing more can be played.
    #[error("the game is over")]
    GameOver,
    /// A player's action was offered at a chance point (dice or a deal are due).
    #[error("chance is to act (a roll or a deal is due), not a player")]
    ChanceToAct,
    /// A chance outcome was offered while a player is to act.
    #[error("a player is to act; {0} is a chance outcome")]
    NotChance(String),
    /// The action is not legal here.
    #[error("illegal action {action}: {reason}")]
    Illegal {
        /// The action, in notation.
        action: String,
        /// Why it is refused, in words a player understands.
        reason: String,
    },
}

/// Text that does not parse as an action (a syntax error, unlike [`RuleError`]).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("cannot read {input:?} as an action: {reason}")]
pub struct NotationError {
    /// The text as given.
    pub input: String,
    /// What is wrong with it.
    pub reason: String,
}

impl NotationError {
    /// A notation error for `input`.
    pub fn new(input: impl Into<String>, reason: impl Into<String>) -> Self {
        NotationError {
            input: input.into(),
            reason: reason.into(),
        }
    }
}

/// A game cannot be set up as asked (player count, options).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct SetupError(pub String);

/// A state to load is impossible. Lists every reason found, not just the first.
/// Shown with each reason cut to a few hundred characters and the first
/// [`LoadError::SHOWN`] of them (a state of a megabyte may give thousands).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("impossible state: {}", shown(.reasons))]
pub struct LoadError {
    /// Every problem found.
    pub reasons: Vec<String>,
}

/// The reasons as [`LoadError`] shows them.
fn shown(reasons: &[String]) -> String {
    let mut parts: Vec<String> = reasons
        .iter()
        .take(LoadError::SHOWN)
        .map(|r| crate::words::shortened(r, 300))
        .collect();
    if reasons.len() > LoadError::SHOWN {
        parts.push(format!(
            "and {} more",
            crate::words::thousands((reasons.len() - LoadError::SHOWN) as u64)
        ));
    }
    parts.join("; ")
}

impl LoadError {
    /// How many reasons the message shows.
    pub const SHOWN: usize = 20;

    /// A load error with a single reason.
    pub fn new(reason: impl Into<String>) -> Self {
        LoadError {
            reasons: vec![reason.into()],
        }
    }

    /// `Ok(())` when `reasons` is empty, else the error listing them.
    ///
    /// # Errors
    /// When any reason was found.
    pub fn check(reasons: Vec<String>) -> Result<(), LoadError> {
        if reasons.is_empty() {
            Ok(())
        } else {
            Err(LoadError { reasons })
        }
    }
}
