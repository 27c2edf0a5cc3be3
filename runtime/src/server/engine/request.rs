//! A request as the engine reads it: the connection's handshake, what a request asks of the
//! transport ([`Dispatch`], [`Notice`]), the checked call that runs a handler ([`ToolCall`]),
//! and reading a `tools/call`'s params into one.

use super::trace::{Carrier, SpanTag, TraceParent};
use crate::access::Access;
use crate::caller::Caller;
use crate::context::ProgressSink;
use crate::handler::HandlerKind;
use crate::server::head::Head;
use crate::server::message::Id;
use crate::server::response;
use crate::talk::{ClientCaps, LogLevel, Talk, TASKS_EXTENSION};
use crate::tool::TaskSupport;
use crate::toolset::CallOptions;
use crate::wire::{Era, ProtocolError};
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::sync::Arc;

/// A connection's protocol state: whether it did the legacy handshake, what the client
/// declared in it, and the log level it asked for.
#[derive(Debug, Default, Clone)]
pub(crate) struct Handshake {
    /// An `initialize` (or `notifications/initialized`) was received: requests without the
    /// 2026-07-28 `_meta` are served in the legacy era.
    pub(crate) initialized: bool,
    /// The capabilities the client's `initialize` declared.
    pub(crate) caps: ClientCaps,
    /// What `logging/setLevel` asked for (`None`: the server's default, `info`).
    pub(crate) log_level: Option<LogLevel>,
    /// How the requests arrive, for their spans.
    pub(crate) carrier: Carrier,
}

/// The level log messages go to the client at before it sets one.
const DEFAULT_LOG_LEVEL: LogLevel = LogLevel::Info;

/// What a request asks of the engine.
pub(crate) enum Dispatch {
    /// Answered at once: the response line, and whether it is a result (HTTP mints a
    /// session on a successful `initialize`).
    Answer {
        line: Vec<u8>,
        #[cfg_attr(not(feature = "http"), allow(dead_code))]
        ok: bool,
        /// The JSON-RPC code of an error answer, for the request's span.
        code: Option<i64>,
    },
    /// A well-formed `tools/call`, `resources/read` or `prompts/get`, for the transport to
    /// schedule and [`Engine::call`].
    Call(ToolCall),
    /// A 2025-11-25 `resources/subscribe` (`on`) or `resources/unsubscribe` of `uri`: the
    /// transport records it for the connection (or session) and sends `line`, the answer.
    Subscribe {
        uri: String,
        on: bool,
        line: Vec<u8>,
    },
    /// A 2026-07-28 `subscriptions/listen`: the transport sends its acknowledgement, then
    /// the application's changes the subscription asked for, until the client stops it.
    /// Boxed: every request's `Dispatch` is moved, and a subscription is rare and large.
    Listen(Box<Listen>),
}

impl Dispatch {
    pub(super) fn answer(id: &Id, answer: Result<&str, ProtocolError>) -> Self {
        match answer {
            Ok(result) => Dispatch::Answer {
                line: response::result_line(id, result),
                ok: true,
                code: None,
            },
            Err(e) => Dispatch::Answer {
                line: response::error_line(Some(id), &e),
                ok: false,
                code: Some(e.code),
            },
        }
    }
}

/// A request about a task.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TaskMethod {
    Get,
    Update,
    Cancel,
}

/// What a [`ToolCall`] runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Served {
    /// A `tools/call`: `name` is the tool's.
    Tool,
    /// A `resources/read`: `name` is the URI.
    Read,
    /// A `prompts/get`: `name` is the prompt's.
    Prompt,
    /// A `tasks/get`, `tasks/update` or `tasks/cancel`: `name` is the task id, `args` the
    /// `inputResponses` of an update.
    Task(TaskMethod),
}

impl Served {
    /// The kind of handler it runs (`None` for a task request, which runs none).
    pub(crate) fn kind(self) -> Option<HandlerKind> {
        match self {
            Served::Tool => Some(HandlerKind::Tool),
            Served::Read => Some(HandlerKind::Resource),
            Served::Prompt => Some(HandlerKind::Prompt),
            Served::Task(_) => None,
        }
    }
}

