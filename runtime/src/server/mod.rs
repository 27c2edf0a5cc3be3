//! The MCP server: newline-delimited JSON-RPC over stdio, or over any
//! `AsyncRead`/`AsyncWrite` pair, speaking both spec eras on the same connection; and, with
//! the `http` feature, Streamable HTTP ([`http`]), driven by the same protocol engine.
//!
//! ```no_run
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
//!     // The log: every failure's detail and reference, on stderr (stdout carries only
//!     // JSON-RPC). `RUST_LOG` filters it with the `env-filter` feature's `EnvFilter`.
//!     tracing_subscriber::fmt().with_writer(std::io::stderr).init();
//!     tools![echo].serve_stdio().await
//! }
//! ```
//!
//! The subscriber line matters: toolwright writes what the model was not told (an internal
//! failure's detail, a security rejection's reason) and the reference it was told to quote
//! through `tracing`, and nowhere else. With `tracing-subscriber = "0.3"` in your dependencies,
//! that one line writes them to stderr. A server that starts serving with no subscriber set
//! prints one warning to stderr saying so.
//!
//! With settings, through [`Server`]:
//!
//! ```no_run
//! # use toolwright::{mcp_tool, tools};
//! # #[mcp_tool]
//! # async fn echo(text: String) -> Result<String, std::convert::Infallible> { Ok(text) }
//! use std::time::Duration;
//! use toolwright::server::Server;
//!
//! # async fn run() -> std::io::Result<()> {
//! Server::new(tools![echo])
//!     .name(env!("CARGO_PKG_NAME"))
//!     .version(env!("CARGO_PKG_VERSION"))
//!     .max_in_flight(64)
//!     .default_timeout(Duration::from_secs(30))
//!     .serve_stdio()
//!     .await
//! # }
//! ```
//!
//! # What a client sends, in one place
//!
//! - **2025-11-25** (and the older handshake versions): `initialize`, then
//!   `notifications/initialized`, then requests on that connection (over HTTP, in the session
//!   the `Mcp-Session-Id` header names).
//! - **2026-07-28**: no handshake (an `initialize` that carries the 2026 `_meta` is `-32601`,
//!   on stdio as over HTTP). Every request carries in `params._meta`:
//!   `"io.modelcontextprotocol/protocolVersion": "2026-07-28"`,
//!   `"io.modelcontextprotocol/clientCapabilities"` (an object, `{}` at least: what the client
//!   supports, elicitation, sampling, extensions such as `io.modelcontextprotocol/tasks`; a
//!   request without it is `-32602 "Missing client capabilities…"`) and
//!   `"io.modelcontextprotocol/clientInfo"`. Over HTTP it also sends headers, which
//!   [`http`] lists.
//! - **Naming the server**: [`Server::name`] and [`Server::version`] (and
//!   [`Server::instructions`]); without them it reports itself as `toolwright` at the crate's
//!   version, in `initialize`, `server/discover` and every 2026-07-28 result's
//!   `_meta["io.modelcontextprotocol/serverInfo"]`.
//!
//! # Details
//!
//! - **Eras.** An `initialize` request makes the connection legacy (2025-11-25, and the
//!   older handshake versions 2025-06-18, 2025-03-26, 2024-11-05: the client's version is
//!   echoed when supported, else 2025-11-25). A request carrying
//!   `params._meta["io.modelcontextprotocol/protocolVersion"]` is served statelessly in the
//!   2026-07-28 era: `resultType: "complete"` and `_meta["io.modelcontextprotocol/serverInfo"]`
//!   on every result, `ttlMs`/`cacheScope` on `tools/list`, `server/discover`. Each request
//!   is answered in the shapes of its own era.
//! - **Malformed input** gets its JSON-RPC code and the connection goes on: invalid JSON or
//!   a non-UTF-8 line `-32700` (id `null`), not a request object `-32600`, an unknown method
//!   `-32601`, a missing or ill-typed `name`/`arguments` `-32602`. A line longer than
//!   [`Server::max_line_bytes`] is skipped without being buffered whole and answered
//!   `-32600`, with its id when the id can be read from the line's start. Notifications and
//!   responses from the client are never answered.
//! - **No JSON-RPC batches.** A JSON array is answered `-32600` (id `null`, "Invalid request:
//!   batches are not supported; send one message per line."), in every era. Batches existed only in
//!   2025-03-26 (2025-06-18 removed them); a client that negotiates 2025-03-26 is served, but
//!   must send its messages one at a time, as the official SDKs' clients do.
//! - **Concurrency.** Each `tools/call` is first polled in place and gets a task of its own
//!   only if it then waits; at most [`Server::max_in_flight`] run at once; past that the
//!   server stops reading (backpressure), after reading a few calls ahead so a
//!   `notifications/cancelled` behind them still takes effect. Responses are written whole, one per line.
//! - **Cancellation** drops the handler's future and sends no response.
//! - **Progress.** When a call carries `_meta.progressToken`,
//!   [`Context::report_progress`](crate::Context::report_progress) becomes
//!   `notifications/progress`, in increasing order, never after the response.
//! - **Talking back** ([`Context::elicit`](crate::Context::elicit),
//!   [`Context::sample`](crate::Context::sample), [`Context::log`](crate::Context::log)): in a
//!   2025-11-25 connection a handler's question is a request of the server whose response the
//!   client writes like any message, and its log messages are `notifications/message`; in the
//!   2026-07-28 era a call that asks ends `input_required` with a sealed `requestState`
//!   (random key per [`Server`]). [`talk`](crate::talk) has the whole exchange.
//! - **Resources, prompts and completion** (when the set has any): `resources/list`,
//!   `resources/templates/list`, `prompts/list` (paged as `tools/list` is),
//!   `completion/complete`, and `resources/read` and `prompts/get`, which run their
//!   handlers as a tool call runs (concurrency, cancellation, the drain). A 2025-11-25
//!   connection's `resources/subscribe` is remembered for it, and the application's
//!   [`Changes`] reach it as `notifications/resources/updated` and the `list_changed`
//!   notifications; a server that has resources or prompts keeps its reader on the
//!   runtime (no blocking idle read) so that a change is written at once. Their failures are
//!   JSON-RPC errors ([`resource`](crate::resource) has the table).
//! - **Timeouts**: a tool's own `timeout_ms`, else [`Server::default_timeout`] (which reads
//!   and prompts get too).
//! - **Panics** in a handler answer `-32603` with a correlation id that is also logged.
//! - **End of input**: calls in flight get [`Server::drain_grace`] to finish; the rest are
//!   stopped and answered `-32603`; the output is flushed and `serve` returns `Ok(())`.
//! - **Hygiene.** Only JSON-RPC goes to the output; the server logs through `tracing`
//!   (target `toolwright::server`), which belongs on stderr. On Unix, when stdout is a
//!   pipe or a socket (as MCP clients launch servers), [`Server::serve_stdio`] also points
//!   file descriptor 1 at stderr while it serves, so a stray `println!` in a handler, or a
//!   child process it starts, cannot corrupt the protocol stream.
//! - **Traces.** Each request runs in a `tracing` span named and attributed as
//!   OpenTelemetry's semantic conventions for MCP say, at level DEBUG under the target
//!   [`SPAN_TARGET`]; a subscriber that leaves them off costs a request one interest check.
//!   With the `otel` feature, the `otel` module exports them and lists their attributes.

