//! Wire types of the rest of a server: resources (`resources/list`, `resources/read`, the
//! templates), prompts (`prompts/list`, `prompts/get`) and completion (`completion/complete`).

use super::{ContentBlock, Era, ResourceContents};
use serde::Serialize;
use serde_json::{Map, Value};

/// Who a resource or message is meant for (`annotations.audience`, a prompt message's
/// `role`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// The person using the client.
    User,
    /// The model.
    Assistant,
}

/// A resource's annotations: hints to the client about who it is for, how much it matters
/// and when it last changed. MCP adds members; so will this type.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct ResourceAnnotations {
    /// Who the resource is for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub audience: Option<Vec<Role>>,
    /// How important it is, from 0 (optional) to 1 (required).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub priority: Option<f64>,
    /// When it last changed, an ISO 8601 timestamp.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_modified: Option<String>,
}

impl ResourceAnnotations {
    /// No annotation is set.
    pub fn is_empty(&self) -> bool {
        *self == ResourceAnnotations::default()
    }
}

/// An icon a client may show for a resource, template or prompt. MCP adds members; so will
/// this type.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct Icon {
    /// A URI (`https:` or a `data:` URI) the client fetches the icon from.
    pub src: String,
    /// Its MIME type, when the URI does not say.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mime_type: Option<String>,
    /// The sizes it is drawn for (`"48x48"`, `"any"`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub sizes: Vec<String>,
}

impl Icon {
    /// An icon at `src`.
    pub fn new(src: impl Into<String>) -> Self {
        Icon {
            src: src.into(),
            mime_type: None,
            sizes: Vec::new(),
        }
    }
}

/// What `resources/list` (a fixed URI) or `resources/templates/list` (a URI template)
/// advertises for one resource, as `#[mcp_resource]` declares it. MCP adds members; so will
/// this type.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct ResourceDefinition {
    /// The URI, or the URI template (RFC 6570).
    pub uri: &'static str,
    /// Whether `uri` is a template.
    pub template: bool,
    /// The resource's name.
    pub name: &'static str,
    /// A human-readable title.
    pub title: Option<&'static str>,
    /// The description (from the doc comment).
    pub description: Option<&'static str>,
    /// Its MIME type.
    pub mime_type: Option<&'static str>,
    /// Its size in bytes, when known in advance.
    pub size: Option<u64>,
    /// Its annotations.
    pub annotations: ResourceAnnotations,
    /// Its icons.
    pub icons: Vec<Icon>,
    /// Its `_meta` (an app UI's `ui` settings).
    pub meta: Option<Map<String, Value>>,
}

impl ResourceDefinition {
    /// The generated glue's constructor. Not public API.
    #[doc(hidden)]
    pub fn __new(
        uri: &'static str,
        template: bool,
        name: &'static str,
        title: Option<&'static str>,
        description: Option<&'static str>,
        mime_type: Option<&'static str>,
    ) -> Self {
        ResourceDefinition {
            uri,
            template,
            name,
            title,
            description,
            mime_type,
            size: None,
            annotations: ResourceAnnotations::default(),
            icons: Vec::new(),
            meta: None,
        }
    }

    /// The same definition with its size in bytes. Not public API.
    #[doc(hidden)]
    #[must_use]
    pub fn __with_size(mut self, size: u64) -> Self {
        self.size = Some(size);
        self
    }

    /// The same definition with its audience and priority. Not public API.
    #[doc(hidden)]
    #[must_use]
    pub fn __with_annotations(mut self, audience: Option<&[Role]>, priority: Option<f64>) -> Self {
        self.annotations.audience = audience.map(<[Role]>::to_vec);
        self.annotations.priority = priority;
        self
    }

    /// The same definition with icons at `srcs`. Not public API.
    #[doc(hidden)]
    #[must_use]
    pub fn __with_icons(mut self, srcs: &[&str]) -> Self {
        self.icons = srcs.iter().map(|src| Icon::new(*src)).collect();
        self
    }

    /// The same definition with `_meta` (`meta` an object; anything else is ignored). Not
    /// public API.
    #[doc(hidden)]
    #[must_use]
    pub fn __with_meta(mut self, meta: Value) -> Self {
        if let Value::Object(meta) = meta {
            self.meta = Some(meta);
        }
        self
    }

    /// The `Resource` (or `ResourceTemplate`) object of a list.
    pub fn to_json(&self) -> Value {
        let mut m = Map::new();
        m.insert(
            if self.template { "uriTemplate" } else { "uri" }.into(),
            self.uri.into(),
        );
        m.insert("name".into(), self.name.into());
        if let Some(t) = self.title {
            m.insert("title".into(), t.into());
        }
        if let Some(d) = self.description {
            m.insert("description".into(), d.into());
        }
        if let Some(mime) = self.mime_type {
            m.insert("mimeType".into(), mime.into());
        }
        if let (Some(size), false) = (self.size, self.template) {
            m.insert("size".into(), size.into());
        }
        if !self.annotations.is_empty() {
            m.insert("annotations".into(), to_value(&self.annotations));
        }
        if !self.icons.is_empty() {
            m.insert("icons".into(), to_value(&self.icons));
        }
        if let Some(meta) = &self.meta {
            m.insert("_meta".into(), Value::Object(meta.clone()));
        }
        Value::Object(m)
    }
}

fn to_value<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("wire types always serialize")
}

/// A `resources/read` result: the contents of the resource read.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct ReadResult {
    /// The contents (one entry for a plain resource).
    pub contents: Vec<ResourceContents>,
}

