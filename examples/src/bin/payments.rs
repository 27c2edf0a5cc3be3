//! The payments example as an MCP stdio server. Its caller is whoever the API key in
//! `PAYMENTS_API_KEY` belongs to, checked once at start (the demo key is
//! `tok_live_demo_7c1d`, customer `c-100`); no tool takes a credential:
//!
//! ```sh
//! PAYMENTS_API_KEY=tok_live_demo_7c1d cargo run -p toolwright-examples --bin payments
//! ```
//!
//! An MCP client passes the key in its server configuration's `"env"` (see the README).
//! Without the variable, or with a key the server does not know, it says why on stderr
//! and exits with status 1.

use std::process::ExitCode;
use toolwright::auth::caller_from_env;
use toolwright::server::Server;
use toolwright_examples::payments;

#[tokio::main]
async fn main() -> ExitCode {
    toolwright_examples::log_to_stderr();
    let caller = match caller_from_env("PAYMENTS_API_KEY", &payments::api_keys()).await {
        Ok(caller) => caller,
        Err(e) => {
            eprintln!("toolwright-payments: {e}");
            return ExitCode::FAILURE;
        }
    };
    tracing::info!(subject = caller.subject(), "serving payments over stdio");
    let served = Server::new(payments::toolset())
        .name("toolwright-payments")
        .version(env!("CARGO_PKG_VERSION"))
        .caller(caller)
        .serve_stdio()
        .await;
    match served {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("toolwright-payments: {e}");
            ExitCode::FAILURE
        }
    }
}
