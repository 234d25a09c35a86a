//! The shell's screens, one file each: picker → setup → game → results. Each
//! answers input with a [`crate::request::Request`] for the app to carry out.

pub mod game;
pub mod picker;
pub mod results;
pub mod setup;
