//! The typed view of a `#[derive(ToolError)]` input, borrowing the tokens it came from.

use super::attr::ErrorKindAttr;
use super::template::Template;
use crate::ctxt::Ctxt;
use proc_macro2::Span;
use syn::{Attribute, Data, DeriveInput, Fields, Ident, Member};

pub(crate) struct Enum<'a> {
    pub(crate) original: &'a DeriveInput,
    pub(crate) variants: Vec<Variant<'a>>,
}

pub(crate) struct Variant<'a> {
    pub(crate) ident: &'a Ident,
    pub(crate) fields: Vec<Field>,
    /// `None` when missing or unparseable (the error is already recorded).
    pub(crate) attr: Option<ErrorKindAttr>,
    /// Whether `#[error_kind]` was present at all.
    pub(crate) has_attr: bool,
    pub(crate) message: Option<Template>,
    pub(crate) customer_message: Option<Template>,
    pub(crate) suggested_action: Option<Template>,
    /// The fields thiserror's `#[error("...", args)]` shows (the Display the server log
    /// records), with the attribute; `None` without one (or for `transparent`).
    pub(crate) display: Option<(&'a Attribute, Vec<String>)>,
}

pub(crate) struct Field {
    pub(crate) member: Member,
    /// The field's name (or type, for a tuple field): where errors about it point.
    pub(crate) span: Span,
    /// `#[sensitive]`: never interpolated into anything the model sees.
    pub(crate) sensitive: Option<Span>,
    /// `#[source]`, `#[from]`, or named `source`: wraps an upstream error.
    pub(crate) is_source: bool,
}

impl Field {
    /// The name a template uses for it: the field name, or its index.
    pub(crate) fn template_name(&self) -> String {
        match &self.member {
            Member::Named(i) => i.to_string(),
            Member::Unnamed(i) => i.index.to_string(),
        }
    }
}

impl<'a> Enum<'a> {
    pub(crate) fn from_syn(cx: &mut Ctxt, input: &'a DeriveInput) -> Option<Self> {
        let Data::Enum(data) = &input.data else {
            cx.error(
                &input.ident,
                "#[derive(ToolError)] applies to enums: put each failure in a variant and mark it #[error_kind(...)]",
            );
            return None;
        };
        let variants = data
            .variants
            .iter()
            .map(|v| Variant::from_syn(cx, v))
            .collect();
        Some(Enum {
            original: input,
            variants,
        })
    }
}

impl<'a> Variant<'a> {
    fn from_syn(cx: &mut Ctxt, original: &'a syn::Variant) -> Self {
        let mut attr = None;
        let mut has_attr = false;
        for a in original
            .attrs
            .iter()
            .filter(|a| a.path().is_ident("error_kind"))
        {
            if has_attr {
                cx.error(
                    a,
                    format!(
                        "duplicate #[error_kind] on `{}`; a variant has exactly one kind",
                        original.ident
                    ),
                );
                continue;
            }
            has_attr = true;
            match a.parse_args::<ErrorKindAttr>() {
                Ok(parsed) => attr = Some(parsed),
                Err(e) => cx.push(e),
            }
        }
        let fields = match &original.fields {
            Fields::Named(f) => f.named.iter().collect::<Vec<_>>(),
            Fields::Unnamed(f) => f.unnamed.iter().collect(),
            Fields::Unit => Vec::new(),
        }
        .into_iter()
        .enumerate()
        .map(|(i, f)| Field::from_syn(i, f))
        .collect::<Vec<_>>();
        let parse_template = |cx: &mut Ctxt, key: &'static str, lit: Option<&syn::LitStr>| {
            lit.and_then(|l| Template::parse(key, l).map_err(|e| cx.push(e)).ok())
        };
        let (message, customer_message, suggested_action) = match &attr {
            Some(a) => (
                parse_template(
                    cx,
                    "message",
                    a.message.as_ref().and_then(|m| match &m.value {
                        super::attr::Message::Template(l) => Some(l),
                        super::attr::Message::Display(_) => None,
                    }),
                ),
                parse_template(
                    cx,
                    "customer_message",
                    a.customer_message.as_ref().map(|k| &k.value),
                ),
                parse_template(
                    cx,
                    "suggested_action",
                    a.suggested_action.as_ref().map(|k| &k.value),
                ),
            ),
            None => (None, None, None),
        };
        let display = original
            .attrs
            .iter()
            .find(|a| a.path().is_ident("error"))
            .and_then(|a| a.parse_args_with(display_fields).ok().map(|f| (a, f)));
        Variant {
            ident: &original.ident,
            fields,
            attr,
            has_attr,
            message,
            customer_message,
            suggested_action,
            display,
        }
    }

    /// The templates given, for field checks.
    pub(crate) fn templates(&self) -> impl Iterator<Item = &Template> {
        [
            self.message.as_ref(),
            self.customer_message.as_ref(),
            self.suggested_action.as_ref(),
        ]
        .into_iter()
        .flatten()
    }

    pub(crate) fn field(&self, name: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.template_name() == name)
    }
}

/// The fields an `#[error("text {field} {0:?}", .other, arg = .x)]` shows: the text's
/// named and positional placeholders, and every `.field` among the arguments.
fn display_fields(input: syn::parse::ParseStream) -> syn::Result<Vec<String>> {
    let text: syn::LitStr = input.parse()?;
    let mut fields = Vec::new();
    let value = text.value();
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
            }
            '{' => {
                let inner: String = chars.by_ref().take_while(|&c| c != '}').collect();
                let name = inner.split([':', '.']).next().unwrap_or_default().trim();
                if !name.is_empty() {
                    fields.push(name.trim_start_matches("r#").to_owned());
                }
            }
            _ => {}
        }
    }
    // `.field` and `.0` in the arguments.
    let rest: proc_macro2::TokenStream = input.parse()?;
    let tokens: Vec<proc_macro2::TokenTree> = rest.into_iter().collect();
    for pair in tokens.windows(2) {
        if let (proc_macro2::TokenTree::Punct(p), next) = (&pair[0], &pair[1]) {
            if p.as_char() == '.' {
                match next {
                    proc_macro2::TokenTree::Ident(i) => fields.push(i.to_string()),
                    proc_macro2::TokenTree::Literal(l) => fields.push(l.to_string()),
                    _ => {}
                }
            }
        }
    }
    Ok(fields)
}

fn has_attr(attrs: &[Attribute], name: &str) -> Option<Span> {
    attrs.iter().find(|a| a.path().is_ident(name)).map(|a| {
        a.path()
            .get_ident()
            .map_or_else(Span::call_site, Ident::span)
    })
}

impl Field {
    fn from_syn(index: usize, original: &syn::Field) -> Self {
        let member = match &original.ident {
            Some(i) => Member::Named(i.clone()),
            None => Member::Unnamed(syn::Index {
                index: index as u32,
                span: Span::call_site(),
            }),
        };
        let is_source = has_attr(&original.attrs, "source").is_some()
            || has_attr(&original.attrs, "from").is_some()
            || original.ident.as_ref().is_some_and(|i| i == "source");
        let span = original
            .ident
            .as_ref()
            .map_or_else(|| syn::spanned::Spanned::span(&original.ty), Ident::span);
        Field {
            member,
            span,
            sensitive: has_attr(&original.attrs, "sensitive"),
            is_source,
        }
    }
}
