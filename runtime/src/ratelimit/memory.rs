//! The counts of one process: for each caller and limit, the time its next call is due.

use super::{step, RateLimit, Verdict};
use crate::util::lock;
use std::collections::HashMap;
use std::sync::Mutex;
use tokio::time::Instant;

/// Past this many counts, the ones whose due time has passed (they hold nothing a fresh
/// count would not) are dropped.
const SWEEP_AT: usize = 4096;

pub(crate) struct Memory {
    /// The due time of each (caller, scope, limit), in microseconds since `epoch`.
    due: Mutex<HashMap<(String, String, RateLimit), u64>>,
    epoch: Instant,
}

impl Default for Memory {
    fn default() -> Self {
        Memory {
            due: Mutex::new(HashMap::new()),
            epoch: Instant::now(),
        }
    }
}

impl Memory {
    pub(crate) fn check(&self, subject: &str, scope: &str, limit: RateLimit) -> Verdict {
        let now = u64::try_from(self.epoch.elapsed().as_micros()).unwrap_or(u64::MAX);
        let mut due = lock(&self.due);
        if due.len() >= SWEEP_AT {
            due.retain(|_, d| *d > now);
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
