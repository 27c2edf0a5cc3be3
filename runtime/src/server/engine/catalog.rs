//! The engine's part in resources, prompts and completion: which of their methods a server
//! serves (only what its set has), their lists, completion, the checks of a
//! `resources/read` or `prompts/get` the transports then run as they run a tool call, the
//! subscriptions a transport records, and the notifications of the application's changes.

use super::methods::{Method, Request};
use super::request::{cursor, object_params, take, Dispatch, Handshake, Served, ToolCall};
use super::results::unknown_cursor;
use super::Engine;
use crate::access::Access;
use crate::caller::Caller;
use crate::changes::Change;
use crate::classify;
use crate::handler::HandlerKind;
use crate::server::head::Head;
use crate::server::response;
use crate::toolset::CallOptions;
use crate::wire::{Era, Outcome, ProtocolError};
use futures_util::FutureExt;
use serde_json::Value;
use std::collections::HashMap;
use std::panic::AssertUnwindSafe;
use tokio::sync::broadcast;

impl Engine {
    /// `resources/read` or `prompts/get`: the read or prompt to run, with who may use it
    /// decided once for the transport and the call.
    pub(super) fn request_call(&self, r: Request<'_>) -> Dispatch {
        let mut call = match request_call(r.method, r.params, r.era, r.head, r.handshake) {
            Ok(call) => call,
            Err(e) => return Dispatch::answer(r.id, Err(e)),
        };
        if let Some(admitted) = call
            .served
            .kind()
            .and_then(|kind| self.tools.admit_use(kind, &call.name, r.caller))
        {
            call.access = Some(admitted.access);
            call.talks = admitted.talks;
        }
        call.caller = r.caller.cloned();
        Dispatch::Call(call)
    }

    /// A 2025-11-25 `resources/subscribe`, for the transport to record. A resource the
    /// caller may not read is answered as one that does not exist (`{}`), and never
    /// followed: its updates would tell it exists.
    pub(super) fn subscribe(&self, r: Request<'_>) -> Dispatch {
        self.subscription_change(r, true)
    }

    /// A 2025-11-25 `resources/unsubscribe`, for the transport to record.
    pub(super) fn unsubscribe(&self, r: Request<'_>) -> Dispatch {
        self.subscription_change(r, false)
    }

    fn subscription_change(&self, r: Request<'_>, on: bool) -> Dispatch {
        let uri = match r.params.as_ref().and_then(|p| p.get("uri")) {
            Some(Value::String(uri)) => uri.clone(),
            _ => {
                return r.reply(Err::<&str, _>(ProtocolError::invalid_params(
                    "Invalid params: `uri` must be a string.",
                )))
            }
        };
        let hidden = || {
            matches!(
                self.tools.admit_use(HandlerKind::Resource, &uri, r.caller),
                Some(admitted) if admitted.access != Access::Allowed
            )
        };
        if on && hidden() {
            return r.reply(Ok("{}"));
        }
        Dispatch::Subscribe {
            line: response::result_line(r.id, "{}"),
            uri,
            on,
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

    /// `resources/list`, as the caller sees it, a page at a time.
    pub(super) fn resources_list(&self, r: Request<'_>) -> Dispatch {
        self.class_list(&r, "resources", || self.tools.resources_for(r.caller))
    }

    /// `resources/templates/list`, as the caller sees it, a page at a time.
    pub(super) fn templates_list(&self, r: Request<'_>) -> Dispatch {
        self.class_list(&r, "resourceTemplates", || {
            self.tools.templates_for(r.caller)
        })
    }

    /// `prompts/list`, as the caller sees it, a page at a time.
    pub(super) fn prompts_list(&self, r: Request<'_>) -> Dispatch {
        self.class_list(&r, "prompts", || self.tools.prompts_for(r.caller))
    }

    /// The page of list `key` a list request's `cursor` names, of the pages of the
    /// caller's class (rendered once per era and class of caller from `items`, then served
    /// from memory).
    pub(super) fn class_list(
        &self,
        r: &Request<'_>,
        key: &'static str,
        items: impl FnOnce() -> Vec<Value>,
    ) -> Dispatch {
        let pages = &self.identity.pages;
        let class = pages.for_class(key, r.era, r.caller, items);
        let page = cursor(r.params.as_ref()).and_then(|cursor| {
            pages
                .class_page(&class, cursor)
                .map(str::to_owned)
                .ok_or_else(unknown_cursor)
        });
        r.reply(page)
    }

    /// `completion/complete`: suggestions for a prompt argument or a template variable.
    pub(super) fn complete(&self, r: Request<'_>) -> Dispatch {
        r.reply(self.completion(r.era, r.params.as_ref(), r.caller))
    }

    fn completion(
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

/// Check the params of a `resources/read` (`uri`) or `prompts/get` (`name`, `arguments`).
fn request_call(
    method: &Method,
    params: Option<Value>,
    era: Era,
    head: &Head,
    handshake: &Handshake,
) -> Result<ToolCall, ProtocolError> {
    let not_object = "Invalid params: `params` must be an object.";
    let mut params = object_params(params, not_object)?;
    let (Some(served), Some(key)) = (method.runs, method.target) else {
        unreachable!("resources/read and prompts/get name what they run and their target")
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
