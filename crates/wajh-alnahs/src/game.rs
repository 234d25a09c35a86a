//! The [`rules_core::Game`] implementation.

use rules_core::{
    ChanceOutcomes, Description, Events, Game, LoadError, NotationError, Outcome, PerSeat, RuleError, Seat, SetupError,
    ToAct,
};

use crate::action::Action;
use crate::card::Card;
use crate::event::{Event, Source};
use crate::legal::{fitting_mask, held_mask, push_lays};
use crate::options::Options;
use crate::state::{Phase, View, WajhAlNahs};

impl std::str::FromStr for Action {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        crate::notation::parse(s)
    }
}

impl Game for WajhAlNahs {
    type Action = Action;
    type Event = Event;
    type View = View;
    type Options = Options;

    const DESCRIPTION: &'static Description = &crate::options::DESCRIPTION;

    fn new_game(players: usize, options: &Options) -> Result<Self, SetupError> {
        WajhAlNahs::start(players, *options)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn players(&self) -> usize {
        usize::from(self.players)
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Deal => ToAct::Chance,
            Phase::Over => ToAct::Over,
            _ => ToAct::Seat(self.order.current()),
        }
    }

    /// In order: the swaps (`keep` first), the lays by card, the face-down
    /// cards by position, a pick-up when nothing can be laid, the seats to name.
    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let seat = self.order.current();
        let s = seat.index();
        match self.phase {
            Phase::Deal | Phase::Over => {}
            Phase::Swap => out.extend(self.swaps(seat).into_iter().map(Action::Swap)),
            // D19: one card, any card of the hand (the pile is empty).
            Phase::Opening => push_lays(out, self.hands[s].counts(), self.hands[s].kinds(), true),
            Phase::Play => match self.source(seat) {
                Some(Source::FaceDown) => {
                    let n = self.face_down[s].len();
                    out.extend((0..n).map(|p| Action::FaceDown(u8::try_from(p).unwrap_or(0))));
                }
                Some(Source::Hand) => {
                    let hand = &self.hands[s];
                    push_lays(
                        out,
                        hand.counts(),
                        hand.kinds() & fitting_mask(self.value, self.limit),
                        false,
                    );
                    if out.is_empty() {
                        out.push(Action::PickUp);
                    }
                }
                Some(Source::FaceUp) => {
                    let counts = self.face_up_counts(seat);
                    let mask = held_mask(&counts) & fitting_mask(self.value, self.limit);
                    push_lays(out, &counts, mask, false);
                    if out.is_empty() {
                        out.push(Action::PickUp);
                    }
                }
                None => {}
            },
            Phase::Name => out.extend(self.seats().filter(|&t| t != seat).map(Action::Name)),
            Phase::Answer => {
                out.push(Action::PickUp);
                if self.hands[s].count(Card::CARRY_IT) > 0 {
                    out.push(Action::lay(Card::CARRY_IT));
                }
            }
        }
    }

    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Action>> {
        (self.phase == Phase::Deal).then_some(ChanceOutcomes::Seeded(Action::Deal))
    }

    /// Every check first, on the unchanged state, so that a refused action
    /// leaves it exactly as it was; then the action carried out (see the
    /// `apply`, `lay` and `stage` modules).
    fn apply_into(&mut self, action: &Action, events: &mut impl Events<Event>) -> Result<(), RuleError> {
        let illegal = |reason: String| RuleError::Illegal {
            action: action.to_string(),
            reason,
        };
        let chance = matches!(action, Action::Deal(_));
        match self.phase {
            Phase::Over => return Err(RuleError::GameOver),
            Phase::Deal if !chance => return Err(RuleError::ChanceToAct),
            Phase::Deal => {}
            _ if chance => return Err(RuleError::NotChance(action.to_string())),
            _ => {}
        }
        self.check(action).map_err(illegal)?;
        let seat = self.order.current();
        match *action {
            Action::Deal(seed) => self.deal(seed, events),
            Action::Swap(exchange) => self.swap(seat, &exchange, events),
            Action::Lay { card, count } => {
                let source = if self.phase == Phase::Play {
                    self.source(seat).unwrap_or(Source::Hand)
                } else {
                    Source::Hand
                };
                self.take_from(seat, source, card, count);
                self.lay(seat, card, count, source, events);
            }
            Action::FaceDown(position) => self.face_down_play(seat, usize::from(position), events),
            Action::PickUp if self.phase == Phase::Answer => self.answer_pick_up(seat, events),
            Action::PickUp => {
                self.pick_up(seat, events);
                self.pass_after_pick_up(seat, events);
            }
            Action::Name(named) => {
                self.phase = Phase::Answer;
                self.carry_it = Some(seat);
                self.order.set_current(named);
                events.push_with(|| Event::Named { by: seat, seat: named });
            }
        }
        Ok(())
    }

    fn view(&self, seat: Seat) -> View {
        self.view_of(seat, self.to_act())
    }

    /// Once the session is over: each seat's marks as its score (fewer is
    /// better), the seats with the fewest as the winners (D10).
    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let marks = self.marks();
        Some(Outcome {
            scores: PerSeat::from_fn(self.players(), |s| i64::from(marks[s.index()])),
            winners: self.fewest_marks(),
        })
    }

    fn state_json(&self) -> serde_json::Value {
        self.json_value()
    }

    fn load_json(value: &serde_json::Value) -> Result<Self, LoadError> {
        WajhAlNahs::from_json(value)
    }
}
