//! [`RedisTasks`]: tasks in Redis, shared by every replica that points at it.

use super::{StoreError, StoreFuture, TaskStore};
use redis::aio::ConnectionManager;
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

/// The server's clock in milliseconds, read by a script that names the task's key: in a
/// cluster the clock of the node holding the task.
const NOW: &str = r"
local t = redis.call('TIME')
return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
";

/// Tasks in Redis (feature `redis`): every replica pointed at the same server serves every
/// task, whichever replica created it. Each task is one string key, `<prefix><task id>`
/// (`toolwright:task:` by default), holding its record as JSON: the tool's name, a digest
/// of the caller's subject (no token), the status and its times, the questions outstanding
/// and the answers not yet taken, and once it ends, its result or error as the client
/// reads it. A key expires `ttl` after the task's creation (`SET .. PX`), its result with
/// it. Changes are compare-and-swaps in a Lua script (`KEEPTTL`: Redis 6 or later).
///
/// If Redis cannot be reached, task requests are answered as internal errors (the detail
/// in the log), and a running handler runs on: when the store is back, its end is
/// recorded; if its lease lapses first, the task ends as lost.
#[derive(Clone)]
pub struct RedisTasks {
    connection: ConnectionManager,
    prefix: String,
    replace: redis::Script,
    now: redis::Script,
}

impl RedisTasks {
    /// Connect to the Redis server at `url` (`redis://127.0.0.1:6379/`); reconnects on
    /// its own when the connection drops.
    ///
    /// # Errors
    ///
    /// If the URL is not a Redis URL or the server cannot be reached now.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        let client = redis::Client::open(url).map_err(failed)?;
        let connection = ConnectionManager::new(client).await.map_err(failed)?;
        Ok(RedisTasks {
            connection,
            prefix: "toolwright:task:".to_owned(),
            replace: redis::Script::new(REPLACE),
            now: redis::Script::new(NOW),
        })
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
}

impl std::fmt::Debug for RedisTasks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisTasks")
            .field("prefix", &self.prefix)
            .finish_non_exhaustive()
    }
}

fn failed(e: redis::RedisError) -> StoreError {
    StoreError(format!("redis: {e}"))
}

impl TaskStore for RedisTasks {
    fn insert<'a>(&'a self, id: &'a str, record: String, ttl: Duration) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let mut connection = self.connection.clone();
            let ms = u64::try_from(ttl.as_millis()).unwrap_or(u64::MAX).max(1);
            let set: Option<String> = redis::cmd("SET")
                .arg(self.key(id))
                .arg(record)
                .arg("NX")
                .arg("PX")
                .arg(ms)
                .query_async(&mut connection)
                .await
                .map_err(failed)?;
            Ok(set.is_some())
        })
    }

    fn get<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<String>> {
        Box::pin(async move {
            let mut connection = self.connection.clone();
            redis::cmd("GET")
                .arg(self.key(id))
                .query_async(&mut connection)
                .await
                .map_err(failed)
        })
    }

    fn replace<'a>(&'a self, id: &'a str, old: &'a str, new: String) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let mut connection = self.connection.clone();
            let swapped: i64 = self
                .replace
                .key(self.key(id))
                .arg(old)
                .arg(new)
                .invoke_async(&mut connection)
                .await
                .map_err(failed)?;
            Ok(swapped == 1)
        })
    }

    /// Redis `TIME`: every replica judges leases by the Redis server's clock.
    fn now<'a>(&'a self, id: &'a str) -> StoreFuture<'a, u64> {
        Box::pin(async move {
            let mut connection = self.connection.clone();
            let ms: u64 = self
                .now
                .key(self.key(id))
                .invoke_async(&mut connection)
                .await
                .map_err(failed)?;
            Ok(ms)
        })
    }
}
