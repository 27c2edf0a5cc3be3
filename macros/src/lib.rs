//! Implementation detail of toolwright.

mod ctxt;
mod doc;
mod elicit;
mod handler;
mod include_skills;
mod prompt;
mod resource;
mod scope_set;
mod tool;
mod tool_error;
mod tools_list;

use proc_macro::TokenStream;
use syn::{parse_macro_input, DeriveInput};

#[proc_macro_derive(ToolError, attributes(error_kind, sensitive))]
pub fn derive_tool_error(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    tool_error::expand::derive(&input).into()
}

#[proc_macro_derive(ScopeSet, attributes(scope))]
pub fn derive_scope_set(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    scope_set::derive(&input).into()
}

#[proc_macro_derive(Elicit, attributes(elicit))]
pub fn derive_elicit(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    elicit::derive(&input).into()
}

#[proc_macro_attribute]
pub fn mcp_tool(args: TokenStream, item: TokenStream) -> TokenStream {
    handler::expand::<tool::attr::ToolAttr>(args.into(), item.into()).into()
}

#[proc_macro]
pub fn tools(input: TokenStream) -> TokenStream {
    tools_list::expand(input.into()).into()
}

#[proc_macro_attribute]
pub fn mcp_resource(args: TokenStream, item: TokenStream) -> TokenStream {
    handler::expand::<resource::attr::ResourceAttr>(args.into(), item.into()).into()
}

#[proc_macro_attribute]
pub fn mcp_prompt(args: TokenStream, item: TokenStream) -> TokenStream {
    handler::expand::<prompt::attr::PromptAttr>(args.into(), item.into()).into()
}

#[proc_macro]
pub fn include_skills(input: TokenStream) -> TokenStream {
    include_skills::expand(input.into()).into()
}
