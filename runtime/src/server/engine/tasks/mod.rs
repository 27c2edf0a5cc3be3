//! Long-running tools as tasks.
//!
//! A tool that can take long declares it, and nothing else changes in its code (the tasks
//! extension of 2026-07-28, SEP-2663, `io.modelcontextprotocol/tasks`):
//!
//! ```
//! use std::time::Duration;
//! use toolwright::server::tasks::TaskConfig;
//! use toolwright::store::Memory;
//! use toolwright::server::Server;
//! use toolwright::{mcp_tool, tools, ToolError};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! enum ExportError {
//!     #[error("the warehouse is busy")]
//!     #[error_kind(operational, category = "rate_limited", message = "The warehouse is busy.")]
//!     Busy,
//! }
//!
//! /// Exports a table to the warehouse; can take minutes.
//! #[mcp_tool(task = "optional")]
//! async fn export_table(table: String) -> Result<String, ExportError> {
//!     tokio::time::sleep(Duration::from_millis(10)).await; // the long part
//!     Ok(format!("exported {table}"))
//! }
//!
//! let server = Server::new(tools![export_table])
//!     .store(Memory) // where tasks live: the default; `store::Redis` for replicas
//!     .tasks(TaskConfig::default().ttl(Duration::from_secs(3600)));
//! # drop(server);
//! ```
//!
//! - **Who decides.** `task = "optional"`: a 2026-07-28 request whose
//!   `_meta["io.modelcontextprotocol/clientCapabilities"].extensions` declares the extension
//!   may get a task; any other gets the direct answer. `task = "required"`: a client without
//!   the extension is refused with `-32021` and `data.requiredCapabilities` naming the
//!   extension. Either way the handler is polled once in place: an answer at once is the
//!   call's own answer, and questions it asks at once are a synchronous MRTR round
//!   (`input_required`, SEP-2663's composition); a handler that runs on becomes a task,
//!   stored before the client hears `resultType: "task"` with its `taskId` (64 hex digits: 96
//!   random bits, the issue time and a tag sealing both to the caller, see below), `status`, `createdAt`, `lastUpdatedAt`, `ttlMs` and `pollIntervalMs`.
//! - **`tasks/get`** answers the task, with its outstanding `inputRequests`, its `result` or
//!   its `error`; **`tasks/update`** brings `inputResponses` to the questions the handler asked
//!   from inside the task (`ctx.elicit`, `ctx.sample`; keys nobody asked are ignored; the
//!   answer is applied before the ack); **`tasks/cancel`** ends the task `cancelled` and drops
//!   the handler, as a cancelled call's is (a finished task gets the same ack). The handler's
//!   progress reports (`ctx.report_progress`) become the task's `statusMessage`. The client
//!   names the task in `Mcp-Name` over HTTP; another caller's task is answered exactly as a
//!   task that does not exist (`-32602`).
//! - **Failures keep their channel.** A task ends with what the direct call would have
//!   answered, byte for byte: a result (an `isError` one, a security failure disguised as not
//!   found) makes a `completed` task with that result; a JSON-RPC error (security, internal,
//!   a panic) a `failed` task with that error, its correlation id in it, its detail in the
//!   log only.
//! - **Durable across replicas.** Tasks live in a [`TaskStore`] (insert, get, compare-and-swap
//!   on a record, and the store's clock), the server's backend's
//!   ([`Server::store`](crate::server::Server::store)): [`MemoryTasks`] by default,
//!   `RedisTasks` (`store::Redis`, feature `redis`: one server, `redis+sentinel://` or
//!   `redis+cluster://`) for replicas behind a load balancer, any of which serves any task. The replica running a handler holds a lease
//!   on its task (30 s, renewed every third of it); one that dies leaves the lease to lapse,
//!   and the next `tasks/get` ends the task `completed` with an `unknown_outcome` result the
//!   model reads ("it may have partly happened; check before running it again"). A task is
//!   never re-run. Records are kept `ttl` (an hour) from their creation, then removed.
//! - **One clock.** A lease is written and judged on the store's clock ([`TaskStore::now`]:
//!   Redis `TIME` on the node holding the task; the process's clock for `MemoryTasks`), never
//!   on a replica's own: replicas need no synchronized clocks, and one set minutes ahead or
//!   behind ends no healthy task. `createdAt` is the store's time too; `lastUpdatedAt` after a
//!   progress report is the running replica's.
//! - **Pushed, not only polled.** `subscriptions/listen` with `notifications.taskIds` (from a
//!   request that declares the extension; `-32021` otherwise) sends `notifications/tasks`
//!   each time a task moves, its params what `tasks/get` shows, until it ends. The tasks are
//!   read from the store, so one running on another replica is followed too; another
//!   caller's task is acknowledged as asked and never reported.
//!
//! What is stored, per task: the tool's name, a digest of the caller's subject (never a token),
//! the status and its times, the questions outstanding and the answers not yet taken, and once
//! it ends, its result or error as the client will read it.
//!
//! # When the task store fails
//!
//! A store that cannot be reached is a dependency's outage, not a bug: every store operation
//! (a reconnect included) has a deadline, [`TaskConfig::store_timeout`] (1 s), and a task request
//! that meets one is answered within it as **retryable**:
//!
//! ```text
//! HTTP/1.1 503 Service Unavailable
//! retry-after: 1
//!
//! {"jsonrpc":"2.0","id":7,"error":{"code":-32603,"message":"Temporarily unavailable; retry shortly (ref tw-5f0c3a9e1b7d2468)","data":{"correlationId":"tw-5f0c3a9e1b7d2468","errorCategory":"transient","isRetryable":true,"retryAfterMs":1000}}}
//! ```
//!
//! Over stdio the same line, with no status. The store's own error (its address, its client's
//! message) is in the log under the reference, never in the answer. Three failures in a row
//! open a breaker for the part of the store that failed (the whole store, or one Cluster
//! master): for one deadline every task request there is answered at once (`retryAfterMs` is
//! what is left of it) without asking the store, then one request probes it and closes the
//! breaker if it answers. At most [`TaskConfig::max_waiting`] (64) requests' store
//! operations run at once and as many wait for a place (each within the deadline); past that
//! a task request is answered at once as retryable, so a store outage holds at most 128 of
//! the server's `Server::max_in_flight` (256) request slots and never refuses a call that
//! does not use the store. A running task's own writes (its end, its lease) are never
//! refused for that cap. A task-mode call reads the store's clock where its task will live
//! before its handler runs: a store that cannot answer refuses it retryable, and the handler
//! never ran, so retrying it is safe. (A call from a client without the extension never
//! touches the store.)
//!
//! The whole table, for tasks, keys and limits (a burst, down, stalled, one Cluster master
//! down, planned and unplanned failover, restarted empty, clock skew, a replica killed,
//! frozen or stopped), with the test that shows each row and the Redis settings the
//! guarantees need, is in [`store`](crate::store#when-a-store-fails).
//!
//! What "lost" promises: only that the server does not know whether the work happened, and
//! it is said only of work that was handed out (a task whose id its owner holds). A task id
//! is sealed (HMAC-SHA256 under a key derived from the server's state key, which replicas
//! share with `HttpConfig::session_key`) to its owner and its issue time, which is how a
//! replica tells a task it lost from an id it never issued without storing anything; an id
//! not exactly as issued (letter case included) is one it never issued.
//!
//! Under Sentinel an ended task's record counts only once one replica acknowledged it
//! (`WAIT 1 200`): its write is retried until then, and a read of an ended record is
//! answered only once a replica holds it, so a result a client read never changes with a
//! failover. Over stdio the end of input does not drain tasks: a stdio client that leaves
//! takes its tasks with it.
//!
//! The figures (how long the first answers wait, how fast the breaker answers, what a task costs
//! against a plain call) are in `BENCHMARKS.md` in the repository, "Tasks and the task store";
//! which way toolwright went where the tasks extension leaves room is in `CONFORMANCE.md`.

