//! What the design forbids in an `#[mcp_tool]` function beyond the shared signature rules
//! (`handler::check`): its name, its hints, its app UI. Every violation is recorded.

use super::ast::Tool;
use crate::ctxt::Ctxt;
use crate::handler::check::check_signature;

pub(crate) fn check(cx: &mut Ctxt, tool: &Tool) {
    check_signature(cx, &tool.func);
    valid_name(cx, tool);
    read_only_not_destructive(cx, tool);
    ui_is_an_app(cx, tool);
    idempotency_key(cx, tool);
}

/// `idempotency_key = arg`: `arg` is an argument the model supplies (not `#[ctx]`), of a
/// tool that changes something (a read is safe to retry as it is). Its type is checked by
/// the glue (`IdempotencyKey`, spanned at the type).
fn idempotency_key(cx: &mut Ctxt, tool: &Tool) {
    let Some(key) = &tool.attr.idempotency_key else {
        return;
    };
    let args: Vec<String> = tool
        .func
        .params
        .iter()
        .filter(|p| p.ctx.is_none())
        .filter_map(|p| p.ident.map(ToString::to_string))
        .collect();
    let name = key.to_string();
    match tool.func.params.iter().find(|p| p.ident.is_some_and(|i| *i == name)) {
        None => {
            let listed = if args.is_empty() {
                "it takes none: add the argument the client sends its key in".to_owned()
            } else {
                format!("its arguments are {}", args.iter().map(|a| format!("`{a}`")).collect::<Vec<_>>().join(", "))
            };
            cx.error(
                key,
                format!("`idempotency_key = {name}` names no argument of `{}`: {listed}", tool.func.ident()),
            );
        }
        Some(p) if p.ctx.is_some() => cx.error(
            key,
            format!("`idempotency_key = {name}` names a `#[ctx]` parameter: the key comes from the client, in an argument of the call"),
        ),
        Some(_) => {}
    }
    if let Some(r) = tool.attr.read_only.filter(|r| r.value) {
        cx.push(syn::Error::new(
            r.span,
            "a `read_only` tool needs no `idempotency_key`: reading twice changes nothing; remove one",
        ));
    }
}

fn valid_name(cx: &mut Ctxt, tool: &Tool) {
    let (name, span) = tool.name();
    let len = name.chars().count();
    let bad = name
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-')));
    let problem = if len == 0 {
        "the tool name is empty".to_owned()
    } else if len > 128 {
        format!("the tool name is {len} characters long; MCP allows at most 128")
    } else if let Some(c) = bad {
        format!("the tool name `{name}` contains {c:?}")
    } else {
        return;
    };
    cx.push(syn::Error::new(
        span,
        format!("{problem}: MCP tool names use 1 to 128 characters from `A-Z a-z 0-9 _ - .`"),
    ));
}

fn read_only_not_destructive(cx: &mut Ctxt, tool: &Tool) {
    if let (Some(r), Some(d)) = (tool.attr.read_only, tool.attr.destructive) {
        if r.value && d.value {
            cx.push(syn::Error::new(
                d.span,
                "a tool cannot be both `read_only` and `destructive`: a read-only tool changes nothing; remove one",
            ));
        }
    }
}

