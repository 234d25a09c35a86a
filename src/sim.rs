//! `majlis sim`: many headless games of uniformly random legal actions, to
//! measure a rules crate's speed and see that every game ends.
//!
//! Game `i` of a run starting at seed `S` uses table seed `S + i` (chance: dice,
//! deals) and a player generator seeded from `S + i` too, so the wins depend only
//! on the arguments: not on the thread count, nor on which thread plays which game.

use std::io::IsTerminal;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use majlis_games::GameInfo;
use rules_core::Playout;
use serde::Serialize;
use serde_json::Value;

/// Mixed into a game's seed to seed its random players, so their choices do not
/// follow the same stream as the table's dice.
const PLAYER_SALT: u64 = 0x9E37_79B9_7F4A_7C15;

/// Games a thread takes from the shared counter at once.
const CHUNK: u64 = 32;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    /// The game.
    pub game: &'static GameInfo,
    /// How many games.
    pub games: u64,
    /// The seed of the first game; game `i` uses `seed + i`.
    pub seed: u64,
    /// Seats at each table.
    pub players: usize,
    /// The game's options as JSON (`None`: the defaults).
    pub options: Option<Value>,
    /// Worker threads (at least one).
    pub threads: usize,
    /// The most player actions one game may take before it counts as unfinished.
    pub max_actions: usize,
}

/// The figures of a run. Serialised as the `--json` output.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SimReport {
    /// The game id.
    pub game: &'static str,
    /// Seats at each table.
    pub players: usize,
    /// Games played.
    pub games: u64,
    /// The seed of the first game.
    pub first_seed: u64,
    /// Wall-clock time of the run.
    pub seconds: f64,
    /// Games per second of wall-clock time.
    pub games_per_second: f64,
    /// Games each seat won (a seat wins when it is among the outcome's winners).
    pub wins: Vec<u64>,
    /// Games that ended with no winner.
    pub draws: u64,
    /// Games stopped at the action cap.
    pub unfinished: u64,
    /// Actions applied per game on average, chance outcomes included.
    pub actions_per_game: f64,
    /// Worker threads used.
    pub threads: usize,
}

impl SimReport {
    /// The summary a person reads.
    #[must_use]
    pub fn text(&self, game: &GameInfo) -> String {
        // Game i uses seed first+i, wrapping past u64::MAX; say so rather than print a
        // range that runs backwards.
        let seeds = match self.games {
            0 => "no seeds".to_string(),
            1 => format!("seed {}", self.first_seed),
            n => {
                let last = self.first_seed.wrapping_add(n - 1);
                let wraps = if last < self.first_seed {
                    " (wrapping past 2^64-1)"
                } else {
                    ""
                };
                format!("seeds {}..={last}{wraps}", self.first_seed)
            }
        };
        let mut out = format!(
            "{}: {} games of {} players, {seeds}\n",
            game.display_name(),
            self.games,
            self.players,
        );
        out += &format!(
            "{:.3} s on {} threads, {:.0} games per second, {:.1} actions per game\n",
            self.seconds, self.threads, self.games_per_second, self.actions_per_game
        );
        for (seat, wins) in self.wins.iter().enumerate() {
            let share = if self.games == 0 {
                0.0
            } else {
                100.0 * to_f64(*wins) / to_f64(self.games)
            };
            out += &format!("seat {seat}: {wins} wins ({share:.1}%)\n");
        }
        out += &format!("draws: {}, unfinished: {}\n", self.draws, self.unfinished);
        out
    }
}

#[allow(clippy::cast_precision_loss)] // counts far below 2^52
fn to_f64(n: u64) -> f64 {
    n as f64
}

/// Totals of the games one thread played.
#[derive(Default)]
struct Tally {
    wins: Vec<u64>,
    draws: u64,
    unfinished: u64,
    actions: u64,
}

