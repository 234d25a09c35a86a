//! The screen's state and the steps of its update (`GameScreen::update`,
//! in `mod.rs`): how keys and clicks narrow the legal actions to one.
//!
//! The screen sees only the [`View`] of the seat holding the device and that
//! seat's legal actions (the session's [`Scene`]). Beside it this module keeps
//! the cursor, the kind of card picked while its count is chosen, the cards
//! marked for the swap, the typed-notation line, and the action chosen,
//! which waits for its confirmation ([`Screen::choice`]).
//!
//! Previews show only what the whole table would see: the pile after a lay,
//! its value and limit ([`Screen::preview`]). They never show the holder's
//! hand after it, which holds the cards it would draw, nor a face-down card,
//! which its owner may not see before it is turned over (D18): a preview
//! taken back would otherwise tell what is hidden.

use majlis_games::rules::wajh_alnahs::{Action, Card, Exchange, Phase, Source, Three, View};
use ratatui::style::Style;
use rules_core::{Seat, ToAct};

use super::cards::name_in_words;
use super::chronicle::{Chronicle, cards_count};
use crate::seated::{Answer, GameScreen, Scene};
use crate::t;
use crate::widgets::{Choice, ChoiceRow};

/// The scene a Wajh al-Nahs screen is given.
pub type WajhScene<'a> = Scene<'a, Screen>;

/// What the screen asks the seat holding the device.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// The swap before play: mark hand and face-up cards, or keep.
    Swap,
    /// Pick a kind of card to lay, from the hand or the face-up cards (or
    /// the opening card, D19).
    Cards(Source),
    /// How many of the kind picked.
    Count(Card),
    /// Pick a face-down card, unseen (D18).
    FaceDown,
    /// Nothing fits: pick up the pile (D7).
    PickUp,
    /// A Carry-it was laid: name who carries the pile.
    Name,
    /// Named by a Carry-it: pick up, or answer with a Carry-it.
    Answer,
    /// A stage is over: its result is shown, and a key deals the next.
    NextStage,
    /// Nothing: it is not this seat's turn.
    Wait,
}

/// The pile as a lay would leave it: what the whole table would see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PilePreview {
    /// The pile after the lay, bottom first (empty when burnt).
    pub pile: Vec<Card>,
    /// How many of its top cards are new (laid, or brought up).
    pub new: usize,
    /// Its value after.
    pub value: u8,
    /// Whether a limit would be in force.
    pub limit: bool,
    /// Whether the pile would burn.
    pub burnt: bool,
}

/// The Wajh al-Nahs screen's own state.
#[derive(Clone, Debug, Default)]
pub struct Screen {
    pub(super) chronicle: Chronicle,
    pub(super) cursor: usize,
    /// The kind picked, while its count is chosen.
    pub(super) picked: Option<Card>,
    /// Swap: the tiles marked (hand cards first, then face-up), in the order marked.
    pub(super) marked: Vec<usize>,
    /// The action chosen, waiting for its confirmation.
    pub(super) chosen: Option<Action>,
    /// Whether the screen has been shown to a seat (see [`Screen::deals_by_hand`]).
    pub(super) shown: bool,
    /// A stage was just dealt in front of everyone (after its ceremony) and
    /// the seat holding the device kept it: that seat's new cards stay
    /// covered, and on its own turn the session draws the curtain for it
    /// (`GameScreen::cover`) until it takes the device again. Through
    /// computers' turns before it the table shows, the cards do not; the
    /// device passing to another person takes the cover off (their curtain
    /// did its work). Never with nobody else at the table.
    pub(super) cover: Option<Seat>,
    /// Who held the device when the next stage's deal was asked for by a key
    /// (the ceremony's Enter).
    pub(super) dealt_by: Option<Seat>,
}

/// Equal cards together: each kind once with how many, in card order.
#[must_use]
pub fn groups(cards: &[Card]) -> Vec<(Card, usize)> {
    let mut out: Vec<(Card, usize)> = Vec::new();
    for &card in cards {
        match out.last_mut() {
            Some((c, n)) if *c == card => *n += 1,
            _ => out.push((card, 1)),
        }
    }
    out
}

/// "Amal's hand: 5 cards, 4 kinds": the hand of the view's seat.
fn hand_words(name: &str, view: &View) -> String {
    t!(
        "wajh-alnahs-hand",
        name = name,
        cards = super::chronicle::cards_count(view.hand.len()),
        kinds = groups(&view.hand).len()
    )
}

