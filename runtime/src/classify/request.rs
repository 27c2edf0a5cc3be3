//! Failures of the requests that have no `isError` channel: `resources/read` and
//! `prompts/get`. Every failure is a JSON-RPC error, read by the client application or the
//! user, not the model; the variant's `#[error_kind]` decides which:
//!
//! | kind | `resources/read` | `prompts/get` |
//! |---|---|---|
//! | security | the era's not-found, byte for byte (`-32002` in 2025-11-25, `-32602` in 2026-07-28, `data: {"uri"}`): a resource you may not read is indistinguishable from one that does not exist | the tools' fixed reply, `-32600 Request rejected (ref …)` |
//! | operational, category `not_found` | the era's not-found, as above | `-32000` with the message and `data` |
//! | operational, category `validation` | `-32602` with the message and `data` | `-32602` with the message and `data` |
//! | operational, other | `-32000`: the sanitized message and `(ref …)`; `data` the tool result's envelope (`errorCategory`, `isRetryable`, `retryAfterMs`, `suggestedAction`, `customerMessage`, `correlationId`) | the same |
//! | internal, panic | `-32603 Internal error (ref …)` | the same |
//!
//! Everything else goes to the server log with the correlation id, as for tools.

use super::{
    argument_failure, correlated_error, correlation_id, envelope, internal, log_failure_of,
    panicked, with_ref, Detail, Of, TIMED_OUT,
};
use crate::caller::Caller;
use crate::context::Call;
use crate::decode::ArgumentError;
use crate::error::{Category, ErrorKind, Rendered, SecurityReply, ToolError};
use crate::prompt::{IntoPrompt, Prompt, PromptReturn};
use crate::resource::{IntoContents, Resource, ResourceReturn};
use crate::wire::{codes, printable, resource_not_found, Outcome, ProtocolError, ReadResult};
use serde_json::Value;
use std::borrow::Cow;

/// What failed: a read of the resource at a URI, or a prompt.
#[derive(Clone, Copy)]
enum Target<'a> {
    Read(&'a str),
    Prompt,
}

/// The glue's last step for a resource: encode `Ok` as the contents of `uri`, classify
/// `Err`, answer a panic as internal.
pub fn finish_read<R: Resource>(
    call: &Call<'_>,
    uri: String,
    ret: std::thread::Result<R::Ret>,
) -> Outcome {
    let answered = match ret {
        Ok(ret) => super::catch_sync(|| match ret.into_result() {
            Ok(v) => Outcome::Read(ReadResult {
                contents: v.into_contents(uri),
            }),
            Err(e) => request_error(call, &e, Target::Read(&uri)),
        }),
        Err(payload) => Err(payload),
    };
    answered.unwrap_or_else(|payload| panicked(call.tool, &*payload))
}

/// The glue's last step for a prompt: encode `Ok` as its messages, classify `Err`, answer
/// a panic as internal.
pub fn finish_prompt<P: Prompt>(call: &Call<'_>, ret: std::thread::Result<P::Ret>) -> Outcome {
    let answered = match ret {
        Ok(ret) => super::catch_sync(|| match ret.into_result() {
            Ok(v) => Outcome::Prompt(v.into_prompt()),
            Err(e) => request_error(call, &e, Target::Prompt),
        }),
        Err(payload) => Err(payload),
    };
    answered.unwrap_or_else(|payload| panicked(call.tool, &*payload))
}

/// A template variable that does not decode as its parameter's type: the URI names no
/// resource of this template, so it is not found. The log says which variable.
#[cold]
pub fn invalid_variable(call: &Call<'_>, uri: &str, err: ArgumentError) -> Outcome {
    let (_, detail) = argument_failure(err, false);
    tracing::info!(target: "toolwright", resource = call.tool, detail = %detail, "a template variable does not decode: answered as not found");
    Outcome::Error(resource_not_found(call.era, uri))
}

