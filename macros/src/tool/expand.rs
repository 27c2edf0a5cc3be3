//! `#[mcp_tool]`: parse the function, check it, then emit the tool type and its glue.

use super::ast::{Param, Tool};
use super::attr::Flag;
use super::check::check;
use super::fallback::{fallback, not_a_function, tool_type};
use crate::ctxt::Ctxt;
use crate::doc::doc_text;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned, ToTokens};
use syn::spanned::Spanned;
use syn::{ItemFn, LitStr, ReturnType};

pub(crate) fn mcp_tool(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut cx = Ctxt::default();
    let Ok(func) = syn::parse2::<ItemFn>(item.clone()) else {
        return not_a_function(&mut cx, item);
    };
    let tool = Tool::from_syn(&mut cx, args, &func);
    check(&mut cx, &tool);
    if !cx.is_empty() {
        return fallback(&cx, &tool);
    }
    impl_tool(&tool)
}

fn opt<T: ToTokens>(v: Option<T>) -> TokenStream {
    match v {
        Some(v) => quote!(::toolwright::__private::core::option::Option::Some(#v)),
        None => quote!(::toolwright::__private::core::option::Option::None),
    }
}

fn param_ident<'a>(param: &Param<'a>) -> &'a syn::Ident {
    param
        .ident
        .expect("checked: every parameter is a plain name")
}

fn json_name(param: &Param) -> String {
    param
        .json_name()
        .expect("checked: every parameter is a plain name")
}

