//! GNU Backgammon's Position ID: the 14-character base64 key of a position.
//!
//! The format (GNU Backgammon manual, "A technical description of the
//! Position ID") is a string of 80 bits. For each side in turn, for each of its
//! 25 places — its own 1-point up to its 24-point, then its bar — the bit string
//! gets one `1` per checker there followed by a `0`. That is 50 zeros and at
//! most 30 ones; the rest is padded with zeros. The bits are packed
//! little-endian into 10 bytes (the first bit is the lowest bit of the first
//! byte) and those bytes are written in standard base64 without the `==`
//! padding, which gives 14 characters.
//!
//! **Which side comes first.** The manual's prose says the player on roll is
//! written first, but GNU Backgammon's code does the opposite: `PositionID`
//! writes `anBoard[0]` then `anBoard[1]`, and `anBoard[1]` is the side that
//! moves (its move generator moves `anBoard[1]`; the board it shows the ID of
//! keeps the player on roll in `anBoard[1]`). So the ID that GNU Backgammon
//! prints and reads has the side **not** on roll first and the side on roll
//! second. We follow the code, which is what a pasted ID means; this was checked
//! against gnubg-nn 1.1.0a11 (`gnubg_nn.position_id` and `gnubg_nn.moves`), see
//! the tests below. The start position is symmetric, so its ID
//! `4HPwATDgc/ABMA` does not show the difference; the test vectors do.
//!
//! Decoding rejects what GNU Backgammon's own `CheckPosition` rejects (more than
//! 15 checkers a side, both sides on one point, both sides on the bar against
//! two closed boards) and, unlike GNU Backgammon, which silently ignores them,
//! also ids that are not 14 base64 characters or carry bits past the end of the
//! position.

use rules_core::LoadError;

/// Checkers of one side, GNU Backgammon's way: index 0..=23 is that side's own
/// 1- to 24-point (counted from its own home), index 24 its bar.
pub type Side = [u8; 25];

/// Number of characters of a Position ID.
pub const LEN: usize = 14;

/// Bits in the key: 10 bytes.
const KEY_BITS: usize = 80;

/// Index of the bar in a [`Side`].
const BAR: usize = 24;

/// The standard base64 alphabet, as GNU Backgammon uses it.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The Position ID of a position: `on_roll` is the side to move, `opponent` the other.
/// The start position is `4HPwATDgc/ABMA`.
///
/// Sides of more than 15 checkers do not fit the 80 bits; their extra bits are
/// dropped, and [`decode`] refuses the resulting id. Positions of a legal game
/// always fit.
#[must_use]
pub fn encode(on_roll: &Side, opponent: &Side) -> String {
    let mut key = [0u8; KEY_BITS / 8];
    let mut bit = 0usize;
    // The side not on roll first: see the module documentation.
    for side in [opponent, on_roll] {
        for &count in side {
            for _ in 0..count {
                if bit < KEY_BITS {
                    key[bit / 8] |= 1 << (bit % 8);
                }
                bit += 1;
            }
            // The separating zero is already there.
            bit += 1;
        }
    }
    base64(&key)
}

/// Reads a Position ID back into `(on_roll, opponent)`.
///
/// Whitespace around the id is ignored, so a pasted id may carry a newline.
///
/// # Errors
/// When the text is not 14 base64 characters, when it has checker bits past
/// both sides' 25 places, or when the position is impossible: more than 15
/// checkers a side, checkers of both sides on one point, or both sides on the
/// bar against closed home boards. Every problem with the position is listed.
pub fn decode(id: &str) -> Result<(Side, Side), LoadError> {
    let text = id.trim();
    let key = unbase64(text)?;

    // sides[0] is the side not on roll, sides[1] the side on roll.
    let mut sides = [[0u8; 25]; 2];
    let (mut side, mut place) = (0usize, 0usize);
    for bit in 0..KEY_BITS {
        let one = key[bit / 8] >> (bit % 8) & 1 == 1;
        if !one {
            place += 1;
            if place == 25 {
                side += 1;
                place = 0;
            }
        } else if side < 2 {
            // At most 80 ones fit in 80 bits, so a u8 cannot overflow.
            sides[side][place] += 1;
        } else {
            return Err(LoadError::new(format!(
                "Position ID {text:?} has a checker at bit {} after both sides' 25 places",
                bit + 1
            )));
        }
    }
    let [opponent, on_roll] = sides;
    LoadError::check(check(&on_roll, &opponent))?;
    Ok((on_roll, opponent))
}

