//! rmcp's MCP Streamable HTTP transport (cargo feature `rmcp-http`), for teams already on
//! rmcp: an [`RmcpServer`](super::RmcpServer), or any rmcp
//! server (one with toolwright tools merged into its router), behind rmcp's Streamable HTTP
//! server transport, served by axum.
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
//!     // Loopback only: the MCP endpoint is http://127.0.0.1:8000/mcp.
//!     let listener = tokio::net::TcpListener::bind("127.0.0.1:8000").await?;
//!     let handler = tools![echo].into_rmcp().name("echo");
//!     // Stop when this future resolves (say, on `tokio::signal::ctrl_c()`); here, never.
//!     toolwright::rmcp::http::serve(handler, listener, std::future::pending()).await
//! }
//! ```
//!
//! # Details
//!
//! - **Why rmcp's transport.** It is the official SDK's implementation of the transport and
//!   tracks the specification: sessions (`Mcp-Session-Id`) for 2025-11-25 clients, stateless
//!   requests for 2026-07-28, SSE responses with priming events and resumption,
//!   `MCP-Protocol-Version` checks, a request body limit (413), and `Host` validation.
//!   axum (hyper) serves it; with [`service`] you can mount it in your own axum router or
//!   any tower-compatible HTTP server instead.
//! - **Loopback by default.** [`config`] accepts only `Host: localhost`, `127.0.0.1` or
//!   `::1` (any port), answering others `403` (DNS-rebinding protection). Listening on
//!   another interface also needs `config().with_allowed_hosts([...])` naming the hosts
//!   clients use, and, for browsers, `with_allowed_origins`. Put TLS in front (a reverse
//!   proxy); for authentication, use [`service_with_auth`] or [`serve_with_auth`].
//! - **Bearer authentication** ([`serve_with_auth`], [`service_with_auth`]): toolwright's
//!   [`BearerAuth`] in an HTTP layer in front of rmcp's service, because rmcp's handler
//!   can only answer JSON-RPC. No token, or one the verifier rejects, gets the same `401`
//!   with `WWW-Authenticate: Bearer resource_metadata="..."` as toolwright's own transport
//!   (the same code makes both), and the Protected Resource Metadata is served at
//!   `/.well-known/oauth-protected-resource` and that path followed by the endpoint's. The
//!   verified [`Caller`](crate::Caller) goes into the HTTP request's extensions, which rmcp
//!   passes to the handler (`http::request::Parts`), so an [`RmcpServer`](super::RmcpServer) runs
//!   tools, reads and prompts as that caller and a scoped tool works through rmcp.
//! - **Left out, by the rmcp transport's design:** a call needing a scope the caller lacks
//!   gets toolwright's JSON-RPC refusal, not the `403` step-up challenge (the layer in front
//!   of rmcp does not read request bodies, so it does not know the tool); rmcp's sessions
//!   are not bound to the caller who opened them (toolwright's transport answers another
//!   caller's session as not found); and `Host`/`Origin` are checked by rmcp after the
//!   token, so a request with neither a valid `Host` nor a token gets `401` rather than
//!   `403`.
//! - **TCP_NODELAY** is set on every accepted connection by [`serve`]: small responses go
//!   out at once instead of waiting for the client's delayed ACK. With [`service`] in your
//!   own server, set it there (axum: `listener.tap_io(|s| s.set_nodelay(true))`).
//! - **Shutdown.** When the `shutdown` future of [`serve`] resolves, open sessions and
//!   streams are closed and the server stops accepting connections; calls in flight are
//!   dropped.

use crate::auth::Rejection;
use crate::server::http::auth;
pub use crate::server::http::BearerAuth;
use ::rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
pub use ::rmcp::transport::streamable_http_server::{
    StreamableHttpServerConfig, StreamableHttpService,
};
use ::rmcp::ServerHandler;
use std::future::Future;
use std::io;
use std::sync::Arc;

/// The path [`serve`] answers MCP on.
pub const MCP_PATH: &str = "/mcp";

/// rmcp's default transport settings: loopback `Host`s only, sessions for clients that
/// `initialize`, SSE responses, a 4 MiB body limit.
pub fn config() -> StreamableHttpServerConfig {
    StreamableHttpServerConfig::default()
}

/// The Streamable HTTP endpoint for `handler` as a tower service, to mount at a path of
/// your choice (`axum::Router::new().nest_service("/mcp", service(..))`). Each session gets
/// a clone of `handler`.
pub fn service<H: ServerHandler + Clone>(
    handler: H,
    config: StreamableHttpServerConfig,
) -> StreamableHttpService<H, LocalSessionManager> {
    StreamableHttpService::new(
        move || Ok(handler.clone()),
        Arc::new(LocalSessionManager::default()),
        config,
    )
}

