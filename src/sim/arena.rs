//! `majlis sim --bots`: computer players against each other, one level per
//! slot, through the shelf's [`GameInfo::arena_game`]. Game `i` is played from
//! seed `S + i` with the slots' seats rotated by `i`, so each level plays each
//! seat in turn; the wins are counted by slot and by level with Wilson's 95 %
//! intervals ([`ArenaReport`]), and like the random games they depend only on
//! the arguments, not on the threads.

use std::sync::atomic::AtomicBool;

use indicatif::ProgressBar;
use majlis_games::GameInfo;
use rules_core::Level;
use rules_core::arena::{ArenaGame, ArenaReport, wilson};
use rules_core::words::thousands;
use serde::Serialize;
use serde_json::Value;

use super::pool::{self, Pool};
use super::{Run, ends_line, shared_line};

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

/// How one team did, at a game of partners: the slots that played together
/// (slots k and k + n/2 sit opposite whatever the rotation) and their wins.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TeamStanding {
    /// The team's slots (from 0, in the order of `bots`).
    pub slots: Vec<usize>,
    /// Their levels.
    pub levels: Vec<Level>,
    /// Games the team won.
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
    /// Per slot, in the order given, whatever seat it sat in (a shared or a
    /// team's win counts for each winner).
    pub slots: Vec<Standing>,
    /// Per level present, in the order first given; absent at a game of
    /// partners, where a level's wins are its teams' (see `teams`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub levels: Vec<Standing>,
    /// At a game of partners (Jackar of 4 or 6), per team; absent otherwise.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub teams: Vec<TeamStanding>,
    /// Games won jointly by more than one slot (or team).
    pub shared: u64,
    /// Games ended with no winner.
    pub draws: u64,
    /// Games stopped at the action cap.
    pub unfinished: u64,
    /// The action cap.
    pub max_actions: usize,
    /// Worker threads used.
    pub threads: usize,
}

/// The games one thread played: the arena's counts by slot and level, and
/// by team.
struct Tally {
    arena: ArenaReport,
    /// The teams by their slots, in the order first met, with their wins.
    teams: Vec<(Vec<usize>, u64)>,
    shared: u64,
}

impl Tally {
    fn new(levels: &[Level], teams: &[Vec<usize>]) -> Self {
        Tally {
            arena: ArenaReport::new(levels),
            // At the first game's seating (no rotation) a slot sits in its seat.
            teams: teams.iter().map(|t| (t.clone(), 0)).collect(),
            shared: 0,
        }
    }

    /// Counts one game; `teams` are the game's teams by seat.
    fn count(&mut self, played: &ArenaGame, teams: &[Vec<usize>]) {
        self.arena.count(played);
        let mut won: Vec<Vec<usize>> = Vec::new();
        for team in teams {
            if team
                .iter()
                .any(|seat| played.winners.iter().any(|w| w.index() == *seat))
            {
                let mut slots: Vec<usize> = team
                    .iter()
                    .filter_map(|&seat| played.slots.get(seat).copied())
                    .collect();
                slots.sort_unstable();
                won.push(slots);
            }
        }
        self.shared += u64::from(won.len() > 1);
        for slots in won {
            match self.teams.iter_mut().find(|(t, _)| *t == slots) {
                Some((_, wins)) => *wins += 1,
                None => self.teams.push((slots, 1)),
            }
        }
    }

    fn merge(&mut self, other: &Tally) {
        self.arena.merge(&other.arena);
        self.shared += other.shared;
        for (slots, wins) in &other.teams {
            match self.teams.iter_mut().find(|(t, _)| t == slots) {
                Some((_, sum)) => *sum += wins,
                None => self.teams.push((slots.clone(), *wins)),
            }
        }
    }
}

