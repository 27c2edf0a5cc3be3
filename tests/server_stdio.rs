//! `serve_stdio` in a real process: nothing but JSON-RPC reaches stdout (a handler's
//! `println!`, `print!` and child processes land on stderr), the process exits cleanly at
//! end of input, and stdin/stdout work as pipes, as a socket (how Node clients connect) and
//! from a regular file.

#![cfg(unix)]

use serde_json::{json, Value};
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const FIXTURE: &str = env!("CARGO_BIN_EXE_stdio_fixture");

fn requests() -> String {
    let lines = [
        json!({"jsonrpc": "2.0", "id": 0, "method": "initialize",
               "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "0"}}}),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "noisy", "arguments": {"text": "quiet"}}}),
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "echo", "arguments": {"text": "two"}}}),
    ];
    let mut out: String = lines.iter().map(|l| format!("{l}\n")).collect();
    out.push_str("not json\n");
    out
}

/// Wait for the child to exit (failing the test if it takes too long), then check that it
/// exited cleanly and what it wrote: `stdout` as read by the caller, stderr from its pipe.
fn check_exit(mut child: std::process::Child, stdout: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the server did not exit after end of input");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    assert!(status.success(), "{status}\n{stderr}");
    check_stdout(stdout);
    check_stderr(&stderr);
}

/// Check a session's stdout: every line a JSON-RPC message answering our requests, then the
/// line printed after serving.
fn check_stdout(stdout: &str) {
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 5, "{stdout}");
    let (protocol, after) = lines.split_at(4);
    assert_eq!(after, ["stdout is back"]);
    let answers: Vec<Value> = protocol
        .iter()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON-RPC ({e}): {l}")))
        .collect();
    assert!(answers.iter().all(|a| a["jsonrpc"] == "2.0"));
    assert_eq!(answers[0]["result"]["protocolVersion"], "2025-06-18");
    assert_eq!(
        protocol[1],
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"quiet"}]}}"#
    );
    assert_eq!(
        protocol[2],
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"two"}]}}"#
    );
    assert_eq!(answers[3]["error"]["code"], -32700);
}

fn check_stderr(stderr: &str) {
    for noise in [
        "noise from println",
        "partial noise",
        "noise from a child process",
        "noise on stderr",
        "noisy handler ran",
    ] {
        assert!(stderr.contains(noise), "{noise:?} not on stderr:\n{stderr}");
    }
}

#[test]
fn over_pipes_only_json_rpc_reaches_stdout_and_the_process_exits_cleanly() {
    let mut child = Command::new(FIXTURE)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(requests().as_bytes()).unwrap();
    drop(stdin);
    let mut stdout = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut stdout)
        .unwrap();
    check_exit(child, &stdout);
}

#[test]
fn over_a_socket_as_node_clients_connect() {
    let (ours, theirs) = std::os::unix::net::UnixStream::pair().unwrap();
    let theirs_out = theirs.try_clone().unwrap();
    let child = Command::new(FIXTURE)
        .stdin(Stdio::from(std::os::fd::OwnedFd::from(theirs)))
        .stdout(Stdio::from(std::os::fd::OwnedFd::from(theirs_out)))
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut ours_write = ours.try_clone().unwrap();
    ours_write.write_all(requests().as_bytes()).unwrap();
    ours_write.shutdown(std::net::Shutdown::Write).unwrap();
    let mut stdout = String::new();
    let mut reader = ours;
    reader
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    reader.read_to_string(&mut stdout).unwrap();
    check_exit(child, &stdout);
}

#[test]
fn from_a_regular_file() {
    let dir = std::env::temp_dir().join(format!("toolwright-stdio-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("requests.jsonl");
    std::fs::write(&input, requests()).unwrap();
    let output = Command::new(FIXTURE)
        .stdin(std::fs::File::open(&input).unwrap())
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{}\n{stderr}", output.status);
    check_stdout(&String::from_utf8(output.stdout).unwrap());
    check_stderr(&stderr);
}
