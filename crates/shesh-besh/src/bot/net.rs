//! The evaluator: a network of one hidden layer that reads a position
//! ([`super::inputs`]) and answers the chances of the player about to roll
//! ([`Probs`]): to win, to win with Mars or better, with Turkish Mars, to lose
//! with Mars or worse, with Turkish Mars. Sigmoid units throughout.
//!
//! Its weights ship as a file (`crates/shesh-besh/assets/net.bin`, read with
//! `include_bytes!`) in a small format of our own, all little-endian:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | `MJSBNET` and a zero byte |
//! | 4 × 4 | format version (1), inputs, hidden units, outputs (u32) |
//! | 8 × 2 | the training's seed and games (u64), for the record |
//! | 4 × n | the weights (f32): input to hidden (by input, then hidden unit), hidden biases, hidden to output (by output), output biases |
//! | 8 | FNV-1a 64 of everything before |
//!
//! [`Net::from_bytes`] checks every part and says what is wrong; nothing in a
//! file can make it panic.

use thiserror::Error;

use super::Probs;
use super::inputs::{Encoded, INPUTS};

/// The outputs: the five chances of [`Probs`].
pub const OUTPUTS: usize = 5;
const MAGIC: &[u8; 8] = b"MJSBNET\0";
const VERSION: u32 = 1;
const HEADER: usize = 8 + 16 + 16;

/// Why a weights file cannot be used.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum NetError {
    /// The file is shorter than its header says.
    #[error("the weights file is {found} bytes, not the {expected} its header promises")]
    Length {
        /// The size the header implies.
        expected: usize,
        /// The size found.
        found: usize,
    },
    /// Not a weights file of ours.
    #[error("not a Shesh-Besh weights file (no MJSBNET mark)")]
    Magic,
    /// A format this build does not read.
    #[error("weights format version {0}; this build reads version 1")]
    Version(u32),
    /// Made for other inputs or outputs than this build's.
    #[error("the net reads {inputs} inputs and gives {outputs} outputs; this build has {INPUTS} and {OUTPUTS}")]
    Shape {
        /// Inputs in the file.
        inputs: u32,
        /// Outputs in the file.
        outputs: u32,
    },
    /// The checksum does not match: the file was damaged.
    #[error("the weights file is damaged (checksum {found:016x}, expected {expected:016x})")]
    Checksum {
        /// The checksum of the content.
        expected: u64,
        /// The checksum stored.
        found: u64,
    },
    /// A weight is not a finite number.
    #[error("weight {0} is not a finite number")]
    NotFinite(usize),
}

/// A trained (or training) network.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    hidden: usize,
    /// Input to hidden: `w1[i * hidden + j]`.
    w1: Vec<f32>,
    b1: Vec<f32>,
    /// Hidden to output: `w2[k * hidden + j]`.
    w2: Vec<f32>,
    b2: [f32; OUTPUTS],
    /// The seed and the number of games it was trained with.
    pub trained: (u64, u64),
}

