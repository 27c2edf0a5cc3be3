//! The traits the generated glue implements and relies on: [`Tool`], [`ToolReturn`],
//! [`IntoToolResult`], [`FromContext`], and the per-call [`Context`].

use crate::error::ToolError;
use crate::wire::{ContentBlock, Era, ToolDefinition};
use schemars::JsonSchema;
use serde::Serialize;
use serde_json::Value;
use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::fmt;
use std::future::Future;
use std::ops::Deref;
use std::sync::Arc;

/// A tool: what `#[mcp_tool]` implements on a hidden type named like the function.
/// `tools![f]` collects them into a [`ToolSet`](crate::ToolSet).
pub trait Tool: 'static {
    /// The tool name.
    const NAME: &'static str;
    /// The handler's return type, `Result<T, E>` (the glue's only check of it, so a wrong
    /// return type is reported once, at the type).
    type Ret: ToolReturn;
    /// What `tools/list` advertises.
    fn definition() -> ToolDefinition;
    /// Decode `args` (already validated against the input schema) now, and return the
    /// handler's run, which encodes its outcome; or the answer to arguments that do not
    /// decode.
    fn invoke(
        call: Call<'_>,
        args: Value,
    ) -> Result<impl Future<Output = crate::Outcome> + Send + '_, crate::Outcome>;
}

/// A progress report sink, set by a transport when the request carries a progress token.
pub type ProgressSink = Arc<dyn Fn(Progress) + Send + Sync>;

/// One progress report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Progress {
    /// Progress so far; increases with each report.
    pub progress: f64,
    /// The total, if known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total: Option<f64>,
    /// A short human-readable message.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// Shared state registered with [`ToolSet::with_state`](crate::ToolSet::with_state).
#[derive(Default, Clone)]
pub(crate) struct Extensions(HashMap<TypeId, Arc<dyn Any + Send + Sync>>);

impl Extensions {
    pub(crate) fn insert<T: Send + Sync + 'static>(&mut self, value: Arc<T>) {
        self.0.insert(TypeId::of::<T>(), value);
    }

    fn get<T: Send + Sync + 'static>(&self) -> Option<Arc<T>> {
        self.0.get(&TypeId::of::<T>())?.clone().downcast().ok()
    }
}

/// One call as the generated glue sees it, borrowed from the [`ToolSet`](crate::ToolSet)
/// for the call's duration. Not public API: handlers take a [`Context`], which the glue
/// makes from this only for a handler that asks for one (so a call that needs none clones
/// nothing shared).
#[doc(hidden)]
#[allow(missing_debug_implementations)]
pub struct Call<'a> {
    pub(crate) tool: &'static str,
    pub(crate) era: Era,
    /// The tool advertises an output schema.
    pub(crate) structured: bool,
    /// Legacy era and a non-object output schema: structured content goes out as
    /// `{"result": ...}`, matching the wrapped schema.
    pub(crate) wrap_result: bool,
    pub(crate) state: &'a Arc<Extensions>,
    pub(crate) progress: Option<ProgressSink>,
}

impl Call<'_> {
    /// The handler's view of the call.
    fn context(&self) -> Context {
        Context {
            tool: self.tool,
            era: self.era,
            state: Arc::clone(self.state),
            progress: self.progress.clone(),
        }
    }
}

/// What a handler can know about the call it serves. Take it as a `#[ctx] ctx: Context`
/// parameter.
#[derive(Clone)]
pub struct Context {
    tool: &'static str,
    era: Era,
    state: Arc<Extensions>,
    progress: Option<ProgressSink>,
}

impl fmt::Debug for Context {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Context")
            .field("tool", &self.tool)
            .field("era", &self.era)
            .field("progress", &self.progress.is_some())
            .finish_non_exhaustive()
    }
}

impl Context {
    /// The tool being called.
    pub fn tool(&self) -> &'static str {
        self.tool
    }

    /// The era of the request.
    pub fn era(&self) -> Era {
        self.era
    }

    /// Whether the client asked for progress (the request carried a progress token).
    pub fn wants_progress(&self) -> bool {
        self.progress.is_some()
    }

    /// Report progress; a no-op when the client did not ask for it. `progress` should
    /// increase with each report.
    pub fn report_progress(&self, progress: f64, total: Option<f64>, message: Option<&str>) {
        if let Some(sink) = &self.progress {
            sink(Progress {
                progress,
                total,
                message: message.map(str::to_owned),
            });
        }
    }

    /// Shared state of type `T`, if registered.
    pub fn state<T: Send + Sync + 'static>(&self) -> Option<State<T>> {
        self.state.get::<T>().map(State)
    }
}

/// Shared state of type `T`, registered with
/// [`ToolSet::with_state`](crate::ToolSet::with_state); take it as a `#[ctx]` parameter.
pub struct State<T>(pub Arc<T>);

impl<T> Clone for State<T> {
    fn clone(&self) -> Self {
        State(self.0.clone())
    }
}

impl<T: fmt::Debug> fmt::Debug for State<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("State").field(&self.0).finish()
    }
}

impl<T> Deref for State<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// The state a `#[ctx]` parameter asked for was never registered: a wiring bug, answered as
/// an internal error.
#[derive(Debug, Clone, Copy)]
pub struct MissingState(pub &'static str);

/// Something a handler can take as a `#[ctx]` parameter.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a #[ctx] parameter",
    label = "not injectable",
    note = "a #[ctx] parameter must be `toolwright::Context` or `toolwright::State<T>`; arguments the model supplies take no #[ctx]"
)]
pub trait FromContext: Sized {
    /// Extract from the call (what the generated glue calls).
    #[doc(hidden)]
    fn from_call(call: &Call<'_>) -> Result<Self, MissingState>;
}

impl FromContext for Context {
    fn from_call(call: &Call<'_>) -> Result<Self, MissingState> {
        Ok(call.context())
    }
}

impl<T: Send + Sync + 'static> FromContext for State<T> {
    fn from_call(call: &Call<'_>) -> Result<Self, MissingState> {
        call.state
            .get::<T>()
            .map(State)
            .ok_or(MissingState(std::any::type_name::<T>()))
    }
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

/// A handler's success value, encoded.
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
pub trait IntoToolResult {
    /// The output schema; `None` for text and raw contents.
    fn output_schema() -> Option<Value>;
    /// Encode. `structured` is whether the tool advertises an output schema.
    fn into_success(self, structured: bool) -> Result<Success, serde_json::Error>;
}

impl<T: Serialize + JsonSchema> IntoToolResult for T {
    fn output_schema() -> Option<Value> {
        let schema = schemars::SchemaGenerator::default().into_root_schema_for::<T>();
        let value = schema.to_value();
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
pub trait ToolReturn {
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
