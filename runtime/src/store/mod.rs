//! The room of what outlives a request: the task store ([`server::tasks`](crate::server::tasks)),
//! the idempotency keys ([`idempotency`](crate::idempotency)) and the rate limits
//! ([`ratelimit`](crate::ratelimit)). Each is an open trait ([`TaskStore`](crate::server::tasks::TaskStore),
//! [`KeyStore`](crate::idempotency::KeyStore), [`LimitStore`](crate::ratelimit::LimitStore)),
//! with memory and Redis as two implementations among any a user writes; each reaches its
//! backend through one guard (a deadline, a cap on waiting requests, a breaker per failure
//! domain) and fails with one [`StoreError`]. They are configured in one place,
//! [`Server::store`](crate::server::Server::store), from one backend, a type you can name:
//! [`Memory`] (the default) or [`Redis`] (feature `redis`: one connection for all three),
//! or a [`Backend`](crate::server::Backend) of your own. Each trait has a public contract
//! suite that checks a store of your own against the rules the server relies on
//! ([`server::tasks::contract`](crate::server::tasks::contract),
//! [`idempotency::contract`](crate::idempotency::contract),
//! [`ratelimit::contract`](crate::ratelimit::contract)). A task's end and a key's first
//! call's end are kept in one encoding ([`encode_outcome`]), era-neutral, and rendered in
//! the era of the request that reads them.
//!
//! # One lease
//!
//! Work that outlives a request is held by the replica running it on one kind of lease (a
//! running task, a key's first call): written on the **store's clock** (the store's time
//! plus the term, 30 s by default, [`Redis::lease`]), judged by every replica against the
//! store's time again, so no replica's wall clock decides; **renewed every third** of its
//! term; and **fenced**: a reader that finds it lapsed takes the work over (the task ended
//! as lost, the key as interrupted) in the same atomic step that reads it, and the
//! holder's later writes name what they hold (a task's are compare-and-swaps of the record
//! it read, which a taken-over task no longer matches; a key's check the claim's owner
//! token, which a take-over removes), so an owner whose lease was taken over cannot write.
//! Its end is retried with backoff while the store cannot be reached: a task's until its
//! record would expire, a key's within two thirds of the lease (past that the key is
//! answered in doubt, which no late write should contradict).
//!
//! Two kinds of work reach a store, and they are bounded differently:
//!
//! - **a request's** (a `tasks/get`, a new task's first read of the store's clock, a key's
//!   claim, a limit's count): at most so many at once on the store (64 for tasks and keys,
//!   256 for limits) and as many waiting for a place (each at most the deadline); past
//!   that, or while its failure domain is known down, it is refused *before any work
//!   starts*, as retryable (`-32603` with `isRetryable` and `retryAfterMs`; over HTTP `503`
//!   with `Retry-After`), and a limit applies its [`StoreFailure`] rule;
//! - **admitted work's** (a running task's writes and lease renewals, a key's settle): never
//!   refused, neither for the cap nor for a breaker. A running handler's end is written,
//!   retried with backoff, whatever else the store is busy with.
//!
//! A breaker counts failures per failure domain: the whole store for one server or a
//! Sentinel's primary, each master for a Redis Cluster (the master serving the key's hash
//! slot), so that one master down refuses only what lives on it, and a new task is placed
//! on a master not known down.
//!
//! # When a store fails
//!
//! What a client sees, for a task (2026-07-28 tasks extension), a call with an idempotency
//! key, and a call of a rate-limited tool, with the test that shows it against real Redis
//! processes (`scripts/tasks-replicas.sh` runs the scripts in CI: two replicas of the tasks
//! example behind haproxy) or in process (`tests/`):
//!
//! | what fails | a task | a keyed call | a limited call | shown by |
//! |---|---|---|---|---|
//! | a burst on a healthy store (1,500 calls at once) | each call is a task, or past the cap a retryable refusal before it runs; none is lost, every task ends with its own result | each runs once or is refused retryable before it runs | counted exactly (past 256 waiting, the rule) | `store_probes.py` 1, `tests/task_store_faults.rs` |
//! | store down (Redis killed, refusing) | requests `503` retryable within the deadline (1 s), then at once while the breaker is open; a new task call is refused before its handler runs; a running task runs on and its end is retried | refused retryable before it runs (running it unchecked could run it twice), then at once while the breaker is open (3 failures) | [`StoreFailure::Open`] admits (logged), `Closed` refuses retryable, within 250 ms | `store_probes.py` 2, `faults.py`, `retries.py`, `tests/task_store_faults.rs` |
//! | store stalled (`SIGSTOP`, `DEBUG SLEEP`) | the same, after the deadline; a handler that ends during a stall shorter than its lease is recorded with its real result | the same; a first call that ends during the stall settles its key once the store answers (within two thirds of the lease), else its key lapses into `unknown_outcome` | the same, after 250 ms | tasks `store_probes.py` 2, `faults.py`; keys and limits `retries.py`; the settle's retries `idempotency/store_faults.rs` |
//! | one Cluster master down | what lives on it is refused retryable, at once once its breaker opened (3 failures); reads on the other masters are served, new tasks are placed on them | keys whose slot is on it refused retryable; the others run | counts on it follow the rule (at once for a second after each failure); the others are counted | `store_probes.py` 3 (a real Cluster: tasks, keys, and a limit whose count lives on the master down, admitted by the `Open` rule within 250 ms); the breaker per domain also in process (`store/guard/tests.rs`, `ratelimit/store_faults.rs`) |
//! | planned failover (`SENTINEL FAILOVER`, the old primary alive and writable ~11 s) | an ended task is shown only once a replica acknowledged it (`WAIT 1 200`); a running task ends with its real result; a result a client read never changes | a claim or an outcome no replica acknowledged fails, retryable | counted on whichever primary answers, on a connection of their own that never waits behind a `WAIT`: each call answered within the 250 ms deadline, the limit held (counts the old primary took alone may be lost in its resync: at most one more window's worth) | `store_probes.py` 4 (tasks, keys, and a 10/minute tool called across the failover: 11 sent, 5,402 rate limited, slowest 17 ms) |
//! | unplanned failover (the primary killed) | requests meet the deadline until Sentinel names the new primary; a result a client read stays readable, the same | as for a planned one | the same | tasks `ha.py` |
//! | restarted empty, flushed, failed over to an empty replica | a running task's runner writes its record back and ends it with its real result; a task whose runner is gone too reads `working` on a lease of its own, then ends lost (`unknown_outcome`, "lost track") to its owner until its ttl; unknown to anyone else | detected by every replica that read the store's key epochs before (logged at error level): for the window (the keys' ttl, [`RedisKeys::after_loss`](crate::idempotency::RedisKeys::after_loss)) a key the store does not know answers `unknown_outcome` and does not run; a first call running across it writes its key back, so its retry replays it | counts start again from zero | keys `store_probes.py` 5; tasks `faults.py`, `tests/task_store_faults.rs` |
//! | a replica's clock skewed (minutes ahead or behind) | nothing: leases are on the store's clock | nothing | nothing: counted on the store's clock | tasks `faults.py` (libfaketime, ±5 min), `tests/task_store_faults.rs`; keys and limits by design (Redis `TIME`) |
//! | a replica killed or frozen | its tasks end lost once their lease lapses, never re-run | its running keys lapse into `unknown_outcome` after the lease | nothing | tasks `replicas.py`, `faults.py`, `tests/tasks.rs`; keys `retries.py` |
//! | a replica stopped (`SIGTERM`) | it takes no new task (retryable), lets running ones finish within the drain grace, ends the rest lost at once | a first call the stop cancels leaves its key in doubt (`unknown_outcome`) | nothing | tasks `faults.py`; keys in process (`tests/idempotency.rs`, a cancelled call) |
//!
//! What these guarantees need of Redis:
//!
//! - **`maxmemory-policy noeviction`.** An evicted task reads as lost; an evicted key lets
//!   its retry run again, undetected.
//! - **Persistence, or the loss rule.** Without persistence a restart empties the store:
//!   detected (above) by replicas that saw it before; a replica started after the loss,
//!   whose first keyed call comes before any other replica's, cannot tell. With AOF and
//!   `appendfsync everysec`, a crash loses up to a second of writes *without* emptying the
//!   store: a key claimed in that second is forgotten undetected and its retry runs again;
//!   `appendfsync always` closes that window.
//! - **A replica for Sentinel**, and a lease longer than a failover's replication gap (about
//!   11 s for a planned failover here; the lease is 30 s by default). A write `WAIT` finds
//!   acknowledged by no replica fails (retried); a primary Sentinel still names that has been
//!   left alone for 5 s (its replica dead, or none attached yet after a failover) takes
//!   writes as one server does, logged, until a replica attaches (5 s: longer than a
//!   failover's promotion, during which the old primary is still named).
//! - **`cluster-require-full-coverage no`** for a Cluster to serve the healthy masters'
//!   slots while one is down (Redis refuses every slot otherwise).
//!
//! One Redis server, without replicas: a result a client read stays as long as the server
//! keeps its memory; with persistence as above, across restarts too.

