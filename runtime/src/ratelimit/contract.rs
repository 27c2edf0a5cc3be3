//! The contract every [`LimitStore`] keeps, as a check a backend's own tests run: the same
//! one runs against [`MemoryLimits`](super::MemoryLimits) in this crate's tests and against
//! `RedisLimits` (one server, and a Cluster) with real Redis processes in CI.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! use toolwright::ratelimit::{contract, MemoryLimits};
//!
//! contract::check(&MemoryLimits::default()).await.expect("the memory store keeps the contract");
//! # }
//! ```
//!
//! It counts under names of its own (a random subject) and takes about half a second.

use super::{LimitStore, RateLimit};
use crate::util::{encode_hex, random_bytes};
use std::time::Duration;

pub use crate::store::Broken;

/// `Ok` when `store` keeps every rule:
///
/// - of many steps at once on a new count, exactly the limit's burst are admitted;
/// - a refused step answers the wait until the next is admitted (within one interval), and
///   after that wait a step is admitted;
/// - names of other subjects count apart.
///
/// # Errors
///
/// The first rule broken, or a store error (an `Err` from an operation).
pub async fn check(store: &impl LimitStore) -> Result<(), Broken> {
    let mut subject = String::from("contract-");
    encode_hex(&random_bytes::<6>(), &mut subject);
    let limit: RateLimit = "5/second".parse().expect("a limit");
    let name = store.name(&subject, "contract", limit);

    let rule = "of many steps at once on a new count, exactly the limit's burst are admitted";
    let steps = futures_util::future::join_all((0..12).map(|_| store.step(&name, limit)))
        .await
        .into_iter()
        .collect::<Result<Vec<_>, _>>()
        .map_err(Broken::failed(rule))?;
    let admitted = steps.iter().filter(|s| s.is_ok()).count();
    if admitted != 5 {
        return Err(Broken::new(rule, steps));
    }
    let rule = "a refused step answers the wait until the next is admitted, within one interval";
    let wait = match store
        .step(&name, limit)
        .await
        .map_err(Broken::failed(rule))?
    {
        Err(wait) if wait > Duration::ZERO && wait <= Duration::from_millis(200) => wait,
        other => return Err(Broken::new(rule, other)),
    };
    tokio::time::sleep(wait + Duration::from_millis(20)).await;
    let rule = "after that wait a step is admitted";
    let next = store
        .step(&name, limit)
        .await
        .map_err(Broken::failed(rule))?;
    if next.is_err() {
        return Err(Broken::new(rule, next));
    }
    let rule = "names of other subjects count apart";
    let apart = store.name(&format!("{subject}-other"), "contract", limit);
    let first = store
        .step(&apart, limit)
        .await
        .map_err(Broken::failed(rule))?;
    if apart == name || first.is_err() {
        return Err(Broken::new(rule, (apart == name, first)));
    }
    Ok(())
}
