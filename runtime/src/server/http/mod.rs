//! MCP Streamable HTTP (cargo feature `http`): toolwright's own transport, driven by the same
//! protocol engine as stdio, so a request gets the same JSON-RPC bytes on both.
//!
//! ```no_run
//! use toolwright::server::Server;
//! use toolwright::{mcp_tool, tools};
//!
//! /// Say it back.
//! #[mcp_tool(read_only)]
//! async fn echo(text: String) -> Result<String, std::convert::Infallible> {
//!     Ok(text)
//! }
//!
//! #[tokio::main]
//! async fn main() -> std::io::Result<()> {
//!     // Loopback only: the MCP endpoint is http://127.0.0.1:8000/mcp.
//!     let listener = tokio::net::TcpListener::bind("127.0.0.1:8000").await?;
//!     // Stop when this future resolves (say, on `tokio::signal::ctrl_c()`); here, never.
//!     let shutdown = std::future::pending();
//!     Server::new(tools![echo]).serve_http(listener, shutdown).await
//! }
//! ```
//!
//! In your own axum router, beside your routes and under your middleware:
//!
//! ```no_run
//! # use toolwright::{mcp_tool, tools};
//! # #[mcp_tool]
//! # async fn echo(text: String) -> Result<String, std::convert::Infallible> { Ok(text) }
//! use toolwright::server::Server;
//!
//! let mcp = Server::new(tools![echo]).into_http_service();
//! let app: axum::Router = axum::Router::new()
//!     .route("/health", axum::routing::get(|| async { "ok" }))
//!     .route_service("/mcp", mcp);
//! ```
//!
//! A remote client takes the endpoint's URL: `{"mcpServers": {"payments": {"url":
//! "http://127.0.0.1:8000/mcp"}}}` in Cursor, `claude mcp add --transport http payments
//! http://127.0.0.1:8000/mcp` in Claude Code (with `--header "Authorization: Bearer <token>"`
//! for a server that authenticates; Cursor takes `"headers"` beside `"url"`).
//!
//! # On AWS Lambda
//!
//! The same service serves a Lambda function through AWS's own runtime, `lambda_http`, behind
//! a Function URL, an API Gateway HTTP or REST API, or an Application Load Balancer: it turns
//! each invocation into an `http::Request` for a tower service and the answer back. The whole
//! `main` (`examples/lambda`, which serves the starter's tools):
//!
//! ```ignore
//! // Cargo.toml: toolwright = { version = "0.2", features = ["http"] },
//! //             lambda_http = "1.3", tokio = { version = "1", features = ["macros", "rt-multi-thread"] }
//! #[tokio::main]
//! async fn main() -> Result<(), lambda_http::Error> {
//!     let http = HttpConfig::new()
//!         .allow_any_host() // the Function URL or API Gateway routes by Host already
//!         .session_key(SessionKey::from_hex(&std::env::var("TOOLWRIGHT_SESSION_KEY")?)?);
//!     let service = Server::new(tools![get_forecast, list_cities])
//!         .default_timeout(Duration::from_secs(10)) // below the function's timeout
//!         .http_config(http)
//!         .into_http_service();
//!     lambda_http::run(service).await
//! }
//! ```
//!
//! Run it locally with `cargo lambda watch` (`pip install cargo-lambda`); the endpoint is
//! `http://127.0.0.1:9000/lambda-url/<binary>/mcp`. CI runs the example under that emulator
//! and drives it with MCP Inspector and the official TypeScript client, and checks that it
//! answers the same bytes as the starter's own HTTP server (`interop/clients/lambda.mjs`).
//!
//! What fits, and what needs care:
//!
//! - **2026-07-28 needs nothing kept.** Every request is served on its own, by whichever
//!   execution environment gets it. An elicitation's second round carries `requestState`
//!   sealed with a key derived from the session key, so give every environment the same
//!   [`HttpConfig::session_key`] (from a secret) or the round that reaches another one is
//!   refused.
//! - **2025-11-25 needs the shared session key too.** Lambda runs one environment per
//!   concurrent request, each a replica; sessions are signed, not stored, so environments
//!   sharing the key serve each other's sessions. With a key drawn per environment, a session
//!   reaching another one is answered `404` and the client starts again.
//! - **Answers are buffered.** `lambda_http` sends a response when it is complete, so
//!   progress notifications arrive with the result, and nothing streams. A server-to-client
//!   request in the middle of a 2025-11-25 call (elicitation, sampling) cannot work: the
//!   client sees it only once the call has ended, and its answer would reach another
//!   environment (use 2026-07-28, whose rounds need no open stream). Neither the GET stream
//!   nor `subscriptions/listen` fits: each would hold an invocation until the function's
//!   timeout. A server of tools only answers `GET` with `405`; one with resources or prompts
//!   offers the stream, so route only `POST` and `DELETE` to the function (API Gateway
//!   routes), or serve it from a container.
//! - **Cancellation does not reach a running call**: a 2025-11-25 `notifications/cancelled`
//!   lands on another environment, and Lambda does not report a client that hangs up.
//! - **Timeouts.** An invocation that outlives the function's timeout (3 s unless configured)
//!   is ended by Lambda with no JSON-RPC answer: set [`Server::default_timeout`] (and any
//!   `timeout_ms`) below it, so a slow tool is answered as a timeout the model can act on.
//! - **State that outlives a request.** An environment is frozen between invocations and
//!   discarded at will: idempotency keys and rate limits kept in memory hold per environment
//!   only; give them Redis ([`Server::store`]). Tasks do not fit: a task's handler runs on
//!   after the call is answered, and Lambda freezes the environment then, so it would stall
//!   until the next invocation and its lease would lapse. Redis would let any environment
//!   answer `tasks/get`, but not keep the work running; declare task tools without `task`, or
//!   serve them from a container.
//! - **Authentication**: the Function URL's `AWS_IAM` auth type, or [`BearerAuth`] in the
//!   function as on any server. Cold start under the emulator: `BENCHMARKS.md`.
//!
//! # Details
//!
//! - **Both eras on one endpoint.** A POST whose `MCP-Protocol-Version` header is
//!   `2026-07-28` is served statelessly: nothing is kept between requests, and any replica
//!   answers any request. Its `Mcp-Method` header must equal the body's `method`, and its
//!   `Mcp-Name` (plain, or `=?base64?…?=`) the body's `params.name` on `tools/call` and
//!   `prompts/get`, `params.uri` on `resources/read` and `params.taskId` on `tasks/*`; the header's
//!   version must equal `params._meta["io.modelcontextprotocol/protocolVersion"]`. A
//!   missing, malformed or different header is answered `400` with `-32020`; a body without
//!   the 2026-07-28 `_meta` `400` with `-32602`; a method the server does not implement
//!   `404` with `-32601`, as the spec asks. Any other POST speaks a handshake version
//!   (2025-11-25 and older): `initialize` starts a session.
//! - **Arguments a load balancer routes on** (SEP-2243). `#[header("Region")]` on a tool
//!   argument puts `"x-mcp-header": "Region"` in its schema, and a 2026-07-28 client mirrors
//!   the value into an `Mcp-Param-Region` header. The transport checks the header against
//!   the body before the handler runs: a value the body has and the header lacks, a header for
//!   an argument the body leaves out or `null`, a header sent twice, one that is not visible
//!   ASCII or not strict `=?base64?...?=` (padding included), or one that says something else
//!   (strings as they are, integers as numbers, bools as `true`/`false`) is `400` with
//!   `-32020`, naming the header and the argument, never the value. Only a string, integer or
//!   bool argument (or an `Option` of one) can carry it: anything else does not compile, nor
//!   does a `#[sensitive]` one (proxies log headers). 2025-11-25 sessions and stdio do not
//!   mirror arguments, so nothing is checked there.
//!
//!   ```
//!   use std::convert::Infallible;
//!   use toolwright::{mcp_tool, tools};
//!
//!   /// Runs a read-only query in one region's database.
//!   #[mcp_tool(read_only)]
//!   async fn execute_sql(
//!       /// The region whose replica runs the query.
//!       #[header("Region")]
//!       region: String,
//!       query: String,
//!   ) -> Result<String, Infallible> {
//!       Ok(format!("ran {} bytes of SQL in {region}", query.len()))
//!   }
//!
//!   let schema = &tools![execute_sql].list(toolwright::Era::Stateless)[0]["inputSchema"];
//!   assert_eq!(schema["properties"]["region"]["x-mcp-header"], "Region");
//!   ```
//! - **Sessions without server memory.** The `Mcp-Session-Id` that `initialize` returns
//!   names the session's start and a random nonce, authenticated with HMAC-SHA256 under the
//!   server's [`SessionKey`]. Replicas started with the same key
//!   ([`HttpConfig::session_key`]) accept each other's sessions, so a plain round-robin load
//!   balancer needs no stickiness and no shared store. A request without the header (other
//!   than `initialize`) is answered `400`; an id that is forged, expired or ended `404`, and
//!   the client starts a new session. `DELETE` ends a session (`204`).
//! - **Expiry.** A session ends [`HttpConfig::session_lifetime`] after its `initialize`
//!   (default 24 hours). It is not an idle timeout, on purpose: with no shared store a
//!   replica that has not seen a session for a while cannot tell an idle session from one
//!   its peers are serving. Between requests a session takes no server memory, so any
//!   number of them costs nothing; a replica remembers only the calls it is running and the
//!   sessions ended on it by `DELETE` (at most [`HttpConfig::max_ended_sessions`], until
//!   they would have expired).
//! - **Answers.** `application/json`, except a `tools/call` with `_meta.progressToken`,
//!   which is answered with a `text/event-stream` of `notifications/progress` events and
//!   then the response, and a 2025-11-25 call whose handler talks back (a question to the
//!   user or the client's model, a log message): its answer becomes an event stream when
//!   the handler first does, carrying the request or notification, then the response; the
//!   client answers a question in a POST of the session (`202`). That answer must reach
//!   the replica running the call: behind a load balancer, route by `Mcp-Session-Id` for
//!   2025-11-25 elicitation (2026-07-28 questions travel in the retry, which any replica
//!   with the key serves). A `logging/setLevel` is remembered by the replica that got it. Notifications (and, in a session, responses) are answered `202`
//!   with no body.
//! - **The `GET` stream.** A server with resources or prompts sends notifications unasked
//!   ([`Changes`](crate::server::Changes)): a 2025-11-25 session opens its stream with
//!   `GET` (`Accept: text/event-stream`, `Mcp-Session-Id`), and gets
//!   `notifications/resources/updated` for the URIs it subscribed to and the `list_changed`
//!   notifications there; one stream per session on a replica (a second `GET` is `409`),
//!   kept open with a comment line every 15 s, ended by `DELETE` or shutdown. Subscriptions
//!   are held by the replica that received them: behind a load balancer, route by
//!   `Mcp-Session-Id`. A server with neither answers `GET` `405`, which the spec allows.
//! - **`subscriptions/listen`** (2026-07-28). The POST's answer is an event stream: the
//!   acknowledgement, then the changes the filter asked for, each tagged with the request's
//!   id, a comment line every 15 s; closing it ends the subscription, and a shutdown ends
//!   it with the request's `resultType: "complete"` response. Like the `GET` stream, it
//!   hears the changes reported on the replica that holds it.
//! - **Cancellation.** In a session, `notifications/cancelled` stops a call running on the
//!   replica that receives it; the cancelled request is answered `202` with no JSON-RPC
//!   response. Behind a load balancer a cancellation reaches the call only when it lands on
//!   the same replica: route by the `Mcp-Session-Id` header (haproxy
//!   `balance hdr(Mcp-Session-Id)`) if that matters. In the 2026-07-28 era the client
//!   closing a call's event stream stops the call.
//! - **Who is calling** ([`HttpConfig::bearer_auth`], [`BearerAuth`]): every request to the
//!   endpoint needs `Authorization: Bearer <token>`. A missing token or one the verifier
//!   rejects, whatever the reason, is answered one `401` with
//!   `WWW-Authenticate: Bearer resource_metadata="…"` and a body that differs only in its
//!   correlation id; a verifier that cannot check tokens now `503` with `Retry-After: 5`; a
//!   `tools/call` of a tool whose scopes the token lacks `403` with
//!   `WWW-Authenticate: Bearer error="insufficient_scope", scope="…"` (unless the tool is
//!   hidden from the caller, [`Visibility::Callable`](crate::access::Visibility): then it is an
//!   unknown tool). These checks come first, after `Host`/`Origin`: an unauthenticated
//!   request learns nothing else. Over HTTP the caller is whoever the token says:
//!   [`Server::caller`], the fixed caller of a stdio process, is not used, so a tool with
//!   `scopes` that works over stdio answers `Unauthorized` over HTTP until the server
//!   authenticates. The Protected Resource Metadata (RFC 9728) is served at
//!   `GET /.well-known/oauth-protected-resource` and at that path followed by the
//!   endpoint's (by [`Server::serve_http`]; in your own router, route those paths to the
//!   service too). The token's caller is the [`Caller`](crate::Caller) of the request's
//!   tool calls. A session is not a credential (every request of a session carries its
//!   token), and its id is bound to the subject that opened it: the same id presented with
//!   another caller's token is an unknown session (`404`).
//! - **One meaning per request.** A header toolwright reads as one value (`Host`,
//!   `Origin`, `Content-Type`, `Mcp-Session-Id`, `MCP-Protocol-Version`, `Mcp-Method`,
//!   `Mcp-Name`, and `Authorization` when the server authenticates) sent on more than one
//!   line is refused before anything reads a header: `400` with `-32020` for the three
//!   routing headers, the one `401` for `Authorization`, `400` with `-32600` otherwise. A
//!   proxy that reads the last line would otherwise route, check or authorize another
//!   request than the one served. Values joined on one line by commas are one value to each
//!   header's own check (`Mcp-Name: echo, other` does not equal the body's name: `-32020`);
//!   list headers (`Accept`) keep their list meaning. A request line in absolute form
//!   (`POST http://host/mcp`) names a host too (RFC 9112 3.2.2 puts it in place of `Host`):
//!   it and the `Host` header must both be allowed, else `403`.
//! - **Refusals.** Every refusal has a JSON-RPC error body: `Host` or `Origin` not allowed
//!   `403` (DNS-rebinding protection; loopback names only by default, see
//!   [`HttpConfig::allowed_hosts`]); `Content-Type` not `application/json` `415`; `Accept`
//!   without `application/json` and `text/event-stream` `406`; a body over
//!   [`HttpConfig::max_body_bytes`] `413`; headers over [`HttpConfig::max_header_bytes`]
//!   `431` (from hyper); a body that does not arrive within [`HttpConfig::read_timeout`]
//!   `408`; more than [`Server::max_in_flight`] requests at once `503` with
//!   `Retry-After: 1`; invalid JSON `400` with `-32700`, an invalid message `400` with
//!   `-32600`; a task request (or a call that would start a task) while the task store
//!   cannot be reached `503` with `Retry-After` and a retryable `-32603` (see
//!   [`TaskConfig::store_timeout`](crate::server::tasks::TaskConfig::store_timeout)).
//! - **Connections** ([`Server::serve_http`]): TCP_NODELAY on every connection, HTTP/1.1
//!   keep-alive, at most [`HttpConfig::max_connections`] at once (more wait in the listen
//!   queue), and a client that does not send its headers within the read timeout is
//!   disconnected.
//! - **Shutdown.** When `shutdown` resolves the server stops accepting, lets requests in
//!   flight finish for [`Server::drain_grace`], then answers calls still running `-32603`
//!   ("The server is shutting down") and returns. Running tasks get the same grace: no new
//!   task is taken, those that finish in it are recorded, and the rest end lost at its end.
//! - **Trace context.** A `traceparent` (`params._meta.traceparent`, else the HTTP header)
//!   puts the call in a `tracing` span `mcp.call` with fields `trace_id` and
//!   `parent_span_id`: every log line of the call, a failure's with its correlation id,
//!   carries the caller's trace.

