//! Trains the Shesh-Besh network by TD(λ) self-play and writes its weights.
//!
//! ```sh
//! cargo run --release -p majlis-shesh-besh --example train -- \
//!     --seed 1 --games 1200000 --hidden 100 --check-every 100000 \
//!     --out crates/shesh-besh/assets/net.bin
//! ```
//!
//! (the shipped weights' command). Options (defaults in brackets): `--seed`
//! [1], `--games` [1200000], `--out` [crates/shesh-besh/assets/net.bin], `--hidden`
//! [100], `--lambda` [0.7], `--alpha` [0.05, falling linearly to a fifth of it
//! by the last game], `--check-every` [100000] games: a quick seeded match of
//! `--check-games` [1000] games against pubeval, the net at 0-ply (progress
//! only; the measured figures come from `tests/strength.rs`). The run is
//! single-threaded and deterministic: the same options give the same file.

use std::io::IsTerminal;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};

use rand::RngExt;
use rules_core::{TableRng, rng_from_seed};
use shesh_besh::Action;
use shesh_besh::bot::{Board, Net, Scratch, Trainer, after_0ply, pubeval};

struct Args {
    seed: u64,
    games: u64,
    out: String,
    hidden: usize,
    lambda: f32,
    alpha: f32,
    check_every: u64,
    check_games: u64,
}

fn parse() -> Result<Args, String> {
    let mut a = Args {
        seed: 1,
        games: 1_200_000,
        out: "crates/shesh-besh/assets/net.bin".into(),
        hidden: 100,
        lambda: 0.7,
        alpha: 0.05,
        check_every: 100_000,
        check_games: 1_000,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let bad = |e: &dyn std::fmt::Display| format!("{flag} {value}: {e}");
        match flag.as_str() {
            "--seed" => a.seed = value.parse().map_err(|e| bad(&e))?,
            "--games" => a.games = value.parse().map_err(|e| bad(&e))?,
            "--out" => a.out = value,
            "--hidden" => a.hidden = value.parse().map_err(|e| bad(&e))?,
            "--lambda" => a.lambda = value.parse().map_err(|e| bad(&e))?,
            "--alpha" => a.alpha = value.parse().map_err(|e| bad(&e))?,
            "--check-every" => a.check_every = value.parse().map_err(|e| bad(&e))?,
            "--check-games" => a.check_games = value.parse().map_err(|e| bad(&e))?,
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(a)
}

fn roll(rng: &mut TableRng) -> (u8, u8) {
    (rng.random_range(1..=6), rng.random_range(1..=6))
}

/// A quick match, the net at 0-ply against pubeval: the share of games the
/// net won, from seed `seed`, the net starting every other game.
fn versus_pubeval(net: &Net, games: u64, seed: u64) -> f64 {
    let mut rng = rng_from_seed(seed);
    let mut scratch = Scratch::default();
    let mut turns: Vec<Action> = Vec::new();
    let mut won = 0;
    for g in 0..games {
        let mut board = Board::START;
        let mut net_to_move = g % 2 == 0;
        loop {
            let (d1, d2) = roll(&mut rng);
            board.legal_turns(d1, d2, &mut turns);
            let race = !board.contact();
            let score = |t: &Action, scratch: &mut Scratch| {
                let after = board.after(t.steps());
                if net_to_move {
                    after_0ply(net, &after, scratch).equity()
                } else {
                    pubeval(race, &after)
                }
            };
            let mut best = (f32::NEG_INFINITY, board);
            for t in &turns {
                let s = score(t, &mut scratch);
                if s > best.0 {
                    best = (s, board.after(t.steps()));
                }
            }
            let after = best.1;
            if Board::off(&after.me) == 15 {
                won += u64::from(net_to_move);
                break;
            }
            board = after.flipped();
            net_to_move = !net_to_move;
        }
    }
    won as f64 / games as f64
}

fn main() {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("train: {e}");
            std::process::exit(2);
        }
    };
    let mut rng = rng_from_seed(args.seed);
    let mut trainer = Trainer::new(Net::new(args.hidden, args.seed), args.lambda, args.alpha);
    let start = Instant::now();
    let (mut plies, mut cut) = (0usize, 0u64);
    // A bar on a terminal; in a log, the checkpoints below say enough.
    let bar = if std::io::stderr().is_terminal() {
        ProgressBar::new(args.games)
    } else {
        ProgressBar::hidden()
    };
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} games, {per_sec}, {eta} left") {
        bar.set_style(style);
    }
    for g in 0..args.games {
        // The step size falls linearly to a fifth of its start.
        trainer.alpha = args.alpha * (1.0 - 0.8 * g as f32 / args.games as f32);
        match trainer.play_and_learn(|| roll(&mut rng)) {
            Some(p) => plies += p.turns,
            None => cut += 1,
        }
        let done = g + 1;
        bar.inc(1);
        if args.check_every > 0 && (done % args.check_every == 0 || done == args.games) {
            let secs = start.elapsed().as_secs_f64();
            let rate = versus_pubeval(&trainer.net, args.check_games, 0xc0ffee);
            let line = format!(
                "{done} games, {:.0} s ({:.0} games/s, {:.1} turns a game, {cut} cut): 0-ply vs pubeval {:.1} % of {}",
                secs,
                done as f64 / secs,
                plies as f64 / done as f64,
                100.0 * rate,
                args.check_games
            );
            // Above the bar on a terminal, and into the log when hidden.
            bar.suspend(|| eprintln!("{line}"));
        }
    }
    bar.finish_and_clear();
    trainer.net.trained = (args.seed, args.games);
    if let Err(e) = std::fs::write(&args.out, trainer.net.to_bytes()) {
        eprintln!("train: cannot write {}: {e}", args.out);
        std::process::exit(1);
    }
    eprintln!("wrote {} in {:.0} s", args.out, start.elapsed().as_secs_f64());
}
