//! The rmcp bridge (cargo feature `rmcp`): toolwright tools inside rmcp servers, and
//! toolwright's classification for rmcp's own `#[tool]` methods.
//!
//! [rmcp](https://crates.io/crates/rmcp) is the official Rust MCP SDK. The bridge works with
//! every 3.x release from 3.9 on (`rmcp = ">=3.9, <4"`; CI tests 3.9, 3.10 and the newest,
//! 3.11), so an application on the current rmcp adds toolwright without a second rmcp in its
//! tree. Three ways in, from the least to the most rmcp code you keep:
//!
//! 1. **A whole [`ToolSet`] as an rmcp server.** [`ToolSet::into_rmcp`] gives an [`RmcpServer`]
//!    implementing rmcp's `ServerHandler` for everything the set serves: tools, resources
//!    (fixed URIs and templates), prompts and completion; serve it on any rmcp transport
//!    (stdio, any `AsyncRead`/`AsyncWrite`, Streamable HTTP with the `rmcp-http` feature,
//!    behind bearer authentication with [`http::service_with_auth`]).
//! 2. **toolwright tools next to your rmcp tools.** [`ToolSet::into_rmcp_router`] gives an
//!    rmcp `ToolRouter<S>` to merge into the router of an existing `#[tool_router]` server:
//!    build it once, keep it in a field, and point `#[tool_handler(router =
//!    self.tool_router)]` at it (the macro's default calls `Self::tool_router()` on every
//!    request, which would compile the toolwright schemas each time):
//!
//!    ```
//!    # use toolwright::{mcp_tool, tools};
//!    # /// Say it back.
//!    # #[mcp_tool]
//!    # async fn echo(text: String) -> Result<String, std::convert::Infallible> { Ok(text) }
//!    use rmcp::handler::server::router::tool::ToolRouter;
//!    use rmcp::{tool, tool_handler, tool_router, ServerHandler};
//!
//!    #[derive(Clone)]
//!    struct Existing {
//!        tool_router: ToolRouter<Self>,
//!    }
//!
//!    #[tool_router]
//!    impl Existing {
//!        /// A tool the team wrote with rmcp.
//!        #[tool]
//!        async fn ping(&self) -> String {
//!            "pong".into()
//!        }
//!
//!        fn new() -> Self {
//!            let tool_router = Self::tool_router() + tools![echo].into_rmcp_router();
//!            Existing { tool_router }
//!        }
//!    }
//!
//!    #[tool_handler(router = self.tool_router)]
//!    impl ServerHandler for Existing {}
//!    # let _ = Existing::new();
//!    ```
//! 3. **No tool moves.** Make a derived [`ToolError`](crate::ToolError) the error type of a
//!    plain rmcp `#[tool]` method through [`Classified<E>`].
//!
//! ```no_run
//! use rmcp::ServiceExt;
//! use toolwright::{mcp_tool, tools, ToolError};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! enum LookupError {
//!     #[error("token rejected")]
//!     #[error_kind(security, reply = "unauthorized")]
//!     BadToken,
//!     #[error("no order {0}")]
//!     #[error_kind(operational, category = "not_found", message = "No such order.")]
//!     NotFound(String),
//! }
//!
//! /// Look an order up.
//! #[mcp_tool(read_only)]
//! async fn lookup(order_id: String) -> Result<String, LookupError> {
//!     Err(LookupError::NotFound(order_id))
//! }
//!
//! #[tokio::main]
//! async fn main() -> Result<(), Box<dyn std::error::Error>> {
//!     let server = tools![lookup]
//!         .into_rmcp()
//!         .name("orders")
//!         .version("1.0.0")
//!         .serve((tokio::io::stdin(), tokio::io::stdout()))
//!         .await?;
//!     server.waiting().await?;
//!     Ok(())
//! }
//! ```
//!
//! # Compared with writing it by hand in rmcp
//!
//! The refund tool of the crate's front page, by hand, in rmcp looks like this for just
//! two of its six failures (an excerpt of rmcp code, not toolwright's API, so shown as text
//! and not compiled):
//!
//! ```text
//! #[tool(description = "Refund part or all of an order.")]
//! async fn refund_order(&self, Parameters(args): Parameters<RefundArgs>)
//!     -> Result<CallToolResult, ErrorData>
//! {
//!     match self.payments.refund(&args.order_id, args.amount).await {
//!         Ok(receipt) => Ok(CallToolResult::structured(serde_json::to_value(receipt).unwrap())),
//!         Err(RefundError::BadToken { tenant }) => {
//!             let id = new_correlation_id();
//!             tracing::warn!(%tenant, correlation_id = %id, "token rejected");
//!             Err(ErrorData::invalid_request("Unauthorized", Some(json!({ "correlationId": id }))))
//!         }
//!         Err(RefundError::OverLimit { amount, limit, .. }) => {
//!             let id = new_correlation_id();
//!             tracing::info!(amount, limit, correlation_id = %id, "refund over limit");
//!             let mut result = CallToolResult::error(vec![Content::text(format!(
//!                 "Refund of ${amount} exceeds the ${limit} policy limit.\n\
//!                  Ask a manager to approve the refund, or refund a smaller amount.\n\
//!                  [category=business; retryable=false; ref={id}]"))]);
//!             result.meta = Some(/* errorCategory, isRetryable, customerMessage, ... */);
//!             // and no structuredContent here: this tool has an outputSchema
//!             Ok(result)
//!         }
//!         // ... four more arms, each a decision someone can get wrong
//!     }
//! }
//! ```
//!
//! | | by hand in rmcp | toolwright |
//! |---|---|---|
//! | which channel a failure takes | decided in each `match` arm, at every call site | fixed per variant by `#[error_kind]`; an unclassified variant does not compile |
//! | a new error variant | compiles silently (often into a catch-all `e.to_string()`) | a compile error until it is classified |
//! | security replies | free text; easy to tell "missing" from "wrong" token | a closed set; same reply, same bytes |
//! | operational text | hand-formatted; raw upstream text one `{e}` away | templates, sanitized fields; `#[source]` variants must state their own message |
//! | retry metadata, correlation ids, logs | written per arm | always there, one format, one log line per failure |
//! | `structuredContent` on errors vs `outputSchema` | the TS-client trap is yours to remember | envelope only when there is no `outputSchema` |
//! | argument validation | rmcp rejects non-object arguments with `-32601`; schema failures are yours | every failure an `isError` `validation` result naming paths (SEP-1303) |
//! | handler panic | rmcp 3.9 sends no response at all | `-32603` with a correlation id; the next call works |
//! | timeouts | none server-side | per tool and server-wide, answered as retryable `timeout` |
//! | the audit | read every arm | `ToolSet::error_surface()` |
//!
//! How the two compare in build time, binary size and cost per call, and rmcp's Streamable HTTP
//! transport against toolwright's, is measured in `BENCHMARKS.md` in the repository.
//!
//! # What survives the bridge
//!
//! Everything [`ToolSet::call_with`] decides, unchanged: a security or internal failure is an
//! rmcp protocol error (`ErrorData`) with toolwright's fixed message and its reference
//! (`Internal error (ref tw-…)`) and `data: {"correlationId": ..}`; an operational failure
//! is an `isError: true` result with toolwright's text and `_meta["dev.toolwright/error"]`,
//! and no `structuredContent`; invalid arguments, handler panics and timeouts are
//! answered as by toolwright's own server (rmcp itself sends no response when a handler
//! panics). `tests/rmcp_bridge.rs` runs the same calls through both servers and compares
//! the bytes.
//!
//! # Resources, prompts and completion
//!
//! An [`RmcpServer`] answers `resources/list`, `resources/templates/list`, `resources/read`,
//! `prompts/list`, `prompts/get` and `completion/complete` through the set's own API
//! ([`ToolSet::resources_for`], [`ToolSet::read_with`], [`ToolSet::get_prompt_with`],
//! [`ToolSet::complete`], ...): the JSON toolwright's server would send, read back by rmcp's
//! model types, and its errors with the same code, message and data (`-32002` with
//! `data.uri` for a missing resource, a URI escaping its template answered as not found).
//! It declares `resources` (with `subscribe` and `listChanged`), `prompts` and
//! `completions` only when the set has resources or prompts, and a tools-only set answers
//! their methods `-32601`, as toolwright's server does. Lists come whole (no pages).
//!
//! `resources/subscribe` and `unsubscribe` answer `{}`. From its `initialized`
//! notification (or its first subscription) on, a session gets what the set's
//! [`Changes`](crate::ToolSet::changes) report: `notifications/resources/updated` for the
//! URIs it subscribed to, and `notifications/resources/list_changed` and
//! `prompts/list_changed`; each clone of an [`RmcpServer`] is a session of its own (rmcp's HTTP
//! transport clones one per session). In 2026-07-28, which has no `resources/subscribe`,
//! both answer `-32601`.
//!
//! # Who is calling
//!
//! Every request runs with the [`Caller`] of its request context ([`caller_of`]): one a
//! transport put in the context's extensions, or in those of the HTTP request rmcp's
//! Streamable HTTP server puts there (`http::request::Parts`), which is where
//! [`http::service_with_auth`] puts the caller its bearer token names. Tools, reads and
//! prompts that need a caller or scopes then work as on toolwright's own transport; the
//! lists hide what the caller may not use under `Visibility::Callable`. Without a caller
//! (stdio, [`http::serve`]) such a tool is refused as `unauthorized`.
//!
//! # Details
//!
//! - **Eras.** An [`RmcpServer`] answers each request in the shapes of its protocol version, as
//!   toolwright's server does: 2025-11-25 and older wrap non-object output schemas and
//!   structured results as `{"result": ..}`; 2026-07-28 does not. A merged router has one
//!   tool definition per tool, so [`ToolSet::into_rmcp_router`] lists and answers in the
//!   2025-11-25 shapes, which are valid in both eras.
//! - **Progress** reported with [`Context::report_progress`](crate::Context::report_progress)
//!   becomes `notifications/progress` when the request carries a progress token, in
//!   increasing order, never after the response.
//! - **Cancellation.** When rmcp cancels a request (`notifications/cancelled`, a closed HTTP
//!   stream), the handler's future is dropped; rmcp sends no response.
//! - **Protocol errors rmcp answers itself** (before a tool runs) keep rmcp's wording: a
//!   malformed request, or `arguments` that are not an object (rmcp answers `-32601`,
//!   toolwright's server `-32602`). An unknown tool is toolwright's `-32602 Unknown tool:
//!   <name>` through an [`RmcpServer`] and rmcp's `-32602 tool not found` through a router.
//! - rmcp's `local` feature (non-`Send` handlers) is not supported.
//! - **Left out:** the way back to the client (elicitation, sampling, log messages: a
//!   handler's questions are `Unsupported`), 2026-07-28 `subscriptions/listen`, and
//!   pagination of the lists.

