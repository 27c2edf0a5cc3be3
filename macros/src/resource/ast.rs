//! The typed view of an `#[mcp_resource]` function: the function and its arguments.

use super::attr::ResourceAttr;
use crate::handler::ast::Attributed;

/// The MIME type of an MCP Apps UI resource (`ui://`).
pub(crate) const APP_MIME: &str = "text/html;profile=mcp-app";

pub(crate) type Resource<'a> = Attributed<'a, ResourceAttr>;

impl Resource<'_> {
    /// The URI (template) as written; empty when missing (a checked error).
    pub(crate) fn uri(&self) -> String {
        self.attr
            .uri
            .as_ref()
            .map(syn::LitStr::value)
            .unwrap_or_default()
    }

    /// An MCP Apps UI resource.
    pub(crate) fn is_app(&self) -> bool {
        self.uri().starts_with("ui://")
    }
}
