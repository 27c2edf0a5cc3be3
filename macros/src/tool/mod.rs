//! `#[mcp_tool]`: its view (`ast`), arguments (`attr`), rules (`check`) and glue
//! (`expand`), run by the shared pipeline (`handler::expand::<attr::ToolAttr>`).

mod ast;
pub(crate) mod attr;
mod check;
mod expand;

use crate::ctxt::Ctxt;
use crate::handler::ast::Attributed;
use crate::handler::Glue;
use attr::ToolAttr;
use proc_macro2::TokenStream;

impl Glue for ToolAttr {
    fn check(cx: &mut Ctxt, item: &Attributed<Self>) {
        check::check(cx, item);
    }

    fn expand(item: &Attributed<Self>) -> TokenStream {
        expand::expand(item)
    }
}
