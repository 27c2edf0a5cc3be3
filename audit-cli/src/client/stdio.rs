//! The stdio transport: the server as a child process, one JSON-RPC message a line on its
//! stdin and stdout. Its stderr is drained and dropped: a server's log may hold secrets, and
//! the audit grades what the model sees, not the log.

use super::{answers, Answer, Wire};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio as Pipe};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

/// A server spawned as a child process.
pub struct Stdio {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Stdio {
    /// Spawn `command` (program and arguments).
    pub fn spawn(command: &[String]) -> Result<Stdio, String> {
        let (program, args) = command
            .split_first()
            .ok_or_else(|| "no command to run".to_owned())?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Pipe::piped())
            .stdout(Pipe::piped())
            .stderr(Pipe::piped())
            .spawn()
            .map_err(|e| format!("cannot start {program}: {e}"))?;
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr = child.stderr.take().expect("piped stderr");
        let (send, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        thread::spawn(move || {
            let mut stderr = stderr;
            let _ = std::io::copy(&mut stderr, &mut std::io::sink());
        });
        Ok(Stdio {
            stdin: child.stdin.take(),
            child,
            lines,
        })
    }

    fn send(&mut self, message: &Value) -> bool {
        let Some(stdin) = self.stdin.as_mut() else {
            return false;
        };
        let mut line = message.to_string();
        line.push('\n');
        stdin.write_all(line.as_bytes()).is_ok() && stdin.flush().is_ok()
    }

    /// Answer a request the server sent us (`roots/list`, `elicitation/create`, `ping`):
    /// the audit offers none of it.
    fn refuse(&mut self, request: &Value) {
        let id = request.get("id").cloned().unwrap_or(Value::Null);
        let answer = if request.get("method").and_then(Value::as_str) == Some("ping") {
            json!({ "jsonrpc": "2.0", "id": id, "result": {} })
        } else {
            json!({ "jsonrpc": "2.0", "id": id,
                    "error": { "code": -32601, "message": "Method not found" } })
        };
        self.send(&answer);
    }
}

impl Wire for Stdio {
    fn request(&mut self, id: u64, method: &str, params: &Value, timeout: Duration) -> Answer {
        let message = json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params });
        if !self.send(&message) {
            return Answer::Transport("the server's stdin is closed (did it exit?)".to_owned());
        }
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let Ok(message) = serde_json::from_str::<Value>(&line) else {
                        continue;
                    };
                    if answers(&message, id) {
                        return Answer::of_response(&message);
                    }
                    if message.get("method").is_some() && message.get("id").is_some() {
                        self.refuse(&message);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    let reason = "toolwright-audit: timed out";
                    self.notify(
                        "notifications/cancelled",
                        &json!({ "requestId": id, "reason": reason }),
                    );
                    return Answer::Timeout;
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Answer::Transport("the server closed its stdout (exited)".to_owned())
                }
            }
        }
    }

    fn notify(&mut self, method: &str, params: &Value) {
        self.send(&json!({ "jsonrpc": "2.0", "method": method, "params": params }));
    }

    fn name(&self) -> &'static str {
        "stdio"
    }
}

impl Drop for Stdio {
    /// Close stdin (a server's cue to exit), give it a moment, then kill it.
    fn drop(&mut self) {
        drop(self.stdin.take());
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
