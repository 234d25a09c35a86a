//! `majlis`: the game table. SKELETON: the command line is to be built.

fn main() {}
