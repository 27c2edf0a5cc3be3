//! One guard around every backend operation of a store: a deadline, a cap on the requests
//! waiting on it (refused before their work starts), and a breaker per failure domain
//! (failing fast what lives on a part known down, until a probe finds it back).

use super::{Domain, StoreError};
use crate::util::lock;
use futures_util::FutureExt;
use std::collections::HashMap;
use std::future::Future;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::Semaphore;
use tokio::time::Instant;

/// Consecutive failures of one domain that open its breaker, unless told otherwise
/// ([`StoreGuard::trip_after`]).
pub(crate) const TRIP: u32 = 3;

/// The least `retryAfterMs` a client is told.
pub(crate) const MIN_RETRY: Duration = Duration::from_millis(100);

/// Whose operation it is: see the [module docs](super).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Work {
    /// A request's: capped, refused before it starts when the cap is reached or its
    /// domain is known down.
    Request,
    /// Admitted work's (a running task's writes and renewals, a key's settle): never
    /// refused, neither for the cap nor while its domain is known down (its failures still
    /// count): only the deadline bounds it, and its owner retries within its lease. A
    /// store that takes writes again takes them at once, not after a cool-down.
    Admitted,
}

/// Why the store did not answer as it should.
#[derive(Debug)]
pub(crate) struct Fault {
    /// What failed, for the log only.
    pub(crate) error: StoreError,
    /// When to try again: `Some` for a store that cannot be reached now (down, stalled,
    /// known down, too many waiting), `None` for one that answered wrongly (a record that
    /// does not parse): the first is retryable, the second an internal error.
    pub(crate) retry_after: Option<Duration>,
    /// Whether the store was asked at all.
    pub(crate) cause: Cause,
}

/// Where a [`Fault`] came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cause {
    /// The store was asked, and failed or did not answer within the deadline: what the
    /// operation meant to change may have been changed.
    Store,
    /// Refused before the store was asked: its domain is known down.
    KnownDown,
    /// Refused before the store was asked: too many requests wait on it.
    Busy,
}

impl Fault {
    pub(crate) fn broken(error: StoreError) -> Self {
        Fault {
            error,
            retry_after: None,
            cause: Cause::Store,
        }
    }

    /// A store that cannot be reached now: retryable after `after`.
    pub(crate) fn unreachable(error: impl Into<String>, after: Duration) -> Self {
        Fault {
            error: StoreError(error.into()),
            retry_after: Some(after),
            cause: Cause::Store,
        }
    }
}

/// A domain's breaker: closed while it answers; open (failing fast) for a cool-down after
/// [`TRIP`] failures in a row (or as many as [`StoreGuard::trip_after`] says); then one
/// operation is let through as a probe, whose success closes it and whose failure opens it
/// again.
#[derive(Debug, Default)]
struct Breaker {
    failures: u32,
    open_until: Option<Instant>,
    probing: bool,
}

/// A store's bounds: see the [module docs](super).
pub(crate) struct StoreGuard {
    /// The store's name in the log ("the task store").
    what: &'static str,
    deadline: Duration,
    /// Failures in a row that open a domain's breaker.
    trip: u32,
    /// How long an open breaker fails its domain fast before a probe.
    cool_down: Duration,
    /// Requests' operations on the store at once.
    in_flight: Semaphore,
    /// Requests waiting for one of those, at most `max_waiting`.
    queued: AtomicUsize,
    max_waiting: usize,
    /// The breakers of the domains that failed lately (a domain that answers has none).
    breakers: Mutex<HashMap<Domain, Breaker>>,
}

impl StoreGuard {
    /// At most `max_waiting` requests' operations on the store at once and as many waiting
    /// for one (each at most `deadline`), every operation bounded by `deadline`; a domain's
    /// breaker opens after [`TRIP`] failures in a row, for one deadline.
    pub(crate) fn new(what: &'static str, deadline: Duration, max_waiting: usize) -> Self {
        let max_waiting = max_waiting.clamp(1, Semaphore::MAX_PERMITS);
        StoreGuard {
            what,
            deadline,
            trip: TRIP,
            cool_down: deadline,
            in_flight: Semaphore::new(max_waiting),
            queued: AtomicUsize::new(0),
            max_waiting,
            breakers: Mutex::new(HashMap::new()),
        }
    }

    /// Open a domain's breaker after `failures` in a row (at least one) instead of [`TRIP`]:
    /// the rate limits' store, whose failure has a rule of its own, opens at the first.
    #[must_use]
    pub(crate) fn trip_after(mut self, failures: u32) -> Self {
        self.trip = failures.max(1);
        self
    }

    /// Fail an open breaker's domain fast for `cool_down` before a probe, instead of one
    /// deadline.
    #[must_use]
    pub(crate) fn cool_down(mut self, cool_down: Duration) -> Self {
        self.cool_down = cool_down;
        self
    }

    /// The deadline of one operation.
    pub(crate) fn deadline(&self) -> Duration {
        self.deadline
    }

