//! The typed view of an `#[mcp_tool]` function: the function and its arguments.

use super::attr::ToolAttr;
use crate::handler::ast::Attributed;
use proc_macro2::Span;

pub(crate) type Tool<'a> = Attributed<'a, ToolAttr>;

impl Tool<'_> {
    /// The MCP tool name and the tokens it came from.
    pub(crate) fn name(&self) -> (String, Span) {
        self.func.name(self.attr.name.as_ref())
    }
}
