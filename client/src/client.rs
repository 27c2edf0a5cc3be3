//! The client: connect (stdio, Streamable HTTP, or a server in this process), in either era,
//! list tools and call them; every request bounded, and given up cleanly when its caller
//! drops it.

use crate::connect::Connect;
use crate::failure::{Failure, FailureKind};
use crate::link::{closed, lock, Arrival, Link, Route, Shared};
use crate::tool::Tool;
use serde_json::{json, Map, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use toolwright::server::{routed_name, stamp_stateless, HANDSHAKE_VERSIONS};
use toolwright::wire::{is_replay, text_of};
use toolwright::Era;

/// The most `tools/list` pages read: a server whose cursor never ends is broken.
const MAX_PAGES: usize = 1_000;

/// A connection to one MCP server. Cheap to clone: clones share the connection, and may call
/// at the same time.
#[derive(Clone)]
pub struct Client {
    inner: Arc<Inner>,
}

struct Inner {
    link: Link,
    shared: Arc<Shared>,
    era: Era,
    timeout: Duration,
    next_id: AtomicU64,
    /// The tools last listed, by name.
    tools: Mutex<HashMap<String, Tool>>,
    /// The handshake's `result` (2025-11-25).
    server: Mutex<Option<Value>>,
    /// The `clientInfo.name` the handshake gives.
    name: String,
    /// Held while a refused session is begun again.
    rejoin: tokio::sync::Mutex<()>,
}

/// A call's result that did not fail.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Output {
    /// What the model reads: the text of every `text` content block, one per line.
    pub text: String,
    /// `structuredContent`, if any.
    pub structured: Option<Value>,
    /// Whether it is an idempotency key's kept outcome, replayed (the call did not run
    /// again).
    pub replayed: bool,
    /// The whole `result`.
    pub result: Value,
}

impl Client {
    /// A client over `link`, after the 2025-11-25 handshake in that era.
    pub(crate) async fn start(
        link: Link,
        shared: Arc<Shared>,
        era: Era,
        timeout: Duration,
        name: String,
    ) -> Result<Client, Failure> {
        let client = Client {
            inner: Arc::new(Inner {
                link,
                shared,
                era,
                timeout,
                next_id: AtomicU64::new(0),
                tools: Mutex::new(HashMap::new()),
                server: Mutex::new(None),
                name,
                rejoin: tokio::sync::Mutex::new(()),
            }),
        };
        if era == Era::Legacy {
            client.handshake(&client.inner.name).await?;
        }
        Ok(client)
    }

    /// A 2025-11-25 client of the server `command` starts ([`Connect::stdio`]).
    ///
    /// # Errors
    ///
    /// When the server cannot be started or the handshake fails.
    pub async fn stdio(command: tokio::process::Command) -> Result<Client, Failure> {
        Connect::new().stdio(command).await
    }

    /// A 2025-11-25 client of the Streamable HTTP endpoint `url` ([`Connect::http`]).
    ///
    /// # Errors
    ///
    /// When the handshake fails.
    pub async fn http(url: impl Into<String>) -> Result<Client, Failure> {
        Connect::new().http(url).await
    }

    /// The era this client speaks.
    pub fn era(&self) -> Era {
        self.inner.era
    }

    /// The handshake's `result` (server info, capabilities, instructions); `None` in
    /// 2026-07-28, which has no handshake.
    pub fn server(&self) -> Option<Value> {
        lock(&self.inner.server).clone()
    }

    /// Every tool the server lists, page after page (kept for [`Client::tool`] and the
    /// retry policy).
    ///
    /// # Errors
    ///
    /// When `tools/list` fails.
    pub async fn list_tools(&self) -> Result<Vec<Tool>, Failure> {
        let mut tools = Vec::new();
        let mut cursor: Option<String> = None;
        let mut pages = 0;
        loop {
            let params = cursor.clone().map_or_else(Map::new, |c| {
                Map::from_iter([("cursor".to_owned(), Value::String(c))])
            });
            let result = self.request("tools/list", params).await?;
            let listed = result.get("tools").and_then(Value::as_array);
            tools.extend(
                listed
                    .into_iter()
                    .flatten()
                    .filter_map(Tool::from_definition),
            );
            match result.get("nextCursor").and_then(Value::as_str) {
                Some(next) if !next.is_empty() => {
                    pages += 1;
                    if pages > MAX_PAGES || cursor.as_deref() == Some(next) {
                        return Err(Failure::client(
                            FailureKind::Garbled,
                            "the server's tools/list pages do not end",
                        ));
                    }
                    cursor = Some(next.to_owned());
                }
                _ => break,
            }
        }
        *lock(&self.inner.tools) = tools.iter().map(|t| (t.name.clone(), t.clone())).collect();
        Ok(tools)
    }

