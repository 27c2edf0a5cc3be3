//! The engine's part in resources, prompts and completion: which of their methods a server
//! serves (only what its set has), their lists, completion, the checks of a
//! `resources/read` or `prompts/get` the transports then run as they run a tool call, the
//! subscriptions a transport records, and the notifications of the application's changes.

use super::request::{call_params, cursor, take, Dispatch, Handshake, Served, ToolCall};
use super::Engine;
use crate::access::Access;
use crate::audit::Served as Kind;
use crate::caller::Caller;
use crate::changes::Change;
use crate::classify;
use crate::server::era::Head;
use crate::server::message::Id;
use crate::server::response;
use crate::toolset::CallOptions;
use crate::wire::{Era, Outcome, ProtocolError};
use futures_util::FutureExt;
use serde_json::Value;
use std::collections::HashMap;
use std::panic::AssertUnwindSafe;
use tokio::sync::broadcast;

impl Engine {
    /// Answer a resource, prompt or completion request, or hand back the read or prompt
    /// it asks for (only for a method the set serves: [`Engine::serves`]).
    pub(super) fn dispatch_catalog(
        &self,
        handshake: &Handshake,
        id: &Id,
        method: &str,
        (head, params): (&Head, Option<Value>),
        caller: Option<&Caller>,
    ) -> Dispatch {
        let era = || head.era(handshake.initialized);
        let answer = match method {
            "resources/read" | "prompts/get" => match request_call(method, params, head, handshake)
            {
                Ok(mut call) => {
                    // Who may read it, decided once for the transport and the call.
                    if let Some(admitted) = call
                        .served
                        .kind()
                        .and_then(|kind| self.tools.admit_use(kind, &call.name, caller))
                    {
                        call.access = Some(admitted.access);
                        call.talks = admitted.talks;
                    }
                    call.caller = caller.cloned();
                    return Dispatch::Call(call);
                }
                Err(e) => Err(e),
            },
            "completion/complete" => {
                era().and_then(|era| self.complete(era, params.as_ref(), caller))
            }
            "resources/subscribe" | "resources/unsubscribe" => {
                return match era().and_then(|era| subscription(era, method, params.as_ref())) {
                    // A resource the caller may not read is answered as one that does not
                    // exist (`{}`), and never followed: its updates would tell it exists.
                    Ok(uri)
                        if method == "resources/subscribe"
                            && matches!(
                                self.tools.admit_use(Kind::Resource, &uri, caller),
                                Some(admitted) if admitted.access != Access::Allowed
                            ) =>
                    {
                        Dispatch::answer(id, Ok("{}"))
                    }
                    Ok(uri) => Dispatch::Subscribe {
                        uri,
                        on: method == "resources/subscribe",
                        line: response::result_line(id, "{}"),
                    },
                    Err(e) => Dispatch::answer(id, Err(e)),
                };
            }
            #[cfg(feature = "skills")]
            "skills/list" | "skills/get" | "resources/directory/read" => {
                era().and_then(|era| self.skills_answer(era, method, params.as_ref(), caller))
            }
            "resources/list" | "resources/templates/list" | "prompts/list" => {
                era().and_then(|era| self.catalog_list(era, method, params.as_ref(), caller))
            }
            _ => Err(ProtocolError::method_not_found(method)),
        };
        match answer {
            Ok(result) => Dispatch::answer(id, Ok(&result)),
            Err(e) => Dispatch::answer(id, Err(e)),
        }
    }

    /// A `resources/read` or `prompts/get`, a panic outside the handler answered as
    /// internal.
    pub(super) async fn serve_request(
        &self,
        served: Served,
        name: &str,
        args: Value,
        options: CallOptions,
    ) -> Outcome {
        let run = async {
            match served {
                Served::Read => self.tools.read_with(name, options).await,
                _ => self.tools.get_prompt_with(name, args, options).await,
            }
        };
        AssertUnwindSafe(run)
            .catch_unwind()
            .await
            .unwrap_or_else(|payload| {
                classify::panicked_in("the request, outside its handler,", name, &*payload)
            })
    }

    /// The application's changes from now on, for a transport to pass on: `None` for a
    /// server with no resources and no prompts (nothing to notify).
    pub(crate) fn changes(&self) -> Option<broadcast::Receiver<Change>> {
        self.notifies().then(|| self.tools.changes().listen())
    }

    /// Whether the server sends notifications unasked: it has resources or prompts.
    pub(crate) fn notifies(&self) -> bool {
        self.tools.has_resources() || self.tools.has_prompts()
    }

    /// The next change, or `None` once the application can report no more. A listener that
    /// fell behind is told the lists changed (clients re-list, and re-read what they show).
    pub(crate) async fn next_change(changes: &mut broadcast::Receiver<Change>) -> Option<Change> {
        match changes.recv().await {
            Ok(change) => Some(change),
            Err(broadcast::error::RecvError::Lagged(_)) => Some(Change::Resources),
            Err(broadcast::error::RecvError::Closed) => None,
        }
    }

    /// The notification line for `change`, for a connection subscribed to the URIs
    /// `subscribed` accepts; `None` when it concerns nothing this server or connection has.
    pub(crate) fn change_line(
        &self,
        change: &Change,
        subscribed: impl Fn(&str) -> bool,
    ) -> Option<Vec<u8>> {
        let params = match change {
            Change::Resource(uri) if subscribed(uri) => serde_json::json!({ "uri": uri }),
            Change::Resources if self.tools.has_resources() => serde_json::json!({}),
            Change::Prompts if self.tools.has_prompts() => serde_json::json!({}),
            _ => return None,
        };
        Some(response::notification_line(change.method(), &params))
    }

