//! The example server: one tool, `echo {text}`. Over stdio by default: an MCP client
//! launches it as a process (see the README for the client configuration); it is also the
//! server the stdio benchmark (`scripts/bench-stdio.sh`) drives. Over Streamable HTTP with
//! `--http ADDR` (feature `http`, toolwright's transport) or `--rmcp-http ADDR` (feature
//! `rmcp-http`, rmcp's transport through the bridge), printing the endpoint's URL on
//! stderr, so both transports can be measured on the same tool (`scripts/bench-http.sh`):
//!
//! ```sh
//! cargo run -p toolwright-examples --bin echo
//! cargo run -p toolwright-examples --features http --bin echo -- --http 127.0.0.1:8000
//! ```
//!
//! Logs go to stderr; set `RUST_LOG=toolwright=debug` to see each failure and protocol
//! event.

use std::convert::Infallible;
use std::process::ExitCode;
use toolwright::server::Server;
use toolwright::{mcp_tool, tools, ToolSet};

/// Return the text unchanged.
#[mcp_tool(read_only, idempotent, open_world = false)]
async fn echo(
    /// The text to send back.
    text: String,
) -> Result<String, Infallible> {
    Ok(text)
}

fn toolset() -> ToolSet {
    tools![echo]
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
    let server = Server::new(toolset())
        .name("toolwright-echo")
        .version(env!("CARGO_PKG_VERSION"));
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        [] => match server.serve_stdio().await {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                tracing::error!(error = %e, "stdio failed");
                ExitCode::FAILURE
            }
        },
        #[cfg(feature = "http")]
        ["--http", addr] => {
            match toolwright_examples::listen("echo", Some(addr), "127.0.0.1:8000").await {
                Ok(listener) => {
                    toolwright_examples::serve_http(
                        "toolwright-echo",
                        server,
                        toolwright::server::http::HttpConfig::new(),
                        listener,
                    )
                    .await
                }
                Err(code) => code,
            }
        }
        #[cfg(feature = "rmcp-http")]
        ["--rmcp-http", addr] => {
            let listener =
                match toolwright_examples::listen("echo", Some(addr), "127.0.0.1:8000").await {
                    Ok(listener) => listener,
                    Err(code) => return code,
                };
            toolwright_examples::announce("toolwright-echo", &listener);
            let handler = toolset()
                .into_rmcp()
                .name("toolwright-echo")
                .version(env!("CARGO_PKG_VERSION"));
            let stop = toolwright_examples::stop_signal();
            match toolwright::rmcp::http::serve(handler, listener, stop).await {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("rmcp http server failed: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        _ => {
            drop(server);
            eprintln!(
                "usage: echo                    serve stdio\n       \
                 echo --http ADDR:PORT      serve Streamable HTTP (feature `http`)\n       \
                 echo --rmcp-http ADDR:PORT serve rmcp's Streamable HTTP (feature `rmcp-http`)"
            );
            ExitCode::FAILURE
        }
    }
}
