//! The [`Game`] face of Khixa.

use rules_core::{
    ChanceOutcomes, Description, Dice, Die, Events, Game, LoadError, Outcome, PerSeat, RuleError, Seat, SetupError,
    ToAct,
};

use crate::apply::illegal;
use crate::legal::each_placement;
use crate::shape::Piece;
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
        debug_assert!(Self::DESCRIPTION.players.contains(&players), "{players} players");
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
    /// Straight from the areas' bit masks (see the `legal` module): a
    /// placement by cell (row by row from the north-west) then rotation; a
    /// steal by victim, the victim's cell, the thief's cell, then rotation,
    /// and `decline` last.
    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Place => {
                let Some(shape) = self.die() else { return };
                let p = self.areas[self.order.current().index()].placements(shape);
                each_placement(&p, |cell, rot| out.push(Action::Place { shape, cell, rot }));
            }
            Phase::Steal => {
                self.steals(|action| {
                    out.push(action);
                    false
                });
                out.push(Action::Decline);
            }
            Phase::Opening | Phase::Roll | Phase::Over => {}
        }
    }

    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Action>> {
        matches!(self.phase, Phase::Opening | Phase::Roll).then_some(ChanceOutcomes::Dice {
            dice: DIE,
            outcome: |roll| Action::Roll(roll[0]),
        })
    }

    /// Every check first (a refused action leaves the match as it was),
    /// then the change (see the `apply` module).
    fn apply_into(&mut self, action: &Action, events: &mut impl Events<Event>) -> Result<(), RuleError> {
        match (self.phase, *action) {
            (Phase::Over, _) => Err(RuleError::GameOver),
            (Phase::Opening | Phase::Roll, Action::Roll(face)) if (1..=6).contains(&face) => {
                if self.phase == Phase::Opening {
                    self.opening_roll(face, events);
                } else {
                    self.roll(face, events);
                }
                Ok(())
            }
            (Phase::Opening | Phase::Roll, Action::Roll(face)) => {
                Err(illegal(action, format!("a die shows 1 to 6, not {face}")))
            }
            (Phase::Opening | Phase::Roll, _) => Err(RuleError::ChanceToAct),
            (Phase::Place | Phase::Steal, Action::Roll(_)) => Err(RuleError::NotChance(action.to_string())),
            (Phase::Place, Action::Place { shape, cell, rot }) => {
                self.check_place(action, shape, cell, rot)?;
                self.place(shape, cell, rot, events);
                Ok(())
            }
            (Phase::Place, _) => Err(illegal(action, format!("the {} taken is to be placed first", self.die))),
            (Phase::Steal, Action::Steal { victim, from, to, rot }) => {
                let piece = self.check_steal(action, victim, from, to, rot)?;
                self.steal(victim, from, Piece::new(piece, rot), to, events);
                Ok(())
            }
            (Phase::Steal, Action::Decline) => {
                let seat = self.order.current();
                events.push(Event::Declined { seat });
                self.joker_used(events);
                Ok(())
            }
            (Phase::Steal, Action::Place { .. }) => Err(illegal(
                action,
                "the piece is placed: use a joker (steal) or decline it",
            )),
        }
    }

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
