//! What the design forbids in an `#[mcp_tool]` function, one rule per function; every
//! violation is recorded, none stops the others. Argument and return types are left to the
//! type system (the probes `expand` emits), but for borrows, which no trait can refuse
//! clearly.

use super::ast::{Param, Tool};
use crate::ctxt::Ctxt;
use syn::{GenericArgument, Lifetime, Meta, PathArguments, ReturnType, Type, TypeParamBound};

pub(crate) fn check(cx: &mut Ctxt, tool: &Tool) {
    no_receiver(cx, tool);
    for param in &tool.params {
        plain_name(cx, param);
        ctx_is_bare(cx, param);
        sensitive_is_an_argument(cx, param);
        owned_type(cx, param);
    }
    not_generic(cx, tool);
    plain_fn(cx, tool);
    returns_a_value(cx, tool);
    owned_return(cx, tool);
    valid_name(cx, tool);
    read_only_not_destructive(cx, tool);
}

fn no_receiver(cx: &mut Ctxt, tool: &Tool) {
    if let Some(r) = tool.receiver {
        cx.error(
            r.self_token,
            "#[mcp_tool] handlers take no `self`: write a free function, and take shared state as a `#[ctx] state: State<T>` parameter",
        );
    }
}

fn plain_name(cx: &mut Ctxt, param: &Param) {
    if param.ident.is_none() {
        cx.error(
            &param.original.pat,
            "tool arguments must be plain names (`order_id: String`): the name is the JSON property; destructure inside the function",
        );
    }
}

fn ctx_is_bare(cx: &mut Ctxt, param: &Param) {
    if let Some(attr) = param.ctx {
        if !matches!(attr.meta, Meta::Path(_)) {
            cx.error(
                &attr.meta,
                "#[ctx] takes no arguments: write `#[ctx] state: State<T>` or `#[ctx] ctx: Context`",
            );
        }
    }
}

fn sensitive_is_an_argument(cx: &mut Ctxt, param: &Param) {
    if let (Some(_), Some(attr)) = (param.ctx, param.sensitive) {
        cx.error(
            attr,
            "#[sensitive] marks an argument the model supplies (its value is kept out of the log); a #[ctx] parameter is never logged: remove #[sensitive]",
        );
    }
    if let Some(attr) = param.sensitive {
        if !matches!(attr.meta, Meta::Path(_)) {
            cx.error(&attr.meta, "#[sensitive] takes no arguments");
        }
    }
}

