//! Legal actions: every card's effects, the 7 splits (D4, D11), the 5 on any
//! colour (D5), the Jack (D6), the 10's stop (D7), D8 and the throw (D9).
//!
//! Two halves that must agree: [`Jackar::card_plays`] lists the plays, and
//! [`Jackar::plan`] checks one (saying why it cannot be played), which is how
//! `apply` checks an action without listing every other one. The generator
//! answers ordinary forward walks with [`Jackar::forward_steps`], `plan` with
//! the step-by-step [`Jackar::walk_to`]; the tests compare the two halves on
//! every candidate action of many positions, and the two walk checks directly.

use rules_core::{Events, Seat};

use crate::action::Action;
use crate::board::{MARBLES, MarbleId, Place};
use crate::card::{Card, Walk, card_walks, forward_walks};
use crate::event::Event;
use crate::movement::back_cell;
use crate::state::{CardCounts, Jackar, Phase, occ_code, occ_marble};

/// What the generator works out once per position: the colour the seat to
/// play is playing and, per marble of it, its legal ordinary forward walks
/// ([`Jackar::forward_steps`]), which answer every card but 4, J and K.
pub(crate) struct Ahead {
    colour: Seat,
    /// Bit `i` set when marble `i` of the colour is out of its graveyard.
    active: u8,
    steps: [u16; MARBLES],
}

impl Ahead {
    /// Whether marble `i` of the colour may walk `steps` forward.
    fn can(&self, i: usize, steps: u8) -> bool {
        self.steps[i] >> steps & 1 != 0
    }

    /// The marbles out of the graveyard, in order.
    fn active(&self) -> impl Iterator<Item = usize> {
        let mut rest = self.active;
        std::iter::from_fn(move || {
            (rest != 0).then(|| {
                let i = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                i
            })
        })
    }
}

/// A play checked by [`Jackar::plan`], ready for [`Jackar::carry_out`].
#[derive(Copy, Clone, Debug)]
pub(crate) enum Effect {
    /// Bring `marble` out onto its home cell (killing another colour's marble there).
    Out { marble: MarbleId, home: u8 },
    /// A walk already checked with [`Jackar::walk_to`].
    Walk {
        marble: MarbleId,
        steps: u8,
        walk: Walk,
        to: Place,
    },
    /// A split 7: the first part checked, the second checked after it
    /// (unless `listed`: a split listed by the generator, carried out as it is).
    Split {
        first: (MarbleId, u8, Place),
        second: (MarbleId, u8),
        listed: bool,
    },
    /// A 10 stopping the next seat (D7).
    Stop { next: Seat },
    /// A Jack swapping two track marbles, with their cells (D6).
    Swap {
        mine: (MarbleId, u8),
        theirs: (MarbleId, u8),
    },
}

/// Bit `k` set when the hand holds a card of rank `k + 1`.
///
/// Why in two words: asked for every position, a look at each of the 13
/// counts cost as much as listing a typical hand's plays.
#[inline]
fn ranks_held(hand: &CardCounts) -> u16 {
    let (mut low, mut high) = ([0; 8], [0; 8]);
    low.copy_from_slice(&hand[..8]);
    high[..5].copy_from_slice(&hand[8..]);
    nonzero_bytes(u64::from_le_bytes(low)) | nonzero_bytes(u64::from_le_bytes(high)) << 8
}

/// Bit `i` set when byte `i` of `x` is not zero.
#[inline]
fn nonzero_bytes(x: u64) -> u16 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    // Each byte's high bit: set when its low seven bits are not all zero
    // (adding 0x7F carries into it) or it was set already.
    let high = (((x & LOW7) + LOW7) | x) & !LOW7;
    // The multiplication moves byte i's high bit (bit 8i + 7) to bit 56 + i
    // and everything else to other bits, none carrying into those eight.
    (high.wrapping_mul(0x0002_0408_1020_4081) >> 56) as u16
}

/// The marble of a colour with this index.
fn marble(colour: Seat, index: usize) -> MarbleId {
    MarbleId::new(colour, index as u8)
}

/// The ordinary forward walks of a card (every card but 4, 5, J and K),
/// answered by `ahead`: marble by marble, the shorter walk first (the A's 1
/// before its 11).
fn forward_plays(card: Card, ahead: &Ahead, out: &mut Vec<Action>) {
    let walks = forward_walks(card);
    for i in ahead.active() {
        let mut legal = ahead.steps[i] & walks;
        while legal != 0 {
            let steps = legal.trailing_zeros() as u8;
            legal &= legal - 1;
            out.push(Action::Move {
                card,
                marble: marble(ahead.colour, i),
                steps,
            });
        }
    }
}

