//! The screen's state and the steps of its update (`GameScreen::update`,
//! in `mod.rs`): how keys and clicks narrow the legal actions to one.
//!
//! The screen sees the table through the rules' [`View`] every seat shares
//! (nothing is shown to one seat only; every face-down card is hidden, the
//! owner's too) and the legal actions: the scene never holds the whole
//! game, so no face-down card can reach the screen.
//! Previews are built from the view as well: a card that a choice would turn
//! up or discard unseen stays hidden until the choice is confirmed.

use majlis_games::rules::toki::{self, Action, Card, Cell, Phase, Pile, Rule, View};
use rules_core::Seat;

use super::chronicle::{Chronicle, Recap, card_key, card_word, the_card};
use super::input::Intent;
use super::layout::Target;
use crate::seated::{Answer, Message, Scene};
use crate::t;
use crate::widgets::{Choice, ChoiceRow};

/// The scene a Toki screen is given.
pub type TokiScene<'a> = Scene<'a, Screen>;

/// What the screen asks now.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// The end of a round on show: the family turns the hidden cards up one
    /// by one, then deals the next round (or goes to the results).
    Recap,
    /// Between rounds with nothing on show (a resumed table): Enter deals.
    Deal,
    /// The opening reveal: two face-down cards of the box, the first one
    /// chosen already when given.
    Open(Option<Cell>),
    /// A tie for the start (D2): the family picks among the tied, or leaves it to chance.
    Starter,
    /// Take the bank's top card or the discard pile's.
    Take,
    /// Which rule, a to d, for the card taken.
    Rule,
    /// A card of the box for the rule (for d, where the Toki lands).
    Cells(Rule),
    /// Rule c with one face-down card left: turn it up, or keep it hidden.
    LastCard,
    /// Rule d with several Tokis that may fly: which one.
    Toki,
    /// Nothing to do (the game is over).
    Idle,
}

/// An answer of the prompt row.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A tied seat starts (D2).
    Seat(Seat),
    /// Chance decides who starts (D2).
    Chance,
    /// Take from a pile.
    Pile(Pile),
    /// A rule for the card taken.
    Rule(Rule),
    /// Rule c: turn the last hidden card up.
    Reveal(Cell),
    /// Rule c: keep the last card hidden.
    Keep,
}

/// The mover's box after a rule waiting for confirmation, as everyone would
/// see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preview {
    /// The box: the card taken in its place, the Toki where it lands.
    pub seen: [Option<Card>; toki::CELLS],
    /// The cells whose card changes.
    pub changed: Vec<Cell>,
    /// The discard pile's new top card; `None` when it goes there unseen
    /// (it is shown once the choice is confirmed).
    pub discard: Option<Card>,
    /// The card rule c turns up (unseen until confirmed).
    pub turn_up: Option<Cell>,
}

/// The Toki screen's own state.
#[derive(Clone, Debug, Default)]
pub struct Screen {
    pub(super) chronicle: Chronicle,
    /// The rule chosen for the card taken.
    pub(super) rule: Option<Rule>,
    /// Rule d: the Toki chosen to fly.
    pub(super) toki: Option<Cell>,
    /// The opening reveal: the first card chosen.
    pub(super) first: Option<Cell>,
    /// An index into the options asked now (cards, or answers of the row).
    pub(super) cursor: usize,
    /// The choice made, waiting for its confirmation.
    pub(super) picked: Option<Action>,
    /// The end of the last round, while it is on show.
    pub(super) recap: Option<Recap>,
    /// Shown in a replay: every card turned up at once, and no key goes on
    /// (the replay's own keys step through it).
    pub(super) replay: bool,
}

/// The table as the screen sees it for one frame or input: the view, the
/// legal actions of the seat to act, the names, and the screen's state.
pub struct Play<'s> {
    /// The screen's state.
    pub screen: &'s Screen,
    /// What everyone sees.
    pub view: View,
    /// The seat to act, if a seat acts.
    pub mover: Option<Seat>,
    /// Its legal actions.
    pub legal: Vec<Action>,
    /// Players' names.
    pub names: Vec<String>,
    /// What the screen asks now.
    pub stage: Stage,
}

