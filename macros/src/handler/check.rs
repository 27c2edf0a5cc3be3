//! The rules of a handler's signature, shared by the three attribute macros; one rule per
//! function, every violation recorded. Argument and return types are left to the type
//! system (the probes the glue emits), but for borrows, which no trait can refuse clearly.

use super::ast::{Handler, Param};
use super::Kind;
use crate::ctxt::Ctxt;
use syn::{GenericArgument, Lifetime, Meta, PathArguments, ReturnType, Type, TypeParamBound};

pub(crate) fn check_signature(cx: &mut Ctxt, func: &Handler) {
    no_receiver(cx, func);
    for param in &func.params {
        plain_name(cx, func.kind, param);
        ctx_is_bare(cx, func.kind, param);
        sensitive_is_an_argument(cx, func.kind, param);
        header_is_a_tool_argument(cx, func.kind, param);
        owned_type(cx, func.kind, param);
    }
    headers_are_unique(cx, func);
    not_generic(cx, func);
    plain_fn(cx, func);
    returns_a_value(cx, func);
    owned_return(cx, func);
}

fn no_receiver(cx: &mut Ctxt, func: &Handler) {
    if let Some(r) = func.receiver {
        cx.error(
            r.self_token,
            format!("{} handlers take no `self`: write a free function, and take shared state as a `#[ctx] state: State<T>` parameter", func.kind.attr()),
        );
    }
}

fn plain_name(cx: &mut Ctxt, kind: Kind, param: &Param) {
    if param.ident.is_none() {
        let (example, name) = match kind {
            Kind::Tool => ("order_id: String", "the JSON property"),
            Kind::Resource => ("id: String", "the template variable's"),
            Kind::Prompt => ("topic: String", "the argument's"),
        };
        cx.error(
            &param.original.pat,
            format!("{} must be plain names (`{example}`): the name is {name}; destructure inside the function", kind.inputs()),
        );
    }
}

fn ctx_is_bare(cx: &mut Ctxt, kind: Kind, param: &Param) {
    if let Some(attr) = param.ctx {
        if !matches!(attr.meta, Meta::Path(_)) {
            let example = match kind {
                Kind::Tool => "`#[ctx] ctx: Context`",
                Kind::Resource | Kind::Prompt => "`#[ctx] caller: Caller`",
            };
            cx.error(
                &attr.meta,
                format!("#[ctx] takes no arguments: write `#[ctx] state: State<T>` or {example}"),
            );
        }
    }
}

/// `#[header("Name")]` on a tool argument, `Name` an HTTP field-name token (RFC 9110
/// `1*tchar`). Its type is the probe's (`HeaderArgument`): a string, an integer or a bool.
fn header_is_a_tool_argument(cx: &mut Ctxt, kind: Kind, param: &Param) {
    let (Some(attr), Some(name)) = (param.header, param.header_name()) else {
        return;
    };
    if param.ctx.is_some() {
        cx.error(
            attr,
            "#[header] mirrors an argument the client sends into an HTTP header; a #[ctx] parameter is not sent: remove #[header]",
        );
        return;
    }
    if param.sensitive.is_some() {
        cx.error(
            attr,
            "a #[sensitive] argument is kept out of the log, and an HTTP header is not (proxies and load balancers log them): remove #[header] or #[sensitive]",
        );
    }
    if kind != Kind::Tool {
        cx.error(
            attr,
            "#[header] mirrors a tool argument into an `Mcp-Param-*` HTTP header (SEP-2243 defines it for tools/call only): remove it",
        );
        return;
    }
    match name {
        Err(e) => cx.push(e),
        Ok(lit) => {
            let value = lit.value();
            let tchar = |c: char| c.is_ascii_alphanumeric() || "!#$%&'*+-.^_`|~".contains(c);
            if value.is_empty() || !value.chars().all(tchar) {
                cx.error(
                    &lit,
                    "a header name is an HTTP token: letters, digits and `!#$%&'*+-.^_`|~`, no space or `:` (e.g. `#[header(\"Region\")]`)",
                );
            }
        }
    }
}

/// No two `#[header]`s of a tool name the same header, whatever their case.
fn headers_are_unique(cx: &mut Ctxt, func: &Handler) {
    let names: Vec<syn::LitStr> = func
        .params
        .iter()
        .filter_map(Param::header_name)
        .filter_map(Result::ok)
        .collect();
    for (i, lit) in names.iter().enumerate() {
        let value = lit.value().to_ascii_lowercase();
        if names[..i]
            .iter()
            .any(|earlier| earlier.value().to_ascii_lowercase() == value)
        {
            cx.error(
                lit,
                "another argument is mirrored into this header already (header names are case-insensitive): give each #[header] its own name",
            );
        }
    }
}

fn sensitive_is_an_argument(cx: &mut Ctxt, kind: Kind, param: &Param) {
    let Some(attr) = param.sensitive else {
        return;
    };
    if param.ctx.is_some() {
        cx.error(
            attr,
            "#[sensitive] marks an argument the model supplies (its value is kept out of the log); a #[ctx] parameter is never logged: remove #[sensitive]",
        );
    } else if kind == Kind::Resource {
        cx.error(
            attr,
            "#[sensitive] marks a tool or prompt argument; a template variable is part of the resource's URI, which clients list and show: remove #[sensitive]",
        );
    }
    if !matches!(attr.meta, Meta::Path(_)) {
        cx.error(&attr.meta, "#[sensitive] takes no arguments");
    }
}

