//! The [`Game`] face of Shesh-Besh.

use rules_core::{
    ChanceOutcomes, Description, Dice, Die, Events, Game, LoadError, NotationError, Outcome, PerSeat, RuleError, Seat,
    SetupError, ToAct,
};

use crate::notation::{Marked, Segment, Unread, parse_segments, read_plain};
use crate::state::other;
use crate::{Action, Event, Opening, Options, Phase, Place, SheshBesh, View, WinKind};

/// D1: the opening roll, one die each, White's first.
pub(crate) const OPENING_ROLL: Dice = Dice::ordered(2, Die::D6);

/// A player's roll: two dice, higher first (rule 1).
pub(crate) const ROLL: Dice = Dice::unordered(2, Die::D6);

impl Game for SheshBesh {
    type Action = Action;
    type Event = Event;
    type View = View;
    type Options = Options;
    const DESCRIPTION: &'static Description = &crate::options::DESCRIPTION;

    fn new_game(players: usize, options: &Options) -> Result<Self, SetupError> {
        debug_assert!(Self::DESCRIPTION.players.contains(&players), "{players} players");
        if options.match_to == 0 {
            return Err(SetupError("a match is to at least 1 point (match_to)".into()));
        }
        Ok(SheshBesh::start(options.clone()))
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn players(&self) -> usize {
        2
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Opening | Phase::Roll => ToAct::Chance,
            Phase::Move | Phase::Decide => ToAct::Seat(self.turn),
            Phase::Respond => ToAct::Seat(Seat(1 - self.turn.0)),
            Phase::Over => ToAct::Over,
        }
    }

    /// The legal turns: one per distinct resulting position, in a fixed order,
    /// with a legal step order as representative; a lone pass when no die can be
    /// used (rule 7).
    ///
    /// With the cube (D3): `roll` and `double` before a roll when the player may
    /// double, `take` and `drop` when a double is offered.
    ///
    /// The generator fills the buffer itself, so a playout allocates nothing
    /// per turn.
    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Decide => out.extend([Action::NoDouble, Action::Double]),
            Phase::Respond => out.extend([Action::Take, Action::Drop]),
            Phase::Move => self.moves_into(out),
            Phase::Opening | Phase::Roll | Phase::Over => {}
        }
    }

    /// The opening roll: one die each, told apart (`white`, `black`): 36
    /// outcomes of weight 1, ties included (they are rolled again, D1). A roll:
    /// two dice whose order does not matter, higher first: 21 outcomes, weight 2
    /// for a mixed roll and 1 for a double.
    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Action>> {
        match self.phase {
            Phase::Opening => Some(ChanceOutcomes::Dice {
                dice: OPENING_ROLL,
                outcome: |roll| Action::OpeningRoll {
                    white: roll[0],
                    black: roll[1],
                },
            }),
            Phase::Roll => Some(ChanceOutcomes::Dice {
                dice: ROLL,
                outcome: |roll| Action::Roll(roll[0], roll[1]),
            }),
            Phase::Move | Phase::Decide | Phase::Respond | Phase::Over => None,
        }
    }

    /// A chance outcome, a cube decision (D3) or a turn, checked step by step
    /// without listing every turn.
    fn apply_into(&mut self, action: &Action, events: &mut impl Events<Event>) -> Result<(), RuleError> {
        let illegal = |reason: String| RuleError::Illegal {
            action: action.to_string(),
            reason,
        };
        let die_ok = |d: u8| ROLL.die().has_face(d);
        match (self.phase, action) {
            (Phase::Over, _) => Err(RuleError::GameOver),
            (Phase::Opening, Action::OpeningRoll { white, black }) => {
                if !die_ok(*white) || !die_ok(*black) {
                    return Err(illegal("dice show 1 to 6".into()));
                }
                // D1: the higher die starts; equal dice are rolled again.
                let starter = match white.cmp(black) {
                    std::cmp::Ordering::Greater => Some(Seat(0)),
                    std::cmp::Ordering::Less => Some(Seat(1)),
                    std::cmp::Ordering::Equal => None,
                };
                if let Some(s) = starter {
                    self.turn = s;
                    match self.options.opening {
                        Opening::PlayRoll => {
                            self.phase = Phase::Move;
                            self.dice = Some(((*white).max(*black), (*white).min(*black)));
                        }
                        Opening::Reroll => self.phase = self.before_roll(),
                    }
                }
                events.push(Event::OpeningRolled {
                    white: *white,
                    black: *black,
                    starter,
                });
                Ok(())
            }
            (Phase::Roll, Action::Roll(a, b)) => {
                if !die_ok(*a) || !die_ok(*b) {
                    return Err(illegal("dice show 1 to 6".into()));
                }
                let dice = ((*a).max(*b), (*a).min(*b));
                self.dice = Some(dice);
                self.phase = Phase::Move;
                events.push(Event::Rolled { seat: self.turn, dice });
                Ok(())
            }
            (Phase::Opening, Action::Roll(..)) => Err(illegal(
                "the opening roll is due: one die each (as \"opening 5-2\")".into(),
            )),
            (Phase::Roll, Action::OpeningRoll { .. }) => {
                Err(illegal("the opening roll was made; the player rolls two dice".into()))
            }
            (Phase::Decide, Action::NoDouble) => {
                self.phase = Phase::Roll;
                Ok(())
            }
            (Phase::Decide, Action::Double) => {
                self.phase = Phase::Respond;
                events.push(Event::DoubleOffered {
                    seat: self.turn,
                    value: self.cube * 2,
                });
                Ok(())
            }
            (Phase::Respond, Action::Take) => {
                let taker = other(self.turn);
                self.cube *= 2;
                self.cube_owner = Some(taker);
                self.phase = Phase::Roll;
                events.push(Event::DoubleTaken {
                    seat: taker,
                    value: self.cube,
                });
                Ok(())
            }
            (Phase::Respond, Action::Drop) => {
                events.push(Event::DoubleDropped { seat: other(self.turn) });
                self.dice = None;
                self.game_won_as(self.turn, WinKind::Dropped, events);
                Ok(())
            }
            (
                Phase::Opening | Phase::Roll,
                Action::Turn(_) | Action::Double | Action::NoDouble | Action::Take | Action::Drop,
            ) => Err(RuleError::ChanceToAct),
            (Phase::Move | Phase::Decide | Phase::Respond, Action::OpeningRoll { .. } | Action::Roll(..)) => {
                Err(RuleError::NotChance(action.to_string()))
            }
            (Phase::Move, Action::Turn(turn)) => self.apply_turn(action, turn, events),
            (Phase::Move, Action::Double | Action::NoDouble | Action::Take | Action::Drop) => {
                Err(illegal(if self.options.cube {
                    "the dice are rolled: a double is offered before rolling (D3), now the turn is played".into()
                } else {
                    "this table plays without the doubling cube (D3)".into()
                }))
            }
            (Phase::Decide, Action::Turn(_) | Action::Take | Action::Drop) => Err(illegal(
                "the player on turn doubles (\"double\") or rolls (\"roll\") first (D3)".into(),
            )),
            (Phase::Respond, Action::Turn(_) | Action::Double | Action::NoDouble) => Err(illegal(
                "a double is offered: the other player takes (\"take\") or drops (\"drop\") (D3)".into(),
            )),
        }
    }

    /// [`Game::apply_quiet`] of a listed action: a turn is played unchecked.
    fn apply_listed(&mut self, action: &Action) -> Result<(), RuleError> {
        self.act_listed(action)
    }

    /// Nothing is hidden in Shesh-Besh: every seat sees the whole state.
    fn view(&self, _seat: Seat) -> View {
        View::of(self)
    }

    /// Once the match is over: the match score and its winner.
    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| Outcome {
            scores: PerSeat::from_vec(self.score.iter().map(|&s| i64::from(s)).collect()),
            winners: vec![self.turn],
        })
    }

    /// A turn with `*` after each step that hits.
    fn notation(&self, action: &Action) -> String {
        match action {
            Action::Turn(turn) if self.phase == Phase::Move => Marked {
                turn,
                hits: self.hits_of(turn),
            }
            .to_string(),
            _ => action.to_string(),
        }
    }

    /// Reads a turn in this position: steps in any legal order, repeats, chains
    /// and moves spanning several dice (`24/13`), answering the listed action that
    /// reaches the same position.
    fn parse_notation(&self, text: &str) -> Result<Action, NotationError> {
        self.read_notation(text).map_err(|why| why.error(text))
    }

    fn state_json(&self) -> serde_json::Value {
        self.to_json()
    }

    fn load_json(value: &serde_json::Value) -> Result<Self, LoadError> {
        SheshBesh::from_json(value)
    }
}

