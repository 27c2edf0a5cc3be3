//! [`Redis`]: one way to reach Redis (feature `redis`), shared by what keeps state there:
//! the task store ([`RedisTasks`](crate::server::tasks::RedisTasks)), the idempotency keys
//! ([`RedisKeys`](crate::idempotency::RedisKeys)) and the rate limits
//! ([`RedisLimits`](crate::ratelimit::RedisLimits)). One server (reconnected when its
//! connection drops), a primary named by Redis Sentinel (asked again after a failover; a
//! write marked as one is followed by `WAIT 1 200`, and fails when no replica acknowledged
//! it), or a Redis Cluster; Lua scripts by `EVALSHA`, sent again as `EVAL` when Redis does
//! not have them. The scripts read `TIME` before they write: Redis 5 or later (effects
//! replication); `KEEPTTL` needs Redis 6.

use super::{Domain, StoreError};
use crate::util::lock;
use redis::aio::{
    ConnectionLike, ConnectionManager, ConnectionManagerConfig, MultiplexedConnection,
};
use redis::cluster_async::ClusterConnection;
use redis::sentinel::{SentinelClient, SentinelServerType};
use redis::{AsyncConnectionConfig, Cmd, RedisError, RedisFuture, Value};
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

/// How long a connection attempt or an answer may take before the client gives up (each
/// user's own deadline bounds every operation in any case).
const TIMEOUT: Duration = Duration::from_secs(1);

/// How long a write waits for a replica's acknowledgement (`WAIT`) under Sentinel.
const REPLICA_WAIT_MS: u64 = 200;

/// How long the primary Sentinel names must have had no replica acknowledge its writes
/// before they stand without one: longer than a failover's promotion, during which the
/// old primary is still named and its writes would be dropped by its resync.
const ALONE_AFTER: Duration = Duration::from_secs(5);

/// How long a primary found alone takes writes without `WAIT` before it is asked again.
const ALONE_CHECK: Duration = Duration::from_secs(1);

/// The primary's writes with no replica to acknowledge them: since when, and until when
/// they stand without one.
#[derive(Default)]
struct Alone {
    since: Option<tokio::time::Instant>,
    until: Option<tokio::time::Instant>,
}

/// The server's clock in milliseconds, in a script (a cluster's: the clock of the node
/// holding the script's key).
pub(crate) const NOW: &str = r"
local t = redis.call('TIME')
return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
";

/// A script: its source, and the SHA-1 `EVALSHA` names it by.
pub(crate) struct Lua {
    source: &'static str,
    hash: String,
}

impl Lua {
    pub(crate) fn new(source: &'static str) -> Self {
        Lua {
            source,
            hash: redis::Script::new(source).get_hash().to_owned(),
        }
    }
}

/// Redis as the [`Backend`](crate::server::Backend) of everything that outlives a request:
/// connected once and shared by the tasks, the idempotency keys and the rate limits
/// (cloning it shares the connection), given to [`Server::store`](crate::server::Server::store):
///
/// ```no_run
/// # async fn serve(tools: toolwright::ToolSet) -> Result<(), toolwright::store::StoreError> {
/// use std::time::Duration;
/// use toolwright::server::Server;
/// use toolwright::store::{Redis, StoreFailure};
///
/// let redis = Redis::connect("redis://127.0.0.1:6379/")
///     .await?
///     .lease(Duration::from_secs(30)) // the default
///     .on_limit_store_failure(StoreFailure::Closed);
/// let server = Server::new(tools).store(redis);
/// # drop(server);
/// # Ok(())
/// # }
/// ```
///
/// The stores it makes ([`RedisTasks`](crate::server::tasks::RedisTasks),
/// [`RedisKeys`](crate::idempotency::RedisKeys), [`RedisLimits`](crate::ratelimit::RedisLimits))
/// are each `new(&redis)` too, for one store set apart (a key prefix of its own, say).
/// Under Sentinel it holds two connections to the primary: one for the tasks and keys,
/// whose writes a replica must acknowledge (`WAIT`), and one for the limits, which never
/// wait behind a `WAIT`.
///
/// [`Redis::connect`] takes three kinds of URL:
///
/// | URL | what it reaches |
/// |---|---|
/// | `redis://[:password@]host:port[/db]`, `unix:///path.sock` | one server (reconnected when the connection drops) |
/// | `redis+sentinel://host:port[,host:port...]/service` | the primary Redis Sentinel names for `service`, asked again after a failover |
/// | `redis+cluster://host:port[,host:port...]` | a Redis Cluster, from any of its nodes |
#[derive(Clone)]
pub struct Redis {
    pub(crate) link: Arc<RedisLink>,
    /// The lease of the work replicas hold on it (a running task, a key's first call).
    pub(crate) lease: Duration,
    /// What the rate limits do while it cannot be reached.
    pub(crate) limit_failure: super::StoreFailure,
}

