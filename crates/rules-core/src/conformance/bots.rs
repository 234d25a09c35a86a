//! What every game's computer players are checked for, on positions of real
//! play: each level chooses a legal action, the same one for the same seed,
//! with reasons that name legal actions (the chosen one first); and no level
//! decides by what its seat cannot see.

use std::ops::Range;

use crate::{Bots, Budget, Decision, Level, Seat, Table, ToAct, decide_at};

/// Positions of real play: from each game of `seeds` (`players` seats,
/// `options`), played by the easy level for at most `steps` actions, the
/// positions where a seat is to act with more than one legal action and
/// `keep(position, step)` holds. The easy player decides action `step` with
/// seed `step`.
///
/// # Errors
/// When a game cannot be set up, or the easy level chose an illegal action.
pub fn played_positions<G: Bots>(
    players: usize,
    options: &G::Options,
    seeds: Range<u64>,
    steps: u64,
    keep: impl Fn(&G, u64) -> bool,
) -> Result<Vec<G>, String> {
    let mut out = Vec::new();
    for seed in seeds {
        let mut table = Table::<G>::new(seed, players, options.clone()).map_err(|e| e.to_string())?;
        let mut easy = G::bot(Level::Easy, players);
        for step in 0..steps {
            table.resolve_chance();
            let game = table.game();
            if !matches!(game.to_act(), ToAct::Seat(_)) {
                break;
            }
            if game.legal_actions().len() > 1 && keep(game, step) {
                out.push(game.clone());
            }
            let Some(decision) = decide_at(easy.as_mut(), game, step, Budget::iterations(1)) else {
                break;
            };
            table
                .apply(&decision.action)
                .map_err(|e| format!("{} seed {seed} step {step}: easy chose an illegal action: {e}", G::ID))?;
        }
    }
    Ok(out)
}

/// What [`check_decisions`] asked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DecisionsReport {
    /// Decisions checked (each asked twice).
    pub decisions: usize,
    /// Decisions that came with reasons.
    pub with_reasons: usize,
}

/// `level`'s decision at `game` with `seed`, by a new bot of that level
/// thinking for `iterations(level)`.
fn decide<G: Bots>(
    game: &G,
    level: Level,
    seed: u64,
    iterations: &dyn Fn(Level) -> u32,
) -> Option<Decision<G::Action>> {
    let mut bot = G::bot(level, game.players());
    decide_at(bot.as_mut(), game, seed, Budget::iterations(iterations(level)))
}

/// Checks every level of `levels` at every position (seed `seed + i` at
/// position `i`, budgets from `iterations`): the action is legal; a new bot
/// and the same bot asked again choose the same, with the same reasons; every
/// reason names a legal action in words, the chosen action first; and the
/// levels in `reasoned` give reasons wherever there is a choice (the hint
/// key's words).
///
/// # Errors
/// The first failure, with the position, level and decision.
pub fn check_decisions<G: Bots>(
    positions: &[G],
    levels: &[Level],
    iterations: impl Fn(Level) -> u32,
    reasoned: &[Level],
    seed: u64,
) -> Result<DecisionsReport, String> {
    let mut report = DecisionsReport::default();
    for (i, game) in positions.iter().enumerate() {
        let legal = game.legal_actions();
        let seed = seed + i as u64;
        for &level in levels {
            let at = format!("{} position {i}, {level}", G::ID);
            let mut bot = G::bot(level, game.players());
            let budget = Budget::iterations(iterations(level));
            let first = decide_at(bot.as_mut(), game, seed, budget).ok_or(format!("{at}: no seat is to act"))?;
            if !legal.contains(&first.action) {
                return Err(format!("{at}: {:?} is not legal", first.action));
            }
            let again = decide_at(bot.as_mut(), game, seed, budget);
            if again.as_ref() != Some(&first) {
                return Err(format!("{at}: asked again, {again:?} instead of {first:?}"));
            }
            let anew = decide::<G>(game, level, seed, &iterations);
            if anew.as_ref() != Some(&first) {
                return Err(format!("{at}: a new bot chose {anew:?} instead of {first:?}"));
            }
            for (action, words) in &first.reasons {
                if !legal.contains(action) || words.is_empty() {
                    return Err(format!(
                        "{at}: a reason for an illegal action or without words: {first:?}"
                    ));
                }
            }
            if first.reasons.first().is_some_and(|(best, _)| *best != first.action) {
                return Err(format!("{at}: the first reason is not the choice: {first:?}"));
            }
            if reasoned.contains(&level) && legal.len() > 1 && first.reasons.is_empty() {
                return Err(format!("{at}: no reasons for the hint key: {first:?}"));
            }
            report.decisions += 1;
            report.with_reasons += usize::from(!first.reasons.is_empty());
        }
    }
    Ok(report)
}

