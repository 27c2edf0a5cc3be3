//! Rate limits that hold across replicas: `#[mcp_tool(rate_limit = "20/minute")]` on a tool,
//! and a server-wide limit per caller on the builder
//! ([`Server::rate_limit`](crate::server::Server::rate_limit)).
//!
//! Each limit is counted per verified caller (callers without one, on stdio or a server
//! without authentication, share one count) by the generic cell rate algorithm (GCRA): one
//! number per caller and limit, the time the next call is due, moved on atomically by each
//! admitted call. `N/minute` admits N calls at once, then one every minute/N; a refused call
//! is told exactly when the next one is admitted.
//!
//! | over | what the caller gets |
//! |---|---|
//! | a tool's limit | the call does not run: a tool result with `isError`, category `rate_limited`, retryable, `retryAfterMs` the limiter's own figure, the model reads when to come back |
//! | the server-wide limit, over HTTP | `429 Too Many Requests` with `Retry-After` (whole seconds, rounded up), before the body is parsed; the body `{"jsonrpc":"2.0","id":null,"error":{"code":-32000,...}}` with `errorCategory` `rate_limited`, `isRetryable`, `retryAfterMs` and `correlationId` in `data` |
//! | the server-wide limit, over stdio | the same JSON-RPC error, with the request's id |
//!
//! When to use a limit and when an idempotency key, and the bytes of a refused call, are in
//! the [`idempotency`](crate::idempotency) guide ("Key or limit"). The `429`:
//!
//! ```text
//! HTTP/1.1 429 Too Many Requests
//! content-type: application/json
//! retry-after: 8
//!
//! {"jsonrpc":"2.0","id":null,"error":{"code":-32000,"message":"Rate limit reached: this server takes no more requests from you for now; this request was not handled. (ref tw-…)","data":{"correlationId":"tw-…","errorCategory":"rate_limited","isRetryable":true,"retryAfterMs":7492,"suggestedAction":"Send it again after retryAfterMs milliseconds, not before."}}}
//! ```
//!
//! (`tests/rate_limits.rs` checks these bytes.) The server-wide error is `-32000`, the code this crate answers every operational failure
//! of a request without an `isError` channel with. SEP-3304's `-32023` is still a proposal
//! no client knows; we follow it once it is merged. Over HTTP every `POST` of the caller
//! counts against the server-wide limit (the message is not read before it is admitted);
//! over stdio every request.
//!
//! # Across replicas
//!
//! In memory by default (per process: N replicas would admit N times the limit), in Redis
//! with [`RedisLimits`] (feature `redis`): one Lua script on Redis's clock (`TIME`) reads and
//! moves each count, so replicas sharing Redis admit the limit, not a multiple of it. Each
//! operation has a deadline (250 ms by default); when Redis cannot be reached the limiter
//! follows [`StoreFailure`]: `Open` (the default: the call is admitted, and the log says
//! so) or `Closed` (the call is refused as retryable, `-32603` / `503`). After a failure,
//! the rule is applied without asking Redis for a second; then one call asks again while
//! the others keep to the rule, so a store that stalls makes one call a second wait its
//! deadline, never every call.
//!
//! `Server::rate_limit` belongs to toolwright's transports (stdio, Streamable HTTP): the rmcp
//! bridge, which serves a `ToolSet` on rmcp's transports, applies the tools' limits but not
//! the server-wide one.

mod memory;
#[cfg(feature = "redis")]
mod redis;

#[cfg(feature = "redis")]
pub use redis::RedisLimits;

use std::fmt;
use std::str::FromStr;
#[cfg(feature = "redis")]
use std::sync::Arc;
use std::time::Duration;

/// A limit: `count` calls per `period`, `count` of them at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RateLimit {
    count: u32,
    period_ms: u64,
}

impl RateLimit {
    /// `count` calls per `period` (at least one call, per at least a millisecond).
    #[must_use]
    pub const fn new(count: u32, period: Duration) -> Self {
        let ms = period.as_millis();
        RateLimit {
            count: if count == 0 { 1 } else { count },
            period_ms: if ms == 0 {
                1
            } else if ms > u64::MAX as u128 {
                u64::MAX
            } else {
                ms as u64
            },
        }
    }

    /// `count` calls per second.
    #[must_use]
    pub const fn per_second(count: u32) -> Self {
        Self::new(count, Duration::from_secs(1))
    }

    /// `count` calls per minute.
    #[must_use]
    pub const fn per_minute(count: u32) -> Self {
        Self::new(count, Duration::from_secs(60))
    }

    /// `count` calls per hour.
    #[must_use]
    pub const fn per_hour(count: u32) -> Self {
        Self::new(count, Duration::from_secs(3600))
    }

    /// The calls admitted per period.
    #[must_use]
    pub const fn count(&self) -> u32 {
        self.count
    }

    /// The period.
    #[must_use]
    pub const fn period(&self) -> Duration {
        Duration::from_millis(self.period_ms)
    }

    /// The time between two calls once the burst is spent, and how far ahead of it a call
    /// may be (the burst), in microseconds.
    fn cell(self) -> (u64, u64) {
        let period = self.period_ms.saturating_mul(1000);
        let interval = (period / u64::from(self.count)).max(1);
        // `count` calls at once, exactly: the interval is rounded down, so the burst is
        // counted in intervals, not taken from the period.
        (interval, interval.saturating_mul(u64::from(self.count) - 1))
    }
}

/// What `"20/minute"` does not parse as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseRateLimitError(&'static str);

impl fmt::Display for ParseRateLimitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl std::error::Error for ParseRateLimitError {}

/// The units `N/unit` takes, in milliseconds.
pub(crate) const UNITS: [(&str, u64); 4] = [
    ("second", 1000),
    ("minute", 60_000),
    ("hour", 3_600_000),
    ("day", 86_400_000),
];

