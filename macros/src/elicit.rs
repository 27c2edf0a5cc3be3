//! `#[derive(Elicit)]`: a form a handler can ask the user to fill in (a struct with named
//! fields), or a choice one of its fields offers (an enum of unit variants).
//!
//! ```text
//! form   := struct Ident { (doc* attr* Ident ":" Type),* }   // implements Elicit
//! choice := enum Ident { (doc* attr* Ident),+ }              // a field type: one option a variant
//! ```
//!
//! The derive takes no attribute of its own: titles, descriptions, defaults and limits are
//! written with schemars' and serde's attributes, which the form's schema is made from.

use crate::ctxt::Ctxt;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;
use syn::{Attribute, Data, DeriveInput, Field, Fields, Variant};

/// What the derive was given.
enum Shape<'a> {
    /// A struct: the fields the user fills in (those serde does not skip).
    Form(Vec<&'a Field>),
    /// An enum: its variants are the options.
    Choice(Vec<&'a Variant>),
    /// A union, which no form can be.
    Union,
}

pub(crate) fn derive(input: &DeriveInput) -> TokenStream {
    let mut cx = Ctxt::default();
    let shape = parse(&mut cx, input);
    check(&mut cx, input, &shape);
    if let Err(errors) = cx.check() {
        return fallback(errors, input, &shape);
    }
    match shape {
        Shape::Form(fields) => expand_form(input, &fields),
        Shape::Choice(_) => expand_choice(input),
        Shape::Union => TokenStream::new(),
    }
}

const WHAT_GOES: &str = "#[derive(Elicit)] needs a struct with named fields (the form's fields) or an enum of unit variants (a choice)";

fn parse<'a>(cx: &mut Ctxt, input: &'a DeriveInput) -> Shape<'a> {
    match &input.data {
        Data::Struct(data) => {
            match &data.fields {
                Fields::Named(_) => {}
                Fields::Unnamed(fields) => cx.error(
                    fields,
                    format!(
                        "{WHAT_GOES}: name the fields, `struct {} {{ name: String }}`",
                        input.ident
                    ),
                ),
                Fields::Unit => cx.error(
                    &input.ident,
                    format!("{WHAT_GOES}: a unit struct asks for nothing"),
                ),
            }
            Shape::Form(data.fields.iter().filter(|f| !serde_skipped(f)).collect())
        }
        Data::Enum(data) => Shape::Choice(data.variants.iter().collect()),
        Data::Union(data) => {
            cx.error(data.union_token, WHAT_GOES);
            Shape::Union
        }
    }
}

fn check(cx: &mut Ctxt, input: &DeriveInput, shape: &Shape) {
    concrete(cx, input, shape);
    no_elicit_attrs(cx, &input.attrs);
    match shape {
        Shape::Form(fields) => fields.iter().for_each(|f| no_elicit_attrs(cx, &f.attrs)),
        Shape::Choice(variants) => {
            if variants.is_empty() {
                cx.error(
                    &input.ident,
                    format!("this choice offers no options: give `{}` a unit variant per option, e.g. `enum Size {{ Small, Large }}`", input.ident),
                );
            }
            for variant in variants {
                unit_variant(cx, variant);
                no_elicit_attrs(cx, &variant.attrs);
            }
        }
        Shape::Union => {}
    }
}

/// A form's schema is computed once per type, so the type takes no parameters.
fn concrete(cx: &mut Ctxt, input: &DeriveInput, shape: &Shape) {
    if input.generics.params.is_empty() {
        return;
    }
    let what = match shape {
        Shape::Choice(_) => "an elicitation choice",
        Shape::Form(_) | Shape::Union => "an elicitation form",
    };
    cx.error(
        &input.generics,
        format!("{what} must be a concrete type: remove the generic parameters"),
    );
}

fn unit_variant(cx: &mut Ctxt, variant: &Variant) {
    if !matches!(variant.fields, Fields::Unit) {
        let (ident, fields) = (&variant.ident, &variant.fields);
        cx.error(
            quote!(#ident #fields),
            "an elicitation choice must be a unit variant: forms hold only flat values; remove the fields",
        );
    }
}

fn no_elicit_attrs(cx: &mut Ctxt, attrs: &[Attribute]) {
    for attr in attrs.iter().filter(|a| a.path().is_ident("elicit")) {
        cx.error(
            attr,
            "#[derive(Elicit)] takes no #[elicit] attribute: a field's title comes from `#[schemars(title = \"..\")]`, its description from its doc comment, its default from `#[serde(default)]`",
        );
    }
}

/// Whether serde never reads the field (`#[serde(skip)]`, `#[serde(skip_deserializing)]`),
/// so it is not part of the form. serde reports its own attributes' mistakes.
fn serde_skipped(field: &Field) -> bool {
    let mut skipped = false;
    for attr in field.attrs.iter().filter(|a| a.path().is_ident("serde")) {
        let _ = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("skip") || meta.path.is_ident("skip_deserializing") {
                skipped = true;
            } else if meta.input.peek(syn::Token![=]) {
                meta.value()?.parse::<syn::Expr>()?;
            } else if meta.input.peek(syn::token::Paren) {
                let _args;
                syn::parenthesized!(_args in meta.input);
            }
            Ok(())
        });
    }
    skipped
}

