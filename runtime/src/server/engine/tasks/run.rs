//! The engine's part in tasks: which calls become tasks, and `tasks/get`, `tasks/update`
//! and `tasks/cancel`; a task that runs on is handed to a [`Runner`](super::runner).

use super::change::{end_lost, modify, parse, Lost, FORGOTTEN};
use super::guard::{Fault, Guarded, Lane};
use super::id::TaskIds;
use super::record::{Record, Status};
use super::runner::{Reported, Runner};
use super::{StoreError, TaskConfig};
use crate::caller::Caller;
use crate::classify;
use crate::context::{Progress, ProgressSink};
use crate::server::engine::methods::Request;
use crate::server::engine::request::{Dispatch, Served, TaskMethod, ToolCall};
use crate::server::engine::state::StateKey;
use crate::server::engine::Engine;
use crate::server::{era, head::Head};
use crate::store::{millis, Backoff, Lease};
use crate::talk::{Inbox, Talk, TASKS_EXTENSION};
use crate::util::short_hex;
use crate::wire::{Era, Outcome, ProtocolError, TaskAnswer};
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::task::Poll;
use std::time::Duration;
use tokio::sync::watch;
use tokio::time::Instant;

/// The engine's tasks: where they are kept, and how.
pub(crate) struct Tasks {
    config: TaskConfig,
    /// The store behind its deadline, cap and breakers, shared with the runners.
    guard: Arc<Guarded>,
    ids: TaskIds,
    /// `,"_meta":{"io.modelcontextprotocol/serverInfo":..}`, closing every task answer.
    meta: String,
    server_info: Value,
    /// Set when the server stops: no new task is taken.
    draining: AtomicBool,
    /// How many runners run; and, set when the drain deadline is over, the word that ends
    /// their tasks as lost.
    running: watch::Sender<usize>,
    stop: watch::Sender<bool>,
}

impl Tasks {
    pub(crate) fn new(config: TaskConfig, server_info: &Value, key: &StateKey) -> Self {
        let meta = format!(r#","_meta":{{"{}":{}}}"#, era::SERVER_INFO_KEY, server_info);
        let guard = Guarded::new(config.store(), config.store_timeout, config.max_waiting);
        Tasks {
            config,
            guard: Arc::new(guard),
            ids: TaskIds::new(key),
            meta,
            server_info: server_info.clone(),
            draining: AtomicBool::new(false),
            running: watch::channel(0).0,
            stop: watch::channel(false).0,
        }
    }

    /// A graceful stop: take no new task, let running ones finish until `until`, then end
    /// the rest as lost at once (their handlers dropped), so that no client waits out a
    /// lease. Returns when every runner has ended (or, should the store not answer their
    /// last write, a few store deadlines later).
    // Called by the graceful stop, which only the HTTP transport has.
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) async fn drain(&self, until: Instant) {
        self.draining.store(true, Ordering::SeqCst);
        let mut running = self.running.subscribe();
        if *running.borrow() == 0 {
            return;
        }
        tracing::info!(target: "toolwright::server", tasks = *running.borrow(), "stopping: letting running tasks finish");
        let idle = |n: &usize| *n == 0;
        if tokio::time::timeout_at(until, running.wait_for(idle))
            .await
            .is_ok()
        {
            return;
        }
        tracing::warn!(target: "toolwright::server", tasks = *running.borrow(), "drain deadline over; ending running tasks as lost");
        self.stop.send_replace(true);
        let last_write = self.guard.deadline() * 3;
        let _ = tokio::time::timeout(last_write, running.wait_for(idle)).await;
    }

