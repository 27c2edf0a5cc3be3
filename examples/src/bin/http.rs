//! The payments example over MCP Streamable HTTP (toolwright's `http` feature: rmcp's
//! transport on axum). Loopback only by default:
//!
//! ```sh
//! cargo run -p toolwright-examples --features http --bin http            # http://127.0.0.1:8000/mcp
//! cargo run -p toolwright-examples --features http --bin http -- 127.0.0.1:9000
//! ```
//!
//! Point an MCP client at the printed URL (session token `tok_live_demo_7c1d`). Requests
//! whose `Host` is not `localhost`, `127.0.0.1` or `::1` are refused (DNS-rebinding
//! protection), whatever address the server listens on; see `toolwright::rmcp::http` to
//! serve other hosts. Ctrl-C stops it. Logs go to stderr (`RUST_LOG=toolwright=debug`).

use std::process::ExitCode;
use toolwright_examples::payments;

#[tokio::main]
async fn main() -> ExitCode {
    toolwright_examples::log_to_stderr();
    let listener = match toolwright_examples::listen_from_args("http", "127.0.0.1:8000").await {
        Ok(listener) => listener,
        Err(code) => return code,
    };
    let bound = listener
        .local_addr()
        .map_or_else(|e| format!("<unknown: {e}>"), |a| a.to_string());
    eprintln!(
        "toolwright-payments: MCP endpoint http://{bound}{}",
        toolwright::rmcp::http::MCP_PATH
    );
    let handler = payments::toolset()
        .into_rmcp()
        .name("toolwright-payments")
        .version(env!("CARGO_PKG_VERSION"));
    let shutdown = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    match toolwright::rmcp::http::serve(handler, listener, shutdown).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("http server failed: {e}");
            ExitCode::FAILURE
        }
    }
}
