//! What `tools/list` says of a tool that the client acts on: its hints (may a call be
//! repeated?), the argument that carries its idempotency key, and the arguments a
//! 2026-07-28 HTTP request mirrors in `Mcp-Param-*` headers.

use serde_json::Value;
use toolwright::wire::IDEMPOTENCY_KEY_META_KEY;

/// A tool a server lists.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct Tool {
    /// The tool's name.
    pub name: String,
    /// Its description, for the model.
    pub description: Option<String>,
    /// Its input schema.
    pub input_schema: Value,
    /// `annotations.readOnlyHint` (MCP's default: `false`).
    pub read_only: bool,
    /// `annotations.destructiveHint` (MCP's default: `true`, for a tool that is not
    /// read-only).
    pub destructive: bool,
    /// `annotations.idempotentHint` (MCP's default: `false`).
    pub idempotent: bool,
    /// The argument that carries the call's idempotency key, when the server advertises one
    /// (toolwright: `_meta["dev.toolwright/idempotencyKey"]`).
    pub idempotency_key: Option<String>,
    /// `(argument, header)` for each argument whose schema says `x-mcp-header`. A tool
    /// whose `x-mcp-header` is no header name is not listed at all.
    pub param_headers: Vec<(String, String)>,
    /// The definition as listed.
    pub definition: Value,
}

impl Tool {
    /// The tool a `tools/list` entry describes (`None` for one without a name, or with an
    /// `x-mcp-header` that is no header name).
    pub fn from_definition(definition: &Value) -> Option<Tool> {
        let name = definition.get("name")?.as_str()?.to_owned();
        let hint = |name: &str| {
            definition
                .get("annotations")
                .and_then(|a| a.get(name))
                .and_then(Value::as_bool)
        };
        let read_only = hint("readOnlyHint").unwrap_or(false);
        let input_schema = definition.get("inputSchema").cloned().unwrap_or_default();
        let param_headers = input_schema
            .get("properties")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
            .filter_map(|(property, schema)| {
                let header = schema.get("x-mcp-header")?;
                Some((property.clone(), header.as_str().map(str::to_owned)))
            })
            .collect::<Vec<_>>();
        // A header no request could carry: the tool cannot be called over 2026-07-28 HTTP,
        // and MCP says such a tool is left out of the list.
        let header_name = |h: &str| {
            !h.is_empty()
                && h.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b))
        };
        let param_headers = param_headers
            .into_iter()
            .map(|(property, header)| Some((property, header.filter(|h| header_name(h))?)))
            .collect::<Option<Vec<_>>>()?;
        Some(Tool {
            description: definition
                .get("description")
                .and_then(Value::as_str)
                .map(str::to_owned),
            read_only,
            destructive: !read_only && hint("destructiveHint").unwrap_or(true),
            idempotent: read_only || hint("idempotentHint").unwrap_or(false),
            idempotency_key: definition
                .get("_meta")
                .and_then(|m| m.get(IDEMPOTENCY_KEY_META_KEY))
                .and_then(Value::as_str)
                .map(str::to_owned),
            param_headers,
            input_schema,
            definition: definition.clone(),
            name,
        })
    }

    /// Whether running a call twice may do twice what it does: a tool that is destructive
    /// and not idempotent, by its hints (or MCP's defaults, when it gives none).
    pub fn repeats_effects(&self) -> bool {
        self.destructive && !self.idempotent
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn an_unannotated_tool_is_taken_as_mcps_defaults_say_destructive_and_not_idempotent() {
        let tool =
            Tool::from_definition(&json!({"name": "run", "inputSchema": {"type": "object"}}))
                .unwrap();
        assert!(tool.repeats_effects());
    }

    #[test]
    fn hints_key_and_mirrored_arguments_are_read() {
        let tool = Tool::from_definition(&json!({
            "name": "charge_card",
            "inputSchema": {"type": "object", "properties": {
                "region": {"type": "string", "x-mcp-header": "Region"},
                "idempotency_key": {"type": "string"}}},
            "annotations": {"destructiveHint": true, "idempotentHint": true},
            "_meta": {"dev.toolwright/idempotencyKey": "idempotency_key"},
        }))
        .unwrap();
        assert!(!tool.repeats_effects());
        assert_eq!(tool.idempotency_key.as_deref(), Some("idempotency_key"));
        assert_eq!(tool.param_headers, [("region".into(), "Region".into())]);
        let read =
            Tool::from_definition(&json!({"name": "get", "annotations": {"readOnlyHint": true}}))
                .unwrap();
        assert!(read.idempotent && !read.destructive);
    }
}
