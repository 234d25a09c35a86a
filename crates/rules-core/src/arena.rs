//! Bots against bots: seeded games between computer players of given levels,
//! with win rates and their 95 % confidence intervals. What `majlis sim --bots`
//! reports and what each game's strength tests measure.

use std::fmt;

use crate::{Bots, Budget, Level, PerSeat, Seat, Table, ToAct, decide_at, decision_seed};

/// The result of an arena run: wins by player slot (the order of the levels
/// given), whatever seat each slot sat in.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaReport {
    /// The levels, one per slot.
    pub levels: Vec<Level>,
    /// Games played.
    pub games: u64,
    /// Games each slot won (a shared or team win counts for every winner).
    pub wins: Vec<u64>,
    /// Games won by each level present: a game counts once for a level when
    /// any slot of that level won it (for `[hard, easy, hard, easy]`, how often
    /// the hard side won).
    pub level_wins: Vec<(Level, u64)>,
    /// Games that did not end within the action limit.
    pub unfinished: u64,
    /// Games that ended with no winner.
    pub draws: u64,
}

impl ArenaReport {
    /// A report of `levels` with nothing counted yet; [`ArenaReport::count`]
    /// adds the games one by one (a caller playing them on several threads
    /// counts each thread's into a report of its own and
    /// [`ArenaReport::merge`]s them).
    #[must_use]
    pub fn new(levels: &[Level]) -> Self {
        let mut level_wins: Vec<(Level, u64)> = Vec::new();
        for &level in levels {
            if !level_wins.iter().any(|(l, _)| *l == level) {
                level_wins.push((level, 0));
            }
        }
        ArenaReport {
            levels: levels.to_vec(),
            games: 0,
            wins: vec![0; levels.len()],
            level_wins,
            unfinished: 0,
            draws: 0,
        }
    }

    /// Counts one game played by these levels.
    pub fn count(&mut self, game: &ArenaGame) {
        self.games += 1;
        if !game.ended {
            self.unfinished += 1;
        } else if game.winners.is_empty() {
            self.draws += 1;
        }
        let winning_slots: Vec<usize> = game
            .winners
            .iter()
            .filter_map(|s| game.slots.get(s.index()).copied())
            .collect();
        for &slot in &winning_slots {
            if let Some(wins) = self.wins.get_mut(slot) {
                *wins += 1;
            }
        }
        for (level, wins) in &mut self.level_wins {
            if winning_slots.iter().any(|&slot| self.levels.get(slot) == Some(level)) {
                *wins += 1;
            }
        }
    }

    /// Adds the games counted in `other`, a report of the same levels.
    pub fn merge(&mut self, other: &ArenaReport) {
        self.games += other.games;
        self.unfinished += other.unfinished;
        self.draws += other.draws;
        for (sum, wins) in self.wins.iter_mut().zip(&other.wins) {
            *sum += wins;
        }
        for (level, wins) in &mut self.level_wins {
            *wins += other.level_wins.iter().find(|(l, _)| l == level).map_or(0, |(_, w)| *w);
        }
    }

    /// The share of games slot `slot` won, with Wilson's 95 % interval.
    #[must_use]
    pub fn win_rate(&self, slot: usize) -> (f64, f64, f64) {
        wilson(self.wins.get(slot).copied().unwrap_or(0), self.games)
    }

    /// The share of games won by the slots of `level` (see
    /// [`ArenaReport::level_wins`]), with Wilson's 95 % interval.
    #[must_use]
    pub fn level_rate(&self, level: Level) -> (f64, f64, f64) {
        let wins = self.level_wins.iter().find(|(l, _)| *l == level).map_or(0, |(_, w)| *w);
        wilson(wins, self.games)
    }
}

/// Wilson's score interval at 95 %: (rate, low, high) for `wins` of `games`.
#[must_use]
pub fn wilson(wins: u64, games: u64) -> (f64, f64, f64) {
    if games == 0 {
        return (0.0, 0.0, 1.0);
    }
    #[allow(clippy::cast_precision_loss)] // counts far below 2^52
    let (w, n) = (wins as f64, games as f64);
    let z = 1.959_964;
    let p = w / n;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / denominator;
    (p, (centre - half).max(0.0), (centre + half).min(1.0))
}

/// One arena game's result: which slots won, by seat rotation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaGame {
    /// The slot sitting in each seat.
    pub slots: Vec<usize>,
    /// The winning seats (empty when the game did not end, or ended with
    /// no winner).
    pub winners: Vec<Seat>,
    /// Whether the game ended (else it was stopped at the action limit).
    pub ended: bool,
}

