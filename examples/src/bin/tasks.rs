//! Long-running tools as tasks (the tasks extension, SEP-2663) over Streamable HTTP, kept in
//! Redis when `TOOLWRIGHT_REDIS_URL` is set (feature `redis`), so replicas behind a load
//! balancer serve each other's tasks; in memory otherwise. Its `place_order` takes an
//! idempotency key, kept in the same Redis: a retry with the key on any replica answers the
//! first call's outcome, and the handler runs once. Its `send_sms` admits ten calls a
//! minute per caller, counted in the same Redis across replicas; `TOOLWRIGHT_RATE_LIMIT`
//! (`N/minute`, ...) limits each caller's requests server-wide, and
//! `TOOLWRIGHT_LIMIT_STORE_FAILURE` (`open`, the default, or `closed`) says what the limits
//! do while Redis is out of reach.
//!
//! ```sh
//! cargo run -p toolwright-examples --features redis --bin tasks -- 127.0.0.1:8100
//! TOOLWRIGHT_REDIS_URL=redis://127.0.0.1:6379/ cargo run -p toolwright-examples --features redis --bin tasks
//! bash scripts/tasks-replicas.sh    # two replicas, one Redis, haproxy in front
//! ```
//!
//! `TOOLWRIGHT_REDIS_URL` takes one server (`redis://host:port/`), a primary watched by
//! Sentinel (`redis+sentinel://host:port,host:port/service`) or a cluster
//! (`redis+cluster://host:port,host:port`). `TOOLWRIGHT_TASK_TTL_MS` (default an hour) and
//! `TOOLWRIGHT_TASK_LEASE_MS` (default 30 s) set how long tasks (and idempotency keys) are
//! kept and how soon a dead replica's tasks end as lost (and its keys in doubt), `TOOLWRIGHT_TASK_STORE_TIMEOUT_MS` (default 1 s) the deadline
//! of each store operation, `TOOLWRIGHT_DRAIN_MS` (default 5 s) how long a stop lets
//! requests and running tasks finish;
//! `TOOLWRIGHT_SESSION_KEY` (64 hex digits) is the key replicas share for sessions and
//! `requestState`. Ctrl-C or SIGTERM stops it. Logs go to stderr.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use std::process::ExitCode;
use std::time::Duration;
use toolwright::idempotency::IdempotencyConfig;
use toolwright::ratelimit::{RateLimit, StoreFailure};
use toolwright::server::http::HttpConfig;
use toolwright::server::tasks::TaskConfig;
use toolwright::server::Server;
use toolwright::store::Redis;
use toolwright::talk::Unanswered;
use toolwright::{mcp_tool, tools, Context, Elicit, ToolError};

/// What an export wrote.
#[derive(Debug, Serialize, JsonSchema)]
struct Exported {
    table: String,
    rows: u64,
}

#[derive(Debug, thiserror::Error, ToolError)]
enum ExportError {
    #[error("the warehouse rejected the load: quota of tenant acme-corp exceeded")]
    #[error_kind(
        operational,
        category = "rate_limited",
        message = "The warehouse is busy.",
        suggested_action = "Export again in a few minutes."
    )]
    Busy,
    #[error("warehouse credentials in /etc/warehouse/key.json are invalid")]
    #[error_kind(internal)]
    Credentials,
}

/// Exports a table to the warehouse, taking `seconds`; `table = "busy"` finds the
/// warehouse busy, `table = "broken"` its credentials invalid.
#[mcp_tool(task = "optional")]
async fn export_table(table: String, seconds: u64) -> Result<Exported, ExportError> {
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    match table.as_str() {
        "busy" => Err(ExportError::Busy),
        "broken" => Err(ExportError::Credentials),
        _ => Ok(Exported { table, rows: 1000 }),
    }
}

/// Whether to purge.
#[derive(Debug, Deserialize, JsonSchema, Elicit)]
struct Purge {
    purge: bool,
}

/// Purges a table once the user confirms, asking from inside its task.
#[mcp_tool(destructive, task = "required")]
async fn purge_table(#[ctx] ctx: Context, table: String) -> Result<String, Unanswered> {
    tokio::time::sleep(Duration::from_millis(100)).await;
    let answer = ctx
        .keyed("purge")
        .elicit::<Purge>(format!("Purge every row of {table}?"))
        .await
        .accepted()?;
    Ok(if answer.purge {
        format!("Purged {table}.")
    } else {
        format!("Kept {table}.")
    })
}

/// An order placed.
#[derive(Debug, Serialize, JsonSchema)]
struct Placed {
    order_id: String,
    item: String,
    /// The process that ran the handler: a replay from another replica names the first.
    placed_by: u32,
}

#[derive(Debug, thiserror::Error, ToolError)]
enum OrderError {
    #[error("the order ledger at /var/lib/orders is corrupt")]
    #[error_kind(internal)]
    Ledger,
}

