//! 2026-07-28 `subscriptions/listen` (SEP-2575): the one long-lived stream of what the
//! server sends unasked. The engine reads the client's filter, keeps the part it honours
//! (the acknowledgement says which), and writes each line of the stream; the transports
//! carry them (stdio in its output, HTTP as the request's event stream).
//!
//! What is honoured: `promptsListChanged` when the set has prompts; `resourcesListChanged`
//! and `resourceSubscriptions` when it has resources, each URI only when the caller may
//! read it (one it may not read is left out of the acknowledgement, as one that names no
//! resource is: a hidden resource's changes are not an oracle); `taskIds` when the server
//! has task tools and the request declares the tasks extension (`-32021` otherwise), each
//! task's moves sent as `notifications/tasks` to its own caller only, read from the task
//! store (so a task running on another replica is followed too). `toolsListChanged` is
//! not: a tool set is fixed once built, so its list never changes.

use super::methods::Request;
use super::request::{Dispatch, Listen};
use super::tasks::Moved;
use super::Engine;
use crate::access::Access;
use crate::caller::Caller;
use crate::changes::Change;
use crate::handler::HandlerKind;
use crate::server::head::Head;
use crate::server::message::Id;
use crate::server::response;
use crate::talk::TASKS_EXTENSION;
use crate::toolset::Use;
use crate::wire::ProtocolError;
use serde_json::{json, Map, Value};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::time::Duration;
use tokio::sync::broadcast;

/// How often a subscription that follows tasks reads them from the store.
const TASK_WATCH: Duration = Duration::from_millis(200);

/// `_meta` key naming the subscription a message belongs to.
pub(crate) const SUBSCRIPTION_ID_KEY: &str = "io.modelcontextprotocol/subscriptionId";

impl Engine {
    /// The `resourceSubscriptions` honoured: those the caller may read.
    fn subscribed_uris(
        &self,
        filter: &Map<String, Value>,
        has_resources: bool,
        caller: Option<&Caller>,
    ) -> Result<BTreeSet<String>, ProtocolError> {
        Ok(match filter.get("resourceSubscriptions") {
            None | Some(Value::Null) => BTreeSet::new(),
            Some(Value::Array(uris)) => uris
                .iter()
                .map(|u| {
                    u.as_str().map(str::to_owned).ok_or_else(|| {
                        invalid("`notifications.resourceSubscriptions` must be a list of URIs.")
                    })
                })
                .collect::<Result<Vec<_>, _>>()?
                .into_iter()
                .filter(|uri| {
                    has_resources
                        && matches!(
                            self.tools.admit_use(HandlerKind::Resource, uri, caller),
                            Some(Use {
                                access: Access::Allowed,
                                ..
                            })
                        )
                })
                .collect(),
            Some(_) => {
                return Err(invalid(
                    "`notifications.resourceSubscriptions` must be a list of URIs.",
                ))
            }
        })
    }

    /// A receiver of the application's changes for a subscription.
    pub(crate) fn subscription_changes(&self) -> broadcast::Receiver<Change> {
        self.tools.changes().listen()
    }

    /// The next line of subscription `listen`: a change it asked for, or a move of a task
    /// it follows. `None` once nothing more can come.
    pub(crate) async fn next_line(
        &self,
        listen: &mut Listen,
        changes: &mut broadcast::Receiver<Change>,
    ) -> Option<Vec<u8>> {
        loop {
            if let Some(line) = listen.ready.pop_front() {
                return Some(line);
            }
            let following = !listen.tasks.is_empty();
            tokio::select! {
                change = Engine::next_change(changes) => {
                    if let Some(line) = listen.line(&change?) {
                        return Some(line);
                    }
                }
                () = tokio::time::sleep(TASK_WATCH), if following => {
                    self.follow_tasks(listen).await;
                }
            }
        }
    }

    /// `subscriptions/listen`: the subscription for the transport to serve, or why not.
    pub(super) fn listen(&self, r: Request<'_>) -> Dispatch {
        match self.subscription(r.id, r.head, r.params.as_ref(), r.caller) {
            Ok(listen) => Dispatch::Listen(Box::new(listen)),
            Err(e) => Dispatch::answer(r.id, Err(e)),
        }
    }

