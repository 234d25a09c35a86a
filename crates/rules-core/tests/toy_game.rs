//! A small card-and-dice game that exercises every part of rules-core: a seeded
//! shuffle and a weighted die as chance, hidden hands, a turn order. Options can
//! plant a bug, to prove the conformance suite and the leak test catch it.

use std::fmt;
use std::str::FromStr;

use rules_core::conformance::{Conformance, leak_test};
use rules_core::{
    ChanceOutcomes, Deck, Description, Die, Game, LoadError, NotationError, Outcome, PerSeat, Record, RuleError, Seat,
    SetupError, Table, TableRng, ToAct, TurnOrder, rng_from_seed,
};
use serde::{Deserialize, Serialize};

/// A bug the toy game can be told to have.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
enum Bug {
    #[default]
    None,
    /// Every seat sees every hand.
    LeakHands,
    /// An illegal play still removes a card before it is refused.
    MutateOnError,
    /// Playing a card gives it back: the game never ends.
    NeverEnds,
    /// A card goes missing on every play.
    LoseCard,
    /// The legal plays come in reverse order when the next seat holds a 9:
    /// the choices give away a hidden hand.
    ChoicesPeek,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
struct Options {
    bug: Bug,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Action {
    Deal(u64),
    Play(u8),
    Roll(u8),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Deal(seed) => write!(f, "deal {seed}"),
            Action::Play(card) => write!(f, "play {card}"),
            Action::Roll(d) => write!(f, "roll {d}"),
        }
    }
}