    /// Tool `name` as last listed.
    pub fn tool(&self, name: &str) -> Option<Tool> {
        lock(&self.inner.tools).get(name).cloned()
    }

    /// Call tool `name` with `arguments` (an object), once. In 2026-07-28 over HTTP, a tool
    /// not yet listed is listed first: its `Mcp-Param-*` headers come from its schema.
    ///
    /// # Errors
    ///
    /// Every way the call can fail, as one [`Failure`]: the tool's own failure
    /// (`isError: true`, [`FailureKind::Tool`]), a JSON-RPC error, an HTTP status, a
    /// timeout, a lost connection.
    pub async fn call(&self, name: &str, arguments: Value) -> Result<Output, Failure> {
        let mut route = Route {
            name: Some(name.to_owned()),
            params: Vec::new(),
        };
        if self.inner.era == Era::Stateless && matches!(self.inner.link, Link::Http(_)) {
            if self.tool(name).is_none() {
                self.list_tools().await?;
            }
            if let Some(tool) = self.tool(name) {
                route.params = mirrored(&tool, &arguments);
            }
        }
        let params = Map::from_iter([
            ("name".to_owned(), Value::String(name.to_owned())),
            ("arguments".to_owned(), arguments),
        ]);
        let result = self.exchange("tools/call", params, route).await?;
        if result.get("isError").and_then(Value::as_bool) == Some(true) {
            return Err(Failure::from_tool_result(&result));
        }
        // 2026-07-28: a result that is not `complete` (`input_required`: the server asks
        // for what this client cannot give) is no outcome of the tool.
        let kind = result.get("resultType").and_then(Value::as_str);
        if kind.is_some_and(|k| k != "complete") {
            return Err(Failure::client(
                FailureKind::Garbled,
                "the server asked for input this client cannot give",
            ));
        }
        Ok(Output {
            text: text_of(&result),
            structured: result.get("structuredContent").cloned(),
            replayed: is_replay(&result),
            result,
        })
    }

    /// Send request `method` with `params` and wait for its `result` (in 2026-07-28 the
    /// request's `_meta` gets the revision and the client's capabilities).
    ///
    /// # Errors
    ///
    /// A JSON-RPC error, an HTTP status, a timeout, a lost connection.
    pub async fn request(
        &self,
        method: &str,
        params: Map<String, Value>,
    ) -> Result<Value, Failure> {
        let name = routed_name(method, &params).map(str::to_owned);
        let route = Route {
            name,
            params: Vec::new(),
        };
        self.exchange(method, params, route).await
    }

    /// What the server sent besides answers (progress, log messages, list changes) since
    /// the last look; at most the last 1,024. Over HTTP, those a request's event stream
    /// carried: this client opens no standalone stream (`GET`, `subscriptions/listen`).
    pub fn notifications(&self) -> Vec<Value> {
        self.inner.shared.take_notifications()
    }

    /// End the connection: close a server binary's input and wait for it to exit, or end
    /// the HTTP session.
    pub async fn close(self) {
        self.inner.link.close().await;
    }

    async fn handshake(&self, name: &str) -> Result<(), Failure> {
        let params = json!({
            "protocolVersion": HANDSHAKE_VERSIONS[0],
            "capabilities": {},
            "clientInfo": {"name": name, "version": env!("CARGO_PKG_VERSION")},
        });
        let Value::Object(params) = params else {
            unreachable!("an object")
        };
        let result = self
            .exchange_once("initialize", params, Route::default())
            .await?;
        let version = result.get("protocolVersion").and_then(Value::as_str);
        let Some(version) = version.filter(|v| HANDSHAKE_VERSIONS.contains(v)) else {
            return Err(Failure::client(
                FailureKind::Garbled,
                "the server answered the handshake with no version this client speaks",
            ));
        };
        if let Link::Http(http) = &self.inner.link {
            http.negotiated(version);
        }
        *lock(&self.inner.server) = Some(result.clone());
        let initialized = json!({"jsonrpc": "2.0", "method": "notifications/initialized"});
        let sent = self
            .inner
            .link
            .send(&self.inner.shared, initialized, Route::default());
        tokio::time::timeout(self.inner.timeout, sent)
            .await
            .unwrap_or_else(|_| {
                Err(Failure::client(
                    FailureKind::TimedOut,
                    "no answer to notifications/initialized",
                ))
            })
    }

