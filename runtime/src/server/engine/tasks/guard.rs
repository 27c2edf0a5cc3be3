//! The task store behind bounds: every operation has a deadline, at most so many wait on
//! the store at once, and a store known down is failed fast (a breaker) until a probe finds
//! it back. What a request or a runner asks of the store goes through here, so a store that
//! is down, stalled or reconnecting costs a request at most the deadline, and never holds
//! more than [`TaskConfig::max_waiting`](super::TaskConfig::max_waiting) of the server's
//! request slots.

use super::{StoreError, StoreFuture, TaskStore};
use crate::util::lock;
use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::Semaphore;
use tokio::time::Instant;

/// Consecutive failures that open the breaker.
const TRIP: u32 = 3;

/// Why the store did not answer as it should.
#[derive(Debug)]
pub(crate) struct Fault {
    /// What failed, for the log only.
    pub(crate) error: StoreError,
    /// When to try again: `Some` for a store that cannot be reached now (down, stalled,
    /// known down, too many waiting), `None` for one that answered wrongly (a record that
    /// does not parse): the first is retryable, the second an internal error.
    pub(crate) retry_after: Option<Duration>,
}

impl Fault {
    pub(crate) fn broken(error: StoreError) -> Self {
        Fault {
            error,
            retry_after: None,
        }
    }
}

/// The breaker: closed while the store answers; open (failing fast) for a cool-down after
/// [`TRIP`] failures in a row; then one operation is let through as a probe, whose success
/// closes it and whose failure opens it again.
#[derive(Debug, Default)]
struct Breaker {
    failures: u32,
    open_until: Option<Instant>,
    probing: bool,
}

/// A [`TaskStore`] behind a deadline, a cap on waiters and a breaker.
pub(crate) struct Guard {
    store: Arc<dyn TaskStore>,
    deadline: Duration,
    waiting: Semaphore,
    breaker: Mutex<Breaker>,
}

impl Guard {
    pub(crate) fn new(store: Arc<dyn TaskStore>, deadline: Duration, max_waiting: usize) -> Self {
        Guard {
            store,
            deadline,
            waiting: Semaphore::new(max_waiting),
            breaker: Mutex::new(Breaker::default()),
        }
    }

