//! Random playouts that pay only for what they use: no record, no events, and the
//! legal actions written into one kept buffer. `majlis sim`, benches and future
//! bots play through here; [`crate::Table::play_random`] is the same loop with a
//! record kept.
//!
//! ```
//! use rules_core::{Game, Playouts};
//! # fn demo<G: Game>() -> Result<(), rules_core::SetupError> {
//! let mut playouts = Playouts::<G>::new(2, G::Options::default())?;
//! // Chance from seed 7, the players' picks from seed 8, at most 10,000 turns.
//! let played = playouts.play(7, 8, 10_000);
//! if played.ended {
//!     let winners = played.outcome.map(|o| o.winners);
//! }
//! # Ok(()) }
//! ```

use rand::{Rng, RngExt};

use crate::{Game, Outcome, SetupError, ToAct, rng_from_seed, sample_chance};

/// How a random playout went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playout {
    /// Whether the game is over (else the player actions ran out, or the game
    /// offered no legal action).
    pub ended: bool,
    /// Actions applied, chance outcomes included.
    pub actions: usize,
    /// The result, when the game ended.
    pub outcome: Option<Outcome>,
}

/// Told of every action a playout applies, a player's or chance's: to count what
/// a game does beyond who wins it (`majlis sim`'s figures) while it is played,
/// without a second playout loop that would have to draw exactly as this one.
pub trait PlayoutWatch<G: Game> {
    /// `action` is about to be applied to `game`.
    fn before(&mut self, game: &G, action: &G::Action) {
        let _ = (game, action);
    }
    /// `action` was applied; `game` is the position it made.
    fn after(&mut self, game: &G, action: &G::Action) {
        let _ = (game, action);
    }
}

/// Watches nothing.
impl<G: Game> PlayoutWatch<G> for () {}

/// Keeps every action applied, in order (what a [`crate::Table`] records).
impl<G: Game> PlayoutWatch<G> for Vec<G::Action> {
    fn after(&mut self, _game: &G, action: &G::Action) {
        self.push(action.clone());
    }
}

/// Plays uniformly random legal actions from `game` until it is over or
/// `max_actions` player actions were played: chance is drawn from `chance`, a
/// player's pick from `players`. The legal actions go into `buffer` (kept by the
/// caller from game to game, so nothing is allocated per position); no events are
/// built and nothing is recorded.
pub fn random_playout<G, C, P>(
    game: &mut G,
    chance: &mut C,
    players: &mut P,
    max_actions: usize,
    buffer: &mut Vec<G::Action>,
) -> Playout
where
    G: Game,
    C: Rng + ?Sized,
    P: Rng + ?Sized,
{
    watched_playout(game, chance, players, max_actions, buffer, &mut ())
}

/// [`random_playout`], telling `watch` of every action applied.
pub fn watched_playout<G, C, P>(
    game: &mut G,
    chance: &mut C,
    players: &mut P,
    max_actions: usize,
    buffer: &mut Vec<G::Action>,
    watch: &mut impl PlayoutWatch<G>,
) -> Playout
where
    G: Game,
    C: Rng + ?Sized,
    P: Rng + ?Sized,
{
    let mut actions = 0;
    for _ in 0..max_actions {
        actions += resolve_chance(game, chance, watch);
        if game.to_act() == ToAct::Over {
            return Playout {
                ended: true,
                actions,
                outcome: game.outcome(),
            };
        }
        game.legal_actions_into(buffer);
        if buffer.is_empty() {
            break;
        }
        let action = &buffer[players.random_range(0..buffer.len())];
        watch.before(game, action);
        // Listed by this very position: the game may skip its legality check.
        if game.apply_listed(action).is_err() {
            break;
        }
        watch.after(game, action);
        actions += 1;
    }
    actions += resolve_chance(game, chance, watch);
    let ended = game.to_act() == ToAct::Over;
    Playout {
        ended,
        actions,
        outcome: if ended { game.outcome() } else { None },
    }
}

/// While chance is to act, draws an outcome and applies it; how many applied.
pub(crate) fn resolve_chance<G: Game, C: Rng + ?Sized>(
    game: &mut G,
    chance: &mut C,
    watch: &mut impl PlayoutWatch<G>,
) -> usize {
    let mut n = 0;
    while game.to_act() == ToAct::Chance {
        let Some(action) = game.chance_outcomes().and_then(|o| sample_chance(&o, chance)) else {
            break;
        };
        // A rules crate that lists an outcome it then refuses is at fault; stop
        // rather than loop for ever.
        watch.before(game, &action);
        if game.apply_listed(&action).is_err() {
            break;
        }
        watch.after(game, &action);
        n += 1;
    }
    n
}

/// Random games of one game, player count and options, each from its start:
/// what `majlis sim` plays. Keeps the buffer of legal actions from game to game.
#[derive(Clone, Debug)]
pub struct Playouts<G: Game> {
    players: usize,
    options: G::Options,
    buffer: Vec<G::Action>,
}

impl<G: Game> Playouts<G> {
    /// Random games of `players` seats with `options`.
    ///
    /// # Errors
    /// When the game is not played by `players` or does not take the options.
    pub fn new(players: usize, options: G::Options) -> Result<Self, SetupError> {
        G::DESCRIPTION.check_players(players)?;
        G::new_game(players, &options)?;
        Ok(Playouts {
            players,
            options,
            buffer: Vec::new(),
        })
    }

    /// Plays one game from its start: chance drawn from a generator seeded with
    /// `seed` (as a [`crate::Table`] of that seed draws it), the players' picks
    /// from one seeded with `players_seed`, at most `max_actions` player actions.
    /// The same seeds always play the same game.
    pub fn play(&mut self, seed: u64, players_seed: u64, max_actions: usize) -> Playout {
        self.play_watched(seed, players_seed, max_actions, &mut ())
    }

    /// [`Playouts::play`], telling `watch` of every action applied: the same
    /// game from the same seeds, watched or not.
    pub fn play_watched(
        &mut self,
        seed: u64,
        players_seed: u64,
        max_actions: usize,
        watch: &mut impl PlayoutWatch<G>,
    ) -> Playout {
        let Ok(mut game) = G::new_game(self.players, &self.options) else {
            // `new` set up this very game; should it ever fail, nothing is played.
            return Playout {
                ended: false,
                actions: 0,
                outcome: None,
            };
        };
        let mut chance = rng_from_seed(seed);
        let mut picks = rng_from_seed(players_seed);
        watched_playout(&mut game, &mut chance, &mut picks, max_actions, &mut self.buffer, watch)
    }
}

/// [`Playouts`] of a game not known at compile time (see [`crate::DynTable::playouts`]).
pub trait DynPlayouts: Send {
    /// See [`Playouts::play`].
    fn play(&mut self, seed: u64, players_seed: u64, max_actions: usize) -> Playout;
}

impl<G: Game> DynPlayouts for Playouts<G> {
    fn play(&mut self, seed: u64, players_seed: u64, max_actions: usize) -> Playout {
        Playouts::play(self, seed, players_seed, max_actions)
    }
}
