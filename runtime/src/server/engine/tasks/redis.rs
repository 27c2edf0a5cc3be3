//! [`RedisTasks`]: tasks in Redis, shared by every replica that points at it: one server,
//! a primary watched by Redis Sentinel, or a Redis Cluster.

use super::{StoreError, StoreFuture, TaskStore};
use crate::util::lock;
use redis::aio::{
    ConnectionLike, ConnectionManager, ConnectionManagerConfig, MultiplexedConnection,
};
use redis::cluster_async::ClusterConnection;
use redis::sentinel::{SentinelClient, SentinelServerType};
use redis::{AsyncConnectionConfig, Cmd, RedisError, RedisFuture, Value};
use std::sync::Mutex;
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

/// How long a connection attempt or an answer may take before the client gives up (the
/// server's own deadline, [`TaskConfig::store_timeout`](super::TaskConfig::store_timeout),
/// bounds every operation in any case).
const TIMEOUT: Duration = Duration::from_secs(1);

/// How long a write waits for a replica's acknowledgement (`WAIT`) under Sentinel.
const REPLICA_WAIT_MS: u64 = 200;

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
    connection: Connection,
    prefix: String,
    replace: Lua,
    now: Lua,
}

/// A script: its source, and the SHA-1 `EVALSHA` names it by.
struct Lua {
    source: &'static str,
    hash: String,
}

impl Lua {
    fn new(source: &'static str) -> Self {
        Lua {
            source,
            hash: redis::Script::new(source).get_hash().to_owned(),
        }
    }
}

/// How the store reaches Redis.
enum Connection {
    Single(ConnectionManager),
    Cluster(ClusterConnection),
    Sentinel(Box<Sentinel>),
}

/// The primary Sentinel names, connected to until it fails or turns read-only (a failover
/// demoted it), then asked for again.
struct Sentinel {
    sentinels: tokio::sync::Mutex<SentinelClient>,
    primary: Mutex<Option<MultiplexedConnection>>,
}

