//! `#[mcp_resource]`.

mod attr;
mod check;
pub(crate) mod expand;
mod template;

use crate::ctxt::Ctxt;
use crate::handler::ast::Handler;
use crate::handler::Kind;
use attr::ResourceAttr;
use proc_macro2::TokenStream;
use syn::parse::Parser;
use syn::ItemFn;

/// The MIME type of an MCP Apps UI resource (`ui://`).
const APP_MIME: &str = "text/html;profile=mcp-app";

/// The typed view of an `#[mcp_resource]` function.
pub(crate) struct Resource<'a> {
    pub(crate) func: Handler<'a>,
    pub(crate) attr: ResourceAttr,
}

impl<'a> Resource<'a> {
    /// Parse the attribute's arguments (recording their error) and view the function.
    fn from_syn(cx: &mut Ctxt, args: TokenStream, original: &'a ItemFn) -> Self {
        let mut attr = ResourceAttr::default();
        if let Err(e) = syn::meta::parser(|meta| attr.parse(&meta)).parse2(args) {
            cx.push(e);
        }
        Resource {
            func: Handler::from_syn(Kind::Resource, original),
            attr,
        }
    }

    /// The URI (template) as written; empty when missing (a checked error).
    fn uri(&self) -> String {
        self.attr
            .uri
            .as_ref()
            .map(syn::LitStr::value)
            .unwrap_or_default()
    }

    /// An MCP Apps UI resource.
    fn is_app(&self) -> bool {
        self.uri().starts_with("ui://")
    }
}