/// What, inside an argument's type, makes it borrow.
enum Borrow<'a> {
    Reference(&'a syn::TypeReference),
    ImplTrait(&'a syn::TypeImplTrait),
    Lifetime(&'a Lifetime),
}

/// References, `impl Trait` and non-`'static` lifetimes cannot be decoded into (the
/// request owns the data); anything else is for the `Argument` probe to judge.
fn owned_type(cx: &mut Ctxt, kind: Kind, param: &Param) {
    let mut found = Vec::new();
    borrows(param.ty, &mut found);
    let (inputs, source) = (kind.inputs(), kind.source());
    for borrow in found {
        if param.ctx.is_some() {
            let message = match kind {
                Kind::Tool => "#[ctx] parameters are taken by value: write `#[ctx] ctx: Context` or `#[ctx] state: State<T>`",
                Kind::Resource | Kind::Prompt => "#[ctx] parameters are taken by value: write `#[ctx] caller: Caller` or `#[ctx] state: State<T>`",
            };
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
                    format!("{inputs} cannot be references: they are decoded from {source} into owned values; {fix}"),
                );
            }
            Borrow::ImplTrait(t) => cx.error(
                t,
                format!("{inputs} cannot be `impl Trait`: each is decoded from JSON into one concrete type; name it (e.g. `String`, not `impl Into<String>`)"),
            ),
            Borrow::Lifetime(l) => cx.error(
                l,
                format!("{inputs} cannot borrow for `{l}`: they are decoded from {source} into owned values; write `'static` (e.g. `Cow<'static, str>`) or use an owned type such as `String`"),
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

/// Type and const parameters would change the definition; a lifetime parameter is
/// reported where it is used (an argument or the return type), or harmless.
fn not_generic(cx: &mut Ctxt, func: &Handler) {
    let generics = &func.original.sig.generics;
    let typed = generics
        .params
        .iter()
        .any(|p| !matches!(p, syn::GenericParam::Lifetime(_)));
    if typed || generics.where_clause.is_some() {
        let message = match func.kind {
            Kind::Tool => "generic tools are not supported: the input schema is fixed at compile time; use concrete types",
            Kind::Resource => "generic resources are not supported: the glue decodes each template variable into one type fixed at compile time; use concrete types",
            Kind::Prompt => "generic prompts are not supported: the prompt's arguments are fixed at compile time; use concrete types",
        };
        cx.error(generics, message);
    }
}

fn plain_fn(cx: &mut Ctxt, func: &Handler) {
    let sig = &func.original.sig;
    let attr = func.kind.attr();
    if let Some(c) = &sig.constness {
        cx.error(c, format!("{attr} handlers cannot be `const fn`"));
    }
    if let Some(u) = &sig.unsafety {
        cx.error(u, format!("{attr} handlers cannot be `unsafe fn`"));
    }
    if let Some(abi) = &sig.abi {
        cx.error(abi, format!("{attr} handlers cannot declare an ABI"));
    }
    if let Some(v) = &sig.variadic {
        cx.error(v, format!("{attr} handlers cannot be variadic"));
    }
}

fn returns_a_value(cx: &mut Ctxt, func: &Handler) {
    let sig = &func.original.sig;
    if let ReturnType::Default = sig.output {
        cx.error(
            &sig.ident,
            format!(
                "`{}` returns nothing: an {} returns `Result<T, E>` where `E` derives `ToolError` (use `std::convert::Infallible` if it cannot fail)",
                sig.ident,
                func.kind.attr(),
            ),
        );
    }
}

/// The result is encoded after the handler returns, by glue that names its type: it
/// cannot borrow (but for a resource's `&'static str`), nor be `impl Trait`.
fn owned_return(cx: &mut Ctxt, func: &Handler) {
    let ReturnType::Type(_, ty) = &func.original.sig.output else {
        return;
    };
    let mut found = Vec::new();
    borrows(ty, &mut found);
    let attr = func.kind.attr();
    for borrow in found {
        let fix = format!("an {attr} returns an owned `Result<T, E>`: the result is encoded after the handler returns; return an owned type (`String`, not `&str`; no lifetimes other than `'static`)");
        match borrow {
            Borrow::Reference(r)
                if func.kind == Kind::Resource
                    && r.lifetime.as_ref().is_some_and(|l| l.ident == "static") => {}
            Borrow::Reference(r) => cx.error(r, fix),
            Borrow::Lifetime(l) => cx.error(l, fix),
            Borrow::ImplTrait(t) => {
                let why = match func.kind {
                    Kind::Tool => "the tool's output schema is derived from `T`",
                    Kind::Resource | Kind::Prompt => "the glue names `T` to encode it",
                };
                cx.error(
                    t,
                    format!("an {attr} returns a named `Result<T, E>`, not `impl Trait`: {why}; name the type"),
                );
            }
        }
    }
}
