//! Turning handler outcomes into wire answers: the one place where classification meets
//! the wire, correlation ids are minted and failures are logged.

use crate::error::{Category, Classified, Kind, Rendered, ToolError, VariantSpec};
use crate::tool::{Call, IntoToolResult, Success, ToolReturn};
use crate::wire::{codes, ContentBlock, Outcome, ProtocolError, ToolResult, ERROR_META_KEY};
use serde_json::{Map, Value};
use std::borrow::Cow;
use std::error::Error as StdError;
use std::fmt::Write as _;
use std::hash::BuildHasher;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::LazyLock;

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

/// The full Display and source chain of an error, for the server log only. A source whose
/// text the chain already shows (thiserror's `#[error("..: {0}")]` with `#[source]`) is not
/// repeated.
fn chain(err: &dyn StdError) -> String {
    let mut out = err.to_string();
    let mut source = err.source();
    while let Some(s) = source {
        let text = s.to_string();
        if !out.contains(&text) {
            let _ = write!(out, ": {text}");
        }
        source = s.source();
    }
    out
}

/// The `error` field of a failure log line. An error's chain is formatted only when a
/// subscriber records the event (tracing evaluates field values after its enabled check), so
/// a call whose log line is filtered out does not pay for it.
#[derive(Clone, Copy)]
enum Detail<'a> {
    Text(&'a str),
    Chain(&'a dyn StdError),
}

impl<'a> Detail<'a> {
    fn text(self) -> Cow<'a, str> {
        match self {
            Detail::Text(text) => Cow::Borrowed(text),
            Detail::Chain(err) => Cow::Owned(chain(err)),
        }
    }
}

/// Log a failure server-side with everything the client must not see.
fn log_failure(tool: &str, variant: &str, kind: Kind, id: &str, detail: Detail<'_>) {
    match kind {
        Kind::Security => tracing::warn!(
            target: "toolwright",
            tool, variant, kind = "security", correlation_id = id, error = &*detail.text(),
            "tool call rejected"
        ),
        Kind::Internal => tracing::error!(
            target: "toolwright",
            tool, variant, kind = "internal", correlation_id = id, error = &*detail.text(),
            "tool call failed"
        ),
        Kind::Operational => tracing::info!(
            target: "toolwright",
            tool, variant, kind = "operational", correlation_id = id, error = &*detail.text(),
            "tool call failed"
        ),
    }
}

/// A protocol error carrying only a fixed message and the correlation id.
fn generic_error(code: i64, message: &'static str, id: String) -> Outcome {
    let mut data = Map::with_capacity(1);
    data.insert("correlationId".into(), Value::String(id));
    Outcome::Error(ProtocolError {
        code,
        message: Cow::Borrowed(message),
        data: Some(Value::Object(data)),
    })
}

/// The internal-error answer.
pub(crate) fn internal(id: String) -> Outcome {
    generic_error(codes::INTERNAL_ERROR, "Internal error", id)
}

/// An operational `isError` result: the text for the model, `_meta`, and (only when the tool
/// declares no output schema) the same envelope as `structuredContent`.
pub(crate) fn operational(
    spec: &VariantSpec,
    rendered: Rendered,
    id: String,
    structured: bool,
) -> Outcome {
    let category = spec.category.unwrap_or(Category::Transient);
    let retryable = spec.retryable.unwrap_or(category.default_retryable());
    let action_len = rendered
        .suggested_action
        .as_ref()
        .map_or(0, |a| a.len() + 1);
    let mut text = String::with_capacity(rendered.message.len() + action_len + 96);
    text.push_str(&rendered.message);
    if let Some(action) = &rendered.suggested_action {
        text.push('\n');
        text.push_str(action);
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

    let mut env = Map::with_capacity(6);
    env.insert("errorCategory".into(), category.as_str().into());
    env.insert("isRetryable".into(), retryable.into());
    if let Some(ms) = spec.retry_after_ms {
        env.insert("retryAfterMs".into(), ms.into());
    }
    if let Some(m) = rendered.customer_message {
        env.insert("customerMessage".into(), m.into_owned().into());
    }
    if let Some(a) = rendered.suggested_action {
        env.insert("suggestedAction".into(), a.into_owned().into());
    }
    env.insert("correlationId".into(), id.into());
    let env = Value::Object(env);
    let structured_content = (!structured).then(|| env.clone());
    let mut meta = Map::with_capacity(1);
    meta.insert(ERROR_META_KEY.into(), env);
    Outcome::Result(ToolResult {
        content: vec![ContentBlock::Text { text }],
        structured_content,
        is_error: true,
        meta: Some(meta),
    })
}

/// Answer a classified error: log it in full, send only what the annotation allows.
// Never inlined: kept out of the success path's code (`finish`), which stays small.
#[inline(never)]
pub fn classified_error<E: ToolError>(tool: &str, err: &E, structured: bool) -> Outcome {
    let Classified {
        spec,
        answer,
        rendered,
    } = err.classify();
    let id = correlation_id();
    log_failure(tool, spec.variant, spec.kind, &id, Detail::Chain(err));
    match answer.kind {
        Kind::Security => generic_error(
            codes::INVALID_REQUEST,
            answer
                .reply
                .unwrap_or(crate::error::Reply::Rejected)
                .message(),
            id,
        ),
        Kind::Internal => internal(id),
        Kind::Operational => {
            let rendered =
                rendered.unwrap_or_else(|| Rendered::fixed("The tool failed.", None, None));
            operational(answer, rendered, id, structured)
        }
    }
}

/// A runtime-detected operational failure (validation, timeout) that has no user variant.
#[cold]
#[inline(never)]
pub(crate) fn runtime_operational(
    tool: &str,
    spec: &'static VariantSpec,
    message: String,
    detail: &str,
    structured: bool,
) -> Outcome {
    let id = correlation_id();
    log_failure(
        tool,
        spec.variant,
        Kind::Operational,
        &id,
        Detail::Text(detail),
    );
    let rendered = Rendered {
        message: Cow::Owned(message),
        customer_message: None,
        suggested_action: spec.suggested_action.map(Cow::Borrowed),
    };
    operational(spec, rendered, id, structured)
}

/// A runtime-detected internal failure (panic, missing state, encoding failure).
#[cold]
#[inline(never)]
pub(crate) fn runtime_internal(tool: &str, variant: &str, detail: &str) -> Outcome {
    let id = correlation_id();
    log_failure(tool, variant, Kind::Internal, &id, Detail::Text(detail));
    internal(id)
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
pub fn finish<T: crate::tool::Tool>(call: &Call<'_>, ret: std::thread::Result<T::Ret>) -> Outcome {
    let answered = match ret {
        Ok(ret) => crate::__private::catch_sync(|| match ret.into_result() {
            Ok(v) => success(call.tool, v, call),
            Err(e) => classified_error(call.tool, &e, call.structured),
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
    let detail = payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "non-string panic payload".to_owned());
    runtime_internal(
        tool,
        crate::toolset::PANICKED.variant,
        &format!("handler panicked: {detail}"),
    )
}
