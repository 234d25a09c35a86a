//! The conformance suite every rules crate runs, and a helper for
//! hidden-information leak tests.
//!
//! [`Conformance::run`] plays seeded random games and checks at every step:
//! - the game-supplied invariant holds (nothing created or lost);
//! - the state JSON loads back to the same state;
//! - every seat's view serialises, and the seats' views are the same unless
//!   the description says the game hides something by seat (which some
//!   position of the run must then show: two seats' views differ);
//! - while a seat is to act, its legal actions are non-empty and distinct, each
//!   applies, and each one's notation (position-aware and plain) and JSON read
//!   back to the same action;
//! - the action played, its JSON with a field added to any of its objects, is
//!   refused (a typo in a script never passes silently);
//! - `legal_actions_into` clears the buffer it is given: into a buffer still
//!   holding the last step's actions it lists what a new list gets;
//! - `apply_listed` of the action played (listed, or a chance outcome drawn)
//!   reaches the state `apply` reaches;
//! - a sample of illegal actions (game-supplied candidates, plus actions that were
//!   legal earlier in the game but are not now) is refused with the state
//!   unchanged and no event told;
//! - at a chance point the outcomes are listed with positive weights and each applies;
//! - once over, no legal actions remain and an outcome is given;
//! - the game ends within a bound, and its record replays to the same final state.
//!
//! A rules crate calls it from a test, for instance
//! `Conformance::<MyGame>::new(2).games(200).invariant(my_invariant).run()`,
//! which returns a [`Report`] or the first failure with its seed and step
//! (see `tests/toy_game.rs` in this crate for a whole example).
//!
//! A game's computer players are checked by [`check_determinization`] (every
//! sample agrees with the view it came from), [`check_decisions`] (legal,
//! deterministic, with reasons) and [`check_blind_to_hidden`] (fair play), on
//! [`played_positions`] of real play.

use std::collections::VecDeque;

mod bots;
mod playthrough;

pub use bots::{
    DecisionsReport, WordsReport, check_blind_to_hidden, check_decisions, check_every_level, check_search_words,
    played_positions,
};
pub use playthrough::{Drawn, Played, Step, play_through};

use rand::RngExt;

use crate::{Game, Seat, Table, TableRng, ToAct, rng_from_seed, sample_chance};

/// Checks a game's [`crate::Description`] against its code: the usual player
/// count is one of the counts, a game starts with every count, the described
/// defaults read as `Options::default()`, every key of the options JSON is
/// described, and every described value is taken by the options reader and by a
/// new game. Lists every mismatch.
///
/// # Errors
/// The mismatches, one sentence each.
pub fn check_description<G: Game>() -> Result<(), Vec<String>> {
    use serde_json::{Map, Value};

    use crate::{OptionValues, options_from_json};

    let d = G::DESCRIPTION;
    let mut problems = Vec::new();
    if !d.players.contains(&d.usual_players) {
        problems.push(format!(
            "usual player count {} is not one of {:?}",
            d.usual_players, d.players
        ));
    }
    if d.players.is_empty() || !d.players.windows(2).all(|w| w[0] < w[1]) {
        problems.push(format!("player counts {:?} are not ascending", d.players));
    }
    for &n in d.players {
        if let Err(e) = G::new_game(n, &G::Options::default()) {
            problems.push(format!("no game for {n} players: {e}"));
        }
    }
    let defaults: Map<String, Value> = d
        .options
        .iter()
        .map(|o| (o.key.to_string(), o.default_json()))
        .collect();
    match options_from_json::<G>(Some(&Value::Object(defaults))) {
        Ok(options) if options == G::Options::default() => {}
        Ok(options) => problems.push(format!(
            "the described defaults read as {options:?}, not the default options"
        )),
        Err(e) => problems.push(format!("the described defaults do not read: {e}")),
    }
    if let Ok(Value::Object(written)) = serde_json::to_value(G::Options::default()) {
        for key in written.keys() {
            if d.option(key).is_none() {
                problems.push(format!("option {key:?} is not described"));
            }
        }
    }
    for spec in d.options {
        let values: Vec<Value> = match &spec.values {
            OptionValues::Choice { choices, .. } => choices.iter().map(|c| Value::from(c.value)).collect(),
            OptionValues::Range { min, suggested, .. } => std::iter::once(*min)
                .chain(suggested.iter().copied())
                .map(Value::from)
                .collect(),
            OptionValues::Flag { .. } => vec![Value::Bool(false), Value::Bool(true)],
        };
        for value in values {
            if let Err(problem) = spec.check(&value) {
                problems.push(format!(
                    "a described value is refused by its own description: {problem}"
                ));
            }
            let json = Value::Object(Map::from_iter([(spec.key.to_string(), value.clone())]));
            match options_from_json::<G>(Some(&json)) {
                Ok(options) => {
                    if let Err(e) = G::new_game(d.usual_players, &options) {
                        problems.push(format!("{}={value}: no game: {e}", spec.key));
                    }
                }
                Err(e) => problems.push(format!("{}={value} does not read: {e}", spec.key)),
            }
        }
    }
    if problems.is_empty() { Ok(()) } else { Err(problems) }
}

