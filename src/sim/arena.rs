//! `majlis sim --bots`: computer players against each other, one level per
//! slot, through the shelf's [`GameInfo::arena_game`]. Game `i` is played from
//! seed `S + i` with the slots' seats rotated by `i`, so each level plays each
//! seat in turn; the wins are counted by slot and by level with Wilson's 95 %
//! intervals ([`ArenaReport`]), and like the random games they depend only on
//! the arguments, not on the threads.

use indicatif::ProgressBar;
use majlis_games::GameInfo;
use rules_core::Level;
use rules_core::arena::ArenaReport;
use serde::Serialize;
use serde_json::Value;

use super::Run;
use super::pool::{self, Pool};

/// Games a thread takes at once: a game of computer players is slow enough
/// that a few keep the threads busy to the end.
const CHUNK: u64 = 2;

/// What to play: the random games' settings, and a level per slot.
#[derive(Clone, Debug)]
pub struct BotSimConfig {
    /// The game.
    pub game: &'static GameInfo,
    /// One level per slot; their number is the number of players.
    pub levels: Vec<Level>,
    /// How many games.
    pub games: u64,
    /// The seed of the first game; game `i` uses `seed + i`.
    pub seed: u64,
    /// The game's options as JSON (`None`: the defaults).
    pub options: Option<Value>,
    /// Worker threads (at least one).
    pub threads: usize,
    /// The most player actions one game may take before it counts as unfinished.
    pub max_actions: usize,
}

/// How one slot, or one level, did.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Standing {
    /// The level.
    pub level: Level,
    /// Games won (for a level: games any slot of that level won).
    pub wins: u64,
    /// Wins over games.
    pub win_rate: f64,
    /// Wilson's 95 % interval of the win rate: low end.
    pub low: f64,
    /// Its high end.
    pub high: f64,
}

/// The figures of a run of computer players. Serialised as the `--json`
/// output.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BotSimReport {
    /// The game, the games and their time.
    #[serde(flatten)]
    pub run: Run,
    /// The levels, one per slot, as given.
    pub bots: Vec<Level>,
    /// Per slot, in the order given, whatever seat it sat in.
    pub slots: Vec<Standing>,
    /// Per level present, in the order first given.
    pub levels: Vec<Standing>,
    /// Games ended with no winner.
    pub draws: u64,
    /// Games stopped at the action cap.
    pub unfinished: u64,
    /// The action cap.
    pub max_actions: usize,
    /// Worker threads used.
    pub threads: usize,
}

impl BotSimReport {
    fn new(config: &BotSimConfig, report: &ArenaReport, seconds: f64, threads: usize) -> Self {
        let standing = |level: Level, wins: u64, (win_rate, low, high): (f64, f64, f64)| Standing {
            level,
            wins,
            win_rate,
            low,
            high,
        };
        BotSimReport {
            run: Run::new(config.game, config.levels.len(), report.games, config.seed, seconds),
            bots: config.levels.clone(),
            slots: (0..config.levels.len())
                .map(|slot| {
                    let wins = report.wins.get(slot).copied().unwrap_or(0);
                    standing(config.levels[slot], wins, report.win_rate(slot))
                })
                .collect(),
            levels: report
                .level_wins
                .iter()
                .map(|&(level, wins)| standing(level, wins, report.level_rate(level)))
                .collect(),
            draws: report.draws,
            unfinished: report.unfinished,
            max_actions: config.max_actions,
            threads,
        }
    }

