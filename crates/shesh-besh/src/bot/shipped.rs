//! The shipped network: `crates/shesh-besh/assets/net.bin`, trained by the `train`
//! example (see `docs/bots/shesh-besh.md` for the command), embedded in the
//! build so the rules crate reads no file.

use std::sync::OnceLock;

use super::net::{Net, NetError};

/// The weights file, as committed.
pub const WEIGHTS: &[u8] = include_bytes!("../../assets/net.bin");

/// The shipped network, read once. An error only if the committed file is
/// damaged (a test keeps that from happening); the players then fall back to
/// pubeval rather than fail.
///
/// # Errors
/// Why the embedded weights cannot be read.
pub fn shipped() -> Result<&'static Net, &'static NetError> {
    static NET: OnceLock<Result<Net, NetError>> = OnceLock::new();
    NET.get_or_init(|| Net::from_bytes(WEIGHTS)).as_ref()
}
