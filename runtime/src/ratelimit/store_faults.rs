//! The limits' wrapper around a [`LimitStore`] that stalls: the rule is applied within the
//! deadline, then for a second without asking the store, then one call probes it while the
//! others keep to the rule; a part of the store down leaves the others counted.

use super::*;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use tokio::time::Instant;

/// [`MemoryLimits`] that stalls (never answers) while `stalled`, or only for the counts of
/// `scope` `"down"` (another failure domain), counting the steps that reached it.
#[derive(Default)]
struct Stalling {
    inner: MemoryLimits,
    stalled: AtomicBool,
    reached: AtomicUsize,
    on_failure: Option<StoreFailure>,
}

impl LimitStore for Stalling {
    fn name(&self, subject: &str, scope: &str, limit: RateLimit) -> String {
        self.inner.name(subject, scope, limit)
    }

    fn step<'a>(
        &'a self,
        name: &'a str,
        limit: RateLimit,
    ) -> StoreFuture<'a, Result<(), Duration>> {
        self.reached.fetch_add(1, Ordering::SeqCst);
        if self.stalled.load(Ordering::SeqCst) || self.domain(name) == 1 {
            return Box::pin(std::future::pending());
        }
        self.inner.step(name, limit)
    }

    fn domain(&self, name: &str) -> Domain {
        u64::from(name.contains(":down"))
    }

    fn store_failure(&self) -> StoreFailure {
        self.on_failure.unwrap_or_default()
    }
}

fn stalled(on_failure: StoreFailure) -> Arc<Stalling> {
    let store = Stalling {
        on_failure: Some(on_failure),
        ..Stalling::default()
    };
    store.stalled.store(true, Ordering::SeqCst);
    Arc::new(store)
}

const LIMIT: RateLimit = RateLimit::per_minute(1);

#[tokio::test(start_paused = true)]
async fn a_stalled_store_admits_by_the_open_rule_then_probes_once_a_second() {
    let store = stalled(StoreFailure::Open);
    let limits = Arc::new(Limits::new(Arc::clone(&store)));
    let started = Instant::now();
    assert_eq!(limits.check("alice", "send", LIMIT).await, Verdict::Admit);
    assert_eq!(started.elapsed(), Duration::from_millis(250));
    // For a second, the rule without asking the store.
    for _ in 0..5 {
        assert_eq!(limits.check("alice", "send", LIMIT).await, Verdict::Admit);
    }
    assert_eq!(started.elapsed(), Duration::from_millis(250));
    assert_eq!(store.reached.load(Ordering::SeqCst), 1);
    tokio::time::advance(Duration::from_millis(1001)).await;
    // One call probes it (and waits its deadline); the others keep to the rule meanwhile.
    let probe = tokio::spawn({
        let limits = Arc::clone(&limits);
        async move { limits.check("alice", "send", LIMIT).await }
    });
    tokio::task::yield_now().await;
    let at = Instant::now();
    assert_eq!(limits.check("bob", "send", LIMIT).await, Verdict::Admit);
    assert_eq!(at.elapsed(), Duration::ZERO);
    assert_eq!(probe.await.unwrap(), Verdict::Admit);
    assert_eq!(store.reached.load(Ordering::SeqCst), 2);
    // Back: counted again, the limit's own answers.
    tokio::time::advance(Duration::from_millis(1001)).await;
    store.stalled.store(false, Ordering::SeqCst);
    assert_eq!(limits.check("alice", "send", LIMIT).await, Verdict::Admit);
    assert_eq!(
        limits.check("alice", "send", LIMIT).await,
        Verdict::Refuse(Duration::from_secs(60))
    );
}

#[tokio::test(start_paused = true)]
async fn a_stalled_store_refuses_by_the_closed_rule_and_one_part_down_leaves_the_others_counted() {
    let store = stalled(StoreFailure::Closed);
    let limits = Limits::new(Arc::clone(&store));
    assert_eq!(
        limits.check("alice", "send", LIMIT).await,
        Verdict::Unavailable
    );
    assert_eq!(
        limits.check("alice", "send", LIMIT).await,
        Verdict::Unavailable
    );
    assert_eq!(store.reached.load(Ordering::SeqCst), 1);
    // Only the domain of the counts of scope `down` stalls.
    let store = stalled(StoreFailure::Closed);
    store.stalled.store(false, Ordering::SeqCst);
    let limits = Limits::new(Arc::clone(&store));
    assert_eq!(
        limits.check("alice", "down", LIMIT).await,
        Verdict::Unavailable
    );
    let at = Instant::now();
    assert_eq!(limits.check("alice", "send", LIMIT).await, Verdict::Admit);
    assert_eq!(
        limits.check("alice", "send", LIMIT).await,
        Verdict::Refuse(Duration::from_secs(60))
    );
    assert_eq!(at.elapsed(), Duration::ZERO);
}

#[tokio::test]
async fn the_memory_store_is_counted_through_the_guard() {
    let limits = Limits::default();
    assert_eq!(limits.check("", "*", LIMIT).await, Verdict::Admit);
    assert!(matches!(
        limits.check("", "*", LIMIT).await,
        Verdict::Refuse(wait) if wait > Duration::from_secs(59)
    ));
}