    /// How task `id` of `owner` stands, for a subscription that last sent it at `sent`
    /// (`notifications/tasks`' params closed by `meta` when it moved since).
    pub(crate) async fn moved(
        &self,
        id: &str,
        owner: Option<&str>,
        sent: u64,
        meta: &str,
    ) -> Result<Moved, StoreError> {
        let record = self
            .guard
            .request()
            .get(id)
            .await
            .map_err(|fault| fault.error)?
            .as_deref()
            .and_then(Record::parse);
        let Some(record) = record.filter(|r| r.owner.as_deref() == owner) else {
            return Ok(Moved::Gone);
        };
        let ended = record.status.is_terminal();
        if record.updated == sent {
            return Ok(Moved::Still { ended });
        }
        Ok(Moved::To {
            params: record.notification(id, meta, &self.server_info),
            updated: record.updated,
            ended,
        })
    }
}

/// How a followed task stands.
pub(crate) enum Moved {
    /// It does not exist (any more), or is another caller's.
    Gone,
    /// As last sent.
    Still { ended: bool },
    /// It moved: the notification's params, and when it moved.
    To {
        params: String,
        updated: u64,
        ended: bool,
    },
}

/// A digest of the caller's subject: whose task it is (never the credential).
pub(crate) fn owner(caller: Option<&Caller>) -> Option<String> {
    caller.map(|c| short_hex(&Sha256::digest(c.subject().as_bytes())))
}

/// The task id of a task request, or why not.
fn task_id(params: Option<&Value>) -> Result<String, ProtocolError> {
    match params.and_then(|p| p.get("taskId")) {
        Some(Value::String(id)) => Ok(id.clone()),
        _ => Err(ProtocolError::invalid_params(
            "Invalid params: `taskId` must be a string.",
        )),
    }
}

/// The answer to a task that does not exist, has expired, or is another caller's: the same.
fn unknown_task() -> Outcome {
    Outcome::Error(ProtocolError::invalid_params(
        "Invalid params: unknown task.",
    ))
}

/// `tasks/cancel`: the task ends `cancelled` now (its runner drops the handler when it
/// sees it). Whether it changed.
fn cancel(r: &mut Record) -> bool {
    if r.status.is_terminal() {
        return false;
    }
    r.inputs.clear();
    r.message = Some("Cancelled by the client.".into());
    r.set(Status::Cancelled)
}

/// `tasks/update`: each answer to an outstanding question of `owner`'s task taken from it
/// into the answers its runner collects (any other key ignored), before the ack; `Err`
/// for an answer that is no object.
async fn answer(
    store: Lane<'_>,
    id: &str,
    owner: &Option<String>,
    args: Value,
) -> Result<Result<Option<Record>, Fault>, Outcome> {
    let Value::Object(responses) = args else {
        return Err(unknown_task());
    };
    let mut malformed = false;
    let changed = modify(store, id, |r| {
        if r.owner != *owner || r.status.is_terminal() {
            return false;
        }
        let mut changed = false;
        for (key, answer) in &responses {
            if r.inputs.contains_key(key) {
                if !answer.is_object() {
                    malformed = true;
                    return false;
                }
                r.inputs.remove(key);
                r.answers.insert(key.clone(), answer.clone());
                changed = true;
            }
        }
        if changed && r.inputs.is_empty() {
            r.set(Status::Working);
        }
        changed
    })
    .await;
    if malformed {
        return Err(Outcome::Error(ProtocolError::invalid_params(
            "Invalid params: each `inputResponses` value must be an object (the client's result for that request).",
        )));
    }
    Ok(changed)
}

/// A store failure: retryable when the store cannot be reached now (`-32603` with
/// `isRetryable` and `retryAfterMs`; `503` over HTTP), an internal error when it answered
/// wrongly; the detail in the log only.
fn store_failed(what: &str, fault: &Fault) -> Outcome {
    match fault.retry_after {
        Some(after) => classify::runtime_unavailable(
            what,
            "<task store unavailable>",
            &fault.error.to_string(),
            after,
        ),
        None => classify::runtime_internal(what, "<task store>", &fault.error.to_string()),
    }
}

impl Tasks {
    /// A task's lease, taken by a write asked at `asked_at`.
    fn lease(&self, asked_at: Instant) -> Lease {
        Lease::taken(self.config.lease_term(), asked_at)
    }

