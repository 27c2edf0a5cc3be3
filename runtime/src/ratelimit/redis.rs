//! [`RedisLimits`]: rate limits counted in Redis, so replicas sharing it admit the limit
//! between them.

use super::{RateLimit, StoreFailure, Verdict};
use crate::store::redis::{digest_name, integer, Link, Lua, Redis};
use crate::store::StoreError;
use crate::util::lock;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::time::Instant;

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

/// How long the failure rule is applied without asking Redis, after a failure.
const COOL_DOWN: Duration = Duration::from_secs(1);

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
/// and then one call asks it again while the others keep to the rule.
pub struct RedisLimits {
    link: Arc<Link>,
    prefix: String,
    timeout: Duration,
    on_failure: StoreFailure,
    step: Lua,
    down_until: Mutex<Option<Instant>>,
}

impl RedisLimits {
    /// Limits counted in `redis`, the connection the other stores share.
    pub fn new(redis: &Redis) -> Self {
        RedisLimits {
            link: Arc::clone(&redis.link),
            prefix: "toolwright:limit:".to_owned(),
            timeout: Duration::from_millis(250),
            on_failure: StoreFailure::default(),
            step: Lua::new(STEP),
            down_until: Mutex::new(None),
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

    /// The deadline of each operation on Redis (250 ms by default).
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

    fn key(&self, subject: &str, scope: &str, limit: RateLimit) -> String {
        digest_name(
            &self.prefix,
            &[
                subject.as_bytes(),
                scope.as_bytes(),
                &limit.count.to_le_bytes(),
                &limit.period_ms.to_le_bytes(),
            ],
        )
    }

    pub(super) async fn check(&self, subject: &str, scope: &str, limit: RateLimit) -> Verdict {
        {
            let mut down = lock(&self.down_until);
            if let Some(until) = *down {
                let now = Instant::now();
                if now < until {
                    return self.failed(scope, None);
                }
                // This call asks Redis again; the others keep to the rule meanwhile.
                *down = Some(now + COOL_DOWN);
            }
        }
        let (interval, burst) = limit.cell();
        let key = self.key(subject, scope, limit);
        let args = [interval.to_string(), burst.to_string()];
        let args = [args[0].as_str(), args[1].as_str()];
        // `writes: false`: under Sentinel no replica's acknowledgement is awaited; a count
        // lost in a failover costs nothing worse than one call admitted again.
        let answered = self
            .link
            .script_within(self.timeout, &self.step, &[&key], &args, false)
            .await
            .and_then(integer);
        if answered.is_ok() {
            *lock(&self.down_until) = None;
        }
        match answered {
            Ok(0) => Verdict::Admit,
            Ok(wait) => Verdict::Refuse(Duration::from_micros(wait.unsigned_abs())),
            Err(e) => {
                *lock(&self.down_until) = Some(Instant::now() + COOL_DOWN);
                self.failed(scope, Some(&e))
            }
        }
    }

    /// The rule's verdict, logged when the store has just failed.
    fn failed(&self, scope: &str, error: Option<&str>) -> Verdict {
        let (verdict, rule) = match self.on_failure {
            StoreFailure::Open => (Verdict::Admit, "admitted"),
            StoreFailure::Closed => (Verdict::Unavailable, "refused"),
        };
        if let Some(error) = error {
            tracing::warn!(
                target: "toolwright",
                scope,
                error,
                "rate limit store unreachable: calls are {rule} unchecked for a second (StoreFailure::{:?})",
                self.on_failure
            );
        }
        verdict
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
