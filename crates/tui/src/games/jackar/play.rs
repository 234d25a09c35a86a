//! The screen's state and the steps of its update (`GameScreen::update`,
//! in `mod.rs`): how keys and clicks narrow the legal actions to one play.
//!
//! The screen sees only the [`View`] of the seat holding the device and that
//! seat's legal actions (the session's [`Scene`]): the hand shown is always
//! the holder's, and nothing here can reach another seat's cards. Beside it
//! this module keeps the play being built ([`Selection`]), the cursor, the
//! typed-notation line and the play chosen, which waits for its confirmation
//! ([`Screen::choice`]): the card's effect is shown on the board first, and
//! only a confirmed play reaches the table (then the curtain comes).
//!
//! The stopped player's discard (D7) is a turn of its own, behind its own
//! curtain, and takes two steps like a play: the card is picked, then the
//! discard confirmed, so a key pressed by reflex as the curtain lifts cannot
//! throw a card away.

use majlis_games::rules::jackar::{Action, Board, Card, MarbleId, Phase, Place, View};
use ratatui::style::{Modifier, Style};
use rules_core::{Seat, ToAct};

use super::choice::{self, Effect, Selection, Stage};
use super::chronicle::Chronicle;
use super::layout::Spot;
use crate::widgets::{Choice, ChoiceRow};

use crate::seated::{Answer, Scene};
use crate::t;

/// Other players' marbles as the message line names them: "Sami's c", or
/// two of them (a split 7) "Sami's c, Dov's a"; `None` for none.
pub(super) fn owned_marbles(sc: &JackarScene<'_>, marbles: &[MarbleId]) -> Option<String> {
    let one = |m: &MarbleId| {
        t!(
            "jackar-owned-marble",
            name = sc.name(m.seat),
            letter = m.letter().to_string()
        )
    };
    match marbles {
        [] => None,
        [m] => Some(one(m)),
        many => Some(super::chronicle::list(many.iter().map(one))),
    }
}

/// The scene a Jackar screen is given.
pub type JackarScene<'a> = Scene<'a, Screen>;

/// What the screen waits for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Awaiting {
    /// A seat plays a card (or throws its hand).
    Play(Seat),
    /// A seat stopped by a 10 discards a card (D7).
    Discard(Seat),
    /// The match is over.
    Over,
}

/// Where a play would leave the marbles it touches.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Preview {
    /// Marbles that would move, and where to.
    pub moves: Vec<(MarbleId, Place)>,
    /// Marbles that would be killed.
    pub kills: Vec<MarbleId>,
}

/// The Jackar screen's own state.
#[derive(Clone, Debug, Default)]
pub struct Screen {
    pub(super) chronicle: Chronicle,
    pub(super) sel: Selection,
    pub(super) cursor: usize,
    /// The play chosen, waiting for its confirmation.
    pub(super) chosen: Option<Action>,
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

/// The marble drawn at a spot, if any (the view answers; the screen only
/// names its spots).
#[must_use]
pub fn marble_at(view: &View, spot: Spot) -> Option<MarbleId> {
    match spot {
        Spot::Track(cell) => view.marble_at(cell),
        Spot::Base(seat, i) => view.marble_in_base(seat, i),
        Spot::Graveyard(seat, i) => {
            let m = MarbleId::new(seat, i);
            (view.place_of(m) == Some(Place::Graveyard)).then_some(m)
        }
    }
}

impl Screen {
    /// The match so far: cards out, the last card.
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

    /// What the screen waits for.
    #[must_use]
    pub fn phase(&self, sc: &JackarScene<'_>) -> Awaiting {
        match sc.to_act() {
            ToAct::Seat(s) if sc.view().phase == Phase::Discard => Awaiting::Discard(s),
            ToAct::Seat(s) => Awaiting::Play(s),
            ToAct::Chance | ToAct::Over => Awaiting::Over,
        }
    }

