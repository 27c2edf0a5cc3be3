//! [`MemoryTasks`]: tasks in this process's memory.

use super::{StoreFuture, TaskStore};
use crate::util::lock;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Tasks in this process's memory: the default store. Nothing to run, and nothing shared:
/// behind a load balancer, a task is known only to the replica that created it (use a
/// shared store there). Expired records are dropped as the map is used.
#[derive(Debug, Default)]
pub struct MemoryTasks {
    records: Mutex<HashMap<String, (Instant, String)>>,
}

impl MemoryTasks {
    fn prune(records: &mut HashMap<String, (Instant, String)>) {
        let now = Instant::now();
        records.retain(|_, (until, _)| *until > now);
    }
}

impl TaskStore for MemoryTasks {
    fn insert<'a>(&'a self, id: &'a str, record: String, ttl: Duration) -> StoreFuture<'a, bool> {
        let mut records = lock(&self.records);
        Self::prune(&mut records);
        let fresh = !records.contains_key(id);
        if fresh {
            records.insert(id.to_owned(), (Instant::now() + ttl, record));
        }
        Box::pin(std::future::ready(Ok(fresh)))
    }

    fn get<'a>(&'a self, id: &'a str) -> StoreFuture<'a, Option<String>> {
        let records = lock(&self.records);
        let record = records
            .get(id)
            .filter(|(until, _)| *until > Instant::now())
            .map(|(_, record)| record.clone());
        Box::pin(std::future::ready(Ok(record)))
    }

    fn replace<'a>(&'a self, id: &'a str, old: &'a str, new: String) -> StoreFuture<'a, bool> {
        let mut records = lock(&self.records);
        let swapped = match records.get_mut(id) {
            Some((until, record)) if *until > Instant::now() && record == old => {
                *record = new;
                true
            }
            _ => false,
        };
        Box::pin(std::future::ready(Ok(swapped)))
    }

    /// This process's wall clock: one process, one clock.
    fn now<'a>(&'a self, _id: &'a str) -> StoreFuture<'a, u64> {
        Box::pin(std::future::ready(Ok(super::record::now_ms())))
    }
}