// Input:
//     #[derive(Deserialize, JsonSchema, Elicit)]
//     struct Booking { date: String, guests: u8, seating: Option<Seating> }
// Output:
//     const _: () = {
//         fn __tw_field<__T: ElicitField>() {}
//         impl Elicit for Booking {
//             fn requested_schema() -> Result<&'static Value, &'static str> {
//                 static __TW_SCHEMA: OnceLock<Result<Value, String>> = OnceLock::new();
//                 __tw_field::<String>();                 // per field, spanned at its type
//                 __tw_field::<u8>();
//                 __tw_field::<Option<Seating>>();
//                 __TW_SCHEMA.get_or_init(|| form_schema(&schema_for!(Self))).as_ref().map_err(String::as_str)
//             }
//         }
//     };
//
// A field type that is no `ElicitField` is reported at the type, in `ElicitField`'s words.
fn expand_form(input: &DeriveInput, fields: &[&Field]) -> TokenStream {
    let p = quote!(::toolwright::__private);
    let ident = &input.ident;
    let probe_fn = quote! {
        fn __tw_field<__T: #p::ElicitField>() {}
    };
    let probes = fields.iter().map(|f| {
        let ty = &f.ty;
        quote_spanned! {ty.span()=>
            __tw_field::<#ty>();
        }
    });
    let result = quote!(#p::core::result::Result);
    let value = quote!(#p::serde_json::Value);
    let string = quote!(#p::std::string::String);
    let schema = quote! {
        static __TW_SCHEMA: #p::std::sync::OnceLock<#result<#value, #string>> =
            #p::std::sync::OnceLock::new();
    };
    quote! {
        const _: () = {
            #probe_fn

            #[automatically_derived]
            impl ::toolwright::Elicit for #ident {
                fn requested_schema() -> #result<&'static #value, &'static str> {
                    #schema
                    #(#probes)*
                    __TW_SCHEMA
                        .get_or_init(|| #p::form_schema(&#p::schemars::schema_for!(Self)))
                        .as_ref()
                        .map_err(#string::as_str)
                }
            }
        };
    }
}

// Input:
//     #[derive(Deserialize, JsonSchema, Elicit)]
//     enum Seating { Indoor, Terrace }
// Output:
//     impl ElicitChoice for Seating {}   // `Vec<Seating>`: a multi-select
//     impl ElicitField for Seating {}    // `Seating`: a single-select
fn expand_choice(input: &DeriveInput) -> TokenStream {
    let p = quote!(::toolwright::__private);
    let ident = &input.ident;
    let (impl_generics, ty_generics, where_clause) = input.generics.split_for_impl();
    quote! {
        #[automatically_derived]
        impl #impl_generics #p::ElicitChoice for #ident #ty_generics #where_clause {}

        #[automatically_derived]
        impl #impl_generics #p::ElicitField for #ident #ty_generics #where_clause {}
    }
}

// Input: a form or choice with mistakes.
// Output: the errors, and the impls a correct one would have, so that a use of the type
// elsewhere reports nothing more:
//     compile_error!("..");
//     impl Elicit for Form { fn requested_schema() -> .. { Err(..) } }   // a struct without parameters
//     impl ElicitChoice for Choice {}  impl ElicitField for Choice {}    // an enum
//
// A generic struct gets no stub: its `Elicit` supertraits would need bounds the user did not
// write, each one more error.
fn fallback(errors: TokenStream, input: &DeriveInput, shape: &Shape) -> TokenStream {
    let stub = match shape {
        Shape::Choice(_) => expand_choice(input),
        Shape::Form(_) if input.generics.params.is_empty() => {
            let p = quote!(::toolwright::__private);
            let ident = &input.ident;
            quote! {
                #[automatically_derived]
                impl ::toolwright::Elicit for #ident {
                    fn requested_schema(
                    ) -> #p::core::result::Result<&'static #p::serde_json::Value, &'static str> {
                        #p::core::result::Result::Err("#[derive(Elicit)] failed")
                    }
                }
            }
        }
        Shape::Form(_) | Shape::Union => TokenStream::new(),
    };
    quote!(#errors #stub)
}