    /// The hand on screen: the holder's, also while another seat (a
    /// computer) acts and the holder waits for their turn.
    #[must_use]
    pub fn hand<'s>(&self, sc: &'s JackarScene<'_>) -> &'s [Card] {
        &sc.view().hand
    }

    /// The cards of the hand that can be played now (all of them when
    /// discarding; none while another seat acts).
    #[must_use]
    pub fn playable(&self, sc: &JackarScene<'_>) -> Vec<Card> {
        if sc.mover().is_none() {
            return Vec::new();
        }
        match self.phase(sc) {
            Awaiting::Play(_) => {
                let mut cards: Vec<Card> = sc.legal().iter().filter_map(Action::card).collect();
                cards.sort_unstable();
                cards.dedup();
                cards
            }
            Awaiting::Discard(_) => self.hand(sc).to_vec(),
            Awaiting::Over => Vec::new(),
        }
    }

    /// No card can be played: the only action is to throw the hand (D9).
    #[must_use]
    pub fn must_throw(&self, sc: &JackarScene<'_>) -> bool {
        matches!(self.phase(sc), Awaiting::Play(_)) && sc.legal() == [Action::Throw]
    }

    /// The card chosen to play, if any (never while discarding: see
    /// [`Screen::discard_choice`]).
    #[must_use]
    pub fn card(&self, sc: &JackarScene<'_>) -> Option<Card> {
        if let Awaiting::Discard(_) = self.phase(sc) {
            return None;
        }
        self.hand(sc).get(self.sel.card?).copied()
    }

    /// The card a stopped player has picked to discard, waiting for the
    /// confirmation (D7).
    #[must_use]
    pub fn discard_choice(&self, sc: &JackarScene<'_>) -> Option<Card> {
        match self.phase(sc) {
            Awaiting::Discard(_) => self.hand(sc).get(self.sel.card?).copied(),
            _ => None,
        }
    }

    /// The legal actions of the chosen card.
    fn legal(&self, sc: &JackarScene<'_>) -> Vec<Action> {
        let Some(card) = self.card(sc) else { return Vec::new() };
        sc.legal().iter().filter(|a| a.card() == Some(card)).copied().collect()
    }

    /// What is asked now. A stopped player only ever picks among the cards.
    #[must_use]
    pub fn stage(&self, sc: &JackarScene<'_>) -> Stage {
        match self.phase(sc) {
            Awaiting::Discard(_) => Stage::Card,
            _ => self.sel.stage(),
        }
    }

    /// The marbles offered now (marble and second stages), in cursor order.
    #[must_use]
    pub fn marbles(&self, sc: &JackarScene<'_>) -> Vec<MarbleId> {
        let legal = self.legal(sc);
        match self.stage(sc) {
            Stage::Marble => choice::first_marbles(&legal, &self.sel),
            Stage::Second => choice::second_marbles(&legal, &self.sel),
            _ => Vec::new(),
        }
    }

    /// How many options the cursor moves among now.
    pub(super) fn option_count(&self, sc: &JackarScene<'_>) -> usize {
        match self.stage(sc) {
            Stage::Card => self.hand(sc).len(),
            Stage::Effect => self.card(sc).map_or(0, |c| choice::effects(c).len()),
            Stage::Marble | Stage::Second => self.marbles(sc).len(),
            Stage::Steps => choice::split_steps(&self.legal(sc), &self.sel).len(),
        }
    }

    /// The marble under the cursor (marble and second stages).
    #[must_use]
    pub fn cursor_marble(&self, sc: &JackarScene<'_>) -> Option<MarbleId> {
        self.marbles(sc).get(self.cursor).copied()
    }

    /// The play the choice under the cursor completes, if it completes one:
    /// what Enter would choose.
    #[must_use]
    pub fn pending(&self, sc: &JackarScene<'_>) -> Option<Action> {
        let legal = self.legal(sc);
        match self.stage(sc) {
            Stage::Marble if self.sel.effect.is_some_and(|e| matches!(e, Effect::Move(_))) => {
                choice::complete(&legal, &self.sel, self.cursor_marble(sc))
            }
            Stage::Second => choice::complete(&legal, &self.sel, self.cursor_marble(sc)),
            _ => None,
        }
    }

