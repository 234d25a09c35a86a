//! What `majlis sim` reports of a game beyond who won: how Shesh-Besh games
//! were won (plain, Mars, Turkish Mars, a dropped double) and the points, per
//! seat; how long Jackar games are in cards played; and, per game on
//! average, what happens in Wajh al-Nahs (piles picked up, burnt), Toki Toki
//! (takes from the discard pile, Toki flights) and Khixa (pieces placed,
//! stolen with jokers). Each is counted while the game is played, by watching
//! the core's own playouts (`rules_core::Playouts::play_watched`), so the
//! games and the wins are the same with or without the details. The games
//! with details are listed once, in [`detailed_games!`]'s call.

use std::collections::BTreeMap;

use majlis_games::rules::jackar::{Action as JackarAction, Jackar};
use majlis_games::rules::khixa::{Action as KhixaAction, Khixa};
use majlis_games::rules::shesh_besh::{SheshBesh, WinKind};
use majlis_games::rules::toki::{Action as TokiAction, Pile, Toki};
use majlis_games::rules::wajh_alnahs::{Action as WajhAction, WajhAlNahs};
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
    /// Counts per game on average (Wajh al-Nahs, Toki Toki, Khixa).
    PerGame(PerGame),
}

/// Things counted per game, on average: in JSON an object of
/// `"<key>_per_game": average`; in words "per game on average: 3.1 piles
/// picked up, …".
#[derive(Clone, Debug, PartialEq)]
pub struct PerGame {
    /// Each count's JSON key, its words and its average, in the order said.
    pub counts: Vec<(&'static str, &'static str, f64)>,
}

impl Serialize for PerGame {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let map: BTreeMap<String, f64> = self
            .counts
            .iter()
            .map(|(key, _, average)| (format!("{key}_per_game"), *average))
            .collect();
        map.serialize(serializer)
    }
}

impl PerGame {
    /// The averages of `totals` over `games`, each named by `names` (JSON key,
    /// words).
    fn of<const N: usize>(names: &[(&'static str, &'static str); N], totals: &[u64; N], games: u64) -> PerGame {
        PerGame {
            counts: names
                .iter()
                .zip(totals)
                .map(|(&(key, words), &n)| (key, words, average(n, games)))
                .collect(),
        }
    }

    /// "per game on average: 3.1 piles picked up, 0.8 piles burnt".
    #[must_use]
    pub fn text(&self) -> String {
        let said: Vec<String> = self
            .counts
            .iter()
            .map(|(_, words, average)| format!("{average:.1} {words}"))
            .collect();
        format!("per game on average: {}", said.join(", "))
    }
}

/// `n` over `games`, 0 for no games.
fn average(n: u64, games: u64) -> f64 {
    if games == 0 {
        0.0
    } else {
        super::to_f64(n) / super::to_f64(games)
    }
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
        let per = |n: u64| average(n, games);
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

/// Counts of a game's actions (or of what they did), `N` of them.
#[derive(Clone, Copy, Debug)]
pub struct Counts<const N: usize>([u64; N]);

impl<const N: usize> Default for Counts<N> {
    fn default() -> Self {
        Counts([0; N])
    }
}

impl<const N: usize> Counts<N> {
    fn add(&mut self, other: &Counts<N>) {
        for (sum, n) in self.0.iter_mut().zip(other.0) {
            *sum += n;
        }
    }
}

/// Wajh al-Nahs: what a session's piles do.
#[derive(Default)]
pub struct WajhAlNahsTally(Counts<4>);

const WAJH_COUNTS: [(&str, &str); 4] = [
    ("cards_laid", "cards laid"),
    ("piles_picked_up", "piles picked up"),
    ("piles_burnt", "piles burnt"),
    ("carry_it_named", "players named to carry the pile"),
];

impl Details for WajhAlNahsTally {
    type Game = WajhAlNahs;
    /// The action's kind, and the cards out of the game before it.
    type Before = (Option<usize>, usize);

    fn before(&self, game: &WajhAlNahs, action: &WajhAction) -> Self::Before {
        let kind = match action {
            WajhAction::Lay { .. } | WajhAction::FaceDown(_) => Some(0),
            WajhAction::PickUp => Some(1),
            WajhAction::Name(_) => Some(3),
            _ => None,
        };
        (kind, game.out_count())
    }

    fn after(&mut self, game: &WajhAlNahs, (kind, out): Self::Before) {
        if let Some(k) = kind {
            self.0.0[k] += 1;
        }
        // A burn sends the pile out of the game (a used Carry-it leaves it
        // too, when the pile is named to someone: not a burn).
        if kind == Some(0) && game.out_count() > out && game.pile().is_empty() {
            self.0.0[2] += 1;
        }
    }

    fn merge(&mut self, other: Self) {
        self.0.add(&other.0);
    }

    fn report(self, games: u64) -> Figures {
        Figures::PerGame(PerGame::of(&WAJH_COUNTS, &self.0.0, games))
    }
}

/// A game whose figures are counts of its actions: which counts an action
/// adds one to.
pub trait Classify: Default + Send {
    /// The rules.
    type Game: Game;
    /// Each count's JSON key and words.
    const COUNTS: &'static [(&'static str, &'static str)];
    /// The counts `action` adds one to.
    fn counts(action: &<Self::Game as Game>::Action) -> &'static [usize];
}

/// The tally of a [`Classify`] game: its counts, summed.
#[derive(Default)]
pub struct Counting<C: Classify> {
    totals: Vec<u64>,
    of: std::marker::PhantomData<C>,
}

impl<C: Classify> Details for Counting<C> {
    type Game = C::Game;
    type Before = &'static [usize];

    fn before(&self, _game: &C::Game, action: &<C::Game as Game>::Action) -> &'static [usize] {
        C::counts(action)
    }

    fn after(&mut self, _game: &C::Game, counts: &'static [usize]) {
        if self.totals.len() < C::COUNTS.len() {
            self.totals.resize(C::COUNTS.len(), 0);
        }
        for &k in counts {
            self.totals[k] += 1;
        }
    }

    fn merge(&mut self, other: Self) {
        self.totals.resize(C::COUNTS.len(), 0);
        for (sum, n) in self.totals.iter_mut().zip(other.totals) {
            *sum += n;
        }
    }

    fn report(mut self, games: u64) -> Figures {
        self.totals.resize(C::COUNTS.len(), 0);
        Figures::PerGame(PerGame {
            counts: C::COUNTS
                .iter()
                .zip(&self.totals)
                .map(|(&(key, words), &n)| (key, words, average(n, games)))
                .collect(),
        })
    }
}