/// What a forward pass leaves behind for learning: the hidden activations and
/// the outputs.
#[derive(Clone, Debug, Default)]
pub struct Activations {
    /// The hidden units' outputs.
    pub hidden: Vec<f32>,
    /// The network's outputs (the chances, in [`Probs::to_array`]'s order).
    pub out: [f32; OUTPUTS],
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

impl Net {
    /// A new network of `hidden` units with small weights from `seed` (a
    /// simple generator of our own: rules crates hold no random generator).
    #[must_use]
    pub fn new(hidden: usize, seed: u64) -> Net {
        let mut state = seed ^ 0x9E37_79B9_7F4A_7C15;
        let mut small = move || {
            // splitmix64, mapped to ±0.1.
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^= z >> 31;
            ((z >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * 0.2
        };
        Net {
            hidden,
            w1: (0..INPUTS * hidden).map(|_| small()).collect(),
            b1: vec![0.0; hidden],
            w2: (0..OUTPUTS * hidden).map(|_| small()).collect(),
            b2: [0.0; OUTPUTS],
            trained: (seed, 0),
        }
    }

    /// The number of hidden units.
    #[must_use]
    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The forward pass over the non-zero inputs `x`, into `act`.
    pub fn forward(&self, x: &Encoded, act: &mut Activations) {
        let h = self.hidden;
        act.hidden.clear();
        act.hidden.extend_from_slice(&self.b1);
        for (&i, &v) in x.index.iter().zip(&x.value) {
            let row = &self.w1[usize::from(i) * h..usize::from(i) * h + h];
            for (a, w) in act.hidden.iter_mut().zip(row) {
                *a += w * v;
            }
        }
        for a in &mut act.hidden {
            *a = sigmoid(*a);
        }
        for k in 0..OUTPUTS {
            let row = &self.w2[k * h..k * h + h];
            let sum: f32 = row.iter().zip(&act.hidden).map(|(w, a)| w * a).sum();
            act.out[k] = sigmoid(self.b2[k] + sum);
        }
    }

    /// The chances of the player on roll in the position `x` encodes.
    #[must_use]
    pub fn probs(&self, x: &Encoded, act: &mut Activations) -> Probs {
        self.forward(x, act);
        Probs::from_array(act.out)
    }

    /// One step of gradient descent on the cross-entropy between the outputs
    /// for `x` and `target` (each in 0..=1), with step size `alpha`: what
    /// temporal-difference learning does with each position and its target.
    /// `act` is scratch space.
    pub fn learn(&mut self, x: &Encoded, target: &[f32; OUTPUTS], alpha: f32, act: &mut Activations) {
        self.forward(x, act);
        let h = self.hidden;
        // The cross-entropy's gradient at a sigmoid's input is target - output.
        let delta: [f32; OUTPUTS] = std::array::from_fn(|k| target[k] - act.out[k]);
        let mut back = vec![0.0f32; h];
        for (k, d) in delta.iter().enumerate() {
            let row = &mut self.w2[k * h..k * h + h];
            for ((w, a), b) in row.iter_mut().zip(&act.hidden).zip(back.iter_mut()) {
                *b += d * *w;
                *w += alpha * d * a;
            }
            self.b2[k] += alpha * d;
        }
        for (b, a) in back.iter_mut().zip(&act.hidden) {
            *b *= a * (1.0 - a);
        }
        for (bias, b) in self.b1.iter_mut().zip(&back) {
            *bias += alpha * b;
        }
        for (&i, &v) in x.index.iter().zip(&x.value) {
            let row = &mut self.w1[usize::from(i) * h..usize::from(i) * h + h];
            for (w, b) in row.iter_mut().zip(&back) {
                *w += alpha * b * v;
            }
        }
    }

    /// The network in the weights-file format.
    #[must_use]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + 4 * self.weights() + 8);
        out.extend_from_slice(MAGIC);
        for n in [VERSION, INPUTS as u32, self.hidden as u32, OUTPUTS as u32] {
            out.extend_from_slice(&n.to_le_bytes());
        }
        out.extend_from_slice(&self.trained.0.to_le_bytes());
        out.extend_from_slice(&self.trained.1.to_le_bytes());
        for w in self.w1.iter().chain(&self.b1).chain(&self.w2).chain(&self.b2) {
            out.extend_from_slice(&w.to_le_bytes());
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    fn weights(&self) -> usize {
        self.w1.len() + self.b1.len() + self.w2.len() + self.b2.len()
    }

    /// A network from the weights-file format.
    ///
    /// # Errors
    /// When the bytes are not a whole, undamaged weights file for this build's
    /// inputs and outputs, or a weight is not finite.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, NetError> {
        let short = |expected| NetError::Length {
            expected,
            found: bytes.len(),
        };
        let header = bytes.get(..HEADER).ok_or(short(HEADER))?;
        if &header[..8] != MAGIC {
            return Err(NetError::Magic);
        }
        let word = |at: usize| u32::from_le_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]]);
        let long = |at: usize| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&header[at..at + 8]);
            u64::from_le_bytes(b)
        };
        let (version, inputs, hidden, outputs) = (word(8), word(12), word(16), word(20));
        if version != VERSION {
            return Err(NetError::Version(version));
        }
        if inputs as usize != INPUTS || outputs as usize != OUTPUTS {
            return Err(NetError::Shape { inputs, outputs });
        }
        let hidden = hidden as usize;
        let count = (INPUTS + 1 + OUTPUTS) * hidden + OUTPUTS;
        let expected = HEADER + 4 * count + 8;
        if bytes.len() != expected {
            return Err(short(expected));
        }
        let (body, sum) = bytes.split_at(expected - 8);
        let mut stored = [0u8; 8];
        stored.copy_from_slice(sum);
        let (found, computed) = (u64::from_le_bytes(stored), fnv1a(body));
        if found != computed {
            return Err(NetError::Checksum {
                expected: computed,
                found,
            });
        }
        let mut weights = Vec::with_capacity(count);
        for (n, chunk) in body[HEADER..].chunks_exact(4).enumerate() {
            let w = f32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
            if !w.is_finite() {
                return Err(NetError::NotFinite(n));
            }
            weights.push(w);
        }
        let mut rest = weights.into_iter();
        let mut take = |n: usize| rest.by_ref().take(n).collect::<Vec<f32>>();
        let w1 = take(INPUTS * hidden);
        let b1 = take(hidden);
        let w2 = take(OUTPUTS * hidden);
        let b2v = take(OUTPUTS);
        let mut b2 = [0.0; OUTPUTS];
        b2.copy_from_slice(&b2v);
        Ok(Net {
            hidden,
            w1,
            b1,
            w2,
            b2,
            trained: (long(24), long(32)),
        })
    }
}

