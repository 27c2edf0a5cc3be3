//! What an attribute macro emits when a check failed: the errors, the user's function,
//! and a stub type, so one mistake is one error (thiserror's `fallback.rs`).

use super::ast::Handler;
use crate::ctxt::Ctxt;
use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::spanned::Spanned;

// Input: an item that is not a function (`struct`, `impl`, ...).
// Output: the error, spanned at the item's first tokens, and the item unchanged.
pub(crate) fn not_a_function(mut cx: Ctxt, item: TokenStream, attr: &str) -> TokenStream {
    let first: TokenStream = item.clone().into_iter().take(2).collect();
    let span = if first.is_empty() {
        Span::call_site()
    } else {
        first.span()
    };
    cx.push(syn::Error::new(
        span,
        format!("{attr} applies to free functions: `async fn name(args) -> Result<T, E>`"),
    ));
    let errors = cx.check().err();
    quote!(#errors #item)
}

// Input:  a function with a mistake, and the stub impls of its type (never run: the build
//         fails).
// Output: the errors, the function (parameter attributes stripped), its type, the stubs.
//
// The type lets `tools![f]` elsewhere resolve instead of adding an unrelated error. A
// function with a `self` receiver sits in an `impl`, where no struct can go: it gets the
// function alone.
pub(crate) fn fallback(errors: TokenStream, func: &Handler, stubs: &TokenStream) -> TokenStream {
    let item = func.emitted_fn();
    if func.receiver.is_some() {
        return quote!(#errors #item);
    }
    let handler_type = handler_type(&item.vis, func.ident());
    quote! {
        #errors
        #item
        #handler_type
        #stubs
    }
}

/// The type `tools![..]` names, emitted whether the function checks or not: an empty
/// struct named like the function (the type namespace only).
pub(crate) fn handler_type(vis: &syn::Visibility, ident: &syn::Ident) -> TokenStream {
    quote! {
        #[doc(hidden)]
        #[allow(non_camel_case_types)]
        #vis struct #ident {}
    }
}
