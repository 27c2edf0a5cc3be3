//! Long-running tools as tasks (the tasks extension, SEP-2663, `io.modelcontextprotocol/tasks`).
//!
//! A tool declared `#[mcp_tool(task = "optional")]` (or `"required"`) is called as any
//! other; when a 2026-07-28 request's client declares the extension and the handler does
//! not finish at once, the call is answered with a task (`resultType: "task"`) and the
//! handler runs on. The client polls `tasks/get`, answers the handler's questions with
//! `tasks/update` and stops it with `tasks/cancel`. A task ends with exactly what a direct
//! call would have answered: a result (an `isError` one too, a disguised security failure
//! too) makes a `completed` task whose `result` is that result, byte for byte; a JSON-RPC
//! error (security, internal, a panic) a `failed` one whose `error` is that error.
//!
//! Where tasks live is a [`TaskStore`]: [`MemoryTasks`] (the default, one process) or a
//! shared store (Redis, with the `redis` feature) that lets every replica behind a load
//! balancer serve every task. What is stored, per task: the tool's name, a digest of the
//! caller's subject (never a token), the status and its times, the questions outstanding
//! and the answers not yet taken, and once it ends, its result or error as the client will
//! read it. A record lives `ttl` from its creation, then is gone (`tasks/get` answers it as
//! unknown).
//!
//! The replica running a handler holds a lease on its task and renews it while the handler
//! runs, on the store's clock ([`TaskStore::now`]). A replica that dies leaves the lease to
//! lapse: the next `tasks/get` ends the task `completed` with an `unknown_outcome` result
//! ("it may have partly happened; check before running it again"), the failure the model
//! already knows. A task is never re-run.
//!
//! The store can fail too, and toolwright answers for it: every operation has a deadline
//! ([`TaskConfig::store_timeout`]), a store known down is failed fast, a task request meeting
//! either is answered as retryable (`503` over HTTP), a store outage never holds more than
//! [`TaskConfig::max_waiting`] request slots, a handler's end is retried until its lease
//! would lapse, a task whose record is gone reads as lost to its owner, and a graceful stop
//! drains running tasks. The guide's "When the task store fails" has the table of failure
//! modes and what a client sees in each.

mod change;
mod guard;
mod id;
mod memory;
mod record;
#[cfg(feature = "redis")]
mod redis;
mod run;
mod runner;

pub use memory::MemoryTasks;
#[cfg(feature = "redis")]
pub use redis::RedisTasks;

pub(crate) use run::{owner, Moved, TaskMethod, Tasks};

use futures_util::future::BoxFuture;
use std::fmt;
use std::time::Duration;

/// A failure of the [`TaskStore`] (it cannot be reached, or answered something else than
/// it should). Answered to the client as an internal error; the detail goes to the log.
#[derive(Debug, Clone)]
pub struct StoreError(pub String);

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "task store: {}", self.0)
    }
}

impl std::error::Error for StoreError {}

/// What a [`TaskStore`] answers.
pub type StoreFuture<'a, T> = BoxFuture<'a, Result<T, StoreError>>;

/// Where tasks live: a map from task id to its record (JSON text), with a compare-and-swap,
/// and a clock. Every change of a task (a question asked, an answer, a cancel, the end) is a
/// [`TaskStore::replace`] of the record it read, retried when another replica changed it
/// first: a store needs nothing more to be shared by many replicas. The server bounds every
/// operation by [`TaskConfig::store_timeout`] and fails a store known down fast, so a store
/// need not time out on its own; an `Err` is a store that cannot be reached, logged and
/// answered as retryable.
pub trait TaskStore: Send + Sync + 'static {
    /// Store `record` under `id`, to be forgotten `ttl` from now. `false` if `id` is taken.
    fn insert<'a>(&'a self, id: &'a str, record: String, ttl: Duration) -> StoreFuture<'a, bool>;
    /// The record under `id`, if there is one (and it has not expired).
    fn get<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<String>>;
    /// Replace the record under `id` with `new` if it is still `old`, keeping its expiry.
    /// `false` if it changed (or expired) since it was read.
    fn replace<'a>(&'a self, id: &'a str, old: &'a str, new: String) -> StoreFuture<'a, bool>;
    /// The store's own clock where `id` lives (milliseconds since the epoch): the one clock
    /// every replica judges a task's lease by, so that no replica's wall clock, skewed or
    /// not, ends another's task. A store shared by replicas answers its server's time (Redis
    /// `TIME`); a store in one process may answer that process's clock.
    fn now<'a>(&'a self, id: &'a str) -> StoreFuture<'a, u64>;
}