/// A prompt argument that is missing or does not decode: `-32602` naming it and what it
/// expects, never the value.
#[cold]
pub fn invalid_prompt_argument(call: &Call<'_>, err: ArgumentError, sensitive: bool) -> Outcome {
    let (message, detail) = argument_failure(err, sensitive);
    prompt_argument_failure(call.tool, call.caller.as_ref(), message, &detail)
}

/// An argument the prompt does not take: `-32602` naming it (as the tools' validator names
/// an unexpected property), never its value.
#[cold]
pub(crate) fn unexpected_prompt_argument(
    prompt: &str,
    caller: Option<&Caller>,
    name: &str,
) -> Outcome {
    let name = crate::validate::sanitize_name(name);
    prompt_argument_failure(
        prompt,
        caller,
        format!("Invalid arguments: (root): unexpected property `{name}`"),
        &format!("unexpected argument `{name}`"),
    )
}

/// A prompt's arguments refused: logged, and answered `-32602` with `message`.
fn prompt_argument_failure(
    prompt: &str,
    caller: Option<&Caller>,
    message: String,
    detail: &str,
) -> Outcome {
    let id = correlation_id();
    log_failure_of(
        Of::Prompt,
        prompt,
        caller,
        "<invalid arguments>",
        ErrorKind::Operational,
        &id,
        Detail::Text(detail),
    );
    let rendered = Rendered::runtime(
        message,
        Some("Fix the arguments to match the prompt's arguments, then ask again."),
    );
    Outcome::Error(operational_error(
        codes::INVALID_PARAMS,
        Category::Validation,
        false,
        None,
        rendered,
        id,
    ))
}

/// A read of a resource its caller may not see, or whose template refused a variable
/// (traversal): logged as a security event, answered as not found.
#[cold]
pub(crate) fn hidden_resource(
    name: &str,
    caller: Option<&Caller>,
    era: crate::wire::Era,
    uri: &str,
    why: &str,
) -> Outcome {
    let id = correlation_id();
    log_failure_of(
        Of::Read,
        name,
        caller,
        "<not readable>",
        ErrorKind::Security,
        &id,
        Detail::Text(why),
    );
    Outcome::Error(resource_not_found(era, uri))
}

/// `-32602` for a `prompts/get` of a prompt the server does not have (or hides).
pub(crate) fn unknown_prompt(name: &str) -> ProtocolError {
    ProtocolError::invalid_params(format!("Unknown prompt: {}", printable(name)))
}

/// A read (of `uri`) or a prompt past its timeout: operational, retryable.
#[cold]
pub(crate) fn read_timed_out(
    name: &str,
    caller: Option<&Caller>,
    ms: u128,
    uri: Option<&str>,
) -> Outcome {
    let id = correlation_id();
    log_failure_of(
        if uri.is_some() { Of::Read } else { Of::Prompt },
        name,
        caller,
        TIMED_OUT.variant,
        ErrorKind::Operational,
        &id,
        Detail::Text(&format!(
            "handler exceeded its {ms} ms timeout and was dropped"
        )),
    );
    let rendered = Rendered::runtime(
        format!("The request did not finish within {ms} ms."),
        TIMED_OUT.suggested_action,
    );
    let mut error = operational_error(
        codes::OPERATIONAL_FAILURE,
        Category::Timeout,
        true,
        None,
        rendered,
        id,
    );
    with_uri(&mut error, uri);
    Outcome::Error(error)
}

/// The same error naming the URI read, in `data.uri`.
fn with_uri(error: &mut ProtocolError, uri: Option<&str>) {
    if let (Some(uri), Some(Value::Object(data))) = (uri, &mut error.data) {
        data.insert("uri".into(), crate::wire::printable_uri(uri).into());
    }
}

