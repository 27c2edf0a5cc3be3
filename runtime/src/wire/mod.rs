//! Wire types: what a `tools/call` answers, a tool result or a protocol error, and the tool
//! definitions `tools/list` advertises; and the same for resources, prompts and completion
//! ([`ResourceDefinition`], [`ReadResult`], [`PromptDefinition`], [`PromptResult`],
//! [`Completion`]); and what a client reads back of a failure ([`Envelope`]).

mod catalog;
mod content;
mod definition;
pub(crate) mod encode;
pub mod headers;
mod read;

pub(crate) use catalog::resource_not_found;
pub use catalog::{
    Completion, Icon, PromptArgument, PromptDefinition, PromptMessage, PromptResult, ReadResult,
    ResourceAnnotations, ResourceDefinition, Role, MAX_COMPLETIONS,
};
pub use content::{ContentBlock, ResourceContents};
pub(crate) use definition::is_object_schema;
pub use definition::{Annotations, ToolDefinition, ToolUi};
pub use read::{is_replay, reference_in, text_of, Envelope, REPLAY_META_KEY};

use crate::util::short_hex;
use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};
use std::borrow::Cow;

/// The `_meta` key under which operational failures carry their metadata.
pub const ERROR_META_KEY: &str = "dev.toolwright/error";

/// The `_meta` key of a tool definition that names the argument carrying the call's
/// idempotency key (`#[mcp_tool(idempotency_key = arg)]`).
pub const IDEMPOTENCY_KEY_META_KEY: &str = "dev.toolwright/idempotencyKey";

/// JSON-RPC error codes used by toolwright.
pub mod codes {
    /// Invalid JSON.
    pub const PARSE_ERROR: i64 = -32700;
    /// Not a valid request object; also every security rejection.
    pub const INVALID_REQUEST: i64 = -32600;
    /// Unknown method.
    pub const METHOD_NOT_FOUND: i64 = -32601;
    /// Invalid params, unknown tool or prompt; in 2026-07-28 also a resource not found.
    pub const INVALID_PARAMS: i64 = -32602;
    /// Internal failures.
    pub const INTERNAL_ERROR: i64 = -32603;
    /// An operational failure of a resource read or a prompt (JSON-RPC 2.0's range for
    /// implementation-defined server errors): `data` carries the category, whether to retry
    /// and the reference, as a tool result's `_meta` does.
    pub const OPERATIONAL_FAILURE: i64 = -32000;
    /// 2025-11-25: resource not found (`data.uri` names it).
    pub const RESOURCE_NOT_FOUND: i64 = -32002;
    /// 2026-07-28 over HTTP: a routing header (`MCP-Protocol-Version`, `Mcp-Method`,
    /// `Mcp-Name`) is missing, malformed, or does not match the body (HTTP 400).
    pub const HEADER_MISMATCH: i64 = -32020;
    /// 2026-07-28: the request cannot be served without a client capability the client did
    /// not declare (`data.requiredCapabilities` names it; HTTP 400).
    pub const MISSING_CLIENT_CAPABILITY: i64 = -32021;
    /// 2026-07-28: unsupported protocol version.
    pub const UNSUPPORTED_PROTOCOL_VERSION: i64 = -32022;
}

/// Which revision of MCP a request speaks. The wire shapes that differ by era follow the era
/// of the request. MCP adds revisions; so will this enum.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Era {
    /// 2025-11-25 and the older handshake versions: `structuredContent` and `outputSchema`
    /// roots must be objects, so other roots are wrapped as `{"result": ...}`.
    #[default]
    Legacy,
    /// 2026-07-28: stateless requests; any JSON value as `structuredContent` root.
    Stateless,
}

/// A `tools/call` result: success or an `isError: true` tool execution error.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ToolResult {
    /// The content blocks (always present on the wire).
    pub content: Vec<ContentBlock>,
    /// Structured content, if any.
    pub structured_content: Option<Value>,
    /// Whether this is a tool execution error.
    pub is_error: bool,
    /// `_meta`, if any.
    pub meta: Option<Map<String, Value>>,
}

impl Serialize for ToolResult {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("content", &self.content)?;
        if let Some(sc) = &self.structured_content {
            m.serialize_entry("structuredContent", sc)?;
        }
        if self.is_error {
            m.serialize_entry("isError", &true)?;
        }
        if let Some(meta) = &self.meta {
            m.serialize_entry("_meta", meta)?;
        }
        m.end()
    }
}

