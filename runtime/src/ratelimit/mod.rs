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
//! In memory by default ([`MemoryLimits`], per process: N replicas would admit N times the
//! limit), in Redis with [`RedisLimits`] (feature `redis`): one Lua script on Redis's clock
//! (`TIME`) reads and moves each count, so replicas sharing Redis admit the limit, not a
//! multiple of it. Any [`LimitStore`] will do (the trait says what a store must guarantee),
//! set with [`ToolSet::with_limit_store`](crate::ToolSet::with_limit_store). Each step has
//! a deadline (250 ms by default); when the store cannot be reached the limiter follows
//! [`StoreFailure`]: `Open` (the default: the call is admitted, and the log says so) or
//! `Closed` (the call is refused as retryable, `-32603` / `503`). After a failure, the
//! rule is applied without asking the store for a second; then one call asks again while
//! the others keep to the rule, so a store that stalls makes one call a second wait its
//! deadline, never every call (under a Redis Cluster, per master: one master down applies
//! the rule only to the counts on it). The deadline and the cool-down are the server's
//! guard around every store, the one the tasks and the keys have.
//!
//! `Server::rate_limit` belongs to toolwright's transports (stdio, Streamable HTTP): the rmcp
//! bridge, which serves a `ToolSet` on rmcp's transports, applies the tools' limits but not
//! the server-wide one.

pub use crate::store::StoreFailure;

pub mod contract;
mod memory;
#[cfg(feature = "redis")]
mod redis;
#[cfg(test)]
mod store_faults;

pub use memory::MemoryLimits;
#[cfg(feature = "redis")]
pub use redis::RedisLimits;

use crate::store::guard::{Cause, Fault, StoreGuard, Work};
use crate::store::Domain;
use crate::store::StoreFuture;
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

/// Where the rate limits are counted: for each count (a caller's calls against one limit on
/// one scope) the time its next call is due, moved on by one step of the generic cell rate
/// algorithm ([`RateLimit::step`]) per call. [`MemoryLimits`] (this process, the default)
/// and `RedisLimits` (feature `redis`) are two; set any on a tool set with
/// [`ToolSet::with_limit_store`](crate::ToolSet::with_limit_store).
///
/// What a store must guarantee:
///
/// - **Each step is atomic**: two calls stepping one count at once, on any number of
///   replicas sharing the store, move it twice (read, step and write under one lock, in one
///   script, or in one transaction); otherwise the limit admits more than it says.
/// - **One clock**: a count is stepped on the store's own clock, the same for every replica
///   (Redis `TIME`; a store in one process may use that process's monotonic clock), so
///   replicas need no synchronized clocks.
/// - **Expiry**: a count whose due time has passed holds nothing a fresh count would not; a
///   store may forget it then (Redis lets the key expire; the memory store sweeps), and must
///   forget it eventually, or it grows with every caller ever seen.
///
/// The server bounds each step by [`LimitStore::timeout`] and keeps a breaker per failure
/// domain ([`LimitStore::domain`]): after a failure the store's rule
/// ([`LimitStore::store_failure`]) is applied without asking it for a second, then one
/// call asks again while the others keep to the rule. A store need not time out on its own;
/// an `Err` is a store that cannot be reached, logged and answered by the rule.
///
/// A store keeps one number per count, the time its next call is due, and steps it with
/// [`RateLimit::step`]; here in a map, as a table would keep it (one row per count, the step
/// in one transaction):
///
/// ```
/// use std::collections::HashMap;
/// use std::sync::Mutex;
/// use std::time::{Duration, Instant};
/// use toolwright::ratelimit::{LimitStore, RateLimit};
/// use toolwright::store::StoreFuture;
/// use toolwright::{mcp_tool, tools};
///
/// struct Table {
///     started: Instant,
///     due: Mutex<HashMap<String, u64>>,
/// }
///
/// impl LimitStore for Table {
///     fn step<'a>(
///         &'a self,
///         name: &'a str,
///         limit: RateLimit,
///     ) -> StoreFuture<'a, Result<(), Duration>> {
///         let now = self.started.elapsed().as_micros() as u64; // the store's one clock
///         let mut due = self.due.lock().unwrap();
///         let current = due.get(name).copied().unwrap_or(0);
///         let stepped = limit.step(current, now).map(|next| {
///             due.insert(name.to_owned(), next);
///         });
///         Box::pin(std::future::ready(Ok(stepped)))
///     }
/// }
///
/// /// Send a text message; five per minute per caller.
/// #[mcp_tool(open_world, rate_limit = "5/minute")]
/// async fn send_sms(to: String) -> Result<String, std::convert::Infallible> {
///     Ok(format!("sent to {to}"))
/// }
///
/// let table = Table { started: Instant::now(), due: Mutex::default() };
/// let set = tools![send_sms].with_limit_store(table);
/// # drop(set);
/// ```
pub trait LimitStore: Send + Sync + 'static {
    /// The name the count of `subject`'s calls against `limit` on `scope` (a tool's name,
    /// or `*` for the server-wide limit) is kept under: the same parts, the same name;
    /// other parts, another. By default the SHA-256 of the three in hex (64 digits), which
    /// holds no subject; a store in this process may join them more cheaply.
    fn name(&self, subject: &str, scope: &str, limit: RateLimit) -> String {
        limit.digest("", subject, scope)
    }

    /// One step on the count `name`, atomically, on the store's clock: `Ok(())` if the call
    /// is admitted (the count moved on, [`RateLimit::step`]), `Err(wait)` if it is over the
    /// limit (the count unchanged; the next call is admitted after `wait`).
    fn step<'a>(&'a self, name: &'a str, limit: RateLimit)
        -> StoreFuture<'a, Result<(), Duration>>;

    /// The failure domain the count `name` lives in: the part of the store that fails
    /// apart from the others (a Redis Cluster's node holding it), each with its own breaker.
    /// A store that fails whole keeps the default, one domain.
    fn domain(&self, name: &str) -> Domain {
        let _ = name;
        0
    }

    /// The deadline the server gives each step (250 ms by default): past it, the store is
    /// taken as unreachable and the rule applies.
    fn timeout(&self) -> Duration {
        Duration::from_millis(250)
    }

    /// What a call gets when the store cannot be reached: [`StoreFailure::Open`] (admitted,
    /// logged) by default.
    fn store_failure(&self) -> StoreFailure {
        StoreFailure::Open
    }
}

