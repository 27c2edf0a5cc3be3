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
//! and each figure is the median of the rounds after a warm-up: 15 rounds of CALLS calls
//! (100,000) in memory, each variant on a fresh set (kept keys never pile up past a round's),
//! and 7 rounds of a fifth of that on Redis, on one set. A new key's call is its first (the key is claimed, the handler
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

/// Nanoseconds per call of `variant`, over `calls` calls (arguments made beforehand; a
/// replayed key's first call made first, untimed).
async fn time(set: &ToolSet, variant: usize, round: usize, calls: usize) -> f64 {
    let all: Vec<_> = (0..calls).map(|i| args(variant, round, i)).collect();
    if variant == 2 {
        let (name, args) = args(2, round, 0);
        let _ = set.call(name, args).await;
    }
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

/// The median nanoseconds per call of each variant over `rounds` rounds (after one to warm
/// up), the variants alternating in each, each call of a round on the set `of(variant)`
/// gives.
async fn medians<'s>(
    of: impl Fn(usize) -> Box<dyn std::ops::Deref<Target = ToolSet> + 's>,
    calls: usize,
    rounds: usize,
) -> [f64; 4] {
    let mut figures: [Vec<f64>; 4] = Default::default();
    for round in 0..=rounds {
        for (v, figure) in figures.iter_mut().enumerate() {
            let set = of(v);
            let ns = time(&set, v, round, calls).await;
            if round > 0 {
                figure.push(ns);
            }
        }
    }
    figures.map(|mut f| {
        f.sort_by(f64::total_cmp);
        f[f.len() / 2]
    })
}

/// The median nanoseconds of one `EVALSHA` of a script that only reads `TIME`, on a
/// multiplexed connection as the stores use: what one store operation costs at the least.
async fn round_trip(url: &str) -> Result<f64, String> {
    let client = redis::Client::open(url).map_err(|e| e.to_string())?;
    let mut connection = client
        .get_multiplexed_async_connection()
        .await
        .map_err(|e| e.to_string())?;
    let script = redis::Script::new("return redis.call('TIME')[1]");
    let mut rounds = Vec::new();
    for round in 0..=7 {
        let started = Instant::now();
        for _ in 0..2000 {
            let _: String = script
                .key("bench:floor")
                .invoke_async(&mut connection)
                .await
                .map_err(|e| e.to_string())?;
        }
        if round > 0 {
            rounds.push(started.elapsed().as_nanos() as f64 / 2000.0);
        }
    }
    rounds.sort_by(f64::total_cmp);
    Ok(rounds[rounds.len() / 2])
}

fn set() -> ToolSet {
    tools![plain, keyed, limited]
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
    let keys = set().with_idempotency(IdempotencyConfig::default().max_keys(1_000_000));
    let kept = 100_000;
    let region = Region::new(GLOBAL);
    time(&keys, 1, 98, kept).await;
    let change = region.change();
    let live = change.bytes_allocated as f64 - change.bytes_deallocated as f64
        + change.bytes_reallocated as f64;
    let per_key = live / kept as f64;
    drop(keys);

    // In memory: a fresh set for each variant and round, so the kept keys never pass a
    // round's (and never the default bound, 10,000).
    let memory = medians(|_| Box::new(Box::new(set())), calls, 15).await;

    let (shared_keys, limits) = match toolwright::store::Redis::connect(&url).await {
        Ok(redis) => (RedisKeys::new(&redis), RedisLimits::new(&redis)),
        Err(e) => {
            eprintln!("retry_safety: {e}");
            return ExitCode::FAILURE;
        }
    };
    // On Redis: one set (the keys pile up in Redis, not here).
    let shared = set()
        .with_key_store(
            IdempotencyConfig::default(),
            shared_keys.prefix("bench:key:"),
        )
        .with_limit_store(limits.prefix("bench:limit:"));
    let redis = medians(|_| Box::new(&shared), (calls / 5).max(100), 7).await;

    let floor = match round_trip(&url).await {
        Ok(ns) => ns,
        Err(e) => {
            eprintln!("retry_safety: {e}");
            return ExitCode::FAILURE;
        }
    };

    println!(
        "| call | memory: ns per call | ratio to plain | Redis: ns per call | ratio to plain |"
    );
    println!("|---|---:|---:|---:|---:|");
    for (v, name) in VARIANTS.iter().enumerate() {
        println!(
            "| {name} | {:.0} | {:.2}x | {:.0} | {:.2}x |",
            memory[v],
            memory[v] / memory[0],
            redis[v],
            redis[v] / redis[0]
        );
    }
    println!(
        "| floor: one round trip of a bare Lua script reading `TIME` (the same client, no tool) | | | {floor:.0} | |"
    );
    println!();
    println!(
        "memory held per kept key (36-byte key, short text result, in memory): {per_key:.0} bytes"
    );
    ExitCode::SUCCESS
}