/// A game-supplied check of a state (e.g. "15 checkers per side").
pub type Invariant<G> = fn(&G) -> Result<(), String>;

/// A game-supplied source of likely-illegal actions for a state (e.g. a legal
/// action with one part changed). Candidates that happen to be legal are skipped.
pub type IllegalCandidates<G> = fn(&G, &mut TableRng) -> Vec<<G as Game>::Action>;

/// What a passing run covered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Games played to the end.
    pub games: usize,
    /// Actions applied in all (chance outcomes included).
    pub actions: usize,
    /// Illegal actions tried and refused.
    pub illegal_refused: usize,
    /// The most actions any game took.
    pub longest_game: usize,
    /// Positions where two seats' views differed (hidden cards seen by
    /// some seats only).
    pub views_differed: usize,
}

/// Settings of a conformance run. Build with [`Conformance::new`] and the setters.
pub struct Conformance<G: Game> {
    players: usize,
    options: G::Options,
    games: usize,
    first_seed: u64,
    max_actions: usize,
    max_legal_checked: usize,
    illegal_per_step: usize,
    invariant: Invariant<G>,
    illegal_candidates: IllegalCandidates<G>,
}

impl<G: Game> Conformance<G> {
    /// A run for `players` seats with default options: 100 games from seed 0,
    /// at most 10,000 actions a game.
    #[must_use]
    pub fn new(players: usize) -> Self {
        Conformance {
            players,
            options: G::Options::default(),
            games: 100,
            first_seed: 0,
            max_actions: 10_000,
            max_legal_checked: 64,
            illegal_per_step: 4,
            invariant: |_| Ok(()),
            illegal_candidates: |_, _| Vec::new(),
        }
    }

    /// The options to play with.
    #[must_use]
    pub fn options(mut self, options: G::Options) -> Self {
        self.options = options;
        self
    }

    /// How many games (seeds `first_seed..first_seed + games`).
    #[must_use]
    pub fn games(mut self, games: usize) -> Self {
        self.games = games;
        self
    }

    /// The first seed.
    #[must_use]
    pub fn first_seed(mut self, seed: u64) -> Self {
        self.first_seed = seed;
        self
    }

    /// The bound within which every game must end (in actions, chance included).
    #[must_use]
    pub fn max_actions(mut self, max_actions: usize) -> Self {
        self.max_actions = max_actions;
        self
    }

    /// At most this many legal actions per step are applied on a copy (a
    /// spread sample when there are more); all are still checked for notation.
    #[must_use]
    pub fn max_legal_checked(mut self, n: usize) -> Self {
        self.max_legal_checked = n.max(1);
        self
    }

