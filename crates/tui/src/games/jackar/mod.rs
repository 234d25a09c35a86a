//! The Jackar (جاكار) screen: the board as a loop of cells (four sides for 2
//! and 4 players, six for 6), each seat's home, base lane and graveyard in its
//! colour, marbles by letter, partners paired by a team mark; the hand of the
//! seat holding the device (behind the session's pass-the-device curtain),
//! played card → effect → marble(s) by keys or mouse, or typed in notation,
//! its effect previewed on the board until confirmed; a log, the deal and
//! leader, cards left and each team's progress.
//!
//! Modules: [`layout`] (player count and area → positions and rectangles, for
//! drawing and clicks), [`draw`] (rendering, never changes state), [`input`]
//! (keys and mouse → intents), [`choice`] (building a play from the legal
//! actions), [`play`] (screen state and the update step, the only caller of the
//! rules), [`chronicle`] (the log, from the rules' events), [`style`] (the
//! seats' colours and the highlights), [`why`] (the hint's why in words).

pub mod choice;
pub mod chronicle;
pub mod draw;
pub mod input;
pub mod layout;
pub mod play;
pub mod style;
pub mod why;

#[cfg(test)]
mod tests;

use majlis_games::rules::jackar::{self, Action, Event, Jackar};
use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use rules_core::{Game, Outcome, Seat};

use crate::seated::{Answer, GameScreen, LogLine, Notation, Private, Scene, Seated};
use crate::t;
use crate::text::name;
use choice::{Selection, Stage};
use input::Intent;
use layout::Target;
pub use play::Screen;
use play::{Awaiting, JackarScene};

/// A Jackar match on its screen.
pub type JackarSession = Seated<Screen>;

impl GameScreen for Screen {
    type Game = Jackar;
    type Seeing = Private;
    type Intent = Intent;

    const RULES: crate::i18n::Texts = crate::rules_summary!("jackar");
    const MESSAGES: crate::i18n::Texts = crate::messages!("jackar");
    const SETUP_NOTE: Option<fn(&[String]) -> String> = Some(partners_note);
    const NOTATION: Notation = Notation {
        does: "jackar-typed-does",
        in_bar: true,
        examples: "jackar-typed-examples",
        noun: "jackar-typed-not-legal",
    };

    fn min_size(players: usize) -> (u16, u16) {
        layout::min_size(players)
    }

    fn draw(&self, scene: &Scene<'_, Self>, buf: &mut Buffer, area: Rect) {
        draw::draw(buf, area, self, scene);
    }

    /// Handles an intent.
    fn update(&mut self, sc: &Scene<'_, Self>, intent: Intent) -> Answer<Action> {
        if sc.mover().is_none() {
            return Answer::Ignored;
        }
        // Moving among the options or stepping back lets go of a play chosen
        // whole (out, stop, a typed play); a hand that must be thrown keeps
        // its throw. The same choice made again confirms it.
        let moves = matches!(intent, Intent::Next | Intent::Prev) && self.option_count(sc) > 0;
        if (moves || intent == Intent::Back) && !self.must_throw(sc) {
            self.chosen = None;
        }
        match intent {
            Intent::Throw => self.throw(sc),
            Intent::Back if matches!(self.phase(sc), Awaiting::Discard(_)) => {
                if self.sel.card.take().is_none() {
                    return Answer::Ignored;
                }
                Answer::Handled
            }
            Intent::Back => {
                let old = self.sel;
                if !self.sel.back(self.card(sc)) {
                    return Answer::Ignored;
                }
                self.cursor = self.cursor_on(sc, &old);
                Answer::Handled
            }
            // A warning is about the choice the cursor leaves: the hint
            // (what Enter would play now) takes the message line again.
            Intent::Next => {
                self.step_cursor(sc, 1);
                Answer::Handled
            }
            Intent::Prev => {
                self.step_cursor(sc, -1);
                Answer::Handled
            }
            Intent::Choose => self.choose(sc, self.cursor),
            Intent::Digit(d) => self.digit(sc, d),
            Intent::Click(Target::Card(k)) => self.pick_card(sc, k),
            Intent::Click(Target::Choice(k)) => {
                if self.single_choice(sc) {
                    // The one choice offered, chosen already: confirmed.
                    self.chosen.map_or(Answer::Handled, |a| self.choose_play(a))
                } else if self.stage(sc) != Stage::Card {
                    self.choose(sc, k)
                } else {
                    Answer::Handled
                }
            }
            Intent::Click(Target::Spot(spot)) => self.click_spot(sc, spot),
        }
    }