impl FromStr for RateLimit {
    type Err = ParseRateLimitError;

    /// `N/second`, `N/minute`, `N/hour` or `N/day`, N at least 1.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        const FORM: &str = "a rate limit is N/second, N/minute, N/hour or N/day, e.g. 20/minute";
        let (count, unit) = s.split_once('/').ok_or(ParseRateLimitError(FORM))?;
        let count: u32 = count
            .trim()
            .parse()
            .map_err(|_| ParseRateLimitError(FORM))?;
        if count == 0 {
            return Err(ParseRateLimitError(
                "a rate limit of 0 admits no call: N is at least 1",
            ));
        }
        let ms = UNITS
            .iter()
            .find(|(name, _)| *name == unit.trim())
            .map(|(_, ms)| *ms)
            .ok_or(ParseRateLimitError(FORM))?;
        Ok(RateLimit::new(count, Duration::from_millis(ms)))
    }
}

impl fmt::Display for RateLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match UNITS.iter().find(|(_, ms)| *ms == self.period_ms) {
            Some((unit, _)) => write!(f, "{}/{unit}", self.count),
            None => write!(f, "{} per {} ms", self.count, self.period_ms),
        }
    }
}

/// What to do when the store of the limits cannot be reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum StoreFailure {
    /// Admit the call, logged: a store outage does not become an outage of every tool.
    #[default]
    Open,
    /// Refuse the call as retryable (`-32603` with `isRetryable`, `503` over HTTP).
    Closed,
}

/// What the limiter says of a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    Admit,
    /// Over the limit: the next call is admitted after this.
    Refuse(Duration),
    /// The store cannot be reached, and the rule is [`StoreFailure::Closed`].
    #[cfg_attr(not(feature = "redis"), allow(dead_code))]
    Unavailable,
}

/// The counts of a set: in this process, or in Redis.
pub(crate) enum Limits {
    Memory(memory::Memory),
    #[cfg(feature = "redis")]
    Redis(Arc<RedisLimits>),
}

impl Default for Limits {
    fn default() -> Self {
        Limits::Memory(memory::Memory::default())
    }
}

impl Limits {
    #[cfg(feature = "redis")]
    pub(crate) fn redis(store: RedisLimits) -> Self {
        Limits::Redis(Arc::new(store))
    }

    /// Count a call of `subject` against `limit` on `scope` (a tool's name, or `*` for the
    /// server-wide limit).
    pub(crate) async fn check(&self, subject: &str, scope: &str, limit: RateLimit) -> Verdict {
        match self {
            Limits::Memory(memory) => memory.check(subject, scope, limit),
            #[cfg(feature = "redis")]
            Limits::Redis(store) => store.check(subject, scope, limit).await,
        }
    }
}

/// One GCRA step at `now` on `due` (the time the next call is due, 0 for none), in
/// microseconds: the new `due`, or how long to wait.
pub(crate) fn step(due: u64, now: u64, limit: RateLimit) -> Result<u64, Duration> {
    let (interval, burst) = limit.cell();
    let due = due.max(now);
    let ahead = due - now;
    if ahead > burst {
        return Err(Duration::from_micros(ahead - burst));
    }
    Ok(due.saturating_add(interval))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_parse_from_their_written_form_and_refuse_others() {
        assert_eq!("20/minute".parse(), Ok(RateLimit::per_minute(20)));
        assert_eq!("5/second".parse(), Ok(RateLimit::per_second(5)));
        assert_eq!(
            "100/hour".parse::<RateLimit>().unwrap().to_string(),
            "100/hour"
        );
        assert_eq!(
            "1/day".parse::<RateLimit>().unwrap().period(),
            Duration::from_secs(86_400)
        );
        for bad in [
            "20",
            "20/minutes",
            "x/minute",
            "-1/minute",
            "20/",
            "/minute",
        ] {
            assert!(bad.parse::<RateLimit>().is_err(), "{bad}");
        }
        assert_eq!(
            "0/minute".parse::<RateLimit>().unwrap_err().to_string(),
            "a rate limit of 0 admits no call: N is at least 1"
        );
    }

    #[test]
    fn a_limit_whose_interval_rounds_down_still_admits_exactly_its_count_at_once() {
        for limit in [
            RateLimit::per_second(1500),
            RateLimit::per_second(600_000),
            RateLimit::per_minute(7),
        ] {
            let (mut due, mut admitted) = (0, 0);
            while let Ok(next) = step(due, 5_000_000, limit) {
                due = next;
                admitted += 1;
            }
            assert_eq!(admitted, limit.count(), "{limit}");
        }
        let huge = RateLimit::new(1, Duration::MAX);
        let due = step(0, 1, huge).expect("the first call");
        assert!(
            step(due, 1, huge).is_err(),
            "no overflow lets a second through"
        );
    }

    #[test]
    fn a_limit_admits_its_count_at_once_then_one_per_interval_and_says_when() {
        let limit = RateLimit::per_minute(3); // one every 20 s
        let mut due = 0;
        for _ in 0..3 {
            due = step(due, 1_000_000, limit).expect("within the burst");
        }
        assert_eq!(step(due, 1_000_000, limit), Err(Duration::from_secs(20)));
        assert_eq!(step(due, 11_000_000, limit), Err(Duration::from_secs(10)));
        let due = step(due, 21_000_000, limit).expect("due again");
        assert_eq!(step(due, 21_000_000, limit), Err(Duration::from_secs(20)));
        // Idle for a period: the whole burst again.
        let mut due = due;
        for _ in 0..3 {
            due = step(due, 100_000_000, limit).expect("a fresh burst");
        }
        assert!(step(due, 100_000_000, limit).is_err());
    }
}
