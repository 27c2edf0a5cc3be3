use super::*;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

/// A store that stalls (never answers) while `stalled`, counting what reached it.
#[derive(Default)]
struct Stalling {
    stalled: AtomicBool,
    reached: AtomicUsize,
}

impl Stalling {
    /// One operation; it counts as reaching the store when first polled.
    async fn op(&self) -> Result<(), StoreError> {
        self.reached.fetch_add(1, Ordering::SeqCst);
        if self.stalled.load(Ordering::SeqCst) {
            std::future::pending::<()>().await;
        }
        Ok(())
    }

    fn reached(&self) -> usize {
        self.reached.load(Ordering::SeqCst)
    }
}

fn stalled() -> Arc<Stalling> {
    let store = Arc::new(Stalling::default());
    store.stalled.store(true, Ordering::SeqCst);
    store
}

fn guard(max_waiting: usize) -> Arc<StoreGuard> {
    Arc::new(StoreGuard::new(
        "the test store",
        Duration::from_millis(1000),
        max_waiting,
    ))
}

#[tokio::test(start_paused = true)]
async fn a_stalled_store_is_answered_within_the_deadline_as_retryable() {
    let store = stalled();
    let guard = guard(8);
    let started = Instant::now();
    let fault = guard.run(0, Work::Request, store.op()).await.unwrap_err();
    assert_eq!(started.elapsed(), Duration::from_millis(1000));
    assert_eq!(fault.retry_after, Some(Duration::from_millis(1000)));
    assert_eq!(fault.error.0, "no answer within 1000 ms");
}

#[tokio::test(start_paused = true)]
async fn three_failures_open_the_breaker_which_fails_fast_then_probes_and_closes() {
    let store = stalled();
    let guard = guard(8);
    for _ in 0..TRIP {
        guard.run(0, Work::Request, store.op()).await.unwrap_err();
    }
    assert_eq!(store.reached(), 3);
    // Open: answered at once, the store not asked.
    let started = Instant::now();
    let fault = guard.run(0, Work::Request, store.op()).await.unwrap_err();
    assert_eq!(started.elapsed(), Duration::ZERO);
    assert_eq!(store.reached(), 3);
    assert_eq!(fault.error.0, "the test store is known to be unreachable");
    assert_eq!(fault.retry_after, Some(Duration::from_millis(1000)));
    // After the cool-down one probe reaches the store; it answers, and the breaker closes.
    tokio::time::advance(Duration::from_millis(1001)).await;
    store.stalled.store(false, Ordering::SeqCst);
    guard.run(0, Work::Request, store.op()).await.unwrap();
    guard.run(0, Work::Request, store.op()).await.unwrap();
    assert_eq!(store.reached(), 5);
}

#[tokio::test(start_paused = true)]
async fn a_failed_probe_opens_the_breaker_again_and_only_one_probe_runs_at_once() {
    let store = stalled();
    let guard = guard(8);
    for _ in 0..TRIP {
        guard.run(0, Work::Request, store.op()).await.unwrap_err();
    }
    tokio::time::advance(Duration::from_millis(1001)).await;
    let probe = tokio::spawn({
        let (guard, store) = (Arc::clone(&guard), Arc::clone(&store));
        async move { guard.run(0, Work::Request, store.op()).await }
    });
    tokio::task::yield_now().await;
    // While the probe waits, others fail fast.
    let started = Instant::now();
    assert!(guard.run(0, Work::Request, store.op()).await.is_err());
    assert_eq!(started.elapsed(), Duration::ZERO);
    assert_eq!(store.reached(), 4);
    assert!(probe.await.unwrap().is_err());
    let fault = guard.run(0, Work::Request, store.op()).await.unwrap_err();
    assert_eq!(store.reached(), 4);
    assert!(fault.retry_after.unwrap() > Duration::from_millis(900));
}

#[tokio::test(start_paused = true)]
async fn one_domain_down_fails_fast_while_another_domain_is_served() {
    let store = stalled();
    let guard = guard(8);
    for _ in 0..TRIP {
        guard.run(7, Work::Request, store.op()).await.unwrap_err();
    }
    let started = Instant::now();
    assert!(guard.known_down(7).is_some());
    assert!(guard.known_down(8).is_none());
    guard
        .run(8, Work::Request, async { Ok(()) })
        .await
        .expect("domain 8 is served");
    assert!(guard.run(7, Work::Request, async { Ok(()) }).await.is_err());
    assert_eq!(started.elapsed(), Duration::ZERO);
    // A running task's write still reaches it: a store that takes writes again takes them.
    assert_eq!(
        guard.run(7, Work::Admitted, async { Ok(9) }).await.unwrap(),
        9
    );
    assert!(
        guard.known_down(7).is_none(),
        "its success closed the breaker"
    );
}