    /// Send one request and wait for its `result`. A 2025-11-25 HTTP session the server
    /// no longer knows (`404`: the request did not run) is begun again, once, and the
    /// request sent in the new one.
    async fn exchange(
        &self,
        method: &str,
        params: Map<String, Value>,
        route: Route,
    ) -> Result<Value, Failure> {
        let http = matches!(self.inner.link, Link::Http(_));
        let again = (http && self.inner.era == Era::Legacy && method != "initialize")
            .then(|| (params.clone(), route.clone()));
        match self.exchange_once(method, params, route).await {
            Err(failure) if failure.status == Some(404) && again.is_some() => {
                let (params, route) = again.expect("kept");
                // One new session for every request the old one's end refused: the first
                // to get here begins it, the others find it.
                let one = self.inner.rejoin.lock().await;
                let open = matches!(&self.inner.link, Link::Http(http) if http.has_session());
                if !open {
                    tracing::info!(target: "toolwright_client", "the session expired; beginning another");
                    self.handshake(&self.inner.name).await?;
                }
                drop(one);
                self.exchange_once(method, params, route).await
            }
            outcome => outcome,
        }
    }

    async fn exchange_once(
        &self,
        method: &str,
        mut params: Map<String, Value>,
        route: Route,
    ) -> Result<Value, Failure> {
        let inner = &*self.inner;
        if inner.era == Era::Stateless {
            stamp_stateless(&mut params, json!({}));
        }
        let id = inner.next_id.fetch_add(1, Ordering::Relaxed);
        let answer = inner.shared.expect(id)?;
        let mut pending = Pending {
            client: self,
            id,
            done: false,
        };
        let message = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        let exchange = async {
            inner.link.send(&inner.shared, message, route).await?;
            answer
                .await
                .unwrap_or_else(|_| Err(closed("the connection closed")))
        };
        let arrival = match tokio::time::timeout(inner.timeout, exchange).await {
            Ok(arrival) => arrival,
            Err(_) => {
                return Err(Failure::client(
                    FailureKind::TimedOut,
                    format!("no answer in {} ms", inner.timeout.as_millis()),
                ))
            }
        };
        pending.done = true;
        result_of(arrival?)
    }
}

/// A request waiting for its answer: when its caller gives up (drops it, or its timeout
/// passes), the server is told and the answer, if one comes, is dropped.
struct Pending<'a> {
    client: &'a Client,
    id: u64,
    done: bool,
}

impl Drop for Pending<'_> {
    fn drop(&mut self) {
        let inner = &*self.client.inner;
        inner.shared.forget(self.id);
        if !self.done && tokio::runtime::Handle::try_current().is_ok() {
            inner
                .link
                .cancel(&inner.shared, self.id, "the client gave up waiting");
        }
    }
}

/// The `result` of an answer, or its failure.
fn result_of(arrival: Arrival) -> Result<Value, Failure> {
    let Arrival { mut message, http } = arrival;
    if let Some(error) = message.get("error") {
        let failure = Failure::from_error(error);
        return Err(match http {
            Some((status, retry_after)) => failure.with_http(status, retry_after),
            None => failure,
        });
    }
    match message.get_mut("result").map(Value::take) {
        Some(result @ Value::Object(_)) => Ok(result),
        _ => Err(Failure::client(
            FailureKind::Garbled,
            "the server's answer has no result object",
        )),
    }
}

/// The `Mcp-Param-*` headers of a call of `tool` with `arguments`: each mirrored argument
/// with a value, as text.
fn mirrored(tool: &Tool, arguments: &Value) -> Vec<(String, String)> {
    tool.param_headers
        .iter()
        .filter_map(|(property, header)| {
            let text = match arguments.get(property)? {
                Value::String(s) => s.clone(),
                Value::Bool(b) => b.to_string(),
                Value::Number(n) => n.to_string(),
                _ => return None,
            };
            Some((header.clone(), text))
        })
        .collect()
}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client")
            .field("era", &self.inner.era)
            .finish_non_exhaustive()
    }
}
