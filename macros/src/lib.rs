//! Implementation detail of toolwright.
extern crate proc_macro;
use proc_macro::TokenStream;

#[proc_macro_derive(ToolError, attributes(error_kind, sensitive))]
pub fn derive_tool_error(_input: TokenStream) -> TokenStream { TokenStream::new() }
#[proc_macro_attribute]
pub fn mcp_tool(_a: TokenStream, item: TokenStream) -> TokenStream { item }
#[proc_macro]
pub fn tools(_input: TokenStream) -> TokenStream { TokenStream::new() }
