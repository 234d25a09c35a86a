//! The state of a table: the board, the dice, whose turn, the match score.

use rules_core::{Events, Game, Quiet, RuleError, Seat};
use serde::{Deserialize, Serialize};

use crate::building::Builder;
use crate::legal::{self, BAR, Moves};
use crate::options::MAX_CUBE;
use crate::{Action, Event, Options, Place, Step, Turn, WinKind, position_id};

/// Checkers per side.
pub const CHECKERS: u8 = 15;

/// The start of every game: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6.
pub(crate) const START: [u8; 25] = {
    let mut s = [0; 25];
    s[23] = 2;
    s[12] = 5;
    s[7] = 3;
    s[5] = 5;
    s
};

/// Where a game or match stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// The opening roll is due (D1): chance to act.
    Opening,
    /// The player whose turn it is rolls: chance to act.
    Roll,
    /// D3 (cube on): the player whose turn it is may double before rolling, and
    /// chooses [`Action::Double`] or [`Action::NoDouble`] (`roll`). Only entered
    /// when that player may double; otherwise chance rolls at once.
    Decide,
    /// D3: a double was offered; the other player chooses [`Action::Take`] or
    /// [`Action::Drop`]. The cube still shows its value before the double.
    Respond,
    /// The player whose turn it is moves with the dice.
    Move,
    /// The match is over.
    Over,
}

/// A Shesh-Besh table: a position, the dice, whose turn, and the match.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SheshBesh {
    pub(crate) options: Options,
    /// Each seat's checkers, GNU Backgammon's way: index 0..=23 that seat's own
    /// points 1..=24, index 24 its bar.
    pub(crate) sides: [[u8; 25]; 2],
    pub(crate) phase: Phase,
    /// Whose turn it is in [`Phase::Roll`] and [`Phase::Move`]; the winner once over.
    pub(crate) turn: Seat,
    /// The dice to play, higher first (only in [`Phase::Move`]).
    pub(crate) dice: Option<(u8, u8)>,
    pub(crate) score: [u32; 2],
    pub(crate) last_game: Option<(Seat, WinKind)>,
    /// The doubling cube's value (D3): 1 to [`MAX_CUBE`], a power of two; always
    /// 1 without the cube.
    pub(crate) cube: u8,
    /// Who owns the cube; `None` while it is in the middle (value 1).
    pub(crate) cube_owner: Option<Seat>,
    /// This game is the Crawford game of a match: nobody may double (D3).
    pub(crate) crawford: bool,
}

pub(crate) fn other(seat: Seat) -> Seat {
    Seat(1 - seat.0)
}

impl SheshBesh {
    /// A new match at its opening roll.
    pub(crate) fn start(options: Options) -> SheshBesh {
        SheshBesh {
            options,
            sides: [START; 2],
            phase: Phase::Opening,
            turn: Seat(0),
            dice: None,
            score: [0, 0],
            last_game: None,
            cube: 1,
            cube_owner: None,
            crawford: false,
        }
    }

    /// The board from seat 0's (White's) side: index 0 is White's 1-point; a
    /// positive count is White's checkers, a negative count Black's.
    #[must_use]
    pub fn board(&self) -> [i8; 24] {
        let mut b = [0i8; 24];
        for (i, v) in b.iter_mut().enumerate() {
            // Counts are at most 15.
            *v = self.sides[0][i] as i8 - self.sides[1][23 - i] as i8;
        }
        b
    }

    /// `seat`'s checkers on the bar.
    #[must_use]
    pub fn bar(&self, seat: Seat) -> u8 {
        self.side(seat)[BAR]
    }

    /// `seat`'s checkers borne off.
    #[must_use]
    pub fn off(&self, seat: Seat) -> u8 {
        CHECKERS.saturating_sub(legal::on_board(self.side(seat)))
    }

    /// `seat`'s checkers on its own point `point` (1..=24, numbered from its side).
    #[must_use]
    pub fn checkers_on(&self, seat: Seat, point: u8) -> u8 {
        match point {
            1..=24 => self.side(seat)[usize::from(point) - 1],
            _ => 0,
        }
    }

    fn side(&self, seat: Seat) -> &[u8; 25] {
        &self.sides[usize::from(seat.0 & 1)]
    }

    /// The dice to play, higher first, while a player is to move.
    #[must_use]
    pub fn dice(&self) -> Option<(u8, u8)> {
        self.dice
    }