    /// The deadline of one operation.
    // Read by the graceful stop, which only the HTTP transport has.
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) fn deadline(&self) -> Duration {
        self.deadline
    }

    pub(crate) fn get<'a>(
        &'a self,
        id: &'a str,
    ) -> impl Future<Output = Result<Option<String>, Fault>> + Send + 'a {
        self.run(move |s| s.get(id))
    }

    pub(crate) fn insert<'a>(
        &'a self,
        id: &'a str,
        record: String,
        ttl: Duration,
    ) -> impl Future<Output = Result<bool, Fault>> + Send + 'a {
        self.run(move |s| s.insert(id, record, ttl))
    }

    pub(crate) fn replace<'a>(
        &'a self,
        id: &'a str,
        old: &'a str,
        new: String,
    ) -> impl Future<Output = Result<bool, Fault>> + Send + 'a {
        self.run(move |s| s.replace(id, old, new))
    }

    /// The store's clock where `id` lives, in milliseconds since the epoch.
    pub(crate) fn now<'a>(
        &'a self,
        id: &'a str,
    ) -> impl Future<Output = Result<u64, Fault>> + Send + 'a {
        self.run(move |s| s.now(id))
    }

    /// Run one operation within the bounds.
    async fn run<'a, T>(
        &'a self,
        op: impl FnOnce(&'a dyn TaskStore) -> StoreFuture<'a, T>,
    ) -> Result<T, Fault> {
        self.admit()?;
        let Ok(_waiting) = self.waiting.try_acquire() else {
            // Not the store's failure: the breaker does not count it.
            self.release_probe();
            return Err(Fault {
                error: StoreError("too many operations waiting on the task store".into()),
                retry_after: Some(self.deadline),
            });
        };
        let answered = tokio::time::timeout(self.deadline, op(&*self.store)).await;
        let outcome = match answered {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(error)) => Err(error),
            Err(_) => Err(StoreError(format!(
                "no answer within {} ms",
                self.deadline.as_millis()
            ))),
        };
        match outcome {
            Ok(value) => {
                self.answered();
                Ok(value)
            }
            Err(error) => Err(Fault {
                retry_after: Some(self.failed(&error)),
                error,
            }),
        }
    }

    /// Let an operation through, or fail it fast while the breaker is open (one probe goes
    /// through once the cool-down is over).
    fn admit(&self) -> Result<(), Fault> {
        if let Some(fault) = self.known_down() {
            return Err(fault);
        }
        let mut breaker = lock(&self.breaker);
        if breaker.open_until.is_some() {
            breaker.probing = true;
        }
        Ok(())
    }

    /// A fault, when the breaker is open and no probe is due: the store is known to be
    /// unreachable now (nothing is asked of it).
    pub(crate) fn known_down(&self) -> Option<Fault> {
        let breaker = lock(&self.breaker);
        let until = breaker.open_until?;
        let now = Instant::now();
        (now < until || breaker.probing).then(|| Fault {
            error: StoreError("the task store is known to be unreachable".into()),
            retry_after: Some(until.saturating_duration_since(now).max(MIN_RETRY)),
        })
    }

    fn release_probe(&self) {
        lock(&self.breaker).probing = false;
    }

    fn answered(&self) {
        let mut breaker = lock(&self.breaker);
        if breaker.open_until.is_some() {
            tracing::info!(target: "toolwright::server", "the task store answers again");
        }
        *breaker = Breaker::default();
    }

    /// Count a failure; how long until the store is tried again.
    fn failed(&self, error: &StoreError) -> Duration {
        let mut breaker = lock(&self.breaker);
        breaker.probing = false;
        breaker.failures = breaker.failures.saturating_add(1);
        if breaker.failures >= TRIP {
            let was_open = breaker.open_until.is_some();
            breaker.open_until = Some(Instant::now() + self.deadline);
            if !was_open {
                tracing::error!(target: "toolwright::server", error = %error, cool_down_ms = self.deadline.as_millis() as u64, "the task store is unreachable: task requests fail fast until a probe finds it back");
            }
        }
        self.deadline
    }
}

