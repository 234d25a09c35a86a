//! Overlays drawn over a screen: help, the leave-the-game question, the
//! delete-a-saved-game question, the
//! pass-the-device curtain, and the too-small message.

pub mod confirm;
pub mod curtain;
pub mod delete;
pub mod help;
pub mod too_small;
