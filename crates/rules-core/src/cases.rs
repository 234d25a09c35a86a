//! [`cases!`](crate::cases): a table of test cases that keeps one test, with
//! its own name, per case.

/// Writes one `#[test]` per row of a table, each calling the same function
/// with the row's arguments.
///
/// The rules crates run the same check over several player counts, options
/// or positions; a loop inside one test would report only the first case to
/// fail, and a copied test body per case repeats itself. Each row names its
/// test (rule marks such as `d10_` stay in the name), so `cargo test` runs,
/// filters and reports every case by name.
///
/// ```
/// fn conforms(players: usize, games: usize) {
///     assert!(players * games > 0);
/// }
///
/// rules_core::cases! { conforms:
///     /// Attributes and doc comments go on the row's test.
///     two_players_conform(2, 12),
///     six_players_conform(6, 4),
/// }
/// # fn main() {}
/// ```
#[macro_export]
macro_rules! cases {
    ($run:path: $($(#[$attr:meta])* $name:ident($($arg:expr),* $(,)?)),* $(,)?) => {
        $(
            $(#[$attr])*
            #[test]
            fn $name() {
                $run($($arg),*);
            }
        )*
    };
}
