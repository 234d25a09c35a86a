//! Screen tests.