/// Where a seat plays from, as its view shows it: the hand, then the
/// face-up cards, then the face-down cards.
#[must_use]
pub fn source(view: &View, seat: Seat) -> Source {
    let s = seat.index();
    if view.hand_sizes.get(s).copied().unwrap_or(0) > 0 {
        Source::Hand
    } else if view.face_up.get(s).is_some_and(|u| !u.is_empty()) {
        Source::FaceUp
    } else {
        Source::FaceDown
    }
}

/// The pile's value in words: the value, and what goes on it now.
#[must_use]
pub fn value_words(view: &View) -> (String, String) {
    if view.limit {
        (t!("wajh-alnahs-limit"), t!("wajh-alnahs-value-limit"))
    } else if view.pile.is_empty() {
        (t!("wajh-alnahs-value-empty"), t!("wajh-alnahs-value-any"))
    } else if view.value == 0 {
        (t!("wajh-alnahs-value", value = 0), t!("wajh-alnahs-value-any"))
    } else {
        (
            t!("wajh-alnahs-value", value = view.value),
            t!("wajh-alnahs-value-higher", value = view.value),
        )
    }
}

impl Screen {
    /// The session so far: each stage's result.
    #[must_use]
    pub fn chronicle(&self) -> &Chronicle {
        &self.chronicle
    }

    /// The cursor: an index into what is offered now (tiles or answers).
    #[must_use]
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The tiles marked for the swap.
    #[must_use]
    pub fn marked(&self) -> &[usize] {
        &self.marked
    }

    /// Whether the holder's new cards are covered after a deal made in
    /// front of everyone (see the field `cover`).
    #[must_use]
    pub fn covered(&self) -> bool {
        self.cover.is_some()
    }

    /// What is asked of the seat holding the device.
    #[must_use]
    pub fn ask(&self, sc: &WajhScene<'_>) -> Ask {
        let view = sc.view();
        if self.covered() {
            return Ask::Wait;
        }
        let Some(seat) = sc.mover() else {
            return if sc.to_act() == ToAct::Chance && view.phase == Phase::Deal && view.stage > 1 {
                Ask::NextStage
            } else {
                Ask::Wait
            };
        };
        match view.phase {
            Phase::Swap => Ask::Swap,
            Phase::Opening => Ask::Cards(Source::Hand),
            Phase::Name => Ask::Name,
            Phase::Answer => Ask::Answer,
            Phase::Play if sc.legal() == [Action::PickUp] => Ask::PickUp,
            Phase::Play => match (source(view, seat), self.picked) {
                (Source::FaceDown, _) => Ask::FaceDown,
                (_, Some(card)) => Ask::Count(card),
                (from, None) => Ask::Cards(from),
            },
            Phase::Deal | Phase::Over => Ask::Wait,
        }
    }

    /// The cards shown as tiles: the hand (or the face-up cards played from),
    /// each kind once with its count; in the swap, the hand's three and the
    /// face-up three one by one; face-down cards as backs. While another
    /// seat (a computer) acts, the holder's own cards as they play from them.
    #[must_use]
    pub fn tiles(&self, sc: &WajhScene<'_>) -> Vec<(Option<Card>, usize)> {
        let view = sc.view();
        let Some(seat) = sc.mover() else {
            return self.waiting_tiles(sc);
        };
        let up = view.face_up.get(seat.index()).cloned().unwrap_or_default();
        match self.ask(sc) {
            Ask::Swap => view.hand.iter().chain(&up).map(|&c| (Some(c), 1)).collect(),
            Ask::FaceDown => {
                let n = view.face_down.get(seat.index()).copied().unwrap_or(0);
                vec![(None, 1); n]
            }
            Ask::Cards(Source::FaceUp) | Ask::Count(_) if view.hand.is_empty() => {
                groups(&up).into_iter().map(|(c, n)| (Some(c), n)).collect()
            }
            Ask::NextStage | Ask::Wait => Vec::new(),
            _ => groups(&view.hand).into_iter().map(|(c, n)| (Some(c), n)).collect(),
        }
    }