#[tokio::test(start_paused = true)]
async fn past_max_waiting_requests_are_refused_at_once_without_reaching_the_store() {
    let store = stalled();
    let guard = guard(2);
    // Two in flight, two waiting for a place.
    let waiting: Vec<_> = (0..4)
        .map(|_| {
            let (guard, store) = (Arc::clone(&guard), Arc::clone(&store));
            tokio::spawn(async move { guard.run(0, Work::Request, store.op()).await })
        })
        .collect();
    tokio::task::yield_now().await;
    let started = Instant::now();
    let fault = guard.run(0, Work::Request, store.op()).await.unwrap_err();
    assert_eq!(started.elapsed(), Duration::ZERO);
    assert_eq!(fault.error.0, "too many requests waiting on the test store");
    assert_eq!(fault.retry_after, Some(Duration::from_millis(1000)));
    assert_eq!(store.reached(), 2);
    for w in waiting {
        assert!(w.await.unwrap().is_err());
    }
}

#[tokio::test(start_paused = true)]
async fn a_request_behind_a_busy_healthy_store_waits_for_a_place_and_runs() {
    let guard = guard(1);
    let slow = tokio::spawn({
        let guard = Arc::clone(&guard);
        async move {
            guard
                .run(0, Work::Request, async {
                    tokio::time::sleep(Duration::from_millis(300)).await;
                    Ok(1)
                })
                .await
        }
    });
    tokio::task::yield_now().await;
    let started = Instant::now();
    let second = guard.run(0, Work::Request, async { Ok(2) }).await.unwrap();
    assert_eq!(second, 2);
    assert_eq!(started.elapsed(), Duration::from_millis(300));
    assert_eq!(slow.await.unwrap().unwrap(), 1);
}

#[tokio::test(start_paused = true)]
async fn admitted_work_is_never_refused_for_the_cap() {
    let store = stalled();
    let guard = guard(1);
    let spawn = || {
        let (guard, store) = (Arc::clone(&guard), Arc::clone(&store));
        tokio::spawn(async move { guard.run(0, Work::Request, store.op()).await })
    };
    let (holding, queued) = (spawn(), spawn());
    tokio::task::yield_now().await;
    // The cap is full (one in flight, one waiting): a request is refused at once ...
    assert!(guard.run(0, Work::Request, async { Ok(()) }).await.is_err());
    // ... and a running task's write goes through.
    let started = Instant::now();
    assert_eq!(
        guard.run(0, Work::Admitted, async { Ok(5) }).await.unwrap(),
        5
    );
    assert_eq!(started.elapsed(), Duration::ZERO);
    let _ = (holding.await, queued.await);
}

#[tokio::test(start_paused = true)]
async fn a_guard_told_to_trip_at_the_first_failure_cools_down_as_long_as_it_was_told() {
    let store = stalled();
    let guard = StoreGuard::new("the test store", Duration::from_millis(250), 8)
        .trip_after(1)
        .cool_down(Duration::from_secs(1));
    guard.run(0, Work::Request, store.op()).await.unwrap_err();
    let fault = guard.run(0, Work::Request, store.op()).await.unwrap_err();
    assert_eq!(fault.cause, Cause::KnownDown);
    assert_eq!(fault.retry_after, Some(Duration::from_millis(1000)));
    assert_eq!(store.reached(), 1);
    tokio::time::advance(Duration::from_millis(999)).await;
    assert!(guard.known_down(0).is_some());
    tokio::time::advance(Duration::from_millis(2)).await;
    // One probe; it fails: a second again.
    let fault = guard.run(0, Work::Request, store.op()).await.unwrap_err();
    assert_eq!((fault.cause, store.reached()), (Cause::Store, 2));
    assert_eq!(
        guard.known_down(0).and_then(|f| f.retry_after),
        Some(Duration::from_millis(1000))
    );
}

#[test]
fn an_operation_that_answers_at_once_needs_no_timer_and_one_that_waits_no_runtime_to_fail() {
    use futures_util::FutureExt;
    let guard = StoreGuard::new("the test store", Duration::from_millis(250), 8);
    // No tokio runtime here: an answer at once is taken without a timer ...
    let answered = guard.run(0, Work::Request, async { Ok(7) }).now_or_never();
    assert_eq!(answered.map(Result::unwrap), Some(7));
    // ... and one that waits is a fault, not a panic.
    let waited = guard
        .run(
            0,
            Work::Admitted,
            std::future::pending::<Result<(), StoreError>>(),
        )
        .now_or_never()
        .expect("answered at once");
    assert_eq!(
        waited.unwrap_err().error.0,
        "no tokio runtime to time the operation by"
    );
}