/// Every reason the two sides cannot be a position, as GNU Backgammon's
/// `CheckPosition` sees it.
fn check(on_roll: &Side, opponent: &Side) -> Vec<String> {
    let mut reasons = Vec::new();
    for (name, side) in [("the side on roll", on_roll), ("the other side", opponent)] {
        let total: u32 = side.iter().map(|&n| u32::from(n)).sum();
        if total > 15 {
            reasons.push(format!("{name} has {total} checkers (at most 15)"));
        }
    }
    for index in 0..24 {
        // The mover's point p is the opponent's point 25 - p.
        if on_roll[index] > 0 && opponent[23 - index] > 0 {
            reasons.push(format!(
                "point {} of the side on roll (point {} of the other side) holds checkers of both sides",
                index + 1,
                24 - index
            ));
        }
    }
    let closed = |side: &Side| side[..6].iter().all(|&n| n >= 2);
    if closed(on_roll) && closed(opponent) && on_roll[BAR] > 0 && opponent[BAR] > 0 {
        reasons.push("both sides are on the bar against closed home boards: nobody could ever move".to_owned());
    }
    reasons
}

/// The 10 key bytes as 14 base64 characters (no `==` padding).
fn base64(key: &[u8; KEY_BITS / 8]) -> String {
    let mut out = String::with_capacity(LEN);
    let mut push = |six: u8| out.push(char::from(ALPHABET[usize::from(six & 0x3f)]));
    for group in key.chunks(3) {
        let b0 = group[0];
        let b1 = group.get(1).copied().unwrap_or(0);
        let b2 = group.get(2).copied().unwrap_or(0);
        push(b0 >> 2);
        push((b0 << 4) | (b1 >> 4));
        if group.len() > 1 {
            push((b1 << 2) | (b2 >> 6));
        }
        if group.len() > 2 {
            push(b2);
        }
    }
    out
}

