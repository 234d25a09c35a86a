//! Applying actions: the opening draw, the deals and series (D10, D12), a
//! play and what follows it (finishing, winning, the next seat), the stop's
//! discard (D7) and the throw (D9).

use rules_core::{ArrayPile, Deck, Events, Game, Quiet, RuleError, Seat, rng_from_seed};

use crate::action::Action;

use crate::board::{Board, MARBLES, Place, seating};
use crate::card::Card;
use crate::event::Event;
use crate::legal::Effect;
use crate::options::Options;
use crate::state::{
    CardCounts, Jackar, MAX_CARDS, MAX_SEATS, Phase, Stock, TRACK_MAX, cards_of, deal_series, full_deck,
};

/// Removes one card from a multiset; `false` if none was there.
pub(crate) fn take(counts: &mut CardCounts, card: Card) -> bool {
    let slot = &mut counts[usize::from(card.value() - 1)];
    if *slot == 0 {
        return false;
    }
    *slot -= 1;
    true
}

/// Adds one card to a multiset.
pub(crate) fn put(counts: &mut CardCounts, card: Card) {
    counts[usize::from(card.value() - 1)] += 1;
}

/// The cards of a stock in rank order, as a fresh stock: counted and
/// written rank by rank, not sorted (a sort of up to 104 cards of 13 ranks,
/// or a push per card, cost as much as the rest of a deal but its shuffle).
fn in_rank_order(stock: &Stock) -> Stock {
    let mut counts = [0; 13];
    for &card in stock.draw_pile() {
        put(&mut counts, card);
    }
    let mut cards = [Card::Ace; MAX_CARDS];
    let mut len = 0;
    for (&card, &n) in Card::ALL.iter().zip(&counts) {
        let n = usize::from(n);
        cards[len..len + n].fill(card);
        len += n;
    }
    Deck::new(ArrayPile::from_array_len(cards, len))
}

impl Jackar {
    /// A match at its very start: every marble in its graveyard, the deck(s)
    /// whole, the opening draw for match leader due.
    pub(crate) fn start(board: Board, options: Options) -> Jackar {
        Jackar {
            options,
            board,
            marbles: [[Place::Graveyard; MARBLES]; 6],
            hands: [[0; 13]; 6],
            stock: full_deck(board.players()),
            played: [0; 13],
            last_played: None,
            set_aside: [0; 13],
            phase: Phase::Opening,
            order: seating(board.players()),
            series: 0,
            deal: 0,
            occ: [0; TRACK_MAX],
            occ_bits: 0,
            bases: [0; MAX_SEATS],
        }
    }

    /// Rebuilds the occupancy array from the marbles.
    pub(crate) fn rebuild_occ(&mut self) {
        self.occ = [0; TRACK_MAX];
        self.occ_bits = 0;
        self.bases = [0; MAX_SEATS];
        for s in 0..self.board.players() {
            for i in 0..MARBLES {
                if let Place::Track(c) = self.marbles[s][i] {
                    self.occ[usize::from(c)] = crate::state::occ_code(crate::MarbleId::new(Seat(s as u8), i as u8));
                    self.occ_bits |= 1u128 << c;
                }
                if let Place::Base(b) = self.marbles[s][i] {
                    self.bases[s] |= 1 << b;
                }
            }
        }
    }

    /// Bit per seat: which seats have all four marbles in their base.
    fn finished_mask(&self) -> u8 {
        (0..self.board.players())
            .filter(|&s| self.finished(Seat(s as u8)))
            .fold(0, |m, s| m | 1 << s)
    }

    /// Carries out `change` on a copy, which replaces the state only if it
    /// succeeds; its events are told only then (a refusal tells nothing).
    pub(crate) fn on_a_copy(
        &mut self,
        events: &mut impl Events<Event>,
        change: impl FnOnce(&mut Jackar, &mut Vec<Event>) -> Result<(), String>,
    ) -> Result<(), String> {
        let mut next = *self;
        let mut told = Vec::new();
        change(&mut next, &mut told)?;
        *self = next;
        for event in told {
            events.push(event);
        }
        Ok(())
    }