    /// How many illegal actions to try per step.
    #[must_use]
    pub fn illegal_per_step(mut self, n: usize) -> Self {
        self.illegal_per_step = n;
        self
    }

    /// The game's invariant.
    #[must_use]
    pub fn invariant(mut self, invariant: Invariant<G>) -> Self {
        self.invariant = invariant;
        self
    }

    /// The game's source of likely-illegal actions.
    #[must_use]
    pub fn illegal_candidates(mut self, candidates: IllegalCandidates<G>) -> Self {
        self.illegal_candidates = candidates;
        self
    }

    /// Plays the games and checks every step.
    ///
    /// # Errors
    /// The first failure, naming the seed and the step so it can be replayed.
    pub fn run(&self) -> Result<Report, String> {
        let mut report = Report::default();
        for seed in self.first_seed..self.first_seed + self.games as u64 {
            let played = self
                .run_one(seed, &mut report)
                .map_err(|e| format!("{} seed {seed}: {e}", G::ID))?;
            report.longest_game = report.longest_game.max(played);
            report.games += 1;
        }
        if G::DESCRIPTION.hidden.views_differ() && self.players > 1 && report.views_differed == 0 {
            return Err(format!(
                "{}: the description says the seats' views differ, but in {} games every seat saw the same",
                G::ID,
                report.games
            ));
        }
        Ok(report)
    }

    /// Plays the games like [`Conformance::run`] and panics on the first
    /// failure, naming the player count (and `what` else the caller varies)
    /// beside the seed and step; checks every game was played to the end and
    /// prints the report (seen with `--nocapture`).
    ///
    /// # Panics
    /// On the first failure: that is the test failing.
    #[must_use]
    pub fn check(&self, what: &str) -> Report {
        let report = self
            .run()
            .unwrap_or_else(|e| panic!("{} players{what}: {e}", self.players));
        eprintln!("{} players{what}: {report:?}", self.players);
        assert_eq!(
            report.games, self.games,
            "{} players{what}: every game played",
            self.players
        );
        report
    }

    fn run_one(&self, seed: u64, report: &mut Report) -> Result<usize, String> {
        let mut table = Table::<G>::new(seed, self.players, self.options.clone()).map_err(|e| e.to_string())?;
        // Picks the players' actions; separate from the table's own generator.
        let mut picker = rng_from_seed(seed ^ 0x5eed_ac71_0000_0001);
        // Actions that were legal earlier: a cheap, game-independent source of
        // actions that are well-formed but usually illegal now.
        let mut earlier: VecDeque<G::Action> = VecDeque::new();
        // The buffer for `legal_actions_into`, still holding the last step's
        // actions: `legal_actions_into` must clear it.
        let mut buffer: Vec<G::Action> = Vec::new();
        for step in 0..=self.max_actions {
            let game = table.game();
            let played = table.actions().len();
            let at = |e: String| format!("step {step} ({played} actions played): {e}");
            self.check_state(game).map_err(at)?;
            report.views_differed += usize::from(self.check_views(game).map_err(at)?);
            check_buffered_legal(game, &mut buffer).map_err(at)?;
            let action = match game.to_act() {
                ToAct::Over => {
                    check_over(game).map_err(at)?;
                    check_replay(&table).map_err(at)?;
                    report.actions += table.actions().len();
                    return Ok(table.actions().len());
                }
                ToAct::Chance => check_chance(game, &mut picker).map_err(at)?,
                ToAct::Seat(seat) => {
                    let legal = self.check_seat(game, seat).map_err(at)?;
                    report.illegal_refused += self.check_illegal(game, &legal, &earlier, &mut picker).map_err(at)?;
                    let pick = legal[picker.random_range(0..legal.len())].clone();
                    for a in legal.into_iter().take(8) {
                        if earlier.len() == 64 {
                            earlier.pop_front();
                        }
                        earlier.push_back(a);
                    }
                    pick
                }
            };
            check_unknown_fields_refused::<G>(&action).map_err(at)?;
            let mut listed = game.clone();
            let listedly = listed.apply_listed(&action);
            table
                .apply(&action)
                .map_err(|e| at(format!("applying {action}: {e}")))?;
            check_listed_as_applied(table.game(), &listed, listedly, &action).map_err(at)?;
        }
        Err(format!("did not end within {} actions", self.max_actions))
    }

