//! Information-set Monte Carlo tree search (single observer, SO-ISMCTS): the
//! generic search bot every game can use.
//!
//! Each iteration deals a full state consistent with the bot's view
//! ([`Determinize`]), walks the tree from the root choosing by UCB among the
//! actions available in that state (a child's "availability" counts how often it
//! could have been chosen, so actions that exist only in some deals are judged
//! fairly), adds one node, plays the rest out with the game's
//! [`RolloutPolicy`], and credits every seat's result up the path. Chance is
//! not branched on: outcomes are drawn as the iteration goes (an "open loop"
//! tree). The choice is the root action visited most.
//!
//! The search is deterministic for a seed and a number of iterations; the
//! budget's stop ends it early (a time cap).

use rand::RngExt;

use crate::{
    Bot, Budget, Decision, Determinize, Game, Outcome, Question, Seat, TableRng, ToAct, rng_from_seed, sample_chance,
};

/// How a game plays the rest of a search iteration out: which action a
/// rollout takes, and, where rollouts stop early, what a position is worth.
pub trait RolloutPolicy<G: Game>: Send + Sync {
    /// The index of the action a rollout takes among `legal` (never empty).
    /// The default is uniformly random.
    fn pick(&self, game: &G, legal: &[G::Action], rng: &mut TableRng) -> usize {
        let _ = game;
        rng.random_range(0..legal.len())
    }

    /// How many player actions a rollout plays before it stops and asks
    /// [`RolloutPolicy::value`]. The default plays to the end of the game.
    fn horizon(&self) -> usize {
        usize::MAX
    }

    /// What a position where a rollout stopped is worth to each seat, each in
    /// 0..=1 (1: sure to win). The default scores every seat ½.
    fn value(&self, game: &G) -> Vec<f64> {
        vec![0.5; game.players()]
    }

    /// How many actions deep the tree grows: below it this policy plays. With
    /// 1 only the root's actions are nodes, each judged by playouts of the
    /// policy (what a small budget affords where a turn is several actions
    /// or the actions are many, and nodes expanded in the game's order would
    /// stand for poor play). The default grows the tree without limit.
    fn tree_depth(&self) -> usize {
        usize::MAX
    }
}

/// Uniformly random rollouts to the end of the game.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomRollouts;

impl<G: Game> RolloutPolicy<G> for RandomRollouts {}

/// One node of the tree: reached by `action` from its parent, by `mover`.
#[derive(Debug)]
struct Node<A> {
    action: Option<A>,
    mover: Option<Seat>,
    visits: u32,
    available: u32,
    /// Sum of the mover's results through this node.
    reward: f64,
    children: Vec<usize>,
}

/// SO-ISMCTS with a rollout policy and an exploration constant.
#[derive(Clone, Debug)]
pub struct Ismcts<P> {
    /// How the rest of an iteration is played.
    pub policy: P,
    /// UCB's exploration constant (√2 ≈ 1.41 in theory; 0.7 suits win/loss).
    pub exploration: f64,
    /// How many of the best root actions the decision gives reasons for.
    pub reasons: usize,
}

impl<P> Ismcts<P> {
    /// A search playing out with `policy`, exploration 0.7, three reasons.
    pub fn new(policy: P) -> Self {
        Ismcts {
            policy,
            exploration: 0.7,
            reasons: 3,
        }
    }
}

/// A search over a shortlist: ISMCTS among the `width` best of the legal
/// actions by the game's own ranking (its heuristic's order). Where an action
/// may go to dozens of places, most plainly worse, a small budget is spent
/// on the few the heuristic rates best.
#[derive(Clone, Debug)]
pub struct Shortlist<P> {
    /// How many of the ranking's best actions the search compares.
    pub width: usize,
    /// The search itself.
    pub ismcts: Ismcts<P>,
}

impl<P> Shortlist<P> {
    /// A search over the `width` best actions, playing out with `policy`
    /// (exploration 0.7, three reasons).
    #[must_use]
    pub const fn new(width: usize, policy: P) -> Self {
        Shortlist {
            width,
            ismcts: Ismcts {
                policy,
                exploration: 0.7,
                reasons: 3,
            },
        }
    }

