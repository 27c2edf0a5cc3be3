//! One connection: the reader that classifies and dispatches lines, the per-request tasks,
//! and the single writer that owns the output.
//!
//! Exactly-once answers rest on one rule: a request's answer is sent by whoever removes its
//! slot from the in-flight map (its own task on completion, or the drain on shutdown), and a
//! cancellation removes the slot without answering. Progress for a request goes through its
//! gate, which the answer closes under the same lock it sends under, so no progress can
//! follow the answer.

use super::channel::run_call;
use super::framing::{Frame, Framer};
use super::idle::IdleRead;
use super::inflight::{stop, AbortOnDrop, Call, Gate, InFlight, Shared, Slot};
use super::writer::{tolerate_closed, write_loop, Out, OUT_CAPACITY};
use crate::server::engine::request::Listen;
use crate::server::engine::request::{Dispatch, Handshake, Notice, ToolCall};
use crate::server::engine::Engine;
use crate::server::head::Head;
use crate::server::message::{self, Id, Message};
use crate::server::outbound::Asks;
use crate::server::{response, Config};
use crate::util::lock;
use crate::wire::{codes, ProtocolError};
use serde_json::Value;
use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet, VecDeque};
use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::Poll;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::runtime::Handle;
use tokio::sync::{mpsc, OwnedSemaphorePermit, Semaphore};
use tokio::time::Instant;

/// Calls read ahead while every in-flight slot is taken, so a cancellation behind them is
/// still seen.
pub(super) const LOOKAHEAD_CALLS: usize = 64;

/// Serve one connection until end of input and drain, or until the output fails. Tool
/// calls run on `handlers`, or on the current runtime when `None`. With `idle_read`, the
/// input may block when the connection is idle (see [`IdleRead`]): only for an input that
/// does so through it, and only when nothing else runs on this runtime.
pub(crate) async fn serve<R, W>(
    engine: Engine,
    config: Config,
    input: R,
    output: W,
    handlers: Option<Handle>,
    idle_read: Option<Arc<IdleRead>>,
) -> io::Result<()>
where
    R: AsyncRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let (tx, rx) = mpsc::channel(OUT_CAPACITY);
    let max_in_flight = config
        .max_in_flight
        .clamp(1, Semaphore::MAX_PERMITS.min(u32::MAX as usize));
    let shared = Arc::new(Shared {
        engine,
        inflight: Mutex::new(InFlight::default()),
        out: tx,
        reader_waiting: AtomicBool::new(false),
        writer_idle: AtomicBool::new(false),
        asks: Arc::new(Asks::new()),
        subscriptions: Mutex::new(HashSet::new()),
        listener: Mutex::new(None),
        listens: Mutex::new(HashMap::new()),
    });
    let _abort = AbortOnDrop(shared.clone());
    let mut conn = Conn {
        shared,
        config,
        slots: Arc::new(Semaphore::new(max_in_flight)),
        max_in_flight,
        pending: VecDeque::new(),
        pending_bytes: 0,
        handshake: Handshake::default(),
        handlers,
    };
    let mut framer = Framer::new(conn.config.max_line_bytes);
    let mut input = input;
    let shared = conn.shared.clone();
    let slots = conn.slots.clone();
    let all_slots = conn.max_in_flight;
    let reader = conn.run(&mut framer, &mut input);
    let writer = write_loop(output, rx, &shared.writer_idle);
    tokio::pin!(reader, writer);
    // Nothing can happen but input arriving: the input may sleep in its read. In this
    // order: a call gives its slot back only after queueing its answer, so with every slot
    // back no answer is about to be queued; then none is queued (capacity returns when the
    // writer receives a line), and the writer has written and flushed what it received.
    let idle = || {
        slots.available_permits() == all_slots
            && shared.out.capacity() == OUT_CAPACITY
            && shared.writer_idle.load(Ordering::Relaxed)
            && shared.reader_waiting.load(Ordering::Relaxed)
    };
    let mut blocked = false;
    let first = std::future::poll_fn(|cx| loop {
        // The writer is polled after the reader, so answers the reader queued are picked up
        // in the same pass.
        let read = reader.as_mut().poll(cx);
        if let Poll::Ready(read) = read {
            return Poll::Ready(Ok(read));
        }
        if std::mem::take(&mut blocked) && idle_read.as_ref().is_some_and(|i| i.disarm()) {
            // The reader did not read (out of cooperative budget, say): it has arranged to
            // be polled again, through the runtime.
            return Poll::Pending;
        }
        if let Poll::Ready(written) = writer.as_mut().poll(cx) {
            return Poll::Ready(Err(written));
        }
        match &idle_read {
            // Poll the reader again, now to sleep in its read.
            Some(idle_read) if idle() && idle_read.arm() => blocked = true,
            _ => return Poll::Pending,
        }
    })
    .await;
    match first {
        Ok(read) => {
            let written = writer.await;
            let written = tolerate_closed(written);
            read.and(written)
        }
        // The output failed before the input ended: nobody can read our answers.
        Err(written) => tolerate_closed(written),
    }
}

