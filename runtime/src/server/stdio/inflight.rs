//! The requests in flight on a connection: one slot each, removed by whoever answers it
//! (or by a cancellation, which answers nothing).

use super::writer::Out;
use crate::server::call_gate::{CallGate, Outlet};
use crate::server::engine::request::ToolCall;
use crate::server::engine::Engine;
use crate::server::message::Id;
use crate::server::outbound::Asks;
use crate::util::lock;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc;
use tokio::task::AbortHandle;

/// A call's gate over stdio: its messages go on the connection's output, dropped rather than
/// waited on when the output is backed up.
pub(super) type Gate = CallGate<mpsc::Sender<Out>>;

impl Outlet for mpsc::Sender<Out> {
    fn offer(&self, line: Vec<u8>) -> bool {
        self.try_send(Out::Line(line)).is_ok()
    }
}

/// A request in flight (or read ahead and waiting for a slot).
pub(super) struct Slot {
    pub(super) seq: u64,
    pub(super) abort: Option<AbortHandle>,
    pub(super) gate: Option<Arc<Gate>>,
}

#[derive(Default)]
pub(super) struct InFlight {
    pub(super) slots: HashMap<Id, Slot, foldhash::fast::RandomState>,
    pub(super) next_seq: u64,
}

/// What every task of the connection shares.
pub(super) struct Shared {
    pub(super) engine: Engine,
    pub(super) inflight: Mutex<InFlight>,
    pub(super) out: mpsc::Sender<Out>,
    /// The reader waits for input and nothing else (no call waiting for a slot, no drain).
    pub(super) reader_waiting: AtomicBool,
    /// The writer has written and flushed everything it received, and waits for more.
    pub(super) writer_idle: AtomicBool,
    /// Requests to the client (elicitation, sampling) waiting for its answers.
    pub(super) asks: Arc<Asks<()>>,
    /// The resource URIs the client subscribed to (`resources/subscribe`).
    pub(super) subscriptions: Mutex<HashSet<String>>,
    /// The task passing the application's changes on as notifications, once the client
    /// initialized a server that has resources or prompts.
    pub(super) listener: Mutex<Option<AbortHandle>>,
    /// The 2026-07-28 subscriptions open on the connection, by the id of the
    /// `subscriptions/listen` that opened each (`notifications/cancelled` ends one).
    pub(super) listens: Mutex<HashMap<Id, AbortHandle>>,
}

impl Shared {
    /// Take the slot of request `id` if it is still request `seq`: the right to answer it.
    pub(super) fn claim(&self, id: &Id, seq: u64) -> bool {
        let mut inflight = lock(&self.inflight);
        // One look-up: taken out, and put back in the rare case that the id is now another
        // request's (this one was cancelled and the client reused its id).
        match inflight.slots.remove_entry(id) {
            Some((_, slot)) if slot.seq == seq => true,
            Some((id, slot)) => {
                inflight.slots.insert(id, slot);
                false
            }
            None => false,
        }
    }

    pub(super) fn is_live(&self, id: &Id, seq: u64) -> bool {
        lock(&self.inflight)
            .slots
            .get(id)
            .is_some_and(|s| s.seq == seq)
    }

    /// Stop every request: drop its handler and close its gate. Returns their ids.
    pub(super) fn abort_all(&self) -> Vec<Id> {
        let slots = std::mem::take(&mut lock(&self.inflight).slots);
        slots
            .into_iter()
            .map(|(id, slot)| {
                stop(&slot);
                id
            })
            .collect()
    }
}

pub(super) fn stop(slot: &Slot) {
    if let Some(gate) = &slot.gate {
        gate.close();
    }
    if let Some(abort) = &slot.abort {
        abort.abort();
    }
}

/// A `tools/call` ready to run.
pub(super) struct Call {
    pub(super) id: Id,
    pub(super) seq: u64,
    pub(super) call: ToolCall,
    pub(super) gate: Option<Arc<Gate>>,
    /// Roughly what the call holds in memory, for the read-ahead bound.
    pub(super) bytes: usize,
}

/// Aborts every handler when the connection goes away, however it goes.
pub(super) struct AbortOnDrop(pub(super) Arc<Shared>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort_all();
        self.0.asks.close(());
        if let Some(listener) = lock(&self.0.listener).take() {
            listener.abort();
        }
        for (_, listen) in lock(&self.0.listens).drain() {
            listen.abort();
        }
    }
}
