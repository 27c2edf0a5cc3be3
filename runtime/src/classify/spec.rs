//! The runtime's own failure modes, each with the spec the error surface lists and the
//! answer follows: invalid arguments, a timeout, a lost task, a keyed call refused or in
//! doubt, a panic, a missing caller, a missing scope.

use crate::error::{Category, ErrorKind, SecurityReply, VariantSpec};

/// The answer to arguments that fail the input schema (SEP-1303: a tool execution error the
/// model can read and correct, never a protocol error).
pub(crate) static INVALID_ARGUMENTS: VariantSpec = VariantSpec {
    category: Some(Category::Validation),
    retryable: Some(false),
    message: Some("Invalid arguments: <each failing JSON path and what it expects>"),
    suggested_action: Some("Fix the arguments to match the tool's input schema, then call again."),
    ..VariantSpec::new("<invalid arguments>", ErrorKind::Operational)
};

/// The answer to a handler that ran past its timeout.
pub(crate) static TIMED_OUT: VariantSpec = VariantSpec {
    category: Some(Category::Timeout),
    retryable: Some(true),
    message: Some("The tool did not finish within <timeout> ms."),
    suggested_action: Some("Retry later, or ask for less work in one call."),
    ..VariantSpec::new("<timeout>", ErrorKind::Operational)
};

/// The answer to a task whose replica stopped answering for it (its lease lapsed): it may
/// have partly happened, and is never run again on its own.
pub(crate) static TASK_LOST: VariantSpec = VariantSpec {
    category: Some(Category::UnknownOutcome),
    retryable: Some(false),
    message: Some("The task stopped before it finished: the server running it went away. It may have partly happened."),
    suggested_action: Some("Check whether it took effect before running it again."),
    ..VariantSpec::new("<task lost>", ErrorKind::Operational)
};

/// The answer to a call whose idempotency key was used for a call with other arguments: it
/// does not run (the key's values are not echoed).
pub(crate) static KEY_REUSED: VariantSpec = VariantSpec {
    category: Some(Category::Conflict),
    retryable: Some(false),
    message: Some("This idempotency key was already used for a request with other arguments; this call did not run."),
    suggested_action: Some("Use a new key for a new request, or send exactly the arguments of the key's first call to get its outcome."),
    ..VariantSpec::new("<idempotency key reused>", ErrorKind::Operational)
};

/// The answer to a call whose idempotency key is empty or longer than the keys kept: it does
/// not run (a key is a client's id for one request, a UUID is 36 bytes).
pub(crate) static KEY_INVALID: VariantSpec = VariantSpec {
    category: Some(Category::Validation),
    retryable: Some(false),
    message: Some("The idempotency key must be 1 to 255 bytes long; this call did not run."),
    suggested_action: Some("Send a key of 1 to 255 bytes (a UUID is 36), made once for this request and sent again with its retries."),
    ..VariantSpec::new("<idempotency key invalid>", ErrorKind::Operational)
};

/// The answer to a call whose idempotency key's first call still runs past the wait.
pub(crate) static KEY_BUSY: VariantSpec = VariantSpec {
    category: Some(Category::Transient),
    retryable: Some(true),
    retry_after_ms: Some(1_000),
    message: Some(
        "The first call with this idempotency key is still running; this call did not run.",
    ),
    suggested_action: Some("Retry with the same key and arguments shortly to get its outcome."),
    ..VariantSpec::new("<idempotency key in progress>", ErrorKind::Operational)
};

/// The answer to a call whose idempotency key's first call was cancelled or timed out: it
/// may have taken effect, and the key never runs the handler again.
pub(crate) static KEY_INTERRUPTED: VariantSpec = VariantSpec {
    category: Some(Category::UnknownOutcome),
    retryable: Some(false),
    message: Some("The first call with this idempotency key was interrupted before it answered; it may have taken effect. This call did not run."),
    suggested_action: Some("Check whether it took effect, then use a new key."),
    ..VariantSpec::new("<idempotency key interrupted>", ErrorKind::Operational)
};

/// The answer to a call whose idempotency key the store does not know, within the window
/// after the store was found to have lost its memory (restarted empty, flushed): the key's
/// first call may have run before the loss, so this one does not run.
pub(crate) static KEY_FORGOTTEN: VariantSpec = VariantSpec {
    category: Some(Category::UnknownOutcome),
    retryable: Some(false),
    message: Some("The server lost its record of recent idempotency keys; a call with this key may already have taken effect. This call did not run."),
    suggested_action: Some("Check whether the request already took effect; if it did not, the server's operator can clear the loss window, or retry after it ends."),
    ..VariantSpec::new("<idempotency key forgotten>", ErrorKind::Operational)
};

/// The answer to the first call of an idempotency key that ran past its tool's timeout
/// (instead of [`TIMED_OUT`]'s "retry later"): it may have taken effect, so its key answers
/// [`KEY_INTERRUPTED`] from then on, and a retry needs a new key.
pub(crate) static KEY_TIMED_OUT: VariantSpec = VariantSpec {
    category: Some(Category::UnknownOutcome),
    retryable: Some(false),
    message: Some("The tool did not finish within <timeout> ms; it may have taken effect."),
    suggested_action: Some("Check whether it took effect, then use a new key to try again."),
    ..VariantSpec::new("<idempotency key timed out>", ErrorKind::Operational)
};

/// The answer to a call over its tool's rate limit: it does not run; its `retryAfterMs` is
/// the limiter's (set per call, [`super::rate_limited`]).
pub(crate) static RATE_LIMITED: VariantSpec = VariantSpec {
    category: Some(Category::RateLimited),
    retryable: Some(true),
    message: Some("Rate limit reached: this tool takes no more calls from you for now; this call did not run."),
    suggested_action: Some("Call again after retryAfterMs milliseconds, not before."),
    ..VariantSpec::new("<rate limited>", ErrorKind::Operational)
};

/// The answer to a handler that panicked.
pub(crate) static PANICKED: VariantSpec = VariantSpec::new("<panic>", ErrorKind::Internal);

/// The answer to a call of a tool that needs a caller (it requires scopes, or takes a
/// `#[ctx] Caller`) when the call has none.
pub(crate) static NO_CALLER: VariantSpec = VariantSpec {
    reply: Some(SecurityReply::Unauthorized),
    ..VariantSpec::new("<no caller>", ErrorKind::Security)
};

/// The answer to a call whose caller lacks a scope the tool requires (over HTTP, a `403`
/// step-up challenge instead).
pub(crate) static INSUFFICIENT_SCOPE: VariantSpec = VariantSpec {
    reply: Some(SecurityReply::AccessDenied),
    ..VariantSpec::new("<missing scope>", ErrorKind::Security)
};

/// The runtime's own failure modes, as [`ToolSet::error_surface`](crate::ToolSet::error_surface)
/// lists them after each tool's variants.
pub(crate) static RUNTIME_FAILURES: [&VariantSpec; 3] = [&INVALID_ARGUMENTS, &TIMED_OUT, &PANICKED];

/// What a call of a tool with an idempotency key can also answer. [`KEY_TIMED_OUT`] comes
/// last: `toolset::keyed` takes it from there.
pub(crate) static KEY_FAILURES: [&VariantSpec; 6] = [
    &KEY_INVALID,
    &KEY_REUSED,
    &KEY_BUSY,
    &KEY_INTERRUPTED,
    &KEY_FORGOTTEN,
    &KEY_TIMED_OUT,
];
