//! The payments example as an MCP stdio server (the demo store; session token
//! `tok_live_demo_7c1d`).

use toolwright::server::Server;
use toolwright_examples::payments;

#[tokio::main]
async fn main() -> std::io::Result<()> {
    toolwright_examples::log_to_stderr();
    Server::new(payments::toolset())
        .name("toolwright-payments")
        .version(env!("CARGO_PKG_VERSION"))
        .serve_stdio()
        .await
}
