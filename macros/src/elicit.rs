//! `#[derive(Elicit)]`: a form a handler can ask the user to fill in.

use proc_macro2::TokenStream;
use quote::quote;
use syn::DeriveInput;

pub(crate) fn derive(input: &DeriveInput) -> TokenStream {
    syn::Error::new_spanned(&input.ident, "#[derive(Elicit)] is not implemented yet")
        .to_compile_error()
}