    /// Where the play chosen (else the one under the cursor) would take the
    /// marbles; the first part of a split 7 while its steps are chosen.
    #[must_use]
    pub fn preview(&self, sc: &JackarScene<'_>) -> Preview {
        let view = sc.view();
        if let Some(after) = self.chosen.or_else(|| self.pending(sc)).and_then(|a| sc.after(&a)) {
            let mut preview = Preview::default();
            for (s, (was, now)) in view.marbles.iter().zip(&after.marbles).enumerate() {
                for (i, (&a, &b)) in was.iter().zip(now).enumerate() {
                    let m = MarbleId::new(Seat::new(s), u8::try_from(i).unwrap_or(0));
                    match (a, b) {
                        (a, b) if a == b => {}
                        (Place::Track(_), Place::Graveyard) => preview.kills.push(m),
                        (_, to) => preview.moves.push((m, to)),
                    }
                }
            }
            return preview;
        }
        if self.stage(sc) == Stage::Steps
            && let (Some(m), Some(&steps)) = (
                self.sel.first,
                choice::split_steps(&self.legal(sc), &self.sel).get(self.cursor),
            )
            && let (Some(board), Some(place)) = (Board::new(view.players), view.place_of(m))
        {
            let to = board
                .progress(m.seat, place)
                .and_then(|p| board.place_at(m.seat, p + u16::from(steps)));
            return Preview {
                moves: to.map(|to| (m, to)).into_iter().collect(),
                kills: Vec::new(),
            };
        }
        Preview::default()
    }

    /// The prompt row beside the hand: what is asked and its choices; the
    /// style of each marble answer comes from `marble`.
    #[must_use]
    pub fn choice_row(&self, sc: &JackarScene<'_>, marble: impl Fn(Seat) -> Style) -> ChoiceRow {
        let Some(seat) = sc.mover() else {
            // Another seat (a computer) acts: the holder's hand waits.
            return match sc.to_act().seat() {
                Some(seat) => ChoiceRow {
                    lead: t!(
                        "jackar-hand-waiting",
                        holder = sc.name(sc.holder()),
                        name = sc.name(seat)
                    ),
                    items: Vec::new(),
                },
                None => ChoiceRow::default(),
            };
        };
        let plain = |label: String| Choice {
            label,
            enabled: true,
            style: Style::new().add_modifier(Modifier::BOLD),
        };
        if let Awaiting::Discard(_) = self.phase(sc) {
            return match self.discard_choice(sc) {
                Some(card) => ChoiceRow {
                    lead: t!("jackar-prompt-stopped"),
                    items: vec![plain(t!("jackar-prompt-discard", card = card.symbol()))],
                },
                None => ChoiceRow {
                    lead: t!("jackar-prompt-stopped-pick"),
                    items: Vec::new(),
                },
            };
        }
        if self.must_throw(sc) {
            return ChoiceRow {
                lead: t!("jackar-prompt-cannot-play"),
                items: vec![plain(t!("jackar-prompt-throw"))],
            };
        }
        let playing = sc.view().playing_colour(seat);
        let marble_item = |m: MarbleId| Choice {
            label: if m.seat == playing {
                m.letter().to_string()
            } else {
                m.to_string()
            },
            enabled: true,
            style: marble(m.seat),
        };
        let Some(card) = self.card(sc) else {
            return ChoiceRow::default();
        };
        let legal = self.legal(sc);
        let effect = self.sel.effect.map(|e| e.label(card)).unwrap_or_default();
        if self.sel.effect.is_some_and(|e| !e.needs_marble()) {
            // Out or stop, chosen: the one answer, waiting for Enter.
            return ChoiceRow {
                lead: format!("{card}:"),
                items: vec![plain(effect)],
            };
        }
        let first = self.sel.first.map(|m| marble_item(m).label).unwrap_or_default();
        match self.stage(sc) {
            Stage::Card => ChoiceRow::default(),
            Stage::Effect => ChoiceRow {
                lead: format!("{card}:"),
                items: choice::effect_options(card, &legal)
                    .into_iter()
                    .map(|(e, ok)| Choice {
                        enabled: ok,
                        ..plain(e.label(card))
                    })
                    .collect(),
            },
            Stage::Marble => ChoiceRow {
                lead: match self.sel.effect {
                    Some(Effect::Split) => t!("jackar-prompt-split-first", card = card.symbol()),
                    Some(Effect::Swap) => t!("jackar-prompt-swap-mine", card = card.symbol()),
                    _ if choice::effects(card).len() > 1 => {
                        t!("jackar-prompt-effect-marble", card = card.symbol(), effect = effect)
                    }
                    _ => t!("jackar-prompt-marble", card = card.symbol()),
                },
                items: self.marbles(sc).into_iter().map(marble_item).collect(),
            },
            Stage::Steps => ChoiceRow {
                lead: t!("jackar-prompt-split-moves", card = card.symbol(), marble = first),
                items: choice::split_steps(&legal, &self.sel)
                    .into_iter()
                    .map(|s| plain(s.to_string()))
                    .collect(),
            },
            Stage::Second => ChoiceRow {
                lead: match (self.sel.effect, self.sel.steps) {
                    (Some(Effect::Split), Some(s)) => t!(
                        "jackar-prompt-split-then",
                        card = card.symbol(),
                        marble = first,
                        steps = s,
                        rest = 7 - s
                    ),
                    _ => t!("jackar-prompt-swap-with", card = card.symbol(), marble = first),
                },
                items: self.marbles(sc).into_iter().map(marble_item).collect(),
            },
        }
    }

