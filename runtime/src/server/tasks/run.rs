//! The engine's part in tasks: which calls become tasks, `tasks/get`, `tasks/update` and
//! `tasks/cancel`, and the runner that carries a handler to its end (its questions to the
//! store, the client's answers back, its lease renewed, a cancel obeyed).

use super::guard::{Fault, Guard};
use super::id::TaskIds;
use super::record::{Record, Status};
use super::{StoreError, TaskConfig};
use crate::caller::Caller;
use crate::classify;
use crate::context::{Progress, ProgressSink};
use crate::server::engine::Engine;
use crate::server::era;
use crate::server::request::{Served, ToolCall};
use crate::server::request_state::StateKey;
use crate::server::response;
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

/// How often a runner looks at its task in the store (a cancel, answers).
const WATCH: Duration = Duration::from_millis(100);

/// A request about a task.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TaskMethod {
    Get,
    Update,
    Cancel,
}

/// The engine's tasks: where they are kept, and how.
pub(crate) struct Tasks {
    config: TaskConfig,
    /// The store behind its deadline, cap and breaker, shared with the runners.
    guard: Arc<Guard>,
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
        let guard = Guard::new(
            Arc::clone(&config.store),
            config.store_timeout,
            config.max_waiting,
        );
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
            params: record.notification(id, meta),
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

/// Change the record under `id` with `change` (which says whether it changed anything),
/// retried when another replica changed it first. `None`: there is no such task.
async fn modify(
    store: &Guard,
    id: &str,
    mut change: impl FnMut(&mut Record) -> bool,
) -> Result<Option<Record>, Fault> {
    for _ in 0..32 {
        let Some(old) = store.get(id).await? else {
            return Ok(None);
        };
        let mut record = parse(id, &old)?;
        if !change(&mut record) {
            return Ok(Some(record));
        }
        if store.replace(id, &old, record.text()).await? {
            return Ok(Some(record));
        }
    }
    Err(Fault::broken(StoreError(format!(
        "task {id} changed 32 times while being changed"
    ))))
}

fn parse(id: &str, text: &str) -> Result<Record, Fault> {
    Record::parse(text).ok_or_else(|| {
        Fault::broken(StoreError(format!(
            "the record of task {id} does not parse"
        )))
    })
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

/// Why a task ended before its handler did.
#[derive(Clone, Copy)]
enum Lost {
    /// The lease of the replica running it lapsed (by the store's clock).
    Lapsed,
    /// Its replica stopped, and the drain deadline ran out first.
    Stopped,
    /// Its record is gone from the store (flushed, restarted empty, a failover).
    Forgotten,
}

impl Lost {
    fn message(self) -> &'static str {
        match self {
            Lost::Lapsed => "The task stopped before it finished: the server running it went away. It may have partly happened.",
            Lost::Stopped => "The task stopped before it finished: the server running it shut down. It may have partly happened.",
            Lost::Forgotten => "The server lost track of the task before it ended. It may have partly happened.",
        }
    }

    fn detail(self) -> &'static str {
        match self {
            Lost::Lapsed => "the lease of the replica running the task lapsed",
            Lost::Stopped => "the replica running the task stopped before it finished",
            Lost::Forgotten => "the task's record is gone from the store before its ttl",
        }
    }
}