/// A checked request that runs a handler: a `tools/call`, a `resources/read` or a
/// `prompts/get` (the transports schedule, cancel and answer all three alike).
#[derive(Debug)]
pub(crate) struct ToolCall {
    pub(crate) served: Served,
    pub(crate) name: String,
    pub(crate) args: Value,
    pub(crate) era: Era,
    /// `_meta.progressToken`, when the client asked for progress.
    pub(crate) progress_token: Option<Value>,
    /// The caller's trace: `_meta.traceparent`, or what the transport found (the HTTP
    /// `traceparent` header) when the request has none.
    pub(crate) trace: Option<TraceParent>,
    /// Who is calling: what the transport verified, set after [`Engine::dispatch`].
    pub(crate) caller: Option<Caller>,
    /// The tool's handler takes a `Context` and may talk back ([`ToolSet::talks`]), looked
    /// up once, by [`Engine::dispatch`]: the transports and [`Engine::call`] ask this.
    pub(crate) talks: bool,
    /// Who may call the tool ([`access::decide`](crate::access)), decided once, by
    /// [`Engine::dispatch`] (`None`: there is no such tool): the HTTP step-up acts on it,
    /// and the call does not decide again.
    pub(crate) access: Option<Access>,
    /// What the client declared it can be asked (`initialize`, or the request's `_meta`).
    pub(crate) caps: ClientCaps,
    /// 2025-11-25: the level log messages go to the client at.
    pub(crate) log_level: LogLevel,
    /// 2026-07-28: the `requestState` and `inputResponses` of a retry.
    pub(crate) state: Option<String>,
    pub(crate) responses: Option<Map<String, Value>>,
    /// A 2026-07-28 call of a task tool whose client declares the tasks extension: it
    /// becomes a task if its handler does not finish at once.
    pub(crate) task: bool,
    /// The tool mirrors an argument into an HTTP header (the HTTP transport checks it).
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) mirrors: bool,
    /// What the request's span is made of, when a subscriber wants the spans.
    pub(crate) span: Option<Box<SpanTag>>,
}

impl ToolCall {
    /// A call of `served` on `name` with `args`, in `era`, from a client that declared
    /// `caps`; nothing else known or decided yet (no trace, caller, access, retry).
    pub(crate) fn new(
        served: Served,
        name: String,
        args: Value,
        era: Era,
        caps: ClientCaps,
    ) -> ToolCall {
        ToolCall {
            served,
            name,
            args,
            era,
            progress_token: None,
            trace: None,
            caller: None,
            talks: false,
            access: None,
            caps,
            log_level: DEFAULT_LOG_LEVEL,
            state: None,
            responses: None,
            task: false,
            mirrors: false,
            span: None,
        }
    }

    /// A call read from a request's `params`, its name and arguments already taken out: its
    /// trace; in 2026-07-28 what its `_meta` declares and a retry's state and answers, in
    /// 2025-11-25 what the handshake declared; the connection's log level.
    pub(crate) fn of_request(
        (served, name, args): (Served, String, Value),
        era: Era,
        head: &Head,
        params: &mut Map<String, Value>,
        handshake: &Handshake,
    ) -> Result<ToolCall, ProtocolError> {
        let trace = head.trace().cloned();
        let (caps, (state, responses)) = match era {
            Era::Legacy => (handshake.caps, (None, None)),
            Era::Stateless => (head.caps(), retry(params)?),
        };
        Ok(ToolCall {
            trace,
            log_level: handshake.log_level.unwrap_or(DEFAULT_LOG_LEVEL),
            state,
            responses,
            ..ToolCall::new(served, name, args, era, caps)
        })
    }

    /// Whether the transport must give this call a way back to the client: a 2025-11-25
    /// call whose handler may talk back (in 2026-07-28 its questions end the call instead).
    pub(crate) fn talks_back(&self) -> bool {
        self.era == Era::Legacy && self.talks
    }

    /// What running the call takes: what it serves, its name, its arguments, its trace,
    /// and the options of its run (the way back `talk`, progress to `progress`).
    #[inline]
    pub(super) fn into_run(
        self,
        progress: Option<ProgressSink>,
        talk: Option<Arc<Talk>>,
    ) -> (Served, String, Value, Option<TraceParent>, CallOptions) {
        let options = CallOptions {
            era: self.era,
            progress,
            caller: self.caller,
            talk,
            access: self.access,
        };
        (self.served, self.name, self.args, self.trace, options)
    }
}

/// What a notification asks of the transport.
pub(crate) enum Notice {
    /// Stop request `id` and send it no answer.
    Cancel(Id),
    /// Nothing (after updating the handshake, for `notifications/initialized`).
    None,
}

