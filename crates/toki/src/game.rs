//! The [`rules_core::Game`] implementation.

use rules_core::{ChanceOutcomes, Description, Game, LoadError, Outcome, PerSeat, RuleError, Seat, SetupError, ToAct};

use crate::action::Action;
use crate::event::{Event, Quiet};
use crate::options::Options;
use crate::state::{Phase, Toki};
use crate::view::View;

impl Game for Toki {
    type Action = Action;
    type Event = Event;
    type View = View;
    type Options = Options;

    const DESCRIPTION: &'static Description = &crate::options::DESCRIPTION;

    fn new_game(players: usize, options: &Options) -> Result<Self, SetupError> {
        match u8::try_from(players) {
            Ok(n @ 2..=6) => Ok(Toki::start(n, *options)),
            _ => Err(SetupError(format!(
                "Toki Toki is played by 2 to 6 players, not {players}"
            ))),
        }
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn players(&self) -> usize {
        usize::from(self.players)
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Deal | Phase::Starter | Phase::Reshuffle => ToAct::Chance,
            Phase::Open | Phase::Take | Phase::Place => ToAct::Seat(self.order.current()),
            Phase::Over => ToAct::Over,
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::with_capacity(32);
        self.legal_into(&mut out);
        out
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        self.legal_into(out);
    }

    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Action>> {
        match self.phase {
            Phase::Deal => Some(ChanceOutcomes::Seeded(Action::Deal)),
            Phase::Reshuffle => Some(ChanceOutcomes::Seeded(Action::Reshuffle)),
            // D2: headless play breaks the tie with the seed, each tied seat alike.
            Phase::Starter => Some(ChanceOutcomes::Weighted(
                self.tied.iter().map(|s| (Action::Starts(s), 1)).collect(),
            )),
            _ => None,
        }
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::with_capacity(4);
        self.apply_action(action, &mut events)?;
        Ok(events)
    }

    fn apply_quiet(&mut self, action: &Action) -> Result<(), RuleError> {
        self.apply_action(action, &mut Quiet)
    }

    /// Every seat sees the same: no face-down card (the owner's included) and
    /// not the bank's order.
    fn view(&self, _seat: Seat) -> View {
        self.public_view()
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        Some(Outcome {
            scores: PerSeat::from_vec(self.totals()),
            winners: self.winners(),
        })
    }

    fn state_json(&self) -> serde_json::Value {
        self.json_value()
    }

    fn load_json(value: &serde_json::Value) -> Result<Self, LoadError> {
        Toki::from_json(value)
    }
}
