//! Classification and encoding: turning handler outcomes into wire answers. The one place
//! where classification meets the wire, correlation ids are minted, failures are logged and
//! panics are caught; and the runtime's own failure modes (invalid arguments, timeouts,
//! panics, missing state), each with its spec.

use crate::caller::Caller;
use crate::context::{Call, NotInjected};
use crate::decode::ArgumentError;
use crate::error::{
    Category, Classification, ErrorKind, Rendered, SecurityReply, ToolError, VariantSpec,
};
use crate::sanitize::sanitize;
use crate::tool::{IntoToolResult, Success, Tool, ToolReturn};
use crate::wire::{codes, ContentBlock, Outcome, ProtocolError, ToolResult, ERROR_META_KEY};
use serde_json::{Map, Value};
use std::borrow::Cow;
use std::fmt::Write as _;
use std::hash::BuildHasher;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::LazyLock;

mod log;
mod render;
mod request;
mod spec;

pub(crate) use log::Of;
use log::{log_failure, log_failure_of, Detail};
pub use render::{render, render_display, Piece};
pub use request::{finish_prompt, finish_read, invalid_prompt_argument, invalid_variable};
pub(crate) use request::{
    hidden_resource, operational_error, read_timed_out, unexpected_prompt_argument, unknown_prompt,
};
#[cfg(feature = "skills")]
pub(crate) use request::{skill_read_failed, SkillFault};
pub(crate) use spec::{
    INSUFFICIENT_SCOPE, INVALID_ARGUMENTS, NO_CALLER, PANICKED, RUNTIME_FAILURES, TASK_LOST,
    TIMED_OUT,
};

/// An async handler's run, its panics caught (`finish` answers them).
pub fn catch<F: std::future::Future>(
    handler: F,
) -> futures_util::future::CatchUnwind<std::panic::AssertUnwindSafe<F>> {
    futures_util::FutureExt::catch_unwind(std::panic::AssertUnwindSafe(handler))
}

/// A sync handler's run, its panics caught (`finish` answers them).
pub fn catch_sync<R>(handler: impl FnOnce() -> R) -> std::thread::Result<R> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(handler))
}

/// A fresh correlation id: `tw-` and 16 hex digits, unique within the process and
/// unpredictable across processes. It ties a client-visible answer to its server log line.
pub fn correlation_id() -> String {
    static SEED: LazyLock<u64> =
        LazyLock::new(|| std::collections::hash_map::RandomState::new().hash_one(0x746f_6f6c_u64));
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    // splitmix64 of seed + counter: a bijection, so ids never repeat within a process.
    let mut z = SEED.wrapping_add(
        COUNTER
            .fetch_add(1, Ordering::Relaxed)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15),
    );
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    format!("tw-{z:016x}")
}

/// A protocol error carrying only a fixed message and the correlation id (what every
/// security and internal answer is, and the bodies of the HTTP transport's `401`, `403`
/// and `503`). The id is in the message too, `Internal error (ref tw-…)`: most clients show
/// the model (and the user) only `error.message`, and a user who cannot quote the reference
/// cannot get support. `data` carries the same id and nothing else, ever: some clients
/// print it verbatim.
pub(crate) fn correlated_error(code: i64, message: &'static str, id: String) -> ProtocolError {
    let text = with_ref(message, &id);
    let mut data = Map::with_capacity(1);
    data.insert("correlationId".into(), Value::String(id));
    ProtocolError {
        code,
        message: Cow::Owned(text),
        data: Some(Value::Object(data)),
    }
}

/// `message (ref tw-…)`: a message with its reference, which the user can quote.
pub(crate) fn with_ref(message: &str, id: &str) -> String {
    let mut text = String::with_capacity(message.len() + id.len() + 7);
    text.push_str(message);
    text.push_str(" (ref ");
    text.push_str(id);
    text.push(')');
    text
}

/// What an operational failure carries for programs: a tool result's `_meta` envelope, and
/// the `data` of a read's or a prompt's error.
pub(crate) fn envelope(
    category: Category,
    retryable: bool,
    retry_after_ms: Option<u64>,
    rendered: Rendered,
    id: String,
) -> Map<String, Value> {
    let mut env = Map::with_capacity(6);
    env.insert("errorCategory".into(), category.as_str().into());
    env.insert("isRetryable".into(), retryable.into());
    if let Some(ms) = retry_after_ms {
        env.insert("retryAfterMs".into(), ms.into());
    }
    if let Some(m) = rendered.customer_message {
        env.insert("customerMessage".into(), m.into_owned().into());
    }
    if let Some(a) = rendered.suggested_action {
        env.insert("suggestedAction".into(), a.into_owned().into());
    }
    env.insert("correlationId".into(), id.into());
    env
}