/// A store shared by several servers (replicas in one process, tests).
impl<T: TaskStore> TaskStore for std::sync::Arc<T> {
    fn insert<'a>(&'a self, id: &'a str, record: String, ttl: Duration) -> StoreFuture<'a, bool> {
        (**self).insert(id, record, ttl)
    }
    fn get<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<String>> {
        (**self).get(id)
    }
    fn replace<'a>(&'a self, id: &'a str, old: &'a str, new: String) -> StoreFuture<'a, bool> {
        (**self).replace(id, old, new)
    }
    fn now<'a>(&'a self, id: &'a str) -> StoreFuture<'a, u64> {
        (**self).now(id)
    }
}

/// How tasks are kept and run: [`Server::tasks`](crate::server::Server::tasks).
#[derive(Clone)]
pub struct TaskConfig {
    pub(crate) store: std::sync::Arc<dyn TaskStore>,
    pub(crate) ttl: Duration,
    pub(crate) poll_interval: Duration,
    pub(crate) lease: Duration,
    pub(crate) store_timeout: Duration,
    pub(crate) max_waiting: usize,
}

impl TaskConfig {
    /// Tasks in `store`, kept an hour, polled every 500 ms, leased for 30 s; each store
    /// operation bounded by 1 s, at most 64 waiting on the store at once.
    pub fn new(store: impl TaskStore) -> Self {
        TaskConfig {
            store: std::sync::Arc::new(store),
            ttl: Duration::from_secs(3600),
            poll_interval: Duration::from_millis(500),
            lease: Duration::from_secs(30),
            store_timeout: Duration::from_secs(1),
            max_waiting: 64,
        }
    }

    /// The deadline of each store operation, a reconnect included (at least 10 ms): a
    /// task request while the store is unreachable is answered within it, as retryable
    /// (see "When the task store fails" in the guide). After three failures in a row the
    /// store is failed fast for this long, then probed.
    #[must_use]
    pub fn store_timeout(mut self, deadline: Duration) -> Self {
        self.store_timeout = deadline.max(Duration::from_millis(10));
        self
    }

    /// How many store operations may wait at once (at least 1); past that a task request
    /// is answered at once as retryable. A store outage thus holds at most this many of
    /// the server's request slots ([`Server::max_in_flight`](crate::server::Server::max_in_flight),
    /// 256 by default): calls that do not use the store are never refused for it.
    #[must_use]
    pub fn max_waiting(mut self, n: usize) -> Self {
        self.max_waiting = n.clamp(1, tokio::sync::Semaphore::MAX_PERMITS);
        self
    }

    /// How long a task (and its result) is kept from its creation (`ttlMs`; at least 1 s).
    #[must_use]
    pub fn ttl(mut self, ttl: Duration) -> Self {
        self.ttl = ttl.max(Duration::from_secs(1));
        self
    }

    /// How often clients are asked to poll (`pollIntervalMs`; at least 1 ms).
    #[must_use]
    pub fn poll_interval(mut self, every: Duration) -> Self {
        self.poll_interval = every.max(Duration::from_millis(1));
        self
    }

    /// How long a task outlives the replica running it before it is ended as lost (at
    /// least 1 s; renewed every third of it while the handler runs).
    #[must_use]
    pub fn lease(mut self, lease: Duration) -> Self {
        self.lease = lease.max(Duration::from_secs(1));
        self
    }
}

impl Default for TaskConfig {
    fn default() -> Self {
        TaskConfig::new(MemoryTasks::default())
    }
}

impl fmt::Debug for TaskConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TaskConfig")
            .field("ttl", &self.ttl)
            .field("poll_interval", &self.poll_interval)
            .field("lease", &self.lease)
            .field("store_timeout", &self.store_timeout)
            .field("max_waiting", &self.max_waiting)
            .finish_non_exhaustive()
    }
}