    fn check_state(&self, game: &G) -> Result<(), String> {
        (self.invariant)(game).map_err(|e| format!("invariant broken: {e}"))?;
        let json = game.state_json();
        let loaded = G::load_json(&json).map_err(|e| format!("state JSON does not load back: {e}\n{json}"))?;
        if loaded.state_json() != json {
            return Err(format!("state JSON changes on load:\n{json}\n{}", loaded.state_json()));
        }
        for seat in Seat::all(game.players()) {
            serde_json::to_value(game.view(seat)).map_err(|e| format!("view of {seat} does not serialise: {e}"))?;
        }
        Ok(())
    }

    /// Whether the seats' views differ in this position; an error when they
    /// do in a game whose description says every seat sees the same.
    fn check_views(&self, game: &G) -> Result<bool, String> {
        let first = game.view(Seat(0));
        let Some(other) = Seat::all(game.players()).skip(1).find(|&s| game.view(s) != first) else {
            return Ok(false);
        };
        if G::DESCRIPTION.hidden.views_differ() {
            Ok(true)
        } else {
            Err(format!(
                "{other} sees otherwise than seat 0, but the description says the game hides {:?}",
                G::DESCRIPTION.hidden
            ))
        }
    }

    fn check_seat(&self, game: &G, seat: Seat) -> Result<Vec<G::Action>, String> {
        if seat.index() >= game.players() {
            return Err(format!("{seat} to act at a table of {}", game.players()));
        }
        if game.chance_outcomes().is_some() {
            return Err("chance outcomes listed while a seat is to act".into());
        }
        if game.outcome().is_some() {
            return Err("an outcome is given while the game goes on".into());
        }
        let legal = game.legal_actions();
        if legal.is_empty() {
            return Err(format!("{seat} is to act but has no legal action"));
        }
        for (i, a) in legal.iter().enumerate() {
            if legal[..i].contains(a) {
                return Err(format!("legal action {a} listed twice"));
            }
            check_notation(game, a)?;
        }
        let stride = legal.len().div_ceil(self.max_legal_checked);
        for a in legal.iter().step_by(stride) {
            let mut copy = game.clone();
            copy.apply(a).map_err(|e| format!("legal action {a} refused: {e}"))?;
        }
        Ok(legal)
    }

    fn check_illegal(
        &self,
        game: &G,
        legal: &[G::Action],
        earlier: &VecDeque<G::Action>,
        picker: &mut TableRng,
    ) -> Result<usize, String> {
        let mut candidates = (self.illegal_candidates)(game, picker);
        candidates.extend(earlier.iter().cloned());
        candidates.retain(|c| !legal.contains(c));
        let before = game.state_json();
        let mut refused = 0;
        for _ in 0..self.illegal_per_step.min(candidates.len()) {
            let c = candidates.swap_remove(picker.random_range(0..candidates.len()));
            let mut copy = game.clone();
            let mut events = Vec::new();
            if copy.apply_into(&c, &mut events).is_ok() {
                return Err(format!("illegal action {c} (not among the legal actions) was applied"));
            }
            if copy.state_json() != before {
                return Err(format!("refusing {c} changed the state"));
            }
            if !events.is_empty() {
                return Err(format!("refusing {c} told events: {events:?}"));
            }
            refused += 1;
        }
        Ok(refused)
    }
}

/// `legal_actions_into` clears the buffer it writes: given one still holding
/// other actions, it lists what it lists into a new one.
fn check_buffered_legal<G: Game>(game: &G, buffer: &mut Vec<G::Action>) -> Result<(), String> {
    let legal = game.legal_actions();
    game.legal_actions_into(buffer);
    if *buffer == legal {
        return Ok(());
    }
    let show = |l: &[G::Action]| l.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
    Err(format!(
        "legal_actions_into a used buffer lists [{}] where a new buffer gets [{}]",
        show(buffer),
        show(&legal)
    ))
}