// Input:
//     /// Refund an order.
//     #[mcp_tool(destructive)]
//     async fn refund_order(order_id: String) -> Result<Receipt, RefundError> { .. }
// Output (beside the function, unchanged but for parameter attributes):
//     struct refund_order {}   // type namespace only: names the tool in tools![..]
//     const _: () = {
//         fn __tw_argument<__T: Argument>() {}
//         struct __ToolwrightArgs { order_id: String }   // JsonSchema: the input schema
//         impl Tool for refund_order {
//             const NAME = "refund_order";
//             fn definition() -> ToolDefinition { .. }
//             fn invoke(..) -> .. {
//                 __tw_argument::<String>();              // per argument, spanned at its type
//                 let order_id: String = __tw_args.take::<String>("order_id")..?;
//                 Ok(async move { finish::<Self>(&__tw_call, catch(refund_order(order_id)).await) })
//             }
//         }
//     };
//
// The probe comes first in the body that also `take`s the argument: a type that is no
// `Argument` is reported there, in `Argument`'s words, and rustc drops the same failure
// from `take` (same body, span and predicate), whose bound would point into the runtime.
fn impl_tool(tool: &Tool) -> TokenStream {
    let p = quote!(::toolwright::__private);
    let func = tool.emitted_fn();
    let vis = &func.vis;
    let ident = tool.ident();
    let (name, _) = tool.name();
    let ret = match &func.sig.output {
        ReturnType::Type(_, ty) => ty.as_ref(),
        ReturnType::Default => unreachable!("checked: the handler returns a value"),
    };
    let attr = &tool.attr;
    let description = opt(attr
        .description
        .as_ref()
        .map(LitStr::value)
        .or_else(|| doc_text(&func.attrs)));
    let title = opt(attr.title.as_ref());
    let timeout = opt(attr
        .timeout_ms
        .as_ref()
        .map(|t| t.base10_parse::<u64>().unwrap_or_default()));
    let hint = |f: Option<Flag>| opt(f.map(|f| f.value));
    let hints = [
        hint(attr.read_only),
        hint(attr.destructive),
        hint(attr.idempotent),
        hint(attr.open_world),
    ];
    let arguments: Vec<&Param> = tool.params.iter().filter(|a| a.ctx.is_none()).collect();

    // Each scope through `scope_name`, spanned where it is written: a value that is no
    // `ScopeSet` variant is reported there, in `ScopeSet`'s words; a typo is rustc's
    // "no variant named ..".
    let scopes = attr.scopes.as_ref().map(|(_, paths)| {
        let names = paths
            .iter()
            .map(|path| quote_spanned!(path.span()=> #p::scope_name(#path)));
        quote! {
            fn scopes() -> #p::std::vec::Vec<#p::Required> {
                #p::std::vec::Vec::from([#(#names),*])
            }
        }
    });
    let ctx_types: Vec<_> = tool
        .params
        .iter()
        .filter(|a| a.ctx.is_some())
        .map(|a| a.ty)
        .collect();
    let ctx_consts = quote! {
        const NEEDS_CALLER: bool = false #(|| <#ctx_types as #p::FromContext>::NEEDS_CALLER)*;
        const TALKS: bool = false #(|| <#ctx_types as #p::FromContext>::TALKS)*;
    };

    // Each argument's type, checked by the runtime's `Argument` trait where the user wrote
    // it: its `on_unimplemented` names the type (see above).
    let probes = arguments.iter().map(|a| {
        let ty = a.ty;
        quote_spanned! {ty.span()=>
            __tw_argument::<#ty>();
        }
    });
    let probe_fn = quote! {
        fn __tw_argument<__T: #p::Argument>() {}
    };

    let fields = arguments.iter().map(|a| {
        let (field, ty, docs) = (param_ident(a), a.ty, &a.docs);
        let json_name = json_name(a);
        quote!(#(#docs)* #[schemars(rename = #json_name)] #field: #ty)
    });
    let args_struct = quote! {
        #[derive(#p::schemars::JsonSchema)]
        #[schemars(crate = "::toolwright::__private::schemars", deny_unknown_fields)]
        #[allow(dead_code, non_camel_case_types, non_snake_case)]
        struct __ToolwrightArgs { #(#fields,)* }
    };

    // One statement per parameter, spanned at its type: a type that cannot be decoded or
    // injected is reported once, there.
    let bindings = tool.params.iter().map(|a| {
        let (field, ty) = (param_ident(a), a.ty);
        if a.ctx.is_some() {
            quote_spanned! {ty.span()=>
                let #field: #ty = <#ty as #p::FromContext>::from_call(&__tw_call)
                    .map_err(|missing| #p::not_injected(&__tw_call, missing))?;
            }
        } else {
            let json_name = json_name(a);
            let sensitive = a.sensitive.is_some();
            quote_spanned! {ty.span()=>
                let #field: #ty = __tw_args
                    .take::<#ty>(#json_name)
                    .map_err(|e| #p::invalid_argument(&__tw_call, e, #sensitive))?;
            }
        }
    });
    // The handler's run, its panics caught for `finish` to answer.
    let call_args = tool.params.iter().map(param_ident);
    let call = if func.sig.asyncness.is_some() {
        quote!(#p::catch(#ident(#(#call_args),*)).await)
    } else {
        quote!(#p::catch_sync(move || #ident(#(#call_args),*)))
    };

    let tool_type = tool_type(vis, ident);
    let impl_tool = quote! {
        #[automatically_derived]
        impl #p::Tool for #ident {
            const NAME: &'static str = #name;
            type Ret = #ret;
            #ctx_consts
            #scopes

            fn definition() -> #p::ToolDefinition {
                #p::ToolDefinition::__new(
                    #name,
                    #title,
                    #description,
                    #p::input_schema::<__ToolwrightArgs>(),
                    #p::output_schema::<Self>(),
                    [#(#hints),*],
                    #timeout,
                )
            }

            fn invoke(
                __tw_call: #p::Call<'_>,
                __tw_args: #p::serde_json::Value,
            ) -> #p::core::result::Result<
                impl #p::core::future::Future<Output = #p::Outcome> + #p::core::marker::Send + '_,
                #p::Outcome,
            > {
                #(#probes)*
                let mut __tw_args = #p::Args::new(__tw_args);
                #(#bindings)*
                #p::core::result::Result::Ok(async move {
                    #p::finish::<Self>(&__tw_call, #call)
                })
            }
        }
    };
    quote! {
        #func
        #tool_type
        const _: () = {
            #probe_fn
            #args_struct
            #impl_tool
        };
    }
}