    /// `tasks/get` of `owner`: the record, a lapsed lease judged by the store's clock (read
    /// only for a task still running).
    async fn get(&self, id: &str, owner: &Option<String>) -> Result<Option<Record>, Fault> {
        let store = self.guard.request();
        let Some(text) = store.get(id).await? else {
            return Ok(None);
        };
        let record = parse(id, &text)?;
        if record.owner != *owner || record.status.is_terminal() {
            return Ok(Some(record));
        }
        let now = store.now(id).await?;
        if !Lease::lapsed(record.lease, now) {
            return Ok(Some(record));
        }
        modify(store, id, |r| {
            let why = if r.tool == FORGOTTEN {
                Lost::Forgotten
            } else {
                Lost::Lapsed
            };
            r.owner == *owner && Lease::lapsed(r.lease, now) && end_lost(r, why)
        })
        .await
    }

    /// The task `id` of `owner` whose record is gone: if this server issued it to `owner`
    /// and its ttl has not run out (by the store's clock), it is written back, working on a
    /// lease of one lease from now: a runner still carrying it puts its own record back
    /// within that; otherwise the lease lapses and the task ends as lost, the same for
    /// every later read.
    async fn forgotten(&self, id: &str, owner: &Option<String>) -> Result<Option<Record>, Fault> {
        let Some(issued) = self.ids.open(id, owner.as_deref()) else {
            return Ok(None);
        };
        let ttl = millis(self.config.ttl);
        let store = self.guard.request();
        let now = store.now(id).await?;
        let Some(left) = issued
            .saturating_add(ttl)
            .checked_sub(now)
            .filter(|left| *left > 0)
        else {
            return Ok(None);
        };
        let mut record = self.record(owner.clone(), FORGOTTEN.into(), issued);
        record.updated = now;
        record.lease = self.lease(Instant::now()).until(now);
        if store
            .insert(id, record.text(), Duration::from_millis(left))
            .await?
        {
            return Ok(Some(record));
        }
        // Written back meanwhile (by another request): read it.
        match store.get(id).await? {
            Some(text) => parse(id, &text).map(Some),
            None => Ok(Some(record)),
        }
    }

    /// A new `working` record of `owner`'s call of `tool`, created at `now` (store clock).
    fn record(&self, owner: Option<String>, tool: String, now: u64) -> Record {
        Record {
            owner,
            tool,
            status: Status::Working,
            message: None,
            created: now,
            updated: now,
            ttl_ms: millis(self.config.ttl),
            poll_ms: millis(self.config.poll_interval),
            lease: self.lease(Instant::now()).until(now),
            inputs: Map::new(),
            answers: Map::new(),
            outcome: None,
            earlier_result: None,
            earlier_error: None,
        }
    }

    /// Where a new task of `owner` will live, before its handler runs: an id on a part of
    /// the store not known down, and the store's clock there, read now. A store that cannot
    /// answer refuses the call here, as retryable, before anything ran; so does a server
    /// that is stopping.
    async fn place(&self, owner: Option<&str>) -> Result<(String, u64), Fault> {
        if self.draining.load(Ordering::SeqCst) {
            return Err(Fault::unreachable(
                "the server is stopping; it takes no new task",
                Duration::from_secs(1),
            ));
        }
        // The clock is read on a part not known down (any id will do to name one).
        let mut probe = self.ids.issue(owner, 0);
        for _ in 0..PLACEMENT_TRIES {
            if self.guard.known_down(&probe).is_none() {
                break;
            }
            probe = self.ids.issue(owner, 0);
        }
        let now = self.guard.request().now(&probe).await?;
        let mut down = None;
        for _ in 0..PLACEMENT_TRIES {
            let id = self.ids.issue(owner, now);
            match self.guard.known_down(&id) {
                None => return Ok((id, now)),
                Some(fault) => down = Some(fault),
            }
        }
        Err(down.expect("at least one try"))
    }