/// A rule as the prompt row offers it (short, so that all four fit 80 columns;
/// the message line says the rule in full).
#[must_use]
pub fn rule_label(rule: Rule) -> String {
    match rule {
        Rule::A => t!("toki-rule-a"),
        Rule::B => t!("toki-rule-b"),
        Rule::C => t!("toki-rule-c"),
        Rule::D => t!("toki-rule-d"),
    }
}

impl<'s> Play<'s> {
    /// The screen and the scene, seen through the view.
    #[must_use]
    pub fn new(screen: &'s Screen, scene: &TokiScene<'_>) -> Self {
        let view = scene.view().clone();
        let mover = scene.mover();
        let legal = scene.legal().to_vec();
        let stage = screen.stage(&view, mover, &legal);
        Play {
            screen,
            view,
            mover,
            legal,
            names: scene.names().to_vec(),
            stage,
        }
    }

    /// A seat's name.
    #[must_use]
    pub fn name(&self, seat: Seat) -> &str {
        crate::text::name(&self.names, seat)
    }

    /// The card taken this turn.
    #[must_use]
    pub fn drawn(&self) -> Option<Card> {
        self.view.drawn.map(|d| d.card)
    }

    /// The cards of the mover's box the stage offers, in order.
    #[must_use]
    pub fn targets(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = match self.stage {
            Stage::Open(_) => self
                .legal
                .iter()
                .flat_map(|a| match a {
                    Action::Open(pair) => pair.to_vec(),
                    _ => Vec::new(),
                })
                .collect(),
            Stage::Cells(rule) => self
                .legal
                .iter()
                .filter_map(|a| match (rule, *a) {
                    (Rule::A, Action::A(c)) | (Rule::B, Action::B(c)) | (Rule::C, Action::C(c)) => Some(c),
                    (Rule::D, Action::D { toki, to }) if Some(toki) == self.screen.toki => Some(to),
                    _ => None,
                })
                .collect(),
            Stage::Toki => self.flyers(),
            _ => Vec::new(),
        };
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// The Tokis that may fly with the card taken (rule d).
    #[must_use]
    pub fn flyers(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self
            .legal
            .iter()
            .filter_map(|a| match a {
                Action::D { toki, .. } => Some(*toki),
                _ => None,
            })
            .collect();
        cells.dedup();
        cells
    }

    /// The answers of the prompt row.
    #[must_use]
    pub fn items(&self) -> Vec<Item> {
        match self.stage {
            Stage::Starter => self
                .view
                .tied
                .iter()
                .map(|&s| Item::Seat(s))
                .chain([Item::Chance])
                .collect(),
            Stage::Take => vec![Item::Pile(Pile::Bank), Item::Pile(Pile::Discard)],
            Stage::Rule | Stage::Cells(_) | Stage::Toki => Rule::ALL.iter().map(|&r| Item::Rule(r)).collect(),
            Stage::LastCard => {
                let last = self.mover_seen().iter().position(Option::is_none).and_then(Cell::at);
                last.map(Item::Reveal).into_iter().chain([Item::Keep]).collect()
            }
            _ => Vec::new(),
        }
    }

    /// Whether an answer can be taken now.
    #[must_use]
    pub fn enabled(&self, item: Item) -> bool {
        match item {
            Item::Seat(_) | Item::Chance => true,
            Item::Pile(p) => self.legal.contains(&Action::Take(p)),
            Item::Rule(r) => self.legal.iter().any(|a| a.rule() == Some(r)),
            Item::Reveal(c) => self.legal.contains(&Action::C(c)),
            Item::Keep => self.legal.contains(&Action::Keep),
        }
    }

    /// An answer as the row shows it.
    #[must_use]
    pub fn label(&self, item: Item) -> String {
        match item {
            Item::Seat(s) => self.name(s).to_string(),
            Item::Chance => t!("toki-answer-chance"),
            Item::Pile(Pile::Bank) => t!("toki-answer-bank"),
            Item::Pile(Pile::Discard) => match self.view.discard_top {
                Some(c) => t!("toki-answer-discard-card", card = card_key(c)),
                None => t!("toki-answer-discard"),
            },
            Item::Rule(r) => rule_label(r),
            Item::Reveal(_) => t!("toki-answer-turn-up"),
            Item::Keep => t!("toki-answer-keep"),
        }
    }

    /// The item or card under the cursor.
    #[must_use]
    pub fn cursor(&self) -> usize {
        let n = match self.stage {
            Stage::Open(_) | Stage::Cells(_) | Stage::Toki => self.targets().len(),
            _ => self.items().len(),
        };
        if n == 0 { 0 } else { self.screen.cursor % n }
    }

    /// The card of the mover's box under the cursor, in a stage of cards.
    #[must_use]
    pub fn cursor_cell(&self) -> Option<Cell> {
        match self.stage {
            Stage::Open(_) | Stage::Cells(_) | Stage::Toki => self.targets().get(self.cursor()).copied(),
            _ => None,
        }
    }

    /// The prompt row: what is asked and its answers.
    #[must_use]
    pub fn row(&self) -> ChoiceRow {
        let card = self.drawn().map(card_word).unwrap_or_default();
        let mover = self.mover.map(|s| self.name(s).to_string()).unwrap_or_default();
        let lead = match self.stage {
            Stage::Recap => self.recap_lead(),
            Stage::Deal => t!("toki-ask-deal", round = self.view.round),
            Stage::Open(None) => t!("toki-ask-open", name = mover),
            Stage::Open(Some(c)) => t!("toki-ask-open-second", name = mover, cell = c.number()),
            Stage::Starter => t!("toki-ask-starter", sum = self.tie_sum()),
            Stage::Take => t!("toki-ask-take", name = mover),
            Stage::Rule | Stage::Toki | Stage::Cells(_) => t!("toki-ask-rule", card = card),
            Stage::LastCard => t!("toki-ask-last-card"),
            Stage::Idle => String::new(),
        };
        let items = self.items();
        ChoiceRow {
            lead,
            items: items
                .iter()
                .map(|&item| Choice {
                    label: self.label(item),
                    enabled: self.enabled(item),
                    style: ratatui::style::Style::new(),
                })
                .collect(),
        }
    }

    /// The opening sum the tied seats share.
    fn tie_sum(&self) -> u8 {
        self.view.tied.first().map_or(0, |&s| {
            self.view.seen_box(s).iter().flatten().map(|c| c.face_points()).sum()
        })
    }

    /// What the prompt row says at a round's end.
    fn recap_lead(&self) -> String {
        let Some(r) = &self.screen.recap else {
            return String::new();
        };
        if self.screen.replay {
            // A replay's keys are its own: nothing here to press.
            if r.last {
                t!("toki-recap-replay-last", round = r.round)
            } else {
                t!("toki-recap-replay", round = r.round)
            }
        } else if r.done() && r.last {
            t!("toki-recap-last", round = r.round)
        } else if r.done() {
            t!("toki-recap-done", round = r.round, next = r.round + 1)
        } else {
            t!("toki-recap-turning", round = r.round, count = r.order.len() - r.shown)
        }
    }

    /// The mover's box as seen.
    #[must_use]
    pub fn mover_seen(&self) -> [Option<Card>; toki::CELLS] {
        self.mover.map(|s| self.view.seen_box(s)).unwrap_or_default()
    }

    /// The choice waiting for confirmation, if it is still one of the choices.
    #[must_use]
    pub fn picked(&self) -> Option<Action> {
        let picked = self.screen.picked?;
        let ok = match picked {
            Action::Starts(seat) => self.stage == Stage::Starter && self.view.tied.contains(&seat),
            a => self.legal.contains(&a),
        };
        ok.then_some(picked)
    }

    /// The mover's box as it would be after the rule waiting for
    /// confirmation, built from what everyone sees: a card the choice would
    /// turn up, or discard unseen, stays hidden until it is confirmed.
    #[must_use]
    pub fn preview(&self) -> Option<Preview> {
        let picked = self.picked()?;
        let card = self.drawn();
        let mut seen = self.mover_seen();
        let (changed, discard, turn_up) = match picked {
            Action::A(c) => {
                let old = seen[c.index()];
                seen[c.index()] = card;
                (vec![c], old, None)
            }
            Action::B(c) => {
                seen[c.index()] = card;
                (vec![c], None, None)
            }
            Action::C(c) => (Vec::new(), card, Some(c)),
            Action::Keep => (Vec::new(), card, None),
            Action::D { toki, to } => {
                seen[toki.index()] = card;
                seen[to.index()] = Some(Card::TOKI);
                (vec![toki, to], None, None)
            }
            _ => return None,
        };
        Some(Preview {
            seen,
            changed,
            discard,
            turn_up,
        })
    }

    /// What the choice waiting does, in words.
    #[must_use]
    pub fn preview_words(&self, action: Action) -> String {
        let card = self.drawn().map(the_card).unwrap_or_default();
        let seen = self.mover_seen();
        match action {
            Action::Open([a, b]) => t!("toki-do-open", first = a.number(), second = b.number()),
            Action::Starts(s) => t!("toki-do-starts", name = self.name(s)),
            Action::Take(Pile::Bank) => t!("toki-do-take-bank"),
            Action::Take(Pile::Discard) => t!(
                "toki-do-take-discard",
                card = self.view.discard_top.map(the_card).unwrap_or_default()
            ),
            Action::A(c) => t!(
                "toki-do-a",
                cell = c.number(),
                card = card,
                old = seen[c.index()].map(card_word).unwrap_or_default()
            ),
            Action::B(c) => t!("toki-do-b", cell = c.number(), card = card),
            Action::C(c) => t!("toki-do-c", cell = c.number(), card = card),
            Action::Keep => t!("toki-do-keep", card = card),
            Action::D { toki, to } => t!("toki-do-d", toki = toki.number(), to = to.number(), card = card),
            Action::Deal(_) | Action::Reshuffle(_) => String::new(),
        }
    }

    /// The message line when nothing else is said: what to do now.
    #[must_use]
    pub fn hint(&self) -> String {
        if let Some(action) = self.picked() {
            return self.preview_words(action);
        }
        let card = self.drawn().map(the_card).unwrap_or_default();
        match self.stage {
            Stage::Recap | Stage::Deal => t!("toki-hint-scores"),
            Stage::Open(_) => t!("toki-hint-open"),
            Stage::Starter => t!("toki-hint-starter"),
            Stage::Take => t!("toki-hint-take"),
            Stage::Rule => t!("toki-hint-rule", card = card),
            Stage::Cells(Rule::A) => t!("toki-hint-a", card = card),
            Stage::Cells(Rule::B) => t!("toki-hint-b", card = card),
            Stage::Cells(Rule::C) => t!("toki-hint-c", card = card),
            Stage::Cells(Rule::D) => t!("toki-hint-d"),
            Stage::LastCard => t!("toki-hint-last-card"),
            Stage::Toki => t!("toki-hint-toki", card = self.drawn().map(card_key).unwrap_or_default()),
            Stage::Idle => String::new(),
        }
    }
}

impl Screen {
    /// What the screen asks now, from the view and the legal actions.
    #[must_use]
    pub fn stage(&self, view: &View, mover: Option<Seat>, legal: &[Action]) -> Stage {
        if self.recap.is_some() {
            return Stage::Recap;
        }
        match (view.phase, mover) {
            (Phase::Deal, _) if view.rounds_scored > 0 => Stage::Deal,
            (Phase::Starter, _) => Stage::Starter,
            (Phase::Open, Some(_)) => Stage::Open(self.first),
            (Phase::Take, Some(_)) => Stage::Take,
            (Phase::Place, Some(_)) => match self.rule {
                None => Stage::Rule,
                Some(Rule::C) if legal.contains(&Action::Keep) => Stage::LastCard,
                Some(Rule::D) if self.toki.is_none() => Stage::Toki,
                Some(rule) => Stage::Cells(rule),
            },
            _ => Stage::Idle,
        }
    }

