//! A game's own figures in `majlis sim`: what its random games are counted
//! for beyond who won them (how Shesh-Besh games were won, how long a Jackar
//! game is in cards, the piles a card game picks up…), written by the game
//! and read by the simulator without knowing the game.
//!
//! A game says what it counts with [`SimFigures`]: a [`Tally`], told of every
//! action applied as the core's playouts play ([`PlayoutWatch`]), so the games
//! are the same with or without it. Each thread of a run keeps its own tally
//! ([`Tallied`]); the tallies are merged at the end and give the run's
//! [`Figures`]: the `details` object of `majlis sim --json` and the lines of
//! its summary (see `docs/sim.md`).
//!
//! ```
//! use rules_core::figures::{Averages, Figures};
//! use rules_core::{Game, PlayoutWatch, Tally};
//!
//! /// How many actions a game takes, on average.
//! #[derive(Default)]
//! struct Actions(Averages<1>);
//!
//! impl<G: Game> PlayoutWatch<G> for Actions {
//!     fn after(&mut self, _game: &G, _action: &G::Action) {
//!         self.0.add(0);
//!     }
//! }
//!
//! impl<G: Game> Tally<G> for Actions {
//!     fn merge(&mut self, other: &Self) {
//!         self.0.merge(&other.0);
//!     }
//!     fn figures(&self, games: u64) -> Option<Figures> {
//!         Some(self.0.figures(&[("actions", "actions")], games))
//!     }
//! }
//! // The game then says `impl SimFigures for MyGame { type Tally = Actions; }`.
//!
//! let mut actions = Averages::<1>::default();
//! (0..3).for_each(|_| actions.add(0));
//! let figures = actions.figures(&[("actions", "actions")], 2);
//! assert_eq!(figures.json().get(), r#"{"actions_per_game":1.5}"#);
//! assert_eq!(figures.lines(), ["per game on average: 1.5 actions"]);
//! ```

use std::any::Any;
use std::collections::BTreeMap;

use serde::{Serialize, Serializer};
use serde_json::value::RawValue;

use crate::{Description, Game, Playout, PlayoutWatch, Playouts, SetupError};

/// A game's own figures in `majlis sim`: what its random games are counted
/// for beyond who won. Every game on the shelf says it; one that counts
/// nothing says `type Tally = ();`.
pub trait SimFigures: Game {
    /// What one thread of a run counts while it plays.
    type Tally: Tally<Self>;
}

/// What one thread counts of the games it plays, told of every action a
/// playout applies (a player's or chance's, [`PlayoutWatch`]). It runs in the
/// simulator's hot loop: its `before` and `after` allocate nothing.
pub trait Tally<G: Game>: PlayoutWatch<G> + Default + Send + 'static {
    /// Adds another thread's counts to these.
    fn merge(&mut self, other: &Self);

    /// The figures of a run of `games` games (the games counted so far);
    /// `None` for a game with no figures of its own.
    fn figures(&self, games: u64) -> Option<Figures>;
}

/// Counts nothing: a game reported by its wins only.
impl<G: Game> Tally<G> for () {
    fn merge(&mut self, _other: &Self) {}

    fn figures(&self, _games: u64) -> Option<Figures> {
        None
    }
}

/// A game's figures of a run, as `majlis sim` reports them: a JSON object
/// (the report's `details`, its fields in the order the game wrote them) and
/// the lines that say them in the summary.
#[derive(Clone, Debug)]
pub struct Figures {
    json: Box<RawValue>,
    lines: Vec<String>,
}

impl Figures {
    /// The figures `json` (any serialisable data: its fields keep their
    /// order), said in the summary by `lines` (one line each, without the
    /// line break).
    #[must_use]
    pub fn new(json: &impl Serialize, lines: Vec<String>) -> Self {
        // Plain counts of a game's own always serialise; null rather than a panic.
        let json = serde_json::value::to_raw_value(json).unwrap_or_default();
        Figures { json, lines }
    }

    /// The figures as JSON, as the report writes them.
    #[must_use]
    pub fn json(&self) -> &RawValue {
        &self.json
    }

    /// The summary's lines.
    #[must_use]
    pub fn lines(&self) -> &[String] {
        &self.lines
    }