fn ui_is_an_app(cx: &mut Ctxt, tool: &Tool) {
    if let Some(ui) = &tool.attr.ui {
        if !ui.value().starts_with("ui://") {
            cx.error(
                ui,
                format!("`ui = {:?}` is not an MCP Apps UI resource: the URI of the app's HTML starts with `ui://`; declare it with #[mcp_resource(uri = \"ui://...\")] and name that URI here", ui.value()),
            );
        }
    }
    if let (None, Some(v)) = (&tool.attr.ui, &tool.attr.ui_visibility) {
        cx.error(
            v,
            "`ui_visibility` says who may call a tool with an app UI; this tool has none: add `ui = \"ui://...\"` or remove it",
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proc_macro2::TokenStream;
    use quote::quote;
    use syn::{parse_quote, ItemFn};

    fn messages(args: TokenStream, func: &ItemFn) -> Vec<String> {
        let mut cx = Ctxt::default();
        let tool = Tool::from_syn(&mut cx, args, func);
        check(&mut cx, &tool);
        cx.messages()
    }

    #[test]
    fn a_well_formed_tool_has_no_errors() {
        let func = parse_quote! {
            async fn get_order(
                /// The id.
                order_id: String,
                note: std::borrow::Cow<'static, str>,
                #[ctx] state: State<Db>,
            ) -> Result<Order, Infallible> { todo!() }
        };
        let m = messages(quote!(read_only, name = "orders.get"), &func);
        assert_eq!(m, Vec::<String>::new());
    }

    #[test]
    fn a_reference_nested_in_an_argument_is_refused_at_the_reference() {
        let func = parse_quote! {
            fn f(tags: Vec<Option<&'static [u8]>>) -> Result<u8, Infallible> { todo!() }
        };
        assert_eq!(
            messages(quote!(), &func),
            ["tool arguments cannot be references: they are decoded from the call's JSON into owned values; take `Vec<T>` instead of `&[T]`"]
        );
    }

    #[test]
    fn cow_static_and_owned_types_go_to_the_trait_check() {
        let func = parse_quote! {
            fn f<'a>(
                a: Cow<'static, str>,
                b: Box<dyn Fn() + 'static>,
                c: [u8; 4],
                d: <T as Trait>::Assoc,
            ) -> Result<String, E> { todo!() }
        };
        assert_eq!(messages(quote!(), &func), Vec::<String>::new());
    }

    #[test]
    fn every_mistake_is_reported_at_once() {
        let func = parse_quote! {
            const fn list_orders<T>(
                (page, size): (u32, u32),
                status: &str,
                #[ctx] ctx: &Context,
                tags: impl Iterator<Item = String>,
                text: Cow<'a, str>,
            ) { }
        };
        let m = messages(quote!(name = "list orders", read_only, destructive), &func);
        let starts = [
            "tool arguments must be plain names",
            "tool arguments cannot be references: they are decoded from the call's JSON into owned values; take `String` instead of `&str`",
            "#[ctx] parameters are taken by value",
            "tool arguments cannot be `impl Trait`",
            "tool arguments cannot borrow for `'a`",
            "generic tools are not supported",
            "#[mcp_tool] handlers cannot be `const fn`",
            "`list_orders` returns nothing",
            "the tool name `list orders` contains ' '",
            "a tool cannot be both `read_only` and `destructive`",
        ];
        assert_eq!(m.len(), starts.len(), "{m:#?}");
        for (msg, start) in m.iter().zip(starts) {
            assert!(
                msg.starts_with(start),
                "{msg:?} should start with {start:?}"
            );
        }
    }

    #[test]
    fn a_receiver_is_refused_once() {
        let func = parse_quote! {
            async fn count(&self) -> Result<u64, Infallible> { todo!() }
        };
        let m = messages(quote!(), &func);
        assert_eq!(m.len(), 1, "{m:#?}");
        assert!(m[0].starts_with("#[mcp_tool] handlers take no `self`"));
    }

    #[test]
    fn borrowed_returns_and_lifetime_parameters() {
        let func = parse_quote! {
            fn name<'a>(id: String) -> Result<&'a str, Infallible> { todo!() }
        };
        let m = messages(quote!(), &func);
        assert_eq!(m.len(), 1, "{m:#?}");
        assert!(m[0].starts_with("an #[mcp_tool] returns an owned `Result<T, E>`"));
    }

    #[test]
    fn ctx_takes_no_arguments() {
        let func = parse_quote! {
            fn f(#[ctx(state)] db: State<Db>) -> Result<u8, Infallible> { todo!() }
        };
        assert_eq!(
            messages(quote!(), &func),
            ["#[ctx] takes no arguments: write `#[ctx] state: State<T>` or `#[ctx] ctx: Context`"]
        );
    }

    #[test]
    fn a_bad_attribute_argument_does_not_hide_signature_mistakes() {
        let func = parse_quote! {
            unsafe fn f() -> Result<u8, Infallible> { todo!() }
        };
        let m = messages(quote!(readonly), &func);
        assert_eq!(m.len(), 2, "{m:#?}");
        assert!(
            m[0].starts_with("unknown #[mcp_tool] argument `readonly` (did you mean `read_only`?)")
        );
        assert_eq!(m[1], "#[mcp_tool] handlers cannot be `unsafe fn`");
    }
}