impl ToolResult {
    /// The text of every text block, joined by newlines: what text-only clients pass on.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for block in &self.content {
            if let ContentBlock::Text { text } = block {
                if !out.is_empty() {
                    out.push('\n');
                }
                out.push_str(text);
            }
        }
        out
    }
}

/// A name or method the client sent, safe to repeat in a message: control characters
/// dropped, at most 128 characters.
pub(crate) fn printable(s: &str) -> String {
    s.chars().filter(|c| !c.is_control()).take(128).collect()
}

/// A URI the client sent, safe to repeat: control characters dropped, at most 2048
/// characters.
pub(crate) fn printable_uri(s: &str) -> String {
    s.chars().filter(|c| !c.is_control()).take(2048).collect()
}

/// A JSON-RPC error object.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProtocolError {
    /// The JSON-RPC code.
    pub code: i64,
    /// One concise sentence.
    pub message: Cow<'static, str>,
    /// Extra data (`{"correlationId": ...}` for classified failures).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub data: Option<Value>,
}

impl ProtocolError {
    /// An error with no data.
    pub fn new(code: i64, message: impl Into<Cow<'static, str>>) -> Self {
        ProtocolError {
            code,
            message: message.into(),
            data: None,
        }
    }

    /// `-32602`, for an unknown tool or bad params.
    pub fn invalid_params(message: impl Into<Cow<'static, str>>) -> Self {
        Self::new(codes::INVALID_PARAMS, message)
    }

    /// `-32602` for a `tools/call` of a tool the server does not have.
    pub(crate) fn unknown_tool(name: &str) -> Self {
        Self::invalid_params(format!("Unknown tool: {}", printable(name)))
    }

    /// `-32602` for `arguments` that are neither an object nor absent.
    pub(crate) fn arguments_not_an_object() -> Self {
        Self::invalid_params("Invalid params: `arguments` must be an object.")
    }

    /// `-32601` for a method the server does not serve.
    pub(crate) fn method_not_found(method: &str) -> Self {
        Self::new(
            codes::METHOD_NOT_FOUND,
            format!("Method not found: {}", printable(method)),
        )
    }

    /// `-32021` for a 2026-07-28 request that cannot be served without `capability`
    /// (`elicitation`, `sampling`, `roots`), which its client did not declare.
    pub(crate) fn missing_capability(capability: &str) -> Self {
        let mut required = Map::with_capacity(1);
        required.insert(capability.to_owned(), Value::Object(Map::new()));
        let mut data = Map::with_capacity(1);
        data.insert("requiredCapabilities".into(), Value::Object(required));
        ProtocolError {
            code: codes::MISSING_CLIENT_CAPABILITY,
            message: format!("Missing required client capability: {capability}.").into(),
            data: Some(Value::Object(data)),
        }
    }

    /// `-32021` for a 2026-07-28 request that cannot be served unless its client declares
    /// extension `name` (the tasks extension, for a tool that runs only as a task).
    pub(crate) fn missing_extension(name: &str) -> Self {
        let mut extension = Map::with_capacity(1);
        extension.insert(name.to_owned(), Value::Object(Map::new()));
        let mut required = Map::with_capacity(1);
        required.insert("extensions".into(), Value::Object(extension));
        let mut data = Map::with_capacity(1);
        data.insert("requiredCapabilities".into(), Value::Object(required));
        ProtocolError {
            code: codes::MISSING_CLIENT_CAPABILITY,
            message: format!("Missing required client capability: the {name} extension.").into(),
            data: Some(Value::Object(data)),
        }
    }

    /// The correlation id in `data`, if any.
    pub fn correlation_id(&self) -> Option<&str> {
        self.data.as_ref()?.get("correlationId")?.as_str()
    }
}

/// The exact answer to a request a handler serves: a `tools/call` (a tool result, or a
/// protocol error), a `resources/read` or a `prompts/get`. MCP adds requests that run
/// handlers; so will this enum.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Outcome {
    /// A tool result (success, or `isError: true`).
    Result(ToolResult),
    /// A JSON-RPC error.
    Error(ProtocolError),
    /// 2026-07-28: the handler asked the client something (elicitation) and the call ends
    /// here with an `input_required` result; the client retries it with the answers.
    InputRequired(InputRequired),
    /// The contents a `resources/read` answers.
    Read(ReadResult),
    /// The messages a `prompts/get` answers.
    Prompt(PromptResult),
    /// 2026-07-28, the tasks extension (SEP-2663): a `tools/call` that runs on as a task
    /// (its `CreateTaskResult`), or what `tasks/get`, `tasks/update` or `tasks/cancel`
    /// answers. Made by a server, never by an in-process [`ToolSet`](crate::ToolSet) call.
    Task(TaskAnswer),
}

