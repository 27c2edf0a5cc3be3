//! The stdio serving example of the `toolwright::server` docs, as a user writes it, with
//! one more tool: one that fails internally, for tests/guide_logs.rs to read the log of.
//! With `--no-log` it leaves the subscriber line out, as a user who skipped it would.

use toolwright::{mcp_tool, tools, ToolError};

/// Say it back.
#[mcp_tool(read_only)]
async fn echo(text: String) -> Result<String, std::convert::Infallible> {
    Ok(text)
}

#[derive(Debug, thiserror::Error, ToolError)]
enum LedgerError {
    #[error("ledger at db.internal:5432 refused password=hunter2")]
    #[error_kind(internal)]
    Down,
}

/// Reads the ledger.
#[mcp_tool(read_only)]
async fn ledger() -> Result<String, LedgerError> {
    Err(LedgerError::Down)
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    if std::env::args().nth(1).as_deref() != Some("--no-log") {
        // The log: every failure's detail and reference, on stderr (stdout carries only
        // JSON-RPC). `RUST_LOG` filters it with the `env-filter` feature's `EnvFilter`.
        tracing_subscriber::fmt()
            .with_writer(std::io::stderr)
            .init();
    }
    tools![echo, ledger].serve_stdio().await
}