/// End `r` as lost: the `unknown_outcome` result the model reads. Whether it changed.
fn end_lost(r: &mut Record, why: Lost, server_info: &Value) -> bool {
    if r.status.is_terminal() {
        return false;
    }
    let outcome = classify::runtime_operational(
        &r.tool,
        &classify::TASK_LOST,
        why.message().to_owned(),
        why.detail(),
    );
    r.result = response::outcome_member(outcome, Some(server_info)).ok();
    r.inputs.clear();
    r.answers.clear();
    r.set(Status::Completed)
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
    store: &Guard,
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
    /// `tasks/get` of `owner`: the record, a lapsed lease judged by the store's clock (read
    /// only for a task still running).
    async fn get(&self, id: &str, owner: &Option<String>) -> Result<Option<Record>, Fault> {
        let Some(text) = self.guard.get(id).await? else {
            return Ok(None);
        };
        let record = parse(id, &text)?;
        if record.owner != *owner || record.status.is_terminal() {
            return Ok(Some(record));
        }
        let now = self.guard.now(id).await?;
        if record.lease >= now {
            return Ok(Some(record));
        }
        modify(&self.guard, id, |r| {
            r.owner == *owner && r.lease < now && end_lost(r, Lost::Lapsed, &self.server_info)
        })
        .await
    }

    /// The task `id` of `owner` whose record is gone: if this server issued it to `owner`
    /// and its ttl has not run out (by the store's clock), it is written back ended as lost,
    /// so that every later read answers the same.
    async fn forgotten(&self, id: &str, owner: &Option<String>) -> Result<Option<Record>, Fault> {
        let Some(issued) = self.ids.open(id, owner.as_deref()) else {
            return Ok(None);
        };
        let ttl = millis(self.config.ttl);
        let now = self.guard.now(id).await?;
        let Some(left) = issued
            .saturating_add(ttl)
            .checked_sub(now)
            .filter(|left| *left > 0)
        else {
            return Ok(None);
        };
        let mut record = self.record(owner.clone(), "<unknown>".into(), issued);
        record.lease = 0;
        end_lost(&mut record, Lost::Forgotten, &self.server_info);
        if self
            .guard
            .insert(id, record.text(), Duration::from_millis(left))
            .await?
        {
            return Ok(Some(record));
        }
        // Written back meanwhile (by another request): read it.
        match self.guard.get(id).await? {
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
            lease: now + millis(self.config.lease),
            inputs: Map::new(),
            answers: Map::new(),
            result: None,
            error: None,
        }
    }

    /// Why a new task may not start now (before its handler runs, so a retry is safe):
    /// the server is stopping, or the store is known to be unreachable.
    fn refuses(&self) -> Option<Fault> {
        if self.draining.load(Ordering::SeqCst) {
            return Some(Fault {
                error: StoreError("the server is stopping; it takes no new task".into()),
                retry_after: Some(Duration::from_secs(1)),
            });
        }
        self.guard.known_down()
    }
}

impl Engine {
    /// Whether the server serves the tasks extension: some tool may run as a task.
    pub(crate) fn serves_tasks(&self) -> bool {
        self.tasks.is_some()
    }

    /// The graceful stop of tasks (see [`Tasks::drain`]); at once for a server without.
    pub(crate) async fn drain_tasks(&self, until: Instant) {
        if let Some(tasks) = &self.tasks {
            tasks.drain(until).await;
        }
    }

    /// Check a `tasks/get`, `tasks/update` or `tasks/cancel` for the transport to run:
    /// a 2026-07-28 method of a server with task tools, whose client declares the
    /// extension (`-32021` otherwise, before any task is looked up).
    pub(crate) fn task_request(
        &self,
        initialized: bool,
        method: TaskMethod,
        params: Option<Value>,
    ) -> Result<ToolCall, ProtocolError> {
        let era = era::request_era(params.as_ref(), initialized)?;
        if era != Era::Stateless {
            return Err(ProtocolError::method_not_found(
                Served::Task(method).method(),
            ));
        }
        let caps = era::client_caps(params.as_ref())?;
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
        let store = &*tasks.guard;
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
                    json: record.detailed(id, &tasks.meta),
                }),
                TaskMethod::Update | TaskMethod::Cancel => ack(),
            },
            Ok(_) => unknown_task(),
        }
    }

    /// Run a call that may become a task: an answer at once (or the questions of a
    /// synchronous round) is the call's own answer; a handler that runs on becomes a task,
    /// durable in the store before the client hears of it, carried on by a runner. While
    /// the store is known to be unreachable, or the server stops, the call is refused as
    /// retryable before its handler runs.
    pub(crate) async fn start_task(&self, call: ToolCall, talk: Option<Arc<Talk>>) -> Outcome {
        let tasks = self.tasks.as_ref().expect("a task call needs tasks");
        let name = call.name.clone();
        if let Some(fault) = tasks.refuses() {
            return store_failed(&name, &fault);
        }
        let owner = owner(call.caller.as_ref());
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
        // The handler has started: a store that fails now leaves it maybe partly done.
        let created = async {
            let now = tasks.guard.now(&name).await?;
            let id = tasks.ids.issue(owner.as_deref(), now);
            let mut record = tasks.record(owner.clone(), name.clone(), now);
            record.message = progress.take();
            if !tasks.guard.insert(&id, record.text(), config.ttl).await? {
                return Err(Fault::broken(StoreError("a task id was taken".into())));
            }
            Ok((id, record))
        };
        let started = Instant::now();
        let (id, record) = match created.await {
            Ok(created) => created,
            Err(fault) => {
                tracing::error!(target: "toolwright::server", tool = %name, error = %fault.error, "the task could not be recorded; its handler, already started, is dropped");
                return classify::runtime_operational(
                    &name,
                    &classify::TASK_LOST,
                    Lost::Forgotten.message().to_owned(),
                    "the task store failed while the task was being created",
                );
            }
        };
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
            lease: config.lease,
            leased_until: started + config.lease,
            server_info: tasks.server_info.clone(),
            tool: name,
            running: tasks.running.clone(),
            stop: tasks.stop.subscribe(),
        };
        tokio::spawn(runner.drive(run, inbox, progress));
        Outcome::Task(TaskAnswer {
            json: record.created(&id, &tasks.meta),
        })
    }
}

