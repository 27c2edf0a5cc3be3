//! What the `server_*` tests share: a client over in-process duplex pipes, the tools they
//! serve, and a tracker the tools report to, so a test can wait on what a handler is doing
//! instead of sleeping.

use regex::Regex;
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};
use std::convert::Infallible;
use std::sync::{Arc, LazyLock, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, DuplexStream};
use tokio::sync::Notify;
use toolwright::server::Server;
use toolwright::{mcp_tool, tools, Context, State, ToolError, ToolSet};

/// How long any single wait in a test may take before the test fails: a guard against a
/// hang, never a timing assumption.
pub const PATIENCE: Duration = Duration::from_secs(20);

// ---------------------------------------------------------------------------------------
// The client.

/// A client connected to a server running over duplex pipes.
pub struct Client {
    input: Option<DuplexStream>,
    output: BufReader<DuplexStream>,
    server: tokio::task::JoinHandle<std::io::Result<()>>,
    next_sync: u64,
}

impl Client {
    /// Spawn `server` on the current runtime and connect to it.
    pub fn start(server: Server) -> Client {
        let (client_in, server_in) = tokio::io::duplex(64 * 1024);
        let (server_out, client_out) = tokio::io::duplex(64 * 1024);
        let server = tokio::spawn(server.serve(server_in, server_out));
        Client {
            input: Some(client_in),
            output: BufReader::new(client_out),
            server,
            next_sync: 0,
        }
    }

    /// Send raw bytes, as they are.
    pub async fn send_raw(&mut self, bytes: &[u8]) {
        let input = self.input.as_mut().expect("input still open");
        input.write_all(bytes).await.expect("server reads");
    }

    /// Send one message and its newline.
    pub async fn send(&mut self, message: &Value) {
        let mut line = serde_json::to_vec(message).unwrap();
        line.push(b'\n');
        self.send_raw(&line).await;
    }

    /// The next line the server wrote, without its newline.
    pub async fn recv_line(&mut self) -> String {
        let mut line = String::new();
        let n = tokio::time::timeout(PATIENCE, self.output.read_line(&mut line))
            .await
            .expect("the server answers in time")
            .expect("output readable");
        assert!(n > 0, "the server closed its output");
        assert!(line.ends_with('\n'), "a line ends with a newline: {line:?}");
        line.pop();
        line
    }

    /// The next message the server wrote; every line must be one JSON-RPC 2.0 message.
    pub async fn recv(&mut self) -> Value {
        let line = self.recv_line().await;
        let value: Value =
            serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"));
        assert_eq!(value["jsonrpc"], "2.0", "{line}");
        value
    }

    /// Send a request and return the next message.
    pub async fn request(&mut self, message: Value) -> Value {
        self.send(&message).await;
        self.recv().await
    }

    /// The legacy handshake, as 2025-11-25 clients do it.
    pub async fn handshake(&mut self) {
        let answer = self
            .request(
                json!({"jsonrpc": "2.0", "id": "init", "method": "initialize", "params": {
                "protocolVersion": "2025-11-25", "capabilities": {},
                "clientInfo": {"name": "test", "version": "0"}}}),
            )
            .await;
        assert_eq!(answer["result"]["protocolVersion"], "2025-11-25");
        self.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}))
            .await;
    }

    /// A `tools/call` request.
    pub async fn call(&mut self, id: Value, name: &str, arguments: Value) {
        self.send(&call(id, name, arguments)).await;
    }

    /// Ping, and return every line the server wrote before the pong. Answers to inline
    /// requests come in order, so this proves that nothing (else) was answered before it.
    pub async fn sync(&mut self) -> Vec<String> {
        self.next_sync += 1;
        let id = format!("sync-{}", self.next_sync);
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": "ping"}))
            .await;
        let pong = format!(r#"{{"jsonrpc":"2.0","id":"{id}","result":{{}}}}"#);
        let mut before = Vec::new();
        loop {
            let line = self.recv_line().await;
            if line == pong {
                return before;
            }
            before.push(line);
        }
    }

    /// Close the input: end of file for the server.
    pub fn close_input(&mut self) {
        drop(self.input.take());
    }

    /// Close the server's output as a client that goes away would, then ask for one more
    /// answer (which cannot be written), and return how the server ended.
    pub async fn close_output(self) -> std::io::Result<()> {
        let Client {
            mut input,
            output,
            server,
            ..
        } = self;
        drop(output);
        let ping = b"{\"jsonrpc\":\"2.0\",\"id\":\"last\",\"method\":\"ping\"}\n";
        let _ = input
            .as_mut()
            .expect("input still open")
            .write_all(ping)
            .await;
        let ended = tokio::time::timeout(PATIENCE, server)
            .await
            .expect("the server returns in time")
            .expect("the server task does not panic");
        drop(input);
        ended
    }

    /// Close the input (end of file), and return every line written after, and how the
    /// server ended.
    pub async fn finish(mut self) -> (Vec<String>, std::io::Result<()>) {
        drop(self.input.take());
        let mut rest = Vec::new();
        loop {
            let mut line = String::new();
            let n = tokio::time::timeout(PATIENCE, self.output.read_line(&mut line))
                .await
                .expect("the server finishes in time")
                .expect("output readable");
            if n == 0 {
                break;
            }
            assert!(line.ends_with('\n'), "a line ends with a newline: {line:?}");
            line.pop();
            rest.push(line);
        }
        let ended = tokio::time::timeout(PATIENCE, self.server)
            .await
            .expect("the server returns in time")
            .expect("the server task does not panic");
        (rest, ended)
    }
}

