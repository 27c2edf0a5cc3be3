//! The store contract against a real Redis: `RedisTasks` keeps every rule of
//! `toolwright::server::tasks::contract`, at the URL given (one server, `redis+sentinel://`
//! or `redis+cluster://`). Run by `scripts/tasks/store_probes.py` against one server and a
//! three-master Cluster.
//!
//! ```sh
//! cargo run -p toolwright-examples --features redis --bin store_contract -- redis://127.0.0.1:6379/
//! ```

use std::process::ExitCode;
use toolwright::server::tasks::{contract, RedisTasks};
use toolwright::store::Redis;

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
    match contract::check(&RedisTasks::new(&redis)).await {
        Ok(()) => {
            println!("  ok    RedisTasks keeps the TaskStore contract");
            ExitCode::SUCCESS
        }
        Err(broken) => {
            println!("  FAIL  RedisTasks breaks the TaskStore contract: {broken}");
            ExitCode::FAILURE
        }
    }
}
