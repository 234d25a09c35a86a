//! What a Jackar position is worth: marble by marble, from the board alone.
//!
//! A marble is worth more the further it has gone along its owner's path, and
//! most once it is in its base (B3: where nothing can touch it); a marble in
//! the graveyard is worth nothing and must first be brought out (A, K). A
//! marble on the track within reach of another team's marble behind it (a
//! card of 1–13 away, or 4 ahead for the backward 4, D3) may be killed
//! ("Landing kills") and loses part of its worth; one safe on its own home
//! cannot be ("Safe home"). A team's worth is the sum of its seats' marbles,
//! since a seat that has finished plays its partner's marbles as its own
//! (Teams, D11); a team wins when all its marbles are in their bases.

use rules_core::Seat;

use crate::board::{Board, Place};
use crate::state::Jackar;

/// The worth of a marble brought out onto its home cell (progress 0).
const OUT: f64 = 20.0;
/// The worth of each step along the track.
const STEP: f64 = 0.8;
/// The worth of a marble in its base (cell 0), more for each cell deeper:
/// a deep marble leaves the entry free for the others.
const BASE: f64 = 100.0;
/// Each base cell deeper.
const BASE_STEP: f64 = 3.0;
/// The share of a marble's worth lost for each marble of another team that
/// stands close enough behind it to land on it with one card.
const THREAT: f64 = 0.12;
/// The most of its worth a threatened marble loses.
const MAX_THREAT: f64 = 0.35;

/// The worth of a marble of `owner` at `place`, before any threat.
#[must_use]
pub fn marble_worth(board: Board, owner: Seat, place: Place) -> f64 {
    match place {
        Place::Graveyard => 0.0,
        Place::Base(i) => BASE + BASE_STEP * f64::from(i),
        Place::Track(_) => {
            let p = board.progress(owner, place).unwrap_or(0);
            OUT + STEP * f64::from(p)
        }
    }
}

/// The worth of every seat's marbles, threats counted.
#[must_use]
pub fn seat_worths(game: &Jackar) -> [f64; crate::MAX_SEATS] {
    let board = game.board();
    let n = board.players();
    let len = u16::from(board.track_len());
    let mut worth = [0.0; crate::MAX_SEATS];
    for s in Seat::all(n) {
        for place in game.marbles(s) {
            let mut w = marble_worth(board, s, place);
            if let Place::Track(cell) = place {
                if cell != board.home(s) {
                    let threats = threats_on(game, board, s, cell, len);
                    w *= 1.0 - (THREAT * f64::from(threats)).min(MAX_THREAT);
                }
            }
            worth[s.index()] += w;
        }
    }
    worth
}

/// How many marbles of another team stand 1–13 cells behind `cell` (a card
/// away from landing on it), or 4 cells ahead (the 4 goes back).
fn threats_on(game: &Jackar, board: Board, owner: Seat, cell: u8, len: u16) -> u32 {
    let team = board.team_of(owner);
    let mut threats = 0;
    let mut check = |at: u16| {
        if let Some(m) = game.marble_at(u8::try_from(at % len).unwrap_or(0)) {
            if board.team_of(m.seat) != team && board.progress(m.seat, game.place(m)).is_some() {
                threats += 1;
            }
        }
    };
    for back in 1..=13u16 {
        check(u16::from(cell) + len - back);
    }
    check(u16::from(cell) + 4);
    threats
}

/// Each team's worth (the teams of [`Board::teams`], in order).
#[must_use]
pub fn team_worths(game: &Jackar) -> Vec<f64> {
    let seats = seat_worths(game);
    game.board()
        .teams()
        .iter()
        .map(|team| team.iter().map(|s| seats[s.index()]).sum())
        .collect()
}

/// How far `team` is ahead of the other teams on average.
#[must_use]
pub fn lead(worths: &[f64], team: usize) -> f64 {
    let others = worths.len().saturating_sub(1).max(1);
    let rest: f64 = worths
        .iter()
        .enumerate()
        .filter(|&(t, _)| t != team)
        .map(|(_, w)| w)
        .sum();
    worths.get(team).copied().unwrap_or(0.0) - rest / others as f64
}