    /// Whether the row holds one answer only, chosen already and lit: a throw,
    /// a discard picked, out or stop.
    #[must_use]
    pub fn single_choice(&self, sc: &JackarScene<'_>) -> bool {
        self.must_throw(sc) || self.discard_choice(sc).is_some() || self.sel.effect.is_some_and(|e| !e.needs_marble())
    }

    /// Whose marbles of other colours an action touches, as "Sami's c"
    /// (none when it touches only the colour played): the notation writes
    /// them `2c`, which a family need not read.
    pub(super) fn owners(&self, sc: &JackarScene<'_>, action: &Action, playing: Seat) -> Option<String> {
        let marbles = match *action {
            Action::Move { marble, .. } => vec![marble],
            Action::Split { first, second } => vec![first.0, second.0],
            Action::Swap { theirs, .. } => vec![theirs],
            _ => Vec::new(),
        };
        let named: Vec<MarbleId> = marbles.into_iter().filter(|m| m.seat != playing).collect();
        owned_marbles(sc, &named)
    }

    /// Chooses a complete play: it waits for its confirmation; the same play
    /// chosen again confirms it (a second click, a second Enter).
    pub(super) fn choose_play(&mut self, action: Action) -> Answer<Action> {
        if self.chosen == Some(action) {
            return Answer::Confirm;
        }
        self.chosen = Some(action);
        Answer::Handled
    }

    /// The first playable card of the hand (0 when none).
    pub(super) fn first_playable(&self, sc: &JackarScene<'_>) -> usize {
        let playable = self.playable(sc);
        self.hand(sc).iter().position(|c| playable.contains(c)).unwrap_or(0)
    }

    /// Where the cursor goes after a step back: on the choice that was taken
    /// at the stage returned to.
    pub(super) fn cursor_on(&self, sc: &JackarScene<'_>, old: &Selection) -> usize {
        let legal = self.legal(sc);
        let found = match self.stage(sc) {
            Stage::Card => old.card,
            Stage::Effect => self
                .card(sc)
                .zip(old.effect)
                .and_then(|(c, e)| choice::effects(c).iter().position(|&x| x == e)),
            Stage::Marble | Stage::Second => {
                let marbles = self.marbles(sc);
                let was = if self.stage(sc) == Stage::Marble {
                    old.first
                } else {
                    None
                };
                was.and_then(|m| marbles.iter().position(|&x| x == m))
            }
            Stage::Steps => old
                .steps
                .and_then(|s| choice::split_steps(&legal, &self.sel).iter().position(|&x| x == s)),
        };
        found.unwrap_or_else(|| {
            if self.stage(sc) == Stage::Card {
                self.first_playable(sc)
            } else {
                0
            }
        })
    }

