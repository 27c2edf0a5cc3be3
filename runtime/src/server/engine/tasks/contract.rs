//! The contract every [`TaskStore`] keeps, as a check a backend's own tests run: the same
//! one runs against [`MemoryTasks`](super::MemoryTasks) in this crate's tests and against
//! `RedisTasks` (one server, and a Cluster) with real Redis processes in CI.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! use toolwright::server::tasks::{contract, MemoryTasks};
//!
//! contract::check(&MemoryTasks::default()).await.expect("the memory store keeps the contract");
//! # }
//! ```
//!
//! It writes a few records under ids of its own (`contract-<random>-…`, each expiring within
//! seconds) and takes about two seconds (it waits for records to expire). Each broken rule
//! is named in the error.

use super::TaskStore;
use crate::util::{encode_hex, random_bytes};
use std::time::Duration;

pub use crate::store::Broken;

/// `Ok` when `store` keeps every rule:
///
/// - `insert` stores a record under a new id and answers `true`; under a taken id it answers
///   `false` and leaves the record as it was;
/// - `get` answers the record, and `None` for an id never stored;
/// - `replace` swaps a record that is still what the caller read (`true`), and refuses one
///   that changed (`false`, the record untouched); of many replicas swapping the same record
///   at once, exactly one wins;
/// - a record expires `ttl` after its insert, a `replace` keeping that expiry;
/// - `now` is a clock in milliseconds since the epoch that moves on with time (never back);
/// - `domain` answers the same domain for the same id.
///
/// # Errors
///
/// The first rule broken, or a store error (an `Err` from an operation).
pub async fn check(store: &impl TaskStore) -> Result<(), Broken> {
    let mut run = String::from("contract-");
    encode_hex(&random_bytes::<6>(), &mut run);
    let id = |n: &str| format!("{run}-{n}");
    let a = id("a");
    records(store, &a, &id("b")).await?;
    swaps(store, &a).await?;
    expiry_and_clock(store, &a, &id("short")).await?;
    let rule = "domain answers the same domain for the same id";
    if store.domain(&a) != store.domain(&a) {
        return Err(Broken::new(rule, (store.domain(&a), store.domain(&a))));
    }
    Ok(())
}

/// `insert` and `get`: a record under `a`, none under `b`.
async fn records(store: &impl TaskStore, a: &str, b: &str) -> Result<(), Broken> {
    let long = Duration::from_secs(10);
    let rule = "insert stores a record under a new id and answers true";
    let fresh = store
        .insert(a, "one".into(), long)
        .await
        .map_err(Broken::failed(rule))?;
    let read = store.get(a).await.map_err(Broken::failed(rule))?;
    if !fresh || read.as_deref() != Some("one") {
        return Err(Broken::new(rule, (fresh, read)));
    }
    let rule = "insert under a taken id answers false and leaves the record";
    let again = store
        .insert(a, "two".into(), long)
        .await
        .map_err(Broken::failed(rule))?;
    let read = store.get(a).await.map_err(Broken::failed(rule))?;
    if again || read.as_deref() != Some("one") {
        return Err(Broken::new(rule, (again, read)));
    }
    let rule = "get answers None for an id never stored";
    let none = store.get(b).await.map_err(Broken::failed(rule))?;
    if none.is_some() {
        return Err(Broken::new(rule, none));
    }
    Ok(())
}

/// `replace`, alone and racing, on the record under `a`.
async fn swaps(store: &impl TaskStore, a: &str) -> Result<(), Broken> {
    let rule = "replace swaps a record that is still what the caller read";
    let swapped = store
        .replace(a, "one", "two".into())
        .await
        .map_err(Broken::failed(rule))?;
    let read = store.get(a).await.map_err(Broken::failed(rule))?;
    if !swapped || read.as_deref() != Some("two") {
        return Err(Broken::new(rule, (swapped, read)));
    }
    let rule = "replace refuses a record that changed since it was read";
    let stale = store
        .replace(a, "one", "three".into())
        .await
        .map_err(Broken::failed(rule))?;
    let read = store.get(a).await.map_err(Broken::failed(rule))?;
    if stale || read.as_deref() != Some("two") {
        return Err(Broken::new(rule, (stale, read)));
    }
    let rule = "of many replaces of the same record at once, exactly one wins";
    let racing = (0..16).map(|n| store.replace(a, "two", format!("racer {n}")));
    let won = futures_util::future::join_all(racing)
        .await
        .into_iter()
        .collect::<Result<Vec<bool>, _>>()
        .map_err(Broken::failed(rule))?;
    if won.iter().filter(|w| **w).count() != 1 {
        return Err(Broken::new(rule, won));
    }
    Ok(())
}

/// A record's expiry across a `replace`, and the clock, on `short` (and `a`'s clock).
async fn expiry_and_clock(store: &impl TaskStore, a: &str, short: &str) -> Result<(), Broken> {
    let rule = "a record expires ttl after its insert, a replace keeping that expiry";
    store
        .insert(short, "soon".into(), Duration::from_millis(1200))
        .await
        .map_err(Broken::failed(rule))?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    store
        .replace(short, "soon", "later".into())
        .await
        .map_err(Broken::failed(rule))?;
    let alive = store.get(short).await.map_err(Broken::failed(rule))?;
    if alive.as_deref() != Some("later") {
        return Err(Broken::new(rule, alive));
    }
    let rule = "now is milliseconds since the epoch that move on with time";
    let first = store.now(a).await.map_err(Broken::failed(rule))?;
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let gone = store.get(short).await.map_err(Broken::failed(
        "a record expires ttl after its insert, a replace keeping that expiry",
    ))?;
    if gone.is_some() {
        return Err(Broken::new(
            "a record expires ttl after its insert, a replace keeping that expiry",
            gone,
        ));
    }
    let second = store.now(a).await.map_err(Broken::failed(rule))?;
    // 2020-01-01 in milliseconds: a clock in seconds, or from another epoch, is caught.
    let moved = second.saturating_sub(first);
    if first < 1_577_836_800_000 || !(500..=10_000).contains(&moved) {
        return Err(Broken::new(rule, (first, second)));
    }

    Ok(())
}