impl BotSimReport {
    fn new(config: &BotSimConfig, tally: &Tally, run: Run, threads: usize) -> Self {
        let report = &tally.arena;
        let partners = tally.teams.iter().any(|(slots, _)| slots.len() > 1);
        let standing = |level: Level, wins: u64, (win_rate, low, high): (f64, f64, f64)| Standing {
            level,
            wins,
            win_rate,
            low,
            high,
        };
        BotSimReport {
            run,
            bots: config.levels.clone(),
            slots: (0..config.levels.len())
                .map(|slot| {
                    let wins = report.wins.get(slot).copied().unwrap_or(0);
                    standing(config.levels[slot], wins, report.win_rate(slot))
                })
                .collect(),
            levels: if partners {
                Vec::new()
            } else {
                report
                    .level_wins
                    .iter()
                    .map(|&(level, wins)| standing(level, wins, report.level_rate(level)))
                    .collect()
            },
            teams: if partners {
                tally
                    .teams
                    .iter()
                    .map(|(slots, wins)| {
                        let (win_rate, low, high) = wilson(*wins, report.games);
                        TeamStanding {
                            slots: slots.clone(),
                            levels: slots.iter().filter_map(|&s| config.levels.get(s).copied()).collect(),
                            wins: *wins,
                            win_rate,
                            low,
                            high,
                        }
                    })
                    .collect()
            } else {
                Vec::new()
            },
            shared: tally.shared,
            draws: report.draws,
            unfinished: report.unfinished,
            max_actions: config.max_actions,
            threads,
        }
    }

    /// The summary a person reads: each slot's line (slots numbered from 1)
    /// and each level's, or at a game of partners each team's.
    #[must_use]
    pub fn text(&self, game: &GameInfo) -> String {
        let names: Vec<&str> = self.bots.iter().map(|l| l.name()).collect();
        let run = &self.run;
        let mut out = format!(
            "{}: {} games of {} ({} players), {}, seats rotating\n",
            game.display_name(),
            thousands(run.games),
            names.join(" v "),
            run.players,
            run.seeds(),
        );
        out += &run.interruption();
        out += &format!("{}\n", run.pace(self.threads));
        let figures = |wins: u64, win_rate: f64, low: f64, high: f64| {
            format!(
                "{:>6} wins {:5.1}%  (95%: {:.1}–{:.1}%)",
                thousands(wins),
                100.0 * win_rate,
                100.0 * low,
                100.0 * high,
            )
        };
        if self.teams.is_empty() {
            let width = names.iter().map(|n| n.len()).max().unwrap_or(0);
            let labels: Vec<String> = (1..=self.slots.len()).map(|slot| format!("slot {slot}")).collect();
            let label_width = labels.iter().map(String::len).max().unwrap_or(0).max("level".len());
            let line = |label: &str, s: &Standing| {
                format!(
                    "{label:<label_width$} {:<width$} {}\n",
                    s.level.name(),
                    figures(s.wins, s.win_rate, s.low, s.high)
                )
            };
            for (label, s) in labels.iter().zip(&self.slots) {
                out += &line(label, s);
            }
            for s in &self.levels {
                out += &line("level", s);
            }
            let total = self.slots.iter().map(|s| s.wins).sum();
            out += &shared_line(self.shared, total, run.games, "winner");
        } else {
            let labels: Vec<String> = self
                .teams
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    let slots: Vec<usize> = t.slots.clone();
                    let levels: Vec<&str> = t.levels.iter().map(|l| l.name()).collect();
                    format!(
                        "team {}, slots {} ({})",
                        i + 1,
                        super::seats_text(&slots),
                        levels.join(", ")
                    )
                })
                .collect();
            let width = labels.iter().map(|l| l.chars().count()).max().unwrap_or(0);
            for (label, t) in labels.iter().zip(&self.teams) {
                out += &format!("{label:<width$} {}\n", figures(t.wins, t.win_rate, t.low, t.high));
            }
            let total = self.teams.iter().map(|t| t.wins).sum();
            out += &shared_line(self.shared, total, run.games, "team");
        }
        out += &ends_line(self.draws, self.unfinished, self.max_actions);
        out
    }
}