/// A store shared by several tool sets (replicas in one process, tests).
impl<T: LimitStore + ?Sized> LimitStore for Arc<T> {
    fn name(&self, subject: &str, scope: &str, limit: RateLimit) -> String {
        (**self).name(subject, scope, limit)
    }
    fn step<'a>(
        &'a self,
        name: &'a str,
        limit: RateLimit,
    ) -> StoreFuture<'a, Result<(), Duration>> {
        (**self).step(name, limit)
    }
    fn domain(&self, name: &str) -> Domain {
        (**self).domain(name)
    }
    fn timeout(&self) -> Duration {
        (**self).timeout()
    }
    fn store_failure(&self) -> StoreFailure {
        (**self).store_failure()
    }
}

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

    /// One step of the generic cell rate algorithm, for a [`LimitStore`] that keeps a
    /// count as one number: `due`, the time the count's next call is due (0 for a count
    /// never stepped), and `now`, both in microseconds on the store's clock. `Ok` with the
    /// new `due` to keep: the call is admitted; `Err` with how long to wait: it is refused,
    /// and the count stays as it was.
    ///
    /// ```
    /// use std::time::Duration;
    /// use toolwright::ratelimit::RateLimit;
    ///
    /// let limit = RateLimit::per_minute(2); // two at once, then one every 30 s
    /// let due = limit.step(0, 1_000_000).unwrap();
    /// let due = limit.step(due, 1_000_000).unwrap();
    /// assert_eq!(limit.step(due, 1_000_000), Err(Duration::from_secs(30)));
    /// ```
    ///
    /// # Errors
    ///
    /// How long to wait, when the call is over the limit.
    pub fn step(self, due: u64, now: u64) -> Result<u64, Duration> {
        let (interval, burst) = self.cell();
        let due = due.max(now);
        let ahead = due - now;
        if ahead > burst {
            return Err(Duration::from_micros(ahead - burst));
        }
        Ok(due.saturating_add(interval))
    }

    /// `prefix` and the SHA-256 of `subject`, `scope` and this limit, in hex: the default
    /// [`LimitStore::name`], and a count's key in Redis after its prefix.
    fn digest(self, prefix: &str, subject: &str, scope: &str) -> String {
        crate::util::digest_name(
            prefix,
            &[
                subject.as_bytes(),
                scope.as_bytes(),
                &self.count.to_le_bytes(),
                &self.period_ms.to_le_bytes(),
            ],
        )
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

/// What the limiter says of a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Verdict {
    Admit,
    /// Over the limit: the next call is admitted after this.
    Refuse(Duration),
    /// The store cannot be reached, and the rule is [`StoreFailure::Closed`].
    Unavailable,
}

