//! Pieces of glue the three attribute macros share: how a parameter is injected or
//! probed, the arguments' schema struct, the scopes, and the handler's run.

use super::ast::{Attributed, Handler, Param};
use super::Kind;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned, ToTokens};
use syn::spanned::Spanned;
use syn::{Ident, Path, ReturnType, Type};

/// `::toolwright::__private`, the only way into the runtime the glue takes.
pub(crate) fn private() -> TokenStream {
    quote!(::toolwright::__private)
}

/// The type `tools![..]` names, emitted whether the function checks or not: an empty
/// struct named like the function (the type namespace only).
pub(crate) fn handler_type(vis: &syn::Visibility, ident: &Ident) -> TokenStream {
    quote! {
        #[doc(hidden)]
        #[allow(non_camel_case_types)]
        #vis struct #ident {}
    }
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
/// call, an input decoded from the request (`decode`). A type that cannot be decoded or
/// injected is reported once, there.
fn bindings(func: &Handler) -> TokenStream {
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
                decode(func.kind, a, field, ty)
            }
        })
        .collect()
}

/// An input taken from the request's arguments (a tool's as JSON, a prompt's as text) or
/// the URI's variables, its error answered in the kind's words; spanned at its type.
fn decode(kind: Kind, a: &Param, field: &Ident, ty: &Type) -> TokenStream {
    let p = private();
    let json_name = json_name(a);
    let sensitive = a.sensitive.is_some();
    let span = ty.span();
    let (take, invalid) = match kind {
        Kind::Tool => (
            quote_spanned!(span=> take),
            quote_spanned!(span=> #p::invalid_argument(&__tw_call, e, #sensitive)),
        ),
        Kind::Resource => (
            quote_spanned!(span=> take_text),
            quote_spanned!(span=> #p::invalid_variable(&__tw_call, &__tw_uri, e)),
        ),
        Kind::Prompt => (
            quote_spanned!(span=> take_text),
            quote_spanned!(span=> #p::invalid_prompt_argument(&__tw_call, e, #sensitive)),
        ),
    };
    quote_spanned! {span=>
        let #field: #ty = __tw_args
            .#take::<#ty>(#json_name)
            .map_err(|e| #invalid)?;
    }
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
pub(crate) fn impl_register(ident: &Ident, kind: Kind, key: &TokenStream) -> TokenStream {
    let p = private();
    let register_kind = kind.register_kind();
    let with = format_ident!("{}", kind.names().with);
    quote! {
        #[automatically_derived]
        impl #p::Register for #ident {
            const KIND: u8 = #register_kind;
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

/// What only some kinds' glue has: a tool's.
#[derive(Default)]
pub(crate) struct Extras<'a> {
    /// `schema_transform = f`, run on the input schema.
    pub(crate) schema_transform: Option<&'a Path>,
    /// A tool's own consts: `TASK`, `IDEMPOTENCY_KEY`.
    pub(crate) consts: Option<TokenStream>,
}

// Input:  a checked handler, its key (`NAME`, a resource's `URI`) as the literal to emit,
//         its `fn definition()` and what only its kind has.
// Output: the function (parameter attributes stripped), its type, and in a `const _`
//         the probe, the schema struct (not a resource's: its inputs are the URI's),
//         `impl Handler` (what every kind shares), `impl Tool` (`Resource`, `Prompt`)
//         and `impl Register`.
pub(crate) fn impl_handler<A>(
    handler: &Attributed<A>,
    key: &TokenStream,
    definition: &TokenStream,
    extras: Extras,
) -> TokenStream {
    let p = private();
    let func = &handler.func;
    let item = func.emitted_fn();
    let ident = func.ident();
    let names = func.kind.names();
    let (trait_name, key_const) = (
        format_ident!("{}", names.trait_name),
        format_ident!("{}", names.key),
    );
    let args_struct =
        (func.kind != Kind::Resource).then(|| args_struct(func, extras.schema_transform));
    let consts = extras.consts;
    let scopes = scopes_fn(handler.common.scopes.as_ref());
    let complete = complete_fn(handler.common.complete.as_ref());
    let ret = return_type(func);
    let needs_caller = needs_caller(func);
    let talks = talks(func);
    let run = run_fn(func);
    let probe_fn = probe_fn();
    let handler_type = handler_type(&item.vis, ident);
    let impl_register = impl_register(ident, func.kind, key);
    quote! {
        #item
        #handler_type
        const _: () = {
            #probe_fn
            #args_struct
            #[automatically_derived]
            impl #p::Handler for #ident {
                #needs_caller
                #talks
                #scopes
                #complete
            }
            #[automatically_derived]
            impl #p::#trait_name for #ident {
                const #key_const: &'static str = #key;
                type Ret = #ret;
                #consts
                #definition
                #run
            }
            #impl_register
        };
    }
}

/// `fn invoke()` (`read()`, `get()`): the probes, each input taken from the request,
/// then the call, its result finished into the answer.
fn run_fn(func: &Handler) -> TokenStream {
    let p = private();
    let finish = format_ident!("{}", func.kind.names().finish);
    let signature = run_signature(func.kind, false);
    let value = run_value(func.kind);
    let uri = (func.kind == Kind::Resource).then(|| quote!(__tw_uri,));
    let probes = probes(func);
    let bindings = bindings(func);
    let call = call(func);
    quote! {
        // Bindings are named as the parameters (MCP names, `resourceUri`).
        #[allow(non_snake_case)]
        #signature {
            #probes
            let mut __tw_args = #p::Args::new(#value);
            #bindings
            #p::core::result::Result::Ok(async move {
                #p::#finish::<Self>(&__tw_call, #uri #call)
            })
        }
    }
}

/// The JSON value a run decodes its inputs from: the arguments, or a resource's variables.
fn run_value(kind: Kind) -> TokenStream {
    match kind {
        Kind::Resource => quote!(__tw_vars),
        Kind::Tool | Kind::Prompt => quote!(__tw_args),
    }
}

/// `fn invoke(call, args)`, `fn read(call, uri, vars)` or `fn get(call, args)` and what
/// it returns; in a `stub` every parameter is `_`.
pub(crate) fn run_signature(kind: Kind, stub: bool) -> TokenStream {
    let p = private();
    let run = format_ident!("{}", kind.names().run);
    let name = |real: TokenStream| if stub { quote!(_) } else { real };
    let call = name(quote!(__tw_call));
    let uri = (kind == Kind::Resource).then(|| {
        let uri = name(quote!(__tw_uri));
        quote!(#uri: #p::std::string::String,)
    });
    let value = name(run_value(kind));
    quote! {
        fn #run(
            #call: #p::Call<'_>,
            #uri
            #value: #p::serde_json::Value,
        ) -> #p::core::result::Result<
            impl #p::core::future::Future<Output = #p::Outcome> + #p::core::marker::Send + '_,
            #p::Outcome,
        >
    }
}