impl Redis {
    /// Connect to Redis at `url` (see the table above).
    ///
    /// # Errors
    ///
    /// If the URL is not one of those kinds, or Redis cannot be reached now (the reason,
    /// which may name the URL: for the operator's log).
    pub async fn connect(url: &str) -> Result<Redis, StoreError> {
        Ok(Redis {
            link: Arc::new(RedisLink::connect(url).await.map_err(StoreError)?),
            lease: super::Lease::TERM,
            limit_failure: super::StoreFailure::default(),
        })
    }

    /// How long a replica answers for work it runs without renewing (30 s by default, at
    /// least 1 s; renewed every third of it): how soon a task or a key's first call whose
    /// replica died ends lost or in doubt. Longer than a failover's replication gap (see
    /// the [store room](crate::store)). The lease of the tasks and keys built on it.
    #[must_use]
    pub fn lease(mut self, lease: Duration) -> Self {
        self.lease = lease.max(Duration::from_secs(1));
        self
    }

    /// What the rate limits built on it do while it cannot be reached
    /// ([`StoreFailure::Open`](super::StoreFailure::Open) by default: admit, logged).
    #[must_use]
    pub fn on_limit_store_failure(mut self, rule: super::StoreFailure) -> Self {
        self.limit_failure = rule;
        self
    }
}

impl std::fmt::Debug for Redis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Redis")
            .field("kind", &self.link.kind())
            .field("lease", &self.lease)
            .field("limit_failure", &self.limit_failure)
            .finish_non_exhaustive()
    }
}

/// How a store reaches Redis.
pub(crate) enum RedisLink {
    Single(ConnectionManager),
    Cluster(ClusterConnection, Arc<Slots>),
    Sentinel(Box<Sentinel>),
}

/// The primary Sentinel names, connected to until it fails or turns read-only (a failover
/// demoted it), then asked for again.
pub(crate) struct Sentinel {
    sentinels: tokio::sync::Mutex<SentinelClient>,
    /// The connections to the primary, and its address.
    primary: Mutex<Option<Primary>>,
    /// Since when the primary Sentinel names has had no replica acknowledge a write, and
    /// until when, alone longer than [`ALONE_AFTER`], its writes stand without `WAIT`.
    alone: Mutex<Alone>,
}

const SENTINEL_URL: &str =
    "a redis+sentinel:// URL names its service: redis+sentinel://host:port/service";

