//! [`RedisTasks`]: tasks in Redis, shared by every replica that points at it: one server,
//! a primary watched by Redis Sentinel, or a Redis Cluster.

use super::{Domain, StoreError, StoreFuture, TaskStore};
use crate::store::redis::{integer, Lua, Redis, RedisLink, NOW};
use std::sync::Arc;
use std::time::Duration;

/// The compare-and-swap of a record, atomic in Redis: replaced only if it still is what
/// the caller read, its expiry kept.
const REPLACE: &str = r"
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL')
  return 1
end
return 0
";

/// Tasks in Redis (feature `redis`): every replica pointed at the same Redis serves every
/// task, whichever replica created it. Each task is one string key, `<prefix><task id>`
/// (`toolwright:task:` by default), holding its record as JSON: the tool's name, a digest
/// of the caller's subject (no token), the status and its times, the questions outstanding
/// and the answers not yet taken, and once it ends, its result or error as the client
/// reads it. A key expires `ttl` after the task's creation (`SET .. PX`), its result with
/// it. Changes are compare-and-swaps in a Lua script (`KEEPTTL`: Redis 6 or later), and a
/// task's lease is judged by Redis's clock (`TIME`, read in a script naming the task's key).
///
/// [`RedisTasks::connect`] takes three kinds of URL:
///
/// | URL | what it reaches |
/// |---|---|
/// | `redis://[:password@]host:port[/db]`, `unix:///path.sock` | one server (reconnected when the connection drops) |
/// | `redis+sentinel://host:port[,host:port...]/service` | the primary Redis Sentinel names for `service`, asked again after a failover |
/// | `redis+cluster://host:port[,host:port...]` | a Redis Cluster, from any of its nodes |
///
/// Under Sentinel every write then waits up to 200 ms for one replica's acknowledgement
/// (`WAIT 1 200`), so that a result a client has read survives the failover of its primary
/// in all but the rarest race (replication stays asynchronous: a write the primary took and
/// no replica acknowledged within those 200 ms, followed by the primary's death, is lost,
/// and the task then reads as lost to its owner; see the table of store failures in the
/// [module docs](crate::server::tasks)).
///
/// If Redis cannot be reached, each operation fails within the server's store deadline
/// and task requests are answered as retryable (see
/// [`TaskConfig::store_timeout`](super::TaskConfig::store_timeout)); a running handler
/// runs on, and its end is retried until its lease would lapse.
pub struct RedisTasks {
    link: Arc<RedisLink>,
    prefix: String,
    replace: Lua,
    now: Lua,
}

impl RedisTasks {
    /// Tasks kept in `redis`, the connection the other stores share.
    pub fn new(redis: &Redis) -> Self {
        RedisTasks {
            link: Arc::clone(&redis.link),
            prefix: "toolwright:task:".to_owned(),
            replace: Lua::new(REPLACE),
            now: Lua::new(NOW),
        }
    }

    /// Connect to Redis at `url` (see the table above for the three kinds) for the tasks
    /// alone; [`RedisTasks::new`] shares one connection with the other stores. Reconnects
    /// on its own when a connection drops.
    ///
    /// # Errors
    ///
    /// If the URL is not one of those kinds, or Redis cannot be reached now.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        Ok(RedisTasks::new(&Redis::connect(url).await?))
    }

    /// Keys start with `prefix` instead of `toolwright:task:` (several servers in one
    /// Redis database).
    #[must_use]
    pub fn prefix(mut self, prefix: impl Into<String>) -> Self {
        self.prefix = prefix.into();
        self
    }

    fn key(&self, id: &str) -> String {
        format!("{}{id}", self.prefix)
    }

    async fn run(&self, cmd: redis::Cmd, replicated: bool) -> Result<redis::Value, StoreError> {
        self.link.run(cmd, replicated).await.map_err(StoreError)
    }

    async fn script(
        &self,
        script: &Lua,
        id: &str,
        args: &[&str],
        replicated: bool,
    ) -> Result<redis::Value, StoreError> {
        self.link
            .script(script, &[&self.key(id)], args, replicated)
            .await
            .map_err(StoreError)
    }
}

impl std::fmt::Debug for RedisTasks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisTasks")
            .field("kind", &self.link.kind())
            .field("prefix", &self.prefix)
            .finish_non_exhaustive()
    }
}

impl RedisTasks {
    /// Whether `record` counts only once a replica holds it: an ended task's, under
    /// Sentinel (read only there: elsewhere no record is parsed for it).
    fn held_by_replica(&self, record: &str) -> bool {
        self.link.replicates()
            && super::record::Record::parse(record).is_some_and(|r| r.status.is_terminal())
    }
}

impl TaskStore for RedisTasks {
    fn insert<'a>(&'a self, id: &'a str, record: String, ttl: Duration) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let ms = crate::store::millis(ttl).max(1);
            let acknowledged = self.held_by_replica(&record);
            let mut set = redis::cmd("SET");
            set.arg(self.key(id))
                .arg(record)
                .arg("NX")
                .arg("PX")
                .arg(ms);
            let answered = self.run(set, acknowledged).await?;
            Ok(answered != redis::Value::Nil)
        })
    }

    fn get<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<String>> {
        Box::pin(async move {
            let mut get = redis::cmd("GET");
            get.arg(self.key(id));
            let answered = self.run(get, false).await?;
            let text: Option<String> =
                redis::from_redis_value(answered).map_err(|e| StoreError(format!("redis: {e}")))?;
            // An ended task is shown only once a replica holds it (under Sentinel): a
            // result a client read never changes with a failover.
            if text.as_deref().is_some_and(|t| self.held_by_replica(t)) {
                self.link.confirm().await.map_err(StoreError)?;
            }
            Ok(text)
        })
    }

    fn replace<'a>(&'a self, id: &'a str, old: &'a str, new: String) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let acknowledged = self.held_by_replica(&new);
            let swapped = self
                .script(&self.replace, id, &[old, &new], acknowledged)
                .await?;
            Ok(integer(swapped).map_err(StoreError)? == 1)
        })
    }

    /// Under a Cluster, the master holding the task: one master down fails fast only the
    /// tasks living on it, and new tasks are placed on the others.
    fn domain(&self, id: &str) -> Domain {
        self.link.domain(&self.key(id))
    }

    /// Redis `TIME` where the task lives: every replica judges leases by Redis's clock.
    fn now<'a>(&'a self, id: &'a str) -> StoreFuture<'a, u64> {
        Box::pin(async move {
            let ms = integer(self.script(&self.now, id, &[], false).await?).map_err(StoreError)?;
            u64::try_from(ms).map_err(|_| StoreError(format!("redis: TIME answered {ms}")))
        })
    }
}
