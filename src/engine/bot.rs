//! The engine's `bot` command: what a computer player of a level would play
//! for the seat to move, decided from that seat's view and legal actions only
//! ([`ShelfTable::bot_move`]). Nothing is applied: a script that wants the
//! move sends `apply` with the action it was given.

use majlis_games::{BotError, BotMove, ShelfTable};
use rules_core::{Budget, Level};
use serde::Deserialize;
use serde_json::{Value, json};

use super::{Given, Refusal, whole};

/// The most iterations a `bot` request may ask for. The engine answers one
/// request at a time, so a budget far beyond any level's own (a hard move is
/// meant to take at most 200 ms) would only freeze it.
pub(super) const MAX_ITERATIONS: u64 = 1_000_000;

/// `bot`: a computer player's move for the seat to act.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct BotRequest {
    level: Option<Given<String>>,
    seed: Option<Given<u64>>,
    iterations: Option<Given<u64>>,
}

/// The levels in words, for refusals.
fn levels() -> String {
    Level::ALL.map(Level::name).join(", ")
}

fn level(given: Option<Given<String>>) -> Result<Level, Refusal> {
    match given {
        Some(Given::Is(name)) => name.parse(),
        Some(Given::Not(other)) => Err(format!("\"level\" must be one of {}, not {other}", levels())),
        None => Err(format!("missing \"level\" (one of: {})", levels())),
    }
}

fn iterations(given: Option<Given<u64>>) -> Result<Option<u32>, Refusal> {
    let refuse = |what: &dyn std::fmt::Display| {
        format!("\"iterations\" must be a whole number from 1 to {MAX_ITERATIONS}, not {what}")
    };
    match given {
        None => Ok(None),
        Some(Given::Is(n)) if (1..=MAX_ITERATIONS).contains(&n) => Ok(u32::try_from(n).ok()),
        Some(Given::Is(n)) => Err(refuse(&n)),
        Some(Given::Not(other)) => Err(refuse(&other)),
    }
}

/// Answers a `bot` request about `table`. `auto_chance` is the table's mode,
/// to say how to get past a chance point.
pub(super) fn answer(table: &dyn ShelfTable, auto_chance: bool, request: BotRequest) -> Result<Value, Refusal> {
    let level = level(request.level)?;
    let seed = whole("seed", request.seed)?;
    let budget = iterations(request.iterations)?.map(Budget::iterations);
    let chosen = table.bot_move(level, seed, budget).map_err(|e| match e {
        // With auto_chance on the engine never stops at a chance point.
        BotError::Chance if !auto_chance => {
            format!("{e} (this table was opened with \"auto_chance\":false: \"legal\" lists the outcomes)")
        }
        e => e.to_string(),
    })?;
    Ok(response(level, &chosen))
}

fn response(level: Level, chosen: &BotMove) -> Value {
    let reasons: Vec<Value> = chosen
        .reasons
        .iter()
        .map(|r| json!({"action": r.action, "notation": r.notation, "why": r.why}))
        .collect();
    json!({
        "ok": true,
        "seat": chosen.seat.index(),
        "level": level.name(),
        "seed": chosen.seed,
        "action": chosen.action,
        "notation": chosen.notation,
        "reasons": reasons,
    })
}
