//! `toolwright-lambda`: the starter's tools (`toolwright_starter::toolset()`) served from an
//! AWS Lambda function, through AWS's `lambda_http` runtime, behind a Function URL, an API
//! Gateway HTTP or REST API, or an Application Load Balancer. The endpoint is the same tower
//! service `Server::serve_http` mounts at `/mcp` ([`Server::into_http_service`]), so every
//! request is answered with the same bytes as on a plain HTTP server.
//!
//! Run it locally under the Lambda emulator (`pip install cargo-lambda`):
//!
//! ```sh
//! cargo lambda watch --ignore-changes -A 127.0.0.1 -P 9000 --bin toolwright-lambda
//! # MCP endpoint: http://127.0.0.1:9000/lambda-url/toolwright-lambda/mcp
//! ```
//!
//! Its environment:
//!
//! - `TOOLWRIGHT_SESSION_KEY` (64 hex digits, `openssl rand -hex 32`, from a secret): the
//!   key every execution environment signs 2025-11-25 session ids and 2026-07-28
//!   `requestState` with. Lambda runs a function in as many environments as it has
//!   concurrent requests, each a replica; with one key they accept each other's sessions.
//!   Without it each environment draws its own, and a session (or an elicitation's second
//!   round) that reaches another one is answered `404` and started again: a warning says so
//!   at start.
//! - `TOOLWRIGHT_ALLOWED_HOSTS` (comma-separated names, such as `mcp.example.com`): the only
//!   `Host`s served; without it any. A Function URL or API Gateway forwards only requests
//!   addressed to its own (or a mapped custom) domain, so on Lambda the front end is the
//!   proxy that checks the `Host`.
//! - `TOOLWRIGHT_ALLOWED_ORIGINS` (comma-separated, such as `https://app.example`): browser
//!   origins served; a request with any other `Origin` is refused `403` (requests without one,
//!   every non-browser client, are not affected).
//! - `RUST_LOG`: the log filter (default `warn`). Logs go to stderr, which Lambda sends to
//!   CloudWatch.
//!
//! A configuration error (a session key that is not 64 hex digits) stops the function at
//! start with the reason in its log, never the key.

use std::process::ExitCode;
use std::time::Duration;
use toolwright::server::http::{HttpConfig, SessionKey};
use toolwright::server::Server;

/// How long a tool call may run before it is answered as a timeout the model can act on.
/// Give the function a longer timeout (15 s): Lambda ends an invocation that outlives the
/// function's timeout (3 s unless configured) with no JSON-RPC answer at all.
const CALL_TIMEOUT: Duration = Duration::from_secs(10);

#[tokio::main]
async fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        // CloudWatch stamps every line with its time.
        .without_time()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into()),
        )
        .init();
    let http = match settings(|name| std::env::var(name).ok()) {
        Ok(http) => http,
        Err(why) => {
            tracing::error!("{why}");
            return ExitCode::FAILURE;
        }
    };
    let service = Server::new(toolwright_starter::toolset())
        .default_timeout(CALL_TIMEOUT)
        .http_config(http)
        .into_http_service();
    match lambda_http::run(service).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!("the Lambda runtime stopped: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The HTTP settings the function's environment (`var`) names.
fn settings(var: impl Fn(&str) -> Option<String>) -> Result<HttpConfig, String> {
    let list = |name| {
        var(name).map(|v| {
            v.split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
    };
    let mut http = match list("TOOLWRIGHT_ALLOWED_HOSTS") {
        Some(hosts) => HttpConfig::new().allowed_hosts(hosts),
        None => HttpConfig::new().allow_any_host(),
    };
    if let Some(origins) = list("TOOLWRIGHT_ALLOWED_ORIGINS") {
        http = http.allowed_origins(origins);
    }
    match var("TOOLWRIGHT_SESSION_KEY") {
        Some(hex) => {
            let key = SessionKey::from_hex(hex.trim())
                .map_err(|e| format!("TOOLWRIGHT_SESSION_KEY: {e}"))?;
            http = http.session_key(key);
        }
        None => tracing::warn!(
            "TOOLWRIGHT_SESSION_KEY is not set: this execution environment signs sessions with \
             a key of its own, so a 2025-11-25 session that reaches another one is answered 404 \
             and started again"
        ),
    }
    Ok(http)
}

#[cfg(test)]
mod tests {
    use super::settings;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| (*v).to_owned())
        }
    }

    #[test]
    fn a_session_key_that_is_not_64_hex_digits_stops_the_function_without_echoing_it() {
        let secret = "not-a-key-but-secret-0123";
        let err = settings(env(&[("TOOLWRIGHT_SESSION_KEY", secret)])).unwrap_err();
        assert!(err.starts_with("TOOLWRIGHT_SESSION_KEY: "), "{err}");
        assert!(!err.contains(secret), "{err}");
    }
}