impl SheshBesh {
    /// Reads an action in this position as [`Game::parse_notation`] does,
    /// with the typed reason when it cannot.
    ///
    /// # Errors
    /// When the text is not a listed action's notation here: why, typed.
    pub fn read_notation(&self, text: &str) -> Result<Action, Unread> {
        let plain = read_plain(text);
        if self.phase != Phase::Move {
            return plain;
        }
        if let Ok(action @ Action::Turn(turn)) = plain {
            // The listed notation reads back directly; other orders need the search.
            if self.legal_actions().contains(&action) {
                return Ok(action);
            }
            if let Some(listed) = self.turn_for(turn.steps()) {
                return Ok(listed);
            }
        }
        if let Ok(Action::OpeningRoll { .. } | Action::Roll(..)) = plain {
            return plain;
        }
        let segments = parse_segments(text.trim())?;
        let found = self.match_segments(&segments);
        match found.as_slice() {
            [one] => Ok(*one),
            [] => Err(match plain {
                Err(why) if !text.contains('/') => why,
                _ => Unread::NotLegalHere,
            }),
            many => Err(Unread::Ambiguous(many.iter().map(|a| self.notation(a)).collect())),
        }
    }

    /// The listed actions some legal step sequence of which realises the written
    /// moves, each move by one or more steps of one checker.
    fn match_segments(&self, segments: &[Segment]) -> Vec<Action> {
        if segments.len() > 4 {
            return Vec::new();
        }
        let moves: Vec<(Place, Place)> = segments.iter().map(|s| (s.from, s.to)).collect();
        let found = self.with_builder(|b| b.realising(&moves)).unwrap_or_default();
        let mut out = Vec::new();
        for seq in found {
            if let Some(a) = self.turn_for(seq.steps())
                && !out.contains(&a)
            {
                out.push(a);
            }
        }
        out
    }
}