pub(crate) mod auth;
mod call;
mod dispatched;
mod handle;
mod headers;
mod legacy;
mod listen;
mod reply;
mod session;
mod stateless;

pub use auth::BearerAuth;
pub use session::{InvalidSessionKey, SessionKey};

use super::engine::state::StateKey;
use super::engine::Engine;
use super::Server;
use axum::body::Body;
use axum::http::{Request, Response};
use headers::Hosts;
use reply::Shared;
use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context as TaskContext, Poll};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::{watch, Semaphore};

/// The path [`Server::serve_http`] answers MCP on.
pub const MCP_PATH: &str = "/mcp";

/// Settings of the HTTP transport, beside the [`Server`]'s own.
#[derive(Debug, Clone)]
pub struct HttpConfig {
    hosts: Hosts,
    origins: Vec<String>,
    max_body_bytes: usize,
    max_header_bytes: usize,
    read_timeout: Duration,
    max_connections: usize,
    session_key: SessionKey,
    session_lifetime: Duration,
    max_ended_sessions: usize,
    auth: Option<BearerAuth>,
}

impl Default for HttpConfig {
    fn default() -> Self {
        HttpConfig {
            hosts: Hosts::loopback(),
            origins: Vec::new(),
            max_body_bytes: 4 * 1024 * 1024,
            max_header_bytes: 16 * 1024,
            read_timeout: Duration::from_secs(30),
            max_connections: 1024,
            session_key: SessionKey::random(),
            session_lifetime: Duration::from_secs(24 * 60 * 60),
            max_ended_sessions: 100_000,
            auth: None,
        }
    }
}

