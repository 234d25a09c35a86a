//! A computer player thinking off the UI thread.
//!
//! The session hands a worker thread a copy of the game, the seat, a bot and
//! its seed; the thread builds that seat's view and legal actions (the bot is
//! given nothing else: it plays fair) and sends the decision back on a
//! channel. The screen stays live meanwhile. The answer names how many
//! actions the table had when the question was asked, so an answer for a
//! table that has moved on (a move undone, the game left) is thrown away.

use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

use rules_core::{Bot, Budget, Decision, Game, Question, Seat};

/// Why the computer is thinking.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// Its own move, for a computer's seat.
    Move,
    /// A hint for a person's seat: what "hard" would play.
    Hint,
}

/// A question being thought about on a worker thread.
pub struct Thinking<A> {
    answer: Receiver<Decision<A>>,
    /// The table's action count when it was asked.
    pub at: usize,
    /// The seat it thinks for.
    pub seat: Seat,
    /// Why.
    pub purpose: Purpose,
}

impl<A> std::fmt::Debug for Thinking<A> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Thinking")
            .field("at", &self.at)
            .field("seat", &self.seat)
            .field("purpose", &self.purpose)
            .finish_non_exhaustive()
    }
}

/// What asking the worker gives now.
#[derive(Debug)]
pub enum Poll<A> {
    /// Still thinking.
    Waiting,
    /// The decision.
    Decided(Decision<A>),
    /// The thread ended without an answer (the bot panicked: a bug).
    Failed,
}

/// A question for a computer player.
pub struct Ask<G: Game> {
    /// The game as it stands (the thread gives the bot only the seat's view).
    pub game: G,
    /// The seat to think for.
    pub seat: Seat,
    /// The player.
    pub bot: Box<dyn Bot<G>>,
    /// Its seed ([`rules_core::decision_seed`]).
    pub seed: u64,
    /// Its work when nothing stops it.
    pub iterations: u32,
    /// The time cap, if any.
    pub cap: Option<Duration>,
    /// The table's action count now.
    pub at: usize,
    /// Why.
    pub purpose: Purpose,
}

impl<A: Send + 'static> Thinking<A> {
    /// Starts the question's bot thinking on a thread of its own, with its
    /// iterations of work, stopping early once its cap has passed, if given.
    ///
    /// # Errors
    /// When the system cannot start a thread.
    pub fn start<G: Game<Action = A>>(ask: Ask<G>) -> std::io::Result<Self> {
        let Ask {
            game,
            seat,
            mut bot,
            seed,
            iterations,
            cap,
            at,
            purpose,
        } = ask;
        let (tx, answer) = mpsc::channel();
        std::thread::Builder::new()
            .name(format!("computer-{}", seat.index() + 1))
            .spawn(move || {
                // The bot sees the seat's view and legal actions, never `game`.
                let view = game.view(seat);
                let legal = game.legal_actions();
                if legal.is_empty() {
                    return;
                }
                let deadline = cap.map(|cap| Instant::now() + cap);
                let stop = move || deadline.is_some_and(|d| Instant::now() >= d);
                let budget = Budget {
                    iterations,
                    stop: Some(&stop),
                };
                let seen = Question::<G> {
                    seat,
                    view: &view,
                    legal: &legal,
                };
                let decision = bot.decide(&seen, seed, budget);
                // A closed channel means the table was left: nobody waits.
                let _ = tx.send(decision);
            })?;
        Ok(Thinking {
            answer,
            at,
            seat,
            purpose,
        })
    }

    /// Whether the answer has come.
    pub fn poll(&self) -> Poll<A> {
        match self.answer.try_recv() {
            Ok(decision) => Poll::Decided(decision),
            Err(TryRecvError::Empty) => Poll::Waiting,
            Err(TryRecvError::Disconnected) => Poll::Failed,
        }
    }
}