    /// Run `op`, an operation on `domain`, within the bounds of `work`.
    pub(crate) async fn run<T>(
        &self,
        domain: Domain,
        work: Work,
        op: impl Future<Output = Result<T, StoreError>>,
    ) -> Result<T, Fault> {
        let _permit = match work {
            Work::Admitted => None,
            Work::Request => {
                self.admit(domain)?;
                Some(self.permit(domain).await?)
            }
        };
        let mut op = std::pin::pin!(op);
        // An operation that answers at once (a store in this process's memory) sets no
        // timer: it costs a call no more than the store's own work.
        let outcome = match op.as_mut().now_or_never() {
            Some(answered) => answered,
            // Timed on tokio's clock; without a runtime there is none: a fault, not a panic.
            None if tokio::runtime::Handle::try_current().is_err() => Err(StoreError(
                "no tokio runtime to time the operation by".into(),
            )),
            None => match tokio::time::timeout(self.deadline, op).await {
                Ok(answered) => answered,
                Err(_) => Err(StoreError(format!(
                    "no answer within {} ms",
                    self.deadline.as_millis()
                ))),
            },
        };
        match outcome {
            Ok(value) => {
                self.answered(domain);
                Ok(value)
            }
            Err(error) => {
                self.failed(domain, &error);
                Err(Fault {
                    error,
                    retry_after: Some(self.deadline),
                    cause: Cause::Store,
                })
            }
        }
    }

    /// A request's place among the operations on the store: at once, or after waiting
    /// (within the deadline) behind at most `max_waiting` others; refused otherwise. Not
    /// the store's failure: the breaker does not count it.
    async fn permit(&self, domain: Domain) -> Result<tokio::sync::SemaphorePermit<'_>, Fault> {
        if let Ok(permit) = self.in_flight.try_acquire() {
            return Ok(permit);
        }
        let busy = || Fault {
            cause: Cause::Busy,
            ..Fault::unreachable(
                format!("too many requests waiting on {}", self.what),
                self.deadline,
            )
        };
        if self.queued.fetch_add(1, Ordering::SeqCst) >= self.max_waiting {
            self.queued.fetch_sub(1, Ordering::SeqCst);
            self.release_probe(domain);
            return Err(busy());
        }
        let waited = tokio::time::timeout(self.deadline, self.in_flight.acquire()).await;
        self.queued.fetch_sub(1, Ordering::SeqCst);
        match waited {
            Ok(Ok(permit)) => Ok(permit),
            _ => {
                self.release_probe(domain);
                Err(busy())
            }
        }
    }

    /// Let an operation on `domain` through, or fail it fast while its breaker is open
    /// (one probe goes through once the cool-down is over).
    fn admit(&self, domain: Domain) -> Result<(), Fault> {
        let mut breakers = lock(&self.breakers);
        let Some(breaker) = breakers.get_mut(&domain) else {
            return Ok(());
        };
        if let Some(fault) = self.down(breaker) {
            return Err(fault);
        }
        if breaker.open_until.is_some() {
            breaker.probing = true;
        }
        Ok(())
    }

    /// A fault, when `domain`'s breaker is open and no probe is due: that part of the store
    /// is known to be unreachable now (nothing is asked of it).
    pub(crate) fn known_down(&self, domain: Domain) -> Option<Fault> {
        let mut breakers = lock(&self.breakers);
        self.down(breakers.get_mut(&domain)?)
    }

    fn down(&self, breaker: &Breaker) -> Option<Fault> {
        let until = breaker.open_until?;
        let now = Instant::now();
        (now < until || breaker.probing).then(|| Fault {
            cause: Cause::KnownDown,
            ..Fault::unreachable(
                format!("{} is known to be unreachable", self.what),
                until.saturating_duration_since(now).max(MIN_RETRY),
            )
        })
    }

    fn release_probe(&self, domain: Domain) {
        if let Some(breaker) = lock(&self.breakers).get_mut(&domain) {
            breaker.probing = false;
        }
    }

    fn answered(&self, domain: Domain) {
        let mut breakers = lock(&self.breakers);
        if breakers.is_empty() {
            return;
        }
        if let Some(breaker) = breakers.remove(&domain) {
            if breaker.open_until.is_some() {
                tracing::info!(target: "toolwright::server", domain, "{} answers again", self.what);
            }
        }
    }

    /// Count a failure of `domain`.
    fn failed(&self, domain: Domain, error: &StoreError) {
        let mut breakers = lock(&self.breakers);
        let breaker = breakers.entry(domain).or_default();
        breaker.probing = false;
        breaker.failures = breaker.failures.saturating_add(1);
        if breaker.failures >= self.trip {
            let was_open = breaker.open_until.is_some();
            breaker.open_until = Some(Instant::now() + self.cool_down);
            if !was_open {
                tracing::error!(target: "toolwright::server", domain, error = %error, cool_down_ms = self.cool_down.as_millis() as u64, "{} is unreachable: what lives there fails fast until a probe finds it back", self.what);
            }
        }
    }
}

#[cfg(test)]
mod tests;