    /// A screen showing a round's end (the results' final picture).
    #[must_use]
    pub fn with_recap(recap: Recap) -> Screen {
        Screen {
            recap: Some(recap),
            ..Screen::default()
        }
    }

    /// The end of the round on show, if any.
    #[must_use]
    pub fn recap(&self) -> Option<&Recap> {
        self.recap.as_ref()
    }

    /// At a round's end: the next card, all of them, then the deal (or the results).
    pub(super) fn recap_step(&mut self, intent: Intent) -> Answer<Action> {
        let Some(recap) = self.recap.as_mut() else {
            return Answer::Ignored;
        };
        match intent {
            Intent::All => recap.show_all(),
            Intent::Choose | Intent::Next | Intent::Click(Target::Boxes | Target::Cell(..)) if !recap.done() => {
                recap.step();
            }
            Intent::Choose | Intent::Click(_) if recap.last => self.recap = None,
            Intent::Choose | Intent::Click(_) => return Answer::Roll { first: None },
            Intent::Back => return Answer::Ignored,
            _ => {
                return Answer::Say(Message::info(t!("toki-recap-keys", round = recap.round)));
            }
        }
        Answer::Handled
    }

    /// Esc: one step back.
    pub(super) fn back(&mut self, play: &Play<'_>) -> Answer<Action> {
        if self.toki.is_some() && play.flyers().len() > 1 {
            self.toki = None;
        } else if self.rule.is_some() {
            self.rule = None;
            self.toki = None;
        } else if self.first.is_some() {
            self.first = None;
        } else {
            return Answer::Ignored;
        }
        self.picked = None;
        self.cursor = 0;
        Answer::Handled
    }

