//! Our wire types as rmcp's: results, errors, content blocks and tool definitions (their
//! members read back by rmcp's serde where the types match one to one).

use crate::wire::{ContentBlock, Era, Outcome, ProtocolError, ToolDefinition, ToolResult};
use ::rmcp::model::{
    CallToolResponse, CallToolResult, ErrorCode, JsonObject, MetaObject, Tool, ToolAnnotations,
};
use ::rmcp::ErrorData;
use serde_json::{Map, Value};
use std::sync::Arc;

/// One of our wire results as a JSON object.
pub(super) fn to_object<T: serde::Serialize>(value: &T) -> Map<String, Value> {
    match serde_json::to_value(value) {
        Ok(Value::Object(map)) => map,
        _ => Map::new(),
    }
}

/// Our result JSON as rmcp's type (the same members, read back by rmcp's serde).
pub(super) fn from_json<T: serde::de::DeserializeOwned>(value: Value) -> Result<T, ErrorData> {
    serde_json::from_value(value).map_err(internal)
}

/// An answer rmcp's types could not read (a bug on one side): `-32603` with a correlation
/// id, the reason in the log.
pub(super) fn internal(why: serde_json::Error) -> ErrorData {
    let id = crate::classify::correlation_id();
    tracing::error!(target: "toolwright", correlation_id = %id, error = %why, "an answer rmcp's types cannot carry");
    rmcp_error(crate::classify::correlated_error(
        crate::wire::codes::INTERNAL_ERROR,
        "Internal error",
        id,
    ))
}

/// The protocol error of a read's or a prompt's [`Outcome`] that is not its result.
pub(super) fn outcome_error(outcome: Outcome) -> ErrorData {
    match outcome {
        Outcome::Error(error) => rmcp_error(error),
        // A read or a prompt never asks the client (the bridge has no way back to it).
        _ => ErrorData::internal_error("Internal error", None),
    }
}

/// An [`Outcome`] as rmcp's `call_tool` answer: a result, or a protocol error with the same
/// code, message and data.
///
/// # Errors
///
/// `Err` is the protocol error of an [`Outcome::Error`], and `-32603` for an
/// [`Outcome::InputRequired`], which rmcp's answers cannot carry (the bridge never makes
/// one: its calls have no way back to the client).
pub fn into_rmcp_answer(outcome: Outcome) -> Result<CallToolResponse, ErrorData> {
    match outcome {
        Outcome::Result(result) => Ok(rmcp_result(result).into()),
        Outcome::Error(error) => Err(rmcp_error(error)),
        // A read or a prompt is never a tool call's outcome; nor can rmcp's answers carry
        // an `input_required` (the bridge never makes one: no way back to the client).
        _ => Err(ErrorData::internal_error("Internal error", None)),
    }
}

/// A [`ProtocolError`] as rmcp's `ErrorData`.
pub fn rmcp_error(error: ProtocolError) -> ErrorData {
    let code = i32::try_from(error.code).unwrap_or(ErrorCode::INTERNAL_ERROR.0);
    ErrorData::new(ErrorCode(code), error.message, error.data)
}

/// A [`ToolResult`] as rmcp's `CallToolResult`. `isError` stays absent on success, as
/// toolwright's server sends it.
pub fn rmcp_result(result: ToolResult) -> CallToolResult {
    let mut out = CallToolResult::default();
    out.content = result.content.into_iter().map(rmcp_content).collect();
    out.structured_content = result.structured_content;
    out.is_error = result.is_error.then_some(true);
    out.meta = result.meta.map(MetaObject);
    out
}

fn rmcp_content(block: ContentBlock) -> ::rmcp::model::ContentBlock {
    use ::rmcp::model::{ContentBlock as Rmcp, Resource};
    match block {
        ContentBlock::Text { text } => Rmcp::text(text),
        ContentBlock::Image { data, mime_type } => Rmcp::image(data, mime_type),
        ContentBlock::Audio { data, mime_type } => Rmcp::audio(data, mime_type),
        ContentBlock::ResourceLink {
            uri,
            name,
            mime_type,
        } => {
            let link = Resource::new(uri, name);
            Rmcp::resource_link(match mime_type {
                Some(mime) => link.with_mime_type(mime),
                None => link,
            })
        }
        ContentBlock::Resource { resource } => Rmcp::resource(rmcp_resource(resource)),
    }
}

fn rmcp_resource(resource: crate::wire::ResourceContents) -> ::rmcp::model::ResourceContents {
    use crate::wire::ResourceContents as Ours;
    use ::rmcp::model::ResourceContents as Rmcp;
    match resource {
        Ours::Text {
            uri,
            mime_type,
            text,
            meta,
        } => Rmcp::TextResourceContents {
            uri,
            mime_type,
            text,
            meta: meta.map(MetaObject),
        },
        Ours::Blob {
            uri,
            mime_type,
            blob,
            meta,
        } => Rmcp::BlobResourceContents {
            uri,
            mime_type,
            blob,
            meta: meta.map(MetaObject),
        },
    }
}

/// A tool definition as rmcp's `Tool`, in the shapes of `era`.
pub fn rmcp_tool(definition: &ToolDefinition, era: Era) -> Tool {
    // Generated schemas always have an object root; anything else would be a bug upstream,
    // and advertises as the empty schema rather than panicking a server.
    let object = |schema: Value| match schema {
        Value::Object(map) => Arc::new(map),
        _ => Arc::new(JsonObject::new()),
    };
    let description = definition.description.map(std::borrow::Cow::Borrowed);
    let mut tool = Tool::new_with_raw(
        definition.name,
        description,
        object(definition.input_schema.clone()),
    );
    if let Some(title) = definition.title {
        tool = tool.with_title(title);
    }
    if let Some(schema) = definition.output_schema_for(era) {
        tool = tool.with_raw_output_schema(object(schema));
    }
    let hints = definition.annotations;
    if !hints.is_empty() || definition.title.is_some() {
        tool = tool.with_annotations(ToolAnnotations::from_raw(
            definition.title.map(str::to_owned),
            hints.read_only,
            hints.destructive,
            hints.idempotent,
            hints.open_world,
        ));
    }
    tool
}
