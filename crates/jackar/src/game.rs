//! The [`rules_core::Game`] implementation.

use rules_core::{
    ChanceOutcomes, Description, Events, Game, LoadError, NotationError, Outcome, PerSeat, RuleError, Seat, SetupError,
    ToAct,
};

use crate::action::Action;
use crate::apply::{put, take};
use crate::board::Board;
use crate::card::Card;
use crate::event::Event;
use crate::legal::Effect;
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
        debug_assert!(Self::DESCRIPTION.players.contains(&players), "{players} players");
        // The board is drawn for each described count (B1).
        let board = Board::new(players).ok_or_else(|| SetupError(format!("no Jackar board for {players} players")))?;
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

    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Action>> {
        match self.phase {
            Phase::Opening => Some(ChanceOutcomes::Seeded(Action::OpeningDraw)),
            Phase::Deal => Some(ChanceOutcomes::Seeded(Action::Deal)),
            _ => None,
        }
    }

    /// The plays of the hand (a throw when none, D9) in `Play`, the cards of
    /// the hand to discard in `Discard` (D7), nothing otherwise.
    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        match self.phase {
            Phase::Play => {
                self.plays_into(out);
                if out.is_empty() {
                    out.push(Action::Throw);
                }
            }
            Phase::Discard => {
                let hand = self.hands[self.order.current().index()];
                out.extend(
                    Card::ALL
                        .iter()
                        .filter(|c| hand[usize::from(c.value() - 1)] > 0)
                        .map(|&c| Action::Discard(c)),
                );
            }
            _ => {}
        }
    }

    /// Applies any action, leaving the state as it was on error.
    ///
    /// Why it checks before it changes anything: the usual actions (a play, a
    /// discard, a throw) are checked on the unchanged state and then carried
    /// out in place, with no copy of the state; a deal checks the stock first;
    /// only a split 7, whose second part is checked once the first is carried
    /// out, works on a copy.
    fn apply_into(&mut self, action: &Action, events: &mut impl Events<Event>) -> Result<(), RuleError> {
        let illegal = |reason: String| RuleError::Illegal {
            action: action.to_string(),
            reason,
        };
        let chance = matches!(action, Action::OpeningDraw(_) | Action::Deal(_));
        match self.phase {
            Phase::Over => return Err(RuleError::GameOver),
            Phase::Opening | Phase::Deal if !chance => return Err(RuleError::ChanceToAct),
            Phase::Play | Phase::Discard if chance => return Err(RuleError::NotChance(action.to_string())),
            _ => {}
        }
        match (self.phase, *action) {
            (Phase::Opening, Action::OpeningDraw(seed)) => self.opening_draw(seed, events),
            // Checked before anything changes or is told (see `deal_cards`).
            (Phase::Deal, Action::Deal(seed)) => self.deal_cards(seed, events).map_err(illegal)?,
            (Phase::Opening, _) => return Err(illegal("the opening draw for match leader is due".into())),
            (Phase::Deal, _) => return Err(illegal("a deal is due".into())),
            (Phase::Discard, Action::Discard(card)) => {
                let seat = self.order.current();
                if !take(&mut self.hands[seat.index()], card) {
                    return Err(illegal(format!("no {card} in hand to discard")));
                }
                put(&mut self.played, card);
                self.last_played = Some(card);
                events.push_with(|| Event::Discarded { seat, card });
                self.pass_turn(seat, events);
            }
            (Phase::Discard, _) => return Err(illegal("the stopped player must discard a card (D7)".into())),
            (_, Action::Discard(_)) => return Err(illegal("only a player stopped by a 10 discards (D7)".into())),
            (_, Action::Throw) => {
                if self.can_play_a_card() {
                    return Err(illegal(
                        "a card can be played, so the hand cannot be thrown (D9)".into(),
                    ));
                }
                self.throw_hand(events);
            }
            (_, play) => {
                let Some(card) = play.card() else {
                    return Err(illegal("not a play".into()));
                };
                if self.hands[self.order.current().index()][usize::from(card.value() - 1)] == 0 {
                    return Err(illegal(format!("no {card} in hand")));
                }
                let effect = self.plan(&play).map_err(illegal)?;
                if matches!(effect, Effect::Split { .. }) {
                    self.on_a_copy(events, |next, told| next.play_card(card, effect, told))
                        .map_err(illegal)?;
                } else {
                    self.play_card(card, effect, events).map_err(illegal)?;
                }
            }
        }
        Ok(())
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
