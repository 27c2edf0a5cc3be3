//! The connection under a client: newline-delimited JSON-RPC over a byte stream (a child's
//! stdin and stdout, or in-memory pipes to a server in this process), or Streamable HTTP.
//! Either way, what the server sends is routed here: an answer to the request waiting for
//! it, a notification kept for the caller, a request of the server's refused.

mod http;
mod lines;

pub use http::Http;
pub(crate) use lines::{Lines, Server};

use crate::failure::{Failure, FailureKind};
use serde_json::{json, Value};
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;
use tokio::sync::oneshot;

/// The most notifications kept for [`Client::notifications`](crate::Client::notifications):
/// a server that sends more than that between two looks loses its oldest, not the client's
/// memory.
const NOTIFICATIONS_KEPT: usize = 1_024;

/// What came back for one request: the JSON-RPC message, with the HTTP status and
/// `Retry-After` it came with (over HTTP).
#[derive(Debug)]
pub(crate) struct Arrival {
    pub(crate) message: Value,
    pub(crate) http: Option<(u16, Option<Duration>)>,
}

/// What waits for an answer.
type Waiter = oneshot::Sender<Result<Arrival, Failure>>;

/// What the link's readers share with the client.
#[derive(Default)]
pub(crate) struct Shared {
    waiting: Mutex<HashMap<u64, Waiter>>,
    notifications: Mutex<VecDeque<Value>>,
    /// Why the connection is broken, once it is: every later request fails with it.
    broken: Mutex<Option<Failure>>,
}

/// `mutex`'s guard, poisoned or not: what it guards (maps, queues, an option) stays whole
/// when a holder panics.
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

impl Shared {
    /// Wait for the answer to request `id`; `Err` at once when the connection is broken.
    /// (Locks are taken waiting, then broken, here and in [`Shared::break_with`]: a request
    /// is either failed by the break or sees it.)
    pub(crate) fn expect(
        &self,
        id: u64,
    ) -> Result<oneshot::Receiver<Result<Arrival, Failure>>, Failure> {
        let mut waiting = lock(&self.waiting);
        if let Some(failure) = lock(&self.broken).clone() {
            return Err(failure);
        }
        let (tx, rx) = oneshot::channel();
        waiting.insert(id, tx);
        Ok(rx)
    }

    /// Whether request `id` still waits for its answer.
    pub(crate) fn is_waiting(&self, id: u64) -> bool {
        lock(&self.waiting).contains_key(&id)
    }

    /// Stop waiting for `id` (its caller gave up).
    pub(crate) fn forget(&self, id: u64) {
        lock(&self.waiting).remove(&id);
    }

    /// Hand `id` its outcome.
    pub(crate) fn settle(&self, id: u64, outcome: Result<Arrival, Failure>) {
        if let Some(waiter) = lock(&self.waiting).remove(&id) {
            let _ = waiter.send(outcome);
        }
    }

    /// Route one message the server sent; a request of the server's gets the answer
    /// returned, to send back.
    pub(crate) fn route(
        &self,
        message: Value,
        http: Option<(u16, Option<Duration>)>,
    ) -> Option<Value> {
        let id = message.get("id");
        if message.get("method").is_some() {
            let Some(id) = id else {
                let mut kept = lock(&self.notifications);
                if kept.len() == NOTIFICATIONS_KEPT {
                    kept.pop_front();
                }
                kept.push_back(message);
                return None;
            };
            // A ping is answered, as every party must; elicitation, sampling, roots are
            // refused: this client declares none of them.
            if message.get("method").and_then(Value::as_str) == Some("ping") {
                return Some(json!({"jsonrpc": "2.0", "id": id, "result": {}}));
            }
            return Some(json!({"jsonrpc": "2.0", "id": id,
                "error": {"code": -32601, "message": "Method not found"}}));
        }
        match id.and_then(Value::as_u64) {
            Some(id) => self.settle(id, Ok(Arrival { message, http })),
            None => {
                tracing::warn!(target: "toolwright_client", "an answer to no request of this client; ignored")
            }
        }
        None
    }

    /// The connection is gone: fail every request waiting, and every later one, with
    /// `failure`.
    pub(crate) fn break_with(&self, failure: Failure) {
        let mut waiting = lock(&self.waiting);
        lock(&self.broken).get_or_insert_with(|| failure.clone());
        for (_, waiter) in waiting.drain() {
            let _ = waiter.send(Err(failure.clone()));
        }
    }

    /// The notifications the server sent since the last look.
    pub(crate) fn take_notifications(&self) -> Vec<Value> {
        lock(&self.notifications).drain(..).collect()
    }
}

/// What a request is, for the transports that route by it (2026-07-28 HTTP headers).
#[derive(Debug, Clone, Default)]
pub(crate) struct Route {
    /// `Mcp-Name`: the tool's or the prompt's name, or the resource's URI.
    pub(crate) name: Option<String>,
    /// `Mcp-Param-*` headers: `(header, value)`.
    pub(crate) params: Vec<(String, String)>,
}

/// A connection.
pub(crate) enum Link {
    Lines(Box<Lines>),
    Http(Http),
}

impl Link {
    /// Send `message`; a request's answer arrives through [`Shared`]. `Err` when it cannot
    /// be sent (the request did not reach the server).
    pub(crate) async fn send(
        &self,
        shared: &Arc<Shared>,
        message: Value,
        route: Route,
    ) -> Result<(), Failure> {
        match self {
            Link::Lines(lines) => lines.send(&message),
            Link::Http(http) => http.send(shared, message, route).await,
        }
    }

    /// Request `id` was given up: tell the server (`notifications/cancelled`, or over
    /// 2026-07-28 HTTP by closing its response).
    pub(crate) fn cancel(&self, shared: &Arc<Shared>, id: u64, reason: &str) {
        let notice = json!({"jsonrpc": "2.0", "method": "notifications/cancelled",
            "params": {"requestId": id, "reason": reason}});
        match self {
            Link::Lines(lines) => lines.send_soon(notice),
            Link::Http(http) => http.cancel(shared, id, notice),
        }
    }

    /// End the connection: close the child's input (and wait for it), or end the HTTP
    /// session.
    pub(crate) async fn close(&self) {
        match self {
            Link::Lines(lines) => lines.close().await,
            Link::Http(http) => http.close().await,
        }
    }
}

/// The failure of a request whose connection closed before its answer.
pub(crate) fn closed(what: &str) -> Failure {
    Failure::client(FailureKind::Disconnected { sent: true }, what.to_owned())
}
