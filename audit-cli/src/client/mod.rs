//! The client side of MCP: a wire (stdio or Streamable HTTP) that carries one JSON-RPC
//! request at a time, and a session over it in either era (the 2025-11-25 handshake, or the
//! stateless 2026-07-28 requests that each carry their version in `_meta`).

pub mod http;
pub mod lines;
pub mod stdio;

use serde_json::{json, Map, Value};
use std::time::{Duration, Instant};

/// How many times a broken session is started again (a new process over stdio, a new
/// session over HTTP) before the rest of its calls are given up.
pub const RECONNECTS: usize = 3;

/// The 2025 handshake's version.
pub const LEGACY_VERSION: &str = "2025-11-25";
/// The stateless revision.
pub const STATELESS_VERSION: &str = "2026-07-28";

/// Which protocol revision the audit speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Era {
    /// `initialize`, then `notifications/initialized` (2025-11-25).
    Legacy,
    /// Every request carries `_meta` with its version (2026-07-28).
    Stateless,
}

/// What a request got back.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    /// A JSON-RPC `result`.
    Result(Value),
    /// A JSON-RPC `error`.
    Error {
        /// `error.code`.
        code: i64,
        /// `error.message`.
        message: String,
        /// `error.data`, when present.
        data: Option<Value>,
    },
    /// No answer within the timeout.
    Timeout,
    /// The transport failed (the process exited, the connection failed, an HTTP status
    /// without a JSON-RPC body): what happened.
    Transport(String),
}

impl Answer {
    /// The answer of a JSON-RPC response message.
    pub fn of_response(message: &Value) -> Answer {
        if let Some(error) = message.get("error") {
            return Answer::Error {
                code: error.get("code").and_then(Value::as_i64).unwrap_or(0),
                message: error
                    .get("message")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_owned(),
                data: error.get("data").cloned(),
            };
        }
        Answer::Result(message.get("result").cloned().unwrap_or(Value::Null))
    }

    /// A short description, for error messages.
    pub fn describe(&self) -> String {
        match self {
            Answer::Result(_) => "a result".to_owned(),
            Answer::Error { code, message, .. } => format!("error {code} {message:?}"),
            Answer::Timeout => "no answer (timed out)".to_owned(),
            Answer::Transport(why) => why.clone(),
        }
    }
}

/// How a request showed a server crashing: it went away, garbled its output, stopped
/// answering or failed the request outside JSON-RPC.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum How {
    /// The process exited: `status 3`, `signal 9`.
    Exited(String),
    /// It closed its stdout and lives on.
    ClosedOutput,
    /// It closed its stdin and lives on.
    ClosedInput,
    /// It wrote a line that is not UTF-8 (on stdout, in an SSE stream).
    NotUtf8,
    /// It stopped reading its stdin: a write did not complete in this time.
    StoppedReading(Duration),
    /// No answer within this time, nor to a `ping` sent after it (the audit's run tells).
    Silent(Duration),
    /// An HTTP 5xx status without a JSON-RPC answer: the status and what came instead.
    Status(u16, String),
    /// The connection was reset or closed without an answer: the error.
    Reset(String),
    /// The server's address refused the connection.
    Refused,
}

/// What one request showed of a crash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crash {
    /// What happened.
    pub how: How,
    /// Whether the server was gone before the request was sent (its stdin closed, its
    /// address refusing): it went after the request before.
    pub before: bool,
}

impl Crash {
    /// A crash during the request.
    pub fn during(how: How) -> Crash {
        Crash { how, before: false }
    }
}

/// JSON-RPC request `id`: `method` with `params`.
pub fn request_message(id: u64, method: &str, params: &Value) -> Value {
    json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params })
}

/// Whether JSON-RPC message `message` answers request `id`.
pub fn answers(message: &Value, id: u64) -> bool {
    message.get("id").and_then(Value::as_u64) == Some(id)
        && (message.get("result").is_some() || message.get("error").is_some())
}

