//! The classification rules, one function each; every violation is recorded, none stops
//! the others.

use super::ast::{Enum, Variant};
use super::attr::{ErrorKindAttr, KindName, Message, CATEGORIES, REPLIES};
use crate::ctxt::Ctxt;

pub(crate) fn check(cx: &mut Ctxt, input: &Enum) {
    for v in &input.variants {
        if !v.has_attr {
            missing_kind(cx, v);
        }
        sensitive_not_logged(cx, v);
        let Some(attr) = &v.attr else { continue };
        match attr.kind.name {
            KindName::Security => {
                no_operational_keys(cx, v, attr);
                reply_in_set(cx, attr);
                disguise_target(cx, input, v, attr);
            }
            KindName::Internal => {
                no_operational_keys(cx, v, attr);
                no_security_keys(cx, attr);
            }
            KindName::Operational => {
                no_security_keys(cx, attr);
                category_in_set(cx, v, attr);
                message_present(cx, v, attr);
                retry_after_needs_retryable(cx, attr);
                placeholders_exist(cx, v);
            }
        }
    }
}

fn missing_kind(cx: &mut Ctxt, v: &Variant) {
    cx.error(
        v.ident,
        format!(
            "variant `{}` is not classified: add #[error_kind(security)], #[error_kind(internal)] or #[error_kind(operational, category = \"...\", message = \"...\")]",
            v.ident
        ),
    );
}

fn no_operational_keys(cx: &mut Ctxt, v: &Variant, attr: &ErrorKindAttr) {
    let why = match attr.kind.name {
        KindName::Security => {
            "security failures answer with a fixed reply and the model learns nothing"
        }
        _ => "internal failures answer `Internal error` and the model learns nothing",
    };
    for key in attr.operational_keys() {
        cx.error(
            key,
            format!(
                "`{key}` is not allowed on {} variant `{}`: {why}; remove it, or make the variant operational",
                attr.kind.name.as_str(),
                v.ident
            ),
        );
    }
}

fn no_security_keys(cx: &mut Ctxt, attr: &ErrorKindAttr) {
    for key in attr.security_keys() {
        cx.error(
            key,
            format!(
                "`{key}` applies only to security variants, not {} ones: remove it, or make the variant `security`",
                attr.kind.name.as_str()
            ),
        );
    }
}

fn reply_in_set(cx: &mut Ctxt, attr: &ErrorKindAttr) {
    if let Some(reply) = &attr.reply {
        let value = reply.value.value();
        if !REPLIES.iter().any(|(name, _)| *name == value) {
            cx.error(
                &reply.value,
                format!(
                    "unknown reply `{value}`; expected one of: {}",
                    quoted(REPLIES.iter().map(|r| r.0))
                ),
            );
        }
        if attr.disguise.is_some() {
            cx.error(
                &reply.key,
                "`reply` has no effect with `disguise`: a disguised variant answers exactly as its target; remove one of them",
            );
        }
    }
}

fn disguise_target(cx: &mut Ctxt, input: &Enum, v: &Variant, attr: &ErrorKindAttr) {
    let Some(disguise) = &attr.disguise else {
        return;
    };
    let name = &disguise.value;
    let Some(target) = input.variants.iter().find(|t| t.ident == name) else {
        cx.error(
            name,
            format!("`disguise = {name}`: this enum has no variant `{name}`"),
        );
        return;
    };
    match &target.attr {
        Some(t) if t.kind.name == KindName::Operational => {}
        Some(t) => {
            cx.error(
                name,
                format!("`disguise = {name}`: `{name}` is {}, not operational; a security variant can only disguise itself as an operational one (e.g. not found)", t.kind.name.as_str()),
            );
            return;
        }
        None => return,
    }
    if target.templates().any(|t| t.uses_fields()) {
        cx.error(
            name,
            format!(
                "`disguise = {name}`: the messages of `{name}` use fields, so `{}` could not answer identically; make `{name}`'s texts fixed",
                v.ident
            ),
        );
    }
}

fn category_in_set(cx: &mut Ctxt, v: &Variant, attr: &ErrorKindAttr) {
    match &attr.category {
        None => cx.error(
            v.ident,
            format!(
                "operational variant `{}` needs a category: add `category = \"...\"`, one of: {}",
                v.ident,
                quoted(CATEGORIES.iter().map(|c| c.0))
            ),
        ),
        Some(c) => {
            let value = c.value.value();
            if !CATEGORIES.iter().any(|(name, ..)| *name == value) {
                cx.error(
                    &c.value,
                    format!(
                        "unknown category `{value}`; expected one of: {}",
                        quoted(CATEGORIES.iter().map(|c| c.0))
                    ),
                );
            }
        }
    }
}

