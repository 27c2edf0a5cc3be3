//! What an attribute macro emits when a check failed: the errors, the user's function,
//! and a stub type, so one mistake is one error (thiserror's `fallback.rs`).

use super::ast::{unraw, Handler};
use super::expand::{handler_type, impl_register, private, run_signature};
use super::Kind;
use crate::ctxt::Ctxt;
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::spanned::Spanned;

// Input: an item that is not a function (`struct`, `impl`, ...).
// Output: the error, spanned at the item's first tokens, and the item unchanged.
pub(crate) fn not_a_function(item: TokenStream, kind: Kind) -> TokenStream {
    let mut cx = Ctxt::default();
    let first: TokenStream = item.clone().into_iter().take(2).collect();
    let span = if first.is_empty() {
        Span::call_site()
    } else {
        first.span()
    };
    cx.push(syn::Error::new(
        span,
        format!(
            "{} applies to free functions: `async fn name(args) -> Result<T, E>`",
            kind.attr()
        ),
    ));
    let errors = cx.check().err();
    quote!(#errors #item)
}

// Input:  a function with a mistake, and the key of its stubs (`None`: its name).
// Output: the errors, the function (parameter attributes stripped), its type, the stubs.
//
// The type lets `tools![f]` elsewhere resolve instead of adding an unrelated error. A
// function with a `self` receiver sits in an `impl`, where no struct can go: it gets the
// function alone.
pub(crate) fn fallback(errors: TokenStream, func: &Handler, key: Option<String>) -> TokenStream {
    let item = func.emitted_fn();
    if func.receiver.is_some() {
        return quote!(#errors #item);
    }
    let handler_type = handler_type(&item.vis, func.ident());
    let stubs = stubs(func, &key.unwrap_or_else(|| unraw(func.ident())));
    quote! {
        #errors
        #item
        #handler_type
        #stubs
    }
}

// Input:
//     #[mcp_tool(name = "has space")]
//     async fn ping() -> Result<String, Infallible> { .. }
// Output: impl Handler + impl Tool for ping { /* stubs, never run: the build fails */ }
//         + impl Register
//         (`impl Resource`, `impl Prompt` for the other kinds).
fn stubs(func: &Handler, key: &str) -> TokenStream {
    let p = private();
    let ident = func.ident();
    let names = func.kind.names();
    let trait_name = format_ident!("{}", names.trait_name);
    let key_const = format_ident!("{}", names.key);
    let definition = format_ident!("{}", names.definition);
    let signature = run_signature(func.kind, true);
    let register = impl_register(ident, func.kind, &quote!(#key));
    quote! {
        #[automatically_derived]
        impl #p::Handler for #ident {}
        #[automatically_derived]
        impl #p::#trait_name for #ident {
            const #key_const: &'static str = #key;
            type Ret = #p::core::result::Result<#p::std::string::String, #p::core::convert::Infallible>;

            fn definition() -> #p::#definition {
                #p::core::unreachable!()
            }

            #[allow(unreachable_code)]
            #signature {
                #p::core::result::Result::Ok(#p::core::future::ready::<#p::Outcome>(
                    #p::core::unreachable!(),
                ))
            }
        }
        #register
    }
}
