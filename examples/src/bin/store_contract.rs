//! The store contracts against a real Redis: `RedisTasks`, `RedisKeys` and `RedisLimits`
//! keep every rule of `toolwright::server::tasks::contract`, `toolwright::idempotency::contract`
//! and `toolwright::ratelimit::contract`, on one connection to the URL given (one server,
//! `redis+sentinel://` or `redis+cluster://`). Run by `scripts/tasks/store_probes.py`
//! against one server and a three-master Cluster.
//!
//! ```sh
//! cargo run -p toolwright-examples --features redis --bin store_contract -- redis://127.0.0.1:6379/
//! ```

use std::process::ExitCode;
use toolwright::idempotency::RedisKeys;
use toolwright::ratelimit::RedisLimits;
use toolwright::server::tasks::RedisTasks;
use toolwright::store::{Broken, Redis};

fn report(what: &str, checked: Result<(), Broken>) -> bool {
    match &checked {
        Ok(()) => println!("  ok    {what} keeps its store contract"),
        Err(broken) => println!("  FAIL  {what} breaks its store contract: {broken}"),
    }
    checked.is_ok()
}

#[tokio::main]
async fn main() -> ExitCode {
    let Some(url) = std::env::args().nth(1) else {
        eprintln!("usage: store_contract REDIS_URL");
        return ExitCode::FAILURE;
    };
    let redis = match Redis::connect(&url).await {
        Ok(redis) => redis,
        Err(e) => {
            eprintln!("store_contract: {e}");
            return ExitCode::FAILURE;
        }
    };
    let tasks = toolwright::server::tasks::contract::check(&RedisTasks::new(&redis)).await;
    let keys = toolwright::idempotency::contract::check(&RedisKeys::new(&redis)).await;
    let limits = toolwright::ratelimit::contract::check(&RedisLimits::new(&redis)).await;
    let kept = [
        report("RedisTasks", tasks),
        report("RedisKeys", keys),
        report("RedisLimits", limits),
    ];
    if kept.iter().all(|k| *k) {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