/// One argument of a prompt, as `prompts/list` advertises it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[non_exhaustive]
pub struct PromptArgument {
    /// Its name.
    pub name: String,
    /// What it is (from the parameter's doc comment).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// Whether the client must supply it.
    pub required: bool,
}

/// What `prompts/list` advertises for one prompt, as `#[mcp_prompt]` declares it. MCP adds
/// members; so will this type.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub struct PromptDefinition {
    /// The prompt name.
    pub name: &'static str,
    /// A human-readable title.
    pub title: Option<&'static str>,
    /// The description (from the doc comment).
    pub description: Option<&'static str>,
    /// Its arguments, from the function's parameters.
    pub arguments: Vec<PromptArgument>,
    /// Its icons.
    pub icons: Vec<Icon>,
}

impl PromptDefinition {
    /// The generated glue's constructor: the arguments are read from the schema of the
    /// parameters (a property per argument, its description, `required`). Not public API.
    #[doc(hidden)]
    pub fn __new(
        name: &'static str,
        title: Option<&'static str>,
        description: Option<&'static str>,
        schema: &Value,
    ) -> Self {
        let required: Vec<&str> = schema
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let arguments = schema
            .get("properties")
            .and_then(Value::as_object)
            .map(|props| {
                props
                    .iter()
                    .map(|(name, property)| PromptArgument {
                        name: name.clone(),
                        description: property
                            .get("description")
                            .and_then(Value::as_str)
                            .map(str::to_owned),
                        required: required.contains(&name.as_str()),
                    })
                    .collect()
            })
            .unwrap_or_default();
        PromptDefinition {
            name,
            title,
            description,
            arguments,
            icons: Vec::new(),
        }
    }

    /// The same definition with icons at `srcs`. Not public API.
    #[doc(hidden)]
    #[must_use]
    pub fn __with_icons(mut self, srcs: &[&str]) -> Self {
        self.icons = srcs.iter().map(|src| Icon::new(*src)).collect();
        self
    }

    /// The `Prompt` object of `prompts/list`.
    pub fn to_json(&self) -> Value {
        let mut m = Map::new();
        m.insert("name".into(), self.name.into());
        if let Some(t) = self.title {
            m.insert("title".into(), t.into());
        }
        if let Some(d) = self.description {
            m.insert("description".into(), d.into());
        }
        if !self.arguments.is_empty() {
            m.insert("arguments".into(), to_value(&self.arguments));
        }
        if !self.icons.is_empty() {
            m.insert("icons".into(), to_value(&self.icons));
        }
        Value::Object(m)
    }
}

/// One message of a prompt: who says it, and what.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PromptMessage {
    /// Who says it.
    pub role: Role,
    /// What: text, an image, audio or an embedded resource.
    pub content: ContentBlock,
}

impl PromptMessage {
    /// A message of the user.
    pub fn user(content: impl Into<ContentBlock>) -> Self {
        PromptMessage {
            role: Role::User,
            content: content.into(),
        }
    }

    /// A message of the assistant.
    pub fn assistant(content: impl Into<ContentBlock>) -> Self {
        PromptMessage {
            role: Role::Assistant,
            content: content.into(),
        }
    }
}

impl From<String> for ContentBlock {
    fn from(text: String) -> Self {
        ContentBlock::text(text)
    }
}

impl From<&str> for ContentBlock {
    fn from(text: &str) -> Self {
        ContentBlock::text(text)
    }
}

/// A `prompts/get` result: the prompt's messages, and what it is.
#[derive(Debug, Clone, PartialEq, Default, Serialize)]
pub struct PromptResult {
    /// A description of this rendering of the prompt.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// The messages.
    pub messages: Vec<PromptMessage>,
}

impl PromptResult {
    /// A result of `messages`.
    pub fn new(messages: Vec<PromptMessage>) -> Self {
        PromptResult {
            description: None,
            messages,
        }
    }

    /// The same result with a description.
    #[must_use]
    pub fn with_description(mut self, description: impl Into<String>) -> Self {
        self.description = Some(description.into());
        self
    }
}

/// The most values one `completion/complete` answer carries (the spec's limit).
pub const MAX_COMPLETIONS: usize = 100;

/// A `completion/complete` result's `completion`.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Completion {
    /// Up to [`MAX_COMPLETIONS`] suggestions.
    pub values: Vec<String>,
    /// How many suggestions there are in all.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total: Option<usize>,
    /// Whether there are more than `values`.
    pub has_more: bool,
}

impl Completion {
    /// At most [`MAX_COMPLETIONS`] of `values`, with the total and whether more remain.
    pub fn capped(mut values: Vec<String>) -> Self {
        let total = values.len();
        values.truncate(MAX_COMPLETIONS);
        Completion {
            has_more: total > values.len(),
            total: Some(total),
            values,
        }
    }
}

/// Which era's not-found a missing resource gets: `-32002` in 2025-11-25, `-32602` in
/// 2026-07-28 (SEP-2164), both with `data.uri`.
pub(crate) fn resource_not_found(era: Era, uri: &str) -> super::ProtocolError {
    let mut data = Map::with_capacity(1);
    data.insert("uri".into(), Value::String(super::printable_uri(uri)));
    super::ProtocolError {
        code: match era {
            Era::Legacy => super::codes::RESOURCE_NOT_FOUND,
            Era::Stateless => super::codes::INVALID_PARAMS,
        },
        message: "Resource not found".into(),
        data: Some(Value::Object(data)),
    }
}
