//! The traits a tool is made of: [`Tool`] (what `#[mcp_tool]` implements), [`ToolReturn`]
//! (its handler's `Result<T, E>`) and [`IntoToolResult`] (what `T` may be).
//!
//! # Arguments are validated, and failures go to the model (SEP-1303)
//!
//! Arguments are checked against the very schema `tools/list` advertises before the handler
//! runs. The schema is compiled once per tool by toolwright's own validator
//! (`runtime/src/validate/schema/`): JSON Schema 2020-12 with every applicator and validation
//! keyword, `unevaluatedProperties`/`unevaluatedItems`, `format` asserted for `date-time`,
//! `date`, `time`, `email`, `hostname`, `ipv4`, `ipv6`, `uri` and `uuid` (other formats, such
//! as schemars' `uint64`, are annotations), the earlier drafts' tuple `items`,
//! `additionalItems` and `dependencies` when a schema declares one, and references inside the
//! schema only (`#/$defs/...`, JSON pointers, `$anchor`; a remote or relative `$ref` is refused
//! when the tool set is built, never fetched). `pattern` is matched with the `regex` crate, so
//! a pattern with look-around or backreferences is refused at start-up with a message naming
//! it. A failure is an operational `validation` result, not a protocol error:
//!
//! ```text
//! Invalid arguments: (root): unexpected property `extra`; `amount`: expected integer, got string
//! Fix the arguments to match the tool's input schema, then call again.
//! [category=validation; retryable=false; ref=tw-…]
//! ```
//!
//! Why not `-32602 Invalid params`? SEP-1303 (Final) moved input validation errors to tool
//! execution errors: a protocol error never reaches the model, so it repeats the same mistake;
//! a tool error tells it what to fix. The message names each failing JSON path and what was
//! expected, and never echoes the supplied value (it may carry a secret or injected text).
//! Some of the seed guidance says a schema violation should throw; where the seeds and SEP-1303
//! disagree, SEP-1303 wins. What stays a protocol error: an unknown tool (`-32602 Unknown tool:
//! <name>`) and `arguments` that are not an object (`-32602`).
//!
//! A handler that panics answers `-32603 Internal error` with a correlation id (the panic goes
//! to the log) and the next call works; a handler past its `timeout_ms` is an operational,
//! retryable `timeout`.

pub use crate::context::{FromContext, Progress, ProgressSink};
pub use crate::decode::Argument;
pub use crate::schema::SchemaProfile;

use crate::context::Call;
use crate::error::ToolError;
use crate::handler::Handler;
use crate::wire::{ContentBlock, Outcome, ToolDefinition};
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;
use std::future::Future;

/// A tool: what `#[mcp_tool]` implements on a type named like the function.
/// `tools![f]` collects them into a [`ToolSet`](crate::ToolSet).
///
/// Implemented by `#[mcp_tool]` only: its hidden items are the generated glue's and may
/// change in any release.
pub trait Tool: Handler {
    /// The tool name.
    const NAME: &'static str;
    /// The handler's return type, `Result<T, E>` (the glue's only check of it, so a wrong
    /// return type is reported once, at the type). Not public API.
    #[doc(hidden)]
    type Ret: ToolReturn;
    /// What `tools/list` advertises.
    fn definition() -> ToolDefinition;
    /// Whether a call may run as a task (`task = "optional" | "required"`). Not public API.
    #[doc(hidden)]
    const TASK: TaskSupport = TaskSupport::Never;
    /// The JSON name of the argument carrying the client's idempotency key
    /// (`#[mcp_tool(idempotency_key = arg)]`). Not public API.
    #[doc(hidden)]
    const IDEMPOTENCY_KEY: Option<&'static str> = None;
    /// Calls admitted per caller (`#[mcp_tool(rate_limit = "N/minute")]`). Not public API.
    #[doc(hidden)]
    const RATE_LIMIT: Option<crate::ratelimit::RateLimit> = None;
    /// Decode `args` (already validated against the input schema) now, and return the
    /// handler's run, which encodes its outcome; or the answer to arguments that do not
    /// decode. Not public API.
    #[doc(hidden)]
    fn invoke(
        call: Call<'_>,
        args: Value,
    ) -> Result<impl Future<Output = Outcome> + Send + '_, Outcome>;
}

/// A type an idempotency key can arrive in (`#[mcp_tool(idempotency_key = arg)]`): text,
/// or no text (a call without a key runs as any call does). Not public API.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "an idempotency key is text, not `{Self}`",
    label = "the argument named by `idempotency_key`",
    note = "take the key as `String` (or `Option<String>`, when a call may come without one)"
)]
pub trait IdempotencyKey {}

impl IdempotencyKey for String {}
impl IdempotencyKey for Option<String> {}
impl IdempotencyKey for std::borrow::Cow<'static, str> {}
impl IdempotencyKey for Option<std::borrow::Cow<'static, str>> {}
impl IdempotencyKey for Box<str> {}
impl IdempotencyKey for std::sync::Arc<str> {}

