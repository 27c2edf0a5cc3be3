//! The payments example over MCP Streamable HTTP (toolwright's own transport, feature
//! `http`), every request authenticated with a bearer token. Loopback only by default:
//!
//! ```sh
//! cargo run -p toolwright-examples --bin http                  # http://127.0.0.1:8000/mcp
//! cargo run -p toolwright-examples --bin http -- 127.0.0.1:9000
//! cargo run -p toolwright-examples --bin http -- mint c-100 orders:read refunds:write
//! ```
//!
//! `mint SUBJECT [SCOPE...]` prints a demo token (a JWT signed with the documented demo
//! secret, valid for an hour; `--expires-in SECS`, negative for an expired one; `--resource
//! URL` for a server on another address) to pass as `Authorization: Bearer <token>`.
//! Scopes: `orders:read` (list_orders, charge_status, export_statement), `refunds:write`
//! (refund_order), `charges:write` (charge_card), `payments:admin` (all of them).
//!
//! Tokens must be issued for the server's canonical URL, `http://ADDR/mcp`, or
//! `PAYMENTS_RESOURCE` when the server is reached through another address (a load
//! balancer). Requests whose `Host` is not `localhost`, `127.0.0.1` or `[::1]` are refused
//! (DNS-rebinding protection). Replicas share sessions when started with the same
//! `TOOLWRIGHT_SESSION_KEY` (64 hex digits). With the `redis` feature and
//! `TOOLWRIGHT_REDIS_URL`, replicas also share the idempotency keys of `charge_card` and the
//! rate limit of `refund_order` in that Redis, so a charge retried on another replica is
//! answered the first charge's outcome and never charged twice. Ctrl-C or SIGTERM stops it.
//! Logs go to stderr.

use std::process::ExitCode;
use toolwright::server::http::{BearerAuth, HttpConfig};
use toolwright::server::Server;
use toolwright_examples::payments;

/// `mint SUBJECT [SCOPE...] [--expires-in SECS] [--resource URL]`.
fn mint(args: &[String]) -> ExitCode {
    let mut ttl: i64 = 3600;
    let mut resource = "http://127.0.0.1:8000/mcp".to_owned();
    let mut words = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--expires-in" => match it.next().and_then(|v| v.parse().ok()) {
                Some(v) => ttl = v,
                None => return usage("--expires-in takes a number of seconds"),
            },
            "--resource" => match it.next() {
                Some(v) => resource = v.clone(),
                None => return usage("--resource takes the server's URL"),
            },
            _ => words.push(arg.as_str()),
        }
    }
    let Some((subject, scopes)) = words.split_first() else {
        return usage("mint needs a subject");
    };
    println!(
        "{}",
        payments::mint_demo_token(subject, scopes, &resource, ttl)
    );
    ExitCode::SUCCESS
}

/// `server` with its idempotency keys and rate limits in the Redis `TOOLWRIGHT_REDIS_URL`
/// names (feature `redis`), shared by every replica pointed at it; in memory otherwise.
async fn shared(server: Server) -> Result<Server, String> {
    let Ok(url) = std::env::var("TOOLWRIGHT_REDIS_URL") else {
        return Ok(server);
    };
    #[cfg(feature = "redis")]
    {
        // One connection, one place: the keys and the limits (and tasks, were there any).
        let redis = toolwright::store::Redis::connect(&url).await;
        Ok(server.store(redis.map_err(|e| e.to_string())?))
    }
    #[cfg(not(feature = "redis"))]
    {
        drop(server);
        Err(format!("{url}: this build has no `redis` feature"))
    }
}

fn usage(why: &str) -> ExitCode {
    eprintln!("http: {why}\nusage: http [ADDR:PORT] | http mint SUBJECT [SCOPE...] [--expires-in SECS] [--resource URL]");
    ExitCode::FAILURE
}

#[tokio::main]
async fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("mint") {
        return mint(&args[1..]);
    }
    toolwright_examples::log_to_stderr();
    let listener = match toolwright_examples::listen(
        "http",
        args.first().map(String::as_str),
        "127.0.0.1:8000",
    )
    .await
    {
        Ok(listener) => listener,
        Err(code) => return code,
    };
    let resource = std::env::var("PAYMENTS_RESOURCE").unwrap_or_else(|_| {
        let addr = listener.local_addr().expect("a bound listener");
        format!("http://{addr}/mcp")
    });
    let auth = BearerAuth::new(
        payments::token_verifier(&resource),
        &*resource,
        payments::DEMO_ISSUER,
    )
    .resource_name("toolwright payments demo");
    let server = Server::new(payments::toolset())
        .name("toolwright-payments")
        .version(env!("CARGO_PKG_VERSION"));
    let server = match shared(server).await {
        Ok(server) => server,
        Err(e) => {
            eprintln!("http: TOOLWRIGHT_REDIS_URL: {e}");
            return ExitCode::FAILURE;
        }
    };
    let http = HttpConfig::new().bearer_auth(auth);
    toolwright_examples::serve_http("toolwright-payments", server, http, listener).await
}
