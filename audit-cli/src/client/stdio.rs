//! The stdio transport: the server as a child process, one JSON-RPC message a line on its
//! stdin and stdout. Its stderr is drained and dropped: a server's log may hold secrets, and
//! the audit grades what the model sees, not the log.
//!
//! Nothing the server does can hold the audit: writes go through a thread and are waited for
//! with the call's timeout (a server that stops reading its stdin stalls the thread, not the
//! audit), lines are read up to a cap, and a line that is not UTF-8, a closed stdout, a
//! stalled write or three calls in a row without an answer mark the process broken, so the
//! session starts a new one. The server runs in a process group of its own, killed whole
//! when the wire is dropped and, by a watchdog, when the audit dies of anything else.

use super::lines::{self, Line, LINE_CAP};
use super::{answers, held_until_the_end, request_message, Answer, Crash, How, Together, Wire};
use serde_json::{json, Value};
use std::io::{BufReader, Write};
use std::process::{Child, Command, ExitStatus, Stdio as Pipe};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

/// Calls in a row without an answer after which the server is taken for wedged.
const WEDGED: u32 = 3;

/// How long a process that closed a pipe is given to be seen exiting.
const EXITING: Duration = Duration::from_millis(250);

/// Why a process can no longer be used.
enum Fault {
    /// A write failed: its stdin is closed (before the request was sent).
    StdinClosed,
    /// A write did not complete in this time.
    Stalled(Duration),
    /// Its stdout ended.
    StdoutClosed,
    /// A line that is not UTF-8.
    NotUtf8,
    /// Anything else (a wedge: calls in a row without an answer): why.
    Other(String),
}

/// What the reading thread hands over.
enum Incoming {
    Line(String),
    NotUtf8,
    TooLong(usize),
}

/// A server spawned as a child process.
pub struct Stdio {
    child: Child,
    watchdog: Option<Child>,
    writes: Option<Sender<Vec<u8>>>,
    written: Receiver<bool>,
    incoming: Receiver<Incoming>,
    /// Why the process can no longer be used, once it cannot.
    broken: Option<String>,
    /// What the current request showed of a crash.
    crash: Option<Crash>,
    silent_in_a_row: u32,
    /// Lines on stdout that were not JSON-RPC.
    pub stray: usize,
    /// The `ping`s sent behind raw lines (each a fresh string id of its own).
    behind: u64,
}

