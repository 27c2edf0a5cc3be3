//! [`RedisKeys`]: idempotency keys in Redis, shared by every replica that points at it, so
//! a retry landing on another replica is answered the same.

use super::{Claim, End, KeyStatus, KeyStore};
use crate::store::redis::{integer, Lua, Redis, RedisLink};
use crate::store::StoreFuture;
use crate::store::{Domain, StoreError};
use crate::util::{digest_name, encode_hex, lock, random_bytes};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A key's first call begins, or meets the key as it is; all in one script, so two
/// replicas beginning one key at once never both run. A lease lapsed on Redis's clock
/// (the replica running it died or lost Redis) leaves the key interrupted.
///
/// `KEYS[2]` is the epoch marker of the key's group (one of 256, in the key's hash slot): a
/// random value written once, never expiring. A replica that saw a group's epoch and finds
/// it gone (or replaced without a loss recorded) knows the store lost its memory (restarted
/// empty, flushed, failed over to an empty replica): the marker then records until when
/// (`ARGV[7]` ms from now) a key the store does not know is answered `forgotten` rather
/// than run, since it may be a key whose first call ran before the loss. Every answer
/// carries the group's epoch, for the replica to remember, and `lost` when this call found
/// the loss.
const BEGIN: &str = r"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local m = redis.call('HMGET', KEYS[2], 'epoch', 'lost_until')
local epoch, lost = m[1], m[2]
local found = ''
if ARGV[5] ~= '' and ((not epoch) or (not lost and epoch ~= ARGV[5])) then
  epoch = epoch or ARGV[6]
  lost = now + tonumber(ARGV[7])
  redis.call('HSET', KEYS[2], 'epoch', epoch, 'lost_until', lost)
  found = 'lost'
elseif not epoch then
  epoch = ARGV[6]
  redis.call('HSET', KEYS[2], 'epoch', epoch)
end
local k = redis.call('HMGET', KEYS[1], 'fp', 'state', 'lease', 'outcome')
if not k[1] then
  if lost and tonumber(lost) > now then return {'forgotten', epoch, found} end
  redis.call('HSET', KEYS[1], 'fp', ARGV[1], 'state', 'running', 'owner', ARGV[2],
    'lease', now + tonumber(ARGV[3]))
  redis.call('PEXPIRE', KEYS[1], math.max(tonumber(ARGV[4]), 2 * tonumber(ARGV[3])))
  return {'run', epoch, found}
end
if k[1] ~= ARGV[1] then return {'reused', epoch, found} end
if k[2] == 'done' then return {'done', epoch, found, k[4]} end
if k[2] == 'running' then
  if tonumber(k[3]) > now then return {'busy', epoch, found} end
  redis.call('HSET', KEYS[1], 'state', 'interrupted')
  redis.call('HDEL', KEYS[1], 'owner', 'lease')
end
return {'interrupted', epoch, found}
";

/// A group's epoch, written if it has none: what a replica learns of every group when it
/// starts, so that it can tell a loss in any group, not only in those it has used.
const EPOCH: &str = r"
local e = redis.call('HGET', KEYS[1], 'epoch')
if e then return e end
redis.call('HSET', KEYS[1], 'epoch', ARGV[1])
return ARGV[1]
";

/// The running first call ends: only its owner settles the key (not after its lease
/// lapsed and another replica found it interrupted). A key that vanished under its running
/// first call (the store lost its memory) is written back with its outcome (`ARGV[5]` is
/// the arguments' digest), so the key's retry replays it rather than running again.
const SETTLE: &str = r"
local owner = redis.call('HGET', KEYS[1], 'owner')
if owner ~= ARGV[1] then
  if owner or redis.call('EXISTS', KEYS[1]) == 1 or ARGV[5] == '' then return 0 end
  if ARGV[2] == 'free' then return 1 end
  redis.call('HSET', KEYS[1], 'fp', ARGV[5])
end
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
/// A key that vanished under it (the store lost its memory) is written back, running.
const RENEW: &str = r"
local owner = redis.call('HGET', KEYS[1], 'owner')
if owner ~= ARGV[1] then
  if owner or redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
  redis.call('HSET', KEYS[1], 'fp', ARGV[3], 'state', 'running', 'owner', ARGV[1])