/// The least `retryAfterMs` a client is told.
const MIN_RETRY: Duration = Duration::from_millis(100);

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    /// A store that stalls (never answers) while `stalled`, counting what reached it.
    #[derive(Default)]
    struct Stalling {
        stalled: AtomicBool,
        reached: AtomicUsize,
    }

    impl TaskStore for Stalling {
        fn insert<'a>(&'a self, _: &'a str, _: String, _: Duration) -> StoreFuture<'a, bool> {
            self.answer(true)
        }
        fn get<'a>(&'a self, _: &'a str) -> StoreFuture<'a, Option<String>> {
            self.answer(None)
        }
        fn replace<'a>(&'a self, _: &'a str, _: &'a str, _: String) -> StoreFuture<'a, bool> {
            self.answer(true)
        }
        fn now<'a>(&'a self, _: &'a str) -> StoreFuture<'a, u64> {
            self.answer(0)
        }
    }

    impl Stalling {
        fn answer<'a, T: Send + 'a>(&'a self, value: T) -> StoreFuture<'a, T> {
            self.reached.fetch_add(1, Ordering::SeqCst);
            let stalled = self.stalled.load(Ordering::SeqCst);
            Box::pin(async move {
                if stalled {
                    std::future::pending::<()>().await;
                }
                Ok(value)
            })
        }
    }

    fn guard(store: &Arc<Stalling>, max_waiting: usize) -> Guard {
        Guard::new(
            Arc::clone(store) as Arc<dyn TaskStore>,
            Duration::from_millis(1000),
            max_waiting,
        )
    }

    #[tokio::test(start_paused = true)]
    async fn a_stalled_store_is_answered_within_the_deadline_as_retryable() {
        let store = Arc::new(Stalling::default());
        store.stalled.store(true, Ordering::SeqCst);
        let guard = guard(&store, 8);
        let started = Instant::now();
        let fault = guard.get("t").await.unwrap_err();
        assert_eq!(started.elapsed(), Duration::from_millis(1000));
        assert_eq!(fault.retry_after, Some(Duration::from_millis(1000)));
        assert_eq!(fault.error.0, "no answer within 1000 ms");
    }

    #[tokio::test(start_paused = true)]
    async fn three_failures_open_the_breaker_which_fails_fast_then_probes_and_closes() {
        let store = Arc::new(Stalling::default());
        store.stalled.store(true, Ordering::SeqCst);
        let guard = guard(&store, 8);
        for _ in 0..TRIP {
            guard.get("t").await.unwrap_err();
        }
        assert_eq!(store.reached.load(Ordering::SeqCst), 3);
        // Open: answered at once, the store not asked.
        let started = Instant::now();
        let fault = guard.get("t").await.unwrap_err();
        assert_eq!(started.elapsed(), Duration::ZERO);
        assert_eq!(store.reached.load(Ordering::SeqCst), 3);
        assert_eq!(fault.retry_after, Some(Duration::from_millis(1000)));
        // After the cool-down one probe reaches the store; it answers, and the breaker closes.
        tokio::time::advance(Duration::from_millis(1001)).await;
        store.stalled.store(false, Ordering::SeqCst);
        assert_eq!(guard.get("t").await.unwrap(), None);
        assert_eq!(guard.get("t").await.unwrap(), None);
        assert_eq!(store.reached.load(Ordering::SeqCst), 5);
    }

    #[tokio::test(start_paused = true)]
    async fn a_failed_probe_opens_the_breaker_again_and_only_one_probe_runs_at_once() {
        let store = Arc::new(Stalling::default());
        store.stalled.store(true, Ordering::SeqCst);
        let guard = Arc::new(guard(&store, 8));
        for _ in 0..TRIP {
            guard.get("t").await.unwrap_err();
        }
        tokio::time::advance(Duration::from_millis(1001)).await;
        let probe = tokio::spawn({
            let guard = Arc::clone(&guard);
            async move { guard.get("t").await.map(|_| ()) }
        });
        tokio::task::yield_now().await;
        // While the probe waits, others fail fast.
        assert!(guard.get("t").await.is_err());
        assert_eq!(store.reached.load(Ordering::SeqCst), 4);
        assert!(probe.await.unwrap().is_err());
        let fault = guard.get("t").await.unwrap_err();
        assert_eq!(store.reached.load(Ordering::SeqCst), 4);
        assert!(fault.retry_after.unwrap() > Duration::from_millis(900));
    }

    #[tokio::test(start_paused = true)]
    async fn past_max_waiting_an_operation_fails_fast_without_reaching_the_store() {
        let store = Arc::new(Stalling::default());
        store.stalled.store(true, Ordering::SeqCst);
        let guard = Arc::new(guard(&store, 2));
        let waiting: Vec<_> = (0..2)
            .map(|_| {
                let guard = Arc::clone(&guard);
                tokio::spawn(async move { guard.get("t").await.map(|_| ()) })
            })
            .collect();
        tokio::task::yield_now().await;
        let started = Instant::now();
        let fault = guard.get("t").await.unwrap_err();
        assert_eq!(started.elapsed(), Duration::ZERO);
        assert_eq!(
            fault.error.0,
            "too many operations waiting on the task store"
        );
        assert_eq!(store.reached.load(Ordering::SeqCst), 2);
        for w in waiting {
            assert!(w.await.unwrap().is_err());
        }
    }
}