impl Jackar {
    /// Appends every play of the hand of the seat to act to `out`, card by
    /// card (nothing when no card can be played: the hand is thrown, D9).
    pub(crate) fn plays_into(&self, out: &mut Vec<Action>) {
        let hand = self.hands[self.order.current().index()];
        let ahead = self.ahead();
        // The ranks in hand, one bit each, gone through in rank order:
        // a test of each of the 13 ranks went the wrong way at random.
        let mut held = ranks_held(&hand);
        if ahead.active == 0 {
            // D8: with nothing out only the A and the K (bringing out) can play.
            held &= 1 << (Card::Ace.value() - 1) | 1 << (Card::King.value() - 1);
        }
        while held != 0 {
            let k = held.trailing_zeros() as usize;
            held &= held - 1;
            self.card_plays(Card::ALL[k], &ahead, out);
        }
    }

    /// Whether the seat to play can play any card of its hand (else it throws, D9).
    pub(crate) fn can_play_a_card(&self) -> bool {
        // Card by card, stopping at the first with a play (the Vec allocates
        // only then: a hand that must be thrown costs no allocation).
        let mut out = Vec::new();
        let hand = self.hands[self.order.current().index()];
        let ahead = self.ahead();
        Card::ALL.iter().any(|&card| {
            hand[usize::from(card.value() - 1)] > 0 && {
                self.card_plays(card, &ahead, &mut out);
                !out.is_empty()
            }
        })
    }

    /// The colour played and its marbles' forward walks, for the generator.
    fn ahead(&self) -> Ahead {
        let colour = self.playing_colour(self.order.current());
        let mut ahead = Ahead {
            colour,
            active: 0,
            steps: [0; MARBLES],
        };
        for (i, &p) in self.marbles[colour.index()].iter().enumerate() {
            if p != Place::Graveyard {
                ahead.active |= 1 << i;
                ahead.steps[i] = self.forward_steps(marble(colour, i));
            }
        }
        ahead
    }

    /// D8: whether a colour has every marble in its graveyard.
    pub(crate) fn all_in_graveyard(&self, colour: Seat) -> bool {
        self.marbles[colour.index()].iter().all(|&p| p == Place::Graveyard)
    }

    /// Whether the seat to play may bring a marble of `colour` out: one waits in
    /// the graveyard and its home holds no marble of that colour (D2).
    fn can_bring_out(&self, colour: Seat) -> bool {
        let home = self.occ[usize::from(self.board.home(colour))];
        self.marbles[colour.index()].contains(&Place::Graveyard) && (home == 0 || occ_marble(home).seat != colour)
    }

    /// The seat a 10 would stop: the next seat, if it holds a card (D7).
    pub(crate) fn stop_target(&self) -> Option<Seat> {
        let next = Seat(((self.order.current().index() + 1) % self.board.players()) as u8);
        self.holds_cards(next).then_some(next)
    }

    /// Appends the plays of one card by the seat to play.
    pub(crate) fn card_plays(&self, card: Card, ahead: &Ahead, out: &mut Vec<Action>) {
        let colour = ahead.colour;
        if matches!(card, Card::Ace | Card::King) && self.can_bring_out(colour) {
            out.push(Action::Out(card));
        }
        // D8: a colour with nothing out may only bring out (no 5 on others, no
        // stop, no Jack); and none of its marbles can move.
        if ahead.active == 0 {
            return;
        }
        match card {
            Card::Five => self.five_plays(ahead, out),
            Card::Jack => self.jack_plays(colour, out),
            Card::Four => self.walk_plays(ahead, Card::Four, 4, Self::can_walk_back, out),
            Card::King => self.walk_plays(ahead, Card::King, 13, Self::can_walk_king, out),
            _ => {
                forward_plays(card, ahead, out);
                if card == Card::Seven {
                    self.split_plays(ahead, out);
                }
                if card == Card::Ten && self.stop_target().is_some() {
                    out.push(Action::Stop);
                }
            }
        }
    }

    /// D5: the 5 moves any marble on the track, of any colour, but another
    /// player's marble safe on its home.
    fn five_plays(&self, ahead: &Ahead, out: &mut Vec<Action>) {
        let colour = ahead.colour;
        for s in 0..self.board.players() {
            let owner = Seat(s as u8);
            for (i, p) in self.marbles[s].iter().enumerate() {
                let Place::Track(cell) = *p else { continue };
                if owner != colour && self.board.home(owner) == cell {
                    continue;
                }
                let m = marble(owner, i);
                let legal = if owner == colour {
                    ahead.can(i, 5)
                } else {
                    self.can_walk_forward(m, 5)
                };
                if legal {
                    out.push(Action::Move {
                        card: Card::Five,
                        marble: m,
                        steps: 5,
                    });
                }
            }
        }
    }

