//! The keys of a set behind the store's guard: a key's claim (a request's work, capped and
//! refused before the handler runs), its lease renewed every third of it, and its end
//! settled once and, while the store cannot be reached, again in the background within two
//! thirds of the lease (admitted work). Once here for every [`KeyStore`].

use super::*;
use crate::store::{Backoff, Lease};

/// The keys of a set, in a [`KeyStore`] behind the store's [`StoreGuard`].
pub(crate) struct Keys {
    pub(crate) config: IdempotencyConfig,
    store: Arc<dyn KeyStore>,
    guard: StoreGuard,
    /// The store's lease (`None`: it has none).
    lease: Option<Duration>,
    /// Set apart from the server's backend ([`ToolSet::with_key_store`](crate::ToolSet::with_key_store)):
    /// [`Server::store`](crate::server::Server::store) leaves it.
    pub(crate) apart: bool,
}

/// How many begins may be on the store at once, and as many waiting for a place: past
/// that, a keyed call is refused as retryable before its handler runs.
const MAX_WAITING: usize = 64;

/// The lease a store without one is held to for the retries of a settle (within two
/// thirds of it): the default lease.
const DEFAULT_LEASE: Duration = Lease::TERM;

/// What a call with a key does.
pub(crate) enum Begin {
    /// Run the handler, then [`Ticket::finish`].
    Run(Ticket),
    /// Answer the first call's outcome.
    Replay(Outcome),
    /// The first call runs: wait until this changes (or, with `None`, a moment), then
    /// begin again.
    Busy(Option<watch::Receiver<()>>),
    /// The key's state refuses the call: the handler does not run.
    Refused(KeyRefusal),
}

/// Why a call with a key does not run.
pub(crate) enum KeyRefusal {
    /// The key was used with other arguments.
    Reused,
    /// The first call was cancelled or timed out.
    Interrupted,
    /// The store lost its memory lately (restarted empty, flushed) and does not know the
    /// key: its first call may have run before the loss.
    Forgotten,
    /// Every kept key is running: no room for another.
    Full,
    /// The store of the keys cannot be reached (the detail for the log): the call does not
    /// run, since running it unchecked could run it twice.
    Unavailable(Fault),
}

/// The first call of a key, running; dropped unfinished (the call cancelled), the key is
/// left interrupted.
pub(crate) struct Ticket {
    /// The key's end to write; `None` once written, or being written.
    settling: Option<Settling>,
    /// The lease's renewal, for a store with a lease.
    renewal: Option<JoinHandle<()>>,
}

/// A first call's claim, for the writes of its end.
struct Settling {
    keys: Arc<Keys>,
    name: String,
    claim: Claim,
    /// Whether the store answered the claim (`false`: a claim freed after a begin whose
    /// answer was lost, which may never have landed).
    claimed: bool,
}

/// A first call's end, owned, for a settle retried in the background.
enum Ending {
    Done(Outcome),
    Interrupted,
    Free,
}

impl Ending {
    fn end(&self) -> End<'_> {
        match self {
            Ending::Done(outcome) => End::Done(outcome),
            Ending::Interrupted => End::Interrupted,
            Ending::Free => End::Free,
        }
    }
}

impl Keys {
    /// Keys in this process's memory, at most `config.max_keys`.
    pub(crate) fn new(config: IdempotencyConfig) -> Keys {
        Keys::with_store(config, MemoryKeys::default().max_keys(config.max_keys))
    }

    /// Keys in `store`, its preparation started.
    pub(crate) fn with_store(config: IdempotencyConfig, store: impl KeyStore) -> Keys {
        Keys::shared(config, Arc::new(store))
    }

    /// Keys in `store`, already shared (a backend's), its preparation started.
    pub(crate) fn shared(config: IdempotencyConfig, store: Arc<dyn KeyStore>) -> Keys {
        let keys = Keys {
            config,
            guard: StoreGuard::new("the idempotency key store", store.timeout(), MAX_WAITING),
            lease: store.lease_time(),
            store,
            apart: false,
        };
        keys.prepare();
        keys
    }