mod classified;
mod convert;
#[cfg(feature = "rmcp-http")]
pub mod http;
mod serve;
mod session;

pub use classified::Classified;
pub use convert::{into_rmcp_answer, rmcp_error, rmcp_result, rmcp_tool};

use convert::from_json;
use session::Session;

use crate::access::Visibility;
use crate::context::Progress;
use crate::server::engine::methods;
use crate::server::{SERVER_INFO_KEY, STATELESS_VERSIONS};
use crate::toolset::{CallOptions, ToolSet};
use crate::wire::{Era, Outcome, ProtocolError};
use crate::Caller;
use ::rmcp::handler::server::router::tool::{ToolRoute, ToolRouter};
use ::rmcp::handler::server::tool::ToolCallContext;
use ::rmcp::model::{CacheScope, ProgressNotificationParam, Tool};
use ::rmcp::service::RequestContext;
use ::rmcp::{ErrorData, RoleServer};
use serde_json::{json, Map, Value};
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

/// A [`ToolSet`] as an rmcp server: rmcp's `ServerHandler`, answering `tools/list` and
/// `tools/call` exactly as toolwright's own server does. Cheap to clone (rmcp's HTTP
/// transport makes one per session).
///
/// Build it with [`ToolSet::into_rmcp`], then serve it with rmcp (`ServiceExt::serve`).
pub struct RmcpServer {
    tools: Arc<Listed>,
    name: String,
    version: String,
    instructions: Option<String>,
    list_ttl: Duration,
    /// This session's subscriptions: a clone starts a session of its own.
    session: Session,
}

