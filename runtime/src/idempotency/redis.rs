//! [`RedisKeys`]: idempotency keys in Redis, shared by every replica that points at it, so
//! a retry landing on another replica is answered the same.

use super::{kept, settled, Begin, Settle, Ticket};
use crate::redis_link::{digest_name, integer, Link, Lua};
use crate::util::{encode_hex, random_bytes};
use crate::wire::Outcome;
use std::sync::Arc;
use std::time::Duration;
use tokio::task::JoinHandle;

/// A key's first call begins, or meets the key as it is; all in one script, so two
/// replicas beginning one key at once never both run. A lease lapsed on Redis's clock
/// (the replica running it died or lost Redis) leaves the key interrupted.
const BEGIN: &str = r"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local k = redis.call('HMGET', KEYS[1], 'fp', 'state', 'lease', 'outcome')
if not k[1] then
  redis.call('HSET', KEYS[1], 'fp', ARGV[1], 'state', 'running', 'owner', ARGV[2],
    'lease', now + tonumber(ARGV[3]))
  redis.call('PEXPIRE', KEYS[1], math.max(tonumber(ARGV[4]), 2 * tonumber(ARGV[3])))
  return {'run'}
end
if k[1] ~= ARGV[1] then return {'reused'} end
if k[2] == 'done' then return {'done', k[4]} end
if k[2] == 'running' then
  if tonumber(k[3]) > now then return {'busy'} end
  redis.call('HSET', KEYS[1], 'state', 'interrupted')
  redis.call('HDEL', KEYS[1], 'owner', 'lease')
end
return {'interrupted'}
";

/// The running first call ends: only its owner settles the key (not after its lease
/// lapsed and another replica found it interrupted).
const SETTLE: &str = r"
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
if ARGV[2] == 'free' then
  redis.call('DEL', KEYS[1])
  return 1
end
redis.call('HSET', KEYS[1], 'state', ARGV[2], 'outcome', ARGV[3])
redis.call('HDEL', KEYS[1], 'owner', 'lease')
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
";

/// The running first call's replica renews its lease, and keeps the key from expiring
/// while it runs (a first call longer than the ttl must not free its key for a second run).
const RENEW: &str = r"
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local lease = tonumber(ARGV[2])
redis.call('HSET', KEYS[1], 'lease', now + lease)
if redis.call('PTTL', KEYS[1]) < 2 * lease then redis.call('PEXPIRE', KEYS[1], 2 * lease) end
return 1
";

/// Idempotency keys in Redis (feature `redis`): every replica pointed at the same Redis
/// answers a key the same, whichever replica ran its first call. Set on a tool set with
/// [`ToolSet::with_key_store`](crate::ToolSet::with_key_store).
///
/// Each key is one hash, `<prefix><SHA-256 of the caller's subject, the tool and the key>`
/// (`toolwright:key:` by default: no subject, token or key in the name), holding the
/// SHA-256 of the first call's arguments, its state (`running`, `done`, `interrupted`),
/// while it runs its owner (a random token) and lease, and once it ended, its outcome as the
/// client read it. It expires the [`IdempotencyConfig::ttl`](super::IdempotencyConfig::ttl)
/// after its first call began (never while that call runs), and again after it ended.
/// Storage is bounded by that expiry, not by `max_keys` (which bounds the memory store):
/// give Redis room for the keys of a ttl, and the `noeviction` policy, since a key Redis
/// evicts early would let a retry run again. Redis 6 or later, as for the task store.
///
/// - **Exactly one run.** A call begins in one Lua script (read the key, claim it): of any
///   number of calls with one key on any number of replicas, one runs. (Under Sentinel, a
///   claim the primary took and no replica had yet when the primary died is lost with it,
///   as any write of that instant is: the failover's one window.)
/// - **A lease on Redis's clock.** The running replica holds a lease (30 s, renewed every
///   third of it) judged by Redis's `TIME`, never a replica's clock. A replica that dies
///   mid-call leaves its lease to lapse; the next call with the key then ends it as
///   interrupted and answers `unknown_outcome`, as for a cancelled call. A call waiting for
///   another replica's first call asks Redis again every 50 ms.
/// - **Fails closed.** Each operation has a deadline (1 s). When Redis cannot be reached, a
///   keyed call does not run: running it unchecked could run it twice. It is answered
///   `-32603` with `isRetryable` and `retryAfterMs` (503 and `Retry-After` over HTTP), the
///   store's error in the log only. A first call that ran while Redis went away still
///   answers its outcome; its key, left running, lapses into `unknown_outcome`.
pub struct RedisKeys {
    link: Link,
    prefix: String,
    lease: Duration,
    timeout: Duration,
    begin: Lua,
    settle: Lua,
    renew: Lua,
}

