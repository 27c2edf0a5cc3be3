//! [`RedisKeys`]: idempotency keys in Redis, shared by every replica that points at it, so
//! a retry landing on another replica is answered the same.

use super::{kept, settled, Begin, Settle, Ticket};
use crate::store::redis::{digest_name, integer, Link, Lua, Redis};
use crate::store::StoreError;
use crate::util::lock;
use crate::util::{encode_hex, random_bytes};
use crate::wire::Outcome;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::task::JoinHandle;

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
    link: Arc<Link>,
    prefix: String,
    lease: Duration,
    timeout: Duration,
    /// How long after a detected loss an unknown key is answered in doubt (`None`: the
    /// keys' ttl).
    after_loss: Option<Duration>,
    /// The epoch this replica last saw of each of the 256 groups.
    epochs: Mutex<HashMap<u8, String>>,
    /// Whether every group's epoch was read (on the first keyed call).
    learned: tokio::sync::OnceCell<()>,
    epoch: Lua,
    begin: Lua,
    settle: Lua,
    renew: Lua,
}

/// A first call running on this replica: its key, its owner token, the lease's renewal.
pub(crate) struct RedisTicket {
    store: Arc<RedisKeys>,
    key: String,
    owner: String,
    /// The arguments' digest, to write the key back should it vanish under the call.
    fp: String,
    ttl: Duration,
    renewal: Option<JoinHandle<()>>,
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
            lease: Duration::from_secs(30),
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

