//! What a result carries: content blocks and the contents of a read resource.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// One content block of a tool result. Build one with its constructor ([`ContentBlock::text`],
/// [`ContentBlock::image`], ..): MCP adds members to content blocks, and so will this type.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
#[non_exhaustive]
pub enum ContentBlock {
    /// Text.
    #[non_exhaustive]
    Text {
        /// The text.
        text: String,
    },
    /// An image, base64-encoded.
    #[non_exhaustive]
    Image {
        /// Base64 data.
        data: String,
        /// Its MIME type.
        #[serde(rename = "mimeType")]
        mime_type: String,
    },
    /// Audio, base64-encoded.
    #[non_exhaustive]
    Audio {
        /// Base64 data.
        data: String,
        /// Its MIME type.
        #[serde(rename = "mimeType")]
        mime_type: String,
    },
    /// A link to a resource.
    #[non_exhaustive]
    ResourceLink {
        /// The resource URI.
        uri: String,
        /// Its name.
        name: String,
        /// Its MIME type, if known.
        #[serde(rename = "mimeType", skip_serializing_if = "Option::is_none")]
        mime_type: Option<String>,
    },
    /// A resource embedded in the result, its contents included.
    #[non_exhaustive]
    Resource {
        /// The resource's URI and contents.
        resource: ResourceContents,
    },
}

impl ContentBlock {
    /// A text block.
    pub fn text(text: impl Into<String>) -> Self {
        ContentBlock::Text { text: text.into() }
    }

    /// An image block: `data` already base64-encoded.
    pub fn image(data: impl Into<String>, mime_type: impl Into<String>) -> Self {
        ContentBlock::Image {
            data: data.into(),
            mime_type: mime_type.into(),
        }
    }

    /// An audio block: `data` already base64-encoded.
    pub fn audio(data: impl Into<String>, mime_type: impl Into<String>) -> Self {
        ContentBlock::Audio {
            data: data.into(),
            mime_type: mime_type.into(),
        }
    }

    /// A link to the resource at `uri`, called `name`.
    pub fn resource_link(uri: impl Into<String>, name: impl Into<String>) -> Self {
        ContentBlock::ResourceLink {
            uri: uri.into(),
            name: name.into(),
            mime_type: None,
        }
    }

    /// An embedded resource block.
    pub fn resource(resource: ResourceContents) -> Self {
        ContentBlock::Resource { resource }
    }

    /// The same block with a MIME type: a resource link's, or an embedded resource's.
    /// Text, image and audio blocks are returned unchanged (an image or audio block has
    /// its MIME type from its constructor).
    #[must_use]
    pub fn with_mime_type(self, mime: impl Into<String>) -> Self {
        match self {
            ContentBlock::ResourceLink { uri, name, .. } => ContentBlock::ResourceLink {
                uri,
                name,
                mime_type: Some(mime.into()),
            },
            ContentBlock::Resource { resource } => ContentBlock::Resource {
                resource: resource.with_mime_type(mime),
            },
            other => other,
        }
    }
}

/// The contents of a resource (read, or embedded in a result or a prompt): text, or binary
/// data in base64. Build them with [`ResourceContents::text`] or [`ResourceContents::blob`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ResourceContents {
    /// Text contents.
    #[non_exhaustive]
    Text {
        /// The resource URI.
        uri: String,
        /// Its MIME type, if known.
        #[serde(rename = "mimeType", skip_serializing_if = "Option::is_none")]
        mime_type: Option<String>,
        /// The text.
        text: String,
        /// `_meta` (an app UI's `ui` settings).
        #[serde(rename = "_meta", skip_serializing_if = "Option::is_none")]
        meta: Option<Map<String, Value>>,
    },
    /// Binary contents.
    #[non_exhaustive]
    Blob {
        /// The resource URI.
        uri: String,
        /// Its MIME type, if known.
        #[serde(rename = "mimeType", skip_serializing_if = "Option::is_none")]
        mime_type: Option<String>,
        /// The data, base64-encoded.
        blob: String,
        /// `_meta`.
        #[serde(rename = "_meta", skip_serializing_if = "Option::is_none")]
        meta: Option<Map<String, Value>>,
    },
}

impl ResourceContents {
    /// Text contents of the resource at `uri`.
    pub fn text(uri: impl Into<String>, text: impl Into<String>) -> Self {
        ResourceContents::Text {
            uri: uri.into(),
            mime_type: None,
            text: text.into(),
            meta: None,
        }
    }

    /// Binary contents of the resource at `uri`, `base64` already encoded.
    pub fn blob(uri: impl Into<String>, base64: impl Into<String>) -> Self {
        ResourceContents::Blob {
            uri: uri.into(),
            mime_type: None,
            blob: base64.into(),
            meta: None,
        }
    }

    /// The same contents with a MIME type.
    #[must_use]
    pub fn with_mime_type(mut self, mime: impl Into<String>) -> Self {
        match &mut self {
            ResourceContents::Text { mime_type, .. } | ResourceContents::Blob { mime_type, .. } => {
                *mime_type = Some(mime.into());
            }
        }
        self
    }

    /// The same contents, its MIME type set to `mime` unless it has one.
    #[must_use]
    pub(crate) fn or_mime_type(self, mime: Option<&str>) -> Self {
        match (self.mime_type(), mime) {
            (None, Some(mime)) => self.with_mime_type(mime),
            _ => self,
        }
    }

    /// The same contents with `_meta` member `key` set to `value`.
    #[must_use]
    pub fn with_meta(mut self, key: impl Into<String>, value: Value) -> Self {
        match &mut self {
            ResourceContents::Text { meta, .. } | ResourceContents::Blob { meta, .. } => {
                meta.get_or_insert_with(Map::new).insert(key.into(), value);
            }
        }
        self
    }

    /// The URI.
    pub fn uri(&self) -> &str {
        match self {
            ResourceContents::Text { uri, .. } | ResourceContents::Blob { uri, .. } => uri,
        }
    }

    /// The MIME type, if set.
    pub fn mime_type(&self) -> Option<&str> {
        match self {
            ResourceContents::Text { mime_type, .. } | ResourceContents::Blob { mime_type, .. } => {
                mime_type.as_deref()
            }
        }
    }
}
