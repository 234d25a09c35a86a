//! The strength table of issue 12 for two players, and the yardstick: hard
//! against Tesauro's pubeval over single cubeless games (the default options:
//! a match to 1, no cube). Ignored: thousands of games; run in release,
//!
//! ```sh
//! MAJLIS_STRENGTH_GAMES=1000 cargo test --release -p majlis-shesh-besh \
//!     --test strength -- --ignored --nocapture --test-threads 1
//! ```
//!
//! (`MAJLIS_YARDSTICK_GAMES`, default the same, sets the games of hard
//! against pubeval alone.) Every matchup is seeded: the same games each run.

use rules_core::arena::wilson;
use rules_core::{Bot, Bots, Budget, Game, Level, Seat, Table, ToAct, decide_at};
use shesh_besh::bot::Player;
use shesh_besh::{Options, SheshBesh};

/// A game ends within this many player actions (a few hundred in practice).
const MAX_ACTIONS: usize = 2_000;

fn games(var: &str, default: u64) -> u64 {
    std::env::var(var).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Prints a rate of `wins` of `games` with its Wilson 95 % interval and
/// asserts the interval's lower bound clears one half.
fn check(name: &str, wins: u64, games: u64) {
    let (p, lo, hi) = wilson(wins, games);
    println!(
        "{name}: {wins}/{games} = {:.1} % (95 % CI {:.1}–{:.1} %)",
        100.0 * p,
        100.0 * lo,
        100.0 * hi,
    );
    assert!(
        lo > 0.5,
        "{name}: the stronger side's lower bound {lo:.3} is not above 0.5"
    );
}

// The table: each level against random and the level below, seeded apart
// from each other. The look-ahead gains hard a few points over medium (54 %
// measured): too little to tell from chance in a few dozen games, hence
// thousands by default in that row.
rules_core::strength_tests! {
    game: SheshBesh, players: 2, options: Options::default(), max_actions: MAX_ACTIONS, scoring: AnyWinner;
    table_1_easy_beats_random: Easy vs Random, seed 1_000_000, games 40;
    table_2_medium_beats_random: Medium vs Random, seed 2_000_000, games 40;
    table_3_hard_beats_random: Hard vs Random, seed 3_000_000, games 40;
    table_4_medium_beats_easy: Medium vs Easy, seed 4_000_000, games 200;
    table_5_hard_beats_medium: Hard vs Medium, seed 5_000_000, games 3_000;
}

/// One seeded single game of `a` against `b`, `a` in seat `index % 2`:
/// whether `a` won.
fn one_game(a: &mut dyn Bot<SheshBesh>, b: &mut dyn Bot<SheshBesh>, index: u64, seed: u64) -> bool {
    let mut table = Table::<SheshBesh>::new(seed, 2, Options::default()).expect("two players");
    let a_seat = Seat((index % 2) as u8);
    for step in 0..MAX_ACTIONS {
        table.resolve_chance();
        let game = table.game();
        let ToAct::Seat(seat) = game.to_act() else { break };
        let bot: &mut dyn Bot<SheshBesh> = if seat == a_seat { &mut *a } else { &mut *b };
        let action = decide_at(bot, game, seed ^ step as u64, Budget::iterations(1))
            .expect("a seat to act has a choice")
            .action;
        table.apply(&action).expect("a legal choice");
    }
    table.resolve_chance();
    let winners = table.game().outcome().map(|o| o.winners).unwrap_or_default();
    winners == [a_seat]
}

/// `level` against pubeval over the yardstick's seeded games: its wins, of
/// how many.
fn versus_pubeval(level: Level) -> (u64, u64) {
    let n = games("MAJLIS_YARDSTICK_GAMES", games("MAJLIS_STRENGTH_GAMES", 400));
    let (mut bot, mut pubeval) = (SheshBesh::bot(level, 2), Player::pubeval());
    let wins = (0..n)
        .filter(|&i| one_game(bot.as_mut(), &mut pubeval, i, 6_000_000 + i))
        .count() as u64;
    check(&format!("{level} vs pubeval"), wins, n);
    (wins, n)
}

#[test]
#[ignore = "thousands of games: run in release"]
fn hard_beats_pubeval_in_single_cubeless_games() {
    let (wins, n) = versus_pubeval(Level::Hard);
    // The issue's yardstick: 65 % of the games. Asserted only over enough
    // games for the rate to mean it (measured: 69.5 % over 5,000).
    if n >= 1_000 {
        assert!(wins as f64 >= 0.65 * n as f64, "hard won {wins} of {n} against pubeval");
    }
}

#[test]
#[ignore = "thousands of games: run in release"]
fn medium_beats_pubeval_too() {
    // Not in the issue's table: how much of hard's margin over pubeval the
    // net alone (0-ply) already has. The same seeds as hard's games.
    versus_pubeval(Level::Medium);
}
