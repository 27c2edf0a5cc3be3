//! [`MemoryLimits`]: the counts of one process, for each caller and limit the time its next
//! call is due.

use super::{LimitStore, RateLimit};
use crate::store::StoreFuture;
use crate::util::lock;
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

/// Past this many counts (then twice the counts kept), the ones whose due time has passed
/// (they hold nothing a fresh count would not) are dropped.
const SWEEP_AT: usize = 4096;

/// Rate limits counted in this process's memory: the default store. Nothing shared: N
/// replicas behind a load balancer admit N times each limit (use a shared store there,
/// such as `RedisLimits`). Each step is one map entry under a lock, on this process's
/// monotonic clock; counts whose due time has passed are swept as the map grows.
pub struct MemoryLimits {
    /// The due time of each count, in microseconds since `epoch`, and the number of counts
    /// at which the next sweep runs.
    due: Mutex<(HashMap<String, u64>, usize)>,
    epoch: Instant,
}

impl Default for MemoryLimits {
    fn default() -> Self {
        MemoryLimits {
            due: Mutex::new((HashMap::new(), SWEEP_AT)),
            epoch: Instant::now(),
        }
    }
}

impl std::fmt::Debug for MemoryLimits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MemoryLimits")
            .field("counts", &lock(&self.due).0.len())
            .finish_non_exhaustive()
    }
}

impl LimitStore for MemoryLimits {
    /// The parts joined, each of the first two after its length (so that no two parts
    /// make one name): no digest to compute, the subject never leaves the process.
    fn name(&self, subject: &str, scope: &str, limit: RateLimit) -> String {
        let mut name = String::with_capacity(subject.len() + scope.len() + 40);
        let _ = write!(
            name,
            "{}:{subject}{}:{scope}{}/{}",
            subject.len(),
            scope.len(),
            limit.count,
            limit.period_ms
        );
        name
    }

    fn step<'a>(
        &'a self,
        name: &'a str,
        limit: RateLimit,
    ) -> StoreFuture<'a, Result<(), Duration>> {
        let now = u64::try_from(self.epoch.elapsed().as_micros()).unwrap_or(u64::MAX);
        let mut guard = lock(&self.due);
        let (due, next_sweep) = &mut *guard;
        if due.len() >= *next_sweep {
            due.retain(|_, d| *d > now);
            // Swept again only once the counts have doubled: a sweep costs each call O(1).
            *next_sweep = (due.len() * 2).max(SWEEP_AT);
        }
        let stepped = match due.get_mut(name) {
            Some(current) => limit.step(*current, now).map(|next| *current = next),
            None => limit.step(0, now).map(|next| {
                due.insert(name.to_owned(), next);
            }),
        };
        Box::pin(std::future::ready(Ok(stepped)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures_util::FutureExt;

    fn step(store: &MemoryLimits, subject: &str, scope: &str, limit: RateLimit) -> bool {
        let name = store.name(subject, scope, limit);
        let stepped = store.step(&name, limit).now_or_never().expect("at once");
        stepped.expect("a store in memory answers").is_ok()
    }

    #[test]
    fn names_of_other_parts_differ() {
        let store = MemoryLimits::default();
        let limit = RateLimit::per_minute(1);
        let names = [
            store.name("ab", "c", limit),
            store.name("a", "bc", limit),
            store.name("a", "bc", RateLimit::per_minute(2)),
            store.name("a", "bc", RateLimit::per_second(1)),
        ];
        for (i, a) in names.iter().enumerate() {
            for b in &names[i + 1..] {
                assert_ne!(a, b);
            }
        }
        assert_eq!(names[0], "2:ab1:c1/60000");
    }

    #[tokio::test(start_paused = true)]
    async fn each_count_is_its_own_and_a_refused_call_leaves_it_as_it_was() {
        let store = MemoryLimits::default();
        let limit = RateLimit::per_minute(2);
        assert!(step(&store, "alice", "charge", limit));
        assert!(step(&store, "alice", "charge", limit));
        assert!(!step(&store, "alice", "charge", limit));
        assert!(step(&store, "bob", "charge", limit));
        assert!(step(&store, "alice", "refund", limit));
        tokio::time::advance(Duration::from_secs(30)).await;
        assert!(step(&store, "alice", "charge", limit));
        assert!(!step(&store, "alice", "charge", limit));
    }
}