/// Plays game `index` of an arena: slot `k` sits in seat `(k + index) % n`, so
/// every slot plays every seat in turn; chance from `seed`, each bot's choices
/// seeded from `seed`, the seat and the move number. At most `max_actions`
/// player actions.
///
/// # Errors
/// When the game cannot be set up, or a bot chose an illegal action.
pub fn arena_game<G: Bots>(
    levels: &[Level],
    options: &G::Options,
    index: u64,
    seed: u64,
    max_actions: usize,
) -> Result<ArenaGame, String> {
    let players = |level: Level, n: usize| (G::bot(level, n), G::iterations(level));
    arena_game_with::<G>(&players, levels, options, index, seed, max_actions)
}

/// [`arena_game`] with the players made by `players` (a level and the seats
/// at the table give a bot and its iterations), for a caller that holds a
/// game's [`Bots`] functions rather than the trait.
///
/// # Errors
/// When no level is given, the game cannot be set up, or a bot chose an
/// illegal action.
pub fn arena_game_with<G: crate::Game>(
    players: &dyn Fn(Level, usize) -> (Box<dyn crate::Bot<G>>, u32),
    levels: &[Level],
    options: &G::Options,
    index: u64,
    seed: u64,
    max_actions: usize,
) -> Result<ArenaGame, String> {
    if levels.is_empty() {
        return Err("an arena game needs at least one player".to_string());
    }
    let n = levels.len();
    let mut table = Table::<G>::new(seed, n, options.clone()).map_err(|e| e.to_string())?;
    let rotation = usize::try_from(index % n as u64).unwrap_or(0);
    let slots: Vec<usize> = (0..n).map(|seat| (seat + n - rotation) % n).collect();
    let mut bots: PerSeat<_> = PerSeat::from_fn(n, |seat| players(levels[slots[seat.index()]], n));
    for step in 0..max_actions {
        table.resolve_chance();
        let game = table.game();
        let ToAct::Seat(seat) = game.to_act() else { break };
        let (bot, iterations) = &mut bots[seat];
        let bot_seed = decision_seed(seed, step as u64, seat);
        let Some(decision) = decide_at(bot.as_mut(), game, bot_seed, Budget::iterations(*iterations)) else {
            return Err(format!(
                "{} seed {seed}: seat {} is to act with nothing legal",
                G::ID,
                seat.index() + 1
            ));
        };
        table.apply(&decision.action).map_err(|e| {
            format!(
                "{} seed {seed}: the {} bot chose an illegal action: {e}",
                G::ID,
                levels[slots[seat.index()]]
            )
        })?;
    }
    table.resolve_chance();
    let ended = table.game().to_act() == ToAct::Over;
    let winners = if ended {
        table.game().outcome().map(|o| o.winners).unwrap_or_default()
    } else {
        Vec::new()
    };
    Ok(ArenaGame { slots, winners, ended })
}

/// Plays `games` arena games (game `i` from seed `first_seed + i`) and counts
/// the wins by slot, on this thread.
///
/// # Errors
/// As [`arena_game`].
pub fn arena<G: Bots>(
    levels: &[Level],
    options: &G::Options,
    games: u64,
    first_seed: u64,
    max_actions: usize,
) -> Result<ArenaReport, String> {
    let mut report = ArenaReport::new(levels);
    for i in 0..games {
        report.count(&arena_game::<G>(levels, options, i, first_seed + i, max_actions)?);
    }
    Ok(report)
}

/// How a matchup's games are scored between the stronger side and the weaker.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scoring {
    /// The side wins a game when any of its seats won it; a win shared
    /// between the sides counts for both, and every game counts (for games
    /// with one winner, or a team's).
    AnyWinner,
    /// The side with more seats among the winners takes the game; games where
    /// both sides have as many winners (or that did not end) are left out
    /// (for games where most seats share the win and one loses).
    MoreWinners,
}

/// One row of a strength table: `strong` against `weak`, seated alternately
/// (`[strong, weak, strong, weak, …]`, the seats rotating from game to game).
#[derive(Clone, Debug, PartialEq)]
pub struct Matchup {
    /// The game's id.
    pub game: &'static str,
    /// Seats at the table.
    pub players: usize,
    /// The level expected to win.
    pub strong: Level,
    /// The level expected to lose.
    pub weak: Level,
    /// Games played.
    pub games: u64,
    /// Games the strong side won (as the scoring counts them).
    pub won: u64,
    /// Games counted by the scoring (the rate's denominator).
    pub counted: u64,
    /// Games that did not end within the action limit.
    pub unfinished: u64,
}