    /// The plays of a card that walks one way only (D3: the 4 back; the
    /// King's 13, bringing out listed apart): each marble of the colour that
    /// `can` walk it, in marble order.
    #[inline]
    fn walk_plays(
        &self,
        ahead: &Ahead,
        card: Card,
        steps: u8,
        can: impl Fn(&Self, MarbleId) -> bool,
        out: &mut Vec<Action>,
    ) {
        for i in ahead.active() {
            let m = marble(ahead.colour, i);
            if can(self, m) {
                out.push(Action::Move { card, marble: m, steps });
            }
        }
    }

    /// D6: a track marble of the colour played (not safe on its home) with
    /// another colour's track marble (not safe on its home).
    fn jack_plays(&self, colour: Seat, out: &mut Vec<Action>) {
        for (i, p) in self.marbles[colour.index()].iter().enumerate() {
            let Place::Track(cell) = *p else { continue };
            if self.board.home(colour) == cell {
                continue;
            }
            for s in 0..self.board.players() {
                let owner = Seat(s as u8);
                if owner == colour {
                    continue;
                }
                for (j, q) in self.marbles[s].iter().enumerate() {
                    match *q {
                        Place::Track(c) if self.board.home(owner) != c => out.push(Action::Swap {
                            mine: marble(colour, i),
                            theirs: marble(owner, j),
                        }),
                        _ => {}
                    }
                }
            }
        }
    }

    /// D4: every split of the 7 into two positive parts moving two different
    /// marbles, in either order; D11: the second part moves the partner's
    /// marbles when the first put the seat's last marble in its base.
    ///
    /// Why no copy, mostly: the second part is checked in the position after
    /// the first, which differs from this one only at the first marble's two
    /// cells (and the marble it killed). A second part whose path touches
    /// neither, on the track, moves as it would now (`ahead`, the walks of
    /// every marble in this position); only the rest is checked on a copy,
    /// made once per first part.
    fn split_plays(&self, ahead: &Ahead, out: &mut Vec<Action>) {
        let colour = ahead.colour;
        let n = self.board.track_len();
        // Whether a walk of `k` from track cell `c` passes or lands on cell `x`.
        let touches = |c: u8, k: u8, x: u8| {
            let d = if x > c { x - c } else { x + n - c };
            d <= k
        };
        for i in 0..MARBLES {
            // Parts of 1–6 steps this marble can take.
            let parts = ahead.steps[i] & 0b0111_1110;
            if parts == 0 {
                continue;
            }
            let a = marble(colour, i);
            let from = self.marbles[colour.index()][i];
            for s in 1..=6u8 {
                if parts >> s & 1 == 0 {
                    continue;
                }
                let to = self.forward_dest(a, s);
                let k = 7 - s;
                // The position after the first part, made when first needed.
                let mut after: Option<Jackar> = None;
                if let (Place::Track(x), Place::Track(y)) = (from, to) {
                    // On the track both ends; the colour played stays the same.
                    for j in 0..MARBLES {
                        if j == i {
                            continue;
                        }
                        let legal = match self.marbles[colour.index()][j] {
                            Place::Track(c) if c == y => false, // killed by the first part
                            Place::Track(c) if touches(c, k, x) || touches(c, k, y) => after
                                .get_or_insert_with(|| self.walked(a, s, to))
                                .can_walk_forward(marble(colour, j), k),
                            _ => ahead.can(j, k),
                        };
                        if legal {
                            out.push(Action::Split {
                                first: (a, s),
                                second: (marble(colour, j), k),
                            });
                        }
                    }
                    continue;
                }
                // Walked here, not by `walked`: its copy was copied again.
                let mut next = *self;
                next.do_walk(a, s, Walk::Forward, to, &mut rules_core::Quiet);
                let colour2 = next.playing_colour(self.order.current());
                for j in 0..MARBLES {
                    let b = marble(colour2, j);
                    if b != a && next.can_walk_forward(b, k) {
                        out.push(Action::Split {
                            first: (a, s),
                            second: (b, k),
                        });
                    }
                }
            }
        }
    }

    /// A copy of this position after `a` walked forward `s` steps to `to`.
    #[inline]
    fn walked(&self, a: MarbleId, s: u8, to: Place) -> Jackar {
        let mut next = *self;
        next.do_walk(a, s, Walk::Forward, to, &mut rules_core::Quiet);
        next
    }

