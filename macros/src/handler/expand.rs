//! Pieces of glue the three attribute macros share: how a parameter is injected or
//! probed, the arguments' schema struct, the scopes, and the handler's run.

use super::ast::{Handler, Param};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned, ToTokens};
use syn::spanned::Spanned;
use syn::{Ident, Path, ReturnType, Type};

/// `::toolwright::__private`, the only way into the runtime the glue takes.
pub(crate) fn private() -> TokenStream {
    quote!(::toolwright::__private)
}

/// `Option<T>` as tokens.
pub(crate) fn opt<T: ToTokens>(v: Option<T>) -> TokenStream {
    let p = private();
    match v {
        Some(v) => quote!(#p::core::option::Option::Some(#v)),
        None => quote!(#p::core::option::Option::None),
    }
}

pub(crate) fn param_ident<'a>(param: &Param<'a>) -> &'a Ident {
    param
        .ident
        .expect("checked: every parameter is a plain name")
}

pub(crate) fn json_name(param: &Param) -> String {
    param
        .json_name()
        .expect("checked: every parameter is a plain name")
}

/// The handler's return type.
pub(crate) fn return_type<'a>(func: &'a Handler) -> &'a Type {
    match &func.original.sig.output {
        ReturnType::Type(_, ty) => ty,
        ReturnType::Default => unreachable!("checked: the handler returns a value"),
    }
}

/// `fn scopes()`, each scope through `scope_name` spanned where it is written: a value
/// that is no `ScopeSet` variant is reported there, in `ScopeSet`'s words; a typo is
/// rustc's "no variant named ..".
pub(crate) fn scopes_fn(scopes: Option<&(Path, Vec<Path>)>) -> Option<TokenStream> {
    let p = private();
    scopes.map(|(_, paths)| {
        let names = paths
            .iter()
            .map(|path| quote_spanned!(path.span()=> #p::scope_name(#path)));
        quote! {
            fn scopes() -> #p::std::vec::Vec<#p::Required> {
                #p::std::vec::Vec::from([#(#names),*])
            }
        }
    })
}

/// The types of the `#[ctx]` parameters.
pub(crate) fn ctx_types<'a>(func: &Handler<'a>) -> Vec<&'a Type> {
    func.params
        .iter()
        .filter(|a| a.ctx.is_some())
        .map(|a| a.ty)
        .collect()
}

/// `const NEEDS_CALLER`: whether any `#[ctx]` parameter needs a caller.
pub(crate) fn needs_caller(func: &Handler) -> TokenStream {
    let p = private();
    let types = ctx_types(func);
    quote! {
        const NEEDS_CALLER: bool = false #(|| <#types as #p::FromContext>::NEEDS_CALLER)*;
    }
}

/// `const TALKS`: whether any `#[ctx]` parameter may talk back to the client (a
/// `Context`): only such a handler's call pays for a way back.
pub(crate) fn talks(func: &Handler) -> TokenStream {
    let p = private();
    let types = ctx_types(func);
    quote! {
        const TALKS: bool = false #(|| <#types as #p::FromContext>::TALKS)*;
    }
}

/// The probe function: `__tw_argument::<T>()` fails where `T` is written when it is no
/// `Argument`, in `Argument`'s words.
pub(crate) fn probe_fn() -> TokenStream {
    let p = private();
    quote! {
        fn __tw_argument<__T: #p::Argument>() {}
    }
}