// The protocol engine, which any transport drives (see the layering in the crate docs),
// then the transports: stdio (newline-delimited JSON-RPC on a byte stream) and http
// (Streamable HTTP).
mod backend;
mod call_gate;
pub(crate) mod engine;
use engine::config::EngineConfig;
pub(crate) mod era;
mod head;
#[cfg(feature = "http")]
pub mod http;
mod message;
mod outbound;
mod response;
mod stdio;
pub use backend::Backend;
pub use engine::methods::routed_name;
pub use engine::tasks;

pub use era::{
    stamp_stateless, CLIENT_CAPABILITIES_KEY, HANDSHAKE_VERSIONS, PROTOCOL_VERSION_KEY,
    SERVER_INFO_KEY, STATELESS_VERSIONS,
};

pub use crate::changes::Changes;
pub use engine::trace::SPAN_TARGET;

use crate::caller::Caller;
use crate::toolset::ToolSet;
use engine::Engine;
use std::io;
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite};

/// A configured MCP server for a [`ToolSet`]. [`ToolSet::serve_stdio`] is
/// `Server::new(tools).serve_stdio()`.
#[derive(Debug)]
pub struct Server {
    tools: ToolSet,
    config: Config,
    #[cfg(feature = "http")]
    http: http::HttpConfig,
}

