//! `#[mcp_resource]`: its view (`ast`), arguments (`attr`), rules (`check`) and glue
//! (`expand`), run by the shared pipeline (`handler::expand::<attr::ResourceAttr>`); and
//! the URI templates it may declare (`template`), the grammar its check shares with the
//! runtime's matcher.

mod ast;
pub(crate) mod attr;
mod check;
mod expand;
mod template;

use crate::ctxt::Ctxt;
use crate::handler::ast::Attributed;
use crate::handler::Glue;
use attr::ResourceAttr;
use proc_macro2::TokenStream;

impl Glue for ResourceAttr {
    fn check(cx: &mut Ctxt, item: &Attributed<Self>) {
        check::check(cx, item);
    }

    fn expand(item: &Attributed<Self>) -> TokenStream {
        expand::expand(item)
    }
}