    /// [`rules_core::Game::apply_quiet`] of an action this very position
    /// listed ([`rules_core::Game::apply_listed`]). Random playouts
    /// apply nothing else, so the checks are left out: a play is carried out
    /// without [`Jackar::plan`] walking its cells again, a split on the state
    /// itself (not a copy, kept in case its second part fails), a throw
    /// without looking for a card that could be played (D9). Anything else
    /// goes through `apply_quiet`.
    pub(crate) fn apply_listed_action(&mut self, action: &Action) -> Result<(), RuleError> {
        match (self.phase, *action) {
            (Phase::Play, Action::Throw) => {
                self.throw_hand(&mut Quiet);
                Ok(())
            }
            (Phase::Play, play) => {
                let (Some(card), Some(effect)) = (play.card(), self.listed_effect(&play)) else {
                    return self.apply_quiet(action);
                };
                self.play_card(card, effect, &mut Quiet)
                    .map_err(|reason| RuleError::Illegal {
                        action: action.to_string(),
                        reason,
                    })
            }
            _ => self.apply_quiet(action),
        }
    }

    /// D9: the seat to play throws its whole hand (no card can be played).
    pub(crate) fn throw_hand(&mut self, events: &mut impl Events<Event>) {
        let seat = self.order.current();
        let hand = self.hands[seat.index()];
        for (p, h) in self.played.iter_mut().zip(self.hands[seat.index()].iter_mut()) {
            *p += *h;
            *h = 0;
        }
        // The hand is thrown sorted: its highest card ends on top.
        self.last_played = (0..13)
            .rev()
            .find(|&k| hand[k] > 0)
            .and_then(|k| Card::from_value(k as u8 + 1));
        events.push_with(|| Event::Threw {
            seat,
            cards: cards_of(&hand),
        });
        self.pass_turn(seat, events);
    }

    /// Plays a card in hand with its planned effect, then what follows: a seat
    /// finishing, the match won, or the turn passing on. Fails only as
    /// [`Jackar::carry_out`] does (a split's second part).
    pub(crate) fn play_card(
        &mut self,
        card: Card,
        effect: Effect,
        events: &mut impl Events<Event>,
    ) -> Result<(), String> {
        let seat = self.order.current();
        // Only a marble entering a base can finish a seat.
        let may_finish = matches!(effect, Effect::Walk { to: Place::Base(_), .. } | Effect::Split { .. });
        let before = if may_finish { self.finished_mask() } else { 0 };
        take(&mut self.hands[seat.index()], card);
        put(&mut self.played, card);
        self.last_played = Some(card);
        events.push_with(|| Event::Played { seat, card });
        self.carry_out(effect, events)?;
        if may_finish && self.settle_finish(before, events) {
            return Ok(());
        }
        if self.phase == Phase::Play {
            self.pass_turn(seat, events);
        }
        Ok(())
    }

    /// After a play: a `Finished` event for each seat that has just finished,
    /// and the end of the match when a team has won (true then).
    fn settle_finish(&mut self, before: u8, events: &mut impl Events<Event>) -> bool {
        let now = self.finished_mask();
        if now == before {
            return false;
        }
        for s in 0..self.board.players() {
            if now & !before & (1 << s) != 0 {
                events.push_with(|| Event::Finished { seat: Seat(s as u8) });
            }
        }
        let winners = self.winners();
        if winners.is_empty() {
            return false;
        }
        self.phase = Phase::Over;
        self.order.set_current(Seat(0));
        events.push_with(|| Event::Won { seats: winners });
        true
    }

