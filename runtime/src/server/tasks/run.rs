//! The engine's part in tasks: which calls become tasks, `tasks/get`, `tasks/update` and
//! `tasks/cancel`, and the runner that carries a handler to its end (its questions to the
//! store, the client's answers back, its lease renewed, a cancel obeyed).

use super::record::{now_ms, Record, Status};
use super::{StoreError, TaskConfig, TaskStore};
use crate::caller::Caller;
use crate::classify;
use crate::context::{Progress, ProgressSink};
use crate::server::engine::Engine;
use crate::server::era;
use crate::server::request::{Served, ToolCall};
use crate::server::response;
use crate::talk::{Inbox, Talk, TASKS_EXTENSION};
use crate::util::{encode_hex, random_bytes, short_hex};
use crate::wire::{Era, Outcome, ProtocolError, TaskAnswer};
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::Poll;
use std::time::Duration;

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
    /// `,"_meta":{"io.modelcontextprotocol/serverInfo":..}`, closing every task answer.
    meta: String,
    server_info: Value,
}

impl Tasks {
    pub(crate) fn new(config: TaskConfig, server_info: &Value) -> Self {
        let meta = format!(r#","_meta":{{"{}":{}}}"#, era::SERVER_INFO_KEY, server_info);
        Tasks {
            config,
            meta,
            server_info: server_info.clone(),
        }
    }

    fn store(&self) -> &dyn TaskStore {
        &*self.config.store
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
            .store()
            .get(id)
            .await?
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
    store: &dyn TaskStore,
    id: &str,
    mut change: impl FnMut(&mut Record) -> bool,
) -> Result<Option<Record>, StoreError> {
    for _ in 0..32 {
        let Some(old) = store.get(id).await? else {
            return Ok(None);
        };
        let mut record = Record::parse(&old)
            .ok_or_else(|| StoreError(format!("the record of task {id} does not parse")))?;
        if !change(&mut record) {
            return Ok(Some(record));
        }
        if store.replace(id, &old, record.text()).await? {
            return Ok(Some(record));
        }
    }
    Err(StoreError(format!(
        "task {id} changed 32 times while being changed"
    )))
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

/// End a task whose replica stopped answering for it (its lease lapsed), as lost: the
/// `unknown_outcome` result the model reads. Whether it changed.
fn end_if_lost(r: &mut Record, tasks: &Tasks) -> bool {
    if r.status.is_terminal() || r.lease >= now_ms() {
        return false;
    }
    let outcome = classify::runtime_operational(
        &r.tool,
        &classify::TASK_LOST,
        "The task stopped before it finished: the server running it went away. It may have partly happened.".to_owned(),
        "the lease of the replica running the task lapsed",
    );
    r.result = response::outcome_member(outcome, Some(&tasks.server_info)).ok();
    r.inputs.clear();
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
    store: &dyn TaskStore,
    id: &str,
    owner: &Option<String>,
    args: Value,
) -> Result<Result<Option<Record>, StoreError>, Outcome> {
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

/// A store failure: an internal error to the client, the detail in the log.
fn store_failed(what: &str, e: &StoreError) -> Outcome {
    classify::runtime_internal(what, "<task store>", &e.to_string())
}

impl Engine {
    /// Whether the server serves the tasks extension: some tool may run as a task.
    pub(crate) fn serves_tasks(&self) -> bool {
        self.tasks.is_some()
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
        let store = tasks.store();
        let ack = || {
            Outcome::Task(TaskAnswer {
                json: format!(r#"{{"resultType":"complete"{}}}"#, tasks.meta),
            })
        };
        // Another caller's task is no task at all.
        let mine = |r: &Record| r.owner == owner;
        let changed = match method {
            TaskMethod::Get => modify(store, id, |r| mine(r) && end_if_lost(r, tasks)).await,
            TaskMethod::Update => match answer(store, id, &owner, args).await {
                Ok(changed) => changed,
                Err(refused) => return refused,
            },
            TaskMethod::Cancel => modify(store, id, |r| mine(r) && cancel(r)).await,
        };
        match changed {
            Err(e) => store_failed("tasks", &e),
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
    /// durable in the store before the client hears of it, carried on by a runner.
    pub(crate) async fn start_task(&self, call: ToolCall, talk: Option<Arc<Talk>>) -> Outcome {
        let tasks = self.tasks.as_ref().expect("a task call needs tasks");
        let name = call.name.clone();
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
        let now = now_ms();
        let record = Record {
            owner,
            tool: name.clone(),
            status: Status::Working,
            message: progress.take(),
            created: now,
            updated: now,
            ttl_ms: millis(config.ttl),
            poll_ms: millis(config.poll_interval),
            lease: now + millis(config.lease),
            inputs: Map::new(),
            answers: Map::new(),
            result: None,
            error: None,
        };
        let mut id = String::with_capacity(32);
        encode_hex(&random_bytes::<16>(), &mut id);
        match tasks.store().insert(&id, record.text(), config.ttl).await {
            Ok(true) => {}
            Ok(false) => return store_failed(&name, &StoreError("a task id was taken".into())),
            Err(e) => return store_failed(&name, &e),
        }
        // From now on its questions wait in the task.
        let inbox = talk.as_ref().and_then(|t| t.rounds.as_ref()).map(|rounds| {
            let inbox = Arc::new(Inbox::default());
            rounds.run_as_task(Arc::clone(&inbox));
            inbox
        });
        tracing::info!(target: "toolwright::server", tool = %name, task = %id, "the call runs on as a task");
        let runner = Runner {
            store: Arc::clone(&config.store),
            id: id.clone(),
            lease: config.lease,
            server_info: tasks.server_info.clone(),
            tool: name,
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

/// What carries a task's handler to its end.
struct Runner {
    store: Arc<dyn TaskStore>,
    id: String,
    lease: Duration,
    server_info: Value,
    tool: String,
}

impl Runner {
    async fn drive(
        self,
        mut run: Pin<Box<dyn Future<Output = Outcome> + Send>>,
        inbox: Option<Arc<Inbox>>,
        progress: Arc<Reported>,
    ) {
        let store = &*self.store;
        let id = self.id.as_str();
        let mut watch = tokio::time::interval(WATCH);
        let mut renewed = tokio::time::Instant::now();
        loop {
            tokio::select! {
                outcome = &mut run => {
                    self.finish(outcome).await;
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
                        r.updated = now_ms();
                        true
                    })
                    .await;
                    if !self.still_running(told) {
                        return;
                    }
                }
                _ = watch.tick() => {
                    let renew = renewed.elapsed() >= self.lease / 3;
                    let mut taken = Map::new();
                    let lease = now_ms() + millis(self.lease);
                    let seen = modify(store, id, |r| {
                        if r.status.is_terminal() {
                            return false;
                        }
                        taken = std::mem::take(&mut r.answers);
                        if renew {
                            r.lease = lease;
                        }
                        renew || !taken.is_empty()
                    })
                    .await;
                    if !self.still_running(seen) {
                        return;
                    }
                    if renew {
                        renewed = tokio::time::Instant::now();
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
    fn still_running(&self, seen: Result<Option<Record>, StoreError>) -> bool {
        match seen {
            Ok(Some(record)) if !record.status.is_terminal() => true,
            Ok(Some(record)) => {
                tracing::info!(target: "toolwright::server", tool = %self.tool, task = %self.id, status = record.status.as_str(), "the task ended; its handler is dropped");
                false
            }
            Ok(None) => {
                tracing::warn!(target: "toolwright::server", tool = %self.tool, task = %self.id, "the task expired while running; its handler is dropped");
                false
            }
            Err(e) => {
                // The store may come back: the handler runs on, and the lease decides.
                tracing::error!(target: "toolwright::server", tool = %self.tool, task = %self.id, error = %e, "the task store failed");
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
        let ended = modify(&*self.store, &self.id, |r| {
            if r.status.is_terminal() {
                return false;
            }
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
        match ended {
            Ok(Some(record)) => {
                tracing::info!(target: "toolwright::server", tool = %self.tool, task = %self.id, status = record.status.as_str(), "the task ended");
            }
            Ok(None) => {
                tracing::warn!(target: "toolwright::server", tool = %self.tool, task = %self.id, "the task expired before it ended; its outcome is lost");
            }
            Err(e) => {
                tracing::error!(target: "toolwright::server", tool = %self.tool, task = %self.id, error = %e, "the task store failed; the task's outcome is lost");
            }
        }
    }
}