    /// Moves the cursor among the options: only among the cards and effects
    /// that can be played.
    pub(super) fn step_cursor(&mut self, sc: &JackarScene<'_>, delta: isize) {
        let n = self.option_count(sc);
        if n == 0 {
            return;
        }
        let allowed = |screen: &Screen, i: usize| -> bool {
            match (screen.stage(sc), screen.phase(sc)) {
                (Stage::Card, Awaiting::Play(_)) => {
                    screen.hand(sc).get(i).is_some_and(|c| screen.playable(sc).contains(c))
                }
                (Stage::Effect, _) => screen
                    .card(sc)
                    .and_then(|c| choice::effect_options(c, &screen.legal(sc)).get(i).map(|&(_, ok)| ok))
                    .unwrap_or(false),
                _ => true,
            }
        };
        let mut at = self.cursor.min(n - 1);
        for _ in 0..n {
            at = (at + n).wrapping_add_signed(delta) % n;
            if allowed(self, at) {
                self.cursor = at;
                // A card picked to discard: the pick moves with the cursor.
                if let (Awaiting::Discard(_), Some(_)) = (self.phase(sc), self.sel.card) {
                    self.pick_discard(sc, at);
                }
                return;
            }
        }
    }

    pub(super) fn digit(&mut self, sc: &JackarScene<'_>, d: u8) -> Answer<Action> {
        if self.must_throw(sc) {
            return self.throw(sc);
        }
        if self.stage(sc) == Stage::Steps {
            let steps = choice::split_steps(&self.legal(sc), &self.sel);
            return match steps.iter().position(|&s| s == d) {
                Some(k) => self.choose(sc, k),
                None => Answer::warn(t!("jackar-warn-steps", steps = d)),
            };
        }
        self.pick_card(sc, usize::from(d.saturating_sub(1)))
    }

    /// Starts a play afresh with the `k`-th card of the hand.
    pub(super) fn pick_card(&mut self, sc: &JackarScene<'_>, k: usize) -> Answer<Action> {
        if self.must_throw(sc) {
            return Answer::warn(t!("jackar-warn-must-throw"));
        }
        if k >= self.hand(sc).len() {
            return Answer::warn(t!("jackar-warn-no-card", number = k + 1));
        }
        if let Awaiting::Discard(_) = self.phase(sc) {
            return self.discard(sc, k);
        }
        self.chosen = None;
        self.sel = Selection::default();
        self.cursor = k;
        self.choose(sc, k)
    }

    /// The stopped player's `k`-th card picked to discard (D7).
    pub(super) fn pick_discard(&mut self, sc: &JackarScene<'_>, k: usize) {
        self.sel.card = Some(k);
        self.chosen = self.hand(sc).get(k).map(|&card| Action::Discard(card));
    }

    /// The stopped player's `k`-th card: picked the first time, its discard
    /// confirmed when it is picked already (D7).
    fn discard(&mut self, sc: &JackarScene<'_>, k: usize) -> Answer<Action> {
        let Some(&card) = self.hand(sc).get(k) else {
            return Answer::Ignored;
        };
        self.cursor = k;
        if self.sel.card == Some(k) {
            return self.choose_play(Action::Discard(card));
        }
        self.pick_discard(sc, k);
        Answer::Handled
    }

