//! What `tools/list` advertises of a tool: its definition, annotations and UI.

use super::Era;
use serde::Serialize;
use serde_json::{Map, Value};

/// Tool annotations (hints for clients; never security boundaries). MCP adds hints; so will
/// this type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct Annotations {
    /// `readOnlyHint`.
    #[serde(rename = "readOnlyHint", skip_serializing_if = "Option::is_none")]
    pub read_only: Option<bool>,
    /// `destructiveHint`.
    #[serde(rename = "destructiveHint", skip_serializing_if = "Option::is_none")]
    pub destructive: Option<bool>,
    /// `idempotentHint`.
    #[serde(rename = "idempotentHint", skip_serializing_if = "Option::is_none")]
    pub idempotent: Option<bool>,
    /// `openWorldHint`.
    #[serde(rename = "openWorldHint", skip_serializing_if = "Option::is_none")]
    pub open_world: Option<bool>,
}

impl Annotations {
    /// No hint is set.
    pub(crate) fn is_empty(&self) -> bool {
        *self == Annotations::default()
    }
}

/// Wrap a non-object schema root for the legacy era: `{"type":"object","properties":{"result":
/// <schema>},"required":["result"]}`, keeping `$defs` at the root so `$ref`s still resolve.
pub(crate) fn wrap_schema(schema: &Value) -> Value {
    let mut inner = schema.clone();
    let mut root = Map::new();
    if let Value::Object(obj) = &mut inner {
        obj.remove("$schema");
        // schemars names non-struct roots ("Array_of_uint32"): noise inside a property.
        obj.remove("title");
        if let Some(defs) = obj.remove("$defs") {
            root.insert("$defs".into(), defs);
        }
    }
    root.insert("type".into(), "object".into());
    root.insert(
        "properties".into(),
        Value::Object(Map::from_iter([("result".to_string(), inner)])),
    );
    root.insert("required".into(), Value::Array(vec!["result".into()]));
    Value::Object(root)
}

/// Whether a schema's root is `type: "object"`.
pub(crate) fn is_object_schema(schema: &Value) -> bool {
    schema.get("type").and_then(Value::as_str) == Some("object")
}

/// What `tools/list` advertises for one tool, as `#[mcp_tool]` declares it. MCP adds
/// members to tool definitions; so will this type.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct ToolDefinition {
    /// The tool name (`^[A-Za-z0-9._-]{1,128}$`).
    pub name: &'static str,
    /// A human-readable title.
    pub title: Option<&'static str>,
    /// The description (from the doc comment).
    pub description: Option<&'static str>,
    /// The input schema (root `type: "object"`).
    pub input_schema: Value,
    /// The output schema, as generated (era-specific wrapping happens in [`Self::to_json`]).
    pub output_schema: Option<Value>,
    /// Annotations.
    pub annotations: Annotations,
    /// The tool's own timeout, if it declares one.
    pub timeout_ms: Option<u64>,
    /// The app UI it opens (MCP Apps: a `ui://` resource of the server), and who may call
    /// it: the model, the app, or both (`None`: both).
    pub ui: Option<ToolUi>,
    /// The argument that carries the call's idempotency key
    /// (`#[mcp_tool(idempotency_key = arg)]`), advertised in
    /// `_meta["dev.toolwright/idempotencyKey"]` so a client can fill it in and knows a retry
    /// with the same key is safe.
    pub idempotency_key: Option<&'static str>,
}

/// A tool's app UI (MCP Apps, `io.modelcontextprotocol/ui`): the `ui://` resource a host
/// renders when the tool is called, and who may call the tool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct ToolUi {
    /// The `ui://` URI of the UI resource.
    pub resource_uri: &'static str,
    /// `Some(["app"])` for a tool only the UI calls (hosts do not show it to the model);
    /// `None` for one the model and the UI may both call.
    pub visibility: Option<&'static [&'static str]>,
}

impl ToolDefinition {
    /// The generated glue's constructor. Not public API.
    #[doc(hidden)]
    #[allow(clippy::too_many_arguments)]
    pub fn __new(
        name: &'static str,
        title: Option<&'static str>,
        description: Option<&'static str>,
        input_schema: Value,
        output_schema: Option<Value>,
        [read_only, destructive, idempotent, open_world]: [Option<bool>; 4],
        timeout_ms: Option<u64>,
    ) -> Self {
        ToolDefinition {
            name,
            title,
            description,
            input_schema,
            output_schema,
            annotations: Annotations {
                read_only,
                destructive,
                idempotent,
                open_world,
            },
            timeout_ms,
            ui: None,
            idempotency_key: None,
        }
    }

    /// The same definition with an app UI. Not public API (`#[mcp_tool(ui = "ui://..")]`).
    #[doc(hidden)]
    #[must_use]
    pub fn __with_ui(
        mut self,
        resource_uri: &'static str,
        visibility: Option<&'static [&'static str]>,
    ) -> Self {
        self.ui = Some(ToolUi {
            resource_uri,
            visibility,
        });
        self
    }

    /// The output schema as advertised in `era`: in the legacy era a non-object root is
    /// wrapped as `{"result": ..}`.
    pub(crate) fn output_schema_for(&self, era: Era) -> Option<Value> {
        let schema = self.output_schema.as_ref()?;
        Some(match era {
            Era::Legacy if !is_object_schema(schema) => wrap_schema(schema),
            _ => schema.clone(),
        })
    }

    /// The `Tool` object for `tools/list` in `era`.
    pub fn to_json(&self, era: Era) -> Value {
        let mut m = Map::new();
        m.insert("name".into(), self.name.into());
        if let Some(t) = self.title {
            m.insert("title".into(), t.into());
        }
        if let Some(d) = self.description {
            m.insert("description".into(), d.into());
        }
        m.insert("inputSchema".into(), self.input_schema.clone());
        if let Some(s) = self.output_schema_for(era) {
            m.insert("outputSchema".into(), s);
        }
        if !self.annotations.is_empty() || self.title.is_some() {
            let mut a = serde_json::to_value(self.annotations).expect("annotations serialize");
            if let (Some(t), Value::Object(obj)) = (self.title, &mut a) {
                obj.insert("title".into(), t.into());
            }
            m.insert("annotations".into(), a);
        }
        let mut meta = Map::new();
        if let Some(ui) = &self.ui {
            // MCP Apps: `_meta.ui`, and the flat key hosts still read (deprecated).
            let mut entry = Map::new();
            entry.insert("resourceUri".into(), ui.resource_uri.into());
            if let Some(visibility) = ui.visibility {
                entry.insert("visibility".into(), visibility.to_vec().into());
            }
            meta.insert("ui".into(), Value::Object(entry));
            meta.insert("ui/resourceUri".into(), ui.resource_uri.into());
        }
        if let Some(key) = self.idempotency_key {
            meta.insert(super::IDEMPOTENCY_KEY_META_KEY.into(), key.into());
        }
        if !meta.is_empty() {
            m.insert("_meta".into(), Value::Object(meta));
        }
        Value::Object(m)
    }
}