    /// The holder's cards while another seat acts: what the holder plays
    /// from next, each kind once with its count (face-down cards as backs);
    /// none while they are covered, between stages or once it is over.
    fn waiting_tiles(&self, sc: &WajhScene<'_>) -> Vec<(Option<Card>, usize)> {
        let view = sc.view();
        if self.covered() || sc.to_act().seat().is_none() || matches!(view.phase, Phase::Deal | Phase::Over) {
            return Vec::new();
        }
        let holder = sc.holder();
        match source(view, holder) {
            Source::Hand => groups(&view.hand).into_iter().map(|(c, n)| (Some(c), n)).collect(),
            Source::FaceUp => {
                let up = view.face_up.get(holder.index()).cloned().unwrap_or_default();
                groups(&up).into_iter().map(|(c, n)| (Some(c), n)).collect()
            }
            Source::FaceDown => vec![(None, 1); view.face_down.get(holder.index()).copied().unwrap_or(0)],
        }
    }

    /// The kinds of card that can be laid now.
    #[must_use]
    pub fn playable(&self, sc: &WajhScene<'_>) -> Vec<Card> {
        let mut cards: Vec<Card> = sc.legal().iter().filter_map(Action::laid).collect();
        cards.dedup();
        cards
    }

    /// The counts that may be laid of `card` (D13), fewest first.
    pub(super) fn counts(&self, sc: &WajhScene<'_>, card: Card) -> Vec<u8> {
        sc.legal()
            .iter()
            .filter_map(|a| match *a {
                Action::Lay { card: c, count } if c == card => Some(count),
                _ => None,
            })
            .collect()
    }

    /// The seats that may be named (everyone else, D9).
    pub(super) fn nameable(&self, sc: &WajhScene<'_>) -> Vec<Seat> {
        sc.legal()
            .iter()
            .filter_map(|a| match *a {
                Action::Name(s) => Some(s),
                _ => None,
            })
            .collect()
    }

    /// The answers of the prompt row (besides the tiles), as actions.
    #[must_use]
    pub fn answers(&self, sc: &WajhScene<'_>) -> Vec<Action> {
        match self.ask(sc) {
            Ask::Count(card) => self
                .counts(sc, card)
                .into_iter()
                .map(|n| Action::lay_n(card, n))
                .collect(),
            Ask::Name => self.nameable(sc).into_iter().map(Action::Name).collect(),
            Ask::Answer => sc.legal().to_vec(),
            Ask::PickUp => vec![Action::PickUp],
            Ask::Swap => vec![Action::Swap(Exchange::keep())],
            _ => Vec::new(),
        }
    }

    /// How many things the cursor moves among.
    fn option_count(&self, sc: &WajhScene<'_>) -> usize {
        match self.ask(sc) {
            Ask::Swap | Ask::Cards(_) | Ask::FaceDown => self.tiles(sc).len(),
            Ask::Count(_) | Ask::Name | Ask::Answer => self.answers(sc).len(),
            _ => 0,
        }
    }

    /// The swap the marked cards make, if they make one: as many hand cards
    /// as face-up cards, at least one.
    #[must_use]
    pub fn marked_swap(&self, sc: &WajhScene<'_>) -> Option<Action> {
        let view = sc.view();
        let seat = sc.mover()?;
        let hand = &view.hand;
        let up = view.face_up.get(seat.index())?;
        let mut give = Three::default();
        let mut take = Three::default();
        for &k in &self.marked {
            let (side, card) = match hand.get(k) {
                Some(&c) => (&mut give, c),
                None => (&mut take, *up.get(k - hand.len())?),
            };
            side.try_push(card);
        }
        let action = Action::Swap(Exchange::new(give, take));
        (!give.is_empty() && give.len() == take.len() && sc.legal().contains(&action)).then_some(action)
    }

    /// The pile as the choice waiting would leave it (a lay only; never a
    /// face-down card, see the module's documentation).
    #[must_use]
    pub fn preview(&self, sc: &WajhScene<'_>) -> Option<PilePreview> {
        let action = self.choice(sc)?;
        let Action::Lay { card, count } = action else {
            return None;
        };
        let after = sc.after(&action)?;
        let before = &sc.view().pile;
        let burnt = after.pile.is_empty() && card != Card::CARRY_IT;
        let new = match card {
            _ if burnt => 0,
            Card::CARRY_IT => 0,
            // The Under-over itself and the card it brought up.
            Card::UNDER_OVER if !before.is_empty() => 2,
            _ => usize::from(count),
        };
        Some(PilePreview {
            pile: after.pile,
            new,
            value: after.value,
            limit: after.limit,
            burnt,
        })
    }