/// The counts of a set, in a [`LimitStore`] behind the store's [`StoreGuard`]: a deadline
/// ([`LimitStore::timeout`]), at most [`MAX_WAITING`] steps on the store at once and as
/// many waiting, and a breaker per failure domain that opens at the first failure for a
/// second, so that a store that stalls makes one call a second wait its deadline, never
/// every call.
pub(crate) struct Limits {
    store: Arc<dyn LimitStore>,
    guard: StoreGuard,
    on_failure: StoreFailure,
    /// Set apart from the server's backend ([`ToolSet::with_limit_store`](crate::ToolSet::with_limit_store)):
    /// [`Server::store`](crate::server::Server::store) leaves it.
    pub(crate) apart: bool,
}

/// How many steps may be on the store at once, and as many waiting for a place (past
/// that, a call gets the rule): as many as a server's requests in flight by default
/// ([`Server::max_in_flight`](crate::server::Server::max_in_flight)), so that only a store
/// slower than its deadline meets it.
const MAX_WAITING: usize = 256;

/// How long the rule is applied without asking the store, after a failure.
const COOL_DOWN: Duration = Duration::from_secs(1);

impl Default for Limits {
    fn default() -> Self {
        Limits::new(MemoryLimits::default())
    }
}

impl Limits {
    pub(crate) fn new(store: impl LimitStore) -> Self {
        Limits::shared(Arc::new(store))
    }

    /// Limits counted in `store`, already shared (a backend's).
    pub(crate) fn shared(store: Arc<dyn LimitStore>) -> Self {
        let guard = StoreGuard::new("the rate limit store", store.timeout(), MAX_WAITING)
            .trip_after(1)
            .cool_down(COOL_DOWN);
        Limits {
            on_failure: store.store_failure(),
            store,
            guard,
            apart: false,
        }
    }

    /// Count a call of `subject` against `limit` on `scope` (a tool's name, or `*` for the
    /// server-wide limit).
    pub(crate) async fn check(&self, subject: &str, scope: &str, limit: RateLimit) -> Verdict {
        let name = self.store.name(subject, scope, limit);
        let store = &*self.store;
        // Made only once admitted: a store known down is not asked anything.
        let step = async { store.step(&name, limit).await };
        match self
            .guard
            .run(store.domain(&name), Work::Request, step)
            .await
        {
            Ok(Ok(())) => Verdict::Admit,
            Ok(Err(wait)) => Verdict::Refuse(wait),
            Err(fault) => self.failed(scope, &fault),
        }
    }

    /// The rule's verdict, logged unless the store was known down (its failure was).
    fn failed(&self, scope: &str, fault: &Fault) -> Verdict {
        let (verdict, rule) = match self.on_failure {
            StoreFailure::Open => (Verdict::Admit, "admitted"),
            StoreFailure::Closed => (Verdict::Unavailable, "refused"),
        };
        if fault.cause != Cause::KnownDown {
            tracing::warn!(
                target: "toolwright",
                scope,
                error = %fault.error,
                "rate limit store unreachable: calls are {rule} unchecked for a second (StoreFailure::{:?})",
                self.on_failure
            );
        }
        verdict
    }
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
            while let Ok(next) = limit.step(due, 5_000_000) {
                due = next;
                admitted += 1;
            }
            assert_eq!(admitted, limit.count(), "{limit}");
        }
        let huge = RateLimit::new(1, Duration::MAX);
        let due = huge.step(0, 1).expect("the first call");
        assert!(
            huge.step(due, 1).is_err(),
            "no overflow lets a second through"
        );
    }

    #[test]
    fn a_limit_admits_its_count_at_once_then_one_per_interval_and_says_when() {
        let limit = RateLimit::per_minute(3); // one every 20 s
        let mut due = 0;
        for _ in 0..3 {
            due = limit.step(due, 1_000_000).expect("within the burst");
        }
        assert_eq!(limit.step(due, 1_000_000), Err(Duration::from_secs(20)));
        assert_eq!(limit.step(due, 11_000_000), Err(Duration::from_secs(10)));
        let due = limit.step(due, 21_000_000).expect("due again");
        assert_eq!(limit.step(due, 21_000_000), Err(Duration::from_secs(20)));
        // Idle for a period: the whole burst again.
        let mut due = due;
        for _ in 0..3 {
            due = limit.step(due, 100_000_000).expect("a fresh burst");
        }
        assert!(limit.step(due, 100_000_000).is_err());
    }
}
