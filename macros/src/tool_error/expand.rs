//! `#[derive(ToolError)]`: parse, check, then emit the spec table and `classify`.

use super::ast::{Enum, Variant};
use super::attr::{KindName, Message, CATEGORIES, REPLIES};
use super::check::check;
use super::template::{Piece, Template};
use crate::ctxt::Ctxt;
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::DeriveInput;

pub(crate) fn derive(input: &DeriveInput) -> TokenStream {
    let mut cx = Ctxt::default();
    let Some(parsed) = Enum::from_syn(&mut cx, input) else {
        return fallback(input, cx.check().err().unwrap_or_default());
    };
    check(&mut cx, &parsed);
    if let Err(errors) = cx.check() {
        return fallback(input, errors);
    }
    impl_tool_error(&parsed)
}

// Input: an enum whose derive failed.
// Output: the errors, plus a stub impl so uses of the type do not cascade into more errors.
fn fallback(input: &DeriveInput, errors: TokenStream) -> TokenStream {
    let ident = &input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    quote! {
        #errors
        #[automatically_derived]
        impl #impl_generics ::toolwright::ToolError for #ident #ty_generics #where_clause {
            const SURFACE: &'static [::toolwright::__private::VariantSpec] = &[];
            fn classify(&self) -> ::toolwright::__private::Classification {
                ::toolwright::__private::core::unreachable!()
            }
        }
    }
}