/// A server's settings: the engine's, and the transports'.
#[derive(Debug, Clone)]
pub(crate) struct Config {
    pub(crate) engine: EngineConfig,
    /// Requests handled at once (every transport).
    pub(crate) max_in_flight: usize,
    /// How long a shutdown lets requests in flight finish (every transport).
    pub(crate) drain_grace: Duration,
    /// stdio: the longest line read.
    pub(crate) max_line_bytes: usize,
    /// stdio: who makes every request of the connection (HTTP verifies each request's).
    pub(crate) caller: Option<Caller>,
}

/// A server for `tools` with the defaults ([`Server::new`]).
impl From<ToolSet> for Server {
    fn from(tools: ToolSet) -> Self {
        Server::new(tools)
    }
}

impl Server {
    /// A server for `tools`, named `toolwright` until [`Server::name`] says otherwise.
    pub fn new(tools: ToolSet) -> Self {
        Server {
            tools,
            config: Config {
                engine: EngineConfig {
                    name: "toolwright".to_owned(),
                    version: env!("CARGO_PKG_VERSION").to_owned(),
                    instructions: None,
                    page_size: 100,
                    list_ttl: Duration::from_secs(300),
                    elicitation_timeout: crate::talk::DEFAULT_WAIT,
                    state_key: engine::state::StateKey::random(),
                    tasks: None,
                    backend_tasks: None,
                    per_caller: None,
                },
                max_in_flight: 256,
                max_line_bytes: 4 * 1024 * 1024,
                drain_grace: Duration::from_secs(5),
                caller: None,
            },
            #[cfg(feature = "http")]
            http: http::HttpConfig::default(),
        }
    }

    /// How long a handler's question to the user
    /// ([`Context::elicit`](crate::Context::elicit), [`Context::sample`](crate::Context::sample))
    /// waits for an answer before it is [`Elicited::TimedOut`](crate::Elicited::TimedOut)
    /// (default 5 minutes). In the 2026-07-28 era, how long the `requestState` of a call
    /// that asked stays valid for its retry. The time also counts against the tool's own
    /// timeout (`timeout_ms`, [`Server::default_timeout`]): give a tool that asks a human
    /// one long enough.
    #[must_use]
    pub fn elicitation_timeout(mut self, wait: Duration) -> Self {
        self.config.engine.elicitation_timeout = wait;
        self
    }

    /// `serverInfo.name` (default `toolwright`); usually `env!("CARGO_PKG_NAME")`.
    #[must_use]
    pub fn name(mut self, name: impl Into<String>) -> Self {
        self.config.engine.name = name.into();
        self
    }

    /// `serverInfo.version` (default: toolwright's version); usually
    /// `env!("CARGO_PKG_VERSION")`.
    #[must_use]
    pub fn version(mut self, version: impl Into<String>) -> Self {
        self.config.engine.version = version.into();
        self
    }

    /// `instructions` for the client, in `initialize` and `server/discover` results.
    #[must_use]
    pub fn instructions(mut self, text: impl Into<String>) -> Self {
        self.config.engine.instructions = Some(text.into());
        self
    }