/// A `tools/call` request.
pub fn call(id: Value, name: &str, arguments: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
           "params": {"name": name, "arguments": arguments}})
}

/// The `_meta` a 2026-07-28 request carries.
pub fn stateless_meta() -> Value {
    json!({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {},
        "io.modelcontextprotocol/clientInfo": {"name": "test", "version": "0"},
    })
}

static CORRELATION: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"tw-[0-9a-f]{16}").unwrap());

/// `line` with every correlation id replaced by `tw-ID`.
pub fn masked(line: &str) -> String {
    CORRELATION.replace_all(line, "tw-ID").into_owned()
}

// ---------------------------------------------------------------------------------------
// The tracker.

#[derive(Default)]
pub struct Track {
    /// Keys whose handler is running now.
    pub running: HashSet<String>,
    /// The most handlers ever running at once.
    pub max_running: usize,
    /// Every key whose handler started, in order.
    pub started: Vec<String>,
    /// Keys whose handler future was dropped before it finished.
    pub dropped: Vec<String>,
    /// Keys released by the test.
    pub released: HashSet<String>,
    /// Free-form events.
    pub events: Vec<String>,
}

/// Shared between the test and the tools it serves.
#[derive(Clone, Default)]
pub struct Tracker(Arc<(Mutex<Track>, Notify)>);

impl Tracker {
    fn update(&self, f: impl FnOnce(&mut Track)) {
        f(&mut self.0 .0.lock().unwrap());
        self.0 .1.notify_waiters();
    }

    /// Let the handler waiting on `key` finish.
    pub fn release(&self, key: &str) {
        self.update(|t| {
            t.released.insert(key.to_owned());
        });
    }

    /// Record an event.
    pub fn event(&self, what: impl Into<String>) {
        let what = what.into();
        self.update(|t| t.events.push(what));
    }

    /// A snapshot, through `f`.
    pub fn read<R>(&self, f: impl FnOnce(&Track) -> R) -> R {
        f(&self.0 .0.lock().unwrap())
    }

    /// Wait until `cond` holds.
    pub async fn wait_until(&self, what: &str, cond: impl Fn(&Track) -> bool) {
        let wait = async {
            loop {
                let notified = self.0 .1.notified();
                tokio::pin!(notified);
                notified.as_mut().enable();
                if self.read(&cond) {
                    return;
                }
                notified.await;
            }
        };
        tokio::time::timeout(PATIENCE, wait)
            .await
            .unwrap_or_else(|_| panic!("timed out waiting until {what}"));
    }

    /// Wait until the `wait` handler for `key` runs.
    pub async fn wait_until_running(&self, key: &str) {
        self.wait_until(&format!("{key} running"), |t| t.running.contains(key))
            .await;
    }

    async fn released(&self, key: &str) {
        self.wait_until("released", |t| t.released.contains(key))
            .await;
    }
}

/// Marks a handler running while it lives; records a drop before completion.
struct Running {
    tracker: Tracker,
    key: String,
    finished: bool,
}