    /// The search's decision among the first `width` of `ranked` (indices
    /// into `seen.legal`, best first), its reasons in `describe`'s words
    /// ([`Ismcts::decide_saying`]); `None` when that leaves no choice to
    /// search (the caller's heuristic then decides).
    pub fn decide_among<G>(
        &mut self,
        seen: &Question<'_, G>,
        ranked: impl IntoIterator<Item = usize>,
        seed: u64,
        budget: Budget<'_>,
        describe: impl Fn(&G::Action) -> String,
    ) -> Option<Decision<G::Action>>
    where
        G: Determinize,
        P: RolloutPolicy<G>,
    {
        let candidates: Vec<G::Action> = ranked
            .into_iter()
            .take(self.width.max(1))
            .filter_map(|i| seen.legal.get(i).cloned())
            .collect();
        if candidates.len() <= 1 {
            return None;
        }
        let narrowed = Question::<G> {
            seat: seen.seat,
            view: seen.view,
            legal: &candidates,
        };
        Some(self.ismcts.decide_saying(&narrowed, seed, budget, describe))
    }
}

/// Each seat's chance of finishing ahead, roughly, from what each is
/// expected to score (`expected`, higher better: negate the totals of a game
/// won by the lowest): every pair of seats compared on a logistic curve of
/// width `spread` (wider while more is still to play), the chances
/// multiplied. A rollout policy's `value` for a game scored by totals.
#[must_use]
pub fn chances_ahead(expected: &[f64], spread: f64) -> Vec<f64> {
    expected
        .iter()
        .map(|&mine| {
            expected
                .iter()
                .map(|&other| 1.0 / (1.0 + ((other - mine) / spread).exp()))
                // Each seat is compared with itself too (a factor ½), the same for all.
                .product::<f64>()
                * 2.0
        })
        .map(|v| v.clamp(0.0, 1.0))
        .collect()
}

/// Each seat's result of a finished game: 1 for a win shared by `k` winners
/// as 1 each (a team wins whole), 0 for a loss, ½ each when nobody won.
fn results(outcome: Option<Outcome>, players: usize) -> Vec<f64> {
    match outcome {
        Some(outcome) if !outcome.winners.is_empty() => {
            let mut r = vec![0.0; players];
            for w in outcome.winners {
                if let Some(slot) = r.get_mut(w.index()) {
                    *slot = 1.0;
                }
            }
            r
        }
        _ => vec![0.5; players],
    }
}

/// Resolves chance from `rng` until a player is to act or the game is over.
fn settle<G: Game>(game: &mut G, rng: &mut TableRng) {
    while game.to_act() == ToAct::Chance {
        let Some(action) = game.chance_outcomes().and_then(|o| sample_chance(&o, rng)) else {
            return;
        };
        if game.apply_quiet(&action).is_err() {
            return;
        }
    }
}

impl<P> Ismcts<P> {
    /// Plays the rest of an iteration out from `game`; every seat's result.
    fn rollout<G: Game>(&self, game: &mut G, rng: &mut TableRng, buffer: &mut Vec<G::Action>) -> Vec<f64>
    where
        P: RolloutPolicy<G>,
    {
        let mut steps = 0;
        loop {
            settle(game, rng);
            if game.to_act() == ToAct::Over {
                return results(game.outcome(), game.players());
            }
            if steps >= self.policy.horizon() {
                return self.policy.value(game);
            }
            game.legal_actions_into(buffer);
            if buffer.is_empty() {
                return vec![0.5; game.players()];
            }
            let pick = self.policy.pick(game, buffer, rng).min(buffer.len() - 1);
            if game.apply_quiet(&buffer[pick]).is_err() {
                return vec![0.5; game.players()];
            }
            steps += 1;
        }
    }

