//! The compile-fail suite: every misuse the design forbids, with the error a user sees (the
//! uses it allows, `ui/pass/*.rs`, are test targets of their own: Cargo.toml).
//! Snapshots are tied to the pinned compiler (the README's toolchain, 1.95): on any other the
//! test fails rather than skips. Regenerate with
//! `TRYBUILD=overwrite cargo test -p toolwright-compile-fail --test ui`, then read every `.stderr`.
//! Built only by that compiler (scripts/msrv.sh leaves it out), so it may use what the crate's
//! 1.85 `rust-version` does not have.
#![allow(clippy::incompatible_msrv)]

use std::process::Command;

/// The compiler the `.stderr` snapshots were blessed with.
const PINNED: &str = "rustc 1.95.";

/// Fail, never skip, on another compiler: its diagnostics differ, and a skipped suite
/// passes silently.
fn assert_pinned_compiler() {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(&rustc)
        .arg("--version")
        .output()
        .unwrap_or_else(|e| panic!("could not run `{} --version`: {e}", rustc.display()));
    let version = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success() && version.starts_with(PINNED),
        "the UI snapshots are tied to {PINNED}x, but `{} --version` says `{}`; run the suite \
         on the pinned toolchain (e.g. `rustup run 1.95 cargo test -p toolwright-compile-fail --test ui`)",
        rustc.display(),
        version.trim(),
    );
}

#[test]
fn ui() {
    assert_pinned_compiler();
    // Compile-fail cases only: trybuild then checks them all in one `cargo check --keep-going`.
    // A pass case would make it build every dependency in full and each case alone; the uses
    // the design allows (ui/pass/*.rs) are test targets of this crate (Cargo.toml).
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/error_kind/*.rs");
    t.compile_fail("ui/tool/*.rs");
    t.compile_fail("ui/tools/*.rs");
    t.compile_fail("ui/scope_set/*.rs");
    t.compile_fail("ui/skills/*.rs");
    t.compile_fail("ui/elicit/*.rs");
    t.compile_fail("ui/resource/*.rs");
    t.compile_fail("ui/prompt/*.rs");
}

/// Every use in `ui/pass/` is a test target of this crate (Cargo.toml): trybuild's glob found
/// a new case by itself, a list of targets does not, and a case no target names is never built.
#[test]
fn every_pass_case_is_a_test_target() {
    let root = env!("CARGO_MANIFEST_DIR");
    let manifest = std::fs::read_to_string(format!("{root}/Cargo.toml")).expect("Cargo.toml");
    let mut cases = Vec::new();
    for entry in std::fs::read_dir(format!("{root}/ui/pass")).expect("ui/pass") {
        let name = entry.expect("an entry of ui/pass").file_name();
        let name = name.to_string_lossy();
        if name.ends_with(".rs") {
            cases.push(name.into_owned());
        }
    }
    assert!(!cases.is_empty(), "no case found in {root}/ui/pass");
    let missing: Vec<_> = cases
        .iter()
        .filter(|name| !manifest.contains(&format!("path = \"ui/pass/{name}\"\nharness = false")))
        .collect();
    assert!(
        missing.is_empty(),
        "ui/pass cases no [[test]] target of tests/compile-fail/Cargo.toml builds: {missing:?}; \
         add one for each, with `harness = false`"
    );
}
