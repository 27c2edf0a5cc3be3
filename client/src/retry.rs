//! A retry policy that does what a failure says: waits what the server asks, retries only
//! what may succeed later, never a call whose outcome is in doubt, and never a call that may
//! do twice what it does unless an idempotency key makes the repeat safe. A call may have run
//! unless the failure shows it did not ([`Failure::never_ran`]: a refusal answered before
//! any tool runs, or a request that never left); a tool's own failure never shows it.

use crate::client::{Client, Output};
use crate::failure::{Failure, FailureKind};
use crate::tool::Tool;
use serde_json::Value;
use std::fmt::Write as _;
use std::time::Duration;
use tokio::time::Instant;
use toolwright::Category;

/// How many times, and for how long, a call is tried.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RetryPolicy {
    max_attempts: u32,
    max_elapsed: Duration,
    base_delay: Duration,
    max_delay: Duration,
    fill_key: bool,
}

impl Default for RetryPolicy {
    /// 3 attempts within 30 s; without a wait from the server, 250 ms doubling up to 10 s.
    fn default() -> Self {
        RetryPolicy {
            max_attempts: 3,
            max_elapsed: Duration::from_secs(30),
            base_delay: Duration::from_millis(250),
            max_delay: Duration::from_secs(10),
            fill_key: false,
        }
    }
}

/// What to do after a failed attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Call again after this wait.
    Retry(Duration),
    /// Stop, for this reason.
    Stop(Stop),
}

/// Why a call is not tried again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Stop {
    /// The failure will not go away by itself (a wrong argument, a refusal, a business
    /// rule), or the server says so.
    NotRetryable,
    /// Whether the call took effect is unknown (`unknown_outcome`, or no answer to a tool
    /// that repeats its effects): check before calling again.
    OutcomeUnknown,
    /// The call may have run, and running it again may do it twice (a destructive tool that
    /// is not idempotent, called without an idempotency key).
    RepeatsEffects,
    /// The attempts are used up.
    Attempts,
    /// The wait the server asks for goes past the time allowed.
    OutOfTime,
}

impl RetryPolicy {
    /// The default policy.
    pub fn new() -> RetryPolicy {
        RetryPolicy::default()
    }

    /// At most `attempts` attempts (the first included; `1`: no retry).
    #[must_use]
    pub fn max_attempts(mut self, attempts: u32) -> RetryPolicy {
        self.max_attempts = attempts.max(1);
        self
    }

    /// No retry that would start later than `elapsed` after the first attempt.
    #[must_use]
    pub fn max_elapsed(mut self, elapsed: Duration) -> RetryPolicy {
        self.max_elapsed = elapsed;
        self
    }

    /// The wait before retry `n` when the server asks for none: `base`, doubled each time,
    /// at most `max`.
    #[must_use]
    pub fn backoff(mut self, base: Duration, max: Duration) -> RetryPolicy {
        self.base_delay = base;
        self.max_delay = max;
        self
    }

    /// Put a new idempotency key in the argument the tool declares for it, when the call
    /// has none (the same key on every attempt), so a retry of a destructive tool is safe.
    #[must_use]
    pub fn fill_key(mut self, fill: bool) -> RetryPolicy {
        self.fill_key = fill;
        self
    }

    /// What to do after attempt number `attempts` (from 1) failed with `failure`, `elapsed`
    /// after the first began: `tool` as listed (`None`: unknown, taken as repeating its
    /// effects), `keyed` when the call carries an idempotency key.
    pub fn decide(
        &self,
        failure: &Failure,
        tool: Option<&Tool>,
        keyed: bool,
        attempts: u32,
        elapsed: Duration,
    ) -> Decision {
        if failure.category == Some(Category::UnknownOutcome) {
            return Decision::Stop(Stop::OutcomeUnknown);
        }
        let retryable = failure.retryable.unwrap_or(matches!(
            failure.kind,
            FailureKind::TimedOut | FailureKind::Disconnected { .. }
        ));
        if !retryable {
            return Decision::Stop(Stop::NotRetryable);
        }
        let safe = failure.never_ran() || keyed || tool.is_some_and(|t| !t.repeats_effects());
        if !safe {
            return Decision::Stop(if failure.outcome_unknown() {
                Stop::OutcomeUnknown
            } else {
                Stop::RepeatsEffects
            });
        }
        if attempts >= self.max_attempts {
            return Decision::Stop(Stop::Attempts);
        }
        let wait = failure.retry_after.unwrap_or_else(|| {
            let doublings = attempts.saturating_sub(1).min(16);
            self.base_delay
                .saturating_mul(1 << doublings)
                .min(self.max_delay)
        });
        if elapsed.saturating_add(wait) > self.max_elapsed {
            return Decision::Stop(Stop::OutOfTime);
        }
        Decision::Retry(wait)
    }
}