/// Check the params of a `tools/call`.
pub(crate) fn tool_call(
    params: Option<Value>,
    era: Era,
    head: &Head,
    handshake: &Handshake,
) -> Result<ToolCall, ProtocolError> {
    let not_object = "Invalid params: `params` must be an object with the tool's `name`.";
    let mut params = object_params(params, not_object)?;
    let name = match take(&mut params, "name") {
        Some(Value::String(name)) => name,
        Some(_) => {
            return Err(ProtocolError::invalid_params(
                "Invalid params: `name` must be a string.",
            ))
        }
        None => {
            return Err(ProtocolError::invalid_params(
                "Invalid params: `name` is missing.",
            ))
        }
    };
    let args = take(&mut params, "arguments").unwrap_or(Value::Null);
    if !(args.is_object() || args.is_null()) {
        return Err(ProtocolError::arguments_not_an_object());
    }
    let progress_token = head.progress_token()?.cloned();
    let mut call = ToolCall::of_request(
        (Served::Tool, name, args),
        era,
        head,
        &mut params,
        handshake,
    )?;
    call.progress_token = progress_token;
    Ok(call)
}

/// The params of a request that runs a handler (`tools/call`, `resources/read`,
/// `prompts/get`); `-32602` with `not_object` for params that are no object.
pub(super) fn object_params(
    params: Option<Value>,
    not_object: &'static str,
) -> Result<Map<String, Value>, ProtocolError> {
    match params {
        Some(Value::Object(params)) => Ok(params),
        _ => Err(ProtocolError::invalid_params(not_object)),
    }
}

/// Member `key` of `params`, taken out in place (`get_mut`, not `remove`: removing from
/// the map rebalances it, which cost about 370 instructions a key; the map is dropped with
/// the request).
pub(super) fn take(params: &mut Map<String, Value>, key: &str) -> Option<Value> {
    params.get_mut(key).map(std::mem::take)
}

/// Whether a 2026-07-28 call runs as a task: a task tool (`task`) called by a client that
/// declares the extension; `-32021` for a tool that only runs as one, called by a client
/// that does not.
pub(crate) fn as_task(call: &mut ToolCall, task: TaskSupport) -> Result<(), ProtocolError> {
    match task {
        TaskSupport::Never => Ok(()),
        _ if call.caps.tasks => {
            call.task = true;
            Ok(())
        }
        TaskSupport::Optional => Ok(()),
        TaskSupport::Required => Err(ProtocolError::missing_extension(TASKS_EXTENSION)),
    }
}

/// The `requestState` and `inputResponses` of a 2026-07-28 retry.
type Retry = (Option<String>, Option<Map<String, Value>>);

/// What a 2026-07-28 `tools/call`, `resources/read` or `prompts/get` carries for talking
/// back: the `requestState` and `inputResponses` of a retry.
#[inline]
fn retry(params: &mut Map<String, Value>) -> Result<Retry, ProtocolError> {
    let state = match params.remove("requestState") {
        None | Some(Value::Null) => None,
        Some(Value::String(state)) => Some(state),
        Some(_) => {
            return Err(ProtocolError::invalid_params(
                "Invalid params: `requestState` must be a string.",
            ))
        }
    };
    let responses = match params.remove("inputResponses") {
        None | Some(Value::Null) => None,
        // Each answer is the client's result for its request (an `ElicitResult`, ..): an
        // object, whether or not anything asked under its key (SEP-2322: validate).
        Some(Value::Object(responses)) if responses.values().all(Value::is_object) => {
            Some(responses)
        }
        Some(Value::Object(_)) => {
            return Err(ProtocolError::invalid_params(
                "Invalid params: each `inputResponses` value must be an object (the client's result for that request).",
            ))
        }
        Some(_) => {
            return Err(ProtocolError::invalid_params(
                "Invalid params: `inputResponses` must be an object.",
            ))
        }
    };
    Ok((state, responses))
}

/// A list request's `cursor`.
pub(super) fn cursor(params: Option<&Value>) -> Result<Option<&str>, ProtocolError> {
    match params.and_then(|p| p.get("cursor")) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(cursor)) => Ok(Some(cursor.as_str())),
        Some(_) => Err(ProtocolError::invalid_params(
            "Invalid params: `cursor` must be a string.",
        )),
    }
}

/// An open subscription: the id of the `subscriptions/listen` that opened it, and what it
/// receives.
#[derive(Debug)]
pub(crate) struct Listen {
    pub(super) id: Id,
    /// The id as JSON, the `subscriptionId` of every message (a number stays a number).
    pub(super) tag: Value,
    pub(super) prompts: bool,
    pub(super) resources: bool,
    pub(super) uris: BTreeSet<String>,
    /// The tasks it follows, each with when it last moved as last sent (0: not yet sent).
    pub(super) tasks: BTreeMap<String, u64>,
    /// Whose tasks it may follow (a digest of the caller's subject).
    pub(super) owner: Option<String>,
    /// Lines ready to go, in order.
    pub(super) ready: VecDeque<Vec<u8>>,
}