impl Stdio {
    /// Spawn `command` (program and arguments) in a process group of its own.
    pub fn spawn(command: &[String]) -> Result<Stdio, String> {
        let (program, args) = command
            .split_first()
            .ok_or_else(|| "no command to run".to_owned())?;
        let mut command = Command::new(program);
        command
            .args(args)
            .stdin(Pipe::piped())
            .stdout(Pipe::piped())
            .stderr(Pipe::piped());
        group::own(&mut command);
        let mut child = command
            .spawn()
            .map_err(|e| format!("cannot start {program}: {e}"))?;
        let watchdog = group::watch(child.id());
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = child.stdout.take().expect("piped stdout");
        let stderr = child.stderr.take().expect("piped stderr");
        let (send, incoming) = mpsc::channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            while let Ok(Some(line)) = lines::read_line(&mut reader, LINE_CAP) {
                let item = match line {
                    Line::Text(text) => Incoming::Line(text),
                    Line::NotUtf8 => Incoming::NotUtf8,
                    Line::TooLong(n) => Incoming::TooLong(n),
                };
                if send.send(item).is_err() {
                    break;
                }
            }
        });
        thread::spawn(move || {
            let mut stderr = stderr;
            let _ = std::io::copy(&mut stderr, &mut std::io::sink());
        });
        let (writes, to_write) = mpsc::channel::<Vec<u8>>();
        let (wrote, written) = mpsc::channel();
        thread::spawn(move || {
            let mut stdin = stdin;
            for bytes in to_write {
                let ok = stdin.write_all(&bytes).is_ok() && stdin.flush().is_ok();
                if wrote.send(ok).is_err() || !ok {
                    break;
                }
            }
        });
        Ok(Stdio {
            child,
            watchdog,
            writes: Some(writes),
            written,
            incoming,
            broken: None,
            crash: None,
            silent_in_a_row: 0,
            stray: 0,
            behind: 0,
        })
    }

    /// Mark the process broken for `why`, with how it exited when it has.
    fn break_with(&mut self, why: &str) -> String {
        self.break_by(Fault::Other(why.to_owned()))
    }

    /// Mark the process broken by `fault`, with how it exited when it has, and note the
    /// crash it shows (a wedge's silence is the run's to judge).
    fn break_by(&mut self, fault: Fault) -> String {
        if let Some(why) = &self.broken {
            return why.clone();
        }
        let closed = matches!(fault, Fault::StdinClosed | Fault::StdoutClosed);
        let status = self.exit_status(if closed { EXITING } else { Duration::ZERO });
        let (why, how) = match fault {
            Fault::StdinClosed => (
                "the server's stdin is closed".to_owned(),
                Some(How::ClosedInput),
            ),
            Fault::Stalled(took) => (
                format!(
                    "the server stopped reading its stdin (a write did not complete in {} ms)",
                    took.as_millis()
                ),
                Some(How::StoppedReading(took)),
            ),
            Fault::StdoutClosed => (
                "the server closed its stdout".to_owned(),
                Some(How::ClosedOutput),
            ),
            Fault::NotUtf8 => (
                "the server wrote a line that is not UTF-8 on stdout".to_owned(),
                Some(How::NotUtf8),
            ),
            Fault::Other(why) => (why, None),
        };
        // A closed stdin is found when the request is written: the server went before it.
        let before = how == Some(How::ClosedInput);
        self.crash = how.map(|how| {
            let how = match (how, &status) {
                (How::ClosedInput | How::ClosedOutput, Some(status)) => How::Exited(status.clone()),
                (how, _) => how,
            };
            Crash { how, before }
        });
        let why = match status {
            Some(status) => format!("{why}; it exited ({status})"),
            None => why,
        };
        self.broken.get_or_insert(why).clone()
    }

    /// How the process exited, when it has within `wait`.
    fn exit_status(&mut self, wait: Duration) -> Option<String> {
        let deadline = Instant::now() + wait;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status_text(status));
            }
            if Instant::now() >= deadline {
                return None;
            }
            thread::sleep(Duration::from_millis(10));
        }
    }

    /// Write `message` as a line within `timeout`.
    fn send(&mut self, message: &Value, timeout: Duration) -> Result<(), String> {
        self.write_line(message.to_string().into_bytes(), timeout)
    }

    /// Write `line` and a newline within `timeout`.
    fn write_line(&mut self, mut line: Vec<u8>, timeout: Duration) -> Result<(), String> {
        if let Some(why) = &self.broken {
            return Err(why.clone());
        }
        line.push(b'\n');
        let queued = self.writes.as_ref().is_some_and(|w| w.send(line).is_ok());
        let outcome = if queued {
            self.written.recv_timeout(timeout)
        } else {
            Ok(false)
        };
        match outcome {
            Ok(true) => Ok(()),
            Ok(false) | Err(RecvTimeoutError::Disconnected) => {
                Err(self.break_by(Fault::StdinClosed))
            }
            Err(RecvTimeoutError::Timeout) => Err(self.break_by(Fault::Stalled(timeout))),
        }
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
        let _ = self.send(&answer, Duration::from_secs(1));
    }

    /// The next line on stdout within `deadline`; else what ends the wait: a timeout, or
    /// the transport's failure (the wire marked broken for a line that is not UTF-8 or a
    /// closed stdout).
    fn next_line(&mut self, deadline: Instant) -> Result<String, Answer> {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.incoming.recv_timeout(left) {
            Ok(Incoming::Line(line)) => Ok(line),
            Ok(Incoming::NotUtf8) => Err(Answer::Transport(self.break_by(Fault::NotUtf8))),
            Ok(Incoming::TooLong(n)) => Err(Answer::Transport(format!(
                "the server wrote a line of {n} bytes, over the {} MiB cap",
                LINE_CAP >> 20
            ))),
            Err(RecvTimeoutError::Timeout) => Err(Answer::Timeout),
            Err(RecvTimeoutError::Disconnected) => {
                Err(Answer::Transport(self.break_by(Fault::StdoutClosed)))
            }
        }
    }

    /// Wait up to `deadline` for the answer to request `id`.
    fn answer(&mut self, id: u64, deadline: Instant) -> Answer {
        loop {
            let line = match self.next_line(deadline) {
                Ok(line) => line,
                Err(ended) => return ended,
            };
            let Ok(message) = lines::parse(&line) else {
                self.stray += 1;
                continue;
            };
            if answers(&message, id) {
                return Answer::of_response(&message);
            }
            if message.get("method").is_some() && message.get("id").is_some() {
                self.refuse(&message);
            }
        }
    }
}

