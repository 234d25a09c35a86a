//! The shell's screens, one file each: picker → setup → game → results, and a
//! finished game's replay. Each
//! answers input with a [`crate::request::Request`] for the app to carry out.

pub mod game;
pub mod picker;
pub mod replay;
pub mod results;
pub mod setup;

#[cfg(test)]
mod languages;
