//! The engine's `bot` command: what a computer player of a level would play
//! for the seat to move, decided from that seat's view and legal actions only
//! ([`ShelfTable::bot_move`]). Nothing is applied: a script that wants the
//! move sends `apply` with the action it was given.
//!
//! A request thinks within a budget of iterations and a time cap: the engine
//! answers one request at a time, so a million iterations of a slow search
//! (over a minute) must not freeze it. The cap is a stop asked between
//! iterations; a player stopped by it plays the best it found, and says so.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

use majlis_games::{BotError, BotMove, ShelfTable};
use rules_core::words::json_excerpt;
use rules_core::{Budget, Level};
use serde::Deserialize;
use serde_json::{Value, json};

use super::{Given, Refusal, whole};

/// The most iterations a `bot` request may ask for.
pub(super) const MAX_ITERATIONS: u64 = 1_000_000;

/// The time a `bot` request thinks at most when it gives no `ms`. A level's
/// own budget takes at most about 200 ms (docs/bots.md), so on a machine that
/// meets it this cap never stops a player.
pub(super) const DEFAULT_MS: u64 = 5_000;

/// The most `ms` a `bot` request may give: no request holds the engine for
/// much longer than ten seconds.
pub(super) const MAX_MS: u64 = 10_000;

/// `bot`: a computer player's move for the seat to act.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct BotRequest {
    level: Option<Given<String>>,
    seed: Option<Given<u64>>,
    iterations: Option<Given<u64>>,
    ms: Option<Given<u64>>,
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

/// A whole number in `1..=max` given for `field` (`what` says what it counts).
fn bounded(field: &str, what: &str, max: u64, given: Option<Given<u64>>) -> Result<Option<u64>, Refusal> {
    let refuse = |not: String| format!("\"{field}\" must be a whole number{what} from 1 to {max}, not {not}");
    match given {
        None => Ok(None),
        Some(Given::Is(n)) if (1..=max).contains(&n) => Ok(Some(n)),
        Some(Given::Is(n)) => Err(refuse(n.to_string())),
        Some(Given::Not(other)) => Err(refuse(json_excerpt(&other))),
    }
}

/// The time cap: a stop asked between a player's iterations, counting them.
struct Clock {
    deadline: Instant,
    /// Iterations the player went on with.
    done: AtomicU32,
    /// Whether the cap ended the thinking.
    out: AtomicBool,
}

impl Clock {
    fn new(ms: u64) -> Self {
        Clock {
            deadline: Instant::now() + Duration::from_millis(ms),
            done: AtomicU32::new(0),
            out: AtomicBool::new(false),
        }
    }

    /// The stop: `true` once the cap is reached.
    fn stop(&self) -> bool {
        if Instant::now() >= self.deadline {
            self.out.store(true, Ordering::Relaxed);
            return true;
        }
        self.done.fetch_add(1, Ordering::Relaxed);
        false
    }
}

/// Answers a `bot` request about `table`. `auto_chance` is the table's mode,
/// to say how to get past a chance point.
pub(super) fn answer(table: &dyn ShelfTable, auto_chance: bool, request: BotRequest) -> Result<Value, Refusal> {
    let level = level(request.level)?;
    let seed = whole("seed", request.seed)?;
    let iterations = bounded("iterations", "", MAX_ITERATIONS, request.iterations)?
        .and_then(|n| u32::try_from(n).ok())
        .or_else(|| table.bot_iterations(level));
    let ms = bounded("ms", " of milliseconds", MAX_MS, request.ms)?.unwrap_or(DEFAULT_MS);
    let clock = Clock::new(ms);
    let stop = || clock.stop();
    // A game without computer players has no budget: bot_move refuses it.
    let budget = iterations.map(|iterations| Budget {
        iterations,
        stop: Some(&stop),
    });
    let chosen = table.bot_move(level, seed, budget).map_err(|e| match e {
        // With auto_chance on the engine never stops at a chance point.
        BotError::Chance if !auto_chance => {
            format!("{e} (this table was opened with \"auto_chance\":false: \"legal\" lists the outcomes)")
        }
        e => e.to_string(),
    })?;
    let mut answer = response(level, &chosen);
    if let Value::Object(fields) = &mut answer {
        fields.insert("iterations".into(), json!(iterations.unwrap_or(0)));
        fields.insert("ms".into(), json!(ms));
        let out = clock.out.load(Ordering::Relaxed);
        fields.insert("out_of_time".into(), json!(out));
        if out {
            fields.insert("iterations_done".into(), json!(clock.done.load(Ordering::Relaxed)));
        }
    }
    Ok(answer)
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
