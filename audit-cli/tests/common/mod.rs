//! What the CLI's tests share: running the built `toolwright-audit`, finding the workspace's
//! example servers, reading the JSON it prints.
#![allow(dead_code)]

use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};

/// The workspace root.
pub fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("audit-cli is in the workspace")
        .to_path_buf()
}

/// An example server's binary, built by `cargo build -p toolwright-examples --features http
/// --bins` (or the workspace's `cargo test --workspace --all-features`).
pub fn example(name: &str) -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace().join("target"));
    let path = target.join("debug").join(name);
    assert!(
        path.exists(),
        "{} is missing: build the examples first with \
         `cargo build -p toolwright-examples --features http --bins`",
        path.display()
    );
    path
}

/// The planted bad server.
pub fn fixture() -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/bad_server.js")
        .display()
        .to_string()
}

/// `toolwright-audit` with `args`, `env` added to its environment (and so its server's).
pub fn audit(args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_toolwright-audit"));
    command.args(args);
    for (k, v) in env {
        command.env(k, v);
    }
    command.output().expect("toolwright-audit runs")
}

/// The exit code.
pub fn code(output: &Output) -> i32 {
    output.status.code().expect("an exit code, not a signal")
}

/// Stdout as JSON.
pub fn json(output: &Output) -> Value {
    serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
        panic!(
            "stdout is not JSON ({e}):\n{}\nstderr:\n{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
    })
}

/// Stdout as text.
pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Stderr as text.
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A fresh empty directory under the system's temp dir.
pub fn temp_dir(label: &str) -> PathBuf {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    let dir = std::env::temp_dir().join(format!(
        "twaudit-test-{label}-{}-{nanos}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