/// The 10 key bytes of a 14-character id.
fn unbase64(text: &str) -> Result<[u8; KEY_BITS / 8], LoadError> {
    let chars = text.chars().count();
    if chars != LEN {
        return Err(LoadError::new(format!(
            "Position ID {text:?} has {chars} characters; a Position ID has {LEN}"
        )));
    }
    let mut six = [0u8; LEN];
    for (index, (slot, ch)) in six.iter_mut().zip(text.chars()).enumerate() {
        let value = u8::try_from(ch)
            .ok()
            .and_then(|b| ALPHABET.iter().position(|&a| a == b));
        match value.and_then(|v| u8::try_from(v).ok()) {
            Some(v) => *slot = v,
            None => {
                return Err(LoadError::new(format!(
                    "Position ID {text:?}: character {} {ch:?} is not base64 (A-Z, a-z, 0-9, + or /)",
                    index + 1
                )));
            }
        }
    }
    // 14 characters carry 84 bits; the key has 80, so the last character's low
    // 4 bits are padding and must be zero.
    if six[LEN - 1] & 0x0f != 0 {
        return Err(LoadError::new(format!(
            "Position ID {text:?} has bits past the 80-bit key: its last character must be A, Q, g or w"
        )));
    }
    let mut key = [0u8; KEY_BITS / 8];
    for (group, quad) in six.chunks(4).enumerate() {
        let at = group * 3;
        key[at] = (quad[0] << 2) | (quad[1] >> 4);
        if let (Some(&c2), Some(slot)) = (quad.get(2), key.get_mut(at + 1)) {
            *slot = (quad[1] << 4) | (c2 >> 2);
        }
        if let (Some(&c2), Some(&c3), Some(slot)) = (quad.get(2), quad.get(3), key.get_mut(at + 2)) {
            *slot = (c2 << 6) | c3;
        }
    }
    Ok(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A side from `(point, checkers)` pairs; point 25 is the bar.
    fn side(pairs: &[(usize, u8)]) -> Side {
        let mut s = [0u8; 25];
        for &(point, n) in pairs {
            s[point - 1] = n;
        }
        s
    }

    fn start() -> Side {
        side(&[(6, 5), (8, 3), (13, 5), (24, 2)])
    }

    #[test]
    fn start_position_is_the_documented_id() {
        assert_eq!(encode(&start(), &start()), "4HPwATDgc/ABMA");
        assert_eq!(decode("4HPwATDgc/ABMA"), Ok((start(), start())));
    }

    /// Vectors from gnubg-nn 1.1.0a11: `gnubg_nn.position_id([other, on_roll])`,
    /// where `gnubg_nn.moves` moves the second array. The first two are results
    /// of `gnubg_nn.moves(start, 3, 1)`, the next three positions of a random
    /// game it played (seed 7; plies 10, 26 and 40), the last a hand-made bar
    /// position. Each is asymmetric, so a swapped side order gives another id.
    #[test]
    fn ids_agree_with_gnubg_nn() {
        let cases: [(&str, Side, Side); 6] = [
            // 24/21 24/23.
            (
                "4HPwATDgc/ABEg",
                side(&[(6, 5), (8, 3), (13, 5), (21, 1), (23, 1)]),
                start(),
            ),
            // 8/5 6/5.
            (
                "4HPwATCwZ/ABMA",
                side(&[(5, 2), (6, 4), (8, 2), (13, 5), (24, 2)]),
                start(),
            ),
            (
                "aD/gASjQ84YBFA",
                side(&[(5, 1), (6, 4), (8, 4), (9, 2), (13, 2), (22, 1), (23, 1)]),
                side(&[(4, 1), (5, 2), (6, 6), (13, 4), (23, 1), (24, 1)]),
            ),
            (
                "HXsFAxDgsxWADg",
                side(&[(6, 5), (8, 2), (9, 2), (10, 1), (11, 1), (21, 1), (22, 3)]),
                side(&[(1, 1), (2, 3), (5, 2), (6, 4), (7, 1), (8, 1), (13, 2), (23, 1)]),
            ),
            (
                "Pt0SCgD5wAOAJw",
                side(&[(1, 1), (3, 5), (9, 4), (22, 4), (24, 1)]),
                side(&[(2, 5), (4, 1), (5, 3), (6, 2), (7, 1), (9, 1), (13, 1), (14, 1)]),
            ),
            // On roll: 13 on the 6-point and 2 on the bar; the other side has all
            // 15 on its 1-point (the mover's 24-point).
            ("/38AAADg/wMAYA", side(&[(6, 13), (25, 2)]), side(&[(1, 15)])),
        ];
        for (id, on_roll, other) in cases {
            assert_eq!(encode(&on_roll, &other), id, "encode to {id}");
            assert_eq!(decode(id), Ok((on_roll, other)), "decode {id}");
            assert_ne!(encode(&other, &on_roll), id, "{id} is asymmetric");
        }
    }

    #[test]
    fn the_side_not_on_roll_is_written_first() {
        // All of the other side's 15 checkers on its 1-point: the id begins with
        // fifteen 1 bits, i.e. 0xff 0x7f, i.e. "/38".
        let id = encode(&side(&[(6, 13), (25, 2)]), &side(&[(1, 15)]));
        assert!(id.starts_with("/38"), "{id}");
    }

    #[test]
    fn empty_sides_round_trip() {
        let empty = [0u8; 25];
        let id = encode(&empty, &empty);
        assert_eq!(id, "AAAAAAAAAAAAAA");
        assert_eq!(decode(&id), Ok((empty, empty)));
    }

    #[test]
    fn full_bars_use_all_80_bits() {
        let bar = side(&[(25, 15)]);
        let id = encode(&bar, &bar);
        assert_eq!(decode(&id), Ok((bar, bar)));
    }

    #[test]
    fn whitespace_around_a_pasted_id_is_ignored() {
        assert_eq!(decode(" 4HPwATDgc/ABMA\n"), Ok((start(), start())));
    }

    fn reasons(id: &str) -> Vec<String> {
        decode(id).expect_err(id).reasons
    }

    #[test]
    fn wrong_length_is_refused() {
        assert!(reasons("4HPwATDgc/ABM")[0].contains("13 characters"));
        assert!(reasons("4HPwATDgc/ABMAA")[0].contains("15 characters"));
        assert!(reasons("")[0].contains("0 characters"));
    }

    #[test]
    fn characters_outside_base64_are_refused() {
        let r = reasons("4HPwATDgc-ABMA");
        assert!(r[0].contains("character 10 '-'"), "{r:?}");
        let r = reasons("4HPwATDgc/ABMé");
        assert!(r[0].contains("not base64"), "{r:?}");
    }

    #[test]
    fn bits_past_the_key_are_refused() {
        // Same as the start but the last character's padding bits set.
        assert!(reasons("4HPwATDgc/ABMB")[0].contains("past the 80-bit key"));
        // Two empty sides take the first 50 bits (all zeros); a one in bit 51
        // would be a checker after both sides' places.
        let mut key = [0u8; KEY_BITS / 8];
        key[50 / 8] |= 1 << (50 % 8);
        let r = reasons(&base64(&key));
        assert_eq!(r.len(), 1, "{r:?}");
        assert!(r[0].contains("bit 51 after both sides"), "{r:?}");
        // All ones up to the last bit: 80 checkers on the first point.
        let r = reasons("/////////////w");
        assert!(r[0].contains("80 checkers"), "{r:?}");
    }

    #[test]
    fn more_than_fifteen_checkers_is_refused() {
        let sixteen = side(&[(6, 16)]);
        let id = encode(&sixteen, &start());
        let r = reasons(&id);
        assert_eq!(r, vec!["the side on roll has 16 checkers (at most 15)".to_owned()]);
        let id = encode(&start(), &sixteen);
        assert_eq!(
            reasons(&id),
            vec!["the other side has 16 checkers (at most 15)".to_owned()]
        );
    }

    #[test]
    fn both_sides_on_one_point_is_refused() {
        // The mover's 20-point is the other side's 5-point.
        let id = encode(&side(&[(20, 1)]), &side(&[(5, 1)]));
        let r = reasons(&id);
        assert_eq!(r.len(), 1, "{r:?}");
        assert!(
            r[0].contains("point 20 of the side on roll (point 5 of the other side)"),
            "{r:?}"
        );
    }

    #[test]
    fn both_on_the_bar_against_closed_boards_is_refused() {
        let closed = side(&[(1, 2), (2, 2), (3, 2), (4, 2), (5, 2), (6, 2), (25, 1)]);
        let r = reasons(&encode(&closed, &closed));
        assert!(r[0].contains("nobody could ever move"), "{r:?}");
        // One side alone on the bar against a closed board is a position.
        let mut free = closed;
        free[BAR] = 0;
        free[7] = 1;
        assert!(decode(&encode(&closed, &free)).is_ok());
    }

    #[test]
    fn every_problem_is_listed() {
        let id = encode(&side(&[(6, 16), (20, 1)]), &side(&[(5, 1), (1, 15)]));
        assert_eq!(reasons(&id).len(), 3, "{:?}", reasons(&id));
    }

    /// SplitMix64: a tiny deterministic generator, so the round-trip test needs
    /// no extra dependency and always checks the same positions.
    struct SplitMix(u64);
    impl SplitMix {
        fn below(&mut self, n: u64) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            (z ^ (z >> 31)) % n
        }
    }

    /// A random legal pair of sides: up to 15 checkers each, never both on one
    /// point, never both on the bar against closed boards.
    fn random_position(rng: &mut SplitMix) -> (Side, Side) {
        loop {
            let mut sides = [[0u8; 25]; 2];
            for s in 0..2 {
                let n = rng.below(16);
                for _ in 0..n {
                    // Places 0..=24; a place taken by the other side is skipped.
                    let place = usize::try_from(rng.below(25)).expect("small");
                    let other = 1 - s;
                    if place < 24 && sides[other][23 - place] > 0 {
                        continue;
                    }
                    sides[s][place] += 1;
                }
            }
            if check(&sides[0], &sides[1]).is_empty() {
                return (sides[0], sides[1]);
            }
        }
    }

    #[test]
    fn random_positions_round_trip() {
        let mut rng = SplitMix(0x5e5b_e5b0);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..5000 {
            let (on_roll, opponent) = random_position(&mut rng);
            let id = encode(&on_roll, &opponent);
            assert_eq!(id.len(), LEN);
            assert_eq!(decode(&id), Ok((on_roll, opponent)), "{id}");
            seen.insert(id);
        }
        // The generator really varies the positions.
        assert!(seen.len() > 4900, "{}", seen.len());
    }

    /// Random 14-character texts: decode never panics, and every text it
    /// accepts is the one id of its position (encode gives it back).
    #[test]
    fn every_accepted_id_is_canonical() {
        let mut rng = SplitMix(14);
        let mut accepted = 0;
        for round in 0..20_000 {
            // Mostly base64, now and then another character.
            let text: String = (0..LEN)
                .map(|_| {
                    let pick = usize::try_from(rng.below(70)).expect("small");
                    ALPHABET.get(pick).map_or('-', |&b| char::from(b))
                })
                .collect();
            // Half the rounds use sparse keys, so that many decode.
            let text = if round % 2 == 0 {
                text
            } else {
                let mut key = [0u8; KEY_BITS / 8];
                for _ in 0..rng.below(31) {
                    let bit = usize::try_from(rng.below(80)).expect("small");
                    key[bit / 8] |= 1 << (bit % 8);
                }
                base64(&key)
            };
            if let Ok((on_roll, other)) = decode(&text) {
                accepted += 1;
                assert_eq!(encode(&on_roll, &other), text);
            }
        }
        assert!(accepted > 500, "only {accepted} texts decoded");
    }

    #[test]
    fn distinct_positions_have_distinct_ids() {
        // Moving one checker one point changes the id.
        let mut moved = start();
        moved[12] -= 1;
        moved[11] += 1;
        assert_ne!(encode(&moved, &start()), encode(&start(), &start()));
        // Swapping the roles changes the id of an asymmetric position.
        assert_ne!(encode(&moved, &start()), encode(&start(), &moved));
    }
}
