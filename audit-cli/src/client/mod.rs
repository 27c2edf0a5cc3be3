//! The client side of MCP: a wire (stdio or Streamable HTTP) that carries one JSON-RPC
//! request at a time, and a session over it in either era (the 2025-11-25 handshake, or the
//! stateless 2026-07-28 requests that each carry their version in `_meta`).

pub mod http;
pub mod stdio;

use serde_json::{json, Map, Value};
use std::time::Duration;

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

/// A transport that carries one request at a time.
pub trait Wire {
    /// Send request `id` and wait up to `timeout` for its answer.
    fn request(&mut self, id: u64, method: &str, params: &Value, timeout: Duration) -> Answer;
    /// Send a notification.
    fn notify(&mut self, method: &str, params: &Value);
    /// The protocol version the session negotiated (HTTP sends it as a header).
    fn set_version(&mut self, _version: &str) {}
    /// Over HTTP: `tools/list` without the user's headers, with `bearer` as the only
    /// credential when given. `None` for other transports.
    fn auth_probe(&mut self, _id: u64, _bearer: Option<&str>) -> Option<(u16, String, bool)> {
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

/// A session: the wire, the era, the request ids.
pub struct Session {
    wire: Box<dyn Wire>,
    era: Era,
    next_id: u64,
    timeout: Duration,
    /// Filled by [`Session::open`].
    pub server: ServerInfo,
}

impl Session {
    /// Open a session over `wire`: the handshake (2025) or `server/discover` (2026). The
    /// error says why the server could not be initialized.
    pub fn open(wire: Box<dyn Wire>, era: Era, timeout: Duration) -> Result<Session, String> {
        let mut session = Session {
            wire,
            era,
            next_id: 0,
            timeout,
            server: ServerInfo::default(),
        };
        let (method, params) = match era {
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
        let result = match session.request(method, params) {
            Answer::Result(result) => result,
            other => return Err(format!("{method} failed: {}", other.describe())),
        };
        session.server = server_info(&result, era);
        if era == Era::Legacy {
            let version = session.server.protocol_version.clone();
            session.wire.set_version(&version);
            session.wire.notify("notifications/initialized", &json!({}));
        }
        Ok(session)
    }

    /// Send a request with the session's timeout, `_meta` added in 2026.
    pub fn request(&mut self, method: &str, params: Value) -> Answer {
        self.request_within(method, params, self.timeout)
    }

    fn request_within(&mut self, method: &str, mut params: Value, timeout: Duration) -> Answer {
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
        self.next_id += 1;
        self.wire.request(self.next_id, method, &params, timeout)
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
        self.wire.name()
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