impl Running {
    fn new(tracker: &Tracker, key: &str) -> Running {
        tracker.update(|t| {
            t.running.insert(key.to_owned());
            t.max_running = t.max_running.max(t.running.len());
            t.started.push(key.to_owned());
        });
        Running {
            tracker: tracker.clone(),
            key: key.to_owned(),
            finished: false,
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let (key, finished) = (self.key.clone(), self.finished);
        self.tracker.update(|t| {
            t.running.remove(&key);
            if !finished {
                t.dropped.push(key);
            }
        });
    }
}

// ---------------------------------------------------------------------------------------
// The tools.

/// Say it back.
#[mcp_tool(read_only)]
pub async fn echo(
    /// What to say.
    text: String,
) -> Result<String, Infallible> {
    Ok(text)
}

#[derive(Serialize, JsonSchema)]
pub struct Sum {
    pub total: i64,
}

/// Add two numbers (an object output schema).
#[mcp_tool(read_only)]
pub async fn add(a: i64, b: i64) -> Result<Sum, Infallible> {
    Ok(Sum { total: a + b })
}

/// Count items (a non-object output schema: wrapped in the legacy era).
#[mcp_tool(read_only)]
pub async fn count(items: Vec<String>) -> Result<u64, Infallible> {
    Ok(items.len() as u64)
}

#[derive(Debug, thiserror::Error, ToolError)]
pub enum Failure {
    #[error("the order is closed")]
    #[error_kind(operational, category = "business", message = "The order is closed.")]
    Closed,
    #[error("token rejected for tenant acme")]
    #[error_kind(security, reply = "unauthorized")]
    Denied,
    #[error("database at 10.0.0.5 refused the connection")]
    #[error_kind(internal)]
    Broken,
}

/// Fail as asked: `closed`, `denied` or `broken`.
#[mcp_tool]
pub async fn fail(how: String) -> Result<String, Failure> {
    match how.as_str() {
        "closed" => Err(Failure::Closed),
        "denied" => Err(Failure::Denied),
        "broken" => Err(Failure::Broken),
        _ => Ok("did not fail".into()),
    }
}

/// Panic; with `later`, after waiting once (so in a task of its own).
#[mcp_tool]
pub async fn boom(later: Option<bool>) -> Result<String, Infallible> {
    if later == Some(true) {
        tokio::task::yield_now().await;
    }
    panic!("kaboom: secret-123")
}

/// Sleep, with a 50 ms timeout of its own.
#[mcp_tool(timeout_ms = 50)]
pub async fn nap(ms: u64) -> Result<String, Infallible> {
    tokio::time::sleep(Duration::from_millis(ms)).await;
    Ok("rested".into())
}

/// Sleep, under the server's default timeout.
#[mcp_tool]
pub async fn sleep(ms: u64) -> Result<String, Infallible> {
    tokio::time::sleep(Duration::from_millis(ms)).await;
    Ok("rested".into())
}

/// Run until the test releases `key` (forever, if it never does).
#[mcp_tool]
pub async fn wait(key: String, #[ctx] tracker: State<Tracker>) -> Result<String, Infallible> {
    let mut running = Running::new(&tracker, &key);
    tracker.released(&key).await;
    running.finished = true;
    Ok(key)
}

/// Report progress `steps` times, then answer. With `linger`, a task it spawns keeps
/// reporting after the answer, and records `lingered` when done.
#[mcp_tool]
pub async fn work(
    steps: u32,
    linger: bool,
    #[ctx] ctx: Context,
    #[ctx] tracker: State<Tracker>,
) -> Result<String, Infallible> {
    for i in 1..=steps {
        ctx.report_progress(f64::from(i), Some(f64::from(steps)), Some("working"));
        tokio::task::yield_now().await;
    }
    if linger {
        let tracker = tracker.clone();
        tokio::spawn(async move {
            for i in steps + 1..steps + 50 {
                ctx.report_progress(f64::from(i), None, None);
                tokio::task::yield_now().await;
            }
            tracker.event("lingered");
        });
    }
    Ok("worked".into())
}

/// Report the given progress values in order, then answer.
#[mcp_tool]
pub async fn report(values: Vec<f64>, #[ctx] ctx: Context) -> Result<String, Infallible> {
    for v in values {
        ctx.report_progress(v, None, None);
    }
    Ok(format!("wanted progress: {}", ctx.wants_progress()))
}

/// Every tool above, sharing `tracker`.
pub fn toolset(tracker: &Tracker) -> ToolSet {
    tools![echo, add, count, fail, boom, nap, sleep, wait, work, report].with_state(tracker.clone())
}

/// A server for [`toolset`], named for the tests.
pub fn server(tracker: &Tracker) -> Server {
    Server::new(toolset(tracker))
        .name("test-server")
        .version("9.9.9")
}

/// Lines, as parsed JSON, by their `id` (rendered as JSON text); notifications under
/// `"notification"`.
pub fn by_id(lines: &[String]) -> HashMap<String, Vec<Value>> {
    let mut out: HashMap<String, Vec<Value>> = HashMap::new();
    for line in lines {
        let v: Value = serde_json::from_str(line).unwrap();
        let key = v
            .get("id")
            .map_or("notification".to_owned(), Value::to_string);
        out.entry(key).or_default().push(v);
    }
    out
}
