//! The questions of a handler running as a task (the tasks extension): asked while the
//! task runs, they wait in the task's `inputRequests` until the client answers them with
//! `tasks/update`. The task's runner takes the new questions from here to the task store,
//! and brings each answer back to the handler that waits for it.

use crate::util::lock;
use crate::wire::InputRequest;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::Mutex;
use tokio::sync::{oneshot, Notify};

/// A running task's questions: those not yet published, and the handlers waiting.
#[derive(Debug, Default)]
pub(crate) struct Inbox {
    /// Asked, not yet in the task's `inputRequests`.
    new: Mutex<Vec<InputRequest>>,
    /// Each question's waiting handler, by key.
    waiting: Mutex<HashMap<String, oneshot::Sender<Value>>>,
    /// Wakes the runner when a question is asked.
    pub(crate) asked: Notify,
}

impl Inbox {
    /// Ask `question`; the answer arrives on the receiver (dropped unanswered when the task
    /// ends).
    pub(crate) fn ask(&self, question: InputRequest) -> oneshot::Receiver<Value> {
        let (tx, rx) = oneshot::channel();
        lock(&self.waiting).insert(question.key.clone(), tx);
        lock(&self.new).push(question);
        self.asked.notify_one();
        rx
    }

    /// The questions asked since the last call.
    pub(crate) fn take_new(&self) -> Vec<InputRequest> {
        std::mem::take(&mut *lock(&self.new))
    }

    /// Bring the client's `answer` to the handler waiting under `key`.
    pub(crate) fn answer(&self, key: &str, answer: Value) {
        if let Some(tx) = lock(&self.waiting).remove(key) {
            let _ = tx.send(answer);
        }
    }
}