/// `apply_listed` (the unchecked path of random playouts) took the action
/// `apply` took, to the same state.
fn check_listed_as_applied<G: Game>(
    applied: &G,
    listed: &G,
    result: Result<(), crate::RuleError>,
    action: &G::Action,
) -> Result<(), String> {
    if let Err(e) = result {
        return Err(format!("apply_listed refused {action}, which apply took: {e}"));
    }
    let (a, l) = (applied.state_json(), listed.state_json());
    if a == l {
        Ok(())
    } else {
        Err(format!(
            "apply_listed of {action} reaches another state than apply:\n{l}\n{a}"
        ))
    }
}

fn check_notation<G: Game>(game: &G, a: &G::Action) -> Result<(), String> {
    let text = game.notation(a);
    let parsed = game
        .parse_notation(&text)
        .map_err(|e| format!("notation {text:?} of {a:?} does not parse: {e}"))?;
    if &parsed != a {
        return Err(format!("notation {text:?} reads back as {parsed:?}, not {a:?}"));
    }
    let plain = a.to_string();
    let parsed: G::Action = plain
        .parse()
        .map_err(|e| format!("plain notation {plain:?} does not parse: {e}"))?;
    if &parsed != a {
        return Err(format!("plain notation {plain:?} reads back as {parsed:?}, not {a:?}"));
    }
    let json = serde_json::to_value(a).map_err(|e| format!("action {a} does not serialise: {e}"))?;
    let back: G::Action =
        serde_json::from_value(json.clone()).map_err(|e| format!("action JSON {json} does not read back: {e}"))?;
    if &back != a {
        return Err(format!("action JSON {json} reads back as {back:?}"));
    }
    Ok(())
}

/// Checks that `a`'s JSON with a field added to any of its objects is refused.
/// Asked of the action played at each step (every legal action would cost
/// more than the rest of the suite): over a few hundred games every shape of
/// action is played.
fn check_unknown_fields_refused<G: Game>(a: &G::Action) -> Result<(), String> {
    let json = serde_json::to_value(a).map_err(|e| format!("action {a} does not serialise: {e}"))?;
    for extended in with_a_field_added(&json) {
        if let Ok(read) = serde_json::from_value::<G::Action>(extended.clone()) {
            return Err(format!(
                "action JSON {extended} (a field added to {json}) reads as {read:?}: unknown fields must be refused"
            ));
        }
    }
    Ok(())
}

/// Copies of `json`, each with a field `"bogus"` added to one of its objects
/// (every object, however deep, in turn): what a reader that refuses unknown
/// fields must refuse.
#[must_use]
pub fn with_a_field_added(json: &serde_json::Value) -> Vec<serde_json::Value> {
    use serde_json::Value;
    let mut out = Vec::new();
    match json {
        Value::Object(map) => {
            let mut extended = map.clone();
            extended.insert("bogus".to_string(), Value::from(1));
            out.push(Value::Object(extended));
            for (key, inner) in map {
                for changed in with_a_field_added(inner) {
                    let mut copy = map.clone();
                    copy.insert(key.clone(), changed);
                    out.push(Value::Object(copy));
                }
            }
        }
        Value::Array(items) => {
            for (i, inner) in items.iter().enumerate() {
                for changed in with_a_field_added(inner) {
                    let mut copy = items.clone();
                    copy[i] = changed;
                    out.push(Value::Array(copy));
                }
            }
        }
        _ => {}
    }
    out
}