impl Clone for RmcpServer {
    /// The same server for another session (rmcp's HTTP transport clones the handler for
    /// each): the tools are shared, the resource subscriptions are not.
    fn clone(&self) -> Self {
        RmcpServer {
            tools: Arc::clone(&self.tools),
            name: self.name.clone(),
            version: self.version.clone(),
            instructions: self.instructions.clone(),
            list_ttl: self.list_ttl,
            session: Session::default(),
        }
    }
}

/// The tools and their rmcp definitions, rendered once per era.
struct Listed {
    set: ToolSet,
    legacy: Vec<Tool>,
    stateless: Vec<Tool>,
}

impl fmt::Debug for RmcpServer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RmcpServer")
            .field("tools", &self.tools.set)
            .field("name", &self.name)
            .field("version", &self.version)
            .finish_non_exhaustive()
    }
}

impl ToolSet {
    /// These tools as an rmcp server; see [`crate::rmcp`].
    pub fn into_rmcp(self) -> RmcpServer {
        RmcpServer::new(self)
    }

    /// These tools as an rmcp `ToolRouter`, to merge into the router of an existing rmcp
    /// server: `Self::tool_router() + tools.into_rmcp_router()`. Each tool keeps its
    /// classification, validation, timeout and panic handling; see [`crate::rmcp`] for the
    /// era rule.
    pub fn into_rmcp_router<S: Send + Sync + 'static>(self) -> ToolRouter<S> {
        let definitions: Vec<Tool> = self
            .definitions()
            .map(|d| rmcp_tool(d, Era::Legacy))
            .collect();
        let set = Arc::new(self);
        let mut router = ToolRouter::new();
        for definition in definitions {
            let set = set.clone();
            router.add_route(ToolRoute::new_dyn(
                definition,
                move |tcc: ToolCallContext<'_, S>| {
                    let set = set.clone();
                    let ToolCallContext {
                        request_context,
                        name,
                        arguments,
                        ..
                    } = tcc;
                    Box::pin(async move {
                        let args = arguments.map_or(Value::Null, Value::Object);
                        let outcome = call(&set, &name, args, Era::Legacy, &request_context).await;
                        into_rmcp_answer(outcome?)
                    })
                },
            ));
        }
        router
    }
}