impl RedisLink {
    /// Connect to Redis at `url`: `redis://`, `unix://`, `redis+sentinel://` or
    /// `redis+cluster://`.
    pub(crate) async fn connect(url: &str) -> Result<RedisLink, String> {
        if let Some(rest) = url.strip_prefix("redis+cluster://") {
            let client = redis::cluster::ClusterClient::builder(nodes(rest)?)
                .connection_timeout(TIMEOUT)
                .response_timeout(TIMEOUT)
                .build()
                .map_err(failed)?;
            let connection = client.get_async_connection().await.map_err(failed)?;
            let slots = Arc::new(Slots::default());
            slots.refresh(&mut connection.clone()).await;
            tokio::spawn(Slots::keep_fresh(
                Arc::downgrade(&slots),
                connection.clone(),
            ));
            return Ok(RedisLink::Cluster(connection, slots));
        }
        if let Some(rest) = url.strip_prefix("redis+sentinel://") {
            let (hosts_part, service) = rest.split_once('/').ok_or(SENTINEL_URL)?;
            let service = service.trim_end_matches('/');
            if service.is_empty() {
                return Err(SENTINEL_URL.into());
            }
            let client = SentinelClient::build(
                nodes(hosts_part)?,
                service.to_owned(),
                None,
                SentinelServerType::Master,
            )
            .map_err(failed)?;
            let sentinel = Sentinel {
                sentinels: tokio::sync::Mutex::new(client),
                primary: Mutex::new(None),
                alone: Mutex::new(Alone::default()),
            };
            sentinel.connection(false).await.map_err(failed)?;
            return Ok(RedisLink::Sentinel(Box::new(sentinel)));
        }
        let client = redis::Client::open(url).map_err(failed)?;
        let config = ConnectionManagerConfig::new()
            .set_connection_timeout(Some(TIMEOUT))
            .set_response_timeout(Some(TIMEOUT))
            .set_number_of_retries(2)
            .set_max_delay(Duration::from_millis(500));
        let manager = ConnectionManager::new_with_config(client, config)
            .await
            .map_err(failed)?;
        Ok(RedisLink::Single(manager))
    }

    /// What it reaches, for `Debug`.
    pub(crate) fn kind(&self) -> &'static str {
        match self {
            RedisLink::Single(_) => "single",
            RedisLink::Cluster(..) => "cluster",
            RedisLink::Sentinel(_) => "sentinel",
        }
    }

    /// Whether writes are acknowledged by a replica here (Sentinel): what must survive a
    /// failover is written `replicated` and read after [`RedisLink::confirm`].
    pub(crate) fn replicates(&self) -> bool {
        matches!(self, RedisLink::Sentinel(_))
    }

    /// Under Sentinel, that what this link wrote and reads is on a replica too (`WAIT 1
    /// 200`): a primary that a failover is leaving answers no more (an error), so that
    /// nothing it took alone is shown to a client. Nothing to do for one server or a
    /// Cluster.
    pub(crate) async fn confirm(&self) -> Result<(), String> {
        let RedisLink::Sentinel(sentinel) = self else {
            return Ok(());
        };
        let mut connection = sentinel.connection(false).await.map_err(failed)?;
        sentinel.replicated(&mut connection).await.map_err(failed)
    }

    /// The failure domain of `key`: under a Cluster, the master serving its hash slot (as
    /// the cluster last told), a domain of its own per master; one domain otherwise.
    pub(crate) fn domain(&self, key: &str) -> Domain {
        match self {
            RedisLink::Cluster(_, slots) => slots.domain(slot(key.as_bytes())),
            _ => 0,
        }
    }

    /// Run `cmd` (or the script it invokes), and under Sentinel, when it must be
    /// `replicated`, fail unless one replica acknowledged it (`WAIT 1 200`): a write whose
    /// loss in a failover would change what a client read (an ended task, a key's claim
    /// and outcome). A lease renewal or a progress report need not wait.
    pub(crate) async fn run(&self, cmd: Cmd, replicated: bool) -> Result<Value, String> {
        let lane = if replicated { Lane::Acked } else { Lane::Main };
        self.run_raw(&cmd, lane).await.map_err(failed)
    }

    async fn run_raw(&self, cmd: &Cmd, lane: Lane) -> Result<Value, RedisError> {
        match self {
            RedisLink::Single(manager) => query(&mut manager.clone(), cmd).await,
            RedisLink::Cluster(cluster, _) => query(&mut cluster.clone(), cmd).await,
            RedisLink::Sentinel(sentinel) => {
                let mut connection = sentinel.connection(lane == Lane::Apart).await?;
                let answered = query(&mut connection, cmd).await;
                if answered.is_err() {
                    sentinel.forget();
                    return answered;
                }
                if lane == Lane::Acked {
                    sentinel.replicated(&mut connection).await?;
                }
                answered
            }
        }
    }

    /// A script's `EVALSHA` on `keys` (under a Cluster, all in one hash slot), and its
    /// `EVAL` should Redis not have it (a new node, a restart, a failover), as
    /// `Script::invoke_async` does on a connection it owns; `replicated` as for
    /// [`RedisLink::run`].
    pub(crate) async fn script(
        &self,
        script: &Lua,
        keys: &[&str],
        args: &[&str],
        replicated: bool,
    ) -> Result<Value, String> {
        let lane = if replicated { Lane::Acked } else { Lane::Main };
        self.script_in(lane, script, keys, args).await
    }

    /// [`RedisLink::script`] for work that must never wait behind a `WAIT` (the rate limits,
    /// each held to 250 ms): under Sentinel, on a connection of its own to the primary.
    /// `WAIT` blocks the connection it is sent on for up to 200 ms, and while no replica
    /// follows (a failover's first seconds) the tasks' and keys' connection sends one
    /// after every write: a count queued behind them would miss its deadline.
    pub(crate) async fn script_apart(
        &self,
        script: &Lua,
        keys: &[&str],
        args: &[&str],
    ) -> Result<Value, String> {
        self.script_in(Lane::Apart, script, keys, args).await
    }

    async fn script_in(
        &self,
        lane: Lane,
        script: &Lua,
        keys: &[&str],
        args: &[&str],
    ) -> Result<Value, String> {
        let call = |verb: &str, body: &str| {
            let mut cmd = redis::cmd(verb);
            cmd.arg(body).arg(keys.len());
            for key in keys {
                cmd.arg(*key);
            }
            for arg in args {
                cmd.arg(*arg);
            }
            cmd
        };
        match self.run_raw(&call("EVALSHA", &script.hash), lane).await {
            Err(e) if e.code() == Some("NOSCRIPT") => {
                self.run_raw(&call("EVAL", script.source), lane).await
            }
            other => other,
        }
        .map_err(failed)
    }
}

