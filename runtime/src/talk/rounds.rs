//! One round of a 2026-07-28 multi round-trip request: the questions a call asked, and the
//! answers its retry brought.

use super::inbox::Inbox;
use crate::util::lock;
use crate::wire::InputRequest;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::task::Waker;

/// The questions a 2026-07-28 call asked and the answers it brought: one round of a
/// multi round-trip request.
#[derive(Debug, Default)]
pub(crate) struct Rounds {
    /// Answers by key, each with the digest of the question it answers.
    answers: Mutex<HashMap<String, Answer>>,
    /// Answers a call brought without a `requestState` (the client answered before it was
    /// asked): each counts for the first question asked under its key, and is then bound
    /// to that question like any other answer.
    unbound: Mutex<HashMap<String, Value>>,
    /// Questions asked in this run that have no answer yet.
    asked: Mutex<Vec<InputRequest>>,
    /// How many questions this run has asked.
    count: AtomicUsize,
    /// The run to wake when a question is asked from elsewhere (a task the handler
    /// spawned), so it ends with it.
    waker: Mutex<Option<Waker>>,
    /// The first capability a question needed that the client did not declare.
    missing: Mutex<Option<&'static str>>,
    /// Once the call runs on as a task: where its questions go from then on.
    task: OnceLock<Arc<Inbox>>,
}

/// What asking a question gives the handler.
#[derive(Debug)]
pub(crate) enum Asked {
    /// The answer the client already sent.
    Answer(Value),
    /// None yet: this run of the call ends with its questions.
    Ends,
    /// The call runs as a task: the answer arrives when the client sends it.
    Later(tokio::sync::oneshot::Receiver<Value>),
}

/// A client's answer to one question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct Answer {
    /// The digest of the question ([`InputRequest::digest`]).
    #[serde(rename = "d")]
    pub(crate) digest: String,
    /// The client's `ElicitResult`.
    #[serde(rename = "v")]
    pub(crate) value: Value,
}

impl Rounds {
    /// A round with the answers known so far, and those the client sent unasked.
    pub(crate) fn new(answers: HashMap<String, Answer>, unbound: HashMap<String, Value>) -> Self {
        Rounds {
            answers: Mutex::new(answers),
            unbound: Mutex::new(unbound),
            ..Rounds::default()
        }
    }

    /// The answer to the next question, `method` with `params`, under `key` (by default
    /// `<method's first word>-<n>`, the question's number in this run): one already sent,
    /// or, once the call runs as a task, one to wait for; else the question is recorded
    /// and the run ends with it.
    pub(crate) fn ask(&self, key: Option<&str>, method: &'static str, params: Value) -> Asked {
        let n = self.count.fetch_add(1, Ordering::Relaxed) + 1;
        let key = match key {
            Some(key) => key.to_owned(),
            None => format!("{}-{n}", method.split('/').next().unwrap_or(method)),
        };
        let digest = InputRequest::digest_of(method, &params);
        let mut answers = lock(&self.answers);
        if let Some(answer) = answers.get(&key).filter(|a| a.digest == digest) {
            return Asked::Answer(answer.value.clone());
        }
        if let Some(value) = lock(&self.unbound).remove(&key) {
            answers.insert(
                key,
                Answer {
                    digest,
                    value: value.clone(),
                },
            );
            return Asked::Answer(value);
        }
        drop(answers);
        let question = InputRequest {
            key,
            method,
            params,
            digest,
        };
        if let Some(task) = self.task.get() {
            return Asked::Later(task.ask(question));
        }
        lock(&self.asked).push(question);
        if let Some(waker) = lock(&self.waker).take() {
            waker.wake();
        }
        Asked::Ends
    }

    /// From now on the call runs as a task: its questions go to `inbox`.
    pub(crate) fn run_as_task(&self, inbox: Arc<Inbox>) {
        let _ = self.task.set(inbox);
    }

    /// Record that a question needed `capability`, which the client did not declare (the
    /// handler hears `Unsupported`; a call that cannot go on without it ends `-32021`).
    pub(crate) fn refused(&self, capability: &'static str) {
        lock(&self.missing).get_or_insert(capability);
    }

    /// The first capability a question of this run needed and the client did not declare.
    pub(crate) fn missing(&self) -> Option<&'static str> {
        *lock(&self.missing)
    }

    /// Wake `waker` when a question is asked.
    pub(crate) fn wake_on_ask(&self, waker: &Waker) {
        let mut slot = lock(&self.waker);
        if !slot.as_ref().is_some_and(|w| w.will_wake(waker)) {
            *slot = Some(waker.clone());
        }
    }

    /// The questions asked and not answered, if any: the call ends with them.
    pub(crate) fn take_asked(&self) -> Vec<InputRequest> {
        std::mem::take(&mut *lock(&self.asked))
    }

    /// Whether a question is waiting for an answer.
    pub(crate) fn waiting(&self) -> bool {
        !lock(&self.asked).is_empty()
    }

    /// The answers known, to carry into the next round.
    pub(crate) fn answers(&self) -> HashMap<String, Answer> {
        lock(&self.answers).clone()
    }
}
