//! The [`rules_core::Game`] implementation.

use rules_core::{
    ChanceOutcomes, Description, Game, LoadError, NotationError, Outcome, PerSeat, RuleError, Seat, SetupError, ToAct,
};

use crate::action::Action;
use crate::event::{Event, Quiet};
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

    fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_into(&mut out);
        out
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        self.legal_into(out);
    }

    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Action>> {
        (self.phase == Phase::Deal).then_some(ChanceOutcomes::Seeded(Action::Deal))
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::with_capacity(6);
        self.apply_action(action, &mut events)?;
        Ok(events)
    }

    fn apply_quiet(&mut self, action: &Action) -> Result<(), RuleError> {
        self.apply_action(action, &mut Quiet)
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