    /// Marks the cards of a swap as a person would: a hand card, then the
    /// face-up card it goes for, pair after pair; the cursor on the last.
    pub(super) fn mark_swap(&mut self, sc: &WajhScene<'_>, exchange: Exchange) {
        let view = sc.view();
        let hand = &view.hand;
        let up = sc
            .mover()
            .and_then(|seat| view.face_up.get(seat.index()))
            .cloned()
            .unwrap_or_default();
        let mut used = Vec::new();
        let mut tile_of = |card: Card, cards: &[Card], offset: usize| {
            let k = (0..cards.len()).find(|&i| cards[i] == card && !used.contains(&(offset + i)))?;
            used.push(offset + k);
            Some(offset + k)
        };
        for (&give, &take) in exchange.give().iter().zip(exchange.take()) {
            self.marked.extend(tile_of(give, hand, 0));
            self.marked.extend(tile_of(take, &up, hand.len()));
        }
        self.cursor = self.marked.last().copied().unwrap_or(0);
    }

    /// From the count back to the cards, the cursor on the kind picked.
    pub(super) fn back_to_cards(&mut self, sc: &WajhScene<'_>, card: Card) {
        self.picked = None;
        self.cursor = self.tiles(sc).iter().position(|&(c, _)| c == Some(card)).unwrap_or(0);
    }

    /// The first tile that can be played (0 when none).
    pub(super) fn first_playable(&self, sc: &WajhScene<'_>) -> usize {
        let playable = self.playable(sc);
        self.tiles(sc)
            .iter()
            .position(|(c, _)| c.is_some_and(|c| playable.contains(&c)))
            .unwrap_or(0)
    }

    /// Chooses a whole action: it waits for its confirmation; the same one
    /// chosen again confirms it (a second click, a second Enter).
    pub(super) fn choose_play(&mut self, action: Action) -> Answer<Action> {
        if self.chosen == Some(action) {
            return Answer::Confirm;
        }
        self.chosen = Some(action);
        Answer::Handled
    }

    /// `p`: pick up the pile, when the rules allow it.
    pub(super) fn pick_up(&mut self, sc: &WajhScene<'_>) -> Answer<Action> {
        if sc.legal().contains(&Action::PickUp) {
            self.picked = None;
            return self.choose_play(Action::PickUp);
        }
        match self.ask(sc) {
            Ask::FaceDown => Answer::warn(t!("wajh-alnahs-refuse-pick-up-face-down")),
            Ask::Cards(_) | Ask::Count(_) => Answer::warn(t!("wajh-alnahs-refuse-pick-up-playable")),
            _ => Answer::warn(t!("wajh-alnahs-refuse-pick-up-none")),
        }
    }

    /// Esc with nothing waiting: the last mark of the swap, or nothing (the
    /// shell's then).
    pub(super) fn back(&mut self, sc: &WajhScene<'_>) -> Answer<Action> {
        match self.ask(sc) {
            Ask::Swap if self.marked.pop().is_some() => Answer::Handled,
            Ask::Count(card) => {
                self.back_to_cards(sc, card);
                Answer::Handled
            }
            _ if self.chosen.take().is_some() => Answer::Handled,
            _ => Answer::Ignored,
        }
    }

    /// Moves the cursor among what is offered; on a count, the count.
    pub(super) fn step(&mut self, sc: &WajhScene<'_>, delta: isize) {
        let n = self.option_count(sc);
        if n == 0 {
            return;
        }
        self.cursor = (self.cursor.min(n - 1) + n).wrapping_add_signed(delta) % n;
    }

    /// A digit: the tile (or answer) with that number; a count of cards.
    pub(super) fn digit(&mut self, sc: &WajhScene<'_>, d: usize) -> Answer<Action> {
        match self.ask(sc) {
            // A count of the card picked, else another card.
            Ask::Count(card) => match self.counts(sc, card).iter().position(|&n| usize::from(n) == d) {
                Some(k) => {
                    self.cursor = k;
                    Answer::Handled
                }
                None => self.pick_tile(sc, d - 1),
            },
            Ask::Name => match self.nameable(sc).iter().position(|s| s.index() + 1 == d) {
                Some(k) => {
                    self.cursor = k;
                    self.choose(sc, k)
                }
                None => Answer::warn(t!("wajh-alnahs-refuse-name", number = d)),
            },
            Ask::Answer | Ask::PickUp => self.click_choice(sc, d - 1),
            _ => self.pick_tile(sc, d - 1),
        }
    }