    /// What a one-line summary of [`Averages`] counts, in order, its numbers
    /// left out (`per game on average: 3.5 turns, 0.2 flights` gives
    /// `["turns", "flights"]`); `None` for any other summary.
    #[must_use]
    pub fn averaged(&self) -> Option<Vec<&str>> {
        let [line] = self.lines.as_slice() else { return None };
        line.strip_prefix("per game on average: ")?
            .split(", ")
            .map(|said| {
                let (number, words) = said.split_once(' ')?;
                number.parse::<f64>().ok().map(|_| words)
            })
            .collect()
    }
}

impl PartialEq for Figures {
    fn eq(&self, other: &Self) -> bool {
        self.json.get() == other.json.get() && self.lines == other.lines
    }
}

impl Serialize for Figures {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.json.serialize(serializer)
    }
}

/// `n` over `games`, 0 for no games: a count per game on average.
#[must_use]
pub fn per_game(n: u64, games: u64) -> f64 {
    if games == 0 { 0.0 } else { to_f64(n) / to_f64(games) }
}

#[allow(clippy::cast_precision_loss)] // counts far below 2^52
fn to_f64(n: u64) -> f64 {
    n as f64
}

/// How the report names a seat: "seat 1", or "seat 1 (White)" for a game
/// whose seats have names. Seats are numbered from 1, as the table numbers
/// them.
#[must_use]
pub fn seat_label(description: &Description, seat: usize) -> String {
    match description.seat_names.get(seat) {
        Some(name) => format!("seat {} ({name})", seat + 1),
        None => format!("seat {}", seat + 1),
    }
}

/// `N` things counted, reported per game on average: in JSON an object of
/// `"<key>_per_game": average` (keys in alphabetical order), in words "per
/// game on average: 3.1 piles picked up, 0.8 piles burnt" (in the order
/// named).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Averages<const N: usize> {
    totals: [u64; N],
}

impl<const N: usize> Default for Averages<N> {
    fn default() -> Self {
        Averages { totals: [0; N] }
    }
}

impl<const N: usize> Averages<N> {
    /// One more of count `k` (counts beyond `N` are not kept).
    pub fn add(&mut self, k: usize) {
        if let Some(total) = self.totals.get_mut(k) {
            *total += 1;
        }
    }

    /// The totals counted, in order.
    #[must_use]
    pub fn totals(&self) -> [u64; N] {
        self.totals
    }

    /// Adds another thread's counts.
    pub fn merge(&mut self, other: &Self) {
        for (sum, n) in self.totals.iter_mut().zip(other.totals) {
            *sum += n;
        }
    }

    /// The averages over `games`, each count named by `names`: its JSON key
    /// (`"<key>_per_game"`) and its words.
    #[must_use]
    pub fn figures(&self, names: &[(&str, &str); N], games: u64) -> Figures {
        let averages = self.totals.map(|n| per_game(n, games));
        let json: BTreeMap<String, f64> = names
            .iter()
            .zip(averages)
            .map(|((key, _), average)| (format!("{key}_per_game"), average))
            .collect();
        let said: Vec<String> = names
            .iter()
            .zip(averages)
            .map(|((_, words), average)| format!("{average:.1} {words}"))
            .collect();
        Figures::new(&json, vec![format!("per game on average: {}", said.join(", "))])
    }
}

/// Random games of `G` ([`Playouts`]) with its figures counted ([`SimFigures`]):
/// what each thread of `majlis sim` plays. The tally watches the core's own
/// playouts, so the games are exactly [`Playouts::play`]'s.
pub struct Tallied<G: SimFigures> {
    playouts: Playouts<G>,
    tally: G::Tally,
}

impl<G: SimFigures> Tallied<G> {
    /// Random games of `players` seats with `options`, nothing counted yet.
    ///
    /// # Errors
    /// When the game cannot be set up so.
    pub fn new(players: usize, options: G::Options) -> Result<Self, SetupError> {
        Ok(Tallied {
            playouts: Playouts::new(players, options)?,
            tally: G::Tally::default(),
        })
    }

    /// Plays one game as [`Playouts::play`] does, counting it.
    pub fn play(&mut self, seed: u64, players_seed: u64, max_actions: usize) -> Playout {
        self.playouts
            .play_watched(seed, players_seed, max_actions, &mut self.tally)
    }

