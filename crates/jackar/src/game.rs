//! The [`rules_core::Game`] implementation.

use rules_core::{ChanceOutcomes, Game, LoadError, Outcome, RuleError, Seat, SetupError, ToAct};

use crate::action::Action;
use crate::event::Event;
use crate::options::Options;
use crate::state::{Jackar, View};

impl std::str::FromStr for Action {
    type Err = rules_core::NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        crate::notation::parse(s, None)
    }
}

impl Game for Jackar {
    type Action = Action;
    type Event = Event;
    type View = View;
    type Options = Options;

    const ID: &'static str = "jackar";

    fn new_game(players: usize, options: &Options) -> Result<Self, SetupError> {
        let _ = (players, options);
        todo!()
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn players(&self) -> usize {
        self.board.players()
    }

    fn to_act(&self) -> ToAct {
        todo!()
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.legal_plays()
    }

    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Action>> {
        todo!()
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        let _ = action;
        todo!()
    }

    fn view(&self, seat: Seat) -> View {
        let _ = seat;
        todo!()
    }

    fn outcome(&self) -> Option<Outcome> {
        todo!()
    }

    fn state_json(&self) -> serde_json::Value {
        todo!()
    }

    fn load_json(value: &serde_json::Value) -> Result<Self, LoadError> {
        let _ = value;
        todo!()
    }
}