/// What one HTTP request without the user's headers got: for the auth probes.
#[derive(Debug, Clone)]
pub struct AuthProbe {
    /// What was sent instead: `no credential`, `a bearer token that is not one`.
    pub label: &'static str,
    /// The HTTP status, 0 when the request failed.
    pub status: u16,
    /// The body (cut), or why the request failed.
    pub body: String,
    /// Whether a `WWW-Authenticate` header came back.
    pub challenge: bool,
}

/// Two requests sent together, a slow one and a fast one sent while it runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Together {
    /// How long the slow one took.
    pub slow: Duration,
    /// How long the fast one took from its own sending.
    pub fast: Duration,
    /// Whether the fast one's answer came after the slow one's, or in its last tenth (at
    /// least 100 ms): held until it ended ([`held_until_the_end`]).
    pub after: bool,
}

/// Whether an answer that ended `fast_end` after both were sent was held until the slow
/// one's end (`slow_end`): after it, or within its last tenth (at least 100 ms), as a
/// server that held it and then finished the slow call with a short step of its own
/// answers it, and as two answers read on two threads can be timed out of order.
pub fn held_until_the_end(slow_end: Duration, fast_end: Duration) -> bool {
    fast_end + (slow_end / 10).max(Duration::from_millis(100)) >= slow_end
}

/// A transport that carries one request at a time.
pub trait Wire {
    /// Send request `id` and wait up to `timeout` for its answer.
    fn request(&mut self, id: u64, method: &str, params: &Value, timeout: Duration) -> Answer;
    /// Send `slow` and, while it runs, `fast`; wait up to `timeout` for both answers: see
    /// [`Together`]; `None` when either got no answer.
    fn concurrent(
        &mut self,
        slow: (u64, &str, &Value),
        fast: (u64, &str, &Value),
        timeout: Duration,
    ) -> Option<Together>;
    /// Why this wire can carry nothing more (a process that exited, garbled its stdout or
    /// stopped reading; an HTTP session that expired), once it cannot.
    fn broken(&self) -> Option<&str>;
    /// Whether the request that found the wire broken was refused unread (an HTTP session
    /// that expired answers 404 before it handles anything), so sending it again is safe.
    fn refused_unread(&self) -> bool {
        false
    }
    /// What the last request showed of a crash, taken (`None` the next time).
    fn crash(&mut self) -> Option<Crash> {
        None
    }
    /// Send a notification.
    fn notify(&mut self, method: &str, params: &Value);
    /// The protocol version the session negotiated (HTTP sends it as a header).
    fn set_version(&mut self, _version: &str) {}
    /// Over HTTP: `tools/list` without the user's headers, with `bearer` as the only
    /// credential when given. `None` for other transports.
    fn auth_probe(&mut self, _id: u64, _bearer: Option<&str>) -> Option<(u16, String, bool)> {
        None
    }
    /// Send `body` as it is (a malformed message), over HTTP with the protocol headers of
    /// `route` (a method and params that may disagree with the body's), and wait up to
    /// `wait`: see [`Session::raw`]. `None` for a wire that cannot.
    fn raw(
        &mut self,
        _body: &str,
        _id: Option<u64>,
        _route: (&str, &Value),
        _wait: Duration,
    ) -> Option<(u16, String)> {
        None
    }
    /// `stdio` or `http`.
    fn name(&self) -> &'static str;
}

/// What the server said about itself.
#[derive(Debug, Clone, Default)]
pub struct ServerInfo {
    /// `serverInfo.name`.
    pub name: String,
    /// `serverInfo.version`.
    pub version: String,
    /// The protocol version in use.
    pub protocol_version: String,
    /// The declared capabilities.
    pub capabilities: Value,
}

/// Starts a wire: a process spawned, an HTTP client made.
pub type Connect = Box<dyn FnMut() -> Result<Box<dyn Wire>, String>>;