    /// Start [`KeyStore::prepare`]: done at once, or in the background within the deadline.
    /// Without a runtime, left to the store's first begin.
    fn prepare(&self) {
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        let (store, deadline) = (Arc::clone(&self.store), self.guard.deadline());
        let mut prepared = Box::pin(async move { store.prepare().await });
        let report = |prepared: Result<(), crate::store::StoreError>| {
            if let Err(e) = prepared {
                tracing::warn!(target: "toolwright", error = %e, "the idempotency key store could not prepare yet");
            }
        };
        match prepared.as_mut().now_or_never() {
            Some(prepared) => report(prepared),
            None => {
                runtime.spawn(async move {
                    let prepared = tokio::time::timeout(deadline, prepared).await;
                    report(prepared.unwrap_or_else(|_| {
                        Err(crate::store::StoreError(format!(
                            "no answer within {} ms",
                            deadline.as_millis()
                        )))
                    }));
                });
            }
        }
    }

    /// Begin a call of `tool` by `subject` with `key` and arguments of `fingerprint`.
    pub(crate) async fn begin(
        self: &Arc<Self>,
        (subject, tool, key): (&str, &'static str, &str),
        fingerprint: [u8; 32],
    ) -> Begin {
        let name = self.store.name(subject, tool, key);
        let claim = Claim::new(fingerprint, self.config.ttl);
        let asked_at = tokio::time::Instant::now();
        let store = &*self.store;
        // Made only once admitted: a store known down is not asked anything.
        let begin = async { store.begin(&name, &claim).await };
        let found = match self
            .guard
            .run(store.domain(&name), Work::Request, begin)
            .await
        {
            Ok(found) => found,
            Err(fault) => {
                if fault.cause == Cause::Store {
                    // The store may have claimed the key and its answer been lost: what this
                    // call may hold is freed (only it knows its owner), in the background.
                    let settling = self.settling(name, claim, false);
                    settling.retry_later(Ending::Free, Duration::ZERO);
                }
                return Begin::Refused(KeyRefusal::Unavailable(fault));
            }
        };
        match found {
            KeyStatus::Run => {
                let renewal = self
                    .lease
                    .map(|term| self.renewal(&name, &claim, Lease::taken(term, asked_at)));
                Begin::Run(Ticket {
                    settling: Some(self.settling(name, claim, true)),
                    renewal,
                })
            }
            KeyStatus::Busy(changed) => Begin::Busy(changed),
            KeyStatus::Done(outcome) => Begin::Replay(outcome),
            KeyStatus::Reused => Begin::Refused(KeyRefusal::Reused),
            KeyStatus::Interrupted => Begin::Refused(KeyRefusal::Interrupted),
            KeyStatus::Forgotten => Begin::Refused(KeyRefusal::Forgotten),
            KeyStatus::Full => Begin::Refused(KeyRefusal::Full),
        }
    }

    fn settling(self: &Arc<Self>, name: String, claim: Claim, claimed: bool) -> Settling {
        Settling {
            keys: Arc::clone(self),
            name,
            claim,
            claimed,
        }
    }

    /// Renew `lease`, `claim`'s on `name`, every third of it while its first call runs here
    /// (admitted work: never refused; a failure is retried a third later). Ends when the
    /// store says the claim is no longer its owner's (fenced: taken over).
    fn renewal(self: &Arc<Self>, name: &str, claim: &Claim, mut lease: Lease) -> JoinHandle<()> {
        let (keys, name, claim) = (Arc::clone(self), name.to_owned(), claim.clone());
        tokio::spawn(async move {
            let store = &*keys.store;
            let mut next = lease.next_renewal();
            loop {
                tokio::time::sleep_until(next).await;
                let asked_at = tokio::time::Instant::now();
                let renew = store.renew(&name, &claim);
                match keys
                    .guard
                    .run(store.domain(&name), Work::Admitted, renew)
                    .await
                {
                    Ok(true) => {
                        lease.renewed(asked_at);
                        next = lease.next_renewal();
                    }
                    Ok(false) => return,
                    Err(fault) => {
                        tracing::warn!(
                            target: "toolwright",
                            error = %fault.error,
                            "idempotency key lease not renewed; retrying"
                        );
                        next = asked_at + lease.term() / 3;
                    }
                }
            }
        })
    }
}

impl Ticket {
    /// The first call ended with `outcome`, in its era-neutral form (a success's
    /// `structuredContent` unwrapped: each replay is rendered in its own request's era).
    /// Written once now and, while the store cannot be reached, again in the background.
    pub(crate) async fn finish(mut self, outcome: &Outcome) {
        self.stop_renewal();
        // Taken before the write: cancelled during it, nothing is left for `Drop` (the
        // write lands or not; if not, the lease lapses into doubt).
        let Some(settling) = self.settling.take() else {
            return;
        };
        let end = match settled(outcome) {
            Settle::Done => End::Done(outcome),
            Settle::Interrupted => End::Interrupted,
            Settle::Nothing => End::Free,
        };
        if settling.attempt(end).await {
            return;
        }
        let ending = match end {
            End::Done(outcome) => Ending::Done(outcome.clone()),
            End::Interrupted => Ending::Interrupted,
            End::Free => Ending::Free,
        };
        settling.retry_later(ending, Backoff::FIRST);
    }