/// What a raw line's answer may hold of lines that are not JSON-RPC.
const STRAY_KEPT: usize = 8 << 10;

/// How long a raw line's answer is still waited for once the `ping` sent behind it was
/// answered: a server that handles lines concurrently may answer the two out of order.
const BEHIND: Duration = Duration::from_millis(250);

impl Stdio {
    /// Write `line` as it is (a malformed message) and, behind it, a `ping`, and read up to
    /// `wait` for the first response to `id` or to no id (a parse error's), after any lines
    /// that are not JSON-RPC (kept, up to [`STRAY_KEPT`]): what was read, `None` when
    /// nothing was. Once the ping is answered the server has read past the line, so the
    /// wait ends [`BEHIND`] later: a server that stays silent on a line it cannot read (as
    /// the Python SDK does) costs a round trip, not the whole wait.
    fn raw_line(&mut self, line: &str, id: Option<u64>, wait: Duration) -> Option<String> {
        self.write_line(line.replace('\n', " ").into_bytes(), wait)
            .ok()?;
        let mut deadline = Instant::now() + wait;
        self.behind += 1;
        let ping = json!(format!("twaudit-behind-{}", self.behind));
        let sent = json!({ "jsonrpc": "2.0", "id": ping, "method": "ping" });
        let pinged = self.send(&sent, wait).is_ok();
        let mut read = String::new();
        // Whatever ends the wait ends the read (a broken wire is marked by `next_line`).
        while let Ok(text) = self.next_line(deadline) {
            let Ok(message) = lines::parse(&text) else {
                self.stray += 1;
                if read.len() < STRAY_KEPT {
                    read.push_str(&text);
                    read.push('\n');
                }
                continue;
            };
            if message.get("method").is_some() {
                if message.get("id").is_some() {
                    self.refuse(&message);
                }
                continue;
            }
            if pinged && message.get("id") == Some(&ping) {
                deadline = deadline.min(Instant::now() + BEHIND);
                continue;
            }
            let unnamed = message.get("id").is_none_or(Value::is_null);
            let ours = unnamed || id.is_some_and(|id| answers(&message, id));
            if ours && (message.get("result").is_some() || message.get("error").is_some()) {
                read.push_str(&text);
                return Some(read);
            }
        }
        (!read.is_empty()).then_some(read)
    }
}

impl Wire for Stdio {
    fn request(&mut self, id: u64, method: &str, params: &Value, timeout: Duration) -> Answer {
        self.crash = None;
        let message = request_message(id, method, params);
        let deadline = Instant::now() + timeout;
        if let Err(why) = self.send(&message, timeout) {
            return Answer::Transport(why);
        }
        let answer = self.answer(id, deadline);
        if answer == Answer::Timeout {
            let reason = "toolwright-audit: timed out";
            self.notify(
                "notifications/cancelled",
                &json!({ "requestId": id, "reason": reason }),
            );
            self.silent_in_a_row += 1;
            if self.silent_in_a_row >= WEDGED {
                self.break_with(&format!("{WEDGED} calls in a row got no answer"));
            }
        } else {
            self.silent_in_a_row = 0;
        }
        answer
    }

    fn concurrent(
        &mut self,
        slow: (u64, &str, &Value),
        fast: (u64, &str, &Value),
        timeout: Duration,
    ) -> Option<Together> {
        let start = Instant::now();
        let deadline = start + timeout;
        for (id, method, params) in [slow, fast] {
            let message = request_message(id, method, params);
            self.send(&message, timeout).ok()?;
        }
        let (mut slow_took, mut fast_took) = (None, None);
        while slow_took.is_none() || fast_took.is_none() {
            let left = deadline.saturating_duration_since(Instant::now());
            let Ok(Incoming::Line(line)) = self.incoming.recv_timeout(left) else {
                return None;
            };
            let Ok(message) = lines::parse(&line) else {
                continue;
            };
            if answers(&message, slow.0) {
                slow_took = Some(start.elapsed());
            } else if answers(&message, fast.0) {
                fast_took = Some(start.elapsed());
            }
        }
        let (slow, fast) = (slow_took?, fast_took?);
        Some(Together {
            slow,
            fast,
            after: held_until_the_end(slow, fast),
        })
    }