    pub(super) fn move_cursor(&mut self, play: &Play<'_>, by: isize) -> Answer<Action> {
        let n = match play.stage {
            Stage::Open(_) | Stage::Cells(_) | Stage::Toki => play.targets().len(),
            _ => play.items().len(),
        };
        if n > 0 {
            // Few options: the casts cannot overflow.
            let (at, n) = (play.cursor() as isize + by, n as isize);
            self.cursor = at.rem_euclid(n) as usize;
        }
        self.picked = None;
        Answer::Handled
    }

    /// ↑/↓: the card above or below the cursor, when it is one of the options.
    pub(super) fn flip(&mut self, play: &Play<'_>) -> Answer<Action> {
        let targets = play.targets();
        let Some(at) = play.cursor_cell() else {
            return self.move_cursor(play, 1);
        };
        if let Some(i) = targets.iter().position(|&c| c == at.partner()) {
            self.cursor = i;
            self.picked = None;
        }
        Answer::Handled
    }

    /// Enter: the option under the cursor.
    pub(super) fn choose(&mut self, play: &Play<'_>) -> Answer<Action> {
        match play.stage {
            Stage::Open(_) | Stage::Cells(_) | Stage::Toki => match play.cursor_cell() {
                Some(cell) => self.on_cell(play, cell),
                None => Answer::warn(t!("toki-refuse-nothing")),
            },
            _ => match play.items().get(play.cursor()) {
                Some(&item) => self.choose_item(play, item),
                None => Answer::Ignored,
            },
        }
    }

