//! The typed view of an `#[mcp_prompt]` function: the function and its arguments.

use super::attr::PromptAttr;
use crate::handler::ast::Attributed;
use proc_macro2::Span;

pub(crate) type Prompt<'a> = Attributed<'a, PromptAttr>;

impl Prompt<'_> {
    /// The prompt name and the tokens it came from.
    pub(crate) fn name(&self) -> (String, Span) {
        self.func.name(self.attr.name.as_ref())
    }
}