/// What, inside an argument's type, makes it borrow.
enum Borrow<'a> {
    Reference(&'a syn::TypeReference),
    ImplTrait(&'a syn::TypeImplTrait),
    Lifetime(&'a Lifetime),
}

/// References, `impl Trait` and non-`'static` lifetimes cannot live in the generated
/// argument struct (decoded from JSON the call owns); anything else is for the `Argument`
/// probe to judge.
fn owned_type(cx: &mut Ctxt, param: &Param) {
    let mut found = Vec::new();
    borrows(param.ty, &mut found);
    for borrow in found {
        if param.ctx.is_some() {
            let message = "#[ctx] parameters are taken by value: write `#[ctx] ctx: Context` or `#[ctx] state: State<T>`";
            match borrow {
                Borrow::Reference(r) => cx.error(r, message),
                Borrow::ImplTrait(t) => cx.error(t, message),
                Borrow::Lifetime(l) => cx.error(l, message),
            }
            continue;
        }
        match borrow {
            Borrow::Reference(r) => {
                let fix = match &*r.elem {
                    Type::Path(p) if p.qself.is_none() && p.path.is_ident("str") => {
                        "take `String` instead of `&str`"
                    }
                    Type::Slice(_) => "take `Vec<T>` instead of `&[T]`",
                    _ => "take the value itself (remove the `&`)",
                };
                cx.error(
                    r,
                    format!("tool arguments cannot be references: they are decoded from the call's JSON into owned values; {fix}"),
                );
            }
            Borrow::ImplTrait(t) => cx.error(
                t,
                "tool arguments cannot be `impl Trait`: each is decoded from JSON into one concrete type; name it (e.g. `String`, not `impl Into<String>`)",
            ),
            Borrow::Lifetime(l) => cx.error(
                l,
                format!("tool arguments cannot borrow for `{l}`: they are decoded from the call's JSON into owned values; write `'static` (e.g. `Cow<'static, str>`) or use an owned type such as `String`"),
            ),
        }
    }
}

fn borrows<'a>(ty: &'a Type, found: &mut Vec<Borrow<'a>>) {
    match ty {
        Type::Reference(r) => found.push(Borrow::Reference(r)),
        Type::ImplTrait(t) => found.push(Borrow::ImplTrait(t)),
        Type::Array(a) => borrows(&a.elem, found),
        Type::Slice(s) => borrows(&s.elem, found),
        Type::Paren(p) => borrows(&p.elem, found),
        Type::Group(g) => borrows(&g.elem, found),
        Type::Ptr(p) => borrows(&p.elem, found),
        Type::Tuple(t) => t.elems.iter().for_each(|e| borrows(e, found)),
        Type::Path(p) => {
            if let Some(q) = &p.qself {
                borrows(&q.ty, found);
            }
            path_borrows(&p.path, found);
        }
        Type::TraitObject(t) => bounds_borrow(t.bounds.iter(), found),
        // Function pointers, macros, `_`, `!`: the `Argument` probe judges them.
        _ => {}
    }
}

fn path_borrows<'a>(path: &'a syn::Path, found: &mut Vec<Borrow<'a>>) {
    for segment in &path.segments {
        let PathArguments::AngleBracketed(args) = &segment.arguments else {
            continue;
        };
        for arg in &args.args {
            match arg {
                GenericArgument::Lifetime(l) if l.ident != "static" => {
                    found.push(Borrow::Lifetime(l));
                }
                GenericArgument::Type(t) => borrows(t, found),
                GenericArgument::AssocType(a) => borrows(&a.ty, found),
                _ => {}
            }
        }
    }
}

fn bounds_borrow<'a>(
    bounds: impl Iterator<Item = &'a TypeParamBound>,
    found: &mut Vec<Borrow<'a>>,
) {
    for bound in bounds {
        match bound {
            TypeParamBound::Lifetime(l) if l.ident != "static" => found.push(Borrow::Lifetime(l)),
            TypeParamBound::Trait(t) => path_borrows(&t.path, found),
            _ => {}
        }
    }
}

/// Type and const parameters would change the schema; a lifetime parameter is reported
/// where it is used (an argument or the return type), or harmless.
fn not_generic(cx: &mut Ctxt, tool: &Tool) {
    let generics = &tool.original.sig.generics;
    let typed = generics
        .params
        .iter()
        .any(|p| !matches!(p, syn::GenericParam::Lifetime(_)));
    if typed || generics.where_clause.is_some() {
        cx.error(
            generics,
            "generic tools are not supported: the input schema is fixed at compile time; use concrete types",
        );
    }
}

fn plain_fn(cx: &mut Ctxt, tool: &Tool) {
    let sig = &tool.original.sig;
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
}

fn returns_a_value(cx: &mut Ctxt, tool: &Tool) {
    let sig = &tool.original.sig;
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

/// The result is encoded after the handler returns, by glue that names its type: it
/// cannot borrow, nor be `impl Trait`.
fn owned_return(cx: &mut Ctxt, tool: &Tool) {
    let ReturnType::Type(_, ty) = &tool.original.sig.output else {
        return;
    };
    let mut found = Vec::new();
    borrows(ty, &mut found);
    for borrow in found {
        let fix = "an #[mcp_tool] returns an owned `Result<T, E>`: the result is encoded after the handler returns; return an owned type (`String`, not `&str`; no lifetimes other than `'static`)";
        match borrow {
            Borrow::Reference(r) => cx.error(r, fix),
            Borrow::Lifetime(l) => cx.error(l, fix),
            Borrow::ImplTrait(t) => cx.error(
                t,
                "an #[mcp_tool] returns a named `Result<T, E>`, not `impl Trait`: the tool's output schema is derived from `T`; name the type",
            ),
        }
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