    /// What a click at a position lands on: a card, a choice of the prompt
    /// row, or a spot of the board.
    fn click(&self, scene: &Scene<'_, Self>, area: Rect, pos: Position) -> Option<Intent> {
        let l = layout::layout(area, scene.players());
        let target = l.hit(pos).or_else(|| {
            self.choice_row(scene, style::marble_style)
                .hit(l.choices, pos)
                .map(Target::Choice)
        });
        target.map(Intent::Click)
    }

    /// The play waiting for its confirmation, if any: one chosen whole (out,
    /// stop, a discard, a throw, a typed play), else the play the marble under
    /// the cursor completes, whose effect the board shows.
    fn choice(&self, sc: &JackarScene<'_>) -> Option<Action> {
        self.chosen.or_else(|| self.pending(sc))
    }

    /// Takes the play waiting back: a play that needed no marble (out,
    /// stop) goes back to its effect, a discard to the cards, and the play
    /// under the cursor one stage back (as Esc does).
    fn take_back(&mut self, sc: &JackarScene<'_>) {
        let chosen = self.chosen.take();
        if let Awaiting::Discard(_) = self.phase(sc) {
            self.sel.card = None;
            return;
        }
        let no_marble = self.sel.effect.is_some_and(|e| !e.needs_marble());
        if chosen.is_none() || no_marble {
            let old = self.sel;
            if self.sel.back(self.card(sc)) {
                self.cursor = self.cursor_on(sc, &old);
            }
        }
    }

    /// Starts the screen afresh for the position shown (a new turn, or the
    /// device passed): a hand that cannot play has its throw chosen already.
    fn refresh(&mut self, sc: &JackarScene<'_>) {
        self.sel = Selection::default();
        self.chosen = self.must_throw(sc).then_some(Action::Throw);
        self.cursor = self.first_playable(sc);
    }

    /// Shows a computer's `action` as a person's choice of it would look:
    /// chosen, its marbles' moves and kills previewed on the board until it
    /// is played. The card it plays is public once played, so showing it a
    /// moment early tells the holder of the device nothing hidden. The
    /// board's preview asks the scene what the play does, which it answers
    /// for the move being shown. A play of the holder's own (a hint) has
    /// the cursor on its card, as the person's own pick would (a discard's
    /// card picked); the throw of a hand that cannot play has none.
    fn show(&mut self, sc: &JackarScene<'_>, action: &Action, _frame: usize) -> bool {
        self.sel = Selection::default();
        self.cursor = 0;
        self.chosen = Some(*action);
        let own = sc.mover().is_some() && sc.legal().contains(action);
        let card = action.card().filter(|_| own);
        if let Some(k) = card.and_then(|card| self.hand(sc).iter().position(|&c| c == card)) {
            self.cursor = k;
            if let Action::Discard(_) = action {
                self.pick_discard(sc, k);
            }
        }
        true
    }

    /// The hint's why: what the play does, from the rules crate's typed
    /// reasons ([`jackar::bot::deeds`]), worded by id. An English reader
    /// keeps the bot's own line (with its odds), as before.
    fn hint_reason(game: &Jackar, action: &Action, english: &str) -> Option<String> {
        if crate::i18n::lang().source() == crate::i18n::Lang::En {
            return crate::seated::english_reason(english);
        }
        why::words(&jackar::bot::deeds(game, action))
    }