/// The reader side of a connection.
pub(super) struct Conn {
    pub(super) shared: Arc<Shared>,
    pub(super) config: Config,
    pub(super) slots: Arc<Semaphore>,
    pub(super) max_in_flight: usize,
    pub(super) pending: VecDeque<Call>,
    pub(super) pending_bytes: usize,
    pub(super) handshake: Handshake,
    /// The runtime tool calls run on, when it is not the one this connection runs on.
    pub(super) handlers: Option<Handle>,
}

impl Conn {
    async fn run<R: AsyncRead + Unpin>(
        &mut self,
        framer: &mut Framer,
        input: &mut R,
    ) -> io::Result<()> {
        let mut read_error = None;
        let mut deadline: Option<Instant> = None;
        loop {
            while self.has_room() {
                let Some(frame) = framer.next_frame() else {
                    break;
                };
                self.on_frame(frame).await;
            }
            if framer.at_eof() && deadline.is_none() {
                deadline = Some(Instant::now() + self.config.drain_grace);
                tracing::debug!(target: "toolwright::server", "end of input; draining");
            }
            let draining = deadline.is_some();
            // The loop above stops at a full read-ahead or an empty buffer, so with nothing
            // read ahead every received line has been dispatched.
            let idle = draining && self.pending.is_empty();
            let slots = self.slots.clone();
            let all_slots = self.max_in_flight as u32;
            // Only the read below can complete.
            let waiting = !draining && self.has_room() && self.pending.is_empty();
            self.shared.reader_waiting.store(waiting, Ordering::Relaxed);
            tokio::select! {
                biased;
                permit = slots.clone().acquire_owned(), if !self.pending.is_empty() => {
                    let permit = permit.expect("the semaphore is never closed");
                    self.start_next(permit).await;
                }
                read = framer.fill(input), if !draining && self.has_room() => {
                    if let Err(e) = read {
                        tracing::error!(target: "toolwright::server", error = %e, "reading input failed; draining");
                        framer.force_eof();
                        read_error = Some(e);
                    }
                }
                all = slots.acquire_many(all_slots), if idle => {
                    drop(all);
                    break;
                }
                () = sleep_until(deadline), if draining => {
                    self.expire().await;
                    break;
                }
            }
            self.shared.reader_waiting.store(false, Ordering::Relaxed);
        }
        self.shared.reader_waiting.store(false, Ordering::Relaxed);
        let _ = self.shared.out.send(Out::Shutdown).await;
        read_error.map_or(Ok(()), Err)
    }

    fn has_room(&self) -> bool {
        self.pending.len() < LOOKAHEAD_CALLS && self.pending_bytes < self.config.max_line_bytes
    }

    async fn send(&self, line: Vec<u8>) {
        // Fails only once the writer has stopped, when nothing can be answered any more.
        let _ = self.shared.out.send(Out::Line(line)).await;
    }

    async fn on_frame(&mut self, frame: Frame<'_>) {
        let line = match frame {
            Frame::Line(line) => line,
            Frame::TooLong { id } => {
                tracing::warn!(target: "toolwright::server", limit = self.config.max_line_bytes, "dropped an oversized line");
                let message = format!(
                    "Invalid request: the message exceeds the {}-byte line limit.",
                    self.config.max_line_bytes
                );
                let error = ProtocolError::new(codes::INVALID_REQUEST, message);
                self.send(response::error_line(id.as_ref(), &error)).await;
                return;
            }
        };
        let message = message::parse(line);
        match message {
            Message::Request {
                id,
                method,
                params,
                head,
            } => self.on_request(id, &method, (&head, params)).await,
            Message::Notification { method, params, .. } => {
                self.on_notification(&method, params.as_ref())
            }
            Message::Response(reply) => {
                self.shared.asks.answer((), reply);
            }
            invalid => {
                tracing::debug!(target: "toolwright::server", message = ?invalid, "rejected a line");
                if let Some(line) = response::reject(&invalid) {
                    self.send(line).await;
                }
            }
        }
    }

