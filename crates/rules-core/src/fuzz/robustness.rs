//! The robustness drive every rules crate runs: bad input gets a clear error,
//! never a panic, and loses nothing. A game supplies real positions, values
//! and words close to its own (its near misses) and the invariants an accepted
//! state must keep; the drive feeds it random and mutated notation, mutated
//! state JSON, odd action JSON and mutated records, and checks that whatever
//! is accepted holds together and plays on, and whatever is refused leaves the
//! position as it was.

use std::ops::Range;

use rand::RngExt;
use serde_json::Value;

use super::{garbage, mutate_json};
use crate::{Game, Record, Table, TableRng, ToAct, rng_from_seed, sample_chance};

/// An invariant of a game's state ("no piece made or lost").
pub type Invariant<G> = fn(&G) -> Result<(), String>;

/// A game's robustness drive: real positions and the game's near misses. Each
/// check is seeded and deterministic.
///
/// ```ignore
/// let drive = Robustness::new(random_positions::<MyGame>(&tables, 10, 60, 11))
///     .near_json(vec![json!({"zone": "track", "pos": 75})])
///     .words(&["move", "7", "a1"])
///     .invariant(cards_conserved);
/// let report = drive.state_json(2).unwrap_or_else(|e| panic!("{e}"));
/// assert!(report.accepted > 50);
/// ```
pub struct Robustness<G: Game> {
    positions: Vec<G>,
    near_json: Vec<Value>,
    words: Vec<&'static str>,
    invariant: Option<Invariant<G>>,
    partial: Option<fn(&Value) -> Value>,
    tries: usize,
    play_on: usize,
}

/// What a robustness check fed the game, and how much of it was taken.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fed {
    /// Inputs given.
    pub inputs: usize,
    /// Inputs the game accepted (a state that loaded, notation that read as an
    /// action, a record that replayed).
    pub accepted: usize,
    /// Accepted actions that also applied in their position.
    pub applied: usize,
}

impl<G: Game> Robustness<G> {
    /// A drive over `positions`: 40 inputs a position, 30 random actions
    /// played on from whatever is accepted.
    #[must_use]
    pub fn new(positions: Vec<G>) -> Self {
        Robustness {
            positions,
            near_json: Vec::new(),
            words: Vec::new(),
            invariant: None,
            partial: None,
            tries: 40,
            play_on: 30,
        }
    }

    /// Values close to the game's own JSON (a notation one step off, a word
    /// of its states, a count just out of range), mixed into mutations.
    #[must_use]
    pub fn near_json(mut self, values: Vec<Value>) -> Self {
        self.near_json = values;
        self
    }

