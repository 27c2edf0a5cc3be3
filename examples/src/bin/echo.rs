//! The example server: one tool, `echo {text}`, over stdio. An MCP client launches it as
//! a process (see the README for the client configuration); it is also the server the
//! stdio benchmark (`scripts/bench-stdio.sh`) drives.
//!
//! Logs go to stderr; set `RUST_LOG=toolwright=debug` to see each failure and protocol
//! event.

use std::convert::Infallible;
use std::process::ExitCode;
use toolwright::server::Server;
use toolwright::{mcp_tool, tools};

/// Return the text unchanged.
#[mcp_tool(read_only, idempotent, open_world = false)]
async fn echo(
    /// The text to send back.
    text: String,
) -> Result<String, Infallible> {
    Ok(text)
}

#[tokio::main]
async fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn")),
        )
        .init();
    let served = Server::new(tools![echo])
        .name("toolwright-echo")
        .version(env!("CARGO_PKG_VERSION"))
        .serve_stdio()
        .await;
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!(error = %e, "stdio failed");
            ExitCode::FAILURE
        }
    }
}
