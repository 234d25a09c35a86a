//! The [`rules_core::Game`] implementation.

use rules_core::{
    ChanceOutcomes, Description, Events, Game, LoadError, Outcome, PerSeat, RuleError, Seat, SetupError, ToAct,
};

use crate::action::Action;
use crate::card::Pile;
use crate::event::Event;
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
        debug_assert!(Self::DESCRIPTION.players.contains(&players), "{players} players");
        // One of the described counts, 2 to 6: it fits.
        Ok(Toki::start(players as u8, *options))
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

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Open => {
                let b = self.mover_box();
                for first in b.down_cells() {
                    for second in b.down_cells().filter(|&c| c > first) {
                        out.push(Action::Open([first, second]));
                    }
                }
            }
            Phase::Take => {
                if !self.piles.is_empty() {
                    out.push(Action::Take(Pile::Bank));
                }
                if self.piles.top_discard().is_some() {
                    out.push(Action::Take(Pile::Discard));
                }
            }
            Phase::Place => self.placements_into(out),
            Phase::Deal | Phase::Starter | Phase::Reshuffle | Phase::Over => {}
        }
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

    /// Applies `action` if it is legal now, recording its events; leaves the
    /// state untouched otherwise.
    fn apply_into(&mut self, action: &Action, ev: &mut impl Events<Event>) -> Result<(), RuleError> {
        let illegal = |reason: String| RuleError::Illegal {
            action: action.to_string(),
            reason,
        };
        match (self.phase, *action) {
            (Phase::Over, _) => Err(RuleError::GameOver),
            (Phase::Deal, Action::Deal(seed)) => {
                self.deal(seed, ev);
                Ok(())
            }
            (Phase::Reshuffle, Action::Reshuffle(seed)) => {
                self.piles.reshuffle_discards_keeping_top_with_seed(seed);
                self.phase = Phase::Take;
                let bank = self.piles.len();
                ev.push_with(|| Event::Reshuffled { bank });
                Ok(())
            }
            (Phase::Starter, Action::Starts(seat)) if self.tied.contains(seat) => {
                self.begin(seat, true, ev);
                Ok(())
            }
            (Phase::Starter, Action::Starts(seat)) => Err(illegal(format!(
                "player {} is not among those tied for the highest sum",
                seat.index() + 1
            ))),
            (Phase::Deal | Phase::Starter | Phase::Reshuffle, a) if a.is_chance() => Err(illegal(format!(
                "chance is to act, but not with this: {} is due",
                self.chance_due()
            ))),
            (Phase::Deal | Phase::Starter | Phase::Reshuffle, _) => Err(RuleError::ChanceToAct),
            (_, a) if a.is_chance() => Err(RuleError::NotChance(a.to_string())),
            (_, a) => match self.refusal(&a) {
                Some(reason) => Err(illegal(reason)),
                None => {
                    self.play(a, ev);
                    Ok(())
                }
            },
        }
    }

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
