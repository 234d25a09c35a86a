//! The screen's state and its update step: the only place that calls the rules.
//!
//! The rules state lives in the [`Table`]; beside it this module keeps who has
//! the device (for the curtain), the play being built ([`Selection`]), the
//! cursor, the typed-notation line and the status message. Chance (the opening
//! draw, every deal) is drawn from the table's seed as soon as it is due, one
//! outcome at a time so the log notes each.
//!
//! Hidden cards: a hand is shown only to the seat to act, once that seat has
//! taken the device ([`Play::take_device`]); until then [`Play::curtain`] names
//! it and the shell draws its curtain. The stopped player's discard (D7) is a
//! turn of its own, behind its own curtain, and takes two steps like a play:
//! the card is picked, then the discard confirmed, so a key pressed by reflex
//! as the curtain lifts cannot throw a card away.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use jackar::{Action, Card, Jackar, MarbleId, Phase as Rules, Place, View};
use rules_core::{Game, Seat, Table, ToAct};

use crate::games::common;

use super::choice::{self, Effect, Selection, Stage};
use super::chronicle::Chronicle;
use super::input::Intent;
use super::layout::{Spot, Target};

/// How a status message is shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tone {
    /// News.
    Info,
    /// Something the player tried that the rules do not allow.
    Warn,
}

/// A status line message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// How to show it.
    pub tone: Tone,
    /// The text.
    pub text: String,
}

/// What the screen waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phase {
    /// A seat plays a card (or throws its hand).
    Play(Seat),
    /// A seat stopped by a 10 discards a card (D7).
    Discard(Seat),
    /// The match is over.
    Over,
}

/// One choice of the prompt line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// As shown.
    pub label: String,
    /// Whether it can be taken (dimmed otherwise).
    pub enabled: bool,
    /// The seat whose colour it is shown in (a marble), if any.
    pub colour: Option<Seat>,
}

/// The prompt line beside the hand: a lead text and the choices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChoiceRow {
    /// What is asked.
    pub lead: String,
    /// The choices, the cursor's at [`Play::cursor`].
    pub items: Vec<Item>,
}

/// Where a play under the cursor would leave the marbles it touches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Preview {
    /// Marbles that would move, and where to.
    pub moves: Vec<(MarbleId, Place)>,
    /// Marbles that would be killed.
    pub kills: Vec<MarbleId>,
}

/// The game screen's whole state.
#[derive(Clone, Debug)]
pub struct Play {
    table: Table<Jackar>,
    names: Vec<String>,
    chronicle: Chronicle,
    /// The seat that took the device last (its hand may be shown while it acts).
    device: Option<Seat>,
    sel: Selection,
    cursor: usize,
    message: Option<Message>,
    /// The typed-notation line, while open.
    prompt: Option<String>,
}

/// The spot a marble is drawn at.
#[must_use]
pub fn spot_of(marble: MarbleId, place: Place) -> Spot {
    match place {
        Place::Track(cell) => Spot::Track(cell),
        Place::Base(i) => Spot::Base(marble.seat, i),
        Place::Graveyard => Spot::Graveyard(marble.seat, marble.index),
    }
}

/// The marble drawn at a spot, if any.
#[must_use]
pub fn marble_at(game: &Jackar, spot: Spot) -> Option<MarbleId> {
    match spot {
        Spot::Track(cell) => game.marble_at(cell),
        Spot::Base(seat, i) => (0..4)
            .map(|k| MarbleId::new(seat, k))
            .find(|&m| seat.index() < game.players() && game.place(m) == Place::Base(i)),
        Spot::Graveyard(seat, i) => {
            let m = MarbleId::new(seat, i);
            (seat.index() < game.players() && i < 4 && game.place(m) == Place::Graveyard).then_some(m)
        }
    }
}

impl Play {
    /// A new match at a table (chance not yet drawn), names one per seat.
    #[must_use]
    pub fn new(table: Table<Jackar>, names: Vec<String>) -> Self {
        Self::with_chronicle(table, names, Chronicle::default())
    }