/// [`correlated_error`] as a call's outcome.
fn generic_error(code: i64, message: &'static str, id: String) -> Outcome {
    Outcome::Error(correlated_error(code, message, id))
}

/// The internal-error answer.
pub(crate) fn internal(id: String) -> Outcome {
    generic_error(codes::INTERNAL_ERROR, "Internal error", id)
}

/// The line of an operational failure's text that carries its `customer_message`: words
/// the agent relays to the person it works for.
pub(crate) const CUSTOMER_LINE: &str = "Tell the customer: ";

/// An operational `isError` result: the text for the model, and the same envelope in
/// `_meta` for programs. Everything the model must read is in the text (message, what to
/// do next, what to tell the customer, whether and when to retry, the reference): most
/// clients pass the model only the text, and none passes `_meta`. No `structuredContent`:
/// a client that shows it instead of the text (Codex does, even on `isError`) would show
/// the model less than the text says.
pub(crate) fn operational(spec: &VariantSpec, rendered: Rendered, id: String) -> Outcome {
    let category = spec.category.unwrap_or(Category::Transient);
    let retryable = spec.retryable.unwrap_or(category.default_retryable());
    let line_len = |line: &Option<Cow<'_, str>>, prefix: usize| {
        line.as_ref().map_or(0, |l| l.len() + prefix + 1)
    };
    let mut text = String::with_capacity(
        rendered.message.len()
            + line_len(&rendered.suggested_action, 0)
            + line_len(&rendered.customer_message, CUSTOMER_LINE.len())
            + 96,
    );
    text.push_str(&rendered.message);
    if let Some(action) = &rendered.suggested_action {
        text.push('\n');
        text.push_str(action);
    }
    if let Some(customer) = &rendered.customer_message {
        text.push('\n');
        text.push_str(CUSTOMER_LINE);
        text.push_str(customer);
    }
    // Plain pushes, not `write!`: this runs on every operational failure.
    text.push_str("\n[category=");
    text.push_str(category.as_str());
    text.push_str(if retryable {
        "; retryable=true"
    } else {
        "; retryable=false"
    });
    if let Some(ms) = spec.retry_after_ms {
        let _ = write!(text, "; retry_after_ms={ms}");
    }
    text.push_str("; ref=");
    text.push_str(&id);
    text.push(']');

    let env = envelope(category, retryable, spec.retry_after_ms, rendered, id);
    let mut meta = Map::with_capacity(1);
    meta.insert(ERROR_META_KEY.into(), Value::Object(env));
    Outcome::Result(ToolResult {
        content: vec![ContentBlock::Text { text }],
        structured_content: None,
        is_error: true,
        meta: Some(meta),
    })
}

/// Answer a classified error: log it in full, send only what the annotation allows.
// Never inlined: kept out of the success path's code (`finish`), which stays small.
#[inline(never)]
pub(crate) fn classified_error<E: ToolError>(
    tool: &str,
    caller: Option<&Caller>,
    err: &E,
) -> Outcome {
    let Classification {
        spec,
        answer,
        rendered,
    } = err.classify();
    let id = correlation_id();
    log_failure_of(
        Of::Tool,
        tool,
        caller,
        spec.variant,
        spec.kind,
        &id,
        Detail::Chain(err),
    );
    match answer.kind {
        ErrorKind::Security => generic_error(
            codes::INVALID_REQUEST,
            answer.reply.unwrap_or(SecurityReply::Rejected).message(),
            id,
        ),
        ErrorKind::Internal => internal(id),
        ErrorKind::Operational => {
            let rendered =
                rendered.unwrap_or_else(|| Rendered::fixed("The tool failed.", None, None));
            operational(answer, rendered, id)
        }
    }
}

/// Answer a handler's error: as classified, except that a 2026-07-28 handler that fails as
/// `unsupported` after a question of its call needed a capability the client did not
/// declare could not go on without it, and the call is `-32021` naming it (SEP-2575: a
/// request may not rely on an undeclared capability). The failure is logged either way.
#[inline(never)]
fn call_error<E: ToolError>(call: &Call<'_>, err: &E) -> Outcome {
    let missing = call
        .talk
        .as_deref()
        .and_then(|t| t.rounds.as_ref())
        .and_then(|r| r.missing());
    match missing {
        Some(capability) if err.classify().answer.category == Some(Category::Unsupported) => {
            let _ = classified_error(call.tool, call.caller.as_ref(), err);
            Outcome::Error(ProtocolError::missing_capability(capability))
        }
        _ => classified_error(call.tool, call.caller.as_ref(), err),
    }
}