/// A first call running on this replica: its key, its owner token, the lease's renewal.
pub(crate) struct RedisTicket {
    store: Arc<RedisKeys>,
    key: String,
    owner: String,
    ttl: Duration,
    renewal: Option<JoinHandle<()>>,
}

impl RedisKeys {
    /// Connect to Redis at `url`: `redis://`, `unix://`, `redis+sentinel://host:port/service`
    /// or `redis+cluster://host:port,...`, as
    /// [`RedisTasks::connect`](crate::server::tasks::RedisTasks::connect) takes.
    ///
    /// # Errors
    ///
    /// If the URL is not one of those kinds, or Redis cannot be reached now (the reason).
    pub async fn connect(url: &str) -> Result<Self, String> {
        Ok(RedisKeys {
            link: Link::connect(url).await?,
            prefix: "toolwright:key:".to_owned(),
            lease: Duration::from_secs(30),
            timeout: Duration::from_secs(1),
            begin: Lua::new(BEGIN),
            settle: Lua::new(SETTLE),
            renew: Lua::new(RENEW),
        })
    }

    /// Keys start with `prefix` instead of `toolwright:key:`.
    #[must_use]
    pub fn prefix(mut self, prefix: impl Into<String>) -> Self {
        self.prefix = prefix.into();
        self
    }

    /// How long a replica answers for a first call it runs without renewing (30 s by
    /// default, renewed every third of it): how soon a dead replica's key is in doubt.
    #[must_use]
    pub fn lease(mut self, lease: Duration) -> Self {
        self.lease = lease.max(Duration::from_millis(30));
        self
    }

    /// The deadline of each operation on Redis (1 s by default).
    #[must_use]
    pub fn store_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    fn key(&self, (subject, tool, key): (&str, &str, &str)) -> String {
        digest_name(
            &self.prefix,
            &[subject.as_bytes(), tool.as_bytes(), key.as_bytes()],
        )
    }

    /// `script` on `key`, within the deadline.
    async fn script(&self, script: &Lua, key: &str, args: &[&str]) -> Result<redis::Value, String> {
        self.link
            .script_within(self.timeout, script, key, args, true)
            .await
    }