impl Matchup {
    /// The strong side's share of the games counted, with Wilson's 95 % interval.
    #[must_use]
    pub fn rate(&self) -> (f64, f64, f64) {
        wilson(self.won, self.counted)
    }

    /// Whether the strong side's interval lies above one half: it clearly
    /// beats the weak side.
    #[must_use]
    pub fn is_clear(&self) -> bool {
        self.rate().1 > 0.5
    }
}

impl fmt::Display for Matchup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rate, low, high) = self.rate();
        write!(
            f,
            "{} {}p {} vs {}: {} games, {}'s side wins {} of {}: {:.1} % (95 %: {:.1}–{:.1} %), unfinished {}",
            self.game,
            self.players,
            self.strong,
            self.weak,
            self.games,
            self.strong,
            self.won,
            self.counted,
            rate * 100.0,
            low * 100.0,
            high * 100.0,
            self.unfinished
        )
    }
}

/// Plays `games` seeded games (game `i` from seed `first_seed + i`, at most
/// `max_actions` player actions each) of `strong` against `weak` at a table
/// of `players`, seated alternately, and scores them by `scoring`.
///
/// # Errors
/// As [`arena_game`].
pub fn matchup<G: Bots>(
    (strong, weak): (Level, Level),
    players: usize,
    options: &G::Options,
    (games, first_seed): (u64, u64),
    max_actions: usize,
    scoring: Scoring,
) -> Result<Matchup, String> {
    let levels: Vec<Level> = (0..players).map(|i| if i % 2 == 0 { strong } else { weak }).collect();
    let mut row = Matchup {
        game: G::ID,
        players,
        strong,
        weak,
        games,
        won: 0,
        counted: 0,
        unfinished: 0,
    };
    for i in 0..games {
        let game = arena_game::<G>(&levels, options, i, first_seed + i, max_actions)?;
        row.unfinished += u64::from(!game.ended);
        // Even slots hold the strong level.
        let strong_winners = game.winners.iter().filter(|s| game.slots[s.index()] % 2 == 0).count();
        let weak_winners = game.winners.len() - strong_winners;
        match scoring {
            Scoring::AnyWinner => {
                row.counted += 1;
                row.won += u64::from(strong_winners > 0);
            }
            Scoring::MoreWinners if game.ended && strong_winners != weak_winners => {
                row.counted += 1;
                row.won += u64::from(strong_winners > weak_winners);
            }
            Scoring::MoreWinners => {}
        }
    }
    Ok(row)
}