impl RmcpServer {
    fn new(set: ToolSet) -> Self {
        let render = |era| set.definitions_in(era).map(|d| rmcp_tool(d, era)).collect();
        let (legacy, stateless) = (render(Era::Legacy), render(Era::Stateless));
        RmcpServer {
            tools: Arc::new(Listed {
                set,
                legacy,
                stateless,
            }),
            name: "toolwright".to_owned(),
            version: env!("CARGO_PKG_VERSION").to_owned(),
            instructions: None,
            list_ttl: Duration::from_secs(300),
            session: Session::default(),
        }
    }

    /// `serverInfo.name` (default `toolwright`); usually `env!("CARGO_PKG_NAME")`.
    #[must_use]
    pub fn name(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// `serverInfo.version` (default: toolwright's version); usually
    /// `env!("CARGO_PKG_VERSION")`.
    #[must_use]
    pub fn version(mut self, version: impl Into<String>) -> Self {
        self.version = version.into();
        self
    }

    /// `instructions` for the client.
    #[must_use]
    pub fn instructions(mut self, text: impl Into<String>) -> Self {
        self.instructions = Some(text.into());
        self
    }

    /// The `ttlMs` of 2026-07-28 `tools/list` results (default five minutes).
    #[must_use]
    pub fn list_ttl(mut self, ttl: Duration) -> Self {
        self.list_ttl = ttl;
        self
    }

    /// The tools served.
    pub fn tools(&self) -> &ToolSet {
        &self.tools.set
    }

    /// `serverInfo`, as 2026-07-28 results carry it in `_meta`.
    fn server_info(&self) -> Value {
        serde_json::json!({ "name": self.name, "version": self.version })
    }

    /// The cache hints of 2026-07-28 lists and reads, as toolwright's server gives them:
    /// `private` when what a caller sees depends on who it is.
    fn cache(&self) -> (u64, CacheScope) {
        let ttl = u64::try_from(self.list_ttl.as_millis()).unwrap_or(u64::MAX);
        match self.tools.set.visibility() {
            Visibility::All => (ttl, CacheScope::Public),
            _ => (ttl, CacheScope::Private),
        }
    }

    /// `-32601` for a method this set does not serve, or that the request's era does not
    /// have (the method table's row, as toolwright's server reads it: a tools-only set
    /// answers the resource, prompt and completion methods so).
    fn serves(&self, method: &str, context: &RequestContext<RoleServer>) -> Result<(), ErrorData> {
        match methods::find(method) {
            Some(row) if row.serves.on(&self.tools.set) && row.eras.has(era_of(context)) => Ok(()),
            _ => Err(rmcp_error(ProtocolError::method_not_found(method))),
        }
    }

    /// A result object with the members of `era`: in 2026-07-28, the cache hints (if any),
    /// `resultType` and `serverInfo` in `_meta`, as toolwright's server adds them.
    fn finish(
        &self,
        era: Era,
        mut result: Map<String, Value>,
        cache: Option<(u64, &str)>,
    ) -> Value {
        if era == Era::Stateless {
            if let Some((ttl, scope)) = cache {
                result.insert("ttlMs".into(), ttl.into());
                result.insert("cacheScope".into(), scope.into());
            }
            result.insert("resultType".into(), "complete".into());
            result.insert(
                "_meta".into(),
                json!({ SERVER_INFO_KEY: self.server_info() }),
            );
        }
        Value::Object(result)
    }

    /// A whole list (`key` names its array) in the shapes of `era`, as rmcp's type.
    fn list<T: serde::de::DeserializeOwned>(
        &self,
        era: Era,
        key: &str,
        items: Vec<Value>,
    ) -> Result<T, ErrorData> {
        self.one(era, key, Value::Array(items))
    }

    /// A result holding `item` as member `key`, with the cache hints, in the shapes of
    /// `era`, as rmcp's type.
    fn one<T: serde::de::DeserializeOwned>(
        &self,
        era: Era,
        key: &str,
        item: Value,
    ) -> Result<T, ErrorData> {
        let mut result = Map::new();
        result.insert(key.into(), item);
        let (ttl, scope) = self.cache();
        let scope = match scope {
            CacheScope::Private => "private",
            _ => "public",
        };
        from_json(self.finish(era, result, Some((ttl, scope))))
    }
}

/// The era of an rmcp request: the version rmcp negotiated, stateless when it is one of
/// [`STATELESS_VERSIONS`](crate::server::STATELESS_VERSIONS), as for toolwright's own.
fn era_of(context: &RequestContext<RoleServer>) -> Era {
    match context.protocol_version() {
        Some(v) if STATELESS_VERSIONS.contains(&v.as_str()) => Era::Stateless,
        _ => Era::Legacy,
    }
}

/// Who is calling an rmcp request: a [`Caller`] the transport put in the request's
/// extensions, or in those of its HTTP request (rmcp's Streamable HTTP server puts the
/// request's `http::request::Parts` there; [`http::service_with_auth`] puts the verified
/// caller in them). `None` when nobody verified a credential.
pub fn caller_of(context: &RequestContext<RoleServer>) -> Option<Caller> {
    if let Some(caller) = context.extensions.get::<Caller>() {
        return Some(caller.clone());
    }
    #[cfg(feature = "rmcp-http")]
    if let Some(parts) = context.extensions.get::<axum::http::request::Parts>() {
        return parts.extensions.get::<Caller>().cloned();
    }
    None
}

/// Call a tool for an rmcp request: forward its progress, and drop it when rmcp cancels the
/// request (the `Err` is never sent: rmcp answers no cancelled request).
async fn call(
    set: &ToolSet,
    name: &str,
    args: Value,
    era: Era,
    context: &RequestContext<RoleServer>,
) -> Result<Outcome, ErrorData> {
    run(era, context, |options| set.call_with(name, args, options)).await
}

/// Run a tool call, a read or a prompt for an rmcp request, with the request's caller:
/// forward its progress, and drop it when rmcp cancels the request.
async fn run<F, Fut>(
    era: Era,
    context: &RequestContext<RoleServer>,
    start: F,
) -> Result<Outcome, ErrorData>
where
    F: FnOnce(CallOptions) -> Fut,
    Fut: std::future::Future<Output = Outcome>,
{
    let token = context.meta.get_progress_token();
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<Progress>();
    let progress = token.is_some().then(|| {
        let order = std::sync::Mutex::new(crate::context::ProgressOrder::default());
        let sink: crate::tool::ProgressSink = Arc::new(move |p: Progress| {
            // As toolwright's server: progress only ever increases.
            if crate::util::lock(&order).admit(p.progress) {
                let _ = tx.send(p);
            }
        });
        sink
    });
    // No way back to the client: a handler's questions are `Unsupported` and its log
    // messages go to `tracing` only.
    let options = CallOptions {
        era,
        progress,
        caller: caller_of(context),
        talk: None,
        access: None,
    };
    let run = start(options);
    tokio::pin!(run);
    let notify = |p: Progress| {
        let token = token.clone().expect("progress only with a token");
        let mut param = ProgressNotificationParam::new(token, p.progress);
        param.total = p.total;
        param.message = p.message;
        context.peer.notify_progress(param)
    };
    let outcome = loop {
        tokio::select! {
            biased;
            () = context.ct.cancelled() => {
                return Err(ErrorData::invalid_request("Request cancelled", None));
            }
            Some(p) = rx.recv() => {
                let _ = notify(p).await;
            }
            outcome = &mut run => break outcome,
        }
    };
    // Reports made before the answer go out before it; later ones nowhere.
    rx.close();
    while let Ok(p) = rx.try_recv() {
        let _ = notify(p).await;
    }
    Ok(outcome)
}