    /// The `k`-th tile, picked (by its number or a click).
    pub(super) fn pick_tile(&mut self, sc: &WajhScene<'_>, k: usize) -> Answer<Action> {
        let count = self.tiles(sc).len();
        if k >= count {
            return Answer::warn(t!("wajh-alnahs-refuse-no-card", number = k + 1));
        }
        if let Ask::Count(card) = self.ask(sc) {
            // Another kind, picked from its tile: start again from it.
            self.back_to_cards(sc, card);
        }
        self.cursor = k;
        self.choose(sc, k)
    }

    /// The `k`-th answer of the prompt row, clicked.
    pub(super) fn click_choice(&mut self, sc: &WajhScene<'_>, k: usize) -> Answer<Action> {
        let answers = self.answers(sc);
        let Some(&action) = answers.get(k) else {
            return Answer::Ignored;
        };
        match self.ask(sc) {
            Ask::Count(_) if self.cursor == k => Answer::Confirm,
            Ask::Count(_) | Ask::Name => {
                self.cursor = k;
                if self.ask(sc) == Ask::Name {
                    self.choose_play(action)
                } else {
                    Answer::Handled
                }
            }
            Ask::Swap => {
                self.marked.clear();
                self.choose_play(action)
            }
            _ => self.choose_play(action),
        }
    }

    /// Takes option `k` of what is asked.
    pub(super) fn choose(&mut self, sc: &WajhScene<'_>, k: usize) -> Answer<Action> {
        match self.ask(sc) {
            Ask::Swap => {
                if k >= self.tiles(sc).len() {
                    return Answer::Ignored;
                }
                match self.marked.iter().position(|&m| m == k) {
                    Some(i) => {
                        self.marked.remove(i);
                    }
                    None => self.marked.push(k),
                }
                self.chosen = None;
                Answer::Handled
            }
            Ask::Cards(_) => self.choose_card(sc, k),
            Ask::Count(_) => Answer::Confirm,
            Ask::FaceDown => self.choose_play(Action::FaceDown(u8::try_from(k).unwrap_or(0))),
            Ask::PickUp => self.choose_play(Action::PickUp),
            Ask::Name | Ask::Answer => match self.answers(sc).get(k) {
                Some(&action) => self.choose_play(action),
                None => Answer::Ignored,
            },
            Ask::NextStage | Ask::Wait => Answer::Ignored,
        }
    }

    /// A kind of card picked: laid at once when one card is all it can be,
    /// else its count is asked (all of them under the cursor).
    fn choose_card(&mut self, sc: &WajhScene<'_>, k: usize) -> Answer<Action> {
        let Some(&(Some(card), _)) = self.tiles(sc).get(k) else {
            return Answer::Ignored;
        };
        self.cursor = k;
        let counts = self.counts(sc, card);
        match counts.as_slice() {
            [] => Answer::warn(self.why_not(sc, card)),
            [one] => self.choose_play(Action::lay_n(card, *one)),
            many => {
                self.chosen = None;
                self.picked = Some(card);
                self.cursor = many.len() - 1;
                Answer::Handled
            }
        }
    }

    /// Why a card cannot be laid now, in the rules file's words.
    #[must_use]
    pub fn why_not(&self, sc: &WajhScene<'_>, card: Card) -> String {
        let view = sc.view();
        let title = name_in_words(card);
        if view.phase != Phase::Play {
            return t!("wajh-alnahs-why-not-now", card = title);
        }
        if view.limit {
            return t!("wajh-alnahs-why-limit", card = title);
        }
        match card.as_number() {
            Some(n) => t!("wajh-alnahs-why-lower", value = n, pile = view.value),
            // Five-or-less, Skip and Reverse go only on a lower value (D2).
            None => t!(
                "wajh-alnahs-why-special",
                card = title,
                below = card.face_value().unwrap_or(0),
                pile = view.value
            ),
        }
    }