    fn on_notification(&mut self, method: &str, params: Option<&Value>) {
        let notice = self
            .shared
            .engine
            .notify(&mut self.handshake, method, params);
        if let Notice::Cancel(id) = notice {
            if let Some(listen) = lock(&self.shared.listens).remove(&id) {
                tracing::debug!(target: "toolwright::server", ?id, "subscription cancelled");
                listen.abort();
                return;
            }
            let slot = lock(&self.shared.inflight).slots.remove(&id);
            if let Some(slot) = slot {
                tracing::debug!(target: "toolwright::server", ?id, "request cancelled");
                stop(&slot);
            }
        }
    }

    async fn on_request(&mut self, id: Id, method: &str, request: (&Head, Option<Value>)) {
        if self.shared.engine.limits_callers() {
            let caller = self.config.caller.as_ref();
            // Boxed: the store's future is deep, and this one is in every generic `serve`.
            let admitted: Pin<Box<dyn Future<Output = _> + Send + '_>> =
                Box::pin(self.shared.engine.admit(caller));
            if let Err(error) = admitted.await {
                self.send(response::error_line(Some(&id), &error)).await;
                return;
            }
        }
        let dispatched = self.shared.engine.dispatch(
            &mut self.handshake,
            &id,
            method,
            request,
            self.config.caller.as_ref(),
        );
        match dispatched {
            Dispatch::Answer { line, ok, .. } => {
                if ok && method == "initialize" {
                    self.listen();
                }
                self.send(line).await;
            }
            Dispatch::Call(call) => self.on_call(id, call).await,
            Dispatch::Subscribe { uri, on, line } => {
                {
                    let mut subscriptions = lock(&self.shared.subscriptions);
                    if on {
                        subscriptions.insert(uri);
                    } else {
                        subscriptions.remove(&uri);
                    }
                }
                self.send(line).await;
            }
            Dispatch::Listen(listen) => self.subscribe(*listen).await,
        }
    }

    /// Open a 2026-07-28 subscription: its acknowledgement first, then the changes it
    /// asked for (tagged with its id), until the client cancels it or the connection ends.
    /// The changes are received from before the acknowledgement is written: none is lost
    /// between the two.
    async fn subscribe(&self, mut listen: Listen) {
        let mut changes = self.shared.engine.subscription_changes();
        self.send(listen.ack()).await;
        let id = listen.id().clone();
        let shared = Arc::downgrade(&self.shared);
        let task = tokio::spawn(async move {
            loop {
                // Ended (aborted) with the connection, which drops this `Arc`.
                let Some(shared) = shared.upgrade() else {
                    return;
                };
                let Some(line) = shared.engine.next_line(&mut listen, &mut changes).await else {
                    return;
                };
                if shared.out.send(Out::Line(line)).await.is_err() {
                    return;
                }
            }
        });
        if let Some(earlier) = lock(&self.shared.listens).insert(id, task.abort_handle()) {
            earlier.abort();
        }
    }

    /// Pass the application's changes on to the client from now on, as notifications (a
    /// server with resources or prompts, once the client initialized).
    fn listen(&self) {
        let mut listener = lock(&self.shared.listener);
        let Some(mut changes) = self.shared.engine.changes() else {
            return;
        };
        if listener.is_some() {
            return;
        }
        let shared = Arc::downgrade(&self.shared);
        let task = tokio::spawn(async move {
            while let Some(change) = Engine::next_change(&mut changes).await {
                let Some(shared) = shared.upgrade() else {
                    return;
                };
                let line = shared
                    .engine
                    .change_line(&change, |uri| lock(&shared.subscriptions).contains(uri));
                if let Some(line) = line {
                    if shared.out.send(Out::Line(line)).await.is_err() {
                        return;
                    }
                }
            }
        });
        *listener = Some(task.abort_handle());
    }

