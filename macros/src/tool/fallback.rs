//! The stub `Tool` and `Register` impls `#[mcp_tool]` emits beside a function that failed
//! a check (see `handler::fallback`).

use super::ast::Tool;
use crate::handler::ast::unraw;
use crate::handler::expand::{impl_register, private};
use proc_macro2::TokenStream;
use quote::quote;

// Input:
//     #[mcp_tool(name = "has space")]
//     async fn ping() -> Result<String, Infallible> { .. }
// Output: impl Tool for ping { /* stubs, never run: the build fails */ } + impl Register
pub(crate) fn stubs(tool: &Tool) -> TokenStream {
    let p = private();
    let ident = tool.func.ident();
    let name = unraw(ident);
    let register = impl_register(ident, 0, &quote!(#name), &quote!(with));
    quote! {
        #[automatically_derived]
        impl #p::Tool for #ident {
            const NAME: &'static str = #name;
            type Ret = #p::core::result::Result<#p::std::string::String, #p::core::convert::Infallible>;

            fn definition() -> #p::ToolDefinition {
                #p::core::unreachable!()
            }

            #[allow(unreachable_code)]
            fn invoke(
                _: #p::Call<'_>,
                _: #p::serde_json::Value,
            ) -> #p::core::result::Result<
                impl #p::core::future::Future<Output = #p::Outcome> + #p::core::marker::Send + '_,
                #p::Outcome,
            > {
                #p::core::result::Result::Ok(#p::core::future::ready::<#p::Outcome>(
                    #p::core::unreachable!(),
                ))
            }
        }
        #register
    }
}
