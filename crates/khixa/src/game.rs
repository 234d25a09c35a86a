//! The [`Game`] face of Khixa.

use rules_core::{
    ChanceOutcomes, Description, Dice, Die, Game, LoadError, Outcome, PerSeat, RuleError, Seat, SetupError, ToAct,
};

use crate::event::NoEvents;
use crate::state::{MAX_PLAYERS, MIN_PLAYERS};
use crate::{Action, Event, Khixa, Options, Phase};

/// One six-sided die: the roll-off (one throw per player) and every turn.
const DIE: Dice = Dice::one(Die::D6);

impl Game for Khixa {
    type Action = Action;
    type Event = Event;
    type View = serde_json::Value;
    type Options = Options;
    const DESCRIPTION: &'static Description = &crate::options::DESCRIPTION;

    /// D10: 2 to 8 players; one set of pieces up to four, two from five.
    fn new_game(players: usize, options: &Options) -> Result<Self, SetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
            return Err(SetupError(format!("Khixa is for 2 to 8 players, not {players}")));
        }
        Ok(Khixa::start(players, options.clone()))
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn players(&self) -> usize {
        self.player_count()
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Opening | Phase::Roll => ToAct::Chance,
            Phase::Place | Phase::Steal => ToAct::Seat(self.order.current()),
            Phase::Over => ToAct::Over,
        }
    }

    /// The legal placements of the piece taken (D1, D2), or the steals of a
    /// joker (D5, D2 for the stolen piece) followed by `decline`; in the
    /// order of the `legal` module.
    fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_into(&mut out);
        out
    }

    /// [`Game::legal_actions`] written into a kept buffer, straight from the
    /// areas' masks.
    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        self.legal_into(out);
    }

    /// One die, six faces of weight 1: a player's roll-off throw (D7) or a
    /// roll for a piece.
    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Action>> {
        matches!(self.phase, Phase::Opening | Phase::Roll).then_some(ChanceOutcomes::Dice {
            dice: DIE,
            outcome: |roll| Action::Roll(roll[0]),
        })
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.act(action, &mut events)?;
        Ok(events)
    }

    /// [`Game::apply`] without building any event.
    fn apply_quiet(&mut self, action: &Action) -> Result<(), RuleError> {
        self.act(action, &mut NoEvents)
    }

    /// Nothing is hidden in Khixa: every area is public, and so is the pile.
    fn view(&self, _seat: Seat) -> serde_json::Value {
        self.to_json()
    }

    /// After round 6: each seat's total, and the highest (shared on a tie).
    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let totals: Vec<i64> = Seat::all(self.player_count())
            .map(|s| i64::from(self.total(s)))
            .collect();
        let best = totals.iter().copied().max().unwrap_or(0);
        Some(Outcome {
            winners: Seat::all(self.player_count())
                .filter(|s| totals[s.index()] == best)
                .collect(),
            scores: PerSeat::from_vec(totals),
        })
    }

    fn state_json(&self) -> serde_json::Value {
        self.to_json()
    }

    fn load_json(value: &serde_json::Value) -> Result<Self, LoadError> {
        Khixa::from_json(value)
    }
}