    /// The summary a person reads.
    #[must_use]
    pub fn text(&self, game: &GameInfo) -> String {
        let names: Vec<&str> = self.bots.iter().map(|l| l.name()).collect();
        let run = &self.run;
        let mut out = format!(
            "{}: {} games of {} ({} players), {}, seats rotating\n",
            game.display_name(),
            run.games,
            names.join(" v "),
            run.players,
            run.seeds(),
        );
        out += &format!(
            "{:.3} s on {}, {:.1} games per second\n",
            run.seconds,
            super::threads_text(self.threads),
            run.games_per_second
        );
        let width = names.iter().map(|n| n.len()).max().unwrap_or(0);
        let labels: Vec<String> = (1..=self.slots.len()).map(|slot| format!("slot {slot}")).collect();
        let label_width = labels.iter().map(String::len).max().unwrap_or(0).max("level".len());
        let line = |label: &str, s: &Standing| {
            format!(
                "{label:<label_width$} {:<width$} {:>6} wins {:5.1}%  (95%: {:.1}–{:.1}%)\n",
                s.level.name(),
                s.wins,
                100.0 * s.win_rate,
                100.0 * s.low,
                100.0 * s.high,
            )
        };
        for (label, s) in labels.iter().zip(&self.slots) {
            out += &line(label, s);
        }
        for s in &self.levels {
            out += &line("level", s);
        }
        out += &format!(
            "draws: {}, unfinished: {} (stopped at {} player actions)\n",
            self.draws, self.unfinished, self.max_actions
        );
        out
    }
}

/// Plays the games of `config`, ticking `progress` once per game.
///
/// # Errors
/// When the game has no computer players, the levels are not a player count
/// it takes, the options are not its, a bot chose an illegal action or a game
/// panicked (the message names its seed, to replay it).
pub fn simulate_bots(config: &BotSimConfig, progress: &ProgressBar) -> Result<BotSimReport, String> {
    let game = config.game;
    if !game.has_computers() {
        return Err(format!("{} has no computer players yet", game.description.latin));
    }
    // Refuse bad players or options before any thread starts.
    game.check(config.levels.len(), config.options.as_ref())
        .map_err(|e| e.to_string())?;
    let pool = Pool::new(config.games, config.seed, config.threads, CHUNK);
    let begin = || Ok(ArenaReport::new(&config.levels));
    let play = |report: &mut ArenaReport, index: u64| {
        let seed = config.seed.wrapping_add(index);
        let played = game.arena_game(&config.levels, config.options.as_ref(), index, seed, config.max_actions)?;
        report.count(&played);
        Ok(())
    };
    let mut total = ArenaReport::new(&config.levels);
    let done = pool::run(pool, progress, &begin, &play)?;
    for report in &done.tallies {
        total.merge(report);
    }
    Ok(BotSimReport::new(config, &total, done.seconds, pool.threads))
}

#[cfg(test)]
mod tests {
    use super::*;
    use majlis_games::entry;
    use majlis_toy::Toy;

    static TOY_SHELF: &[GameInfo] = &[entry::<Toy>()];

    fn config(levels: &[Level], games: u64, threads: usize) -> BotSimConfig {
        BotSimConfig {
            game: &TOY_SHELF[0],
            levels: levels.to_vec(),
            games,
            seed: 40,
            options: None,
            threads,
            max_actions: 1000,
        }
    }

    fn run(config: &BotSimConfig) -> BotSimReport {
        simulate_bots(config, &ProgressBar::hidden()).expect("the toy has computer players")
    }

    /// The report without its timings and thread count.
    fn counts(report: &BotSimReport) -> (Vec<Standing>, Vec<Standing>, u64, u64) {
        (
            report.slots.clone(),
            report.levels.clone(),
            report.draws,
            report.unfinished,
        )
    }

    #[test]
    fn the_wins_do_not_depend_on_the_threads_but_on_the_seed() {
        let levels = [Level::Easy, Level::Random, Level::Medium];
        let one = run(&config(&levels, 60, 1));
        let three = run(&config(&levels, 60, 3));
        assert_eq!(counts(&one), counts(&three));
        assert_eq!((one.threads, three.threads), (1, 3));
        let mut other = config(&levels, 60, 2);
        other.seed = 41;
        assert_ne!(counts(&run(&other)), counts(&one), "other seeds, other games");
    }

