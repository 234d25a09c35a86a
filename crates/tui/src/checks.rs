//! The picker's records, checked off the screen's thread: each saved game is
//! reopened by its game to say how far it has gone (and whether the game
//! takes it at all), and each finished game's record is replayed to the end
//! before it counts on the Results page. A long record therefore never holds
//! up the picker: it draws at once, and each line fills in as its check
//! comes back (the shell waits a moment first, so a usual shelf is whole
//! on the first picture).

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::Instant;

use serde_json::Value;

use crate::registry::Registered;

/// A record to check.
#[derive(Clone, Debug)]
pub enum Job {
    /// A saved game: how far has it gone?
    Save {
        /// Its file.
        path: PathBuf,
        /// Its game.
        entry: &'static Registered,
        /// The players' names.
        names: Vec<String>,
        /// Its record.
        record: Value,
    },
    /// A finished game's record: does it replay to the end?
    Finished {
        /// Its file.
        path: PathBuf,
        /// Its game.
        entry: &'static Registered,
        /// The players' names.
        names: Vec<String>,
        /// Its record.
        record: Value,
    },
}

/// What a check found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A saved game: its progress ("move 34 · 2–1 in a match to 5"), or why
    /// its game refuses it.
    Save {
        /// Its file.
        path: PathBuf,
        /// The progress, or the game's refusal.
        result: Result<String, String>,
    },
    /// A finished game's record: sound, or why its game refuses it.
    Finished {
        /// Its file.
        path: PathBuf,
        /// `Ok` when it replays to the end, else the game's refusal.
        result: Result<(), String>,
    },
}

/// Checks under way on a worker thread. Dropping it stops the worker at its
/// next record.
#[derive(Debug)]
pub struct Checks {
    verdicts: Receiver<Verdict>,
    pending: usize,
}

impl Checks {
    /// Starts checking `jobs`, in order, on a thread of their own.
    #[must_use]
    pub fn start(jobs: Vec<Job>) -> Self {
        let (send, verdicts) = mpsc::channel();
        let pending = jobs.len();
        if !jobs.is_empty() {
            std::thread::spawn(move || {
                for job in jobs {
                    if send.send(check(job)).is_err() {
                        return;
                    }
                }
            });
        }
        Checks { verdicts, pending }
    }

    /// Checks not come back yet.
    #[must_use]
    pub fn pending(&self) -> usize {
        self.pending
    }

    /// The next verdict, waiting for it until `deadline` at most.
    pub fn next_by(&mut self, deadline: Instant) -> Option<Verdict> {
        if self.pending == 0 {
            return None;
        }
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.verdicts.recv_timeout(wait) {
            Ok(verdict) => {
                self.pending -= 1;
                Some(verdict)
            }
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                self.pending = 0;
                None
            }
        }
    }

    /// The next verdict, waiting for it as long as it takes.
    pub fn wait_next(&mut self) -> Option<Verdict> {
        if self.pending == 0 {
            return None;
        }
        match self.verdicts.recv() {
            Ok(verdict) => {
                self.pending -= 1;
                Some(verdict)
            }
            Err(_) => {
                self.pending = 0;
                None
            }
        }
    }

    /// The next verdict if one has come back.
    pub fn try_next(&mut self) -> Option<Verdict> {
        if self.pending == 0 {
            return None;
        }
        match self.verdicts.try_recv() {
            Ok(verdict) => {
                self.pending -= 1;
                Some(verdict)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.pending = 0;
                None
            }
        }
    }
}

/// Checks one record.
fn check(job: Job) -> Verdict {
    match job {
        Job::Save {
            path,
            entry,
            names,
            record,
        } => Verdict::Save {
            path,
            result: (entry.resume)(names, &record)
                .map(|session| session.progress())
                .map_err(|e| format!("{e:#}")),
        },
        Job::Finished {
            path,
            entry,
            names,
            record,
        } => Verdict::Finished {
            path,
            result: (entry.resume)(names, &record).map(drop).map_err(|e| format!("{e:#}")),
        },
    }
}