    /// Pieces of the game's notation, from which random texts are made and
    /// with which real notation is mutated.
    #[must_use]
    pub fn words(mut self, words: &[&'static str]) -> Self {
        self.words = words.to_vec();
        self
    }

    /// An invariant every accepted state must keep.
    #[must_use]
    pub fn invariant(mut self, invariant: Invariant<G>) -> Self {
        self.invariant = Some(invariant);
        self
    }

    /// The partial form of a state JSON (only the fields a reader requires),
    /// made from the full one: every fourth state input is mutated from it.
    #[must_use]
    pub fn partial(mut self, partial: fn(&Value) -> Value) -> Self {
        self.partial = Some(partial);
        self
    }

    /// Inputs fed at each position.
    #[must_use]
    pub fn tries(mut self, tries: usize) -> Self {
        self.tries = tries;
        self
    }

    /// Random actions played on from each accepted state.
    #[must_use]
    pub fn play_on(mut self, actions: usize) -> Self {
        self.play_on = actions;
        self
    }

    /// The positions the drive feeds.
    #[must_use]
    pub fn positions(&self) -> &[G] {
        &self.positions
    }

    /// Checks that `game` holds together: the invariant holds, the state JSON
    /// loads back to the same state, every legal action of the seat to act
    /// (or listed outcome of a chance point) applies, and `play_on` random
    /// actions apply (a chance point has its outcomes, a game over its
    /// outcome), the invariant holding after each.
    ///
    /// # Errors
    /// The first thing that does not hold, with `what` was fed.
    pub fn check_consistent(&self, game: &G, rng: &mut TableRng, what: &str) -> Result<(), String> {
        let invariant = |g: &G| {
            self.invariant
                .map_or(Ok(()), |f| f(g))
                .map_err(|e| format!("{what}: {e}"))
        };
        invariant(game)?;
        let json = game.state_json();
        let back = G::load_json(&json).map_err(|e| format!("{what}: {json} does not load back: {e}"))?;
        if back.state_json() != json {
            return Err(format!("{what}: {json} loads back differently"));
        }
        // Every choice open here applies: the seat's legal actions, or each
        // listed outcome of a chance point.
        let open: Vec<G::Action> = match game.to_act() {
            ToAct::Seat(_) => game.legal_actions(),
            ToAct::Chance => game
                .chance_outcomes()
                .and_then(|o| o.listed())
                .map(|list| list.into_iter().map(|(a, _)| a).collect())
                .unwrap_or_default(),
            ToAct::Over => Vec::new(),
        };
        for action in open {
            let mut next = game.clone();
            next.apply(&action)
                .map_err(|e| format!("{what}: {action}, open here, is refused: {e}"))?;
            invariant(&next)?;
        }
        let mut g = game.clone();
        for step in 0..=self.play_on {
            match g.to_act() {
                ToAct::Over if g.outcome().is_none() => return Err(format!("{what}: over with no outcome")),
                ToAct::Over => break,
                _ if step == self.play_on => break,
                ToAct::Chance => {
                    let outcomes = g.chance_outcomes().ok_or(format!("{what}: chance with no outcomes"))?;
                    let a = sample_chance(&outcomes, rng).ok_or(format!("{what}: no chance outcome"))?;
                    g.apply(&a).map_err(|e| format!("{what}: chance {a} refused: {e}"))?;
                }
                ToAct::Seat(_) => {
                    let legal = g.legal_actions();
                    if legal.is_empty() {
                        return Err(format!("{what}: no legal action in {}", g.state_json()));
                    }
                    let a = &legal[rng.random_range(0..legal.len())];
                    g.apply(a).map_err(|e| format!("{what}: legal {a} refused: {e}"))?;
                }
            }
            invariant(&g)?;
        }
        Ok(())
    }

    /// A random text of the game's words.
    fn random_text(&self, rng: &mut TableRng) -> String {
        if self.words.is_empty() {
            return String::new();
        }
        (0..rng.random_range(0..8))
            .map(|_| self.words[rng.random_range(0..self.words.len())])
            .collect::<Vec<_>>()
            .join(if rng.random_bool(0.6) { " " } else { "" })
    }

    /// `text` with one to three characters removed, replaced or inserted, or
    /// a word of the game inserted.
    fn mutate_text(&self, rng: &mut TableRng, text: &str) -> String {
        let mut chars: Vec<char> = text.chars().collect();
        for _ in 0..rng.random_range(1..4) {
            let i = rng.random_range(0..=chars.len());
            match rng.random_range(0..4) {
                0 if i < chars.len() => {
                    chars.remove(i);
                }
                1 if i < chars.len() => chars[i] = char::from(rng.random_range(b' '..=b'~')),
                2 if !self.words.is_empty() => {
                    let word = self.words[rng.random_range(0..self.words.len())];
                    for (k, c) in word.chars().enumerate() {
                        chars.insert(i + k, c);
                    }
                }
                _ => chars.insert(i, char::from(b'0' + rng.random_range(0..10u8))),
            }
        }
        chars.into_iter().collect()
    }

    /// Notation: at every position each legal action's notation reads back as
    /// that action; then random texts and mutated real notation are read in
    /// the position and as plain actions. What reads is written and read back
    /// the same; applied, it leaves a consistent game, or, refused, the
    /// position unchanged; what does not read says why.
    ///
    /// # Errors
    /// The first failure, with the position and the text.
    pub fn notation(&self, seed: u64) -> Result<Fed, String> {
        let mut rng = rng_from_seed(seed);
        let mut fed = Fed::default();
        for (n, game) in self.positions.iter().enumerate() {
            let actions = game.legal_actions();
            let legal: Vec<String> = actions.iter().map(|a| game.notation(a)).collect();
            for (action, text) in actions.iter().zip(&legal) {
                if game.parse_notation(text).as_ref() != Ok(action) {
                    return Err(format!("position {n}: {text:?} does not read back as {action:?}"));
                }
            }
            let before = game.state_json();
            for _ in 0..self.tries {
                let text = if !legal.is_empty() && rng.random_bool(0.6) {
                    let pick = rng.random_range(0..legal.len());
                    self.mutate_text(&mut rng, &legal[pick])
                } else {
                    self.random_text(&mut rng)
                };
                fed.inputs += 1;
                let _ = text.parse::<G::Action>();
                let action = match game.parse_notation(&text) {
                    Ok(action) => action,
                    Err(e) if e.reason.trim().is_empty() => {
                        return Err(format!("position {n}: {text:?} refused without a reason"));
                    }
                    Err(_) => continue,
                };
                fed.accepted += 1;
                let again = game.parse_notation(&game.notation(&action));
                if again.as_ref() != Ok(&action) {
                    return Err(format!(
                        "position {n}: {text:?} read as {action:?}, written and read as {again:?}"
                    ));
                }
                let mut after = game.clone();
                if after.apply(&action).is_ok() {
                    fed.applied += 1;
                    self.check_consistent(&after, &mut rng, &format!("position {n}, {text:?}"))?;
                } else if after.state_json() != before {
                    return Err(format!("position {n}: a refused {text:?} changed the game"));
                }
            }
        }
        Ok(fed)
    }

    /// State JSON: every position is consistent; copies of its state JSON
    /// (every fourth in the partial form) mutated one to three times load
    /// into a consistent game or are refused with reasons, none empty; and
    /// 200 pieces of garbage are refused.
    ///
    /// # Errors
    /// The first failure, with the position and the JSON.
    pub fn state_json(&self, seed: u64) -> Result<Fed, String> {
        let mut rng = rng_from_seed(seed);
        let mut fed = Fed::default();
        for (n, game) in self.positions.iter().enumerate() {
            self.check_consistent(game, &mut rng, &format!("position {n}"))?;
            let base = game.state_json();
            for k in 0..self.tries {
                let mut value = match self.partial {
                    Some(partial) if k % 4 == 0 => partial(&base),
                    _ => base.clone(),
                };
                for _ in 0..rng.random_range(1..4) {
                    mutate_json(&mut rng, &mut value, &self.near_json);
                }
                fed.inputs += 1;
                match G::load_json(&value) {
                    Ok(loaded) => {
                        fed.accepted += 1;
                        self.check_consistent(&loaded, &mut rng, &format!("position {n} mutated to {value}"))?;
                    }
                    Err(e) if e.reasons.is_empty() || e.reasons.iter().any(|r| r.trim().is_empty()) => {
                        return Err(format!("position {n}: {value} refused without a reason"));
                    }
                    Err(_) => {}
                }
            }
        }
        for _ in 0..200 {
            let value = garbage(&mut rng, &self.near_json);
            if G::load_json(&value).is_ok() {
                return Err(format!("garbage {value} loaded"));
            }
        }
        Ok(fed)
    }

    /// Action JSON: `samples` (odd values in the game's action shapes), each
    /// mutated half the time, read as actions at every position; what reads is
    /// written in notation and applied, and a refusal leaves the position
    /// unchanged.
    ///
    /// # Errors
    /// A refused action that changed the game.
    pub fn action_json(&self, samples: &[Value], seed: u64) -> Result<Fed, String> {
        let mut rng = rng_from_seed(seed);
        let mut fed = Fed::default();
        for (n, game) in self.positions.iter().enumerate() {
            let before = game.state_json();
            for sample in samples {
                let mut value = sample.clone();
                if rng.random_bool(0.5) {
                    mutate_json(&mut rng, &mut value, &self.near_json);
                }
                fed.inputs += 1;
                let Ok(action) = serde_json::from_value::<G::Action>(value.clone()) else {
                    continue;
                };
                fed.accepted += 1;
                let _ = (action.to_string(), game.notation(&action));
                let mut after = game.clone();
                if after.apply(&action).is_ok() {
                    fed.applied += 1;
                } else if after.state_json() != before {
                    return Err(format!("position {n}: a refused {value} changed the game"));
                }
            }
        }
        Ok(fed)
    }

    /// Records: seeded random games of `players` with `options` (seeds
    /// `seeds`, `steps` random actions each) replay; mutated copies (another
    /// seed, another player count, a mutated or extra action, or `mutate`'s
    /// change of the options) replay into a consistent game or are refused.
    ///
    /// # Errors
    /// A record that does not replay, or a replay that does not hold together.
    pub fn records(
        &self,
        (players, options): (usize, &G::Options),
        seeds: Range<u64>,
        steps: usize,
        mutate: impl Fn(&mut TableRng, &mut G::Options),
    ) -> Result<Fed, String> {
        let mut rng = rng_from_seed(seeds.start ^ 0x4ec0_4d00);
        let mut fed = Fed::default();
        for seed in seeds {
            let mut table = Table::<G>::new(seed, players, options.clone()).map_err(|e| e.to_string())?;
            table.play_random(&mut rng, steps);
            let record = table.record();
            Table::replay(&record).map_err(|e| format!("seed {seed}: the record does not replay: {e}"))?;
            for _ in 0..self.tries {
                let mut bad: Record<G> = record.clone();
                match rng.random_range(0..4) {
                    0 => bad.seed = rng.random(),
                    1 => bad.players = rng.random_range(0..10),
                    2 => mutate(&mut rng, &mut bad.options),
                    _ if !bad.actions.is_empty() => {
                        let i = rng.random_range(0..bad.actions.len());
                        bad.actions[i] = self.mutate_text(&mut rng, &bad.actions[i]);
                    }
                    _ => bad.actions.push(self.random_text(&mut rng)),
                }
                fed.inputs += 1;
                if let Ok(replayed) = Table::replay(&bad) {
                    fed.accepted += 1;
                    self.check_consistent(replayed.game(), &mut rng, &format!("seed {seed}: a mutated record"))?;
                }
            }
        }
        Ok(fed)
    }
}

/// Real positions: for each table of `tables` (players and options), seeded
/// random games (seed = the table's index) stopped `stops` times, each after
/// up to `max_steps` random actions, the position at each stop kept (chance
/// left unresolved, as a game stands between turns).
///
/// # Errors
/// When a table cannot be set up.
pub fn random_positions<G: Game>(
    tables: &[(usize, G::Options)],
    stops: usize,
    max_steps: usize,
    seed: u64,
) -> Result<Vec<G>, String> {
    let mut picker = rng_from_seed(seed);
    let mut out = Vec::new();
    for (i, (players, options)) in tables.iter().enumerate() {
        let mut table = Table::<G>::new(i as u64, *players, options.clone()).map_err(|e| e.to_string())?;
        for _ in 0..stops {
            let steps = picker.random_range(0..max_steps.max(1));
            table.play_random(&mut picker, steps);
            out.push(table.game().clone());
        }
    }
    Ok(out)
}

/// `n` tables of `G` with default options, its described player counts in
/// turn: the tables [`random_positions`] is most often asked for.
#[must_use]
pub fn tables_of_every_count<G: Game>(n: usize) -> Vec<(usize, G::Options)> {
    let counts = G::DESCRIPTION.players;
    (0..n)
        .map(|i| (counts[i % counts.len()], G::Options::default()))
        .collect()
}

/// Writes the two robustness tests most games run on their drive `drive()`:
/// mutated state JSON (seed 2) and random and mutated notation (seed 1)
/// never panic, and enough of each is accepted (`state_json` and `notation`
/// say what is enough of the [`Fed`]).
///
/// ```ignore
/// rules_core::robustness_tests! { drive:
///     state_json: |fed| fed.accepted > 50,
///     notation: |fed| fed.accepted > 100,
/// }
/// ```
#[macro_export]
macro_rules! robustness_tests {
    ($drive:path: state_json: $loaded:expr, notation: $parsed:expr $(,)?) => {
        #[test]
        fn mutated_state_json_never_panics_and_what_loads_is_playable() {
            let fed = $drive().state_json(2).unwrap_or_else(|e| panic!("{e}"));
            let enough: fn(&$crate::fuzz::Fed) -> bool = $loaded;
            assert!(enough(&fed), "hardly any mutated state loaded: {fed:?}");
        }

        #[test]
        fn random_and_mutated_notation_never_panics() {
            let fed = $drive().notation(1).unwrap_or_else(|e| panic!("{e}"));
            let enough: fn(&$crate::fuzz::Fed) -> bool = $parsed;
            assert!(enough(&fed), "hardly anything parsed: {fed:?}");
        }
    };
}
