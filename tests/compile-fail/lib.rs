//! Nothing but a home for the compile-fail suite (`ui.rs`, `ui/`): trybuild checks its cases
//! against this crate's dependencies, which are kept to what the cases use (Cargo.toml).
