//! One call's way to its client over stdio: progress through the call's gate (kept
//! increasing, none after the answer), requests and notifications of a talking handler,
//! and the answer, sent by the call's own task.

use super::inflight::{Call, Gate, Shared};
use super::writer::Out;
use crate::talk::{Link, LinkFuture};
use serde_json::Value;
use std::sync::Arc;
use tokio::sync::OwnedSemaphorePermit;

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
    let talks = call.talks_back();
    let sink = gate
        .as_ref()
        .zip(call.progress_token.clone())
        .map(|(gate, token)| gate.progress_sink(token));
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
        // Closed with the answer: no progress or log message after it.
        Some(gate) => {
            gate.finish(|_| out.send(Out::Line(line)));
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
        self.gate.notify(method, &params);
    }
}
