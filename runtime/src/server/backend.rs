//! [`Backend`]: one place to say where everything that outlives a request is kept.

use super::tasks::{MemoryTasks, TaskStore};
use crate::idempotency::{IdempotencyConfig, KeyStore, MemoryKeys};
use crate::ratelimit::{LimitStore, MemoryLimits};
use crate::store::Memory;
#[cfg(feature = "redis")]
use crate::store::Redis;
use std::sync::Arc;
use std::time::Duration;

/// One place to say where everything that outlives a request is kept:
/// [`Server::store`](crate::server::Server::store) takes a [`Backend`], which gives the
/// task store, the idempotency keys' store and the rate limits' store, each built on one
/// connection. Two come with the crate, each a type you can name:
///
/// | backend | what it keeps | for |
/// |---|---|---|
/// | [`Memory`](crate::store::Memory) (the default) | [`MemoryTasks`](crate::server::tasks::MemoryTasks), [`MemoryKeys`](crate::idempotency::MemoryKeys) (at most the keys' `max_keys`), [`MemoryLimits`](crate::ratelimit::MemoryLimits) | one process |
/// | [`Redis`](crate::store::Redis) (feature `redis`) | [`RedisTasks`](crate::server::tasks::RedisTasks), [`RedisKeys`](crate::idempotency::RedisKeys), [`RedisLimits`](crate::ratelimit::RedisLimits), on the one connection [`Redis::connect`](crate::store::Redis::connect) made | replicas behind a load balancer |
///
/// ```no_run
/// # #[cfg(feature = "redis")]
/// # async fn run(tools: toolwright::ToolSet) -> Result<(), Box<dyn std::error::Error>> {
/// use std::time::Duration;
/// use toolwright::server::Server;
/// use toolwright::store::Redis;
///
/// let redis = Redis::connect("redis+sentinel://10.0.0.5:26379,10.0.0.6:26379/tasks")
///     .await?
///     .lease(Duration::from_secs(20));
/// let server = Server::new(tools).name("orders").store(redis);
/// # drop(server);
/// # Ok(())
/// # }
/// ```
///
/// A backend of your own implements `Backend` over stores of your own (each checked by
/// its trait's contract suite: [`server::tasks::contract`](crate::server::tasks::contract),
/// [`idempotency::contract`](crate::idempotency::contract),
/// [`ratelimit::contract`](crate::ratelimit::contract)). A store named apart from the
/// backend's is left as it is: [`TaskConfig::new`](crate::server::tasks::TaskConfig::new)
/// for tasks, [`ToolSet::with_key_store`](crate::ToolSet::with_key_store) and
/// [`ToolSet::with_limit_store`](crate::ToolSet::with_limit_store) on the tool set (also
/// the way for a set served without a `Server`, through the rmcp bridge).
pub trait Backend: Send + Sync + 'static {
    /// The tasks' store.
    fn task_store(&self) -> Arc<dyn TaskStore>;
    /// The idempotency keys' store, for keys kept as `config` says.
    fn key_store(&self, config: &IdempotencyConfig) -> Arc<dyn KeyStore>;
    /// The rate limits' store.
    fn limit_store(&self) -> Arc<dyn LimitStore>;
    /// How long a replica answers for work it runs without renewing its lease (a task; a
    /// key's first call, for a store that has leases): 30 s unless the backend says.
    fn lease(&self) -> Duration {
        crate::store::Lease::TERM
    }
}

impl Backend for Memory {
    fn task_store(&self) -> Arc<dyn TaskStore> {
        Arc::new(MemoryTasks::default())
    }

    fn key_store(&self, config: &IdempotencyConfig) -> Arc<dyn KeyStore> {
        Arc::new(MemoryKeys::default().max_keys(config.max_keys))
    }

    fn limit_store(&self) -> Arc<dyn LimitStore> {
        Arc::new(MemoryLimits::default())
    }
}

#[cfg(feature = "redis")]
impl Backend for Redis {
    fn task_store(&self) -> Arc<dyn TaskStore> {
        Arc::new(crate::server::tasks::RedisTasks::new(self))
    }

    fn key_store(&self, _: &IdempotencyConfig) -> Arc<dyn KeyStore> {
        Arc::new(crate::idempotency::RedisKeys::new(self))
    }

    fn limit_store(&self) -> Arc<dyn LimitStore> {
        Arc::new(crate::ratelimit::RedisLimits::new(self))
    }

    fn lease(&self) -> Duration {
        self.lease
    }
}

/// A backend shared by several servers (replicas in one process, tests).
impl<T: Backend + ?Sized> Backend for Arc<T> {
    fn task_store(&self) -> Arc<dyn TaskStore> {
        (**self).task_store()
    }

    fn key_store(&self, config: &IdempotencyConfig) -> Arc<dyn KeyStore> {
        (**self).key_store(config)
    }

    fn limit_store(&self) -> Arc<dyn LimitStore> {
        (**self).limit_store()
    }

    fn lease(&self) -> Duration {
        (**self).lease()
    }
}