    pub(super) async fn begin(
        self: &Arc<Self>,
        scope: (&str, &'static str, &str),
        fingerprint: [u8; 32],
        ttl: Duration,
    ) -> Begin {
        let key = self.key(scope);
        let mut fp = String::with_capacity(64);
        encode_hex(&fingerprint, &mut fp);
        let mut owner = String::with_capacity(32);
        encode_hex(&random_bytes::<16>(), &mut owner);
        let args = [
            fp.as_str(),
            owner.as_str(),
            &millis(self.lease).to_string(),
            &millis(ttl).to_string(),
        ];
        let answer = match self.script(&self.begin, &key, &args).await {
            Ok(answer) => answer,
            Err(e) => {
                // The script may have run and its answer been lost: a claim this call made
                // is freed (only this call knows its owner token), best effort.
                let store = Arc::clone(self);
                tokio::spawn(async move {
                    let ttl = millis(ttl).to_string();
                    let _ = store
                        .script(&store.settle, &key, &[&owner, "free", "", &ttl])
                        .await;
                });
                return Begin::Unavailable(e);
            }
        };
        let parts: Vec<String> = match redis::from_redis_value(answer) {
            Ok(parts) => parts,
            Err(e) => return Begin::Unavailable(format!("redis: {e}")),
        };
        match parts.first().map(String::as_str) {
            Some("run") => Begin::Run(Ticket::Redis(RedisTicket {
                renewal: Some(self.renewal(key.clone(), owner.clone())),
                store: Arc::clone(self),
                key,
                owner,
                ttl,
            })),
            Some("reused") => Begin::Reused,
            Some("busy") => Begin::Busy(None),
            Some("interrupted") => Begin::Interrupted,
            Some("done") => match parts.get(1).and_then(|t| kept::decode(t)) {
                Some(outcome) => Begin::Replay(outcome),
                None => Begin::Unavailable("redis: a kept outcome does not parse".into()),
            },
            _ => Begin::Unavailable(format!("redis: the begin script answered {parts:?}")),
        }
    }

    /// Renew the lease of `key` every third of it while its first call runs here.
    fn renewal(self: &Arc<Self>, key: String, owner: String) -> JoinHandle<()> {
        let store = Arc::clone(self);
        tokio::spawn(async move {
            let every = store.lease / 3;
            let lease = millis(store.lease).to_string();
            loop {
                tokio::time::sleep(every).await;
                match store.script(&store.renew, &key, &[&owner, &lease]).await {
                    Ok(renewed) if integer(renewed.clone()) == Ok(1) => {}
                    Ok(_) => return,
                    Err(e) => tracing::warn!(
                        target: "toolwright",
                        error = %e,
                        "idempotency key lease not renewed; retrying"
                    ),
                }
            }
        })
    }
}

impl RedisTicket {
    pub(super) async fn finish(mut self, outcome: &Outcome) {
        let (state, text) = match settled(outcome) {
            Settle::Done => ("done", kept::encode(outcome).unwrap_or_default()),
            Settle::Interrupted => ("interrupted", String::new()),
            Settle::Nothing => ("free", String::new()),
        };
        self.stop_renewal();
        settle(&self.store, &self.key, &self.owner, state, &text, self.ttl).await;
        // Settled: nothing left for `Drop` (cancelled before here, it leaves the key in
        // doubt, and a settle that already landed makes that a no-op).
        self.owner.clear();
    }

    fn stop_renewal(&mut self) {
        if let Some(renewal) = self.renewal.take() {
            renewal.abort();
        }
    }
}

impl Drop for RedisTicket {
    fn drop(&mut self) {
        self.stop_renewal();
        if self.owner.is_empty() {
            return;
        }
        // Cancelled mid-call: the key is left in doubt (or, should this write not land, its
        // lease lapses into the same).
        let (store, key, ttl) = (Arc::clone(&self.store), self.key.clone(), self.ttl);
        let owner = std::mem::take(&mut self.owner);
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(async move {
                settle(&store, &key, &owner, "interrupted", "", ttl).await;
            });
        }
    }
}

async fn settle(store: &RedisKeys, key: &str, owner: &str, state: &str, text: &str, ttl: Duration) {
    let ttl = millis(ttl).to_string();
    match store
        .script(&store.settle, key, &[owner, state, text, &ttl])
        .await
    {
        Ok(done) if integer(done.clone()) == Ok(1) => {}
        Ok(_) => tracing::warn!(
            target: "toolwright",
            "idempotency key's lease lapsed before its first call ended: the key answers unknown_outcome"
        ),
        Err(e) => tracing::warn!(
            target: "toolwright",
            error = %e,
            "idempotency key not settled: the store is unreachable; its lease will lapse into unknown_outcome"
        ),
    }
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX).max(1)
}

impl std::fmt::Debug for RedisKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisKeys")
            .field("kind", &self.link.kind())
            .field("prefix", &self.prefix)
            .field("lease", &self.lease)
            .finish_non_exhaustive()
    }
}