/// FNV-1a, 64 bits: enough to catch a damaged or truncated file.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Board;
    use crate::bot::inputs::encode;

    #[test]
    fn a_net_round_trips_through_its_bytes() {
        let net = Net::new(8, 3);
        let bytes = net.to_bytes();
        assert_eq!(Net::from_bytes(&bytes), Ok(net));
    }

    #[test]
    fn every_damage_to_a_file_is_named() {
        let bytes = Net::new(4, 1).to_bytes();
        assert!(matches!(Net::from_bytes(&bytes[..10]), Err(NetError::Length { .. })));
        assert!(matches!(
            Net::from_bytes(&bytes[..bytes.len() - 1]),
            Err(NetError::Length { .. })
        ));
        let mut bad = bytes.clone();
        bad[0] = b'X';
        assert_eq!(Net::from_bytes(&bad), Err(NetError::Magic));
        let mut bad = bytes.clone();
        bad[8] = 9;
        assert_eq!(Net::from_bytes(&bad), Err(NetError::Version(9)));
        let mut bad = bytes.clone();
        bad[12] = 3;
        assert!(matches!(Net::from_bytes(&bad), Err(NetError::Shape { inputs: 3, .. })));
        let mut bad = bytes.clone();
        bad[HEADER + 5] ^= 0x40;
        assert!(matches!(Net::from_bytes(&bad), Err(NetError::Checksum { .. })));
        // A NaN written with a correct checksum: still refused.
        let mut nan = bytes[..bytes.len() - 8].to_vec();
        nan[HEADER..HEADER + 4].copy_from_slice(&f32::NAN.to_le_bytes());
        let sum = fnv1a(&nan);
        nan.extend_from_slice(&sum.to_le_bytes());
        assert_eq!(Net::from_bytes(&nan), Err(NetError::NotFinite(0)));
    }

    #[test]
    fn learning_moves_the_outputs_toward_the_target() {
        let mut net = Net::new(16, 5);
        let x = encode(&Board::START);
        let mut act = Activations::default();
        let before = net.probs(&x, &mut act).win;
        for _ in 0..50 {
            net.learn(&x, &[1.0, 0.0, 0.0, 0.0, 0.0], 0.1, &mut act);
        }
        let after = net.probs(&x, &mut act);
        assert!(after.win > before && after.win > 0.9, "{before} -> {after:?}");
        assert!(after.lose_gammon < 0.1);
    }
}