end
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
/// Each key is one hash, `<prefix>{gg}<rest>`, the SHA-256 of the caller's subject, the tool
/// and the key in hex, its first two digits (the key's group, one of 256) as a hash tag
/// (`toolwright:key:` by default: no subject, token or key in the name), holding the
/// SHA-256 of the first call's arguments, its state (`running`, `done`, `interrupted`),
/// while it runs its owner (a token unique to the call, [`Claim::owner`]) and lease, and
/// once it ended, its outcome as the client read it ([`encode_outcome`](super::encode_outcome)). It expires the [`IdempotencyConfig::ttl`](super::IdempotencyConfig::ttl)
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
/// - **Fails closed.** Each operation has a deadline (1 s, [`RedisKeys::store_timeout`]),
///   held by the server's guard around every [`KeyStore`] (which also fails fast a Cluster
///   master known down, and caps the calls waiting on Redis). When Redis cannot be reached,
///   a keyed call does not run: running it unchecked could run it twice. It is answered
///   `-32603` with `isRetryable` and `retryAfterMs` (503 and `Retry-After` over HTTP), the
///   store's error in the log only. A first call that ran while Redis went away still
///   answers its outcome (its end retried within two thirds of the lease); its key, left
///   running, lapses into `unknown_outcome`.
pub struct RedisKeys {
    link: Arc<RedisLink>,
    prefix: String,
    lease: Duration,
    timeout: Duration,
    /// How long after a detected loss an unknown key is answered in doubt (`None`: the
    /// keys' ttl).
    after_loss: Option<Duration>,
    /// The epoch this replica last saw of each of the 256 groups.
    epochs: Mutex<HashMap<u8, String>>,
    /// Whether every group's epoch was read (when set on a tool set, else on the first
    /// keyed call).
    learned: tokio::sync::OnceCell<()>,
    epoch: Lua,
    begin: Lua,
    settle: Lua,
    renew: Lua,
}

