//! Changing a task's record in the store: the compare-and-swap loop every change goes
//! through, and ending a task as lost (a lapsed lease, a stop, a record gone).

use super::guard::{Fault, Lane};
use super::record::Record;
use super::StoreError;
use crate::classify;

/// Change the record under `id` with `change` (which says whether it changed anything),
/// retried when another replica changed it first. `None`: there is no such task.
pub(super) async fn modify(
    store: Lane<'_>,
    id: &str,
    mut change: impl FnMut(&mut Record) -> bool,
) -> Result<Option<Record>, Fault> {
    for _ in 0..32 {
        let Some(old) = store.get(id).await? else {
            return Ok(None);
        };
        let mut record = parse(id, &old)?;
        if !change(&mut record) {
            return Ok(Some(record));
        }
        if store.replace(id, &old, record.text()).await? {
            return Ok(Some(record));
        }
    }
    Err(Fault::broken(StoreError(format!(
        "task {id} changed 32 times while being changed"
    ))))
}

pub(super) fn parse(id: &str, text: &str) -> Result<Record, Fault> {
    Record::parse(text).ok_or_else(|| {
        Fault::broken(StoreError(format!(
            "the record of task {id} does not parse"
        )))
    })
}

/// The tool name of a record a reader wrote back for a task of its caller's whose record
/// the store lost: working, on a lease of its own, until the task's runner (if it still
/// runs) puts its own record back, or the lease lapses and the task ends as lost.
pub(super) const FORGOTTEN: &str = "<unknown>";

/// Why a task ended before its handler did.
#[derive(Clone, Copy)]
pub(super) enum Lost {
    /// The lease of the replica running it lapsed (by the store's clock).
    Lapsed,
    /// Its replica stopped, and the drain deadline ran out first.
    Stopped,
    /// Its record is gone from the store (flushed, restarted empty, a failover).
    Forgotten,
}

impl Lost {
    pub(super) fn message(self) -> &'static str {
        match self {
            Lost::Lapsed => "The task stopped before it finished: the server running it went away. It may have partly happened.",
            Lost::Stopped => "The task stopped before it finished: the server running it shut down. It may have partly happened.",
            Lost::Forgotten => "The server lost track of the task before it ended. It may have partly happened.",
        }
    }

    fn detail(self) -> &'static str {
        match self {
            Lost::Lapsed => "the lease of the replica running the task lapsed",
            Lost::Stopped => "the replica running the task stopped before it finished",
            Lost::Forgotten => "the task's record is gone from the store before its ttl",
        }
    }
}

/// End `r` as lost: the `unknown_outcome` result the model reads. Whether it changed.
pub(super) fn end_lost(r: &mut Record, why: Lost) -> bool {
    if r.status.is_terminal() {
        return false;
    }
    let outcome = classify::runtime_operational(
        &r.tool,
        &classify::TASK_LOST,
        why.message().to_owned(),
        why.detail(),
    );
    r.end(&outcome)
}
