//! Requests this server sent a client (elicitation, sampling: 2025-11-25 only) and the calls
//! waiting for their answers, for every transport.
//!
//! Bounded and leak-free: at most a fixed number wait per connection or session; a call
//! that stops waiting (its answer came, it timed out, it was cancelled or dropped) takes
//! its entry out, and tells the client to stop asking its user; a connection that ends
//! drops every entry, which answers each waiting call "closed".

use super::message::Reply;
use super::response;
use crate::talk::{LinkError, LinkFuture};
use crate::util::lock;
use serde_json::{Map, Value};
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};
use tokio::sync::oneshot;

/// At most this many requests to one client wait for answers at once; past it a call's
/// question is answered "closed" without being sent.
pub(crate) const MAX_WAITING: usize = 64;

type Waiting = oneshot::Sender<Result<Value, LinkError>>;

/// The requests waiting for answers, by scope (a connection, or an HTTP session) and id.
pub(crate) struct Asks<S> {
    inner: Mutex<Inner<S>>,
}

struct Inner<S> {
    next: u64,
    waiting: HashMap<(S, u64), Waiting>,
    per_scope: HashMap<S, usize>,
}

impl<S: Copy + Eq + Hash + Send + 'static> Asks<S> {
    pub(crate) fn new() -> Self {
        Asks {
            inner: Mutex::new(Inner {
                next: 0,
                waiting: HashMap::new(),
                per_scope: HashMap::new(),
            }),
        }
    }

    /// A new request of `scope`: its id and where its answer will arrive; `None` when
    /// [`MAX_WAITING`] of the scope's requests wait already.
    fn open(&self, scope: S) -> Option<(u64, oneshot::Receiver<Result<Value, LinkError>>)> {
        let mut inner = lock(&self.inner);
        let count = inner.per_scope.entry(scope).or_insert(0);
        if *count >= MAX_WAITING {
            return None;
        }
        *count += 1;
        inner.next += 1;
        let id = inner.next;
        let (tx, rx) = oneshot::channel();
        inner.waiting.insert((scope, id), tx);
        Some((id, rx))
    }

    /// Take out request `id` of `scope`, if it still waits.
    fn take(&self, scope: S, id: u64) -> Option<Waiting> {
        let mut inner = lock(&self.inner);
        let waiting = inner.waiting.remove(&(scope, id))?;
        if let Some(count) = inner.per_scope.get_mut(&scope) {
            *count -= 1;
            if *count == 0 {
                inner.per_scope.remove(&scope);
            }
        }
        Some(waiting)
    }

    /// Hand the client's `reply` to the call waiting for it. Whether one was.
    pub(crate) fn answer(&self, scope: S, reply: Reply) -> bool {
        let Some(waiting) = reply.id.and_then(|id| self.take(scope, id)) else {
            tracing::debug!(target: "toolwright::server", "dropped a response to no request waiting");
            return false;
        };
        let _ = waiting.send(reply.outcome.map_err(|code| LinkError::Refused { code }));
        true
    }

    /// Answer every request of `scope` "closed" (its connection or session ended).
    pub(crate) fn close(&self, scope: S) {
        let mut inner = lock(&self.inner);
        inner.waiting.retain(|(s, _), _| *s != scope);
        inner.per_scope.remove(&scope);
    }

    /// How many requests wait, for tests of bounded memory.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        lock(&self.inner).waiting.len()
    }

    /// Ask the client `method`: `send` writes the request line (`false` if it could not be
    /// sent), and, if the call stops waiting before the answer, the
    /// `notifications/cancelled` line that withdraws it.
    pub(crate) fn ask(
        self: &Arc<Self>,
        scope: S,
        method: &'static str,
        params: &Value,
        send: impl Fn(Vec<u8>) -> bool + Send + Sync + 'static,
    ) -> LinkFuture {
        let Some((id, rx)) = self.open(scope) else {
            tracing::warn!(target: "toolwright::server", method, limit = MAX_WAITING, "too many requests to the client wait already; not sent");
            return Box::pin(std::future::ready(Err(LinkError::Closed)));
        };
        if !send(response::request_line(id, method, params)) {
            self.take(scope, id);
            return Box::pin(std::future::ready(Err(LinkError::Closed)));
        }
        let mut withdraw = Withdraw {
            asks: Arc::clone(self),
            scope,
            id,
            send: Some(Box::new(send)),
        };
        Box::pin(async move {
            let answer = rx.await.unwrap_or(Err(LinkError::Closed));
            withdraw.disarm();
            answer
        })
    }
}