pub(crate) mod guard;
mod kept;
mod lease;
#[cfg(feature = "redis")]
pub(crate) mod redis;

pub use kept::{decode_outcome, encode_outcome};
pub(crate) use lease::{millis, Lease};
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

/// What an operation of a store answers: [`TaskStore`](crate::server::tasks::TaskStore)'s,
/// [`KeyStore`](crate::idempotency::KeyStore)'s and [`LimitStore`](crate::ratelimit::LimitStore)'s.
pub type StoreFuture<'a, T> = futures_util::future::BoxFuture<'a, Result<T, StoreError>>;

/// A rule of its trait's contract a store broke, and what it answered: what
/// [`server::tasks::contract`](crate::server::tasks::contract),
/// [`idempotency::contract`](crate::idempotency::contract) and
/// [`ratelimit::contract`](crate::ratelimit::contract) find.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Broken {
    /// The rule, as the trait's docs state it.
    pub rule: &'static str,
    /// What the store did instead.
    pub found: String,
}

impl fmt::Display for Broken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.rule, self.found)
    }
}

impl std::error::Error for Broken {}

impl Broken {
    pub(crate) fn new(rule: &'static str, found: impl fmt::Debug) -> Self {
        Broken {
            rule,
            found: format!("{found:?}"),
        }
    }

