//! The counts of one process: for each caller and limit, the time its next call is due.

use super::{step, RateLimit, Verdict};
use crate::util::lock;
use std::collections::HashMap;
use std::sync::Mutex;
use tokio::time::Instant;

/// Past this many counts (then twice the counts kept), the ones whose due time has passed
/// (they hold nothing a fresh count would not) are dropped.
const SWEEP_AT: usize = 4096;

/// Whose count: the caller's subject, the scope (a tool, or `*`), the limit.
type Count = (String, String, RateLimit);

pub(crate) struct Memory {
    /// The due time of each (caller, scope, limit), in microseconds since `epoch`, and the
    /// count at which the next sweep runs.
    due: Mutex<(HashMap<Count, u64>, usize)>,
    epoch: Instant,
}

impl Default for Memory {
    fn default() -> Self {
        Memory {
            due: Mutex::new((HashMap::new(), SWEEP_AT)),
            epoch: Instant::now(),
        }
    }
}

impl Memory {
    pub(crate) fn check(&self, subject: &str, scope: &str, limit: RateLimit) -> Verdict {
        let now = u64::try_from(self.epoch.elapsed().as_micros()).unwrap_or(u64::MAX);
        let mut guard = lock(&self.due);
        let (due, next_sweep) = &mut *guard;
        if due.len() >= *next_sweep {
            due.retain(|_, d| *d > now);
            // Swept again only once the counts have doubled: a sweep costs each call O(1).
            *next_sweep = (due.len() * 2).max(SWEEP_AT);
        }
        let key = (subject.to_owned(), scope.to_owned(), limit);
        let current = due.get(&key).copied().unwrap_or(0);
        match step(current, now, limit) {
            Ok(next) => {
                due.insert(key, next);
                Verdict::Admit
            }
            Err(wait) => Verdict::Refuse(wait),
        }
    }
}
