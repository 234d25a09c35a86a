//! The heuristic player: the easy level, and the judgement the search's
//! playouts play by.
//!
//! It plays from the rules, one turn at a time, by the expected points of its
//! box if the round ended now ([`crate::bot::known`]):
//! - **Make pairs, keep low cards.** A card taken goes where it lowers the
//!   box's expected points most: onto the twin's column, over a high face-up
//!   card, or onto a face-down card (whose expected value is about six); a
//!   card that helps nowhere is discarded (rule c) and a face-down card turned
//!   up beside a face-up one, to learn whether the column pairs.
//! - **Use and fly the Toki.** A Toki taken pairs any column, so it goes where
//!   the column is worst; a Toki that can fly (rule d) leaves a natural pair
//!   behind and pairs a second column where it lands, over the highest card.
//! - **Take the discard only for a real gain.** The discard's top card is
//!   taken when placing it gains more than a card from the bank is expected to
//!   gain (and at least half a point): so a table of these players always
//!   draws from the bank again, and the bank's second running out (D7) ends
//!   any round.
//! - **End the round when ahead.** Turning the last card up ends the round
//!   with everyone else one turn from the end: done when the box's points are
//!   below every other box's expected points (less a turn's improvement), and
//!   otherwise avoided, keeping the last hidden card hidden ("c keep") while
//!   the round goes on.

use rules_core::Seat;

use crate::action::Action;
use crate::card::{CELLS, Card, Cell, Pile};
use crate::state::Drawn;

use super::known::Known;
use super::said::{Placement, Points, Said};

/// What the other boxes are expected to gain in the one turn each plays
/// after a box is all face up.
const LAST_TURN_GAIN: f64 = 2.0;

/// The least gain, in expected points, for which the discard pile's card is
/// taken: never for nothing, so a table of heuristic players keeps drawing
/// from the bank and every round ends.
const DISCARD_MARGIN: f64 = 0.5;

/// The turn being judged: the table as known, whose turn, and who ended the
/// round (if someone did).
#[derive(Copy, Clone, Debug)]
pub(crate) struct Turn<'a> {
    /// The table as everyone knows it.
    pub(crate) known: &'a Known,
    /// The seat to play.
    pub(crate) seat: Seat,
    /// The seat whose box was the first all face up, if any: then this is
    /// the seat's last turn of the round.
    pub(crate) ender: Option<Seat>,
}

/// A placement judged: what the box is expected to score after it (with the
/// cost or worth of ending the round), lower is better.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) struct Judged {
    /// The box's expected points after the action.
    pub(crate) points: f64,
    /// Whether the action turns the box's last card up (and so ends the round).
    pub(crate) ends: bool,
    /// The points plus what ending the round is worth here: the figure compared.
    pub(crate) score: f64,
}

impl Turn<'_> {
    /// The seat's box as seen.
    fn cells(&self) -> [Option<Card>; CELLS] {
        self.known.boxes[self.seat.index()]
    }

    /// The box's expected points now.
    pub(crate) fn now(&self) -> f64 {
        self.known.points(self.seat)
    }

    /// The lowest expected points among the other boxes.
    fn best_other(&self) -> f64 {
        Seat::all(self.known.players)
            .filter(|&s| s != self.seat)
            .map(|s| self.known.points(s))
            .fold(f64::INFINITY, f64::min)
    }

    /// The box after playing `card` by `action` (a face-down card turned up
    /// by rule c stays unknown: its expected value is what it was).
    fn after(&self, action: Action, card: Card) -> ([Option<Card>; CELLS], bool) {
        let mut cells = self.cells();
        let mut revealed = None;
        match action {
            Action::A(cell) | Action::B(cell) => cells[cell.index()] = Some(card),
            Action::D { toki, to } => {
                cells[toki.index()] = Some(card);
                cells[to.index()] = Some(Card::TOKI);
            }
            Action::C(cell) => revealed = Some(cell),
            _ => {}
        }
        let down = cells
            .iter()
            .enumerate()
            .filter(|(i, c)| c.is_none() && revealed.map(Cell::index) != Some(*i))
            .count();
        (cells, down == 0)
    }

    /// Judges playing `card` by `action`.
    pub(crate) fn judge(&self, action: Action, card: Card) -> Judged {
        let (cells, ends) = self.after(action, card);
        let points = self.known.odds.box_points(&cells);
        let mut score = points;
        if ends && self.ender.is_none() {
            // Ending the round freezes this box while the others play once more.
            let margin = points - (self.best_other() - LAST_TURN_GAIN);
            score += if margin > 0.0 {
                margin + LAST_TURN_GAIN
            } else {
                margin / 2.0
            };
        }
        Judged { points, ends, score }
    }

    /// The best of `legal` with `card` in hand: its index and judgement.
    /// Ties go to the earlier action, except that rule c prefers to turn up
    /// the partner of a face-up card (the column's fate is then known).
    pub(crate) fn best_placement(&self, legal: &[Action], card: Card) -> Option<(usize, Judged)> {
        let cells = self.cells();
        let mut best: Option<(usize, Judged, f64)> = None;
        for (i, &action) in legal.iter().enumerate() {
            if action.rule().is_none() {
                continue;
            }
            let judged = self.judge(action, card);
            let tie_break = match action {
                Action::C(cell) if cells[cell.partner().index()].is_some() => -0.01,
                _ => 0.0,
            };
            let key = judged.score + tie_break;
            if best.is_none_or(|(_, _, k)| key < k - 1e-9) {
                best = Some((i, judged, key));
            }
        }
        best.map(|(i, j, _)| (i, j))
    }

    /// The best score playing a card of `card` taken from `from`, over every
    /// rule the card allows (the rules' own choice, as `legal` lists it).
    fn best_score_with(&self, card: Card, from: Pile) -> f64 {
        let cells = self.cells();
        let mut best = f64::INFINITY;
        for action in placements(&cells, card, from) {
            best = best.min(self.judge(action, card).score);
        }
        best
    }

    /// The gain expected from a card of the bank: for each kind it may be,
    /// the best placement's gain, or nothing (rule c discards it).
    pub(crate) fn bank_gain(&self) -> f64 {
        let now = self.now();
        self.known
            .odds
            .kinds()
            .map(|(card, p)| p * (now - self.best_score_with(card, Pile::Bank)).max(0.0))
            .sum()
    }

    /// The gain of taking `card` from the discard pile (it must be placed).
    pub(crate) fn discard_gain(&self, card: Card) -> f64 {
        self.now() - self.best_score_with(card, Pile::Discard)
    }

    /// Whether to take the discard pile's `top` rather than a card of the bank.
    pub(crate) fn takes_discard(&self, top: Card, bank_open: bool) -> bool {
        let gain = self.discard_gain(top);
        !bank_open || (gain >= DISCARD_MARGIN && gain > self.bank_gain())
    }
}

