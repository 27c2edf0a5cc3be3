//! The protocol engine: what every transport hands a parsed message to. It answers the
//! methods the server answers from its own knowledge (`initialize`, `ping`, `tools/list`,
//! `server/discover`), checks a `tools/call` and runs it, and writes every answer's bytes.
//! A transport owns only what is its own: framing, connection state, concurrency and
//! cancellation bookkeeping, and where the bytes go.

mod call;
mod catalog;
mod lifecycle;
pub(crate) mod request;
pub(crate) mod results;
#[cfg(feature = "skills")]
mod skills;
pub(crate) mod state;
mod subscriptions;
pub mod tasks;
pub(crate) mod trace;

use self::request::TaskMethod;
use self::request::{as_task, tool_call, Dispatch, Handshake, Notice, Served};
use self::results::Identity;
use self::state::Sealer;
use self::tasks::Tasks;
use self::trace::{SpanTag, TraceParent};
use super::era::Head;
use super::message::Id;
use super::response;
use super::EngineConfig;
use crate::access::Access;
use crate::caller::Caller;
use crate::toolset::ToolSet;
use crate::wire::{Era, Outcome, ProtocolError};
use lifecycle::set_level;
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;

/// The tools and what the server says about itself, shared by every connection.
pub(crate) struct Engine {
    /// Shared with the runners of tasks, which outlive the request that started them.
    pub(crate) tools: Arc<ToolSet>,
    pub(super) identity: Identity,
    /// Seals the `requestState` of 2026-07-28 calls that ask the client something.
    sealer: Sealer,
    /// How long a handler waits for the client's answer (and a `requestState` lives).
    wait: Duration,
    /// Where tasks are kept, when some tool may run as one.
    pub(super) tasks: Option<Tasks>,
}

impl Engine {
    pub(crate) fn new(tools: ToolSet, config: &EngineConfig) -> Self {
        let identity = Identity::new(config, &tools);
        let tasks = tools.has_tasks().then(|| {
            Tasks::new(
                (config.tasks.clone().unwrap_or_default()).backed_by(config.backend_tasks.as_ref()),
                &identity.server_info,
                &config.state_key,
            )
        });
        Engine {
            tools: Arc::new(tools),
            identity,
            sealer: Sealer::new(&config.state_key, config.elicitation_timeout),
            wait: config.elicitation_timeout,
            tasks,
        }
    }

    /// Answer request `id` of `caller`, or hand back the tool call it asks for. When a
    /// subscriber wants the request spans ([`trace`]), a request answered at once is
    /// answered in its span, and a call carries what its span is made of to
    /// [`Engine::call`].
    pub(crate) fn dispatch(
        &self,
        handshake: &mut Handshake,
        id: &Id,
        method: &str,
        request: (&Head, Option<Value>),
        caller: Option<&Caller>,
    ) -> Dispatch {
        if !trace::spans_on() {
            return self.route(handshake, id, method, request, caller);
        }
        let tag = SpanTag::new(id, &handshake.carrier);
        if Served::of_method(method).is_some() {
            // Its span is made when it runs, with its target and the trace the transport
            // found; a call refused here gets one for its refusal.
            let mut dispatched = self.route(handshake, id, method, request, caller);
            match &mut dispatched {
                Dispatch::Call(call) => call.span = Some(Box::new(tag)),
                Dispatch::Answer {
                    code: Some(code), ..
                } => trace::record_code(&tag.span(method, None, None, None), *code),
                _ => {}
            }
            return dispatched;
        }
        let parent = request
            .1
            .as_ref()
            .and_then(Value::as_object)
            .and_then(TraceParent::of_params);
        let span = tag.span(method, None, None, parent.as_ref());
        let dispatched = span.in_scope(|| self.route(handshake, id, method, request, caller));
        if let Dispatch::Answer {
            code: Some(code), ..
        } = dispatched
        {
            trace::record_code(&span, code);
        }
        dispatched
    }

    /// Answer request `id` of `caller`, or hand back the tool call it asks for. Its `head`
    /// was read with the message; every method takes its era from it.
    fn route(
        &self,
        handshake: &mut Handshake,
        id: &Id,
        method: &str,
        (head, params): (&Head, Option<Value>),
        caller: Option<&Caller>,
    ) -> Dispatch {
        let answer = match method {
            "tools/call" => match tool_call(params, head, handshake) {
                Ok(mut call) => {
                    call.caller = caller.cloned();
                    // Who may call it, decided once for the transport and the call.
                    if let Some(admitted) = self.tools.admit(&call.name, caller) {
                        call.access = Some(admitted.access);
                        call.talks = admitted.talks;
                        call.mirrors = admitted.mirrors;
                        if admitted.access == Access::Allowed && call.era == Era::Stateless {
                            if let Err(e) = as_task(&mut call, admitted.task) {
                                return Dispatch::answer(id, Err(e));
                            }
                        }
                    }
                    return Dispatch::Call(call);
                }
                Err(e) => Err(e),
            },
            "tasks/get" | "tasks/update" | "tasks/cancel" if self.serves_tasks() => {
                let method = match method {
                    "tasks/get" => TaskMethod::Get,
                    "tasks/update" => TaskMethod::Update,
                    _ => TaskMethod::Cancel,
                };
                return match self.task_request((handshake.initialized, method), (head, params)) {
                    Ok(mut call) => {
                        call.caller = caller.cloned();
                        Dispatch::Call(call)
                    }
                    Err(e) => Dispatch::answer(id, Err(e)),
                };
            }
            "initialize" => self.initialize(handshake, (head, params.as_ref())),
            "ping" => self.ping(head),
            "tools/list" => {
                let listed = head
                    .era(handshake.initialized)
                    .and_then(|era| self.list(era, params.as_ref(), caller));
                return match listed {
                    Ok(result) => Dispatch::answer(id, Ok(&result)),
                    Err(e) => Dispatch::answer(id, Err(e)),
                };
            }
            "server/discover" => self.discover(head),
            "subscriptions/listen" => {
                let listen =
                    self.listen((handshake.initialized, id), (head, params.as_ref()), caller);
                return match listen {
                    Ok(listen) => Dispatch::Listen(Box::new(listen)),
                    Err(e) => Dispatch::answer(id, Err(e)),
                };
            }
            "logging/setLevel" => set_level(handshake, (head, params.as_ref())),
            // Resources, prompts and completion, when the set has them.
            _ if self.serves(method) => {
                return self.dispatch_catalog(handshake, id, method, (head, params), caller)
            }
            _ => Err(ProtocolError::method_not_found(method)),
        };
        Dispatch::answer(id, answer)
    }

    /// Take in a notification.
    pub(crate) fn notify(
        &self,
        handshake: &mut Handshake,
        method: &str,
        params: Option<&Value>,
    ) -> Notice {
        match method {
            "notifications/cancelled" => params
                .and_then(|p| p.get("requestId"))
                .and_then(Id::from_value)
                .map_or(Notice::None, Notice::Cancel),
            "notifications/initialized" => {
                handshake.initialized = true;
                Notice::None
            }
            _ => Notice::None,
        }
    }

    /// The response line answering request `id` of `era` with `outcome`.
    pub(crate) fn outcome_line(&self, id: &Id, era: Era, outcome: Outcome) -> Vec<u8> {
        let server_info = (era == Era::Stateless).then_some(&self.identity.server_info);
        // 2026-07-28 (SEP-2549): a read says how long it may be cached, and for whom.
        let cache = server_info.map(|_| self.identity.pages.read_cache());
        response::outcome_line(id, outcome, server_info, cache)
    }
}