    /// Checks a play by the seat to play (its card already known to be in
    /// hand) against the rules without changing anything: what it will do, or
    /// why it cannot be played. A split's second part is checked only when the
    /// first has been carried out ([`Jackar::carry_out`]).
    pub(crate) fn plan(&self, action: &Action) -> Result<Effect, String> {
        let seat = self.order.current();
        let colour = self.playing_colour(seat);
        match *action {
            Action::Out(card) => {
                if !matches!(card, Card::Ace | Card::King) {
                    return Err(format!("only an A or a K brings a marble out, not a {card}"));
                }
                let Some(i) = self.marbles[colour.index()].iter().position(|&p| p == Place::Graveyard) else {
                    return Err("no marble waits in the graveyard".into());
                };
                let home = self.board.home(colour);
                let code = self.occ[usize::from(home)];
                if code != 0 && occ_marble(code).seat == colour {
                    return Err("a marble of the same colour stands on the home (D2)".into());
                }
                Ok(Effect::Out {
                    marble: marble(colour, i),
                    home,
                })
            }
            Action::Move { card, marble: m, steps } => {
                if usize::from(m.seat.0) >= self.board.players() || usize::from(m.index) >= MARBLES {
                    return Err(format!("there is no marble {m}"));
                }
                let Some(&(_, walk)) = card_walks(card).iter().find(|(s, _)| *s == steps) else {
                    return Err(match card {
                        Card::Jack => "the Jack swaps, it does not move a marble".into(),
                        Card::Ace => "an A moves 1 or 11".into(),
                        _ => format!("a {card} moves {}", card_walks(card)[0].0),
                    });
                };
                if card == Card::Five {
                    if self.all_in_graveyard(colour) {
                        return Err("with every marble in the graveyard only bringing out is possible (D8)".into());
                    }
                    let Place::Track(cell) = self.place(m) else {
                        return Err("the 5 moves a marble on the track only".into());
                    };
                    if m.seat != colour && self.board.home(m.seat) == cell {
                        return Err("another player's marble safe on its home moves only by its owner (D5)".into());
                    }
                } else if m.seat != colour {
                    return Err(format!("{m} is not a marble of the colour being played"));
                }
                let to = self.walk_to(m, steps, walk).map_err(|e| e.to_string())?;
                Ok(Effect::Walk {
                    marble: m,
                    steps,
                    walk,
                    to,
                })
            }
            Action::Split { first, second } => {
                let (a, s1) = first;
                let (_, s2) = second;
                if s1 == 0 || s2 == 0 || u16::from(s1) + u16::from(s2) != 7 {
                    return Err("the parts of a 7 are positive and add up to 7 (D4)".into());
                }
                if a.seat != colour || usize::from(a.index) >= MARBLES {
                    return Err(format!("{a} is not a marble of the colour being played"));
                }
                let to = self
                    .walk_to(a, s1, Walk::Forward)
                    .map_err(|e| format!("first part: {e}"))?;
                Ok(Effect::Split {
                    first: (a, s1, to),
                    second,
                    listed: false,
                })
            }
            Action::Stop => {
                if self.all_in_graveyard(colour) {
                    return Err("with every marble in the graveyard only bringing out is possible (D8)".into());
                }
                let Some(next) = self.stop_target() else {
                    return Err("the next player holds no card, so the 10 cannot stop (D7)".into());
                };
                Ok(Effect::Stop { next })
            }
            Action::Swap { mine, theirs } => {
                if mine.seat != colour || usize::from(mine.index) >= MARBLES {
                    return Err(format!("{mine} is not a marble of the colour being played"));
                }
                if theirs.seat == colour || usize::from(theirs.seat.0) >= self.board.players() || theirs.index >= 4 {
                    return Err(format!("{theirs} is not a marble of another colour (D6)"));
                }
                if self.all_in_graveyard(colour) {
                    return Err("with every marble in the graveyard only bringing out is possible (D8)".into());
                }
                let (Place::Track(c1), Place::Track(c2)) = (self.place(mine), self.place(theirs)) else {
                    return Err("the Jack swaps two marbles on the track (D6)".into());
                };
                if self.board.home(mine.seat) == c1 || self.board.home(theirs.seat) == c2 {
                    return Err("a marble safe on its home cannot be swapped (D6)".into());
                }
                Ok(Effect::Swap {
                    mine: (mine, c1),
                    theirs: (theirs, c2),
                })
            }
            Action::Throw | Action::Discard(_) | Action::OpeningDraw(_) | Action::Deal(_) => {
                Err("not a card's play".into())
            }
        }
    }