/// Withdraws a request whose caller stopped waiting before its answer came.
struct Withdraw<S: Copy + Eq + Hash + Send + 'static> {
    asks: Arc<Asks<S>>,
    scope: S,
    id: u64,
    /// Set while the answer has not come.
    send: Option<Box<dyn Fn(Vec<u8>) -> bool + Send + Sync>>,
}

impl<S: Copy + Eq + Hash + Send + 'static> Withdraw<S> {
    /// The answer came: nothing to withdraw.
    fn disarm(&mut self) {
        self.send = None;
    }
}

impl<S: Copy + Eq + Hash + Send + 'static> Drop for Withdraw<S> {
    fn drop(&mut self) {
        let Some(send) = self.send.take() else {
            return;
        };
        if self.asks.take(self.scope, self.id).is_some() {
            let mut params = Map::new();
            params.insert("requestId".into(), self.id.into());
            params.insert("reason".into(), "The tool call stopped waiting.".into());
            send(response::notification_line(
                "notifications/cancelled",
                &params.into(),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    type Lines = Arc<Mutex<Vec<String>>>;

    fn sink() -> (Lines, impl Fn(Vec<u8>) -> bool + Send + Sync + 'static) {
        let lines = Arc::new(Mutex::new(Vec::new()));
        let out = Arc::clone(&lines);
        (lines, move |line: Vec<u8>| {
            lock(&out).push(String::from_utf8(line).unwrap());
            true
        })
    }

    #[tokio::test]
    async fn an_answer_reaches_the_call_that_asked_and_no_other_scope() {
        let asks = Arc::new(Asks::new());
        let (lines, send) = sink();
        let asked = asks.ask(1u8, "elicitation/create", &json!({"message": "ok?"}), send);
        assert_eq!(
            lock(&lines)[0],
            r#"{"jsonrpc":"2.0","id":1,"method":"elicitation/create","params":{"message":"ok?"}}"#
        );
        let reply = |outcome| Reply {
            id: Some(1),
            outcome,
        };
        assert!(
            !asks.answer(2u8, reply(Ok(json!({})))),
            "another session's reply"
        );
        assert!(asks.answer(1u8, reply(Ok(json!({"action": "accept"})))));
        assert_eq!(asked.await, Ok(json!({"action": "accept"})));
        assert_eq!(asks.len(), 0);
        assert_eq!(
            lock(&lines).len(),
            1,
            "an answered request is not withdrawn"
        );
    }

    #[tokio::test]
    async fn a_call_that_stops_waiting_withdraws_its_request() {
        let asks = Arc::new(Asks::new());
        let (lines, send) = sink();
        let asked = asks.ask((), "elicitation/create", &json!({}), send);
        drop(asked);
        assert_eq!(asks.len(), 0);
        assert_eq!(
            lock(&lines)[1],
            r#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"reason":"The tool call stopped waiting.","requestId":1}}"#
        );
    }

    #[tokio::test]
    async fn waiting_requests_are_bounded_and_closed_with_their_scope() {
        let asks = Arc::new(Asks::new());
        let mut waiting = Vec::new();
        for _ in 0..MAX_WAITING {
            let (_, send) = sink();
            waiting.push(asks.ask((), "elicitation/create", &json!({}), send));
        }
        let (lines, send) = sink();
        let refused = asks.ask((), "elicitation/create", &json!({}), send);
        assert_eq!(refused.await, Err(LinkError::Closed));
        assert!(lock(&lines).is_empty(), "past the bound nothing is sent");
        asks.close(());
        assert_eq!(asks.len(), 0);
        for asked in waiting {
            assert_eq!(asked.await, Err(LinkError::Closed));
        }
    }
}
