//! The generic search bot on a game small enough to know the right answer:
//! Nim with one heap, take one to three stones, whoever takes the last wins.
//! From a heap that is not a multiple of four the winning move leaves one; the
//! search must find it and beat a random player, and be repeatable for a seed.

use std::fmt;
use std::str::FromStr;

use rules_core::{
    Bot, Budget, ChanceOutcomes, Description, Determinize, Events, Game, Ismcts, LoadError, NotationError, Outcome,
    PerSeat, Question, RandomBot, RandomRollouts, RuleError, Seat, SetupError, ToAct,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Take(u8);

impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "take {}", self.0)
    }
}

impl FromStr for Take {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, NotationError> {
        s.strip_prefix("take ")
            .and_then(|n| n.parse().ok())
            .map(Take)
            .ok_or_else(|| NotationError::new(s, "expected take <n>"))
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Nim {
    heap: u8,
    turn: u8,
    winner: Option<u8>,
}

impl Game for Nim {
    type Action = Take;
    type Event = ();
    type View = Nim;
    type Options = ();
    const DESCRIPTION: &'static Description = &Description {
        id: "nim",
        latin: "Nim",
        original: "نيم",
        summary: "Take the last stone.",
        players: &[2],
        usual_players: 2,
        seat_names: &[],
        hidden: rules_core::Hidden::Nothing,
        options: &[],
    };

    fn new_game(players: usize, _options: &()) -> Result<Self, SetupError> {
        if players != 2 {
            return Err(SetupError("two players".into()));
        }
        Ok(heap(10))
    }
    fn options(&self) -> &() {
        &()
    }
    fn players(&self) -> usize {
        2
    }
    fn to_act(&self) -> ToAct {
        if self.winner.is_some() {
            ToAct::Over
        } else {
            ToAct::Seat(Seat(self.turn))
        }
    }
    fn legal_actions_into(&self, out: &mut Vec<Take>) {
        out.clear();
        if self.winner.is_none() {
            out.extend((1..=3.min(self.heap)).map(Take));
        }
    }
    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Take>> {
        None
    }
    fn apply_into(&mut self, action: &Take, _events: &mut impl Events<()>) -> Result<(), RuleError> {
        if !self.legal_actions().contains(action) {
            return Err(RuleError::Illegal {
                action: action.to_string(),
                reason: "not that many".into(),
            });
        }
        self.heap -= action.0;
        if self.heap == 0 {
            self.winner = Some(self.turn);
        } else {
            self.turn = 1 - self.turn;
        }
        Ok(())
    }
    fn view(&self, _seat: Seat) -> Nim {
        self.clone()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.winner.map(|w| Outcome {
            scores: PerSeat::from_fn(2, |s| i64::from(s.0 == w)),
            winners: vec![Seat(w)],
        })
    }
    fn state_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or_default()
    }
    fn load_json(value: &serde_json::Value) -> Result<Self, LoadError> {
        serde_json::from_value(value.clone()).map_err(|e| LoadError::new(e.to_string()))
    }
}

impl Determinize for Nim {
    fn determinize(view: &Nim, _seat: Seat, _seed: u64) -> Result<Self, String> {
        Ok(view.clone())
    }
}

/// A heap of `stones`, seat 0 to take.
fn heap(stones: u8) -> Nim {
    Nim {
        heap: stones,
        turn: 0,
        winner: None,
    }
}

/// What the seat to act in a game is asked: its view and its legal takes.
struct Asked {
    seat: Seat,
    view: Nim,
    legal: Vec<Take>,
}

impl Asked {
    fn of(game: &Nim) -> Self {
        let seat = game.to_act().seat().expect("a seat to act");
        Asked {
            seat,
            view: game.view(seat),
            legal: game.legal_actions(),
        }
    }

    fn question(&self) -> Question<'_, Nim> {
        Question {
            seat: self.seat,
            view: &self.view,
            legal: &self.legal,
        }
    }
}

fn decide(bot: &mut impl Bot<Nim>, game: &Nim, seed: u64) -> Take {
    let asked = Asked::of(game);
    bot.decide(&asked.question(), seed, Budget::iterations(2_000)).action
}