    /// The seat whose turn it is (rolling, deciding to double, having doubled, or
    /// moving); `None` at the opening roll and once the match is over.
    #[must_use]
    pub fn mover(&self) -> Option<Seat> {
        match self.phase {
            Phase::Roll | Phase::Decide | Phase::Respond | Phase::Move => Some(self.turn),
            Phase::Opening | Phase::Over => None,
        }
    }

    /// Where the game stands.
    #[must_use]
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The pips `seat` needs to bear off everything (a checker on the bar counts 25).
    #[must_use]
    pub fn pip_count(&self, seat: Seat) -> u32 {
        self.side(seat)
            .iter()
            .enumerate()
            .map(|(i, &n)| (i as u32 + 1) * u32::from(n))
            .sum()
    }

    /// The match score, seat 0 first.
    #[must_use]
    pub fn score(&self) -> [u32; 2] {
        self.score
    }

    /// The doubling cube (D3): its value and its owner (`None`: in the middle).
    /// Without the cube option it stays at 1 in the middle.
    #[must_use]
    pub fn cube(&self) -> (u8, Option<Seat>) {
        (self.cube, self.cube_owner)
    }

    /// Whether this game is the Crawford game of a match (D3): the first game
    /// after a player reaches one point short of the match; nobody may double in it.
    #[must_use]
    pub fn is_crawford(&self) -> bool {
        self.crawford
    }

    /// Whether `seat` may offer a double before its roll (D3): the cube option is
    /// on, the cube is in the middle or `seat` owns it, it is below 64, and this
    /// is not the Crawford game.
    #[must_use]
    pub fn may_double(&self, seat: Seat) -> bool {
        self.options.cube && !self.crawford && self.cube < MAX_CUBE && self.cube_owner.is_none_or(|o| o == seat)
    }

    /// The phase before a roll: chance rolls, unless the cube lets the player on
    /// turn double first (D3). Without the cube this is always [`Phase::Roll`].
    #[inline]
    pub(crate) fn before_roll(&self) -> Phase {
        if self.options.cube && self.may_double(self.turn) {
            Phase::Decide
        } else {
            Phase::Roll
        }
    }

    /// The match length (D4); 1 is a single game.
    #[must_use]
    pub fn match_to(&self) -> u32 {
        self.options.match_to
    }

    /// How the previous game of the match ended: its winner and the kind of win
    /// (also the last game once the match is over).
    #[must_use]
    pub fn last_game(&self) -> Option<(Seat, WinKind)> {
        self.last_game
    }

    /// The GNU Backgammon Position ID, from the side of the seat whose turn it is
    /// (seat 0 at the opening roll).
    #[must_use]
    pub fn position_id(&self) -> String {
        let on_roll = usize::from(self.turn.0 & 1);
        position_id::encode(&self.sides[on_roll], &self.sides[1 - on_roll])
    }

    /// A position from a GNU Backgammon Position ID, with `to_move` on roll and the
    /// dice to play (or `None`: `to_move` is about to roll). Default options, 0-0.
    ///
    /// # Errors
    /// When the id is not a position with 15 checkers a side, or the dice are not dice.
    pub fn from_position_id(id: &str, to_move: Seat, dice: Option<(u8, u8)>) -> Result<Self, rules_core::LoadError> {
        crate::json::from_position_id(id, to_move, dice)
    }

    /// The mover's side and the opponent's, in the mover's frame.
    pub(crate) fn frames(&self) -> (&[u8; 25], &[u8; 25]) {
        let m = usize::from(self.turn.0 & 1);
        (&self.sides[m], &self.sides[1 - m])
    }

    /// The legal turns, with their keys if `KEYS`, while a player is to move.
    pub(crate) fn moves<const KEYS: bool>(&self) -> Option<Moves> {
        let (d1, d2) = self.dice?;
        if self.phase != Phase::Move {
            return None;
        }
        let (me, opp) = self.frames();
        Some(legal::generate::<KEYS>(me, opp, d1, d2))
    }

