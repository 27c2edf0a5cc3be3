//! A server written as the guide's first serving example shows logs what the model was not
//! told: an internal failure's detail, under the reference the model was given, on stderr;
//! and one that leaves the subscriber out is told so on stderr when it starts. Both run as
//! processes (tests/bin/guide_first.rs), as a client launches them.

use std::io::Write;
use std::process::{Command, Stdio};

const GUIDE_FIRST: &str = env!("CARGO_BIN_EXE_guide_first");

/// Run the server with `args` over one handshake and a call of `ledger`: its stdout and
/// stderr.
fn run(args: &[&str]) -> (String, String) {
    let mut child = Command::new(GUIDE_FIRST)
        .args(args)
        .env_remove("RUST_LOG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the guide's server starts");
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, r#"{{"jsonrpc":"2.0","id":1,"method":"initialize","params":{{"protocolVersion":"2025-11-25","capabilities":{{}},"clientInfo":{{"name":"t","version":"1"}}}}}}"#).unwrap();
    writeln!(
        stdin,
        r#"{{"jsonrpc":"2.0","method":"notifications/initialized"}}"#
    )
    .unwrap();
    writeln!(stdin, r#"{{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{{"name":"ledger","arguments":{{}}}}}}"#).unwrap();
    drop(stdin);
    let out = child
        .wait_with_output()
        .expect("the server ends with its input");
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_guides_server_logs_an_internal_failures_detail_under_the_reference_the_model_was_given() {
    let (stdout, stderr) = run(&[]);
    let answer = stdout.lines().nth(1).expect("the call's answer");
    let reference = answer
        .split("(ref ")
        .nth(1)
        .and_then(|rest| rest.get(..19))
        .unwrap_or_else(|| panic!("a reference in {answer}"));
    assert!(
        !answer.contains("hunter2") && !answer.contains("db.internal"),
        "{answer}"
    );
    let line = stderr
        .lines()
        .find(|l| l.contains(reference))
        .unwrap_or_else(|| panic!("no log line with {reference}:\n{stderr}"));
    assert!(
        line.contains("db.internal:5432"),
        "the detail is logged: {line}"
    );
    assert!(!stderr.contains("no tracing subscriber is set"), "{stderr}");
}

#[test]
fn a_server_without_a_subscriber_says_so_once_on_stderr_and_keeps_stdout_json_rpc() {
    let (stdout, stderr) = run(&["--no-log"]);
    assert_eq!(
        stderr,
        "toolwright: no tracing subscriber is set, so the details and references of failures are logged nowhere; set one before serving, e.g. `tracing_subscriber::fmt().with_writer(std::io::stderr).init();`\n"
    );
    assert_eq!(stdout.lines().count(), 2, "{stdout}");
    assert!(stdout.lines().all(|l| l.starts_with(r#"{"jsonrpc":"2.0""#)));
}