impl RedisKeys {
    /// Connect to Redis at `url` ([`Redis::connect`] lists the URLs) for the keys alone;
    /// [`RedisKeys::new`] shares one connection with the other stores.
    ///
    /// # Errors
    ///
    /// If the URL is not one of those kinds, or Redis cannot be reached now (the reason).
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        Ok(RedisKeys::new(&Redis::connect(url).await?))
    }

    /// Keys kept in `redis`, the connection the other stores share.
    pub fn new(redis: &Redis) -> Self {
        RedisKeys {
            link: Arc::clone(&redis.link),
            prefix: "toolwright:key:".to_owned(),
            lease: redis.lease,
            timeout: Duration::from_secs(1),
            after_loss: None,
            epochs: Mutex::new(HashMap::new()),
            learned: tokio::sync::OnceCell::new(),
            epoch: Lua::new(EPOCH),
            begin: Lua::new(BEGIN),
            settle: Lua::new(SETTLE),
            renew: Lua::new(RENEW),
        }
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

    /// The deadline of each operation on Redis (1 s by default): what the server's guard
    /// holds each operation to ([`KeyStore::timeout`]), as
    /// [`TaskConfig::store_timeout`](crate::server::tasks::TaskConfig::store_timeout) does
    /// for the tasks. Past it a keyed call is refused as retryable before it runs.
    #[must_use]
    pub fn store_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// How long after the store is found to have lost its memory a key it does not know
    /// is answered `unknown_outcome` instead of running (the keys' ttl by default: any
    /// key the store forgot could have run before the loss within that). `Duration::ZERO`
    /// runs such keys at once (the loss still logged at error level).
    ///
    /// How a loss is found: each of the 256 key groups has an epoch marker,
    /// `<prefix>epoch{hh}` (in its keys' hash slot, never expiring); a replica reads them
    /// all when the store is set on its tool set, and one that finds a marker gone (or
    /// replaced without a loss recorded) records the window's end in it, for every replica
    /// to obey. A replica started after the loss, whose keyed call reaches the store before
    /// any other's, cannot tell. An operator who has reconciled what ran before the loss
    /// ends the window early by removing its end from the markers:
    ///
    /// ```sh
    /// redis-cli --scan --pattern 'toolwright:key:epoch{*' | xargs -I{} redis-cli HDEL {} lost_until
    /// ```
    #[must_use]
    pub fn after_loss(mut self, window: Duration) -> Self {
        self.after_loss = Some(window);
        self
    }

    /// The group of the key named `name` (one of 256, named as a hash tag so that the key
    /// and its group's epoch marker share a Cluster slot: `<prefix>{gg}<the rest>`).
    fn group(&self, name: &str) -> Result<u8, StoreError> {
        name.strip_prefix(self.prefix.as_str())
            .and_then(|rest| rest.get(1..3))
            .and_then(|hex| u8::from_str_radix(hex, 16).ok())
            .ok_or_else(|| StoreError(format!("not a key name of this store: {name:?}")))
    }

    /// The epoch marker of `group`.
    fn marker(&self, group: u8) -> String {
        format!("{}epoch{{{group:02x}}}", self.prefix)
    }

    /// `script` on `keys`, acknowledged by a replica under Sentinel (a claim, an end).
    async fn script(
        &self,
        script: &Lua,
        keys: &[&str],
        args: &[&str],
    ) -> Result<redis::Value, String> {
        self.link.script(script, keys, args, true).await
    }

    /// Read every group's epoch, once (writing those that have none), so that this replica
    /// tells a loss in a group it has not used yet. Retried on the next call until it
    /// succeeds; groups read before a failure are kept.
    async fn learn(&self) -> Result<(), String> {
        self.learned
            .get_or_try_init(|| async {
                let missing: Vec<u8> = {
                    let epochs = lock(&self.epochs);
                    (0..=u8::MAX).filter(|g| !epochs.contains_key(g)).collect()
                };
                let read = missing.into_iter().map(|group| async move {
                    let mut fresh = String::with_capacity(32);
                    encode_hex(&random_bytes::<16>(), &mut fresh);
                    let marker = self.marker(group);
                    let epoch = self.script(&self.epoch, &[&marker], &[&fresh]).await?;
                    let epoch: String =
                        redis::from_redis_value(epoch).map_err(|e| format!("redis: {e}"))?;
                    lock(&self.epochs).entry(group).or_insert(epoch);
                    Ok::<(), String>(())
                });
                futures_util::future::try_join_all(read).await.map(drop)
            })
            .await
            .copied()
    }

    async fn begin_now(&self, name: &str, claim: &Claim) -> Result<KeyStatus, StoreError> {
        self.learn().await.map_err(StoreError)?;
        let group = self.group(name)?;
        let marker = self.marker(group);
        let mut fp = String::with_capacity(64);
        encode_hex(&claim.fingerprint, &mut fp);
        let mut owner = String::with_capacity(32);
        encode_hex(&claim.owner, &mut owner);
        let mut fresh = String::with_capacity(32);
        encode_hex(&random_bytes::<16>(), &mut fresh);
        let known = lock(&self.epochs).get(&group).cloned().unwrap_or_default();
        let window_ms = crate::store::millis(self.after_loss.unwrap_or(claim.ttl));
        let args = [
            fp.as_str(),
            owner.as_str(),
            &millis(self.lease).to_string(),
            &millis(claim.ttl).to_string(),
            &known,
            &fresh,
            &window_ms.to_string(),
        ];
        let answer = self
            .script(&self.begin, &[name, &marker], &args)
            .await
            .map_err(StoreError)?;
        let parts: Vec<String> =
            redis::from_redis_value(answer).map_err(|e| StoreError(format!("redis: {e}")))?;
        if let Some(epoch) = parts.get(1) {
            lock(&self.epochs).insert(group, epoch.clone());
        }
        if parts.get(2).map(String::as_str) == Some("lost") {
            tracing::error!(
                target: "toolwright",
                group,
                window_ms,
                "the idempotency key store lost its memory (restarted empty, flushed, or failed over to an empty replica): keys it no longer knows are answered unknown_outcome for the window, never run again silently"
            );
        }
        Ok(match parts.first().map(String::as_str) {
            Some("run") => KeyStatus::Run,
            Some("reused") => KeyStatus::Reused,
            Some("busy") => KeyStatus::Busy(None),
            Some("interrupted") => KeyStatus::Interrupted,
            Some("forgotten") => KeyStatus::Forgotten,
            Some("done") => match parts.get(3).and_then(|t| crate::store::decode_outcome(t)) {
                Some(outcome) => KeyStatus::Done(outcome),
                None => return Err(StoreError("redis: a kept outcome does not parse".into())),
            },
            _ => {
                return Err(StoreError(format!(
                    "redis: the begin script answered {parts:?}"
                )))
            }
        })
    }
}