    /// A resumed match: the table replayed from its record, the log rebuilt by
    /// applying the same actions to a fresh game. The seat to act takes the
    /// device anew.
    ///
    /// # Errors
    /// When an action of the record does not apply (the table's own replay
    /// accepted it, so this means a rules bug).
    pub fn resumed(table: Table<Jackar>, names: Vec<String>) -> anyhow::Result<Self> {
        let mut chronicle = Chronicle::default();
        common::replay(&table, |before, action, events| {
            chronicle.note(before, action, events, &names);
        })?;
        Ok(Self::with_chronicle(table, names, chronicle))
    }

    /// A match at a table with its log so far; the seat to act is synced.
    fn with_chronicle(table: Table<Jackar>, names: Vec<String>, chronicle: Chronicle) -> Self {
        let mut play = Play {
            table,
            names,
            chronicle,
            device: None,
            sel: Selection::default(),
            cursor: 0,
            message: None,
            prompt: None,
        };
        play.sync();
        play
    }

    /// The table.
    #[must_use]
    pub fn table(&self) -> &Table<Jackar> {
        &self.table
    }

    /// The committed game.
    #[must_use]
    pub fn game(&self) -> &Jackar {
        self.table.game()
    }

    /// Players' names by seat.
    #[must_use]
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// A seat's name.
    #[must_use]
    pub fn name(&self, seat: Seat) -> &str {
        self.names.get(seat.index()).map_or("?", String::as_str)
    }

    /// The log.
    #[must_use]
    pub fn chronicle(&self) -> &Chronicle {
        &self.chronicle
    }

    /// The play being built.
    #[must_use]
    pub fn selection(&self) -> &Selection {
        &self.sel
    }

    /// The cursor: an index into the current options (cards of the hand, effects, marbles, steps).
    #[must_use]
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The message of the status line, if one is set.
    #[must_use]
    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    /// The typed-notation line, while open.
    #[must_use]
    pub fn prompt(&self) -> Option<&str> {
        self.prompt.as_deref()
    }

    /// What the screen waits for.
    #[must_use]
    pub fn phase(&self) -> Phase {
        match self.game().to_act() {
            ToAct::Seat(s) if self.game().phase() == Rules::Discard => Phase::Discard(s),
            ToAct::Seat(s) => Phase::Play(s),
            ToAct::Chance | ToAct::Over => Phase::Over,
        }
    }

