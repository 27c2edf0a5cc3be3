//! `#[derive(ScopeSet)]`: an enum whose unit variants are an application's OAuth scopes.
//!
//! ```text
//! variant := doc* #[scope("name")] Ident
//!          | doc* #[scope("name", includes(Ident ("," Ident)* ","?))] Ident
//! ```

use crate::ctxt::Ctxt;
use crate::doc::doc_line;
use proc_macro2::TokenStream;
use quote::quote;
use syn::parse::ParseStream;
use syn::punctuated::Punctuated;
use syn::{Data, DeriveInput, Fields, Ident, LitStr, Token, Variant};

/// One scope as written.
struct Scope<'a> {
    original: &'a Variant,
    name: Option<LitStr>,
    includes: Vec<Ident>,
    description: Option<String>,
}

pub(crate) fn derive(input: &DeriveInput) -> TokenStream {
    let mut cx = Ctxt::default();
    let scopes = parse(&mut cx, input);
    check(&mut cx, input, &scopes);
    if let Err(errors) = cx.check() {
        return fallback(errors, input);
    }
    expand(input, &scopes)
}

// Input: a scope set with mistakes.
// Output: the errors, and for a plain enum an empty set, so that a tool naming its scopes
// elsewhere reports nothing more:
//     compile_error!("..");
//     impl ScopeSet for Scope { const ALL = &[]; fn name(self) -> &str { "" } .. }
// A struct or a generic enum gets no stub: `ScopeSet` needs `Copy`, which it may not have.
fn fallback(errors: TokenStream, input: &DeriveInput) -> TokenStream {
    if !matches!(input.data, Data::Enum(_)) || !input.generics.params.is_empty() {
        return errors;
    }
    let ident = &input.ident;
    let option = quote!(::core::option::Option);
    quote! {
        #errors
        #[automatically_derived]
        impl ::toolwright::ScopeSet for #ident {
            const ALL: &'static [Self] = &[];
            fn name(self) -> &'static str {
                ""
            }
            fn granted_by(self) -> &'static [&'static str] {
                &[]
            }
            fn description(self) -> #option<&'static str> {
                #option::None
            }
        }
    }
}

fn parse<'a>(cx: &mut Ctxt, input: &'a DeriveInput) -> Vec<Scope<'a>> {
    let Data::Enum(data) = &input.data else {
        let keyword = match &input.data {
            Data::Struct(s) => s.struct_token.span,
            Data::Union(u) => u.union_token.span,
            Data::Enum(_) => unreachable!(),
        };
        cx.push(syn::Error::new(
            keyword,
            "#[derive(ScopeSet)] goes on an enum whose unit variants are your application's scopes: `enum Scope { #[scope(\"orders:read\")] OrdersRead }`",
        ));
        return Vec::new();
    };
    data.variants
        .iter()
        .map(|variant| {
            let mut scope = Scope {
                original: variant,
                name: None,
                includes: Vec::new(),
                description: doc_line(&variant.attrs),
            };
            let mut seen = false;
            for attr in variant.attrs.iter().filter(|a| a.path().is_ident("scope")) {
                if seen {
                    cx.error(attr, "duplicate #[scope(..)]; a variant names one scope");
                    continue;
                }
                seen = true;
                let parsed = match &attr.meta {
                    syn::Meta::List(_) => attr.parse_args_with(scope_args),
                    _ => Err(syn::Error::new_spanned(
                        attr,
                        "write the scope as `#[scope(\"orders:read\")]`, or `#[scope(\"name\", includes(Variant, ..))]` for a broader scope",
                    )),
                };
                match parsed {
                    Ok((name, includes)) => {
                        scope.name = Some(name);
                        scope.includes = includes;
                    }
                    Err(e) => cx.push(e),
                }
            }
            if !seen {
                cx.error(
                    &variant.ident,
                    format!(
                        "variant `{}` names no scope: add `#[scope(\"...\")]` with the scope's name as tokens carry it, e.g. `#[scope(\"orders:read\")]`",
                        variant.ident
                    ),
                );
            }
            scope
        })
        .collect()
}

/// `"name"` or `"name", includes(A, B)`.
fn scope_args(input: ParseStream) -> syn::Result<(LitStr, Vec<Ident>)> {
    let name: LitStr = input.parse().map_err(|e| {
        syn::Error::new(
            e.span(),
            "expected the scope's name as a string: `#[scope(\"orders:read\")]`",
        )
    })?;
    let mut includes = Vec::new();
    if input.parse::<Option<Token![,]>>()?.is_some() && !input.is_empty() {
        let key: Ident = input.parse()?;
        if key != "includes" {
            return Err(syn::Error::new(
                key.span(),
                format!("unknown #[scope] argument `{key}`; expected `includes(Variant, ..)`"),
            ));
        }
        let content;
        syn::parenthesized!(content in input);
        includes = Punctuated::<Ident, Token![,]>::parse_terminated(&content)?
            .into_iter()
            .collect();
        input.parse::<Option<Token![,]>>()?;
    }
    Ok((name, includes))
}