impl Client {
    /// Call tool `name` with `arguments`, and call again while `policy` says to (waiting
    /// what the failure asks). The tool's hints come from the last [`Client::list_tools`]
    /// (listed first if it never was); a tool the server does not list is taken as
    /// repeating its effects.
    ///
    /// # Errors
    ///
    /// The last attempt's failure.
    pub async fn call_retrying(
        &self,
        name: &str,
        mut arguments: Value,
        policy: &RetryPolicy,
    ) -> Result<Output, Failure> {
        if self.tool(name).is_none() {
            // Without the tool's hints no retry could be judged safe.
            let _ = self.list_tools().await;
        }
        let tool = self.tool(name);
        let key = tool.as_ref().and_then(|t| t.idempotency_key.as_deref());
        if let (true, Some(key), Value::Object(args)) = (policy.fill_key, key, &mut arguments) {
            if args.get(key).is_none_or(Value::is_null) {
                args.insert(key.to_owned(), Value::String(new_key()));
            }
        }
        let keyed = key
            .and_then(|k| arguments.get(k)?.as_str())
            .is_some_and(|k| !k.is_empty());
        let start = Instant::now();
        let mut attempts = 0;
        loop {
            attempts += 1;
            let failure = match self.call(name, arguments.clone()).await {
                Ok(output) => return Ok(output),
                Err(failure) => failure,
            };
            match policy.decide(&failure, tool.as_ref(), keyed, attempts, start.elapsed()) {
                Decision::Retry(wait) => {
                    tracing::info!(target: "toolwright_client", tool = name, attempts,
                        wait_ms = u64::try_from(wait.as_millis()).unwrap_or(u64::MAX),
                        category = failure.category.map(Category::as_str), "retrying");
                    tokio::time::sleep(wait).await;
                }
                Decision::Stop(stop) => {
                    tracing::info!(target: "toolwright_client", tool = name, attempts, ?stop, "not retrying");
                    return Err(failure);
                }
            }
        }
    }
}

/// A new idempotency key: `twc-` and 32 random hex digits.
fn new_key() -> String {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).expect("the OS gives random bytes");
    let mut key = String::with_capacity(36);
    key.push_str("twc-");
    for b in bytes {
        let _ = write!(key, "{b:02x}");
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn new_keys_differ_and_have_their_shape() {
        let (a, b) = (new_key(), new_key());
        assert_ne!(a, b);
        assert_eq!(a.len(), 36);
        assert!(a.starts_with("twc-"));
        assert!(a[4..].bytes().all(|c| c.is_ascii_hexdigit()));
    }

    #[test]
    fn a_failure_with_no_wait_backs_off_doubling_up_to_the_cap() {
        let policy = RetryPolicy::new()
            .max_attempts(10)
            .max_elapsed(Duration::from_secs(600))
            .backoff(Duration::from_millis(100), Duration::from_millis(350));
        let failure = Failure::client(FailureKind::Disconnected { sent: false }, "down");
        let read =
            Tool::from_definition(&json!({"name": "r", "annotations": {"readOnlyHint": true}}));
        let waits: Vec<_> = (1..=4)
            .map(|n| policy.decide(&failure, read.as_ref(), false, n, Duration::ZERO))
            .collect();
        let ms = |n| Decision::Retry(Duration::from_millis(n));
        assert_eq!(waits, [ms(100), ms(200), ms(350), ms(350)]);
    }
}