/// Serve `handler` at [`MCP_PATH`] on `listener` with [`config`], until `shutdown` resolves.
/// Any other path answers `404`.
///
/// # Errors
///
/// An I/O error accepting connections.
pub async fn serve<H: ServerHandler + Clone>(
    handler: H,
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> io::Result<()> {
    serve_with(handler, config(), listener, shutdown).await
}

/// [`serve`] with transport settings of your own.
///
/// # Errors
///
/// As [`serve`].
pub async fn serve_with<H: ServerHandler + Clone>(
    handler: H,
    config: StreamableHttpServerConfig,
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> io::Result<()> {
    let sessions = config.cancellation_token.clone();
    let app = axum::Router::new().nest_service(MCP_PATH, service(handler, config));
    serve_app(app, move || sessions.cancel(), listener, shutdown).await
}

/// [`serve_with`] behind bearer authentication: [`service_with_auth`] on `listener` until
/// `shutdown` resolves. Any other path answers `404`.
///
/// # Errors
///
/// As [`serve`].
pub async fn serve_with_auth<H: ServerHandler + Clone>(
    handler: H,
    config: StreamableHttpServerConfig,
    bearer: BearerAuth,
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> io::Result<()> {
    let sessions = config.cancellation_token.clone();
    let app = service_with_auth(handler, config, bearer);
    serve_app(app, move || sessions.cancel(), listener, shutdown).await
}

/// rmcp's Streamable HTTP endpoint at [`MCP_PATH`] behind toolwright's bearer
/// authentication, with the Protected Resource Metadata: an axum router to serve as is or
/// to merge into yours (`Router::merge`).
///
/// - Every request to [`MCP_PATH`] must carry `Authorization: Bearer <token>` that
///   `bearer`'s verifier accepts; the [`Caller`](crate::Caller) it names goes into the
///   request's extensions, where an [`RmcpServer`](super::RmcpServer) (or a router from
///   [`into_rmcp_router`](crate::ToolSet::into_rmcp_router)) finds it through rmcp's
///   `http::request::Parts` ([`caller_of`](super::caller_of)).
/// - No token, or one the verifier rejects: the same `401` with
///   `WWW-Authenticate: Bearer resource_metadata="..."` as toolwright's own transport
///   (`503` with `Retry-After` when tokens cannot be checked now), before rmcp sees the
///   request.
/// - `GET /.well-known/oauth-protected-resource` and the same followed by a path: the
///   metadata document. Its `scopes_supported` defaults, for an [`RmcpServer`](super::RmcpServer),
///   to every scope its set requires; for another rmcp server, set
///   [`BearerAuth::scopes_supported`].
///
/// The `resource` of `bearer` is the URL clients reach [`MCP_PATH`] at.
pub fn service_with_auth<H: ServerHandler + Clone>(
    handler: H,
    config: StreamableHttpServerConfig,
    mut bearer: BearerAuth,
) -> axum::Router {
    use axum::routing::any;
    // A toolwright handler's metadata names every scope its set requires.
    if let Some(tools) = (&handler as &dyn std::any::Any).downcast_ref::<super::RmcpServer>() {
        bearer.tool_scopes = tools
            .tools()
            .all_scopes()
            .into_iter()
            .map(str::to_owned)
            .collect();
    }
    let bearer = Arc::new(bearer);
    let gate = Gate {
        bearer: Arc::clone(&bearer),
    };
    let metadata = move |request: axum::extract::Request| {
        let bearer = Arc::clone(&bearer);
        async move { auth::metadata(Some(&bearer), request.method()) }
    };
    axum::Router::new()
        .route_service(MCP_PATH, service(handler, config))
        .route_layer(axum::middleware::from_fn_with_state(gate, authenticate))
        .route(auth::METADATA_PREFIX, any(metadata.clone()))
        .route(
            &format!("{}/{{*path}}", auth::METADATA_PREFIX),
            any(metadata),
        )
}

/// What the authentication layer knows.
#[derive(Clone)]
struct Gate {
    bearer: Arc<BearerAuth>,
}

/// The most of a refused request's body read (so its connection stays usable): rmcp's
/// default body limit.
const REFUSED_BODY_LIMIT: usize = 4 * 1024 * 1024;

/// Verify the request's bearer token and put its caller in the request's extensions; or
/// answer as toolwright's own transport does.
async fn authenticate(
    axum::extract::State(gate): axum::extract::State<Gate>,
    mut request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::http::{header, Method};
    // `Authorization` on two lines is refused as a malformed token, as by our transport.
    let repeated = request
        .headers()
        .get_all(header::AUTHORIZATION)
        .iter()
        .nth(1)
        .is_some();
    let verdict = if repeated {
        Err(Rejection::Malformed)
    } else {
        gate.bearer.authenticate(request.headers()).await
    };
    match verdict {
        Ok(caller) => {
            request.extensions_mut().insert(caller);
            next.run(request).await
        }
        Err(why) => {
            if request.method() == Method::POST {
                let _ = axum::body::to_bytes(request.into_body(), REFUSED_BODY_LIMIT).await;
            }
            auth::unauthorized(&gate.bearer, &why)
        }
    }
}

/// Serve `app` until `shutdown` resolves, then end rmcp's sessions (`end_sessions`).
async fn serve_app(
    app: axum::Router,
    end_sessions: impl FnOnce() + Send + 'static,
    listener: tokio::net::TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> io::Result<()> {
    use axum::serve::ListenerExt;
    // Without TCP_NODELAY, Nagle's algorithm holds each small response (an SSE event, a
    // JSON body) until the client's delayed ACK: 20-40 ms per call on loopback.
    let listener = listener.tap_io(|socket| {
        if let Err(e) = socket.set_nodelay(true) {
            tracing::debug!(target: "toolwright::server", error = %e, "TCP_NODELAY not set");
        }
    });
    axum::serve(listener, app)
        .with_graceful_shutdown(async move {
            shutdown.await;
            // Ends sessions and their SSE streams, which graceful shutdown would wait on.
            end_sessions();
        })
        .await
}