    /// Whether the server serves `method`: the resource methods when it has resources, the
    /// prompt methods when it has prompts, completion when it has either, the skills
    /// methods when it has skills (a tools-only server answers `-32601` to all of them, as
    /// before it had any).
    pub(super) fn serves(&self, method: &str) -> bool {
        let tools = &self.tools;
        match method {
            "completion/complete" => tools.has_resources() || tools.has_prompts(),
            "resources/list"
            | "resources/templates/list"
            | "resources/read"
            | "resources/subscribe"
            | "resources/unsubscribe" => tools.has_resources(),
            "prompts/list" | "prompts/get" => tools.has_prompts(),
            "skills/list" | "skills/get" | "resources/directory/read" => tools.has_skills(),
            _ => false,
        }
    }

    /// Whether a 2026-07-28 request of `method` is one of the resource, prompt or
    /// completion methods this server serves (`resources/subscribe` is not one: 2026-07-28
    /// listens through `subscriptions/listen`).
    #[cfg(feature = "http")]
    pub(crate) fn serves_statelessly(&self, method: &str) -> bool {
        match method {
            "resources/subscribe" | "resources/unsubscribe" => false,
            "subscriptions/listen" => self.listens(),
            "tasks/get" | "tasks/update" | "tasks/cancel" => self.serves_tasks(),
            _ => self.serves(method),
        }
    }

    /// `resources/list`, `resources/templates/list` or `prompts/list`, as `caller` sees it,
    /// a page at a time.
    fn catalog_list(
        &self,
        era: Era,
        method: &str,
        params: Option<&Value>,
        caller: Option<&Caller>,
    ) -> Result<String, ProtocolError> {
        let cursor = cursor(params)?;
        let tools = &self.tools;
        let pages = &self.identity.pages;
        // Rendered once per era and class of caller, then served from memory.
        let class = match method {
            "resources/list" => {
                pages.for_class("resources", era, caller, || tools.resources_for(caller))
            }
            "resources/templates/list" => pages.for_class("resourceTemplates", era, caller, || {
                tools.templates_for(caller)
            }),
            _ => pages.for_class("prompts", era, caller, || tools.prompts_for(caller)),
        };
        let page = pages
            .class_page(&class, cursor)
            .ok_or_else(|| ProtocolError::invalid_params("Invalid params: unknown `cursor`."))?;
        Ok(page.to_owned())
    }

    /// `completion/complete`: suggestions for a prompt argument or a template variable.
    fn complete(
        &self,
        era: Era,
        params: Option<&Value>,
        caller: Option<&Caller>,
    ) -> Result<String, ProtocolError> {
        let invalid = |m: &'static str| ProtocolError::invalid_params(m);
        let params =
            params.ok_or_else(|| invalid("Invalid params: `ref` and `argument` are required."))?;
        let reference = params
            .get("ref")
            .filter(|r| r.is_object())
            .ok_or_else(|| invalid("Invalid params: `ref` must be an object."))?;
        let argument = params
            .get("argument")
            .ok_or_else(|| invalid("Invalid params: `argument` is missing."))?;
        let (Some(name), Some(value)) = (
            argument.get("name").and_then(Value::as_str),
            argument.get("value").and_then(Value::as_str),
        ) else {
            return Err(invalid(
                "Invalid params: `argument` must have a string `name` and `value`.",
            ));
        };
        let arguments: HashMap<String, String> =
            match params.get("context").and_then(|c| c.get("arguments")) {
                None | Some(Value::Null) => HashMap::new(),
                Some(Value::Object(map)) => map
                    .iter()
                    .filter_map(|(k, v)| Some((k.clone(), v.as_str()?.to_owned())))
                    .collect(),
                Some(_) => {
                    return Err(invalid(
                        "Invalid params: `context.arguments` must be an object of strings.",
                    ))
                }
            };
        let completion = self
            .tools
            .complete(reference, name, value, &arguments, caller)?;
        Ok(self.identity.completion(era, &completion))
    }
}

/// The URI of a `resources/subscribe` or `unsubscribe`: 2025-11-25 methods (2026-07-28
/// listens through `subscriptions/listen` instead).
fn subscription(era: Era, method: &str, params: Option<&Value>) -> Result<String, ProtocolError> {
    if era == Era::Stateless {
        return Err(ProtocolError::method_not_found(method));
    }
    match params.and_then(|p| p.get("uri")) {
        Some(Value::String(uri)) => Ok(uri.clone()),
        _ => Err(ProtocolError::invalid_params(
            "Invalid params: `uri` must be a string.",
        )),
    }
}

/// Check the params of a `resources/read` (`uri`) or `prompts/get` (`name`, `arguments`).
fn request_call(
    method: &str,
    params: Option<Value>,
    head: &Head,
    handshake: &Handshake,
) -> Result<ToolCall, ProtocolError> {
    let not_object = "Invalid params: `params` must be an object.";
    let (era, mut params) = call_params((head, params), handshake, not_object)?;
    let (served, key) = match method {
        "resources/read" => (Served::Read, "uri"),
        _ => (Served::Prompt, "name"),
    };
    let name = match take(&mut params, key) {
        Some(Value::String(name)) => name,
        _ => {
            return Err(ProtocolError::invalid_params(match served {
                Served::Read => "Invalid params: `uri` must be a string.",
                _ => "Invalid params: `name` must be a string.",
            }))
        }
    };
    let args = take(&mut params, "arguments").unwrap_or(Value::Null);
    ToolCall::of_request((served, name, args), era, head, &mut params, handshake)
}