    pub(super) fn click_spot(&mut self, sc: &JackarScene<'_>, spot: Spot) -> Answer<Action> {
        let marble = marble_at(sc.view(), spot);
        match self.stage(sc) {
            Stage::Marble | Stage::Second => match marble.and_then(|m| self.marbles(sc).iter().position(|&o| o == m)) {
                Some(k) => {
                    self.cursor = k;
                    self.choose(sc, k)
                }
                None => Answer::warn(t!("jackar-warn-not-marked")),
            },
            _ => Answer::warn(t!("jackar-warn-card-first")),
        }
    }

    pub(super) fn throw(&mut self, sc: &JackarScene<'_>) -> Answer<Action> {
        if self.must_throw(sc) {
            self.choose_play(Action::Throw)
        } else if let Awaiting::Discard(_) = self.phase(sc) {
            Answer::warn(t!("jackar-warn-discard-one"))
        } else {
            Answer::warn(t!("jackar-warn-cannot-throw"))
        }
    }

    /// Takes option `k` of the current stage.
    pub(super) fn choose(&mut self, sc: &JackarScene<'_>, k: usize) -> Answer<Action> {
        if self.must_throw(sc) {
            return self.throw(sc);
        }
        let legal = self.legal(sc);
        match self.stage(sc) {
            Stage::Card => self.choose_card(sc, k),
            Stage::Effect => {
                let Some(card) = self.card(sc) else {
                    return Answer::Ignored;
                };
                let options = choice::effect_options(card, &legal);
                let Some(&(effect, ok)) = options.get(k) else {
                    return Answer::Ignored;
                };
                self.cursor = k;
                if !ok {
                    return Answer::warn(t!(
                        "jackar-warn-effect",
                        card = card.symbol(),
                        effect = effect.label(card)
                    ));
                }
                self.sel.effect = Some(effect);
                self.after_effect(sc)
            }
            Stage::Marble => {
                let Some(&m) = self.marbles(sc).get(k) else {
                    return Answer::Ignored;
                };
                if let Some(Effect::Move(_)) = self.sel.effect {
                    match choice::complete(&legal, &self.sel, Some(m)) {
                        Some(action) => self.choose_play(action),
                        None => Answer::Ignored,
                    }
                } else {
                    self.sel.first = Some(m);
                    self.cursor = 0;
                    Answer::Handled
                }
            }
            Stage::Steps => {
                let steps = choice::split_steps(&legal, &self.sel);
                let Some(&s) = steps.get(k) else { return Answer::Ignored };
                self.sel.steps = Some(s);
                self.cursor = 0;
                Answer::Handled
            }
            Stage::Second => {
                let Some(&m) = self.marbles(sc).get(k) else {
                    return Answer::Ignored;
                };
                match choice::complete(&legal, &self.sel, Some(m)) {
                    Some(action) => self.choose_play(action),
                    None => Answer::Ignored,
                }
            }
        }
    }

    fn choose_card(&mut self, sc: &JackarScene<'_>, k: usize) -> Answer<Action> {
        let Some(&card) = self.hand(sc).get(k) else {
            return Answer::Ignored;
        };
        if let Awaiting::Discard(_) = self.phase(sc) {
            return self.discard(sc, k);
        }
        self.cursor = k;
        if !self.playable(sc).contains(&card) {
            return Answer::warn(t!("jackar-warn-card", card = card.symbol()));
        }
        self.sel.card = Some(k);
        let effects = choice::effects(card);
        if let [only] = effects[..] {
            self.sel.effect = Some(only);
            return self.after_effect(sc);
        }
        let legal = self.legal(sc);
        self.cursor = choice::effect_options(card, &legal)
            .iter()
            .position(|&(_, ok)| ok)
            .unwrap_or(0);
        Answer::Handled
    }

    /// An effect is chosen: bringing out and the stop are whole plays at once;
    /// the others ask for marbles.
    fn after_effect(&mut self, sc: &JackarScene<'_>) -> Answer<Action> {
        self.cursor = 0;
        let Some(effect) = self.sel.effect else {
            return Answer::Handled;
        };
        if !effect.needs_marble()
            && let Some(action) = choice::complete(&self.legal(sc), &self.sel, None)
        {
            return self.choose_play(action);
        }
        Answer::Handled
    }
}
