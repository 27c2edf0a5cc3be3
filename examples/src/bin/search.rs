//! The search example as an MCP stdio server.

use toolwright::server::Server;
use toolwright_examples::search;

#[tokio::main]
async fn main() -> std::io::Result<()> {
    toolwright_examples::log_to_stderr();
    // The runtime logs every panic with its correlation id; keep stderr to one line each.
    std::panic::set_hook(Box::new(|_| {}));
    Server::new(search::toolset())
        .name("toolwright-search")
        .version(env!("CARGO_PKG_VERSION"))
        .serve_stdio()
        .await
}