/// Toki Toki: where the cards taken come from, and the Toki's flights.
#[derive(Default)]
pub struct TokiCounts;

impl Classify for TokiCounts {
    type Game = Toki;
    const COUNTS: &'static [(&'static str, &'static str)] = &[
        ("turns", "turns"),
        ("discards_taken", "taken from the discard pile"),
        ("toki_flights", "Toki flights"),
        ("bank_reshuffles", "bank reshuffles"),
    ];

    fn counts(action: &TokiAction) -> &'static [usize] {
        match action {
            // A turn is a take, from either pile.
            TokiAction::Take(Pile::Bank) => &[0],
            TokiAction::Take(Pile::Discard) => &[0, 1],
            TokiAction::D { .. } => &[2],
            TokiAction::Reshuffle(_) => &[3],
            _ => &[],
        }
    }
}

/// Khixa: pieces placed, and what the jokers did.
#[derive(Default)]
pub struct KhixaCounts;

impl Classify for KhixaCounts {
    type Game = Khixa;
    const COUNTS: &'static [(&'static str, &'static str)] = &[
        ("pieces_placed", "pieces placed"),
        ("pieces_stolen", "pieces stolen with jokers"),
        ("jokers_declined", "jokers declined"),
    ];

    fn counts(action: &KhixaAction) -> &'static [usize] {
        match action {
            KhixaAction::Place { .. } => &[0],
            KhixaAction::Steal { .. } => &[1],
            KhixaAction::Decline => &[2],
            KhixaAction::Roll(_) => &[],
        }
    }
}

/// The games with figures of their own, each with its tally: one line a
/// game. Makes the per-thread [`Tallies`] and the [`DetailedPlayer`] that
/// plays a game's random games while counting them.
macro_rules! detailed_games {
    ($($variant:ident: $tally:ty),* $(,)?) => {
        /// The details being counted by one thread, for the games that have them.
        pub enum Tallies {
            /// A game reported by its wins only.
            None,
            $(
                #[doc = concat!("The figures of ", stringify!($variant), ".")]
                $variant($tally),
            )*
        }

        impl Tallies {
            /// Empty tallies for the game `id`.
            #[must_use]
            pub fn for_game(id: &str) -> Tallies {
                $(
                    if id == <<$tally as Details>::Game as Game>::ID {
                        return Tallies::$variant(<$tally>::default());
                    }
                )*
                Tallies::None
            }

            /// Adds another thread's tallies (of the same game).
            pub fn merge(&mut self, other: Tallies) {
                match (self, other) {
                    $((Tallies::$variant(a), Tallies::$variant(b)) => a.merge(b),)*
                    _ => {}
                }
            }

            /// The figures of the run, if the game has any.
            #[must_use]
            pub fn report(self, games: u64) -> Option<Figures> {
                match self {
                    Tallies::None => None,
                    $(Tallies::$variant(t) => Some(t.report(games)),)*
                }
            }
        }

        /// One thread's player of random games of a game with figures,
        /// counting them.
        pub enum DetailedPlayer {
            $(
                #[doc = concat!("Random games of ", stringify!($variant), ", counted.")]
                $variant(Detailed<$tally>),
            )*
        }

        impl DetailedPlayer {
            /// The player for the game `id`, if it has figures of its own.
            ///
            /// # Errors
            /// When the options are not the game's.
            pub fn for_game(
                id: &str,
                players: usize,
                options: Option<&serde_json::Value>,
            ) -> Option<Result<DetailedPlayer, rules_core::SetupError>> {
                $(
                    if id == <<$tally as Details>::Game as Game>::ID {
                        return Some(Detailed::new(players, options).map(DetailedPlayer::$variant));
                    }
                )*
                None
            }

            /// Plays one game as the core's playouts do, counting its details.
            pub fn play(&mut self, seed: u64, players_seed: u64, max_actions: usize) -> Playout {
                match self {
                    $(DetailedPlayer::$variant(p) => p.play(seed, players_seed, max_actions),)*
                }
            }

            /// The figures counted.
            #[must_use]
            pub fn into_tallies(self) -> Tallies {
                match self {
                    $(DetailedPlayer::$variant(p) => Tallies::$variant(p.into_tally()),)*
                }
            }
        }
    };
}

detailed_games!(
    SheshBesh: SheshBeshTally,
    Jackar: JackarTally,
    WajhAlNahs: WajhAlNahsTally,
    Toki: Counting<TokiCounts>,
    Khixa: Counting<KhixaCounts>,
);

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