fn check_chance<G: Game>(game: &G, picker: &mut TableRng) -> Result<G::Action, String> {
    if !game.legal_actions().is_empty() {
        return Err("players' legal actions listed at a chance point".into());
    }
    let outcomes = game.chance_outcomes().ok_or("chance is to act but lists no outcomes")?;
    if let Some(list) = outcomes.listed() {
        if list.is_empty() {
            return Err("chance is to act with an empty list of outcomes".into());
        }
        for (a, w) in &list {
            if *w == 0 {
                return Err(format!("chance outcome {a} has weight 0"));
            }
            check_notation(game, a)?;
            game.clone()
                .apply(a)
                .map_err(|e| format!("chance outcome {a} refused: {e}"))?;
        }
    }
    sample_chance(&outcomes, picker).ok_or_else(|| "no chance outcome could be drawn".to_string())
}

fn check_over<G: Game>(game: &G) -> Result<(), String> {
    if !game.legal_actions().is_empty() {
        return Err("legal actions listed after the game is over".into());
    }
    let outcome = game.outcome().ok_or("the game is over but gives no outcome")?;
    if outcome.scores.len() != game.players() {
        return Err(format!(
            "outcome has {} scores for {} players",
            outcome.scores.len(),
            game.players()
        ));
    }
    if outcome.winners.iter().any(|w| w.index() >= game.players()) {
        return Err(format!(
            "outcome names a winner not at the table: {:?}",
            outcome.winners
        ));
    }
    Ok(())
}

fn check_replay<G: Game>(table: &Table<G>) -> Result<(), String> {
    let replayed = Table::<G>::replay(&table.record()).map_err(|e| format!("record does not replay: {e}"))?;
    if replayed.game().state_json() != table.game().state_json() {
        return Err("the record replays to a different final state".into());
    }
    Ok(())
}

/// Produces, for an observer seat, a state that differs from the given one only in
/// information hidden from that seat (other hands, the deck order). `None` when
/// nothing is hidden from that seat in this state.
pub type HiddenVariant<G> = fn(&G, Seat, &mut TableRng) -> Option<G>;

/// Hidden-information leak test: plays `games` seeded random games and at every
/// step, for every seat, builds a variant of the state differing only in what is
/// hidden from that seat and checks that the seat's view is the same in both,
/// and, for the seat to act, that its legal actions are too (a choice that
/// depends on another's hand tells the player what is in it).
/// Fails as well if no variant ever differed from its original (a vacuous test).
///
/// # Errors
/// The first leak found, naming the seed, the step and the seat.
pub fn leak_test<G: Game>(
    players: usize,
    options: &G::Options,
    games: usize,
    max_actions: usize,
    variant: HiddenVariant<G>,
) -> Result<usize, String> {
    let mut compared = 0;
    for seed in 0..games as u64 {
        let mut table = Table::<G>::new(seed, players, options.clone()).map_err(|e| e.to_string())?;
        let mut picker = rng_from_seed(seed ^ 0x1ea4_0000);
        for step in 0..max_actions {
            table.resolve_chance();
            let game = table.game();
            for seat in Seat::all(players) {
                if let Some(other) = variant(game, seat, &mut picker) {
                    if other.state_json() != game.state_json() {
                        compared += 1;
                    }
                    check_same_view(game, &other, seat)
                        .map_err(|e| format!("{} seed {seed} step {step}: {e}", G::ID))?;
                    if game.to_act() == ToAct::Seat(seat) {
                        check_same_choices(game, &other, seat)
                            .map_err(|e| format!("{} seed {seed} step {step}: {e}", G::ID))?;
                    }
                }
            }
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            let pick = legal[picker.random_range(0..legal.len())].clone();
            table.apply(&pick).map_err(|e| e.to_string())?;
        }
    }
    if compared == 0 {
        return Err(format!(
            "{}: no hidden variant ever differed; the leak test tested nothing",
            G::ID
        ));
    }
    Ok(compared)
}