/// Which connection to the primary a command takes under Sentinel, and whether a replica
/// must acknowledge it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lane {
    /// The tasks' and keys' connection, a `WAIT` after the command.
    Acked,
    /// The same connection, no `WAIT` (a read a [`RedisLink::confirm`] may follow there).
    Main,
    /// A connection of its own, never behind a `WAIT` ([`RedisLink::script_apart`]).
    Apart,
}

/// The connections to the primary Sentinel names: the main one, and one apart.
#[derive(Clone)]
struct Primary {
    main: MultiplexedConnection,
    apart: MultiplexedConnection,
    address: String,
}

impl Primary {
    fn pick(self, apart: bool) -> MultiplexedConnection {
        if apart {
            self.apart
        } else {
            self.main
        }
    }
}

impl Sentinel {
    /// The main connection to the primary (`apart`: the other one), connected to the
    /// primary Sentinel names if there is none.
    async fn connection(&self, apart: bool) -> Result<MultiplexedConnection, RedisError> {
        if let Some(primary) = lock(&self.primary).clone() {
            return Ok(primary.pick(apart));
        }
        let mut sentinels = self.sentinels.lock().await;
        // Another request may have connected while this one waited.
        if let Some(primary) = lock(&self.primary).clone() {
            return Ok(primary.pick(apart));
        }
        let client = sentinels.async_get_client().await?;
        let address = client.get_connection_info().addr().to_string();
        let config = AsyncConnectionConfig::new()
            .set_connection_timeout(Some(TIMEOUT))
            .set_response_timeout(Some(TIMEOUT));
        let main = client
            .get_multiplexed_async_connection_with_config(&config)
            .await?;
        let other = client
            .get_multiplexed_async_connection_with_config(&config)
            .await?;
        let primary = Primary {
            main,
            apart: other,
            address,
        };
        *lock(&self.primary) = Some(primary.clone());
        Ok(primary.pick(apart))
    }

    /// Whether the primary this link writes to is the one Sentinel names now (asked now).
    async fn still_named(&self) -> Result<bool, RedisError> {
        let ours = lock(&self.primary)
            .as_ref()
            .map(|primary| primary.address.clone());
        let named = self.sentinels.lock().await.async_get_client().await?;
        Ok(ours.as_deref() == Some(named.get_connection_info().addr().to_string().as_str()))
    }