/// Places an order for `item`, once per `order_id` whichever replica a retry lands on,
/// taking `millis`; `item = "broken"` finds the ledger broken (an internal failure: nothing
/// is kept, and a retry runs again).
#[mcp_tool(destructive, idempotency_key = order_id)]
async fn place_order(order_id: String, item: String, millis: u64) -> Result<Placed, OrderError> {
    tracing::info!(target: "orders", order_id = order_id.as_str(), "place_order: the handler runs");
    tokio::time::sleep(Duration::from_millis(millis)).await;
    if item == "broken" {
        return Err(OrderError::Ledger);
    }
    Ok(Placed {
        order_id,
        item,
        placed_by: std::process::id(),
    })
}

/// Sends a text message to `to`: ten a minute per caller, counted across every replica.
#[mcp_tool(open_world, rate_limit = "10/minute")]
async fn send_sms(to: String) -> Result<String, std::convert::Infallible> {
    tracing::info!(target: "sms", "send_sms: the handler runs");
    Ok(format!("Sent to {to}."))
}

/// Why seats could not be reserved.
#[derive(Debug, thiserror::Error, ToolError)]
enum SeatError {
    #[error("the seat map service did not answer in time")]
    #[error_kind(
        operational,
        category = "transient",
        message = "The seat map is busy right now.",
        suggested_action = "Retry shortly with the same booking id."
    )]
    SeatMapBusy,
}

/// Reserves `count` seats, once per `booking_id` whichever replica a retry lands on, and
/// answers the seats (a list: not an object); `count = 0` finds the seat map busy (a
/// transient failure the model is told it can retry).
#[mcp_tool(destructive, idempotency_key = booking_id)]
async fn reserve_seats(booking_id: String, count: u32) -> Result<Vec<String>, SeatError> {
    tracing::info!(target: "seats", booking_id = booking_id.as_str(), "reserve_seats: the handler runs");
    if count == 0 {
        return Err(SeatError::SeatMapBusy);
    }
    Ok((1..=count).map(|n| format!("A{n}")).collect())
}

fn millis(name: &str, default: u64) -> Result<Duration, String> {
    match std::env::var(name) {
        Err(_) => Ok(Duration::from_millis(default)),
        Ok(v) => v
            .parse()
            .map(Duration::from_millis)
            .map_err(|e| format!("{name}: {e}")),
    }
}

/// The Redis at `url`, one connection for the tasks, the idempotency keys and the rate
/// limits, on a lease of `lease` (the limits refuse calls while Redis is out of reach when
/// `TOOLWRIGHT_LIMIT_STORE_FAILURE=closed`).
async fn redis(url: &str, lease: Duration) -> Result<Redis, String> {
    let rule = match std::env::var("TOOLWRIGHT_LIMIT_STORE_FAILURE").as_deref() {
        Ok("closed") => StoreFailure::Closed,
        Ok("open") | Err(_) => StoreFailure::Open,
        Ok(other) => {
            return Err(format!(
                "TOOLWRIGHT_LIMIT_STORE_FAILURE is open or closed, not {other:?}"
            ))
        }
    };
    let redis = Redis::connect(url).await.map_err(|e| e.to_string())?;
    Ok(redis.lease(lease).on_limit_store_failure(rule))
}

#[tokio::main]
async fn main() -> ExitCode {
    toolwright_examples::log_to_stderr();
    let arg = std::env::args().nth(1);
    let listener =
        match toolwright_examples::listen("tasks", arg.as_deref(), "127.0.0.1:8100").await {
            Ok(listener) => listener,
            Err(code) => return code,
        };
    let durations = [
        millis("TOOLWRIGHT_TASK_TTL_MS", 3_600_000),
        millis("TOOLWRIGHT_TASK_LEASE_MS", 30_000),
        millis("TOOLWRIGHT_TASK_STORE_TIMEOUT_MS", 1_000),
        millis("TOOLWRIGHT_DRAIN_MS", 5_000),
    ];
    let [ttl, lease, store_timeout, drain] =
        match durations.into_iter().collect::<Result<Vec<_>, _>>() {
            Ok(read) => <[Duration; 4]>::try_from(read).expect("four durations"),
            Err(e) => {
                eprintln!("tasks: {e}");
                return ExitCode::FAILURE;
            }
        };
    let keys = IdempotencyConfig::default().ttl(ttl);
    let set = tools![
        export_table,
        purge_table,
        place_order,
        send_sms,
        reserve_seats
    ]
    .with_idempotency(keys);
    let mut server = Server::new(set);
    // One place for everything that outlives a request: Redis when one is named, else
    // this process's memory (the default).
    if let Ok(url) = std::env::var("TOOLWRIGHT_REDIS_URL") {
        match redis(&url, lease).await {
            Ok(redis) => server = server.store(redis),
            Err(e) => {
                eprintln!("tasks: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    let config = TaskConfig::default()
        .ttl(ttl)
        .lease(lease)
        .store_timeout(store_timeout)
        .poll_interval(Duration::from_millis(200));
    if let Ok(limit) = std::env::var("TOOLWRIGHT_RATE_LIMIT") {
        match limit.parse::<RateLimit>() {
            Ok(limit) => server = server.rate_limit(limit),
            Err(e) => {
                eprintln!("tasks: TOOLWRIGHT_RATE_LIMIT: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    let server = server
        .name("toolwright-tasks")
        .drain_grace(drain)
        .tasks(config);
    toolwright_examples::serve_http("tasks", server, HttpConfig::new(), listener).await
}