    /// Open a 2026-07-28 subscription for request `id` (the method's row has refused it to
    /// a server with nothing to send unasked, and to a 2025-11-25 session, which listens
    /// through `resources/subscribe` and its stream).
    fn subscription(
        &self,
        id: &Id,
        head: &Head,
        params: Option<&Value>,
        caller: Option<&Caller>,
    ) -> Result<Listen, ProtocolError> {
        let filter = match params.and_then(|p| p.get("notifications")) {
            None | Some(Value::Null) => Map::new(),
            Some(Value::Object(filter)) => filter.clone(),
            Some(_) => return Err(invalid("`notifications` must be an object.")),
        };
        let flag = |key: &str| match filter.get(key) {
            None | Some(Value::Null) => Ok(false),
            Some(Value::Bool(on)) => Ok(*on),
            Some(_) => Err(invalid(&format!(
                "`notifications.{key}` must be a boolean."
            ))),
        };
        let (has_resources, has_prompts) = (self.tools.has_resources(), self.tools.has_prompts());
        // Asked for but never sent: read (so a malformed one is refused), then dropped.
        flag("toolsListChanged")?;
        let prompts = flag("promptsListChanged")? && has_prompts;
        let resources = flag("resourcesListChanged")? && has_resources;
        let uris = self.subscribed_uris(&filter, has_resources, caller)?;
        let tasks = match filter.get("taskIds") {
            None | Some(Value::Null) => BTreeMap::new(),
            Some(Value::Array(ids)) if ids.iter().all(Value::is_string) => ids
                .iter()
                .filter_map(Value::as_str)
                .filter(|_| self.serves_tasks())
                .map(|id| (id.to_owned(), 0))
                .collect(),
            Some(_) => {
                return Err(invalid(
                    "`notifications.taskIds` must be a list of task ids.",
                ))
            }
        };
        if !tasks.is_empty() && !head.caps().tasks {
            return Err(ProtocolError::missing_extension(TASKS_EXTENSION));
        }
        Ok(Listen {
            id: id.clone(),
            tag: id.to_value(),
            prompts,
            resources,
            uris,
            tasks,
            owner: super::tasks::owner(caller),
            ready: VecDeque::new(),
        })
    }
}

impl Engine {
    /// Read the tasks subscription `listen` follows, and queue a `notifications/tasks` for
    /// each that moved since last sent (its caller's only; one that ended is followed no
    /// more, one that is gone or another caller's is dropped silently).
    async fn follow_tasks(&self, listen: &mut Listen) {
        let Some(tasks) = &self.tasks else { return };
        let meta = listen.meta_member();
        let mut done = Vec::new();
        for (id, sent) in &mut listen.tasks {
            let ended = match tasks.moved(id, listen.owner.as_deref(), *sent, &meta).await {
                Err(e) => {
                    tracing::error!(target: "toolwright::server", task = %id, error = %e, "the task store failed; the subscription reads it again later");
                    false
                }
                Ok(Moved::Gone) => true,
                Ok(Moved::Still { ended }) => ended,
                Ok(Moved::To {
                    params,
                    updated,
                    ended,
                }) => {
                    *sent = updated;
                    let mut line = Vec::with_capacity(params.len() + 64);
                    line.extend_from_slice(
                        br#"{"jsonrpc":"2.0","method":"notifications/tasks","params":"#,
                    );
                    line.extend_from_slice(params.as_bytes());
                    line.push(b'}');
                    listen.ready.push_back(line);
                    ended
                }
            };
            if ended {
                done.push(id.clone());
            }
        }
        for id in done {
            listen.tasks.remove(&id);
        }
    }
}

fn invalid(what: &str) -> ProtocolError {
    ProtocolError::invalid_params(format!("Invalid params: {what}"))
}

impl Listen {
    /// The id of the `subscriptions/listen` request.
    pub(crate) fn id(&self) -> &Id {
        &self.id
    }

    fn meta(&self) -> Value {
        json!({ SUBSCRIPTION_ID_KEY: self.tag })
    }

    /// `,"_meta":{"io.modelcontextprotocol/subscriptionId":<id>}`, closing a task's
    /// notification params.
    fn meta_member(&self) -> String {
        format!(r#","_meta":{}"#, self.meta())
    }

    /// The first message of the stream: `notifications/subscriptions/acknowledged` with
    /// the part of the filter the server honours.
    pub(crate) fn ack(&self) -> Vec<u8> {
        let mut honoured = Map::new();
        if self.prompts {
            honoured.insert("promptsListChanged".into(), Value::Bool(true));
        }
        if self.resources {
            honoured.insert("resourcesListChanged".into(), Value::Bool(true));
        }
        if !self.uris.is_empty() {
            honoured.insert("resourceSubscriptions".into(), json!(self.uris));
        }
        if !self.tasks.is_empty() {
            honoured.insert(
                "taskIds".into(),
                json!(self.tasks.keys().collect::<Vec<_>>()),
            );
        }
        let params = json!({ "_meta": self.meta(), "notifications": honoured });
        response::notification_line("notifications/subscriptions/acknowledged", &params)
    }

    /// The notification of `change` for this subscription, if it asked for it.
    pub(crate) fn line(&self, change: &Change) -> Option<Vec<u8>> {
        let params = match change {
            Change::Resource(uri) if self.uris.contains(uri) => {
                json!({ "_meta": self.meta(), "uri": uri })
            }
            Change::Resources if self.resources => json!({ "_meta": self.meta() }),
            Change::Prompts if self.prompts => json!({ "_meta": self.meta() }),
            _ => return None,
        };
        Some(response::notification_line(change.method(), &params))
    }

    /// The response that ends the subscription gracefully (the server shuts down).
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) fn closed(&self) -> Vec<u8> {
        let result = json!({ "resultType": "complete", "_meta": self.meta() });
        response::result_line(&self.id, &result.to_string())
    }
}