    /// Whether a replica has acknowledged every write this connection sent (`WAIT 1 200`):
    /// an error when none did within 200 ms, as on a primary a failover is leaving (its
    /// replica promoted, its writes about to be dropped by its resync). The primary is then
    /// asked for again.
    async fn replicated(&self, connection: &mut MultiplexedConnection) -> Result<(), RedisError> {
        let now = tokio::time::Instant::now();
        if lock(&self.alone).until.is_some_and(|until| now < until) {
            return Ok(());
        }
        let mut wait = redis::cmd("WAIT");
        wait.arg(1).arg(REPLICA_WAIT_MS);
        let acknowledged = query(connection, &wait)
            .await
            .map(|n| redis::from_redis_value::<i64>(n).unwrap_or(0));
        match acknowledged {
            Ok(n) if n >= 1 => {
                *lock(&self.alone) = Alone::default();
                Ok(())
            }
            // No replica acknowledges, on the primary Sentinel names. For a moment that is
            // a failover starting (the replica being promoted has left; Sentinel renames the
            // primary within a second or two): the write fails, retried. Longer than
            // `ALONE_AFTER`, the primary is alone (its replica died, or none is attached yet
            // after a failover): nothing can take its writes back but its own loss, as on
            // one server, and they stand. Asked again every second.
            Ok(_) if self.still_named().await.unwrap_or(false) => {
                let mut alone = lock(&self.alone);
                let since = *alone.since.get_or_insert(now);
                if now.duration_since(since) < ALONE_AFTER {
                    return Err(RedisError::from(std::io::Error::other(format!(
                        "no replica acknowledged the write within {REPLICA_WAIT_MS} ms (WAIT answered 0) on the primary Sentinel names: a failover may be starting"
                    ))));
                }
                if alone.until.is_none() {
                    tracing::warn!(target: "toolwright", alone_ms = now.duration_since(since).as_millis() as u64, "the Redis primary has had no replica acknowledging writes: they stand as on one server until one attaches");
                }
                alone.until = Some(now + ALONE_CHECK);
                Ok(())
            }
            Ok(_) => {
                self.forget();
                Err(RedisError::from(std::io::Error::other(format!(
                    "no replica acknowledged the write within {REPLICA_WAIT_MS} ms (WAIT answered 0): the primary may be failing over"
                ))))
            }
            Err(e) => {
                self.forget();
                Err(e)
            }
        }
    }

    /// After a failure that may mean the primary moved, ask the sentinels again next time.
    fn forget(&self) {
        *lock(&self.primary) = None;
        *lock(&self.alone) = Alone::default();
    }
}

/// Which master serves each hash slot of a Cluster, as `CLUSTER SLOTS` last answered:
/// `(first slot, last slot, domain)` in order. Asked again every second, so a resharding
/// or a failover moves the domains within a second.
#[derive(Default)]
pub(crate) struct Slots {
    ranges: Mutex<Vec<(u16, u16, Domain)>>,
}

/// How often the slot table is asked again.
const SLOTS_EVERY: Duration = Duration::from_secs(1);

impl Slots {
    fn domain(&self, slot: u16) -> Domain {
        let ranges = lock(&self.ranges);
        let at = ranges.partition_point(|(_, last, _)| *last < slot);
        match ranges.get(at) {
            Some((first, _, domain)) if *first <= slot => *domain,
            // Not told yet: the slot's own domain, apart from every master's.
            _ => u64::from(slot) | 1 << 63,
        }
    }

    /// Ask the cluster (any node that answers) which master serves which slots.
    async fn refresh(&self, cluster: &mut ClusterConnection) {
        let mut cmd = redis::cmd("CLUSTER");
        cmd.arg("SLOTS");
        let Ok(answer) = query(cluster, &cmd).await else {
            return;
        };
        let Ok(rows) = redis::from_redis_value::<Vec<Vec<Value>>>(answer) else {
            return;
        };
        let mut ranges: Vec<(u16, u16, Domain)> = rows
            .iter()
            .filter_map(|row| {
                let first = redis::from_redis_value::<u16>(row.first()?.clone()).ok()?;
                let last = redis::from_redis_value::<u16>(row.get(1)?.clone()).ok()?;
                let node = redis::from_redis_value::<Vec<Value>>(row.get(2)?.clone()).ok()?;
                let host = redis::from_redis_value::<String>(node.first()?.clone()).ok()?;
                let port = redis::from_redis_value::<u16>(node.get(1)?.clone()).ok()?;
                Some((first, last, node_domain(&host, port)))
            })
            .collect();
        ranges.sort_unstable();
        if !ranges.is_empty() {
            *lock(&self.ranges) = ranges;
        }
    }