    /// The legal turns written into `out` (its room kept), while a player is
    /// to move; else `out` is left empty.
    pub(crate) fn moves_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let (Some((d1, d2)), Phase::Move) = (self.dice, self.phase) else {
            return;
        };
        let (me, opp) = self.frames();
        legal::generate_into(me, opp, d1, d2, out);
    }

    /// The keyed legal turns and a builder over them, while a player is to move.
    pub(crate) fn with_builder<T>(&self, f: impl FnOnce(&Builder<'_>) -> T) -> Option<T> {
        let moves = self.moves::<true>()?;
        let (d1, d2) = self.dice?;
        let (me, opp) = self.frames();
        Some(f(&Builder::new(me, opp, d1, d2, &moves)))
    }

    /// The single steps that can come next after the steps `played` this turn and
    /// still be part of a legal complete turn (rule 7), for a front-end that builds
    /// a turn one checker at a time. Empty when `played` is complete or not legal,
    /// or no player is to move.
    #[must_use]
    pub fn legal_steps(&self, played: &[Step]) -> Vec<Step> {
        self.with_builder(|b| b.next_steps(played)).unwrap_or_default()
    }

    /// The listed legal action the steps `played` make as a complete turn (in any
    /// legal order), or `None` when they are not a complete legal turn.
    #[must_use]
    pub fn turn_for(&self, played: &[Step]) -> Option<Action> {
        let moves = self.moves::<true>()?;
        let (d1, d2) = self.dice?;
        let (me, opp) = self.frames();
        let at = Builder::new(me, opp, d1, d2, &moves).listed_index(played)?;
        Some(moves.actions[at])
    }

    /// The position after the steps `played` this turn (the dice and the turn are
    /// unchanged): what a front-end draws while a turn is being built.
    ///
    /// # Errors
    /// When a step cannot be played there as part of a legal turn.
    pub fn position_after(&self, played: &[Step]) -> Result<SheshBesh, RuleError> {
        for n in 0..played.len() {
            if !self.legal_steps(&played[..n]).contains(&played[n]) {
                let so_far = Turn::new(&played[..=n]).map(|t| t.to_string()).unwrap_or_default();
                return Err(RuleError::Illegal {
                    action: so_far,
                    reason: format!("{} cannot be played here as part of a legal turn", played[n]),
                });
            }
        }
        let mut copy = self.clone();
        copy.play_steps(played);
        Ok(copy)
    }

    /// Moves the checkers of the steps (assumed legal), returning which hit.
    pub(crate) fn play_steps(&mut self, steps: &[Step]) -> [bool; 4] {
        let m = usize::from(self.turn.0 & 1);
        let mut hits = [false; 4];
        for (n, s) in steps.iter().enumerate() {
            let [me, opp] = if m == 0 {
                let [a, b] = &mut self.sides;
                [a, b]
            } else {
                let [a, b] = &mut self.sides;
                [b, a]
            };
            if let Some(i) = s.from.index() {
                me[i] = me[i].saturating_sub(1);
            }
            if let Some(t) = s.to.index().filter(|&t| t < BAR) {
                me[t] += 1;
                // Rule 3: landing on a blot hits it; it goes to the bar (rule 5).
                if opp[23 - t] == 1 {
                    opp[23 - t] = 0;
                    opp[BAR] += 1;
                    if n < 4 {
                        hits[n] = true;
                    }
                }
            }
        }
        hits
    }

    /// The hit marks of a turn's steps in this position.
    pub(crate) fn hits_of(&self, turn: &Turn) -> [bool; 4] {
        self.clone().play_steps(turn.steps())
    }

    /// [`Game::apply_into`] of an action this very position listed
    /// ([`Game::apply_listed`]), telling nothing: a turn is played without
    /// checking it against rule 7, a check that costs about as much as listing
    /// the turns did, and a roll drawn from the dice is taken as it is. The
    /// rest (the opening roll, the cube) goes through `apply_into`.
    pub(crate) fn act_listed(&mut self, action: &Action) -> Result<(), RuleError> {
        match (self.phase, action) {
            (Phase::Move, Action::Turn(turn)) if self.dice.is_some() => {
                self.play_turn(turn, &mut Quiet);
                Ok(())
            }
            (Phase::Roll, &Action::Roll(a, b)) => {
                self.dice = Some((a.max(b), a.min(b)));
                self.phase = Phase::Move;
                Ok(())
            }
            _ => self.apply_into(action, &mut Quiet),
        }
    }

    pub(crate) fn apply_turn<E: Events<Event>>(
        &mut self,
        action: &Action,
        turn: &Turn,
        events: &mut E,
    ) -> Result<(), RuleError> {
        let (Some((d1, d2)), (me, opp)) = (self.dice, self.frames()) else {
            return Err(RuleError::ChanceToAct);
        };
        if !legal::is_listed(me, opp, d1, d2, turn) {
            let moves = legal::generate::<false>(me, opp, d1, d2);
            return Err(RuleError::Illegal {
                action: action.to_string(),
                reason: self.why_illegal(turn, &moves),
            });
        }
        self.play_turn(turn, events);
        Ok(())
    }

    /// Plays a legal turn: its steps, then the game won or the other's turn.
    fn play_turn<E: Events<Event>>(&mut self, turn: &Turn, events: &mut E) {
        let seat = self.turn;
        // Counted before the steps: each step off bears one more off. (Read
        // after them, the counts just written byte by byte were read back eight
        // at a time, and that read waited for the writes.)
        let borne = turn.steps().iter().filter(|s| s.to == Place::Off).count();
        let off = usize::from(self.off(seat)) + borne;
        let hits = self.play_steps(turn.steps());
        if turn.is_empty() {
            events.push(Event::Passed { seat });
        }
        for (&step, hit) in turn.steps().iter().zip(hits) {
            events.push(Event::Moved { seat, step, hit });
        }
        self.dice = None;
        if off == usize::from(CHECKERS) {
            self.game_won(seat, events);
        } else {
            self.turn = other(seat);
            self.phase = self.before_roll();
        }
    }

    fn why_illegal(&self, turn: &Turn, moves: &Moves) -> String {
        if turn.len() != usize::from(moves.depth) {
            return match moves.depth {
                0 => "no die can be used: the only legal turn is to pass (rule 7)".into(),
                n => format!("a legal turn here plays {n} dice (rule 7), this one {}", turn.len()),
            };
        }
        let steps = turn.steps();
        for n in 0..steps.len() {
            if !self.legal_steps(&steps[..n]).contains(&steps[n]) {
                return format!("{} cannot be played here as part of a legal turn", steps[n]);
            }
        }
        match self.turn_for(steps) {
            Some(listed) => format!("the same turn is listed as {listed}"),
            None => "not a legal turn with these dice".into(),
        }
    }

    /// The kind of win if `winner` has just borne off all 15 (scoring rules, D2).
    pub(crate) fn win_kind(&self, winner: Seat) -> WinKind {
        let loser = self.side(other(winner));
        if CHECKERS - loser.iter().sum::<u8>() > 0 {
            WinKind::Plain
        } else if loser[18..].iter().any(|&n| n > 0) {
            // The winner's home board is the loser's 19..24 points; D2: the bar counts.
            WinKind::TurkishMars
        } else {
            WinKind::Mars
        }
    }

    fn game_won<E: Events<Event>>(&mut self, winner: Seat, events: &mut E) {
        let kind = self.win_kind(winner);
        self.game_won_as(winner, kind, events);
    }

    /// Scores a game won by `winner` with `kind`, times the cube (D3), and starts
    /// the next game of the match or ends the match (D4).
    pub(crate) fn game_won_as<E: Events<Event>>(&mut self, winner: Seat, kind: WinKind, events: &mut E) {
        let points = kind.points() * u32::from(self.cube);
        let before = self.score[winner.index()];
        // Saturating: a loaded match may be to u32::MAX points; a score that
        // would pass it has won the match all the same.
        self.score[winner.index()] = before.saturating_add(points);
        self.last_game = Some((winner, kind));
        events.push(Event::GameWon {
            winner,
            kind,
            points,
            score: self.score,
        });
        if self.score[winner.index()] >= self.options.match_to {
            self.phase = Phase::Over;
            self.turn = winner;
            self.crawford = false;
            events.push(Event::MatchWon {
                winner,
                score: self.score,
            });
        } else {
            // D4: the next game starts from the start position with an opening roll.
            self.sides = [START; 2];
            // D3: the cube goes back to the middle. The Crawford rule: the game
            // right after a player first comes within one point of the match is
            // played without doubling (only once: if the other player was already
            // there, the Crawford game has been played).
            let short = self.options.match_to.saturating_sub(1);
            self.cube = 1;
            self.cube_owner = None;
            self.crawford = self.options.cube
                && self.options.match_to > 1
                && before < short
                && self.score[winner.index()] == short
                && self.score[other(winner).index()] < short;
            self.phase = Phase::Opening;
            self.turn = Seat(0);
        }
    }
}

/// Index into [`SheshBesh::board`] of `seat`'s point `point` (1..=24).
///
/// # Panics
/// If `point` is not 1 to 24.
#[must_use]
pub fn board_index(seat: Seat, point: u8) -> usize {
    assert!((1..=24).contains(&point), "points are 1 to 24, not {point}");
    if seat.0 == 0 {
        usize::from(point) - 1
    } else {
        24 - usize::from(point)
    }
}
