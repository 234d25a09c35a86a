//! # majlis-toy
//!
//! One small game that exercises every part of Majlis's core, for the tests of
//! the core (`rules-core`), the engine, the simulator and the shell. It is not
//! offered to players.
//!
//! ## Rules
//! Eighteen cards, 1 to 9 twice, and one six-sided die; 2 to 4 seats.
//! - **Deal** (chance, a seeded shuffle: [`Action::Deal`]): the deck is shuffled
//!   and every seat is dealt [`Options::hand`] cards (**T1**), hidden from the others.
//! - **Play**: the seat to act plays a card from its hand ([`Action::Play`]) and
//!   scores its value.
//! - **Roll** (chance, a die: [`Action::Roll`]): the seat that just played scores
//!   the face too, and the turn passes to the next seat.
//! - When every hand is empty the game is over; the highest score wins (ties share).
//!
//! ## Bugs to plant
//! The [`Options::bug`] option (**T2**) plants one [`Bug`], so a test can prove
//! that the conformance suite, the leak test, the engine or the simulator catch
//! it: a leak, a state changed by a refused action, a game that never ends, a lost
//! card, a buffer of legal actions not cleared, events told of a refused
//! action, and a panic half-way through an action.
//!
//! ```
//! use majlis_toy::{Action, Options, Toy};
//! use rules_core::{Game, ToAct};
//!
//! let mut toy = Toy::new_game(2, &Options::default()).expect("two seats");
//! assert_eq!(toy.to_act(), ToAct::Chance);         // the deal is due
//! toy.apply(&Action::Deal(7)).expect("a deal");
//! let play = toy.legal_actions()[0];
//! toy.apply(&play).expect("a card from the hand");
//! toy.apply(&Action::Roll(4)).expect("a roll");
//! assert_eq!(toy.scores()[0], i64::from(toy.played()[0]) + 4);
//! ```
//!
//! The state JSON is `{"options", "phase", "turn", "deck", "hands", "played",
//! "scores"}` (see [`Toy::load_json`]); a seat's view shows its own hand and the
//! sizes of the others.

mod action;
mod json;
mod options;
pub mod testing;

use rules_core::{
    ChanceOutcomes, Deck, Description, Dice, Die, Events, Game, LoadError, Outcome, PerSeat, Quiet, RuleError, Seat,
    SetupError, ToAct, TurnOrder, rng_from_seed,
};
use serde::{Deserialize, Serialize};

pub use action::{Action, Event};
pub use options::{Bug, DESCRIPTION, MAX_HAND, Options};

/// The cards, in the deck's order before the first shuffle: 1 to 9, twice.
pub const CARDS: [u8; 18] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/// Where a game stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// The deal is due (chance).
    Deal,
    /// The seat to act plays a card.
    Play,
    /// The die is due for the seat that just played (chance).
    Roll,
    /// Every hand is empty.
    Over,
}

/// A toy table: the deck, the hands, the cards played and the scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Toy {
    options: Options,
    deck: Deck<u8>,
    hands: PerSeat<Vec<u8>>,
    played: Vec<u8>,
    scores: PerSeat<i64>,
    order: TurnOrder,
    phase: Phase,
}

/// What one seat may see: its own hand, the others' hand sizes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The seat looking.
    pub seat: Seat,
    /// Its hand.
    pub hand: Vec<u8>,
    /// Every seat's hand size.
    pub hand_sizes: Vec<usize>,
    /// Cards left in the deck.
    pub deck: usize,
    /// The cards played, in order.
    pub played: Vec<u8>,
    /// The scores.
    pub scores: PerSeat<i64>,
    /// Whose turn it is.
    pub turn: Seat,
    /// Where the game stands.
    pub phase: Phase,
    /// The house options (every player knows them).
    pub options: Options,
    /// The seats still holding cards, in turn order (every player sees them).
    pub order: TurnOrder,
    /// Every hand: only with the planted bug [`Bug::LeakHands`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hands: Option<PerSeat<Vec<u8>>>,
}

impl Toy {
    /// The hand of `seat`.
    #[must_use]
    pub fn hand(&self, seat: Seat) -> &[u8] {
        &self.hands[seat]
    }

    /// The cards played so far, in order.
    #[must_use]
    pub fn played(&self) -> &[u8] {
        &self.played
    }

    /// The scores, by seat.
    #[must_use]
    pub fn scores(&self) -> &[i64] {
        self.scores.as_slice()
    }