    /// Searches from `seen` and returns the root's children as (action,
    /// visits, mean result for the bot's seat), most visited first.
    pub fn search<G: Determinize>(
        &self,
        seen: &Question<'_, G>,
        seed: u64,
        budget: Budget<'_>,
    ) -> Vec<(G::Action, u32, f64)>
    where
        P: RolloutPolicy<G>,
    {
        let mut rng = rng_from_seed(seed);
        let mut tree: Vec<Node<G::Action>> = vec![Node {
            action: None,
            mover: None,
            visits: 0,
            available: 0,
            reward: 0.0,
            children: Vec::new(),
        }];
        let mut legal = Vec::new();
        let mut buffer = Vec::new();
        for _ in 0..budget.iterations {
            if budget.should_stop() {
                break;
            }
            let Ok(mut game) = G::determinize(seen.view, seen.seat, rng.random()) else {
                break;
            };
            let mut path = vec![0usize];
            let mut node = 0usize;
            // Selection and expansion, down to the policy's depth.
            loop {
                settle(&mut game, &mut rng);
                if path.len() > self.policy.tree_depth() {
                    break;
                }
                let ToAct::Seat(mover) = game.to_act() else { break };
                game.legal_actions_into(&mut legal);
                if node == 0 {
                    // At the root only the seat's own legal actions count.
                    legal.retain(|a| seen.legal.contains(a));
                }
                if legal.is_empty() {
                    break;
                }
                let mut untried = None;
                let mut best: Option<(f64, usize)> = None;
                for action in &legal {
                    let known = tree[node]
                        .children
                        .iter()
                        .copied()
                        .find(|&c| tree[c].action.as_ref() == Some(action));
                    match known {
                        Some(c) => {
                            tree[c].available += 1;
                            let child = &tree[c];
                            let visits = f64::from(child.visits.max(1));
                            let ucb = child.reward / visits
                                + self.exploration * (f64::from(child.available.max(1)).ln() / visits).sqrt();
                            if best.is_none_or(|(b, _)| ucb > b) {
                                best = Some((ucb, c));
                            }
                        }
                        None if untried.is_none() => untried = Some(action.clone()),
                        None => {}
                    }
                }
                let next = if let Some(action) = untried {
                    let c = tree.len();
                    tree.push(Node {
                        action: Some(action.clone()),
                        mover: Some(mover),
                        visits: 0,
                        available: 1,
                        reward: 0.0,
                        children: Vec::new(),
                    });
                    tree[node].children.push(c);
                    if game.apply_quiet(&action).is_err() {
                        break;
                    }
                    path.push(c);
                    break;
                } else if let Some((_, c)) = best {
                    c
                } else {
                    break;
                };
                let Some(action) = tree[next].action.clone() else { break };
                if game.apply_quiet(&action).is_err() {
                    break;
                }
                path.push(next);
                node = next;
            }
            // Simulation and back-propagation.
            let result = self.rollout(&mut game, &mut rng, &mut buffer);
            for &n in &path {
                let node = &mut tree[n];
                node.visits += 1;
                if let Some(mover) = node.mover {
                    node.reward += result.get(mover.index()).copied().unwrap_or(0.0);
                }
            }
        }
        let mut ranked: Vec<(G::Action, u32, f64)> = tree[0]
            .children
            .iter()
            .filter_map(|&c| {
                let n = &tree[c];
                let action = n.action.clone()?;
                Some((action, n.visits, n.reward / f64::from(n.visits.max(1))))
            })
            .collect();
        // Most visited first; ties by the better mean, then the game's order.
        ranked.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)));
        ranked
    }
}

impl<P> Ismcts<P> {
    /// The search's decision, each reason saying what the action does
    /// (`describe`, when it has words for it) and how its playouts went:
    /// "kills 2c; wins 55 % of 120 playouts". A game's search player calls
    /// this with its own words; [`Bot::decide`] gives the win rates alone.
    /// With one legal action nothing is searched: its reason says what it
    /// does and that it is the only move ("throws the hand; the only move").
    ///
    /// # Panics
    /// If `seen.legal` is empty (a bot is asked only while its seat is to act).
    pub fn decide_saying<G>(
        &mut self,
        seen: &Question<'_, G>,
        seed: u64,
        budget: Budget<'_>,
        describe: impl Fn(&G::Action) -> String,
    ) -> Decision<G::Action>
    where
        G: Determinize,
        P: RolloutPolicy<G>,
    {
        if let [only] = seen.legal {
            return Decision {
                action: only.clone(),
                reasons: vec![(only.clone(), only_move(&describe(only)))],
            };
        }
        let ranked = self.search(seen, seed, budget);
        let action = ranked
            .first()
            .map_or_else(|| seen.legal[0].clone(), |(a, _, _)| a.clone());
        let reasons = ranked
            .iter()
            .take(self.reasons)
            .map(|(a, visits, mean)| {
                let rate = rate_words(*mean, *visits);
                let words = describe(a);
                let reason = if words.is_empty() {
                    rate
                } else {
                    format!("{words}; {rate}")
                };
                (a.clone(), reason)
            })
            .collect();
        Decision { action, reasons }
    }
}

