//! `#[mcp_prompt]`: parse the function, check it, then emit the prompt type and its glue.

use super::check::check;
use super::Prompt;
use crate::ctxt::Ctxt;
use crate::doc::doc_text;
use crate::handler::ast::unraw;
use crate::handler::expand::{
    args_struct, bindings, call, complete_fn, impl_register, needs_caller, opt, private, probe_fn,
    probes, return_type, scopes_fn, talks, with_icons,
};
use crate::handler::fallback::{fallback, handler_type, not_a_function};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{ItemFn, LitStr};

pub(crate) fn mcp_prompt(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut cx = Ctxt::default();
    let Ok(func) = syn::parse2::<ItemFn>(item.clone()) else {
        return not_a_function(cx, item, "#[mcp_prompt]");
    };
    let prompt = Prompt::from_syn(&mut cx, args, &func);
    check(&mut cx, &prompt);
    if let Err(errors) = cx.check() {
        return fallback(errors, &prompt.func, &stubs(&prompt));
    }
    impl_prompt(&prompt)
}

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
fn impl_prompt(prompt: &Prompt) -> TokenStream {
    let p = private();
    let func = prompt.func.emitted_fn();
    let ident = prompt.func.ident();
    let attr = &prompt.attr;
    let (name, _) = prompt.name();
    let ret = return_type(&prompt.func);
    let title = opt(attr.title.as_ref());
    let description = opt(attr
        .description
        .as_ref()
        .map(LitStr::value)
        .or_else(|| doc_text(&func.attrs)));
    let icons = with_icons(attr.icons.as_ref());
    let scopes = scopes_fn(attr.scopes.as_ref());
    let complete = complete_fn(attr.complete.as_ref());
    let needs_caller = needs_caller(&prompt.func);
    let talks = talks(&prompt.func);
    let probe_fn = probe_fn();
    let probes = probes(&prompt.func);
    let args_struct = args_struct(&prompt.func, None);
    let bindings = bindings(&prompt.func, |a, field, ty, json_name| {
        let sensitive = a.sensitive.is_some();
        quote_spanned! {ty.span()=>
            let #field: #ty = __tw_args
                .take_text::<#ty>(#json_name)
                .map_err(|e| #p::invalid_prompt_argument(&__tw_call, e, #sensitive))?;
        }
    });
    let call = call(&prompt.func);

    let prompt_type = handler_type(&func.vis, ident);
    let impl_prompt = quote! {
        #[automatically_derived]
        impl #p::Prompt for #ident {
            const NAME: &'static str = #name;
            type Ret = #ret;
            #needs_caller
            #talks
            #scopes
            #complete

            fn definition() -> #p::PromptDefinition {
                #p::PromptDefinition::__new(
                    #name,
                    #title,
                    #description,
                    &#p::input_schema::<__ToolwrightArgs>(),
                )
                #icons
            }

            // Bindings are named as the parameters (MCP names, `resourceUri`).
            #[allow(non_snake_case)]
            fn get(
                __tw_call: #p::Call<'_>,
                __tw_args: #p::serde_json::Value,
            ) -> #p::core::result::Result<
                impl #p::core::future::Future<Output = #p::Outcome> + #p::core::marker::Send + '_,
                #p::Outcome,
            > {
                #probes
                let mut __tw_args = #p::Args::new(__tw_args);
                #bindings
                #p::core::result::Result::Ok(async move {
                    #p::finish_prompt::<Self>(&__tw_call, #call)
                })
            }
        }
    };
    let impl_register = impl_register(ident, 2, &quote!(#name), &quote!(with_prompt));
    quote! {
        #func
        #prompt_type
        const _: () = {
            #probe_fn
            #args_struct
            #impl_prompt
            #impl_register
        };
    }
}

// Input:  an #[mcp_prompt] function that failed a check.
// Output: impl Prompt + impl Register stubs, never run (the build fails).
fn stubs(prompt: &Prompt) -> TokenStream {
    let p = private();
    let ident = prompt.func.ident();
    let name = unraw(ident);
    let register = impl_register(ident, 2, &quote!(#name), &quote!(with_prompt));
    quote! {
        #[automatically_derived]
        impl #p::Prompt for #ident {
            const NAME: &'static str = #name;
            type Ret = #p::core::result::Result<#p::std::string::String, #p::core::convert::Infallible>;

            fn definition() -> #p::PromptDefinition {
                #p::core::unreachable!()
            }

            #[allow(unreachable_code)]
            fn get(
                _: #p::Call<'_>,
                _: #p::serde_json::Value,
            ) -> #p::core::result::Result<
                impl #p::core::future::Future<Output = #p::Outcome> + #p::core::marker::Send + '_,
                #p::Outcome,
            > {
                #p::core::result::Result::Ok(#p::core::future::ready::<#p::Outcome>(
                    #p::core::unreachable!(),
                ))
            }
        }
        #register
    }
}