    fn stop_renewal(&mut self) {
        if let Some(renewal) = self.renewal.take() {
            renewal.abort();
        }
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.stop_renewal();
        let Some(settling) = self.settling.take() else {
            return;
        };
        // Cancelled mid-call: the key is left in doubt (or, should this write not land, its
        // lease lapses into the same). A store that answers at once (in this process) is
        // written here, so that the next call with the key finds it so.
        let in_process = settling.keys.lease.is_none();
        let mut settle = Box::pin(async move {
            if !settling.attempt(End::Interrupted).await {
                settling.retry_later(Ending::Interrupted, Backoff::FIRST);
            }
        });
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => {
                if settle.as_mut().now_or_never().is_none() {
                    runtime.spawn(settle);
                }
            }
            // Without a runtime only a store in this process is asked (no timer, no socket).
            Err(_) if in_process => {
                let _ = settle.as_mut().now_or_never();
            }
            Err(_) => {}
        }
    }
}

impl Settling {
    /// One try at writing `end` (admitted work: never refused for the cap or a breaker);
    /// `false` when the store could not be reached.
    async fn attempt(&self, end: End<'_>) -> bool {
        let store = &*self.keys.store;
        let settle = store.settle(&self.name, &self.claim, end);
        match self
            .keys
            .guard
            .run(store.domain(&self.name), Work::Admitted, settle)
            .await
        {
            Ok(true) => true,
            Ok(false) => {
                if self.claimed {
                    tracing::warn!(
                        target: "toolwright",
                        "idempotency key's lease lapsed before its first call ended: the key answers unknown_outcome"
                    );
                }
                true
            }
            Err(fault) if self.claimed => {
                tracing::warn!(target: "toolwright", error = %fault.error, "idempotency key not settled yet: the store is unreachable");
                false
            }
            Err(_) => false,
        }
    }

    /// Write `end` in the background, first after `wait`, then with backoff while the
    /// store cannot be reached, within two thirds of the lease (past that the lease lapses
    /// into doubt in any case).
    fn retry_later(self, end: Ending, wait: Duration) {
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        let lease = self.keys.lease.unwrap_or(DEFAULT_LEASE);
        let until = tokio::time::Instant::now() + lease * 2 / 3;
        runtime.spawn(async move {
            let mut backoff = Backoff::starting(wait, until);
            while backoff.wait().await {
                if self.attempt(end.end()).await {
                    if self.claimed {
                        tracing::info!(target: "toolwright", "idempotency key settled once the store answered again");
                    }
                    return;
                }
            }
            if self.claimed {
                tracing::warn!(
                    target: "toolwright",
                    "idempotency key not settled: the store stayed unreachable; its lease will lapse into unknown_outcome"
                );
            }
        });
    }
}