    /// Set on a tool set (within a tokio runtime): start learning every group's epoch now,
    /// so that this replica can tell the store lost its memory even in a group it has not
    /// used yet (see [`RedisKeys::after_loss`]).
    pub(super) fn start(self: &Arc<Self>) {
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let keys = Arc::clone(self);
            runtime.spawn(async move {
                if let Err(e) = keys.learn().await {
                    tracing::warn!(target: "toolwright", error = %e, "the idempotency keys' epochs could not be read yet; read again on the first keyed call");
                }
            });
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

    /// The deadline of each operation on Redis (1 s by default).
    #[must_use]
    pub fn store_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// How long after the store is found to have lost its memory a key it does not know
    /// is answered `unknown_outcome` instead of running (the keys' ttl by default: any
    /// key the store forgot could have run before the loss within that). `Duration::ZERO`
    /// runs such keys at once (the loss still logged at error level).
    #[must_use]
    pub fn after_loss(mut self, window: Duration) -> Self {
        self.after_loss = Some(window);
        self
    }

    /// The key's name, and its group (one of 256, named as a hash tag so that the key and
    /// its group's epoch marker share a Cluster slot).
    fn key(&self, (subject, tool, key): (&str, &str, &str)) -> (String, u8) {
        let digest = digest_name("", &[subject.as_bytes(), tool.as_bytes(), key.as_bytes()]);
        let group = u8::from_str_radix(&digest[..2], 16).expect("hex");
        (
            format!("{}{{{}}}{}", self.prefix, &digest[..2], &digest[2..]),
            group,
        )
    }

    /// The epoch marker of `group`.
    fn marker(&self, group: u8) -> String {
        format!("{}epoch{{{group:02x}}}", self.prefix)
    }

    /// `script` on `keys`, within the deadline.
    async fn script(
        &self,
        script: &Lua,
        keys: &[&str],
        args: &[&str],
    ) -> Result<redis::Value, String> {
        self.link
            .script_within(self.timeout, script, keys, args, true)
            .await
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

    pub(super) async fn begin(
        self: &Arc<Self>,
        scope: (&str, &'static str, &str),
        fingerprint: [u8; 32],
        ttl: Duration,
    ) -> Begin {
        if let Err(e) = self.learn().await {
            return Begin::Unavailable(e);
        }
        let (key, group) = self.key(scope);
        let marker = self.marker(group);
        let mut fp = String::with_capacity(64);
        encode_hex(&fingerprint, &mut fp);
        let mut owner = String::with_capacity(32);
        encode_hex(&random_bytes::<16>(), &mut owner);
        let mut fresh = String::with_capacity(32);
        encode_hex(&random_bytes::<16>(), &mut fresh);
        let known = lock(&self.epochs).get(&group).cloned().unwrap_or_default();
        let window = self.after_loss.unwrap_or(ttl);
        let args = [
            fp.as_str(),
            owner.as_str(),
            &millis(self.lease).to_string(),
            &millis(ttl).to_string(),
            &known,
            &fresh,
            &u64::try_from(window.as_millis())
                .unwrap_or(u64::MAX)
                .to_string(),
        ];
        let answer = match self.script(&self.begin, &[&key, &marker], &args).await {
            Ok(answer) => answer,
            Err(e) => {
                // The script may have run and its answer been lost: a claim this call made
                // is freed (only this call knows its owner token), best effort.
                let store = Arc::clone(self);
                tokio::spawn(async move {
                    let ttl = millis(ttl).to_string();
                    let _ = store
                        .script(&store.settle, &[&key], &[&owner, "free", "", &ttl, ""])
                        .await;
                });
                return Begin::Unavailable(e);
            }
        };
        let parts: Vec<String> = match redis::from_redis_value(answer) {
            Ok(parts) => parts,
            Err(e) => return Begin::Unavailable(format!("redis: {e}")),
        };
        if let Some(epoch) = parts.get(1) {
            lock(&self.epochs).insert(group, epoch.clone());
        }
        if parts.get(2).map(String::as_str) == Some("lost") {
            tracing::error!(
                target: "toolwright",
                group,
                window_ms = u64::try_from(window.as_millis()).unwrap_or(u64::MAX),
                "the idempotency key store lost its memory (restarted empty, flushed, or failed over to an empty replica): keys it no longer knows are answered unknown_outcome for the window, never run again silently"
            );
        }
        match parts.first().map(String::as_str) {
            Some("run") => Begin::Run(Ticket::Redis(RedisTicket {
                renewal: Some(self.renewal(key.clone(), owner.clone(), fp.clone())),
                store: Arc::clone(self),
                key,
                owner,
                fp,
                ttl,
            })),
            Some("reused") => Begin::Reused,
            Some("busy") => Begin::Busy(None),
            Some("interrupted") => Begin::Interrupted,
            Some("forgotten") => Begin::Forgotten,
            Some("done") => match parts.get(3).and_then(|t| kept::decode(t)) {
                Some(outcome) => Begin::Replay(outcome),
                None => Begin::Unavailable("redis: a kept outcome does not parse".into()),
            },
            _ => Begin::Unavailable(format!("redis: the begin script answered {parts:?}")),
        }
    }

    /// Renew the lease of `key` every third of it while its first call runs here.
    fn renewal(self: &Arc<Self>, key: String, owner: String, fp: String) -> JoinHandle<()> {
        let store = Arc::clone(self);
        tokio::spawn(async move {
            let every = store.lease / 3;
            let lease = millis(store.lease).to_string();
            loop {
                tokio::time::sleep(every).await;
                match store
                    .script(&store.renew, &[&key], &[&owner, &lease, &fp])
                    .await
                {
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
        let owner = std::mem::take(&mut self.owner);
        let settling = Settling {
            store: Arc::clone(&self.store),
            key: self.key.clone(),
            owner,
            fp: self.fp.clone(),
            ttl: self.ttl,
        };
        // Settled, or being settled: nothing left for `Drop` (cancelled before here, it
        // leaves the key in doubt, and a settle that already landed makes that a no-op).
        settling.settle(state, text).await;
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
        let settling = Settling {
            store: Arc::clone(&self.store),
            key: self.key.clone(),
            owner: std::mem::take(&mut self.owner),
            fp: self.fp.clone(),
            ttl: self.ttl,
        };
        if let Ok(runtime) = tokio::runtime::Handle::try_current() {
            runtime.spawn(settling.settle("interrupted", String::new()));
        }
    }
}

/// A first call's end, to be written on its key.
struct Settling {
    store: Arc<RedisKeys>,
    key: String,
    owner: String,
    fp: String,
    ttl: Duration,
}

impl Settling {
    /// Write the key's end: once now and, while Redis cannot be reached, again in the
    /// background with backoff within two thirds of the lease (admitted work: never given
    /// up for anything but the lease), so that a store back in time keeps the outcome.
    async fn settle(self, state: &'static str, text: String) {
        if self.attempt(state, &text).await.is_ok() {
            return;
        }
        let until = tokio::time::Instant::now() + self.store.lease * 2 / 3;
        tokio::spawn(async move {
            let mut backoff = Duration::from_millis(50);
            while tokio::time::Instant::now() + backoff < until {
                tokio::time::sleep(backoff).await;
                match self.attempt(state, &text).await {
                    Ok(()) => {
                        tracing::info!(target: "toolwright", "idempotency key settled once the store answered again");
                        return;
                    }
                    Err(()) => backoff = (backoff * 2).min(Duration::from_secs(1)),
                }
            }
            tracing::warn!(
                target: "toolwright",
                "idempotency key not settled: the store stayed unreachable; its lease will lapse into unknown_outcome"
            );
        });
    }

    /// One try: `Err` when Redis could not be reached.
    async fn attempt(&self, state: &str, text: &str) -> Result<(), ()> {
        let ttl = millis(self.ttl).to_string();
        let args = [self.owner.as_str(), state, text, &ttl, &self.fp];
        match self
            .store
            .script(&self.store.settle, &[&self.key], &args)
            .await
        {
            Ok(done) if integer(done.clone()) == Ok(1) => Ok(()),
            Ok(_) => {
                tracing::warn!(
                    target: "toolwright",
                    "idempotency key's lease lapsed before its first call ended: the key answers unknown_outcome"
                );
                Ok(())
            }
            Err(e) => {
                tracing::warn!(target: "toolwright", error = %e, "idempotency key not settled yet: the store is unreachable");
                Err(())
            }
        }
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