/// A session: the wire, the era, the request ids, the time left. When the wire breaks, a
/// new one is connected and initialized (up to [`RECONNECTS`] times) and the calls go on.
pub struct Session {
    wire: Box<dyn Wire>,
    connect: Connect,
    era: Era,
    next_id: u64,
    timeout: Duration,
    deadline: Instant,
    /// Filled by [`Session::open`].
    pub server: ServerInfo,
    /// Each time the wire broke: why, and whether a new one took its place.
    pub reconnects: Vec<String>,
    transport: &'static str,
}

impl Session {
    /// Connect, and open a session: the handshake (2025) or `server/discover` (2026). Every
    /// request ends by `deadline`. The error says why the server could not be initialized.
    pub fn open(
        mut connect: Connect,
        era: Era,
        timeout: Duration,
        deadline: Instant,
    ) -> Result<Session, String> {
        let wire = connect()?;
        let mut session = Session {
            wire,
            connect,
            era,
            next_id: 0,
            timeout,
            deadline,
            server: ServerInfo::default(),
            reconnects: Vec::new(),
            transport: "",
        };
        session.transport = session.wire.name();
        session.server = session.initialize()?;
        Ok(session)
    }

    /// The handshake (2025) or `server/discover` (2026) on the current wire.
    fn initialize(&mut self) -> Result<ServerInfo, String> {
        let (method, mut params) = match self.era {
            Era::Legacy => (
                "initialize",
                json!({
                    "protocolVersion": LEGACY_VERSION,
                    "capabilities": {},
                    "clientInfo": client_info(),
                }),
            ),
            Era::Stateless => ("server/discover", json!({})),
        };
        let result = match self.send(method, &mut params, self.timeout) {
            Answer::Result(result) => result,
            other => return Err(format!("{method} failed: {}", other.describe())),
        };
        let server = server_info(&result, self.era);
        if self.era == Era::Legacy {
            self.wire.set_version(&server.protocol_version);
            self.wire.notify("notifications/initialized", &json!({}));
        }
        Ok(server)
    }

    /// The time left before the deadline.
    pub fn time_left(&self) -> Duration {
        self.deadline.saturating_duration_since(Instant::now())
    }

    /// Send a request with the session's timeout (cut to the time left), `_meta` added in
    /// 2026; then, if the wire broke, connect a new one for the next request.
    pub fn request(&mut self, method: &str, params: Value) -> Answer {
        self.probe(method, params).0
    }

    /// [`Session::request`], and what the request showed of a crash (taken from the wire
    /// before a broken one is replaced).
    pub fn probe(&mut self, method: &str, mut params: Value) -> (Answer, Option<Crash>) {
        let timeout = self.timeout.min(self.time_left());
        if timeout.is_zero() {
            return (Answer::Timeout, None);
        }
        let answer = self.send(method, &mut params, timeout);
        let crash = self.wire.crash();
        let unread = self.wire.refused_unread();
        if self.mend() && unread {
            let timeout = self.timeout.min(self.time_left());
            let answer = self.send(method, &mut params, timeout);
            return (answer, self.wire.crash());
        }
        (answer, crash)
    }

    /// Each call's timeout.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// Whether the wire is broken for good (no new one could take its place).
    pub fn broken(&self) -> bool {
        self.wire.broken().is_some()
    }

    /// Replace a broken wire, at most [`RECONNECTS`] times, within the deadline: whether a
    /// new one took its place.
    fn mend(&mut self) -> bool {
        let Some(why) = self.wire.broken().map(str::to_owned) else {
            return false;
        };
        if self.reconnects.len() >= RECONNECTS || self.time_left().is_zero() {
            return false;
        }
        // The old wire goes first: its process group is killed before a new one starts.
        let _ = std::mem::replace(&mut self.wire, Box::new(Dead(why.clone())));
        let outcome = (self.connect)().and_then(|wire| {
            self.wire = wire;
            self.initialize()
        });
        let mended = outcome.is_ok();
        self.reconnects.push(match outcome {
            Ok(_) => format!("{why}: started again"),
            Err(e) => {
                let why = format!("{why}: starting again failed: {e}");
                self.wire = Box::new(Dead(why.clone()));
                why
            }
        });
        mended
    }