/// Plays the games of `config`, ticking `progress` once per game.
///
/// # Errors
/// When the game has no computer players, the levels are not a player count
/// it takes, the options are not its, a bot chose an illegal action or a game
/// panicked (the message names its seed, to replay it).
pub fn simulate_bots(
    config: &BotSimConfig,
    progress: &ProgressBar,
    interrupt: &AtomicBool,
) -> Result<BotSimReport, String> {
    let game = config.game;
    if !game.has_computers() {
        return Err(format!("{} has no computer players yet", game.description.latin));
    }
    // Refuse bad players or options before any thread starts.
    let teams = game
        .new_table(config.seed, config.levels.len(), config.options.as_ref())
        .map_err(|e| e.to_string())?
        .teams();
    let pool = Pool::new(config.games, config.seed, config.threads, CHUNK);
    let begin = || Ok(Tally::new(&config.levels, &teams));
    let play = |tally: &mut Tally, index: u64| {
        let seed = config.seed.wrapping_add(index);
        let played = game.arena_game(&config.levels, config.options.as_ref(), index, seed, config.max_actions)?;
        tally.count(&played, &teams);
        Ok(())
    };
    let mut total = Tally::new(&config.levels, &teams);
    let done = pool::run(pool, progress, interrupt, &begin, &play)?;
    for tally in &done.tallies {
        total.merge(tally);
    }
    let run = Run::new(config.game, config.levels.len(), done.played, config.seed, done.seconds)
        .stopped(config.games, done.interrupted);
    Ok(BotSimReport::new(config, &total, run, pool.threads))
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
        simulate_bots(config, &ProgressBar::hidden(), &AtomicBool::new(false)).expect("the toy has computer players")
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
        assert!(text.contains("no draws; every game ended"), "{text}");
    }

    fn to_rate(wins: u64, games: u64) -> f64 {
        super::super::to_f64(wins) / super::super::to_f64(games)
    }

    #[test]
    fn a_game_of_partners_is_reported_per_team_not_per_level() {
        // Hard's partner is a random player: no "level random 100 %".
        let jackar = majlis_games::find("jackar").expect("on the shelf");
        let mut config = config(&[Level::Easy, Level::Random, Level::Random, Level::Random], 6, 2);
        config.game = jackar;
        let report = run(&config);
        assert!(report.levels.is_empty(), "{report:?}");
        let teams: Vec<(Vec<usize>, Vec<Level>)> = report
            .teams
            .iter()
            .map(|t| (t.slots.clone(), t.levels.clone()))
            .collect();
        assert_eq!(
            teams,
            [
                (vec![0, 2], vec![Level::Easy, Level::Random]),
                (vec![1, 3], vec![Level::Random, Level::Random])
            ]
        );
        assert_eq!(
            report.teams.iter().map(|t| t.wins).sum::<u64>(),
            6,
            "one team wins each game"
        );
        assert_eq!(report.shared, 0);
        let text = report.text(jackar);
        assert!(
            text.contains("team 1, slots 1 and 3 (easy, random)")
                && text.contains("team 2, slots 2 and 4 (random, random)")
                && !text.contains("level "),
            "{text}"
        );
        let json = serde_json::to_value(&report).expect("json");
        assert!(
            json.get("levels").is_none() && json["teams"][0]["slots"] == serde_json::json!([0, 2]),
            "{json}"
        );
    }

    #[test]
    fn shared_wins_are_said_apart() {
        let report = run(&config(&[Level::Easy, Level::Random], 200, 2));
        let total: u64 = report.slots.iter().map(|s| s.wins).sum();
        assert!(report.shared > 0 && total == 200 + report.shared, "{report:?}");
        assert!(
            report
                .text(&TOY_SHELF[0])
                .contains("won jointly: a shared win counts for each winner"),
            "{report:?}"
        );
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
        let err = simulate_bots(
            &config(&[Level::Easy; 5], 3, 1),
            &ProgressBar::hidden(),
            &AtomicBool::new(false),
        )
        .expect_err("5 seats");
        assert!(err.contains("not 5"), "{err}");
        let mut bad = config(&[Level::Easy; 2], 3, 1);
        bad.options = Some(serde_json::json!({"hand": "many"}));
        let err = simulate_bots(&bad, &ProgressBar::hidden(), &AtomicBool::new(false)).expect_err("bad options");
        assert!(err.contains("bad options"), "{err}");
    }

    #[test]
    fn a_game_without_computer_players_is_refused_by_name() {
        for game in majlis_games::GAMES {
            let mut config = config(&[Level::Easy; 2], 1, 1);
            config.game = game;
            config.levels = vec![Level::Easy; game.description.usual_players];
            let result = simulate_bots(&config, &ProgressBar::hidden(), &AtomicBool::new(false));
            if game.has_computers() {
                assert_eq!(result.map(|r| r.run.games).ok(), Some(1), "{}", game.id);
            } else {
                let expected = format!("{} has no computer players yet", game.description.latin);
                assert_eq!(result.err(), Some(expected), "{}", game.id);
            }
        }
    }
}