    fn notify(&mut self, method: &str, params: &Value) {
        let message = json!({ "jsonrpc": "2.0", "method": method, "params": params });
        let _ = self.send(&message, Duration::from_secs(1));
    }

    fn broken(&self) -> Option<&str> {
        self.broken.as_deref()
    }

    fn crash(&mut self) -> Option<Crash> {
        self.crash.take()
    }

    fn raw(
        &mut self,
        body: &str,
        id: Option<u64>,
        _route: (&str, &Value),
        wait: Duration,
    ) -> Option<(u16, String)> {
        self.raw_line(body, id, wait).map(|text| (0, text))
    }

    fn name(&self) -> &'static str {
        "stdio"
    }
}

impl Drop for Stdio {
    /// Close stdin (a server's cue to exit), give it half a second, then kill its process
    /// group, whatever it left running.
    fn drop(&mut self) {
        drop(self.writes.take());
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            thread::sleep(Duration::from_millis(10));
        }
        group::kill(self.child.id());
        let _ = self.child.kill();
        let _ = self.child.wait();
        if let Some(mut watchdog) = self.watchdog.take() {
            drop(watchdog.stdin.take());
            let _ = watchdog.wait();
        }
    }
}

/// An exit status in words: `status 3`, `signal 9`.
fn status_text(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("status {code}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return format!("signal {signal}");
        }
    }
    status.to_string()
}

/// The server's process group: its own, killed whole, by the audit when it is done with
/// the server and otherwise by a watchdog: a second `toolwright-audit --watch-group PGID`
/// whose stdin is a pipe from this process. However this process ends (done, a panic,
/// SIGINT, SIGTERM, SIGKILL), the pipe closes and the watchdog kills the group, whatever the
/// server started included.
#[cfg(unix)]
pub mod group {
    use nix::sys::signal::{killpg, Signal};
    use nix::unistd::Pid;
    use std::io::Read;
    use std::os::unix::process::CommandExt;
    use std::process::{Child, Command, Stdio};

    /// The flag that makes `toolwright-audit` a watchdog.
    pub const WATCH: &str = "--watch-group";

    /// Start `command` as the leader of a new process group.
    pub fn own(command: &mut Command) {
        command.process_group(0);
    }

    /// A watchdog of the group `leader` leads (`None` when it cannot be started: the audit
    /// still kills the group itself when it ends normally).
    pub fn watch(leader: u32) -> Option<Child> {
        let exe = std::env::current_exe().ok()?;
        Command::new(exe)
            .args([WATCH, &leader.to_string()])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            // Out of the audit's group: a Ctrl-C meant for the audit does not stop it first.
            .process_group(0)
            .spawn()
            .ok()
    }

    /// The watchdog's life: wait for stdin to close, then kill group `leader`.
    pub fn watchdog(leader: &str) {
        let _ = std::io::stdin().read_to_end(&mut Vec::new());
        if let Ok(leader) = leader.parse::<u32>() {
            kill(leader);
        }
    }

    /// SIGKILL the group `leader` leads.
    pub fn kill(leader: u32) {
        if let Ok(pid) = i32::try_from(leader) {
            if pid > 0 {
                let _ = killpg(Pid::from_raw(pid), Signal::SIGKILL);
            }
        }
    }
}

/// Elsewhere the server is killed alone.
#[cfg(not(unix))]
pub mod group {
    pub const WATCH: &str = "--watch-group";
    pub fn own(_: &mut std::process::Command) {}
    pub fn watch(_: u32) -> Option<std::process::Child> {
        None
    }
    pub fn watchdog(_: &str) {}
    pub fn kill(_: u32) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A server that never reads its stdin: a write bigger than the pipe's buffer cannot
    /// complete, and the call ends at its timeout with the reason, not in a hang.
    #[test]
    fn a_write_the_server_does_not_read_ends_at_the_timeout() {
        let mut wire = Stdio::spawn(&["sleep".to_owned(), "30".to_owned()]).unwrap();
        let big = json!({ "text": "x".repeat(4 << 20) });
        let start = Instant::now();
        let answer = wire.request(1, "tools/call", &big, Duration::from_millis(500));
        assert!(
            start.elapsed() < Duration::from_secs(5),
            "{:?}",
            start.elapsed()
        );
        let Answer::Transport(why) = answer else {
            panic!("{answer:?}")
        };
        assert_eq!(
            why,
            "the server stopped reading its stdin (a write did not complete in 500 ms)"
        );
        assert_eq!(wire.broken(), Some(why.as_str()));
    }
}
