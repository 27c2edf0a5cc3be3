//! One call's messages to its client before its answer, the same on every transport:
//! progress kept increasing (MCP asks for it), log messages and notifications, and nothing
//! once the answer went: the answer closes the gate under the lock it is sent under.

use crate::context::{Progress, ProgressOrder, ProgressSink};
use crate::server::response;
use crate::util::lock;
use serde_json::Value;
use std::sync::{Arc, Mutex};

/// Where a transport sends a call's messages before its answer.
pub(crate) trait Outlet: Send + Sync + 'static {
    /// Send `line` now, without waiting; `false` when it cannot go (the client is gone, or
    /// the output is backed up: progress and log messages are advice, the answer is what
    /// must arrive).
    fn offer(&self, line: Vec<u8>) -> bool;
}

/// The gate of one call's messages.
pub(crate) struct CallGate<O> {
    state: Mutex<GateState<O>>,
}

struct GateState<O> {
    /// `None` once the gate is closed.
    outlet: Option<O>,
    order: ProgressOrder,
}

impl<O: Outlet> CallGate<O> {
    pub(crate) fn new(outlet: O) -> Arc<Self> {
        Arc::new(CallGate {
            state: Mutex::new(GateState {
                outlet: Some(outlet),
                order: ProgressOrder::default(),
            }),
        })
    }

    /// Send `line` before the answer; `false` once the gate is closed (or the line could
    /// not go).
    pub(crate) fn send(&self, line: Vec<u8>) -> bool {
        lock(&self.state)
            .outlet
            .as_ref()
            .is_some_and(|outlet| outlet.offer(line))
    }

    /// Notification `method` to the client, before the answer.
    pub(crate) fn notify(&self, method: &str, params: &Value) {
        self.send(response::notification_line(method, params));
    }

    /// Close the gate: nothing more goes (a cancelled call).
    pub(crate) fn close(&self) {
        lock(&self.state).outlet = None;
    }

    /// Close the gate and, under the same lock, send the answer with `answer`: no message
    /// can follow it. `None` when the gate was closed already.
    pub(crate) fn finish<R>(&self, answer: impl FnOnce(O) -> R) -> Option<R> {
        let mut state = lock(&self.state);
        state.outlet.take().map(answer)
    }

    /// A progress sink sending `notifications/progress` for `token` through the gate, in
    /// increasing order.
    pub(crate) fn progress_sink(self: &Arc<Self>, token: Value) -> ProgressSink {
        let gate = Arc::clone(self);
        Arc::new(move |progress: Progress| {
            let mut state = lock(&gate.state);
            let GateState { outlet, order } = &mut *state;
            if let Some(outlet) = outlet {
                if order.admit(progress.progress) {
                    outlet.offer(response::progress_line(&token, &progress));
                }
            }
        })
    }
}
