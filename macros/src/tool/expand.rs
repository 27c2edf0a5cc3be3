//! The glue only `#[mcp_tool]` emits: its definition (hints, timeout, app UI) and `TASK`;
//! the rest is `handler::expand`'s.

use super::ast::Tool;
use crate::handler::attr::Flag;
use crate::handler::expand::{impl_handler, json_name, opt, private, Extras};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::LitStr;

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
// What only a tool has: the schema transform, `TASK`, the hints, timeout and app UI.
pub(crate) fn expand(tool: &Tool) -> TokenStream {
    let (name, _) = tool.name();
    let (task, key, rate) = (task_const(tool), key_const(tool), rate_const(tool));
    let extras = Extras {
        schema_transform: tool.attr.schema_transform.as_ref(),
        consts: (task.is_some() || key.is_some() || rate.is_some())
            .then(|| quote!(#task #key #rate)),
    };
    impl_handler(tool, &quote!(#name), &definition_fn(tool, &name), extras)
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

/// `idempotency_key = arg`: the JSON name of the argument that carries the key, its type
/// checked to be text (`IdempotencyKey`, the error spanned at the type).
fn key_const(tool: &Tool) -> Option<TokenStream> {
    let p = private();
    let key = tool.attr.idempotency_key.as_ref()?;
    let param = tool
        .func
        .params
        .iter()
        .find(|p| p.ident.is_some_and(|i| i == key))?;
    let ty = param.ty;
    let name = json_name(param);
    let check = quote_spanned!(ty.span()=> #p::idempotency_key::<#ty>());
    Some(quote! {
        const IDEMPOTENCY_KEY: #p::core::option::Option<&'static str> = {
            #check;
            #p::core::option::Option::Some(#name)
        };
    })
}

/// `rate_limit = "N/unit"`: the calls admitted per caller and period.
fn rate_const(tool: &Tool) -> Option<TokenStream> {
    let p = private();
    let (count, ms) = tool.attr.rate_limit?;
    Some(quote! {
        const RATE_LIMIT: #p::core::option::Option<#p::RateLimit> = #p::core::option::Option::Some(
            #p::RateLimit::new(#count, #p::core::time::Duration::from_millis(#ms)),
        );
    })
}

/// `fn definition()`: the name, title, description, schemas, hints and timeout, and with
/// `ui = "ui://.."` the app the tool opens and who may call it.
fn definition_fn(tool: &Tool, name: &str) -> TokenStream {
    let p = private();
    let attr = &tool.attr;
    let description = opt(tool.description());
    let title = opt(tool.common.title.as_ref());
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