    /// At most `n` tool calls run at once (default 256; at least 1). Past that the server
    /// reads no further than a few calls ahead until one finishes.
    #[must_use]
    pub fn max_in_flight(mut self, n: usize) -> Self {
        self.config.max_in_flight = n.max(1);
        self
    }

    /// The longest message accepted, in bytes without the newline (default 4 MiB). A longer
    /// line is skipped as it streams in and answered `-32600`.
    #[must_use]
    pub fn max_line_bytes(mut self, n: usize) -> Self {
        self.config.max_line_bytes = n.max(1);
        self
    }

    /// How long calls in flight may run on after the end of input (default 5 s).
    #[must_use]
    pub fn drain_grace(mut self, grace: Duration) -> Self {
        self.config.drain_grace = grace;
        self
    }

    /// The timeout of tools that declare no `timeout_ms` of their own (none by default):
    /// [`ToolSet::with_default_timeout`].
    #[must_use]
    pub fn default_timeout(mut self, timeout: Duration) -> Self {
        self.tools = self.tools.with_default_timeout(timeout);
        self
    }

    /// Tools per `tools/list` page (default 100; at least 1); further pages come by
    /// `nextCursor`.
    #[must_use]
    pub fn page_size(mut self, n: usize) -> Self {
        self.config.engine.page_size = n.max(1);
        self
    }

    /// The `ttlMs` of 2026-07-28 `tools/list` and `server/discover` results (default five
    /// minutes).
    #[must_use]
    pub fn list_ttl(mut self, ttl: Duration) -> Self {
        self.config.engine.list_ttl = ttl;
        self
    }

    /// The caller of every request served over stdio or [`Server::serve`]: whom the
    /// credential the process was started with stands for (MCP's stdio servers take their
    /// credentials from the environment; see
    /// [`auth::caller_from_env`](crate::auth::caller_from_env), which verifies it once, at
    /// start). Without one, a tool that needs a caller is refused as `unauthorized`. Over
    /// HTTP each request's caller comes from its own bearer token instead
    /// (`http::HttpConfig::bearer_auth` (feature `http`)), and this is not used.
    #[must_use]
    pub fn caller(mut self, caller: Caller) -> Self {
        self.config.caller = Some(caller);
        self
    }

    /// How tasks are kept and run (the tasks extension; for tools declared
    /// `#[mcp_tool(task = "..")]`): kept an hour, polled every 500 ms, unless `config`
    /// says. Where they are kept is the [`Server::store`] backend's (in memory by default).
    #[must_use]
    pub fn tasks(mut self, config: tasks::TaskConfig) -> Self {
        self.config.engine.tasks = Some(config);
        self
    }

    /// Keep everything that outlives a request in `backend`: the tasks, the idempotency
    /// keys and the rate limits' counts, all three ([`Memory`](crate::store::Memory) by
    /// default; [`Redis`](crate::store::Redis), feature `redis`, for replicas behind a load
    /// balancer, so that any replica serves any task, answers any key and counts every
    /// limit). The keys keep the set's [`IdempotencyConfig`](crate::idempotency::IdempotencyConfig).
    /// A store named apart is left as it is: the tool set's
    /// ([`ToolSet::with_key_store`](crate::ToolSet::with_key_store),
    /// [`ToolSet::with_limit_store`](crate::ToolSet::with_limit_store)) and the tasks'
    /// ([`TaskConfig::new`](tasks::TaskConfig::new)). What each
    /// store promises when its backend fails is in the [store room](crate::store)'s table.
    #[must_use]
    pub fn store(mut self, backend: impl Backend) -> Self {
        self.tools =
            (self.tools).backed_by(|config| backend.key_store(config), || backend.limit_store());
        self.config.engine.backend_tasks = Some(tasks::BackendTasks {
            store: backend.task_store(),
            lease: backend.lease(),
        });
        self
    }