/// A runtime-detected operational failure (validation, timeout) that has no user variant.
#[cold]
#[inline(never)]
pub(crate) fn runtime_operational(
    tool: &str,
    spec: &VariantSpec,
    message: String,
    detail: &str,
) -> Outcome {
    let id = correlation_id();
    log_failure(
        tool,
        spec.variant,
        ErrorKind::Operational,
        &id,
        Detail::Text(detail),
    );
    let rendered = Rendered::runtime(message, spec.suggested_action);
    operational(spec, rendered, id)
}

/// `wait` in whole milliseconds, rounded up: a call made that long after is admitted.
pub(crate) fn whole_ms_up(wait: std::time::Duration) -> u64 {
    u64::try_from(wait.as_micros().div_ceil(1000)).unwrap_or(u64::MAX)
}

/// A runtime-detected internal failure (panic, missing state, encoding failure).
#[cold]
#[inline(never)]
pub(crate) fn runtime_internal(tool: &str, variant: &str, detail: &str) -> Outcome {
    internal(logged_internal(tool, variant, detail))
}

/// A new correlation id, under which a runtime-detected internal failure is logged.
fn logged_internal(tool: &str, variant: &str, detail: &str) -> String {
    let id = correlation_id();
    log_failure(
        tool,
        variant,
        ErrorKind::Internal,
        &id,
        Detail::Text(detail),
    );
    id
}

/// The `data` members of an answer that a client may retry: the server's dependency (the
/// task store) cannot be reached now.
pub(crate) const IS_RETRYABLE: &str = "isRetryable";
/// When to retry such an answer, in milliseconds.
pub(crate) const RETRY_AFTER_MS: &str = "retryAfterMs";

/// A runtime dependency that cannot be reached now (the task store down, stalled or known
/// down): `-32603`, `Temporarily unavailable; retry shortly (ref …)`, with the reference,
/// `isRetryable: true` and `retryAfterMs` in `data`. The detail goes to the log only. The
/// HTTP transport sends it with `503` and `Retry-After`.
#[cold]
#[inline(never)]
pub(crate) fn runtime_unavailable(
    tool: &str,
    variant: &str,
    detail: &str,
    retry_after: std::time::Duration,
) -> Outcome {
    let mut error = correlated_error(
        codes::INTERNAL_ERROR,
        "Temporarily unavailable; retry shortly",
        logged_internal(tool, variant, detail),
    );
    if let Some(Value::Object(data)) = &mut error.data {
        let ms = u64::try_from(retry_after.as_millis()).unwrap_or(u64::MAX);
        // The category a tool result's envelope would carry, as the `429` carries its own.
        data.insert("errorCategory".into(), Value::from("transient"));
        data.insert(IS_RETRYABLE.into(), Value::Bool(true));
        data.insert(RETRY_AFTER_MS.into(), Value::from(ms));
    }
    Outcome::Error(error)
}

/// How long a retryable error ([`runtime_unavailable`]) asks the client to wait.
// Read by the HTTP transport, for its `503` and `Retry-After`.
#[cfg_attr(not(feature = "http"), allow(dead_code))]
pub(crate) fn retry_after_ms(error: &ProtocolError) -> Option<u64> {
    let data = error.data.as_ref()?;
    if data.get(IS_RETRYABLE) != Some(&Value::Bool(true)) {
        return None;
    }
    data.get(RETRY_AFTER_MS)?.as_u64()
}

/// Encode a handler's success value for `era`.
fn success<T: IntoToolResult>(tool: &str, value: T, call: &Call<'_>) -> Outcome {
    let encoded = match value.into_success(call.structured) {
        Ok(s) => s,
        Err(e) => return runtime_internal(tool, "<encode>", &e.to_string()),
    };
    let result = match encoded {
        Success::Text(text) => ToolResult {
            content: vec![ContentBlock::Text { text }],
            ..ToolResult::default()
        },
        Success::Contents(content) => ToolResult {
            content,
            ..ToolResult::default()
        },
        Success::Json(v) => {
            let text = v.to_string();
            let structured_content = if call.wrap_result {
                Value::Object(Map::from_iter([("result".to_string(), v)]))
            } else {
                v
            };
            ToolResult {
                content: vec![ContentBlock::Text { text }],
                structured_content: Some(structured_content),
                ..ToolResult::default()
            }
        }
    };
    Outcome::Result(result)
}

