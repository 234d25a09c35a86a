//! The picker's records, checked off the screen's thread: each saved game is
//! reopened by its game to say how far it has gone (and whether the game
//! takes it at all), and each finished game's record is replayed to the end
//! before it counts on the Results page (and its headline worded in the
//! picker's language from the game it replays to). A long record therefore never holds
//! up the picker: it draws at once, and each line fills in as its check
//! comes back (the shell waits a moment first, so a usual shelf is whole
//! on the first picture).

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::Instant;

use serde_json::Value;

use crate::i18n::Lang;
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
    /// A finished game's record: sound, with its headline in the checker's
    /// language, or why its game refuses it.
    Finished {
        /// Its file.
        path: PathBuf,
        /// The language the headline is in (the thread's that started the checks).
        lang: Lang,
        /// `Ok` when it replays, with the headline of the game it replays to
        /// when that game is over (the facts kept, worded in the reader's
        /// language, whatever language the game ended in), else the game's
        /// refusal.
        result: Result<Option<String>, String>,
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
    /// Starts checking `jobs`, in order, on a thread of their own, which
    /// speaks the caller's language (a saved game's progress is said as the
    /// picker says the rest).
    #[must_use]
    pub fn start(jobs: Vec<Job>) -> Self {
        let (send, verdicts) = mpsc::channel();
        let pending = jobs.len();
        let lang = crate::i18n::lang();
        if !jobs.is_empty() {
            std::thread::spawn(move || {
                crate::i18n::set_lang(lang);
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
        self.take(|verdicts| {
            let wait = deadline.saturating_duration_since(Instant::now());
            match verdicts.recv_timeout(wait) {
                Ok(verdict) => Got::Verdict(verdict),
                Err(RecvTimeoutError::Timeout) => Got::Nothing,
                Err(RecvTimeoutError::Disconnected) => Got::Gone,
            }
        })
    }

    /// The next verdict, waiting for it as long as it takes.
    pub fn wait_next(&mut self) -> Option<Verdict> {
        self.take(|verdicts| verdicts.recv().map_or(Got::Gone, Got::Verdict))
    }

    /// The next verdict if one has come back.
    pub fn try_next(&mut self) -> Option<Verdict> {
        self.take(|verdicts| match verdicts.try_recv() {
            Ok(verdict) => Got::Verdict(verdict),
            Err(TryRecvError::Empty) => Got::Nothing,
            Err(TryRecvError::Disconnected) => Got::Gone,
        })
    }

    /// A verdict received by `receive`, counted off the pending checks; none
    /// is asked for once every check is back, and none is waited for once
    /// the checker is gone.
    fn take(&mut self, receive: impl FnOnce(&Receiver<Verdict>) -> Got) -> Option<Verdict> {
        if self.pending == 0 {
            return None;
        }
        match receive(&self.verdicts) {
            Got::Verdict(verdict) => {
                self.pending -= 1;
                Some(verdict)
            }
            Got::Nothing => None,
            Got::Gone => {
                self.pending = 0;
                None
            }
        }
    }
}

/// What one look at the verdicts found.
enum Got {
    /// A check came back.
    Verdict(Verdict),
    /// None yet.
    Nothing,
    /// The checker has stopped: no more will come.
    Gone,
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
            lang: crate::i18n::lang(),
            result: (entry.resume)(names, &record)
                .map(|session| session.game_over().then(|| session.summary().headline))
                .map_err(|e| format!("{e:#}")),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, set_lang};

    /// A saved game of Toki Toki, as its file holds it.
    fn saved() -> Job {
        let entry = crate::games::find("toki").expect("toki");
        let names = vec!["هالة".to_owned(), "عمر".to_owned()];
        let session = (entry.open)(7, names.clone(), &Value::Null).expect("a new game");
        Job::Save {
            path: PathBuf::from("toki.json"),
            entry,
            names,
            record: session.record_json(),
        }
    }

    /// The progress line the worker thread sends back for `job`, checked in `lang`.
    fn progress_in(lang: Lang, job: Job) -> String {
        set_lang(lang);
        let mut checks = Checks::start(vec![job]);
        set_lang(Lang::En);
        match checks.wait_next() {
            Some(Verdict::Save {
                result: Ok(progress), ..
            }) => progress,
            other => panic!("a saved game's progress, not {other:?}"),
        }
    }

    #[test]
    fn a_saved_games_progress_is_said_in_the_pickers_language() {
        // The worker thread speaks the language of the thread that started it
        // (the picker's), not English, whatever the thread's default is.
        let arabic = progress_in(Lang::Ar, saved());
        let english = progress_in(Lang::En, saved());
        assert_ne!(arabic, english, "the same words in both languages");
        assert!(arabic.contains("الدورة"), "Arabic progress: {arabic}");
        assert!(
            english.contains("Round") || english.contains("round"),
            "English progress: {english}"
        );
    }
}