/// The rules a–d a card allows on a box as seen, in the order the rules list
/// them (see `legal`): the heuristic's view of a card it has not taken yet.
pub(crate) fn placements(cells: &[Option<Card>; CELLS], card: Card, from: Pile) -> impl Iterator<Item = Action> + '_ {
    let up = |i: usize| cells[i].is_some();
    let all = || (0..CELLS).filter_map(Cell::at);
    let a = all().filter(move |c| up(c.index())).map(Action::A);
    let b = all().filter(move |c| !up(c.index())).map(Action::B);
    let down = all().filter(|c| !up(c.index())).count();
    let c = all()
        .filter(move |c| from == Pile::Bank && !up(c.index()))
        .map(Action::C);
    let keep = (from == Pile::Bank && down == 1).then_some(Action::Keep);
    let copied = |t: Cell| -> Option<u8> {
        let partner = cells[t.partner().index()]?;
        cells[t.index()].filter(|c| c.is_toki())?;
        Some(partner.value().unwrap_or(0))
    };
    let flights = all()
        .filter(move |&t| card.value().is_some() && copied(t) == card.value())
        .flat_map(move |toki| {
            all()
                .filter(move |c| !up(c.index()))
                .map(move |to| Action::D { toki, to })
        });
    a.chain(b).chain(c).chain(keep).chain(flights)
}

/// The heuristic's order of `legal` for the seat to act, best first, as
/// indices: the candidates a search looks at. Taking from either pile comes
/// in the order the heuristic prefers; placements by their judged score (the
/// rule-c tie-break of [`Turn::best_placement`] included); the opening reveal
/// and anything else keep the heuristic's one choice first, then the rest.
pub(crate) fn ranked(turn: &Turn<'_>, legal: &[Action], drawn: Option<Drawn>, top: Option<Card>) -> Vec<usize> {
    let (first, _) = choose(turn, legal, drawn, top);
    let mut order: Vec<usize> = (0..legal.len()).collect();
    if let (Some(drawn), Some(Action::A(_) | Action::B(_) | Action::C(_) | Action::Keep | Action::D { .. })) =
        (drawn, legal.first())
    {
        let cells = turn.cells();
        let key = |i: usize| -> f64 {
            let action = legal[i];
            let tie_break = match action {
                Action::C(cell) if cells[cell.partner().index()].is_some() => -0.01,
                _ => 0.0,
            };
            turn.judge(action, drawn.card).score + tie_break
        };
        let keys: Vec<f64> = order.iter().map(|&i| key(i)).collect();
        order.sort_by(|&a, &b| keys[a].total_cmp(&keys[b]));
    }
    if let Some(at) = order.iter().position(|&i| i == first) {
        order.remove(at);
        order.insert(0, first);
    }
    order
}

/// Two cells of different columns, for the opening reveal: two columns with
/// a known card each give two chances to pair by rule b, where one column
/// seen whole gives one.
pub(crate) fn opening(legal: &[Action]) -> usize {
    legal
        .iter()
        .position(|a| matches!(a, Action::Open([x, y]) if x.column() != y.column()))
        .unwrap_or(0)
}