    /// Where the game stands.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The distinct cards of the hand to play, ascending (reversed for the
    /// planted bug [`Bug::ChoicesPeek`] when the next seat holds a 9), added
    /// to `out`.
    fn plays(&self, out: &mut Vec<Action>) {
        if self.phase != Phase::Play {
            return;
        }
        let mut cards = self.hands[self.order.current()].clone();
        cards.sort_unstable();
        cards.dedup();
        if self.options.bug == Bug::ChoicesPeek && self.hands[self.order.peek_next()].contains(&9) {
            cards.reverse();
        }
        out.extend(cards.into_iter().map(Action::Play));
    }

    fn winners(&self) -> Vec<Seat> {
        let best = self.scores.iter().copied().max().unwrap_or(0);
        self.scores
            .iter_seats()
            .filter(|(_, s)| **s == best)
            .map(|(seat, _)| seat)
            .collect()
    }
}

impl Game for Toy {
    type Action = Action;
    type Event = Event;
    type View = View;
    type Options = Options;
    const DESCRIPTION: &'static Description = &DESCRIPTION;

    fn new_game(players: usize, options: &Options) -> Result<Self, SetupError> {
        debug_assert!(DESCRIPTION.players.contains(&players), "{players} players");
        if !(1..=MAX_HAND).contains(&options.hand) {
            return Err(SetupError(format!(
                "a toy hand is 1 to {MAX_HAND} cards, not {}",
                options.hand
            )));
        }
        Ok(Toy {
            options: options.clone(),
            deck: Deck::new(CARDS.to_vec()),
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

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        if self.options.bug != Bug::KeepsBuffer {
            out.clear();
        }
        self.plays(out);
    }

    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Action>> {
        match self.phase {
            Phase::Deal => Some(ChanceOutcomes::Seeded(Action::Deal)),
            Phase::Roll => Some(ChanceOutcomes::Dice {
                dice: Dice::one(Die::D6),
                outcome: |roll| Action::Roll(roll[0]),
            }),
            Phase::Play | Phase::Over => None,
        }
    }

    fn apply_into(&mut self, action: &Action, events: &mut impl Events<Event>) -> Result<(), RuleError> {
        let illegal = |reason: &str| RuleError::Illegal {
            action: action.to_string(),
            reason: reason.into(),
        };
        let seat = self.order.current();
        match (self.phase, *action) {
            (Phase::Over, _) => Err(RuleError::GameOver),
            (Phase::Deal, Action::Deal(seed)) => {
                self.deck.shuffle(&mut rng_from_seed(seed));
                let each = usize::from(self.options.hand);
                if self.deck.len() < each * self.players() {
                    return Err(illegal("the deck is too small for these hands"));
                }
                for seat in Seat::all(self.players()) {
                    self.hands[seat] = self.deck.draw_n(each).unwrap_or_default();
                }
                self.phase = Phase::Play;
                events.push(Event::Dealt {
                    each: self.options.hand,
                });
                Ok(())
            }
            (Phase::Play, Action::Play(card)) => {
                let Some(at) = self.hands[seat].iter().position(|&c| c == card) else {
                    if self.options.bug == Bug::MutateOnError {
                        self.hands[seat].pop();
                    }
                    if self.options.bug == Bug::TellsRefusal {
                        events.push(Event::Played { seat, card });
                    }
                    return Err(illegal("that card is not in the hand"));
                };
                if self.options.bug != Bug::NeverEnds {
                    self.hands[seat].remove(at);
                    if self.options.bug != Bug::LoseCard {
                        self.played.push(card);
                    }
                }
                assert!(
                    !(self.options.bug == Bug::Panics && card == 9),
                    "toy bug: playing a 9 panics half-way"
                );
                self.scores[seat] += i64::from(card);
                self.phase = Phase::Roll;
                events.push(Event::Played { seat, card });
                Ok(())
            }
            (Phase::Roll, Action::Roll(face)) => {
                if !Die::D6.has_face(face) {
                    return Err(illegal("a die shows 1 to 6"));
                }
                self.scores[seat] += i64::from(face);
                events.push(Event::Rolled { seat, face });
                if self.hands.iter().all(Vec::is_empty) {
                    self.phase = Phase::Over;
                    events.push(Event::Over {
                        winners: self.winners(),
                    });
                } else {
                    self.order.advance();
                    self.phase = Phase::Play;
                }
                Ok(())
            }
            (Phase::Deal | Phase::Roll, _) => Err(RuleError::ChanceToAct),
            (Phase::Play, _) => Err(RuleError::NotChance(action.to_string())),
        }
    }

    /// As `apply_quiet`; with [`Bug::ListedDiffers`] a play forgets its score.
    fn apply_listed(&mut self, action: &Action) -> Result<(), RuleError> {
        let seat = self.order.current();
        self.apply_into(action, &mut Quiet)?;
        if let (Bug::ListedDiffers, Action::Play(card)) = (self.options.bug, *action) {
            self.scores[seat] -= i64::from(card);
        }
        Ok(())
    }

    fn view(&self, seat: Seat) -> View {
        assert!(
            !(self.options.bug == Bug::Panics && self.played.last() == Some(&9)),
            "toy bug: a view with a 9 on top panics"
        );
        View {
            seat,
            hand: self.hands[seat].clone(),
            hand_sizes: self.hands.iter().map(Vec::len).collect(),
            deck: self.deck.len(),
            played: self.played.clone(),
            scores: self.scores.clone(),
            turn: self.order.current(),
            phase: self.phase,
            options: self.options.clone(),
            order: self.order,
            hands: (self.options.bug == Bug::LeakHands).then(|| self.hands.clone()),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome {
            scores: self.scores.clone(),
            winners: self.winners(),
        })
    }

    fn state_json(&self) -> serde_json::Value {
        json::write(self)
    }

    /// Reads the state JSON, listing every reason it is impossible.
    fn load_json(value: &serde_json::Value) -> Result<Self, LoadError> {
        json::read(value)
    }
}

impl rules_core::Determinize for Toy {
    /// The cards `seat` cannot see (neither in its hand nor played) dealt at
    /// random to the other hands, by their sizes, and the rest to the deck.
    fn determinize(view: &View, seat: Seat, seed: u64) -> Result<Self, String> {
        let mut unseen: Vec<u8> = CARDS.to_vec();
        for card in view.hand.iter().chain(&view.played) {
            let at = unseen
                .iter()
                .position(|c| c == card)
                .ok_or_else(|| format!("the view shows a card {card} too many"))?;
            unseen.swap_remove(at);
        }
        let mut deck = Deck::new(unseen);
        deck.shuffle_with_seed(seed);
        let mut hands = PerSeat::filled(view.hand_sizes.len(), Vec::new());
        for (other, &size) in view.hand_sizes.iter().enumerate() {
            let other = Seat::new(other);
            hands[other] = if other == seat {
                view.hand.clone()
            } else {
                deck.draw_n(size)
                    .ok_or_else(|| "the view's hand sizes hold more cards than there are".to_string())?
            };
        }
        if deck.len() != view.deck {
            return Err(format!("{} cards left for a deck of {}", deck.len(), view.deck));
        }
        Ok(Toy {
            options: view.options.clone(),
            deck,
            hands,
            played: view.played.clone(),
            scores: view.scores.clone(),
            order: view.order,
            phase: view.phase,
        })
    }
}

/// The toy's computer players. Nothing in the toy rewards skill (every card is
/// played in the end), so its levels only prove the plumbing: random, the
/// highest card first, and the generic search.
impl rules_core::Bots for Toy {
    fn bot(level: rules_core::Level, _players: usize) -> Box<dyn rules_core::Bot<Self>> {
        match level {
            rules_core::Level::Random => Box::new(rules_core::RandomBot),
            rules_core::Level::Easy => Box::new(HighestCard),
            rules_core::Level::Medium | rules_core::Level::Hard => {
                Box::new(rules_core::Ismcts::new(rules_core::RandomRollouts))
            }
        }
    }

    fn iterations(level: rules_core::Level) -> u32 {
        match level {
            rules_core::Level::Random | rules_core::Level::Easy => 1,
            rules_core::Level::Medium => 100,
            rules_core::Level::Hard => 400,
        }
    }
}

/// The toy has no figures of its own in `majlis sim`: its report says the
/// wins alone.
impl rules_core::SimFigures for Toy {
    type Tally = ();
}

/// Plays the highest card in hand.
#[derive(Clone, Copy, Debug, Default)]
pub struct HighestCard;

impl rules_core::Bot<Toy> for HighestCard {
    fn decide(
        &mut self,
        seen: &rules_core::Question<'_, Toy>,
        _seed: u64,
        _budget: rules_core::Budget<'_>,
    ) -> rules_core::Decision<Action> {
        let best = seen
            .legal
            .iter()
            .max_by_key(|a| match a {
                Action::Play(card) => *card,
                _ => 0,
            })
            .or(seen.legal.first())
            .copied();
        // The legal actions are never empty while the seat is to act.
        rules_core::Decision::bare(best.unwrap_or(Action::Play(0)))
    }
}
