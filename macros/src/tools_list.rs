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
//     const __TW_SHOWN: [&str; 2] = ["a", "b"];
//     const __TW_FIRST: [usize; 2] = duplicates(&[(KIND, KEY) of a, .. of b]);
//     const _: () = if __TW_FIRST[1] != UNIQUE { panic!(/* a and b: same name */) }; // at `b`
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
    // A path listed twice is named as written; found with a map, in one pass.
    let mut seen = std::collections::HashSet::new();
    let listed_twice: Vec<_> = paths
        .iter()
        .zip(&shown)
        .filter(|(_, sb)| !seen.insert(sb.as_str()))
        .map(|(b, sb)| {
            syn::Error::new_spanned(b, format!("`{sb}` is listed twice in tools![...]"))
                .to_compile_error()
        })
        .collect();
    // Two entries with one MCP name (kind and key): known only once the names are
    // constants, so the check is a constant too. `duplicates` sorts the keys (n log n in
    // the compiler's evaluator, where a check per pair made n^2/2 items); then each entry
    // gets one item, spanned at it, that fails with both paths if an earlier entry has its
    // name.
    let n = paths.len();
    let keys = aliases
        .iter()
        .map(|alias| quote!((<#alias as #p::Register>::KIND, <#alias as #p::Register>::KEY)));
    let checks = paths.iter().enumerate().map(|(j, b)| {
        quote_spanned! {b.span()=>
            const _: () = if __TW_FIRST[#j] != #p::UNIQUE {
                let __tw_message = #p::duplicate_message(&__TW_SHOWN, __TW_FIRST[#j], #j);
                ::toolwright::__private::core::panic!("{}", #p::message_str(&__tw_message))
            };
        }
    });
    let unique = listed_twice.is_empty().then(|| {
        quote! {
            const __TW_SHOWN: [&str; #n] = [#(#shown),*];
            const __TW_FIRST: [usize; #n] = #p::duplicates(&[#(#keys),*]);
            #(#checks)*
        }
    });
    let adds = paths.iter().zip(&aliases).map(|(t, alias)| {
        quote_spanned!(t.span()=> let __tw_set = <#alias as #p::Register>::register(__tw_set);)
    });
    quote! {{
        #(#alias_defs)*
        #(#listed_twice)*
        #unique
        let __tw_set = #p::ToolSet::new();
        #(#adds)*
        __tw_set.__checked()
    }}
}
