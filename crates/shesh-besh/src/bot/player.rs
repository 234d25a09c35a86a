//! [`Player`]: every level's choice of turn and cube action, and the reasons
//! the hint key shows.

use rules_core::{Bot, Budget, Decision, Game, Question};

use super::board::Board;
use super::cube;
use super::eval::{Scratch, after_0ply, after_1ply, before_roll_1ply};
use super::heuristic::heuristic;
use super::net::Net;
use super::probs::Probs;
use super::pubeval::pubeval;
use super::shipped::shipped;
use super::stakes::Stakes;
use super::words::{cube_words, turn_words};
use crate::{Action, Phase, SheshBesh};

/// How many of the best turns a decision gives as its reasons.
const REASONS: usize = 3;
/// The hard player looks a roll ahead for at most this many of the turns the
/// net ranks best at 0-ply...
const DEEPER_AT_MOST: usize = 8;
/// ...and only for those within this much equity of the best: a turn the net
/// judges this much worse is almost never the best a ply deeper, and the
/// look-ahead costs twenty-one rolls of every opponent turn.
const DEEPER_WITHIN: f32 = 0.3;

/// What a player judges the positions its turns leave by.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Judge {
    /// [`heuristic`].
    Heuristic,
    /// [`pubeval`].
    Pubeval,
    /// The shipped net on the position a turn leaves.
    Net0,
    /// The shipped net a roll further: each of the opponent's 21 rolls
    /// answered by its best turn at 0-ply.
    Net1,
}

/// A Shesh-Besh computer player: chooses the legal turn whose resulting
/// position its judge scores best, and answers the cube (D3) from the same
/// judgement (the rules of thumb of `bot/cube.rs`).
#[derive(Clone, Debug)]
pub struct Player {
    judge: Judge,
}

/// A turn and what the player thinks of it.
struct Scored {
    action: Action,
    /// What the player maximises.
    score: f32,
    /// The net's chances, for the levels that have them.
    probs: Option<Probs>,
}

impl Player {
    /// The easy level: [`heuristic`].
    #[must_use]
    pub fn easy() -> Player {
        Player {
            judge: Judge::Heuristic,
        }
    }

    /// Tesauro's pubeval, the yardstick.
    #[must_use]
    pub fn pubeval() -> Player {
        Player { judge: Judge::Pubeval }
    }

    /// The medium level: the shipped net at 0-ply (pubeval should the
    /// embedded weights be damaged).
    #[must_use]
    pub fn medium() -> Player {
        Player::with_net(Judge::Net0)
    }

    /// The hard level: the shipped net with a look-ahead of one roll over its
    /// best few turns (pubeval should the embedded weights be damaged).
    #[must_use]
    pub fn hard() -> Player {
        Player::with_net(Judge::Net1)
    }

    fn with_net(judge: Judge) -> Player {
        let judge = if shipped().is_ok() { judge } else { Judge::Pubeval };
        Player { judge }
    }

    /// Every legal turn of `game` (a position with dice to play) with its
    /// score, best first; ties keep the legal order.
    fn rank(&self, game: &SheshBesh, legal: &[Action]) -> Vec<Scored> {
        let board = Board::of(game);
        let stakes = Stakes::of(game);
        let net = match (self.judge, shipped()) {
            (Judge::Net0 | Judge::Net1, Ok(net)) => Some(net),
            _ => None,
        };
        let race = !board.contact();
        let mut scratch = Scratch::default();
        let mut scored: Vec<Scored> = legal
            .iter()
            .map(|a| {
                let after = board.after(a.steps());
                match net {
                    Some(net) => {
                        let p = after_0ply(net, &after, &mut scratch);
                        Scored {
                            action: *a,
                            score: stakes.value(&p),
                            probs: Some(p),
                        }
                    }
                    None => Scored {
                        action: *a,
                        score: match self.judge {
                            Judge::Heuristic => heuristic(&after),
                            _ => pubeval(race, &after),
                        },
                        probs: None,
                    },
                }
            })
            .collect();
        // A stable sort: among equal scores the first listed turn comes first.
        scored.sort_by(|a, b| b.score.total_cmp(&a.score));
        if let (Judge::Net1, Some(net)) = (self.judge, net) {
            deepen(net, &board, &stakes, &mut scored, &mut scratch);
        }
        scored
    }

