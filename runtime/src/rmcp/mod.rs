//! The rmcp bridge (cargo feature `rmcp`): toolwright tools inside rmcp servers, and
//! toolwright's classification for rmcp's own `#[tool]` methods.
//!
//! [rmcp](https://crates.io/crates/rmcp) is the official Rust MCP SDK. Three ways in, from
//! the least to the most rmcp code you keep:
//!
//! 1. **A whole [`ToolSet`] as an rmcp server.** [`ToolSet::into_rmcp`] gives a [`Handler`]
//!    implementing rmcp's `ServerHandler`; serve it on any rmcp transport (stdio, any
//!    `AsyncRead`/`AsyncWrite`, Streamable HTTP with the `http` feature).
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
//! # Details
//!
//! - **Eras.** A [`Handler`] answers each request in the shapes of its protocol version, as
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
//!   <name>` through a [`Handler`] and rmcp's `-32602 tool not found` through a router.
//! - rmcp's `local` feature (non-`Send` handlers) is not supported.

mod classified;
#[cfg(feature = "rmcp-http")]
pub mod http;

pub use classified::Classified;

use crate::context::Progress;
use crate::server::SERVER_INFO_KEY;
use crate::toolset::{CallOptions, ToolSet};
use crate::wire::{ContentBlock, Era, Outcome, ProtocolError, ToolDefinition, ToolResult};
use ::rmcp::handler::server::router::tool::{ToolRoute, ToolRouter};
use ::rmcp::handler::server::tool::ToolCallContext;
use ::rmcp::model::{
    CacheScope, CallToolRequestParams, CallToolResponse, CallToolResult, ErrorCode, Implementation,
    JsonObject, ListToolsResult, MetaObject, PaginatedRequestParams, ProgressNotificationParam,
    ServerCapabilities, ServerConfig, Tool, ToolAnnotations,
};
use ::rmcp::service::RequestContext;
use ::rmcp::{ErrorData, RoleServer, ServerHandler};
use serde_json::Value;
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

/// A [`ToolSet`] as an rmcp server: rmcp's `ServerHandler`, answering `tools/list` and
/// `tools/call` exactly as toolwright's own server does. Cheap to clone (rmcp's HTTP
/// transport makes one per session).
///
/// Build it with [`ToolSet::into_rmcp`], then serve it with rmcp (`ServiceExt::serve`).
#[derive(Clone)]
pub struct Handler {
    tools: Arc<Listed>,
    name: String,
    version: String,
    instructions: Option<String>,
    list_ttl: Duration,
}

/// The tools and their rmcp definitions, rendered once per era.
struct Listed {
    set: ToolSet,
    legacy: Vec<Tool>,
    stateless: Vec<Tool>,
}

impl fmt::Debug for Handler {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Handler")
            .field("tools", &self.tools.set)
            .field("name", &self.name)
            .field("version", &self.version)
            .finish_non_exhaustive()
    }
}