impl HttpConfig {
    /// Loopback `Host`s only, a random session key, and the limits below.
    pub fn new() -> Self {
        HttpConfig::default()
    }

    /// Serve requests whose `Host` names one of `hosts` (names without a port, such as
    /// `mcp.example.com`), instead of only `localhost`, `127.0.0.1` and `[::1]`. Others
    /// are answered `403`.
    #[must_use]
    pub fn allowed_hosts<I: IntoIterator<Item = S>, S: Into<String>>(mut self, hosts: I) -> Self {
        self.hosts = Hosts::Only(hosts.into_iter().map(Into::into).collect());
        self
    }

    /// Serve any `Host`: for a server behind a proxy that checks it. An `Origin` header
    /// must then be one of [`HttpConfig::allowed_origins`].
    #[must_use]
    pub fn allow_any_host(mut self) -> Self {
        self.hosts = Hosts::Any;
        self
    }

    /// Origins (`https://app.example`) whose browser requests are served, beside those of
    /// the allowed hosts. A request with any other `Origin` is answered `403`; requests
    /// without one (non-browser clients) are not affected.
    #[must_use]
    pub fn allowed_origins<I: IntoIterator<Item = S>, S: Into<String>>(
        mut self,
        origins: I,
    ) -> Self {
        self.origins = origins.into_iter().map(Into::into).collect();
        self
    }

