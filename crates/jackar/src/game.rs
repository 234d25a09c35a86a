//! The [`rules_core::Game`] implementation.

use rules_core::{
    ChanceOutcomes, Description, Game, LoadError, NotationError, Outcome, PerSeat, RuleError, Seat, SetupError, ToAct,
};

use crate::action::Action;
use crate::board::Board;
use crate::event::{Event, Quiet};
use crate::options::Options;
use crate::state::{Jackar, Phase, View, count};

impl Jackar {
    /// The colour whose marbles the position-aware notation writes by letter
    /// alone: the colour the seat to play is playing (none outside `Play`).
    pub(crate) fn notation_colour(&self) -> Option<Seat> {
        (self.phase == Phase::Play).then(|| self.playing_colour(self.order.current()))
    }
}

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

    const DESCRIPTION: &'static Description = &crate::options::DESCRIPTION;

    fn new_game(players: usize, options: &Options) -> Result<Self, SetupError> {
        let board = Board::new(players)
            .ok_or_else(|| SetupError(format!("Jackar is played by 2, 4 or 6 players, not {players}")))?;
        Ok(Jackar::start(board, *options))
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn players(&self) -> usize {
        self.board.players()
    }

    /// Partners sit opposite and win together (2 players: each alone).
    fn teams(&self) -> Vec<Vec<Seat>> {
        self.order.teams()
    }

    fn to_act(&self) -> ToAct {
        match self.phase {
            Phase::Opening | Phase::Deal => ToAct::Chance,
            Phase::Play | Phase::Discard => ToAct::Seat(self.order.current()),
            Phase::Over => ToAct::Over,
        }
    }

    fn legal_actions(&self) -> Vec<Action> {
        self.legal_plays()
    }

    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Action>> {
        match self.phase {
            Phase::Opening => Some(ChanceOutcomes::Seeded(Action::OpeningDraw)),
            Phase::Deal => Some(ChanceOutcomes::Seeded(Action::Deal)),
            _ => None,
        }
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        self.legal_plays_into(out);
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::with_capacity(4);
        self.apply_action(action, &mut events)?;
        Ok(events)
    }

    fn apply_quiet(&mut self, action: &Action) -> Result<(), RuleError> {
        self.apply_action(action, &mut Quiet)
    }

    /// A listed play is carried out without being checked again.
    fn apply_listed(&mut self, action: &Action) -> Result<(), RuleError> {
        self.apply_listed_action(action)
    }

    fn view(&self, seat: Seat) -> View {
        let n = self.board.players();
        View {
            seat,
            players: n,
            options: self.options,
            track_len: self.board.track_len(),
            home: Seat::all(n).map(|s| self.board.home(s)).collect(),
            teams: self.board.teams(),
            marbles: self.marbles[..n].to_vec(),
            hand: if seat.index() < n { self.hand(seat) } else { Vec::new() },
            hand_sizes: Seat::all(n).map(|s| self.hand_size(s)).collect(),
            played: self.played(),
            last_played: self.last_played,
            stock_count: self.stock.len(),
            set_aside_count: count(&self.set_aside),
            to_act: self.to_act(),
            phase: self.phase,
            leader: self.order.leader(),
            series: self.series,
            deal: self.deal,
            winners: self.winners(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let winners = self.winners();
        let scores = PerSeat::from_fn(self.players(), |s| i64::from(winners.contains(&s)));
        Some(Outcome { scores, winners })
    }

    fn notation(&self, action: &Action) -> String {
        crate::notation::to_string(action, self.notation_colour())
    }

    fn parse_notation(&self, text: &str) -> Result<Action, NotationError> {
        crate::notation::parse(text, self.notation_colour())
    }

    fn state_json(&self) -> serde_json::Value {
        self.json_value()
    }

    fn load_json(value: &serde_json::Value) -> Result<Self, LoadError> {
        Jackar::from_json(value)
    }
}