/// The generated glue's last step: encode `Ok`, classify `Err`, answer a panic (of the
/// handler, or of an encoder or `Display` here) as an internal error. Generic over the tool,
/// not the return type, so the return type's bounds are checked once, in the `Tool` impl.
pub fn finish<T: Tool>(call: &Call<'_>, ret: std::thread::Result<T::Ret>) -> Outcome {
    let answered = match ret {
        Ok(ret) => catch_sync(|| match ret.into_result() {
            Ok(v) => success(call.tool, v, call),
            Err(e) => call_error(call, &e),
        }),
        Err(payload) => Err(payload),
    };
    answered.unwrap_or_else(|payload| panicked(call.tool, &*payload))
}

/// The answer to a panic in a handler (or in decoding its arguments, or encoding its
/// outcome): an internal error; the panic message goes to the log only.
#[cold]
#[inline(never)]
pub(crate) fn panicked(tool: &str, payload: &(dyn std::any::Any + Send)) -> Outcome {
    panicked_in("handler", tool, payload)
}

/// The answer to a panic in `what` (the handler, or a transport's part of a call): an
/// internal error; the panic message goes to the log only.
#[cold]
#[inline(never)]
pub(crate) fn panicked_in(what: &str, tool: &str, payload: &(dyn std::any::Any + Send)) -> Outcome {
    let detail = payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "non-string panic payload".to_owned());
    runtime_internal(
        tool,
        PANICKED.variant,
        &format!("{what} panicked: {detail}"),
    )
}

/// The answer to an argument that passed the schema but not serde: a validation error
/// naming the argument and what serde expected, never the value. The log gets serde's own
/// message, which may quote the value, unless the argument is `#[sensitive]`.
#[cold]
pub fn invalid_argument(call: &Call<'_>, err: ArgumentError, sensitive: bool) -> Outcome {
    let (message, detail) = argument_failure(err, sensitive);
    runtime_operational(call.tool, &INVALID_ARGUMENTS, message, &detail)
}

/// What the client reads about an argument that does not decode (its name and what serde
/// expected, never the value), and what the log reads (serde's message, unless the argument
/// is `#[sensitive]`).
fn argument_failure(err: ArgumentError, sensitive: bool) -> (String, String) {
    let ArgumentError { name, error } = err;
    let msg = error.to_string();
    let message = if msg == ArgumentError::MISSING {
        format!("Invalid arguments: (root): missing required property `{name}`")
    } else {
        match msg.split_once(", expected ") {
            Some((_, exp)) => format!(
                "Invalid arguments: `{name}`: expected {}",
                sanitize(exp.split(" at line ").next().unwrap_or(exp))
            ),
            None => format!("Invalid arguments: `{name}`: does not match the input schema"),
        }
    };
    let detail = if sensitive {
        format!(
            "`{name}` does not decode (#[sensitive]: its value and serde's message are withheld)"
        )
    } else {
        msg
    };
    (message, detail)
}

/// A `#[ctx]` parameter that could not be made: state never registered (a wiring bug,
/// answered as internal), or a handler that needs a caller called without one (security
/// `unauthorized`).
#[cold]
pub fn not_injected(call: &Call<'_>, missing: NotInjected) -> Outcome {
    match missing {
        NotInjected::State(type_name) => runtime_internal(
            call.tool,
            "<missing state>",
            &format!("no state of type `{type_name}` was registered with ToolSet::with_state"),
        ),
        NotInjected::Caller => unauthenticated(call.tool),
    }
}

/// The answer to a call that needs a caller and has none.
#[cold]
#[inline(never)]
pub(crate) fn unauthenticated(tool: &str) -> Outcome {
    runtime_security(
        tool,
        &NO_CALLER,
        "the tool needs a caller and the call has none (no verified credential)",
    )
}

/// The answer to a call whose caller lacks scopes the tool requires: which ones go to the
/// log, with the subject; the client learns only that access was denied.
#[cold]
#[inline(never)]
pub(crate) fn insufficient_scope(tool: &str, caller: &Caller, missing: &[&str]) -> Outcome {
    runtime_security(
        tool,
        &INSUFFICIENT_SCOPE,
        &format!(
            "caller `{}` lacks scope {}",
            caller.subject(),
            missing.join(" ")
        ),
    )
}

/// A runtime-detected security rejection: logged in full, answered with the spec's fixed
/// reply.
fn runtime_security(tool: &str, spec: &'static VariantSpec, detail: &str) -> Outcome {
    let id = correlation_id();
    log_failure(
        tool,
        spec.variant,
        ErrorKind::Security,
        &id,
        Detail::Text(detail),
    );
    generic_error(
        codes::INVALID_REQUEST,
        spec.reply.unwrap_or(SecurityReply::Rejected).message(),
        id,
    )
}