impl KeyStore for RedisKeys {
    /// `<prefix>{gg}<the rest>`: the SHA-256 of the subject, the tool and the key in hex,
    /// its first two digits (the key's group) as a hash tag.
    fn name(&self, subject: &str, tool: &str, key: &str) -> String {
        let digest = digest_name("", &[subject.as_bytes(), tool.as_bytes(), key.as_bytes()]);
        format!("{}{{{}}}{}", self.prefix, &digest[..2], &digest[2..])
    }

    /// One script (`BEGIN`), after every group's epoch was read once.
    fn begin<'a>(&'a self, name: &'a str, claim: &'a Claim) -> StoreFuture<'a, KeyStatus> {
        Box::pin(self.begin_now(name, claim))
    }

    /// One script (`SETTLE`): only the claim's owner writes; a key that vanished under its
    /// running first call is written back with its end.
    fn settle<'a>(
        &'a self,
        name: &'a str,
        claim: &'a Claim,
        end: End<'a>,
    ) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let (state, text) = match end {
                End::Done(outcome) => (
                    "done",
                    crate::store::encode_outcome(outcome).unwrap_or_default(),
                ),
                End::Interrupted => ("interrupted", String::new()),
                End::Free => ("free", String::new()),
            };
            let (mut owner, mut fp) = (String::with_capacity(32), String::with_capacity(64));
            encode_hex(&claim.owner, &mut owner);
            encode_hex(&claim.fingerprint, &mut fp);
            let ttl = millis(claim.ttl).to_string();
            let args = [owner.as_str(), state, &text, &ttl, &fp];
            let done = self
                .script(&self.settle, &[name], &args)
                .await
                .and_then(integer)
                .map_err(StoreError)?;
            Ok(done == 1)
        })
    }

    /// One script (`RENEW`), on Redis's clock; a key that vanished under its running first
    /// call is written back, running.
    fn renew<'a>(&'a self, name: &'a str, claim: &'a Claim) -> StoreFuture<'a, bool> {
        Box::pin(async move {
            let (mut owner, mut fp) = (String::with_capacity(32), String::with_capacity(64));
            encode_hex(&claim.owner, &mut owner);
            encode_hex(&claim.fingerprint, &mut fp);
            let lease = millis(self.lease).to_string();
            let renewed = self
                .script(&self.renew, &[name], &[&owner, &lease, &fp])
                .await
                .and_then(integer)
                .map_err(StoreError)?;
            Ok(renewed == 1)
        })
    }

    fn lease_time(&self) -> Option<Duration> {
        Some(self.lease)
    }

    /// Under a Cluster, the master holding the key (and its group's epoch marker).
    fn domain(&self, name: &str) -> Domain {
        self.link.domain(name)
    }

    fn timeout(&self) -> Duration {
        self.timeout
    }

    /// Read every group's epoch, so that a loss is told even in a group not used yet.
    fn prepare(&self) -> StoreFuture<'_, ()> {
        Box::pin(async move { self.learn().await.map_err(StoreError) })
    }
}

/// `d` in whole milliseconds, at least 1 (Redis refuses `PX 0`; `PEXPIRE 0` deletes at once).
fn millis(d: Duration) -> u64 {
    crate::store::millis(d).max(1)
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