    /// The seat to act, if any.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase() {
            Phase::Play(s) | Phase::Discard(s) => Some(s),
            Phase::Over => None,
        }
    }

    /// The seat to act, when it has not yet taken the device: its hand must
    /// stay hidden until it has.
    #[must_use]
    pub fn curtain(&self) -> Option<Seat> {
        self.to_act().filter(|&s| self.device != Some(s))
    }

    /// The seat named by [`Play::curtain`] has the device now.
    pub fn take_device(&mut self) {
        if let Some(seat) = self.curtain() {
            self.device = Some(seat);
            self.message = None;
            self.sel = Selection::default();
            self.cursor = self.first_playable();
        }
    }

    /// The seat whose hand is on screen: the seat to act, once it has the device.
    #[must_use]
    pub fn viewer(&self) -> Option<Seat> {
        self.to_act().filter(|&s| self.device == Some(s))
    }

    /// What the screen shows: the viewer's view of the table (its hand and
    /// nobody else's); with no viewer, the public part only (no hand at all).
    #[must_use]
    pub fn view(&self) -> View {
        match self.viewer() {
            Some(seat) => self.game().view(seat),
            None => {
                let mut view = self.game().view(Seat(0));
                view.hand.clear();
                view
            }
        }
    }

    /// The hand on screen (empty unless a viewer holds the device).
    #[must_use]
    pub fn hand(&self) -> Vec<Card> {
        self.viewer().map(|s| self.game().hand(s)).unwrap_or_default()
    }

    /// The cards of the hand that can be played now (all of them when discarding).
    #[must_use]
    pub fn playable(&self) -> Vec<Card> {
        match self.phase() {
            Phase::Play(_) => self.game().playable_cards(),
            Phase::Discard(_) => self.hand(),
            Phase::Over => Vec::new(),
        }
    }

    /// No card can be played: the only action is to throw the hand (D9).
    #[must_use]
    pub fn must_throw(&self) -> bool {
        matches!(self.phase(), Phase::Play(_)) && self.game().legal_actions() == [Action::Throw]
    }

    /// The card chosen to play, if any (never while discarding: see
    /// [`Play::discard_choice`]).
    #[must_use]
    pub fn card(&self) -> Option<Card> {
        if let Phase::Discard(_) = self.phase() {
            return None;
        }
        self.hand().get(self.sel.card?).copied()
    }

    /// The card a stopped player has picked to discard, waiting for the
    /// confirmation (D7).
    #[must_use]
    pub fn discard_choice(&self) -> Option<Card> {
        match self.phase() {
            Phase::Discard(_) => self.hand().get(self.sel.card?).copied(),
            _ => None,
        }
    }

    /// The legal actions of the chosen card.
    fn legal(&self) -> Vec<Action> {
        self.card().map(|c| self.game().legal_for_card(c)).unwrap_or_default()
    }

    /// What is asked now. A stopped player only ever picks among the cards
    /// (the card picked to discard is kept in the selection, see
    /// [`Play::discard_choice`]).
    #[must_use]
    pub fn stage(&self) -> Stage {
        match self.phase() {
            Phase::Discard(_) => Stage::Card,
            _ => self.sel.stage(),
        }
    }

    /// The marbles offered now (marble and second stages), in cursor order.
    #[must_use]
    pub fn marbles(&self) -> Vec<MarbleId> {
        let legal = self.legal();
        match self.stage() {
            Stage::Marble => choice::first_marbles(&legal, &self.sel),
            Stage::Second => choice::second_marbles(&legal, &self.sel),
            _ => Vec::new(),
        }
    }

    /// How many options the cursor moves among now.
    fn option_count(&self) -> usize {
        match self.stage() {
            Stage::Card => self.hand().len(),
            Stage::Effect => self.card().map_or(0, |c| choice::effects(c).len()),
            Stage::Marble | Stage::Second => self.marbles().len(),
            Stage::Steps => choice::split_steps(&self.legal(), &self.sel).len(),
        }
    }

    /// The marble under the cursor (marble and second stages).
    #[must_use]
    pub fn cursor_marble(&self) -> Option<MarbleId> {
        self.marbles().get(self.cursor).copied()
    }

    /// The action Enter would play now, when the choice under the cursor completes one.
    #[must_use]
    pub fn pending(&self) -> Option<Action> {
        let legal = self.legal();
        match self.stage() {
            Stage::Marble if self.sel.effect.is_some_and(|e| matches!(e, Effect::Move(_))) => {
                choice::complete(&legal, &self.sel, self.cursor_marble())
            }
            Stage::Second => choice::complete(&legal, &self.sel, self.cursor_marble()),
            _ => None,
        }
    }

    /// Where the play under the cursor would take the marbles: the whole play
    /// when the cursor completes one; the first part of a split 7 while its
    /// steps are chosen.
    #[must_use]
    pub fn preview(&self) -> Preview {
        let game = self.game();
        if let Some(action) = self.pending() {
            let mut after = *game;
            if after.apply(&action).is_err() {
                return Preview::default();
            }
            let mut preview = Preview::default();
            for seat in Seat::all(game.players()) {
                for (i, (was, now)) in game.marbles(seat).iter().zip(after.marbles(seat)).enumerate() {
                    let m = MarbleId::new(seat, u8::try_from(i).unwrap_or(0));
                    match (*was, now) {
                        (a, b) if a == b => {}
                        (Place::Track(_), Place::Graveyard) => preview.kills.push(m),
                        (_, to) => preview.moves.push((m, to)),
                    }
                }
            }
            return preview;
        }
        if self.stage() == Stage::Steps
            && let (Some(m), Some(&steps)) = (
                self.sel.first,
                choice::split_steps(&self.legal(), &self.sel).get(self.cursor),
            )
        {
            let board = game.board();
            let to = board
                .progress(m.seat, game.place(m))
                .and_then(|p| board.place_at(m.seat, p + u16::from(steps)));
            return Preview {
                moves: to.map(|to| (m, to)).into_iter().collect(),
                kills: Vec::new(),
            };
        }
        Preview::default()
    }

    /// The prompt line beside the hand: what is asked and its choices.
    #[must_use]
    pub fn choice_row(&self) -> ChoiceRow {
        let Some(seat) = self.viewer() else {
            return ChoiceRow::default();
        };
        if let Phase::Discard(_) = self.phase() {
            return match self.discard_choice() {
                Some(card) => ChoiceRow {
                    lead: "Stopped by a 10:".into(),
                    items: vec![Item {
                        label: format!("discard the {card}"),
                        enabled: true,
                        colour: None,
                    }],
                },
                None => ChoiceRow {
                    lead: "Stopped by a 10: pick a card to discard".into(),
                    items: Vec::new(),
                },
            };
        }
        if self.must_throw() {
            return ChoiceRow {
                lead: "No card can be played:".into(),
                items: vec![Item {
                    label: "throw the hand".into(),
                    enabled: true,
                    colour: None,
                }],
            };
        }
        let playing = self.game().playing_colour(seat);
        let marble_item = |m: MarbleId| Item {
            label: if m.seat == playing {
                m.letter().to_string()
            } else {
                m.to_string()
            },
            enabled: true,
            colour: Some(m.seat),
        };
        let Some(card) = self.card() else {
            return ChoiceRow::default();
        };
        let legal = self.legal();
        let effect = self.sel.effect.map(|e| e.label(card)).unwrap_or_default();
        let first = self.sel.first.map(|m| marble_item(m).label).unwrap_or_default();
        match self.stage() {
            Stage::Card => ChoiceRow::default(),
            Stage::Effect => ChoiceRow {
                lead: format!("{card}:"),
                items: choice::effect_options(card, &legal)
                    .into_iter()
                    .map(|(e, ok)| Item {
                        label: e.label(card),
                        enabled: ok,
                        colour: None,
                    })
                    .collect(),
            },
            Stage::Marble => ChoiceRow {
                lead: match self.sel.effect {
                    Some(Effect::Split) => format!("{card} split, first marble:"),
                    Some(Effect::Swap) => format!("{card}, your marble:"),
                    _ if choice::effects(card).len() > 1 => format!("{card} {effect}, marble:"),
                    _ => format!("{card}, marble:"),
                },
                items: self.marbles().into_iter().map(marble_item).collect(),
            },
            Stage::Steps => ChoiceRow {
                lead: format!("{card} split, {first} moves:"),
                items: choice::split_steps(&legal, &self.sel)
                    .into_iter()
                    .map(|s| Item {
                        label: s.to_string(),
                        enabled: true,
                        colour: None,
                    })
                    .collect(),
            },
            Stage::Second => ChoiceRow {
                lead: match (self.sel.effect, self.sel.steps) {
                    (Some(Effect::Split), Some(s)) => format!("{card} split, {first} {s}, then {}:", 7 - s),
                    _ => format!("{card}, swap {first} with:"),
                },
                items: self.marbles().into_iter().map(marble_item).collect(),
            },
        }
    }

    /// The hint shown when no message is set.
    #[must_use]
    pub fn hint(&self) -> String {
        let Some(seat) = self.to_act() else {
            let winners = self.game().winners();
            let names: Vec<&str> = winners.iter().map(|&s| self.name(s)).collect();
            return format!("{} won.", names.join(" and "));
        };
        let name = self.name(seat);
        if self.viewer().is_none() {
            return format!("Pass the device to {name}.");
        }
        if let Phase::Discard(_) = self.phase() {
            return match self.discard_choice() {
                Some(card) => format!("Discard the {card}? Enter to discard, Esc to choose another."),
                None => {
                    format!("{name}, a 10 stops you: pick a card to discard (1–9 or ←→ and Enter, or click it).")
                }
            };
        }
        if self.must_throw() {
            return format!("{name}: no card can be played. Press t (or Enter) to throw the hand.");
        }
        let playing = self.game().playing_colour(seat);
        let partner = if playing == seat {
            String::new()
        } else {
            format!(" (with {}'s marbles)", self.name(playing))
        };
        match self.stage() {
            Stage::Card => {
                format!("{name} to play{partner}: pick a card (1–9, or ←→ and Enter, or click it).")
            }
            Stage::Effect => "Which effect? ←→ and Enter, or click it; Esc: another card.".into(),
            Stage::Marble | Stage::Second => match self.pending() {
                Some(action) => format!(
                    "Enter plays {}{}; Tab/←→ another marble; Esc: back.",
                    self.game().notation(&action),
                    self.owners(&action, playing)
                ),
                None => "Pick a marble: Tab/←→ and Enter, or click it; Esc: back.".into(),
            },
            Stage::Steps => "How many steps for the first marble? 1–6 or ←→ and Enter; Esc: back.".into(),
        }
    }

    /// Whose marbles of other colours an action touches, as " (Sami's c)":
    /// the notation writes them `2c`, which a family need not read.
    fn owners(&self, action: &Action, playing: Seat) -> String {
        let marbles = match *action {
            Action::Move { marble, .. } => vec![marble],
            Action::Split { first, second } => vec![first.0, second.0],
            Action::Swap { theirs, .. } => vec![theirs],
            _ => Vec::new(),
        };
        let named: Vec<String> = marbles
            .into_iter()
            .filter(|m| m.seat != playing)
            .map(|m| format!("{}'s {}", self.name(m.seat), m.letter()))
            .collect();
        if named.is_empty() {
            String::new()
        } else {
            format!(" ({})", named.join(", "))
        }
    }

    fn say(&mut self, tone: Tone, text: impl Into<String>) {
        self.message = Some(Message {
            tone,
            text: text.into(),
        });
    }

    /// Applies an action to the table and notes it.
    fn apply(&mut self, action: &Action) -> Result<(), rules_core::RuleError> {
        let before = *self.game();
        let events = self.table.apply(action)?;
        self.chronicle.note(&before, action, &events, &self.names);
        Ok(())
    }

    /// Plays a complete action and moves on to the next turn.
    fn play(&mut self, action: Action) {
        match self.apply(&action) {
            Ok(()) => {
                self.message = None;
                self.sync();
            }
            Err(e) => self.say(
                Tone::Warn,
                format!("The rules refused {}: {e}", self.game().notation(&action)),
            ),
        }
    }

    /// Brings the screen in step with the table: draws chance (one outcome at
    /// a time, noted in the log) and starts the next choice afresh.
    fn sync(&mut self) {
        if self.game().to_act() == ToAct::Chance {
            // The table resolves chance in a loop; a copy draws, and the same
            // outcomes are applied here so each is noted. `Table::apply` keeps
            // the generator in step, so the record replays as if drawn here.
            let mut probe = self.table.clone();
            let done = probe.actions().len();
            probe.resolve_chance();
            let drawn: Vec<Action> = probe.actions().get(done..).unwrap_or_default().to_vec();
            for action in drawn {
                if let Err(e) = self.apply(&action) {
                    self.say(Tone::Warn, format!("The rules refused the deal: {e}"));
                    break;
                }
            }
        }
        self.sel = Selection::default();
        self.prompt = None;
        self.cursor = self.first_playable();
    }

    /// The first playable card of the hand (0 when none).
    fn first_playable(&self) -> usize {
        let playable = self.playable();
        self.hand().iter().position(|c| playable.contains(c)).unwrap_or(0)
    }

    /// Handles an intent; false when it means nothing here (the shell may use it).
    pub fn update(&mut self, intent: Intent) -> bool {
        if self.viewer().is_none() {
            return false;
        }
        match intent {
            Intent::Prompt => {
                self.prompt = Some(String::new());
                self.message = None;
            }
            Intent::Throw => self.throw(),
            Intent::Back if matches!(self.phase(), Phase::Discard(_)) => {
                if self.sel.card.take().is_none() {
                    return false;
                }
                self.message = None;
            }
            Intent::Back => {
                let old = self.sel;
                if !self.sel.back(self.card()) {
                    return false;
                }
                self.message = None;
                self.cursor = self.cursor_on(&old);
            }
            // A warning is about the choice the cursor leaves: the hint
            // (what Enter would play now) takes the status line again.
            Intent::Next => {
                self.message = None;
                self.step_cursor(1);
            }
            Intent::Prev => {
                self.message = None;
                self.step_cursor(-1);
            }
            Intent::Choose => self.choose(self.cursor),
            Intent::Digit(d) => self.digit(d),
            Intent::Click(Target::Card(k)) => self.pick_card(k),
            Intent::Click(Target::Choice(k)) => {
                if self.must_throw() {
                    self.throw();
                } else if let Some(card) = self.discard_choice() {
                    // The one choice offered: the discard picked, confirmed.
                    self.play(Action::Discard(card));
                } else if self.stage() != Stage::Card {
                    self.choose(k);
                }
            }
            Intent::Click(Target::Spot(spot)) => self.click_spot(spot),
        }
        true
    }

    /// Where the cursor goes after a step back: on the choice that was taken
    /// at the stage returned to.
    fn cursor_on(&self, old: &Selection) -> usize {
        let legal = self.legal();
        let found = match self.stage() {
            Stage::Card => old.card,
            Stage::Effect => self
                .card()
                .zip(old.effect)
                .and_then(|(c, e)| choice::effects(c).iter().position(|&x| x == e)),
            Stage::Marble | Stage::Second => {
                let marbles = self.marbles();
                let was = if self.stage() == Stage::Marble { old.first } else { None };
                was.and_then(|m| marbles.iter().position(|&x| x == m))
            }
            Stage::Steps => old
                .steps
                .and_then(|s| choice::split_steps(&legal, &self.sel).iter().position(|&x| x == s)),
        };
        found.unwrap_or_else(|| {
            if self.stage() == Stage::Card {
                self.first_playable()
            } else {
                0
            }
        })
    }

    /// Moves the cursor among the options: only among the cards and effects
    /// that can be played.
    fn step_cursor(&mut self, delta: isize) {
        let n = self.option_count();
        if n == 0 {
            return;
        }
        let allowed = |play: &Play, i: usize| -> bool {
            match (play.stage(), play.phase()) {
                (Stage::Card, Phase::Play(_)) => {
                    let hand = play.hand();
                    hand.get(i).is_some_and(|c| play.playable().contains(c))
                }
                (Stage::Effect, _) => play
                    .card()
                    .and_then(|c| choice::effect_options(c, &play.legal()).get(i).map(|&(_, ok)| ok))
                    .unwrap_or(false),
                _ => true,
            }
        };
        let mut at = self.cursor.min(n - 1);
        for _ in 0..n {
            at = (at + n).wrapping_add_signed(delta) % n;
            if allowed(self, at) {
                self.cursor = at;
                // A card picked to discard: the pick moves with the cursor,
                // and the status line asks again about the new one.
                if let (Phase::Discard(_), Some(_)) = (self.phase(), self.sel.card) {
                    self.sel.card = Some(at);
                }
                return;
            }
        }
    }

    fn digit(&mut self, d: u8) {
        if self.must_throw() {
            self.throw();
            return;
        }
        if self.stage() == Stage::Steps {
            let steps = choice::split_steps(&self.legal(), &self.sel);
            match steps.iter().position(|&s| s == d) {
                Some(k) => self.choose(k),
                None => self.say(Tone::Warn, format!("The first part cannot be {d} steps here.")),
            }
            return;
        }
        self.pick_card(usize::from(d.saturating_sub(1)));
    }

    /// Starts a play afresh with the `k`-th card of the hand.
    fn pick_card(&mut self, k: usize) {
        if self.must_throw() {
            self.say(Tone::Warn, "No card can be played: press t to throw the hand.");
            return;
        }
        if k >= self.hand().len() {
            self.say(Tone::Warn, format!("There is no card {} in the hand.", k + 1));
            return;
        }
        if let Phase::Discard(_) = self.phase() {
            self.discard(k);
            return;
        }
        self.sel = Selection::default();
        self.cursor = k;
        self.choose(k);
    }

    /// The stopped player's `k`-th card: picked the first time, discarded
    /// when it is picked already (D7).
    fn discard(&mut self, k: usize) {
        let Some(&card) = self.hand().get(k) else { return };
        self.cursor = k;
        self.message = None;
        if self.sel.card == Some(k) {
            self.play(Action::Discard(card));
        } else {
            self.sel.card = Some(k);
        }
    }

    fn click_spot(&mut self, spot: Spot) {
        let marble = marble_at(self.game(), spot);
        match self.stage() {
            Stage::Marble | Stage::Second => match marble.and_then(|m| self.marbles().iter().position(|&o| o == m)) {
                Some(k) => {
                    self.cursor = k;
                    self.choose(k);
                }
                None => self.say(Tone::Warn, "That is not one of the marbles marked."),
            },
            _ => self.say(Tone::Warn, "Pick a card first, then its marble."),
        }
    }

    fn throw(&mut self) {
        if self.must_throw() {
            self.play(Action::Throw);
        } else if let Phase::Discard(_) = self.phase() {
            self.say(Tone::Warn, "A stopped player discards one card: pick it.");
        } else {
            self.say(Tone::Warn, "A card can be played, so the hand cannot be thrown (D9).");
        }
    }

    /// Takes option `k` of the current stage.
    fn choose(&mut self, k: usize) {
        if self.must_throw() {
            self.throw();
            return;
        }
        let legal = self.legal();
        match self.stage() {
            Stage::Card => self.choose_card(k),
            Stage::Effect => {
                let Some(card) = self.card() else { return };
                let options = choice::effect_options(card, &legal);
                let Some(&(effect, ok)) = options.get(k) else { return };
                self.cursor = k;
                if !ok {
                    self.say(
                        Tone::Warn,
                        format!("The {card} cannot be played as \"{}\" now.", effect.label(card)),
                    );
                    return;
                }
                self.sel.effect = Some(effect);
                self.after_effect();
            }
            Stage::Marble => {
                let Some(&m) = self.marbles().get(k) else { return };
                if let Some(Effect::Move(_)) = self.sel.effect {
                    if let Some(action) = choice::complete(&legal, &self.sel, Some(m)) {
                        self.play(action);
                    }
                } else {
                    self.sel.first = Some(m);
                    self.cursor = 0;
                    self.message = None;
                }
            }
            Stage::Steps => {
                let steps = choice::split_steps(&legal, &self.sel);
                let Some(&s) = steps.get(k) else { return };
                self.sel.steps = Some(s);
                self.cursor = 0;
                self.message = None;
            }
            Stage::Second => {
                let Some(&m) = self.marbles().get(k) else { return };
                if let Some(action) = choice::complete(&legal, &self.sel, Some(m)) {
                    self.play(action);
                }
            }
        }
    }

    fn choose_card(&mut self, k: usize) {
        let hand = self.hand();
        let Some(&card) = hand.get(k) else { return };
        if let Phase::Discard(_) = self.phase() {
            self.discard(k);
            return;
        }
        self.cursor = k;
        if !self.playable().contains(&card) {
            self.say(Tone::Warn, format!("The {card} cannot be played now."));
            return;
        }
        self.message = None;
        self.sel.card = Some(k);
        let effects = choice::effects(card);
        if let [only] = effects[..] {
            self.sel.effect = Some(only);
            self.after_effect();
        } else {
            let legal = self.legal();
            self.cursor = choice::effect_options(card, &legal)
                .iter()
                .position(|&(_, ok)| ok)
                .unwrap_or(0);
        }
    }

    /// An effect is chosen: bring out and stop play at once; the others ask for marbles.
    fn after_effect(&mut self) {
        self.message = None;
        self.cursor = 0;
        let Some(effect) = self.sel.effect else { return };
        if !effect.needs_marble()
            && let Some(action) = choice::complete(&self.legal(), &self.sel, None)
        {
            self.play(action);
        }
    }

    /// A key while the notation line is open: typing, Backspace, Enter to play, Esc to close.
    pub fn prompt_key(&mut self, key: KeyEvent) {
        let Some(text) = &mut self.prompt else { return };
        let plain = !key.modifiers.intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
        // A refusal is about the text as it was: any key moves on from it.
        self.message = None;
        match key.code {
            KeyCode::Esc => self.prompt = None,
            // Backspace on an empty line closes it.
            KeyCode::Backspace if text.pop().is_none() => self.prompt = None,
            KeyCode::Enter => self.submit(),
            KeyCode::Char(c) if plain && text.chars().count() < 24 => text.push(c),
            _ => {}
        }
    }

    /// Plays the typed notation, if it is a legal action now.
    fn submit(&mut self) {
        let text = self.prompt.clone().unwrap_or_default();
        if text.trim().is_empty() {
            self.prompt = None;
            return;
        }
        match self.game().parse_notation(&text) {
            Ok(action) if self.game().legal_actions().contains(&action) => {
                self.prompt = None;
                self.play(action);
            }
            Ok(action) => self.say(
                Tone::Warn,
                format!("{} is not a legal play now.", self.game().notation(&action)),
            ),
            // The text is on the line already: only the reason, so it fits.
            Err(e) => self.say(Tone::Warn, e.reason),
        }
    }
}