    /// What a store's error makes of checking `rule`.
    pub(crate) fn failed(rule: &'static str) -> impl Fn(StoreError) -> Broken {
        move |e| Broken::new(rule, e)
    }
}

/// The waits between tries of admitted work that the store could not take (a running
/// task's end, a new task's record, a key's settle): 50 ms, then doubled up to a second,
/// for as long as the next wait ends before the work's bound (its lease, its record's
/// expiry).
pub(crate) struct Backoff {
    next: std::time::Duration,
    until: tokio::time::Instant,
}

impl Backoff {
    /// The first wait.
    pub(crate) const FIRST: std::time::Duration = std::time::Duration::from_millis(50);
    const MAX: std::time::Duration = std::time::Duration::from_secs(1);

    /// Tries until `until`, the first wait 50 ms.
    pub(crate) fn until(until: tokio::time::Instant) -> Self {
        Backoff::starting(Backoff::FIRST, until)
    }

    /// Tries until `until`, the first wait `first`.
    pub(crate) fn starting(first: std::time::Duration, until: tokio::time::Instant) -> Self {
        Backoff { next: first, until }
    }

    /// Whether another try fits: the next wait ends before the bound.
    pub(crate) fn fits(&self) -> bool {
        tokio::time::Instant::now() + self.next < self.until
    }

    /// Wait before the next try; `false`, at once, when it would end past the bound.
    pub(crate) async fn wait(&mut self) -> bool {
        if !self.fits() {
            return false;
        }
        tokio::time::sleep(self.next).await;
        self.next = (self.next * 2).clamp(Backoff::FIRST, Backoff::MAX);
        true
    }
}

/// What the rate limits do when their store cannot be reached
/// ([`LimitStore::store_failure`](crate::ratelimit::LimitStore::store_failure), [`Redis::on_limit_store_failure`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum StoreFailure {
    /// Admit the call, logged: a store outage does not become an outage of every tool.
    #[default]
    Open,
    /// Refuse the call as retryable (`-32603` with `isRetryable`, `503` over HTTP).
    Closed,
}

/// Everything that outlives a request kept in this process's memory: the default, for one
/// process (`Server::store(Memory)`, the same as setting nothing). A store of each kind:
/// [`MemoryTasks`](crate::server::tasks::MemoryTasks),
/// [`MemoryKeys`](crate::idempotency::MemoryKeys) (at most the keys' `max_keys`),
/// [`MemoryLimits`](crate::ratelimit::MemoryLimits).
#[derive(Debug, Clone, Copy, Default)]
pub struct Memory;

/// Which part of a store an operation needs: parts that fail apart (the nodes of a Redis
/// Cluster) are separate domains; a store that fails whole has one, `0`.
pub type Domain = u64;
