//! The example servers: the failures the design seeds describe, each classified as they
//! argue (SEP-1303 wins where they disagree). Each module's `toolset()` is what its binary
//! serves and what the demo plays.

pub mod files;
pub mod payments;
pub mod search;

/// Send `tracing` output to stderr (stdout carries only JSON-RPC), filtered by `RUST_LOG`
/// (default `info`).
pub fn log_to_stderr() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .init();
}

/// The listener an HTTP example serves on: `argv[1]`, or `default`, as `ADDR:PORT`. On a bad
/// address or a failed bind it prints why to stderr and gives the exit code to return.
///
/// # Errors
///
/// `ExitCode::FAILURE` after printing the reason.
#[cfg(feature = "http")]
pub async fn listen_from_args(
    program: &str,
    default: &str,
) -> Result<tokio::net::TcpListener, std::process::ExitCode> {
    let arg = std::env::args().nth(1);
    let addr: std::net::SocketAddr = arg.as_deref().unwrap_or(default).parse().map_err(|e| {
        eprintln!("usage: {program} [ADDR:PORT]  ({e})");
        std::process::ExitCode::FAILURE
    })?;
    tokio::net::TcpListener::bind(addr).await.map_err(|e| {
        eprintln!("cannot listen on {addr}: {e}");
        std::process::ExitCode::FAILURE
    })
}