    /// What a play listed by [`Jackar::plays_into`] in this very position
    /// will do, worked out without [`Jackar::plan`]'s checks (its walks
    /// looked at every cell again; random playouts apply only listed plays):
    /// where the marble lands, whom a 10 stops, which cells a Jack swaps.
    /// `None` for an action that is not a card's play.
    pub(crate) fn listed_effect(&self, action: &Action) -> Option<Effect> {
        Some(match *action {
            Action::Out(_) => {
                let colour = self.playing_colour(self.order.current());
                let i = self.marbles[colour.index()]
                    .iter()
                    .position(|&p| p == Place::Graveyard)?;
                Effect::Out {
                    marble: marble(colour, i),
                    home: self.board.home(colour),
                }
            }
            Action::Move { card, marble: m, steps } => {
                let &(_, walk) = card_walks(card).iter().find(|(s, _)| *s == steps)?;
                let to = match (walk, self.place(m)) {
                    (Walk::Back, Place::Track(c)) => Place::Track(back_cell(c, steps, self.board.track_len())),
                    (Walk::Back, _) => return None,
                    // The King's 13 follows the owner's path as any forward walk.
                    (Walk::Forward | Walk::King, _) => self.forward_dest(m, steps),
                };
                Effect::Walk {
                    marble: m,
                    steps,
                    walk,
                    to,
                }
            }
            Action::Split { first: (a, s1), second } => Effect::Split {
                first: (a, s1, self.forward_dest(a, s1)),
                second,
                listed: true,
            },
            Action::Stop => Effect::Stop {
                next: self.stop_target()?,
            },
            Action::Swap { mine, theirs } => {
                let (Place::Track(c1), Place::Track(c2)) = (self.place(mine), self.place(theirs)) else {
                    return None;
                };
                Effect::Swap {
                    mine: (mine, c1),
                    theirs: (theirs, c2),
                }
            }
            Action::Throw | Action::Discard(_) | Action::OpeningDraw(_) | Action::Deal(_) => return None,
        })
    }

    /// Carries out a planned play. Only a split can fail here (its second
    /// part, checked after the first), leaving the state half changed: the
    /// caller works on a copy for splits.
    pub(crate) fn carry_out(&mut self, effect: Effect, events: &mut impl Events<Event>) -> Result<(), String> {
        match effect {
            Effect::Out { marble: m, home } => {
                self.kill_at(home, events);
                self.set_place(m, Place::Track(home));
                events.push_with(|| Event::BroughtOut { marble: m });
            }
            Effect::Walk {
                marble: m,
                steps,
                walk,
                to,
            } => self.do_walk(m, steps, walk, to, events),
            Effect::Split {
                first: (a, s1, to),
                second: (b, s2),
                listed,
            } => {
                self.do_walk(a, s1, Walk::Forward, to, events);
                let to = if listed {
                    self.forward_dest(b, s2)
                } else {
                    // D11: the second part plays for the partner once the seat has finished.
                    let colour2 = self.playing_colour(self.order.current());
                    if b.seat != colour2 || usize::from(b.index) >= MARBLES {
                        return Err(format!("{b} is not a marble of the colour being played"));
                    }
                    if a == b {
                        return Err("the two parts of a 7 move two different marbles (D4)".into());
                    }
                    self.walk_to(b, s2, Walk::Forward)
                        .map_err(|e| format!("second part: {e}"))?
                };
                self.do_walk(b, s2, Walk::Forward, to, events);
            }
            Effect::Stop { next } => {
                events.push_with(|| Event::Stopped { seat: next });
                self.phase = Phase::Discard;
                self.order.set_current(next);
            }
            Effect::Swap {
                mine: (mine, c1),
                theirs: (theirs, c2),
            } => {
                // Not two `set_place`s: the second would clear the cell the first filled.
                self.marbles[mine.seat.index()][usize::from(mine.index)] = Place::Track(c2);
                self.marbles[theirs.seat.index()][usize::from(theirs.index)] = Place::Track(c1);
                self.occ[usize::from(c1)] = occ_code(theirs);
                self.occ[usize::from(c2)] = occ_code(mine);
                events.push_with(|| Event::Swapped { mine, theirs });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `ranks_held` sees every set of ranks, whatever the counts (1 to 8
    /// cards of a rank, and a count with only its high bit).
    #[test]
    fn ranks_held_sees_every_set_of_ranks() {
        for held in 0u16..1 << 13 {
            for copies in [1, 2, 4, 8, 0x80] {
                let hand: CardCounts =
                    std::array::from_fn(|k| if held >> k & 1 != 0 { copies + k as u8 % 3 } else { 0 });
                assert_eq!(ranks_held(&hand), held, "{hand:?}");
            }
        }
    }
}
