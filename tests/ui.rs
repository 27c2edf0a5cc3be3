//! The compile-fail suite: every misuse the design forbids, with the error a user sees.
//! Snapshots are tied to the pinned toolchain (see rust-toolchain.toml); regenerate with
//! `TRYBUILD=overwrite cargo test --test ui`.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.pass("ui/pass/*.rs");
    t.compile_fail("ui/error_kind/*.rs");
    t.compile_fail("ui/tool/*.rs");
    t.compile_fail("ui/tools/*.rs");
}