/// A task's latest progress report, as its `statusMessage`.
#[derive(Default)]
struct Reported {
    latest: std::sync::Mutex<Option<String>>,
    moved: tokio::sync::Notify,
}

impl Reported {
    /// The report's message, or `progress/total` (`progress` alone without a total).
    fn report(&self, report: &Progress) {
        let text = report
            .message
            .clone()
            .unwrap_or_else(|| match report.total {
                Some(total) => format!("{}/{total}", report.progress),
                None => report.progress.to_string(),
            });
        *crate::util::lock(&self.latest) = Some(text);
        self.moved.notify_one();
    }

    fn take(&self) -> Option<String> {
        crate::util::lock(&self.latest).take()
    }
}

/// A task's handler, running apart: dropped (aborted) with the runner.
struct Handler(tokio::task::JoinHandle<Outcome>);

impl Handler {
    /// Drop the handler now, and wait until it is gone.
    async fn stop(&mut self) {
        self.0.abort();
        let _ = (&mut self.0).await;
    }
}

impl Drop for Handler {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// The word to stop (never, once no one can give it).
async fn stopped(stop: &mut watch::Receiver<bool>) {
    if stop.wait_for(|stop| *stop).await.is_err() {
        std::future::pending::<()>().await;
    }
}

/// A question asked by the handler (a permit is kept when none waits: none is missed).
async fn asked(inbox: Option<&Inbox>) {
    match inbox {
        Some(inbox) => inbox.asked.notified().await,
        None => std::future::pending().await,
    }
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// The first wait between two tries of a task's last write; doubled up to [`MAX_BACKOFF`].
const FIRST_BACKOFF: Duration = Duration::from_millis(50);
const MAX_BACKOFF: Duration = Duration::from_secs(1);

/// What carries a task's handler to its end.
struct Runner {
    store: Arc<Guard>,
    id: String,
    lease: Duration,
    /// Until when, on this replica's monotonic clock, the lease last renewed holds at
    /// least (taken before the store's clock was read for it).
    leased_until: Instant,
    server_info: Value,
    tool: String,
    running: watch::Sender<usize>,
    stop: watch::Receiver<bool>,
}

impl Drop for Runner {
    fn drop(&mut self) {
        self.running.send_modify(|n| *n -= 1);
    }
}

impl Runner {
    /// Carry the task to its end. The handler runs in a tokio task of its own, so that a
    /// store that is slow to answer the runner never holds the handler back; every way out
    /// of here but its end drops it.
    async fn drive(
        mut self,
        run: Pin<Box<dyn Future<Output = Outcome> + Send>>,
        inbox: Option<Arc<Inbox>>,
        progress: Arc<Reported>,
    ) {
        let mut run = Handler(tokio::spawn(run));
        let store = Arc::clone(&self.store);
        let store = &*store;
        let id = self.id.clone();
        let id = id.as_str();
        let mut watch = tokio::time::interval(WATCH);
        let mut stop = self.stop.clone();
        loop {
            tokio::select! {
                outcome = &mut run.0 => {
                    let outcome = outcome.unwrap_or_else(|e| {
                        classify::runtime_internal(&self.tool, "<task>", &format!("the task's handler ended: {e}"))
                    });
                    self.finish(outcome).await;
                    return;
                }
                () = stopped(&mut stop) => {
                    run.stop().await;
                    self.end_stopped().await;
                    return;
                }
                () = asked(inbox.as_deref()) => {
                    let Some(inbox) = &inbox else { continue };
                    let new = inbox.take_new();
                    let published = modify(store, id, |r| {
                        if r.status.is_terminal() {
                            return false;
                        }
                        for question in &new {
                            r.inputs.insert(question.key.clone(), question.to_json());
                        }
                        r.set(Status::InputRequired);
                        true
                    })
                    .await;
                    if !self.still_running(published) {
                        return;
                    }
                }
                () = progress.moved.notified() => {
                    let Some(message) = progress.take() else { continue };
                    let told = modify(store, id, |r| {
                        if r.status.is_terminal() {
                            return false;
                        }
                        r.message = Some(message.clone());
                        r.updated = super::record::now_ms();
                        true
                    })
                    .await;
                    if !self.still_running(told) {
                        return;
                    }
                }
                _ = watch.tick() => {
                    let renew = self.leased_until.saturating_duration_since(Instant::now()) <= self.lease * 2 / 3;
                    let asked_at = Instant::now();
                    // The lease is on the store's clock: no replica's own clock decides it.
                    let lease = if renew {
                        match store.now(id).await {
                            Ok(now) => Some(now + millis(self.lease)),
                            Err(fault) => {
                                self.still_running(Err(fault));
                                continue;
                            }
                        }
                    } else {
                        None
                    };
                    let mut taken = Map::new();
                    let seen = modify(store, id, |r| {
                        if r.status.is_terminal() {
                            return false;
                        }
                        taken = std::mem::take(&mut r.answers);
                        if let Some(lease) = lease {
                            r.lease = lease;
                        }
                        lease.is_some() || !taken.is_empty()
                    })
                    .await;
                    let renewed = lease.is_some() && matches!(seen, Ok(Some(_)));
                    if !self.still_running(seen) {
                        return;
                    }
                    if renewed {
                        self.leased_until = asked_at + self.lease;
                    }
                    if let Some(inbox) = &inbox {
                        for (key, answer) in taken {
                            inbox.answer(&key, answer);
                        }
                    }
                }
            }
        }
    }

    /// Whether the task still runs (not ended by a cancel, nor expired, nor unreadable).
    /// Returning `false` drops the handler, as a cancelled call's is.
    fn still_running(&self, seen: Result<Option<Record>, Fault>) -> bool {
        match seen {
            Ok(Some(record)) if !record.status.is_terminal() => true,
            Ok(Some(record)) => {
                tracing::info!(target: "toolwright::server", tool = %self.tool, task = %self.id, status = record.status.as_str(), "the task ended; its handler is dropped");
                false
            }
            Ok(None) => {
                tracing::warn!(target: "toolwright::server", tool = %self.tool, task = %self.id, "the task's record is gone while running; its handler is dropped");
                false
            }
            Err(fault) => {
                // The store may come back: the handler runs on, and the lease decides.
                tracing::error!(target: "toolwright::server", tool = %self.tool, task = %self.id, error = %fault.error, "the task store failed");
                true
            }
        }
    }

    /// Record the handler's end: a result makes a `completed` task, an error a `failed`
    /// one, each exactly as the direct call would have answered.
    async fn finish(&self, outcome: Outcome) {
        let outcome = match outcome {
            outcome @ (Outcome::Result(_) | Outcome::Error(_)) => outcome,
            // Never: a task's questions wait in the task.
            other => classify::runtime_internal(
                &self.tool,
                "<task>",
                &format!("a task's handler ended with {other:?}"),
            ),
        };
        let member = response::outcome_member(outcome, Some(&self.server_info));
        self.last_write("the task ended", |r| {
            r.inputs.clear();
            r.answers.clear();
            match &member {
                Ok(result) => {
                    r.result = Some(result.clone());
                    r.set(Status::Completed)
                }
                Err(error) => {
                    r.error = Some(error.clone());
                    r.set(Status::Failed)
                }
            }
        })
        .await;
    }

    /// The drain deadline of a stop ran out: the task ends as lost now.
    async fn end_stopped(&self) {
        let server_info = self.server_info.clone();
        self.last_write("the server stopped; the task ended as lost", |r| {
            end_lost(r, Lost::Stopped, &server_info)
        })
        .await;
    }

    /// A task's last write (its end), retried with backoff while the store cannot be
    /// reached, until the lease would lapse: a stall shorter than that loses nothing.
    async fn last_write(&self, what: &str, mut change: impl FnMut(&mut Record) -> bool) {
        let mut backoff = FIRST_BACKOFF;
        let mut tries = 1u32;
        loop {
            let ended = modify(&self.store, &self.id, |r| {
                !r.status.is_terminal() && change(r)
            })
            .await;
            match ended {
                Ok(Some(record)) => {
                    tracing::info!(target: "toolwright::server", tool = %self.tool, task = %self.id, status = record.status.as_str(), tries, "{what}");
                    return;
                }
                Ok(None) => {
                    tracing::warn!(target: "toolwright::server", tool = %self.tool, task = %self.id, "the task's record is gone before it ended; its outcome is lost");
                    return;
                }
                Err(fault) => {
                    let retry =
                        fault.retry_after.is_some() && Instant::now() + backoff < self.leased_until;
                    if !retry {
                        tracing::error!(target: "toolwright::server", tool = %self.tool, task = %self.id, error = %fault.error, tries, "the task store failed until the lease would lapse; the task's outcome is lost");
                        return;
                    }
                    tracing::warn!(target: "toolwright::server", tool = %self.tool, task = %self.id, error = %fault.error, tries, "the task's end could not be written; retrying");
                    tokio::time::sleep(backoff).await;
                    backoff = (backoff * 2).min(MAX_BACKOFF);
                    tries += 1;
                }
            }
        }
    }
}