    /// Random games of `players` seats with `options`, one a seed of
    /// `seeds` (the players' seed is `!seed`) played as [`Tallied::play`]
    /// plays them: what they counted, and their actions all together.
    ///
    /// # Errors
    /// When the game cannot be set up so, or the first seed whose game did
    /// not end within `max_actions`.
    pub fn played(
        players: usize,
        options: G::Options,
        seeds: std::ops::Range<u64>,
        max_actions: usize,
    ) -> Result<(Self, u64), String> {
        let mut tallied = Tallied::new(players, options).map_err(|e| e.to_string())?;
        let mut actions = 0;
        for seed in seeds {
            let played = tallied.play(seed, !seed, max_actions);
            if !played.ended {
                return Err(format!("seed {seed} did not end within {max_actions} actions"));
            }
            actions += played.actions as u64;
        }
        Ok((tallied, actions))
    }

    /// What was counted so far.
    #[must_use]
    pub fn tally(&self) -> &G::Tally {
        &self.tally
    }
}

/// [`Tallied`] playouts of a game not known at compile time: what the
/// simulator's threads play (one dynamic call a game, none an action).
pub trait DynPlayouts: Send {
    /// See [`Playouts::play`]; the game is counted.
    fn play(&mut self, seed: u64, players_seed: u64, max_actions: usize) -> Playout;

    /// Adds what `other` counted (another thread's playouts of the same
    /// game; of another game, nothing).
    fn merge(&mut self, other: &dyn DynPlayouts);

    /// The figures of the `games` games counted ([`Tally::figures`]).
    fn figures(&self, games: u64) -> Option<Figures>;

    /// These playouts, to be told apart by [`DynPlayouts::merge`].
    fn as_any(&self) -> &dyn Any;
}

impl<G: SimFigures> DynPlayouts for Tallied<G> {
    fn play(&mut self, seed: u64, players_seed: u64, max_actions: usize) -> Playout {
        Tallied::play(self, seed, players_seed, max_actions)
    }

    fn merge(&mut self, other: &dyn DynPlayouts) {
        if let Some(other) = other.as_any().downcast_ref::<Tallied<G>>() {
            self.tally.merge(&other.tally);
        }
    }

    fn figures(&self, games: u64) -> Option<Figures> {
        self.tally.figures(games)
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serialize;

    #[test]
    fn averages_are_said_in_the_order_named_and_written_in_json_by_key() {
        let names = [("piles_picked_up", "piles picked up"), ("cards_laid", "cards laid")];
        let mut counts = Averages::<2>::default();
        (0..3).for_each(|_| counts.add(0));
        (0..8).for_each(|_| counts.add(1));
        counts.add(2); // no third count: not kept
        let mut other = Averages::<2>::default();
        other.add(0);
        counts.merge(&other);
        assert_eq!(counts.totals(), [4, 8]);
        let figures = counts.figures(&names, 5);
        assert_eq!(
            figures.json().get(),
            r#"{"cards_laid_per_game":1.6,"piles_picked_up_per_game":0.8}"#
        );
        assert_eq!(
            figures.lines(),
            ["per game on average: 0.8 piles picked up, 1.6 cards laid"]
        );
        // No games: averages of 0, never a division by zero.
        assert_eq!(
            counts.figures(&names, 0).json().get(),
            r#"{"cards_laid_per_game":0.0,"piles_picked_up_per_game":0.0}"#
        );
    }

    /// A game's figures keep the order of its fields, not the alphabet's:
    /// the report's JSON is as the game wrote it.
    #[test]
    fn figures_keep_the_order_of_the_games_fields() {
        #[derive(Serialize)]
        struct Won {
            plain: u64,
            mars: u64,
            dropped: u64,
        }
        let won = Won {
            plain: 3,
            mars: 1,
            dropped: 0,
        };
        let figures = Figures::new(&won, vec!["won: 3 plain".into()]);
        assert_eq!(figures.json().get(), r#"{"plain":3,"mars":1,"dropped":0}"#);
        #[derive(Serialize)]
        struct Report {
            games: u64,
            details: Figures,
        }
        let report = Report {
            games: 4,
            details: figures.clone(),
        };
        assert_eq!(
            serde_json::to_string(&report).ok().as_deref(),
            Some(r#"{"games":4,"details":{"plain":3,"mars":1,"dropped":0}}"#)
        );
        assert_eq!(figures, figures.clone());
        assert_ne!(figures, Figures::new(&1, vec!["won: 3 plain".into()]));
    }
}