impl ToolSet {
    /// These tools as an rmcp server; see [`crate::rmcp`].
    pub fn into_rmcp(self) -> Handler {
        Handler::new(self)
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

impl Handler {
    fn new(set: ToolSet) -> Self {
        let render = |era| set.definitions().map(|d| rmcp_tool(d, era)).collect();
        let (legacy, stateless) = (render(Era::Legacy), render(Era::Stateless));
        Handler {
            tools: Arc::new(Listed {
                set,
                legacy,
                stateless,
            }),
            name: "toolwright".to_owned(),
            version: env!("CARGO_PKG_VERSION").to_owned(),
            instructions: None,
            list_ttl: Duration::from_secs(300),
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
}

impl ServerHandler for Handler {
    fn get_info(&self) -> ServerConfig {
        let info = ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new(&self.name, &self.version));
        match &self.instructions {
            Some(text) => info.with_instructions(text.clone()),
            None => info,
        }
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(match era_of(&context) {
            Era::Legacy => ListToolsResult::with_all_items(self.tools.legacy.clone()),
            Era::Stateless => {
                let mut result = ListToolsResult::with_all_items(self.tools.stateless.clone());
                result.ttl_ms = Some(u64::try_from(self.list_ttl.as_millis()).unwrap_or(u64::MAX));
                result.cache_scope = Some(CacheScope::Public);
                result.meta = Some(MetaObject(JsonObject::from_iter([(
                    SERVER_INFO_KEY.to_owned(),
                    self.server_info(),
                )])));
                result
            }
        })
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let era = era_of(&context);
        let args = request.arguments.map_or(Value::Null, Value::Object);
        let mut outcome = call(&self.tools.set, &request.name, args, era, &context).await?;
        if let (Era::Stateless, Outcome::Result(result)) = (era, &mut outcome) {
            let meta = result.meta.get_or_insert_with(Default::default);
            meta.insert(SERVER_INFO_KEY.into(), self.server_info());
        }
        into_rmcp_answer(outcome)
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        self.tools.legacy.iter().find(|t| t.name == name).cloned()
    }
}

/// The era of an rmcp request: 2026-07-28 or later is stateless.
fn era_of(context: &RequestContext<RoleServer>) -> Era {
    match context.protocol_version() {
        Some(v) if v.as_str() >= "2026-07-28" => Era::Stateless,
        _ => Era::Legacy,
    }
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
    // rmcp's transports verify no credentials of toolwright's: no caller (a tool that needs
    // one is refused as `unauthorized`).
    // Nor a way back to the client: a handler's questions are `Unsupported` and its log
    // messages go to `tracing` only.
    let options = CallOptions {
        era,
        progress,
        caller: None,
        talk: None,
        access: None,
    };
    let run = set.call_with(name, args, options);
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

/// An [`Outcome`] as rmcp's `call_tool` answer: a result, or a protocol error with the same
/// code, message and data.
///
/// # Errors
///
/// `Err` is the protocol error of an [`Outcome::Error`], and `-32603` for an
/// [`Outcome::InputRequired`], which rmcp's answers cannot carry (the bridge never makes
/// one: its calls have no way back to the client).
pub fn into_rmcp_answer(outcome: Outcome) -> Result<CallToolResponse, ErrorData> {
    match outcome {
        Outcome::Result(result) => Ok(rmcp_result(result).into()),
        Outcome::Error(error) => Err(rmcp_error(error)),
        // A read or a prompt is never a tool call's outcome; nor can rmcp's answers carry
        // an `input_required` (the bridge never makes one: no way back to the client).
        _ => Err(ErrorData::internal_error("Internal error", None)),
    }
}

/// A [`ProtocolError`] as rmcp's `ErrorData`.
pub fn rmcp_error(error: ProtocolError) -> ErrorData {
    let code = i32::try_from(error.code).unwrap_or(ErrorCode::INTERNAL_ERROR.0);
    ErrorData::new(ErrorCode(code), error.message, error.data)
}

/// A [`ToolResult`] as rmcp's `CallToolResult`. `isError` stays absent on success, as
/// toolwright's server sends it.
pub fn rmcp_result(result: ToolResult) -> CallToolResult {
    let mut out = CallToolResult::default();
    out.content = result.content.into_iter().map(rmcp_content).collect();
    out.structured_content = result.structured_content;
    out.is_error = result.is_error.then_some(true);
    out.meta = result.meta.map(MetaObject);
    out
}

fn rmcp_content(block: ContentBlock) -> ::rmcp::model::ContentBlock {
    use ::rmcp::model::{ContentBlock as Rmcp, Resource};
    match block {
        ContentBlock::Text { text } => Rmcp::text(text),
        ContentBlock::Image { data, mime_type } => Rmcp::image(data, mime_type),
        ContentBlock::Audio { data, mime_type } => Rmcp::audio(data, mime_type),
        ContentBlock::ResourceLink {
            uri,
            name,
            mime_type,
        } => {
            let link = Resource::new(uri, name);
            Rmcp::resource_link(match mime_type {
                Some(mime) => link.with_mime_type(mime),
                None => link,
            })
        }
        ContentBlock::Resource { resource } => Rmcp::resource(rmcp_resource(resource)),
    }
}

fn rmcp_resource(resource: crate::wire::ResourceContents) -> ::rmcp::model::ResourceContents {
    use crate::wire::ResourceContents as Ours;
    use ::rmcp::model::ResourceContents as Rmcp;
    match resource {
        Ours::Text {
            uri,
            mime_type,
            text,
            meta,
        } => Rmcp::TextResourceContents {
            uri,
            mime_type,
            text,
            meta: meta.map(MetaObject),
        },
        Ours::Blob {
            uri,
            mime_type,
            blob,
            meta,
        } => Rmcp::BlobResourceContents {
            uri,
            mime_type,
            blob,
            meta: meta.map(MetaObject),
        },
    }
}

/// A tool definition as rmcp's `Tool`, in the shapes of `era`.
pub fn rmcp_tool(definition: &ToolDefinition, era: Era) -> Tool {
    // Generated schemas always have an object root; anything else would be a bug upstream,
    // and advertises as the empty schema rather than panicking a server.
    let object = |schema: Value| match schema {
        Value::Object(map) => Arc::new(map),
        _ => Arc::new(JsonObject::new()),
    };
    let description = definition.description.map(std::borrow::Cow::Borrowed);
    let mut tool = Tool::new_with_raw(
        definition.name,
        description,
        object(definition.input_schema.clone()),
    );
    if let Some(title) = definition.title {
        tool = tool.with_title(title);
    }
    if let Some(schema) = definition.output_schema_for(era) {
        tool = tool.with_raw_output_schema(object(schema));
    }
    let hints = definition.annotations;
    if !hints.is_empty() || definition.title.is_some() {
        tool = tool.with_annotations(ToolAnnotations::from_raw(
            definition.title.map(str::to_owned),
            hints.read_only,
            hints.destructive,
            hints.idempotent,
            hints.open_world,
        ));
    }
    tool
}