    /// The largest request body, in bytes (default 4 MiB); a larger one is answered `413`.
    #[must_use]
    pub fn max_body_bytes(mut self, n: usize) -> Self {
        self.max_body_bytes = n.max(1);
        self
    }

    /// The most bytes of request line and headers (default 16 KiB, at least 8 KiB); more
    /// is answered `431`. Applies to [`Server::serve_http`]'s connections.
    #[must_use]
    pub fn max_header_bytes(mut self, n: usize) -> Self {
        self.max_header_bytes = n.max(8192);
        self
    }

    /// How long a client may take to send a request's headers, and then its body (default
    /// 30 s each). A late body is answered `408`; late headers close the connection.
    #[must_use]
    pub fn read_timeout(mut self, timeout: Duration) -> Self {
        self.read_timeout = timeout;
        self
    }

    /// Connections served at once by [`Server::serve_http`] (default 1024); further ones
    /// wait in the listen queue.
    #[must_use]
    pub fn max_connections(mut self, n: usize) -> Self {
        self.max_connections = n.max(1);
        self
    }

    /// The key session ids are signed with (default: a random key, so sessions live on
    /// this process only). Give every replica behind a load balancer the same key.
    #[must_use]
    pub fn session_key(mut self, key: SessionKey) -> Self {
        self.session_key = key;
        self
    }