    /// Send `params` (stamped in place, so a resend carries the same) as a new request.
    fn send(&mut self, method: &str, params: &mut Value, timeout: Duration) -> Answer {
        self.stamp(params);
        self.next_id += 1;
        self.wire.request(self.next_id, method, params, timeout)
    }

    /// In 2026, `params._meta` gets the version, capabilities and client info.
    fn stamp(&self, params: &mut Value) {
        if self.era == Era::Stateless {
            if let Some(object) = params.as_object_mut() {
                let meta = object
                    .entry("_meta")
                    .or_insert_with(|| Value::Object(Map::new()));
                if let Some(meta) = meta.as_object_mut() {
                    for (key, value) in stateless_meta() {
                        meta.insert(key, value);
                    }
                }
            }
        }
    }

    /// `slow` again, and `tools/list` while it runs (see [`Wire::concurrent`]).
    pub fn concurrent(&mut self, method: &str, mut params: Value) -> Option<Together> {
        let timeout = self.timeout.min(self.time_left());
        let mut list = json!({});
        self.stamp(&mut params);
        self.stamp(&mut list);
        let (slow, fast) = (self.next_id + 1, self.next_id + 2);
        self.next_id += 2;
        let took = self.wire.concurrent(
            (slow, method, &params),
            (fast, "tools/list", &list),
            timeout,
        );
        self.mend();
        took
    }

    /// Every page of a list (`tools/list` -> `tools`), following `nextCursor`.
    pub fn list_all(&mut self, method: &str, key: &str) -> Result<Vec<Value>, String> {
        let mut items = Vec::new();
        let mut cursor: Option<String> = None;
        for _ in 0..100 {
            let params = match &cursor {
                Some(c) => json!({ "cursor": c }),
                None => json!({}),
            };
            let result = match self.request(method, params) {
                Answer::Result(result) => result,
                other => return Err(format!("{method} failed: {}", other.describe())),
            };
            if let Some(page) = result.get(key).and_then(Value::as_array) {
                items.extend(page.iter().cloned());
            }
            cursor = result
                .get("nextCursor")
                .and_then(Value::as_str)
                .map(str::to_owned);
            if cursor.is_none() {
                break;
            }
        }
        Ok(items)
    }

    /// Whether the server declares `capability` (`resources`, `prompts`).
    pub fn declares(&self, capability: &str) -> bool {
        self.server
            .capabilities
            .get(capability)
            .is_some_and(|c| !c.is_null())
    }

    /// Whether the server declares extension `id` (`io.modelcontextprotocol/skills`) in
    /// its capabilities' `extensions`.
    pub fn declares_extension(&self, id: &str) -> bool {
        self.server
            .capabilities
            .get("extensions")
            .and_then(|e| e.get(id))
            .is_some_and(serde_json::Value::is_object)
    }

    /// The HTTP auth probes: `tools/list` with no credential and with a bearer token that is
    /// not one. Empty for stdio.
    pub fn auth_probes(&mut self) -> Vec<AuthProbe> {
        let cases: [(&'static str, Option<&str>); 2] = [
            ("no credential", None),
            (
                "a bearer token that is not one",
                Some("twaudit-not-a-credential"),
            ),
        ];
        let mut out = Vec::new();
        for (label, bearer) in cases {
            self.next_id += 1;
            if let Some((status, body, challenge)) = self.wire.auth_probe(self.next_id, bearer) {
                out.push(AuthProbe {
                    label,
                    status,
                    body,
                    challenge,
                });
            }
        }
        out
    }

    /// `stdio` or `http`.
    pub fn transport(&self) -> &'static str {
        self.transport
    }