    /// Keep the table fresh while its link lives.
    async fn keep_fresh(slots: Weak<Slots>, mut cluster: ClusterConnection) {
        loop {
            tokio::time::sleep(SLOTS_EVERY).await;
            let Some(slots) = slots.upgrade() else { return };
            let _ = tokio::time::timeout(TIMEOUT, slots.refresh(&mut cluster)).await;
        }
    }
}

/// A master's domain: a digest of its address (below 2^63: apart from the slots' own).
fn node_domain(host: &str, port: u16) -> Domain {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(format!("{host}:{port}").as_bytes());
    let bytes: [u8; 8] = digest[..8].try_into().expect("eight bytes");
    u64::from_le_bytes(bytes) >> 1
}

/// A key's Redis Cluster hash slot: CRC16 (XMODEM) of the key, or of its hash tag (what
/// stands between its first `{` and the next `}`, when not empty), modulo 16384.
pub(crate) fn slot(key: &[u8]) -> u16 {
    let hashed = key
        .iter()
        .position(|b| *b == b'{')
        .and_then(|open| {
            let rest = &key[open + 1..];
            let close = rest.iter().position(|b| *b == b'}')?;
            (close > 0).then(|| &rest[..close])
        })
        .unwrap_or(key);
    let mut crc: u16 = 0;
    for byte in hashed {
        crc ^= u16::from(*byte) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 {
                (crc << 1) ^ 0x1021
            } else {
                crc << 1
            };
        }
    }
    crc % 16384
}

/// The `redis://host:port/` of each entry of a comma-separated `host:port` list.
fn nodes(list: &str) -> Result<Vec<String>, String> {
    let hosts: Vec<&str> = list
        .trim_end_matches('/')
        .split(',')
        .map(str::trim)
        .filter(|h| !h.is_empty())
        .collect();
    if hosts.is_empty() || hosts.iter().any(|h| h.contains('/')) {
        return Err(format!("expected host:port[,host:port...], got {list:?}"));
    }
    Ok(hosts
        .iter()
        .map(|host| format!("redis://{host}/"))
        .collect())
}

async fn query<C: ConnectionLike + Send>(
    connection: &mut C,
    cmd: &Cmd,
) -> Result<Value, RedisError> {
    let answered: RedisFuture<'_, Value> = connection.req_packed_command(cmd);
    // A server error (`NOSCRIPT`, `READONLY`) comes back as a value: made an error here.
    answered.await.and_then(Value::extract_error)
}

fn failed(e: RedisError) -> String {
    format!("redis: {e}")
}

/// An integer Redis answered.
pub(crate) fn integer(value: Value) -> Result<i64, String> {
    redis::from_redis_value(value).map_err(|e| format!("redis: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_slots_are_redis_clusters_with_and_without_a_hash_tag() {
        // The values `CLUSTER KEYSLOT` answers.
        assert_eq!(slot(b"123456789"), 12739);
        assert_eq!(slot(b"foo"), 12182);
        assert_eq!(slot(b"{user1000}.following"), slot(b"user1000"));
        // An empty tag: the whole key.
        assert_ne!(slot(b"foo{}{bar}"), slot(b"bar"));
        assert_eq!(slot(b"foo{{bar}}zap"), slot(b"{bar"));
    }

    #[test]
    fn a_slot_maps_to_its_masters_domain_and_an_unknown_one_to_its_own() {
        let slots = Slots::default();
        *lock(&slots.ranges) = vec![(0, 5460, 1), (5461, 10922, 2), (10923, 16383, 3)];
        assert_eq!(slots.domain(0), 1);
        assert_eq!(slots.domain(5460), 1);
        assert_eq!(slots.domain(5461), 2);
        assert_eq!(slots.domain(16383), 3);
        *lock(&slots.ranges) = vec![(0, 100, 1)];
        assert_eq!(slots.domain(101), 101 | 1 << 63);
    }
}
