//! What `#[mcp_tool]` emits when a check failed: the errors, the user's function, and a
//! stub tool type, so one mistake is one error (thiserror's `fallback.rs`).

use super::ast::{unraw, Tool};
use crate::ctxt::Ctxt;
use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::spanned::Spanned;

// Input: an item that is not a function (`struct`, `impl`, ...).
// Output: the error, spanned at the item's first tokens, and the item unchanged.
pub(crate) fn not_a_function(cx: &mut Ctxt, item: TokenStream) -> TokenStream {
    let first: TokenStream = item.clone().into_iter().take(2).collect();
    let span = if first.is_empty() {
        Span::call_site()
    } else {
        first.span()
    };
    cx.push(syn::Error::new(
        span,
        "#[mcp_tool] applies to free functions: `async fn name(args) -> Result<T, E>`",
    ));
    let errors = cx.to_compile_errors();
    quote!(#errors #item)
}

// Input:
//     #[mcp_tool(name = "has space")]
//     async fn ping() -> Result<String, Infallible> { .. }
// Output:
//     compile_error!("the tool name `has space` contains ' ': ..");
//     async fn ping() -> Result<String, Infallible> { .. }   // parameter attributes stripped
//     struct ping {}
//     impl Tool for ping { /* stubs, never run: the build fails */ }
//
// The tool type lets `tools![ping]` elsewhere resolve instead of adding an unrelated error.
// A function with a `self` receiver sits in an `impl`, where no struct can go: it gets the
// function alone.
pub(crate) fn fallback(cx: &Ctxt, tool: &Tool) -> TokenStream {
    let errors = cx.to_compile_errors();
    let func = tool.emitted_fn();
    if tool.receiver.is_some() {
        return quote!(#errors #func);
    }
    let p = quote!(::toolwright::__private);
    let vis = &func.vis;
    let ident = tool.ident();
    let name = unraw(ident);
    let tool_type = tool_type(vis, ident);
    let stub = quote! {
        #[automatically_derived]
        impl #p::Tool for #ident {
            const NAME: &'static str = #name;
            type Ret = #p::core::result::Result<#p::std::string::String, #p::core::convert::Infallible>;

            fn definition() -> #p::ToolDefinition {
                #p::core::unreachable!()
            }

            #[allow(unreachable_code)]
            fn invoke(
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
    };
    quote! {
        #errors
        #func
        #tool_type
        #stub
    }
}

/// The tool type `tools![..]` names, emitted whether the function checks or not: an empty
/// struct named like the function (the type namespace only).
pub(crate) fn tool_type(vis: &syn::Visibility, ident: &syn::Ident) -> TokenStream {
    quote! {
        #[doc(hidden)]
        #[allow(non_camel_case_types)]
        #vis struct #ident {}
    }
}
