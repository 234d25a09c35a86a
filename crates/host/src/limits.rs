//! Every limit the host keeps (listed in `docs/host.md`): how many may
//! connect, how long and how often they may try to get in, how big a
//! window may be, how much input is held for a player.

use std::time::Duration;

/// The most SSH connections open at once (authenticated or not); more are
/// closed as soon as they are accepted.
pub const MAX_CONNECTIONS: usize = 32;

/// Authentication attempts (passphrases and keys tried) allowed on one
/// connection before it is closed.
pub const MAX_AUTH_ATTEMPTS: usize = 6;

/// How long a wrong passphrase or an unknown key waits before it is refused.
pub const REJECTION_DELAY: Duration = Duration::from_secs(1);

/// How long a connection may stay without getting in before it is dropped
/// (also bounds the SSH handshake).
pub const AUTH_TIMEOUT: Duration = Duration::from_secs(30);

/// How often an idle player's client is asked whether it is still there,
/// and how many unanswered asks drop it (it is then shown as away): a dead
/// link (a laptop closed without a word) is noticed within about 15 s, and
/// only then may a connection without the player's key take the seat.
pub const KEEPALIVE: Duration = Duration::from_secs(5);
/// See [`KEEPALIVE`]: russh drops the link when the timer runs out once
/// more than this many asks went unanswered (here at the third, 15 s).
pub const KEEPALIVE_MAX: usize = 2;

/// The widest window drawn for a player: wider windows are drawn this wide.
pub const MAX_COLUMNS: u16 = 400;
/// The tallest window drawn for a player.
pub const MAX_ROWS: u16 = 150;

/// Keys held for a player until the table takes them; more are dropped (a
/// paste or a flood never holds up the table or the other players).
pub const MAX_PENDING_KEYS: usize = 64;

/// Keys of one player the table takes in one round, before the others' turn.
pub const KEYS_PER_ROUND: usize = 16;

/// The longest SSH user name taken as a player's name, in display columns
/// (as setup's names).
pub const MAX_NAME_COLUMNS: usize = majlis_tui::screens::setup::NAME_MAX;

/// Clamps a window size a client asked for to what is drawn.
#[must_use]
pub fn clamp_size(columns: u32, rows: u32) -> (u16, u16) {
    let columns = u16::try_from(columns.min(u32::from(MAX_COLUMNS))).unwrap_or(MAX_COLUMNS);
    let rows = u16::try_from(rows.min(u32::from(MAX_ROWS))).unwrap_or(MAX_ROWS);
    (columns, rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn absurd_sizes_are_clamped_and_zero_stays_zero() {
        assert_eq!(clamp_size(u32::MAX, u32::MAX), (MAX_COLUMNS, MAX_ROWS));
        assert_eq!(clamp_size(0, 0), (0, 0));
        assert_eq!(clamp_size(80, 24), (80, 24));
        assert_eq!(clamp_size(70_000, 24), (MAX_COLUMNS, 24));
    }
}
