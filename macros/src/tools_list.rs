//! `tools![a, b, ..]`: a `ToolSet` of the listed tools, with duplicate names rejected at
//! compile time.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned, ToTokens};
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{Path, Token};

// Input:  tools![a, b]
// Output: { const _: () = /* a and b differ in name */; ToolSet::new().with::<a>().with::<b>() }
pub(crate) fn expand(input: TokenStream) -> TokenStream {
    let paths = match Punctuated::<Path, Token![,]>::parse_terminated.parse2(input) {
        Ok(p) => p.into_iter().collect::<Vec<_>>(),
        Err(e) => return e.to_compile_error(),
    };
    let p = quote!(::toolwright::__private);
    let mut checks = Vec::new();
    for (j, b) in paths.iter().enumerate() {
        for a in &paths[..j] {
            let (sa, sb) = (
                a.to_token_stream().to_string(),
                b.to_token_stream().to_string(),
            );
            if sa == sb {
                checks.push(
                    syn::Error::new_spanned(b, format!("`{sb}` is listed twice in tools![...]"))
                        .to_compile_error(),
                );
                continue;
            }
            let message = format!(
                "`{sa}` and `{sb}` have the same tool name; tool names must be unique in a server: rename one with #[mcp_tool(name = \"...\")]"
            );
            checks.push(quote_spanned! {b.span()=>
                const _: () = if #p::str_eq(<#a as #p::Tool>::NAME, <#b as #p::Tool>::NAME) {
                    ::toolwright::__private::core::panic!(#message)
                };
            });
        }
    }
    let adds = paths
        .iter()
        .map(|t| quote_spanned!(t.span()=> .with::<#t>()));
    quote! {{
        #(#checks)*
        ::toolwright::ToolSet::new() #(#adds)*
    }}
}