impl FromStr for Action {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, NotationError> {
        let (word, n) = s
            .split_once(' ')
            .ok_or_else(|| NotationError::new(s, "expected a word and a number"))?;
        let bad = |_| NotationError::new(s, "not a number");
        match word {
            "deal" => Ok(Action::Deal(n.parse().map_err(bad)?)),
            "play" => Ok(Action::Play(n.parse().map_err(bad)?)),
            "roll" => Ok(Action::Roll(n.parse().map_err(bad)?)),
            _ => Err(NotationError::new(s, "unknown word")),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Phase {
    Deal,
    Play,
    Roll,
    Over,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Toy {
    options: Options,
    deck: Deck<u8>,
    hands: PerSeat<Vec<u8>>,
    played: Vec<u8>,
    scores: PerSeat<i64>,
    order: TurnOrder,
    phase: Phase,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
struct View {
    hand: Vec<u8>,
    hand_sizes: Vec<usize>,
    others: Option<PerSeat<Vec<u8>>>,
    played: Vec<u8>,
    scores: PerSeat<i64>,
}

const CARDS: u8 = 18;

impl Game for Toy {
    type Action = Action;
    type Event = String;
    type View = View;
    type Options = Options;
    const DESCRIPTION: &'static Description = &Description {
        id: "toy",
        latin: "Toy",
        original: "لعبة",
        summary: "A card-and-dice toy for the core's tests.",
        players: &[2, 3],
        usual_players: 2,
        seat_names: &[],
        options: &[],
    };

    fn new_game(players: usize, options: &Options) -> Result<Self, SetupError> {
        if !(2..=3).contains(&players) {
            return Err(SetupError(format!("toy is for 2 or 3 players, not {players}")));
        }
        Ok(Toy {
            options: options.clone(),
            deck: Deck::new((0..CARDS).map(|c| c % 9 + 1).collect()),
            hands: PerSeat::filled(players, Vec::new()),
            played: Vec::new(),
            scores: PerSeat::filled(players, 0),
            order: TurnOrder::new(players, Seat(0)),
            phase: Phase::Deal,
        })
    }
    fn options(&self) -> &Options {
        &self.options
    }
    fn players(&self) -> usize {
        self.hands.len()
    }
    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Deal | Phase::Roll => ToAct::Chance,
            Phase::Play => ToAct::Seat(self.order.current()),
            Phase::Over => ToAct::Over,
        }
    }
    fn legal_actions(&self) -> Vec<Action> {
        if self.phase != Phase::Play {
            return Vec::new();
        }
        let mut cards = self.hands[self.order.current()].clone();
        cards.sort_unstable();
        cards.dedup();
        if self.options.bug == Bug::ChoicesPeek && self.hands[self.order.peek_next()].contains(&9) {
            cards.reverse();
        }
        cards.into_iter().map(Action::Play).collect()
    }
    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Action>> {
        match self.phase {
            Phase::Deal => Some(ChanceOutcomes::Seeded(Action::Deal)),
            Phase::Roll => Some(ChanceOutcomes::Weighted(
                Die::D6.faces().map(|d| (Action::Roll(d), 1)).collect(),
            )),
            _ => None,
        }
    }
    fn apply(&mut self, action: &Action) -> Result<Vec<String>, RuleError> {
        let illegal = |reason: &str| RuleError::Illegal {
            action: action.to_string(),
            reason: reason.into(),
        };
        match (&self.phase, action) {
            (Phase::Over, _) => Err(RuleError::GameOver),
            (Phase::Deal, Action::Deal(seed)) => {
                self.deck.shuffle(&mut rng_from_seed(*seed));
                for seat in Seat::all(self.players()) {
                    self.hands[seat] = self.deck.draw_n(3).ok_or_else(|| illegal("deck too small"))?;
                }
                self.phase = Phase::Play;
                Ok(vec!["dealt".into()])
            }
            (Phase::Roll, Action::Roll(d)) if Die::D6.has_face(*d) => {
                let seat = self.order.current();
                self.scores[seat] += i64::from(*d);
                self.order.advance();
                self.phase = if self.hands.iter().all(Vec::is_empty) {
                    Phase::Over
                } else {
                    Phase::Play
                };
                Ok(vec![format!("{seat} rolled {d}")])
            }
            (Phase::Play, Action::Play(card)) => {
                let seat = self.order.current();
                let Some(i) = self.hands[seat].iter().position(|c| c == card) else {
                    if self.options.bug == Bug::MutateOnError {
                        self.hands[seat].pop();
                    }
                    return Err(illegal("not in hand"));
                };
                if self.options.bug != Bug::NeverEnds {
                    self.hands[seat].remove(i);
                    if self.options.bug != Bug::LoseCard {
                        self.played.push(*card);
                    }
                }
                self.scores[seat] += i64::from(*card);
                self.phase = Phase::Roll;
                Ok(vec![format!("{seat} played {card}")])
            }
            (Phase::Deal | Phase::Roll, _) => Err(RuleError::ChanceToAct),
            (Phase::Play, _) => Err(RuleError::NotChance(action.to_string())),
        }
    }
    fn view(&self, seat: Seat) -> View {
        View {
            hand: self.hands[seat].clone(),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            others: (self.options.bug == Bug::LeakHands).then(|| self.hands.clone()),
            played: self.played.clone(),
            scores: self.scores.clone(),
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let best = self.scores.iter().copied().max()?;
        let winners = self
            .scores
            .iter_seats()
            .filter(|(_, s)| **s == best)
            .map(|(seat, _)| seat)
            .collect();
        Some(Outcome {
            scores: self.scores.clone(),
            winners,
        })
    }
    fn state_json(&self) -> serde_json::Value {
        serde_json::to_value(self).expect("toy state serialises")
    }
    fn load_json(value: &serde_json::Value) -> Result<Self, LoadError> {
        serde_json::from_value(value.clone()).map_err(|e| LoadError::new(e.to_string()))
    }
}

fn conserved(toy: &Toy) -> Result<(), String> {
    let held: usize = toy.hands.iter().map(Vec::len).sum();
    let total = held + toy.played.len() + toy.deck.len();
    if total == usize::from(CARDS) {
        Ok(())
    } else {
        Err(format!("{total} cards, not {CARDS}"))
    }
}

fn other_card(toy: &Toy, rng: &mut TableRng) -> Vec<Action> {
    let _ = rng;
    (1..=9)
        .filter(|c| !toy.hands[toy.order.current()].contains(c))
        .map(Action::Play)
        .collect()
}

/// Swaps a card of another seat's hand with a card of the deck.
fn hide_from(toy: &Toy, seat: Seat, rng: &mut TableRng) -> Option<Toy> {
    use rand::RngExt;
    let mut other = toy.clone();
    let victim = Seat::all(toy.players()).find(|s| *s != seat && !toy.hands[*s].is_empty())?;
    let mut pile = other.deck.draw_pile().to_vec();
    if pile.is_empty() {
        return None;
    }
    let i = rng.random_range(0..pile.len());
    std::mem::swap(&mut pile[i], &mut other.hands[victim][0]);
    other.deck = Deck::new(pile);
    Some(other)
}

fn with_bug(bug: Bug) -> Conformance<Toy> {
    Conformance::<Toy>::new(2)
        .options(Options { bug })
        .games(20)
        .max_actions(200)
        .invariant(conserved)
        .illegal_candidates(other_card)
}

#[test]
fn a_correct_game_passes_the_conformance_suite() {
    let report = with_bug(Bug::None).games(50).run().expect("toy conforms");
    assert_eq!(report.games, 50);
    assert!(report.illegal_refused > 0, "illegal actions were tried");
    assert!(
        report.actions >= 50 * 12,
        "each game deals, plays and rolls: {report:?}"
    );
    let three = Conformance::<Toy>::new(3)
        .games(10)
        .invariant(conserved)
        .run()
        .expect("3 players conform");
    assert_eq!(three.games, 10);
}

#[test]
fn the_suite_catches_a_state_changed_by_a_refused_action() {
    let err = with_bug(Bug::MutateOnError)
        .run()
        .expect_err("mutation on error is caught");
    assert!(err.contains("changed the state") || err.contains("invariant"), "{err}");
}

#[test]
fn the_suite_catches_a_game_that_never_ends() {
    let err = with_bug(Bug::NeverEnds).run().expect_err("endless game is caught");
    assert!(err.contains("did not end within 200 actions"), "{err}");
}

#[test]
fn the_suite_catches_a_lost_card() {
    let err = with_bug(Bug::LoseCard).run().expect_err("lost card is caught");
    assert!(err.contains("invariant broken"), "{err}");
}

#[test]
fn the_leak_test_passes_a_game_that_hides_hands_and_catches_one_that_does_not() {
    let compared = leak_test::<Toy>(3, &Options::default(), 10, 100, hide_from).expect("no leak");
    assert!(compared > 0);
    let err = leak_test::<Toy>(2, &Options { bug: Bug::LeakHands }, 5, 100, hide_from).expect_err("leak caught");
    assert!(err.contains("can tell the states apart"), "{err}");
    let err = leak_test::<Toy>(2, &Options { bug: Bug::ChoicesPeek }, 10, 100, hide_from).expect_err("peek caught");
    assert!(err.contains("legal actions depend on what is hidden"), "{err}");
}

#[test]
fn a_seed_and_the_actions_replay_a_game_exactly() {
    let mut table = Table::<Toy>::new(99, 3, Options::default()).expect("toy sets up");
    assert!(table.play_random(&mut rng_from_seed(5), 500), "the game ends");
    let record = table.record();
    let json = serde_json::to_string(&record).expect("record serialises");
    let back: Record<Toy> = serde_json::from_str(&json).expect("record reads back");
    let replayed = Table::<Toy>::replay(&back).expect("record replays");
    assert_eq!(replayed.game(), table.game());
    assert_eq!(replayed.actions(), table.actions());

    let mut tampered = record.clone();
    tampered.actions[1] = "play 99".into();
    let err = Table::<Toy>::replay(&tampered).expect_err("an illegal action does not replay");
    assert!(err.to_string().starts_with("action 1:"), "{err}");
    tampered.game = "chess".into();
    assert!(Table::<Toy>::replay(&tampered).is_err());
}

#[test]
fn a_forced_chance_outcome_keeps_the_generator_in_step_with_replay() {
    let mut table = Table::<Toy>::new(7, 2, Options::default()).expect("toy sets up");
    table.apply(&Action::Deal(12345)).expect("a forced deal applies");
    table.apply(&table.game().legal_actions()[0].clone()).expect("play");
    table.apply(&Action::Roll(6)).expect("a forced roll applies");
    assert_eq!(
        table.apply(&Action::Roll(7)).err(),
        Some(RuleError::NotChance("roll 7".into()))
    );
    table.resolve_chance();
    let mut live = table.clone();
    let mut replayed = Table::<Toy>::replay(&table.record()).expect("replays");
    // Both generators are in the same state: the next random chance agrees.
    live.apply(&live.game().legal_actions()[0].clone()).expect("play");
    replayed
        .apply(&replayed.game().legal_actions()[0].clone())
        .expect("play");
    live.resolve_chance();
    replayed.resolve_chance();
    assert_eq!(live.actions(), replayed.actions());
}

#[test]
fn an_illegal_action_is_refused_and_the_state_kept() {
    let mut table = Table::<Toy>::new(3, 2, Options::default()).expect("toy sets up");
    assert_eq!(table.game().to_act(), ToAct::Chance);
    assert_eq!(table.apply(&Action::Play(1)), Err(RuleError::ChanceToAct));
    table.resolve_chance();
    let before = table.game().clone();
    let missing = other_card(table.game(), &mut rng_from_seed(0))[0].clone();
    let err = table.apply(&missing).expect_err("a card not in hand is refused");
    assert!(matches!(err, RuleError::Illegal { .. }), "{err}");
    assert_eq!(table.game(), &before);
    assert!(table.actions().len() == 1, "a refused action is not recorded");
}