    /// Record a new task whose handler has started, retried (as a running task's writes
    /// are) while the store cannot be reached, until `until`. An attempt whose answer was
    /// lost may have landed: the id is this call's alone, so finding it taken then is
    /// finding it written.
    async fn create(&self, id: &str, record: &Record, until: Instant) -> Result<(), Fault> {
        let (store, mut backoff, mut tried) = (self.guard.admitted(), Backoff::until(until), false);
        loop {
            match store.insert(id, record.text(), self.config.ttl).await {
                Ok(true) => return Ok(()),
                Ok(false) if tried => return Ok(()),
                Ok(false) => return Err(Fault::broken(StoreError("a task id was taken".into()))),
                Err(fault) if fault.retry_after.is_none() || !backoff.fits() => return Err(fault),
                Err(fault) => {
                    tracing::warn!(target: "toolwright::server", task = %id, error = %fault.error, "the new task could not be written yet; retrying");
                    tried = true;
                    backoff.wait().await;
                }
            }
        }
    }
}

/// How many random ids a new task tries for one on a part of the store not known down
/// (with one of three Cluster masters down, the chance all eight land on it is 1 in 6,561).
const PLACEMENT_TRIES: usize = 8;

impl Engine {
    /// Whether the server serves the tasks extension: some tool may run as a task.
    pub(crate) fn serves_tasks(&self) -> bool {
        self.tasks.is_some()
    }

