//! The typed view of an `#[mcp_tool]` function: the function and its arguments.

use super::attr::ToolAttr;
use crate::ctxt::Ctxt;
use crate::handler::ast::Handler;
use crate::handler::Kind;
use proc_macro2::{Span, TokenStream};
use syn::parse::Parser;
use syn::ItemFn;

pub(crate) struct Tool<'a> {
    pub(crate) func: Handler<'a>,
    pub(crate) attr: ToolAttr,
}

impl<'a> Tool<'a> {
    /// Parse the attribute's arguments (recording their error) and view the function.
    pub(crate) fn from_syn(cx: &mut Ctxt, args: TokenStream, original: &'a ItemFn) -> Self {
        let mut attr = ToolAttr::default();
        if let Err(e) = syn::meta::parser(|meta| attr.parse(&meta)).parse2(args) {
            cx.push(e);
        }
        Tool {
            func: Handler::from_syn(Kind::Tool, original),
            attr,
        }
    }

    /// The MCP tool name and the tokens it came from.
    pub(crate) fn name(&self) -> (String, Span) {
        self.func.name(self.attr.name.as_ref())
    }
}