    async fn on_call(&mut self, id: Id, call: ToolCall) {
        let call = match self.take_slot(id.clone(), call) {
            Ok(call) => call,
            Err(e) => return self.send(response::error_line(Some(&id), &e)).await,
        };
        if self.pending.is_empty() {
            if let Ok(permit) = self.slots.clone().try_acquire_owned() {
                return self.start(call, permit).await;
            }
        }
        self.pending_bytes += call.bytes;
        self.pending.push_back(call);
    }

    /// Take the in-flight slot of a checked `tools/call`.
    fn take_slot(&mut self, id: Id, call: ToolCall) -> Result<Call, ProtocolError> {
        // A call that streams progress or may talk back (log messages) has a gate, so
        // nothing of it follows its answer.
        let gate = (call.progress_token.is_some() || call.talks_back())
            .then(|| Gate::new(self.shared.out.clone()));
        let mut inflight = lock(&self.shared.inflight);
        let seq = inflight.next_seq;
        match inflight.slots.entry(id.clone()) {
            Entry::Occupied(_) => {
                return Err(ProtocolError::new(
                    codes::INVALID_REQUEST,
                    "Invalid request: this id is already used by a request in flight.",
                ))
            }
            Entry::Vacant(vacant) => vacant.insert(Slot {
                seq,
                abort: None,
                gate: gate.clone(),
            }),
        };
        inflight.next_seq += 1;
        drop(inflight);
        Ok(Call {
            id,
            seq,
            bytes: call.name.len() + approx_size(&call.args),
            call,
            gate,
        })
    }

    async fn start_next(&mut self, permit: OwnedSemaphorePermit) {
        while let Some(call) = self.pending.pop_front() {
            self.pending_bytes -= call.bytes;
            // Cancelled while it waited: its slot is gone, and it gets no answer.
            if self.shared.is_live(&call.id, call.seq) {
                return self.start(call, permit).await;
            }
        }
    }

    /// Run a call: its first poll here, in the reader, and only a call that then waits on
    /// something gets a task of its own. Most handlers finish on their first poll, and
    /// running them in place saves a task and a wake-up per call.
    async fn start(&mut self, call: Call, permit: OwnedSemaphorePermit) {
        let id = call.id.clone();
        let seq = call.seq;
        if self.shared.out.capacity() == 0 {
            // Let the writer catch up first, so the answer can be queued without waiting
            // (a call that waits gets a task of its own).
            drop(self.shared.out.reserve().await);
        }
        let mut run = Box::pin(run_call(self.shared.clone(), call, permit));
        let handlers = self.handlers.as_ref();
        let first = {
            // With a budget of its own: the reader has spent the task's cooperative budget
            // on earlier lines, and a call must not go to a task of its own just for that.
            let mut once = tokio::task::unconstrained(run.as_mut());
            std::future::poll_fn(|cx| {
                // In the handlers' runtime context: what the handler spawns, its timers and
                // its I/O belong there, wherever this first poll happens.
                let _runtime = handlers.map(Handle::enter);
                Poll::Ready(Pin::new(&mut once).poll(cx))
            })
            .await
        };
        if first.is_ready() {
            return;
        }
        let task = match handlers {
            Some(runtime) => runtime.spawn(run),
            None => tokio::spawn(run),
        };
        let mut inflight = lock(&self.shared.inflight);
        if let Some(slot) = inflight.slots.get_mut(&id) {
            if slot.seq == seq {
                slot.abort = Some(task.abort_handle());
            }
        }
    }

    /// The drain grace period ran out: stop what is left and answer each with an error.
    async fn expire(&mut self) {
        self.pending.clear();
        self.pending_bytes = 0;
        let ids = self.shared.abort_all();
        if !ids.is_empty() {
            tracing::warn!(target: "toolwright::server", calls = ids.len(), "drain grace period over; stopping calls still running");
        }
        for id in ids {
            self.send(response::shutting_down(&id)).await;
        }
    }
}

pub(super) async fn sleep_until(deadline: Option<Instant>) {
    match deadline {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

/// A cheap upper-ish estimate of a value's heap size.
pub(super) fn approx_size(v: &Value) -> usize {
    match v {
        Value::String(s) => s.len() + 24,
        Value::Array(a) => a.iter().map(approx_size).sum::<usize>() + 24,
        Value::Object(o) => {
            o.iter()
                .map(|(k, v)| k.len() + approx_size(v) + 32)
                .sum::<usize>()
                + 24
        }
        _ => 8,
    }
}
