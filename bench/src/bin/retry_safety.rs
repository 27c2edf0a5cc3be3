//! The cost of retry safety: a call with an idempotency key and a call with a rate limit,
//! each against a plain call of the same tool body, in one run, with the keys and limits in
//! memory and in a real Redis; and the memory a kept key holds
//! (`scripts/bench-retry.sh` starts Redis and runs this; the table goes to BENCHMARKS.md).
//!
//! ```sh
//! retry_safety REDIS_URL [CALLS]
//! ```
//!
//! Calls go through `ToolSet::call` in one task on a current-thread runtime, one after the
//! other (the per-call cost, not a throughput), argument validation and the result's
//! encoding included. Rounds alternate the variants (plain, new key, replayed key, limit),
//! and each figure is the median of 7 rounds: CALLS calls a round in memory (100,000), a
//! tenth of that on Redis. A new key's call is its first (the key is claimed, the handler
//! runs, the outcome kept); a replayed key's is a repeat (the kept outcome answered). The
//! limit admits every call (4,000,000,000 a second): the cost of counting, not of refusing.
//! The memory of a kept key is the live heap (a counting allocator) after 100,000 first
//! calls with distinct 36-byte keys and a short text result, less before, per key.

use stats_alloc::{Region, StatsAlloc, INSTRUMENTED_SYSTEM};
use std::alloc::System;
use std::convert::Infallible;
use std::process::ExitCode;
use std::time::Instant;
use toolwright::idempotency::{IdempotencyConfig, RedisKeys};
use toolwright::ratelimit::RedisLimits;
use toolwright::{mcp_tool, tools, Outcome, ToolSet};

/// The system allocator, counted (the crate `stats_alloc`: no `unsafe` here).
#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

/// Say it back.
#[mcp_tool(read_only)]
async fn plain(text: String) -> Result<String, Infallible> {
    Ok(text)
}

/// Say it back, once per key.
#[mcp_tool(destructive, idempotency_key = key)]
async fn keyed(key: String, text: String) -> Result<String, Infallible> {
    drop(key);
    Ok(text)
}

/// Say it back, counted.
#[mcp_tool(destructive, rate_limit = "4000000000/second")]
async fn limited(text: String) -> Result<String, Infallible> {
    Ok(text)
}

const VARIANTS: [&str; 4] = ["plain", "new key", "replayed key", "limit"];

/// The arguments of call `i` of `variant`.
fn args(variant: usize, round: usize, i: usize) -> (&'static str, serde_json::Value) {
    let text = "the quick brown fox";
    match variant {
        0 => ("plain", serde_json::json!({"text": text})),
        1 => (
            "keyed",
            serde_json::json!({"key": format!("{round:02}-{i:033}"), "text": text}),
        ),
        2 => (
            "keyed",
            serde_json::json!({"key": "replayed-key-0000000000000000000000", "text": text}),
        ),
        _ => ("limited", serde_json::json!({"text": text})),
    }
}

/// Nanoseconds per call of `variant`, over `calls` calls (arguments made beforehand).
async fn time(set: &ToolSet, variant: usize, round: usize, calls: usize) -> f64 {
    let all: Vec<_> = (0..calls).map(|i| args(variant, round, i)).collect();
    let started = Instant::now();
    for (name, args) in all {
        let outcome = set.call(name, args).await;
        assert!(
            matches!(&outcome, Outcome::Result(r) if !r.is_error),
            "{name}: {outcome:?}"
        );
    }
    started.elapsed().as_nanos() as f64 / calls as f64
}

/// The median nanoseconds per call of each variant, over 7 alternating rounds.
async fn medians(set: &ToolSet, calls: usize, round_base: usize) -> [f64; 4] {
    // The replayed key's first call, and a warm-up of each.
    for v in 0..4 {
        time(set, v, round_base + 99, calls / 10).await;
    }
    let mut figures: [Vec<f64>; 4] = Default::default();
    for round in 0..7 {
        for (v, figure) in figures.iter_mut().enumerate() {
            figure.push(time(set, v, round_base + round, calls).await);
        }
    }
    figures.map(|mut f| {
        f.sort_by(f64::total_cmp);
        f[f.len() / 2]
    })
}

fn set() -> ToolSet {
    tools![plain, keyed, limited]
        .with_idempotency(IdempotencyConfig::default().max_keys(10_000_000))
}

#[tokio::main(flavor = "current_thread")]
async fn main() -> ExitCode {
    let mut argv = std::env::args().skip(1);
    let Some(url) = argv.next() else {
        eprintln!("usage: retry_safety REDIS_URL [CALLS]");
        return ExitCode::FAILURE;
    };
    let calls: usize = argv.next().and_then(|c| c.parse().ok()).unwrap_or(100_000);

    // The memory a kept key holds, measured first on a set of its own.
    let keys = set();
    let kept = 100_000;
    let region = Region::new(GLOBAL);
    time(&keys, 1, 98, kept).await;
    let change = region.change();
    let live = change.bytes_allocated as f64 - change.bytes_deallocated as f64
        + change.bytes_reallocated as f64;
    let per_key = live / kept as f64;
    drop(keys);

    let memory = medians(&set(), calls, 0).await;
    let (shared_keys, limits) = match (
        RedisKeys::connect(&url).await,
        RedisLimits::connect(&url).await,
    ) {
        (Ok(k), Ok(l)) => (k, l),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("retry_safety: {e}");
            return ExitCode::FAILURE;
        }
    };
    let redis_set = set()
        .with_key_store(
            IdempotencyConfig::default(),
            shared_keys.prefix("bench:key:"),
        )
        .with_limit_store(limits.prefix("bench:limit:"));
    let redis = medians(&redis_set, (calls / 10).max(100), 10).await;

    println!(
        "| call | memory: ns per call | ratio to plain | Redis: ns per call | ratio to plain |"
    );
    println!("|---|---|---|---|---|");
    for (v, name) in VARIANTS.iter().enumerate() {
        println!(
            "| {name} | {:.0} | {:.2}x | {:.0} | {:.2}x |",
            memory[v],
            memory[v] / memory[0],
            redis[v],
            redis[v] / redis[0]
        );
    }
    println!();
    println!(
        "memory held per kept key (36-byte key, short text result, in memory): {per_key:.0} bytes"
    );
    ExitCode::SUCCESS
}