    #[test]
    fn every_game_counts_for_its_winners_slots_and_levels_with_their_intervals() {
        let levels = [Level::Easy, Level::Random, Level::Easy];
        let report = run(&config(&levels, 90, 2));
        assert_eq!((report.run.games, report.run.players, report.unfinished), (90, 3, 0));
        assert_eq!(report.bots, levels);
        let slot_wins: Vec<u64> = report.slots.iter().map(|s| s.wins).collect();
        // Every toy game ends, and a tie shares the win.
        assert!(slot_wins.iter().sum::<u64>() >= 90, "{slot_wins:?}");
        let levels_seen: Vec<Level> = report.levels.iter().map(|s| s.level).collect();
        assert_eq!(levels_seen, [Level::Easy, Level::Random], "each level once, in order");
        let easy = report.levels[0].wins;
        assert!(
            easy >= slot_wins[0].max(slot_wins[2]) && easy <= slot_wins[0] + slot_wins[2],
            "a game counts once for a level: {easy} of {slot_wins:?}"
        );
        assert_eq!(report.levels[1].wins, slot_wins[1]);
        for s in report.slots.iter().chain(&report.levels) {
            assert!((s.win_rate - to_rate(s.wins, 90)).abs() < 1e-12, "{s:?}");
            assert!(s.low <= s.win_rate && s.win_rate <= s.high && s.low < s.high, "{s:?}");
        }
        let text = report.text(&TOY_SHELF[0]);
        assert!(
            text.starts_with("Toy (لعبة): 90 games of easy v random v easy (3 players), seeds 40..=129"),
            "{text}"
        );
        assert!(
            text.lines().nth(1).is_some_and(|l| l.contains(" s on 2 threads, ")),
            "{text}"
        );
        let slot_lines = text.lines().filter(|l| l.starts_with("slot ")).count();
        let level_lines = text.lines().filter(|l| l.starts_with("level ")).count();
        assert_eq!((slot_lines, level_lines), (3, 2), "{text}");
        assert!(
            text.contains("draws: 0, unfinished: 0 (stopped at 1000 player actions)"),
            "{text}"
        );
    }

    fn to_rate(wins: u64, games: u64) -> f64 {
        super::super::to_f64(wins) / super::super::to_f64(games)
    }

    #[test]
    fn the_action_cap_counts_games_as_unfinished_apart() {
        let mut capped = config(&[Level::Hard, Level::Easy], 6, 2);
        capped.max_actions = 2;
        let report = run(&capped);
        assert_eq!((report.unfinished, report.draws), (6, 0));
        assert!(report.slots.iter().all(|s| s.wins == 0), "{report:?}");
    }

    #[test]
    fn a_player_count_or_options_the_game_does_not_take_are_refused() {
        let err = simulate_bots(&config(&[Level::Easy; 5], 3, 1), &ProgressBar::hidden()).expect_err("5 seats");
        assert!(err.contains("not 5"), "{err}");
        let mut bad = config(&[Level::Easy; 2], 3, 1);
        bad.options = Some(serde_json::json!({"hand": "many"}));
        let err = simulate_bots(&bad, &ProgressBar::hidden()).expect_err("bad options");
        assert!(err.contains("bad options"), "{err}");
    }

    #[test]
    fn a_game_without_computer_players_is_refused_by_name() {
        for game in majlis_games::GAMES {
            let mut config = config(&[Level::Easy; 2], 1, 1);
            config.game = game;
            config.levels = vec![Level::Easy; game.description.usual_players];
            let result = simulate_bots(&config, &ProgressBar::hidden());
            if game.has_computers() {
                assert_eq!(result.map(|r| r.run.games).ok(), Some(1), "{}", game.id);
            } else {
                let expected = format!("{} has no computer players yet", game.description.latin);
                assert_eq!(result.err(), Some(expected), "{}", game.id);
            }
        }
    }
}
