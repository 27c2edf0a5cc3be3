//! rmcp's MCP Streamable HTTP transport (cargo feature `rmcp-http`), for teams already on
//! rmcp: a [`Handler`](super::Handler), or any rmcp
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
//!   clients use, and, for browsers, `with_allowed_origins`. Put TLS and authentication in
//!   front (a reverse proxy, or tower layers around [`service`]).
//! - **TCP_NODELAY** is set on every accepted connection by [`serve`]: small responses go
//!   out at once instead of waiting for the client's delayed ACK. With [`service`] in your
//!   own server, set it there (axum: `listener.tap_io(|s| s.set_nodelay(true))`).
//! - **Shutdown.** When the `shutdown` future of [`serve`] resolves, open sessions and
//!   streams are closed and the server stops accepting connections; calls in flight are
//!   dropped.

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
    use axum::serve::ListenerExt;
    let sessions = config.cancellation_token.clone();
    let app = axum::Router::new().nest_service(MCP_PATH, service(handler, config));
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
            sessions.cancel();
        })
        .await
}
