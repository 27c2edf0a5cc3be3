//! What the design forbids in an `#[mcp_prompt]` beyond the shared signature rules: a
//! prompt without a description.

use super::ast::Prompt;
use crate::ctxt::Ctxt;
use crate::handler::check::check_signature;

pub(crate) fn check(cx: &mut Ctxt, prompt: &Prompt) {
    check_signature(cx, &prompt.func);
    has_description(cx, prompt);
}

/// Clients list prompts for the user to pick: each needs a description.
fn has_description(cx: &mut Ctxt, prompt: &Prompt) {
    if prompt.description().is_none() {
        let (name, _) = prompt.name();
        cx.error(
            prompt.func.ident(),
            format!("prompt `{name}` has no description, and clients show one for the user to pick a prompt: add a `///` doc comment or `description = \"...\"`"),
        );
    }
}
