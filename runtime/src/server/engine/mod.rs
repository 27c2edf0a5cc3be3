//! The protocol engine: what every transport hands a parsed message to. It answers the
//! methods the server answers from its own knowledge (`initialize`, `ping`, `tools/list`,
//! `server/discover`), checks a `tools/call` and runs it, and writes every answer's bytes.
//! A transport owns only what is its own: framing, connection state, concurrency and
//! cancellation bookkeeping, and where the bytes go.

mod admission;
mod call;
mod catalog;
pub(crate) mod config;
mod lifecycle;
pub(crate) mod methods;
pub(crate) mod request;
pub(crate) mod results;
#[cfg(feature = "skills")]
mod skills;
pub(crate) mod state;
mod subscriptions;
pub mod tasks;
pub(crate) mod trace;

use self::config::EngineConfig;
use self::methods::{Method, Request};
use self::request::{as_task, tool_call, Dispatch, Handshake, Notice};
use self::results::Identity;
use self::state::Sealer;
use self::tasks::Tasks;
use self::trace::SpanTag;
use super::head::Head;
use super::message::Id;
use super::response;
use crate::access::Access;
use crate::caller::Caller;
use crate::ratelimit::RateLimit;
use crate::toolset::ToolSet;
use crate::wire::{Era, Outcome, ProtocolError};
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;

/// The tools and what the server says about itself, shared by every connection.
pub(crate) struct Engine {
    /// Shared with the runners of tasks, which outlive the request that started them.
    tools: Arc<ToolSet>,
    identity: Identity,
    /// Seals the `requestState` of 2026-07-28 calls that ask the client something.
    sealer: Sealer,
    /// How long a handler waits for the client's answer (and a `requestState` lives).
    wait: Duration,
    /// Where tasks are kept, when some tool may run as one.
    tasks: Option<Tasks>,
    /// The server-wide limit of each caller's requests ([`Engine::admit`]).
    per_caller: Option<RateLimit>,
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
            per_caller: config.per_caller,
        }
    }

    /// The row of request method `name`, when this server serves it (`None`: `-32601`).
    #[inline]
    pub(crate) fn method(&self, name: &str) -> Option<&'static Method> {
        methods::find(name).filter(|m| self.serves(m))
    }

    /// Whether this server serves method `row` (it has what the method needs).
    pub(crate) fn serves(&self, row: &Method) -> bool {
        row.serves.on(&self.tools)
    }

    /// Answer request `id` of `caller`, or hand back the tool call it asks for: its method
    /// looked up once, its era decided once ([`Method::era`]).
    pub(crate) fn dispatch(
        &self,
        handshake: &mut Handshake,
        id: &Id,
        method: &str,
        (head, params): (&Head, Option<Value>),
        caller: Option<&Caller>,
    ) -> Dispatch {
        let row = self.method(method);
        if !trace::spans_on() {
            return self.route(handshake, id, (method, row), (head, params), caller);
        }
        let runs = row.is_some_and(|row| row.runs.is_some());
        self.in_span(
            (handshake, id, method, runs),
            (head, params),
            |handshake, params| self.route(handshake, id, (method, row), (head, params), caller),
        )
    }

    /// Answer a request of `method` with its `row` (`None`: `-32601`), in the era the row
    /// decides.
    #[inline]
    fn route(
        &self,
        handshake: &mut Handshake,
        id: &Id,
        (method, row): (&str, Option<&'static Method>),
        (head, params): (&Head, Option<Value>),
        caller: Option<&Caller>,
    ) -> Dispatch {
        let Some(row) = row else {
            return Dispatch::answer(id, Err(ProtocolError::method_not_found(method)));
        };
        match row.era(head, handshake.initialized) {
            Ok(era) => (row.answer)(
                self,
                Request::new(handshake, id, (row, era), head, params, caller),
            ),
            Err(e) => Dispatch::answer(id, Err(e)),
        }
    }

    /// [`Engine::dispatch`] of a request whose method `row` and `era` the transport has
    /// already looked up and decided (HTTP's 2026-07-28 admission).
    #[cfg(feature = "http")]
    pub(crate) fn dispatch_in(
        &self,
        handshake: &mut Handshake,
        id: &Id,
        (row, era): (&'static Method, Era),
        (head, params): (&Head, Option<Value>),
        caller: Option<&Caller>,
    ) -> Dispatch {
        let answer = |handshake: &mut Handshake, params| {
            (row.answer)(
                self,
                Request::new(handshake, id, (row, era), head, params, caller),
            )
        };
        if !trace::spans_on() {
            return answer(handshake, params);
        }
        let runs = row.runs.is_some();
        self.in_span((handshake, id, row.name, runs), (head, params), answer)
    }

    /// `route` the request of `method` (which `runs` a handler or not) when a subscriber
    /// wants the request spans ([`trace`], checked once by the caller): a request answered
    /// at once is answered in its span, and a call carries what its span is made of to
    /// [`Engine::call`].
    fn in_span(
        &self,
        (handshake, id, method, runs): (&mut Handshake, &Id, &str, bool),
        (head, params): (&Head, Option<Value>),
        route: impl FnOnce(&mut Handshake, Option<Value>) -> Dispatch,
    ) -> Dispatch {
        let tag = SpanTag::new(id, &handshake.carrier);
        if runs {
            // Its span is made when it runs, with its target and the trace the transport
            // found; a call refused here gets one for its refusal.
            let mut dispatched = route(handshake, params);
            match &mut dispatched {
                Dispatch::Call(call) => call.span = Some(Box::new(tag)),
                Dispatch::Answer {
                    code: Some(code), ..
                } => trace::record_code(&tag.span(method, None, None, None), *code),
                _ => {}
            }
            return dispatched;
        }
        let span = tag.span(method, None, None, head.trace());
        let dispatched = span.in_scope(|| route(handshake, params));
        if let Dispatch::Answer {
            code: Some(code), ..
        } = dispatched
        {
            trace::record_code(&span, code);
        }
        dispatched
    }

    /// `tools/call`: the call, checked, with who may make it decided once for the
    /// transport and the call.
    fn tool_call(&self, r: Request<'_>) -> Dispatch {
        let mut call = match tool_call(r.params, r.era, r.head, r.handshake) {
            Ok(call) => call,
            Err(e) => return Dispatch::answer(r.id, Err(e)),
        };
        call.caller = r.caller.cloned();
        if let Some(admitted) = self.tools.admit(&call.name, r.caller) {
            call.access = Some(admitted.access);
            call.talks = admitted.talks;
            call.mirrors = admitted.mirrors;
            if admitted.access == Access::Allowed && call.era == Era::Stateless {
                if let Err(e) = as_task(&mut call, admitted.task) {
                    return Dispatch::answer(r.id, Err(e));
                }
            }
        }
        Dispatch::Call(call)
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