/// The heuristic's choice among `legal` for the seat to act, and a few words
/// on why (none where it has nothing to say).
pub(crate) fn choose(turn: &Turn<'_>, legal: &[Action], drawn: Option<Drawn>, top: Option<Card>) -> (usize, String) {
    let (i, said) = choose_said(turn, legal, drawn, top);
    (i, said.map(|s| s.to_string()).unwrap_or_default())
}

/// The heuristic's choice among `legal` for the seat to act, and why, as
/// facts ([`Said`]).
pub(crate) fn choose_said(
    turn: &Turn<'_>,
    legal: &[Action],
    drawn: Option<Drawn>,
    top: Option<Card>,
) -> (usize, Option<Said>) {
    match legal.first() {
        Some(Action::Open(_)) => (opening(legal), Some(Said::OpensTwoColumns)),
        Some(Action::Take(_)) => {
            let bank = legal.iter().position(|a| *a == Action::Take(Pile::Bank));
            let discard = legal.iter().position(|a| *a == Action::Take(Pile::Discard));
            match (bank, discard, top) {
                (bank, Some(d), Some(card)) if turn.takes_discard(card, bank.is_some()) => {
                    (d, Some(take_discard_said(turn, card)))
                }
                (Some(b), _, top) => (b, Some(take_bank_said(turn, top))),
                _ => (0, None),
            }
        }
        _ => match drawn.and_then(|d| turn.best_placement(legal, d.card).map(|b| (b, d.card))) {
            Some(((i, judged), card)) => (i, describe(turn, legal[i], card, judged)),
            None => (0, None),
        },
    }
}

/// Any legal action of the seat to act in a few words, for a search's
/// reasons: what it takes and why, or what the card taken does where it
/// goes and what it saves.
pub(crate) fn words(turn: &Turn<'_>, action: Action, drawn: Option<Drawn>, top: Option<Card>) -> String {
    said(turn, action, drawn, top)
        .map(|s| s.to_string())
        .unwrap_or_default()
}

/// Any legal action of the seat to act, why, as facts ([`Said`]): what
/// [`words`] says.
pub(crate) fn said(turn: &Turn<'_>, action: Action, drawn: Option<Drawn>, top: Option<Card>) -> Option<Said> {
    match (action, drawn, top) {
        (Action::Open([x, y]), ..) => Some(Said::Opens(x, y)),
        (Action::Take(Pile::Bank), ..) => Some(take_bank_said(turn, top)),
        (Action::Take(Pile::Discard), _, Some(card)) => Some(take_discard_said(turn, card)),
        (_, Some(drawn), _) => describe(turn, action, drawn.card, turn.judge(action, drawn.card)),
        _ => None,
    }
}

/// Points worth saying: a saving of at least a twentieth of a point.
fn saving(n: f64) -> Option<Points> {
    (n >= 0.05).then_some(Points(n))
}

/// Taking the discard pile's `card`, and what it saves where it goes best.
fn take_discard_said(turn: &Turn<'_>, card: Card) -> Said {
    Said::TakesDiscard {
        card,
        saves: saving(turn.discard_gain(card)),
    }
}

/// Taking the bank's top card, unseen, and why the discard pile's `top` is
/// left: what a card of the bank is expected to save against what it would.
fn take_bank_said(turn: &Turn<'_>, top: Option<Card>) -> Said {
    Said::TakesBank {
        may_save: Points(turn.bank_gain()),
        left: top.map(|card| (card, saving(turn.discard_gain(card)))),
    }
}

/// A placement: what the card does, and the points it saves (`None` for
/// an action that places nothing).
fn describe(turn: &Turn<'_>, action: Action, card: Card, judged: Judged) -> Option<Said> {
    let cells = turn.known.boxes[turn.seat.index()];
    let partner = |cell: Cell| cells[cell.partner().index()];
    let placement = match action {
        Action::A(cell) | Action::B(cell) if card.is_toki() => Placement::TokiPairs {
            column: cell.column() + 1,
        },
        Action::A(cell) | Action::B(cell) if partner(cell).is_some_and(|p| p.value() == card.value()) => {
            Placement::Pairs(card)
        }
        Action::A(cell) => match cells[cell.index()] {
            Some(old) => Placement::Replaces { card, old },
            None => Placement::GoesOn { card, cell },
        },
        Action::B(cell) => Placement::ReplacesHidden { card, cell },
        Action::C(cell) => Placement::DiscardsTurnsUp { card, cell },
        Action::Keep => Placement::DiscardsKeepsLast(card),
        Action::D { to, .. } => Placement::TokiFlies { to },
        _ => return None,
    };
    Some(Said::Places {
        placement,
        saves: saving(turn.now() - judged.points),
        ends_at: (judged.ends && turn.ender.is_none()).then_some(Points(judged.points)),
    })
}

#[cfg(test)]
mod tests {
    use super::Points;

    #[test]
    fn points_are_said_roughly_in_words() {
        assert_eq!(Points(1.46).to_string(), "about 1.5 points");
        assert_eq!(Points(14.2).to_string(), "about 14.2 points");
    }
}
