//! The payments example over MCP Streamable HTTP (toolwright's own transport, feature
//! `http`). Loopback only by default:
//!
//! ```sh
//! cargo run -p toolwright-examples --features http --bin http            # http://127.0.0.1:8000/mcp
//! cargo run -p toolwright-examples --features http --bin http -- 127.0.0.1:9000
//! ```
//!
//! Point an MCP client at the printed URL (session token `tok_live_demo_7c1d`). Requests
//! whose `Host` is not `localhost`, `127.0.0.1` or `[::1]` are refused (DNS-rebinding
//! protection), whatever address the server listens on; see `toolwright::server::http` to
//! serve other hosts. Replicas behind a load balancer share sessions when started with the
//! same `TOOLWRIGHT_SESSION_KEY` (64 hex digits). Ctrl-C or SIGTERM stops it. Logs go to
//! stderr (`RUST_LOG=toolwright=debug`).

use std::process::ExitCode;
use toolwright::server::Server;
use toolwright_examples::payments;

#[tokio::main]
async fn main() -> ExitCode {
    toolwright_examples::log_to_stderr();
    let arg = std::env::args().nth(1);
    let listener = match toolwright_examples::listen("http", arg.as_deref(), "127.0.0.1:8000").await
    {
        Ok(listener) => listener,
        Err(code) => return code,
    };
    let server = Server::new(payments::toolset())
        .name("toolwright-payments")
        .version(env!("CARGO_PKG_VERSION"));
    toolwright_examples::serve_http("toolwright-payments", server, listener).await
}