/// The glue's check that the argument `idempotency_key` names is text. Not public API.
#[doc(hidden)]
pub const fn idempotency_key<T: IdempotencyKey + ?Sized>() {}

/// Whether a tool's 2026-07-28 calls run as tasks (the tasks extension, SEP-2663), as
/// `#[mcp_tool(task = "..")]` says. Not public API.
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TaskSupport {
    /// Never: every call is answered directly.
    Never,
    /// When the request's client declares the extension; otherwise directly.
    Optional,
    /// Always: a client that does not declare the extension is refused with `-32021`.
    Required,
}

// `IntoToolResult` and `ToolReturn` are implemented here, for every type they can be, and
// nowhere else: how a value is encoded is the runtime's decision.

/// The output schema of tool `T`'s success type. (A function generic over the tool, so the
/// glue names no projection of the return type: its bounds are checked once, in the impl.)
/// Not public API.
#[doc(hidden)]
pub fn output_schema<T: Tool>() -> Option<Value> {
    <<T::Ret as ToolReturn>::Ok as IntoToolResult>::output_schema()
}

mod sealed {
    pub trait Success {}
    impl<T: serde::Serialize + schemars::JsonSchema> Success for T {}
    impl Success for super::Contents {}

    pub trait Return {}
    impl<T, E> Return for Result<T, E> {}
}

/// Content blocks returned as they are (images, audio, several texts, resource links, embedded
/// resources): no output schema, no structured content.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Contents(pub Vec<ContentBlock>);

impl Contents {
    /// One text block.
    pub fn text(text: impl Into<String>) -> Self {
        Contents(vec![ContentBlock::text(text)])
    }

    /// Append a block.
    #[must_use]
    pub fn with(mut self, block: ContentBlock) -> Self {
        self.0.push(block);
        self
    }
}

/// A handler's success value, encoded. Not public API.
#[doc(hidden)]
#[derive(Debug)]
pub enum Success {
    /// Plain text; no structured content.
    Text(String),
    /// Structured JSON, also sent as text.
    Json(Value),
    /// Content blocks as given.
    Contents(Vec<ContentBlock>),
}

/// A type a tool can return on success: anything `Serialize + JsonSchema` (structured
/// content with an output schema; a type whose schema is a plain string is sent as text with
/// no output schema), or [`Contents`].
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be returned from an #[mcp_tool]",
    label = "must be `Serialize + JsonSchema`, or `toolwright::Contents`",
    note = "derive `serde::Serialize` and `schemars::JsonSchema` on `{Self}`, or return `String` for plain text"
)]
pub trait IntoToolResult: sealed::Success {
    /// The output schema; `None` for text and raw contents.
    fn output_schema() -> Option<Value>;
    /// Encode. `structured` is whether the tool advertises an output schema. Not public
    /// API.
    #[doc(hidden)]
    fn into_success(self, structured: bool) -> Result<Success, serde_json::Error>;
}

impl<T: Serialize + JsonSchema> IntoToolResult for T {
    fn output_schema() -> Option<Value> {
        let value = crate::schema::generate::<T>();
        if value.get("type").and_then(Value::as_str) == Some("string") {
            None
        } else {
            Some(value)
        }
    }

    fn into_success(self, structured: bool) -> Result<Success, serde_json::Error> {
        match serde_json::to_value(&self)? {
            Value::String(s) if !structured => Ok(Success::Text(s)),
            v => Ok(Success::Json(v)),
        }
    }
}

impl IntoToolResult for Contents {
    fn output_schema() -> Option<Value> {
        None
    }

    fn into_success(self, _structured: bool) -> Result<Success, serde_json::Error> {
        Ok(Success::Contents(self.0))
    }
}

/// The return type of an `#[mcp_tool]` function: `Result<T, E>` with `T: IntoToolResult` and
/// `E: ToolError`.
#[diagnostic::on_unimplemented(
    message = "an #[mcp_tool] function must return `Result<T, E>`, not `{Self}`",
    label = "expected `Result<T, E>` where `E` derives `ToolError`",
    note = "return `Result<T, E>`: `T` is `Serialize + JsonSchema` (or `String`), `E` derives `toolwright::ToolError`; use `std::convert::Infallible` for a tool that cannot fail"
)]
pub trait ToolReturn: sealed::Return {
    /// The success type.
    type Ok: IntoToolResult;
    /// The error type.
    type Err: ToolError;
    /// Split into the standard `Result`.
    fn into_result(self) -> Result<Self::Ok, Self::Err>;
}

impl<T: IntoToolResult, E: ToolError> ToolReturn for Result<T, E> {
    type Ok = T;
    type Err = E;
    fn into_result(self) -> Result<T, E> {
        self
    }
}