/// One probe per input, spanned at its type. It comes first in the body that also
/// decodes the input: rustc then drops the same failure of the decoding, whose bound
/// would point into the runtime.
/// A `#[header]` argument is also probed as a `HeaderArgument` (a string, an integer or a
/// bool), spanned at its type.
pub(crate) fn probes(func: &Handler) -> TokenStream {
    let p = private();
    let mut headers = false;
    let mut probes: TokenStream = func
        .inputs()
        .map(|a| {
            let ty = a.ty;
            let header = a.header.is_some().then(|| {
                headers = true;
                quote_spanned!(ty.span()=> __tw_header::<#ty>();)
            });
            quote_spanned! {ty.span()=>
                __tw_argument::<#ty>();
                #header
            }
        })
        .collect();
    if headers {
        probes.extend(quote!(fn __tw_header<__T: #p::HeaderArgument>() {}));
    }
    probes
}

/// The struct whose `JsonSchema` describes the inputs: doc comments become descriptions,
/// `Option` means not required.
/// A `#[header("Name")]` argument's property says `"x-mcp-header": "Name"`; `transform`
/// (`schema_transform = f`) runs on the whole schema, as schemars' own `transform`.
pub(crate) fn args_struct(func: &Handler, transform: Option<&Path>) -> TokenStream {
    let p = private();
    let fields = func.inputs().map(|a| {
        let (field, ty, docs) = (param_ident(a), a.ty, &a.docs);
        let json_name = json_name(a);
        let header = a
            .header_name()
            .and_then(Result::ok)
            .map(|name| quote!(#[schemars(extend("x-mcp-header" = #name))]));
        quote!(#(#docs)* #[schemars(rename = #json_name)] #header #field: #ty)
    });
    let transform = transform.map(|path| quote!(#[schemars(transform = #path)]));
    quote! {
        #[derive(#p::schemars::JsonSchema)]
        #[schemars(crate = "::toolwright::__private::schemars", deny_unknown_fields)]
        #transform
        #[allow(dead_code, non_camel_case_types, non_snake_case)]
        struct __ToolwrightArgs { #(#fields,)* }
    }
}

/// One statement per parameter, spanned at its type: a `#[ctx]` one injected from the
/// call, an input decoded by `decode` (given the ident, type and JSON name). A type that
/// cannot be decoded or injected is reported once, there.
pub(crate) fn bindings(
    func: &Handler,
    decode: impl Fn(&Param, &Ident, &Type, &str) -> TokenStream,
) -> TokenStream {
    let p = private();
    func.params
        .iter()
        .map(|a| {
            let (field, ty) = (param_ident(a), a.ty);
            if a.ctx.is_some() {
                quote_spanned! {ty.span()=>
                    let #field: #ty = <#ty as #p::FromContext>::from_call(&__tw_call)
                        .map_err(|missing| #p::not_injected(&__tw_call, missing))?;
                }
            } else {
                decode(a, field, ty, &json_name(a))
            }
        })
        .collect()
}

/// The handler's run, its panics caught for the glue's `finish` to answer.
pub(crate) fn call(func: &Handler) -> TokenStream {
    let p = private();
    let ident = func.ident();
    let call_args = func.params.iter().map(param_ident);
    if func.original.sig.asyncness.is_some() {
        quote!(#p::catch(#ident(#(#call_args),*)).await)
    } else {
        quote!(#p::catch_sync(move || #ident(#(#call_args),*)))
    }
}

/// `impl Register`: how `tools![..]` adds the item, and what must be unique.
pub(crate) fn impl_register(
    ident: &Ident,
    kind: u8,
    key: &TokenStream,
    with: &TokenStream,
) -> TokenStream {
    let p = private();
    quote! {
        #[automatically_derived]
        impl #p::Register for #ident {
            const KIND: u8 = #kind;
            const KEY: &'static str = #key;
            fn register(set: #p::ToolSet) -> #p::ToolSet {
                set.#with::<Self>()
            }
        }
    }
}

/// `fn complete()` for `complete = path`: the call is spanned at the path, so a function
/// of the wrong signature is reported there.
pub(crate) fn complete_fn(path: Option<&Path>) -> Option<TokenStream> {
    let p = private();
    path.map(|path| {
        let call = quote_spanned!(path.span()=> #path(__tw_request));
        quote! {
            fn complete(
                __tw_request: &#p::Completing<'_>,
            ) -> #p::core::option::Option<#p::std::vec::Vec<#p::std::string::String>> {
                #p::core::option::Option::Some(#call)
            }
        }
    })
}

/// `.__with_icons(&[..])` for `icons = [..]`.
pub(crate) fn with_icons(icons: Option<&Vec<syn::LitStr>>) -> Option<TokenStream> {
    icons.map(|icons| quote!(.__with_icons(&[#(#icons),*])))
}