    /// How long a session lasts after `initialize` (default 24 hours).
    #[must_use]
    pub fn session_lifetime(mut self, lifetime: Duration) -> Self {
        self.session_lifetime = lifetime;
        self
    }

    /// How many sessions ended by `DELETE` this replica remembers (default 100,000, a few
    /// MiB); past that the oldest is forgotten and its id accepted again until it expires.
    #[must_use]
    pub fn max_ended_sessions(mut self, n: usize) -> Self {
        self.max_ended_sessions = n.max(1);
        self
    }

    /// Authenticate every request with a bearer token ([`BearerAuth`]): the token's
    /// caller is the [`Caller`](crate::Caller) of the request's tool calls; a missing or
    /// rejected token is answered `401`, a call lacking a scope `403`; the Protected
    /// Resource Metadata is served. Without it (the default) requests carry no caller.
    #[must_use]
    pub fn bearer_auth(mut self, auth: BearerAuth) -> Self {
        self.auth = Some(auth);
        self
    }
}

/// The MCP endpoint as a tower service: mount it in an axum router
/// (`Router::new().route_service("/mcp", service)`) or any tower-compatible HTTP server.
/// Cheap to clone; every clone serves the same tools and sessions.
#[derive(Clone)]
pub struct McpService {
    shared: Arc<Shared>,
}