fn message_present(cx: &mut Ctxt, v: &Variant, attr: &ErrorKindAttr) {
    let source = v.fields.iter().find(|f| f.is_source);
    match attr.message.as_ref().map(|m| &m.value) {
        None if source.is_some() => cx.error(
            v.ident,
            format!(
                "operational variant `{}` wraps an upstream error, so it must state its own `message = \"...\"`: upstream text is never forwarded to the model",
                v.ident
            ),
        ),
        None => cx.error(
            v.ident,
            format!(
                "operational variant `{}` needs a `message = \"...\"` for the model (or `message = display` to reuse its sanitized Display text)",
                v.ident
            ),
        ),
        Some(Message::Display(span)) => {
            if source.is_some() {
                cx.push(syn::Error::new(
                    *span,
                    format!(
                        "`message = display` on `{}` would forward upstream error text to the model; write its own `message = \"...\"`",
                        v.ident
                    ),
                ));
            }
            if let Some(f) = v.fields.iter().find(|f| f.sensitive.is_some()) {
                cx.push(syn::Error::new(
                    *span,
                    format!(
                        "`message = display` on `{}` could show the #[sensitive] field `{}`; write a `message = \"...\"` that leaves it out",
                        v.ident,
                        f.template_name()
                    ),
                ));
            }
        }
        Some(Message::Template(_)) => {}
    }
}

fn retry_after_needs_retryable(cx: &mut Ctxt, attr: &ErrorKindAttr) {
    let Some(after) = &attr.retry_after_ms else {
        return;
    };
    if let Err(e) = after.value.base10_parse::<u64>() {
        cx.push(e);
    }
    let category = attr.category.as_ref().map(|c| c.value.value());
    let default = CATEGORIES
        .iter()
        .find(|c| Some(c.0) == category.as_deref())
        .is_some_and(|c| c.2);
    match attr.retryable.as_ref().map(|r| r.value.value) {
        Some(true) => {}
        Some(false) => cx.error(
            &after.key,
            "`retry_after_ms` with `retryable = false`: a wait only helps a call that may succeed later; remove one of them",
        ),
        None if default => {}
        None => cx.error(
            &after.key,
            format!(
                "`retry_after_ms` on a variant that is not retryable (category `{}`): remove it, or add `retryable = true`",
                category.unwrap_or_default()
            ),
        ),
    }
}

/// The `#[error("...")]` text is the error's Display, which the server log records; a
/// source's Display follows it there. A `#[sensitive]` field can be neither.
fn sensitive_not_logged(cx: &mut Ctxt, v: &Variant) {
    for f in v.fields.iter().filter(|f| f.sensitive.is_some()) {
        let name = f.template_name();
        if let Some((_, shown)) = &v.display {
            if shown.contains(&name) {
                cx.push(syn::Error::new(
                    f.span,
                    format!(
                        "field `{name}` is #[sensitive] but the #[error(\"...\")] text of `{}` shows it: that text is what the server log records; leave `{name}` out of it",
                        v.ident
                    ),
                ));
            }
        }
        if f.is_source {
            cx.push(syn::Error::new(
                f.span,
                format!(
                    "field `{name}` is #[sensitive] but is the source of `{}`: the server log records the source chain; keep the secret out of the source, or drop #[sensitive] if the source holds none",
                    v.ident
                ),
            ));
        }
    }
}

fn placeholders_exist(cx: &mut Ctxt, v: &Variant) {
    for t in v.templates() {
        for name in t.fields() {
            match v.field(name) {
                None => cx.error(
                    &t.lit,
                    format!(
                        "`{{{name}}}`: variant `{}` has no field `{name}`{}",
                        v.ident,
                        available(v)
                    ),
                ),
                Some(f) if f.sensitive.is_some() => cx.error(
                    &t.lit,
                    format!(
                        "`{{{name}}}`: field `{name}` is #[sensitive] and never reaches the model; leave it out of `{}`",
                        t.key
                    ),
                ),
                Some(_) => {}
            }
        }
    }
}

fn available(v: &Variant) -> String {
    let names: Vec<_> = v
        .fields
        .iter()
        .filter(|f| f.sensitive.is_none())
        .map(|f| f.template_name())
        .collect();
    if names.is_empty() {
        String::new()
    } else {
        format!("; available: {}", quoted(names.iter().map(String::as_str)))
    }
}

fn quoted<'a>(names: impl Iterator<Item = &'a str>) -> String {
    names
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}