// Input:
//     enum E { #[error_kind(operational, category = "not_found", message = "No {0}.")] A(String), .. }
// Output:
//     const _: () = {
//         static __TW_SURFACE: [VariantSpec; N] = [VariantSpec { variant: "A", .. }, ..];
//         impl ToolError for E {
//             const SURFACE: &[VariantSpec] = &__TW_SURFACE;
//             fn classify(&self) -> Classification { match self { Self::A { 0: __tw_0, .. } => .. } }
//         }
//     };
//
// `classify` indexes the static rather than `<Self as ToolError>::SURFACE`: when the enum does
// not implement `std::error::Error` (a supertrait), the impl's one error is all the user sees,
// not a second one spanned at the derive for each use of the trait's constant.
fn impl_tool_error(input: &Enum) -> TokenStream {
    let ident = &input.original.ident;
    let (impl_generics, ty_generics, where_clause) = input.original.generics.split_for_impl();
    let specs = input.variants.iter().map(spec);
    let len = input.variants.len();
    let arms = input
        .variants
        .iter()
        .enumerate()
        .map(|(i, v)| arm(input, i, v));
    let body = if input.variants.is_empty() {
        quote!(match *self {})
    } else {
        quote!(match self { #(#arms)* })
    };
    quote! {
        const _: () = {
            static __TW_SURFACE: [::toolwright::__private::VariantSpec; #len] = [#(#specs),*];
            #[automatically_derived]
            impl #impl_generics ::toolwright::ToolError for #ident #ty_generics #where_clause {
                const SURFACE: &'static [::toolwright::__private::VariantSpec] = &__TW_SURFACE;
                fn classify(&self) -> ::toolwright::__private::Classification {
                    #body
                }
            }
        };
    }
}

fn opt<T: quote::ToTokens>(value: Option<T>) -> TokenStream {
    match value {
        Some(v) => quote!(::toolwright::__private::core::option::Option::Some(#v)),
        None => quote!(::toolwright::__private::core::option::Option::None),
    }
}

fn variant_of<'a>(table: &'a [(&str, &'a str)], name: &str) -> Ident {
    let variant = table
        .iter()
        .find(|e| e.0 == name)
        .map_or("Rejected", |e| e.1);
    Ident::new(variant, Span::call_site())
}

// Output: one `VariantSpec { .. }` literal.
fn spec(v: &Variant) -> TokenStream {
    let attr = v
        .attr
        .as_ref()
        .expect("checked: every variant is classified");
    let name = v.ident.to_string();
    let p = quote!(::toolwright::__private);
    let kind = match attr.kind.name {
        KindName::Security => quote!(#p::ErrorKind::Security),
        KindName::Operational => quote!(#p::ErrorKind::Operational),
        KindName::Internal => quote!(#p::ErrorKind::Internal),
    };
    let category_ident = attr.category.as_ref().map(|c| {
        let value = c.value.value();
        let table: Vec<(&str, &str)> = CATEGORIES.iter().map(|c| (c.0, c.1)).collect();
        variant_of(&table, &value)
    });
    let category = opt(category_ident.as_ref().map(|c| quote!(#p::Category::#c)));
    let retryable = match (&attr.retryable, &category_ident) {
        (Some(r), _) => opt(Some(r.value.value)),
        (None, Some(c)) => opt(Some(quote!(#p::Category::#c.default_retryable()))),
        (None, None) => opt(None::<bool>),
    };
    let retry_after = opt(attr.retry_after_ms.as_ref().map(|r| {
        let ms = r.value.base10_parse::<u64>().unwrap_or_default();
        quote!(#ms)
    }));
    let message = opt(attr.message.as_ref().map(|m| match &m.value {
        Message::Template(lit) => quote!(#lit),
        Message::Display(_) => quote!("{display}"),
    }));
    let customer = opt(attr.customer_message.as_ref().map(|k| &k.value));
    let action = opt(attr.suggested_action.as_ref().map(|k| &k.value));
    let reply = match attr.kind.name {
        KindName::Security if attr.disguise.is_none() => {
            let value = attr
                .reply
                .as_ref()
                .map_or("rejected".into(), |r| r.value.value());
            let r = variant_of(REPLIES, &value);
            opt(Some(quote!(#p::SecurityReply::#r)))
        }
        _ => opt(None::<bool>),
    };
    let disguise = opt(attr.disguise.as_ref().map(|d| d.value.to_string()));
    let upstream = v
        .fields
        .iter()
        .filter(|f| f.is_source)
        .map(|f| f.template_name());
    quote! {
        #p::VariantSpec {
            variant: #name,
            kind: #kind,
            category: #category,
            retryable: #retryable,
            retry_after_ms: #retry_after,
            message: #message,
            customer_message: #customer,
            suggested_action: #action,
            reply: #reply,
            disguise: #disguise,
            upstream: &[#(#upstream),*],
        }
    }
}

fn binding(name: &str) -> Ident {
    format_ident!("__tw_{}", name)
}

// Output: `Cow::Borrowed("..")`, or a `render(&[..])` call splicing sanitized field values.
fn render(t: &Template) -> TokenStream {
    let p = quote!(::toolwright::__private);
    if !t.uses_fields() {
        let text: String = t
            .pieces
            .iter()
            .map(|piece| match piece {
                Piece::Lit(s) => s.as_str(),
                Piece::Field(_) => "",
            })
            .collect();
        return quote!(#p::std::borrow::Cow::Borrowed(#text));
    }
    let pieces = t.pieces.iter().map(|piece| match piece {
        Piece::Lit(s) => quote!(#p::Piece::Lit(#s)),
        Piece::Field(f) => {
            let b = binding(f);
            quote_spanned!(t.lit.span()=> #p::Piece::Value(#b))
        }
    });
    quote!(#p::render(&[#(#pieces),*]))
}

fn rendered(v: &Variant) -> TokenStream {
    let p = quote!(::toolwright::__private);
    let attr = v
        .attr
        .as_ref()
        .expect("checked: every variant is classified");
    if attr.kind.name != KindName::Operational {
        return quote!(::toolwright::__private::core::option::Option::None);
    }
    let message = match attr.message.as_ref().map(|m| &m.value) {
        Some(Message::Display(_)) => quote!(#p::render_display(self)),
        _ => render(
            v.message
                .as_ref()
                .expect("checked: operational variants have a message"),
        ),
    };
    let customer = opt(v.customer_message.as_ref().map(render));
    let action = opt(v.suggested_action.as_ref().map(render));
    quote! {
        ::toolwright::__private::core::option::Option::Some(#p::Rendered {
            message: #message,
            customer_message: #customer,
            suggested_action: #action,
        })
    }
}

// Output: `Self::V { field: __tw_field, .. } => Classification { .. },`
fn arm(input: &Enum, index: usize, v: &Variant) -> TokenStream {
    let p = quote!(::toolwright::__private);
    let ident = v.ident;
    let used: Vec<String> = v
        .templates()
        .flat_map(Template::fields)
        .map(str::to_owned)
        .collect();
    let binds = v
        .fields
        .iter()
        .filter(|f| used.iter().any(|u| *u == f.template_name()))
        .map(|f| {
            let member = &f.member;
            let b = binding(&f.template_name());
            quote!(#member: #b,)
        });
    let attr = v
        .attr
        .as_ref()
        .expect("checked: every variant is classified");
    let (answer_index, rendered) = match attr.disguise.as_ref() {
        Some(d) => {
            let target = input
                .variants
                .iter()
                .position(|t| t.ident == &d.value)
                .expect("checked: disguise target exists");
            (target, rendered(&input.variants[target]))
        }
        None => (index, rendered(v)),
    };
    quote! {
        Self::#ident { #(#binds)* .. } => #p::Classification {
            spec: &__TW_SURFACE[#index],
            answer: &__TW_SURFACE[#answer_index],
            rendered: #rendered,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use syn::parse_quote;

    fn messages(input: &DeriveInput) -> Vec<String> {
        let mut cx = Ctxt::default();
        if let Some(parsed) = Enum::from_syn(&mut cx, input) {
            check(&mut cx, &parsed);
        }
        cx.messages()
    }

    #[test]
    fn every_unclassified_variant_is_reported_at_once() {
        let input = parse_quote! {
            enum E { A, B(String), #[error_kind(internal)] C, D { x: u8 } }
        };
        let m = messages(&input);
        assert_eq!(m.len(), 3, "{m:#?}");
        for (msg, v) in m.iter().zip(["A", "B", "D"]) {
            assert!(
                msg.starts_with(&format!("variant `{v}` is not classified")),
                "{msg}"
            );
        }
    }

    #[test]
    fn a_classified_enum_has_no_errors() {
        let input = parse_quote! {
            enum E {
                #[error_kind(operational, category = "not_found", message = "No {0}.")]
                Missing(String),
                #[error_kind(security, disguise = Missing2)]
                Foreign(String),
                #[error_kind(operational, category = "not_found", message = "No such thing.")]
                Missing2,
                #[error_kind(internal)]
                Io(#[from] std::io::Error),
            }
        };
        assert_eq!(messages(&input), Vec::<String>::new());
    }

    #[test]
    fn mistakes_in_different_variants_do_not_hide_each_other() {
        let input = parse_quote! {
            enum E {
                #[error_kind(security, message = "no")]
                A,
                #[error_kind(operational, category = "nope", message = "x")]
                B,
                #[error_kind(operational, category = "business", message = "{missing}")]
                C { present: u8 },
            }
        };
        let m = messages(&input);
        assert_eq!(m.len(), 3, "{m:#?}");
        assert!(m[0].starts_with("`message` is not allowed on security variant `A`"));
        assert!(m[1].starts_with("unknown category `nope`; expected one of: `validation`"));
        assert_eq!(
            m[2],
            "`{missing}`: variant `C` has no field `missing`; available: `present`"
        );
    }

    #[test]
    fn a_typo_in_the_kind_names_the_alternatives() {
        let input = parse_quote! {
            enum E { #[error_kind(operationl)] A }
        };
        assert_eq!(
            messages(&input),
            ["expected one of: `security`, `operational`, `internal`"]
        );
    }
}