    /// The prompt row: what is asked and its answers.
    #[must_use]
    pub fn choice_row(&self, sc: &WajhScene<'_>) -> ChoiceRow {
        let view = sc.view();
        let item = |label: String| Choice {
            label,
            enabled: true,
            style: Style::new(),
        };
        let pile = view.pile.len();
        match self.ask(sc) {
            Ask::Swap => ChoiceRow {
                lead: t!("wajh-alnahs-ask-swap"),
                items: vec![item(t!("wajh-alnahs-answer-keep"))],
            },
            Ask::Count(card) => ChoiceRow {
                lead: t!("wajh-alnahs-ask-count", card = name_in_words(card)),
                // The cards as their tiles say them, as many as laid: `7 7`.
                items: self
                    .counts(sc, card)
                    .into_iter()
                    .map(|n| item(vec![super::cards::label(card); usize::from(n)].join(" ")))
                    .collect(),
            },
            Ask::PickUp => ChoiceRow {
                lead: t!("wajh-alnahs-ask-pick-up"),
                items: vec![item(t!("wajh-alnahs-answer-pick-it-up", cards = cards_count(pile)))],
            },
            Ask::Name => ChoiceRow {
                lead: t!("wajh-alnahs-ask-name", count = pile),
                items: self
                    .nameable(sc)
                    .into_iter()
                    .map(|s| {
                        let (number, who) = (s.index() + 1, sc.name(s));
                        item(if view.finished.contains(&s) {
                            t!("wajh-alnahs-answer-name-out", number = number, name = who)
                        } else {
                            t!("wajh-alnahs-answer-name", number = number, name = who)
                        })
                    })
                    .collect(),
            },
            Ask::Answer => ChoiceRow {
                lead: t!(
                    "wajh-alnahs-ask-answer",
                    name = view.carry_it.map_or("?", |s| sc.name(s))
                ),
                items: self
                    .answers(sc)
                    .into_iter()
                    .map(|a| match a {
                        Action::PickUp => item(t!("wajh-alnahs-answer-pick-up", cards = cards_count(pile))),
                        _ => item(t!("wajh-alnahs-answer-carry-it")),
                    })
                    .collect(),
            },
            Ask::NextStage => ChoiceRow {
                lead: String::new(),
                items: vec![item(t!("wajh-alnahs-answer-deal", stage = view.stage))],
            },
            Ask::Cards(_) | Ask::FaceDown | Ask::Wait => ChoiceRow::default(),
        }
    }

    /// Which answer of the prompt row is lit: the one chosen, else the
    /// cursor's where the cursor moves among the answers.
    #[must_use]
    pub fn lit_answer(&self, sc: &WajhScene<'_>) -> Option<usize> {
        let answers = self.answers(sc);
        if let Some(k) = self.chosen.and_then(|a| answers.iter().position(|&x| x == a)) {
            return Some(k);
        }
        match self.ask(sc) {
            Ask::Count(_) | Ask::Name | Ask::Answer => Some(self.cursor),
            Ask::NextStage => Some(0),
            _ => None,
        }
    }

    /// The label over the tiles: whose cards and what they are.
    #[must_use]
    pub fn tiles_label(&self, sc: &WajhScene<'_>) -> String {
        let view = sc.view();
        let Some(seat) = sc.mover() else {
            return self.waiting_label(sc);
        };
        let name = sc.name(seat);
        let hand = view.hand.len();
        match self.ask(sc) {
            Ask::Swap => t!("wajh-alnahs-label-swap", name = name),
            Ask::FaceDown => t!("wajh-alnahs-label-face-down", name = name),
            Ask::Cards(Source::FaceUp) => t!("wajh-alnahs-label-face-up", name = name),
            Ask::Count(_) | Ask::Cards(_) | Ask::PickUp | Ask::Name | Ask::Answer if hand > 0 => hand_words(name, view),
            _ => t!("wajh-alnahs-label-hand-empty", name = name),
        }
    }

    /// The label over the holder's cards while another seat acts: whose
    /// cards, and who plays.
    fn waiting_label(&self, sc: &WajhScene<'_>) -> String {
        let Some(to_act) = sc.to_act().seat() else {
            return String::new();
        };
        let view = sc.view();
        let holder = sc.holder();
        let name = sc.name(holder);
        let playing = sc.name(to_act);
        if self.covered() {
            return t!("wajh-alnahs-label-covered", name = name, playing = playing);
        }
        if matches!(view.phase, Phase::Deal | Phase::Over) {
            return String::new();
        }
        let whose = match source(view, holder) {
            Source::Hand => hand_words(name, view),
            Source::FaceUp => t!("wajh-alnahs-label-their-face-up", name = name),
            Source::FaceDown if view.face_down.get(holder.index()).is_some_and(|&n| n > 0) => {
                t!("wajh-alnahs-label-their-face-down", name = name)
            }
            Source::FaceDown => t!("wajh-alnahs-label-no-cards", name = name),
        };
        t!("wajh-alnahs-label-waiting", whose = whose, playing = playing)
    }
}
