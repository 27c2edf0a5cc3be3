//! A test client for server authors (feature `testing`): drive a [`ToolSet`](crate::ToolSet) or a
//! [`Server`] in-process, through the same engine and encoders as stdio, in either era, and
//! assert what the model reads and what the log holds.
//!
//! ```
//! use std::convert::Infallible;
//! use toolwright::testing::{Logs, TestClient};
//! use toolwright::{mcp_tool, tools, Category, ToolError};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! enum ForecastError {
//!     #[error("no forecast for that city")]
//!     #[error_kind(operational, category = "not_found", message = "No forecast for that city.",
//!                  suggested_action = "Call list_cities to see the cities with a forecast.")]
//!     UnknownCity,
//!     #[error("forecast store: {0}")]
//!     #[error_kind(internal)]
//!     Store(String),
//! }
//!
//! /// Today's forecast for a city.
//! #[mcp_tool]
//! async fn get_forecast(city: String) -> Result<String, ForecastError> {
//!     match city.as_str() {
//!         "Lisbon" => Ok("sunny".into()),
//!         "Atlantis" => Err(ForecastError::Store("forecasts.db: disk I/O error".into())),
//!         _ => Err(ForecastError::UnknownCity),
//!     }
//! }
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! let logs = Logs::capture();
//! let mut client = TestClient::legacy(tools![get_forecast]).await;
//!
//! assert_eq!(client.call("get_forecast", serde_json::json!({"city": "Lisbon"})).await.success().text, "sunny");
//!
//! // An operational failure: the model reads what happened and what to do next.
//! let answer = client.call("get_forecast", serde_json::json!({"city": "Mars"})).await;
//! answer
//!     .assert_fails_as(Category::NotFound)
//!     .assert_retryable(false)
//!     .assert_suggests("Call list_cities to see the cities with a forecast.");
//! answer.assert_holds_none(&["Mars"]);
//!
//! // An internal failure: a JSON-RPC error with a reference and nothing of the store; the
//! // details are in the log, under the same reference.
//! let answer = client.call("get_forecast", serde_json::json!({"city": "Atlantis"})).await;
//! let reference = answer.assert_rejected(-32603).reference().to_owned();
//! answer.assert_holds_none(&["forecasts.db"]);
//! assert!(logs.lines_with(&reference).iter().any(|l| l.contains("forecasts.db")));
//! # }
//! ```
//!
//! [`TestClient::stateless`] speaks 2026-07-28 instead (no handshake; each request says its
//! revision in `_meta`). With the `http` feature, `TestClient::over_http` sends the same
//! requests through the server's HTTP service in-process, and `TestClient::http` to a URL. [`TestClient::spawn`] drives your built server binary over its stdin
//! and stdout with the same API, and [`TestClient::close`] hands back its log (stderr). [`Response::masked`] is the line with its correlation ids masked,
//! for a test that compares exact bytes. The store contract suites check a backend of your
//! own in one line each: [`server::tasks::contract::check`](crate::server::tasks::contract::check),
//! [`idempotency::contract::check`](crate::idempotency::contract::check),
//! [`ratelimit::contract::check`](crate::ratelimit::contract::check).

#[cfg(feature = "http")]
mod http;
mod logs;
mod response;

pub use logs::Logs;
pub use response::{mask_refs, Failure, Response, RpcError, Succeeded};

use crate::server::era::{stamp_stateless, HANDSHAKE_VERSIONS};
use crate::server::Server;
use crate::wire::Era;
use serde_json::{json, Map, Value};
use std::io;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::process::Child;
use tokio::task::JoinHandle;

/// How long a request may wait for its answer before the test fails: a guard against a
/// hang, not a timing assumption.
const PATIENCE: Duration = Duration::from_secs(30);

/// A client of a server over the stdio transport's framing: one running in-process on the
/// current tokio runtime (in-memory pipes in place of stdin and stdout), or a server binary
/// it starts ([`TestClient::spawn`]), with the same API.
pub struct TestClient {
    wire: Wire,
    server: Running,
    era: Era,
    next_id: u64,
    notifications: Vec<Value>,
}

/// How messages travel.
enum Wire {
    /// Lines on a byte stream (stdio's framing).
    Lines {
        input: Box<dyn AsyncWrite + Send + Unpin>,
        output: BufReader<Box<dyn AsyncRead + Send + Unpin>>,
    },
    /// Streamable HTTP.
    #[cfg(feature = "http")]
    Http(Box<http::HttpWire>),
}

/// Where the server runs.
enum Running {
    /// A task of this runtime.
    InProcess(JoinHandle<io::Result<()>>),
    /// A child process, what it writes to stderr (its log), and the task reading that.
    Child(Child, Arc<Mutex<Vec<u8>>>, JoinHandle<()>),
    /// Nothing of this client's: a tower service called per request, or a URL.
    #[cfg(feature = "http")]
    Elsewhere,
}