/// A rules crate's strength table (issue 12's measure): one ignored test per
/// row, each playing a seeded [`matchup`] over `MAJLIS_STRENGTH_GAMES` games
/// (else the row's default), printing the row and asserting that the strong
/// side's 95 % interval lies above one half. For a crate's `tests/strength.rs`:
///
/// ```ignore
/// rules_core::strength_tests! {
///     game: Khixa, players: 4, options: Options::default(),
///     max_actions: 20_000, scoring: AnyWinner;
///     easy_beats_random: Easy vs Random, seed 1_000_000, games 40;
///     hard_beats_medium: Hard vs Medium, seed 5_000_000, games 40;
/// }
/// ```
///
/// Run in release: `MAJLIS_STRENGTH_GAMES=1000 cargo test --release -p <crate>
/// --test strength -- --ignored --nocapture` (one row: add its name).
///
/// Most games measure the usual ladder, each level against random and
/// against the level below, in five rows `easy_beats_random`,
/// `medium_beats_random`, `hard_beats_random`, `medium_beats_easy`,
/// `hard_beats_medium`; `the ladder` writes them, each with its seed:
///
/// ```ignore
/// rules_core::strength_tests! {
///     game: Toki, players: 4, options: Options::default(),
///     max_actions: 20_000, scoring: AnyWinner;
///     the ladder, games 40, seeds [1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000];
/// }
/// ```
#[macro_export]
macro_rules! strength_tests {
    (
        game: $game:ty, players: $players:expr, options: $options:expr,
        max_actions: $max:expr, scoring: $scoring:ident;
        the ladder, games $games:expr, seeds [$s1:expr, $s2:expr, $s3:expr, $s4:expr, $s5:expr $(,)?];
    ) => {
        $crate::strength_tests! {
            game: $game, players: $players, options: $options, max_actions: $max, scoring: $scoring;
            easy_beats_random: Easy vs Random, seed $s1, games $games;
            medium_beats_random: Medium vs Random, seed $s2, games $games;
            hard_beats_random: Hard vs Random, seed $s3, games $games;
            medium_beats_easy: Medium vs Easy, seed $s4, games $games;
            hard_beats_medium: Hard vs Medium, seed $s5, games $games;
        }
    };
    (
        game: $game:ty, players: $players:expr, options: $options:expr,
        max_actions: $max:expr, scoring: $scoring:ident;
        $( $name:ident: $strong:ident vs $weak:ident, seed $seed:expr, games $default:expr; )+
    ) => {
        $(
            #[test]
            #[ignore = "slow: plays many games; run in release"]
            fn $name() {
                let games = ::std::env::var("MAJLIS_STRENGTH_GAMES")
                    .ok()
                    .and_then(|g| g.parse::<u64>().ok())
                    .unwrap_or($default);
                let row = $crate::arena::matchup::<$game>(
                    ($crate::Level::$strong, $crate::Level::$weak),
                    $players,
                    &$options,
                    (games, $seed),
                    $max,
                    $crate::arena::Scoring::$scoring,
                )
                .expect("every level plays legal actions");
                println!("{row}");
                assert!(row.is_clear(), "{row}");
            }
        )+
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_intervals_hold_the_rate_and_narrow_with_more_games() {
        let (p, lo, hi) = wilson(650, 1000);
        assert!((p - 0.65).abs() < 1e-12);
        assert!(lo < 0.65 && hi > 0.65);
        assert!((lo - 0.6201).abs() < 0.001 && (hi - 0.6788).abs() < 0.001, "{lo} {hi}");
        let (_, lo2, hi2) = wilson(6500, 10_000);
        assert!(hi2 - lo2 < hi - lo);
        assert_eq!(wilson(0, 0), (0.0, 0.0, 1.0));
        let (_, lo, _) = wilson(0, 10);
        assert_eq!(lo, 0.0);
    }

    fn game(slots: &[usize], winners: &[u8], ended: bool) -> ArenaGame {
        ArenaGame {
            slots: slots.to_vec(),
            winners: winners.iter().map(|&s| Seat(s)).collect(),
            ended,
        }
    }

    #[test]
    fn games_are_counted_by_slot_and_level_whatever_seat_the_slot_sat_in() {
        let levels = [Level::Hard, Level::Random, Level::Hard, Level::Random];
        let mut report = ArenaReport::new(&levels);
        assert_eq!(report.level_wins, vec![(Level::Hard, 0), (Level::Random, 0)]);
        // Seats 0 and 2 win a team game, with slots rotated by one: slots 3 and 1.
        report.count(&game(&[3, 0, 1, 2], &[0, 2], true));
        // Seat 1 wins alone, rotation two: slot 3.
        report.count(&game(&[2, 3, 0, 1], &[1], true));
        report.count(&game(&[0, 1, 2, 3], &[], true));
        report.count(&game(&[1, 2, 3, 0], &[], false));
        assert_eq!(report.games, 4);
        assert_eq!(report.wins, vec![0, 1, 0, 2]);
        assert_eq!(report.level_wins, vec![(Level::Hard, 0), (Level::Random, 2)]);
        assert_eq!((report.draws, report.unfinished), (1, 1));
        let (rate, _, _) = report.level_rate(Level::Random);
        assert!((rate - 0.5).abs() < 1e-12);
    }

    #[test]
    fn reports_counted_apart_merge_into_the_report_counted_together() {
        let levels = [Level::Easy, Level::Medium];
        let games = [
            game(&[0, 1], &[0], true),
            game(&[1, 0], &[0], true),
            game(&[0, 1], &[], true),
            game(&[1, 0], &[1], true),
            game(&[0, 1], &[], false),
        ];
        let mut together = ArenaReport::new(&levels);
        let (mut first, mut second) = (ArenaReport::new(&levels), ArenaReport::new(&levels));
        for (i, g) in games.iter().enumerate() {
            together.count(g);
            if i % 2 == 0 { first.count(g) } else { second.count(g) }
        }
        first.merge(&second);
        assert_eq!(first, together);
        assert_eq!(together.wins, vec![2, 1]);
    }
}
