//! What a play does and why it is worth playing, in a family's words: the
//! reasons the hint key shows ("kills player 2's marble c", "moves your
//! marble a 7 steps, keeps the K to bring a marble out"). Marbles are named
//! as the board shows them: by letter for the colour being played, by the
//! player's number (from 1) and letter for another colour's.

use rules_core::{Game, Seat};

use crate::action::Action;
use crate::board::{MarbleId, Place};
use crate::card::Card;
use crate::event::Event;
use crate::state::Jackar;

/// What a play does, in a few words ("kills player 2's marble c, enters
/// the base"), from the events it makes in `game`.
#[must_use]
pub fn describe(game: &Jackar, action: &Action) -> String {
    let Some(seat) = game.to_move() else {
        return String::new();
    };
    let colour = game.playing_colour(seat);
    let board = game.board();
    let marble = |m: MarbleId| {
        if m.seat == colour {
            format!("your marble {}", m.letter())
        } else if board.team_of(m.seat) == board.team_of(seat) {
            format!("your partner's marble {}", m.letter())
        } else {
            format!("player {}'s marble {}", m.seat.index() + 1, m.letter())
        }
    };
    let mut after = *game;
    let Ok(events) = after.apply(action) else {
        return String::new();
    };
    let mut words: Vec<String> = Vec::new();
    for event in events {
        let said = match event {
            Event::Won { .. } => "wins the match".to_string(),
            Event::Finished { seat: s } if s == seat => "brings your last marble home".to_string(),
            Event::Killed { marble: m, .. } if m.seat == colour => format!("kills {} (your own)", marble(m)),
            Event::Killed { marble: m, .. } => format!("kills {}", marble(m)),
            Event::Moved {
                to: Place::Base(_),
                from: Place::Track(_),
                ..
            } => "brings a marble into the base".to_string(),
            Event::BroughtOut { .. } => "brings a marble out".to_string(),
            Event::Swapped { theirs, .. } => format!("swaps places with {}", marble(theirs)),
            Event::Stopped { seat: s } => format!("stops player {}: they discard a card", s.index() + 1),
            Event::Discarded { card, .. } => format!("discards the {card}"),
            Event::Threw { .. } => "no card can be played: the hand is thrown".to_string(),
            _ => continue,
        };
        if !words.contains(&said) {
            words.push(said);
        }
    }
    if words.is_empty() {
        // Nothing striking: say which marble moves, and how far.
        words.push(match *action {
            Action::Move {
                card: Card::Four,
                marble: m,
                ..
            } => format!("moves {} 4 steps back", marble(m)),
            Action::Move { marble: m, steps, .. } => format!("moves {} {steps} steps", marble(m)),
            Action::Split { first, second } => format!(
                "splits the 7: {} {} and {} {}",
                marble(first.0),
                first.1,
                marble(second.0),
                second.1
            ),
            _ => "plays on".to_string(),
        });
    }
    if let Some(kept) = kept_to_bring_out(game, seat, colour, action) {
        words.push(kept);
    }
    words.join(", ")
}

/// "keeps the K to bring a marble out": the play spends another card while
/// the hand holds an A or a K and a marble of the colour waits to come out.
fn kept_to_bring_out(game: &Jackar, seat: Seat, colour: Seat, action: &Action) -> Option<String> {
    let spent = action.card()?;
    if matches!(action, Action::Out(_) | Action::Discard(_)) {
        return None;
    }
    let waiting = game.marbles(colour).contains(&Place::Graveyard);
    let hand = game.hand(seat);
    let kept = [Card::King, Card::Ace]
        .into_iter()
        .find(|&c| c != spent && hand.contains(&c))?;
    waiting.then(|| format!("keeps the {kept} to bring a marble out"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two players: Amal (seat 0) to play, holding `hand`, her marble a on
    /// track cell 5, the others in the graveyard; Sami's marble a on cell 7.
    fn amal_holding(hand: &[&str]) -> Jackar {
        let g = serde_json::json!({"zone": "graveyard", "pos": null});
        // Sami holds as many cards as Amal: a deal gives every hand as many.
        let sami = &["2", "3", "5", "6", "7"][..hand.len()];
        let state = serde_json::json!({
            "players": 2,
            "marbles": [
                [{"zone": "track", "pos": 5}, g, g, g],
                [{"zone": "track", "pos": 7}, g, g, g],
            ],
            "hands": [hand, sami],
            "to_move": 0,
        });
        Jackar::load_json(&state).expect("a possible state")
    }

    /// Amal's legal play with `card` that is not bringing a marble out.
    fn play_with(game: &Jackar, card: Card) -> Action {
        game.legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Move { card: c, .. } if *c == card))
            .unwrap_or_else(|| panic!("a move with the {card}"))
    }

    #[test]
    fn a_play_says_whose_marble_it_kills_how_far_it_moves_and_what_it_keeps() {
        let game = amal_holding(&["2", "4", "K", "9"]);
        assert_eq!(
            describe(&game, &play_with(&game, Card::Two)),
            "kills player 2's marble a, keeps the K to bring a marble out"
        );
        assert_eq!(
            describe(&game, &play_with(&game, Card::Nine)),
            "moves your marble a 9 steps, keeps the K to bring a marble out"
        );
        assert_eq!(
            describe(&game, &play_with(&game, Card::Four)),
            "moves your marble a 4 steps back, keeps the K to bring a marble out"
        );
        let out = game
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Out(_)))
            .expect("the K brings a marble out");
        assert_eq!(describe(&game, &out), "brings a marble out");
        // Nothing to bring out with: nothing said of keeping.
        let no_king = amal_holding(&["2", "9"]);
        assert_eq!(
            describe(&no_king, &play_with(&no_king, Card::Nine)),
            "moves your marble a 9 steps"
        );
    }
}