    /// A new request id, for a message built by hand (see [`Session::raw`]).
    pub fn fresh_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// `params` as the session sends them: in 2026 with the `_meta` every request carries.
    pub fn stamped(&self, mut params: Value) -> Value {
        self.stamp(&mut params);
        params
    }

    /// Send `body` as it is (invalid JSON, a member of the wrong type, a request whose
    /// headers disagree with it), over HTTP with the protocol headers of `route`'s method and
    /// params rather than the body's, and wait up to `wait` (cut to the session's timeout
    /// and the time left): the HTTP status (0 over stdio) and the answer's text (a JSON-RPC
    /// message to `id` or to no id, after any lines that are not JSON-RPC; an HTTP body,
    /// whatever its status). `None` when nothing came back. A wire it broke is replaced.
    pub fn raw(
        &mut self,
        body: &str,
        id: Option<u64>,
        route: (&str, &Value),
        wait: Duration,
    ) -> Option<(u16, String)> {
        let wait = wait.min(self.timeout).min(self.time_left());
        if wait.is_zero() {
            return None;
        }
        let answer = self.wire.raw(body, id, route, wait);
        self.mend();
        answer
    }
}

/// A wire that broke and is being replaced.
struct Dead(String);

impl Wire for Dead {
    fn request(&mut self, _: u64, _: &str, _: &Value, _: Duration) -> Answer {
        Answer::Transport(self.0.clone())
    }
    fn concurrent(
        &mut self,
        _: (u64, &str, &Value),
        _: (u64, &str, &Value),
        _: Duration,
    ) -> Option<Together> {
        None
    }
    fn notify(&mut self, _: &str, _: &Value) {}
    fn broken(&self) -> Option<&str> {
        Some(&self.0)
    }
    fn name(&self) -> &'static str {
        "broken"
    }
}

fn client_info() -> Value {
    json!({ "name": "toolwright-audit", "version": env!("CARGO_PKG_VERSION") })
}

/// The `_meta` every 2026-07-28 request carries.
pub fn stateless_meta() -> Map<String, Value> {
    let mut meta = Map::new();
    meta.insert(
        "io.modelcontextprotocol/protocolVersion".into(),
        json!(STATELESS_VERSION),
    );
    meta.insert(
        "io.modelcontextprotocol/clientCapabilities".into(),
        json!({}),
    );
    meta.insert("io.modelcontextprotocol/clientInfo".into(), client_info());
    meta
}

/// The server's name, version, protocol version and capabilities, from an `initialize` or
/// `server/discover` result.
fn server_info(result: &Value, era: Era) -> ServerInfo {
    let info = result
        .get("serverInfo")
        .or_else(|| {
            result
                .get("_meta")
                .and_then(|m| m.get("io.modelcontextprotocol/serverInfo"))
        })
        .cloned()
        .unwrap_or(Value::Null);
    let text = |v: Option<&Value>| v.and_then(Value::as_str).unwrap_or("?").to_owned();
    ServerInfo {
        name: text(info.get("name")),
        version: text(info.get("version")),
        protocol_version: match era {
            Era::Legacy => text(result.get("protocolVersion")),
            Era::Stateless => STATELESS_VERSION.to_owned(),
        },
        capabilities: result.get("capabilities").cloned().unwrap_or(json!({})),
    }
}

#[cfg(test)]
mod tests {
    use super::held_until_the_end;
    use std::time::Duration;

    /// Held: answered after the slow call, or in its last tenth (100 ms at least); not
    /// held: answered well before it ended, however late.
    #[test]
    fn an_answer_is_held_when_it_ends_with_the_slow_call() {
        let ms = Duration::from_millis;
        assert!(held_until_the_end(ms(1500), ms(1510)));
        assert!(held_until_the_end(ms(1500), ms(1400)));
        assert!(held_until_the_end(ms(500), ms(410)));
        assert!(!held_until_the_end(ms(1500), ms(1000)));
        assert!(!held_until_the_end(ms(3000), ms(2600)));
    }
}
