//! `#[mcp_prompt]`: its view (`ast`), arguments (`attr`), rules (`check`) and glue
//! (`expand`), run by the shared pipeline (`handler::expand::<attr::PromptAttr>`).

mod ast;
pub(crate) mod attr;
mod check;
mod expand;

use crate::ctxt::Ctxt;
use crate::handler::ast::Attributed;
use crate::handler::Glue;
use attr::PromptAttr;
use proc_macro2::TokenStream;

impl Glue for PromptAttr {
    fn check(cx: &mut Ctxt, item: &Attributed<Self>) {
        check::check(cx, item);
    }

    fn expand(item: &Attributed<Self>) -> TokenStream {
        expand::expand(item)
    }
}
