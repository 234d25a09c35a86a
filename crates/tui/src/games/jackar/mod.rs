//! The Jackar (جاكار) screen.

pub mod choice;
pub mod layout;