/// The reason of the only legal action: what it does, and that it is the
/// only move ("throws the hand; the only move").
#[must_use]
pub fn only_move(words: &str) -> String {
    if words.is_empty() {
        ONLY_MOVE.to_string()
    } else {
        format!("{words}; {ONLY_MOVE}")
    }
}

/// How a reason says its action was the only one legal.
pub const ONLY_MOVE: &str = "the only move";

/// How a reason says how its action's playouts went: "wins 55 % of 120
/// playouts" ([`searched`] reads it back).
fn rate_words(mean: f64, visits: impl std::fmt::Display) -> String {
    format!("wins {:.0} % of {visits} playouts", (mean * 100.0).clamp(0.0, 100.0))
}

/// What a reason of [`Ismcts::decide_saying`] says of the search after the
/// action's own words, read back from its English so a screen can say it in
/// another language.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Searched {
    /// "wins 55 % of 120 playouts".
    Rate {
        /// The share of playouts won, in whole percent.
        percent: u32,
        /// How many playouts tried it.
        playouts: u32,
    },
    /// "the only move": nothing was searched.
    OnlyMove,
}

/// The search's part of a reason written by [`Ismcts::decide_saying`] (or
/// [`only_move`]), if it ends with one: the inverse of their formats.
#[must_use]
pub fn searched(reason: &str) -> Option<Searched> {
    if reason == ONLY_MOVE || reason.ends_with(&format!("; {ONLY_MOVE}")) {
        return Some(Searched::OnlyMove);
    }
    let tail = reason.strip_suffix(" playouts")?;
    let start = tail.rfind("wins ")?;
    if start > 0 && !tail[..start].ends_with("; ") {
        return None;
    }
    let (percent, playouts) = tail[start + "wins ".len()..].split_once(" % of ")?;
    Some(Searched::Rate {
        percent: percent.parse().ok()?,
        playouts: playouts.parse().ok()?,
    })
}

impl<G, P> Bot<G> for Ismcts<P>
where
    G: Determinize,
    P: RolloutPolicy<G>,
{
    /// # Panics
    /// If `seen.legal` is empty (a bot is asked only while its seat is to act).
    fn decide(&mut self, seen: &Question<'_, G>, seed: u64, budget: Budget<'_>) -> Decision<G::Action> {
        self.decide_saying(seen, seed, budget, |_| String::new())
    }
}

#[cfg(test)]
mod searched_tests {
    use super::{Searched, only_move, rate_words, searched};

    #[test]
    fn the_search_part_of_a_reason_reads_back_as_written() {
        let rate = rate_words(0.554, 120);
        assert_eq!(rate, "wins 55 % of 120 playouts");
        let expect = Some(Searched::Rate {
            percent: 55,
            playouts: 120,
        });
        assert_eq!(searched(&rate), expect);
        assert_eq!(searched(&format!("kills 2c; {rate}")), expect);
        assert_eq!(searched(&only_move("throws the hand")), Some(Searched::OnlyMove));
        assert_eq!(searched(&only_move("")), Some(Searched::OnlyMove));
    }

    #[test]
    fn a_reason_without_the_search_part_reads_as_none() {
        for text in [
            "makes your 5 point; equity +0.097, wins 55 %",
            "keeps the cards as dealt",
            "rewins 5 % of 9 playouts",
            "wins many % of 9 playouts",
            "",
        ] {
            assert_eq!(searched(text), None, "{text}");
        }
    }
}
