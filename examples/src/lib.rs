//! The example servers: the failures the design seeds describe, each classified as they
//! argue (SEP-1303 wins where they disagree). Each module's `toolset()` is what its binary
//! serves and what the demo plays.

pub mod files;
pub mod payments;
pub mod search;

/// The three example servers' tool sets by name, the files one serving `sandbox`: what the
/// demo prints the error surfaces and audits of, and what the examples' tests check.
pub fn toolsets(sandbox: files::Sandbox) -> [(&'static str, toolwright::ToolSet); 3] {
    [
        ("files", files::toolset(sandbox)),
        ("payments", payments::toolset()),
        ("search", search::toolset()),
    ]
}

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

/// The listener an HTTP example serves on: `arg`, or `default`, as `ADDR:PORT`. On a bad
/// address or a failed bind it prints why to stderr and gives the exit code to return.
///
/// # Errors
///
/// `ExitCode::FAILURE` after printing the reason.
#[cfg(any(feature = "http", feature = "rmcp-http"))]
pub async fn listen(
    program: &str,
    arg: Option<&str>,
    default: &str,
) -> Result<tokio::net::TcpListener, std::process::ExitCode> {
    let addr: std::net::SocketAddr = arg.unwrap_or(default).parse().map_err(|e| {
        eprintln!("usage: {program} [ADDR:PORT]  ({e})");
        std::process::ExitCode::FAILURE
    })?;
    tokio::net::TcpListener::bind(addr).await.map_err(|e| {
        eprintln!("cannot listen on {addr}: {e}");
        std::process::ExitCode::FAILURE
    })
}

/// Print `<program>: MCP endpoint http://ADDR/mcp` on stderr, the line scripts wait for, in
/// one write: `eprintln!` writes its pieces one by one, and a script reading the log between
/// them would take half an address.
#[cfg(any(feature = "http", feature = "rmcp-http"))]
pub fn announce(program: &str, listener: &tokio::net::TcpListener) {
    use std::io::Write;
    let bound = listener
        .local_addr()
        .map_or_else(|e| format!("<unknown: {e}>"), |a| a.to_string());
    let line = format!("{program}{ANNOUNCED}http://{bound}/mcp\n");
    let _ = std::io::stderr().write_all(line.as_bytes());
}

/// What [`announce`] writes between the program's name and its endpoint.
const ANNOUNCED: &str = ": MCP endpoint ";

/// The endpoint a line of a server's stderr announces ([`announce`]), if it is that line: how
/// a test finds a server it started on `127.0.0.1:0`.
pub fn announced_endpoint(line: &str) -> Option<&str> {
    line.split_once(ANNOUNCED).map(|(_, url)| url.trim_end())
}

/// Resolves on Ctrl-C or SIGTERM.
#[cfg(any(feature = "http", feature = "rmcp-http"))]
pub async fn stop_signal() {
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        .expect("a SIGTERM handler");
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        _ = term.recv() => {}
    }
}

/// Serve `server` with the settings `http` over toolwright's Streamable HTTP transport on
/// `listener` until Ctrl-C or
/// SIGTERM. Replicas behind a load balancer share sessions when started with the same
/// `TOOLWRIGHT_SESSION_KEY` (64 hex digits, `openssl rand -hex 32`); without it the key is
/// random.
#[cfg(feature = "http")]
pub async fn serve_http(
    program: &str,
    server: toolwright::server::Server,
    mut http: toolwright::server::http::HttpConfig,
    listener: tokio::net::TcpListener,
) -> std::process::ExitCode {
    use toolwright::server::http::SessionKey;
    if let Ok(hex) = std::env::var("TOOLWRIGHT_SESSION_KEY") {
        match SessionKey::from_hex(&hex) {
            Ok(key) => http = http.session_key(key),
            Err(e) => {
                eprintln!("{program}: TOOLWRIGHT_SESSION_KEY: {e}");
                return std::process::ExitCode::FAILURE;
            }
        }
    }
    announce(program, &listener);
    match server
        .http_config(http)
        .serve_http(listener, stop_signal())
        .await
    {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{program}: http server failed: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
