//! `tools![a, b, ..]`: a `ToolSet` of the listed tools, resources and prompts (each through
//! `Register`), with duplicate names (URIs, for resources) rejected at compile time.

use proc_macro2::TokenStream;
use quote::{quote, quote_spanned, ToTokens};
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::spanned::Spanned;
use syn::{Path, Token};

// Input:  tools![a, b]
// Output: {
//     type __ToolwrightTool0 = a; type __ToolwrightTool1 = b;
//     const _: () = /* a and b differ in KIND or KEY */;
//     let set = ToolSet::new();
//     let set = <__ToolwrightTool0 as Register>::register(set);  // spanned at `a`
//     let set = <__ToolwrightTool1 as Register>::register(set);
//     set.__checked()   // every tool's `ui` names a resource of the set
// }
pub(crate) fn expand(input: TokenStream) -> TokenStream {
    let paths = match Punctuated::<Path, Token![,]>::parse_terminated.parse2(input) {
        Ok(p) => p.into_iter().collect::<Vec<_>>(),
        Err(e) => {
            let message = format!(
                "{e}: tools![...] takes the names (or paths) of #[mcp_tool], #[mcp_resource] and #[mcp_prompt] functions, separated by commas, without `()`"
            );
            return syn::Error::new(e.span(), message).to_compile_error();
        }
    };
    let p = quote!(::toolwright::__private);
    // Each path is named once, through an alias: a path that is not a tool, resource or
    // prompt (a plain function, say) is reported once, where it is written.
    let aliases: Vec<_> = (0..paths.len())
        .map(|i| quote::format_ident!("__ToolwrightTool{}", i))
        .collect();
    let alias_defs = paths
        .iter()
        .zip(&aliases)
        .map(|(path, alias)| quote_spanned!(path.span()=> type #alias = #path;));
    let shown: Vec<String> = paths
        .iter()
        .map(|p| p.to_token_stream().to_string().replace(' ', ""))
        .collect();
    let mut checks = Vec::new();
    for (j, b) in paths.iter().enumerate() {
        for i in 0..j {
            let (sa, sb) = (&shown[i], &shown[j]);
            if sa == sb {
                checks.push(
                    syn::Error::new_spanned(b, format!("`{sb}` is listed twice in tools![...]"))
                        .to_compile_error(),
                );
                continue;
            }
            let (ta, tb) = (&aliases[i], &aliases[j]);
            let message = format!(
                "`{sa}` and `{sb}` have the same MCP name: two tools, two prompts or two resources with one URI cannot share a server; rename one with name = \"...\" (or change the uri)"
            );
            checks.push(quote_spanned! {b.span()=>
                const _: () = if <#ta as #p::Register>::KIND == <#tb as #p::Register>::KIND
                    && #p::str_eq(<#ta as #p::Register>::KEY, <#tb as #p::Register>::KEY)
                {
                    ::toolwright::__private::core::panic!(#message)
                };
            });
        }
    }
    let adds = paths.iter().zip(&aliases).map(|(t, alias)| {
        quote_spanned!(t.span()=> let __tw_set = <#alias as #p::Register>::register(__tw_set);)
    });
    quote! {{
        #(#alias_defs)*
        #(#checks)*
        let __tw_set = #p::ToolSet::new();
        #(#adds)*
        __tw_set.__checked()
    }}
}