    /// The typed line's refusal of text that does not read: the rules
    /// crate's typed reason ([`jackar::notation::read`]), worded by id. An
    /// English reader keeps the crate's own words, as before.
    fn unread(scene: &Scene<'_, Self>, text: &str, english: &str) -> Option<String> {
        if crate::i18n::lang().source() == crate::i18n::Lang::En {
            return crate::seated::english_reason(english);
        }
        let view = scene.view();
        let playing = (view.phase == jackar::Phase::Play)
            .then(|| scene.mover())
            .flatten()
            .map(|seat| view.playing_colour(seat));
        match jackar::notation::read(text, playing) {
            Err(why) => Some(why::unread(&why)),
            Ok(_) => Self::reason(english),
        }
    }

    fn note(&mut self, before: &Jackar, action: &Action, events: &[Event], names: &[String], log: &mut Vec<LogLine>) {
        self.chronicle.note(before, action, events, names, log);
    }

    /// The hint shown when no message is set.
    fn hint(&self, sc: &JackarScene<'_>) -> String {
        let Some(seat) = sc.to_act().seat() else {
            let names: Vec<&str> = sc.view().winners.iter().map(|&s| sc.name(s)).collect();
            return match names.as_slice() {
                [one] => t!("jackar-won-one", name = *one),
                [init @ .., last] => t!("jackar-won-two", first = init.join(" + "), second = *last),
                [] => String::new(),
            };
        };
        let name = sc.name(seat);
        if sc.mover().is_none() {
            return sc.waiting_hint(seat);
        }
        let playing = sc.view().playing_colour(seat);
        match self.chosen {
            Some(Action::Throw) => return t!("jackar-hint-throw", name = name),
            Some(Action::Discard(card)) => return t!("jackar-hint-discard", card = card.symbol()),
            Some(action) => {
                let play = sc.notation(&action);
                return match self.owners(sc, &action, playing) {
                    Some(owners) => t!("jackar-hint-plays-owners", name = name, play = play, owners = owners),
                    None => t!("jackar-hint-plays", name = name, play = play),
                };
            }
            None => {}
        }
        if let Awaiting::Discard(_) = self.phase(sc) {
            return t!("jackar-hint-stopped", name = name);
        }
        match self.stage(sc) {
            Stage::Card if playing == seat => t!("jackar-hint-pick-card", name = name),
            Stage::Card => t!("jackar-hint-pick-card-partner", name = name, partner = sc.name(playing)),
            Stage::Effect => t!("jackar-hint-effect"),
            Stage::Marble | Stage::Second => match self.pending(sc) {
                Some(action) => {
                    let play = sc.notation(&action);
                    match self.owners(sc, &action, playing) {
                        Some(owners) => t!("jackar-hint-enter-plays-owners", play = play, owners = owners),
                        None => t!("jackar-hint-enter-plays", play = play),
                    }
                }
                None => t!("jackar-hint-pick-marble"),
            },
            Stage::Steps => t!("jackar-hint-steps"),
        }
    }

    /// The rules' words: marbles finish in their *base*.
    fn headline(&self, _game: &Jackar, names: &[String], outcome: &Outcome) -> String {
        let who: Vec<&str> = outcome.winners.iter().map(|&s| name(names, s)).collect();
        match who.as_slice() {
            [] => t!("jackar-headline-none"),
            [one] => t!("jackar-headline-one", name = *one),
            many => t!("jackar-headline-team", names = many.join(" + ")),
        }
    }

    /// What the scores count, the cards played, and each team's marbles.
    fn details(&self, game: &Jackar, names: &[String]) -> Vec<String> {
        let (series, _) = game.deal_number();
        let cards = self.chronicle().cards_out;
        let mut details = vec![
            t!("jackar-details-scores"),
            t!("jackar-details-cards", cards = cards, series = series + 1),
        ];
        if game.players() > 2 {
            for team in game.board().teams() {
                let names: Vec<&str> = team.iter().map(|&s| name(names, s)).collect();
                let home: i64 = team.iter().map(|&s| in_base(game, s)).sum();
                details.push(t!(
                    "jackar-details-team",
                    names = names.join(" + "),
                    home = home,
                    total = 4 * team.len()
                ));
            }
        }
        details
    }

    /// Each seat's marbles in base (the outcome scores only the winners).
    fn scores(&self, game: &Jackar, _outcome: &Outcome) -> Vec<i64> {
        Seat::all(game.players()).map(|s| in_base(game, s)).collect()
    }

