//! The runner that carries a task's handler to its end: its questions to the store, the
//! client's answers back, its progress as the status message, its lease renewed on the
//! store's clock, a cancel obeyed, and its end written (retried while the store cannot be
//! reached, until the lease would lapse).

use super::change::{end_lost, modify, Lost, FORGOTTEN};
use super::guard::{Fault, Guarded};
use super::record::{Record, Status};
use crate::classify;
use crate::context::Progress;
use crate::store::{Backoff, Lease};
use crate::talk::Inbox;
use crate::wire::Outcome;
use serde_json::Map;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use tokio::time::Instant;

/// How often a runner looks at its task in the store (a cancel, answers).
const WATCH: Duration = Duration::from_millis(100);

/// A task's latest progress report, as its `statusMessage`.
#[derive(Default)]
pub(super) struct Reported {
    latest: std::sync::Mutex<Option<String>>,
    moved: tokio::sync::Notify,
}

impl Reported {
    /// The report's message, or `progress/total` (`progress` alone without a total).
    pub(super) fn report(&self, report: &Progress) {
        let text = report
            .message
            .clone()
            .unwrap_or_else(|| match report.total {
                Some(total) => format!("{}/{total}", report.progress),
                None => report.progress.to_string(),
            });
        *crate::util::lock(&self.latest) = Some(text);
        self.moved.notify_one();
    }

    pub(super) fn take(&self) -> Option<String> {
        crate::util::lock(&self.latest).take()
    }
}

/// A task's handler, running apart: dropped (aborted) with the runner.
struct HandlerTask(tokio::task::JoinHandle<Outcome>);

impl HandlerTask {
    /// Drop the handler now, and wait until it is gone.
    async fn stop(&mut self) {
        self.0.abort();
        let _ = (&mut self.0).await;
    }
}

impl Drop for HandlerTask {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// The word to stop (never, once no one can give it).
async fn stopped(stop: &mut watch::Receiver<bool>) {
    if stop.wait_for(|stop| *stop).await.is_err() {
        std::future::pending::<()>().await;
    }
}

/// A question asked by the handler (a permit is kept when none waits: none is missed).
async fn asked(inbox: Option<&Inbox>) {
    match inbox {
        Some(inbox) => inbox.asked.notified().await,
        None => std::future::pending().await,
    }
}

/// What carries a task's handler to its end.
pub(super) struct Runner {
    pub(super) store: Arc<Guarded>,
    pub(super) id: String,
    /// The task's lease, renewed on the store's clock every third of it.
    pub(super) lease: Lease,
    /// When the task's record expires, on this replica's monotonic clock (at the latest).
    pub(super) expires: Instant,
    pub(super) tool: String,
    /// The task's record as this runner last saw it: written back should the store lose
    /// it while the handler runs.
    pub(super) last: Record,
    pub(super) running: watch::Sender<usize>,
    pub(super) stop: watch::Receiver<bool>,
}

impl Drop for Runner {
    fn drop(&mut self) {
        self.running.send_modify(|n| *n -= 1);
    }
}

impl Runner {
    /// Carry the task to its end. The handler runs in a tokio task of its own, so that a
    /// store that is slow to answer the runner never holds the handler back; every way out
    /// of here but its end drops it.
    pub(super) async fn drive(
        mut self,
        run: Pin<Box<dyn Future<Output = Outcome> + Send>>,
        inbox: Option<Arc<Inbox>>,
        progress: Arc<Reported>,
    ) {
        let mut run = HandlerTask(tokio::spawn(run));
        let guarded = Arc::clone(&self.store);
        let store = guarded.admitted();
        let id = self.id.clone();
        let id = id.as_str();
        let mut watch = tokio::time::interval(WATCH);
        let mut stop = self.stop.clone();
        loop {
            tokio::select! {
                // The handler's end first: a runner busy looking at a slow store must not
                // keep it waiting.
                biased;
                outcome = &mut run.0 => {
                    let outcome = match outcome {
                        Ok(outcome) => outcome,
                        // Cancelled from outside (this runner never aborts it but through
                        // `stop`): the runtime is going away, as a process that dies. Nothing
                        // is recorded; the lease lapses and the task ends as lost.
                        Err(e) if e.is_cancelled() => return,
                        Err(e) => classify::runtime_internal(
                            &self.tool,
                            "<task>",
                            &format!("the task's handler ended: {e}"),
                        ),
                    };
                    self.finish(outcome).await;
                    return;
                }
                () = stopped(&mut stop) => {
                    run.stop().await;
                    self.end_stopped().await;
                    return;
                }
                () = asked(inbox.as_deref()) => {
                    let Some(inbox) = &inbox else { continue };
                    let new = inbox.take_new();
                    let published = modify(store, id, |r| {
                        if r.status.is_terminal() {
                            return false;
                        }
                        for question in &new {
                            r.inputs.insert(question.key.clone(), question.to_json());
                        }
                        r.set(Status::InputRequired);
                        true
                    })
                    .await;
                    if !self.still_running(published).await {
                        return;
                    }
                }
                () = progress.moved.notified() => {
                    let Some(message) = progress.take() else { continue };
                    let told = modify(store, id, |r| {
                        if r.status.is_terminal() {
                            return false;
                        }
                        r.message = Some(message.clone());
                        r.updated = super::record::now_ms();
                        true
                    })
                    .await;
                    if !self.still_running(told).await {
                        return;
                    }
                }
                _ = watch.tick() => {
                    if !self.look(inbox.as_deref()).await {
                        return;
                    }
                }
            }
        }
    }

