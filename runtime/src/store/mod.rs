//! The room of what outlives a request: the task store, the idempotency keys and the rate
//! limits all reach their backend through one [`Guard`](guard::Guard) (a deadline, a cap on
//! waiting requests, a breaker per failure domain) and fail with one [`StoreError`].
//!
//! Two kinds of work reach a store, and they are bounded differently:
//!
//! - **a request's** (a `tasks/get`, a new task's first write, a key's claim, a limit's
//!   count): capped, so that a store outage holds only so many of the server's request
//!   slots; past the cap, or while its failure domain is known down, it is refused *before
//!   any work starts*, as retryable;
//! - **admitted work's** (a running task's writes and lease renewals, a key's settle): never
//!   refused, neither for the cap nor for a breaker. A running handler's end is written,
//!   retried within its lease, whatever else the store is busy with.
//!
//! A breaker counts failures per failure domain: the whole store for one server or a
//! Sentinel's primary, each node for a Redis Cluster, so that one master down refuses only
//! what lives on it.

pub(crate) mod guard;
#[cfg(feature = "redis")]
pub(crate) mod redis;

#[cfg(feature = "redis")]
pub use redis::Redis;

use std::fmt;

/// A failure of a store (it cannot be reached, or answered something else than it should).
/// Answered to the client as a retryable or an internal error; the detail goes to the log
/// only, never to the client.
#[derive(Debug, Clone)]
pub struct StoreError(pub String);

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "store: {}", self.0)
    }
}

impl std::error::Error for StoreError {}

/// Which part of a store an operation needs: parts that fail apart (the nodes of a Redis
/// Cluster) are separate domains; a store that fails whole has one, `0`.
pub type Domain = u64;
