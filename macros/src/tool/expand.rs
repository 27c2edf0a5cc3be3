//! `#[mcp_tool]`: parse the function, check it, then emit the tool type and its glue.

use super::ast::Tool;
use super::check::check;
use super::fallback::stubs;
use crate::ctxt::Ctxt;
use crate::doc::doc_text;
use crate::handler::attr::Flag;
use crate::handler::expand::{
    args_struct, bindings, call, impl_register, needs_caller, opt, private, probe_fn, probes,
    return_type, scopes_fn, talks,
};
use crate::handler::fallback::{fallback, handler_type, not_a_function};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{ItemFn, LitStr};

pub(crate) fn mcp_tool(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut cx = Ctxt::default();
    let Ok(func) = syn::parse2::<ItemFn>(item.clone()) else {
        return not_a_function(cx, item, "#[mcp_tool]");
    };
    let tool = Tool::from_syn(&mut cx, args, &func);
    check(&mut cx, &tool);
    if let Err(errors) = cx.check() {
        return fallback(errors, &tool.func, &stubs(&tool));
    }
    impl_tool(&tool)
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
//             fn definition() -> ToolDefinition { .. }   // .__with_ui(..) with `ui = ".."`
//             fn invoke(..) -> .. {
//                 __tw_argument::<String>();              // per argument, spanned at its type
//                 let order_id: String = __tw_args.take::<String>("order_id")..?;
//                 Ok(async move { finish::<Self>(&__tw_call, catch(refund_order(order_id)).await) })
//             }
//         }
//         impl Register for refund_order { KIND = 0, KEY = NAME: set.with::<Self>() }
//     };
fn impl_tool(tool: &Tool) -> TokenStream {
    let p = private();
    let func = tool.func.emitted_fn();
    let ident = tool.func.ident();
    let (name, _) = tool.name();
    let ret = return_type(&tool.func);
    let attr = &tool.attr;
    let scopes = scopes_fn(attr.scopes.as_ref());
    let needs_caller = needs_caller(&tool.func);
    let talks = talks(&tool.func);
    let task = task_const(tool);
    let definition = definition_fn(tool, &name, &func);
    let invoke = invoke_fn(tool);
    let probe_fn = probe_fn();
    let args_struct = args_struct(&tool.func, attr.schema_transform.as_ref());
    let tool_type = handler_type(&func.vis, ident);
    let impl_register = impl_register(ident, 0, &quote!(#name), &quote!(with));
    quote! {
        #func
        #tool_type
        const _: () = {
            #probe_fn
            #args_struct
            #[automatically_derived]
            impl #p::Tool for #ident {
                const NAME: &'static str = #name;
                type Ret = #ret;
                #needs_caller
                #talks
                #task
                #scopes
                #definition
                #invoke
            }
            #impl_register
        };
    }
}

/// `task = ".."`: how a 2026-07-28 call of a client with the tasks extension runs.
fn task_const(tool: &Tool) -> Option<TokenStream> {
    let p = private();
    tool.attr.task.as_ref().map(|mode| {
        let mode = match mode.value().as_str() {
            "required" => quote!(Required),
            _ => quote!(Optional),
        };
        quote!(const TASK: #p::TaskSupport = #p::TaskSupport::#mode;)
    })
}

/// `fn definition()`: the name, title, description, schemas, hints and timeout, and with
/// `ui = "ui://.."` the app the tool opens and who may call it.
fn definition_fn(tool: &Tool, name: &str, func: &ItemFn) -> TokenStream {
    let p = private();
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
    let ui = attr.ui.as_ref().map(|uri| {
        let visibility = match attr.ui_visibility.as_ref().map(LitStr::value).as_deref() {
            Some("app") => quote!(#p::core::option::Option::Some(&["app"])),
            Some("model") => quote!(#p::core::option::Option::Some(&["model"])),
            _ => quote!(#p::core::option::Option::None),
        };
        quote!(.__with_ui(#uri, #visibility))
    });
    quote! {
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
            #ui
        }
    }
}

/// `fn invoke()`: the probes, each argument taken from the call's arguments, then the call.
fn invoke_fn(tool: &Tool) -> TokenStream {
    let p = private();
    let probes = probes(&tool.func);
    let bindings = bindings(&tool.func, |a, field, ty, json_name| {
        let sensitive = a.sensitive.is_some();
        quote_spanned! {ty.span()=>
            let #field: #ty = __tw_args
                .take::<#ty>(#json_name)
                .map_err(|e| #p::invalid_argument(&__tw_call, e, #sensitive))?;
        }
    });
    let call = call(&tool.func);
    quote! {
        // Bindings are named as the parameters (MCP names, `resourceUri`).
        #[allow(non_snake_case)]
        fn invoke(
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
                #p::finish::<Self>(&__tw_call, #call)
            })
        }
    }
}