    /// The runner's regular look at its task: a cancel, answers the client brought (handed
    /// to the handler), and the lease renewed on the store's clock once a third of it has
    /// passed. Whether the task still runs.
    async fn look(&mut self, inbox: Option<&Inbox>) -> bool {
        let store = self.store.admitted();
        let id = self.id.as_str();
        let renew = self.lease.due();
        let asked_at = Instant::now();
        // The lease is on the store's clock: no replica's own clock decides it.
        let lease = if renew {
            match store.now(id).await {
                Ok(now) => Some(self.lease.until(now)),
                Err(fault) => return self.still_running(Err(fault)).await,
            }
        } else {
            None
        };
        let mut taken = Map::new();
        let last = &self.last;
        let seen = modify(store, id, |r| {
            if r.status.is_terminal() {
                return false;
            }
            // A reader wrote the lost record back as a placeholder: this runner's own
            // record goes back in its place.
            let adopted = r.tool == FORGOTTEN;
            if adopted {
                let lease = r.lease;
                *r = last.clone();
                r.lease = r.lease.max(lease);
            }
            taken = std::mem::take(&mut r.answers);
            if let Some(lease) = lease {
                r.lease = lease;
            }
            adopted || lease.is_some() || !taken.is_empty()
        })
        .await;
        let renewed = lease.is_some() && matches!(seen, Ok(Some(_)));
        if !self.still_running(seen).await {
            return false;
        }
        if renewed {
            self.lease.renewed(asked_at);
        }
        if let Some(inbox) = inbox {
            for (key, answer) in taken {
                inbox.answer(&key, answer);
            }
        }
        true
    }

    /// Whether the task still runs (not ended by a cancel, nor expired, nor unreadable).
    /// Returning `false` drops the handler, as a cancelled call's is. A record the store
    /// lost while the handler runs (restarted empty, flushed) is written back as it was.
    async fn still_running(&mut self, seen: Result<Option<Record>, Fault>) -> bool {
        let seen = match seen {
            Ok(None) => self.write_back(self.last.clone()).await,
            other => other,
        };
        match seen {
            Ok(Some(record)) if !record.status.is_terminal() => {
                self.last = record;
                true
            }
            Ok(Some(record)) => {
                tracing::info!(target: "toolwright::server", tool = %self.tool, task = %self.id, status = record.status.as_str(), "the task ended; its handler is dropped");
                false
            }
            Ok(None) => {
                tracing::warn!(target: "toolwright::server", tool = %self.tool, task = %self.id, "the task's record is gone while running (its ttl over); its handler is dropped");
                false
            }
            Err(fault) => {
                // The store may come back: the handler runs on, and the lease decides.
                tracing::error!(target: "toolwright::server", tool = %self.tool, task = %self.id, error = %fault.error, "the task store failed");
                true
            }
        }
    }

