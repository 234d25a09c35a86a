//! `majlis sim`: many headless games of uniformly random legal actions, to
//! measure a rules crate's speed and see that every game ends; or, with
//! `--bots`, of computer players against each other ([`arena`]), to measure
//! their strength.
//!
//! Game `i` of a run starting at seed `S` uses table seed `S + i` (chance: dice,
//! deals) and a player generator seeded from `S + i` too, so the wins depend only
//! on the arguments: not on the thread count, nor on which thread plays which game.
//!
//! Besides the wins, a game reports its own figures, counted while its games
//! are played: what its rules crate says to count ([`rules_core::SimFigures`],
//! reached through the shelf entry), written and said as the game writes and
//! says them. The JSON fields are documented on [`SimReport`] and in
//! `docs/sim.md`.

mod arena;
mod pool;

pub use arena::{BotSimConfig, simulate_bots};

use pool::Pool;

use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressState, ProgressStyle};
use majlis_games::GameInfo;
use rules_core::figures::{Figures, seat_label};
use rules_core::words::thousands;
use rules_core::{DynPlayouts, Playout};
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

/// What every report of a run starts with, in its JSON too.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Run {
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
    /// Games asked for: more than `games` when Ctrl-C stopped the run.
    pub games_asked: u64,
    /// Whether Ctrl-C stopped the run (the games played are the first ones).
    pub interrupted: bool,
}

impl Run {
    /// The run of `games` of `players` from `first_seed`, timed: of
    /// `games_asked`, when an interruption stopped it early.
    fn new(game: &GameInfo, players: usize, games: u64, first_seed: u64, seconds: f64) -> Self {
        Run {
            game: game.id,
            players,
            games,
            first_seed,
            seconds,
            games_per_second: if seconds > 0.0 { to_f64(games) / seconds } else { 0.0 },
            games_asked: games,
            interrupted: false,
        }
    }

    /// This run, stopped by an interruption after its first `games` of
    /// `asked` when `interrupted`.
    fn stopped(mut self, asked: u64, interrupted: bool) -> Self {
        self.games_asked = asked;
        self.interrupted = interrupted;
        self
    }

    /// The line saying a run was stopped early, if it was.
    fn interruption(&self) -> String {
        if self.interrupted {
            format!(
                "stopped by Ctrl-C after {} of {} games: the report counts those\n",
                thousands(self.games),
                thousands(self.games_asked)
            )
        } else {
            String::new()
        }
    }

    /// The time, the threads and the rate: "0.103 s on 2 threads, 1,950 games per second".
    fn pace(&self, threads: usize) -> String {
        format!(
            "{:.3} s on {}, {} games per second",
            self.seconds,
            threads_text(threads),
            rate(self.games_per_second)
        )
    }

    /// The seeds played, in words: "seed 7", "seeds 3..=7".
    #[must_use]
    pub fn seeds(&self) -> String {
        // Game i uses seed first+i, wrapping past u64::MAX; say so rather than print a
        // range that runs backwards.
        match self.games {
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
        }
    }
}

/// The figures of a run. Serialised as the `--json` output.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SimReport {
    /// The game, the games and their time.
    #[serde(flatten)]
    pub run: Run,
    /// Games each seat won (a seat wins when it is among the outcome's
    /// winners: a shared win counts for each winner).
    pub wins: Vec<u64>,
    /// Of each seat's wins, those it shared with another seat or team.
    pub shared_wins: Vec<u64>,
    /// At a game of partners (Jackar of 4 or 6), each team's seats and the
    /// games it won; absent when every seat plays for itself.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<TeamWins>,
    /// Games won jointly by more than one seat (or team).
    pub shared: u64,
    /// Games that ended with no winner.
    pub draws: u64,
    /// Games stopped at the action cap.
    pub unfinished: u64,
    /// The action cap.
    pub max_actions: usize,
    /// Actions applied per game on average, chance outcomes included.
    pub actions_per_game: f64,
    /// Worker threads used.
    pub threads: usize,
    /// The game's own figures, for the games that have them (absent else):
    /// an object written by the game (see `docs/sim.md`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub details: Option<Figures>,
}

