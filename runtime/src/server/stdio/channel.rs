//! One call's way to its client over stdio: progress through the call's gate (kept
//! increasing, none after the answer), requests and notifications of a talking handler,
//! and the answer, sent by the call's own task.

use super::inflight::{Call, Shared};
use super::writer::Out;
use crate::context::{Progress, ProgressSink};
use crate::server::engine::ProgressOrder;
use crate::server::response;
use crate::talk::{Link, LinkFuture};
use crate::util::lock;
use crate::wire::Era;
use serde_json::Value;
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, OwnedSemaphorePermit};

/// Orders a request's progress notifications before its answer.
pub(super) struct Gate {
    pub(super) state: Mutex<GateState>,
}

pub(super) struct GateState {
    pub(super) open: bool,
    pub(super) order: ProgressOrder,
}

impl Gate {
    pub(super) fn new() -> Self {
        Gate {
            state: Mutex::new(GateState {
                open: true,
                order: ProgressOrder::default(),
            }),
        }
    }

    pub(super) fn close(&self) {
        lock(&self.state).open = false;
    }
}

/// Run one call and answer it, unless it was cancelled meanwhile.
pub(super) async fn run_call(shared: Arc<Shared>, call: Call, permit: OwnedSemaphorePermit) {
    let Call {
        id,
        seq,
        call,
        gate,
        ..
    } = call;
    let era = call.era;
    let talks = era == Era::Legacy && call.talks;
    let sink = gate
        .clone()
        .zip(call.progress_token.clone())
        .map(|(gate, token)| progress_sink(gate, token, shared.out.clone()));
    let link = gate.clone().filter(|_| talks).map(|gate| -> Arc<dyn Link> {
        Arc::new(StdioLink {
            shared: Arc::clone(&shared),
            gate,
        })
    });
    let outcome = shared.engine.call(call, sink, link).await;
    let line = shared.engine.outcome_line(&id, era, outcome);
    let Ok(out) = shared.out.reserve().await else {
        return;
    };
    if !shared.claim(&id, seq) {
        return;
    }
    match gate {
        Some(gate) => {
            let mut state = lock(&gate.state);
            state.open = false;
            out.send(Out::Line(line));
        }
        None => out.send(Out::Line(line)),
    }
    drop(permit);
}

/// The way back to the client for one call of this connection (2025-11-25): requests go
/// out as lines of their own, and log messages through the call's gate (none after its
/// answer).
pub(super) struct StdioLink {
    pub(super) shared: Arc<Shared>,
    pub(super) gate: Arc<Gate>,
}

impl Link for StdioLink {
    fn request(&self, method: &'static str, params: Value) -> LinkFuture {
        let out = self.shared.out.clone();
        self.shared.asks.ask((), method, &params, move |line| {
            out.try_send(Out::Line(line)).is_ok()
        })
    }

    fn notify(&self, method: &'static str, params: Value) {
        let state = lock(&self.gate.state);
        if state.open {
            let line = response::notification_line(method, &params);
            let _ = self.shared.out.try_send(Out::Line(line));
        }
    }
}

/// Forwards a handler's progress reports as `notifications/progress`, in increasing order,
/// and none once the gate is closed. A report is dropped rather than waited on when the
/// output is backed up: progress is advice, the answer is what must arrive.
pub(super) fn progress_sink(gate: Arc<Gate>, token: Value, out: mpsc::Sender<Out>) -> ProgressSink {
    Arc::new(move |progress: Progress| {
        let mut state = lock(&gate.state);
        if !state.open || !state.order.admit(progress.progress) {
            return;
        }
        let _ = out.try_send(Out::Line(response::progress_line(&token, &progress)));
    })
}