impl std::fmt::Debug for McpService {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("McpService").finish_non_exhaustive()
    }
}

impl<B> tower_service::Service<Request<B>> for McpService
where
    B: axum::body::HttpBody<Data = axum::body::Bytes> + Send + 'static,
    B::Error: Into<axum::BoxError>,
{
    type Response = Response<Body>;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response<Body>, Infallible>> + Send>>;

    fn poll_ready(&mut self, _: &mut TaskContext<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request<B>) -> Self::Future {
        let shared = Arc::clone(&self.shared);
        Box::pin(async move { Ok(handle::handle(shared, request.map(Body::new)).await) })
    }
}

impl Server {
    /// Settings of the HTTP transport.
    #[must_use]
    pub fn http_config(mut self, http: HttpConfig) -> Self {
        self.http = http;
        self
    }

    /// The MCP endpoint as a tower service, for your own router.
    pub fn into_http_service(self) -> McpService {
        let mut http = self.http;
        if let Some(auth) = &mut http.auth {
            auth.tool_scopes = self
                .tools
                .all_scopes()
                .into_iter()
                .map(str::to_owned)
                .collect();
        }
        // Replicas that share the session key accept each other's `requestState` too.
        let config = self.config;
        let mut engine_config = config.engine;
        engine_config.state_key = StateKey::derived(&http.session_key.0);
        let engine = Engine::new(self.tools, &engine_config);
        let (expired, _) = watch::channel(false);
        McpService {
            shared: Arc::new(Shared {
                engine,
                sessions: session::Sessions::new(
                    &http.session_key,
                    http.session_lifetime,
                    http.max_ended_sessions,
                ),
                permits: Arc::new(Semaphore::new(config.max_in_flight)),
                expired,
                stopping: watch::channel(false).0,
                config: http,
            }),
        }
    }