    /// Limit each caller to `limit` requests (see [`crate::ratelimit`]): over HTTP, a
    /// `POST` over it is answered `429` with `Retry-After` before its body is parsed; over
    /// stdio, a request over it gets the same `-32000` error with its id. Counted per
    /// verified caller (one count for callers without one), in the tool set's store
    /// (memory, or [`ToolSet::with_limit_store`]). None by default.
    #[must_use]
    pub fn rate_limit(mut self, limit: crate::ratelimit::RateLimit) -> Self {
        self.config.engine.per_caller = Some(limit);
        self
    }

    /// Which tools a caller sees: [`ToolSet::with_visibility`].
    #[must_use]
    pub fn visibility(mut self, visibility: crate::access::Visibility) -> Self {
        self.tools = self.tools.with_visibility(visibility);
        self
    }

    /// Serve one connection over `input` and `output` until the input ends and calls in
    /// flight are drained, or the output closes. Each tool call is first polled in place;
    /// one that then waits is spawned on the current tokio runtime.
    ///
    /// # Errors
    ///
    /// An I/O error reading `input` or writing `output`, other than the output being
    /// closed by the client.
    pub async fn serve<R, W>(self, input: R, output: W) -> io::Result<()>
    where
        R: AsyncRead + Unpin,
        W: AsyncWrite + Unpin,
    {
        let engine = Engine::new(self.tools, &self.config.engine);
        stdio::serve(engine, self.config, input, output, None, None).await
    }

    /// Serve over stdin and stdout, as a process an MCP client launches.
    ///
    /// The transport runs on a thread of its own, with a single-threaded runtime: a request
    /// is read, parsed and dispatched, and its answer written, on one thread, whatever the
    /// caller's runtime. A tool call runs there as far as its first wait; from there on, and
    /// for everything it spawns, it runs on the runtime `serve_stdio` was called from (on
    /// the transport's own runtime when called from outside tokio). Dropping the future
    /// stops serving and drops the calls in flight.
    ///
    /// Called from a tokio runtime, with stdin a pipe, the transport thread waits for the
    /// next request in `read(2)` itself whenever nothing else is going on (no call in
    /// flight, every answer written), rather than in the reactor: one syscall fewer per
    /// request. A `serve_stdio` future dropped while the thread sleeps there gives stdin
    /// and stdout back at once, but the thread stays in its read until the next input or
    /// the end of input arrives, and leaves that input unanswered.
    ///
    /// # Errors
    ///
    /// As [`Server::serve`]; also if the thread cannot be started.
    pub async fn serve_stdio(self) -> io::Result<()> {
        warn_if_unlogged();
        let engine = Engine::new(self.tools, &self.config.engine);
        stdio::serve_stdio(engine, self.config).await
    }
}

/// What the log is for: a failure's detail, and the reference the model was told to quote,
/// are written through `tracing` and nowhere else. A process that serves with no
/// subscriber set would keep neither, so it is told once, on stderr (never stdout, which
/// carries only JSON-RPC on the stdio transport).
pub(crate) fn warn_if_unlogged() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    if tracing::dispatcher::has_been_set() {
        return;
    }
    ONCE.call_once(|| {
        eprintln!(
            "toolwright: no tracing subscriber is set, so the details and references of failures are logged nowhere; \
             set one before serving, e.g. `tracing_subscriber::fmt().with_writer(std::io::stderr).init();`"
        );
    });
}

impl ToolSet {
    /// Serve these tools over stdin and stdout with default settings; see
    /// [`Server`] for settings and [`server`](crate::server) for the behaviour.
    ///
    /// # Errors
    ///
    /// As [`Server::serve`].
    pub async fn serve_stdio(self) -> io::Result<()> {
        Server::new(self).serve_stdio().await
    }

    /// Serve these tools over any byte stream pair, with default settings.
    ///
    /// # Errors
    ///
    /// As [`Server::serve`].
    pub async fn serve<R, W>(self, input: R, output: W) -> io::Result<()>
    where
        R: AsyncRead + Unpin,
        W: AsyncWrite + Unpin,
    {
        Server::new(self).serve(input, output).await
    }
}
