//! The task store behind the store's [`StoreGuard`]: every operation has a deadline, at most so
//! many requests wait on the store at once (refused before their work starts past that), a
//! running task's writes are never refused for that cap, and a part of the store known down
//! is failed fast (a breaker per failure domain, [`TaskStore::domain`]) until a probe finds
//! it back. A store that is down, stalled or reconnecting costs a request at most the
//! deadline, and never holds more than twice
//! [`TaskConfig::max_waiting`](super::TaskConfig::max_waiting) of the server's request slots.

use super::{StoreFuture, TaskStore};
use crate::store::guard::StoreGuard;
pub(crate) use crate::store::guard::{Fault, Work};
use crate::store::Domain;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

/// A [`TaskStore`] behind a [`StoreGuard`].
pub(crate) struct Guarded {
    store: Arc<dyn TaskStore>,
    guard: StoreGuard,
}

/// The guarded store, for one kind of [`Work`].
#[derive(Clone, Copy)]
pub(crate) struct Lane<'a> {
    guarded: &'a Guarded,
    work: Work,
}

impl Guarded {
    pub(crate) fn new(store: Arc<dyn TaskStore>, deadline: Duration, max_waiting: usize) -> Self {
        Guarded {
            store,
            guard: StoreGuard::new("the task store", deadline, max_waiting),
        }
    }

    /// The deadline of one operation.
    // Read by the graceful stop, which only the HTTP transport has.
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) fn deadline(&self) -> Duration {
        self.guard.deadline()
    }

    /// A request's operations (capped).
    pub(crate) fn request(&self) -> Lane<'_> {
        Lane {
            guarded: self,
            work: Work::Request,
        }
    }

    /// A running task's operations (never refused for the cap).
    pub(crate) fn admitted(&self) -> Lane<'_> {
        Lane {
            guarded: self,
            work: Work::Admitted,
        }
    }

    /// The failure domain task `id` lives in.
    pub(crate) fn domain(&self, id: &str) -> Domain {
        self.store.domain(id)
    }

    /// A fault, when the part of the store holding `id` is known to be unreachable now.
    pub(crate) fn known_down(&self, id: &str) -> Option<Fault> {
        self.guard.known_down(self.domain(id))
    }
}

impl<'a> Lane<'a> {
    pub(crate) fn get(
        self,
        id: &'a str,
    ) -> impl Future<Output = Result<Option<String>, Fault>> + Send + 'a {
        self.run(id, move |s| s.get(id))
    }

    pub(crate) fn insert(
        self,
        id: &'a str,
        record: String,
        ttl: Duration,
    ) -> impl Future<Output = Result<bool, Fault>> + Send + 'a {
        self.run(id, move |s| s.insert(id, record, ttl))
    }

    pub(crate) fn replace(
        self,
        id: &'a str,
        old: &'a str,
        new: String,
    ) -> impl Future<Output = Result<bool, Fault>> + Send + 'a {
        self.run(id, move |s| s.replace(id, old, new))
    }

    /// The store's clock where `id` lives, in milliseconds since the epoch.
    pub(crate) fn now(self, id: &'a str) -> impl Future<Output = Result<u64, Fault>> + Send + 'a {
        self.run(id, move |s| s.now(id))
    }

    /// Run one operation on `id` within the bounds.
    fn run<T: Send + 'a>(
        self,
        id: &'a str,
        op: impl FnOnce(&'a dyn TaskStore) -> StoreFuture<'a, T> + Send + 'a,
    ) -> impl Future<Output = Result<T, Fault>> + Send + 'a {
        let Lane { guarded, work } = self;
        let domain = guarded.store.domain(id);
        // Made only once admitted: a store known down is not asked anything.
        guarded
            .guard
            .run(domain, work, async move { op(&*guarded.store).await })
    }
}