    /// Serve MCP at [`MCP_PATH`] on `listener` until `shutdown` resolves, then drain (see
    /// the [module docs](self)). Any other path is answered `404`.
    ///
    /// # Errors
    ///
    /// None yet: accept errors (such as running out of file descriptors) are logged and
    /// retried. The `Result` leaves room for errors that end serving.
    pub async fn serve_http(
        self,
        listener: TcpListener,
        shutdown: impl Future<Output = ()> + Send,
    ) -> io::Result<()> {
        use hyper_util::rt::{TokioIo, TokioTimer};
        super::warn_if_unlogged();
        let drain_grace = self.config.drain_grace;
        let service = self.into_http_service();
        let shared = Arc::clone(&service.shared);
        let config = &shared.config;
        let connections = Arc::new(Semaphore::new(config.max_connections));
        let graceful = hyper_util::server::graceful::GracefulShutdown::new();
        let mut http1 = hyper::server::conn::http1::Builder::new();
        http1
            .timer(TokioTimer::new())
            .header_read_timeout(config.read_timeout)
            .max_buf_size(config.max_header_bytes)
            .keep_alive(true);
        let mut shutdown = std::pin::pin!(shutdown);
        loop {
            let permit = tokio::select! {
                permit = Arc::clone(&connections).acquire_owned() => permit.expect("never closed"),
                () = &mut shutdown => break,
            };
            let stream = tokio::select! {
                accepted = listener.accept() => match accepted {
                    Ok((stream, _)) => stream,
                    Err(e) => {
                        tracing::warn!(target: "toolwright::server", error = %e, "accept failed; retrying");
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        continue;
                    }
                },
                () = &mut shutdown => break,
            };
            // Without TCP_NODELAY, Nagle's algorithm holds each small response until the
            // client's delayed ACK: 20-40 ms per call.
            if let Err(e) = stream.set_nodelay(true) {
                tracing::debug!(target: "toolwright::server", error = %e, "TCP_NODELAY not set");
            }
            let service = service.clone();
            let hyper_service = hyper::service::service_fn(move |request: Request<_>| {
                let shared = Arc::clone(&service.shared);
                async move {
                    let path = request.uri().path();
                    if path != MCP_PATH && !path.starts_with(auth::METADATA_PREFIX) {
                        return Ok::<_, Infallible>(not_found());
                    }
                    Ok(handle::handle(shared, request.map(Body::new)).await)
                }
            });
            let connection =
                graceful.watch(http1.serve_connection(TokioIo::new(stream), hyper_service));
            tokio::spawn(async move {
                if let Err(e) = connection.await {
                    tracing::debug!(target: "toolwright::server", error = %e, "connection ended with an error");
                }
                drop(permit);
            });
        }
        drop(listener);
        // `GET` streams end now: they carry no answer anyone waits for.
        shared.stopping.send_replace(true);
        tracing::debug!(target: "toolwright::server", "shutting down: draining requests in flight");
        let until = tokio::time::Instant::now() + drain_grace;
        // Running tasks get the same grace: no new task is taken, those that finish in it
        // are recorded, the rest end as lost at its end.
        let requests = async {
            let mut drained = std::pin::pin!(graceful.shutdown());
            tokio::select! {
                () = &mut drained => return,
                () = tokio::time::sleep_until(until) => {}
            }
            tracing::warn!(target: "toolwright::server", "drain grace period over; stopping calls still running");
            shared.expired.send_replace(true);
            // The stopped calls' answers are written; a connection that still will not
            // close (a client not reading) is dropped.
            let _ = tokio::time::timeout(Duration::from_secs(1), drained).await;
        };
        tokio::join!(requests, shared.engine.drain_tasks(until));
        Ok(())
    }
}

fn not_found() -> Response<Body> {
    let mut response = Response::new(Body::empty());
    *response.status_mut() = axum::http::StatusCode::NOT_FOUND;
    response
}
