//! What `majlis sim` reports of a game beyond who won: how Shesh-Besh games
//! were won (plain, Mars, Turkish Mars, a dropped double) and the points, per
//! seat; how long Jackar games are in cards played. Each is counted while the
//! game is played, by watching the core's own playouts
//! (`rules_core::Playouts::play_watched`), so the games and the wins are the
//! same with or without the details.

use majlis_games::rules::jackar::{Action as JackarAction, Jackar};
use majlis_games::rules::shesh_besh::{SheshBesh, WinKind};
use rules_core::{Game, Playout, PlayoutWatch, Playouts};
use serde::Serialize;

/// A game's own figures, summed over the games one thread played.
pub trait Details: Default + Send {
    /// The rules.
    type Game: Game;
    /// What is noted of an action before it is applied, to read after it.
    type Before;
    /// Notes an action about to be applied to `game` (a player's or chance's).
    fn before(&self, game: &Self::Game, action: &<Self::Game as Game>::Action) -> Self::Before;
    /// Counts what the action did, `game` being the position after it.
    fn after(&mut self, game: &Self::Game, before: Self::Before);
    /// Adds another thread's figures.
    fn merge(&mut self, other: Self);
    /// The figures of the run, for the report.
    fn report(self, games: u64) -> Figures;
}

/// The figures of one game kind, as the report carries them.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Figures {
    /// Shesh-Besh.
    SheshBesh(SheshBeshFigures),
    /// Jackar.
    Jackar(JackarFigures),
}

/// How one seat won its Shesh-Besh games (every game of every match counts).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SeatWins {
    /// Plain wins (1 point on a cube of 1).
    pub plain: u64,
    /// Mars: the loser bore off nothing (2 points).
    pub mars: u64,
    /// Turkish Mars: Mars with a checker in the winner's home board or on the bar (3 points).
    pub turkish_mars: u64,
    /// Games won because the other dropped a double (D3, cube on).
    pub dropped: u64,
    /// Points won in all (the kind's points times the cube).
    pub points: u64,
}

/// Shesh-Besh's figures: how each seat won its games.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SheshBeshFigures {
    /// Per seat (White first), how its games were won and its points.
    pub won_by_seat: Vec<SeatWins>,
}

/// Jackar's figures: how long a game is, in cards.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct JackarFigures {
    /// Cards played for their effect per game, on average: the game's length.
    pub cards_played_per_game: f64,
    /// Hands thrown (no card could be played, D9) per game, on average.
    pub throws_per_game: f64,
    /// Cards discarded by players stopped by a 10 (D7) per game, on average.
    pub discards_per_game: f64,
}

/// Counts Shesh-Besh's games as they end: a game ended when the match score moved.
#[derive(Default)]
pub struct SheshBeshTally {
    seats: [SeatWins; 2],
}

impl Details for SheshBeshTally {
    type Game = SheshBesh;
    type Before = [u32; 2];

    fn before(&self, game: &SheshBesh, _action: &<SheshBesh as Game>::Action) -> [u32; 2] {
        game.score()
    }

    fn after(&mut self, game: &SheshBesh, before: [u32; 2]) {
        let after = game.score();
        if after == before {
            return;
        }
        let Some((winner, kind)) = game.last_game() else { return };
        let Some(seat) = self.seats.get_mut(winner.index() & 1) else {
            return;
        };
        match kind {
            WinKind::Plain => seat.plain += 1,
            WinKind::Mars => seat.mars += 1,
            WinKind::TurkishMars => seat.turkish_mars += 1,
            WinKind::Dropped => seat.dropped += 1,
        }
        let i = winner.index() & 1;
        seat.points += u64::from(after[i].saturating_sub(before[i]));
    }

    fn merge(&mut self, other: Self) {
        for (mine, theirs) in self.seats.iter_mut().zip(other.seats) {
            mine.plain += theirs.plain;
            mine.mars += theirs.mars;
            mine.turkish_mars += theirs.turkish_mars;
            mine.dropped += theirs.dropped;
            mine.points += theirs.points;
        }
    }

    fn report(self, _games: u64) -> Figures {
        Figures::SheshBesh(SheshBeshFigures {
            won_by_seat: self.seats.to_vec(),
        })
    }
}

/// Counts Jackar's cards: each player's action plays a card, throws a hand
/// or discards a card.
#[derive(Default)]
pub struct JackarTally {
    played: u64,
    throws: u64,
    discards: u64,
}

