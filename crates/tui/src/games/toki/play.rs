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

use super::chronicle::{Chronicle, Recap, card_word};
use super::input::Intent;
use super::layout::Target;
use crate::seated::{Answer, Message, Scene};
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
pub fn rule_label(rule: Rule) -> &'static str {
    match rule {
        Rule::A => "a face-up card",
        Rule::B => "b face-down card",
        Rule::C => "c discard, turn up",
        Rule::D => "d flying Toki",
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
            Item::Chance => "let chance decide".into(),
            Item::Pile(Pile::Bank) => "the bank's top card".into(),
            Item::Pile(Pile::Discard) => match self.view.discard_top {
                Some(c) => format!("the discard pile's {}", card_word(c)),
                None => "the discard pile".into(),
            },
            Item::Rule(r) => rule_label(r).to_string(),
            Item::Reveal(_) => "turn it up".into(),
            Item::Keep => "keep it hidden".into(),
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
            Stage::Deal => format!("Round {} is next: Enter deals.", self.view.round),
            Stage::Open(None) => format!("{mover}: turn up two cards of your box (1–8)."),
            Stage::Open(Some(c)) => format!("{mover}: card {c}, and which other?"),
            Stage::Starter => format!("A tie at {}: who starts?", self.tie_sum()),
            Stage::Take => format!("{mover} takes"),
            Stage::Rule | Stage::Toki | Stage::Cells(_) => format!("{card}:"),
            Stage::LastCard => "Your last hidden card:".into(),
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
        if r.done() && r.last {
            format!("Round {} is over, and the game. Enter: the results.", r.round)
        } else if r.done() {
            format!("Round {} is over. Enter: deal round {}.", r.round, r.round + 1)
        } else {
            let left = r.order.len() - r.shown;
            format!(
                "Round {} is over. Enter: turn up the next card ({left} left) · s: all",
                r.round
            )
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
        let card = self.drawn().map(card_word).unwrap_or_default();
        let seen = self.mover_seen();
        match action {
            Action::Open([a, b]) => format!("Turn up cards {a} and {b}."),
            Action::Starts(s) => format!("{} starts.", self.name(s)),
            Action::Take(Pile::Bank) => "Take the bank's top card.".into(),
            Action::Take(Pile::Discard) => format!(
                "Take the {} from the discard pile (it must then be placed).",
                self.view.discard_top.map(card_word).unwrap_or_default()
            ),
            Action::A(c) => format!(
                "Card {c}: the {card} replaces {}, which goes to the discard pile.",
                seen[c.index()].map(card_word).unwrap_or_default()
            ),
            Action::B(c) => format!("Card {c}: the {card} replaces the face-down card, discarded unseen."),
            Action::C(c) => format!("Discard the {card} and turn card {c} up."),
            Action::Keep => format!("Discard the {card} and keep your last card hidden."),
            Action::D { toki, to } => {
                format!("Card {toki}'s Toki flies onto card {to} (discarded unseen); the {card} takes its place.")
            }
            Action::Deal(_) | Action::Reshuffle(_) => String::new(),
        }
    }

    /// The message line when nothing else is said: what to do now.
    #[must_use]
    pub fn hint(&self) -> String {
        if let Some(action) = self.picked() {
            return self.preview_words(action);
        }
        let card = self.drawn().map(card_word).unwrap_or_default();
        match self.stage {
            Stage::Recap | Stage::Deal => {
                "The scores of each round are in the table; the lowest total after five wins.".into()
            }
            Stage::Open(_) => "A card by its number, or ←→ and Enter, or a click. Nobody knows these cards yet.".into(),
            Stage::Starter => "The sheet says: the one whose birthday is nearest. ←→ and Enter, or a click.".into(),
            Stage::Take => "←→ and Enter, or click the bank or the discard pile.".into(),
            Stage::Rule => {
                format!("a, b, c or d for the {card}; or a card of your box (a face-up one: a; face down: b).")
            }
            Stage::Cells(Rule::A) => {
                format!("a: which face-up card does the {card} replace? 1–8, ←→ Enter, or a click.")
            }
            Stage::Cells(Rule::B) => {
                format!("b: which face-down card does the {card} replace? It is discarded unseen.")
            }
            Stage::Cells(Rule::C) => format!("c: the {card} is discarded; which face-down card is turned up?"),
            Stage::Cells(Rule::D) => {
                "d: where does the Toki land? On a face-down card, which is discarded unseen.".into()
            }
            Stage::LastCard => "You may keep your last card hidden and discard the card taken.".into(),
            Stage::Toki => format!("d: which Toki flies? The {card} takes its place."),
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
                return Answer::Say(Message::info(format!(
                    "Round {} is over: Enter turns up the next card, s all of them.",
                    recap.round
                )));
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
                None => Answer::warn("Nothing to choose here."),
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
            Item::Rule(Rule::C) => "A card taken from the discard pile must be placed: a, b or d.".into(),
            Item::Rule(Rule::D) if play.mover_seen().iter().all(Option::is_some) => {
                "No d: with no face-down card the Toki has nowhere to land.".into()
            }
            Item::Rule(Rule::D) => format!("No d: no face-up Toki of yours copies {card}."),
            Item::Rule(Rule::B) => "No b: every card of your box is face up.".into(),
            Item::Pile(_) => "That pile is empty.".into(),
            _ => "That cannot be chosen now.".into(),
        }
    }

    /// A letter a–d: the rule for the card taken.
    pub(super) fn set_rule(&mut self, play: &Play<'_>, rule: Rule) -> Answer<Action> {
        if !matches!(
            play.stage,
            Stage::Rule | Stage::Cells(_) | Stage::LastCard | Stage::Toki
        ) {
            return Answer::warn(match play.stage {
                Stage::Take => "First take a card: the bank's or the discard pile's.",
                Stage::Open(_) => "First everyone turns up two cards of their box.",
                _ => "The rules a–d are for the card taken in a turn.",
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
                    return Answer::warn(format!("Card {cell} is face up already: turn up a face-down card."));
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
                    return Answer::warn(format!(
                        "Card {cell} cannot take the {}.",
                        play.drawn().map(card_word).unwrap_or_default()
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
                Answer::warn(match (rule, seen[cell.index()].is_some()) {
                    (Rule::A, false) => format!("a replaces a face-up card; card {cell} is face down (that is b)."),
                    (Rule::B, true) => format!("b replaces a face-down card; card {cell} is face up (that is a)."),
                    (Rule::C, true) => format!("c turns up a face-down card; card {cell} is face up."),
                    (Rule::D, true) => format!("The Toki lands only on a face-down card; card {cell} is face up."),
                    _ => format!("Card {cell} cannot be chosen."),
                })
            }
            Stage::LastCard => {
                if play.legal.contains(&Action::C(cell)) {
                    self.pick(Action::C(cell))
                } else {
                    Answer::warn("Your last hidden card: turn it up, or keep it hidden.")
                }
            }
            Stage::Toki => {
                if targets.contains(&cell) {
                    self.toki = Some(cell);
                    self.cursor = 0;
                    self.picked = None;
                    Answer::Handled
                } else {
                    Answer::warn(format!("Card {cell} is not a Toki that may fly."))
                }
            }
            Stage::Take => Answer::warn("First take a card: the bank's or the discard pile's."),
            Stage::Starter => Answer::warn("First: who starts?"),
            Stage::Recap | Stage::Deal | Stage::Idle => Answer::Ignored,
        }
    }

    pub(super) fn click_target(&mut self, play: &Play<'_>, target: Target) -> Answer<Action> {
        match target {
            Target::Cell(seat, cell) if Some(seat) == play.mover => self.on_cell(play, cell),
            Target::Cell(seat, _) => Answer::warn(format!("That is {}'s box.", play.name(seat))),
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
