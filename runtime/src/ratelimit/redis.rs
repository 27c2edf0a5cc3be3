//! [`RedisLimits`]: rate limits counted in Redis, so replicas sharing it admit the limit
//! between them.

use super::{LimitStore, RateLimit, StoreFailure};
use crate::store::redis::{integer, Lua, Redis, RedisLink};
use crate::store::StoreFuture;
use crate::store::{Domain, StoreError};
use std::sync::Arc;
use std::time::Duration;

/// One GCRA step on Redis's clock (microseconds): admit and move the due time on (kept as
/// long as it matters), or answer how many microseconds to wait.
/// ARGV: the interval, the burst.
const STEP: &str = r"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local due = tonumber(redis.call('GET', KEYS[1]) or '0')
if due < now then due = now end
local ahead = due - now
local burst = tonumber(ARGV[2])
if ahead > burst then return ahead - burst end
local next = due + tonumber(ARGV[1])
redis.call('SET', KEYS[1], string.format('%.0f', next), 'PX', math.ceil((next - now) / 1000) + 1)
return 0
";

/// Rate limits counted in Redis (feature `redis`), set on a tool set with
/// [`ToolSet::with_limit_store`](crate::ToolSet::with_limit_store): every replica pointed at
/// the same Redis counts the same calls.
///
/// Each count is one string key, `<prefix><SHA-256 of the caller's subject, the scope and
/// the limit>` (`toolwright:limit:` by default), holding the time the caller's next call is
/// due on Redis's clock, and expiring when that time has passed. One Lua script reads and
/// moves it, so concurrent calls on any number of replicas are counted exactly. When Redis
/// cannot be reached within the deadline (250 ms), [`StoreFailure`] decides (admit, by
/// default), logged; for a second after a failure the rule is applied without asking Redis,
/// and then one call asks it again while the others keep to the rule (the server's guard
/// around every [`LimitStore`], a breaker per Cluster master).
pub struct RedisLimits {
    link: Arc<RedisLink>,
    prefix: String,
    timeout: Duration,
    on_failure: StoreFailure,
    step: Lua,
}

impl RedisLimits {
    /// Limits counted in `redis`, the connection the other stores share.
    pub fn new(redis: &Redis) -> Self {
        RedisLimits {
            link: Arc::clone(&redis.link),
            prefix: "toolwright:limit:".to_owned(),
            timeout: Duration::from_millis(250),
            on_failure: redis.limit_failure,
            step: Lua::new(STEP),
        }
    }

    /// Connect to Redis at `url` ([`Redis::connect`] lists the URLs) for the limits alone;
    /// [`RedisLimits::new`] shares one connection with the other stores.
    ///
    /// # Errors
    ///
    /// If the URL is not one of those kinds, or Redis cannot be reached now (the reason).
    pub async fn connect(url: &str) -> Result<Self, StoreError> {
        Ok(RedisLimits::new(&Redis::connect(url).await?))
    }

    /// Keys start with `prefix` instead of `toolwright:limit:`.
    #[must_use]
    pub fn prefix(mut self, prefix: impl Into<String>) -> Self {
        self.prefix = prefix.into();
        self
    }

    /// The deadline of each operation on Redis (250 ms by default), which the server's
    /// guard holds it to ([`LimitStore::timeout`]).
    #[must_use]
    pub fn store_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// What a call gets when Redis cannot be reached: [`StoreFailure::Open`] by default.
    #[must_use]
    pub fn on_store_failure(mut self, rule: StoreFailure) -> Self {
        self.on_failure = rule;
        self
    }
}

impl LimitStore for RedisLimits {
    /// `<prefix><SHA-256 of the subject, the scope and the limit>`.
    fn name(&self, subject: &str, scope: &str, limit: RateLimit) -> String {
        limit.digest(&self.prefix, subject, scope)
    }

    fn step<'a>(
        &'a self,
        name: &'a str,
        limit: RateLimit,
    ) -> StoreFuture<'a, Result<(), Duration>> {
        Box::pin(async move {
            let (interval, burst) = limit.cell();
            let args = [interval.to_string(), burst.to_string()];
            let args = [args[0].as_str(), args[1].as_str()];
            // Not replicated: under Sentinel no replica's acknowledgement is awaited; a count
            // lost in a failover costs nothing worse than one call admitted again.
            let answered = self
                .link
                .script_apart(&self.step, &[name], &args)
                .await
                .and_then(integer)
                .map_err(StoreError)?;
            Ok(match answered {
                0 => Ok(()),
                wait => Err(Duration::from_micros(wait.unsigned_abs())),
            })
        })
    }

    /// Under a Cluster, the master holding the count: one master down applies the rule only
    /// to the counts living on it.
    fn domain(&self, name: &str) -> Domain {
        self.link.domain(name)
    }

    fn timeout(&self) -> Duration {
        self.timeout
    }

    fn store_failure(&self) -> StoreFailure {
        self.on_failure
    }
}

impl std::fmt::Debug for RedisLimits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RedisLimits")
            .field("kind", &self.link.kind())
            .field("prefix", &self.prefix)
            .field("on_store_failure", &self.on_failure)
            .finish_non_exhaustive()
    }
}