/// Plays the games of `config`, ticking `progress` once per game.
///
/// # Errors
/// When the game cannot be set up with these players and options, or a game
/// panicked (the message names its seed, to replay it).
pub fn simulate(config: &SimConfig, progress: &ProgressBar) -> Result<SimReport, String> {
    let game = config.game;
    // Refuse bad players or options before any thread starts.
    game.new_table(config.seed, config.players, config.options.as_ref())
        .map_err(|e| e.to_string())?;
    let threads = config.threads.max(1);
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let failure: Mutex<Option<String>> = Mutex::new(None);
    let start = Instant::now();
    let tallies: Vec<Tally> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| scope.spawn(|| worker(config, &next, &stop, &failure, progress)))
            .collect();
        workers.into_iter().filter_map(|w| w.join().ok()).collect()
    });
    let seconds = start.elapsed().as_secs_f64();
    if let Some(message) = failure.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner) {
        return Err(message);
    }
    let mut total = Tally {
        wins: vec![0; config.players],
        ..Tally::default()
    };
    for tally in tallies {
        for (sum, wins) in total.wins.iter_mut().zip(&tally.wins) {
            *sum += wins;
        }
        total.draws += tally.draws;
        total.unfinished += tally.unfinished;
        total.actions += tally.actions;
    }
    let games = config.games;
    Ok(SimReport {
        game: game.id,
        players: config.players,
        games,
        first_seed: config.seed,
        seconds,
        games_per_second: if seconds > 0.0 { to_f64(games) / seconds } else { 0.0 },
        wins: total.wins,
        draws: total.draws,
        unfinished: total.unfinished,
        actions_per_game: if games == 0 {
            0.0
        } else {
            to_f64(total.actions) / to_f64(games)
        },
        threads,
    })
}

fn worker(
    config: &SimConfig,
    next: &AtomicU64,
    stop: &AtomicBool,
    failure: &Mutex<Option<String>>,
    progress: &ProgressBar,
) -> Tally {
    let mut tally = Tally {
        wins: vec![0; config.players],
        ..Tally::default()
    };
    // One player of random games per thread: it keeps its buffers from game to
    // game, and each game runs in the game's own code, with no dynamic dispatch
    // per action.
    let playouts = config
        .game
        .new_table(config.seed, config.players, config.options.as_ref())
        .and_then(|table| table.playouts());
    let mut playouts = match playouts {
        Ok(playouts) => playouts,
        Err(e) => return fail(stop, failure, e.to_string(), tally),
    };
    while !stop.load(Ordering::Relaxed) {
        let first = next.fetch_add(CHUNK, Ordering::Relaxed);
        if first >= config.games {
            break;
        }
        for i in first..(first + CHUNK).min(config.games) {
            let seed = config.seed.wrapping_add(i);
            match catch_unwind(AssertUnwindSafe(|| {
                playouts.play(seed, seed ^ PLAYER_SALT, config.max_actions)
            })) {
                Ok(played) => {
                    tally.count(&played);
                    progress.inc(1);
                }
                Err(payload) => {
                    let what = payload
                        .downcast_ref::<&str>()
                        .map(ToString::to_string)
                        .or_else(|| payload.downcast_ref::<String>().cloned())
                        .unwrap_or_default();
                    let message = format!("the game with seed {seed} panicked: {what}");
                    return fail(stop, failure, message, tally);
                }
            }
        }
    }
    tally
}

fn fail(stop: &AtomicBool, failure: &Mutex<Option<String>>, message: String, tally: Tally) -> Tally {
    stop.store(true, Ordering::Relaxed);
    let mut slot = failure.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    slot.get_or_insert(message);
    tally
}

impl Tally {
    /// Counts one game played.
    fn count(&mut self, played: &Playout) {
        self.actions += u64::try_from(played.actions).unwrap_or(u64::MAX);
        match &played.outcome {
            Some(outcome) if played.ended => {
                if outcome.winners.is_empty() {
                    self.draws += 1;
                }
                for seat in &outcome.winners {
                    if let Some(wins) = self.wins.get_mut(seat.index()) {
                        *wins += 1;
                    }
                }
            }
            _ => self.unfinished += 1,
        }
    }
}