#[test]
fn the_search_finds_the_winning_move_and_gives_its_reasons() {
    let mut bot = Ismcts::new(RandomRollouts);
    for (stones, winning) in [(10, 2), (9, 1), (7, 3), (6, 2), (5, 1)] {
        assert_eq!(decide(&mut bot, &heap(stones), 1), Take(winning), "heap {stones}");
    }
    let game = Nim::new_game(2, &()).expect("nim");
    let asked = Asked::of(&game);
    let seen = asked.question();
    let decision = bot.decide(&seen, 3, Budget::iterations(2_000));
    assert_eq!(decision.reasons.len(), 3, "{decision:?}");
    assert_eq!(decision.reasons[0].0, decision.action);
    assert!(decision.reasons[0].1.starts_with("wins "), "{decision:?}");
}

#[test]
fn the_only_legal_move_is_played_with_its_words_and_says_it_is_the_only_one() {
    // A heap of one: taking it is all there is (and wins).
    let game = heap(1);
    let asked = Asked::of(&game);
    assert_eq!(asked.legal, [Take(1)]);
    let seen = asked.question();
    let mut bot = Ismcts::new(RandomRollouts);
    let said = bot.decide_saying(&seen, 3, Budget::iterations(100), |_| "takes the last stone".into());
    assert_eq!(said.action, Take(1));
    assert_eq!(
        said.reasons,
        [(Take(1), "takes the last stone; the only move".to_string())]
    );
    // Without words, it still says why.
    let bare = bot.decide(&seen, 3, Budget::iterations(100));
    assert_eq!(bare.reasons, [(Take(1), rules_core::ONLY_MOVE.to_string())]);
}

#[test]
fn the_search_is_repeatable_for_a_seed_and_stops_when_asked() {
    let game = heap(8);
    let bot = Ismcts::new(RandomRollouts);
    let asked = Asked::of(&game);
    let seen = asked.question();
    let first = bot.search(&seen, 9, Budget::iterations(300));
    assert_eq!(first, bot.search(&seen, 9, Budget::iterations(300)));
    assert_eq!(
        first.iter().map(|(_, v, _)| v).sum::<u32>(),
        300,
        "every iteration visits a root action"
    );
    let stop = || true;
    let stopped = bot.search(
        &seen,
        9,
        Budget {
            iterations: 300,
            stop: Some(&stop),
        },
    );
    assert!(stopped.is_empty(), "a stop before the first iteration searches nothing");
}

#[test]
fn the_search_beats_a_random_player() {
    let mut search = Ismcts::new(RandomRollouts);
    let mut wins = 0;
    for seed in 0..40u64 {
        let mut game = Nim::new_game(2, &()).expect("nim");
        let search_seat = (seed % 2) as u8;
        while game.to_act() != ToAct::Over {
            let action = if game.turn == search_seat {
                decide(&mut search, &game, seed)
            } else {
                decide(&mut RandomBot, &game, seed * 31 + u64::from(game.heap))
            };
            game.apply(&action).expect("a legal take");
        }
        wins += u32::from(game.winner == Some(search_seat));
    }
    // Perfect play wins every game it starts (10 is not a multiple of four) and
    // nearly every other one against a random player.
    assert!(wins >= 36, "the search won {wins} of 40");
}

/// Perfect Nim play (leave a multiple of four where possible) with the tree
/// cut at `depth`.
struct Perfect {
    depth: usize,
}

impl rules_core::RolloutPolicy<Nim> for Perfect {
    fn pick(&self, game: &Nim, legal: &[Take], _rng: &mut rules_core::TableRng) -> usize {
        legal.iter().position(|t| t.0 == game.heap % 4).unwrap_or(0)
    }

    fn tree_depth(&self) -> usize {
        self.depth
    }
}

#[test]
fn a_tree_cut_at_the_root_judges_each_root_action_by_the_policy_alone() {
    let game = heap(9);
    let asked = Asked::of(&game);
    let seen = asked.question();
    // Cut at the root: after each root action the perfect policy plays both
    // seats, so taking 1 always wins and taking 2 or 3 always loses.
    let cut = Ismcts::new(Perfect { depth: 1 }).search(&seen, 4, Budget::iterations(300));
    for (take, visits, mean) in &cut {
        let expected = if take.0 == 1 { 1.0 } else { 0.0 };
        assert!(*visits > 0 && (*mean - expected).abs() < 1e-12, "{cut:?}");
    }
    // Grown without limit, the tree tries the opponent's poor replies too, so
    // a losing root action sometimes wins.
    let grown = Ismcts::new(Perfect { depth: usize::MAX }).search(&seen, 4, Budget::iterations(300));
    assert!(
        grown.iter().any(|(take, _, mean)| take.0 != 1 && *mean > 0.0),
        "{grown:?}"
    );
}
