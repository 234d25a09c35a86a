//! The [`Game`] face of Shesh-Besh.

use rules_core::{
    ChanceOutcomes, Description, Dice, Die, Game, LoadError, NotationError, Outcome, PerSeat, RuleError, Seat,
    SetupError, ToAct,
};

use crate::event::NoEvents;
use crate::notation::{Marked, Segment, parse_segments};
use crate::{Action, Event, Options, Phase, Place, SheshBesh};

/// D1: the opening roll, one die each, White's first.
pub(crate) const OPENING_ROLL: Dice = Dice::ordered(2, Die::D6);

/// A player's roll: two dice, higher first (rule 1).
pub(crate) const ROLL: Dice = Dice::unordered(2, Die::D6);

impl Game for SheshBesh {
    type Action = Action;
    type Event = Event;
    type View = serde_json::Value;
    type Options = Options;
    const DESCRIPTION: &'static Description = &crate::options::DESCRIPTION;

    fn new_game(players: usize, options: &Options) -> Result<Self, SetupError> {
        if players != 2 {
            return Err(SetupError(format!("Shesh-Besh is for 2 players, not {players}")));
        }
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
    fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// [`Game::legal_actions`] written into a kept buffer: the generator fills
    /// the buffer itself, so a playout allocates nothing per turn.
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

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        self.act(action, &mut events)?;
        Ok(events)
    }

    /// [`Game::apply`] without building any event.
    fn apply_quiet(&mut self, action: &Action) -> Result<(), RuleError> {
        self.act(action, &mut NoEvents)
    }

    /// [`Game::apply_quiet`] of a listed action: a turn is played unchecked.
    fn apply_listed(&mut self, action: &Action) -> Result<(), RuleError> {
        self.act_listed(action)
    }

    /// Nothing is hidden in Shesh-Besh: every seat sees the whole state.
    fn view(&self, _seat: Seat) -> serde_json::Value {
        self.to_json()
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
        let plain = text.parse::<Action>();
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
            [] => Err(NotationError::new(
                text,
                match plain {
                    Err(e) if !text.contains('/') => e.reason,
                    _ => "not a legal turn with these dice here".to_string(),
                },
            )),
            many => Err(NotationError::new(
                text,
                format!(
                    "ambiguous: it could be {}; write every step (as 24/18*/13)",
                    many.iter().map(|a| self.notation(a)).collect::<Vec<_>>().join(" or ")
                ),
            )),
        }
    }

    fn state_json(&self) -> serde_json::Value {
        self.to_json()
    }

    fn load_json(value: &serde_json::Value) -> Result<Self, LoadError> {
        SheshBesh::from_json(value)
    }
}

impl SheshBesh {
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
