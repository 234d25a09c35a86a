//! The threads of `majlis sim`: games handed out by index from a shared
//! counter, each thread counting into a tally of its own, so that the sums
//! (and so the report) do not depend on the thread count nor on which thread
//! played which game. A game that panics or fails stops the run with a
//! message naming its seed, to replay it. An interruption (Ctrl-C) stops it
//! too, once each thread has finished the games it took: the games played
//! are then the first ones, whole, and the report counts those.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use indicatif::ProgressBar;

/// How a run is shared out.
#[derive(Clone, Copy, Debug)]
pub struct Pool {
    /// Games to play: indexes `0..games`.
    pub games: u64,
    /// The seed of game 0; game `i` has seed `first_seed + i` (wrapping), as
    /// named in failures.
    pub first_seed: u64,
    /// Worker threads (at least one).
    pub threads: usize,
    /// Games a thread takes from the counter at once: many for quick games
    /// (less contention), few for slow ones (the threads finish together).
    pub chunk: u64,
}

impl Pool {
    /// `games` from `first_seed` on `threads` threads (at least one), taken
    /// `chunk` at a time.
    #[must_use]
    pub fn new(games: u64, first_seed: u64, threads: usize, chunk: u64) -> Self {
        Pool {
            games,
            first_seed,
            threads: threads.max(1),
            chunk: chunk.max(1),
        }
    }
}

/// The work of a run, done: each thread's tally, and the wall-clock time.
pub struct Done<W> {
    /// Each thread's tally.
    pub tallies: Vec<W>,
    /// Seconds from the first game to the last.
    pub seconds: f64,
    /// Games played: all of them, or after an interruption the first so many.
    pub played: u64,
    /// Whether an interruption stopped the run before every game was played.
    pub interrupted: bool,
}

/// Plays every game of `pool`: each thread makes its tally (and whatever it
/// keeps from game to game) with `start`, and `play` plays game `index` into
/// it. Once `interrupt` is set, each thread finishes the games it has taken
/// and takes no more.
///
/// # Errors
/// The first failure or panic of any game (its message names the game's
/// seed), or `start`'s error.
pub fn run<W: Send>(
    pool: Pool,
    progress: &ProgressBar,
    interrupt: &AtomicBool,
    start: &(dyn Fn() -> Result<W, String> + Sync),
    play: &(dyn Fn(&mut W, u64) -> Result<(), String> + Sync),
) -> Result<Done<W>, String> {
    let clock = Instant::now();
    let next = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let failure: Mutex<Option<String>> = Mutex::new(None);
    let fail = |message: String| {
        stop.store(true, Ordering::Relaxed);
        let mut slot = failure.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        slot.get_or_insert(message);
    };
    let worker = || -> Option<W> {
        let mut work = start().map_err(&fail).ok()?;
        let chunk = pool.chunk;
        while !stop.load(Ordering::Relaxed) && !interrupt.load(Ordering::Relaxed) {
            let first = next.fetch_add(chunk, Ordering::Relaxed);
            if first >= pool.games {
                break;
            }
            for index in first..(first + chunk).min(pool.games) {
                let seed = pool.first_seed.wrapping_add(index);
                match catch_unwind(AssertUnwindSafe(|| play(&mut work, index))) {
                    Ok(Ok(())) => progress.inc(1),
                    Ok(Err(message)) => {
                        fail(format!("the game with seed {seed}: {message}"));
                        return None;
                    }
                    Err(payload) => {
                        let what = payload
                            .downcast_ref::<&str>()
                            .map(ToString::to_string)
                            .or_else(|| payload.downcast_ref::<String>().cloned())
                            .unwrap_or_default();
                        fail(format!("the game with seed {seed} panicked: {what}"));
                        return None;
                    }
                }
            }
        }
        Some(work)
    };
    let done: Vec<W> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..pool.threads).map(|_| scope.spawn(worker)).collect();
        workers.into_iter().filter_map(|w| w.join().ok().flatten()).collect()
    });
    let seconds = clock.elapsed().as_secs_f64();
    // Chunks are taken in order and every chunk taken is finished: the games
    // played are the first `played`.
    let played = next.into_inner().min(pool.games);
    match failure.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner) {
        Some(message) => Err(message),
        None => Ok(Done {
            tallies: done,
            seconds,
            played,
            interrupted: played < pool.games,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_played_once_by_some_thread() {
        for (threads, chunk) in [(1, 1), (3, 2), (4, 32)] {
            let pool = Pool::new(101, 5, threads, chunk);
            let start = || Ok(Vec::new());
            let play = |seen: &mut Vec<u64>, index: u64| {
                seen.push(index);
                Ok(())
            };
            let done =
                run(pool, &ProgressBar::hidden(), &AtomicBool::new(false), &start, &play).expect("no game fails");
            assert_eq!((done.played, done.interrupted), (101, false));
            let mut played: Vec<u64> = done.tallies.into_iter().flatten().collect();
            played.sort_unstable();
            assert_eq!(
                played,
                (0..101).collect::<Vec<_>>(),
                "{threads} threads, chunks of {chunk}"
            );
        }
    }

    #[test]
    fn a_failing_or_panicking_game_stops_the_run_naming_its_seed() {
        let pool = Pool::new(40, u64::MAX - 1, 2, 4);
        let start = || Ok(());
        let fails = |(): &mut (), index: u64| {
            if index == 17 {
                Err("a bad move".to_string())
            } else {
                Ok(())
            }
        };
        let go = AtomicBool::new(false);
        let err = run(pool, &ProgressBar::hidden(), &go, &start, &fails).err();
        // Seeds wrap past 2^64-1: game 17 of a run from 2^64-2 has seed 15.
        assert_eq!(err.as_deref(), Some("the game with seed 15: a bad move"));
        let panics = |(): &mut (), index: u64| {
            assert!(index != 3, "game three");
            Ok(())
        };
        let err = run(pool, &ProgressBar::hidden(), &go, &start, &panics).err();
        assert_eq!(err.as_deref(), Some("the game with seed 1 panicked: game three"));
        let cannot_start = || Err::<(), _>("no table".to_string());
        let err = run(pool, &ProgressBar::hidden(), &go, &cannot_start, &fails).err();
        assert_eq!(err.as_deref(), Some("no table"));
    }

    #[test]
    fn an_interruption_stops_the_run_with_the_first_games_played_whole() {
        // Interrupted while game 50 is played: each thread finishes its chunk
        // and takes no more, so the games played are the first ones, whole.
        for threads in [1, 3] {
            let pool = Pool::new(1_000_000, 0, threads, 8);
            let interrupt = AtomicBool::new(false);
            let start = || Ok(Vec::new());
            let play = |seen: &mut Vec<u64>, index: u64| {
                if index == 50 {
                    interrupt.store(true, Ordering::Relaxed);
                }
                seen.push(index);
                Ok(())
            };
            let done = run(pool, &ProgressBar::hidden(), &interrupt, &start, &play).expect("no game fails");
            let mut played: Vec<u64> = done.tallies.into_iter().flatten().collect();
            played.sort_unstable();
            assert!(done.interrupted && done.played < 1_000_000, "{threads} threads");
            assert_eq!(played, (0..done.played).collect::<Vec<_>>(), "{threads} threads");
        }
    }
}
