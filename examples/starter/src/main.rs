//! `toolwright-starter`: the tools over stdio, or over Streamable HTTP with `--http ADDR`.

use toolwright::server::Server;

#[tokio::main]
async fn main() -> std::io::Result<()> {
    // Logs (every failure, with its correlation id and full details) go to stderr; stdout
    // carries only JSON-RPC.
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into()),
        )
        .init();
    let server = Server::new(toolwright_starter::toolset());
    let mut args = std::env::args().skip(1);
    match (args.next().as_deref(), args.next()) {
        (Some("--http"), Some(addr)) => {
            let listener = tokio::net::TcpListener::bind(&addr).await?;
            eprintln!("serving MCP on http://{}/mcp", listener.local_addr()?);
            let shutdown = async {
                let _ = tokio::signal::ctrl_c().await;
            };
            server.serve_http(listener, shutdown).await
        }
        (None, _) => server.serve_stdio().await,
        _ => {
            eprintln!("usage: toolwright-starter [--http ADDR]");
            std::process::exit(2)
        }
    }
}