fn check(cx: &mut Ctxt, input: &DeriveInput, scopes: &[Scope]) {
    if input.generics.lt_token.is_some() || input.generics.where_clause.is_some() {
        cx.error(
            &input.generics,
            "a ScopeSet enum takes no generic parameters: it lists fixed scope names",
        );
    }
    if let Data::Enum(data) = &input.data {
        if data.variants.is_empty() {
            cx.error(
                &input.ident,
                "this ScopeSet declares no scopes: add a variant per scope, e.g. `#[scope(\"orders:read\")] OrdersRead`",
            );
        }
    }
    for (i, scope) in scopes.iter().enumerate() {
        unit_variant(cx, scope);
        if let Some(name) = &scope.name {
            scope_token(cx, name);
            if let Some(first) = scopes[..i]
                .iter()
                .find(|s| s.name.as_ref().is_some_and(|n| n.value() == name.value()))
            {
                cx.error(
                    name,
                    format!(
                        "scope \"{}\" is already named by `{}`; each scope is declared once",
                        name.value(),
                        first.original.ident
                    ),
                );
            }
        }
        includes_known(cx, scope, scopes);
    }
}

fn unit_variant(cx: &mut Ctxt, scope: &Scope) {
    if !matches!(scope.original.fields, Fields::Unit) {
        cx.error(
            &scope.original.fields,
            "a scope is a unit variant: remove the fields",
        );
    }
}

/// RFC 6749 §3.3: `scope-token = 1*( %x21 / %x23-5B / %x5D-7E )`.
fn scope_token(cx: &mut Ctxt, name: &LitStr) {
    let value = name.value();
    let bad = value
        .chars()
        .find(|&c| !matches!(c, '\x21' | '\x23'..='\x5b' | '\x5d'..='\x7e'));
    let problem = if value.is_empty() {
        "the scope name is empty".to_owned()
    } else if let Some(c) = bad {
        format!("the scope name \"{value}\" contains {c:?}")
    } else {
        return;
    };
    cx.error(
        name,
        format!("{problem}: OAuth scope names are printable ASCII without spaces, `\"` or `\\` (RFC 6749 §3.3)"),
    );
}

fn includes_known(cx: &mut Ctxt, scope: &Scope, scopes: &[Scope]) {
    for included in &scope.includes {
        if *included == scope.original.ident {
            cx.error(included, "a scope cannot include itself");
        } else if !scopes.iter().any(|s| s.original.ident == *included) {
            cx.error(
                included,
                format!(
                    "no scope `{included}` in this set; `includes(..)` names variants of the same enum"
                ),
            );
        }
    }
}

/// The names of the scopes that include `scopes[i]`, directly or through others.
fn granted_by(scopes: &[Scope], i: usize) -> Vec<String> {
    let mut found: Vec<usize> = Vec::new();
    let mut frontier = vec![i];
    while let Some(j) = frontier.pop() {
        let target = &scopes[j].original.ident;
        for (k, s) in scopes.iter().enumerate() {
            if k != i && !found.contains(&k) && s.includes.iter().any(|x| x == target) {
                found.push(k);
                frontier.push(k);
            }
        }
    }
    found.sort_unstable();
    found
        .into_iter()
        .filter_map(|k| scopes[k].name.as_ref().map(LitStr::value))
        .collect()
}

// Input:
//     #[derive(ScopeSet)]
//     enum Scope {
//         /// Refund orders.
//         #[scope("refunds:write")] Refunds,
//         #[scope("payments:admin", includes(Refunds))] Admin,
//     }
// Output:
//     impl ScopeSet for Scope {
//         const ALL: &[Self] = &[Self::Refunds, Self::Admin];
//         fn name(self) -> &str { match self { Self::Refunds => "refunds:write", .. } }
//         fn granted_by(self) -> &[&str] { match self { Self::Refunds => &["payments:admin"], .. } }
//         fn description(self) -> Option<&str> { match self { Self::Refunds => Some("Refund orders."), .. } }
//     }
fn expand(input: &DeriveInput, scopes: &[Scope]) -> TokenStream {
    let ident = &input.ident;
    let option = quote!(::core::option::Option);
    let variants: Vec<&Ident> = scopes.iter().map(|s| &s.original.ident).collect();
    let names = scopes.iter().map(|s| &s.name);
    let granted = (0..scopes.len()).map(|i| {
        let names = granted_by(scopes, i);
        quote!(&[#(#names),*])
    });
    let descriptions = scopes.iter().map(|s| match &s.description {
        Some(d) => quote!(#option::Some(#d)),
        None => quote!(#option::None),
    });
    quote! {
        #[automatically_derived]
        impl ::toolwright::ScopeSet for #ident {
            const ALL: &'static [Self] = &[#(Self::#variants),*];

            fn name(self) -> &'static str {
                match self { #(Self::#variants => #names,)* }
            }

            fn granted_by(self) -> &'static [&'static str] {
                match self { #(Self::#variants => #granted,)* }
            }

            fn description(self) -> #option<&'static str> {
                match self { #(Self::#variants => #descriptions,)* }
            }
        }
    }
}