    fn choose_turn(&self, game: &SheshBesh, legal: &[Action]) -> Decision<Action> {
        let ranked = self.rank(game, legal);
        let what = match self.judge {
            Judge::Heuristic => "score",
            Judge::Pubeval => "pubeval",
            Judge::Net0 | Judge::Net1 => "equity",
        };
        let board = Board::of(game);
        let reasons = ranked
            .iter()
            .take(REASONS)
            .map(|s| {
                // The net's players (the hint's) say first what the turn
                // does; the others keep their figures alone.
                let said = match s.probs {
                    Some(_) => format!("{}; ", turn_words(&board, &board.after(s.action.steps()))),
                    None => String::new(),
                };
                let mut why = format!("{}: {said}{what} {:+.3}", game.notation(&s.action), s.score);
                if let Some(p) = s.probs {
                    why.push_str(&format!(", wins {:.0} %", 100.0 * p.win));
                }
                (s.action, why)
            })
            .collect();
        Decision {
            action: ranked.first().map_or(legal[0], |s| s.action),
            reasons,
        }
    }

    /// The chances of `seat` in `game` before the roll (for the cube): the
    /// pip count for the easy player and pubeval (which gives no chances),
    /// the net for the others; the hard player averages the roll to come.
    fn estimate(&self, game: &SheshBesh, seat: rules_core::Seat) -> Probs {
        let net = match (self.judge, shipped()) {
            (Judge::Net0 | Judge::Net1, Ok(net)) => net,
            _ => return cube::estimate_by_pips(game, seat),
        };
        let board = Board::of(game);
        let mut scratch = Scratch::default();
        let on_roll = if self.judge == Judge::Net1 {
            before_roll_1ply(net, &board, &Stakes::of(game), &mut scratch)
        } else {
            // The position as the side on roll sees it is what a turn leaves
            // its opponent: judge it as after the opponent's move.
            after_0ply(net, &board.flipped(), &mut scratch).flipped()
        };
        if seat == game.turn { on_roll } else { on_roll.flipped() }
    }
}

/// Re-judges the best few of `scored` (ranked at 0-ply) a roll deeper and
/// puts them back in order ahead of the rest.
fn deepen(net: &Net, board: &Board, stakes: &Stakes, scored: &mut [Scored], scratch: &mut Scratch) {
    let Some(top) = scored.first().map(|s| s.score) else {
        return;
    };
    let n = scored
        .iter()
        .take(DEEPER_AT_MOST)
        .take_while(|s| top - s.score <= DEEPER_WITHIN)
        .count();
    if n < 2 {
        return;
    }
    for s in &mut scored[..n] {
        let p = after_1ply(net, &board.after(s.action.steps()), &stakes.flipped(), scratch);
        s.score = stakes.value(&p);
        s.probs = Some(p);
    }
    scored[..n].sort_by(|a, b| b.score.total_cmp(&a.score));
}

impl Bot<SheshBesh> for Player {
    /// # Panics
    /// If `seen.legal` is empty (a bot is asked only while its seat is to act,
    /// when a game always offers an action).
    fn decide(&mut self, seen: &Question<'_, SheshBesh>, _seed: u64, _budget: Budget<'_>) -> Decision<Action> {
        let first = seen.legal[0];
        let game = seen.view.position();
        if seen.legal.len() == 1 {
            return Decision::bare(first);
        }
        match game.phase() {
            Phase::Move => self.choose_turn(game, seen.legal),
            Phase::Decide | Phase::Respond => {
                let p = self.estimate(game, seen.seat);
                let action = if game.phase() == Phase::Decide {
                    cube::double_or_roll(game, p)
                } else {
                    cube::take_or_drop(game, p)
                };
                // The hint key's words: the answer and what it rests on.
                let why = format!(
                    "{}: {}; cubeless equity {:+.3}",
                    game.notation(&action),
                    cube_words(action, p.win),
                    p.equity(),
                );
                Decision {
                    action,
                    reasons: vec![(action, why)],
                }
            }
            Phase::Opening | Phase::Roll | Phase::Over => Decision::bare(first),
        }
    }
}