/// A progress bar on stderr when it is a terminal; hidden otherwise, so pipes and
/// test logs get no control codes.
#[must_use]
pub fn progress_bar(games: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(games);
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, {eta} left") {
        bar.set_style(style);
    }
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

#[cfg(test)]
mod tests {
    use super::*;
    use majlis_games::entry;
    use majlis_toy::Toy;

    static TOY_SHELF: &[GameInfo] = &[entry::<Toy>()];

    #[test]
    fn the_summary_names_its_seeds_even_when_none_or_wrapping() {
        let report = |games, first_seed| SimReport {
            game: "toy",
            players: 2,
            games,
            first_seed,
            seconds: 1.0,
            games_per_second: 1.0,
            wins: vec![0, 0],
            draws: 0,
            unfinished: 0,
            actions_per_game: 0.0,
            threads: 1,
        };
        let first_line = |r: SimReport| r.text(&TOY_SHELF[0]).lines().next().unwrap_or_default().to_string();
        assert!(first_line(report(0, 0)).ends_with("0 games of 2 players, no seeds"));
        assert!(first_line(report(1, 7)).ends_with("seed 7"));
        assert!(first_line(report(5, 3)).ends_with("seeds 3..=7"));
        assert!(first_line(report(3, u64::MAX)).ends_with(&format!("seeds {}..=1 (wrapping past 2^64-1)", u64::MAX)));
    }

    fn config(games: u64, seed: u64, threads: usize) -> SimConfig {
        SimConfig {
            game: &TOY_SHELF[0],
            games,
            seed,
            players: 2,
            options: None,
            threads,
            max_actions: 1000,
        }
    }

    #[test]
    fn every_game_is_counted_once_whatever_the_threads() {
        let one = simulate(&config(500, 10, 1), &ProgressBar::hidden()).expect("toy runs");
        assert_eq!((one.draws, one.unfinished), (0, 0), "every toy game ends with a winner");
        // A tie shares the win, so a game may count for both seats.
        let won = one.wins.iter().sum::<u64>();
        assert!((500..1000).contains(&won), "{won} wins in 500 games");
        assert!(
            (one.actions_per_game - 13.0).abs() < f64::EPSILON,
            "a deal, then three plays and rolls a seat"
        );
        assert!(
            one.wins.iter().all(|w| *w > 100),
            "both seats win sometimes: {:?}",
            one.wins
        );
        let three = simulate(&config(500, 10, 3), &ProgressBar::hidden()).expect("toy runs");
        assert_eq!((&one.wins, one.actions_per_game), (&three.wins, three.actions_per_game));
        let other = simulate(&config(500, 11, 2), &ProgressBar::hidden()).expect("toy runs");
        assert_ne!(three.wins, other.wins, "another seed, other games");
    }

    #[test]
    fn the_action_cap_counts_a_game_as_unfinished() {
        let mut capped = config(20, 0, 2);
        capped.max_actions = 2;
        let report = simulate(&capped, &ProgressBar::hidden()).expect("toy runs");
        assert_eq!((report.unfinished, report.wins.iter().sum::<u64>()), (20, 0));
    }

    #[test]
    fn bad_setup_is_refused_and_a_panicking_game_names_its_seed() {
        let mut bad = config(5, 0, 1);
        bad.players = 7;
        assert!(
            simulate(&bad, &ProgressBar::hidden())
                .expect_err("7 players")
                .contains("not 7")
        );
        bad.players = 2;
        bad.options = Some(serde_json::json!({"hand": "many"}));
        assert!(
            simulate(&bad, &ProgressBar::hidden())
                .expect_err("bad options")
                .contains("bad options")
        );
        let mut panics = config(50, 0, 2);
        panics.options = Some(serde_json::json!({"bug": "panics"}));
        let err = simulate(&panics, &ProgressBar::hidden()).expect_err("the planted bug panics");
        assert!(err.contains("with seed") && err.contains("playing a 9 panics"), "{err}");
    }
}
