//! `#[mcp_tool]`.

mod attr;
pub(crate) mod expand;