    /// The graceful stop of tasks (see [`Tasks::drain`]); at once for a server without.
    // Called by the graceful stop, which only the HTTP transport has.
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) async fn drain_tasks(&self, until: Instant) {
        if let Some(tasks) = &self.tasks {
            tasks.drain(until).await;
        }
    }

    /// Check a `tasks/get`, `tasks/update` or `tasks/cancel` for the transport to run:
    /// a 2026-07-28 method of a server with task tools, whose client declares the
    /// extension (`-32021` otherwise, before any task is looked up).
    pub(in crate::server::engine) fn task_method(&self, r: Request<'_>) -> Dispatch {
        let Some(Served::Task(method)) = r.method.runs else {
            unreachable!("a tasks/* row runs a task method")
        };
        match self.task_request(method, (r.head, r.params)) {
            Ok(call) => Dispatch::Call(ToolCall {
                caller: r.caller.cloned(),
                ..call
            }),
            Err(e) => Dispatch::answer(r.id, Err(e)),
        }
    }

    fn task_request(
        &self,
        method: TaskMethod,
        (head, params): (&Head, Option<Value>),
    ) -> Result<ToolCall, ProtocolError> {
        let era = Era::Stateless;
        let caps = head.caps();
        if !caps.tasks {
            return Err(ProtocolError::missing_extension(TASKS_EXTENSION));
        }
        let id = task_id(params.as_ref())?;
        let responses = match method {
            TaskMethod::Update => match params.as_ref().and_then(|p| p.get("inputResponses")) {
                Some(Value::Object(responses)) => Value::Object(responses.clone()),
                _ => {
                    return Err(ProtocolError::invalid_params(
                        "Invalid params: `inputResponses` must be an object.",
                    ))
                }
            },
            _ => Value::Null,
        };
        Ok(ToolCall::new(
            Served::Task(method),
            id,
            responses,
            era,
            caps,
        ))
    }

    /// Answer a checked task request of `caller`.
    pub(crate) async fn serve_task(
        &self,
        method: TaskMethod,
        id: &str,
        args: Value,
        caller: Option<&Caller>,
    ) -> Outcome {
        let Some(tasks) = &self.tasks else {
            return unknown_task();
        };
        let owner = owner(caller);
        let store = tasks.guard.request();
        let ack = || {
            Outcome::Task(TaskAnswer {
                json: format!(r#"{{"resultType":"complete"{}}}"#, tasks.meta),
            })
        };
        // Another caller's task is no task at all.
        let mine = |r: &Record| r.owner == owner;
        let changed = match method {
            TaskMethod::Get => tasks.get(id, &owner).await,
            TaskMethod::Update => match answer(store, id, &owner, args).await {
                Ok(changed) => changed,
                Err(refused) => return refused,
            },
            TaskMethod::Cancel => modify(store, id, |r| mine(r) && cancel(r)).await,
        };
        let changed = match changed {
            Ok(None) => tasks.forgotten(id, &owner).await,
            other => other,
        };
        match changed {
            Err(fault) => store_failed("tasks", &fault),
            Ok(Some(record)) if mine(&record) => match method {
                TaskMethod::Get => Outcome::Task(TaskAnswer {
                    json: record.detailed(id, &tasks.meta, &tasks.server_info),
                }),
                TaskMethod::Update | TaskMethod::Cancel => ack(),
            },
            Ok(_) => unknown_task(),
        }
    }

    /// Run a call that may become a task: an answer at once (or the questions of a
    /// synchronous round) is the call's own answer; a handler that runs on becomes a task,
    /// durable in the store before the client hears of it, carried on by a runner. A store
    /// that cannot answer now (down, stalled, too busy, known down), or a server that
    /// stops, refuses the call as retryable before its handler runs.
    pub(crate) async fn start_task(&self, call: ToolCall, talk: Option<Arc<Talk>>) -> Outcome {
        let tasks = self.tasks.as_ref().expect("a task call needs tasks");
        let name = call.name.clone();
        let owner = owner(call.caller.as_ref());
        let started = Instant::now();
        let (id, now) = match tasks.place(owner.as_deref()).await {
            Ok(placed) => placed,
            Err(fault) => return store_failed(&name, &fault),
        };
        // Progress reports become the task's `statusMessage`.
        let progress = Arc::new(Reported::default());
        let sink: ProgressSink = {
            let progress = Arc::clone(&progress);
            Arc::new(move |report: Progress| progress.report(&report))
        };
        let mut run: Pin<Box<dyn Future<Output = Outcome> + Send>> =
            Box::pin(self.owned_call(call, talk.clone(), Some(sink)));
        // Polled once, in place.
        let first = std::future::poll_fn(|cx| Poll::Ready(run.as_mut().poll(cx))).await;
        if let Poll::Ready(outcome) = first {
            return outcome;
        }
        let config = &tasks.config;
        let mut record = tasks.record(owner.clone(), name.clone(), now);
        record.message = progress.take();
        // The handler has started: its record is written as a running task's writes are,
        // within its lease; a store that fails for all of it leaves the call in doubt.
        let lease = tasks.lease(started);
        if let Err(fault) = tasks.create(&id, &record, lease.held_until()).await {
            tracing::error!(target: "toolwright::server", tool = %name, error = %fault.error, "the task could not be recorded within its lease; its handler, already started, is dropped");
            return classify::runtime_operational(
                &name,
                &classify::TASK_LOST,
                Lost::Forgotten.message().to_owned(),
                "the task store failed while the task was being created",
            );
        }
        // From now on its questions wait in the task.
        let inbox = talk.as_ref().and_then(|t| t.rounds.as_ref()).map(|rounds| {
            let inbox = Arc::new(Inbox::default());
            rounds.run_as_task(Arc::clone(&inbox));
            inbox
        });
        tracing::info!(target: "toolwright::server", tool = %name, task = %id, "the call runs on as a task");
        tasks.running.send_modify(|n| *n += 1);
        let runner = Runner {
            store: Arc::clone(&tasks.guard),
            id: id.clone(),
            lease,
            expires: started + config.ttl,
            tool: name,
            last: record.clone(),
            running: tasks.running.clone(),
            stop: tasks.stop.subscribe(),
        };
        tokio::spawn(runner.drive(run, inbox, progress));
        Outcome::Task(TaskAnswer {
            json: record.created(&id, &tasks.meta),
        })
    }
}