    /// Record the handler's end: a result makes a `completed` task, an error a `failed`
    /// one, each exactly as the direct call would have answered.
    async fn finish(&self, outcome: Outcome) {
        let outcome = match outcome {
            outcome @ (Outcome::Result(_) | Outcome::Error(_)) => outcome,
            // Never: a task's questions wait in the task.
            other => classify::runtime_internal(
                &self.tool,
                "<task>",
                &format!("a task's handler ended with {other:?}"),
            ),
        };
        self.last_write("the task ended", |r| r.end(&outcome)).await;
    }

    /// The drain deadline of a stop ran out: the task ends as lost now.
    async fn end_stopped(&self) {
        self.last_write("the server stopped; the task ended as lost", |r| {
            end_lost(r, Lost::Stopped)
        })
        .await;
    }

    /// Write `record` back under the task's id: the store lost it (restarted empty,
    /// flushed, failed over to a replica without it) while this runner carries the task.
    /// What the store holds then (`None`: the task's ttl is over, nothing written).
    async fn write_back(&self, record: Record) -> Result<Option<Record>, Fault> {
        let store = self.store.admitted();
        let now = store.now(&self.id).await?;
        let Some(left) = (record.created + record.ttl_ms)
            .checked_sub(now)
            .filter(|l| *l > 0)
        else {
            return Ok(None);
        };
        if store
            .insert(&self.id, record.text(), Duration::from_millis(left))
            .await?
        {
            tracing::error!(target: "toolwright::server", tool = %self.tool, task = %self.id, status = record.status.as_str(), "the task store lost the task's record while it ran (restarted empty or flushed?): written back");
            return Ok(Some(record));
        }
        // Written meanwhile (a reader that ended it as lost): what it holds.
        match store.get(&self.id).await? {
            Some(text) => super::change::parse(&self.id, &text).map(Some),
            None => Ok(None),
        }
    }

    /// A task's last write (its end), retried with backoff while the store cannot be
    /// reached: a stall shorter than the lease loses nothing; past the lease, the write
    /// still lands unless a reader ended the task as lost first (a compare-and-swap
    /// decides), until the record would expire.
    async fn last_write(&self, what: &str, mut change: impl FnMut(&mut Record) -> bool) {
        let mut backoff = Backoff::until(self.expires);
        let mut tries = 1u32;
        loop {
            let ended = modify(self.store.admitted(), &self.id, |r| {
                !r.status.is_terminal() && change(r)
            })
            .await;
            match ended {
                Ok(Some(record)) => {
                    tracing::info!(target: "toolwright::server", tool = %self.tool, task = %self.id, status = record.status.as_str(), tries, "{what}");
                    return;
                }
                Ok(None) => {
                    let mut ended = self.last.clone();
                    if change(&mut ended) {
                        match self.write_back(ended).await {
                            Ok(Some(record)) if record.status.is_terminal() => {
                                tracing::info!(target: "toolwright::server", tool = %self.tool, task = %self.id, status = record.status.as_str(), tries, "{what}");
                                return;
                            }
                            Ok(Some(_)) | Err(_) => continue,
                            Ok(None) => {}
                        }
                    }
                    tracing::warn!(target: "toolwright::server", tool = %self.tool, task = %self.id, "the task's record is gone before it ended (its ttl over); its outcome is lost");
                    return;
                }
                Err(fault) => {
                    // Past the lease the task may be ended as lost by a reader; until then
                    // (and until its record expires) the first write to land decides.
                    if fault.retry_after.is_none() || !backoff.fits() {
                        tracing::error!(target: "toolwright::server", tool = %self.tool, task = %self.id, error = %fault.error, tries, "the task store failed until the task's record would expire; the task's outcome is lost");
                        return;
                    }
                    tracing::warn!(target: "toolwright::server", tool = %self.tool, task = %self.id, error = %fault.error, tries, "the task's end could not be written; retrying");
                    backoff.wait().await;
                    tries += 1;
                }
            }
        }
    }
}