    /// The turn passes from `seat`: to the next seat holding a card, or, when
    /// every hand is empty, to the next deal or the next series.
    pub(crate) fn pass_turn(&mut self, seat: Seat, events: &mut impl Events<Event>) {
        self.phase = Phase::Play;
        if let Some(next) = self.order.next_where(seat, |s| self.holds_cards(s)) {
            self.order.set_current(next);
            return;
        }
        let n = self.board.players();
        self.order.set_current(Seat(0));
        self.phase = Phase::Deal;
        let series = deal_series(n);
        let next = self.deal + 1;
        if next < series.len() && self.stock.len() >= series[next] * n {
            self.deal = next;
            return;
        }
        // The series is over: gather the cards; the next seat leads.
        self.series += 1;
        self.deal = 0;
        self.gather();
        let leader = self.order.pass_lead();
        events.push_with(|| Event::Leader { seat: leader });
    }

    /// Every card back in the stock, nothing played or set aside.
    fn gather(&mut self) {
        self.stock = full_deck(self.board.players());
        self.played = [0; 13];
        self.set_aside = [0; 13];
        self.last_played = None;
    }

    /// The opening draw: every seat draws from the deck shuffled by `seed`;
    /// the highest card leads, ties among the highest draw again.
    pub(crate) fn opening_draw(&mut self, seed: u64, events: &mut impl Events<Event>) {
        let n = self.board.players();
        // One generator for the draw and any fresh shuffle it needs, so a
        // seed gives one whole draw.
        let mut rng = rng_from_seed(seed);
        let mut deck = full_deck(n);
        deck.shuffle(&mut rng);
        let mut drawing: Vec<Seat> = Seat::all(n).collect();
        loop {
            let mut cards = Vec::with_capacity(drawing.len());
            for &s in &drawing {
                let card = deck.draw().unwrap_or_else(|| {
                    // Tie after tie used up the deck: draw on from a fresh shuffle.
                    deck = full_deck(n);
                    deck.shuffle(&mut rng);
                    deck.draw().unwrap_or(Card::Ace)
                });
                cards.push((s, card));
            }
            let best = cards.iter().map(|&(_, c)| c).max().unwrap_or(Card::Ace);
            drawing = cards.iter().filter(|&&(_, c)| c == best).map(|&(s, _)| s).collect();
            events.push_with(|| Event::OpeningDraw { cards });
            if let [leader] = drawing[..] {
                self.order.set_leader(Some(leader));
                events.push_with(|| Event::Leader { seat: leader });
                break;
            }
        }
        self.phase = Phase::Deal;
        self.deal = 0;
    }

    /// A deal from the stock shuffled by `seed` (at a series' first deal the
    /// whole deck, less 8 cards set aside for six players, D12); the leader
    /// plays first (D10). Refused, with nothing changed, when the stock is too
    /// small (checked first, so the state needs no copy to be kept).
    pub(crate) fn deal_cards(&mut self, seed: u64, events: &mut impl Events<Event>) -> Result<(), String> {
        let n = self.board.players();
        let leader = self.order.leader().unwrap_or(Seat(0));
        let each = deal_series(n)[self.deal.min(deal_series(n).len() - 1)];
        let stock = if self.deal == 0 {
            full_deck(n).len() - if n == 6 { 8 } else { 0 }
        } else {
            self.stock.len()
        };
        if stock < each * n {
            return Err(format!("the stock holds {stock} cards, too few to deal {each} each"));
        }
        if self.deal == 0 {
            self.gather();
        }
        // The stock rests in rank order, so the seed alone decides the deal.
        self.stock.shuffle_with_seed(seed);
        if n == 6 && self.deal == 0 {
            for card in self.stock.draw_up_to(8) {
                put(&mut self.set_aside, card);
            }
            events.push_with(|| Event::SetAside { count: 8 });
        }
        // A hand at a time, from the leader round the table.
        for k in 0..n {
            let hand = &mut self.hands[self.order.after(leader, k).index()];
            for card in self.stock.draw_up_to(each) {
                put(hand, card);
            }
        }
        self.stock = in_rank_order(&self.stock);
        events.push_with(|| Event::Dealt {
            leader,
            deal: self.deal,
            cards_each: each,
        });
        self.phase = Phase::Play;
        self.order.set_current(leader);
        Ok(())
    }
}
