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