/// Answer a classified error of a read or a prompt (see the module's table).
#[inline(never)]
fn request_error<E: ToolError>(call: &Call<'_>, err: &E, target: Target<'_>) -> Outcome {
    let (classified, id) = (err.classify(), correlation_id());
    let (spec, answer) = (classified.spec, classified.answer);
    let of = match target {
        Target::Read(_) => Of::Read,
        Target::Prompt => Of::Prompt,
    };
    log_failure_of(
        of,
        call.tool,
        call.caller.as_ref(),
        spec.variant,
        spec.kind,
        &id,
        Detail::Chain(err),
    );
    let category = answer.category.unwrap_or(Category::Transient);
    match (answer.kind, target) {
        (ErrorKind::Internal, _) => internal(id),
        (ErrorKind::Security, Target::Read(uri)) => {
            Outcome::Error(resource_not_found(call.era, uri))
        }
        (ErrorKind::Security, Target::Prompt) => Outcome::Error(correlated_error(
            codes::INVALID_REQUEST,
            answer.reply.unwrap_or(SecurityReply::Rejected).message(),
            id,
        )),
        (ErrorKind::Operational, Target::Read(uri)) if category == Category::NotFound => {
            Outcome::Error(resource_not_found(call.era, uri))
        }
        (ErrorKind::Operational, _) => {
            let code = if category == Category::Validation {
                codes::INVALID_PARAMS
            } else {
                codes::OPERATIONAL_FAILURE
            };
            let retryable = answer.retryable.unwrap_or(category.default_retryable());
            let rendered = classified
                .rendered
                .unwrap_or_else(|| Rendered::fixed("The request failed.", None, None));
            let mut error = operational_error(
                code,
                category,
                retryable,
                answer.retry_after_ms,
                rendered,
                id,
            );
            if let Target::Read(uri) = target {
                with_uri(&mut error, Some(uri));
            }
            Outcome::Error(error)
        }
    }
}

/// An operational failure as a JSON-RPC error: the message and the reference in
/// `message`; the envelope a tool result carries in `_meta` in `data`.
pub(crate) fn operational_error(
    code: i64,
    category: Category,
    retryable: bool,
    retry_after_ms: Option<u64>,
    rendered: Rendered,
    id: String,
) -> ProtocolError {
    let message = with_ref(&rendered.message, &id);
    let data = envelope(category, retryable, retry_after_ms, rendered, id);
    ProtocolError {
        code,
        message: Cow::Owned(message),
        data: Some(Value::Object(data)),
    }
}

/// Why a file a skills tree listed cannot be served (feature `skills`).
#[cfg(feature = "skills")]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SkillFault {
    /// It is no longer there: the era's not-found, as an operational `not_found`.
    Vanished,
    /// Its bytes are not those listed: operational, `-32000`, never the new bytes.
    Changed,
    /// Reading it failed: internal.
    Unreadable,
}

/// The answer to a read of skill file `uri` (of skill `name`) that `fault` stops; `detail`
/// (the OS error) goes to the log only, with the reference.
#[cfg(feature = "skills")]
#[cold]
pub(crate) fn skill_read_failed(
    name: &str,
    caller: Option<&Caller>,
    (era, uri): (crate::wire::Era, &str),
    fault: SkillFault,
    detail: &str,
) -> Outcome {
    let id = correlation_id();
    let (variant, kind) = match fault {
        SkillFault::Vanished => ("<skill file vanished>", ErrorKind::Operational),
        SkillFault::Changed => ("<skill file changed>", ErrorKind::Operational),
        SkillFault::Unreadable => ("<skill file unreadable>", ErrorKind::Internal),
    };
    log_failure_of(
        Of::Read,
        name,
        caller,
        variant,
        kind,
        &id,
        Detail::Text(detail),
    );
    match fault {
        SkillFault::Vanished => Outcome::Error(resource_not_found(era, uri)),
        SkillFault::Unreadable => internal(id),
        SkillFault::Changed => {
            let rendered = Rendered::runtime(
                "This skill file changed after the server listed it; it is not served until \
                 the server loads its skills again."
                    .to_owned(),
                Some("Do not retry: tell the user the skill is being updated on the server."),
            );
            let mut error = operational_error(
                codes::OPERATIONAL_FAILURE,
                Category::Conflict,
                false,
                None,
                rendered,
                id,
            );
            with_uri(&mut error, Some(uri));
            Outcome::Error(error)
        }
    }
}
