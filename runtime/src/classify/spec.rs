//! The runtime's own failure modes, each with the spec the error surface lists and the
//! answer follows: invalid arguments, a timeout, a lost task, a panic, a missing caller, a
//! missing scope. (A policy's own refusals are in its module: `toolset::policy`.)

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