impl RedisTasks {
    /// Connect to Redis at `url` (see the table above for the three kinds); reconnects on
    /// its own when a connection drops.
    ///
    /// # Errors
    ///
    /// If the URL is not one of those kinds, or Redis cannot be reached now.
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        let connection = if let Some(rest) = url.strip_prefix("redis+cluster://") {
            let nodes: Vec<String> = hosts(rest)?
                .iter()
                .map(|host| format!("redis://{host}/"))
                .collect();
            let client = redis::cluster::ClusterClient::builder(nodes)
                .connection_timeout(TIMEOUT)
                .response_timeout(TIMEOUT)
                .build()
                .map_err(failed)?;
            Connection::Cluster(client.get_async_connection().await.map_err(failed)?)
        } else if let Some(rest) = url.strip_prefix("redis+sentinel://") {
            let (hosts_part, service) = rest.split_once('/').ok_or_else(|| {
                StoreError(
                    "a redis+sentinel:// URL names its service: redis+sentinel://host:port/service"
                        .into(),
                )
            })?;
            let service = service.trim_end_matches('/');
            if service.is_empty() {
                return Err(StoreError(
                    "a redis+sentinel:// URL names its service: redis+sentinel://host:port/service"
                        .into(),
                ));
            }
            let sentinels: Vec<String> = hosts(hosts_part)?
                .iter()
                .map(|host| format!("redis://{host}/"))
                .collect();
            let client = SentinelClient::build(
                sentinels,
                service.to_owned(),
                None,
                SentinelServerType::Master,
            )
            .map_err(failed)?;
            let sentinel = Sentinel {
                sentinels: tokio::sync::Mutex::new(client),
                primary: Mutex::new(None),
            };
            sentinel.connection().await.map_err(failed)?;
            Connection::Sentinel(Box::new(sentinel))
        } else {
            let client = redis::Client::open(url).map_err(failed)?;
            let config = ConnectionManagerConfig::new()
                .set_connection_timeout(Some(TIMEOUT))
                .set_response_timeout(Some(TIMEOUT))
                .set_number_of_retries(2)
                .set_max_delay(Duration::from_millis(500));
            Connection::Single(
                ConnectionManager::new_with_config(client, config)
                    .await
                    .map_err(failed)?,
            )
        };
        Ok(RedisTasks {
            connection,
            prefix: "toolwright:task:".to_owned(),
            replace: Lua::new(REPLACE),
            now: Lua::new(NOW),
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

    /// Run `cmd` (or the script it invokes) on the connection, and under Sentinel, when
    /// it writes, wait for one replica to acknowledge it.
    async fn run(&self, cmd: Cmd, writes: bool) -> Result<Value, RedisError> {
        match &self.connection {
            Connection::Single(manager) => {
                let mut connection = manager.clone();
                query(&mut connection, &cmd).await
            }
            Connection::Cluster(cluster) => {
                let mut connection = cluster.clone();
                query(&mut connection, &cmd).await
            }
            Connection::Sentinel(sentinel) => {
                let mut connection = sentinel.connection().await?;
                let answered = query(&mut connection, &cmd).await;
                if answered.is_err() {
                    sentinel.forget();
                    return answered;
                }
                if writes {
                    // The answer stands whatever WAIT says: the write is on the primary.
                    let mut wait = redis::cmd("WAIT");
                    wait.arg(1).arg(REPLICA_WAIT_MS);
                    if query(&mut connection, &wait).await.is_err() {
                        sentinel.forget();
                    }
                }
                answered
            }
        }
    }

    /// A script's `EVALSHA` on the task's key, and its `EVAL` should Redis not have it (a
    /// new node, a restart, a failover), as `Script::invoke_async` does on a connection it
    /// owns.
    async fn script(
        &self,
        script: &Lua,
        id: &str,
        args: &[&str],
        writes: bool,
    ) -> Result<Value, StoreError> {
        let call = |verb: &str, body: &str| {
            let mut cmd = redis::cmd(verb);
            cmd.arg(body).arg(1).arg(self.key(id));
            for arg in args {
                cmd.arg(*arg);
            }
            cmd
        };
        match self.run(call("EVALSHA", &script.hash), writes).await {
            Err(e) if e.code() == Some("NOSCRIPT") => {
                self.run(call("EVAL", script.source), writes).await
            }
            other => other,
        }
        .map_err(failed)
    }
}

impl Sentinel {
    async fn connection(&self) -> Result<MultiplexedConnection, RedisError> {
        if let Some(connection) = lock(&self.primary).clone() {
            return Ok(connection);
        }
        let mut sentinels = self.sentinels.lock().await;
        // Another request may have connected while this one waited.
        if let Some(connection) = lock(&self.primary).clone() {
            return Ok(connection);
        }
        let client = sentinels.async_get_client().await?;
        let config = AsyncConnectionConfig::new()
            .set_connection_timeout(Some(TIMEOUT))
            .set_response_timeout(Some(TIMEOUT));
        let connection = client
            .get_multiplexed_async_connection_with_config(&config)
            .await?;
        *lock(&self.primary) = Some(connection.clone());
        Ok(connection)
    }

    /// After a failure that may mean the primary moved, ask the sentinels again next time.
    fn forget(&self) {
        *lock(&self.primary) = None;
    }
}

/// `host:port` entries of a comma-separated list.
fn hosts(list: &str) -> Result<Vec<&str>, StoreError> {
    let hosts: Vec<&str> = list
        .trim_end_matches('/')
        .split(',')
        .map(str::trim)
        .filter(|h| !h.is_empty())
        .collect();
    if hosts.is_empty() || hosts.iter().any(|h| h.contains('/')) {
        return Err(StoreError(format!(
            "expected host:port[,host:port...], got {list:?}"
        )));
    }
    Ok(hosts)
}

async fn query<C: ConnectionLike + Send>(
    connection: &mut C,
    cmd: &Cmd,
) -> Result<Value, RedisError> {
    let answered: RedisFuture<'_, Value> = connection.req_packed_command(cmd);
    // A server error (`NOSCRIPT`, `READONLY`) comes back as a value: made an error here.
    answered.await.and_then(Value::extract_error)
}

impl std::fmt::Debug for RedisTasks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind = match self.connection {
            Connection::Single(_) => "single",
            Connection::Cluster(_) => "cluster",
            Connection::Sentinel(_) => "sentinel",
        };
        f.debug_struct("RedisTasks")
            .field("kind", &kind)
            .field("prefix", &self.prefix)
            .finish_non_exhaustive()
    }
}

fn failed(e: RedisError) -> StoreError {
    StoreError(format!("redis: {e}"))
}

fn integer(value: Value) -> Result<i64, StoreError> {
    redis::from_redis_value(value).map_err(|e| StoreError(format!("redis: {e}")))
}

impl TaskStore for RedisTasks {
    fn insert<'a>(&'a self, id: &'a str, record: String, ttl: Duration) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let ms = u64::try_from(ttl.as_millis()).unwrap_or(u64::MAX).max(1);
            let mut set = redis::cmd("SET");
            set.arg(self.key(id))
                .arg(record)
                .arg("NX")
                .arg("PX")
                .arg(ms);
            let answered = self.run(set, true).await.map_err(failed)?;
            Ok(answered != Value::Nil)
        })
    }

    fn get<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<String>> {
        Box::pin(async move {
            let mut get = redis::cmd("GET");
            get.arg(self.key(id));
            let answered = self.run(get, false).await.map_err(failed)?;
            redis::from_redis_value(answered).map_err(|e| StoreError(format!("redis: {e}")))
        })
    }

    fn replace<'a>(&'a self, id: &'a str, old: &'a str, new: String) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let swapped = self.script(&self.replace, id, &[old, &new], true).await?;
            Ok(integer(swapped)? == 1)
        })
    }

    /// Redis `TIME` where the task lives: every replica judges leases by Redis's clock.
    fn now<'a>(&'a self, id: &'a str) -> StoreFuture<'a, u64> {
        Box::pin(async move {
            let ms = integer(self.script(&self.now, id, &[], false).await?)?;
            u64::try_from(ms).map_err(|_| StoreError(format!("redis: TIME answered {ms}")))
        })
    }
}
