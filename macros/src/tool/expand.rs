//! `#[mcp_tool]`: parse the function, check what the design forbids, emit the glue.

use super::attr::ToolAttr;
use crate::ctxt::Ctxt;
use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned, ToTokens};
use syn::parse::Parser;
use syn::spanned::Spanned;
use syn::{Attribute, FnArg, Ident, ItemFn, LitStr, Pat, ReturnType, Type};

/// One parameter of the handler.
struct Param {
    ident: Ident,
    ty: Type,
    /// `#[doc]` attributes: the property's description.
    docs: Vec<Attribute>,
    /// `#[ctx]`: injected from the call's context, not supplied by the model.
    ctx: bool,
}

pub(crate) fn mcp_tool(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut cx = Ctxt::default();
    let mut attr = ToolAttr::default();
    if let Err(e) = syn::meta::parser(|meta| attr.parse(&meta)).parse2(args) {
        cx.push(e);
    }
    let mut func: ItemFn = match syn::parse2(item.clone()) {
        Ok(f) => f,
        Err(_) => {
            // Span the item's first tokens (`struct`, `impl`, ...), not the attribute.
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
            return quote!(#errors #item);
        }
    };
    let params = collect_params(&mut cx, &mut func);
    check_signature(&mut cx, &func);
    let name = tool_name(&mut cx, &attr, &func.sig.ident);
    check_annotations(&mut cx, &attr);
    if !cx.is_empty() {
        // Still emit the function (its parameter attributes stripped), so one mistake does
        // not turn every call site into "cannot find function".
        let errors = cx.to_compile_errors();
        return quote!(#errors #func);
    }
    let glue = glue(&attr, &func, &params, &name);
    quote!(#func #glue)
}

fn collect_params(cx: &mut Ctxt, func: &mut ItemFn) -> Vec<Param> {
    let mut params = Vec::new();
    for input in &mut func.sig.inputs {
        let arg = match input {
            FnArg::Receiver(r) => {
                cx.error(
                    r.self_token,
                    "#[mcp_tool] handlers take no `self`: write a free function, and take shared state as a `#[ctx] state: State<T>` parameter",
                );
                continue;
            }
            FnArg::Typed(arg) => arg,
        };
        let mut docs = Vec::new();
        let mut ctx = false;
        arg.attrs.retain(|a| {
            if a.path().is_ident("doc") {
                docs.push(a.clone());
                false
            } else if a.path().is_ident("ctx") {
                ctx = true;
                false
            } else {
                true
            }
        });
        let ident = match &*arg.pat {
            Pat::Ident(p) if p.by_ref.is_none() && p.subpat.is_none() => p.ident.clone(),
            other => {
                cx.error(
                    other,
                    "tool arguments must be plain names (`order_id: String`): the name is the JSON property; destructure inside the function",
                );
                continue;
            }
        };
        if let Some(bad) = not_owned(&arg.ty) {
            let message = if ctx {
                "#[ctx] parameters are taken by value: write `#[ctx] ctx: Context` or `#[ctx] state: State<T>`"
            } else {
                "tool arguments are decoded from JSON into owned values: use an owned type (`String`, not `&str`), and no lifetimes or `impl Trait`"
            };
            cx.error(bad, message);
            continue;
        }
        params.push(Param {
            ident,
            ty: (*arg.ty).clone(),
            docs,
            ctx,
        });
    }
    params
}

/// The first reference, lifetime or `impl Trait` inside `ty`, if any.
fn not_owned(ty: &Type) -> Option<TokenStream> {
    let mut found = None;
    let tokens = ty.to_token_stream();
    if matches!(ty, Type::Reference(_) | Type::ImplTrait(_)) {
        return Some(tokens);
    }
    for tt in tokens {
        if let proc_macro2::TokenTree::Punct(p) = &tt {
            if p.as_char() == '\'' || p.as_char() == '&' {
                found = Some(ty.to_token_stream());
                break;
            }
        }
        if let proc_macro2::TokenTree::Ident(i) = &tt {
            if i == "impl" {
                found = Some(ty.to_token_stream());
                break;
            }
        }
    }
    found
}

fn check_signature(cx: &mut Ctxt, func: &ItemFn) {
    let sig = &func.sig;
    if !sig.generics.params.is_empty() || sig.generics.where_clause.is_some() {
        cx.error(
            &sig.generics,
            "generic tools are not supported: the input schema is fixed at compile time; use concrete types",
        );
    }
    if let Some(c) = &sig.constness {
        cx.error(c, "#[mcp_tool] handlers cannot be `const fn`");
    }
    if let Some(u) = &sig.unsafety {
        cx.error(u, "#[mcp_tool] handlers cannot be `unsafe fn`");
    }
    if let Some(abi) = &sig.abi {
        cx.error(abi, "#[mcp_tool] handlers cannot declare an ABI");
    }
    if let Some(v) = &sig.variadic {
        cx.error(v, "#[mcp_tool] handlers cannot be variadic");
    }
    if let ReturnType::Default = sig.output {
        cx.error(
            &sig.ident,
            format!(
                "`{}` returns nothing: an #[mcp_tool] returns `Result<T, E>` where `E` derives `ToolError` (use `std::convert::Infallible` if it cannot fail)",
                sig.ident
            ),
        );
    }
}

fn tool_name(cx: &mut Ctxt, attr: &ToolAttr, ident: &Ident) -> String {
    let (name, span) = match &attr.name {
        Some(lit) => (lit.value(), lit.span()),
        None => (
            ident.to_string().trim_start_matches("r#").to_owned(),
            ident.span(),
        ),
    };
    let len = name.chars().count();
    let bad = name
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-')));
    let problem = if len == 0 {
        Some("the tool name is empty".to_owned())
    } else if len > 128 {
        Some(format!(
            "the tool name is {len} characters long; MCP allows at most 128"
        ))
    } else {
        bad.map(|c| format!("the tool name `{name}` contains {c:?}"))
    };
    if let Some(problem) = problem {
        cx.push(syn::Error::new(
            span,
            format!("{problem}: MCP tool names use 1 to 128 characters from `A-Z a-z 0-9 _ - .`"),
        ));
    }
    name
}

fn check_annotations(cx: &mut Ctxt, attr: &ToolAttr) {
    if let (Some(r), Some(d)) = (attr.read_only, attr.destructive) {
        if r.value && d.value {
            cx.push(syn::Error::new(
                d.span,
                "a tool cannot be both `read_only` and `destructive`: a read-only tool changes nothing; remove one",
            ));
        }
    }
}

fn doc_text(attrs: &[Attribute]) -> Option<String> {
    let lines: Vec<String> = attrs
        .iter()
        .filter(|a| a.path().is_ident("doc"))
        .filter_map(|a| match &a.meta {
            syn::Meta::NameValue(nv) => match &nv.value {
                syn::Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value()),
                _ => None,
            },
            _ => None,
        })
        .map(|l| l.strip_prefix(' ').unwrap_or(&l).trim_end().to_owned())
        .collect();
    let text = lines.join("\n").trim().to_owned();
    (!text.is_empty()).then_some(text)
}

fn opt_tokens<T: ToTokens>(v: Option<T>) -> TokenStream {
    match v {
        Some(v) => quote!(::toolwright::__private::core::option::Option::Some(#v)),
        None => quote!(::toolwright::__private::core::option::Option::None),
    }
}

// Input:
//     /// Refund an order.
//     #[mcp_tool(destructive)]
//     async fn refund_order(order_id: String) -> Result<Receipt, RefundError> { .. }
// Output (beside the function, unchanged but for parameter attributes):
//     struct refund_order {}   // type namespace only: names the tool in tools![..]
//     const _: () = {
//         struct __ToolwrightArgs { order_id: String }   // Deserialize + JsonSchema
//         impl Tool for refund_order { .. }
//     };
fn glue(attr: &ToolAttr, func: &ItemFn, params: &[Param], name: &str) -> TokenStream {
    let p = quote!(::toolwright::__private);
    let vis = &func.vis;
    let ident = &func.sig.ident;
    let ret = match &func.sig.output {
        ReturnType::Type(_, ty) => ty.as_ref(),
        ReturnType::Default => unreachable!("checked: the handler returns a value"),
    };
    let description = attr
        .description
        .as_ref()
        .map(LitStr::value)
        .or_else(|| doc_text(&func.attrs));
    let description = opt_tokens(description);
    let title = opt_tokens(attr.title.as_ref());
    let timeout = opt_tokens(
        attr.timeout_ms
            .as_ref()
            .map(|t| t.base10_parse::<u64>().unwrap_or_default()),
    );
    let hint = |f: Option<super::attr::Flag>| opt_tokens(f.map(|f| f.value));
    let (read_only, destructive, idempotent, open_world) = (
        hint(attr.read_only),
        hint(attr.destructive),
        hint(attr.idempotent),
        hint(attr.open_world),
    );

    let fields = params.iter().filter(|a| !a.ctx).map(|a| {
        let (field, ty, docs) = (&a.ident, &a.ty, &a.docs);
        let json_name = json_name(field);
        quote!(#(#docs)* #[schemars(rename = #json_name)] #field: #ty)
    });
    // One statement per parameter, spanned at its type: a type that cannot be decoded or
    // injected is reported once, there.
    let bindings = params.iter().map(|a| {
        let (field, ty) = (&a.ident, &a.ty);
        if a.ctx {
            quote_spanned! {ty.span()=>
                let #field: #ty = <#ty as #p::FromContext>::from_call(&__tw_call)
                    .map_err(|missing| #p::missing_state(&__tw_call, missing))?;
            }
        } else {
            let json_name = json_name(field);
            quote_spanned! {ty.span()=>
                let #field: #ty = __tw_args
                    .take::<#ty>(#json_name)
                    .map_err(|e| #p::invalid_argument(&__tw_call, e))?;
            }
        }
    });
    let call_args = params.iter().map(|a| &a.ident);
    // The handler's run, its panics caught for `finish` to answer.
    let call = if func.sig.asyncness.is_some() {
        quote!(#p::catch(#ident(#(#call_args),*)).await)
    } else {
        quote!(#p::catch_sync(move || #ident(#(#call_args),*)))
    };
    let args_struct = quote! {
        #[derive(#p::schemars::JsonSchema)]
        #[schemars(crate = "::toolwright::__private::schemars", deny_unknown_fields)]
        #[allow(dead_code, non_camel_case_types, non_snake_case)]
        struct __ToolwrightArgs { #(#fields,)* }
    };
    quote! {
        #[doc(hidden)]
        #[allow(non_camel_case_types)]
        #vis struct #ident {}

        const _: () = {
            #args_struct

            #[automatically_derived]
            impl #p::Tool for #ident {
                const NAME: &'static str = #name;
                type Ret = #ret;

                fn definition() -> #p::ToolDefinition {
                    #p::ToolDefinition::__new(
                        #name,
                        #title,
                        #description,
                        #p::input_schema::<__ToolwrightArgs>(),
                        #p::output_schema::<Self>(),
                        [#read_only, #destructive, #idempotent, #open_world],
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
                    let mut __tw_args = #p::Args::new(__tw_args);
                    #(#bindings)*
                    #p::core::result::Result::Ok(async move {
                        #p::finish::<Self>(&__tw_call, #call)
                    })
                }
            }
        };
    }
}

/// The JSON property name of a parameter: its identifier, unrawed.
fn json_name(ident: &Ident) -> String {
    ident.to_string().trim_start_matches("r#").to_owned()
}