/// "1 thread", "2 threads": how many worked, in the summary's words.
fn threads_text(threads: usize) -> String {
    counted(u64::try_from(threads).unwrap_or(u64::MAX), "thread")
}

/// "1 win", "3 wins": a count and its noun.
fn counted(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// A team's wins in a game of partners.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamWins {
    /// The team's seats (from 0).
    pub seats: Vec<usize>,
    /// Games the team won.
    pub wins: u64,
}

/// A rate in the summary's words: three significant figures, thousands
/// separated: "31,900", "1,950", "721", "62.5", "0.437".
#[must_use]
pub fn rate(per_second: f64) -> String {
    if !per_second.is_finite() || per_second <= 0.0 {
        return "0".to_string();
    }
    let digits = per_second.log10().floor();
    if digits >= 2.0 {
        let step = 10_f64.powf(digits - 2.0);
        // Rounded to three figures, a whole number far below 2^53.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let whole = ((per_second / step).round() * step).round() as u64;
        thousands(whole)
    } else {
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let decimals = (2.0 - digits) as usize;
        format!("{per_second:.decimals$}")
    }
}

/// "1 and 3", "1, 3 and 5": seats numbered from 1.
fn seats_text(seats: &[usize]) -> String {
    let numbers: Vec<String> = seats.iter().map(|s| (s + 1).to_string()).collect();
    match numbers.split_last() {
        Some((last, init)) if !init.is_empty() => format!("{} and {last}", init.join(", ")),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// The line on games won jointly, when any were: the wins then add up to
/// more than the games, and the line says why.
fn shared_line(shared: u64, wins: u64, games: u64, by: &str) -> String {
    if shared == 0 {
        return String::new();
    }
    let were = if shared == 1 { "game was" } else { "games were" };
    format!(
        "{} {were} won jointly: a shared win counts for each {by}, so the wins add up to {} of {} games\n",
        thousands(shared),
        thousands(wins),
        thousands(games)
    )
}

/// The last line: draws, and the games stopped at the action cap only when
/// a game was.
fn ends_line(draws: u64, unfinished: u64, max_actions: usize) -> String {
    let draws = match draws {
        0 => "no draws".to_string(),
        1 => "1 draw".to_string(),
        n => format!("{} draws", thousands(n)),
    };
    if unfinished == 0 {
        format!("{draws}; every game ended\n")
    } else {
        format!(
            "{draws}; {} stopped unfinished at {} player actions\n",
            counted(unfinished, "game"),
            thousands(max_actions as u64)
        )
    }
}

impl SimReport {
    /// The summary a person reads. Seats are numbered from 1, as the table
    /// numbers them.
    #[must_use]
    pub fn text(&self, game: &GameInfo) -> String {
        let run = &self.run;
        let mut out = format!(
            "{}: {} games of {} players, {}\n",
            game.display_name(),
            thousands(run.games),
            run.players,
            run.seeds(),
        );
        out += &run.interruption();
        out += &format!(
            "{}, {:.1} actions per game\n",
            run.pace(self.threads),
            self.actions_per_game
        );
        let share = |wins: u64| {
            if run.games == 0 {
                0.0
            } else {
                100.0 * to_f64(wins) / to_f64(run.games)
            }
        };
        let total: u64;
        if self.teams.is_empty() {
            for (seat, wins) in self.wins.iter().enumerate() {
                let shared = self.shared_wins.get(seat).copied().unwrap_or(0);
                let apart = if shared > 0 {
                    format!(", {} shared", thousands(shared))
                } else {
                    String::new()
                };
                out += &format!(
                    "{}: {} ({:.1}%){apart}\n",
                    seat_label(game.description, seat),
                    counted(*wins, "win"),
                    share(*wins)
                );
            }
            total = self.wins.iter().sum();
            out += &shared_line(self.shared, total, run.games, "winner");
        } else {
            for (i, team) in self.teams.iter().enumerate() {
                out += &format!(
                    "team {}, seats {}: {} ({:.1}%)\n",
                    i + 1,
                    seats_text(&team.seats),
                    counted(team.wins, "win"),
                    share(team.wins)
                );
            }
            total = self.teams.iter().map(|t| t.wins).sum();
            out += &shared_line(self.shared, total, run.games, "team");
        }
        out += &ends_line(self.draws, self.unfinished, self.max_actions);
        for line in self.details.iter().flat_map(Figures::lines) {
            out += line;
            out.push('\n');
        }
        out
    }
}

#[allow(clippy::cast_precision_loss)] // counts far below 2^52
fn to_f64(n: u64) -> f64 {
    n as f64
}

/// Totals of the games one thread played.
struct Tally {
    /// Each seat's team (an index into `team_wins`).
    team_of: Vec<usize>,
    wins: Vec<u64>,
    shared_wins: Vec<u64>,
    team_wins: Vec<u64>,
    shared: u64,
    draws: u64,
    unfinished: u64,
    actions: u64,
}

impl Tally {
    /// Nothing counted yet, for `config`'s game with these `teams`.
    fn new(config: &SimConfig, teams: &[Vec<usize>]) -> Self {
        let mut team_of = vec![0; config.players];
        for (t, team) in teams.iter().enumerate() {
            for &seat in team {
                if let Some(slot) = team_of.get_mut(seat) {
                    *slot = t;
                }
            }
        }
        Tally {
            team_of,
            wins: vec![0; config.players],
            shared_wins: vec![0; config.players],
            team_wins: vec![0; teams.len()],
            shared: 0,
            draws: 0,
            unfinished: 0,
            actions: 0,
        }
    }

    /// Adds another thread's counts.
    fn merge(&mut self, other: &Tally) {
        let add = |sum: &mut Vec<u64>, more: &[u64]| {
            for (s, m) in sum.iter_mut().zip(more) {
                *s += m;
            }
        };
        add(&mut self.wins, &other.wins);
        add(&mut self.shared_wins, &other.shared_wins);
        add(&mut self.team_wins, &other.team_wins);
        self.shared += other.shared;
        self.draws += other.draws;
        self.unfinished += other.unfinished;
        self.actions += other.actions;
    }
}

/// Plays the games of `config`, ticking `progress` once per game.
///
/// # Errors
/// When the game cannot be set up with these players and options, or a game
/// panicked (the message names its seed, to replay it).
pub fn simulate(config: &SimConfig, progress: &ProgressBar, interrupt: &AtomicBool) -> Result<SimReport, String> {
    let game = config.game;
    // Refuse bad players or options before any thread starts.
    let table = game
        .new_table(config.seed, config.players, config.options.as_ref())
        .map_err(|e| e.to_string())?;
    let teams = table.teams();
    let playouts = || {
        game.playouts(config.players, config.options.as_ref())
            .map_err(|e| e.to_string())
    };
    // Where every thread's figures are added up.
    let mut figures = playouts()?;
    let pool = Pool::new(config.games, config.seed, config.threads, CHUNK);
    // One player of random games per thread, counting the game's figures: it
    // keeps its buffers from game to game, and each game runs in the game's
    // own code, with no dynamic dispatch per action.
    let begin = || Ok((Tally::new(config, &teams), playouts()?));
    let play = |(tally, player): &mut (Tally, Box<dyn DynPlayouts>), index: u64| {
        let seed = config.seed.wrapping_add(index);
        tally.count(&player.play(seed, seed ^ PLAYER_SALT, config.max_actions));
        Ok(())
    };
    let done = pool::run(pool, progress, interrupt, &begin, &play)?;
    let mut total = Tally::new(config, &teams);
    for (tally, player) in done.tallies {
        total.merge(&tally);
        figures.merge(player.as_ref());
    }
    let games = done.played;
    let partners = teams.iter().any(|t| t.len() > 1);
    Ok(SimReport {
        run: Run::new(game, config.players, games, config.seed, done.seconds).stopped(config.games, done.interrupted),
        wins: total.wins,
        shared_wins: total.shared_wins,
        teams: if partners {
            teams
                .into_iter()
                .zip(total.team_wins)
                .map(|(seats, wins)| TeamWins { seats, wins })
                .collect()
        } else {
            Vec::new()
        },
        shared: total.shared,
        draws: total.draws,
        unfinished: total.unfinished,
        max_actions: config.max_actions,
        actions_per_game: if games == 0 {
            0.0
        } else {
            to_f64(total.actions) / to_f64(games)
        },
        threads: pool.threads,
        details: figures.figures(games),
    })
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
                let seats: Vec<usize> = outcome
                    .winners
                    .iter()
                    .map(|s| s.index())
                    .filter(|&s| s < self.wins.len())
                    .collect();
                let mut teams: Vec<usize> = seats.iter().map(|&s| self.team_of[s]).collect();
                teams.sort_unstable();
                teams.dedup();
                let shared = teams.len() > 1;
                self.shared += u64::from(shared);
                for &team in &teams {
                    self.team_wins[team] += 1;
                }
                for &seat in &seats {
                    self.wins[seat] += 1;
                    self.shared_wins[seat] += u64::from(shared);
                }
            }
            _ => self.unfinished += 1,
        }
    }
}