/// Checks that `seat`, to act in both states, is offered the same actions in
/// the same order.
///
/// # Errors
/// When the legal actions differ, showing both.
pub fn check_same_choices<G: Game>(a: &G, b: &G, seat: Seat) -> Result<(), String> {
    let (la, lb) = (a.legal_actions(), b.legal_actions());
    if la == lb {
        Ok(())
    } else {
        let show = |g: &G, l: &[G::Action]| l.iter().map(|x| g.notation(x)).collect::<Vec<_>>().join(", ");
        Err(format!(
            "{seat}'s legal actions depend on what is hidden from it (a leak):\n{}\n{}",
            show(a, &la),
            show(b, &lb)
        ))
    }
}

/// Checks that `seat` sees the same in two states (which should differ only in
/// what is hidden from it).
///
/// # Errors
/// When the views differ, showing both.
pub fn check_same_view<G: Game>(a: &G, b: &G, seat: Seat) -> Result<(), String> {
    let (va, vb) = (a.view(seat), b.view(seat));
    if va == vb {
        Ok(())
    } else {
        Err(format!("{seat} can tell the states apart (a leak):\n{va:?}\n{vb:?}"))
    }
}

/// What [`check_determinization`] compared.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DeterminizationReport {
    /// Samples drawn and checked.
    pub samples: usize,
    /// Samples whose full state differed from the real one (zero for a game
    /// without hidden information; a card game should show many).
    pub differed: usize,
}

/// Checks a game's [`crate::Determinize`] on seeded random games: at every step
/// where a seat is to act, for every seat, `samples` determinizations of that
/// seat's view each give the same view back, load from their own state JSON
/// (they are possible states), and offer the seat to act the same legal
/// actions. Returns how many samples were checked and how many differed from
/// the real state.
///
/// # Errors
/// The first disagreement, with its seed, step and seat.
pub fn check_determinization<G: crate::Determinize>(
    players: usize,
    options: &G::Options,
    games: usize,
    max_actions: usize,
    samples: usize,
) -> Result<DeterminizationReport, String> {
    let mut report = DeterminizationReport::default();
    for seed in 0..games as u64 {
        let mut table = Table::<G>::new(seed, players, options.clone()).map_err(|e| e.to_string())?;
        let mut picker = rng_from_seed(seed ^ 0xde7e_0000);
        for step in 0..max_actions {
            table.resolve_chance();
            let game = table.game();
            let ToAct::Seat(mover) = game.to_act() else { break };
            let at =
                |seat: Seat, k: usize| format!("{} seed {seed} step {step} seat {} sample {k}", G::ID, seat.index());
            for seat in Seat::all(players) {
                let view = game.view(seat);
                for k in 0..samples {
                    let sample_seed = picker.random::<u64>();
                    let sample =
                        G::determinize(&view, seat, sample_seed).map_err(|e| format!("{}: {e}", at(seat, k)))?;
                    report.samples += 1;
                    if sample.view(seat) != view {
                        return Err(format!("{}: the sample shows the seat another view", at(seat, k)));
                    }
                    let json = sample.state_json();
                    if json != game.state_json() {
                        report.differed += 1;
                    }
                    G::load_json(&json)
                        .map_err(|e| format!("{}: the sample is not a possible state: {e}", at(seat, k)))?;
                    if seat == mover && sample.legal_actions() != game.legal_actions() {
                        return Err(format!(
                            "{}: the sample offers the seat to act other actions",
                            at(seat, k)
                        ));
                    }
                }
            }
            let legal = game.legal_actions();
            let pick = legal[picker.random_range(0..legal.len())].clone();
            table.apply(&pick).map_err(|e| e.to_string())?;
        }
    }
    Ok(report)
}

/// The ` ```json ` blocks of a documentation page, parsed, in order: a rules
/// crate's tests load the states its `docs/state.md` shows.
///
/// # Panics
/// On a block left open or one that is not JSON, naming it.
#[must_use]
pub fn json_blocks(doc: &str) -> Vec<serde_json::Value> {
    doc.split("```json")
        .skip(1)
        .map(|block| {
            let body = block.split("```").next().expect("a closed block");
            serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}\n{body}"))
        })
        .collect()
}