    /// Picks `action`, or confirms it when it is the one waiting already.
    fn pick(&mut self, action: Action) -> Answer<Action> {
        if self.picked == Some(action) {
            return Answer::Confirm;
        }
        self.picked = Some(action);
        Answer::Handled
    }

    fn choose_item(&mut self, play: &Play<'_>, item: Item) -> Answer<Action> {
        if let Some(i) = play.items().iter().position(|&x| x == item) {
            self.cursor = i;
        }
        if !play.enabled(item) {
            return Answer::warn(self.refusal(play, item));
        }
        match item {
            Item::Seat(s) => self.pick(Action::Starts(s)),
            Item::Chance => Answer::Roll { first: None },
            Item::Pile(p) => self.pick(Action::Take(p)),
            Item::Rule(r) => self.set_rule(play, r),
            Item::Reveal(c) => self.pick(Action::C(c)),
            Item::Keep => self.pick(Action::Keep),
        }
    }

    /// Why an answer cannot be taken, in the rules' words.
    fn refusal(&self, play: &Play<'_>, item: Item) -> String {
        let card = play.drawn().map(card_word).unwrap_or_default();
        match item {
            Item::Rule(Rule::C) => t!("toki-refuse-c"),
            Item::Rule(Rule::D) if play.mover_seen().iter().all(Option::is_some) => t!("toki-refuse-d-nowhere"),
            Item::Rule(Rule::D) => t!("toki-refuse-d-no-toki", card = card),
            Item::Rule(Rule::B) => t!("toki-refuse-b"),
            Item::Pile(_) => t!("toki-refuse-pile"),
            _ => t!("toki-refuse-not-now"),
        }
    }

    /// A letter a–d: the rule for the card taken.
    pub(super) fn set_rule(&mut self, play: &Play<'_>, rule: Rule) -> Answer<Action> {
        if !matches!(
            play.stage,
            Stage::Rule | Stage::Cells(_) | Stage::LastCard | Stage::Toki
        ) {
            return Answer::warn(match play.stage {
                Stage::Take => t!("toki-refuse-take-first"),
                Stage::Open(_) => t!("toki-refuse-open-first"),
                _ => t!("toki-refuse-rules-later"),
            });
        }
        if !play.enabled(Item::Rule(rule)) {
            return Answer::warn(self.refusal(play, Item::Rule(rule)));
        }
        self.rule = Some(rule);
        self.toki = None;
        self.picked = None;
        self.cursor = 0;
        if rule == Rule::D
            && let [only] = play.flyers().as_slice()
        {
            self.toki = Some(*only);
        }
        Answer::Handled
    }