/// What a Jackar action was.
pub enum JackarMove {
    /// Chance (a draw, a deal).
    Chance,
    /// A card played for its effect.
    Played,
    /// A hand thrown.
    Thrown,
    /// A card discarded.
    Discarded,
}

impl Details for JackarTally {
    type Game = Jackar;
    type Before = JackarMove;

    fn before(&self, _game: &Jackar, action: &JackarAction) -> JackarMove {
        match action {
            JackarAction::OpeningDraw(_) | JackarAction::Deal(_) => JackarMove::Chance,
            JackarAction::Throw => JackarMove::Thrown,
            JackarAction::Discard(_) => JackarMove::Discarded,
            _ => JackarMove::Played,
        }
    }

    fn after(&mut self, _game: &Jackar, before: JackarMove) {
        match before {
            JackarMove::Chance => {}
            JackarMove::Played => self.played += 1,
            JackarMove::Thrown => self.throws += 1,
            JackarMove::Discarded => self.discards += 1,
        }
    }

    fn merge(&mut self, other: Self) {
        self.played += other.played;
        self.throws += other.throws;
        self.discards += other.discards;
    }

    fn report(self, games: u64) -> Figures {
        let per = |n: u64| {
            if games == 0 {
                0.0
            } else {
                super::to_f64(n) / super::to_f64(games)
            }
        };
        Figures::Jackar(JackarFigures {
            cards_played_per_game: per(self.played),
            throws_per_game: per(self.throws),
            discards_per_game: per(self.discards),
        })
    }
}

/// A tally watching a playout: keeps what [`Details::before`] noted of the
/// action being applied until [`Details::after`] reads it.
struct Watching<'a, D: Details> {
    details: &'a mut D,
    before: Option<D::Before>,
}

impl<D: Details> PlayoutWatch<D::Game> for Watching<'_, D> {
    fn before(&mut self, game: &D::Game, action: &<D::Game as Game>::Action) {
        self.before = Some(self.details.before(game, action));
    }

    fn after(&mut self, game: &D::Game, _action: &<D::Game as Game>::Action) {
        if let Some(before) = self.before.take() {
            self.details.after(game, before);
        }
    }
}

/// The details being counted by one thread, for the games that have them.
pub enum Tallies {
    /// A game reported by its wins only.
    None,
    /// Shesh-Besh's kinds of win.
    SheshBesh(SheshBeshTally),
    /// Jackar's cards.
    Jackar(JackarTally),
}

impl Tallies {
    /// Empty tallies for the game `id`.
    #[must_use]
    pub fn for_game(id: &str) -> Tallies {
        match id {
            "shesh-besh" => Tallies::SheshBesh(SheshBeshTally::default()),
            "jackar" => Tallies::Jackar(JackarTally::default()),
            _ => Tallies::None,
        }
    }

    /// Adds another thread's tallies (of the same game).
    pub fn merge(&mut self, other: Tallies) {
        match (self, other) {
            (Tallies::SheshBesh(a), Tallies::SheshBesh(b)) => a.merge(b),
            (Tallies::Jackar(a), Tallies::Jackar(b)) => a.merge(b),
            _ => {}
        }
    }

    /// The figures of the run, if the game has any.
    #[must_use]
    pub fn report(self, games: u64) -> Option<Figures> {
        match self {
            Tallies::None => None,
            Tallies::SheshBesh(t) => Some(t.report(games)),
            Tallies::Jackar(t) => Some(t.report(games)),
        }
    }
}

/// Random games of `D::Game` counted in detail by one thread: the core's
/// playouts (the same games as without the details) and the tally.
pub struct Detailed<D: Details> {
    playouts: Playouts<D::Game>,
    tally: D,
}

impl<D: Details> Detailed<D> {
    /// Random games of `players` seats with `options` (JSON, `None`: the defaults).
    ///
    /// # Errors
    /// When the options are not the game's.
    pub fn new(players: usize, options: Option<&serde_json::Value>) -> Result<Self, rules_core::SetupError> {
        let options = rules_core::options_from_json::<D::Game>(options)?;
        Ok(Detailed {
            playouts: Playouts::new(players, options)?,
            tally: D::default(),
        })
    }

    /// Plays one game as [`Playouts::play`] does, counting its details.
    pub fn play(&mut self, seed: u64, players_seed: u64, max_actions: usize) -> Playout {
        let mut watch = Watching {
            details: &mut self.tally,
            before: None,
        };
        self.playouts.play_watched(seed, players_seed, max_actions, &mut watch)
    }

    /// The tally so far.
    pub fn into_tally(self) -> D {
        self.tally
    }
}