impl TestClient {
    /// A 2025-11-25 client of `server` (a [`Server`], or a [`ToolSet`](crate::ToolSet)
    /// served with the defaults), after its handshake.
    ///
    /// # Panics
    ///
    /// When the server does not complete the handshake.
    pub async fn legacy(server: impl Into<Server>) -> TestClient {
        Self::connect(server.into(), Era::Legacy).await
    }

    /// A 2026-07-28 client of `server`: no handshake, each request carries its revision
    /// and the client's capabilities in `_meta`.
    pub async fn stateless(server: impl Into<Server>) -> TestClient {
        Self::connect(server.into(), Era::Stateless).await
    }

    /// A client of `server` in `era`.
    ///
    /// # Panics
    ///
    /// When a 2025-11-25 handshake fails.
    pub async fn connect(server: Server, era: Era) -> TestClient {
        let (input, server_in) = tokio::io::duplex(64 * 1024);
        let (server_out, output) = tokio::io::duplex(64 * 1024);
        let running = Running::InProcess(tokio::spawn(server.serve(server_in, server_out)));
        Self::over(Box::new(input), Box::new(output), running, era).await
    }

    /// A client of the server binary `command` starts, over its stdin and stdout, in `era`;
    /// what it logs to stderr is kept, and handed back by [`TestClient::close`].
    ///
    /// # Errors
    ///
    /// When the command cannot be started.
    ///
    /// # Panics
    ///
    /// When a 2025-11-25 handshake fails.
    pub async fn spawn(mut command: Command, era: Era) -> io::Result<TestClient> {
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = tokio::process::Command::from(command)
            .kill_on_drop(true)
            .spawn()?;
        let (Some(input), Some(output), Some(mut stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            unreachable!("the three pipes were asked for");
        };
        let log = Arc::new(Mutex::new(Vec::new()));
        let kept = Arc::clone(&log);
        let reader = tokio::spawn(async move {
            let mut chunk = [0u8; 4096];
            while let Ok(n @ 1..) = stderr.read(&mut chunk).await {
                kept.lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .extend_from_slice(&chunk[..n]);
            }
        });
        let running = Running::Child(child, log, reader);
        Ok(Self::over(Box::new(input), Box::new(output), running, era).await)
    }

    /// A client of `server` over Streamable HTTP in `era`, in-process: each request goes
    /// through the server's HTTP service ([`Server::into_http_service`]: its headers, status
    /// codes, sessions and event streams), with no socket.
    ///
    /// # Panics
    ///
    /// When a 2025-11-25 handshake fails.
    #[cfg(feature = "http")]
    pub async fn over_http(server: impl Into<Server>, era: Era) -> TestClient {
        let wire = http::HttpWire::service(server.into().into_http_service(), era);
        Self::start(Wire::Http(Box::new(wire)), Running::Elsewhere, era).await
    }

    /// A client of the Streamable HTTP endpoint `url` (`http://127.0.0.1:8000/mcp`) in
    /// `era`, sending `Authorization: Bearer <bearer>` when given one.
    ///
    /// # Panics
    ///
    /// When `url` is not a URL, the server cannot be reached, or a 2025-11-25 handshake
    /// fails.
    #[cfg(feature = "http")]
    pub async fn http(url: &str, era: Era, bearer: Option<&str>) -> TestClient {
        let wire = http::HttpWire::url(url, era, bearer);
        Self::start(Wire::Http(Box::new(wire)), Running::Elsewhere, era).await
    }

    /// The HTTP status of the last answer (`None` over stdio).
    pub fn last_status(&self) -> Option<u16> {
        match &self.wire {
            Wire::Lines { .. } => None,
            #[cfg(feature = "http")]
            Wire::Http(http) => http.status.map(|s| s.as_u16()),
        }
    }

    async fn over(
        input: Box<dyn AsyncWrite + Send + Unpin>,
        output: Box<dyn AsyncRead + Send + Unpin>,
        server: Running,
        era: Era,
    ) -> TestClient {
        let output = BufReader::new(output);
        Self::start(Wire::Lines { input, output }, server, era).await
    }

    async fn start(wire: Wire, server: Running, era: Era) -> TestClient {
        let mut client = TestClient {
            wire,
            server,
            era,
            next_id: 0,
            notifications: Vec::new(),
        };
        if era == Era::Legacy {
            let params = json!({
                "protocolVersion": HANDSHAKE_VERSIONS[0],
                "capabilities": {},
                "clientInfo": {"name": "toolwright-testing", "version": env!("CARGO_PKG_VERSION")},
            });
            // Numbered 0: the first request of a test is 1 in either era.
            client.exchange(0, "initialize", params).await.success();
            client
                .send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}))
                .await;
        }
        client
    }

    /// Call tool `name` with `arguments` (an object, or `null`).
    pub async fn call(&mut self, name: &str, arguments: Value) -> Response {
        let params = json!({"name": name, "arguments": arguments});
        self.request("tools/call", params).await
    }

    /// Every tool the server lists, page after page.
    ///
    /// # Panics
    ///
    /// When `tools/list` is answered with an error.
    pub async fn list_tools(&mut self) -> Vec<Value> {
        let mut tools = Vec::new();
        let mut cursor: Option<String> = None;
        loop {
            let params = cursor.map_or_else(|| json!({}), |c| json!({"cursor": c}));
            let answer = self.request("tools/list", params).await;
            let result = &answer.success().result;
            tools.extend(result["tools"].as_array().into_iter().flatten().cloned());
            match result.get("nextCursor").and_then(Value::as_str) {
                Some(next) => cursor = Some(next.to_owned()),
                None => return tools,
            }
        }
    }

    /// Send request `method` with `params` (an object; in 2026-07-28 its `_meta` gets the
    /// revision and the capabilities) and wait for its answer. Requests are numbered from 1
    /// (a 2025-11-25 handshake is 0). A notification the server
    /// sends meanwhile is kept ([`TestClient::notifications`]); a request it sends
    /// (elicitation, sampling) is answered `-32601`: this client declares neither.
    ///
    /// # Panics
    ///
    /// When the server closes its output, writes what is not JSON, or does not answer in
    /// 30 seconds.
    pub async fn request(&mut self, method: &str, params: Value) -> Response {
        self.next_id += 1;
        self.exchange(self.next_id, method, params).await
    }

    /// Send request `id`, and wait for its answer.
    async fn exchange(&mut self, id: u64, method: &str, params: Value) -> Response {
        let mut params = match params {
            Value::Object(members) => members,
            Value::Null => Map::new(),
            other => panic!("params must be an object, not {other}"),
        };
        if self.era == Era::Stateless {
            stamp_stateless(&mut params, json!({}));
        }
        let request = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        self.send(&request).await;
        loop {
            let line = self.recv_line().await;
            let message: Value = serde_json::from_str(&line)
                .unwrap_or_else(|e| panic!("the server wrote what is not JSON ({e}): {line}"));
            if message.get("id") == Some(&json!(id)) && message.get("method").is_none() {
                return Response::parse(&line).unwrap_or_else(|e| panic!("{e}"));
            }
            if let (Some(asked), Some(_)) = (message.get("id"), message.get("method")) {
                let refused = json!({"jsonrpc": "2.0", "id": asked, "error": {"code": -32601, "message": "Method not found"}});
                self.send(&refused).await;
            }
            self.notifications.push(message);
        }
    }

    /// What the server sent besides the answers (progress, log messages, list changes,
    /// its own requests), in order, since this was last asked.
    pub fn notifications(&mut self) -> Vec<Value> {
        std::mem::take(&mut self.notifications)
    }

    /// Close the server's input and wait for it to end: what a server binary
    /// ([`TestClient::spawn`]) wrote to stderr, its log, whole; nothing for a server
    /// in-process, whose log is the process's ([`Logs`]).
    ///
    /// # Errors
    ///
    /// The server's own error, if it ended with one; for a server binary, its exit with a
    /// status other than success.
    ///
    /// # Panics
    ///
    /// When the server's task panicked.
    pub async fn close(self) -> io::Result<String> {
        drop(self.wire);
        match self.server {
            Running::InProcess(task) => task
                .await
                .expect("the server's task panicked")
                .map(|()| String::new()),
            #[cfg(feature = "http")]
            Running::Elsewhere => Ok(String::new()),
            Running::Child(mut child, log, reader) => {
                let status = child.wait().await?;
                // Its stderr closed with it: read to the end.
                reader.await.expect("the stderr reader ends");
                let log = log.lock().unwrap_or_else(|e| e.into_inner());
                let log = String::from_utf8_lossy(&log).into_owned();
                if status.success() {
                    Ok(log)
                } else {
                    Err(io::Error::other(format!(
                        "the server exited with {status}; its log:\n{log}"
                    )))
                }
            }
        }
    }

    async fn send(&mut self, message: &Value) {
        match &mut self.wire {
            Wire::Lines { input, .. } => {
                let mut line = serde_json::to_vec(message).expect("a JSON value serializes");
                line.push(b'\n');
                input
                    .write_all(&line)
                    .await
                    .expect("the server reads its input");
            }
            #[cfg(feature = "http")]
            Wire::Http(http) => tokio::time::timeout(PATIENCE, http.post(message))
                .await
                .expect("the server answers within 30 s"),
        }
    }

    async fn recv_line(&mut self) -> String {
        let output = match &mut self.wire {
            Wire::Lines { output, .. } => output,
            #[cfg(feature = "http")]
            Wire::Http(http) => {
                return http
                    .next_line()
                    .expect("the server's HTTP answer held an answer to the request")
            }
        };
        let mut line = String::new();
        let read = tokio::time::timeout(PATIENCE, output.read_line(&mut line))
            .await
            .expect("the server answers within 30 s")
            .expect("the server's output is readable");
        assert!(read > 0, "the server closed its output");
        line.truncate(line.trim_end_matches('\n').len());
        line
    }
}

impl std::fmt::Debug for TestClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TestClient")
            .field("era", &self.era)
            .field("requests", &self.next_id)
            .finish_non_exhaustive()
    }
}