    /// A card of the mover's box, by its number or a click.
    pub(super) fn on_cell(&mut self, play: &Play<'_>, cell: Cell) -> Answer<Action> {
        let seen = play.mover_seen();
        let targets = play.targets();
        if let Some(i) = targets.iter().position(|&c| c == cell) {
            self.cursor = i;
        }
        match play.stage {
            Stage::Open(first) => {
                if !targets.contains(&cell) {
                    return Answer::warn(t!("toki-refuse-open-up", cell = cell.number()));
                }
                match first {
                    Some(f) if f == cell => {
                        self.first = None;
                        self.picked = None;
                        Answer::Handled
                    }
                    Some(f) => self.pick(Action::Open([f.min(cell), f.max(cell)])),
                    None => {
                        self.first = Some(cell);
                        // On to the next card, so that Enter, Enter opens two.
                        if let Some(i) = targets.iter().position(|&c| c == cell) {
                            self.cursor = (i + 1) % targets.len();
                        }
                        Answer::Handled
                    }
                }
            }
            Stage::Rule => {
                let action = if seen[cell.index()].is_some() {
                    Action::A(cell)
                } else {
                    Action::B(cell)
                };
                if !play.legal.contains(&action) {
                    return Answer::warn(t!(
                        "toki-refuse-cell",
                        cell = cell.number(),
                        card = play.drawn().map(the_card).unwrap_or_default()
                    ));
                }
                self.rule = action.rule();
                self.pick(action)
            }
            Stage::Cells(rule) => {
                let action = match rule {
                    Rule::A => Action::A(cell),
                    Rule::B => Action::B(cell),
                    Rule::C => Action::C(cell),
                    Rule::D => match self.toki {
                        Some(toki) => Action::D { toki, to: cell },
                        None => return Answer::Ignored,
                    },
                };
                if play.legal.contains(&action) {
                    return self.pick(action);
                }
                let face_up = seen[cell.index()].is_some();
                let cell = cell.number();
                Answer::warn(match (rule, face_up) {
                    (Rule::A, false) => t!("toki-refuse-a-down", cell = cell),
                    (Rule::B, true) => t!("toki-refuse-b-up", cell = cell),
                    (Rule::C, true) => t!("toki-refuse-c-up", cell = cell),
                    (Rule::D, true) => t!("toki-refuse-d-up", cell = cell),
                    _ => t!("toki-refuse-cell-any", cell = cell),
                })
            }
            Stage::LastCard => {
                if play.legal.contains(&Action::C(cell)) {
                    self.pick(Action::C(cell))
                } else {
                    Answer::warn(t!("toki-refuse-last-card"))
                }
            }
            Stage::Toki => {
                if targets.contains(&cell) {
                    self.toki = Some(cell);
                    self.cursor = 0;
                    self.picked = None;
                    Answer::Handled
                } else {
                    Answer::warn(t!("toki-refuse-not-flyer", cell = cell.number()))
                }
            }
            Stage::Take => Answer::warn(t!("toki-refuse-take-first")),
            Stage::Starter => Answer::warn(t!("toki-refuse-starter-first")),
            Stage::Recap | Stage::Deal | Stage::Idle => Answer::Ignored,
        }
    }

    pub(super) fn click_target(&mut self, play: &Play<'_>, target: Target) -> Answer<Action> {
        match target {
            Target::Cell(seat, cell) if Some(seat) == play.mover => self.on_cell(play, cell),
            Target::Cell(seat, _) => Answer::warn(t!("toki-refuse-other-box", name = play.name(seat))),
            Target::Pile(pile) if play.stage == Stage::Take => self.choose_item(play, Item::Pile(pile)),
            Target::Pile(_) => Answer::Handled,
            Target::Choice(i) => match play.items().get(i) {
                Some(&item) => self.choose_item(play, item),
                None => Answer::Ignored,
            },
            Target::Boxes => Answer::Ignored,
        }
    }
}
