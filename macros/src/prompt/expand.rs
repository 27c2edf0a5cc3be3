//! The glue only `#[mcp_prompt]` emits: its definition; the rest is `handler::expand`'s.

use super::ast::Prompt;
use crate::handler::expand::{impl_handler, opt, private, with_icons, Extras};
use proc_macro2::TokenStream;
use quote::quote;

// Input:
//     /// Review a change.
//     #[mcp_prompt]
//     fn review(/// The diff. diff: String, focus: Option<String>) -> Result<String, Infallible> { .. }
// Output (beside the function, unchanged but for parameter attributes):
//     struct review {}
//     const _: () = {
//         fn __tw_argument<__T: Argument>() {}
//         struct __ToolwrightArgs { diff: String, focus: Option<String> }   // JsonSchema
//         impl Prompt for review {
//             const NAME = "review";
//             fn definition() -> PromptDefinition { __new("review", .., &input_schema::<__ToolwrightArgs>()) }
//             fn get(__tw_call, __tw_args) -> .. {
//                 __tw_argument::<String>();   // per argument, spanned at its type
//                 let diff: String = __tw_args.take_text::<String>("diff")
//                     .map_err(|e| invalid_prompt_argument(&__tw_call, e, false))?;
//                 Ok(async move { finish_prompt::<Self>(&__tw_call, catch_sync(move || review(diff, focus))) })
//             }
//         }
//         impl Register for review { KIND = 2, KEY = NAME: set.with_prompt::<Self>() }
//     };
// What only a prompt has: its definition (title, description, icons, arguments).
pub(crate) fn expand(prompt: &Prompt) -> TokenStream {
    let (name, _) = prompt.name();
    let definition = definition_fn(prompt, &name);
    impl_handler(prompt, &quote!(#name), &definition, Extras::default())
}

/// `fn definition()`: the name, title, description, arguments (from the schema of
/// `__ToolwrightArgs`) and icons.
fn definition_fn(prompt: &Prompt, name: &str) -> TokenStream {
    let p = private();
    let common = &prompt.common;
    let title = opt(common.title.as_ref());
    let description = opt(prompt.description());
    let icons = with_icons(common.icons.as_ref());
    quote! {
        fn definition() -> #p::PromptDefinition {
            #p::PromptDefinition::__new(
                #name,
                #title,
                #description,
                &#p::input_schema::<__ToolwrightArgs>(),
            )
            #icons
        }
    }
}