mod change;
pub mod contract;
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

pub(crate) use run::{owner, Moved, Tasks};

use std::fmt;
use std::time::Duration;

pub use crate::store::{Domain, StoreError, StoreFuture};

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
    /// The failure domain `id` lives in: the part of the store that fails apart from the
    /// others (a Redis Cluster's node holding it). The server keeps a breaker per domain,
    /// so that one part down fails fast only the tasks living on it, and places a new task
    /// on a part not known down. A store that fails whole keeps the default, one domain.
    fn domain(&self, id: &str) -> Domain {
        let _ = id;
        0
    }
}

/// A store shared by several servers (replicas in one process, tests).
impl<T: TaskStore + ?Sized> TaskStore for std::sync::Arc<T> {
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
    fn domain(&self, id: &str) -> Domain {
        (**self).domain(id)
    }
}

/// What tasks take of the server's backend ([`Server::store`](crate::server::Server::store)):
/// its task store and its lease.
#[derive(Clone)]
pub(crate) struct BackendTasks {
    pub(crate) store: std::sync::Arc<dyn TaskStore>,
    pub(crate) lease: Duration,
}

impl fmt::Debug for BackendTasks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BackendTasks")
            .field("lease", &self.lease)
            .finish_non_exhaustive()
    }
}

/// How tasks are kept and run: [`Server::tasks`](crate::server::Server::tasks). Where they
/// are kept is the server's [`Backend`](crate::server::Backend)'s task store
/// ([`Server::store`](crate::server::Server::store); in memory by default) unless
/// [`TaskConfig::new`] names one apart.
#[derive(Clone)]
pub struct TaskConfig {
    /// A store apart from the backend's (`None`: the backend's).
    pub(crate) store: Option<std::sync::Arc<dyn TaskStore>>,
    pub(crate) ttl: Duration,
    pub(crate) poll_interval: Duration,
    /// A lease apart from the backend's (`None`: the backend's).
    pub(crate) lease: Option<Duration>,
    pub(crate) store_timeout: Duration,
    pub(crate) max_waiting: usize,
}

