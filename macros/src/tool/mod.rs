//! `#[mcp_tool]`.

mod ast;
mod attr;
mod check;
pub(crate) mod expand;
mod fallback;
