//! What the CLI's tests share: running the built `toolwright-audit`, finding the workspace's
//! example servers, reading the JSON it prints.
#![allow(dead_code)]

use serde_json::Value;
use std::collections::BTreeSet;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::time::Duration;

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
    fixture_named("bad_server.js")
}

/// The fixture server `name` in `tests/fixtures/`.
pub fn fixture_named(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
        .display()
        .to_string()
}

/// A node fixture serving Streamable HTTP on a port of its own choosing (`--http 0` and
/// its flags), killed when dropped.
///
/// The fixture binds port 0 and announces the port it got (`listening on PORT` on stderr):
/// picking a free port here and passing it on would leave a moment in which another test's
/// server (the suites run two at a time) could take it.
pub struct HttpFixture(Child, pub u16);

impl HttpFixture {
    /// Start `script` with `flags`, and wait (10 s at most) until it announces its port.
    pub fn start(script: &str, flags: &[&str]) -> HttpFixture {
        let mut child = Command::new("node")
            .arg(script)
            .args(["--http", "0"])
            .args(flags)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        let stderr = child.stderr.take().unwrap();
        // Read its log to the end on a thread of its own, so it never blocks on a full pipe,
        // and pass on the port it announces.
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(port) = line.strip_prefix("listening on ") {
                    let _ = tx.send(port.trim().parse::<u16>().expect("a port number"));
                }
            }
        });
        let port = rx
            .recv_timeout(Duration::from_secs(10))
            .expect("the fixture did not listen");
        HttpFixture(child, port)
    }

    /// Its endpoint.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/mcp", self.1)
    }
}

impl Drop for HttpFixture {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// (signal, tool) of every finding of a `--json` document.
pub fn pairs(doc: &Value) -> BTreeSet<(String, Option<String>)> {
    doc["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .map(|f| {
            let tool = f["tool"].as_str().map(str::to_owned);
            (f["signal"].as_str().unwrap().to_owned(), tool)
        })
        .collect()
}

/// The (signal, tool) pairs `list` names.
pub fn expected(list: &[(&str, Option<&str>)]) -> BTreeSet<(String, Option<String>)> {
    list.iter()
        .map(|(s, t)| (s.to_string(), t.map(str::to_owned)))
        .collect()
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