/// The result a task request answers (see [`Outcome::Task`]), as the server writes it.
#[derive(Debug, Clone, PartialEq)]
pub struct TaskAnswer {
    /// The result object's JSON text, written once by the server (a finished task's
    /// result is inlined in it byte for byte).
    pub(crate) json: String,
}

impl TaskAnswer {
    /// The result object.
    pub fn result(&self) -> Value {
        serde_json::from_str(&self.json).expect("the server writes JSON")
    }

    /// The result object's JSON text, exactly as the server sends it.
    pub fn as_json(&self) -> &str {
        &self.json
    }
}

/// One question a 2026-07-28 call asks the client (an `inputRequests` entry).
#[derive(Debug, Clone, PartialEq)]
pub struct InputRequest {
    /// Its key in `inputRequests`, which the answer comes back under.
    pub key: String,
    /// `elicitation/create`.
    pub method: &'static str,
    /// The request's params.
    pub params: Value,
    /// SHA-256 of the method and params: an answer is used only for the same question.
    pub(crate) digest: String,
}

impl InputRequest {
    /// The request as an `inputRequests` entry: `{"method": .., "params": ..}`.
    pub(crate) fn to_json(&self) -> Value {
        let mut request = Map::new();
        request.insert("method".into(), self.method.into());
        request.insert("params".into(), self.params.clone());
        Value::Object(request)
    }

    pub(crate) fn digest_of(method: &str, params: &Value) -> String {
        let mut hash = Sha256::new();
        hash.update(method.as_bytes());
        hash.update([0]);
        hash.update(serde_json::to_vec(params).expect("JSON values serialize"));
        short_hex(&hash.finalize())
    }
}

/// The questions a 2026-07-28 call ends with (`resultType: "input_required"`).
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct InputRequired {
    /// Each question, under its `inputRequests` key.
    pub requests: Vec<InputRequest>,
    /// The sealed `requestState` a transport adds (none in-process).
    pub(crate) state: Option<String>,
}

impl InputRequired {
    /// The result without `requestState` (what an in-process call answers; a transport
    /// adds the state it seals).
    pub(crate) fn to_result(&self) -> Map<String, Value> {
        let mut result = Map::new();
        result.insert("resultType".into(), "input_required".into());
        result.insert("inputRequests".into(), self.input_requests().into());
        if let Some(state) = &self.state {
            result.insert("requestState".into(), state.clone().into());
        }
        result
    }

    /// The `requestState` the client must echo in its retry, when a transport sealed one.
    pub fn request_state(&self) -> Option<&str> {
        self.state.as_deref()
    }

    /// The `inputRequests` object.
    pub fn input_requests(&self) -> Map<String, Value> {
        self.requests
            .iter()
            .map(|r| (r.key.clone(), r.to_json()))
            .collect()
    }
}

impl Outcome {
    /// The result, if this is one.
    pub fn as_result(&self) -> Option<&ToolResult> {
        match self {
            Outcome::Result(r) => Some(r),
            _ => None,
        }
    }

    /// The protocol error, if this is one.
    pub fn as_error(&self) -> Option<&ProtocolError> {
        match self {
            Outcome::Error(e) => Some(e),
            _ => None,
        }
    }

    /// The JSON-RPC response for request `id`, as the line a transport writes (no newline).
    pub fn to_response(&self, id: &Value) -> String {
        let mut out = Vec::with_capacity(256);
        out.extend_from_slice(b"{\"jsonrpc\":\"2.0\",\"id\":");
        encode::write_value(&mut out, id);
        out.extend_from_slice(b",\"");
        out.extend_from_slice(encode::member(self).as_bytes());
        out.extend_from_slice(b"\":");
        encode::write_member(&mut out, self.clone(), None, None);
        out.push(b'}');
        String::from_utf8(out).expect("JSON is UTF-8")
    }
}

impl Serialize for Outcome {
    /// Serializes as the member a JSON-RPC response carries: `{"result": ...}` or
    /// `{"error": ...}`.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(1))?;
        match self {
            Outcome::Result(r) => m.serialize_entry("result", r)?,
            Outcome::Error(e) => m.serialize_entry("error", e)?,
            Outcome::InputRequired(input) => m.serialize_entry("result", &input.to_result())?,
            Outcome::Read(read) => m.serialize_entry("result", read)?,
            Outcome::Prompt(prompt) => m.serialize_entry("result", prompt)?,
            Outcome::Task(task) => m.serialize_entry("result", &task.result())?,
        }
        m.end()
    }
}
