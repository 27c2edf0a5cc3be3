//! The files example as an MCP stdio server.
//!
//! `files [SANDBOX_DIR]` (default: `$TOOLWRIGHT_SANDBOX`, else the current directory).

use toolwright::server::Server;
use toolwright_examples::files;

#[tokio::main]
async fn main() -> std::io::Result<()> {
    toolwright_examples::log_to_stderr();
    let root = std::env::args_os()
        .nth(1)
        .or_else(|| std::env::var_os("TOOLWRIGHT_SANDBOX"))
        .unwrap_or_else(|| ".".into());
    let sandbox = files::Sandbox::new(&root)?;
    Server::new(files::toolset(sandbox))
        .name("toolwright-files")
        .version(env!("CARGO_PKG_VERSION"))
        .serve_stdio()
        .await
}