impl TaskConfig {
    /// Tasks in `store`, apart from the server's backend (a task store of your own beside
    /// Redis keys and limits, say); otherwise as [`TaskConfig::default`].
    pub fn new(store: impl TaskStore) -> Self {
        TaskConfig {
            store: Some(std::sync::Arc::new(store)),
            ..TaskConfig::default()
        }
    }

    /// This config with the server's backend filled in where it names nothing apart: the
    /// backend's task store (memory without one) and lease.
    pub(crate) fn backed_by(mut self, backend: Option<&BackendTasks>) -> Self {
        if self.store.is_none() {
            self.store = Some(match backend {
                Some(backend) => std::sync::Arc::clone(&backend.store),
                None => std::sync::Arc::new(MemoryTasks::default()),
            });
        }
        self.lease = self.lease.or(backend.map(|b| b.lease));
        self
    }

    /// The store, once [`TaskConfig::backed_by`] filled it in.
    pub(crate) fn store(&self) -> std::sync::Arc<dyn TaskStore> {
        let store = self.store.as_ref();
        std::sync::Arc::clone(store.expect("the engine fills in the backend's task store"))
    }

    /// The lease's term (the backend's, unless [`TaskConfig::lease`] set one apart).
    pub(crate) fn lease_term(&self) -> Duration {
        self.lease.unwrap_or(crate::store::Lease::TERM)
    }

    /// The deadline of each store operation, a reconnect included (at least 10 ms): a
    /// task request while the store is unreachable is answered within it, as retryable
    /// (see "When the task store fails" in the [module docs](crate::server::tasks)). After
    /// three failures in a row the store is failed fast for this long, then probed.
    #[must_use]
    pub fn store_timeout(mut self, deadline: Duration) -> Self {
        self.store_timeout = deadline.max(Duration::from_millis(10));
        self
    }

    /// How many requests' store operations may run at once (at least 1); as many more wait
    /// for a place, each within the deadline, and past that a task request is answered at
    /// once as retryable. A store outage thus holds at most twice this many of the server's
    /// request slots ([`Server::max_in_flight`](crate::server::Server::max_in_flight), 256
    /// by default): calls that do not use the store are never refused for it. A running
    /// task's own writes are not counted and never refused.
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
    /// least 1 s; renewed every third of it while the handler runs): the backend's lease
    /// ([`Backend::lease`](crate::server::Backend::lease), 30 s by default) unless set here.
    #[must_use]
    pub fn lease(mut self, lease: Duration) -> Self {
        self.lease = Some(lease.max(Duration::from_secs(1)));
        self
    }
}

/// Tasks in the server's backend, kept an hour, polled every 500 ms, on the backend's
/// lease (30 s by default); each store operation bounded by 1 s, at most 64 requests'
/// operations on the store at once.
impl Default for TaskConfig {
    fn default() -> Self {
        TaskConfig {
            store: None,
            ttl: Duration::from_secs(3600),
            poll_interval: Duration::from_millis(500),
            lease: None,
            store_timeout: Duration::from_secs(1),
            max_waiting: 64,
        }
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
