//! `#[mcp_prompt]`.

mod attr;
mod check;
pub(crate) mod expand;

use crate::ctxt::Ctxt;
use crate::handler::ast::Handler;
use crate::handler::Kind;
use attr::PromptAttr;
use proc_macro2::{Span, TokenStream};
use syn::parse::Parser;
use syn::ItemFn;

/// The typed view of an `#[mcp_prompt]` function.
pub(crate) struct Prompt<'a> {
    pub(crate) func: Handler<'a>,
    pub(crate) attr: PromptAttr,
}

impl<'a> Prompt<'a> {
    /// Parse the attribute's arguments (recording their error) and view the function.
    fn from_syn(cx: &mut Ctxt, args: TokenStream, original: &'a ItemFn) -> Self {
        let mut attr = PromptAttr::default();
        if let Err(e) = syn::meta::parser(|meta| attr.parse(&meta)).parse2(args) {
            cx.push(e);
        }
        Prompt {
            func: Handler::from_syn(Kind::Prompt, original),
            attr,
        }
    }

    /// The prompt name and the tokens it came from.
    fn name(&self) -> (String, Span) {
        self.func.name(self.attr.name.as_ref())
    }
}