    /// How far the match has gone, for the shelf: the deal, the cards used (played, thrown, discarded),
    /// the marbles in base per team (per player for two) and who leads.
    fn progress(&self, game: &Jackar, names: &[String], _moves: usize) -> String {
        let (series, deal) = game.deal_number();
        let deals = jackar::deal_series(game.players()).len();
        // Per team (a player alone in a game of two): its players' names and its marbles in base.
        let teams: Vec<Vec<Seat>> = if game.players() == 2 {
            Seat::all(2).map(|s| vec![s]).collect()
        } else {
            game.board().teams()
        };
        let team_names: Vec<String> = teams
            .iter()
            .map(|team| {
                let who: Vec<&str> = team.iter().map(|&s| name(names, s)).collect();
                who.join(" + ")
            })
            .collect();
        let counts: Vec<i64> = teams
            .iter()
            .map(|team| team.iter().map(|&s| in_base(game, s)).sum())
            .collect();
        let bases: Vec<String> = counts.iter().map(ToString::to_string).collect();
        let progress = t!(
            "jackar-progress",
            series = series + 1,
            deal = (deal + 1).min(deals),
            deals = deals,
            cards = self.chronicle().cards_out,
            bases = bases.join("–")
        );
        // A team leads as one, named as setup names partners: "Amal + Dov leads".
        let best = counts.iter().max().copied().unwrap_or(0);
        let leading: Vec<&String> = team_names
            .iter()
            .zip(&counts)
            .filter(|&(_, &c)| c == best)
            .map(|(n, _)| n)
            .collect();
        match leading.as_slice() {
            _ if leading.len() == counts.len() => progress,
            [one] => t!("jackar-progress-lead-one", progress = progress, name = *one),
            [init @ .., last] => {
                let first: Vec<&str> = init.iter().map(|n| n.as_str()).collect();
                t!(
                    "jackar-progress-lead-two",
                    progress = progress,
                    first = first.join(", "),
                    second = *last
                )
            }
            [] => progress,
        }
    }

    fn final_size(players: usize) -> Option<(u16, u16)> {
        let g = layout::Geometry::compact(players);
        Some((g.width, g.height))
    }

    fn draw_final(&self, game: &Jackar, names: &[String], buf: &mut Buffer, area: Rect) {
        // Over, the board is public: any seat's view shows every marble.
        draw::draw_final(buf, area, &game.view(Seat(0)), names);
    }
}

/// A seat's marbles in base.
fn in_base(game: &Jackar, seat: Seat) -> i64 {
    let n = game
        .marbles(seat)
        .iter()
        .filter(|p| matches!(p, jackar::Place::Base(_)))
        .count();
    i64::try_from(n).unwrap_or(0)
}

/// The setup screen's line on teams: partners sit opposite (seat n with seat
/// n + players/2), named as typed so far, by number while nothing is typed.
#[must_use]
pub fn partners_note(typed: &[String]) -> String {
    let Some(board) = jackar::Board::new(typed.len()) else {
        return String::new();
    };
    if typed.len() == 2 {
        return t!("jackar-setup-one-against-one");
    }
    let teams = board.teams();
    if typed.iter().all(|n| n.trim().is_empty()) {
        let pairs: Vec<String> = teams
            .iter()
            .map(|t| {
                t.iter()
                    .map(|s| (s.index() + 1).to_string())
                    .collect::<Vec<_>>()
                    .join(" + ")
            })
            .collect();
        return t!("jackar-setup-teams", pairs = pairs.join(", "));
    }
    let name = |s: Seat| match typed.get(s.index()).map(|n| n.trim()) {
        Some(n) if !n.is_empty() => n.to_string(),
        _ => t!("jackar-player", number = s.index() + 1),
    };
    let pairs: Vec<String> = teams
        .iter()
        .map(|t| t.iter().map(|&s| name(s)).collect::<Vec<_>>().join(" + "))
        .collect();
    t!("jackar-setup-partners", pairs = pairs.join(", "))
}