/// A progress bar on stderr when it is a terminal; hidden otherwise, so pipes and
/// test logs get no control codes. Counts and rates read as the summary's:
/// "1,200/3,000 games, 31,900/s".
#[must_use]
pub fn progress_bar(games: u64) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(games);
    let style =
        ProgressStyle::with_template("{bar:40} {done}/{all} games, {rate}/s, {eta} left (Ctrl-C: stop and report)")
            .map(|style| {
                style
                    .with_key("done", |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                        let _ = w.write_str(&thousands(state.pos()));
                    })
                    .with_key("all", |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                        let _ = w.write_str(&thousands(state.len().unwrap_or(0)));
                    })
                    .with_key("rate", |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                        let _ = w.write_str(&rate(state.per_sec()));
                    })
            });
    if let Ok(style) = style {
        bar.set_style(style);
    }
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

/// A flag Ctrl-C sets: a run then stops once each thread has finished the
/// games it took, and prints the report of the games played. A second Ctrl-C
/// ends the program at once.
///
/// # Errors
/// When the signal handlers cannot be installed.
pub fn stop_on_ctrl_c() -> std::io::Result<Arc<AtomicBool>> {
    use signal_hook::consts::SIGINT;
    use signal_hook::flag;
    let interrupted = Arc::new(AtomicBool::new(false));
    // In this order: the second Ctrl-C finds the flag set and exits (130,
    // as the shell's own would); the first only sets it.
    flag::register_conditional_shutdown(SIGINT, 130, Arc::clone(&interrupted))?;
    flag::register(SIGINT, Arc::clone(&interrupted))?;
    Ok(interrupted)
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
            run: Run::new(&TOY_SHELF[0], 2, games, first_seed, 1.0),
            wins: vec![0, 0],
            shared_wins: vec![0, 0],
            teams: Vec::new(),
            shared: 0,
            draws: 0,
            unfinished: 0,
            max_actions: 100,
            actions_per_game: 0.0,
            threads: 1,
            details: None,
        };
        let first_line = |r: SimReport| r.text(&TOY_SHELF[0]).lines().next().unwrap_or_default().to_string();
        assert!(first_line(report(0, 0)).ends_with("0 games of 2 players, no seeds"));
        assert!(first_line(report(1, 7)).ends_with("seed 7"));
        assert!(first_line(report(5, 3)).ends_with("seeds 3..=7"));
        assert!(first_line(report(3, u64::MAX)).ends_with(&format!("seeds {}..=1 (wrapping past 2^64-1)", u64::MAX)));
        let text = report(5, 3).text(&TOY_SHELF[0]);
        let second = text.lines().nth(1).unwrap_or_default();
        assert!(
            second.starts_with("1.000 s on 1 thread, "),
            "one thread, not \"1 threads\": {text}"
        );
    }

    #[test]
    fn counts_read_in_words() {
        assert_eq!(threads_text(1), "1 thread");
        assert_eq!(threads_text(2), "2 threads");
        assert_eq!(counted(0, "win"), "0 wins");
        assert_eq!(counted(1, "win"), "1 win");
    }

    #[test]
    fn rates_read_with_three_figures_and_thousands_separators() {
        for (per_second, text) in [
            (31_912.3, "31,900"),
            (1_946.0, "1,950"),
            (721.3, "721"),
            (62.53, "62.5"),
            (9.5, "9.50"),
            (0.4372, "0.437"),
            (1_234_567.0, "1,230,000"),
            (0.0, "0"),
        ] {
            assert_eq!(rate(per_second), text, "{per_second}");
        }
    }

    #[test]
    fn shared_wins_are_said_and_counted_apart() {
        // The toy game shares the win on a tie.
        let report = simulate(&config(500, 10, 2), &ProgressBar::hidden(), &AtomicBool::new(false)).expect("toy runs");
        let total: u64 = report.wins.iter().sum();
        assert!(report.shared > 0, "{report:?}");
        assert_eq!(total, 500 + report.shared, "a tie of two counts twice");
        assert_eq!(report.shared_wins, vec![report.shared; 2], "both seats share each tie");
        let text = report.text(&TOY_SHELF[0]);
        assert!(
            text.contains(&format!(
                "{} games were won jointly: a shared win counts for each winner, so the wins add up to {total} of 500 games",
                report.shared
            )),
            "{text}"
        );
        assert!(
            text.contains(&format!("seat 1 (North): {} wins", report.wins[0]))
                && text.contains(&format!(", {} shared", report.shared)),
            "{text}"
        );
    }

    #[test]
    fn the_action_cap_is_said_only_when_a_game_reached_it() {
        assert_eq!(ends_line(0, 0, 100_000), "no draws; every game ended\n");
        assert_eq!(
            ends_line(2, 3, 100_000),
            "2 draws; 3 games stopped unfinished at 100,000 player actions\n"
        );
        let text = simulate(&config(20, 0, 1), &ProgressBar::hidden(), &AtomicBool::new(false))
            .expect("toy runs")
            .text(&TOY_SHELF[0]);
        assert!(text.contains("every game ended") && !text.contains("stopped"), "{text}");
    }

    #[test]
    fn a_game_of_partners_is_reported_per_team() {
        let game = majlis_games::find("jackar").expect("on the shelf");
        let config = SimConfig {
            game,
            games: 12,
            seed: 3,
            players: 4,
            options: None,
            threads: 2,
            max_actions: 100_000,
        };
        let report = simulate(&config, &ProgressBar::hidden(), &AtomicBool::new(false)).expect("runs");
        let seats: Vec<Vec<usize>> = report.teams.iter().map(|t| t.seats.clone()).collect();
        assert_eq!(seats, [vec![0, 2], vec![1, 3]]);
        assert_eq!(
            report.teams.iter().map(|t| t.wins).sum::<u64>(),
            12,
            "one team wins each game"
        );
        assert_eq!((report.shared, report.wins[0]), (0, report.teams[0].wins));
        let text = report.text(game);
        assert!(
            text.contains(&format!("team 1, seats 1 and 3: {} wins", report.teams[0].wins))
                && text.contains("team 2, seats 2 and 4: ")
                && !text.contains("seat 1:")
                && !text.contains("jointly"),
            "{text}"
        );
        // Two players of Jackar play each for themselves: no teams.
        let two = simulate(
            &SimConfig { players: 2, ..config },
            &ProgressBar::hidden(),
            &AtomicBool::new(false),
        )
        .expect("runs");
        assert!(two.teams.is_empty() && two.text(game).contains("seat 2: "), "{two:?}");
    }

    #[test]
    fn an_interrupted_run_reports_the_games_played() {
        // Interrupted before it starts: no game is played, and the report says so.
        let report = simulate(&config(500, 10, 2), &ProgressBar::hidden(), &AtomicBool::new(true)).expect("toy runs");
        assert_eq!(
            (report.run.games, report.run.games_asked, report.run.interrupted),
            (0, 500, true)
        );
        let text = report.text(&TOY_SHELF[0]);
        assert!(
            text.contains("stopped by Ctrl-C after 0 of 500 games: the report counts those"),
            "{text}"
        );
        let json = serde_json::to_value(&report).expect("json");
        assert_eq!(
            (json["interrupted"].clone(), json["games_asked"].clone()),
            (serde_json::json!(true), serde_json::json!(500))
        );
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
        let one = simulate(&config(500, 10, 1), &ProgressBar::hidden(), &AtomicBool::new(false)).expect("toy runs");
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
        let three = simulate(&config(500, 10, 3), &ProgressBar::hidden(), &AtomicBool::new(false)).expect("toy runs");
        assert_eq!((&one.wins, one.actions_per_game), (&three.wins, three.actions_per_game));
        let other = simulate(&config(500, 11, 2), &ProgressBar::hidden(), &AtomicBool::new(false)).expect("toy runs");
        assert_ne!(three.wins, other.wins, "another seed, other games");
    }

    #[test]
    fn the_action_cap_counts_a_game_as_unfinished() {
        let mut capped = config(20, 0, 2);
        capped.max_actions = 2;
        let report = simulate(&capped, &ProgressBar::hidden(), &AtomicBool::new(false)).expect("toy runs");
        assert_eq!((report.unfinished, report.wins.iter().sum::<u64>()), (20, 0));
    }

    #[test]
    fn bad_setup_is_refused_and_a_panicking_game_names_its_seed() {
        let mut bad = config(5, 0, 1);
        bad.players = 7;
        assert!(
            simulate(&bad, &ProgressBar::hidden(), &AtomicBool::new(false))
                .expect_err("7 players")
                .contains("not 7")
        );
        bad.players = 2;
        bad.options = Some(serde_json::json!({"hand": "many"}));
        assert!(
            simulate(&bad, &ProgressBar::hidden(), &AtomicBool::new(false))
                .expect_err("bad options")
                .contains("bad options")
        );
        let mut panics = config(50, 0, 2);
        panics.options = Some(serde_json::json!({"bug": "panics"}));
        let err =
            simulate(&panics, &ProgressBar::hidden(), &AtomicBool::new(false)).expect_err("the planted bug panics");
        assert!(err.contains("with seed") && err.contains("playing a 9 panics"), "{err}");
    }

    /// A game's figures in the report are its own (counted by its rules
    /// crate: `rules_core::SimFigures`, reached through the shelf entry), over
    /// exactly the games played, whatever the threads: the JSON's `details`
    /// as the game writes them, the summary's last lines as it says them. A
    /// game without figures (the toy) has no `details`.
    #[test]
    fn every_games_figures_are_reported_as_the_game_counts_them() {
        for game in majlis_games::GAMES {
            let players = game.description.usual_players;
            let config = SimConfig {
                game,
                games: 12,
                seed: 5,
                players,
                options: None,
                threads: 2,
                max_actions: 100_000,
            };
            let report = simulate(&config, &ProgressBar::hidden(), &AtomicBool::new(false)).expect("runs");
            let mut alone = game.playouts(players, None).expect("playouts");
            for seed in 5..17 {
                alone.play(seed, seed ^ PLAYER_SALT, 100_000);
            }
            let figures = alone.figures(12);
            assert_eq!(report.details, figures, "{}", game.id);
            let Some(figures) = figures else { continue };
            let json = serde_json::to_string(&report).expect("json");
            assert!(
                json.ends_with(&format!(",\"details\":{}}}", figures.json().get())),
                "{}: {json}",
                game.id
            );
            let said: String = figures.lines().iter().map(|line| format!("{line}\n")).collect();
            assert!(!said.is_empty() && report.text(game).ends_with(&said), "{}", game.id);
        }
        let toy = simulate(&config_toy(), &ProgressBar::hidden(), &AtomicBool::new(false)).expect("runs");
        assert!(serde_json::to_value(&toy).expect("json").get("details").is_none());
        assert!(toy.text(&TOY_SHELF[0]).ends_with("every game ended\n"));
    }

    fn config_toy() -> SimConfig {
        config(10, 0, 1)
    }
}