/// [`check_decisions`] as every game's computer players keep it: every
/// level of [`Level::ALL`] at every position, the heuristic and the search
/// levels (easy, medium, hard) giving reasons wherever there is a choice.
///
/// # Errors
/// The first failure, or a position a level did not decide at.
pub fn check_every_level<G: Bots>(
    positions: &[G],
    iterations: impl Fn(Level) -> u32,
    seed: u64,
) -> Result<DecisionsReport, String> {
    let reasoned = [Level::Easy, Level::Medium, Level::Hard];
    let report = check_decisions(positions, &Level::ALL, iterations, &reasoned, seed)?;
    if report.decisions != positions.len() * Level::ALL.len() {
        return Err(format!(
            "{} decisions at {} positions of {} levels",
            report.decisions,
            positions.len(),
            Level::ALL.len()
        ));
    }
    Ok(report)
}

/// Checks that no level decides by what the seat to act cannot see: at each
/// position, `redeal(position, seat, i)` gives the state with what `seat`
/// cannot see dealt otherwise (written by the game's tests apart from its
/// [`crate::Determinize`], so the two check each other). Where the redeal
/// differs from the position, the seat's view must be the same and every
/// level of `levels` must decide the same for the same seed. Returns how many
/// positions were compared.
///
/// # Errors
/// A redeal the seat could tell apart, or a level that decided otherwise.
pub fn check_blind_to_hidden<G: Bots>(
    positions: &[G],
    levels: &[Level],
    iterations: impl Fn(Level) -> u32,
    redeal: impl Fn(&G, Seat, u64) -> G,
) -> Result<usize, String> {
    let mut compared = 0;
    for (i, game) in positions.iter().enumerate() {
        let ToAct::Seat(seat) = game.to_act() else { continue };
        let other = redeal(game, seat, i as u64);
        if other.state_json() == game.state_json() {
            continue;
        }
        if other.view(seat) != game.view(seat) {
            return Err(format!(
                "{} position {i}: the redeal shows seat {} something else",
                G::ID,
                seat.index() + 1
            ));
        }
        compared += 1;
        for &level in levels {
            let seed = 7 + i as u64;
            let (real, redealt) = (
                decide::<G>(game, level, seed, &iterations),
                decide::<G>(&other, level, seed, &iterations),
            );
            if real != redealt {
                return Err(format!(
                    "{} position {i}: {level} decided by what the seat cannot see: {real:?} but {redealt:?}",
                    G::ID
                ));
            }
        }
    }
    Ok(compared)
}

/// What [`check_search_words`] read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WordsReport {
    /// Reasons read.
    pub reasons: usize,
    /// Reasons that say in words what their action does.
    pub in_words: usize,
}

/// Reads `level`'s reasons at every position (a search player's, made by
/// [`crate::Ismcts::decide_saying`]: "kills 2c; wins 55 % of 120 playouts",
/// or for the only legal action "throws the hand; the only move"),
/// thinking for `iterations`, and counts those that say in words what their
/// action does.
///
/// # Errors
/// A reason that is not a search's ("…wins N % of M playouts", "…the only
/// move").
pub fn check_search_words<G: Bots>(positions: &[G], level: Level, iterations: u32) -> Result<WordsReport, String> {
    let mut report = WordsReport::default();
    for (i, game) in positions.iter().enumerate() {
        let Some(decision) = decide::<G>(game, level, i as u64, &|_| iterations) else {
            continue;
        };
        for (_, why) in &decision.reasons {
            if why.ends_with(crate::ONLY_MOVE) {
                // "words; the only move", or "the only move" alone.
                let words = why.strip_suffix(&format!("; {}", crate::ONLY_MOVE));
                if why != crate::ONLY_MOVE && words.is_none_or(str::is_empty) {
                    return Err(format!(
                        "{} position {i}, {level}: {why:?} is not a search's reason",
                        G::ID
                    ));
                }
                report.reasons += 1;
                report.in_words += usize::from(words.is_some());
                continue;
            }
            let (words, rate) = why.split_once("; wins ").unwrap_or(("", why));
            // "words; wins …" or, without words, "wins …"; either way "… playouts".
            let shaped = rate.ends_with(" playouts") && (!words.is_empty() || rate.starts_with("wins "));
            if !shaped {
                return Err(format!(
                    "{} position {i}, {level}: {why:?} is not a search's reason",
                    G::ID
                ));
            }
            report.reasons += 1;
            report.in_words += usize::from(!words.is_empty());
        }
    }
    Ok(report)
}
